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

from . import readings
from .numbers import spell
from .numbers import spellout_formatter as _icu
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
    # ... and with the noun written out: "po 15. hodine" (panel S2 heard "pätnástom")
    r"(?<![\w.])(?P<prep>(?i:o|po|od|do|okolo|pred|za))\s+(?P<n>\d{1,2})\."
    r"(?:\s?h(?![\w.]\w)|\s(?P<noun>hodine|hodiny|hodinou)(?!\w))",
)
def _sk_hour(match: re.Match) -> str:
    n = int(match.group("n"))
    case = _case("sk", match.group("prep"))
    if not 0 < n <= 24 or case not in _SK_HOUR:
        return match.group(0)
    form, noun = _SK_HOUR[case]
    return padded(
        match, f"{match.group('prep')} {ordinal(n, 'sk', form)} {match.group('noun') or noun}"
    )


# sk "o 18:00", "po 20:00": a full hour after "o"/"po" is the ordinal of "hodina" in the
# locative, "o osemnástej" (Pravidlá slovenského pravopisu; panel S2 heard "o osemnásť
# hodín"); with its minutes the time stays the time rule's ("o sedem štyridsaťpäť").
@rule(
    "sk.fullhour",
    "sk: a full hour after o or po (o 18:00) -> the feminine ordinal in the locative",
    r"(?<![\w.])(?P<prep>(?i:o|po))\s+(?P<n>[01]?\d|2[0-4]):00(?![\d:])",
)
def _sk_full_hour(match: re.Match) -> str:
    n = int(match.group("n"))
    if not n:
        return match.group(0)
    return padded(match, f"{match.group('prep')} {ordinal(n, 'sk', 'f-gen')}")


# ru "100 р." is roubles (Грамота.ру); before a period ("3 р. в день") it is "раз", which the
# abbreviation rule reads, so it is left alone here.
@rule(
    "ru.roubles",
    "ru: 'р.' after an amount -> 'руб.', for the money rule",
    r"(?<=\d)(?P<space>\s?)р\.(?!\w)(?!\s(?:в|за)\s(?:день|сутки|неделю|месяц|год|час|смену)(?!\w))",
)
def _ru_roubles(match: re.Match) -> str:
    return f"{match.group('space')}руб."


# ru "3 780 руб. 50 коп.", uk "12 грн 40 коп.": roubles and kopecks written apart are one
# amount, read as the money rule reads "3 780,50 руб." ("три тысячи семьсот восемьдесят
# рублей пятьдесят копеек"; panel V2, issue 31, heard "рублей. пятьдесят коп." with the
# abbreviation's dot as a full stop). The kopecks' dot ends the sentence where it ends.
_KOPECKS = {"ru": ("руб", "коп"), "uk": ("грн", "коп")}


def _kopecks_rule(lang: str) -> Rule:
    whole, part = _KOPECKS[lang]

    @rule(
        f"{lang}.kopecks",
        f"{lang}: '{whole}. 50 {part}.' after an amount -> one amount, for the money rule",
        rf"(?<![\w.,])(?P<n>\d{{1,3}}(?:[ \u00a0\u202f]\d{{3}}){{0,4}}|\d{{1,12}})\s?{whole}\.?"
        rf"\s(?P<k>\d{{1,2}})\s?{part}\.?(?!\w)",
    )
    def kopecks(match: re.Match) -> str:
        ends = re.match(r"\s*(?:$|[А-ЯЁІЇЄҐ])", match.string[match.end() :])
        end = "." if match.group(0).endswith(".") and ends else ""
        return f"{match.group('n')},{int(match.group('k')):02d} {whole}{end}"

    return kopecks


