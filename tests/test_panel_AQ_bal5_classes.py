"""The classes panel AQ3 heard unnatural or wrong in lt lv et fi hu sl (issue 31,
2026-12-07): each rule on the panel's sentences and new ones of the same class
(tests/readings/panel-2026-12-07-AQ3.jsonl)."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# lt a Roman numeral before a stage's, a course's or a class's noun: the definite ordinal in
# the noun's case and gender.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Registracija į II etapą prasideda spalio 3 d.", "į antrąjį etapą prasideda"),
        ("II kurso studentai laiko egzaminą.", "Antrojo kurso studentai"),
        ("Mokinys mokosi III klasėje.", "mokosi trečiojoje klasėje."),
        ("XXI etapas baigėsi.", "Dvidešimt pirmasis etapas"),
        ("Darbai vyks II pusmetyje.", "vyks antrajame pusmetyje."),
        ("Skaitykite IV dalį.", "Skaitykite ketvirtąją dalį."),
    ],
)  # fmt: skip
def test_a_roman_numeral_before_its_noun_is_the_definite_ordinal(text: str, spoken: str) -> None:
    assert spoken in reads("lt", text)


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Karalius Mindaugas II niekada nevaldė.", "Mindaugas Antras niekada"),
        ("Parduotuvė dirba I–V 8–20 val.", "pirmadieniais–penktadieniais"),
        ("XX a. pradžioje miestas augo.", "dvidešimto amžiaus pradžioje"),
    ],
)  # fmt: skip
def test_other_roman_numerals_keep_their_reading(text: str, spoken: str) -> None:
    assert spoken in reads("lt", text)


# lt a date opening the sentence, then its lowercase subject and an event's verb: when.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Gegužės 1 d. parduotuvė nedirbs.", "Gegužės pirmąją parduotuvė nedirbs."),
        ("Gruodžio 24 d. biuras neveiks.", "Gruodžio dvidešimt ketvirtąją biuras"),
        ("Rugsėjo 1 d. mokslo metai prasidės.", "Rugsėjo pirmąją mokslo metai"),
        ("Liepos 6 d. koncertas vyks parke.", "Liepos šeštąją koncertas vyks"),
        ("Birželio 3 d. paroda atsidarys.", "Birželio trečiąją paroda"),
    ],
)  # fmt: skip
def test_a_date_before_its_subject_and_an_events_verb_says_when(text: str, spoken: str) -> None:
    assert spoken in reads("lt", text)


@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Kovo 5 d. bus mugė.", "Kovo penktoji bus mugė."),
        ("Vasario 16 d. valstybinė šventė.", "Vasario šešioliktoji valstybinė šventė."),
    ],
)  # fmt: skip
def test_a_date_that_names_the_day_stays_nominative(text: str, spoken: str) -> None:
    assert spoken in reads("lt", text)


# lt a person's height: metres and centimetres, not a decimal of a metre.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Ūgis 1,85 m, svoris 82 kg", "Ūgis vienas metras aštuoniasdešimt penki, svoris"),
        ("Jo ūgis – 1,92 m.", "Jo ūgis – vienas metras devyniasdešimt du."),
        ("Krepšininkas yra 2,05 m ūgio.", "yra du metrai penki ūgio."),
        ("Vaikinas aukštas, 1,78 m ir sveria 70 kg.", "vienas metras septyniasdešimt aštuoni"),
    ],
)  # fmt: skip
def test_a_persons_height_is_metres_and_centimetres(text: str, spoken: str) -> None:
    assert spoken in reads("lt", text)


def test_a_length_stays_a_decimal() -> None:
    assert "vienas ir aštuoniasdešimt penkios šimtosios metro" in reads(
        "lt", "Lentos ilgis 1,85 m."
    )


# A span of hours: lv after "strādā", et after "kella", fi and et through the night.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("lv", "Aptieka strādā 8–22.", "strādā no astoņiem līdz divdesmit diviem."),
        ("lv", "Veikals strādā 10-20, svētdienās 10–16.",
         "strādā no desmitiem līdz divdesmitiem, svētdienās no desmitiem līdz sešpadsmitiem."),
        ("lv", "Kafejnīca strādās 9–17 un sestdienās 10–14.", "strādās no deviņiem līdz"),
        ("et", "Tallinna–Tartu maantee on suletud kella 22–6.",
         "suletud kella kahekümne kahest kuueni."),
        ("et", "Remonditööd toimuvad kella 9–17.", "kella üheksast seitsmeteistkümneni."),
        ("fi", "Vt 4 suljettu klo 22–6.", "kello kahdestakymmenestäkahdesta kuuteen."),
        ("fi", "Apteekki on auki klo 20–8.", "kello kahdestakymmenestä kahdeksaan."),
    ],
)  # fmt: skip
def test_a_span_of_hours_is_said_in_its_cases(lang: str, text: str, spoken: str) -> None:
    assert spoken in reads(lang, text)


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("lv", "Uzņēmumā strādā 20–30 cilvēki.", "divdesmit līdz trīsdesmit cilvēki"),
        ("et", "Veekatkestus kell 8–16.", "kell kaheksa kuni kuusteist."),
        ("fi", "Luennot ovat klo 10–12.", "kello kymmenestä kahteentoista."),
    ],
)  # fmt: skip
def test_other_spans_keep_their_reading(lang: str, text: str, spoken: str) -> None:
    assert spoken in reads(lang, text)


# fi a main road and a registration number written short.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Vt 4 suljettu klo 22–6.", "Valtatie neljä suljettu"),
        ("Kolari vt 9:llä Tampereella.", "Kolari valtatie yhdeksällä"),
        ("Kt 51 on ruuhkainen.", "Kantatie viisikymmentäyksi"),
        ("Ajoneuvon rek.nro ABC-123", "Ajoneuvon rekisterinumero"),
        ("Rek. nro XYZ-789 on kirjattu.", "Rekisterinumero"),
    ],
)  # fmt: skip
def test_a_road_and_a_registration_number_are_said_in_full(text: str, spoken: str) -> None:
    assert spoken in reads("fi", text)


def test_vt_with_its_dot_before_a_title_stays() -> None:
    assert reads("fi", "Vt. toimitusjohtaja Matti.") == "Vt. toimitusjohtaja Matti."


# hu a card's expiry: the month with its zero, "per", the year.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Lejárat: 08/26", "Lejárat: nulla nyolc per huszonhat"),
        ("A kártya lejárata 11/27.", "tizenegy per huszonhét."),
        ("Érvényes: 03/29", "nulla három per huszonkilenc"),
    ],
)  # fmt: skip
def test_a_cards_expiry_is_month_per_year(text: str, spoken: str) -> None:
    assert spoken in reads("hu", text)


# sl a payment's reference: digit by digit in its groups.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Referenca: SI00 12345-6789", "S I nič nič, ena dva tri štiri pet, šest sedem osem devet"),
        ("Referenca plačila: SI12 2024-0045", "S I ena dva, dva nič dva štiri, nič nič štiri pet"),
        ("Vpišite referenco SI00 987654.", "S I nič nič,"),
    ],
)  # fmt: skip
def test_a_payments_reference_is_said_digit_by_digit(text: str, spoken: str) -> None:
    assert spoken in reads("sl", text)


def test_references_as_a_word_stay_words() -> None:
    assert "dobre reference in dvajset let" in reads(
        "sl", "Imamo dobre reference in 20 let izkušenj."
    )
