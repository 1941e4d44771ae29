"""Writing usage (one statement per request) and reading it back, grouped.

Each request or socket segment adds to its row with one INSERT ... ON CONFLICT DO UPDATE
(SQLite and PostgreSQL alike): the database adds under its own lock, so requests that
meet lose nothing, in every process, with or without Redis (the quota's counters live in
Redis when it is the cache; usage is read by day, key and way in, so it lives in the
database). Reads sum the rows.
"""

from datetime import UTC, date, datetime

from django.db import connection
from django.db.models import Sum

from metering.models import Usage

MEASURES = ("requests", "characters", "audio_seconds", "hits", "sentences_reused")
GROUPS = {"day": "day", "key": "key_prefix", "surface": "surface"}


def record(
    tenant,
    *,
    surface: str,
    key_prefix: str = "",
    characters: int,
    requests: int = 1,
    audio_seconds: float = 0.0,
    hit: bool = False,
    sentences_reused: int = 0,
    day: date | None = None,
) -> None:
    """Add one request's usage to its row (created on the day's first)."""
    table = connection.ops.quote_name(Usage._meta.db_table)
    sums = ", ".join(f"{name} = {table}.{name} + excluded.{name}" for name in MEASURES)
    sql = (
        f"INSERT INTO {table} (tenant_id, day, surface, key_prefix, {', '.join(MEASURES)})"
        " VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s)"
        f" ON CONFLICT (tenant_id, day, surface, key_prefix) DO UPDATE SET {sums}"
    )
    day = day or datetime.now(UTC).date()
    values = [requests, characters, float(audio_seconds), int(hit), sentences_reused]
    with connection.cursor() as cursor:
        cursor.execute(sql, [tenant.pk, day, surface, key_prefix, *values])


def usage(
    tenants, since: date, until: date, group: str = "day", key: str | None = None
) -> list[dict]:
    """The sums of ``tenants``' usage from ``since`` to ``until`` (both included), one
    dict per ``group`` value (day, key or surface), in order; only ``key``'s when given
    ("" for what came in without a key)."""
    field = GROUPS[group]
    rows = Usage.objects.filter(tenant__in=tenants, day__gte=since, day__lte=until)
    if key is not None:
        rows = rows.filter(key_prefix=key)
    rows = rows.values(field).annotate(**{name: Sum(name) for name in MEASURES}).order_by(field)
    return [{group: row[field], **{m: row[m] for m in MEASURES}} for row in rows]


def daily(tenants, since: date, until: date, group: str | None = None) -> list[dict]:
    """As :func:`usage` by day, each day split by ``group`` (key or surface) too."""
    fields = ["day", GROUPS[group]] if group else ["day"]
    rows = (
        Usage.objects.filter(tenant__in=tenants, day__gte=since, day__lte=until)
        .values(*fields)
        .annotate(**{name: Sum(name) for name in MEASURES})
        .order_by(*fields)
    )
    return [
        {"day": row["day"], **({group: row[fields[1]]} if group else {}), **row} for row in rows
    ]


def totals(rows: list[dict]) -> dict:
    """The rows of :func:`usage` added up."""
    return {m: sum(row[m] for row in rows) for m in MEASURES}
