"""The QA workflow: judging clips (approve, flag, reopen), fixing the lexicon for a flag,
re-rendering, and rendering test sets. Plain functions on users and objects, no HTTP.

Who may do what is the caller's question, asked first with ``may(user, tenant, JUDGES)``
or ``FIXERS``: these functions record who acted and raise ``NotAllowed`` when the clip's
state does not allow the step.
"""

import logging
import uuid
from dataclasses import dataclass, field

from django.conf import settings
from django.core.cache import cache
from django.core.exceptions import ValidationError
from django.db import transaction

from lexicon.models import LexiconEntry, lexicon_requests, requests_for
from metering.limits import LimitReached, admit, batch_requests, quota_used, take_request
from normalize import Entry, Result
from review import queue
from review.models import TRANSITIONS, Flag, NotAllowed, Review, State, TestSet
from review.rerender import rerender, rerender_in_batch
from synth import charged, flow
from synth.models import Batch, Clip
from tenancy.models import Membership, Tenant

# Every member listens and judges; editors and admins also fix the lexicon and re-render.
JUDGES = (Membership.Role.ADMIN, Membership.Role.EDITOR, Membership.Role.REVIEWER)
FIXERS = (Membership.Role.ADMIN, Membership.Role.EDITOR)
log = logging.getLogger(__name__)


class RerenderPending(NotAllowed):
    """The clip was re-rendered but the new clip is not made yet: nothing to compare."""

    def __init__(self):
        super().__init__("Wait for the re-render to compare it.")


class NoOpenFlag(NotAllowed):
    """A fix is written for a flag, and the clip has none open."""

    def __init__(self):
        super().__init__("There is no open flag to fix.")


def approve(clip: Clip, user, note: str = "") -> Review:
    """Approve the clip, and its re-render when that is another clip; its flags are
    resolved. Raises RerenderPending while the re-render is being made, NotAllowed when
    the clip's state cannot be approved."""
    review = Review.of(clip)
    if review.state == State.RERENDERED and review.rerendered_clip() is None:
        raise RerenderPending
    with transaction.atomic():
        review.move("approve", user, note)
        after = review.rerendered_clip()
        if after is not None and after.pk != clip.pk:
            other = Review.of(after)
            if other.can("approve"):
                other.move("approve", user, f"approved as the re-render of {clip}")
        review.flags.filter(resolved=False).update(resolved=True)
        queue.resolve_reports(clip)
    return review


def flag(
    clip: Clip,
    user,
    *,
    span: str,
    start: int,
    end: int,
    expected: str = "",
    category: str = Flag.Category.WORD,
    note: str = "",
) -> Flag:
    """Flag ``span`` (the clip's text from ``start`` to ``end``) as said wrong; the new
    flag replaces any open one. Raises NotAllowed."""
    review = Review.of(clip)
    with transaction.atomic():
        review.move("flag", user, note)
        review.flags.filter(resolved=False).update(resolved=True)
        queue.resolve_reports(clip)  # the flag is the reviewer's answer to them
        return Flag.objects.create(
            review=review,
            user=user,
            span=span,
            start=start,
            end=end,
            expected=expected,
            category=category,
            note=note,
        )


def reopen(clip: Clip, user, note: str = "") -> Review:
    """Send an approved or re-rendered clip back: its flag stays open for the editor.
    Raises NotAllowed."""
    review = Review.of(clip)
    review.move("reopen", user, note)
    return review


def _open_flag(review: Review) -> Flag:
    found = review.open_flag()
    if found is None:
        raise NoOpenFlag
    return found


def preview_fix(clip: Clip, draft: LexiconEntry) -> Result:
    """What the normalizer would make of the clip's text with ``draft`` (unsaved) in the
    lexicon; nothing is saved. Raises NoOpenFlag, OutputTooLong when the draft would
    make the text longer than synthesis takes, and LimitReached as /api/v1/normalize
    would (a deactivated tenant, API_RATE: metering.limits.admit).

    Only the entries whose term is in the clip's text are compiled: the lexicon matches
    the text as written, in one pass, so no other entry can change it (compiling the
    whole lexicon cost 1.3-1.9 s of web CPU per view). It counts as the rows read and
    the characters compiled (lexicon.models.requests_for), as a write would."""
    _open_flag(Review.of(clip))

    def as_entry(e):
        return Entry(e.term, e.alias, e.language, e.case_sensitive, e.whole_word)

    text, folded = clip.text, clip.text.casefold()

    def in_text(e) -> bool:
        term = e.term.strip()
        return bool(term) and (term in text if e.case_sensitive else term.casefold() in folded)

    tenant = clip.tenant
    others = LexiconEntry.objects.filter(tenant=tenant, enabled=True).exclude(pk=draft.pk)
    # Let in before the rows are read, by their count (one COUNT): a refused preview read
    # and parsed 10,000 entries first, and read each one's tenant again, one query a row
    # (8-12 s on PostgreSQL, uncharged: the thirty-ninth hostile pass, H-2).
    count = others.count()
    admit(tenant, requests_for(count, 0))
    fields = ("term", "alias", "language", "case_sensitive", "whole_word")
    rows = [Entry(*row) for row in others.order_by("pk").values_list(*fields)]
    # A later entry for the same term and language replaces an earlier one.
    entries = [e for e in rows if in_text(e)] + [as_entry(draft)]
    compiled = sum(len(e.term) + len(e.alias) for e in entries)
    extra = requests_for(count, compiled) - requests_for(count, 0)
    if extra > 0:  # the characters compiled, past what the rows' count paid
        take_request(tenant, extra)
    from normalize import Normalizer  # its rules load on first use (normalize)

    normalizer = Normalizer(entries, clip.tenant.disabled_rules)
    return normalizer(clip.text, clip.lang, max_chars=settings.API_MAX_TEXT_CHARS)


