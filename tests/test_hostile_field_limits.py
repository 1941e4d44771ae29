"""Every way into a lexicon enforces the same field limits: the model's.

Issue 13, item 3: a PLS import skipped the term and alias length limits the API applies,
and let a 59-character request normalize to 20 million characters. The sweep walks every
way an entry is written (API create and update, the admin's add and change forms and its
change list's bulk edit, PLS import through the API, the admin and the command) with a
term over the limit, an alias over the limit, and both exactly at the limit: the first two
are refused with a 4xx or a one-line error and store nothing (imports are all or
nothing), the last is stored.
"""

from dataclasses import dataclass
from xml.sax.saxutils import escape

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import CommandError, call_command
from django.test import Client

from lexicon.models import LexiconEntry
from tests.test_api_support import client_for, error

# Backend-dependent, so on the PostgreSQL + Redis pass too: PostgreSQL enforces column lengths
# (SQLite stores anything).
pytestmark = pytest.mark.backend

TERM_MAX = LexiconEntry._meta.get_field("term").max_length
ALIAS_MAX = LexiconEntry._meta.get_field("alias").max_length
ENTRIES = "/admin/lexicon/lexiconentry/"
HEAD = (
    '<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" xml:lang="en">'
)


@dataclass
class Way:
    """One way in: ``write(world, term, alias)`` returns None when the entry was stored,
    else the refusal as the caller sees it (a status and code, a form error, a line)."""

    name: str
    write: object
    edits_term: bool = True


def pls_file(term: str, alias: str) -> bytes:
    lexemes = (
        "<lexeme><grapheme>fine</grapheme><alias>kept out too</alias></lexeme>"
        f"<lexeme><grapheme>{escape(term)}</grapheme><alias>{escape(alias)}</alias></lexeme>"
    )
    return f"{HEAD}{lexemes}</lexicon>".encode()


def entry_form(world, term: str, alias: str) -> dict:
    return {
        "tenant": world.tenant.pk,
        "term": term,
        "alias": alias,
        "language": "",
        "whole_word": "on",
        "enabled": "on",
        "phoneme": "",
        "note": "",
    }


def api_create(world, term, alias):
    response = world.api.post(
        "/api/v1/lexicon", {"term": term, "alias": alias}, content_type="application/json"
    )
    return None if response.status_code == 201 else (response.status_code, error(response))


def api_update(world, term, alias):
    response = world.api.patch(
        f"/api/v1/lexicon/{world.base.pk}",
        {"term": term, "alias": alias},
        content_type="application/json",
    )
    return None if response.status_code == 200 else (response.status_code, error(response))


def admin_page_errors(response):
    if response.status_code == 302:
        return None
    assert response.status_code == 200  # the form again, with its errors
    errors = response.context["adminform"].form.errors
    assert errors
    return errors


def admin_add(world, term, alias):
    return admin_page_errors(world.staff.post(f"{ENTRIES}add/", entry_form(world, term, alias)))


def admin_change(world, term, alias):
    url = f"{ENTRIES}{world.base.pk}/change/"
    return admin_page_errors(world.staff.post(url, entry_form(world, term, alias)))


def admin_bulk_edit(world, term, alias):
    # The change list edits aliases in place (list_editable); terms are not editable there.
    response = world.staff.post(
        ENTRIES,
        {
            "form-TOTAL_FORMS": "1",
            "form-INITIAL_FORMS": "1",
            "form-0-id": world.base.pk,
            "form-0-alias": alias,
            "form-0-enabled": "on",
            "_save": "Save",
        },
    )
    if response.status_code == 302:
        return None
    errors = [form.errors for form in response.context["cl"].formset.forms if form.errors]
    assert errors
    return errors


def api_pls(world, term, alias):
    response = world.api.post(
        "/api/v1/lexicon/import", pls_file(term, alias), content_type="application/pls+xml"
    )
    return None if response.status_code == 200 else (response.status_code, error(response))


def admin_pls(world, term, alias):
    response = world.staff.post(
        f"{ENTRIES}import-pls/",
        {"tenant": world.tenant.pk, "file": SimpleUploadedFile("x.pls", pls_file(term, alias))},
    )
    if response.status_code == 302:
        return None
    errors = response.context["form"].errors
    assert errors
    return errors


