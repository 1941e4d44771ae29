"""On Redis, the cache's connections are pooled per process: Django makes a cache object
per thread and per asyncio context (nearly one per request under ASGI), and each used to
open its own connection, a TCP connect and five round trips on a request's path."""

import threading

import pytest
from django.conf import settings
from django.core.cache import caches

pytestmark = pytest.mark.backend


@pytest.fixture
def redis_cache():
    if not settings.REDIS_URL:
        pytest.skip("the embedded mode's cache is the database")


def test_cache_objects_of_two_threads_share_one_pool(redis_cache):
    pools = []

    def use_the_cache():
        cache = caches["default"]
        cache.set("pooled", 1)
        pools.append(cache._cache.get_client(write=True).connection_pool)

    for _ in range(2):
        thread = threading.Thread(target=use_the_cache)
        thread.start()
        thread.join()
    assert pools[0] is pools[1]


def test_a_cache_object_made_anew_reuses_the_open_connection(redis_cache):
    first = caches.create_connection("default")
    first.set("pooled", 1)
    pool = first._cache.get_client(write=True).connection_pool
    second = caches.create_connection("default")
    assert second.get("pooled") == 1
    assert second._cache.get_client(write=False).connection_pool is pool
