"""Every answered speech request counts on the dashboard (metering.Usage): requests, cache
hits (whichever path served them) and characters; refused requests do not count."""

import pytest
from django.core.cache import cache

from metering.models import Usage
from tests.test_api_support import client_for

# Backend-dependent, so on the PostgreSQL + Redis pass too: usage counts in the database, on the
# cache's fast path too.
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("sync_jobs")]
TEXT = "Your table is ready."


@pytest.fixture(autouse=True)
def fresh_counts(db):
    cache.clear()
    yield


def speak(api, **fields):
    body = {"text": TEXT, "steps": 2, **fields}
    return api.post("/api/v1/speech", body, content_type="application/json")


def test_misses_and_hits_are_counted(make_tenant):
    acme = make_tenant("acme")
    api = client_for(acme)
    assert [speak(api)["X-Cache"] for _ in range(3)] == ["MISS", "HIT", "HIT"]
    assert speak(api, format="mp3")["X-Cache"] == "HIT"  # the full view's hit
    day = Usage.objects.get(tenant=acme)
    assert (day.requests, day.hits, day.characters) == (4, 3, 4 * len(TEXT))


def test_refused_requests_do_not_count(make_tenant, sync_jobs, one_rate_window):
    sync_jobs.API_RATE = "1/min"
    acme, bob = make_tenant("acme"), make_tenant("bob")
    api = client_for(acme)
    assert speak(api).status_code == 200
    assert speak(api).status_code == 429
    assert speak(client_for(bob), text="").status_code == 400
    assert Usage.objects.get(tenant=acme).requests == 1
    assert not Usage.objects.filter(tenant=bob).exists()


def test_openai_requests_are_counted(make_tenant):
    acme = make_tenant("acme")
    api = client_for(acme)
    body = {"model": "tts-1", "input": TEXT, "voice": "alloy", "response_format": "wav"}
    for _ in range(3):
        api.post("/v1/audio/speech", body, content_type="application/json")
    day = Usage.objects.get(tenant=acme)
    assert (day.requests, day.hits, day.characters) == (3, 2, 3 * len(TEXT))
