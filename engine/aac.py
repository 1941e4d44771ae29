"""AAC (LC) in ADTS frames, the ``aac`` that OpenAI's speech API answers, from FFmpeg's
native encoder through PyAV (its wheels bundle FFmpeg; libsndfile has no AAC).

ADTS, not MP4: every frame carries its own 7-byte header, so the bytes can go out as they
are encoded (a stream) and any prefix of them decodes, like an MP3's. The header is
written here rather than by FFmpeg's ADTS muxer so that nothing sits in an output buffer
between two writes.
"""

import numpy as np

from .codecs import AAC_OPTIONS, PacketEncoder

BIT_RATE = 64_000  # mono speech; about what a 128 kbit/s stereo music encode gives per channel
# ADTS's sampling_frequency_index (ISO 14496-3, table 1.18)
_RATE_INDEX = {
    r: i
    for i, r in enumerate(
        (96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350)
    )
}


class AacEncoder:
    """Mono samples in (int16 or float32), ADTS bytes out: :meth:`write` returns the
    frames ready now, :meth:`finish` the encoder's last ones (it holds about two frames
    back)."""

    def __init__(self, sample_rate: int, bit_rate: int = BIT_RATE):
        if sample_rate not in _RATE_INDEX:
            raise ValueError(f"AAC cannot be written at {sample_rate} Hz")
        self.sample_rate = sample_rate
        self._frames = PacketEncoder("aac", sample_rate, bit_rate, AAC_OPTIONS)

    def write(self, samples: np.ndarray) -> bytes:
        return self._adts(self._frames.write(samples))

    def finish(self) -> bytes:
        return self._adts(self._frames.finish())

    def _adts(self, packets) -> bytes:
        payloads = [bytes(p) for p in packets]
        return b"".join(adts_header(len(p), self.sample_rate) + p for p in payloads)


def adts_header(payload: int, sample_rate: int) -> bytes:
    """The 7-byte ADTS header (no CRC) of one AAC-LC mono frame of ``payload`` bytes."""
    length = payload + 7
    profile, channels = 1, 1  # AAC LC (object type 2, minus one); mono
    index = _RATE_INDEX[sample_rate]
    return bytes(
        (
            0xFF,
            0xF1,  # sync word, MPEG-4, layer 0, no CRC
            (profile << 6) | (index << 2) | (channels >> 2),
            ((channels & 3) << 6) | (length >> 11),
            (length >> 3) & 0xFF,
            ((length & 7) << 5) | 0x1F,
            0xFC,  # buffer fullness 0x7FF (variable), one raw data block
        )
    )


def encode_aac(samples: np.ndarray, sample_rate: int, bit_rate: int = BIT_RATE) -> bytes:
    """A whole clip as ADTS AAC."""
    encoder = AacEncoder(sample_rate, bit_rate)
    return encoder.write(samples) + encoder.finish()
