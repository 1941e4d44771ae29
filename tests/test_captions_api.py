"""GET /api/v1/clips/{id}/captions: one cue per chunk, timed where its audio is."""

import json

import numpy as np
import pytest
from django.core.files.storage import default_storage

from tests.test_api_support import client_for, decode, error, synthesize

pytestmark = pytest.mark.usefixtures("job_settings")

# Paragraphs are chunks of their own: three chunks, three cues.
TEXT = "The first sentence is here.\n\nThe second one follows it.\n\nAnd a third ends the text."


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


@pytest.fixture
def clip(acme):
    return synthesize(acme, TEXT, voice="M1", lang="en", steps=2, seed=1)


def test_json_captions_line_up_with_the_chunk_boundaries_in_the_audio(acme, clip):
    client = client_for(acme)
    response = client.get(f"/api/v1/clips/{clip.key}/captions?format=json")
    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    cues = json.loads(response.content)
    assert [c["text"] for c in cues] == [
        "The first sentence is here.",
        "The second one follows it.",
        "And a third ends the text.",
    ]
    assert [c["index"] for c in cues] == [1, 2, 3]
    with default_storage.open(clip.audio.name) as f:
        samples, rate = decode(f.read())
    assert cues[0]["start"] == 0
    assert cues[-1]["end"] == pytest.approx(len(samples) / rate, abs=0.001)
    for before, after in zip(cues, cues[1:], strict=False):
        # The gap between two cues is the clip's silence, and it is silent in the audio.
        assert after["start"] - before["end"] == pytest.approx(clip.silence, abs=0.001)
        # (times are in whole milliseconds: 44 samples; 1 ms in from each edge)
        end, start = round(before["end"] * rate), round(after["start"] * rate)
        assert not np.any(samples[end + 44 : start - 44])
        assert np.any(samples[end - 88 : end - 44]) and np.any(samples[start + 44 : start + 88])


def test_vtt_is_the_default(acme, clip):
    response = client_for(acme).get(f"/api/v1/clips/{clip.key}/captions")
    assert response.status_code == 200
    assert response["Content-Type"] == "text/vtt; charset=utf-8"
    text = response.content.decode()
    assert text.startswith("WEBVTT\n\n00:00:00.000 --> 00:00:0")
    blocks = text.strip().split("\n\n")
    assert len(blocks) == 4
    assert blocks[2].splitlines()[1] == "The second one follows it."
    start, _, end = blocks[2].splitlines()[0].partition(" --> ")
    chunk = clip.chunks[1]
    assert _seconds(start) == pytest.approx(chunk["start"], abs=0.001)
    assert _seconds(end) == pytest.approx(chunk["end"], abs=0.001)


def test_srt_numbers_its_cues_and_uses_commas(acme, clip):
    response = client_for(acme).get(f"/api/v1/clips/{clip.key}/captions?format=srt")
    assert response.status_code == 200
    blocks = response.content.decode().strip().split("\n\n")
    assert [b.splitlines()[0] for b in blocks] == ["1", "2", "3"]
    assert blocks[0].splitlines()[1].startswith("00:00:00,000 --> 00:00:0")
    assert blocks[2].splitlines()[2] == "And a third ends the text."


def test_an_unknown_format_is_refused_with_a_stable_code(acme, clip):
    response = client_for(acme).get(f"/api/v1/clips/{clip.key}/captions?format=ass")
    assert response.status_code == 400
    assert error(response)["code"] == "unsupported_caption_format"
    assert error(response)["field"] == "format"


@pytest.mark.backend  # on PostgreSQL + Redis too: tenant isolation
def test_another_tenants_clip_answers_like_a_missing_one(acme, clip, make_tenant):
    charlie = client_for(make_tenant("charlie"))
    theirs = charlie.get(f"/api/v1/clips/{clip.key}/captions")
    missing = charlie.get(f"/api/v1/clips/{'0' * 64}/captions")
    assert theirs.status_code == missing.status_code == 404
    assert theirs.json() == missing.json()
    assert error(missing)["code"] == "not_found"


def test_the_clips_signed_audio_link_opens_its_captions(acme, clip):
    from django.test import Client

    url = client_for(acme).get(f"/api/v1/clips/{clip.key}").json()["audio_url"]
    token = url.split("token=")[1].split("&")[0]
    response = Client().get(f"/api/v1/clips/{clip.key}/captions?token={token}")
    assert response.status_code == 200 and response.content.startswith(b"WEBVTT")


def test_captions_are_in_the_schema(acme):
    schema = client_for(acme).get("/api/schema/?format=json").json()
    operation = schema["paths"]["/api/v1/clips/{clip_id}/captions"]["get"]
    assert operation["operationId"] == "clips_captions"
    assert "text/vtt" in operation["responses"]["200"]["content"]


def _seconds(stamp: str) -> float:
    hours, minutes, seconds = stamp.split(":")
    return int(hours) * 3600 + int(minutes) * 60 + float(seconds)
