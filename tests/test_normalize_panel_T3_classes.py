"""The classes a fresh panel (T3) heard wrong in lt lv et fi hu sl (issue 31, 2026-12-06):
each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-T3.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # lt a plain ordinal's case ending after the digits (VLKK): "12-ą" -> "dvyliktą"
        (
            "lt",
            "Lietuva užima 12-ą vietą Europoje pagal BVP augimą.",
            "Lietuva užima dvyliktą vietą Europoje pagal BVP augimą.",
        ),
        ("lt", "Komanda pakilo į 3-ią vietą.", "Komanda pakilo į trečią vietą."),
        ("lt", "Mokinys mokosi 5-oje klasėje.", "Mokinys mokosi penktoje klasėje."),
        ("lt", "Butas yra 10-ame aukšte.", "Butas yra dešimtame aukšte."),
        # the definite ones as before
        ("lt", "Lietuva užima 1-ąją vietą.", "Lietuva užima pirmąją vietą."),
        # fi a case ending after a percent sign: the number and "prosentti" in that case
        (
            "fi",
            "Lainan korko laski 4,8 %:sta 4,2 %:iin.",
            "Lainan korko laski neljästä pilkku kahdeksasta prosentista neljään pilkku kahteen"
            " prosenttiin.",
        ),
        (
            "fi",
            "Työttömyys nousi 7 %:iin ja kasvoi 3 %:n verran.",
            "Työttömyys nousi seitsemään prosenttiin ja kasvoi kolmen prosentin verran.",
        ),
        ("fi", "Matka lyheni 12 km:stä.", "Matka lyheni kahdestatoista kilometristä."),
        # a word's -sta may be its nominative: no elative without the colon
        (
            "fi",
            "Inflaatio oli 6,2 % viime vuonna.",
            "Inflaatio oli kuusi pilkku kaksi prosenttia viime vuonna.",
        ),
    ],
)
def test_a_case_ending_after_the_digits_inflects_the_number(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # hu a gate's letter before an adjective numeral; "két" before a temperature; a
        # possessive ending joins "százalék"
        (
            "hu",
            "A W6 2305-ös londoni járat 40 percet késik, indulás 21:10, B3-as kapu.",
            "A W hat, huszonhárom nulla ötös londoni járat negyven percet késik, indulás"
            " huszonegy óra tíz perc, B hármas kapu.",
        ),
        ("hu", "A C12-es terminálhoz menjen.", "A C tizenkettes terminálhoz menjen."),
        ("hu", "A 3-as busz késik.", "A hármas busz késik."),
        (
            "hu",
            "Ma Budapesten 22 °C várható, este zápor, a szél 30-40 km/h.",
            "Ma Budapesten huszonkét Celsius-fok várható, este zápor, a szél harminc-negyven"
            " kilométer per óra.",
        ),
        ("hu", "Éjszaka 2 °C lesz.", "Éjszaka két Celsius-fok lesz."),
        (
            "hu",
            "Az OEP a gyógyszer árának 55%-át téríti.",
            "Az OEP a gyógyszer árának ötvenöt százalékát téríti.",
        ),
        ("hu", "A nyereség 20%-ának a fele.", "A nyereség húsz százalékának a fele."),
        ("hu", "Ez 3%-os emelés.", "Ez három százalékos emelés."),
    ],
)
def test_hungarian_numerals_agree_with_what_follows_them(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        # fi hu a recipe's spoons
        (
            "fi",
            "Lisää 1/2 dl sokeria ja 2 rkl voita.",
            "Lisää puoli desilitraa sokeria ja kaksi ruokalusikkaa voita.",
        ),
        ("fi", "Lisää 1 tl suolaa.", "Lisää yksi teelusikka suolaa."),
        (
            "hu",
            "Adjon hozzá 1/2 csésze tejet és 2 ek. vajat.",
            "Adjon hozzá fél csésze tejet és két evőkanál vajat.",
        ),
        ("hu", "Tegyen bele 1 kk. sót.", "Tegyen bele egy kávéskanál sót."),
        ("hu", "Ek. ma nem jön.", "Ek. ma nem jön."),
        # sl a short day after od, do: the genitive
        (
            "sl",
            "Poslovalnica je odprta od pon. do pet. od 8. do 17. ure.",
            "Poslovalnica je odprta od ponedeljka do petka od osme do sedemnajste ure.",
        ),
        ("sl", "Urad posluje od tor. do čet.", "Urad posluje od torka do četrtka."),
        ("hr", "Otvoreno od pon. do pet.", "Otvoreno od ponedjeljka do petka."),
    ],
)
def test_a_short_word_is_said_whole(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        # sl a feminine's and a neuter's dual end in -i: "dve"
        (
            "Dodajte 1/2 skodelice mleka in 2 žlici masla.",
            "Dodajte pol skodelice mleka in dve žlici masla.",
        ),
        ("Vzemite 2 tableti na dan.", "Vzemite dve tableti na dan."),
        ("Ostala sva 2 leti.", "Ostala sva dve leti."),
        # a masculine's dual, "dni" and a conjunction stay
        ("Čakali smo 2 dni in 2 tedna.", "Čakali smo dva dni in dva tedna."),
        ("Stane 2 evra.", "Stane dva evra."),
        ("Pride 2 ali 3 krat.", "Pride dva ali tri krat."),
    ],
)
def test_slovenian_two_agrees_with_a_feminine_or_neuter_dual(text, spoken):
    assert reads("sl", text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        (
            "fi",
            "Lento AY1334 Tukholmaan on myöhässä 30 min, uusi lähtöaika 18.45, portti 22.",
            "Lento AY tuhat kolmesataakolmekymmentäneljä Tukholmaan on myöhässä kolmekymmentä"
            " minuuttia, uusi lähtöaika kahdeksantoista neljäkymmentäviisi, portti"
            " kaksikymmentäkaksi.",
        ),
        (
            "fi",
            "Juna lähtee 7.42 laiturilta 5.",
            "Juna lähtee seitsemän neljäkymmentäkaksi laiturilta viisi.",
        ),
        # a decimal written with a dot elsewhere stays a number
        ("fi", "Kurssi nousi 2.5 %.", "Kurssi nousi kaksi pilkku viisi prosenttia."),
    ],
)
def test_a_finnish_timetable_time_is_a_clock_time(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        # hu a date before a clock with "-kor" says on which day: "-án/-én"
        (
            "A ****6617 végű kártyával 8 990 Ft értékben vásároltak a TESCO-ban 2024.03.15."
            " 18:42-kor.",
            "A hat hat egy hét végű kártyával nyolcezer-kilencszázkilencven forint értékben"
            " vásároltak a TESCO-ban kétezer-huszonnégy március tizenötödikén tizennyolc óra"
            " negyvenkét perckor.",
        ),
        (
            "A csomagot 2024.05.03. 9:15-kor kézbesítettük.",
            "A csomagot kétezer-huszonnégy május harmadikán kilenc óra tizenöt perckor"
            " kézbesítettük.",
        ),
        (
            "Belépés 2024.06.01. 10:00-kor.",
            "Belépés kétezer-huszonnégy június elsején tíz órakor.",
        ),
        # before a bare clock the date is a label: the nominative stays
        (
            "Időpont: 2024.06.01. 13:00",
            "Időpont: kétezer-huszonnégy június elseje tizenhárom óra",
        ),
    ],
)
def test_a_hungarian_date_before_a_clock_at_says_on_which_day(text, spoken):
    assert reads("hu", text) == spoken


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        # fi a year after its word is no count in the next word's case
        (
            "Inflaatio oli Suomessa vuonna 2023 keskimäärin 6,2 %.",
            "Inflaatio oli Suomessa vuonna kaksituhatta kaksikymmentäkolme keskimäärin kuusi"
            " pilkku kaksi prosenttia.",
        ),
        (
            "Vuonna 2020 keskimäärin 5 %.",
            "Vuonna kaksituhatta kaksikymmentä keskimäärin viisi prosenttia.",
        ),
        # a count still agrees
        (
            "Hän asui 2 vuoden ajan Tampereella.",
            "Hän asui kahden vuoden ajan Tampereella.",
        ),
    ],
)
def test_a_finnish_year_after_its_word_stays_in_the_nominative(text, spoken):
    assert reads("fi", text) == spoken
