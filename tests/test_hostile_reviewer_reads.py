"""A reviewer sees in the admin what reviewing needs, and no more.

A fourth hostile pass: a reviewer (the lowest staff role) could read their own tenant's
lexicon entries and history, voice presets, API key names and member list in the admin.
Each admin now says which roles may see its rows (``view_roles``, tenancy.scoping): the
lexicon, its history and the presets are for editors and admins, members and keys for
admins; a reviewer keeps the clips and the review queue. The lists, the pages of single
rows and the lexicon's export all refuse a reviewer; an editor still reads the lexicon.
"""

import pytest
from django.test import Client

pytestmark = pytest.mark.backend

HIDDEN = {
    "lexicon": "/admin/lexicon/lexiconentry/",
    "history": "/admin/lexicon/lexiconchange/",
    "presets": "/admin/lexicon/voicepreset/",
    "keys": "/admin/tenancy/apikey/",
    "members": "/admin/tenancy/membership/",
}


@pytest.fixture
def acme(make_tenant, make_member, make_entry, make_clip):
    from lexicon.models import VoicePreset
    from tenancy.models import ApiKey, Membership

    tenant = make_tenant("acme")
    rows = {
        "lexicon": make_entry(tenant, "ONNX", "onyx"),
        "presets": VoicePreset.objects.create(tenant=tenant, name="brand", voice="F1"),
        "keys": ApiKey.issue(tenant, name="production server")[0],
    }
    rows["history"] = rows["lexicon"].changes.first()
    reviewer = make_member(tenant, "reviewer", "rita")
    rows["members"] = Membership.objects.get(user=reviewer)
    make_clip(tenant)
    return tenant, reviewer, rows


def as_(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


@pytest.mark.parametrize("what", sorted(HIDDEN))
def test_a_reviewer_sees_neither_the_list_nor_a_row(acme, what):
    _, reviewer, rows = acme
    client = as_(reviewer)
    listing = client.get(HIDDEN[what])
    assert listing.status_code == 403
    row = client.get(f"{HIDDEN[what]}{rows[what].pk}/change/")
    assert row.status_code in (302, 403, 404)
    assert b"production server" not in row.content and b"onyx" not in row.content


def test_a_reviewers_admin_index_offers_only_reviewing(acme):
    _, reviewer, _ = acme
    index = as_(reviewer).get("/admin/").content.decode()
    for path in HIDDEN.values():
        assert path not in index
    assert "/admin/synth/clip/" in index


def test_a_reviewer_cannot_export_the_lexicon(acme):
    tenant, reviewer, _ = acme
    response = as_(reviewer).get(
        "/admin/lexicon/lexiconentry/export-pls/", {"export-tenant": tenant.pk, "export-lang": "en"}
    )
    assert response.status_code != 200 or b"onyx" not in b"".join(response)


def test_a_reviewer_still_reviews_clips(acme):
    _, reviewer, _ = acme
    assert as_(reviewer).get("/admin/synth/clip/").status_code == 200


def test_an_editor_still_reads_the_lexicon_and_an_admin_the_keys(acme, make_member):
    tenant, _, _ = acme
    editor = as_(make_member(tenant, "editor", "ed"))
    assert b"onyx" in editor.get(HIDDEN["lexicon"]).content
    assert editor.get(HIDDEN["keys"]).status_code == 403
    admin = as_(make_member(tenant, "admin", "ada"))
    assert b"production server" in admin.get(HIDDEN["keys"]).content
