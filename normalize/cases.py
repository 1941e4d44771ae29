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

from . import cldr, readings
from .numbers import spell, spellout_formatter
from .ordinals import ordinal
from .rule import Rule, padded, rule
from .written_numbers import NOT_IN_GROUPS

LANGUAGES = ("lt", "lv", "et", "fi")

_icu = spellout_formatter  # ICU's spell-out rules, one per thread


def _say(n: int, lang: str, ruleset: str) -> str:
    return _icu(lang).format(n, ruleset).replace("\u00ad", "")


def _int(written: str) -> int:
    return int(re.sub(r"\D", "", written))


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
_LT_GENITIVE_PREPOSITIONS = r"nuo|iki|po|be|iš|virš|daugiau nei|mažiau nei|daugiau kaip|mažiau kaip"
# Short units, said in the genitive singular after a count ending in 1 and plural after others
# (CLDR's "many" and "other" forms); money and percent typed (CLDR's "other" of percent is
# "procentas").
_LT_UNITS = {
    "km": "length-kilometer", "m": "length-meter", "cm": "length-centimeter",
    "kg": "mass-kilogram", "°C": "temperature-celsius", "°": "temperature-generic",
    "val.": "duration-hour", "min.": "duration-minute",
}  # fmt: skip
_LT_NOUNS = {"%": ("procento", "procentų"), "proc.": ("procento", "procentų"),
             "€": ("euro", "eurų"), "EUR": ("euro", "eurų"), "Eur": ("euro", "eurų")}  # fmt: skip


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


def _read_lt_governed(match: re.Match) -> str:
    g = match.groupdict()
    counts = [_int(g["a"]), *([_int(g["b"])] if g["b"] else [])]
    joint = f" {g['to']} " if g["to"] else "–"
    unit, word = g["unit"], g["word"]
    rest = match.string[match.end() :].lstrip()
    g["end"] = "." if unit and unit.endswith(".") and (not rest or rest[0].isupper()) else ""
    sign = {"+": "plius "}.get(g["sign"], "minus ") if g["sign"] else ""
    if unit == "m" and len(counts) == 1 and 1000 <= counts[0] <= 2100 and g["mdot"]:
        # "nuo 2004 m.": a year ("metai"), in the genitive: "nuo du tūkstančiai ketvirtųjų
        # metų" (the date's year, VLKK); its dot goes with it unless the text ends there
        return padded(match, f"{g['prep']} {readings.year_genitive(counts[0], 'lt')}")
    if unit == "val." and len(counts) == 2:
        # "nuo 8 iki 22 val.": clock hours, ordinal (VLKK: "aštuntą valandą"); "po 2 val." is
        # hours counted ("po dviejų valandų")
        said = joint.join(_lt_ordinal(n, "f", "genitive") for n in counts)
        return padded(match, f"{g['prep']} {said} valandos{g['end'] or ''}")
    if unit:
        one, other = _lt_unit_genitives()[unit]
        gender = "f" if one.endswith(("os", "ės")) else "m"  # "valandos", "minutės"
        said = joint.join(lt_genitive(n, gender) for n in counts)
        noun = one if _lt_single(counts[-1]) else other
        return padded(match, f"{g['prep']} {sign}{said} {noun}{g['end'] or ''}")
    if word and word.endswith("ų"):  # "iki 25 laipsnių": a genitive plural noun
        said = joint.join(lt_genitive(n) for n in counts)
        return padded(match, f"{g['prep']} {sign}{said} {word}")
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


