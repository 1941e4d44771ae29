"""Other formats are encoded from the stored FLAC once, kept as ClipEncodings, and reused."""

import io

import numpy as np
import pytest
import soundfile
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage

from synth.models import ClipEncoding
from synth.playback import PCM_24K, audio_bytes
from tests.test_api_support import client_for, synthesize

# Backend-dependent, so on the PostgreSQL + Redis pass too: one ClipEncoding per clip and format
# (unique constraint).
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("job_settings")]


@pytest.fixture
def clip(make_tenant):
    return synthesize(make_tenant("acme"), "Hello there.")


def stored_files(clip):
    folder = clip.audio.name.rsplit("/", 1)[0]
    return sorted(default_storage.listdir(folder)[1])


def ints(data, **kwargs):
    return soundfile.read(io.BytesIO(data), dtype="int16", **kwargs)[0]


def test_an_encoding_is_made_once_and_reused(clip, monkeypatch):
    client = client_for(clip.tenant)
    url = f"/api/v1/clips/{clip.key}/audio?format=mp3"
    first = client.get(url).getvalue()
    encoding = ClipEncoding.objects.get(clip=clip)
    assert (encoding.format, encoding.size) == ("mp3", len(first))
    assert stored_files(clip) == [f"{clip.key}.flac", f"{clip.key}.mp3"]

    def no_encoding(*args):
        raise AssertionError("encoded twice")

    monkeypatch.setattr("synth.playback.encode", no_encoding)
    assert client.get(url).getvalue() == first
    assert ClipEncoding.objects.count() == 1


def test_the_stored_format_is_served_as_stored(clip):
    assert audio_bytes(clip, "flac") == clip.audio.open("rb").read()
    assert not ClipEncoding.objects.exists()


def test_wav_and_pcm_carry_exactly_the_stored_samples(clip):
    stored = ints(audio_bytes(clip, "flac"))
    assert np.array_equal(ints(audio_bytes(clip, "wav")), stored)
    pcm = ints(
        audio_bytes(clip, "pcm"), format="RAW", subtype="PCM_16", samplerate=44100, channels=1
    )
    assert np.array_equal(pcm, stored)


def test_openai_pcm_is_resampled_to_24_khz(clip):
    data = audio_bytes(clip, PCM_24K)
    assert len(data) == pytest.approx(2 * clip.duration * 24000, abs=4)
    assert ClipEncoding.objects.get().audio.name.endswith(".24k.pcm")


def test_a_request_that_loses_the_race_keeps_the_winners_encoding(clip, monkeypatch):
    from synth import playback as audio

    real = audio.encode_clip

    def encode_while_another_request_stores_it(clip, fmt):
        data = real(clip, fmt)
        name = default_storage.save(f"clips/winner.{fmt}", ContentFile(data))
        ClipEncoding.objects.create(clip=clip, format=fmt, audio=name, size=len(data))
        return data

    monkeypatch.setattr(audio, "encode_clip", encode_while_another_request_stores_it)
    data = audio_bytes(clip, "ogg")
    assert ClipEncoding.objects.get().audio.name == "clips/winner.ogg"
    assert stored_files(clip) == [f"{clip.key}.flac"]  # ours was removed
    assert soundfile.info(io.BytesIO(data)).format == "OGG"


def test_a_lost_encoding_file_is_made_again(clip):
    first = audio_bytes(clip, "mp3")
    default_storage.delete(ClipEncoding.objects.get().audio.name)
    assert audio_bytes(clip, "mp3") == first
    assert ClipEncoding.objects.count() == 1
    assert default_storage.exists(ClipEncoding.objects.get().audio.name)
