"""A worker whose attempt was given up on (its host cut off past the timeout, the job
queued again and claimed by another worker) may still reach the database later. What it
then writes about its own attempt must not end the other worker's: a failure it reports
leaves the job running, and the attempt that is running finishes it."""

import pytest
from django.db.models import F

from engine.errors import EngineError
from synth.models import SynthesisJob
from synth.worker import run_job

# Backend-dependent, so on the PostgreSQL + Redis pass too: conditional updates of the job row by
# attempt.
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("job_settings")]


def test_a_failure_of_an_attempt_given_up_on_leaves_the_running_one_alone(make_tenant, monkeypatch):
    job = SynthesisJob.objects.create(tenant=make_tenant(), key="k" * 64, params={})

    def cut_off_then_refused(job):
        # Meanwhile: queued again and claimed by another worker (a second attempt).
        SynthesisJob.objects.filter(pk=job.pk).update(attempts=F("attempts") + 1, worker="other")
        raise EngineError("this attempt's engine failed, long after it was given up on")

    monkeypatch.setattr("synth.worker.synthesize", cut_off_then_refused)

    assert run_job(job.pk) == "failed"  # what this attempt saw

    job.refresh_from_db()
    assert (job.status, job.attempts, job.worker, job.error_code) == ("running", 2, "other", "")


def test_a_failure_of_the_attempt_that_is_running_ends_the_job(make_tenant, monkeypatch):
    job = SynthesisJob.objects.create(tenant=make_tenant(), key="k" * 64, params={})

    def refused(job):
        raise EngineError("the engine failed")

    monkeypatch.setattr("synth.worker.synthesize", refused)

    run_job(job.pk)

    job.refresh_from_db()
    assert (job.status, job.attempts, job.error_code) == ("failed", 1, "engine_error")
