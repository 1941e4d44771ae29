"""Numbers in the case their sentence needs, in Lithuanian, Latvian, Estonian and Finnish
(issue 31: the panels heard "iki dvidešimt penki laipsnių", "pēc divi kilometri",
"kakssada meetrit pärast", "kolmesataa metrin päästä").

A cardinal in these languages takes the case its noun is in, or the one its preposition or
postposition governs. The case is read from what the writer wrote: the preposition before
the count (lt nuo, iki, po; lv līdz, par, pēc; et üle, alla), the postposition after its
noun (et pärast, jooksul; fi päästä, kuluttua) or the noun's own ending (fi "asteeseen",
"prosenttiin", "metrin"; lt "valandas", "aukšte"; et "kraadini"). The numbers come from
ICU's case rule sets where it has them (fi every case; lt genitive, accusative, locative
and the ordinals) and from the grammars' declension of the numerals where it does not (lt
genitive of tens and hundreds, which ICU 77 leaves in the nominative; lv dative; et
genitive: Dabartinės lietuvių kalbos gramatika § 531; Latviešu valodas gramatika 2013,
skaitļa vārds; EKI ÕS, "arvsõnade käänamine"). The noun after the count is left as
written: its writer declined it already. Units written short are said in the same case.
"""

import re
from functools import cache

from . import cldr, dates, readings
from .numbers import spell, spellout_formatter, whole
from .ordinals import ordinal
from .roman import roman_value
from .rule import Rule, padded, rule
from .written_numbers import NOT_IN_GROUPS

LANGUAGES = ("lt", "lv", "et", "fi")

_icu = spellout_formatter  # ICU's spell-out rules, one per thread


def _say(n: int, lang: str, ruleset: str) -> str:
    return _icu(lang).format(n, ruleset).replace("\u00ad", "")


def _int(written: str) -> int:
    return whole(re.sub(r"\D", "", written))  # NumberTooLong past what int() reads


# A count as written: "15", "300", or grouped in thousands "45 000".
_NUMBER = NOT_IN_GROUPS + r"\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)|\d{1,6}"
_DASH = r"\s?[-–—]\s?"

# --- Lithuanian -------------------------------------------------------------------------

# The genitive of each numeral word (DLKG § 531); tens and hundreds decline as nouns.
_LT_GENITIVE = {
    "vienas": "vieno", "du": "dviejų", "trys": "trijų", "keturi": "keturių", "penki": "penkių",
    "šeši": "šešių", "septyni": "septynių", "aštuoni": "aštuonių", "devyni": "devynių",
    "dešimt": "dešimties", "šimtas": "šimto", "šimtai": "šimtų", "tūkstantis": "tūkstančio",
    "tūkstančiai": "tūkstančių", "milijonas": "milijono", "milijonai": "milijonų",
}  # fmt: skip


def lt_genitive(n: int, gender: str = "m") -> str:
    """ "penkiasdešimties", "trijų šimtų", "dvidešimt penkių": the cardinal in the genitive."""
    words = _say(n, "lt", "%spellout-cardinal-masculine").split()
    out = []
    for k, word in enumerate(words):
        last = k == len(words) - 1
        if word == "vienas" and gender == "f":
            out.append("vienos")
        elif word in _LT_GENITIVE:
            out.append(_LT_GENITIVE[word])
        elif word.endswith("lika"):  # "vienuolika" -> "vienuolikos"
            out.append(word[:-1] + "os")
        elif word.endswith("dešimt") and last:  # "dvidešimt" -> "dvidešimties" (ending it)
            out.append(word + "ies")
        else:
            out.append(word)  # "dvidešimt penkių": tens before units stay, as people say
    return " ".join(out)


def _lt_ordinal(n: int, gender: str, case: str) -> str:
    full = {"m": "masculine", "f": "feminine"}[gender]
    return _say(n, "lt", f"%spellout-ordinal-{full}-{case}")


# Prepositions governing the genitive (DLKG § 803): "nuo 50 eurų", "iki 25 laipsnių".
_LT_GENITIVE_PREPOSITIONS = (
    r"nuo|iki|po|be|iš|virš|daugiau nei|mažiau nei|daugiau kaip|mažiau kaip"
    # "Už 300 m sukite": "už" before a distance says how far ahead, the genitive ("už trijų
    # šimtų metrų", DLKG § 803; panel BB3 heard "už trys šimtai"); before a price it is the
    # accusative (`lt.forprice`)
    r"|už(?=\s+\d[\d \u00a0,]{0,10}\s?k?m(?![\w/²³]))"
)
# Short units, said in the genitive singular after a count ending in 1 and plural after others
# (CLDR's "many" and "other" forms); money and percent typed (CLDR's "other" of percent is
# "procentas").
_LT_UNITS = {
    "km": "length-kilometer", "m": "length-meter", "cm": "length-centimeter",
    "kg": "mass-kilogram", "°C": "temperature-celsius", "°": "temperature-generic",
    "val.": "duration-hour", "min.": "duration-minute",
    # panel S3: "ribojamas iki 70 km/h" -> "iki septyniasdešimties kilometrų per valandą"
    "km/h": "speed-kilometer-per-hour",
}  # fmt: skip
_LT_NOUNS = {"%": ("procento", "procentų"), "proc.": ("procento", "procentų"),
             "€": ("euro", "eurų"), "EUR": ("euro", "eurų"), "Eur": ("euro", "eurų"),
             # "iki 4,2 mln. eurų" -> "iki keturių ir dviejų dešimtųjų milijono eurų" (panel
             # BC3 heard the nominative "iki keturi ir dvi dešimtosios milijono")
             "tūkst.": ("tūkstančio", "tūkstančių"), "mln.": ("milijono", "milijonų"),
             "mlrd.": ("milijardo", "milijardų")}  # fmt: skip


@cache
def _lt_unit_genitives() -> dict[str, tuple[str, str]]:
    nouns = dict(_LT_NOUNS)
    for symbol, unit in _LT_UNITS.items():
        forms = [cldr.unit_pattern("lt", unit, c) for c in ("many", "other")]
        if None not in forms:
            one, other = (f.replace("{0}", "").strip() for f in forms)
            nouns[symbol] = (one, other)
    return nouns


def _lt_single(n: int) -> bool:
    return n % 10 == 1 and n % 100 != 11


# An age before "nuo", "iki" or after the count ("Vaikams nuo 6 m.", "iki 7 m. amžiaus"):
# "m." there is "metų" (VLKK, "Sutrumpinimai": m. = metai, metrai; the people say which).
_LT_AGE_BEFORE = re.compile(
    r"(?i)(?<!\w)(?:vaik|asmen|jaunuol|paaugl|kūdik|moksleiv|senjor|lankytoj|dalyvi|suaug|amž)"
    r"\w*\s*\Z"
)
# The collective numerals of "metai" (a plural-only noun, DLKG § 540): "šešerių metų".
_LT_COLLECTIVE_GENITIVE = {
    "vienas": "vienerių", "du": "dvejų", "trys": "trejų", "keturi": "ketverių",
    "penki": "penkerių", "šeši": "šešerių", "septyni": "septynerių", "aštuoni": "aštuonerių",
    "devyni": "devynerių",
}  # fmt: skip


def _lt_age(match: re.Match) -> bool:
    before = match.string[max(0, match.start() - 30) : match.start()]
    after = match.string[match.end() : match.end() + 12].lstrip()
    return bool(_LT_AGE_BEFORE.search(before)) or after.startswith("amžiaus")


def _lt_years_genitive(n: int) -> str:
    words = lt_genitive(n).split()
    plain = _say(n, "lt", "%spellout-cardinal-masculine").split()
    if plain[-1] in _LT_COLLECTIVE_GENITIVE:
        words[-1] = _LT_COLLECTIVE_GENITIVE[plain[-1]]
    return " ".join(words)


_LT_NUMBERED_PLURALS = {"vartų"}


def _lt_sign(sign: str | None) -> str:
    return {"+": "plius "}.get(sign, "minus ") if sign else ""


# "Laimėjome 5 rungtynes iš 7.", "nuo 9 iki 18.": a count the preposition ends the clause
# with, its noun left unsaid, is in the genitive too ("iš septynių"; DLKG § 803; panel AD3
# heard "iš septyni"). A year ("nuo 1990.") or "po" (also "after", and "po du" each) is left.
_LT_BARE_PREPOSITIONS = {"nuo", "iki", "iš", "virš"}


def _read_lt_governed_bare(g: dict, counts: list[int], signs: list[str], joint: str) -> str:
    if g["prep"].lower() not in _LT_BARE_PREPOSITIONS or max(counts) >= 1000:
        return g["all"]
    said = joint.join(s + lt_genitive(n) for s, n in zip(signs, counts, strict=True))
    return f"{g['prep']} {said}"


def _read_lt_governed(match: re.Match) -> str:
    g = match.groupdict()
    counts = [_int(g["a"]), *([_int(g["b"])] if g["b"] else [])]
    joint = f" {g['to']} " if g["to"] else "–"
    unit, word = g["unit"], g["word"]
    rest = match.string[match.end() :].lstrip()
    g["end"] = "." if unit and unit.endswith(".") and (not rest or rest[0].isupper()) else ""
    sign = {"+": "plius "}.get(g["sign"], "minus ") if g["sign"] else ""
    signs = [sign, *([_lt_sign(g.get("sign2"))] if len(counts) == 2 else [])]
    if g.get("bare") is not None:
        return _read_lt_governed_bare(g, counts, signs, joint)
    if g["prep"].lower() == "už" and unit == "m" and g["mdot"] and 1000 <= counts[-1] <= 2100:
        return g["all"]  # "už 2024 m.": for a year, its accusative ("už 2024 metus")
    if unit == "m" and len(counts) == 1 and 1000 <= counts[0] <= 2100 and g["mdot"]:
        # "nuo 2004 m.": a year ("metai"), in the genitive: "nuo du tūkstančiai ketvirtųjų
        # metų" (the date's year, VLKK); its dot goes with it unless the text ends there
        return padded(match, f"{g['prep']} {readings.year_genitive(counts[0], 'lt')}")
    if unit == "m" and g["mdot"] and counts[-1] < 130 and _lt_age(match):
        # "Vaikams nuo 6 m.": an age, "m." is "metų" (years), not metres (panel V3)
        said = joint.join(_lt_years_genitive(n) for n in counts)
        return padded(match, f"{g['prep']} {said} metų{g['end'] or ''}")
    if unit == "val." and len(counts) == 2:
        # "nuo 8 iki 22 val.": clock hours, ordinal (VLKK: "aštuntą valandą"); "po 2 val." is
        # hours counted ("po dviejų valandų")
        said = joint.join(_lt_ordinal(n, "f", "genitive") for n in counts)
        return padded(match, f"{g['prep']} {said} valandos{g['end'] or ''}")
    if unit:
        one, other = _lt_unit_genitives()[unit]
        gender = "f" if one.endswith(("os", "ės")) else "m"  # "valandos", "minutės"
        said = joint.join(s + lt_genitive(n, gender) for s, n in zip(signs, counts, strict=True))
        noun = one if _lt_single(counts[-1]) else other
        return padded(match, f"{g['prep']} {said} {noun}{g['end'] or ''}")
    if word in _LT_NUMBERED_PLURALS and len(counts) == 1:
        # "iš 5 vartų": a numbered gate (vartai, a plural-only noun), the ordinal "iš
        # penktųjų vartų" (panel X3 heard "iš penkių vartų", from five gates)
        said = _say(counts[0], "lt", "%spellout-ordinal-masculine-plural-genitive")
        return padded(match, f"{g['prep']} {re.sub(r'ų$', 'ųjų', said)} {word}")
    if word and word.endswith("ų"):  # "iki 25 laipsnių": a genitive plural noun
        said = joint.join(s + lt_genitive(n) for s, n in zip(signs, counts, strict=True))
        return padded(match, f"{g['prep']} {said} {word}")
    if word and _lt_single(counts[-1]) and re.search(r"(?:o|os|ės)$", word):
        # "nuo 21 euro": a genitive singular after a count ending in one
        gender = "f" if word.endswith(("os", "ės")) else "m"
        said = joint.join(lt_genitive(n, gender) for n in counts)
        return padded(match, f"{g['prep']} {sign}{said} {word}")
    if word and not sign and re.search(r"(?:o|os|ės)$", word):
        # "nuo 1 iki 5 vietos": a genitive singular after a plural count is an ordinal's noun
        gender = "f" if word.endswith(("os", "ės")) else "m"
        said = joint.join(_lt_ordinal(n, gender, "genitive") for n in counts)
        return padded(match, f"{g['prep']} {said} {word}")
    return match.group(0)


# A decimal or a sum in euros and cents after a genitive preposition (panel V3 heard "nuo
# penkiasdešimt devyni eurai devyniasdešimt devyni centai", "iki du ir keturios
# dešimtosios procento"): every number in the genitive, the euros and the cents each with
# its noun (DLKG § 803), a decimal's fraction "keturių dešimtųjų" before the noun's genitive
# singular ("procento", "kilometro").
_LT_MONEY = {"€", "EUR", "Eur", "eur."}
_LT_PER = {"/l": "už litrą", "/kg": "už kilogramą"}


def _lt_genitive_or_zero(n: int, gender: str = "m") -> str:
    return "nulio" if n == 0 else lt_genitive(n, gender)


def _read_lt_governed_decimal(match: re.Match) -> str:
    g = match.groupdict()
    whole, frac, unit = _int(g["a"]), g["f"], g["unit"]
    sign = {"+": "plius "}.get(g["sign"], "minus ") if g["sign"] else ""
    rest = match.string[match.end() :].lstrip()
    end = "." if unit.endswith(".") and (not rest or rest[0].isupper()) else ""
    if unit in _LT_MONEY:
        if len(frac) != 2:
            return match.group(0)
        cents = int(frac)
        parts = []
        if whole:
            parts.append(f"{lt_genitive(whole)} {'euro' if _lt_single(whole) else 'eurų'}")
        if cents:
            parts.append(f"{lt_genitive(cents)} {'cento' if _lt_single(cents) else 'centų'}")
        said = " ".join(parts) or "nulio eurų"
        per = f" {_LT_PER[g['per']]}" if g["per"] else ""
        return padded(match, f"{g['prep']} {sign}{said}{per}{end}")
    n = int(frac)
    one, many = (("dešimtosios", "dešimtųjų"), ("šimtosios", "šimtųjų"))[len(frac) - 1]
    fraction = f"{lt_genitive(n, 'f')} {one if _lt_single(n) else many}"
    noun = _lt_unit_genitives()[unit][0]
    said = f"{_lt_genitive_or_zero(whole)} ir {fraction} {noun}"
    return padded(match, f"{g['prep']} {sign}{said}{end}")


def _lt_governed_decimal() -> Rule:
    units = "|".join(re.escape(u) for u in sorted(_lt_unit_genitives(), key=len, reverse=True))
    return rule(
        "lt.governeddecimal",
        "lt: a decimal or euros and cents after nuo, iki, virš -> the genitive (iki vieno euro "
        "šešiasdešimt aštuonių centų, iki dviejų ir keturių dešimtųjų procento)",
        rf"(?<!\w)(?P<prep>(?i:{_LT_GENITIVE_PREPOSITIONS}))\s+(?P<sign>[-−+])?(?P<a>{_NUMBER})"
        r",(?P<f>\d{1,2})(?![\d.,])"
        rf"\s?(?P<unit>{units}|eur\.)(?:(?P<per>/l|/kg)(?!\w)|(?![\w/²³]))",
    )(_read_lt_governed_decimal)


def _lt_governed() -> Rule:
    units = "|".join(re.escape(u) for u in sorted(_lt_unit_genitives(), key=len, reverse=True))
    return rule(
        "lt.governed",
        "lt: a count after nuo, iki, po, be -> the genitive (iki dvidešimt penkių laipsnių)",
        rf"(?<!\w)(?P<prep>(?i:{_LT_GENITIVE_PREPOSITIONS}))\s+(?P<sign>[-−+])?(?P<a>{_NUMBER})"
        rf"(?:{_DASH}(?P<b>{_NUMBER})|\s+(?P<to>iki)\s+(?P<sign2>[-−+])?(?P<b2>{_NUMBER}))?"
        r"(?![\d.,:/]\d|\d|\s?[-–—]\s?\d)"
        rf"(?:\s?(?P<unit>{units})(?![\w/²³])(?P<mdot>(?<=\sm|\dm)\.)?"
        r"|\s+(?P<word>[^\W\d_]+)|(?P<bare>(?=[.,;!?)]|\Z)))",
    )(_read_lt_governed_dotted)


def _read_lt_governed_dotted(match: re.Match) -> str:
    """ "nuo 2004 m.": the dot after "m" is a year's abbreviation; after metres it stays."""
    said = _read_lt_governed(_Both(match))
    rest = match.string[match.end() :].strip()
    if match.group("mdot") and said != match.group(0) and (not rest or not said.endswith("metų")):
        said += "."  # the metres' dot, or the year's at the end of the text
    elif match.group("mdot") and said.endswith(" metų") and rest[:1].isupper() and _lt_age(match):
        said += "."  # "iki 7 m. Bilietai": the age's dot ended the sentence too
    return said


class _Both:
    """A match whose second count is "b" whether written with a dash or "iki"."""

    def __init__(self, match: re.Match):
        self._m = match
        self.string = match.string

    def groupdict(self) -> dict:
        g = dict(self._m.groupdict())
        g["b"] = g["b"] or g.pop("b2")
        g["all"] = self._m.group(0)
        return g

    def group(self, *names):
        return self._m.group(*names)

    def start(self, *a):
        return self._m.start(*a)

    def end(self, *a):
        return self._m.end(*a)


# A count ending in 2-9 before an accusative plural (-as, -es feminine; -us masculine):
# "24 valandas" -> "dvidešimt keturias valandas", "per 2–3 darbo dienas" -> "dvi–tris".
# A number after a number sign names ("Nr. 10452 išsiųstas"): it is no count (panel S3);
# so does one after a carrier's code of two capitals ("Skrydis LO 774 atidėtas": a flight,
# before a participle; panel AL3 heard "septyniasdešimt keturias atidėtas").
_LT_SIGN_BEFORE = re.compile(r"(?<!\w)(?:[Nn]r\.|numeris|№|[A-Z][A-Z0-9])\s*\Z")


def _read_lt_accusative(match: re.Match) -> str:
    counts = [_int(match.group("a")), *([_int(match.group("b"))] if match.group("b") else [])]
    # a span's first bound may be one ("per 1-2 darbo dienas" -> "per vieną–dvi"; panel S3)
    bounds = counts[1:] if len(counts) == 2 and counts[0] == 1 else counts
    if any(n % 10 in (0, 1) or 10 < n % 100 < 20 for n in bounds):
        return match.group(0)
    if _LT_SIGN_BEFORE.search(match.string, max(0, match.start() - 10), match.start()):
        return match.group(0)
    noun = match.group("noun")
    gender = "f" if noun.endswith(("as", "es", "is")) else "m"
    full = {"m": "masculine", "f": "feminine"}[gender]
    said = "–".join(_say(n, "lt", f"%spellout-cardinal-{full}-accusative") for n in counts)
    return padded(match, said) + match.group("rest")


_LT_ACCUSATIVE = (
    rf"(?=[-−\d])(?<![\w.,:/-])(?P<a>{_NUMBER})(?:{_DASH}(?P<b>{_NUMBER}))?(?![\d.,:/]\d|\d)"
    r"(?P<rest>\s+(?:[^\W\d_]+o\s+)?(?P<noun>[^\W\d_]{3,}(?:as|es|us)))(?!\w)"
)

# --- lt a count a verb takes as its object or measure (DLKG § 531, § 812: "įdėkite du
# šimtus gramų", "viršijo penkis šimtus tūkstančių", "vartokite po penkis šimtus
# miligramų"; panel U3 heard the nominative "du šimtai gramų"). The object of a plural
# imperative ("-kite") or of a verb of measure, and the distributive "po" after them;
# phone numbers and codes ("skambinkite 8 700 ...", "įveskite 1234") are left alone.
_LT_ACCUSATIVE_WORDS = {
    "vienas": "vieną", "du": "du", "trys": "tris", "keturi": "keturis", "penki": "penkis",
    "šeši": "šešis", "septyni": "septynis", "aštuoni": "aštuonis", "devyni": "devynis",
    "šimtas": "šimtą", "šimtai": "šimtus", "tūkstantis": "tūkstantį",
    "tūkstančiai": "tūkstančius", "milijonas": "milijoną", "milijonai": "milijonus",
}  # fmt: skip
_LT_FEMININE_ACCUSATIVE = {"vieną": "vieną", "du": "dvi"}


def lt_accusative(n: int, gender: str = "m") -> str:
    """ "penkis šimtus", "du šimtus": the cardinal in the accusative (ICU 77 leaves its
    hundreds and thousands in the nominative)."""
    words = _say(n, "lt", "%spellout-cardinal-masculine").split()
    out = [_LT_ACCUSATIVE_WORDS.get(w, w) for w in words]
    if gender == "f" and out and words[-1] in ("vienas", "du"):
        out[-1] = _LT_FEMININE_ACCUSATIVE[out[-1]]
    return " ".join(out)


# Units a measure takes, with their accusative singular, plural, and genitive plural.
_LT_MEASURE_UNITS = {
    "mg": "miligram", "g": "gram", "kg": "kilogram", "ml": "mililitr",
    "l": "litr", "cm": "centimetr", "m": "metr", "km": "kilometr",
}  # fmt: skip
_LT_MEASURE_VERBS = (
    r"[^\W\d_]{2,}kite|viršijo|viršija|viršys|sveria|svėrė|svers|kainuoja|kainavo|kainuos"
    # a dose a doctor prescribes ("paskyrė 5 ml", panel X3 heard "penki mililitrai")
    r"|paskyrė|paskiria|skyrė|išgėrė|suvartojo"
)
_LT_NOT_MEASURED = r"skambinkite|rašykite|siųskite|įveskite|surinkite|spauskite|paspauskite"


