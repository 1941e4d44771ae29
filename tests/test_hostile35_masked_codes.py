"""A masked code holding a letter, a space or a hyphen after its mask is read, not a rule's
failure (the thirty-fifth hostile pass, L-1): after a code word, "IBAN **** 48AB" or
"PIN **** 4821 678" made the ``<lang>.code`` rule raise in 28 languages (``int("A")`` in
the card-end reader), one ERROR line with its traceback per request, and the text was then
read as quantities ("PIN four thousand eight hundred ...")."""

import logging

import pytest

from engine.contract import LANGUAGES
from normalize.normalizer import Normalizer

MASKED = ["**** 48AB", "**** 4821 678", "****48-21", "**** 4821DE89", "****-4821"]
WORDS = ["PIN", "IBAN", "Code"]


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_a_masked_code_with_letters_or_groups_is_read_without_a_failure(lang, caplog):
    normalize = Normalizer([])
    with caplog.at_level(logging.ERROR, logger="normalize.rule"):
        for word in WORDS:
            for masked in MASKED:
                normalize(f"{word} {masked}", lang)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


def test_a_masked_code_with_letters_is_said_as_a_code():
    normalize = Normalizer([])
    assert normalize("IBAN **** 48AB", "en").text == "IBAN four eight A B"
    assert normalize("PIN **** 4821 678", "en").text == "PIN four eight two one, six seven eight"
    assert normalize("card ending ****4821", "en").text == "card ending four eight two one"
