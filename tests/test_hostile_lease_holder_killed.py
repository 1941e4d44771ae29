"""A killed web worker gives its slots back (issue 30): a lease lives a few seconds
(``API_LEASE_SECONDS``) unless its live holder renews it, so a process killed with
SIGKILL while it holds a tenant's every stream slot frees them within those seconds,
and the refusal meanwhile says truly when to try again.

Real processes on the scenario's own database (tests/cluster.py), with the database's
leases and, on the PostgreSQL + Redis pass, Redis's.
"""

import json
import os
import signal
import subprocess
import sys
import threading

import pytest

from tests.cluster import ROOT, clean_up_scenario, reachable_redis, run_module, scenario_env
from tests.lease_holder import MODULE

# Backend-dependent: leases in the database and in Redis.
pytestmark = pytest.mark.backend

LEASE_SECONDS = 3  # the scenario's API_LEASE_SECONDS
LIMIT = 2  # its API_TENANT_MAX_STREAMS
TIMEOUT_SECONDS = 60


@pytest.fixture(params=["database", "redis"])
def scenario(request, tmp_path, model_dir):
    extra = {"API_LEASE_SECONDS": LEASE_SECONDS, "API_TENANT_MAX_STREAMS": LIMIT}
    if request.param == "redis":
        if not os.getenv("REDIS_URL"):
            pytest.skip("Redis keeps the leases on the PostgreSQL + Redis pass")
        extra["REDIS_URL"] = reachable_redis()
    env = scenario_env(tmp_path, model_dir, **extra)
    yield env
    clean_up_scenario(env)


def run(env: dict, *args: str) -> str:
    return run_module(MODULE, env, *args, timeout=TIMEOUT_SECONDS)


@pytest.fixture
def holder(scenario):
    """A process holding the tenant's every stream slot; killed by the test."""
    tenant_id = run(scenario, "setup").strip()
    watchdog = None
    proc = started(scenario, "hold", tenant_id, str(LIMIT))
    try:
        watchdog = threading.Timer(TIMEOUT_SECONDS, proc.kill)
        watchdog.start()
        assert proc.stdout.readline().strip() == "held", proc.stderr.read()
        yield proc, tenant_id
    finally:
        if watchdog is not None:
            watchdog.cancel()
        proc.kill()
        proc.wait()


def started(env: dict, *args: str) -> subprocess.Popen:
    """tests/lease_holder.py as a process, talking on its stdin and stdout."""
    return subprocess.Popen(
        [sys.executable, "-m", MODULE, *args],
        cwd=ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def start_probe(env: dict, tenant_id: str, seconds: float) -> subprocess.Popen:
    """A probe process, set up and waiting for ``go`` (see tests/lease_holder.py)."""
    proc = started(env, "probe", tenant_id, str(seconds))
    assert proc.stdout.readline().strip() == "ready", proc.stderr.read()
    return proc


def go(proc: subprocess.Popen) -> dict:
    out, err = proc.communicate("go\n", timeout=TIMEOUT_SECONDS)
    assert proc.returncode == 0, err
    return json.loads(out)


def test_a_live_holder_keeps_its_slots_past_the_lease_seconds(scenario, holder):
    proc, tenant_id = holder

    # Three lease lifetimes: only renewal keeps the slots taken that long.
    seen = go(start_probe(scenario, tenant_id, 3 * LEASE_SECONDS))

    assert seen["took"] is None
    assert 1 <= seen["retry_after"] <= LEASE_SECONDS


def test_a_killed_holders_slots_are_free_within_the_lease_seconds(scenario, holder):
    proc, tenant_id = holder

    prober = start_probe(scenario, tenant_id, 10 * LEASE_SECONDS)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    seen = go(prober)

    assert seen["took"] is not None, "the killed holder's slots were never given back"
    assert seen["took"] <= LEASE_SECONDS + 1
    # The hint is true: a slot was free by then (give or take the probe's own start).
    assert 1 <= seen["retry_after"] <= LEASE_SECONDS
    assert seen["took"] <= seen["retry_after"] + 1
