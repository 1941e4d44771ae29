"""Approving, as the workflow does it without the admin: who approved, the re-render
approved with its clip, the flags resolved, and what cannot be approved."""

import pytest

from review import workflow
from review.models import Flag, NotAllowed, Review, State
from review.rerender import rerender
from tests.test_api_support import synthesize

# Backend-dependent, so on the PostgreSQL + Redis pass too: workflow steps in transactions (what
# fails writes nothing).
pytestmark = pytest.mark.backend


def test_approving_records_who_approved_and_the_note(make_tenant, make_member, make_clip):
    tenant = make_tenant("acme")
    clip, reviewer = make_clip(tenant), make_member(tenant, "reviewer")
    review = workflow.approve(clip, reviewer, "sounds right")
    assert review.state == State.APPROVED and review.reviewer == reviewer
    step = review.judgements.get()
    assert (step.action, step.user, step.note) == ("approve", reviewer, "sounds right")


def test_approving_a_re_render_approves_both_clips_and_resolves_the_flag(
    sync_jobs, make_tenant, make_member, make_entry
):
    tenant = make_tenant("acme")
    before = synthesize(tenant, "Our SaaS ships.", voice="M1", steps=2, seed=1)
    review = Review.of(before)
    review.move("flag")
    Flag.objects.create(review=review, start=4, end=8, span="SaaS", expected="sass")
    make_entry(tenant, "SaaS", "sass")
    review.move("draft_fix")
    rerender(review)
    reviewer = make_member(tenant, "reviewer")
    workflow.approve(before, reviewer)
    after = Review.objects.get(clip=review.rerendered_clip())
    assert after.clip != before and after.state == State.APPROVED
    assert f"re-render of {before}" in after.judgements.get().note
    assert Review.objects.get(clip=before).flags.get().resolved


def test_a_re_render_still_being_made_cannot_be_approved(make_tenant, make_member, make_clip):
    tenant = make_tenant("acme")
    clip = make_clip(tenant)
    Review.objects.create(clip=clip, state=State.RERENDERED, rerender_key="0" * 64)
    with pytest.raises(workflow.RerenderPending, match="Wait for the re-render"):
        workflow.approve(clip, make_member(tenant, "reviewer"))
    assert Review.objects.get(clip=clip).state == State.RERENDERED


def test_an_approved_clip_cannot_be_approved_again(make_tenant, make_member, make_clip):
    tenant = make_tenant("acme")
    clip, reviewer = make_clip(tenant), make_member(tenant, "reviewer")
    workflow.approve(clip, reviewer)
    with pytest.raises(NotAllowed, match="cannot approve a clip that is approved"):
        workflow.approve(clip, reviewer)
    assert Review.objects.get(clip=clip).judgements.count() == 1
