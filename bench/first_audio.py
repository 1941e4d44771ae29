"""First audio and sentence reuse (issue 16): how soon a new text starts playing, against
the first chunk's own synthesis, against supertonic-realtime and against our service as it
was before sentences became the unit; and what a template workload synthesizes with and
without the sentence cache.

    .venv/bin/python bench/first_audio.py first [--repeat 5] [--long-repeat 5]
        [--modes scaled,embedded] [--no-peer] [--no-today] [--today-rev 2f2506d]
        [--peer-first-steps 8] [--model-dir var/bench/realistic] [--redis-url URL]
    .venv/bin/python bench/first_audio.py templates [--texts 200] [--steps 4]
        [--mode embedded|scaled]
    .venv/bin/python bench/first_audio.py setup     # the peer's venv and today's tree, once

Run by hand, never in `make test`; one run at a time (2 busy vCPUs). Build the realistic
stand-in first: `.venv/bin/python manage.py build_standin_model var/bench/realistic
--profile realistic`.

**first**: every request is a new text (every sentence of it carries the request's own
name or number, so neither the clip cache nor the sentence cache can answer it): one short
sentence, one two-clause sentence of about 100 characters, and a 975-character paragraph
of several sentences. Ours: POST /api/v1/speech with ``"stream": true`` (wav) to the web
tier as `manage.py serve` runs it (core.webserver.command, 2 workers) with
`manage.py qcluster` (1 worker) beside it, on a fresh SQLite database and a tenant; per
mode: *scaled* (Redis broker and cache, REDIS_URL, the run's own Q_NAME; its keys deleted
at the end) and *embedded* (django-q2's ORM broker and the database cache).

- first audio: from sending the request to the first byte of the body;
- first chunk: the engine's own time for chunk 1 (the clip's ``chunks[0].seconds``);
- overhead = first audio - first chunk (HTTP, planning, broker, the worker's claim,
  publishing the chunk, the web process noticing it, encoding).

In the same run and interleaved with ours (each repeat sends the same kind of text to
every system in turn, the order rotating), so that the shared host's load falls on all
alike:

- **today**: our service at ``--today-rev`` (2f2506d: main before sentences were the
  unit, first chunk up to 300 characters), from a `git archive` of that commit in
  var/bench/peers/today-<rev>, run by this venv's Python with that tree first on
  PYTHONPATH (the dependencies are this venv's), its own database and Q_NAME;
- **supertonic-realtime** 1.4.0 (PyPI), in its own venv (var/bench/peers/realtime-venv;
  `setup` makes it; never a dependency of the project), `supertonic serve` on the same
  model folder (SUPERTONIC_CACHE_DIR = the folder, which holds every ONNX module, so
  nothing is downloaded) with 2 intra-op threads as our worker has, driven as its own
  clients do: one WebSocket per text on ``/v1/realtime?voice=M1&lang=en&steps=8&
  first_chunk_steps=8`` (the same 8 steps on every chunk; its own default is 4 on the
  first), a ``speak`` event, timed from sending it to the first binary (PCM) frame, the
  session already open (as a voice agent's is), then read to ``response.done``.

Each request is read to its end (and ours, its clip fetched) before the next is sent, so
no synthesis runs under another's measurement.

**templates**: --texts texts from 20 templates (each of 4 or 5 sentences: fixed
boilerplate, and one or two sentences with a changing name, number, amount or date), sent
one after another without streaming (``wait`` 30 s, format wav, --steps steps), once with
SYNTH_SENTENCE_CACHE=true and once with false (a fresh database and cache each, the same
texts in the same order). Reported: the audio the engine made (the sum over clips of the
audio seconds of chunks not reused, ``chunks[i].end - start`` where ``reused`` is not
true), the audio served, the engine's seconds, the clips' own reuse fields when present
(``reused_sentences``, ``reused_audio_seconds``, ``saved_synthesis_seconds``), and the wall
time. With the cache off only whole texts could be reused, and all are different: that is
whole-text caching. Target: at most half its synthesized audio seconds.

Every process started is stopped on every exit (Ctrl-C, SIGTERM included).
"""

import argparse
import base64
import contextlib
import json
import os
import random
import signal
import socket
import statistics
import struct
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.api import (  # noqa: E402  (the same process plumbing as the other benchmarks)
    SERVER_PYTHON,
    SERVER_ROOT,
    base_env,
    forget_redis_keys,
    free_port,
    load_average,
    machine,
    on_sigterm,
    parallel_speedup,
)
from bench.stream import clip_detail, request, streamed  # noqa: E402
from tests.cluster import end_tree  # noqa: E402

