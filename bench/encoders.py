"""Encoder benchmark: the CPU each format's encoding takes per second of audio, against the
engine's CPU per second of the same audio, on one model folder (by default the realistic
stand-in; build it first: see docs/BENCHMARKS.md).

    .venv/bin/python bench/encoders.py [--model-dir var/bench/realistic] [--threads 2]
                                       [--repeat 5]

CPU time (``time.process_time``: every thread of this process), not wall time: on a shared,
loaded host wall time measures the neighbours. The engine synthesizes a paragraph (its
chunks, with the pauses between them, are the audio every encoder is given), ``--repeat``
times; each encoder runs ``--repeat`` times over that audio and its least CPU is kept (the
extra is other work landing on it, never the encoder being faster).

- **stream**: :class:`engine.audio.StreamEncoder` as a stream uses it
  (api.answers): chunk by chunk, each written in slices of ``SLICE_SECONDS``, resampled
  where the format asks (OpenAI's 24 kHz pcm, Opus's 48 kHz).
- **stored**: the whole clip as the job writes or encodes it for a hit (synth.playback
  ``encode_ints``; MP3 is written by libsndfile's LAME, with the Xing/LAME tag).
- **share**: that CPU as a share of the engine's for the same audio (target: 5%).
- the last row: the stored MP3 as libsndfile's LAME wrote it before (its quality 3).
"""

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.engine import TEXT  # noqa: E402  (the 493-character paragraph)

# (name, format as a stream's encoder takes it, its out_rate, kbps; the stored encoding)
ROWS = (
    ("wav", "wav", None, None, "wav"),
    ("pcm 24 kHz (OpenAI)", "pcm", 24000, None, "pcm24k"),
    ("mp3 128 kbit/s (default)", "mp3", None, 128, "mp3"),
    ("mp3 32 kbit/s", "mp3", None, 32, "mp3_32"),
    ("mp3 24 kHz 48 kbit/s", "mp3", 24000, 48, "mp324k"),
    ("opus 64 kbit/s (default)", "opus", None, 64, "opus"),
    ("aac 64 kbit/s (default)", "aac", None, 64, "aac"),
)


def engine_cpu(model_dir: Path, threads: int, repeat: int):
    """(CPU seconds per audio second of the engine, the chunks' int16 samples, the rate)."""
    from dataclasses import replace

    from engine.audio import to_pcm16
    from engine.engine import Engine
    from engine.session import SessionConfig

    config = replace(SessionConfig(), intra_op_threads=threads)
    with tempfile.TemporaryDirectory() as cache:
        engine = Engine(model_dir, session=config, cache_dir=cache)
        engine.synthesize("Warm up.", lang="en", voice="M1", seed=1)
        costs, pieces = [], []
        for _ in range(repeat):
            request = engine.request(TEXT, lang="en", voice="M1", seed=1)
            pieces, audio = [], 0
            start = time.process_time()
            for chunk, samples in engine.iter_chunks(request):
                pieces += [to_pcm16(samples), np.zeros(chunk.pause_samples, np.int16)]
                audio += len(samples) + chunk.pause_samples
            costs.append((time.process_time() - start) / (audio / engine.sample_rate))
        return statistics.median(costs), pieces, engine.sample_rate


def least_cpu(work, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        work()
        best = min(best, time.process_time() - start)
    return best


def streamed(pieces, rate, fmt, out_rate, kbps):
    from engine.audio import StreamEncoder

    def work():
        encoder = StreamEncoder(fmt, rate, out_rate=out_rate, kbps=kbps)
        for piece in pieces:
            for part in encoder.slices(piece):
                encoder.write(part)
        encoder.finish()

    return work


def stored(pieces, rate, name):
    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "ttsproject.settings")
    django.setup()  # synth.playback names the encodings beside the clips' models
    from synth.playback import encode_ints

    ints = np.concatenate(pieces)
    return lambda: encode_ints(ints, rate, name)


def libsndfile_mp3(pieces, rate, kbps: int = 128):
    """The stored MP3 as libsndfile's LAME wrote it before (its default quality; in
    constant mode its compression level is read as a bitrate over 32..320 at 44.1 kHz)."""
    import soundfile

    ints = np.concatenate(pieces)
    level = (320 - kbps - 0.5) / (320 - 32)

    def work():
        with tempfile.TemporaryFile() as scratch:
            options = {"bitrate_mode": "CONSTANT", "compression_level": level}
            with soundfile.SoundFile(
                scratch, "w", rate, 1, format="MP3", subtype="MPEG_LAYER_III", **options
            ) as file:
                file.write(ints)

    return work


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model-dir", type=Path, default=ROOT / "var/bench/realistic")
    parser.add_argument("--threads", type=int, default=2, help="the engine's intra-op threads")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    engine, pieces, rate = engine_cpu(args.model_dir, args.threads, args.repeat)
    seconds = sum(len(p) for p in pieces) / rate
    print(f"model: {args.model_dir} ({args.threads} threads); {seconds:.1f} s of audio")
    print(f"engine: {engine * 1000:.0f} ms CPU per audio second (median of {args.repeat})")
    print()
    print("| format | stream ms CPU / audio s | share | stored ms CPU / audio s | share |")
    print("|---|---|---|---|---|")
    for label, fmt, out_rate, kbps, name in ROWS:
        live = least_cpu(streamed(pieces, rate, fmt, out_rate, kbps), args.repeat) / seconds
        whole = least_cpu(stored(pieces, rate, name), args.repeat) / seconds
        print(
            f"| {label} | {live * 1000:.2f} | {live / engine:.1%} "
            f"| {whole * 1000:.2f} | {whole / engine:.1%} |"
        )
    before = least_cpu(libsndfile_mp3(pieces, rate), args.repeat) / seconds
    label = "mp3 128 kbit/s, libsndfile's LAME (before)"
    print(f"| {label} | | | {before * 1000:.2f} | {before / engine:.1%} |")


if __name__ == "__main__":
    main()
