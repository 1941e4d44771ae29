"""Clips (stored audio and everything that produced it) and the jobs that make them."""

import uuid

from django.db import models
from django.db.models import Q

from lexicon.models import LANGUAGE_CHOICES, VoicePreset
from tenancy.models import Tenant


class Clip(models.Model):
    """Synthesized audio, stored once per cache key, with what produced it.

    The audio file is written completely before the row is created, so a row never
    points at a half-written file (an orphaned file without a row is swept up later).
    """

    tenant = models.ForeignKey(Tenant, models.CASCADE, related_name="clips")
    key = models.CharField(
        max_length=64, help_text="SHA-256 over everything that changes the samples"
    )
    text = models.TextField(help_text="the input text")
    normalized_text = models.TextField()
    explanation = models.JSONField(default=list, help_text="the normalizer's stages and changes")
    chunks = models.JSONField(
        default=list, help_text="text, model text, start and end of each chunk"
    )
    lang = models.CharField(max_length=2, choices=LANGUAGE_CHOICES)
    voice = models.CharField(max_length=80, help_text="built-in name, or 'style:<digest>'")
    voice_digest = models.CharField(max_length=64)
    preset = models.ForeignKey(
        VoicePreset, models.SET_NULL, null=True, blank=True, related_name="+"
    )
    speed = models.FloatField()
    steps = models.PositiveSmallIntegerField()
    seed = models.BigIntegerField()
    silence = models.FloatField()
    lexicon_version = models.PositiveIntegerField()
    disabled_rules = models.JSONField(
        default=list, blank=True, help_text="the tenant's switched-off normalizer rules, then"
    )
    model_fingerprint = models.CharField(max_length=64)
    audio = models.FileField(max_length=300)
    sample_rate = models.PositiveIntegerField()
    duration = models.FloatField(help_text="seconds")
    size = models.PositiveBigIntegerField(help_text="bytes of the stored audio")
    synthesis_seconds = models.FloatField(null=True, blank=True)
    created = models.DateTimeField(auto_now_add=True)
    last_served = models.DateTimeField(null=True, blank=True)
    hits = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["-created"]
        constraints = [models.UniqueConstraint(fields=["tenant", "key"], name="one_clip_per_key")]

    def __str__(self):
        return f"{self.text[:40]} ({self.lang}, {self.voice})"


class ClipEncoding(models.Model):
    """A clip encoded to another format, made on first request and kept."""

    clip = models.ForeignKey(Clip, models.CASCADE, related_name="encodings")
    format = models.CharField(max_length=8)
    audio = models.FileField(max_length=300)
    size = models.PositiveBigIntegerField()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["clip", "format"], name="one_encoding_per_format")
        ]


class FailureCode(models.TextChoices):
    """Why a job failed: the one list the worker, recovery, the API and the admin use.

    The request's own faults are the engine's InputError codes (the worker refused the
    input); the rest are ours or the machine's."""

    # the request (synth.engine.errors.InputError and its subclasses)
    INVALID_INPUT = "invalid_input"
    EMPTY_TEXT = "empty_text"
    TEXT_TOO_LONG = "text_too_long"
    UNSUPPORTED_LANGUAGE = "unsupported_language"
    UNSUPPORTED_CHARACTERS = "unsupported_characters"
    INVALID_PARAMETER = "invalid_parameter"
    INVALID_VOICE = "invalid_voice"
    UNSUPPORTED_FORMAT = "unsupported_format"
    # the service
    SYNTHESIS_FAILED = "synthesis_failed"  # the engine raised something unexpected
    ENGINE_ERROR = "engine_error"
    TIMEOUT = "timeout"  # inference ran too long, every attempt
    QUEUE_LOST = "queue_lost"  # the broker lost the job, every attempt
    MODEL_CHANGED = "model_changed"  # planned for a model replaced since
    MODEL_INVALID = "model_invalid"  # the model folder is missing or broken
    WORKER_LOST = "worker_lost"  # the worker died on every attempt (out of memory?)
    STORAGE_FULL = "storage_full"  # the disk is full
    DATABASE_UNAVAILABLE = "database_unavailable"  # the database was lost, every attempt


class SynthesisJob(models.Model):
    """A cache miss being synthesized. The row, not the broker, is what makes jobs durable:
    a job whose worker died (or whose task the broker lost) is noticed by
    ``synth.jobs.requeue_stale`` and queued again, up to ``SYNTH_JOB_ATTEMPTS`` times."""

    class Status(models.TextChoices):
        QUEUED = "queued"
        RUNNING = "running"
        DONE = "done"
        FAILED = "failed"

    ACTIVE = (Status.QUEUED, Status.RUNNING)

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    tenant = models.ForeignKey(Tenant, models.CASCADE, related_name="jobs")
    key = models.CharField(max_length=64)
    params = models.JSONField(help_text="everything the worker needs to synthesize the clip")
    status = models.CharField(max_length=8, choices=Status.choices, default=Status.QUEUED)
    clip = models.ForeignKey(Clip, models.SET_NULL, null=True, blank=True, related_name="jobs")
    error_code = models.CharField(max_length=40, blank=True, choices=FailureCode.choices)
    error_message = models.TextField(blank=True)
    attempts = models.PositiveSmallIntegerField(default=0)
    created = models.DateTimeField(auto_now_add=True)
    enqueued = models.DateTimeField(
        null=True, blank=True, help_text="last handed to the broker (a queued job's age)"
    )
    started = models.DateTimeField(null=True, blank=True)
    finished = models.DateTimeField(null=True, blank=True)
    worker = models.CharField(
        max_length=100, blank=True, help_text="host/pid-namespace:pid of the last worker"
    )

    class Meta:
        ordering = ["-created"]
        constraints = [
            # Identical requests in flight share one job.
            models.UniqueConstraint(
                fields=["tenant", "key"],
                condition=Q(status__in=["queued", "running"]),
                name="one_active_job_per_key",
            )
        ]
        # The queue-depth limit counts active jobs on every miss; requeue_stale scans them.
        indexes = [models.Index(fields=["status"], name="synth_job_status")]

    def __str__(self):
        return f"job {self.id} ({self.status})"


class Batch(models.Model):
    """Many texts to pre-render (prompts, a product catalogue). Its items are queued as
    capacity allows, so a big batch never floods the queue; progress is read off the
    clips and jobs of its items."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    tenant = models.ForeignKey(Tenant, models.CASCADE, related_name="batches")
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created"]
        verbose_name_plural = "batches"

    def __str__(self):
        return f"batch {self.id}"


class BatchItem(models.Model):
    batch = models.ForeignKey(Batch, models.CASCADE, related_name="items")
    position = models.PositiveIntegerField()
    key = models.CharField(max_length=64)
    params = models.JSONField(help_text="the planned job, as SynthesisJob.params")
    job = models.ForeignKey(SynthesisJob, models.SET_NULL, null=True, blank=True, related_name="+")

    class Meta:
        ordering = ["position"]
        constraints = [
            models.UniqueConstraint(fields=["batch", "position"], name="one_item_per_position")
        ]