def _lt_governed() -> Rule:
    units = "|".join(re.escape(u) for u in sorted(_lt_unit_genitives(), key=len, reverse=True))
    return rule(
        "lt.governed",
        "lt: a count after nuo, iki, po, be -> the genitive (iki dvidešimt penkių laipsnių)",
        rf"(?<!\w)(?P<prep>(?i:{_LT_GENITIVE_PREPOSITIONS}))\s+(?P<sign>[-−+])?(?P<a>{_NUMBER})"
        rf"(?:{_DASH}(?P<b>{_NUMBER})|\s+(?P<to>iki)\s+(?P<b2>{_NUMBER}))?"
        r"(?![\d.,:/]\d|\d|\s?[-–—]\s?\d)"
        rf"(?:\s?(?P<unit>{units})(?![\w/²³])(?P<mdot>(?<=\sm|\dm)\.)?"
        r"|\s+(?P<word>[^\W\d_]+))",
    )(_read_lt_governed_dotted)


def _read_lt_governed_dotted(match: re.Match) -> str:
    """ "nuo 2004 m.": the dot after "m" is a year's abbreviation; after metres it stays."""
    said = _read_lt_governed(_Both(match))
    rest = match.string[match.end() :].strip()
    if match.group("mdot") and said != match.group(0) and (not rest or not said.endswith("metų")):
        said += "."  # the metres' dot, or the year's at the end of the text
    return said


class _Both:
    """A match whose second count is "b" whether written with a dash or "iki"."""

    def __init__(self, match: re.Match):
        self._m = match
        self.string = match.string

    def groupdict(self) -> dict:
        g = dict(self._m.groupdict())
        g["b"] = g["b"] or g.pop("b2")
        return g

    def group(self, *names):
        return self._m.group(*names)

    def start(self, *a):
        return self._m.start(*a)

    def end(self, *a):
        return self._m.end(*a)


# A count ending in 2-9 before an accusative plural (-as, -es feminine; -us masculine):
# "24 valandas" -> "dvidešimt keturias valandas", "per 2–3 darbo dienas" -> "dvi–tris".
def _read_lt_accusative(match: re.Match) -> str:
    counts = [_int(match.group("a")), *([_int(match.group("b"))] if match.group("b") else [])]
    if any(n % 10 in (0, 1) or 10 < n % 100 < 20 for n in counts):
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


def _read_lt_definite(match: re.Match) -> str:
    form, ending = _LT_DEFINITE[match.group("s")]
    words = _say(int(match.group("n")), "lt", f"%spellout-ordinal-{form}")
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


def _read_lt_date(match: re.Match) -> str:
    prep = match.group("prep")
    before = match.string[max(0, match.start() - 30) : match.start()]
    if prep:
        case = "genitive" if prep.lower() in ("nuo", "iki", "po") else "accusative"
    else:
        prev = re.search(r"([^\W\d_]+)\s*$", before)
        if not prev or prev.group(1)[0].isupper() or re.fullmatch(_LT_NAMING, prev.group(1), re.I):
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
    end = "." if not rest or rest[0].isupper() else ""  # the "d." that ended the sentence
    return padded(match, f"{lead}{year}{cldr.month_name('lt', month)} {said}{end}")


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
_LT_DAY_BEFORE = r"(?:[^\W\d_]+dienį|rytoj|šiandien|poryt|vakar|d\.|ryte|vakare)"


def _read_lt_clock(match: re.Match) -> str:
    h = int(match.group("h"))
    if not 0 < h <= 24:
        return match.group(0)
    rest = match.string[match.end() :].lstrip()
    end = "." if not rest or rest[0].isupper() else ""
    said = _say(h, "lt", "%spellout-ordinal-feminine-accusative")
    return f"{match.group('day')} {said} valandą{end}"


# A span of clock hours before "val." (VLKK, "Laiko žymėjimas": hours are ordinals): "8–20
# val." -> "nuo aštuntos iki dvidešimtos valandos", "tarp 9:00 ir 13:00 val." -> "tarp
# devintos ir tryliktos valandos" (whole hours only; "per 2–3 val." stays a count).
_LT_HOUR_SPAN = (
    r"(?<![\w.,:/–-])(?:(?P<day>I|II|III|IV|V|VI|VII)\s+)?"
    r"(?:(?P<tarp>(?i:tarp))\s+)?(?P<a>\d{1,2})(?::00)?"
    r"(?:\s?[-–—]\s?|(?(tarp)\s+ir\s+|(?!x)x))(?P<b>\d{1,2})(?::00)?\s?val\.(?!\w)"
)


