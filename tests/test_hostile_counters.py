"""Counters x backends x concurrency: the rate limit, the daily character quota and the
dashboard's usage counts stay exact while many threads in several processes count at once,
in the database (SQLite embedded, PostgreSQL without Redis) and in Redis.

Every scenario has a database of its own that all its processes see (tests/cluster.py: a
SQLite file, or a new PostgreSQL database on the PostgreSQL pass): pytest-django's test
database is in memory, per process. The workers are this module run as a script; they
start counting together (a line on their stdin, then a barrier of their threads), and all
count in one rate window (a fixed clock).
"""

import json
import os
import subprocess
import sys
import threading
import time

import pytest

from tests.cluster import ROOT, clean_up_scenario, reachable_redis, scenario_env

# Backend-dependent, so on the PostgreSQL + Redis pass too: counters x backends x concurrency.
pytestmark = pytest.mark.backend

MODULE = "tests.test_hostile_counters"
TIMEOUT_SECONDS = 120
# 20 s into an hour, and so into a minute: every take of a scenario in one rate window.
CLOCK = time.time() // 3600 * 3600 + 20
BACKENDS = ["database", "redis"]
# Where a counter is taken: each function alone, and both at once as the fast path does.
WAYS = ["take_request", "take_characters", "take_both"]
# Across processes, `make test` races the fast path's way (both counters at once); each
# function alone is `make faults`'s (the Makefile's FAULT_SWEEPS): each race starts five
# Django processes, about 12 s of CPU, and the PostgreSQL + Redis pass runs it twice.
PROCESS_WAYS = [
    way if way == "take_both" else pytest.param(way, marks=pytest.mark.faults) for way in WAYS
]
# Usage and serve counts are added to their rows with F() updates whatever the cache is:
# with Redis they would count in the same PostgreSQL database as the run without it.
DATABASE_ONLY = "written to the database whatever the cache: the database's run covers it"


@pytest.fixture(params=BACKENDS)
def backend(request, tmp_path, model_dir):
    """The scenario's environment: the database's counters, or Redis's (the PostgreSQL pass
    only: the embedded mode has no Redis). Its database is dropped at the end."""
    extra = {}
    if request.param == "redis":
        if not os.getenv("REDIS_URL"):
            pytest.skip("Redis counts in the PostgreSQL + Redis pass")
        extra["REDIS_URL"] = reachable_redis()
    env = scenario_env(tmp_path, model_dir, COUNTERS_CLOCK=CLOCK, **extra)
    yield env
    clean_up_scenario(env)


def test_no_take_is_lost_by_many_threads(backend):
    """One process, 16 threads, 50 takes each: the limit is the number of takes, so every
    take is allowed (none counted twice) and the next one is refused (none lost)."""
    env = {**backend, "API_RATE": "800/min", "API_DAILY_CHARS": "2400"}
    for way in WAYS:
        run(env, "setup", f"slug={way}")
        assert allowed(env, way, slug=way, processes=1, threads=16, takes=800) == 800, way
        assert allowed(env, way, slug=way, processes=1, threads=1, takes=1) == 0, way


@pytest.mark.parametrize("way", PROCESS_WAYS)
def test_no_take_is_lost_by_several_processes(backend, way):
    """Four processes of eight threads, 200 takes each: all 800 allowed, then refused."""
    env = {**backend, "API_RATE": "800/min", "API_DAILY_CHARS": "2400"}
    run(env, "setup")
    assert allowed(env, way, processes=4, threads=8, takes=200) == 800
    assert allowed(env, way, processes=1, threads=1, takes=1) == 0


@pytest.mark.parametrize("way", PROCESS_WAYS)
def test_exactly_the_limit_is_allowed_and_refusals_use_no_quota(backend, way):
    """800 takes against a limit of 300 (a rate of 300, or a quota of 300 takes and 2
    characters): exactly 300 allowed. The refused ones used none of the quota: the 2
    characters left still fit, and then nothing does."""
    env = {**backend, "API_RATE": "300/min", "API_DAILY_CHARS": str(300 * 3 + 2)}
    if way == "take_characters":
        env["API_RATE"] = ""
    if way == "take_request":
        env["API_DAILY_CHARS"] = "0"
    run(env, "setup")
    assert allowed(env, way, processes=4, threads=8, takes=200) == 300
    if way != "take_request":
        assert allowed(env, "take_characters", processes=1, threads=1, takes=1, amount=2) == 1
        assert allowed(env, "take_characters", processes=1, threads=1, takes=1, amount=1) == 0


def test_a_per_process_cache_still_shares_the_counters(backend):
    """Settings may name a local-memory cache (one per process): the limits still hold for
    all processes together, not per process."""
    if "REDIS_URL" in backend:
        pytest.skip("a local-memory cache replaces Redis: the database's run covers it")
    env = {**backend, "API_RATE": "300/min", "API_DAILY_CHARS": "0", "COUNTERS_LOCMEM": "1"}
    run(env, "setup")
    assert allowed(env, "take_request", processes=3, threads=4, takes=150) == 300


