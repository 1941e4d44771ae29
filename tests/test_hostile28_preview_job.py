"""The preset preview's ``job`` is the sample's own job, never another (issue 30, the
twenty-eighth pass's H-2: ``?job=`` naming any job of the tenant answered that job's clip
as WAV, the encoding made for it uncharged and unmetered, and the request held a web thread
up to API_MAX_WAIT for the encoding, with nothing counted against the tenant's rate)."""

import pytest

from metering.limits import quota_used
from synth import playback
from synth.models import Clip, SynthesisJob
from tests.test_api_support import client_for

PREVIEW = "/admin/lexicon/voicepreset/preview/"


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def another_requests_job(acme) -> SynthesisJob:
    response = client_for(acme).post(
        "/api/v1/speech",
        {"text": "A long answer the tenant asked for as MP3 alone.", "format": "mp3"},
        "application/json",
    )
    assert response.status_code == 200, response.content
    return SynthesisJob.objects.get(tenant=acme, key=response["X-Clip-Id"])


def test_another_jobs_id_gets_the_sample_charged_not_that_clip(
    client, acme, make_member, sync_jobs
):
    job = another_requests_job(acme)
    client.force_login(make_member(acme, "editor"))
    before = quota_used(acme)[0]
    sample = {"tenant": acme.pk, "voice": "F1", "lang": "en", "text": "Hi.", "job": job.pk}
    response = client.get(PREVIEW, sample)
    assert response.status_code == 200, response.content
    assert response["X-Clip-Id"] != job.key  # the sample, not the other request's clip
    assert Clip.objects.get(key=response["X-Clip-Id"]).text == "Hi."
    assert quota_used(acme)[0] == before + len("Hi.")  # charged as a request is
    assert not Clip.objects.get(key=job.key).encodings.filter(format="wav").exists()


def test_asking_again_for_its_own_job_is_not_charged_twice(client, acme, make_member, job_settings):
    client.force_login(make_member(acme, "editor"))
    sample = {"tenant": acme.pk, "voice": "M1", "lang": "en", "text": "Hello there."}
    first = client.get(PREVIEW, sample)
    assert first.status_code == 202
    used = quota_used(acme)[0]
    again = client.get(PREVIEW, {**sample, "job": first["X-Job"]})
    assert again.status_code == 202 and again["X-Job"] == first["X-Job"]
    assert quota_used(acme)[0] == used
    assert SynthesisJob.objects.filter(tenant=acme).count() == 1


def test_a_sample_without_its_wav_is_never_waited_for(
    client, acme, make_member, sync_jobs, monkeypatch
):
    made = client_for(acme).post(
        "/api/v1/speech", {"text": "Hello there.", "format": "mp3", "voice": "M1"},
        "application/json",
    )  # fmt: skip
    assert made.status_code == 200
    waits = []
    monkeypatch.setattr(playback, "wait_for", lambda job, seconds: waits.append(seconds) or job)
    pending = SynthesisJob(tenant=acme, key="x", params={}, status=SynthesisJob.Status.QUEUED)
    monkeypatch.setattr(playback, "variant_job", lambda clip, fmt: pending)  # being made
    client.force_login(make_member(acme, "editor"))
    sample = {"tenant": acme.pk, "voice": "M1", "lang": "en", "text": "Hello there."}
    response = client.get(PREVIEW, sample)
    assert response.status_code == 503 and response["Retry-After"]
    assert waits == []  # looked at, not waited for: the page asks again (Retry-After)
