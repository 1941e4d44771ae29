"""Short, number-heavy lines panels AD1-AD5 (2026-12-06) heard detected in the wrong
language, by class, each with sentences of our own (issue 31; docs/NORMALIZER.md, "Panel
AD detection"): a word before a clock time, Turkish's "%" before its number, Finnish's
passive, a temperature's sign that is no calling code, and
thousands grouped with a comma. Near misses of the neighbour language stay with it."""

import re

import pytest

from normalize import formats
from normalize.detect import detect
from tests.test_hostile_rule_time import superlinear


def langs(text: str) -> list[str]:
    return [span.lang for span in detect(text) if re.search(r"[^\W\d_]", span.text)]


# 1. The word before a clock time: it "alle", tr "saat", id "jam"/"pukul", hr "u", cs "v",
# sl "ob", uk "о"; pl and sk both write "o" (Czech never), da and sv "kl.".
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Bus 11 alle 8:05.", "it"),
        ("Tram 4 alle 8.20.", "it"),
        ("Saat 21:30.", "tr"),
        ("Bus jam 8.05.", "id"),
        ("Bus 7 u 9.20.", "hr"),
        ("Bus 21 v 7:15.", "cs"),
        ("Bus 8 ob 9.20.", "sl"),
        ("Маршрутка 3 о 8:05.", "uk"),
        ("Тролейбус 12 о 9:10.", "uk"),
    ],
)
def test_a_word_before_a_clock_time_names_the_language(text, lang):
    assert langs(text) == [lang]


@pytest.mark.parametrize(
    ("text", "among"),
    [
        ("Autobus 7 o 9:30.", {"pl", "sk"}),  # never cs, who says "v 9:30"
        ("Bus 2 kl. 9.30.", {"da", "sv"}),
    ],
)
def test_a_shared_clock_word_narrows_to_its_languages(text, among):
    assert set(langs(text)) <= among


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Das Training beginnt um 18:30 in der Halle.", "de"),
        ("Alle 3 Kinder spielen heute im Garten.", "de"),  # "Alle" before no time
        ("Sraz je v 9:30 před nádražím, nezapomeňte jízdenky.", "cs"),
        ("Pociąg odjeżdża o 9:30 z peronu drugiego.", "pl"),
        ("Сбор в 7:50 у главного входа, не опаздывайте.", "ru"),
        ("Librăria e deschisă L–V 09:00–18:00, S 10:00–13:00.", "ro"),  # "V" is a day
    ],
)
def test_near_misses_of_the_clock_word_stay(text, lang):
    assert langs(text) == [lang]


@pytest.mark.parametrize("token", ["alle ", "u 1", "o 1.", "kl. 1:", "о 1"])
def test_the_clock_words_stay_linear(token):
    from normalize.detect import _clock_languages, _letter_hint

    def scan(text):
        _clock_languages(text)
        _letter_hint(text, True, True)

    assert superlinear(scan, token, 1_200 * len(token) // 2, 4, 0.05) is None


# 2. Turkish alone writes "%" before its number ("%1,8", TDK Yazım Kılavuzu).
@pytest.mark.parametrize(
    "text", ["Endeks %1,8 yükseldi.", "Dolar %0,4 geriledi.", "Faiz %45 oldu."]
)
def test_percent_before_the_number_is_turkish(text):
    assert langs(text) == ["tr"]


@pytest.mark.parametrize(
    ("text", "lang"),
    [("Inflace klesla na 3,2 %.", "cs"), ("Die Inflation sank auf 3,2 %.", "de")],
)
def test_percent_after_the_number_stays(text, lang):
    assert langs(text) == [lang]


# 3. Finnish's passive in -taan/-tään (Estonian writes -takse).
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Tilaus JJFI998877 toimitetaan 2.5.2025.", "fi"),
        ("Lasku JJFI123 maksetaan 3.4.2024.", "fi"),
        ("Paketti QX4451 lähetetään 4.6.2025.", "fi"),
        ("Pakk QX4451 saadetakse 4.6.2025.", "et"),
    ],
)
def test_finnish_passive_tells_finnish_from_estonian(text, lang):
    assert langs(text) == [lang]


# 4. A sign before a temperature or a count is no calling code: "+1 °C" is not the US.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Homme on sooja -3 kuni +1 °C, tuul 2–5 m/s.", "et"),
        ("Laupaev on pilvine, -3 kuni +1 °C, tuul 5 m/s.", "et"),
        ("Morgen wird es kälter, zwischen -3 und +1 °C.", "de"),
    ],
)
def test_a_signed_temperature_is_no_calling_code(text, lang):
    assert langs(text) == [lang]


def test_a_calling_code_still_tells():
    assert formats.languages("Tel. +33 6 12 34 56 78") == frozenset({"fr"})
    assert formats.languages("+1 °C") is None
    assert superlinear(formats.languages, "+1 ", 1_800, 4, 0.05) is None


# 5. Thousands grouped with a comma ("$1,120", "12,480.50"): English's (CLDR), never fr.
@pytest.mark.parametrize(
    "text",
    ["Minimum payment: $1,250, APR 8.4%.", "Minimum payment: 1,250.00 USD."],
)
def test_comma_grouped_thousands_are_english(text):
    assert langs(text) == ["en"]


@pytest.mark.parametrize(
    ("text", "lang"),
    [("Prix : 1,250 kg de farine.", "fr"), ("Preis: 12.480,50 € inkl. MwSt.", "de")],
)
def test_a_decimal_comma_stays(text, lang):
    assert langs(text) == [lang]


# 6. A word only one list holds ("homme", fr) does not outweigh lingua all but sure (0.9)
# of a language without a list (et), the list's language all but ruled out.
def test_lingua_sure_of_estonian_outweighs_one_french_word():
    assert langs("Homme on temperatuur -6 kuni -2 °C, tuul 3–5 m/s.") == ["et"]


@pytest.mark.parametrize(
    ("text", "lang"),
    [("Un homme de 45 ans est arrivé.", "fr"), ("L'homme a 3 chiens.", "fr")],
)
def test_a_french_line_with_homme_stays_french(text, lang):
    assert langs(text) == [lang]
