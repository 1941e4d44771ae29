"""Voice agents' first audio (issue 32): the time from an LLM's first token to the first
audio frame, through a voice-agent framework's own TTS services, unmodified, per format.

    .venv/bin/python bench/agents.py [--repeat 5] [--model-dir var/bench/realistic]
        [--token-ms 20] [--peer]

Needs the `agents` extra (`.venv/bin/pip install -e '.[agents]'`: LiveKit's plugins).
Run by hand, never in `make test`; one run at a time (2 busy vCPUs). Build the realistic
stand-in first: `.venv/bin/python manage.py build_standin_model var/bench/realistic
--profile realistic` (``--model-dir`` may name the tiny one to try the script out).

Our service as `manage.py serve` runs it (bench/first_audio.py's ``our_service``: the web
tier, 2 workers, and a qcluster, on a fresh SQLite database and a tenant). The clients are
LiveKit agents' plugins (1.8.9), each wrapped in LiveKit's own ``tts.StreamAdapter``, which
is what an ``AgentSession`` does with a TTS that streams no text in: it reads the tokens,
cuts them into sentences (blingfire) and synthesizes each over HTTP as it is complete:

- **LiveKit OpenAI** (``openai.TTS``, base URL ``/v1``, model ``gpt-4o-mini-tts``, which it
  reads as server-sent events): ``pcm``, ``mp3``, ``opus``;
- **LiveKit ElevenLabs HTTP** (``elevenlabs.TTS(...).synthesize()``, ``/stream``):
  ``pcm_24000`` and its default ``mp3_22050_32``. (Its ``stream()``, what an agent uses by
  default, dials multi-stream-input: not measured here.)

Pipecat (1.x) is not measured: it cannot be installed beside the service (it pins
soundfile~=0.13.1, soxr~=1.0.0 and protobuf<7 against ours).

Each reply is a new text (bench/first_audio.py's two-clause and short sentences, carrying
the request's own name and number, so no cache answers it), fed as LLM-style pieces (a word
or half a long one) one every ``--token-ms`` ms. Timed from pushing the first piece to the
first audio frame the framework yields, and to its last. Replies are read to their end
before the next begins, the order of systems rotating with each repeat.

``--peer`` adds supertonic-realtime's WebSocket (bench/first_audio.py's peer; `python
bench/first_audio.py setup` installs it once) on the same text: it takes a whole text, so
its time is the moment the token stream completes the first sentence plus its own time from
``speak`` to its first PCM frame.
"""

import argparse
import asyncio
import json
import re
import statistics
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.api import load_average, machine, parallel_speedup  # noqa: E402
from bench.first_audio import (  # noqa: E402  (its service, texts and peer)
    Fill,
    clause_text,
    our_env,
    our_service,
    realtime_service,
    short_text,
    warm_ours,
)

RACHEL = "21m00Tcm4TlvDq8ikWAM"
OPENAI_FORMATS = ("pcm", "mp3", "opus")
ELEVEN_FORMATS = ("pcm_24000", "mp3_22050_32")


def tokens(text: str) -> list[str]:
    """LLM-style pieces: each word with its space, a long word in two."""
    pieces = []
    for word in re.findall(r"\S+\s*", text):
        if len(word.strip()) > 7:
            half = len(word) // 2
            pieces += [word[:half], word[half:]]
        else:
            pieces.append(word)
    return pieces


def first_sentence_offset(text: str, gap: float) -> float:
    """When the token stream has given the first sentence whole (its last piece pushed)."""
    sent = ""
    for i, piece in enumerate(tokens(text)):
        sent += piece
        if re.search(r"[.!?]\s*$", sent):
            return i * gap
    return (len(tokens(text)) - 1) * gap


@dataclass
class LiveKit:
    """One LiveKit TTS plugin behind LiveKit's StreamAdapter."""

    label: str
    tts: object
    gap: float

    async def reply(self, text: str) -> dict:
        from livekit.agents import tts as lk_tts

        stream = lk_tts.StreamAdapter(tts=self.tts).stream()
        first = None

        async def feed():
            for piece in tokens(text):
                stream.push_text(piece)
                await asyncio.sleep(self.gap)
            stream.end_input()

        started = time.perf_counter()
        feeder = asyncio.create_task(feed())
        seconds = 0.0
        async for event in stream:
            first = first or time.perf_counter() - started
            seconds += event.frame.samples_per_channel / event.frame.sample_rate
        end = time.perf_counter() - started
        await feeder
        await stream.aclose()
        if first is None:
            raise RuntimeError(f"{self.label}: no audio")
        return {"first_audio": first, "end": end, "audio_s": seconds}


