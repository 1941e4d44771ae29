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
"""

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from .result import Change
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


def _boundary_ok(text: str, start: int, end: int, compiled: _Compiled) -> bool:
    if not compiled.entry.whole_word:
        return True
    if start > 0 and compiled.first != NONE:
        before = script_class(text[start - 1])
        if compiled.first == LATIN and before == LATIN:
            return False
        if compiled.first == HANGUL and before == HANGUL:
            return False
        if compiled.first == OTHER and before in (LATIN, OTHER):
            return False
    if end < len(text) and compiled.last in (LATIN, OTHER):
        after = text[end]
        if _is_mark(after) or script_class(after) in (LATIN, OTHER):
            return False
    return True


class Lexicon:
    """A tenant's entries, compiled once; ``apply(text, lang)`` many times."""

    def __init__(self, entries: Iterable[Entry]):
        self._exact: dict = {}
        self._folded: dict = {}
        self.size = 0
        for entry in entries:
            term = entry.term.strip()
            if not term:
                continue
            compiled = _Compiled(entry, script_class(term[0]), script_class(term[-1]))
            if entry.case_sensitive:
                node = self._insert(self._exact, term)
            else:
                node = self._insert(self._folded, term.casefold())
            # A later entry for the same term and language replaces an earlier one.
            node.setdefault(_END, {})[entry.language] = compiled
            self.size += 1

    @staticmethod
    def _insert(root: dict, key: str) -> dict:
        node = root
        for char in key:
            node = node.setdefault(char, {})
        return node

    def apply(self, text: str, lang: str) -> tuple[str, list[Change]]:
        """Replace every match, outside ``<...>`` tags, by its alias."""
        if not self.size:
            return text, []
        changes: list[Change] = []
        parts = TAG.split(text)
        for i in range(0, len(parts), 2):  # even indexes are text, odd ones tags
            parts[i] = self._apply_to(parts[i], lang, changes)
        return "".join(parts), changes

    def _apply_to(self, text: str, lang: str, changes: list[Change]) -> str:
        exact_root, folded_root = self._exact, self._folded
        folds = [char.casefold() for char in text] if folded_root else []
        out = []
        done = 0  # text[:done] is already in `out`
        i, n = 0, len(text)
        while i < n:
            if text[i] not in exact_root and not (folds and folds[i][0] in folded_root):
                i += 1
                continue
            found = self._longest(text, folds, i, lang)
            if found is None:
                i += 1
                continue
            end, entry = found
            out.append(text[done:i])
            out.append(entry.alias)
            changes.append(Change(f"lexicon:{entry.term}", text[i:end], entry.alias))
            done = i = end
        out.append(text[done:])
        return "".join(out)

    def _longest(self, text: str, folds: list[str], start: int, lang: str):
        """(end, entry) of the longest valid match at `start`; exact entries win ties."""
        best = None
        node = self._exact
        j = start
        while j < len(text):
            node = node.get(text[j])
            if node is None:
                break
            j += 1
            if _END in node:
                entry = self._pick(node[_END], text, start, j, lang)
                if entry is not None:
                    best = (j, entry)
        if not folds:
            return best
        node = self._folded
        j = start
        while j < len(text):
            for char in folds[j]:
                node = node.get(char)
                if node is None:
                    break
            if node is None:
                break
            j += 1
            if _END in node and (best is None or j > best[0]):
                entry = self._pick(node[_END], text, start, j, lang)
                if entry is not None:
                    best = (j, entry)
        return best

    @staticmethod
    def _pick(by_language: dict, text: str, start: int, end: int, lang: str):
        """The entry for `lang` if it fits here, else the one for all languages."""
        for language in (lang, ""):
            compiled = by_language.get(language)
            if compiled is not None and _boundary_ok(text, start, end, compiled):
                return compiled.entry
        return None
