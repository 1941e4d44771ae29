"""Fixing a flag, as the workflow does it without the admin: the preview saves nothing;
saving writes the entry (who, from which review), links the flag and drafts the fix;
what cannot be fixed raises and writes nothing."""

import pytest
from django.core.exceptions import ValidationError

from lexicon.models import LexiconEntry
from normalize import OutputTooLong
from review import workflow
from review.models import Flag, NotAllowed, Review, State

# Backend-dependent, so on the PostgreSQL + Redis pass too: workflow steps in transactions (what
# fails writes nothing).
pytestmark = pytest.mark.backend


@pytest.fixture
def flagged(make_tenant, make_clip):
    clip = make_clip(make_tenant("acme"))
    clip.text, clip.lang = "Our SaaS ships.", "en"
    clip.save()
    review = Review.of(clip)
    review.move("flag")
    Flag.objects.create(review=review, start=4, end=8, span="SaaS", expected="sass")
    return clip


def draft(tenant, term="SaaS", alias="sass", **fields):
    return LexiconEntry(tenant=tenant, term=term, alias=alias, language="en", **fields)


def test_a_preview_shows_the_text_with_the_draft_and_saves_nothing(flagged):
    result = workflow.preview_fix(flagged, draft(flagged.tenant))
    assert result.text == "Our sass ships."
    assert not LexiconEntry.objects.exists()
    assert Review.objects.get(clip=flagged).state == State.FLAGGED


def test_a_preview_that_grows_the_text_too_long_says_so(flagged, settings):
    settings.API_MAX_TEXT_CHARS = 50
    with pytest.raises(OutputTooLong):
        workflow.preview_fix(flagged, draft(flagged.tenant, alias="s" * 100))


def test_saving_the_fix_writes_the_entry_links_the_flag_and_drafts_the_fix(flagged, make_member):
    editor = make_member(flagged.tenant, "editor")
    entry = workflow.fix(flagged, editor, draft(flagged.tenant))
    entry.refresh_from_db()
    assert (entry.alias, entry.updated_by) == ("sass", editor)
    assert entry.changes.get().via == f"review of clip {flagged.pk}"
    review = Review.objects.get(clip=flagged)
    assert review.state == State.FIX_DRAFTED and review.flags.get().entry == entry
    assert review.judgements.first().note == f"lexicon: {entry}"


def test_without_an_open_flag_there_is_nothing_to_fix(flagged, make_member):
    Flag.objects.update(resolved=True)
    with pytest.raises(workflow.NoOpenFlag):
        workflow.fix(flagged, make_member(flagged.tenant, "editor"), draft(flagged.tenant))
    with pytest.raises(workflow.NoOpenFlag):
        workflow.preview_fix(flagged, draft(flagged.tenant))
    assert not LexiconEntry.objects.exists()


def test_a_fix_the_state_does_not_allow_saves_no_entry(flagged, make_member):
    Review.objects.filter(clip=flagged).update(state=State.APPROVED)
    with pytest.raises(NotAllowed):
        workflow.fix(flagged, make_member(flagged.tenant, "editor"), draft(flagged.tenant))
    assert not LexiconEntry.objects.exists() and Flag.objects.get().entry is None


def test_an_entry_the_lexicon_refuses_is_a_validation_error(flagged, make_member):
    with pytest.raises(ValidationError):
        workflow.fix(
            flagged, make_member(flagged.tenant, "editor"), draft(flagged.tenant, "x" * 201)
        )
    assert not LexiconEntry.objects.exists()
    assert Review.objects.get(clip=flagged).state == State.FLAGGED


def test_an_entry_of_another_tenant_is_not_a_fix(flagged, make_tenant, make_member):
    other = make_tenant("other")
    with pytest.raises(ValueError):
        workflow.fix(flagged, make_member(flagged.tenant, "editor"), draft(other))
    assert not LexiconEntry.objects.exists()
