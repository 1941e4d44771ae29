"""SSML ``<say-as>``: a part of the text read as the tag says, in the part's language.

``read(interpret_as, text, lang, format=None, detail=None)`` returns the words to say, or
None when this language has no reading for that kind (the caller then gives the text to
the language's ordinary rules, and reports the tag as not applied).

Kinds (SSML 1.1 and the vendors' common values): cardinal, ordinal, digits, characters,
date, time, telephone, currency. Each language may register its own readers in
``READERS[lang]`` (a dict kind -> function(text, format, detail) -> str | None); the
generic readers below serve what no language overrides. Plain Python: no Django here.
"""

from collections.abc import Callable

from .numbers import ascii_digits, spell, spell_digits

Reader = Callable[[str, str | None, str | None], str | None]

KINDS = ("cardinal", "ordinal", "digits", "characters", "date", "time", "telephone", "currency")
# The names vendors use for the same kinds (Polly, Azure, Google).
ALIASES = {
    "number": "cardinal",
    "spell-out": "characters",
    "verbatim": "characters",
    "telephone-number": "telephone",
    "phone": "telephone",
}

READERS: dict[str, dict[str, Reader]] = {}


def register(lang: str, kind: str, reader: Reader) -> None:
    """Give ``lang`` its own reader for ``kind`` (language modules call this at import)."""
    if kind not in KINDS:
        raise ValueError(f"unknown say-as kind {kind!r}")
    READERS.setdefault(lang, {})[kind] = reader


def register_all(lang: str, readers: dict[str, Reader]) -> None:
    """Give ``lang`` its own readers, by kind."""
    for kind, reader in readers.items():
        register(lang, kind, reader)


def kind_of(interpret_as: str) -> str | None:
    """The kind an ``interpret-as`` value names, or None when we do not know it."""
    value = interpret_as.strip().lower()
    value = ALIASES.get(value, value)
    return value if value in KINDS else None


def _cardinal(text: str, lang: str) -> str | None:
    digits = ascii_digits(text.strip()).replace(",", "").replace(" ", "")
    return spell(digits, lang) if digits.isdigit() else None


def _digits(text: str, lang: str) -> str | None:
    digits = ascii_digits(text.strip())
    return spell_digits(digits, lang) if digits.isdigit() else None


def _characters(text: str, lang: str) -> str | None:
    letters = [c for c in text if not c.isspace()]
    if not letters:
        return None
    return " ".join(spell_digits(c, lang) if c.isdigit() else c for c in letters)


GENERIC: dict[str, Callable[[str, str], str | None]] = {
    "cardinal": _cardinal,
    "digits": _digits,
    "characters": _characters,
}


def read(
    interpret_as: str, text: str, lang: str, format: str | None = None, detail: str | None = None
) -> str | None:
    """The words for ``text`` read as ``interpret_as`` in ``lang``, or None (not handled)."""
    kind = kind_of(interpret_as)
    if kind is None:
        return None
    own = READERS.get(lang, {}).get(kind)
    if own is not None:
        words = own(text, format, detail)
        if words is not None:
            return words
    generic = GENERIC.get(kind)
    return generic(text, lang) if generic else None