def _read_lt_hour_span(match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    before = match.string[max(0, match.start() - 12) : match.start()].split()[-1:]
    if not (0 <= a < b <= 24) or (before and before[0].lower() in ("per", "po", "už")):
        return match.group(0)
    rest = match.string[match.end() :].strip()
    end = "" if rest else "."
    first, second = (_lt_ordinal(n, "f", "genitive") for n in (a, b))
    # a weekday in Roman numerals before the hours (VLKK: "VI" is Saturday): on that day
    day = f"{_LT_ON_DAYS[_ROMAN_DAYS.index(match.group('day'))]} " if match.group("day") else ""
    if match.group("tarp"):
        return f"{day}{match.group('tarp')} {first} ir {second} valandos{end}"
    return f"{day}nuo {first} iki {second} valandos{end}"


_ROMAN_DAYS = "I II III IV V VI VII".split()
_LT_ON_DAYS = ("pirmadieniais antradieniais trečiadieniais ketvirtadieniais penktadieniais "
               "šeštadieniais sekmadieniais").split()  # fmt: skip


def _lt_rules() -> tuple[Rule, ...]:
    months = cldr.month_pattern("lt")
    return (
        rule("lt.hourspan", "lt: a span of clock hours (8–20 val.) -> nuo aštuntos iki "
             "dvidešimtos valandos", _LT_HOUR_SPAN)(_read_lt_hour_span),
        rule("lt.clock", "lt: a clock hour after a day (ketvirtadienį 10 val.) -> dešimtą valandą",
             rf"(?<!\w)(?P<day>(?i:{_LT_DAY_BEFORE}))\s+(?P<h>\d{{1,2}})\s?val\.(?!\w)")(
            _read_lt_clock),
        rule("lt.datecase", "lt: a date that says when (iki gruodžio 20 d.) -> its case",
             rf"(?<!\w)(?:(?P<prep>(?i:nuo|iki|po|prieš|į))\s+)?(?:(?P<y>\d{{4}})\s?m\.\s+)?"
             rf"(?P<m>{months})\s+(?P<d>\d{{1,2}})\s?d\.(?=\s*[^\s\w]|\s+[a-ząčęėįšųūž\d]|\s*$)")(
            _read_lt_date),
        rule("lt.monthday", "lt: a month and day after iki, nuo, po (iki 10-25) -> iki spalio "
             "dvidešimt penktosios",
             r"(?<![\w.,:/-])(?P<prep>(?i:iki|nuo|po))\s+(?P<m>0?[1-9]|1[0-2])-(?P<d>[0-3]?\d)"
             r"(?![\w.,:/-]?\d|\s?(?:°|%|val|min|m\b|km|kg|€|Eur))")(_read_lt_month_day),
        rule("lt.ordinalcase", "lt: an ordinal with a case ending (5-uoju) -> penktuoju",
             r"(?=[-−\d])(?<![\w.,])(?P<n>\d{1,4})-(?:i)?(?P<s>uoju|ąją|ąjį|ojo|osios|ajame|ojoje|ąja"
             r"|asis|oji)"
             r"(?!\w)")(_read_lt_definite),
        _lt_governed(),
        rule("lt.accusative", "lt: a count before an accusative plural (24 valandas)",
             _LT_ACCUSATIVE)(_read_lt_accusative),
        rule("lt.locative", "lt: a number before a locative singular (3 aukšte) -> trečiame",
             _LT_LOCATIVE)(_read_lt_locative),
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
             "min": "duration-minute"}  # fmt: skip


# A passive verb's present (toimitetaan, lähetetään, suljetaan) ends like an illative.
_FI_PASSIVE = re.compile(r"(?:t|d)(?:aan|ään)$")
# A numbering word right before the number (as written, or as the abbreviations said it).
_FI_NUMBERED = re.compile(r"(?<![^\W\d_])(?i:nro\.?|n:o|numero|nr\.?|№)\s*\Z")


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


def _read_fi(match: re.Match) -> str:
    g = match.groupdict()
    if g["b"] and _FI_RESULT.search(match.string, max(0, match.start() - 40), match.start()):
        return match.group(0)  # a score: the score rule and the numbers read it
    counts = [_int(g["a"]), *([_int(g["b"])] if g["b"] else [])]
    if g["frac"]:  # "1,9 prosenttiin" -> "yhteen pilkku yhdeksään"
        counts = [float(f"{counts[0]}.{g['frac']}")]
    if g["unit"]:
        # "2 km:n päässä": the unit's singular with the writer's ending ("kilometrin")
        ending = g["ending"] if g["ending"] is not None else "n"
        g["ending"] = ending
        case = _fi_case("x" + ending if len(ending) > 1 else "an")
        one = cldr.unit_pattern("fi", _FI_UNITS[g["unit"]], "one")
        if case is None or one is None or one.rstrip()[-1] not in "aeiouyäö":
            return match.group(0)
        stem = one.replace("{0}", "").strip()
        if stem.endswith("i") and g["ending"].startswith("ii"):
            stem = stem[:-1]  # "km:iin" is "kilometriin", no "kilometriiin"
        noun = stem + g["ending"]
        if noun.startswith("minuutti"):  # consonant gradation: "minuutin", "minuuttiin"
            strong = g["ending"].startswith("i")
            noun = ("minuutt" if strong else "minuuti") + g["ending"]
    else:
        noun = g["word"]
        case = _fi_case(noun)
        if case is None or _FI_PASSIVE.search(noun):
            return match.group(0)  # "44719 toimitetaan": a passive verb, no noun's case
        if case == "genitive" and counts[-1] == 1 and not g["post"]:
            return match.group(0)
    if _FI_NUMBERED.search(match.string, max(0, match.start() - 12), match.start()):
        return match.group(0)  # "nro 44719 …": a number that names, no count
    sign = "miinus " if g["sign"] else ""
    said = "–".join(_say(n, "fi", f"%spellout-cardinal-{case}") for n in counts)
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


def _fi_rules() -> tuple[Rule, ...]:
    units = "|".join(sorted(_FI_UNITS, key=len, reverse=True))
    endings = "|".join(sorted(_FI_ORDINAL_ENDINGS, key=len, reverse=True))
    return (
        rule("fi.ordinalcase", "fi: an ordinal with a case ending (3:nneksi) -> kolmanneksi",
             rf"(?=\d)(?<![\w.,:])(?P<n>\d{{1,4}}):(?P<e>{endings})(?!\w)")(_read_fi_ordinal),
        rule("fi.clockcase", "fi: a whole hour before alkaen, asti (klo 12 alkaen) -> "
             "the hour in their case (kello kahdestatoista alkaen)",
             r"(?<!\w)(?P<w>(?i:klo|kello))\s+(?P<h>\d{1,2})(?:[.:]00)?"
             r"\s+(?P<post>asti|saakka|mennessä|alkaen|lähtien)(?!\w)")(_read_fi_clock),
        rule("fi.case", "fi: a count agrees with its noun's case (300 metrin -> kolmensadan)",
             rf"(?=[-−\d])(?<![\w.,:/-])(?P<sign>[-−])?(?P<a>{_NUMBER})"
             rf"(?:,(?P<frac>\d{{1,2}})|{_DASH}(?P<b>{_NUMBER}))?"
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
        rule("fi.compound", "fi: a number joined to a word (30-vuotias) -> one word "
             "(kolmekymmenvuotias)",
             # four digits too: a century's "1200-luvulla" (panel Q3, issue 31)
             r"(?=[-−\d])(?<![\w.,:/-])(?P<n>\d{1,4})-(?P<word>[a-zäö]{3,})(?!\w)")(_read_fi_compound),
    )  # fmt: skip


# Until a day, by a day: the illative; from a day: the elative (Kotus, "päivämäärät").
_FI_DATE_CASES = {"asti": "illative", "saakka": "illative", "mennessä": "illative",
                  "alkaen": "elative", "lähtien": "elative"}  # fmt: skip


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
             "kümme": "kümne", "sada": "saja", "tuhat": "tuhande", "miljon": "miljoni"}  # fmt: skip


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
    return " ".join(out)


_ET_POSTPOSITIONS = (
    r"pärast|jooksul|kohta|eest|järel|võrra|ajal|vältel|möödudes|kaugusel|puhul|ulatuses|"
    r"sees|vahel|ümber"
)
# The genitive singular of the units written short (EKI ÕS).
_ET_UNITS = {"km": "kilomeetri", "m": "meetri", "cm": "sentimeetri", "kg": "kilogrammi",
             "min": "minuti", "h": "tunni", "%": "protsendi", "€": "euro", "EUR": "euro",
             "°C": "kraadi"}  # fmt: skip


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
    head = et_genitive(y - last).removeprefix("ühe tuhande").lstrip() if y - last else ""
    if y < 2000:  # "tuhande üheksasaja …": no "one" before the thousand, as it is said
        head = "tuhande " + head
    head = head + " " if head.strip() else ""
    case = match.group("case") or ""
    return padded(match, f"{head}{ordinal(last, 'et', 'gen')}{case} aasta{case}")


def _et_rules() -> tuple[Rule, ...]:
    units = "|".join(re.escape(u) for u in sorted(_ET_UNITS, key=len, reverse=True))
    count = rf"(?P<sign>[-−])?(?P<a>{_NUMBER})(?P<ord>\.)?(?:{_DASH}(?P<b>{_NUMBER})\.?)?"
    return (
        rule("et.year", "et: a year before aasta (2004. aastast) -> the ordinal in its case "
             "(kahe tuhande neljandast aastast)", _ET_YEAR)(_read_et_year),
        rule("et.case", "et: a count in the genitive before a postposition (200 m pärast), "
             "after üle/alla or before -ni, -ga (kümne kraadini)",
             rf"(?<![\w.,:/-])(?:(?P<prep>(?i:üle|alla)\s+)(?=[-−]?\d))?{count}"
             rf"(?![\d,:/]\d|\d)\s?(?:(?P<unit>{units})(?![\w/²³])|(?P<noun>[^\W\d_]+))"
             rf"(?P<post>\s+(?:{_ET_POSTPOSITIONS})(?!\w))?")(_et_guard),
    )  # fmt: skip


# Nouns people rank with an ordinal whose genitive singular is not their nominative (EKI
# ÕS): "saavutas 2. koha" is "teise koha" (the second L panel, issue 31).
_ET_RANKED_GENITIVES = {"koha", "korruse", "etapi", "vooru", "ringi", "sajandi", "kursuse",
                        "nädala", "tunni", "perrooni", "raja", "klassi"}  # fmt: skip
# A code before the number ("Lend BT 315 Riiga"): the number names, it is no count.
_ET_CODE_BEFORE = re.compile(r"(?<![^\W\d_])[A-ZÕÄÖÜ]{1,4}\s+\Z")


def _et_guard(match: re.Match) -> str:
    g = match.groupdict()
    ending = g["noun"] and g["noun"][0].islower() and re.search(r"(?:ni|ga)$", g["noun"])
    governed = g["post"] or g["prep"] or ending
    ranked = g["ord"] and not g["unit"] and g["noun"] in _ET_RANKED_GENITIVES
    if _ET_CODE_BEFORE.search(match.string, max(0, match.start() - 8), match.start()):
        return match.group(0)
    if ranked and not g["post"]:
        said = " kuni ".join(
            ordinal(_int(x), "et", "gen") or "" for x in (g["a"], g["b"]) if x
        )
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
             "min.": "duration-minute", "km/h": "speed-kilometer-per-hour"}  # fmt: skip


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


