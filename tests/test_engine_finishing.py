"""Finished audio (engine/finishing.py): loudness within 0.5 LU of the target, true
peak under the ceiling, silence trimmed to the set length."""

import numpy as np
import pytest

from engine.finishing import Finish, finish, finish_chunk, loudness, true_peak

RATE = 44100


def _spiky_speech(seconds=4.0, seed=0):
    """Noise bursts at syllable rate with sharp transients: a crest factor like speech's,
    so raising it to -16 LUFS pushes peaks far over -1 dBTP and the limiter must work."""
    rng = np.random.default_rng(seed)
    t = np.arange(int(seconds * RATE)) / RATE
    envelope = np.clip(np.sin(2 * np.pi * 4 * t), 0, None) ** 2
    x = 0.05 * rng.standard_normal(t.size) * envelope
    x[rng.integers(0, t.size, 40)] = 0.5  # clicks
    return x.astype(np.float32)


@pytest.mark.parametrize("target,ceiling", [(-16.0, -1.0), (-23.0, -1.0), (-14.0, -2.0)])
def test_loudness_reaches_the_target_and_peaks_stay_under_the_ceiling(target, ceiling):
    raw = _spiky_speech()
    assert true_peak(raw * 10 ** ((target - loudness(raw, RATE)) / 20)) > ceiling  # must limit
    out = finish(raw, RATE, Finish(target_lufs=target, true_peak_dbtp=ceiling))
    assert abs(loudness(out, RATE) - target) <= 0.5
    assert true_peak(out) < ceiling
    assert out.dtype == np.float32 and out.shape == raw.shape


def test_the_engines_audio_is_finished_to_the_target(engine):
    clip = engine.synthesize("Hello there. This clip gets finished.", voice="F1", seed=4)
    out = finish(clip.samples, clip.sample_rate, Finish(target_lufs=-16.0))
    assert abs(loudness(out, clip.sample_rate) - -16.0) <= 0.5
    assert true_peak(out) < -1.0


def test_silence_at_the_edges_is_trimmed_to_the_set_length():
    speech = _spiky_speech(1.0)
    padded = np.concatenate([np.zeros(2 * RATE), speech, np.zeros(3 * RATE)]).astype(np.float32)
    out = finish(padded, RATE, Finish(trim_silence_to=0.25))
    first, last = np.flatnonzero(np.abs(speech) > 10 ** (-50 / 20))[[0, -1]]
    assert len(out) == (last - first + 1) + 2 * int(0.25 * RATE)
    assert np.array_equal(out[int(0.25 * RATE) :][: last - first + 1], speech[first : last + 1])


def test_off_leaves_the_samples_and_the_cache_key_alone():
    raw = _spiky_speech(1.0)
    assert Finish().key() is None
    assert np.array_equal(finish(raw, RATE, Finish()), raw)
    assert Finish(target_lufs=-16.0).key() != Finish(target_lufs=-23.0).key()


def test_silence_and_very_short_clips_are_not_amplified():
    assert not finish(np.zeros(RATE, np.float32), RATE, Finish(target_lufs=-16.0)).any()
    short = _spiky_speech(0.2)
    assert np.array_equal(finish(short, RATE, Finish(target_lufs=-16.0)), short)


def test_a_chunk_is_trimmed_only_at_the_clips_ends_it_touches():
    speech = _spiky_speech(1.0)
    padded = np.concatenate([np.zeros(RATE), speech, np.zeros(RATE)]).astype(np.float32)
    how = Finish(trim_silence_to=0.1)
    opening = finish_chunk(padded, RATE, how, first=True, last=False)
    closing = finish_chunk(padded, RATE, how, first=False, last=True)
    middle = finish_chunk(padded, RATE, how, first=False, last=False)
    assert np.array_equal(middle, padded)
    first, last = np.flatnonzero(np.abs(padded) > 10 ** (-50 / 20))[[0, -1]]
    keep = int(0.1 * RATE)
    assert np.array_equal(opening, padded[first - keep :])
    assert np.array_equal(closing, padded[: last + 1 + keep])


def test_a_short_chunk_is_normalized_as_if_repeated():
    short = _spiky_speech(0.2, seed=1)
    out = finish_chunk(short, RATE, Finish(target_lufs=-20.0), first=False, last=False)
    assert abs(loudness(np.resize(out, RATE), RATE) - -20.0) <= 0.5
    assert len(out) == len(short) and true_peak(out) < -1.0
