"""Voice agents' first audio (issue 32): the time from an LLM's first token to the first
audio frame, through voice-agent frameworks' own TTS services, unmodified, per format, side
by side with supertonic-realtime's WebSocket on the same text in one run; and the mp3
encoder's CPU per audio second against synthesis's.

    .venv/bin/python bench/agents.py [--repeat 5] [--model-dir var/bench/realistic]
        [--token-ms 20] [--no-peer] [--no-pipecat] [--only LABEL,...] [--eleven-http]
        [--redis-url redis://127.0.0.1:6379/9] [--pipecat-stop-timeout 3] [--keep]
        [--rows FILE] [--no-encoding] [--encoding-repeat 3] [--reuse]

Needs LiveKit's plugins (the ``agents`` extra: `.venv/bin/pip install -e '.[agents]'`; or
`pip install --no-deps --target DIR livekit-plugins-openai==1.8.9` and DIR on PYTHONPATH),
Pipecat's venv (``.venv-agents``, `make .venv-agents/.installed`, or ``AGENTS_PYTHON``) and
the peer's (`python bench/first_audio.py setup`, once). Run by hand, never in `make test`;
one run at a time (2 busy vCPUs). Build the realistic stand-in first: `.venv/bin/python
manage.py build_standin_model var/bench/realistic --profile realistic`.

Our service as `manage.py serve` runs it (bench/first_audio.py's ``our_service``: the web
tier, 2 workers, and a qcluster, on a fresh SQLite database and a tenant; ``--redis-url``:
Redis as broker and cache, the scaled mode, its keys deleted at the end). The clients, each
built once and kept for the run as an agent keeps its TTS:

- **Pipecat 1.14** (bench/agents_pipecat.py, a subprocess in Pipecat's venv: its pins cannot
  live beside ours): ``ElevenLabsTTSService`` (multi-stream-input; pcm_24000, the only
  format it asks for) and ``OpenAITTSService`` (pcm, likewise), each in a Pipeline of
  Pipecat's own fed LLMTextFrames; timed to the first TTSAudioRawFrame at the pipeline's end;
- **LiveKit agents 1.8.9 ElevenLabs** ``TTS.stream()`` (what an ``AgentSession`` uses:
  multi-stream-input, the pieces pushed as they come): ``pcm_24000``, its default
  ``mp3_22050_32``, ``opus_48000_64``;
- **LiveKit OpenAI** (``openai.TTS``, model ``gpt-4o-mini-tts``, server-sent events) behind
  LiveKit's own ``tts.StreamAdapter`` (what an ``AgentSession`` does with a TTS that takes no
  streamed text: it cuts the tokens into sentences and synthesizes each as it is complete):
  ``pcm``, ``mp3``, ``opus``;
- ``--eleven-http`` adds LiveKit's ElevenLabs ``synthesize()`` (``/stream``) behind the
  StreamAdapter, pcm_24000 and mp3_22050_32.

LiveKit decodes mp3 and opus to frames itself (its AudioStreamDecoder): its first frame is
when the decoder gave one, which is what an agent plays.

Each reply is a new text (bench/first_audio.py's two-clause and short sentences, carrying
the request's own name and number), fed as LLM-style pieces (a word or half a long one) one
every ``--token-ms`` ms. No cache answers any of it: a reply's opening may be cut short
(the service's chunking: "Thank you for calling," is the two-clause text's first chunk)
and such a stock phrase would be read back, not synthesized, where the peer synthesizes
it; so the sentence cache is off (SYNTH_SENTENCE_CACHE=false) and the tenant's stored
clips are forgotten before each reply (their rows deleted in the run's database: a socket
segment of that phrase is a stored clip's hit otherwise). ``--reuse`` keeps both, as a
service runs. Timed from pushing the first piece to the
first audio frame the framework yields, and to its last. Replies are read to their end
before the next begins, the order of systems rotating with each repeat.

**supertonic-realtime** (bench/first_audio.py's peer, `supertonic serve` on the same model
folder, 2 intra-op threads, 8 steps on every chunk) on the same text: it takes a whole text
per ``speak``, so its time is the moment the token stream completes the text's sentence
(every text is one sentence) plus its own time from ``speak`` to its first PCM frame on an
open session.

**Encoding against synthesis** (after the clients, in this process, bench/encoders.py's
method): the engine's CPU per audio second (2 intra-op threads, 8 steps, its 493-character
paragraph), and the CPU per audio second of ``StreamEncoder`` for the agents' mp3s (LAME at
44.1 kHz 128 kbit/s, OpenAI's; 22.05 kHz 32 kbit/s, LiveKit ElevenLabs' default) and opus.
"""

