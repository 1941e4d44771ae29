"""Jobs are never lost: a job whose worker died, or whose task the broker lost, is queued
again by requeue_stale, within SYNTH_JOB_ATTEMPTS attempts; then it fails with a code.

Sync mode: a requeued job runs at once, here. (tests/test_jobs_worker_killed.py shows the
same with a real qcluster and a worker killed with SIGKILL.)"""

import os
import subprocess
from datetime import timedelta

import pytest
from django.utils import timezone

from synth.models import GRACE_SECONDS, Clip, SynthesisJob
from synth.recovery import MACHINE, requeue_stale, worker_label
from synth.worker import run_job

# Backend-dependent, so on the PostgreSQL + Redis pass too: stale jobs found and queued again by
# queries on the job rows.
pytestmark = pytest.mark.backend


@pytest.fixture
def make_job(sync_jobs, make_tenant, make_plan):
    """A job in the state a worker (alive or dead) left it in."""
    tenant = make_tenant()

    def make(status="running", *, age=0, worker="", attempts=1, created_age=None, text="Hi."):
        plan = make_plan(tenant, text)
        at = timezone.now() - timedelta(seconds=age)
        job = SynthesisJob.objects.create(
            tenant=tenant,
            key=plan.key,
            params=plan.job_params(),
            status=status,
            attempts=attempts,
            worker=worker,
            enqueued=at,
            started=at if status == "running" else None,
        )
        if created_age is not None:
            created = timezone.now() - timedelta(seconds=created_age)
            SynthesisJob.objects.filter(pk=job.pk).update(created=created)
        return job

    return make


@pytest.fixture
def dead_pid():
    """The PID of a process on this machine that has exited (and been reaped)."""
    process = subprocess.Popen(["true"])
    process.wait()
    return process.pid


def overdue(settings) -> int:
    return settings.SYNTH_JOB_TIMEOUT + GRACE_SECONDS + 1


def test_a_job_whose_worker_died_on_this_machine_is_requeued_at_once(make_job, dead_pid):
    job = make_job(worker=f"{MACHINE}:{dead_pid}")

    assert requeue_stale() == "requeued 1, failed 0"

    job.refresh_from_db()
    assert (job.status, job.attempts) == ("done", 2)
    assert Clip.objects.filter(key=job.key).count() == 1


def test_a_job_past_its_timeout_on_another_machine_is_requeued(make_job, settings):
    job = make_job(age=overdue(settings), worker="elsewhere/4026531836:4242")

    assert requeue_stale() == "requeued 1, failed 0"

    job.refresh_from_db()
    assert (job.status, job.attempts) == ("done", 2)


def test_jobs_at_work_are_left_alone(make_job, settings):
    here = make_job(worker=f"{MACHINE}:{os.getpid()}")
    there = make_job(
        age=settings.SYNTH_JOB_TIMEOUT, worker="elsewhere/4026531836:4242", text="There."
    )

    assert requeue_stale() == "requeued 0, failed 0"

    assert SynthesisJob.objects.get(pk=here.pk).status == "running"
    assert SynthesisJob.objects.get(pk=there.pk).status == "running"


def test_a_job_out_of_attempts_past_its_timeout_fails_with_timeout(make_job, settings):
    job = make_job(age=overdue(settings), worker="elsewhere/1:4242", attempts=3)

    assert requeue_stale() == "requeued 0, failed 1"

    job.refresh_from_db()
    assert (job.status, job.error_code) == ("failed", "timeout")
    assert "3 attempt(s)" in job.error_message


def test_a_job_whose_worker_died_on_every_attempt_fails_with_worker_lost(make_job, dead_pid):
    job = make_job(worker=f"{MACHINE}:{dead_pid}", attempts=3)

    assert requeue_stale() == "requeued 0, failed 1"

    job.refresh_from_db()
    assert (job.status, job.error_code) == ("failed", "worker_lost")


def test_a_queued_job_the_broker_lost_is_queued_again(make_job, settings):
    job = make_job("queued", age=settings.SYNTH_JOB_QUEUED_LIMIT + 1, attempts=0)

    assert requeue_stale() == "requeued 1, failed 0"

    job.refresh_from_db()
    assert (job.status, job.attempts) == ("done", 1)


