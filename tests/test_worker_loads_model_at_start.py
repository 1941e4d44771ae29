"""A qcluster worker loads the model as it starts, before its first job, and /api/v1/ready
says so (``checks.workers.loaded``): a client that waits for readiness never has its first
job pay for the load (a voice agent's first reply has seconds: Pipecat ends a context with
no audio after 3). A real server and qcluster (tests/serving.py), nothing sent before the
worker reports its model loaded.
"""

import http.client
import json
import re
from pathlib import Path

import pytest

from tests.cluster import qcluster, run_scenario, say, start_django, wait_until
from tests.serving import post, serving_env, web_server

# A real qcluster noting its model in the cache (Redis on the service pass).
pytestmark = pytest.mark.backend


def test_a_worker_loads_the_model_before_its_first_job(tmp_path, model_dir):
    print(run_scenario(__name__, serving_env(tmp_path, model_dir), timeout=90))


def ready(port: int, key: str) -> dict:
    """/api/v1/ready with its checks: they are shown to a key (the status alone without)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        conn.request("GET", "/api/v1/ready", headers={"Authorization": f"Bearer {key}"})
        return json.loads(conn.getresponse().read())
    finally:
        conn.close()


def scenario():
    import os

    start_django()
    from tenancy.models import ApiKey, Tenant

    key = ApiKey.issue(Tenant.objects.create(slug="acme", name="Acme"))[1]
    log = Path(os.environ["CLUSTER_LOG"])
    with qcluster(), web_server() as port:
        body = wait_until(
            lambda: (b := ready(port, key))["checks"]["workers"].get("loaded") == 1 and b,
            40,
            "a worker with its model loaded",
        )
        say(f"ready: {body['checks']['workers']}")
        assert body["status"] == "ready", body
        # Loaded by the worker itself, before it was given anything to do.
        loaded = re.search(r"worker \d+ loaded the model in ([\d.]+) s", log.read_text())
        assert loaded, log.read_text()[-3000:]
        assert "processing" not in log.read_text()[: loaded.start()]

        reply = post(port, key, {"text": "Hello there.", "voice": "F1", "lang": "en"})
        assert reply.status == 200, reply
        say(f"load {loaded.group(1)} s; the first request then took {reply.seconds:.2f} s")


if __name__ == "__main__":
    scenario()
