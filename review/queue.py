"""Which clips wait in the review queue, and in what order.

A new clip enters as "needs review" when its tenant's ReviewPolicy picks it: it was made
by a test set's render, its text contains a lexicon term changed in the last days, or the
deterministic sample takes it. Every other clip stays out of the queue (still listed under
"every clip" and judgeable by hand). An end user's report puts any clip in, at the head;
a lexicon change puts the older clips containing its term in as "stale" (review.stale).
"""

from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal

from django.db import IntegrityError, connection, transaction
from django.db.models import (
    Case,
    CharField,
    Count,
    F,
    OuterRef,
    Q,
    Subquery,
    Value,
    When,
)
from django.utils import timezone

from lexicon.models import LexiconChange
from review.models import (
    NOT_QUEUED,
    WAITING,
    QueueEntry,
    QueueReason,
    Report,
    Review,
    ReviewPolicy,
    State,
    TestSet,
)
from review.stale import recent_lexicons
from synth.models import BatchItem, Clip, SynthesisJob
from tenancy.models import Tenant

# --- the policy -------------------------------------------------------------------------


def sampled(clip: Clip, percent) -> bool:
    """Whether the sample of ``percent`` % takes the clip. The clip's key is a SHA-256,
    so its first 8 hex digits are uniform: the same clip is always in or out, and about
    ``percent`` % of clips are in."""
    share = int(clip.key[:8], 16) / 16**8
    return share * 100 < float(percent)


def tried_by_a_person(clip: Clip) -> bool:
    """Whether the job making the clip was a person trying a text (the playground, an
    admin preview: ``flow.SpeechRequest.sampled``): the sample is of what apps are served."""
    sampled = (
        SynthesisJob.objects.filter(tenant_id=clip.tenant_id, key=clip.key)
        .order_by("-pk")
        .values_list("params__sampled", flat=True)
        .first()
    )
    return sampled is False


def from_test_set(clip: Clip) -> bool:
    """Whether the clip is one of a test set's last render (by cache key)."""
    batches = TestSet.objects.filter(tenant_id=clip.tenant_id).values("last_batch")
    return BatchItem.objects.filter(batch__in=batches, key=clip.key).exists()


def has_recent_term(clip: Clip, days: int) -> bool:
    """Whether the clip's text contains a term (old or new spelling) of a lexicon entry of
    its tenant changed in the last ``days`` days, matched as the entry matches."""
    # One pass over the clip's words (what it was charged: an SSML document's words, not
    # its markup) per layer of one lexicon of all the entries, not one per entry; compiled
    # once per change, not once per clip (review.stale.recent_lexicons).
    lexicons = recent_lexicons(clip.tenant_id, days)
    return any(lex.apply(clip.said, clip.lang)[1] for lex in lexicons)


@dataclass(frozen=True)
class Facts:
    """What the policy asks about a clip, known before: whether it is one of a test set's
    last render, and when its tenant's lexicon last changed (None: never)."""

    in_test_set: bool
    last_change: datetime | None


POLICY_FIELDS = ("id", "test_sets", "lexicon_changes", "lexicon_days", "sample_percent")


def policy_and_facts(clip: Clip) -> tuple[ReviewPolicy, Facts]:
    """The clip's tenant's policy (as :meth:`ReviewPolicy.of`) and its :class:`Facts`, in
    one statement: every miss's worker asks (after its answer), and three statements cost
    it about 3 ms of CPU (docs/BENCHMARKS.md, "Serving at the floor"). Written out, as
    fairest()'s question is: the ORM spent 2-3 ms building and compiling it, the database
    a tenth of a millisecond running it (the same section, "a miss's cost, step by step")."""
    row = _policy_row(clip)
    if row is None:  # the tenant is gone: as the look-ups one by one would find it
        return ReviewPolicy(tenant_id=clip.tenant_id), Facts(from_test_set(clip), None)
    values = dict(zip(POLICY_FIELDS, row, strict=False))
    policy = ReviewPolicy(tenant_id=clip.tenant_id)  # the defaults when it has no row
    if values["id"] is not None:
        for flag in ("test_sets", "lexicon_changes"):
            values[flag] = bool(values[flag])
        values["sample_percent"] = Decimal(str(values["sample_percent"]))
        policy = ReviewPolicy(tenant_id=clip.tenant_id, **values)
    last_change = row[-1]
    convert = getattr(connection.ops, "convert_datetimefield_value", None)
    if last_change is not None and convert is not None:  # SQLite's text, made aware
        last_change = convert(last_change, None, connection)
    return policy, Facts(bool(row[-2]), last_change)