@dataclass
class Peer:
    realtime: object
    gap: float
    label: str = "supertonic-realtime ws"

    async def reply(self, text: str) -> dict:
        got = await asyncio.to_thread(self.realtime.first_audio, text)
        ready = first_sentence_offset(text, self.gap)
        return {"first_audio": ready + got["first_audio"], "end": ready + got["stream_end"]}


async def measure(systems: list, repeat: int, serial: list) -> list[dict]:
    rows = []
    for i in range(repeat):
        for make in (clause_text, short_text):
            k = i % len(systems)
            for system in systems[k:] + systems[:k]:
                serial[0] += 1
                text = make(Fill(serial[0]))
                got = await system.reply(text)
                rows.append({"system": system.label, "chars": len(text), **got})
                print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    return rows


async def run_clients(port: int, key: str, args, peer) -> list[dict]:
    import aiohttp
    import openai as openai_sdk
    from livekit.plugins import elevenlabs, openai

    gap = args.token_ms / 1000
    async with aiohttp.ClientSession() as session:
        client = openai_sdk.AsyncOpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key=key)
        systems = [
            LiveKit(
                f"livekit openai {fmt}",
                openai.TTS(
                    model="gpt-4o-mini-tts", voice="alloy", client=client, response_format=fmt
                ),
                gap,
            )  # fmt: skip
            for fmt in OPENAI_FORMATS
        ]
        systems += [
            LiveKit(
                f"livekit elevenlabs http {fmt}",
                elevenlabs.TTS(
                    api_key=key,
                    base_url=f"http://127.0.0.1:{port}/v1",
                    voice_id=RACHEL,
                    encoding=fmt,
                    http_session=session,
                ),
                gap,
            )  # fmt: skip
            for fmt in ELEVEN_FORMATS
        ]
        if peer is not None:
            systems.append(Peer(peer, gap))
        serial = [0]
        for system in systems:  # every client's first request (imports, connections)
            await system.reply(clause_text(Fill(90_000 + serial[0])))
            serial[0] += 1
        rows = await measure(systems, args.repeat, serial)
        await client.close()
    return rows


def report(rows: list[dict], args, load_before: str, speedup: float) -> list[str]:
    lines = [
        f"# bench/agents.py, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}",
        f"{machine()}; load before {load_before}, after {load_average()}; two busy "
        f"processes run at {speedup:.2f}x one; model {args.model_dir}; a token every "
        f"{args.token_ms} ms; {args.repeat} repeats of 2 texts each",
        "",
        "| system | first token to first audio, p50 (min-max) | to the last frame, p50 | n |",
        "|---|---|---|---|",
    ]
    p50 = {}
    for label in dict.fromkeys(r["system"] for r in rows):
        firsts = [r["first_audio"] for r in rows if r["system"] == label]
        ends = [r["end"] for r in rows if r["system"] == label]
        p50[label] = statistics.median(firsts)
        lines.append(
            f"| {label} | {p50[label] * 1000:.0f} ms ({min(firsts) * 1000:.0f}-"
            f"{max(firsts) * 1000:.0f}) | {statistics.median(ends) * 1000:.0f} ms | {len(firsts)} |"
        )
    lines.append("")
    for prefix, pcm in (("livekit openai", "pcm"), ("livekit elevenlabs http", "pcm_24000")):
        base = p50.get(f"{prefix} {pcm}")
        for label, value in p50.items():
            if base is not None and label.startswith(prefix) and label != f"{prefix} {pcm}":
                lines.append(f"- {label}: {(value - base) * 1000:+.0f} ms against {pcm}")
    peer = p50.get("supertonic-realtime ws")
    if peer:
        for label, value in p50.items():
            if label.endswith(("pcm", "pcm_24000")):
                lines.append(f"- {label}: {value / peer:.2f}x supertonic-realtime's WebSocket")
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--model-dir", type=Path, default=ROOT / "var/bench/realistic")
    parser.add_argument("--token-ms", type=float, default=20)
    parser.add_argument("--peer", action="store_true", help="add supertonic-realtime")
    args = parser.parse_args()
    model = args.model_dir.resolve()
    speedup, load_before = parallel_speedup(), load_average()
    with tempfile.TemporaryDirectory(prefix="bench-agents-") as tmp:
        workdir = Path(tmp)
        env = our_env(ROOT, workdir, model, f"bench-agents-{uuid.uuid4().hex[:8]}")
        with our_service("ours", ROOT, env, workdir) as svc:
            warm_ours(svc)
            if args.peer:
                with realtime_service(model, workdir, 8) as peer:
                    rows = asyncio.run(run_clients(svc.port, svc.key, args, peer))
            else:
                rows = asyncio.run(run_clients(svc.port, svc.key, args, None))
    print("\n".join(report(rows, args, load_before, speedup)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
