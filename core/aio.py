"""Sync work from the event loop: Django's ORM, the cache, DRF, the normalizer.

The web tier is one event loop per process (core.webserver). What must stay synchronous
runs in one bounded pool of threads, shared by every request of the process, and a
request gives its thread back as soon as that piece of work is done: while it waits for
a job or a stream's next chunk it holds no thread at all (synth.board).

Each pool thread keeps its own database connection (Django's are per thread), reused
across requests as under gunicorn's threads; after each call, one that broke or grew too
old is closed, as Django's request_finished signal does for a request's thread.
"""

import asyncio
import contextvars
import functools
from concurrent.futures import ThreadPoolExecutor

from asgiref.sync import AsyncToSync, sync_to_async
from django.conf import settings
from django.db import close_old_connections

_pools: dict[str, ThreadPoolExecutor] = {}
# The fast lane: answers from the cache (api.hits) never queue behind a miss's planning,
# whose steps may take tens of milliseconds (the normalizer, a write waiting for SQLite's
# lock).
FAST_THREADS = 2


def pool(lane: str = "sync") -> ThreadPoolExecutor:
    """This process's pool for ``lane`` (``WEB_SYNC_THREADS`` threads, or FAST_THREADS for
    "fast"), made on first use."""
    if lane not in _pools:
        size = FAST_THREADS if lane == "fast" else settings.WEB_SYNC_THREADS
        _pools[lane] = ThreadPoolExecutor(size, thread_name_prefix=lane)
    return _pools[lane]


async def run_fast(fn, /, *args):
    """:func:`run_sync` in the fast lane: for short work that must not wait behind long."""
    return await _run(pool("fast"), fn, args, {})


async def run_sync(fn, /, *args, **kwargs):
    """``fn(*args, **kwargs)`` in the pool, with the caller's context variables (the request
    id of its log lines, Django's locals); the result or the exception comes back here.

    When the event loop was entered from sync code (``async_to_sync``: Django's test
    client calling an async view, a command), the work goes back to that thread instead,
    as Django's own ``sync_to_async`` does: its database connection (and a test's open
    transaction) is the one the caller already uses."""
    return await _run(pool(), fn, args, kwargs)


async def _run(executor, fn, args, kwargs):
    if getattr(AsyncToSync.executors, "current", None) is not None:
        return await sync_to_async(fn, thread_sensitive=True)(*args, **kwargs)
    call = functools.partial(_call, fn, args, kwargs)
    return await asyncio.get_running_loop().run_in_executor(
        executor, contextvars.copy_context().run, call
    )


def _call(fn, args, kwargs):
    try:
        return fn(*args, **kwargs)
    finally:
        close_old_connections()


def in_pool(view):
    """A sync view as a coroutine function that runs it in the pool (the ASGI handler's
    way with every sync view: ttsproject.asgi)."""

    @functools.wraps(view)
    async def run(request, *args, **kwargs):
        return await run_sync(lambda: rendered(view(request, *args, **kwargs)))

    return run


def rendered(response):
    """``response`` with a TemplateResponse (a DRF Response among them) rendered now, in
    the pool, not later on the handler's single thread-sensitive thread."""
    if hasattr(response, "render") and callable(response.render) and not response.is_rendered:
        response.render()
    return response


def limit_statements() -> None:
    """On PostgreSQL, every connection this process opens cancels a statement running past
    ``WEB_STATEMENT_SECONDS`` (the web processes call it: ttsproject.asgi). A query a page
    should never have run (the admin's regex filters ran past 30 s, the twenty-fifth hostile
    pass's H-1) then frees its thread and its database CPU; workers and commands, whose
    housekeeping and migrations may run long, are not limited."""
    from django.db.backends.signals import connection_created

    connection_created.connect(_statement_timeout, dispatch_uid="web-statement-timeout")


def _statement_timeout(sender, connection, **kwargs) -> None:
    seconds = settings.WEB_STATEMENT_SECONDS
    if connection.vendor == "postgresql" and seconds:
        with connection.cursor() as cursor:
            cursor.execute("SELECT set_config('statement_timeout', %s, false)", [f"{seconds}s"])
