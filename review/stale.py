"""When a lexicon entry changes, the clips whose text contains its term are stale: they
were spoken with the old lexicon. They go back to the review queue ("stale") and can be
re-rendered in bulk; every other clip is left alone. A clip's words are what it was
charged for (``Clip.said``: an SSML document's words, not its markup), and a write looks
at a bounded number of the newest clips (SCAN_MAX, SCAN_CHARS): the marking runs in the
write's transaction.

The work is charged and bounded per request, not per entry: the characters a scan reads
count against the asking tenant's API_RATE as a compile of that many characters does
(``compile_charged_to``: the API's throttle, the pages' middleware, the sockets), and a
way in that changes many entries at once (the admin's bulk delete and bulk edit, an
import's batches) marks them in one pass at its end (lexicon.models.one_pass). One pass per entry
and uncharged, a bulk delete of 1,000 entries held a web thread 184 s and eight of them
every thread; single writes, charged one request for a 90 ms scan, took another tenant's
p90 from 16 to 915 ms (the forty-fifth hostile pass, H-1, H-2, M-1)."""

import threading
from collections import OrderedDict
from datetime import timedelta

from django.db.models import Q
from django.db.models.functions import Coalesce
from django.dispatch import receiver
from django.utils import timezone
from rest_framework.exceptions import APIException

from lexicon.models import LexiconChange, changes_recorded, held_changes
from metering.limits import LimitReached
from normalize import Entry
from normalize.lexicon import Lexicon
from review.models import Review
from synth.models import Clip
from tenancy.models import ANY_TENANT, compile_charged_to


def lexicon_changed(sender, instance: LexiconChange, created: bool, **kwargs) -> None:
    """post_save of a LexiconChange: mark the clips it affects, in the edit's transaction
    (a rolled-back edit marks nothing), or hold it for ``marked_once``'s one pass."""
    if created:
        held = held_changes()
        if held is not None:
            held.append(instance)
        else:
            mark_stale(instance)


def mark_stale(change: LexiconChange) -> int:
    """Mark stale the clips of ``change``'s tenant, made before it, whose words contain
    the term (before or after the change, as the entry matches it: language, case, whole
    word), among its SCAN_MAX most recent such clips. Returns how many."""
    entries = [entry_of(snapshot) for snapshot in (change.before, change.after) if snapshot]
    clips = Clip.objects.filter(tenant_id=change.tenant_id, lexicon_version__lt=change.version)
    lexicons = _layers(entries)
    marked = 0
    found = _matching(clips, entries, lambda said, lang: _found(lexicons, said, lang))
    _charge_scan(change.tenant, found.read)
    for clip in found.clips:
        review = Review.of(clip)
        if review.can("mark_stale"):
            review.move("mark_stale", change.user, f"lexicon: {change} — {change.summary()}")
            marked += 1
    return marked


# Connected when review's AppConfig.ready imports this module.
@receiver(changes_recorded, dispatch_uid="review-stale-many")
def lexicon_changes_recorded(
    sender, changes: list[LexiconChange], committed: bool = False, **kwargs
) -> None:
    """Changes recorded in bulk (a PLS import's batch) or held together
    (lexicon.models.one_pass): mark their clips in one pass, the scan charged; changes
    committed already are marked even past the rate (the charge spends the window)."""
    mark_stale_many(changes, refusable=not committed)


