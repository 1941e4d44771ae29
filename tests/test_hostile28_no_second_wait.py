"""A web request waits for a clip's new format once, suspended, never again holding a
thread (issue 30, the twenty-eighth pass's M-2: ElevenLabs' ``with-timestamps`` awaited the
encoding for API_MAX_WAIT, then opened the audio with a second wait of API_MAX_WAIT that
held a pool thread: 8 new formats of one hit answered after 60-90 s, and another tenant's
``/normalize`` took 29.9 s)."""

import pytest

from synth import playback
from tests.test_api_support import client_for, synthesize


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


@pytest.fixture
def encodings_stay_queued(variants_run_at_once, monkeypatch, job_settings):
    """A new format's job is queued for a worker that does not come (a busy queue), and
    the request's suspended wait for it is short."""
    from synth import dispatch

    monkeypatch.setattr(dispatch, "enqueue", variants_run_at_once)
    job_settings.API_MAX_WAIT = 0.5
    held = []
    monkeypatch.setattr(playback, "wait_for", lambda job, seconds: held.append(seconds) or job)
    return held


@pytest.mark.parametrize(
    "path",
    [
        "/v1/text-to-speech/F1/with-timestamps?output_format=mp3_22050_32",
        "/v1/text-to-speech/F1/stream/with-timestamps?output_format=mp3_22050_32",
        "/v1/text-to-speech/F1?output_format=mp3_22050_32",
    ],
)
def test_a_hit_in_a_new_format_holds_no_thread_while_it_is_made(acme, encodings_stay_queued, path):
    synthesize(acme, "Hello there.", voice="F1")
    response = client_for(acme).post(path, {"text": "Hello there."}, "application/json")
    assert response.status_code in (202, 503, 504), response.content
    assert encodings_stay_queued == []  # looked at, never waited for holding a thread


def test_the_clips_audio_endpoint_likewise(acme, encodings_stay_queued):
    clip = synthesize(acme, "Hello there.", voice="F1")
    response = client_for(acme).get(f"/api/v1/clips/{clip.key}/audio", {"format": "mp3"})
    assert response.status_code in (202, 503, 504), response.content
    assert encodings_stay_queued == []
