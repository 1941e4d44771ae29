"""A clip's waveform as an SVG picture, drawn from its decoded samples on the server.

Peaks (the min and max of each column) are computed once per clip and kept in the Django
cache; a clip's key names its samples, so they never go stale.

hostile pass 26, F-1: the samples are read and decoded a block (about a second of audio)
at a time, each block folded into the columns' peaks, so a page view holds a block, not
the clip (a 643 s WAV was 57 MB read, 113 MB decoded and a copy more, per view); from S3
through ranged GETs (synth.storage.seekable_reader), not S3File's whole download. At most
``AT_ONCE`` computations run at once in a process; a page that waits longer than
``WAIT_SECONDS`` for its turn is shown without the picture (not cached: a reload draws it).
"""

import threading

import numpy as np
import soundfile
from django.core.cache import cache
from django.core.files.storage import default_storage
from django.utils.safestring import SafeString, mark_safe

from synth.models import Clip
from synth.storage import seekable_reader, storage_outage

COLUMNS = 800
HEIGHT = 96
BLOCK_SAMPLES = 48_000  # samples (all channels) decoded at once: 192 kB as float32
AT_ONCE = 2  # waveform computations at once per process
WAIT_SECONDS = 5.0
_turns = threading.BoundedSemaphore(AT_ONCE)


class Busy(Exception):
    """Every turn to compute a waveform is taken, and stayed so for WAIT_SECONDS."""


def peaks(clip: Clip, columns: int = COLUMNS) -> list[tuple[float, float]]:
    """(min, max) of the samples in each of ``columns`` equal slices; [] if unreadable.
    Raises :class:`Busy` when no turn to compute them came in time."""
    key = f"review:peaks:{clip.tenant_id}:{clip.key}:{columns}"
    found = cache.get(key)
    if found is not None:
        return found
    if not _turns.acquire(timeout=WAIT_SECONDS):
        raise Busy
    try:
        found = cache.get(key)  # computed while this one waited
        if found is not None:
            return found
        try:
            with default_storage.open(clip.audio.name, "rb") as f:
                found = _read_peaks(seekable_reader(f), columns)
        except (OSError, RuntimeError, soundfile.LibsndfileError):
            return []
        except Exception as exc:
            if storage_outage(exc):
                return []  # not cached: drawn once storage answers
            raise
    finally:
        _turns.release()
    if found:
        cache.set(key, found, 7 * 24 * 3600)
    return found


def _read_peaks(file, columns: int) -> list[tuple[float, float]]:
    """The peaks of the audio in ``file`` (mean of its channels) read a block at a time; the
    frame count the header gives is checked against the frames read, and a second pass
    made with the frames read when they differ."""
    with soundfile.SoundFile(file) as audio:
        frames = audio.frames
        found, read = _fold(audio, frames, columns, file)
        if read != frames and read:
            audio.seek(0)
            found, read = _fold(audio, read, columns, file)
    return found


def _fold(audio, frames: int, columns: int, file) -> tuple[list[tuple[float, float]], int]:
    """One pass: each block's samples folded into the min and max of the columns that
    ``frames`` frames split into as np.array_split would (the first ``frames % columns``
    one frame longer); and how many frames were read."""
    count = min(columns, frames)
    if count <= 0:
        return [], _frames_left(audio, file)
    size, longer = divmod(frames, count)
    starts = np.arange(count, dtype=np.int64) * size + np.minimum(np.arange(count), longer)
    lo = np.full(count, np.inf, dtype=np.float32)
    hi = np.full(count, -np.inf, dtype=np.float32)
    block = max(1, BLOCK_SAMPLES // max(1, audio.channels))
    at = 0
    while True:
        samples = audio.read(block, dtype="float32", always_2d=True)
        _raise_kept(file)
        n = len(samples)
        if n == 0:
            break
        mono = samples.mean(axis=1)
        if at + n > frames:  # more than the header said: this pass only counts them
            mono = mono[: max(0, frames - at)]
        if mono.size:
            first = np.searchsorted(starts, at, side="right") - 1
            last = np.searchsorted(starts, at + mono.size, side="left")  # columns [first, last)
            cols = np.arange(first, last)
            offsets = np.maximum(starts[first:last] - at, 0)
            lo[cols] = np.minimum(lo[cols], np.minimum.reduceat(mono, offsets))
            hi[cols] = np.maximum(hi[cols], np.maximum.reduceat(mono, offsets))
        at += n
    if at < frames:
        return [], at
    return [(round(float(a), 3), round(float(b), 3)) for a, b in zip(lo, hi, strict=True)], at


def _frames_left(audio, file) -> int:
    """Frames a file with no frame count in its header holds, read to count them."""
    at = 0
    while n := len(audio.read(BLOCK_SAMPLES // max(1, audio.channels), dtype="float32")):
        _raise_kept(file)
        at += n
    _raise_kept(file)
    return at


def _raise_kept(file) -> None:
    """Raise what the storage reader met: libsndfile took it for the end of the file."""
    error = getattr(getattr(file, "raw", None), "error", None)
    if error is not None:
        raise error


def svg(clip: Clip, element_id: str = "waveform") -> SafeString:
    """An SVG of the waveform, as wide as its container, with a playhead line to move."""
    try:
        columns = peaks(clip)
    except Busy:
        return mark_safe(
            '<p class="help">No waveform yet: other pages are drawing theirs; reload in a '
            "moment.</p>"
        )
    if not columns:
        return mark_safe('<p class="help">No waveform: the audio could not be decoded.</p>')
    mid = HEIGHT / 2
    scale = max(0.05, max(max(abs(lo), abs(hi)) for lo, hi in columns))
    path = " ".join(
        f"M{x} {mid - hi / scale * (mid - 2):.1f}V{mid - lo / scale * (mid - 2) + 0.5:.1f}"
        for x, (lo, hi) in enumerate(columns)
    )
    return mark_safe(
        f'<svg id="{element_id}" class="waveform" viewBox="0 0 {len(columns)} {HEIGHT}" '
        f'preserveAspectRatio="none" role="img" aria-label="waveform of the clip">'
        f'<rect width="100%" height="100%" fill="var(--darkened-bg, #f8f8f8)"/>'
        f'<path d="{path}" stroke="var(--link-fg, #417690)" stroke-width="1"/>'
        f'<line class="playhead" x1="0" x2="0" y1="0" y2="{HEIGHT}" stroke="#ba2121" '
        f'stroke-width="2" vector-effect="non-scaling-stroke"/></svg>'
    )
