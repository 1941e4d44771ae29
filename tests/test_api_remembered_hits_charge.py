"""A remembered answer whose text normalizing lengthens is charged all of it where its
answer is read: one count of the quota (one Redis round trip, or one database write)
instead of two, once this process has served it; and the quota stays exact, whatever
this process remembered of the charge."""

import pytest

from api import hits
from metering import limits
from metering.limits import quota_used
from metering.models import LimitCounter, Usage
from tests.test_api_support import client_for

pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("sync_jobs", "fresh_counts")]

SENT = "ACME."
NORMALIZED = "a company that makes everything, everywhere."
BODY = {"text": SENT, "steps": 1, "format": "wav"}


@pytest.fixture
def acme(make_tenant, make_entry, monkeypatch):
    monkeypatch.setattr(hits, "_charges", {})  # nothing another test's answers left
    tenant = make_tenant("acme")
    make_entry(tenant, "ACME", NORMALIZED.removesuffix("."))
    return tenant


@pytest.fixture
def counts(monkeypatch):
    """Each time the quota and rate counters are counted (a Redis pipeline's INCRBYs, or
    the database's upsert)."""
    made = []
    in_redis, in_database = limits._add_in_redis, LimitCounter.add.__func__

    def redis_add(*args, **kwargs):
        made.append("redis")
        return in_redis(*args, **kwargs)

    def database_add(cls, *args, **kwargs):
        made.append("database")
        return in_database(cls, *args, **kwargs)

    monkeypatch.setattr(limits, "_add_in_redis", redis_add)
    monkeypatch.setattr(LimitCounter, "add", classmethod(database_add))
    return made


def send(api):
    return api.post("/api/v1/speech", BODY, content_type="application/json")


def charged(tenant) -> int:
    return sum(Usage.objects.filter(tenant=tenant).values_list("characters", flat=True))


def test_a_lengthened_remembered_answer_counts_the_quota_once(acme, counts):
    api = client_for(acme)
    assert send(api)["X-Cache"] == "MISS"
    assert send(api)["X-Cache"] == "HIT"  # the full view's hit, remembered
    assert send(api)["X-Cache"] == "HIT"  # the fast path's first: the difference apart
    counts.clear()
    assert send(api)["X-Cache"] == "HIT"
    assert len(counts) == 1
    assert charged(acme) == quota_used(acme)[0] == 4 * len(NORMALIZED)


def test_a_charge_remembered_wrong_is_corrected_not_charged(acme, counts):
    api = client_for(acme)
    send(api), send(api), send(api)
    (answer_key,) = hits._charges
    hits._charges[answer_key] = 10 * len(NORMALIZED)
    assert send(api)["X-Cache"] == "HIT"
    assert hits._charges[answer_key] == len(NORMALIZED)
    assert charged(acme) == quota_used(acme)[0] == 4 * len(NORMALIZED)


def test_a_stale_charge_that_misses_is_charged_what_the_full_view_plans(acme):
    api = client_for(acme)
    send(api), send(api), send(api)
    entry = acme.entries.get(term="ACME")
    entry.alias = "acme"  # shorter now: the remembered answer and its charge are stale
    entry.save()
    assert send(api)["X-Cache"] == "MISS"
    assert charged(acme) == quota_used(acme)[0] == 3 * len(NORMALIZED) + len("acme.")
