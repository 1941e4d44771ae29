"""GET /voices and POST /normalize answers."""

from rest_framework import serializers

from lexicon.models import VoicePreset


class PresetVoiceSerializer(serializers.ModelSerializer):
    voice = serializers.SerializerMethodField(help_text="the built-in voice, or 'style'")
    language = serializers.CharField()  # not an enum: see ClipSerializer.lang

    class Meta:
        model = VoicePreset
        fields = ["name", "voice", "language", "speed", "steps", "seed", "silence", "is_default"]

    def get_voice(self, preset) -> str:
        return preset.voice or "style"


class VoicesSerializer(serializers.Serializer):
    builtin = serializers.ListField(child=serializers.CharField())
    presets = PresetVoiceSerializer(many=True)
    openai = serializers.DictField(
        child=serializers.CharField(),
        help_text="OpenAI voice names and the built-in voice each one speaks with",
    )


class ChangeSerializer(serializers.Serializer):
    rule = serializers.CharField()
    before = serializers.CharField()
    after = serializers.CharField()


class StageSerializer(serializers.Serializer):
    stage = serializers.CharField(help_text="lexicon, rules or cleanup")
    changes = ChangeSerializer(many=True)


class NormalizedSerializer(serializers.Serializer):
    text = serializers.CharField()
    normalized_text = serializers.CharField()
    lang = serializers.CharField()
    stages = StageSerializer(many=True)
    unsupported_characters = serializers.ListField(
        child=serializers.CharField(), help_text="characters the model cannot speak"
    )
    key = serializers.CharField(
        allow_null=True, help_text="the cache key (and clip id); null when it cannot be spoken"
    )
    cached = serializers.BooleanField(help_text="whether the clip exists already")
    reading = serializers.JSONField(
        help_text="how the text was read: languages detected (with confidence), SSML tags "
        "applied and ignored, marks, characters dropped"
    )
