"""The model replaced while the service runs: a job planned for the old model fails with
"model_changed", and the worker loads the new model for new jobs (old and new never mix)."""

import pytest

from synth import worker
from synth.dispatch import clip_or_job, wait_for
from synth.models import Clip

# Backend-dependent, so on the PostgreSQL + Redis pass too: the job queue and the worker.
pytestmark = pytest.mark.backend


@pytest.fixture
def replaceable_model(sync_jobs, model_copy, monkeypatch):
    sync_jobs.SYNTH_MODEL_DIR = model_copy
    worker.unload_engine()

    def replace():  # any change to the files under onnx/ is another model
        (model_copy / "onnx" / "release.txt").write_text("v2\n")

    yield replace
    worker.unload_engine()  # loaded from the copy, which goes with the test


def test_a_job_planned_for_the_old_model_fails_with_model_changed(
    replaceable_model, make_tenant, make_plan
):
    tenant = make_tenant()
    wait_for(clip_or_job(make_plan(tenant, "Before.")), 0)  # the worker has the old model
    planned = make_plan(tenant, "Planned before, run after.")
    replaceable_model()

    job = wait_for(clip_or_job(planned), 0)

    assert (job.status, job.error_code) == ("failed", "model_changed")
    assert not Clip.objects.filter(key=planned.key).exists()


def test_the_worker_loads_the_new_model_for_new_jobs(replaceable_model, make_tenant, make_plan):
    tenant = make_tenant()
    before = make_plan(tenant, "Same words.")
    wait_for(clip_or_job(before), 0)
    old_engine = worker.loaded_engine()[1]
    replaceable_model()

    after = make_plan(tenant, "Same words.")
    job = wait_for(clip_or_job(after), 0)

    assert after.fingerprint != before.fingerprint
    assert after.key != before.key  # the model is part of the cache key
    assert job.status == "done"
    assert job.clip.model_fingerprint == after.fingerprint
    assert worker.loaded_engine()[0] == after.fingerprint
    assert worker.loaded_engine()[1] is not old_engine
