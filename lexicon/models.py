"""A tenant's lexicon (its entries and their history) and its voice presets."""

import contextlib
import contextvars
import logging
import unicodedata

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import IntegrityError, connection, models, transaction
from django.db.models import Count, Q, Sum
from django.db.models.functions import Length
from django.dispatch import Signal
from django.utils import timezone

from engine import contract
from engine.finishing import LOUDNESS_RANGE, TRIM_MS_RANGE, TRUE_PEAK_RANGE
from lexicon.pls import NOT_XML
from normalize.rule import TAG
from tenancy.models import Tenant

LANGUAGE_CHOICES = [(code, code) for code in contract.ALL_LANGUAGES]
VOICE_CHOICES = [(name, name) for name in contract.BUILTIN_VOICES]
log = logging.getLogger(__name__)
# Every staff note (a lexicon entry's, a judgement's, a flag's) has this limit on its model
# field, so the admin's forms, the API and the review's views all refuse a longer one.
MAX_NOTE_CHARS = 2000


def too_many_entries(total: int) -> str:
    return (
        f"the tenant would have {total:,} lexicon entries; "
        f"the limit is {LexiconEntry.MAX_PER_TENANT:,}"
    )


def too_many_chars(total: int) -> str:
    return (
        f"the tenant's lexicon would hold {total:,} characters of written and spoken forms; "
        f"the limit is {LexiconEntry.MAX_CHARS_PER_TENANT:,}"
    )


# The stable code of a refusal for the lexicon's total size (the API answers it as is).
TOO_LARGE = "lexicon_too_large"
# And of a written form the tenant has already in that language (a create that lost a race).
ENTRY_EXISTS = "entry_exists"


class EntryExists(ValidationError):
    """Another entry of the tenant has this written form in this language."""

    code = ENTRY_EXISTS

    def __init__(self, term: str):
        message = f"an entry for {term!r} in this language already exists"
        super().__init__({"term": ValidationError(message, code=ENTRY_EXISTS)})


def lexicon_chars(tenant_id, exclude=None, **filters) -> int:
    """Characters of written and spoken forms in a tenant's entries (what is compiled)."""
    rows = LexiconEntry.objects.filter(tenant_id=tenant_id, **filters)
    if exclude:
        rows = rows.exclude(**exclude)
    total = rows.aggregate(n=Sum(Length("term") + Length("alias")))["n"]
    return total or 0


# What one request of API_RATE pays for in lexicon work (lexicon_requests): compiling costs
# by the characters of terms (about 2.6 us a character at worst, docs/BENCHMARKS.md), so
# 10,000 of them are one normal request's worth; reading the rows costs by entries.
CHARS_PER_REQUEST = 10_000
ENTRIES_PER_REQUEST = 1_000


def lexicon_requests(tenant_id, added_chars: int = 0) -> int:
    """The requests of API_RATE that a write, export or import of a tenant's lexicon
    counts, whichever way in (API, admin, review): a write makes every web process and
    worker compile the whole lexicon again, an export reads it whole. One request per
    CHARS_PER_REQUEST characters of terms and aliases, at least one per
    ENTRIES_PER_REQUEST entries; ``added_chars`` is what an import may add (its body),
    up to the lexicon's limit."""
    rows = LexiconEntry.objects.filter(tenant_id=tenant_id).aggregate(
        n=Count("pk"), chars=Sum(Length("term") + Length("alias"))
    )
    chars = min((rows["chars"] or 0) + added_chars, LexiconEntry.MAX_CHARS_PER_TENANT)
    return requests_for(rows["n"], chars)