def command_pls(world, term, alias):
    path = world.tmp_path / "x.pls"
    path.write_bytes(pls_file(term, alias))
    try:
        call_command("import_lexicon", world.tenant.slug, str(path))
    except CommandError as exc:
        assert exc.returncode == 2 and "\n" not in str(exc)
        return str(exc)
    return None


WAYS = [
    Way("api-create", api_create),
    Way("api-update", api_update),
    Way("admin-add", admin_add),
    Way("admin-change", admin_change),
    Way("admin-bulk-edit", admin_bulk_edit, edits_term=False),
    Way("api-pls-import", api_pls),
    Way("admin-pls-import", admin_pls),
    Way("import_lexicon-command", command_pls),
]


@dataclass
class World:
    tenant: object
    base: LexiconEntry
    api: Client
    staff: Client
    tmp_path: object


@pytest.fixture
def world(make_tenant, make_member, make_entry, tmp_path):
    tenant = make_tenant("acme")
    base = make_entry(tenant, "base", "the base entry")
    staff = Client()
    staff.force_login(make_member(tenant, "editor"))
    tenant.refresh_from_db()
    return World(tenant, base, client_for(tenant), staff, tmp_path)


def stored(tenant) -> list:
    return sorted(LexiconEntry.objects.filter(tenant=tenant).values_list("term", "alias"))


def assert_refused(refusal, field: str):
    """Refused, naming the field (or, in a file's one-line error, its label) and its limit."""
    assert refusal is not None
    limit = str(LexiconEntry._meta.get_field(field).max_length)
    if isinstance(refusal, tuple):  # the API: a 4xx with a stable code
        status, body = refusal
        assert 400 <= status < 500
        assert body["code"] in ("invalid", "invalid_pls")
        label = LexiconEntry._meta.get_field(field).verbose_name
        assert body["field"] == field or f"{label}:" in body["message"]
        assert limit in body["message"]
    else:
        assert limit in str(refusal)


@pytest.mark.parametrize("way", [w for w in WAYS if w.edits_term], ids=lambda way: way.name)
def test_a_term_over_the_limit_is_refused_everywhere_and_nothing_is_stored(world, way):
    before, version = stored(world.tenant), world.tenant.lexicon_version

    refusal = way.write(world, "t" * (TERM_MAX + 1), "fine")

    assert_refused(refusal, "term")
    assert stored(world.tenant) == before
    world.tenant.refresh_from_db()
    assert world.tenant.lexicon_version == version


@pytest.mark.parametrize("way", WAYS, ids=lambda way: way.name)
def test_an_alias_over_the_limit_is_refused_everywhere_and_nothing_is_stored(world, way):
    before, version = stored(world.tenant), world.tenant.lexicon_version

    refusal = way.write(world, "longword", "a" * (ALIAS_MAX + 1))

    assert_refused(refusal, "alias")
    assert stored(world.tenant) == before
    world.tenant.refresh_from_db()
    assert world.tenant.lexicon_version == version


@pytest.mark.parametrize("way", WAYS, ids=lambda way: way.name)
def test_a_term_and_an_alias_exactly_at_the_limit_are_stored_everywhere(world, way):
    term = "t" * TERM_MAX if way.edits_term else "base"

    assert way.write(world, term, "a" * ALIAS_MAX) is None

    assert (term, "a" * ALIAS_MAX) in stored(world.tenant)


def test_a_phoneme_over_the_limit_in_a_pls_file_is_refused_like_the_api_would(world):
    limit = LexiconEntry._meta.get_field("phoneme").max_length
    data = f"{HEAD}<lexeme><grapheme>x</grapheme><phoneme>{'p' * (limit + 1)}</phoneme>"
    response = world.api.post(
        "/api/v1/lexicon/import", f"{data}</lexeme></lexicon>", content_type="application/pls+xml"
    )
    assert response.status_code == 400
    assert error(response)["code"] == "invalid_pls"
    assert "lexeme 1 ('x')" in error(response)["message"]
    assert stored(world.tenant) == [("base", "the base entry")]
