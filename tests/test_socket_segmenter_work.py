"""synth.incremental cuts a client's text on the event loop: the work of a message is
linear in its length whatever its shape (many paragraphs, one long sentence, many short
sentences, no punctuation at all; one message or many small ones), and cutting a
message of the largest size a socket takes costs little CPU.

Linear is shown by a ratio, not an absolute time: four times the text must cost about
four times as much (quadratic work costs sixteen times), with a generous margin for a
busy machine."""

import time

import pytest

from synth.incremental import Segmenter

SHAPES = {
    "blank-line-separated pieces": "word\n\n",
    "one long sentence with clauses": "word, ",
    "no punctuation": "word ",
    "many short sentences": "Hi. ",
    "a run of spaces inside a sentence": "A" + " " * 97 + ", ",
}


def text_of(shape: str, size: int) -> str:
    return (SHAPES[shape] * (size // len(SHAPES[shape]) + 1))[:size]


def cpu_seconds(text: str, piece: int) -> float:
    """The least CPU of a few runs: cutting ``text`` sent in pieces of ``piece`` chars."""
    best = float("inf")
    for _ in range(3):
        segmenter = Segmenter("en", 60)
        started = time.process_time()
        for i in range(0, len(text), piece):
            segmenter.feed(text[i : i + piece])
        segmenter.flush()
        best = min(best, time.process_time() - started)
    return best


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("piece", [10_000, 4], ids=["one message", "pieces of 4 chars"])
def test_four_times_the_text_costs_about_four_times_the_work(shape, piece):
    small = cpu_seconds(text_of(shape, 2_500), piece)
    large = cpu_seconds(text_of(shape, 10_000), piece)
    assert large < 8 * max(small, 0.002), (shape, small, large)


@pytest.mark.parametrize("shape", SHAPES)
def test_a_message_of_the_largest_size_is_cut_in_little_cpu(shape, settings):
    assert cpu_seconds(text_of(shape, settings.API_MAX_TEXT_CHARS), 10_000) < 0.1


def test_each_character_is_searched_once_when_the_text_comes_a_character_at_a_time():
    """A long unfinished sentence is not searched again from its start for each piece."""
    segmenter = Segmenter("en", 0)
    text = text_of("no punctuation", 5_000)
    for char in text:
        assert segmenter.feed(char) == []
    assert (segmenter._ends.searched, segmenter._breaks.searched) == (len(text), len(text))
