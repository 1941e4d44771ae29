"""Per-tenant request rates and daily character quotas (429 with Retry-After).

Both count in the Django cache, which must be shared by all web processes (Redis, or the
database cache in the embedded mode): a per-process cache would multiply the limits. The
DRF throttle classes below and the cache-hit fast path (api/hits.py) share
:func:`take_request` and :func:`take_characters`, so a request is counted once, by
whichever path answers it.
"""

import datetime as dt
import time
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings
from django.core.cache import cache, caches
from django.core.cache.backends.redis import RedisCache

clock = time.time  # the rate windows' clock (tests hold it still)
PERIODS = {"s": 1, "m": 60, "h": 3600, "d": 86400}  # by first letter, as DRF reads rates


def parse_rate(rate: str) -> tuple[int, int]:
    """ "600/min" -> (600, 60): requests allowed, window in seconds."""
    count, _, period = rate.partition("/")
    return int(count), PERIODS[period.strip()[:1].lower()]


def take_request(tenant) -> None:
    """Count one request against the tenant's API_RATE; raise 429 beyond it.

    A fixed window: one atomic counter per tenant and window (a single INCR on Redis),
    instead of DRF's list of timestamps, which every request reads and rewrites whole, and
    which loses updates between concurrent requests. The cost is that a burst around a
    window's end may reach twice the rate for a moment.
    """
    rate = _rate_counter(tenant)
    if rate is not None:
        rate.check(_count(rate.key, 1, rate.timeout))


def take_characters(tenant, count: int) -> None:
    """Count ``count`` characters against the tenant's API_DAILY_CHARS (per UTC day);
    raise 429 beyond it. A refused request does not use the quota."""
    quota = _quota_counter(tenant, count)
    if quota is not None:
        quota.check(_count(quota.key, count, quota.timeout))


def take_both(tenant, count: int, read: tuple[str, ...]) -> list:
    """:func:`take_request` and :func:`take_characters`, and the values of the cache keys
    ``read`` (None where missing): on Redis in one round trip, for the fast path."""
    counters = [c for c in (_rate_counter(tenant), _quota_counter(tenant, count)) if c]
    backend = caches["default"]
    if not isinstance(backend, RedisCache):
        try:
            found = cache.get_many(read)
        except Exception:  # e.g. a value pickled by an older release: as good as missing
            found = {}
        for counter in counters:
            counter.check(_count(counter.key, counter.amount, counter.timeout))
        return [found.get(k) for k in read]
    # make_key: our keys are short ASCII; validating them char by char costs 10 us each.
    keys = [backend.make_key(k) for k in read]
    counted = [backend.make_key(c.key) for c in counters]
    client = _client(backend)
    with client.pipeline(transaction=False) as pipe:
        pipe.mget(keys)
        for key, counter in zip(counted, counters, strict=True):
            pipe.incrby(key, counter.amount)  # Django stores ints as digits: INCRBY works
        values, *totals = pipe.execute()
    for key, counter, total in zip(counted, counters, totals, strict=True):
        if total == counter.amount:  # just created: give it its lifetime
            client.expire(key, counter.timeout)
    for counter, total in zip(counters, totals, strict=True):
        counter.check(total)
    return [None if v is None else _loads(backend, v) for v in values]


def _client(backend: RedisCache):
    """The backend's Redis client, made once: Django makes a new one per call, and making
    one (its table of 170 response callbacks) costs about 0.1 ms."""
    client = getattr(backend, "_fast_path_client", None)
    if client is None:
        client = backend._fast_path_client = backend._cache.get_client(write=True)
    return client


def _loads(backend: RedisCache, value: bytes):
    try:
        return backend._cache._serializer.loads(value)
    except Exception:  # e.g. pickled by an older release: as good as missing
        return None


@dataclass(frozen=True)
class _Counter:
    key: str
    amount: int
    timeout: int
    check: Callable[[int], None]  # raises ApiError when the total is beyond the limit


def _rate_counter(tenant) -> _Counter | None:
    if not settings.API_RATE:
        return None
    allowed, window = parse_rate(settings.API_RATE)
    now = clock()
    start = int(now // window) * window

    def check(used: int) -> None:
        if used > allowed:
            from api.errors import ApiError  # not at the top: DRF's settings import us

            wait = max(1, int(start + window - now + 0.999))
            raise ApiError(
                429,
                "rate_limited",
                f"more than {allowed} requests in {window} s; try again in {wait} s",
                headers={"Retry-After": str(wait)},
            )

    return _Counter(f"rate:{tenant.pk}:{start}", 1, window + 5, check)


def _quota_counter(tenant, count: int) -> _Counter | None:
    if not settings.API_DAILY_CHARS:
        return None
    now = dt.datetime.now(dt.UTC)
    key = f"quota:{tenant.pk}:{now:%Y%m%d}"

    def check(used: int) -> None:
        if used > settings.API_DAILY_CHARS:
            from api.errors import ApiError

            cache.decr(key, count)  # a refused request does not use the quota
            tomorrow = dt.datetime.combine(now.date() + dt.timedelta(days=1), dt.time(), dt.UTC)
            raise ApiError(
                429,
                "quota_exceeded",
                f"the daily quota of {settings.API_DAILY_CHARS:,} characters is used up "
                f"({used - count:,} used today); it resets at 00:00 UTC",
                headers={"Retry-After": str(int((tomorrow - now).total_seconds()) + 1)},
            )

    return _Counter(key, count, 2 * 86400, check)


def characters(data) -> int:
    """The characters a synthesis request counts: ``text``, or OpenAI's ``input``."""
    data = data if isinstance(data, dict) else {}
    text = data.get("text", data.get("input", ""))
    return len(text) if isinstance(text, str) else 0


class TenantRateThrottle:
    """Requests per tenant (every endpoint but health), setting API_RATE, e.g. "600/min"."""

    def allow_request(self, request, view):
        # Unauthenticated requests fail authentication anyway; a request the fast path
        # (api/hits.py) has counted and then passed on is not counted twice.
        if request.auth is not None and not getattr(request, "counted", False):
            take_request(request.auth)
        return True

    def wait(self):
        return None


class CharacterQuota:
    """Characters of text a tenant may send for synthesis per UTC day (API_DAILY_CHARS).

    Views that synthesize set ``counts_characters = True`` and may define
    ``characters(request)``; the default counts ``text`` or ``input`` (OpenAI) fields.
    """

    def allow_request(self, request, view):
        if not getattr(view, "counts_characters", False) or request.auth is None:
            return True
        if request.method != "POST" or getattr(request, "counted", False):
            return True
        count = view.characters(request) if hasattr(view, "characters") else None
        take_characters(request.auth, characters(request.data) if count is None else count)
        return True

    def wait(self):
        return None


def _count(key: str, amount: int, timeout: int) -> int:
    """Add ``amount`` to the counter ``key``, created with ``timeout`` if missing; the new
    total. incr first: on every request but the window's first, that saves the add (a round
    trip to Redis, a write transaction in the database cache)."""
    try:
        total = cache.incr(key, amount)
    except ValueError:  # no counter yet (or it just expired)
        cache.add(key, 0, timeout=timeout)
        total = cache.incr(key, amount)
    backend = caches["default"]
    if not isinstance(backend, RedisCache) and timeout > backend.default_timeout:
        # Django's generic incr (database, locmem caches) re-sets the value with the
        # default 300 s timeout: the day's count would be forgotten after five quiet
        # minutes. Redis's INCRBY keeps the key's expiry.
        cache.touch(key, timeout)
    return total
