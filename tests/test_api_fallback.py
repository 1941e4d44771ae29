"""The article's fallback: a prepared "please try again" clip instead of silence."""

import pytest

from lexicon.models import VoicePreset
from synth.models import FallbackClip, SynthesisJob
from tests.test_api_support import client_for, error, synthesize

# Backend-dependent, so on the PostgreSQL + Redis pass too: the queue's queued jobs and depth
# decide the fallback.
pytestmark = pytest.mark.backend


@pytest.fixture
def acme(make_tenant, sync_jobs):
    tenant = make_tenant("acme")
    apology = synthesize(tenant, "Sorry, please try again in a moment.")
    FallbackClip.objects.choose(tenant, None, apology)
    return tenant


def fallback_of(tenant, preset=None):
    return FallbackClip.objects.own(tenant, preset)


def speak(api, **body):
    return api.post("/api/v1/speech", body, content_type="application/json")


def go_async(settings):
    """Turn off sync mode: new jobs stay queued (no cluster runs in these tests)."""
    from django_q.conf import Conf

    Conf.SYNC = False
    settings.Q_CLUSTER = {**settings.Q_CLUSTER, "sync": False}


def test_a_slow_miss_gets_the_fallback_clip_and_the_job_location(acme, settings):
    go_async(settings)
    response = speak(client_for(acme), text="A brand new sentence.", wait=0, fallback=True)
    assert response.status_code == 200
    assert response["X-TTS-Fallback"] == "timeout" and response["X-Cache"] == "FALLBACK"
    assert response["X-Clip-Id"] == fallback_of(acme).key
    job = SynthesisJob.objects.get(tenant=acme, status="queued")
    assert response["Location"] == f"/api/v1/jobs/{job.pk}"


def test_without_asking_the_client_gets_the_202(acme, settings):
    go_async(settings)
    response = speak(client_for(acme), text="Another new sentence.", wait=0)
    assert response.status_code == 202 and "X-TTS-Fallback" not in response


def test_a_failed_job_gets_the_fallback_with_its_reason(acme, monkeypatch):
    import synth.worker

    def broken(job):
        raise RuntimeError("the model crashed")

    monkeypatch.setattr(synth.worker, "synthesize", broken)
    api = client_for(acme)
    response = speak(api, text="This one will fail.", fallback=True)
    assert response.status_code == 200
    assert response["X-TTS-Fallback"] == "failed:synthesis_failed"
    plain = speak(api, text="This one will fail.")
    assert plain.status_code == 500 and error(plain)["code"] == "synthesis_failed"


def test_a_full_queue_gets_the_fallback(acme, settings):
    go_async(settings)
    settings.SYNTH_MAX_QUEUE = 0
    response = speak(client_for(acme), text="No room for me.", wait=0, fallback=True)
    assert response.status_code == 200 and response["X-TTS-Fallback"] == "failed:queue_full"


def test_a_presets_fallback_wins(acme, settings):
    other = synthesize(acme, "The preset's own apology.")
    calm = VoicePreset.objects.create(tenant=acme, name="calm", voice="F1")
    FallbackClip.objects.choose(acme, calm, other)
    go_async(settings)
    response = speak(client_for(acme), text="Brand new.", preset="calm", wait=0, fallback=True)
    assert response["X-Clip-Id"] == other.key


def test_without_a_fallback_clip_the_request_is_answered_as_usual(make_tenant, sync_jobs, settings):
    tenant = make_tenant("plain")
    go_async(settings)
    response = speak(client_for(tenant), text="Nothing prepared.", wait=0, fallback=True)
    assert response.status_code == 202


def test_a_preset_cannot_point_at_another_tenants_clip(acme, make_tenant):
    other = make_tenant("other")
    api = client_for(other)
    response = api.post(
        "/api/v1/presets",
        {"name": "p", "voice": "F1", "fallback_clip": fallback_of(acme).key},
        content_type="application/json",
    )
    assert response.status_code == 400 and error(response)["field"] == "fallback_clip"
