"""Streaming benchmark: time to first audio against the first chunk's own synthesis time and
the whole synthesis, for short, medium and 5,000-character texts; and a worker's peak RSS
on the long text, chunk by chunk against the whole clip in memory.

    .venv/bin/python bench/stream.py [--model-dir var/bench/realistic] [--repeat 3]
        [--no-redis] [--no-orm] [--no-memory]

On the realistic stand-in (build it first: see docs/BENCHMARKS.md), a fresh SQLite database
and a tenant, with gunicorn as `manage.py serve` runs it (2 workers of 4 threads) and
`manage.py qcluster` (1 worker) beside it: once with Redis as broker and cache (REDIS_URL,
the scaled mode; skipped when Redis does not answer), once with the ORM broker and the
database cache (the embedded mode). Each text is new (a run number in front), so every
request is a miss; each is POST /api/v1/speech with ``"stream": true`` (wav). Per request:

- first audio: from sending the request to the first byte of the body (the client's view);
- first chunk: the engine's own time for chunk 1 (the clip's ``chunks[0].seconds``);
- whole synthesis: the engine's time for every chunk (``synthesis_seconds``), and when the
  stream's last byte came;
- overhead = first audio - first chunk: HTTP, planning, the broker, the worker's claim,
  publishing the chunk, the web process noticing it (polls every 5-20 ms), encoding.

Memory: the cluster worker's peak RSS (VmHWM) before and after the long text; then two
fresh worker-like processes with the same engine settings each synthesize a medium text
and then the long one, one chunk by chunk into a FLAC file as the worker now does, the
other holding the whole clip and encoding it at the end as the worker did before.

Redis keys of the run carry its unique Q_NAME and are deleted at the end; gunicorn and the
cluster are stopped on every exit.
"""

import argparse
import contextlib
import http.client
import json
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.api import (  # noqa: E402  (the same process plumbing as the API benchmark)
    REDIS_URL,
    base_env,
    forget_redis_keys,
    free_port,
    load_average,
    machine,
    manage,
    parallel_speedup,
    start,
    wait_until_up,
)
from bench.engine import TEXT  # noqa: E402  (the 493-character paragraph: 2 chunks)
from tests.cluster import end_tree  # noqa: E402

SHORT = "Your order has shipped and will arrive on Tuesday before noon."
LONG_CHARS = 5000


