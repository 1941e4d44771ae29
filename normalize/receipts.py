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
multiplier's; a quantity without its unit ("3 × 0,85 zł") is "po" too (panel AX heard the
dimension's "trzy na" before a price).

The other languages say the sign between a quantity and a price as their multiplication
(``<lang>.pricetimes``): fi "2 x 1,20 €" -> "kaksi kertaa 1,20 €", de "zwei mal 1,20 €"
(panel AX3 heard the "x" left in lt lv et fi sl). Where the language counts times
with a multiplicative (Kotus "kaksi kertaa", EKI "kaks korda", LVA "trīs reizes", Fran
"dvakrat", MHSz "kétszer") the count is said so; lt says arithmetic's "kart" (VLKK: "du
kart du"), the others their word for "times" (Duden "mal", Larousse "fois", Priberam
"vezes", Van Dale "keer", DOOM "ori", 표준국어대사전 "곱하기", "かける", "गुणा", "ضرب").
Only before a price, a currency next to its digits: "2 x 1" is a score, "40 x 30 cm" a size.
"""

import re

from .czech_cases import declined
from .rule import Rule, rule
from .symbols import _multiplicative

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
    head = match.group("q") + (f" {match.group('unit')}" if match.group("unit") else "")
    price = (_cs_price(match) if lang == "cs" else None) or match.group("price")
    total = f", {TOTAL[lang]} " if match.group("eq") else ""
    return f"{head} {EACH[lang]} {price}{total}"


# The word for "times" between a quantity and a price, and the languages that say the
# count as a multiplicative instead ("kaksi kertaa", "dvakrat").
TIMES = {
    "de": "mal", "en": "times", "fr": "fois", "es": "por", "it": "per", "pt": "vezes",
    "nl": "keer", "sv": "gånger", "da": "gange", "hr": "puta", "ro": "ori", "el": "επί",
    "tr": "çarpı", "id": "kali", "vi": "nhân", "lt": "kart", "ar": "ضرب", "hi": "गुणा",
    "ko": "곱하기", "ja": "かける",
}  # fmt: skip
MULTIPLICATIVE = ("fi", "et", "lv", "sl", "hu")
_PRICE_AHEAD = (
    r"(?:[$€£¥₩₹₺₫]|Rp\.?|R\$|US\$)\s?\d"
    r"|\d{1,3}(?:[ .,\u00a0\u202f]\d{3})*(?:[.,]\d{1,2})?(?!\d)\s?"
    r"(?:[$€£¥₩₹₺₫]|đ|円|원|(?:EUR|USD|GBP|CHF|SEK|DKK|NOK|PLN|HUF|RON|TRY|TL|Ft|lei|kr|zł"
    r"|Kč|kn|Rp|VND|INR|KRW|JPY|đồng|dinar|ريال|درهم|جنيه|يورو|دولار|रुपये|रु)(?![^\W\d_]))"
)
_TIMES_PATTERN = rf"(?=\d)(?<![\w.,/×])(?P<q>\d{{1,3}})\s?[×xX]\s?(?={_PRICE_AHEAD})"


def _times(lang: str, match: re.Match) -> str:
    count = int(match.group("q"))
    if lang in MULTIPLICATIVE:
        return f"{_multiplicative(count, lang)} "
    return f"{match.group('q')} {TIMES[lang]} "


def rules_for(lang: str) -> tuple[Rule, ...]:
    """``<lang>.receipt``: "2 шт. × 59,90 ₽ = 119,80 ₽" -> "2 шт. по 59,90 ₽, итого 119,80 ₽";
    ``<lang>.pricetimes`` elsewhere: "2 x 1,20 €" -> "2 mal 1,20 €", "kaksi kertaa 1,20 €"."""
    if lang in TIMES or lang in MULTIPLICATIVE:
        return (
            rule(
                f"{lang}.pricetimes",
                f"{lang}: a quantity times a price, 2 x 1,20 € -> "
                f"{_times(lang, re.match(r'(?P<q>2)', '2'))}1,20 €",
                _TIMES_PATTERN,
            )(lambda match: _times(lang, match)),
        )
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
