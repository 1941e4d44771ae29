"""The speech flow's outcomes and errors as HTTP, for every way in (synth.flow answers).

A clip comes back whole (X-Cache HIT or MISS), a fallback clip with its reason
(X-TTS-Fallback), a pending job as 202 with its Location, and a streamed job as chunked
transfer from its first chunk (see synth.streaming for how chunks travel from the worker).
A client that cuts a stream only stops our reading: the job goes on and stores the whole
clip, so the next identical request is a plain hit.

The steps every way in shares (plan, charge, begin, wait, reply, refund, meter) are
api.pipeline's; this module is their HTTP side. A request that must wait for its job is
answered in three steps, so that it holds no
thread while it waits: its DRF view (in the sync pool) plans, charges and begins, and
returns :class:`Later`; the async view around it (:func:`waiting_view`) awaits the job;
then the view's ``reply`` makes the answer, back in the pool, with the view's own error
handling and headers, as if it had never left.
"""

import asyncio
import logging
from collections.abc import Callable

from django.conf import settings
from django.http import HttpResponse, HttpResponseBase, StreamingHttpResponse
from django.urls import reverse
from rest_framework.response import Response

from api import pipeline
from api.auth import caller
from api.serializers.speech import JobSerializer
from core.aio import rendered, run_sync
from engine.audio import StreamEncoder
from synth import flow, leases, reading
from synth.dispatch import await_end
from synth.flow import Fallback, Outcome, Pending, SpeechRequest, Streamed, Whole
from synth.playback import (
    audio_response,
    base_format,
    format_content_type,
    kbps_of,
    stored_audio,
    stored_format,
    variant_needed,
)
from synth.streaming import JobAudio, StreamBroken

log = logging.getLogger(__name__)


def speak(view, speech: SpeechRequest, reply: Callable[[Outcome], HttpResponseBase]):
    """One HTTP request (``view.request``) through the pipeline (api.pipeline): plan,
    charge, begin; then ``reply(outcome)``, at once for a hit or a fallback, else once the
    wait is over (:class:`Later`), and meter it. The view's ``surface`` names the way in
    for the usage. A refusal is raised for DRF's handler (api.handlers) to say.
    ``request.characters`` is then what the request counts, for the fast path's
    remembered answers."""
    request = view.request
    ticket, begun = pipeline.begin(speech, caller(request), view.surface)
    request.speech_plan = ticket.plan  # for a reply that needs its chunks (ElevenLabs' timings)
    request.characters = ticket.characters
    if isinstance(begun, flow.Started):
        return Later(view, ticket, begun, reply)
    variant = _variant_needed(begun, speech.formats)
    if variant is not None:  # a worker encodes it: wait as for a miss, holding no thread
        return Later(view, ticket, begun, reply, variant)
    return pipeline.reply(ticket, begun, reply)


def _variant_needed(begun, formats: tuple[str, ...]):
    """The job making a found clip's answer format (the first asked for), if not stored.
    A fallback never waits for one: it stands in for a full or slow queue, so it goes out
    as stored when its format is not made yet (:func:`_respond`)."""
    if not formats or not isinstance(begun, Whole):
        return None
    return variant_needed(begun.clip, formats[0])


class Later(HttpResponse):
    """A DRF view's answer still to come: the request waits for its job first. Only
    :func:`waiting_view` sees it; it never goes out."""

    def __init__(self, view, ticket: pipeline.Ticket, begun, reply, variant=None):
        super().__init__(status=202)
        self.view, self.ticket, self.begun, self.reply = view, ticket, begun, reply
        self.variant = variant  # the job encoding a found clip in the answer's format

    async def settle(self) -> HttpResponseBase:
        """Wait (a client that goes away cancels this: the slot goes back, the job goes
        on), then reply as the view would have."""
        if self.variant is not None:
            await await_end(self.variant, settings.API_MAX_WAIT)
        outcome = await pipeline.wait(self.ticket, self.begun)
        return await run_sync(self._reply, outcome)

    def _reply(self, outcome) -> HttpResponseBase:
        view = self.view
        try:
            response = pipeline.reply(self.ticket, outcome, self.reply)
        except Exception as exc:
            response = view.handle_exception(exc)
        return rendered(view.finalize_response(view.request, response))


class AfterEncoding(HttpResponse):
    """A DRF view's answer once a worker has stored a clip's format (``job``, a variant
    job: synth.playback.variant_job): awaited by :func:`waiting_view`, holding no thread,
    then ``reply()`` in the pool. Only waiting_view sees it; it never goes out."""

    def __init__(self, view, job, reply: Callable[[], HttpResponseBase]):
        super().__init__(status=202)
        self.view, self.job, self.reply = view, job, reply

    async def settle(self) -> HttpResponseBase:
        await await_end(self.job, settings.API_MAX_WAIT)
        return await run_sync(self._reply)

    def _reply(self) -> HttpResponseBase:
        view = self.view
        try:
            response = self.reply()
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
        if isinstance(response, Later | AfterEncoding):
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
    if isinstance(later, Later) and getattr(later.begun, "lease", None) is not None:
        task = asyncio.ensure_future(run_sync(leases.release, later.begun.lease))
        _releasing.add(task)  # the loop keeps only a weak reference to a task
        task.add_done_callback(_releasing.discard)


_releasing: set[asyncio.Task] = set()


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
        if stored_audio(outcome.clip, fmt, opened=False) is None:
            fmt = stored_format(outcome.clip)  # its Content-Type says which
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
    their content type (a stream's body; api.openai.sse wraps the same bytes in events)."""
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
