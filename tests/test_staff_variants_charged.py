"""The players people listen on (the playground's, the review page's) make a stored clip's
format not stored yet through the same charge the API's clip audio takes (issue 30: staff
players made variants uncharged): a worker's encoding is charged to the clip's tenant as a
hit of its text, metered under the staff's way in, refused past the quota or for a
deactivated tenant with nothing queued, and awaited holding no thread."""

import asyncio

import pytest
from django.db.models import Sum
from django.test import Client
from django.urls import reverse

from api.throttles import quota_used
from home import views as home_views
from metering.models import Usage
from review import views as review_views
from synth.models import SynthesisJob
from synth.playback import stored_format
from tests.test_api_support import synthesize

pytestmark = pytest.mark.backend

TEXT = "Hello there."


@pytest.fixture
def acme(job_settings, fresh_counts, make_tenant):
    return make_tenant("acme")


@pytest.fixture
def clip(acme):
    return synthesize(acme, TEXT)


@pytest.fixture
def reviewer(acme, make_member):
    client = Client()
    client.force_login(make_member(acme, "reviewer"))
    return client


def other_format(clip) -> str:
    return "mp3" if stored_format(clip) != "mp3" else "ogg"


def playground_url(clip, fmt) -> str:
    return reverse("home:clip-audio", args=[clip.pk, fmt])


def review_url(clip, fmt) -> str:
    return reverse("admin:review_clip_audio", args=[clip.pk]) + f"?format={fmt}"


WAYS = {"playground": playground_url, "admin": review_url}


def usage_of(tenant) -> dict:
    rows = Usage.objects.filter(tenant=tenant).values("surface")
    return {
        row["surface"]: (row["requests__sum"], row["characters__sum"])
        for row in rows.annotate(Sum("requests"), Sum("characters"))
    }


def variant_jobs():
    return SynthesisJob.objects.filter(params__has_key="variant")


def body(response) -> bytes:
    return b"".join(response.streaming_content) if response.streaming else response.content


@pytest.mark.parametrize("way", WAYS)
def test_a_new_format_on_a_player_is_charged_and_metered_as_the_apis(clip, reviewer, way):
    response = reviewer.get(WAYS[way](clip, other_format(clip)))
    assert response.status_code == 200, body(response)
    assert body(response)
    assert variant_jobs().count() == 1
    assert quota_used(clip.tenant)[0] == len(TEXT)
    assert usage_of(clip.tenant) == {way: (1, len(TEXT))}
    # Played again (a seek, a replay): stored now, not charged again.
    assert reviewer.get(WAYS[way](clip, other_format(clip))).status_code == 200
    assert quota_used(clip.tenant)[0] == len(TEXT)


@pytest.mark.parametrize("way", WAYS)
def test_the_clips_own_format_is_not_charged(clip, reviewer, way):
    response = reviewer.get(WAYS[way](clip, stored_format(clip)))
    assert response.status_code == 200
    assert not variant_jobs().exists()
    assert quota_used(clip.tenant)[0] == 0
    assert usage_of(clip.tenant) == {}


@pytest.mark.parametrize("way", WAYS)
def test_over_the_quota_a_player_is_refused_and_nothing_is_queued(clip, reviewer, settings, way):
    settings.API_DAILY_CHARS = len(TEXT) - 1
    response = reviewer.get(WAYS[way](clip, other_format(clip)))
    assert response.status_code == 429
    assert response["Retry-After"]
    assert not variant_jobs().exists()
    assert quota_used(clip.tenant)[0] == 0
    assert usage_of(clip.tenant) == {}


@pytest.mark.parametrize("way", WAYS)
def test_a_deactivated_tenants_clip_gets_no_new_format(clip, reviewer, way):
    clip.tenant.active = False
    clip.tenant.save()
    response = reviewer.get(WAYS[way](clip, other_format(clip)))
    # The playground lists active tenants only (its clips are a 404); the review page
    # still shows the clip, and says why nothing is made.
    assert response.status_code == (404 if way == "playground" else 403)
    assert not variant_jobs().exists()
    assert quota_used(clip.tenant)[0] == 0


@pytest.mark.parametrize("way", WAYS)
def test_another_tenants_member_and_a_stranger_reach_nothing(clip, make_tenant, make_member, way):
    charlie = Client()
    charlie.force_login(make_member(make_tenant("theirs"), "admin", "charlie"))
    url = WAYS[way](clip, other_format(clip))
    assert charlie.get(url).status_code == 404
    stranger = Client().get(url)
    if way == "admin":  # sent to sign in, as every admin page does
        assert stranger.status_code == 302 and stranger["Location"].startswith("/admin/login/")
    else:
        assert stranger.status_code == 404
    assert not variant_jobs().exists()
    assert quota_used(clip.tenant)[0] == 0


def test_the_players_await_on_the_event_loop():
    """A format being made is awaited, suspended: the views are coroutines."""
    assert asyncio.iscoroutinefunction(home_views.clip_audio)
    assert asyncio.iscoroutinefunction(review_views.clip_audio)
