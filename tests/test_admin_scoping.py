"""Staff see and edit only their own tenants' rows; Charlie has no access to Alice's stuff."""

import re

import pytest

from lexicon.models import LexiconEntry, VoicePreset
from tenancy.models import ApiKey, Membership

# Backend-dependent, so on the PostgreSQL + Redis pass too: tenant isolation queries.
pytestmark = pytest.mark.backend

ENTRIES = "/admin/lexicon/lexiconentry/"


@pytest.fixture
def charlie(client, three_tenants):
    tenants, users = three_tenants
    client.force_login(users["charlie"])
    return client, tenants


def test_the_entry_list_shows_only_own_rows(charlie):
    client, _ = charlie
    page = client.get(ENTRIES).content.decode()
    assert "CharlieCorp" in page
    assert "AliceCorp" not in page and "BobCorp" not in page


def test_another_tenants_entry_cannot_be_opened_or_changed(charlie):
    client, tenants = charlie
    alice_entry = LexiconEntry.objects.get(tenant=tenants["alice"])
    response = client.get(f"{ENTRIES}{alice_entry.pk}/change/")
    assert response.status_code == 302  # "does not exist", back to the index
    client.post(f"{ENTRIES}{alice_entry.pk}/change/", {"term": "hacked", "alias": "x"})
    client.post(f"{ENTRIES}{alice_entry.pk}/delete/", {"post": "yes"})
    alice_entry.refresh_from_db()
    assert alice_entry.term == "AliceCorp"


def test_tenant_choices_are_limited_to_own_tenants(charlie):
    client, tenants = charlie
    page = client.get(f"{ENTRIES}add/").content.decode()
    assert f'value="{tenants["charlie"].pk}"' in page
    assert f'value="{tenants["alice"].pk}"' not in page
    response = client.post(
        f"{ENTRIES}add/",
        {
            "tenant": tenants["alice"].pk,
            "term": "Planted",
            "alias": "planted",
            "language": "",
            "enabled": "on",
            "whole_word": "on",
        },
    )
    assert "Select a valid choice" in response.content.decode()
    assert not LexiconEntry.objects.filter(term="Planted").exists()


def test_an_editor_adds_entries_for_their_tenant_and_is_recorded(charlie, three_tenants):
    client, tenants = charlie
    response = client.post(
        f"{ENTRIES}add/",
        {
            "tenant": tenants["charlie"].pk,
            "term": "SaaS",
            "alias": "사스",
            "language": "ko",
            "enabled": "on",
            "whole_word": "on",
        },
    )
    assert response.status_code == 302
    entry = LexiconEntry.objects.get(term="SaaS")
    assert entry.tenant == tenants["charlie"]
    assert entry.updated_by == three_tenants[1]["charlie"]
    assert entry.changes.get().user == three_tenants[1]["charlie"]


def test_history_and_presets_are_scoped_too(charlie, three_tenants):
    client, tenants = charlie
    VoicePreset.objects.create(tenant=tenants["alice"], name="alice-voice", voice="F1")
    VoicePreset.objects.create(tenant=tenants["charlie"], name="charlie-voice", voice="M1")
    history = client.get("/admin/lexicon/lexiconchange/").content.decode()
    assert "CharlieCorp" in history and "AliceCorp" not in history
    presets = client.get("/admin/lexicon/voicepreset/").content.decode()
    assert "charlie-voice" in presets and "alice-voice" not in presets


def test_the_try_it_box_and_export_refuse_another_tenant(charlie):
    client, tenants = charlie
    page = client.get(
        f"{ENTRIES}try/", {"tenant": tenants["alice"].pk, "lang": "en", "text": "AliceCorp"}
    ).content.decode()
    assert "Select a valid choice" in page and "alice corporation" not in page
    response = client.get(
        f"{ENTRIES}export-pls/", {"export-tenant": tenants["alice"].pk, "export-lang": "en"}
    )
    assert response.status_code == 302 and b"AliceCorp" not in response.content


