"""Classes panel AI (2026-12-06: fi et hu sv da, and a card's last four in lt et sl) found,
each with sentences of our own (issue 31; docs/NORMALIZER.md, "Panel AI classes fixed
(north)"): fi a sum in millions before a noun in a case and dates in the essive, et dates in
the case a preposition asks, hu long identifiers and ratings, a card's last four digits, sv
da spans of days in a month."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. fi a sum in millions written short agrees with the case of the noun after it.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Liikevaihto kasvoi 5,2 milj. euroon.", "viiteen pilkku kahteen miljoonaan euroon"),
        ("Yhtiö sai 5,2 milj. euron rahoituksen.", "viiden pilkku kahden miljoonan euron"),
        (
            "Voitto laski 3,1 milj. eurosta 2,4 milj. euroon.",
            "kolmesta pilkku yhdestä miljoonasta eurosta kahteen pilkku neljään miljoonaan euroon",
        ),
        ("Tappio nousi 1,5 mrd. euroon.", "yhteen pilkku viiteen miljardiin euroon"),
        ("Budjetti nousee 120 milj. euroon.", "sataankahteenkymmeneen miljoonaan euroon"),
        ("Hanke rahoitetaan 2 milj. eurolla.", "kahdella miljoonalla eurolla"),
    ],
)
def test_fi_a_sum_in_millions_agrees_with_its_noun(text, said):
    assert said in reads(text, "fi")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Hanke maksaa 12 milj. euroa.", "kaksitoista miljoonaa euroa"),  # the partitive
        ("Asukkaita on 5,6 milj.", "viisi pilkku kuusi miljoonaa"),  # no noun after it
    ],
)
def test_fi_a_sum_in_millions_without_a_case_stays(text, said):
    assert said in reads(text, "fi")


# 2. fi a date that says when a thing happens is in the essive.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Pakettisi saapuu 3.5.2024.", "saapuu kolmantena toukokuuta"),
        ("Hän aloitti työt 3.5.2024 ja lopetti 12.6.2024.", "työt kolmantena toukokuuta"),
        ("Hän aloitti työt 3.5.2024 ja lopetti 12.6.2024.", "lopetti kahdentenatoista kesäkuuta"),
        ("Uusi laki tulee voimaan 1.1.2025.", "voimaan ensimmäisenä tammikuuta"),
        ("Myymälä avataan uudelleen 3.5.2024.", "uudelleen kolmantena toukokuuta"),
        ("Kokous pidettiin 3.5.2024 Tampereella.", "pidettiin kolmantena toukokuuta"),
        ("Juna lähtee 3.5. klo 7.05.", "lähtee kolmantena toukokuuta"),
        ("Hän muutti Tampereelle 3.5.2024.", "Tampereelle kolmantena toukokuuta"),
    ],
)
def test_fi_a_date_that_says_when_is_in_the_essive(text, said):
    assert said in reads(text, "fi")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Tapaaminen on 3.5.2024 klo 10.", "on kolmas toukokuuta"),  # it names the day
        ("PIN-koodisi vaihdettiin 5.3.2024 klo 11.42.", "vaihdettiin viides maaliskuuta"),
        ("Eräpäivä 30.4.2024.", "Eräpäivä kolmaskymmenes huhtikuuta"),
        ("Tilaus toimitetaan ti 7.5.", "tiistaina seitsemäntenä toukokuuta"),
    ],
)
def test_fi_a_date_that_names_a_day_stays_in_the_nominative(text, said):
    assert said in reads(text, "fi")


# 3. sv da a span of days before a month: both days ordinals, the dash said "till", "til".
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Festivalen pågår 12–15 juni.", "sv", "tolfte till femtonde juni"),
        ("Kontoret är stängt 24-26 december.", "sv", "tjugofjärde till tjugosjätte december"),
        ("Mässan hålls den 3–5 oktober i Göteborg.", "sv", "den tredje till femte oktober i"),
        ("Festivalen finder sted 28.-30. juni.", "da", "otteogtyvende til tredivte juni"),
        ("Butikken er lukket 24.-26. december.", "da", "fireogtyvende til seksogtyvende december"),
        ("Konferencen afholdes 3.–5. oktober 2025 i Aarhus.", "da", "tredje til femte oktober"),
    ],
)
def test_sv_da_a_span_of_days_in_a_month_is_two_ordinals(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Barn 12–15 år betalar halva priset.", "sv", "tolv till femton år"),  # no month
        ("Matchen slutade 3-2.", "sv", "tre"),
        ("Festivalen pågår den 12 juni.", "sv", "den tolfte juni"),
    ],
)
def test_sv_da_a_span_without_a_month_stays(text, lang, said):
    assert said in reads(text, lang)


# 4. lt et sl a card's last four digits after the words that say so: digit by digit.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Mokėjimas kortele, besibaigiančia 5678, atmestas.", "lt", "penki šeši septyni aštuoni"),
        ("Jūsų kortelė, kurios pabaiga 4821, užblokuota.", "lt", "keturi aštuoni du vienas"),
        ("Kortelė (paskutiniai 4 skaitmenys 1234) užblokuota.", "lt", "vienas du trys keturi"),
        ("Teie kaart lõpuga 4821 on blokeeritud.", "et", "lõpuga neli kaheksa kaks üks"),
        ("Kaardiga lõpuga 1234 tehti makse 45,90 €.", "et", "lõpuga üks kaks kolm neli"),
        ("Kaardi, mille number lõpeb 1234-ga, kehtivus lõpeb.", "et", "üks kaks kolm neljaga"),
        ("Plačilo s kartico, ki se končuje s 1234, je bilo zavrnjeno.", "sl", "ena dva tri štiri"),
        ("Zadnje štiri številke kartice: 4821.", "sl", "štiri osem dva ena"),
        ("Kartica z zadnjimi štirimi številkami 4821 je blokirana.", "sl", "štiri osem dva ena"),
    ],
)
def test_a_cards_last_four_are_said_digit_by_digit(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Mėnesio pabaigoje 1500 eurų.", "lt", "tūkstantis penki šimtai eurų"),
        ("Lõpuks tuli 1500 inimest.", "et", "tuhat viissada inimest"),
        ("Kampaania lõpeb 2025. aastal.", "et", "kahe tuhande kahekümne viiendal aastal"),
        ("Akcija se končuje s 15. majem.", "sl", "petnajstim majem"),
    ],
)
def test_an_end_that_is_no_cards_stays_a_number(text, lang, said):
    assert said in reads(text, lang)


# 5. et a date in the case the sentence asks: a span from one day to another, on a day
# after a verb of an event, before and after a day.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Kauplus on suletud 1.06–15.06.", "esimesest kuni viieteistkümnenda juunini"),
        (
            "Kontor on suletud 24.12–26.12.",
            "kahekümne neljandast kuni kahekümne kuuenda detsembrini",
        ),
        ("Näitus on avatud 3.05–30.06.", "kolmandast maist kuni kolmekümnenda juunini"),
        (
            "Soodustus kehtib 1.06–15.06.2024.",
            "esimesest kuni viieteistkümnenda juunini kaks tuhat",
        ),
        ("Kohtumine toimub 3.05.2024 kell 10.", "toimub kolmandal mail kaks tuhat"),
        ("Uus seadus jõustub 1.01.2025.", "jõustub esimesel jaanuaril"),
        ("Pood avatakse 15.06.2024.", "avatakse viieteistkümnendal juunil"),
        ("Enne 1.07 tuleb esitada avaldus.", "Enne esimest juulit"),
        ("Pärast 3.05 on kontor suletud.", "Pärast kolmandat maid"),
        ("Avaldus tuleb esitada enne 21.06.2024.", "enne kahekümne esimest juunit"),
        ("Enne 10.30 helistage.", "Enne kümme kolmkümmend"),
    ],
)
def test_et_a_date_takes_the_case_the_sentence_asks(text, said):
    assert said in reads(text, "et")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Hinnad kehtivad alates 3.05.2024.", "alates kolmandast maist"),
        ("Pakkumine kehtib kuni 12.06.", "kuni kaheteistkümnenda juunini"),
        ("Tähtaeg on 15.06.2024.", "on viieteistkümnes juuni"),  # the deadline is the day
        ("Avatud kell 9.05–10.10.", "kell üheksa null viis"),  # a clock's span
    ],
)
def test_et_a_date_that_names_a_day_or_a_clocks_span_stays(text, said):
    assert said in reads(text, "et")


# 6. hu a long identifier after its word: digit by digit, never a count of millions.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Ügyfélazonosítója 48201937.", "négy nyolc kettő nulla egy kilenc három hét"),
        ("A csomag azonosítója 48201937.", "négy nyolc kettő nulla egy kilenc három hét"),
        ("A szerződés száma 4820193.", "négy nyolc kettő nulla egy kilenc három"),
        ("Tranzakcióazonosító 88123456.", "nyolc nyolc egy kettő három négy öt hat"),
        ("Felhasználói azonosítója: 1234567.", "egy kettő három négy öt hat hét"),
    ],
)
def test_hu_a_long_identifier_is_said_digit_by_digit(text, said):
    assert said in reads(text, "hu")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Az ügyfelek száma 48201 fő.", "negyvennyolcezer-kétszázegy fő"),  # a count
        ("A szerződés száma 12.", "tizenkettő"),
        ("Az azonosítás 3 percet vesz igénybe.", "három percet"),
    ],
)
def test_hu_a_count_of_customers_stays_a_number(text, said):
    assert said in reads(text, "hu")


# 7. hu "2/5": a rating out of five after its word, a share of a whole with its ending.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("A film értékelése 2/5.", "értékelése ötből kettő"),
        ("Értékelés: 4/5 csillag.", "ötből négy csillag"),
        ("A vizsgán 8/10 pontot ért el.", "tízből nyolc pontot"),
        ("4,5/5 pontot kapott.", "ötből négy egész öt tized pontot"),
        ("A lakosság 2/5-e vidéken él.", "A lakosság kétötöde vidéken"),
        ("A lakás 2/3-át eladták.", "kétharmadát eladták"),
        ("A torta 1/2-ét megették.", "A torta felét"),
        ("A lakosság 2/5 része vidéken él.", "kétötöd része"),
    ],
)
def test_hu_a_rating_or_a_share_is_said_as_one(text, said):
    assert said in reads(text, "hu")


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Vérnyomás 120/80.", "százhúsz per nyolcvan"),
        ("A tészta 1/2 részét tedd félre.", "fél részét"),
    ],
)
def test_hu_other_slashes_stay(text, said):
    assert said in reads(text, "hu")
