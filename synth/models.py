"""Clips (stored audio and everything that produced it) and the jobs that make them."""

import uuid
from collections.abc import Callable
from datetime import timedelta

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import connections, models, transaction
from django.db.models import F, Max, Q
from django.utils import timezone

from engine.finishing import Finish
from engine.styles import Style, style_json
from lexicon.models import LANGUAGE_CHOICES, VoicePreset, lock_presets
from tenancy.models import Tenant


class ClipQuerySet(models.QuerySet):
    def stored(self, tenant_id: int, key: str) -> "Clip | None":
        """The tenant's clip ``key``, or None. Every worker's task asks before it
        synthesizes, and the answer is almost always None: that question is written out (the
        ORM spent about 1 ms of the worker's CPU compiling it: docs/BENCHMARKS.md, "a miss's
        cost, step by step"); a clip that is there is read by the ORM."""
        connection = connections[self.db]
        table, column = written_out(self.model, connection)
        where = f"{column('tenant')} = %s AND {column('key')} = %s"
        sql = f"SELECT {column('id')} FROM {table} WHERE {where}"
        with connection.cursor() as cursor:
            cursor.execute(sql, [tenant_id, key])
            row = cursor.fetchone()
        return None if row is None else self.filter(pk=row[0]).first()


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
    # What the quota counted of an SSML text: its words, without the markup (comments
    # included) that can make the document thousands of times longer. Whatever reads a
    # clip's words again (stale marking, the review policy) reads ``said``, so its work is
    # bounded by what was charged (docs/SECURITY.md, "Hostile testing", pass 12).
    spoken = models.TextField(
        null=True, blank=True, help_text="an SSML text's words without markup; null: the text"
    )
    normalized_text = models.TextField()
    explanation = models.JSONField(default=list, help_text="the normalizer's stages and changes")
    reading = models.JSONField(
        default=dict,
        blank=True,
        help_text="how the text was read: languages detected, SSML applied and ignored, "
        "marks, characters dropped (synth.reading)",
    )
    chunks = models.JSONField(
        default=list,
        help_text="each chunk's text, model text, start and end, the sentence it belongs to, "
        "its seed, the pause after it, whether it was reused, and the engine's seconds",
    )
    lang = models.CharField(max_length=2, choices=LANGUAGE_CHOICES)
    voice = models.CharField(max_length=80, help_text="built-in name, or 'style:<digest>'")
    voice_digest = models.CharField(max_length=64)
    preset = models.ForeignKey(
        VoicePreset, models.SET_NULL, null=True, blank=True, related_name="+"
    )
    speed = models.FloatField()
    steps = models.PositiveSmallIntegerField()
    seed = models.BigIntegerField(
        null=True, blank=True, help_text="the seed asked for; empty: each sentence's own"
    )
    silence = models.FloatField()
    finish = models.JSONField(
        null=True,
        blank=True,
        help_text="how the audio was finished (engine.finishing.Finish, as keyed): "
        "target_lufs, true_peak_dbtp, trim_silence_to (s), silence_db; empty: as synthesized",
    )
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
    reused_sentences = models.PositiveIntegerField(
        default=0, help_text="chunks taken from the sentence cache instead of synthesized"
    )
    reused_audio_seconds = models.FloatField(default=0, help_text="seconds of audio reused")
    saved_synthesis_seconds = models.FloatField(
        default=0, help_text="the engine's seconds that making the reused chunks took"
    )
    created = models.DateTimeField(auto_now_add=True)
    last_served = models.DateTimeField(null=True, blank=True)
    hits = models.PositiveIntegerField(default=0)

    # Not a field: True on a clip a worker stores, whose apps above hear of it from
    # synth.signals.clip_stored once its job's end is committed, not from its post_save.
    stored_by_job = False

    objects = ClipQuerySet.as_manager()

    class Meta:
        ordering = ["-created"]
        constraints = [models.UniqueConstraint(fields=["tenant", "key"], name="one_clip_per_key")]

    def __str__(self):
        return f"{self.text[:40]} ({self.lang}, {self.voice})"

    def save(self, *args, **kwargs):
        fields = kwargs.get("update_fields")
        if fields is None or "text" in fields or "reading" in fields:
            self.spoken = words_of(self.text, self.reading or {})
            if fields is not None:
                kwargs["update_fields"] = {*fields, "spoken"}
        super().save(*args, **kwargs)

    @property
    def said(self) -> str:
        """The clip's words: the text, or an SSML document's words (what was charged)."""
        return self.text if self.spoken is None else self.spoken

    @property
    def finishing(self) -> Finish:
        """How its audio was finished (``Finish()``: not at all)."""
        return Finish(**self.finish) if self.finish else Finish()


