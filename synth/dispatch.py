"""The web side of jobs: a cache miss becomes a SynthesisJob row and a django-q2 task
(synth.worker runs it), and the request waits for the job to end.

Identical requests in flight share one job; the queue has a depth limit
(``SYNTH_MAX_QUEUE``), each tenant a share of it (:func:`tenant_share`), and once it is
full each busy tenant a fair part of it (:func:`check_room`), so that tenants keeping it
full cannot refuse another tenant's first jobs. The row, not the broker, is what makes
the work durable (synth.recovery).
"""

import asyncio
import logging
import math
import threading
import time
from typing import TYPE_CHECKING

from django.conf import settings
from django.db import IntegrityError, connection, transaction
from django.db.models import Count, Q
from django.utils import timezone

from core.aio import run_sync
from synth import announcements
from synth.models import Clip, SynthesisJob
from synth.signals import job_ended
from tenancy.models import Tenant

if TYPE_CHECKING:
    from synth.speech import Plan

log = logging.getLogger(__name__)
Status = SynthesisJob.Status
RUN_JOB = "synth.worker.run_job"  # the django-q2 task
# How often a waiter looks at its job's row even with announcements (one may be missed).
RECHECK_SECONDS = 1.0

# Formats a worker writes as it synthesizes: the same 16-bit samples written to one more
# file, in libsndfile's encoder at the clip's rate (MP3 included: LAME takes each chunk as
# it comes). Any other format asked for (opus and ogg, aac, other rates) the worker
# encodes from the finished audio before the job ends: a hit never waits for an encoder.
ALONGSIDE = ("wav", "pcm", "mp3")


def stored_formats(asked: list[str]) -> list[str]:
    """What a job writes as it goes, the clip's own audio first: the WAV a request asked
    for (so no FLAC is encoded before it can be answered), else FLAC (half the size); then
    the other formats asked for among :data:`ALONGSIDE`."""
    main = "wav" if "wav" in asked else "flac"
    return [main, *(f for f in asked if f != main and f in ALONGSIDE)]


def encoded_after(asked: list[str]) -> list[str]:
    """The formats asked for that a job encodes from its finished audio (not written as it
    goes: see :data:`ALONGSIDE`)."""
    written = stored_formats(asked)
    return list(dict.fromkeys(f for f in asked if f not in written))


class QueueFull(Exception):
    """The queue, or the tenant's share of it, is full; ask again in ``retry_after``
    seconds. Its message tells no depth: not the installation's, not another tenant's."""

    def __init__(self, message: str, retry_after: int):
        super().__init__(f"{message}; try again in {retry_after} s")
        self.retry_after = retry_after


