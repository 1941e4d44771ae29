"""When a lexicon entry changes, the clips whose text contains its term are stale: they
were spoken with the old lexicon. They go back to the review queue ("stale") and can be
re-rendered in bulk; every other clip is left alone."""

from django.db.models import Q

from lexicon.models import LexiconChange
from lexicon.normalize import Entry
from lexicon.normalize.lexicon import Lexicon
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
    entries = [_entry(snapshot) for snapshot in (change.before, change.after) if snapshot]
    clips = Clip.objects.filter(tenant_id=change.tenant_id, lexicon_version__lt=change.version)
    marked = 0
    for clip in _candidates(clips, entries):
        if any(_matches(entry, clip.text, clip.lang) for entry in entries):
            review = Review.of(clip)
            if review.can("mark_stale"):
                review.move("mark_stale", change.user, f"lexicon: {change} — {change.summary()}")
                marked += 1
    return marked


def _entry(snapshot: dict) -> Entry:
    return Entry(
        snapshot["term"],
        snapshot.get("alias") or "-",
        snapshot.get("language", ""),
        snapshot.get("case_sensitive", False),
        snapshot.get("whole_word", True),
    )


def _candidates(clips, entries: list[Entry]):
    """A superset of the matching clips, narrowed by the database where it can be."""
    narrow = Q()
    for entry in entries:
        if not entry.term.isascii() and not entry.case_sensitive:
            # SQLite's LIKE folds only ASCII case: let Python look at every clip.
            return clips.only("text", "lang", "tenant_id").iterator()
        narrow |= Q(text__icontains=entry.term)
    return clips.filter(narrow).only("text", "lang", "tenant_id").iterator()


def _matches(entry: Entry, text: str, lang: str) -> bool:
    if entry.language and entry.language != lang:
        return False
    _, changes = Lexicon([entry]).apply(text, lang)
    return bool(changes)