class FallbackClipQuerySet(models.QuerySet):
    def clip_for(self, tenant: Tenant, preset: VoicePreset | None = None) -> Clip | None:
        """The clip ``preset`` names as its fallback, else the tenant's own (preset None:
        the tenant's only); never another tenant's clip."""
        rows = self.filter(tenant=tenant, clip__tenant=tenant).select_related("clip")
        if preset is not None and preset.pk is not None:
            rows = rows.filter(Q(preset=preset) | Q(preset=None))
        else:
            rows = rows.filter(preset=None)
        found = {row.preset_id: row.clip for row in rows}
        return found.get(getattr(preset, "pk", None)) or found.get(None)

    def own(self, tenant: Tenant, preset: VoicePreset | None = None) -> Clip | None:
        """The clip the tenant (preset None) or ``preset`` itself names: no falling back."""
        row = self.filter(tenant=tenant, preset=preset).select_related("clip").first()
        return row.clip if row is not None else None

    def pinned_bytes(self, tenant_id, clip: Clip, preset: VoicePreset | None) -> int:
        """What the tenant's fallback clips would hold with ``clip`` the fallback of
        ``preset`` (None: the tenant's own), its other formats counted: the bytes no prune
        deletes (synth.housekeeping keeps every fallback clip)."""
        rows = self.filter(tenant_id=tenant_id)
        if preset is None:
            rows = rows.exclude(preset=None)  # the tenant's own, replaced
        elif preset.pk is not None:
            rows = rows.exclude(preset=preset)  # a new preset replaces none
        ids = set(rows.values_list("clip_id", flat=True)) | {clip.pk}
        clips = Clip.objects.filter(pk__in=ids).aggregate(total=models.Sum("size"))["total"]
        encodings = ClipEncoding.objects.filter(clip_id__in=ids).aggregate(
            total=models.Sum("size")
        )["total"]
        return (clips or 0) + (encodings or 0)

    def check_room(self, tenant_id, clip: Clip, preset: VoicePreset | None) -> None:
        """Refuse (ValidationError on ``fallback_clip``) a fallback that takes the tenant's
        fallback clips past SYNTH_FALLBACK_STORAGE_MB: they are never pruned, so 200 presets
        pinning 57 MB clips kept 11 GB against a 1 GB storage quota (the twenty-sixth
        pass, F-2). A "please try again" clip is seconds long (about 90 kB a second)."""
        limit = settings.SYNTH_FALLBACK_STORAGE_MB * 1024 * 1024
        pinned = self.pinned_bytes(tenant_id, clip, preset)
        if pinned > limit:
            raise ValidationError(
                {
                    "fallback_clip": f"this tenant's fallback clips would hold {pinned / 1e6:.1f} "
                    f"MB, over the {settings.SYNTH_FALLBACK_STORAGE_MB} MB they may (they are "
                    "never pruned): choose a shorter clip"
                },
                code="fallback_too_large",
            )

    def choose(self, tenant: Tenant, preset: VoicePreset | None, clip: Clip | None) -> None:
        """Make ``clip`` the fallback of the tenant (preset None) or of ``preset``; None
        unsets it. Refuses (ValidationError) another tenant's clip or preset, and a clip
        past the tenant's room for fallbacks (:meth:`check_room`)."""
        # A preset's row by the preset alone: one moved to another tenant takes its
        # fallback along or loses it, and leaves no row under its old tenant.
        if preset is not None:
            rows = self.filter(preset=preset)
        else:
            rows = self.filter(tenant=tenant, preset=None)
        if clip is None:
            rows.delete()
            return
        FallbackClip(tenant=tenant, preset=preset, clip=clip).check_tenant()
        self.check_room(tenant.pk, clip, preset)
        with transaction.atomic():
            rows.exclude(tenant=tenant).delete()
            self.update_or_create(tenant=tenant, preset=preset, defaults={"clip": clip})


