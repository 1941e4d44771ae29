"""The key a reader looks a matched word up by: the letters ``re`` matches without case
taken as one, so every spelling a case-insensitive pattern matches finds its table entry.

``re.IGNORECASE`` compares each letter's simple lower case and a few more equivalences
(``re._casefix``: ı ~ i, ſ ~ s, ϐ ~ β, ς ~ σ, µ ~ μ, ...), more than ``str.lower()``
maps: "Maı", "márciuſ", Turkish "KASIM" (ı's capital is I) match a month's pattern, and
their ``.lower()`` is in no table (hostile pass 32, H-2). Tables are keyed by ``fold``.
"""

from collections.abc import Mapping
from re import _casefix  # CPython's own table of the equivalences re adds
from typing import TypeVar

V = TypeVar("V")


def _plain(letters: set[str]) -> str:
    """The plain spelling of letters re takes as one: the one that is its own capital's
    lower case (i of i ı, σ of σ ς, μ of µ μ), else the first."""
    plain = [c for c in letters if c.upper().lower() == c]
    return min(plain) if len(plain) == 1 else min(letters)


def _equivalences() -> dict[int, str]:
    folds = {}
    for lower, others in _casefix._EXTRA_CASES.items():
        letters = {chr(lower), *map(chr, others)}
        for letter in letters:
            if letter != _plain(letters):
                folds[ord(letter)] = _plain(letters)
    return folds


# re lowers each letter alone ("İ" is "i"); str.lower() gives some two letters ("i̇")
_ONE_LETTER = {
    ord(c): c.lower()[0] for c in map(chr, range(0x10000)) if len(c.lower()) > 1
}  # fmt: skip
_EQUIVALENT = _equivalences()


def fold(text: str) -> str:
    """``text`` lower-cased as ``re.IGNORECASE`` compares it: "Maı", "MAI", "maı" -> "mai"."""
    return text.translate(_ONE_LETTER).lower().translate(_EQUIVALENT)


def folded(table: Mapping[str, V]) -> dict[str, V]:
    """``table`` keyed by ``fold`` of its keys, for lookups of ``fold(match.group(...))``."""
    return {fold(key): value for key, value in table.items()}