def _lt_measure_noun(unit: str, n: int) -> str:
    stem = _LT_MEASURE_UNITS[unit]
    one, few, many = f"{stem}ą", f"{stem}us", f"{stem}ų"
    if n % 10 == 0 or 10 < n % 100 < 20:
        return many
    return one if n % 10 == 1 else few


def _read_lt_measure(match: re.Match) -> str:
    n = _int(match.group("a"))
    if _LT_SIGN_BEFORE.search(match.string, max(0, match.start("a") - 10), match.start("a")):
        return match.group(0)
    unit, word = match.group("unit"), match.group("word")
    head = match.group(0)[: match.start("a") - match.start()]
    if unit == "m" and 1000 <= n <= 2100 and match.string[match.end() : match.end() + 1] == ".":
        return match.group(0)  # "2024 m.": a year, read by the dates' rules
    if unit:
        return head + f"{lt_accusative(n)} {_lt_measure_noun(unit, n)}"
    if match.group("scale"):  # "viršijo 500 tūkst." -> "penkis šimtus tūkstančių"
        one, few, many = _LT_SCALE_ACCUSATIVES[match.group("scale")]
        noun = many if n % 10 == 0 or 10 < n % 100 < 20 else one if n % 10 == 1 else few
        return head + f"{lt_accusative(n)} {noun}" + ("." if _sentence_ends(match) else "")
    if n % 10 != 0 and not 10 < n % 100 < 20 and word:
        return match.group(0)  # a count of 1-9 takes no genitive plural
    if not word and match.group("verb").lower().endswith("kite"):
        return match.group(0)  # "pasirinkite 2": an option's number, no measure
    return head + lt_accusative(n) + (match.group("rest") or "")


_LT_MEASURE = (
    rf"(?<!\w)(?!(?i:{_LT_NOT_MEASURED})(?!\w))(?P<verb>(?i:{_LT_MEASURE_VERBS}))\s+(?:(?i:po)\s+)?"
    rf"(?P<a>{_NUMBER})(?![\d.,:/-]\d|\d|\s\d)"
    r"(?:\s?(?P<unit>mg|kg|ml|km|cm|g|l|m)(?![\w/²³])"
    r"|\s(?P<scale>tūkst\.|mln\.|mlrd\.)"
    r"|(?P<rest>\s+(?P<word>[^\W\d_]+ų))(?!\w)|(?=\s*(?:[.,;:!?]|$)))"
)
# A thousand, a million a verb measures, in the accusative: one, two to nine, and the
# genitive plural after tens and teens (DLKG § 531; panel BC3 heard "viršijo penki šimtai
# tūkstančių").
_LT_SCALE_ACCUSATIVES = {
    "tūkst.": ("tūkstantį", "tūkstančius", "tūkstančių"),
    "mln.": ("milijoną", "milijonus", "milijonų"),
    "mlrd.": ("milijardą", "milijardus", "milijardų"),
}


# lt the distributive "po" before a dose ("vartokite 2 kartus per dieną po 500 mg"), away from
# its verb too: "each", the count in the accusative ("po penkis šimtus miligramų"; DLKG
# § 812; panel AG3 heard "po penki šimtai"). Only a dose's units: "po 2 km" is "after".
_LT_DOSE = (
    rf"(?<!\w)(?P<verb>(?i:po))\s+(?P<a>{_NUMBER})(?![\d.,:/-]\d|\d|\s\d)"
    r"\s?(?P<unit>mg|ml|g|l)(?![\w/²³])(?P<rest>)(?P<word>)"
)


def _read_lt_dose(match: re.Match) -> str:
    n = _int(match.group("a"))
    return f"{match.group('verb')} {lt_accusative(n)} {_lt_measure_noun(match.group('unit'), n)}"


# lt a change by a share ("išlaidos didės 6 proc.", "kainos pakilo 3 %"): the measure of the
# change is in the instrumental ("šešiais procentais"; DLKG § 812, "padidėti dešimčia
# procentų"; panel AG3 heard "didės šeši procentai"). Not 10-19 nor round tens, whose
# instrumental ICU leaves in the nominative.
_LT_CHANGE_VERBS = (
    r"(?:pa|su|iš|nu|at)?(?:didė|mažė)(?:s|jo|ja|tų)|(?:iš|pa)?aug(?:o|s|a|tų)"
    r"|(?:pa)?kil(?:o|s|tų)|kyla|(?:nu)?kri(?:to|s|nta|stų)|(?:pa)?brang(?:o|s|sta|tų)"
    r"|(?:at)?pig(?:o|s|sta|tų)|(?:nu)?smuk(?:o|s|tų)"
)
_LT_CHANGE_BY = (
    rf"(?<!\w)(?P<verb>(?i:{_LT_CHANGE_VERBS}))\s+(?:(?i:apie|net|dar|beveik)\s+)?"
    r"(?P<n>\d{1,3})(?![\d.,:/]\d|\d)\s?(?P<unit>proc\.|%|ct)(?!\w)"
)
# ... and by cents ("pakilo 5 ct" -> "penkiais centais"; panel AL3 heard "penki ct")
_LT_CHANGE_NOUNS = {"ct": ("centu", "centais")}


def _read_lt_change_by(match: re.Match) -> str:
    n = _int(match.group("n"))
    if n % 10 == 0 or 10 < n % 100 < 20:
        return match.group(0)
    said = _say(n, "lt", "%spellout-cardinal-masculine-instrumental")
    one, other = _LT_CHANGE_NOUNS.get(match.group("unit"), ("procentu", "procentais"))
    noun = one if _lt_single(n) else other
    head = match.group(0)[: match.start("n") - match.start()]
    rest = match.string[match.end() :]
    ends = match.group("unit") == "proc." and re.match(r"\s*(?:\Z|[A-ZĄČĘĖĮŠŲŪŽ])", rest)
    end = "." if ends else ""  # "proc." ends the sentence too
    return f"{head}{said} {noun}{end}"


# A bare number before a noun in the accusative singular is an ordinal ("užėmė 3 vietą" ->
# "trečią vietą", "5 kartą" -> "penktą kartą"): a count of two or more would need the
# plural ("tris vietas"); so is one before a route's noun in the nominative singular ("4
# troleibusas" -> "ketvirtasis troleibusas", VLKK). Panel S3 heard "trys vietą", "keturias
# troleibusas". A count ending in one takes the singular, so it stays a count ("21 dieną").
_LT_ROUTES = "autobusas|troleibusas|maršrutas|tramvajus|peronas|kelias|reisas"
_LT_RANKED = (
    # (not a date's day: "2026 02 10 keturioliktą valandą")
    r"(?=\d)(?<![\w.,:/-])(?<!\d{4}[-. ]\d\d[-. ])(?P<n>\d{1,3})(?![\d.,:/]\d|\d)"
    rf"(?P<rest>\s+(?P<noun>[^\W\d_]{{2,}}[ąęį]|{_LT_ROUTES}))(?!\w)"
)


def _read_lt_ranked(match: re.Match) -> str:
    n = int(match.group("n"))
    if n == 0 or n % 10 == 1 and n % 100 != 11:
        return match.group(0)
    if _LT_SIGN_BEFORE.search(match.string, max(0, match.start() - 10), match.start()):
        return match.group(0)
    if match.group("noun")[-1] in "ąęį":
        words = _lt_ordinal(n, "f", "accusative")  # the same in both genders ("trečią")
    else:
        words = re.sub(r"as$", "asis", _say(n, "lt", "%spellout-ordinal-masculine"))
    return padded(match, words) + match.group("rest")  # definite: "ketvirtasis"


# A bare number before a noun in the locative singular is an ordinal ("3 aukšte, 305
# kabinete" -> "trečiame aukšte, trys šimtai penktame kabinete"): a count would need the
# plural ("trijose vietose").
_LT_LOCATIVE = (
    r"(?=[-−\d])(?<![\w.,:/-])(?P<n>\d{1,3})(?![\d.,:/]\d|\d)"
    r"(?P<rest>\s+(?P<noun>[^\W\d_]{2,}(?:[bcdfghjklmnprtvzžšč]e|yje|uje|oje|ėje)))(?!\w)"
)


def _read_lt_locative(match: re.Match) -> str:
    noun = match.group("noun")
    gender = "f" if noun.endswith(("oje", "ėje")) else "m"
    words = _lt_ordinal(int(match.group("n")), gender, "locative")
    return padded(match, words) + match.group("rest")


# Definite ordinals with a case ending written after the digits (VLKK: "5-ajame", "3-iąją").
# Each is ICU's indefinite form of that case and gender, plus the definite ending.
_LT_DEFINITE = {
    "uoju": ("masculine-instrumental", "oju"), "ąją": ("feminine-accusative", "ją"),
    "ąjį": ("masculine-accusative", "jį"), "ojo": ("masculine-genitive", "jo"),
    "osios": ("feminine-genitive", "ios"), "ajame": ("masculine-locative", ""),
    "ojoje": ("feminine-locative", ""), "ąja": ("feminine-instrumental", "ja"),
    # the nominative (the second L panel, issue 31): "3-iasis etapas", "3-ioji vieta"
    "asis": ("masculine", "is"), "oji": ("feminine", "oji"),
}  # fmt: skip
# The plain (indefinite) ordinal's case ending after the digits (panel T3: "užima 12-ą
# vietą" -> "dvyliktą", "5-oje klasėje" -> "penktoje"; VLKK writes both kinds).
_LT_INDEFINITE = {"ą": "feminine-accusative", "oje": "feminine-locative",
                  "ame": "masculine-locative", "os": "feminine-genitive",
                  # the nominative (panel X3: "finišavo 3-ias" -> "trečias", not "trys-ias")
                  "as": "masculine", "a": "feminine"}  # fmt: skip


def _read_lt_definite(match: re.Match) -> str:
    n = int(match.group("n")) if match.group("n") else roman_value(match.group("rn"))
    if n is None:
        return match.group(0)
    if match.group("s") in _LT_INDEFINITE:
        form = _LT_INDEFINITE[match.group("s")]
        return padded(match, _say(n, "lt", f"%spellout-ordinal-{form}"))
    form, ending = _LT_DEFINITE[match.group("s")]
    words = _say(n, "lt", f"%spellout-ordinal-{form}")
    if form == "masculine-locative":  # "penktame" -> "penktajame"
        words = re.sub(r"ame$", "ajame", words)
    elif form == "feminine-locative":  # "penktoje" -> "penktojoje"
        words = re.sub(r"oje$", "ojoje", words)
    elif form == "feminine":  # "trečia" -> "trečioji"
        words = words[:-1] + ending
    else:
        words += ending
    return padded(match, words)


# Dates in running text say when: after nuo, iki, po in the genitive ("iki gruodžio
# dvidešimtosios"), after a word of the sentence in the accusative ("vyks spalio
# vienuoliktąją"); after a colon, at a sentence's start or after a word naming the date
# (šiandien, yra, data) the nominative stays (VLKK, "Datų rašymas ir skaitymas").
_LT_NAMING = readings.LT_NAMING


# "2024 m. birželio 12 d. įvyks susirinkimas": a date opening the sentence before the verb of
# an event says when too (panel AK3 heard the nominative "birželio dvyliktoji įvyks"); not
# before "bus", "buvo": "kovo 5 d. bus mugė" names the day (pinned nominative).
# ... and so does one after the sentence's subject before a verb in the future ("Lietuva 2024
# m. gegužės 12 d. rinks prezidentą": panel AL3 heard "dvyliktoji"), its third person a
# consonant and "s" ("rinks", "atvyks"), "-uos" or "-sis" (DLKG § 394), never "bus".
# "1990 m. kovo 11 d. Lietuva atkūrė ...": a date opening a sentence, then its capitalised
# subject and a verb: the "d." is the abbreviation's, not the sentence's end (panel AM3).
_LT_SUBJECT_VERB_AFTER = re.compile(
    r"\s+[A-ZĄČĘĖĮŠŲŪŽ][a-ząčęėįšųūž]+\s+[a-ząčęėįšųūž]{3,}(?:ė|o|s)(?!\w)"
)
_LT_EVENT_VERB_AFTER = re.compile(
    r"\s+(?:įvyks|įvyko|vyks|vyko|prasidės|prasidėjo|baigsis|baigėsi|startuos"
    r"|neveiks|nedirbs|dirbs|atsidarys"
    r"|(?!bus(?!\w))[a-ząčęėįšųūž]{2,}(?:[bdgkpt]s|uos|sis))(?!\w)"
)


# "Gegužės 1 d. parduotuvė nedirbs": a date opening the sentence, then its lowercase subject
# (one or two words) and the verb of the event says when as well (panel AQ3 heard "Gegužės
# pirmoji parduotuvė").
_LT_NOUN_EVENT_AFTER = re.compile(r"(?:\s+[a-ząčęėįšųūž]{3,}){1,2}" + _LT_EVENT_VERB_AFTER.pattern)


# "Birželio 15 d. nuo 8 iki 17 val. nebus elektros": a date opening the sentence before the
# hours of that day says when, the accusative "birželio penkioliktąją" (VLKK, "Datų rašymas
# ir skaitymas"; panel AU3 heard the nominative "penkioliktoji"). The hours in digits or
# as the hour rules read them ("nuo aštuntos iki septynioliktos valandos").
_LT_HOURS_AFTER = re.compile(
    r"\s+(?:(?:nuo|iki|apie)\s+)?(?:\d{1,2}(?::\d\d)?(?:(?:\s?[-–]\s?|\s+iki\s+)\d{1,2}(?::\d\d)?)?"
    r"\s?val\."
    r"|\d{1,2}:\d\d|[a-ząčęėįšųūž]+\s+(?:iki\s+[a-ząčęėįšųūž]+\s+)?valand[ąaoų]s?(?!\w))"
)


def _read_lt_date(match: re.Match) -> str:
    prep = match.group("prep")
    before = match.string[max(0, match.start() - 30) : match.start()]
    if prep:
        case = "genitive" if prep.lower() in ("nuo", "iki", "po") else "accusative"
    else:
        prev = re.search(r"([^\W\d_]+)\s*$", before)
        opens = not before.strip() or re.search(r"[.!?]\s*$", before)
        names = (
            not prev or prev.group(1)[0].isupper() or re.fullmatch(_LT_NAMING, prev.group(1), re.I)
        )
        subject = (
            prev
            and prev.group(1)[0].isupper()
            and not re.fullmatch(_LT_NAMING, prev.group(1), re.I)
        )
        told = opens and (
            _LT_SUBJECT_VERB_AFTER.match(match.string, match.end())
            or _LT_NOUN_EVENT_AFTER.match(match.string, match.end())
            or _LT_HOURS_AFTER.match(match.string, match.end())
        )
        if (
            names
            and not told
            and not ((opens or subject) and _LT_EVENT_VERB_AFTER.match(match.string, match.end()))
        ):
            return match.group(0)
        case = "accusative"
    day = int(match.group("d"))
    month = cldr.months("lt").get(match.group("m").lower())
    if not 1 <= day <= 31 or month is None:
        return match.group(0)
    said = _say(day, "lt", f"%spellout-ordinal-feminine-{case}")
    said += "ios" if case == "genitive" else "ją"  # definite: "penktosios", "penktąją"
    year = f"{readings.DATE_YEARS['lt'](int(match.group('y')))} " if match.group("y") else ""
    lead = f"{prep} " if prep else ""
    rest = match.string[match.end() :].lstrip()
    ended = not rest or rest[0].isupper()
    if ended and rest and not prep:
        opens = not before.strip() or re.search(r"[.!?]\s*$", before)
        ended = not (opens and _LT_SUBJECT_VERB_AFTER.match(match.string, match.end()))
    end = "." if ended else ""  # the "d." that ended the sentence
    said = f"{lead}{year}{cldr.month_name('lt', month)} {said}{end}"
    opens = not before.strip() or re.search(r"[.!?]\s*$", before)
    if opens and not match.group(0).lstrip()[:1].islower():  # the sentence's first word
        said = said[:1].upper() + said[1:]
    return padded(match, said)


def _read_lt_date_range(match: re.Match) -> str:
    """ "birželio 1–3 d.": from the first day to the second, both ordinals in the genitive
    ("nuo birželio pirmosios iki trečiosios dienos"; panel V3 heard "pirmąją–trys d.")."""
    a, b = int(match.group("a")), int(match.group("d"))
    month = cldr.months("lt").get(match.group("m").lower())
    if not 1 <= a < b <= 31 or month is None:
        return match.group(0)
    first, second = (_say(n, "lt", "%spellout-ordinal-feminine-genitive") + "ios" for n in (a, b))
    year = f"{readings.DATE_YEARS['lt'](int(match.group('y')))} " if match.group("y") else ""
    rest = match.string[match.end() :].lstrip()
    end = "." if not rest else ""  # the "d." that ended the text
    name = cldr.month_name("lt", month)
    return padded(match, f"{year}nuo {name} {first} iki {second} dienos{end}")


def _read_lt_month_day(match: re.Match) -> str:
    """ "sumokėkite iki 10-25": a month and its day written with a dash (VLKK, "Datos
    rašymas": 10-25), after a preposition of the genitive; "iki 10-25 °C" stays a span."""
    month, day = int(match.group("m")), int(match.group("d"))
    if not 1 <= day <= 31:
        return match.group(0)
    said = _say(day, "lt", "%spellout-ordinal-feminine-genitive") + "ios"
    prep = match.group("prep")
    return padded(match, f"{prep} {_LT_MONTH_GENITIVES[month - 1]} {said}")


_LT_MONTH_GENITIVES = (
    "sausio vasario kovo balandžio gegužės birželio liepos rugpjūčio rugsėjo spalio lapkričio "
    "gruodžio"
).split()


# A clock hour after a day says when, in the accusative: "ketvirtadienį 10 val." ->
# "dešimtą valandą" (VLKK, "Laiko žymėjimas"); "per 2 val." stays a count of hours.
# Panel S3: the same after a verb of an event's start or end ("rungtynės prasidės 19 val.",
# "koncertas vyks 20 val.") and for a whole hour written "14:00" ("penktadienį 14:00").
_LT_DAY_BEFORE = (
    r"(?:[^\W\d_]+dienį|rytoj|šiandien|poryt|vakar|d\.|ryte|vakare"
    r"|prasidės|prasideda|vyks|vyksta|įvyks|baigsis|baigiasi|startuos|startuoja"
    # "startas 9 val." (panel X3 heard "startas devynios valandos"): the start's hour
    # ("Pradžia 8:00." stays "aštuonios valandos", as panel Q3 heard it right)
    r"|startas"
    # "Susitinkame 18 val.": a meeting's hour is the clock's (panel AK3 heard "aštuoniolika
    # valandų")
    r"|susitinkame|susitiksime|susitinkam|susitiksim|susirenkame|susirinksime"
    # "kilo apie 3 val. nakties": an hour of the night or morning after apie is the clock's
    # ("apie trečią valandą nakties"; panel Y3 heard "apie trys valandos")
    r"|apie(?=\s+\d{1,2}\s?val\.\s+(?:nakties|ryto|vakaro|dienos|popiet)(?!\w))"
    # "Keltas išplaukia 06:00": a departure's or an arrival's whole hour is the clock's
    # ("išplaukia šeštą valandą"; panel AO3 heard "šešios valandos"); with its minutes
    # ("išvyksta 7:45") it stays the nominative clock, pinned right by earlier panels
    r"|išplaukia|išplauks|atplaukia|atplauks|išvyksta|išvyks|atvyksta|atvyks|išskrenda"
    r"|išskris|atskrenda|atskris|išvažiuoja|išvažiuos|atvažiuoja|atvažiuos)"
)


def _read_lt_clock(match: re.Match) -> str:
    h = int(match.group("h"))
    if not 0 < h <= 24:
        return match.group(0)
    rest = match.string[match.end() :].lstrip()
    end = "." if match.group(0).endswith(".") and (not rest or rest[0].isupper()) else ""
    said = _say(h, "lt", "%spellout-ordinal-feminine-accusative")
    # "penktadienį, 14:00": the comma after the day leaves the hour its "when" (panel U3)
    day = f"{match.group('day')} " if match.group("day") else ""
    return f"{day}{said} valandą{end}"


# A length of time after "per", "už" or a verb that measures it is in the accusative: "per
# 2 val. 14 min." -> "per dvi valandas keturiolika minučių", "per 3 d." -> "per tris dienas",
# "vėluoja 45 min." -> "keturiasdešimt penkias minutes" (DLKG § 803; panel S3 heard the
# nominative "dvi valandos", "trys d." and "penkios minutės"). The nouns are feminine.
_LT_TIME_NOUNS = {
    "val.": ("valandą", "valandas", "valandų"), "min.": ("minutę", "minutes", "minučių"),
    "d.": ("dieną", "dienas", "dienų"), "sek.": ("sekundę", "sekundes", "sekundžių"),
}  # fmt: skip
_LT_TIME_UNIT = r"(?:val|min|d|sek)\."
_LT_DURATION = (
    # "kas 8 val.": "every" takes the accusative too (DLKG § 812; panel V3 heard "kas
    # aštuonios valandos")
    r"(?<!\w)(?P<lead>(?i:per|už|kas|vėluoja|vėlavo|vėluos|truko|truks|trunka|užtruks|užtruko"
    # "galioja 24 val.": how long a code or an offer holds (panel Y3)
    r"|galioja|galios|galiojo"
    # "ne ilgiau kaip 7 d.": how long at most or at least, the accusative of the length ("ne
    # ilgiau kaip septynias dienas"; panel BB3 heard "septynios dienos")
    r"|ne (?:ilgiau|trumpiau) (?:kaip|nei)))"
    # "truks apie 2 val. 15 min.": "apie" (about) between the verb and its length takes the
    # accusative too ("truks apie dvi valandas"; panel AO3 heard "apie dvi valandos"); after
    # the verb an hour is a length, never the clock's
    r"(?P<about>\s+(?i:apie|maždaug|beveik|bent))?"
    # a span, "per 5–7 min." -> "per penkias–septynias minutes" (panel AH3 heard "per
    # penki-septynios minutės"): both counts in the accusative, the noun agrees with the last
    rf"\s+(?:(?P<a0>\d{{1,2}})\s?[–-]\s?)?(?P<a>\d{{1,2}})\s?(?P<u>{_LT_TIME_UNIT})(?:\s+(?P<b>\d{{1,2}})\s?(?P<v>(?:min|sek)\.))?"
    r"(?!\w)"
)