def fix(clip: Clip, user, entry: LexiconEntry) -> LexiconEntry:
    """Save ``entry`` (new or changed, of the clip's tenant) as the fix of the clip's open
    flag: the review moves to "fix drafted", ready to re-render. Raises NoOpenFlag,
    NotAllowed, ValidationError for an entry the lexicon refuses, and LimitReached as an
    API lexicon write would (a deactivated tenant, API_RATE: metering.limits.admit)."""
    if entry.tenant_id != clip.tenant_id:
        raise ValueError("a fix goes into the clip's own tenant's lexicon")
    admit(clip.tenant, lexicon_requests(clip.tenant_id))
    review = Review.of(clip)
    found = _open_flag(review)
    with transaction.atomic():
        entry.updated_by = user
        entry.changed_via = f"review of clip {clip.pk}"
        entry.full_clean(exclude=["tenant"])
        entry.save()
        found.entry = entry
        found.save(update_fields=["entry"])
        review.move("draft_fix", user, f"lexicon: {entry}")
    return entry


def request_rerender(clip: Clip, user) -> Clip | None:
    """Plan the clip again against today's lexicon and queue it for the workers. Returns
    the re-rendered clip when it is already there (the same cache key, or a cached one),
    None while a worker makes it. Raises NotAllowed, CannotRerender, EngineError and
    synth.flow.QueueBusy."""
    review = Review.of(clip)
    review.ensure_can("rerender")  # before anything is queued
    found = rerender(review, user)
    return found if isinstance(found, Clip) else review.rerendered_clip()


def rerender_in_batches(clips, user) -> list[Batch]:
    """Re-render, one batch per tenant, those of ``clips`` (a Clip queryset) that wait for
    it (stale, reopened or fixed); the others are left alone."""
    ready = TRANSITIONS["rerender"][0]
    batches = []
    for tenant in Tenant.objects.filter(pk__in=clips.values("tenant")):
        chosen = clips.filter(tenant=tenant, review__state__in=ready)
        reviews = [clip.review for clip in chosen.select_related("review", "tenant", "preset")]
        if reviews:
            batches.append(rerender_in_batch(tenant, reviews, user))
    return batches


@dataclass
class TestSetRun:
    """A test set's render: its batch (None when no sentence could be planned) and the
    sentences left out, by number (from 1), with why."""

    __test__ = False  # not a pytest class, whatever its name says

    batch: Batch | None
    skipped: dict[int, str] = field(default_factory=dict)


def render_test_set(test_set: TestSet) -> TestSetRun:
    """Render every sentence with the test set's preset (else the tenant's default) as a
    batch, which becomes the test set's last render. Charged to the tenant's daily quota
    and metered ("admin") as every way in is (synth.charged). Raises ValidationError for a
    test set past its limits (TestSet.check_size) and metering.limits.LimitReached over
    the quota. Plans every line: run it in a worker (:func:`queue_test_set_render`)."""
    test_set.check_size()
    tenant = test_set.tenant
    plans, refused = flow.plan_each(tenant, test_set.lines(), preset=test_set.preset)
    skipped = {i + 1: str(exc) for i, exc in refused}
    if not plans:
        return TestSetRun(None, skipped)
    # (counted against the rate when it was queued; a tenant deactivated since is refused)
    start = lambda: flow.start_batch(tenant, plans)  # noqa: E731
    batch = charged.begin(tenant, plans, start, requests=0)
    TestSet.objects.filter(pk=test_set.pk).update(last_batch=batch)
    test_set.last_batch = batch
    # Clips already there join the queue now, the others as the workers make them; once
    # more after the commit, for those a worker made before it could see the render.
    queue.queue_test_set_run(batch)
    transaction.on_commit(lambda: queue.queue_test_set_run(batch))
    return TestSetRun(batch, skipped)


