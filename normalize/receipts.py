"""A receipt's line, "quantity × price = total", in pl ru uk bg cs sk: "2 шт. × 59,90 ₽ =
119,80 ₽" is said "две штуки по пятьдесят девять рублей девяносто копеек, итого сто
девятнадцать рублей восемьдесят копеек" (panel AQ2, issue 31, heard the sign dropped and
"=" left, or "równa się", "sa rovná"). The sign between a quantity and a price is the
distributive "po"/"по" (each piece at that price), the equals sign after it the total's
word ("razem", "итого", "разом", "общо", "celkem", "spolu"); the amounts are left to the
money rules, which read them after "по" as they read any price.

Czech "po" in that sense takes the locative ("po třiceti čtyřech korunách devadesáti
haléřích", ÚJČ, "po" + 6. pád), which the money rule does not say: the price in crowns or
euros is said here with ``czech_cases.declined``. Only where a price follows (a currency
after or before the digits): "40 x 30 cm" is the dimension rule's, "3× denně" the
multiplier's; a quantity without its unit ("2 × 4,99 zł") only before an "=" and a total.
"""

import re

from .czech_cases import declined
from .rule import Rule, rule

LANGS = ("pl", "ru", "uk", "bg", "cs", "sk")
EACH = {"pl": "po", "ru": "по", "uk": "по", "bg": "по", "cs": "po", "sk": "po"}
TOTAL = {"pl": "razem", "ru": "итого", "uk": "разом", "bg": "общо", "cs": "celkem", "sk": "spolu"}
_AFTER = r"(?:zł|PLN|₽|руб\.?|RUB|грн\.?|₴|UAH|лв\.?|BGN|Kč|CZK|€|EUR|\$|USD)(?![^\W\d_])"
_WHOLE = r"\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)|\d{1,6}"


def _amount(k: str) -> str:
    """A price, its groups named ``k`` and w (whole), c (hundredths), cur (currency)."""
    return (
        rf"(?:(?P<{k}w>{_WHOLE})(?:,(?P<{k}c>\d\d))?(?!\d|[.,]\d)\s?(?P<{k}cur>{_AFTER})"
        rf"|[€$]\s?(?:{_WHOLE})(?:[.,]\d\d)?(?!\d|[.,]\d))"
    )


_PATTERN = (
    r"(?=\d)(?<![\w.,/])(?P<q>\d{1,4}(?:[.,]\d{1,3})?)(?:\s?(?P<unit>[^\W\d_]{1,6}\.?))?"
    rf"\s?[×xх]\s?(?P<price>{_amount('p')})"
    rf"(?P<eq>\s=\s(?={_amount('t')}))?"
)
# cs: the locative of the crown and the euro and of their hundredths (one, more).
_CS_LOCATIVE = {
    "Kč": (("koruně", "korunách"), ("haléři", "haléřích"), True),
    "CZK": (("koruně", "korunách"), ("haléři", "haléřích"), True),
    "€": (("euru", "eurech"), ("centu", "centech"), False),
    "EUR": (("euru", "eurech"), ("centu", "centech"), False),
}


def _cs_price(match: re.Match) -> str | None:
    """ "34,90 Kč" after "po" -> "třiceti čtyřech korunách devadesáti haléřích"."""
    forms = _CS_LOCATIVE.get(match.group("pcur") or "")
    if forms is None:
        return None
    (one, many), (cent_one, cent_many), feminine = forms
    whole = int(re.sub(r"\D", "", match.group("pw")))
    cents = int(match.group("pc") or 0)
    said = []
    if whole:
        said += [declined(whole, "loc", feminine), one if whole == 1 else many]
    if cents:
        said += [declined(cents, "loc"), cent_one if cents == 1 else cent_many]
    return " ".join(said) if said else None


def _read(lang: str, match: re.Match) -> str:
    if not match.group("unit") and not match.group("eq"):
        return match.group(0)  # "2 × 4,99 zł" alone may be a sum; a line has its unit
    head = match.group("q") + (f" {match.group('unit')}" if match.group("unit") else "")
    price = (_cs_price(match) if lang == "cs" else None) or match.group("price")
    total = f", {TOTAL[lang]} " if match.group("eq") else ""
    return f"{head} {EACH[lang]} {price}{total}"


def rules_for(lang: str) -> tuple[Rule, ...]:
    """``<lang>.receipt``: "2 шт. × 59,90 ₽ = 119,80 ₽" -> "2 шт. по 59,90 ₽, итого 119,80 ₽"."""
    if lang not in LANGS:
        return ()
    return (
        rule(
            f"{lang}.receipt",
            f"{lang}: a receipt's line, 2 × price = total -> 2 {EACH[lang]} price, "
            f"{TOTAL[lang]} total",
            _PATTERN,
        )(lambda match: _read(lang, match)),
    )
