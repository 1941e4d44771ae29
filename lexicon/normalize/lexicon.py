"""Tenant lexicon: replace written forms ("SaaS") by how to say them ("사스").

One pass, left to right, longest match first: text that an alias produced is never
matched again, so ``A -> B`` and ``B -> C`` turn "A B" into "B C".

Whole-word boundaries are defined by script, because Python's ``\\b`` treats Hangul as
word characters and so cannot find "SaaS" in "SaaS를":

- A term that starts with a Latin letter or digit needs no Latin letter or digit right
  before it; one that ends with a Latin letter or digit needs none right after it.
  ("SaaS" matches in "SaaS를", "우리SaaS", "(SaaS)", not in "SaaSy", "MySaaS", "SaaS2".)
- A term that starts with a Hangul syllable or jamo needs no Hangul right before it, but
  anything may follow it: Korean particles attach to the word ("삼성" matches in "삼성은",
  "삼성가", not in "대삼성").
- A term in another alphabet (Cyrillic, Greek, Arabic, Devanagari...) needs no letter or
  digit of any script before or after it, like ``\\b``.
- Chinese characters and kana have no word boundaries in writing: such a term matches
  anywhere. So do terms that start or end with punctuation ("C++", ".NET"), on that side.
- A combining mark right after the term continues the word ("cafe" + U+0301 is no match).

Case-insensitive entries compare ``str.casefold()`` of each character, walking a trie of
the folded term while keeping positions in the original text (folding "ß" gives "ss":
lengths change, positions must not).

Speed: two tries (exact and folded), walked from each position only as far as the text
agrees with some term, so 5,000 entries cost a few dictionary lookups per character
rather than 5,000 alternatives per position.

Size: aliases are never matched again, so one pass can grow the text by at most the
longest alias per match; ``apply(..., bound=n)`` stops with OutputTooLong as soon as the
text passes ``n`` characters instead of building it.
"""

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from .result import Change, OutputTooLong
from .rule import TAG

LATIN, HANGUL, OTHER, NONE = "latin", "hangul", "other", ""
_END = ""  # trie key of the entries ending at a node; never a character


@dataclass(frozen=True)
class Entry:
    """One tenant lexicon entry."""

    term: str  # written form, e.g. "SaaS"
    alias: str  # how to say it, e.g. "사스" or "sass"
    language: str = ""  # "" = all languages, else a language code
    case_sensitive: bool = False
    whole_word: bool = True


@dataclass(frozen=True)
class _Compiled:
    entry: Entry
    first: str  # script class of the term's first character
    last: str  # ... and of its last one


@lru_cache(maxsize=8192)
def script_class(char: str) -> str:
    """LATIN, HANGUL, OTHER (a letter or digit of another script) or NONE."""
    if char.isascii():
        return LATIN if char.isalnum() else NONE
    code = ord(char)
    if 0xAC00 <= code <= 0xD7A3 or 0x1100 <= code <= 0x11FF or 0x3130 <= code <= 0x318F:
        return HANGUL
    if 0x3040 <= code <= 0x30FF or 0x3400 <= code <= 0x9FFF or 0xFF66 <= code <= 0xFF9F:
        return NONE  # kana and CJK ideographs: no word boundaries in writing
    if unicodedata.category(char)[0] not in "LN":
        return NONE
    return LATIN if unicodedata.name(char, "").startswith("LATIN") else OTHER


def _is_mark(char: str) -> bool:
    return unicodedata.category(char)[0] == "M"


# The first-character classes a whole-word term may not have right after a character of
# each class: after a Latin letter no Latin or other-alphabet term starts, and so on.
_BLOCKED_AFTER = {
    LATIN: frozenset((LATIN, OTHER)),
    HANGUL: frozenset((HANGUL,)),
    OTHER: frozenset((OTHER,)),
    NONE: frozenset(),
}
_ANYWHERE = "anywhere"  # the start kind of a term that needs no boundary before it


def _start_kind(compiled: _Compiled) -> str:
    return compiled.first if compiled.entry.whole_word and compiled.first else _ANYWHERE


def _ends_ok(text: str, end: int, compiled: _Compiled) -> bool:
    """Whether a match ending at ``end`` keeps the entry's word boundary after it (the one
    before it is settled by the trie the match was found in)."""
    if not compiled.entry.whole_word:
        return True
    if end < len(text) and compiled.last in (LATIN, OTHER):
        after = text[end]
        if _is_mark(after) or script_class(after) in (LATIN, OTHER):
            return False
    return True


def _folds(text: str) -> str | list[str]:
    """Each character of ``text`` case-folded: the folded string when every character folds
    to one character, else a list (``ß`` folds to ``ss``: positions must not shift)."""
    folded = text.casefold()
    if len(folded) == len(text):
        return folded
    return [char.casefold() for char in text]


def _heads_at(folds, i: int) -> set[str]:
    """What a term starting at ``i`` may begin with (its key's head): the first two keys'
    characters from there, or the whole of position ``i``'s key (a one-character term).
    ``folds`` is the text, or its characters each case-folded."""
    two = "".join(folds[i : i + 2])[:2]
    return {two, folds[i]} if len(folds[i]) == 1 else {two}