# pl "sala 3.14", "pok. 2.05": a room's number written with a dot (the floor, the room) is
# said as its two numbers, "sala trzy czternaście" (as the numbers are read from a door;
# panel V2, issue 31, heard "trzy przecinek czternaście"). Only after a word for a room.
@rule(
    "pl.roomnumber",
    "pl: a room's number with a dot (sala 3.14) -> its two numbers",
    r"(?<!\w)(?P<w>(?i:sala|sali|salę|salą|pokój|pokoju|pok\.|gabinet|gabinetu|gab\.)\s+)"
    r"(?P<a>\d{1,2})\.(?P<b>\d{2,3})(?![\d,]|\.\d)",
)
def _pl_room_number(match: re.Match) -> str:
    b = match.group("b")
    second = " ".join(spell(d, "pl") for d in b) if b.startswith("0") else spell(b, "pl")
    return f"{match.group('w')}{spell(match.group('a'), 'pl')} {second}"


# pl "z 45 pkt.": "with" so many points, the count and the noun in the instrumental, "z
# czterdziestoma pięcioma punktami" (Poradnia PWN, "z + narzędnik"; panel V2, issue 31,
# heard "z czterdzieści pięć pkt."). After a count "z" is "out of" ("30 z 45 pkt."): left to
# the genitive's rule.
@rule(
    "pl.withpoints",
    "pl: 'z 45 pkt.' (with points) -> the instrumental, 'z czterdziestoma pięcioma punktami'",
    r"(?<![\w.])(?P<prep>[Zz]e?)\s+(?P<n>\d{1,4})\s?(?:pkt\.?|punktami|punktem)(?!\w)",
)
def _pl_with_points(match: re.Match) -> str:
    if re.search(r"\d\s*(?:pkt\.?\s*)?$", match.string[max(0, match.start() - 12) : match.start()]):
        return match.group(0)  # "30 z 45 pkt.": out of
    n = int(match.group("n"))
    words = _icu("pl").format(n, "%spellout-cardinal-masculine-instrumental")
    noun = "punktem" if n == 1 else "punktami"
    ends = match.group(0).endswith(".") and re.match(
        r"\s*(?:$|[A-ZĄĆĘŁŃÓŚŹŻ])", match.string[match.end() :]
    )
    return f"{match.group('prep')} {words} {noun}" + ("." if ends else "")


# cs "Karlova 15/3": a house's two numbers (popisné / orientační) after the street's name are
# said "patnáct lomeno tři" (Internetová jazyková příručka, "lomítko": "lomeno"; panel V2,
# issue 31, heard the slash left as written).
@rule(
    "cs.housenumber",
    "cs: a street's house numbers (Karlova 15/3) -> 'patnáct lomeno tři'",
    r"(?<![\w.])(?P<street>[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ][a-záčďéěíňóřšťúůýž]{2,}\s)"
    r"(?P<a>\d{1,4})/(?P<b>\d{1,4})(?![\d/.,]\d|\d|/)",
)
def _cs_house_number(match: re.Match) -> str:
    return f"{match.group('street')}{match.group('a')} lomeno {match.group('b')}"


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


