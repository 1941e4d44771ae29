"""One row per tenant, API key, way in and UTC day: what its requests used."""

from django.db import models

from tenancy.models import Tenant

# The ways in, as usage names them.
SURFACES = (
    "speech",  # POST /api/v1/speech
    "openai",  # POST /v1/audio/speech
    "elevenlabs",  # ElevenLabs' text-to-speech routes
    "stream-input",  # ElevenLabs' stream-input WebSocket, one request per segment
    "multi-stream-input",  # its multi-context WebSocket, one request per segment
    "playground",  # the playground page (no API key)
    "batches",  # POST /api/v1/batches, one request per batch
)


class Usage(models.Model):
    """What a tenant's requests by one way in, with one API key (``key_prefix``, "" for
    none: the playground), used on one UTC day. Added to, never rewritten (metering.meter)."""

    tenant = models.ForeignKey(Tenant, models.CASCADE, related_name="+")
    day = models.DateField()
    surface = models.CharField(max_length=32, default="speech")
    key_prefix = models.CharField(max_length=16, blank=True, default="")
    requests = models.PositiveBigIntegerField(default=0)
    characters = models.PositiveBigIntegerField(default=0, help_text="characters charged")
    audio_seconds = models.FloatField(default=0, help_text="seconds of audio answered")
    hits = models.PositiveBigIntegerField(default=0, help_text="requests answered from the cache")
    sentences_reused = models.PositiveBigIntegerField(default=0)

    class Meta:
        verbose_name = "usage"
        verbose_name_plural = "usage"
        constraints = [
            models.UniqueConstraint(
                fields=["tenant", "day", "surface", "key_prefix"], name="one_usage_row"
            )
        ]
        indexes = [models.Index(fields=["tenant", "day"])]

    def __str__(self):
        return f"{self.tenant} {self.day} {self.surface}"
