"""SSML ``<say-as>``: a part of the text read as the tag says, in the part's language.

``read(interpret_as, text, lang, format=None, detail=None)`` returns the words to say, or
None when this language has no reading for that kind (the caller then gives the text to
the language's ordinary rules, and reports the tag as not applied).

Kinds (SSML 1.1 and the vendors' common values): cardinal, ordinal, digits, characters,
date, time, telephone, currency. Each language may register its own readers in
``READERS[lang]`` (a dict kind -> function(text, format, detail) -> str | None); the
generic readers below serve what no language overrides. Plain Python: no Django here.
"""

import logging
from collections.abc import Callable

from .numbers import NUMBER_BACKENDS, ascii_digits, spell, spell_digits

log = logging.getLogger(__name__)

Reader = Callable[[str, str | None, str | None], str | None]

# The longest text a say-as reads; a longer one is said as written, by the language's
# ordinary rules (bounded as plain text is). Readers call int(), which refuses past 4,300
# digits, and no number, date, time or telephone number is this long.
MAX_CHARS = 200

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
    """The words for ``text`` read as ``interpret_as`` in ``lang``, or None (not handled:
    an unknown kind, a text over MAX_CHARS, or one the reader cannot read)."""
    kind = kind_of(interpret_as)
    if kind is None or len(text) > MAX_CHARS:
        return None
    try:
        return _read(kind, text, lang, format, detail)
    except Exception:
        # As a rule's slip (rule.py): the text is said as written, and the log says where.
        log.exception("say-as %s failed on %r in %s", kind, text, lang)
        return None


def _read(kind: str, text: str, lang: str, format: str | None, detail: str | None) -> str | None:
    own = READERS.get(lang, {}).get(kind)
    if own is not None:
        words = own(text, format, detail)
        if words is not None:
            return words
    generic = GENERIC.get(kind)
    if lang not in NUMBER_BACKENDS:
        return None  # "na", the unknown language, has no number words: said as written
    return generic(text, lang) if generic else None
