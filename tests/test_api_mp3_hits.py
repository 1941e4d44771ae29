"""A hit never waits for an encoder: the format a request asked for, streamed or not, is
written by its job (MP3 as it goes, with its LAME tag), so the same request again is
served from storage. And an MP3's length is what docs/API.md says it is."""

import io

import numpy as np
import pytest
import soundfile
from asgiref.sync import async_to_sync

from synth.models import Clip, ClipEncoding
from tests.stream_support import PARAGRAPH
from tests.test_api_support import client_for

# Backend-dependent, so on the PostgreSQL + Redis pass too: a streamed miss's pieces pass through
# the cache (Redis).
pytestmark = pytest.mark.backend

TEXT = "\n\n".join(PARAGRAPH.format(i=i) for i in range(1, 4))  # three chunks
BODY = {"text": TEXT, "voice": "M1", "lang": "en", "steps": 2, "seed": 5}
# A streamed MP3 has no LAME tag (it is sent before the length is known): it decodes to
# the clip plus the encoder's delay (1105 samples) and the last frame's padding (under one
# frame of 1152): at most two frames, 52 ms at 44.1 kHz.
STREAM_EXTRA = 2 * 1152 / 44100


def read(response) -> bytes:
    if not response.streaming:
        return response.content

    async def pieces():
        return [piece async for piece in response.streaming_content]

    return b"".join(async_to_sync(pieces)())


def decoded_seconds(data: bytes) -> float:
    """Seconds of audio a decoder actually produces (every frame read, not the estimate
    a header-less stream's length gives: see docs/API.md)."""
    frames = 0
    with soundfile.SoundFile(io.BytesIO(data)) as f:
        while len(block := f.read(65536)):  # (blocks() pads up to the estimate)
            frames += len(block)
        return frames / f.samplerate


def no_encoder(*args, **kwargs):
    raise AssertionError("an encoder ran on the request path of a hit")


def forbid_encoding_on_the_web_path(monkeypatch):
    for name in ("synth.playback.encode", "synth.playback.encode_ints",
                 "synth.playback.write_samples", "api.answers.StreamEncoder"):  # fmt: skip
        monkeypatch.setattr(name, no_encoder)


@pytest.mark.parametrize("path,body", [
    ("/api/v1/speech", {**BODY, "stream": True, "format": "mp3"}),
    ("/api/v1/speech", {**BODY, "stream": True, "stream_format": "opus"}),
    ("/api/v1/speech", {**BODY, "format": "ogg"}),
    ("/v1/audio/speech", {"model": "tts-1", "input": TEXT, "voice": "alloy"}),  # mp3, streamed
    ("/v1/audio/speech", {"model": "tts-1", "input": TEXT, "voice": "alloy",
                          "response_format": "aac"}),
])  # fmt: skip
def test_the_same_request_again_is_a_hit_that_encodes_nothing(
    sync_jobs, make_tenant, monkeypatch, path, body
):
    api = client_for(make_tenant("acme"))
    first = api.post(path, body, "application/json")
    assert first.status_code == 200 and first["X-Cache"] == "MISS"
    first_audio = read(first)
    clip = Clip.objects.get()
    fmt = ClipEncoding.objects.get(clip=clip).format  # made by the job, before it ended

    forbid_encoding_on_the_web_path(monkeypatch)
    again = api.post(path, body, "application/json")
    assert again.status_code == 200 and again["X-Cache"] == "HIT"
    assert again["Content-Type"] == first["Content-Type"]
    audio = read(again)
    with ClipEncoding.objects.get(clip=clip).audio.open("rb") as stored:
        assert audio == stored.read()
    assert fmt in ("mp3", "opus", "ogg", "aac") and first_audio


def test_a_streamed_mp3_and_its_hit_last_as_long_as_the_clip(sync_jobs, make_tenant):
    api = client_for(make_tenant("acme"))
    body = {**BODY, "stream": True, "format": "mp3"}
    streamed = read(api.post("/api/v1/speech", body, "application/json"))
    clip = Clip.objects.get()
    hit = api.post("/api/v1/speech", body, "application/json")
    assert hit["X-Cache"] == "HIT"
    # The stored MP3 carries the LAME tag's delay and padding: decoders trim them.
    assert decoded_seconds(read(hit)) == pytest.approx(clip.duration, abs=0.001)
    extra = decoded_seconds(streamed) - clip.duration
    assert 0 <= extra <= STREAM_EXTRA


def test_a_streamed_mp3s_estimated_length_drifts_as_documented():
    # What a player shows before it has read a header-less CBR stream: mpg123 (libsndfile's
    # decoder) counts frames by the first frame's size, and at 44.1 kHz LAME pads some
    # frames by a byte, so the estimate runs long by up to 1/183 of the length (docs/API.md).
    from engine.audio import StreamEncoder

    seconds, rate = 30, 44100
    t = np.arange(seconds * rate) / rate
    ints = np.rint(0.3 * np.sin(2 * np.pi * 220 * t) * 32767).astype(np.int16)
    encoder = StreamEncoder("mp3", rate)
    data = b"".join(encoder.write(ints[i : i + rate]) for i in range(0, len(ints), rate))
    data += encoder.finish()
    estimate = soundfile.info(io.BytesIO(data)).duration
    assert decoded_seconds(data) - seconds <= STREAM_EXTRA
    assert 0 <= estimate - decoded_seconds(data) <= seconds / 183
