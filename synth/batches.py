"""Batches: many planned requests, fed to the job queue as capacity allows."""

import logging
from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.db import connections, transaction
from django.db.models import Count, Exists, OuterRef, Q, QuerySet
from django.db.models.fields.json import KeyTransform
from django.utils import timezone

from synth.dispatch import QueueFull, clip_or_job, tenant_share
from synth.models import Batch, BatchItem, Clip, PlannedStyle, SynthesisJob, written_out
from synth.signals import batch_finished
from tenancy.models import Tenant

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class StoredPlan:
    """A plan as a batch item keeps it: enough for clip_or_job."""

    tenant: Tenant
    key: str
    params: dict

    def job_params(self) -> dict:
        return self.params

    def keep_style(self) -> None:
        """Nothing: its style was kept when the batch was made (:func:`create_batch`), and a
        kept style outlives the batches that name it (synth.housekeeping)."""


def create_batch(tenant: Tenant, plans: list, formats: list | None = None) -> Batch:
    """Store the planned items (already validated) and queue what fits now. ``formats``,
    by item, are kept with the item's params for its job (see :func:`feed`)."""
    formats = formats or [()] * len(plans)
    with transaction.atomic():
        # Each distinct style once, however many items name it (hostile pass 33, H-1).
        kept = {style.digest: style for plan in plans for style in plan.kept_styles()}
        for style in kept.values():
            PlannedStyle.objects.keep(tenant.pk, style)
        batch = Batch.objects.create(tenant=tenant)
        BatchItem.objects.bulk_create(
            BatchItem(
                batch=batch,
                position=i,
                key=plan.key,
                params={**plan.job_params(), "formats": list(wanted)},
            )
            for i, (plan, wanted) in enumerate(zip(plans, formats, strict=True))
        )
    feed(batch)
    finish_if_done(batch)  # every item a clip already
    return batch


def feed(batch: Batch) -> int:
    """Queue the items never dispatched (given a job or found a clip), until the queue is
    full or the tenant has :func:`batch_share` jobs queued or running (so that its own
    requests still find room). Called when the batch is created, when someone looks at it,
    and every minute; nothing for a finished batch or a deactivated tenant's (the
    twenty-third pass, M-1: its batch kept being synthesized, 50 jobs in 90 s)."""
    if (
        batch.finished is not None
        or not Tenant.objects.filter(pk=batch.tenant_id, active=True).exists()
    ):
        return 0
    queued = []
    share = batch_share()
    # An item dispatched once is never queued again: a failed one is reported, not retried
    # behind the client's back, and one whose job or clip was pruned since is "expired",
    # not rendered again uncharged (the twenty-third pass, H-1: a GET re-rendered a whole
    # batch whose clips had expired, charging nothing). No more than the share is queued.
    # With its batch's id: a related manager sets each row's batch from it, and a deferred
    # one was read again, one query a row (the thirty-ninth hostile pass, L-1).
    waiting = batch.items.filter(dispatched=False).only("batch", "key", "params")
    for item in waiting[:share]:
        try:
            plan = StoredPlan(batch.tenant, item.key, item.params)
            found = clip_or_job(plan, tuple(item.params.get("formats", ())), share=share)
        except QueueFull:
            break
        job = found if isinstance(found, SynthesisJob) else None
        BatchItem.objects.filter(pk=item.pk).update(job=job, dispatched=True)
        if job is not None:
            queued.append(job.pk)
    # A job that ended before its item named it was not seen by job_ended: look now.
    ended = (SynthesisJob.Status.DONE, SynthesisJob.Status.FAILED)
    if queued and SynthesisJob.objects.filter(pk__in=queued, status__in=ended).exists():
        finish_if_done(batch)
    return len(queued)


