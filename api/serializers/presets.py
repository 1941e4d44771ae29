from django.core.exceptions import ValidationError as DjangoValidationError
from rest_framework import serializers

from api.serializers.speech import StringsOnly
from lexicon.models import VoicePreset
from synth.models import Clip


class VoicePresetSerializer(StringsOnly, serializers.ModelSerializer):
    style = serializers.JSONField(
        required=False,
        write_only=True,
        help_text="a voice style from the vendor's voice builder, instead of a built-in voice",
    )

    fallback_clip = serializers.SlugRelatedField(
        slug_field="key",
        queryset=Clip.objects.none(),
        required=False,
        allow_null=True,
        help_text="the id of one of your clips, played to requests that ask for a fallback",
    )

    class Meta:
        model = VoicePreset
        fields = [
            "id",
            "name",
            "voice",
            "style",
            "style_digest",
            "language",
            "speed",
            "steps",
            "seed",
            "silence",
            "is_default",
            "fallback_clip",
        ]
        read_only_fields = ["id", "style_digest"]

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        request = self.context.get("request")
        if request is not None and request.auth is not None:
            self.fields["fallback_clip"].queryset = Clip.objects.filter(tenant=request.auth)

    def validate(self, attrs):
        tenant = self.context["request"].auth
        preset = self.instance or VoicePreset(tenant=tenant)
        name = attrs.get("name", preset.name)
        clash = VoicePreset.objects.filter(tenant=tenant, name=name).exclude(pk=preset.pk)
        if clash.exists():
            raise serializers.ValidationError({"name": f"a preset {name!r} already exists"})
        try:
            if "style" in attrs:
                preset.set_style(attrs.pop("style"), "style")
                attrs["voice"] = ""
                attrs["style"], attrs["style_digest"] = preset.style, preset.style_digest
            elif attrs.get("voice"):
                attrs["style"], attrs["style_digest"] = None, ""
            check = VoicePreset(
                tenant=tenant,
                voice=attrs.get("voice", preset.voice),
                style=attrs.get("style", preset.style),
            )
            check.clean()
        except DjangoValidationError as exc:
            raise serializers.ValidationError({"style": exc.messages}) from None
        return attrs
