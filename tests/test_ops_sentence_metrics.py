"""GET /metrics counts sentence reuse: `tts_sentences_total{outcome}` for the chunks of each
clip a worker made (reused from the sentence cache or synthesized) and
`tts_sentence_saved_seconds_total` for the engine seconds the reused ones saved; a clip
the job found already stored counts for neither."""

from datetime import timedelta

import pytest
from prometheus_client import REGISTRY

from ops.worker import _record
from synth.models import Clip, Sentence, SynthesisJob
from tests.test_api_support import client_for


def value(name, **labels) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


def counts() -> dict:
    return {
        "reused": value("tts_sentences_total", outcome="reused"),
        "synthesized": value("tts_sentences_total", outcome="synthesized"),
        "saved": value("tts_sentence_saved_seconds_total"),
    }


def grown(before: dict) -> dict:
    after = counts()
    return {name: after[name] - before[name] for name in before}


def speak(tenant, text):
    # No seed: each sentence's noise comes from its own text, so it is reused anywhere.
    response = client_for(tenant).post(
        "/api/v1/speech", {"text": text, "steps": 2}, "application/json"
    )
    assert response.status_code == 200 and response["X-Cache"] == "MISS"
    return Clip.objects.filter(tenant=tenant).latest("created")


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def test_a_new_text_counts_every_sentence_as_synthesized(sync_jobs, acme):
    before = counts()

    clip = speak(acme, "Welcome back. Your order ships today.")

    assert len(clip.chunks) == 2 and clip.reused_sentences == 0
    assert grown(before) == {"reused": 0, "synthesized": 2, "saved": 0}


def test_a_text_sharing_a_sentence_counts_it_reused_with_the_seconds_it_saved(sync_jobs, acme):
    speak(acme, "Welcome back. Your order ships today.")
    before = counts()

    second = speak(acme, "Welcome back. Your refund is on its way. Thank you.")

    assert second.reused_sentences == 1 and len(second.chunks) == 3
    made_once = Sentence.objects.get(tenant=acme, text="<en>Welcome back.</en>")
    assert second.saved_synthesis_seconds == made_once.synthesis_seconds
    found = grown(before)
    assert (found["reused"], found["synthesized"]) == (1, 2)
    assert found["saved"] == pytest.approx(second.saved_synthesis_seconds) and found["saved"] > 0


@pytest.mark.backend  # on PostgreSQL + Redis too: tenant isolation of the sentence cache
def test_another_tenants_sentences_are_never_reused(sync_jobs, acme, make_tenant):
    speak(acme, "Welcome back. Your order ships today.")
    before = counts()

    speak(make_tenant("globex"), "Welcome back. Your order ships today.")

    assert grown(before) == {"reused": 0, "synthesized": 2, "saved": 0}


def test_a_clip_found_already_stored_counts_no_sentences(sync_jobs, acme):
    clip = speak(acme, "Welcome back. Your order ships today.")
    Clip.objects.filter(pk=clip.pk).update(reused_sentences=1, saved_synthesis_seconds=0.5)
    # A later attempt of a job that found this clip stored: it made nothing.
    job = SynthesisJob.objects.create(tenant=acme, key="later", params={}, status="done", clip=clip)
    started = clip.created + timedelta(seconds=5)
    SynthesisJob.objects.filter(pk=job.pk).update(started=started, finished=started)
    before = counts()

    _record(str(job.pk), {"success": True, "result": "done"})

    assert grown(before) == {"reused": 0, "synthesized": 0, "saved": 0}
    SynthesisJob.objects.filter(pk=job.pk).update(started=clip.created)  # as if it made it
    _record(str(job.pk), {"success": True, "result": "done"})
    assert grown(before) == {"reused": 1, "synthesized": 1, "saved": 0.5}


def test_the_counters_are_scraped(sync_jobs, acme, client):
    speak(acme, "Welcome back.")

    text = client.get("/metrics").content.decode()

    assert 'tts_sentences_total{outcome="synthesized"}' in text
    assert "tts_sentence_saved_seconds_total" in text
