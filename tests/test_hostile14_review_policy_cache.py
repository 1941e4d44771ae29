"""Hostile pass 14, N-3: the review policy of a new clip finds whether the clip says a
lately changed lexicon term with the recent changes compiled once per process and change,
not once per clip: a tenant's history of changes is not compiled again for every clip the
worker stores. Work is counted (compiles), never timed."""

from datetime import timedelta

import pytest
from django.utils import timezone

from lexicon.models import LexiconChange, LexiconEntry
from normalize.lexicon import Lexicon
from review import queue, stale

pytestmark = pytest.mark.backend


@pytest.fixture
def compiles(monkeypatch):
    """How many lexicons review.stale compiles."""
    seen = {"lexicons": 0}

    class Counting(Lexicon):
        def __init__(self, *args, **kwargs):
            seen["lexicons"] += 1
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(stale, "Lexicon", Counting)
    return seen


@pytest.fixture
def busy(make_tenant):
    """A tenant with 60 recent lexicon changes."""
    acme = make_tenant("acme")
    for i in range(60):
        LexiconEntry(tenant=acme, term=f"zq{i}", alias=f"z {i}").save()
    return acme


def said(make_clip, tenant, text):
    clip = make_clip(tenant)
    clip.text = text
    return clip


def test_the_second_clips_policy_does_not_compile_the_recent_changes_again(
    busy, make_clip, compiles
):
    assert not queue.has_recent_term(said(make_clip, busy, "First miss."), 14)
    first = compiles["lexicons"]
    assert queue.has_recent_term(said(make_clip, busy, "Say zq7 now."), 14)
    assert not queue.has_recent_term(said(make_clip, busy, "Third miss."), 14)
    assert compiles["lexicons"] == first, compiles


def test_a_new_change_is_found_by_the_next_clips_policy(busy, make_clip, make_entry):
    assert not queue.has_recent_term(said(make_clip, busy, "Say fresh now."), 14)
    make_entry(busy, "fresh", "new")
    assert queue.has_recent_term(said(make_clip, busy, "Say fresh now."), 14)


def test_a_deleted_entrys_old_term_is_found_by_the_next_clips_policy(busy, make_clip):
    assert not queue.has_recent_term(said(make_clip, busy, "Say gone now."), 14)
    entry = LexiconEntry(tenant=busy, term="gone", alias="g")
    entry.save()
    entry.delete()
    assert queue.has_recent_term(said(make_clip, busy, "Say gone now."), 14)


def test_a_change_that_leaves_the_window_is_no_longer_found(busy, make_clip, monkeypatch):
    now = timezone.now()
    LexiconChange.objects.filter(tenant=busy, term="zq0").update(at=now - timedelta(days=13))
    assert queue.has_recent_term(said(make_clip, busy, "Say zq0 now."), 14)
    # Two days on, no new change: zq0's has left the 14 days, the others have not.
    monkeypatch.setattr(timezone, "now", lambda: now + timedelta(days=2))
    assert not queue.has_recent_term(said(make_clip, busy, "Say zq0 now."), 14)
    assert queue.has_recent_term(said(make_clip, busy, "Say zq0 now."), 20)
    assert queue.has_recent_term(said(make_clip, busy, "Say zq1 now."), 14)


def test_another_tenants_changes_are_not_its_policys(busy, make_tenant, make_clip, make_entry):
    bob = make_tenant("bob")
    make_entry(bob, "other", "o")
    assert queue.has_recent_term(said(make_clip, busy, "Say zq3."), 14)
    assert not queue.has_recent_term(said(make_clip, bob, "Say zq3."), 14)
    assert queue.has_recent_term(said(make_clip, bob, "Say other."), 14)
    assert not queue.has_recent_term(said(make_clip, busy, "Say other."), 14)


def test_the_cache_keeps_a_bounded_number_of_tenants(
    make_tenant, make_entry, make_clip, monkeypatch
):
    monkeypatch.setattr(stale, "RECENT_TENANTS", 2)
    monkeypatch.setattr(stale, "_recent", type(stale._recent)())
    for slug in ("t1", "t2", "t3"):
        tenant = make_tenant(slug)
        make_entry(tenant, slug, "x")
        assert queue.has_recent_term(said(make_clip, tenant, f"Say {slug}."), 14)
    assert len(stale._recent) == 2