def mark_stale_many(changes: list[LexiconChange], refusable: bool = True) -> int:
    """Like mark_stale for many changes of one tenant and version (one import), in one pass
    over the candidate clips: each clip is matched once against all their terms, and the
    judgement names the terms it contains. Returns how many clips were marked."""
    if not changes:
        return 0
    first = changes[0]
    # Made before the newest of them (changes held together may span versions).
    newest = max(c.version for c in changes)
    clips = Clip.objects.filter(tenant_id=first.tenant_id, lexicon_version__lt=newest)
    if not clips.exists():  # nothing to mark: compile nothing (an import holds the write lock)
        return 0
    entries = [entry_of(snapshot) for c in changes for snapshot in (c.before, c.after) if snapshot]
    lexicons = _layers(entries)
    found: dict[int, list[str]] = {}

    def terms_in(said: str, lang: str, pk: int) -> bool:
        terms = sorted(
            {c.rule.removeprefix("lexicon:") for lex in lexicons for c in lex.apply(said, lang)[1]}
        )
        found[pk] = terms
        return bool(terms)

    marked = 0
    matched = _matching(clips, entries, terms_in, with_pk=True)
    _charge_scan(first.tenant, matched.read, refusable)
    for clip in matched.clips:
        terms = found[clip.pk]
        review = Review.of(clip)
        if review.can("mark_stale"):
            shown = ", ".join(terms[:10]) + (" ..." if len(terms) > 10 else "")
            note = f"lexicon: {len(changes)} entries changed (v{first.version}) — {shown}"
            review.move("mark_stale", first.user, f"{note} by {first.via}" if first.via else note)
            marked += 1
    return marked


def _layers(entries: list[Entry]) -> list[Lexicon]:
    """Lexicons that together match as every entry does: one Lexicon keeps one entry per
    term and language, so one that matches differently (whole word) goes to a next layer."""
    layers: list[dict] = []
    for entry in entries:
        folded = entry.term if entry.case_sensitive else entry.term.casefold()
        key = (entry.case_sensitive, folded, entry.language)
        for layer in layers:
            if key not in layer:
                layer[key] = entry
                break
            if layer[key].whole_word == entry.whole_word:
                break
        else:
            layers.append({key: entry})
    return [Lexicon(layer.values()) for layer in layers]


def entry_of(snapshot: dict) -> Entry:
    """The Entry a LexiconChange snapshot (before or after) describes."""
    return Entry(
        snapshot["term"],
        snapshot.get("alias") or "-",
        snapshot.get("language", ""),
        snapshot.get("case_sensitive", False),
        snapshot.get("whole_word", True),
    )


# Above this many terms one scan of the clips is cheaper than a query of that many LIKEs.
NARROW_MAX = 20

# A lexicon write marks among this many of the tenant's most recent clips made before it,
# in the write's transaction: the work of one write is bounded by these clips' words (what
# they were charged), not by how many clips the tenant ever made. Older clips are still
# listed under "every clip" (search by text) and can be re-rendered by hand.
SCAN_MAX = 1000
# ... and reads at most about this many characters of their words (the newest first): a
# tenant of long clips gets fewer of them looked at, the write's work stays the same.
SCAN_CHARS = 500_000


class Matched:
    """The clips a scan found (an iterator of them) and the characters it read."""

    def __init__(self, clips, read: int):
        self.clips, self.read = clips, read


def _charge_scan(tenant, chars: int, refusable: bool = True) -> None:
    """Count a scan of ``chars`` characters of clips against the asking tenant's rate, as
    a compile of that many characters counts (LimitReached or 429 past it: the write is
    rolled back; unless not ``refusable``, writes committed already: the refused charge
    still spends the window); workers and commands are not charged."""
    asking = compile_charged_to.get()
    if chars and asking is not None and asking[0] in (tenant.pk, ANY_TENANT):
        try:
            asking[1](tenant, 0, chars)
        except (LimitReached, APIException) as exc:  # the API's throttle says it as a 429
            if refusable or (isinstance(exc, APIException) and exc.status_code != 429):
                raise


def _matching(clips, entries: list[Entry], contains, with_pk: bool = False) -> Matched:
    """The clips among the SCAN_MAX most recent of ``clips`` whose words (Clip.said: an
    SSML document's words, not its markup) ``contains(said, lang)`` finds a term in; the
    database narrows them first where it can, and the newest are read first until
    SCAN_CHARS characters have been."""
    recent = clips.order_by("-pk").values_list("pk", flat=True)[:SCAN_MAX]
    rows = (
        Clip.objects.filter(pk__in=list(recent))
        .annotate(said_text=Coalesce("spoken", "text"))
        .order_by("-pk")
    )
    narrow = _narrowing(entries)
    if narrow is not None:
        rows = rows.filter(narrow)
    hits, read = [], 0
    for pk, said, lang in rows.values_list("pk", "said_text", "lang").iterator():
        if contains(said, lang, pk) if with_pk else contains(said, lang):
            hits.append(pk)
        read += len(said)
        if read >= SCAN_CHARS:
            break
    found = Clip.objects.filter(pk__in=hits).only("pk", "tenant_id").order_by("-pk").iterator()
    return Matched(found, read)


