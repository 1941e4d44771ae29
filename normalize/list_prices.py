"""Prices in a list whose currency is written once, after the last: sv "bröd 34,90, mjölk
17,50, kaffe 54,95 kr", da "rugbrød 22,95, mælk 11,50, kaffe 45,00 kr" (a receipt). Each
earlier price is said as Swedes and Danes say a price, the crowns then the öre or øre
without a word between: "trettiofyra nittio", "toogtyve femoghalvfems" (panel AL4, issue
31, heard "trettiofyra komma nittio"); the last, with its currency, is the currency rule's.
Only where the currency closes the list: a decimal with no currency after stays a decimal.
"""

import re

from .numbers import spell
from .rule import Rule, padded, rule

LANGS = ("sv", "da")
_NUMBER = r"\d{1,5},\d\d(?!\d|,\d)"
_CURRENCY = r"(?:kr\.?|kronor|kroner|SEK|DKK)(?![^\W\d_])"
# The items after a price, each a separator, the item's words and its price, up to the one
# the currency follows.
_LIST_TAIL = re.compile(
    rf"(?:(?:\s*[,;]\s*|\s+(?:och|og|samt|plus)\s+)[^\W\d_][^\d\n.!?:]{{0,30}}?\s{_NUMBER})+"
    rf"\s?{_CURRENCY}"
)
_PRICE = (
    r"(?=\d)(?<![\w.,:/+\-–])(?P<n>\d{1,5}),(?P<c>\d\d)(?!\d|,\d)"
    rf"(?!\s?(?:{_CURRENCY}|%|€|\$|:-))"
)


def _read(lang: str, match: re.Match) -> str:
    if not _LIST_TAIL.match(match.string, match.end()):
        return match.group(0)
    crowns, hundredths = match.group("n"), match.group("c")
    said = spell(crowns, lang)
    if hundredths != "00":
        zero = {"sv": "noll", "da": "nul"}[lang]
        cents = spell(hundredths.lstrip("0"), lang)
        said += f" {zero} {cents}" if hundredths[0] == "0" else f" {cents}"
    return padded(match, said)


def rules_for(lang: str) -> tuple[Rule, ...]:
    """``<lang>.listprice``: "34,90" before a list that ends "54,95 kr" -> "trettiofyra nittio"."""
    if lang not in LANGS:
        return ()
    return (
        rule(
            f"{lang}.listprice",
            f"{lang}: a price in a list whose currency comes after the last (34,90, ... kr) -> "
            "the crowns and the öre",
            _PRICE,
        )(lambda match: _read(lang, match)),
    )
