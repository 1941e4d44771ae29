"""FFmpeg's encoders through PyAV (its wheels bundle FFmpeg with LAME and libopus) for the
audio that goes out as it is made: each write hands back the packets ready at once, in
C, with no file callbacks between them.

libsndfile writes MP3 and Ogg Opus too, but not for a stream: its LAME sets neither the
quality nor (in constant mode) an exact bitrate, and its Ogg pages hold about a second
each, so a page's audio waited for the next piece (docs/BENCHMARKS.md, "Encoders").
"""

from __future__ import annotations  # av's types in annotations: av loads on first use

import zlib
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    import av

# LAME's quality (0 best .. 9 fastest): 7 skips its noise-shaping search, which at the
# default 3 costs about twice the CPU for no difference heard in speech (the bench's table).
MP3_QUALITY = 7
# libopus's complexity (0 .. 10) and mode: half the default's work, for the same speech.
OPUS_OPTIONS = {"compression_level": "5", "application": "audio"}
# FFmpeg's AAC coder: "fast" instead of the default "twoloop" search, about two thirds of
# its CPU.
AAC_OPTIONS = {"aac_coder": "fast"}


class PacketEncoder:
    """Mono samples in (int16, or float32 in [-1, 1]), one FFmpeg encoder's packets out:
    :meth:`write` gives the packets of every whole frame written so far, :meth:`finish`
    the rest (the last frame padded, the encoder's delay flushed). ``container``: the
    encoder of a new stream of that (PyAV) container, whose muxer takes the packets."""

    def __init__(
        self,
        codec: str,
        sample_rate: int,
        bit_rate: int,
        options: dict | None = None,
        container=None,
    ):
        import av  # here: PyAV (FFmpeg) is 20 MB a process that never encodes (a web's)

        self.sample_rate = sample_rate
        if container is None:
            self._codec = av.CodecContext.create(codec, "w")
        else:
            self._codec = container.add_stream(codec, rate=sample_rate).codec_context
        self._codec.sample_rate = sample_rate
        self._codec.layout = "mono"
        formats = {f.name for f in self._codec.codec.audio_formats}
        self._format = "s16p" if "s16p" in formats else "s16" if "s16" in formats else "fltp"
        self._codec.format = self._format
        self._codec.bit_rate = bit_rate
        if options:
            self._codec.options = options
        self._codec.open()
        self.frame_size = self._codec.frame_size  # the encoder takes whole frames only
        self._pending = np.zeros(0, dtype=self._dtype)
        self._pts = 0

    @property
    def _dtype(self):
        return np.int16 if self._format.startswith("s16") else np.float32

    @property
    def extradata(self) -> bytes:
        return bytes(self._codec.extradata or b"")

    def write(self, samples: np.ndarray) -> list[av.Packet]:
        pending = np.concatenate([self._pending, self._as_input(samples)])
        whole = len(pending) - len(pending) % self.frame_size
        self._pending = pending[whole:]
        packets = []
        for start in range(0, whole, self.frame_size):
            packets += self._encode(pending[start : start + self.frame_size])
        return packets

    def finish(self) -> list[av.Packet]:
        packets = self._encode(self._pending) if len(self._pending) else []
        self._pending = self._pending[:0]
        return packets + list(self._codec.encode(None))

    def _as_input(self, samples: np.ndarray) -> np.ndarray:
        if samples.dtype == self._dtype:
            return samples
        if self._dtype == np.int16:  # floats: quantized as every PCM of a clip is
            scaled = np.rint(np.clip(samples, -1.0, 1.0) * np.float32(32767))
            return scaled.astype(np.int16)
        return np.clip(samples.astype(np.float32) / np.float32(32767), -1.0, 1.0)

    def _encode(self, block: np.ndarray) -> list[av.Packet]:
        import av

        frame = av.AudioFrame.from_ndarray(block.reshape(1, -1), format=self._format, layout="mono")
        frame.sample_rate, frame.pts = self.sample_rate, self._pts
        self._pts += len(block)
        return list(self._codec.encode(frame))


def _joined(packets: list[av.Packet]) -> bytes:
    return b"".join(bytes(p) for p in packets)


class Mp3Encoder:
    """Constant-bitrate MP3 frames, ``kbps`` exactly (LAME through FFmpeg: no Xing/LAME tag
    frame, which a stream could not go back to fill in). Without LAME's bit reservoir: a
    frame borrowing room from frames not yet encoded cannot go out before them, which held
    back about twice as much audio after each write."""

    def __init__(self, sample_rate: int, kbps: int):
        options = {"compression_level": str(MP3_QUALITY), "reservoir": "0"}
        self._frames = PacketEncoder("libmp3lame", sample_rate, kbps * 1000, options)

    def write(self, samples: np.ndarray) -> bytes:
        return _joined(self._frames.write(samples))

    def finish(self) -> bytes:
        return _joined(self._frames.finish())


