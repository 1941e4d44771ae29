"""POST /v1/audio/speech, compatible with OpenAI's speech API: an OpenAI SDK works with
``base_url="http://HOST/v1"`` and a tenant's API key, nothing else changed.

What it takes is api.openai.serializers': every OpenAI field, ``speed`` 0.25 to 4.0
played within the model's range (``X-Speed-Applied`` says the speed used), every
``response_format`` (mp3 by default, constant 128 kbit/s: DEFAULT_KBPS; ``aac`` is
ADTS), ``instructions`` accepted and ignored (Supertonic takes no prompt). ``lang`` is our
extension (OpenAI detects the language; Supertonic needs it given), e.g.
``extra_body={"lang": "ko"}``. There is no 202:
a miss waits up to ``API_MAX_WAIT`` seconds for its first chunk, then answers 504 (the SDK
retries it, and the retry joins the same job).

Streaming: like OpenAI's, a new clip's audio is sent as it is synthesized (chunked
transfer) in mp3, opus, aac, wav and pcm, so ``client.audio.speech.with_streaming_response``
plays the first sentence while the rest is made, its first bytes as soon as pcm's would
be (api.answers encodes a slice at a time); flac waits for the whole clip.
``stream_format: "sse"`` sends the same audio as OpenAI's events (api.openai.sse).
"""

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema
from rest_framework.views import APIView

from api import hits
from api.answers import respond, speak, waiting_view
from api.audio import AudioNegotiation
from api.errors import ApiError
from api.handlers import exception_handler
from api.openai.envelope import openai_error
from api.openai.serializers import (
    OpenAIErrorSerializer,
    OpenAISpeechSerializer,
    applied_speed,
)
from api.openai.sse import sse_response
from api.serializers.speech import max_wait
from engine import contract
from engine.styles import is_blend
from synth.flow import Pending, SpeechRequest
from synth.voices import OPENAI_VOICES
from tenancy.models import Tenant


def voice_params(tenant: Tenant, name: str) -> dict:
    """A voice name as SpeechRequest takes it: the tenant's preset of that name, else a
    built-in voice or a blend (``F1:0.7+M3:0.3``), else an OpenAI voice name through
    OPENAI_VOICES."""
    if tenant.presets.filter(name=name).exists():
        return {"preset": name}
    if name in contract.BUILTIN_VOICES or is_blend(name):  # a blend is checked when planned
        return {"voice": name}
    if name.lower() in OPENAI_VOICES:
        return {"voice": OPENAI_VOICES[name.lower()]}
    raise ApiError(
        400,
        "invalid_voice",
        f"unknown voice {name!r}: not one of your presets, the built-in voices "
        f"({', '.join(contract.BUILTIN_VOICES)}) or OpenAI's ({', '.join(OPENAI_VOICES)})",
        "voice",
    )


# OpenAI's error "type" for each status; our stable code goes in "code".
def openai_exception_handler(exc, context):
    """Our errors in OpenAI's shape: {"error": {"message", "type", "param", "code"}}."""
    response = exception_handler(exc, context)
    if response is not None:
        response.data = {"error": openai_error(response.data["error"], response.status_code)}
    return response


OPENAI_ERROR = OpenApiResponse(OpenAIErrorSerializer, description="OpenAI's error shape")


class OpenAISpeechView(APIView):
    content_negotiation_class = AudioNegotiation
    counts_characters = True  # the daily character quota (api.throttles)
    surface = "openai"  # its usage's way in (metering)

    def get_exception_handler(self):
        return openai_exception_handler

    @extend_schema(
        operation_id="openai_audio_speech",
        tags=["openai"],
        request=OpenAISpeechSerializer,
        responses={
            (200, "audio/*"): OpenApiResponse(OpenApiTypes.BINARY, description="the audio"),
            (200, "text/event-stream"): OpenApiResponse(
                OpenApiTypes.STR, description="stream_format 'sse': OpenAI's speech events"
            ),
            400: OPENAI_ERROR,
            401: OPENAI_ERROR,
            409: OPENAI_ERROR,
            413: OPENAI_ERROR,
            422: OPENAI_ERROR,
            429: OPENAI_ERROR,
            500: OPENAI_ERROR,
            503: OPENAI_ERROR,
            504: OPENAI_ERROR,
        },
    )
    def post(self, request):
        """OpenAI's ``audio.speech.create``, spoken by Supertonic."""
        serializer = OpenAISpeechSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        tenant = request.auth
        fmt = data["response_format"]
        events = data["stream_format"] == "sse"
        if "speed" in data:
            data["speed"] = applied_speed(data["speed"])
        speech = SpeechRequest(
            tenant,
            data["input"],
            **voice_params(tenant, data["voice"]),
            **{k: data[k] for k in ("speed", "lang") if k in data},
            formats=(fmt,),  # written or encoded by the job (synth.dispatch.encoded_after)
            wait=max_wait(),
            # As OpenAI does, the audio goes out as it is synthesized; but a FLAC stream
            # cannot be written ahead, so that waits for the clip.
            stream=fmt != "flac",
        )
        stamp = hits.request_stamp(request)  # before planning: see api/hits.py

        def reply(outcome):
            if isinstance(outcome, Pending):  # no 202 here: the SDK retries a 504
                raise ApiError(
                    504,
                    "wait_timeout",
                    f"still synthesizing after {max_wait()} s (job {outcome.job.pk}); send "
                    "the same request again to get the audio when it is ready",
                )
            if events:
                response = sse_response(outcome, fmt, request.characters)
            else:
                response = respond(request, outcome, fmt)
            if "speed" in data:
                response["X-Speed-Applied"] = f"{data['speed']:g}"
            hit = response.get("X-Cache") == "HIT"
            if not events and (hit or fmt == "flac"):  # whole clips: for the fast path
                hits.remember(request, stamp, response, request.characters)
            return response

        return speak(self, speech, reply)


openai_speech = waiting_view(OpenAISpeechView)
