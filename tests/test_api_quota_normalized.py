"""The daily character quota counts what will be synthesized: a lexicon alias that makes
the text longer is charged its normalized length, on every way in (POST /speech plain and
streamed, the OpenAI endpoint, batches) and on the remembered-answer fast path alike; a
request the grown text takes over the quota is refused before any job exists."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from metering.models import Usage
from synth.models import Batch, Clip, SynthesisJob
from tests.test_api_support import client_for, error

# Backend-dependent, so on the PostgreSQL + Redis pass too: the quota's counters, on the cache's
# fast path too.
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("sync_jobs", "fresh_counts")]

SENT = "ACME."
NORMALIZED = "a company that makes everything, everywhere."


@pytest.fixture
def acme(make_tenant, make_entry):
    tenant = make_tenant("acme")
    make_entry(tenant, "ACME", NORMALIZED.removesuffix("."))
    return tenant


# Each way in, sending SENT once.
WAYS_IN = {
    "speech": ("/api/v1/speech", {"text": SENT, "steps": 1, "format": "wav"}),
    "stream": ("/api/v1/speech", {"text": SENT, "steps": 1, "stream": True}),
    "openai": (
        "/v1/audio/speech",
        {"model": "tts-1", "voice": "alloy", "input": SENT, "response_format": "wav"},
    ),
    "batch": ("/api/v1/batches", {"items": [{"text": SENT, "steps": 1}]}),
}


def send(api, way: str):
    path, body = WAYS_IN[way]
    return api.post(path, body, content_type="application/json")


def charged(tenant) -> int:
    """The characters the usage records counted (what the quota was charged)."""
    return sum(Usage.objects.filter(tenant=tenant).values_list("characters", flat=True))


def test_the_alias_makes_the_text_grow(acme):
    api = client_for(acme)
    response = api.post("/api/v1/normalize", {"text": SENT}, content_type="application/json")
    assert response.json()["normalized_text"] == NORMALIZED


@pytest.mark.parametrize("way", ["speech", "stream", "openai"])
def test_a_request_is_charged_its_normalized_length(acme, way):
    assert send(client_for(acme), way).status_code == 200
    assert charged(acme) == len(NORMALIZED)


@pytest.mark.parametrize("way", WAYS_IN)
def test_a_quota_between_the_sent_and_the_normalized_length_refuses_and_synthesizes_nothing(
    acme, sync_jobs, way
):
    sync_jobs.API_DAILY_CHARS = len(NORMALIZED) - 1
    response = send(client_for(acme), way)
    assert response.status_code == 429, response.content[:300]
    body = response.json()["error"]
    assert body["code"] == "quota_exceeded"
    assert not SynthesisJob.objects.exists() and not Clip.objects.exists()
    assert not Batch.objects.exists()


@pytest.mark.parametrize("way", WAYS_IN)
def test_the_normalized_length_fits_a_quota_of_exactly_that(acme, sync_jobs, way):
    sync_jobs.API_DAILY_CHARS = len(NORMALIZED)
    api = client_for(acme)
    assert send(api, way).status_code in (200, 202)
    response = api.post("/api/v1/speech", {"text": "A"}, content_type="application/json")
    assert response.status_code == 429 and error(response)["code"] == "quota_exceeded"


def test_every_item_of_a_batch_is_charged_its_normalized_length(acme, sync_jobs):
    sync_jobs.API_DAILY_CHARS = 3 * len(NORMALIZED) - 1
    api = client_for(acme)
    items = [{"text": SENT, "seed": seed} for seed in (1, 2, 3)]
    response = api.post("/api/v1/batches", {"items": items}, content_type="application/json")
    assert response.status_code == 429 and error(response)["code"] == "quota_exceeded"
    assert not Batch.objects.exists() and not SynthesisJob.objects.exists()


@pytest.mark.parametrize("way", ["speech", "openai"])
def test_a_remembered_answer_is_charged_what_the_full_view_charged(acme, sync_jobs, way):
    sync_jobs.API_DAILY_CHARS = 3 * len(NORMALIZED) + len(SENT)
    api = client_for(acme)
    assert send(api, way)["X-Cache"] == "MISS"
    assert send(api, way)["X-Cache"] == "HIT"  # the full view's hit, remembered
    with CaptureQueriesContext(connection) as queries:
        remembered = send(api, way)
    assert remembered["X-Cache"] == "HIT"
    assert not any("synth_clip" in q["sql"] for q in queries.captured_queries)  # the fast path
    assert charged(acme) == 3 * len(NORMALIZED)
    refused = send(api, way)  # its text as sent fits the quota left; as spoken it does not
    assert refused.status_code == 429
    assert refused.json()["error"]["code"] == "quota_exceeded"
