"""Serving: does one tenant's waiting stall another tenant's cache hits? And what does the
web tier spend on the waiting (threads, memory, CPU), old server against new.

    .venv/bin/python bench/serving.py [--server new|old|both] [--caps raised|default|both]
        [--seconds 10] [--hit-rate 50] [--waits 64] [--streams 16] [--tenants 8]
        [--throughput-seconds 5] [--rounds 2] [--clients 16] [--web-workers 2]
        [--scaled [--database-url URL] [--redis-url URL]] [--model-dir DIR]

Each run of a server starts a fresh service as bench/load.py does (a fresh VAR_DIR, the
tiny stand-in unless --model-dir names a prepared folder, migrate, a qcluster with 1
worker; --scaled: a fresh PostgreSQL database and the run's own Redis keys, removed
afterwards), with the web tier served by one of:

- new: ``core.webserver.command`` (gunicorn managing uvicorn workers on ttsproject.asgi),
  as ``manage.py serve`` runs it now;
- old: gunicorn's gthread workers on ttsproject.wsgi, 4 threads each, as ``manage.py
  serve`` ran it before the ASGI change (9395c19);

on the same checkout, so the server is the only difference. Tenant B caches one clip
(POST /api/v1/speech, wav), then, per run:

1. Throughput (the first caps mode of each server): --clients closed-loop connections send
   B's hit for --throughput-seconds, alternating --rounds times with the same number of
   GETs to bench/bare.py (a bare Django view answering the same bytes) under the new
   server's worker class: hits/bare (target at least 0.5) and new/old (at least 1.0).
2. Idle: B's hit at a steady --hit-rate for --seconds; latency from the moment each was
   due (so a stalled server cannot hide behind a slower client).
3. Loaded: tenant A (--caps raised: one tenant, the caps set above the load with
   API_TENANT_MAX_WAITING/STREAMS; --caps default: the service's own caps and the load
   spread over --tenants tenants) keeps --waits requests of new texts waiting (``wait:
   30``) and --streams streams (``stream: true``) open, each sent again as soon as it ends,
   while B sends the same hits for --seconds. Then A stops sending and its last requests
   may finish: a stream that has no byte after --stream-timeout seconds, or ends before
   its last chunk, is dropped.

Reported per phase: hits p50/p99 (loaded against idle: target p99 at most 2x, zero errors,
zero dropped streams), any hit that is not a 200 with the clip's exact bytes, A's status
codes, the gunicorn workers' threads (peak of their sum of /proc/<pid>/task), RSS (peak of
the sum) and CPU seconds, and the load generator's own CPU (each client is a process with
its own event loop, HTTP/1.1 on asyncio streams: no client library in the way). Exits 1 if
a hit failed; a missed target is reported, not an error. Figures: docs/BENCHMARKS.md.
"""

import argparse
import asyncio
import contextlib
import json
import multiprocessing
import os
import signal
import sys
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.api import (  # noqa: E402  (after the path: bench/ is not a package on sys.path)
    children,
    free_port,
    load_average,
    machine,
    manage,
    on_sigterm,
    parallel_speedup,
    percentile,
    service,
    start,
    wait_until_up,
)
from bench.load import MISS_WAIT as WAIT  # noqa: E402  (A's requests wait this long)
from bench.load import body, fresh_state, prepare_hits  # noqa: E402
from core import webserver  # noqa: E402
from tests.cluster import end_tree  # noqa: E402

SPEECH = "/api/v1/speech"
NEW_TEXT = "{who} asks for order {n} at desk {slot}, run {run}: it is on its way now."
TICK = 0.2  # seconds between two looks at the web processes in /proc


# --- HTTP/1.1 on asyncio streams ---------------------------------------------------------


@dataclass
class Reply:
    status: int = 0
    headers: dict = field(default_factory=dict)
    body: bytes = b""  # unless not kept
    first_byte: float | None = None  # time.monotonic() of the body's first bytes


