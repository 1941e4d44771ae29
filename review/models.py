"""Pronunciation QA: a review per clip (its state and the history of judgements), the
flags reviewers raise on spans of text, end users' reports, each tenant's queue policy,
test sets, and request counts for the dashboard.

A clip without a Review row has never been judged. It waits in the review queue only if
it has a QueueEntry (the tenant's ReviewPolicy picked it, or an end user reported it) or
its review waits for someone (flagged, stale...); anyone may still judge any clip by hand.
"""

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models, transaction

from lexicon.models import MAX_NOTE_CHARS, LexiconEntry, VoicePreset
from metering.models import Usage
from synth.models import Batch, Clip
from tenancy.models import Tenant


class State(models.TextChoices):
    NEEDS_REVIEW = "needs_review", "needs review"
    APPROVED = "approved", "approved"
    FLAGGED = "flagged", "flagged"
    FIX_DRAFTED = "fix_drafted", "fix drafted"
    RERENDERED = "rerendered", "re-rendered"
    REOPENED = "reopened", "reopened"
    STALE = "stale", "stale (lexicon changed)"


# What may happen to a review in each state: action -> (from states, to state).
TRANSITIONS = {
    "approve": (
        {State.NEEDS_REVIEW, State.RERENDERED, State.REOPENED, State.STALE},
        State.APPROVED,
    ),
    "flag": (
        {State.NEEDS_REVIEW, State.APPROVED, State.RERENDERED, State.REOPENED, State.STALE},
        State.FLAGGED,
    ),
    "draft_fix": ({State.FLAGGED, State.REOPENED, State.FIX_DRAFTED}, State.FIX_DRAFTED),
    "rerender": ({State.FIX_DRAFTED, State.STALE, State.REOPENED}, State.RERENDERED),
    "reopen": ({State.RERENDERED, State.APPROVED}, State.REOPENED),
    # An end user reported an approved clip: it is heard again.
    "report": ({State.APPROVED}, State.NEEDS_REVIEW),
    # A lexicon change touched the clip's text; clips already in the fix loop keep their
    # state (their fix is that change, or will be).
    "mark_stale": (
        {State.NEEDS_REVIEW, State.APPROVED, State.RERENDERED, State.REOPENED},
        State.STALE,
    ),
}
# States that wait for someone: the review backlog, i.e. the queue.
WAITING = [s for s in State.values if s != State.APPROVED]
# What the queue's list shows for a clip never judged that nobody queued: it is not
# waiting, but may be judged by hand.
NOT_QUEUED = "not_queued"
NOT_QUEUED_LABEL = "not queued"


class QueueReason(models.TextChoices):
    """Why a clip entered the queue as "needs review" (review.queue)."""

    TEST_SET = "test_set", "test set"
    LEXICON = "lexicon", "recent lexicon change"
    SAMPLE = "sample", "sampled"
    REPORT = "report", "reported"


# A person's judgements of one clip (approve, flag, reopen) kept at most: each is a row with a
# note of up to MAX_NOTE_CHARS, charged nothing, and a reviewer switching a clip between
# approved and reopened grew its page to 62 MB and 5 s (the fortieth hostile pass, F-1).
JUDGED_BY_PEOPLE = ("approve", "flag", "reopen")
MAX_JUDGEMENTS = 200


class NotAllowed(Exception):
    """The action does not apply to a review in its current state."""


