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
from functools import cache

from num2words import num2words

from . import cldr, ranges, units
from .numbers import spellout_formatter
from .rule import Rule, padded, rule
from .words import Noun
from .written_numbers import NOT_IN_GROUPS

LANGUAGES = ("pl", "ru", "uk")

GENITIVE_PREPOSITIONS = {
    "ru": "около|ок\\.|до|от|свыше|более|менее|больше|меньше|после|без|для|кроме|вместо|"
    "среди|порядка|из|в течение|на протяжении|в размере|в возрасте|не более|не менее|"
    "на уровне|в пределах|в районе|в объ[её]ме|в количестве",
    "uk": "близько|бл\\.|до|від|після|без|для|крім|замість|серед|більше|менше|більш ніж|"
    "менш ніж|протягом|впродовж|упродовж|із|з-понад|у розмірі|в розмірі|у віці|в віці|"
    "на рівні|у межах|в межах|в районі|в обсязі|у кількості|в кількості",
    "pl": "około|ok\\.|do|od|powyżej|poniżej|blisko|spośród|dla|bez|oprócz|"
    "wobec|w ciągu|w wysokości|w wieku|w okresie|na poziomie|w granicach|rzędu|w ilości",
}
# A genitive preposition ending the text before a count ("dla 2 os.": "dla dwóch osób").
GOVERNING = {
    lang: re.compile(rf"(?<!\w)(?i:{words})\s+$") for lang, words in GENITIVE_PREPOSITIONS.items()
}
# "Out of" after a count: "5 GB z 20 GB", "3 ГБ з 25 ГБ" (ru "из" and uk "із" above always
# are). Elsewhere "z"/"з" is "with" and takes the instrumental ("z 3 punktami").
_OUT_OF = {"pl": "z|ze", "uk": "з|зі"}
_AFTER_COUNT = re.compile(r"\d(?:\s?[^\W\d_]{1,3}\.?)?\s*$")
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

# A count as written: "15", or grouped in thousands, "85 000" (space, no-break, thin space).
_NUMBER = NOT_IN_GROUPS + r"\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)|\d{1,6}"
# Scale words written after a count ("ok. 50 tys.", "от 2 млн руб."): the count times
# the scale is one number, said in the genitive ("пятидесяти тысяч").
_SCALES = {
    "ru": ((r"тыс\.?|тысяч[аи]?", 3), (r"млн\.?|миллион(?:а|ов)?", 6),
           (r"млрд\.?|миллиард(?:а|ов)?", 9)),
    "uk": ((r"тис\.?|тисяч[аі]?", 3), (r"млн\.?|мільйон(?:а|ів)?", 6),
           (r"млрд\.?|мільярд(?:а|ів)?", 9)),
    "pl": ((r"tys\.?|tysiąc[ea]?|tysięcy", 3), (r"mln\.?|milion(?:a|y|ów)?", 6),
           (r"mld\.?|miliard(?:a|y|ów)?", 9)),
}  # fmt: skip


def _prepositions(lang: str) -> str:
    return GENITIVE_PREPOSITIONS[lang] + (f"|{_OUT_OF[lang]}" if lang in _OUT_OF else "")


def _misread_out_of(lang: str, match: re.Match) -> bool:
    """ "z"/"з" not after a count is "with" (instrumental), not "out of": left alone."""
    prep = match.group("prep").lower()
    start = match.start("prep")  # a bounded look-back: "5 GB z", "3 z"
    return prep in _OUT_OF.get(lang, "").split("|") and not _AFTER_COUNT.search(
        match.string[max(0, start - 12) : start]
    )


def _int(written: str) -> int:
    return int(re.sub(r"\D", "", written))


_icu = spellout_formatter  # ICU's spell-out rules, one per thread


