"""Czech counts after a preposition, in the case it governs (issue 31): "od 5 do 10 km" is
"od pěti do deseti kilometrů", "mezi 13 hodinami" "mezi třinácti hodinami", "po 2 hodinách"
"po dvou hodinách".

Neither backend declines Czech numbers (num2words has no cases, ICU's Czech rules only
genders), so the forms are typed from Internetová jazyková příručka ÚJČ ("Skloňování
číslovek"): 5 to 99 take "-i" in the genitive, locative and instrumental ("pěti", "dvaceti");
2, 3, 4 and 1 have their own forms; hundreds are "set"/"sty", thousands "tisíc"/"tisíci".
A unit written short takes CLDR's genitive ("kilometru", "kilometrů"); in the other cases a
unit is left to the unit rule (CLDR has no instrumental).
"""

import re
from functools import cache

from . import cldr, units
from .numbers import spell
from .numbers import whole as whole_number
from .ordinals import ordinal
from .rule import Rule, padded, rule
from .written_numbers import NOT_IN_GROUPS

# "po dobu 5 dnů": the compound preposition takes the genitive (ÚJČ, "po dobu"; panel AM2
# heard "po dobu pět dnů")
GENITIVE = "po dobu|od|do|z|ze|kolem|okolo|během|bez|u|místo|podle|kromě|včetně|max\\.|min\\."
INSTRUMENTAL = "mezi|s|se|před|nad|pod"
LOCATIVE = "po|při|v|ve|na|o"
# The noun after tells the case where the preposition has two ("v 17 hodin" is accusative,
# "v 5 případech" locative; "za 2 hodiny" accusative, "před 5 lety" instrumental).
_INSTRUMENTAL_NOUN = re.compile(r"\s+\w+(?:mi|y|i)(?!\w)")
_LOCATIVE_NOUN = re.compile(r"\s+\w+(?:ách|ích|ech|ých|ách)(?!\w)")
# ... but an adjective's -ích, -ých before a noun's genitive plural in -ů is the genitive the
# count asks ("o pět procentních bodů": the accusative of "o", not "o pěti")
_GENITIVE_PLURAL_PHRASE = re.compile(r"\s+\w+(?:ích|ých)\s+\w+ů(?!\w)")

_ONES = {
    "gen": ["", "jednoho", "dvou", "tří", "čtyř"],
    "loc": ["", "jednom", "dvou", "třech", "čtyřech"],
    "ins": ["", "jedním", "dvěma", "třemi", "čtyřmi"],
}
_ONE_FEMININE = {"gen": "jedné", "loc": "jedné", "ins": "jednou"}
# 5-19 and the tens in their one oblique form ("-i").
_TEENS = "pěti šesti sedmi osmi devíti deseti jedenácti dvanácti třinácti čtrnácti patnácti "\
    "šestnácti sedmnácti osmnácti devatenácti".split()  # fmt: skip
_TENS = "dvaceti třiceti čtyřiceti padesáti šedesáti sedmdesáti osmdesáti devadesáti".split()
_HUNDRED = {"gen": ("sta", "set"), "loc": ("stu", "stech"), "ins": ("stem", "sty")}
_THOUSAND = {
    "gen": ("tisíce", "tisíc"),
    "loc": ("tisíci", "tisících"),
    "ins": ("tisícem", "tisíci"),
}


