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


def test_a_request_that_joins_anothers_job_for_the_format_is_not_charged(clip, settings):
    """Requests that meet on one new format share one job, and only the one that made it
    pays: each of them paid before (the twenty-first pass, L-1: 12 players asking for 2
    formats at once were charged 12 times; 8 API asks for one format, 8 times)."""
    from synth.playback import variant_key

    settings.API_MAX_WAIT = 0.3
    SynthesisJob.objects.create(  # another request's job for it, still queued
        tenant=clip.tenant,
        key=variant_key(clip, "mp3"),
        params={"variant": {"clip": clip.pk, "format": "mp3"}},
    )
    response = client_for(clip.tenant).get(f"/api/v1/clips/{clip.key}/audio?format=mp3")
    assert response.status_code == 503  # still being made: ask again shortly
    assert error(response)["code"] == "encoding_pending"
    assert variant_jobs().count() == 1  # joined, not another
    assert quota_used(clip.tenant)[0] == 0
    assert usage_of(clip.tenant) == (0, 0)


def test_a_signed_links_fetches_do_not_spend_the_tenants_own_rate(clip, settings):
    """Anyone holding a clip's signed link could spend its tenant's API rate with it (the
    twenty-first pass, M-3: 586 fetches, then the tenant's own API was 429): a link's
    fetches are counted apart, at the same rate."""
    settings.API_RATE = "10/min"
    link = signed_link(clip)  # the tenant's request: 1 of its 10
    for _ in range(5):
        assert Client().get(link).status_code == 200
    answered = [Client().get(link).status_code for _ in range(3)]
    assert answered[-1] == 429  # the link's own share of the links' 10 is spent
    mine = client_for(clip.tenant).get(f"/api/v1/clips/{clip.key}")
    assert mine.status_code == 200  # the tenant's keys still have theirs


def test_one_links_fetches_never_refuse_another_link(acme, settings):
    """The links' rate was one per tenant (the twenty-second pass, L-C): one holder's 600
    fetches made every other link of the tenant 429. One link takes at most half of it."""
    settings.API_RATE = "10/min"
    busy, other = synthesize(acme, TEXT), synthesize(acme, "Another clip.")
    busy_link, other_link = signed_link(busy), signed_link(other)
    answered = [Client().get(busy_link).status_code for _ in range(7)]
    assert answered == [200] * 5 + [429] * 2  # that link's half of the links' 10
    assert Client().get(other_link).status_code == 200  # before: 429


def test_many_links_share_the_links_rate(acme, settings, one_rate_window):
    """A rate per link made a tenant's links' rate its number of clips times API_RATE (the
    twenty-fourth pass, M-2: 1,215 fetches in 30 s through 20 links, four times the rate):
    all its links share one."""
    settings.API_RATE = "10/min"
    links = [signed_link(synthesize(acme, f"Clip number {i}.")) for i in range(4)]
    answered = [Client().get(link).status_code for link in links for _ in range(4)]
    assert answered.count(200) == 10  # before: 16 (four links, four each)
