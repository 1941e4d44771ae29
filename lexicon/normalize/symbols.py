"""Signs between numbers that the number rules would otherwise leave as written or drop:

- ``<lang>.version``: "2.4.1", "v5.12.3" -> "zwei Punkt vier Punkt eins" (the language's word
  for the dot, each part a bare number: "eins", not "ein Punkt"). A dotted group is a
  version when a word for "version" (or "v") comes before it, or when it cannot be a date
  or a grouped number: four parts or more not grouped in threes, or three whose last is
  not a year (one or three digits: "2.4.1", "5.12.3"; not "05.03.2024", "1.2.24", "1.234.567").
- ``<lang>.dimensions``: "40 x 30 x 20 cm", "40×30×20" -> "40 mal 30 mal 20 cm" (the word
  people say between the sides: mal, sur, por, per, na, на...). Two numbers with a letter
  x and no length unit after them ("2 x 1") are a score, left to the score rule.
- ``<lang>.perhundred``: "6,8 l/100 km" -> "6,8 Liter auf 100 km".
- ``<lang>.plus``: "+24 °C" -> "plus 24 °C" (плюс, più, más...), and a plus standing alone
  between amounts ("89,99 zł + 12,99 zł"); a phone's "+48" is the phone rule's. It runs
  after the genitive counts ("від -2 до +4 °C" is theirs), before the units.
- ``<lang>.dayrange`` (pl ru uk): the first day of a span of days before a month, "с 5
  по 8 июля", "5–8 июля", "15–18 lipca" -> "с пятого по 8 июля", "od piętnastego do 18
  lipca" (the genitive ordinal; the date rule reads the second after "по", "do").
- ``<lang>.slashcode``: "№ 2025/118", "nr FV/2025/03/118" -> the slash said ("дробь",
  "łamane przez"), only after a number sign, where a slash is part of a reference.

Words typed from the languages' usage (Duden "Punkt", Грамота.ру "дробь" in numbers,
Poradnia PWN "łamane przez"); CLDR has none of them. They run before every number rule.
"""

import re
from functools import cache

from . import cldr
from .numbers import spell
from .ordinals import ordinal
from .rule import Rule, rule

POINT = {
    "de": "Punkt", "fr": "point", "es": "punto", "it": "punto", "pt": "ponto", "pl": "kropka",
    "ru": "точка", "uk": "крапка", "bg": "точка", "nl": "punt", "sv": "punkt", "da": "punkt",
    "cs": "tečka", "sk": "bodka", "hr": "točka", "sl": "pika", "ro": "punct", "hu": "pont",
    "fi": "piste", "et": "punkt", "lt": "taškas", "lv": "punkts", "tr": "nokta", "el": "τελεία",
    "id": "titik", "vi": "chấm",
}  # fmt: skip
TIMES = {
    "de": "mal", "fr": "sur", "es": "por", "it": "per", "pt": "por", "pl": "na", "ru": "на",
    "uk": "на", "bg": "на", "nl": "bij", "sv": "gånger", "da": "gange", "cs": "krát",
    "sk": "krát", "hr": "puta", "sl": "krat", "ro": "pe", "hu": "szor", "fi": "kertaa",
    "et": "korda", "lt": "iš", "lv": "reiz", "tr": "çarpı", "el": "επί", "id": "kali",
    "vi": "nhân",
}  # fmt: skip
LITRES_PER = {
    "de": "Liter auf", "fr": "litres aux", "es": "litros a los", "it": "litri per",
    "pt": "litros por", "pl": "litra na", "ru": "литра на", "uk": "літра на", "nl": "liter per",
    "cs": "litru na", "sk": "litra na",
    "bg": "литра на", "hr": "litara na", "sl": "litra na", "el": "λίτρα ανά", "da": "liter per",
}  # fmt: skip
# Where the hundred kilometres take a case, the whole phrase (VLKK, LVA, Kotus, EKI).
LITRES_PER_HUNDRED = {
    "lt": "litro šimtui kilometrų", "lv": "litri uz simt kilometriem",
    "fi": "litraa sadalla kilometrillä", "et": "liitrit saja kilomeetri kohta",
    # the fresh panels (issue 31): hu ro tr id vi sv
    "hu": "liter száz kilométerenként", "ro": "litri la sută de kilometri",
    "tr": "litre yüz kilometrede", "id": "liter per seratus kilometer",
    "vi": "lít trên một trăm kilômét", "sv": "liter per hundra kilometer",
}  # fmt: skip
# A card's expiry, month/year ("08/27"), in the languages of the sixth panel: the month
# with its zero said ("nul otte", "nula devet"), then the year's two digits as a number.
EXPIRY = ("bg", "hr", "sk", "sl", "lt", "lv", "el", "da", "fi", "et")
SLASH = {
    "de": "Strich", "fr": "barre", "es": "barra", "it": "barra", "pt": "barra",
    "pl": "łamane przez", "ru": "дробь", "uk": "дріб", "cs": "lomeno", "sk": "lomeno",
}  # fmt: skip
# A span of days: "from" and "to" as said before a date (Грамота.ру "с пятого по восьмое
# июля"; Правопис "з п'ятого по восьме"; Poradnia PWN "od piętnastego do osiemnastego").
DAY_SPAN = {"ru": ("с", "по", "с|со"), "uk": ("з", "по", "з|із|від"), "pl": ("od", "do", "od")}
PLUS = {
    "de": "plus", "fr": "plus", "es": "más", "it": "più", "pt": "mais", "pl": "plus",
    "ru": "плюс", "uk": "плюс", "bg": "плюс", "nl": "plus", "sv": "plus", "da": "plus",
    "cs": "plus", "sk": "plus", "hr": "plus", "sl": "plus", "ro": "plus", "fi": "plus",
    "lv": "plus", "lt": "plius", "et": "pluss", "el": "συν",
}  # fmt: skip
# The number signs after which "2025/118" is a reference (abbreviations.NUMBER_SIGNS and
# the words they stand for).
_SIGNS = r"№|(?i:nr\.?|n\.?º|n°|n\.|núm\.|num\.|č\.)|(?i:номер|numer|nummer|número|numero|numéro)"
_VERSION_WORDS = (
    r"(?i:v|ver\.|version\w*|versi[oó]n\w*|versão|wersj\w*|верси\w*|версі\w*|update|build|release)"
    r"|iOS|iPadOS|macOS|watchOS|Android|HarmonyOS"
)