import argparse
import asyncio
import contextlib
import json
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.api import load_average, machine, on_sigterm, parallel_speedup  # noqa: E402
from bench.first_audio import (  # noqa: E402  (its service, texts and peer)
    Fill,
    clause_text,
    forget_redis_keys_at,
    our_env,
    our_service,
    realtime_service,
    short_text,
    warm_ours,
)

RACHEL = "21m00Tcm4TlvDq8ikWAM"
OPENAI_FORMATS = ("pcm", "mp3", "opus")
ELEVEN_FORMATS = ("pcm_24000", "mp3_22050_32", "opus_48000_64")
ELEVEN_HTTP_FORMATS = ("pcm_24000", "mp3_22050_32")
PEER = "supertonic-realtime ws"
PIPECAT_SCRIPT = ROOT / "bench" / "agents_pipecat.py"
# The encoders an agent's formats use: (label, StreamEncoder format, out_rate, kbps).
ENCODERS = (
    ("mp3 44.1 kHz 128 kbit/s (OpenAI mp3)", "mp3", None, 128),
    ("mp3 22.05 kHz 32 kbit/s (mp3_22050_32)", "mp3", 22050, 32),
    ("opus 48 kHz 64 kbit/s", "opus", None, 64),
)


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
    """One LiveKit TTS plugin: its own ``stream()``, or LiveKit's StreamAdapter over it."""

    label: str
    tts: object
    gap: float
    adapt: bool

    async def reply(self, text: str) -> dict:
        from livekit.agents import tts as lk_tts

        source = lk_tts.StreamAdapter(tts=self.tts) if self.adapt else self.tts
        stream = source.stream()
        first = None
        errors = []

        async def feed():
            for piece in tokens(text):
                stream.push_text(piece)
                await asyncio.sleep(self.gap)
            stream.end_input()

        started = time.perf_counter()
        feeder = asyncio.create_task(feed())
        seconds = 0.0
        try:
            async for event in stream:
                first = first or time.perf_counter() - started
                seconds += event.frame.samples_per_channel / event.frame.sample_rate
        except Exception as exc:  # a plugin's error ends its reply; the row says so
            errors.append(repr(exc))
        end = time.perf_counter() - started
        await feeder
        await stream.aclose()
        if first is None:
            raise RuntimeError(f"{self.label}: no audio {errors}")
        return {"first_audio": first, "end": end, "audio_s": seconds, "errors": errors}


class PipecatProcess:
    """bench/agents_pipecat.py in Pipecat's venv, kept for the run."""

    def __init__(self, python: Path, base: str, key: str, log: Path, stop_timeout: float):
        self.proc = subprocess.Popen(
            [str(python), str(PIPECAT_SCRIPT), base, key, str(stop_timeout)],
            cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=open(log, "ab"),
            text=True, start_new_session=True,
        )  # fmt: skip
        self.log = log
        if json.loads(self._line()).get("ready") is not True:
            raise RuntimeError("pipecat: not ready")

    def _line(self) -> str:
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"pipecat exited; see {self.log}")
        return line

    def ask(self, service: str, pieces: list[str], gap: float) -> dict:
        self.proc.stdin.write(json.dumps({"service": service, "pieces": pieces, "gap": gap}))
        self.proc.stdin.write("\n")
        self.proc.stdin.flush()
        return json.loads(self._line())

    def close(self) -> None:
        from tests.cluster import end_tree

        try:
            self.proc.stdin.write('{"quit": true}\n')
            self.proc.stdin.flush()
            self.proc.wait(15)
        except (OSError, subprocess.TimeoutExpired):
            end_tree(self.proc)


@dataclass
class Pipecat:
    label: str
    process: PipecatProcess
    service: str
    gap: float

    async def reply(self, text: str) -> dict:
        got = await asyncio.to_thread(self.process.ask, self.service, tokens(text), self.gap)
        if got["first_audio"] is None:
            raise RuntimeError(f"{self.label}: no audio {got['errors']}")
        return got


