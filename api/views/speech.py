"""POST /speech: the cached clip at once, or the clip after waiting for its job, or the job
(202) to poll at GET /jobs/{id}."""

import uuid

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.decorators import api_view
from rest_framework.response import Response
from rest_framework.views import APIView

from api import hits
from api.answers import respond, speak, waiting_view
from api.audio import AudioNegotiation
from api.errors import ApiError
from api.serializers.errors import ErrorSerializer
from api.serializers.examples import JOB_ACCEPTED, JOB_STATES
from api.serializers.speech import JobSerializer, SpeechSerializer, default_wait
from synth.flow import SpeechRequest, Whole
from synth.models import SynthesisJob
from tenancy.models import Tenant

ERROR = OpenApiResponse(ErrorSerializer, description="see the error's code")


class SpeechView(APIView):
    content_negotiation_class = AudioNegotiation
    counts_characters = True  # the daily character quota (api.throttles)
    surface = "speech"  # its usage's way in (metering)

    @extend_schema(
        operation_id="speech_create",
        request=SpeechSerializer,
        responses={
            (200, "audio/*"): OpenApiResponse(
                OpenApiTypes.BINARY,
                description="the audio (X-Cache: HIT or MISS, X-Clip-Id, X-Audio-Duration)",
            ),
            202: OpenApiResponse(
                JobSerializer,
                description="still synthesizing: poll Location",
                examples=JOB_ACCEPTED,
            ),
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
        the request waits up to ``wait`` seconds, after which the job is returned (202).
        Past the tenant's limit of requests waiting (or streams open) at once, a miss is
        refused with 429 ``too_many_concurrent`` and Retry-After; a hit never is."""
        serializer = SpeechSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        params = dict(serializer.validated_data)
        fmt = params.pop("format")
        streamed = params.pop("stream", False)
        speech = SpeechRequest(
            request.auth,
            # The job writes the format asked for, streamed or not: the stream is encoded
            # as it goes in this process, and the same request again is a hit that
            # encodes nothing (synth.dispatch.stored_formats).
            formats=(fmt,),
            wait=params.pop("wait", default_wait()),
            fallback=params.pop("fallback"),
            stream=streamed,
            **params,
        )
        stamp = None if streamed else hits.request_stamp(request)  # before planning: api/hits.py

        def reply(outcome):
            response = respond(request, outcome, fmt)
            # A whole clip is remembered for the fast path; a stream, a fallback or a 202
            # is not.
            if isinstance(outcome, Whole) and not streamed and response.status_code == 200:
                hits.remember(request, stamp, response, request.characters)
            return response

        return speak(self, speech, reply)


speech = waiting_view(SpeechView)


@extend_schema(
    responses={
        200: OpenApiResponse(JobSerializer, description="the job", examples=JOB_STATES),
        401: ERROR,
        404: ERROR,
    }
)
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
