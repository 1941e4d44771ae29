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

from . import cldr, ranges, readings
from .folding import fold
from .numbers import spell
from .numbers import spellout_formatter as _icu
from .ordinals import ordinal
from .rule import Rule, padded, rule
from .words import CURRENCY_NOUNS

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
        # ... or of the preposition before the town's name: "z Prahy hl. n." -> "z Prahy
        # hlavního nádraží" (a fresh panel AF2, issue 31, heard "hlavní nádraží")
        rf"(?<![\w.])(?:(?P<prep>[^\W\d_]+)\s+)?(?:(?P<town>[^\W\d_a-z][^\W\d_]+)\s+)?{written}",
    )
    def station(match: re.Match) -> str:
        case = _case(lang, match.group("prep"))
        lead = f"{match.group('prep')} " if match.group("prep") else ""
        if match.group("town"):
            lead += f"{match.group('town')} "
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
    # ... and the hour's "hod." or "h" after it, "o 19:00 hod." (panel AW2 heard "o
    # devätnástej hod."): "o devätnástej hodine". Not "o 19.00 hod.", with a dot: panels V2
    # and Z2 pinned "o desať hodín" right, panel AW2 heard it unnatural.
    r"(?<![\w.])(?P<prep>(?i:o|po))\s+(?P<n>[01]?\d|2[0-4]):00(?![\d:])"
    r"(?:\s?(?P<hod>hod\.|h)(?!\w))?",
)
def _sk_full_hour(match: re.Match) -> str:
    n = int(match.group("n"))
    if not n:
        return match.group(0)
    noun = ""
    if match.group("hod"):
        noun = " hodine." if match.group("hod") == "hod." and _ends_sentence(match) else " hodine"
    return padded(match, f"{match.group('prep')} {ordinal(n, 'sk', 'f-gen')}{noun}")


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


# uk "в м. Київ", ru "в г. Москва": the town's word after a preposition is in the case the
# preposition governs, "в місті Київ", "в городе Москва" (panel AS2, issue 31, heard "в
# місто Київ"); the name after it stays as written (the official style, Український
# правопис § 147). Only before a capital; a bare "м. Київ" keeps "місто" (the
# abbreviations' rule).
_TOWN_CASES = {
    "uk": ("м", {"місті": "в|у|ві", "міста": "з|із|зі|до|біля|для|від|поблизу|коло|без",
                 "місту": "по|к", "містом": "за|під|над|перед|між"}),
    "ru": ("г", {"городе": "в|во|о|об", "города": "из|до|у|около|для|от|возле|близ|без",
                 "городу": "к|ко|по", "городом": "за|под|над|перед|между"}),
}  # fmt: skip


def _town_case_rule(lang: str) -> Rule:
    short, forms = _TOWN_CASES[lang]
    case_of = {p: form for form, ps in forms.items() for p in ps.split("|")}
    preps = "|".join(sorted(case_of, key=len, reverse=True))

    @rule(
        f"{lang}.townafterpreposition",
        f"{lang}: '{short}.' before a name after a preposition -> the town's word in its case",
        rf"(?<![\w.])(?P<p>(?i:{preps}))\s+{short}\.(?=\s?[А-ЯЁІЇЄҐ])",
    )
    def town(match: re.Match) -> str:
        return f"{match.group('p')} {case_of[fold(match.group('p'))]}"

    return town


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


# pl "kurs EUR/PLN", "para USD/PLN": a pair of currencies is said by their names, after
# "kurs" the first one's rate against the second ("kurs euro do złotego", "kursu dolara do
# złotego"), elsewhere the two in a row, as the markets say ("para dolar złoty"; panel AI
# heard "EUR/PLN" left as letters). The names: the money rule's nouns, else CLDR's.
@rule(
    "pl.currencypair",
    "pl: a currency pair (kurs EUR/PLN) -> kurs euro do złotego",
    r"(?<![\w/])(?P<a>[A-Z]{3})/(?P<b>[A-Z]{3})(?![\w/])",
)
def _pl_currency_pair(match: re.Match) -> str:
    nouns = CURRENCY_NOUNS["pl"]
    codes = match.group("a"), match.group("b")
    names = [nouns[c][0].one if c in nouns else cldr.currency_forms("pl", c)["one"] for c in codes]
    if names[0] == codes[0] or names[1] == codes[1]:
        return match.group(0)  # not two currencies CLDR knows
    previous = match.string[max(0, match.start() - 12) : match.start()].split()[-1:]
    if (
        previous
        and previous[0].lower() in ("kurs", "kursu", "kursem", "kursie")
        and all(c in nouns for c in codes)
    ):
        first, second = (nouns[c][0].form("other") for c in codes)
        return padded(match, f"{first} do {second}")
    return padded(match, " ".join(names))