# bg "деца 6–12 г.": after a span of small numbers, "г." counts years ("години"), not a year
# ("2010–2015 г.", the dates' rule); said "от шест до дванайсет години" (Правописен речник
# на БАН, "г." година / години; panel V2, issue 31, heard "дванайсет г."). After a
# preposition ("на 3–5 г.") the span keeps its pause ("на три-пет години").
@rule(
    "bg.yearspan",
    "bg: a span of years of age (6–12 г.) -> 'от ... до ... години'",
    r"(?<![\w.,:/-])(?P<a>\d{1,3})\s?[-–—]\s?(?P<b>\d{1,3})\s?г\.(?!\w)",
)
def _bg_year_span(match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    if a >= b:
        return match.group(0)
    first, second = (readings.cardinal(n, "bg", "f") for n in (a, b))
    before = match.string[max(0, match.start() - 8) : match.start()].split()[-1:]
    said = (
        f"{first}-{second}"
        if before and before[0].lower() in _BG_PREPOSITIONS
        else (f"от {first} до {second}")
    )
    ends = re.match(r"\s*(?:$|[А-ЯA-Z])", match.string[match.end() :])
    return padded(match, f"{said} години" + ("." if ends else ""))


_BG_PREPOSITIONS = {"на", "от", "до", "за", "между", "около", "над", "под", "след", "преди"}


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


# cs sk "do 25. km": a kilometre post, the ordinal and "kilometer" in the preposition's
# case ("do dvadsiateho piateho kilometra", "na 12. km" "na dvanástom kilometri"; panel S2
# heard "do dvadsiaty piaty km").
_KILOMETRE = {
    "cs": {"gen": "kilometru", "loc": "kilometru", "ins": "kilometrem"},
    "sk": {"gen": "kilometra", "loc": "kilometri", "ins": "kilometrom"},
}


def _kilometre_rule(lang: str) -> Rule:
    preps = "|".join(sorted({p for preps in _CASES[lang].values() for p in preps}, key=len)[::-1])

    @rule(
        f"{lang}.kilometrepost",
        f"{lang}: an ordinal kilometre after a preposition (do 25. km) -> the ordinal and "
        "'kilometer' in its case",
        rf"(?<![\w.])(?P<prep>(?i:{preps}))\s+(?P<n>\d{{1,4}})\.\s?km(?![\w.]\w|\w)",
    )
    def kilometre(match: re.Match) -> str:
        case = _case(lang, match.group("prep"))
        said = ordinal(int(match.group("n")), lang, f"m-{case}") if case else None
        if not said:
            return match.group(0)
        return padded(match, f"{match.group('prep')} {said} {_KILOMETRE[lang][case]}")

    return kilometre


# hr "za djecu do 12 g.": after a preposition and a word for people (or before "starosti",
# "života"), "g." is "godina" (years; Hrvatski pravopis, "kratice": g. = godina), not grams
# (written "g" with no dot), the noun in the genitive the preposition takes: "do dvanaest
# godina", "do dvije godine", "od jedne godine" (panel Y4, issue 31, heard "dvanaest grama.").
_HR_AGE_BEFORE = re.compile(
    r"(?i)(?<!\w)(?:djec|dijet|osob|učenik|maloljet|mlad|starij|mlađ|uzrast|dob|beb|"
    r"umirovljen|polaznik|posjetitelj|sudionik)\w*\s*\Z"
)


@rule(
    "hr.age",
    "hr: an age after a preposition (djeca do 12 g.) -> 'do dvanaest godina'",
    r"(?<!\w)(?P<prep>(?i:do|od|iznad|ispod|preko|nakon))\s+(?P<a>\d{1,3})\s?g\.(?=\s|$)",
)
def _hr_age(match: re.Match) -> str:
    before = match.string[max(0, match.start() - 30) : match.start()]
    rest = match.string[match.end() :].lstrip()
    n = int(match.group("a"))
    told = _HR_AGE_BEFORE.search(before) or re.match(r"(?i)starosti|života", rest)
    if not told or n > 130:
        return match.group(0)
    words = spell(match.group("a"), "hr").rsplit(" ", 1)
    last = words[-1]
    noun = "godina"
    if n % 100 not in (11, 12, 13, 14) and last in ("jedan", "dva", "tri", "četiri"):
        last, noun = {"jedan": "jedne", "dva": "dvije"}.get(last, last), "godine"
    said = " ".join([*words[:-1], last])
    end = "." if not rest or rest[0].isupper() else ""
    return padded(match, f"{match.group('prep')} {said} {noun}{end}")


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    spans = (_ellipsis_span_rule(lang),) if lang in _FROM_TO else ()
    if lang in ("cs", "sk"):
        more = (_sk_hour, _sk_full_hour) if lang == "sk" else ()
        more = (*more, _kilometre_rule(lang), *((_cs_house_number,) if lang == "cs" else ()))
        return (*spans, _century_rule(lang), _station_rule(lang), *more)
    return spans + {
        "hr": (_hr_age,),
        "ru": (_ru_roubles, _kopecks_rule("ru"), _ru_building),
        "uk": (_kopecks_rule("uk"),),
        "bg": (_bg_town, _bg_compound, _bg_year_span),
        "pl": (_pl_genitive_ordinal, _pl_euro, _pl_hour, _pl_room_number, _pl_with_points),
    }.get(lang, ())
