"""The speech flow's outcomes and errors as HTTP, for every way in (synth.flow answers).

A clip comes back whole (X-Cache HIT or MISS), a fallback clip with its reason
(X-TTS-Fallback), a pending job as 202 with its Location, and a streamed job as chunked
transfer from its first chunk (see synth.streaming for how chunks travel from the worker).
A client that cuts a stream only stops our reading: the job goes on and stores the whole
clip, so the next identical request is a plain hit.

A request that must wait for its job is answered in three steps, so that it holds no
thread while it waits: its DRF view (in the sync pool) plans, charges and begins, and
returns :class:`Later`; the async view around it (:func:`waiting_view`) awaits the job;
then the view's ``reply`` makes the answer, back in the pool, with the view's own error
handling and headers, as if it had never left.
"""

import asyncio
import logging
from collections.abc import Callable

from django.http import HttpResponse, HttpResponseBase, StreamingHttpResponse
from django.urls import reverse
from rest_framework.response import Response

from api.errors import ApiError
from api.quota import charge_planned
from api.serializers.speech import JobSerializer
from core.aio import rendered, run_sync
from synth import flow, leases, reading
from synth.engine.audio import StreamEncoder
from synth.flow import (
    Fallback,
    FlowError,
    JobFailed,
    Outcome,
    Pending,
    QueueBusy,
    SpeechRequest,
    Streamed,
    TooManyConcurrent,
    Whole,
)
from synth.models import FailureCode
from synth.playback import audio_response, base_format, format_content_type, kbps_of
from synth.streaming import JobAudio, StreamBroken

log = logging.getLogger(__name__)

# Why a job failed -> the status that tells the client what to do next. Input the worker
# refused is the request's fault (422: it was well-formed, so not 400); anything else
# unexpected is ours (500).
FAILED_JOB_STATUS = {
    FailureCode.INVALID_INPUT: 422,
    FailureCode.EMPTY_TEXT: 422,
    FailureCode.TEXT_TOO_LONG: 422,
    FailureCode.UNSUPPORTED_LANGUAGE: 422,
    FailureCode.UNSUPPORTED_CHARACTERS: 422,
    FailureCode.INVALID_PARAMETER: 422,
    FailureCode.INVALID_VOICE: 422,
    FailureCode.INVALID_BLEND: 422,
    FailureCode.UNSUPPORTED_FORMAT: 422,
    FailureCode.INVALID_SSML: 422,
    FailureCode.UNSUPPORTED_PHONEME: 422,
    FailureCode.SYNTHESIS_FAILED: 500,
    FailureCode.ENGINE_ERROR: 500,
    FailureCode.TIMEOUT: 504,  # inference ran too long, every attempt
    FailureCode.QUEUE_LOST: 503,  # the broker lost the job, every attempt; sending again may work
    FailureCode.MODEL_CHANGED: 409,  # planned for a model replaced since; send it again
    FailureCode.MODEL_INVALID: 503,  # the model folder is missing or broken
    FailureCode.WORKER_LOST: 500,  # the worker died on every attempt (out of memory?)
    FailureCode.STORAGE_FULL: 503,  # the disk is full; send it again later
    FailureCode.DATABASE_UNAVAILABLE: 503,  # the database was lost on every attempt
    FailureCode.STORAGE_UNAVAILABLE: 503,  # the object store did not answer; send it again
}


def speak(view, speech: SpeechRequest, reply: Callable[[Outcome], HttpResponseBase]):
    """One HTTP request (``view.request``) through the flow: plan, charge the quota for
    the plan (before any job exists), begin; then ``reply(outcome)``, at once for a hit or
    a fallback, else once the wait is over (:class:`Later`). A flow error is raised as the
    API's. ``request.characters`` is then what the request counts, for the usage records
    and the fast path's remembered answers."""
    request = view.request
    try:
        plan = flow.plan(speech)
        request.speech_plan = plan  # for a reply that needs its chunks (ElevenLabs' timings)
        request.characters = charge_planned(request, [plan])
        begun = flow.begin(speech, plan)
    except FlowError as exc:
        raise api_error(exc) from None
    if isinstance(begun, flow.Started):
        return Later(view, speech, plan, begun, reply)
    return reply(begun)


class Later(HttpResponse):
    """A DRF view's answer still to come: the request waits for its job first. Only
    :func:`waiting_view` sees it; it never goes out."""

    def __init__(self, view, speech, plan, begun: "flow.Started", reply):
        super().__init__(status=202)
        self.view, self.speech, self.plan, self.begun = view, speech, plan, begun
        self.reply = reply

    async def settle(self) -> HttpResponseBase:
        """Wait (a client that goes away cancels this: the slot goes back, the job goes
        on), then reply as the view would have."""
        try:
            outcome = await flow.wait(self.speech, self.plan, self.begun)
        except JobFailed as exc:
            outcome = exc
        return await run_sync(self._reply, outcome)

    def _reply(self, outcome) -> HttpResponseBase:
        view = self.view
        try:
            try:
                response = self.reply(flow.conclude(self.speech, self.plan, outcome))
            except FlowError as exc:
                raise api_error(exc) from None
        except Exception as exc:
            response = view.handle_exception(exc)
        return rendered(view.finalize_response(view.request, response))