class FallbackClip(models.Model):
    """A prepared "please try again" clip, played to requests that ask for a fallback when
    synthesis fails or takes too long: the tenant's (no preset), or a preset's, which
    overrides the tenant's for requests with that preset. One of the tenant's own clips.

    Kept here, not as a column of the tenant or the preset, so that the schema layers
    (tenancy and lexicon name no synth table). Deleting the clip, the preset or the tenant
    deletes the row: the fallback is unset, as the old SET_NULL columns were."""

    tenant = models.ForeignKey(Tenant, models.CASCADE, related_name="fallback_clips")
    preset = models.ForeignKey(
        VoicePreset,
        models.CASCADE,
        null=True,
        blank=True,
        related_name="fallback_clips",
        help_text="empty: the tenant's fallback, for requests whose preset has none",
    )
    clip = models.ForeignKey(Clip, models.CASCADE, related_name="fallback_for")

    objects = FallbackClipQuerySet.as_manager()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["tenant", "preset"], name="one_fallback_per_preset"),
            models.UniqueConstraint(
                fields=["tenant"], condition=Q(preset__isnull=True), name="one_fallback_per_tenant"
            ),
        ]

    def __str__(self):
        return f"{self.tenant} / {self.preset or '(tenant)'}: {self.clip_id}"

    def check_tenant(self) -> None:
        if self.clip.tenant_id != self.tenant_id:
            raise ValidationError({"fallback_clip": "choose one of this tenant's clips"})
        if self.preset is not None and self.preset.tenant_id != self.tenant_id:
            raise ValidationError({"preset": "choose one of this tenant's presets"})

    def clean(self):
        if self.clip_id is not None and self.tenant_id is not None:
            self.check_tenant()


def words_of(text: str, reading: dict) -> str | None:
    """An SSML clip's words without markup; None for any other text (synth.reading)."""
    from synth.reading import ssml_words  # the normalizer's package, loaded when first needed

    return ssml_words(text, reading)
    from normalize import ssml  # the normalizer's package, imported when first needed

    try:
        return ssml.parse(text if ssml.is_ssml(text) else f"<speak>{text}</speak>").spoken
    except ssml.SsmlError:  # it was read once, so it parses; a row edited by hand may not
        return None


class SentenceQuerySet(models.QuerySet):
    def kept(self, tenant_id: int, key: str) -> "Sentence | None":
        """The tenant's sentence ``key`` (its id, key, audio, samples and engine seconds:
        what a job reads to reuse it), or None. Written out: every miss's worker asks for
        each of its chunks, and the ORM spent 1-2 ms of its CPU compiling the SELECT
        (docs/BENCHMARKS.md, "a miss's cost, step by step")."""
        connection = connections[self.db]
        table, column = written_out(self.model, connection)
        fields = ("id", "audio", "samples", "synthesis_seconds")
        sql = (
            f"SELECT {', '.join(column(f) for f in fields)} FROM {table}"
            f" WHERE {column('tenant')} = %s AND {column('key')} = %s"
        )
        with connection.cursor() as cursor:
            cursor.execute(sql, [tenant_id, key])
            row = cursor.fetchone()
        if row is None:
            return None
        return self.model(tenant_id=tenant_id, key=key, **dict(zip(fields, row, strict=True)))

    def keep(self, **values) -> bool:
        """A new sentence's row, of ``values`` by field (``created`` now, never used yet):
        one INSERT, written out (every miss's worker keeps its chunks, and the ORM spent
        about 1 ms of its CPU compiling the INSERT: docs/BENCHMARKS.md, "a miss's cost,
        step by step"). Whether it was kept: False if the tenant has that key already (ON
        CONFLICT DO NOTHING, so no savepoint is needed inside a transaction)."""
        connection = connections[self.db]
        table, column = written_out(self.model, connection)
        values = {**values, "created": timezone.now(), "last_used": None, "uses": 0}
        fields = {name: self.model._meta.get_field(name) for name in values}
        sql = (
            f"INSERT INTO {table} ({', '.join(column(f.name) for f in fields.values())})"
            f" VALUES ({', '.join(['%s'] * len(fields))}) ON CONFLICT DO NOTHING"
        )
        params = [f.get_db_prep_save(values[name], connection) for name, f in fields.items()]
        with connection.cursor() as cursor:
            cursor.execute(sql, params)
            return cursor.rowcount == 1