def _policy_row(clip: Clip) -> tuple | None:
    """:func:`policy_and_facts`' statement: the tenant's policy row's fields (NULL without
    one), whether the clip's key is an item of a test set's last render, and the tenant's
    latest lexicon change; None when the tenant is gone."""
    name = connection.ops.quote_name

    def table(model) -> str:
        return name(model._meta.db_table)

    def column(model, field: str) -> str:
        return name(model._meta.get_field(field).column)

    policy = ", ".join(f"p.{column(ReviewPolicy, f)}" for f in POLICY_FIELDS)
    sql = (
        f"SELECT {policy},"
        f" EXISTS(SELECT 1 FROM {table(BatchItem)} i WHERE i.{column(BatchItem, 'key')} = %s"
        f" AND i.{column(BatchItem, 'batch')} IN (SELECT s.{column(TestSet, 'last_batch')}"
        f" FROM {table(TestSet)} s WHERE s.{column(TestSet, 'tenant')} = %s)),"
        f" (SELECT c.{column(LexiconChange, 'at')} FROM {table(LexiconChange)} c"
        f" WHERE c.{column(LexiconChange, 'tenant')} = %s"
        f" ORDER BY c.{column(LexiconChange, 'at')} DESC LIMIT 1)"
        f" FROM {table(Tenant)} t LEFT OUTER JOIN {table(ReviewPolicy)} p"
        f" ON p.{column(ReviewPolicy, 'tenant')} = t.{column(Tenant, 'id')}"
        f" WHERE t.{column(Tenant, 'id')} = %s"
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [clip.key, clip.tenant_id, clip.tenant_id, clip.tenant_id])
        return cursor.fetchone()


def reason_for(clip: Clip, policy: ReviewPolicy, facts: Facts | None = None) -> str:
    """Why the policy queues the new clip ("" when it does not); ``facts`` spare the
    look-ups they answer (the lexicon's changes are read only if one is recent)."""
    in_test_set = facts.in_test_set if facts else None
    if policy.test_sets and (from_test_set(clip) if in_test_set is None else in_test_set):
        return QueueReason.TEST_SET
    since = timezone.now() - timedelta(days=policy.lexicon_days)
    lately = facts is None or (facts.last_change is not None and facts.last_change >= since)
    if policy.lexicon_changes and lately and has_recent_term(clip, policy.lexicon_days):
        return QueueReason.LEXICON
    if sampled(clip, policy.sample_percent) and not tried_by_a_person(clip):
        return QueueReason.SAMPLE
    return ""


def enqueue(clip: Clip, reason: str) -> QueueEntry:
    """Put the clip in the queue for ``reason`` (a clip queued already keeps its first
    reason): a clip never judged waits as "needs review", one already reviewed keeps
    its state."""
    return QueueEntry.objects.get_or_create(clip=clip, defaults={"reason": reason})[0]


def apply_policy(clip: Clip, policy: ReviewPolicy | None = None) -> str:
    """Queue ``clip`` if its tenant's policy picks it; the reason, or ""."""
    facts = None
    if policy is None:
        policy, facts = policy_and_facts(clip)
    reason = reason_for(clip, policy, facts)
    if reason:
        enqueue(clip, reason)
    return reason


def clip_made(sender, instance: Clip, created: bool, raw: bool = False, **kwargs) -> None:
    """post_save of a Clip made other than by a worker's job: the policy decides at once."""
    if created and not raw and not instance.stored_by_job:
        apply_policy(instance)


def clip_stored(sender, clip: Clip, **kwargs) -> None:
    """synth.signals.clip_stored: a worker's new clip, its job's end committed; the policy
    decides now, off the way to the answer. A worker that dies in between leaves that one
    clip out of the queue (a report, a test set's render or a lexicon change still put it
    in)."""
    apply_policy(clip)


def queue_test_set_run(batch) -> int:
    """Queue the clips of a test set's render that exist already (cache hits, or made by
    a worker before the render was recorded); the others are queued as they are made.
    Returns how many were queued."""
    if batch is None:
        return 0
    if not ReviewPolicy.of(batch.tenant).test_sets:
        return 0
    clips = Clip.objects.filter(tenant_id=batch.tenant_id, key__in=batch.items.values("key"))
    queued = 0
    for clip in clips.filter(queue_entry__isnull=True):
        enqueue(clip, QueueReason.TEST_SET)
        queued += 1
    return queued


# --- reports ------------------------------------------------------------------------------


