"""A lexicon's writes, exports and imports count against the request rate by its
characters (the fifteenth pass, N-1): a write makes every process compile the whole
lexicon again, and that compile grows with the characters of the terms, not with the
entries. 2,480 entries of 200-character terms counted 3 requests per write (one per
thousand entries) and cost 1.2-1.9 s of web CPU at the next /normalize."""

import pytest

from lexicon.models import CHARS_PER_REQUEST, LexiconEntry, lexicon_requests
from review import workflow
from review.models import Flag, Review
from tests.test_api_support import client_for

pytestmark = pytest.mark.backend

LEXICON = "/api/v1/lexicon"


def long_terms(tenant, count=300):
    """``count`` entries of 200-character terms: 60,300 characters, seven requests' worth."""
    LexiconEntry.objects.bulk_create(
        LexiconEntry(tenant=tenant, term=f"{i:05d}" + "x" * 195, alias="a") for i in range(count)
    )


def left_after(api, first) -> int:
    first()
    answers = [api.get(f"{LEXICON}/history").status_code for _ in range(10)]
    return answers.count(200)


def test_a_lexicon_of_long_terms_counts_by_its_characters(make_tenant):
    tenant = make_tenant("acme")
    long_terms(tenant)
    assert lexicon_requests(tenant.pk) == -(-300 * 201 // CHARS_PER_REQUEST) == 7


def test_an_import_counts_what_it_may_add(make_tenant):
    tenant = make_tenant("acme")
    assert lexicon_requests(tenant.pk, added_chars=10**9) == 500_000 // CHARS_PER_REQUEST


def test_a_write_to_a_lexicon_of_long_terms_counts_by_characters(rate, make_tenant):
    tenant = make_tenant("acme")
    long_terms(tenant)
    api = client_for(tenant)
    entry = LexiconEntry.objects.filter(tenant=tenant).first()

    def patch():
        api.patch(f"{LEXICON}/{entry.pk}", {"alias": "b"}, content_type="application/json")

    assert left_after(api, patch) == 3  # seven requests for the write (before: one)


def test_an_export_of_long_terms_counts_by_characters(rate, make_tenant):
    tenant = make_tenant("acme")
    long_terms(tenant)
    api = client_for(tenant)
    assert left_after(api, lambda: api.get(f"{LEXICON}/export?lang=en")) == 3


def test_a_fix_from_the_review_counts_as_a_write(rate, make_tenant, make_clip, make_member):
    tenant = make_tenant("acme")
    long_terms(tenant)
    clip = make_clip(tenant)
    clip.text, clip.lang = "Our SaaS ships.", "en"
    clip.save()
    review = Review.of(clip)
    review.move("flag")
    Flag.objects.create(review=review, start=4, end=8, span="SaaS", expected="sass")
    draft = LexiconEntry(tenant=tenant, term="SaaS", alias="sass", language="en")
    api = client_for(tenant)
    assert left_after(api, lambda: workflow.fix(clip, make_member(tenant, "editor"), draft)) == 3
