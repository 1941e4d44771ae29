"""Fair shares: a tenant holds at most ``API_TENANT_MAX_WAITING`` requests waiting for a job
and ``API_TENANT_MAX_STREAMS`` open streams at once, so that one tenant can never take
every slot of the web tier. A request takes a :class:`Lease` before it waits or streams
and releases it when it is done; past the limit, :func:`take` raises
:class:`TooManyConcurrent` (the API's 429 ``too_many_concurrent``).

A lease lives at most the ``seconds`` it was taken for, and of those only
``API_LEASE_SECONDS`` at a time: the process that took it renews it every third of that
(:class:`Renewer`, a thread of its own, so no caller has to) until it is released or its
seconds are up. A holder that dies without releasing it (the web process killed) stops
renewing, and its slot is free within ``API_LEASE_SECONDS``, on every host.

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
  serialize every writer); a miss that creates its job takes it in the job's transaction
  (:func:`take_in_transaction`). A release is one DELETE. A tenant and kind's expired rows
  are deleted on its next take, so each keeps at most its limit of rows; ``manage.py
  housekeeping`` deletes the rest (:func:`forget_expired`).
"""

import contextlib
import logging
import math
import os
import secrets
import threading
import time
from dataclasses import dataclass

from django.conf import settings
from django.db import DatabaseError, close_old_connections, connection, transaction
from django.db.models import Count, Min, Q
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
    seconds (at least 1). ``live``: every holder is renewing its lease, so no slot frees
    at a time known here (only when a holder ends), and ``retry_after`` is a suggestion."""

    def __init__(self, kind: str, limit: int, retry_after: int, live: bool = False):
        self.kind = kind
        self.limit = limit
        self.retry_after = retry_after
        self.live = live
        super().__init__(
            f"this tenant has {limit} {HELD[kind]}, the most it may have at once; {self.hint}"
        )

    @property
    def hint(self) -> str:
        """When to ask again, as truly as it is known."""
        if self.live:
            return (
                f"each is in use, so one frees when one of them ends "
                f"(ask again then, or in {self.retry_after} s)"
            )
        return f"try again in {self.retry_after} s"


def refusal(kind: str, limit: int, free_within: float) -> TooManyConcurrent:
    """The refusal when the soonest of the tenant's leases lapses in ``free_within``
    seconds unless renewed. A live holder renews every third of ``API_LEASE_SECONDS``, so
    its lease never has less than two thirds of it left: one with half or less is lapsing
    (its holder gone, or its own seconds ending) and frees then; otherwise every holder is
    live and a slot frees only when one ends, at no time known here (the hint says so)."""
    lease_seconds = settings.API_LEASE_SECONDS
    if free_within <= lease_seconds / 2:
        return TooManyConcurrent(kind, limit, max(1, math.ceil(free_within)))
    return TooManyConcurrent(kind, limit, max(1, math.ceil(lease_seconds)), live=True)


@dataclass(frozen=True)
class Lease:
    """One slot held by one request, until :func:`release`, or ``expires`` unless renewed."""

    tenant_id: int
    kind: str
    token: str
    expires: float  # Unix time, seconds, by the clock of the store that keeps the lease


def take(tenant_id: int, kind: str, *, seconds: float) -> Lease:
    """A lease of ``kind`` (:data:`WAITING` or :data:`STREAM`) for the tenant, living at
    most ``seconds`` unless released, renewed by this process meanwhile (:class:`Renewer`);
    raises :class:`TooManyConcurrent` when the tenant already holds its limit of that kind
    (the setting in :data:`LIMITS`).

    ``retry_after`` is when the soonest of the tenant's leases lapses, when it is lapsing
    (its holder gone): the latest that slot frees. When every holder is live, no time is
    known: the refusal says a slot frees when a holder ends (:func:`refusal`). Never a
    guess that is earlier than any slot can free.
    """
    limit, lives = _terms(kind, seconds)
    token = secrets.token_hex(16)
    deadline = time.monotonic() + seconds
    client = redis_client() if settings.REDIS_URL else None
    if client is not None:
        expires, free_within = _take_in_redis(client, tenant_id, kind, token, limit, lives)
    else:
        with transaction.atomic():
            expires, free_within = _take_in_database(tenant_id, kind, token, limit, lives)
    lease = _granted(tenant_id, kind, token, limit, expires, free_within)
    _keep_renewed(lease, seconds, deadline, lapses=time.monotonic() + lives)
    return lease


def in_database() -> bool:
    """Whether leases are rows of the database (no ``REDIS_URL``): a take is then a write
    that a caller may make part of its own transaction (:func:`take_in_transaction`)."""
    return not settings.REDIS_URL


def take_in_transaction(tenant_id: int, kind: str, *, seconds: float) -> Lease:
    """:func:`take`, as part of the caller's open database transaction (leases
    :func:`in_database` only): the row commits with the caller's writes or not at all (a
    refusal raised in it rolls them back), and is renewed from the commit on, when the
    renewer's own connection can see it. A miss writes its lease with its job this way: one
    write transaction, not two."""
    if not in_database():
        raise ValueError("Redis keeps the leases: take() them, no transaction holds them")
    if not connection.in_atomic_block:
        raise ValueError("take_in_transaction() needs the caller's transaction open")
    limit, lives = _terms(kind, seconds)
    token = secrets.token_hex(16)
    deadline = time.monotonic() + seconds
    expires, free_within = _take_in_database(tenant_id, kind, token, limit, lives)
    lease = _granted(tenant_id, kind, token, limit, expires, free_within)
    lapses = time.monotonic() + lives
    transaction.on_commit(lambda: _keep_renewed(lease, seconds, deadline, lapses=lapses))
    return lease


def _terms(kind: str, seconds: float) -> tuple[int, float]:
    """The kind's limit, and how long a lease taken for ``seconds`` lives unless renewed."""
    if kind not in LIMITS:
        raise ValueError(f"unknown lease kind {kind!r} (expected one of {sorted(LIMITS)})")
    if seconds <= 0:
        raise ValueError(f"a lease must live some time, not {seconds} s")
    return getattr(settings, LIMITS[kind]), min(seconds, settings.API_LEASE_SECONDS)