@dataclass
class Peer:
    realtime: object
    gap: float
    label: str = PEER

    async def reply(self, text: str) -> dict:
        await asyncio.sleep(first_sentence_offset(text, self.gap))  # as the tokens come
        got = await asyncio.to_thread(self.realtime.first_audio, text)
        ready = first_sentence_offset(text, self.gap)
        return {"first_audio": ready + got["first_audio"], "end": ready + got["stream_end"]}


async def measure(systems: list, repeat: int, serial: list, forget=None) -> list[dict]:
    rows = []
    for i in range(repeat):
        for make in (clause_text, short_text):
            k = i % len(systems)
            for system in systems[k:] + systems[:k]:
                serial[0] += 1
                text = make(Fill(serial[0]))
                if forget is not None:
                    forget()
                try:
                    got = await system.reply(text)
                except Exception as exc:  # one failed reply is a row, not the end of the run
                    got = {"first_audio": None, "end": None, "errors": [repr(exc)]}
                rows.append({"system": system.label, "text": make.__name__, "repeat": i,
                             "chars": len(text), **got})  # fmt: skip
                print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    return rows


def forget_clips(workdir: Path) -> None:
    """Our service's stored clips forgotten (their rows; the run's own SQLite database), so
    that no reply is a stored clip's hit (see the module's docstring, ``--reuse``)."""
    import sqlite3

    with contextlib.closing(sqlite3.connect(workdir / "var" / "db.sqlite3", timeout=30)) as db:
        with db:
            db.execute("DELETE FROM synth_clipencoding")
            db.execute("DELETE FROM synth_clip")


def agents_python() -> Path:
    return Path(os.getenv("AGENTS_PYTHON") or ROOT / ".venv-agents" / "bin" / "python")


async def run_clients(port: int, key: str, args, peer, workdir: Path) -> list[dict]:
    import aiohttp
    import openai as openai_sdk
    from livekit.plugins import elevenlabs, openai

    gap = args.token_ms / 1000
    base = f"http://127.0.0.1:{port}"
    pipecat = None
    async with aiohttp.ClientSession() as session:
        client = openai_sdk.AsyncOpenAI(base_url=f"{base}/v1", api_key=key)
        systems = []
        if not args.no_pipecat:
            pipecat = PipecatProcess(
                agents_python(), base, key, workdir / "pipecat.log", args.pipecat_stop_timeout
            )
            systems += [
                Pipecat("pipecat elevenlabs ws pcm_24000", pipecat, "elevenlabs", gap),
                Pipecat("pipecat openai pcm", pipecat, "openai", gap),
            ]

        def eleven(fmt):
            return elevenlabs.TTS(api_key=key, base_url=f"{base}/v1", voice_id=RACHEL,
                                  encoding=fmt, http_session=session)  # fmt: skip

        systems += [LiveKit(f"livekit elevenlabs ws {fmt}", eleven(fmt), gap, False)
                    for fmt in ELEVEN_FORMATS]  # fmt: skip
        systems += [
            LiveKit(
                f"livekit openai {fmt}",
                openai.TTS(
                    model="gpt-4o-mini-tts", voice="alloy", client=client, response_format=fmt
                ),
                gap,
                True,
            )  # fmt: skip
            for fmt in OPENAI_FORMATS
        ]
        if args.eleven_http:
            systems += [LiveKit(f"livekit elevenlabs http {fmt}", eleven(fmt), gap, True)
                        for fmt in ELEVEN_HTTP_FORMATS]  # fmt: skip
        if peer is not None:
            systems.append(Peer(peer, gap))
        if args.only:
            wanted = [w.strip() for w in args.only.split(",")]
            systems = [s for s in systems if any(w in s.label for w in wanted)]
        serial = [0]
        try:
            for system in systems:  # every client's first request (imports, connections)
                try:
                    got = await system.reply(clause_text(Fill(90_000 + serial[0])))
                    print(f"# {system.label}: warm-up {json.dumps(got)}", file=sys.stderr)
                except Exception as exc:  # noqa: BLE001  (a warm-up; the rows say what fails)
                    print(f"# {system.label}: warm-up failed: {exc!r}", file=sys.stderr)
                serial[0] += 1
            forget = None if args.reuse else (lambda: forget_clips(workdir))
            rows = await measure(systems, args.repeat, serial, forget)
        finally:
            if pipecat is not None:
                await asyncio.to_thread(pipecat.close)
            for system in systems:
                if isinstance(system, LiveKit):
                    await system.tts.aclose()
            await client.close()
    return rows


