"""A stored clip asked for in a format not stored yet is encoded by a worker for time that
grows with the clip's seconds: it is charged to the clip's tenant as a hit of its text on
the speech endpoints is, through a key or the signed link alike; a stored format is not
charged again (issue 31, eighteenth pass, Q-1)."""

import pytest
from django.db.models import Sum
from django.test import Client

from api.throttles import quota_used
from metering.models import Usage
from synth.models import Clip, SynthesisJob
from synth.playback import stored_format
from tests.test_api_support import client_for, error, key_for, synthesize

pytestmark = pytest.mark.backend

TEXT = "Hello there."


@pytest.fixture
def acme(job_settings, fresh_counts, make_tenant):
    return make_tenant("acme")


@pytest.fixture
def clip(acme):
    return synthesize(acme, TEXT)


def usage_of(tenant, surface=None) -> tuple[int, int]:
    rows = Usage.objects.filter(tenant=tenant)
    if surface is not None:
        rows = rows.filter(surface=surface)
    found = rows.aggregate(Sum("requests"), Sum("characters"))
    return (found["requests__sum"] or 0, found["characters__sum"] or 0)


def variant_jobs():
    return SynthesisJob.objects.filter(params__has_key="variant")


def signed_link(clip) -> str:
    """The clip's audio_url, as its tenant's page gets it."""
    return client_for(clip.tenant).get(f"/api/v1/clips/{clip.key}").json()["audio_url"]


def test_a_new_format_through_a_key_is_charged_and_metered(clip):
    response = client_for(clip.tenant).get(f"/api/v1/clips/{clip.key}/audio?format=mp3")
    assert response.status_code == 200
    assert variant_jobs().count() == 1
    assert quota_used(clip.tenant)[0] == len(TEXT)
    assert usage_of(clip.tenant, "clips") == (1, len(TEXT))


def test_a_new_format_through_the_signed_link_charges_the_clips_tenant(clip):
    response = Client().get(f"{signed_link(clip)}&format=opus")
    assert response.status_code == 200
    assert variant_jobs().count() == 1
    assert quota_used(clip.tenant)[0] == len(TEXT)
    assert usage_of(clip.tenant, "audio_link") == (1, len(TEXT))


def test_a_stored_format_and_the_clips_own_are_not_charged_again(clip):
    client = client_for(clip.tenant)
    for fmt in ("ogg", "ogg", stored_format(clip)):
        assert client.get(f"/api/v1/clips/{clip.key}/audio?format={fmt}").status_code == 200
    assert Client().get(f"{signed_link(clip)}&format=ogg").status_code == 200
    assert quota_used(clip.tenant)[0] == len(TEXT)
    assert usage_of(clip.tenant) == (1, len(TEXT))


def test_more_steps_are_charged_as_the_speech_endpoints_charge_them(acme):
    clip = synthesize(acme, TEXT, steps=16)
    response = client_for(acme).get(f"/api/v1/clips/{clip.key}/audio?format=aac")
    assert response.status_code == 200
    assert quota_used(acme)[0] == 2 * len(TEXT)


@pytest.mark.parametrize("way", ["key", "link"])
def test_over_the_quota_a_new_format_is_refused_and_nothing_is_queued(clip, settings, way):
    settings.API_DAILY_CHARS = len(TEXT) - 1
    client, url = client_for(clip.tenant), f"/api/v1/clips/{clip.key}/audio?format=mp3"
    if way == "link":
        client, url = Client(), f"{signed_link(clip)}&format=mp3"
    response = client.get(url)
    assert response.status_code == 429
    assert error(response)["code"] == "quota_exceeded"
    assert response["Retry-After"]
    assert not variant_jobs().exists()
    assert quota_used(clip.tenant)[0] == 0
    assert usage_of(clip.tenant) == (0, 0)
    # Its own format is still served: nothing to make.
    own = url.replace("format=mp3", f"format={stored_format(clip)}")
    assert client.get(own).status_code == 200


def test_a_full_share_of_the_queue_gives_the_charge_back(clip, settings, monkeypatch):
    from synth.dispatch import QueueFull

    def full(*args, **kwargs):
        raise QueueFull("your share of the queue is full", 5)

    monkeypatch.setattr("synth.playback.join_or_create", full)
    response = client_for(clip.tenant).get(f"/api/v1/clips/{clip.key}/audio?format=mp3")
    assert response.status_code == 503
    assert error(response)["code"] == "encoding_pending"
    assert quota_used(clip.tenant)[0] == 0
    assert usage_of(clip.tenant) == (0, 0)


def test_elevenlabs_and_the_clip_view_charge_a_new_format_alike(sync_jobs, acme):
    eleven = Client(headers={"xi-api-key": key_for(acme)})

    def tts(query):
        body = {"text": TEXT, "model_id": "eleven_multilingual_v2"}
        return eleven.post(f"/v1/text-to-speech/F1?{query}", body, "application/json")

    assert tts("output_format=pcm_24000").status_code == 200  # the clip, a miss
    clip = Clip.objects.get(tenant=acme)
    before = quota_used(acme)[0]
    assert tts("output_format=opus_48000_64").status_code == 200  # a new format of it
    by_eleven = quota_used(acme)[0] - before

    before = quota_used(acme)[0]
    response = client_for(acme).get(f"/api/v1/clips/{clip.key}/audio?format=mp3")
    assert response.status_code == 200
    assert quota_used(acme)[0] - before == by_eleven == len(TEXT)
    assert usage_of(acme, "clips") == (1, len(TEXT))
