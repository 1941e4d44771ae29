"""Streamed speech: the response starts with the first chunk (sentence) of a new clip and
carries each further chunk as the worker finishes it (chunked transfer; see
synth.streaming for how chunks travel from the worker). Inference stays in the workers:
this only reads published chunks and encodes them.

POST /speech with ``"stream": true`` comes here through SpeechView; the OpenAI-compatible
endpoint uses :func:`job_response` for its misses. A cached clip, or a job that is done by
the time its first chunk would be, comes back whole (with its length), as without
streaming. A client that cuts the stream only stops our reading: the job goes on and
stores the whole clip, so the next identical request is a plain hit.
"""

import logging

from django.http import HttpResponseBase, StreamingHttpResponse
from django.urls import reverse
from rest_framework.response import Response

from api.errors import ApiError
from api.serializers.speech import JobSerializer
from api.views.speech import clip_or_new_job, fallback_clip, fallback_response, finished_clip
from synth.conf import model_folder
from synth.engine.audio import FORMATS, StreamEncoder
from synth.models import Clip, SynthesisJob
from synth.playback import PCM_24K, PCM_24K_RATE, audio_response
from synth.speech import Plan
from synth.streaming import JobAudio, StreamBroken

log = logging.getLogger(__name__)


def stream_speech(request, plan: Plan, fmt: str, wait: float, fallback: bool) -> HttpResponseBase:
    """POST /speech with ``stream``: ``plan`` and the options as SpeechView took them from
    SpeechSerializer (``fmt`` is the stream's format)."""
    try:
        found = clip_or_new_job(plan, streamed=True)
        if isinstance(found, Clip):
            return audio_response(request, found, fmt, cache="HIT")
        response = job_response(request, plan, found, fmt, wait)
    except ApiError as exc:
        if fallback and fallback_clip(plan):
            return fallback_response(request, plan, fmt, f"failed:{exc.error_code}")
        raise
    if response is not None:
        return response
    location = reverse("api:job", args=[found.pk])
    if fallback and fallback_clip(plan):
        return fallback_response(request, plan, fmt, "timeout", location)
    found.refresh_from_db()
    headers = {"Location": location, "Retry-After": "1"}
    return Response(JobSerializer(found).data, status=202, headers=headers)


def job_response(
    request, plan: Plan, job: SynthesisJob, fmt: str, wait: float
) -> HttpResponseBase | None:
    """The job's audio streamed from its first chunk, or its clip whole when the job is
    done first; None when nothing came within ``wait`` seconds. A failed job raises its
    ApiError (finished_clip), as a waited miss does."""
    folder = model_folder()
    audio = JobAudio(job, len(plan.request.chunks), folder.config.sample_rate, plan.request.silence)
    if not audio.start(wait):
        clip = finished_clip(audio.job)
        return None if clip is None else audio_response(request, clip, fmt, cache="MISS")
    if fmt == PCM_24K:
        encoder = StreamEncoder("pcm", audio.sample_rate, out_rate=PCM_24K_RATE)
        content_type = f"audio/L16;rate={PCM_24K_RATE};channels=1"
    else:
        encoder = StreamEncoder(fmt, audio.sample_rate)
        content_type = FORMATS[fmt].content_type
        if fmt == "pcm":
            content_type += f";rate={audio.sample_rate};channels=1"
    headers = {
        "Content-Type": content_type,
        "X-Cache": "MISS",
        "X-Clip-Id": plan.key,  # the clip's id once stored, for its captions
        "X-Stream": "chunked",
        "X-Accel-Buffering": "no",  # nginx: pass each chunk on at once
        "Cache-Control": "no-store",
    }
    return StreamingHttpResponse(_encoded(audio, encoder), headers=headers)


def _encoded(audio: JobAudio, encoder: StreamEncoder):
    try:
        for piece in audio.pieces():
            data = encoder.write(piece)
            if data:
                yield data
        yield encoder.finish()
    except GeneratorExit:
        # The client went away (gunicorn closes us): stop reading; the job goes on.
        log.info(
            "stream of job %s cut by the client after %d samples", audio.job.pk, audio.position
        )
        raise
    except StreamBroken as exc:
        # The status went out long ago: ending the connection without the last chunk is
        # how HTTP says the body is incomplete (clients raise on it).
        log.warning("stream broken: %s", exc)
        raise
