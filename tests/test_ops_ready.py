"""GET /api/v1/ready: 200 when the database, the broker, the model and a worker are there;
503 naming what failed. GET /api/v1/health stays a cheap liveness check.

The clusters' stats are faked here (a real qcluster reports them in
test_ops_serve_metrics.py and test_postgres_redis_two_clusters.py)."""

import json

import pytest
from django.test import Client
from django.utils import timezone
from django_q.status import Stat, Status

from tenancy.models import ApiKey

# Backend-dependent, so on the PostgreSQL + Redis pass too: readiness of the database, the broker
# and Redis.
pytestmark = pytest.mark.backend


def cluster_stat(status="Idle", workers=(4321,)):
    stat = Status(pid=4320, cluster_id="c0ffee")
    stat.status = status
    stat.workers = list(workers)
    return stat


@pytest.fixture
def clusters(monkeypatch):
    """The clusters that have reported lately (one idle cluster with a worker)."""
    running = [cluster_stat()]
    monkeypatch.setattr(Stat, "get_all", staticmethod(lambda broker=None: running))
    return running


@pytest.fixture
def client(make_tenant):
    """A caller with an API key: the checks' details are for such callers (and staff)."""
    from tests.test_api_support import client_for

    return client_for(make_tenant("acme"))


def ready(client):
    response = client.get("/api/v1/ready")
    return response.status_code, json.loads(response.content)


def test_it_is_ready_when_database_broker_model_and_a_worker_are_there(
    client, job_settings, clusters
):
    status, body = ready(client)

    assert status == 200
    assert body["status"] == "ready"
    checks = body["checks"]
    assert set(checks) == {"database", "broker", "model", "workers"}
    assert all(check["ok"] for check in checks.values())
    assert checks["model"]["kind"] == "standin"
    assert checks["workers"]["clusters"] == 1
    assert checks["workers"]["workers"] == 1
    assert all(check["ms"] >= 0 for check in checks.values())


def test_it_counts_the_workers_holding_the_installed_model(client, job_settings, clusters):
    """Workers note the model they loaded as they start (synth.worker.announce_loaded):
    readiness counts the running workers whose note names the installed model."""
    from django.core.cache import cache

    from synth.speech import folder_fingerprint
    from synth.worker import loaded_key

    stat = clusters[0]
    stat.workers = [4321, 4322, 4323]
    cache.set(loaded_key(stat.host, 4321), folder_fingerprint())
    cache.set(loaded_key(stat.host, 4322), "an older model")  # not reloaded yet
    cache.set(loaded_key(stat.host, 9999), folder_fingerprint())  # a worker gone since
    try:
        status, body = ready(client)
    finally:  # the Redis cache outlives the test
        cache.delete_many([loaded_key(stat.host, pid) for pid in (4321, 4322, 9999)])

    assert status == 200
    assert body["checks"]["workers"] | {"ms": 0} == {
        "ok": True,
        "clusters": 1,
        "workers": 3,
        "loaded": 1,
        "ms": 0,
    }


def test_it_needs_no_key_and_is_never_cached(job_settings, clusters):
    response = Client().get("/api/v1/ready")

    assert response.status_code == 200
    assert "no-cache" in response["Cache-Control"]


@pytest.mark.parametrize("ok", [True, False], ids=["ready", "unready"])
def test_without_a_key_it_says_only_ready_or_not(job_settings, clusters, make_tenant, ok):
    """A fourth hostile pass: the database's and broker's vendors and the clusters' and
    workers' counts were shown to anyone."""
    if not ok:
        clusters[:] = []
    revoked, raw = ApiKey.issue(make_tenant("gone"))
    revoked.revoked = timezone.now()
    revoked.save()
    for headers in ({}, {"Authorization": f"Bearer {raw}"}, {"X-Api-Key": "tts_x_y"}):
        response = Client(headers=headers).get("/api/v1/ready")
        assert response.status_code == (200 if ok else 503)
        assert json.loads(response.content) == {"status": "ready" if ok else "unready"}


def test_a_key_staff_or_the_metrics_token_see_the_checks(
    job_settings, clusters, client, admin_client
):
    job_settings.METRICS_TOKEN = "operator"
    operator = Client(headers={"Authorization": "Bearer operator"})
    for caller in (client, admin_client, operator):
        status, body = ready(caller)
        assert status == 200 and body["checks"]["workers"]["workers"] == 1


def test_without_a_running_worker_it_is_not_ready(client, job_settings, clusters):
    clusters[:] = [cluster_stat(status="Stopping"), cluster_stat(workers=())]

    status, body = ready(client)

    assert status == 503
    assert body["status"] == "unready"
    assert body["checks"]["workers"]["ok"] is False
    assert body["checks"]["workers"]["error"] == "no qcluster worker is running"
    assert body["checks"]["database"]["ok"] is True


def test_without_a_model_it_is_not_ready(client, job_settings, clusters, tmp_path):
    job_settings.SYNTH_MODEL_DIR = tmp_path / "nothing-here"

    status, body = ready(client)

    assert status == 503
    assert body["checks"]["model"] == {
        "ok": False,
        "error": "no model installed",
        "ms": body["checks"]["model"]["ms"],
    }


def test_with_a_broken_model_file_it_is_not_ready_and_says_no_more_than_that(
    client, job_settings, clusters, model_copy
):
    (model_copy / "onnx" / "unicode_indexer.json").write_text("{not json")
    job_settings.SYNTH_MODEL_DIR = model_copy

    status, body = ready(client)

    assert status == 503
    assert body["checks"]["model"]["ok"] is False
    assert body["checks"]["model"]["error"] == "the model folder is invalid (see the log)"
    assert str(model_copy) not in json.dumps(body)  # no paths to the public


def test_with_redis_unreachable_the_broker_and_workers_fail(client, job_settings, clusters):
    job_settings.REDIS_URL = "redis://127.0.0.1:1/0"  # nothing listens on port 1

    status, body = ready(client)

    assert status == 503
    assert body["checks"]["broker"]["ok"] is False
    assert body["checks"]["broker"]["error"] == "broker unreachable (ConnectionError)"
    assert body["checks"]["workers"] == {
        "ok": False,
        "error": "not checked: the broker is unreachable",
    }


def test_health_stays_a_liveness_check_without_queries(
    client, job_settings, django_assert_num_queries
):
    with django_assert_num_queries(0):
        response = client.get("/api/v1/health")

    assert response.status_code == 200
    assert json.loads(response.content) == {"status": "ok", "model": "standin"}