PEERS = ROOT / "var" / "bench" / "peers"
PEER_VENV = PEERS / "realtime-venv"
PEER_PACKAGE = "supertonic-realtime==1.4.0"
TODAY_REV = "2f2506d"
START_SECONDS = 120  # the most a server may take to come up (the peer loads the model first)
THREADS = "2"  # intra-op threads: what our one cluster worker gets on 2 cores

# --- the texts --------------------------------------------------------------------------

FIRST = ["Alice", "Bruno", "Chloe", "Diego", "Elena", "Felix", "Grace", "Henry", "Irene", "Jonas"]
LAST = ["Archer", "Bishop", "Carter", "Dalton", "Easton", "Fowler", "Garner", "Harlow"]
CITIES = ["Lisbon", "Vienna", "Prague", "Dublin", "Athens", "Munich", "Zurich", "Krakow"]


@dataclass
class Fill:
    """What makes one request's text new: a name, a 4-digit number, a city."""

    serial: int

    @property
    def name(self) -> str:
        return f"{FIRST[self.serial % len(FIRST)]} {LAST[self.serial // len(FIRST) % len(LAST)]}"

    @property
    def number(self) -> int:
        return 1000 + self.serial % 9000

    @property
    def city(self) -> str:
        return CITIES[self.serial % len(CITIES)]


def short_text(f: Fill) -> str:
    return f"Your parcel {f.number} for {f.name} has shipped today."


def clause_text(f: Fill) -> str:
    return (
        f"Thank you for calling, {f.name}, and your booking {f.number} is confirmed "
        f"for Thursday morning at nine."
    )


def long_text(f: Fill) -> str:
    """A 975-character paragraph in which every sentence is this request's own."""
    n, name, city = f.number, f.name, f.city
    return (
        f"Good morning, {name}, and welcome to your travel update for trip {n}. "
        f"Your flight to {city} leaves tomorrow from terminal two, and boarding for trip "
        f"{n} starts forty minutes before departure. "
        f"Please have your passport ready, {name}, because the gate closes fifteen "
        f"minutes before the doors do. "
        f"The weather in {city} is mild this week, with light rain expected on the "
        f"afternoon you arrive, so a jacket is a good idea. "
        f"A driver will wait for {name} at the arrivals hall with a sign that shows "
        f"booking {n}, and the ride to the hotel is half an hour. "
        f"Your room in {city} is ready from two o'clock in the afternoon; if you land earlier, "
        f"the desk will keep your bags. "
        f"Breakfast for booking {n} is served from seven until ten in the garden "
        f"restaurant on the ground floor. "
        f"If anything changes, {name}, reply to this message or call the number on your "
        f"ticket, and we will help. "
        f"We hope trip {n} to {city} goes smoothly, and we wish you a pleasant journey."
    )


TEXTS = {"short": short_text, "two clauses": clause_text, "975 chars": long_text}

# --- processes --------------------------------------------------------------------------


def start_in(cwd: Path, args: list[str], env: dict, log: Path) -> subprocess.Popen:
    """A child in ``cwd``, in its own process group (so its workers are stopped with it)."""
    with open(log, "ab") as out:
        return subprocess.Popen(
            args, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )


def python_in(tree: Path) -> str:
    """The service tree's own venv (bench/compare.py), else this Python."""
    return SERVER_PYTHON if tree == SERVER_ROOT else sys.executable


def run_in(cwd: Path, env: dict, *args: str, timeout: float = 300) -> str:
    done = subprocess.run(
        [python_in(cwd), *args], cwd=cwd, env=env, capture_output=True, text=True,
        timeout=timeout,
    )  # fmt: skip
    if done.returncode:
        raise RuntimeError(f"{' '.join(args)} in {cwd} failed:\n{done.stderr[-3000:]}")
    return done.stdout


def wait_for(port: int, path: str, proc: subprocess.Popen, what: str) -> None:
    import http.client

    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{what} exited; see its log")
        with contextlib.suppress(OSError, http.client.HTTPException):
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
            conn.request("GET", path)
            if conn.getresponse().status == 200:
                return
        time.sleep(0.2)
    raise RuntimeError(f"{what} did not answer within {START_SECONDS} s")


# This venv installs the project in editable mode: its finder would hand a module missing
# from the old tree (synth/admin.py, say, which Django's admin autodiscovers) from this one.
# On the old tree's PYTHONPATH, this sitecustomize takes that finder away first.
ISOLATE = """import sys
sys.meta_path[:] = [f for f in sys.meta_path if "Editable" not in getattr(f, "__name__", "")]
sys.path_hooks[:] = [h for h in sys.path_hooks if "Editable" not in getattr(h, "__qualname__", "")]
"""


def isolation_dir() -> Path:
    site = PEERS / "today-site"
    site.mkdir(parents=True, exist_ok=True)
    (site / "sitecustomize.py").write_text(ISOLATE)
    return site


