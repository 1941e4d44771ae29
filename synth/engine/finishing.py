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

Plain Python (numpy, scipy, pyloudnorm); no Django import.
"""

from dataclasses import asdict, dataclass

import numpy as np

OVERSAMPLE = 4
MIN_LOUDNESS_SECONDS = 0.4  # one BS.1770 gating block: shorter clips are not normalized
LIMITER_WINDOW_S = 0.005
SAFETY_DB = 0.05  # the limiter aims this far under the ceiling


@dataclass(frozen=True)
class Finish:
    """How a clip is finished. ``target_lufs`` None: loudness left alone;
    ``trim_silence_to`` None: edges left alone, else at most that many seconds of silence
    (below ``silence_db`` dBFS) kept at each end. The true-peak ceiling always applies when
    loudness is normalized (raising the gain is what pushes peaks over)."""

    target_lufs: float | None = None
    true_peak_dbtp: float = -1.0
    trim_silence_to: float | None = None
    silence_db: float = -50.0

    @property
    def enabled(self) -> bool:
        return self.target_lufs is not None or self.trim_silence_to is not None

    def key(self) -> dict | None:
        """Cache-key material: None when finishing is off, so existing keys do not change."""
        return asdict(self) if self.enabled else None


def finish(samples: np.ndarray, sample_rate: int, how: Finish) -> np.ndarray:
    """The finished float32 samples (a new array; ``samples`` is left alone)."""
    out = np.asarray(samples, dtype=np.float64).copy()
    if how.trim_silence_to is not None:
        out = trim_silence(out, sample_rate, how.trim_silence_to, how.silence_db)
    if how.target_lufs is not None and len(out) >= MIN_LOUDNESS_SECONDS * sample_rate:
        out = normalize(out, sample_rate, how.target_lufs, how.true_peak_dbtp)
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
        measured = loudness(out, sample_rate)
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


def trim_silence(samples, sample_rate: int, keep_s: float, silence_db: float) -> np.ndarray:
    """At most ``keep_s`` seconds of silence (below ``silence_db`` dBFS) at each end."""
    x = np.asarray(samples)
    loud = np.flatnonzero(np.abs(x) > 10 ** (silence_db / 20))
    if loud.size == 0:
        return x[: int(keep_s * sample_rate)]
    keep = int(round(keep_s * sample_rate))
    return x[max(0, loud[0] - keep) : loud[-1] + 1 + keep]


def _oversampled(samples: np.ndarray) -> np.ndarray:
    from scipy.signal import resample_poly

    x = np.asarray(samples, dtype=np.float64)
    if x.size == 0:
        return x
    return resample_poly(x, OVERSAMPLE, 1)
