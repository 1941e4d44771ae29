"""The clip page's fix preview compiles only what can change the clip's text (the
fifteenth pass, N-2): it compiled the tenant's whole lexicon per view, uncached, 1.3-1.9 s
of web CPU for one request of the rate. Now the entries whose term is in the text, and
the draft; it counts as a lexicon write does, by rows read and characters compiled."""

import pytest

import normalize
from lexicon.models import LexiconEntry
from review import workflow
from review.models import Flag, Review
from tests.test_api_support import client_for

pytestmark = pytest.mark.backend


def flagged_clip(tenant, make_clip, text="Our SaaS ships."):
    clip = make_clip(tenant)
    clip.text, clip.lang = text, "en"
    clip.save()
    review = Review.of(clip)
    review.move("flag")
    Flag.objects.create(review=review, start=0, end=3, span=text[:3], expected="x")
    return clip


def draft(tenant):
    return LexiconEntry(tenant=tenant, term="SaaS", alias="sass", language="en")


@pytest.fixture
def compiled(monkeypatch):
    """The entries each Normalizer built is given."""
    built, real = [], normalize.Normalizer

    def spy(entries, disabled=()):
        entries = list(entries)
        built.append(entries)
        return real(entries, disabled)

    monkeypatch.setattr(normalize, "Normalizer", spy)
    return built


def test_a_preview_compiles_only_the_entries_in_the_clips_text(make_tenant, make_clip, compiled):
    tenant = make_tenant("acme")
    LexiconEntry.objects.bulk_create(
        LexiconEntry(tenant=tenant, term=f"{i:05d}" + "x" * 195, alias="a") for i in range(300)
    )
    LexiconEntry.objects.create(tenant=tenant, term="SHIPS", alias="sails")
    result = workflow.preview_fix(flagged_clip(tenant, make_clip), draft(tenant))
    assert result.text == "Our sass sails."
    assert [[e.term for e in entries] for entries in compiled] == [["SHIPS", "SaaS"]]


def test_a_preview_of_a_text_holding_many_terms_counts_their_characters(
    rate, make_tenant, make_clip
):
    tenant = make_tenant("acme")
    written = "".join(chr(ord("a") + i % 26) + chr(ord("a") + i // 26 % 26) for i in range(150))
    # 60 distinct 200-character terms, all in the text: 12,060 characters, two requests.
    LexiconEntry.objects.bulk_create(
        LexiconEntry(tenant=tenant, term=written[i : i + 200], alias="a", whole_word=False)
        for i in range(60)
    )
    clip = flagged_clip(tenant, make_clip, text=f"Our SaaS {written}.")
    workflow.preview_fix(clip, draft(tenant))
    api = client_for(tenant)
    answers = [api.get("/api/v1/lexicon/history").status_code for _ in range(10)]
    assert answers.count(200) == 8  # before: one request, 9 left
