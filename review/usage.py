"""Request counts per tenant and day, for the dashboard's requests and cache hit ratio.

:func:`record_request` is on the speech endpoints' hit path, so it only adds to counters
in this process's memory (core.counters); every ``FLUSH_SECONDS`` the call that notices
adds them to the UsageDay rows with one UPDATE (or INSERT) per tenant and day.
"""

from datetime import UTC, datetime

from django.db import IntegrityError, transaction
from django.db.models import F

from core.counters import BufferedCounts, Pending

# Short enough that the dashboard is current while someone watches it, long enough that a
# busy process writes once per interval rather than once per request.
FLUSH_SECONDS = 10


def _write(pending: Pending) -> None:
    from review.models import UsageDay

    # In key order, so that two processes writing the same rows take their locks in the
    # same order instead of deadlocking (PostgreSQL).
    for (tenant_id, day), amounts in sorted(pending.items()):
        _add(UsageDay, tenant_id, day, amounts)


def _add(model, tenant_id: int, day, amounts) -> None:
    increments = {name: F(name) + value for name, value in amounts.items()}
    if model.objects.filter(tenant_id=tenant_id, day=day).update(**increments):
        return
    from tenancy.models import Tenant

    if not Tenant.objects.filter(pk=tenant_id).exists():
        return  # deleted since: nobody will look at its counts
    try:
        with transaction.atomic():
            model.objects.create(tenant_id=tenant_id, day=day, **amounts)
    except IntegrityError:  # another process created the row first
        model.objects.filter(tenant_id=tenant_id, day=day).update(**increments)


# Read at each count, so that a process (or a test) may change it.
counts = BufferedCounts(_write, every=lambda: FLUSH_SECONDS)


def record_request(tenant, *, hit: bool, characters: int) -> None:
    """Count one speech request of ``tenant``: a cache hit or not, and its text's length."""
    key = (tenant.pk, datetime.now(UTC).date())
    counts.add(key, requests=1, hits=int(hit), characters=characters)


def flush(*, quiet: bool = False) -> None:
    """Add the counts kept in this process to the database (and forget them)."""
    counts.flush(quiet=quiet)