def waiting_view(view_class) -> Callable:
    """``view_class`` (a DRF APIView whose handler may return :class:`Later`) as an async
    view: the DRF view runs in the sync pool; a Later is awaited here, suspended."""
    sync_view = view_class.as_view()

    async def view(request, *args, **kwargs):
        begun = asyncio.ensure_future(
            run_sync(lambda: rendered(sync_view(request, *args, **kwargs)))
        )
        try:
            response = await asyncio.shield(begun)
        except asyncio.CancelledError:
            # The client left while the view ran in its thread, which cannot be stopped:
            # when it returns, a slot it took goes back at once, not when it expires.
            begun.add_done_callback(_give_back_unsettled)
            raise
        if isinstance(response, Later):
            response = await response.settle()
        return response

    # What Django and drf-spectacular read off a DRF view.
    view.cls, view.initkwargs = sync_view.cls, sync_view.initkwargs
    view.csrf_exempt = True
    return view


def _give_back_unsettled(begun: asyncio.Future) -> None:
    if begun.cancelled() or begun.exception() is not None:
        return
    later = begun.result()
    if isinstance(later, Later) and later.begun.lease is not None:
        task = asyncio.ensure_future(run_sync(leases.release, later.begun.lease))
        _releasing.add(task)  # the loop keeps only a weak reference to a task
        task.add_done_callback(_releasing.discard)


_releasing: set[asyncio.Task] = set()


def api_error(exc: FlowError) -> ApiError:
    """The flow's error as the API says it: the one place its codes get a status."""
    if isinstance(exc, QueueBusy):
        return ApiError(503, exc.code, str(exc), headers={"Retry-After": str(exc.retry_after)})
    if isinstance(exc, TooManyConcurrent):
        return ApiError(429, exc.code, str(exc), headers={"Retry-After": str(exc.retry_after)})
    if isinstance(exc, JobFailed):
        status = FAILED_JOB_STATUS.get(exc.failure, 500)
        headers = {"Retry-After": "5"} if status == 503 else None
        return ApiError(status, exc.code, str(exc), headers=headers)
    return ApiError(400, exc.code, str(exc), exc.field)  # the request's own fault


def respond(request, outcome: Outcome, fmt: str) -> HttpResponseBase:
    """The outcome in ``fmt`` (a stream's format for a Streamed one), with the headers
    that say how the text was read (synth.reading.headers)."""
    response = _respond(request, outcome, fmt)
    plan = getattr(request, "speech_plan", None)
    if plan is not None and not isinstance(outcome, Fallback):
        for name, value in reading.headers(plan.reading).items():
            response[name] = value
    return response


def _respond(request, outcome: Outcome, fmt: str) -> HttpResponseBase:
    if isinstance(outcome, Whole):
        return audio_response(request, outcome.clip, fmt, cache="HIT" if outcome.hit else "MISS")
    if isinstance(outcome, Fallback):
        response = audio_response(request, outcome.clip, fmt, cache="FALLBACK")
        response["X-TTS-Fallback"] = outcome.reason
        if outcome.job is not None:  # the real clip is still coming: the client may poll
            response["Location"] = reverse("api:job", args=[outcome.job.pk])
        return response
    if isinstance(outcome, Pending):
        headers = {"Location": reverse("api:job", args=[outcome.job.pk]), "Retry-After": "1"}
        return Response(JobSerializer(outcome.job).data, status=202, headers=headers)
    return streamed_response(outcome, fmt)


def streamed_response(outcome: Streamed, fmt: str) -> StreamingHttpResponse:
    """The job's audio encoded as it comes, chunk by chunk."""
    content, content_type = encoded_stream(outcome, fmt)
    headers = {
        "Content-Type": content_type,
        "X-Cache": "MISS",
        "X-Clip-Id": outcome.key,  # the clip's id once stored, for its captions
        "X-Stream": "chunked",
        "X-Accel-Buffering": "no",  # nginx: pass each chunk on at once
        "Cache-Control": "no-store",
    }
    return StreamingHttpResponse(content, headers=headers)


def encoded_stream(outcome: Streamed, fmt: str):
    """The job's audio in ``fmt`` as an async iterator of bytes, as they are encoded, and
    their content type (a stream's body; api.sse wraps the same bytes in events)."""
    audio = outcome.audio
    base, rate = base_format(fmt)  # "pcm24k": pcm at 24 kHz (synth.playback.RESAMPLED)
    encoder = StreamEncoder(base, audio.sample_rate, out_rate=rate, kbps=kbps_of(fmt))
    return _encoded(audio, encoder), format_content_type(fmt, audio.sample_rate)


async def _encoded(audio: JobAudio, encoder: StreamEncoder):
    """The stream's bytes; each piece is encoded in the sync pool (an mp3 frame's work
    would otherwise stall every other request of the event loop), a slice at a time, each
    slice's bytes sent before the next is encoded: a chunk's first audio never waits for
    the whole chunk's encoding."""
    try:
        async for piece in audio.pieces():
            for part in encoder.slices(piece):
                data = await run_sync(encoder.write, part)
                if data:
                    yield data
        yield await run_sync(encoder.finish)
    except (asyncio.CancelledError, GeneratorExit):
        # The client went away: stop reading (the slot goes back); the job goes on.
        log.info(
            "stream of job %s cut by the client after %d samples", audio.job.pk, audio.position
        )
        raise
    except StreamBroken as exc:
        # The status went out long ago: ending the connection without the last chunk is
        # how HTTP says the body is incomplete (clients raise on it).
        log.warning("stream broken: %s", exc)
        raise