def today_tree(rev: str) -> Path:
    """Our service's code at ``rev``, unpacked once under var/bench/peers/."""
    tree = PEERS / f"today-{rev}"
    if not (tree / "manage.py").is_file():
        tree.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", rev], capture_output=True, check=True
        )
        subprocess.run(["tar", "-x", "-C", str(tree)], input=archive.stdout, check=True)
    return tree


def setup_peer() -> Path:
    """supertonic-realtime in its own venv (the same onnxruntime and numpy as ours)."""
    python = PEER_VENV / "bin" / "python"
    if not (PEER_VENV / "bin" / "supertonic").is_file():
        PEERS.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, "-m", "venv", "--clear", str(PEER_VENV)], check=True)
        pins = []
        for dist in ("onnxruntime", "numpy"):
            with contextlib.suppress(Exception):
                from importlib.metadata import version

                pins.append(f"{dist}=={version(dist)}")
        subprocess.run(
            [str(python), "-m", "pip", "install", "-q", f"{PEER_PACKAGE.split('==')[0]}"
             f"[serve]=={PEER_PACKAGE.split('==')[1]}", *pins],
            check=True,
        )  # fmt: skip
    return PEER_VENV / "bin" / "supertonic"


# --- ours ------------------------------------------------------------------------------


@dataclass
class Ours:
    """One of our services (a tree's code, one mode) with its tenant."""

    label: str
    port: int = 0
    key: str = ""
    procs: list = field(default_factory=list)

    def first_audio(self, text: str) -> dict:
        got = streamed(self.port, self.key, text)
        clip = clip_detail(self.port, self.key, got["clip"])
        chunks = clip["chunks"]
        return {
            "first_audio": got["first_audio"],
            "stream_end": got["stream_end"],
            "first_chunk_s": chunks[0]["seconds"],
            "first_chunk_chars": len(chunks[0]["text"]),
            "first_chunk_text": chunks[0]["text"],
            "chunks": len(chunks),
            "reused": sum(bool(c.get("reused")) for c in chunks),
            "cache": got["cache"],
        }


def our_env(tree: Path, workdir: Path, model: Path, q_name: str, **settings) -> dict:
    env = base_env(
        workdir,
        model,
        q_name,
        DJANGO_SETTINGS_MODULE="ttsproject.settings",
        SYNTH_JOB_TIMEOUT="600",
        LOG_FORMAT="text",
        PYTHONPATH=str(tree) if tree in (ROOT, SERVER_ROOT) else f"{isolation_dir()}:{tree}",
        **settings,
    )
    return env


@contextlib.contextmanager
def our_service(label: str, tree: Path, env: dict, workdir: Path):
    """A fresh database and tenant, then the web tier as `manage.py serve` runs it (that
    tree's core.webserver.command) and `manage.py qcluster`, all from ``tree``."""
    run_in(tree, env, "manage.py", "migrate", "--noinput")
    key = run_in(tree, env, "manage.py", "create_tenant", "bench", "--name", "Bench")
    port = free_port()
    command = json.loads(
        run_in(
            tree,
            env,
            "-c",
            "import json, sys; from core import webserver; "
            "print(json.dumps(webserver.command(sys.argv[1], 2)))",
            f"127.0.0.1:{port}",
        )
    )
    tag = label.replace(" ", "-")
    svc = Ours(label, port, key.strip().split()[-1])
    try:
        svc.procs.append(start_in(tree, command, env, workdir / f"web-{tag}.log"))
        svc.procs.append(
            start_in(
                tree, [python_in(tree), "manage.py", "qcluster"], env, workdir / f"q-{tag}.log"
            )
        )
        wait_for(port, "/api/v1/health", svc.procs[0], f"{label} web tier")
        yield svc
    finally:
        for proc in svc.procs:
            end_tree(proc)


def warm_ours(svc: Ours) -> None:
    """The worker loads the model on its first job, and the first stream pays for a few
    first times more (imports, arenas): neither is measured."""
    for _ in range(5):  # a loaded host may take longer than one wait to load the model
        conn, response = request(svc.port, svc.key, "POST", "/api/v1/speech",
                                 {"text": "Warm up.", "wait": 30})  # fmt: skip
        response.read()
        conn.close()
        if response.status != 202:
            break
    if response.status != 200:
        raise RuntimeError(f"{svc.label}: warm-up answered {response.status}")
    svc.first_audio(short_text(Fill(99_000)))
    svc.first_audio(clause_text(Fill(99_000)))


# --- supertonic-realtime ---------------------------------------------------------------


