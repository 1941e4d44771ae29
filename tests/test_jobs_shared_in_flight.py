"""Identical requests in flight share one job (and one task)."""

import pytest
from django.db import IntegrityError
from django_q.brokers import get_broker

from synth.dispatch import clip_or_job
from synth.models import SynthesisJob

# Backend-dependent, so on the PostgreSQL + Redis pass too: identical requests share one job
# (unique constraint, IntegrityError).
pytestmark = pytest.mark.backend


def test_identical_requests_in_flight_share_one_job_and_one_task(
    job_settings, make_tenant, make_plan, django_capture_on_commit_callbacks
):
    tenant = make_tenant()
    # The ORM broker's queue, or the Redis one on the PostgreSQL + Redis pass (where it is
    # not rolled back between tests: count what this test adds).
    queued = get_broker().queue_size()
    with django_capture_on_commit_callbacks(execute=True):
        first = clip_or_job(make_plan(tenant))
        second = clip_or_job(make_plan(tenant))

    assert second == first
    assert SynthesisJob.objects.count() == 1
    assert get_broker().queue_size() - queued == 1


def test_a_request_finds_the_job_already_in_flight_and_enqueues_nothing(
    job_settings, make_tenant, make_plan, django_capture_on_commit_callbacks
):
    tenant = make_tenant()
    plan = make_plan(tenant)
    queued = get_broker().queue_size()
    running = SynthesisJob.objects.create(
        tenant=tenant, key=plan.key, params=plan.job_params(), status="running"
    )

    with django_capture_on_commit_callbacks(execute=True) as enqueued:
        job = clip_or_job(make_plan(tenant))

    assert job == running
    assert enqueued == []
    assert get_broker().queue_size() == queued


def test_the_database_refuses_a_second_active_job_for_a_key(job_settings, make_tenant, make_plan):
    tenant = make_tenant()
    plan = make_plan(tenant)
    SynthesisJob.objects.create(tenant=tenant, key=plan.key, params={})

    with pytest.raises(IntegrityError):
        SynthesisJob.objects.create(tenant=tenant, key=plan.key, params={})


def test_a_failed_job_does_not_hold_its_key(job_settings, make_tenant, make_plan):
    tenant = make_tenant()
    plan = make_plan(tenant)
    failed = SynthesisJob.objects.create(
        tenant=tenant, key=plan.key, params={}, status="failed", error_code="timeout"
    )

    job = clip_or_job(plan)

    assert job != failed
    assert job.status == "queued"
