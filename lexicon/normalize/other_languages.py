"""Rules for the 29 languages other than Korean and English: money, percentages,
decimals and plain numbers, in that order (``<lang>.currency``, ``<lang>.percent``,
``<lang>.decimal``, ``<lang>.number``). Words come from ``numbers.spell``. For the 28 of
them in ``structured.LANGUAGES`` (all but ja), the structured rules (dates, phones, times,
years, ranges, ordinals, units) run first, and the money rules also know £, CHF and ¥.

Parsing follows each language's separators:

- ar, hi, ja write a decimal point: "1,234.5" (hi also groups lakhs: "1,23,456"; ar also
  uses "٫" and "٬").
- The others write a decimal comma: "1.234,5" and "1 234,5" (a space, no-break space,
  narrow no-break space or thin space groups thousands). A dot followed by exactly three
  digits groups thousands ("1.234" is one thousand two hundred thirty-four); any other
  dot is read as a decimal point ("1.5", as people type it).
- A number glued to another by "." or "," ("05.03.2024", "1,2,3") is not a decimal; its
  parts are read one by one.
- Leading zeros: "05" is five; "0301" (three digits or more) is read digit by digit.
"""

import re
from functools import cache

from . import cldr, structured
from .numbers import MINUS, ascii_digits, spell, spell_digits
from .rule import Rule, padded, rule
from .words import (
    COMMON_SIGNS,
    CURRENCY_NOUNS,
    CURRENCY_SIGNS,
    GENDER_FIXES,
    MORE_GENDERS,
    MORE_SIGNS,
    PERCENT_BEFORE_NUMBER,
    PERCENT_NOUNS,
    Noun,
    plural_category,
)

LANGUAGES = (
    "ar bg cs da de el es et fi fr hi hr hu id it ja lt lv nl pl pt ro ru sk sl sv tr uk vi"
).split()
DECIMAL_POINT = {"ar", "hi", "ja"}
_SPACES = " \u00a0\u202f\u2009"
_START = r"(?<!\d)(?<!\d[.,٫٬])"


def _sign(group: str = "sign") -> str:
    """An optional minus that is not a hyphen ("3-5", "COVID-19")."""
    return rf"(?P<{group}>(?<![\w.,)\]])[-−])?"


_SIGN = _sign()


def _number_pattern(lang: str, suffix: str = "", fraction: str = "?") -> str:
    """Groups num{suffix} (the integer as written) and frac{suffix} (the decimals);
    `fraction` is "?" (optional), "" (required) or None (an integer only)."""
    num, frac = f"num{suffix}", f"frac{suffix}"
    if lang == "hi":
        whole, decimals = r"\d{1,3}(?:,\d{2,3})*,\d{3}(?!\d)|\d+", rf"\.(?P<{frac}>\d+)"
    elif lang == "ar":
        whole, decimals = r"\d{1,3}(?:[,٬]\d{3})+(?!\d)|\d+", rf"[.٫](?P<{frac}>\d+)"
    elif lang in DECIMAL_POINT:
        whole, decimals = r"\d{1,3}(?:,\d{3})+(?!\d)|\d+", rf"\.(?P<{frac}>\d+)"
    else:
        whole = rf"\d{{1,3}}(?:[.{_SPACES}]\d{{3}})+(?!\d)|\d+"
        decimals = rf"(?:,|\.(?=\d{{1,2}}(?!\d)|\d{{4}}))(?P<{frac}>\d+)"
    if fraction is None:
        return rf"(?P<{num}>{whole})"
    return rf"(?P<{num}>{whole})(?:{decimals}){fraction}(?![.,٫]?\d)"


def _plain(num: str, frac: str | None) -> str:
    """The written number as spell() wants it: ASCII digits, "." before the decimals."""
    whole = ascii_digits(re.sub(r"[^\d]", "", num))
    return f"{whole}.{ascii_digits(frac)}" if frac else whole


def _words(num: str, frac: str | None, lang: str, sign: str | None = None) -> str:
    plain = _plain(num, frac)
    if not frac and len(plain) > 2 and plain.startswith("0"):
        words = spell_digits(plain, lang)
    else:
        words = spell(plain, lang)
    return f"{MINUS[lang]} {words}" if sign else words


def _count(n: int, noun: Noun, lang: str) -> str:
    """ "2 рубля", "ein Euro": the number agreeing with the noun, the noun with the number."""
    words = spell(str(n), lang)
    for pattern, replacement in GENDER_FIXES.get(lang, {}).get(noun.gender, ()):
        words = pattern.sub(replacement, words)
    return _join(words, noun.form(plural_category(lang, n)), lang)


def _join(words: str, noun: str, lang: str) -> str:
    return f"{words}{noun}" if lang == "ja" else f"{words} {noun}"


