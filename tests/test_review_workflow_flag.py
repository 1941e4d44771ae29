"""Flagging and reopening, as the workflow does it without the admin: the flag records
the span, replaces the open one, and steps the state forbids change nothing."""

import pytest

from review import workflow
from review.models import Flag, NotAllowed, Review, State

# Backend-dependent, so on the PostgreSQL + Redis pass too: workflow steps in transactions (what
# fails writes nothing).
pytestmark = pytest.mark.backend


@pytest.fixture
def clip(make_tenant, make_clip):
    clip = make_clip(make_tenant("acme"))
    clip.text = "Our SaaS ships."
    clip.save()
    return clip


def flag_saas(clip, user, **fields):
    fields = {"span": "SaaS", "start": 4, "end": 8, "expected": "sass", **fields}
    return workflow.flag(clip, user, **fields)


def test_a_flag_records_the_span_who_raised_it_and_why(clip, make_member):
    reviewer = make_member(clip.tenant, "reviewer")
    raised = flag_saas(clip, reviewer, category=Flag.Category.ACRONYM, note="letter by letter")
    assert (raised.span, raised.start, raised.end, raised.expected) == ("SaaS", 4, 8, "sass")
    assert (raised.user, raised.category, raised.resolved) == (reviewer, "acronym", False)
    review = Review.objects.get(clip=clip)
    assert review.state == State.FLAGGED and review.reviewer == reviewer
    assert review.judgements.get().note == "letter by letter"


def test_a_new_flag_replaces_the_open_one(clip, make_member):
    reviewer = make_member(clip.tenant, "reviewer")
    first = flag_saas(clip, reviewer)
    Review.objects.filter(clip=clip).update(state=State.REOPENED)
    second = flag_saas(clip, reviewer, span="ships", start=9, end=14, expected="ship")
    first.refresh_from_db()
    assert first.resolved and not second.resolved
    assert Review.objects.get(clip=clip).open_flag() == second


def test_a_clip_with_a_fix_drafted_cannot_be_flagged_again(clip, make_member):
    Review.objects.create(clip=clip, state=State.FIX_DRAFTED)
    with pytest.raises(NotAllowed):
        flag_saas(clip, make_member(clip.tenant, "reviewer"))
    assert not Flag.objects.exists()


def test_reopening_an_approved_clip_sends_it_back_with_the_note(clip, make_member):
    reviewer = make_member(clip.tenant, "reviewer")
    workflow.approve(clip, reviewer)
    review = workflow.reopen(clip, reviewer, "still wrong")
    assert review.state == State.REOPENED
    assert review.judgements.first().note == "still wrong"


def test_a_clip_nobody_judged_cannot_be_reopened(clip, make_member):
    with pytest.raises(NotAllowed):
        workflow.reopen(clip, make_member(clip.tenant, "reviewer"))
    assert Review.objects.get(clip=clip).state == State.NEEDS_REVIEW
