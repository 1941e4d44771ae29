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
