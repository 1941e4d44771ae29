"""Roles: reviewers judge clips but do not edit the lexicon or re-render; editors do both;
admins too, and they alone manage members and keys."""

import pytest
from django.utils.html import strip_tags

from lexicon.models import LexiconEntry
from review.models import Flag, Review, State

# Backend-dependent, so on the PostgreSQL + Redis pass too: role checks are membership queries.
pytestmark = pytest.mark.backend

CLIPS = "/admin/synth/clip/"


@pytest.fixture
def flagged(sync_jobs, make_tenant, make_member):
    from tests.test_api_support import synthesize

    tenant = make_tenant("acme")
    clip = synthesize(tenant, "Our SaaS ships.", voice="M1", steps=2, seed=1)
    review = Review.of(clip)
    review.move("flag")
    Flag.objects.create(review=review, start=4, end=8, span="SaaS", expected="sass")
    return tenant, clip


FIX = {"term": "SaaS", "alias": "sass", "language": "en", "whole_word": "on", "_save": "1"}


def test_a_reviewer_approves_and_flags(client, make_tenant, make_member, make_clip):
    tenant = make_tenant("acme")
    first, second = make_clip(tenant), make_clip(tenant)
    first.text = second.text = "Our SaaS ships."
    first.save(), second.save()
    client.force_login(make_member(tenant, "reviewer"))
    client.post(f"{CLIPS}{first.pk}/approve/")
    client.post(f"{CLIPS}{second.pk}/flag/", {"span": "SaaS", "category": "acronym"})
    assert Review.objects.get(clip=first).state == State.APPROVED
    flag = Flag.objects.get(review__clip=second)
    assert (flag.start, flag.end, flag.category) == (4, 8, "acronym")
    assert flag.review.state == State.FLAGGED


def test_a_reviewer_cannot_edit_the_lexicon(client, flagged, make_member):
    tenant, clip = flagged
    client.force_login(make_member(tenant, "reviewer"))
    assert client.post(f"{CLIPS}{clip.pk}/fix/", FIX).status_code == 403
    assert not LexiconEntry.objects.exists()
    page = client.get(f"{CLIPS}{clip.pk}/change/").content.decode()
    assert 'id="fix-form"' not in page and "An editor fixes the lexicon" in page


def test_a_reviewer_cannot_re_render(client, flagged, make_member):
    tenant, clip = flagged
    client.force_login(make_member(tenant, "reviewer"))
    Review.objects.filter(clip=clip).update(state=State.FIX_DRAFTED)
    assert client.post(f"{CLIPS}{clip.pk}/rerender/").status_code == 403
    response = client.post(CLIPS, {"action": "rerender_selected", "_selected_action": [clip.pk]})
    assert response.status_code == 403
    assert Review.objects.get(clip=clip).state == State.FIX_DRAFTED


@pytest.mark.parametrize("role", ["editor", "admin"])
def test_editors_and_admins_fix_and_re_render(client, flagged, make_member, role):
    tenant, clip = flagged
    user = make_member(tenant, role)
    client.force_login(user)
    client.post(f"{CLIPS}{clip.pk}/fix/", FIX)
    entry = LexiconEntry.objects.get(tenant=tenant, term="SaaS")
    assert entry.updated_by == user and entry.changes.get().via == f"review of clip {clip.pk}"
    assert Review.objects.get(clip=clip).state == State.FIX_DRAFTED
    client.post(f"{CLIPS}{clip.pk}/rerender/")
    assert Review.objects.get(clip=clip).state == State.RERENDERED


def test_a_preview_saves_nothing(client, flagged, make_member):
    tenant, clip = flagged
    client.force_login(make_member(tenant, "editor"))
    page = client.post(f"{CLIPS}{clip.pk}/fix/", {**FIX, "_preview": "1"}).content.decode()
    assert 'id="preview"' in page and "Our sass ships." in strip_tags(page)
    assert not LexiconEntry.objects.exists()
    assert Review.objects.get(clip=clip).state == State.FLAGGED


def test_a_member_of_another_tenant_cannot_judge(client, flagged, make_tenant, make_member):
    _, clip = flagged
    client.force_login(make_member(make_tenant("other"), "admin"))
    assert client.post(f"{CLIPS}{clip.pk}/approve/").status_code == 404
    assert Review.objects.get(clip=clip).state == State.FLAGGED


def test_only_tenant_admins_manage_members_and_keys(client, make_tenant, make_member):
    tenant = make_tenant("acme")
    for role, allowed in (("reviewer", False), ("editor", False), ("admin", True)):
        client.force_login(make_member(tenant, role))
        status = client.get("/admin/tenancy/membership/add/").status_code
        assert (status == 200) == allowed, role