def batch_share() -> int:
    """The most jobs a tenant's batches may keep queued or running: half its share."""
    return max(1, tenant_share() // 2)


def feed_all() -> str:
    """The schedule: feed every unfinished batch of an active tenant that still has items
    never dispatched."""
    recent = timezone.now() - timedelta(days=settings.SYNTH_JOB_KEEP_DAYS)
    pending = Batch.objects.filter(
        created__gte=recent,
        finished__isnull=True,
        tenant__active=True,
        items__dispatched=False,
    ).distinct()
    return f"queued {sum(feed(batch) for batch in pending)} batch item(s)"


def _expired() -> Q:
    """An item dispatched whose clip is gone and whose job did not fail (it is done, or
    was pruned): its clip was made and removed since (unused for SYNTH_CLIP_TTL_DAYS, or
    past the tenant's storage quota). Over the ``has_clip`` annotation."""
    live = (SynthesisJob.Status.QUEUED, SynthesisJob.Status.RUNNING)
    return (
        Q(has_clip=False, dispatched=True)
        & ~Q(job__status=SynthesisJob.Status.FAILED)
        & ~Q(job__status__in=live)
    )


def counts(batch: Batch) -> dict:
    """How many items are done (a clip exists), failed (no clip, a failed job), expired
    (its clip made and removed since: :func:`_expired`) or pending: one aggregate query,
    whatever the batch's size."""
    has_clip = Exists(Clip.objects.filter(tenant_id=batch.tenant_id, key=OuterRef("key")))
    found = batch.items.annotate(has_clip=has_clip).aggregate(
        total=Count("pk"),
        done=Count("pk", filter=Q(has_clip=True)),
        failed=Count("pk", filter=Q(has_clip=False, job__status=SynthesisJob.Status.FAILED)),
        expired=Count("pk", filter=_expired()),
    )
    left = found["total"] - found["done"] - found["failed"] - found["expired"]
    return {**found, "pending": left}


def shown_items(batch: Batch) -> QuerySet:
    """The batch's items, by position, reading only what a progress shows: each item's job's
    state and error, and of its plan only its ``formats`` (the thirty-third pass, L-1: the
    whole plan was read). Sliced into pages by the caller (a client polls a batch of a
    thousand)."""
    shown = [
        "batch",
        "position",
        "key",
        "job",
        "job__status",
        "job__error_code",
        "job__error_message",
        "dispatched",
    ]
    items = batch.items.select_related("job").only(*shown)
    return items.annotate(formats=KeyTransform("formats", "params"))


def progress(batch: Batch, items=()) -> dict:
    """The batch's :func:`counts`, and the state of each of ``items`` (a page of
    :func:`shown_items`): ``(item, state, clip)``, the clip read by key only."""
    items = list(items)
    clips = {
        c.key: c
        for c in Clip.objects.filter(
            tenant_id=batch.tenant_id, key__in=[i.key for i in items]
        ).only("key", "tenant")
    }
    live = (SynthesisJob.Status.QUEUED, SynthesisJob.Status.RUNNING)
    states = []
    for item in items:
        clip = clips.get(item.key)
        status = item.job.status if item.job is not None else None
        if clip:
            state = "done"
        elif status == SynthesisJob.Status.FAILED:
            state = "failed"
        elif item.dispatched and status not in live:
            state = "expired"
        else:
            state = "pending"
        states.append((item, state, clip))
    return {**counts(batch), "items": states}


def finish_if_done(batch: Batch) -> bool:
    """Mark ``batch`` finished once no item is pending, and say so (``batch_finished``,
    once: the mark is a conditional update)."""
    found = counts(batch)
    if found["pending"]:
        return False
    now = timezone.now()
    if not Batch.objects.filter(pk=batch.pk, finished__isnull=True).update(finished=now):
        return False
    batch.finished = now
    found = {name: found[name] for name in ("total", "done", "failed", "expired")}
    for receiver, result in batch_finished.send_robust(Batch, batch=batch, counts=found):
        if isinstance(result, Exception):
            log.error("after batch %s finished, %s failed: %r", batch.pk, receiver, result)
    return True


def job_ended(sender, job: SynthesisJob, **kwargs) -> None:
    """synth.signals.job_ended: the unfinished batches with an item on ``job`` may be done."""
    ids = unfinished_batches_of(job)
    if ids:
        for batch in Batch.objects.filter(pk__in=ids):
            finish_if_done(batch)


def unfinished_batches_of(job: SynthesisJob) -> list[int]:
    """The ids of the unfinished batches with an item on ``job``. Every job's end asks (a
    request's job may have been joined by a batch's item), on the one worker, and it is
    almost always none: written out, as the claim is (the ORM spent about 1 ms of the
    worker's CPU compiling it: docs/BENCHMARKS.md, "a miss's cost, step by step")."""
    connection = connections[Batch.objects.db]
    batches, batch = written_out(Batch, connection)
    items, item = written_out(BatchItem, connection)
    sql = (
        f"SELECT DISTINCT i.{item('batch')} FROM {items} i"
        f" INNER JOIN {batches} b ON b.{batch('id')} = i.{item('batch')}"
        f" WHERE i.{item('job')} = %s AND b.{batch('finished')} IS NULL"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [SynthesisJob._meta.pk.get_db_prep_value(job.pk, connection)])
        return [Batch._meta.pk.to_python(row[0]) for row in cursor.fetchall()]
