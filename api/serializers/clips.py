"""A clip's metadata: what was said, how it was normalized, and with what."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from api.auth import signed_audio_url
from engine.audio import format_for_path
from synth.models import Clip, ClipEncoding


class EncodingSerializer(serializers.ModelSerializer):
    class Meta:
        model = ClipEncoding
        fields = ["format", "size"]


class ClipSerializer(serializers.ModelSerializer):
    id = serializers.CharField(source="key", help_text="the cache key; use it in clip URLs")
    # Plain strings: a second enum over the same language choices would need an
    # ENUM_NAME_OVERRIDES entry in drf-spectacular's settings.
    lang = serializers.CharField()
    preset = serializers.SlugRelatedField(slug_field="name", read_only=True, allow_null=True)
    encodings = EncodingSerializer(many=True, read_only=True)
    audio_url = serializers.SerializerMethodField()
    format = serializers.SerializerMethodField(
        help_text="the clip's own stored audio, whose bytes `size` counts: wav when the "
        "first request asked for wav, else flac; `encodings` lists the others kept"
    )

    class Meta:
        model = Clip
        fields = [
            "id",
            "text",
            "normalized_text",
            "explanation",
            "reading",
            "chunks",
            "lang",
            "voice",
            "voice_digest",
            "preset",
            "speed",
            "steps",
            "seed",
            "silence",
            "finish",
            "lexicon_version",
            "model_fingerprint",
            "sample_rate",
            "duration",
            "format",
            "size",
            "encodings",
            "synthesis_seconds",
            "reused_sentences",
            "reused_audio_seconds",
            "saved_synthesis_seconds",
            "created",
            "last_served",
            "hits",
            "audio_url",
        ]

    @extend_schema_field(serializers.CharField())
    def get_audio_url(self, clip):
        return signed_audio_url(clip)

    @extend_schema_field(serializers.ChoiceField(choices=["wav", "flac"]))
    def get_format(self, clip):
        return format_for_path(clip.audio.name, "flac")
