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

import _sre
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


@lru_cache(maxsize=8)  # with_first_look and needed parse the same rule one after the other
def _parse(pattern: re.Pattern):
    return _parser.parse(pattern.pattern, pattern.flags)


@lru_cache(maxsize=4096)
def with_first_look(pattern: re.Pattern) -> re.Pattern:
    """``pattern`` with a look at its first character in front, or itself (see above)."""
    if pattern.flags & re.VERBOSE:
        return pattern
    try:
        parsed = _parse(pattern)
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


# What ordinary text is made of, to tell a rare character (a skip worth checking for) from a
# common one: words, numbers and punctuation in the scripts the rules read most.
_TEXT = (
    "The meeting starts at 10:30 on 5 March 2024 and costs 25 euros, up 3% this year. "
    "Das Treffen beginnt um 10:30 Uhr am 5. März 2024 und kostet 25 Euro, mehr als im Vorjahr. "
    "Встреча начинается в 10:30 5 марта 2024 года и стоит 25 евро, в этом году больше. "
    "one thousand two hundred and thirty-four, twenty-five; nine hundred and ninety-nine"
)
RARE = 0.05  # a needed set is checked for when at most this share of ordinary text is in it
_NEEDS_CHECKED = 3


def _needed_item(op, av, folded: bool) -> str:
    """A set's item as an exact set's item: under IGNORECASE only a caseless one (a digit, a
    sign, a category), which ``re`` itself compares exactly."""
    if folded and op is C.LITERAL and _sre.unicode_iscased(av):
        raise _Unsure
    if folded and op is C.RANGE and any(map(_sre.unicode_iscased, range(av[0], av[1] + 1))):
        raise _Unsure
    return _item(op, av)


def _needs(seq, flags: int) -> list[frozenset[str]]:
    """Sets of characters (as a set's items) a match of ``seq`` has one of each, in its text
    or in what a look ahead or behind of it reads (the same string)."""
    needs = []
    for op, av in seq:
        try:
            needs += _needs_of(op, av, flags)
        except _Unsure:
            pass  # this element needs nothing sure; the others still do
    return needs


def _needs_of(op, av, flags: int) -> list[frozenset[str]]:
    """:func:`_needs` for one element of a pattern."""
    folded = bool(flags & re.IGNORECASE)
    if op is C.LITERAL:
        return [frozenset((_needed_item(op, av, folded),))]
    if op is C.IN:
        if any(item_op is C.NEGATE for item_op, _ in av):
            raise _Unsure
        return [frozenset(_needed_item(item_op, item, folded) for item_op, item in av)]
    if op is C.SUBPATTERN:
        _, add, remove, sub = av
        inner = (flags | add) & ~remove
        if (inner ^ flags) & ~re.IGNORECASE:
            raise _Unsure
        return _needs(sub.data, inner)
    if op is C.ATOMIC_GROUP:
        return _needs(av.data, flags)
    if op in _REPEATS:
        low, _, sub = av
        return _needs(sub.data, flags) if low else []
    if op is C.ASSERT:  # a look ahead or behind reads the same string
        return _needs(av[1].data, flags)
    if op is C.BRANCH:  # one of the alternatives matches: each one's rarest set, together
        union: set[str] = set()
        for alternative in av[1]:
            needs = _needs(alternative.data, flags)
            if not needs:
                raise _Unsure
            union |= min(needs, key=_share)
        return [frozenset(union)]
    raise _Unsure


@lru_cache(maxsize=65536)
def _share(items: frozenset[str]) -> float:
    """The share of ordinary text (:data:`_TEXT`) whose characters are in the set."""
    return len(re.findall(f"[{''.join(sorted(items))}]", _TEXT)) / len(_TEXT)


@lru_cache(maxsize=4096)
def needed(pattern: re.Pattern) -> tuple[re.Pattern, ...]:
    """Sets of characters (each a compiled ``[...]``) a match of ``pattern`` needs one of
    each in the string it searches: a string without one has no match, and ``re`` looks for
    a set's characters far faster than it tries a rule at each position. Only rare sets
    (:data:`RARE`), at most a few; none where unsure."""
    if pattern.flags & re.LOCALE:
        return ()
    try:
        parsed = _parse(pattern)
        needs = _needs(parsed.data, parsed.state.flags)
    except (_Unsure, re.error, RecursionError):
        return ()
    rare = sorted({items for items in needs if _share(items) <= RARE}, key=_share)
    ascii_only = pattern.flags & re.ASCII
    return tuple(
        re.compile(f"[{''.join(sorted(items))}]", ascii_only) for items in rare[:_NEEDS_CHECKED]
    )
