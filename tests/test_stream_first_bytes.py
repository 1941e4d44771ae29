"""A streamed multi-chunk miss starts before its last chunk is synthesized, its bytes are
the cached clip's samples exactly (wav and pcm), and the same request then is a plain hit;
the official openai package reads such a stream from the real server too.

Real gunicorn and qcluster processes (sync mode would run the whole job before the
response): the scenario below runs in a process of its own (tests/cluster.py). With the
ORM broker and the database cache (embedded mode), and with Redis as broker and cache.
"""

import io

import pytest

from tests.cluster import (
    qcluster,
    reachable_redis,
    run_scenario,
    say,
    scenario_env,
    start_django,
    wait_until,
)
from tests.stream_support import LONG_TEXT, PARAMS, gunicorn, now, post_speech, read_stream

# Backend-dependent, so on the PostgreSQL + Redis pass too: stream pieces through the cache and
# the broker (Redis).
pytestmark = pytest.mark.backend


def test_the_first_bytes_come_before_the_last_chunk_is_made(tmp_path, model_dir):
    run_scenario(__name__, scenario_env(tmp_path, model_dir))


def test_with_redis_as_broker_and_cache_too(tmp_path, model_dir):
    redis_url = reachable_redis()

    run_scenario(__name__, scenario_env(tmp_path, model_dir, REDIS_URL=redis_url))


def scenario():
    start_django()
    import numpy as np
    import soundfile
    from django.core.cache import cache
    from django.core.files.storage import default_storage

    from synth.models import Clip, SynthesisJob
    from synth.streaming import chunk_key
    from tenancy.models import ApiKey, Tenant

    tenant = Tenant.objects.create(slug="acme", name="Acme")
    key = ApiKey.issue(tenant)[1]
    body = {"text": LONG_TEXT, **PARAMS, "stream": True, "stream_format": "wav"}

    with qcluster(), gunicorn() as port:
        sent = now()
        conn, response = post_speech(port, key, body)
        assert response.status == 200, response.read()
        assert response.getheader("Transfer-Encoding") == "chunked"
        assert response.getheader("Content-Length") is None
        assert (response.getheader("X-Cache"), response.getheader("X-Stream")) == (
            "MISS",
            "chunked",
        )
        job = SynthesisJob.objects.get(tenant=tenant)
        chunks = len(job.params["normalized_text"].split("\n\n"))
        assert chunks == 8
        seen = {}

        def first_bytes():
            seen["at"] = now() - sent
            seen["last chunk made"] = cache.get(chunk_key(job.pk, chunks - 1)) is not None
            seen["clip"] = Clip.objects.filter(tenant=tenant).exists()
            seen["job"] = SynthesisJob.objects.get(pk=job.pk).status

        streamed = read_stream(response, on_first=first_bytes)
        conn.close()
        finished = now() - sent
        say(f"first bytes after {seen['at']:.2f} s, whole stream after {finished:.2f} s: {seen}")
        assert seen == {**seen, "last chunk made": False, "clip": False, "job": "running"}

        # The stream ends with the last chunk; the worker is still storing the clip.
        wait_until(lambda: SynthesisJob.objects.get(pk=job.pk).status == "done", 30, "the job")
        clip = Clip.objects.get(tenant=tenant)
        assert response.getheader("X-Clip-Id") == clip.key
        with default_storage.open(clip.audio.name) as f:
            stored, rate = soundfile.read(io.BytesIO(f.read()), dtype="int16")
        samples, streamed_rate = soundfile.read(io.BytesIO(streamed), dtype="int16")
        assert streamed_rate == rate == 44100
        assert np.array_equal(samples, stored)
        assert len(stored) / rate == clip.duration
        # Published chunks go once the clip is stored (the worker clears them just after
        # the job's row says done, so that no reader finds neither chunk nor clip).
        wait_until(
            lambda: all(cache.get(chunk_key(job.pk, i)) is None for i in range(chunks)),
            10,
            "the published chunks to be cleared",
        )

        # The same request again: the stored clip, whole, with its length.
        conn, again = post_speech(port, key, body)
        assert again.getheader("X-Cache") == "HIT"
        assert int(again.getheader("Content-Length")) > 0
        data = again.read()
        conn.close()
        assert np.array_equal(soundfile.read(io.BytesIO(data), dtype="int16")[0], stored)

        # pcm: raw 16-bit samples, the same ones.
        conn, pcm = post_speech(port, key, {**body, "stream_format": "pcm"})
        assert pcm.getheader("Content-Type") == "audio/L16;rate=44100;channels=1"
        raw = np.frombuffer(pcm.read(), dtype="<i2")
        conn.close()
        assert np.array_equal(raw, stored)

        # A single chunk streams too (published for the stream that asked), or, when the
        # tiny model has stored the clip before the stream's first look (a few ms on an
        # idle worker), comes whole: the same samples either way.
        short = {**body, "text": "Only one sentence this time.", "stream_format": "pcm"}
        conn, one = post_speech(port, key, short)
        assert one.status == 200
        raw = np.frombuffer(one.read(), dtype="<i2")
        conn.close()
        wait_until(lambda: Clip.objects.filter(tenant=tenant).count() == 2, 30, "its clip")
        clip = Clip.objects.get(tenant=tenant, text=short["text"])
        with default_storage.open(clip.audio.name) as f:
            assert np.array_equal(raw, soundfile.read(io.BytesIO(f.read()), dtype="int16")[0])

        # The official openai package on the real server: a new text streams to it chunked
        # (no length) as it is made, and decodes to the clip stored afterwards.
        import openai

        sdk = openai.OpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key=key, max_retries=0)
        sdk_text = LONG_TEXT.replace("Chapter", "Part")
        with sdk.audio.speech.with_streaming_response.create(
            model="tts-1", voice="alloy", input=sdk_text, response_format="wav"
        ) as response:
            assert response.headers["transfer-encoding"] == "chunked"
            assert "content-length" not in response.headers
            assert response.headers["x-cache"] == "MISS"
            streamed = b"".join(response.iter_bytes())
        sdk.close()
        wait_until(lambda: Clip.objects.filter(tenant=tenant).count() == 3, 30, "its clip")
        clip = Clip.objects.get(tenant=tenant, text=sdk_text)
        with default_storage.open(clip.audio.name) as f:
            stored = soundfile.read(io.BytesIO(f.read()), dtype="int16")[0]
        assert np.array_equal(soundfile.read(io.BytesIO(streamed), dtype="int16")[0], stored)

    assert set(SynthesisJob.objects.values_list("status", flat=True)) == {"done"}
    assert Clip.objects.count() == 3


if __name__ == "__main__":
    scenario()
