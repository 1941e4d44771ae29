"""A worker killed with SIGKILL in the middle of a job: the job still completes, and
exactly one clip is stored. With the ORM broker, and with Redis, whose broker has no
receipts (the task dies with the worker): the job row alone brings the work back.

Real qcluster processes; the scenario below runs in a process of its own (tests/cluster.py).
"""

import os
import signal
import sys

import pytest

from tests.cluster import (
    SLOW_PARAMS,
    SLOW_TEXT,
    qcluster,
    reachable_redis,
    run_scenario,
    say,
    scenario_env,
    start_django,
    wait_until,
)

# Backend-dependent, so on the PostgreSQL + Redis pass too: real qclusters, the ORM and the Redis
# broker, on the pass's database.
pytestmark = pytest.mark.backend


def test_a_job_whose_worker_is_killed_completes_with_one_clip(tmp_path, model_dir):
    run_scenario(__name__, scenario_env(tmp_path, model_dir))


def test_with_the_redis_broker_too(tmp_path, model_dir):
    redis_url = reachable_redis()

    run_scenario(__name__, scenario_env(tmp_path, model_dir, REDIS_URL=redis_url))


def scenario():
    start_django()
    import psutil
    from django.core.files.storage import default_storage

    from synth.dispatch import clip_or_job
    from synth.models import Clip, SynthesisJob
    from synth.recovery import requeue_stale
    from synth.speech import plan_speech
    from tenancy.models import Tenant

    tenant = Tenant.objects.create(slug="acme", name="Acme")
    plan = plan_speech(tenant, SLOW_TEXT, **SLOW_PARAMS)

    with qcluster() as cluster:
        job = clip_or_job(plan)
        say(f"job {job.id} queued")

        def running():
            row = SynthesisJob.objects.get(pk=job.pk)
            return row if row.status == "running" else None

        started = wait_until(running, 30, "a worker to start the job")
        pid = int(started.worker.rsplit(":", 1)[1])
        worker = psutil.Process(pid)
        assert worker in psutil.Process(cluster.pid).children(recursive=True), started.worker
        # In the middle of it: the worker has spent a while computing since it took the job.
        wait_until(lambda: sum(worker.cpu_times()[:2]) > 0.5, 30, "the worker to be busy")
        os.kill(pid, signal.SIGKILL)
        say(f"killed worker {pid} (attempt {started.attempts})")

        def finished():
            requeue_stale()  # what the schedule does every minute
            row = SynthesisJob.objects.get(pk=job.pk)
            return row if row.status in ("done", "failed") else None

        done = wait_until(finished, 60, "the job to finish after the kill")
        say(f"job {done.status} after attempt {done.attempts} by {done.worker}")

    assert (done.status, done.error_code) == ("done", ""), done.error_message
    assert done.attempts == 2
    assert int(done.worker.rsplit(":", 1)[1]) != pid
    clips = Clip.objects.filter(tenant=tenant, key=plan.key)
    assert clips.count() == 1
    clip = clips.get()
    assert done.clip == clip
    assert default_storage.exists(clip.audio.name)
    assert default_storage.size(clip.audio.name) == clip.size > 0
    assert "onnxruntime" not in sys.modules  # inference ran in the workers only


if __name__ == "__main__":
    scenario()
