"""Hostile pass 26, F-1: a clip's review page draws its waveform in the web process. The
peaks were computed from the whole clip read into memory (f.read()), decoded whole to
float32 and averaged into a copy: 113 MB and more per view of a 643 s clip, 1.58 GB for 8
views at once. They are now read and decoded a block at a time, so a view holds a block
whatever the clip's length, from local storage and from S3 alike; the same peaks as before;
and no more than review.waveform.AT_ONCE computations run at once in a process."""

import io
import tempfile
import threading
import tracemalloc

import numpy as np
import pytest
import soundfile
from django.core.cache import cache
from django.core.files.base import ContentFile, File
from django.core.files.storage import default_storage

from review import waveform
from tests.s3 import (  # noqa: F401 (fixtures)
    s3_server_fixture,
    s3_storage_fixture,
)

RATE = 44100


def old_peaks(data: bytes, columns: int = waveform.COLUMNS) -> list[tuple[float, float]]:
    """review.waveform.peaks before the fix, without its cache: the reference."""
    samples, _ = soundfile.read(io.BytesIO(data), dtype="float32", always_2d=True)
    mono = samples.mean(axis=1)
    if mono.size == 0:
        return []
    slices = np.array_split(mono, min(columns, mono.size))
    return [(round(float(s.min()), 3), round(float(s.max()), 3)) for s in slices]


def sine(start: int, frames: int, channels: int = 1) -> np.ndarray:
    t = np.arange(start, start + frames) / RATE
    wave = 0.5 * np.sin(2 * np.pi * 220 * t) * np.minimum(1.0, t / 60)  # swells, then flat
    return np.repeat(wave[:, None], channels, axis=1)


def store_long_wav(clip, seconds: int) -> int:
    """Point ``clip`` at a stored WAV of ``seconds`` of a sine (written a second at a time,
    so the test itself holds no clip in memory); its size in bytes."""
    with tempfile.TemporaryFile() as scratch:
        with soundfile.SoundFile(
            scratch, "w", RATE, 1, format="WAV", subtype="PCM_16", closefd=False
        ) as out:
            for second in range(seconds):
                out.write(sine(second * RATE, RATE))
        scratch.seek(0)
        name = default_storage.save(f"clips/{clip.tenant_id}/long-{clip.key}.wav", File(scratch))
    clip.audio.name, clip.sample_rate, clip.duration = name, RATE, float(seconds)
    clip.save(update_fields=["audio", "sample_rate", "duration"])
    return default_storage.size(name)


def store(clip, samples: np.ndarray, fmt: str = "WAV") -> bytes:
    buffer = io.BytesIO()
    soundfile.write(buffer, samples, RATE, format=fmt, subtype="PCM_16")
    data = buffer.getvalue()
    name = default_storage.save(
        f"clips/{clip.tenant_id}/{clip.key}.{fmt.lower()}", ContentFile(data)
    )
    clip.audio.name = name
    clip.save(update_fields=["audio"])
    return data


def traced_peak(call) -> tuple[object, int]:
    cache.clear()
    tracemalloc.start()
    try:
        found = call()
        return found, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_a_long_clips_peaks_are_computed_in_bounded_memory(make_tenant, make_clip):
    clip = make_clip(make_tenant())
    size = store_long_wav(clip, 600)  # 52.9 MB stored, 105.8 MB as float32
    found, peak = traced_peak(lambda: waveform.peaks(clip))
    assert len(found) == waveform.COLUMNS
    assert found[-1] == (-0.5, 0.5)  # the flat end of the sine
    assert found[0][1] < 0.01  # its quiet start
    print(f"tracemalloc peak {peak / 1e6:.2f} MB")
    assert peak < 10_000_000, f"{peak / 1e6:.1f} MB traced for a {size / 1e6:.1f} MB clip"


@pytest.mark.parametrize("fmt", ["WAV", "FLAC"])  # a clip's own audio: synth.dispatch
@pytest.mark.parametrize("frames", [1, 799, 800, 801, 1601, RATE * 3 + 17])
def test_a_short_clips_waveform_is_the_same_as_before(make_tenant, make_clip, fmt, frames):
    clip = make_clip(make_tenant())
    samples = np.random.default_rng(frames).uniform(-0.9, 0.9, frames)
    data = store(clip, samples, fmt)
    cache.clear()
    assert waveform.peaks(clip) == old_peaks(data)


def test_a_stereo_file_is_the_mean_of_its_channels_as_before(make_tenant, make_clip):
    clip = make_clip(make_tenant())
    samples = np.random.default_rng(2).uniform(-0.9, 0.9, (RATE * 2 + 5, 2))
    data = store(clip, samples)
    cache.clear()
    assert waveform.peaks(clip) == old_peaks(data)


def test_an_undecodable_clip_has_no_waveform_as_before(make_tenant, make_clip):
    clip = make_clip(make_tenant())  # "not really flac"
    cache.clear()
    assert waveform.peaks(clip) == []
    assert "could not be decoded" in waveform.svg(clip)


def test_a_clip_in_s3_is_read_by_ranges_not_downloaded_whole(
    make_tenant, make_clip, s3_storage, settings
):
    clip = make_clip(make_tenant())
    size = store_long_wav(clip, 120)  # 10.6 MB in the bucket
    with default_storage.open(clip.audio.name, "rb") as f:
        reference = old_peaks(f.read())
    found, peak = traced_peak(lambda: waveform.peaks(clip))
    assert found == reference
    print(f"tracemalloc peak {peak / 1e6:.2f} MB (S3)")
    assert peak < 4_000_000, f"{peak / 1e6:.1f} MB traced for a {size / 1e6:.1f} MB object"


def test_no_more_than_two_waveforms_are_computed_at_once(make_tenant, make_clip, monkeypatch):
    clip = make_clip(make_tenant())
    store(clip, sine(0, RATE))
    monkeypatch.setattr(waveform, "WAIT_SECONDS", 0.05)
    cache.clear()
    held = [waveform._turns.acquire(timeout=1) for _ in range(waveform.AT_ONCE)]
    try:
        assert all(held)
        with pytest.raises(waveform.Busy):
            waveform.peaks(clip)
        assert "reload in a moment" in waveform.svg(clip)  # the page, without the picture
        assert cache.get(f"review:peaks:{clip.tenant_id}:{clip.key}:{waveform.COLUMNS}") is None
    finally:
        for _ in held:
            waveform._turns.release()
    assert len(waveform.peaks(clip)) == waveform.COLUMNS  # a reload draws it


def test_computations_in_many_threads_never_exceed_the_bound(make_tenant, make_clip, monkeypatch):
    clip = make_clip(make_tenant())
    store(clip, sine(0, RATE))
    running, most, lock = [0], [0], threading.Lock()
    real = waveform._read_peaks

    def counted(file, columns):
        with lock:
            running[0] += 1
            most[0] = max(most[0], running[0])
        try:
            threading.Event().wait(0.05)
            return real(file, columns)
        finally:
            with lock:
                running[0] -= 1

    monkeypatch.setattr(waveform, "_read_peaks", counted)
    forgetful = type("Forgetful", (), {"get": lambda *a: None, "set": lambda *a: None})
    monkeypatch.setattr(waveform, "cache", forgetful())  # every view computes
    results = []
    threads = [
        threading.Thread(target=lambda: results.append(waveform.peaks(clip))) for _ in range(6)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert len(results) == 6 and all(len(r) == waveform.COLUMNS for r in results)
    assert most[0] == waveform.AT_ONCE
