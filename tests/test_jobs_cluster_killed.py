"""A whole worker cluster killed (its host lost): the job it was running and the jobs it had
taken off the queue to run next (django-q2's pusher holds them in memory) are run by
another cluster within seconds, with the default limits, not after the job timeout (300 s)
or SYNTH_JOB_QUEUED_LIMIT (600 s). With the ORM broker, and with Redis.

Real qcluster processes; the scenario runs in a process of its own (tests/cluster.py).
Another host's silence is judged by its heartbeat's age; on one machine, by its process
(tests/faults/test_cluster_hosts.py kills a host on its own network namespace).
"""

import os
import signal
import time

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

# Real qclusters, both brokers, on the pass's database.
pytestmark = pytest.mark.backend

# What a job stranded on a dead cluster may wait, from the kill until it is queued again.
MOST_SECONDS = 60


def test_the_jobs_a_killed_cluster_had_taken_run_elsewhere_within_seconds(tmp_path, model_dir):
    print(run_scenario(__name__, scenario_env(tmp_path, model_dir), timeout=240))


def test_with_the_redis_broker_too(tmp_path, model_dir):
    redis_url = reachable_redis()

    env = scenario_env(tmp_path, model_dir, REDIS_URL=redis_url)
    print(run_scenario(__name__, env, timeout=240))


def scenario():
    start_django()
    from django.conf import settings

    from synth.dispatch import clip_or_job
    from synth.models import SynthesisJob
    from synth.speech import plan_speech
    from tenancy.models import Tenant

    assert settings.SYNTH_JOB_QUEUED_LIMIT == 600 and settings.SYNTH_JOB_TIMEOUT == 300
    tenant = Tenant.objects.create(slug="acme", name="Acme")
    plans = [plan_speech(tenant, SLOW_TEXT, **{**SLOW_PARAMS, "seed": s}) for s in (1, 2, 3)]

    with qcluster("lost") as lost:
        jobs = [clip_or_job(plan) for plan in plans]
        ids = [job.pk for job in jobs]

        def all_taken():
            rows = SynthesisJob.objects.filter(pk__in=ids)
            running = [j for j in rows if j.status == "running"]
            held = [j for j in rows if j.status == "queued" and j.taken_by]
            return (running, held) if len(running) == 1 and len(held) == 2 else None

        running, held = wait_until(all_taken, 60, "the cluster to run one job and hold two")
        label = running[0].taken_by
        assert all(j.taken_by == label for j in held), (label, held)
        os.killpg(lost.pid, signal.SIGKILL)  # the host is gone: every process of it
        killed_at = time.monotonic()
        say(f"killed cluster {label}: job {running[0].pk} running, {len(held)} held")

    with qcluster("other"):
        handed_on = {}

        def all_handed_on():
            # Queued again (no longer the dead cluster's), running elsewhere, or done.
            for job in SynthesisJob.objects.filter(pk__in=ids):
                if job.taken_by != label or job.status == "done":
                    handed_on.setdefault(job.pk, time.monotonic() - killed_at)
            return len(handed_on) == len(ids)

        wait_until(all_handed_on, MOST_SECONDS, "every stranded job to be queued again")
        say(f"the longest a stranded job waited: {max(handed_on.values()):.1f} s")

        def all_done():
            rows = SynthesisJob.objects.filter(pk__in=ids)
            return all(j.status in ("done", "failed") for j in rows) and rows

        done = wait_until(all_done, 120, "the jobs to finish")
        say(f"all three done {time.monotonic() - killed_at:.1f} s after the kill")
    assert [(j.status, j.error_code) for j in done] == [("done", "")] * 3


if __name__ == "__main__":
    scenario()