class Lexicon:
    """A tenant's entries, compiled once; ``apply(text, lang)`` many times."""

    def __init__(self, entries: Iterable[Entry]):
        # One trie per (case-sensitive, start kind): inside a word the tries of whole-word
        # terms are not walked at all, so a hostile lexicon cannot make every position
        # walk as deep as its longest term.
        self._tries: dict[tuple[bool, str], dict] = {}
        # What a term of each trie starts with: its first two characters (its key's: the
        # folded ones for a case-insensitive term), or the whole of a one-character term.
        heads: dict[tuple[bool, str], set[str]] = {}
        # A later entry for the same term and language replaces an earlier one.
        latest: dict[tuple[bool, str, str], Entry] = {}
        for entry in entries:
            term = entry.term.strip()
            if term:
                key = term if entry.case_sensitive else term.casefold()
                latest.pop((entry.case_sensitive, key, entry.language), None)
                latest[entry.case_sensitive, key, entry.language] = entry
        for (exact, key, language), entry in latest.items():
            term = entry.term.strip()
            compiled = _Compiled(entry, script_class(term[0]), script_class(term[-1]))
            kind = (exact, _start_kind(compiled))
            heads.setdefault(kind, set()).add(key[:2])
            self._insert(self._tries.setdefault(kind, {}), key).setdefault(_END, {})[language] = (
                compiled
            )
        self.size = len(latest)
        # After a character of each class, the heads of the terms that may start there
        # (exact, folded): most positions are ruled out by a set lookup or two, and inside
        # a word only the heads of terms that need no boundary count.
        self._heads_after = {
            before: tuple(
                frozenset().union(
                    *(h for (exact, kind), h in heads.items() if exact is e and kind not in blocked)
                )
                for e in (True, False)
            )
            for before, blocked in _BLOCKED_AFTER.items()
        }
        self._folding = any(not exact for exact, _ in heads)

    @staticmethod
    def _insert(root: dict, key: str) -> dict:
        node = root
        for char in key:
            node = node.setdefault(char, {})
        return node

    def apply(self, text: str, lang: str, bound: int | None = None) -> tuple[str, list[Change]]:
        """Replace every match, outside ``<...>`` tags, by its alias. With ``bound``, raise
        OutputTooLong as soon as the text passes ``bound`` characters."""
        if not self.size:
            return text, []
        changes: list[Change] = []
        parts = TAG.split(text)
        room = None if bound is None else bound - len(text)  # what the aliases may add
        for i in range(0, len(parts), 2):  # even indexes are text, odd ones tags
            parts[i], room = self._apply_to(parts[i], lang, changes, room, bound)
        return "".join(parts), changes

    def _apply_to(
        self, text: str, lang: str, changes: list[Change], room: int | None, bound: int | None
    ) -> tuple[str, int | None]:
        heads_after = self._heads_after
        folds = _folds(text) if self._folding else text  # (no folded term: never walked)
        # The folded text as one string when each character folds to one (nearly always):
        # slicing it gives the two folded characters a term must start with.
        folded = folds if isinstance(folds, str) else None
        out = []
        done = 0  # text[:done] is already in `out`
        i, n = 0, len(text)
        while i < n:
            # Candidates only: a term's head at i (a set lookup or two), then whether a term
            # with that head may start after the character before i.
            exact_heads, folded_heads = heads_after[NONE]  # every head
            if folded is not None:
                pair, folded_pair = text[i : i + 2], folded[i : i + 2]
                candidate = (
                    pair in exact_heads
                    or folded_pair in folded_heads
                    or text[i] in exact_heads
                    or folded[i] in folded_heads
                )
            else:
                candidate = _heads_at(text, i) & exact_heads or _heads_at(folds, i) & folded_heads
            if candidate and i:
                before = script_class(text[i - 1])
                exact_heads, folded_heads = heads_after[before]
                if folded is not None:
                    candidate = (
                        pair in exact_heads
                        or folded_pair in folded_heads
                        or text[i] in exact_heads
                        or folded[i] in folded_heads
                    )
                else:
                    candidate = (
                        _heads_at(text, i) & exact_heads or _heads_at(folds, i) & folded_heads
                    )
            else:
                before = NONE
            if not candidate:
                i += 1
                continue
            found = self._longest(text, folds, i, lang, _BLOCKED_AFTER[before])
            if found is None:
                i += 1
                continue
            end, entry = found
            if room is not None:
                room -= len(entry.alias) - (end - i)
                if room < 0:
                    raise OutputTooLong(bound - room, bound, "lexicon")
            out.append(text[done:i])
            out.append(entry.alias)
            changes.append(Change(f"lexicon:{entry.term}", text[i:end], entry.alias))
            done = i = end
        out.append(text[done:])
        return "".join(out), room

    def _longest(self, text: str, folds, start: int, lang: str, blocked: frozenset):
        """(end, entry) of the longest valid match at `start`, where terms of the `blocked`
        start kinds cannot begin; on a tie an exact entry wins over a case-folded one, then
        the entry for `lang` over one for all languages."""
        best, best_rank = None, None
        for (exact, kind), root in self._tries.items():
            if kind in blocked:
                continue
            keys = text if exact else folds  # a folded character may be several
            node, j = root, start
            while j < len(text):
                for char in keys[j]:
                    node = node.get(char)
                    if node is None:
                        break
                if node is None:
                    break
                j += 1
                entry = self._pick(node[_END], text, j, lang) if _END in node else None
                if entry is None:
                    continue
                rank = (j, exact, entry.language != "")
                if best_rank is None or rank > best_rank:
                    best, best_rank = (j, entry), rank
        return best

    @staticmethod
    def _pick(by_language: dict, text: str, end: int, lang: str):
        """The entry for `lang` if it fits here, else the one for all languages."""
        for language in (lang, ""):
            compiled = by_language.get(language)
            if compiled is not None and _ends_ok(text, end, compiled):
                return compiled.entry
        return None
