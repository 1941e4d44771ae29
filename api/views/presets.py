from contextlib import contextmanager

from django.core.exceptions import ValidationError as DjangoValidationError
from drf_spectacular.utils import extend_schema, extend_schema_view
from rest_framework import viewsets

from api.errors import ApiError
from api.serializers.presets import VoicePresetSerializer
from api.views.lexicon import documented
from api.views.speech import ERROR
from lexicon.models import PresetInUse, PresetLimitReached, VoicePreset

DOCUMENTED = {
    **documented(VoicePresetSerializer),
    "create": extend_schema(
        responses={201: VoicePresetSerializer, 400: ERROR, 401: ERROR, 409: ERROR}
    ),
    "destroy": extend_schema(responses={204: None, 401: ERROR, 404: ERROR, 409: ERROR}),
    "update": extend_schema(
        responses={200: VoicePresetSerializer, 400: ERROR, 401: ERROR, 404: ERROR, 409: ERROR}
    ),
    "partial_update": extend_schema(
        responses={200: VoicePresetSerializer, 400: ERROR, 401: ERROR, 404: ERROR, 409: ERROR}
    ),
}


@extend_schema_view(**DOCUMENTED)
class VoicePresetViewSet(viewsets.ModelViewSet):
    """The calling tenant's voice presets; the first one is the default."""

    serializer_class = VoicePresetSerializer

    def get_queryset(self):
        presets = VoicePreset.objects.filter(tenant=self.request.auth).order_by("name")
        if self.request.method in ("GET", "HEAD", "OPTIONS"):
            # The answer never shows ``style`` (write-only): a list or a read never loads it
            # (about 160 kB of JSON a preset, decoded per row). A write reads the whole row.
            presets = presets.defer("style")
        return presets.prefetch_related("fallback_clips__clip")  # the serializer's fallback_clip

    def perform_create(self, serializer):
        with refused_as_checked():
            serializer.save(tenant=self.request.auth)

    def perform_update(self, serializer):
        with refused_as_checked():
            serializer.save()

    def perform_destroy(self, instance):
        try:
            instance.delete()
        except PresetInUse as exc:
            raise ApiError(409, exc.code, str(exc)) from None


@contextmanager
def refused_as_checked():
    """What ``VoicePreset.save`` refuses under the tenant's lock, which the serializer
    checked before without it, answered as that check answers: a create that raced another
    past the limit (409), a blend whose part was deleted or renamed meanwhile (400)."""
    try:
        yield
    except PresetLimitReached as exc:
        raise ApiError(409, exc.code, exc.messages[0]) from None
    except DjangoValidationError as exc:
        raise ApiError(400, "invalid_voice", " ".join(exc.messages), "voice") from None
