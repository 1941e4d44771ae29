"""Fair shares: a tenant holds at most ``API_TENANT_MAX_WAITING`` requests waiting for a job
and ``API_TENANT_MAX_STREAMS`` open streams at once, so that one tenant can never take
every slot of the web tier. A request takes a :class:`Lease` before it waits or streams
and releases it when it is done; past the limit, :func:`take` raises
:class:`TooManyConcurrent` (the API's 429 ``too_many_concurrent``).

A lease lives at most the ``seconds`` it was taken for: if its holder dies without
releasing it (the web process killed), it expires by itself and stops counting.

Where leases are kept:

- Scaled mode (``REDIS_URL``): one sorted set per tenant and kind, member = token, score =
  expiry in milliseconds by the Redis server's clock (``TIME``), so hosts whose clocks
  disagree still agree on what has expired. A take is one Lua script, atomic across every
  web process and host. Needs Redis 5 or later (a script that reads ``TIME`` and then
  writes).
- Embedded mode: rows of :class:`synth.models.Lease`, by this host's clock (the embedded
  mode is one host; PostgreSQL without Redis across hosts relies on their clocks agreeing,
  as the rate counters do). A take is one transaction that locks the tenant's row, so
  concurrent takes of one tenant are serialized (SQLite's IMMEDIATE transactions already
  serialize every writer). A tenant and kind's expired rows are deleted on its next take,
  so each keeps at most its limit of rows; ``manage.py housekeeping`` deletes the rest
  (:func:`forget_expired`).
"""

import logging
import math
import secrets
import time
from dataclasses import dataclass

from django.conf import settings
from django.db import DatabaseError, connection, transaction
from django.db.models import Count, Min
from redis.exceptions import RedisError

from core.redis import redis_client
from synth import models
from tenancy.models import Tenant

log = logging.getLogger(__name__)

WAITING = "waiting"
STREAM = "stream"
# Each kind's limit (the setting's name) and how a refusal names what is held.
LIMITS = {WAITING: "API_TENANT_MAX_WAITING", STREAM: "API_TENANT_MAX_STREAMS"}
HELD = {WAITING: "requests waiting for synthesis", STREAM: "streams open"}

clock = time.time  # the embedded mode's clock (tests move it)


class TooManyConcurrent(Exception):
    """The tenant holds ``limit`` leases of ``kind`` already; ask again in ``retry_after``
    seconds (at least 1)."""

    def __init__(self, kind: str, limit: int, retry_after: int):
        super().__init__(
            f"this tenant has {limit} {HELD[kind]}, the most it may have at once; "
            f"try again in {retry_after} s"
        )
        self.kind = kind
        self.limit = limit
        self.retry_after = retry_after


@dataclass(frozen=True)
class Lease:
    """One slot held by one request, until :func:`release` or ``expires``."""

    tenant_id: int
    kind: str
    token: str
    expires: float  # Unix time, seconds, by the clock of the store that keeps the lease


def take(tenant_id: int, kind: str, *, seconds: float) -> Lease:
    """A lease of ``kind`` (:data:`WAITING` or :data:`STREAM`) for the tenant, living at
    most ``seconds`` unless released; raises :class:`TooManyConcurrent` when the tenant
    already holds its limit of that kind (the setting in :data:`LIMITS`).

    ``retry_after`` is the mean synthesis time of recent clips
    (:func:`synth.dispatch.retry_after`, 1 to 60 s; the queue-full refusal's hint too),
    since a slot frees when one of the tenant's requests ends, which takes about one
    synthesis; but no later than the soonest of its leases expires, when a slot frees
    for certain.
    """
    if kind not in LIMITS:
        raise ValueError(f"unknown lease kind {kind!r} (expected one of {sorted(LIMITS)})")
    if seconds <= 0:
        raise ValueError(f"a lease must live some time, not {seconds} s")
    limit = getattr(settings, LIMITS[kind])
    token = secrets.token_hex(16)
    client = redis_client() if settings.REDIS_URL else None
    if client is not None:
        expires, free_within = _take_in_redis(client, tenant_id, kind, token, limit, seconds)
    else:
        expires, free_within = _take_in_database(tenant_id, kind, token, limit, seconds)
    if expires is None:
        raise TooManyConcurrent(kind, limit, _retry_after(free_within))
    return Lease(tenant_id, kind, token, expires)


