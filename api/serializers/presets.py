from django.conf import settings
from django.core.exceptions import ValidationError as DjangoValidationError
from django.db import transaction
from drf_spectacular.utils import extend_schema_serializer
from rest_framework import serializers

from api.errors import ApiError
from api.serializers import examples
from api.serializers.fields import MAX_VOICE_CHARS, ClipKeyField, KnownFieldsOnly
from api.serializers.speech import StringsOnly, steps_within_limit
from engine import contract
from engine.errors import InvalidVoice
from engine.finishing import LOUDNESS_RANGE, TRIM_MS_RANGE, TRUE_PEAK_RANGE
from engine.styles import is_blend
from lexicon.models import (
    PRESET_EXISTS,
    PresetInUse,
    PresetLimitReached,
    VoicePreset,
    check_preset_room,
    lock_presets,
)
from synth import voices
from synth.conf import model_folder
from synth.models import Clip, FallbackClip

UNCHANGED = object()


def _outside(what: str, bounds: tuple, unit: str) -> dict:
    message = f"{what} is from {bounds[0]:g} to {bounds[1]:g} {unit}, or null for the tenant's"
    return {"min_value": message, "max_value": message}


class FallbackClipField(ClipKeyField):
    """The preset's fallback clip (a synth.FallbackClip row, not a column of the preset),
    read and written by its id as when it was a column."""

    def get_attribute(self, instance):
        if instance.pk is None:
            return None
        # The view prefetches the rows (and their clips); one at most per preset.
        rows = [row for row in instance.fallback_clips.all() if row.tenant_id == instance.tenant_id]
        return rows[0].clip if rows else None