# A clip keeps at most this many open reports: it is at the queue's head from the first,
# and a reviewer's approve or flag answers them all; more are refused (TooManyReports)
# until then, so one key cannot add rows (and judgements) to a clip without end.
OPEN_REPORTS_MAX = 20


class TooManyReports(Exception):
    """The clip has OPEN_REPORTS_MAX open reports already."""


def report(clip: Clip, reason: str, category: str, api_key=None) -> tuple[Report, bool]:
    """Attach an end user's report to the clip and put it at the queue's head (an approved
    clip is heard again). The same open report from the same key is not stored twice;
    TooManyReports when the clip has OPEN_REPORTS_MAX open ones. Returns the report and
    whether it is new."""
    # Without a review the clip waits as "needs review" once queued: no row is needed.
    try:
        with transaction.atomic():
            # Counted and inserted holding the clip's row (SQLite's BEGIN IMMEDIATE
            # serialises writers already): concurrent reports had stored past the limit.
            list(Clip.objects.select_for_update(no_key=True).filter(pk=clip.pk).values_list("pk"))
            found = Report.objects.filter(
                clip=clip, api_key=api_key, reason=reason, category=category, resolved=False
            ).first()
            if found is not None:
                return found, False
            if Report.objects.filter(clip=clip, resolved=False).count() >= OPEN_REPORTS_MAX:
                raise TooManyReports(
                    f"this clip has {OPEN_REPORTS_MAX} open reports already; a reviewer's "
                    "approve or flag answers them"
                )
            made = Report.objects.create(
                clip=clip, reason=reason, category=category, api_key=api_key
            )
            enqueue(clip, QueueReason.REPORT)
            review = Review.objects.filter(clip=clip).first()
            if review is not None and review.can("report"):
                review.move("report", None, f"reported: {made}")
    except IntegrityError:  # the same report, sent twice at the same moment
        return Report.objects.get(
            clip=clip, api_key=api_key, reason=reason, category=category, resolved=False
        ), False
    return made, True


def resolve_reports(clip: Clip) -> int:
    """A reviewer answered the reports (approved or flagged the clip)."""
    return Report.objects.filter(clip=clip, resolved=False).update(resolved=True)


# --- the queue's rows ------------------------------------------------------------------------

# Why a clip is in the queue, as its list shows and filters it: the policy's or a report's
# reason (QueueEntry), or what put it there without one.
STALE, BY_HAND = "stale", "by_hand"
REASONS = [
    (QueueReason.TEST_SET.value, "test set"),
    (QueueReason.LEXICON.value, "lexicon change"),  # a new clip with a recently changed term
    (QueueReason.SAMPLE.value, "sampled"),
    (QueueReason.REPORT.value, "reported"),
    (STALE, "made stale"),  # an older clip whose term changed
    (BY_HAND, "by hand"),
]


def annotate(clips):
    """Clips with ``review_state`` (NOT_QUEUED for a clip never judged that nobody
    queued), ``reported`` (its newest open report's time), ``open_reports`` (how many)
    and ``queue_reason`` (one of REASONS, "" for a clip never queued)."""
    open_reports = Report.objects.filter(clip=OuterRef("pk"), resolved=False)
    judged = Q(review__isnull=False) & ~Q(review__state=State.NEEDS_REVIEW)
    clips = clips.annotate(
        review_state=Case(
            When(judged, then=F("review__state")),
            When(queue_entry__isnull=False, then=Value(State.NEEDS_REVIEW.value)),
            default=Value(NOT_QUEUED),
            output_field=CharField(),
        ),
        reported=Subquery(open_reports.order_by("-created").values("created")[:1]),
        open_reports=Subquery(
            open_reports.order_by().values("clip").annotate(n=Count("pk")).values("n")[:1]
        ),
    )
    # What keeps it waiting now comes first: an open report, then a lexicon change.
    return clips.annotate(
        queue_reason=Case(
            When(reported__isnull=False, then=Value(QueueReason.REPORT.value)),
            When(review_state=State.STALE, then=Value(STALE)),
            When(queue_entry__isnull=False, then=F("queue_entry__reason")),
            When(review_state__in=WAITING, then=Value(BY_HAND)),
            default=Value(""),
            output_field=CharField(),
        )
    )


def waiting(clips):
    """Of annotated ``clips``, those in the queue."""
    return clips.filter(Q(review_state__in=WAITING) | Q(reported__isnull=False))


# Reported clips first (newest report first), then the newest clips.
ORDER = [F("reported").desc(nulls_last=True), "-created", "-pk"]