class Sentence(models.Model):
    """One chunk's audio (a sentence, or the opening clause of one), stored once per tenant
    and key, so that texts sharing sentences synthesize each of them once (synth.sentences).

    The key covers what changes the chunk's samples: its model text (normalized, so a
    lexicon change that alters the sentence gives a new key and one that does not leaves
    it), language, voice, speed, steps, seed and model; never another tenant's."""

    tenant = models.ForeignKey(Tenant, models.CASCADE, related_name="sentences")
    key = models.CharField(max_length=64)
    text = models.TextField(help_text="the chunk's model text")
    lang = models.CharField(max_length=2, choices=LANGUAGE_CHOICES)
    voice_digest = models.CharField(max_length=64)
    speed = models.FloatField()
    steps = models.PositiveSmallIntegerField()
    seed = models.BigIntegerField()
    lexicon_version = models.PositiveIntegerField(help_text="the lexicon it was made under")
    model_fingerprint = models.CharField(max_length=64)
    audio = models.FileField(max_length=300)
    sample_rate = models.PositiveIntegerField()
    samples = models.PositiveIntegerField()
    size = models.PositiveBigIntegerField(help_text="bytes of the stored audio")
    synthesis_seconds = models.FloatField(help_text="the engine's time to make it")
    created = models.DateTimeField(auto_now_add=True)
    last_used = models.DateTimeField(null=True, blank=True)
    uses = models.PositiveIntegerField(default=0, help_text="times reused in another clip")

    objects = SentenceQuerySet.as_manager()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["tenant", "key"], name="one_sentence_per_key")
        ]

    def __str__(self):
        return f"{self.text[:40]} ({self.lang})"

    @property
    def duration(self) -> float:
        return self.samples / self.sample_rate


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

    # the request (engine.errors.InputError and its subclasses)
    INVALID_INPUT = "invalid_input"
    EMPTY_TEXT = "empty_text"
    TEXT_TOO_LONG = "text_too_long"
    UNSUPPORTED_LANGUAGE = "unsupported_language"
    UNSUPPORTED_CHARACTERS = "unsupported_characters"
    INVALID_PARAMETER = "invalid_parameter"
    INVALID_VOICE = "invalid_voice"
    INVALID_BLEND = "invalid_blend"
    UNSUPPORTED_FORMAT = "unsupported_format"
    INVALID_SSML = "invalid_ssml"
    UNSUPPORTED_PHONEME = "unsupported_phoneme"
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
    STORAGE_UNAVAILABLE = "storage_unavailable"  # the object store did not answer
    STYLE_MISSING = "style_missing"  # its voice's kept style was pruned since


# django-q2's guard kills a worker 3 s (plus a 0.5 s guard cycle) after the task's timeout;
# a running job older than timeout + grace has certainly lost its worker.
GRACE_SECONDS = 5


def overdue_since():
    """Jobs running since before this have certainly lost their worker."""
    return timezone.now() - timedelta(seconds=settings.SYNTH_JOB_TIMEOUT + GRACE_SECONDS)


def written_out(model, connection) -> tuple[str, Callable[[str], str]]:
    """``model``'s table and a function from a field's name to its column, both quoted for
    ``connection``: for the few statements on a miss's way that are written out rather than
    compiled by the ORM (each says why)."""
    name, meta = connection.ops.quote_name, model._meta
    return name(meta.db_table), lambda field: name(meta.get_field(field).column)


