"""Detection misses of panel AP (issue 31; docs/NORMALIZER.md, "Panel AP classes fixed
(det2)"): a phone number with its calling code or its area code in brackets after an
abbreviation ends no sentence, Ukrainian never writes the words "с" and "и", and a minus
between the euro's sign and a decimal-comma amount is Dutch's. The
panel's sentences these made detected right are pinned here (the reading files stay as
they are)."""

import pytest

from normalize.detect import detect, sentences


def languages(text: str, default: str = "en") -> list[str]:
    return [span.lang for span in detect(text, default)]


# The AP sentences these rules made detected exactly right (their language, their text).
PANEL_AP = [
    ("uk", "Тел. +380 44 123 45 67"),
    ("bg", "Пратка с тегло 2,3 кг."),
    ("nl", "Saldo: € -45,20"),
]


@pytest.mark.parametrize(("lang", "text"), PANEL_AP)
def test_the_panels_sentence_is_detected_in_its_language(lang, text):
    assert languages(text) == [lang]


# 1. "Тел. +380 …": the abbreviation's period before a calling code's "+" (or an area
# code's bracket) ends no sentence, so the number's country tells the line, not "Тел."
# alone (on Bulgarian's tables only).
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Тел. +380 67 123 45 67", "uk"),
        ("Моб. +380 50 123 45 67", "uk"),
        ("Тел. +7 495 123-45-67", "ru"),
        ("Тел. +7 (812) 123-45-67", "ru"),
        ("Тел. (044) 123 45 67", "uk"),
        ("Тел. +359 2 987 6543", "bg"),
    ],
)
def test_a_calling_code_after_an_abbreviation_tells_the_line(text, lang):
    assert languages(text) == [lang]


@pytest.mark.parametrize(
    "text", ["Тел. +380 44 123 45 67", "Tel. +49 30 1234567", "Тел. (044) 123 45 67"]
)
def test_a_phone_number_after_an_abbreviation_stays_in_its_sentence(text):
    assert sentences(text) == [text]


def test_a_sentence_still_ends_before_a_plus_that_starts_no_number():
    assert sentences("Готово. +Бонус") == ["Готово. ", "+Бонус"]


# 2. Ukrainian writes "з", "із", "зі" for the preposition "с" and "і", "й" for "и": a
# Cyrillic line with either word is Bulgarian or Russian, whatever lingua's trigrams say.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Пратка с тегло 1,8 кг.", "bg"),
        ("Кашон с тегло 12 кг.", "bg"),
        ("Плик с тегло 200 г", "bg"),
        ("Чай с лимоном", "ru"),
    ],
)
def test_a_word_ukrainian_never_writes_rules_it_out(text, lang):
    assert languages(text) == [lang]


@pytest.mark.parametrize("text", ["Сир і молоко", "Посилка з Києва", "Кава з молоком"])
def test_ukrainian_with_its_own_words_is_not_ruled_out(text):
    assert languages(text) in (["uk"], ["ru"])  # unchanged by the rule: no "с", no "и"


# 3. "€ -45,20": CLDR's negative currency pattern "¤ -#,##0.00" with a decimal comma is
# Dutch's alone (nl, nl_BE); the others write "-45,20 €" or "-€45.20".
@pytest.mark.parametrize(
    "text",
    ["Saldo: € -1.250,00", "Stand: € -12,99", "Rekening: € -300,00", "Balans € -7,45"],
)
def test_a_minus_after_the_euro_sign_is_dutch(text):
    assert languages(text) == ["nl"]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Saldo disponível: € 2.318,45.", "pt"),
        ("Totale: € 37,45 IVA inclusa.", "it"),
        ("Your balance is -€45.20.", "en"),
    ],
)
def test_the_euro_before_an_amount_without_that_minus_tells_nothing_new(text, lang):
    assert languages(text) == [lang]