def test_the_try_it_box_shows_the_normalized_text_and_rules(charlie):
    client, tenants = charlie
    page = client.get(
        f"{ENTRIES}try/",
        {"tenant": tenants["charlie"].pk, "lang": "en", "text": "CharlieCorp costs $5."},
    ).content.decode()
    assert "charlie corporation" in page
    assert "lexicon" in page and "five dollars" in page


def test_a_reviewer_neither_reads_nor_edits_the_lexicon(
    client, make_tenant, make_member, make_entry
):
    tenant = make_tenant("acme")
    entry = make_entry(tenant, "ONNX", "onyx")
    client.force_login(make_member(tenant, "reviewer"))
    assert client.get(ENTRIES).status_code == 403  # reviewing needs clips, not the lexicon
    assert client.get(f"{ENTRIES}add/").status_code == 403
    client.post(
        f"{ENTRIES}{entry.pk}/change/",
        {"tenant": tenant.pk, "term": "ONNX", "alias": "changed", "enabled": "on"},
    )
    entry.refresh_from_db()
    assert entry.alias == "onyx"


def test_only_tenant_admins_manage_members_and_keys(client, make_tenant, make_member):
    tenant = make_tenant("acme")
    client.force_login(make_member(tenant, "editor"))
    assert client.get("/admin/tenancy/membership/add/").status_code == 403
    client.force_login(make_member(tenant, "admin"))
    assert client.get("/admin/tenancy/membership/add/").status_code == 200
    response = client.post(
        "/admin/tenancy/tenant/",
        {"action": "issue_api_key", "_selected_action": [tenant.pk]},
        follow=True,
    )
    assert "New API key for acme" in response.content.decode()
    assert ApiKey.objects.filter(tenant=tenant).count() == 1


def test_a_tenant_admin_cannot_issue_keys_for_another_tenant(client, make_tenant, make_member):
    mine, theirs = make_tenant("mine"), make_tenant("theirs")
    client.force_login(make_member(mine, "admin"))
    client.post(
        "/admin/tenancy/tenant/", {"action": "issue_api_key", "_selected_action": [theirs.pk]}
    )
    assert not ApiKey.objects.filter(tenant=theirs).exists()


def test_member_choices_do_not_leak_other_tenants_people(client, three_tenants, make_member):
    tenants, users = three_tenants
    Membership.objects.filter(user=users["charlie"]).update(role="admin")
    client.force_login(users["charlie"])
    page = client.get("/admin/tenancy/membership/add/").content.decode()
    assert "alice-editor" not in page and "bob-editor" not in page


def test_a_superuser_sees_everything(client, three_tenants, django_user_model):
    client.force_login(django_user_model.objects.create_superuser("root", "r@x.org", "pw"))
    page = client.get(ENTRIES).content.decode()
    assert all(name in page for name in ("AliceCorp", "BobCorp", "CharlieCorp"))


def bulk_edit(entry, alias):
    return {
        "form-TOTAL_FORMS": "1",
        "form-INITIAL_FORMS": "1",
        "form-0-id": entry.pk,
        "form-0-alias": alias,
        "form-0-enabled": "on",
        "_save": "Save",
    }


def test_an_editor_who_only_reviews_another_tenant_cannot_bulk_edit_its_entries(
    client, make_tenant, make_member, make_entry
):
    mine, theirs = make_tenant("mine"), make_tenant("theirs")
    own, their = make_entry(mine, "ONNX", "onyx"), make_entry(theirs, "SaaS", "sass")
    user = make_member(mine, "editor")
    Membership.objects.create(user=user, tenant=theirs, role="reviewer")
    client.force_login(user)
    page = client.get(ENTRIES).content.decode()
    tags = re.findall(r'<input[^>]*name="form-\d-alias"[^>]*>', page)
    inputs = {re.search(r'value="(\w+)"', tag)[1]: tag for tag in tags}
    assert "sass" not in inputs and "disabled" not in inputs["onyx"]  # theirs: not even shown
    assert client.post(ENTRIES, bulk_edit(their, "hacked")).status_code in (403, 404)
    their.refresh_from_db()
    assert their.alias == "sass" and their.changes.count() == 1  # only its creation
    assert client.post(ENTRIES, bulk_edit(own, "oh-nix")).status_code == 302
    own.refresh_from_db()
    assert own.alias == "oh-nix"