def _granted(
    tenant_id: int, kind: str, token: str, limit: int, expires: float | None, free_within: float
) -> Lease:
    if expires is None:
        raise refusal(kind, limit, free_within)
    return Lease(tenant_id, kind, token, expires)


def _keep_renewed(lease: Lease, seconds: float, deadline: float, *, lapses: float) -> None:
    if seconds > settings.API_LEASE_SECONDS:
        renewer.keep(lease, deadline, lapses=lapses)


def release(lease: Lease) -> None:
    """Give the lease's slot back. Harmless for a lease released or expired already.

    Never raises: a release that fails (Redis or the database unreachable) is logged, and
    the lease lapses by itself within ``API_LEASE_SECONDS``; releases run on the way out of
    a request, where an error would hide the request's own outcome.
    """
    renewer.forget(lease.token)
    client = redis_client() if settings.REDIS_URL else None
    try:
        if client is not None:
            client.zrem(redis_key(lease.tenant_id, lease.kind), lease.token)
        else:
            _delete_row(lease.token)
    except (DatabaseError, RedisError):
        log.warning(
            "a %s lease of tenant %s could not be released; it expires by itself",
            lease.kind,
            lease.tenant_id,
            exc_info=True,
        )


def _delete_row(token: str) -> None:
    """The lease's row deleted by one statement, written out: the ORM's delete opens a
    transaction around it, a second write statement on SQLite's one lock for every waiting
    request's release. Inside a caller's transaction, in a savepoint, so that a failure
    leaves the caller's usable (PostgreSQL aborts a transaction on any error)."""
    table, column = models.written_out(models.Lease, connection)
    alone = transaction.atomic() if connection.in_atomic_block else contextlib.nullcontext()
    with alone, connection.cursor() as cursor:
        cursor.execute(f"DELETE FROM {table} WHERE {column('token')} = %s", [token])


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


@dataclass(frozen=True)
class Held:
    """A lease this process renews: until ``deadline`` (its seconds), and only while it
    has not lapsed (``lapses``: when it does unless renewed). Monotonic times."""

    lease: Lease
    deadline: float
    lapses: float


