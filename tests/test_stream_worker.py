"""The worker publishes each chunk as it is made, stores exactly what the engine makes of
the whole text (written chunk by chunk), and forgets the chunks once the clip is stored."""

import io

import numpy as np
import pytest
import soundfile
from django.core.cache import cache
from django.core.files.storage import default_storage

from engine.audio import to_pcm16
from synth import streaming
from synth.models import Clip, SynthesisJob
from synth.speech import service_chunking
from synth.worker import worker_engine
from tests.stream_support import PARAGRAPH
from tests.test_api_support import synthesize

# Backend-dependent, so on the PostgreSQL + Redis pass too: the worker publishes pieces in the
# cache (Redis).
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("job_settings")]

TEXT = "\n\n".join(PARAGRAPH.format(i=i) for i in range(1, 4))  # three sentences
PARAMS = {"voice": "F2", "lang": "en", "steps": 3, "seed": 11, "silence": 0.2}


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def test_the_stored_clip_is_what_the_engine_makes_of_the_whole_text(acme):
    clip = synthesize(acme, TEXT, **PARAMS)
    engine = worker_engine(clip.model_fingerprint)
    whole = engine.synthesize(clip.normalized_text, chunking=service_chunking(), **PARAMS)
    with default_storage.open(clip.audio.name) as f:
        stored, rate = soundfile.read(io.BytesIO(f.read()), dtype="int16")
    assert np.array_equal(stored, to_pcm16(whole.samples))
    assert rate == whole.sample_rate and clip.duration == whole.duration
    assert clip.size == default_storage.size(clip.audio.name)
    kept = ("text", "model_text", "start", "end", "sentence", "seed")
    assert [{k: c[k] for k in kept} for c in clip.chunks] == [
        {k: getattr(c, k) for k in kept} for c in whole.chunks
    ]
    assert not any(c["reused"] for c in clip.chunks)
    assert all(0 < c["seconds"] <= clip.synthesis_seconds for c in clip.chunks)


def test_each_chunk_is_published_as_it_is_made_and_forgotten_after(acme, monkeypatch):
    events = []
    publish, forget = streaming.publish, streaming.forget

    def published(job_id, i, ints):
        events.append(("publish", i, len(ints), Clip.objects.exists()))
        publish(job_id, i, ints)

    def forgotten(job_id, chunks):
        events.append(("forget", chunks, Clip.objects.exists()))
        forget(job_id, chunks)

    monkeypatch.setattr(streaming, "publish", published)
    monkeypatch.setattr(streaming, "forget", forgotten)
    clip = synthesize(acme, TEXT, **PARAMS)
    rate = clip.sample_rate
    lengths = [round((c["end"] - c["start"]) * rate) for c in clip.chunks]
    n = len(clip.chunks)  # three sentences, the first cut after a clause
    assert n == 4 and [c["sentence"] for c in clip.chunks] == [0, 0, 1, 2]
    assert events[:n] == [
        ("publish", i, pytest.approx(n, abs=1), False) for i, n in enumerate(lengths)
    ]
    assert events[n:] == [("forget", n, True)]
    job = SynthesisJob.objects.get()
    assert cache.get(streaming.chunk_key(job.pk, 0)) is None


def test_a_single_chunk_job_publishes_nothing_unless_a_stream_waits(acme, monkeypatch):
    calls = []
    monkeypatch.setattr(streaming, "publish", lambda job_id, i, ints: calls.append(i))
    synthesize(acme, "Just one sentence.", **PARAMS)
    assert calls == []

    monkeypatch.setattr(streaming, "wanted", lambda job_id: True)
    synthesize(acme, "Just one more sentence.", **PARAMS)
    assert calls == [0]


@pytest.mark.parametrize("text", [TEXT, "A single chunk."])
def test_a_cache_that_is_down_does_not_fail_the_job(acme, monkeypatch, text):
    """Publishing only speeds streams up: with the cache (Redis) gone mid-job, the clip is
    still stored and the job done; a stream falls back to the stored clip."""
    import redis

    def down(*args, **kwargs):
        raise redis.ConnectionError("Connection reset by peer")

    for name in ("publish", "wanted", "forget"):
        monkeypatch.setattr(streaming, name, down)
    clip = synthesize(acme, text, **PARAMS)
    assert SynthesisJob.objects.get().status == SynthesisJob.Status.DONE
    assert clip.duration > 0