def test_usage_rows_lose_nothing_to_concurrent_requests(backend):
    """Usage (metering): four processes of eight threads each write a request's usage at
    once into the same row; all of it is added (in the database, whatever the cache)."""
    run(backend, "setup")
    workers = [spawn(backend, "usage", threads=8, takes=200) for _ in range(4)]
    finish(workers)
    assert json.loads(run(backend, "usage-total")) == {
        "requests": 800,
        "hits": 400,
        "characters": 800 * 7,
    }


def test_clip_serves_lose_nothing_to_concurrent_flushes_or_exit(backend):
    """Clip hit counts (synth.playback.count_serve), as the usage counts: two processes write
    on every serve, two only as they exit."""
    if "REDIS_URL" in backend:
        pytest.skip(DATABASE_ONLY)
    run({**backend, "API_RATE": ""}, "setup", "prime=1")
    workers = [
        spawn({**backend, "API_HITS_FLUSH_SECONDS": seconds}, "serves", threads=8, takes=200)
        for seconds in ("0", "0", "3600", "3600")
    ]
    finish(workers)
    assert json.loads(run(backend, "serves-total")) == {"hits": 1 + 800}  # and the first


def test_metrics_counters_add_up_across_threads_and_processes(backend, tmp_path):
    """Prometheus counters (ops.metrics): each process writes its own file and a scrape
    adds them up."""
    if "REDIS_URL" in backend or backend["DATABASE_URL"].startswith("postgres"):
        pytest.skip("metrics do not depend on the cache or the database: SQLite's run covers it")
    env = {**backend, "PROMETHEUS_MULTIPROC_DIR": str(tmp_path / "metrics")}
    run(env, "setup")
    finish([spawn(env, "metrics", threads=8, takes=200) for _ in range(4)])
    assert json.loads(run(env, "metrics-total")) == {"hits": 800}


def test_sixteen_clients_get_exactly_the_rate_through_the_api(backend):
    """The issue's case: 900 requests from 16 concurrent clients (two web processes of
    eight threads) under 600/min, half a repeated speech request (the fast path), half a
    list of voices (the full view): exactly 600 answered, 300 refused with Retry-After."""
    env = {**backend, "API_RATE": "600/min", "API_DAILY_CHARS": "0"}
    # The first speech request (synthesized, remembered) counts in an earlier window.
    run({**env, "COUNTERS_CLOCK": str(CLOCK - 3600)}, "setup", "prime=1")
    statuses: dict[str, int] = {}
    for answer in finish([spawn(env, "clients", threads=8, takes=450) for _ in range(2)]):
        for status, n in answer["statuses"].items():
            statuses[status] = statuses.get(status, 0) + n
    assert statuses == {"200": 600, "429": 300}


# --- the parent's side ------------------------------------------------------------------