def requests_for(entries: int, chars: int) -> int:
    """Requests of API_RATE for reading ``entries`` rows and compiling ``chars``
    characters of terms and aliases (lexicon_requests; the review's fix preview)."""
    return max(1, -(-entries // ENTRIES_PER_REQUEST), -(-chars // CHARS_PER_REQUEST))


def no_leading_mark(term: str) -> None:
    """A written form cannot start with a combining mark: it belongs to the character
    before it, so it would match inside any word (a lone accent matched after every
    letter that carries it)."""
    stripped = term.strip()
    if stripped and unicodedata.category(stripped[0])[0] == "M":
        raise ValidationError(
            "the written form cannot start with a combining mark (U+%(code)04X): write the "
            "character it belongs to with it",
            code="combining_mark",
            params={"code": ord(stripped[0])},
        )


def xml_text(value: str) -> None:
    """A lexicon's text travels as PLS (XML): no character XML cannot hold."""
    if found := NOT_XML.search(value):
        raise ValidationError(
            "cannot hold the control character U+%(code)04X (a lexicon is exported as XML, "
            "which cannot carry it)",
            code="control_character",
            params={"code": ord(found.group())},
        )


def no_markup(alias: str) -> None:
    """A spoken form is text: ``<...>`` in it would be read as a tag (an SSML element, a
    language switch) by every stage after the lexicon."""
    if TAG.search(alias):
        raise ValidationError(
            "the spoken form cannot hold markup such as <...>; write the words to say",
            code="markup_in_alias",
        )


class LexiconEntry(models.Model):
    """How one written form is to be spoken. Supertonic reads characters, not phonemes, so
    the spoken form is an alias: another spelling that the model reads right."""

    # A tenant's entries, all languages together: every enabled one is compiled into the
    # tenant's normalizer, so the lexicon's size is bounded as its fields are. Checked by
    # clean() for one new entry (the API, the admin) and by lexicon.imports for a file.
    MAX_PER_TENANT = 50_000
    # And by its characters (terms and aliases, enabled or not, as enabling one is a
    # click): a compiled lexicon takes up to about 255 bytes and 2 us of CPU a character,
    # so 50,000 entries at the field limits compiled to several GB. Half of the compiled
    # cache's budget (tenancy.models.MAX_CACHED_CHARS), so two such tenants fit in it; a
    # compile past it is charged to the asking tenant (api.throttles.charge_compile).
    MAX_CHARS_PER_TENANT = 500_000

    tenant = models.ForeignKey(Tenant, models.CASCADE, related_name="entries")
    term = models.CharField("written form", max_length=200, validators=[no_leading_mark, xml_text])
    alias = models.CharField(
        "spoken as", max_length=500, blank=True, validators=[no_markup, xml_text]
    )
    language = models.CharField(
        max_length=2, blank=True, choices=LANGUAGE_CHOICES, help_text="empty = every language"
    )
    case_sensitive = models.BooleanField(default=False)
    whole_word = models.BooleanField(default=True)
    enabled = models.BooleanField(default=True)
    needs_alias = models.BooleanField(
        default=False, help_text="imported with a phoneme but no alias; disabled until given one"
    )
    phoneme = models.CharField(
        max_length=500, blank=True, help_text="kept from PLS imports", validators=[xml_text]
    )
    note = models.TextField(blank=True, max_length=MAX_NOTE_CHARS, validators=[xml_text])
    updated_by = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        models.SET_NULL,
        null=True,
        blank=True,
        editable=False,
        related_name="+",
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name_plural = "lexicon entries"
        ordering = ["term"]
        constraints = [
            models.UniqueConstraint(
                fields=["tenant", "term", "language"], name="one_entry_per_term"
            )
        ]

    def __str__(self):
        return f"{self.term} → {self.alias or '(no alias)'}"

    def within_limits(self) -> bool:
        """Whether the term and alias fit their fields. Every way in checks the fields'
        limits (clean_fields); a row stored over them before they did is left out of the
        normalizer, with a warning, rather than read."""
        fits = all(
            len(getattr(self, name)) <= self._meta.get_field(name).max_length
            for name in ("term", "alias")
        )
        if not fits:
            log.warning(
                "lexicon entry %s of %s is over the length limits; edit it", self.pk, self.tenant_id
            )
        return fits

    def clean(self):
        self.term = self.term.strip()
        if not self.term:
            raise ValidationError({"term": "the written form cannot be empty"})
        with transaction.atomic():
            # The counts are read holding the tenant's row, until the caller's transaction
            # ends: the admin's add view cleans and saves in one, so adds at once take turns
            # (the twenty-second pass, L-B: 8 of 16 saved on PostgreSQL with room for one).
            if self.tenant_id is not None:
                list(Tenant.objects.select_for_update().filter(pk=self.tenant_id).values_list("pk"))
            if self.pk is None and self.tenant_id is not None:
                total = LexiconEntry.objects.filter(tenant_id=self.tenant_id).count() + 1
                if total > self.MAX_PER_TENANT:
                    raise ValidationError({"term": too_many_entries(total)})
            self.check_size()
            self.check_term_free()
        if self.enabled and not self.alias.strip():
            raise ValidationError({"alias": "an enabled entry needs a spoken form"})
        if self.alias.strip():
            self.needs_alias = False

    def check_size(self) -> None:
        """Refuse (code ``lexicon_too_large``) a term and alias that would take the
        tenant's lexicon past MAX_CHARS_PER_TENANT; an edit that shrinks it always passes."""
        if self.tenant_id is None:
            return
        own = len(self.term) + len(self.alias)
        others = lexicon_chars(self.tenant_id, exclude={"pk": self.pk} if self.pk else None)
        if others + own > self.MAX_CHARS_PER_TENANT:
            stored = LexiconEntry.objects.filter(pk=self.pk).first() if self.pk else None
            if stored is None or own > len(stored.term) + len(stored.alias):
                message = too_many_chars(others + own)
                raise ValidationError({"alias": ValidationError(message, code=TOO_LARGE)})

    def check_term_free(self) -> None:
        """EntryExists when another entry of the tenant has this term and language,
        checked with the tenant's row locked (``SELECT ... FOR UPDATE``; SQLite's
        ``BEGIN IMMEDIATE`` serialises writers already) until the caller's transaction
        ends: the admin's form checks in the transaction its save runs in, and save()
        checks again, so concurrent creates of one term are one entry and the others'
        refusal, never an IntegrityError (issue 30, sixteenth pass, O-7)."""
        if self.tenant_id is None:
            return
        with transaction.atomic():
            list(Tenant.objects.select_for_update().filter(pk=self.tenant_id).values_list("pk"))
            clash = LexiconEntry.objects.filter(
                tenant_id=self.tenant_id, term=self.term, language=self.language
            )
            if self.pk is not None:
                clash = clash.exclude(pk=self.pk)
            if clash.exists():
                raise EntryExists(self.term)

    # What an entry says: kept in the history, and what the API reads and writes.
    CONTENT_FIELDS = (
        "term",
        "alias",
        "language",
        "case_sensitive",
        "whole_word",
        "enabled",
        "needs_alias",
        "phoneme",
        "note",
    )

    def snapshot(self) -> dict:
        return {f: getattr(self, f) for f in self.CONTENT_FIELDS}

    def save(self, *args, **kwargs):
        """Saves and records the change in the history, bumping the lexicon version."""
        with transaction.atomic():
            before = None
            if self.pk:
                old = LexiconEntry.objects.filter(pk=self.pk).first()
                before = old.snapshot() if old else None
            if before is None or (before["term"], before["language"]) != (
                self.term,
                self.language,
            ):
                self.check_term_free()
            try:
                with transaction.atomic():
                    super().save(*args, **kwargs)
            except IntegrityError:
                # A writer the lock did not see (a raw insert, an import's bulk write).
                if (
                    LexiconEntry.objects.filter(
                        tenant_id=self.tenant_id, term=self.term, language=self.language
                    )
                    .exclude(pk=self.pk)
                    .exists()
                ):
                    raise EntryExists(self.term) from None
                raise
            after = self.snapshot()
            if before != after:
                LexiconChange.record(self, before, after)

    def delete(self, *args, **kwargs):
        with transaction.atomic():
            LexiconChange.record(self, self.snapshot(), None)
            return super().delete(*args, **kwargs)


class LexiconChange(models.Model):
    """One edit of a lexicon: who, when, before and after."""

    tenant = models.ForeignKey(Tenant, models.CASCADE, related_name="lexicon_changes")
    entry = models.ForeignKey(
        LexiconEntry, models.SET_NULL, null=True, blank=True, related_name="changes"
    )
    term = models.CharField(max_length=200)
    action = models.CharField(max_length=10)  # created | changed | deleted
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, models.SET_NULL, null=True, blank=True, related_name="+"
    )
    via = models.CharField(max_length=100, blank=True, help_text="admin, API key or command")
    at = models.DateTimeField(auto_now_add=True)
    before = models.JSONField(null=True, blank=True)
    after = models.JSONField(null=True, blank=True)
    version = models.PositiveIntegerField(
        help_text="the tenant's lexicon version after this change"
    )

    class Meta:
        ordering = ["-at", "-id"]
        # The history page reads a tenant's newest first; the prune skips past them.
        indexes = [models.Index(fields=["tenant", "-at", "-id"], name="lexchange_tenant_newest")]

    def __str__(self):
        return f"{self.term} {self.action} (v{self.version})"

    @classmethod
    def record(
        cls, entry: LexiconEntry, before: dict | None, after: dict | None
    ) -> "LexiconChange":
        action = "created" if before is None else "deleted" if after is None else "changed"
        change = cls.objects.create(
            tenant=entry.tenant,
            entry=entry if after is not None else None,
            term=entry.term,
            action=action,
            user=entry.updated_by,
            via=getattr(entry, "changed_via", "") or ("admin" if entry.updated_by else ""),
            before=before,
            after=after,
            version=entry.tenant.bump_lexicon_version(),
        )
        keep_newest_after_commit(entry.tenant_id)
        return change

    @classmethod
    def record_many(
        cls, tenant: Tenant, edits: list[tuple[LexiconEntry, dict | None]]
    ) -> list["LexiconChange"]:
        """Record saved entries (each with its snapshot from before, None if new) as one
        edit of the lexicon: one version bump, one history row each, written in bulk.
        Sends ``changes_recorded`` (bulk inserts send no post_save)."""
        if not edits:
            return []
        version = tenant.bump_lexicon_version()
        changes = insert_rows(
            cls(
                tenant=tenant,
                entry=entry,
                term=entry.term,
                action="created" if before is None else "changed",
                user=entry.updated_by,
                via=getattr(entry, "changed_via", "") or ("admin" if entry.updated_by else ""),
                before=before,
                after=entry.snapshot(),
                version=version,
            )
            for entry, before in edits
        )
        held = _held.get()
        if held is not None:
            held.extend(changes)
        else:
            changes_recorded.send(cls, tenant=tenant, changes=changes)
        keep_newest_after_commit(tenant.pk)
        return changes

    def summary(self) -> str:
        """The change as a person reads it (the history list, a stale clip's note): what was
        added or removed and what it said, or each field before → after; and whether a PLS
        import made it. Not raw JSON."""
        notes = ["PLS import"] if "PLS" in self.via else []
        if self.action == "changed":
            fields = ", ".join(
                f"{_LABELS.get(k, k)}: {_shown(self.before.get(k))} → {_shown(v)}"
                for k, v in self.after.items()
                if self.before.get(k) != v
            )
            return fields + (f" ({notes[0]})" if notes else "")
        entry = self.after or self.before or {}
        said = f"said {_shown(entry['alias'])}" if entry.get("alias") else "no alias yet"
        where = f" in {entry['language']}" if entry.get("language") else " in every language"
        flags = ["case sensitive"] if entry.get("case_sensitive") else []
        if entry.get("whole_word") is False:
            flags.append("inside words too")
        if self.action == "created" and entry.get("enabled") is False:
            flags.append("disabled")
        what = "added" if self.action == "created" else "removed"
        extra = f" ({', '.join(flags + notes)})" if flags + notes else ""
        return f"{what} {_shown(self.term)}, {said}{where}{extra}"


_LABELS = {"alias": "spoken as", "case_sensitive": "case sensitive", "whole_word": "whole word",
           "needs_alias": "needs alias"}  # fmt: skip


def _shown(value) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return f"“{value}”" if value not in (None, "") else "—"


def insert_rows(rows) -> list:
    """Insert model instances (of one model, without pks) in one executemany, returning
    them (their pks unset). Django's bulk_create compiles each value into its SQL and took
    seconds of a web worker's CPU, the write lock held, for a 10,000-entry import."""
    rows = list(rows)
    if not rows:
        return rows
    meta = rows[0]._meta
    fields = [f for f in meta.concrete_fields if not f.primary_key]
    quote = connection.ops.quote_name
    sql = "INSERT INTO {} ({}) VALUES ({})".format(
        quote(meta.db_table),
        ", ".join(quote(f.column) for f in fields),
        ", ".join(["%s"] * len(fields)),
    )
    # One time for the rows' automatic times (pre_save would read the clock for each).
    now = timezone.now()
    stamped = [
        f for f in fields if getattr(f, "auto_now", False) or getattr(f, "auto_now_add", False)
    ]
    dates: dict = {}
    for row in rows:
        for field in stamped:
            setattr(row, field.attname, now)
    values = [[_db_value(f, getattr(row, f.attname), dates) for f in fields] for row in rows]
    with connection.cursor() as cursor:
        cursor.executemany(sql, values)
    return rows


def _db_value(field, value, dates: dict):
    """``value`` as the database takes it: a plain one as it is, a time prepared once
    (the rows of one import share it), the rest by the field (a JSON document)."""
    if isinstance(field, models.DateTimeField):
        if value not in dates:
            dates[value] = field.get_db_prep_save(value, connection)
        return dates[value]
    if type(value) in (str, bool, int, type(None)) and not isinstance(field, models.JSONField):
        return value
    return field.get_db_prep_save(value, connection)


# History rows deleted per statement: each delete is a short write of its own.
PRUNE_BATCH = 1000


def keep_newest(tenant_id) -> int:
    """Delete the tenant's history rows past its newest LEXICON_HISTORY_MAX_ROWS (read
    newest first by the index on tenant, -at, -id); how many were deleted (issue 30,
    sixteenth pass, O-2; lexicon.history prunes by age)."""
    rows = LexiconChange.objects.filter(tenant_id=tenant_id).order_by("-at", "-id")
    keep, deleted = settings.LEXICON_HISTORY_MAX_ROWS, 0
    while ids := list(rows.values_list("pk", flat=True)[keep : keep + PRUNE_BATCH]):
        deleted += LexiconChange.objects.filter(pk__in=ids).delete()[0]
    return deleted


def keep_newest_after_commit(tenant_id) -> None:
    """keep_newest once the write that added rows has committed (not inside it)."""
    transaction.on_commit(lambda: keep_newest(tenant_id))


# Sent by LexiconChange.record_many with the rows it wrote (review marks clips stale), and
# by ``one_pass`` with the changes it held (``committed``: written already, marked even past
# the rate).
changes_recorded = Signal()

# The changes ``one_pass`` holds (None: each change's clips are marked as it is saved).
_held: contextvars.ContextVar = contextvars.ContextVar("lexicon_changes_held", default=None)


def held_changes() -> list | None:
    """The list ``one_pass`` holds changes in, or None outside one."""
    return _held.get()


@contextlib.contextmanager
def one_pass(committed: bool = False):
    """Within the block, the lexicon changes recorded are held, then sent together
    (``changes_recorded``, one tenant at a time) at its end, in a transaction of its own
    or the block's: review marks their clips in one pass, as an import's batch, rather
    than one pass per change (a bulk delete of 1,000 entries held a web thread 184 s: the
    forty-fifth hostile pass, H-1). A block inside another holds into the outer one.
    Nothing is sent if the block raises, unless ``committed``: its writes were committed
    as they went (an import's batches), and what was written is sent whatever ends it,
    its clips marked even past the rate (the charge then spends the window: the next
    request is refused)."""
    if _held.get() is not None:
        yield
        return
    token = _held.set([])
    ended = False
    try:
        yield
        ended = True
    finally:
        held = _held.get()
        _held.reset(token)
        if ended or committed:
            _send_held(held, committed)


def _send_held(held: list, committed: bool) -> None:
    by_tenant: dict = {}
    for change in held:
        by_tenant.setdefault(change.tenant_id, []).append(change)
    with transaction.atomic():
        for changes in by_tenant.values():
            changes.sort(key=lambda c: c.version)
            changes_recorded.send(
                LexiconChange, tenant=changes[0].tenant, changes=changes, committed=committed
            )


class PresetInUse(Exception):
    """A preset that other presets' blends name cannot be deleted or renamed."""

    code = "preset_in_use"

    def __init__(self, name: str, users: list[str]):
        self.name, self.users = name, users
        shown = ", ".join(repr(user) for user in users[:10]) + (" ..." if len(users) > 10 else "")
        super().__init__(
            f"preset {name!r} is part of the blend of {shown}: change or delete "
            f"{'that preset' if len(users) == 1 else 'those presets'} first"
        )


# The stable codes of a refused preset (the API answers them as they are).
PRESET_EXISTS = "preset_exists"
TOO_MANY_PRESETS = "too_many_presets"
RESERVED_NAME = "reserved_name"


class PresetLimitReached(ValidationError):
    """A new preset past ``LEXICON_MAX_PRESETS`` for its tenant."""

    code = TOO_MANY_PRESETS

    def __init__(self):
        limit = settings.LEXICON_MAX_PRESETS
        super().__init__(f"a tenant has at most {limit} voice presets", code=TOO_MANY_PRESETS)


def check_preset_room(tenant_id) -> None:
    """PresetLimitReached when the tenant holds ``LEXICON_MAX_PRESETS`` presets already,
    counted with the tenant's row locked (``SELECT ... FOR UPDATE``; SQLite's
    ``BEGIN IMMEDIATE`` serialises writers already). The lock lasts until the caller's
    transaction ends: the admin's form checks in the transaction its save runs in, so a
    concurrent create waits and is the form's error, not ``VoicePreset.save``'s 500."""
    with transaction.atomic():
        lock_presets(tenant_id)
        if VoicePreset.objects.filter(tenant_id=tenant_id).count() >= settings.LEXICON_MAX_PRESETS:
            raise PresetLimitReached()


def lock_presets(tenant_id) -> None:
    """Hold the tenant's row (``SELECT ... FOR UPDATE``; SQLite's ``BEGIN IMMEDIATE``
    serialises writers already) until the caller's transaction ends: every write of a
    tenant's presets takes it first (a save, a delete, the admin's form, the API's create
    and update), so what one checks (the count, a name, the one default, a blend's parts)
    is what it writes against. Before the thirty-second pass a save that only changed
    ``is_default`` and a delete took no lock: two new defaults at once broke
    ``one_default_preset`` (a 500) or deadlocked, and a blend could be saved naming a
    preset deleted meanwhile."""
    list(Tenant.objects.select_for_update().filter(pk=tenant_id).values_list("pk"))


class VoicePreset(models.Model):
    """A named voice and its parameters; one per tenant is the default."""

    # What a list of presets reads (GET /voices, ElevenLabs' /v1/voices, the admin's list):
    # never ``style``, a preset's uploaded tensors (about 200 kB of JSON each).
    LISTED_FIELDS = (
        "id",
        "tenant",
        "name",
        "voice",
        "blend",
        "style_digest",
        "language",
        "speed",
        "steps",
        "seed",
        "silence",
        "is_default",
    )

    tenant = models.ForeignKey(Tenant, models.CASCADE, related_name="presets")
    name = models.SlugField(max_length=100)
    voice = models.CharField(
        "built-in voice",
        max_length=2,
        choices=VOICE_CHOICES,
        blank=True,
        help_text="leave empty for a style file or a blend",
    )
    style = models.JSONField(null=True, blank=True, editable=False)
    blend = models.CharField(
        max_length=200,
        blank=True,
        help_text="a mix of built-in voices and your presets, e.g. F1:0.7+M3:0.3 or "
        "F1(2)+narrator(1) (at most 4; weights default to equal and are scaled to sum 1)",
    )
    style_digest = models.CharField(max_length=64, blank=True, editable=False)
    language = models.CharField(max_length=2, choices=LANGUAGE_CHOICES, default="en")
    speed = models.FloatField(
        default=contract.DEFAULT_SPEED,
        validators=[
            MinValueValidator(contract.SPEED_RANGE[0]),
            MaxValueValidator(contract.SPEED_RANGE[1]),
        ],
    )
    steps = models.PositiveSmallIntegerField(
        default=contract.DEFAULT_STEPS,
        validators=[
            MinValueValidator(contract.STEPS_RANGE[0]),
            MaxValueValidator(contract.STEPS_RANGE[1]),
        ],
    )
    seed = models.BigIntegerField(
        null=True,
        blank=True,
        validators=[MinValueValidator(0), MaxValueValidator(2**32 - 1)],
        help_text="empty = each sentence's own seed, derived from its text, so clips stay "
        "reproducible and a sentence is the same audio wherever it appears",
    )
    silence = models.FloatField(
        "silence between chunks (s)",
        default=contract.DEFAULT_SILENCE,
        validators=[
            MinValueValidator(contract.SILENCE_RANGE[0]),
            MaxValueValidator(contract.SILENCE_RANGE[1]),
        ],
    )
    # Finished audio (engine.finishing): each empty one is the tenant's; off, none is.
    finish_audio = models.BooleanField(
        "finish the audio",
        default=True,
        help_text="off: this preset's clips are as synthesized (not normalized, not "
        "trimmed), whatever the tenant's and this preset's loudness, peak and trim settings",
    )
    loudness_lufs = models.FloatField(
        "loudness target (LUFS)",
        null=True,
        blank=True,
        validators=[MinValueValidator(LOUDNESS_RANGE[0]), MaxValueValidator(LOUDNESS_RANGE[1])],
        help_text="integrated loudness (EBU R128), e.g. -16 (apps, podcasts) or -23 "
        "(broadcast), -40 to -8; empty = the tenant's (else not normalized)",
    )
    true_peak_dbtp = models.FloatField(
        "true-peak ceiling (dBTP)",
        null=True,
        blank=True,
        validators=[
            MinValueValidator(TRUE_PEAK_RANGE[0]),
            MaxValueValidator(TRUE_PEAK_RANGE[1]),
        ],
        help_text="peaks are limited under this while loudness is normalized, -9 to 0; "
        "empty = the tenant's (else -1)",
    )
    trim_silence_ms = models.PositiveIntegerField(
        "trim silence to (ms)",
        null=True,
        blank=True,
        validators=[MaxValueValidator(TRIM_MS_RANGE[1])],
        help_text="silence kept at the clip's start and end, 0 to 2000; "
        "empty = the tenant's (else left alone)",
    )
    is_default = models.BooleanField(default=False)

    class Meta:
        ordering = ["name"]
        constraints = [
            models.UniqueConstraint(fields=["tenant", "name"], name="preset_name_per_tenant"),
            models.UniqueConstraint(
                fields=["tenant"], condition=Q(is_default=True), name="one_default_preset"
            ),
        ]

    def __str__(self):
        return self.name

    def check_name(self) -> None:
        """Refuse a name a request could not reach as written: another preset's of the
        tenant but for case (code ``preset_exists``: voices are looked up regardless of
        case), or a built-in voice's (``reserved_name``: "F1" always means the voice)."""
        if self.name.upper() in contract.BUILTIN_VOICES:
            message = f"{self.name!r} is a built-in voice's name; choose another"
            raise ValidationError({"name": ValidationError(message, code=RESERVED_NAME)})
        clash = VoicePreset.objects.filter(tenant_id=self.tenant_id, name__iexact=self.name)
        if clash.exclude(pk=self.pk).exists():
            message = f"a preset {self.name!r} already exists (names ignore case)"
            raise ValidationError({"name": ValidationError(message, code=PRESET_EXISTS)})

    def clean(self):
        if self.tenant_id is not None and connection.in_atomic_block:
            # Held to the end of the caller's transaction (the admin's form cleans and saves
            # in one), so what is checked here is what the save writes against; outside one
            # (the API's checks before its write) a lock would end at once, and save() locks.
            lock_presets(self.tenant_id)
        self.check_name()
        self.check_steps()
        if self.pk is None and self.tenant_id is not None:
            check_preset_room(self.tenant_id)
        if self.blend:
            if self.voice or self.style:
                raise ValidationError(
                    "choose a built-in voice, upload a style file or write a blend "
                    "(one of the three)"
                )
            self.check_blend()
        elif bool(self.voice) == bool(self.style):
            raise ValidationError("choose a built-in voice or upload a style file (one of the two)")
        stored = VoicePreset.objects.filter(pk=self.pk).values_list("name", flat=True).first()
        if stored is not None and stored != self.name:
            try:
                self.check_unused(stored)
            except PresetInUse as exc:
                raise ValidationError({"name": str(exc)}) from None

    def check_steps(self) -> None:
        """Refuse steps above SYNTH_MAX_STEPS (the model field allows the model's 100): a
        preset kept from before with more is synthesized at the limit (synth.speech)."""
        if self.steps is not None and self.steps > settings.SYNTH_MAX_STEPS:
            message = (
                f"steps must be a number from {contract.STEPS_RANGE[0]} to "
                f"{settings.SYNTH_MAX_STEPS} on this service (SYNTH_MAX_STEPS)"
            )
            raise ValidationError({"steps": ValidationError(message, code="max_value")})

    def blended_by(self, name: str | None = None) -> list["VoicePreset"]:
        """The tenant's other presets whose blend names this one (or ``name``)."""
        from engine.styles import blend_names

        name = name or self.name
        others = VoicePreset.objects.filter(tenant_id=self.tenant_id).exclude(pk=self.pk)
        return [
            other
            for other in others.exclude(blend="").only("name", "blend").order_by("name")
            if name in blend_names(other.blend, strict=False)
        ]

    def check_unused(self, name: str | None = None) -> None:
        """Raise PresetInUse when another preset's blend names this one (or ``name``): a
        blend whose part was deleted or renamed would answer 400 to every request."""
        users = self.blended_by(name)
        if users:
            raise PresetInUse(name or self.name, [user.name for user in users])

    def set_style(self, data: object, origin: str = "upload") -> None:
        """Validate style JSON against the model contract and keep it; raises ValidationError."""
        from engine.errors import InvalidVoice
        from engine.styles import parse_style, style_json

        try:
            style = parse_style(data, origin)
        except InvalidVoice as exc:
            raise ValidationError(str(exc)) from None
        # Only what was validated is kept, written afresh from the float32 tensors: not an
        # upload's other keys, nor its spelling of the numbers (a size bounded by the shapes).
        kept = style_json(style)
        self.style, self.style_digest, self.voice, self.blend = kept, style.digest, "", ""

    def set_blend(self, text: str) -> None:
        """Keep ``text`` as this preset's voice, a blend (checked as check_blend does)."""
        self.blend, self.voice, self.style, self.style_digest = text.strip(), "", None, ""
        self.check_blend()

    def check_blend(self) -> None:
        """Refuse (ValidationError) a blend that is malformed, names this preset or another
        blend, or makes a blend of a preset another's blend names: one level deep, so no
        two presets blend each other. Its names are resolved against the model's voices and
        the tenant's presets when it is synthesized (synth.voices) and when it is saved."""
        from engine.errors import InvalidVoice
        from engine.styles import blend_names

        try:
            names = blend_names(self.blend)
        except InvalidVoice as exc:
            raise ValidationError({"blend": str(exc)}) from None
        if self.name in names:
            raise ValidationError({"blend": "a preset cannot be part of its own blend"})
        others = VoicePreset.objects.filter(tenant_id=self.tenant_id).exclude(pk=self.pk)
        for other in others.exclude(blend="").only("name", "blend"):
            if other.name in names and other.name not in contract.BUILTIN_VOICES:
                message = f"{other.name!r} is a blend itself; blend its voices instead"
                raise ValidationError({"blend": message})
            if self.name in blend_names(other.blend, strict=False):
                message = f"{other.name!r} blends this preset, so it cannot be a blend"
                raise ValidationError({"blend": message})

    def delete(self, *args, **kwargs):
        """Deletes, unless another preset's blend names this one (PresetInUse)."""
        with transaction.atomic():
            lock_presets(self.tenant_id)  # a blend being saved names it first, or waits
            self.check_unused()
            return super().delete(*args, **kwargs)

    def save(self, *args, **kwargs):
        with transaction.atomic():
            if self.tenant_id is not None:
                lock_presets(self.tenant_id)  # concurrent writes of its presets take turns
            if self.pk is None and self.tenant_id is not None:
                # Every way in (the API, the admin, a command) stops at LEXICON_MAX_PRESETS.
                check_preset_room(self.tenant_id)
            if self.blend:  # checked again now that no other write of the presets runs
                self.check_blend()
            if self.is_default:  # the new default replaces the old one
                VoicePreset.objects.filter(tenant=self.tenant, is_default=True).exclude(
                    pk=self.pk
                ).update(is_default=False)
            elif (
                not VoicePreset.objects.filter(tenant=self.tenant, is_default=True)
                .exclude(pk=self.pk)
                .exists()
            ):
                self.is_default = True  # a tenant always has a default once it has a preset
            super().save(*args, **kwargs)


def default_preset(tenant_id) -> "VoicePreset | None":
    """The tenant's default preset, or None. Written out, not compiled by the ORM: every
    miss plans with it, and ``presets.filter(is_default=True).first()`` spent about 0.9 ms
    of a web thread's CPU compiling a query that runs in 0.2 (docs/BENCHMARKS.md, "main at
    8470454 against fe6e7ce"). One row at most (the ``one_default_preset`` constraint)."""
    meta = VoicePreset._meta
    name = connection.ops.quote_name
    # Without its uploaded style (~150 kB of JSON): a plan reads it only when it needs it
    # (synth.voices.preset_style); a use of ``style`` reads it then (a deferred field).
    fields = [field for field in meta.concrete_fields if field.name != "style"]
    columns = ", ".join(name(field.column) for field in fields)
    sql = (
        f"SELECT {columns} FROM {name(meta.db_table)}"
        f" WHERE {name('tenant_id')} = %s AND {name('is_default')} = %s"
    )
    return next(iter(VoicePreset.objects.raw(sql, [tenant_id, True])), None)
