"""A rule's pattern with a look at its first character in front: the same matches, found
sooner (issue 31's speed target).

Python's ``re`` finds a pattern's first character fast only when the pattern starts with a
literal or a set of characters; most rules start with a look behind (``(?<![\\w.,])``) or
``\\b`` and an alternation of dozens of words, which it then tries in full at every
position of the text. :func:`with_first_look` works out, from the parsed pattern, every
character a match may start with, and puts ``(?=[those])`` in front: one test per position
where there were dozens. Only where it is sure: a pattern that may match the empty string,
refers back to a group, or changes a flag other than case inside is left as it is; so is one
``re`` already scans fast (a literal or a set first) and one whose matches may start with
most characters (the look would cost more than it saves). The groups stay the same.
"""

import re
from functools import lru_cache
from re import _constants as C  # noqa: N812
from re import _parser

_ZERO_WIDTH = (C.AT, C.ASSERT, C.ASSERT_NOT)
_REPEATS = (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT)
_CATEGORIES = {
    C.CATEGORY_DIGIT: r"\d",
    C.CATEGORY_NOT_DIGIT: r"\D",
    C.CATEGORY_SPACE: r"\s",
    C.CATEGORY_NOT_SPACE: r"\S",
    C.CATEGORY_WORD: r"\w",
    C.CATEGORY_NOT_WORD: r"\W",
}
# Characters of ordinary text: a look that lets MOST of them through is not worth it.
_SAMPLE = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:;-/%€$()'\"\n"
MOST = 0.6
_GLOBAL_FLAGS = re.compile(r"\A\(\?[aiLmsux]+\)")


class _Unsure(Exception):
    pass


def _item(op, av) -> str:
    if op is C.LITERAL:
        return re.escape(chr(av))
    if op is C.RANGE:
        return f"{re.escape(chr(av[0]))}-{re.escape(chr(av[1]))}"
    if op is C.CATEGORY and av in _CATEGORIES:
        return _CATEGORIES[av]
    raise _Unsure


def _first(seq, flags: int, found: set[tuple[bool, str]]) -> bool:
    """Adds to ``found`` (whether case is ignored, a set's item) each character a match of
    ``seq`` may start with; returns whether ``seq`` may match the empty string."""
    for op, av in seq:
        if op not in _ZERO_WIDTH and not _first_of(op, av, flags, found):
            return False
    return True


def _first_of(op, av, flags: int, found: set[tuple[bool, str]]) -> bool:
    """:func:`_first` for one element of a pattern."""
    folded = bool(flags & re.IGNORECASE)
    if op is C.LITERAL:
        found.add((folded, _item(op, av)))
        return False
    if op is C.IN:
        for item_op, item in av:
            if item_op is C.NEGATE:
                raise _Unsure
            found.add((folded, _item(item_op, item)))
        return False
    if op is C.BRANCH:
        empty = False
        for alternative in av[1]:
            empty |= _first(alternative.data, flags, found)
        return empty
    if op is C.SUBPATTERN:
        _, add, remove, sub = av
        inner = (flags | add) & ~remove
        if (inner ^ flags) & ~re.IGNORECASE:
            raise _Unsure  # another flag than case changes inside
        return _first(sub.data, inner, found)
    if op is C.ATOMIC_GROUP:
        return _first(av.data, flags, found)
    if op in _REPEATS:
        low, _, sub = av
        return _first(sub.data, flags, found) or low == 0
    raise _Unsure  # a back reference, any character, a character but one...


def _prefixed(seq) -> bool:
    """Whether ``re`` finds the pattern's first character itself (a literal or a set), or
    the pattern starts with a look ahead of its own."""
    while seq and seq[0][0] is C.SUBPATTERN:
        seq = seq[0][1][3].data
    if not seq:
        return False
    op, av = seq[0]
    if op is C.ASSERT and av[0] == 1:
        return True  # (?=...): written by hand
    if op is C.BRANCH:
        return all(alt.data and alt.data[0][0] is C.LITERAL for alt in av[1])
    return op in (C.LITERAL, C.IN)


@lru_cache(maxsize=4096)
def with_first_look(pattern: re.Pattern) -> re.Pattern:
    """``pattern`` with a look at its first character in front, or itself (see above)."""
    if pattern.flags & re.VERBOSE:
        return pattern
    try:
        parsed = _parser.parse(pattern.pattern, pattern.flags)
        found: set[tuple[bool, str]] = set()
        if _prefixed(parsed.data) or _first(parsed.data, parsed.state.flags, found):
            return pattern
    except (_Unsure, re.error, RecursionError):
        return pattern
    exact = "".join(sorted(item for folded, item in found if not folded))
    folded = "".join(sorted(item for folded, item in found if folded))
    looks = ([f"[{exact}]"] if exact else []) + ([f"(?i:[{folded}])"] if folded else [])
    # a pattern's leading global flags ("(?i)") are in its flags already, and must lead
    source = _GLOBAL_FLAGS.sub("", pattern.pattern, count=1)
    try:
        look = re.compile(f"(?:{'|'.join(looks)})", pattern.flags)
        fast = re.compile(f"(?={'|'.join(looks)})(?:{source})", pattern.flags)
    except re.error:
        return pattern
    if fast.groups != pattern.groups or fast.groupindex != pattern.groupindex:
        return pattern
    if sum(bool(look.match(char)) for char in _SAMPLE) >= MOST * len(_SAMPLE):
        return pattern
    return fast