def _narrowing(entries: list[Entry]) -> Q | None:
    """A filter that keeps a superset of the matching clips, or None when the database
    cannot narrow them (many terms; SQLite's LIKE folds only ASCII case)."""
    if len(entries) > NARROW_MAX:
        return None
    narrow = Q()
    for entry in entries:
        if not entry.term.isascii() and not entry.case_sensitive:
            return None
        narrow |= Q(said_text__icontains=entry.term)
    return narrow


def _found(lexicons: list[Lexicon], text: str, lang: str) -> bool:
    """Whether any of the layered lexicons changes ``text`` (one linear pass each)."""
    return any(lex.apply(text, lang)[1] for lex in lexicons)


def matches(entry: Entry, text: str, lang: str) -> bool:
    """Whether ``entry`` changes ``text`` in ``lang``, as the normalizer would apply it."""
    if entry.language and entry.language != lang:
        return False
    _, changes = Lexicon([entry]).apply(text, lang)
    return bool(changes)


# The policy's lexicons of a tenant's recent changes, per process: compiled once per
# change, not once per clip (a tenant's 500 recent changes cost a 7-character miss 7 times
# its worker CPU when compiled for each). Kept for at most RECENT_TENANTS tenants, holding
# at most RECENT_CHARS characters of terms in all (a compiled lexicon takes about 250
# bytes a character of its terms; one larger is still compiled, and not kept).
RECENT_CHANGES = 500
RECENT_TENANTS = 16
RECENT_CHARS = 400_000
_recent: OrderedDict = OrderedDict()  # tenant id -> (key, lexicons, valid until, chars)
_recent_lock = threading.Lock()  # a worker may run tasks in threads


def recent_lexicons(tenant_id: int, days: int) -> list[Lexicon]:
    """Lexicons that, each read once over a text, find whether a term (old or new
    spelling) of one of the tenant's RECENT_CHANGES newest lexicon changes of the last
    ``days`` days is in it (review.queue's policy: one pass per layer, not one per entry).
    Compiled again only when the tenant has a newer change or one leaves the window."""
    now = timezone.now()
    changes = LexiconChange.objects.filter(tenant_id=tenant_id)
    newest = changes.order_by("-id").values_list("id", "at").first()
    if newest is None:
        return []
    key = (days, *newest)  # a new change has a higher id (its tenant's row is locked)
    with _recent_lock:
        kept = _recent.get(tenant_id)
        if kept and kept[0] == key and now <= kept[2]:
            _recent.move_to_end(tenant_id)
            return kept[1]
    since = now - timedelta(days=days)
    rows = list(changes.filter(at__gte=since).values_list("at", "before", "after")[:RECENT_CHANGES])
    entries = [entry_of(snapshot) for _, *both in rows for snapshot in both if snapshot]
    lexicons = _layers(entries)
    # Right until the oldest of these changes leaves the window (none can come back).
    until = min((at for at, *_ in rows), default=now) + timedelta(days=days)
    _keep_recent(tenant_id, (key, lexicons, until, sum(len(e.term) for e in entries)))
    return lexicons


def _keep_recent(tenant_id: int, kept: tuple) -> None:
    """Keep a tenant's recent lexicons (replacing its older ones), then drop the least
    recently used tenants' until the cache fits."""
    with _recent_lock:
        _recent.pop(tenant_id, None)
        if kept[3] > RECENT_CHARS:
            return
        while _recent and (
            len(_recent) >= RECENT_TENANTS
            or sum(k[3] for k in _recent.values()) + kept[3] > RECENT_CHARS
        ):
            _recent.popitem(last=False)
        _recent[tenant_id] = kept