def encoding_cpu(model: Path, repeat: int) -> tuple[float, list[tuple[str, float]]]:
    """(the engine's CPU s per audio s, [(encoder, its CPU s per audio s)])."""
    from bench.encoders import engine_cpu, least_cpu, streamed

    engine, pieces, rate = engine_cpu(model, 2, repeat)
    audio = sum(len(p) for p in pieces) / rate
    return engine, [
        (label, least_cpu(streamed(pieces, rate, fmt, out_rate, kbps), repeat) / audio)
        for label, fmt, out_rate, kbps in ENCODERS
    ]


SEGMENT_LOG = re.compile(
    r"segment of (\d+) chars: begun ([\d.]+) ms after its last piece came, its audio "
    r"([\d.]+) ms after that \((job|hit)\), sent ([\d.]+) ms later"
)


def socket_split(log: Path) -> list[str]:
    """The sockets' segments as the web tier logged them (api.elevenlabs.socket): from a segment's
    last piece to its job begun (planned, charged, queued), to its first audio in the web
    process (the worker's claim, the first chunk's synthesis, publishing, noticing it), to
    its first message sent (slicing, encoding, base64)."""
    found = [m.groups() for m in SEGMENT_LOG.finditer(log.read_text()) if m.group(4) == "job"]
    if not found:
        return []

    def spread(i):
        values = sorted(float(f[i]) for f in found)
        return f"{statistics.median(values):.0f} ms ({values[0]:.0f}-{values[-1]:.0f})"

    return [
        "",
        f"Service side, the sockets' {len(found)} segments made by a job (web log, p50 and "
        f"range): begun {spread(1)} after the segment's last piece; its first audio in the "
        f"web process {spread(2)} after that; its first message sent {spread(4)} later",
    ]


WORKER_LOG = re.compile(
    r"job ([0-9a-f-]+): claimed ([\d.]+) ms after it was queued .*?; rendering began ([\d.]+) "
    r"ms after the claim; first chunk of (\d+) chars: engine ([\d.]+) ms, published ([\d.]+) "
    r"ms after"
)
WEB_JOB = re.compile(
    r"its audio ([\d.]+) ms after that \(job\), sent [\d.]+ ms later \(job ([0-9a-f-]+)\)"
)


def worker_split(log: Path, web_log: Path) -> list[str]:
    """The worker's side of the same (synth.worker.FirstAudio, one line per job that
    published its chunks): queued to claimed, and the first chunk's size and engine time
    against when it was published, the job's first audio; and for the sockets' segments
    whose first job it is (joined by job id with the web's lines), what is not the worker's
    claim to publishing: planning's end to the queue, the queue, the web's notice."""
    text = log.read_text() if log.exists() else ""
    found = [m.groups()[1:] for m in WORKER_LOG.finditer(text)]
    if not found:
        return []

    def spread(values, unit=" ms"):
        values = sorted(values)
        return f"{statistics.median(values):.0f}{unit} ({values[0]:.0f}-{values[-1]:.0f})"

    def col(i):
        return [float(f[i]) for f in found]

    lines = [
        f"Worker side, its {len(found)} jobs that published chunks (p50 and range): claimed "
        f"{spread(col(0))} after being queued (a job queued behind another waits for it); the "
        f"first chunk {spread(col(2), ' chars')}, the engine's {spread(col(3))} of it, "
        f"published {spread(col(4))} after the claim",
    ]
    worker = {m.group(1): m.groups()[1:] for m in WORKER_LOG.finditer(text)}
    web = [
        (float(m.group(1)), worker.get(m.group(2))) for m in WEB_JOB.finditer(web_log.read_text())
    ]
    joined = [(audio, w) for audio, w in web if w is not None]
    if joined:
        rest = [audio - float(w[0]) - float(w[4]) for audio, w in joined]
        engine = [float(w[3]) / audio for audio, w in joined if audio > 0]
        lines.append(
            f"Joined by job ({len(joined)} socket segments): of a segment's begun-to-first-audio, "
            f"the first chunk's engine time is {spread([e * 100 for e in engine], '%')}; what is "
            f"neither the queue's wait nor the worker's claim-to-publish (the web's begin after "
            f"planning, the broker's hand-over, the web noticing the chunk) {spread(rest)}"
        )
    return lines


