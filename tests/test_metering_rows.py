"""Usage is written once per request into its tenant's, key's, way in's and day's row, and
read back summed by day, key or way in; every request adds, none overwrites."""

from datetime import date

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from metering.meter import record, totals, usage
from metering.models import Usage

# Backend-dependent, so on the PostgreSQL + Redis pass too: one upsert statement per request.
pytestmark = pytest.mark.backend

DAY = date(2026, 12, 1)


def test_a_request_is_one_write(make_tenant):
    acme = make_tenant("acme")
    with CaptureQueriesContext(connection) as queries:
        record(acme, surface="speech", key_prefix="abcd1234", characters=12, day=DAY)
    assert len(queries) == 1
    with CaptureQueriesContext(connection) as queries:
        record(acme, surface="speech", key_prefix="abcd1234", characters=8, hit=True, day=DAY)
    assert len(queries) == 1
    row = Usage.objects.get(tenant=acme)
    assert (row.requests, row.characters, row.hits) == (2, 20, 1)


def test_rows_are_kept_apart_by_key_surface_and_day_and_summed_when_read(make_tenant):
    acme, bob = make_tenant("acme"), make_tenant("bob")
    record(acme, surface="speech", key_prefix="k1", characters=10, audio_seconds=1.5, day=DAY)
    record(acme, surface="openai", key_prefix="k2", characters=5, audio_seconds=0.5, day=DAY)
    record(
        acme,
        surface="openai",
        key_prefix="k2",
        characters=7,
        sentences_reused=2,
        day=date(2026, 12, 2),
    )
    record(bob, surface="speech", key_prefix="k3", characters=1000, day=DAY)
    assert Usage.objects.filter(tenant=acme).count() == 3
    by_day = usage([acme], DAY, date(2026, 12, 2), "day")
    assert [(r["day"], r["characters"], r["requests"]) for r in by_day] == [
        (DAY, 15, 2),
        (date(2026, 12, 2), 7, 1),
    ]
    by_surface = {r["surface"]: r for r in usage([acme], DAY, date(2026, 12, 2), "surface")}
    assert (
        by_surface["openai"]["characters"] == 12 and by_surface["openai"]["sentences_reused"] == 2
    )
    by_key = {r["key"]: r["audio_seconds"] for r in usage([acme], DAY, DAY, "key")}
    assert by_key == {"k1": 1.5, "k2": 0.5}
    assert totals(by_day)["characters"] == 22  # Bob's 1000 are not Acme's
