"""One speech request, from its fields to its outcome: the flow every way in shares.

POST /speech (whole or streamed), the OpenAI endpoint, batches, the normalize preview, the
admin's re-render and test sets all plan and answer here; the API only turns outcomes and
errors into HTTP. The steps are separate calls so that a caller can act between them:

    plan = flow.plan(speech)              # validate: FlowError or InputError, nothing stored
    ...charge the quota...                # the caller's business (api.quota)
    begun = flow.begin(speech, plan)      # the cached clip, or the job (and a waiting slot)
    outcome = await flow.wait(speech, plan, begun)    # suspended, holding no thread
    outcome = flow.conclude(speech, plan, outcome)    # the fallback for a job still running

:func:`answer` is those three for a caller that has nothing to do between them. The sync
steps run in the sync pool when called from the event loop (core.aio). A request that
will wait or stream takes one of its tenant's slots first (synth.leases), given back when
it ends however it ends: a tenant at its limit gets TooManyConcurrent, never a hit.
Errors are :class:`FlowError` with a stable ``code`` (and ``field`` when a request field is
at fault), so any way in can say them in its own shape.
"""

import logging
from dataclasses import dataclass

from django.conf import settings

from core.aio import run_sync
from engine import contract
from engine.errors import EngineError
from engine.styles import is_blend
from lexicon.models import VoicePreset
from synth import leases, voices
from synth.batches import create_batch
from synth.conf import model_folder
from synth.dispatch import QueueFull, await_end, clip_or_job
from synth.models import Batch, Clip, FailureCode, FallbackClip, SynthesisJob
from synth.reading import REDETECT
from synth.speech import Plan, max_steps, plan_speech
from synth.streaming import JobAudio
from synth.voices import BLEND_LABEL
from tenancy.models import Tenant

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SpeechRequest:
    """A request whose fields have been checked for type and range; what they mean for
    the tenant (its presets, lexicon, the model) is checked by :func:`plan`."""

    tenant: Tenant
    text: str
    preset: str | None = None  # one of the tenant's presets, by name
    voice: str | None = None
    lang: str | None = None
    speed: float | None = None
    steps: int | None = None
    seed: int | None = None
    silence: float | None = None
    raw: bool = False
    # "auto" (an SSML document when it starts with <speak>), "text" or "ssml"; what to do
    # with characters the model cannot say ("error" or "drop"; None: the tenant's choice).
    text_type: str = "auto"
    unsupported: str | None = None
    # How the answer is wanted: formats a new job makes before it ends (so neither the
    # answer nor a later hit is encoded on the request path), seconds to wait for it, a
    # fallback clip rather than a job, and the audio as it is made rather than whole.
    formats: tuple[str, ...] = ()
    wait: float = 0.0
    fallback: bool = False
    stream: bool = False
    # Whether the tenant's review sample may take the clip a new job makes: not for a
    # person trying texts (the playground, an admin preview), whose clips are theirs to
    # judge, not a sample of what the tenant's apps are served (docs/REVIEW.md).
    sampled: bool = True
    # The bound of the opening sentence's cut (synth.speech.service_chunking) when
    # ``stream``: None, the service's; 0, not cut (a socket's segment that is the rest of a
    # sentence already cut). A request that waits for its whole clip is never cut.
    first_chars: int | None = None


class FlowError(Exception):
    """A request the flow cannot answer; ``code`` is stable, ``field`` names the request
    field at fault (None when it is not one field's)."""

    code = "speech_failed"
    field: str | None = None


class UnknownPreset(FlowError):
    code = "unknown_preset"
    field = "preset"


class QueueBusy(FlowError):
    """Too many jobs are queued or running; ``retry_after`` seconds is a good time to ask
    again."""

    code = "queue_full"

    def __init__(self, message: str, retry_after: int):
        super().__init__(message)
        self.retry_after = retry_after


class JobFailed(FlowError):
    """The request's job failed; ``failure`` says why (None for a code not in the list,
    which cannot happen unless a row was written by hand)."""

    def __init__(self, job: SynthesisJob):
        self.job = job
        self.code = job.error_code or FailureCode.SYNTHESIS_FAILED
        self.failure = FailureCode(self.code) if self.code in FailureCode.values else None
        super().__init__(job.error_message or f"synthesis failed ({self.code})")


