"""Encoding in memory to every output format, readable by standard decoders."""

import io

import numpy as np
import pytest
import soundfile

from engine.audio import FORMATS, audio_format, encode, format_for_path, to_pcm16
from engine.errors import UnsupportedFormat

SR = 44100
TONE = (0.5 * np.sin(2 * np.pi * 440 * np.arange(SR) / SR)).astype(np.float32)


def test_wav_is_16_bit_pcm_equal_within_rounding():
    data = encode(TONE, SR, "wav")
    decoded, rate = soundfile.read(io.BytesIO(data), dtype="float32")
    info = soundfile.info(io.BytesIO(data))
    assert (rate, info.subtype, len(decoded)) == (SR, "PCM_16", SR)
    assert np.abs(decoded - TONE).max() <= 1 / 32767


def test_flac_is_lossless_16_bit():
    decoded, rate = soundfile.read(io.BytesIO(encode(TONE, SR, "flac")), dtype="float32")
    wav, _ = soundfile.read(io.BytesIO(encode(TONE, SR, "wav")), dtype="float32")
    assert rate == SR and np.array_equal(decoded, wav)


@pytest.mark.parametrize("fmt,rate", [("ogg", SR), ("mp3", SR), ("opus", 48000)])
def test_lossy_formats_decode_to_the_same_length_and_loudness(fmt, rate):
    decoded, got_rate = soundfile.read(io.BytesIO(encode(TONE, SR, fmt)), dtype="float32")
    assert got_rate == rate
    # Codecs add priming/padding; the length must still be about one second.
    assert abs(len(decoded) / rate - 1.0) < 0.1
    rms = np.sqrt(np.mean(decoded**2))
    assert abs(rms - np.sqrt(np.mean(TONE**2))) < 0.05


def test_pcm_is_raw_signed_16_bit_little_endian():
    data = encode(TONE, SR, "pcm")
    assert len(data) == 2 * SR
    samples = np.frombuffer(data, dtype="<i2")
    assert np.abs(samples / 32767 - TONE).max() <= 1.5 / 32767


def test_out_of_range_samples_are_clipped_not_wrapped():
    loud = np.array([1.5, -1.5, 0.0], dtype=np.float32)
    samples = np.frombuffer(encode(loud, SR, "pcm"), dtype="<i2")
    assert samples[0] > 32000 and samples[1] < -32000


def test_it_refuses_an_unknown_format():
    with pytest.raises(UnsupportedFormat, match="'aiff'.*wav"):
        encode(TONE, SR, "aiff")
    with pytest.raises(UnsupportedFormat):
        audio_format("aiff")


def test_the_format_follows_the_file_suffix():
    assert format_for_path("out.MP3") == "mp3"
    assert format_for_path("a/b.opus") == "opus"
    assert format_for_path("noext") == "wav"
    assert set(FORMATS) == {"wav", "flac", "ogg", "mp3", "opus", "pcm", "aac"}


def test_encoding_writes_no_files(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    for fmt in FORMATS:
        encode(TONE, SR, fmt)
    assert list(tmp_path.iterdir()) == []


def test_quantizing_is_round_half_to_even_of_the_clipped_scaled_samples():
    rng = np.random.default_rng(7)
    edges = [1.5, -2.0, 1.0, -1.0, 0.0, -0.0, 1e-45, 0.5 / 32767, 1.5 / 32767, -2.5 / 32767]
    samples = np.concatenate([rng.normal(0, 0.4, 100_000), edges]).astype(np.float32)
    expected = np.round(np.clip(samples, -1.0, 1.0) * np.float32(32767)).astype(np.int16)
    assert np.array_equal(to_pcm16(samples), expected)
    assert to_pcm16(np.array([1.5, -2.0], dtype=np.float32)).tolist() == [32767, -32767]
    assert to_pcm16(samples).dtype == np.int16