def release(lease: Lease) -> None:
    """Give the lease's slot back. Harmless for a lease released or expired already.

    Never raises: a release that fails (Redis or the database unreachable) is logged, and
    the lease expires by itself; releases run on the way out of a request, where an error
    would hide the request's own outcome.
    """
    client = redis_client() if settings.REDIS_URL else None
    try:
        if client is not None:
            client.zrem(redis_key(lease.tenant_id, lease.kind), lease.token)
        else:
            with transaction.atomic():  # a savepoint inside a caller's transaction
                models.Lease.objects.filter(token=lease.token).delete()
    except (DatabaseError, RedisError):
        log.warning(
            "a %s lease of tenant %s could not be released; it expires by itself",
            lease.kind,
            lease.tenant_id,
            exc_info=True,
        )


def forget_expired() -> str:
    """Delete the embedded mode's expired lease rows (housekeeping: those of tenants that
    took no lease of that kind since). Redis forgets its own: each set expires with its
    last lease."""
    deleted, _ = models.Lease.objects.filter(expires__lte=clock()).delete()
    return f"deleted {deleted} expired lease(s)"


def redis_key(tenant_id: int, kind: str) -> str:
    """The sorted set of the tenant's leases of ``kind``, under the deployment's prefix."""
    from django.core.cache import cache

    return cache.make_key(f"leases:{kind}:{tenant_id}")


def _retry_after(free_within: float) -> int:
    from synth.dispatch import retry_after

    return max(1, min(retry_after(), math.ceil(free_within)))


def _take_in_database(
    tenant_id: int, kind: str, token: str, limit: int, seconds: float
) -> tuple[float | None, float]:
    """(expiry, 0) for a lease taken, else (None, seconds until the soonest lease expires)."""
    with transaction.atomic():
        _serialize(tenant_id)
        now = clock()  # after the lock: the clock of the moment we decide
        held = models.Lease.objects.filter(tenant_id=tenant_id, kind=kind)
        held.filter(expires__lte=now).delete()
        live = held.aggregate(count=Count("pk"), soonest=Min("expires"))
        if live["count"] >= limit:
            return None, (live["soonest"] or now) - now
        models.Lease.objects.create(
            token=token, tenant_id=tenant_id, kind=kind, expires=now + seconds
        )
        return now + seconds, 0.0


# KEYS[1]: the tenant's leases of one kind; ARGV: the limit, the lifetime in ms, the token.
# Returns {1, expiry in ms} for a lease taken, else {0, ms until the soonest one expires}.
# Scores are whole milliseconds: Lua's numbers reach Redis as integers.
TAKE_SCRIPT = """
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then
    local soonest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')[2]
    return {0, soonest and (tonumber(soonest) - now) or 0}
end
local expires = now + tonumber(ARGV[2])
redis.call('ZADD', KEYS[1], expires, ARGV[3])
local last = tonumber(redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')[2])
redis.call('PEXPIRE', KEYS[1], math.max(1, last - now))
return {1, expires}
"""


def _take_in_redis(
    client, tenant_id: int, kind: str, token: str, limit: int, seconds: float
) -> tuple[float | None, float]:
    lifetime = max(1, math.ceil(seconds * 1000))
    script = client.register_script(TAKE_SCRIPT)  # EVALSHA, loading the script if need be
    taken, ms = script(keys=[redis_key(tenant_id, kind)], args=[limit, lifetime, token])
    if taken:
        return ms / 1000, 0.0
    return None, ms / 1000


# The advisory locks' first key: ours, apart from any other application's on the database.
LOCK_CLASS = 0x7454  # "tT"


def _serialize(tenant_id: int) -> None:
    """Concurrent takes of one tenant queue here until this one's transaction commits.
    SQLite: BEGIN IMMEDIATE has made us the only writer already. PostgreSQL: a transaction
    advisory lock per tenant, which touches no row (neither the tenant's, which every
    request reads, nor its jobs'). Anything else: the tenant's row, FOR NO KEY UPDATE."""
    if connection.vendor == "sqlite":
        return
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SELECT pg_advisory_xact_lock(%s, %s)", [LOCK_CLASS, tenant_id])
        return
    Tenant.objects.select_for_update(no_key=True).filter(pk=tenant_id).values_list("pk").first()