class TooManyConcurrent(FlowError):
    """The tenant already has as many requests waiting (or streams open) as it may; ask
    again in ``retry_after`` seconds. Cache hits are never refused this way."""

    code = "too_many_concurrent"

    def __init__(self, message: str, retry_after: int):
        super().__init__(message)
        self.retry_after = retry_after


@dataclass(frozen=True)
class Whole:
    """The clip, from the cache (``hit``) or just made."""

    clip: Clip
    hit: bool


@dataclass(frozen=True)
class Pending:
    """The job is still making the clip."""

    job: SynthesisJob


@dataclass(frozen=True)
class Streamed:
    """The job's audio as it is made, from its first chunk; ``key`` is the clip's id once
    stored."""

    audio: JobAudio
    key: str


@dataclass(frozen=True)
class Fallback:
    """The prepared fallback clip instead of the real one; ``reason`` is ``"timeout"`` or
    ``"failed:<code>"``; ``job`` is set while the real clip is still coming."""

    clip: Clip
    reason: str
    job: SynthesisJob | None = None


Outcome = Whole | Pending | Streamed | Fallback


def preset_named(tenant: Tenant, name: str | None) -> VoicePreset | None:
    """The tenant's preset called ``name`` (None for no name); UnknownPreset otherwise."""
    if name is None:
        return None
    preset = voices.presets_named(tenant).filter(name=name).first()
    if preset is None:
        raise UnknownPreset(f"you have no preset named {name!r}")
    return preset


def plan(speech: SpeechRequest) -> Plan:
    """Validate the request against the tenant and the model: UnknownPreset, or the
    engine's InputError subclasses (each with its ``code`` and ``field``)."""
    return plan_speech(
        speech.tenant,
        speech.text,
        preset=preset_named(speech.tenant, speech.preset),
        voice=speech.voice,
        lang=speech.lang,
        speed=speech.speed,
        steps=speech.steps,
        seed=speech.seed,
        silence=speech.silence,
        raw=speech.raw,
        text_type=speech.text_type,
        unsupported=speech.unsupported,
        # The opening cut buys first audio only where audio is played as it is made; a
        # clip waited for whole keeps its opening sentence one chunk (one engine call,
        # one intonation), and its own cache key (docs/GUIDE.md, "Chunking").
        first_chars=speech.first_chars if speech.stream else 0,
    )


@dataclass(frozen=True)
class Started:
    """A new or joined job the request will wait for, holding ``lease`` (None for a
    request that does not wait) until it ends."""

    job: SynthesisJob
    lease: leases.Lease | None = None


async def answer(speech: SpeechRequest, plan: Plan) -> Outcome:
    """The outcome of a planned (and charged) request: :func:`begin`, :func:`wait`,
    :func:`conclude`. Raises QueueBusy, JobFailed or TooManyConcurrent."""
    begun = await run_sync(begin, speech, plan)
    if not isinstance(begun, Started):
        return begun
    try:
        outcome = await wait(speech, plan, begun)
    except JobFailed as exc:
        return await run_sync(conclude, speech, plan, exc)
    return await run_sync(conclude, speech, plan, outcome)


def begin(speech: SpeechRequest, plan: Plan) -> Whole | Fallback | Started:
    """The cached clip, or the job making it, with one of the tenant's slots when the
    request will wait (``speech.wait``) for it: a stream's, or a waiting request's. The
    fallback clip (when asked for and prepared) stands in for a full queue or a failed
    job; a tenant without a free slot gets TooManyConcurrent whatever it asked."""
    kind = leases.STREAM if speech.stream else leases.WAITING
    taken = []
    # A lease kept in the database is written in the job's own transaction (one write
    # transaction fewer per miss); Redis's is taken before the job.
    in_job = leases.in_database()

    def take_slot():
        if speech.wait > 0:
            # Run again when its transaction rolled back: the new lease replaces that one.
            taken[:] = [_take(plan, kind, speech.wait, in_job)]

    try:
        found = start(
            plan, speech.formats, stream=speech.stream, sampled=speech.sampled,
            before_job=None if in_job else take_slot, with_job=take_slot if in_job else None,
        )  # fmt: skip
    except (QueueBusy, JobFailed) as exc:
        _release(taken)
        clip = fallback_clip(plan) if speech.fallback else None
        if clip is None:
            raise
        return _fallback(plan, clip, f"failed:{exc.code}")
    except BaseException:
        _release(taken)
        raise
    if isinstance(found, Whole):  # the job ended between two looks: no wait after all
        _release(taken)
        return found
    return Started(found, taken[0] if taken else None)


