"""What POST /v1/audio/speech takes: OpenAI's speech request, plus our ``lang``.

Speed: OpenAI takes 0.25 to 4.0, our model 0.7 to 2.0 (``contract.SPEED_RANGE``). Both mean
the same thing by 1.0 (normal speed), so a speed inside our range is used as it is and one
outside it is clamped to the nearest end: 0.25 plays at 0.7, 4.0 at 2.0. Clamping rather
than a stretch of 0.25-4.0 onto 0.7-2.0 keeps every speed the model can play exact (a
client asking 1.5 gets 1.5, as it did before); the answer's ``X-Speed-Applied`` header says
which speed was used, so a client can tell it was clamped.
"""

from drf_spectacular.utils import extend_schema_field, extend_schema_serializer
from rest_framework import serializers

from api.errors import ApiError
from api.serializers import examples
from api.serializers.fields import (
    MAX_CODE_CHARS,
    MAX_DOCUMENT_CHARS,
    MAX_INSTRUCTIONS_CHARS,
    MAX_VOICE_CHARS,
    AnyCase,
)
from api.serializers.speech import StrictSerializer, check_text
from engine import contract
from synth.playback import PCM_24K

MODELS = ("tts-1", "tts-1-hd", "gpt-4o-mini-tts", "supertonic-3")
# response_format -> our format (OpenAI's pcm is 24 kHz)
RESPONSE_FORMATS = {
    "mp3": "mp3",
    "opus": "opus",
    "aac": "aac",
    "wav": "wav",
    "flac": "flac",
    "pcm": PCM_24K,
}
OPENAI_SPEED_RANGE = (0.25, 4.0)
STREAM_FORMATS = ("audio", "sse")


def applied_speed(requested: float) -> float:
    """The speed the model plays for OpenAI's ``requested`` (see the module docstring)."""
    low, high = contract.SPEED_RANGE
    return min(max(requested, low), high)


@extend_schema_field(
    {
        "oneOf": [
            {"type": "string", "maxLength": MAX_VOICE_CHARS},
            {
                "type": "object",
                "properties": {"id": {"type": "string", "maxLength": MAX_VOICE_CHARS}},
                "required": ["id"],
            },
        ]
    }
)
class VoiceField(serializers.Field):
    """A name, or OpenAI's custom voice object ``{"id": name}``."""

    def to_internal_value(self, data):
        # The object holds its id and nothing else: another key is refused, not ignored.
        if isinstance(data, dict) and data.keys() == {"id"} and isinstance(data["id"], str):
            data = data["id"]
        if not isinstance(data, str) or not data.strip():
            raise serializers.ValidationError("a voice name, or an object {'id': name}")
        # CharField's own checks: a NUL or a lone surrogate cannot reach a query.
        return serializers.CharField(max_length=MAX_VOICE_CHARS).run_validation(data)


@extend_schema_serializer(examples=examples.OPENAI_SPEECH)
class OpenAISpeechSerializer(StrictSerializer):
    """OpenAI's speech request (plus ``lang``). Unknown fields are refused."""

    model = serializers.CharField(
        max_length=MAX_CODE_CHARS,
        help_text=f"one of {', '.join(MODELS)} (all the same model)",
    )
    input = serializers.CharField(
        trim_whitespace=False, allow_blank=True, max_length=MAX_DOCUMENT_CHARS
    )
    voice = VoiceField(help_text="your preset's name, a built-in voice, or an OpenAI voice name")
    # Home Assistant sends the string "None" when it has none; ignored either way.
    instructions = serializers.CharField(
        required=False,
        allow_blank=True,
        allow_null=True,
        max_length=MAX_INSTRUCTIONS_CHARS,
        help_text="accepted and ignored",
    )
    response_format = AnyCase(required=False, default="mp3")
    speed = serializers.FloatField(
        required=False,
        help_text="0.25 to 4.0 as OpenAI's; played within the model's 0.7 to 2.0 "
        "(clamped; the X-Speed-Applied header says the speed used)",
    )
    stream_format = AnyCase(
        required=False, default="audio", help_text="'audio' (bytes) or 'sse' (events)"
    )
    lang = AnyCase(
        required=False,
        default="auto",
        help_text="our extension: a language code, or 'auto' (the default): detected per "
        "sentence, unless the voice is a preset (its language) or your tenant has a default",
    )

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
        low, high = OPENAI_SPEED_RANGE
        if not low <= value <= high:
            model_low, model_high = contract.SPEED_RANGE
            raise ApiError(
                400,
                "unsupported_speed",
                f"speed must be from {low} to {high}, got {value} (the model plays from "
                f"{model_low} to {model_high}; beyond that the nearest end is used)",
                "speed",
            )
        return value

    def validate_stream_format(self, value):
        if value not in STREAM_FORMATS:
            raise ApiError(
                400,
                "unsupported_stream_format",
                f"stream_format {value!r} is not supported; use 'audio' or 'sse'",
                "stream_format",
            )
        return value


# OpenAI's error shape, for the OpenAPI schema (api/openai/envelope.py builds the bodies).
class OpenAIErrorDetailSerializer(serializers.Serializer):
    message = serializers.CharField()
    type = serializers.CharField(help_text="invalid_request_error, authentication_error, ...")
    param = serializers.CharField(allow_null=True)
    code = serializers.CharField(help_text="our stable error code")


class OpenAIErrorSerializer(serializers.Serializer):
    error = OpenAIErrorDetailSerializer()
