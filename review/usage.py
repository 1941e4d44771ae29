"""Request counts per tenant and day, for the dashboard's requests and cache hit ratio.

:func:`record_request` is on the speech endpoints' hit path, so it only adds to counters
in this process's memory (about a microsecond); every ``FLUSH_SECONDS`` the call that
notices adds them to the UsageDay rows with one UPDATE (or INSERT) per tenant and day.
Increments, not overwrites, so any number of web processes add up correctly. The
trade-off: a process killed outright loses its last few seconds of counts (a normal exit
flushes them), and the dashboard lags by up to ``FLUSH_SECONDS``.
"""

import atexit
import logging
import threading
import time
from collections import Counter
from datetime import UTC, datetime

from django.db import IntegrityError, transaction
from django.db.models import F

log = logging.getLogger(__name__)
FLUSH_SECONDS = 10

_lock = threading.Lock()
_pending: dict[tuple[int, object], Counter] = {}
_last_flush = time.monotonic()


def record_request(tenant, *, hit: bool, characters: int) -> None:
    """Count one speech request of ``tenant``: a cache hit or not, and its text's length."""
    global _last_flush
    key = (tenant.pk, datetime.now(UTC).date())
    with _lock:
        counts = _pending.get(key)
        if counts is None:
            counts = _pending[key] = Counter()
        counts["requests"] += 1
        counts["hits"] += hit
        counts["characters"] += characters
        due = time.monotonic() - _last_flush >= FLUSH_SECONDS
        if due:
            _last_flush = time.monotonic()
    if due:
        flush()


def flush(*, quiet: bool = False) -> None:
    """Add the counts kept in this process to the database (and forget them). ``quiet``:
    at exit, when the database (or the log's stream) may be gone already."""
    from review.models import UsageDay

    with _lock:
        pending = dict(_pending)
        _pending.clear()
    for (tenant_id, day), counts in pending.items():
        try:
            _add(UsageDay, tenant_id, day, counts)
        except Exception:  # counting must never break a request; keep them for next time
            if quiet:
                return
            log.exception("could not store request counts")
            with _lock:
                _pending.setdefault((tenant_id, day), Counter()).update(counts)


def _add(model, tenant_id: int, day, counts: Counter) -> None:
    increments = {name: F(name) + value for name, value in counts.items()}
    if model.objects.filter(tenant_id=tenant_id, day=day).update(**increments):
        return
    from tenancy.models import Tenant

    if not Tenant.objects.filter(pk=tenant_id).exists():
        return  # deleted since: nobody will look at its counts
    try:
        with transaction.atomic():
            model.objects.create(tenant_id=tenant_id, day=day, **counts)
    except IntegrityError:  # another process created the row first
        model.objects.filter(tenant_id=tenant_id, day=day).update(**increments)


atexit.register(flush, quiet=True)
