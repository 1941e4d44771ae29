"""The Redis client for what the cache API cannot say (INCRBY with an expiry, pub/sub):
made once per process from ``REDIS_URL``, not borrowed from a cache backend's internals."""

import functools

from django.conf import settings


@functools.cache
def redis_client():
    """A client for ``settings.REDIS_URL``, or None in the embedded mode (no Redis).
    redis-py clients are thread-safe and pool their connections; this one is shared."""
    if not settings.REDIS_URL:
        return None
    import redis

    return redis.Redis.from_url(settings.REDIS_URL)
