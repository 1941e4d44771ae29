"""Short, digit-heavy lines three fresh panels (L, M, W; 2026-12-06) heard detected in
the wrong language, by class, each with new sentences (issue 31; docs/NORMALIZER.md,
"Detection"): what the text writes (a title before a name, a 12-hour clock, a country's
domain, a span of days, a national phone number, a trunk prefix) says its language."""

import re

import pytest

from normalize import formats
from normalize.detect import (
    _day_range_languages,
    _trunk_languages,
    detect,
    sentences,
)
from tests.test_hostile_rule_time import superlinear


def langs(text: str) -> set[str]:
    return {span.lang for span in detect(text) if re.search(r"[^\W\d_]", span.text)}


# A title before a name ends no sentence: "la Dra." cut off was Italian.
@pytest.mark.parametrize(
    "text",
    [
        "Reminder: Dr. Patel, Mon 10:30 a.m., Suite 204.",
        "Recordatorio: cita con la Dra. Ruiz el lunes 3 de junio a las 9:00.",
        "Termin bei Prof. Krause am Montag um 9 Uhr.",
        "Gentile Sig.ra Rossi, la consegna arriva domani.",
    ],
)
def test_a_title_before_a_name_ends_no_sentence(text):
    assert len(sentences(text)) == 1


def test_a_line_cut_after_a_title_no_longer_goes_to_a_neighbour():
    assert langs("Recordatorio: cita con la Dra. Ruiz el lunes 3 de junio a las 9:00.") == {"es"}


def test_a_sentence_still_ends_before_a_capital_after_a_one_letter_initial():
    assert len(sentences("Take vitamin D. Then rest.")) == 2


# A clock time with a day period: only the languages with a 12-hour clock (CLDR).
@pytest.mark.parametrize(
    "text",
    ["Pickup Sat 4:15 PM, Dock 7.", "Sale ends 12/31 at 11:59 PM EST.", "Your visit: Mon 9 a.m."],
)
def test_a_twelve_hour_clock_is_english(text):
    assert langs(text) == {"en"}


def test_am_before_a_word_is_german_not_a_day_period():
    assert langs("Abfahrt 10:30 am Gleis 3.") == {"de"}


# An address in a country's domain says the country, as a calling code does.
@pytest.mark.parametrize(
    "text, lang",
    [
        ("E-posta: bilgi@magaza.com.tr", "tr"),
        ("Пишете на info@hotel.bg", "bg"),
        ("Пишете ни на reservations@hotel-sofia.bg", "bg"),
    ],
)
def test_an_address_in_a_country_domain_tells_the_language(text, lang):
    assert langs(text) == {lang}


def test_a_domain_sold_for_any_use_says_nothing():
    assert langs("Mail us at hello@startup.io") == {"en"}


# A span of days of one language's short day names (CLDR): fi "ma–pe", not ro "pe", "la".
@pytest.mark.parametrize("text", ["Auki ma–pe 9–17, la 10–14.", "Palvelemme ma-pe 8-20."])
def test_a_span_of_short_day_names_tells_the_language(text):
    assert langs(text) == {"fi"}


# A piece cut at an abbreviation's dot takes the whole text's language when its
# abbreviations tell it ("ет.", "ап." are Bulgarian's).
def test_an_address_cut_at_its_abbreviations_is_read_in_one_language():
    assert langs("Адрес: ул. „Шипка“ 6, ет. 2, ап. 5, 1504 София") == {"bg"}


# Vietnamese marks nearly every word: a short Latin line without them is not Vietnamese.
def test_a_latin_line_without_vietnamese_letters_is_not_vietnamese():
    assert "vi" not in langs("Sparta porazila Slavii 2:1.")


# A phone number written as one country alone writes it (libphonenumber's national format).
@pytest.mark.parametrize(
    "text, lang",
    [
        ("Tel.: 01 2345 678", "hr"),
        ("Telefon: 021 345 678", "hr"),
        ("Helistage 5234 5678.", "et"),
    ],
)
def test_a_national_phone_format_tells_a_line_nothing_else_tells(text, lang):
    assert langs(text) == {lang}


def test_a_phone_format_does_not_override_the_words():
    # "912 345 678" is Portugal's format, and Spain's too as people write it
    assert langs("Llámenos al 915 123 456.") == {"es"}


# A national number's trunk prefix: Ukraine and Bulgaria dial 0, Russia 8.
def test_a_number_dialled_with_0_is_not_russian():
    assert langs("Телефонуйте за номером 0 800 500 600.") == {"uk"}


def test_a_number_dialled_with_8_stays_russian():
    assert langs("Звоните 8 800 555-35-35.") == {"ru"}


@pytest.mark.parametrize(
    "prefix, token",
    [
        ("", "1 "),
        ("", "ab."),
        ("a@", "bb."),
        ("", "10:30 a. m. "),
        ("", "ma–pe "),
        ("", "0 800 "),
        ("", "Dr. Patel "),
        ("", "12 345 "),
    ],
    ids=["digits", "dots", "address", "periods", "days", "trunk", "titles", "groups"],
)
def test_the_new_formats_and_the_splitter_stay_linear_on_hostile_input(prefix, token):
    # CPU time, best of several, twice linear at four times the length (as the rule sweep,
    # tests/test_hostile_rule_time.py): a wall-clock bound failed on a loaded host.
    def scan(text):
        text = prefix + text
        formats.languages(text)
        _day_range_languages(text)
        _trunk_languages(text)
        formats.phone_languages(text)
        sentences(text)

    assert superlinear(scan, token, 1_200 * len(token) // 2, 4, 0.05) is None
