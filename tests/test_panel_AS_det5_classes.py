"""Detection misses of panel AS (issue 31; docs/NORMALIZER.md, "Panel AS classes fixed
(det5)"): a short line whose only evidence is a country (a web or e-mail address in a
country's domain, an IBAN, a calling code) names that country's main language; with the
line's own language as the default, its own label keeps it against lingua's sure trigrams
of one word ("Perroon 2" et), and Finnish's "ale" (a sale) is a label."""

import pytest

from normalize import formats
from normalize.detect import detect


def languages(text: str, default: str = "en") -> list[str]:
    return [span.lang for span in detect(text, default)]


# The AS sentences these rules made detected exactly right with "en" as the default.
PANEL_AS = [
    ("lt", "www.lrt.lt"),
    ("lv", "www.latvija.lv"),
    ("et", "www.eesti.ee"),
    ("et", "IBAN EE38 2200 2210 2014 5685"),
    ("fi", "www.suomi.fi"),
    ("fi", "Tilinumero FI21 1234 5600 0007 85"),
    ("hu", "www.magyarorszag.hu"),
    ("sl", "www.gov.si"),
    ("sl", "IBAN: SI56 0201 0001 2345 678"),
    ("ro", "IBAN: RO49 AAAA 1B31 0075 9384 0000"),
    ("hr", "IBAN: HR12 1001 0051 8630 0016 0"),
    ("fi", "Ale -30 %"),
]


@pytest.mark.parametrize(("lang", "text"), PANEL_AS)
def test_the_panels_sentence_is_detected_in_its_language(lang, text):
    assert languages(text) == [lang]


# 1. A country named by a line that says nothing else: the country-code domain of a web
# or e-mail address, an IBAN's first two letters (with its country's length), a calling
# code; the country's main language (CLDR), from any default.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("www.err.ee", "et"),
        ("info@lmt.lv", "lv"),
        ("www.delfi.lt", "lt"),
        ("https://www.hs.fi", "fi"),
        ("www.rtvslo.si", "sl"),
        ("IBAN: LT12 1000 0111 0100 1000", "lt"),
        ("IBAN HU42 1177 3016 1111 1018 0000 0000", "hu"),
        ("LV80BANK0000435195001", "lv"),
        ("+372 5123 4567", "et"),
        ("+358 40 123 4567", "fi"),
        ("+90 212 123 45 67", "tr"),
        ("+62 21 1234 5678", "id"),
        ("Tel. +30 210 123 4567", "el"),
        ("TEL +81 3-1234-5678", "ja"),
    ],
)
def test_a_country_alone_names_its_main_language(text, lang):
    assert languages(text) == [lang]
    assert languages(text, "de") == [lang]


# ... not a country with two official languages spoken alike (Belgium, Switzerland), a
# domain sold for any use, a parcel's number with a country's letters, or a word that
# only another language lists.
@pytest.mark.parametrize(
    ("text", "default"),
    [
        ("info@firma.be", "en"),
        ("+41 44 123 45 67", "en"),
        ("www.example.com", "de"),
        ("www.startup.io", "fi"),
        ("Pakk EE123456789EE", "et"),
    ],
)
def test_no_country_or_one_of_two_languages_keeps_the_default(text, default):
    assert languages(text, default) == [default]


def test_main_language_needs_most_speakers_and_twice_any_other():
    assert formats.main_language("FI") == "fi"
    assert formats.main_language("CY") == "el"
    assert formats.main_language("BE") is None
    assert formats.main_language("CH") is None
    assert formats.main_language("IN") is None


# 2. The default's own label keeps a short line in the default even where lingua is sure
# of one word's trigrams ("Perroon" fi at 0.97); with "en" lingua's answer stands.
@pytest.mark.parametrize(
    ("text", "default"),
    [
        ("Perroon 2", "et"),
        ("Perroon 3", "et"),
        ("Perroon 5, vagun 7", "et"),
        ("Ale -30 %", "fi"),
        ("Ale 20 %", "fi"),
        ("Ale -50 %", "fi"),
    ],
)
def test_the_defaults_own_label_keeps_a_short_line(text, default):
    assert languages(text, default) == [default]


def test_finnish_sale_is_finnish_with_english_as_the_default():
    assert languages("Ale -30 %") == ["fi"]
    assert languages("Ale -30 %", "pl") == ["pl"]