class Review(models.Model):
    clip = models.OneToOneField(Clip, models.CASCADE, related_name="review")
    state = models.CharField(max_length=12, choices=State.choices, default=State.NEEDS_REVIEW)
    reviewer = models.ForeignKey(
        settings.AUTH_USER_MODEL, models.SET_NULL, null=True, blank=True, related_name="+"
    )
    updated = models.DateTimeField(auto_now=True)
    # The re-rendered clip, by cache key: it exists once its job is done (A/B compares them).
    rerender_key = models.CharField(max_length=64, blank=True)

    class Meta:
        indexes = [models.Index(fields=["state"], name="review_state")]

    def __str__(self):
        return f"review of clip {self.clip_id} ({self.state})"

    @classmethod
    def of(cls, clip: Clip) -> "Review":
        return cls.objects.get_or_create(clip=clip)[0]

    def can(self, action: str) -> bool:
        return self.state in TRANSITIONS[action][0]

    def ensure_can(self, action: str) -> None:
        """Raises NotAllowed unless ``action`` applies to the review in its state."""
        if not self.can(action):
            raise NotAllowed(f"cannot {action.replace('_', ' ')} a clip that is {self.state}")

    def move(self, action: str, user=None, note: str = "") -> "Judgement":
        """Apply ``action`` (a TRANSITIONS key) and record it; raises NotAllowed, and past
        MAX_JUDGEMENTS a person's judgement of the clip. The review's row is locked first
        and a state another request changed meanwhile refuses the move: twelve approvals at
        once each moved it from the state they had read, past the bound (the forty-first
        hostile pass, L-1)."""
        with transaction.atomic():
            if self.pk is not None:
                locked = Review.objects.select_for_update().filter(pk=self.pk)
                now = locked.values_list("state", flat=True).first()
                if now is not None and now != self.state:
                    raise NotAllowed(
                        f"the review is {State(now).label} now, not {State(self.state).label}: "
                        "it changed meanwhile; look again"
                    )
            self.ensure_can(action)
            if user is not None and action in JUDGED_BY_PEOPLE and self.pk is not None:
                made = self.judgements.filter(action__in=JUDGED_BY_PEOPLE).count()
                if made >= MAX_JUDGEMENTS:
                    raise NotAllowed(
                        f"this clip has been judged {made} times, the most a clip keeps: "
                        "flag it, or ask an editor, rather than judge it again"
                    )
            before, self.state = self.state, TRANSITIONS[action][1]
            if user is not None and action in JUDGED_BY_PEOPLE:
                self.reviewer = user
            self.save()
            return Judgement.objects.create(
                review=self, action=action, before=before, after=self.state, user=user, note=note
            )

    def rerendered_clip(self) -> Clip | None:
        if not self.rerender_key:
            return None
        return Clip.objects.filter(tenant_id=self.clip.tenant_id, key=self.rerender_key).first()

    def open_flag(self) -> "Flag | None":
        return self.flags.filter(resolved=False).first()


class Judgement(models.Model):
    """One step of a review: who did what, when, from which state to which."""

    review = models.ForeignKey(Review, models.CASCADE, related_name="judgements")
    action = models.CharField(max_length=12)
    before = models.CharField(max_length=12)
    after = models.CharField(max_length=12)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, models.SET_NULL, null=True, blank=True, related_name="+"
    )
    note = models.TextField(blank=True, max_length=MAX_NOTE_CHARS)
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-at", "-id"]


class Flag(models.Model):
    """A reviewer's "this part is said wrong": the span, what it should sound like, why."""

    class Category(models.TextChoices):
        WORD = "word", "mispronounced word"
        NUMBER = "number", "number or date"
        ACRONYM = "acronym", "acronym"
        RHYTHM = "rhythm", "pause or rhythm"
        GLITCH = "glitch", "audio glitch"

    review = models.ForeignKey(Review, models.CASCADE, related_name="flags")
    start = models.PositiveIntegerField(help_text="character offset of the span in the text")
    end = models.PositiveIntegerField()
    span = models.CharField(max_length=500)
    expected = models.CharField("expected reading", max_length=500, blank=True)
    category = models.CharField(max_length=8, choices=Category.choices, default=Category.WORD)
    note = models.TextField(blank=True, max_length=MAX_NOTE_CHARS)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, models.SET_NULL, null=True, blank=True, related_name="+"
    )
    at = models.DateTimeField(auto_now_add=True)
    entry = models.ForeignKey(
        LexiconEntry,
        models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        help_text="the lexicon entry written to fix it",
    )
    resolved = models.BooleanField(default=False)

    class Meta:
        ordering = ["-at", "-id"]

    def __str__(self):
        return f"{self.span!r} ({self.get_category_display()})"


class QueueEntry(models.Model):
    """The clip was put in the review queue, and why (review.queue). Its review's state
    says whether it still waits: an approved clip has left the queue."""

    clip = models.OneToOneField(Clip, models.CASCADE, related_name="queue_entry")
    reason = models.CharField(max_length=8, choices=QueueReason.choices)
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name_plural = "queue entries"

    def __str__(self):
        return f"clip {self.clip_id} queued: {self.get_reason_display()}"