def _below_thousand(n: int, case: str, feminine: bool) -> list[str]:
    words = []
    hundreds, rest = divmod(n, 100)
    if hundreds:
        one, many = _HUNDRED[case]
        words += [one] if hundreds == 1 else [*_below_thousand(hundreds, case, True), many]
    if rest >= 20:
        words.append(_TENS[rest // 10 - 2])
        rest %= 10
    if rest >= 5:
        words.append(_TEENS[rest - 5])
    elif rest == 1:
        words.append(_ONE_FEMININE[case] if feminine else _ONES[case][1])
    elif rest:
        words.append(_ONES[case][rest])
    return words


def declined(n: int, case: str, feminine: bool = False) -> str:
    """``n`` (1 to 999 999) in the genitive, locative or instrumental: "dvaceti pěti"."""
    thousands, rest = divmod(n, 1000)
    words = []
    if thousands:
        one, many = _THOUSAND[case]
        words += [one] if thousands == 1 else [*_below_thousand(thousands, case, False), many]
    return " ".join(words + _below_thousand(rest, case, feminine))


@cache
def _unit_genitives() -> dict[str, tuple[str, str]]:
    """Unit symbol -> (genitive singular, genitive plural), from CLDR's Czech plural forms:
    the decimal form ("2,5 kilometru") and the form for five and more ("5 kilometrů")."""
    forms = {}
    for symbol, unit in units.symbols("cs").items():
        one, other = (cldr.unit_pattern("cs", unit, c) for c in ("many", "other"))
        if one and other:
            forms[symbol] = (one.replace("{0}", "").strip(), other.replace("{0}", "").strip())
    # Whole crowns (ÚJČ): "od 1 500 Kč" -> "od tisíce pěti set korun"; decimals stay money's.
    # ... and whole euros (panel T2: sk "od 15 €" was "od pätnásť eur"; cs "od 15 €" left
    # the sign): "od 15 €" -> "od patnácti eur"
    return {**forms, "Kč": ("koruny", "korun"), "€": ("eura", "eur")}


_FEMININE_UNITS = {"Kč"}


def _pattern() -> str:
    symbols = "|".join(re.escape(s) for s in sorted(_unit_genitives(), key=len, reverse=True))
    count = NOT_IN_GROUPS + r"\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)|\d{1,6}"
    return (
        rf"(?<![\w.])(?P<prep>(?i:{GENITIVE}|{INSTRUMENTAL}|{LOCATIVE}|a))\s+(?P<sa>[-−])?"
        rf"(?P<a>{count})(?:\s+(?P<to>do|a)\s+(?P<sb>[-−])?(?P<b>{count})"
        r"|\s?[-–—]\s?(?P<c>\d{1,3}))?"
        r"(?![\d.,:/–—-]|\s?[-–—]\s?\d)"
        rf"(?:\s?(?P<unit>{symbols})(?![\w/²³])|\s?(?P<pct>%))?"
    )


def _case(prep: str, before: str, after: str) -> str | None:
    prep = prep.lower()
    if prep == "a":  # "mezi 13 hodinami a 15 hodinami": the second count of "mezi"
        prep = "mezi" if re.search(r"(?i)\bmezi\s+\S+\s+\S+\s+$", before) else ""
    if re.fullmatch(GENITIVE, prep):
        return "gen"
    if re.fullmatch(INSTRUMENTAL, prep) and _INSTRUMENTAL_NOUN.match(after):
        return "ins"
    if (
        re.fullmatch(LOCATIVE, prep)
        and _LOCATIVE_NOUN.match(after)
        and not _GENITIVE_PLURAL_PHRASE.match(after)
    ):
        return "loc"
    return None


# "Po 600 m odbočte vpravo": a navigation's "after" a distance, opening its clause, is the
# locative ("po šesti stech metrech"; ÚJČ, "po" + 6. pád; panel AI heard "po šestset
# metrů"); inside a clause "po" may share out ("běhám po 5 km denně"). CLDR has no
# locative: the two lengths a route gives, typed.
_UNIT_LOCATIVES = {"m": ("metru", "metrech"), "km": ("kilometru", "kilometrech")}


@rule(
    "cs.afterdistance",
    "cs: a distance after 'Po' opening its clause (Po 600 m) -> the locative (Po šesti stech "
    "metrech)",
    r"(?<![\w.])(?P<prep>[Pp]o)\s+(?P<a>[1-9]\d{0,2})\s?(?P<unit>km|m)(?![\w/²³.,]\d|[\w/²³])",
)
def _after_distance(match: re.Match) -> str:
    before = match.string[max(0, match.start() - 3) : match.start()].rstrip()
    if before and before[-1] not in ".!?,;:":
        return match.group(0)
    n = int(match.group("a"))
    one, many = _UNIT_LOCATIVES[match.group("unit")]
    return padded(match, f"{match.group('prep')} {declined(n, 'loc')} {one if n == 1 else many}")


# "Vůz 12, místo 46": the noun "místo" (a seat, a place) before its bare number, which closes
# the phrase or a verb follows, is no "instead of": "místo čtyřicet šest" (panel AU2 heard
# "místo čtyřiceti šesti"). After a count ("dostal 3 místo 5") it stays the preposition.
_SEAT_AFTER = re.compile(r"\s*(?:$|[,;:)!?]|\.(?!\d)|[–—-]\s|(?:je|jsou|bude|ve|v|u|vedle|na)\s)")
_COUNT_BEFORE = re.compile(r"\d[\s\u00a0]*\Z")


def _seat(g: dict, before: str, after: str) -> bool:
    return bool(
        g["prep"].lower() == "místo"
        and not (g["b"] or g["c"] or g["unit"] or g["pct"] or g["sa"])
        and _SEAT_AFTER.match(after)
        and not _COUNT_BEFORE.search(before)
    )


def _governed_case(g: dict, before: str, after: str) -> str | None:
    """The case of the count after the preposition, or None (a seat's "místo 46")."""
    return None if _seat(g, before[-12:], after) else _case(g["prep"], before, after)


def _feminine(after: str) -> bool:
    word = re.match(r"\s+(\w+)", after)
    return bool(word) and word.group(1).endswith(("y", "ami", "ách", "ou", "é"))


# sk temperatures and percentages after a preposition of the genitive (the fresh
# panel of issue 31: "do 6 °C" -> "do šiestich stupňov Celzia"). The numerals' genitive
# typed from Pravidlá slovenského pravopisu ("Skloňovanie čísloviek").
_SK_GEN_ONES = ("", "", "dvoch", "troch", "štyroch", "piatich", "šiestich", "siedmich",
                "ôsmich", "deviatich", "desiatich", "jedenástich", "dvanástich", "trinástich",
                "štrnástich", "pätnástich", "šestnástich", "sedemnástich", "osemnástich",
                "devätnástich")  # fmt: skip
_SK_GEN_TENS = ("", "", "dvadsiatich", "tridsiatich", "štyridsiatich", "päťdesiatich",
                "šesťdesiatich", "sedemdesiatich", "osemdesiatich", "deväťdesiatich")  # fmt: skip
# Feminine nouns' genitive plurals a span of counts is said with (the rest: masculine or
# neuter, "jedného").
_SK_FEMININE_PLURALS = {"minút", "hodín", "sekúnd", "osôb", "strán", "korún", "noci", "nocí",
                        "častí", "tabliet", "fliaš"}  # fmt: skip
_SLAVIC_GOVERNED = {
    # "počas 7 dní" (panel AM2 heard "počas sedem dní")
    "sk": (r"od|do|z|zo|okolo|blízko|počas", {"+": "plus", "-": "mínus", "−": "mínus"}),
}
# sl is not declined so: two earlier panels' natives heard "do triintrideset stopinj", "do
# minus deset stopinj" right (the fresh panel of 2026-12-06 asked for "do devetih").
_SLAVIC_UNITS = {"°C": "temperature-celsius", "%": "concentr-percent"}


# A noun in the genitive plural after the count ("do 3–5 pracovných dní", "do 10 minút"):
# the adjective and noun endings, and the nouns whose genitive plural has none.
_SK_GENITIVE_PLURAL = (
    r"[^\W\d_]+(?:ých|ich|ov|í)|minút|hodín|sekúnd|osôb|strán|korún|eur|percent|kíl|litrov"
)


@cache
def _sk_units() -> str:
    """The unit rule's symbols ("mm", "km", "kg" …), with °C and % (CLDR's names)."""
    symbols = {*units.symbols("sk"), *_SLAVIC_UNITS}
    return "|".join(re.escape(s) for s in sorted(symbols, key=len, reverse=True))


# "od −6 do 1 °C": one in the genitive, its unit in the genitive singular ("do jedného
# stupňa Celzia"; Pravidlá slovenského pravopisu; panel V2, issue 31, heard "do jeden
# stupeň"); other units' singular genitive is not typed, so they are left alone.
_SK_ONE_UNIT = {"°C": "stupňa Celzia", "%": "percenta"}


def _genitive(lang: str, n: int) -> str | None:
    if n == 1:
        return "jedného"
    if not 2 <= n <= 99:
        return None
    if n < 20:
        return _SK_GEN_ONES[n]
    tens, one = divmod(n, 10)
    if one == 1:
        return None  # "dvadsiatich jedného": not typed
    return _SK_GEN_TENS[tens] + (f" {_SK_GEN_ONES[one]}" if one else "")


def _slavic_rules(lang: str) -> tuple[Rule, ...]:
    preps, signs = _SLAVIC_GOVERNED[lang]

    @rule(
        f"{lang}.governed",
        f"{lang}: a count with a unit or a noun in the genitive plural after a preposition of "
        "the genitive -> its genitive",
        rf"(?<!\w)(?P<prep>(?i:{preps}))\s+"
        # "od -3 do 25 °C": the first of a span too; "do 3–5 dní": a span of counts
        r"(?:(?P<s1>[-−+])?(?P<n1>\d{1,2})(?:\s?°C?)?\s+do\s+|(?P<d1>\d{1,2})\s?[-–—]\s?)?"
        r"(?P<sign>[-−+])?(?P<n>\d{1,2})(?![\d.,]\d|\.)"
        rf"(?:\s?(?P<unit>{_sk_units()})(?![\w/²³])|\s?(?P<euro>€)(?!\w)"
        rf"|(?=\s+(?:[^\W\d_]+\s+)?(?:{_SK_GENITIVE_PLURAL})(?!\w)))",
    )
    def governed(match: re.Match) -> str:
        said = _genitive(lang, int(match.group("n")))
        unit = match.group("unit")
        pattern = (
            cldr.unit_pattern(lang, _SLAVIC_UNITS.get(unit) or units.symbols(lang)[unit], "other")
            if unit
            else "{0} eur"  # "od 15 €": whole euros, "eur" the genitive plural
            if match.group("euro")
            else "{0}"  # the noun after, in the genitive as written
        )
        if said is None or pattern is None:
            return match.group(0)
        if int(match.group("n")) == 1:
            if unit not in _SK_ONE_UNIT:
                return match.group(0)  # "do 1 dní", "do 1 km": not typed
            pattern = "{0} " + _SK_ONE_UNIT[unit]
        if match.group("d1"):
            first = _genitive(lang, int(match.group("d1")))
            if int(match.group("d1")) == 1 and not unit:
                # "do 1 – 2 dní": one in the genitive, the noun's gender ("jedného dňa",
                # "jednej hodiny"; Pravidlá slovenského pravopisu, "Skloňovanie čísloviek";
                # panel Q2, issue 31, heard "do jeden až dva dní")
                noun = re.match(r"\s+(\w+)", match.string[match.end() : match.end() + 30])
                feminine = bool(noun) and noun.group(1).lower() in _SK_FEMININE_PLURALS
                first = "jednej" if feminine else "jedného"
            if first is None or int(match.group("d1")) >= int(match.group("n")):
                return match.group(0)
            said = f"{first} až {said}"
        sign = f"{signs[match.group('sign')]} " if match.group("sign") else ""
        said = f"{sign}{pattern.replace('{0}', said).strip()}"
        if match.group("n1"):
            first = _genitive(lang, int(match.group("n1")))
            if int(match.group("n1")) == 1 and not unit:
                return match.group(0)  # "od 1 do 5 hodín": the noun's gender not told
            if first is None or match.group("prep").lower() != "od":
                return match.group(0)
            sign1 = f"{signs[match.group('s1')]} " if match.group("s1") else ""
            said = f"{sign1}{first} do {said}"
        return f"{match.group('prep')} {said}"

    return (governed,)


def sl_oblique(n: int) -> str | None:
    """sl 2-99 in the genitive and locative (one form: "dveh", "petih", "sedmih";
    Slovenski pravopis, "Sklanjanje števnikov")."""
    if not 2 <= n <= 99:
        return None
    if n < 5:
        return ("dveh", "treh", "štirih")[n - 2]
    words = spell(str(n), "sl")
    for whole, oblique in (("sedem", "sedmih"), ("osem", "osmih")):
        if words.endswith(whole):
            return words[: -len(whole)] + oblique
    return words + "ih"


# "med 45. in 52. km", "od 3. do 8. km": a road's stretch, both kilometres ordinals in
# the case the preposition governs, med the instrumental ("med petinštiridesetim in
# dvainpetdesetim kilometrom"), od the genitive ("od tretjega do osmega kilometra");
# panel BA3 heard "med petinštirideseti in dvainpetdeseti km"
@rule(
    "sl.roadspan",
    "sl: a road's stretch (med 45. in 52. km) -> med petinštiridesetim in "
    "dvainpetdesetim kilometrom",
    r"(?<!\w)(?P<prep>(?i:med|od))\s+(?P<a>\d{1,4})\.\s+(?P<join>in|do)\s+(?P<b>\d{1,4})\.\s?"
    r"(?:km(?![\w/²³])|kilometrom(?!\w)|kilometra(?!\w))(?P<dot>\.(?=\s*$))?",
)
def _sl_road_span(match: re.Match) -> str:
    within = match.group("prep").lower() == "med"
    if (match.group("join") == "in") != within:
        return match.group(0)
    form, noun = ("m-ins", "kilometrom") if within else ("m-gen", "kilometra")
    first, second = (ordinal(int(match.group(g)), "sl", form) for g in ("a", "b"))
    if not (first and second):
        return match.group(0)
    join, end = match.group("join"), match.group("dot") or ""
    return f"{match.group('prep')} {first} {join} {second} {noun}{end}"


# "Pecite pri 180 °C": degrees after pri are in the locative, the hundreds unchanged
# ("pri sto osemdesetih stopinjah Celzija", "pri eni stopinji"; Slovenski pravopis,
# "Sklanjanje števnikov"; panel AM3 heard "pri sto osemdeset stopinj Celzija").
@rule(
    "sl.degreeslocative",
    "sl: degrees after pri (pri 180 °C) -> the locative (pri sto osemdesetih stopinjah Celzija)",
    r"(?<!\w)(?P<prep>(?i:pri))\s+(?P<sign>[-−–+])?(?P<n>[1-9]\d{0,2})(?![\d.,])"
    r"\s?(?P<unit>°C|°)(?![\w])",
)
def _sl_degrees_locative(match: re.Match) -> str:
    n = int(match.group("n"))
    hundreds, rest = n - n % 100, n % 100
    said = spell(str(hundreds), "sl") if hundreds else ""
    if rest:
        said = f"{said} {'eni' if rest == 1 else sl_oblique(rest)}".strip()
    noun = "stopinji" if rest == 1 else "stopinjah"
    sign = {"+": "plus "}.get(match.group("sign"), "minus ") if match.group("sign") else ""
    celsius = " Celzija" if match.group("unit") == "°C" else ""
    return f"{match.group('prep')} {sign}{said} {noun}{celsius}"


# The stems of the units a length after s, z counts (ura, minuta, sekunda: feminine).
_SL_WITH_NOUNS = {"h": "ur", "min": "minut", "s": "sekund", "sek": "sekund"}
_SL_IMPERATIVE = re.compile(r"(?i)(?<![^\W\d_])[^\W\d_]{2,}(?:jte|ite)(?![^\W\d_])")
_SL_ACCUSATIVE_UNITS = {"dl": "decilitre", "dag": "dekagrame", "cl": "centilitre",
                        "ml": "mililitre", "kg": "kilograme", "l": "litre",
                        "g": "grame"}  # fmt: skip


def _sl_rules() -> tuple[Rule, ...]:
    # "v 2–3 delovnih dneh", "po 5 minutah": a count before a noun in the locative plural
    # is in the locative too ("v dveh do treh"; the range rule had said "v od dva do tri").
    @rule(
        "sl.governed",
        "sl: a count before a noun in the locative after v, pri, o, po -> the locative "
        "(v dveh do treh dneh)",
        r"(?<!\w)(?P<prep>(?i:v|pri|o|po))\s+(?P<a>\d{1,2})(?:\s?[-–—]\s?(?P<b>\d{1,2}))?"
        r"(?![\d.,:])(?=\s+(?:[^\W\d_]+\s+)?[^\W\d_]+(?:ih|ah|eh)(?!\w))",
    )
    def governed(match: re.Match) -> str:
        numbers = [int(x) for x in (match.group("a"), match.group("b")) if x]
        # "v 1-2 delovnih dneh": one in the locative singular, feminine before a feminine
        # noun's "-ah" ("v eni do dveh urah"), else "enem" (panel S3 heard "v od ena do dva")
        noun = re.match(r"\s+(?:[^\W\d_]+\s+)?([^\W\d_]+)", match.string[match.end() :])
        one = "eni" if noun and noun.group(1).endswith("ah") else "enem"
        said = [one if n == 1 and len(numbers) == 2 else sl_oblique(n) for n in numbers]
        if None in said or (len(numbers) == 2 and numbers[0] >= numbers[1]):
            return match.group(0)
        return f"{match.group('prep')} {' do '.join(said)}"

    # "do –2 °C": after do, od, okoli, brez the genitive; one to four change their form
    # ("do minus dveh stopinj Celzija", "od ene stopinje"; panel V3 heard "do minus dve
    # stopinji"). Five and more keep the form the earlier panels heard right ("do
    # triintrideset stopinj Celzija": the noun is in the genitive plural already).
    @rule(
        "sl.degreesgenitive",
        "sl: one to four degrees after do, od, okoli (do –2 °C) -> the genitive (do minus "
        "dveh stopinj Celzija)",
        r"(?<!\w)(?:(?P<from>(?i:od))\s+(?P<s1>[-−–+])?(?P<a1>\d{1,2})\s+(?=do\s))?"
        r"(?P<prep>(?i:do|od|okoli|brez))\s+(?P<sign>[-−–+])?(?P<a>[1-4])(?![\d.,])"
        r"\s?(?P<unit>°C|°)(?![\w])",
    )
    def degrees(match: re.Match) -> str:
        n = int(match.group("a"))
        said = "ene stopinje" if n == 1 else f"{sl_oblique(n)} stopinj"
        sign = {"+": "plus "}.get(match.group("sign"), "minus ") if match.group("sign") else ""
        celsius = " Celzija" if match.group("unit") == "°C" else ""
        lead = ""
        if match.group("from"):  # "od 0 do 4 °C": both bounds in the genitive
            a1 = int(match.group("a1"))
            first = "ene" if a1 == 1 else "nič" if a1 == 0 else sl_oblique(a1)
            sign1 = {"+": "plus "}.get(match.group("s1"), "minus ") if match.group("s1") else ""
            lead = f"{match.group('from')} {sign1}{first} "
        return f"{lead}{match.group('prep')} {sign}{said}{celsius}"

    # "pri 120. km": a road's kilometre after pri, na is the ordinal in the locative ("pri
    # sto dvajsetem kilometru"; panel V3 heard "pri sto dvajseti km")
    @rule(
        "sl.roadkm",
        "sl: a road's kilometre after pri, na (pri 120. km) -> pri sto dvajsetem kilometru",
        r"(?<!\w)(?P<prep>(?i:pri|na))\s+(?P<n>\d{1,4})\.\s?km(?![\w/²³])(?P<dot>\.(?=\s*$))?",
    )
    def road_km(match: re.Match) -> str:
        said = ordinal(int(match.group("n")), "sl", "m-loc")
        if not said:
            return match.group(0)
        return f"{match.group('prep')} {said} kilometru{match.group('dot') or ''}"

    # "Dodajte 250 g moke in 3 dl mleka": after a plural imperative the amount is its object,
    # three and four with a masculine unit in the accusative ("tri decilitre"; Slovenska
    # slovnica, "Števniki": trije/tri; panel V3 heard "trije decilitri").
    @rule(
        "sl.accusative",
        "sl: three or four of a unit a verb takes (dodajte 3 dl) -> the accusative (tri decilitre)",
        r"(?<![\w.,])(?P<a>[34])\s?(?P<unit>dl|dag|cl|ml|kg|l|g)(?![\w/²³]|[.,]\d)",
    )
    def accusative(match: re.Match) -> str:
        before = match.string[max(0, match.start() - 80) : match.start()]
        clause = re.split(r"[.!?;:]", before)[-1]
        if not _SL_IMPERATIVE.search(clause):
            return match.group(0)
        number = {"3": "tri", "4": "štiri"}[match.group("a")]
        return f"{number} {_SL_ACCUSATIVE_UNITS[match.group('unit')]}"

    # "Na tekmi je bil 2.," "bila je 3.": a place in a race after a form of biti or of
    # končati, uvrstiti se, an ordinal in the verb's gender ("drugi", "tretja"; Slovenski
    # pravopis, "Vrstilni števniki"; panel X3 heard "dva.")
    @rule(
        "sl.placed",
        "sl: a place after bil, bila, končal (je bil 2.) -> the ordinal (je bil drugi)",
        r"(?<!\w)(?P<verb>(?i:bil[aoi]?|končal[aoi]?|uvrstil[aoi]?\s+se|postal[aoi]?))"
        r"(?P<je>\s+(?:je|sem|si|so|sta|smo|ste))?\s+(?P<n>\d{1,3})\.(?=[,;:!?)]|\s*$)",
    )
    def placed(match: re.Match) -> str:
        verb = match.group("verb").split()[0].lower()
        gender = {"a": "f", "o": "n"}.get(verb[-1], "m")
        said = ordinal(int(match.group("n")), "sl", gender)
        if not said:
            return match.group(0)
        end = "." if not match.string[match.end() :].strip() else ""  # its dot the full stop
        return f"{match.group('verb')}{match.group('je') or ''} {said}{end}"

    # s, z: "from" before na ("s 3 na 5 evrov") takes the genitive ("s treh na pet"),
    # "with" before a noun in the instrumental plural ("s 50 glasovi") the instrumental ("s
    # petdesetimi glasovi"; Slovenska slovnica, "Sklanjanje števnikov"; panel X3 heard "s
    # tri", "s petdeset glasovi").
    @rule(
        "sl.withfrom",
        "sl: a count after s, z (s 3 na 5, s 50 glasovi) -> the genitive or the instrumental",
        # a noun in the instrumental plural ends in -i (glasovi, urami, prijatelji, leti)
        r"(?<!\w)(?P<prep>[sSzZ])\s+(?P<n>\d{1,2})(?![\d.,:/])"
        r"(?=(?P<na>\s+na\s+\d)|\s+(?:[^\W\d_]+\s+)?[^\W\d_]+i(?!\w))",
    )
    def with_from(match: re.Match) -> str:
        n = int(match.group("n"))
        said = sl_oblique(n) if match.group("na") else sl_instrumental(n)
        if not said:
            return match.group(0)
        # "s" before a voiceless consonant, "z" before a vowel or a voiced one, as the
        # number is said ("z oseminštiridesetimi", "s petimi"; Slovenski pravopis § 1003;
        # panel Y3 heard "s oseminštiridesetimi")
        prep = "s" if said[0] in "ptkcčfhsš" else "z"
        return f"{prep.upper() if match.group('prep').isupper() else prep} {said}"

    # "V 19. st.": a century written short after v is the ordinal in the locative and the
    # noun said ("v devetnajstem stoletju"; SP 2001 "st." stoletje; panel Y3 heard "V
    # devetnajsti st."); after another word in the case it asks for, as "stol." is said
    # ("v začetku dvajsetega stoletja", "pred osemnajstim stoletjem"; panel AN3 heard
    # "V začetku dvajseti st.")
    @rule(
        "sl.century",
        "sl: a century written short after a word (v 19. st.) -> v devetnajstem stoletju",
        r"(?<!\w)(?P<prep>[^\W\d_]+)\s+(?P<n>[1-9]|1\d|2[01])\.\s?st\.(?P<dot>(?=\s*$))?",
    )
    def century(match: re.Match) -> str:
        noun = sl_century_noun(match.group("prep"))
        said = ordinal(int(match.group("n")), "sl", _SL_CENTURY_FORMS[noun])
        if not said:
            return match.group(0)
        end = "." if match.group("dot") is not None else ""
        return f"{match.group('prep')} {said} {noun}{end}"

    return (
        governed,
        degrees,
        _sl_degrees_locative,
        _sl_road_span,
        road_km,
        accusative,
        placed,
        with_from,
        century,
    )


# The ordinal's form before each case of "stoletje" (a neuter noun).
# sl "20. stol.": the century in the case its word before the ordinal asks for (the ordinal
# then agrees with it): the locative after v, na, o, po, pri ("v petnajstem stoletju"), the
# instrumental after pred, med, nad, pod, the genitive after a preposition of it or a part
# of the century ("v začetku dvajsetega stoletja"), else the nominative.
_SL_CENTURY_CASES = (
    (re.compile(r"v|na|o|po|pri"), "stoletju"),
    (re.compile(r"pred|med|nad|pod"), "stoletjem"),
    (re.compile(r"do|od|iz|z|s|izpred|okoli|okrog|blizu|brez|zaradi|sredi|začet\w*|kon(?:ec|c\w*)"
                r"|sredin\w*|polovic\w*|prelom\w*|četrtin\w*|tretjin\w*"), "stoletja"),
)  # fmt: skip


def sl_century_noun(word: str) -> str:
    """ "stoletje" in the case ``word`` before a century's ordinal asks for."""
    word = word.lower()
    return next((said for before, said in _SL_CENTURY_CASES if before.fullmatch(word)), "stoletje")


_SL_CENTURY_FORMS = {
    "stoletje": "n",
    "stoletja": "m-gen",
    "stoletju": "m-loc",
    "stoletjem": "m-ins",
}


def sl_instrumental(n: int) -> str | None:
    """sl 2-99 in the instrumental ("dvema", "tremi", "petimi", "sedmimi", "petdesetimi";
    Slovenski pravopis, "Sklanjanje števnikov")."""
    if not 2 <= n <= 99:
        return None
    if n < 5:
        return ("dvema", "tremi", "štirimi")[n - 2]
    words = spell(str(n), "sl")
    for whole, oblique in (("sedem", "sedmimi"), ("osem", "osmimi")):
        if words.endswith(whole):
            return words[: -len(whole)] + oblique
    return words + "imi"


# "v 2 h 12 min": a time taken, after v or po, in the locative ("v dveh urah in dvanajstih
# minutah"; panel S3 heard "v dva uri dvanajst minut")
@rule(
    "sl.durationcase",
    "sl: hours and minutes after v, po (v 2 h 12 min) -> the locative (v dveh urah in "
    "dvanajstih minutah)",
    r"(?<!\w)(?P<prep>(?i:v|po))\s+(?P<a>\d{1,2})\s?h(?:\s+(?P<b>\d{1,2})\s?min(?P<dot>\.)?)?"
    r"(?!\w)",
)
def sl_duration_case(match: re.Match) -> str:
    parts = []
    for n, one, many in ((match.group("a"), "eni uri", "urah"),
                         (match.group("b"), "eni minuti", "minutah")):  # fmt: skip
        if n is None:
            continue
        said = one if int(n) == 1 else sl_oblique(int(n))
        if said is None:
            return match.group(0)
        parts.append(said if int(n) == 1 else f"{said} {many}")
    rest = match.string[match.end() :].lstrip()
    end = "." if match.group("dot") and (not rest or rest[0].isupper()) else ""
    return f"{match.group('prep')} {' in '.join(parts)}{end}"


# "s 6 min 17 s prednosti": a length after s, z ("with") is in the instrumental, each
# part counted ("s šestimi minutami in sedemnajstimi sekundami"; Slovenska slovnica,
# "Sklanjanje števnikov"; panel AY3 heard "s šest minut sedemnajst sekund"), before
# sl.withfrom takes "min" for a noun in -i.
@rule(
    "sl.withlength",
    "sl: a length after s, z (s 6 min 17 s) -> the instrumental (s šestimi minutami in "
    "sedemnajstimi sekundami)",
    r"(?<!\w)(?P<prep>[sSzZ])\s+(?P<a>\d{1,2})\s?(?P<ua>h|min|s|sek)(?P<da>\.)?(?!\w)"
    r"(?:\s+(?P<b>\d{1,2})\s?(?P<ub>min|s|sek)(?P<db>\.)?(?!\w))?",
)
def sl_with_length(match: re.Match) -> str:
    if match.group("ua") == match.group("ub"):
        return match.group(0)  # "s 5 s 3 s": no length of two parts
    parts = []
    for n, unit in ((match.group("a"), match.group("ua")), (match.group("b"), match.group("ub"))):
        if n is None:
            continue
        count = int(n)
        said = "eno" if count == 1 else sl_instrumental(count)
        if said is None:
            return match.group(0)
        noun = _SL_WITH_NOUNS[unit]
        parts.append(f"{said} {noun}{'o' if count == 1 else 'ama' if count == 2 else 'ami'}")
    said = " in ".join(parts)
    prep = "s" if said[0] in "ptkcčfhsš" else "z"
    rest = match.string[match.end() :].lstrip()
    dot = match.group("db") if match.group("b") else match.group("da")
    end = "." if dot and (not rest or rest[0].isupper()) else ""
    return f"{prep.upper() if match.group('prep').isupper() else prep} {said}{end}"


# "Vožnja traja približno 1 h 45 min.": a length a verb of lasting measures is its
# accusative, and only one's differs from the nominative ("traja eno uro"; Slovenski
# pravopis, "Sklanjanje števnikov"; panel AO3 heard "traja približno ena ura"). "okoli"
# takes the genitive and is left; a written "1 uro" is already the accusative.
_SL_LASTS_NOUNS = {"h": "uro", "ur.": "uro", "min": "minuto", "min.": "minuto",
                   "s": "sekundo", "sek.": "sekundo"}  # fmt: skip


@rule(
    "sl.lasts",
    "sl: one hour or minute a verb of lasting measures (traja 1 h) -> traja eno uro",
    r"(?<!\w)(?P<verb>(?i:traja|trajajo|trajal[aoi]?|bo\s+trajal[aoi]?|vzame|vzel[aoi]?"
    r"|bo\s+vzel[aoi]?|zamuja|zamujajo|zamudi))"
    r"(?P<about>\s+(?i:približno|skoraj|še|vsaj|le|samo|dobro|slabo|celo))?"
    r"\s+(?P<n>1)(?![\d.,:/]\d|\d)\s?(?P<u>h|ur\.|min\.?|sek\.|s)(?!\w)",
)
def sl_lasts(match: re.Match) -> str:
    rest = match.string[match.end() :].lstrip()
    dot = match.group("u").endswith(".") and (not rest or rest[0].isupper())
    said = f"eno {_SL_LASTS_NOUNS[match.group('u')]}{'.' if dot else ''}"
    return f"{match.group('verb')}{match.group('about') or ''} {said}"


# "ob 18h", "od 8h do 16h": a whole hour written with "h" after the clock's prepositions is
# the clock's, said as "18:00" is ("ob osemnajstih", "od osmih do šestnajstih"; panel AK3
# heard "ob osemnajst ur"); "do 3h" alone may be a length, so "do" only after "od 8h".
@rule(
    "sl.clockh",
    "sl: a whole hour with h after ob, od (ob 18h) -> as 18:00 (ob osemnajstih)",
    r"(?<!\w)(?P<prep>(?i:ob|od))\s+(?P<h>[01]?\d|2[0-4])\s?h(?!\w)"
    r"(?:(?P<to>\s+do\s+)(?P<h2>[01]?\d|2[0-4])\s?h(?!\w))?",
)
def sl_clock_h(match: re.Match) -> str:
    said = f"{match.group('prep')} {match.group('h')}:00"
    if match.group("h2"):
        said += f"{match.group('to')}{match.group('h2')}:00"
    return said


def _signed(g: dict, numbers: list[int], case: str, feminine: bool) -> str:
    """ "od −4 do 3 °C": "od minus čtyř do tří stupňů" (the sign said, the count declined;
    panel V2, issue 31, heard "od minus čtyři")."""
    signs = ["minus " if g[k] else "" for k in ("sa", "sb")]
    return f" {g['to']} ".join(
        sign + declined(n, case, feminine) for sign, n in zip(signs, numbers, strict=False)
    )


# "do 17:00", "od 9:30": a clock time after a preposition of the genitive is said in the
# genitive, "do sedmnácti hodin" (ÚJČ, "Skloňování číslovek";
# panel AH2 heard "do sedmnáct hodin"); a span ("od 8:00 do 17:00") is the range rule's.
@rule(
    "cs.timegenitive",
    "cs: a clock time after do, od, kolem, okolo (do 17:00) -> do sedmnácti hodin",
    r"(?<![\w.])(?P<prep>(?i:do|od|kolem|okolo))\s+(?P<h>[01]?\d|2[0-3]):(?P<m>[0-5]\d)"
    r"(?![\d.,:]\d|\s?[-–—]\s?\d)(?P<hod>\s?(?:hod\.|h\.|hod(?!\w)|h(?!\w)))?",
)
def _time_genitive(match: re.Match) -> str:
    h, m = int(match.group("h")), int(match.group("m"))
    if h in (0, 21) or m:
        # "nula hodin", "dvacet jedna hodin"; a time with minutes stays as earlier panels
        # pinned it ("do dvacet tři padesát devět")
        return match.group(0)
    said = f"{declined(h, 'gen', feminine=True)} {'hodiny' if h == 1 else 'hodin'}"
    end = (
        "."
        if (match.group("hod") or "").endswith(".") and not match.string[match.end() :].strip()
        else ""
    )
    return padded(match, f"{match.group('prep')} {said}{end}")


def rules_for(lang: str) -> tuple[Rule, ...]:
    if lang == "sl":
        return _sl_rules()
    if lang in _SLAVIC_GOVERNED:
        return _slavic_rules(lang)
    if lang != "cs":
        return ()

    @rule("cs.governed", "cs: a count after a preposition -> the case it governs", _pattern())
    def governed(match: re.Match) -> str:
        g = match.groupdict()
        after = match.string[match.end() : match.end() + 40]
        if re.match(r"\s+hodinou(?!\w)", after) and g["prep"].lower() in ("mezi", "před", "za"):
            # "mezi 8 a 12 hodinou": hours of the clock are ordinals ("osmou a dvanáctou")
            hours = [ordinal(int(x), "cs", "f-ins") for x in (g["a"], g["b"]) if x]
            if None not in hours and not (g["unit"] or g["pct"]):
                joint = f" {g['to']} "
                return padded(match, f"{g['prep']} {joint.join(hours)}")
        case = _governed_case(g, match.string[max(0, match.start() - 40) : match.start()], after)
        numbers = [whole_number(re.sub(r"\D", "", x)) for x in (g["a"], g["b"] or g["c"]) if x]
        if g["c"]:
            # "do 2–3 pracovních dnů": a span of counts, "do dvou až tří" (ÚJČ); "od 8–17"
            # and "mezi 2–3" are no such span
            if g["prep"].lower() in ("od", "mezi", "a") or numbers[0] >= numbers[1]:
                return match.group(0)
            g["to"] = "až"
        measured = g["unit"] or g["pct"]
        if case is None or (case != "gen" and measured) or (g["sa"] or g["sb"]) and not measured:
            return match.group(0)  # a sign only before a temperature or a percentage
        if not (g["unit"] or g["pct"]) and any(n >= 1000 for n in numbers):
            return match.group(0)  # "od 2020 do 2024": years, for the date and number rules
        if g["to"] == "do" and g["prep"].lower() != "od" or g["to"] == "a" and case != "ins":
            return match.group(0)
        feminine = g["unit"] in _FEMININE_UNITS or not (g["unit"] or g["pct"]) and _feminine(after)
        said = _signed(g, numbers, case, feminine)
        last = numbers[-1]
        if g["unit"]:
            one, many = _unit_genitives()[g["unit"]]
            said += f" {one if last == 1 else many}"
        elif g["pct"]:
            said += " procenta" if last == 1 else " procent"
        return padded(match, f"{g['prep']} {said}")

    # "za 1–2 dny": a span of counts before a masculine noun says one in the masculine,
    # "jeden až dva dny" (ÚJČ, "Skloňování číslovek": jeden den, jedna hodina; panel Q2,
    # issue 31, heard "za jedna až dva dny"); the nominative and accusative only.
    @rule(
        "cs.spanfromone",
        "cs: 'za 1–2 dny' -> 'za jeden až dva dny' (one agreeing with a masculine noun)",
        r"(?<![\w.,])1\s?[-–—]\s?(?P<b>[2-4])(?=\s+(?:dny|týdny|měsíce|roky|kusy)(?!\w))",
    )
    def span_of_one(match: re.Match) -> str:
        return padded(match, f"jeden až {spell(match.group('b'), 'cs')}")

    return (_after_distance, governed, span_of_one, _time_genitive)
