"""CLDR data through Babel, looked up once per language and kept.

Babel's ``Locale.parse`` and its data dictionaries are slow to walk per call (tens of
microseconds each); the normalizer needs them in every date and unit, so each function
here is cached per language and returns plain tuples and dicts.
"""

import re
from functools import cache

from babel import Locale

from .folding import folded

# Month names in the case a date reads them in, where CLDR's "format" names are not it.
# Slovenian CLDR gives the nominative ("marec"); "5. marca" is the genitive (Pravopis 2001).
# Vietnamese CLDR writes "tháng 3"; April is "tháng tư", not "tháng bốn" (Từ điển tiếng Việt).
MONTH_OVERRIDES = {
    "sl": ("januarja februarja marca aprila maja junija julija avgusta septembra oktobra "
           "novembra decembra").split(),
    "vi": [f"tháng {w}" for w in
           "một|hai|ba|tư|năm|sáu|bảy|tám|chín|mười|mười một|mười hai".split("|")],
}  # fmt: skip
# Latvian days name their month in the locative: "5. martā" (LVS, Valsts valodas centrs).
LATVIAN_LOCATIVE = ("janvārī februārī martā aprīlī maijā jūnijā jūlijā augustā septembrī "
                    "oktobrī novembrī decembrī").split()  # fmt: skip


ESTONIAN_ADESSIVE = ("jaanuaril veebruaril märtsil aprillil mail juunil juulil augustil "
                     "septembril oktoobril novembril detsembril").split()  # fmt: skip


@cache
def _locale(lang: str) -> Locale:
    return Locale.parse(lang)


@cache
def month_name(lang: str, month: int) -> str:
    """The month as a date reads it (CLDR "format" wide: genitive in ru, pl, cs ...)."""
    if lang in MONTH_OVERRIDES:
        return MONTH_OVERRIDES[lang][month - 1]
    return _locale(lang).months["format"]["wide"][month]


@cache
def months(lang: str) -> dict[str, int]:
    """Every way CLDR writes each month (wide, abbreviated, format and stand-alone, with or
    without the abbreviation's dot), lower-cased, to its number."""
    names: dict[str, int] = {}
    data = _locale(lang).months
    for context in ("format", "stand-alone"):
        for width in ("wide", "abbreviated"):
            for number, name in data[context][width].items():
                name = name.lower().replace("\u00a0", " ")
                for form in {name, name.rstrip(".")}:
                    if len(form) > 2 and not form[-1].isdigit():
                        names.setdefault(form, number)
    for number in range(1, 13):
        names.setdefault(month_name(lang, number).lower(), number)
    if lang == "et":  # "5. märtsil": the adessive, how Estonian says "on the 5th of"
        names.update({name: number for number, name in enumerate(ESTONIAN_ADESSIVE, 1)})
    if lang == "lv":
        names.update({name: number for number, name in enumerate(LATVIAN_LOCATIVE, 1)})
    return names


@cache
def month_keys(lang: str) -> dict[str, int]:
    """``months`` keyed by ``folding.fold``: what a case-insensitive month pattern matched."""
    return folded(months(lang))


@cache
def month_pattern(lang: str) -> str:
    """A regex alternation of the month names, longest first (case-insensitive group)."""
    names = sorted(months(lang), key=len, reverse=True)
    return "(?i:" + "|".join(re.escape(name) for name in names) + ")"


@cache
def date_order(lang: str) -> str:
    """ "dmy" or "ymd": the order CLDR's short date pattern writes the parts in."""
    pattern = _locale(lang).date_formats["short"].pattern
    return "ymd" if pattern.lstrip("'‏").startswith("y") else "dmy"


# Misspellings in CLDR's unit patterns: sl "{0} militrov" (panel X3, issue 31).
UNIT_TYPOS = {("sl", "volume-milliliter"): ("militr", "mililitr")}


@cache
def unit_pattern(lang: str, unit: str, category: str) -> str | None:
    """CLDR's long pattern for a unit and plural category ("{0} километров"), or None."""
    patterns = _locale(lang)._data["unit_patterns"].get(unit, {}).get("long", {})
    pattern = patterns.get(category) or patterns.get("other")
    if pattern and (lang, unit) in UNIT_TYPOS:
        pattern = pattern.replace(*UNIT_TYPOS[lang, unit])
    return pattern.replace("\u00a0", " ") if pattern else None


@cache
def unit_per_pattern(lang: str, unit: str) -> str | None:
    """CLDR's long "per" pattern of a unit ("{0} pro Kilometer"), or None."""
    pattern = _locale(lang)._data["unit_patterns"].get(unit, {}).get("long", {}).get("per")
    return pattern.replace("\u00a0", " ") if pattern else None


@cache
def months_standalone(lang: str, month: int) -> str:
    """The month on its own ("März 2024", ru "март"): CLDR's stand-alone wide name."""
    if lang == "vi":
        return MONTH_OVERRIDES["vi"][month - 1]
    return _locale(lang).months["stand-alone"]["wide"][month]


@cache
def currency_forms(lang: str, code: str) -> dict[str, str]:
    """CLDR's name of a currency for each plural category ("one", "few", "other" ...)."""
    locale = _locale(lang)
    names = dict(locale._data["currency_names_plural"].get(code, {}))
    singular = locale.currencies.get(code)
    names.setdefault("one", names.get("other") or singular or code)
    return names


@cache
def compact_scales(lang: str) -> dict[str, dict[str, str]]:
    """CLDR's short compact forms of a million and a billion ("mrd.", "mljrd.", "mld") to
    their long names per plural category ({"one": "miljardi", "other": "miljardia"}); each
    short form also without its dot, as people write it ("mld" in et, "mrd" in fi)."""
    data = _locale(lang).compact_decimal_formats
    scales: dict[str, dict[str, str]] = {}
    for power in ("1000000", "1000000000"):
        long = {
            category: patterns[power].pattern.replace("0", "").strip()
            for category, patterns in data["long"].items()
            if power in patterns
        }
        for patterns in data["short"].values():
            if power not in patterns:
                continue
            short = patterns[power].pattern.replace("'", "").replace("0", "").strip()
            if short and long:
                for form in {short, short.rstrip(".")}:
                    if len(form) > 1:
                        scales.setdefault(form, long)
    return scales
