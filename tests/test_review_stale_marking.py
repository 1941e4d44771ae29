"""When a lexicon entry changes, the clips whose text contains its term (as the entry
matches it) are marked stale for re-review; every other clip is untouched."""

import pytest

from lexicon.models import LexiconEntry
from review.models import Review, State

# Backend-dependent, so on the PostgreSQL + Redis pass too: clips found by text__icontains (case
# folding differs per database).
pytestmark = pytest.mark.backend


@pytest.fixture
def clip_saying(make_tenant, make_clip):
    acme = make_tenant("acme")

    def make(text, tenant=acme, lang="en"):
        clip = make_clip(tenant)
        clip.text, clip.lang, clip.lexicon_version = text, lang, 0
        clip.save()
        return clip

    return acme, make


def state(clip):
    review = Review.objects.filter(clip=clip).first()
    return review.state if review else State.NEEDS_REVIEW


def test_only_clips_containing_the_term_are_marked(clip_saying, make_entry):
    acme, say = clip_saying
    hit, other = say("Our SaaS ships."), say("Nothing to see here.")
    Review.of(hit).move("approve")
    make_entry(acme, "SaaS", "sass")
    assert state(hit) == State.STALE
    assert state(other) == State.NEEDS_REVIEW
    assert not Review.objects.filter(clip=other).exists()  # not even a row


def test_matching_follows_the_entry_whole_words_case_and_language(clip_saying, make_entry):
    acme, say = clip_saying
    korean = say("우리 SaaS를 출시합니다", lang="ko")
    lower = say("our saas ships.")
    inside = say("A SaaSy product.")
    english = say("Our SaaS ships.")
    make_entry(acme, "SaaS", "사스", language="ko", case_sensitive=True)
    assert state(korean) == State.STALE
    assert state(lower) == state(inside) == state(english) == State.NEEDS_REVIEW


def test_a_changed_or_deleted_entry_marks_clips_of_its_old_and_new_term(clip_saying, make_entry):
    acme, say = clip_saying
    old, new = say("Welcome to ONNX."), say("Welcome to Onyx.")
    entry = make_entry(acme, "ONNX", "onyx")
    Review.objects.filter(clip=old).update(state=State.APPROVED)
    entry.term = "Onyx"
    entry.save()
    assert state(old) == State.STALE and state(new) == State.STALE
    Review.objects.all().update(state=State.APPROVED)
    LexiconEntry.objects.get(pk=entry.pk).delete()
    assert state(old) == State.APPROVED and state(new) == State.STALE


def test_clips_made_after_the_change_and_clips_in_the_fix_loop_keep_their_state(
    clip_saying, make_entry
):
    acme, say = clip_saying
    flagged, recent = say("Our SaaS ships."), say("Our SaaS ships today.")
    Review.of(flagged).move("flag")
    recent.lexicon_version = 99
    recent.save()
    make_entry(acme, "SaaS", "sass")
    assert state(flagged) == State.FLAGGED
    assert state(recent) == State.NEEDS_REVIEW


def test_another_tenants_clips_are_untouched(clip_saying, make_tenant, make_entry):
    acme, say = clip_saying
    charlie = make_tenant("charlie")
    theirs = say("Our SaaS ships.", tenant=charlie)
    make_entry(acme, "SaaS", "sass")
    assert state(theirs) == State.NEEDS_REVIEW


def test_the_history_says_which_change_made_a_clip_stale(clip_saying, make_entry):
    acme, say = clip_saying
    clip = say("Our SaaS ships.")
    make_entry(acme, "SaaS", "sass")
    judgement = Review.objects.get(clip=clip).judgements.get()
    assert judgement.action == "mark_stale" and "SaaS" in judgement.note


def test_a_non_ascii_term_is_matched_without_regard_to_case(clip_saying, make_entry):
    acme, say = clip_saying
    clip = say("ÄRGER im Büro.", lang="de")
    make_entry(acme, "ärger", "Ärger")
    assert state(clip) == State.STALE
