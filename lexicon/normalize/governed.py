"""Counts after a preposition that governs the genitive, in Polish, Russian and Ukrainian:
"около 15 минут" is "около пятнадцати минут", "до 16%" "до шестнадцати процентов", "ok. 45
minut" "około czterdziestu pięciu minut", "протягом 2-3 днів" "протягом двох-трьох днів".

The prepositions (and the compound ones, "в течение") are typed from the grammars (Русская
грамматика 1980 § 1637; Український правопис 2019; Poradnia PWN, "około, do + dopełniacz"):
CLDR has no such list. The numbers come from the backends' genitive: ICU's
``%spellout-cardinal-<gender>-genitive`` for ru and pl, num2words' ``case="genitive"``
for uk (ICU has no Ukrainian cases). The noun after the count is left as written: a writer
who writes "около 2 часов" wrote it in the genitive already. Units written short ("до 5
км"), money and years are left to their own rules.
"""

import re
import threading
from functools import cache

import icu
from num2words import num2words

from . import cldr, ranges
from .rule import Rule, padded, rule
from .words import Noun

LANGUAGES = ("pl", "ru", "uk")

GENITIVE_PREPOSITIONS = {
    "ru": "около|ок\\.|до|от|свыше|более|менее|больше|меньше|после|без|для|кроме|вместо|"
    "среди|порядка|из|в течение|на протяжении|в размере|в возрасте|не более|не менее",
    "uk": "близько|бл\\.|до|від|після|без|для|крім|замість|серед|більше|менше|більш ніж|"
    "менш ніж|протягом|впродовж|упродовж|із|з-понад|у розмірі|в розмірі|у віці|в віці",
    "pl": "około|ok\\.|do|od|powyżej|poniżej|blisko|spośród|dla|bez|oprócz|"
    "wobec|w ciągu|w wysokości|w wieku|w okresie",
}
# "ponad" (pl) takes the accusative ("ponad pięć"), as does uk "понад": not listed.
# "z"/"с"/"з" also take the instrumental ("z 3 punktami"): only as a span's start, "z 5 do 7".
_TO = {"ru": "до", "uk": "до", "pl": "do"}

PERCENT = {
    "ru": Noun("процента", "процентов"),
    "uk": Noun("відсотка", "відсотків"),
    "pl": Noun("procent", "procent"),
}
# Words after the count that other rules read with it: money, scales, short units.
_LEFT_TO_OTHERS = re.compile(
    r"(?i:руб|₽|грн|₴|zł|zl|pln|rub|uah|eur|usd|€|\$|коп|тыс|тис|млн|млрд|tys|mln|mld|"
    r"год|году|года|г\.|р\.|рік|року|році|rok|roku|r\.)(?!\w)"
    r"|(?i:тысяч|тисяч|tysi|миллион|мільйон|milion|миллиард|мільярд|miliard)"
    r"|[^\w\s.,;:!?)»\"'“”…-]"  # a sign: "до 25 °C", "до 30 €"
)

_per_thread = threading.local()


def _icu(lang: str) -> icu.RuleBasedNumberFormat:
    formats = _per_thread.__dict__.setdefault("formats", {})
    if lang not in formats:
        formats[lang] = icu.RuleBasedNumberFormat(icu.URBNFRuleSetTag.SPELLOUT, icu.Locale(lang))
    return formats[lang]


def genitive(n: int, lang: str, gender: str = "m") -> str:
    """The cardinal ``n`` in the genitive: "пятнадцати", "двох", "czterdziestu pięciu"."""
    if lang == "uk":
        words = num2words(
            n, lang="uk", case="genitive", gender={"f": "feminine"}.get(gender, "masculine")
        )
        return words.replace("тисячи", "тисячі").replace("двохста", "двохсот")
    name = {"f": "feminine", "n": "neuter"}.get(gender, "masculine")
    return _icu(lang).format(n, f"%spellout-cardinal-{name}-genitive")


