"""POST /speech: the cached clip at once, or the clip after waiting for its job, or the job
(202) to poll at GET /jobs/{id}."""

import logging
import uuid

from django.urls import reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.decorators import api_view
from rest_framework.response import Response
from rest_framework.views import APIView

from api import hits
from api.audio import AudioNegotiation, audio_response
from api.errors import ApiError
from api.serializers.errors import ErrorSerializer
from api.serializers.speech import JobSerializer, SpeechSerializer, default_wait
from api.throttles import add_charged, charged, take_characters
from lexicon.models import VoicePreset
from review.usage import record_request
from synth.engine.errors import InputError
from synth.jobs import QueueFull, clip_or_job, wait_for
from synth.models import Clip, SynthesisJob
from synth.speech import Plan, plan_speech
from tenancy.models import Tenant

ERROR = OpenApiResponse(ErrorSerializer, description="see the error's code")
log = logging.getLogger(__name__)

# Why a job failed -> the status that tells the client what to do next. Input the worker
# refused is the request's fault (422: it was well-formed, so not 400); anything else
# unexpected is ours (500).
FAILED_JOB_STATUS = {
    **{cls.code: 422 for cls in (InputError, *InputError.__subclasses__())},
    "timeout": 504,  # inference ran too long, every attempt
    "queue_lost": 503,  # the broker lost the job, every attempt; sending it again may work
    "model_changed": 409,  # planned for a model replaced since; send it again
    "model_invalid": 503,  # the model folder is missing or broken
    "worker_lost": 500,  # the worker died on every attempt (out of memory?)
    "storage_full": 503,  # the disk is full; send it again later
    "database_unavailable": 503,  # the database was lost on every attempt
}


def preset_named(tenant: Tenant, name: str | None) -> VoicePreset | None:
    if name is None:
        return None
    preset = tenant.presets.filter(name=name).first()
    if preset is None:
        raise ApiError(400, "unknown_preset", f"you have no preset named {name!r}", "preset")
    return preset


def plan_request(tenant: Tenant, params: dict) -> Plan:
    """``plan_speech`` for validated request fields (preset by name)."""
    params = dict(params)
    preset = preset_named(tenant, params.pop("preset", None))
    return plan_speech(tenant, params.pop("text"), preset=preset, **params)


def charge_planned(request, plans: list[Plan]) -> int:
    """The daily character quota for what will be synthesized, before any job exists.

    Each text counts its length as sent or as normalized, whichever is longer (a lexicon
    alias may make it longer). The quota (api.throttles, or the fast path in api.hits) has
    charged the request what it read before validation; whatever the validated plans come
    to beyond that is charged here (429 ``quota_exceeded`` beyond the quota), so a body the
    early count misread cannot synthesize for free. Every way in (POST /speech in both
    modes, the OpenAI endpoint, batches) calls this once with all its plans. Returns what
    the request counts in all, for the usage records and remembered answers."""
    total = sum(max(len(plan.text), len(plan.normalized_text)) for plan in plans)
    owed = total - charged(request)
    if owed > 0:
        take_characters(request.auth, owed)
        add_charged(request, owed)
    return total


def clip_or_new_job(
    plan: Plan, formats: tuple[str, ...] = (), *, streamed: bool = False
) -> Clip | SynthesisJob:
    """``clip_or_job``, with a full queue as 503 and the time to come back."""
    try:
        return clip_or_job(plan, formats, streamed=streamed)
    except QueueFull as exc:
        headers = {"Retry-After": str(exc.retry_after)}
        raise ApiError(503, "queue_full", str(exc), headers=headers) from None


def finished_clip(job: SynthesisJob) -> Clip | None:
    """The job's clip when it is done, None while it is queued or running; a failed job
    raises its error with the status that fits its code."""
    if job.status == SynthesisJob.Status.DONE:
        return Clip.objects.get(pk=job.clip_id)
    if job.status != SynthesisJob.Status.FAILED:
        return None
    status = FAILED_JOB_STATUS.get(job.error_code, 500)
    headers = {"Retry-After": "5"} if status == 503 else None
    message = job.error_message or f"synthesis failed ({job.error_code})"
    raise ApiError(status, job.error_code or "synthesis_failed", message, headers=headers)


