"""The admin's normalizer previews (Try it, a test set's sentences, a fix's preview) meet
a lexicon that grows text past the synthesis limit: they say so on the page, as synthesis
would refuse it, and never answer 500."""

import pytest
from django.utils.html import strip_tags

from review.models import Flag, Review, TestSet

GROWN = "a " * 100  # with an alias of 500 characters for "a": 50,000 characters
TOO_LONG = "grew through normalization"


@pytest.fixture
def hostile(make_tenant, make_entry):
    tenant = make_tenant("acme")
    make_entry(tenant, "a", "x" * 500)
    return tenant


def test_try_it_says_the_text_grows_too_long(client, hostile, make_member):
    client.force_login(make_member(hostile, "editor"))
    response = client.get(
        "/admin/lexicon/lexiconentry/try/", {"tenant": hostile.pk, "lang": "en", "text": GROWN}
    )
    assert response.status_code == 200
    page = response.content.decode()
    assert TOO_LONG in page and 'id="normalized"' not in page


def test_a_test_set_page_marks_the_sentence_that_grows_too_long(client, hostile, make_member):
    test_set = TestSet.objects.create(
        tenant=hostile, name="grown", sentences=f"Hello there.\n{GROWN}"
    )
    client.force_login(make_member(hostile, "reviewer"))
    response = client.get(f"/admin/review/testset/{test_set.pk}/change/")
    assert response.status_code == 200
    page = response.content.decode()
    assert TOO_LONG in page and "Hello there." in page


def test_a_fix_preview_that_grows_the_clip_too_long_is_a_form_error(
    client, make_tenant, make_member, make_clip
):
    tenant = make_tenant("acme")
    clip = make_clip(tenant)
    clip.text, clip.lang = "Our SaaS ships. " * 20, "en"
    clip.save()
    review = Review.of(clip)
    review.move("flag")
    Flag.objects.create(review=review, start=4, end=8, span="SaaS", expected="sass")
    client.force_login(make_member(tenant, "editor"))
    fix = {"term": "SaaS", "alias": "s" * 500, "language": "en", "whole_word": "on"}
    response = client.post(f"/admin/synth/clip/{clip.pk}/fix/", {**fix, "_preview": "1"})
    assert response.status_code == 200
    page = strip_tags(response.content.decode())
    assert TOO_LONG in page
    assert not tenant.entries.exists()
