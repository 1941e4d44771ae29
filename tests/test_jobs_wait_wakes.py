"""A request waiting for its job wakes when the worker ends it: announced through Redis in
the scaled mode, through doorbells (Unix datagrams) in the embedded one, with no polling
delay either way; a missed announcement is made up for by looking at the row."""

import threading
import time

import pytest
import redis
from asgiref.sync import async_to_sync
from django.conf import settings
from django.db import OperationalError, connection

from synth import announcements, dispatch, worker
from synth.models import FailureCode, SynthesisJob

# Backend-dependent, so on the PostgreSQL + Redis pass too: announcements through Redis pub/sub.
pytestmark = pytest.mark.backend

Status = SynthesisJob.Status


@pytest.fixture
def queued(transactional_db, job_settings, make_tenant):
    return SynthesisJob.objects.create(tenant=make_tenant("acme"), key="k" * 64, params={})


def wait_in_thread(job, seconds, wait=dispatch.wait_for):
    result = {}

    def run():
        try:
            result["job"] = wait(SynthesisJob.objects.get(pk=job.pk), seconds)
        finally:
            connection.close()

    thread = threading.Thread(target=run)
    thread.start()
    return thread, result


def while_the_waiter_reads(write):
    """``write()``, again if need be: the embedded pass's test database is in-memory SQLite
    with a shared cache, which refuses a write at once ("database table is locked") while
    the waiting thread's SELECT runs. (A file database in WAL mode, as served, lets it
    through.)"""
    for _ in range(50):
        try:
            return write()
        except OperationalError as exc:
            if "locked" not in str(exc):
                raise
            time.sleep(0.01)
    return write()


def test_a_failed_job_ends_the_wait(queued):
    thread, result = wait_in_thread(queued, 10)
    while_the_waiter_reads(lambda: worker.fail(queued, FailureCode.TIMEOUT, "too slow"))
    thread.join(10)
    assert result["job"].status == Status.FAILED and result["job"].error_code == "timeout"


def test_the_wait_ends_at_its_deadline_with_the_job_still_queued(queued):
    assert dispatch.wait_for(queued, 0.05).status == Status.QUEUED


@pytest.mark.parametrize("wait", [dispatch.wait_for, async_to_sync(dispatch.await_end)])
def test_the_waiter_wakes_on_the_announcement_not_by_polling(queued, monkeypatch, wait):
    monkeypatch.setattr(dispatch, "RECHECK_SECONDS", 60)  # polling alone would miss the deadline
    looked = threading.Event()
    refresh = SynthesisJob.refresh_from_db

    def refresh_and_tell(self, *args, **kwargs):
        refresh(self, *args, **kwargs)
        looked.set()

    monkeypatch.setattr(SynthesisJob, "refresh_from_db", refresh_and_tell)
    thread, result = wait_in_thread(queued, 8, wait)
    assert looked.wait(8)  # it has subscribed, then seen the job still queued
    SynthesisJob.objects.filter(pk=queued.pk).update(status=Status.DONE)
    dispatch.announce_end(queued.pk)
    thread.join(8)
    assert result["job"].status == Status.DONE


def end_and_announce(job):
    SynthesisJob.objects.filter(pk=job.pk).update(status=Status.DONE)
    dispatch.announce_end(job.pk)


@pytest.mark.skipif(not settings.REDIS_URL, reason="announcements need Redis (the scaled pass)")
def test_waiters_share_one_subscription_instead_of_a_connection_each(
    transactional_db, job_settings, make_tenant, monkeypatch
):
    monkeypatch.setattr(dispatch, "RECHECK_SECONDS", 60)
    tenant = make_tenant("acme")
    queued = [
        SynthesisJob.objects.create(tenant=tenant, key=f"{i}" * 64, params={}) for i in range(6)
    ]
    end_and_announce(queued[0])
    dispatch.wait_for(queued[0], 1)  # this process subscribes, once
    server = redis.Redis.from_url(settings.REDIS_URL)
    before = server.info("stats")["total_connections_received"]

    for job in queued[1:]:
        thread, result = wait_in_thread(job, 8)
        time.sleep(0.05)  # (it has registered and looked; the announcement wakes it)
        end_and_announce(job)
        thread.join(8)
        assert result["job"].status == Status.DONE

    # The server counts every client's connections; others may connect meanwhile.
    assert server.info("stats")["total_connections_received"] - before <= 2


@pytest.mark.skipif(not settings.REDIS_URL, reason="announcements need Redis (the scaled pass)")
def test_the_subscription_comes_back_after_its_connection_is_lost(queued, monkeypatch):
    monkeypatch.setattr(dispatch, "RECHECK_SECONDS", 60)
    monkeypatch.setattr(announcements, "RETRY_SECONDS", (0.05,))
    subscription = announcements.subscriber()
    assert subscription.ready.wait(5)
    redis.Redis.from_url(settings.REDIS_URL).client_kill_filter(_type="pubsub")
    deadline = time.monotonic() + 5
    while subscription.ready.is_set() and time.monotonic() < deadline:
        time.sleep(0.01)  # it notices the lost connection...
    assert subscription.ready.wait(5)  # ...and subscribes again

    started = time.monotonic()
    thread, result = wait_in_thread(queued, 8)
    time.sleep(0.05)
    end_and_announce(queued)
    thread.join(8)
    assert result["job"].status == Status.DONE
    assert time.monotonic() - started < 2  # woken by the announcement, not by a recheck
