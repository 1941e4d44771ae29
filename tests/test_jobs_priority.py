"""A synthesis worker yields the CPU to the web tier: once it has loaded the engine, it
runs at SYNTH_NICE more niceness than the cluster that forked it (a real qcluster)."""

import os

from tests.cluster import qcluster, run_scenario, scenario_env, start_django, wait_until


def test_a_worker_runs_below_the_webs_priority(tmp_path, model_dir):
    run_scenario(__name__, scenario_env(tmp_path, model_dir, SYNTH_NICE="7"))


def scenario():
    start_django()
    from synth.dispatch import clip_or_job
    from synth.models import SynthesisJob
    from synth.speech import plan_speech
    from tenancy.models import Tenant

    tenant = Tenant.objects.create(slug="acme", name="Acme")
    ours = os.nice(0)
    with qcluster():
        job = clip_or_job(plan_speech(tenant, "Spoken at a lower priority.", voice="M1"))

        def done():
            row = SynthesisJob.objects.get(pk=job.pk)
            return row if row.status == "done" else None

        row = wait_until(done, 60, "the job")
        pid = int(row.worker.rpartition(":")[2])
        with open(f"/proc/{pid}/stat") as stat:
            niceness = int(stat.read().rsplit(")", 1)[1].split()[16])
    assert niceness == min(19, ours + 7), (ours, niceness)


if __name__ == "__main__":
    scenario()
