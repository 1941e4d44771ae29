"""A currency pair as the markets write it, "EUR/USD", said as its two currencies' names:
en "euro dollar", el "ευρώ δολάριο", de "Euro Dollar" (panel AJ4, issue 31, heard "EUR/USD"
left as letters and a slash). Only two codes the language has a curated currency noun for
(``words.CURRENCY_NOUNS``; en: euro, dollar, pound, yen), joined by a slash; other codes
and any other slashed capitals stay as they are. In panel AJ's languages only (de fr es it
pt nl en el ro): vi id pin their pairs as written.
"""

import re

from .rule import Rule, padded, rule
from .words import CURRENCY_NOUNS

_ENGLISH = {"EUR": "euro", "USD": "dollar", "GBP": "pound", "JPY": "yen"}
# The languages panel AJ judged it in; vi id pin "USD/VND", "USD/IDR" kept as written.
LANGS = set("de fr es it pt nl en el ro".split())


def _names(lang: str) -> dict[str, str]:
    if lang == "en":
        return _ENGLISH
    return {code: nouns[0].one for code, nouns in CURRENCY_NOUNS.get(lang, {}).items()}


def rules_for(lang: str) -> tuple[Rule, ...]:
    """``<lang>.currencypair``: "EUR/USD" -> "euro dollar"."""
    if lang not in LANGS:
        return ()
    names = _names(lang)
    codes = "|".join(sorted(c for c in names if re.fullmatch(r"[A-Z]{3}", c)))
    if not codes:
        return ()
    return (
        rule(
            f"{lang}.currencypair",
            f"{lang}: a currency pair (EUR/USD) -> the two currencies' names",
            rf"(?<![\w/])(?P<a>{codes})/(?P<b>{codes})(?![\w/])",
        )(lambda match: _read(names, match)),
    )


def _read(names: dict[str, str], match: re.Match) -> str:
    said = f"{names[match.group('a')]} {names[match.group('b')]}"
    before = match.string[max(0, match.start() - 8) : match.start()].rstrip()
    if not before or before[-1] in ".!?":
        said = said[:1].upper() + said[1:]  # "EUR/USD closed ..." opens the sentence
    return padded(match, said)
