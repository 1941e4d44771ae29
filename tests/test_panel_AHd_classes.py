"""Detection classes panels AH1-AH5 (2026-12-06, all 31 languages) found, each with
sentences of our own (issue 31; docs/NORMALIZER.md, "Panel AH detection"): a short
Russian line with a word only Russian's list has, lingua's trigrams leaning Ukrainian;
Slovak's verbal noun "-nie" with a háček; Hungarian's case ending after a degree's sign
("°C-on"); Portuguese's tilde or circumflex on a line told Spanish by shared words; a
ruler's Roman numeral read as a word; an address cut at "bl." before a block's code.
Near misses stay with their language."""

import pytest

from normalize.detect import detect


def langs(text: str) -> list[str]:
    return [span.lang for span in detect(text)]


# 1. ru: a word Russian's list has and Ukrainian's lacks ("апреля", "мая", "запись"), no
# і ї є ґ: not Ukrainian, whatever the trigrams of a few words say.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Скидка 10% на всю обувь до 1 мая.", "ru"),
        ("Скидка 50% на обувь до 1 апреля.", "ru"),
        ("Скидка на обувь до 1 апреля.", "ru"),
        ("Запись к терапевту на пн", "ru"),
        ("Запись к терапевту на 12:00", "ru"),
        ("Знижка 20% на все взуття до 5 травня.", "uk"),
        ("Запис до лікаря на вт, 10:30", "uk"),
        ("Доставка додому до 7 серпня.", "uk"),
    ],
)
def test_a_russian_listed_word_is_no_ukrainian(text, lang):
    assert langs(text) == [lang]


# 2. sk: a verbal noun in "-nie" with č š ž ď ť ň ľ ("meškanie"): Czech writes "-ní",
# Slovene and Croatian "-nje", Polish no háček.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Meškanie letu je 40 min.", "sk"),
        ("Meškanie letu 35 min.", "sk"),
        ("Zpoždění letu je 40 min.", "cs"),
        ("Zamuda leta je 35 min.", "sl"),
        ("Čakanje na zdravnika je 2 uri.", "sl"),
        ("Opóźnienie lotu to 35 min.", "pl"),
    ],
)
def test_a_slovak_verbal_noun(text, lang):
    assert langs(text) == [lang]


# 3. hu: a case ending after a degree's or a percentage's sign ("°C-on") is no word ("on").
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Süsse 160 °C-on kb. 50 percig.", "hu"),
        ("Süsse kb. 40 percig 180 °C-on.", "hu"),
        ("Süsse 190 °C-on 35 percig.", "hu"),
        ("Tárolja 5 °C-on legfeljebb 3 napig.", "hu"),
        ("Az árak 10%-kal nőttek.", "hu"),
    ],
)
def test_a_case_ending_after_a_sign_is_no_word(text, lang):
    assert langs(text) == [lang]


# 4. pt: a vowel with a tilde or a circumflex (Spanish writes none) on a line told es by
# words both write ("por", "no"); a Spanish word ("en", "el") keeps it Spanish.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Empate por 2 a 2 no Maracanã.", "pt"),
        ("Empate por 3 a 3 no Maracanã.", "pt"),
        ("Victoria por 2 a 0 en el Maracanã.", "es"),
        ("El vuelo a São Paulo sale a las 9.", "es"),
        ("Empate a cero en el Pacaembu de São Paulo.", "es"),
    ],
)
def test_a_portuguese_vowel(text, lang):
    assert langs(text) == [lang]


# 5. A ruler's Roman numeral after the name is a number, no word ("ii").
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Gustav II Adolf dog vid Breitenfeld.", "sv"),
        ("Karl XII dog vid Fredrikshald 1718.", "sv"),
        ("Jan III Sobieski zmarł w Wilanowie.", "pl"),
        ("Henry VIII died at Whitehall.", "en"),
        ("World War II ended in 1945.", "en"),
    ],
)
def test_a_regnal_numeral_is_no_word(text, lang):
    assert langs(text) == [lang]


# 6. ro: "bl." before a block's code ("bl. B5") ends no sentence.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Comanda a fost livrată la Calea Victoriei nr. 20, bl. B5, ap. 3.", "ro"),
        ("Pachetul a ajuns la nr. 5, bl. D2, ap. 40.", "ro"),
    ],
)
def test_an_address_is_not_cut_before_a_block(text, lang):
    assert langs(text) == [lang]
