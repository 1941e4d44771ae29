"""With finishing on, each chunk is finished before it is published: a stream hears the
very samples the stored clip holds, trimmed edges and all."""

import numpy as np
import pytest
from asgiref.sync import async_to_sync

from engine.finishing import loudness
from synth import streaming
from tests.stream_support import put_in_flight
from tests.test_api_support import client_for

pytestmark = pytest.mark.usefixtures("job_settings")

PARAMS = {"voice": "M1", "lang": "en", "steps": 2}
TEXT = "The storm has passed. Roads along the coast are open again. We return at six."


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme", loudness_lufs=-14.0, true_peak_dbtp=-2.0, trim_silence_ms=50)


def test_published_chunks_are_the_stored_clips_samples(acme, monkeypatch):
    published = {}
    publish = streaming.publish

    def keep(job_id, i, ints):
        published[i] = ints.copy()
        publish(job_id, i, ints)

    monkeypatch.setattr(streaming, "publish", keep)
    stored, _, clip = put_in_flight(acme, TEXT, **PARAMS)
    rate = clip.sample_rate
    assert len(published) == len(clip.chunks) == 3
    for i, chunk in enumerate(clip.chunks):
        start, end = round(chunk["start"] * rate), round(chunk["end"] * rate)
        assert np.array_equal(published[i], stored[start:end])


def test_a_finished_stream_is_the_stored_clip(acme):
    stored, _, clip = put_in_flight(acme, TEXT, **PARAMS)
    assert abs(loudness(stored / 32767, clip.sample_rate) - -14.0) <= 0.5  # finished
    response = client_for(acme).post(
        "/api/v1/speech",
        {"text": TEXT, **PARAMS, "stream": True, "stream_format": "pcm"},
        "application/json",
    )
    assert response.streaming and response["X-Cache"] == "MISS"

    async def read():
        return [piece async for piece in response.streaming_content]

    pieces = async_to_sync(read)()
    assert np.array_equal(np.frombuffer(b"".join(pieces), "<i2"), stored)
