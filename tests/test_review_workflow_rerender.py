"""Re-render requests, as the workflow makes them without the admin: one clip (there
already, or queued for a worker) and many (one batch per tenant, only clips waiting for
a re-render)."""

import pytest

from review import workflow
from review.models import NotAllowed, Review, State
from synth.models import Batch, Clip, SynthesisJob
from tests.test_api_support import synthesize

# Backend-dependent, so on the PostgreSQL + Redis pass too: re-renders as batches and jobs, in
# transactions.
pytestmark = pytest.mark.backend


def test_a_re_render_made_at_once_is_the_clip_to_compare(sync_jobs, make_tenant, make_entry):
    tenant = make_tenant("acme")
    before = synthesize(tenant, "Our SaaS ships.", voice="M1", steps=2, seed=1)
    make_entry(tenant, "SaaS", "sass")  # the clip is stale now
    after = workflow.request_rerender(before, None)
    assert isinstance(after, Clip) and after != before
    assert after.normalized_text == "Our sass ships."
    assert Review.objects.get(clip=before).state == State.RERENDERED


def test_a_queued_re_render_is_none_until_a_worker_has_made_it(
    job_settings, make_tenant, make_entry, make_plan
):
    from synth.worker import run_job

    tenant = make_tenant("acme")
    plan = make_plan(tenant, "Our SaaS ships.")
    run_job(
        str(SynthesisJob.objects.create(tenant=tenant, key=plan.key, params=plan.job_params()).pk)
    )
    before = Clip.objects.get(key=plan.key)
    make_entry(tenant, "SaaS", "sass")
    assert workflow.request_rerender(before, None) is None
    review = Review.objects.get(clip=before)
    assert SynthesisJob.objects.get(key=review.rerender_key).status == SynthesisJob.Status.QUEUED


def test_a_clip_nobody_flagged_or_changed_is_not_re_rendered(job_settings, make_tenant, make_clip):
    clip = make_clip(make_tenant("acme"))
    with pytest.raises(NotAllowed):
        workflow.request_rerender(clip, None)
    assert not SynthesisJob.objects.exists()


def test_many_clips_re_render_as_one_batch_per_tenant(sync_jobs, make_tenant, make_entry):
    tenants = [make_tenant("acme"), make_tenant("other")]
    stale = [synthesize(t, f"Our SaaS ships to {t.slug}.") for t in tenants]
    untouched = synthesize(tenants[0], "Something else entirely.")
    for tenant in tenants:
        make_entry(tenant, "SaaS", "sass")
    clips = Clip.objects.filter(pk__in=[c.pk for c in [*stale, untouched]])
    batches = workflow.rerender_in_batches(clips, None)
    assert sorted(b.tenant.slug for b in batches) == ["acme", "other"]
    assert [b.items.count() for b in batches] == [1, 1]
    assert {Review.objects.get(clip=c).state for c in stale} == {State.RERENDERED}
    assert not Review.objects.filter(clip=untouched).exists()


def test_no_batch_when_none_of_the_clips_waits_for_a_re_render(make_tenant, make_clip):
    clip = make_clip(make_tenant("acme"))
    assert workflow.rerender_in_batches(Clip.objects.filter(pk=clip.pk), None) == []
    assert not Batch.objects.exists()
