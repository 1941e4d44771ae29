"""One row per tenant, API key, way in and UTC day: what its requests used."""

from django.db import connection, models

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
    "admin",  # the staff's previews and re-renders (synth.charged)
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


class LimitCounter(models.Model):
    """A rate or quota counter (metering.limits) when the cache is not Redis: the database
    cache's incr is a read then a write, so concurrent requests lose each other's counts.

    :meth:`add` is one statement (an upsert), atomic on SQLite (3.35 or later, for
    RETURNING) and PostgreSQL alike. A counter past ``expires`` starts again from zero.
    """

    name = models.CharField(max_length=200, primary_key=True)
    value = models.BigIntegerField()
    expires = models.BigIntegerField(db_index=True)  # Unix time, in seconds

    class Meta:
        db_table = "ops_limitcounter"  # its table from when it lived in ops

    def __str__(self):
        return f"{self.name} = {self.value}"

    @classmethod
    def add(cls, counts: list[tuple[str, int, int]], now: float) -> dict[str, int]:
        """Add to counters: (name, amount, lifetime) each, a counter made (or restarted,
        if expired) to live ``lifetime`` seconds from ``now``; their new values by name."""
        table = connection.ops.quote_name(cls._meta.db_table)
        live = f"{table}.expires > %s"
        sql = (
            f"INSERT INTO {table} (name, value, expires) VALUES "
            + ", ".join(["(%s, %s, %s)"] * len(counts))
            + " ON CONFLICT (name) DO UPDATE SET"
            f" value = CASE WHEN {live} THEN {table}.value + excluded.value"
            " ELSE excluded.value END,"
            f" expires = CASE WHEN {live} THEN {table}.expires ELSE excluded.expires END"
            " RETURNING name, value"
        )
        params = [p for name, amount, life in counts for p in (name, amount, int(now) + life)]
        with connection.cursor() as cursor:
            cursor.execute(sql, [*params, int(now), int(now)])
            return dict(cursor.fetchall())

    @classmethod
    def forget_expired(cls, now: float) -> None:
        """Delete the counters of windows and days that are over."""
        cls.objects.filter(expires__lte=int(now)).delete()
