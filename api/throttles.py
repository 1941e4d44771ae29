"""Per-tenant request rates and daily character quotas (429 with Retry-After).

The counters must be shared by all web processes and exact under concurrency: on Redis
(when it is the cache) an INCRBY, in the database otherwise (ops.models.LimitCounter, one
upsert). Never in the Django cache itself unless it is Redis: the database and local-memory
caches' incr reads then writes, and loses the counts of requests that meet (a local-memory
cache is also per process, which would multiply the limits). The DRF throttle classes
below and the cache-hit fast path (api/hits.py) share :func:`take_request` and
:func:`take_characters`, so a request is counted once, by whichever path answers it.
"""

import datetime as dt
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from django.conf import settings
from django.core.cache import cache, caches
from django.core.cache.backends.redis import RedisCache, RedisSerializer

from api.auth import caller
from core.redis import redis_client
from lexicon.normalize.ssml import spoken_length
from webhooks import events as webhook_events

clock = time.time  # the rate windows' clock (tests hold it still)
PERIODS = {"s": 1, "m": 60, "h": 3600, "d": 86400}  # by first letter, as DRF reads rates


def parse_rate(rate: str) -> tuple[int, int]:
    """ "600/min" -> (600, 60): requests allowed, window in seconds."""
    count, _, period = rate.partition("/")
    return int(count), PERIODS[period.strip()[:1].lower()]


def take_request(tenant, count: int = 1) -> None:
    """Count ``count`` requests against the tenant's API_RATE; raise 429 beyond it.

    A fixed window: one atomic counter per tenant and window, instead of DRF's list of
    timestamps, which every request reads and rewrites whole, and which loses updates
    between concurrent requests. The cost is that a burst around a window's end may reach
    twice the rate for a moment. Refused requests count too (the window does not move).
    """
    _take([c for c in (_rate_counter(tenant, count),) if c])


def take_characters(tenant, count: int) -> None:
    """Count ``count`` characters against the tenant's API_DAILY_CHARS (per UTC day);
    raise 429 beyond it. A refused request does not use the quota."""
    _take([c for c in (_quota_counter(tenant, count),) if c])


def give_back_characters(tenant, count: int) -> None:
    """Return ``count`` characters charged today to a request that was then refused."""
    quota = _quota_counter(tenant, -count) if count > 0 else None
    if quota is not None:
        _add([quota])


def charged(request) -> int:
    """The characters charged to this request so far (0 if none)."""
    found = caller(request)
    return found.charged if found is not None else 0


def add_charged(request, count: int) -> None:
    """Note ``count`` more characters charged to ``request`` (its key checked): what it
    counts in all, and what it gives back if it is refused (:func:`give_back_charged`)."""
    caller(request).charged += count


def give_back_charged(request) -> None:
    """Give back the characters charged to a request that was then refused (api.errors)."""
    found = caller(request)
    if found is not None and found.charged:
        give_back_characters(found.tenant, found.charged)
        found.charged = 0


def quota_used(tenant) -> tuple[int, float]:
    """The characters the tenant has used today and the seconds that count lives on
    (it outlives the day it counts): (0, 0) before its first request of the day."""
    name = _quota_name(tenant, dt.datetime.now(dt.UTC))
    backend = caches["default"]
    if isinstance(backend, RedisCache):
        key = backend.make_key(name)
        with redis_client().pipeline(transaction=False) as pipe:
            value, seconds = pipe.get(key).ttl(key).execute()
        return (0, 0) if value is None else (int(value), max(seconds, 0))
    from ops.models import LimitCounter

    now = clock()
    row = LimitCounter.objects.filter(name=name, expires__gt=int(now)).first()
    return (0, 0) if row is None else (row.value, row.expires - now)


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
        _take(counters)
        return [found.get(k) for k in read]
    values, totals = _add_in_redis(backend, counters, read)
    _check(counters, totals)
    return [None if v is None else _loads(v) for v in values]


@dataclass(frozen=True)
class _Counter:
    key: str
    amount: int
    timeout: int
    refusal: Callable[[int], Exception | None]  # the ApiError for a total beyond the limit
    refunded: bool = False  # given back when the request is refused
    taken: Callable[[int], None] | None = None  # told the new total when the take is allowed


def _take(counters: list[_Counter]) -> None:
    if counters:
        _check(counters, _add(counters))


def _check(counters: list[_Counter], totals: list[int]) -> None:
    """Raise the first refusal, after giving back what a refused request must not use."""
    for counter, total in zip(counters, totals, strict=True):
        error = counter.refusal(total)
        if error is not None:
            refunds = [replace(c, amount=-c.amount) for c in counters if c.refunded]
            if refunds:
                _add(refunds)
            raise error
    for counter, total in zip(counters, totals, strict=True):
        if counter.taken is not None:
            counter.taken(total)


