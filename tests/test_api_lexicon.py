"""The lexicon over the API: CRUD, history, PLS, and no tenant reaching another's."""

import pytest

from lexicon.models import LexiconEntry
from tests.test_api_support import client_for, error
from tests.test_pls_import_export import BOMB, PLS

# Backend-dependent, so on the PostgreSQL + Redis pass too: lexicon writes (versions, history, PLS
# imports) in transactions; tenant isolation.
pytestmark = pytest.mark.backend

URL = "/api/v1/lexicon"


@pytest.fixture
def alice(make_tenant):
    return make_tenant("alice")


def test_entries_are_created_listed_changed_and_deleted(alice):
    api = client_for(alice)
    created = api.post(
        URL, {"term": "SaaS", "alias": "사스", "language": "ko"}, content_type="application/json"
    )
    assert created.status_code == 201
    entry_id = created.json()["id"]
    listing = api.get(URL).json()
    assert [e["term"] for e in listing["results"]] == ["SaaS"]
    changed = api.patch(f"{URL}/{entry_id}", {"alias": "사-스"}, content_type="application/json")
    assert changed.json()["alias"] == "사-스"
    assert api.delete(f"{URL}/{entry_id}").status_code == 204
    history = api.get(f"{URL}/history").json()["results"]
    assert [h["action"] for h in history] == ["deleted", "changed", "created"]
    assert history[0]["via"].startswith("API key tts_")
    alice.refresh_from_db()
    assert alice.lexicon_version == 3


def test_list_filters_by_language_enabled_and_search(alice, make_entry):
    make_entry(alice, "SaaS", "sass", language="en")
    make_entry(alice, "ONNX", "onyx", language="ko")
    make_entry(alice, "API", "A P I", enabled=False)
    api = client_for(alice)
    terms = lambda **q: [e["term"] for e in api.get(URL, q).json()["results"]]  # noqa: E731
    assert terms(language="ko") == ["ONNX"]
    assert terms(enabled="false") == ["API"]
    assert terms(search="saa") == ["SaaS"]


@pytest.mark.parametrize(
    "body,field,message",
    [
        ({"term": "x", "alias": ""}, "alias", "needs a spoken form"),
        ({"term": "  ", "alias": "y"}, "term", ""),
        ({"term": "SaaS", "alias": "y", "language": "xx"}, "language", ""),
    ],
)
def test_bad_entries_are_refused_with_the_field(alice, body, field, message):
    response = client_for(alice).post(URL, body, content_type="application/json")
    assert response.status_code == 400
    assert error(response)["field"] == field and message in error(response)["message"]


def test_a_duplicate_term_is_refused(alice, make_entry):
    make_entry(alice, "SaaS", "sass")
    response = client_for(alice).post(
        URL, {"term": "SaaS", "alias": "x"}, content_type="application/json"
    )
    assert response.status_code == 400 and "already exists" in error(response)["message"]


def test_pls_import_and_export(alice):
    api = client_for(alice)
    imported = api.post(f"{URL}/import", PLS, content_type="application/pls+xml").json()
    assert (imported["created"], imported["needs_alias"]) == (5, ["tomato"])
    exported = api.get(f"{URL}/export", {"lang": "en"})
    assert exported["Content-Type"] == "application/pls+xml"
    assert b"<grapheme>W3C</grapheme>" in b"".join(exported)


def test_a_pls_bomb_is_refused_and_changes_nothing(alice):
    response = client_for(alice).post(f"{URL}/import", BOMB, content_type="application/pls+xml")
    assert response.status_code == 400 and error(response)["code"] == "invalid_pls"
    assert not LexiconEntry.objects.filter(tenant=alice).exists()


def test_no_tenant_reaches_anothers_entries(three_tenants):
    tenants, _ = three_tenants
    alice_entry = LexiconEntry.objects.get(tenant=tenants["alice"])
    charlie = client_for(tenants["charlie"])
    listing = charlie.get(URL).json()["results"]
    assert [e["term"] for e in listing] == ["CharlieCorp"]
    missing = charlie.get(f"{URL}/999999")
    for method in ("get", "patch", "delete"):
        response = getattr(charlie, method)(
            f"{URL}/{alice_entry.pk}", {"alias": "x"}, content_type="application/json"
        )
        assert response.status_code == 404
        assert response.json() == missing.json()
    alice_entry.refresh_from_db()
    assert alice_entry.alias == "alice corporation"
    history = charlie.get(f"{URL}/history").json()["results"]
    assert {h["term"] for h in history} == {"CharlieCorp"}
    assert b"AliceCorp" not in b"".join(charlie.get(f"{URL}/export", {"lang": "en"}))


@pytest.mark.parametrize("length", [201, 50_000])
def test_a_search_longer_than_any_term_is_a_400_naming_it(alice, length):
    """A part longer than a term can match nothing; on SQLite one of 50,000 characters or more
    made the LIKE refuse and the API answer 503 "database unavailable" (a hostile pass)."""
    response = client_for(alice).get(URL, {"search": "a" * length})

    assert response.status_code == 400
    assert "search" in str(response.json())