class Mp3File:
    """A whole constant-bitrate MP3 file written piece by piece to the open file descriptor
    ``fd``, by FFmpeg's MP3 muxer, which on :meth:`close` goes back to its first frame for
    the Xing/LAME tag (the encoder's delay and padding: decoders play the exact length).
    By the descriptor's path, so FFmpeg writes in C: no Python callback a signal could
    land in (see engine.audio.write_samples)."""

    def __init__(self, fd: int, sample_rate: int, kbps: int):
        import av

        # No ID3v2 tag: nothing in it for a clip (libsndfile wrote none either).
        no_id3 = {"id3v2_version": "0"}
        self._file = av.open(f"/proc/self/fd/{fd}", "w", format="mp3", options=no_id3)
        options = {"compression_level": str(MP3_QUALITY)}
        self._frames = PacketEncoder("libmp3lame", sample_rate, kbps * 1000, options, self._file)

    def write(self, samples: np.ndarray) -> None:
        self._file.mux(self._frames.write(samples))

    def close(self) -> None:
        if self._file is not None:
            self._file.mux(self._frames.finish())
            self._file.close()
            self._file = None

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class OggOpusEncoder:
    """Ogg Opus (RFC 7845) at 48 kHz, written here page by page: each :meth:`write` ends
    with a page holding every packet made so far, so none waits for the next write.
    :meth:`finish` sets the last page's granule position to the samples given (plus the
    pre-skip), which decoders use to trim the last frame's padding."""

    def __init__(self, kbps: int, serial: int = 0x5EECB00C):
        self._opus = PacketEncoder("libopus", 48000, kbps * 1000, OPUS_OPTIONS)
        self._pages = OggPages(serial)
        self._head = self._opus.extradata  # FFmpeg's OpusHead, pre-skip included
        self._pre_skip = int.from_bytes(self._head[10:12], "little")
        self._packets = self._samples = 0
        self._started = False

    def write(self, samples: np.ndarray) -> bytes:
        head = b"" if self._started else self._headers()
        self._samples += len(samples)
        return head + self._pages.write(self._timed(self._opus.write(samples)))

    def finish(self) -> bytes:
        head = b"" if self._started else self._headers()
        packets = self._timed(self._opus.finish())
        end = self._pre_skip + self._samples  # the padding after it is not played
        if packets:
            packets[-1] = (packets[-1][0], min(end, packets[-1][1]))
        return head + self._pages.write(packets, last=True, granule=end)

    def _timed(self, packets: list[av.Packet]) -> list[tuple[bytes, int]]:
        """Each packet with its granule position: the samples decoded up to its end."""
        timed = []
        for packet in packets:
            self._packets += 1
            timed.append((bytes(packet), self._packets * self._opus.frame_size))
        return timed

    def _headers(self) -> bytes:
        self._started = True
        tags = b"OpusTags" + _sized(b"supertonic-service") + (0).to_bytes(4, "little")
        return self._pages.write([(self._head, 0)], first=True) + self._pages.write([(tags, 0)])


def _sized(data: bytes) -> bytes:
    return len(data).to_bytes(4, "little") + data


class OggPages:
    """An Ogg logical stream's pages, made from whole packets (at most 255 lacing values a
    page; a packet never spans two)."""

    def __init__(self, serial: int):
        self._serial = serial
        self._sequence = 0

    def write(self, packets: list[tuple[bytes, int]], *, first=False, last=False, granule=0):
        """Pages of ``packets`` (each with its granule position: a page takes its last
        packet's); ``last`` ends the stream, with an empty page at ``granule`` if there is
        no packet left to carry the end."""
        pages, held, lacing = [], [], []
        for packet, position in packets:
            laces = [255] * (len(packet) // 255) + [len(packet) % 255]
            if held and len(lacing) + len(laces) > 255:
                pages.append((held, lacing))
                held, lacing = [], []
            held.append((packet, position))
            lacing += laces
        if held or last:
            pages.append((held, lacing))
        out = b""
        for n, (body, laces) in enumerate(pages):
            kind = (2 if first and n == 0 else 0) | (4 if last and n == len(pages) - 1 else 0)
            position = body[-1][1] if body else granule
            out += self._page([packet for packet, _ in body], laces, position, kind)
        return out

    def _page(self, body: list[bytes], lacing: list[int], granule: int, kind: int) -> bytes:
        header = (
            b"OggS\0"
            + bytes((kind,))
            + granule.to_bytes(8, "little", signed=True)
            + self._serial.to_bytes(4, "little")
            + self._sequence.to_bytes(4, "little")
            + bytes(4)  # the checksum, computed over the page with these zeros
            + bytes((len(lacing), *lacing))
        )
        self._sequence += 1
        page = header + b"".join(body)
        return page[:22] + ogg_crc(page).to_bytes(4, "little") + page[26:]


# Ogg's CRC-32 is the unreflected one (polynomial 0x04C11DB7, no initial or final xor).
# zlib's reflected CRC of the bit-reversed bytes is its bit-reversed value: one C pass.
_REVERSED = bytes(int(f"{b:08b}"[::-1], 2) for b in range(256))


def ogg_crc(page: bytes) -> int:
    crc = zlib.crc32(page.translate(_REVERSED), 0xFFFFFFFF) ^ 0xFFFFFFFF
    return int(f"{crc:032b}"[::-1], 2)
