"""The embedded mode's cache (core.cache.DatabaseCache) writes an entry in one statement:
Django's database cache counts its table and reads the row in a transaction first, four
statements on every remembered answer and stream chunk (issue 36). Its entries read back as
Django's own, and the table is still counted, and culled past MAX_ENTRIES, every
COUNT_EVERY sets."""

import itertools
from datetime import UTC, datetime, timedelta

import pytest
from django.core.cache import caches
from django.core.management import call_command
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from core import cache as ours

pytestmark = pytest.mark.backend


@pytest.fixture
def cache(transactional_db, settings, monkeypatch):
    """Ours on either pass (the PostgreSQL pass uses Redis), on a counter of sets that is
    not due for a count; outside a test transaction, as in production."""
    settings.CACHES = {
        "default": {
            "BACKEND": "core.cache.DatabaseCache",
            "LOCATION": "django_cache",
            "OPTIONS": {"MAX_ENTRIES": 5, "CULL_FREQUENCY": 2},
        },
        "django": {"BACKEND": "django.core.cache.backends.db.DatabaseCache",
                   "LOCATION": "django_cache"},
    }  # fmt: skip
    call_command("createcachetable", verbosity=0)
    monkeypatch.setattr(ours, "_sets", itertools.count(1))
    caches["default"].clear()
    return caches["default"]


def rows() -> list[tuple]:
    with connection.cursor() as cursor:
        cursor.execute("SELECT cache_key, value, expires FROM django_cache ORDER BY cache_key")
        return cursor.fetchall()


def test_a_set_is_one_statement(cache):
    with CaptureQueriesContext(connection) as queries:
        cache.set("answer", {"clip": 1}, timeout=60)

    assert [q["sql"].split()[0] for q in queries.captured_queries] == ["INSERT"]
    assert cache.get("answer") == {"clip": 1}


def test_a_set_again_replaces_the_value_and_its_expiry(cache):
    cache.set("answer", "first", timeout=60)
    cache.set("answer", "second", timeout=None)  # never expires

    assert cache.get("answer") == "second"
    assert len(rows()) == 1
    cache.set("answer", "third", timeout=-1)  # expired at once
    assert cache.get("answer") is None


def expiry(raw) -> datetime:
    """A row's expiry as naive UTC: SQLite returns the text, PostgreSQL an aware datetime."""
    moment = datetime.fromisoformat(raw) if isinstance(raw, str) else raw
    return (
        moment.replace(tzinfo=None)
        if moment.tzinfo is None
        else moment.astimezone(UTC).replace(tzinfo=None)
    )


def test_an_entry_is_written_as_djangos_own_set_writes_it(cache):
    cache.set("ours", [1, "two"], timeout=300)
    caches["django"].set("theirs", [1, "two"], timeout=300)

    (_, ours_value, ours_expires), (_, theirs_value, theirs_expires) = rows()
    assert ours_value == theirs_value
    assert expiry(ours_expires).microsecond == 0
    assert timedelta(0) <= expiry(theirs_expires) - expiry(ours_expires) <= timedelta(seconds=1)
    assert caches["django"].get("ours") == [1, "two"] == cache.get("theirs")


def test_every_hundredth_set_counts_the_table_and_culls_it(cache, monkeypatch):
    for n in range(8):
        cache.set(f"entry{n}", n, timeout=60)
    assert len(rows()) == 8  # past MAX_ENTRIES (5): no count yet

    monkeypatch.setattr(ours, "_sets", itertools.count(ours.COUNT_EVERY))
    with CaptureQueriesContext(connection) as queries:
        cache.set("entry8", 8, timeout=60)

    assert "SELECT COUNT(*)" in queries.captured_queries[0]["sql"]
    assert len(rows()) < 8  # Django's cull: every second entry, by key
    assert cache.get("entry8") == 8


def test_a_failed_set_inside_a_transaction_leaves_it_usable(cache):
    with connection.cursor() as cursor:
        cursor.execute("ALTER TABLE django_cache RENAME TO django_cache_gone")
    try:
        with transaction.atomic():
            cache.set("answer", "lost", timeout=60)  # ignored, as Django's set ignores it
            assert connection.cursor().execute("SELECT 1").fetchone() == (1,)
    finally:
        with connection.cursor() as cursor:
            cursor.execute("ALTER TABLE django_cache_gone RENAME TO django_cache")