class Connection:
    """One keep-alive connection to 127.0.0.1:``port``: as much HTTP/1.1 as the service
    answers with (Content-Length or chunked bodies). On any failure it is closed, and
    opened again by the next request."""

    def __init__(self, port: int):
        self.port = port
        self.reader = self.writer = None
        self.reused = False  # it has carried a whole exchange already

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None

    async def request(self, method: str, path: str, headers: bytes, data: bytes = b"", *,
                      keep_body: bool = True, on_first_byte=None) -> Reply:  # fmt: skip
        head = f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: {len(data)}\r\n"
        message = head.encode() + headers + b"\r\n" + data
        while True:
            if self.writer is None:
                self.reader, self.writer = await asyncio.open_connection(
                    "127.0.0.1", self.port, limit=1 << 20
                )
                self.reused = False
            self.writer.write(message)
            reply = Reply()
            try:
                await self._read(reply, keep_body, on_first_byte)
                break
            except (ConnectionError, asyncio.IncompleteReadError) as exc:
                self.close()
                # The server closed a keep-alive connection that had been idle (uvicorn
                # does after 5 s) as this request went out: once more on a new one, as
                # HTTP clients do, when not a byte of the answer had come.
                if self.reused and reply.status == 0 and not getattr(exc, "partial", b""):
                    continue
                raise
            except BaseException:
                self.close()  # half a reply (or a cancelled one) leaves it unusable
                raise
        self.reused = True
        if reply.headers.get("connection", "").lower() == "close":
            self.close()
        return reply

    async def _read(self, reply: Reply, keep_body: bool, on_first_byte) -> None:
        lines = (await self.reader.readuntil(b"\r\n\r\n")).decode("latin-1").split("\r\n")
        reply.status = int(lines[0].split()[1])
        for line in filter(None, lines[1:]):
            name, _, value = line.partition(":")
            reply.headers[name.strip().lower()] = value.strip()
        parts = []

        def got(data: bytes) -> None:
            if reply.first_byte is None and data:
                reply.first_byte = time.monotonic()
                if on_first_byte:
                    on_first_byte()
            if keep_body:
                parts.append(data)

        if reply.headers.get("transfer-encoding", "").lower() == "chunked":
            while size := int((await self.reader.readline()).split(b";")[0], 16):
                got((await self.reader.readexactly(size + 2))[:-2])
            await self.reader.readuntil(b"\r\n")  # the end of the (empty) trailers
        elif "content-length" in reply.headers:
            got(await self.reader.readexactly(int(reply.headers["content-length"])))
        else:
            got(await self.reader.read())  # to the end of the connection
            self.close()
        reply.body = b"".join(parts)


def auth(key: str) -> bytes:
    return f"Authorization: Bearer {key}\r\nContent-Type: application/json\r\n".encode()


def problem(reply: Reply, expected: bytes, hit: bool) -> str | None:
    """What is wrong with the answer to a hit (or, ``hit`` False, to the bare view)."""
    if reply.status != 200:
        return f"status {reply.status}"
    if hit and reply.headers.get("x-cache") != "HIT":
        return f"X-Cache {reply.headers.get('x-cache')}"
    return None if reply.body == expected else "not the clip's bytes"


async def one_request(conn: Connection, timeout: float, *args) -> tuple[Reply | None, str]:
    """The reply, or None and why there was none."""
    try:
        async with asyncio.timeout(timeout):
            return await conn.request(*args), ""
    except TimeoutError:
        return None, f"no answer in {timeout:g} s"
    except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, ValueError) as exc:
        return None, f"connection: {type(exc).__name__}"


# --- the clients (each in a process of its own) -------------------------------------------


async def steady_hits(port, key, data, expected, rate, start_at, end_at, timeout) -> dict:
    """B's hit, due every 1/``rate`` s from ``start_at`` to ``end_at`` (time.monotonic()),
    each on an idle connection or a new one: [(seconds since due, problem)], and the
    seconds from the first being due to the last answer."""
    idle: list[Connection] = []
    results = []

    async def one(due: float) -> None:
        conn = idle.pop() if idle else Connection(port)
        reply, wrong = await one_request(conn, timeout, "POST", SPEECH, auth(key), data)
        results.append((time.monotonic() - due, wrong or problem(reply, expected, hit=True)))
        if conn.writer is not None:
            idle.append(conn)

    tasks = []
    due, n = start_at, 0
    while due < end_at:
        await asyncio.sleep(max(0.0, due - time.monotonic()))  # the schedule, not a wait
        tasks.append(asyncio.create_task(one(due)))
        n += 1
        due = start_at + n / rate
    await asyncio.gather(*tasks)
    seconds = time.monotonic() - start_at
    for conn in idle:
        conn.close()
    return {"hits": results, "seconds": seconds}


