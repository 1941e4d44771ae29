"""A reply's first audio from a short first chunk (issue 32): the engine's time grows
with the chunk, so the opening sentence of a request (an HTTP stream's, each socket
segment's) is cut where its first audio comes soonest without hurting how it reads: at
its first clause end that leaves a head of a third of the bound or more, else at a
phrase boundary (before a word that opens a phrase, never after one that cannot end
it), never mid-word; a phrase head is read by the model as a phrase that goes on (a
comma, not a period) and followed by the short clause pause. A sentence is cut once:
on a socket, the rest of a sentence whose head was a segment is not cut again.

The socket tests play the worker: they publish the chunks of the real job the socket
began, as synth.worker would (synth.streaming.publish)."""

import asyncio

import numpy as np
import pytest
from asgiref.sync import async_to_sync

from core.aio import run_sync
from engine.folder import REFERENCE, Chunking
from engine.text import sentence_chunks
from synth.incremental import Segmenter
from tests.socket_support import Peer

BOUND = 60  # SYNTH_FIRST_CHUNK_CHARS' default
THIRD = BOUND // 3
CLAUSES = (
    "Thank you for calling, Maria Lopez, and your booking 1234 is confirmed for Thursday "
    "morning at nine."
)
PHRASES = "Your parcel from the Harbour Street depot will be delivered to your door this afternoon."


def head_of(sentence: str, lang: str = "en") -> str:
    return sentence_chunks(sentence, lang, BOUND)[0].text


@pytest.mark.parametrize(
    "sentence, head",
    [
        # the first clause end past a third of the bound, not the last within it
        (CLAUSES, "Thank you for calling,"),
        # no clause end: the first phrase boundary past a third of the bound
        (PHRASES, "Your parcel from the Harbour Street depot"),
        (
            "Your parcel four thousand eight hundred twenty-one for Maria Lopez has shipped today.",
            "Your parcel four thousand eight hundred twenty-one",
        ),
        # not inside a number ("hundred and twenty"), nor after an article or a preposition
        (
            "Your order of one hundred and twenty boxes from the Lisbon warehouse has "
            "arrived today.",
            "Your order of one hundred and twenty boxes",
        ),
    ],
)
def test_the_opening_sentence_starts_with_a_short_head(sentence, head):
    assert head_of(sentence) == head
    rest = sentence[len(head) :]
    assert rest[:1] == " " and len(rest.strip()) >= THIRD  # never mid-word, a rest worth it
    assert THIRD <= len(head) <= BOUND


@pytest.mark.parametrize(
    "sentence",
    [
        CLAUSES,
        PHRASES,
        "I would like to know whether the clinic on Harbour Street is open on Sundays or "
        "only during the week.",
        "Please remember that every appointment which is missed without a call will be "
        "charged in full to your account.",
        "The new timetable for the buses and the trains starts next Monday at the latest "
        "according to the council.",
    ],
)
def test_a_long_opening_sentence_gives_a_first_chunk_a_third_of_it_or_less(sentence):
    """The policy, over sentences an agent says: a head within the bound, at least a
    third of it, ending on a word that can end a phrase; the sentence whole again."""
    pieces = sentence_chunks(sentence + " Thanks.", "en", BOUND)
    head, rest = pieces[0].text, pieces[1].text
    assert f"{head} {rest}" == sentence and not pieces[0].ends_sentence
    assert THIRD <= len(head) <= BOUND and len(rest) >= THIRD
    assert head.split()[-1].lower() not in {"the", "a", "of", "for", "to", "and", "hundred"}


def test_a_word_that_only_starts_like_a_phrase_word_is_not_a_phrase_boundary():
    # "fortunately" starts at the bound: its "for" is not the preposition
    sentence = "Everything the team did today beside the old harbour went fortunately well again."
    assert sentence.index(" fortunately") == 57
    assert head_of(sentence) == sentence  # no clause end, no phrase word: under twice the bound


