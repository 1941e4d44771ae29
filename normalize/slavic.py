"""Slavic abbreviations whose reading hangs on a number or a preposition next to them
(panel P2, issue 31): cs "ve 14. stol." -> "ve čtrnáctém století", sk "o 10. h" -> "o
desiatej hodine", cs "z hl. n." -> "z hlavního nádraží", ru "12 000 р." -> "рублей", ru "д.
26, стр. 1" -> "строение", bg "гр. Пловдив" -> "град", pl "15-go" -> "piętnastego".

They run before ``<lang>.abbreviation``, so the number rules after them see the words.
Sources: Internetová jazyková příručka ÚJČ ("Zkratky", "Skloňování"), Pravidlá slovenského
pravopisu ("Skratky", "Skloňovanie"), Грамота.ру ("Сокращения": р. рубль, стр. строение /
страница), Правописен речник на БАН (гр. град), Poradnia PWN ("15-go": the ordinal's
genitive, "piętnastego").
"""

import re
from functools import cache

from .numbers import spell
from .ordinals import ordinal
from .rule import Rule, padded, rule

# The case a preposition governs before a numbered noun; None: the nominative (or the
# accusative of a neuter, the same form).
_CASES = {
    "cs": {
        "gen": {"z", "ze", "od", "do", "během", "kolem", "okolo", "u"},
        "loc": {"v", "ve", "na", "o", "po", "při"},
        "ins": {"před", "za", "nad", "pod", "s", "se", "mezi"},
    },
    "sk": {
        "gen": {"z", "zo", "od", "do", "počas", "okolo", "u", "koncom", "začiatkom"},
        "loc": {"v", "vo", "na", "o", "po", "pri"},
        "ins": {"pred", "za", "nad", "pod", "s", "so", "medzi"},
    },
}


def _case(lang: str, prep: str | None) -> str | None:
    prep = (prep or "").lower()
    return next((case for case, preps in _CASES[lang].items() if prep in preps), None)


# The century, written short: cs "stol." (století, neuter: loc "století", ins "stoletím"),
# sk "stor." (storočie: gen "storočia", loc "storočí", ins "storočím").
_CENTURY = {
    "cs": ("stol", {None: "století", "gen": "století", "loc": "století", "ins": "stoletím"}),
    "sk": ("stor", {None: "storočie", "gen": "storočia", "loc": "storočí", "ins": "storočím"}),
}
# The ordinal's form for a neuter noun in each case (ordinals._ENDINGS).
_NEUTER_FORMS = {None: "n", "gen": "m-gen", "loc": "m-loc", "ins": "m-ins"}


def _ends_sentence(match: re.Match) -> bool:
    return re.match(r"\s*(?:$|[A-ZÁČĎÉĚÍĽĹŇÓŔŘŠŤÚŮÝŽ])", match.string[match.end() :]) is not None


def _century_rule(lang: str) -> Rule:
    short, nouns = _CENTURY[lang]

    @rule(
        f"{lang}.century",
        f"{lang}: a century written short (14. {short}.) -> the ordinal and the noun, in the "
        "case of the preposition before",
        rf"(?<![\w.])(?:(?P<prep>[^\W\d_]+)\s+)?(?P<n>\d{{1,2}})\.\s?{short}\.",
    )
    def century(match: re.Match) -> str:
        case = _case(lang, match.group("prep"))
        words = ordinal(int(match.group("n")), lang, _NEUTER_FORMS[case])
        if not words:
            return match.group(0)
        lead = f"{match.group('prep')} " if match.group("prep") else ""
        end = "." if _ends_sentence(match) else ""
        return padded(match, f"{lead}{words} {nouns[case]}{end}")

    return century


# The main station: cs "hl. n." (hlavní nádraží, neuter), sk "hl. st." (hlavná stanica).
_STATION = {
    "cs": (r"[Hh]l\.\s?n(?:ádr)?\.", {None: "hlavní nádraží", "gen": "hlavního nádraží",
                                   "loc": "hlavním nádraží", "ins": "hlavním nádražím"}),
    "sk": (r"[Hh]l\.\s?st\.", {None: "hlavná stanica", "gen": "hlavnej stanice",
                            "loc": "hlavnej stanici", "ins": "hlavnou stanicou"}),
}  # fmt: skip


