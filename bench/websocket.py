"""WebSocket benchmark (ElevenLabs' stream-input, api.elevenlabs.socket): how soon a segment's audio
comes back once its last piece of text is sent, against that segment's own engine time.

    .venv/bin/python bench/websocket.py [--model-dir var/bench/realistic] [--repeat 5]
        [--no-redis] [--formats pcm_44100,mp3_44100_128,opus_48000_64,ulaw_8000]

On the realistic stand-in (``manage.py build_standin_model var/bench/realistic --profile
realistic``), a fresh SQLite database and a tenant, the web tier as `manage.py serve`
runs it (core.webserver: gunicorn, 1 uvicorn worker) and `manage.py qcluster` (1 worker)
beside it; by default with Redis as broker, cache and pub/sub (the scaled mode:
BENCH_REDIS_URL, default redis://127.0.0.1:6379/7, under a unique Q_NAME whose keys are
deleted at the end), else (--no-redis) the ORM broker and the database cache.

Each session is a new text of three sentences (a run number in each: every segment is a
miss), sent as an LLM's tokens are: words with their trailing space, one every
``--token-ms`` (default 30 ms). The client cuts the same pieces with synth.incremental as
the server does, so it knows which piece completed each segment. Per segment:

- first audio: from sending the piece that completed the segment to receiving its first
  audio message (a segment may come in several: a compressed format's slices);
- engine: the engine's time for the segment's clip (its chunks' ``seconds``, summed: a
  segment is one chunk, unless the normalizer made it longer than the bound);
- overhead = first audio - engine. The opening segment of a session is the figure the
  issue sets (the worker is idle then); later ones may wait for the one before.

``--formats`` (issue 32, item 2): each run sends a session per ``output_format`` (each its
own new text, the order rotating per run), and the report adds each format's opening
segment's first audio minus pcm's in the same run (target: at most 30 ms).
"""

import argparse
import asyncio
import json
import os
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.api import base_env, free_port, load_average, machine, manage, start  # noqa: E402
from tests.cluster import answers, end_tree  # noqa: E402

REDIS_URL = os.getenv("BENCH_REDIS_URL", "redis://127.0.0.1:6379/7")
SENTENCES = (
    "Your order {run} has shipped and will arrive on Tuesday.",
    "Courier {run} will call you about an hour before, so keep phone {run} close.",
    "Is there anything else I can help you with today, {run}?",
)


def tokens(text: str) -> list[str]:
    """Words with their trailing space, as an LLM's tokens (and the SDK's chunker) end."""
    words = text.split(" ")
    return [w + " " for w in words[:-1]] + [words[-1] + " "]


async def session(url: str, key: str, text: str, token_s: float, first_chars: int) -> list:
    """One socket: the text token by token; per segment (text, completed at, audio at)."""
    import websockets

    from synth.incremental import Segmenter

    segmenter = Segmenter("en", first_chars)
    # (segment text, time its last piece was sent, its characters but spaces)
    completed = []
    # (time, characters but spaces aligned before it) of each message with audio and words
    arrived = []
    async with websockets.connect(url, additional_headers={"xi-api-key": key}) as ws:

        async def receive():
            aligned = 0
            async for raw in ws:
                message = json.loads(raw)
                chars = (message.get("alignment") or {}).get("chars", [])
                spoken = sum(1 for c in chars if not c.isspace())
                if message.get("audio") and spoken:  # not a silence after a segment's end
                    arrived.append((time.perf_counter(), aligned))
                aligned += spoken
                if message.get("isFinal") or message.get("error"):
                    return message

        reader = asyncio.ensure_future(receive())
        await ws.send(
            json.dumps({"text": " ", "generation_config": {"chunk_length_schedule": [50]}})
        )
        for piece in tokens(text):
            await ws.send(json.dumps({"text": piece, "try_trigger_generation": True}))
            sent = time.perf_counter()
            completed += [(s.text, sent, _spoken(s.raw)) for s in segmenter.feed(piece)]
            await asyncio.sleep(token_s)
        await ws.send(json.dumps({"text": ""}))
        sent = time.perf_counter()
        completed += [(s.text, sent, _spoken(s.raw)) for s in segmenter.flush()]
        last = await asyncio.wait_for(reader, 600)
    if last is None or last.get("error"):
        raise RuntimeError(f"the socket failed: {last}")
    # A segment may come in several messages (a compressed format's slices): its first
    # audio is the first message with audio at or past its first character.
    rows, before = [], 0
    for text, done, chars in completed:
        at = next((t for t, aligned in arrived if aligned >= before), None)
        if at is None:
            raise RuntimeError(f"no audio message for segment {text!r}")
        rows.append((text, done, at))
        before += chars
    return rows


def _spoken(text: str) -> int:
    """Characters but spaces: how a segment's messages are told apart by their alignment
    (where the spaces between segments go is the server's choice)."""
    return sum(1 for c in text if not c.isspace())


def engine_seconds(texts: list[str]) -> dict[str, float]:
    """Each segment's clip's engine time (the bench process reads the run's database; a
    segment's audio is sent before its clip is stored, so wait for the last ones)."""
    from synth.models import Clip

    found = {}
    deadline = time.monotonic() + 30
    while set(texts) - set(found) and time.monotonic() < deadline:
        for clip in Clip.objects.filter(text__in=texts):
            found[clip.text] = sum(c["seconds"] for c in clip.chunks)
        time.sleep(0.1)
    return found