class SpeechView(APIView):
    content_negotiation_class = AudioNegotiation
    counts_characters = True  # the daily character quota (api.throttles)

    @extend_schema(
        operation_id="speech_create",
        request=SpeechSerializer,
        responses={
            (200, "audio/*"): OpenApiResponse(
                OpenApiTypes.BINARY,
                description="the audio (X-Cache: HIT or MISS, X-Clip-Id, X-Audio-Duration)",
            ),
            202: OpenApiResponse(JobSerializer, description="still synthesizing: poll Location"),
            400: ERROR,
            401: ERROR,
            409: ERROR,
            413: ERROR,
            422: ERROR,
            429: ERROR,
            500: ERROR,
            503: ERROR,
            504: ERROR,
        },
    )
    def post(self, request):
        """Speak ``text``. A cached clip comes back at once; a new one is synthesized while
        the request waits up to ``wait`` seconds, after which the job is returned (202)."""
        serializer = SpeechSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        params = dict(serializer.validated_data)
        streamed = params.pop("stream", False)
        fmt = params.pop("format")
        wait = params.pop("wait", default_wait())
        fallback = params.pop("fallback")
        stamp = None if streamed else hits.request_stamp(request)  # before planning: api/hits.py
        plan = plan_request(request.auth, params)
        characters = charge_planned(request, [plan])
        if streamed:  # audio as it is synthesized: api/views/stream.py
            from api.views.stream import stream_speech

            response = stream_speech(request, plan, fmt, wait, fallback)
        else:
            response = self.answer(request, plan, fmt, wait, fallback)
            # A whole clip is remembered for the fast path; a fallback or a 202 is not.
            if response.status_code == 200 and response.get("X-Cache") in ("HIT", "MISS"):
                hits.remember(request, stamp, response, characters)
        record_request(request.auth, hit=response.get("X-Cache") == "HIT", characters=characters)
        return response

    @staticmethod
    def answer(request, plan: Plan, fmt: str, wait: float, fallback: bool):
        try:
            found = clip_or_new_job(plan, (fmt,))
            if isinstance(found, Clip):
                return audio_response(request, found, fmt, cache="HIT")
            job = wait_for(found, wait)
            clip = finished_clip(job)
        except ApiError as exc:
            if fallback and fallback_clip(plan):
                return fallback_response(request, plan, fmt, f"failed:{exc.error_code}")
            raise
        if clip is not None:
            return audio_response(request, clip, fmt, cache="MISS")
        location = reverse("api:job", args=[job.pk])
        if fallback and fallback_clip(plan):
            return fallback_response(request, plan, fmt, "timeout", location)
        job.refresh_from_db()  # wait_for refreshes only the fields it watches
        headers = {"Location": location, "Retry-After": "1"}
        return Response(JobSerializer(job).data, status=202, headers=headers)


def fallback_clip(plan: Plan) -> Clip | None:
    """The preset's prepared fallback clip, else the tenant's (the article's "system
    error" clip: better than silence when synthesis is stuck)."""
    clip = (plan.preset and plan.preset.fallback_clip) or plan.tenant.fallback_clip
    return clip if clip is not None and clip.tenant_id == plan.tenant.pk else None


def fallback_response(request, plan: Plan, fmt: str, reason: str, location: str | None = None):
    log.warning("tenant %s: fallback clip played (%s)", plan.tenant.slug, reason)
    response = audio_response(request, fallback_clip(plan), fmt, cache="FALLBACK")
    response["X-TTS-Fallback"] = reason
    if location:  # the real clip is still coming: the client may poll for it
        response["Location"] = location
    return response


@extend_schema(responses={200: JobSerializer, 401: ERROR, 404: ERROR})
@api_view(["GET"])
def job_detail(request, job_id: str):
    """A synthesis job: status, timings, error, and its clip once done."""
    return Response(JobSerializer(find_job(request.auth, job_id)).data)


def find_job(tenant: Tenant, job_id: str) -> SynthesisJob:
    # Another tenant's job and a job that never existed get the same answer.
    try:
        pk = uuid.UUID(job_id)
    except ValueError:
        pk = None
    job = SynthesisJob.objects.filter(tenant=tenant, pk=pk).select_related("clip").first()
    if job is None:
        raise ApiError(404, "not_found", "no such job")
    return job
