"""Per-tenant request rates and daily character quotas (429 with Retry-After).

Both count in the Django cache, which must be shared by all web processes (Redis, or the
database cache in the embedded mode): a per-process cache would multiply the limits.
"""

import datetime as dt

from django.conf import settings
from django.core.cache import cache, caches
from django.core.cache.backends.redis import RedisCache
from rest_framework.throttling import SimpleRateThrottle

from api.errors import ApiError


class TenantRateThrottle(SimpleRateThrottle):
    """Requests per tenant (every endpoint but health), setting API_RATE, e.g. "600/min"."""

    scope = "tenant"

    def get_rate(self):
        return settings.API_RATE

    def get_cache_key(self, request, view):
        if request.auth is None:
            return None  # unauthenticated requests fail authentication anyway
        return self.cache_format % {"scope": self.scope, "ident": request.auth.pk}


class CharacterQuota:
    """Characters of text a tenant may send for synthesis per UTC day (API_DAILY_CHARS).

    Views that synthesize set ``counts_characters = True`` and may define
    ``characters(request)``; the default counts ``text`` or ``input`` (OpenAI) fields.
    """

    def allow_request(self, request, view):
        if not getattr(view, "counts_characters", False) or request.auth is None:
            return True
        if request.method != "POST" or not settings.API_DAILY_CHARS:
            return True
        count = view.characters(request) if hasattr(view, "characters") else _characters(request)
        now = dt.datetime.now(dt.UTC)
        key = f"quota:{request.auth.pk}:{now:%Y%m%d}"
        used = _count(key, count, timeout=2 * 86400)
        if used > settings.API_DAILY_CHARS:
            cache.decr(key, count)  # a refused request does not use the quota
            tomorrow = dt.datetime.combine(now.date() + dt.timedelta(days=1), dt.time(), dt.UTC)
            raise ApiError(
                429,
                "quota_exceeded",
                f"the daily quota of {settings.API_DAILY_CHARS:,} characters is used up "
                f"({used - count:,} used today); it resets at 00:00 UTC",
                headers={"Retry-After": str(int((tomorrow - now).total_seconds()) + 1)},
            )
        return True

    def wait(self):
        return None


def _characters(request) -> int:
    data = request.data if isinstance(request.data, dict) else {}
    text = data.get("text", data.get("input", ""))
    return len(text) if isinstance(text, str) else 0


def _count(key: str, amount: int, timeout: int) -> int:
    """Add ``amount`` to the counter ``key``, created with ``timeout`` if missing; the new
    total. incr first: on every hit but the day's first, that saves the add (a round trip
    to Redis, a write transaction in the database cache)."""
    try:
        total = cache.incr(key, amount)
    except ValueError:  # no counter yet (or it just expired)
        cache.add(key, 0, timeout=timeout)
        total = cache.incr(key, amount)
    if not isinstance(caches["default"], RedisCache):
        # Django's generic incr (database, locmem caches) re-sets the value with the
        # default 300 s timeout: the day's count would be forgotten after five quiet
        # minutes. Redis's INCRBY keeps the key's expiry.
        cache.touch(key, timeout)
    return total
