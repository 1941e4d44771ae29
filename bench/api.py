"""API benchmark: cache hits and misses through gunicorn, with Redis and a real qcluster.

    .venv/bin/python bench/api.py [--texts 100] [--rounds 5] [--clients 16 [64 ...]] [--seconds 10]
        [--load-rounds 2] [--misses 30] [--workers 2] [--threads 4] [--client wrk|python]
        [--no-orm] [--conn-max-age SECONDS]

In one run, on the tiny stand-in model, a fresh SQLite database (WAL) and a tenant with an
API key, with gunicorn serving ttsproject.wsgi as `manage.py serve` does (2 workers of 4
threads; settings: bench/settings.py, which only adds a bare view and a cache key prefix)
and `manage.py qcluster` beside it, it measures:

- cache hits, one client: POST /api/v1/speech (wav) for texts already in the cache, and one
  pass of GET /api/v1/clips/{id}/audio: p50, p95, p99, requests/s;
- cache hits, 16 concurrent clients (or each number of --clients) for a fixed time (wrk
  if installed, else Python threads): throughput, p50/p95/p99 and errors, alternating
  with a bare Django view that returns the same files with FileResponse (the framework's
  ceiling), and at each level ours against the bare view's throughput and p95;
- misses: for new texts, the end-to-end time of POST /speech (waiting) minus the clip's own
  synthesis_seconds, i.e. what the web process, the broker and the database add, split by
  the job row's timestamps; with the Redis broker and cache (REDIS_URL, as the targets are
  stated), then with the ORM broker and the database cache (the embedded mode).

Every row also gives the CPU the gunicorn workers and the load generator spent per request:
on a shared host, CPU per request moves less than latency. The header says how loaded the
machine was (load average, and how fast two busy processes run against one).

Rate limits are raised (API_RATE, API_DAILY_CHARS) so they never refuse the benchmark, but
the throttles still run and count in the cache as in production. The Redis keys of the run
(cache and queue) carry its unique Q_NAME and are deleted at the end; gunicorn and the
cluster are stopped on every exit, Ctrl-C included. Exits 1 if any request failed; a missed
target is reported, not an error.
"""

import argparse
import contextlib
import http.client
import json
import os
import platform
import resource
import shutil
import signal
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core import webserver  # noqa: E402
from tests.cluster import end_tree  # noqa: E402  (a process and all below it, in bounded time)

# bench/compare.py measures another checkout's service with these same clients: that
# tree's code, run by its own venv's Python, is the service (BENCH_SERVER_TREE and
# BENCH_SERVER_PYTHON); by default this checkout's, with this Python.
SERVER_ROOT = Path(os.getenv("BENCH_SERVER_TREE") or ROOT).resolve()
SERVER_PYTHON = os.getenv("BENCH_SERVER_PYTHON") or sys.executable
BIN = Path(SERVER_PYTHON).parent
REDIS_URL = os.getenv("BENCH_REDIS_URL", "redis://127.0.0.1:6379/0")
START_SECONDS = 60  # the most a server or cluster may take to come up
MISS_WAIT = 30  # the API's maximum wait: a miss must come back as audio, not as a 202

HIT_TEXT = "Message {i}: your table is ready, please come to the front desk."
MISS_TEXT = "Update {i} of {run}: the next train leaves from platform two."


# --- numbers ---------------------------------------------------------------------------


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100) of ``values``; NaN when there are none."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    rank = max(1, min(len(ordered), round(q / 100 * len(ordered) + 0.5)))
    return ordered[rank - 1]


@dataclass
class Result:
    """One measured row: latencies in seconds, how long it ran, what failed."""

    name: str
    latencies: list[float] = field(default_factory=list)
    seconds: float = 0.0
    errors: int = 0
    count: int = 0  # requests, when latencies are not all kept (wrk)
    quantiles: dict = field(default_factory=dict)  # {50: s, 95: s, 99: s} when precomputed
    client_cpu: float = 0.0  # seconds of CPU the load generator used
    server_cpu: float = 0.0  # seconds of CPU the gunicorn workers used

    @property
    def requests(self) -> int:
        return self.count or len(self.latencies)

    def q(self, p: int) -> float:
        return self.quantiles.get(p, percentile(self.latencies, p))

    @property
    def rate(self) -> float:
        return self.requests / self.seconds if self.seconds else float("nan")