def long_text(chars: int = LONG_CHARS) -> str:
    text = (TEXT + " ") * (chars // len(TEXT) + 1)
    return text[: chars - 20].rsplit(" ", 1)[0]  # room for the run's "Take N." in front


TEXTS = {"short": SHORT, "medium": TEXT, "5,000 chars": long_text()}


# --- the service -----------------------------------------------------------------------


def stream_env(workdir: Path, model: Path, q_name: str) -> dict:
    return base_env(
        workdir,
        model,
        q_name,
        DJANGO_SETTINGS_MODULE="ttsproject.settings",
        # The shared weights' converted copy, kept between runs (it takes a while to make).
        SYNTH_CACHE_DIR=str(ROOT / "var" / "bench" / "cache"),
        # Room for a 5,000-character text on 2 busy vCPUs (the default is 300 s).
        SYNTH_JOB_TIMEOUT="600",
        LOG_FORMAT="text",
    )


@contextlib.contextmanager
def service(env: dict, workdir: Path, name: str):
    port = free_port()
    web = start(
        [sys.executable, "-m", "gunicorn", "ttsproject.wsgi", f"--bind=127.0.0.1:{port}"]
        + ["--workers=2", "--threads=4", "--timeout=60", "--log-level=warning"]
        + ["--no-control-socket"],  # as serve: no socket shared with other gunicorns
        env,
        workdir / f"gunicorn-{name}.log",
    )
    cluster = start(
        [sys.executable, "manage.py", "qcluster"], env, workdir / f"qcluster-{name}.log"
    )
    try:
        wait_until_up(port, web)
        yield port, cluster
    finally:
        try:
            end_tree(web)
        finally:
            end_tree(cluster)


def request(port: int, key: str, method: str, path: str, body: dict | None = None):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
    headers = {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}
    conn.request(method, path, body=json.dumps(body) if body else None, headers=headers)
    return conn, conn.getresponse()


def streamed(port: int, key: str, text: str) -> dict:
    """One streamed miss: when the first and the last byte came, and the clip's id."""
    body = {"text": text, "voice": "M1", "stream": True, "stream_format": "wav", "wait": 30}
    sent = time.perf_counter()
    conn, response = request(port, key, "POST", "/api/v1/speech", body)
    first = None
    size = 0
    while data := response.read1(65536):
        first = first or time.perf_counter()
        size += len(data)
    end = time.perf_counter()
    conn.close()
    if response.status != 200:
        raise RuntimeError(f"POST /speech answered {response.status}")
    return {
        "first_audio": first - sent,
        "stream_end": end - sent,
        "bytes": size,
        "clip": response.getheader("X-Clip-Id"),
        "cache": response.getheader("X-Cache"),
    }


def clip_detail(port: int, key: str, clip_id: str) -> dict:
    """The clip once stored (a stream may end just before its row exists)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        conn, response = request(port, key, "GET", f"/api/v1/clips/{clip_id}")
        body = response.read()
        conn.close()
        if response.status == 200:
            return json.loads(body)
        time.sleep(0.05)
    raise RuntimeError(f"clip {clip_id} never appeared")


def warm_up(port: int, key: str) -> None:
    """The worker loads the model on its first job: not part of any measurement."""
    conn, response = request(port, key, "POST", "/api/v1/speech", {"text": "Warm up.", "wait": 30})
    response.read()
    conn.close()
    if response.status != 200:
        raise RuntimeError(f"warm-up answered {response.status}")


def worker_peak_mb(cluster: subprocess.Popen) -> float:
    """The largest VmHWM among the cluster's processes: the worker with the model."""
    import psutil

    peaks = []
    for proc in psutil.Process(cluster.pid).children(recursive=True):
        with contextlib.suppress(OSError, psutil.Error):
            for line in Path(f"/proc/{proc.pid}/status").read_text().splitlines():
                if line.startswith("VmHWM:"):
                    peaks.append(int(line.split()[1]) / 1024)
    return max(peaks, default=float("nan"))


def run_mode(env, workdir, key, name, repeat, run_no) -> tuple[list[dict], dict]:
    rows, memory = [], {}
    with service(env, workdir, name) as (port, cluster):
        warm_up(port, key)
        for kind, text in TEXTS.items():
            times = 1 if kind.startswith("5,000") else repeat
            if kind.startswith("5,000"):
                memory["before_long_mb"] = worker_peak_mb(cluster)
            for i in range(times):
                got = streamed(port, key, f"Take {run_no}.{i}. {text}")
                clip = clip_detail(port, key, got["clip"])
                rows.append(
                    {
                        "mode": name,
                        "kind": kind,
                        "chars": len(text),
                        "chunks": len(clip["chunks"]),
                        "audio_s": clip["duration"],
                        "first_chunk_s": clip["chunks"][0]["seconds"],
                        "synthesis_s": clip["synthesis_seconds"],
                        **got,
                    }
                )
                print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
        memory["after_long_mb"] = worker_peak_mb(cluster)
    return rows, memory


# --- memory: the worker's way against the whole clip in memory ----------------------------


def memory_child(mode: str) -> None:
    """A worker-like process (the cluster's engine settings): a medium text, then the long
    one, chunk by chunk (``chunked``) or whole (``whole``); prints its VmHWM after each."""
    import django

    django.setup()
    from engine.audio import encode
    from synth.conf import load_engine
    from synth.worker import worker_threads, write_audio

    def peak() -> float:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
        return float("nan")

    engine = load_engine(threads=worker_threads())
    loaded = peak()

    def synthesize(text: str) -> float:
        if mode == "whole":  # what the worker did before: the joined clip, then its FLAC
            result = engine.synthesize(text, lang="en", voice="M1", seed=1)
            encode(result.samples, result.sample_rate, "flac")
            return result.duration
        request = engine.request(text, lang="en", voice="M1", seed=1)
        with tempfile.TemporaryFile() as scratch:
            _, frames, _ = write_audio(engine, request, {"flac": scratch})
        return frames / engine.sample_rate

    synthesize(TEXT)
    medium = peak()
    audio = synthesize(long_text())
    print(json.dumps({"loaded": loaded, "medium": medium, "long": peak(), "audio_s": audio}))


def memory_rows(env: dict) -> dict:
    out = {}
    for mode in ("chunked", "whole"):
        done = subprocess.run(
            [sys.executable, __file__, "--memory-child", mode],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=1800,
        )
        if done.returncode:
            raise RuntimeError(f"memory child {mode} failed:\n{done.stderr}")
        out[mode] = json.loads(done.stdout.strip().splitlines()[-1])
    return out


# --- the report ------------------------------------------------------------------------


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f}"


