"""The scaled mode: PostgreSQL + Redis, and two `manage.py qcluster` processes (two worker
hosts, as far as the queue can tell) sharing one queue. A POST /speech miss is completed
by one of them, exactly once: one job, one attempt, one clip.

Runs on `make test`'s PostgreSQL + Redis pass (tests/postgres_redis.py); skipped on the
embedded pass. The scenario runs in a process of its own (tests/cluster.py)."""

import os
import sys

import pytest

from tests.cluster import (
    qcluster,
    reachable_redis,
    run_scenario,
    say,
    scenario_env,
    start_django,
    wait_until,
)

# Backend-dependent, so on the PostgreSQL + Redis pass too: two qclusters sharing the Redis queue.
pytestmark = [
    pytest.mark.backend,
    pytest.mark.skipif(
        not os.getenv("DATABASE_URL", "").startswith(("postgres://", "postgresql://")),
        reason="runs on the PostgreSQL + Redis pass of `make test`",
    ),
]


def test_two_clusters_share_the_queue_and_one_of_them_makes_the_clip_once(tmp_path, model_dir):
    env = scenario_env(
        tmp_path,
        model_dir,
        REDIS_URL=reachable_redis(),
        PROMETHEUS_MULTIPROC_DIR=tmp_path / "metrics",
    )

    run_scenario(__name__, env)


def worker_rss_lines() -> int:
    from django.test import Client

    metrics = Client().get("/metrics").content.decode()
    return sum(line.startswith("tts_worker_rss_bytes{") for line in metrics.splitlines())


def scenario():
    start_django()
    import psutil
    from django.test import Client
    from django.test.utils import setup_test_environment

    from synth.models import Clip, SynthesisJob
    from tenancy.models import ApiKey, Tenant

    setup_test_environment()  # the test client's host name, as pytest-django would
    from django.db import connection

    assert connection.vendor == "postgresql"
    tenant = Tenant.objects.create(slug="acme", name="Acme")
    api = Client(headers={"Authorization": f"Bearer {ApiKey.issue(tenant)[1]}"})
    body = {"text": "Two clusters, one clip.", "steps": 2, "seed": 1, "wait": 30}

    with qcluster("a") as first, qcluster("b") as second:

        def both_ready():
            response = api.get("/api/v1/ready")  # its details need a key
            workers = response.json()["checks"]["workers"]
            return response if response.status_code == 200 and workers["clusters"] == 2 else None

        ready = wait_until(both_ready, 60, "both clusters to report to /ready").json()
        say(f"ready: {ready['checks']}")
        assert ready["checks"]["broker"]["kind"] == "redis"
        assert ready["checks"]["database"]["vendor"] == "postgresql"

        response = api.post("/api/v1/speech", body, "application/json")
        assert response.status_code == 200, response.content[:500]
        assert response["X-Cache"] == "MISS"
        job = SynthesisJob.objects.get(tenant=tenant)
        say(f"job {job.id} done by {job.worker}")

        pid = int(job.worker.rsplit(":", 1)[1])
        owners = [
            cluster
            for cluster in (first, second)
            if pid in {p.pid for p in psutil.Process(cluster.pid).children(recursive=True)}
        ]
        assert len(owners) == 1  # a worker of one of the two clusters

        again = api.post("/api/v1/speech", body, "application/json")
        assert again["X-Cache"] == "HIT"
        assert again["X-Clip-Id"] == response["X-Clip-Id"]

        # A worker records its memory once it has loaded the model, as it starts: the
        # other cluster's may still be loading (it took no job).
        wait_until(lambda: worker_rss_lines() >= 2, 60, "both clusters' workers' memory")
        metrics = Client().get("/metrics").content.decode()
        assert "tts_job_latency_seconds_count 1.0" in metrics
        assert 'tts_queue_jobs{status="queued"} 0.0' in metrics
        assert 'tts_cache_requests_total{endpoint="api:speech",result="hit"} 1.0' in metrics
        rss = [line for line in metrics.splitlines() if line.startswith("tts_worker_rss_bytes{")]
        assert len(rss) >= 2, rss  # a worker of each cluster reported its memory

    assert (job.status, job.attempts, job.error_code) == ("done", 1, "")
    assert SynthesisJob.objects.filter(tenant=tenant).count() == 1
    clip = Clip.objects.get(tenant=tenant)
    assert job.clip == clip and clip.key == response["X-Clip-Id"]
    assert "onnxruntime" not in sys.modules  # inference ran in the workers only


if __name__ == "__main__":
    scenario()