def _lt_accusative_time(n: int, unit: str) -> str:
    one, few, many = _LT_TIME_NOUNS[unit]
    if n % 10 == 0 or 10 < n % 100 < 20:
        return f"{spell(str(n), 'lt')} {many}"
    words = _say(n, "lt", "%spellout-cardinal-feminine-accusative")
    return f"{words} {one if n % 10 == 1 else few}"


# "apie 25 min." -> "apie dvidešimt penkias minutes": about takes the accusative too (DLKG
# § 803; panel AH3 heard "apie dvidešimt penkios minutės"); minutes and seconds only, as
# "apie 5 val." may be a time of day ("apie penktą valandą").
_LT_ABOUT_DURATION = (
    r"(?<!\w)(?P<lead>(?i:apie))\s+(?:(?P<a0>\d{1,2})\s?[–-]\s?)?(?P<a>\d{1,2})\s?"
    r"(?P<u>(?:min|sek)\.)(?P<b>)(?!\w)"
)


# "apie 2 500 žmonių" -> "apie du tūkstančius penkis šimtus žmonių": about takes the
# accusative of a bare count too (DLKG § 803, as "apie 200 tūkst." above; panel AY3 heard
# "apie du tūkstančiai penki šimtai"). Only a count whose noun stays a genitive plural in
# both cases (ending in zero or in 11-19) and before that noun, a word in -ų: the count
# changes, the noun stays as written.
_LT_ABOUT_COUNT = (
    rf"(?<!\w)(?P<lead>(?i:apie))\s+(?P<n>{_NUMBER})(?![\d.,:/]\d|\d)"
    r"(?=\s+[^\W\d_]{2,}ų(?!\w))"
)


def _read_lt_about_count(match: re.Match) -> str:
    n = _int(match.group("n"))
    if not n or not (n % 10 == 0 or 10 < n % 100 < 20):
        return match.group(0)
    return f"{match.group('lead')} {lt_accusative(n)}"


# ... but a travel time said without a verb is a nominative ("Iki stotelės apie 8 min.
# pėsčiomis" -> "aštuonios minutės", pinned right by the sixth panel): a clause opening with
# "iki"/"nuo" (how far), or a means of travel after it.
_LT_TRAVEL_AFTER = re.compile(
    r"\s*(?:pėsčiomis|pėsčiom|automobiliu|mašina|dviračiu|autobusu|traukiniu|troleibusu)(?!\w)",
    re.I,
)
_LT_CLAUSE_OPENS_HOW_FAR = re.compile(r"(?:^|[.!?;:]\s*)(?:Iki|Nuo)\s[^.!?;:]*\Z")


def _lt_travel_time(match: re.Match) -> bool:
    before = match.string[max(0, match.start() - 60) : match.start()]
    return bool(
        _LT_TRAVEL_AFTER.match(match.string, match.end(), match.end() + 30)
        or _LT_CLAUSE_OPENS_HOW_FAR.search(before)
    )


def _read_lt_duration(match: re.Match) -> str:
    if match.group("lead").lower() == "apie" and _lt_travel_time(match):
        return match.group(0)
    said = _lt_accusative_time(int(match.group("a")), match.group("u"))
    if match.group("a0"):
        first = int(match.group("a0"))
        if first % 10 == 0 or 10 < first % 100 < 20:
            first_said = spell(str(first), "lt")
        else:
            first_said = _say(first, "lt", "%spellout-cardinal-feminine-accusative")
        said = f"{first_said}–{said}"
    if match.group("b"):
        said += " " + _lt_accusative_time(int(match.group("b")), match.group("v"))
    rest = match.string[match.end() :].lstrip()
    end = "." if not rest or rest[0].isupper() else ""  # the abbreviation's dot ended it
    about = match.groupdict().get("about") or ""
    return f"{match.group('lead')}{about} {said}{end}"


# "Įmokos terminas – iki 25 d.": a payment's deadline names the day of the month, an ordinal
# in the genitive ("iki dvidešimt penktos dienos"; panel AK3 heard "dvidešimt penkios
# dienos"); "Pristatymas iki 14 d." (up to 14 days) is left, without a word of paying.
# A verb of waiting, holding or being valid names a day too ("siunta laukia paštomate iki
# 18 d.", "akcija galioja iki 5 d."; panel AM3 heard "iki aštuoniolika dienų").
_LT_DEADLINE_DAY = (
    r"(?i:(?<!\w)(?:termin\w*|įmok\w*|sumokė\w*|apmokė\w*|mokė\w*|mokėjim\w*|sąskait\w*"
    r"|lauk(?:ia|s|sime|iama)|galioj\w*|saugo\w*|atsiim\w*|pasiim\w*|registr\w*|pateik\w*)"
    r"(?:\s+\w+){0,3}?\s*[–—:-]?)\s*(?P<lead>(?i:iki))\s+(?P<d>[1-9]|[12]\d|3[01])\s?d\.(?!\w|\s?d\.)"
)


def _read_lt_deadline_day(match: re.Match) -> str:
    said = _say(int(match.group("d")), "lt", "%spellout-ordinal-feminine-genitive")
    rest = match.string[match.end() :].lstrip()
    end = "." if not rest or rest[0].isupper() else ""  # the "d." that ended the sentence
    head = match.group(0)[: match.start("lead") - match.start()]
    return f"{head}{match.group('lead')} {said} dienos{end}"


# A time taken written H:MM:SS after "per", "už" ("finišavo per 2:08:15"): hours, minutes
# and seconds in the accusative (panel V3 heard "per dvi valandos aštuonios minutės").
_LT_TIME_TAKEN = (
    r"(?<!\w)(?P<lead>(?i:per|už))\s+(?P<h>\d{1,2}):(?P<m>[0-5]\d):(?P<s>[0-5]\d)"
    r"(?![\d:]|[.,]\d)"
)


def _read_lt_time_taken(match: re.Match) -> str:
    parts = [
        _lt_accusative_time(int(match.group(group)), unit)
        for group, unit in (("h", "val."), ("m", "min."), ("s", "sek."))
        if int(match.group(group))
    ]
    if not parts:
        return match.group(0)
    return padded(match, f"{match.group('lead')} {' '.join(parts)}")


def _read_lt_clock_until(match: re.Match) -> str:
    """ "iki 18:00": the hour of the clock an ordinal in the genitive (VLKK, "Laiko
    žymėjimas"), as in "nuo aštuntos iki dvidešimtos valandos"; panel S3 heard "iki
    aštuoniolika valandų"."""
    h = int(match.group("h"))
    if not 0 < h <= 24:
        return match.group(0)
    # "nuo 9:00 iki 18:00": "valandos" once, after the second
    span = match.group("prep").lower() == "nuo" and re.match(
        r"\s+iki\s+\d", match.string[match.end() :]
    )
    noun = "" if span else " valandos"
    m = int(match.group("m") or 0)
    if m:  # "iki 23:10" -> "iki dvidešimt trečios valandos dešimties minučių" (its genitive)
        noun = f" valandos {lt_genitive(m, 'f')} {'minutės' if _lt_single(m) else 'minučių'}"
    rest = match.string[match.end() :].lstrip()
    if match.group("val") and (not rest or rest[0].isupper()):
        noun += "."  # "iki 18.00 val.": the abbreviation's dot ends the sentence too
    return f"{match.group('prep')} {_lt_ordinal(h, 'f', 'genitive')}{noun}"


# A span of clock hours before "val." (VLKK, "Laiko žymėjimas": hours are ordinals): "8–20
# val." -> "nuo aštuntos iki dvidešimtos valandos", "tarp 9:00 ir 13:00 val." -> "tarp
# devintos ir tryliktos valandos" (whole hours only; "per 2–3 val." stays a count).
_LT_HOUR_SPAN = (
    r"(?<![\w.,:/–-])(?:(?P<day>I|II|III|IV|V|VI|VII)\s+)?"
    r"(?:(?P<tarp>(?i:tarp))\s+)?(?P<a>\d{1,2})(?P<ca>[:.]00)?"
    r"(?:\s?[-–—]\s?|(?(tarp)\s+ir\s+|(?!x)x))(?P<b>\d{1,2})"
    # "9:00–18:00" without "val." too (panel X3 heard "devynios valandos-aštuoniolika
    # valandų"): whole hours of the clock on both sides
    r"(?:(?:[:.]00)?\s?(?P<val>val\.)(?!\w)|(?(ca):00(?![\w:]|[.,]\d)|(?!x)x))"
)