def _read_lv(match: re.Match) -> str:
    g = match.groupdict()
    n = _int(g["frac"] or g["a"])  # "par 0,8 %": the last word said declines
    if g["frac"]:
        words = spell(f"{_int(g['a'])}.{g['frac']}", "lv").split()
        if n % 10 in (0, 1) or words[-1] not in _LV_DATIVE["m"]:
            return match.group(0)
        head = " ".join(words[:-1]) + " "
    else:
        head = ""
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
        return padded(match, f"{g['prep']} {sign}{head}{lv_dative(n, gender)} {noun}{end}")
    noun = g["noun"]
    gender = "f" if noun.endswith(("ām", "ēm", "īm")) else "m"
    return padded(match, f"{g['prep']} {sign}{head}{lv_dative(n, gender)} {noun}")


# The genitive of the numerals that decline, before a noun in the genitive plural that a
# word of measure governs ("2–4 darba dienu laikā" -> "divu–četru"; LVG 2013).
_LV_GENITIVE = {"divi": "divu", "trīs": "triju", "četri": "četru", "pieci": "piecu",
                "seši": "sešu", "septiņi": "septiņu", "astoņi": "astoņu",
                "deviņi": "deviņu"}  # fmt: skip


def _read_lv_genitive(match: re.Match) -> str:
    said = []
    for written in (match.group("a"), match.group("b")):
        if written is None:
            continue
        words = _say(_int(written), "lv", "%spellout-cardinal-masculine").split()
        words[-1] = _LV_GENITIVE.get(words[-1], words[-1])
        said.append(" ".join(words))
    return padded(match, "–".join(said)) + match.group("rest")


