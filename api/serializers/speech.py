"""What POST /speech and POST /normalize take, and the job a slow request hands back."""

from collections.abc import Mapping

from django.conf import settings
from drf_spectacular.utils import extend_schema_field, extend_schema_serializer
from rest_framework import serializers

from api.auth import signed_audio_url
from api.errors import ApiError
from api.serializers import examples
from api.serializers.fields import (
    MAX_DOCUMENT_CHARS,
    MAX_NAME_CHARS,
    MAX_VOICE_CHARS,
    AnyCase,
    unknown_field,
)
from engine import contract
from engine.audio import FORMATS, STREAM_FORMATS, audio_format
from engine.errors import EmptyText, InvalidParameter
from engine.folder import MAX_SEED
from normalize.ssml import spoken_length
from synth.models import SynthesisJob
from synth.reading import TEXT_TYPES, UNSUPPORTED
from synth.speech import check_steps, max_text_chars


def max_wait() -> int:
    """The longest a client may ask a miss to wait, in seconds (setting API_MAX_WAIT)."""
    return settings.API_MAX_WAIT


def default_wait() -> int:
    """How long a miss waits when the client does not say (setting API_DEFAULT_WAIT)."""
    return settings.API_DEFAULT_WAIT


# Fields that take a JSON string. DRF's CharField turns the number 31337 into "31337";
# MultipleChoiceField takes a list.
TEXT_FIELDS = (serializers.CharField, serializers.ChoiceField, serializers.SlugRelatedField)
JSON_TYPES = {bool: "a boolean", int: "a number", float: "a number", list: "a list",
              dict: "an object", type(None): "null"}  # fmt: skip


def check_string(value, field: str, *, nullable: bool = False) -> None:
    """Refuse (400 ``invalid``, naming ``field``) any JSON value but a string (or null,
    when ``nullable``)."""
    if isinstance(value, str) or (value is None and nullable):
        return
    kind = JSON_TYPES.get(type(value), type(value).__name__)
    raise ApiError(400, "invalid", f"{field} must be a string, not {kind}", field)


class StringsOnly:
    """For serializers: every field that takes text refuses any other JSON type, before
    a field can coerce it, so what is validated is what is counted and synthesized."""

    def to_internal_value(self, data):
        if isinstance(data, Mapping):
            for name, field in self.fields.items():
                text = isinstance(field, TEXT_FIELDS) and not isinstance(
                    field, serializers.MultipleChoiceField
                )
                if text and not field.read_only and name in data:
                    check_string(data[name], name, nullable=field.allow_null)
        return super().to_internal_value(data)


class StrictSerializer(StringsOnly, serializers.Serializer):
    """Refuses fields it does not know: a typo ("sped") must not be silently ignored; and
    a text field refuses what is not a string (StringsOnly)."""

    def to_internal_value(self, data):
        if isinstance(data, Mapping):
            unknown = sorted(set(data) - set(self.fields))
            if unknown:
                raise unknown_field(unknown[0], self.fields)  # with a "did you mean"
        return super().to_internal_value(data)


def steps_within_limit(value: int) -> int:
    """The steps, unless above SYNTH_MAX_STEPS (read now, not when the field was made):
    400 ``invalid`` naming the field, as the field's own range is."""
    try:
        check_steps(value)
    except InvalidParameter as exc:
        raise serializers.ValidationError(str(exc)) from None
    return value


def check_text(value: str) -> str:
    """The text, unless empty or longer than the limit: an SSML document counts the words
    it says, not its markup (a document's own size is bounded by the body's)."""
    if not value.strip():
        raise EmptyText("text is empty")
    length = spoken_length(value)
    if length > max_text_chars():
        raise ApiError(
            413,
            "text_too_long",
            f"text has {length} characters to say; at most {max_text_chars()} per request",
            "text",
        )
    return value


