"""Issue 13 (after the fixes): one tenant's PLS import of 200 lexemes x 100 graphemes held
the database's write lock for 25 s, and every other tenant's requests waited on it. The
entry limit now counts graphemes (each is one entry), a tenant's lexicon is bounded, and
an import is one short bulk edit: its queries do not grow with its entries."""

import math

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import CommandError, call_command
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from lexicon import pls
from lexicon.imports import IMPORT_BATCH, import_pls
from lexicon.models import LexiconChange, LexiconEntry
from review.models import Review, State
from tests.test_api_support import client_for, error

# Backend-dependent, so on the PostgreSQL + Redis pass too: an import's queries and write lock,
# per database.
pytestmark = pytest.mark.backend

HEAD = (
    '<lexicon version="1.0" xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" xml:lang="en">'
)


def pls_file(entries: int, per_lexeme: int = 100, alias: str = "a", prefix: str = "k") -> bytes:
    """``entries`` graphemes in lexemes of ``per_lexeme`` graphemes, all with one alias."""
    lexemes = "".join(
        "<lexeme>"
        + "".join(
            f"<grapheme>{prefix}{i}z{j}</grapheme>"
            for j in range(min(per_lexeme, entries - i * per_lexeme))
        )
        + f"<alias>{alias}</alias></lexeme>"
        for i in range(math.ceil(entries / per_lexeme))
    )
    return f"{HEAD}{lexemes}</lexicon>".encode()


def via_api(tenant, data):
    response = client_for(tenant).post("/api/v1/lexicon/import", data, "application/pls+xml")
    if response.status_code == 200:
        return None
    assert response.status_code == 400 and error(response)["code"] == "invalid_pls"
    return error(response)["message"]


def via_admin(tenant, data, user):
    staff = Client()
    staff.force_login(user)
    response = staff.post(
        "/admin/lexicon/lexiconentry/import-pls/",
        {"tenant": tenant.pk, "file": SimpleUploadedFile("x.pls", data)},
    )
    if response.status_code == 302:
        return None
    return str(response.context["form"].errors["file"])


def via_command(tenant, data, tmp_path):
    path = tmp_path / "x.pls"
    path.write_bytes(data)
    try:
        call_command("import_lexicon", tenant.slug, str(path))
    except CommandError as exc:
        assert exc.returncode == 2 and "\n" not in str(exc)
        return str(exc)
    return None


@pytest.fixture
def ways(make_tenant, make_member, make_entry, tmp_path):
    """(tenant, {way: import(data) -> None if imported, else the refusal's text})."""
    tenant = make_tenant("acme")
    make_entry(tenant, "keep", "me")
    editor = make_member(tenant, "editor")
    tenant.refresh_from_db()
    return tenant, {
        "api": lambda data: via_api(tenant, data),
        "admin": lambda data: via_admin(tenant, data, editor),
        "command": lambda data: via_command(tenant, data, tmp_path),
    }


def lexicon_state(tenant):
    tenant.refresh_from_db()
    return (
        sorted(LexiconEntry.objects.filter(tenant=tenant).values_list("term", "alias")),
        LexiconChange.objects.filter(tenant=tenant).count(),
        tenant.lexicon_version,
    )


@pytest.mark.parametrize("way", ["api", "admin", "command"])
def test_a_file_with_more_graphemes_than_the_limit_is_refused_whole_everywhere(ways, way):
    tenant, imports_by = ways
    before = lexicon_state(tenant)
    # Few lexemes, many graphemes each: the old limit counted lexemes only.
    refusal = imports_by[way](pls_file(pls.MAX_ENTRIES + 1))
    assert refusal is not None
    assert f"{pls.MAX_ENTRIES + 1:,} entries" in refusal and f"{pls.MAX_ENTRIES:,}" in refusal
    assert "nothing was imported" in refusal
    assert lexicon_state(tenant) == before


def test_a_file_at_the_limit_is_imported_whole(make_tenant):
    tenant = make_tenant()
    report = import_pls(tenant, pls_file(pls.MAX_ENTRIES))
    assert report.created == pls.MAX_ENTRIES == tenant.entries.count()


@pytest.mark.parametrize("way", ["api", "admin", "command"])
def test_an_import_that_would_pass_the_tenants_lexicon_limit_is_refused_everywhere(
    ways, way, monkeypatch
):
    tenant, imports_by = ways
    monkeypatch.setattr(LexiconEntry, "MAX_PER_TENANT", 20)
    assert imports_by[way](pls_file(19)) is None  # 1 + 19: at the limit
    before = lexicon_state(tenant)
    refusal = imports_by[way](pls_file(1, prefix="new"))
    assert "21 lexicon entries" in refusal and "limit is 20" in refusal
    assert lexicon_state(tenant) == before
    assert imports_by[way](pls_file(19, alias="b")) is None  # updating adds nothing