@pytest.mark.parametrize("size", [1, 2, 5, 11])
@pytest.mark.parametrize(
    "sentence",
    [
        CLAUSES,
        PHRASES,
        "Everything the team did today beside the old harbour went fortunately well for all of us.",
    ],
)
def test_the_socket_cuts_a_sentence_in_pieces_where_it_cuts_it_whole(sentence, size):
    """The cut is made only once what follows cannot change it: fed in pieces of any size,
    the head is the one the whole sentence gives."""
    segmenter = Segmenter("en", BOUND)
    found = []
    for i in range(0, len(sentence), size):
        found += segmenter.feed(sentence[i : i + size])
    found += segmenter.flush()
    assert found[0].text == head_of(sentence)
    assert " ".join(s.text for s in found) == sentence


def test_a_short_sentence_and_a_language_without_phrase_words_are_as_before():
    assert head_of("Your parcel 4821 has shipped today.") == "Your parcel 4821 has shipped today."
    # no phrase words are known for German: no clause end within the bound, under twice
    # the bound: whole
    german = "Ihr Paket aus dem Lager in der Hafenstrasse wird heute Nachmittag zu Ihnen geliefert."
    assert head_of(german, "de") == german


def test_a_phrase_head_reads_as_a_phrase_that_goes_on(engine):
    request = engine.request(PHRASES + " Thanks.", silence=0.3, chunking=Chunking.sentences(BOUND))
    assert request.chunks[0] == "Your parcel from the Harbour Street depot"
    assert request.model_texts[0] == "<en>Your parcel from the Harbour Street depot,</en>"
    assert request.model_texts[1].endswith("afternoon.</en>")  # the sentence's end, as before
    assert request.model_texts[2] == "<en>Thanks.</en>"
    assert request.pauses == pytest.approx((0.1, 0.3, 0.0))  # the clause pause after the head
    # the reference chunking is not cut, and appends its period as before
    whole = engine.request(PHRASES, chunking=REFERENCE)
    assert whole.model_texts == (f"<en>{PHRASES}</en>",)


def test_a_sentence_is_cut_once_on_a_socket():
    segmenter = Segmenter("en", BOUND)
    found = []
    for piece in (CLAUSES + " " + PHRASES).split(" "):
        found += segmenter.feed(piece + " ")
    found += segmenter.flush()
    assert [(s.text, s.ends_sentence, s.continues) for s in found] == [
        ("Thank you for calling,", False, False),
        # the rest: over the bound and with clause ends, but not cut again
        (CLAUSES[len("Thank you for calling, ") :], True, True),
        ("Your parcel from the Harbour Street depot", False, False),
        (PHRASES[len("Your parcel from the Harbour Street depot ") :], True, True),
    ]


# --- on the socket -------------------------------------------------------------------------


@pytest.fixture
def acme(make_tenant, job_settings):
    from tenancy.models import ApiKey

    tenant = make_tenant("acme")
    return tenant, ApiKey.issue(tenant)[1]


def noise(seconds: float, rate: int) -> np.ndarray:
    return (np.random.default_rng(1).standard_normal(int(seconds * rate)) * 3000).astype(np.int16)


def began_jobs(monkeypatch):
    """Each segment's job as the socket begins it: (job id, its chunks' texts)."""
    from api.elevenlabs import socket_segments
    from synth import flow

    loop, begun = None, asyncio.Queue()
    begin = socket_segments.begin

    def recorded(speech, account, segment):
        ticket, found = begin(speech, account, segment)
        if isinstance(found, flow.Started):
            chunks = ticket.plan.request.chunks
            loop.call_soon_threadsafe(begun.put_nowait, (found.job.pk, chunks))
        return ticket, found

    monkeypatch.setattr(socket_segments, "begin", recorded)

    def bind(running):
        nonlocal loop
        loop = running

    return begun, bind


