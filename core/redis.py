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


class SharedPool:
    """The ``pool_class`` of Django's Redis cache: one connection pool per process and URL.
    Django keeps a cache object per thread and per asyncio context, each with its own
    pool, so under ASGI nearly every request that used the cache opened a new connection
    (a TCP connect and five round trips: HELLO, CLIENT SETINFO twice, SELECT, CLIENT
    MAINT_NOTIFICATIONS). redis-py's pool is thread-safe and starts afresh after a fork."""

    @staticmethod
    def from_url(url: str, **options):
        try:
            return _pool(url, tuple(sorted(options.items())))
        except TypeError:  # an option that cannot be a key: a pool of its own, as before
            import redis

            return redis.ConnectionPool.from_url(url, **options)


@functools.cache
def _pool(url: str, options: tuple):
    import redis

    return redis.ConnectionPool.from_url(url, **dict(options))
