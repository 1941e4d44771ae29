from django.core.exceptions import ValidationError as DjangoValidationError
from rest_framework import serializers

from lexicon.models import VoicePreset


class VoicePresetSerializer(serializers.ModelSerializer):
    style = serializers.JSONField(
        required=False,
        write_only=True,
        help_text="a voice style from the vendor's voice builder, instead of a built-in voice",
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
        ]
        read_only_fields = ["id", "style_digest"]

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
