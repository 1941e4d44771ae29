"""FailureCode is the one list of why a job fails: every code the engine can refuse a
request with is on it, and a job cannot end with a code that is not."""

import pytest

from engine.errors import EngineError, InputError
from synth.dispatch import clip_or_job, wait_for
from synth.models import FailureCode, SynthesisJob
from synth.worker import ModelChanged


def subclasses(cls) -> list[type]:
    found = []
    for sub in cls.__subclasses__():
        found += [sub, *subclasses(sub)]
    return found


@pytest.mark.parametrize("error", [InputError, *subclasses(InputError)], ids=lambda c: c.__name__)
def test_every_input_error_code_is_a_failure_code(error):
    assert error.code in FailureCode.values


@pytest.mark.parametrize(
    "error", [EngineError, ModelChanged, *subclasses(EngineError)], ids=lambda c: c.__name__
)
def test_every_engine_error_code_is_a_failure_code(error):
    assert error.code in FailureCode.values


def test_a_job_cannot_fail_with_a_code_that_is_not_listed(make_tenant):
    job = SynthesisJob.objects.create(tenant=make_tenant(), key="k" * 64, params={})

    with pytest.raises(ValueError):
        job.fail("out_of_cheese", "not one of ours")

    job.refresh_from_db()
    assert (job.status, job.error_code) == ("queued", "")


def test_an_engine_error_with_an_unlisted_code_fails_as_engine_error(
    sync_jobs, make_tenant, make_plan, monkeypatch
):
    class Newer(EngineError):
        code = "from_a_newer_engine"

    def refuse(job):
        raise Newer("something the list does not know yet")

    monkeypatch.setattr("synth.worker.synthesize", refuse)

    job = wait_for(clip_or_job(make_plan(make_tenant())), 0)

    assert (job.status, job.error_code) == ("failed", FailureCode.ENGINE_ERROR)
    assert job.error_message == "something the list does not know yet"


def test_the_admin_and_the_database_offer_the_same_list():
    assert SynthesisJob._meta.get_field("error_code").choices == FailureCode.choices
