"""The review state machine: needs review -> approved, or flagged -> fix drafted ->
re-rendered -> approved or reopened; every step is kept in the history."""

import pytest

from review.models import TRANSITIONS, NotAllowed, Review, State


@pytest.fixture
def review(make_tenant, make_clip):
    return Review.of(make_clip(make_tenant("acme")))


def test_a_new_clip_needs_review(review):
    assert review.state == State.NEEDS_REVIEW


def test_a_clip_is_approved_straight_away(review, django_user_model):
    user = django_user_model.objects.create_user("rita")
    review.move("approve", user)
    assert review.state == State.APPROVED and review.reviewer == user


def test_the_fix_loop_runs_flag_fix_rerender_approve(review):
    for action, state in [
        ("flag", State.FLAGGED),
        ("draft_fix", State.FIX_DRAFTED),
        ("rerender", State.RERENDERED),
        ("approve", State.APPROVED),
    ]:
        review.move(action)
        assert review.state == state
    history = list(review.judgements.order_by("id").values_list("action", "before", "after"))
    assert history == [
        ("flag", "needs_review", "flagged"),
        ("draft_fix", "flagged", "fix_drafted"),
        ("rerender", "fix_drafted", "rerendered"),
        ("approve", "rerendered", "approved"),
    ]


def test_a_re_render_can_be_reopened_and_fixed_again(review):
    for action in ("flag", "draft_fix", "rerender", "reopen", "draft_fix", "rerender"):
        review.move(action)
    assert review.state == State.RERENDERED


@pytest.mark.parametrize(
    "state,action",
    [
        (State.NEEDS_REVIEW, "rerender"),
        (State.NEEDS_REVIEW, "draft_fix"),
        (State.FLAGGED, "approve"),  # a flag is resolved by a fix, not waved through
        (State.FIX_DRAFTED, "approve"),
        (State.NEEDS_REVIEW, "reopen"),
        (State.FLAGGED, "mark_stale"),  # clips in the fix loop keep their state
    ],
)
def test_steps_out_of_order_are_refused(review, state, action):
    review.state = state
    review.save()  # as a request leaves it: move() reads the row
    with pytest.raises(NotAllowed):
        review.move(action)
    review.refresh_from_db()
    assert review.judgements.count() == 0


def test_every_state_can_be_left():
    reachable_from = {state for allowed, _ in TRANSITIONS.values() for state in allowed}
    assert reachable_from | {State.APPROVED} >= set(State)
