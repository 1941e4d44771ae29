"""The classes a fresh panel (AD1) heard wrong or unnatural in de fr es it pt nl (issue 31,
2026-12-06): each general rule on new sentences, beyond the panel's own
(tests/readings/panel-2026-12-06-AD1.jsonl), and what each rule leaves alone."""

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


def reads(lang: str, text: str) -> str:
    return normalize(text, lang).text


# es pt: a headline's result, a team's name, the score and the other team's name ("Atlético
# 2-0 Sevilla."), is a match: said with "a", "dos a cero", "dois a dois".
@pytest.mark.parametrize(
    ("lang", "text", "spoken"),
    [
        ("es", "Atlético 2-0 Sevilla.", "Atlético dos a cero Sevilla."),
        ("es", "Athletic Club 1-1 Real Sociedad.", "Athletic Club uno a uno Real Sociedad."),
        ("pt", "Sporting 2-2 Braga.", "Sporting dois a dois Braga."),
    ],
)  # fmt: skip
def test_a_result_between_two_teams_is_a_score(lang, text, spoken):
    assert reads(lang, text) == spoken


def test_a_span_between_a_word_and_a_name_stays_a_span():
    assert reads("es", "Ver páginas 3-5 y 7.") == "Ver páginas de tres a cinco y siete."
    assert reads("es", "El horario es 9-14 Lunes.") == "El horario es de nueve a catorce Lunes."


# de: a score no clock has (an hour past 24 or minutes past 59: basketball, handball) after
# the win's "mit" in a match's sentence, "mit 88:79" -> "achtundachtzig zu neunundsiebzig".
def test_a_score_no_clock_has_is_said_with_zu():
    assert (
        reads("de", "Alba gewann mit 88:79 gegen Bamberg.")
        == "Alba gewann mit achtundachtzig zu neunundsiebzig gegen Bamberg."
    )


def test_a_clock_time_in_a_match_sentence_stays_a_time():
    assert reads("de", "Das Spiel beginnt um 20:15 Uhr.") == (
        "Das Spiel beginnt um zwanzig Uhr fünfzehn."
    )


# fr: "Max." and "Min." before a number (a forecast's line) are "maximum", "minimum".
@pytest.mark.parametrize(
    ("text", "spoken"),
    [
        ("Min. 3 °C cette nuit.", "Minimum trois degrés Celsius cette nuit."),
        ("Vitesse max. 30 km/h.", "Vitesse maximum trente kilomètres par heure."),
    ],
)
def test_fr_max_and_min_before_a_number(text, spoken):
    assert reads("fr", text) == spoken


def test_fr_max_as_a_name_stays():
    assert reads("fr", "Max Weber est né en 1864.") == (
        "Max Weber est né en mille huit cent soixante-quatre."
    )


# it: a house number with a letter after a slash, "12/B", is said "dodici barra B".
def test_it_a_house_numbers_letter_after_a_slash():
    assert reads("it", "Abito in Via Verdi 12/B, scala C.") == (
        "Abito in Via Verdi dodici barra B, scala C."
    )


def test_it_a_fraction_stays_a_fraction():
    assert reads("it", "Aggiungi 1/2 bicchiere di latte.") == "Aggiungi mezzo bicchiere di latte."


# it: a mobile number whose rest is written in one block ("333 7654321") is said digit by
# digit throughout, the operator's prefix too; a number written 3-3-4 keeps its groups.
def test_it_a_mobile_with_its_rest_unsplit_is_said_digit_by_digit():
    assert reads("it", "Chiamami al 333 7654321 dopo le sei.") == (
        "Chiamami al tre tre tre, sette sei cinque quattro tre due uno dopo le sei."
    )


def test_it_a_mobile_in_three_groups_keeps_its_reading():
    assert reads("it", "Scrivici al 333 123 4567 su WhatsApp.") == (
        "Scrivici al trecentotrentatré, centoventitré, quattro cinque sei sette su WhatsApp."
    )