# sk "Kurz EUR/USD": a rate of one currency against another, the second in the dative after
# "k" ("kurz eura k doláru", as the banks' bulletins say it; JÚĽŠ, "k" with the dative;
# panel AK2 heard "EUR/USD" left as letters). Only the currencies the money rule names.
_SK_DATIVES = {"EUR": "euru", "USD": "doláru", "CZK": "korune"}
_SK_RATE = re.compile(r"(?i:kurz|kurzu|kurzom|kurze|kurzy|kurzov|vývoj)")


@rule(
    "sk.currencypair",
    "sk: a currency pair (EUR/USD) -> euro k doláru",
    r"(?<![\w/])(?P<a>[A-Z]{3})/(?P<b>[A-Z]{3})(?![\w/])",
)
def _sk_currency_pair(match: re.Match) -> str:
    nouns = CURRENCY_NOUNS["sk"]
    first, second = match.group("a"), match.group("b")
    if first not in nouns or second not in _SK_DATIVES or first == second:
        return match.group(0)
    name = nouns[first][0].one
    previous = match.string[max(0, match.start() - 12) : match.start()].split()[-1:]
    if previous and _SK_RATE.fullmatch(previous[0]):
        # "kurz eura k doláru": the rate of a currency, its genitive singular (the form a
        # decimal counts, "1,5 eura"; panel AO2 heard "kurz euro")
        name = nouns[first][0].many
    return padded(match, f"{name} k {_SK_DATIVES[second]}")


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
    # (not a length of time, "1 godz. 20 min." -> "jedna godzina dwadzieścia minut": a count
    # before it, minutes after; panel AI heard "dwudziesta min.")
    r"(?<![\w.])(?:(?P<prep>ok\.|[^\W\d_]+)\s+)?(?<!\d\s)godz\.\s?(?P<h>\d{1,2})"
    r"(?!\d|[:.,]\d|\s?[-–—]\s?\d|\s?(?:i|a|do)\s+\d|\s?min\.?(?!\w))",
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


# pl "w pon. o 11.", "Zapraszamy o 9": "o" before a bare full hour at a clause's end is the
# clock, its ordinal in the locative ("o jedenastej": Poradnia PWN, "o godzinie jedenastej";
# panel AR2 heard "o jedenaście"). Not after a word of change ("wzrosła o 12."), nor before a
# noun it counts ("o 45 min", "o 12 proc."): only a stop, a comma or a part of the day after.
_PL_CHANGE = re.compile(
    r"(?i:wzr|spad|zmal|zmniejsz|zwiększ|podni|obniż|przekr|różn|więc|mniej|dłuż|krót|wyższ"
    r"|niższ|opóźn|skróc|przedłuż|droż|tani|tańsz|droższ|chodzi|prosi|pyta|zapyta|rosn|urós"
    r"|zysk|strac|wygra|przegra|spóźn|przesun|cofn|przyspiesz)"
)


@rule(
    "pl.athour",
    "pl: 'o' before a bare full hour (o 11.) -> the hour's ordinal in the locative",
    r"(?<![\w.])(?P<o>[oO])\s(?P<h>\d{1,2})(?=\s?(?:[.,;!?)]|$)|\s(?:rano|wieczorem|w nocy|"
    r"po południu|przed południem)(?!\w))(?![.,]\d)",
)
def _pl_at_hour(match: re.Match) -> str:
    h = int(match.group("h"))
    before = re.split(r"[.!?]\s", match.string[max(0, match.start() - 40) : match.start()])[-1]
    if not 0 < h <= 24 or match.group("h").startswith("0"):
        return match.group(0)
    if any(_PL_CHANGE.match(word) for word in before.split()):
        return match.group(0)  # "spadły o 5, a potem o 3": the clause counts a change
    return f"{match.group('o')} {ordinal(h, 'pl', 'f-loc')}"


