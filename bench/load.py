"""Load: drive the running service from other processes on loopback, for a fixed time at
each of 1, 4, 16 and 64 concurrent clients, with a mix of cache hits and new short texts.

    .venv/bin/python bench/load.py [--seconds 20] [--levels 1 4 16 64] [--hit-ratio 0.9]
        [--texts 50] [--workers 2] [--server new|old] [--threads 4]
        [--scaled [--database-url URL] [--redis-url URL]] [--url URL --key KEY [--resend]]

Without --url it starts the service itself, as `manage.py serve` does (2 web processes,
core.webserver; --server old: gunicorn's gthread workers of 4 threads, as before 2026-12-01;
and a qcluster), on the tiny stand-in model and a fresh VAR_DIR: the
embedded default (SQLite, the ORM broker, the database cache), or with --scaled
PostgreSQL + Redis (a fresh database on --database-url's server, dropped afterwards; the
Redis database of --redis-url, with the run's own Q_NAME as its key prefix, its keys
deleted afterwards). It prepares a tenant, a key and --texts cached clips, then runs each
level. Rate limits are raised out of the way; the throttles still run.

Every answer is checked: a hit must be 200, audio/wav, byte for byte the clip it was the
first time, with X-Cache HIT; a miss (a text never sent before) must be 200, a whole WAV
(RIFF/WAVE, Content-Length, X-Audio-Duration > 0) with X-Cache MISS. Anything else (a 5xx,
a 4xx, a 202, a short or wrong body, a dropped connection) is an error, listed at the end;
the exit status is 1 if there was any. With --resend (host failures), a 503 with
Retry-After and a 202 (a miss whose job outlived its wait: its worker host was lost) are
sent again after their Retry-After, as a client is told to: the same text joins its job
or finds its clip.

Clients are threads in up to 4 processes (so the client's GIL is not the bottleneck),
each with its own keep-alive connection, timing each request from sending it to its last
byte. The report gives, per level: requests, throughput, p50/p95/p99 latency of hits,
misses and both, and the errors; and the machine's load, which on a shared host matters.
"""

import argparse
import contextlib
import json
import multiprocessing
import os
import random
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import bench.api  # noqa: E402
from bench.api import (  # noqa: E402  (after the path: bench/ is not a package on sys.path)
    Client,
    base_env,
    load_average,
    machine,
    manage,
    percentile,
    service,
)

CLUSTER_SUBNET = "10.77.0."
# --resend: a 503 with Retry-After, or a 202, is sent again after it, as a client is told
# to, this many times at most (the host failures of tests/faults/test_cluster_*.py).
RESENDS = 10
MISS_WAIT = 30  # a miss waits for its clip: it must come back as audio, not as a 202
TARGET_P95 = 0.200  # the article: p95 about 200 ms under concurrent requests on 2 vCPU
HIT_TEXT = "Message {i}: your table is ready, please come to the front desk."
MISS_TEXT = "Order {n} for table {client} at level {level} is on its way."


def body(text: str) -> bytes:
    return json.dumps({"text": text, "voice": "M1", "format": "wav", "wait": MISS_WAIT}).encode()


# --- checking one answer ----------------------------------------------------------------------


def problem(reply, kind: str, expected: bytes | None, resend: bool = False) -> str | None:
    """What is wrong with the answer to a hit (``expected`` its audio) or a miss; None if
    it is right. With ``resend`` a miss may be answered HIT: a request sent again (by the
    client after a 503, or by the load balancer after its host died) finds the clip its
    first try made."""
    if reply.status != 200:
        try:
            code = json.loads(reply.body)["error"]["code"]
        except (ValueError, KeyError, TypeError):
            code = reply.body[:60]
        return f"{reply.status} {code}"
    data, headers = reply.body, reply.headers
    if headers.get("Content-Type") != "audio/wav":
        return f"content type {headers.get('Content-Type')}"
    if int(headers.get("Content-Length", -1)) != len(data):
        return "body shorter or longer than Content-Length"
    if not (data[:4] == b"RIFF" and data[8:12] == b"WAVE"):
        return "not a WAV file"
    if not float(headers.get("X-Audio-Duration") or 0) > 0:
        return "no X-Audio-Duration"
    allowed = {"HIT"} if kind == "hit" else ({"MISS", "HIT"} if resend else {"MISS"})
    if headers.get("X-Cache") not in allowed:
        return f"{kind} answered X-Cache {headers.get('X-Cache')}"
    if expected is not None and data != expected:
        return "a hit's audio differs from the clip's"
    return None