def test_a_job_no_worker_ever_started_fails_with_queue_lost(make_job, settings):
    limit = settings.SYNTH_JOB_QUEUED_LIMIT
    job = make_job(
        "queued", age=limit + 1, attempts=0, created_age=limit * settings.SYNTH_JOB_ATTEMPTS + 1
    )

    assert requeue_stale() == "requeued 0, failed 1"

    job.refresh_from_db()
    assert (job.status, job.error_code) == ("failed", "queue_lost")


def test_a_job_that_stepped_aside_long_after_it_was_made_is_queued_again(make_job, settings):
    # It ran turns for half an hour, then waited out one limit behind other tenants' jobs:
    # its task may be lost, but it was running a moment ago, so it goes to the broker again.
    limit = settings.SYNTH_JOB_QUEUED_LIMIT
    job = make_job("running", attempts=1, created_age=limit * settings.SYNTH_JOB_ATTEMPTS + 1)
    assert job.step_aside({0: 0.5})
    SynthesisJob.objects.filter(pk=job.pk).update(
        enqueued=timezone.now() - timedelta(seconds=limit + 1),
        started=timezone.now() - timedelta(seconds=limit + 2),
    )

    assert requeue_stale() == "requeued 1, failed 0"


def test_a_stepped_aside_job_no_worker_goes_on_with_fails_with_queue_lost(make_job, settings):
    limit = settings.SYNTH_JOB_QUEUED_LIMIT
    job = make_job("running", attempts=1)
    assert job.step_aside({0: 0.5})
    waited = limit * settings.SYNTH_JOB_ATTEMPTS + 1
    SynthesisJob.objects.filter(pk=job.pk).update(
        enqueued=timezone.now() - timedelta(seconds=limit + 1),
        started=timezone.now() - timedelta(seconds=waited),
        created=timezone.now() - timedelta(seconds=waited + 60),
    )

    assert requeue_stale() == "requeued 0, failed 1"
    job.refresh_from_db()
    assert (job.status, job.error_code) == ("failed", "queue_lost")
    assert job.error_message.startswith("no worker went on with it in ")


def test_a_lost_job_first_seen_late_is_queued_again_before_it_may_fail(make_job, settings):
    # The schedule runs once a minute: with a short limit, a job the broker lost may be
    # seen stale for the first time after all its periods have gone by.
    waited = settings.SYNTH_JOB_QUEUED_LIMIT * settings.SYNTH_JOB_ATTEMPTS + 8
    job = make_job("queued", age=waited, attempts=0, created_age=waited)

    assert requeue_stale() == "requeued 1, failed 0"

    job.refresh_from_db()
    assert (job.status, job.attempts) == ("done", 1)


@pytest.mark.parametrize("limit,said", [(2, "7 s"), (60, "3 minutes")])
def test_queue_lost_says_how_long_it_waited_in_fitting_units(make_job, settings, limit, said):
    settings.SYNTH_JOB_QUEUED_LIMIT = limit
    job = make_job(
        "queued", age=limit + 1, attempts=0, created_age=limit * settings.SYNTH_JOB_ATTEMPTS + 1
    )
    requeue_stale()
    job.refresh_from_db()
    assert job.error_message == f"no worker started it in {said}"


def test_a_recently_queued_job_is_left_alone(make_job):
    job = make_job("queued", attempts=0)

    assert requeue_stale() == "requeued 0, failed 0"
    assert SynthesisJob.objects.get(pk=job.pk).status == "queued"


def test_only_one_worker_can_claim_a_job(make_job):
    job = make_job("queued", attempts=0)

    assert SynthesisJob.objects.claim(str(job.id), worker_label()) is True
    # the same task delivered twice
    assert SynthesisJob.objects.claim(str(job.id), worker_label()) is False


def test_a_requeued_job_whose_clip_was_stored_meanwhile_keeps_that_clip(make_job, dead_pid):
    # The "dead" worker got as far as storing the clip before it died.
    job = make_job(worker=f"{MACHINE}:{dead_pid}")
    SynthesisJob.objects.filter(pk=job.pk).update(status="queued")
    assert run_job(str(job.id)) == "done"
    stored = Clip.objects.get(key=job.key)
    SynthesisJob.objects.filter(pk=job.pk).update(status="queued", clip=None)

    assert run_job(str(job.id)) == "done"

    job.refresh_from_db()
    assert job.clip == stored
    assert Clip.objects.filter(key=job.key).count() == 1