def _release(taken: list) -> None:
    for lease in taken:
        leases.release(lease)


def _take(plan: Plan, kind: str, wait: float, in_transaction: bool) -> leases.Lease:
    # A wait cannot outlive its seconds; a stream lives as long as its job may.
    if kind == leases.STREAM:
        seconds = settings.SYNTH_JOB_TIMEOUT * settings.SYNTH_JOB_ATTEMPTS + wait
    else:
        seconds = wait
    take = leases.take_in_transaction if in_transaction else leases.take
    try:
        return take(plan.tenant.pk, kind, seconds=seconds + LEASE_MARGIN_SECONDS)
    except leases.TooManyConcurrent as exc:
        what = "streams open" if kind == leases.STREAM else "requests waiting for synthesis"
        raise TooManyConcurrent(
            f"you have {exc.limit} {what} already, the most at once; {exc.hint}",
            exc.retry_after,
        ) from None


# A lease's seconds outlast its request's own time by this much: its holder renews it up to
# then (a holder that dies stops, and the lease lapses within API_LEASE_SECONDS).
LEASE_MARGIN_SECONDS = 30


def start(
    plan: Plan,
    formats: tuple[str, ...] = (),
    *,
    stream: bool = False,
    before_job=None,
    with_job=None,
    sampled: bool = True,
) -> Whole | SynthesisJob:
    """The cached clip, or the job making it (joined, or created and queued: it writes
    ``formats`` as it goes, and publishes its chunks when ``stream``); ``before_job()``
    is called once when there is no clip, before any job is joined or created, and
    ``with_job()`` in the transaction that joins or creates it (synth.dispatch.join_or_create);
    ``sampled``: whether the review sample may take a clip a new job makes."""
    try:
        found = clip_or_job(
            plan, formats, streamed=stream, before_job=before_job, with_job=with_job,
            sampled=sampled,
        )  # fmt: skip
    except QueueFull as exc:
        raise QueueBusy(str(exc), exc.retry_after) from None
    return Whole(found, hit=True) if isinstance(found, Clip) else found


async def wait(speech: SpeechRequest, plan: Plan, started: Started) -> Whole | Streamed | Pending:
    """Up to ``speech.wait`` seconds for the job, suspended: its clip once done, or
    (streaming) its first chunk; Pending when neither came in time. A failed job raises
    JobFailed. The slot goes back when the wait ends, unless it is a stream's: that one
    goes back when the stream ends (:class:`synth.streaming.JobAudio`)."""
    job, lease = started.job, started.lease
    handed_on = False
    try:
        if speech.stream:
            rate = model_folder().config.sample_rate
            audio = JobAudio(job, plan.request.pauses, rate, lease)
            try:
                if await audio.start(speech.wait):
                    handed_on = True
                    return Streamed(audio, plan.key)
            finally:
                if not handed_on:
                    audio.close()
            job = audio.job
        else:
            job = await await_end(job, speech.wait)
        clip = await run_sync(finished_clip, job)
        return Pending(job) if clip is None else Whole(clip, hit=False)
    finally:
        if lease is not None and not handed_on:
            await run_sync(leases.release, lease)


def conclude(speech: SpeechRequest, plan: Plan, outcome: Outcome | JobFailed) -> Outcome:
    """The outcome as answered: the fallback clip (when asked for and prepared) for a job
    that failed or is still running. A failure without one is raised."""
    if isinstance(outcome, JobFailed):
        clip = fallback_clip(plan) if speech.fallback else None
        if clip is None:
            raise outcome
        return _fallback(plan, clip, f"failed:{outcome.code}")
    if isinstance(outcome, Pending):
        clip = fallback_clip(plan) if speech.fallback else None
        if clip is not None:
            return _fallback(plan, clip, "timeout", outcome.job)
        outcome.job.refresh_from_db()  # the wait refreshed only the fields it watches
    return outcome


def finished_clip(job: SynthesisJob) -> Clip | None:
    """The job's clip when it is done, None while it is queued or running; JobFailed when
    it failed."""
    if job.status == SynthesisJob.Status.DONE:
        return Clip.objects.get(pk=job.clip_id)
    if job.status == SynthesisJob.Status.FAILED:
        raise JobFailed(job)
    return None


