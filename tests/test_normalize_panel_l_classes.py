"""The classes a fresh panel heard wrong in lt lv et fi hu cs sk sl (issue 31, 2026-12-06):
the edges of each general rule, beyond the panel's own sentences
(tests/readings/panel-2026-12-06-L.jsonl): what a rule reads, and what it leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # millions and billions written as CLDR's compact formats write them, said with
        # CLDR's long names in the number's plural form
        ("fi", "Menot 3 mrd. euroa.", "Menot kolme miljardia euroa."),
        ("fi", "Väkiluku 1 milj.", "Väkiluku yksi miljoona."),
        ("et", "Eelarve 2 mld eurot.", "Eelarve kaks miljardit eurot."),
        ("lv", "Izdevumi 3 mljrd. eiro.", "Izdevumi trīs miljardi eiro."),
        ("lt", "Skola 3 mlrd. eurų.", "Skola trys milijardai eurų."),
        ("lt", "Skola 1 mlrd. eurų.", "Skola vienas milijardas eurų."),
        ("sk", "Dlh 2 mld. €.", "Dlh dve miliardy eur."),
        ("sk", "Dlh 5 mld. eur.", "Dlh päť miliárd eur."),
        ("sl", "Dolg 5 mrd. evrov.", "Dolg pet milijard evrov."),
        ("hr", "Dug 5 mlr. eura.", "Dug pet milijardi eura."),
        # a price per litre, as "/kg" is per kilo
        ("fi", "Hinta 1,50 €/l.", "Hinta yksi euro viisikymmentä senttiä litralta."),
        ("et", "Hind 1,50 €/l.", "Hind üks euro viiskümmend senti liitri eest."),
        ("lt", "Kaina 1,50 €/l.", "Kaina vienas euras penkiasdešimt centų už litrą."),
        ("lv", "Cena 1,50 €/l.", "Cena viens eiro piecdesmit centu par litru."),
        ("cs", "Cena 40 Kč/l.", "Cena čtyřicet korun za litr."),
        ("sk", "Cena 2 €/l.", "Cena dve eurá za liter."),
        ("sl", "Cena 2 €/l.", "Cena dva evra za liter."),
        ("hu", "Ár 600 Ft/l.", "Ár hatszáz forint literenként."),
        # hours and minutes written short, CLDR's names in the number's form
        ("fi", "Kesto 3 h 15 min.", "Kesto kolme tuntia viisitoista minuuttia."),
        ("fi", "Kesto 1 h.", "Kesto yksi tunti."),
        ("et", "Kestus 1 h 5 min.", "Kestus üks tund viis minutit."),
        ("lv", "Ilgums 1 h 5 min.", "Ilgums viena stunda piecas minūtes."),
        ("lv", "Ilgums 2 h.", "Ilgums divas stundas."),
        ("lt", "Trukmė 2 h.", "Trukmė dvi valandos."),
        # the clock's "h" says no hours again; a unit is no genitive noun in fi
        ("fi", "Myöhässä 25 min.", "Myöhässä kaksikymmentäviisi minuuttia."),
        ("fi", "Lähtö klo 9:00 h", "Lähtö kello yhdeksän"),
    ],
)
def test_short_scales_units_and_per_litre_are_said(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        (
            "cs",
            "Po–Pá 8–17, So 8–11.",
            "od pondělí do pátku osm až sedmnáct, v sobotu osm až jedenáct.",
        ),
        (
            "sk",
            "Po–Pi 8–17, St 9–12.",
            "pondelok až piatok osem až sedemnásť, v stredu deväť až dvanásť.",
        ),
        (
            "lv",
            "P.–Pk. 8–17, S. 10–14.",
            "no pirmdienas līdz piektdienai no astoņiem līdz septiņpadsmitiem,"
            " sestdienās no desmitiem līdz četrpadsmitiem.",
        ),
        # without hours after it a one-letter day stays a letter
        ("lv", "Sūtīja S. Bērziņš.", "Sūtīja S. Bērziņš."),
    ],
)
def test_a_single_day_before_hours_says_on_that_day(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # sk dotted times after o, od, do are times, as the colon ones read; in a span
        # "od … do …" the feminine ordinal ("-ej"), as the span rule reads "od 8:00 do 17:00"
        ("sk", "Príďte o 9.15.", "Príďte o deväť pätnásť."),
        ("sk", "Otvorené od 7.00 do 15.30.", "Otvorené od siedmej do pätnástej tridsať."),
        ("sk", "Servis od 8.00 do 16.00 h.", "Servis od ôsmej do šestnástej hodiny."),
        # a dotted time whose minutes could be a month is left to the date rule
        ("sk", "Odchod o 6.05.", "Odchod o šiesteho mája."),
        # a dotted day and month stays a date; a decimal before money stays money
        ("sk", "Zľava platí do 5.12.", "Zľava platí do piateho decembra."),
        # an ordinal before a feminine genitive: sk "-ej", sl "-e"
        ("sk", "Vlak odchádza z 3. koľaje.", "Vlak odchádza z tretej koľaje."),
        ("sk", "Žiaci od 1. do 4. triedy.", "Žiaci od prvej do štvrtej triedy."),
        ("sl", "Odprto od 9. do 17. ure.", "Odprto od devete do sedemnajste ure."),
        ("sl", "Vlak odpelje s 3. tira.", "Vlak odpelje s tretjega tira."),
    ],
)
def test_slovak_hours_and_ordinals_before_a_feminine_genitive(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # cs sk postcodes in two groups after a comma, before the town
        ("cs", "Husova 5, 602 00 Brno", "Husova pět, šestset dva, nula nula Brno"),
        (
            "sk",
            "Námestie SNP 1, 974 01 Banská Bystrica",
            "Námestie SNP jeden, deväťstosedemdesiatštyri, nula jeden Banská Bystrica",
        ),
        # fi et five-digit postcodes after a street, before the town: digit by digit
        (
            "fi",
            "Mannerheimintie 5, 00100 Helsinki",
            "Mannerheimintie viisi, nolla nolla yksi nolla nolla Helsinki",
        ),
        ("et", "Tartu mnt 2, 10145 Tallinn", "Tartu maantee kaks, üks null üks neli viis Tallinn"),
        # a count is no postcode
        ("fi", "Hinta 12 500 euroa.", "Hinta kaksitoistatuhatta viisisataa euroa."),
    ],
)
def test_postcodes_are_said_as_the_posts_write_them(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # lt "m." after a year is "metai": the genitive after nuo/iki and before a noun
        (
            "lt",
            "Nuo 1990 m. veikia.",
            "Nuo tūkstantis devyni šimtai devyniasdešimtųjų metų veikia.",
        ),
        ("lt", "Galioja iki 2030 m.", "Galioja iki du tūkstančiai trisdešimtųjų metų."),
        (
            "lt",
            "Patvirtino 2026 m. planą.",
            "Patvirtino du tūkstančiai dvidešimt šeštųjų metų planą.",
        ),
        (
            "lt",
            "Jis gimė 1990 m.",
            "Jis gimė tūkstantis devyni šimtai devyniasdešimtaisiais metais.",
        ),
        # ... and metres stay metres
        ("lt", "Liko iki 300 m.", "Liko iki trijų šimtų metrų."),
        ("lt", "Lauke iki +3 °C.", "Lauke iki plius trijų Celsijaus laipsnių."),
        # lt clock hours: a dotted time before "val.", spans as ordinals, a Roman weekday
        ("lt", "Atvyks 18.45 val.", "Atvyks aštuoniolika keturiasdešimt penki."),
        ("lt", "Dirbame 9–18 val.", "Dirbame nuo devintos iki aštuonioliktos valandos."),
        (
            "lt",
            "Pristatysime tarp 10:00 ir 14:00 val.",
            "Pristatysime tarp dešimtos ir keturioliktos valandos.",
        ),
        ("lt", "I–V 8–17 val., VI 10–14 val.", None),
        ("lt", "Pristatymas per 2–3 val.", "Pristatymas per dvi–tris valandas."),
    ],
)
def test_lithuanian_years_and_clock_hours(lang, text, spoken):
    said = normalize(text, lang).text
    if spoken is None:
        assert said.endswith("šeštadieniais nuo dešimtos iki keturioliktos valandos.")
    else:
        assert said == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # hu a span before a word in -ig starts in the ablative; a numeric date's ending
        ("hu", "Nyitva 9–17 óráig.", "Nyitva kilenctől tizenhét óráig."),
        ("hu", "A tanfolyam 3–5 napig tart.", "A tanfolyam háromtól öt napig tart."),
        ("hu", "Szállítás 2024.05.10-én.", "Szállítás kétezer-huszonnégy május tizedikén."),
        ("hu", "Érvényes 2024.05.10-ig.", "Érvényes kétezer-huszonnégy május tizedikéig."),
        # fi a whole hour before alkaen/asti, in their case
        ("fi", "Avoinna klo 10 alkaen.", "Avoinna kello kymmenestä alkaen."),
        ("fi", "Auki klo 16 asti.", "Auki kello kuuteentoista asti."),
        # et a year before "aasta" (or "a"): the ordinal, every word declined
        ("et", "Alates 2011. aastast.", "Alates kahe tuhande üheteistkümnendast aastast."),
        ("et", "Ehitati 1918. aastal.", "Ehitati tuhande üheksasaja kaheksateistkümnendal aastal."),
        (
            "et",
            "Kinnitati 2026. a eelarve.",
            "Kinnitati kahe tuhande kahekümne kuuenda aasta eelarve.",
        ),
    ],
)
def test_hungarian_spans_finnish_hours_and_estonian_years_take_their_case(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # fi a day before its date: the essive; not before a number that is no date
        (
            "fi",
            "Aika pe 12.4. klo 10.",
            "Aika perjantaina kahdentenatoista huhtikuuta kello kymmenen.",
        ),
        # lt lv "per kilo" written as a word and a unit
        ("lt", "Obuoliai 1,20 € už kg.", "Obuoliai vienas euras dvidešimt centų už kilogramą."),
        ("lv", "Āboli 1,20 € par kg.", "Āboli viens eiro divdesmit centu par kilogramu."),
    ],
)
def test_a_day_before_its_date_and_per_kilo_in_words(lang, text, spoken):
    assert normalize(text, lang).text == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # sk sl a temperature or a percentage after a preposition of the genitive
        ("sk", "Zajtra do 8 °C.", "Zajtra do ôsmich stupňov Celzia."),
        ("sk", "Od -3 do 25 °C.", "Od mínus troch do dvadsiatich piatich stupňov Celzia."),
        ("sk", "Zľavy do 40 %.", "Zľavy do štyridsiatich percent."),
        # sl stays as two earlier panels heard it right
        ("sl", "Jutri do 12 °C.", "Jutri do dvanajst stopinj Celzija."),
        # a count without a preposition stays in the nominative
        ("sk", "Vonku je 6 °C.", "Vonku je šesť stupňov Celzia."),
    ],
)
def test_slovak_temperatures_take_the_genitive(lang, text, spoken):
    assert normalize(text, lang).text == spoken