class Report(models.Model):
    """An end user's "this sounds wrong", sent by the tenant's app through the API
    (POST /api/v1/clips/{id}/report). Open reports put the clip at the queue's head; a
    reviewer's approve or flag resolves them."""

    class Category(models.TextChoices):
        MISPRONOUNCED = "mispronounced", "mispronounced"
        WRONG_LANGUAGE = "wrong_language", "wrong language"
        NOISE = "noise", "noise or glitch"
        OTHER = "other", "other"

    REASON_MAX = 500

    clip = models.ForeignKey(Clip, models.CASCADE, related_name="reports")
    reason = models.CharField(max_length=REASON_MAX)
    category = models.CharField(max_length=16, choices=Category.choices, default=Category.OTHER)
    api_key = models.ForeignKey(
        "tenancy.ApiKey", models.SET_NULL, null=True, blank=True, related_name="+"
    )
    created = models.DateTimeField(auto_now_add=True)
    resolved = models.BooleanField(default=False)

    class Meta:
        ordering = ["-created", "-id"]
        constraints = [
            # The same open report twice from one key is one report (a retried request).
            models.UniqueConstraint(
                fields=["clip", "api_key", "reason", "category"],
                condition=models.Q(resolved=False),
                name="one_open_report_per_key_and_reason",
            )
        ]

    def __str__(self):
        return f"{self.get_category_display()}: {self.reason[:60]}"


class ReviewPolicy(models.Model):
    """Which of a tenant's new clips enter the review queue (review.queue). A tenant
    without a row gets the defaults below; reported and stale clips always enter."""

    tenant = models.OneToOneField(Tenant, models.CASCADE, related_name="review_policy")
    test_sets = models.BooleanField(default=True, help_text="queue the clips of test set renders")
    lexicon_changes = models.BooleanField(
        default=True,
        help_text="queue new clips whose text contains a lexicon term changed lately",
    )
    lexicon_days = models.PositiveSmallIntegerField(
        "lately (days)",
        default=14,
        help_text="how long after a lexicon change its term's new clips are queued",
    )
    sample_percent = models.DecimalField(
        "sampled share (%)",
        max_digits=5,
        decimal_places=2,
        default=2,
        validators=[MinValueValidator(0), MaxValueValidator(100)],
        help_text="the share of other new clips queued, chosen by the clip's key "
        "(the same clip is always in or out); 0 = none, 100 = all",
    )

    class Meta:
        verbose_name = "review policy"
        verbose_name_plural = "review policies"

    def __str__(self):
        return f"review policy of {self.tenant}"

    @classmethod
    def of(cls, tenant: Tenant) -> "ReviewPolicy":
        """The tenant's policy, or (unsaved) the defaults."""
        return cls.objects.filter(tenant=tenant).first() or cls(tenant=tenant)


def clean_sentences(written: str) -> str:
    """The sentences of a test set's text as written: each line stripped, blank lines
    dropped, one a line."""
    return "\n".join(line.strip() for line in written.splitlines() if line.strip())


def written_limit() -> int:
    """The most characters a test set's text may have as written: its sentences' limit
    (TEST_SET_MAX_CHARS) and a line break, CRLF as a browser sends it, for each line it
    may have (TEST_SET_MAX_LINES); at most the field's own ceiling."""
    return min(
        TestSet.MAX_WRITTEN_CHARS, settings.TEST_SET_MAX_CHARS + 2 * settings.TEST_SET_MAX_LINES
    )


