"""A short Latin-script line is read only in a language whose alphabet writes all its
letters beyond a-z (issue 31): "Váš PIN" is Czech or Slovak, never English, so its
numbers are never English words inside a Slovak or Czech sentence."""

import pytest

from normalize.detect import alphabet_languages, detect


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Ponoči do -6 °C.", "sl"),  # č: one of sl hr cs sk lt lv, never en
        ("Plačilo do 15. 6.", "sl"),
        ("Nočna temperatura do -2 °C.", "sl"),  # not pl: Polish writes no č
    ],
)
def test_a_short_line_with_its_own_letters_is_in_its_language(text, lang):
    assert [span.lang for span in detect(text)] == [lang]


@pytest.mark.parametrize(
    "text",
    ["Pošta do 12. 4.", "Plačilo do 15. 6."],
)
def test_a_short_line_with_letters_english_never_writes_is_never_english(text):
    assert "en" not in {span.lang for span in detect(text)}


def test_the_alphabets_narrow_but_a_name_does_not():
    assert alphabet_languages("Váš PIN") == {"cs", "sk"}
    assert alphabet_languages("Meet me at Café Müller at 5.") is None
    assert alphabet_languages("Your code is 4821.") is None


def test_a_sentence_with_a_foreign_name_stays_english():
    assert [span.lang for span in detect("Meet me at Café Müller at 5.")] == ["en"]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Handy: 0160 98765432", "de"),  # a German mobile, 015x-017x
        ("Bel me: 06-87654321", "nl"),
        ("Ring 073-987 65 43", "sv"),
        ("GSM: 0544 987 65 43", "tr"),
    ],
)
def test_a_mobile_number_written_as_one_country_writes_it_tells_the_language(text, lang):
    assert [span.lang for span in detect(text)] == [lang]


@pytest.mark.parametrize("text", ["Platite do 18. 7.", "Rok splatnosti 3. 9. 2026"])
def test_a_date_with_spaced_dots_is_never_english(text):
    assert "en" not in {span.lang for span in detect(text)}


@pytest.mark.parametrize("text", ["Nazovite nas 0800 4321.", "Pozovite 0800 5678."])
def test_a_line_with_no_english_word_that_lingua_rules_out_of_english_is_not_english(text):
    assert [span.lang for span in detect(text)] == ["hr"]


@pytest.mark.parametrize(("text", "lang"), [("Тел.: +7 495 765-43-21", "ru")])
def test_a_calling_code_is_surer_than_an_abbreviation(text, lang):
    assert [span.lang for span in detect(text)] == [lang]
