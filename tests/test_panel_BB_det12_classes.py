"""Detection classes panel BB (2026-12-07) heard wrong, fixed by det12 (issue 31): each
rule on sentences of its kind beyond the panel's own, and what it leaves alone."""

import pytest

from normalize.detect import detect


def langs(text: str) -> list[str]:
    return [span.lang for span in detect(text)]


# Hungarian counts pieces in "db" (darab) after a number; decibels are "dB".
@pytest.mark.parametrize(
    "text",
    [
        "Algopyrin 500 mg, 20 db",
        "Nurofen 200 mg, 12 db",
        "Vitamin C 500 mg, 30 db",
        "Naproxen 250 mg, 10 db tabletta",
    ],
)
def test_pieces_in_db_are_hungarian(text):
    assert langs(text) == ["hu"]


def test_db_in_a_line_of_english_words_is_not_hungarian():
    assert langs("Noise level 80 db") != ["hu"]


# lt and lv both count tablets in "tab."; the nominative's ending tells which.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Ibuprofenas 400 mg, 20 tab.", "lt"),
        ("Diclofenacas 50 mg, 30 tab.", "lt"),
        ("Paracetamols 500 mg, 20 tab.", "lv"),
        ("Ibuprofens 200 mg, 10 tab.", "lv"),
    ],
)
def test_tablets_in_tab_are_lithuanian_or_latvian_by_the_ending(text, lang):
    assert langs(text) == [lang]


# A function word only one language lists ("ist": nl and en write "is"), every listed word
# on that language's list, outweighs lingua's trigrams of a few names.
@pytest.mark.parametrize(
    "text",
    [
        "Papst Benedikt XVI. ist tot.",
        "Papst Franziskus ist tot.",
        "Karl Lagerfeld ist tot.",
    ],
)
def test_a_function_word_only_german_lists_is_german(text):
    assert langs(text) == ["de"]


@pytest.mark.parametrize(
    ("text", "lang"),
    [("Paus Benedictus is dood.", "nl"), ("PIN: 4821", "en")],
)
def test_lines_without_that_word_keep_theirs(text, lang):
    assert langs(text) == [lang]


# A short form Slovak's tables list and Czech's do not ("ods.", cs "odst."), and none the
# other way: Slovak, on a line whose words both write.
@pytest.mark.parametrize(
    "text",
    [
        "§ 12 ods. 3 Zákonníka práce",
        "§ 3 ods. 1 Zákonníka práce",
        "Čl. 4 ods. 2 Ústavy",
    ],
)
def test_a_short_form_only_slovak_writes_is_slovak(text):
    assert langs(text) == ["sk"]


@pytest.mark.parametrize(
    "text",
    ["§ 12 odst. 3 zákoníku práce", "Cena 500 Kč vč. DPH", "Platí např. pro boty."],
)
def test_czech_short_forms_stay_czech(text):
    assert langs(text) == ["cs"]


# Portuguese's "-dade" where Spanish writes "-dad": a line of shared words ("de") with it is
# Portuguese.
@pytest.mark.parametrize(
    "text",
    [
        "Umidade de 60%, ventos de 15 km/h.",
        "Umidade de 70%, ventos de 20 km/h.",
        "Visibilidade de 5 km.",
    ],
)
def test_a_word_in_dade_is_portuguese(text):
    assert langs(text) == ["pt"]


@pytest.mark.parametrize("text", ["Humedad de 60%, vientos de 15 km/h.", "Ciudades con 20 grados."])
def test_spanish_dad_and_dades_stay_spanish(text):
    assert langs(text) == ["es"]


# Czech's (Croatian's, Slovene's) "-nost", which Polish writes "-ność": such a line, with
# no letter of Polish's own, is not Polish.
@pytest.mark.parametrize(
    "text",
    ["Platnost karty do 09/28", "Platnost karty do 11/27", "Platnost karty: do 05/29"],
)
def test_a_noun_in_nost_is_not_polish(text):
    assert langs(text) == ["cs"]


@pytest.mark.parametrize("text", ["Ważność karty do 09/28", "Karta ważna do 09/28"])
def test_polish_nosc_stays_polish(text):
    assert langs(text) == ["pl"]