@pytest.mark.backend
def test_a_long_segments_first_audio_message_comes_from_its_short_first_chunk(acme, monkeypatch):
    """One segment (an SSML document is never cut by the segmenter) whose sentence has no
    clause end: planned as a short phrase head and its rest; the head's audio is sent as
    soon as it is made, before the rest exists, and says the head only."""
    from synth import streaming
    from synth.conf import model_folder

    _, raw = acme
    rate = model_folder().config.sample_rate
    begun, bind = began_jobs(monkeypatch)
    peer = Peer([{"text": " "}, {"text": f"<speak>{PHRASES}</speak>"}, {"text": ""}], key=raw)

    async def run():
        from api.elevenlabs import socket

        bind(asyncio.get_running_loop())
        app = asyncio.ensure_future(socket.application(peer.scope, peer.receive, peer.send))
        job_id, chunks = await asyncio.wait_for(begun.get(), 20)
        await run_sync(streaming.publish, job_id, 0, noise(1.0, rate))
        await asyncio.wait_for(peer.until_spoken(1), 20)
        early = list(peer.audio)
        await run_sync(streaming.publish, job_id, 1, noise(1.5, rate))
        await asyncio.wait_for(app, 20)
        return chunks, early

    chunks, early = async_to_sync(run)()
    assert peer.close == (1000, ""), peer.sent[-1:]
    assert chunks == ("Your parcel from the Harbour Street depot", PHRASES[42:])
    assert early and all("afternoon" not in said for said in early), early
    assert "Harbour Street depot" in " ".join(early)
    assert "afternoon" in " ".join(peer.audio)


@pytest.mark.backend
def test_a_sentences_rest_is_planned_uncut(acme, monkeypatch):
    """An LLM's sentence in pieces: its head a segment of one chunk (its first audio), its
    rest a segment planned whole, though it is over the bound and has clause ends."""
    from synth import streaming
    from synth.conf import model_folder

    _, raw = acme
    rate = model_folder().config.sample_rate
    begun, bind = began_jobs(monkeypatch)
    pieces = [{"text": word + " "} for word in CLAUSES.split(" ")]
    peer = Peer([{"text": " "}, *pieces, {"text": ""}], key=raw)

    async def run():
        from api.elevenlabs import socket

        bind(asyncio.get_running_loop())
        app = asyncio.ensure_future(socket.application(peer.scope, peer.receive, peer.send))
        jobs = []
        for _ in range(2):
            job_id, chunks = await asyncio.wait_for(begun.get(), 20)
            jobs.append(chunks)
            for i in range(len(chunks)):
                await run_sync(streaming.publish, job_id, i, noise(0.5, rate))
        await asyncio.wait_for(app, 20)
        return jobs

    jobs = async_to_sync(run)()
    assert peer.close == (1000, ""), peer.sent[-1:]
    assert jobs[0] == ("Thank you for calling,",)
    assert len(jobs[1]) == 1 and len(jobs[1][0]) > BOUND and "Maria Lopez," in jobs[1][0]


def test_only_a_request_played_as_it_is_made_is_cut(job_settings, make_tenant):
    """A clip waited for whole gains nothing from a short first chunk: its opening sentence
    stays one chunk (one engine call, one intonation) and keys apart from the streamed one."""
    from synth import flow

    tenant = make_tenant("whole")
    text = PHRASES + " Thanks."
    whole = flow.plan(flow.SpeechRequest(tenant=tenant, text=text, lang="en"))
    streamed = flow.plan(flow.SpeechRequest(tenant=tenant, text=text, lang="en", stream=True))
    assert whole.request.chunks == (PHRASES, "Thanks.")
    assert streamed.request.chunks == (
        "Your parcel from the Harbour Street depot",
        "will be delivered to your door this afternoon.",
        "Thanks.",
    )
    assert whole.key != streamed.key
    # a short opening sentence is planned the same either way: one clip for both
    short = "Your parcel 4821 has shipped today. Thanks."
    assert (
        flow.plan(flow.SpeechRequest(tenant=tenant, text=short, lang="en")).key
        == flow.plan(flow.SpeechRequest(tenant=tenant, text=short, lang="en", stream=True)).key
    )