def server_breakdown(log: Path) -> str:
    """The web process's own view of each segment (api.elevenlabs.socket logs it), p50s."""
    import re

    found = re.findall(
        r"begun ([\d.]+) ms after its last piece came, its audio ([\d.]+) ms after that "
        r"\(job\), sent ([\d.]+) ms later",
        log.read_text(errors="replace") if log.exists() else "",
    )
    if not found:
        return "server side: no segment lines in the web log"
    begun, audio, sent = (p50([float(row[i]) for row in found]) for i in range(3))
    return (
        f"server side, p50 of {len(found)} segments (jobs): begun {begun:.1f} ms after the "
        f"last piece came, audio {audio:.1f} ms after that, sent {sent:.1f} ms later"
    )


def p50(values):
    return statistics.median(values) if values else float("nan")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model-dir", type=Path, default=ROOT / "var" / "bench" / "realistic")
    parser.add_argument("--repeat", type=int, default=5, help="sessions")
    parser.add_argument("--token-ms", type=float, default=30.0)
    parser.add_argument("--no-redis", action="store_true")
    parser.add_argument("--formats", default="pcm_44100", help="output formats, pcm's first")
    args = parser.parse_args()
    formats = args.formats.split(",")
    model = args.model_dir.resolve()
    if not (model / "onnx" / "tts.json").is_file():
        sys.exit(f"{model}: no model; build_standin_model {model} --profile realistic")
    q_name = f"bench-ws-{uuid.uuid4().hex[:10]}"
    load_before = load_average()
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench-ws-") as tmp:
        workdir = Path(tmp)
        env = base_env(
            workdir,
            model,
            q_name,
            DJANGO_SETTINGS_MODULE="ttsproject.settings",
            SYNTH_CACHE_DIR=str(ROOT / "var" / "bench" / "cache"),
            LOG_FORMAT="text",
            **({} if args.no_redis else {"REDIS_URL": REDIS_URL}),
        )
        manage(env, "migrate", "--noinput")
        key = manage(env, "create_tenant", "bench", "--name", "Bench").strip().split()[-1]
        os.environ.update(env)
        import django

        django.setup()
        from django.conf import settings

        from core import webserver

        port = free_port()
        web = start(webserver.command(f"127.0.0.1:{port}", 1), env, workdir / "web.log")
        cluster = start([sys.executable, "manage.py", "qcluster"], env, workdir / "qcluster.log")
        try:
            deadline = time.monotonic() + 60
            while not answers(port):
                if time.monotonic() > deadline or web.poll() is not None:
                    raise RuntimeError(f"the server did not come up; see {workdir}/web.log")
                time.sleep(0.1)
            base = f"ws://127.0.0.1:{port}/v1/text-to-speech/M1/stream-input?output_format="
            first_chars = settings.SYNTH_FIRST_CHUNK_CHARS
            token_s = args.token_ms / 1000
            for fmt in formats:  # loads the model; each encoder's first use
                asyncio.run(session(base + fmt, key, "Warm up. ", token_s, first_chars))
            for run in range(args.repeat):
                for f in range(len(formats)):
                    fmt = formats[(run + f) % len(formats)]  # the order rotates
                    # New each run and format: every one a miss.
                    text = " ".join(SENTENCES).format(run=f"{run}{fmt[:2]}{f}")
                    got = asyncio.run(session(base + fmt, key, text, token_s, first_chars))
                    engine = engine_seconds([t for t, _, _ in got])
                    for i, (segment, done, at) in enumerate(got):
                        rows.append(
                            {
                                "run": run,
                                "format": fmt,
                                "segment": i,
                                "text": segment,
                                "first_audio": at - done,
                                "engine": engine[segment],
                            }
                        )
                        print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
        finally:
            end_tree(web)
            end_tree(cluster)
            breakdown = server_breakdown(workdir / "web.log")
            if not args.no_redis:
                import redis

                client = redis.Redis.from_url(REDIS_URL, socket_timeout=10)
                keys = list(client.scan_iter(match=f"*{q_name}*", count=1000))
                if keys:
                    client.delete(*keys)

    def line(name, rs):
        over = [r["first_audio"] - r["engine"] for r in rs]
        first = p50([r["first_audio"] for r in rs]) * 1000
        engine = p50([r["engine"] for r in rs]) * 1000
        return (
            f"{name:<24} n={len(rs):>2}  first audio p50 {first:6.0f} ms  engine p50 "
            f"{engine:6.0f} ms  overhead p50 {p50(over) * 1000:5.0f} ms "
            f"(min {min(over) * 1000:.0f}, max {max(over) * 1000:.0f})"
        )

    mode = "ORM broker + DB cache" if args.no_redis else "Redis (broker, cache, pub/sub)"
    print(f"Machine: {machine()}; load average {load_before} before, {load_average()} after")
    print(
        f"Model: {model.name}; {mode}; 1 uvicorn worker, qcluster 1 worker; "
        f"tokens every {args.token_ms:g} ms"
    )
    for fmt in formats:
        mine = [r for r in rows if r["format"] == fmt]
        print(f"{fmt}:")
        print(line("opening segment (idle)", [r for r in mine if r["segment"] == 0]))
        print(line("every segment", mine))
        print(line("later segments", [r for r in mine if r["segment"] > 0]))
    if len(formats) > 1:
        opening = {(r["run"], r["format"]): r["first_audio"] for r in rows if r["segment"] == 0}
        for fmt in formats[1:]:
            gaps = [opening[run, fmt] - opening[run, formats[0]] for run in range(args.repeat)]
            print(
                f"{fmt} opening first audio minus {formats[0]}'s, same run: p50 "
                f"{p50(gaps) * 1000:+.0f} ms (min {min(gaps) * 1000:+.0f}, "
                f"max {max(gaps) * 1000:+.0f})"
            )
    print(breakdown)
    return 0


if __name__ == "__main__":
    sys.exit(main())
