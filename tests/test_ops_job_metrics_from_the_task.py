"""A task's job metrics (ops.worker) come from the job as the task ended it, committed, with
its clip in hand: no query of the row it has just written (issue 36: about 1 ms of the
worker's CPU per miss). A job the task did not end, or whose end was rolled back, is read
from its row as before."""

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext
from prometheus_client import REGISTRY

from ops.worker import _record
from synth import worker
from synth.models import SynthesisJob
from tests.test_api_support import client_for


def latency_count() -> float:
    return REGISTRY.get_sample_value("tts_job_latency_seconds_count") or 0.0


def synthesized() -> float:
    return REGISTRY.get_sample_value("tts_sentences_total", {"outcome": "synthesized"}) or 0.0


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def test_the_metrics_of_a_job_the_task_ended_need_no_query(
    sync_jobs, acme, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=True):  # as a worker commits
        response = client_for(acme).post(
            "/api/v1/speech", {"text": "Welcome back. Your order ships today.", "steps": 2},
            "application/json",
        )  # fmt: skip
    assert response.status_code == 200 and response["X-Cache"] == "MISS"
    job = SynthesisJob.objects.get(tenant=acme)
    ended = worker.ended_job(job.pk)
    assert ended is not None and ended.status == SynthesisJob.Status.DONE
    assert ended.clip_id == job.clip_id and ended.clip.duration > 0
    before = (latency_count(), synthesized())

    with CaptureQueriesContext(connection) as queries:
        _record(str(job.pk), {"success": True, "result": "done"})

    assert len(queries) == 0
    assert (latency_count() - before[0], synthesized() - before[1]) == (1, 2)
    assert worker.ended_job("another job") is None


def test_an_end_rolled_back_is_not_taken_for_the_task_s(
    sync_jobs, acme, make_clip, monkeypatch, django_capture_on_commit_callbacks
):
    clip = make_clip(acme)
    job = SynthesisJob.objects.create(tenant=acme, key=clip.key, params={})
    monkeypatch.setattr(worker, "last_ended", None)

    with django_capture_on_commit_callbacks(execute=True):
        with pytest.raises(RuntimeError), transaction.atomic():
            worker.finish(job, clip)
            raise RuntimeError("the commit never came")

    assert worker.ended_job(job.pk) is None
    with django_capture_on_commit_callbacks(execute=True):  # committed
        worker.finish(job, clip)
    assert worker.ended_job(job.pk) is job
