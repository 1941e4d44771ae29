"""Encoding samples to audio files in memory (no temp files: the article's lesson 7)."""

import io
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import soundfile
import soxr

from .errors import UnsupportedFormat

OPUS_RATE = 48000  # Opus accepts only 8/12/16/24/48 kHz


@dataclass(frozen=True)
class AudioFormat:
    name: str
    content_type: str
    extension: str
    container: str
    subtype: str


FORMATS = {
    f.name: f
    for f in (
        AudioFormat("wav", "audio/wav", "wav", "WAV", "PCM_16"),
        AudioFormat("flac", "audio/flac", "flac", "FLAC", "PCM_16"),
        AudioFormat("ogg", "audio/ogg", "ogg", "OGG", "VORBIS"),
        AudioFormat("mp3", "audio/mpeg", "mp3", "MP3", "MPEG_LAYER_III"),
        AudioFormat("opus", "audio/ogg; codecs=opus", "opus", "OGG", "OPUS"),
        AudioFormat("pcm", "audio/L16", "pcm", "RAW", "PCM_16"),
    )
}
_SUFFIXES = {
    ".wav": "wav",
    ".flac": "flac",
    ".ogg": "ogg",
    ".oga": "ogg",
    ".mp3": "mp3",
    ".opus": "opus",
    ".pcm": "pcm",
    ".raw": "pcm",
}


def audio_format(name: str) -> AudioFormat:
    try:
        return FORMATS[name]
    except KeyError:
        raise UnsupportedFormat(
            f"unknown audio format {name!r}; use one of {', '.join(FORMATS)}"
        ) from None


def format_for_path(path: str | Path, default: str = "wav") -> str:
    """The format a file name asks for by its suffix, or ``default``."""
    return _SUFFIXES.get(Path(str(path)).suffix.lower(), default)


def encode(samples: np.ndarray, sample_rate: int, fmt: str) -> bytes:
    """Encode mono float samples. ``pcm`` is raw signed 16-bit little-endian at
    ``sample_rate``; ``opus`` is resampled to 48 kHz first."""
    spec = audio_format(fmt)
    # libsndfile wraps around rather than clipping out-of-range floats in integer formats.
    samples = np.clip(np.asarray(samples, dtype=np.float32), -1.0, 1.0)
    if spec.name == "opus" and sample_rate != OPUS_RATE:
        samples = soxr.resample(samples, sample_rate, OPUS_RATE, quality="HQ").astype(np.float32)
        sample_rate = OPUS_RATE
    if spec.subtype == "PCM_16":
        # Quantize once, here: libsndfile's FLAC path truncates where its WAV path rounds,
        # so without this wav, flac and pcm of one clip would differ by a bit.
        samples = np.round(samples * 32767).astype(np.int16)
    buffer = io.BytesIO()
    kwargs = {"endian": "LITTLE"} if spec.container == "RAW" else {}
    soundfile.write(
        buffer, samples, sample_rate, format=spec.container, subtype=spec.subtype, **kwargs
    )
    return buffer.getvalue()
