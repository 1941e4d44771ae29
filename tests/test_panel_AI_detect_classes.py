"""Short labelled lines panel AI heard with English number words when the language was
detected (issue 31; docs/NORMALIZER.md, "Panel AI detection fixed"): a line of a label and
a number ("Gleis 7, 21:05", "Sala 3", "Kod: 573812") is read in the languages that write
its label, never in the default's, which writes it not; a label's word over one word's
trigrams ("Voie 5" was ro); a clock word capitalised at a line's start ("U 14:30")."""

import pytest

from normalize import normalize
from normalize.detect import detect


def languages(text: str, default: str = "en") -> set[str]:
    return {span.lang for span in detect(text, default)}


# 1. A label only one of our languages writes names it.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Gleis 7, 21:05", "de"),
        ("Binario 6, 17:32", "it"),
        ("Quai 2, 18h45", "fr"),
        ("Plataforma 2, 14h30", "pt"),  # es writes "plataforma" too, not "14h30"
        ("Kood: 4471", "et"),
        ("Koda: 5738", "sl"),
        ("Terem 4", "hu"),
        ("Sali 4", "fi"),
        ("Oda 12", "tr"),
        ("Peron 3, tor 4", "pl"),  # "tor" is pl's of the languages writing "peron"
    ],
)
def test_a_label_one_language_writes_names_it(text, lang):
    assert languages(text) == {lang}


def test_a_labelled_line_reads_its_number_in_the_labels_language():
    (span,) = detect("Gleis 7, 21:05")
    assert normalize(span.text, span.lang).text.startswith("Gleis sieben")


# 2. A label several languages write: one of them, never the default's English.
@pytest.mark.parametrize(
    ("text", "langs"),
    [
        ("Sala 3", {"es", "it", "pt", "pl", "ro"}),
        ("Mesa 7", {"es", "pt"}),
        ("Kod: 573812", {"pl", "hr", "sv", "tr"}),
        ("Rum 12", {"sv", "da"}),
        ("Nr. 12", {"de", "nl", "pl", "ro", "et", "sv", "da", "lt", "lv"}),
    ],
)
def test_a_label_several_languages_write_is_one_of_theirs(text, langs):
    found = languages(text)
    assert len(found) == 1 and found <= langs


def test_a_shared_label_says_how_unsure_it_is():
    (span,) = detect("Sala 3")
    assert 0.0 < span.confidence < 1.0


# 3. A label's word over one word's trigrams.
@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Voie 5", "fr"),  # was ro
        ("Istaba 12", "lv"),  # was es
        ("Szoba 12", "hu"),  # was da
        ("Peronas 3, 14:35", "lt"),  # was es
        ("Andén 4, 10:15", "es"),  # was hu
        ("Zamuda 15 min", "sl"),  # was id
        ("Retraso: 15 min", "es"),  # was en
        ("Ritardo 15 min", "it"),  # was en
    ],
)
def test_a_label_outweighs_one_words_trigrams(text, lang):
    assert languages(text) == {lang}


# 4. A clock word capitalised at a line's start.
@pytest.mark.parametrize(
    ("text", "langs"),
    [
        ("U 14:30", {"hr"}),
        ("V 14:30", {"cs"}),
        ("O 14:30", {"pl", "sk"}),
        ("Kell 14.30", {"et"}),  # was hu
    ],
)
def test_a_capitalised_clock_word_at_a_lines_start_tells(text, langs):
    found = languages(text)
    assert len(found) == 1 and found <= langs


# What stays as it is.
@pytest.mark.parametrize(
    "text",
    [
        "Code 1234",  # every language writes it, English too
        "PIN: 5821",
        "Gate 12",
        "Camera 3",  # English's word too
        "Sala 3, ground floor",  # a word of the default's
        "Order 48213",
        "Room 214",
    ],
)
def test_a_line_the_default_writes_stays_in_the_default(text):
    assert languages(text) == {"en"}


def test_the_tenants_default_decides_a_label_it_writes():
    assert languages("Sala 3", "it") == {"it"}
    assert languages("Kod: 573812", "pl") == {"pl"}


def test_a_labelled_line_among_sentences_takes_its_neighbours_language():
    assert languages("Dziękujemy za zamówienie.\nKod: 573812") == {"pl"}
    assert languages("Binario 6, 17:32\nIl treno è in ritardo di 10 minuti.") == {"it"}


def test_a_lower_case_one_letter_word_is_no_capital_clock_word_mid_line():
    # ro's days, Monday to Friday: "V" is Friday, not cs "at"
    assert "cs" not in languages("Program: L–V 08:00–17:00")
