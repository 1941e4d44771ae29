"""Every failure ends the job with a stable code (and stores no clip)."""

import pytest

from synth.dispatch import clip_or_job, wait_for
from synth.models import Clip, SynthesisJob
from synth.worker import run_job

# Backend-dependent, so on the PostgreSQL + Redis pass too: job rows ended in transactions.
pytestmark = pytest.mark.backend


def test_a_request_the_engine_refuses_fails_with_the_engines_code(
    sync_jobs, make_tenant, make_plan
):
    tenant = make_tenant()
    plan = make_plan(tenant)
    # What a worker would meet if validation in the web process had let it through.
    job = SynthesisJob.objects.create(
        tenant=tenant, key=plan.key, params={**plan.job_params(), "lang": "xx"}
    )

    assert run_job(str(job.id)) == "failed"

    job.refresh_from_db()
    assert (job.status, job.error_code) == ("failed", "unsupported_language")
    assert job.finished is not None
    assert not Clip.objects.exists()


def test_a_clip_that_cannot_be_stored_fails_with_synthesis_failed(
    sync_jobs, make_tenant, make_plan, tmp_path
):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("")
    sync_jobs.MEDIA_ROOT = blocked

    job = wait_for(clip_or_job(make_plan(make_tenant())), 0)

    assert (job.status, job.error_code) == ("failed", "synthesis_failed")
    assert job.error_message
    assert not Clip.objects.exists()


def test_a_failed_job_lets_the_next_identical_request_try_again(
    sync_jobs, make_tenant, make_plan, tmp_path
):
    tenant = make_tenant()
    media = sync_jobs.MEDIA_ROOT
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("")
    sync_jobs.MEDIA_ROOT = blocked
    failed = wait_for(clip_or_job(make_plan(tenant)), 0)
    sync_jobs.MEDIA_ROOT = media

    again = wait_for(clip_or_job(make_plan(tenant)), 0)

    assert again != failed
    assert again.status == "done"
    assert Clip.objects.count() == 1


def test_a_job_that_is_not_queued_is_skipped(sync_jobs, make_tenant, make_plan):
    job = wait_for(clip_or_job(make_plan(make_tenant())), 0)

    assert run_job(str(job.id)) == "skipped"  # e.g. a task the broker delivered twice
    job.refresh_from_db()
    assert (job.status, job.attempts) == ("done", 1)
