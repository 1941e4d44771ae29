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
from .numbers import ICU_LARGEST, NumberTooLong, spell, spellout_formatter, whole
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
    "wobec|w ciągu|w wysokości|w wieku|w okresie|na poziomie|w granicach|rzędu|w ilości|"
    # a stretch's measure, "w promieniu 30 km": the noun's genitive (Poradnia PWN; panel AH2
    # heard "na odcinku dwanaście kilometrów", which earlier panels pinned as read: left)
    "na długości|na dystansie|na przestrzeni|w promieniu|na głębokości",
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
# pl prepositions of a period or an age, after which a span is said "od ... do ...".
_SPAN_AFTER = {"pl": re.compile(r"(?i:w ciągu|w okresie|w wieku|w granicach|w dniach)$")}
# pl words of a period that govern only a span ("w dniach 3–5 dni roboczych": "od trzech do
# pięciu", panel AJ2 heard "trzy-pięć"); a lone count or a date after them is not theirs
_SPAN_ONLY = {"pl": "w dniach"}
_NO = re.compile(r"(?!)")

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


# pl "zamiast" + the genitive (Poradnia PWN), "1 299 zł zamiast 1 599 zł": "zamiast tysiąca
# pięciuset dziewięćdziesięciu dziewięciu złotych" (panel AL2 heard "zamiast tysiąc …"). Only
# a thousand or more, which is a noun and declines: below it the undeclined count a panel
# pinned as said ("zamiast dwieście pięćdziesiąt siedem złotych", panel V2) stays.
_THOUSANDS_ONLY = {"pl": "zamiast"}


def _prepositions(lang: str) -> str:
    more = [_OUT_OF.get(lang), _THOUSANDS_ONLY.get(lang)]
    return "|".join([GENITIVE_PREPOSITIONS[lang], *filter(None, more)])


def _under_a_thousand(lang: str, match: re.Match, first: str) -> bool:
    """ "zamiast 257 zł": a preposition that governs only a thousand or more, before less."""
    if match.group("prep").lower() not in _THOUSANDS_ONLY.get(lang, "").split("|"):
        return False
    return not match.group(first) or _int(match.group(first)) < 1000


def _misread_out_of(lang: str, match: re.Match) -> bool:
    """ "z"/"з" not after a count is "with" (instrumental), not "out of": left alone."""
    prep = match.group("prep").lower()
    start = match.start("prep")  # a bounded look-back: "5 GB z", "3 z"
    if prep not in _OUT_OF.get(lang, "").split("|"):
        return False
    if _AFTER_COUNT.search(match.string[max(0, start - 12) : start]):
        return False
    # "11 балів з 12", "8 punktów z 10.": a counted noun, then the total ending the clause
    # (panel AK2 heard "з дванадцять"); "2 дні з 3 друзями" stays "with"
    return not (
        _COUNT_AND_NOUN.search(match.string[max(0, start - 20) : start])
        and _CLAUSE_END.match(match.string, match.end())
    )


_COUNT_AND_NOUN = re.compile(r"\d\s[^\W\d_]{1,12}\s*$")
_CLAUSE_END = re.compile(r"\s*(?:[.,;:!?)]|$)")


def _int(written: str) -> int:
    return whole(re.sub(r"\D", "", written))  # NumberTooLong past what int() reads


_icu = spellout_formatter  # ICU's spell-out rules, one per thread


