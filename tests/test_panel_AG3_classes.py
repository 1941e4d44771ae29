"""Reading classes panel AG3 (2026-12-06; lt lv et fi hu sl) found, each with sentences of
our own (issue 31; docs/NORMALIZER.md, "Panel AG3"): a span written with an ellipsis, a
fixture's result in Finnish, Estonian street words written short, the case of a count or
ordinal its verb, preposition or noun asks for (lt lv sl)."""

import pytest

from normalize import normalize


def read(text: str, lang: str) -> str:
    return normalize(text, lang).text


# 1. An ellipsis between two numbers joins a span's bounds, as a dash does.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("lv", "Rīt -8…-11 grādi.", "mīnus astoņi līdz mīnus vienpadsmit grādi"),
        ("lv", "Ūdens 16…18 grādi.", "sešpadsmit līdz astoņpadsmit grādi"),
        ("et", "Homme -7…-9 kraadi.", "miinus seitse kuni miinus üheksa kraadi"),
        ("et", "Vesi 16...18 kraadi.", "kuusteist kuni kaheksateist kraadi"),
        ("fi", "Pakkanen kiristyy -25…-30 asteeseen.",
         "miinus kahteenkymmeneenviiteen…miinus kolmeenkymmeneen asteeseen"),
        ("fi", "Huomenna -3...-6 astetta.", "miinus kolme…miinus kuusi astetta"),
        ("fi", "Lämpötila nousee 4…8 asteeseen.", "neljään…kahdeksaan asteeseen"),
        ("lt", "Rytoj -4…-9 laipsnių.", "nuo minus keturių iki minus devynių laipsnių"),
        ("lt", "Naktį -1…+3 °C.", "nuo minus vieno iki plius trijų Celsijaus laipsnių"),
    ],
)  # fmt: skip
def test_an_ellipsis_between_numbers_is_a_span(lang, text, said):
    assert said in read(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "kept"),
    [
        ("fi", "Lähtölaskenta 3...2...1!", "kolme...kaksi...yksi"),
        ("et", "Ootan... 5 minutit.", "Ootan... viis minutit"),
    ],
)
def test_an_ellipsis_that_is_no_span_stays(lang, text, kept):
    assert kept in read(text, lang)


# 2. fi: a fixture's result ("Ilves–Lukko 4–1 jatkoajalla") is said in no case.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Ilves–Lukko 4–1 jatkoajalla.", "neljä–yksi jatkoajalla"),
        ("HIFK – Jokerit 3–2 voittomaalilla.", "kolme–kaksi voittomaalilla"),
        ("Pelicans–Sport 1–3 jatkoajalla.", "yksi-kolme jatkoajalla"),
    ],
)
def test_a_fixtures_result_takes_no_case(text, said):
    assert said in read(text, "fi")


def test_a_span_between_two_towns_keeps_its_case():
    assert "kahdessa–kolmessa tunnissa" in read("Helsinki–Turku 2–3 tunnissa.", "fi")


# 3. et: "pst" (puiestee), "tn" (tänav) before a house number.
@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Kontor asub Estonia pst 9.", "Estonia puiestee üheksa"),
        ("Pood: Narva mnt 7 ja Kaubamaja tn 1.", "Kaubamaja tänav üks"),
        ("Mustamäe tee ja Kadaka pst. 12 ristmik.", "Kadaka puiestee kaksteist"),
    ],
)
def test_an_estonian_street_word_is_read(text, said):
    assert said in read(text, "et")


def test_the_hushing_pst_stays():
    assert read("Pst! Beebi magab.", "et").startswith("Pst!")


# 4. The case a verb, a preposition or the noun asks of a count or an ordinal.
@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        # lt the distributive "po" before a dose, away from its verb: the accusative
        ("lt", "Lašinkite 3 kartus per dieną po 5 ml.", "po penkis mililitrus"),
        ("lt", "Duokite vaikui ryte ir vakare po 250 mg.", "po du šimtus penkiasdešimt miligramų"),
        # lt a change by a share: the instrumental
        ("lt", "Atlyginimai augs 7 proc. kitais metais.", "augs septyniais procentais kitais"),
        ("lt", "Kuro kainos nukrito 3 %.", "nukrito trimis procentais"),
        ("lt", "Nedarbas sumažėjo 21 proc.", "sumažėjo dvidešimt vienu procentu."),
        # lv an ordinal past a verbal noun's genitive agrees with the noun after it
        ("lv", "Sveicam Annu ar 60. dzimšanas dienu!", "ar sešdesmito dzimšanas dienu"),
        ("lv", "Skolas 100. dibināšanas gadadienā.", "simtajā dibināšanas gadadienā"),
        # sl a day of the month is in the genitive
        ("sl", "Najemnino plačajte do 5. v mesecu.", "do petega v mesecu"),
        ("sl", "Plače so izplačane 10. v mesecu.", "desetega v mesecu"),
    ],
)  # fmt: skip
def test_a_count_or_ordinal_takes_the_case_asked(lang, text, said):
    assert said in read(text, lang)


@pytest.mark.parametrize(
    ("lang", "text", "said"),
    [
        ("lt", "Po 2 km pasukite dešinėn.", "Po dviejų kilometrų"),  # "after", the genitive
        ("lt", "Kainos padidėjo 10 proc.", "dešimt procentų"),
        ("sl", "Bil je 5. v vrsti.", "peti v vrsti"),
    ],
)
def test_a_count_or_ordinal_not_asked_stays(lang, text, said):
    assert said in read(text, lang)