# --- processes -------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(args: list[str], env: dict, log: Path) -> subprocess.Popen:
    """A child in its own process group (so its workers are stopped with it)."""
    with open(log, "ab") as out:
        return subprocess.Popen(
            args,
            cwd=SERVER_ROOT,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )


def manage(env: dict, *args: str) -> str:
    done = subprocess.run(
        [SERVER_PYTHON, "manage.py", *args],
        cwd=SERVER_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    if done.returncode:
        raise RuntimeError(f"manage.py {' '.join(args)} failed:\n{done.stderr}")
    return done.stdout


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU of ``pids`` so far, from /proc."""
    total = 0
    for pid in pids:
        with contextlib.suppress(OSError):
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / os.sysconf("SC_CLK_TCK")


def children(pid: int) -> list[int]:
    path = Path(f"/proc/{pid}/task/{pid}/children")
    return [int(p) for p in path.read_text().split()] if path.exists() else []


@dataclass
class Service:
    """gunicorn on 127.0.0.1:``port`` and a qcluster beside it, on one configuration."""

    port: int
    key: str
    web: subprocess.Popen
    cluster: subprocess.Popen

    def workers(self) -> list[int]:
        return children(self.web.pid)


@contextlib.contextmanager
def service(
    env: dict, key: str, workdir: Path, workers: int, threads: int, web_command=None, server="new"
):
    """Start the web tier (``server``: "new", as `manage.py serve` runs it, or "old", the
    gthread server it ran before ASGI, with ``threads``; or ``web_command(port)``'s command
    line) and `manage.py qcluster`; stop both on the way out."""
    port = free_port()
    web = start(
        (web_command or web_server(server, workers, threads))(port),
        env,
        workdir / "gunicorn.log",
    )
    cluster = start([SERVER_PYTHON, "manage.py", "qcluster"], env, workdir / "qcluster.log")
    try:
        wait_until_up(port, web)
        yield Service(port, key, web, cluster)
    finally:
        try:
            end_tree(web)
        finally:
            end_tree(cluster)


def web_server(server: str, workers: int, threads: int):
    """The command line, for a port, of the "new" web tier (core.webserver) or the "old"
    one (gunicorn gthread on ttsproject.wsgi, as before 2026-12-01)."""
    if server == "new":
        return lambda port: server_command(f"127.0.0.1:{port}", workers)
    return lambda port: [
        str(BIN / "gunicorn"),
        "ttsproject.wsgi:application",
        f"--bind=127.0.0.1:{port}",
        f"--workers={workers}",
        f"--threads={threads}",
        f"--worker-class={'gthread' if threads > 1 else 'sync'}",
        "--log-level=warning",
        "--timeout=60",
        "--no-control-socket",  # as `manage.py serve` did: its default path is per user
    ]


def server_command(bind: str, workers: int) -> list[str]:
    """`manage.py serve`'s web tier, as the service's own tree builds the command line."""
    if SERVER_ROOT == ROOT and SERVER_PYTHON == sys.executable:
        return webserver.command(bind, workers)
    done = subprocess.run(
        [SERVER_PYTHON, "-c", "import json, sys; from core import webserver; "
         "print(json.dumps(webserver.command(sys.argv[1], int(sys.argv[2]))))", bind, str(workers)],
        cwd=SERVER_ROOT, capture_output=True, text=True, timeout=60, check=True,
    )  # fmt: skip
    return json.loads(done.stdout)


def build_model(env: dict) -> None:
    """The tiny stand-in at SYNTH_MODEL_DIR, as the service's own tree builds it."""
    manage(env, "build_standin_model", env["SYNTH_MODEL_DIR"], "--profile", "tiny")


def wait_until_up(port: int, web: subprocess.Popen) -> None:
    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        if web.poll() is not None:
            raise RuntimeError("gunicorn exited; see its log")
        with contextlib.suppress(OSError, http.client.HTTPException):
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", "/api/v1/health")
            if conn.getresponse().status == 200:
                return
        time.sleep(0.1)
    raise RuntimeError(f"gunicorn did not answer within {START_SECONDS} s")


def forget_redis_keys(q_name: str) -> int:
    """Delete this run's keys (cache prefix and django-q2 queue both carry Q_NAME)."""
    import redis

    client = redis.Redis.from_url(REDIS_URL, socket_timeout=10)
    keys = list(client.scan_iter(match=f"*{q_name}*", count=1000))
    return client.delete(*keys) if keys else 0


# --- one client ------------------------------------------------------------------------


@dataclass
class Reply:
    status: int
    headers: http.client.HTTPMessage
    body: bytes
    seconds: float


# Where clients connect: loopback, or (bench/load.py --url) the cluster in a box's load
# balancer on its private subnet (deploy/cluster/cluster.py).
CLIENT_HOST = "127.0.0.1"


class Client:
    """One keep-alive connection; times each request from send to the body's last byte."""

    def __init__(self, port: int, key: str, host: str | None = None):
        self.port = port
        self.headers = {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}
        host = host or CLIENT_HOST
        self.conn = http.client.HTTPConnection(host, port, timeout=MISS_WAIT + 30)

    def call(self, method: str, path: str, body: bytes | None = None) -> Reply:
        for attempt in (1, 2):  # once more if the server closed an idle keep-alive
            start = time.perf_counter()
            try:
                self.conn.request(method, path, body=body, headers=self.headers)
                response = self.conn.getresponse()
                data = response.read()
            except (http.client.RemoteDisconnected, ConnectionError):
                self.conn.close()
                if attempt == 2:
                    raise
                continue
            return Reply(response.status, response.headers, data, time.perf_counter() - start)
        raise AssertionError("unreachable")

    def json(self, path: str) -> dict:
        reply = self.call("GET", path)
        if reply.status != 200:
            raise RuntimeError(f"GET {path}: {reply.status} {reply.body[:200]!r}")
        return json.loads(reply.body)


def speech_body(text: str) -> bytes:
    return json.dumps({"text": text, "voice": "M1", "format": "wav", "wait": MISS_WAIT}).encode()


def sequential(service: "Service", name: str, requests: list) -> Result:
    """Send ``requests`` one after another on one connection; non-200 answers are errors."""
    client, result = Client(service.port, service.key), Result(name)
    server, cpu = cpu_seconds(service.workers()), time.thread_time()
    started = time.perf_counter()
    for method, path, body in requests:
        reply = client.call(method, path, body)
        result.latencies.append(reply.seconds)
        result.errors += reply.status != 200
    result.seconds = time.perf_counter() - started
    result.client_cpu = time.thread_time() - cpu
    result.server_cpu = cpu_seconds(service.workers()) - server
    return result


# --- many clients ----------------------------------------------------------------------

WRK_SCRIPT = """
local requests = {%s}
local counter = 0
wrk.headers["Authorization"] = "Bearer %s"
wrk.headers["Content-Type"] = "application/json"

function request()
  counter = counter + 1
  local r = requests[(counter %% #requests) + 1]
  return wrk.format(r[1], r[2], nil, r[3])
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    "WRK {\\"requests\\": %%d, \\"us\\": %%d, \\"errors\\": %%d, " ..
    "\\"p50\\": %%d, \\"p95\\": %%d, \\"p99\\": %%d}\\n",
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99)))
end
"""


def lua_string(value: str) -> str:
    return json.dumps(value)  # ASCII JSON string escapes are valid Lua


def with_wrk(service: Service, name: str, requests: list, clients: int, seconds: float) -> Result:
    """``clients`` connections on 2 wrk threads for ``seconds``."""
    items = ", ".join(
        f"{{{lua_string(m)}, {lua_string(p)}, {lua_string((b or b'').decode())}}}"
        for m, p, b in requests
    )
    with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as script:
        script.write(WRK_SCRIPT % (items, service.key))
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    server = cpu_seconds(service.workers())
    try:
        done = subprocess.run(
            [
                "wrk",
                f"--threads={min(2, clients)}",
                f"--connections={clients}",
                f"--duration={seconds:g}s",
                "--timeout=10s",
                f"--script={script.name}",
                f"http://127.0.0.1:{service.port}",
            ],
            capture_output=True,
            text=True,
            timeout=seconds + 60,
        )
    finally:
        os.unlink(script.name)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    line = next((x for x in done.stdout.splitlines() if x.startswith("WRK ")), None)
    if line is None:
        raise RuntimeError(f"wrk failed:\n{done.stdout}\n{done.stderr}")
    data = json.loads(line[4:])
    return Result(
        name,
        seconds=data["us"] / 1e6,
        errors=data["errors"],
        count=data["requests"],
        quantiles={p: data[f"p{p}"] / 1e6 for p in (50, 95, 99)},
        client_cpu=(after.ru_utime + after.ru_stime) - (usage.ru_utime + usage.ru_stime),
        server_cpu=cpu_seconds(service.workers()) - server,
    )


def with_threads(
    service: Service, name: str, requests: list, clients: int, seconds: float
) -> Result:
    """The same load from Python threads (one keep-alive connection each), without wrk.
    The GIL makes this client slower and its latencies a little longer than wrk's."""
    results = [Result(name) for _ in range(clients)]
    deadline = time.perf_counter() + seconds
    limit = int(seconds * 5000)  # a bound per client far above what 2 cores can serve

    def run(i: int) -> None:
        client, result = Client(service.port, service.key), results[i]
        for n in range(limit):
            method, path, body = requests[(i + n) % len(requests)]
            try:
                reply = client.call(method, path, body)
                result.errors += reply.status != 200
                result.latencies.append(reply.seconds)
            except (OSError, http.client.HTTPException):
                result.errors += 1
            if time.perf_counter() >= deadline:
                break

    server = cpu_seconds(service.workers())
    cpu = time.process_time()
    started = time.perf_counter()
    threads = [threading.Thread(target=run, args=(i,)) for i in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(seconds + 60)
    total = Result(name, seconds=time.perf_counter() - started)
    for r in results:
        total.latencies += r.latencies
        total.errors += r.errors
    total.client_cpu = time.process_time() - cpu
    total.server_cpu = cpu_seconds(service.workers()) - server
    return total


# --- the measurements ------------------------------------------------------------------


def prefill(service: Service, texts: list[str]) -> tuple[list[str], int]:
    """Put ``texts`` in the cache (misses, through the cluster); their clip ids and errors."""
    client, ids, errors = Client(service.port, service.key), [], 0
    for text in texts:
        reply = client.call("POST", "/api/v1/speech", speech_body(text))
        if reply.status != 200:
            errors += 1
            print(f"  prefill: {reply.status} {reply.body[:200]!r}", file=sys.stderr)
            continue
        ids.append(reply.headers["X-Clip-Id"])
    return ids, errors


def hit_requests(texts: list[str]) -> list:
    return [("POST", "/api/v1/speech", speech_body(t)) for t in texts]


def read_db(db: Path, sql: str, params: tuple = ()) -> list[tuple]:
    with contextlib.closing(sqlite3.connect(f"file:{db}?mode=ro", uri=True)) as conn:
        return conn.execute(sql, params).fetchall()


def wav_names(db: Path) -> list[str]:
    """The stored WAV files (a clip asked for in wav keeps it as its own audio), for the
    bare view to serve."""
    sql = (
        "SELECT audio FROM synth_clip WHERE audio LIKE '%.wav'"
        " UNION SELECT audio FROM synth_clipencoding WHERE format = 'wav'"
    )
    return [name for (name,) in read_db(db, sql)]


def job_times(db: Path, key: str) -> dict:
    """The finished job's enqueued/started/finished, as Unix times."""
    (row,) = read_db(
        db, "SELECT enqueued, started, finished FROM synth_synthesisjob WHERE key = ?", (key,)
    )
    # Django keeps SQLite datetimes as naive UTC text.
    stamps = [datetime.fromisoformat(v).replace(tzinfo=UTC).timestamp() for v in row]
    return dict(zip(("enqueued", "started", "finished"), stamps, strict=True))


@dataclass
class Misses:
    """Misses measured one after another: overhead = end to end - synthesis_seconds, and
    where it goes (request start -> job enqueued -> started -> finished -> response)."""

    name: str
    overhead: list[float] = field(default_factory=list)
    parts: dict = field(default_factory=dict)
    synthesis: list[float] = field(default_factory=list)
    errors: int = 0


def measure_misses(service: Service, texts: list[str], db: Path, name: str) -> Misses:
    client = Client(service.port, service.key)
    misses = Misses(name, parts={k: [] for k in ("enqueue", "queue", "worker", "answer")})
    for text in texts:
        sent = time.time()
        reply = client.call("POST", "/api/v1/speech", speech_body(text))
        received = sent + reply.seconds
        if reply.status != 200 or reply.headers["X-Cache"] != "MISS":
            misses.errors += 1
            print(f"  miss: {reply.status} {reply.body[:200]!r}", file=sys.stderr)
            continue
        key = reply.headers["X-Clip-Id"]
        synthesis = client.json(f"/api/v1/clips/{key}")["synthesis_seconds"]
        misses.synthesis.append(synthesis)
        misses.overhead.append(reply.seconds - synthesis)
        t = job_times(db, key)
        misses.parts["enqueue"].append(t["enqueued"] - sent)  # plan, look up, create the job
        misses.parts["queue"].append(t["started"] - t["enqueued"])  # broker, worker's claim
        misses.parts["worker"].append(t["finished"] - t["started"] - synthesis)  # store it
        misses.parts["answer"].append(received - t["finished"])  # notice, encode wav, send
    return misses


def concurrent(service: Service, db: Path, texts: list[str], args, load) -> list[Result]:
    """Ours and the bare view over the same files, interleaved round by round, at each
    number of clients."""
    ours = hit_requests(texts)
    bare = [("GET", f"/bench/bare/{name}", None) for name in wav_names(db)]
    for requests in (ours, bare):  # warm both paths in every worker
        load(service, "warm-up", requests, args.clients[0], 2)
    rows = []
    for clients in args.clients:
        for n in range(1, args.load_rounds + 1):
            name = f"{clients} clients, round {n}"
            rows.append(load(service, f"hits, {name}", ours, clients, args.seconds))
            rows.append(load(service, f"bare FileResponse, {name}", bare, clients, args.seconds))
    return rows


def against_bare(rows: list[Result], clients: int) -> tuple[float, float]:
    """At ``clients``: our hits' throughput over the bare view's, and their p95 over its
    (the medians over the rounds)."""
    level = f" {clients} clients, "
    ours = [r for r in rows if r.name.startswith("hits,") and level in r.name]
    bare = [r for r in rows if r.name.startswith("bare") and level in r.name]
    p95 = statistics.median(o.q(95) / b.q(95) for o, b in zip(ours, bare, strict=True))
    return throughput(ours, "hits, ") / throughput(bare, "bare"), p95


def throughput(rows: list[Result], prefix: str) -> float:
    mine = [r for r in rows if r.name.startswith(prefix)]
    return sum(r.requests for r in mine) / sum(r.seconds for r in mine)


# --- setup and the machine -------------------------------------------------------------


def base_env(workdir: Path, model: Path, q_name: str, **settings: str) -> dict:
    """A benchmark service's environment: this one's, less our settings, plus a fresh
    VAR_DIR, the model, its own Q_NAME (also the Redis key prefix: a run deletes its own
    keys), limits that never refuse the benchmark (both counters still count every
    request), and ``settings`` (e.g. DJANGO_SETTINGS_MODULE, SYNTH_JOB_TIMEOUT)."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("SYNTH_", "Q_", "API_", "BENCH_"))
        and k not in ("DATABASE_URL", "REDIS_URL")
    }
    env.update(
        {
            "DJANGO_SETTINGS_MODULE": "bench.settings",
            "VAR_DIR": str(workdir / "var"),
            "SYNTH_MODEL_DIR": str(model),
            "Q_NAME": q_name,
            "API_RATE": "1000000/s",
            "API_DAILY_CHARS": "1000000000",
            "PYTHONPATH": str(SERVER_ROOT),
            # As `manage.py serve` runs it: /metrics adds up every process's files from here.
            "PROMETHEUS_MULTIPROC_DIR": str(workdir / "metrics"),
            **settings,
        }
    )
    (workdir / "metrics").mkdir(exist_ok=True)
    return env


def prepare(env: dict) -> str:
    """The tiny stand-in, a fresh database with the cache table and a tenant; its API key."""
    build_model(env)
    manage(env, "migrate", "--noinput")  # with the cache table
    return manage(env, "create_tenant", "bench", "--name", "Bench").strip()


def versions() -> str:
    import django
    import gunicorn
    import redis
    import rest_framework

    server = redis.Redis.from_url(REDIS_URL, socket_timeout=10).info("server")["redis_version"]
    wrk = "absent"
    if shutil.which("wrk"):
        done = subprocess.run(["wrk", "-v"], capture_output=True, text=True, timeout=30)
        wrk = done.stdout.split()[1]
    return (
        f"Python {platform.python_version()}, Django {django.__version__}, "
        f"DRF {rest_framework.__version__}, gunicorn {gunicorn.__version__}, "
        f"Redis {server}, SQLite {sqlite3.sqlite_version}, wrk {wrk}"
    )


def machine() -> str:
    cpuinfo = Path("/proc/cpuinfo").read_text().splitlines()
    model = next((x.split(":", 1)[1].strip() for x in cpuinfo if x.startswith("model name")), "")
    return f"{len(os.sched_getaffinity(0))} cores available ({model or platform.processor()})"


SPIN = "x = 0\nfor i in range(4_000_000):\n    x += i"


def parallel_speedup() -> float:
    """How many times one process's pure-Python speed two processes get together (2.0 on
    two free cores; less when the cores are shared with other work or hyperthreads)."""

    def timed(copies: int) -> float:
        started = time.perf_counter()
        procs = [subprocess.Popen([sys.executable, "-c", SPIN]) for _ in range(copies)]
        try:
            for p in procs:
                p.wait(60)
        finally:
            for p in procs:
                end_tree(p)
        return time.perf_counter() - started

    one = timed(1)
    return 2 * one / timed(2)


def load_average() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


# --- the report ------------------------------------------------------------------------


@dataclass
class Target:
    text: str
    met: bool | None = None

    def __str__(self) -> str:
        if self.met is None:
            return self.text
        return f"{self.text}: {'met' if self.met else '**missed**'}"


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f}"


def per_request(seconds: float, r: Result) -> str:
    return f"{seconds / r.requests * 1000:.2f}" if seconds and r.requests else "-"


def hit_table(rows: list[tuple[Result, Target]]) -> list[str]:
    lines = [
        "| measurement | requests | p50 ms | p95 ms | p99 ms | req/s | errors "
        "| server CPU ms/req | client CPU ms/req | target |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r, target in rows:
        lines.append(
            f"| {r.name} | {r.requests} | {ms(r.q(50))} | {ms(r.q(95))} | {ms(r.q(99))} | "
            f"{r.rate:.0f} | {r.errors} | {per_request(r.server_cpu, r)} | "
            f"{per_request(r.client_cpu, r)} | {target} |"
        )
    return lines


def miss_table(misses: list[Misses]) -> list[str]:
    lines = [
        "| misses | count | overhead p50 ms | overhead p95 ms | engine p50 ms "
        "| enqueue | queue | worker | answer | errors | target |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for m in misses:
        p50 = percentile(m.overhead, 50)
        target = Target("p50 < 30 ms", p50 < 0.030) if "Redis" in m.name else Target("")
        parts = " | ".join(ms(percentile(v, 50)) for v in m.parts.values())
        lines.append(
            f"| {m.name} | {len(m.overhead)} | {ms(p50)} | {ms(percentile(m.overhead, 95))} | "
            f"{ms(percentile(m.synthesis, 50))} | {parts} | {m.errors} | {target} |"
        )
    return lines


# --- main ------------------------------------------------------------------------------


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--texts", type=int, default=100, help="distinct cached texts")
    parser.add_argument("--rounds", type=int, default=5, help="one-client passes over them")
    parser.add_argument(
        "--clients", type=int, nargs="+", default=[16], help="concurrent hits, each level"
    )
    parser.add_argument("--seconds", type=float, default=10, help="per concurrent run")
    parser.add_argument("--load-rounds", type=int, default=2, help="ours/bare alternations")
    parser.add_argument("--misses", type=int, default=30, help="new texts per broker")
    parser.add_argument("--workers", type=int, default=2, help="gunicorn worker processes")
    parser.add_argument("--threads", type=int, default=4, help="threads per worker (--server old)")
    parser.add_argument("--server", choices=["new", "old"], default="new", help="the web tier")
    parser.add_argument(
        "--client", choices=["wrk", "python"], help="concurrent load (default: wrk if installed)"
    )
    parser.add_argument("--no-orm", action="store_true", help="skip the ORM-broker pass")
    parser.add_argument(
        "--conn-max-age", type=int, help="override CONN_MAX_AGE (default: as set, 60)"
    )
    return parser.parse_args()


def on_sigterm(signum, frame):
    raise KeyboardInterrupt  # stop the children through the same finally blocks as Ctrl-C


@dataclass
class Run:
    """Everything one run measured."""

    rows: list = field(default_factory=list)  # (Result, Target)
    misses: list = field(default_factory=list)
    ratio: float | None = None  # hits / bare throughput at the first level of --clients
    levels: dict = field(default_factory=dict)  # clients -> (throughput ratio, p95 ratio)
    errors: int = 0  # failed requests outside the tables (prefill)

    def failed(self) -> int:
        return (
            self.errors + sum(r.errors for r, _ in self.rows) + sum(m.errors for m in self.misses)
        )


def redis_pass(svc: Service, db: Path, args, load, run: Run) -> None:
    """With REDIS_URL: the Redis broker and cache, as the targets are stated."""
    texts = [HIT_TEXT.format(i=i) for i in range(args.texts)]
    ids, run.errors = prefill(svc, texts)
    sequential(svc, "warm-up", hit_requests(texts))
    r = sequential(svc, "hits, 1 client, POST /speech", hit_requests(texts) * args.rounds)
    run.rows.append((r, Target("p50 < 5 ms", r.q(50) < 0.005)))
    audio = [("GET", f"/api/v1/clips/{i}/audio?format=wav", None) for i in ids]
    run.rows.append((sequential(svc, "hits, 1 client, GET /clips/{id}/audio", audio), Target("")))
    for r in concurrent(svc, db, texts, args, load):
        ours = r.name.startswith("hits")
        run.rows.append((r, Target("p99 < 20 ms", r.q(99) < 0.020) if ours else Target("")))
    rows = [r for r, _ in run.rows]
    run.levels = {n: against_bare(rows, n) for n in args.clients}
    run.ratio = run.levels[args.clients[0]][0]
    texts = [MISS_TEXT.format(i=i, run="R") for i in range(args.misses)]
    run.misses.append(measure_misses(svc, texts, db, "Redis broker and cache"))


def orm_pass(svc: Service, db: Path, args, run: Run) -> None:
    """Without REDIS_URL: the ORM broker and the database cache (the embedded mode)."""
    texts = [HIT_TEXT.format(i=i) for i in range(args.texts)]
    sequential(svc, "warm-up", hit_requests(texts))
    r = sequential(svc, "hits, 1 client, POST /speech, DB cache", hit_requests(texts) * args.rounds)
    run.rows.append((r, Target("")))
    texts = [MISS_TEXT.format(i=i, run="O") for i in range(args.misses)]
    run.misses.append(measure_misses(svc, texts, db, "ORM broker, DB cache"))


def main() -> int:
    args = parse_args()
    signal.signal(signal.SIGTERM, on_sigterm)
    signal.signal(signal.SIGINT, signal.default_int_handler)  # even if started in background
    wrk = (args.client or ("wrk" if shutil.which("wrk") else "python")) == "wrk"
    load = with_wrk if wrk else with_threads
    q_name = f"bench-api-{uuid.uuid4().hex[:10]}"
    speedup, load_before, run = parallel_speedup(), load_average(), Run()
    with tempfile.TemporaryDirectory(prefix="bench-api-") as tmp:
        workdir = Path(tmp)
        extra = {} if args.conn_max_age is None else {"BENCH_CONN_MAX_AGE": str(args.conn_max_age)}
        env = base_env(workdir, workdir / "model", q_name, **extra)
        db = workdir / "var" / "db.sqlite3"
        key = prepare(env)
        gunicorn = (env, key, workdir, args.workers, args.threads)
        server = {"server": args.server}
        try:
            with service({**gunicorn[0], "REDIS_URL": REDIS_URL}, *gunicorn[1:], **server) as svc:
                redis_pass(svc, db, args, load, run)
            if not args.no_orm:
                with service(*gunicorn, **server) as svc:
                    orm_pass(svc, db, args, run)
        finally:
            forget_redis_keys(q_name)
        wav = [p.stat().st_size for p in (workdir / "var" / "media").rglob("*.wav")]
    worker = (
        "uvicorn workers, core.webserver"
        if args.server == "new"
        else f"gthread, {args.threads} threads each"
    )
    lines = [
        f"Machine: {machine()}; two processes run at {speedup:.2f}x one process's speed; "
        f"load average {load_before} before, {load_average()} after",
        f"Versions: {versions()}",
        f"gunicorn: {args.workers} workers ({worker}); qcluster: 1 worker; concurrent load: "
        f"{'wrk' if wrk else 'Python threads'}, "
        f"{' and '.join(map(str, args.clients))} connections, "
        f"{args.seconds:g} s per run; CONN_MAX_AGE: "
        f"{'as set (60)' if args.conn_max_age is None else args.conn_max_age}",
        f"Cached texts: {args.texts}, WAV {sum(wav) / max(1, len(wav)) / 1024:.0f} KB on average; "
        f"{args.rounds} one-client passes; {args.misses} misses per broker",
        "",
        *hit_table(run.rows),
        "",
        f"Throughput, ours / bare view: **{run.ratio:.2f}** "
        f"({Target('target at least 0.5', run.ratio >= 0.5)})",
        "",
        "| hits against the bare view | throughput, ours / bare "
        "| p95, ours as a multiple of bare's |",
        "|---|---|---|",
        *(f"| {n} clients | {t:.2f} | {p:.2f} |" for n, (t, p) in run.levels.items()),
        "",
        *miss_table(run.misses),
    ]
    print("\n".join(lines))
    if run.failed():
        print(f"\n{run.failed()} request(s) failed", file=sys.stderr)
    return 1 if run.failed() else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit("interrupted; gunicorn, the cluster and the run's Redis keys are gone")