def run(env: dict, mode: str, *args: str) -> str:
    """The script once, to its end; its stdout."""
    done = subprocess.run(
        [sys.executable, "-m", MODULE, mode, *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
    )
    assert done.returncode == 0, f"{mode} {args} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


def spawn(env: dict, mode: str, **params) -> subprocess.Popen:
    """A worker process, started; it waits for the word to count."""
    return subprocess.Popen(
        [sys.executable, "-m", MODULE, mode, *(f"{k}={v}" for k, v in params.items())],
        cwd=ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def finish(workers: list[subprocess.Popen]) -> list[dict]:
    """Start the workers' counting together (each says "ready" first) and collect their
    answers; they are killed after TIMEOUT_SECONDS, and however the test ends."""
    watchdog = threading.Timer(TIMEOUT_SECONDS, lambda: [w.kill() for w in workers])
    watchdog.start()
    try:
        for worker in workers:
            assert worker.stdout.readline().strip() == "ready", worker.stderr.read()
        for worker in workers:
            worker.stdin.write("go\n")
            worker.stdin.flush()
        answers = []
        for worker in workers:
            out, err = worker.communicate()
            assert worker.returncode == 0, f"worker failed ({worker.returncode}):\n{err}"
            answers.append(json.loads(out))
        return answers
    finally:
        watchdog.cancel()
        for worker in workers:
            if worker.poll() is None:
                worker.kill()
                worker.wait()


def allowed(env: dict, way: str, *, processes: int, slug: str = "acme", **params) -> int:
    """How many of the workers' takes were allowed, all processes together."""
    workers = [spawn(env, way, slug=slug, **params) for _ in range(processes)]
    return sum(answer["statuses"].get("200", 0) for answer in finish(workers))


# --- the workers' side ------------------------------------------------------------------


def main(mode: str, *args: str) -> None:
    params = dict(arg.partition("=")[::2] for arg in args)
    start_django(locmem=bool(os.getenv("COUNTERS_LOCMEM")))
    if mode == "setup":
        setup(params.get("slug", "acme"), prime=bool(params.get("prime")))
    elif mode.endswith("-total"):
        print(
            json.dumps(
                {"usage": usage_total, "serves": serves_total, "metrics": metrics_total}[
                    mode.removesuffix("-total")
                ]()
            )
        )
    else:
        slug = params.pop("slug", "acme")
        print(json.dumps(work(mode, slug, **{k: int(v) for k, v in params.items()})))


def start_django(*, locmem: bool) -> None:
    import django
    from django.conf import settings

    settings.Q_CLUSTER["sync"] = True  # the primed request is synthesized in-process
    if locmem:
        settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    django.setup()
    from django.test.utils import setup_test_environment

    import metering.limits

    setup_test_environment()  # the test client's "testserver" host
    metering.limits.clock = lambda: float(os.environ["COUNTERS_CLOCK"])


def setup(slug: str, *, prime: bool) -> None:
    """A migrated database with the tenant ``slug`` and a key of its; nothing counted yet
    for it (each test, or each run of a test's loop, has a tenant of its own)."""
    from django.core.management import call_command

    call_command("migrate", verbosity=0)
    call_command("createcachetable", verbosity=0)
    from tenancy.models import ApiKey, Tenant

    tenant = Tenant.objects.create(slug=slug, name=slug)
    _, raw = ApiKey.issue(tenant)
    key_file(slug).write_text(raw)
    if prime:
        assert speak(client(raw)).status_code == 200


def key_file(slug: str):
    from pathlib import Path

    return Path(os.environ["VAR_DIR"]) / f"api-key-{slug}"


def client(raw: str):
    from django.test import Client

    return Client(headers={"Authorization": f"Bearer {raw}"})


def speak(api):
    body = {"text": "Exactly counted.", "steps": 1}
    return api.post("/api/v1/speech", body, content_type="application/json")


def work(mode: str, slug: str, *, threads: int, takes: int, amount: int = 3, flush_seconds=0):
    """``takes`` takes (``mode`` says of what) shared by ``threads`` threads, after the
    parent's word; how many answered each status."""
    import itertools

    from django.db import connections

    from api import throttles
    from api.errors import ApiError
    from metering import meter
    from ops import metrics
    from synth.models import Clip
    from synth.playback import count_serve
    from tenancy.models import Tenant

    tenant = Tenant.objects.get(slug=slug)
    served = Clip.objects.filter(tenant=tenant).values_list("pk", "created").first()
    raw = key_file(slug).read_text()
    numbers = itertools.count()  # every other take is a hit, or a speech request
    statuses: dict[str, int] = {}
    lock = threading.Lock()
    barrier = threading.Barrier(threads)
    failures = []

    def take(api) -> int:
        even = next(numbers) % 2 == 0
        try:
            if mode == "take_request":
                throttles.take_request(tenant)
            elif mode == "take_characters":
                throttles.take_characters(tenant, amount)
            elif mode == "take_both":
                throttles.take_both(tenant, amount, read=("some-key",))
            elif mode == "usage":
                meter.record(tenant, surface="speech", hit=even, characters=7)
            elif mode == "serves":
                count_serve(served)
            elif mode == "metrics":
                metrics.CACHE_REQUESTS.labels("speech", "hit").inc()
            elif mode == "clients":
                response = speak(api) if even else api.get("/api/v1/voices")
                if response.status_code == 429:
                    assert int(response["Retry-After"]) >= 1
                return response.status_code
            else:
                raise ValueError(f"no such mode: {mode}")
        except ApiError as exc:
            return exc.status_code
        return 200

    def thread(index: int) -> None:
        api = client(raw)
        barrier.wait()
        try:
            for _ in range(takes // threads + (index < takes % threads)):
                status = str(take(api))
                with lock:
                    statuses[status] = statuses.get(status, 0) + 1
        except Exception as exc:  # the parent fails the test
            failures.append(repr(exc))
        finally:
            connections.close_all()

    print("ready", flush=True)
    sys.stdin.readline()
    pool = [threading.Thread(target=thread, args=(i,)) for i in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    if failures:
        raise SystemExit(f"{len(failures)} threads failed: {failures[:3]}")
    return {"statuses": statuses}


def usage_total() -> dict:
    from metering.models import Usage

    day = Usage.objects.get(tenant__slug="acme")
    return {"requests": day.requests, "hits": day.hits, "characters": day.characters}


def serves_total() -> dict:
    from synth.models import Clip

    return {"hits": Clip.objects.get(tenant__slug="acme").hits}


def metrics_total() -> dict:
    from prometheus_client import CollectorRegistry, multiprocess

    registry = CollectorRegistry()
    multiprocess.MultiProcessCollector(registry)
    value = registry.get_sample_value(
        "tts_cache_requests_total", {"endpoint": "speech", "result": "hit"}
    )
    return {"hits": value}


if __name__ == "__main__":
    main(*sys.argv[1:])
