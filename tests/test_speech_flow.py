"""synth.flow answers a speech request without HTTP: plan, begin, wait, outcome."""

import pytest
from asgiref.sync import async_to_sync

from api.errors import FAILED_JOB_STATUS, api_error
from engine.errors import InputError
from synth import flow, leases
from synth.models import FailureCode, FallbackClip, SynthesisJob
from tests.test_api_support import synthesize

# Backend-dependent, so on the PostgreSQL + Redis pass too: the flow's wait: the job row and its
# announcement (Redis pub/sub).
pytestmark = pytest.mark.backend

answer = async_to_sync(flow.answer)  # as the test client runs an async view


def request(tenant, text="Hello there.", **options):
    return flow.SpeechRequest(tenant, text, voice="M1", steps=2, seed=1, **options)


def test_a_cached_clip_is_a_hit(make_tenant, sync_jobs):
    acme = make_tenant("acme")
    clip = synthesize(acme, "Hello there.", voice="M1", steps=2, seed=1)
    speech = request(acme)
    assert answer(speech, flow.plan(speech)) == flow.Whole(clip, hit=True)


def test_a_new_clip_made_within_the_wait_is_a_miss(make_tenant, sync_jobs):
    speech = request(make_tenant("acme"), wait=5)
    outcome = answer(speech, flow.plan(speech))
    assert isinstance(outcome, flow.Whole) and not outcome.hit
    assert outcome.clip.key == flow.plan(speech).key


def test_a_job_still_running_is_pending(make_tenant, job_settings):
    speech = request(make_tenant("acme"), wait=0)
    outcome = answer(speech, flow.plan(speech))
    assert isinstance(outcome, flow.Pending)
    assert outcome.job.status == SynthesisJob.Status.QUEUED


def test_nothing_is_queued_between_plan_and_answer(make_tenant, job_settings):
    # The caller charges the quota in between: a refused charge must leave no job behind.
    flow.plan(request(make_tenant("acme")))
    assert not SynthesisJob.objects.exists()


def test_an_unknown_preset_is_refused_with_its_field(make_tenant, job_settings):
    with pytest.raises(flow.UnknownPreset) as info:
        flow.plan(request(make_tenant("acme"), preset="nope"))
    assert (info.value.code, info.value.field) == ("unknown_preset", "preset")


def test_a_full_queue_says_when_to_come_back(make_tenant, job_settings):
    job_settings.SYNTH_MAX_QUEUE = 0
    speech = request(make_tenant("acme"))
    with pytest.raises(flow.QueueBusy) as info:
        answer(speech, flow.plan(speech))
    assert info.value.code == "queue_full" and info.value.retry_after >= 1
    assert api_error(info.value).headers == {"Retry-After": str(info.value.retry_after)}


def test_a_full_queue_plays_the_fallback_clip_when_asked(make_tenant, sync_jobs):
    acme = make_tenant("acme")
    apology = synthesize(acme, "Sorry, please try again.")
    FallbackClip.objects.choose(acme, None, apology)
    sync_jobs.SYNTH_MAX_QUEUE = 0
    speech = request(acme, fallback=True)
    outcome = answer(speech, flow.plan(speech))
    assert outcome == flow.Fallback(apology, "failed:queue_full")


def test_a_failed_job_raises_its_failure_code(make_tenant, job_settings):
    job = SynthesisJob.objects.create(
        tenant=make_tenant("acme"),
        key="k",
        params={},
        status=SynthesisJob.Status.FAILED,
        error_code=FailureCode.MODEL_CHANGED,
    )
    with pytest.raises(flow.JobFailed) as info:
        flow.finished_clip(job)
    assert info.value.failure is FailureCode.MODEL_CHANGED
    assert api_error(info.value).status_code == 409


def test_every_failure_code_has_a_status():
    assert set(FAILED_JOB_STATUS) == set(FailureCode)
    for cls in (InputError, *InputError.__subclasses__()):
        assert FAILED_JOB_STATUS[cls.code] == 422  # the request's fault, told as such


def test_prerender_skips_the_texts_the_model_refuses(make_tenant, job_settings):
    acme = make_tenant("acme")
    batch, skipped = flow.prerender(acme, ["Hello there.", "", "Goodbye."])
    assert batch.items.count() == 2
    assert [(i, e.code) for i, e in skipped] == [(1, "empty_text")]


def test_prerender_of_nothing_makes_no_batch(make_tenant, job_settings):
    assert flow.prerender(make_tenant("acme"), [""])[0] is None


def test_a_tenant_without_a_free_slot_is_refused_a_wait_but_not_a_hit(
    make_tenant, sync_jobs, settings
):
    settings.API_TENANT_MAX_WAITING = 1
    acme = make_tenant("acme")
    clip = synthesize(acme, "Hello there.", voice="M1", steps=2, seed=1)
    held = leases.take(acme.pk, leases.WAITING, seconds=60)
    new = request(acme, "Something new.", wait=5)
    with pytest.raises(flow.TooManyConcurrent) as info:
        answer(new, flow.plan(new))
    assert info.value.code == "too_many_concurrent" and info.value.retry_after >= 1
    assert not SynthesisJob.objects.filter(key=flow.plan(new).key).exists()
    cached = request(acme, wait=5)
    assert answer(cached, flow.plan(cached)) == flow.Whole(clip, hit=True)
    leases.release(held)


def test_a_wait_gives_its_slot_back_when_it_ends(make_tenant, sync_jobs, settings):
    settings.API_TENANT_MAX_WAITING = 1
    acme = make_tenant("acme")
    for text in ("One new sentence.", "Another new sentence."):
        speech = request(acme, text, wait=5)
        assert isinstance(answer(speech, flow.plan(speech)), flow.Whole)
