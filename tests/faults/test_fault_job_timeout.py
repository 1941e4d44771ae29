"""A job past SYNTH_JOB_TIMEOUT on every attempt: the waiting client gets 504 "timeout"
(the documented answer; with "fallback": true it would get the prepared clip instead),
nothing is stored, no job is stuck, and the replaced worker serves the next request.
tests/test_jobs_timeout.py proves the job side; this adds the client's view through
gunicorn, and the storage invariants."""

from tests.cluster import qcluster, run_scenario, say, start_django
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


def test_a_job_past_its_timeout_answers_504_and_the_service_goes_on(tmp_path, model_dir):
    env = fault_env(tmp_path, model_dir, SYNTH_JOB_TIMEOUT=1, SYNTH_JOB_ATTEMPTS=2)
    print(run_scenario(__name__, env))


def scenario():
    start_django()
    from synth.models import Clip, SynthesisJob

    _, key = tenant_and_key()
    with qcluster(), gunicorn() as port:
        api = Api(port, key)
        slow = api.speak(**{**SLOW, "speed": 0.7})  # about 5 s of work against a 1 s timeout
        report("the slow request", [slow])
        check_answers([slow], {(504, "timeout")})
        assert slow.status == 504
        settle()
        quick = api.speak("Short and quick after the timeout.")
        recovered(api, [quick])
        report("all answers", api.answers)
        say(jobs_summary())
    job = SynthesisJob.objects.get(params__text=SLOW["text"])
    assert (job.status, job.error_code, job.attempts) == ("failed", "timeout", 2)
    assert not Clip.objects.filter(key=job.key).exists()
    say(check_storage())


if __name__ == "__main__":
    scenario()