def genitive(n: int, lang: str, gender: str = "m") -> str:
    """The cardinal ``n`` in the genitive: "пятнадцати", "двох", "czterdziestu pięciu"."""
    if abs(n) > ICU_LARGEST:  # past ICU's int64, and num2words' named powers (a KeyError)
        raise NumberTooLong(f"{len(str(abs(n)))} digits")
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

    # pl "do godz. 18:00": the word for hour between, in the genitive too (panel S2)
    hour_word = r"(?:(?P<hw>godz\.|godziny)\s+)?" if lang == "pl" else ""
    # pl "do 21.00": a clock written with a dot too (Wielki słownik ortograficzny PWN, "zapis
    # godzin"; panel AD2 heard "do dwudziestu jednego przecinek zero zero"), minutes no month
    # can be ("do 5.12" is a date) and no amount after ("do 21.00 zł")
    colon = (
        r"(?::|\.(?=(?:00|1[3-9]|[2-5]\d)(?![\d.,]\d)(?!\s?(?:%|€|\$|(?i:zł|proc\w*|złot\w*|pln|eur\w*|usd)"
        r"(?!\w)))))"
        if lang == "pl"
        else ":"
    )
    clock = rf"{hour_word}(?P<h>[01]?\d|2[0-3]){colon}(?P<m>[0-5]\d)(?!\d)"
    span_only = f"|{_SPAN_ONLY[lang]}" if lang in _SPAN_ONLY else ""
    return (
        rf"(?<!\w)(?P<prep>(?i:{_prepositions(lang)}{span_only}))\s+(?:{clock}|(?P<sa>[-−+])?{count('a')}"
        rf"(?:\s?[-–—]\s?{count('b')}|\s+(?P<to>{_TO[lang]})\s+(?P<sc>[-−+])?{count('c')})?)"
        r"(?![\d.,:/-]\d|\d|\s?[-–—]\s?\d|\s\d|-[^\W\d_])"
        # "do 10. dnia": a dot and a lower-case word after is an ordinal, the ordinal rule's
        r"(?!\.\s+[^\W\d_A-ZА-ЯЁІЇЄҐ])"
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
        per = units.rate_per_second(lang, symbol) or "{0}"  # "мегабит в секунду"
        one, other = (per.replace("{0}", f.replace("{0}", "")).strip() for f in forms)
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
    if _under_a_thousand(lang, match, "n1"):
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
    if any(frac and (forms[3] is None or len(frac) > 2) for _, _, frac in parts):
        return match.group(0)  # "до 2,5 км": a decimal, for the number rules
    said = []
    for k, (sign, num, frac) in enumerate(parts):
        n, last = _int(num), k == len(parts) - 1
        # "до 82,5 руб.": the money's tenths are its hundredths, "пятидесяти копеек", as the
        # currency rule reads them (a fresh panel AF2, issue 31, heard "до восемьдесят два")
        frac = frac and frac.ljust(2, "0")
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


# pl "1,5 mln osób", "2,5 mld zł": a half before a scale word is said "półtora", "dwa i pół"
# (Poradnia PWN, "półtora miliona"; panel AJ2 heard "jeden przecinek pięć miliona"), in the
# genitive after a preposition that governs it ("około dwóch i pół miliona").
_PL_HALF_SCALE = re.compile(
    r"(?<![\d.,])(?P<n>\d{1,3}),5(?=\s(?:milion|miliard|tysiąc|tysięc|tysiąca)\w*(?!\w))"
)


@rule(
    "pl.halfscale",
    "pl: a half before a scale word, 1,5 mln -> półtora miliona, 2,5 mld -> dwa i pół miliarda",
    _PL_HALF_SCALE.pattern,
)
def half_scale(match: re.Match) -> str:
    n = int(match.group("n"))
    governed = GOVERNING["pl"].search(match.string, max(0, match.start() - 20), match.start())
    if n == 1:
        return "półtora"
    return f"{genitive(n, 'pl') if governed else spell(str(n), 'pl')} i pół"


_PRICE_OF = {"uk": "ціна|вартість", "ru": "цена|стоимость", "pl": "cena|koszt"}


def _price_of_one(lang: str, match: re.Match) -> str:
    gender, one = _unit_nouns(lang)[match.group("unit")][:2]
    return f"{match.group('prep')} {genitive(1, lang, gender)} {one}"


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
        if _misread_out_of(lang, match) or _under_a_thousand(lang, match, "a"):
            return match.group(0)
        if match.group("prep").lower() in _SPAN_ONLY.get(lang, "").split("|") and not (
            match.group("b") and not match.group("sa")
        ):
            return match.group(0)  # "w dniach 12 i 13": not a span of counts
        if match.group("h"):  # "до 18:00", "około 18:30": the hour in the genitive
            hour = ranges.hour_from(lang, int(match.group("h")), int(match.group("m")))
            hour_word = "godziny " if match.groupdict().get("hw") else ""
            return padded(match, f"{match.group('prep')} {hour_word}{hour}")
        after = match.string[match.end() :]
        if not match.group("pct") and (
            _LEFT_TO_OTHERS.match(after.lstrip()) or re.match(r"\s*\w{1,2}(?!\w)", after)
        ):
            return match.group(0)  # "до 5 км", "до 500 руб.", "до 2025 года"
        gender = "f" if _feminine_next(lang, after) else "m"
        second = match.group("b") or match.group("c")
        numbers = [_int(match.group("a")), *([_int(second)] if second else [])]
        joint = f" {match.group('to')} " if match.group("c") else "-"
        # a sign before a count ("до -18 градусов"): the count in the genitive after it,
        # "до минус восемнадцати", "do minus dwunastu" (Русская грамматика 1980 § 1637)
        signs = [match.group("sa"), *([match.group("sc")] if second else [])]
        if any(signs) and match.group("b"):
            return match.group(0)  # "до -5-7": not a span to guess at
        words = joint.join(
            (f"{_SIGNS[lang][sign]} " if sign else "") + genitive(n, lang, gender)
            for sign, n in zip(signs, numbers, strict=True)
        )
        if (
            second
            and not match.group("c")
            and _SPAN_AFTER.get(lang, _NO).match(match.group("prep"))
        ):
            # "w ciągu 3-5 dni": "w ciągu od trzech do pięciu dni" (panel T2 heard the pause of
            # "trzech-pięciu" as unnatural after a preposition of a period)
            words = "od {} do {}".format(*(genitive(n, lang, gender) for n in numbers))
        if match.group("pct"):
            last = numbers[-1]
            one = lang != "pl" and last % 10 == 1 and last % 100 != 11
            words += " " + (PERCENT[lang].one if one else PERCENT[lang].other)
        return padded(match, f"{match.group('prep')} {words}")

    # "Ціна 1 м²", "Цена 1 кг", "Cena 1 m²": the price of one unit, its genitive ("ціна
    # одного квадратного метра"; panel AK2 heard "Ціна один квадратний метр"). Only one and
    # only a measure: "Ціна 35 000 грн" is the price itself.
    measures = "|".join(
        re.escape(u)
        for u in sorted(units.symbols(lang), key=len, reverse=True)
        if u in _unit_nouns(lang)
    )
    price_of_one = rule(
        f"{lang}.priceofone",
        f"{lang}: one unit after the word for price (Ціна 1 м²) -> the genitive",
        rf"(?<!\w)(?P<prep>(?i:{_PRICE_OF[lang]}))\s+1\s?(?P<unit>{measures})(?![\w/²³])",
    )(lambda match: padded(match, _price_of_one(lang, match)))
    age_span = rule(
        f"{lang}.agespan",
        f"{lang}: a span of years or months of age (6-12 lat) -> from ... to, in the genitive",
        _AGE_SPAN[lang],
    )(lambda match: _read_age_span(lang, match))
    if lang == "pl":
        return (half_scale, price_of_one, money_or_unit, governed, age_span)
    from_hour = rule(
        f"{lang}.fromhour",
        f"{lang}: a clock time after с/з (from) with no end -> the hour in the genitive "
        "(посадка с 06:35 -> с шести тридцать пять)",
        rf"(?<!\w)(?P<prep>{_FROM_HOUR[lang]})\s+(?P<h>[01]?\d|2[0-3]):(?P<m>[0-5]\d)"
        r"(?![\d:]|[.,]\d)(?!\s?[-–—]\s?\d|\s+(?:до|по)\s)",
    )(lambda match: _from_hour(lang, match))
    if lang != "ru":
        return (price_of_one, money_or_unit, governed, from_hour, age_span)

    @rule(
        "ru.towardshour",
        "ru: a clock time after к (by) -> the dative (к 17:00 -> к семнадцати)",
        r"(?<!\w)(?P<prep>(?i:к|ко))\s+(?P<h>[01]?\d|2[0-3]):(?P<m>[0-5]\d)(?![\d:])",
    )
    def towards_hour(match: re.Match) -> str:
        # "к 17:00" is "к семнадцати", as "до 17:00" is "до семнадцати"; "к 9:30" "к девяти
        # тридцати" (Русская грамматика 1980 § 1637, к + дательный; panel S2)
        h, m = int(match.group("h")), int(match.group("m"))
        said = [_ru_dative(h) if h else "нулю"]
        if m:
            said += (["ноль"] if m < 10 else []) + [_ru_dative(m)]
        return padded(match, f"{match.group('prep')} {' '.join(said)}")

    return (price_of_one, money_or_unit, governed, towards_hour, from_hour, age_span)


# "посадка с 06:35", "прийом з 8:30": a clock time after "from" with no "to" after is the
# span's start, said as the span says it ("с шести тридцать пять", "з восьмої тридцять";
# Русская грамматика 1980 § 1637, с + родительный; panel AU2 heard "с шесть тридцать
# пять"). The minutes stay as the spans and "до 13:05" (pinned) say them.
_FROM_HOUR = {"ru": "[Сс]|[Сс]о", "uk": "[Зз]|[Зз]і|[Ii]з"}


def _from_hour(lang: str, match: re.Match) -> str:
    hour = ranges.hour_from(lang, int(match.group("h")), int(match.group("m")))
    return padded(match, f"{match.group('prep')} {hour}") if hour else match.group(0)


# "dzieci 6-12 lat", "детям 6–12 лет", "дітям 2–6 років": a span of ages (the noun already
# in the genitive plural: years, months) is said "od sześciu do dwunastu lat", "от шести до
# двенадцати лет", "від двох до шести років" (Poradnia PWN, "od ... do"; Грамота.ру,
# "от ... до"; panel V2, issue 31, heard the pause of "sześć-dwanaście"). Other spans keep
# the pause ("2-3 dni", "пять-семь дней": an approximate count, as said).
# pl a span of minutes, seconds or hours written in the genitive plural too ("Czas
# oczekiwania 25–30 minut" -> "od dwudziestu pięciu do trzydziestu minut"; panel AI heard
# the pause unnatural), unless a preposition stands before it ("przez 35–40 minut" keeps
# the pause the panels pinned: "przez od ..." is no Polish).
_AGE_NOUNS = {"pl": "lat|miesięcy|tygodni|minut|sekund|godzin", "ru": "лет|месяцев|недель",
              "uk": "років|місяців|тижнів"}  # fmt: skip
_AGE_SPAN = {
    lang: rf"(?<![\w.,:/+−-])(?P<a>\d{{1,2}})\s?[-–—]\s?(?P<b>\d{{1,3}})"
    rf"(?=\s+(?:{nouns})(?!\w))"
    for lang, nouns in _AGE_NOUNS.items()
}
_FROM = {"pl": "od", "ru": "от", "uk": "від"}
_PL_SPAN_NOUNS = {"minut", "sekund", "godzin"}
_PL_PREPOSITIONS = {"przez", "za", "po", "na", "w", "we", "o", "co", "około", "ok.", "do", "od",
                    "z", "ze", "przed", "ponad", "poniżej", "powyżej", "między", "pomiędzy",
                    "niż", "koło", "dla", "u", "wciągu", "ciągu"}  # fmt: skip


def _read_age_span(lang: str, match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    if a >= b:
        return match.group(0)
    noun = match.string[match.end() : match.end() + 12].split()[:1]
    if lang == "pl" and noun and noun[0].strip(".,;:!?") in _PL_SPAN_NOUNS:
        previous = match.string[max(0, match.start() - 20) : match.start()].split()[-1:]
        if previous and previous[0].lower() in _PL_PREPOSITIONS:
            return match.group(0)
    said = f"{_FROM[lang]} {genitive(a, lang)} {_TO[lang]} {genitive(b, lang)}"
    if lang == "ru":  # ICU's "трех", "четырех": "трёх", "четырёх", as the other rules say
        said = re.sub(r"(тр|четыр)ех(?!\w)", r"\1ёх", said)
    return padded(match, said)


# pl a span of minutes, hours or seconds written short ("piecz 35–40 min", "2-3 godz.", "1–2
# h", "20-30 s"): said as the span before the written word is, "od trzydziestu pięciu do
# czterdziestu minut" (panel AL2 heard "trzydzieści pięć-czterdzieści minut"); before the
# abbreviation and unit rules, which would count the unit by the second number alone ("2-3
# godziny", then read as clock hours). After a preposition the pause stays, as above.
_PL_SHORT_TIME = {"min": "minut", "min.": "minut", "godz.": "godzin", "h": "godzin",
                  "s": "sekund", "sek.": "sekund"}  # fmt: skip
_PL_SHORT_SPAN = (
    r"(?<![\w.,:/+−-])(?P<a>\d{1,3})\s?[-–—]\s?(?P<b>\d{1,3})\s?"
    r"(?P<unit>min\.?|godz\.|sek\.|h|s)(?![\w/²³-])"
)


def _read_short_span(match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    previous = match.string[max(0, match.start() - 20) : match.start()].split()[-1:]
    if a >= b or (previous and previous[0].lower() in _PL_PREPOSITIONS):
        return match.group(0)
    unit = match.group("unit")
    said = f"od {genitive(a, 'pl', 'f')} do {genitive(b, 'pl', 'f')} {_PL_SHORT_TIME[unit]}"
    rest = match.string[match.end() : match.end() + 3]
    if unit.endswith(".") and (
        not rest.strip() or (rest[:1].isspace() and rest.strip()[0].isupper())
    ):
        said += "."  # its dot ends the sentence too
    return padded(match, said)


def early_rules_for(lang: str) -> tuple[Rule, ...]:
    """Rules that run before the abbreviation rules: pl spans before a short time unit."""
    if lang != "pl":
        return ()
    return (
        rule(
            "pl.shorttimespan",
            "pl: a span before a short time unit (35–40 min) -> od ... do ... minut",
            _PL_SHORT_SPAN,
        )(_read_short_span),
    )


def _ru_dative(n: int) -> str:
    # ICU's dative of 20 and 30 is their nominative: the tens take the genitive's form
    tens, ones = (0, n) if n < 20 else (n - n % 10, n % 10)
    sets = ((tens, "genitive"), (ones, "dative"))
    return " ".join(_icu("ru").format(p, f"%spellout-cardinal-masculine-{c}") for p, c in sets if p)


# "через 1,2 км": a decimal after a preposition governing the accusative is read "одну
# целую" (the feminine "целая" part in the accusative; Русская грамматика 1980 § 1655).
# ... and each "одна" of the number after such a preposition: "на двадцать одну целую одну
# десятую", "за тысячу четыреста" (the thousand alone, "одна" unsaid; "за двадцать одну
# тысячу"), uk "за тисячу чотириста" (Розенталь § 184; Український правопис 2019 § 106;
# panel V2, issue 31, heard "на двадцать одна целая", "за одна тисяча").
_ACCUSATIVE_DECIMAL = {"ru": "через|на|за|про|в|во", "uk": "через|на|за|про|в|у"}
# ... and after an impersonal passive ("Списано 1 250,00 грн": its object, "списано тисячу
# двісті п'ятдесят гривень"; ru "списано", "зачислено"; panel X2 heard "одна тисяча")
_PASSIVE = {"ru": "[а-яё]{3,}(?:ано|ено|ято)", "uk": "[а-яієїґ']{3,}(?:ано|ено|ято)"}
# ... and after a verb of amount whose object the count is ("превысило 1,2 млн" -> "превысило
# одну целую две десятых миллиона", "составила 21,5 тыс." -> "двадцать одну целую"; Русская
# грамматика 1980 § 1655; panel Y2, issue 31). "Достигнуть" takes the genitive: not listed.
_AMOUNT_VERBS = {
    "ru": "превысил[аои]?|превышает|превышают|превысит|составил[аои]?|составляет|составляют"
    "|составит|набрал[аои]?|стоил[аои]?|стоит|весил[аои]?|весит|потерял[аои]?|прибавил[аои]?",
    "uk": "перевищив|перевищил[аои]|перевищує|перевищують|склав|склал[аои]|становить"
    "|становлять|коштує|коштував|коштувал[аои]|важить",
}


def says_an_object(lang: str, word: str) -> bool:
    """Whether ``word`` before a count makes it an accusative object ("превысило", "на",
    "списано"): that count keeps the reading the accusative rules give it."""
    if lang not in _AMOUNT_VERBS:
        return False
    either = f"{_AMOUNT_VERBS[lang]}|{_ACCUSATIVE_DECIMAL[lang]}|{_PASSIVE[lang]}"
    return re.fullmatch(either, word.lower()) is not None


def _one_accusative(match: re.Match) -> str:
    noun = match.group(1)
    return "одну " + (noun[:-2] + "ую" if noun.endswith("ая") else noun[:-1] + "у")


# (after "в"/"у" a thousand may be a locative, "в 1 000 случаях": only the decimals there)
_ACCUSATIVE_ONE = {
    "ru": [(re.compile(r"^одна тысяча(?!\w)"), "тысячу"),
           (re.compile(r"(?<!\w)одна (тысяча)(?!\w)"), _one_accusative),
           (re.compile(r"(?<!\w)одна (целая|десятая|сотая|тысячная)(?!\w)"), _one_accusative)],
    "uk": [(re.compile(r"^одна тисяча(?!\w)"), "тисячу"),
           (re.compile(r"(?<!\w)одна (тисяча)(?!\w)"), _one_accusative),
           (re.compile(r"(?<!\w)одна (ціла)(?!\w)"), _one_accusative)],
}  # fmt: skip


_RU_PREPOSITIONS = frozenset(
    "в во на по до от с со из к ко для около о об при без через за под над между после".split()
)


def _accusative_pattern(lang: str) -> str:
    stems = _NUMBER_STEMS[lang] + "|цел|ціл|сот"
    letters = "[а-яё]" if lang == "ru" else "[а-яієїґ']"
    # Not after an apostrophe either: a uk word has them inside ("п'ять"), and a start after
    # each in "дванадцять'дванадцять'..." scanned the rest of it again (P-2's sweep).
    return (
        rf"(?<![\w'])(?P<prep>(?i:{_ACCUSATIVE_DECIMAL[lang]}|{_PASSIVE[lang]}|{_AMOUNT_VERBS[lang]}))\s+"
        rf"(?P<num>(?:{stems}){letters}*(?: (?:{stems}){letters}*){{0,9}})(?!\w)"
    )


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


# uk an amount an imperative takes is its object, in the accusative: "Сплатіть за газ 1 243,60
# грн" -> "одну тисячу двісті сорок три гривні", "Оплатіть 21 грн" -> "двадцять одну гривню"
# (Український правопис 2019 § 106; panel AL2 heard "одна тисяча"), as ru.imperativeobject.
# The imperative's plural, "-іть"/"-йте" ("стоїть", a verb's third person, is none); not after
# a preposition ("до 21 травня") nor past a comma.
_UK_PREPOSITIONS = frozenset(
    "в у на по до від з зі із к для біля о об при без через за під над між після понад".split()
)


@rule(
    "uk.imperativeobject",
    "uk: 'Сплатіть … одна тисяча' -> 'одну тисячу' (the object of an imperative, accusative)",
    r"(?<![\w'])(?P<verb>[А-ЯІЇЄҐа-яіїєґ']{2,}(?:іть|йте))(?=\s)(?P<mid>[^.,:;!?\d]{0,60}?\s)"
    rf"(?P<num>(?:(?:{_NUMBER_STEMS['uk']})[а-яієїґ']* ){{0,3}}?)одна (?P<noun>[а-яієїґ']+[ая])"
    r"(?![\w'])",
)
def _uk_imperative_object(match: re.Match) -> str:
    before = (match.group("verb") + match.group("mid")).split()
    if len(before) > 1 and before[-1].lower() in _UK_PREPOSITIONS:
        return match.group(0)
    noun = match.group("noun")
    noun = noun[:-1] + ("ю" if noun.endswith("я") else "у")
    return f"{match.group('verb')}{match.group('mid')}{match.group('num')}одну {noun}"


# ... and past the commas of a list of such objects, each a count ("Возьмите 200 г сахара, 3
# яйца и 1,5 стакана муки" -> "одну целую пять десятых стакана"; panel AM2): a comma before
# a spelled cardinal only, not before another clause ("направо, затем держитесь левее").
_RU_COUNT_WORD = (
    r"(?:один|одна|одно|два|две|три|четыре|пять|шесть|семь|восемь|девять|десять|сорок|сто"
    r"|девяносто|двести|триста|четыреста|[а-яё]+(?:надцать|дцать|десят|сот)|тысяч[аи]?)"
    r"(?!\w)"
)


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

    @rule(
        f"{lang}.accusative",
        f"{lang}: 'через одна целая', 'за одна тысяча' -> 'через одну целую', 'за тысячу'",
        _accusative_pattern(lang),
    )
    def accusative(match: re.Match) -> str:
        num = match.group("num")
        located = match.group("prep").lower() in ("в", "во", "у")
        for pattern, said in _ACCUSATIVE_ONE[lang][2 if located else 0 :]:
            num = pattern.sub(said, num)
        if num == match.group("num"):
            return match.group(0)
        return f"{match.group('prep')} {num}"

    if lang == "uk":
        return (*rules, accusative, _uk_imperative_object)
    if lang != "ru":
        return (*rules, accusative)

    @rule(
        "ru.imperativeobject",
        "ru: 'Добавьте … 1,5 л' -> 'одну целую' (the object of an imperative, accusative)",
        r"(?<!\w)(?P<verb>[А-ЯЁа-яё]{3,}(?:йте|ите|ьте))(?=\s)"
        rf"(?P<mid>[^.,:;!?\d]{{0,60}}?(?:,\s{_RU_COUNT_WORD}[^.,:;!?\d]{{0,40}}?){{0,4}}\s)"
        rf"(?P<num>(?:(?:{_NUMBER_STEMS['ru']})[а-яё]* ){{0,3}}?)одна целая(?!\w)",
    )
    def imperative_object(match: re.Match) -> str:
        # "Добавьте 200 г сахара и 1,5 л воды": a count an imperative takes is its object,
        # in the accusative ("одну целую пять десятых литра"; Русская грамматика 1980 §
        # 1655; panel V2, issue 31); after a preposition ("по 1,5 таблетки") not, nor past a
        # comma ("поверните направо, затем держитесь левее 1,5 км": panel Q2); a reflexive
        # imperative ("держитесь") takes no object
        before = (match.group("verb") + match.group("mid")).split()
        if len(before) > 1 and before[-1].lower() in _RU_PREPOSITIONS:
            return match.group(0)
        return f"{match.group('verb')}{match.group('mid')}{match.group('num')}одну целую"

    return (*rules, accusative, imperative_object)
