"""Detection classes panel BD (2026-12-07) heard wrong, fixed by det13 (issue 31): each
rule on sentences of its kind beyond the panel's own, and what it leaves alone."""

import pytest

from normalize.detect import detect


def langs(text: str) -> list[str]:
    return [span.lang for span in detect(text)]


# A span of clock times with its prepositions: ru "с … до …" (bg "от … до …", its "с" is
# "with"; uk "з … до …"), es pt "de … a …" (ro "de la … la", it "dalle … alle").
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Доставка с 10:00 до 14:00.", "ru"),
        ("Доставка с 9:00 до 21:00", "ru"),
        ("Horario: L-V de 9:00 a 20:00", "es"),
        ("Tienda: L-S de 10:00 a 21:00", "es"),
    ],
)
def test_a_span_of_clock_times_says_its_language(text, lang):
    assert langs(text) == [lang]


def test_a_bulgarian_span_of_clock_times_stays_bulgarian():
    assert langs("Доставка от 10:00 до 14:00, в понеделник.") == ["bg"]


# "0 800 123 456" is ten digits, France's free number: not nine in threes (es pt pl cs sk).
@pytest.mark.parametrize(
    "text",
    [
        "Appelez le 0 800 500 600.",
        "Appelez le 0 805 123 456.",
    ],
)
def test_a_free_number_after_its_zero_is_no_spanish_phone(text):
    assert langs(text) == ["fr"]


def test_nine_digits_in_threes_still_narrow():
    assert langs("Llámenos al 912 345 678.") == ["es"]


# Latvian counts tablets in full too ("tabletes"); the nominative's ending tells it.
@pytest.mark.parametrize(
    "text",
    [
        "Paracetamols 500 mg, 10 tabletes.",
        "Ibuprofens 200 mg, 20 tabletes.",
        "Nurofens 200 mg, 1 tablete",
        "Lietot 2 tabletes 2 reizes dienā pēc ēšanas.",
    ],
)
def test_tablets_in_full_are_latvian_by_the_ending(text):
    assert langs(text) == ["lv"]


def test_tablets_without_a_baltic_nominative_are_left():
    assert langs("Paracetamol 500 mg, 10 tabletes.") != ["lv"]


# Estonian's own words ("teie", "palun", "kuni") on a short line nothing else tells.
@pytest.mark.parametrize(
    "text",
    [
        "Teie konto saldo on 1 876,90 EUR.",
        "Teie konto saldo on 245,10 EUR.",
        "Palun maksa 45,90 EUR.",
        "Teie saldo: 12,50 EUR",
    ],
)
def test_estonian_own_words_make_a_short_line_estonian(text):
    assert langs(text) == ["et"]


def test_a_word_one_other_list_has_keeps_its_language():
    assert langs("Palun, Stanje na računu: 1.742,60 EUR.") != ["et"]


# A listing's flat: "Korter" opens an Estonian line ("hind", price, is its label too).
@pytest.mark.parametrize(
    "text",
    [
        "Korter 62 m², hind 159 000 €.",
        "Korter 45 m², hind 98 500 €.",
        "Korter 74 m², üür 650 €.",
    ],
)
def test_a_listed_flat_is_estonian(text):
    assert langs(text) == ["et"]