def _station_rule(lang: str) -> Rule:
    written, said = _STATION[lang]

    @rule(
        f"{lang}.station",
        f"{lang}: the main station written short ({written.replace(chr(92), '')}) -> in the "
        "case of the preposition before",
        rf"(?<![\w.])(?:(?P<prep>[^\W\d_]+)\s+)?{written}",
    )
    def station(match: re.Match) -> str:
        case = _case(lang, match.group("prep"))
        lead = f"{match.group('prep')} " if match.group("prep") else ""
        words = said[case]
        if match.group(0)[0] == "H":  # "Hl. n. je zavřené": a sentence's start
            words = words[0].upper() + words[1:]
        end = "." if _ends_sentence(match) else ""
        return padded(match, f"{lead}{words}{end}")

    return station


# sk "o 14. h": an hour of the clock as an ordinal with "h" (hodina, feminine): "o štrnástej
# hodine", "do 10. h" "do desiatej hodiny", "pred 8. h" "pred ôsmou hodinou".
_SK_HOUR = {"loc": ("f-gen", "hodine"), "gen": ("f-gen", "hodiny"), "ins": ("f-ins", "hodinou")}


@rule(
    "sk.hour",
    "sk: an hour written as an ordinal with h (o 14. h) -> the ordinal and 'hodina' in the "
    "preposition's case",
    r"(?<![\w.])(?P<prep>(?i:o|po|od|do|okolo|pred|za))\s+(?P<n>\d{1,2})\.\s?h(?![\w.]\w)",
)
def _sk_hour(match: re.Match) -> str:
    n = int(match.group("n"))
    case = _case("sk", match.group("prep"))
    if not 0 < n <= 24 or case not in _SK_HOUR:
        return match.group(0)
    form, noun = _SK_HOUR[case]
    return padded(match, f"{match.group('prep')} {ordinal(n, 'sk', form)} {noun}")


# ru "100 р." is roubles (Грамота.ру); before a period ("3 р. в день") it is "раз", which the
# abbreviation rule reads, so it is left alone here.
@rule(
    "ru.roubles",
    "ru: 'р.' after an amount -> 'руб.', for the money rule",
    r"(?<=\d)(?P<space>\s?)р\.(?!\w)(?!\s(?:в|за)\s(?:день|сутки|неделю|месяц|год|час|смену)(?!\w))",
)
def _ru_roubles(match: re.Match) -> str:
    return f"{match.group('space')}руб."


# ru "стр." in an address after the house ("д. 26, стр. 1") is "строение"; elsewhere it is
# a page ("см. стр. 5"), whose case the words before decide: left as written.
@rule(
    "ru.building",
    "ru: 'стр.' before a number after a house's number -> 'строение'",
    r"(?<![\w.])стр\.(?=\s?\d)",
)
def _ru_building(match: re.Match) -> str:
    before = match.string[max(0, match.start() - 30) : match.start()]
    if re.search(r"(?:\bд\.|\bдом|\bкорп\.|\bкорпус|\bвл\.)\s?\d+\w*,?\s*$", before):
        return "строение"
    return match.group(0)  # "см. стр. 5": a page, its case unknown here


# bg "гр. Пловдив": "град" before a place's name (a capital); "200 гр." is grams (the units').
@rule(
    "bg.town",
    "bg: 'гр.' before a name -> 'град'",
    r"(?<!\d\s)(?<![\w.])гр\.(?=\s?[А-Я])",
)
def _bg_town(match: re.Match) -> str:
    return "град"


# pl "15-go", "1-go": the day's ordinal in the genitive, its ending written after a hyphen
# (Poradnia PWN advises against it, but it is written: "piętnastego").
@rule(
    "pl.ordinalsuffix",
    "pl: an ordinal with its genitive ending written (15-go) -> the genitive ordinal",
    r"(?<![\w.,-])(?P<n>\d{1,3})-(?:go|ego)(?!\w)",
)
def _pl_genitive_ordinal(match: re.Match) -> str:
    words = ordinal(int(match.group("n")), "pl", "m-gen")
    return match.group(0) if words is None else padded(match, words)


# pl "Kurs EUR: 4,32 zł": the code alone, with no amount by it, is the currency's name;
# "euro" does not decline (Poradnia PWN), so it needs no case. Amounts ("5 EUR") stay the
# money rule's.
@rule(
    "pl.eurocode",
    "pl: EUR with no amount by it -> 'euro'",
    r"(?<![\w/])(?<!\d\s)(?<!\d\u00a0)EUR(?![\w/])(?!\s?[-−]?\d)",
)
def _pl_euro(match: re.Match) -> str:
    return "euro"


