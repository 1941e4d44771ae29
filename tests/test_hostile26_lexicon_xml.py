"""A lexicon holds only what its PLS export can carry (issue 30, the twenty-sixth hostile
pass's F-5): an entry with a character XML 1.0 cannot hold ("Acme\\u000bWidget", stored
201) made the tenant's whole export a file no parser reads, and importing it back was
refused in full ("invalid_pls ... nothing was imported"). Now every way in refuses such a
character with a field error, and an export of an entry stored before writes it without."""

import json

import pytest

from lexicon.models import LexiconEntry
from tests.test_api_support import client_for

pytestmark = pytest.mark.backend

NOT_XML = ["\u000b", "\u0001", "\ufffe", "\ud800"]


@pytest.mark.parametrize("field", ["term", "alias", "phoneme", "note"])
@pytest.mark.parametrize("char", NOT_XML, ids=["vt", "soh", "fffe", "surrogate"])
def test_the_api_refuses_a_character_xml_cannot_carry(make_tenant, field, char):
    tenant = make_tenant("acme")
    body = {"term": "Acme", "alias": "acme widget", "language": "en", field: f"Ac{char}me"}
    # json.dumps escapes a lone surrogate, as a client's JSON does ("\ud800")
    response = client_for(tenant).post(
        "/api/v1/lexicon", json.dumps(body), content_type="application/json"
    )
    assert response.status_code == 400, response.content[:300]
    assert field in json.dumps(response.json())
    assert not LexiconEntry.objects.filter(tenant=tenant).exists()


def test_the_admin_form_refuses_it(make_tenant, make_member):
    from django.test import Client

    tenant = make_tenant("acme")
    client = Client()
    client.force_login(make_member(tenant, "editor"))
    response = client.post(
        "/admin/lexicon/lexiconentry/add/",
        {"tenant": tenant.pk, "term": "Acme\u000bWidget", "alias": "acme widget",
         "language": "en", "enabled": "on", "whole_word": "on"},
    )  # fmt: skip
    assert response.status_code == 200  # the form again, with its error
    assert "control character" in response.content.decode()
    assert not LexiconEntry.objects.filter(tenant=tenant).exists()


def test_an_entry_stored_before_is_exported_without_it_and_reads_back(make_tenant):
    tenant = make_tenant("acme")
    LexiconEntry.objects.create(tenant=tenant, term="Acme\u000bWidget", alias="acme\u0001 widget",
                                language="en")  # fmt: skip
    LexiconEntry.objects.create(tenant=tenant, term="Kubernetes", alias="koo ber net ees",
                                language="en")  # fmt: skip
    api = client_for(tenant)
    exported = api.get("/api/v1/lexicon/export?lang=en")
    assert exported.status_code == 200
    body = b"".join(exported)
    assert b"\x0b" not in body and b"\x01" not in body
    other = make_tenant("other")
    imported = client_for(other).post(
        "/api/v1/lexicon/import", body, content_type="application/pls+xml"
    )
    assert imported.status_code in (200, 201), imported.content[:300]
    assert set(LexiconEntry.objects.filter(tenant=other).values_list("term", flat=True)) == {
        "AcmeWidget",
        "Kubernetes",
    }
