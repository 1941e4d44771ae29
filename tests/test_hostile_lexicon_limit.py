"""A tenant's lexicon size limit holds for one entry at a time too, not only for imports:
the API and the admin refuse a new entry past LexiconEntry.MAX_PER_TENANT with the same
message as an import, write nothing, and still let existing entries be edited."""

import pytest
from django.test import Client

from lexicon.models import LexiconChange, LexiconEntry
from tests.test_api_support import client_for

# Backend-dependent, so on the PostgreSQL + Redis pass too: the lexicon's size limit is counted in
# the database.
pytestmark = pytest.mark.backend

URL = "/api/v1/lexicon"


@pytest.fixture
def full(make_tenant, make_entry, monkeypatch):
    """A tenant whose lexicon is at its limit (lowered to 3 for the test)."""
    monkeypatch.setattr(LexiconEntry, "MAX_PER_TENANT", 3)
    tenant = make_tenant("acme")
    for term in ("one", "two", "three"):
        make_entry(tenant, term, term.upper())
    return tenant


def state(tenant):
    tenant.refresh_from_db()
    entries = LexiconEntry.objects.filter(tenant=tenant)
    return (
        sorted(entries.values_list("term", "alias")),
        LexiconChange.objects.filter(tenant=tenant).count(),
        tenant.lexicon_version,
    )


def test_the_api_refuses_a_new_entry_past_the_limit_and_writes_nothing(full):
    api = client_for(full)
    before = state(full)
    response = api.post(URL, {"term": "four", "alias": "FOUR"}, content_type="application/json")
    assert response.status_code == 400
    error = response.json()["error"]
    assert error["field"] == "term"
    assert "4 lexicon entries" in error["message"] and "limit is 3" in error["message"]
    assert state(full) == before


def test_the_api_still_edits_entries_at_the_limit(full):
    api = client_for(full)
    entry = LexiconEntry.objects.get(tenant=full, term="one")
    response = api.patch(f"{URL}/{entry.pk}", {"alias": "ONE!"}, content_type="application/json")
    assert response.status_code == 200
    entry.refresh_from_db()
    assert entry.alias == "ONE!"


def test_the_api_accepts_a_new_entry_once_one_is_deleted(full):
    api = client_for(full)
    assert api.delete(f"{URL}/{LexiconEntry.objects.get(term='one').pk}").status_code == 204
    response = api.post(URL, {"term": "four", "alias": "FOUR"}, content_type="application/json")
    assert response.status_code == 201


def test_the_admin_refuses_a_new_entry_past_the_limit_and_writes_nothing(full, make_member):
    staff = Client()
    staff.force_login(make_member(full, "editor"))
    before = state(full)
    response = staff.post(
        "/admin/lexicon/lexiconentry/add/",
        {"tenant": full.pk, "term": "four", "alias": "FOUR", "language": "", "enabled": "on"},
    )
    assert response.status_code == 200  # the form again, with its error
    errors = response.context["adminform"].form.errors
    assert "4 lexicon entries" in str(errors["term"]) and "limit is 3" in str(errors["term"])
    assert state(full) == before


def test_another_tenant_is_not_held_by_a_full_one(full, make_tenant):
    other = make_tenant("globex")
    response = client_for(other).post(
        URL, {"term": "four", "alias": "FOUR"}, content_type="application/json"
    )
    assert response.status_code == 201
