"""A request waiting for its job wakes when the worker ends it: announced through Redis in
the scaled mode (no polling delay), noticed by polling the row in the embedded one."""

import threading

import pytest
from django.conf import settings
from django.db import connection

from synth import jobs
from synth.models import SynthesisJob

Status = SynthesisJob.Status


@pytest.fixture
def queued(transactional_db, job_settings, make_tenant):
    return SynthesisJob.objects.create(tenant=make_tenant("acme"), key="k" * 64, params={})


def wait_in_thread(job, seconds):
    result = {}

    def run():
        try:
            result["job"] = jobs.wait_for(SynthesisJob.objects.get(pk=job.pk), seconds)
        finally:
            connection.close()

    thread = threading.Thread(target=run)
    thread.start()
    return thread, result


def test_a_failed_job_ends_the_wait(queued):
    thread, result = wait_in_thread(queued, 10)
    jobs._fail(queued, "timeout", "too slow")
    thread.join(10)
    assert result["job"].status == Status.FAILED and result["job"].error_code == "timeout"


def test_the_wait_ends_at_its_deadline_with_the_job_still_queued(queued):
    assert jobs.wait_for(queued, 0.05).status == Status.QUEUED


@pytest.mark.skipif(not settings.REDIS_URL, reason="announcements need Redis (the scaled pass)")
def test_the_waiter_wakes_on_the_announcement_not_by_polling(queued, monkeypatch):
    monkeypatch.setattr(jobs, "RECHECK_SECONDS", 60)  # polling alone would miss the deadline
    looked = threading.Event()
    refresh = SynthesisJob.refresh_from_db

    def refresh_and_tell(self, *args, **kwargs):
        refresh(self, *args, **kwargs)
        looked.set()

    monkeypatch.setattr(SynthesisJob, "refresh_from_db", refresh_and_tell)
    thread, result = wait_in_thread(queued, 8)
    assert looked.wait(8)  # it has subscribed, then seen the job still queued
    SynthesisJob.objects.filter(pk=queued.pk).update(status=Status.DONE)
    jobs._announce(queued.pk)
    thread.join(8)
    assert result["job"].status == Status.DONE
