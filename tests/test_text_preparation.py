"""Model-level text preparation and chunking equal the reference package's."""

import random

import pytest
from supertonic.core import UnicodeProcessor
from supertonic.utils import chunk_text as reference_chunk_text

from engine.errors import EmptyText, UnsupportedLanguage
from engine.text import chunk_text, prepare_text

reference = UnicodeProcessor.__new__(UnicodeProcessor)  # preprocessing needs no indexer

SAMPLES = [
    "Hello world",
    "“Smart” quotes — dashes – and… e.g., this @ that; i.e., those",
    "a  ,b . c!! ''x'' ``y``",
    "ñandú café naïve",
    "2024년 3월 5일 14:30에 만나요",
    "😀🎉 party ♥ time ☆ © 2024 \\ back",
    "x_y[z]|w/#→←",
    "Ph.D. Mr. Smith",
    "tab\tnew\nline\r\n",
    "ends with 」",
    "<tag> kept <b>bold</b>",
    "ﬁ ligature ① ² Ⅻ",  # NFKD compatibility forms
]


@pytest.mark.parametrize("text", SAMPLES)
@pytest.mark.parametrize("lang", ["en", "ko", "na"])
def test_preparation_equals_the_reference(text, lang):
    assert prepare_text(text, lang) == reference._preprocess_text(text, lang)


def test_preparation_equals_the_reference_on_random_text():
    alphabet = "aZ 09.,!?;:'\"`_-–—[]|/#@\\♥☆©→←“”‘’´¯\t\n가나ñé😀e.g.,i.e.,"
    rng = random.Random(7)
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30)))
        assert prepare_text(text, "en") == reference._preprocess_text(text, "en"), repr(text)


def test_it_chunks_sentences_and_paragraphs_like_the_reference():
    text = ("This is a sentence. " * 40) + "\n\nAnother paragraph! Yes? Dr. Who is here. " * 5
    assert chunk_text(text, "en") == reference_chunk_text(text, 300)
    assert chunk_text(text, "ko") == reference_chunk_text(text, 120)


def test_it_never_makes_a_chunk_longer_than_the_limit():
    # The reference keeps an unpunctuated 1,000-character sentence as one chunk.
    wall = "word " * 200 + "end, " + "more " * 100
    chunks = chunk_text(wall, "en")
    assert max(len(c) for c in chunks) <= 300
    assert " ".join(chunks).split() == wall.split()
    assert max(len(c) for c in chunk_text("가" * 500, "ko")) <= 120


def test_it_refuses_empty_text():
    for text in ["", "   ", "\n\n\t", "😀🎉"]:
        with pytest.raises(EmptyText):
            chunk_text(text, "en")


def test_it_refuses_an_unknown_language():
    with pytest.raises(UnsupportedLanguage, match="'xx'"):
        prepare_text("hello", "xx")