class Renewer:
    """This process's leases that outlive one ``API_LEASE_SECONDS``, renewed by one daemon
    thread every third of it while any is held: the thread dies with the process, and so
    do the renewals. Callers need do nothing but take and release."""

    def __init__(self):
        self.lock = threading.Lock()
        self.held: dict[str, Held] = {}
        self.thread: threading.Thread | None = None
        self.pid = os.getpid()

    def keep(self, lease: Lease, deadline: float, *, lapses: float) -> None:
        with self.lock:
            if self.pid != os.getpid():  # a forked child: the parent's leases are not its own
                self.held, self.thread, self.pid = {}, None, os.getpid()
            self.held[lease.token] = Held(lease, deadline, lapses)
            if self.thread is None:
                self.thread = threading.Thread(target=self.run, name="lease-renewer", daemon=True)
                self.thread.start()

    def forget(self, token: str) -> None:
        with self.lock:
            self.held.pop(token, None)

    def run(self) -> None:
        try:
            while True:
                time.sleep(settings.API_LEASE_SECONDS / 3)
                with self.lock:
                    if not self.held:
                        self.thread = None
                        return
                try:
                    close_old_connections()  # this thread's, broken or too old
                except DatabaseError:
                    log.warning("the lease renewer's connection could not close", exc_info=True)
                self.renew()
        finally:
            with self.lock:
                if self.thread is threading.current_thread():
                    self.thread = None  # it died: the next take starts another
            connection.close()  # this thread's own

    def renew(self) -> None:
        """Renew every held lease once; forget those whose seconds are up, that lapsed
        (renewals failed for too long) or that are gone from the store."""
        now = time.monotonic()
        with self.lock:
            held = list(self.held.values())
        due = {}
        for each in held:
            if now >= min(each.deadline, each.lapses):
                self.forget(each.lease.token)
            else:
                due[each.lease.token] = min(each.deadline - now, settings.API_LEASE_SECONDS)
        if not due:
            return
        leases = {each.lease.token: each.lease for each in held}
        try:
            kept = _renew([(leases[token], lives) for token, lives in due.items()])
        except Exception:  # the thread must outlive a failed round; the next may succeed
            log.warning(
                "%d lease(s) could not be renewed; they lapse unless renewed",
                len(due),
                exc_info=True,
            )
            return
        with self.lock:
            for token, lives in due.items():
                if token in self.held:  # not released meanwhile
                    if token in kept:
                        self.held[token] = Held(
                            leases[token], self.held[token].deadline, now + lives
                        )
                    else:
                        del self.held[token]


renewer = Renewer()


def _renew(due: list[tuple[Lease, float]]) -> set[str]:
    """Each lease's lifetime set to its seconds from now; the tokens still held."""
    client = redis_client() if settings.REDIS_URL else None
    if client is not None:
        script = client.register_script(RENEW_SCRIPT)
        args = [v for lease, lives in due for v in (lease.token, max(1, math.ceil(lives * 1000)))]
        keys = [redis_key(lease.tenant_id, lease.kind) for lease, _ in due]
        return {t.decode() if isinstance(t, bytes) else t for t in script(keys=keys, args=args)}
    kept = set()
    with transaction.atomic():
        now = clock()
        for lease, lives in due:
            # Only a lease not yet expired: one that lapsed may have been counted free.
            if models.Lease.objects.filter(token=lease.token, expires__gt=now).update(
                expires=now + lives
            ):
                kept.add(lease.token)
    return kept


# KEYS[i]: the set of the i-th lease; ARGV[2i-1], ARGV[2i]: its token and lifetime in ms.
# Renews those still there and not expired (a released or lapsed one is never brought
# back); returns their tokens.
RENEW_SCRIPT = """
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local kept = {}
for i = 1, #KEYS do
    local token, lifetime = ARGV[2 * i - 1], tonumber(ARGV[2 * i])
    local score = redis.call('ZSCORE', KEYS[i], token)
    if score and tonumber(score) > now then
        redis.call('ZADD', KEYS[i], 'XX', now + lifetime, token)
        if redis.call('PTTL', KEYS[i]) < lifetime then
            redis.call('PEXPIRE', KEYS[i], lifetime)
        end
        kept[#kept + 1] = token
    end
end
return kept
"""


def _take_in_database(
    tenant_id: int, kind: str, token: str, limit: int, seconds: float
) -> tuple[float | None, float]:
    """(expiry, 0) for a lease taken, else (None, seconds until the soonest lease expires).
    Inside the caller's transaction, which serializes it (:func:`_serialize`)."""
    _serialize(tenant_id)
    now = clock()  # after the lock: the clock of the moment we decide
    held = models.Lease.objects.filter(tenant_id=tenant_id, kind=kind)
    live, lapsed = Q(expires__gt=now), Q(expires__lte=now)
    counted = held.aggregate(
        count=Count("pk", filter=live),
        soonest=Min("expires", filter=live),
        lapsed=Count("pk", filter=lapsed),
    )
    if counted["lapsed"]:  # a holder gone without releasing: asked only when there is one
        held.filter(lapsed).delete()
    if counted["count"] >= limit:
        return None, (counted["soonest"] or now) - now
    models.Lease.objects.create(token=token, tenant_id=tenant_id, kind=kind, expires=now + seconds)
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
