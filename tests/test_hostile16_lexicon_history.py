"""A lexicon's change history is bounded per tenant and in time (issue 30, sixteenth
pass, O-2): every write kept the entry's whole snapshot before and after (a 500-character
phoneme, a 2,000-character note) and nothing deleted any: eight imports of 8,000 entries
that differ in their phonemes grew the database by 143 MB, and the history page read all
of it (1.2 s → 3.4 s a page). Now a tenant keeps its newest LEXICON_HISTORY_MAX_ROWS rows
(pruned after each write commits), rows older than LEXICON_HISTORY_KEEP_DAYS go daily
(lexicon.history.prune_history, a django-q2 schedule), and the page reads a tenant's
rows by an index on (tenant, -at, -id)."""

from datetime import timedelta

import pytest
from django.db import connection
from django.utils import timezone

from lexicon.imports import import_pls
from lexicon.models import LexiconChange, LexiconEntry

pytestmark = pytest.mark.backend


def pls(count: int, phoneme: str) -> bytes:
    lexemes = "".join(
        f"<lexeme><grapheme>term{i}</grapheme><phoneme>{phoneme * 50}</phoneme>"
        f"<alias>al{i}</alias></lexeme>"
        for i in range(count)
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?><lexicon version="1.0" '
        'xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa" '
        f'xml:lang="en">{lexemes}</lexicon>'
    ).encode()


def test_imports_keep_the_tenants_newest_rows(
    make_tenant, settings, django_capture_on_commit_callbacks
):
    settings.LEXICON_HISTORY_MAX_ROWS = 100
    tenant, other = make_tenant("atk"), make_tenant("vic")
    LexiconEntry.objects.create(tenant=other, term="SaaS", alias="sass")
    for phoneme in "abab":
        with django_capture_on_commit_callbacks(execute=True):
            import_pls(tenant, pls(80, phoneme))
    rows = LexiconChange.objects.filter(tenant=tenant)
    assert rows.count() == 100  # before: 320
    newest = max(rows.values_list("version", flat=True))
    assert rows.filter(version=newest).count() == 80  # the last import's, all of them
    assert LexiconChange.objects.filter(tenant=other).count() == 1  # not another's


def test_single_writes_keep_the_tenants_newest_rows(
    make_tenant, settings, django_capture_on_commit_callbacks
):
    settings.LEXICON_HISTORY_MAX_ROWS = 100
    tenant = make_tenant("atk")
    entry = LexiconEntry.objects.create(tenant=tenant, term="SaaS", alias="a")
    for i in range(120):
        entry.alias = f"a{i}"
        with django_capture_on_commit_callbacks(execute=True):
            entry.save()
    assert LexiconChange.objects.filter(tenant=tenant).count() == 100


def test_rows_older_than_the_retention_are_pruned_daily(make_tenant, settings):
    from lexicon.history import SCHEDULES, prune_history

    settings.LEXICON_HISTORY_KEEP_DAYS = 30
    tenant = make_tenant("acme")
    old = LexiconEntry.objects.create(tenant=tenant, term="old", alias="o")
    LexiconEntry.objects.create(tenant=tenant, term="new", alias="n")
    LexiconChange.objects.filter(term="old").update(at=timezone.now() - timedelta(days=31))
    assert prune_history() == "deleted 1 lexicon change(s)"
    assert list(LexiconChange.objects.values_list("term", flat=True)) == ["new"]
    assert LexiconEntry.objects.filter(pk=old.pk).exists()  # the entry itself stays
    assert ("lexicon: prune history", "lexicon.history.prune_history", 24 * 60) in SCHEDULES


def test_the_schedule_is_installed_by_migrate(db):
    from django_q.models import Schedule

    from lexicon.history import install_schedules

    install_schedules()
    assert Schedule.objects.filter(func="lexicon.history.prune_history").exists()


def test_the_history_page_reads_by_an_index(make_tenant):
    tenant = make_tenant("acme")
    indexes = {
        name
        for name, about in connection.introspection.get_constraints(
            connection.cursor(), LexiconChange._meta.db_table
        ).items()
        if about["index"] and about["columns"][:3] == ["tenant_id", "at", "id"]
    }
    assert indexes, "no index on (tenant, at, id)"
    assert tenant.lexicon_changes.count() == 0
