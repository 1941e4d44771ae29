"""Bringing lost work back: jobs whose worker died (killed, out of memory, django-q2's
timeout guard) or whose task the broker lost (Redis has no receipts) are queued again,
up to ``SYNTH_JOB_ATTEMPTS`` times, then failed with a code.

A worker claims a job under :func:`worker_label` (this machine and its PID), which is what
lets :func:`requeue_stale` tell at once that a worker on this machine is gone.
"""

import os
import socket
from datetime import timedelta

from django.conf import settings
from django.db.models import Q
from django.utils import timezone

from core.processes import pid_alive
from synth.dispatch import notify
from synth.models import FailureCode, SynthesisJob, overdue_since

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


def worker_alive(worker: str) -> bool:
    """Whether a worker's process still exists, as far as this machine can tell."""
    machine, _, pid = worker.rpartition(":")
    if machine != MACHINE or not pid.isdigit():
        return True  # not ours to judge; the timeout will tell
    return pid_alive(int(pid))


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
    requeued = failed = 0
    for job in candidates:
        if job.status == Status.QUEUED:
            waited_out = job.created < now - queued_limit * settings.SYNTH_JOB_ATTEMPTS
            handed_again = job.enqueued >= job.created + queued_limit
            if waited_out and (handed_again or settings.SYNTH_JOB_ATTEMPTS == 1):
                waited = (now - job.created).total_seconds()
                message = f"no worker started it in {_duration(waited)}"
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
