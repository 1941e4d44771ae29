"""The forty-sixth hostile pass (issue 30).

H-1: an import's scan of the tenant's clips (to mark them stale) ran uncharged, on the
grounds that an import is charged by its entries; a one-entry file was charged one request
for a scan of up to 1,000 clips (600 ms of CPU; on SQLite the write lock held 49% of the
time: another tenant's p90 17 -> 2,372 ms). The scan is charged as a write's is; the
import's entries are committed already, so past the rate its clips are still marked and
the refused charge spends the window (the next request is 429).

H-2 (a regression of the forty-fifth pass's fix): every view of the admin's lexicon list
ran in a transaction, which on SQLite holds the database's write lock while the page
renders (another tenant's p90 12 -> 2,136 ms). Only a post (a bulk edit or delete) does."""

import pytest

import lexicon.admin
from lexicon.models import LexiconEntry
from review.models import State
from tests.test_api_support import client_for
from tests.test_hostile45_stale_scans import clips, state  # noqa: F401 (a fixture)

pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("fresh_counts", "one_rate_window")]


def one_entry_pls(term: str) -> bytes:
    return (
        '<?xml version="1.0" encoding="UTF-8"?><lexicon version="1.0" '
        'xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa" '
        f'xml:lang="en"><lexeme><grapheme>{term}</grapheme><alias>w</alias></lexeme></lexicon>'
    ).encode()


def test_a_one_entry_import_pays_for_its_scan_and_still_marks(make_tenant, clips, settings):  # noqa: F811
    tenant = make_tenant("acme")
    filler = clips(tenant, 40, "A long announcement about nothing in particular. " * 20)
    said = clips(tenant, 1, "Wörd1 is here.")[0]
    settings.API_RATE = "6/min"
    api = client_for(tenant)
    answers = [
        api.post(
            "/api/v1/lexicon/import", one_entry_pls(f"Wörd{i}"), content_type="application/pls+xml"
        ).status_code
        for i in range(3)
    ]
    # Each: one request for its body, then its scan of ~40,000 characters (three more);
    # the second's scan passes the rate after it was written: marked, the window spent.
    assert answers == [200, 200, 429]  # before: 200, 200, 200 (the scan uncharged)
    assert state(said) == State.STALE
    assert all(state(c) == State.NEEDS_REVIEW for c in filler)


def test_a_view_of_the_lexicon_list_holds_no_transaction(
    make_tenant, make_member, client, monkeypatch
):
    tenant = make_tenant("acme")
    LexiconEntry.objects.create(tenant=tenant, term="Acme", alias="akmi")
    held = []
    real = lexicon.admin.one_pass

    def recorded(*args, **kwargs):
        held.append(True)
        return real(*args, **kwargs)

    monkeypatch.setattr(lexicon.admin, "one_pass", recorded)
    client.force_login(make_member(tenant, "editor"))
    assert client.get("/admin/lexicon/lexiconentry/?q=Acme").status_code == 200
    assert held == []  # before: a transaction (SQLite: the write lock) for the whole page
    entry = LexiconEntry.objects.get(tenant=tenant)
    client.post(
        "/admin/lexicon/lexiconentry/",
        {"action": "delete_selected", "post": "yes", "_selected_action": [entry.pk]},
    )
    assert held == [True] and not LexiconEntry.objects.filter(tenant=tenant).exists()


def test_a_small_import_reads_only_the_entries_it_names(make_tenant):
    """M-1: an import planned against every stored entry of its language (model instances
    of all of them: 0.38 s at 10,000 for a one-entry file)."""
    from django.db.models.signals import post_init

    from lexicon.imports import import_pls
    from tests.test_hostile16_lexicon_import_lock import pls

    tenant = make_tenant("acme")
    import_pls(tenant, pls(300))
    loaded = []

    def count(sender, **kwargs):
        loaded.append(sender)

    post_init.connect(count, sender=LexiconEntry)
    try:
        report = import_pls(tenant, pls(1, alias="new", start=7))
    finally:
        post_init.disconnect(count, sender=LexiconEntry)
    assert report.updated == 1 and report.created == 0
    assert len(loaded) <= 3  # before: 300 and more
    assert LexiconEntry.objects.get(tenant=tenant, term="term7").alias == "new7"
    assert LexiconEntry.objects.filter(tenant=tenant).count() == 300
