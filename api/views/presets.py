from drf_spectacular.utils import extend_schema_view
from rest_framework import viewsets

from api.serializers.presets import VoicePresetSerializer
from api.views.lexicon import documented
from lexicon.models import VoicePreset


@extend_schema_view(**documented(VoicePresetSerializer))
class VoicePresetViewSet(viewsets.ModelViewSet):
    """The calling tenant's voice presets; the first one is the default."""

    serializer_class = VoicePresetSerializer

    def get_queryset(self):
        return VoicePreset.objects.filter(tenant=self.request.auth).order_by("name")

    def perform_create(self, serializer):
        serializer.save(tenant=self.request.auth)
