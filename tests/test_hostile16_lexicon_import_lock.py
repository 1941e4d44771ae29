"""One tenant's lexicon import never refuses another tenant's, nor tells it of one, and
its write is in short transactions (issue 30, sixteenth pass, O-3): one lock per process
refused every other tenant's import while one was written (503 ``import_busy``, "another
lexicon import is being written": 5 of 15 of a victim's imports), and a 10,000-entry
import was one write transaction that held SQLite's lock (the whole database's) for
seconds: another tenant's GET /voices p95 35 ms → 5.4 s. Now the lock is per tenant
and process (a tenant's imports take one pool thread at most, as before), its refusal
speaks of the tenant's own import, and an import is written IMPORT_BATCH entries a
transaction."""

import pytest

from lexicon import imports
from lexicon.imports import ImportBusy, import_pls, one_import_at_a_time
from lexicon.models import LexiconChange, LexiconEntry
from tests.test_api_support import client_for

pytestmark = pytest.mark.backend

IMPORT = "/api/v1/lexicon/import"


def pls(count: int, alias: str = "al", start: int = 0) -> bytes:
    lexemes = "".join(
        f"<lexeme><grapheme>term{i}</grapheme><alias>{alias}{i}</alias></lexeme>"
        for i in range(start, start + count)
    )
    return (
        '<?xml version="1.0" encoding="UTF-8"?><lexicon version="1.0" '
        'xmlns="http://www.w3.org/2005/01/pronunciation-lexicon" alphabet="ipa" '
        f'xml:lang="en">{lexemes}</lexicon>'
    ).encode()


def test_the_import_lock_is_per_tenant(make_tenant):
    atk, vic = make_tenant("atk"), make_tenant("vic")
    with one_import_at_a_time(atk.pk):
        with one_import_at_a_time(vic.pk):  # before: ImportBusy
            pass
        with pytest.raises(ImportBusy), one_import_at_a_time(atk.pk):
            pass
    with one_import_at_a_time(atk.pk):  # released
        pass


def test_another_tenants_import_is_answered_and_a_refusal_speaks_of_ones_own(make_tenant):
    atk, vic = make_tenant("atk"), make_tenant("vic")
    with one_import_at_a_time(atk.pk):
        answer = client_for(vic).post(IMPORT, pls(1), content_type="application/pls+xml")
        assert answer.status_code == 200, answer.content  # before: 503 import_busy
        refused = client_for(atk).post(IMPORT, pls(1), content_type="application/pls+xml")
    assert refused.status_code == 503 and refused.json()["error"]["code"] == "import_busy"
    message = refused.json()["error"]["message"]
    assert "your lexicon" in message and "another lexicon import" not in message


def test_a_big_import_is_written_in_short_transactions(make_tenant, monkeypatch):
    tenant = make_tenant("atk")
    written = []
    real = imports._write

    def counting(tenant, plan, user, via):
        written.append(len(plan.new) + len(plan.changed))
        real(tenant, plan, user, via)

    monkeypatch.setattr(imports, "_write", counting)
    monkeypatch.setattr(imports, "IMPORT_BATCH", 100)
    report = import_pls(tenant, pls(250))
    assert report.created == 250
    assert written == [100, 100, 50]  # before: [250], one transaction
    assert LexiconEntry.objects.filter(tenant=tenant).count() == 250
    assert LexiconChange.objects.filter(tenant=tenant).count() == 250
    import_pls(tenant, pls(250, alias="new"))
    assert written[3:] == [100, 100, 50]
    assert not LexiconEntry.objects.filter(tenant=tenant).exclude(alias__startswith="new")


def test_a_write_between_batches_is_planned_around(make_tenant, monkeypatch):
    tenant = make_tenant("atk")
    real = imports._Plan.take
    calls = []

    def meddling(plan, count):
        calls.append(1)
        if len(calls) == 2:  # another writer, between the first batch and the second
            LexiconEntry.objects.create(
                tenant=tenant, term="term150", alias="by hand", language="en"
            )
        return real(plan, count)

    monkeypatch.setattr(imports._Plan, "take", meddling)
    monkeypatch.setattr(imports, "IMPORT_BATCH", 100)
    import_pls(tenant, pls(250))
    entries = LexiconEntry.objects.filter(tenant=tenant)
    assert entries.count() == 250  # no duplicate, no IntegrityError
    assert entries.get(term="term150").alias == "al150"  # the import's, written after


def test_the_lock_is_shared_by_every_process(make_tenant):
    """Two imports of one tenant on two web processes were each checked alone and then
    written between each other's batches (the twentieth pass, P-2): the lock is a lease in
    the shared cache now, which another process's import holds as this one's would."""
    from django.core.cache import cache

    atk = make_tenant("atk")
    cache.add(f"lexicon-import:{atk.pk}", 4242, 60)  # another process's import, running
    refused = client_for(atk).post(IMPORT, pls(1), content_type="application/pls+xml")
    assert refused.status_code == 503 and refused.json()["error"]["code"] == "import_busy"
    cache.delete(f"lexicon-import:{atk.pk}")
    assert (
        client_for(atk).post(IMPORT, pls(1), content_type="application/pls+xml").status_code == 200
    )


def test_a_refusal_after_written_batches_says_what_was_kept(make_tenant, monkeypatch):
    """Another write between an import's batches, after which the rest passes the tenant's
    limit: the batches written stay, and the refusal says so instead of "nothing was
    imported" (the twentieth pass, P-2: 5,000 entries kept behind that message)."""
    tenant = make_tenant("atk")
    monkeypatch.setattr(imports, "IMPORT_BATCH", 2)
    monkeypatch.setattr(LexiconEntry, "MAX_CHARS_PER_TENANT", 400)
    real = imports._Plan.take
    taken = []

    def take_after_another_grew_the_lexicon(plan, count):
        taken.append(count)
        if len(taken) == 2:  # after the first batch: someone else's 300 characters
            LexiconEntry.objects.create(tenant=tenant, term="other", alias="x" * 295)
            type(tenant).objects.filter(pk=tenant.pk).update(lexicon_version=99)
        return real(plan, count)

    monkeypatch.setattr(imports._Plan, "take", take_after_another_grew_the_lexicon)
    answer = client_for(tenant).post(IMPORT, pls(6, "a" * 20), content_type="application/pls+xml")
    assert answer.status_code == 400
    error = answer.json()["error"]
    assert error["code"] == "lexicon_too_large"
    assert "nothing was imported" not in error["message"]
    assert "2 of the file's entries had been imported" in error["message"]
    assert LexiconEntry.objects.filter(tenant=tenant, term__startswith="term").count() == 2