def _nouns(lang: str, code: str) -> tuple[Noun, Noun | None]:
    if code in CURRENCY_NOUNS[lang]:
        return CURRENCY_NOUNS[lang][code]
    forms = cldr.currency_forms(lang, code)  # GBP, CHF, JPY: CLDR's names, no hundredths
    gender = MORE_GENDERS[code].get(lang, "")
    return Noun(
        gender=gender, **{k: v for k, v in forms.items() if k in Noun.__annotations__}
    ), None


def _money(lang: str, code: str, num: str, frac: str | None, sign: str | None) -> str:
    major, minor = _nouns(lang, code)
    whole = int(_plain(num, None))
    if frac and minor and len(frac) <= 2:
        hundredths = int(ascii_digits(frac).ljust(2, "0"))
        parts = [_count(whole, major, lang)] if whole or not hundredths else []
        if hundredths:
            parts.append(_count(hundredths, minor, lang))
        words = " ".join(parts)
    elif frac:
        value = float(_plain(num, frac))
        words = _join(_words(num, frac, lang), major.form(plural_category(lang, value)), lang)
    else:
        words = _count(whole, major, lang)
    return f"{MINUS[lang]} {words}" if sign else words


def _alternation(words) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    """The rules of one language, in the order they run."""
    signs = {**COMMON_SIGNS, **CURRENCY_SIGNS.get(lang, {})}
    if lang in structured.LANGUAGES:
        signs = {**MORE_SIGNS, **signs}
    # "2 лв., 5 лв." : the abbreviation's dot goes unless it ends the sentence.
    sign_pattern = (
        rf"(?:{_alternation(signs)})(?:(?:(?<=лв)|(?<=руб)|(?<=грн))\.(?=[,;:)]|\s+[a-zа-яёіїєґ]))?"
    )
    pad = (lambda char: False) if lang == "ja" else str.isalpha

    @rule(
        f"{lang}.currency",
        f"{lang}: money with {' '.join(sorted(set(signs) - {'US$'}))} -> number and currency words",
        rf"{_SIGN}(?P<cur>{sign_pattern})\s?{_number_pattern(lang)}"
        rf"|{_START}{_sign('sign2')}{_number_pattern(lang, '2')}\s?"
        rf"(?P<cur2>{sign_pattern})(?!\w)",
    )
    def currency(match: re.Match) -> str:
        group = match.group
        code = signs[(group("cur") or group("cur2")).rstrip(".")]
        num, frac = (
            (group("num"), group("frac")) if group("cur") else (group("num2"), group("frac2"))
        )
        return padded(match, _money(lang, code, num, frac, group("sign") or group("sign2")), pad)

    noun = PERCENT_NOUNS[lang]
    before = lang in PERCENT_BEFORE_NUMBER
    turkish_prefix = rf"|[%％]\s?{_number_pattern(lang, '2')}" if before else ""

    @rule(
        f"{lang}.percent",
        f"{lang}: percentages, 25% -> number and '{noun.one}'",
        rf"(?=[-−\d%％]){_START}{_SIGN}{_number_pattern(lang)}\s?[%％٪]{turkish_prefix}",
    )
    def percent(match: re.Match) -> str:
        num, frac = match.group("num"), match.group("frac")
        if num is None:
            num, frac = match.group("num2"), match.group("frac2")
        words = _words(num, frac, lang, match.group("sign"))
        if before:
            words = f"{noun.one} {words}"
        elif frac:
            words = _join(words, noun.form(plural_category(lang, float(_plain(num, frac)))), lang)
        else:
            count = _count(int(_plain(num, None)), noun, lang)
            words = f"{MINUS[lang]} {count}" if match.group("sign") else count
        return padded(match, words, pad)

    @rule(
        f"{lang}.decimal",
        f"{lang}: decimals ({'3.14' if lang in DECIMAL_POINT else '3,14'}) -> words",
        rf"(?=[-−\d]){_START}{_SIGN}{_number_pattern(lang, fraction='')}",
    )
    def decimal(match: re.Match) -> str:
        words = _words(match.group("num"), match.group("frac"), lang, match.group("sign"))
        return padded(match, words, pad)

    @rule(
        f"{lang}.number",
        f"{lang}: numbers ({'1,234' if lang in DECIMAL_POINT else '1.234, 1 234'}) -> words",
        # Starts right after a dot too: the parts of "05.03.2024" are read one by one.
        rf"(?=[-−\d])(?<!\d){_SIGN}{_number_pattern(lang, fraction=None)}",
    )
    def number(match: re.Match) -> str:
        return padded(match, _words(match.group("num"), None, lang, match.group("sign")), pad)

    if lang not in structured.LANGUAGES:
        return (currency, percent, decimal, number)
    return (
        *structured.rules_for(lang),
        currency,
        percent,
        *structured.year_rules(lang),
        decimal,
        number,
        *structured.final_rules(lang),
    )
