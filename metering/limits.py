"""Per-tenant request rates and daily character quotas: the counters every way in
shares, exact under concurrency and shared by all processes: on Redis (when it is the
cache) an INCRBY, in the database otherwise (:class:`metering.models.LimitCounter`, one
upsert). Never in the Django cache itself unless it is Redis: the database and
local-memory caches' incr reads then writes, and loses the counts of requests that meet
(a local-memory cache is also per process, which would multiply the limits).

Below the API, so the admin's own ways in (a preset's preview, re-renders) charge the same
quota: api.throttles (DRF's throttles, the fast path) and api.pipeline call these, and a
refusal is :class:`LimitReached` (429, with ``Retry-After``), which api.errors' table
answers like any refusal.
"""

import datetime as dt
import logging
import math
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from django.conf import settings
from django.core.cache import cache, caches
from django.core.cache.backends.redis import RedisCache, RedisSerializer
from django.dispatch import Signal

from core.redis import redis_client
from engine import contract
from metering.models import LimitCounter
from normalize.ssml import markup_floor
from tenancy.models import Tenant

log = logging.getLogger(__name__)

# Sent when characters are taken: ``tenant``, today's count ``before`` and ``after``.
characters_taken = Signal()


class LimitReached(Exception):
    """A rate or the daily quota is used up: 429 ``code``, ``headers`` (Retry-After)."""

    status = 429

    def __init__(self, code: str, message: str, headers: dict):
        super().__init__(message)
        self.code, self.headers = code, headers


class TenantInactive(LimitReached):
    """The tenant is deactivated (``Tenant.active`` off): nothing is synthesized for it or
    charged to it, whichever way in (the API refuses its keys with 401). A limit of none:
    every page that says a LimitReached says this too."""

    status = 403

    def __init__(self, tenant):
        super().__init__(
            "tenant_inactive",
            f"the tenant {tenant} is deactivated: nothing is synthesized for it or charged to "
            "it (its API keys are refused too); activate it first",
            headers={},
        )


def admit(tenant, requests: int = 1) -> None:
    """Let a staff way in (an admin preview, a re-render, a test set's render) begin as an
    API key's request would be let in: a deactivated tenant is refused (TenantInactive;
    read now, not from the object the page loaded), and ``requests`` count against its
    API_RATE (LimitReached, 429), as api.throttles counts a key's."""
    if not Tenant.objects.filter(pk=tenant.pk, active=True).exists():
        raise TenantInactive(tenant)
    if requests:
        take_request(tenant, requests)


