"""Per-tenant rate limits, daily character quotas and body limits: clear 4xx, never 5xx."""

import pytest
from django.core.cache import cache

from api import throttles
from tests.test_api_support import client_for, error

# Backend-dependent, so on the PostgreSQL + Redis pass too: rate limits and quotas are counted in
# Redis or the database; the queue's depth.
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("sync_jobs")]


@pytest.fixture(autouse=True)
def fresh_counters(db):
    forget_counts()
    yield
    forget_counts()


def speak(api, text="Hello."):
    return api.post("/api/v1/speech", {"text": text, "steps": 1}, content_type="application/json")


def test_the_rate_limit_answers_429_with_retry_after(sync_jobs, make_tenant, one_rate_window):
    sync_jobs.API_RATE = "3/min"
    api = client_for(make_tenant("acme"))
    assert [speak(api).status_code for _ in range(3)] == [200, 200, 200]
    response = speak(api)
    assert response.status_code == 429 and error(response)["code"] == "rate_limited"
    assert 0 < int(response["Retry-After"]) <= 60


def test_rate_limits_are_per_tenant(sync_jobs, make_tenant, one_rate_window):
    sync_jobs.API_RATE = "2/min"
    alice, bob = client_for(make_tenant("alice")), client_for(make_tenant("bob"))
    assert [speak(alice).status_code for _ in range(3)] == [200, 200, 429]
    assert speak(bob).status_code == 200


def test_the_daily_character_quota(sync_jobs, make_tenant):
    sync_jobs.API_DAILY_CHARS = 20
    api = client_for(make_tenant("acme"))
    assert speak(api, "Twelve chars").status_code == 200
    response = speak(api, "Twelve again")
    assert response.status_code == 429 and error(response)["code"] == "quota_exceeded"
    assert "20 characters" in error(response)["message"]
    assert 0 < int(response["Retry-After"]) <= 86401
    # The refused request did not use the quota: eight characters still fit.
    assert speak(api, "Eight ch").status_code == 200


def test_the_quota_counts_openai_input_and_batch_items(sync_jobs, make_tenant):
    sync_jobs.API_DAILY_CHARS = 10
    api = client_for(make_tenant("acme"))
    response = api.post(
        "/v1/audio/speech",
        {"model": "tts-1", "voice": "alloy", "input": "More than ten characters"},
        content_type="application/json",
    )
    assert response.status_code == 429
    response = api.post(
        "/api/v1/batches",
        {"items": [{"text": "six ch"}, {"text": "six ch"}]},
        content_type="application/json",
    )
    assert response.status_code == 429


def test_an_oversized_body_is_refused_before_it_is_read(job_settings, make_tenant):
    job_settings.API_MAX_BODY_BYTES = 1000
    api = client_for(make_tenant("acme"))
    response = api.post("/api/v1/speech", {"text": "x" * 2000}, content_type="application/json")
    assert response.status_code == 413
    assert response.json()["error"]["code"] == "body_too_large"


def test_a_long_text_is_refused_with_its_limit(job_settings, make_tenant):
    job_settings.API_MAX_TEXT_CHARS = 50
    response = speak(client_for(make_tenant("acme")), "y" * 51)
    assert response.status_code == 413 and error(response)["code"] == "text_too_long"


def test_a_full_queue_answers_503_but_hits_still_play(job_settings, make_tenant, settings):
    from django_q.conf import Conf

    api = client_for(make_tenant("acme"))
    Conf.SYNC, job_settings.Q_CLUSTER = True, {**job_settings.Q_CLUSTER, "sync": True}
    assert speak(api, "Cached already.").status_code == 200
    Conf.SYNC, job_settings.Q_CLUSTER = False, {**job_settings.Q_CLUSTER, "sync": False}
    job_settings.SYNTH_MAX_QUEUE = 0
    response = api.post(
        "/api/v1/speech", {"text": "Brand new.", "wait": 0}, content_type="application/json"
    )
    assert response.status_code == 503 and error(response)["code"] == "queue_full"
    assert int(response["Retry-After"]) >= 1
    assert speak(api, "Cached already.")["X-Cache"] == "HIT"


def test_the_days_count_outlives_the_caches_default_timeout(sync_jobs, make_tenant):
    sync_jobs.API_DAILY_CHARS = 100
    tenant = make_tenant("acme")
    assert speak(client_for(tenant), "Twelve chars").status_code == 200
    value, seconds = throttles.quota_used(tenant)
    # Counted until tomorrow (UTC), not for the cache's default five minutes.
    assert value == 12
    assert seconds > 300 + 60 or now().hour == 23


def now():
    import datetime as dt

    return dt.datetime.now(dt.UTC)


def forget_counts() -> None:
    """Start the rate and quota counters again from zero (wherever api.throttles keeps
    them; the database's are also rolled back after each test)."""
    from metering.models import LimitCounter

    cache.clear()
    LimitCounter.objects.all().delete()


def test_a_chunked_body_is_refused_unread(job_settings, make_tenant):
    api = client_for(make_tenant("acme"))
    response = api.post(
        "/api/v1/speech",
        b'{"text": "Hello."}',
        content_type="application/json",
        headers={"Transfer-Encoding": "chunked"},
    )
    assert response.status_code == 411 and error(response)["code"] == "length_required"


def test_a_pls_file_may_be_larger_than_other_bodies(job_settings, make_tenant):
    job_settings.API_MAX_BODY_BYTES = 1000
    api = client_for(make_tenant("acme"))
    lexemes = "".join(
        f"<lexeme><grapheme>W{i}</grapheme><alias>word {i}</alias></lexeme>" for i in range(200)
    )
    pls = (
        '<?xml version="1.0"?><lexicon version="1.0" '
        'xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" xml:lang="en">'
        f"{lexemes}</lexicon>"
    ).encode()
    assert len(pls) > 1000
    response = api.post("/api/v1/lexicon/import", pls, content_type="application/pls+xml")
    assert response.status_code == 200, response.content[:300]
    too_big = api.post("/api/v1/speech", {"text": "x" * 2000}, content_type="application/json")
    assert too_big.status_code == 413