# --- the clients ------------------------------------------------------------------------------


def client_process(args: tuple) -> list[tuple]:
    """One process's clients (threads) for ``seconds``: (kind, seconds, problem) each."""
    port, key, level, first, threads, seconds, hit_ratio, hits, resend, run_mark = args
    results: list[tuple] = []
    lock = threading.Lock()
    deadline = time.perf_counter() + seconds

    def run(client_id: int) -> None:
        rng = random.Random(client_id)
        client, mine, n = Client(port, key), [], 0
        while time.perf_counter() < deadline:
            n += 1
            if rng.random() < hit_ratio:
                text, expected = rng.choice(hits)
                kind = "hit"
            else:
                text = MISS_TEXT.format(n=n, client=client_id, level=level) + run_mark
                expected = None
                kind = "miss"
            started = time.perf_counter()
            resent: tuple = ()  # the statuses that were sent again
            while True:
                try:
                    reply = client.call("POST", "/api/v1/speech", body(text))
                    wrong = problem(reply, kind, expected, resend)
                except OSError as exc:  # refused, reset, timed out
                    client = Client(port, key)
                    wrong = f"connection: {type(exc).__name__}"
                    break
                after = reply.headers.get("Retry-After")
                again = reply.status in (503, 202) and after and len(resent) < RESENDS
                if not (resend and again):
                    break
                resent += (reply.status,)
                time.sleep(min(float(after), 5))
            mine.append((kind, time.perf_counter() - started, wrong, resent))
        with lock:
            results.extend(mine)

    pool = [threading.Thread(target=run, args=(first + i,)) for i in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    return results


def run_level(port: int, key: str, level: int, args, hits: list) -> dict:
    # A running service (--url) may have heard this run's miss texts in an earlier run:
    # a mark of the run's own keeps them new. A fresh service needs none.
    mark = f" Run {uuid.uuid4().hex[:6]}." if args.url else ""
    processes = min(level, 4)
    per = [level // processes + (i < level % processes) for i in range(processes)]
    jobs = [
        (port, key, level, sum(per[:i]), n, args.seconds, args.hit_ratio, hits, args.resend, mark)
        for i, n in enumerate(per)
    ]
    started = time.perf_counter()
    cpu = os.times()
    # Leaving the pool terminates its processes, however this ends; each client stops at
    # its deadline, and its requests time out, so the wait is bounded too.
    with multiprocessing.get_context("fork").Pool(processes) as pool:
        parts = pool.map_async(client_process, jobs).get(timeout=args.seconds + MISS_WAIT + 120)
        results = [r for part in parts for r in part]
    elapsed = time.perf_counter() - started
    after = os.times()
    return {
        "level": level,
        "results": results,
        "seconds": elapsed,
        "client_cpu": (after.children_user + after.children_system)
        - (cpu.children_user + cpu.children_system),
    }


# --- the service ------------------------------------------------------------------------------


@contextlib.contextmanager
def fresh_service(args):
    """A fresh embedded (or, --scaled, PostgreSQL + Redis) service; (port, key, label)."""
    # One tenant sends it all: its caps on waits and streams, like the rate limits, are
    # raised out of the way (bench/serving.py measures them, over several tenants).
    caps = {
        "API_TENANT_MAX_WAITING": "100000",
        "API_TENANT_MAX_STREAMS": "100000",
        "SYNTH_TENANT_MAX_QUEUE": "100000",  # the one tenant may fill the whole queue
    }
    with fresh_state(args, **caps) as (env, workdir, label):
        key = manage(env, "create_tenant", "load", "--name", "Load").strip()
        with service(env, key, workdir, args.workers, args.threads, server=args.server) as svc:
            yield svc.port, key, label, workdir / "metrics", (svc.web.pid, svc.cluster.pid)


@contextlib.contextmanager
def fresh_state(args, name: str = "load", model: Path | None = None, **settings: str):
    """A fresh VAR_DIR with the tiny stand-in (or the prepared folder ``model``) and a
    migrated database: SQLite, or with ``args.scaled`` a fresh database on
    ``args.database_url``'s server and the Redis of ``args.redis_url`` (the run's own
    Q_NAME: its keys), all removed afterwards; (env, workdir, label). ``settings`` go into
    the environment (bench.api.base_env)."""
    q_name = f"{name}-{uuid.uuid4().hex[:10]}"
    with tempfile.TemporaryDirectory(prefix=f"bench-{name}-") as tmp:
        workdir = Path(tmp)
        env = base_env(
            workdir,
            model or workdir / "model",
            q_name,
            DJANGO_SETTINGS_MODULE="ttsproject.settings",
            **settings,
        )
        database = None
        if args.scaled:
            database = f"{name}_{uuid.uuid4().hex[:10]}"
            on_server(args.database_url, f'CREATE DATABASE "{database}"')
            env["DATABASE_URL"] = with_path(args.database_url, database)
            env["REDIS_URL"] = args.redis_url
        try:
            if model is None:
                bench.api.build_model(env)
            manage(env, "migrate", "--noinput")  # with the cache table
            label = "PostgreSQL + Redis" if args.scaled else "embedded (SQLite, ORM broker)"
            yield env, workdir, label
        finally:
            if database:
                on_server(args.database_url, f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')
                forget_redis_keys(args.redis_url, q_name)


def with_path(url: str, name: str) -> str:
    return urlunsplit(urlsplit(url)._replace(path=f"/{name}"))


def on_server(url: str, statement: str) -> None:
    import psycopg

    with psycopg.connect(with_path(url, "postgres"), autocommit=True) as conn:
        conn.execute(statement)


def forget_redis_keys(url: str, q_name: str) -> None:
    import redis

    client = redis.from_url(url, socket_timeout=10)
    for pattern in (f"django_q:{q_name}:*", f"{q_name}:*"):
        for key in client.scan_iter(match=pattern):
            client.delete(key)


def prepare_hits(port: int, key: str, count: int) -> list[tuple[str, bytes]]:
    """``count`` texts put in the cache now; each with its audio, as hits must return it."""
    client, hits = Client(port, key), []
    for i in range(count):
        text = HIT_TEXT.format(i=i)
        reply = client.call("POST", "/api/v1/speech", body(text))
        wrong = problem(reply, "miss", None) if reply.headers.get("X-Cache") != "HIT" else None
        if wrong:
            raise SystemExit(f"preparing the cache: {text!r}: {wrong}")
        again = client.call("POST", "/api/v1/speech", body(text))  # stores the WAV encoding
        hits.append((text, again.body))
    return hits


def served_by_process(metrics: Path | None) -> dict[str, float]:
    """Speech requests each web process has answered so far, by pid: the counter every
    process writes to its own file of ``metrics`` (PROMETHEUS_MULTIPROC_DIR, ops.metrics)."""
    from prometheus_client.mmap_dict import MmapedDict

    served: dict[str, float] = {}
    for path in sorted(metrics.glob("counter_*.db")) if metrics else ():
        pid = path.stem.rpartition("_")[2]
        for key, value, *_ in MmapedDict.read_all_values_from_file(str(path)):
            if json.loads(key)[0] == "tts_cache_requests":
                served[pid] = served.get(pid, 0) + value
    return served


def shares(before: dict[str, float], after: dict[str, float]) -> list[float]:
    """Each web process's part of the requests served between two counts, largest first."""
    done = [after[pid] - before.get(pid, 0) for pid in after]
    total = sum(done)
    return sorted((n / total for n in done), reverse=True) if total else []


# --- the report -------------------------------------------------------------------------------


def server_cpu(pids) -> float:
    """The CPU seconds the service's processes (the web tier's and the qcluster's trees) have
    used: per request, a figure a busy shared host moves far less than the latencies."""
    import psutil

    total = 0.0
    for pid in pids:
        with contextlib.suppress(psutil.Error):
            root = psutil.Process(pid)
            for proc in [root, *root.children(recursive=True)]:
                with contextlib.suppress(psutil.Error):
                    times = proc.cpu_times()
                    total += times.user + times.system
    return total


def ms(values: list[float], q: int) -> str:
    return f"{percentile(values, q) * 1000:.0f}" if values else "-"


def per_request(row: dict) -> str:
    if "server_cpu" not in row or not row["results"]:
        return "-"
    return f"{row['server_cpu'] * 1000 / len(row['results']):.2f}"


def report(label: str, rows: list[dict], args) -> tuple[list[str], int]:
    lines = [
        f"Service: {label}; {args.server} web tier, {args.workers} processes"
        f"{f' x {args.threads} threads' if args.server == 'old' else ''}, "
        f"1 qcluster worker; tiny stand-in model",
        f"Load: {args.seconds:g} s per level, {args.hit_ratio:.0%} hits over {args.texts} "
        "cached texts, the rest new short texts (misses, waiting for their clip)",
        "",
        "| clients | requests | req/s | hits p50 / p95 / p99 ms | misses p50 / p95 / p99 ms "
        "| all p95 ms | errors | client CPU s | server CPU ms/request |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    failures: Counter = Counter()
    lines_resent: list[str] = []
    for row in rows:
        results = row["results"]
        hits = [s for kind, s, wrong, _ in results if kind == "hit" and not wrong]
        misses = [s for kind, s, wrong, _ in results if kind == "miss" and not wrong]
        errors = Counter(wrong for _, _, wrong, _ in results if wrong)
        resent = sum(1 for *_, statuses in results if statuses)
        if resent:
            after = Counter(status for *_, statuses in results for status in set(statuses))
            which = ", ".join(f"{n} after a {status}" for status, n in sorted(after.items()))
            lines_resent.append(
                f"- {row['level']} clients: {resent} answered after being sent again ({which})"
            )
        failures.update({f"{row['level']} clients: {k}": n for k, n in errors.items()})
        lines.append(
            f"| {row['level']} | {len(results)} | {len(results) / row['seconds']:.0f} | "
            f"{ms(hits, 50)} / {ms(hits, 95)} / {ms(hits, 99)} | "
            f"{ms(misses, 50)} / {ms(misses, 95)} / {ms(misses, 99)} | "
            f"{ms(hits + misses, 95)} | {sum(errors.values())} | {row['client_cpu']:.1f} | "
            f"{per_request(row)} |"
        )
    lines.append("")
    spread = [
        f"{row['level']} clients {' / '.join(f'{s:.0%}' for s in row['shares'])}"
        for row in rows
        if row.get("shares")
    ]
    if spread:  # one listening socket per process should make them even (issue 36)
        lines += ["Requests answered by each web process: " + "; ".join(spread) + ".", ""]
    lines.append(f"Target (the article): p95 about {TARGET_P95 * 1000:.0f} ms for cache hits and")
    lines.append("short texts under concurrent requests on 2 vCPU.")
    if lines_resent:
        lines += ["", *lines_resent]
    if failures:
        lines.append("")
        lines += [f"- {what}: {n}" for what, n in sorted(failures.items())]
    return lines, sum(failures.values())


def job_times(database: Path, rows: list[dict]) -> list[str]:
    """Where the misses' time went, per level, from the jobs' own timestamps (embedded
    mode: the run's SQLite file): queued (created to started: waiting for a worker) and
    run (started to finished: the task), p50 / p95 in ms, for the jobs created in each
    level's window; and between (one job's end to the next's start, the next already
    queued: the worker's cost per job outside the task). A client's miss latency less
    queued and run is the web's part."""
    import sqlite3
    from datetime import UTC, datetime

    if not database.exists():
        return ["", "(--job-times: no SQLite database; embedded mode only)"]
    rows_out = [
        "",
        "Misses' jobs (--job-times, from the jobs' timestamps):",
        "",
        "| clients | jobs | queued p50 / p95 ms | run p50 / p95 ms | between p50 / p95 ms |",
        "|---|---|---|---|---|",
    ]

    def seconds(value: str) -> float:  # Django stores UTC, without an offset, in SQLite
        moment = datetime.fromisoformat(value)
        return (moment if moment.tzinfo else moment.replace(tzinfo=UTC)).timestamp()

    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        jobs = db.execute(
            "SELECT created, started, finished FROM synth_synthesisjob "
            "WHERE started IS NOT NULL AND finished IS NOT NULL"
        ).fetchall()
    timed = [(seconds(c), seconds(s), seconds(f)) for c, s, f in jobs]
    for row in rows:
        low, high = row["window"]
        level = sorted((s, c, f) for c, s, f in timed if low <= c <= high)
        queued, run = [s - c for s, c, _ in level], [f - s for s, _, f in level]
        # The worker's time from one job's end to the next job's start, when that job was
        # already waiting: what a job costs the worker outside its task's own time.
        between = [
            b_start - a_end
            for (_, _, a_end), (b_start, b_created, _) in zip(level, level[1:], strict=False)
            if b_created <= a_end <= b_start
        ]
        rows_out.append(
            f"| {row['level']} | {len(level)} | {ms(queued, 50)} / {ms(queued, 95)} | "
            f"{ms(run, 50)} / {ms(run, 95)} | {ms(between, 50)} / {ms(between, 95)} |"
        )
    return rows_out


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=20, help="per level")
    parser.add_argument("--levels", type=int, nargs="+", default=[1, 4, 16, 64])
    parser.add_argument("--hit-ratio", type=float, default=0.9)
    parser.add_argument("--texts", type=int, default=50, help="cached texts the hits draw from")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn worker processes")
    parser.add_argument("--threads", type=int, default=4, help="threads per worker (--server old)")
    parser.add_argument("--server", choices=["new", "old"], default="new", help="the web tier")
    parser.add_argument("--scaled", action="store_true", help="PostgreSQL + Redis")
    parser.add_argument(
        "--database-url", default=os.getenv("TEST_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/test"),
        help="--scaled: the PostgreSQL server (a fresh database is made on it)",
    )  # fmt: skip
    parser.add_argument(
        "--redis-url", default=os.getenv("TEST_REDIS_URL", "redis://127.0.0.1:6379/15"),
        help="--scaled: the Redis database (keys carry the run's own prefix)",
    )  # fmt: skip
    parser.add_argument(
        "--job-times", action="store_true", help="the misses' queued and run times per level"
    )
    parser.add_argument("--url", help="a running service instead (http://HOST:PORT)")
    parser.add_argument(
        "--resend",
        action="store_true",
        help="send a 503 with Retry-After, or a 202, again after it (host failures: tests/faults)",
    )
    parser.add_argument("--key", help="with --url: a tenant's API key")
    return parser.parse_args()


def main() -> int:
    args = parse_args()
    load_before = load_average()
    if args.url:
        if not args.key:
            raise SystemExit("--url needs --key")
        where = urlsplit(args.url)
        # Loopback, or the cluster in a box on this machine (deploy/cluster/, 10.77.0.0/24).
        if where.hostname not in ("127.0.0.1", "localhost") and not str(where.hostname).startswith(
            CLUSTER_SUBNET
        ):
            raise SystemExit("this script drives a service on loopback (or the cluster in a box)")
        bench.api.CLIENT_HOST = where.hostname  # the forked clients connect there
        given = (where.port or 80, args.key, f"given: {args.url}", None, ())
        context = contextlib.nullcontext(given)
    else:
        context = fresh_service(args)
    rows = []
    with context as (port, key, label, metrics, servers):
        hits = prepare_hits(port, key, args.texts)
        for level in args.levels:
            before = served_by_process(metrics)
            began, cpu = time.time(), server_cpu(servers)
            rows.append(run_level(port, key, level, args, hits))
            if servers:
                rows[-1]["server_cpu"] = server_cpu(servers) - cpu
            rows[-1]["shares"] = shares(before, served_by_process(metrics))
            rows[-1]["window"] = (began, time.time())
            print(f"  {level} clients: {len(rows[-1]['results'])} requests", file=sys.stderr)
        times = []
        if args.job_times and metrics is not None:
            times = job_times(metrics.parent / "var" / "db.sqlite3", rows)
    lines, failures = report(label, rows, args)
    lines += times
    print(f"Machine: {machine()}; load average {load_before} before, {load_average()} after")
    print("\n".join(lines))
    if failures:
        print(f"\n{failures} request(s) failed", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
