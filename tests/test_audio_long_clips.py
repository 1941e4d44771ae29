"""A long clip encodes in every format without crashing the process.

libvorbis puts all of one write's samples on the stack, so handing libsndfile a clip of
more than about 47 s (44.1 kHz mono) in one write overflowed it: SIGSEGV, a dead gunicorn
worker (libsndfile #1095). Each encoding runs in a child process, so a crash fails one
test with its signal instead of killing pytest.
"""

import io
import signal
import subprocess
import sys
from pathlib import Path

import av
import pytest
import soundfile

from engine.audio import FORMATS, OPUS_RATE, STREAM_FORMATS

ROOT = Path(__file__).resolve().parent.parent
RATE = 44100
SECONDS = 120

# argv: what ("encode" or "stream"), format, output path. A tone, loud enough that the
# lossy encoders have something to code.
CHILD = f"""
import sys
import numpy as np
from engine.audio import StreamEncoder, encode, to_pcm16

what, fmt, path = sys.argv[1:]
t = np.arange({SECONDS} * {RATE}) / {RATE}
samples = (0.5 * np.sin(2 * np.pi * 220 * t)).astype(np.float32)
if what == "encode":
    data = encode(samples, {RATE}, fmt)
else:  # the whole clip as one piece, as a stream of a long chunk would hand it over
    encoder = StreamEncoder(fmt, {RATE})
    data = encoder.write(to_pcm16(samples)) + encoder.finish()
open(path, "wb").write(data)
"""


def run_child(what: str, fmt: str, path: Path) -> bytes:
    done = subprocess.run(
        [sys.executable, "-c", CHILD, what, fmt, str(path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    if done.returncode < 0:
        pytest.fail(f"{what} {fmt}: killed by {signal.Signals(-done.returncode).name}")
    assert done.returncode == 0, done.stderr
    return path.read_bytes()


def seconds_of(data: bytes, fmt: str) -> float:
    if fmt == "pcm":  # raw s16le at the clip's rate: no header to read
        return len(data) / 2 / RATE
    if fmt == "aac":  # not libsndfile's: decoded by PyAV, whose FFmpeg encoded it
        with av.open(io.BytesIO(data)) as container:
            frames = [f.samples for f in container.decode(audio=0)]
            return sum(frames) / container.streams.audio[0].sample_rate
    samples, rate = soundfile.read(io.BytesIO(data), dtype="float32")
    assert rate == (OPUS_RATE if fmt == "opus" else RATE)
    return len(samples) / rate


@pytest.mark.parametrize("fmt", list(FORMATS))
def test_a_two_minute_clip_encodes_in_every_format(fmt, tmp_path):
    data = run_child("encode", fmt, tmp_path / f"clip.{fmt}")
    # Lossy codecs may add priming and padding: a few frames, never seconds.
    assert seconds_of(data, fmt) == pytest.approx(SECONDS, abs=0.1)


@pytest.mark.parametrize("fmt", STREAM_FORMATS)
def test_a_two_minute_piece_streams_in_every_stream_format(fmt, tmp_path):
    data = run_child("stream", fmt, tmp_path / f"clip.{fmt}")
    if fmt == "wav":  # a streamed WAV's sizes are unknown: read it as the raw samples it ends in
        data = data[44:]
        fmt = "pcm"
    # A streamed MP3 plays about 55 ms more than a stored one (see StreamEncoder).
    assert seconds_of(data, fmt) == pytest.approx(SECONDS, abs=0.1)