class TestSet(models.Model):
    """Sentences a tenant renders with a preset to hear a lexicon change before its users do.

    Its text is stored as it is counted (:func:`clean_sentences`: each line stripped, no
    blank line), with its number of lines (``line_count``, for the list), and written at
    most :func:`written_limit` characters (the twenty-sixth pass's F-4: lines of
    "Hi." padded with spaces passed as 3,000 characters and stored a megabyte each). A
    tenant has at most TEST_SET_MAX_PER_TENANT of them."""

    __test__ = False  # not a pytest class, whatever its name says
    # A ceiling on the field that every form enforces; the text as written is held to
    # written_limit(), and the tunable limits (TEST_SET_MAX_*, check_size) count
    # the sentences.
    MAX_WRITTEN_CHARS = 1_000_000

    tenant = models.ForeignKey(Tenant, models.CASCADE, related_name="test_sets")
    name = models.CharField(max_length=100)
    preset = models.ForeignKey(
        VoicePreset,
        models.SET_NULL,
        null=True,
        blank=True,
        related_name="+",
        help_text="empty = the tenant's default preset",
    )
    sentences = models.TextField(
        max_length=MAX_WRITTEN_CHARS,
        help_text="one sentence a line: product names, numbers, dates",
    )
    # The sentences' number, set on every save: the list shows it without reading the text.
    line_count = models.PositiveIntegerField(default=0, editable=False)
    last_batch = models.ForeignKey(
        Batch, models.SET_NULL, null=True, blank=True, editable=False, related_name="+"
    )
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["name"]
        constraints = [
            models.UniqueConstraint(fields=["tenant", "name"], name="test_set_name_per_tenant")
        ]

    def __str__(self):
        return self.name

    def lines(self) -> list[str]:
        return [line.strip() for line in self.sentences.splitlines() if line.strip()]

    def clean(self):
        super().clean()
        limit = written_limit()
        if len(self.sentences) > limit:
            raise ValidationError(
                {
                    "sentences": (
                        f"{len(self.sentences):,} characters as written (spaces and blank "
                        f"lines too); a test set is written in at most {limit:,}."
                    )
                }
            )
        self.sentences = clean_sentences(self.sentences)
        self.check_size()
        # Counted holding the tenant's row until the caller's transaction ends: the
        # admin's add view cleans and saves in one, so adds at once take turns.
        with transaction.atomic():
            self.check_room()

    def check_room(self) -> None:
        """ValidationError when the tenant holds TEST_SET_MAX_PER_TENANT test sets already
        (but this one), counted with the tenant's row locked (``SELECT ... FOR UPDATE``;
        SQLite's ``BEGIN IMMEDIATE`` serialises writers already): call it in a
        transaction."""
        if self.tenant_id is None:
            return
        list(Tenant.objects.select_for_update().filter(pk=self.tenant_id).values_list("pk"))
        others = TestSet.objects.filter(tenant_id=self.tenant_id)
        if self.pk is not None:
            others = others.exclude(pk=self.pk)
        if others.count() >= settings.TEST_SET_MAX_PER_TENANT:
            raise ValidationError(
                f"a tenant has at most {settings.TEST_SET_MAX_PER_TENANT:,} test sets; "
                "delete one first",
                code="too_many_test_sets",
            )

    def save(self, *args, **kwargs):
        """Stores the text cleaned and its line count; every way in (the admin, a command)
        stops at TEST_SET_MAX_PER_TENANT, the tenant's row locked."""
        self.sentences = clean_sentences(self.sentences)
        self.line_count = self.sentences.count("\n") + 1 if self.sentences else 0
        if "update_fields" in kwargs and kwargs["update_fields"] is not None:
            kwargs["update_fields"] = {*kwargs["update_fields"], "line_count"}
        with transaction.atomic():
            self.check_room()
            super().save(*args, **kwargs)

    def check_size(self) -> None:
        """Raise ValidationError (on ``sentences``) past TEST_SET_MAX_LINES lines,
        API_MAX_TEXT_CHARS characters a line or TEST_SET_MAX_CHARS in all: a render is a
        batch, and held to a batch's limits."""
        lines = self.lines()
        problems = []
        if len(lines) > settings.TEST_SET_MAX_LINES:
            problems.append(
                f"{len(lines):,} sentences; a test set has at most {settings.TEST_SET_MAX_LINES:,}"
            )
        long = [i + 1 for i, line in enumerate(lines) if len(line) > settings.API_MAX_TEXT_CHARS]
        if long:
            problems.append(
                f"sentence {long[0]} is longer than {settings.API_MAX_TEXT_CHARS:,} characters"
                + (f" (and {len(long) - 1:,} more)" if len(long) > 1 else "")
            )
        total = sum(len(line) for line in lines)
        if total > settings.TEST_SET_MAX_CHARS:
            problems.append(
                f"{total:,} characters in all; a test set has at most "
                f"{settings.TEST_SET_MAX_CHARS:,}"
            )
        if problems:
            raise ValidationError({"sentences": [p + "." for p in problems]})


class Dashboard(Usage):
    """The dashboard's page in the admin (review.admin.DashboardAdmin), over metering's rows."""

    class Meta:
        proxy = True
        verbose_name = "dashboard"
        verbose_name_plural = "dashboard"