def _read_lt_hour_span(match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    before = match.string[max(0, match.start() - 12) : match.start()].split()[-1:]
    if not (0 <= a < b <= 24) or (before and before[0].lower() in ("per", "po", "už")):
        return match.group(0)
    rest = match.string[match.end() :].strip()
    end = "" if rest or not match.group("val") else "."
    first, second = (_lt_ordinal(n, "f", "genitive") for n in (a, b))
    # a weekday in Roman numerals before the hours (VLKK: "VI" is Saturday): on that day
    day = f"{_LT_ON_DAYS[_ROMAN_DAYS.index(match.group('day'))]} " if match.group("day") else ""
    if match.group("tarp"):
        return f"{day}{match.group('tarp')} {first} ir {second} valandos{end}"
    return f"{day}nuo {first} iki {second} valandos{end}"


_ROMAN_DAYS = "I II III IV V VI VII".split()
_LT_ON_DAYS = ("pirmadieniais antradieniais trečiadieniais ketvirtadieniais penktadieniais "
               "šeštadieniais sekmadieniais").split()  # fmt: skip


# A road's kilometre, an ordinal (panel V3 heard lt "ties penkiasdešimt septyni
# kilometrai", lv "trīsdesmit astotais km", et "neljakümne viies km-l"): lt "ties 57 km" ->
# "ties penkiasdešimt septintu kilometru" (ties takes the instrumental, DLKG § 812), lv
# "38. km" -> "trīsdesmit astotajā kilometrā" (no: genitive, līdz: dative), et "45. km-l"
# -> "neljakümne viiendal kilomeetril" (the adessive the writer's "-l" says).
_LT_ROAD_KM = r"(?<!\w)(?P<prep>(?i:ties))\s+(?P<n>\d{1,4})\s?km(?![\w/²³]|[.,]\d)"
_LV_ROAD_KM = (
    r"(?<![\w.,:/-])(?:(?P<prep>(?i:no|līdz|uz)\s+))?(?P<n>\d{1,4})\.\s?km(?![\w/²³])"
    r"(?P<dot>\.(?=\s*$))?"
)
_LV_ROAD_CASES = {"no": ("m-gen", "kilometra"), "līdz": ("m-dat", "kilometram"),
                  "": ("m-loc", "kilometrā")}  # fmt: skip
_ET_ROAD_KM = r"(?<![\w.,:/-])(?P<n>\d{1,4})\.\s?km-(?P<e>l)(?!\w)"
# A road's stretch between two kilometres, lt "45–52 km ruože", et "45.–52. km lõigus": the
# two kilometres are ordinals in the genitive the stretch's noun governs, lt "nuo
# keturiasdešimt penkto iki penkiasdešimt antro kilometro ruože", et "neljakümne viienda kuni
# viiekümne teise kilomeetri lõigus" (panel BA3 heard "keturiasdešimt penki-penkiasdešimt du
# kilometrai ruože", "nelikümmend viis.–viiekümne teine km lõigus").
_LT_ROAD_SPAN = (
    r"(?<![\w.,:/–-])(?P<a>\d{1,4})\s?[–-]\s?(?P<b>\d{1,4})\s?km"
    r"(?=\s+(?i:ruož|atkarp|ruoža|atkarpa))"
)
_ET_ROAD_SPAN = (
    r"(?<![\w.,:/–-])(?P<a>\d{1,4})\.\s?[–-]\s?(?P<b>\d{1,4})\.\s?km"
    r"(?=\s+(?i:lõigu|lõik))"
)


def _read_road_span(lang: str, match: re.Match) -> str:
    a, b = (int(match.group(g)) for g in ("a", "b"))
    if lang == "lt":
        first, second = ordinal(a, "lt", "m-gen"), ordinal(b, "lt", "m-gen")
        said = f"nuo {first} iki {second} kilometro"
    else:
        first, second = ordinal(a, "et", "gen"), ordinal(b, "et", "gen")
        said = f"{first} kuni {second} kilomeetri"
    return padded(match, said) if first and second else match.group(0)


_ET_ROAD_ENDINGS = {"l": ("ade", "kilomeetril")}


# "215 kab.": a room is an ordinal, said where the visit is ("du šimtai penkioliktame
# kabinete"; panel V3 heard "du šimtai penkiolika kab.").
_LT_ROOM = r"(?<![\w.,:/-])(?P<n>\d{1,4})\s?kab\.(?!\w)"


def _read_lt_room(match: re.Match) -> str:
    said = ordinal(int(match.group("n")), "lt", "m-loc")
    if not said:
        return match.group(0)
    rest = match.string[match.end() :].lstrip()
    end = "." if not rest or rest[0].isupper() else ""
    return padded(match, f"{said} kabinete{end}")


# "Žr. 15 psl.", "Skat. 27. lpp.": "see page", the page's ordinal and noun in the accusative
# the imperative takes (panel Z3 heard "Žiūrėkite penkiolika psl.", "Skat. divdesmit
# septītais lpp."); not before a word the page's noun would govern ("žr. 102 psl.
# lentelėje"), nor without "see" ("350 psl." may count pages, "ir 12. lpp." is a locative).
_LT_SEE_PAGE = r"(?<!\w)(?P<see>[Žž]r\.)\s+(?P<n>\d{1,4})\s?psl\.(?!\w)(?!\s*[^\W\d_A-ZĄČĘĖĮŠŲŪŽ])"
_LV_PAGE = (
    r"(?<!\w)(?P<see>[Ss]kat\.|[Ss]k\.)\s+(?P<n>\d{1,4})\.\s?lpp\.(?!\w)"
    r"(?!\s*[^\W\d_A-ZĀČĒĢĪĶĻŅŠŪŽ])"
)


def _page_end(match: re.Match) -> str:
    rest = match.string[match.end() :].lstrip()
    return "." if not rest or rest[0].isupper() else ""


def _read_lt_see_page(match: re.Match) -> str:
    said = ordinal(int(match.group("n")), "lt", "m-acc")
    if not said:
        return match.group(0)
    see = "Žiūrėkite" if match.group("see")[0].isupper() else "žiūrėkite"
    return f"{see} {said} puslapį{_page_end(match)}"


def _read_lv_page(match: re.Match) -> str:
    said = ordinal(int(match.group("n")), "lv", "f-acc")
    if not said:
        return match.group(0)
    see = "Skatīt" if match.group("see")[0].isupper() else "skatīt"
    return f"{see} {said} lappusi{_page_end(match)}"


def _read_lt_road_km(match: re.Match) -> str:
    said = ordinal(int(match.group("n")), "lt", "m-ins")
    if not said:
        return match.group(0)
    return padded(match, f"{match.group('prep')} {said} kilometru")


def _read_lv_road_km(match: re.Match) -> str:
    prep = (match.group("prep") or "").strip()
    if prep.lower() == "uz":
        return match.group(0)  # "uz 38. km": the accusative, not typed here
    form, noun = _LV_ROAD_CASES[prep.lower()]
    said = ordinal(int(match.group("n")), "lv", form)
    if not said:
        return match.group(0)
    lead = f"{prep} " if prep else ""
    return padded(match, f"{lead}{said} {noun}{match.group('dot') or ''}")


def _read_et_road_km(match: re.Match) -> str:
    form, noun = _ET_ROAD_ENDINGS[match.group("e")]
    said = ordinal(int(match.group("n")), "et", form)
    if not said:
        return match.group(0)
    return padded(match, f"{said} {noun}")


# A row, a seat, a sector numbered on a ticket ("14 eilė, 22 vieta"): a nominative singular
# after a count of two or more can only be an ordinal's noun ("keturiolikta eilė, dvidešimt
# antra vieta"; panel X3 heard "keturiolika eilė"). One ("1 vieta") may be a count, it stays.
_LT_SEATS = {"eilė": "f", "vieta": "f", "salė": "f", "sektorius": "m", "aukštas": "m",
             "kabinetas": "m", "langelis": "m", "vagonas": "m"}  # fmt: skip
_LT_SEAT = (
    r"(?<![\w.,:/-])(?P<n>\d{1,3})(?![\d.,:/]\d|\d)\s+(?P<noun>" + "|".join(_LT_SEATS) + r")(?!\w)"
)


def _read_lt_seat(match: re.Match) -> str:
    n = int(match.group("n"))
    if n == 0 or _lt_single(n):
        return match.group(0)
    gender = {"f": "feminine", "m": "masculine"}[_LT_SEATS[match.group("noun")]]
    return f"{_say(n, 'lt', f'%spellout-ordinal-{gender}')} {match.group('noun')}"


# A price after "už" is in the accusative ("už 3,49 €" -> "už tris eurus keturiasdešimt
# devynis centus", DLKG § 803; panel X3 heard "už trys eurai"), each count with its noun.
_LT_FOR_PRICE = (
    r"(?<!\w)(?P<prep>(?i:už))\s+(?P<a>\d{1,3}(?:[ \u00a0]\d{3})*)(?:,(?P<f>\d{2}))?"
    r"(?![\d.,])\s?(?:€|EUR|Eur|eur\.?)(?![\w/])"
)


def _lt_accusative_noun(n: int, one: str, few: str, many: str) -> str:
    if n % 10 == 0 or 10 < n % 100 < 20:
        return many
    return one if n % 10 == 1 else few


def _read_lt_for_price(match: re.Match) -> str:
    euros, cents = _int(match.group("a")), int(match.group("f") or 0)
    parts = []
    if euros or not cents:
        parts.append(
            f"{lt_accusative(euros)} {_lt_accusative_noun(euros, 'eurą', 'eurus', 'eurų')}"
        )
    if cents:
        parts.append(
            f"{lt_accusative(cents)} {_lt_accusative_noun(cents, 'centą', 'centus', 'centų')}"
        )
    return padded(match, f"{match.group('prep')} {' '.join(parts)}")


# A sum before the noun it sizes ("1 000 000 Eur suma", "500 € bauda") is an attributive
# genitive, "vieno milijono eurų suma" (DLKG § 540; panel X3 heard "vienas milijonas eurų
# suma").
# Panel AO3: a payment's or a transfer's sum with its cents, "atliktas 45,90 EUR mokėjimas"
# -> "keturiasdešimt penkių eurų devyniasdešimties centų mokėjimas" (heard the nominative).
_LT_SIZED = (
    # (never from inside a run of groups, as _FI_PRICE_CASE)
    r"(?<![\w.,:/-])(?<!\d[ \u00a0])(?P<a>\d{1,3}(?:[ \u00a0]\d{3})*)(?:,(?P<c>\d\d))?"
    r"(?![\d.,]\d)\s?"
    r"(?:€|EUR|Eur|eur\.?)(?P<rest>\s+(?:suma|sumą|sumos|bauda|baudą|baudos|išmoka|išmoką|išmokos|paskola|paskolą|"
    r"paskolos|kompensacija|kompensaciją|kompensacijos|dovana|premija|premiją"
    r"|mokėjimas|mokėjimą|mokėjimo|pervedimas|pervedimą|pervedimo|įmoka|įmoką|įmokos"
    r"|operacija|operaciją|operacijos|pirkimas|pirkimą|pirkimo))(?!\w)"
)


def _read_lt_sized(match: re.Match) -> str:
    n, cents = _int(match.group("a")), int(match.group("c") or 0)
    parts = [f"{lt_genitive(n)} {'euro' if _lt_single(n) else 'eurų'}"] if n or not cents else []
    if cents:
        parts.append(f"{lt_genitive(cents)} {'cento' if _lt_single(cents) else 'centų'}")
    return f"{' '.join(parts)}{match.group('rest')}"


# A count before a plural noun in the instrumental agrees with it ("78 balsais" ->
# "septyniasdešimt aštuoniais balsais", "su 3 dienomis"; DLKG, "kiekiniai skaitvardžiai";
# panel AF3 heard "septyniasdešimt aštuoni balsais"): masculine -ais, feminine -omis, -ėmis.
# Not 11-19 nor round tens (their noun is a genitive), not "metais" (a year's locative),
# not after a number sign.
# A count ending in one takes the singular, a masculine one's instrumental in -u, -iu
# ("71 balsu" -> "septyniasdešimt vienu balsu"; panel AI heard "septyniasdešimt vienas
# balsu"); the words that do not decline ("meniu", "interviu") are no instrumental.
_LT_INSTRUMENTAL = (
    r"(?<![\w.,:/+\-–])(?P<n>\d{1,3}(?:[ \u00a0]\d{3})?)(?![\d.,:/]\d)\s"
    r"(?P<noun>(?!metais(?!\w)|(?:meniu|interviu|kakadu|kenguru|tabu|šou)(?!\w))"
    r"[a-ząčęėįšųūž]{2,20}(?P<e>ais|omis|ėmis|(?<=[^\Wu])u))(?!\w)"
)


def _lt_instrumental(n: int, gender: str) -> str:
    """The count in the instrumental, its hundreds too ("145 balsais" -> "šimtu
    keturiasdešimt penkiais", DLKG: every word of a compound numeral declines)."""
    ruleset = f"%spellout-cardinal-{gender}-instrumental"
    if not (100 <= n < 1000 and n % 100):
        return _say(n, "lt", ruleset)
    h = n // 100
    hundreds = (
        "šimtu"
        if h == 1
        else f"{_say(h, 'lt', '%spellout-cardinal-masculine-instrumental')} šimtais"
    )
    return f"{hundreds} {_say(n % 100, 'lt', ruleset)}"


def _read_lt_instrumental(match: re.Match) -> str:
    n = _int(match.group("n"))
    one = n % 10 == 1 and n % 100 != 11
    if n % 10 == 0 or 10 < n % 100 < 20 or one != (match.group("e") == "u"):
        return match.group(0)  # a genitive follows such a count, or a singular noun one
    if _LT_SIGN_BEFORE.search(match.string, max(0, match.start() - 12), match.start()):
        return match.group(0)
    gender = "feminine" if match.group("e") in ("omis", "ėmis") else "masculine"
    return padded(match, f"{_lt_instrumental(n, gender)} {match.group('noun')}")


# lt "2–4 d. d.": working days (darbo dienos, VLKK "Sutrumpinimai"), after "per" in the
# accusative, feminine ("per dvi–keturias darbo dienas"; panel AF3 heard "per du-keturi
# d. d."); 10-19 and round tens take the genitive plural, a count ending in 1 the singular.
_LT_WORKDAYS = (
    rf"(?:(?<!\w)(?P<per>(?i:per))\s+)?(?<![\w.,:/-])(?P<a>{_NUMBER})(?:{_DASH}(?P<b>{_NUMBER}))?"
    r"\s?d\.\s?d\.(?!\w)"
)


def _read_lt_workdays(match: re.Match) -> str:
    counts = [_int(x) for x in (match.group("a"), match.group("b")) if x]
    case = "accusative" if match.group("per") else "nominative"
    ruleset = "%spellout-cardinal-feminine" + ("-accusative" if match.group("per") else "")
    said = "–".join(_say(n, "lt", ruleset) for n in counts)
    last = counts[-1]
    if last % 10 == 0 or 10 < last % 100 < 20:
        noun = "darbo dienų"
    elif last % 10 == 1:
        noun = "darbo dieną" if case == "accusative" else "darbo diena"
    else:
        noun = "darbo dienas" if case == "accusative" else "darbo dienos"
    end = "." if not match.string[match.end() :].strip() else ""
    per = f"{match.group('per')} " if match.group("per") else ""
    return padded(match, f"{per}{said} {noun}{end}")


# lt a count before a noun written in the genitive plural is in the genitive too ("3
# kambarių butas" -> "trijų kambarių", "5 žvaigždučių viešbutis" -> "penkių"; panel AJ3
# heard "trys kiaušinių"): two to nine (and their compounds) take the nominative plural, so
# the writer's "-ų" says a genitive; ten to twenty and round tens count the genitive plural
# in every case, left. Not "metų": the years' collective numeral ("penkerių metų").
_LT_GENITIVE_NOUN = (
    r"(?=\d)(?<![\w.,:/-])(?P<n>\d{1,3})(?![\d.,:/]\d|\d)"
    r"(?=\s+(?!metų(?!\w))[^\W\d_]{2,}ų(?!\w))"
)
# ... and after a verb of need, "Reikės 200 g miltų" (DLKG: "reikia" takes the genitive of
# what is needed): the amount and its unit in the genitive, "dviejų šimtų gramų".
_LT_NEED = (
    r"(?<!\w)(?P<verb>(?i:reik(?:ia|ės|ėjo|tų)|prireiks|trūksta|trūks|pakaks|užteks))\s+"
    r"(?P<n>\d{1,4})(?![\d.,:/]\d|\d)\s?(?P<unit>mg|kg|ml|g|l)(?![\w/²³])"
)


def _read_lt_genitive_noun(match: re.Match) -> str:
    n = int(match.group("n"))
    if not 2 <= n % 10 <= 9 or 12 <= n % 100 <= 19:
        return match.group(0)
    return lt_genitive(n)


def _read_lt_need(match: re.Match) -> str:
    n = int(match.group("n"))
    stem = _LT_MEASURE_UNITS[match.group("unit")]  # all masculine: "gramas", "litras"
    return f"{match.group('verb')} {lt_genitive(n)} {stem}{'o' if _lt_single(n) else 'ų'}"


# A sum paid after a verb of paying is its object, in the accusative: "mokėsite 0,21 €" ->
# "mokėsite dvidešimt vieną centą" (DLKG § 803; panel AK3 heard "dvidešimt vienas centas").
# Any sum, its hundreds and thousands too, after the prefixed infinitive as well ("prašome
# sumokėti 145,30 €"), the euro written "Eur" too (panel AX3 heard "sumokėkite šešiasdešimt
# septyni eurai"). Not the bare "mokėti", a label's "to pay" ("paruoštas, mokėti 8,20 €",
# pinned in the nominative), nor "kainuoja 5 €" ("penki eurai", pinned right).
_LT_PAY = (
    r"(?<!\w)(?P<verb>(?i:mokėsite|sumokėsite|mokate|sumokate|mokėjote|sumokėjote|sumokėjo"
    r"|mokės|sumokės|moka|sumoka|sumokėkite|mokėkite|sumokėti|sumokėk|mokėk))\s+"
    r"(?P<e>\d{1,3}(?:[ \u00a0]\d{3})*)(?:,(?P<c>\d\d))?(?![\d.,]\d)"
    r"\s?(?:€|EUR|Eur|eur\.?)(?![\w/])"
)
_LT_MONEY_NOUNS = {"e": ("eurą", "eurus", "eurų"), "c": ("centą", "centus", "centų")}


def _lt_accusative_sum(n: int, unit: str) -> str:
    one, few, many = _LT_MONEY_NOUNS[unit]
    if n % 10 == 0 or 10 < n % 100 < 20:
        return f"{lt_accusative(n)} {many}"  # "šimtą eurų", "dvidešimt eurų"
    return f"{lt_accusative(n)} {one if n % 10 == 1 else few}"


def _read_lt_pay(match: re.Match) -> str:
    euros, cents = _int(match.group("e")), int(match.group("c") or 0)
    parts = [_lt_accusative_sum(euros, "e")] if euros else []
    if cents:
        parts.append(_lt_accusative_sum(cents, "c"))
    if not parts:
        return match.group(0)
    return f"{match.group('verb')} {' '.join(parts)}"


# "5 metams", "3 metus": "metai" (years) is plural-only, its counts of one to nine the
# collective numerals in its case, "penkeriems metams", "trejus metus" (DLKG § 540; VLKK,
# "Dauginiai skaitvardžiai"; panel AS3, issue 31, heard "penki metams"). A count of ten or
# more takes the genitive ("dešimt metų"), as the number rules read it.
_LT_YEARS_CASES = {"metai": "i", "metų": "ių", "metams": "iems", "metus": "ius", "metais": "iais",
                   "metuose": "iuose"}  # fmt: skip
_LT_COLLECTIVE_STEMS = "viener dvej trej ketver penker šešer septyner aštuoner devyner".split()
_LT_COLLECTIVE_YEARS = (
    r"(?<![\w.,\-–])(?P<n>[1-9])\s(?P<noun>metai|metų|metams|metus|metais|metuose)(?!\w)"
)


def _read_lt_collective_years(match: re.Match) -> str:
    stem = _LT_COLLECTIVE_STEMS[int(match.group("n")) - 1]
    ending = _LT_YEARS_CASES[match.group("noun")]
    if stem.endswith("j") and ending != "i" and ending != "iems":
        ending = ending[1:]  # "dvejų", "trejus", "dvejais", but "dvejiems"
    return f"{stem}{ending} {match.group('noun')}"


# A number with a collective numeral's ending ("35-eri metai", "2-ejų metų", "3-jus metus"):
# its last digit is said as the collective numeral in that ending's case, the tens before it
# as they are ("trisdešimt penkeri metai"; VLKK, "Skaitvardžių rašymas skaitmenimis": the
# ending after a hyphen); a round ten's genitive "-ies" ("40-ies metų") is the genitive
# ("keturiasdešimties"). Panel AZ3 (issue 31) heard "trisdešimt penki-eri".
_LT_COLLECTIVE_SUFFIX = (
    r"(?<![\w.,\-–])(?P<n>\d{1,3})-(?:(?P<c>(?:er|ej|j)(?:iomis|iuose|iems|iais|iose|ioms|ius"
    r"|ias|ios|ių|omis|uose|ais|ose|oms|us|as|os|ų|i))|(?P<g>ies))(?!\w)"
)


def _read_lt_collective_suffix(match: re.Match) -> str:
    n = int(match.group("n"))
    last, teen = n % 10, 10 <= n % 100 <= 19
    if match.group("g"):
        return lt_genitive(n) if last == 0 and 10 <= n % 100 <= 90 else match.group(0)
    if not last or teen:
        return match.group(0)
    ending = re.sub(r"^(?:er|ej|j)", "", match.group("c"))
    ending = ending if ending.startswith("i") else "i" + ending
    stem = _LT_COLLECTIVE_STEMS[last - 1]
    if stem.endswith("j") and ending not in ("i", "iems"):
        ending = ending[1:]  # "dvejų", "trejus", but "dveji", "dvejiems"
    tens = spell(str(n - last), "lt") + " " if n > last else ""
    return f"{tens}{stem}{ending}"


# "apie 1,5 tūkst." is "apie pusantro tūkstančio", not "apie vienas ir penkios dešimtosios"
# (panel AZ3): "apie" wants the accusative, which the decimal's words do not take well, and
# "pusantro" (one and a half, DLKG § 548) has no case to miss. Only after "apie": panel AJ3
# pinned "Parama 1,5 mln. eurų." read as the decimal, "vienas ir penkios dešimtosios".
_LT_ONE_AND_HALF = (
    r"(?<![\w.,])(?P<about>[Aa]pie)\s1,5\s"
    r"(?P<big>tūkst\.|tūkstančio|mln\.|milijono|mlrd\.|milijardo)(?![\w.]\w)"
)
_LT_BIG_GENITIVE = {"tūkst.": "tūkstančio", "mln.": "milijono", "mlrd.": "milijardo"}


def _read_lt_one_and_half(match: re.Match) -> str:
    big = match.group("big")
    said = _LT_BIG_GENITIVE.get(big, big)
    end = "." if big.endswith(".") and _sentence_ends(match) else ""
    return f"{match.group('about')} pusantro {said}{end}"


def _sentence_ends(match: re.Match) -> bool:
    rest = match.string[match.end() :].lstrip()
    return not rest or rest[0].isupper()


# lt "3 a." in a flat's or a house's advert is the floor ("aukštas", VLKK "Sutrumpinimai":
# a. = aukštas), "2/5 a." the second of five: "trečias aukštas", "antras aukštas iš penkių"
# (panel BB3 heard "trys a."). Only where the advert's words stand before (butas, kamb.,
# m², namas, patalpos), as "a." is also the century's and "amžius".
_LT_FLOOR = r"(?<![\w.,/])(?P<n>\d{1,2})(?:/(?P<of>\d{1,2}))?\s?a\.(?=[\s,;)]|$)"
_LT_FLOOR_CONTEXT = re.compile(
    r"(?i)(?<!\w)(?:but(?:as|ą|o|ai)|kamb\.|kambar|m²|m2|nam(?:as|ą|o)|patalp|biur|kotedž)"
)


def _read_lt_floor(match: re.Match) -> str:
    before = match.string[max(0, match.start() - 80) : match.start()]
    if not _LT_FLOOR_CONTEXT.search(before):
        return match.group(0)
    n = int(match.group("n"))
    if not 0 < n <= 40:
        return match.group(0)
    said = f"{_say(n, 'lt', '%spellout-ordinal-masculine')} aukštas"
    if match.group("of"):
        said += f" iš {lt_genitive(int(match.group('of')))}"
    return said + ("." if _sentence_ends(match) else "")


# A span of degrees before "temperatūroje" (lt) or "temperatūrā" (lv): the span qualifies the
# noun, so both bounds are in the genitive (lt "nuo dviejų iki aštuonių Celsijaus laipsnių
# temperatūroje", lv "piecpadsmit–divdesmit piecu Celsija grādu temperatūrā" as "200 °C
# temperatūrā" is "divsimt Celsija grādu"; DLKG § 803, LVG 2013; panel BC3 heard the
# nominative "du-aštuoni Celsijaus laipsniai temperatūroje").
_DEGREE_SPAN = (
    r"(?<![\w.,:/+−-])(?P<a>\d{1,3})\s?[-–—]\s?(?P<b>\d{1,3})\s?°C"
    r"(?=\s+(?i:temperatūr)[^\W\d_]{0,4}(?!\w))"
)


def _read_lt_degree_span(match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    if a >= b:
        return match.group(0)
    return f"nuo {_lt_genitive_or_zero(a)} iki {_lt_genitive_or_zero(b)} Celsijaus laipsnių"


def _read_lv_degree_span(match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    if a >= b:
        return match.group(0)
    said = []
    for n in (a, b):
        words = _say(n, "lv", "%spellout-cardinal-masculine").split()
        words[-1] = {"viens": "viena"}.get(words[-1], _LV_GENITIVE.get(words[-1], words[-1]))
        said.append(" ".join(words))
    noun = "grāda" if b % 10 == 1 and b % 100 != 11 else "grādu"  # "četrdesmit viena grāda"
    return f"{'–'.join(said)} Celsija {noun}"


def _lt_rules() -> tuple[Rule, ...]:
    months = cldr.month_pattern("lt")
    return (
        rule("lt.degreespan", "lt: a span of degrees before temperatūroje (2–8 °C) -> nuo "
             "dviejų iki aštuonių Celsijaus laipsnių", _DEGREE_SPAN)(_read_lt_degree_span),
        rule("lt.floor", "lt: a floor in a flat's advert (butas, 3 a.) -> trečias aukštas",
             _LT_FLOOR)(_read_lt_floor),
        rule("lt.collectivesuffix", "lt: a number with a collective ending (35-eri metai, "
             "40-ies metų) -> trisdešimt penkeri, keturiasdešimties", _LT_COLLECTIVE_SUFFIX)(
            _read_lt_collective_suffix),
        rule("lt.oneandhalf", "lt: about one and a half thousand (apie 1,5 tūkst.) -> apie "
             "pusantro tūkstančio", _LT_ONE_AND_HALF)(_read_lt_one_and_half),
        rule("lt.collectiveyears", "lt: a count of one to nine before 'metai' (5 metams) -> "
             "the collective numeral (penkeriems metams)", _LT_COLLECTIVE_YEARS)(
            _read_lt_collective_years),
        rule("lt.pay", "lt: a sum after a verb of paying (mokėsite 0,21 €) -> the accusative "
             "(dvidešimt vieną centą)", _LT_PAY)(_read_lt_pay),
        rule("lt.workdays", "lt: working days (per 2–4 d. d.) -> per dvi–keturias darbo "
             "dienas", _LT_WORKDAYS)(_read_lt_workdays),
        rule("lt.instrumental", "lt: a count before a plural noun in the instrumental "
             "(78 balsais) -> septyniasdešimt aštuoniais balsais", _LT_INSTRUMENTAL)(
            _read_lt_instrumental),
        rule("lt.room", "lt: a room (215 kab.) -> du šimtai penkioliktame kabinete",
             _LT_ROOM)(_read_lt_room),
        rule("lt.seepage", "lt: see page (Žr. 15 psl.) -> Žiūrėkite penkioliktą puslapį",
             _LT_SEE_PAGE)(_read_lt_see_page),
        rule("lt.roadspan", "lt: a road's stretch (45–52 km ruože) -> nuo keturiasdešimt "
             "penkto iki penkiasdešimt antro kilometro", _LT_ROAD_SPAN)(
            lambda match: _read_road_span("lt", match)),
        rule("lt.roadkm", "lt: a road's kilometre after ties (ties 57 km) -> ties penkiasdešimt "
             "septintu kilometru", _LT_ROAD_KM)(_read_lt_road_km),
        rule("lt.hourspan", "lt: a span of clock hours (8–20 val.) -> nuo aštuntos iki "
             "dvidešimtos valandos", _LT_HOUR_SPAN)(_read_lt_hour_span),
        rule("lt.clock", "lt: a clock hour after a day (ketvirtadienį 10 val.) -> dešimtą valandą",
             rf"(?:(?<!\w)(?P<day>(?i:{_LT_DAY_BEFORE}),?)\s+"
             # after a date in numbers too ("į 2026 02 10 14 val.", panel X3)
             r"|(?<=\d{4}[-. ]\d\d[-. ]\d\d\s))(?P<h>\d{1,2})(?:(?:[.:]00)?\s?val\.|:00)"
             r"(?![\w:])")(_read_lt_clock),
        rule("lt.deadlineday", "lt: a deadline's day of the month (terminas – iki 25 d.) -> "
             "iki dvidešimt penktos dienos", _LT_DEADLINE_DAY)(_read_lt_deadline_day),
        rule("lt.timetaken", "lt: a time taken after per, už (per 2:08:15) -> per dvi valandas "
             "aštuonias minutes penkiolika sekundžių", _LT_TIME_TAKEN)(_read_lt_time_taken),
        rule("lt.lengthoftime", "lt: a length of time after per, už (per 2 val. 14 min.) -> the "
             "accusative (per dvi valandas keturiolika minučių)", _LT_DURATION)(_read_lt_duration),
        rule("lt.aboutcount", "lt: a count after apie (apie 2 500 žmonių) -> the accusative "
             "(apie du tūkstančius penkis šimtus žmonių)", _LT_ABOUT_COUNT)(_read_lt_about_count),
        rule("lt.aboutlength", "lt: a length of time after apie (apie 25 min.) -> the "
             "accusative (apie dvidešimt penkias minutes)", _LT_ABOUT_DURATION)(_read_lt_duration),
        rule("lt.clockuntil", "lt: a whole hour after iki, nuo (iki 18:00) -> iki "
             "aštuonioliktos valandos",
             # "iki 18.00 val.": the dotted whole hour before "val." too (panel AI)
             r"(?<!\w)(?P<prep>(?i:iki|nuo))\s+(?P<h>[01]?\d|2[0-4])"
             # ("iki 18 val." without its minutes stays a count: pinned right, panel Q3)
             # ... and with its minutes after a colon ("iki 23:10"; panel AL3)
             r"(?::00|\.00(?=\s?val\.|\s+iki\s+\d)|:(?P<m>[0-5]\d))"
             r"(?P<val>\s?val\.(?!\w))?(?![\w:.,]\d|[\w:])")(
            _read_lt_clock_until),
        rule("lt.daterange", "lt: days of a month (birželio 1–3 d.) -> nuo birželio pirmosios "
             "iki trečiosios dienos",
             rf"(?<![\w.,])(?<!(?i:nuo) )(?<!(?i:iki) )(?:(?P<y>\d{{4}})\s?m\.\s+)?"
             rf"(?P<m>{months})\s+(?P<a>\d{{1,2}})\s?[–—-]\s?(?P<d>\d{{1,2}})\s?d\.(?!\w)")(
            _read_lt_date_range),
        rule("lt.datecase", "lt: a date that says when (iki gruodžio 20 d.) -> its case",
             rf"(?<!\w)(?:(?P<prep>(?i:nuo|iki|po|prieš|į))\s+)?(?:(?P<y>\d{{4}})\s?m\.\s+)?"
             rf"(?P<m>{months})\s+(?P<d>\d{{1,2}})\s?d\.(?=\s*[^\s\w]|\s+[a-ząčęėįšųūž\d]|\s*$"
             rf"|{_LT_SUBJECT_VERB_AFTER.pattern})")(
            _read_lt_date),
        rule("lt.monthday", "lt: a month and day after iki, nuo, po (iki 10-25) -> iki spalio "
             "dvidešimt penktosios",
             r"(?<![\w.,:/-])(?P<prep>(?i:iki|nuo|po))\s+(?P<m>0?[1-9]|1[0-2])-(?P<d>[0-3]?\d)"
             r"(?![\w.,:/-]?\d|\s?(?:°|%|val|min|m\b|km|kg|€|Eur))")(_read_lt_month_day),
        # Panel AB3 (issue 31) heard "II-asis etapas" left as letters: a Roman numeral takes
        # the same endings (VLKK, "Romėniškieji skaitmenys": "II-asis", "XX-ojo amžiaus").
        rule("lt.ordinalcase", "lt: an ordinal with a case ending (5-uoju, 12-ą, II-asis) -> "
             "penktuoju, dvyliktą, antrasis",
             r"(?=[-−\dIVX])(?<![\w.,])(?:(?P<n>\d{1,4})|(?P<rn>[IVX]{1,6}))-(?:i)?(?P<s>uoju|ąją|ąjį|ojo|osios|ajame|ojoje|ąja"
             r"|asis|oji|ą|oje|ame|os|as|a)"
             r"(?!\w)")(_read_lt_definite),
        rule("lt.seat", "lt: a row or seat numbered (14 eilė) -> keturiolikta eilė",
             _LT_SEAT)(_read_lt_seat),
        rule("lt.sized", "lt: a sum before the noun it sizes (1 000 000 Eur suma) -> vieno "
             "milijono eurų suma", _LT_SIZED)(_read_lt_sized),
        rule("lt.forprice", "lt: a price after už (už 3,49 €) -> už tris eurus keturiasdešimt "
             "devynis centus", _LT_FOR_PRICE)(_read_lt_for_price),
        rule("lt.dose", "lt: a dose after the distributive po (po 500 mg) -> po penkis šimtus "
             "miligramų", _LT_DOSE)(_read_lt_dose),
        rule("lt.changeby", "lt: a change by a share (didės 6 proc.) -> šešiais procentais",
             _LT_CHANGE_BY)(_read_lt_change_by),
        rule("lt.measure", "lt: a count a verb measures or takes (įdėkite 200 g, viršijo 550 000) "
             "-> du šimtus gramų, penkis šimtus penkiasdešimt tūkstančių",
             _LT_MEASURE)(_read_lt_measure),
        _lt_governed_decimal(),
        _lt_governed(),
        rule("lt.ranked", "lt: a number before a singular accusative or a route (užėmė 3 "
             "vietą, 4 troleibusas) -> trečią vietą, ketvirtasis troleibusas",
             _LT_RANKED)(_read_lt_ranked),
        rule("lt.accusative", "lt: a count before an accusative plural (24 valandas)",
             _LT_ACCUSATIVE)(_read_lt_accusative),
        rule("lt.locative", "lt: a number before a locative singular (3 aukšte) -> trečiame",
             _LT_LOCATIVE)(_read_lt_locative),
        rule("lt.need", "lt: an amount after a verb of need (reikės 200 g) -> dviejų šimtų "
             "gramų", _LT_NEED)(_read_lt_need),
        rule("lt.genitivenoun", "lt: a count before a genitive plural (3 kambarių) -> trijų",
             _LT_GENITIVE_NOUN)(_read_lt_genitive_noun),
    )  # fmt: skip


# --- Finnish ------------------------------------------------------------------------------

# The case of a singular noun from its ending (Iso suomen kielioppi § 1213: a cardinal
# agrees with its noun in every case but the nominative and partitive).
_FI_CASES = (
    ("illative", r"(?:seen|siin|hin|aan|ään|een|iin|oon|öön|uun|yyn)"),
    ("inessive", r"(?:ss[aä])"),
    ("adessive", r"(?:ll[aä])"),
    ("ablative", r"(?:lt[aä])"),
    ("allative", r"(?:lle)"),
    ("genitive", r"(?:[aeiouyäö]n)"),
    # "5 vuodeksi" -> "viideksi vuodeksi": the translative agrees as the other cases do (VISK
    # § 772; panel AF3 heard "viisi vuodeksi")
    ("translative", r"(?:[aeiouyäö]ksi)"),
)
# Postpositions after a genitive: a count of one is only then sure to be in it ("1
# minuutin kuluttua"; "1 puhelin" is a nominative that ends in -n too).
_FI_POSTPOSITIONS = (
    r"päästä|päähän|päässä|kuluttua|kuluessa|aikana|jälkeen|ajan|ajaksi|verran|sisällä|"
    r"sisään|hintaan|arvosta|edestä|takia|vuoksi|mittainen|ikäinen|ikäisille|ikäisenä"
)
_FI_UNITS = {"km": "length-kilometer", "m": "length-meter", "cm": "length-centimeter",
             "mm": "length-millimeter", "kg": "mass-kilogram", "g": "mass-gram",
             "l": "volume-liter",
             # "15 min kuluessa" -> "viidentoista minuutin" (panel Q3, issue 31)
             "min": "duration-minute",
             # "4,8 %:sta 4,2 %:iin" -> "neljästä pilkku kahdeksasta prosentista" (panel T3)
             "%": "concentr-percent",
             # "2–8 °C:ssa" -> "kahdessa–kahdeksassa celsiusasteessa" (panel BC3 heard the
             # ending glued, "celsiusastetta:ssa")
             "°C": "temperature-celsius"}  # fmt: skip


# "klo 3 yöllä", "kello 7 aamulla": the part of the day after a clock hour is an adverb
# of its own; the hour stays "kello kolme" (Kotus, "Kellonajat"; panel Y3 heard "kello
# kolmella yöllä").
_FI_TIME_OF_DAY = frozenset(
    "yöllä aamulla illalla päivällä iltapäivällä aamupäivällä keskipäivällä aamuyöllä".split()
)
_FI_CLOCK_BEFORE = re.compile(r"(?<![^\W\d_])(?i:klo|kello)\s*\Z")
# A passive verb's present (toimitetaan, lähetetään, suljetaan) ends like an illative.
_FI_PASSIVE = re.compile(r"(?:t|d)(?:aan|ään)$")
# A numbering word right before the number (as written, or as the abbreviations said it);
# "vuonna" too: "vuonna 2023 keskimäärin" names a year in the nominative (Kotus), the next
# word's ending is no case of it (panel T3 heard "kahdentuhannenkahdenkymmenenkolmen"). Not
# "vuoden": "vuoden 2025 talousarvion" may agree with it, a panel heard that right.
# A line's or a vehicle's number names it too ("Bussi 550 myöhässä": "viisisataaviisikymmentä";
# panel AO3 heard the inessive "viidessäsadassaviidessäkymmenessä"), a compound's head before
# it ("bussilinja 23").
_FI_NUMBERED = re.compile(
    r"(?<![^\W\d_])(?i:nro\.?|n:o|numero|nr\.?|№|vuonna"
    r"|[^\W\d_]{0,8}(?:bussi|linja|ratikka|raitiovaunu|juna|metro|lähijuna|raide|laituri))"
    r"\s*\Z"
)


# "nousivat 3 eurosta 4 euroon": a word ending in -sta is an elative (not a nominative such
# as "lista", nor a partitive "3 lasta") when a count in the illative follows, the span's end
_FI_TO_NEXT = re.compile(
    r"\s+\d{1,3}(?:[ \u00a0]?\d{3})*(?:,\d+)?\s?[^\W\d_]*"
    r"(?:seen|siin|hin|aan|ään|een|iin|oon|öön|uun|yyn|:\w+)(?!\w)"
)


# "3 epäonnistuneen yrityksen jälkeen": a participle's genitive (-neen) ends like an
# illative; the noun after it, in the genitive, says which (panel BC3 heard "kolmeen").
_FI_NEXT_WORD = re.compile(r"\s+([^\W\d_]{2,30})(?!\w)")


def _fi_e_stem(stem: str, ending: str) -> tuple[str, str]:
    """ "celsiusaste" declines on an e-stem ("asteen", "asteessa", "asteeseen"); "°C:een" is
    written for "asteeseen"."""
    if not stem.endswith("aste"):
        return stem, ending
    return stem + "e", ("s" + ending if ending.startswith("e") else ending)


def _fi_attribute_case(match: re.Match, word: str) -> str | None:
    """The case of the word after a count, an attribute's -neen a genitive before a genitive
    noun ("3 epäonnistuneen yrityksen jälkeen"), not an illative ("3 uuteen kotiin")."""
    case = _fi_case(word)
    if case == "illative":
        after = _FI_NEXT_WORD.match(match.string, match.end())
        if after and _fi_case(after.group(1)) == "genitive":
            return "genitive"
    return case


def _fi_case(word: str) -> str | None:
    for case, ending in _FI_CASES:
        if re.search(rf"{ending}$", word):
            return case
    return None


# "voitti Ruotsin 3–2 jatkoajalla": a result is said as two numbers, never in the next
# word's case (Kotus, "Urheilutulokset": "kolme–kaksi"); the verbs and nouns of a result.
_FI_RESULT = re.compile(
    r"(?i)(?<!\w)(?:voitt|voiti|hävi|kaato|kukist|ottelu|tulos|tuloksin|loppui|päättyi|"
    r"maalein|erä)"
)


# "Kärpät–Tappara 3–2 jatkoajalla": two capitalised names joined by a dash right before the
# numbers are a fixture, and the numbers its result, said "kolme–kaksi" in no case (Kotus,
# "Urheilutulokset"; panel AG3 heard "kolmella–kahdella").
_FI_FIXTURE_BEFORE = re.compile(
    r"(?<![^\s(:])[A-ZÅÄÖ][\w.']*(?: [A-ZÅÄÖ][\w.']*)?\s?[-–—]\s?[A-ZÅÄÖ][\w.']*"
    r"(?: [A-ZÅÄÖ][\w.']*)?:?\s{1,3}\Z"
)
# ... a win by the smaller number too when the next word says how the game ended
# ("Tappara–Kärpät 2–3 jatkoajalla"); "Helsinki–Tampere 2–3 tunnissa" is a span of hours.
_FI_RESULT_AFTER = re.compile(
    r"(?i)jatkoaja|voittomaali|rangaistuslaukau|voittolaukau|maalein|erin"
)


def _fi_result(match: re.Match) -> bool:
    """ "voitti 3–2", "Kärpät–Tappara 3–2": two numbers that are a game's result."""
    g = match.groupdict()
    if not g["b"]:
        return False
    if _FI_RESULT.search(match.string, max(0, match.start() - 40), match.start()):
        return True
    return bool(
        (_int(g["a"]) >= _int(g["b"]) or _FI_RESULT_AFTER.match(g["word"] or ""))
        and _FI_FIXTURE_BEFORE.search(match.string[max(0, match.start() - 60) : match.start()])
    )


def _read_fi(match: re.Match) -> str:
    g = match.groupdict()
    if _fi_result(match):
        return match.group(0)  # a score: the score rule and the numbers read it
    counts = [_int(g["a"]), *([_int(g["b"])] if g["b"] else [])]
    if g["frac"]:  # "1,9 prosenttiin" -> "yhteen pilkku yhdeksään"
        counts = [float(f"{counts[0]}.{g['frac']}")]
    if g["unit"]:
        # "2 km:n päässä": the unit's singular with the writer's ending ("kilometrin")
        ending = g["ending"] if g["ending"] is not None else "n"
        g["ending"] = ending
        case = _fi_case("x" + ending if len(ending) > 1 else "an")
        if ending in ("sta", "stä"):  # after a colon an elative for sure ("%:sta"); a
            case = "elative"  # word's -sta may be its nominative ("lista"), so only here
        one = cldr.unit_pattern("fi", _FI_UNITS[g["unit"]], "one")
        if case is None or one is None or one.rstrip()[-1] not in "aeiouyäö":
            return match.group(0)
        stem, g["ending"] = _fi_e_stem(one.replace("{0}", "").strip(), g["ending"])
        if stem.endswith("i") and g["ending"].startswith("ii"):
            stem = stem[:-1]  # "km:iin" is "kilometriin", no "kilometriiin"
        noun = stem + g["ending"]
        if stem.endswith("tti"):  # consonant gradation: "minuutin", "prosentista", "minuuttiin"
            strong = g["ending"].startswith("i") or g["ending"] in ("a", "ä")
            noun = (stem[:-3] + ("tt" if strong else "ti")) + g["ending"]
    else:
        noun = g["word"]
        case = _fi_attribute_case(match, noun)
        if (
            case is None
            and re.search(r"st[aä]$", noun)
            and _FI_TO_NEXT.match(match.string, match.end())
        ):
            case = "elative"  # "3 eurosta 4 euroon": from one count to the next (panel X3)
        # ... and no word after a clock hour puts it in its case ("Nähdään klo 18 patsaalla":
        # "kello kahdeksantoista", panel AK3 heard "kahdeksallatoista")
        if _FI_CLOCK_BEFORE.search(match.string, max(0, match.start() - 8), match.start()):
            return match.group(0)  # "klo 3 yöllä": an adverb of the time, not the hour's case
        if case is None or _FI_PASSIVE.search(noun):
            return match.group(0)  # "44719 toimitetaan": a passive verb, no noun's case
        if case == "genitive" and counts[-1] == 1 and not g["post"]:
            return match.group(0)
    if _FI_NUMBERED.search(match.string, max(0, match.start() - 24), match.start()):
        return match.group(0)  # "nro 44719 …": a number that names, no count
    sign = {"+": "plus "}.get(g["sign"], "miinus ") if g["sign"] else ""
    # "-15…-20 asteeseen": a span written with an ellipsis keeps it, and its second bound
    # its sign (panel AG3 heard the first bound left "miinus viisitoista")
    joint = "…" if g["joint"] and g["joint"].strip() in ("…", "...") else "–"
    if g["bsign"]:
        joint += "plus " if g["bsign"] == "+" else "miinus "
    said = joint.join(_say(n, "fi", f"%spellout-cardinal-{case}") for n in counts)
    frac = g["frac"] or ""
    if len(frac) == 2 and frac[0] != "0" and frac[1] != "0":
        # "1,95 euroon" -> "yhteen pilkku yhdeksäänkymmeneenviiteen": two decimals as a
        # number, in the case (panel V3; numbers.TWO_DIGIT_DECIMALS)
        rule_name = f"%spellout-cardinal-{case}"
        said = f"{_say(_int(g['a']), 'fi', rule_name)} pilkku {_say(int(frac), 'fi', rule_name)}"
    return padded(match, f"{sign}{said} {noun}") + (g["post"] or "")


# An ordinal with its case ending after a colon (Kotus, "Järjestysluvut": 3:s, 3:nnen,
# 3:nneksi, 3:nnella): the ending names the case (the second L panel, issue 31).
_FI_ORDINAL_ENDINGS = {
    "s": "", "nen": "-genitive", "tta": "-partitive", "nneksi": "-translative",
    "ksi": "-translative", "nnessa": "-inessive", "nnesta": "-elative", "nteen": "-illative",
    "nnella": "-adessive", "nnelta": "-ablative", "nnelle": "-allative", "ntena": "-essive",
    "nnen": "-genitive", "ttä": "-partitive",
}  # fmt: skip


def _read_fi_ordinal(match: re.Match) -> str:
    case = _FI_ORDINAL_ENDINGS[match.group("e")]
    return padded(match, _say(int(match.group("n")), "fi", f"%spellout-ordinal{case}"))


# A cardinal with its case ending after a colon (Kotus, "Numeron ja taivutuspäätteen
# välissä kaksoispiste": "Valtatie 4:llä", "linja 6:lla"): the ending names the case
# (panel V3 heard "neljä:llä").
_FI_CARDINAL_ENDINGS = {
    "lla": "adessive", "llä": "adessive", "ssa": "inessive", "ssä": "inessive",
    "sta": "elative", "stä": "elative", "lle": "allative", "lta": "ablative",
    "ltä": "ablative", "n": "genitive", "ta": "partitive", "tä": "partitive",
    "na": "essive", "nä": "essive",
}  # fmt: skip


# "alle 1 m", "yli 1 kg": one after alle, yli is in the genitive with its noun ("alle
# yhden metrin"; Iso suomen kielioppi § 766: the object-like case of a count of one; panel
# V3 heard "alle yksi metri"). Two and more stay ("alle kaksi metriä").
_FI_ONE_GENITIVE = {"km": "kilometrin", "m": "metrin", "cm": "senttimetrin",
                    "mm": "millimetrin", "kg": "kilogramman", "g": "gramman", "l": "litran",
                    "dl": "desilitran", "ml": "millilitran", "%": "prosentin",
                    "h": "tunnin", "min": "minuutin"}  # fmt: skip
_FI_ONE_AFTER = (
    r"(?<!\w)(?P<p>(?i:alle|yli))\s+1\s?(?P<unit>"
    + "|".join(re.escape(u) for u in sorted(_FI_ONE_GENITIVE, key=len, reverse=True))
    + r")(?![\w/²³:]|[.,]\d)"
)


def _read_fi_one(match: re.Match) -> str:
    return padded(match, f"{match.group('p')} yhden {_FI_ONE_GENITIVE[match.group('unit')]}")


# A price with its case ending after a colon ("nousi 1,89 €/l:aan", Kotus "Numeron ja
# taivutuspäätteen välissä kaksoispiste"): the euros and cents in that case, one noun each
# in the singular ("yhteen euroon kahdeksaankymmeneenyhdeksään senttiin litralta"; panel
# X3 heard "litralta:aan").
_FI_PRICE_CASE = (
    # (never from inside a run of groups: a scan from each group of "123 123 123 ..." is
    # quadratic, tests/test_hostile_rule_time.py)
    r"(?<![\w.,:/])(?<!\d[ \u00a0])(?P<a>\d{1,3}(?:[ \u00a0]\d{3})*)"
    r"(?:,(?P<c>\d{2}))?\s?(?:€|EUR|e)"
    r"(?P<per>/(?:l|kg|kpl|kk))?:(?P<e>[a-zäö]{1,4})(?!\w)"
)
_FI_EURO = {"illative": ("euroon", "senttiin"), "elative": ("eurosta", "sentistä"),
            "genitive": ("euron", "sentin"), "adessive": ("eurolla", "sentillä"),
            "ablative": ("eurolta", "sentiltä"), "allative": ("eurolle", "sentille"),
            "inessive": ("eurossa", "sentissä")}  # fmt: skip
_FI_PER = {"/l": "litralta", "/kg": "kilolta", "/kpl": "kappaleelta", "/kk": "kuukaudessa"}


def _read_fi_price_case(match: re.Match) -> str:
    ending = match.group("e")
    case = (
        "elative"
        if ending in ("sta", "stä")
        else _fi_case("x" + ending if len(ending) > 1 else "an")
    )
    if case not in _FI_EURO:
        return match.group(0)
    euro, cent = _FI_EURO[case]
    euros, cents = _int(match.group("a")), int(match.group("c") or 0)
    parts = []
    if euros or not cents:
        parts.append(f"{_say(euros, 'fi', f'%spellout-cardinal-{case}')} {euro}")
    if cents:
        parts.append(f"{_say(cents, 'fi', f'%spellout-cardinal-{case}')} {cent}")
    per = f" {_FI_PER[match.group('per')]}" if match.group("per") else ""
    return padded(match, " ".join(parts) + per)


def _read_fi_cardinal(match: re.Match) -> str:
    case = _FI_CARDINAL_ENDINGS[match.group("e")]
    return padded(match, _say(int(match.group("n")), "fi", f"%spellout-cardinal-{case}"))


# A sum in millions or billions written short before a noun in a case ("kasvoi 5,2 milj.
# euroon", "3,1 mrd. eurosta"): the count and the scale word agree with the noun, as a
# count does in every case but the nominative and partitive (Iso suomen kielioppi § 1213;
# panel AI heard "viisi pilkku kaksi miljoonaa euroon"). The partitive ("12 milj. euroa")
# stays with the scales' rule.
_FI_SCALED = (
    r"(?<![\w.,:/-])(?P<a>[1-9]\d{0,2})(?:,(?P<f>\d{1,2}))?\s?(?P<scale>milj|mrd)\.?"
    r"\s+(?P<word>[a-zäö]{3,})(?!\w)"
)
_FI_SCALE_SIZES = {"milj": 10**6, "mrd": 10**9}
# "laski 3,1 milj. eurosta 2,4 milj. euroon": an -sta word is an elative before the next sum
_FI_TO_NEXT_SCALED = re.compile(
    r"\s+\d{1,3}(?:,\d{1,2})?\s?(?:milj|mrd)\.?\s+[^\W\d_]*"
    r"(?:seen|siin|hin|aan|ään|een|iin|oon|öön|uun|yyn)(?!\w)"
)


def _read_fi_scaled(match: re.Match) -> str:
    word = match.group("word")
    case = _fi_case(word)
    if case is None and re.search(r"st[aä]$", word):
        case = "elative" if _FI_TO_NEXT_SCALED.match(match.string, match.end()) else None
    if case is None or _FI_PASSIVE.search(word):
        return match.group(0)
    rule_name = f"%spellout-cardinal-{case}"
    size = _FI_SCALE_SIZES[match.group("scale")]
    a, frac = int(match.group("a")), match.group("f") or ""
    if not frac:
        return padded(match, f"{_say(a * size, 'fi', rule_name)} {word}")
    if len(frac) == 2 and "0" not in frac:
        said = f"{_say(a, 'fi', rule_name)} pilkku {_say(int(frac), 'fi', rule_name)}"
    else:
        said = _say(float(f"{a}.{frac}"), "fi", rule_name)
    scale = _say(2 * size, "fi", rule_name).split()[-1]  # "miljoonaan", "miljardista"
    return padded(match, f"{said} {scale} {word}")


# "snt" after a count is "senttiä" (one "sentti"): "12,5 snt/kWh" -> "kaksitoista pilkku viisi
# senttiä kilowattitunnilta" (panel AK3 heard "snt/kWh" left as symbols; the "/kWh" is
# abbreviation_words.MORE_PER's).
_FI_CENTS = r"(?<![\w,.])(?P<n>\d{1,6}(?:,\d{1,3})?)\s?snt(?!\w)"


def _read_fi_cents(match: re.Match) -> str:
    one = match.group("n") == "1"
    return f"{match.group('n')} {'sentti' if one else 'senttiä'}"


def _fi_rules() -> tuple[Rule, ...]:
    units = "|".join(sorted(_FI_UNITS, key=len, reverse=True))
    endings = "|".join(sorted(_FI_ORDINAL_ENDINGS, key=len, reverse=True))
    return (
        rule("fi.cents", "fi: cents after a count (12 snt) -> kaksitoista senttiä", _FI_CENTS)(
            _read_fi_cents),
        rule("fi.scaled", "fi: a sum in millions before a noun in a case (5,2 milj. euroon) "
             "-> viiteen pilkku kahteen miljoonaan euroon", _FI_SCALED)(_read_fi_scaled),
        rule("fi.ordinalcase", "fi: an ordinal with a case ending (3:nneksi) -> kolmanneksi",
             rf"(?=\d)(?<![\w.,:])(?P<n>\d{{1,4}}):(?P<e>{endings})(?!\w)")(_read_fi_ordinal),
        rule("fi.pricecase", "fi: a price with a case ending (1,89 €/l:aan) -> yhteen euroon "
             "kahdeksaankymmeneenyhdeksään senttiin litralta", _FI_PRICE_CASE)(_read_fi_price_case),
        rule("fi.one", "fi: one after alle, yli (alle 1 m) -> alle yhden metrin",
             _FI_ONE_AFTER)(_read_fi_one),
        rule("fi.cardinalcase", "fi: a cardinal with a case ending (4:llä) -> neljällä",
             r"(?=\d)(?<![\w.,:])(?P<n>\d{1,4}):(?P<e>"
             + "|".join(sorted(_FI_CARDINAL_ENDINGS, key=len, reverse=True))
             + r")(?!\w)")(_read_fi_cardinal),
        rule("fi.clockcase", "fi: a whole hour before alkaen, asti (klo 12 alkaen) -> "
             "the hour in their case (kello kahdestatoista alkaen)",
             r"(?<!\w)(?P<w>(?i:klo|kello))\s+(?P<h>\d{1,2})(?:[.:]00)?"
             r"\s+(?P<post>asti|saakka|mennessä|alkaen|lähtien)(?!\w)")(_read_fi_clock),
        rule("fi.case", "fi: a count agrees with its noun's case (300 metrin -> kolmensadan)",
             # "+22 asteeseen": the plus too, said (panel AJ3 heard it glued, "+kahteen…")
             rf"(?=[-−+\d])(?<![\w.,:/+-])(?P<sign>[-−]|\+(?=\d))?(?P<a>{_NUMBER})"
             rf"(?:,(?P<frac>\d{{1,2}})|(?P<joint>{_DASH}|\s?(?:…|\.\.\.)\s?)"
             rf"(?P<bsign>[-−+])?(?P<b>{_NUMBER}))?"
             r"(?![\d.,:/]\d|\d)\s?(?:(?P<unit>" + units + r")(?::(?P<ending>[a-zäö]{1,4})"
             # "300 m päästä": a unit without its ending before a postposition of the
             # genitive is in the genitive (the second L panel, issue 31)
             rf"|(?=\s+(?:{_FI_POSTPOSITIONS})(?!\w)))"
             # a unit written short is no noun with a case ending ("40 min", "2 mrd")
             r"|\s(?!(?:min|sek|snt|mrd|milj|kpl)(?!\w))(?P<word>[a-zäöå]{3,}))(?!\w)"
             rf"(?P<post>\s+(?:{_FI_POSTPOSITIONS})(?!\w))?")(_read_fi),
        rule("fi.datecase", "fi: a date before asti, mennessä, alkaen (20.1. asti) -> "
             "the day in their case (kahdenteenkymmenenteen tammikuuta asti)",
             r"(?=[-−\d])(?<![\w.,])(?P<d>\d{1,2})\.(?P<m>\d{1,2})\.(?P<y>\d{4})?"
             r"\s+(?P<post>asti|saakka|mennessä|alkaen|lähtien)(?!\w)")(_read_fi_date),
        rule("fi.dateto", "fi: a date a thing moves to (siirtyy 7.5. klo 10) -> the illative "
             "(seitsemänteen toukokuuta kello kymmeneen)", _FI_DATE_TO)(_read_fi_date_to),
        rule("fi.dateon", "fi: a date after a verb or weekday (toimitetaan 14.3.) -> the "
             "essive (neljäntenätoista maaliskuuta)", _FI_DATE_ON)(_read_fi_date_on),
        rule("fi.compound", "fi: a number joined to a word (30-vuotias) -> one word "
             "(kolmekymmenvuotias)",
             # four digits too: a century's "1200-luvulla" (panel Q3, issue 31)
             r"(?=[-−\d])(?<![\w.,:/-])(?P<n>\d{1,4})-(?P<word>[a-zäö]{3,})(?!\w)")(_read_fi_compound),
    )  # fmt: skip


# Until a day, by a day: the illative; from a day: the elative (Kotus, "päivämäärät").
_FI_DATE_CASES = {"asti": "illative", "saakka": "illative", "mennessä": "illative",
                  "alkaen": "elative", "lähtien": "elative"}  # fmt: skip


# A date that says when a thing happens is in the essive (Kotus, "Päivämäärät":
# "toimitetaan 14.3." -> "neljäntenätoista maaliskuuta"; panel Z3 heard the nominative):
# after a passive verb, a verb of birth or death, or a weekday; a date that names ("Päiväys
# 14.3.", "on 14.3.") stays.
_FI_WEEKDAYS_ON = (
    "ma|ti|ke|to|pe|la|su|maanantaina|tiistaina|keskiviikkona|torstaina|perjantaina"
    "|lauantaina|sunnuntaina"
)
_FI_WEEKDAY_WORDS = dict(
    zip("ma ti ke to pe la su".split(), _FI_WEEKDAYS_ON.split("|")[7:], strict=True)
)
# ... a verb's object or an adverb may stand between ("aloitti työt 3.5.2024", "avataan
# uudelleen 3.5."; panel AI heard "kolmas"), not a weekday's short form ("toimitetaan ti
# 7.5." is the weekday's); and a past passive says when too, unless a clock follows, which
# makes it a log's time stamp ("vaihdettiin 5.3.2024 klo 11.42", pinned in the nominative)
_FI_PAST_PASSIVE = r"[^\W\d_]{2,}tiin(?=\s+\d{1,2}\.\d{1,2}\.(?:\d{4})?(?!\S*\s+(?:klo|kello)\s))"
_FI_BETWEEN = rf"(?:\s+(?!(?i:{_FI_WEEKDAYS_ON}|klo|kello|noin|on)(?!\w))[^\W\d_]{{2,}})?"
_FI_DATE_ON = (
    rf"(?<!\w)(?P<before>(?:(?i:{readings.FI_WHEN_VERBS})|[^\W\d_]{{2,}}[td](?:aan|ään)"
    rf"|{_FI_PAST_PASSIVE}){_FI_BETWEEN}|(?i:{_FI_WEEKDAYS_ON}|{readings.FI_WHEN_AVAILABLE})"
    rf"|{readings.FI_WHEN_PLACE})\s+"
    r"(?P<d>\d{1,2})\.(?P<m>\d{1,2})\.(?P<y>\d{4})?(?![\d.,:]\d|\d|\.\d)"
)


# "Kokous siirtyy 7.5. klo 10.": the date a thing is moved or put off to is in the illative,
# and so is its whole hour ("siirtyy seitsemänteen toukokuuta kello kymmeneen"; Kotus,
# "Päivämäärät"; panel AO3 heard "siirtyy seitsemäs toukokuuta kello kymmenen"). Only the
# verbs of moving: "siirretty perjantaille klo 14" (no date) stays pinned in the nominative.
_FI_DATE_TO = (
    r"(?<!\w)(?P<verb>(?i:siirtyy|siirtyvät|siirtyi|siirtyivät|siirretään|siirrettiin"
    r"|siirretty|lykkääntyy|lykkääntyi|lykätään|lykättiin|lykätty|siirrämme|siirsimme"
    r"|siirtää|siirsi))\s+"
    r"(?P<d>\d{1,2})\.(?P<m>\d{1,2})\.(?P<y>\d{4})?(?![\d.,:]\d|\d|\.\d)"
    r"(?:(?P<klo>\s+(?i:klo|kello))\s+(?P<h>[01]?\d|2[0-4])(?:[.:]00)?(?![\d.,:]\d|\d))?"
)


def _read_fi_date_to(match: re.Match) -> str:
    d, m = int(match.group("d")), int(match.group("m"))
    if not (1 <= d <= 31 and 1 <= m <= 12):
        return match.group(0)
    day = _say(d, "fi", "%spellout-ordinal-illative")
    said = f"{match.group('verb')} {day} {cldr.month_name('fi', m)}"
    if match.group("y"):
        said += f" {spell(match.group('y'), 'fi')}"
    if match.group("h"):
        said += f" kello {_say(int(match.group('h')), 'fi', '%spellout-cardinal-illative')}"
    elif not match.group("y"):
        said += _page_end(match)
    return said


def _read_fi_date_on(match: re.Match) -> str:
    d, m = int(match.group("d")), int(match.group("m"))
    if not (1 <= d <= 31 and 1 <= m <= 12):
        return match.group(0)
    day = _say(d, "fi", "%spellout-ordinal-essive")
    year = f" {spell(match.group('y'), 'fi')}" if match.group("y") else _page_end(match)
    before = match.group("before")
    before = _FI_WEEKDAY_WORDS.get(before.lower(), before)  # "ke" -> "keskiviikkona"
    if match.group("before")[0].isupper():
        before = before[0].upper() + before[1:]
    return f"{before} {day} {cldr.month_name('fi', m)}{year}"


def _read_fi_date(match: re.Match) -> str:
    d, m = int(match.group("d")), int(match.group("m"))
    if not (1 <= d <= 31 and 1 <= m <= 12):
        return match.group(0)
    post = match.group("post")
    day = _say(d, "fi", f"%spellout-ordinal-{_FI_DATE_CASES[post]}")
    year = f" {spell(match.group('y'), 'fi')}" if match.group("y") else ""
    return padded(match, f"{day} {cldr.month_name('fi', m)}{year} {post}")


def _read_fi_clock(match: re.Match) -> str:
    """ "klo 12 alkaen": from the hour, the elative ("kahdestatoista"); "klo 16 asti": until
    it, the illative ("kuuteentoista"), as the dates before these words (Kotus)."""
    h = int(match.group("h"))
    if not 0 <= h <= 24:
        return match.group(0)
    case = _FI_DATE_CASES[match.group("post")]
    said = _say(h, "fi", f"%spellout-cardinal-{case}")
    return padded(match, f"kello {said} {match.group('post')}")


def _read_fi_compound(match: re.Match) -> str:
    """In a compound the tens drop their ending: "kolmekymmenvuotias", "viisikymmenluvulla"."""
    words = _say(int(match.group("n")), "fi", "%spellout-cardinal")
    words = re.sub(r"kymmen(?:tä|en)$", "kymmen", words.replace(" ", ""))
    return padded(match, words + match.group("word"))


# --- Estonian -------------------------------------------------------------------------------

# The genitive of each numeral word (EKI ÕS): "kakskümmend viis" -> "kahekümne viie".
_ET_STEMS = {"üks": "ühe", "kaks": "kahe", "kolm": "kolme", "neli": "nelja", "viis": "viie",
             "kuus": "kuue", "seitse": "seitsme", "kaheksa": "kaheksa", "üheksa": "üheksa",
             "kümme": "kümne", "sada": "saja", "tuhat": "tuhande", "miljon": "miljoni",
             # after a count the partitive, whose genitive is the singular's ("kolme miljoni
             # euroni"; panel AA3 heard "kolme miljonit")
             "miljonit": "miljoni", "miljard": "miljardi", "miljardit": "miljardi"}  # fmt: skip


def et_genitive(n: int) -> str:
    """ "kahesaja", "kahekümne viie", "üheteistkümne": the cardinal in the genitive."""
    out = []
    for word in _say(n, "et", "%spellout-cardinal").split():
        for tail, said in (("teist", "teistkümne"), ("kümmend", "kümne"), ("sada", "saja")):
            if word.endswith(tail) and word != tail and word[: -len(tail)] in _ET_STEMS:
                word = _ET_STEMS[word[: -len(tail)]] + said
                break
        else:
            word = _ET_STEMS.get(word, word)
        out.append(word)
    if out[:2] in (["ühe", "tuhande"], ["ühe", "miljoni"]):
        out = out[1:]  # "üle 1000 mg": "tuhande milligrammi", as said (panel V3)
    return " ".join(out)


# "pärast 3 ebaõnnestunud katset": "pärast", "enne" before a count are prepositions
# of the partitive, and the count is in it with its noun ("pärast kolme katset", "pärast
# viit minutit", "pärast kahtkümmend aastat"; EKI ÕS, "arvsõnade käänamine"; panel BC3
# heard "pärast kolm"). Each word declines; in a compound its first part ("kahtkümmend").
_ET_PARTITIVE = {
    "üks": "ühte",
    "kaks": "kahte",
    "kolm": "kolme",
    "neli": "nelja",
    "viis": "viit",
    "kuus": "kuut",
    "seitse": "seitset",
    "kaheksa": "kaheksat",
    "üheksa": "üheksat",
    "kümme": "kümmet",
    "sada": "sadat",
    "tuhat": "tuhandet",
}
_ET_PARTITIVE_STEMS = {"üks": "üht", "kaks": "kaht", "kolm": "kolme", "neli": "nelja",
                       "viis": "viit", "kuus": "kuut", "seitse": "seitset",
                       "kaheksa": "kaheksat", "üheksa": "üheksat"}  # fmt: skip
_ET_BEFORE_PARTITIVE = (
    r"(?<!\w)(?P<p>(?i:pärast|enne))\s+(?P<n>[1-9]\d{0,3})(?![\d.,:/-])"
    r"(?=\s+[a-zäöõüšž]{3,}(?!\w))"
)


def et_partitive(n: int) -> str:
    """ "kolme", "viit", "kahtkümmend viit", "kolmesadat": the cardinal in the partitive."""
    out = []
    for word in _say(n, "et", "%spellout-cardinal").split():
        for tail, said in (("teist", "teist"), ("kümmend", "kümmend"), ("sada", "sadat")):
            if word.endswith(tail) and word != tail and word[: -len(tail)] in _ET_PARTITIVE_STEMS:
                word = _ET_PARTITIVE_STEMS[word[: -len(tail)]] + said
                break
        else:
            word = _ET_PARTITIVE.get(word, word)
        out.append(word)
    if out[:2] == ["ühte", "tuhandet"]:
        out = out[1:]
    return " ".join(out)


def _read_et_before_partitive(match: re.Match) -> str:
    return f"{match.group('p')} {et_partitive(int(match.group('n')))}"


# "tõusis 1,72 €/l-ni", "2,50 €-ga": an ending after a price is the price's; the amount in
# the genitive, the ending on its last word (the terminative and comitative end a numeral
# once; EKI ÕS, "arvsõnade käänamine"), a price per unit after it ("liitri eest"; panel Y3
# heard "senti liitri eest-ni").
_ET_PER_UNIT = {"l": "liitri", "kg": "kilogrammi", "tk": "tüki", "h": "tunni", "m": "meetri"}
_ET_MONEY_ENDING = (
    # (never from inside a run of groups, as _FI_PRICE_CASE)
    r"(?<![\w.,])(?<!\d[ \u00a0])(?P<a>\d{1,3}(?:[ \u00a0]\d{3})*|\d{1,7})"
    r"(?:,(?P<c>\d\d))?\s?(?:€|EUR)"
    r"(?:/(?P<per>l|kg|tk|h|m))?-(?P<e>ni|ga)(?!\w)"
)


def _read_et_money_ending(match: re.Match) -> str:
    euros = _int(match.group("a"))
    cents = int(match.group("c") or 0)
    parts = []
    if euros or not cents:
        parts.append(f"{et_genitive(euros)} euro" if euros else "null euro")
    if cents:
        parts.append(f"{et_genitive(cents)} sendi")
    said = " ".join(parts) + match.group("e")
    if match.group("per"):
        said += f" {_ET_PER_UNIT[match.group('per')]} eest"
    return padded(match, said)


# "kella 3 paiku": the hour after "kella" before a postposition is in the genitive, as
# the postposition takes ("kella kolme paiku", EKI ÕS "paiku"; panel Y3 heard "kella kolm
# paiku"). "kell 3" alone stays the nominative.
_ET_POSTPOSITIONS = (
    r"pärast|jooksul|kohta|eest|järel|võrra|ajal|vältel|möödudes|kaugusel|puhul|ulatuses|"
    r"sees|vahel|ümber"
)
# The genitive singular of the units written short (EKI ÕS).
_ET_UNITS = {"km": "kilomeetri", "m": "meetri", "cm": "sentimeetri", "kg": "kilogrammi",
             "min": "minuti", "h": "tunni", "%": "protsendi", "€": "euro", "EUR": "euro",
             "°C": "kraadi",
             # panel V3: "mitte üle 1000 mg" was "ühe tuhande mg"
             "mg": "milligrammi", "g": "grammi", "ml": "milliliitri", "l": "liitri",
             # panel AK3: "1 kWh eest" was "ühe kWh eest"
             "kWh": "kilovatt-tunni", "MWh": "megavatt-tunni", "kW": "kilovati"}  # fmt: skip


def _read_et(match: re.Match) -> str:
    g = match.groupdict()
    counts = [_int(g["a"]), *([_int(g["b"])] if g["b"] else [])]
    sign = "miinus " if g["sign"] else ""
    if g["ord"]:  # "25. sünnipäeva puhul": the ordinal in the genitive
        from .ordinals import ordinal

        said = " kuni ".join(ordinal(n, "et", "gen") or "" for n in counts)
        if not all(said.split()):
            return match.group(0)
        return padded(match, f"{said} {g['noun']}") + g["post"]
    noun = _ET_UNITS[g["unit"]] if g["unit"] else g["noun"]
    said = " kuni ".join(et_genitive(n) for n in counts)
    if g["frac"]:
        said += " koma " + et_genitive(int(g["frac"]))
    return padded(match, f"{g['prep'] or ''}{sign}{said} {noun}") + (g["post"] or "")


# "2004. aastast", "2025. a eelarve": a year is an ordinal, every word of it declined, in
# the case "aasta" shows ("kahe tuhande neljandast aastast"; EKI ÕS, "Aastaarvud").
_ET_YEAR = (
    r"(?<![\w.,:/-])(?P<y>1\d{3}|20\d\d)\.\s+"
    r"(?:aasta(?P<case>st|l|ni|s|ks|sse|ga)?|(?P<a>a)\.?)(?!\w)"
)


def _read_et_year(match: re.Match) -> str:
    y = int(match.group("y"))
    last = y % 100 if 10 < y % 100 < 20 else (y % 10 or y % 100)
    if not last:
        return match.group(0)
    head = et_genitive(y - last).removeprefix("tuhande").lstrip() if y - last else ""
    if y < 2000:  # "tuhande üheksasaja …": no "one" before the thousand, as it is said
        head = "tuhande " + head
    head = head + " " if head.strip() else ""
    case = match.group("case") or ""
    return padded(match, f"{head}{ordinal(last, 'et', 'gen')}{case} aasta{case}")


# A case ending written after a number with a hyphen ("kella 21-ni", "3,4%-ni", "kella
# 19:00-ks"): the number in the genitive, the ending on its last word, or on the word for
# the percent (EKI ÕS, "Arvude käänamine": "kolme koma nelja protsendini"; panel S3 heard
# "protsenti-ni" and "kell üheksateist-ks").
# ... and after degrees ("−18 °C-ni": "miinus kaheksateistkümne kraadini"; panel AN3 heard
# "kaheksateist Celsiuse kraadi-ni")
_ET_NUMBER_ENDING = (
    r"(?=[\d−-])(?<![\w.,:/-])(?P<sign>[−-](?=\d))?(?P<a>\d{1,3})"
    r"(?:,(?P<frac>[1-9]\d?)|[:.]00|(?P<sep>[:.])(?P<min>[0-5]\d))?"
    r"(?:(?P<pct>\s?%)|(?P<deg>\s?°C))?"
    r"(?:-(?P<end>ni|ks|ga|st|le|lt|l|s|sse|na|ta)|(?<=\d)(?P<joined>st))(?!\w)"
)
# ... and a clock's full hour written with a dot, "kella 18.00-ni" (panel AU3 heard "kella
# kell kaheksateist-ni"): "kella kaheksateistkümneni"
# (the elative is written joined too: "7 mängu 12st", "kaheteistkümnest"; panel AD3 heard
# "kaksteist st")


# ... and a clock with its minutes, "kella 18.40-ni", "9.30-st": the hour as said, the ending
# on the minutes, the last word ("kella kaheksateist nelikümneni"; panel AY3 heard
# "nelikümmend-ni"). A dotted one is a clock after "kella" or with minutes no month has
# ("12.03-ni" may be a date's day and month).
_ET_CLOCK_WORD = re.compile(r"(?<![^\W\d_])(?i:kell|kella|kl)\.?\s*\Z")
_ET_SPAN_WORD = re.compile(r"(?<![^\W\d_])(?i:kuni|alates)\s+\Z")


def _et_clock_ending(match: re.Match) -> str:
    g = match.groupdict()
    h, m = int(g["a"]), int(g["min"])
    clock = g["sep"] == ":" or m > 12
    clock = clock or _ET_CLOCK_WORD.search(match.string, max(0, match.start() - 8), match.start())
    if g["sign"] or g["pct"] or g["deg"] or h > 24 or not clock:
        return match.group(0)
    minutes = ("null " if m < 10 else "") + et_genitive(m)
    said = f"{_say(h, 'et', '%spellout-cardinal')} {minutes}{g['end'] or g['joined']}"
    # "kuni 17.45-ni": the clock's word after the span's, as the time rule says it
    if _ET_SPAN_WORD.search(match.string, max(0, match.start() - 8), match.start()):
        said = "kella " + said
    return padded(match, said)


def _read_et_number_ending(match: re.Match) -> str:
    g = match.groupdict()
    if g["min"]:
        return _et_clock_ending(match)
    said = et_genitive(int(g["a"]))
    if g["frac"]:
        said += " koma " + et_genitive(int(g["frac"]))
    if g["pct"]:
        said += " protsendi"
    elif g["deg"]:
        said += " kraadi"
    elif g["sign"]:
        return match.group(0)  # a minus before a bare number: a span's dash, maybe
    return padded(match, ("miinus " if g["sign"] else "") + said + (g["end"] or g["joined"]))


# A number joined to a word with a hyphen ("12-aastastele", "3-kordne"): one word, the
# number's genitive joined to it (EKI ÕS: "viieaastane", "kaheteistkümneaastane",
# "kolmekordne"; panel V3 heard "kaksteist-aastastele").
_ET_COMPOUND = (
    r"(?<![\w.,:/-])(?P<n>\d{1,3})-(?P<word>(?:aasta|kuu|päeva|nädala|tunni|minuti|kordse|kordne"
    r"|kraadi|liitri|meetri|kilomeetri|protsendi|toalise|toaline|kohalise|kohaline)[a-zäöõü]*)"
    r"(?![\w-])"
)


# A sum in millions before a noun in the terminative, comitative, essive or abessive ("4,6
# mln euroni"): the count and the scale word in the genitive, as those cases ask of what
# goes before their noun (Eesti keele grammatika: the last four cases agree in the genitive
# only; panel V3 heard "neli koma kuus miljonit euroni").
_ET_SCALES = {"mln": "miljoni", "mld": "miljardi", "tuh": "tuhande", "tuh.": "tuhande"}
_ET_SCALED = (
    r"(?<![\w.,:/-])(?P<a>[1-9]\d{0,2})(?:,(?P<f>[1-9]\d?))?\s?(?P<scale>mln|mld|tuh\.?)"
    r"\s+(?P<noun>(?:euro|dollari|naela)(?:ni|ga|na|ta))(?!\w)"
)


def _read_et_scaled(match: re.Match) -> str:
    said = et_genitive(int(match.group("a")))
    if match.group("f"):
        said += f" koma {et_genitive(int(match.group('f')))}"
    return padded(match, f"{said} {_ET_SCALES[match.group('scale')]} {match.group('noun')}")


# A span of two days with their months ("1.06–15.06", "24.12–26.12.2024"): from the first,
# the elative, to the second, the terminative ("esimesest kuni viieteistkümnenda juunini";
# EKI ÕS "kuni"; Eesti keele grammatika: "1. juunist 15. juunini"), the month said once when
# both days are in it (panel AI heard "üks null kuus kuni viisteist null kuus"). Months with
# two digits, as dates are written ("1.06"), and not after a clock's word.
_ET_DATE_SPAN = (
    r"(?<![\w.,:/-])(?P<d1>[0-3]?\d)\.(?P<m1>0[1-9]|1[0-2])\.?\s?[–—-]\s?"
    r"(?P<d2>[0-3]?\d)\.(?P<m2>0[1-9]|1[0-2])(?:\.(?P<y>\d{4}))?(?P<dot>\.(?=\s+[a-zäöõü\d]))?"
    r"(?![\d.,]\d|\d)(?!\s?(?:€|%|(?i:eur\w*|sent\w*|kg|km|m|l|tk)(?!\w)))"
)
_ET_CLOCK_BEFORE = re.compile(r"(?<![^\W\d_])(?i:kell|kella|kl|alates|kuni)\.?\s*\Z")


def _read_et_date_span(match: re.Match) -> str:
    d1, m1, d2, m2 = (int(match.group(k)) for k in ("d1", "m1", "d2", "m2"))
    if not (1 <= d1 <= 31 and 1 <= d2 <= 31) or (d1, m1) == (d2, m2):
        return match.group(0)
    if _ET_CLOCK_BEFORE.search(match.string, max(0, match.start() - 8), match.start()):
        return match.group(0)
    y = int(match.group("y")) if match.group("y") else None
    second = dates.et_governed_date("kuni", d2, m2, y, "")
    first = (
        f"{ordinal(d1, 'et', 'gen')}st"
        if m1 == m2
        else dates.et_governed_date("alates", d1, m1, None, "")
    )
    if not first or not second:
        return match.group(0)
    return padded(match, f"{first} kuni {second}")


def _read_et_compound(match: re.Match) -> str:
    said = et_genitive(int(match.group("n")))
    if said.startswith("ühesaja"):
        said = said[len("ühe") :]  # "100-aastane": "sajaaastane"
    return padded(match, said + match.group("word"))


def _et_rules() -> tuple[Rule, ...]:
    units = "|".join(re.escape(u) for u in sorted(_ET_UNITS, key=len, reverse=True))
    # "12,4 sekundiga": a decimal too, its fraction as a number (et.numberending reads it so)
    count = (
        rf"(?P<sign>[-−])?(?P<a>{_NUMBER})(?:,(?P<frac>[1-9]\d?))?(?P<ord>\.)?"
        rf"(?:{_DASH}(?P<b>{_NUMBER})\.?)?"
    )
    return (
        rule("et.scaled", "et: a sum in millions before a terminative (4,6 mln euroni) -> "
             "nelja koma kuue miljoni euroni", _ET_SCALED)(_read_et_scaled),
        rule("et.datespan", "et: a span of two dates (1.06–15.06) -> esimesest kuni "
             "viieteistkümnenda juunini", _ET_DATE_SPAN)(_read_et_date_span),
        rule("et.compound", "et: a number joined to a word (12-aastane) -> one word "
             "(kaheteistaastane)", _ET_COMPOUND)(_read_et_compound),
        rule("et.roadspan", "et: a road's stretch (45.–52. km lõigus) -> neljakümne viienda "
             "kuni viiekümne teise kilomeetri", _ET_ROAD_SPAN)(
            lambda match: _read_road_span("et", match)),
        rule("et.roadkm", "et: a road's kilometre with its ending (45. km-l) -> neljakümne "
             "viiendal kilomeetril", _ET_ROAD_KM)(_read_et_road_km),
        rule("et.year", "et: a year before aasta (2004. aastast) -> the ordinal in its case "
             "(kahe tuhande neljandast aastast)", _ET_YEAR)(_read_et_year),
        rule("et.moneyending", "et: euros and cents with -ni, -ga after them (1,72 €/l-ni) "
             "-> ühe euro seitsmekümne kahe sendini liitri eest", _ET_MONEY_ENDING)(
            _read_et_money_ending),
        rule("et.clockabout", "et: an hour after kella before paiku, ajal, ringis, ümber "
             "(kella 3 paiku) -> kella kolme paiku",
             r"(?<!\w)(?P<k>[Kk]ella)\s+(?P<h>1\d|2[0-4]|0?\d)(?![\d.,:]\d|\d)"
             r"(?=\s+(?:paiku|ajal|ringis|ümber|paigu)(?!\w))")(
            lambda match: f"{match.group('k')} {et_genitive(int(match.group('h')))}"),
        rule("et.numberending", "et: a case ending after a number (3,4%-ni, kella 21-ni) -> "
             "kolme koma nelja protsendini", _ET_NUMBER_ENDING)(_read_et_number_ending),
        rule("et.partitive", "et: a count after pärast, enne (pärast 3 katset) -> "
             "pärast kolme katset", _ET_BEFORE_PARTITIVE)(_read_et_before_partitive),
        rule("et.case", "et: a count in the genitive before a postposition (200 m pärast), "
             "after üle/alla or before -ni, -ga (kümne kraadini)",
             rf"(?<![\w.,:/-])(?:(?P<prep>(?i:üle|alla)\s+)(?=[-−]?\d))?{count}"
             rf"(?![\d,:/]\d|\d)\s?(?:(?P<unit>{units})(?![\w/²³])|(?P<noun>[^\W\d_]+))"
             # "190 °C juures" (panel AM3): after a unit, "juures" is its postposition
             rf"(?P<post>\s+(?:{_ET_POSTPOSITIONS}|(?(unit)juures|(?!)))(?!\w))?")(_et_guard),
    )  # fmt: skip


# Nouns people rank with an ordinal whose genitive singular is not their nominative (EKI
# ÕS): "saavutas 2. koha" is "teise koha" (the second L panel, issue 31).
_ET_RANKED_GENITIVES = {"koha", "korruse", "etapi", "vooru", "ringi", "sajandi", "kursuse",
                        "nädala", "tunni", "perrooni", "raja", "klassi"}  # fmt: skip
# A code before the number ("Lend BT 315 Riiga"): the number names, it is no count.
# ... or a number sign ("tramm nr 4 kuni 30. juunini": tram number four, panel S3)
_ET_CODE_BEFORE = re.compile(r"(?<![^\W\d_])(?:[A-ZÕÄÖÜ]{1,4}|[Nn]r\.?|№)\s+\Z")


# "tõusid 2 eurolt 3 eurole": a count before a noun in a local case agrees with it, every
# word of the numeral taking the ending on its genitive (EKI ÕS, "arvsõnade käänamine":
# "kahelt eurolt", "kahekümnele viiele"; panel X3 heard "kaks eurolt kolm eurole"). Only
# counted nouns' genitive stems, so that no word merely ending so is taken for a case.
_ET_LOCAL_CASE = re.compile(
    r"(?P<stem>euro|sendi|protsendi|kraadi|meetri|kilomeetri|kilogrammi|grammi|liitri|"
    r"tunni|minuti|päeva|aasta|inimese|korda|"
    # "36 kuuks" -> "kolmekümneks kuueks kuuks" (panel AF3 heard "kolmkümmend kuus kuuks")
    r"kuu|nädala|öö|ööpäeva)(?P<e>lt|le|st|ks|sse)"
)


def _read_et_local(match: re.Match, case: re.Match) -> str:
    counts = [_int(x) for x in (match.group("a"), match.group("b")) if x]
    ending = case.group("e")
    said = " kuni ".join(" ".join(word + ending for word in et_genitive(n).split()) for n in counts)
    sign = "miinus " if match.group("sign") else ""
    return padded(match, f"{sign}{said} {match.group('noun')}") + (match.group("post") or "")


def _et_guard(match: re.Match) -> str:
    g = match.groupdict()
    if g["frac"] and (g["ord"] or g["b"] or g["sign"]):
        return match.group(0)  # a decimal only as one count, not an ordinal nor a span
    local = g["noun"] and not g["ord"] and not g["prep"] and _ET_LOCAL_CASE.fullmatch(g["noun"])
    if local and not _ET_CODE_BEFORE.search(match.string, max(0, match.start() - 8), match.start()):
        return _read_et_local(match, local)
    # "-ni", "-ga" end a noun in the terminative or comitative; "kuni" ("until") is no noun
    ending = (g["noun"] and g["noun"][0].islower() and re.search(r"(?:ni|ga)$", g["noun"])) and g[
        "noun"
    ] != "kuni"
    governed = g["post"] or g["prep"] or ending
    ranked = g["ord"] and not g["unit"] and g["noun"] in _ET_RANKED_GENITIVES
    if _ET_CODE_BEFORE.search(match.string, max(0, match.start() - 8), match.start()):
        return match.group(0)
    if ranked and not g["post"]:
        said = " kuni ".join(ordinal(_int(x), "et", "gen") or "" for x in (g["a"], g["b"]) if x)
        return padded(match, f"{said} {g['noun']}") if all(said.split()) else match.group(0)
    if not governed or (g["ord"] and not g["post"]) or (g["ord"] and g["unit"]):
        return match.group(0)
    return _read_et(match)


# --- Latvian --------------------------------------------------------------------------------

# The dative of the numerals that decline (Latviešu valodas gramatika 2013): tens, hundreds
# and "-padsmit" do not. Every preposition takes the dative in the plural.
_LV_DATIVE = {
    "m": {"viens": "vienam", "divi": "diviem", "trīs": "trim", "četri": "četriem",
          "pieci": "pieciem", "seši": "sešiem", "septiņi": "septiņiem", "astoņi": "astoņiem",
          "deviņi": "deviņiem"},
    "f": {"viens": "vienai", "divi": "divām", "trīs": "trim", "četri": "četrām",
          "pieci": "piecām", "seši": "sešām", "septiņi": "septiņām", "astoņi": "astoņām",
          "deviņi": "deviņām"},
}  # fmt: skip
_LV_PREPOSITIONS = r"līdz|par|pēc|ar|no|uz|pa|aiz|pie|virs|zem|starp|pret"
_LV_UNITS = {"km": "length-kilometer", "m": "length-meter", "kg": "mass-kilogram",
             "%": "concentr-percent", "°C": "temperature-celsius", "°": "temperature-generic",
             "min.": "duration-minute", "km/h": "speed-kilometer-per-hour",
             # panel V3: "ik pēc 6 st." was "ik pēc sešas stundas"
             "st.": "duration-hour", "h": "duration-hour", "sek.": "duration-second",
             # panel AF3: "uz 24 mēn." was "uz divdesmit četri mēn."
             "mēn.": "duration-month"}  # fmt: skip


def lv_dative(n: int, gender: str = "m") -> str:
    words = _say(n, "lv", "%spellout-cardinal-masculine").split()
    words[-1] = _LV_DATIVE[gender].get(words[-1], words[-1])
    return " ".join(words)


def _lv_plural_dative(noun: str) -> str:
    """ "kilometri" -> "kilometriem", "minūtes" -> "minūtēm", "stundas" -> "stundām"."""
    words = noun.split()
    for k, word in enumerate(words):  # "kilometri stundā", "Celsija grādi": the plural word
        for old, new in (("i", "iem"), ("as", "ām"), ("es", "ēm")):
            if word.endswith(old):
                words[k] = word[: -len(old)] + new
                break
    return " ".join(words)


# "pēc 15 000 km": a round thousand or million after a preposition declines its scale word,
# the plural "tūkstoši", "miljoni" in the dative, "pēc piecpadsmit tūkstošiem kilometru",
# the unit in the genitive after it (LVG 2013, "Skaitļa vārds"; panel AS3, issue 31, heard
# "pēc piecpadsmit tūkstoši kilometru"). The fused "divtūkstoš" and a lone "tūkstoš" stay.
_LV_SCALE_DATIVE = {"tūkstoši": "tūkstošiem", "miljoni": "miljoniem"}


def _lv_scale_dative(n: int, match: re.Match) -> str | None:
    g = match.groupdict()
    words = _say(n, "lv", "%spellout-cardinal-masculine").split()
    if n % 1000 or g["sign"] or words[-1] not in _LV_SCALE_DATIVE:
        return None
    genitive = cldr.unit_pattern("lv", _LV_UNITS[g["unit"]], "zero")
    if genitive is None:
        return None
    words[-1] = _LV_SCALE_DATIVE[words[-1]]
    if len(words) > 1:
        words[-2] = _LV_DATIVE["m"].get(words[-2], words[-2])
    end = "." if g["unit"].endswith(".") and not match.string[match.end() :].strip() else ""
    return f"{g['prep']} {genitive.replace('{0}', ' '.join(words))}{end}"


# A sum in thousands, millions after a preposition: the last word said and the scale in the
# dative plural ("līdz 8,5 milj. eiro" -> "līdz astoņi komats pieciem miljoniem eiro", as
# "līdz 2,8 %" is "divi komats astoņiem procentiem"; LVG 2013; panel BC3 heard "astoņi
# komats pieci miljoni"). A last word that does not decline (desmit, vienpadsmit) keeps
# the genitive, as lv.dative leaves it.
_LV_SCALED = (
    rf"(?<!\w)(?P<prep>(?i:{_LV_PREPOSITIONS}))\s+(?P<a>[1-9]\d{{0,2}})(?:,(?P<frac>\d{{1,2}}))?"
    r"\s?(?P<scale>milj\.|mljrd\.|tūkst\.)(?=\s+[^\W\d_])"
)
_LV_SCALE_NOUNS = {"milj.": "miljoniem", "mljrd.": "miljardiem", "tūkst.": "tūkstošiem"}


def _read_lv_scaled(match: re.Match) -> str:
    whole, frac = _int(match.group("a")), match.group("frac")
    words = spell(f"{whole}.{frac}" if frac else str(whole), "lv").split()
    if words[-1] not in _LV_DATIVE["m"] or words[-1] == "viens":
        return match.group(0)
    words[-1] = _LV_DATIVE["m"][words[-1]]
    said = " ".join(words)
    return f"{match.group('prep')} {said} {_LV_SCALE_NOUNS[match.group('scale')]}"


def _read_lv(match: re.Match) -> str:
    g = match.groupdict()
    n = _int(g["frac"] or g["a"])  # "par 0,8 %": the last word said declines
    if g["frac"]:
        words = spell(f"{_int(g['a'])}.{g['frac']}", "lv").split()
        one = n % 10 == 1 and g["unit"] in _LV_SINGULAR_UNITS  # "par 2,1%" (below)
        if (n % 10 in (0, 1) and not one) or words[-1] not in _LV_DATIVE["m"]:
            return match.group(0)
        head = " ".join(words[:-1]) + " "
        said_n = n % 10  # "pieci komats divdesmit pieciem": the last word only (panel U3)
    else:
        head, said_n = "", n
    if n % 10 == 1 and n % 100 != 11 and g["unit"] in _LV_SINGULAR_UNITS:
        said = _lv_one_unit(g["prep"], g["unit"])
        if said:
            sign = {"+": "plus "}.get(g["sign"], "mīnus ") if g["sign"] else ""
            words = spell(str(n), "lv").split()[:-1] if not g["frac"] else []
            body = " ".join([*head.split(), *words, said])
            return padded(match, f"{g['prep']} {sign}{body}")
    if not g["frac"] and g["unit"] and (said := _lv_scale_dative(n, match)):
        return padded(match, said)
    if n % 10 in (0, 1) or 10 < n % 100 < 20:
        # a singular takes the preposition's own case; after a numeral that does not
        # decline (desmit, divsimt, vienpadsmit) the noun stays in the genitive, as written
        # and as CLDR says it ("pēc divsimt metru")
        return match.group(0)
    # "līdz +25 °C": "plus", in the dative too (the second L panel, issue 31)
    sign = {"+": "plus "}.get(g["sign"], "mīnus ") if g["sign"] else ""
    if g["unit"]:
        other = cldr.unit_pattern("lv", _LV_UNITS[g["unit"]], "other")
        if other is None:
            return match.group(0)
        noun = _lv_plural_dative(other.replace("{0}", "").strip())
        gender = "f" if noun.endswith(("ām", "ēm")) else "m"
        end = "." if g["unit"].endswith(".") and not match.string[match.end() :].strip() else ""
        return padded(match, f"{g['prep']} {sign}{head}{lv_dative(said_n, gender)} {noun}{end}")
    noun = g["noun"]
    gender = "f" if noun.endswith(("ām", "ēm", "īm")) else "m"
    return padded(match, f"{g['prep']} {sign}{head}{lv_dative(said_n, gender)} {noun}")


# A count ending in one with its unit after par, uz, ar (the accusative singular) or līdz
# (the dative singular): "par 2,1%" -> "par divi komats vienu procentu", "līdz 21 °C" ->
# "līdz divdesmit vienam Celsija grādam" (LVG 2013; panel AR3 heard "par divi komats viens
# procents"). The unit's noun from CLDR's singular, its last word declined.
_LV_SINGULAR_UNITS = {"%", "°C", "km", "m", "kg", "min.", "st.", "h"}
_LV_ONE_CASE = {"par": "acc", "uz": "acc", "ar": "acc", "līdz": "dat"}
_LV_ENDINGS = {"acc": (("s", "u"), ("š", "u"), ("a", "u"), ("e", "i")),
               "dat": (("s", "am"), ("š", "am"), ("a", "ai"), ("e", "ei"))}  # fmt: skip


def _lv_one_unit(prep: str, unit: str) -> str | None:
    case = _LV_ONE_CASE.get(prep.lower())
    one = cldr.unit_pattern("lv", _LV_UNITS[unit], "one") if case else None
    if not one:
        return None
    words = one.replace("{0}", "").split()
    for old, new in _LV_ENDINGS[case]:
        if words[-1].endswith(old):
            words[-1] = words[-1][: -len(old)] + new
            break
    else:
        return None
    feminine = one.rstrip().endswith(("a", "e"))
    number = "vienu" if case == "acc" else ("vienai" if feminine else "vienam")
    return " ".join([number, *words])


def _read_lv_from(match: re.Match) -> str:
    """ "no -8 līdz -3 grādiem": the span's first count in the dative as well, the case of
    the noun the "līdz" count governs (LVG 2013; panel AH3 heard "no mīnus astoņi līdz mīnus
    trim grādiem"). A singular or a numeral that does not decline is left as it is."""
    g = match.groupdict()
    n = _int(g["a"])
    if n % 10 in (0, 1) or 10 < n % 100 < 20:
        return match.group(0)
    if g["unit"]:
        other = cldr.unit_pattern("lv", _LV_UNITS[g["unit"]], "other")
        if other is None:
            return match.group(0)
        noun = _lv_plural_dative(other.replace("{0}", "").strip())
    else:
        noun = g["noun"]
    gender = "f" if noun.endswith(("ām", "ēm", "īm")) else "m"
    sign = {"+": "plus "}.get(g["sign"], "mīnus ") if g["sign"] else ""
    return padded(match, f"{g['prep']} {sign}{lv_dative(n, gender)}")


# The genitive of the numerals that decline, before a noun in the genitive plural that a
# word of measure governs ("2–4 darba dienu laikā" -> "divu–četru"; LVG 2013).
_LV_GENITIVE = {"divi": "divu", "trīs": "triju", "četri": "četru", "pieci": "piecu",
                "seši": "sešu", "septiņi": "septiņu", "astoņi": "astoņu",
                "deviņi": "deviņu"}  # fmt: skip


# The feminine nouns such a span counts (LVG 2013: "vienas dienas", "viena gada").
_LV_FEMININE_GENITIVES = {"dienu", "nedēļu", "stundu", "minūšu", "sekunžu", "reižu"}


def _read_lv_genitive(match: re.Match) -> str:
    said = []
    noun = match.group("rest").split()[-2]
    for written in (match.group("a"), match.group("b")):
        if written is None:
            continue
        words = _say(_int(written), "lv", "%spellout-cardinal-masculine").split()
        if words == ["viens"]:  # "1-2 darba dienu laikā": "vienas–divu" (panel S3)
            words = ["vienas" if noun in _LV_FEMININE_GENITIVES else "viena"]
        words[-1] = _LV_GENITIVE.get(words[-1], words[-1])
        said.append(" ".join(words))
    return padded(match, "–".join(said)) + match.group("rest")


# A count ending in one before a noun in the accusative singular ("-u", "-i": "lietot 1
# tableti", "1 reizi", "uz 1 stundu") says "vienu" (LVG 2013; panel S3 heard "viens
# tableti"); eleven takes no singular, and a number after a number sign names.
_LV_ONE_ACCUSATIVE = (
    r"(?=\d)(?<![\w.,:/-])(?P<n>\d{0,2}1)(?![\d.,:/]\d|\d)"
    r"(?P<rest>\s+[a-zāčēģīķļņšūž]{3,}[ui])(?!\w)"
)


def _read_lv_one_accusative(match: re.Match) -> str:
    n = int(match.group("n"))
    before = match.string[max(0, match.start() - 8) : match.start()]
    if n % 100 == 11 or re.search(r"(?:[Nn]r\.|numurs|№)\s*\Z", before):
        return match.group(0)
    words = _say(n, "lv", "%spellout-cardinal-masculine").split()
    # "pa 1 tabletei": a feminine noun in the dative singular (-ai, -ei), the distributive
    # "pa" with the dative; the count agrees, "pa vienai tabletei" (panel AR3)
    words[-1] = "vienai" if match.group("rest").endswith(("ai", "ei")) else "vienu"
    return padded(match, " ".join(words)) + match.group("rest")


# "no 5. līdz 7. jūlijam": "no" takes the genitive, and the first day is an ordinal as the
# second is ("no piektā līdz septītajam jūlijam"; LVG 2013; panel U3 heard "no piektais").
# The second's noun tells the gender: a feminine dative ends in -ai, -ei ("klasei").
# ... and a road's "no 45. līdz 52. km" (panel BA3 heard "no četrdesmit piektais").
_LV_FROM_ORDINAL = (
    r"(?<!\w)(?P<no>(?i:no))\s+(?P<n>[1-9]\d{0,2})\.\s+(?=(?i:līdz)\s+[1-9]\d{0,2}\.\s?"
    r"(?P<noun>[^\W\d_]{3,}|km(?!\w)))"
)


def _read_lv_from_ordinal(match: re.Match) -> str:
    gender = "f" if match.group("noun").endswith(("ai", "ei")) else "m"
    said = ordinal(int(match.group("n")), "lv", f"{gender}-gen")
    return f"{match.group('no')} {said} " if said else match.group(0)


# An age after a preposition ("Bērniem līdz 7 g.", "no 3 g. vecuma"): "g." is "gadi"
# (years), not grams (LVA, "Saīsinājumi": g. = gads); the plural in the dative after the
# preposition (panel V3 heard "līdz septiņi grami").
_LV_AGE = re.compile(r"(?<!\w)(?P<prep>(?i:līdz|no|virs|pēc))\s+(?P<a>\d{1,3})\s?g\.(?=\s|$)")
_LV_AGE_BEFORE = re.compile(
    r"(?i)(?<!\w)(?:bērn|person|jaunieš|skolēn|pusaudž|pieaugu|seniori|apmeklētāj|dalībniek)"
    r"\w*\s*\Z"
)


def _read_lv_age(match: re.Match) -> str:
    before = match.string[max(0, match.start() - 30) : match.start()]
    rest = match.string[match.end() :].lstrip()
    n = int(match.group("a"))
    if not (_LV_AGE_BEFORE.search(before) or rest.startswith("vecum")) or n > 130:
        return match.group(0)
    one = n % 10 == 1 and n % 100 != 11
    said = f"{lv_dative(n)} {'gadam' if one else 'gadiem'}"
    end = "." if not rest or rest[0].isupper() else ""
    return padded(match, f"{match.group('prep')} {said}{end}")


# A sum in euros after a preposition (panel X3 heard "līdz viens eiro septiņdesmit viens
# cents", "par četri eiro", "no trīs līdz pieci eiro"): a plural count in the dative, as
# every preposition takes it in the plural ("līdz vienam eiro septiņdesmit vienam centam",
# "par četriem eiro piecdesmit centiem", "no trim līdz pieciem eiro"; LVG 2013); one in the
# preposition's own case of the singular (līdz: dative, no: genitive, par, uz, ar: the
# accusative). "eiro" does not decline.
_LV_ONE = {
    "līdz": ("vienam", "centam"),
    "no": ("viena", "centa"),
    "par": ("vienu", "centu"),
    "uz": ("vienu", "centu"),
    "ar": ("vienu", "centu"),
    "pēc": ("vienam", "centam"),
}
_LV_PRICE_PER = {"/l": "par litru", "/kg": "par kilogramu"}
_LV_PRICE = (
    r"(?<!\w)(?:(?P<no>(?i:no))\s+(?P<a0>\d{1,3}(?:[ \u00a0]\d{3})*)\s+(?=(?i:līdz)\s))?"
    r"(?P<prep>(?i:līdz|par|no|uz|ar|pēc))\s+(?P<a>\d{1,3}(?:[ \u00a0]\d{3})*)"
    r"(?:,(?P<c>\d{2}))?(?![\d.,]\d)\s?(?:€|EUR|eiro)(?P<per>/l|/kg)?(?![\w/])"
)


def _lv_count(n: int, prep: str, cents: bool = False) -> str:
    if n % 10 == 1 and n % 100 != 11:
        one, cent = _LV_ONE[prep.lower()]
        words = _say(n, "lv", "%spellout-cardinal-masculine").split()
        return " ".join([*words[:-1], one]) + (f" {cent}" if cents else "")
    return lv_dative(n) + (" centiem" if cents else "")


def _read_lv_price(match: re.Match) -> str:
    prep = match.group("prep")
    euros, cents = _int(match.group("a")), int(match.group("c") or 0)
    parts = []
    if euros or not cents:
        parts.append(f"{_lv_count(euros, prep)} eiro")
    if cents:
        parts.append(_lv_count(cents, prep, cents=True))
    said = f"{prep} {' '.join(parts)}"
    if match.group("no"):
        said = f"{match.group('no')} {_lv_count(_int(match.group('a0')), 'no')} {said}"
    per = f" {_LV_PRICE_PER[match.group('per')]}" if match.group("per") else ""
    return padded(match, said + per)


# A sum after an imperative of paying is its object, in the accusative: "samaksājiet 54,20
# EUR" -> "piecdesmit četrus eiro divdesmit centu", "3,52 €" "trīs eiro piecdesmit divus
# centus" (LVG 2013; panel AX3 heard "piecdesmit četri eiro"). A numeral that does not
# decline (desmit, divpadsmit, divsimt) leaves its noun in the genitive, "eiro" does not
# decline. Only the imperatives: the debitive's object is the nominative ("jāmaksā 12,30 €",
# pinned), and an infinitive after a comma is a label's ("apmaksāt līdz ...").
_LV_PAY = (
    r"(?<!\w)(?P<verb>(?i:(?:sa|ap|ie|pie)?maksājiet|samaksā|iemaksā|pārskaitiet|pārskaiti))\s+"
    r"(?P<a>\d{1,3}(?:[ \u00a0]\d{3})*)(?:,(?P<c>\d{2}))?(?![\d.,]\d)\s?(?:€|EUR|eiro)(?![\w/])"
)
_LV_ACCUSATIVE = {"viens": "vienu", "divi": "divus", "trīs": "trīs", "četri": "četrus",
                  "pieci": "piecus", "seši": "sešus", "septiņi": "septiņus",
                  "astoņi": "astoņus", "deviņi": "deviņus", "tūkstotis": "tūkstoti",
                  "tūkstoši": "tūkstošus", "miljons": "miljonu", "miljoni": "miljonus"}  # fmt: skip


def lv_accusative(n: int) -> str:
    """ "četrus", "divdesmit vienu", "divus tūkstošus": each word that declines."""
    words = _say(n, "lv", "%spellout-cardinal-masculine").split()
    return " ".join(_LV_ACCUSATIVE.get(w, w) for w in words)


def _read_lv_pay(match: re.Match) -> str:
    euros, cents = _int(match.group("a")), int(match.group("c") or 0)
    parts = [f"{lv_accusative(euros)} eiro"] if euros or not cents else []
    if cents:
        last = _say(cents, "lv", "%spellout-cardinal-masculine").split()[-1]
        if cents % 10 == 1 and cents % 100 != 11:
            noun = "centu"  # the accusative singular, "vienu centu"
        else:
            noun = "centus" if last in _LV_ACCUSATIVE else "centu"  # "desmit centu"
        parts.append(f"{lv_accusative(cents)} {noun}")
    return padded(match, f"{match.group('verb')} {' '.join(parts)}")


# "atiet no 3. sliežu ceļa", "no 2. stāva": an ordinal after "no" before a noun in the
# genitive singular is in the genitive too ("no trešā sliežu ceļa"; LVG 2013; panel X3
# heard "no trešo"); the noun's -as, -es tell a feminine ("no otrās klases").
_LV_FROM_NUMBERED = (
    r"(?<!\w)(?P<no>(?i:no))\s+(?P<n>[1-9]\d?)\.\s+"
    r"(?=(?:[^\W\d_]+u\s+)?(?P<noun>[^\W\d_]{3,}(?:a|as|es))(?!\w))(?!(?i:līdz)\s)"
)


def _read_lv_from_numbered(match: re.Match) -> str:
    gender = "f" if match.group("noun").endswith(("as", "es")) else "m"
    said = ordinal(int(match.group("n")), "lv", f"{gender}-gen")
    return f"{match.group('no')} {said} " if said else match.group(0)


# "20. gs. 30. gados": a decade is the definite ordinal in the plural, in the case of
# "gadi" after it ("trīsdesmitajos gados", "trīsdesmito gadu", "trīsdesmitie gadi"; LVG
# 2013, definite adjectives; panel Y3 heard "trīsdesmitais gados").
_LV_DECADE = r"(?<![\w.,])(?P<n>[1-9]0)\.\s?(?P<w>gados|gadu|gadi|gadiem|gadus)(?!\w)"
_LV_DECADE_ENDINGS = {"gados": "ajos", "gadu": "o", "gadi": "ie", "gadiem": "ajiem",
                      "gadus": "os"}  # fmt: skip


def _read_lv_decade(match: re.Match) -> str:
    said = ordinal(int(match.group("n")), "lv", "m") or ""
    if not said.endswith("ais"):
        return match.group(0)
    return f"{said[:-3]}{_LV_DECADE_ENDINGS[match.group('w')]} {match.group('w')}"


# A count before a plural noun in the locative agrees with it ("3–5 darba dienās" -> "trīs
# līdz piecās darba dienās", "2 gados" -> "divos gados"; LVG 2013, "skaitļa vārdu
# locīšana"; panel AF3 heard "trīs līdz pieci darba dienās"). "trīs" is said undeclined, as
# people say it; tens, hundreds and -padsmit do not decline.
_LV_LOCATIVE_ENDS = {"m": "os", "f": "ās"}
_LV_LOCATIVE = (
    r"(?<![\w.,:/+\-–])(?P<a>\d{1,3})(?:\s?[-–]\s?(?P<b>\d{1,3}))?(?![\d.,:/]\d)\s"
    r"(?P<noun>(?:darba\s)?(?:dienās|nedēļās|stundās|minūtēs|sekundēs|mēnešos|gados"
    r"|reizēs))(?!\w)"
)


def _lv_locative(n: int, gender: str) -> str:
    words = _say(n, "lv", "%spellout-cardinal-masculine").split()
    last = words[-1]
    if n % 10 == 1 and n % 100 != 11:
        words[-1] = "vienā"
    elif last.endswith("i") and last in _LV_GENITIVE:
        words[-1] = last[:-1] + _LV_LOCATIVE_ENDS[gender]
    return " ".join(words)


def _read_lv_locative(match: re.Match) -> str:
    noun = match.group("noun")
    gender = "m" if noun.endswith("os") else "f"
    counts = [_int(x) for x in (match.group("a"), match.group("b")) if x]
    said = " līdz ".join(_lv_locative(n, gender) for n in counts)
    return padded(match, f"{said} {noun}")


# "Tiekamies 18.00": a whole hour after the verb of a meeting or an event, with no clock word,
# says when: "pulksten" and the hour in the locative plural ("tiekamies pulksten
# astoņpadsmitos", LVA "Laika izteikšana"; panel AK3 heard "tiekamies astoņpadsmit").
_LV_LOCATIVE_HOURS = {
    "viens": "vienos", "divi": "divos", "trīs": "trijos", "četri": "četros", "pieci": "piecos",
    "seši": "sešos", "septiņi": "septiņos", "astoņi": "astoņos", "deviņi": "deviņos",
}  # fmt: skip
_LV_MEET_CLOCK = (
    r"(?<!\w)(?P<verb>(?i:tiekamies|tiksimies|satiekamies|satiksimies|sāksies|sākas|notiks"
    r"|notiek|beigsies|ierodieties|gaidām|gaidīsim"
    # "Prāmis atiet 06:00": a departure's or an arrival's whole hour (panel AO3 heard "atiet
    # seši"); with its minutes ("atiet 7:45") it stays the clock's nominative, pinned right
    r"|atiet|aties|atgāja|pienāk|pienāks|izbrauc|izbrauks|izlido|izlidos|ielido|ielidos"
    r"|ierodas|ieradīsies))\s+(?P<h>0?[1-9]|1\d|2[0-4])[.:]00"
    r"(?![\d.,:]\d|\s?[–-]\s?\d)"
)


# "Brauciens ilgs 1 h 40 min.": a length a verb of lasting measures is its accusative, and
# only one's differs from the nominative ("ilgs vienu stundu", LVG 2013; panel AO3 heard
# "ilgs viena stunda"); "ap" (about) takes the accusative too. Written words are
# lv.oneaccusative's ("ilgs 1 stundu").
_LV_LASTS_NOUNS = {"h": "stundu", "st.": "stundu", "min": "minūti", "min.": "minūti",
                   "s": "sekundi", "sek.": "sekundi"}  # fmt: skip
_LV_LASTS = (
    r"(?<!\w)(?P<verb>(?i:ilgs|ilgst|ilga|ilgtu|ilgstu|aizņems|aizņem|aizņēma|kavējas"
    r"|kavēsies|kavējās|turpināsies|turpinās|turpinājās))"
    r"(?P<about>\s+(?i:ap|apmēram|aptuveni|vēl|gandrīz|tikai|vismaz|vien))?"
    r"\s+(?P<n>\d{0,2}1)(?![\d.,:/]\d|\d)\s?(?P<u>h|st\.|min\.?|sek\.|s)(?!\w)"
)


def _read_lv_lasts(match: re.Match) -> str:
    n = int(match.group("n"))
    if n % 100 == 11:
        return match.group(0)
    words = _say(n, "lv", "%spellout-cardinal-masculine").split()
    words[-1] = "vienu"
    rest = match.string[match.end() :].lstrip()
    dot = match.group("u").endswith(".") and (not rest or rest[0].isupper())
    said = f"{' '.join(words)} {_LV_LASTS_NOUNS[match.group('u')]}{'.' if dot else ''}"
    return f"{match.group('verb')}{match.group('about') or ''} {said}"


def _read_lv_meet_clock(match: re.Match) -> str:
    words = _say(int(match.group("h")), "lv", "%spellout-cardinal-masculine").split()
    words[-1] = _LV_LOCATIVE_HOURS.get(words[-1], words[-1] + "os")
    return f"{match.group('verb')} pulksten {' '.join(words)}"


# lv "23. un 24. jūnijā": two days of one month share its case, the first the locative too,
# "divdesmit trešajā un divdesmit ceturtajā jūnijā" (LVG 2013: coordinated attributes agree;
# panel AS3, issue 31, heard "divdesmit trešais un ..."). The second the date's rule reads.
_LV_MONTHS_AT = (
    "janvārī februārī martā aprīlī maijā jūnijā jūlijā augustā septembrī oktobrī novembrī decembrī"
).split()
_LV_DAY = r"(?:[1-9]|[12]\d|3[01])\."
_LV_AND = r"(?:,?\s(?:un|vai)\s|,\s?)"
_LV_DAY_PAIR = (
    rf"(?<![\w.,])(?P<d>[1-9]|[12]\d|3[01])\.(?P<and>{_LV_AND})"
    rf"(?=(?:{_LV_DAY}{_LV_AND}){{0,5}}{_LV_DAY}\s(?:{'|'.join(_LV_MONTHS_AT)})(?!\w))"
)


def _read_lv_day_pair(match: re.Match) -> str:
    words = ordinal(int(match.group("d")), "lv", "m-loc")
    return f"{words}{match.group('and')}" if words else match.group(0)


def _lv_rules() -> tuple[Rule, ...]:
    units = "|".join(re.escape(u) for u in sorted(_LV_UNITS, key=len, reverse=True))
    return (
        rule("lv.degreespan", "lv: a span of degrees before temperatūrā (15–25 °C) -> "
             "piecpadsmit–divdesmit piecu Celsija grādu", _DEGREE_SPAN)(_read_lv_degree_span),
        rule("lv.daypair", "lv: the first of two days of one month (23. un 24. jūnijā) -> "
             "the locative too", _LV_DAY_PAIR)(_read_lv_day_pair),
        rule("lv.lasts", "lv: one hour or minute a verb of lasting measures (ilgs 1 h) -> "
             "ilgs vienu stundu", _LV_LASTS)(_read_lv_lasts),
        rule("lv.meetclock", "lv: a whole hour after a meeting's verb (Tiekamies 18.00) -> "
             "tiekamies pulksten astoņpadsmitos", _LV_MEET_CLOCK)(_read_lv_meet_clock),
        rule("lv.locative", "lv: a count before a plural noun in the locative (3–5 darba "
             "dienās) -> trīs līdz piecās darba dienās", _LV_LOCATIVE)(_read_lv_locative),
        # before the road's kilometre, which says the second of "no 45. līdz 52. km"
        rule("lv.fromordinal", "lv: an ordinal after no before līdz (no 5. līdz 7. jūlijam) -> "
             "no piektā", _LV_FROM_ORDINAL)(_read_lv_from_ordinal),
        rule("lv.roadkm", "lv: a road's kilometre (38. km) -> trīsdesmit astotajā kilometrā",
             _LV_ROAD_KM)(_read_lv_road_km),
        rule("lv.page", "lv: a page (Skat. 27. lpp.) -> Skatīt divdesmit septīto lappusi",
             _LV_PAGE)(_read_lv_page),
        rule("lv.decade", "lv: a decade (30. gados) -> trīsdesmitajos gados",
             _LV_DECADE)(_read_lv_decade),
        rule("lv.age", "lv: an age after a preposition (līdz 7 g.) -> līdz septiņiem gadiem",
             _LV_AGE.pattern)(_read_lv_age),
        rule("lv.price", "lv: euros after a preposition (līdz 1,71 EUR) -> līdz vienam eiro "
             "septiņdesmit vienam centam", _LV_PRICE)(_read_lv_price),
        rule("lv.pay", "lv: a sum after an imperative of paying (samaksājiet 54,20 EUR) -> "
             "the accusative (piecdesmit četrus eiro divdesmit centu)", _LV_PAY)(_read_lv_pay),
        rule("lv.fromnumbered", "lv: an ordinal after no (no 3. sliežu ceļa) -> no trešā",
             _LV_FROM_NUMBERED)(_read_lv_from_numbered),
        rule("lv.scaled", "lv: a sum in millions after a preposition (līdz 8,5 milj. eiro) -> "
             "līdz astoņi komats pieciem miljoniem eiro", _LV_SCALED)(_read_lv_scaled),
        rule("lv.fromdative", "lv: the first count of no ... līdz before a dative (no -8 "
             "līdz -3 grādiem) -> no mīnus astoņiem",
             r"(?<!\w)(?P<prep>(?i:no))\s+(?P<sign>[-−+])?(?P<a>\d{1,3})(?![\d.,:/]\d|\d)"
             r"(?=\s+līdz\s+[-−+]?\d{1,3}(?![\d.,:/]\d|\d)"
             rf"(?:\s?(?P<unit>{units})(?![\w/²³])|\s+(?P<noun>[^\W\d_]+(?:iem|ām|ēm|īm)))"
             r"(?!\w))")(_read_lv_from),
        rule("lv.dative", "lv: a plural count after a preposition -> the dative "
             "(pēc 2 km -> pēc diviem kilometriem, par 7 minūtēm -> par septiņām)",
             rf"(?<!\w)(?P<prep>(?i:{_LV_PREPOSITIONS}))\s+(?P<sign>[-−+])?(?P<a>{_NUMBER})"
             r"(?:,(?P<frac>\d{1,2}))?"
             r"(?![\d.,:/]\d|\d|\s?[-–—]\s?\d)"
             rf"(?:\s?(?P<unit>{units})(?![\w/²³])|\s+(?P<noun>[^\W\d_]+(?:iem|ām|ēm|īm)))"
             r"(?!\w)")(_read_lv),
        rule("lv.oneaccusative", "lv: one before an accusative singular (1 tableti) -> vienu",
             _LV_ONE_ACCUSATIVE)(_read_lv_one_accusative),
        rule("lv.genitive", "lv: a count before a genitive plural and laikā, apmērā "
             "(2–4 darba dienu laikā -> divu–četru)",
             rf"(?=[-−\d])(?<![\w.,:/-])(?P<a>{_NUMBER})(?:{_DASH}(?P<b>{_NUMBER}))?(?![\d.,:/]\d|\d)"
             # "no 6 gadu vecuma" (panel AU3 heard "no seši gadu vecuma"): age too
             r"(?P<rest>(?:\s+[^\W\d_]+){1,2}u\s+(?:laikā|apmērā|garumā|attālumā|vērtībā"
             r"|vecuma|vecumā|vecumam))"
             r"(?!\w)")(_read_lv_genitive),
    )  # fmt: skip


# sl "Stran 2 od 8", "4 od 5 zvezdic": a part out of a whole, the whole in the genitive after
# "od" ("dva od osmih"; SP; panel AJ3 heard "od osem"). Two to ninety-nine: their genitive is
# the locative's "-ih" form the clock's "ob osmih" says; a span "od 8 do 16" stays the span's.
_SL_OUT_OF = (
    r"(?<![\w.,:/-])(?P<a>\d{1,3})\s+od\s+(?P<b>[2-9]|[1-9]\d)(?![\d.,:/]\d|\d|\.)"
    r"(?!\s*(?:do|[-–])\s)"
)


def _read_sl_out_of(match: re.Match) -> str:
    from .times import _sl_locative

    return f"{match.group('a')} od {_sl_locative(int(match.group('b')))}"


def rules_for(lang: str) -> tuple[Rule, ...]:
    """The case rules of ``lang`` (none outside lt lv et fi); they run before the
    abbreviations, dates, units and numbers, which would read the counts in the nominative."""
    if lang == "sl":  # before the abbreviations read "2 h" as "2 uri"
        from .czech_cases import sl_clock_h, sl_duration_case, sl_lasts, sl_with_length

        out_of = rule("sl.outof", "sl: a part out of a whole (2 od 8) -> dva od osmih",
                      _SL_OUT_OF)(_read_sl_out_of)  # fmt: skip
        return (sl_duration_case, sl_lasts, sl_with_length, sl_clock_h, out_of)
    return {"lt": _lt_rules, "fi": _fi_rules, "et": _et_rules, "lv": _lv_rules}.get(lang, tuple)()