def tenant_share() -> int:
    """The most jobs one tenant may have queued or running: ``SYNTH_TENANT_MAX_QUEUE``,
    or (0, the default) half of ``SYNTH_MAX_QUEUE``."""
    return settings.SYNTH_TENANT_MAX_QUEUE or max(1, settings.SYNTH_MAX_QUEUE // 2)


def clip_or_job(
    plan: "Plan",
    formats: tuple[str, ...] = (),
    *,
    streamed: bool = False,
    before_job=None,
    with_job=None,
    share: int | None = None,
    sampled: bool = True,
) -> Clip | SynthesisJob:
    """The cached clip for ``plan``, or the job making it. A new job also writes the
    ``formats``, as it goes or before it ends (:func:`stored_formats`,
    :func:`encoded_after`), so neither the waiting request nor a later hit encodes them;
    ``streamed``: it publishes even a lone chunk (synth.streaming). The plan's style (an
    uploaded one, a blend) is kept at the first miss (``plan.keep_style()``), after
    ``before_job`` (or ``with_job``, in its transaction) and before the job that names it.

    Identical requests in flight share one job: the partial unique constraint on
    (tenant, key) for active jobs decides which request creates it. Raises
    :class:`QueueFull` when the tenant has no room for a new job (:func:`check_room`) with
    its ``share`` (:func:`tenant_share` unless given: a batch is given less). ``before_job()``
    runs once, at the first miss, before a job is joined or made, and ``with_job()`` in the
    transaction that joins or makes it (:func:`join_or_create`); either may refuse it by
    raising.
    """
    params = {
        **plan.job_params(),
        "formats": list(dict.fromkeys(formats)),
        "streamed": streamed,
        "sampled": sampled,  # review.queue: may the sample take its clip
    }

    def first_miss() -> None:
        if before_job is not None:
            before_job()
        if with_job is None:
            plan.keep_style()

    def in_job() -> None:  # the style kept after with_job() as after before_job()
        with_job()
        plan.keep_style()

    return join_or_create(
        plan.tenant,
        plan.key,
        params,
        tenant_share() if share is None else share,
        made=lambda: Clip.objects.filter(tenant=plan.tenant, key=plan.key).first(),
        before_job=first_miss,
        with_job=None if with_job is None else in_job,
    )


def join_or_create(
    tenant, key: str, params: dict, share: int, *, made, before_job=None, with_job=None
):
    """What ``made()`` finds (the clip, or whatever the job would make) if it is not None,
    else the tenant's active job for ``key``, joined, or created with ``params`` and
    queued: every job a request creates (a miss, a clip's variant) is made here.

    The partial unique constraint on (tenant, key) for active jobs decides which of
    identical requests creates it. Raises :class:`QueueFull` when the tenant has no room
    for a new job with its ``share`` (:func:`check_room`). ``before_job()``
    runs once, at the first miss, before a job is joined or made. ``with_job()`` runs in a
    database transaction: the one that creates the job (:func:`create_in_room`), or one of
    its own just before a job is joined, so that its writes commit with the job's or not at
    all; it runs again if that transaction rolls back and the job is settled again.
    """
    for _ in range(3):  # a job may finish or fail between our looks; then look again
        found = made()
        if found is not None:
            return found
        if before_job is not None:
            before_job()
            before_job = None
        # Looked up, not met as the INSERT's IntegrityError: joining requests would each
        # take SQLite's write lock, and log an error in PostgreSQL. A join takes no lock.
        job = active_job(tenant, key)
        if job is not None:
            if with_job is not None:
                with transaction.atomic():
                    with_job()
            job.joined = True  # another request's: what a new format charges (synth.charged)
            return job
        try:
            job, created = create_in_room(tenant, key, params, share, with_job)
        except IntegrityError:
            continue  # an identical request created it first: share that one
        # After the lock's transaction: in django-q2's sync mode the task runs right here.
        if created:
            enqueue(job)
        job.joined = not created
        return job
    raise RuntimeError(f"could not settle a job for key {key}")


def active_job(tenant, key: str) -> SynthesisJob | None:
    """The tenant's queued or running job for ``key``, if any."""
    return SynthesisJob.objects.filter(
        tenant=tenant, key=key, status__in=SynthesisJob.ACTIVE
    ).first()


def create_in_room(
    tenant, key: str, params: dict, share: int, with_job=None
) -> tuple[SynthesisJob, bool]:
    """A new job for ``key`` (and True), counted and created holding the tenant's row, so that
    concurrent misses of one tenant take turns here and its share admits exactly
    ``share`` (before, 120 at once against 50 admitted 54 on SQLite, 55 on PostgreSQL);
    near a full queue every tenant's take turns too (:func:`check_room`).
    ``SELECT ... FOR NO KEY UPDATE`` on PostgreSQL, which the job's key to the tenant does
    not wait on; SQLite's ``BEGIN IMMEDIATE`` serialises writers already. Only
    ``with_job()``, a count and an insert run under it; the job is queued by the caller,
    after the commit. The job another request made meanwhile is returned as it is, with
    False (joined). Raises :class:`QueueFull` (:func:`check_room`).

    ``with_job()``, when given, runs first under the lock (a waiting request's lease, so
    that its refusal comes before the queue's, as before a join), and what it writes
    commits with the job, or is rolled back with it."""
    with transaction.atomic():
        if connection.features.has_select_for_update:  # SQLite: BEGIN IMMEDIATE is the lock
            Tenant.objects.select_for_update(no_key=True).filter(pk=tenant.pk).values_list(
                "pk"
            ).first()
        if with_job is not None:
            with_job()
        job = active_job(tenant, key)  # made while we waited for the lock
        if job is not None:
            return job, False
        check_room(tenant, share)
        job = SynthesisJob.objects.create(
            tenant=tenant, key=key, params=params, enqueued=timezone.now()
        )
        return job, True


def queue_ceiling() -> int:
    """The most jobs the queue ever holds: twice ``SYNTH_MAX_QUEUE``. Past the cap only
    tenants below their fair share are admitted (:func:`check_room`), and those of many
    tenants arriving one after another would add up without a bound."""
    return 2 * settings.SYNTH_MAX_QUEUE


def fair_share(share: int, tenants: int) -> int:
    """What a tenant may hold once the queue is full: ``SYNTH_MAX_QUEUE`` divided among the
    ``tenants`` with jobs queued or running (the asking one counted), never above its
    ``share``, at least 1. A ``share`` below :func:`tenant_share` (a batch's) gets the same
    part of it: a tenant's batch leaves room for the tenant's own requests here too."""
    part = settings.SYNTH_MAX_QUEUE * share // (tenants * tenant_share())
    return max(1, min(share, part))


# From this many jobs below SYNTH_MAX_QUEUE, new jobs take turns installation-wide on
# PostgreSQL (one advisory lock, held to the commit): each tenant's row lock alone let
# tenants admitting at the same moment pass the global limits by one job each (the
# eighteenth pass's Q-4 residual). Far from full, misses take no lock but their tenant's.
NEAR_FULL = 16
QUEUE_LOCK = 0x5359_4E51  # pg_advisory_xact_lock's key for the queue's turns


def check_room(tenant, share: int) -> None:
    """Raise QueueFull unless the tenant may have one more job queued or running: it has
    fewer than ``share``, and either the queue holds fewer than ``SYNTH_MAX_QUEUE`` jobs or
    the tenant holds fewer than its :func:`fair_share` (then up to the
    :func:`queue_ceiling`). However many tenants keep the queue full, they cannot refuse
    another the part of it that is that tenant's; their own later jobs wait until they are
    back under theirs. A refusal speaks of the tenant's own jobs only, or, at the ceiling,
    says the service is busy: never how deep the queue is or who fills it."""
    active = _counted(tenant)
    if active["all"] >= settings.SYNTH_MAX_QUEUE - NEAR_FULL and _queue_turn():
        active = _counted(tenant)  # as the jobs admitted before our turn left it
    own = active["own"]
    tenants = active["tenants"] + (0 if own else 1)
    full = active["all"] >= settings.SYNTH_MAX_QUEUE
    if own >= share or (full and own >= fair_share(share, tenants)):
        raise QueueFull("your jobs fill your share of the synthesis queue", retry_after(tenant))
    if active["all"] >= queue_ceiling():
        raise QueueFull("the synthesis service is busy", retry_after(tenant))


def _counted(tenant) -> dict:
    """The active jobs, the tenant's own and the tenants holding any: one query, which
    every miss asks."""
    return SynthesisJob.objects.filter(status__in=SynthesisJob.ACTIVE).aggregate(
        all=Count("pk"),
        own=Count("pk", filter=Q(tenant=tenant)),
        tenants=Count("tenant", distinct=True),
    )


def _queue_turn() -> bool:
    """Wait for the queue's turn, held until this transaction ends (True), on PostgreSQL
    inside :func:`create_in_room`'s transaction; SQLite's ``BEGIN IMMEDIATE`` takes turns
    already (False)."""
    if connection.vendor != "postgresql" or not connection.in_atomic_block:
        return False
    with connection.cursor() as cursor:
        cursor.execute("SELECT pg_advisory_xact_lock(%s)", [QUEUE_LOCK])
    return True


def retry_after(tenant=None) -> int:
    """Seconds after which a full queue has probably moved: the mean synthesis time of
    recent clips (the tenant's own, when given: other tenants' say nothing to it), from 1
    to 60 (5 before there is any history)."""
    clips = Clip.objects.all() if tenant is None else Clip.objects.filter(tenant=tenant)
    recent = [
        s
        for s in clips.order_by("-pk").values_list("synthesis_seconds", flat=True)[:20]
        if s is not None
    ]
    mean = sum(recent) / len(recent) if recent else 5.0
    return min(60, max(1, math.ceil(mean)))


def enqueue(job: SynthesisJob) -> None:
    """Hand the job to the broker once its row is committed, so the worker can see it.

    In django-q2's sync mode the task runs right here, on this connection, where the row
    is already visible; waiting for a commit would only defer it past the caller's test.
    """
    from django_q.conf import Conf

    if Conf.SYNC:
        _push(job)
    else:
        transaction.on_commit(lambda: _push(job))


def notify(job: SynthesisJob) -> None:
    """Tell whoever must know that ``job`` has just moved: a job back in the queue goes to
    the broker; the requests waiting for an ended one wake once that is committed."""
    if job.status == Status.QUEUED:
        enqueue(job)
    elif job.status in (Status.DONE, Status.FAILED):
        transaction.on_commit(lambda: announce_end(job.pk))
        transaction.on_commit(lambda: tell_ended(job))


def tell_ended(job: SynthesisJob) -> None:
    """Send ``job_ended`` (synth.signals) for a committed end: a listener's failure is
    logged, and cannot undo the job's."""
    for receiver, result in job_ended.send_robust(SynthesisJob, job=job):
        if isinstance(result, Exception):
            log.error("after job %s ended, %s failed: %r", job.pk, receiver, result)


def _push(job: SynthesisJob) -> None:
    from django_q.tasks import async_task

    async_task(
        RUN_JOB,
        str(job.id),
        task_name=f"synthesize {job.id}",
        timeout=settings.SYNTH_JOB_TIMEOUT,
        save=False,  # the job row is our record; django-q2's Task rows would only pile up
        broker=_broker(),
    )


_brokers: dict = {}


def _broker():
    """This process's broker for the configured queue. django-q2 makes a new one for every
    task otherwise, and a new Redis broker opens a new connection (a TCP handshake on
    every miss). redis-py's pool reconnects after a fork by itself."""
    from django_q.brokers import get_broker
    from django_q.conf import Conf

    queue = (Conf.CLUSTER_NAME, Conf.ORM is not None)
    if queue not in _brokers:
        _brokers[queue] = get_broker()
    return _brokers[queue]


WATCHED = ["status", "clip", "error_code", "error_message", "attempts", "finished"]


def wait_for(job: SynthesisJob, seconds: float) -> SynthesisJob:
    """Watch the job row until it is done or failed, or ``seconds`` have passed, holding
    this thread (the sync callers': commands, tests; a request waits in
    :func:`await_end`, holding none).

    The worker announces the job's end (synth.announcements) and the wait ends at once;
    the row is still looked at every ``RECHECK_SECONDS`` in case an announcement was
    missed.
    """
    deadline = time.monotonic() + seconds
    woken = threading.Event()
    wake = _ended_sets(woken.set)
    # Registered before looking at the row, so that an end announced meanwhile wakes us.
    subscription = announcements.subscriber() if seconds > 0 else None
    if subscription is not None:
        subscription.watch(job.pk, wake)
    try:
        while True:
            job.refresh_from_db(fields=WATCHED)
            left = deadline - time.monotonic()
            if job.status in (Status.DONE, Status.FAILED) or left <= 0:
                return job
            woken.wait(min(left, RECHECK_SECONDS))
            woken.clear()
    finally:
        if subscription is not None:
            subscription.unwatch(job.pk, wake)


async def await_end(job: SynthesisJob, seconds: float) -> SynthesisJob:
    """:func:`wait_for` for a coroutine: suspended, holding no thread, between its looks
    at the row (each one in the sync pool)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    woken = asyncio.Event()
    wake = _ended_sets(lambda: loop.call_soon_threadsafe(woken.set))
    subscription = await run_sync(announcements.subscriber) if seconds > 0 else None
    if subscription is not None:
        await run_sync(subscription.watch, job.pk, wake)
    try:
        while True:
            await run_sync(job.refresh_from_db, fields=WATCHED)
            left = deadline - loop.time()
            if job.status in (Status.DONE, Status.FAILED) or left <= 0:
                return job
            try:
                await asyncio.wait_for(woken.wait(), min(left, RECHECK_SECONDS))
            except TimeoutError:
                pass
            woken.clear()
    finally:
        if subscription is not None:
            subscription.unwatch(job.pk, wake)


def _ended_sets(set_event):
    """A waker that wakes on a job's end, not on each of its chunks."""

    def wake(event: str) -> None:
        if event == announcements.END:
            set_event()

    return wake


def announce_end(job_id) -> None:
    """Wake the requests waiting for this job (see :func:`wait_for`)."""
    try:
        announcements.announce(job_id, announcements.END)
    except Exception:  # they will see the row within RECHECK_SECONDS anyway
        log.warning("could not announce the end of job %s", job_id, exc_info=True)
