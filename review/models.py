"""Pronunciation QA: a review per clip (its state and the history of judgements), the
flags reviewers raise on spans of text, test sets, and request counts for the dashboard.

A clip without a Review row has never been judged: it "needs review". Rows are made the
first time someone acts on a clip, so clips made by workers need nothing from us.
"""

from django.conf import settings
from django.db import models

from lexicon.models import LexiconEntry, VoicePreset
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
    # A lexicon change touched the clip's text; clips already in the fix loop keep their
    # state (their fix is that change, or will be).
    "mark_stale": (
        {State.NEEDS_REVIEW, State.APPROVED, State.RERENDERED, State.REOPENED},
        State.STALE,
    ),
}
# States that wait for someone: the review backlog.
WAITING = [s for s in State.values if s != State.APPROVED]


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
        """Apply ``action`` (a TRANSITIONS key) and record it; raises NotAllowed."""
        self.ensure_can(action)
        before, self.state = self.state, TRANSITIONS[action][1]
        if user is not None and action in ("approve", "flag", "reopen"):
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
    note = models.TextField(blank=True)
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
    note = models.TextField(blank=True)
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


class TestSet(models.Model):
    """Sentences a tenant renders with a preset to hear a lexicon change before its users do."""

    __test__ = False  # not a pytest class, whatever its name says

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
    sentences = models.TextField(help_text="one sentence a line: product names, numbers, dates")
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


class UsageDay(models.Model):
    """Speech requests a tenant made on one UTC day (see review.usage.record_request)."""

    tenant = models.ForeignKey(Tenant, models.CASCADE, related_name="+")
    day = models.DateField()
    requests = models.PositiveBigIntegerField(default=0)
    hits = models.PositiveBigIntegerField(default=0)
    characters = models.PositiveBigIntegerField(default=0)

    class Meta:
        verbose_name = "dashboard"
        verbose_name_plural = "dashboard"
        constraints = [models.UniqueConstraint(fields=["tenant", "day"], name="one_usage_a_day")]
