"""Bringing lost work back: jobs whose worker died (killed, out of memory, django-q2's
timeout guard) or whose task the broker lost (Redis has no receipts) are queued again,
up to ``SYNTH_JOB_ATTEMPTS`` times, then failed with a code.

A worker claims a job under :func:`worker_label` (this machine and its PID), which is what
lets :func:`requeue_stale` tell at once that a worker on this machine is gone.

A worker cluster (one `manage.py qcluster`, named by :func:`cluster_label`) takes tasks
off the broker before a worker is free to run them (django-q2's pusher holds a few in
memory), and the job rows say so (``taken_by``, synth.broker). Its :class:`Heartbeat`
beats every third of ``SYNTH_HEARTBEAT_LIMIT``; once a cluster is silent that long, every
live cluster's heartbeat queues again the jobs it had taken, running or waiting
(:func:`recover_from_silent_clusters`): a host that dies costs its jobs seconds, not the
timeout or ``SYNTH_JOB_QUEUED_LIMIT``.
"""

import logging
import multiprocessing
import os
import socket
import threading
import time
from datetime import timedelta

from django.conf import settings
from django.db import DatabaseError, close_old_connections
from django.db.models import Q
from django.db.models.functions import Now
from django.utils import timezone

from core.processes import pid_alive
from synth.dispatch import notify
from synth.models import FailureCode, SynthesisJob, WorkerCluster, overdue_since

log = logging.getLogger(__name__)

Status = SynthesisJob.Status


def _this_machine() -> str:
    """Host name and PID namespace: a PID names one process only within both (containers
    on one host may share a host name, and each has its own PIDs)."""
    try:
        namespace = os.readlink("/proc/self/ns/pid").strip("pid:[]")
    except OSError:
        namespace = ""
    host = socket.gethostname()
    return f"{host}/{namespace}" if namespace else host


MACHINE = _this_machine()


def worker_label() -> str:
    """What this process claims a job under (``SynthesisJob.worker``)."""
    return f"{MACHINE}:{os.getpid()}"


def cluster_label() -> str:
    """The worker cluster this process belongs to: django-q2's sentinel, the parent of its
    pusher and workers (a cluster started again is another one, with other jobs)."""
    return f"{MACHINE}:{os.getppid()}"


def worker_alive(worker: str) -> bool:
    """Whether a worker's process still exists, as far as this machine can tell."""
    machine, _, pid = worker.rpartition(":")
    if machine != MACHINE or not pid.isdigit():
        return True  # not ours to judge; the timeout will tell
    return pid_alive(int(pid))


def silent_clusters(labels: set[str]) -> set[str]:
    """Those of the clusters ``labels`` that are gone: on this machine, their process no
    longer exists; elsewhere, their heartbeat stopped ``SYNTH_HEARTBEAT_LIMIT`` seconds ago
    or more (a cluster that never beat, an older version's, is left to the timeouts)."""
    ours = {label for label in labels if label.rpartition(":")[0] == MACHINE}
    gone = {label for label in ours if not worker_alive(label)}
    limit = timedelta(seconds=settings.SYNTH_HEARTBEAT_LIMIT)
    silent = WorkerCluster.objects.filter(label__in=labels - ours, beat__lt=Now() - limit)
    return gone | set(silent.values_list("label", flat=True))


def recover_from_silent_clusters() -> tuple[int, int]:
    """Queue again the jobs taken by clusters that are gone (:func:`silent_clusters`): a
    running one while it has attempts left (else failed, "worker_lost"), a waiting one
    always (it never started). (requeued, failed)."""
    active = SynthesisJob.objects.filter(status__in=SynthesisJob.ACTIVE).exclude(taken_by="")
    labels = set(active.values_list("taken_by", flat=True).distinct())
    gone = silent_clusters(labels) if labels else set()
    requeued = failed = 0
    for job in active.filter(taken_by__in=gone):
        if job.status == Status.QUEUED or job.attempts_left:
            requeued += requeue(job)
        else:
            message = f"the worker died on each of {job.attempts} attempt(s)"
            failed += fail_if_unchanged(job, FailureCode.WORKER_LOST, message)
    if requeued or failed:
        log.warning(
            "worker cluster(s) %s gone: requeued %d job(s), failed %d",
            ", ".join(sorted(gone)),
            requeued,
            failed,
        )
    return requeued, failed


def recover_lost_in_redis() -> int:
    """Queue again the jobs whose tasks Redis lost (restarted: the queue is in memory, and
    has no receipts). A queued job no cluster took, handed over ``SYNTH_HEARTBEAT_LIMIT``
    seconds ago or more, has its task in the Redis list unless it was lost: when such jobs
    outnumber the list, that many of the oldest are queued again (tasks are
    interchangeable: each runs the fairest queued job, synth.worker.run_job). The ORM
    broker keeps its tasks in the database."""
    if not settings.REDIS_URL:
        return 0
    from synth.dispatch import _broker

    limit = timedelta(seconds=settings.SYNTH_HEARTBEAT_LIMIT)
    untaken = SynthesisJob.objects.filter(
        status=Status.QUEUED, taken_by="", enqueued__lt=timezone.now() - limit
    ).order_by("enqueued")
    lost = untaken.count() - _broker().queue_size()
    requeued = sum(requeue(job) for job in untaken[: max(0, lost)])
    if requeued:
        log.warning("%d task(s) lost by the broker: their jobs queued again", requeued)
    return requeued


