"""`manage.py serve` (what `make run` runs): gunicorn's and the cluster's processes write
their metrics into one folder and /metrics adds them up; /api/v1/ready sees the real
cluster; every line they log is JSON. On the PostgreSQL + Redis pass, the same there."""

import json
import os
import signal
import subprocess
import sys
import urllib.error
import urllib.request
from email.message import Message

import psutil
import pytest

from tests.cluster import ROOT, clean_up_scenario, scenario_env, serving, wait_until

# Backend-dependent, so on the PostgreSQL + Redis pass too: `manage.py serve` on the pass's
# PostgreSQL and Redis.
pytestmark = pytest.mark.backend


def get(url: str, **headers) -> tuple[int, Message, bytes]:
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as r:
            return r.status, r.headers, r.read()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.headers, exc.read()


TOKEN = "probe-token"


def ready(url: str):
    """The answer to /api/v1/ready once it is 200, else None."""
    try:
        answer = get(url, **{"X-Request-Id": "probe-1", "Authorization": f"Bearer {TOKEN}"})
    except OSError:
        return None
    return answer if answer[0] == 200 else None


def test_serve_exposes_every_processs_metrics_and_is_ready_with_its_cluster(model_dir, tmp_path):
    metrics_dir = tmp_path / "metrics"
    env = scenario_env(
        tmp_path,
        model_dir,
        PROMETHEUS_MULTIPROC_DIR=metrics_dir,
        REDIS_URL=os.getenv("REDIS_URL", ""),  # Redis on the PostgreSQL + Redis pass
        LOG_FORMAT="json",
        METRICS_TOKEN=TOKEN,  # ready's details need it (or a key, or staff)
    )
    out = tmp_path / "serve.log"
    try:
        subprocess.run(
            [sys.executable, "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True,
            timeout=300,
        )  # fmt: skip
        with serving(env, out) as (proc, port):
            base = f"http://127.0.0.1:{port}"
            # Ready once the cluster has said it runs: some while after the web answers.
            status, headers, body = wait_until(
                lambda: ready(f"{base}/api/v1/ready"), 60, "serve to be ready"
            )
            checks = json.loads(body)["checks"]
            assert checks["workers"]["workers"] == 1 and checks["model"]["kind"] == "standin"
            assert checks["broker"]["kind"] == ("redis" if env["REDIS_URL"] else "orm")
            assert headers["X-Request-Id"] == "probe-1"

            # The worker records its RSS once it has loaded the model (synth.worker, as it
            # starts): a moment after the cluster reports it.
            status, _, body = wait_until(
                lambda: (
                    (got := get(f"{base}/metrics"))[2].find(b"tts_worker_rss_bytes{") >= 0 and got
                ),
                30,
                "the worker's RSS",
            )
            assert status == 200
            text = body.decode()
            assert 'tts_queue_jobs{status="queued"} 0.0' in text
            workers = [
                p.pid
                for p in psutil.Process(proc.pid).children(recursive=True)
                if "qcluster" in " ".join(p.cmdline()) or p.name() == "qcluster"
            ]
            rss = [line for line in text.splitlines() if line.startswith("tts_worker_rss_bytes{")]
            assert rss, text  # written by the worker process, read by a gunicorn process
            assert any(f'pid="{pid}"' in line for line in rss for pid in workers), (rss, workers)

            status, _, _ = get(f"{base}/api/v1/voices", **{"X-Request-Id": "no-key-1"})
            assert status == 401
            proc.send_signal(signal.SIGINT)  # a graceful stop: all it logs is in the file
            assert proc.wait(timeout=30) == 0, out.read_text()[-3000:]
    finally:
        clean_up_scenario(env)
    lines = [line for line in out.read_text().splitlines() if line.startswith("{")]
    entries = [json.loads(line) for line in lines]
    (request,) = [e for e in entries if e.get("request_id") == "no-key-1"]
    assert (request["path"], request["status"]) == ("/api/v1/voices", 401)
    assert any(e["logger"] == "django-q" for e in entries)  # the cluster logs JSON too
    assert list(metrics_dir.glob("*.db"))
