"""Inside qcluster workers: the job id on every log record of a job, and the job's metrics.

Connected to django-q2's signals (ops.apps), which fire in the worker process around each
task; synth.worker knows nothing about it. A worker killed in the middle of a job records
nothing for that attempt (the job's retry will).
"""

import logging

from ops import logs
from synth.dispatch import RUN_JOB

log = logging.getLogger(__name__)


def worker_started(sender, proc_name, **kwargs):
    from ops import metrics

    metrics.forget_dead_workers()  # the one this worker replaces, if any
    metrics.record_worker_rss()


def task_starting(sender, func, task, **kwargs):
    if task.get("func") == RUN_JOB and task.get("args"):
        logs.job_id.set(str(task["args"][0]))


def task_finished(sender, func, task, **kwargs):
    if task.get("func") != RUN_JOB or not task.get("args"):
        return
    try:
        from synth import worker

        # The job the task ran: run_job may run another tenant's turn (fairest()).
        _record(worker.last_job or str(task["args"][0]), task)
    except Exception:  # metrics must never fail a job
        log.exception("could not record the job's metrics")
    finally:
        logs.job_id.set("")


def _record(job_id: str, task: dict) -> None:
    from ops import metrics
    from synth.models import FailureCode, SynthesisJob

    metrics.record_worker_rss()
    if not task.get("success"):  # an exception escaped run_job (django-q2's timeout)
        timed_out = "TimeoutException" in str(task.get("result", ""))
        code = FailureCode.TIMEOUT if timed_out else "exception"  # not a job's failure code
        metrics.JOBS.labels("error", code).inc()
        return
    outcome = task.get("result")
    if outcome not in ("done", "failed"):
        metrics.JOBS.labels(str(outcome), "").inc()
        return
    from synth import worker

    # As the task ended it, when it did (no query); else as the row says.
    job = worker.ended_job(job_id)
    if job is None:
        job = SynthesisJob.objects.filter(pk=job_id).select_related("clip").first()
    if job is None:
        return
    metrics.JOBS.labels(outcome, job.error_code).inc()
    if outcome != "done" or job.clip is None or job.finished is None:
        return
    metrics.JOB_LATENCY.observe((job.finished - job.created).total_seconds())
    clip = job.clip
    # A clip found already stored (not made by this attempt) says nothing about inference.
    if clip.synthesis_seconds is not None and job.started and clip.created >= job.started:
        metrics.SYNTHESIS.observe(clip.synthesis_seconds)
        if clip.duration > 0:
            metrics.RTF.observe(clip.synthesis_seconds / clip.duration)
        reused = clip.reused_sentences
        metrics.SENTENCES.labels("reused").inc(reused)
        metrics.SENTENCES.labels("synthesized").inc(max(0, len(clip.chunks) - reused))
        metrics.SENTENCE_SAVED.inc(clip.saved_synthesis_seconds)