# Systems whose versions people write with two parts ("iOS 17.4", "Android 14.1").
_SYSTEMS = r"iOS|iPadOS|macOS|watchOS|Android|HarmonyOS|Windows"


def _expiry(lang: str) -> Rule:
    """ "Kortet udløber 08/27": a month (01-12, two digits) and a year after it that no month
    can be (13-99), so neither a day/month date nor a fraction."""

    @rule(
        f"{lang}.expiry",
        f"{lang}: card expiry dates, 08/27 -> month and year",
        r"(?<![\w/.,:\-])(?P<m>0[1-9]|1[0-2])/(?P<y>1[3-9]|[2-9]\d)(?![\w/]|[.,]\d)",
    )
    def expiry(match: re.Match) -> str:
        month = match.group("m")
        said = spell(str(int(month)), lang)
        if month.startswith("0"):
            said = f"{spell('0', lang)} {said}"
        return f"{said} {spell(match.group('y'), lang)}"

    return expiry


# What follows the sides of a size: "40 x 30 cm", "1920x1080 px".
_UNIT_AFTER = re.compile(r"\s?(?:mm|cm|dm|m|km|px|in|pt|m²|cm²|мм|см|м|дм)(?!\w)")


def _version_shaped(parts: list[str]) -> bool:
    if len(parts) >= 4:
        return not all(len(p) == 3 for p in parts[1:])
    return len(parts[-1]) in (1, 3) and not all(len(p) == 3 for p in parts[1:])


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    rules = []
    if lang in POINT:
        word = POINT[lang]

        @rule(
            f"{lang}.version",
            f"{lang}: versions, 2.4.1 -> 2 {word} 4 {word} 1",
            r"(?=[\dvV])(?<![\w.,/])(?P<v>[vV]\.?\s?)?(?P<ver>\d{1,4}(?:\.\d{1,4}){1,})"
            r"(?!\w|[.,]\d)",
        )
        def version(match: re.Match) -> str:
            parts = match.group("ver").split(".")
            before = match.string[max(0, match.start() - 40) : match.start()].split()
            named = match.group("v") or (before and re.fullmatch(_VERSION_WORDS, before[-1]))
            # "iOS 17.4": two parts are a version only after a system's name
            if len(parts) == 2 and not (before and re.fullmatch(_SYSTEMS, before[-1])):
                return match.group(0)
            if not named and not _version_shaped(parts):
                return match.group(0)
            return f" {word} ".join(spell(str(int(p)), lang) for p in parts)

        rules.append(version)
    if lang in TIMES:
        by = TIMES[lang]
        number = r"\d{1,5}(?:[.,]\d{1,3})?"

        @rule(
            f"{lang}.dimensions",
            f"{lang}: dimensions, 40 x 30 x 20 cm -> 40 {by} 30 {by} 20 cm",
            rf"(?=\d)(?<![\w.,])(?!0[xX])(?:{number})(?:\s?[x×X]\s?{number})+(?!\d|[.,]\d)",
        )
        def dimensions(match: re.Match) -> str:
            two = len(re.findall(r"[x×X]", match.group(0))) == 1
            unit = _UNIT_AFTER.match(match.string, match.end())
            if two and "×" not in match.group(0) and not unit:
                return match.group(0)  # "2 x 1": a score, for the score rule
            return re.sub(r"\s?[x×X]\s?", f" {by} ", match.group(0))

        rules.append(dimensions)
    if lang in LITRES_PER:
        said = LITRES_PER[lang]
        rules.append(
            rule(
                f"{lang}.perhundred",
                f"{lang}: consumption, 6,8 l/100 km -> 6,8 {said} 100 km",
                r"(?<=\d)\s?(?:[lLлЛ]|lít)\s?/\s?(?=100\s?(?:km|км)\b)",
            )(lambda match: f" {said} ")
        )
    if lang in LITRES_PER_HUNDRED:
        phrase = LITRES_PER_HUNDRED[lang]
        rules.append(
            rule(
                f"{lang}.perhundred",
                f"{lang}: consumption, 6,8 l/100 km -> 6,8 {phrase}",
                r"(?<=\d)\s?(?:[lLлЛ]|lít)\s?/\s?100\s?(?:km|км)\b",
            )(lambda match: f" {phrase}")
        )
    if lang in EXPIRY:
        rules.append(_expiry(lang))
    if lang in DAY_SPAN:
        rules.append(_day_span(lang))
    if lang in SLASH:
        slash = SLASH[lang]

        @rule(
            f"{lang}.slashcode",
            f"{lang}: references with slashes, № 2025/118 -> 2025 {slash} 118",
            r"(?<=\s)(?<![\w.])(?:\w{1,4}/)?\d+(?:/\d+)+(?!\w|/)",
        )
        def slashcode(match: re.Match) -> str:
            before = match.string[max(0, match.start() - 20) : match.start()].rstrip()
            if not re.search(rf"(?:^|[\s(])(?:{_SIGNS})$", before):
                return match.group(0)
            return re.sub(r"\s?/\s?", f" {slash} ", match.group(0))

        rules.append(slashcode)
    return tuple(rules)


