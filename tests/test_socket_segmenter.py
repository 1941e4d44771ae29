"""synth.incremental: text arriving in pieces is cut where the service's chunking cuts it,
whatever the pieces' sizes, each cut as soon as it is final; the raw texts joined are the
text sent."""

import pytest

from engine.text import sentence_chunks
from synth.incremental import Segmenter

TEXT = (
    "Hello there, Dr. Smith. How are you today?  I was wondering, if you have time, "
    "whether we could meet tomorrow morning at the usual place near the station. Fine!"
    "\n\nA new paragraph without an end"
)


def cut(text: str, size: int, first_chars: int = 60) -> list:
    segmenter = Segmenter("en", first_chars)
    found = []
    for i in range(0, len(text), size):
        found += segmenter.feed(text[i : i + size])
    return found + segmenter.flush()


@pytest.mark.parametrize("size", [1, 3, 7, 50, len(TEXT)])
def test_pieces_of_any_size_cut_alike(size):
    segments = cut(TEXT, size)
    assert [s.text for s in segments] == [
        "Hello there, Dr. Smith.",
        "How are you today?",
        "I was wondering, if you have time,",
        # the rest is a segment of its own, 76 characters without a clause end: whole
        "whether we could meet tomorrow morning at the usual place near the station.",
        "Fine!",
        "A new paragraph without an end",
    ]
    assert [s.ends_sentence for s in segments] == [True, True, False, True, True, True]
    assert "".join(s.raw for s in segments) == TEXT


def test_sentences_are_the_service_chunks():
    """Without clause cuts each segment is one of sentence_chunks' pieces."""
    text = "One. Two, three! Is it four? e.g. five is next. Mr. Six."
    assert [s.text for s in cut(text, 2, 0)] == [p.text for p in sentence_chunks(text, "en")]


def test_a_cut_waits_until_it_is_final():
    segmenter = Segmenter("en", 60)
    assert segmenter.feed("Is this the end.") == []  # the next piece may be "5 more"
    assert segmenter.feed("5 more?") == []
    assert [s.text for s in segmenter.feed(" Yes")] == ["Is this the end.5 more?"]
    assert segmenter.feed(" Dr. ") == []  # an abbreviation ends nothing
    assert [s.text for s in segmenter.flush()] == ["Yes Dr."]
    assert segmenter.flush() == []


def test_nothing_speakable_joins_the_next_segment():
    segmenter = Segmenter("en", 0)
    assert segmenter.feed("\U0001f642 ") == []
    assert segmenter.flush() == []  # an emoji alone: the model has nothing to say
    found = segmenter.feed("Then words. ")
    assert [(s.raw, s.text) for s in found] == [("\U0001f642 Then words.", "Then words.")]


def test_a_clause_is_cut_while_the_sentence_is_still_coming_once_it_is_settled():
    segmenter = Segmenter("en", 60)
    head = "Thank you for calling the Harbour Street clinic,"  # 48 characters
    assert segmenter.feed(head + " where every") == []  # 60: a later comma could win
    more = segmenter.feed(" appointment is confirmed by")  # past 60 + 20: settled
    assert [s.text for s in more] == [head] and not more[0].ends_sentence


def test_a_sentence_in_a_message_of_its_own_is_not_run_into_the_last():
    """Pipecat's ElevenLabs service sends each sentence stripped of its spaces: a message
    starting with a capital after a sentence's end mark starts a new sentence."""
    segmenter = Segmenter("en", 60)
    found = []
    for message in ["Okay, stopping there.", "What next?", "I said “stop.”", "Then go."]:
        found += segmenter.feed(message)
    found += segmenter.flush()
    assert [s.text for s in found][:2] == ["Okay, stopping there.", "What next?"]
    assert "".join(s.raw for s in found).endswith("I said “stop.” Then go.")
    # Within one message, and before a lower-case letter or a digit, text is as sent.
    found = Segmenter("en", 60).feed("A.B. is here. ") + Segmenter("en", 60).flush()
    assert [s.text for s in found] == ["A.B. is here."]
    segmenter = Segmenter("en", 60)
    assert segmenter.feed("Pi is 3.") + segmenter.feed("14 or so.") + segmenter.flush() == [
        *Segmenter("en", 60).feed("Pi is 3.14 or so. ")
    ]
