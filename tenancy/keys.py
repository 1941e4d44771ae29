"""The one API-key lookup: which live key (of an active tenant) a request's key is. The
full API path (api.auth) and the remembered-answer fast path (api.hits) both ask here.

One plain query rather than the ORM's ``select_related``: compiling that and loading the
models is the largest part of a remembered answer. The tenant comes back whole, converted
from the database as the ORM converts it; of the key, the fields the API reads (its pk
and prefix), the others deferred as with ``.only()``, loaded when first used.
"""

import hmac
import weakref
from datetime import timedelta

from django.db import DEFAULT_DB_ALIAS, connections
from django.utils import timezone

from tenancy.models import KEY_PREFIX, ApiKey, Tenant, digest

PREFIX_CHARS = ApiKey._meta.get_field("prefix").max_length

# A key's last use is written at most this often, not once per request.
LAST_USED_EVERY = timedelta(minutes=1)


def live_key(raw: str) -> ApiKey | None:
    """The live key that ``raw`` is: its prefix names an unrevoked key of an active
    tenant whose digest it matches; None otherwise. Notes when the key was last used."""
    parts = raw.split("_", 2)
    if len(parts) != 3 or parts[0] != KEY_PREFIX or not _is_prefix(parts[1]):
        return None
    now = timezone.now()
    db = connections[DEFAULT_DB_ALIAS]  # this thread's connection (`connection` is a proxy)
    stale_before = db.ops.adapt_datetimefield_value(now - LAST_USED_EVERY)
    sql, converters = _reading(db)
    with db.cursor() as cursor:
        cursor.execute(sql, [stale_before, parts[1]])
        row = cursor.fetchone()
    if row is None or not hmac.compare_digest(row[1], digest(raw)):
        return None
    key_id, _, stale, *tenant_values = row
    if stale:
        ApiKey.objects.filter(pk=key_id).update(last_used=now)
    values = []
    for value, (column, convert) in zip(tenant_values, converters, strict=True):
        for step in convert:
            value = step(value, column, db)
        values.append(value)
    fields = [f.attname for f in Tenant._meta.concrete_fields]
    tenant = Tenant.from_db(db.alias, fields, values)
    key = ApiKey.from_db(db.alias, ["id", "tenant_id", "prefix"], [key_id, tenant.pk, parts[1]])
    key.tenant = tenant
    return key


def _is_prefix(text: str) -> bool:
    """Whether ``text`` could be a key's prefix (hex digits, the column's length at most):
    anything else is no key and is never sent to the database (a NUL in a socket's query
    key was a PostgreSQL error, a 1011 and a traceback: the forty-third hostile pass, L-1)."""
    return 0 < len(text) <= PREFIX_CHARS and text.isascii() and text.isalnum()


def _reading(db) -> tuple[str, list]:
    """The key query for ``db`` and, per tenant column, the converters the ORM applies to
    it (SQLite's text datetimes, JSON, booleans): worked out once per connection, as
    building them is a large part of a remembered answer's cost."""
    if db not in _readings:
        columns = Tenant._meta.concrete_fields
        names = ", ".join(f"t.{db.ops.quote_name(f.column)}" for f in columns)
        sql = (
            f"SELECT k.id, k.key_hash, (k.last_used IS NULL OR k.last_used < %s), {names}"
            f" FROM {ApiKey._meta.db_table} k JOIN {Tenant._meta.db_table} t ON t.id = k.tenant_id"
            " WHERE k.prefix = %s AND k.revoked IS NULL AND t.active"
        )
        converters = []
        for field in columns:
            column = field.get_col(Tenant._meta.db_table)
            converters.append(
                (column, db.ops.get_db_converters(column) + field.get_db_converters(db))
            )
        _readings[db] = sql, converters
    return _readings[db]


_readings: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()  # by connection