class SynthesisJobQuerySet(models.QuerySet):
    def syntheses(self):
        """The jobs that synthesized a clip, not the variant jobs that later encoded a stored
        clip in another format (synth.playback.variant_job): those end with the same clip."""
        return self.exclude(params__has_key="variant")

    def claim(self, job_id, worker: str, cluster: str = "") -> bool:
        """Take the job for ``worker`` (of the worker cluster ``cluster``), counting an
        attempt. Only one claim can succeed: a queued job, or a running one whose worker has
        certainly died (a re-delivered task).

        Written out, as :meth:`queued_tenants` is: every task claims, on a miss's way, and
        the ORM spent 1-2 ms of the worker's CPU compiling the one UPDATE (docs/BENCHMARKS.md,
        "a miss's cost, step by step")."""
        Status = SynthesisJob.Status
        connection = connections[self.db]
        table, column = written_out(self.model, connection)
        status, attempts, started = column("status"), column("attempts"), column("started")
        sql = (
            f"UPDATE {table} SET {status} = %s, {started} = %s, {attempts} = {attempts} + 1,"
            f" {column('worker')} = %s, {column('taken_by')} = %s"
            f" WHERE {column('id')} = %s AND {attempts} < %s"
            f" AND ({status} = %s OR ({status} = %s AND {started} < %s))"
        )
        when = connection.ops.adapt_datetimefield_value
        params = [
            Status.RUNNING.value,
            when(timezone.now()),
            worker,
            cluster,
            self.model._meta.pk.get_db_prep_value(job_id, connection),
            settings.SYNTH_JOB_ATTEMPTS,
            Status.QUEUED.value,
            Status.RUNNING.value,
            when(overdue_since()),
        ]
        with connection.cursor() as cursor:
            cursor.execute(sql, params)
            return cursor.rowcount > 0

    def with_tenant(self, job_id) -> "SynthesisJob":
        """``select_related("tenant").get(pk=job_id)``, written out as the claim is: every
        task reads its job once claimed, and the ORM spent more of the worker's CPU
        building and compiling the join than the database spent answering it (issue 36).
        Each column is converted as the ORM converts it (its field's and the backend's
        converters: JSON, datetimes, UUIDs). Raises DoesNotExist."""
        connection = connections[self.db]
        sql, parts = _with_tenant_sql(connection)
        params = [self.model._meta.pk.get_db_prep_value(job_id, connection)]
        with connection.cursor() as cursor:
            cursor.execute(sql, params)
            row = cursor.fetchone()
        if row is None:
            raise self.model.DoesNotExist(f"no job {job_id}")
        made, start = [], 0
        for model, names, converters in parts:
            values = list(row[start : start + len(names)])
            start += len(names)
            for i, (converter, expression) in converters:
                for convert in converter:
                    values[i] = convert(values[i], expression, connection)
            made.append(model.from_db(self.db, names, values))
        job, tenant = made
        job.tenant = tenant  # as select_related leaves it: no query to read it
        return job

    def take(self, job_ids, cluster: str) -> int:
        """The queued jobs ``job_ids`` are held by ``cluster``: its broker handed it their
        tasks, which wait in its memory for a free worker (synth.broker)."""
        return self.filter(pk__in=job_ids, status=SynthesisJob.Status.QUEUED).update(
            taken_by=cluster
        )

    def swap_tasks(self, task_job, run_job) -> None:
        """A task for ``task_job`` runs ``run_job`` instead (fairest()): whoever holds
        ``run_job``'s own task now holds the only task left for ``task_job``."""
        holder = self.filter(pk=run_job).values_list("taken_by", flat=True).first()
        if holder is not None:
            self.filter(pk=task_job, status=SynthesisJob.Status.QUEUED).update(taken_by=holder)

    def queued_tenants(self, job_id) -> list[tuple[int, int, int]]:
        """fairest()'s first question, one statement: (tenant, own, begun) for each tenant
        with queued jobs (at most FAIR_TENANTS), the tenant of the job ``job_id`` first if
        it is still queued (own 1); begun 1 if one of its queued jobs was begun before
        (stepped aside, or its worker lost: it goes on first, so that its stream does not
        wait behind the tenant's other jobs).

        Written out rather than built with the ORM: every task asks it, on a miss's way,
        and the ORM spent 1.5 ms of the worker's CPU building and compiling it against
        0.05 ms for running it (docs/BENCHMARKS.md, "Serving at the floor")."""
        meta = self.model._meta
        connection = connections[self.db]
        name = connection.ops.quote_name
        _, column = written_out(self.model, connection)
        pk, started = column("id"), column("started")
        sql = (
            f"SELECT {column('tenant')},"
            f" MAX(CASE WHEN {pk} = %s THEN 1 ELSE 0 END) AS own,"
            f" MAX(CASE WHEN {started} IS NOT NULL THEN 1 ELSE 0 END) AS begun"
            f" FROM {name(meta.db_table)} WHERE {column('status')} = %s"
            f" GROUP BY {column('tenant')} ORDER BY own DESC LIMIT {int(FAIR_TENANTS)}"
        )
        params = [meta.pk.get_db_prep_value(job_id, connection), SynthesisJob.Status.QUEUED.value]
        with connection.cursor() as cursor:
            cursor.execute(sql, params)
            return [tuple(row) for row in cursor.fetchall()]

    def fairest(self, job_id):
        """The job a task for ``job_id`` should run: its own, unless a tenant with queued
        jobs was served less recently than the job's tenant; then that tenant's oldest
        queued job. Tasks are interchangeable (one per queued job, each runs one queued
        job), so tenants take turns however long one tenant's part of the queue is."""
        Status = SynthesisJob.Status
        queued = self.filter(status=Status.QUEUED)
        # Every task asks, and with no other tenant waiting this is all it asks.
        rows = self.queued_tenants(job_id)
        tenants = {tenant for tenant, _, _ in rows}
        own_tenant = next((tenant for tenant, own, _ in rows if own), None)
        begun = {tenant for tenant, _, begun in rows if begun}

        def next_of(tenant):
            return (
                queued.filter(tenant_id=tenant)
                .order_by(F("started").asc(nulls_last=True), "created")
                .values_list("pk", flat=True)
                .first()
            ) or job_id

        if not tenants or tenants == {own_tenant}:
            return next_of(own_tenant) if own_tenant in begun else job_id
        since = timezone.now() - timedelta(seconds=FAIR_WINDOW_SECONDS)
        served = dict(
            self.filter(tenant_id__in=tenants | {own_tenant}, started__gte=since)
            .values("tenant_id")
            .annotate(last=Max("started"))
            .values_list("tenant_id", "last")
        )
        never = timezone.now() - timedelta(days=36500)

        def last(tenant):
            return served.get(tenant) or never

        turn = min(tenants, key=lambda t: (last(t), t))
        if own_tenant is not None and last(turn) >= last(own_tenant):
            turn = own_tenant
            if turn not in begun:
                return job_id
        return next_of(turn)