@cache
def plus_rules(lang: str) -> tuple[Rule, ...]:
    """``<lang>.plus``: after the genitive counts of ``governed.py`` ("до +4 °C" is theirs),
    before the unit rules."""
    rules = []
    if lang in PLUS:
        plus = PLUS[lang]
        rules.append(
            rule(
                f"{lang}.plus",
                f"{lang}: a plus before a temperature or between amounts, +24 °C -> {plus} 24 °C",
                # "+24 °C", "+4 °C" (not "+48 600 123 456": a phone has no degree sign), and
                # "89,99 zł + 12,99 zł" (a plus standing alone between numbers).
                r"(?<![\w+])\+(?=\d{1,2}(?:[.,]\d)?\s?°)|(?<=\d|[^\W\d_]|[€$£])\s\+(?=\s\d)",
            )(lambda match: f" {plus}" if match.group(0).startswith(" ") else f"{plus} ")
        )
    return tuple(rules)


def _day_span(lang: str) -> Rule:
    said_from, said_to, froms = DAY_SPAN[lang]
    months = "|".join(re.escape(m) for m in cldr.months(lang))

    @rule(
        f"{lang}.dayrange",
        f"{lang}: a span of days before a month, 5–8 -> {said_from} 5th {said_to} 8",
        rf"(?<![\w.,])(?:(?P<from>(?i:{froms}))\s+)?(?P<a>[1-9]|[12]\d|3[01])"
        rf"(?:\s?[–—-]\s?|\s+(?P<to>{said_to})\s+)(?=(?:[1-9]|[12]\d|3[01])\s+(?:{months})(?!\w))",
    )
    def day_span(match: re.Match) -> str:
        if not match.group("from") and match.group("to"):
            return match.group(0)  # "по 8 июля" alone: the date rule's
        first = ordinal(int(match.group("a")), lang, "m-gen")
        if first is None:
            return match.group(0)
        lead = match.group("from") or said_from
        return f"{lead} {first} {said_to} "

    return day_span
