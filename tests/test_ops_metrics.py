"""GET /metrics: Prometheus text with the queue depth counted at scrape time, cache hits
and misses per endpoint, job latency, synthesis time, RTF and worker RSS; readable from
127.0.0.1 or with METRICS_TOKEN, by nobody else.

In one process (no PROMETHEUS_MULTIPROC_DIR), as the tests run; the multiprocess mode
with gunicorn and qcluster is in test_ops_serve_metrics.py."""

import pytest
from prometheus_client import REGISTRY
from prometheus_client.parser import text_string_to_metric_families

from ops.views import PROXY_HEADERS
from synth.models import SynthesisJob
from tests.test_api_support import client_for

# Backend-dependent, so on the PostgreSQL + Redis pass too: the queue's depth counted by a query
# at scrape time; cache hits.
pytestmark = pytest.mark.backend


def scrape(client, **extra) -> dict:
    """The samples of one scrape: {(name, labels): value}."""
    response = client.get("/metrics", **extra)
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/plain; version=")
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(response.content.decode())
        for sample in family.samples
    }


def value(name, **labels) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def test_the_queue_depth_is_counted_when_scraped(client, job_settings, acme, make_plan):
    for status, text in [("queued", "One."), ("queued", "Two."), ("running", "Three.")]:
        plan = make_plan(acme, text)
        SynthesisJob.objects.create(tenant=acme, key=plan.key, params={}, status=status)
    SynthesisJob.objects.create(tenant=acme, key="done", params={}, status="done")

    samples = scrape(client)

    assert samples[("tts_queue_jobs", (("status", "queued"),))] == 2
    assert samples[("tts_queue_jobs", (("status", "running"),))] == 1


def test_speech_requests_count_cache_hits_and_misses_per_endpoint(sync_jobs, acme):
    api = client_for(acme)
    before = {
        result: value("tts_cache_requests_total", endpoint="api:speech", result=result)
        for result in ("hit", "miss")
    }
    openai_misses = value("tts_cache_requests_total", endpoint="openai-speech", result="miss")
    body = {"text": "Count me.", "steps": 2, "seed": 1}

    assert api.post("/api/v1/speech", body, "application/json")["X-Cache"] == "MISS"
    assert api.post("/api/v1/speech", body, "application/json")["X-Cache"] == "HIT"
    assert api.post("/api/v1/speech", body, "application/json")["X-Cache"] == "HIT"
    openai = {"model": "tts-1", "input": "Count me.", "voice": "ash"}  # other parameters
    assert api.post("/v1/audio/speech", openai, "application/json").status_code == 200

    assert value("tts_cache_requests_total", endpoint="api:speech", result="miss") == (
        before["miss"] + 1
    )
    assert value("tts_cache_requests_total", endpoint="api:speech", result="hit") == (
        before["hit"] + 2
    )
    assert value("tts_cache_requests_total", endpoint="openai-speech", result="miss") == (
        openai_misses + 1
    )


def test_a_finished_job_records_its_latency_synthesis_time_rtf_and_the_workers_rss(sync_jobs, acme):
    before = {
        name: value(name)
        for name in (
            "tts_job_latency_seconds_count",
            "tts_synthesis_seconds_count",
            "tts_synthesis_rtf_count",
        )
    }
    done = value("tts_jobs_total", outcome="done", code="")

    response = client_for(acme).post(
        "/api/v1/speech", {"text": "Measure me.", "steps": 2, "seed": 2}, "application/json"
    )

    assert response["X-Cache"] == "MISS"
    for name, count in before.items():
        assert value(name) == count + 1, name
    assert value("tts_jobs_total", outcome="done", code="") == done + 1
    from ops.metrics import HOST

    assert value("tts_worker_rss_bytes", host=HOST) > 10_000_000  # this process, > 10 MB


def test_a_failed_job_is_counted_with_its_code(sync_jobs, acme, monkeypatch):
    from engine.errors import InputError

    def refuse(job):
        raise InputError("no")

    monkeypatch.setattr("synth.worker.synthesize", refuse)
    failed = value("tts_jobs_total", outcome="failed", code=InputError.code)

    client_for(acme).post("/api/v1/speech", {"text": "Fail me."}, "application/json")

    assert value("tts_jobs_total", outcome="failed", code=InputError.code) == failed + 1


def test_it_is_readable_from_this_machine_by_default(client, db):
    assert client.get("/metrics").status_code == 200  # the test client is 127.0.0.1
    assert client.get("/metrics", REMOTE_ADDR="::1").status_code == 200


def test_nobody_else_may_read_it(client, db):
    assert client.get("/metrics", REMOTE_ADDR="203.0.113.9").status_code == 403
    # Through a proxy on this machine, the caller is not local.
    forwarded = client.get("/metrics", headers={"X-Forwarded-For": "203.0.113.9"})
    assert forwarded.status_code == 403
    assert client.get("/metrics", headers={"Forwarded": "for=1.2.3.4"}).status_code == 403


@pytest.mark.parametrize("header", PROXY_HEADERS)
def test_a_request_relayed_by_a_proxy_is_not_local_whichever_header_says_so(client, db, header):
    # nginx sends X-Real-IP alone when told to (the hostile pass's probe: 200 before)
    assert client.get("/metrics", headers={header: "203.0.113.9"}).status_code == 403


def test_a_configured_network_may_read_it(client, settings, db):
    settings.METRICS_ALLOWED_IPS = ["10.0.0.0/8"]

    assert client.get("/metrics", REMOTE_ADDR="10.1.2.3").status_code == 200
    assert client.get("/metrics").status_code == 403  # the default is replaced


def test_the_token_opens_it_from_anywhere_and_a_wrong_one_from_nowhere(client, settings, db):
    settings.METRICS_TOKEN = "s3cret"
    remote = {"REMOTE_ADDR": "203.0.113.9"}

    ok = client.get("/metrics", headers={"Authorization": "Bearer s3cret"}, **remote)
    assert ok.status_code == 200
    wrong = client.get("/metrics", headers={"Authorization": "Bearer nope"})
    assert wrong.status_code == 403  # even from 127.0.0.1: a wrong token is refused
    assert client.get("/metrics", **remote).status_code == 403
