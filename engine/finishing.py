"""Finished audio: loudness normalization, a true-peak limit and trimmed silence.

Production speech is delivered at a known loudness (EBU R128 / ITU-R BS.1770 integrated
loudness, e.g. -16 LUFS for podcasts and apps, -23 LUFS for broadcast), with inter-sample
peaks kept under a ceiling (so a lossy encoder or a DAC does not clip) and without long
silent edges. Loudness is measured with pyloudnorm (BS.1770-4 K-weighting and gating); the
true peak is the peak of the signal oversampled 4x (the BS.1770 annex method).

The limiter is a look-ahead gain computer: the gain at each sample is the smallest that
keeps every oversampled peak within a short window under the ceiling, smoothed so it never
rises above that bound. Normalizing and limiting alternate a few times, since limiting
lowers the loudness a little; both targets then hold (tests/test_engine_finishing.py).

The service finishes a clip a chunk at a time (:func:`finish_chunk`): each sentence is
normalized on its own, so it can be streamed as soon as it is made and its raw audio reused
by other texts, and silence is trimmed only at the clip's two ends.

Plain Python (numpy, scipy, pyloudnorm); no Django import.
"""

from dataclasses import asdict, dataclass

import numpy as np

OVERSAMPLE = 4
MIN_LOUDNESS_SECONDS = 0.4  # one BS.1770 gating block: shorter clips are not normalized
LIMITER_WINDOW_S = 0.005
SAFETY_DB = 0.05  # the limiter aims this far under the ceiling
# What a tenant or a preset may ask for: from quiet broadcast (-23 LUFS) with room below,
# to loud (-9 LUFS: louder is all limiter); a ceiling up to 0 dBTP; edges up to 2 s.
LOUDNESS_RANGE = (-40.0, -8.0)
TRUE_PEAK_RANGE = (-9.0, 0.0)
TRIM_MS_RANGE = (0, 2000)
DEFAULT_TRUE_PEAK = -1.0


@dataclass(frozen=True)
class Finish:
    """How a clip is finished. ``target_lufs`` None: loudness left alone;
    ``trim_silence_to`` None: edges left alone, else at most that many seconds of silence
    (below ``silence_db`` dBFS) kept at each end. The true-peak ceiling always applies when
    loudness is normalized (raising the gain is what pushes peaks over)."""

    target_lufs: float | None = None
    true_peak_dbtp: float = DEFAULT_TRUE_PEAK
    trim_silence_to: float | None = None
    silence_db: float = -50.0

    @property
    def enabled(self) -> bool:
        return self.target_lufs is not None or self.trim_silence_to is not None

    def key(self) -> dict | None:
        """Cache-key material: None when finishing is off, so existing keys do not change."""
        return asdict(self) if self.enabled else None

    def __str__(self) -> str:
        """For people: "-16 LUFS, true peak under -1 dBTP; 150 ms of silence at the ends"."""
        said = []
        if self.target_lufs is not None:
            said.append(f"{self.target_lufs:g} LUFS, true peak under {self.true_peak_dbtp:g} dBTP")
        if self.trim_silence_to is not None:
            said.append(f"{self.trim_silence_to * 1000:g} ms of silence at the ends")
        return "; ".join(said) or "none: as the model made it"


def finish(samples: np.ndarray, sample_rate: int, how: Finish) -> np.ndarray:
    """The finished float32 samples (a new array; ``samples`` is left alone)."""
    out = np.asarray(samples, dtype=np.float64).copy()
    if how.trim_silence_to is not None:
        out = trim_silence(out, sample_rate, how.trim_silence_to, how.silence_db)
    if how.target_lufs is not None and len(out) >= MIN_LOUDNESS_SECONDS * sample_rate:
        out = normalize(out, sample_rate, how.target_lufs, how.true_peak_dbtp)
    return out.astype(np.float32)


def finish_chunk(
    samples: np.ndarray,
    sample_rate: int,
    how: Finish,
    *,
    first: bool,
    last: bool,
    before: float = 0.0,
    after: float = 0.0,
) -> np.ndarray:
    """One chunk of a clip finished (float32, a new array): silence trimmed only at the
    clip's ends (before the ``first`` chunk, after the ``last``), loudness to the target.

    The chunk is measured in its place: with the ``before`` and ``after`` seconds of
    silence the clip has around it: the clip's own measurement has blocks that straddle
    a chunk's edge and a pause, and chunks measured alone would leave the clip under the
    target, the more so the shorter its sentences (docs/ENGINE.md, "Finished audio"). A
    chunk shorter than one gating block is measured as if repeated to that length, so a
    short sentence lands with the long ones around it."""
    out = np.asarray(samples, dtype=np.float64)
    if how.trim_silence_to is not None and (first or last):
        out = trim_silence(
            out, sample_rate, how.trim_silence_to, how.silence_db, start=first, end=last
        )
    if how.target_lufs is not None and len(out):
        # Silence beyond one block around the chunk only adds blocks the gate drops.
        pad = [int(min(s, MIN_LOUDNESS_SECONDS) * sample_rate) for s in (before, after)]
        placed = np.concatenate([np.zeros(pad[0]), out, np.zeros(pad[1])])
        out = normalize(placed, sample_rate, how.target_lufs, how.true_peak_dbtp)
        out = out[pad[0] : len(placed) - pad[1]]
    return out.astype(np.float32)


