"""Encoding samples to audio files in memory (no temp files: the article's lesson 7):
libsndfile's WAV, FLAC, Vorbis and G.711, FFmpeg's MP3, Ogg Opus and AAC (.codecs, .aac)."""

import io
import os
import struct
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import soundfile
import soxr

from .aac import AacEncoder, encode_aac
from .codecs import Mp3Encoder, Mp3File, OggOpusEncoder
from .errors import UnsupportedFormat

OPUS_RATE = 48000  # Opus accepts only 8/12/16/24/48 kHz
# Bitrates (kbit/s) when the request names none: ElevenLabs' default MP3 (mp3_44100_128),
# and for Opus and AAC about what a 128 kbit/s stereo music encode gives a channel.
DEFAULT_KBPS = {"mp3": 128, "opus": 64, "aac": 64}


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
        # Written by FFmpeg (.codecs), not libsndfile: see open_for_writing and encode.
        AudioFormat("mp3", "audio/mpeg", "mp3", "MP3", "MPEG_LAYER_III"),
        AudioFormat("opus", "audio/ogg; codecs=opus", "opus", "OGG", "OPUS"),
        AudioFormat("pcm", "audio/L16", "pcm", "RAW", "PCM_16"),
        # Encoded by .aac (a job never writes it as it goes).
        AudioFormat("aac", "audio/aac", "aac", "ADTS", "AAC"),
    )
}
# G.711 for telephony (ElevenLabs' ulaw_8000 and alaw_8000): 8-bit companded samples, no
# header. Not among FORMATS (our own API does not offer them); encode() and StreamEncoder
# take them.
G711 = {
    f.name: f
    for f in (
        AudioFormat("ulaw", "audio/basic", "ulaw", "RAW", "ULAW"),
        AudioFormat("alaw", "audio/x-alaw-basic", "alaw", "RAW", "ALAW"),
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
    ".aac": "aac",
}


def audio_format(name: str) -> AudioFormat:
    try:
        return FORMATS[name]
    except KeyError:
        raise UnsupportedFormat(
            f"unknown audio format {name!r}; use one of {', '.join(FORMATS)}"
        ) from None


def _writable(name: str) -> AudioFormat:
    """A format encode() writes: one of FORMATS, or G.711."""
    return G711[name] if name in G711 else audio_format(name)


def format_for_path(path: str | Path, default: str = "wav") -> str:
    """The format a file name asks for by its suffix, or ``default``."""
    return _SUFFIXES.get(Path(str(path)).suffix.lower(), default)


def encode(samples: np.ndarray, sample_rate: int, fmt: str, kbps: int | None = None) -> bytes:
    """Encode mono float samples. ``pcm`` is raw signed 16-bit little-endian at
    ``sample_rate``; ``opus`` is resampled to 48 kHz first; ``kbps`` is the bitrate of
    ``mp3``, ``opus`` and ``aac`` (:data:`DEFAULT_KBPS` if None)."""
    spec = _writable(fmt)
    if spec.subtype == "PCM_16":
        samples = to_pcm16(samples)
    else:
        # libsndfile wraps around rather than clipping out-of-range floats.
        samples = np.clip(np.asarray(samples, dtype=np.float32), -1.0, 1.0)
    kbps = kbps or DEFAULT_KBPS.get(spec.name)
    if spec.name == "aac":
        return encode_aac(samples, sample_rate, kbps * 1000)
    if spec.name == "opus":
        if sample_rate != OPUS_RATE:
            samples = soxr.resample(samples, sample_rate, OPUS_RATE, quality="HQ")
        encoder = OggOpusEncoder(kbps)
        return encoder.write(samples.astype(np.float32)) + encoder.finish()
    return write_samples(samples, sample_rate, spec.name, kbps=kbps)


def write_samples(samples: np.ndarray, sample_rate: int, fmt: str, **options) -> bytes:
    """Mono samples as they are (float32 in [-1, 1] or int16) in ``fmt``'s container,
    written in blocks (see :func:`write_blocks`); :func:`encode` prepares them first.

    Through a temporary file's descriptor, not a BytesIO: libsndfile then writes in C.
    Given a file object it calls back into Python for every read, seek and write, and a
    signal landing in such a callback (django-q2's job timeout, in a worker) is swallowed
    there ("Exception ignored from cffi callback"): the job would run on past its timeout."""
    with tempfile.TemporaryFile() as scratch:
        with open_for_writing(
            scratch.fileno(), sample_rate, fmt, closefd=False, sync=False, **options
        ) as file:
            write_blocks(file, samples)
        scratch.seek(0)  # libsndfile moved the descriptor; the file object has read nothing
        return scratch.read()


def wav_bytes(ints: np.ndarray, sample_rate: int) -> bytes:
    """16-bit mono samples as a WAV file's bytes, written here rather than by libsndfile
    (the same bytes, without a temporary file): what a kept sentence is stored as
    (synth.sentences), on a worker's way after every miss."""
    data = np.asarray(ints, dtype="<i2").tobytes()
    return _wav_head(sample_rate, len(data)) + data


def _wav_head(sample_rate: int, size: int) -> bytes:
    """The 44-byte header of a 16-bit mono PCM WAV holding ``size`` bytes of samples."""
    fmt = struct.pack("<HHIIHH", 1, 1, sample_rate, sample_rate * 2, 2, 16)
    return (
        b"RIFF"
        + struct.pack("<I", 36 + size)
        + b"WAVEfmt "
        + struct.pack("<I", len(fmt))
        + fmt
        + b"data"
        + struct.pack("<I", size)
    )


def read_ints(data: bytes) -> tuple[np.ndarray, int]:
    """(int16 samples, rate) of an encoded file's bytes: a WAV as :func:`wav_bytes` writes
    it read here, anything else (FLAC, another WAV) by libsndfile from a temporary file's
    descriptor for the reason :func:`write_samples` gives."""
    if data[:4] == b"RIFF" and len(data) >= 44:
        rate = struct.unpack_from("<I", data, 24)[0]
        size = struct.unpack_from("<I", data, 40)[0]
        if data[:44] == _wav_head(rate, size) and len(data) == 44 + size:
            return np.frombuffer(data, dtype="<i2", offset=44).astype(np.int16), rate
    with tempfile.TemporaryFile() as scratch:
        scratch.write(data)
        scratch.flush()
        os.lseek(scratch.fileno(), 0, os.SEEK_SET)
        with soundfile.SoundFile(scratch.fileno(), closefd=False) as file:
            return file.read(dtype="int16"), file.samplerate


def open_for_writing(
    target, sample_rate: int, fmt: str, kbps: int | None = None, sync: bool = True, **options
) -> soundfile.SoundFile | Mp3File:
    """A mono ``soundfile.SoundFile`` writing ``fmt`` to ``target`` (a file object or a file
    descriptor; ``options`` such as closefd go to SoundFile); ``pcm`` little-endian. An
    ``mp3`` is written by FFmpeg (.codecs.Mp3File: to a descriptor, with its Xing/LAME tag)
    at a constant ``kbps`` (:data:`DEFAULT_KBPS` if None): LAME at a quality libsndfile
    cannot set, for half its CPU (docs/BENCHMARKS.md, "Encoders"). ``sync=False``: closing
    it does not flush the file to the disk (see :class:`_Unsynced`)."""
    spec = _writable(fmt)
    if spec.name == "mp3":
        fd = target if isinstance(target, int) else target.fileno()
        return Mp3File(fd, sample_rate, kbps or DEFAULT_KBPS["mp3"])
    if spec.container == "RAW":
        options["endian"] = "LITTLE"
    kind = soundfile.SoundFile if sync else _Unsynced
    return kind(target, "w", sample_rate, 1, format=spec.container, subtype=spec.subtype, **options)


class _Unsynced(soundfile.SoundFile):
    """A SoundFile whose close does not fsync(2): SoundFile.close calls flush(), which is
    libsndfile's sf_write_sync, an fsync of the file. For a temporary file read back at
    once and deleted (:func:`write_samples`: every encoding in memory, every kept
    sentence) that is a wait for the disk for nothing; sf_close still writes everything
    to the file."""

    def flush(self) -> None:
        pass


# libvorbis copies the whole first write onto the stack (alloca in _preextrapolate_helper):
# one write of more than about 47 s (44.1 kHz mono) overflows 8 MiB and the process dies
# of SIGSEGV (libsndfile #1095, python-soundfile #233). A block is 256 KiB of float32.
# Blocks give the bytes one write gave, except Vorbis's first audio page: its pre-roll is
# extrapolated from the first write, so the first 3 ms decode a little differently.
WRITE_FRAMES = 65_536


def write_blocks(file: soundfile.SoundFile, samples: np.ndarray) -> None:
    """Write ``samples`` to ``file`` a block at a time: never the whole clip at once."""
    for start in range(0, len(samples), WRITE_FRAMES):
        file.write(samples[start : start + WRITE_FRAMES])


def to_pcm16(samples: np.ndarray) -> np.ndarray:
    """Float samples as the 16-bit integers every PCM format of a clip holds.

    Quantized once, here: libsndfile's FLAC path truncates where its WAV path rounds, so
    without this wav, flac and pcm of one clip would differ by a bit. (And libsndfile wraps
    around rather than clipping out-of-range floats.) Elementwise, so quantizing chunk by
    chunk gives the same integers as quantizing the joined clip.
    """
    # The same integers as round(clip(x, -1, 1) * 32767), in one scratch array and three
    # passes instead of a temporary per step: this is on the worker's path to every answer
    # (docs/BENCHMARKS.md, "Figures behind comments").
    scaled = np.multiply(samples, np.float32(32767), dtype=np.float32)
    np.clip(scaled, -32767, 32767, out=scaled)
    np.rint(scaled, out=scaled)
    return scaled.astype(np.int16)


STREAM_FORMATS = ("wav", "pcm", "mp3", "opus", "aac")
# A streamed WAV's header: RIFF and data sizes at their largest, since the length is not
# known yet (what streaming WAV servers send; players and libsndfile read to the end).
_UNKNOWN = 0xFFFFFFFF
# What a stream encodes between two sends: the first bytes wait for this much audio's
# encoding, not a whole chunk's (see StreamEncoder.slices).
SLICE_SECONDS = 0.2


class StreamEncoder:
    """Encodes 16-bit mono samples piece by piece for a response that starts before the
    audio is complete: :meth:`write` returns the bytes that are ready to send now,
    :meth:`finish` the rest. A caller that sends a long piece writes it in
    :meth:`slices`, sending each one's bytes before encoding the next, so that its first
    audio never waits for the whole piece's encoding.

    ``wav`` is a header with unknown sizes and then raw samples, ``pcm`` raw samples
    (s16le), both exactly the clip's integers; ``out_rate`` resamples ``pcm`` (OpenAI's
    24 kHz; and ``wav`` and ``mp3``) with a streaming resampler; ``ulaw`` and ``alaw`` are
    G.711 (:data:`G711`) at ``out_rate``. ``mp3`` (constant bitrate), ``opus`` (Ogg, 48
    kHz) and ``aac`` (ADTS) come from FFmpeg's encoders (.codecs, .aac) at ``kbps``
    (:data:`DEFAULT_KBPS` if None): every write's frames, and for Opus an Ogg page
    holding them, go out with that write. A streamed MP3 has no Xing/LAME tag (it would
    be written at the end, into a frame already sent), so it plays the encoder's delay
    and the last frame's padding, a few hundredths of a second more than the stored
    encoding, which has the tag (docs/API.md, "MP3 length").
    """

    def __init__(
        self, fmt: str, sample_rate: int, out_rate: int | None = None, kbps: int | None = None
    ):
        if fmt not in STREAM_FORMATS and fmt not in G711:
            raise UnsupportedFormat(
                f"format {fmt!r} cannot be streamed; use one of {', '.join(STREAM_FORMATS)}"
            )
        self.fmt = fmt
        self.sample_rate = sample_rate
        self._resampler = None
        rate = OPUS_RATE if fmt == "opus" else (out_rate or sample_rate)
        self.rate = rate  # of the encoded samples
        if rate != sample_rate:
            self._resampler = soxr.ResampleStream(sample_rate, rate, 1, "float32", quality="HQ")
        self._sink = self._file = self._codec = None
        kbps = kbps or DEFAULT_KBPS.get(fmt)
        if fmt == "mp3":
            self._codec = Mp3Encoder(rate, kbps)
        elif fmt == "opus":
            self._codec = OggOpusEncoder(kbps)
        elif fmt == "aac":
            self._codec = AacEncoder(rate, kbps * 1000)
        elif fmt in G711:
            spec = G711[fmt]
            self._sink = _Sink()
            self._file = soundfile.SoundFile(
                self._sink, "w", rate, 1, format=spec.container, subtype=spec.subtype
            )
        self._started = False

    def slices(self, ints: np.ndarray) -> list[np.ndarray]:
        """``ints`` in pieces of :data:`SLICE_SECONDS` (views, no copy), to write in turn;
        whole for wav, pcm and G.711, whose encoding costs next to nothing."""
        if self._codec is None:
            return [ints]
        step = max(1, int(self.sample_rate * SLICE_SECONDS))
        return [ints[start : start + step] for start in range(0, len(ints), step)] or [ints]

    def write(self, ints: np.ndarray) -> bytes:
        """Encode the next piece (int16); returns what can be sent now."""
        head = b""
        if not self._started:
            self._started = True
            if self.fmt == "wav":
                head = self._wav_header()
        if self._resampler is not None:
            floats = self._resampler.resample_chunk(ints.astype(np.float32) / 32767)
            return head + self._encode(floats)
        return head + self._encode(ints)

    def finish(self) -> bytes:
        """The encoder's last bytes (the resampler's and encoder's buffers)."""
        data = b""
        if not self._started:
            data = self.write(np.zeros(0, dtype=np.int16))
        if self._resampler is not None:
            data += self._encode(self._resampler.resample_chunk(np.zeros(0, np.float32), last=True))
        if self._file is not None:
            self._file.close()
            data += self._sink.take()
        if self._codec is not None:
            data += self._codec.finish()
        return data

    def _encode(self, samples: np.ndarray) -> bytes:
        if self._codec is not None:
            return self._codec.write(samples)
        if self._file is None:  # wav, pcm
            if samples.dtype != np.int16:
                samples = to_pcm16(samples)
            return samples.astype("<i2").tobytes()
        if samples.dtype == np.int16:
            samples = samples.astype(np.float32) / 32767
        write_blocks(self._file, samples)
        return self._sink.take()

    def _wav_header(self) -> bytes:
        rate = self.rate
        fmt = struct.pack("<HHIIHH", 1, 1, rate, rate * 2, 2, 16)  # PCM, mono, 16 bits
        return (
            b"RIFF"
            + struct.pack("<I", _UNKNOWN)
            + b"WAVEfmt "
            + struct.pack("<I", len(fmt))
            + fmt
            + b"data"
            + struct.pack("<I", _UNKNOWN)
        )


class _Sink(io.RawIOBase):
    """Where libsndfile writes an encoding being streamed: hands out what is new and
    forgets it. A write into what was already handed out (a header patched at the end)
    is dropped: it cannot be unsent."""

    def __init__(self):
        self._data = bytearray()
        self._base = 0  # stream offset of _data[0]
        self._pos = 0

    def writable(self):
        return True

    def readable(self):
        return True

    def seekable(self):
        return True

    def write(self, b) -> int:
        b = bytes(b)
        written = len(b)
        start = self._pos - self._base
        if start < 0:  # partly or wholly into what was handed out: keep the rest
            b, start = b[-start:] if -start < len(b) else b"", 0
        end = start + len(b)
        if end > len(self._data):
            self._data.extend(bytes(end - len(self._data)))
        self._data[start:end] = b
        self._pos += written
        return written

    def seek(self, offset: int, whence: int = io.SEEK_SET) -> int:
        if whence == io.SEEK_SET:
            self._pos = offset
        elif whence == io.SEEK_CUR:
            self._pos += offset
        else:
            self._pos = self._base + len(self._data) + offset
        return self._pos

    def tell(self) -> int:
        return self._pos

    def read(self, size: int = -1) -> bytes:
        return b""  # encoders only write

    def take(self) -> bytes:
        """The bytes written since the last take."""
        data = bytes(self._data)
        self._base += len(self._data)
        self._data.clear()
        return data