async def closed_loop(port, key, method, path, data, expected, clients, seconds) -> dict:
    """``clients`` connections each sending the next request as the last one ends."""
    results = []
    deadline = time.monotonic() + seconds
    hit = method == "POST"

    async def client() -> None:
        conn = Connection(port)
        while time.monotonic() < deadline:
            started = time.monotonic()
            reply, wrong = await one_request(conn, 30, method, path, auth(key), data)
            results.append((time.monotonic() - started, wrong or problem(reply, expected, hit)))
        conn.close()

    started = time.monotonic()
    await asyncio.gather(*(client() for _ in range(clients)))
    return {"hits": results, "seconds": time.monotonic() - started}


async def heavy_tenants(port, plan, run, end_at, stream_timeout) -> dict:
    """Tenant A's load: for each (key, slug, waits, streams) of ``plan``, that many of
    new texts kept open until ``end_at``, each sent again when it ends; then the last
    ones may finish (a wait is answered within WAIT s, a stream must start within
    ``stream_timeout`` s). A 429 or 503 is honoured: its Retry-After passes first."""
    waits, streams = Counter(), Counter()
    wait_seconds, first_bytes = [], []

    def text(who, slot, n):
        return NEW_TEXT.format(who=who, slot=slot, n=n, run=run)

    async def waiter(key: str, who: str, slot: int) -> None:
        conn, n = Connection(port), 0
        while time.monotonic() < end_at:
            n += 1
            sent = time.monotonic()
            data = body(text(who, slot, n))
            reply, wrong = await one_request(conn, WAIT + 15, "POST", SPEECH, auth(key), data)
            waits[reply.status if reply else wrong] += 1
            if reply and reply.status == 200:
                wait_seconds.append(time.monotonic() - sent)
            await honour_retry_after(reply)
        conn.close()

    async def streamer(key: str, who: str, slot: int) -> None:
        conn, n = Connection(port), 0
        while time.monotonic() < end_at:
            n += 1
            sent = time.monotonic()
            data = json.dumps(
                {"text": text(who, f"s{slot}", n), "voice": "M1", "format": "wav", "stream": True}
            ).encode()
            try:
                # No byte within stream_timeout is a dropped stream; once the audio flows it
                # has as long as it needs (the job's own timeout is the service's).
                async with asyncio.timeout(stream_timeout) as limit:
                    reply = await conn.request(
                        "POST", SPEECH, auth(key), data, keep_body=False,
                        on_first_byte=lambda limit=limit: limit.reschedule(None),
                    )  # fmt: skip
            except TimeoutError:
                streams["dropped: no byte in time"] += 1
                continue
            except (OSError, asyncio.IncompleteReadError, ValueError):
                streams["dropped: ended short"] += 1
                continue
            if reply.status != 200:
                streams[reply.status] += 1
                await honour_retry_after(reply)
                continue
            streams["200 whole"] += 1
            if reply.first_byte is not None:
                first_bytes.append(reply.first_byte - sent)
        conn.close()

    async def kept_open(role, answers: Counter, *args) -> None:
        try:
            await role(*args)
        except asyncio.CancelledError:
            answers["cut by the benchmark"] += 1
            raise

    tasks = [
        asyncio.create_task(kept_open(role, answers, key, who, slot))
        for key, who, n_waits, n_streams in plan
        for role, answers, count in ((waiter, waits, n_waits), (streamer, streams, n_streams))
        for slot in range(count)
    ]
    # Whatever is still going this long after the end was cut by the benchmark itself: a
    # wait is answered within WAIT s, a stream sends its first byte within stream_timeout.
    _, cut = await asyncio.wait(tasks, timeout=end_at - time.monotonic() + stream_timeout + 5)
    for task in cut:
        task.cancel()
    await asyncio.gather(*cut, return_exceptions=True)
    return {
        "waits": dict(waits),
        "streams": dict(streams),
        "wait_seconds": wait_seconds,
        "first_bytes": first_bytes,
    }


async def honour_retry_after(reply: Reply | None) -> None:
    if reply is not None and reply.status in (429, 503):
        await asyncio.sleep(float(reply.headers.get("retry-after") or 1))  # as it asks


