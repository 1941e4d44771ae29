"""Inside qcluster workers: claim a job, synthesize it into scratch files, store the clip,
finish the job (or fail it with a code).

Inference happens only here: the web process plans and waits (synth.dispatch). Exactly
one worker runs a job at a time (``SynthesisJob.objects.claim``), and the unique
(tenant, key) constraint on Clip means a clip is never stored twice.
"""

import contextlib
import errno
import logging
import os
import socket
import time

import numpy as np
from django.conf import settings
from django.core.cache import cache
from django.core.files.storage import default_storage
from django.db import IntegrityError, InterfaceError, OperationalError, connection, transaction

from core.context import job_id as current_job
from engine.errors import EngineError, ModelError
from lexicon.models import VoicePreset
from synth.dispatch import encoded_after, notify, stored_formats
from synth.housekeeping import count_stored, keep_fallback_room, prune_tenant_clips
from synth.models import Clip, ClipEncoding, FailureCode, PlannedStyle, SynthesisJob
from synth.playback import extension_for, store_encoding
from synth.recovery import cluster_label, requeue, time_out, worker_label
from synth.scratch import encode_from, scratch_file, why_writing_failed, write_audio
from synth.signals import clip_stored
from synth.storage import storage_outage

log = logging.getLogger(__name__)


class TurnOver(Exception):
    """Another tenant's job waits: this one stops before its next chunk and queues again
    (its chunks so far are kept: synth.sentences.render); ``made``, the chunks it
    synthesized, by index: the engine's seconds for each."""

    def __init__(self, job_id, made: dict[int, float]):
        super().__init__(f"job {job_id} steps aside for another tenant's")
        self.made = made


class ModelChanged(ModelError):
    """The installed model is not the one the request was planned for."""

    code = FailureCode.MODEL_CHANGED


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
    announce_loaded(installed)
    return _loaded[1]


# How long a worker's "model loaded" note lasts in the cache; renewed by its jobs at most
# every ANNOUNCE_EVERY seconds (a worker that runs no job for a day drops out of the count).
LOADED_FOR = 24 * 3600
ANNOUNCE_EVERY = 3600
_announced = (0.0, "")  # (when, fingerprint) this process last noted


def loaded_key(host: str, pid: int) -> str:
    return f"synth:worker-model:{host}:{pid}"


def announce_loaded(fingerprint: str) -> None:
    """Note in the cache that this worker process holds the model ``fingerprint``, for
    /api/v1/ready (ops.readiness.check_workers). Best effort: never fails a job."""
    global _announced
    from django_q.conf import Conf

    now = time.monotonic()
    if Conf.SYNC or (_announced[1] == fingerprint and now - _announced[0] < ANNOUNCE_EVERY):
        return
    try:
        cache.set(loaded_key(socket.gethostname(), os.getpid()), fingerprint, LOADED_FOR)
        _announced = (now, fingerprint)
    except Exception:
        log.warning("could not note the loaded model in the cache", exc_info=True)


def load_model_at_start(**signal) -> None:
    """Load the installed model as this worker process starts (django-q2's post_spawn,
    which fires in the new process before it reads its first task), so no job pays for
    the load: a voice agent's first reply has seconds (Pipecat ends a context with no audio
    after 3). Without a usable model the worker still starts: its jobs load it or fail
    with their code, as before."""
    from django_q.conf import Conf

    from synth.speech import folder_fingerprint

    if Conf.SYNC:  # the tests' in-process jobs: nothing to prepare
        return
    started = time.monotonic()
    try:
        worker_engine(folder_fingerprint())
    except Exception as exc:
        log.warning("the model did not load as the worker started (%s): its jobs will try", exc)
        return
    log.info("worker %s loaded the model in %.2f s", os.getpid(), time.monotonic() - started)


_niced_pid = None


