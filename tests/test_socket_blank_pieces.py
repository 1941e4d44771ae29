"""Blank lines sent on a stream-input socket count toward nothing they do not say.

A fourth hostile pass: an LLM's stream sends "\\n\\n" between paragraphs, often many in a
row; each such piece was kept in the socket's text without a sentence end and counted
toward the 5,000-character limit, so a stream of blank pieces closed the socket 1008
``text_too_long`` although it had said nothing, and a message of blank lines around a
few words was refused as long. What a user expects is what the REST API charges: the
characters said. The limit counts the segment being written from its first character that
is not whitespace; a run of whitespace is kept as two characters (a paragraph break stays
one), so the text a socket holds stays bounded; what is charged is what is spoken.
"""

import pytest

from synth.incremental import Segmenter
from tests.socket_support import OPENING, Peer, stand_in_audio, talk

pytestmark = pytest.mark.backend


@pytest.fixture
def acme(make_tenant, job_settings, settings):
    from tenancy.models import ApiKey

    settings.API_MAX_TEXT_CHARS = 200
    tenant = make_tenant("acme")
    return tenant, ApiKey.issue(tenant)[1]


def used(tenant) -> int:
    from api.throttles import quota_used

    return quota_used(tenant)[0]


def test_many_blank_pieces_between_sentences_keep_the_socket_open(acme, monkeypatch):
    tenant, raw = acme
    stand_in_audio(monkeypatch)
    blanks = [{"text": "\n\n"}] * 400  # 800 characters of nothing, four times the limit
    script = [OPENING, {"text": "First part."}, *blanks, {"text": "Second part."}, {"text": ""}]
    peer = talk(Peer(script, key=raw))
    assert peer.close == (1000, ""), peer.close
    assert peer.audio == ["First part.", "Second part."]
    assert used(tenant) == len("First part.") + len("Second part.")  # charged: what was said


def test_a_message_of_blank_lines_around_a_few_words_is_not_long(acme, monkeypatch):
    tenant, raw = acme
    stand_in_audio(monkeypatch)
    script = [OPENING, {"text": "\n" * 300 + "Hello there." + "\n" * 300}, {"text": ""}]
    peer = talk(Peer(script, key=raw))
    assert peer.close == (1000, ""), peer.close
    assert peer.audio == ["Hello there."]
    assert used(tenant) == len("Hello there.")


def test_words_past_the_limit_without_a_sentence_end_are_still_refused(acme, monkeypatch, settings):
    _, raw = acme
    settings.SYNTH_FIRST_CHUNK_CHARS = 0  # no clause cuts
    stand_in_audio(monkeypatch)
    words = [{"text": "word "}] * 50  # 250 characters said, no end
    peer = talk(Peer([OPENING, *words, {"text": ""}], key=raw))
    assert peer.close[0] == 1008 and peer.close[1].startswith("text_too_long"), peer.close


def test_the_text_held_for_blank_pieces_stays_bounded():
    segmenter = Segmenter()
    for _ in range(10_000):
        assert segmenter.feed("\n\n") == []
    assert len(segmenter) == 0 and len(segmenter._text) <= 2
    segments = segmenter.feed("Paragraph.") + segmenter.flush()
    assert [s.text for s in segments] == ["Paragraph."]


def test_pieces_of_nothing_speakable_past_the_limit_close_the_socket(acme, monkeypatch):
    """The nineteenth hostile pass, F-1: pieces cut as segments that say nothing ("#" and
    a blank line) were carried to the next segment in a buffer no limit read; 499,000 such
    characters were taken, 39 charged, and each 0.2 s of the next segment's audio timed all
    of them on the web process (10.8 s of CPU per slice at 898,200). The limit now counts
    what is carried too, on both sockets (they share ``accept``)."""
    tenant, raw = acme
    stand_in_audio(monkeypatch)
    pieces = [{"text": "#\n\n"}] * 100  # 300 characters of nothing speakable
    peer = talk(Peer([OPENING, *pieces, {"text": "Hello there."}, {"text": ""}], key=raw))
    assert peer.close[0] == 1008 and peer.close[1].startswith("text_too_long"), peer.close
    assert peer.audio == []
    assert used(tenant) <= 200  # what it took before the limit, at most, never spoken


def test_the_text_carried_for_pieces_of_nothing_speakable_is_counted():
    segmenter = Segmenter()
    for _ in range(50):
        assert segmenter.feed("#\n\n") == []
    assert segmenter.pending() >= 100 and len(segmenter) == 0
    segments = segmenter.feed("Paragraph.") + segmenter.flush()
    assert [s.text for s in segments] == ["Paragraph."]
    assert segmenter.pending() == 0
