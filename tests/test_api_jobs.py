"""GET /api/v1/jobs/{id}: where a slow request stands, and its clip once done."""

import pytest

from synth.models import SynthesisJob
from synth.worker import run_job
from tests.test_api_support import client_for, error

# Backend-dependent, so on the PostgreSQL + Redis pass too: job rows by UUID: a malformed id must
# not reach PostgreSQL's uuid column.
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("job_settings")]


@pytest.fixture
def client(make_tenant):
    return client_for(make_tenant("acme"))


@pytest.fixture
def location(client):
    response = client.post("/api/v1/speech", {"text": "Hello.", "wait": 0}, "application/json")
    assert response.status_code == 202
    return response["Location"]


def test_a_queued_job_says_so(client, location):
    body = client.get(location).json()
    assert body["status"] == "queued"
    assert body["created"] and body["enqueued"] and body["started"] is None
    assert body["attempts"] == 0
    assert body["error"] is None and body["clip"] is None


def test_a_done_job_gives_its_clip_and_audio_url(client, location):
    job = SynthesisJob.objects.get()
    run_job(str(job.pk))
    body = client.get(location).json()
    assert body["status"] == "done" and body["attempts"] == 1
    assert body["started"] and body["finished"]
    assert body["clip"] == job.key
    assert body["audio_url"].startswith(f"/api/v1/clips/{job.key}/audio?token=")
    audio = client.get(body["audio_url"] + "&format=ogg")
    assert audio.status_code == 200 and audio["Content-Type"] == "audio/ogg"
    assert client.get(f"/api/v1/clips/{body['clip']}").json()["id"] == job.key


def test_a_failed_job_gives_its_error(client, location, monkeypatch):
    from engine.errors import SynthesisFailed

    def fail(job):
        raise SynthesisFailed("the vocoder produced NaN")

    monkeypatch.setattr("synth.worker.synthesize", fail)
    run_job(str(SynthesisJob.objects.get().pk))
    body = client.get(location).json()
    assert body["status"] == "failed"
    assert body["error"] == {"code": "synthesis_failed", "message": "the vocoder produced NaN"}


@pytest.mark.parametrize("job_id", ["6f1d8c1e-52b4-4f4e-9b7a-5d0f4a3c2b1a", "not-a-uuid", "1"])
def test_an_unknown_job_is_not_found(client, job_id):
    response = client.get(f"/api/v1/jobs/{job_id}")
    assert response.status_code == 404
    assert error(response) == {"code": "not_found", "message": "no such job", "field": None}
