"""A rule is a named regex and a function that says how to read each match.

Rules never see ``<...>`` tags: the text is split into pieces first, and tags (and the
spans of switched-off rules) are frozen pieces that no later rule may touch.
"""

import logging
import re
from collections.abc import Callable
from dataclasses import dataclass

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


def rule(name: str, description: str, pattern: str, flags: int = 0):
    """Decorator: turn ``read(match) -> str`` into a Rule. ``read`` may return the match
    unchanged to decline it (e.g. a date with month 13)."""

    def decorator(read: Callable[[re.Match[str]], str]) -> Rule:
        return Rule(name, description, re.compile(pattern, flags), read)

    return decorator


def starting_with(chars: str, pattern: str) -> str:
    """``pattern`` behind a lookahead for the characters its matches can start with (the
    inside of a character class): the regex engine rules out the other positions at once
    instead of trying every alternative and lookbehind there. The matches are the same."""
    return f"(?=[{chars}])(?:{pattern})"


class Pieces:
    """The text as a list of pieces, each open (rules may rewrite it) or frozen. With
    ``bound``, a rule that would make the text longer than ``bound`` characters raises
    OutputTooLong at the match that passes it."""

    def __init__(self, text: str, bound: int | None = None):
        # re.split with one group alternates text, tag, text, tag, ..., text.
        self.items = [(part, i % 2 == 1) for i, part in enumerate(TAG.split(text))]
        self.size, self.bound = len(text), bound

    def __str__(self) -> str:
        return "".join(part for part, _ in self.items)

    def apply(self, rule: Rule) -> list[Change]:
        """Rewrite every open piece with the rule and return what changed."""
        changes = []

        def replace(match: re.Match[str]) -> str:
            before = match.group(0)
            try:
                after = rule.read(match)
            except Exception:
                # A slip in one rule (or in num2words/ICU) must not fail the request:
                # the text stays as written, and the log says where to look.
                log.exception("normalizer rule %s failed on %r", rule.name, before)
                return before
            if after != before:
                changes.append(Change(rule.name, before, after))
                self.size += len(after) - len(before)
                if self.bound is not None and self.size > self.bound:
                    raise OutputTooLong(self.size, self.bound, rule.name)
            return after

        self.items = [
            (part if frozen else rule.pattern.sub(replace, part), frozen)
            for part, frozen in self.items
        ]
        return changes

    def freeze(self, rule: Rule) -> None:
        """Leave the rule's matches as written and keep later rules away from them:
        switching ``ko.date`` off must keep "2024년" in digits, not let ``ko.number``
        read it another way."""
        items = []
        for part, frozen in self.items:
            if frozen:
                items.append((part, True))
                continue
            start = 0
            for match in rule.pattern.finditer(part):
                if match.end() == match.start():
                    continue
                items.append((part[start : match.start()], False))
                items.append((match.group(0), True))
                start = match.end()
            items.append((part[start:], False))
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
