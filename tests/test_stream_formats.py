"""A streamed response decodes to the clip's samples: exactly in wav and pcm, to the same
length (within the encoders' own padding) in mp3, opus and OpenAI's 24 kHz pcm.

In this process: the job's chunks are published as its worker would publish them (the
job is run here with the chunks kept), then the clip row is put aside so the request
finds the job in flight. The real worker and web processes: tests/test_stream_first_bytes.py.
"""

import io

import numpy as np
import pytest
import soundfile
from asgiref.sync import async_to_sync
from django.core.cache import cache
from django.http import FileResponse

from synth import streaming
from synth.models import SynthesisJob
from tests.stream_support import PARAGRAPH, put_in_flight
from tests.test_api_support import client_for, synthesize

# Backend-dependent, so on the PostgreSQL + Redis pass too: stream pieces through the cache
# (Redis).
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("job_settings")]

TEXT = "\n\n".join(PARAGRAPH.format(i=i) for i in range(1, 4))  # three chunks
PARAMS = {"voice": "M1", "lang": "en", "steps": 2, "seed": 5}


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


@pytest.fixture
def in_flight(acme):
    return put_in_flight(acme, TEXT, **PARAMS)


def body(response) -> list[bytes]:
    """A live stream's pieces, read as the ASGI server reads them: asynchronously."""

    async def read():
        return [piece async for piece in response.streaming_content]

    return async_to_sync(read)()


def stream(acme, **body):
    response = client_for(acme).post(
        "/api/v1/speech", {"text": TEXT, **PARAMS, "stream": True, **body}, "application/json"
    )
    assert response.status_code == 200
    assert response.streaming and response["X-Cache"] == "MISS"
    return response


def test_streamed_wav_is_the_clips_samples(acme, in_flight):
    stored, _, _ = in_flight
    response = stream(acme, stream_format="wav")
    assert response["Content-Type"] == "audio/wav"
    pieces = body(response)
    assert len(pieces) >= 5  # the header with chunk 1, then silence and chunk 2, ...
    samples, rate = soundfile.read(io.BytesIO(b"".join(pieces)), dtype="int16")
    assert rate == 44100 and np.array_equal(samples, stored)


def test_streamed_pcm_is_the_clips_samples(acme, in_flight):
    stored, _, _ = in_flight
    response = stream(acme, stream_format="pcm")
    assert response["Content-Type"] == "audio/L16;rate=44100;channels=1"
    assert np.array_equal(np.frombuffer(b"".join(body(response)), "<i2"), stored)


def test_format_is_the_stream_format_when_none_is_given(acme, in_flight):
    response = stream(acme, format="pcm")
    assert response["Content-Type"].startswith("audio/L16")


@pytest.mark.parametrize(
    ("fmt", "rate", "content_type"),
    [("mp3", 44100, "audio/mpeg"), ("opus", 48000, "audio/ogg; codecs=opus")],
)
def test_streamed_mp3_and_opus_last_as_long_as_the_clip(acme, in_flight, fmt, rate, content_type):
    stored, _, _ = in_flight
    response = stream(acme, stream_format=fmt)
    assert response["Content-Type"] == content_type
    samples, decoded_rate = soundfile.read(io.BytesIO(b"".join(body(response))))
    assert decoded_rate == rate
    # mp3: the encoder's delay and a silent first frame, about 55 ms (see StreamEncoder).
    assert len(samples) / rate == pytest.approx(len(stored) / 44100, abs=0.08)


def test_a_reader_behind_the_worker_reads_the_rest_from_the_stored_clip(acme, in_flight):
    stored, job, clip = in_flight
    response = stream(acme, stream_format="pcm")
    # Before the reader gets past chunk 1, the clip is stored and the chunks forgotten.
    clip.save()
    SynthesisJob.objects.filter(pk=job.pk).update(status="done", clip=clip)
    cache.delete_many([streaming.chunk_key(job.pk, i) for i in range(1, 3)])
    assert np.array_equal(np.frombuffer(b"".join(body(response)), "<i2"), stored)


def test_a_job_failing_mid_stream_breaks_the_stream(acme, in_flight):
    _, job, _ = in_flight
    response = stream(acme, stream_format="wav")
    cache.delete(streaming.chunk_key(job.pk, 2))
    SynthesisJob.objects.filter(pk=job.pk).update(status="failed", error_code="timeout")

    async def read_past_the_first_piece():
        pieces = aiter(response.streaming_content)
        await anext(pieces)
        async for _ in pieces:
            pass

    with pytest.raises(streaming.StreamBroken):
        async_to_sync(read_past_the_first_piece)()


def test_a_cached_clip_comes_back_whole(acme):
    clip = synthesize(acme, TEXT, **PARAMS)
    response = client_for(acme).post(
        "/api/v1/speech", {"text": TEXT, **PARAMS, "stream": True}, "application/json"
    )
    # The stored file (a FileResponse) with its length, not a live stream.
    assert isinstance(response, FileResponse)
    assert (response["X-Cache"], response["X-Clip-Id"]) == ("HIT", clip.key)
    assert response["Content-Length"] == str(len(response.getvalue()))
