"""A lone apostrophe before a word raised in el's Roman-numeral rule (the forty-second hostile
pass, L-1): "' IV" matched the Greek numeral's form with no numeral in it, and the reader
took it for a name's numeral: KeyError, an ERROR with its traceback on every request (the
rule's text left unread). A numeral of one letter at least; a form that finds nothing to
say leaves its text as written."""

import logging

import pytest

from normalize.normalizer import Normalizer

normalize = Normalizer([])


@pytest.mark.parametrize("text", ["' IV", "’ Αθήνα", "΄ ΙΙ", "Τέλος ' XIV."])
def test_a_lone_apostrophe_before_a_word_is_left_and_logs_nothing(text, caplog):
    with caplog.at_level(logging.ERROR):
        read = normalize(text, "el").text
    assert [r for r in caplog.records if r.levelno >= logging.ERROR] == []  # before: KeyError
    assert text.split()[-1].rstrip(".") in read  # the word after it, as written


def test_greek_numerals_with_a_keraia_are_still_read():
    assert normalize("Β΄ Παγκόσμιος Πόλεμος", "el").text == "Δεύτερος Παγκόσμιος Πόλεμος"
    assert normalize("Κωνσταντίνος ΙΑ΄ ήταν", "el").text == "Κωνσταντίνος ο Ενδέκατος ήταν"