def _lv_rules() -> tuple[Rule, ...]:
    units = "|".join(re.escape(u) for u in sorted(_LV_UNITS, key=len, reverse=True))
    return (
        rule("lv.dative", "lv: a plural count after a preposition -> the dative "
             "(pēc 2 km -> pēc diviem kilometriem, par 7 minūtēm -> par septiņām)",
             rf"(?<!\w)(?P<prep>(?i:{_LV_PREPOSITIONS}))\s+(?P<sign>[-−+])?(?P<a>{_NUMBER})"
             r"(?:,(?P<frac>\d{1,2}))?"
             r"(?![\d.,:/]\d|\d|\s?[-–—]\s?\d)"
             rf"(?:\s?(?P<unit>{units})(?![\w/²³])|\s+(?P<noun>[^\W\d_]+(?:iem|ām|ēm|īm)))"
             r"(?!\w)")(_read_lv),
        rule("lv.genitive", "lv: a count before a genitive plural and laikā, apmērā "
             "(2–4 darba dienu laikā -> divu–četru)",
             rf"(?=[-−\d])(?<![\w.,:/-])(?P<a>{_NUMBER})(?:{_DASH}(?P<b>{_NUMBER}))?(?![\d.,:/]\d|\d)"
             r"(?P<rest>(?:\s+[^\W\d_]+){1,2}u\s+(?:laikā|apmērā|garumā|attālumā|vērtībā))"
             r"(?!\w)")(_read_lv_genitive),
    )  # fmt: skip


def rules_for(lang: str) -> tuple[Rule, ...]:
    """The case rules of ``lang`` (none outside lt lv et fi); they run before the
    abbreviations, dates, units and numbers, which would read the counts in the nominative."""
    return {"lt": _lt_rules, "fi": _fi_rules, "et": _et_rules, "lv": _lv_rules}.get(lang, tuple)()