@cache
def _pattern(lang: str) -> str:
    months = "|".join(re.escape(m) for m in cldr.months(lang))
    count = r"(?P<{0}>\d{{1,6}})"
    clock = r"(?P<h>[01]?\d|2[0-3]):(?P<m>[0-5]\d)(?!\d)"
    return (
        rf"(?<!\w)(?P<prep>(?i:{GENITIVE_PREPOSITIONS[lang]}))\s+(?:{clock}|{count.format('a')}"
        rf"(?:\s?[-–—]\s?{count.format('b')}|\s+(?P<to>{_TO[lang]})\s+{count.format('c')})?)"
        r"(?![\d.,:/-]\d|\d|\s?[-–—]\s?\d|\s\d|-[^\W\d_])"
        rf"(?!\s*(?i:{months})(?!\w))(?P<pct>\s?%)?"
    )


def _feminine_next(lang: str, after: str) -> bool:
    """A count ending in one/two before a feminine noun: "около 21 минуты" (gen. sg.)."""
    word = re.match(r"\s+(\w+)", after)
    return bool(word) and lang != "pl" and word.group(1).endswith(("ы", "и", "і", "ї"))


# Money and units after such a preposition (issue 31): "до 56,40 руб." -> "до пятидесяти
# шести рублей сорока копеек", "od -3 do 5°C" -> "od minus trzech do pięciu stopni
# Celsjusza", "до 3 км" -> "до трёх километров". Each: (gender, genitive singular, genitive
# plural); money also its hundredths. Typed from the grammars (forms of рубль, гривня,
# złoty, километр, градус; Русская грамматика 1980 § 1637).
_GOVERNED_NOUNS = {
    "ru": {"руб": ("m", "рубля", "рублей", ("f", "копейки", "копеек")),
           "₽": ("m", "рубля", "рублей", ("f", "копейки", "копеек")),
           "км": ("m", "километра", "километров", None),
           "°C": ("m", "градуса Цельсия", "градусов Цельсия", None),
           "°": ("m", "градуса", "градусов", None)},
    "uk": {"грн": ("f", "гривні", "гривень", ("f", "копійки", "копійок")),
           "₴": ("f", "гривні", "гривень", ("f", "копійки", "копійок")),
           "км": ("m", "кілометра", "кілометрів", None),
           "°C": ("m", "градуса Цельсія", "градусів Цельсія", None),
           "°": ("m", "градуса", "градусів", None)},
    "pl": {"zł": ("m", "złotego", "złotych", ("m", "grosza", "groszy")),
           "km": ("m", "kilometra", "kilometrów", None),
           "°C": ("m", "stopnia Celsjusza", "stopni Celsjusza", None),
           "°": ("m", "stopnia", "stopni", None)},
}  # fmt: skip
_SIGNS = {
    "ru": {"-": "минус", "−": "минус", "+": "плюс"},
    "uk": {"-": "мінус", "−": "мінус", "+": "плюс"},
    "pl": {"-": "minus", "−": "minus", "+": "plus"},
}


def _governed_count(n: int, lang: str, forms: tuple) -> str:
    gender, one, other = forms[:3]
    single = n == 1 if lang == "pl" else n % 10 == 1 and n % 100 != 11
    return f"{genitive(n, lang, gender)} {one if single else other}"