@extend_schema_serializer(examples=examples.NORMALIZE)
class SpeechParamsSerializer(StrictSerializer):
    """What decides the audio: the text and how to say it. Unset values come from the
    preset (or your default preset). Unknown fields are refused."""

    # Languages and voices are checked by plan_speech (unsupported_language, invalid_voice).

    text = serializers.CharField(
        trim_whitespace=False, allow_blank=True, max_length=MAX_DOCUMENT_CHARS
    )
    preset = serializers.CharField(
        required=False, max_length=MAX_NAME_CHARS, help_text="one of your presets, by name"
    )
    voice = serializers.CharField(
        required=False,
        max_length=MAX_VOICE_CHARS,
        help_text=f"a built-in voice ({', '.join(contract.BUILTIN_VOICES)}), one of your "
        "presets' voices by name, an OpenAI voice name (alloy, ash, ...), or a blend of up "
        "to 4 of these: F1:0.7+M3:0.3 or F1(2)+M3(1) (weights default to equal, scaled to "
        "sum 1). A preset's name wins over an OpenAI name",
    )
    lang = AnyCase(
        required=False,
        help_text="language code, or 'auto': detected per sentence (default: the preset's, "
        "else your tenant's default language, else detected)",
    )
    text_type = serializers.ChoiceField(
        choices=TEXT_TYPES,
        default="auto",
        help_text="'ssml': text is an SSML document (or fragment); 'auto': SSML when it "
        "starts with <speak>; 'text': never SSML",
    )
    unsupported = serializers.ChoiceField(
        choices=UNSUPPORTED,
        required=False,
        help_text="characters the model cannot say: 'error' (400 unsupported_characters) or "
        "'drop' (listed in X-Dropped-Characters); default: your tenant's choice (error)",
    )
    speed = serializers.FloatField(
        required=False, min_value=contract.SPEED_RANGE[0], max_value=contract.SPEED_RANGE[1]
    )
    # The schema's maximum is the limit when the settings load; validate_steps reads it now.
    steps = serializers.IntegerField(
        required=False,
        min_value=contract.STEPS_RANGE[0],
        max_value=settings.SYNTH_MAX_STEPS,
        help_text=f"denoising steps, 1 to SYNTH_MAX_STEPS ({settings.SYNTH_MAX_STEPS}) "
        f"(default: the preset's, else {contract.DEFAULT_STEPS}); above "
        f"{contract.DEFAULT_STEPS} the characters are charged steps/{contract.DEFAULT_STEPS} "
        "times",
    )
    seed = serializers.IntegerField(
        required=False,
        min_value=0,
        max_value=MAX_SEED,
        help_text="default: each sentence's own, derived from its text, so the same request is "
        "the same clip and a sentence the same audio wherever it appears",
    )
    silence = serializers.FloatField(
        required=False, min_value=contract.SILENCE_RANGE[0], max_value=contract.SILENCE_RANGE[1]
    )
    raw = serializers.BooleanField(default=False, help_text="skip the normalizer")

    def validate_text(self, value):
        return check_text(value)

    def validate_steps(self, value):
        return steps_within_limit(value)


@extend_schema_serializer(examples=examples.SPEECH)
class SpeechSerializer(SpeechParamsSerializer):
    """What to say, how, in which format, and how long to wait for a new clip."""

    format = AnyCase(default="wav", help_text=f"one of {', '.join(FORMATS)}")
    wait = serializers.FloatField(
        required=False,
        min_value=0,
        # The numbers come from the settings, not a copy of their defaults.
        help_text="seconds to wait for a cache miss before answering 202 "
        f"(default {settings.API_DEFAULT_WAIT}, at most {settings.API_MAX_WAIT})",
    )

    fallback = serializers.BooleanField(
        default=False,
        help_text="on failure or after `wait` seconds, answer with your prepared fallback clip "
        "(header X-TTS-Fallback says why) instead of an error or a 202",
    )

    stream = serializers.BooleanField(
        default=False,
        help_text="send the audio as it is synthesized (chunked transfer): the response "
        "starts with the first chunk (sentence) instead of the whole clip. A cached clip "
        "still comes back whole",
    )
    stream_format = AnyCase(
        required=False,
        help_text=f"with stream: one of {', '.join(STREAM_FORMATS)} (default: format). wav "
        "and pcm start playing at once; mp3 and opus save bandwidth",
    )

    def validate_format(self, value):
        return audio_format(value).name  # UnsupportedFormat: 400 "unsupported_format"

    def validate(self, data):
        """With ``stream``, ``format`` becomes the stream's format (``stream_format``);
        ``stream`` is left in only when true (synth.flow streams when it is true)."""
        fmt = data.pop("stream_format", None)
        if not data.pop("stream"):
            if fmt is not None:
                raise ApiError(400, "invalid", "stream_format needs stream: true", "stream_format")
            return data
        fmt = fmt or data["format"]
        if fmt not in STREAM_FORMATS:
            raise ApiError(
                400,
                "unsupported_stream_format",
                f"{fmt!r} cannot be streamed; use one of {', '.join(STREAM_FORMATS)}",
                "stream_format",
            )
        return {**data, "format": fmt, "stream": True}

    def validate_wait(self, value):
        if value > max_wait():
            raise serializers.ValidationError(f"wait at most {max_wait()} seconds")
        return value


class JobErrorSerializer(serializers.Serializer):
    code = serializers.CharField()
    message = serializers.CharField()


class JobSerializer(serializers.ModelSerializer):
    error = serializers.SerializerMethodField()
    clip = serializers.SerializerMethodField(help_text="the clip's id once done")
    audio_url = serializers.SerializerMethodField()

    class Meta:
        model = SynthesisJob
        fields = [
            "id",
            "status",
            "created",
            "enqueued",
            "started",
            "finished",
            "attempts",
            "error",
            "clip",
            "audio_url",
        ]

    @extend_schema_field(JobErrorSerializer(allow_null=True))
    def get_error(self, job):
        if job.status != SynthesisJob.Status.FAILED:
            return None
        return {"code": job.error_code, "message": job.error_message}

    @extend_schema_field(serializers.CharField(allow_null=True))
    def get_clip(self, job):
        return job.clip.key if job.clip_id else None

    @extend_schema_field(serializers.CharField(allow_null=True))
    def get_audio_url(self, job):
        return signed_audio_url(job.clip) if job.clip_id else None
