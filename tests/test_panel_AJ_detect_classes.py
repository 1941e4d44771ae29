"""Short lines panel AJ heard detected in the wrong language, or read with English number
words (issue 31; docs/NORMALIZER.md, "Panel AJ detection fixed"): Ukrainian lines without
і ї є ґ that lingua is all but sure of, or whose words only Ukrainian's list has; labels of
temperature, discounts, batteries, "Kl.", "Lk"; a label over the unsure pick of a format
or the word lists ("Hind 4,99 €" was da)."""

import pytest

from normalize import normalize
from normalize.detect import detect


def languages(text: str, default: str = "en") -> set[str]:
    return {span.lang for span in detect(text, default)}


# 1. Ukrainian without its letters.
@pytest.mark.parametrize(
    "text",
    [
        "Посилка важить 1,8 кг.",
        "Посилка важить 2,4 кг.",
        "Ви використали 80% пакета, залишилось 3 ГБ.",
        "Площа квартири 62 м²",
    ],
)
def test_a_ukrainian_line_without_its_letters_is_ukrainian(text):
    assert languages(text) == {"uk"}


@pytest.mark.parametrize(
    "text",
    [
        "Посылка весит 2,4 кг.",
        "Скидка 30% на всю обувь до 1 апреля.",  # lingua says uk; "апреля" is ru's only
        "Код подтверждения: 4821",
        "Площадь квартиры 54 м²",
    ],
)
def test_a_russian_line_stays_russian(text):
    assert languages(text) == {"ru"}


def test_a_ukrainian_line_reads_ukrainian_numbers():
    (span,) = detect("Посилка важить 1,8 кг.")
    assert "кілограма" in normalize(span.text, span.lang).text


# 2. Labels of temperature, discounts, batteries, clock and page: never English.
@pytest.mark.parametrize(
    ("text", "langs"),
    [
        ("Kl. 12", {"sv", "da"}),
        ("Teplota -4 °C", {"cs", "sk"}),
        ("Teplota -8 °C", {"cs", "sk"}),
        ("Lk 7", {"et"}),
        ("Diskon 50%", {"id"}),
        ("Accu: 15%", {"nl"}),
        ("Reducere 25%", {"ro"}),
        ("Temperatur: -8 °C", {"sv", "da", "de"}),
    ],
)
def test_a_labelled_line_is_read_in_a_language_that_writes_its_label(text, langs):
    found = languages(text)
    assert len(found) == 1 and found <= langs


def test_a_discount_reads_its_own_number_words():
    (span,) = detect("Diskon 50%")
    assert normalize(span.text, span.lang).text == "Diskon lima puluh persen"


@pytest.mark.parametrize(
    "text",
    ["Temperature 21 °C today", "Discount 20%", "Battery: 15%", "PIN: 1234", "Gate B12, 14:35"],
)
def test_an_english_label_stays_in_the_english_default(text):
    assert languages(text) == {"en"}


# 3. A label over the unsure pick of a format or the word lists.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Hind 4,99 €", "et"),
        ("Sleva 25 %", "cs"),
        ("Popust 20 %", "sl"),
        ("Brána B12, 14:35", "cs"),
        ("Totale: 19,90 €", "it"),
        ("Spolu: 18,45 €", "sk"),
        ("Kontostand: -37,15 EUR", "de"),
        ("Znesek: 34,99 €.", "sl"),
    ],
)
def test_a_label_outweighs_an_unsure_format_or_word_pick(text, lang):
    assert languages(text) == {lang}


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Čas na maratonu: 3:11:05", "sl"),  # "čas" is cs sk sl: the line's words tell
        ("Saldo: 1.250,40 €", None),  # a label every Romance language writes: not en
    ],
)
def test_a_shared_label_leaves_the_choice_to_the_line(text, lang):
    found = languages(text)
    assert found == {lang} if lang else "en" not in found


# 4. Four listed words, every one on one language's list, over lingua's pick of Estonian
# (which has no list to say otherwise).
def test_a_line_whose_listed_words_are_all_one_languages_is_that_language():
    assert languages("Sestanek bo 6. maja 2024 ob 15. uri.") == {"sl"}


def test_a_word_off_that_list_leaves_lingua_its_estonian():
    assert languages("Homme on temperatuur -4 kuni +1 °C, tuul 6–9 m/s.") == {"et"}