def yield_to_the_web(**signal) -> None:
    """Lower this worker process's CPU priority by ``SYNTH_NICE`` (once per process; on
    django-q2's post_spawn, as each worker process starts): on a box that also serves the
    web, a cache hit or a request's planning then gets the CPU before inference does,
    which uses whatever the web leaves (docs/OPERATIONS.md, "Serving")."""
    global _niced_pid
    from django_q.conf import Conf

    # Sync mode (the tests) runs jobs in the caller's own process: that one stays as it is.
    if settings.SYNTH_NICE and not Conf.SYNC and _niced_pid != os.getpid():
        _niced_pid = os.getpid()
        try:
            os.nice(settings.SYNTH_NICE)
        except OSError:  # not allowed here (a container's seccomp profile): run as is
            log.warning("could not lower the synthesis worker's priority", exc_info=True)


def loaded_engine():
    """The (fingerprint, engine) this process holds, or None before it loaded one."""
    return _loaded


def unload_engine() -> None:
    """Let this process's engine go; the next job loads the installed model."""
    global _loaded
    _loaded = None


def worker_threads() -> int:
    """Intra-op threads per worker: the cores shared out among the cluster's workers."""
    from django_q.conf import Conf

    from engine.session import available_cores

    if settings.SYNTH_THREADS:
        return settings.SYNTH_THREADS
    return max(1, available_cores() // max(1, int(Conf.WORKERS)))


# The job the last task ran (a task may run another tenant's turn: fairest()), for the
# job's metrics once the task ends (ops.worker), and when that task started
# (time.monotonic(): what resuming its job cost, Turn). A worker runs one task at a time.
last_job = ""
task_began = 0.0
# The job the last task ended, as it ended it (its clip in hand), once that end is
# committed: the job's metrics read it rather than the row again (ops.worker; the
# select_related query cost the worker about 1 ms of CPU per miss, issue 36).
last_ended: SynthesisJob | None = None


def ended_job(job_id) -> SynthesisJob | None:
    """The job ``job_id`` as the last task ended it (done or failed, committed), or None
    (another job, or it did not end in this task: read its row)."""
    job = last_ended
    return job if job is not None and str(job.pk) == str(job_id) else None


def _ended(job: SynthesisJob) -> None:
    global last_ended
    last_ended = job


task_claimed = 0.0


def run_job(job_id: str) -> str:
    """The django-q2 task: the fairest queued job (its own, unless another tenant's turn
    has come), claimed, synthesized, its clip stored, the job finished."""
    global last_job, task_began, task_claimed, last_ended
    task_began = task_claimed = time.monotonic()
    last_ended = None
    own = job_id
    for _ in range(CLAIM_TRIES):
        turn = SynthesisJob.objects.fairest(own)  # tenants take turns
        if turn != own:
            SynthesisJob.objects.swap_tasks(own, turn)
        if SynthesisJob.objects.claim(turn, worker_label(), cluster_label()):
            break
        # Another task took ``turn`` first (two tasks chose the same job at once, or it
        # is done): this task asks again, so a queued job whose task was swapped onto
        # ``turn`` is not left without one (the thirty-first pass, H-2: such jobs waited
        # for requeue_stale's 600 s). With nothing queued, fairest names ``own`` again.
        if (
            turn == own
            and not SynthesisJob.objects.filter(status=SynthesisJob.Status.QUEUED).exists()
        ):
            return "skipped"  # done, failed, out of attempts, or running in another worker
    else:
        return "skipped"
    last_job = str(turn)
    token = current_job.set(last_job)  # on the job's log records
    try:
        return _run_job(turn)
    finally:
        current_job.reset(token)


# How often a task asks for a job again when another task claimed the one it chose.
CLAIM_TRIES = 5


def _run_job(job_id) -> str:
    """Run the job this task has claimed."""
    from django_q.exceptions import TimeoutException

    global task_claimed
    task_claimed = time.monotonic()
    job = SynthesisJob.objects.with_tenant(job_id)
    try:
        if "variant" in job.params:
            make_variant(job)
            return "done"
        clip = Clip.objects.stored(job.tenant_id, job.key)
        if clip is None:
            synthesize(job)  # stores the clip and ends the job, in one transaction
        else:
            finish(job, clip)
    except TurnOver as turn_over:
        # Another tenant's job waits: it goes first, and this one queues again behind it
        # with a task of its own (tenants take turns per chunk, not per job).
        if job.step_aside(turn_over.made):
            notify(job)
        return "stepped_aside"
    except TimeoutException:
        # django-q2's SIGALRM; the worker exits after this and is replaced. (A call stuck
        # in C never sees the signal: the guard kills the worker and requeue_stale sees it.)
        time_out(job)
        raise
    except (OperationalError, InterfaceError) as exc:
        # The database dropped our connection (a restart, a failover): not the job's
        # fault. Queue it again on a new connection; if the database is still down, the
        # row stays running and requeue_stale takes it up after the timeout.
        log.warning("job %s: database connection lost: %s", job.id, exc)
        connection.close()
        if job.attempts_left:
            requeue(job)
        else:
            message = "the database was lost on every attempt"
            fail(job, FailureCode.DATABASE_UNAVAILABLE, message)
        return "failed"
    except EngineError as exc:
        log.warning("job %s failed: %s: %s", job.id, exc.code, exc)
        # A code we do not list (a newer engine's) is still the engine's error.
        code = exc.code if exc.code in FailureCode.values else FailureCode.ENGINE_ERROR
        fail(job, FailureCode(code), str(exc))
        return "failed"
    except Exception as exc:  # every failure must end the job with a code, not hang it
        if isinstance(exc, OSError) and exc.errno == errno.ENOSPC:
            # A full disk: a code the client can act on (503, later); a half-written file
            # is debris that housekeeping removes.
            log.error("job %s failed: storage full: %s", job.id, exc)
            message = "the audio storage is full; send the request again later"
            fail(job, FailureCode.STORAGE_FULL, message)
            return "failed"
        if storage_outage(exc):
            # The object store is down (boto3 has retried already): no row was written, an
            # object stored before the failure is debris for housekeeping. The request sent
            # again (503, Retry-After) starts a new job.
            log.error("job %s failed: storage unavailable: %s", job.id, exc)
            message = "the audio storage is unavailable; send the request again shortly"
            fail(job, FailureCode.STORAGE_UNAVAILABLE, message)
            return "failed"
        # Clients see the message: say what happened, not our internals (the log has them).
        log.exception("job %s failed", job.id)
        fail(
            job,
            FailureCode.SYNTHESIS_FAILED,
            f"synthesis failed unexpectedly ({type(exc).__name__}); "
            "the error is in the worker's log",
        )
        return "failed"
    return "done"


def make_variant(job: SynthesisJob) -> None:
    """A variant job: a stored clip encoded in another format and kept, here rather than
    in the web process that asked (synth.playback.variant_job); the job ends with the clip."""
    variant = job.params["variant"]
    clip = Clip.objects.get(pk=variant["clip"], tenant=job.tenant)
    added = store_encoding(clip, variant["format"])
    finish(job, clip)
    keep_within_quota(clip, added, made=variant["format"])


def finish(job: SynthesisJob, clip: Clip) -> None:
    """The job is done; the requests waiting for it hear so once that is committed (at once
    outside a transaction; with the clip's row, inside :func:`store_clip`'s)."""
    job.finish(clip)
    notify(job)
    transaction.on_commit(lambda: _ended(job))


def fail(job: SynthesisJob, code: FailureCode, message: str) -> bool:
    """End the job with ``code`` and wake its waiters, if it is still this attempt's: an
    attempt given up on (its host cut off past the timeout, the job claimed again by
    another worker) must not end the one running now."""
    if job.fail(code, message, if_unchanged=True):
        notify(job)
        transaction.on_commit(lambda: _ended(job))
        return True
    return False


def synthesize(job: SynthesisJob) -> Clip:
    """Synthesize the job chunk by chunk: each chunk is published for streaming readers
    (synth.streaming) and appended to the scratch files at once, so the worker never
    holds more than one chunk's audio, however long the text. Its :class:`Turn` may stop
    it between two chunks (:class:`TurnOver`) for another tenant's job."""
    import soundfile

    from engine.finishing import Finish
    from engine.folder import REFERENCE, Part
    from synth import sentences, streaming
    from synth.speech import check_length, service_chunking

    p = job.params
    check_length(p["normalized_text"])  # a job planned before the limit, or under a higher one
    engine = worker_engine(p["fingerprint"])
    voice = job_voice(job, engine)
    request = engine.request(
        p["normalized_text"],
        lang=p["lang"],
        voice=voice,
        speed=p["speed"],
        steps=p["steps"],
        seed=p["seed"],
        silence=p["silence"],
        # Planned before sentences were the unit: the chunking it was planned with.
        chunking=service_chunking(p["chunking"]["first_chars"]) if "chunking" in p else REFERENCE,
        parts=tuple(Part(**part) for part in p.get("parts", ())),
    )
    cache = sentences.SentenceCache(
        job.tenant_id,
        request,
        p["voice_digest"],
        p["fingerprint"],
        p["lexicon_version"],
        engine.sample_rate,
        enabled=sentences.enabled(),
        made=job.made_chunks(),  # its own chunks, if it stepped aside before
        last_after_clip=True,  # kept below, once the waiting requests have their clip
    )
    finishing = Finish(**p["finish"]) if p.get("finish") else None  # None: planned unfinished
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
    asked = p.get("formats", [])
    formats = stored_formats(asked)
    try:
        with contextlib.ExitStack() as files:
            scratch = {f: scratch_file(files) for f in formats}
            clock = FirstAudio(publish, published)
            try:
                chunks, frames, seconds = write_audio(
                    engine, request, scratch, clock.publish, cache, finishing, Turn(job, task_began)
                )
            except soundfile.LibsndfileError as exc:
                raise why_writing_failed(scratch, exc) from exc
            clock.log(job, chunks)
            later = encoded_after(asked)
            if later:
                scratch.update(encode_from(scratch[formats[0]], later, files))
            # The files are complete before the rows exist; a crash in between leaves
            # orphan files (swept up by housekeeping), never a row pointing at half a file.
            names = {
                f: default_storage.save(f"{base}.{extension_for(f)}", file)
                for f, file in scratch.items()
            }
            sizes = {f: os.fstat(file.fileno()).st_size for f, file in scratch.items()}
        made = (chunks, engine.sample_rate, frames, seconds, cache.reuse)
        return store_with_sentences(job, names, sizes, made, cache)
    except TurnOver as turn_over:
        turn_over.made = cache.made
        published.clear()  # streams read on: the next turn publishes the rest
        raise
    finally:
        if published:
            with _best_effort("forget the chunks of job", job.pk):
                streaming.forget(job.pk, len(request.chunks))


class StyleMissing(EngineError):
    """The kept style a job names is gone (pruned, unused for longer than jobs are kept)."""

    code = FailureCode.STYLE_MISSING


def job_voice(job: SynthesisJob, engine):
    """The voice a job was planned with: a built-in voice's name, a blend of them mixed
    again from ``engine``'s voices (``{"blend": [[name, weight], ...]}``), or the style it
    names (``{"style": digest}``), kept for the job's tenant (synth.models.PlannedStyle); a
    job queued before styles were kept apart carries the tensors themselves. Raises
    :class:`StyleMissing` when the kept style is gone, or a blend no longer mixes to the
    style it was planned with."""
    from engine.styles import parse_style
    from synth.voices import mixed

    def kept(digest: str):
        found = PlannedStyle.objects.style_of(job.tenant_id, digest)
        if found is None:
            raise StyleMissing("the voice's style is no longer kept; send the request again")
        return parse_style(found, "job")

    def style_of(part):
        return engine.style(part) if isinstance(part, str) else kept(part["style"])

    voice = job.params["voice"]
    if isinstance(voice, str):
        return voice
    if "blend" in voice:
        style = mixed(voice["blend"], style_of)
        if style.digest != job.params["voice_digest"]:
            raise StyleMissing("the blend's voices changed since it was planned; send it again")
        return style
    if "style" not in voice:
        return parse_style(voice, "job")
    return kept(voice["style"])


class FirstAudio:
    """Where a job's time to its first audio went in this worker, for a job that publishes
    its chunks: one log line once it is made (bench/agents.py reads it beside the web's
    segment lines): from its queueing to the claim, the claim to rendering, the first
    chunk's engine time and when it was published."""

    def __init__(self, publish, published: list):
        self._publish, self._published = publish, published
        self.rendering, self.out = time.monotonic(), None

    def publish(self, i: int, ints: np.ndarray) -> None:
        self._publish(i, ints)
        if self.out is None and self._published:
            self.out = time.monotonic()

    def log(self, job: SynthesisJob, chunks: list[dict]) -> None:
        if self.out is None or not chunks:
            return
        queued = job.started - job.enqueued if job.enqueued and job.started else None
        log.info(
            "job %s: claimed %.1f ms after it was queued (its task began %.1f ms before the "
            "claim); rendering began %.1f ms after the claim; first chunk of %d chars: "
            "engine %.1f ms, published %.1f ms after the claim",
            job.pk,
            queued.total_seconds() * 1000 if queued else 0.0,
            (task_claimed - task_began) * 1000,
            (self.rendering - task_claimed) * 1000,
            len(chunks[0]["text"]),
            chunks[0]["seconds"] * 1000,
            (self.out - task_claimed) * 1000,
        )


# A turn ends only once it has synthesized for TURN_WORK times what resuming the job cost
# (from its task's start to its first new chunk: the claim, its kept chunks read back), so
# that taking turns costs a worker about a fifth of its time at most, however long the job.
TURN_WORK = 4


class Turn:
    """Whether a job gives its worker to another tenant's before its next chunk (called by
    synth.sentences.render before each chunk it synthesizes, with the chunks it has kept
    in this turn): once it has kept one (so a job always moves on) and its turn has been
    worth what resuming it cost (:data:`TURN_WORK`), if another tenant has a job queued.
    Its task started at ``began`` (time.monotonic())."""

    def __init__(self, job: SynthesisJob, began: float):
        self.job, self.began, self.resumed = job, began, None

    def __call__(self, kept: int) -> None:
        now = time.monotonic()
        if self.resumed is None:
            self.resumed = now
        worth_it = now - self.resumed >= TURN_WORK * (self.resumed - self.began)
        if kept and worth_it and other_tenant_waits(self.job):
            raise TurnOver(self.job.pk, {})  # synthesize() gives it the chunks made


def other_tenant_waits(job: SynthesisJob) -> bool:
    """Whether another tenant has a job queued: then ``job`` steps aside before its next
    chunk (:class:`Turn`), so a tenant's long texts hold a worker for a turn at a time,
    not for whole jobs. A job that an idle worker elsewhere is about to take may make this
    one step aside for nothing: that costs reading back its kept chunks."""
    return (
        SynthesisJob.objects.filter(status=SynthesisJob.Status.QUEUED)
        .exclude(tenant_id=job.tenant_id)
        .exists()
    )


@contextlib.contextmanager
def _best_effort(what: str, job_id):
    """Publishing chunks only speeds streams up (a stream that misses one reads the stored
    clip): a cache that is down (Redis restarting) must not fail the job."""
    try:
        yield
    except Exception:
        log.warning("could not %s %s; streams read the stored clip", what, job_id, exc_info=True)


def store_with_sentences(job, names, sizes, made, cache) -> Clip:
    """:func:`store_clip`, the held chunks' files written first and their rows in the
    clip's transaction (synth.sentences.SentenceCache.write_held)."""
    written = cache.write_held()
    clip = store_clip(job, names, sizes, *made, within=lambda: cache.keep_written(written))
    cache.after_written(written)
    return clip


def store_clip(job, names, sizes, chunks, sample_rate, frames, seconds, reuse, within=None) -> Clip:
    """The clip's row (and its other formats' rows) for the stored ``names`` by format,
    the clip's own audio first, the job's end, its bytes on the tenant's shared counter
    and whatever ``within()`` writes (the job's sentences), in one transaction: a miss's
    worker takes the database's write lock once (issue 36)."""
    main = next(iter(names))
    p = job.params
    preset_id = p["preset_id"]
    if preset_id is not None and not VoicePreset.objects.filter(pk=preset_id).exists():
        preset_id = None  # deleted since the request: the clip outlives it (SET_NULL)
    try:
        with transaction.atomic():
            clip = Clip(
                tenant=job.tenant,
                key=job.key,
                text=p["text"],
                normalized_text=p["normalized_text"],
                explanation=p["explanation"],
                reading=p.get("reading", {}),
                chunks=chunks,
                lang=p["lang"],
                voice=p["voice_label"],
                voice_digest=p["voice_digest"],
                preset_id=preset_id,
                speed=p["speed"],
                steps=p["steps"],
                seed=p["seed"],
                silence=p["silence"],
                finish=p.get("finish"),
                lexicon_version=p["lexicon_version"],
                disabled_rules=p.get("disabled_rules", []),
                model_fingerprint=p["fingerprint"],
                audio=names[main],
                sample_rate=sample_rate,
                duration=frames / sample_rate,
                size=sizes[main],
                synthesis_seconds=seconds,
                reused_sentences=reuse.sentences,
                reused_audio_seconds=reuse.audio_seconds,
                saved_synthesis_seconds=reuse.synthesis_seconds,
            )
            clip.stored_by_job = True  # told after the commit: tell_stored()
            clip.save(force_insert=True)
            ClipEncoding.objects.bulk_create(
                ClipEncoding(clip=clip, format=f, audio=names[f], size=sizes[f])
                for f in names
                if f != main
            )
            finish(job, clip)  # one commit for the clip and the job's end
            counted = count_stored("clips", job.tenant_id, sum(sizes.values()))
            if within is not None:
                within()
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
        finish(job, clip)
        return clip
    tell_stored(clip)
    keep_within_quota(clip, sum(sizes.values()), stored=counted)
    return clip


def keep_within_quota(
    clip: Clip, added: int, made: str | None = None, stored: int | None = None
) -> None:
    """The tenant's storage quota, checked as each clip or encoding (``added`` bytes, the
    format ``made``) is stored rather than only by the hourly prune (hostile pass 18, Q-5):
    its least recently served clips go at once, never ``clip``; a fallback clip's formats
    stay within the fallbacks' room (``keep_fallback_room``). After the job's end is
    committed, so a failure is only logged. ``stored``: the shared counter of the tenant's
    bytes, when they were counted in the storing transaction already."""
    try:
        if made is not None and added:
            keep_fallback_room(clip, made)
        prune_tenant_clips(clip.tenant_id, in_use=clip.pk, added=added, stored=stored)
    except Exception:
        log.warning("could not prune tenant %s to its quota", clip.tenant_id, exc_info=True)


def tell_stored(clip: Clip) -> None:
    """Send ``clip_stored`` (synth.signals) for a new clip whose job's end is committed (and
    announced): a listener's failure is logged, and cannot undo the clip or the job."""
    for receiver, result in clip_stored.send_robust(Clip, clip=clip):
        if isinstance(result, Exception):
            log.error("after clip %s was stored, %s failed: %r", clip.pk, receiver, result)
