"""The jobs a worker cluster had taken (running, or held in its memory to run next) are
queued again once its heartbeat has been silent for SYNTH_HEARTBEAT_LIMIT, not after the
job timeout or SYNTH_JOB_QUEUED_LIMIT; and tasks Redis lost (a restart) are handed again as
soon. Sync mode: a requeued job runs at once, here. (tests/test_jobs_cluster_killed.py kills
a real cluster.)"""

from datetime import timedelta

import pytest
from django.utils import timezone

from synth.models import SynthesisJob, WorkerCluster
from synth.recovery import recover_from_silent_clusters, recover_lost_in_redis

# Backend-dependent, so on the PostgreSQL + Redis pass too: the heartbeat's age is the
# database's clock, and the Redis broker's queue is counted.
pytestmark = pytest.mark.backend

SILENT = "elsewhere/4026531836:41"
LIVE = "elsewhere/4026531836:42"


@pytest.fixture
def make_job(sync_jobs, make_tenant, make_plan):
    tenant = make_tenant()

    def make(status="queued", *, taken_by="", age=0, text="Hi."):
        plan = make_plan(tenant, text)
        at = timezone.now() - timedelta(seconds=age)
        return SynthesisJob.objects.create(
            tenant=tenant,
            key=plan.key,
            params=plan.job_params(),
            status=status,
            attempts=1 if status == "running" else 0,
            worker=f"{taken_by}1" if status == "running" else "",
            taken_by=taken_by,
            enqueued=at,
            started=at if status == "running" else None,
        )

    return make


def beat(label: str, seconds_ago: float) -> None:
    WorkerCluster.objects.create(label=label, beat=timezone.now() - timedelta(seconds=seconds_ago))


def test_the_jobs_a_silent_cluster_took_run_again_at_once(make_job, settings):
    beat(SILENT, settings.SYNTH_HEARTBEAT_LIMIT + 1)
    running = make_job("running", taken_by=SILENT, text="Running when it died.")
    held = make_job(taken_by=SILENT, text="Waiting in its memory.")

    assert recover_from_silent_clusters() == (2, 0)

    for job in (running, held):
        job.refresh_from_db()
        assert job.status == "done" and job.taken_by != SILENT


def test_a_live_clusters_jobs_are_left_alone(make_job, settings):
    beat(LIVE, 1)
    running = make_job("running", taken_by=LIVE)
    held = make_job(taken_by=LIVE, text="Next.")

    assert recover_from_silent_clusters() == (0, 0)

    assert [SynthesisJob.objects.get(pk=j.pk).status for j in (running, held)] == [
        "running",
        "queued",
    ]


def test_a_cluster_that_never_beat_is_left_to_the_timeouts(make_job):
    """An older version's cluster, during an upgrade: no beat is not a stopped one."""
    running = make_job("running", taken_by="older/4026531836:7")

    assert recover_from_silent_clusters() == (0, 0)
    assert SynthesisJob.objects.get(pk=running.pk).status == "running"


def test_a_job_out_of_attempts_on_a_silent_cluster_fails_worker_lost(make_job, settings):
    settings.SYNTH_JOB_ATTEMPTS = 1
    beat(SILENT, settings.SYNTH_HEARTBEAT_LIMIT + 1)
    running = make_job("running", taken_by=SILENT)

    assert recover_from_silent_clusters() == (0, 1)
    running.refresh_from_db()
    assert (running.status, running.error_code) == ("failed", "worker_lost")


def test_tasks_redis_lost_are_handed_again(make_job, settings):
    if not settings.REDIS_URL:
        pytest.skip("the Redis broker: on the PostgreSQL + Redis pass")
    from synth.dispatch import _broker

    broker = _broker()
    broker.purge_queue()  # Redis restarted: every task it held is gone
    stale = settings.SYNTH_HEARTBEAT_LIMIT + 1
    oldest = make_job(age=stale + 5, text="Lost with Redis.")
    other = make_job(age=stale, text="Its task still there.")
    broker.enqueue("a task still in the list")
    try:
        assert recover_lost_in_redis() == 1
    finally:
        broker.purge_queue()

    assert SynthesisJob.objects.get(pk=oldest.pk).status == "done"
    assert SynthesisJob.objects.get(pk=other.pk).status == "queued"
