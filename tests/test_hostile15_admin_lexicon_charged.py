"""The admin's lexicon writes count against the tenant's request rate as the API's do
(the fifteenth pass, N-3): an editor saved 20 of 20 changes while the tenant's API was
refused 429, each a new lexicon version that every process compiles again. Add, change,
bulk edit, delete and import are counted (lexicon.models.lexicon_requests, once per
tenant and page) and refused with a message, saving nothing, when over the rate."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.forms.models import model_to_dict

from lexicon.models import LexiconChange, LexiconEntry
from tests.test_api_support import client_for

pytestmark = pytest.mark.backend

ADMIN = "/admin/lexicon/lexiconentry/"
PLS = (
    b'<?xml version="1.0"?><lexicon version="1.0" xmlns="http://www.w3.org/2005/01/'
    b'pronunciation-lexicon" alphabet="ipa" xml:lang="en"><lexeme><grapheme>SaaS</grapheme>'
    b"<alias>sass</alias></lexeme></lexicon>"
)


@pytest.fixture
def acme(make_tenant):
    tenant = make_tenant("acme")
    LexiconEntry.objects.create(tenant=tenant, term="SaaS", alias="sass")
    return tenant


@pytest.fixture
def editor(client, acme, make_member):
    client.force_login(make_member(acme, "editor"))
    return client


def form_of(entry, **changes) -> dict:
    data = {k: v for k, v in model_to_dict(entry).items() if v not in (None, False)}
    data.pop("id", None)
    data.pop("updated_by", None)
    return {**data, **changes}


def use_the_rate(tenant):
    api = client_for(tenant)
    answers = [api.get("/api/v1/lexicon/history").status_code for _ in range(11)]
    assert answers[-1] == 429


def left(tenant) -> int:
    api = client_for(tenant)
    return [api.get("/api/v1/lexicon/history").status_code for _ in range(10)].count(200)


def test_a_change_in_the_admin_counts_as_a_write(rate, acme, editor):
    entry = acme.entries.get()
    answer = editor.post(f"{ADMIN}{entry.pk}/change/", form_of(entry, alias="saas"))
    assert answer.status_code == 302
    assert left(acme) == 9


def test_a_change_over_the_rate_is_refused_and_saves_nothing(rate, acme, editor):
    entry = acme.entries.get()
    use_the_rate(acme)
    answer = editor.post(f"{ADMIN}{entry.pk}/change/", form_of(entry, alias="saas"), follow=True)
    assert "Nothing was saved" in answer.content.decode()
    entry.refresh_from_db()
    assert entry.alias == "sass" and LexiconChange.objects.filter(action="changed").count() == 0


def test_an_add_over_the_rate_is_refused(rate, acme, editor):
    use_the_rate(acme)
    data = form_of(acme.entries.get(), term="PaaS", alias="pass")
    editor.post(f"{ADMIN}add/", data)
    assert not LexiconEntry.objects.filter(term="PaaS").exists()


def test_a_bulk_edit_over_the_rate_saves_nothing(rate, acme, editor):
    entry = acme.entries.get()
    use_the_rate(acme)
    data = {
        "form-TOTAL_FORMS": "1",
        "form-INITIAL_FORMS": "1",
        "form-0-id": str(entry.pk),
        "form-0-alias": "saas",
        "form-0-enabled": "on",
        "_save": "Save",
    }
    editor.post(ADMIN, data)
    entry.refresh_from_db()
    assert entry.alias == "sass"


def test_a_delete_over_the_rate_deletes_nothing(rate, acme, editor):
    entry = acme.entries.get()
    use_the_rate(acme)
    editor.post(f"{ADMIN}{entry.pk}/delete/", {"post": "yes"})
    bulk = {"action": "delete_selected", "_selected_action": [entry.pk], "post": "yes"}
    editor.post(ADMIN, bulk)
    assert acme.entries.count() == 1


def test_an_import_over_the_rate_imports_nothing(rate, acme, editor):
    use_the_rate(acme)
    upload = SimpleUploadedFile("x.pls", PLS.replace(b"SaaS", b"PaaS"))
    answer = editor.post(f"{ADMIN}import-pls/", {"tenant": acme.pk, "file": upload})
    assert "nothing was imported" in answer.content.decode()
    assert not LexiconEntry.objects.filter(term="PaaS").exists()
