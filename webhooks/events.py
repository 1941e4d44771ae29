"""The events a tenant's endpoints receive, made where the work ends: a job failed and a
batch finished (synth's signals, connected in webhooks.apps), a daily quota crossing 80%
or 100% (metering's ``characters_taken``). Each event is stored as one
delivery per endpoint that wants it, and sent by the workers once that is committed."""

import json
import logging
import math
from datetime import UTC, datetime

from django.conf import settings
from django.db import transaction

from webhooks.models import Delivery, Endpoint

log = logging.getLogger(__name__)
QUOTA_THRESHOLDS = (80, 100)  # percent of API_DAILY_CHARS


def emit(tenant, event: str, data: dict, event_id: str) -> list[int]:
    """Store ``event`` for each of the tenant's active endpoints that wants it (once per
    ``event_id``) and queue it; the deliveries' ids."""
    endpoints = [e for e in Endpoint.objects.filter(tenant=tenant, active=True) if e.wants(event)]
    if not endpoints:
        return []
    created = datetime.now(UTC)
    body = json.dumps(
        {
            "id": event_id,
            "type": event,
            "created": created.isoformat(timespec="seconds"),
            "tenant": tenant.slug,
            "data": data,
        }
    )
    ids = []
    for endpoint in endpoints:
        delivery, new = Delivery.objects.get_or_create(
            endpoint=endpoint,
            event_id=event_id,
            defaults={"tenant": tenant, "event": event, "body": body},
        )
        if new:
            ids.append(delivery.pk)
    if ids:
        from django_q.conf import Conf

        from webhooks.delivery import queue

        # In django-q2's sync mode (tests) the task runs here; otherwise once committed.
        if Conf.SYNC:
            queue(ids)
        else:
            transaction.on_commit(lambda: queue(ids))
    return ids


def job_ended(sender, job, **kwargs) -> None:
    """synth.signals.job_ended: a failed job is an event."""
    if job.status != "failed":
        return
    data = {"job": str(job.id), "code": job.error_code, "message": job.error_message[:300]}
    emit(job.tenant, "job.failed", data, f"job.failed:{job.id}")


def batch_finished(sender, batch, counts: dict, **kwargs) -> None:
    """synth.signals.batch_finished: every item has its clip or has failed."""
    emit(batch.tenant, "batch.finished", {"batch": str(batch.id), **counts}, f"batch:{batch.id}")


def quota_used(sender, tenant, before: int, after: int, **kwargs) -> None:
    """metering.limits.characters_taken: the tenant's characters today went from
    ``before`` to ``after``; an event for each threshold crossed (once a day each, however
    the count moves around it)."""
    limit = settings.API_DAILY_CHARS
    if not limit or after <= before:
        return
    day = datetime.now(UTC).date().isoformat()
    for percent in QUOTA_THRESHOLDS:
        mark = math.ceil(limit * percent / 100)
        if before < mark <= after:
            data = {"percent": percent, "used": after, "limit": limit, "day": day}
            emit(tenant, "quota.threshold", data, f"quota:{day}:{percent}")
