"""The clip page's texts with what the normalizer did marked in them."""

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe


def changes_of(explanation: list, stage: str) -> list[dict]:
    """The changes of one normalizer stage ("lexicon", "rules" or "cleanup")."""
    for entry in explanation:
        if entry.get("stage") == stage:
            return entry.get("changes", [])
    return []


# At most this many marks on one text: a page shows what the normalizer did, and a text
# of 5,000 characters has at most a few hundred changes a person reads.
MAX_MARKS = 2_000


def marked(text: str, needles: list[tuple[str, str, str]]) -> SafeString:
    """``text`` escaped, with each occurrence of a needle (substring, css class, title)
    wrapped in <mark>; earlier needles win where they overlap.

    Linear in the text and the needles: each distinct needle is looked for once (a text
    with 2,500 changes of one lexicon term gave 2,500 needles of 2,500 occurrences each,
    14.5 s of web CPU and 1.1 GB for one view of the clip page: a twelfth hostile pass),
    and at most ``MAX_MARKS`` are made."""
    spans, seen = [], set()
    for needle, css, title in needles:
        if not needle or not needle.strip() or needle in seen:
            continue  # a needle seen before marks nothing more: the earlier one won
        seen.add(needle)
        start = text.find(needle)
        while start >= 0 and len(spans) < MAX_MARKS:
            spans.append((start, start + len(needle), css, title))
            start = text.find(needle, start + len(needle))
        if len(spans) >= MAX_MARKS:
            break
    out, done = [], 0
    for start, end, css, title in sorted(spans, key=lambda s: s[0]):
        if start < done:
            continue  # overlaps one already marked
        out.append(escape(text[done:start]))
        out.append(f'<mark class="{css}" title="{escape(title)}">{escape(text[start:end])}</mark>')
        done = end
    out.append(escape(text[done:]))
    return mark_safe("".join(out))


def input_html(text: str, explanation: list, flags=()) -> SafeString:
    """The input text: flagged spans, lexicon hits and the text rules rewrote."""
    needles = [(f.span, "flag", f"flagged: {f.get_category_display()}") for f in flags]
    needles += [
        (c["before"], "hit", f"{c['rule']}: {c['before']} → {c['after']}")
        for c in changes_of(explanation, "lexicon")
    ]
    needles += [
        (c["before"], "rule", f"{c['rule']}: {c['before']} → {c['after']}")
        for c in changes_of(explanation, "rules")
    ]
    return marked(text, needles)


def normalized_html(text: str, explanation: list) -> SafeString:
    """The normalized text: what the lexicon and the rules wrote."""
    needles = [
        (c["after"], "hit", f"{c['rule']}: {c['before']} → {c['after']}")
        for c in changes_of(explanation, "lexicon")
    ]
    needles += [
        (c["after"], "rule", f"{c['rule']}: {c['before']} → {c['after']}")
        for c in changes_of(explanation, "rules")
    ]
    return marked(text, needles)


def explanation_of(result) -> list:
    """A normalizer Result as the explanation a clip keeps (see synth.speech)."""
    return [{"stage": s.name, "changes": [c.__dict__ for c in s.changes]} for s in result.stages]