# pl "Rata 1/12": an instalment's place among them, the ordinal in the noun's case, "z" and
# the count in the genitive ("rata pierwsza z dwunastu", "zapłać ratę trzecią z
# dwudziestu czterech"; panel AR2 heard "jeden/dwanaście"). A first part larger than the
# whole is no place ("1/12" as a share needs "rata" before it).
_PL_INSTALMENT = {"rata": "f", "ratę": "f-acc", "raty": "f-gen", "racie": "f-loc"}


@rule(
    "pl.instalment",
    "pl: an instalment's place (rata 1/12) -> rata pierwsza z dwunastu",
    r"(?<![\w.])(?P<noun>(?i:rata|ratę|raty|racie))\s(?:nr\.?\s)?(?P<a>\d{1,3})\s?/\s?(?P<b>\d{1,3})"
    r"(?![\w/.,]\d|\w)",
)
def _pl_instalment(match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    if not 0 < a <= b or b < 2 or match.group("a").startswith("0"):
        return match.group(0)
    place = ordinal(a, "pl", _PL_INSTALMENT[match.group("noun").lower()])
    of = _icu("pl").format(b, "%spellout-cardinal-feminine-genitive")
    return f"{match.group('noun')} {place} z {of}"


# A span of temperatures written with an ellipsis, "−3…−5 °C" (weather forecasts), is said
# as one from ... to ...: ru "от минус трёх до минус пяти", uk "від мінус чотирьох до …"
# (Грамота.ру; Український правопис), which the governed-count rules then decline.
_FROM_TO = {"ru": ("от", "до"), "uk": ("від", "до"), "bg": ("от", "до"), "pl": ("od", "do"),
            "sk": ("od", "do")}  # fmt: skip
_ELLIPSIS_SPAN = (
    r"(?<![\w.,])(?P<a>[-−+]?\d{1,2}(?:,\d)?)\s?(?:…|\.\.\.)\s?(?P<b>[-−+]?\d{1,2}(?:,\d)?)"
    r"(?=\s°)"
    # ... or, with no unit after, both ends signed: "ночью +14…+16", "вночі −3…−1" (a
    # forecast's span, said the same way; a fresh panel AF2, issue 31, heard "+четырнадцать…")
    r"|(?<![\w.,])(?P<sa>[-−+]\d{1,2}(?:,\d)?)\s?(?:…|\.\.\.)\s?(?P<sb>[-−+]\d{1,2}(?:,\d)?)"
    r"(?![\d,.]?\d|\s?%|\w)"
)


def _ellipsis_span_rule(lang: str) -> Rule:
    said_from, said_to = _FROM_TO[lang]

    @rule(
        f"{lang}.ellipsisspan",
        f"{lang}: a span of temperatures with an ellipsis (−3…−5 °C) -> {said_from} … {said_to}",
        _ELLIPSIS_SPAN,
    )
    def span(match: re.Match) -> str:
        a = match.group("a") or match.group("sa")
        b = match.group("b") or match.group("sb")
        if lang == "sk" and match.group("sa"):
            return match.group(0)  # no count rule declines "od +3" without a unit
        if lang == "bg":  # "+10" is read as "плюс" only before a unit (bg.plus)
            a, b = (re.sub(r"^\+", "плюс ", x) for x in (a, b))
        return f"{said_from} {a} {said_to} {b}"

    return span


# cs sk "do 25. km": a kilometre post, the ordinal and "kilometer" in the preposition's
# case ("do dvadsiateho piateho kilometra", "na 12. km" "na dvanástom kilometri"; panel S2
# heard "do dvadsiaty piaty km").
_KILOMETRE = {
    "cs": {"gen": "kilometru", "loc": "kilometru", "ins": "kilometrem", "nom": "kilometr"},
    "sk": {"gen": "kilometra", "loc": "kilometri", "ins": "kilometrom", "nom": "kilometer"},
}


def _kilometre_rule(lang: str) -> Rule:
    preps = "|".join(sorted({p for preps in _CASES[lang].values() for p in preps}, key=len)[::-1])

    @rule(
        f"{lang}.kilometrepost",
        f"{lang}: an ordinal kilometre after a preposition (do 25. km) -> the ordinal and "
        "'kilometer' in its case",
        # ... or none: a post named alone, "Diaľnica D1, 45. km" (panel BC2 heard "km" left)
        rf"(?<![\w.])(?:(?P<prep>(?i:{preps}))\s+)?(?<![\w.,])(?P<n>\d{{1,4}})\.\s?km"
        r"(?![\w.]\w|\w)",
    )
    def kilometre(match: re.Match) -> str:
        if not match.group("prep"):
            # ... named alone: after a comma, a colon, a bracket or the line's start ("Dne
            # 12. km ujel": the day's ordinal, left)
            if not re.search(
                r"(?:^|[,:;(–])\s*\Z", match.string[max(0, match.start() - 5) : match.start()]
            ):
                return match.group(0)
            said = ordinal(int(match.group("n")), lang, "m")
            return padded(match, f"{said} {_KILOMETRE[lang]['nom']}")
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


# hr "Kupite 2 kg krumpira i 1 l mlijeka": after a plural imperative the amount is its
# object, and one litre, a feminine noun, in the accusative ("jednu litru"; Hrvatski
# pravopis, "Brojevi"; panel AS4 heard "jedna litra"). Masculine units (kilogram, decilitar)
# say the accusative as the nominative already.
_HR_IMPERATIVE = re.compile(r"(?i)(?<![^\W\d_])[^\W\d_]{2,}(?:ite|jte)(?![^\W\d_])")


@rule(
    "hr.accusative",
    "hr: one litre a verb takes (kupite 1 l mlijeka) -> the accusative (jednu litru)",
    r"(?<![\w.,])1\s?l(?![\w/²³]|[.,]\d)",
)
def _hr_one_litre(match: re.Match) -> str:
    before = match.string[max(0, match.start() - 80) : match.start()]
    clause = re.split(r"[.!?;:]", before)[-1]
    if not _HR_IMPERATIVE.search(clause):
        return match.group(0)
    return "jednu litru"


# pl "do 18.06 godz. 20:00", "od 5 maja godz. 8:00": the preposition before the date governs
# the hour after it too, "do osiemnastego czerwca godziny dwudziestej" (as "do godz. 20:00";
# Poradnia PWN, "do godziny"). Panel AG2 heard "godzina dwudziesta". The date stays for
# the date rules; the hour is said here in the genitive.
_PL_DATE_MONTHS = "|".join(
    m for m in ("stycznia lutego marca kwietnia maja czerwca lipca sierpnia września "
                "października listopada grudnia").split()
)  # fmt: skip


@rule(
    "pl.datehour",
    "pl: do/od a date and godz. HH:MM (do 18.06 godz. 20:00) -> the hour in the genitive",
    r"(?<!\w)(?P<head>(?i:do|od)\s+(?:\d{1,2}\.\d{1,2}(?:\.(?:\d{4}|\d{2}))?"
    rf"|\d{{1,2}}\s(?:{_PL_DATE_MONTHS})(?:\s\d{{4}})?)(?:\s?r\.)?,?\s)"
    r"godz\.\s?(?P<h>[01]?\d|2[0-3])[:.](?P<m>[0-5]\d)(?![\d.,:]\d)",
)
def _pl_date_hour(match: re.Match) -> str:
    h = int(match.group("h"))
    hour = ranges.hour_from("pl", h, int(match.group("m"))) if h else None
    return match.group(0) if hour is None else f"{match.group('head')}godziny {hour}"


# bg "в 7,15 ч.": a clock time written with a comma before "ч." after a time's preposition
# (the comma is common in Bulgarian timetables; БАН, "Правопис на часовете" writes the
# colon or a dot). "в 7,15 ч." is a quarter past seven, not 7.15 hours: read as "7:15 ч."
# ("седем и петнайсет часа"); so is the first of a span, "от 8,30 до 17,30 ч.". Panel AG2
# heard "седем цяло и петнайсет часа". A duration
# ("трае 2,5 ч.", one digit after the comma) stays a decimal.
@rule(
    "bg.commaclock",
    "bg: в/от/до H,MM ч. (в 7,15 ч.) -> a clock time, as H:MM ч.",
    r"(?<!\w)(?P<prep>(?i:в|във|от|до|около|към|след|преди|между)\s+(?:и\s+)?)"
    r"(?P<h>[01]?\d|2[0-3]),(?P<m>[0-5]\d)"
    r"(?=\s?ч\.?(?!\w)|\s(?:до|и)\s(?:[01]?\d|2[0-3]),[0-5]\d\s?ч\.?(?!\w))",
)
def _bg_comma_clock(match: re.Match) -> str:
    return f"{match.group('prep')}{match.group('h')}:{match.group('m')}"


# cs sk "458,- Kč", "45,- €": the price's ",-" says "no hellers (cents)" and is not said
# (ÚJČ, "Zápis peněžních částek": "120,- Kč" is read "sto dvacet korun"). Panel AG2 heard
# "čtyřista padesát osm,- Kč". Before the currency only; the money rule then reads it.
def _price_dash_rule(lang: str) -> Rule:
    @rule(
        f"{lang}.pricedash",
        f"{lang}: a whole price's ',-' before its currency (458,- Kč) -> dropped",
        r"(?<=\d),[-–—](?=\s?(?:Kč|€|EUR|CZK|Sk)(?!\w))",
    )
    def price_dash(match: re.Match) -> str:
        return ""

    return price_dash


# cs sk recipes: "2 PL oleja", "1 ČL soli", the tablespoon and teaspoon (polievková lyžica,
# čajová lyžička; polévková lžíce, čajová lžička; ÚJČ and JÚĽŠ list "PL", "ČL" as recipes'
# abbreviations), feminine, the count agreeing: "dve polievkové lyžice", "päť polievkových
# lyžíc"; one after a verb ("Pridajte 1 PL", "pridať 1 PL") in the accusative, "jednu
# polievkovú lyžicu". Panel AG2 heard "dva PL oleja". A count of 1-20 only (a recipe's).
_SPOONS = {
    # one (nominative, accusative), two to four, five and more
    "sk": {"PL": ("polievková lyžica", "polievkovú lyžicu", "polievkové lyžice",
                  "polievkových lyžíc"),
           "ČL": ("čajová lyžička", "čajovú lyžičku", "čajové lyžičky", "čajových lyžičiek")},
    "cs": {"PL": ("polévková lžíce", "polévkovou lžíci", "polévkové lžíce", "polévkových lžic"),
           "ČL": ("čajová lžička", "čajovou lžičku", "čajové lžičky", "čajových lžiček")},
}  # fmt: skip
_FEMININE_ONE_TWO = {"sk": ("jedna", "jednu", "dve"), "cs": ("jedna", "jednu", "dvě")}


def _spoon_rule(lang: str) -> Rule:
    @rule(
        f"{lang}.spoon",
        f"{lang}: a count of tablespoons or teaspoons (2 PL) -> the spoon's words, agreeing",
        r"(?<![\w.,])(?P<n>[1-9]|1\d|20)\s?(?P<spoon>PL|ČL)(?!\w)",
    )
    def spoon(match: re.Match) -> str:
        n = int(match.group("n"))
        one, one_acc, few, many = _SPOONS[lang][match.group("spoon")]
        nominative, accusative, two = _FEMININE_ONE_TWO[lang]
        if n == 1:
            start = max(0, match.start() - 20)
            before = re.search(r"(\w+)\s+$", match.string[start : match.start()])
            word = before.group(1).lower() if before else ""
            verb = word in ("na", "za", "cez", "přes") or word.endswith(("te", "ť", "t", "j", "me"))
            said = f"{accusative} {one_acc}" if verb else f"{nominative} {one}"
        elif n < 5:
            said = f"{two if n == 2 else spell(str(n), lang)} {few}"
        else:
            said = f"{spell(str(n), lang)} {many}"
        return padded(match, said)

    return spoon


# ru uk "5 числа", "до 20 числа": the day of the month before "числа" (the date's word, "the
# 5th") is an ordinal in the genitive, "пятого числа", "п'ятого числа" (Русская грамматика
# 1980 § 1690; СУМ-11, "число"); ru "к 10 числу", the dative. "2 числа" (two numbers), a
# count that "числа" agrees with (2-4, 22-24), is the day only after a preposition or before
# the month's word; 5 and on would say "чисел" for numbers. Panel AG2 heard "п'ять числа".
_DAY_PREPOSITIONS = {"до", "с", "со", "после", "к", "по", "от", "з", "із", "від", "після", "на"}


def _day_of_month_rule(lang: str) -> Rule:
    month = "месяц" if lang == "ru" else "місяц"

    @rule(
        f"{lang}.dayofmonth",
        f"{lang}: a day of the month before числа (5 числа) -> the genitive ordinal",
        r"(?<![\w.,:/-])(?P<n>[1-9]|[12]\d|3[01])\s(?P<word>числа|числу)(?!\w)",
    )
    def day_of_month(match: re.Match) -> str:
        n = int(match.group("n"))
        dative = match.group("word") == "числу"
        if dative and lang != "ru":
            return match.group(0)
        before = re.search(r"(\w+)\s+$", match.string[max(0, match.start() - 12) : match.start()])
        governed = bool(before) and before.group(1).lower() in _DAY_PREPOSITIONS
        after = match.string[match.end() : match.end() + 30]
        if n % 10 in (2, 3, 4) and n // 10 != 1 and not governed and month not in after:
            return match.group(0)  # "Введите 2 числа": two numbers
        words = ordinal(n, lang, "m-dat" if dative else "m-gen")
        return match.group(0) if words is None else padded(match, f"{words} {match.group('word')}")

    return day_of_month


# A school class: its year is an ordinal before its letter and the noun, in the noun's case
# (ru "в 9 «Б» классе" -> "в девятом «Б» классе", uk "5-А класу" -> "п'ятого А класу", bg "7
# б клас" -> "седми б клас"; Грамота.ру, СУМ, БАН; panel AK2 heard "в девять «Б» классе").
# ru "класса", bg "класа" after 2-4 are also a count ("3 класса" three classes): a grade
# only with its letter.
_CLASS_NOUNS = {
    "ru": {"класс": "m", "класса": "m-gen", "классу": "m-dat", "классом": "m-ins",
           "классе": "m-prep"},
    "uk": {"клас": "m", "класу": "m-gen", "класі": "m-loc"},
    "bg": {"клас": "m", "класа": "m"},
}  # fmt: skip
_CLASS_COUNTS = {"класса", "класа"}


def _class_rule(lang: str) -> Rule:
    nouns = "|".join(sorted(_CLASS_NOUNS[lang], key=len, reverse=True))

    @rule(
        f"{lang}.schoolclass",
        f"{lang}: a school class's year before its letter and noun -> the ordinal",
        r"(?<![\w.,:/-])(?P<n>[1-9]|1[0-2])(?:\s?[-–]\s?|\s)?"
        # (not an ordinal's ending, "10-й клас": no class is lettered й я е ю; panel BB2
        # heard "десятий й клас")
        r"(?P<letter>«[^\W\d_]»|\"[^\W\d_]\"|(?![йяею]\s)[^\W\d_](?=\s))?\s*"
        rf"(?P<noun>{nouns})(?!\w)",
    )
    def school_class(match: re.Match) -> str:
        noun, letter = match.group("noun"), match.group("letter")
        if noun in _CLASS_COUNTS and not letter and match.group("n") in ("2", "3", "4"):
            return match.group(0)
        words = ordinal(int(match.group("n")), lang, _CLASS_NOUNS[lang][noun])
        if not words:
            return match.group(0)
        return padded(match, " ".join(filter(None, (words, letter, noun))))

    return school_class


# cs sk a class's year and letter, "7. B", "2. A": the feminine ordinal (třída, trieda) in
# the case the word before asks for, where the sentence speaks of a school (ÚJČ; JÚĽŠ;
# panel AK2 heard "sedm. B", "dva. A"); after a noun the genitive ("schůzky sedmé B").
_SCHOOL = re.compile(
    r"(?i:tříd|žá[kc]|žačk|schůzk|škol|učitel|tried|žia[kc]|žiač|rodičovsk|združen|spolužia"
    r"|spolužá)"
)
_CLASS_CASES = {
    "cs": {"f": (), "f-ins": {"s", "se", "před", "nad", "pod", "mezi"},
           "f-acc": {"na", "za", "přes", "pro"}},
    "sk": {"f": (), "f-ins": {"s", "so", "pred", "nad", "pod", "medzi"},
           "f-acc": {"na", "za", "cez", "pre"}},
}  # fmt: skip


def _lettered_class_rule(lang: str) -> Rule:
    @rule(
        f"{lang}.schoolclass",
        f"{lang}: a school class's year and letter (7. B) -> the feminine ordinal",
        r"(?<![\w.,:/-])(?P<n>[1-9]|1[0-3])\.\s?(?P<letter>[A-F])(?![\w'’-]|\.\w)",
    )
    def school_class(match: re.Match) -> str:
        start, end = match.start(), match.end()
        around = match.string[max(0, start - 40) : start] + match.string[end : end + 25]
        if not _SCHOOL.search(around):
            return match.group(0)
        before = match.string[max(0, start - 20) : start]
        previous = before.split()[-1].lower() if before.split() else ""
        if not previous or re.search(r"[.!?:]\s*\Z", before):
            form = "f"
        else:
            cases = _CLASS_CASES[lang]
            other = "f-loc" if lang == "cs" else "f-gen"
            form = next((c for c, preps in cases.items() if previous in preps), other)
            if previous in ("třída", "trieda"):
                form = "f"  # "Trieda 3. C vyhrala": the noun's apposition
        words = ordinal(int(match.group("n")), lang, form)
        if not words:
            return match.group(0)
        if not previous:
            words = words[0].upper() + words[1:]
        return padded(match, f"{words} {match.group('letter')}")

    return school_class


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    spans = (_ellipsis_span_rule(lang),) if lang in _FROM_TO else ()
    if lang in ("cs", "sk"):
        more = (_sk_hour, _sk_full_hour, _sk_currency_pair) if lang == "sk" else ()
        more = (*more, _kilometre_rule(lang), *((_cs_house_number,) if lang == "cs" else ()))
        more = (_price_dash_rule(lang), _spoon_rule(lang), *more)
        more = (_lettered_class_rule(lang), *more)
        return (*spans, _century_rule(lang), _station_rule(lang), *more)
    return spans + {
        "hr": (_hr_age, _hr_one_litre),
        "ru": (
            _ru_roubles,
            _kopecks_rule("ru"),
            _ru_building,
            _town_case_rule("ru"),
            _day_of_month_rule("ru"),
            _class_rule("ru"),
        ),
        "uk": (
            _kopecks_rule("uk"),
            _town_case_rule("uk"),
            _day_of_month_rule("uk"),
            _class_rule("uk"),
        ),
        "bg": (_class_rule("bg"), _bg_town, _bg_compound, _bg_year_span, _bg_comma_clock),
        "pl": (
            _pl_genitive_ordinal,
            _pl_currency_pair,
            _pl_euro,
            _pl_date_hour,
            _pl_hour,
            _pl_at_hour,
            _pl_instalment,
            _pl_room_number,
            _pl_with_points,
        ),
    }.get(lang, ())


# hr "s 78 glasova": the preposition is said "sa" before a word that begins with s, š, z or ž
# (Hrvatski pravopis, "sa" before s, š, z, ž: "sa sedamdeset", "sa šest", "sa sto"; panel
# AG4, issue 31, heard "s sedamdeset"). The number's first word is known from its digits:
# the top group of thousands 6.., 7.. (šest, sedam...), 16, 17 (šesnaest, sedamnaest) or
# 1.. of three digits (sto).
def _hr_sa(match: re.Match) -> str:
    whole = re.sub(r"[ \u00a0.]", "", match.group("n")).lstrip("0") or "0"
    top = whole[: len(whole) % 3 or 3]
    said_with_s = top[0] in "67" or top in ("16", "17") or (len(top) == 3 and top[0] == "1")
    return match.group("s") + "a" if said_with_s else match.group(0)


HR_SA = rule(
    "hr.sa",
    "hr: the preposition s said sa before a number said with s or š (s 78 -> sa 78)",
    r"(?<![\w.,-])(?P<s>[sS])(?= (?P<n>\d+(?:[ \u00a0.]\d{3})*)(?!\d))",
)(_hr_sa)


# hr "kod 120. km", "na 45. km": a road's kilometre marker, an ordinal before "km", is said
# with the noun in the preposition's case ("kod sto dvadesetog kilometra", "na četrdeset
# petom kilometru"; panel AJ4 heard "kod sto dvadeseti km"). The noun is written out and the
# ordinal rule then takes its case from it, as from any noun.
# "između 45. i 52. km": two markers, the genitive after "između" (panel AL4 heard
# "između četrdeset peti i pedeset drugi km").
_HR_KM_CASES = {
    **dict.fromkeys(
        "kod do od iz blizu nakon prije poslije iza oko kraj između".split(), "kilometra"
    ),
    **dict.fromkeys("na u o pri po".split(), "kilometru"),
}
HR_KM = rule(
    "hr.kilometre",
    "hr: a kilometre marker after a preposition (kod 120. km -> kod 120. kilometra)",
    r"(?<!\w)(?P<prep>(?i:" + "|".join(_HR_KM_CASES) + r"))\s+"
    r"(?P<n>\d{1,4}\.(?:\s+i\s+\d{1,4}\.)?)\s?km(?!\w|/)",
)(
    lambda match: (
        f"{match.group('prep')} {match.group('n')} {_HR_KM_CASES[match.group('prep').lower()]}"
    )
)


# hr "u 19. st.", "iz 12. st.": "st." after an ordinal is the century, said as the noun in
# the case the word before gives it: the locative after u, na, o, po, pri, the accusative
# after kroz, za, the genitive elsewhere ("krajem 18. st.", "umjetnost 19. st."; Hrvatski
# pravopis, "st." stoljeće; panel AL4 heard "U devetnaesti st."). The ordinal rule then
# takes its case from the noun, as from any noun. A dot ending the text stays the sentence's.
_HR_CENTURY_CASES = {
    **dict.fromkeys("u na o po pri".split(), "stoljeću"),
    **dict.fromkeys("kroz za".split(), "stoljeće"),
}


def _hr_century(match: re.Match) -> str:
    before = match.string[max(0, match.start() - 12) : match.start()].split()[-1:]
    noun = _HR_CENTURY_CASES.get(before[0].lower() if before else "", "stoljeća")
    end = "." if not match.string[match.end() :].strip() else ""
    return f"{match.group('n')} {noun}{end}"


HR_CENTURY = rule(
    "hr.century",
    "hr: st. after an ordinal is the century (u 19. st. -> u 19. stoljeću)",
    r"(?<![\w.,])(?P<n>\d{1,2}\.)\s?st\.(?!\w)",
)(_hr_century)


# hr "Članak 14., stavak 2.", "u članku 5. stavku 3.": a law's part and its number with the
# ordinal's dot after it is the ordinal, in the part's gender and case ("članak četrnaesti,
# stavak drugi", "u članku petom"; Hrvatski pravopis, "redni brojevi"; panel BB4 heard
# "četrnaest." with its dot). The noun's case ending says the ordinal's form.
_HR_LAW_NOUNS = {
    **{f"{stem}{end}": form for stem in ("član", "stav") for end, form in
       (("ak", "m"), ("ka", "m-gen"), ("ku", "m-loc"))},
    **{f"točk{end}": form for end, form in
       (("a", "f"), ("e", "f-gen"), ("i", "f-loc"), ("u", "f-acc"))},
}  # fmt: skip


def _hr_law_ordinal(match: re.Match) -> str:
    noun = match.group("noun")
    words = ordinal(int(match.group("n")), "hr", _HR_LAW_NOUNS[noun.lower()])
    if words is None:
        return match.group(0)
    end = "." if not match.string[match.end() :].strip() else ""
    return f"{noun} {words}{end}"


HR_LAW_ORDINAL = rule(
    "hr.lawordinal",
    "hr: a law's part before an ordinal's number (članak 14.) -> članak četrnaesti",
    r"(?<!\w)(?P<noun>(?i:član|stav)(?:ak|ka|ku)|(?i:točk)[aeiu])\s(?P<n>\d{1,3})\.(?!\d)",
)(_hr_law_ordinal)
