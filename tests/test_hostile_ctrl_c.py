"""Ctrl-C on `make run` (`manage.py serve`) ends every process it started, every time,
within seconds, even with requests in flight and one of them waiting for synthesis."""

import http.client
import json
import os
import signal
import socket
import threading
import time

import psutil

from ops.management.commands.serve import GRACE_SECONDS
from tests.cluster import clean_up_scenario, migrated, scenario_env, serving, wait_until
from tests.faults.harness import SLOW

# Two cycles in `make test`; `make faults` runs five (CTRL_C_CYCLES), as do people who
# want more proof: each cycle is a whole serve's start and stop (about 25 s).
CYCLES = int(os.environ.get("CTRL_C_CYCLES", "2"))
# SIGTERM, then SIGKILL after the grace period, and a margin for a busy host; the queued
# work below takes longer than this.
STOP_SECONDS = GRACE_SECONDS + 5
QUEUED = 4

ISSUE_KEY = """
from tenancy.models import ApiKey, Tenant
print(ApiKey.issue(Tenant.objects.create(slug="acme", name="Acme"))[1])
"""


def request(port: int, method: str, path: str, key: str, body: dict | None = None):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    try:
        headers = {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}
        conn.request(method, path, body=json.dumps(body) if body else None, headers=headers)
        response = conn.getresponse()
        return response.status, response.read()
    except OSError as exc:  # cut off by the stop: what this test expects of some
        return 0, str(exc).encode()
    finally:
        conn.close()


def port_is_free(port: int) -> bool:
    """True if a new server could listen there (as gunicorn does: SO_REUSEADDR, so the
    connections the stop cut, in TIME_WAIT, do not count)."""
    with socket.socket() as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def test_ctrl_c_ends_every_process_of_serve_and_frees_its_port_every_time(model_dir, tmp_path):
    env = scenario_env(tmp_path, model_dir, Q_WORKERS="1")
    try:
        key = migrated(env, ISSUE_KEY)
        for cycle in range(CYCLES):
            stop_with_requests_in_flight(env, key, cycle, tmp_path / f"serve-{cycle}.log")
    finally:
        clean_up_scenario(env)


def stop_with_requests_in_flight(env, key: str, cycle: int, log) -> None:
    with serving(env, log) as (proc, port):
        # Slow texts queued; a client waits for the last (its thread is busy until the clip
        # is made, or its wait runs out); a few quick requests beside it.
        texts = [f"Cycle {cycle}, text {i}. {SLOW['text']}" for i in range(QUEUED)]
        params = {"steps": SLOW["steps"], "speed": SLOW["speed"]}
        for text in texts:
            status, body = request(
                port, "POST", "/api/v1/speech", key, {"text": text, "wait": 0, **params}
            )
            assert status == 202, body
        waiting = {"text": texts[-1], "wait": 30, **params}
        calls = [("POST", "/api/v1/speech", waiting)] + [("GET", "/api/v1/voices", None)] * 3
        clients = [
            threading.Thread(target=request, args=(port, method, path, key, body), daemon=True)
            for method, path, body in calls
        ]
        for client in clients:
            client.start()
        wait_until(lambda: synthesizing(port, key), 60, "a worker to synthesize")
        tree = psutil.Process(proc.pid).children(recursive=True)
        assert len(tree) >= 4, tree  # gunicorn's master and workers, the cluster's processes
        if cycle % 2 == 0:
            os.killpg(proc.pid, signal.SIGINT)  # Ctrl-C in a terminal: serve's whole group
        else:
            proc.send_signal(signal.SIGINT)  # serve alone

        started = time.monotonic()
        assert proc.wait(timeout=STOP_SECONDS) == 0, log.read_text()[-3000:]
        left = max(0.1, STOP_SECONDS - (time.monotonic() - started))
        _, alive = psutil.wait_procs(tree, timeout=left)
        assert not alive, f"cycle {cycle}: outlived serve: {alive}\n{log.read_text()[-3000:]}"
        assert port_is_free(port), f"cycle {cycle}: port {port} still held"
        assert time.monotonic() - started < STOP_SECONDS


def synthesizing(port: int, key: str) -> bool:
    """True once /metrics or the queue says a job is running (the worker is busy)."""
    status, body = request(port, "GET", "/metrics", key)
    return status == 200 and 'tts_queue_jobs{status="running"} 1.0' in body.decode()