def bulk_rows_per_query() -> int:
    """How many rows the database takes in one bulk statement (SQLite: its parameter
    limit over the widest model's fields; PostgreSQL: all of them)."""
    fields = [f for f in LexiconEntry._meta.concrete_fields if not f.primary_key]
    return connection.ops.bulk_batch_size(["pk", "pk", *fields], [None] * 2000)


def queries_of_an_import(tenant, entries: int, alias: str) -> int:
    with CaptureQueriesContext(connection) as queries:
        import_pls(tenant, pls_file(entries, alias=alias))
    return len(queries)


@pytest.mark.parametrize("alias", ["new", "changed"])
def test_an_imports_queries_do_not_grow_with_its_entries(make_tenant, make_clip, alias):
    small, large = make_tenant("small"), make_tenant("large")
    for tenant in (small, large):
        for text in ("Say k0z0 twice.", "Nothing here."):
            clip = make_clip(tenant)
            clip.text, clip.lang, clip.lexicon_version = text, "en", 0
            clip.save()
        if alias == "changed":  # the measured import updates every entry instead
            import_pls(tenant, pls_file(20 if tenant == small else 2000, alias="first"))
    few = queries_of_an_import(small, 20, alias)
    many = queries_of_an_import(large, 2000, alias)
    # Writing in bulk: a few statements per batch the database takes, not several per entry;
    # and a short transaction of its own per IMPORT_BATCH entries (each with what a small
    # import's one transaction costs at most).
    batches = math.ceil(2000 / min(bulk_rows_per_query(), IMPORT_BATCH))
    transactions = math.ceil(2000 / IMPORT_BATCH)
    assert many <= few * transactions + 3 * batches
    for tenant in (small, large):
        assert tenant.entries.filter(alias=alias).count() == (20 if tenant == small else 2000)
        assert Review.objects.get(clip__tenant=tenant, clip__text__startswith="Say").state == (
            State.STALE
        )


def test_an_import_is_one_edit_with_a_history_row_per_written_entry(make_tenant, make_member):
    tenant = make_tenant()
    editor = make_member(tenant)
    import_pls(tenant, pls_file(3, alias="one"), editor, via="admin")
    report = import_pls(tenant, pls_file(4, alias="two"))
    again = import_pls(tenant, pls_file(4, alias="two"))
    tenant.refresh_from_db()
    assert tenant.lexicon_version == 2  # the unchanged third import is no edit
    assert (report.created, report.updated, report.unchanged) == (1, 3, 0)
    assert (again.created, again.updated, again.unchanged) == (0, 0, 4)
    rows = list(LexiconChange.objects.filter(tenant=tenant).order_by("id"))
    first, second = rows[:3], rows[3:]
    assert [(r.action, r.term, r.version, r.user, r.via) for r in first] == [
        ("created", f"k0z{i}", 1, editor, "admin") for i in range(3)
    ]
    assert sorted((r.action, r.term, r.version, r.via) for r in second) == [
        ("changed", "k0z0", 2, "PLS import"),
        ("changed", "k0z1", 2, "PLS import"),
        ("changed", "k0z2", 2, "PLS import"),
        ("created", "k0z3", 2, "PLS import"),
    ]
    assert all(r.entry.term == r.term for r in rows)
    assert {(r.before["alias"], r.after["alias"]) for r in second if r.before} == {("one", "two")}


def test_an_import_marks_stale_only_the_clips_its_terms_touch(make_tenant, make_clip):
    acme, charlie = make_tenant("acme"), make_tenant("charlie")

    def say(text, tenant=acme, lang="en", version=0):
        clip = make_clip(tenant)
        clip.text, clip.lang, clip.lexicon_version = text, lang, version
        clip.save()
        return clip

    hit, other, korean = say("Our k1z3 ships."), say("Nothing here."), say("k1z3", lang="ko")
    flagged, recent, theirs = say("k0z0 too"), say("k0z0", version=99), say("k0z0", charlie)
    Review.of(hit).move("approve")
    Review.of(flagged).move("flag")
    import_pls(acme, pls_file(200))

    def state(clip):
        review = Review.objects.filter(clip=clip).first()
        return review.state if review else State.NEEDS_REVIEW

    assert state(hit) == State.STALE
    assert "k1z3" in Review.objects.get(clip=hit).judgements.first().note
    assert state(flagged) == State.FLAGGED
    for untouched in (other, korean, recent, theirs):
        assert state(untouched) == State.NEEDS_REVIEW