@extend_schema_serializer(examples=examples.PRESET)
class VoicePresetSerializer(KnownFieldsOnly, StringsOnly, serializers.ModelSerializer):
    voice = serializers.CharField(
        required=False,
        allow_blank=True,
        max_length=MAX_VOICE_CHARS,
        help_text=f"a built-in voice ({', '.join(contract.BUILTIN_VOICES)}), or a blend of "
        "built-in voices and your other presets: F1:0.7+M3:0.3 or F1(2)+narrator(1) (at "
        "most 4; weights default to equal, scaled to sum 1). Empty with a style",
    )
    style = serializers.JSONField(
        required=False,
        write_only=True,
        help_text="a voice style from the vendor's voice builder, instead of a built-in voice",
    )

    fallback_clip = FallbackClipField(
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
            "finish_audio",
            "loudness_lufs",
            "true_peak_dbtp",
            "trim_silence_ms",
            "is_default",
            "fallback_clip",
        ]
        read_only_fields = ["id", "style_digest"]
        extra_kwargs = {
            # The schema's maximum is the limit when the settings load (validate_steps: now).
            "steps": {"max_value": settings.SYNTH_MAX_STEPS},
            "loudness_lufs": {
                "error_messages": _outside("a loudness target", LOUDNESS_RANGE, "LUFS")
            },
            "true_peak_dbtp": {
                "error_messages": _outside("a true-peak ceiling", TRUE_PEAK_RANGE, "dBTP")
            },
            "trim_silence_ms": {
                "error_messages": _outside("the silence kept at each end", TRIM_MS_RANGE, "ms")
            },
        }

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        request = self.context.get("request")
        if request is not None and request.auth is not None:
            self.fields["fallback_clip"].queryset = Clip.objects.filter(tenant=request.auth)

    def validate_steps(self, value):
        return steps_within_limit(value)

    def validate(self, attrs):
        tenant = self.context["request"].auth
        preset = self.instance or VoicePreset(tenant=tenant)
        if self.instance is None:  # refused before a style is read
            try:
                check_preset_room(tenant.pk)
            except PresetLimitReached as exc:
                raise ApiError(409, exc.code, exc.messages[0]) from None
        name = attrs.get("name", preset.name)
        try:
            VoicePreset(pk=preset.pk, tenant=tenant, name=name).check_name()
        except DjangoValidationError as exc:
            error = exc.error_dict["name"][0]
            raise ApiError(400, error.code, error.messages[0], "name") from None
        if preset.pk and name != preset.name:
            try:  # a blend naming it would lose its part
                preset.check_unused()
            except PresetInUse as exc:
                raise ApiError(409, exc.code, str(exc), "name") from None
        self._check_fallback_room(tenant, preset, attrs.get("fallback_clip", UNCHANGED))
        voice = attrs.get("voice")
        try:
            if "style" in attrs:
                preset.set_style(attrs.pop("style"), "style")
                attrs["voice"], attrs["blend"] = "", ""
                attrs["style"], attrs["style_digest"] = preset.style, preset.style_digest
            elif voice and is_blend(voice):
                attrs["voice"], attrs["blend"] = "", voice.strip()
                attrs["style"], attrs["style_digest"] = None, ""
            elif voice:
                if voice not in contract.BUILTIN_VOICES:
                    raise serializers.ValidationError(
                        {"voice": f"{voice!r} is not a built-in voice or a blend"}
                    )
                attrs["style"], attrs["style_digest"], attrs["blend"] = None, "", ""
            check = VoicePreset(
                pk=preset.pk,
                tenant=tenant,
                name=name,
                voice=attrs.get("voice", preset.voice),
                style=attrs.get("style", preset.style),
                blend=attrs.get("blend", preset.blend),
            )
            check.clean()
        except PresetLimitReached as exc:  # a create that raced another
            raise ApiError(409, exc.code, exc.messages[0]) from None
        except DjangoValidationError as exc:
            field = "voice" if check_blend_error(exc) else "style"
            raise serializers.ValidationError({field: exc.messages}) from None
        if check.blend:
            try:  # its names, against the model's voices and the tenant's presets
                voices.resolve(tenant, check.blend, model_folder())
            except InvalidVoice as exc:
                raise ApiError(400, exc.code, str(exc), "voice") from None
        return attrs

    def create(self, validated_data):
        clip = validated_data.pop("fallback_clip", UNCHANGED)
        with transaction.atomic():
            self._claim_name(validated_data["tenant"].pk, validated_data["name"], None)
            self._check_parts(validated_data["tenant"].pk, validated_data.get("blend"), None)
            preset = super().create(validated_data)
            self._choose(preset, clip)
        return preset

    def update(self, instance, validated_data):
        clip = validated_data.pop("fallback_clip", UNCHANGED)
        with transaction.atomic():
            lock_presets(instance.tenant_id)  # every write of the presets takes turns
            if "name" in validated_data:
                self._claim_name(instance.tenant_id, validated_data["name"], instance.pk)
            self._check_parts(instance.tenant_id, validated_data.get("blend"), instance.pk)
            preset = super().update(instance, validated_data)
            self._choose(preset, clip)
        return preset

    @staticmethod
    def _check_fallback_room(tenant, preset: VoicePreset, clip) -> None:
        """Fallback clips are never pruned: they have a room of their own (400)."""
        if clip is UNCHANGED or clip is None:
            return
        try:
            FallbackClip.objects.check_room(tenant.pk, clip, preset)
        except DjangoValidationError as exc:
            message = exc.message_dict["fallback_clip"][0]
            raise ApiError(400, "fallback_too_large", message, "fallback_clip") from None

    @staticmethod
    def _claim_name(tenant_id, name: str, pk) -> None:
        """The name checked again under the tenant's row lock, in the write's transaction:
        a create or rename that raced another of the name is the check's 400."""
        if voices.preset_name_taken(tenant_id, name, pk):
            message = voices.name_taken_message(name)
            raise ApiError(400, PRESET_EXISTS, message, "name")

    @staticmethod
    def _check_parts(tenant_id, blend: str | None, pk) -> None:
        """A blend's names checked again under the tenant's lock (``_claim_name`` took it),
        in the write's transaction: a preset it names deleted or renamed since
        :meth:`validate` is the same 400 as if it had been gone then (the thirty-second
        pass, L-1: 2 of 15 blends created while their part was deleted were stored)."""
        if not blend:
            return
        names = VoicePreset.objects.filter(tenant_id=tenant_id).exclude(pk=pk)
        try:
            voices.check_name(blend, set(names.values_list("name", flat=True)))
        except InvalidVoice as exc:
            raise ApiError(400, exc.code, str(exc), "voice") from None

    @staticmethod
    def _choose(preset: VoicePreset, clip) -> None:
        if clip is not UNCHANGED:  # a clip of the tenant's own: the field's queryset
            FallbackClip.objects.choose(preset.tenant, preset, clip)
            getattr(preset, "_prefetched_objects_cache", {}).pop("fallback_clips", None)

    def to_representation(self, instance):
        data = super().to_representation(instance)
        data["voice"] = instance.blend or instance.voice
        return data


def check_blend_error(exc: DjangoValidationError) -> bool:
    return hasattr(exc, "error_dict") and "blend" in exc.error_dict