RENDER_TASK = "review.workflow.render_test_set_task"

# One render of a tenant's test sets queued or running at a time, across every process (a
# turn in the shared cache, RENDER_TURN_SECONDS at most should its worker die): a render
# plans every line in a worker, outside the queue's fair shares (synth.dispatch), so ten
# renders of three sets each held both workers for 84 s and another tenant's new speech
# waited 21-30 s (the twenty-eighth pass, H-1). Another render of that tenant is refused at
# once, never queued behind; another tenant's render is never refused by it.
RENDER_TURN_SECONDS = 600
# Until the transaction that queues it commits, the turn is held this long only: a
# transaction that rolls back never queues the render, and nothing else gives its turn
# back (the twenty-ninth pass, L-1: the tenant's renders were refused for 600 s). A web
# request's transaction ends well within it; on commit the turn is held for the render.
RENDER_PENDING_SECONDS = 60


def _render_turn(tenant_id) -> str:
    return f"test-set-render:{tenant_id}"


class RenderBusy(LimitReached):
    """A render of the tenant's test sets is queued or running already."""

    def __init__(self, tenant):
        super().__init__(
            "render_busy",
            f"a render of {tenant}'s test sets is queued or running; render this one once it "
            'has been planned (its batch shows under "last render")',
            headers={"Retry-After": "10"},
        )


def queue_test_set_render(test_set: TestSet) -> None:
    """Queue the test set's render for the workers (planning thousands of lines is no work
    for a web request). Raises ValidationError past its limits, and LimitReached past
    API_RATE (counted as a batch's), for a deactivated tenant (TenantInactive) or when the
    tenant's quota cannot pay even its lines as written (the render charges them as
    planned, and is refused then if that is more than is left)."""
    from django_q.tasks import async_task

    test_set.check_size()
    lines = test_set.lines()
    written = sum(len(line) for line in lines)
    if settings.API_DAILY_CHARS and quota_used(test_set.tenant)[0] + written > (
        settings.API_DAILY_CHARS
    ):
        raise LimitReached(
            "quota_exceeded",
            f"rendering its {written:,} characters would pass the tenant's daily quota of "
            f"{settings.API_DAILY_CHARS:,} characters; it resets at 00:00 UTC",
            headers={},
        )
    # As POST /batches counts the same lines (metering.limits.batch_requests, the
    # twenty-sixth pass's F-7: a line a request, not its characters' requests); a
    # deactivated tenant is refused (synth.charged asks again when the worker renders).
    turn = _render_turn(test_set.tenant_id)
    token = f"{test_set.pk}:{uuid.uuid4().hex}"  # this render's: no other gives it back
    if not cache.add(turn, token, RENDER_PENDING_SECONDS):
        raise RenderBusy(test_set.tenant)
    try:
        admit(test_set.tenant, batch_requests(len(lines), written))
    except LimitReached:
        cache.delete(turn)
        raise
    pk, tenant_id = test_set.pk, test_set.tenant_id

    def queued():
        cache.set(turn, token, RENDER_TURN_SECONDS)  # before the task can end and give it back
        try:
            async_task(
                RENDER_TASK, pk, tenant_id, token, task_name=f"render test set {pk}", save=False
            )
        except Exception:
            cache.delete(turn)  # never queued: the tenant's turn is free again
            raise

    transaction.on_commit(queued)


def render_test_set_task(pk: int, tenant_id: int | None = None, token: str | None = None) -> str:
    """The worker's side of :func:`queue_test_set_render`: what happened, for its log. The
    tenant's render turn is free again once it is planned (or refused): this render's turn
    (``token``), never a newer render's should this task run again later (a retry)."""
    try:
        return _render_test_set(pk)
    finally:
        if tenant_id is not None:
            turn = _render_turn(tenant_id)
            if token is None or cache.get(turn) == token:  # None: queued before tokens
                cache.delete(turn)


def _render_test_set(pk: int) -> str:
    test_set = TestSet.objects.select_related("tenant", "preset").filter(pk=pk).first()
    if test_set is None:
        return f"test set {pk} is gone"
    try:
        run = render_test_set(test_set)
    except (ValidationError, LimitReached) as exc:
        log.warning("test set %s not rendered: %s", pk, exc)
        return f"test set {pk} not rendered: {exc}"
    for number, why in run.skipped.items():
        log.info("test set %s: sentence %s skipped: %s", pk, number, why)
    if run.batch is None:
        return f"test set {pk}: nothing to render"
    return f"test set {pk}: batch {run.batch.pk}, {len(run.skipped)} sentence(s) skipped"