def text_requests(chars: int) -> int:
    """The requests of API_RATE that ``chars`` characters of text take sent one by one:
    one per API_MAX_TEXT_CHARS (a request's most), at least one."""
    return max(1, -(-chars // settings.API_MAX_TEXT_CHARS))


def batch_requests(items: int, chars: int) -> int:
    """The requests of API_RATE a batch of ``items`` texts, ``chars`` characters in all,
    counts, whichever way in (``POST /batches``, a test set's render): as the requests its
    items would take sent one by one: one an item, or its text's requests at the longest
    (API_MAX_TEXT_CHARS each) if more. The items count at most a whole window of the rate,
    so the largest batch of short texts is still taken, into a window of its own; its text
    counts in full (one past the rate is refused before planning)."""
    count = items
    if settings.API_RATE:
        count = min(count, parse_rate(settings.API_RATE)[0])
    return max(count, text_requests(chars))


clock = time.time  # the rate windows' clock (tests hold it still)
PERIODS = {"s": 1, "m": 60, "h": 3600, "d": 86400}  # by first letter, as DRF reads rates


def parse_rate(rate: str) -> tuple[int, int]:
    """ "600/min" -> (600, 60): requests allowed, window in seconds."""
    count, _, period = rate.partition("/")
    return int(count), PERIODS[period.strip()[:1].lower()]


def take_request(tenant, count: int = 1, bucket: str = "rate", link: str = "") -> None:
    """Count ``count`` requests against the tenant's API_RATE; raise 429 beyond it.
    ``bucket`` "links" is the same rate counted apart, for the clips' signed audio links:
    anyone holding one spent the tenant's own API rate (the twenty-first pass, M-3: 586
    fetches of a link, then the tenant's API was 429). One ``link`` (a clip's) may take at
    most LINK_SHARE of it: one holder's fetches made every other link of the tenant 429
    (the twenty-second pass, L-C), and a rate per link made a tenant's rate its number of
    clips times API_RATE (the twenty-fourth pass, M-2: 1,215 fetches in 30 s, four times
    the rate, through 20 links).

    A fixed window: one atomic counter per tenant and window, instead of DRF's list of
    timestamps, which every request reads and rewrites whole, and which loses updates
    between concurrent requests. The cost is that a burst around a window's end may reach
    twice the rate for a moment. Refused requests count too (the window does not move).
    """
    counters = [_rate_counter(tenant, count, bucket)]
    if link:
        counters.append(_rate_counter(tenant, count, f"link:{link}", LINK_SHARE))
    _take([c for c in counters if c])


LINK_SHARE = 0.5  # of the links' rate, what one clip's link may take


def take_characters(tenant, count: int) -> dt.date:
    """Count ``count`` characters against the tenant's API_DAILY_CHARS (per UTC day);
    raise 429 beyond it. A refused request does not use the quota. Returns the UTC day
    they count on, which a refund of them gives back to."""
    now = dt.datetime.now(dt.UTC)
    _take([c for c in (_quota_counter(tenant, count, now),) if c])
    return now.date()


def give_back_characters(tenant, count: int, day: dt.date | None = None) -> None:
    """Return ``count`` characters charged on ``day`` (today when None) to a request that
    was then refused, or a socket's text never spoken: to that day's count, never the next
    one's (a socket held past midnight gave the day's unspent prepay to the new day, which
    then allowed a day's quota and that much more: the twenty-sixth pass, F-3)."""
    if count <= 0:
        return
    now = None if day is None else dt.datetime.combine(day, dt.time(), dt.UTC)
    quota = _quota_counter(tenant, -count, now)
    if quota is not None:
        _add([quota])


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
    now = clock()
    row = LimitCounter.objects.filter(name=name, expires__gt=int(now)).first()
    return (0, 0) if row is None else (row.value, row.expires - now)


def take_both(tenant, count: int, read: tuple[str, ...], now: dt.datetime | None = None) -> list:
    """:func:`take_request` and :func:`take_characters` (counted on ``now``'s UTC day), and
    the values of the cache keys ``read`` (None where missing): on Redis in one round trip,
    for the fast path."""
    counters = [c for c in (_rate_counter(tenant), _quota_counter(tenant, count, now)) if c]
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
    refusal: Callable[[int], Exception | None]  # the LimitReached for a total beyond the limit
    refunded: bool = False  # given back when the request is refused
    taken: Callable[[int], None] | None = None  # told the new total when the take is allowed


def count_up(key: str, amount: int, lifetime: int) -> int:
    """Add ``amount`` to the counter ``key`` shared by every process (made to live
    ``lifetime`` seconds if new or expired); its new total. Atomic on every backend, one
    round trip: what the limits use, for a count that is not a limit (synth.housekeeping's
    stored bytes)."""
    return _add([_Counter(key, amount, lifetime, lambda total: None)])[0]


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


def _rate_counter(
    tenant, count: int = 1, bucket: str = "rate", share: float = 1.0
) -> _Counter | None:
    if not settings.API_RATE:
        return None
    allowed, window = parse_rate(settings.API_RATE)
    allowed = max(1, int(allowed * share))
    now = clock()
    start = int(now // window) * window

    def refusal(used: int) -> Exception | None:
        if used > allowed:
            wait = max(1, int(start + window - now + 0.999))
            return LimitReached(
                "rate_limited",
                f"more than {allowed} requests in {window} s; try again in {wait} s",
                headers={"Retry-After": str(wait)},
            )
        return None

    return _Counter(f"{bucket}:{tenant.pk}:{start}", count, window + 5, refusal)


def _quota_counter(tenant, count: int, now: dt.datetime | None = None) -> _Counter | None:
    if not settings.API_DAILY_CHARS:
        return None
    now = now or dt.datetime.now(dt.UTC)
    key = _quota_name(tenant, now)

    def refusal(used: int) -> Exception | None:
        if used > settings.API_DAILY_CHARS:
            tomorrow = dt.datetime.combine(now.date() + dt.timedelta(days=1), dt.time(), dt.UTC)
            return LimitReached(
                "quota_exceeded",
                f"the daily quota of {settings.API_DAILY_CHARS:,} characters is used up "
                f"({used - count:,} used today); it resets at 00:00 UTC",
                headers={"Retry-After": str(int((tomorrow - now).total_seconds()) + 1)},
            )
        return None

    def taken(used: int) -> None:
        # Listeners (webhooks) hear of what today's characters crossed; their failure is
        # logged and never refuses a request that was counted.
        heard = characters_taken.send_robust(
            LimitCounter, tenant=tenant, before=used - count, after=used
        )
        for receiver, result in heard:
            if isinstance(result, Exception):
                log.error("after characters were taken, %s failed: %r", receiver, result)

    return _Counter(key, count, 2 * 86400, refusal, refunded=True, taken=taken)


def _quota_name(tenant, now: dt.datetime) -> str:
    return f"quota:{tenant.pk}:{now:%Y%m%d}"


def charge_planned(tenant, payer, plans: list) -> int:
    """Charge ``tenant``'s daily quota for what will be synthesized, before any job exists.

    Each text counts :func:`charged_length`. ``payer`` (anything with ``charged``: an API
    key's request, a socket's segment, the playground's form, an admin page) may have been
    charged already (the quota in api.throttles, or the fast path in api.hits, counts what
    the request says before it is validated; a socket's text is paid for as it is
    accepted): only the difference is charged here (429 ``quota_exceeded`` beyond the
    quota), or given back when the early count was more, so a request is charged exactly
    what its plans come to, and a body the early count misread cannot synthesize for free.
    Every way in calls this once with all its plans (api.pipeline, the admin's
    synth.staff). Returns the characters the request counts."""
    return _charge(tenant, payer, sum(charged_length(plan) for plan in plans))


def charge_clip(tenant, payer, clip) -> int:
    """Charge ``tenant``'s daily quota for a stored clip's text, as a hit of it on the
    speech endpoints is charged (:func:`clip_charged_length`): what a new format of it,
    encoded by a worker, costs (api.views.clips). Returns the characters it counts."""
    return _charge(tenant, payer, clip_charged_length(clip))


def _charge(tenant, payer, total: int) -> int:
    owed = total - payer.charged
    if owed > 0:
        note_charge(payer, owed, take_characters(tenant, owed))
    elif owed < 0:
        give_back(tenant, payer, -owed)
    return total


# A payer (an API request's Caller, an admin page's Payer) keeps what it was charged by the
# UTC day it counted on, so a refund goes back to that day, never to the next one: a request
# charged before midnight and refused after it gave its characters to the new day, whose
# count went negative (-14,994 after three 413s; the twenty-eighth pass, M-1, as the socket's
# credit did in the twenty-sixth's F-3).


def note_charge(payer, count: int, day: dt.date) -> None:
    """``payer`` was charged ``count`` more characters, counted on ``day``."""
    payer.charged += count
    days = _charged_days(payer)
    days[day] = days.get(day, 0) + count


def give_back(tenant, payer, count: int | None = None) -> None:
    """Give back ``count`` (all when None) of what ``payer`` was charged, to the days it
    counted on, the latest first (what no day was noted for: to today)."""
    count = payer.charged if count is None else min(count, payer.charged)
    if count <= 0:
        return
    days, left = _charged_days(payer), count
    for day in sorted(days, reverse=True):
        part = min(left, days[day])
        if part:
            give_back_characters(tenant, part, day)
            days[day] -= part
            left -= part
    give_back_characters(tenant, left)
    payer.charged -= count


def _charged_days(payer) -> dict:
    days = getattr(payer, "charged_days", None)
    if days is None:
        days = payer.charged_days = {}
    return days


# What a text's every chunk after its first costs at least, in characters: each chunk is an
# engine call of its own with a fixed cost, and a pause after it. 5,000 characters of
# one-word sentences made 1,000 chunks, 3.05x the audio and 1.95x the worker time of prose
# (the eighteenth hostile pass, Q-2); at 16 each they are charged 3.2x. Prose's chunks (a
# sentence or more) pass it; a text's first chunk counts as written, so a one-word reply
# costs its word (a request's own cost is what the request rate bounds).
CHUNK_FLOOR_CHARS = 16


def charged_length(plan) -> int:
    """What one planned text costs: its :func:`text_length`, or its chunks' work when that
    is more (:func:`chunks_length`: a floor per chunk, slow speech counted longer), times
    max(1, steps / the default 8), rounded up, since a chunk's worker time grows with its
    denoising steps (16 steps cost twice 8; fewer cost the same as 8)."""
    r = plan.request
    work = chunks_length(r.chunks, [r.chunk_speed(i) for i in range(len(r.chunks))])
    return _weighted(max(text_length(plan), work), r.steps)


def clip_charged_length(clip) -> int:
    """What a hit of a stored clip's text costs: :func:`charged_length` of its request
    planned again (its text as sent or as normalized, its chunks as made, its steps at
    most SYNTH_MAX_STEPS, as synth.flow.replan plans a clip kept from before)."""
    spoken = clip.text if clip.spoken is None else clip.spoken
    length = max(len(spoken), len(clip.normalized_text), markup_floor(clip.text))
    chunks = [c for c in clip.chunks if isinstance(c, dict)]
    # Each chunk's own speed (an SSML prosody rate's); a clip kept before they were
    # stored, the request's.
    speeds = [c.get("speed", clip.speed) for c in chunks]
    work = chunks_length([c.get("text", "") for c in chunks], speeds)
    return _weighted(max(length, work), min(clip.steps, settings.SYNTH_MAX_STEPS))


def chunks_length(texts, speeds) -> int:
    """The engine's work for chunks of ``texts`` read at ``speeds``, in characters: each
    chunk after the first at least CHUNK_FLOOR_CHARS, and a chunk read slower than 1
    counted 1 / speed times (its audio and engine time grow so: speed 0.7 made 1.49x the
    audio and 1.4x the engine time of the default, Q-3); faster speech is not counted less."""
    total = sum(
        max(len(text), CHUNK_FLOOR_CHARS if i else 0) / min(1.0, speed)
        for i, (text, speed) in enumerate(zip(texts, speeds, strict=True))
    )
    return math.ceil(total)


def _weighted(length: int, steps: int) -> int:
    if steps <= contract.DEFAULT_STEPS:
        return length
    return -(-length * steps // contract.DEFAULT_STEPS)


def text_length(plan) -> int:
    """One planned text's characters: its length as sent (an SSML document's words, not
    its markup, but at least its ``markup_floor``) or as normalized, whichever is longer (a
    lexicon alias may make it longer)."""
    return max(len(plan.spoken), len(plan.normalized_text), markup_floor(plan.text))