def genitive(n: int, lang: str, gender: str = "m") -> str:
    """The cardinal ``n`` in the genitive: "пятнадцати", "двох", "czterdziestu pięciu"."""
    if lang == "uk":
        words = num2words(
            n, lang="uk", case="genitive", gender={"f": "feminine"}.get(gender, "masculine")
        )
        words = words.replace("тисячи", "тисячі")
        # "свыше 1 000", "понад 1 500": "тысячи", "тисячі п'ятисот", as said (Pl "tysiąca")
        words = words.removeprefix("однієї ") if words.startswith("однієї тисячі") else words
        # num2words' hundreds: "п'ятиста" is "п'ятисот" ("ста", 100, and "дев'яноста" stay).
        return re.sub(r"(ох|ти|ми)ста(?!\w)", r"\1сот", words)
    name = {"f": "feminine", "n": "neuter"}.get(gender, "masculine")
    words = _icu(lang).format(n, f"%spellout-cardinal-{name}-genitive")
    return words.removeprefix("одной ") if words.startswith("одной тысячи") else words


@cache
def _pattern(lang: str) -> str:
    months = "|".join(re.escape(m) for m in cldr.months(lang))

    def count(name: str) -> str:
        return rf"(?P<{name}>{_NUMBER})"

    clock = r"(?P<h>[01]?\d|2[0-3]):(?P<m>[0-5]\d)(?!\d)"
    return (
        rf"(?<!\w)(?P<prep>(?i:{_prepositions(lang)}))\s+(?:{clock}|{count('a')}"
        rf"(?:\s?[-–—]\s?{count('b')}|\s+(?P<to>{_TO[lang]})\s+{count('c')})?)"
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


# CLDR's plural forms of a unit that are its genitive singular and plural: the fraction
# form ("2,5 километра") and the "many" form ("5 километров").
_GENITIVE_CATEGORIES = ("other", "many")


@cache
def _unit_nouns(lang: str) -> dict[str, tuple]:
    """Every unit symbol the unit rule reads, with its CLDR genitives; the typed ones win."""
    nouns = {}
    for symbol, unit in units.symbols(lang).items():
        if symbol in ("г", "g"):
            continue  # "до 2025 г." is a year, "g" too short to trust after a preposition
        forms = [cldr.unit_pattern(lang, unit, c) for c in _GENITIVE_CATEGORIES]
        if None in forms:
            continue
        one, other = (f.replace("{0}", "").strip() for f in forms)
        feminine = one.endswith(("ы", "и", "y", "i")) and not one.endswith(("ii", "и Цельсия"))
        nouns[symbol] = ("f" if feminine else "m", one, other, None)
    return {**nouns, **_GOVERNED_NOUNS[lang]}


def _governed_count(n: int, lang: str, forms: tuple) -> str:
    gender, one, other = forms[:3]
    single = n == 1 if lang == "pl" else n % 10 == 1 and n % 100 != 11
    return f"{genitive(n, lang, gender)} {one if single else other}"


def _governed_money_or_unit(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    if not (g["unit"] or g["scale"]) or _misread_out_of(lang, match):
        return match.group(0)
    nouns = _unit_nouns(lang)
    unit = g["unit"] and g["unit"].rstrip(".")
    forms = nouns[unit] if unit else ("m", "", "", None)
    if g["scale"]:
        if any(g[f"f{i}"] for i in (1, 2)):
            return match.group(0)  # "до 1,5 млн": a decimal, for the number rules
        power = next(p for w, p in _SCALES[lang] if re.fullmatch(w, g["scale"], re.I))
        said = [
            (f"{_SIGNS[lang][g[f's{i}']]} " if g[f"s{i}"] else "")
            + genitive(_int(g[f"n{i}"]) * 10**power, lang)
            for i in (1, 2)
            if g[f"n{i}"] is not None
        ]
        noun = f" {forms[2]}" if unit else ""  # after a scale the noun is plural
        joint = f" {g['to']} " if g["to"] else " "
        rest = match.string[match.end() :].lstrip()
        dot = (g["unit"] or g["scale"]).endswith(".") and (not rest or rest[0].isupper())
        return padded(match, f"{g['prep']} {joint.join(said)}{noun}{'.' if dot else ''}")
    parts = [(g[f"s{i}"], g[f"n{i}"], g[f"f{i}"]) for i in (1, 2) if g[f"n{i}"] is not None]
    if any(frac and not num.isdigit() for _, num, frac in parts):
        return match.group(0)  # "w wysokości 1 845,32 zł": read as the statement shows it
    if any(frac and (forms[3] is None or len(frac) != 2) for _, _, frac in parts):
        return match.group(0)  # "до 2,5 км": a decimal, for the number rules
    said = []
    for k, (sign, num, frac) in enumerate(parts):
        n, last = _int(num), k == len(parts) - 1
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
    symbols = "|".join(
        re.escape(u) + (r"\.?" if u in ("руб", "грн") else "")
        for u in sorted(_unit_nouns(lang), key=len, reverse=True)
    )
    scales = "|".join(w for w, _ in _SCALES[lang])

    def number(i: int) -> str:
        return rf"(?P<s{i}>[-−+])?(?P<n{i}>{_NUMBER})(?:,(?P<f{i}>\d{{1,2}}))?"

    money_or_unit = rule(
        f"{lang}.governedunit",
        f"{lang}: money and units after a preposition governing the genitive -> the genitive",
        rf"(?<!\w)(?P<prep>(?i:{_prepositions(lang)}))\s+{number(1)}"
        rf"(?:\s+(?P<to>{_TO[lang]})\s+{number(2)})?"
        rf"(?:\s(?P<scale>(?i:{scales}))(?![\w.]))?(?:\s?(?P<unit>{symbols})(?![\w/²³]))?",
    )(lambda match: _governed_money_or_unit(lang, match))

    @rule(
        f"{lang}.governed",
        f"{lang}: a count after a preposition governing the genitive -> the genitive",
        _pattern(lang),
    )
    def governed(match: re.Match) -> str:
        if _misread_out_of(lang, match):
            return match.group(0)
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
        numbers = [_int(match.group("a")), *([_int(second)] if second else [])]
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


# A decimal after a preposition governing the genitive ("до 7,4%", "около 1,5 кг", "do
# 3,5%") is said in the genitive, each number word and the "целая"/"десятая" parts
# (Русская грамматика 1980 § 1655: "до семи целых четырёх десятых"; Український правопис
# 2019 § 106, "до п'яти цілих"; Poradnia PWN: "do trzech przecinek pięć"; panel Q2, issue
# 31, heard the nominative). pl and uk read the fraction with "przecinek"/"кома": the whole
# part is declined, the digits after it are said as they are.
_GENITIVE_WORDS = {
    "ru": dict(pair.split(":") for pair in (
        "ноль:ноля одна:одной один:одного две:двух два:двух три:трёх четыре:четырёх пять:пяти "
        "шесть:шести семь:семи восемь:восьми девять:девяти десять:десяти сорок:сорока "
        "девяносто:девяноста сто:ста целая:целой десятая:десятой сотая:сотой "
        "тысячная:тысячной восемьдесят:восьмидесяти двести:двухсот триста:трёхсот "
        "четыреста:четырёхсот").split()),
    "uk": dict(pair.split(":") for pair in (
        "нуль:нуля один:одного одна:однієї два:двох дві:двох три:трьох чотири:чотирьох "
        "п'ять:п'яти шість:шести сім:семи вісім:восьми дев'ять:дев'яти десять:десяти "
        "сорок:сорока дев'яносто:дев'яноста сто:ста").split()),
    "pl": dict(pair.split(":") for pair in (
        "zero:zera jeden:jednego dwanaście:dwunastu dwa:dwóch trzy:trzech cztery:czterech "
        "pięć:pięciu "
        "sześć:sześciu siedem:siedmiu osiem:ośmiu dziewięć:dziewięciu dziesięć:dziesięciu "
        "dwadzieścia:dwudziestu trzydzieści:trzydziestu czterdzieści:czterdziestu "
        "pięćdziesiąt:pięćdziesięciu sześćdziesiąt:sześćdziesięciu "
        "siedemdziesiąt:siedemdziesięciu osiemdziesiąt:osiemdziesięciu "
        "dziewięćdziesiąt:dziewięćdziesięciu sto:stu").split()),
}  # fmt: skip
# The number words (their beginnings), so that only a number is declined: "Do celu
# pozostało 12,5 km" has "do" and a decimal, but not one after the other.
_NUMBER_STEMS = {
    "ru": "ноль|одн|один|дв|три|четыр|пят|шест|сем|восем|девят|десят|сорок|девяност|сто|тр[её]х"
          "|тысяч",
    "uk": "нуль|одн|один|дв|три|чотир|п'ят|шіст|сім|вісім|дев'ят|десят|сорок|сто|тисяч",
    "pl": "zero|jed|dw|trz|czter|pię|sześ|szes|siedem|osiem|dziewię|dziesię|sto|tysi",
}  # fmt: skip
_DECIMAL_SAID = {
    "ru": r"(?P<num>(?:(?:{s})[а-яё]* ){{1,4}}(?:целых|целая)(?: (?:{s})[а-яё]*){{1,4}} "
          r"(?:десятых|десятая|сотых|сотая|тысячных|тысячная))(?!\w)",
    "uk": r"(?P<num>(?:(?:{s})[а-яієїґ']* ){{1,4}}кома)(?= )",
    "pl": r"(?P<num>(?:(?:{s})[a-ząćęłńóśźż]* ){{1,4}}przecinek)(?= )",
}  # fmt: skip
_DECIMAL_SAID = {lang: p.format(s=_NUMBER_STEMS[lang]) for lang, p in _DECIMAL_SAID.items()}


def _genitive_word(lang: str, word: str) -> str:
    table = _GENITIVE_WORDS[lang]
    if word in table:
        return table[word]
    if lang == "ru" and re.search(r"(?:надцать|дцать|десят)$", word):
        # "одиннадцать" -> "одиннадцати", "пятьдесят" -> "пятидесяти"
        word = re.sub(r"ь(?=десят$)", "и", word)
        return re.sub(r"ь$", "и", word) if word.endswith("ь") else word + "и"
    if lang == "uk" and re.search(r"(?:надцять|дцять|десят)$", word):
        return re.sub(r"ь$", "и", word) if word.endswith("ь") else word + "и"
    if lang == "pl" and word.endswith("naście"):
        return word[: -len("naście")] + "nastu"  # "jedenaście" -> "jedenastu"
    return word


def late_rules_for(lang: str) -> tuple[Rule, ...]:
    """Rules that run after the number rules have spelled the decimals."""
    rules: list[Rule] = []
    if lang in _DECIMAL_SAID:

        @rule(
            f"{lang}.genitivedecimal",
            f"{lang}: a spelled decimal after a genitive preposition, in the genitive "
            "('до семь целых' -> 'до семи целых')",
            rf"(?<!\w)(?P<prep>(?i:{GENITIVE_PREPOSITIONS[lang]}))\s+{_DECIMAL_SAID[lang]}",
        )
        def genitive_decimal(match: re.Match) -> str:
            if lang == "pl" and match.group("num").startswith("jeden "):
                return match.group(0)  # "około 1,5 godz.": "około jeden przecinek pięć", as said
            words = [_genitive_word(lang, w) for w in match.group("num").split()]
            return f"{match.group('prep')} {' '.join(words)}"

        rules.append(genitive_decimal)
    if lang not in _ACCUSATIVE_DECIMAL:
        return tuple(rules)
    pattern, said = _ACCUSATIVE_DECIMAL[lang]

    @rule(f"{lang}.accusative", f"{lang}: 'через одна целая' -> 'через одну целую'", pattern)
    def accusative(match: re.Match) -> str:
        return f"{match.group('prep')} {said}"

    return (*rules, accusative)