def _client_main(pipe, coroutine_function, args) -> None:
    try:
        import uvloop

        run = uvloop.run
    except ImportError:
        run = asyncio.run
    cpu = time.process_time()
    try:
        result = run(coroutine_function(*args))
    except Exception as exc:  # said to the parent, which would otherwise wait in vain
        result = {"error": f"{type(exc).__name__}: {exc}"}
    result["cpu"] = time.process_time() - cpu
    pipe.send(result)
    pipe.close()


class ClientProcess:
    """``coroutine_function(*args)`` run in a forked process with its own event loop; its
    result dict (with the process's CPU seconds) comes back from :meth:`result`."""

    def __init__(self, coroutine_function, *args):
        context = multiprocessing.get_context("fork")
        self.pipe, child = context.Pipe(duplex=False)
        self.process = context.Process(
            target=_client_main, args=(child, coroutine_function, args), daemon=True
        )
        self.process.start()
        child.close()

    def result(self, timeout: float) -> dict:
        try:
            if not self.pipe.poll(timeout):
                raise RuntimeError(f"a client process gave no result in {timeout:.0f} s")
            result = self.pipe.recv()
            if "error" in result:
                raise RuntimeError(f"a client process failed: {result['error']}")
            return result
        finally:
            self.process.join(5)
            if self.process.is_alive():
                self.process.kill()


# --- the web processes ----------------------------------------------------------------


def _stat_ticks(pid: int) -> int:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])  # utime, stime


def _rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


@dataclass
class WebUsage:
    """What gunicorn's workers (the master's children) spent during one phase: the peak
    of their threads and RSS summed over the workers, their CPU, and workers that were
    new (restarted) during it."""

    master: int
    threads: int = 0
    rss_mb: float = 0.0
    cpu: float = 0.0
    restarted: int = 0
    workers: int = 0
    _ticks: dict = field(default_factory=dict)

    def begin(self) -> None:
        self._ticks = {}
        for pid in children(self.master):
            with contextlib.suppress(OSError):
                self._ticks[pid] = _stat_ticks(pid)
        self.workers = len(self._ticks)

    def sample(self) -> None:
        threads = rss = 0
        for pid in children(self.master):
            with contextlib.suppress(OSError):
                threads += len(os.listdir(f"/proc/{pid}/task"))
                rss += _rss_kb(pid)
                self._ticks.setdefault(pid, None)  # new since begin(): all its CPU is this phase's
        self.threads = max(self.threads, threads)
        self.rss_mb = max(self.rss_mb, rss / 1024)

    def end(self) -> None:
        self.sample()
        ticks, new = 0, 0
        for pid, first in self._ticks.items():
            new += first is None
            with contextlib.suppress(OSError):  # a worker gone since: its CPU is lost
                ticks += _stat_ticks(pid) - (first or 0)
        self.cpu = ticks / os.sysconf("SC_CLK_TCK")
        self.restarted = new


def watch(usage: WebUsage, until: float) -> None:
    """Sample ``usage`` every TICK seconds until ``until`` (time.monotonic())."""
    while (left := until - time.monotonic()) > 0:
        usage.sample()
        time.sleep(min(TICK, left))  # a sampling period: there is no event to wait for


# --- the servers ------------------------------------------------------------------------


def new_server(port: int, workers: int) -> list[str]:
    return webserver.command(f"127.0.0.1:{port}", workers)


def old_server(port: int, workers: int) -> list[str]:
    """``manage.py serve``'s web command line as of 9395c19, before the ASGI change."""
    return [
        sys.executable, "-m", "gunicorn", "ttsproject.wsgi",
        "--bind", f"127.0.0.1:{port}", "--workers", str(workers), "--threads", "4",
        "--timeout", "60",  # API_MAX_WAIT + 30
        "--graceful-timeout", "5",
        "--logger-class", "ops.logs.GunicornLogger",
        "--no-control-socket",
    ]  # fmt: skip


SERVERS = {"new": new_server, "old": old_server}


