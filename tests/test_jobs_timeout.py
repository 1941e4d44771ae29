"""A job running past SYNTH_JOB_TIMEOUT is stopped; once its attempts are used up it fails
with the code "timeout" and stores nothing.

A real qcluster (django-q2's SIGALRM and worker replacement are the behaviour under test);
the scenario below runs in a process of its own (tests/cluster.py).
"""

import pytest

from tests.cluster import (
    SLOW_PARAMS,
    SLOW_TEXT,
    qcluster,
    run_scenario,
    say,
    scenario_env,
    start_django,
    wait_until,
)

# Backend-dependent, so on the PostgreSQL + Redis pass too: a real qcluster with the ORM broker on
# the pass's database.
pytestmark = pytest.mark.backend


def test_a_job_longer_than_the_timeout_fails_with_timeout_after_its_attempts(tmp_path, model_dir):
    env = scenario_env(tmp_path, model_dir, SYNTH_JOB_TIMEOUT=1, SYNTH_JOB_ATTEMPTS=2)

    run_scenario(__name__, env)


def scenario():
    start_django()
    from synth.dispatch import clip_or_job
    from synth.models import Clip, SynthesisJob
    from synth.speech import plan_speech
    from tenancy.models import Tenant

    tenant = Tenant.objects.create(slug="acme", name="Acme")
    plan = plan_speech(tenant, SLOW_TEXT, **SLOW_PARAMS)  # about 2 s of work
    workers = set()

    with qcluster():
        job = clip_or_job(plan)

        def finished():
            row = SynthesisJob.objects.get(pk=job.pk)
            if row.worker:
                workers.add(row.worker)
            return row if row.status in ("done", "failed") else None

        # Nobody calls requeue_stale here: the worker itself requeues a timed-out attempt.
        failed = wait_until(finished, 30, "the job to fail")
        say(f"job {failed.status} ({failed.error_code}) after {failed.attempts} attempts")

    assert (failed.status, failed.error_code) == ("failed", "timeout")
    assert failed.attempts == 2
    assert "longer than 1 s" in failed.error_message
    assert len(workers) == 2  # the timed-out worker was replaced
    assert not Clip.objects.exists()


if __name__ == "__main__":
    scenario()
