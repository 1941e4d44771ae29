"""A rule is a named regex and a function that says how to read each match.

Rules never see ``<...>`` tags: the text is split into pieces first, and tags (and the
spans of switched-off rules) are frozen pieces that no later rule may touch.
"""

import logging
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

from .first_look import needed, with_first_look
from .numbers import NumberTooLong
from .result import Change, OutputTooLong

log = logging.getLogger(__name__)

# `<break>`, `</en>`, `<say-as interpret-as="x">`, `<break time="1s"/>`: a letter (or "/"
# and a letter) right after "<". So "x < 5 and y > 3" is not a tag, "a <b and c> d" is.
TAG = re.compile(r"(</?[A-Za-z][^<>]{0,200}>)")


@dataclass(frozen=True)
class Rule:
    name: str
    description: str
    pattern: re.Pattern[str]
    read: Callable[[re.Match[str]], str]

    @cached_property
    def scan(self) -> tuple[re.Pattern[str], tuple]:
        """The pattern with its first look, and what a piece needs to hold for a match:
        worked out once per rule (looking them up per call hashed the compiled pattern)."""
        return with_first_look(self.pattern), needed(self.pattern)


def rule(name: str, description: str, pattern: str, flags: int = 0):
    """Decorator: turn ``read(match) -> str`` into a Rule. ``read`` may return the match
    unchanged to decline it (e.g. a date with month 13)."""

    def decorator(read: Callable[[re.Match[str]], str]) -> Rule:
        return Rule(name, description, re.compile(pattern, flags), read)

    return decorator


class Pieces:
    """Texts as lists of pieces, each open (rules may rewrite it) or frozen. A piece belongs
    to one text and a rule never sees past it, so several texts (an SSML document's parts)
    go through a rule at once and each comes out as it would alone; each keeps its own
    changes and size. With a text's ``bound``, a rule that would make it longer than that
    raises OutputTooLong at the match that passes it, as does one that makes them all
    together longer than ``total_bound``; ``peaks`` is the longest each text got after a
    change."""

    def __init__(self, texts: list[str], bounds: list[int | None], total_bound: int | None = None):
        # re.split with one group alternates text, tag, text, tag, ..., text.
        self.items = [
            (piece, i % 2 == 1, k)
            for k, text in enumerate(texts)
            for i, piece in enumerate(TAG.split(text))
        ]
        self.sizes = [len(text) for text in texts]
        self.peaks = list(self.sizes)
        self.bounds, self.total, self.total_bound = bounds, sum(self.sizes), total_bound
        self.failures: Counter[str] = Counter()  # matches each rule failed on

    def texts(self) -> list[str]:
        pieces: list[list[str]] = [[] for _ in self.sizes]
        for piece, _, k in self.items:
            pieces[k].append(piece)
        return ["".join(text) for text in pieces]

    def apply(self, rule: Rule) -> list[list[Change]]:
        """Rewrite every open piece with the rule and return what changed, per text."""
        changes: list[list[Change]] = [[] for _ in self.sizes]
        k = 0  # the text of the piece being rewritten

        def replace(match: re.Match[str]) -> str:
            before = match.group(0)
            try:
                after = rule.read(match)
            except NumberTooLong:
                return before  # the number rules after this one read it digit by digit
            except Exception:
                # A slip in one rule (or in num2words/ICU) must not fail the request:
                # the text stays as written, and the log says where to look: the first
                # failure with its traceback, the rest counted (log_failures), so a text of
                # 700 failing matches writes two lines, not 700 (hostile pass 32, H-2).
                if not self.failures:
                    log.exception("normalizer rule %s failed on %r", rule.name, before)
                self.failures[rule.name] += 1
                return before
            if after != before:
                changes[k].append(Change(rule.name, before, after))
                size = self.sizes[k] = self.sizes[k] + len(after) - len(before)
                self.peaks[k] = max(self.peaks[k], size)
                bound = self.bounds[k]
                if bound is not None and size > bound:
                    # One match may pass the bound by far (5,000 digits read one by one):
                    # the error says the text passed it ("at least"), not by how much.
                    raise OutputTooLong(min(size, bound + 1), bound, rule.name)
                self.total += len(after) - len(before)
                if self.total_bound is not None and self.total > self.total_bound:
                    raise OutputTooLong(self.total, self.total_bound, rule.name)
            return after

        # the same matches, found sooner; a piece without one of the needs has no match
        scan, needs = rule.scan
        if needs and len(self.items) > 1:
            # a need is a set of characters: one that no open piece holds rules the rule
            # out of all of them with one look (an SSML document has dozens of pieces)
            open_text = "".join([piece for piece, frozen, _ in self.items if not frozen])
            if not all(need.search(open_text) for need in needs):
                return changes
        items = []
        for piece, frozen, k in self.items:  # replace() reads k
            if not frozen:
                for need in needs:
                    if not need.search(piece):
                        break
                else:  # every need is in the piece
                    piece = scan.sub(replace, piece)
            items.append((piece, frozen, k))
        self.items = items
        return changes

    def log_failures(self) -> None:
        """One line for the failures after the first, which was logged with its traceback."""
        more = sum(self.failures.values()) - 1
        if more > 0:
            log.error("normalizer rules failed on %d more matches: %s", more, dict(self.failures))

    def freeze(self, rule: Rule) -> None:
        """Leave the rule's matches as written and keep later rules away from them:
        switching ``ko.date`` off must keep "2024년" in digits, not let ``ko.number``
        read it another way."""
        items = []
        for piece, frozen, k in self.items:
            if frozen:
                items.append((piece, True, k))
                continue
            start = 0
            for match in rule.pattern.finditer(piece):
                if match.end() == match.start():
                    continue
                items.append((piece[start : match.start()], False, k))
                items.append((match.group(0), True, k))
                start = match.end()
            items.append((piece[start:], False, k))
        self.items = items


def padded(match: re.Match[str], words: str, letter=str.isalpha) -> str:
    """`words` with a space where it would touch a letter: "MP3" -> "MP three"."""
    text, start, end = match.string, match.start(), match.end()
    if start > 0 and letter(text[start - 1]):
        words = " " + words
    if end < len(text) and letter(text[end]):
        words += " "
    return words


def read_whole(rule_: Rule, text: str) -> str | None:
    """The rule's reading of the whole of ``text`` (stripped), or None when the rule does
    not match all of it: how SSML say-as readers reuse a language's rules."""
    match = rule_.pattern.fullmatch(text.strip())
    if match is None:
        return None
    words = rule_.read(match)
    return None if words == match.group(0) else words
