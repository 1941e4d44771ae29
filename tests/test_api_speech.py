"""POST /api/v1/speech: a hit at once, a miss after its job, or the job to poll."""

import pytest

from engine.errors import EngineError, InvalidParameter, ModelError, SynthesisFailed
from synth.models import Clip, SynthesisJob
from synth.playback import flush_served
from synth.worker import ModelChanged
from tests.test_api_support import (
    client_for,
    decode,
    error,
    synthesize,
)

# Backend-dependent, so on the PostgreSQL + Redis pass too: a miss is a job: the broker, the job
# row, the wait's announcement (Redis pub/sub).
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("job_settings")]


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def speak(client, **body):
    return client.post("/api/v1/speech", {"text": "Hello there.", **body}, "application/json")


def test_a_cached_clip_comes_back_at_once(acme):
    clip = synthesize(acme, "Hello there.")
    response = speak(client_for(acme))
    assert response.status_code == 200
    assert response["X-Cache"] == "HIT"
    assert response["X-Clip-Id"] == clip.key
    assert response["X-Audio-Duration"] == f"{clip.duration:.3f}"
    assert response["ETag"] == f'"{clip.key}.wav"'
    assert response["Content-Type"] == "audio/wav"
    audio = response.getvalue()  # (audio answers stream their file)
    assert response["Content-Length"] == str(len(audio))
    samples, rate = decode(audio)
    assert rate == clip.sample_rate and len(samples) / rate == pytest.approx(clip.duration, 1e-3)


def test_a_miss_waits_for_its_job_and_the_next_request_hits(acme, sync_jobs):
    client = client_for(acme)
    first = speak(client, format="flac")
    assert first.status_code == 200 and first["X-Cache"] == "MISS"
    second = speak(client, format="flac")
    assert second["X-Cache"] == "HIT"
    assert second["X-Clip-Id"] == first["X-Clip-Id"]
    assert second.getvalue() == first.getvalue()
    assert Clip.objects.count() == 1 and SynthesisJob.objects.count() == 1


@pytest.mark.parametrize(
    "fmt,content_type,container",
    [
        ("wav", "audio/wav", "WAV"),
        ("flac", "audio/flac", "FLAC"),
        ("ogg", "audio/ogg", "OGG"),
        ("mp3", "audio/mpeg", "MP3"),
        ("opus", "audio/ogg; codecs=opus", "OGG"),
    ],
)
def test_it_speaks_every_format(acme, fmt, content_type, container):
    import io

    import soundfile

    synthesize(acme, "Hello there.")
    response = speak(client_for(acme), format=fmt)
    assert response.status_code == 200
    assert response["Content-Type"] == content_type
    assert soundfile.info(io.BytesIO(response.getvalue())).format == container


def test_pcm_is_raw_16_bit_samples_at_the_clips_rate(acme):
    clip = synthesize(acme, "Hello there.")
    response = speak(client_for(acme), format="pcm")
    assert response["Content-Type"] == f"audio/L16;rate={clip.sample_rate};channels=1"
    assert len(response.getvalue()) == 2 * round(clip.duration * clip.sample_rate)


def test_every_serve_counts(acme):
    clip = synthesize(acme, "Hello there.")
    client = client_for(acme)
    speak(client)
    speak(client, format="mp3")
    flush_served()
    clip.refresh_from_db()
    assert clip.hits == 2 and clip.last_served is not None


def test_the_preset_gives_its_voice_and_parameters(acme):
    from lexicon.models import VoicePreset

    VoicePreset.objects.create(tenant=acme, name="brisk", voice="F2", speed=1.3, steps=3, seed=9)
    clip = synthesize(acme, "Hello there.", voice="F2", speed=1.3, steps=3, seed=9)
    response = speak(client_for(acme), preset="brisk")
    assert response["X-Cache"] == "HIT" and response["X-Clip-Id"] == clip.key


def test_explicit_values_change_the_clip(acme):
    clip = synthesize(acme, "Hello there.")
    response = speak(client_for(acme), voice="F3", speed=1.5, steps=2, seed=1, silence=0.1, wait=0)
    assert response.status_code == 202
    job = SynthesisJob.objects.get(status="queued")
    assert job.key != clip.key
    assert job.params["voice"] == "F3" and job.params["speed"] == 1.5
    assert (job.params["steps"], job.params["seed"], job.params["silence"]) == (2, 1, 0.1)


def test_a_slow_miss_answers_202_with_the_job_to_poll(acme):
    response = speak(client_for(acme), wait=0)  # no cluster runs: the job stays queued
    assert response.status_code == 202
    job = SynthesisJob.objects.get()
    assert response["Location"] == f"/api/v1/jobs/{job.pk}"
    assert response["Retry-After"] == "1"
    body = response.json()
    assert body["id"] == str(job.pk) and body["status"] == "queued"
    assert body["clip"] is None and body["audio_url"] is None and body["error"] is None


def test_identical_requests_in_flight_share_one_job(acme):
    client = client_for(acme)
    first = speak(client, wait=0)
    second = speak(client, wait=0)
    assert first.json()["id"] == second.json()["id"]
    assert SynthesisJob.objects.count() == 1


def code(value):
    return type("Failure", (EngineError,), {"code": value})("it went wrong")


@pytest.mark.parametrize(
    "failure,status,expected",
    [
        (
            InvalidParameter("steps too high for this model", field="steps"),
            422,
            "invalid_parameter",
        ),
        (SynthesisFailed("the vocoder produced NaN"), 500, "synthesis_failed"),
        (RuntimeError("a bug"), 500, "synthesis_failed"),
        (ModelChanged("the model changed since this request was made"), 409, "model_changed"),
        (ModelError("onnx/vocoder.onnx: missing"), 503, "model_invalid"),
        (code("timeout"), 504, "timeout"),
        (code("queue_lost"), 503, "queue_lost"),
        (code("worker_lost"), 500, "worker_lost"),
    ],
)
def test_a_failed_job_answers_with_a_status_that_fits_its_code(
    acme, sync_jobs, monkeypatch, failure, status, expected
):
    def fail(job):
        raise failure

    monkeypatch.setattr("synth.worker.synthesize", fail)
    response = speak(client_for(acme))
    assert response.status_code == status
    assert error(response)["code"] == expected
    assert error(response)["message"]
    if status == 503:
        assert response["Retry-After"] == "5"


def test_a_full_queue_answers_503_with_retry_after(acme, settings):
    settings.SYNTH_MAX_QUEUE = 0
    response = speak(client_for(acme))
    assert response.status_code == 503
    assert error(response)["code"] == "queue_full"
    assert 1 <= int(response["Retry-After"]) <= 60
    assert not SynthesisJob.objects.exists()
