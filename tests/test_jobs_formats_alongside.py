"""A miss asked for in wav, pcm or mp3: the worker writes that format while it has the
samples, so the waiting request has nothing to encode; any other format it encodes from
the finished clip before the job ends. A clip asked for in wav keeps the WAV as its own
audio (no FLAC to encode first); other formats keep FLAC and store theirs beside it.
Byte for byte what the web would have made from the FLAC (mp3: the same length)."""

import io

import numpy as np
import pytest
import soundfile

from synth.dispatch import clip_or_job
from synth.models import Clip, ClipEncoding
from synth.playback import audio_bytes, encode_clip
from synth.worker import run_job
from tests.test_api_support import client_for

# Backend-dependent, so on the PostgreSQL + Redis pass too: the worker stores the clip and its
# encodings in one transaction.
pytestmark = pytest.mark.backend

TEXT = "First sentence. And a second."


def synthesized(tenant, make_plan, *formats) -> Clip:
    job = clip_or_job(make_plan(tenant, TEXT), formats)
    run_job(str(job.pk))
    return Clip.objects.get(key=job.key)  # no request has asked for its audio yet


def read(field) -> bytes:
    with field.open("rb") as f:
        return f.read()


def test_a_clip_asked_for_in_wav_is_stored_as_that_wav(make_tenant, make_plan):
    as_wav = synthesized(make_tenant("acme"), make_plan, "wav")
    as_flac = synthesized(make_tenant("other"), make_plan)  # the same samples, another key

    assert as_wav.audio.name.endswith(".wav") and as_flac.audio.name.endswith(".flac")
    assert not ClipEncoding.objects.exists()
    assert read(as_wav.audio) == encode_clip(as_flac, "wav")
    assert as_wav.size == len(read(as_wav.audio))


def test_a_wav_clip_still_serves_every_format_with_the_same_samples(make_tenant, make_plan):
    clip = synthesized(make_tenant("acme"), make_plan, "wav")
    wav, _ = soundfile.read(io.BytesIO(read(clip.audio)), dtype="int16")
    flac, _ = soundfile.read(io.BytesIO(audio_bytes(clip, "flac")), dtype="int16")
    assert np.array_equal(wav, flac)
    assert ClipEncoding.objects.get(clip=clip, format="flac").size > 0  # kept for next time


def test_pcm_is_written_beside_the_flac(make_tenant, make_plan):
    clip = synthesized(make_tenant("acme"), make_plan, "pcm")
    assert clip.audio.name.endswith(".flac")
    encoding = ClipEncoding.objects.get(clip=clip, format="pcm")
    written = read(encoding.audio)
    assert written == encode_clip(clip, "pcm") and encoding.size == len(written)


def test_other_formats_are_made_by_the_job_before_it_ends(make_tenant, make_plan):
    # mp3 is written as the job goes (with its LAME tag: the clip's exact length); ogg,
    # which libsndfile cannot take chunk by chunk alike, is encoded from the finished clip,
    # as the first request would have made it (but for Ogg's random stream serial number).
    # A hit encodes neither.
    clip = synthesized(make_tenant("acme"), make_plan, "mp3", "ogg")
    assert clip.audio.name.endswith(".flac")
    encodings = {e.format: e for e in ClipEncoding.objects.filter(clip=clip)}
    assert set(encodings) == {"mp3", "ogg"}
    ogg = soundfile.read(io.BytesIO(read(encodings["ogg"].audio)))[0]
    assert np.array_equal(ogg, soundfile.read(io.BytesIO(encode_clip(clip, "ogg")))[0])
    mp3 = soundfile.info(io.BytesIO(read(encodings["mp3"].audio)))
    assert mp3.frames == round(clip.duration * clip.sample_rate)


def test_the_waiting_request_answers_with_the_workers_file(sync_jobs, make_tenant):
    api = client_for(make_tenant("acme"))
    body = {"text": "Hello there.", "steps": 2, "format": "wav"}
    response = api.post("/api/v1/speech", body, content_type="application/json")
    assert response["X-Cache"] == "MISS"
    clip = Clip.objects.get(key=response["X-Clip-Id"])
    assert read(clip.audio) == response.getvalue()