@contextlib.contextmanager
def bare_server(clip: bytes, workdir: Path, workers: int, env: dict):
    """bench/bare.py serving ``clip`` under the new server's worker class; its port and
    its gunicorn master's pid."""
    path = workdir / "bare.wav"
    path.write_bytes(clip)
    port = free_port()
    command = [
        "bench.bare:application" if part == webserver.APP else part
        for part in webserver.command(f"127.0.0.1:{port}", workers)
    ]
    env = {k: v for k, v in env.items() if k != "DJANGO_SETTINGS_MODULE"}  # it has its own
    web = start(command, {**env, "BENCH_BARE_FILE": str(path)}, workdir / "bare.log")
    try:
        wait_until_up(port, web)
        yield port, web.pid
    finally:
        end_tree(web)


# --- one run: a fresh service on one server, one caps mode -------------------------------


@dataclass
class Run:
    """What one fresh service measured."""

    server: str
    caps: str
    label: str = ""
    caps_seen: str = ""  # the caps the service read: "waiting streams"
    plan: list = field(default_factory=list)  # (key, slug, waits, streams) of tenant A
    clip_bytes: int = 0
    throughput: list = field(default_factory=list)  # (kind, result) alternating
    idle: dict = field(default_factory=dict)  # steady_hits' result
    loaded: dict = field(default_factory=dict)  # the same, with heavy_tenants' under "load"
    idle_web: WebUsage | None = None
    loaded_web: WebUsage | None = None


TENANTS = """
import io
from django.conf import settings
from django.core.management import call_command
print("caps", settings.API_TENANT_MAX_WAITING, settings.API_TENANT_MAX_STREAMS)
for slug in {slugs!r}:
    out = io.StringIO()
    call_command("create_tenant", slug, name=slug, stdout=out, stderr=io.StringIO())
    print("key", out.getvalue().strip())
"""


