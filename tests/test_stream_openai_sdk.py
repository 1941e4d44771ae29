"""The official openai package's streaming response reads a new clip's audio (no length),
decoding to the clip's samples, in each format; a cached clip comes whole.

On pytest-django's live server, which is WSGI: it gathers an async stream before sending
it (Django warns so), so this proves what the SDK reads, not when. That the bytes go out
chunk by chunk as they are made, to this SDK too, is tests/test_stream_first_bytes.py's
proof, on the real server."""

import io

import numpy as np
import openai
import pytest
import soundfile

from tests.stream_support import PARAGRAPH, put_in_flight
from tests.test_api_support import key_for, synthesize

# Backend-dependent, so on the PostgreSQL + Redis pass too: stream pieces through the cache
# (Redis).
pytestmark = [
    pytest.mark.backend,
    pytest.mark.usefixtures("job_settings"),
    # The live server is WSGI (see above): Django says it gathers the stream first.
    pytest.mark.filterwarnings("ignore:StreamingHttpResponse must consume asynchronous"),
]

TEXT = "\n\n".join(PARAGRAPH.format(i=i) for i in range(1, 4))  # three chunks


@pytest.fixture
def tenant(transactional_db, make_tenant):
    return make_tenant("acme")


@pytest.fixture
def client(live_server, tenant):
    made = openai.OpenAI(base_url=live_server.url + "/v1", api_key=key_for(tenant), max_retries=0)
    yield made
    made.close()  # before the live server stops (see tests/test_api_openai_sdk.py)


def speak(client, **options):
    return client.audio.speech.with_streaming_response.create(
        model="tts-1", voice="alloy", input=TEXT, **options
    )


def test_streamed_wav_is_the_clips_samples(client, tenant):
    stored, _, _ = put_in_flight(tenant, TEXT, voice="F1")  # alloy's voice
    with speak(client, response_format="wav") as response:
        # (Django's live server ends the body by closing; ours sends it chunked:
        # tests/test_stream_first_bytes.py)
        assert "content-length" not in response.headers
        assert response.headers["x-cache"] == "MISS"
        pieces = list(response.iter_bytes())
    samples, rate = soundfile.read(io.BytesIO(b"".join(pieces)), dtype="int16")
    assert rate == 44100 and np.array_equal(samples, stored)


def test_pcm_streams_at_openais_24_khz(client, tenant):
    stored, _, _ = put_in_flight(tenant, TEXT, voice="F1")
    with speak(client, response_format="pcm", stream_format="audio") as response:
        assert response.headers["content-type"] == "audio/L16;rate=24000;channels=1"
        raw = response.read()
    samples = np.frombuffer(raw, "<i2")
    assert len(samples) / 24000 == pytest.approx(len(stored) / 44100, abs=0.01)


def test_mp3_the_default_streams_too(client, tenant):
    stored, _, _ = put_in_flight(tenant, TEXT, voice="F1")
    with speak(client) as response:
        assert response.headers["content-type"] == "audio/mpeg"
        data = response.read()
    samples, rate = soundfile.read(io.BytesIO(data))
    assert len(samples) / rate == pytest.approx(len(stored) / 44100, abs=0.08)


def test_a_cached_clip_comes_whole_with_its_length(client, tenant):
    synthesize(tenant, TEXT, voice="F1")
    with speak(client, response_format="wav") as response:
        assert response.headers["x-cache"] == "HIT"
        assert int(response.headers["content-length"]) == len(response.read())
