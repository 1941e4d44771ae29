"""Text normalization before synthesis: what a tenant's text should sound like.

Three stages, each reporting its changes (rule name, before, after)::

    from normalize import Entry, Normalizer

    normalizer = Normalizer([Entry("SaaS", "사스")])  # compile once per lexicon version
    result = normalizer("우리 SaaS를 2024년 3월 5일에 소개합니다", "ko")
    result.text       # "우리 사스를 이천이십사 년 삼 월 오 일에 소개합니다"
    print(result.explain())

1. ``lexicon``: the tenant's entries (lexicon.py), longest match, one pass;
2. ``rules``: the language's rules (korean.py, english.py, japanese.py, other_languages.py);
3. ``cleanup``: "&", symbols the model cannot read, whitespace (cleanup.py).

``RULES`` lists every rule name a tenant can switch off. A result longer than the
caller's ``max_chars`` raises ``OutputTooLong`` (the work stops as soon as it passes it).
Plain Python: no Django here.

The rules' modules and their tables (about 60 MB with ICU's number formats) load on the
first use of a name below, not on importing a submodule (``normalize.ssml``): a
web process that only answers remembered answers never loads them.
"""

import importlib

from .result import Change, OutputTooLong, Result, Stage

_LAZY = {
    "Entry": ".lexicon",
    "RULES": ".normalizer",
    "Normalizer": ".normalizer",
    "normalize": ".normalizer",
    "NUMBER_BACKENDS": ".numbers",
}

__all__ = ["Change", "OutputTooLong", "Result", "Stage", *_LAZY]


def __getattr__(name: str):
    if name not in _LAZY:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(_LAZY[name], __name__), name)
    globals()[name] = value
    return value


__all__ = [
    "Change",
    "Entry",
    "NUMBER_BACKENDS",
    "Normalizer",
    "OutputTooLong",
    "RULES",
    "Result",
    "Stage",
    "normalize",
]