def loudness(samples: np.ndarray, sample_rate: int) -> float:
    """Integrated loudness in LUFS (-inf for silence)."""
    import pyloudnorm

    meter = pyloudnorm.Meter(sample_rate)
    return float(meter.integrated_loudness(np.asarray(samples, dtype=np.float64)))


def true_peak(samples: np.ndarray) -> float:
    """The true peak in dBTP: the largest magnitude of the signal oversampled 4x."""
    peak = float(np.max(np.abs(_oversampled(samples)), initial=0.0))
    return 20 * np.log10(peak) if peak > 0 else float("-inf")


def normalize(samples, sample_rate: int, target_lufs: float, ceiling_dbtp: float) -> np.ndarray:
    """Gain to ``target_lufs``, then the limiter, repeated until loudness is within 0.1 LU
    (at most 6 rounds; a signal that is all peaks cannot reach a high target under a low
    ceiling, and then ends as close as the ceiling allows)."""
    out = np.asarray(samples, dtype=np.float64)
    for _ in range(6):
        measured = _loudness_of_any_length(out, sample_rate)
        if not np.isfinite(measured):
            return out  # silence: nothing to normalize
        if abs(measured - target_lufs) < 0.1 and true_peak(out) <= ceiling_dbtp:
            break
        out = limit(out * 10 ** ((target_lufs - measured) / 20), sample_rate, ceiling_dbtp)
    return out


def limit(samples: np.ndarray, sample_rate: int, ceiling_dbtp: float) -> np.ndarray:
    """Samples whose true peak is under ``ceiling_dbtp``, changed only around the peaks."""
    from scipy.ndimage import minimum_filter1d, uniform_filter1d

    x = np.asarray(samples, dtype=np.float64)
    ceiling = 10 ** ((ceiling_dbtp - SAFETY_DB) / 20)
    peaks = np.abs(_oversampled(x))[: len(x) * OVERSAMPLE].reshape(len(x), OVERSAMPLE)
    peaks = peaks.max(axis=1)
    wanted = np.minimum(1.0, ceiling / np.maximum(peaks, 1e-12))
    if wanted.min() >= 1.0:
        return x
    window = max(1, int(LIMITER_WINDOW_S * sample_rate)) | 1
    # The average over a window of window-minima is at most the wanted gain at its centre.
    gain = uniform_filter1d(minimum_filter1d(wanted, window, mode="nearest"), window)
    out = x * np.minimum(gain, wanted)
    over = true_peak(out) - (ceiling_dbtp - SAFETY_DB / 2)
    if over > 0:  # the gain's own modulation nudged an inter-sample peak: scale it away
        out *= 10 ** (-over / 20)
    return out


def trim_silence(
    samples, sample_rate: int, keep_s: float, silence_db: float, *, start=True, end=True
) -> np.ndarray:
    """At most ``keep_s`` seconds of silence (below ``silence_db`` dBFS) at each end (at
    the start only, or the end only, when the other is False)."""
    x = np.asarray(samples)
    loud = np.flatnonzero(np.abs(x) > 10 ** (silence_db / 20))
    keep = int(round(keep_s * sample_rate))
    if loud.size == 0:
        return x[:keep] if start and end else x
    begin = max(0, loud[0] - keep) if start else 0
    stop = loud[-1] + 1 + keep if end else len(x)
    return x[begin:stop]


def _loudness_of_any_length(samples: np.ndarray, sample_rate: int) -> float:
    """Integrated loudness; a signal shorter than a gating block is measured repeated to
    one block's length (BS.1770 has no reading for it)."""
    block = int(np.ceil(MIN_LOUDNESS_SECONDS * sample_rate))
    x = np.asarray(samples)
    return loudness(np.resize(x, block) if 0 < len(x) < block else x, sample_rate)


def _oversampled(samples: np.ndarray) -> np.ndarray:
    from scipy.signal import resample_poly

    x = np.asarray(samples, dtype=np.float64)
    if x.size == 0:
        return x
    return resample_poly(x, OVERSAMPLE, 1)