_with_tenant_statements: dict = {}


def _with_tenant_sql(connection) -> tuple[str, list]:
    """SynthesisJobQuerySet.with_tenant's statement for ``connection`` and, for the job's
    and the tenant's columns in turn, (model, attnames, [(index, (converters, column))]),
    built once per connection's vendor and alias."""
    known = _with_tenant_statements.get((connection.alias, connection.vendor))
    if known is not None:
        return known
    name = connection.ops.quote_name
    job_meta, tenant_meta = SynthesisJob._meta, Tenant._meta
    columns, parts = [], []
    for model, alias in ((SynthesisJob, "j"), (Tenant, "t")):
        fields = model._meta.concrete_fields
        converters = []
        for i, field in enumerate(fields):
            expression = field.get_col(alias)
            found = connection.ops.get_db_converters(expression)
            found += expression.get_db_converters(connection)
            if found:
                converters.append((i, (found, expression)))
            columns.append(f"{alias}.{name(field.column)}")
        parts.append((model, [f.attname for f in fields], converters))
    sql = (
        f"SELECT {', '.join(columns)} FROM {name(job_meta.db_table)} j"
        f" INNER JOIN {name(tenant_meta.db_table)} t"
        f" ON t.{name(tenant_meta.pk.column)} = j.{name(job_meta.get_field('tenant').column)}"
        f" WHERE j.{name(job_meta.pk.column)} = %s"
    )
    _with_tenant_statements[(connection.alias, connection.vendor)] = (sql, parts)
    return sql, parts


# fairest(): how many tenants with queued jobs are weighed, and how far back "served" looks
# (a tenant not served within it is served next).
FAIR_TENANTS = 200
FAIR_WINDOW_SECONDS = 600


