"""A worker killed with SIGKILL in the middle of a job while a client waits for it (the
OOM killer, a deploy gone wrong). The job is taken up again from its row by another
worker and the waiting client gets its audio: one job, two attempts, one clip, no debris.
tests/test_jobs_worker_killed.py proves the job side on both brokers; this adds the
client's view through gunicorn, and the storage invariants."""

import os
import signal
import threading

from tests.cluster import qcluster, run_scenario, say, start_django, wait_until
from tests.faults.harness import (
    SLOW,
    Api,
    check_answers,
    check_storage,
    fault_env,
    gunicorn,
    jobs_summary,
    recovered,
    report,
    settle,
    tenant_and_key,
)


def test_a_worker_killed_mid_job_loses_no_request(tmp_path, model_dir):
    print(run_scenario(__name__, fault_env(tmp_path, model_dir)))


def scenario():
    start_django()
    import psutil

    from synth.models import Clip, SynthesisJob
    from synth.recovery import requeue_stale

    _, key = tenant_and_key()
    with qcluster(), gunicorn() as port:
        api = Api(port, key)
        waiting = threading.Thread(target=api.speak, kwargs=SLOW)
        waiting.start()
        job = wait_until(
            lambda: SynthesisJob.objects.filter(status="running").first(), 30, "the job to run"
        )
        pid = int(job.worker.rsplit(":", 1)[1])
        worker = psutil.Process(pid)
        wait_until(lambda: sum(worker.cpu_times()[:2]) > 0.5, 30, "the worker to be busy")
        os.kill(pid, signal.SIGKILL)
        say(f"killed worker {pid} mid-job")
        while waiting.is_alive():  # what the requeue schedule does every minute
            requeue_stale()
            waiting.join(0.2)
        report("the waiting client", api.answers)
        check_answers(api.answers, set())
        settle()
        recovered(api, list(api.answers))
        job.refresh_from_db()
        assert (job.status, job.attempts) == ("done", 2), job
        assert Clip.objects.count() == 1
        say(jobs_summary())
    say(check_storage())


if __name__ == "__main__":
    scenario()
