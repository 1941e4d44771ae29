"""POST /v1/audio/speech, compatible with OpenAI's speech API: an OpenAI SDK works with
``base_url="http://HOST/v1"`` and a tenant's API key, nothing else changed.

Differences, each answered with a clear 400 rather than silently: ``speed`` must be in
our model's range (0.7-2.0, not 0.25-4.0); ``aac`` and ``stream_format: "sse"`` are not
supported. ``instructions`` is accepted and ignored (Supertonic takes no prompt). ``lang``
is our extension (OpenAI detects the language; Supertonic needs it given), e.g.
``extra_body={"lang": "ko"}``. There is no 202: a miss waits up to ``API_MAX_WAIT``
seconds for its first chunk, then answers 504 (the SDK retries it, and the retry joins the
same job).

Streaming: like OpenAI's, a new clip's audio is sent as it is synthesized (chunked
transfer) in mp3, opus, wav and pcm, so ``client.audio.speech.with_streaming_response``
plays the first sentence while the rest is made; flac waits for the whole clip.
``stream_format: "audio"`` is that; ``"sse"`` (base64 events) is refused.
"""

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiResponse, extend_schema, extend_schema_field
from rest_framework import serializers
from rest_framework.views import APIView

from api import hits
from api.answers import respond, speak, waiting_view
from api.audio import AudioNegotiation
from api.errors import ApiError, openai_error
from api.handlers import exception_handler
from api.serializers.errors import OpenAIErrorSerializer
from api.serializers.speech import StrictSerializer, check_text, max_wait
from review.usage import record_request
from synth.engine import contract
from synth.flow import Pending, SpeechRequest
from synth.playback import PCM_24K
from synth.voices import OPENAI_VOICES
from tenancy.models import Tenant

MODELS = ("tts-1", "tts-1-hd", "gpt-4o-mini-tts", "supertonic-3")
# response_format -> our format (OpenAI's pcm is 24 kHz)
RESPONSE_FORMATS = {"mp3": "mp3", "opus": "opus", "wav": "wav", "flac": "flac", "pcm": PCM_24K}


@extend_schema_field(
    {
        "oneOf": [
            {"type": "string"},
            {"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]},
        ]
    }
)
class VoiceField(serializers.Field):
    """A name, or OpenAI's custom voice object ``{"id": name}``."""

    def to_internal_value(self, data):
        if isinstance(data, dict) and isinstance(data.get("id"), str):
            data = data["id"]
        if not isinstance(data, str) or not data.strip():
            raise serializers.ValidationError("a voice name, or an object {'id': name}")
        # CharField's own checks: a NUL or a lone surrogate cannot reach a query.
        return serializers.CharField(max_length=100).run_validation(data)


class OpenAISpeechSerializer(StrictSerializer):
    """OpenAI's speech request (plus ``lang``). Unknown fields are refused."""

    model = serializers.CharField(help_text=f"one of {', '.join(MODELS)} (all the same model)")
    input = serializers.CharField(trim_whitespace=False, allow_blank=True)
    voice = VoiceField(help_text="your preset's name, a built-in voice, or an OpenAI voice name")
    instructions = serializers.CharField(required=False, allow_blank=True, help_text="ignored")
    response_format = serializers.CharField(required=False, default="mp3")
    speed = serializers.FloatField(required=False, help_text="0.7 to 2.0")
    stream_format = serializers.CharField(required=False, help_text="only 'audio'")
    lang = serializers.CharField(required=False, help_text="our extension (default: en)")

    def validate_model(self, value):
        if value not in MODELS and not value.startswith("gpt-4o-mini-tts-"):
            raise ApiError(
                400, "unknown_model", f"unknown model {value!r}; use {', '.join(MODELS)}", "model"
            )
        return value

    def validate_input(self, value):
        return check_text(value)

    def validate_response_format(self, value):
        if value not in RESPONSE_FORMATS:
            raise ApiError(
                400,
                "unsupported_format",
                f"response_format {value!r} is not supported here; "
                f"use one of {', '.join(RESPONSE_FORMATS)}",
                "response_format",
            )
        return RESPONSE_FORMATS[value]

    def validate_speed(self, value):
        low, high = contract.SPEED_RANGE
        if not low <= value <= high:
            raise ApiError(
                400,
                "unsupported_speed",
                f"speed must be from {low} to {high} on this server (the model's range; "
                f"OpenAI's is 0.25 to 4.0), got {value}",
                "speed",
            )
        return value

    def validate_stream_format(self, value):
        if value != "audio":
            raise ApiError(
                400,
                "unsupported_stream_format",
                f"stream_format {value!r} is not supported here; leave it out or use 'audio'",
                "stream_format",
            )
        return value


def voice_params(tenant: Tenant, name: str) -> dict:
    """A voice name as SpeechRequest takes it: the tenant's preset of that name, else a
    built-in voice, else an OpenAI voice name through OPENAI_VOICES."""
    if tenant.presets.filter(name=name).exists():
        return {"preset": name}
    if name in contract.BUILTIN_VOICES:
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

    def get_exception_handler(self):
        return openai_exception_handler

    @extend_schema(
        operation_id="openai_audio_speech",
        tags=["openai"],
        request=OpenAISpeechSerializer,
        responses={
            (200, "audio/*"): OpenApiResponse(OpenApiTypes.BINARY, description="the audio"),
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
        speech = SpeechRequest(
            tenant,
            data["input"],
            **voice_params(tenant, data["voice"]),
            **{k: data[k] for k in ("speed", "lang") if k in data},
            formats=(fmt,),
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
            response = respond(request, outcome, fmt)
            hit = response.get("X-Cache") == "HIT"
            if hit or fmt == "flac":  # whole clips: for the fast path
                hits.remember(request, stamp, response, request.characters)
            record_request(tenant, hit=hit, characters=request.characters)
            return response

        return speak(self, speech, reply)


openai_speech = waiting_view(OpenAISpeechView)
