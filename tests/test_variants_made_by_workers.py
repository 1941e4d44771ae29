"""A stored clip asked for in another format is encoded by a worker (a variant job), never
by the web process: a long clip's encoding is seconds of CPU and its whole audio in memory,
taken from every other tenant's requests (issue 30, H1)."""

import pytest

from synth import playback
from synth.models import ClipEncoding, SynthesisJob
from synth.worker import run_job
from tests.test_api_support import client_for, error, synthesize

# Backend-dependent, so on the PostgreSQL + Redis pass too: the partial unique constraint
# shares a variant's job between identical requests.
pytestmark = pytest.mark.backend


@pytest.fixture
def no_worker(job_settings, monkeypatch, variants_run_at_once):
    """Variant jobs are queued for a worker and stay queued (no worker runs here); the
    web process's encoder refuses to run."""
    job_settings.API_MAX_WAIT = 0
    monkeypatch.setattr("synth.dispatch.enqueue", variants_run_at_once)  # the real one
    real = playback.encode_clip

    def not_here(*args):
        raise AssertionError("the web process encoded a clip")

    monkeypatch.setattr("synth.playback.encode_clip", not_here)
    return real


@pytest.fixture
def clip(job_settings, make_tenant):
    return synthesize(make_tenant("acme"), "Hello there.")


def variant_jobs():
    return SynthesisJob.objects.filter(params__has_key="variant")


def test_a_new_format_is_queued_for_a_worker_not_encoded_here(clip, no_worker, monkeypatch):
    client = client_for(clip.tenant)
    url = f"/api/v1/clips/{clip.key}/audio?format=opus"
    response = client.get(url)
    assert response.status_code == 503
    assert error(response)["code"] == "encoding_pending"
    assert response["Retry-After"]
    job = variant_jobs().get()
    assert (job.status, job.tenant_id) == ("queued", clip.tenant_id)
    assert job.params["variant"] == {"clip": clip.pk, "format": "opus"}

    # The worker makes it (with the real encoder), stores it and ends the job.
    monkeypatch.setattr("synth.playback.encode_clip", no_worker)
    assert run_job(str(job.pk)) == "done"
    job.refresh_from_db()
    assert (job.status, job.clip_id) == ("done", clip.pk)
    assert ClipEncoding.objects.filter(clip=clip, format="opus").exists()

    # Then it is served like any hit, still without encoding here.
    monkeypatch.setattr("synth.playback.encode_clip", lambda *a: pytest.fail("encoded"))
    response = client.get(url)
    assert response.status_code == 200
    assert response.getvalue()[:4] == b"OggS"


def test_every_way_in_waits_for_the_worker(clip, no_worker):
    client = client_for(clip.tenant)
    speech = client.post(
        "/api/v1/speech", {"text": "Hello there.", "format": "aac"}, "application/json"
    )
    openai = client.post(
        "/v1/audio/speech",
        {"model": "tts-1", "input": "Hello there.", "voice": "M1", "response_format": "aac"},
        "application/json",
    )
    assert (speech.status_code, openai.status_code) == (503, 503)
    # Identical requests share one job.
    assert [j.params["variant"]["format"] for j in variant_jobs()] == ["aac"]


def test_identical_requests_share_one_job(clip, no_worker):
    first = playback.variant_job(clip, "mp3")
    second = playback.variant_job(clip, "mp3")
    assert first.pk == second.pk
    assert variant_jobs().count() == 1


def test_a_tenant_with_a_full_share_of_the_queue_is_told_to_wait(clip, no_worker, settings):
    settings.SYNTH_TENANT_MAX_QUEUE = 1
    playback.variant_job(clip, "mp3")
    with pytest.raises(playback.EncodingPending) as refused:
        playback.variant_job(clip, "opus")
    assert "your share" in str(refused.value)
    assert variant_jobs().count() == 1


def test_a_waiting_request_is_answered_once_the_worker_is_done(clip, job_settings):
    # job_settings runs a variant job at once, as a worker would: the request waits for it.
    response = client_for(clip.tenant).post(
        "/api/v1/speech", {"text": "Hello there.", "format": "opus"}, "application/json"
    )
    assert response.status_code == 200
    assert response["X-Cache"] == "HIT"
    assert variant_jobs().get().status == "done"


def test_the_admins_player_is_told_to_come_back_not_a_500(clip, no_worker, client, make_member):
    client.force_login(make_member(clip.tenant, "reviewer"))
    response = client.get(f"/admin/synth/clip/{clip.pk}/audio/?format=mp3")
    assert response.status_code == 503
    assert response["Retry-After"]
    assert variant_jobs().get().params["variant"]["format"] == "mp3"