class SynthesisJob(models.Model):
    """A cache miss being synthesized. The row, not the broker, is what makes jobs durable:
    a job whose worker died (or whose task the broker lost) is noticed by
    ``synth.recovery.requeue_stale`` and queued again, up to ``SYNTH_JOB_ATTEMPTS`` times.

    Its transitions are below, each one conditional UPDATE (so that two processes deciding
    from the same row cannot both move it). Telling others is the caller's: a moved job goes
    to ``synth.dispatch.notify`` (the broker for a requeued one, waiters for an ended one)."""

    class Status(models.TextChoices):
        QUEUED = "queued"
        RUNNING = "running"
        DONE = "done"
        FAILED = "failed"

    ACTIVE = (Status.QUEUED, Status.RUNNING)

    objects = SynthesisJobQuerySet.as_manager()

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
    taken_by = models.CharField(
        max_length=100,
        blank=True,
        default="",
        db_default="",  # hosts of the version before, during an upgrade, insert without it
        help_text="the worker cluster holding its task or running it (synth.recovery)",
    )
    made = models.JSONField(
        null=True,
        blank=True,
        help_text="the chunks it synthesized in its turns before this one, by index: the "
        "engine's seconds for each (synth.worker.Turn); read back, they are not reuse",
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

    @property
    def attempts_left(self) -> bool:
        return self.attempts < settings.SYNTH_JOB_ATTEMPTS

    def finish(self, clip: Clip) -> None:
        """Done, with ``clip``. Unconditional: even a job given up as lost is better off done
        once its clip exists."""
        now = timezone.now()
        # Written out: on every miss's way, inside the transaction that stores its clip; the
        # ORM spent about 1 ms of the worker's CPU compiling it (docs/BENCHMARKS.md).
        connection = connections[SynthesisJob.objects.db]
        table, column = written_out(SynthesisJob, connection)
        sql = (
            f"UPDATE {table} SET {column('status')} = %s, {column('clip')} = %s,"
            f" {column('finished')} = %s, {column('error_code')} = '',"
            f" {column('error_message')} = '' WHERE {column('id')} = %s"
        )
        params = [
            self.Status.DONE.value,
            clip.pk,
            connection.ops.adapt_datetimefield_value(now),
            self._meta.pk.get_db_prep_value(self.pk, connection),
        ]
        with connection.cursor() as cursor:
            cursor.execute(sql, params)
        self.status, self.clip, self.finished = self.Status.DONE, clip, now
        self.error_code = self.error_message = ""

    def fail(self, code: FailureCode, message: str, *, if_unchanged: bool = False) -> bool:
        """Failed with ``code``, unless done. ``if_unchanged``: only if nobody has moved it on
        since it was read (requeue_stale decides from a row it read earlier)."""
        rows = SynthesisJob.objects.filter(pk=self.pk).exclude(status=self.Status.DONE)
        if if_unchanged:
            rows = rows.filter(status=self.status, attempts=self.attempts)
        now = timezone.now()
        failed = rows.update(
            status=self.Status.FAILED,
            error_code=FailureCode(code),
            error_message=message[:2000],
            finished=now,
        )
        if failed:
            self.status, self.error_code, self.finished = self.Status.FAILED, code, now
            self.error_message = message[:2000]
        return bool(failed)

    def requeue(self) -> bool:
        """Back to the queue, unless someone moved the job on since it was read."""
        now = timezone.now()
        moved = SynthesisJob.objects.filter(
            pk=self.pk, status=self.status, attempts=self.attempts, taken_by=self.taken_by
        ).update(status=self.Status.QUEUED, enqueued=now, taken_by="")
        if moved:
            self.status, self.enqueued, self.taken_by = self.Status.QUEUED, now, ""
        return bool(moved)

    def step_aside(self, made: dict[int, float]) -> bool:
        """Back to the queue between two chunks, giving this attempt back: its worker let
        another tenant's job go first (synth.worker.Turn). The chunks made so far are
        Sentences, so the next claim resumes where this one stopped; ``made`` (index:
        engine seconds) says which of them this job synthesized itself. Only the attempt
        that is running now (``worker``, ``attempts``) can step aside."""
        now = timezone.now()
        made = {str(i): seconds for i, seconds in made.items()}
        moved = SynthesisJob.objects.filter(
            pk=self.pk, status=self.Status.RUNNING, attempts=self.attempts, worker=self.worker
        ).update(
            status=self.Status.QUEUED,
            enqueued=now,
            taken_by="",
            attempts=F("attempts") - 1,
            made=made,
        )
        if moved:
            self.status, self.enqueued, self.taken_by = self.Status.QUEUED, now, ""
            self.attempts -= 1
            self.made = made
        return bool(moved)

    def made_chunks(self) -> dict[int, float]:
        """:attr:`made`, by chunk index."""
        return {int(i): seconds for i, seconds in (self.made or {}).items()}

    def time_out(self) -> bool:
        """The attempt ran past ``SYNTH_JOB_TIMEOUT``: back to the queue while attempts are
        left, else failed with "timeout". True if it moved (see ``status``)."""
        if self.attempts_left:
            return self.requeue()
        return self.fail(FailureCode.TIMEOUT, self.timeout_message())

    def timeout_message(self) -> str:
        return (
            f"synthesis took longer than {settings.SYNTH_JOB_TIMEOUT} s "
            f"({self.attempts} attempt(s))"
        )


class WorkerCluster(models.Model):
    """A worker cluster's heartbeat (synth.recovery.Heartbeat): by the database's clock, so
    that hosts whose clocks disagree still agree on whose beat has stopped."""

    label = models.CharField(max_length=100, primary_key=True, help_text="host/pid-ns:pid")
    beat = models.DateTimeField()

    def __str__(self):
        return f"worker cluster {self.label}"


class Batch(models.Model):
    """Many texts to pre-render (prompts, a product catalogue). Its items are queued as
    capacity allows, so a big batch never floods the queue; progress is read off the
    clips and jobs of its items."""

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    tenant = models.ForeignKey(Tenant, models.CASCADE, related_name="batches")
    created = models.DateTimeField(auto_now_add=True)
    # When no item was left pending (synth.batches.finish_if_done).
    finished = models.DateTimeField(null=True, blank=True)

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
    # Given a job or found a clip once (synth.batches.feed): never queued again, so an
    # item whose job was pruned, or whose clip was, is not rendered again uncharged (the
    # twenty-third pass, H-1); without its clip it is "expired".
    dispatched = models.BooleanField(default=False)

    class Meta:
        ordering = ["position"]
        constraints = [
            models.UniqueConstraint(fields=["batch", "position"], name="one_item_per_position")
        ]


class Lease(models.Model):
    """A slot a tenant's request holds while it waits or streams, in the embedded mode
    (synth.leases; Redis keeps them in the scaled mode). Counts until ``expires``."""

    token = models.CharField(max_length=32, primary_key=True)
    tenant = models.ForeignKey(Tenant, models.CASCADE, related_name="+")
    kind = models.CharField(max_length=8)  # synth.leases.WAITING or STREAM
    expires = models.FloatField(help_text="Unix time, seconds")

    class Meta:
        # Every take counts and prunes one tenant's leases of one kind.
        indexes = [models.Index(fields=["tenant", "kind", "expires"], name="synth_lease_held")]

    def __str__(self):
        return f"{self.kind} lease of tenant {self.tenant_id}"


# A kept style's last_used is written again only when it is older than this: a miss with
# an uploaded style or a blend reads one row, and writes it about hourly, not every time.
STYLE_TOUCH_EVERY = timedelta(hours=1)


def max_styles() -> int:
    """The most uploaded styles kept for one tenant's plans (setting SYNTH_TENANT_MAX_STYLES)."""
    return settings.SYNTH_TENANT_MAX_STYLES


class PlannedStyleQuerySet(models.QuerySet):
    def keep(self, tenant_id: int, style: Style) -> None:
        """Store ``style`` for the tenant's planned jobs and batch items to name by digest,
        or mark it used now if it was last marked over :data:`STYLE_TOUCH_EVERY` ago. One
        upsert at most: a style pruned meanwhile is written again. A style new to the tenant
        past ``SYNTH_TENANT_MAX_STYLES`` kept raises metering.limits.LimitReached (429
        ``too_many_styles``): nothing else bounds how many a tenant's preset writes make."""
        now = timezone.now()
        rows = self.filter(tenant_id=tenant_id, digest=style.digest)
        used = rows.values_list("last_used", flat=True).first()
        if used is not None and used >= now - STYLE_TOUCH_EVERY:
            return
        row = PlannedStyle(
            tenant_id=tenant_id, digest=style.digest, style=style_json(style), last_used=now
        )
        if used is not None:
            rows.update(last_used=now)
            return
        # A style new to the tenant: counted and written under the tenant's row lock
        # (``lexicon.models.lock_presets``), so requests at once cannot pass the bound (the
        # thirty-sixth pass, L-1: 29 of 30 at once kept a new style with a limit of 5).
        from metering.limits import LimitReached

        with transaction.atomic():
            lock_presets(tenant_id)
            if not rows.exists() and self.filter(tenant_id=tenant_id).count() >= max_styles():
                raise LimitReached(
                    "too_many_styles",
                    f"at most {max_styles():,} uploaded voice styles are kept for your "
                    f"requests in {settings.SYNTH_JOB_KEEP_DAYS + 1} days; use one you used "
                    "before, or try again later",
                    headers={"Retry-After": "3600"},
                )
            self.bulk_create(
                [row],
                update_conflicts=True,
                unique_fields=["tenant", "digest"],
                update_fields=["last_used"],
            )

    def style_of(self, tenant_id: int, digest: str) -> dict | None:
        """The tenant's kept style ``digest`` as the vendor's JSON, or None (pruned)."""
        return (
            self.filter(tenant_id=tenant_id, digest=digest).values_list("style", flat=True).first()
        )


class PlannedStyle(models.Model):
    """A voice that is not built in (an uploaded style, a blend), as the jobs and batch items
    planned with it name it: its two tensors stored once per tenant, by digest, rather than
    copied into every plan (hostile pass 33, H-1: 146 kB on disk per batch item charged one
    character). Pruned once unused for a day longer than jobs and batches are kept
    (synth.housekeeping.prune_planned_styles)."""

    tenant = models.ForeignKey(Tenant, models.CASCADE, related_name="+")
    digest = models.CharField(max_length=64, help_text="engine.styles.Style.digest")
    style = models.JSONField(help_text="the two tensors, as the vendor's style JSON")
    last_used = models.DateTimeField(help_text="last planned with (written about hourly)")

    objects = PlannedStyleQuerySet.as_manager()

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["tenant", "digest"], name="one_planned_style_per_digest"
            )
        ]
        indexes = [models.Index(fields=["last_used"], name="synth_planned_style_used")]

    def __str__(self):
        return f"style {self.digest[:12]} of tenant {self.tenant_id}"
