"""Classes the fresh panel AU (2026-12-07) heard unnatural (issue 31; docs/NORMALIZER.md,
"Panel AU classes fixed (abb8)"), each with sentences of our own: a multiplier "×"/"x" in a
dose or a receipt, a unit per day and a flat's compact units, and abbreviations left as
letters (hr "Maks.", da "stk.", en "Avail bal", "Conf Rm", a wind's point)."""

import pytest

from normalize import normalize


def reads(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. A count of doses before a dose, "2 × 5 мл": "два раза по пять миллилитров", not a size.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Доза: 2 × 5 мл", "ru", "Доза: два раза по пять миллилитров"),
        ("Принимать 3 × 250 мг в день.", "ru", "Принимать три раза по двести пятьдесят"),
        ("Принимать 2 × 1 табл.", "ru", "Принимать два раза по одной таблетке."),
        ("Доза: 1 × 10 мл", "uk", "Доза: один раз по десять мілілітрів"),
        ("Приймати 2 x 1 табл. на день", "uk", "Приймати два рази по одній таблетці на день"),
        ("Доза: 2 × 2,5 мл", "bg", "Доза: два пъти по две цяло и пет милилитра"),
        ("Приемайте 3 x 1 табл. дневно.", "bg", "Приемайте три пъти по една таблетка дневно."),
        ("2x дневно", "bg", "два пъти дневно"),
    ],
)
def test_a_count_of_doses_before_a_dose_says_each(text, lang, said):
    assert reads(text, lang).startswith(said)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Размер 2 × 5 м", "ru", "Размер два на пять метров"),
        ("wymiary 40 × 30 cm", "pl", "wymiary czterdzieści na trzydzieści centymetrów"),
    ],
)
def test_a_size_stays_a_size(text, lang, said):
    assert reads(text, lang) == said


# ... ro: a receipt's "2 x pâine" is a count of pieces; before how often "de două ori".
@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Bon fiscal: 2 x pâine 4,50 lei.",
            "Bon fiscal: două bucăți pâine patru lei și cincizeci de bani.",
        ),
        ("1 x cafea 9,50 lei", "o bucată cafea nouă lei și cincizeci de bani"),
        ("3 x apă plată 2,50 lei", "trei bucăți apă plată doi lei și cincizeci de bani"),
        ("Se administrează 3 x pe zi.", "Se administrează de trei ori pe zi."),
        ("2 x 500 mg pe zi", "de două ori câte cinci sute de miligrame pe zi"),
    ],
)
def test_ro_a_receipts_count_and_how_often(text, said):
    assert reads(text, "ro") == said


# ... and a count of times after the dose, "500 mg x 3".
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Dosering: 500 mg x 3", "sv", "Dosering: femhundra milligram tre gånger"),
        (
            "Ibuprofen 400 mg x 3 dagligen",
            "sv",
            "Ibuprofen fyrahundra milligram tre gånger dagligen",
        ),
        ("Dosis: 400 mg x 2 daglig", "da", "Dosis: firehundrede milligram to gange daglig"),
        ("Paracetamol 500 mg x 4", "de", "Paracetamol fünfhundert Milligramm viermal"),
    ],
)
def test_a_count_of_times_after_a_dose(text, lang, said):
    assert reads(text, lang) == said


# 2. A unit per day in the language's word, and a flat's compact units.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Doza maximă: 4 g/zi.", "ro", "Doza maximă: patru grame pe zi."),
        (
            "Maxim 2 g/zi, adulți 500 mg/zi",
            "ro",
            "Maxim două grame pe zi, adulți cinci sute de miligrame pe zi",
        ),
        ("Μέγ. δόση: 4 g/ημέρα", "el", "τέσσερα γραμμάρια την ημέρα"),
        ("έως 3 g/ημέρα", "el", "έως τρία γραμμάρια την ημέρα"),
        ("और 2GB/दिन पाएं।", "hi", "और दो गीगाबाइट प्रति दिन पाएं।"),
        ("1.5 GB/दिन डेटा", "hi", "एक दशमलव पाँच गीगाबाइट प्रति दिन डेटा"),
    ],
)
def test_a_unit_per_day(text, lang, said):
    assert said in reads(text, lang)


@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Luas tanah 120 m2", "id", "Luas tanah seratus dua puluh meter persegi"),
        (
            "LB 90 m2, kolam 20 m3",
            "id",
            "luas bangunan sembilan puluh meter persegi, kolam dua puluh meter kubik",
        ),
        (
            "Maltepe'de 2+1 daire, 95 m², 4. kat",
            "tr",
            "Maltepe'de iki artı bir daire, doksan beş metrekare, dördüncü kat",
        ),
        ("Satılık 3+1 daire, 140 m2", "tr", "Satılık üç artı bir daire, yüz kırk metrekare"),
        ("Maç 90+3. dakikada bitti.", "tr", "Maç doksan artı üçüncü dakikada bitti."),
    ],
)
def test_a_flats_compact_units(text, lang, said):
    assert reads(text, lang) == said


# 3. Abbreviations: hr "Maks.", da "stk.", en "Avail bal", "Conf Rm", a wind's point.
@pytest.mark.parametrize(
    ("text", "lang", "said"),
    [
        ("Maks. 3 tablete na dan.", "hr", "Maksimalno tri tablete na dan."),
        ("Uzmite maks. 2 tablete.", "hr", "Uzmite maksimalno dvije tablete."),
        ("Maks je došao.", "hr", "Maks je došao."),
        (
            "Kvittering: 2 stk. rugbrød à 25,00 kr.",
            "da",
            "Kvittering: to stykker rugbrød à femogtyve kroner.",
        ),
        ("1 stk. kage", "da", "et stykke kage"),
        ("3 stk æbler", "da", "tre stykker æbler"),
        (
            "Avail bal $1,205.40.",
            "en",
            "Available balance one thousand two hundred five dollars and forty cents.",
        ),
        ("avail bal: $12.50", "en", "available balance: twelve dollars and fifty cents"),
        ("Meeting moved to Conf Rm B.", "en", "Meeting moved to Conference Room B."),
        ("Standup in conf rm 2 at 9.", "en", "Standup in conference room two at nine."),
        ("Tonight: winds NW 10-15 mph.", "en", "Tonight: winds northwest ten to fifteen"),
        ("Winds SW 20 to 25 mph", "en", "Winds southwest twenty to twenty-five miles per hour"),
        ("Wind E at 10 mph", "en", "Wind east at ten miles per hour"),
    ],
)
def test_an_abbreviation_is_said(text, lang, said):
    assert reads(text, lang).startswith(said)