def _add(counters: list[_Counter]) -> list[int]:
    """Add each counter's amount; their new totals. Atomic on every backend."""
    backend = caches["default"]
    if isinstance(backend, RedisCache):
        return _add_in_redis(backend, counters, ())[1]
    from ops.models import LimitCounter  # not at the top: DRF's settings import us

    now = clock()
    totals = LimitCounter.add([(c.key, c.amount, c.timeout) for c in counters], now)
    if any(totals[c.key] == c.amount for c in counters if c.amount > 0):
        LimitCounter.forget_expired(now)  # a new window or day: the old ones are over
    return [totals[c.key] for c in counters]


def _add_in_redis(backend: RedisCache, counters: list[_Counter], read) -> tuple[list, list]:
    """INCRBY for each counter and MGET of the keys ``read``, in one round trip; the
    values read and the totals."""
    # make_key, not make_and_validate_key: our keys are short ASCII, and validating them
    # character by character is a large part of a remembered answer.
    keys = [backend.make_key(k) for k in read]
    counted = [backend.make_key(c.key) for c in counters]
    client = redis_client()
    with client.pipeline(transaction=False) as pipe:
        if keys:
            pipe.mget(keys)
        for key, counter in zip(counted, counters, strict=True):
            pipe.incrby(key, counter.amount)  # Django stores ints as digits: INCRBY works
        results = pipe.execute()
    values = results.pop(0) if keys else []
    for key, counter, total in zip(counted, counters, results, strict=True):
        if total == counter.amount:  # just created: give it its lifetime
            client.expire(key, counter.timeout)
    return values, results


# How Django's Redis cache stores values (its default; settings name no other): read
# here from the raw client, so that the values and the counters take one round trip.
_serializer = RedisSerializer()


def _loads(value: bytes):
    try:
        return _serializer.loads(value)
    except Exception:  # e.g. pickled by an older release: as good as missing
        return None


def _rate_counter(tenant, count: int = 1) -> _Counter | None:
    if not settings.API_RATE:
        return None
    allowed, window = parse_rate(settings.API_RATE)
    now = clock()
    start = int(now // window) * window

    def refusal(used: int) -> Exception | None:
        if used > allowed:
            from api.errors import ApiError  # not at the top: DRF's settings import us

            wait = max(1, int(start + window - now + 0.999))
            return ApiError(
                429,
                "rate_limited",
                f"more than {allowed} requests in {window} s; try again in {wait} s",
                headers={"Retry-After": str(wait)},
            )
        return None

    return _Counter(f"rate:{tenant.pk}:{start}", count, window + 5, refusal)


def _quota_counter(tenant, count: int) -> _Counter | None:
    if not settings.API_DAILY_CHARS:
        return None
    now = dt.datetime.now(dt.UTC)
    key = _quota_name(tenant, now)

    def refusal(used: int) -> Exception | None:
        if used > settings.API_DAILY_CHARS:
            from api.errors import ApiError

            tomorrow = dt.datetime.combine(now.date() + dt.timedelta(days=1), dt.time(), dt.UTC)
            return ApiError(
                429,
                "quota_exceeded",
                f"the daily quota of {settings.API_DAILY_CHARS:,} characters is used up "
                f"({used - count:,} used today); it resets at 00:00 UTC",
                headers={"Retry-After": str(int((tomorrow - now).total_seconds()) + 1)},
            )
        return None

    def taken(used: int) -> None:
        # A tenant's endpoints hear when today's characters cross 80% and 100%.
        webhook_events.quota_used(tenant, used - count, used)

    return _Counter(key, count, 2 * 86400, refusal, refunded=True, taken=taken)


def _quota_name(tenant, now: dt.datetime) -> str:
    return f"quota:{tenant.pk}:{now:%Y%m%d}"


def characters(data) -> int:
    """The characters a synthesis request counts: ``text``, or OpenAI's ``input``."""
    data = data if isinstance(data, dict) else {}
    text = data.get("text", data.get("input", ""))
    return spoken_length(text) if isinstance(text, str) else 0


class TenantRateThrottle:
    """Requests per tenant (every endpoint but health), setting API_RATE, e.g. "600/min".
    A view whose one request does the work of many (a batch) says how many it counts as
    with ``requests(request)``."""

    def allow_request(self, request, view):
        # Unauthenticated requests fail authentication anyway; a request the fast path
        # (api/hits.py) has counted and then passed on is not counted twice.
        if request.auth is not None and not _counted(request):
            counts = getattr(view, "requests", None)
            take_request(request.auth, counts(request) if counts else 1)
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
        if request.method != "POST" or _counted(request):
            return True
        count = view.characters(request) if hasattr(view, "characters") else None
        count = characters(request.data) if count is None else count
        take_characters(request.auth, count)
        add_charged(request, count)
        return True

    def wait(self):
        return None


def _counted(request) -> bool:
    found = caller(request)
    return found is not None and found.counted
