"""Cache misses become SynthesisJob rows and django-q2 tasks; workers run them.

Inference happens only here, in qcluster worker processes: the web process plans and
waits. The job row is what makes work durable (the Redis broker has no receipts, and
django-q2's timeout guard kills workers): a job whose worker died, or whose task the
broker lost, is noticed by :func:`requeue_stale` and queued again, up to
``SYNTH_JOB_ATTEMPTS`` times. Exactly one worker runs a job at a time (:func:`_claim`),
and the unique (tenant, key) constraint on Clip means a clip is never stored twice.
"""

import contextlib
import errno
import logging
import math
import os
import socket
import tempfile
import time
from datetime import timedelta
from typing import TYPE_CHECKING

import numpy as np
from django.conf import settings
from django.core.files.base import File
from django.core.files.storage import default_storage
from django.db import IntegrityError, InterfaceError, OperationalError, connection, transaction
from django.db.models import F, Q
from django.utils import timezone

from lexicon.models import VoicePreset
from synth import announcements
from synth.engine.audio import FORMATS
from synth.engine.errors import EngineError, ModelError
from synth.housekeeping import TEMP_PREFIX
from synth.models import Clip, ClipEncoding, SynthesisJob

if TYPE_CHECKING:
    from synth.speech import Plan

log = logging.getLogger(__name__)
Status = SynthesisJob.Status
# django-q2's guard kills a worker 3 s (plus a 0.5 s guard cycle) after the task's timeout;
# a running job older than timeout + grace has certainly lost its worker.
GRACE_SECONDS = 5


# Formats a worker writes as it synthesizes when the request asks for them: the same
# 16-bit samples in another container, almost free to write while the worker has them.
ALONGSIDE = ("wav", "pcm")


def stored_formats(asked: list[str]) -> list[str]:
    """What a job writes, the clip's own audio first: the WAV a request asked for (so no
    FLAC is encoded before it can be answered: about 8 ms for 5 s of audio), else FLAC
    (half the size); then the other formats asked for. Any other format is encoded from
    the clip's own audio when first asked for, and kept."""
    main = "wav" if "wav" in asked else "flac"
    return [main, *(f for f in asked if f != main)]


class QueueFull(Exception):
    """Too many jobs are queued or running (``SYNTH_MAX_QUEUE``); ask again later."""

    def __init__(self, active: int, retry_after: int):
        super().__init__(f"{active} jobs are queued or running; try again in {retry_after} s")
        self.active = active
        self.retry_after = retry_after


class ModelChanged(ModelError):
    """The installed model is not the one the request was planned for."""

    code = "model_changed"


def clip_or_job(
    plan: "Plan", formats: tuple[str, ...] = (), *, streamed: bool = False
) -> Clip | SynthesisJob:
    """The cached clip for ``plan``, or the job making it. A new job also writes the
    ``formats`` among :data:`ALONGSIDE` as it goes (:func:`stored_formats`), so the
    waiting request need not encode its answer; ``streamed``: it publishes even a lone
    chunk (synth.streaming).

    Identical requests in flight share one job: the partial unique constraint on
    (tenant, key) for active jobs decides which request creates it. Raises
    :class:`QueueFull` when a new job would exceed ``SYNTH_MAX_QUEUE``.
    """
    for _ in range(3):  # a job may finish or fail between our looks; then look again
        clip = Clip.objects.filter(tenant=plan.tenant, key=plan.key).first()
        if clip is not None:
            return clip
        # Looked up, not met as the INSERT's IntegrityError: joining requests would each
        # take SQLite's write lock, and log an error in PostgreSQL.
        job = SynthesisJob.objects.filter(
            tenant=plan.tenant, key=plan.key, status__in=SynthesisJob.ACTIVE
        ).first()
        if job is not None:
            return job
        # Counted, then created: concurrent misses may overshoot the limit by a few.
        active = SynthesisJob.objects.filter(status__in=SynthesisJob.ACTIVE).count()
        if active >= settings.SYNTH_MAX_QUEUE:
            raise QueueFull(active, retry_after())
        try:
            with transaction.atomic():
                job = SynthesisJob.objects.create(
                    tenant=plan.tenant,
                    key=plan.key,
                    params={
                        **plan.job_params(),
                        "formats": [f for f in formats if f in ALONGSIDE],
                        "streamed": streamed,
                    },
                    enqueued=timezone.now(),
                )
        except IntegrityError:
            continue  # an identical request created it first: share that one
        enqueue(job)
        return job
    raise RuntimeError(f"could not settle a clip or job for key {plan.key}")


