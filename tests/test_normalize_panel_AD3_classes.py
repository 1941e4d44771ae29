"""The classes a fresh panel (AD3) heard wrong or unnatural in lt lv et fi hu sl (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-AD3.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# et fi: a span of clock times with minutes. et says "kuni" between them where the minutes
# leave the second hour in the nominative; fi puts hour and minutes alike in the elative and
# illative, and a first hour written whole after "klo" is a clock time, not a decimal's.
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("et", "Lõuna 12.00–12.45.", "Lõuna kaheteistkümnest kuni kaksteist nelikümmend viis."),
        ("et", "Vastuvõtt 8.15–9.30.", "Vastuvõtt kaheksa viisteist kuni üheksa kolmkümmend."),
        (
            "fi",
            "Lounas klo 11–12.30.",
            "Lounas kello yhdestätoista kahteentoista kolmeenkymmeneen.",
        ),
        (
            "fi",
            "Vastaanotto 8.15–9.30.",
            "Vastaanotto kahdeksasta viidestätoista yhdeksään kolmeenkymmeneen.",
        ),
    ],
)
def test_a_span_of_clock_times_with_minutes(lang, text, spoken):
    assert reads(lang, text) == spoken


@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("et", "Kell 9.00–17.00.", "Kell üheksast seitsmeteistkümneni."),
        ("fi", "Klo 9–17.", "Kello yhdeksästä seitsemääntoista."),
        ("fi", "Pituus 10–11.30 m.", None),  # no clock: not read as one
    ],
)
def test_a_span_of_clock_times_near_misses(lang, text, spoken):
    if spoken is None:
        assert "kymmenestä" not in reads(lang, text)
    else:
        assert reads(lang, text) == spoken


# lt: a count after a genitive preposition that ends the clause ("iš 7."), and a signed
# second bound ("nuo -3 iki +2 °C"), in the genitive; a year, "po" and a count before a
# noun the other rules read keep their reading.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        (
            "Atsakė teisingai į 8 klausimus iš 10.",
            "Atsakė teisingai į aštuonis klausimus iš dešimties.",
        ),
        (
            "Kaina sumažėjo nuo 40 iki 25.",
            "Kaina sumažėjo nuo keturiasdešimties iki dvidešimt penkių.",
        ),
        (
            "Naktį nuo -8 iki -2 °C.",
            "Naktį nuo minus aštuonių iki minus dviejų Celsijaus laipsnių.",
        ),
        ("Dieną iki +4 °C.", "Dieną iki plius keturių Celsijaus laipsnių."),
        ("Gyvena čia nuo 1995.", "Gyvena čia nuo tūkstantis devyni šimtai devyniasdešimt penki."),
        ("Grįšiu po 2.", "Grįšiu po du."),
    ],
)
def test_lt_genitive_after_a_preposition(text, spoken):
    assert reads("lt", text) == spoken


# hu: a number with the accusative's ending after a hyphen is one word, its stem as the
# ending asks; a span of numbers and an adjective's "-as" keep their reading.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("A 10 kérdésből 8-at eltalált.", "A tíz kérdésből nyolcat eltalált."),
        ("Kérek még 3-at.", "Kérek még hármat."),
        ("Csak 2-t kaptunk.", "Csak kettőt kaptunk."),
        ("Mind a 25-öt elküldtük.", "Mind a huszonötöt elküldtük."),
        ("A 3-as busz késik.", "A hármas busz késik."),
        ("Nyitva 8-16 óra között.", "Nyitva nyolc és tizenhat óra között."),
    ],
)
def test_hu_accusative_after_a_hyphen(text, spoken):
    assert reads("hu", text) == spoken


# et: the elative's "st" written joined to the digits is the number's case, as with a hyphen.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Kohale jõudis 9 külalist 15st.", "Kohale jõudis üheksa külalist viieteistkümnest."),
        ("Neist 3st piisab.", "Neist kolmest piisab."),
        ("Alates 20-st.", "Alates kahekümnest."),
        ("Ruum 214 on vaba.", "Ruum kakssada neliteist on vaba."),
    ],
)
def test_et_elative_joined_to_the_digits(text, spoken):
    assert reads("et", text) == spoken


# lv: a Roman century with "gs." before a word is in the genitive, as "18. gs." is; where it
# ends a clause the locative stays.
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("XIX gs. dzeja ir skaista.", "Deviņpadsmitā gadsimta dzeja ir skaista."),
        ("Māja celta XVII gs. vidū.", "Māja celta septiņpadsmitā gadsimta vidū."),
        ("Baznīca celta XV gs.", "Baznīca celta piecpadsmitajā gadsimtā."),
        ("Tā radās XVI gs., vēlāk izzuda.", "Tā radās sešpadsmitajā gadsimtā, vēlāk izzuda."),
        (
            "Pils celta XIII gs. Vēlāk to pārbūvēja.",
            "Pils celta trīspadsmitajā gadsimtā. Vēlāk to pārbūvēja.",
        ),
    ],
)
def test_lv_roman_century_before_a_word(text, spoken):
    assert reads("lv", text) == spoken
