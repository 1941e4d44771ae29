"""record_request: cheap enough for the cache-hit path, and its counts reach the database."""

import time

import pytest

from review import usage
from review.models import UsageDay

# Backend-dependent, so on the PostgreSQL + Redis pass too: usage counts reach the database.
pytestmark = pytest.mark.backend


def test_recording_a_request_costs_well_under_a_fifth_of_a_millisecond(make_tenant):
    tenant = make_tenant("acme")
    usage.flush()
    calls = 20_000
    started = time.perf_counter()
    for _ in range(calls):
        usage.record_request(tenant, hit=True, characters=42)
    per_call = (time.perf_counter() - started) / calls
    usage.flush()
    assert per_call < 0.00005, f"{per_call * 1e6:.1f} µs a call"


def test_counts_are_added_to_the_day_row(make_tenant):
    tenant = make_tenant("acme")
    usage.record_request(tenant, hit=True, characters=10)
    usage.record_request(tenant, hit=False, characters=5)
    usage.flush()
    usage.record_request(tenant, hit=True, characters=1)
    usage.flush()
    row = UsageDay.objects.get(tenant=tenant)
    assert (row.requests, row.hits, row.characters) == (3, 2, 16)


def test_counts_are_flushed_by_a_later_call_after_a_while(make_tenant, monkeypatch):
    tenant = make_tenant("acme")
    usage.flush()
    usage.record_request(tenant, hit=False, characters=3)
    assert not UsageDay.objects.exists()  # kept in memory for now
    monkeypatch.setattr(usage, "FLUSH_SECONDS", 0)  # as if the interval had passed
    usage.record_request(tenant, hit=False, characters=3)
    assert UsageDay.objects.get(tenant=tenant).requests == 2


def test_a_deleted_tenants_counts_are_dropped_not_kept_forever(make_tenant):
    tenant = make_tenant("acme")
    usage.record_request(tenant, hit=False, characters=3)
    tenant.delete()
    usage.flush()
    assert not UsageDay.objects.exists() and not usage.counts.pending()
