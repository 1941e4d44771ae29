"""A global queue-depth limit: a new miss is refused with QueueFull instead of queueing
without bound (the API answers 503 with Retry-After)."""

import pytest

from synth.dispatch import QueueFull, check_room, clip_or_job, wait_for
from synth.models import SynthesisJob

# Backend-dependent, so on the PostgreSQL + Redis pass too: the queue's depth, counted in the
# database.
pytestmark = pytest.mark.backend


@pytest.fixture
def full_queue(job_settings, make_tenant, make_plan):
    """Two jobs queued (the ORM broker never sees them: the test does not commit) with a
    limit of two: the tenant's, and another's; each holds its fair share of the full queue
    (one of its two places)."""
    job_settings.SYNTH_MAX_QUEUE = 2
    job_settings.SYNTH_TENANT_MAX_QUEUE = 2  # the tenant's share is the whole queue here
    tenant, other = make_tenant(), make_tenant("other")
    return tenant, [
        clip_or_job(make_plan(t, f"Queued {n}.")) for n, t in enumerate((tenant, other))
    ]


def test_a_miss_is_refused_when_the_queue_is_full(full_queue, make_plan):
    tenant, _ = full_queue

    with pytest.raises(QueueFull) as refused:
        clip_or_job(make_plan(tenant, "One too many."))

    assert 1 <= refused.value.retry_after <= 60
    assert SynthesisJob.objects.count() == 2


def test_a_request_for_a_job_in_flight_is_not_refused(full_queue, make_plan):
    tenant, jobs = full_queue

    assert clip_or_job(make_plan(tenant, "Queued 0.")) == jobs[0]


def test_a_hit_is_not_refused(sync_jobs, make_tenant, make_plan):
    tenant = make_tenant()
    clip = wait_for(clip_or_job(make_plan(tenant)), 0).clip
    sync_jobs.SYNTH_MAX_QUEUE = 0

    assert clip_or_job(make_plan(tenant)) == clip


def test_finished_jobs_do_not_count(sync_jobs, make_tenant, make_plan):
    sync_jobs.SYNTH_MAX_QUEUE = 1
    tenant = make_tenant()
    wait_for(clip_or_job(make_plan(tenant, "First.")), 0)

    second = wait_for(clip_or_job(make_plan(tenant, "Second.")), 0)

    assert second.status == "done"


def test_retry_after_follows_recent_synthesis_times(sync_jobs, make_tenant, make_plan):
    from synth.dispatch import retry_after
    from synth.models import Clip

    assert retry_after() == 5  # no history yet
    tenant = make_tenant()
    wait_for(clip_or_job(make_plan(tenant)), 0)
    Clip.objects.update(synthesis_seconds=12.2)

    assert retry_after() == 13


def test_a_miss_with_room_counts_the_queue_once(
    full_queue, job_settings, django_assert_num_queries
):
    # Both limits (the queue's, the tenant's share) from one query: every miss asks.
    tenant, _ = full_queue
    job_settings.SYNTH_MAX_QUEUE = 4  # room for a third job
    with django_assert_num_queries(counts_near_full()):
        check_room(tenant, share=3)


def counts_near_full() -> int:
    """The statements a miss's count takes with the queue near full: one; on PostgreSQL the
    queue's turn (an advisory lock) and the count again after it (synth.dispatch.check_room:
    tenants admitting at once take turns there)."""
    from django.db import connection

    return 3 if connection.vendor == "postgresql" else 1
