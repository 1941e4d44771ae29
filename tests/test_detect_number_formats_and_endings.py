"""A short line is told by how it writes its numbers (CLDR's patterns), by whose words its
words are most, and Finnish from Estonian by their endings (issue 31): "Saldo: 12 480,50
kr." is Swedish (Danish groups with a dot), "Tellimus 88213 on teel." Estonian ("on" is
Finnish's and Estonian's more than English's), so its numbers are read in its language."""

import pytest

from normalize import formats
from normalize.detect import detect


def langs(text: str, default: str = "en") -> list[str]:
    return [span.lang for span in detect(text, default)]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Saldo: 12 480,50 kr.", "sv"),  # a space between thousands: not da ("12.480,50")
        ("Batteriet laddat till 80 %.", "sv"),  # "80 %": never English
        ("Tellimus 88213 on teel.", "et"),
        ("Over 200 m linksaf.", "nl"),  # "over" is Dutch's three times as often
        ("File op de A12: 4 km.", "nl"),
    ],
)
def test_a_short_line_is_told_by_its_number_formats_and_words(text, lang):
    assert langs(text) == [lang]


def test_how_a_number_is_grouped_narrows_the_languages():
    assert "da" not in formats.languages("Saldo: 12 480,50 kr.")
    assert "sv" not in formats.languages("Limit kartice je 1.500 EUR.")
    assert "en" not in formats.languages("Limit karty je 1 500 €.")
    assert "en" not in formats.languages("Sleva 20 % na vše.")
    assert formats.languages("Sale 20% off.") is None
    assert formats.languages("Call 0800 123 321.") is None  # a phone is no amount


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Akku ladattu 80 %.", "fi"),  # -ttu
        ("PIN-koodisi: 4410", "fi"),  # -si
        ("Vahvistuskoodisi: 731 204.", "fi"),
        ("Avatud E–R 9–18.", "et"),  # -tud
    ],
)
def test_finnish_and_estonian_are_told_apart_by_their_endings(text, lang):
    assert langs(text) == [lang]


def test_a_name_is_no_ending():
    # "Paulista" ends like an elative, but is a street's name in a Portuguese address
    text = "Endereço da Clínica Dr. Souza: Av. Paulista, 1000, São Paulo."
    assert set(langs(text)) == {"pt"}


@pytest.mark.parametrize(
    "text", ["Hello Anna.", "Turn left in 300 m.", "Order 58213 is on its way."]
)
def test_english_words_keep_an_english_line_english(text):
    assert langs(text) == ["en"]