# bg "20-годишнина", "5-дневен": one word, the number glued to the stem ("двайсетгодишнина",
# "петдневен"; БАН, "Сложни думи с числително"), 1 and 2 in their combining forms "едно",
# "дву". A number of several words ("25-годишнина") stays as written.
_BG_STEMS = "годиш|дневн|часов|минутн|месечн|седмичн|процентн|етажн|членн|кратн|стаен|стайн"


@rule(
    "bg.compound",
    "bg: a number joined by a hyphen to a stem -> one word (20-годишнина -> двайсетгодишнина)",
    rf"(?<![\w.,-])(?P<n>\d{{1,3}})-(?P<stem>(?:{_BG_STEMS})[^\W\d_]*)",
)
def _bg_compound(match: re.Match) -> str:
    n = int(match.group("n"))
    said = {1: "едно", 2: "дву"}.get(n) or spell(str(n), "bg")
    if " " in said:
        return match.group(0)
    return padded(match, said + match.group("stem"))


# pl "ok. godz. 10", "o godz. 9", "do godz. 18": a full hour of the clock is an ordinal
# (feminine, "godzina"), in the case of the preposition before "godz." (Poradnia PWN: "o
# godzinie dziesiątej", "około godziny dziesiątej", "przed godziną dziesiątą").
_PL_HOUR = {
    "loc": ({"o", "po"}, "godzinie", "f-loc"),
    "gen": (
        {"ok.", "około", "koło", "do", "od", "od.", "przez", "wokół", "sprzed"},
        "godziny",
        "f-gen",
    ),
    "ins": ({"przed", "za", "między", "pomiędzy"}, "godziną", "f-acc"),
}


@rule(
    "pl.hour",
    "pl: godz. before a full hour (ok. godz. 10) -> the hour's ordinal in the preposition's case",
    r"(?<![\w.])(?:(?P<prep>ok\.|[^\W\d_]+)\s+)?godz\.\s?(?P<h>\d{1,2})"
    r"(?!\d|[:.,]\d|\s?[-–—]\s?\d|\s?(?:i|a|do)\s+\d)",
)
def _pl_hour(match: re.Match) -> str:
    h = int(match.group("h"))
    if not 0 < h <= 24:
        return match.group(0)
    prep = (match.group("prep") or "").lower()
    noun, form, lead = "godzina", "f", ""
    for preps, said, case in _PL_HOUR.values():
        if prep in preps:
            noun, form = said, case
            break
    if match.group("prep"):
        lead = f"{match.group('prep')} "
    return padded(match, f"{lead}{noun} {ordinal(h, 'pl', form)}")


# A span of temperatures written with an ellipsis, "−3…−5 °C" (weather forecasts), is said
# as one from ... to ...: ru "от минус трёх до минус пяти", uk "від мінус чотирьох до …"
# (Грамота.ру; Український правопис), which the governed-count rules then decline.
_FROM_TO = {"ru": ("от", "до"), "uk": ("від", "до"), "bg": ("от", "до"), "pl": ("od", "do"),
            "sk": ("od", "do")}  # fmt: skip
_ELLIPSIS_SPAN = (
    r"(?<![\w.,])(?P<a>[-−+]?\d{1,2}(?:,\d)?)\s?(?:…|\.\.\.)\s?(?P<b>[-−+]?\d{1,2}(?:,\d)?)"
    r"(?=\s°)"
)


def _ellipsis_span_rule(lang: str) -> Rule:
    said_from, said_to = _FROM_TO[lang]

    @rule(
        f"{lang}.ellipsisspan",
        f"{lang}: a span of temperatures with an ellipsis (−3…−5 °C) -> {said_from} … {said_to}",
        _ELLIPSIS_SPAN,
    )
    def span(match: re.Match) -> str:
        return f"{said_from} {match.group('a')} {said_to} {match.group('b')}"

    return span


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    spans = (_ellipsis_span_rule(lang),) if lang in _FROM_TO else ()
    if lang in ("cs", "sk"):
        more = (_sk_hour,) if lang == "sk" else ()
        return (*spans, _century_rule(lang), _station_rule(lang), *more)
    return spans + {
        "ru": (_ru_roubles, _ru_building),
        "bg": (_bg_town, _bg_compound),
        "pl": (_pl_genitive_ordinal, _pl_euro, _pl_hour),
    }.get(lang, ())
