"""Hostile pass 13, L-3: finished webhook deliveries are deleted after WEBHOOK_KEEP_DAYS
days by a daily housekeeping schedule; pending ones stay until settled."""

from datetime import timedelta

import pytest
from django.utils import timezone

from webhooks import delivery
from webhooks.models import Delivery, Endpoint

pytestmark = pytest.mark.backend


def test_finished_deliveries_are_pruned_after_the_retention(db, make_tenant, settings):
    settings.WEBHOOK_KEEP_DAYS = 30
    acme = make_tenant("acme")
    endpoint = Endpoint.objects.create(tenant=acme, url="https://203.0.113.9/hook")
    old, recent = timezone.now() - timedelta(days=31), timezone.now() - timedelta(days=29)
    made = {}
    for status in ("delivered", "failed", "pending"):
        for label, when in (("old", old), ("recent", recent)):
            row = Delivery.objects.create(
                tenant=acme,
                endpoint=endpoint,
                event="x",
                event_id=f"{status}-{label}",
                body="{}",
                status=status,
            )
            Delivery.objects.filter(pk=row.pk).update(created=when)
            made[f"{status}-{label}"] = row.pk
    assert delivery.prune_deliveries() == "deleted 2 finished webhook deliveries"
    left = set(Delivery.objects.values_list("event_id", flat=True))
    assert left == {"delivered-recent", "failed-recent", "pending-old", "pending-recent"}


def test_the_prune_is_scheduled(db):
    from django_q.models import Schedule

    delivery.install_schedules()
    schedule = Schedule.objects.get(name="webhooks: prune deliveries")
    assert schedule.func == "webhooks.delivery.prune_deliveries"
    assert schedule.minutes == 24 * 60
