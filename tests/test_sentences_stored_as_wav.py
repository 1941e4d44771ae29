"""A kept sentence is stored as 16-bit WAV written in memory, not FLAC: keeping one is the
worker's work after every miss, and libsndfile's FLAC (at any compression level: its MD5,
bit writer and sample conversion are most of it) took 4-5 ms of CPU per stand-in chunk
against about 0.1 ms (docs/BENCHMARKS.md, "Serving at the floor"). A sentence kept as FLAC
before is still read and reused."""

import io

import numpy as np
import pytest
import soundfile
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage

from engine.audio import read_ints, wav_bytes, write_samples
from synth.models import Sentence
from tests.test_api_support import note_synthesis, stored_samples, synthesize

pytestmark = pytest.mark.usefixtures("job_settings")

PARAMS = {"voice": "F2", "lang": "en", "steps": 2}
TEXT = "Your table is ready."


def samples(n: int, seed: int = 1) -> np.ndarray:
    rng = np.random.default_rng(seed)
    return rng.integers(-32768, 32768, n, dtype=np.int64).astype(np.int16)


@pytest.mark.parametrize("n", [0, 1, 44_100, 300_001])
def test_wav_bytes_is_a_wav_that_libsndfile_reads_back_exactly(n):
    ints = samples(n)
    data = wav_bytes(ints, 44_100)
    assert data[:4] == b"RIFF" and data[8:16] == b"WAVEfmt " and len(data) == 44 + 2 * n
    read, rate = soundfile.read(io.BytesIO(data), dtype="int16")
    assert rate == 44_100 and np.array_equal(read, ints)
    assert data == write_samples(ints, 44_100, "wav")  # the bytes libsndfile writes


def test_read_ints_reads_wav_and_flac_alike():
    ints = samples(10_000)
    for data in (wav_bytes(ints, 24_000), write_samples(ints, 24_000, "flac")):
        got, rate = read_ints(data)
        assert rate == 24_000 and got.dtype == np.int16 and np.array_equal(got, ints)


def test_a_kept_sentence_is_a_wav_file(make_tenant):
    acme = make_tenant("acme")
    clip = synthesize(acme, TEXT, **PARAMS)
    row = Sentence.objects.get(tenant=acme)
    assert row.audio.name.endswith(".wav")
    with default_storage.open(row.audio.name, "rb") as f:
        data = f.read()
    assert data[:4] == b"RIFF" and row.size == len(data) == 44 + 2 * row.samples
    ints, rate = read_ints(data)
    assert rate == clip.sample_rate and np.array_equal(ints, stored_samples(clip)[: len(ints)])


def test_a_sentence_kept_as_flac_before_is_still_reused(make_tenant, monkeypatch):
    acme = make_tenant("acme")
    first = synthesize(acme, TEXT, **PARAMS)
    row = Sentence.objects.get(tenant=acme)
    with default_storage.open(row.audio.name, "rb") as f:
        ints, rate = read_ints(f.read())
    default_storage.delete(row.audio.name)
    flac = ContentFile(write_samples(ints, rate, "flac"))
    old = default_storage.save(row.audio.name.rsplit(".", 1)[0] + ".flac", flac)
    Sentence.objects.filter(pk=row.pk).update(audio=old)
    before = stored_samples(first)
    first.delete()
    made = note_synthesis(monkeypatch)
    again = synthesize(acme, TEXT, **PARAMS)
    assert made == [] and [c["reused"] for c in again.chunks] == [True]
    assert np.array_equal(stored_samples(again), before)