def fallback_clip(plan: Plan) -> Clip | None:
    """The preset's prepared fallback clip, else the tenant's (better than silence when
    synthesis is stuck)."""
    return FallbackClip.objects.clip_for(plan.tenant, plan.preset)


def _fallback(plan: Plan, clip: Clip, reason: str, job: SynthesisJob | None = None) -> Fallback:
    log.warning("tenant %s: fallback clip played (%s)", plan.tenant.slug, reason)
    return Fallback(clip, reason, job)


def start_batch(
    tenant: Tenant, plans: list[Plan], formats: list[tuple[str, ...]] | None = None
) -> Batch:
    """Many planned (and charged) requests as a batch, queued as capacity allows;
    ``formats``, by item, are what each item's job writes besides the clip's own audio."""
    return create_batch(tenant, plans, formats)


def prerender(
    tenant: Tenant, texts: list[str], *, preset: VoicePreset | None = None
) -> tuple[Batch | None, list[tuple[int, EngineError]]]:
    """Pre-render ``texts`` with ``preset`` (else the tenant's default) as a batch. Texts
    the model refuses are skipped: returned as (index, error). No batch when none is left."""
    plans, skipped = plan_each(tenant, texts, preset=preset)
    return (start_batch(tenant, plans) if plans else None), skipped


def plan_each(
    tenant: Tenant, texts: list[str], *, preset: VoicePreset | None = None
) -> tuple[list[Plan], list[tuple[int, EngineError]]]:
    """Plan each of ``texts`` with ``preset`` (else the tenant's default): the plans, and
    the texts the model refuses as (index, error)."""
    plans, skipped = [], []
    for i, text in enumerate(texts):
        try:
            plans.append(plan_speech(tenant, text, preset=preset))
        except EngineError as exc:
            skipped.append((i, exc))
    return plans, skipped


def has_named_voice(clip: Clip) -> bool:
    """Whether the clip's voice label names its voice (a built-in voice, or a blend written
    out: ``blend:F1:0.7+M3:0.3``), so that planning it again needs no preset."""
    label = clip.voice
    return label in contract.BUILTIN_VOICES or (
        label.startswith(BLEND_LABEL) and is_blend(label[len(BLEND_LABEL) :])
    )


def style_preset(clip: Clip) -> VoicePreset | None:
    """The preset holding the uploaded style a clip was spoken in (its label ``style:...``):
    the clip's own preset when it still has that style, else another of the tenant's that
    does. A request that named a preset in ``voice`` keeps the tenant's default preset as
    the clip's (its language, speed and finish), not the one it named (hostile pass 36, L-2:
    a re-render then planned the default's voice and was refused)."""
    if clip.preset is not None and clip.preset.style_digest == clip.voice_digest:
        return clip.preset
    if not clip.voice_digest:
        return None
    found = voices.presets_named(clip.tenant).filter(style_digest=clip.voice_digest)
    return found.order_by("pk").first()


def replan(clip: Clip) -> Plan:
    """The clip's request planned again against today's lexicon: its preset, built-in
    voice, language and parameters. An uploaded style comes from the preset that holds it
    now (the caller compares ``plan.style.digest`` with the clip's)."""
    named = clip.voice if has_named_voice(clip) else None
    if named is None:
        holder = style_preset(clip)
        if holder is not None and holder != clip.preset:
            named = holder.name  # the preset the request named in ``voice``
    read = clip.reading or {}
    return plan_speech(
        clip.tenant,
        clip.text,
        preset=clip.preset,
        voice=named,
        # Read as it was: detected again when it was detected, SSML when it was SSML.
        lang=REDETECT if read.get("detected") else clip.lang,
        text_type=read.get("text_type", "auto"),
        unsupported="drop" if read.get("dropped") else None,
        speed=clip.speed,
        # A clip made under a higher SYNTH_MAX_STEPS is made again at the limit.
        steps=min(clip.steps, max_steps()),
        seed=clip.seed,
        silence=clip.silence,
        raw=not clip.explanation,  # a raw request kept no normalizer stages
        first_chars=0,  # a re-render is waited for whole, as POST /speech's clip (plan())
    )