def heavy_tenants_plan(args, caps: str) -> list[tuple[str, int, int]]:
    """Tenant A as (slug, waits, streams): one tenant with the whole load when the caps are
    raised, else the load spread over args.tenants tenants."""
    if caps == "raised":
        return [("heavy", args.waits, args.streams)]
    n = args.tenants
    return [
        (f"heavy{i}", args.waits // n + (i < args.waits % n),
         args.streams // n + (i < args.streams % n))
        for i in range(n)
    ]  # fmt: skip


def run_service(args, server: str, caps: str, measure_throughput: bool) -> Run:
    """A fresh service on ``server`` with ``caps``: its throughput (if asked), then the
    idle and the loaded phase."""
    run = Run(server, caps)
    settings = {}
    if caps == "raised":
        settings["API_TENANT_MAX_WAITING"] = settings["API_TENANT_MAX_STREAMS"] = str(
            args.raised_cap
        )
    model = args.model_dir.resolve() if args.model_dir else None
    if model:  # the shared weights' converted copy, kept between runs as bench/stream.py does
        settings["SYNTH_CACHE_DIR"] = str(ROOT / "var" / "bench" / "cache")
    with fresh_state(args, "serving", model, **settings) as (env, workdir, run.label):
        heavy = heavy_tenants_plan(args, caps)
        # One manage.py for every tenant (each would cost a Django start-up).
        script = TENANTS.format(slugs=["hits"] + [slug for slug, _, _ in heavy])
        said = [line.split() for line in manage(env, "shell", "-v", "0", "-c", script).splitlines()]
        run.caps_seen = next(" ".join(words[1:]) for words in said if words[:1] == ["caps"])
        key_b, *keys = [words[1] for words in said if words[:1] == ["key"]]
        run.plan = [(key, *h) for key, h in zip(keys, heavy, strict=True)]
        command = SERVERS[server]
        with service(
            env, key_b, workdir, args.web_workers, 4,
            web_command=lambda port: command(port, args.web_workers),
        ) as svc:  # fmt: skip
            print(f"  {server}, caps {caps}: up on :{svc.port} ({run.label})", file=sys.stderr)
            ((text, clip),) = prepare_hits(svc.port, key_b, 1)
            run.clip_bytes = len(clip)
            hit = (svc.port, key_b, "POST", SPEECH, body(text), clip)
            # Every worker warm, its fast path and its connections made.
            ClientProcess(closed_loop, *hit, args.clients, 2).result(60)
            if measure_throughput:
                with bare_server(clip, workdir, args.web_workers, env) as (bare_port, bare_pid):
                    bare = (bare_port, "", "GET", "/bare", b"", clip)
                    run.throughput = alternate(args, (hit, svc.web.pid), (bare, bare_pid))
            run.idle, run.idle_web = phase(args, svc, hit, None)
            run.loaded, run.loaded_web = phase(args, svc, hit, run.plan)
    return run


def alternate(args, hit: tuple, bare: tuple) -> list[tuple[str, dict]]:
    """args.rounds of closed-loop hits then the bare view, each (the client's arguments,
    its server's gunicorn master); with the web workers' CPU of each."""
    ClientProcess(closed_loop, *bare[0], args.clients, 2).result(60)  # warm, as the hits are
    rounds = []
    for _ in range(args.rounds):
        for kind, (target, master) in (("hits", hit), ("bare", bare)):
            usage = WebUsage(master)
            usage.begin()
            result = ClientProcess(
                closed_loop, *target, args.clients, args.throughput_seconds
            ).result(args.throughput_seconds + 60)
            usage.end()
            rounds.append((kind, {**result, "web_cpu": usage.cpu}))
    return rounds


def phase(args, svc, hit: tuple, plan: list | None):
    """B's steady ``hit`` for args.seconds, with tenant A's ``plan`` kept open from
    args.ramp seconds before when given; the hits' result (A's under "load") and the web
    workers' usage during the hits."""
    port, key, _, _, data, clip = hit
    start_at = time.monotonic() + (args.ramp if plan else 1)  # 1 s: the clients' start-up
    end_at = start_at + args.seconds
    load = None
    if plan:
        run_tag = uuid.uuid4().hex[:6]
        load = ClientProcess(heavy_tenants, port, plan, run_tag, end_at, args.stream_timeout)
    hits = ClientProcess(
        steady_hits, port, key, data, clip, args.hit_rate, start_at, end_at, args.hit_timeout
    )
    usage = WebUsage(svc.web.pid)
    time.sleep(max(0.0, start_at - time.monotonic()))  # the phase's own start
    usage.begin()
    watch(usage, end_at)
    usage.end()
    result = hits.result(args.hit_timeout + 60)
    if load:
        result["load"] = load.result(WAIT + args.stream_timeout + 60)
    return result, usage


# --- the report -------------------------------------------------------------------------


def ms(values: list[float], q: int) -> str:
    return f"{percentile(values, q) * 1000:.0f}" if values else "-"


def latencies(result: dict) -> list[float]:
    return [s for s, wrong in result.get("hits", []) if not wrong]


def errors(result: dict) -> Counter:
    return Counter(wrong for _, wrong in result.get("hits", []) if wrong)


def verdict(met: bool) -> str:
    return "met" if met else "**missed**"


def counts(counter: dict) -> str:
    return ", ".join(f"{k}: {v}" for k, v in sorted(counter.items(), key=str)) or "-"


def rate(result: dict) -> str:
    """Answered hits per second, from the first being due to the last answer."""
    return f"{len(latencies(result)) / result['seconds']:.0f}"


def ratio(loaded: list[float], idle: list[float], q: int) -> float:
    if not loaded or not idle:
        return float("inf")
    return percentile(loaded, q) / percentile(idle, q)


def summary(r: Run) -> dict[str, str]:
    """One server's column of a caps mode's table."""
    idle, loaded, load = latencies(r.idle), latencies(r.loaded), r.loaded["load"]
    idle_errors, loaded_errors = sum(errors(r.idle).values()), sum(errors(r.loaded).values())
    dropped = sum(n for k, n in load["streams"].items() if str(k).startswith(("dropped", "cut")))
    p99 = ratio(loaded, idle, 99)
    waited, first = load["wait_seconds"], load["first_bytes"]
    met = p99 <= 2 and idle_errors + loaded_errors == 0 and dropped == 0
    return {
        "idle hits: sent, answered/s, p50 / p99 ms": (
            f"{len(r.idle['hits'])}, {rate(r.idle)}, {ms(idle, 50)} / {ms(idle, 99)}"
        ),
        "loaded hits: sent, answered/s, p50 / p99 ms": (
            f"{len(r.loaded['hits'])}, {rate(r.loaded)}, {ms(loaded, 50)} / {ms(loaded, 99)}"
        ),
        "loaded / idle: p50, p99": f"{ratio(loaded, idle, 50):.2f}, **{p99:.2f}**",
        "hit errors: idle, loaded": f"{idle_errors}, {loaded_errors}",
        "A's waits: answers": counts(load["waits"]),
        "A's waits: a 200 took p50 / p99 ms": f"{ms(waited, 50)} / {ms(waited, 99)}",
        "A's streams: answers": counts(load["streams"]),
        "A's streams: first byte p50 / p99 ms": f"{ms(first, 50)} / {ms(first, 99)}",
        "web threads, peak: idle, loaded": f"{r.idle_web.threads}, {r.loaded_web.threads}",
        "web RSS MB, peak: idle, loaded": f"{r.idle_web.rss_mb:.0f}, {r.loaded_web.rss_mb:.0f}",
        "web CPU s: idle, loaded": f"{r.idle_web.cpu:.1f}, {r.loaded_web.cpu:.1f}",
        "web workers new during: idle, loaded": (
            f"{r.idle_web.restarted}, {r.loaded_web.restarted}"
        ),
        "client CPU s: hits idle, hits loaded, A": (
            f"{r.idle['cpu']:.1f}, {r.loaded['cpu']:.1f}, {load['cpu']:.1f}"
        ),
        "target: p99 at most 2x idle, 0 errors, 0 dropped": verdict(met),
    }


def caps_table(runs: list[Run]) -> list[str]:
    columns = [summary(r) for r in runs]
    lines = ["| | " + " | ".join(r.server for r in runs) + " |", "|---|" + "---|" * len(runs)]
    for name in columns[0]:
        lines.append(f"| {name} | " + " | ".join(c[name] for c in columns) + " |")
    return lines


@dataclass
class Throughput:
    """One kind's closed-loop rounds of a run, added up."""

    rate: float  # requests per second
    latencies: list[float]
    errors: int
    web_ms: float  # the web workers' CPU per request
    client_share: float  # the load generator's CPU, as a share of one core

    @classmethod
    def of(cls, run: Run, kind: str) -> "Throughput":
        mine = [result for k, result in run.throughput if k == kind]
        requests = sum(len(r["hits"]) for r in mine)
        seconds = sum(r["seconds"] for r in mine)
        return cls(
            rate=requests / seconds,
            latencies=[s for r in mine for s, wrong in r["hits"] if not wrong],
            errors=sum(1 for r in mine for _, wrong in r["hits"] if wrong),
            web_ms=sum(r["web_cpu"] for r in mine) / requests * 1000,
            client_share=sum(r["cpu"] for r in mine) / seconds,
        )

    def cells(self) -> str:
        values = self.latencies
        return (
            f"{self.rate:.0f} | {ms(values, 50)} / {ms(values, 99)} | {self.errors} | "
            f"{self.web_ms:.2f} | {self.client_share:.0%}"
        )


def throughput_table(runs: list[Run]) -> list[str]:
    lines = [
        "| server | what | req/s | p50 / p99 ms | errors | web CPU ms/req "
        "| client CPU, share of a core | hits / bare |",
        "|---|---|---|---|---|---|---|---|",
    ]
    rates = {}
    for run in runs:
        hits, bare = Throughput.of(run, "hits"), Throughput.of(run, "bare")
        rates[run.server] = hits.rate
        share = hits.rate / bare.rate
        judged = verdict(share >= 0.5) if run.server == "new" else "for reference"
        lines.append(f"| {run.server} | hits | {hits.cells()} | **{share:.2f}** ({judged}) |")
        lines.append(f"| {run.server} | bare view, same run | {bare.cells()} | |")
    lines += ["", "Target: hits / bare view at least 0.5 (the bare view under the new server's"]
    lines += ["worker class, in the same run, alternating with the hits)."]
    if {"new", "old"} <= rates.keys():
        ratio = rates["new"] / rates["old"]
        lines += ["", f"Hits throughput, new / old: **{ratio:.2f}** "
                      f"(target at least 1.0: {verdict(ratio >= 1.0)})"]  # fmt: skip
    return lines


def report(runs: list[Run], args, header: list[str]) -> list[str]:
    lines = list(header)
    for caps in ("raised", "default"):
        mine = [r for r in runs if r.caps == caps]
        if not mine:
            continue
        waiting, streams = mine[0].caps_seen.split()
        spread = ", ".join(f"{w} waits + {s} streams" for _, _, w, s in mine[0].plan[:1])
        lines += [
            "",
            f"### Caps {caps} (API_TENANT_MAX_WAITING={waiting}, API_TENANT_MAX_STREAMS="
            f"{streams}): tenant A = {len(mine[0].plan)} tenant(s), each {spread}",
            "",
            *caps_table(mine),
        ]
    with_throughput = [r for r in runs if r.throughput]
    if with_throughput:
        lines += [
            "",
            f"### Cache-hit throughput: {args.clients} closed-loop connections, "
            f"{args.rounds} x ({args.throughput_seconds:g} s hits, {args.throughput_seconds:g} s "
            "bare view), alternating",
            "",
            *throughput_table(with_throughput),
        ]
    return lines


# --- main ------------------------------------------------------------------------------


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--server", choices=["new", "old", "both"], default="both")
    parser.add_argument("--caps", choices=["raised", "default", "both"], default="both")
    parser.add_argument("--seconds", type=float, default=10, help="idle and loaded phases, each")
    parser.add_argument("--ramp", type=float, default=3, help="A's load on before the hits")
    parser.add_argument("--hit-rate", type=float, default=50, help="B's hits per second")
    parser.add_argument("--hit-timeout", type=float, default=30)
    parser.add_argument("--waits", type=int, default=64, help="A's waiting requests")
    parser.add_argument("--streams", type=int, default=16, help="A's open streams")
    parser.add_argument("--tenants", type=int, default=8, help="--caps default: A's tenants")
    parser.add_argument("--raised-cap", type=int, default=1000, help="--caps raised: both caps")
    parser.add_argument("--stream-timeout", type=float, default=45, help="first byte, at most")
    parser.add_argument("--throughput-seconds", type=float, default=5, help="per round and kind")
    parser.add_argument("--rounds", type=int, default=2, help="hits/bare alternations")
    parser.add_argument("--clients", type=int, default=16, help="throughput connections")
    parser.add_argument("--web-workers", type=int, default=2)
    parser.add_argument("--model-dir", type=Path, help="a prepared model (default: tiny stand-in)")
    parser.add_argument("--scaled", action="store_true", help="PostgreSQL + Redis")
    parser.add_argument(
        "--database-url", default=os.getenv("TEST_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/test"),
        help="--scaled: the PostgreSQL server (a fresh database is made on it)",
    )  # fmt: skip
    parser.add_argument(
        "--redis-url", default=os.getenv("TEST_REDIS_URL", "redis://127.0.0.1:6379/15"),
        help="--scaled: the Redis database (keys carry the run's own prefix)",
    )  # fmt: skip
    return parser.parse_args()


def main() -> int:
    args = parse_args()
    signal.signal(signal.SIGTERM, on_sigterm)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    servers = ["new", "old"] if args.server == "both" else [args.server]
    modes = ["raised", "default"] if args.caps == "both" else [args.caps]
    speedup, load_before, started = parallel_speedup(), load_average(), time.monotonic()
    runs = []
    for i, caps in enumerate(modes):
        for server in servers:  # side by side: the same mode on each server in turn
            runs.append(run_service(args, server, caps, measure_throughput=i == 0))
    label = runs[0].label
    header = [
        f"Machine: {machine()}; two processes run at {speedup:.2f}x one process's speed; "
        f"load average {load_before} before, {load_average()} after; "
        f"{time.monotonic() - started:.0f} s in all",
        f"Service: {label}; {args.web_workers} web workers (new: uvicorn workers, "
        f"core.webserver; old: gthread, 4 threads each, ttsproject.wsgi); 1 qcluster worker; "
        f"{args.model_dir or 'tiny stand-in'}",
        f"Hits: tenant B, one cached clip ({runs[0].clip_bytes / 1024:.0f} KB WAV), POST "
        f"{SPEECH}, {args.hit_rate:g}/s for {args.seconds:g} s per phase, latency from when "
        f"each was due; A's load on {args.ramp:g} s before the loaded phase's hits; a stream "
        f"with no byte in {args.stream_timeout:g} s or cut short is dropped",
    ]
    print("\n".join(report(runs, args, header)))
    failed = sum(sum(errors(r.idle).values()) + sum(errors(r.loaded).values()) for r in runs)
    for r in runs:
        for what, n in sorted((errors(r.idle) + errors(r.loaded)).items()):
            print(f"- {r.server}, caps {r.caps}: hits {what}: {n}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit("interrupted; the servers, clusters and the run's Redis keys are gone")
