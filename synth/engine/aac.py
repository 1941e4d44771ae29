"""AAC (LC) in ADTS frames, the ``aac`` that OpenAI's speech API answers, from FFmpeg's
native encoder through PyAV (its wheels bundle FFmpeg; libsndfile has no AAC).

ADTS, not MP4: every frame carries its own 7-byte header, so the bytes can go out as they
are encoded (a stream) and any prefix of them decodes, like an MP3's. The header is
written here rather than by FFmpeg's ADTS muxer so that nothing sits in an output buffer
between two writes.
"""

import av
import numpy as np

BIT_RATE = 64_000  # mono speech; about what a 128 kbit/s stereo music encode gives per channel
# ADTS's sampling_frequency_index (ISO 14496-3, table 1.18)
_RATE_INDEX = {
    r: i
    for i, r in enumerate(
        (96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350)
    )
}


class AacEncoder:
    """Mono float samples in, ADTS bytes out: :meth:`write` returns the frames ready
    now, :meth:`finish` the encoder's last ones (it holds about two frames back)."""

    def __init__(self, sample_rate: int):
        if sample_rate not in _RATE_INDEX:
            raise ValueError(f"AAC cannot be written at {sample_rate} Hz")
        self.sample_rate = sample_rate
        self._codec = av.CodecContext.create("aac", "w")
        self._codec.sample_rate = sample_rate
        self._codec.layout = "mono"
        self._codec.format = "fltp"
        self._codec.bit_rate = BIT_RATE
        self._codec.open()
        self._frame_size = self._codec.frame_size  # 1024: the encoder takes whole frames
        self._pending = np.zeros(0, dtype=np.float32)
        self._pts = 0

    def write(self, samples: np.ndarray) -> bytes:
        samples = np.clip(np.asarray(samples, dtype=np.float32), -1.0, 1.0)
        pending = np.concatenate([self._pending, samples])
        whole = len(pending) - len(pending) % self._frame_size
        self._pending = pending[whole:]
        return b"".join(
            self._encode(pending[start : start + self._frame_size])
            for start in range(0, whole, self._frame_size)
        )

    def finish(self) -> bytes:
        data = self._encode(self._pending) if len(self._pending) else b""
        self._pending = np.zeros(0, dtype=np.float32)
        return data + self._adts(self._codec.encode(None))

    def _encode(self, block: np.ndarray) -> bytes:
        frame = av.AudioFrame.from_ndarray(block.reshape(1, -1), format="fltp", layout="mono")
        frame.sample_rate, frame.pts = self.sample_rate, self._pts
        self._pts += len(block)
        return self._adts(self._codec.encode(frame))

    def _adts(self, packets) -> bytes:
        return b"".join(adts_header(len(bytes(p)), self.sample_rate) + bytes(p) for p in packets)


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


def encode_aac(samples: np.ndarray, sample_rate: int) -> bytes:
    """A whole clip as ADTS AAC."""
    encoder = AacEncoder(sample_rate)
    return encoder.write(samples) + encoder.finish()
