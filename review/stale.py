"""When a lexicon entry changes, the clips whose text contains its term are stale: they
were spoken with the old lexicon. They go back to the review queue ("stale") and can be
re-rendered in bulk; every other clip is left alone."""

from django.db.models import Q
from django.dispatch import receiver

from lexicon.models import LexiconChange, changes_recorded
from normalize import Entry
from normalize.lexicon import Lexicon
from review.models import Review
from synth.models import Clip


def lexicon_changed(sender, instance: LexiconChange, created: bool, **kwargs) -> None:
    """post_save of a LexiconChange: mark the clips it affects, in the edit's transaction
    (a rolled-back edit marks nothing)."""
    if created:
        mark_stale(instance)


def mark_stale(change: LexiconChange) -> int:
    """Mark stale the clips of ``change``'s tenant, made before it, whose text contains
    the term (before or after the change, as the entry matches it: language, case, whole
    word). Returns how many."""
    entries = [entry_of(snapshot) for snapshot in (change.before, change.after) if snapshot]
    clips = Clip.objects.filter(tenant_id=change.tenant_id, lexicon_version__lt=change.version)
    marked = 0
    for clip in _candidates(clips, entries):
        if any(matches(entry, clip.text, clip.lang) for entry in entries):
            review = Review.of(clip)
            if review.can("mark_stale"):
                review.move("mark_stale", change.user, f"lexicon: {change} — {change.summary()}")
                marked += 1
    return marked


# Connected when review's AppConfig.ready imports this module.
@receiver(changes_recorded, dispatch_uid="review-stale-many")
def lexicon_changes_recorded(sender, changes: list[LexiconChange], **kwargs) -> None:
    """Changes recorded in bulk (a PLS import): mark their clips in one pass."""
    mark_stale_many(changes)


def mark_stale_many(changes: list[LexiconChange]) -> int:
    """Like mark_stale for many changes of one tenant and version (one import), in one pass
    over the candidate clips: each clip is matched once against all their terms, and the
    judgement names the terms it contains. Returns how many clips were marked."""
    if not changes:
        return 0
    first = changes[0]
    clips = Clip.objects.filter(tenant_id=first.tenant_id, lexicon_version__lt=first.version)
    if not clips.exists():  # nothing to mark: compile nothing (an import holds the write lock)
        return 0
    entries = [entry_of(snapshot) for c in changes for snapshot in (c.before, c.after) if snapshot]
    lexicons = _layers(entries)
    marked = 0
    for clip in _candidates(clips, entries):
        terms = sorted(
            {
                c.rule.removeprefix("lexicon:")
                for lex in lexicons
                for c in lex.apply(clip.text, clip.lang)[1]
            }
        )
        if not terms:
            continue
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


def _candidates(clips, entries: list[Entry]):
    """A superset of the matching clips, narrowed by the database where it can be."""
    if len(entries) > NARROW_MAX:
        return clips.only("text", "lang", "tenant_id").iterator()
    narrow = Q()
    for entry in entries:
        if not entry.term.isascii() and not entry.case_sensitive:
            # SQLite's LIKE folds only ASCII case: let Python look at every clip.
            return clips.only("text", "lang", "tenant_id").iterator()
        narrow |= Q(text__icontains=entry.term)
    return clips.filter(narrow).only("text", "lang", "tenant_id").iterator()


def matches(entry: Entry, text: str, lang: str) -> bool:
    """Whether ``entry`` changes ``text`` in ``lang``, as the normalizer would apply it."""
    if entry.language and entry.language != lang:
        return False
    _, changes = Lexicon([entry]).apply(text, lang)
    return bool(changes)
