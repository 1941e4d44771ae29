"""Clean-up: "&" as a word, symbols the model cannot read, whitespace; tags untouched."""

import pytest

from normalize import normalize


def say(text, lang="en"):
    return normalize(text, lang).text


@pytest.mark.parametrize(
    "lang, spoken",
    [("en", "R and D"), ("ko", "R 앤드 D"), ("de", "R und D"), ("fr", "R et D"), ("na", "R&D")],
)
def test_an_ampersand_becomes_the_languages_and(lang, spoken):
    assert say("R&D", lang) == spoken


def test_decorative_symbols_are_dropped():
    assert say("※ 공지 ★ 새 기능 ■ ● ◆ ▶ ♪ 출시 ~^*|\\{}", "ko") == "공지 새 기능 출시"


def test_symbols_outside_the_models_alphabet_are_dropped():
    assert say("a → b ∑ c ∞ ☃ d 😀 e") == "a b c d e"


def test_symbols_the_model_reads_are_kept():
    assert say("1 + 1 = 2", "na") == "1 + 1 = 2"
    assert say("#1 @home $ 25%", "na") == "#1 @home $ 25%"


def test_invisible_and_control_characters_are_dropped():
    assert say("a\u200bb\x00c\ufeffd\ue000e") == "abcde"


def test_zero_width_joiners_that_scripts_need_are_kept():
    assert say("क्\u200dष", "hi") == "क्\u200dष"


def test_whitespace_is_collapsed_but_paragraphs_are_kept():
    assert say("  one   two\t three \n\n\n four \n five  ") == "one two three\n\nfour\nfive"


def test_tags_are_kept_exactly():
    text = '<en>Hello</en> <break time="500ms"/> ★ <say-as interpret-as="characters">SDK</say-as>'
    assert say(text) == (
        '<en>Hello</en> <break time="500ms"/> <say-as interpret-as="characters">SDK</say-as>'
    )


@pytest.mark.parametrize("lang", ["en", "ko", "de", "ja"])
def test_digits_inside_tags_are_never_read(lang):
    result = say('<break time="1500ms"/><mark name="step2"/>', lang)
    assert result == '<break time="1500ms"/><mark name="step2"/>'


def test_a_less_than_sign_in_prose_is_not_a_tag():
    assert say("if x < 5 and y > 3", "na") == "if x < 5 and y > 3"


@pytest.mark.parametrize("text", ["", "   ", "★※♪", "\n\n"])
def test_empty_input_or_input_that_becomes_empty_gives_empty_text(text):
    assert say(text, "ko") == ""


def test_expression_tags_in_plain_text_take_the_form_ssml_gives_them():
    # An SSML document's <sigh/> reaches the model as "<sigh>" (ssml.py); plain text typed
    # as "<sigh/>" or "<Laugh>" was passed on as written, a tag the model does not know.
    assert normalize("Oh <sigh/> well <Laugh> ok <COUGH />.", "en").text == (
        "Oh <sigh> well <laugh> ok <cough>."
    )
    assert normalize("<b>bold</b> <laughter>", "en").text == "<b>bold</b> <laughter>"
