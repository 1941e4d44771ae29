"""Encoding in memory, and keeping a sentence, never waits for the disk: libsndfile's
sf_write_sync (which soundfile's close calls) is an fsync(2) of a temporary file that is
read back at once and deleted. A clip's own scratch file, stored by renaming it into
place, is still flushed before it is stored."""

import io

import numpy as np
import pytest
import soundfile

from engine.audio import encode, open_for_writing, read_ints

SR = 44100
TONE = (0.5 * np.sin(2 * np.pi * 440 * np.arange(SR) / SR)).astype(np.float32)


class _CountingLib:
    """soundfile's libsndfile binding, counting its sf_write_sync calls."""

    def __init__(self, real):
        self.real, self.flushes = real, []

    def sf_write_sync(self, file):
        self.flushes.append(file)
        return self.real.sf_write_sync(file)

    def __getattr__(self, name):
        return getattr(self.real, name)


@pytest.fixture
def disk_flushes(monkeypatch):
    """How many times libsndfile was asked to flush a file to the disk."""
    lib = _CountingLib(soundfile._snd)
    monkeypatch.setattr(soundfile, "_snd", lib)
    return lib.flushes


@pytest.mark.parametrize("fmt", ["wav", "flac", "ogg", "pcm", "ulaw"])
def test_encoding_in_memory_flushes_nothing_to_the_disk(disk_flushes, fmt):
    data = encode(TONE, SR, fmt)
    assert data and disk_flushes == []


def test_the_bytes_are_complete_without_the_flush(disk_flushes):
    ints, rate = read_ints(encode(TONE, SR, "flac"))
    wav, _ = soundfile.read(io.BytesIO(encode(TONE, SR, "wav")), dtype="int16")
    assert rate == SR and np.array_equal(ints, wav)


def test_a_file_written_to_keep_is_still_flushed(disk_flushes, tmp_path):
    with open(tmp_path / "clip.wav", "wb") as target:
        with open_for_writing(target.fileno(), SR, "wav", closefd=False) as file:
            file.write(TONE)
    assert len(disk_flushes) == 1
