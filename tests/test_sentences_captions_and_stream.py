"""Captions have one cue per sentence, timed from the synthesized pieces (a sentence cut
after its opening clause is still one cue); a stream's first piece is that short clause."""

import json

import numpy as np
import pytest
from asgiref.sync import async_to_sync

from synth.captions import captions
from tests.stream_support import put_in_flight
from tests.test_api_support import client_for, synthesize

# Backend-dependent, so on the PostgreSQL + Redis pass too: a stream's pieces through the cache
# (Redis).
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("job_settings")]

PARAMS = {"voice": "M1", "lang": "en", "steps": 2}
# One paragraph, four sentences (the README's shape): the old packing made it one chunk and
# one cue; the first sentence is long enough to be cut after its clause.
TEXT = (
    "Welcome back to the evening news from the harbour, where the boats came in late "
    "tonight. The storm has passed. Roads along the coast are open again; drive slowly. "
    "We return tomorrow at six."
)


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def test_one_cue_per_sentence_timed_from_its_pieces(acme):
    clip = synthesize(acme, TEXT, **PARAMS)
    assert [c["sentence"] for c in clip.chunks] == [0, 0, 1, 2, 3]
    response = client_for(acme).get(f"/api/v1/clips/{clip.key}/captions?format=json")
    cues = json.loads(response.content)
    assert [c["text"] for c in cues] == [
        "Welcome back to the evening news from the harbour, where the boats came in late tonight.",
        "The storm has passed.",
        "Roads along the coast are open again; drive slowly.",
        "We return tomorrow at six.",
    ]
    chunks = clip.chunks
    # the first cue runs from the clause's start to the end of the rest of its sentence
    assert cues[0]["start"] == round(chunks[0]["start"], 3) == 0
    assert cues[0]["end"] == round(chunks[1]["end"], 3)
    assert [(c["start"], c["end"]) for c in cues[1:]] == [
        (round(c["start"], 3), round(c["end"], 3)) for c in chunks[2:]
    ]
    assert cues[-1]["end"] == round(clip.duration, 3)  # nothing after the last sentence


def test_a_clip_from_before_sentences_keeps_a_cue_per_chunk(acme):
    clip = synthesize(acme, TEXT, **PARAMS)
    clip.chunks = [
        {"text": "Two sentences. In one chunk.", "start": 0.0, "end": 2.0},
        {"text": "Another chunk.", "start": 2.3, "end": 3.0},
    ]
    cues = json.loads(captions(clip, "json"))
    assert [(c["text"], c["start"], c["end"]) for c in cues] == [
        ("Two sentences. In one chunk.", 0.0, 2.0),
        ("Another chunk.", 2.3, 3.0),
    ]


def test_a_streams_first_piece_is_the_opening_clause(acme):
    stored, job, clip = put_in_flight(acme, TEXT, **PARAMS)
    first = clip.chunks[0]
    assert first["text"] == "Welcome back to the evening news from the harbour,"
    assert len(first["text"]) <= 60 and first["pause"] < clip.chunks[1]["pause"]
    response = client_for(acme).post(
        "/api/v1/speech",
        {"text": TEXT, **PARAMS, "stream": True, "stream_format": "pcm"},
        "application/json",
    )
    assert response.streaming and response["X-Cache"] == "MISS"

    async def read():
        return [piece async for piece in response.streaming_content]

    pieces = async_to_sync(read)()
    rate = clip.sample_rate
    clause = round((first["end"] - first["start"]) * rate)
    assert np.array_equal(np.frombuffer(pieces[0], "<i2"), stored[:clause])
    assert np.array_equal(np.frombuffer(b"".join(pieces), "<i2"), stored)