def retry_after() -> int:
    """Seconds after which a full queue has probably moved: the mean synthesis time of
    recent clips, from 1 to 60 (5 before there is any history)."""
    recent = [
        s
        for s in Clip.objects.order_by("-pk").values_list("synthesis_seconds", flat=True)[:20]
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


def _push(job: SynthesisJob) -> None:
    from django_q.tasks import async_task

    async_task(
        "synth.jobs.run_job",
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


def wait_for(job: SynthesisJob, seconds: float) -> SynthesisJob:
    """Watch the job row until it is done or failed, or ``seconds`` have passed.

    With Redis, the worker announces the job's end (:func:`_announce`) and the request
    wakes at once; the row is still looked at every ``RECHECK_SECONDS`` in case an
    announcement was missed. Without Redis (the embedded mode) the row is polled, every
    20 ms at most.
    """
    fields = ["status", "clip", "error_code", "error_message", "attempts", "finished"]
    deadline = time.monotonic() + seconds
    client = _redis()
    if client is None:
        delay = 0.005
        while True:
            job.refresh_from_db(fields=fields)
            if job.status in (Status.DONE, Status.FAILED) or time.monotonic() >= deadline:
                return job
            time.sleep(min(delay, max(0.0, deadline - time.monotonic())))
            delay = min(delay * 2, 0.02)  # a finished job is noticed within 20 ms
    # Registered before looking at the row, so that an end announced meanwhile wakes us.
    subscription = announcements.subscriber(client)
    woken = subscription.watch(job.pk)
    try:
        while True:
            job.refresh_from_db(fields=fields)
            left = deadline - time.monotonic()
            if job.status in (Status.DONE, Status.FAILED) or left <= 0:
                return job
            woken.wait(min(left, RECHECK_SECONDS))
            woken.clear()
    finally:
        subscription.unwatch(job.pk, woken)


RECHECK_SECONDS = 0.25


def _redis():
    """A Redis client when the Django cache is Redis (the scaled mode), else None."""
    from django.core.cache import caches
    from django.core.cache.backends.redis import RedisCache

    backend = caches["default"]
    return backend._cache.get_client(write=True) if isinstance(backend, RedisCache) else None


def _announce(job_id) -> None:
    """Wake the requests waiting for this job (see :func:`wait_for`)."""
    client = _redis()
    if client is not None:
        try:
            announcements.announce(client, job_id)
        except Exception:  # they will see the row within RECHECK_SECONDS anyway
            log.warning("could not announce the end of job %s", job_id, exc_info=True)


# --- in the worker ------------------------------------------------------------------------


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
_loaded = None  # (fingerprint, engine) of this worker process


def worker_engine(fingerprint: str):
    """This worker process's engine for a job planned against the model ``fingerprint``.

    Built on first use, after the fork (ONNX Runtime's thread pools do not survive fork),
    and rebuilt when the installed model changes. Raises :class:`ModelChanged` when the
    installed model is not ``fingerprint``: old and new are never mixed.
    """
    global _loaded
    from synth.conf import load_engine
    from synth.speech import folder_fingerprint

    installed = folder_fingerprint()
    if installed != fingerprint:
        raise ModelChanged("the model changed since this request was made; send it again")
    if _loaded is None or _loaded[0] != installed:
        _loaded = None  # let the old sessions go before the new ones load
        engine = load_engine(threads=worker_threads())
        if folder_fingerprint() != installed:  # replaced while we were loading it
            raise ModelChanged("the model changed while it was loading; send it again")
        _loaded = (installed, engine)
    return _loaded[1]


def worker_threads() -> int:
    """Intra-op threads per worker: the cores shared out among the cluster's workers."""
    from django_q.conf import Conf

    from synth.engine.session import available_cores

    if settings.SYNTH_THREADS:
        return settings.SYNTH_THREADS
    return max(1, available_cores() // max(1, int(Conf.WORKERS)))


def run_job(job_id: str) -> str:
    """The django-q2 task: claim the job, synthesize, store the clip, finish the job."""
    from django_q.exceptions import TimeoutException

    if not _claim(job_id):
        return "skipped"  # done, failed, out of attempts, or running in another worker
    job = SynthesisJob.objects.select_related("tenant").get(pk=job_id)
    try:
        clip = Clip.objects.filter(tenant=job.tenant, key=job.key).first()
        if clip is None:
            _synthesize(job)  # stores the clip and ends the job, in one transaction
        else:
            _finish(job, clip)
    except TimeoutException:
        # django-q2's SIGALRM; the worker exits after this and is replaced. (A call stuck
        # in C never sees the signal: the guard kills the worker and requeue_stale sees it.)
        _timed_out(job)
        raise
    except (OperationalError, InterfaceError) as exc:
        # The database dropped our connection (a restart, a failover): not the job's
        # fault. Queue it again on a new connection; if the database is still down, the
        # row stays running and requeue_stale takes it up after the timeout.
        log.warning("job %s: database connection lost: %s", job.id, exc)
        connection.close()
        if job.attempts < settings.SYNTH_JOB_ATTEMPTS:
            _requeue(job)
        else:
            _fail(job, "database_unavailable", "the database was lost on every attempt")
        return "failed"
    except EngineError as exc:
        log.warning("job %s failed: %s: %s", job.id, exc.code, exc)
        _fail(job, exc.code, str(exc))
        return "failed"
    except Exception as exc:  # every failure must end the job with a code, not hang it
        if isinstance(exc, OSError) and exc.errno == errno.ENOSPC:
            # A full disk: a code the client can act on (503, later); a half-written file
            # is debris that housekeeping removes.
            log.error("job %s failed: storage full: %s", job.id, exc)
            _fail(job, "storage_full", "the audio storage is full; send the request again later")
            return "failed"
        # Clients see the message: say what happened, not our internals (the log has them).
        log.exception("job %s failed", job.id)
        _fail(
            job,
            "synthesis_failed",
            f"synthesis failed unexpectedly ({type(exc).__name__}); "
            "the error is in the worker's log",
        )
        return "failed"
    return "done"


def _claim(job_id: str) -> bool:
    """Take the job for this worker, counting an attempt. Only one claim can succeed: a
    queued job, or a running one whose worker has certainly died (a re-delivered task)."""
    now = timezone.now()
    stale = now - timedelta(seconds=settings.SYNTH_JOB_TIMEOUT + GRACE_SECONDS)
    return bool(
        SynthesisJob.objects.filter(pk=job_id)
        .filter(Q(status=Status.QUEUED) | Q(status=Status.RUNNING, started__lt=stale))
        .filter(attempts__lt=settings.SYNTH_JOB_ATTEMPTS)
        .update(
            status=Status.RUNNING,
            started=now,
            attempts=F("attempts") + 1,
            worker=f"{MACHINE}:{os.getpid()}",
        )
    )


def _synthesize(job: SynthesisJob) -> Clip:
    """Synthesize the job chunk by chunk: each chunk is published for streaming readers
    (synth.streaming) and appended to the FLAC file at once, so the worker never holds
    more than one chunk's audio, however long the text."""
    import soundfile

    from synth import streaming
    from synth.engine.styles import parse_style
    from synth.speech import check_length

    p = job.params
    check_length(p["normalized_text"])  # a job planned before the limit, or under a higher one
    engine = worker_engine(p["fingerprint"])
    voice = p["voice"] if isinstance(p["voice"], str) else parse_style(p["voice"], "job")
    request = engine.request(
        p["normalized_text"],
        lang=p["lang"],
        voice=voice,
        speed=p["speed"],
        steps=p["steps"],
        seed=p["seed"],
        silence=p["silence"],
    )
    many = streaming.publishes(len(request.chunks))
    published = []

    def publish(i: int, ints: np.ndarray) -> None:
        # Every chunk of a longer text (a stream may join at any time); a lone chunk only
        # when a stream waits for it (otherwise its stored clip comes as quickly).
        with _best_effort("publish a chunk of job", job.pk):
            if many or p.get("streamed") or streaming.wanted(job.pk):
                streaming.publish(job.pk, i, ints)
                published.append(i)

    base = f"clips/{job.tenant_id}/{job.key[:2]}/{job.key}"
    formats = stored_formats(p.get("formats", []))
    try:
        with contextlib.ExitStack() as files:
            scratch = {f: _scratch_file(files) for f in formats}
            try:
                chunks, frames, seconds = _write_audio(engine, request, scratch, publish)
            except soundfile.LibsndfileError as exc:
                raise _why_writing_failed(scratch, exc) from exc
            # The files are complete before the rows exist; a crash in between leaves
            # orphan files (swept up by housekeeping), never a row pointing at half a file.
            names = {
                f: default_storage.save(f"{base}.{FORMATS[f].extension}", scratch[f])
                for f in formats
            }
            sizes = {f: os.fstat(scratch[f].fileno()).st_size for f in formats}
        return _store_clip(job, names, sizes, chunks, engine.sample_rate, frames, seconds)
    finally:
        if published:
            with _best_effort("forget the chunks of job", job.pk):
                streaming.forget(job.pk, len(request.chunks))


class _ScratchFile(File):
    """A finished scratch file in local storage's ``tmp/``: storing it renames it into
    place (Django's FileSystemStorage moves a file that has a temporary_file_path)."""

    def temporary_file_path(self) -> str:
        return self.file.name


def _scratch_file(files: contextlib.ExitStack) -> File:
    """A file for a clip's audio while it is made. In local storage, a named file in its
    ``tmp/`` folder, so that storing it is a rename, not a copy; a crash leaves it for
    housekeeping (files in tmp/ older than 600 s). Elsewhere (S3), an anonymous temporary
    file that storing uploads. Gone on the way out unless it was stored."""
    try:
        folder = default_storage.path(TEMP_PREFIX)
    except NotImplementedError:  # no local paths
        return File(files.enter_context(tempfile.TemporaryFile()))
    os.makedirs(folder, exist_ok=True)
    file = files.enter_context(tempfile.NamedTemporaryFile(dir=folder, delete=False))
    files.callback(_remove_if_left, file.name)
    return _ScratchFile(file)


def _why_writing_failed(scratch: dict, error: Exception) -> Exception:
    """libsndfile reports a failed write as a "System error" without the OS's reason.
    Write to the scratch files ourselves (they are thrown away) to hear it: a full disk
    is then an OSError(ENOSPC), which fails the job as storage_full (503, try later)."""
    for file in scratch.values():
        try:
            os.write(file.fileno(), bytes(65536))  # enough to need new blocks
        except OSError as reason:
            return reason
    return error


def _remove_if_left(path: str) -> None:
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)  # stored: moved away already


@contextlib.contextmanager
def _best_effort(what: str, job_id):
    """Publishing chunks only speeds streams up (a stream that misses one reads the stored
    clip): a cache that is down (Redis restarting) must not fail the job."""
    try:
        yield
    except Exception:
        log.warning("could not %s %s; streams read the stored clip", what, job_id, exc_info=True)


def _write_audio(engine, request, scratch: dict, publish=None) -> tuple[list, int, float]:
    """Synthesize into the ``scratch`` files (by format: see :func:`stored_formats`),
    calling ``publish(i, samples)`` with each chunk's samples (int16) as soon as it is
    made; returns the chunks (text, timings in the audio, and the engine's seconds for
    each), the number of samples and the engine's own seconds."""
    from synth.engine.audio import open_for_writing, to_pcm16

    chunks, frames, seconds = [], 0, 0.0
    gap = np.zeros(int(request.silence * engine.sample_rate), dtype=np.int16)
    with contextlib.ExitStack() as stack:
        # By their file descriptors: libsndfile then writes in C. Given file objects it
        # would call back into Python for every write, and django-q2's timeout signal
        # landing in such a callback is swallowed there ("Exception ignored from cffi
        # callback").
        outputs = [
            stack.enter_context(
                open_for_writing(file.fileno(), engine.sample_rate, fmt, closefd=False)
            )
            for fmt, file in scratch.items()
        ]
        started = time.perf_counter()
        for i, (chunk, samples) in enumerate(engine.iter_chunks(request)):
            chunk_seconds = time.perf_counter() - started
            seconds += chunk_seconds
            ints = to_pcm16(samples)
            if publish is not None:
                publish(i, ints)
            for output in outputs:
                if i:
                    output.write(gap)
                output.write(ints)
            frames += len(ints) + (len(gap) if i else 0)
            chunks.append(
                {
                    "text": chunk.text,
                    "model_text": chunk.model_text,
                    "start": chunk.start,
                    "end": chunk.end,
                    "seconds": round(chunk_seconds, 4),  # the engine's time for it
                }
            )
            del ints, samples  # one chunk at a time
            started = time.perf_counter()
    return chunks, frames, seconds


def _store_clip(job, names, sizes, chunks, sample_rate, frames, seconds) -> Clip:
    """The clip's row (and its other formats' rows) for the stored ``names`` by format,
    the clip's own audio first, and the job's end, in one transaction."""
    main = next(iter(names))
    p = job.params
    preset_id = p["preset_id"]
    if preset_id is not None and not VoicePreset.objects.filter(pk=preset_id).exists():
        preset_id = None  # deleted since the request: the clip outlives it (SET_NULL)
    try:
        with transaction.atomic():
            clip = Clip.objects.create(
                tenant=job.tenant,
                key=job.key,
                text=p["text"],
                normalized_text=p["normalized_text"],
                explanation=p["explanation"],
                chunks=chunks,
                lang=p["lang"],
                voice=p["voice_label"],
                voice_digest=p["voice_digest"],
                preset_id=preset_id,
                speed=p["speed"],
                steps=p["steps"],
                seed=p["seed"],
                silence=p["silence"],
                lexicon_version=p["lexicon_version"],
                disabled_rules=p.get("disabled_rules", []),
                model_fingerprint=p["fingerprint"],
                audio=names[main],
                sample_rate=sample_rate,
                duration=frames / sample_rate,
                size=sizes[main],
                synthesis_seconds=seconds,
            )
            ClipEncoding.objects.bulk_create(
                ClipEncoding(clip=clip, format=f, audio=names[f], size=sizes[f])
                for f in names
                if f != main
            )
            _finish(job, clip)  # one commit for the clip and the job's end
            return clip
    except IntegrityError:
        # A worker presumed dead stored the same key first: keep theirs. Never delete a
        # name their rows use: storing by rename can replace a file of theirs that was
        # stored at the same moment (the same samples: the same key).
        clip = Clip.objects.filter(tenant=job.tenant, key=job.key).first()
        theirs = set()
        if clip is not None:
            theirs = {clip.audio.name, *clip.encodings.values_list("audio", flat=True)}
        for name in names.values():
            if name not in theirs:
                default_storage.delete(name)
        if clip is None:
            raise
        _finish(job, clip)
        return clip


def _finish(job: SynthesisJob, clip: Clip) -> None:
    """The job is done; the requests waiting for it hear so once that is committed (at once
    outside a transaction; with the clip's row, inside _store_clip's)."""
    # Unconditional: even a job given up as lost is better off done once its clip exists.
    SynthesisJob.objects.filter(pk=job.pk).update(
        status=Status.DONE, clip=clip, finished=timezone.now(), error_code="", error_message=""
    )
    transaction.on_commit(lambda: _announce(job.pk))


def _fail(job: SynthesisJob, code: str, message: str, *, if_unchanged: bool = False) -> bool:
    """End the job with ``code`` (never a done one). ``if_unchanged``: only if nobody has
    moved it on since we read it (requeue_stale, deciding from a row it read earlier)."""
    rows = SynthesisJob.objects.filter(pk=job.pk).exclude(status=Status.DONE)
    if if_unchanged:
        rows = rows.filter(status=job.status, attempts=job.attempts)
    failed = rows.update(
        status=Status.FAILED,
        error_code=code,
        error_message=message[:2000],
        finished=timezone.now(),
    )
    if failed:
        _announce(job.pk)
    return bool(failed)


def _timed_out(job: SynthesisJob) -> None:
    """The attempt ran past ``SYNTH_JOB_TIMEOUT``: try again, or fail with "timeout"."""
    if job.attempts < settings.SYNTH_JOB_ATTEMPTS:
        _requeue(job)
    else:
        _fail(job, "timeout", _timeout_message(job))


def _timeout_message(job: SynthesisJob) -> str:
    return f"synthesis took longer than {settings.SYNTH_JOB_TIMEOUT} s ({job.attempts} attempt(s))"


def _requeue(job: SynthesisJob) -> bool:
    """Back to the queue, unless someone else moved the job on since we read it."""
    moved = SynthesisJob.objects.filter(pk=job.pk, status=job.status, attempts=job.attempts).update(
        status=Status.QUEUED, enqueued=timezone.now()
    )
    if moved:
        enqueue(job)
    return bool(moved)


# --- housekeeping -------------------------------------------------------------------------


def requeue_stale() -> str:
    """Queue again the jobs whose worker died (killed, out of memory, the timeout guard)
    or whose task the broker lost (Redis has no receipts); fail those out of attempts.

    A running job is stale once its worker is gone: at once if that worker ran on this
    machine and its process no longer exists, otherwise when it has run longer than the
    timeout allows. A queued job is stale after ``SYNTH_JOB_QUEUED_LIMIT`` seconds; one
    never started after ``SYNTH_JOB_ATTEMPTS`` such periods fails ("queue_lost"), so a
    service without workers does not keep the queue full forever. Scheduled every minute.
    """
    now = timezone.now()
    timeout = timedelta(seconds=settings.SYNTH_JOB_TIMEOUT)
    overdue = now - timeout - timedelta(seconds=GRACE_SECONDS)
    queued_limit = timedelta(seconds=settings.SYNTH_JOB_QUEUED_LIMIT)
    candidates = SynthesisJob.objects.filter(
        Q(status=Status.RUNNING, started__lt=overdue)
        | Q(status=Status.RUNNING, worker__startswith=f"{MACHINE}:")
        | Q(status=Status.QUEUED, enqueued__lt=now - queued_limit)
    )
    requeued = failed = 0
    for job in candidates:
        if job.status == Status.QUEUED:
            if job.created < now - queued_limit * settings.SYNTH_JOB_ATTEMPTS:
                waited = (now - job.created).total_seconds()
                message = f"no worker started it in {_duration(waited)}"
                failed += _fail(job, "queue_lost", message, if_unchanged=True)
            else:
                requeued += _requeue(job)
            continue
        if job.started >= overdue and _worker_alive(job.worker):
            continue  # still at work
        if job.attempts < settings.SYNTH_JOB_ATTEMPTS:
            requeued += _requeue(job)
        elif now - job.started >= timeout:
            failed += _fail(job, "timeout", _timeout_message(job), if_unchanged=True)
        else:
            message = f"the worker died on each of {job.attempts} attempt(s)"
            failed += _fail(job, "worker_lost", message, if_unchanged=True)
    return f"requeued {requeued}, failed {failed}"


def _duration(seconds: float) -> str:
    return f"{seconds:.0f} s" if seconds < 120 else f"{seconds // 60:.0f} minutes"


def _worker_alive(worker: str) -> bool:
    """Whether a worker process on this machine still exists."""
    machine, _, pid = worker.rpartition(":")
    if machine != MACHINE or not pid.isdigit():
        return True  # not ours to judge; the timeout will tell
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