class WebSocket:
    """As much of RFC 6455 as a client of ``/v1/realtime`` needs: text frames out
    (masked), text and binary frames in (unfragmented or fragmented), ping, close."""

    def __init__(self, port: int, path: str, timeout: float = 600):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buf = b""
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(
            (
                f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                "Sec-WebSocket-Version: 13\r\n\r\n"
            ).encode()
        )
        while b"\r\n\r\n" not in self.buf:
            self._fill()
        head, self.buf = self.buf.split(b"\r\n\r\n", 1)
        if not head.startswith(b"HTTP/1.1 101"):
            raise RuntimeError(f"WebSocket upgrade refused: {head[:200]!r}")
        self.arrived = 0.0  # perf_counter() when the bytes of the last frame began to come

    def _fill(self) -> None:
        data = self.sock.recv(1 << 20)
        if not data:
            raise ConnectionError("WebSocket closed by the server")
        self.buf += data

    def _take(self, n: int) -> bytes:
        while len(self.buf) < n:
            self._fill()
        out, self.buf = self.buf[:n], self.buf[n:]
        return out

    def _send(self, opcode: int, payload: bytes) -> None:
        mask = os.urandom(4)
        n = len(payload)
        head = bytes([0x80 | opcode])
        if n < 126:
            head += bytes([0x80 | n])
        elif n < 1 << 16:
            head += bytes([0x80 | 126]) + struct.pack("!H", n)
        else:
            head += bytes([0x80 | 127]) + struct.pack("!Q", n)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(head + mask + masked)

    def send_json(self, event: dict) -> None:
        self._send(0x1, json.dumps(event).encode())

    def recv(self) -> tuple[int, bytes]:
        """The next message: (1, text) or (2, binary); ``arrived`` is when its first
        bytes were in (read ahead in the buffer, or the socket read that brought them)."""
        opcode, parts = None, []
        while True:
            if not self.buf:
                self._fill()
            if opcode is None:
                self.arrived = time.perf_counter()
            b0, b1 = self._take(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack("!H", self._take(2))[0]
            elif n == 127:
                n = struct.unpack("!Q", self._take(8))[0]
            payload = self._take(n)
            op = b0 & 0x0F
            if op == 0x9:
                self._send(0xA, payload)
                continue
            if op == 0xA:
                continue
            if op == 0x8:
                raise ConnectionError(f"WebSocket closed: {payload[:200]!r}")
            opcode = opcode or op
            parts.append(payload)
            if b0 & 0x80:
                return opcode, b"".join(parts)

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self._send(0x8, struct.pack("!H", 1000))
        self.sock.close()


@dataclass
class Realtime:
    """supertonic-realtime's `supertonic serve`, driven through its WebSocket."""

    port: int
    first_steps: int
    label: str = "supertonic-realtime"

    def first_audio(self, text: str) -> dict:
        query = f"voice=M1&lang=en&steps=8&first_chunk_steps={self.first_steps}"
        ws = WebSocket(self.port, f"/v1/realtime?{query}")
        try:
            kind, data = ws.recv()
            if kind != 1 or json.loads(data).get("type") != "session.created":
                raise RuntimeError(f"realtime: expected session.created, got {data[:200]!r}")
            sent = time.perf_counter()
            ws.send_json({"type": "speak", "text": text})
            first, chunks, first_chars, first_text = None, 0, 0, ""
            while True:
                kind, data = ws.recv()
                if kind == 2:
                    first = first or ws.arrived
                    continue
                event = json.loads(data)
                if event["type"] == "audio.chunk":
                    if event["index"] == 0:
                        first_chars, first_text = len(event["text"]), event["text"]
                    chunks += 1
                elif event["type"] == "response.done":
                    break
                elif event["type"] == "error":
                    raise RuntimeError(f"realtime: {event}")
            end = time.perf_counter()
        finally:
            ws.close()
        return {
            "first_audio": first - sent,
            "stream_end": end - sent,
            "first_chunk_s": None,
            "first_chunk_chars": first_chars,
            "first_chunk_text": first_text,
            "chunks": chunks,
            "reused": 0,
            "cache": "",
        }


@contextlib.contextmanager
def realtime_service(model: Path, workdir: Path, first_steps: int):
    binary = setup_peer()
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SYNTH_", "SUPERTONIC_"))}
    env.update(
        SUPERTONIC_CACHE_DIR=str(model),  # the model folder itself: every module is there
        SUPERTONIC_INTRA_OP_THREADS=THREADS,
        HF_HUB_OFFLINE="1",  # never download: a missing module fails instead
        SUPERTONIC_CUSTOM_STYLES_DIR=str(workdir / "styles"),  # none: only the folder's
    )
    proc = start_in(workdir, [str(binary), "serve", "--port", str(port), "--log-level",
                              "warning"], env, workdir / "realtime.log")  # fmt: skip
    try:
        wait_for(port, "/v1/health", proc, "supertonic-realtime")
        peer = Realtime(port, first_steps)
        peer.first_audio("Warm up.")
        peer.first_audio(clause_text(Fill(99_001)))
        yield peer
    finally:
        end_tree(proc)


# --- first: measuring -----------------------------------------------------------------


def measure_first(systems: list, repeat: int, long_repeat: int, serial: list) -> list[dict]:
    rows = []
    for kind, make in TEXTS.items():
        for i in range(long_repeat if kind == "975 chars" else repeat):
            k = i % len(systems)
            for system in systems[k:] + systems[:k]:  # the order rotates with the repeat
                serial[0] += 1
                text = make(Fill(serial[0]))
                got = system.first_audio(text)
                rows.append({"system": system.label, "kind": kind, "chars": len(text),
                             "repeat": i, **got})  # fmt: skip
                print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    return rows


def run_first(args) -> list[str]:
    model = args.model_dir.resolve()
    modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    speedup, load_before = parallel_speedup(), load_average()
    ours_tree = SERVER_ROOT
    today = None if args.no_today else today_tree(args.today_rev)
    results: dict[str, list[dict]] = {}
    q_names = []
    serial = [0]
    with tempfile.TemporaryDirectory(prefix="bench-first-") as tmp, contextlib.ExitStack() as stack:
        workdir = Path(tmp)
        peer = None
        if not args.no_peer:
            (workdir / "peer").mkdir()
            peer = stack.enter_context(
                realtime_service(model, workdir / "peer", args.peer_first_steps)
            )
        try:
            for mode in modes:
                settings = {"REDIS_URL": args.redis_url} if mode == "scaled" else {}
                systems = []
                with contextlib.ExitStack() as services:
                    trees = [("ours", ours_tree, ours_tree / "var" / "bench" / "cache")]
                    if today is not None:
                        trees.append((f"ours today ({args.today_rev})", today,
                                      PEERS / f"today-{args.today_rev}-cache"))  # fmt: skip
                    for label, tree, cache in trees:
                        q_name = f"bench-first-{uuid.uuid4().hex[:10]}"
                        q_names.append(q_name)
                        wd = workdir / f"{mode}-{label.split()[-1].strip('()')}"
                        wd.mkdir()
                        env = our_env(tree, wd, model, q_name, SYNTH_CACHE_DIR=str(cache),
                                      **settings)  # fmt: skip
                        svc = services.enter_context(our_service(label, tree, env, wd))
                        warm_ours(svc)
                        systems.append(svc)
                    if peer is not None:
                        systems.append(peer)
                    print(f"# {mode}: measuring", file=sys.stderr, flush=True)
                    results[mode] = measure_first(systems, args.repeat, args.long_repeat, serial)
        finally:
            if "scaled" in modes:
                for q_name in q_names:
                    forget_redis_keys_at(args.redis_url, q_name)
    header = [
        f"Machine: {machine()}; two processes run at {speedup:.2f}x one's speed; load average "
        f"{load_before} before, {load_average()} after",
        f"Model: {model.name}, 8 steps; ours: 2 web workers (uvicorn), qcluster 1 worker "
        f"({THREADS} threads); supertonic-realtime {PEER_PACKAGE.split('==')[1]}: "
        f"{THREADS} intra-op threads, first chunk at {args.peer_first_steps} steps",
        "",
    ]
    return header + first_report(results, args)


def forget_redis_keys_at(url: str, q_name: str) -> int:
    import bench.api

    before, bench.api.REDIS_URL = bench.api.REDIS_URL, url
    try:
        return forget_redis_keys(q_name)
    finally:
        bench.api.REDIS_URL = before


# --- first: the report -----------------------------------------------------------------


def ms(seconds: float | None) -> str:
    return "-" if seconds is None else f"{seconds * 1000:,.0f}"


def p50(values: list[float]) -> float:
    return statistics.median(values)


def first_report(results: dict[str, list[dict]], args) -> list[str]:
    lines = [
        "| mode | text | system | first chunk chars | chunks | first audio p50 ms (range) "
        "| first chunk engine p50 ms | overhead p50 ms (range) | stream end p50 ms |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    ratios = []
    for mode, rows in results.items():
        groups: dict = {}
        for r in rows:
            groups.setdefault((r["kind"], r["system"]), []).append(r)
        for (kind, system), rs in groups.items():
            fa = [r["first_audio"] for r in rs]
            own = [r["first_chunk_s"] for r in rs if r["first_chunk_s"] is not None]
            over = [
                r["first_audio"] - r["first_chunk_s"] for r in rs if r["first_chunk_s"] is not None
            ]
            lines.append(
                f"| {mode} | {kind} ({rs[0]['chars']} chars) | {system} "
                f"| {p50([r['first_chunk_chars'] for r in rs]):.0f} "
                f"| {p50([r['chunks'] for r in rs]):.0f} "
                f"| {ms(p50(fa))} ({ms(min(fa))} to {ms(max(fa))}) "
                f"| {ms(p50(own)) if own else '-'} "
                f"| {ms(p50(over)) + f' ({ms(min(over))} to {ms(max(over))})' if over else '-'} "
                f"| {ms(p50([r['stream_end'] for r in rs]))} |"
            )  # fmt: skip
        ours = {k: [r["first_audio"] for r in rs] for (k, s), rs in groups.items() if s == "ours"}
        for (kind, system), rs in groups.items():
            if system == "ours":
                continue
            theirs = [r["first_audio"] for r in rs]
            ratios.append((mode, kind, system, p50(ours[kind]) / p50(theirs)))
    lines += [
        "",
        "| mode | text | ours / other, first audio p50 | target | |",
        "|---|---|---|---|---|",
    ]
    for mode, kind, system, ratio in ratios:
        target, verdict = "", ""
        if kind == "975 chars":
            bound = 0.9 if "realtime" in system else 0.25
            target, verdict = f"<= {bound}", "met" if ratio <= bound else "**missed**"
        lines.append(f"| {mode} | {kind} | ours / {system}: {ratio:.2f}x | {target} | {verdict} |")
    lines += ["", "Overhead targets (ours, p50 over every text of the mode):"]
    for mode, rows in results.items():
        over = [r["first_audio"] - r["first_chunk_s"] for r in rows if r["system"] == "ours"]
        bound = 0.050 if mode == "scaled" else 0.080
        lines.append(
            f"- {mode}: {ms(p50(over))} ms (target < {ms(bound)} ms): "
            f"{'met' if p50(over) < bound else '**missed**'}"
        )
    return lines


# --- templates ------------------------------------------------------------------------

# 20 templates: fixed boilerplate sentences and one or two sentences with {slots}.
TEMPLATES = [
    "Hello {name}, your order {num} has shipped. It should arrive on {date}. You can follow "
    "the parcel from the link in your account. Thank you for shopping with us.",
    "Dear {name}, we received your payment of {amount} on {date}. It will appear on your next "
    "statement. If you did not make this payment, please call us at once. Thank you for "
    "banking with Northwind.",
    "This is a reminder for {name}. Your appointment with the dentist is on {date} at {time}. "
    "Please arrive ten minutes early. If you need to cancel, call the front desk.",
    "Your table for {small} is booked for {date} at {time}. We look forward to seeing you. "
    "Please let us know if anyone in your party has allergies. Parking is free after six.",
    "Good news, {name}. Your prescription is ready for pickup. Bring a photo ID when you come. "
    "The pharmacy is open until nine tonight.",
    "Flight {flight} to {city} is now boarding at gate {gate}. Please have your boarding pass "
    "ready. Passengers with small children may board first. Thank you for flying with us.",
    "Hello {name}. Your password was changed on {date}. If this was you, no action is needed. "
    "If it was not, reset your password now and contact support.",
    "Your package could not be delivered today. We will try again on {date}. You can also "
    "collect it from the post office on Main Street. Please bring this notice with you.",
    "Welcome to the team, {name}! Your first day is {date}. Please bring your ID and signed "
    "contract. Your manager will meet you at reception. We are glad to have you with us.",
    "Your monthly statement for account {num} is now available. The balance due is {amount}. "
    "Payment is due within fourteen days. You can pay online or by phone.",
    "The meeting about project {num} has moved to {time}. It will take place in the main "
    "conference room. Please bring your laptop. Coffee will be served.",
    "Hi {name}, your subscription renews on {date}. The renewal price is {amount}. You can "
    "change or cancel your plan at any time. Thank you for being a member.",
    "Train {flight} to {city} will depart from platform {gate}. The train is running about "
    "{small} minutes late. We apologize for the delay. Refreshments are available in car "
    "four.",
    "Your car is due for its annual service. We have a slot for you on {date} at {time}. "
    "The service takes about two hours. A courtesy car is available on request.",
    "Thank you for your application, {name}. We have received all your documents. A member "
    "of our team will review them within five working days. We will contact you by email.",
    "Your energy use this month was {small} percent lower than last month. Well done! Small "
    "changes really do add up. Visit our website for more saving tips.",
    "Dear {name}, the book you reserved is now available. We will hold it for you until "
    "{date}. The library is open from nine to six on weekdays. Please bring your library "
    "card.",
    "Security alert: a new sign-in to your account from {city} was detected on {date}. If this "
    "was you, you can ignore this message. If not, please secure your account. Never share "
    "your code with anyone.",
    "Your refund of {amount} for order {num} has been processed. It may take three to five "
    "days to reach your account. We are sorry for any trouble. We hope to see you again "
    "soon.",
    "Hello {name}, your room {gate} is ready. Breakfast is served from seven to ten in the "
    "garden restaurant. Checkout is at eleven. Enjoy your stay.",
]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]  # fmt: skip
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
NAMES = ["Alice", "Bruno", "Chloe", "Diego", "Elena", "Felix", "Grace", "Henry", "Irene",
         "Jonas", "Karin", "Lucas", "Maria", "Nadia", "Oscar", "Paula", "Quinn", "Rafael",
         "Sofia", "Tomas", "Ursula", "Victor", "Wendy", "Xavier", "Yara", "Zoltan"]  # fmt: skip


def template_texts(count: int, seed: int = 16) -> list[str]:
    """``count`` texts, the templates in turn, each filled with new names, numbers, dates."""
    rng = random.Random(seed)
    texts, seen = [], set()
    while len(texts) < count:
        template = TEMPLATES[len(texts) % len(TEMPLATES)]
        text = template.format(
            name=rng.choice(NAMES),
            num=rng.randint(10000, 99999),
            date=f"{rng.choice(WEEKDAYS)}, {rng.choice(MONTHS)} {rng.randint(1, 28)}",
            time=f"{rng.randint(1, 12)}:{rng.choice(['00', '15', '30', '45'])}",
            amount=f"${rng.randint(5, 900)}.{rng.randint(0, 99):02d}",
            small=rng.randint(2, 12),
            flight=f"{rng.choice('ABCDEFGH')}{rng.choice('XYZ')} {rng.randint(100, 999)}",
            city=rng.choice(CITIES),
            gate=rng.randint(2, 48),
        )
        if text not in seen:  # every text different: whole-text caching reuses nothing
            seen.add(text)
            texts.append(text)
    return texts


def synthesize_waiting(svc: Ours, text: str, steps: int) -> dict:
    body = {"text": text, "voice": "M1", "format": "wav", "steps": steps, "wait": 30}
    conn, response = request(svc.port, svc.key, "POST", "/api/v1/speech", body)
    response.read()
    conn.close()
    if response.status != 200:
        raise RuntimeError(f"POST /speech answered {response.status} for {text[:60]!r}")
    return clip_detail(svc.port, svc.key, response.getheader("X-Clip-Id"))


def run_templates(args) -> list[str]:
    model = args.model_dir.resolve()
    texts = template_texts(args.texts)
    speedup, load_before = parallel_speedup(), load_average()
    runs = []
    with tempfile.TemporaryDirectory(prefix="bench-templates-") as tmp:
        for reuse in [c for c in ("true", "false") if args.cache in (c, "both")]:
            q_name = f"bench-tpl-{uuid.uuid4().hex[:10]}"
            workdir = Path(tmp) / f"cache-{reuse}"
            workdir.mkdir()
            settings = {"REDIS_URL": args.redis_url} if args.mode == "scaled" else {}
            cache = str(ROOT / "var" / "bench" / "cache")
            env = our_env(
                ROOT, workdir, model, q_name, SYNTH_SENTENCE_CACHE=reuse, SYNTH_CACHE_DIR=cache,
                **settings,
            )  # fmt: skip
            try:
                with our_service(f"cache {reuse}", ROOT, env, workdir) as svc:
                    warm_ours(svc)
                    totals = dict(clips=0, audio=0.0, made=0.0, reused_audio=0.0, engine=0.0,
                                  chunks=0, reused_chunks=0, field_reused_sentences=0,
                                  field_reused_audio=0.0, field_saved=0.0, fields=0)  # fmt: skip
                    started = time.perf_counter()
                    for i, text in enumerate(texts):
                        clip = synthesize_waiting(svc, text, args.steps)
                        totals["clips"] += 1
                        totals["audio"] += clip["duration"]
                        totals["engine"] += clip["synthesis_seconds"] or 0.0
                        for c in clip["chunks"]:
                            seconds = c["end"] - c["start"]
                            totals["chunks"] += 1
                            if c.get("reused"):
                                totals["reused_chunks"] += 1
                                totals["reused_audio"] += seconds
                            else:
                                totals["made"] += seconds
                        if "reused_sentences" in clip:
                            totals["fields"] += 1
                            totals["field_reused_sentences"] += clip["reused_sentences"] or 0
                            totals["field_reused_audio"] += clip.get("reused_audio_seconds") or 0
                            totals["field_saved"] += clip.get("saved_synthesis_seconds") or 0
                        if i % 20 == 19:
                            print(f"# cache {reuse}: {i + 1} texts, "
                                  f"{time.perf_counter() - started:.0f} s", file=sys.stderr,
                                  flush=True)  # fmt: skip
                    totals["wall"] = time.perf_counter() - started
                    runs.append((reuse, totals))
            finally:
                if args.mode == "scaled":
                    forget_redis_keys_at(args.redis_url, q_name)
    sentences = sum(len(split_sentences(t)) for t in texts)
    lines = [
        f"Machine: {machine()}; two processes run at {speedup:.2f}x one's speed; load average "
        f"{load_before} before, {load_average()} after",
        f"Model: {model.name}, {args.steps} steps, mode {args.mode}; {len(texts)} texts from "
        f"{len(TEMPLATES)} templates ({sum(map(len, texts)):,} characters, about {sentences} "
        f"sentences), non-streamed, one after another",
        "",
        "| SYNTH_SENTENCE_CACHE | clips | chunks (reused) | audio served s | audio synthesized s "
        "| audio reused s | engine s | clip fields: reused sentences, audio s, saved s | wall s |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for reuse, t in runs:
        fields = (
            f"{t['field_reused_sentences']}, {t['field_reused_audio']:.1f}, {t['field_saved']:.1f}"
            if t["fields"] else "absent"
        )  # fmt: skip
        lines.append(
            f"| {reuse} | {t['clips']} | {t['chunks']} ({t['reused_chunks']}) | {t['audio']:.1f} "
            f"| {t['made']:.1f} | {t['reused_audio']:.1f} | {t['engine']:.1f} | {fields} "
            f"| {t['wall']:.1f} |"
        )
    by = dict(runs)
    if "true" in by and by["true"]["made"]:
        t = by["true"]
        whole = t["made"] + t["reused_audio"]  # every chunk's audio, pauses not counted
        ratio = t["made"] / whole
        lines += [
            "",
            f"With the sentence cache: synthesized {t['made']:.1f} s of the {whole:.1f} s of "
            f"chunk audio (pauses aside); whole-text caching synthesizes all of it here (every "
            f"text is new): {ratio:.2f}x "
            f"(target <= 0.5: {'met' if ratio <= 0.5 else '**missed**'})",
        ]
    if "true" in by and "false" in by and by["false"]["made"]:
        ratio = by["true"]["made"] / by["false"]["made"]
        wall = by["true"]["wall"] / by["false"]["wall"]
        lines += [
            "",
            f"Synthesized audio, sentence cache / whole-text caching: {ratio:.2f}x (target <= "
            f"0.5: {'met' if ratio <= 0.5 else '**missed**'}); wall time {wall:.2f}x",
        ]
    return lines


def split_sentences(text: str) -> list[str]:
    import re

    return [s for s in re.split(r"(?<=[.!?])\s+", text) if s]


# --- main -----------------------------------------------------------------------------


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="part", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--model-dir", type=Path, default=ROOT / "var" / "bench" / "realistic")
    common.add_argument(
        "--redis-url", default=os.getenv("BENCH_REDIS_URL", "redis://127.0.0.1:6379/0")
    )
    first = sub.add_parser("first", parents=[common], help="first audio, side by side")
    first.add_argument("--repeat", type=int, default=5, help="per system, short and two clauses")
    first.add_argument("--long-repeat", type=int, default=5, help="per system, 975 chars")
    first.add_argument("--modes", default="scaled,embedded")
    first.add_argument("--no-peer", action="store_true", help="without supertonic-realtime")
    first.add_argument("--no-today", action="store_true", help="without ours at --today-rev")
    first.add_argument("--today-rev", default=TODAY_REV)
    first.add_argument("--peer-first-steps", type=int, default=8,
                       help="supertonic-realtime's first_chunk_steps (its default: 4)")  # fmt: skip
    tpl = sub.add_parser("templates", parents=[common], help="the template workload")
    tpl.add_argument("--texts", type=int, default=200)
    tpl.add_argument("--steps", type=int, default=4)
    tpl.add_argument("--mode", choices=["embedded", "scaled"], default="embedded")
    tpl.add_argument("--cache", choices=["both", "true", "false"], default="both",
                     help="which SYNTH_SENTENCE_CACHE runs")  # fmt: skip
    sub.add_parser("setup", parents=[common], help="the peer's venv and today's tree")
    return parser.parse_args()


def main() -> int:
    args = parse_args()
    signal.signal(signal.SIGTERM, on_sigterm)
    if args.part == "setup":
        print(setup_peer())
        print(today_tree(TODAY_REV))
        return 0
    if not (args.model_dir / "onnx" / "tts.json").is_file():
        sys.exit(
            f"{args.model_dir}: no model; build_standin_model {args.model_dir} --profile realistic"
        )
    lines = run_first(args) if args.part == "first" else run_templates(args)
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