def table(rows: list[dict]) -> list[str]:
    lines = [
        "| mode | text | chunks | audio s | first audio ms | first chunk ms | overhead ms "
        "| whole synthesis ms | stream end ms |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    groups: dict = {}
    for r in rows:
        groups.setdefault((r["mode"], r["kind"]), []).append(r)
    for (mode, kind), rs in groups.items():

        def med(field, rs=rs):
            return statistics.median(r[field] for r in rs)

        overheads = [r["first_audio"] - r["first_chunk_s"] for r in rs]
        spread = f" ({ms(min(overheads))} to {ms(max(overheads))})" if len(rs) > 1 else ""
        lines.append(
            f"| {mode} | {kind} ({rs[0]['chars']} chars) | {rs[0]['chunks']} "
            f"| {med('audio_s'):.1f} | {ms(med('first_audio'))} | {ms(med('first_chunk_s'))} "
            f"| {ms(statistics.median(overheads))}{spread} | {ms(med('synthesis_s'))} "
            f"| {ms(med('stream_end'))} |"
        )
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model-dir", type=Path, default=ROOT / "var" / "bench" / "realistic")
    parser.add_argument("--repeat", type=int, default=3, help="short and medium requests")
    parser.add_argument("--no-redis", action="store_true")
    parser.add_argument("--no-orm", action="store_true")
    parser.add_argument("--no-memory", action="store_true")
    parser.add_argument("--memory-child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.memory_child:
        memory_child(args.memory_child)
        return 0
    model = args.model_dir.resolve()
    if not (model / "onnx" / "tts.json").is_file():
        sys.exit(f"{model}: no model; build_standin_model {model} --profile realistic")
    q_name = f"bench-stream-{uuid.uuid4().hex[:10]}"
    speedup, load_before = parallel_speedup(), load_average()
    rows, memory = [], {}
    with tempfile.TemporaryDirectory(prefix="bench-stream-") as tmp:
        workdir = Path(tmp)
        env = stream_env(workdir, model, q_name)
        manage(env, "migrate", "--noinput")  # with the cache table
        key = manage(env, "create_tenant", "bench", "--name", "Bench").strip().split()[-1]
        modes = []
        if not args.no_redis:
            modes.append(("Redis", {**env, "REDIS_URL": REDIS_URL}))
        if not args.no_orm:
            modes.append(("ORM + DB cache", env))
        try:
            for run_no, (name, mode_env) in enumerate(modes):
                got, peaks = run_mode(mode_env, workdir, key, name, args.repeat, run_no)
                rows += got
                memory[name] = peaks
        finally:
            if not args.no_redis:
                forget_redis_keys(q_name)
        children = {} if args.no_memory else memory_rows(env)
    lines = [
        f"Machine: {machine()}; two processes run at {speedup:.2f}x one's speed; load average "
        f"{load_before} before, {load_average()} after",
        f"Model: {model.name}; gunicorn 2 workers x 4 threads (gthread); qcluster 1 worker",
        "",
        *table(rows),
        "",
    ]
    for name, peaks in memory.items():
        lines.append(
            f"Cluster worker peak RSS ({name}): {peaks['before_long_mb']:.0f} MB before the "
            f"5,000-character text, {peaks['after_long_mb']:.0f} MB after it"
        )
    for mode, m in children.items():
        lines.append(
            f"Worker-like process, {mode}: loaded {m['loaded']:.0f} MB, after a medium text "
            f"{m['medium']:.0f} MB, after the 5,000-character text ({m['audio_s']:.0f} s of "
            f"audio) {m['long']:.0f} MB peak RSS"
        )
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