def paired_deltas(rows: list[dict], label: str, pcm_label: str) -> str:
    """p50 (min-max) of ``label``'s first audio minus pcm's, reply by reply."""
    got = {(r["text"], r["repeat"]): r["first_audio"] for r in rows if r["system"] == label}
    base = {(r["text"], r["repeat"]): r["first_audio"] for r in rows if r["system"] == pcm_label}
    deltas = sorted(got[k] - base[k] for k in got
                    if k in base and got[k] is not None and base[k] is not None)  # fmt: skip
    if not deltas:
        return "-"
    low, mid, high = (round(d * 1000) for d in (deltas[0], statistics.median(deltas), deltas[-1]))
    return f"{mid:+d} ms ({low:+d} to {high:+d})"


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f}"


def report(rows: list[dict], args, load_before: str, speedup: float, cpu) -> list[str]:
    lines = [
        f"# bench/agents.py, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}",
        f"{machine()}; load before {load_before}, after {load_average()}; two busy "
        f"processes run at {speedup:.2f}x one; model {args.model_dir}; a token every "
        f"{args.token_ms} ms; {args.repeat} repeats of 2 texts each; "
        f"{'scaled (Redis)' if args.redis_url else 'embedded (SQLite, ORM broker)'}; "
        f"{'sentences and clips reused' if args.reuse else 'nothing reused (all synthesized)'}",
        "",
        "| system | first token to first audio, p50 (min-max) | to the last frame, p50 | n "
        "| failed |",
        "|---|---|---|---|---|",
    ]
    p50 = {}
    for label in dict.fromkeys(r["system"] for r in rows):
        ok = [r for r in rows if r["system"] == label and r["first_audio"] is not None]
        failed = sum(1 for r in rows if r["system"] == label) - len(ok)
        if not ok:
            lines.append(f"| {label} | - | - | 0 | {failed} |")
            continue
        firsts = [r["first_audio"] for r in ok]
        ends = [r["end"] for r in ok if r["end"] is not None]
        p50[label] = statistics.median(firsts)
        lines.append(
            f"| {label} | {ms(p50[label])} ms ({ms(min(firsts))}-{ms(max(firsts))}) "
            f"| {ms(statistics.median(ends)) if ends else '-'} ms | {len(firsts)} | {failed} |"
        )
    lines += ["", "| system | text | first audio p50 (min-max) | n |", "|---|---|---|---|"]
    for label in p50:
        for kind in dict.fromkeys(r["text"] for r in rows):
            firsts = [r["first_audio"] for r in rows if r["system"] == label
                      and r["text"] == kind and r["first_audio"] is not None]  # fmt: skip
            if firsts:
                mid, low, high = statistics.median(firsts), min(firsts), max(firsts)
                lines.append(f"| {label} | {kind} | {ms(mid)} ms ({ms(low)}-{ms(high)}) "
                             f"| {len(firsts)} |")  # fmt: skip
    lines += ["", "Targets (p50s of this run; for formats, also the p50 of the differences "
              "between replies to the same kind of text in the same repeat, which ran one "
              "after the other):"]  # fmt: skip
    peer = p50.get(PEER)
    for label, value in p50.items():
        if label.endswith(("pcm", "pcm_24000")) and peer:
            ratio = value / peer
            verdict = "met" if ratio <= 0.9 else "**not met**"
            lines.append(f"- {label}: {ratio:.2f}x supertonic-realtime's WebSocket "
                         f"(target <= 0.9x: {verdict})")  # fmt: skip
    for kind in dict.fromkeys(r["text"] for r in rows):
        theirs = [r["first_audio"] for r in rows if r["system"] == PEER and r["text"] == kind
                  and r["first_audio"] is not None]  # fmt: skip
        if not theirs:
            continue
        ratios = []
        for label in p50:
            ours = [r["first_audio"] for r in rows if r["system"] == label and r["text"] == kind
                    and r["first_audio"] is not None]  # fmt: skip
            if label.endswith(("pcm", "pcm_24000")) and ours:
                ratios.append(f"{label} {statistics.median(ours) / statistics.median(theirs):.2f}x")
        lines.append(f"- {kind} alone, against supertonic-realtime: {', '.join(ratios)}")
    for label, value in p50.items():
        prefix, fmt = label.rsplit(" ", 1)
        if fmt.startswith(("mp3", "opus")):
            pcm = next((v for k, v in p50.items() if k.startswith(prefix + " pcm")), None)
            if pcm is not None:
                delta = value - pcm
                pcm_label = next(k for k in p50 if k.startswith(prefix + " pcm"))
                paired = paired_deltas(rows, label, pcm_label)
                verdict = "met" if delta <= 0.030 else "**not met**"
                lines.append(f"- {label}: {delta * 1000:+.0f} ms against pcm; paired "
                             f"{paired} (target <= +30 ms: {verdict})")  # fmt: skip
    if cpu is not None:
        engine, encoders = cpu
        lines += ["", f"Synthesis: {engine * 1000:.1f} ms CPU per audio second (2 threads)"]
        for label, cost in encoders:
            share = cost / engine
            verdict = ("met" if share <= 0.05 else "**not met**") if "mp3" in label else ""
            lines.append(f"- {label}: {cost * 1000:.2f} ms CPU per audio second, "
                         f"{share:.1%} of synthesis{' (target <= 5%: ' + verdict + ')' if verdict else ''}")  # noqa: E501  # fmt: skip
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--model-dir", type=Path, default=ROOT / "var/bench/realistic")
    parser.add_argument("--token-ms", type=float, default=20)
    parser.add_argument("--no-peer", action="store_true", help="without supertonic-realtime")
    parser.add_argument("--no-pipecat", action="store_true", help="without Pipecat")
    parser.add_argument("--eleven-http", action="store_true",
                        help="add LiveKit's ElevenLabs synthesize() (HTTP)")  # fmt: skip
    parser.add_argument("--only", default="", help="systems whose label has one of these")
    parser.add_argument("--no-encoding", action="store_true", help="skip the encoders' CPU")
    parser.add_argument("--encoding-repeat", type=int, default=3)
    parser.add_argument("--keep", action="store_true", help="keep the logs' folder")
    parser.add_argument("--reuse", action="store_true",
                        help="keep the sentence cache and stored clips (see above)")  # fmt: skip
    parser.add_argument("--rows", type=Path, help="write every reply's row here (JSON)")
    parser.add_argument("--pipecat-stop-timeout", type=float, default=3.0,
                        help="Pipecat's stop_frame_timeout_s (its default: 3 s)")  # fmt: skip
    parser.add_argument("--redis-url", default="",
                        help="scaled mode: Redis broker and cache (default: embedded)")  # fmt: skip
    args = parser.parse_args()
    signal.signal(signal.SIGTERM, on_sigterm)  # its services are stopped on every exit
    model = args.model_dir.resolve()
    if not (model / "onnx" / "tts.json").is_file():
        sys.exit(f"{model}: no model; build_standin_model {args.model_dir} --profile realistic")
    speedup, load_before = parallel_speedup(), load_average()
    with tempfile.TemporaryDirectory(prefix="bench-agents-") as tmp:
        workdir = Path(tempfile.mkdtemp(prefix="bench-agents-logs-") if args.keep else tmp)
        print(f"# logs in {workdir}", file=sys.stderr, flush=True)
        q_name = f"bench-agents-{uuid.uuid4().hex[:8]}"
        scaled = {"REDIS_URL": args.redis_url} if args.redis_url else {}
        kept = {} if args.reuse else {"SYNTH_SENTENCE_CACHE": "false"}
        env = our_env(ROOT, workdir, model, q_name, **scaled, **kept)
        with our_service("ours", ROOT, env, workdir) as svc:
            warm_ours(svc)
            if args.no_peer:
                rows = asyncio.run(run_clients(svc.port, svc.key, args, None, workdir))
            else:
                (workdir / "peer").mkdir()
                with realtime_service(model, workdir / "peer", 8) as peer:
                    rows = asyncio.run(run_clients(svc.port, svc.key, args, peer, workdir))
        if args.redis_url:
            forget_redis_keys_at(args.redis_url, q_name)
        if (workdir / "pipecat.log").exists():
            errors = [ln for ln in (workdir / "pipecat.log").read_text().splitlines()
                      if "| ERROR" in ln]  # fmt: skip
            for line in errors[:5]:
                print(f"# pipecat: {line}", file=sys.stderr)
        web_log = workdir / "web-ours.log"
        split = socket_split(web_log) + worker_split(workdir / "q-ours.log", web_log)
        if args.rows:
            args.rows.write_text(json.dumps(rows))
    cpu = None if args.no_encoding else encoding_cpu(model, args.encoding_repeat)
    print("\n".join(report(rows, args, load_before, speedup, cpu) + split))
    return 0


if __name__ == "__main__":
    sys.exit(main())