class Heartbeat:
    """This worker cluster's heartbeat: a daemon thread in each of its processes that hold
    tasks (django-q2's pusher: synth.broker starts it; each worker: :func:`beat_while_working`,
    so that a cluster stopping gracefully, its pusher gone, still beats while its workers
    finish their jobs) that writes the cluster's row every third of
    ``SYNTH_HEARTBEAT_LIMIT`` and, after each beat, brings back the jobs of clusters that
    went silent, or whose tasks Redis lost. It judges others only once its own beats have
    gone through for a whole limit: after a database outage every cluster is silent for a
    while, and must first have had the time to beat again."""

    def __init__(self):
        self.lock = threading.Lock()
        self.pid: int | None = None

    def start(self) -> None:
        """Start beating in this process, once; only in a cluster's own processes, which
        django-q2 forks (a web process's or a test's call on the broker is not a cluster)."""
        with self.lock:
            if self.pid == os.getpid() or multiprocessing.parent_process() is None:
                return
            self.pid = os.getpid()
        threading.Thread(target=self.run, name="cluster-heartbeat", daemon=True).start()

    def run(self) -> None:
        label = cluster_label()
        beating_since = None
        while True:
            try:
                close_old_connections()
                beat(label)
                beating_since = beating_since or time.monotonic()
                if time.monotonic() - beating_since >= settings.SYNTH_HEARTBEAT_LIMIT:
                    recover_from_silent_clusters()
                    recover_lost_in_redis()
            except DatabaseError:
                beating_since = None
                log.warning("worker cluster %s could not beat", label, exc_info=True)
            except Exception:  # the thread must outlive one bad round
                log.exception("worker cluster %s: recovering lost jobs failed", label)
            time.sleep(settings.SYNTH_HEARTBEAT_LIMIT / 3)


def beat(label: str) -> None:
    if not WorkerCluster.objects.filter(label=label).update(beat=Now()):
        WorkerCluster.objects.update_or_create(label=label, defaults={"beat": Now()})


heartbeat = Heartbeat()


def beat_while_working(**signal) -> None:
    """django-q2's post_spawn, in each worker process as it starts."""
    heartbeat.start()


def requeue(job: SynthesisJob) -> bool:
    """Back to the queue and to the broker, unless someone moved the job on meanwhile."""
    if job.requeue():
        notify(job)
        return True
    return False


def time_out(job: SynthesisJob) -> None:
    """The attempt ran past ``SYNTH_JOB_TIMEOUT``: try again, or fail with "timeout"."""
    if job.time_out():
        notify(job)


def fail_if_unchanged(job: SynthesisJob, code: FailureCode, message: str) -> bool:
    if job.fail(code, message, if_unchanged=True):
        notify(job)
        return True
    return False


def requeue_stale() -> str:
    """Queue again the jobs whose worker died or whose task the broker lost; fail those
    out of attempts. Scheduled every minute (synth.housekeeping.SCHEDULES).

    A running job is stale once its worker is gone: at once if that worker ran on this
    machine and its process no longer exists, otherwise when it has run longer than the
    timeout allows. A queued job is stale after ``SYNTH_JOB_QUEUED_LIMIT`` seconds; one
    never started after ``SYNTH_JOB_ATTEMPTS`` such periods fails ("queue_lost"), so a
    service without workers does not keep the queue full forever, but only once it has
    been handed to the broker again: a job first seen stale late (this runs once a minute,
    long against a short limit) is queued again before it may fail.
    """
    now = timezone.now()
    timeout = timedelta(seconds=settings.SYNTH_JOB_TIMEOUT)
    overdue = overdue_since()
    queued_limit = timedelta(seconds=settings.SYNTH_JOB_QUEUED_LIMIT)
    candidates = SynthesisJob.objects.filter(
        Q(status=Status.RUNNING, started__lt=overdue)
        | Q(status=Status.RUNNING, worker__startswith=f"{MACHINE}:")
        | Q(status=Status.QUEUED, enqueued__lt=now - queued_limit)
    )
    # Rows of clusters silent for a day: any job they took has been seen to since. (Live
    # clusters' heartbeats bring back the jobs of silent ones: Heartbeat.)
    WorkerCluster.objects.filter(beat__lt=Now() - timedelta(days=1)).delete()
    requeued = failed = 0
    for job in candidates:
        if job.status == Status.QUEUED:
            # One that stepped aside for another tenant's (synth.worker.Turn) waits from its
            # last turn: it was running until then.
            stepped_aside = job.made is not None and job.started is not None
            since = job.started if stepped_aside else job.created
            waited_out = since < now - queued_limit * settings.SYNTH_JOB_ATTEMPTS
            handed_again = job.enqueued >= since + queued_limit
            if waited_out and (handed_again or settings.SYNTH_JOB_ATTEMPTS == 1):
                waited = _duration((now - since).total_seconds())
                message = (
                    f"no worker went on with it in {waited}"
                    if stepped_aside
                    else f"no worker started it in {waited}"
                )
                failed += fail_if_unchanged(job, FailureCode.QUEUE_LOST, message)
            else:
                requeued += requeue(job)
            continue
        if job.started >= overdue and worker_alive(job.worker):
            continue  # still at work
        if job.attempts_left:
            requeued += requeue(job)
        elif now - job.started >= timeout:
            failed += fail_if_unchanged(job, FailureCode.TIMEOUT, job.timeout_message())
        else:
            message = f"the worker died on each of {job.attempts} attempt(s)"
            failed += fail_if_unchanged(job, FailureCode.WORKER_LOST, message)
    return f"requeued {requeued}, failed {failed}"


def _duration(seconds: float) -> str:
    return f"{seconds:.0f} s" if seconds < 120 else f"{seconds // 60:.0f} minutes"