def _governed_money_or_unit(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    forms = _GOVERNED_NOUNS[lang][g["unit"].rstrip(".")]
    parts = [(g[f"s{i}"], g[f"n{i}"], g[f"f{i}"]) for i in (1, 2) if g[f"n{i}"] is not None]
    if any(frac and (forms[3] is None or len(frac) != 2) for _, _, frac in parts):
        return match.group(0)  # "до 2,5 км": a decimal, for the number rules
    said = []
    for k, (sign, num, frac) in enumerate(parts):
        n, last = int(num), k == len(parts) - 1
        if frac and int(frac):
            words = (
                f"{_governed_count(n, lang, forms)} {_governed_count(int(frac), lang, forms[3])}"
            )
        else:
            words = _governed_count(n, lang, forms) if last else genitive(n, lang, forms[0])
        said.append(f"{_SIGNS[lang][sign]} {words}" if sign else words)
    joint = f" {g['to']} " if g["to"] else " "
    rest = match.string[match.end() :].lstrip()
    end = "." if g["unit"].endswith(".") and (not rest or rest[0].isupper()) else ""
    return padded(match, f"{g['prep']} {joint.join(said)}{end}")


def rules_for(lang: str) -> tuple[Rule, ...]:
    if lang not in LANGUAGES:
        return ()
    units = "|".join(
        re.escape(u) + (r"\.?" if u in ("руб", "грн") else "")
        for u in sorted(_GOVERNED_NOUNS[lang], key=len, reverse=True)
    )
    number = r"(?P<s{0}>[-−+])?(?P<n{0}>\d{{1,6}})(?:,(?P<f{0}>\d{{1,2}}))?"
    money_or_unit = rule(
        f"{lang}.governedunit",
        f"{lang}: money and units after a preposition governing the genitive -> the genitive",
        rf"(?<!\w)(?P<prep>(?i:{GENITIVE_PREPOSITIONS[lang]}))\s+{number.format(1)}"
        rf"(?:\s+(?P<to>{_TO[lang]})\s+{number.format(2)})?\s?(?P<unit>{units})(?!\w)",
    )(lambda match: _governed_money_or_unit(lang, match))

    @rule(
        f"{lang}.governed",
        f"{lang}: a count after a preposition governing the genitive -> the genitive",
        _pattern(lang),
    )
    def governed(match: re.Match) -> str:
        if match.group("h"):  # "до 18:00", "około 18:30": the hour in the genitive
            hour = ranges.hour_from(lang, int(match.group("h")), int(match.group("m")))
            return padded(match, f"{match.group('prep')} {hour}")
        after = match.string[match.end() :]
        if not match.group("pct") and (
            _LEFT_TO_OTHERS.match(after.lstrip()) or re.match(r"\s*\w{1,2}(?!\w)", after)
        ):
            return match.group(0)  # "до 5 км", "до 500 руб.", "до 2025 года"
        gender = "f" if _feminine_next(lang, after) else "m"
        second = match.group("b") or match.group("c")
        numbers = [int(match.group("a")), *([int(second)] if second else [])]
        joint = f" {match.group('to')} " if match.group("c") else "-"
        words = joint.join(genitive(n, lang, gender) for n in numbers)
        if match.group("pct"):
            last = numbers[-1]
            one = lang != "pl" and last % 10 == 1 and last % 100 != 11
            words += " " + (PERCENT[lang].one if one else PERCENT[lang].other)
        return padded(match, f"{match.group('prep')} {words}")

    return (money_or_unit, governed)


# "через 1,2 км": a decimal after a preposition governing the accusative is read "одну
# целую" (the feminine "целая" part in the accusative; Русская грамматика 1980 § 1655).
_ACCUSATIVE_DECIMAL = {
    "ru": (r"(?<!\w)(?P<prep>(?i:через|на|за|про|в|во))\s+одна целая", "одну целую"),
    "uk": (r"(?<!\w)(?P<prep>(?i:через|на|за|про|в|у))\s+одна ціла", "одну цілу"),
}


def late_rules_for(lang: str) -> tuple[Rule, ...]:
    """Rules that run after the number rules have spelled the decimals."""
    if lang not in _ACCUSATIVE_DECIMAL:
        return ()
    pattern, said = _ACCUSATIVE_DECIMAL[lang]

    @rule(f"{lang}.accusative", f"{lang}: 'через одна целая' -> 'через одну целую'", pattern)
    def accusative(match: re.Match) -> str:
        return f"{match.group('prep')} {said}"

    return (accusative,)
