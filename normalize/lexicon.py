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

Case-insensitive entries compare ``str.casefold()`` of each character, matching the folded
term while keeping positions in the original text (folding "ß" gives "ss": lengths
change, positions must not).

Speed: linear in the text, whatever the terms. One Aho-Corasick automaton per (exact or
folded, start kind) holds the terms reversed and reads the text once, from its end: the
state at each position names the longest term starting there. The boundary after a term
is part of what is matched (each character is read with whether the word may end after
it: :func:`_symbols`), so the longest term found is a valid one. A left-to-right pass then
takes the longest match at each position. (Walking a trie from each position cost the
text's length times the longest term: docs/BENCHMARKS.md, "Lexicon matching".)

Size: aliases are never matched again, so one pass can grow the text by at most the
longest alias per match; ``apply(..., bound=n)`` stops with OutputTooLong as soon as the
text passes ``n`` characters instead of building it.
"""

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import compress

from .result import Change, OutputTooLong
from .rule import TAG

LATIN, HANGUL, OTHER, NONE = "latin", "hangul", "other", ""


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


@lru_cache(maxsize=8192)
def _ends_word(char: str) -> bool:
    """Whether a whole-word term ending in a Latin or other-alphabet letter or digit may end
    right before ``char``: not before a combining mark (it continues the word), nor before
    such a letter or digit (Hangul, kana, CJK and punctuation may follow)."""
    return not (_is_mark(char) or script_class(char) in (LATIN, OTHER))


_OPEN = "\x00"  # after a character's last folded one: a word may end after it


def _symbols(
    text: str, exact: bool, last_open: bool | None = None, opens: list[bool] | None = None
) -> list[str]:
    """What an automaton reads for ``text``: each character (case-folded unless ``exact``;
    ``ß`` gives two symbols), its last symbol marked with :data:`_OPEN` when a word may end
    after it. For a term, ``last_open`` says that of its last character (the text's is
    decided by the character that follows). ``opens``: :func:`_opens` of ``text``, when
    already known."""
    if opens is None:
        opens = _opens(text, last_open)
    keys = text if exact else text.casefold()
    if len(keys) == len(text):  # one symbol per character (nearly always)
        return [key + _OPEN if o else key for key, o in zip(keys, opens, strict=True)]
    out = []
    for char, open_after in zip(text, opens, strict=True):
        keys = char.casefold()
        out.extend(keys[:-1])
        out.append(keys[-1] + _OPEN if open_after else keys[-1])
    return out


def _opens(text: str, last_open: bool | None = None) -> list[bool]:
    """For each character of ``text``, whether a word may end after it."""
    # asked once per distinct character: a text has a few dozen, and far more characters
    ends = {char: _ends_word(char) for char in set(text)}
    opens = list(map(ends.__getitem__, text[1:]))
    opens.append(True if last_open is None else last_open)
    return opens


class _Automaton:
    """Aho-Corasick over terms reversed: read a text backwards, its state at each position
    names the terms that start there, longest first (the output links)."""

    def __init__(self):
        self.goto: list[dict[str, int]] = [{}]
        self.entries: list[dict | None] = [None]  # by language, at the node a term ends
        self.depth = [0]
        self.fail: list[int] = [0]
        self._links: dict[str, list[int]] = {}  # per language: the next node with its entry
        self.chars: set[str] = set()  # every character of its terms (as it reads them)

    def add(self, symbols: list[str], language: str, compiled: _Compiled) -> None:
        self.chars.update("".join(symbols).replace(_OPEN, ""))
        node = 0
        for symbol in reversed(symbols):
            child = self.goto[node].get(symbol)
            if child is None:
                child = len(self.goto)
                self.goto[node][symbol] = child
                self.goto.append({})
                self.entries.append(None)
                self.depth.append(self.depth[node] + 1)
            node = child
        if self.entries[node] is None:
            self.entries[node] = {}
        self.entries[node][language] = compiled

    def build(self) -> None:
        """The failure links, breadth first (a node's is shallower than itself)."""
        self.fail = [0] * len(self.goto)
        self.order = []  # breadth first
        queue = list(self.goto[0].values())
        while queue:
            self.order.extend(queue)
            nxt = []
            for node in queue:
                for symbol, child in self.goto[node].items():
                    f = self.fail[node]
                    while f and symbol not in self.goto[f]:
                        f = self.fail[f]
                    target = self.goto[f].get(symbol, 0) if node else 0
                    self.fail[child] = target if target != child else 0
                    nxt.append(child)
            queue = nxt

    def links(self, lang: str) -> list[int]:
        """For each node, itself or the nearest node down its failure links with an entry
        for ``lang`` or for all languages (0: none). Made once per language asked."""
        links = self._links.get(lang)
        if links is None:
            entries, fail = self.entries, self.fail
            links = [0] * len(self.goto)
            for node in self.order:
                here = entries[node]
                if here is not None and (lang in here or "" in here):
                    links[node] = node
                else:
                    links[node] = links[fail[node]]
            self._links[lang] = links
        return links

    def starts(self, symbols: list[str], ends, lang: str) -> list:
        """For each position of the text (``ends[i]``: the symbol offset where its
        character ``i`` begins, and one past the end; None: one symbol each), the longest
        (end, entry) starting there, or None."""
        goto, fail, depth, links = self.goto, self.fail, self.depth, self.links(lang)
        entries = self.entries
        n = len(symbols) if ends is None else len(ends) - 1
        found: list = [None] * n
        node = 0
        if ends is None:  # one symbol per character (nearly always): the plain loop
            for i in range(n - 1, -1, -1):
                symbol = symbols[i]
                here = goto[node]
                while node and symbol not in here:
                    node = fail[node]
                    here = goto[node]
                node = here.get(symbol, 0)
                out = links[node]
                if out:
                    entry = entries[out]
                    found[i] = (i + depth[out], (entry.get(lang) or entry[""]).entry)
            return found
        at = {offset: i for i, offset in enumerate(ends)}
        offset = len(symbols)
        for i in range(n - 1, -1, -1):
            start = ends[i]
            while offset > start:
                offset -= 1
                symbol = symbols[offset]
                while node and symbol not in goto[node]:
                    node = fail[node]
                node = goto[node].get(symbol, 0)
            out = links[node]
            while out:
                end = at.get(offset + depth[out])  # a term ends where a character does
                if end is not None:
                    here = entries[out]
                    found[i] = (end, (here.get(lang) or here[""]).entry)
                    break
                out = links[fail[out]]
        return found


class Lexicon:
    """A tenant's entries, compiled once; ``apply(text, lang)`` many times."""

    def __init__(self, entries: Iterable[Entry]):
        # One automaton per (case-sensitive, start kind): which ones may match at a position
        # depends on the character before it.
        self._automata: dict[tuple[bool, str], _Automaton] = {}
        # A later entry for the same term and language replaces an earlier one.
        latest: dict[tuple[bool, str, str], Entry] = {}
        for entry in entries:
            term = entry.term.strip()
            if term:
                key = term if entry.case_sensitive else term.casefold()
                latest.pop((entry.case_sensitive, key, entry.language), None)
                latest[entry.case_sensitive, key, entry.language] = entry
        for (exact, _, language), entry in latest.items():
            term = entry.term.strip()
            compiled = _Compiled(entry, script_class(term[0]), script_class(term[-1]))
            automaton = self._automata.setdefault((exact, _start_kind(compiled)), _Automaton())
            checks_end = entry.whole_word and compiled.last in (LATIN, OTHER)
            # A term that needs a word's end after it matches only where one is; any other
            # matches either way.
            for last_open in (True,) if checks_end else (True, False):
                automaton.add(_symbols(term, exact, last_open), language, compiled)
        for automaton in self._automata.values():
            automaton.build()
        self.size = len(latest)

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
        if not text:
            return text, room
        opens = _opens(text)  # (the same for both kinds of symbols)
        symbols = {
            exact: _symbols(text, exact, opens=opens) for exact in {k[0] for k in self._automata}
        }
        chars = {True: set(text), False: set(text.casefold())}
        found = {  # (an automaton none of whose characters the text has finds nothing)
            kind: self._starts(automaton, symbols[kind[0]], text, lang)
            for kind, automaton in self._automata.items()
            if not automaton.chars.isdisjoint(chars[kind[0]])
        }
        out = []
        done = 0  # text[:done] is already in `out`
        # only the positions where some term starts (most have none): in order
        positions = range(len(text))
        candidates = sorted({i for starts in found.values() for i in compress(positions, starts)})
        for i in candidates:
            if i < done:
                continue  # inside the previous match
            blocked = _BLOCKED_AFTER[script_class(text[i - 1]) if i else NONE]
            best, best_rank = None, None
            for (exact, kind), starts in found.items():
                match = starts[i]
                if match is None or kind in blocked:
                    continue
                rank = (match[0], exact, match[1].language != "")
                if best_rank is None or rank > best_rank:
                    best, best_rank = match, rank
            if best is None:
                continue
            end, entry = best
            if room is not None:
                room -= len(entry.alias) - (end - i)
                if room < 0:
                    raise OutputTooLong(bound - room, bound, "lexicon")
            out.append(text[done:i])
            out.append(entry.alias)
            changes.append(Change(f"lexicon:{entry.term}", text[i:end], entry.alias))
            done = end
        out.append(text[done:])
        return "".join(out), room

    @staticmethod
    def _starts(automaton: _Automaton, symbols: list[str], text: str, lang: str) -> list:
        ends = None
        if len(symbols) != len(text):  # a character folded to several
            ends, offset = [0], 0
            for char in text:
                offset += len(char.casefold())
                ends.append(offset)
        return automaton.starts(symbols, ends, lang)
