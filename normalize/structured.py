"""Rules for what is written in a structured way, for the 28 languages of
``other_languages.py``: phone numbers, dates, times, years, ranges, ordinals and units
(``<lang>.phone``, ``<lang>.date``, ``<lang>.time``, ``<lang>.range``, ``<lang>.ordinal``,
``<lang>.unit``, ``<lang>.year``). They run before the money and number rules, which
read whatever is left. Each pattern is compiled once per language (``rules_for`` is
cached); the words come from ``readings.py``.

Dates and years are read in ``dates.py``, times in ``times.py``, units in ``units.py``;
the rest here. This module also registers the languages' SSML say-as readers (date, time,
ordinal, telephone) with ``sayas``; ``other_languages.py`` registers currency, the rule it
owns.
"""

import re
from functools import cache

from . import cldr, dates, readings, sayas, times, units
from .folding import fold
from .noun_genders import danish_neuter, feminine_oblique, noun_gender
from .numbers import ascii_digits, spell
from .ordinals import ordinal
from .roman import roman_value
from .rule import Rule, padded, rule
from .words import GENDER_FIXES

LANGUAGES = (
    "ar bg cs da de el es et fi fr hi hr hu id it lt lv nl pl pt ro ru sk sl sv tr uk vi"
).split()

# --- phone numbers ----------------------------------------------------------------------

# "+49 30 1234567", "+33 1 23 45 67 89", "+7 (495) 123-45-67", "030 123 4567",
# "06-12 34 56 78": a "+" and a country code, or a leading 0 and at least two separators.
_INTERNATIONAL = r"(?P<plus>\+)\d{1,3}(?:[ \-]?\(?\d{1,5}\)?){2,6}"
_TRUNK_0 = r"\(?0\d{1,4}\)?(?:[ \-]\d{2,4}){2,5}"
# "030 1234567", "030/1234567", "(089) 12345": a trunk 0, an area code and one run of
# five digits or more (no thousands group has five digits).
_TRUNK_0_RUN = r"(?:\(0\d{1,4}\)\s?|0\d{1,4}[ /\-])\d{5,8}"
# ru uk "8 800 555-35-35", "8 (495) 123-45-67": the trunk 8, a three-digit code, then the
# subscriber's three digits and two pairs (Russian and Ukrainian write numbers so).
_TRUNK_8 = r"8[ \-]?\(?\d{3}\)?[ \-]?\d{3}[ \-]\d{2}[ \-]\d{2}"
# pl cs sk es pt "601 234 567", "612-345-678": nine-digit national numbers written in
# threes, which a spaced 601 million looks like too; so spaced ones only when nothing
# follows that a quantity would have (a word, a currency sign, %, another digit).
_NINE = r"[1-9]\d\d(?:-\d{3}-\d{3}| \d{3} \d{3}(?!\s?(?:[^\W\d_]|[^\w\s.,;:!?)\]\"'»]|\d)))"
NINE_DIGIT_PHONES = ("pl", "cs", "sk", "es", "pt")


@cache
def phone_pattern(lang: str) -> str:
    """The language's phone numbers: international, with a trunk 0, and national forms."""
    forms = [_INTERNATIONAL, _TRUNK_0, _TRUNK_0_RUN]
    if lang in ("ru", "uk"):
        forms.append(_TRUNK_8)
    if lang in NINE_DIGIT_PHONES:
        forms.append(_NINE)
    if lang == "tr":
        # "0850 222 0 444": a service number with a one-digit group (panel V5)
        forms.append(r"0[58]\d{2} \d{3} \d \d{3}")
    if lang == "hr":
        # a free or shared-cost number, 0800 or 0801 and four digits (HAKOM's numbering
        # plan), with no call word before it: "ili na 0800 1234" (panel AX4 heard "tisuću
        # dvjesto ..."), read as the pinned "Nazovite 0800 1234"
        forms.append(r"080[01][ \-]\d{4}(?![ \-]\d)")
    return rf"(?=[+(\d])(?<![\w+])(?:{'|'.join(forms)})(?![\w-]|[.,]\d)"


def _read_phone(lang: str, match: re.Match) -> str:
    text = match.group(0)
    groups = re.findall(r"\d+", text)
    digits = sum(len(g) for g in groups)
    if not 7 <= digits <= 15:
        return text
    return padded(match, readings.phone(lang, groups, bool(match.group("plus"))))


# --- ranges -----------------------------------------------------------------------------

_RANGE = re.compile(
    r"(?=\d)(?<![\w.,:/+\-–])(?P<a>\d{1,4})\s?[-–—]\s?(?=(?P<b>\d{1,4})(?![\d:]|[.,/\-]\d))"
)


# id "1,25-2,5 m", "0,5 - 1,25 meter": a span whose bounds are decimals, its dash "sampai"
# as between whole numbers ("2-3 hari"; KBBI "sampai"; panel AP5 heard the two run together)
_ID_DECIMAL_RANGE = re.compile(
    r"(?=\d)(?<![\w.,:/+\-–])(?P<a>\d{1,3}(?:,\d{1,3})?)\s?[-–]\s?"
    r"(?=(?P<b>\d{1,3}(?:,\d{1,3})?)(?![\d:]|[.,/\-]\d))"
)


def _read_id_decimal_range(match: re.Match) -> str:
    a, b = match.group("a"), match.group("b")
    if "," not in a + b or float(a.replace(",", ".")) >= float(b.replace(",", ".")):
        return match.group(0)  # whole numbers are the range rule's
    return f"{a} sampai "


_DIAL_WORDS = {"fr": {"thermostat", "th."}}


def _read_range(lang: str, match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    clock = _after_clock_word(lang, match)
    if a >= b or (match.group("a").startswith("0") and not clock):
        return match.group(0)  # "2-1" is a score, "0-24" a code: not a range
    years = 1000 <= a <= 2100 and 1000 <= b <= 2100
    words = readings.year(a, lang) if years else spell(str(a), lang)
    if not years and lang in _AGREEING_BOUNDS:
        words = _first_bound_agreeing(lang, words, match)
    previous = match.string[max(0, match.start() - 20) : match.start()].split()[-1:]
    if previous and previous[0].lower() in _BETWEEN_JOIN.get(lang, ((), ""))[0]:
        return padded(match, words + _BETWEEN_JOIN[lang][1])  # "mellan nio och tretton"
    if clock and clock.group("between"):
        return padded(match, words + _BETWEEN_JOIN[lang][1])  # "mellan klockan nio och tolv"
    if not years and previous and previous[0].lower() in _ABOUT.get(lang, ((), ""))[0]:
        # "unas 3-4 h", "circa 3-4 ore": an approximate count, no span with "from ... to"
        # ("unas tres o cuatro horas", "circa tre o quattro ore"; panel AK1)
        return padded(match, words + _ABOUT[lang][1])
    if (
        lang == "bg"
        and not years
        and 10 <= a
        and previous
        and previous[0].lower() in _BG_SPAN_AFTER
    ):
        return padded(match, f"{words} до ")  # "за трийсет до трийсет и пет минути"
    if not years and previous and previous[0].lower() in _PREPOSITIONS.get(lang, ()):
        # "in 2-3 giorni": a preposition already stands before the count, so no "da ... a"
        # ("in due-tre giorni", "en dos a tres días", "em dois a três dias", "sous deux à
        # trois jours"; Treccani, DPD "o", Ciberdúvidas)
        return padded(match, words + _JOINED[lang])
    if not years and previous and previous[0].lower().lstrip("(") in _DIAL_WORDS.get(lang, ()):
        # fr "thermostat 6-7": two settings of an oven's dial, said "six-sept", no "de ... à"
        # (panel AM1 heard "thermostat de six à sept")
        return padded(match, f"{words}-")
    if lang == "tr" and b <= 10:
        # "2-3 iş günü", "5-7 gün": small counts are an approximate number, said one after
        # the other ("iki üç gün", TDK "yaklaşık sayılar"); the panels heard "iki-üç" right
        return padded(match, f"{words}-")
    said = readings.range_start(lang, words)
    if lang in _RUN_TOGETHER and a % 10 == 0 and b >= 2000:
        # pl "1990–2000": "dziewięćdziesiąt-dwa tysiące" glued is heard as one number
        # (ninety-two thousand; panel BD2): a bound ending in tens or hundreds before one
        # opening with a count of thousands is set apart by a spaced dash, a clear break
        said = f"{said[:-1]} – "
    head = said.split(" ", 1)[0]
    if previous and head != said and previous[0].lower() == head.lower() and not head[0].isdigit():
        # "u roku od 3–5 dana": the text says the range's "from" already, so it is not said
        # twice ("od tri do pet"; panel Q4 heard "od od")
        said = said[len(head) :].lstrip()
    return padded(match, said)


# The languages whose range is joined by a hyphen the voice runs through ("три-пять"), of
# the six Slavic ones ru uk pl; cs sk bg say "až", "до" between.
_RUN_TOGETHER = {"pl", "ru", "uk"}
_PREPOSITIONS = {
    "it": {"in", "entro", "tra", "fra", "per", "di", "con"},
    "es": {"en", "entre", "durante", "con"},
    "pt": {"em", "durante", "com", "dentro"},
    "fr": {"en", "sous", "dans", "pendant", "avec"},
}
_JOINED = {"it": "-", "es": " a ", "pt": " a ", "fr": " à "}
# Panel AK1 (issue 31) heard "unas de tres a cuatro horas", "circa da tre a quattro ore":
# after a word of approximation the two bounds are one rough count, joined by "or" (RAE,
# DPD "o": "unas tres o cuatro horas"; Treccani: "circa tre o quattro ore"; Le Robert:
# "environ trois à quatre heures"; Priberam: "uns três a quatro dias").
_ABOUT = {
    "es": ({"unas", "unos", "aproximadamente", "aprox."}, " o "),
    "it": ({"circa", "all'incirca"}, " o "),
    "fr": ({"environ", "env."}, " à "),
    "pt": ({"uns", "umas", "aproximadamente", "aprox."}, " a "),
}
# Panel AJ1 (issue 31): "Para 4-6 personas", "Pour 4-6 personnes" heard "para de cuatro a
# seis": "for" before a count already stands where "from" would ("para cuatro a seis
# personas", "pour quatre à six personnes", "para quatro a seis pessoas").
_PREPOSITIONS["es"] |= {"para"}
_PREPOSITIONS["pt"] |= {"para"}
_PREPOSITIONS["fr"] |= {"pour"}
# "mellan 9–13", "mellem 9-13", "between 9-5": after "between" the bounds are joined by
# "and", never "to" (Svenska Akademiens ordbok "mellan"; Den Danske Ordbog "mellem";
# Merriam-Webster "between").
_BETWEEN_JOIN = {"sv": ({"mellan"}, " och "), "da": ({"mellem"}, " og "),
                 "en": ({"between"}, " and ")}  # fmt: skip
# Panel AH4 (issue 31): sv "mellan kl. 09–12" heard "mellan klockan nio–tolv": after the
# clock's word (the abbreviation rule has said it) "09" is an hour, not a code's padded
# digit, and a "mellan"/"mellem" before the clock's word still joins the hours with "och"/
# "og" ("mellan klockan nio och tolv"; Svenska skrivregler write the hour "09").
_CLOCK_BEFORE = {
    "sv": re.compile(r"(?i)(?<!\w)(?P<between>mellan\s+)?(?:klockan|kl\.?)\s{1,3}\Z"),
    "da": re.compile(r"(?i)(?<!\w)(?P<between>mellem\s+)?(?:klokken|kl\.?)\s{1,3}\Z"),
}


def _after_clock_word(lang: str, match: re.Match) -> re.Match | None:
    clock = _CLOCK_BEFORE.get(lang)
    return clock and clock.search(match.string, max(0, match.start() - 20), match.start())


# A second panel M (issue 31): ar "من 9-17" says "من" once ("من تسعة إلى سبعة عشر"); bg "до
# 2-3 работни дни", "за 2-3 дни" join the two counts with a hyphen, as written and said
# ("до два-три дни", БАН "Официален правописен речник", § on approximate counts).
_PREPOSITIONS.update({"ar": {"من"}, "bg": {"до", "за", "след", "в", "около"}})
# ar "بين 60-70%": after "between" the bounds are joined by "و" ("بين ستين وسبعين", both in
# the genitive after بين: _AR_GOVERNORS; panel S5 heard "بين من ستين إلى سبعين").
_BETWEEN_JOIN["ar"] = ({"بين"}, " و")
_JOINED.update({"ar": " إلى ", "bg": "-"})
# ... but bounds of ten or more after "за", "след", "около" are no approximate count: a
# span, said with "до" ("за трийсет до трийсет и пет минути"; panel AN2 heard the pause of
# "трийсет-трийсет и пет" unnatural, as "от ... до" is said without the preposition).
_BG_SPAN_AFTER = {"за", "след", "около"}
# el "σε 2-3 εργάσιμες", vi "trong 2-3 ngày", ar "خلال 2-3 أيام": the preposition already
# says "in/within", so the range takes no "από"/"từ"/"من" of its own ("σε δύο έως τρεις",
# "trong hai đến ba ngày", "خلال اثنين إلى ثلاثة أيام"; ΛΚΝ "έως", Vietnamese "đến" joins
# the bounds of a span, Arabic "إلى" likewise).
# hr "stiže za 2-4 radna dana": the preposition already says "in/within", so the range
# takes no "od" of its own ("za dva do četiri radna dana"; panel T4 heard "za od dva do
# četiri"). "od", "do" themselves are left to the rule below.
_PREPOSITIONS["hr"] = {"za", "u", "nakon", "kroz", "unutar", "oko", "prije", "svakih"}
_JOINED["hr"] = " do "
_PREPOSITIONS.update({
    "el": {"σε", "για", "εντός", "μέσα", "μετά", "περίπου", "κάθε", "ανά"},
    "vi": {"trong", "khoảng", "mất", "sau", "chừng", "tầm", "vòng"},
})  # fmt: skip
_PREPOSITIONS["ar"] |= {"خلال", "في", "بعد", "لمدة", "قبل", "حوالي", "نحو", "كل"}
_JOINED.update({"el": " έως ", "vi": " đến "})
# "10-12 दिसंबर", "10-12 Δεκεμβρίου": a span of days before a month name is a range of the
# day numbers; it runs before the date rule, which would take "12 दिसंबर" alone and leave
# the hyphen ("दस-बारह दिसंबर"). Languages whose range words fit a span of dates.
DAY_RANGE_LANGS = {"hi", "el", "id"}
# tr "3-5 Haziran": a span of days, "üç ila beş Haziran", not the approximate count "üç-beş"
# ("a few") that small bounds before a noun are (panel V5); larger days too: panel Z5 heard
# "on-on iki Haziran" unnatural, "on ila on iki Haziran" (TDK, "ila") is said of any span.
DAY_RANGE_LANGS.add("tr")
# ar "من 10 إلى 20 مارس", "10-20 مارس": both days of the span are the ordinals a date says,
# "من العاشر إلى العشرين من مارس" (panel AB5 heard the first a count, "من عشرة إلى")
DAY_RANGE_LANGS.add("ar")


def _read_day_range(lang: str, match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    if lang == "ar":
        return _read_ar_day_range(match, a, b)
    if lang != "tr":
        return _read_range(lang, match)
    if a >= b or match.group("a").startswith("0"):
        return match.group(0)  # the date and number rules read it, as before
    return padded(match, readings.range_start(lang, spell(str(a), lang)))


def _read_ar_day_range(match: re.Match, a: int, b: int) -> str:
    if not 1 <= a < b <= 31:
        return match.group(0)
    before = match.string[max(0, match.start() - 12) : match.start()].split()
    day = readings.DAYS["ar"](a, "من")
    if before and before[-1] == "بين":  # "بين العاشر والعشرين" (_BETWEEN_JOIN)
        return f"{day} و"
    said = f"{day} {match.group('to') or 'إلى'} "
    # a preposition before says when already ("خلال", "في"); else the span's own "من"
    return said if before and before[-1] in _PREPOSITIONS["ar"] else "من " + said


def day_range_pattern(lang: str) -> str:
    """Two day numbers joined by a hyphen before one of the language's month names."""
    months = cldr.month_pattern(lang)
    if lang == "ar":
        # ... and a Hijri month's ("من 1 إلى 15 رمضان": panel AN5 heard "من واحد إلى
        # الخامس عشر من رمضان"), read as ar.hijri reads its day
        months = f"{months}|{_AR_HIJRI_MONTHS}"
    to = r"|\s(?P<to>إلى|الى|حتى)\s" if lang == "ar" else ""
    return (
        rf"(?=\d)(?<![\w.,:/+\-–])(?P<a>\d{{1,2}})(?:\s?[-–—]\s?{to})"
        rf"(?=(?P<b>\d{{1,2}})\s+(?:{months})(?!\w))"
    )


# The first bound of a range agrees with the noun after the second, as the second does:
# "σε 3-4 εβδομάδες" -> "τρεις έως τέσσερις εβδομάδες", "5-6 ساعات" -> "خمس إلى ست ساعات";
# ro "în 2-3 zile" -> "în două-trei zile" (panel S4: GALR, the numeral agrees with its noun).
# lt "1–2 darbo dienos" -> "viena–dvi darbo dienos" (DLKG § 531; panel BC3 heard "vienas-du"),
# past a genitive that qualifies the noun ("darbo").
_AGREEING_BOUNDS = {"el", "ar", "ro", "bg", "pl", "uk", "lt"}
_AFTER_BOUND = re.compile(r"\d+\s+([^\W\d_][\w-]*)")
_LT_QUALIFIED = re.compile(r"\d+\s+[^\W\d_]{2,20}o\s+([^\W\d_]{2,30})(?!\w)")


# bg "от -2 до 9°C", "2–9 км", "от 2 до 5 часа": the span's first count agrees with the noun
# after the second ("от минус два до девет градуса", градус masculine; Граматика на
# съвременния български книжовен език 1983, т. 2, числителни; panel Y2, issue 31). The
# second count may already be words ("до девет градуса") or still digits with a unit's sign.
_BG_NUMBER_WORD = (
    r"(?:и|нула|минус|плюс|[а-я]*(?:един|една|едно|два|две|три|четири|пет|шест|седем|осем"
    r"|девет|десет|найсет|надесет|йсет|сто|ста|стотин|хиляда|хиляди))"
)
_BG_SPAN_NOUN = re.compile(
    r"(?:\s?[-–—]\s?|\s+до\s+)(?:[-−+]?\d{1,4}(?:,\d{1,2})?\s?(?P<sym>°C|°|[^\W\d_]{1,4}\.?(?!\w))"
    r"|[-−+]?\d{1,4}\s+(?P<noun>[^\W\d_]+)"
    rf"|(?:{_BG_NUMBER_WORD}\s+){{1,6}}(?P<said>[^\W\d_]+))"
)


def bg_span_gender(string: str, end: int) -> str | None:
    """The gender of the noun after a span's second count, from ``end`` (after the first)."""
    span = _BG_SPAN_NOUN.match(string, end)
    if span is None:
        return None
    if span.group("sym"):
        symbol = span.group("sym").rstrip(".")
        unit = units.symbols("bg").get(symbol)
        pattern = unit and cldr.unit_pattern("bg", unit, "other")
        word = pattern.replace("{0}", "").split() if pattern else [symbol]
        return noun_gender("bg", word[0], "две")
    return noun_gender("bg", span.group("noun") or span.group("said"), "две")


def _first_bound_agreeing(lang: str, words: str, match: re.Match) -> str:
    following = _AFTER_BOUND.match(match.string, match.end())
    if lang == "bg":
        gender = bg_span_gender(match.string, match.end("a"))
    elif following is None:
        return words
    else:
        gender = noun_gender(lang, following.group(1), words.rsplit(" ", 1)[-1])
        qualified = lang == "lt" and gender is None
        noun = qualified and _LT_QUALIFIED.match(match.string, match.end())
        if noun:
            gender = noun_gender(lang, noun.group(1), words.rsplit(" ", 1)[-1])
    for pattern, replacement in GENDER_FIXES.get(lang, {}).get(gender, ()) if gender else ():
        words = pattern.sub(replacement, words)
    return words


# --- ordinals ---------------------------------------------------------------------------

# Written ordinals with a marker after the digits, per language: (regex of the marker
# group "s", its form). Sources: CLDR/ICU ordinal rule sets; abbreviations per RAE
# ("1.º", "1.ª", "1.er"), Académie ("1er", "1re", "2e"), Treccani ("1º"), Gramota.ru
# ("3-й", "3-го"), Språkrådet ("1:a", "3:e"), Taalunie ("1e", "1ste"), KBBI ("ke-3").
# ... and after an article or a possessive, before a name: "il suo 3° Mondiale" (panel X1
# heard "tre gradi"): no temperature takes them ("il 3° Scudetto", "nel 2° Gran Premio").
_IT_ARTICLES = ("il", "lo", "la", "al", "nel", "del", "dal", "sul", "suo", "sua", "mio", "mia",
                "tuo", "tua", "nostro", "nostra", "vostro", "vostra", "loro")  # fmt: skip
_IT_DEGREE_AFTER_ARTICLE = (
    "(?:"
    + "|".join(rf"(?<=(?<![^\W\d_]){a}\s{d})" for a in _IT_ARTICLES for d in (r"\d", r"\d\d"))
    + r")°(?=\s+[A-ZÀ-Ù][a-zà-ù]{3,})"
)
# ... and after a placing's participle ("Si è classificato 4° nella gara", "arrivato 2°
# al traguardo"; panel AF1, issue 31, heard "quattro gradi"): a place, whatever follows
_IT_PLACED = ("classificat", "arrivat", "piazzat", "giunt", "qualificat", "terminat")
_IT_DEGREE_AFTER_PLACED = (
    "(?:"
    + "|".join(rf"(?<=(?<![^\W\d_]){v}[oaie]\s{d})" for v in _IT_PLACED for d in (r"\d", r"\d\d"))
    + r")°(?!\s?[CF](?![^\W\d_]))"
)
_IT_PLACED_FEMININE = re.compile(rf"(?<![^\W\d_])(?:{'|'.join(_IT_PLACED)})[ae]\s\Z")
# ... and after a bare article, whatever follows but a temperature's C or F or "gradi": "Sei
# il 2° in coda", "È il 10°, non il 9°" (panel AL1, issue 31, heard "due gradi"); no
# temperature takes the singular article ("i 32 °C" is plural), "la" says the feminine
_IT_DEGREE_AFTER_BARE_ARTICLE = (
    "(?:"
    + "|".join(
        rf"(?<=(?<![^\W\d_])(?i:{a})\s{d})" for a in ("il", "lo", "la") for d in (r"\d", r"\d\d")
    )
    + r")°(?!\s?(?:[CF](?![^\W\d_])|gradi))"
)
# ... and after a noun of a floor or a place in a row, "Piano 3°, stanza 215", "piano: 2°",
# "posto 4°" (panel AX1 heard "tre gradi"): no temperature follows a floor; a town's, a
# day's temperature ("Milano 3°", "Oggi 3°") has no such noun.
_IT_PLACE_NOUNS = ("piano", "posto", "livello", "interrato", "seminterrato")
_IT_DEGREE_AFTER_NOUN = (
    "(?:"
    + "|".join(
        rf"(?<=(?<![^\W\d_])(?i:{n}){sep}{d})"
        for n in _IT_PLACE_NOUNS
        for sep in (r"\s", r":\s")
        for d in (r"\d", r"\d\d")
    )
    + r")°(?!\s?(?:[CF](?![^\W\d_])|gradi))"
)
_IT_FEMININE_ARTICLE = re.compile(
    r"(?<![^\W\d_])(?i:la|della|alla|nella|dalla|sulla|sua|mia|tua|nostra|vostra)\s\Z"
)
_MARKERS = {
    # ... and "2nd", "2nde", "2de" (second, seconde: Académie "2d, 2de"; the English-looking
    # "2nd" is written too: panel AK1 heard "deux nd")
    "fr": (r"(?P<s>er|re|ère|nde|nd|de|e|ème|eme)", {"er": "m", "re": "f", "ère": "f"}),
    "es": (r"\.?(?P<s>º|ª|er)", {"º": "m", "ª": "f", "er": "adj"}),
    "pt": (r"\.?(?P<s>º|ª)", {"º": "m", "ª": "f"}),
    # Italians also type the degree sign: "2° trimestre", "al 3° piano" (not "20° C").
    # ... and a placing in a table or a race: "resta 2° in classifica" (panel T1)
    "it": (r"(?P<s>º|ª|°(?=\s+(?:in\s+classifica|a\s+pari\s+merito|(?!gradi|circa|oggi|alle"
           r"|sotto|sopra|nell|dell|dall)[a-zà-ù]{4,}))|" + _IT_DEGREE_AFTER_ARTICLE
           + "|" + _IT_DEGREE_AFTER_PLACED + "|" + _IT_DEGREE_AFTER_BARE_ARTICLE
           + "|" + _IT_DEGREE_AFTER_NOUN + ")",
           {"º": "m", "ª": "f", "°": "m"}),
    # ... and with the stress written: "20ή αγωνιστική", "20ός" (panel X4, issue 31, heard
    # "είκοσι ή")
    "el": (r"(?P<s>ος|ός|η|ή|ο|ό)", {"ος": "m", "ός": "m", "η": "f", "ή": "f", "ο": "n", "ό": "n"}),
    "ru": (r"-(?:[ыоауи]|ь)?(?P<s>й|я|е|го|му|м|х|ю|ой|ми)",
           {"й": "m", "я": "f", "е": "n", "го": "m-gen", "му": "m-dat", "м": "m-prep",
            "х": "pl-gen", "ю": "f-acc", "ой": "f-gen", "ми": "pl-ins"}),
    # "з 5-ї колії": "-ї" is the feminine genitive too (Правопис 2019 § 38, "5-ї"; panel W2)
    # "2-ге місце", "2-га спроба" (the word's last letters: Правопис 2019 § 38; panel Q2)
    # "1-ше місце", "1-ша спроба" (перше, перша: the ш of "перш-"; panel U2)
    "uk": (r"-(?:(?!ій)[иіоа]|т|ть|г|шо?)?(?P<s>й|а|я|е|є|го|гу|шу|му|ої|ій|у|ю|ї)",
           {"й": "m", "а": "f", "я": "f", "е": "n", "є": "n", "го": "m-gen",
            "му": "m-loc", "ої": "f-gen", "ій": "f-loc", "гу": "f-acc", "шу": "f-acc",
            "у": "f-acc", "ю": "f-acc", "ї": "f-gen"}),  # "на 3-му поверсі", "3-тє", "5-ої"
    # with the article too: "3-ия", "1-вият", "2-рата", "3-тото" (a mixed panel, issue 31)
    # ... and the last letter alone, as БАН writes 5th to 8th: "5-и", "6-а", "7-о"
    # ... and the article after the vowel alone: "90-ата минута", "20-ото място" (panel X2)
    "bg": (r"-(?P<s>ия|ият|(?:ви|ри|ти|ми)(?:ят|я)?|(?:ва|ра|та|ма)(?:та)?|(?:во|ро|то|мо)(?:то)?"
           r"|ата|ото|[иао])", {}),
    "sv": (r":(?P<s>a|e)", {}),
    "nl": (r"(?P<s>ste|de|e)", {}),
    "lt": (r"-(?P<s>asis|oji|as|a)", {"asis": "m", "as": "m", "oji": "f", "a": "f"}),
    "hi": (r"(?P<s>वाँ|वां|वीं|वी|वें)", {"वाँ": "m", "वां": "m", "वीं": "f", "वी": "f", "वें": "obl"}),
}  # fmt: skip
# hi: the first, second, third, fourth and sixth take their own endings, written after the
# digit as after the -वाँ ones: "1ला/1ली/1ले", "2रा", "3री जीत", "4था", "6ठी" (NCERT
# "व्याकरण", क्रमवाचक विशेषण); the ending's last vowel gives the form, as -वाँ/-वीं/-वें do.
_HI_OWN_ENDINGS = {f"{stem}{vowel}": form for stem in ("ल", "र", "थ", "ठ")
                   for vowel, form in (("ा", "m"), ("ी", "f"), ("े", "obl"))}  # fmt: skip
_MARKERS["hi"] = (
    r"(?P<s>वाँ|वां|वीं|वी|वें|" + "|".join(_HI_OWN_ENDINGS) + ")",
    {**_MARKERS["hi"][1], **_HI_OWN_ENDINGS},
)
# Languages writing "5." for "fifth": an ordinal when a lower-case word follows (a capital
# after the dot starts a sentence). German nouns are capitalised, so German needs the
# article before it (``_DE_ARTICLES``) and takes that article's ending.
_DOT_LANGS = {"cs", "da", "et", "fi", "hr", "hu", "lv", "pl", "sk", "sl", "tr"}
_DE_ARTICLES = {"der": "e", "die": "e", "das": "e", "den": "n", "dem": "n", "des": "n",
                "am": "n", "im": "n", "zum": "n", "zur": "n", "vom": "n", "beim": "n"}  # fmt: skip
_DE_ALONE = {"am", "zum", "vom", "beim", "zur"}
# Prepositions after which "der" is the dative (or genitive) feminine: the ordinal ends in -en.
_DE_PREPOSITIONS = {"in", "an", "auf", "aus", "bei", "mit", "nach", "von", "zu", "vor",
                    "hinter", "neben", "unter", "über", "zwischen", "seit", "während",
                    "wegen", "trotz", "innerhalb", "außerhalb", "ab", "gegenüber"}  # fmt: skip
# The gender of the noun after "5." from its ending, where the ordinal agrees with it.
_GENDER_BY_ENDING = {
    # "-ou": a feminine instrumental ("mezi 8. a 12. hodinou" -> "osmou a dvanáctou")
    "cs": (("ou", "f-ins"), ("a", "f"), ("o", "n"), ("í", "n"), ("e", "n")),
    "sk": (("ou", "f-ins"), ("a", "f"), ("u", "f-acc"), ("o", "n"), ("ie", "n"), ("e", "n")),
    "sl": (("a", "f"), ("o", "n"), ("e", "n")),
    "hr": (("a", "f"), ("u", "f-acc"), ("o", "n"), ("e", "n")),
    # ... and a singular's instrumental, "zjedź 2. zjazdem", "3. drogą" -> "drugim", "trzecią"
    # (panel AP2 heard "drugi zjazdem"): the masculine's word is the locative's, the
    # feminine's the accusative's (not a nominative in -em, ``_PL_NOMINATIVES_IN_EM``)
    "pl": (("a", "f"), ("ę", "f-acc"), ("ą", "f-acc"), ("em", "m-loc"), ("o", "n"), ("e", "n")),
    "lv": (("a", "f"), ("e", "f"), ("u", "f-acc")),
    # Finnish: the ordinal takes the noun's case ("kolmannelle sijalle"; Iso suomen kielioppi
    # § 771); a noun ending in -in is taken as a nominative ("puhelin").
    "fi": (("lle", "allative"), ("lla", "adessive"), ("llä", "adessive"), ("lta", "ablative"),
           ("ltä", "ablative"), ("ssa", "inessive"), ("ssä", "inessive"), ("sta", "elative"),
           ("stä", "elative"), ("ksi", "translative"), ("in", "m"),
           # an adjective in -inen is a nominative too ("5. peräkkäinen voitto" -> "viides";
           # panel AH3 heard "viidennen")
           ("inen", "m"),
           # an illative, a long vowel or h and a vowel before the n ("2. kerrokseen" ->
           # "toiseen", "3. kohtaan"; panel AJ3 heard the genitive "toisen"); not "-een" alone,
           # a genitive too ("2. huoneen")
           *((ending, "illative") for ending in ("seen", "siin", "aan", "ään", "oon", "öön",
                                                  "uun", "yyn", "iin", "han", "hän", "hon",
                                                  "hön", "hun", "hyn", "hin")),
           ("n", "genitive")),
}  # fmt: skip


# "Fő utca 12.": a house number's dot is the address's, the number a cardinal ("Fő utca
# tizenkettő"; panel S3 heard "tizenkettedik szám").
_HU_STREET_BEFORE = re.compile(
    r"(?<![^\W\d_])(?:utca|út|útja|tér|tere|körút|köz|sor|sétány|fasor|u\.|krt\.)\s+"
    # ... and a range of house numbers, "Váci út 17–25. szám alatt" (panel BE3, issue 31,
    # heard "tizenhét-huszonötödik szám"): the last one's dot is the address's too
    # (its first number said already by the range rule: "út három-")
    r"(?:(?:\d{1,4}|[^\W\d_]{3,30})\s?[–-]\s?)?\Z"
)


def _read_hu_ordinal(lang: str, match: re.Match) -> str:
    """hu: over two thousand, a hyphen after the thousands, as the cardinals write it
    ("ötvennyolcezer-kétszáztizenharmadik"; MHSz 12, 298.)."""
    if match.group("last"):  # the dot is the sentence's stop too, unless a comma follows
        words = ordinal(int(match.group("last")), "hu")
        comma = match.string[match.end() : match.end() + 1] == ","
        return match.group(0) if not words else words + ("" if comma else ".")
    street = _HU_STREET_BEFORE.search(match.string, max(0, match.start() - 48), match.start())
    if street and match.group("next")[0].islower():  # "utca 8. Második": the sentence's dot
        return padded(match, spell(match.group("n"), "hu"))
    said = _read_ordinal(lang, match)
    if int(match.group("n")) > 2000 and int(match.group("n")) % 1000:
        said = re.sub(r"ezer(?=[^\W\d_-])", "ezer-", said, count=1)
    return said


# hr: the words before a year written with its dot that give the case of the "godina" it
# stands for (Hrvatski pravopis, "redni brojevi"): the genitive after "od", "do", "tijekom"...
_HR_YEAR_CASES = {
    **dict.fromkeys(("od", "do", "iz", "tijekom", "nakon", "prije", "poslije", "početkom",
                     "krajem", "sredinom", "godine"), "f-gen"),
    "godini": "f-loc", "u": "f-loc", "godina": "f",
}  # fmt: skip
_HR_YEAR_CASE_WORDS = "(?i:" + "|".join(sorted(_HR_YEAR_CASES, key=len, reverse=True)) + ")"


def _ordinal_pattern(lang: str) -> str | None:
    if lang in _MARKERS:
        return rf"(?=\d)(?<![\w.,])(?P<n>\d{{1,6}}){_MARKERS[lang][0]}(?!\w)"
    if lang == "hu":
        # a longer number is an ordinal before "számú", "szám": "a 58213. számú rendelés"
        # (MHSz 12, 301.; panel P3, issue 31, heard the cardinal and a full stop)
        return (
            # ... and a year before "év", "évi" ("a 2025. évi költségvetés"; panel S3)
            r"(?=\d)(?:(?<![\w.,])(?P<n>\d{1,3}|\d{4,6}(?=\.\s+(?i:szám|év)))\."
            r"(?=\s+(?P<next>[^\W\d_]+))"
            # ... and after the article, ending the line or before a list's comma ("ő lett
            # az 1.", "az 1., a 2. és a 3."; MHSz 12, 301.; panel AB3 heard "az egy")
            r"|(?:(?<=(?<![^\W\d_])[aA] )|(?<=(?<![^\W\d_])[aA]z ))(?P<last>\d{1,3})\."
            r"(?=[ \t]*(?:\n|$)|,))"
        )
    if lang == "hr":
        # a year is an ordinal too before "godine", "godini" ("2013. godine": "dvije tisuće
        # trinaeste godine"; Hrvatski pravopis, "redni brojevi"; panel S4 heard "trinaest.")
        return (
            r"(?=\d)(?<![\w.,])(?:(?P<n>\d{1,3}|\d{4}(?=\.\s+godin[aeiu]\b))\."
            r"(?=\s+(?P<next>[^\W\d_]+))"
            # "u 2023." ending a clause: the year with its dot, "godini" left unsaid
            r"|(?<=(?<![\w-])[uU] )(?P<year_in>1\d{3}|20\d\d)(?=\.(?:\s*$|\s+[A-ZČĆĐŠŽ]|[,;:)])))"
            # "Godina 2023. bila je", "od 2020. radim", "do 2030.": a year with its dot after
            # the word that gives its case; before a lower-case word the dot is the
            # ordinal's and is read with it (panel AB4 heard "dvadeset i tri. bila")
            rf"|(?<![\w-])(?P<yword>{_HR_YEAR_CASE_WORDS})\s(?P<year_of>1\d{{3}}|20\d\d)"
            r"(?!\.\s+godin)(?:\.(?=\s+[a-zčćđšž])|(?=\.(?:\s*$|\s+[A-ZČĆĐŠŽ]|[,;:)])))"
            # "u odnosu na 2023. iznosi", "za 2025. su": the accusative of the "godinu" it
            # stands for ("na dvije tisuće dvadeset treću"; Hrvatski pravopis, "redni
            # brojevi"; panel AX4 heard "treće"). Only before a lower-case word: ending the
            # sentence, panel X4 pinned the cardinal right ("u odnosu na … dvadeset i tri.")
            r"|(?<![\w-])(?P<yacc>(?i:na|za))\s(?P<year_acc>1\d{3}|20\d\d)(?!\.\s+godin)"
            r"\.(?=\s+[a-zčćđšž])"
            # "Rođen je 1987. u Splitu", "Došao je u Hrvatsku 1994.": a year with its dot and
            # no word of case before it, the genitive of the "godine" it stands for (panel
            # AG4, issue 31, heard the cardinal); a dot before a lower-case word is no full
            # stop, one ending the sentence is the ordinal's only after a name
            r"|(?<![\w.,:/-])(?P<year_gen>1\d{3}|20\d\d)"
            r"(?:\.(?=\s+[a-zčćđšž])|(?=\.(?:\s*$|\s+[A-ZČĆĐŠŽ])))"
        )
    if lang == "da":
        # "en 3.-plads", "1.-holdet": the ordinal joined to its noun, as Danish writes the
        # compound in letters ("tredjeplads"; Retskrivningsordbogen § 39; panel Z4 heard
        # "tre.-plads")
        return (
            r"(?=\d)(?<![\w.,])(?P<n>\d{1,3})\."
            r"(?:(?P<joined>-)(?=[^\W\d_A-ZÆØÅ])|(?=\s+(?P<next>[^\W\d_]+)))"
        )
    if lang in _DOT_LANGS:
        return r"(?=\d)(?<![\w.,])(?P<n>\d{1,3})\.(?=\s+(?P<next>[^\W\d_]+))"
    if lang == "de":
        articles = "|".join(_DE_ARTICLES)
        # ... or its noun left out after a contraction of the dative: "Herzlichen Glückwunsch
        # zum 18.!", "bis zum 3." (panel AK1 heard "zum achtzehn.!"), said as the noun it is
        # ("zum Achtzehnten"); the dot before the end of the text is the sentence's too
        return (
            # ... and a thousand with its group's dots, "der 1.000. Besucher" (panel AP1
            # heard "eintausend." and a full stop)
            rf"\b(?P<art>(?i:{articles}))\s+(?P<n>\d{{1,3}}(?:\.\d{{3}}){{0,2}})\.(?:(?=\s+[^\W\d_])"
            r"|(?P<alone>)(?=[!?,;)]|\s*\Z))"
        )
    if lang == "id":
        return r"\b(?P<ke>ke)-(?P<n>\d{1,6})(?!\w)"
    if lang == "vi":
        return r"\b(?P<thu>thứ)\s+(?P<n>\d{1,6})(?!\w)"
    if lang == "ro":  # "al 3-lea", and the feminine "a 3-a" ("a treia oară"); "Al 3-lea"
        # opening a sentence (panel AS4 heard "Al trei-lea")
        return r"\b(?:(?P<al>[aA]l)\s+(?P<n>\d{1,6})-lea|(?P<fa>[aA])\s+(?P<fn>\d{1,6})-a)(?!\w)"
    return None


def ro_feminine_ordinal(n: int) -> str | None:
    """ro "a 3-a": the feminine ordinal, the cardinal's last word with "-a" (GALR, "numeralul
    ordinal"; DOOM: "a doua", "a treia", "a patra", "a cincea", "a opta", "a noua", "a
    zecea", "a douăsprezecea", "a douăzecea", "a douăzeci și una", "a suta", "a mia")."""
    if n < 2:
        return None  # "a 1-a" is no written form: "prima", "întâia"
    words = spell(str(n), "ro").split()
    last = words[-1]
    special = {"unu": "una", "doi": "doua", "două": "doua", "trei": "treia",
               "doisprezece": "douăsprezecea", "mie": "mia", "opt": "opta"}  # fmt: skip
    if last in special:
        last = special[last]
    elif last.endswith("ci"):
        last = last[:-1] + "ea"  # cinci, douăzeci: "cincea", "douăzecea"
    elif last.endswith(("u", "ă")):
        last = last[:-1] + "a"  # patru, nouă, sută: "patra", "noua", "suta"
    elif last.endswith("e"):
        last += "a"  # șase, zece: "șasea", "zecea"
    else:
        return None
    if len(words) == 2 and words[0] in ("o", "un"):
        words = []  # "a suta", "a mia"
    return " ".join([*words[:-1], last])


# Polish: after a preposition of place the noun is in the locative, and so is the ordinal
# ("w 34. kolejce" -> "trzydziestej czwartej", "na 2. piętrze" -> "drugim"): a feminine
# noun's locative ends in -ce, -dze, -i or -y (kolejce, drodze, ulicy, sali), a masculine or
# neuter one's in -rze or -u (piętrze, domu); other -e endings (klasie f, mieście n) tell
# nothing and stay as before. "10. dnia" is a masculine genitive.
_PL_LOCATIVE = {"w", "we", "na", "o", "po", "przy"}
# Feminine locatives in -e that the ending cannot tell from "mieście" (n): the common ones.
_PL_FEMININE_IN_E = {
    "klasie",
    "grupie",
    "szkole",
    "rundzie",
    "fazie",
    # "w 89. minucie" (panel V2, issue 31, heard "osiemdziesiąte")
    "minucie",
    "godzinie",
    "sekundzie",
    "kolejce",
    "lidze",
    "turze",
}
_PL_MASCULINE_IN_E = {"etapie", "sezonie", "kwartale", "okresie", "wierszu", "secie"}
_PL_GENITIVE = {"dnia", "miesiąca", "roku", "tygodnia", "wieku", "stopnia", "piętra"}


# Czech: the noun's case form tells the ordinal's where its ending alone cannot ("ve 2.
# patře" -> "druhém", "do 2. patra" -> "druhého", "z 2. koleje" -> "druhé"): the common
# nouns numbered so, typed from Internetová jazyková příručka ÚJČ (skloňování).
_CS_CASES = {
    **dict.fromkeys("patře nástupišti místě kole stupni".split(), "m-loc"),
    **dict.fromkeys("patra nástupiště kola stupně".split(), "m-gen"),
    **dict.fromkeys("koleji třídě řadě hodině lize etapě části".split(), "f-loc"),
    **dict.fromkeys("koleje třídy řady hodiny ligy etapy".split(), "f-loc"),
    "dne": "m-gen",  # "do 20. dne v měsíci", "15. dne": the genitive of "den"
    "stoletím": "m-ins",  # "před 20. stoletím"
    # the decades: "ve 20. letech", "do 90. let", "k 60. letům" (panel AK2 heard "dvacátý
    # letech")
    "letech": "pl-loc",
    "let": "pl-gen",
    "letům": "pl-dat",
}
# cs a neuter after a noun it belongs to is in the genitive: "ve 20. letech 20. století",
# "konec 19. století" -> "dvacátého", "devatenáctého" (panel AK2 heard "dvacáté století")
_CS_OF_NOUN = {"letech", "let", "léta", "letům", "konec", "konce", "konci", "koncem", "začátek",
               "začátku", "začátkem", "počátek", "počátku", "počátkem", "polovina", "poloviny",
               "polovině", "polovinou", "přelom", "přelomu", "přelomem", "průběhu"}  # fmt: skip
# Nouns whose form is the same in several cases, the ordinal's told by the preposition
# (panel P2): "v 19. století" -> "devatenáctém", "do 19. století" -> "devatenáctého"; the
# feminine nouns without "-a" ("na 2. kolej" -> "druhou", accusative; sk "na 3. koľaj" ->
# "tretiu"). Prepositions: ÚJČ, Pravidlá slovenského pravopisu.
# (panel T2: "na 1. nástupiště" -> "první", sk "na 1. nástupište" -> "prvé": the neuter's
# accusative is its nominative)
_NEUTER_BY_PREPOSITION = {"cs": {"století", "pololetí", "čtvrtletí", "výročí", "nástupiště"},
                          "sk": {"nástupište", "poschodie"}}  # fmt: skip
_FEMININE_WITHOUT_A = {"cs": {"kolej", "část", "místnost"}, "sk": {"koľaj", "časť", "miestnosť"}}
_PREPOSITION_CASES = {
    "cs": {"gen": {"z", "ze", "od", "do", "během", "kolem", "okolo", "u", "až"},
           "loc": {"v", "ve", "o", "po", "při"}, "ins": {"před", "nad", "pod", "s", "se"},
           "acc": {"na", "za", "přes", "pro"}},
    "sk": {"acc": {"na", "za", "cez", "pre"}},
}  # fmt: skip


# cs sk "k 50. narozeninám", "ke 3. místu", "k 2. ceně": "k" governs the dative, and the
# noun's ending says its number and gender (ÚJČ, "Skloňování řadových číslovek"; panel AW2
# heard "k padesátý narozeninám"): the plural "padesátým", sk "štyridsiatym" (its plural
# dative is the masculine instrumental's form), the singular "třetímu", the feminine "třetí".
_DATIVE_PREPOSITIONS = {
    "cs": {"k", "ke", "díky", "kvůli", "vůči"},
    "sk": {"k", "ku", "vďaka", "voči"},
}
_DATIVE_FORMS = {
    "cs": ((("ám", "ím", "ům", "em"), "pl-dat"), (("u",), "m-dat"), (("ě", "e", "i"), "f-loc")),
    "sk": ((("ám", "iam", "om", "ím"), "m-ins"), (("u",), "m-dat"), (("e", "i"), "f-gen")),
}


def _dative_form(lang: str, prep: str, following: str) -> str | None:
    if prep not in _DATIVE_PREPOSITIONS.get(lang, ()):
        return None
    if following in _NEUTER_BY_PREPOSITION[lang]:
        return "m-dat"  # "k 50. výročí": the neuter's dative is the masculine's
    return next((form for ends, form in _DATIVE_FORMS[lang] if following.endswith(ends)), None)


def _form_by_preposition(lang: str, match: re.Match, following: str) -> str | None:
    cases = _PREPOSITION_CASES.get(lang)
    if not cases:
        return None
    before = match.string[max(0, match.start() - 12) : match.start()].split()[-1:]
    prep = before[0].lower() if before else ""
    if dative := _dative_form(lang, prep, following):
        return dative
    case = next((c for c, preps in cases.items() if prep in preps), None)
    if following in _NEUTER_BY_PREPOSITION[lang]:
        if case == "acc":  # "na 19. století": the accusative of a neuter, the nominative
            return "n"
        if case is None and lang == "cs" and prep in _CS_OF_NOUN:
            return "m-gen"
        return {"gen": "m-gen", "loc": "m-loc", "ins": "m-ins"}.get(case, "n")
    if following in _FEMININE_WITHOUT_A[lang]:
        return "f-acc" if case == "acc" else "f" if case is None else None
    if lang == "sk" and following in {"koľaji", "časti", "miestnosti"}:
        return "f-gen"  # "na 1. koľaji" -> "prvej": the locative's ending is the genitive's
    return None


# Masculine nominatives in -em, which the instrumental's ending would take for one.
_PL_NOMINATIVES_IN_EM = ("problem", "system", "tandem", "modem", "totem", "krem", "harem",
                         "poem", "item", "tem")  # fmt: skip


# pl nouns with no singular, a jubilee's and a contest's ("25. urodziny", "XX mistrzostwa"):
# the ordinal's plural, "dwudzieste piąte urodziny" (its form is the neuter's; SJP PWN
# "urodziny" lm; panel AW2 heard "dwudziesty piąty urodziny"), and its genitive "z okazji
# 25. urodzin", "dwudziestych piątych".
_PL_PLURALIA = {
    "urodziny": "n", "imieniny": "n", "mistrzostwa": "n", "zawody": "n", "igrzyska": "n",
    "targi": "n", "obchody": "n", "wybory": "n", "zaręczyny": "n", "chrzciny": "n",
    "urodzin": "pl-gen", "imienin": "pl-gen", "mistrzostw": "pl-gen", "zawodów": "pl-gen",
    "igrzysk": "pl-gen", "targów": "pl-gen", "obchodów": "pl-gen", "wyborów": "pl-gen",
}  # fmt: skip


def _polish_case(match: re.Match, following: str, form: str) -> str:
    if following in _PL_PLURALIA:
        return _PL_PLURALIA[following]
    if following in _PL_GENITIVE:
        return "m-gen"
    if form == "m-loc" and following.endswith(_PL_NOMINATIVES_IN_EM):
        form = "m"  # "2. problem", "3. podsystem"
    before = match.string[max(0, match.start() - 12) : match.start()].split()[-1:]
    if not before or before[0].lower() not in _PL_LOCATIVE:
        return form
    if following.endswith(("ce", "dze", "i", "y")) or following in _PL_FEMININE_IN_E:
        return "f-loc"
    if following.endswith(("rze", "u")) or following in _PL_MASCULINE_IN_E:
        return "m-loc"
    return form


# hr sk sl lv et (issue 31): the ordinal in the case its noun shows, after a preposition
# that governs it where the ending alone is ambiguous (Hrvatska gramatika, IHJJ; Pravidlá
# slovenského pravopisu; Slovenska slovnica; LVA; EKI): "na 4. katu" -> "četvrtom", "s 2.
# perona" -> "drugog", "925. godine" -> "pete", sk "z 1. nástupišťa" -> "prvého", "na 2.
# poschodí" -> "druhom", sl "v 5. nadstropju" -> "petem", "s 3. tira" -> "tretjega", lv "4.
# stāvā" -> "ceturtajā", "no 12. izejas" -> "divpadsmitās", "līdz 31. decembrim" ->
# "trīsdesmit pirmajam", et "4. korrusel" -> "neljandal", "3. teelt" -> "kolmandalt".
_LOC = {
    "hr": {"na", "u", "o", "po", "pri"},
    "sk": {"na", "v", "vo", "o", "po", "pri"},
    "sl": {"v", "na", "o", "po", "pri"},
}
_GEN = {
    "hr": {"s", "sa", "iz", "od", "do", "kod", "blizu", "preko", "ispred", "iza"},
    "sk": {"z", "zo", "od", "do", "u", "bez", "okrem", "blízko", "vedľa"},
    "sl": {"s", "z", "iz", "od", "do", "blizu", "izpred", "izza"},
}
_NOUN_CASES = {"hr", "sk", "sl", "lv", "et"}
# The feminine genitive singular's endings (sk koľaje, triedy; sl ure, hiše).
_FEMININE_GEN = {"sk": ("e", "y"), "sl": ("e",)}


# sl masculine and neuter nouns in the genitive ending in "-a", as a feminine's nominative
# does: an ordinal before them is in the genitive ("20. stoletja" -> "dvajsetega"; Slovenska
# slovnica).
_SL_GENITIVES = {"stoletja", "tisočletja", "leta", "razreda", "nadstropja", "tedna", "meseca",
                 "kroga", "tira", "perona", "letnika", "dela", "polčasa"}  # fmt: skip


# sk masculine and neuter nouns in the genitive ending in "-a", as a feminine's nominative
# does: "Zápas 9. kola" -> "deviateho kola" (panel AJ2 heard "deviata kola"; Pravidlá
# slovenského pravopisu, skloňovanie vzorov chlap, dub, mesto, vysvedčenie).
_SK_GENITIVES = {"kola", "storočia", "tisícročia", "poschodia", "ročníka", "dňa", "týždňa",
                 "mesiaca", "roka", "stupňa", "kilometra", "semestra", "levelu", "polčasu",
                 "obdobia", "čísla", "miesta", "dielu", "zväzku", "výročia"}  # fmt: skip


def _fixed_case(lang: str, prep: str, following: str) -> str | None:
    """The nouns whose case says the ordinal's whatever the preposition."""
    if lang == "sk" and following in _SK_GENITIVES and prep not in _LOC["sk"]:
        return "m-gen"
    if lang == "hr" and following in ("godine", "godini", "godina", "godinu"):
        # "1593. godina bila je" the nominative (panel AI)
        return {"godine": "f-gen", "godini": "f-loc", "godina": "f", "godinu": "f-acc"}[following]
    if lang != "sl":
        return None
    if following in _SL_GENITIVES:
        return "m-gen"  # "v začetku 20. stoletja" -> "dvajsetega" (panel S3: "dvajseta")
    if following in ("stoletjem", "tisočletjem"):
        return "m-ins"  # "pred 20. stol." -> "pred dvajsetim stoletjem"
    if prep in ("s", "z") and following.endswith(("em", "om")):
        return "m-ins"  # "s 1. julijem" -> "s prvim julijem" (panel S3: "s prvi")
    return None


_LISTED_UNDER = re.compile(r"(?<!\w)([^\W\d_]+)\s+\d{1,3}\.\s+[^\W\d_]+,\s*$")


def _preposition_before(lang: str, match: re.Match) -> str:
    before = match.string[max(0, match.start() - 12) : match.start()].split()[-1:]
    prep = before[0].lower() if before else ""
    if lang == "sk" and prep.endswith(","):
        # "z 1. nástupišťa, 4. koľaje": a list's second ordinal under the first's preposition
        # ("štvrtej"; panel V2, issue 31, heard "štvrté")
        listed = _LISTED_UNDER.search(match.string, max(0, match.start() - 40), match.start())
        prep = listed.group(1).lower() if listed else prep
    return prep


def _locative(lang: str, following: str) -> str | None:
    """The ordinal's form after a preposition of place, from its noun's locative ending."""
    if lang == "hr" and following.endswith("u"):
        return "m-loc"
    if lang == "hr" and following.endswith("i") and len(following) > 3:
        # "u 90. minuti", "na 3. etapi": a feminine's locative (Hrvatska gramatika; panel
        # AL4 heard "u devedeseti minuti")
        return "f-loc"
    if lang == "sk" and following.endswith(("í", "e", "u")):
        return "m-loc"
    if lang == "sl" and following.endswith(("u", "ju")):
        return "m-loc"
    return None


# lv "līdz 2024. gada 30. jūnijam": the year between the preposition and the day (read
# already, or in digits); the day still takes līdz's dative, "trīsdesmitajam" (LVG 2013,
# "Prievārdi"; panel AU3 heard "trīsdesmitais jūnijam").
_LV_UNTIL_YEAR = re.compile(r"(?i)(?<!\w)līdz\s+(?:\S+\s+){1,6}gada\s+\Z")


def _noun_case(lang: str, match: re.Match, following: str, form: str) -> str:
    prep = _preposition_before(lang, match)
    if fixed := _fixed_case(lang, prep, following):
        return fixed
    if lang in _LOC and prep in _LOC[lang] and (located := _locative(lang, following)):
        return located
    if lang in _GEN and prep in _GEN[lang] and following.endswith("a"):
        return "m-gen"
    if lang in ("sk", "sl") and prep in _GEN[lang] and following.endswith(_FEMININE_GEN[lang]):
        return "f-gen"  # sk "z 2. koľaje" -> "druhej", sl "do 16. ure" -> "šestnajste"
    if lang == "lv":
        if following.endswith(("ā", "ē", "ī")):
            return "m-loc"
        if prep in ("no", "pie", "līdz", "bez", "aiz", "pēc") and following.endswith(("as", "es")):
            return "f-gen"
        if following.endswith(("im", "am")) and prep in ("līdz", ""):
            return "m-dat"
        if (
            following.endswith(("im", "am"))
            and prep == "gada"
            and _LV_UNTIL_YEAR.search(match.string, max(0, match.start() - 80), match.start())
        ):
            return "m-dat"  # "līdz 2024. gada 30. jūnijam": līdz's dative past the year
    if lang == "et":
        for ending, case in (
            ("lt", "gen+lt"),
            ("l", "ade"),
            ("ni", "gen"),
            ("le", "gen+le"),
            ("st", "gen+st"),
            # "hiljemalt 10. maiks" -> "kümnendaks maiks" (the translative; panel X3)
            ("ks", "gen+ks"),
        ):
            if following.endswith(ending) and len(following) > len(ending) + 2:
                return case
    return form


# hr words after an ordinal that are prepositions, not a noun whose ending shows its form
# ("Vi ste 4. u redu čekanja" -> "četvrti", was "četvrtu"; panel V4, issue 31).
_HR_PREPOSITIONS = {"u", "na", "o", "po", "pri", "s", "sa", "iz", "od", "za", "kod", "iza"}


# hr masculine and neuter nouns in the genitive ending in "-a", as a feminine's nominative
# does: the ordinal before them is in the genitive ("učenici 4. razreda" -> "četvrtog
# razreda", "početkom 20. stoljeća" -> "dvadesetog"; Hrvatski pravopis; panel X4, issue 31).
_HR_GENITIVES = {"razreda", "stoljeća", "tisućljeća", "kata", "tjedna", "mjeseca", "kola",
                 "dijela", "perona", "kruga", "poluvremena", "godišta", "semestra",
                 "kilometra"}  # fmt: skip
# "15. u mjesecu": a day of every month, in the genitive.
_HR_OF_MONTH = re.compile(r"\s+u\s+mjesecu(?!\w)")
# sl "do 25. v mesecu", "plačilo 15. v mesecu": a day of the month, in the genitive a date's
# day takes ("petindvajsetega v mesecu"; Slovenski pravopis, "Datum"; panel AG3 heard
# "do petindvajseti")
_SL_OF_MONTH = re.compile(r"\s+v\s+mesecu(?!\w)")


def _of_month(lang: str, match: re.Match, following: str) -> bool:
    """hr "15. u mjesecu", sl "25. v mesecu": a day of the month."""
    if lang == "hr" and following == "u":
        return bool(_HR_OF_MONTH.match(match.string, match.end()))
    if lang == "sl" and following == "v":
        return bool(_SL_OF_MONTH.match(match.string, match.end()))
    return False


def _dot_ordinal_noun(lang: str, match: re.Match, following: str) -> str:
    """The word an ordinal written with a dot agrees with: the word after it, or past it."""
    if lang in (*_LOC, "cs") and following in ("in", "i", "a", "ali", "ili", "alebo", "nebo"):
        # "med 8. in 14. uro": the first ordinal agrees with the second's noun
        pair = re.match(r"\s+\w+\s+\d{1,3}\.\s+([^\W\d_]+)", match.string[match.end() :])
        return pair.group(1) if pair else following
    if lang == "lv" and following.endswith(("šanas", "šanās")):
        # "ar 25. dzimšanas dienu": a verbal noun's genitive stands before the noun the
        # ordinal agrees with ("divdesmit piekto dzimšanas dienu"; LVG 2013; panel AG3
        # heard "divdesmit piektais")
        head = re.match(r"\s+[^\W\d_]+\s+([^\W\d_]+)", match.string[match.end() :])
        return head.group(1) if head else following
    return following


def _dot_ordinal_form(lang: str, match: re.Match, following: str) -> str:
    """The gender and case of an ordinal written with a dot, from the word after it."""
    form = "m"
    for ending, gender in _GENDER_BY_ENDING.get(lang, ()):
        if following.endswith(ending):
            form = gender
            break
    if lang == "hr" and following in _HR_GENITIVES:
        return "m-gen"  # "učenici 4. razreda" -> "četvrtog" (panel X4 heard "četvrta")
    if _of_month(lang, match, following):
        return "m-gen"  # "15. u mjesecu" -> "petnaestog u mjesecu" (panel X4)
    if lang == "hr" and following in _HR_PREPOSITIONS:
        form = "m"  # "Vi ste 4. u redu": a preposition, not a noun's ending (panel V4)
    if following in ("do", "až") and lang in ("cs", "sk", "pl", "sl", "hr"):
        # sk sl "od 8. do 16. ure": the first takes the second's noun ("od osme do …")
        noun = re.match(r"\s*\d{1,3}\.\s+([^\W\d_]+)", match.string[match.end() + 3 :])
        if lang in _FEMININE_GEN and noun and noun.group(1).endswith(_FEMININE_GEN[lang]):
            return "f-gen"
        return "m-gen"  # "od 2. do 5. 12.": the first day of a span, in the genitive
    if lang == "pl":
        return _polish_case(match, following, form)
    if lang == "da":  # "i 2. kvartal": "i andet kvartal" (Retskrivningsordbogen, "anden")
        return "n" if danish_neuter(following) else form
    by_preposition = _form_by_preposition(lang, match, following)
    if by_preposition:
        return by_preposition
    if lang in ("cs", "sk") and feminine_oblique(lang, following):
        # "v 67. minutě", sk "v 88. minúte": a listed feminine's locative or dative (panel X2)
        return "f-loc" if lang == "cs" else "f-gen"  # sk's feminine -ej serves both
    if lang == "cs":
        form = _CS_CASES.get(following, form)
        if following in ("ročníku", "dílu", "okruhu"):  # genitive or locative
            before = match.string[max(0, match.start() - 12) : match.start()].split()[-1:]
            at = before and before[0].lower() in ("v", "ve", "na", "o", "po", "při")
            form = "m-loc" if at else "m-gen"
        return form
    if lang in _NOUN_CASES:
        return _noun_case(lang, match, following, form)
    return form


def _bg_form(marker: str) -> str:
    """The gender a Bulgarian ordinal's written ending shows, and its article: "-ти" m,
    "-ия"/"-ият" m with the article ("третия", "третият"), "-тата" f ("третата"), "-тото" n
    (Правописен речник на БАН, "Членуване на числителните")."""
    if marker.endswith(("я", "ят")):
        return "m+" + ("ят" if marker.endswith("ят") else "я")
    if marker in ("ата", "ото"):  # "90-ата": "деветдесетата", "20-ото": "двайсетото"
        return "f+та" if marker == "ата" else "n+то"
    if len(marker) == 4:
        return "f+та" if marker[1] == "а" else "n+то"
    return {"и": "m", "а": "f", "о": "n"}[marker[-1]]


# ru/uk "-й" is the masculine's nominative or the feminine's oblique case ("на 21-й минуте",
# "к 3-й странице", uk "на 78-й хвилині"): a noun after it in -е/-и (ru) or -і (uk) is the
# feminine's (Грамота.ру, "Наращения"; Правопис 2019 § 38: "-й" for "-ій"), "двадцать
# первой", "сімдесят восьмій" (panel X2 heard "двадцать первый минуте").
_EAST_SLAVIC_FEMININE = {
    "ru": re.compile(r"\s{1,3}[а-яё]{1,}[еи](?![\w-])"),
    "uk": re.compile(r"\s{1,3}[а-щьюяєіїґ']{2,}[ії](?![\w-])"),
}


_NOT_NOUNS = {
    "вне", "мне", "тебе", "себе", "все", "уже", "еще", "ещё", "также", "тоже", "более", "менее",
    "после", "ниже", "выше", "ранее", "позже", "кроме", "где", "или", "при", "почти", "вместе",
    "мені", "тобі", "собі", "усі", "всі", "її", "ці", "ті", "вже", "після", "більші", "нижчі",
}  # fmt: skip


def _east_slavic_feminine(lang: str, match: re.Match) -> str | None:
    after = _EAST_SLAVIC_FEMININE[lang].match(match.string, match.end(), match.end() + 40)
    return "f-loc" if after and after.group(0).strip().lower() not in _NOT_NOUNS else None


_HR_NAME_BEFORE = re.compile(r"(?<=[^\W\d_]) (?P<name>[A-ZČĆĐŠŽ][a-zčćđšž]{1,30}) \Z")


def _after_a_name(match: re.Match) -> bool:
    """hr "u Hrvatsku 1994.": a capitalised word not opening the sentence before the year,
    from 1900 on: a place or a name, after which a year ending the sentence is a date."""
    before = match.string[max(0, match.start() - 40) : match.start()]
    return int(match.group("year_gen")) >= 1900 and bool(_HR_NAME_BEFORE.search(before))


def _read_unmarked_ordinal(lang: str, match: re.Match) -> str:
    """hr "u 2023." and da "3.-plads": ordinals whose form no noun after them tells."""
    if match.groupdict().get("alone") is not None:
        return _de_noun_left_out(match, int(match.group("n")))
    if match.groupdict().get("joined"):
        return ordinal(int(match.group("n")), lang) or match.group(0)  # one word: not padded
    if match.groupdict().get("year_of"):  # "Godina 2023. bila je": its case from the word before
        year, word = int(match.group("year_of")), match.group("yword")
        words = ordinal(year, lang, _HR_YEAR_CASES[fold(word)]) if year % 1000 else None
        return f"{word} {words}" if words else match.group(0)
    if match.groupdict().get("year_acc"):  # "na 2023. iznosi": the accusative
        year, word = int(match.group("year_acc")), match.group("yacc")
        words = ordinal(year, lang, "f-acc") if year % 1000 else None
        return f"{word} {words}" if words else match.group(0)
    if match.groupdict().get("year_gen"):
        year = int(match.group("year_gen"))
        if not match.group(0).endswith(".") and not _after_a_name(match):
            return match.group(0)
        words = ordinal(year, lang, "f-gen") if year % 1000 else None
        return words or match.group(0)
    # hr "porastao je u 2023.": the ordinal in the locative of the "godini" it stands for
    # (Hrvatski pravopis, "redni brojevi"; panel Z4, issue 31, heard the cardinal); a round
    # thousand's ordinal ICU cannot make stays as written
    year_in = int(match.group("year_in"))
    words = ordinal(year_in, lang, "f-loc") if year_in % 1000 else None
    return words or match.group(0)


# tr "2. Dünya Savaşı sona erdi", "3. Selim Camii": a number and its dot that open the
# sentence before a name of two capitalised words end no sentence; it is the name's ordinal,
# capitalised ("İkinci Dünya Savaşı"; panel AA5, issue 31, heard "iki."). Elsewhere a
# capital after "2." may open a new sentence, and is left.
_TR_NAME = re.compile(r"\s+[A-ZÇĞİÖŞÜ][^\W\d_]*\s+[A-ZÇĞİÖŞÜ][^\W\d_]")
# ... or before one capitalised word with its case ending after an apostrophe, as TDK
# writes a name's suffix ("1. Lig'de", "3. Cadde'de", "2. Bölge'nin"): a name, so the
# ordinal's, wherever it stands (panel AQ5 heard "bir. Lig'de", "in a league").
_TR_SUFFIXED_NAME = re.compile(r"\s+[A-ZÇĞİÖŞÜ][^\W\d_]{0,30}['’][a-zçğıöşü]")


# ... or a ruler's regnal number: "3. Murat döneminde", "Sultan 2. Mahmut", "Kral 8. Henry"
# (TDK writes "III. Murat" or "3. Murat" and says "Üçüncü Murat"; panel AV5 heard "üç.
# Murat"): a capitalised name with a word of reign after it, or a ruler's title before.
_TR_REIGN_AFTER = re.compile(
    r"\s+[A-ZÇĞİÖŞÜ][a-zçğıöşüâî]{1,30}\s+(?:dönem|zaman|devr|devir|saltanat|tahta|taht[ıi]n)"
)
_TR_RULER_BEFORE = re.compile(
    r"(?<![^\W\d_])(?:[Ss]ultan|[Kk]ral|[Kk]raliçe|[Pp]apa|[Pp]adişah|[Şş]ah|[İi]mparator|[Çç]ar)"
    r"\s+\Z"
)


def _tr_regnal(lang: str, match: re.Match) -> bool:
    if lang != "tr" or not re.match(r"\s+[A-ZÇĞİÖŞÜ]", match.string[match.end() :]):
        return False
    before = match.string[max(0, match.start() - 20) : match.start()]
    return bool(
        _TR_REIGN_AFTER.match(match.string, match.end(), match.end() + 80)
        or _TR_RULER_BEFORE.search(before)
    )


def _tr_before_suffixed_name(lang: str, match: re.Match) -> bool:
    return lang == "tr" and bool(_TR_SUFFIXED_NAME.match(match.string, match.end()))


def _tr_opens_a_name(lang: str, match: re.Match) -> bool:
    if lang != "tr" or not (
        _TR_NAME.match(match.string, match.end(), match.end() + 80)
        or _tr_before_suffixed_name(lang, match)
    ):
        return False
    before = match.string[max(0, match.start() - 60) : match.start()].rstrip()
    return not before or before[-1] in ".!?:\n"


def _tr_named(lang: str, match: re.Match, words: str | None) -> str | None:
    """The ordinal capitalised when it opens a name (tr "İkinci Dünya Savaşı")."""
    if not words or not (_tr_opens_a_name(lang, match) or _tr_regnal(lang, match)):
        return words
    return "İ" + words[1:] if words[0] == "i" else words[0].upper() + words[1:]


# sv "hon kom 2:a i loppet", "slutade 3:a": a placing after a verb of finishing is its
# noun, "tvåa", "trea" (SAOL: etta ... tolva; panel AA4 heard "kom andra"), unless a noun
# follows ("blev 2:a gången" stays "andra").
_SV_PLACINGS = ("etta", "tvåa", "trea", "fyra", "femma", "sexa", "sjua", "åtta", "nia", "tia",
                "elva", "tolva")  # fmt: skip
_SV_PLACING_VERBS = {"kom", "kommer", "komma", "slutade", "slutar", "sluta", "blev", "blir",
                     "bli", "hamnade", "hamnar", "som"}  # fmt: skip
_SV_PLACING_AFTER = re.compile(r"\s*(?:$|[.,;:!?)]|(?:i|på|efter|bakom|med|av|totalt)\b)")


def _read_sv_ordinal(lang: str, match: re.Match) -> str:
    """sv: a placing after a verb of finishing as its noun ("kom tvåa"), else the ordinal."""
    n = int(match.group("n"))
    before = match.string[max(0, match.start() - 12) : match.start()].split()[-1:]
    if (
        1 <= n <= len(_SV_PLACINGS)
        and before
        and before[0].lower() in _SV_PLACING_VERBS
        and _SV_PLACING_AFTER.match(match.string, match.end())
    ):
        return padded(match, _SV_PLACINGS[n - 1])
    return _read_ordinal(lang, match)


_OWN_ORDINAL_READERS = {"hu": _read_hu_ordinal, "sv": _read_sv_ordinal}


# vi: the second of a sequence is "thứ hai" ("lần thứ hai", "ngày thứ hai", "vòng thứ
# hai"); "thứ nhì" is a placing ("về thứ nhì", "giải nhì"; panel AD5 heard "lần thứ nhì").
_VI_SEQUENCE = re.compile(r"(?<!\w)(?i:lần|đợt|kỳ|ngày|tuần|vòng|mùa|khóa|năm)\s+\Z")


def _plain_ordinal(lang: str, match: re.Match, n: int) -> str | None:
    """id vi ro's ordinal; vi "lần thứ 2" is the second time, not a placing."""
    start = match.start()
    if lang == "vi" and n == 2 and _VI_SEQUENCE.search(match.string, max(0, start - 12), start):
        return "thứ hai"
    return ordinal(n, lang)


# uk "2-ю чергою", "1-ю колоною": "-ю" is the instrumental's ending too, when the noun after
# it is a feminine instrumental ("-ою", "-ею", "-єю"); else the accusative ("на 2-ю колію")
_UK_INSTRUMENTAL_AFTER = re.compile(r"\s+[а-щьюяєіїґ'’]+(?:ою|ею|єю)(?![\w'’])")


def _it_placed_form(lang: str, match: re.Match, marker: str, form: str) -> str:
    """it "si è classificata 4°": the feminine participle's place, "quarta"; "la 3°
    tappa" after a feminine article, "terza"."""
    if lang == "it" and marker == "°":
        start = max(0, match.start() - 16)
        if _IT_PLACED_FEMININE.search(match.string, start, match.start()):
            return "f"
        if _IT_FEMININE_ARTICLE.search(match.string, start, match.start()):
            return "f"
    return form


_FR_SECOND = {"nd": "second", "nde": "seconde", "de": "seconde"}


def _fr_first_or_second(match: re.Match, marker: str, n: int) -> str | None:
    """ "1er" is the first only, "2nd", "2nde" the second only; None for the others."""
    if marker == "er" and n != 1:
        return match.group(0)
    if marker in _FR_SECOND:
        return padded(match, _FR_SECOND[marker]) if n == 2 else match.group(0)
    return None


def _de_noun_left_out(match: re.Match, n: int) -> str:
    """ "zum 18.!": the ordinal as the noun it stands for, "zum Achtzehnten"."""
    article = match.group("art")
    words = ordinal(n, "de", "n") if article.lower() in _DE_ALONE else None
    if words is None:
        return match.group(0)
    end = "." if match.end() == len(match.string.rstrip()) else ""
    return f"{article} {words[:1].upper()}{words[1:]}{end}"


# pt a match's minute with its prime, "aos 45'", "aos 90+2'" (the added time after the plus):
# "aos quarenta e cinco minutos", "aos noventa mais dois minutos" (panel AW1 heard
# "noventa+dois'" with both signs left); only after "aos", whose plural the minutes agree
# with ("no 88'" is "no minuto oitenta e oito", left).
_PT_MINUTE = (
    r"(?<![\w.,])(?P<prep>[Aa]os|[Aa]té\saos)\s(?P<n>\d{1,3})(?:\+(?P<x>\d{1,2}))?"
    r"['’′](?!\w|['’′])"
)


def _read_pt_minute(match: re.Match) -> str:
    said = spell(match.group("n"), "pt")
    if match.group("x"):
        said += f" mais {spell(match.group('x'), 'pt')}"
    return padded(match, f"{match.group('prep')} {said} minutos")


# de a floor written with no article, as an address's part or a list's item, "Zimmer 214, 2.
# Stock", "3. Etage links": the ordinal's strong nominative, "zweiter Stock", "dritte Etage"
# (Duden, "Stock"; panel AW1 heard "zwei. Stock"); after an article or "im" de.ordinal reads
# it ("im dritten Stock").
_DE_FLOOR_ENDINGS = {"Stock": "r", "Stockwerk": "s", "Obergeschoss": "s", "Untergeschoss": "s",
                     "Etage": ""}  # fmt: skip
_DE_FLOOR = (
    r"(?<![\w.,])(?P<n>\d{1,2})\.\s(?P<noun>" + "|".join(_DE_FLOOR_ENDINGS) + r")(?![\w.]\w)"
)


def _read_de_floor(match: re.Match) -> str:
    before = match.string[max(0, match.start() - 20) : match.start()].rstrip()
    if before and before[-1] not in ",;:(\n" and not before.endswith((" -", " –")):
        return match.group(0)  # "liegt 2. Stock": a word before, its own rules read it
    words = ordinal(int(match.group("n")), "de", "e")
    if words is None:
        return match.group(0)
    if not before:
        words = words[0].upper() + words[1:]
    noun = match.group("noun")
    return padded(match, f"{words}{_DE_FLOOR_ENDINGS[noun]} {noun}")


def _read_de_ordinal(match: re.Match, n: int) -> str:
    art = match.group("art")
    form = _DE_ARTICLES[fold(art)]
    before = match.string[max(0, match.start() - 12) : match.start()].split()[-1:]
    if art.lower() == "der" and before and before[0].lower() in _DE_PREPOSITIONS:
        form = "n"  # "in der 78. Minute", "an der 3. Kreuzung": dative, "-en"
    # "der 1.000. Besucher": "der tausendste", "der hundertste" (Duden, "hundertste"), not
    # "eintausendste" (panel AP1 heard "eintausend." and a full stop)
    words = ordinal(n, "de", form)
    if words and n >= 100:
        words = re.sub(r"^ein(?=hundert|tausend)", "", words)
    return match.group(0) if words is None else padded(match, f"{art} {words}")


_DA_DEFINITE_BEFORE = re.compile(r"(?<!\w)(?i:den|det|de|din|dit|dine|vores|jeres|deres)\s+\Z")


def _read_da_max(match: re.Match) -> str:
    definite = _DA_DEFINITE_BEFORE.search(match.string, max(0, match.start() - 8), match.start())
    return ("M" if match.group("m") == "M" else "m") + ("aksimale " if definite else "aksimal ")


def _read_ordinal(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    if (
        g.get("year_in")
        or g.get("year_of")
        or g.get("year_acc")
        or g.get("year_gen")
        or g.get("joined")
        or (g.get("alone") is not None)
    ):
        return _read_unmarked_ordinal(lang, match)
    n, form, lead = int((g["n"] or g.get("fn") or "0").replace(".", "")), "m", ""
    if lang in _MARKERS:
        marker = g["s"]
        form = _MARKERS[lang][1].get(marker, "m")
        if lang == "bg":
            form = _bg_form(marker)
        if lang in ("ru", "uk") and marker == "й":
            form = _east_slavic_feminine(lang, match) or form
        after = match.string, match.end()
        if lang == "uk" and marker == "ю" and _UK_INSTRUMENTAL_AFTER.match(*after):
            form = "f-ins"  # "2-ю чергою": the feminine instrumental (Правопис 2019 § 38)
        if lang == "fr" and (said := _fr_first_or_second(match, marker, n)):
            return said
        form = _it_placed_form(lang, match, marker, form)
    elif lang in _DOT_LANGS:
        following = g["next"]
        if (
            not following[0].islower()
            and not _tr_opens_a_name(lang, match)
            and not _tr_before_suffixed_name(lang, match)
            and not _tr_regnal(lang, match)
        ):
            return match.group(0)
        following = _dot_ordinal_noun(lang, match, following)
        form = _dot_ordinal_form(lang, match, following)
    elif lang == "de":
        return _read_de_ordinal(match, n)
    elif lang == "ro" and g.get("fa"):
        words = ro_feminine_ordinal(int(g["fn"]))
        return match.group(0) if words is None else padded(match, f"{g['fa']} {words}")
    elif lang in ("id", "vi", "ro"):
        words = _plain_ordinal(lang, match, n)
        if words and g.get("al") == "Al":
            words = words[0].upper() + words[1:]  # "Al 3-lea autobuz": "Al treilea"
        return match.group(0) if words is None else padded(match, words)
    if "+" in form:  # et "3. teelt": the genitive and the ending; bg "третия": the article
        base, ending = form.split("+", 1)
        words = ordinal(n, lang, base)
        words = words and words + ending
    else:
        words = ordinal(n, lang, form)
    words = _tr_named(lang, match, words)
    if words and lang == "hi" and form == "obl":  # "5वें स्थान पर": पाँचवें, "3रे दिन": तीसरे
        words = re.sub(r"ा$", "े", re.sub(r"(?:ाँ|ां)$", "ें", words))
    return match.group(0) if words is None else padded(match, lead + words)


# --- Hungarian case endings on numbers -------------------------------------------------

# "1990-ben", "5-ig", "100-hoz": the case ending as written, glued to the number's words
# (the writer chose the vowel harmony: "kilencvenben", "ötig"). Endings that change the
# numeral itself ("3-as" = "hármas", "2-án") are left to the number rule.
_HU_ENDING = re.compile(
    r"(?=\d)(?<![\w.,])(?P<n>\d{1,9})-(?P<end>ban|ben|ból|ből|ba|be|ra|re|ról|ről|hoz|hez|höz|nál|nél"
    r"|tól|től|ig|ért|kor|val|vel)(?!\w)"
)


def _read_hu_ending(lang: str, match: re.Match) -> str:
    # a final "a" or "e" lengthens before an ending (MHSz 12, 43.; "nulla" -> "nullára",
    # "nullával"; panel AH3 heard "kettő–nullara")
    words = re.sub(r"a$", "á", re.sub(r"e$", "é", spell(match.group("n"), "hu")))
    return padded(match, words + match.group("end"))


# "12-es kapu", "3-as busz", "100-asból": the numeral made an adjective, its last number
# word changed ("tizenkettes", "hármas", "százas"; MHSz 12, 299.), the rest of the ending kept.
# A gate's or a line's capital letter may come first ("B3-as kapu" -> "B hármas"; panel T3).
_HU_ADJECTIVE = re.compile(
    r"(?=[A-Z\d])(?<![\w.,])(?:(?P<lead>[A-Z]{1,2})(?=\d))?(?P<n>\d{1,9})-(?P<end>[aeoö]s)"
    r"(?P<rest>[a-záéíóöőúüű]{0,5})(?!\w)"
)
_HU_ADJECTIVES = {
    "egy": "egyes", "kettő": "kettes", "három": "hármas", "négy": "négyes", "öt": "ötös",
    "hat": "hatos", "hét": "hetes", "nyolc": "nyolcas", "kilenc": "kilences", "tíz": "tízes",
    "húsz": "húszas", "harminc": "harmincas", "negyven": "negyvenes", "ötven": "ötvenes",
    "hatvan": "hatvanas", "hetven": "hetvenes", "nyolcvan": "nyolcvanas",
    "kilencven": "kilencvenes", "száz": "százas", "ezer": "ezres", "nulla": "nullás",
}  # fmt: skip


def _read_hu_adjective(lang: str, match: re.Match) -> str:
    words = spell(match.group("n"), "hu")
    lead = match.group("lead") + " " if match.group("lead") else ""
    for last in sorted(_HU_ADJECTIVES, key=len, reverse=True):
        if words.endswith(last):
            said = words[: -len(last)] + _HU_ADJECTIVES[last] + match.group("rest")
            return padded(match, lead + said)
    return match.group(0)


# "5-öt", "3-at", "2-t", "1000-et": a number in the accusative, its last number word's stem
# as the ending asks ("ötöt", "hármat", "kettőt", "ezret"; MHSz 12, 299.; panel AD3 heard
# "5-öt" as "öt-öt", five each, and "3-at" as "háromat").
_HU_ACCUSATIVE = re.compile(r"(?=\d)(?<![\w.,:/-])(?P<n>\d{1,9})-(?:[aeoö]t|t)(?!\w)")
_HU_ACCUSATIVES = {
    "egy": "egyet", "kettő": "kettőt", "három": "hármat", "négy": "négyet", "öt": "ötöt",
    "hat": "hatot", "hét": "hetet", "nyolc": "nyolcat", "kilenc": "kilencet", "tíz": "tízet",
    "húsz": "húszat", "harminc": "harmincat", "negyven": "negyvenet", "ötven": "ötvenet",
    "hatvan": "hatvanat", "hetven": "hetvenet", "nyolcvan": "nyolcvanat",
    "kilencven": "kilencvenet", "száz": "százat", "ezer": "ezret", "millió": "milliót",
    "nulla": "nullát",
}  # fmt: skip


def _read_hu_accusative(lang: str, match: re.Match) -> str:
    words = spell(match.group("n"), "hu")
    for last in sorted(_HU_ACCUSATIVES, key=len, reverse=True):
        if words.endswith(last):
            return padded(match, words[: -len(last)] + _HU_ACCUSATIVES[last])
    return match.group(0)


# hu a share of a whole, "a lakosság 2/5-e", "2/3-át", "2/5 része": a fraction said as one
# word, the count before the part's noun ("kétötöd", "kétharmad"; MHSz 12, 296.: written
# together), the writer's possessive or case ending on it ("kétötöde", "kétharmadát"); a half
# is "fele" (panel AI heard "kettő/öt-e").
_HU_PARTS = {2: "ketted", 3: "harmad", 4: "negyed", 5: "ötöd", 6: "hatod", 7: "heted",
             8: "nyolcad", 9: "kilenced", 10: "tized", 100: "század"}  # fmt: skip
_HU_SHARE = re.compile(
    r"(?=\d)(?<![\w.,:/-])(?P<a>\d{1,2})/(?P<b>\d{1,3})"
    r"(?:-(?P<end>[a-záéíóöőúüű]{1,5})|(?=\s+rész))(?![\w/-])"
)


def _read_hu_share(lang: str, match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    end = match.group("end") or ""
    if not 0 < a < b or b not in _HU_PARTS:
        return match.group(0)
    if (a, b) == (1, 2):
        return padded(match, "fel" + end if end else "fél")  # "1/2-e" -> "fele"
    count = re.sub(r"kettő$", "két", spell(str(a), "hu"))
    return padded(match, count + _HU_PARTS[b] + end)


# hu a rating out of five, ten or a hundred after a word of rating or before stars or
# points ("értékelése 4/5", "4,5/5 csillag"): "ötből négy", as said (panel AI heard
# "négy/öt"). Not without such a word: "2/5" alone may be a ratio or a reference.
_HU_OUT_OF = {5: "ötből", 10: "tízből", 100: "százból"}
_HU_RATING = re.compile(
    r"(?=\d)(?<![\w.,:/-])(?P<a>\d{1,3})(?:,(?P<f>\d))?/(?P<b>5|10|100)(?![\w/-]|[.,]\d)"
)
_HU_RATING_BEFORE = re.compile(
    r"(?i:értékel|pontszám|osztályzat|minősít|értékelés|eredmény|csillag|pontot|pont)"
    r"[^\W\d_]{0,8}:?\s{1,3}\Z"
)
_HU_RATING_AFTER = re.compile(r"\s{1,3}(?i:csillag|pont)")


def _read_hu_rating(lang: str, match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    before = _HU_RATING_BEFORE.search(match.string, max(0, match.start() - 24), match.start())
    if a > b or not (before or _HU_RATING_AFTER.match(match.string, match.end())):
        return match.group(0)
    said = spell(match.group("a"), "hu")
    if match.group("f"):
        said = spell(f"{match.group('a')}.{match.group('f')}", "hu")
    return padded(match, f"{_HU_OUT_OF[b]} {said}")


# A grade or a score out of a total after a word of grading ("Điểm thi: 8,5/10", "Nilai
# ujian 85/100", "Note : 15/20"): the language's "out of" between, tr the total first ("yüz
# üzerinden seksen beş"), as teachers say them (panel BD5, issue 31, heard "tám phẩy
# năm/mười"). Only after such a word ("3/10" alone is a fraction or a date); the number
# rules then read both numbers. hu is above, ar's _AR_SLASH_PAIR below.
_OUT_OF = {
    "vi": ("trên", r"điểm(?:\s(?:thi|số|trung\sbình))?|đạt|được|chấm|đánh\sgiá|xếp\shạng"),
    "id": ("dari", r"nilai(?:\sujian)?|ujian|skor|rating|peringkat|mendapat|meraih|memperoleh"),
    "tr": ("üzerinden", r"not(?:u|um)?|puan[ıi]?|skor[uı]?|değerlendirme(?:si)?|aldı|aldım"),
    "fr": ("sur", r"note|notée?|score|évaluation|moyenne|obtenu"),
    "es": ("sobre", r"nota|calificación|puntuación|valoración|obtuvo|sacó"),
    "it": ("su", r"voto|punteggio|valutazione|media"),
    "de": ("von", r"note|bewertung|punktzahl|wertung|ergebnis"),
    "ro": ("din", r"nota|notă|punctaj|evaluare|evaluarea|calificativ"),
}
_OUT_OF_PATTERN = r"(?<![\w.,:/-])(?P<a>\d{1,3}(?:,\d{1,2})?)/(?P<b>5|10|20|100)(?![\w/-]|[.,]\d)"


@cache
def _out_of_before(lang: str) -> re.Pattern:
    return re.compile(rf"(?<!\w)(?i:{_OUT_OF[lang][1]})\s?:?\s{{1,3}}\Z")


def _read_out_of(lang: str, match: re.Match) -> str:
    a, b = match.group("a"), match.group("b")
    if float(a.replace(",", ".")) > int(b) or not _out_of_before(lang).search(
        match.string, max(0, match.start() - 30), match.start()
    ):
        return match.group(0)
    word = _OUT_OF[lang][0]
    return f"{b} {word} {a}" if lang == "tr" else f"{a} {word} {b}"


@cache
def out_of_rules(lang: str) -> tuple[Rule, ...]:
    """``<lang>.outof``: a grade out of a total after a word of grading (8,5/10)."""
    if lang not in _OUT_OF:
        return ()
    return (
        rule(f"{lang}.outof", f"{lang}: a grade after its word (8,5/10) -> "
             f"'{_OUT_OF[lang][0]}' between", _OUT_OF_PATTERN)(_bind(_read_out_of, lang)),
    )  # fmt: skip


# After the numbers are words: a count before a noun takes "két", not "kettő" ("hetvenkét
# évig", "tizenkét óra", "két egész három tized"; MHSz 12, 296.); and a case ending the
# writer put after a sign or a short unit joins the word said for it ("2,3%-ot" ->
# "százalékot", "100 m-es" -> "méteres", "Ft-os" -> "forintos", "17.4-re" -> "négyre").
_HU_COUNTED = (
    "év óra perc másodperc nap hét hónap egész tized század ezred forint euró dollár fő ember "
    "darab kilo gramm méter liter százalék fok alkalom oldal kapu szoba emelet hely pont gól "
    "busz vonat járat lépés szint munkanap "
    # panel S3: a recipe's and a dose's counts ("két tojást", "két deka", "két tablettát")
    "deka deciliter tojás tabletta kapszula csepp kanál teáskanál evőkanál bögre pohár csomag "
    # panel T3: a temperature ("huszonkét Celsius-fok")
    "Celsius Fahrenheit kávéskanál csésze "
    # panel AA3: "óra" before a case ending lengthens its vowel ("tizenkét óráig", "két
    # órától"; MHSz 12, 217.)
    "órá"
).split()
# also the first of a span: "kettő-három munkanapon" -> "két-három"
# and an adjective of a count, whatever it counts ("két szobás", "két ajtós", "két
# személyes": MHSz 12, 296.; panel Z3 heard "kettő szobás"): a word made with the -s suffix
# ("kevés", "is" are no such adjectives).
_HU_COUNT_ADJECTIVE = r"(?!kevés\b)[^\W\d_]{2,}[aáeéoóöő]s(?!\w)"
# ... and an adjective between the count and its noun ("Még két szabad hely", "két új
# szoba"; MHSz 12, 296.; panel AO3 heard "Még kettő szabad hely").
_HU_BEFORE_NOUN = (
    "szabad új nagy kis kicsi kisebb nagyobb további újabb különböző teljes egész ingyenes "
    "régi üres foglalt hosszú rövid apró egyforma önálló külön utolsó következő előző"
).split()
# ... a noun's final a, e lengthens before an ending ("két szobát", "két tablettát";
# MHSz 12, 217.), as "órá" is listed for "óra".
_HU_LENGTHENED = [w[:-1] + {"a": "á", "e": "é"}[w[-1]] for w in _HU_COUNTED if w[-1] in "ae"]
_HU_ADJECTIVE_BEFORE = rf"(?:(?:{'|'.join(_HU_BEFORE_NOUN)})\s)?"
_HU_ATTRIBUTIVE = re.compile(
    rf"kettő(?=(?:-[^\W\d_]+)?\s{_HU_ADJECTIVE_BEFORE}(?:(?:"
    + "|".join(_HU_COUNTED + _HU_LENGTHENED)
    + rf")\w*|{_HU_COUNT_ADJECTIVE}))"
)
# ... the instrumental's ending doubles a digraph as its first letter: "1-gyel" is "eggyel",
# "20-szal" "hússzal", "8-cal" "nyolccal" (AkH. 12 § 285; panel AN3 heard "egy-gyel")
# "+36 1 325 3200-as számot": a phone number said digit by digit keeps the adjective's
# suffix the writer put after its last digit; joined to the digit's name it is no word
# ("nullaas"; panel BB3): the digit's own adjective, "nullás", "kettes", "hetes" (MHSz 12, 299.).
_HU_DIGIT_ADJECTIVE = re.compile(
    r"(?<![^\W\d_])(?P<w>nulla|egy|kettő|három|négy|öt|hat|hét|nyolc|kilenc)-(?:[aeoö]s)"
    r"(?P<rest>[a-záéíóöőúüű]{0,5})(?!\w)"
)


def _read_hu_digit_adjective(match: re.Match) -> str:
    return _HU_ADJECTIVES[match.group("w")] + match.group("rest")


_HU_JOINED = re.compile(
    r"(?<=[^\W\d_])(?P<dup>(?<=g)y(?=-gy)|(?<=s)z(?=-sz))?-"
    r"(?=(?:ot|et|öt|at|ra|re|ról|ről|ba|be|ban|ben|ból|ből|ig|tól|től|hoz|hez"
    r"|höz|nál|nél|[bcdgklmnrstvz]?(?:al|el)|gy[ae]l|sz[ae]l|os|es|as|ös|nak|nek|on|en|ön|n|t"
    # a possessive's ("55%-át" -> "százalékát", "-ának", "-ában"; panel T3)
    r"|át|ét|ának|ének|ában|ében|ából|éből)(?!\w))"
)
_HU_JOINS_AFTER = re.compile(
    r"(?:százalék|forint|euró|dollár|méter|kilométer|centiméter|milliméter|kilogramm|gramm"
    r"|liter|fok|egy|kettő|három|négy|öt|hat|hét|nyolc|kilenc|tíz|húsz|harminc|negyven|ötven"
    r"|hatvan|hetven|nyolcvan|kilencven|száz|ezer|millió|nulla)$"
)


# A unit's word with the writer's ending after a hyphen, the number's or the symbol's
# ("54%-a", "40 km/h-ig", "2:07:33-as"): the ending joins the word said, its vowel
# lengthened ("óra" -> "óráig"; MHSz 12, 217.) and an adjective's ending in the word's own
# harmony ("másodperces", not "másodperc-as"; panel V3).
_HU_UNIT_ADJECTIVES = {
    "százalék": "százalékos", "óra": "órás", "másodperc": "másodperces", "perc": "perces",
    "kilométer": "kilométeres", "méter": "méteres", "centiméter": "centiméteres",
    "milliméter": "milliméteres", "liter": "literes", "forint": "forintos", "fok": "fokos",
    "kilogramm": "kilogrammos", "gramm": "grammos", "euró": "eurós", "dollár": "dolláros",
}  # fmt: skip


_HU_LONGER = {"a": "á", "e": "é"}


def _hu_adjective(word: str) -> str:
    """The -s adjective of a unit's name in its own harmony (MHSz 12, 217., 296.): a final
    a, e lengthens ("óra" -> "órás"), another vowel takes "s" ("euró" -> "eurós"), a
    consonant the linking vowel of the last vowel ("watt" -> "wattos", "hertz" -> "hertzes",
    "kilowattóra" -> "kilowattórás")."""
    if word.endswith("kanál"):  # the stem's short vowel: "evőkanalas" (MHSz 12, 217.)
        return word[:-2] + "alas"
    if word[-1] in _HU_LONGER:
        return word[:-1] + _HU_LONGER[word[-1]] + "s"
    if word[-1] in "áéíóöőúüűiou":
        return word + "s"
    last = next((c for c in reversed(word) if c in "aáeéiíoóöőuúüű"), "e")
    return word + ("os" if last in "aáoóuú" else "ös" if last in "öőüű" else "es")


# ... and every other unit's name CLDR gives hu (its last word: "kilométer per óra" ->
# "óra"), for the adjective only: "2000 W-os" -> "wattos", "60 kWh-s" -> "kilowattórás",
# "4 GB-os" -> "gigabájtos" (panel BE3, issue 31, heard "watt-os", "kilowattóra-s"). The
# case endings stay the listed words' (their harmony is checked there).
_HU_UNIT_WORDS = {
    name.replace("/", " ").split()[-1]
    for name in map(lambda unit: units.singular_name("hu", unit), units.symbols("hu").values())
    if name and "{" not in name
}
_HU_UNIT_ADJECTIVES.update(
    {word: _hu_adjective(word) for word in _HU_UNIT_WORDS - set(_HU_UNIT_ADJECTIVES)}
)
_HU_ADJECTIVE_ONLY = set(_HU_UNIT_ADJECTIVES) - {
    "százalék", "óra", "másodperc", "perc", "kilométer", "méter", "centiméter", "milliméter",
    "liter", "forint", "fok", "kilogramm", "gramm", "euró", "dollár",
}  # fmt: skip
_HU_UNIT_ENDING = re.compile(
    r"(?<![\w-])(?P<w>" + "|".join(sorted(_HU_UNIT_ADJECTIVES, key=len, reverse=True)) + r")"
    # "-s" after a vowel: "30 km/h-s" ("kilométer per órás"; panel BE3 heard "óra-s")
    r"-(?P<s>os|es|as|ös|s|a|e|ja|je|ig|ra|re|ról|ről|ba|be|ban|ben|ból|ből|tól|től|hoz|hez|höz"
    r"|nál|nél|val|vel|(?:[bcdgklmnrstz]|sz|gy)(?:al|el)|nak|nek|on|en|ön|n|t|ot|et|at|öt"
    r"|át|ét|ának|ének|ában|ében)(?!\w)"
)
# "629 Ft/l-re": the writer's ending is the price's, said on "forint" in its back vowels,
# the "per" word after it ("hatszázhuszonkilenc forintra literenként"; panel V3 heard
# "forint literenként-re").
_HU_BACK = {"re": "ra", "ra": "ra", "ig": "ig", "től": "tól", "tól": "tól", "ről": "ról",
            "ról": "ról", "nél": "nál", "nál": "nál", "hez": "hoz", "hoz": "hoz",
            "ben": "ban", "ban": "ban", "ból": "ból", "ből": "ból", "ba": "ba", "be": "ba",
            "os": "os", "es": "os", "ot": "ot", "et": "ot", "tal": "tal", "tel": "tal",
            "val": "tal", "vel": "tal", "nak": "nak", "nek": "nak"}  # fmt: skip
_HU_PRICE_PER = re.compile(
    r"(?<!\w)forint (?P<per>literenként|kilónként|havonta)-(?P<s>"
    + "|".join(sorted(_HU_BACK, key=len, reverse=True))
    + r")(?!\w)"
)


def _read_hu_price_per(lang: str, match: re.Match) -> str:
    return f"forint{_HU_BACK[match.group('s')]} {match.group('per')}"


# ... and a case ending in the harmony of the word said, not of the number the writer fitted
# it to: "16:30-ra" is "tizenhat óra harminc percre", "-tól" "perctől" (MHSz 12, 13.; panel
# AX3 heard "percra"); "-val/-vel" after a consonant becomes it ("perccel", "grammal").
_HU_FRONT_WORDS = {"másodperc", "perc", "kilométer", "méter", "centiméter", "milliméter",
                   "liter"}  # fmt: skip
_HU_TO_FRONT = {"ra": "re", "ról": "ről", "ba": "be", "ban": "ben", "ból": "ből", "tól": "től",
                "nál": "nél", "hoz": "hez", "höz": "hez", "val": "vel", "nak": "nek",
                "on": "en", "ön": "en"}  # fmt: skip
_HU_TO_BACK = {"re": "ra", "ről": "ról", "be": "ba", "ben": "ban", "ből": "ból", "től": "tól",
               "nél": "nál", "hez": "hoz", "höz": "hoz", "vel": "val", "nek": "nak",
               "en": "on", "ön": "on"}  # fmt: skip


def _hu_harmony(word: str, ending: str) -> str:
    if ending.endswith(("al", "el")) and ending not in ("val", "vel"):
        ending = "v" + ending[-2:]  # the writer's assimilation, "-cal" after "harminc"
    table = _HU_TO_FRONT if word in _HU_FRONT_WORDS else _HU_TO_BACK
    ending = table.get(ending, ending)
    if ending in ("val", "vel") and word[-1] not in "aáeéiíoóöőuúüű":
        ending = ("" if word[-2] == word[-1] else word[-1]) + ending[1:]  # "perccel", "grammal"
    return ending


def _read_hu_unit_ending(lang: str, match: re.Match) -> str:
    word, ending = match.group("w"), match.group("s")
    if ending in ("os", "es", "as", "ös", "s"):
        return _HU_UNIT_ADJECTIVES[word]
    if word in _HU_ADJECTIVE_ONLY:
        return match.group(0)
    ending = _hu_harmony(word, ending)
    if word[-1] in _HU_LONGER:
        if ending in ("a", "e", "ja", "je", "ot", "et", "at", "öt", "át", "ét", "on", "en", "ön"):
            return match.group(0)  # "óra-át": no ending a reader would be sure of
        return word[:-1] + _HU_LONGER[word[-1]] + ending
    return word + ending


# A digit said alone in a code ("834 527": "öt kettő hét"): "kettő" between two digits'
# words is a digit, not a count before "hét" (a week; panel V3).
_HU_DIGIT_BEFORE = re.compile(
    r"(?<!\w)(?:nulla|egy|kettő|három|négy|öt|hat|hét|nyolc|kilenc),?\s\Z"
)


# ... or a digit's word after "hét" that another digit's word or the end follows: "PIN: kettő
# hét egy nyolc" is a code's digits, no "két hét" (two weeks; panel AO3).
_HU_DIGITS_AFTER = re.compile(
    r" hét,? (?:nulla|egy|kettő|három|négy|öt|hat|hét|nyolc|kilenc)"
    r"(?:,? (?:nulla|egy|kettő|három|négy|öt|hat|hét|nyolc|kilenc)(?!\w)|[.!?]?\s*\Z)"
)


def _read_hu_attributive(lang: str, match: re.Match) -> str:
    before = match.string[max(0, match.start() - 12) : match.start()]
    if _HU_DIGIT_BEFORE.search(before) and match.string.startswith(" hét", match.end()):
        return "kettő"
    if _HU_DIGITS_AFTER.match(match.string, match.end()):
        return "kettő"
    return "két"


_HU_NUMBER_WORD = re.compile(
    r"(?:egy|kettő|három|négy|öt|hat|hét|nyolc|kilenc|tíz|húsz|harminc|"
    r"negyven|ötven|hatvan|hetven|nyolcvan|kilencven|száz|ezer)$"
)


def _read_hu_joined(lang: str, match: re.Match) -> str:
    word = match.string[max(0, match.start() - 30) : match.start()].split()[-1:]
    if word and match.group("dup"):
        word = [word[0] + match.group("dup")]
    if not word or not _HU_JOINS_AFTER.search(word[0]):
        return match.group(0)
    if match.string.startswith("öt", match.end()) and _HU_NUMBER_WORD.search(word[0]):
        return match.group(0)  # "három-öt": a range of numbers, not an ending
    return ""


# --- Arabic ordinals and counts --------------------------------------------------------

# "القرن الـ21", "الدورة الـ5": the article on a number makes it an ordinal, agreeing with the
# noun before it ("الحادي والعشرون", "الخامسة"; a noun ending in ة is feminine).
# A bare number after a noun that ranks or numbers storeys is the ordinal too: "الطابق 3" ->
# "الطابق الثالث", "المركز 2" -> "المركز الثاني", "الحلقة 5" -> "الحلقة الخامسة" (a mixed
# panel, issue 31).
# ... and a century, "في القرن 19" -> "القرن التاسع عشر" (panel T5, issue 31)
# ... and a school's period, a lecture, a season's week: "الحصة 2" -> "الحصة الثانية" (panel
# AX5 heard "الحصة اثنان", a masculine cardinal after a feminine noun)
# ... and الدور, the storey as Egypt and the Gulf say it: "الدور 2" -> "الدور الثاني" (panel
# AZ5 heard "الدور اثنان" where "الطابق 3" read "الطابق الثالث")
_AR_RANKED = (
    "الطابق الدور المركز المرتبة الجولة الشوط الحلقة الدورة النسخة الموسم القرن الحصة "
    "المحاضرة الأسبوع"
).split()
# ... and the parts of a book, a law or a series, numbered in Roman numerals: "الفصل III" ->
# "الفصل الثالث", "المادة IV" -> "المادة الرابعة" (panel AI). In Arabic digits "الفصل 3" stays a
# label ("الفصل ثلاثة", as panels pinned it).
_AR_ROMAN_RANKED = (
    _AR_RANKED
    + (
        "الفصل القسم الباب الجزء المجلد البند الملحق الدرس المستوى الكتاب المادة المرحلة الوحدة "
        "الطبعة"
    ).split()
)
_AR_ORDINAL = re.compile(
    r"(?<!\w)الـ\s?(?P<n>\d{1,3})(?!\d)"
    + "|(?:"
    + "|".join(rf"(?<={noun}\s)" for noun in _AR_RANKED)
    + r")(?P<n2>\d{1,2})(?!\d|[.,:/]\d)"
    # ... written in Roman numerals too, as Arabic books do: "في القرن XXI" (panel AH5)
    + "|(?:"
    + "|".join(rf"(?<={noun}\s)" for noun in _AR_ROMAN_RANKED)
    + r")(?P<n3>[IVXL]{1,7})(?![\w.]\w)(?!\w)"
    # ... and after a ruler's or a pope's name, its regnal ordinal with the article: "لويس
    # XIV" -> "لويس الرابع عشر", "هنري VIII" -> "هنري الثامن" (panel AQ5 heard the Latin
    # letters): after any Arabic word, as a Roman numeral there is always an ordinal
    + r"|(?<=[\u0621-\u064a]\s)(?P<n4>[IVX]{1,6})(?![\w.]\w)(?!\w)"
)
# Women's names whose ending does not say so: "إليزابيث الثانية", "ماري الأولى".
_AR_FEMALE_NAMES = set("إليزابيث إليزابيت اليزابيث ماري ماريا كاترين كاثرين فيكتوريا آن".split())
# Three to ten take the opposite gender to the singular of the noun they count: "خمس دقائق",
# "ثلاث ساعات" (the singulars دقيقة, ساعة are feminine), "خمسة أيام". Plurals of feminine
# nouns, typed from the counts messages use.
_AR_FEMININE_PLURALS = (
    "دقائق ساعات سنوات مرات ليال ليالٍ رسائل سيارات غرف نقاط كلمات صفحات مباريات ثوان ثوانٍ "
    "محطات طائرات شحنات حلقات جولات سنين"
    # درجة, قطعة, حبة, ملعقة, علبة, زجاجة, وجبة, فترة, خطوة, جلسة, دورة, نسخة, بطاقة, رحلة,
    # شركة, مدينة, دولة: feminine singulars (panel Q5: "خمسة درجات" is خمس درجات)
    " درجات قطع حبات ملاعق علب زجاجات وجبات فترات خطوات جلسات دورات نسخ بطاقات رحلات"
    " شركات مدن دول"
).split()
# Measures and things counted in a recipe or a basket (_AR_MEASURES below): a feminine
# singular in ة makes its sound plural in ات, feminine too ("ثلاث بيضات", "أربع شرائح";
# panel AB5 heard "ثلاثة بيضات").
_AR_MEASURES = "كوب فنجان رغيف كيس لتر ملعقة علبة حبة بيضة قطعة شريحة زجاجة".split()
_AR_FEMININE_PLURALS += sorted(
    {w[:-1] + "ات" for w in _AR_MEASURES if w.endswith("ة")} - set(_AR_FEMININE_PLURALS)
)
_AR_FEMININE_PLURALS += ["شرائح"]
_AR_POLARITY = re.compile(
    r"(?<!\w)(?P<n>ثلاثة|أربعة|خمسة|ستة|سبعة|ثمانية|تسعة|عشرة)(?=\s(?:"
    + "|".join(_AR_FEMININE_PLURALS)
    + r")(?!\w))"
)
_AR_MASCULINE_FORM = {"ثمانية": "ثماني", "ستة": "ست"}


# After a preposition or a noun it completes (عام، مبلغ، خصم...) a number is in the genitive:
# "عام ألف وتسعمائة وخمسة وأربعين", "إلى اثنين وثلاثين", "بمبلغ ألف ومائتين وخمسين" (the tens,
# the duals and اثنا take ين; Wright, A Grammar of the Arabic Language, § 321).
_AR_GOVERNORS = (
    "من إلى على في عن خلال حتى بعد قبل منذ نحو حوالي عام سنة مبلغ بمبلغ خصم قيمة بقيمة سعر "
    "بسعر بنحو بحوالي بـ بنسبة نسبة"
    # a noun of measure with بـ and "at" (عند) govern the number too: "بسرعة أربعين",
    # "عند أحد عشر ألفًا" (panel Q5)
    " عند بسرعة بمعدل بمتوسط بارتفاع بطول بعمق بوزن"
    # "بين ستين وسبعين": between the bounds of a range (panel S5)
    " بين"
    # a verbal noun it completes and the object of "reached" (the accusative's ين is the
    # genitive's): "بمرور خمسة وعشرين عامًا", "واسترداد أربعمائة وخمسين", "بلغ مائة
    # وعشرين شخصًا", "لمسافة اثنين فاصل خمسة" (panel U5, issue 31)
    " مرور بمرور استرداد واسترداد مسافة لمسافة بلغ بلغت يبلغ تبلغ"
    # an instruction's object: "أضف مئتين وخمسين غرامًا", "اشترِ ثلاثين" (panel V5)
    " أضف أضيفي اضف ضع ضعي خذ خذي اخلط اخلطي استخدم استخدمي اشتر ادفع"
    # ... written with its kasra, and to a woman ("اشترِ 2 واحصل على 1"; panel AL5 heard
    # "اشترِ اثنان")
    " اشترِ اشتري"
    # above and below an amount, adverbs of place in construct with it: "فوق مائتي ريال"
    # (Wright § 321; panel AL5 heard "فوق مائتا ريال")
    " فوق تحت دون"
    # ... and "against", "in return for" (ظرف in construct with what follows): "مقابل ثمانية
    # وتسعين" (panel AN5 heard "مقابل ثمانية وتسعون")
    " مقابل بمقابل"
    # ... and the verbal nouns of adding, granting and topping up, in construct with the
    # amount: "تمت إضافة مائة وخمسين نقطة", "بعد شحن خمسين دينارًا" (Wright § 321; panel AU5
    # heard "إضافة مائة وخمسون")
    " إضافة بإضافة وإضافة منح بمنح ومنح شحن بشحن استبدال باستبدال ربح وربح"
    # ... and the prepositions the list had not ("مع خمسة وثلاثين زميلًا", "لدى ثلاثين"),
    # and the nouns of attendance, cost and size a count completes, with بـ or without:
    # "بحضور ألف ومائتي مشارك", "بتكلفة ألف ومائتي مليون" (Wright § 321; panel BA5 heard
    # "بحضور ألف ومائتا مشارك")
    " مع لدى حول ضمن عبر بدون"
    " حضور بحضور مشاركة بمشاركة تكلفة بتكلفة ميزانية بميزانية إجمالي بإجمالي مساحة بمساحة"
    " سعة بسعة بعدد"
).split()
# A verb, its subject with the article if written, then its object: "سجل الطالب خمسةً وتسعين بالمئة",
# "حقق الفريق ثلاثين نقطة" (the accusative's ين is the genitive's; panel V5)
_AR_SCORE_VERB = (
    r"(?:سجل|سجلت|حقق|حققت|أحرز|أحرزت|ربح|ربحت|خسر|خسرت|دفع|دفعت)(?:\s+ال[^\W\d_]{2,12})?"
)
_AR_GOVERNORS.append(_AR_SCORE_VERB)
# A delay or a time taken after its verb and subject is an adverb of time, accusative:
# "تأخرت الرحلة خمس وأربعين دقيقة" (Wright § 44; panel AL5 heard "خمس وأربعون"); the
# adjective "متأخرة" below (panel AO5). "انتظرنا اثنتا عشرة دقيقة" stays (the fifth panel's).
_AR_GOVERNORS.append(r"(?:[تي]?تأخر|[تي]?ستغرق|استغرق)(?:ت|نا|وا)?(?:\s+ال[^\W\d_]{2,12})?")
# Panel AI heard "حولت مائتا دينار": the verbs of money messages take their amount as object
# (accusative, the oblique's ين and the construct's ي: "حولت مائتي دينار"), in the past's
# persons (ـتُ، ـنا، ـوا، ـت) and with a "to you" after them ("أرسلنا لك مائتي ريال"); their
# verbal nouns complete it ("تم تحويل مائتي دينار").
_AR_MONEY_VERBS = (
    "حول أرسل سحب أودع أنفق صرف استلم سدد وفر كسب جمع اشترى استرد أقرض اقترض ادخر"
).split()
_AR_MONEY_NOUNS = "تحويل إرسال سحب إيداع إنفاق صرف استلام سداد دفع شراء ادخار".split()
_AR_MONEY_GOVERNOR = (
    r"(?:"
    + "|".join(
        v[:-1] + r"(?:ى|يت|ينا|وا)" if v.endswith("ى") else v + r"(?:ت|نا|وا)?"
        for v in _AR_MONEY_VERBS
    )
    + "|دفعنا|دفعوا|"
    + "|".join(_AR_MONEY_NOUNS)
    + r")(?:\s+(?:لك|لكم|له|لها|لي|لنا|إليك|إليكم))?"
)
_AR_GOVERNORS.append(_AR_MONEY_GOVERNOR)
# Panel X5: the amount "amounting to" (البالغ، البالغة) and the span after مدة ("لمدة ستين
# شهرًا") complete their noun; a year after a noun it names, with no article ("بطولة ألفين
# وثلاثة وعشرين", "كأس ألفين واثنين وعشرين"; Wright § 321). Only a year there: "البوابة 12",
# "رقم 35" are labels and stay as written. ("بلغ" with its subject written: below, after
# the number words, since panel AO5.)
_AR_GOVERNORS += "البالغ البالغة البالغين البالغتين مدة لمدة بمدة".split()
_AR_GOVERNORS.append(
    r"(?!ال)(?:[^\W\d_]{1,12}ة|كأس|موسم|مونديال|أولمبياد|انتخابات|معرض|مهرجان)"
    r"(?=\s+(?:ألفين|ألف\s+وتسعمائة)(?!\w))"
)
_AR_NUMBER_WORDS = (
    "واحد واحدة اثنان اثنا اثنتان ثلاثة ثلاث أربعة أربع خمسة خمس ستة ست سبعة سبع ثمانية ثماني "
    "تسعة تسع عشرة عشر عشرون ثلاثون أربعون خمسون ستون سبعون ثمانون تسعون مائة مئة مائتان "
    "ثلاثمائة أربعمائة خمسمائة ستمائة سبعمائة ثمانمائة تسعمائة ألف ألفان آلاف مليون مليونان "
    "ملايين فاصل صفر إحدى أحد"
).split()
# Words already in the oblique case (num2words writes two thousand "ألفين"): still part of
# the number, so a governed number is read in one case through all of it ("إلى ألفين
# وثلاثمائة وخمسة وأربعين", not "... وأربعون").
_AR_NUMBER_WORDS += "ألفين مائتين اثنين اثنتين اثني مليونين".split()
# ... and the rest of a number after "ألفين", oblique since panel AR5 (numbers._ar_oblique):
# "خصم ألفين وثلاثمائة وأربعين ريالًا وخمس وأربعين هللة"
_AR_NUMBER_WORDS += "عشرين ثلاثين أربعين خمسين ستين سبعين ثمانين تسعين".split()
# A clock time after a preposition, "إلى 21:00" read "إلى الساعة الحادية والعشرون": the hour
# is genitive with its noun, "إلى الساعة الحادية والعشرين" (Wright § 321; panel AK5). The
# preposition and الساعة govern it; the hours' feminine ordinals are part of the number.
_AR_GOVERNORS.append(r"(?:من|إلى|الى|حتى|بعد|قبل|منذ|عند|في|بين)\s+الساعة")
_AR_NUMBER_WORDS += "الحادية الثانية الثالثة".split()
# ... and a rank counted after a noun its owner has ("هدفه رقم 200", "فوزها رقم 100": his
# 200th goal): the number completes رقم, genitive, "هدفه رقم مئتين" (panel AK5). A label
# after رقم ("القطار رقم 35", "الحافلة رقم 12") stays as panels pinned it.
# (fixed-width looks behind: the alternative starts at رقم, as cheap as the others)
_AR_GOVERNORS.append(
    r"(?:(?<=[^\W\d_]{2}[هك]\s)|(?<=[^\W\d_]{2}(?:ها|هم|كم|نا)\s)|(?<=[^\W\d_]{2}هما\s))رقم"
)
# "أحد عشر ألفًا ومائتان": the thousand counted by 11 to 99, inside the number (panel Q5)
_AR_NUMBER_WORDS += "ألفًا مليونًا".split()
# The ordinals of a date's day ("في 31/12" is "في الحادي والثلاثين من ديسمبر"): the tens
# with the article take the genitive after a preposition too (Wright § 321; panel P5).
_AR_NUMBER_WORDS += (
    "الحادي الثاني الثالث الرابع الخامس السادس السابع الثامن التاسع العاشر العشرون الثلاثون"
).split()
_AR_BARE_WORD = "(?:" + "|".join(sorted(_AR_NUMBER_WORDS, key=len, reverse=True)) + ")"
# The object of "بلغ" with its subject written between them, "بلغ عدد الحجاج هذا العام
# مليونًا وثمانمائة وخمسة وأربعين ألفًا" (accusative, Wright § 41; panel AO5 heard "مليون
# ... وأربعون"): up to four words of the subject, none a particle, a governor of its own
# or a number ("يبلغ عدد سكان مصر أكثر من ..." is من's).
# (a noun that governs a number alone may head the subject: "تبلغ نسبة الرطوبة"; not a
# preposition, a time's noun or a word with بـ, whose number is theirs: "بلغ النمو عام ...")
_AR_PARTICLES = (
    "من في على إلى الى عن حتى منذ مع لدى حول أكثر أقل ما لا لم لن قد أن إن أي خلال بعد قبل "
    "نحو حوالي عام سنة بين عند مدة لمدة"
)
_AR_NOT_SUBJECT = sorted(
    {*_AR_PARTICLES.split(), *(w for w in _AR_GOVERNORS if w.isalpha() and w[0] == "ب")},
    key=len,
    reverse=True,
)
# ... and "exceeded", "surpassed", whose object is the number too: "تجاوز عدد السكان خمسةً
# وثلاثين مليون نسمة" (Wright § 321; panel AQ5 heard the nominative "خمسة وثلاثون")
_AR_REACHED = (
    "(?:بلغ|بلغت|يبلغ|تبلغ|تجاوز|تجاوزت|يتجاوز|تتجاوز|تخطى|تخطت|يتخطى|يتخطّى|تتخطى|فاق|فاقت"
    "|يفوق|تفوق)"
)
_AR_GOVERNORS.append(
    rf"{_AR_REACHED}(?:\s+(?!(?:{'|'.join(_AR_NOT_SUBJECT)}|{_AR_BARE_WORD})(?!\w))"
    r"[^\W\d_]{2,14}){1,4}"
)
# ... and with its subject written before it, the number right after the verb: "عدد الزوار
# تجاوز اثنين فاصل ثلاثة مليون" (panel AX5 heard "تجاوز اثنان"). Only after a word: a verb
# opening the sentence may have the number as its subject ("تجاوز مائة شخص الحدود").
_AR_GOVERNORS.append(rf"(?<=[^\W\d_]\s){_AR_REACHED}")
# A delay after its adjective is the same adverb of time as after its verb, accusative:
# "متأخرة خمس وأربعين دقيقة", "متأخر عشرين دقيقة", "مبكرة عشرين دقيقة"; after its noun
# the genitive, "بتأخير ثلاثين دقيقة" (panel AO5 heard "متأخرة خمس وأربعون دقيقة"; panels
# before it had pinned that and "متأخر عشرون دقيقة" as right: both said in no register).
_AR_GOVERNORS.append(r"(?:متأخر|مبكر)(?:ة|ًا|اً|ا|ين|ون)?|(?:ب|و)?(?:ال)?تأخير")
# A date after "يوم" and a named day describes the day, genitive with it: "يوم الأحد الثالث
# والعشرين من مارس" (Wright § 321; panel AO5 heard "الثالث والعشرون"). The ordinal only
# ("يوم الأحد خمسة وعشرون لاعبًا" counts the players).
# ... and with no day named, "يوم الحادي والعشرين من نوفمبر", "بتاريخ الخامس والعشرين"
# (panel BD5, issue 31, heard "يوم الحادي والعشرون"): the date's day in construct with them.
_AR_GOVERNORS.append(
    r"(?:ب?يوم|ب?تاريخ)(?:\s+(?:ال)?(?:أحد|اثنين|إثنين|ثلاثاء|أربعاء|خميس|جمعة|سبت))?"
    r"(?:\s+الموافق)?(?=\s+ال)"
)
# A verb's object is accusative: its tens and duals take ين as after a preposition, and a
# million or a thousand the number goes on after takes its tanween, "بلغ مليونًا وثمانمائة",
# "حولت ألفًا ومائتي دينار" (in construct before its noun it has none: "بلغ ألف زائر").
_AR_ACCUSATIVE = re.compile(
    rf"(?:{_AR_REACHED}|{_AR_SCORE_VERB}|"
    + "|".join(
        v[:-1] + r"(?:ى|يت|ينا|وا)" if v.endswith("ى") else v + r"(?:ت|نا|وا)?"
        for v in _AR_MONEY_VERBS
    )
    + r"|أضف|أضيفي|اضف|ضع|ضعي|خذ|خذي|اشتر|اشترِ|اشتري|ادفع)(?!\w)"
)
_AR_TANWEEN = re.compile(r"(?P<w>مليون|ألف)(?=\sو)")
# ("و سبعين": a later rule's bound after "بين ستين و", panel S5, is one word with its و)
_AR_WORD = r"(?:و\s?)?" + _AR_BARE_WORD
# An amount in two units ("ألف ومائتان وخمسون ريالًا وخمس وسبعون هللة") is one noun phrase:
# the hundredths after the counted noun (accusative, ending in ًا/اً) are coordinated with
# the first number and take its case too.
_AR_GOVERNED = re.compile(
    rf"(?<!\w)(?P<gov>{'|'.join(_AR_GOVERNORS)})\s+(?P<run>{_AR_WORD}(?:\s+{_AR_WORD})*)(?!\w)"
    rf"(?:(?P<noun>\s+[^\W\d_]+(?:ًا|اً))(?P<more>\s+و{_AR_BARE_WORD}(?:\s+{_AR_WORD})*)(?!\w))?"
)
_AR_JOINED = {"ألف", "آلاف", "مليون", "ملايين", "فاصل", "عشر", "عشرة", "ألفًا", "مليونًا"}
# (not "مليون", a million, whose ون is no plural ending: "حوالي 2.5 مليون" read "مليين";
# panel P5)
_AR_GENITIVE = re.compile(
    r"(?<!\w)(و?)(اثنا|اثنان|مائتان|ألفان|مليونان|اثنتان|(?!مليون(?!\w))\w+ون)(?!\w)"
)


# Eleven to ninety-nine before a feminine singular noun (the accusative that counts it):
# the units agree with the noun's gender, "خمس وأربعون درجة", "خمس عشرة دقيقة", "إحدى
# وعشرون ليلة" (Wright § 325; a mixed panel, issue 31). The nouns typed from messages.
_AR_FEMININE_SINGULARS = (
    "درجة دقيقة ساعة سنة ليلة مرة رسالة سيارة غرفة صفحة كلمة مباراة ثانية حلقة رحلة شحنة نقطة"
).split()
# ... and the measures in ة: "اثنتا عشرة بيضة", "خمس عشرة حبة" (panel AB5)
_AR_FEMININE_SINGULARS += [w for w in _AR_MEASURES if w.endswith("ة")]
_AR_UNIT_FEMININE = {
    "ثلاثة": "ثلاث", "أربعة": "أربع", "خمسة": "خمس", "ستة": "ست", "سبعة": "سبع",
    "ثمانية": "ثماني", "تسعة": "تسع", "واحد": "إحدى", "أحد": "إحدى", "اثنان": "اثنتان",
    "اثنين": "اثنتين", "اثنا": "اثنتا", "اثني": "اثنتي",
}  # fmt: skip
_AR_FEMININE_COUNT = re.compile(
    # the last two of a larger number too: "ومائتان وخمس وسبعون نقطة" (panel V5)
    rf"(?<!\w)(?P<and>(?<=\w\s)و)?(?P<unit>{'|'.join(_AR_UNIT_FEMININE)})\s(?P<tens>عشر|و\w+(?:ون|ين))"
    rf"(?=\s(?:{'|'.join(_AR_FEMININE_SINGULARS)})(?!\w)"
    # ... and any other singular in ة, feminine but for a few men's words no count is of
    # (Wright § 290): "واثنتين وثمانين حالة" (panel BA5 heard "واثنين"); not with the
    # article ("بالمئة"), nor a participle in مت-, مست- ("SV123 متأخرة"): no counted noun
    r"|\s(?!ال|بال|لل|كال|فال|وال|مت|مست)(?P<fem>[^\W\d_]{2,15}ة)(?!\w))"
    # "iOS سبعة عشر نقطة اثنان": a version's point before a number counts nothing
    rf"(?!\sنقطة\s+{_AR_BARE_WORD}(?!\w))"
)


# Two of a measure or a thing counted in a recipe or a basket is said by the dual alone,
# never "اثنان كوب" (Wright § 323: the dual, with no numeral); in the oblique case, the
# case of an object and after a preposition ("أضف كوبين", "في علبتين"); panel S5.
# (_AR_MEASURES is above, with the plurals it gives.)
# Its adjective agrees, in the dual too: "2 ملعقة كبيرة" -> "ملعقتين كبيرتين" (Wright § 137;
# panel AF5 heard "ملعقتين كبيرة"): the sizes a recipe writes after its measure.
_AR_SIZES = "كبيرة صغيرة متوسطة كبير صغير متوسط".split()
_AR_TWO = re.compile(
    rf"(?=2)(?<![\d.,٫/])2\s(?P<noun>{'|'.join(_AR_MEASURES)})"
    rf"(?:\s(?P<adj>{'|'.join(_AR_SIZES)}))?(?!\w)"
)


# ... and two of a unit written short ("2 كغ"), once the number is a word in its case: the
# dual alone, "كيلوغرامان", "أضف كيلوغرامين" (panel AL5 heard "اثنان كيلوغرام"); CLDR's
# dual of the gram ("غرامان") after the number too. Not a decimal's "فاصل اثنان".
_AR_UNIT_NAMES = "كيلوغرام غرام مليغرام مليلتر كيلومتر متر سنتيمتر مليمتر".split()
_AR_UNIT_TWO = re.compile(
    rf"(?<!\S)(?<!فاصل )(?P<n>اثنان|اثنين) (?P<unit>{'|'.join(_AR_UNIT_NAMES)})(?:ان)?(?!\w)"
)


def _read_ar_unit_two(lang: str, match: re.Match) -> str:
    return match.group("unit") + ("ان" if match.group("n") == "اثنان" else "ين")


def _ar_dual(word: str) -> str:
    return word[:-1] + "تين" if word.endswith("ة") else word + "ين"


def _read_ar_two(lang: str, match: re.Match) -> str:
    adjective = match.group("adj")
    return _ar_dual(match.group("noun")) + (" " + _ar_dual(adjective) if adjective else "")


_AR_NUMBER_WORD_SET = frozenset(_AR_NUMBER_WORDS)
# A year is no count: "في ألفين وثلاثة وعشرين نسبة البطالة", the word after it is not its
# noun. The years of 1900 to 2099, as a number opening ألفين (or ألفان) or ألف وتسعمائة.
_AR_YEAR_OPENINGS = ("ألفين", "ألفان")
_AR_YEAR_MARKS = ("هجرية", "ميلادية", "هجريًا", "ميلاديًا")


def _ar_opens_a_year(text: str, end: int) -> bool:
    """Whether the number words just before ``end`` open as a year of 1900 to 2099 does."""
    words = text[max(0, end - 60) : end].split()
    first = len(words)
    while first and words[first - 1].removeprefix("و") in _AR_NUMBER_WORD_SET:
        first -= 1
    run = words[first:]
    return bool(run) and (
        run[0] in _AR_YEAR_OPENINGS or run[0] == "ألف" and run[1:2] == ["وتسعمائة"]
    )


# A label or a code before the number counts nothing: "رقم 45 لسنة", "SV1023 متأخرة".
_AR_LABEL_BEFORE = re.compile(r"(?:(?<!\w)رقم|[A-Za-z]|[:#№])\s*\Z")


def _ar_counts_the_word(text: str, start: int, end: int, word: str) -> bool:
    """Whether a word in ة after the number words ending at ``end`` is their counted noun:
    no number word, no noun with a preposition joined ("لسنة"), after no year or label."""
    if word in _AR_NUMBER_WORD_SET or word[0] in "لبكف" and word[1:] in _AR_FEMININE_SINGULARS:
        return False
    if word in _AR_YEAR_MARKS:
        return False  # "ألف وأربعمائة وخمسة وأربعين هجرية": a year's, as ar.hijriyear says it
    if _ar_opens_a_year(text, end):
        return False
    words = text[max(0, start - 60) : start].split()
    first = len(words)
    while first and words[first - 1].removeprefix("و") in _AR_NUMBER_WORD_SET:
        first -= 1
    return not _AR_LABEL_BEFORE.search(" ".join(words[:first]))


def _read_ar_feminine(lang: str, match: re.Match) -> str:
    fem = match.group("fem")
    if fem and not _ar_counts_the_word(match.string, match.start(), match.end(), fem):
        return match.group(0)
    tens = "عشرة" if match.group("tens") == "عشر" else match.group("tens")
    return f"{match.group('and') or ''}{_AR_UNIT_FEMININE[match.group('unit')]} {tens}"


# A range's first bound agrees with the noun as its second does: "من اثنتين وعشرين إلى سبع
# وعشرين درجة" (Wright § 325; panel BD5, issue 31, heard "من اثنين وعشرين إلى سبع"), once
# ar.feminine has made the second feminine. Compounds only (11-99): the first's unit word.
_AR_FEMININE_UNITS = sorted(set(_AR_UNIT_FEMININE.values()) - {"اثنتان", "اثنتا"}, key=len)
_AR_RANGE_FEMININE = re.compile(
    r"(?<!\w)(?P<from>من|بين)\s(?P<first>(?:و?[^\W\d_]{2,9}\s){1,3}?)(?P<to>إلى|و)\s?"
    rf"(?=(?:{'|'.join(reversed(_AR_FEMININE_UNITS))})\s(?:عشرة|و[^\W\d_]{{3,8}}ين)(?!\w))"
)


def _read_ar_range_feminine(lang: str, match: re.Match) -> str:
    words = match.group("first").split()
    if not 2 <= len(words) <= 3:
        return match.group(0)
    unit, tens = words[-2], words[-1]
    lead = "و" if unit.startswith("و") and unit[1:] in _AR_UNIT_FEMININE else ""
    bare = unit[len(lead) :]
    if bare not in _AR_UNIT_FEMININE or not (tens == "عشر" or re.fullmatch(r"و\w+(?:ين|ون)", tens)):
        return match.group(0)
    words[-2] = lead + _AR_UNIT_FEMININE[bare]
    words[-1] = "عشرة" if tens == "عشر" else tens
    gap = " " if match.group(0).endswith(" ") else ""
    return f"{match.group('from')} {' '.join(words)} {match.group('to')}{gap}"


def _read_ar_governed(lang: str, match: re.Match) -> str:
    def genitive(word: re.Match) -> str:
        stem = word.group(2)
        said = {"اثنا": "اثني", "اثنتان": "اثنتين"}.get(stem) or stem[:-2] + (
            "ين" if stem.endswith("ون") else "ين"
        )
        return word.group(1) + said

    joined = re.sub(r"(?<!\w)و\s+", "و", match.group("run"))
    words = joined.split()
    for first, second in zip(words, words[1:], strict=False):
        if first != "فاصل" and not second.startswith("و") and second not in _AR_JOINED:
            return match.group(0)  # "تسعة اثنان صفر": digits said one by one, no number
    run = _AR_GENITIVE.sub(genitive, joined)
    gov = match.group("gov")
    # (not "دفع", "سحب", "صرف" alone: also the nouns, "تم دفع ألف ومائتين", genitive)
    if _AR_ACCUSATIVE.match(gov) and gov not in _AR_MONEY_NOUNS:
        run = _AR_TANWEEN.sub(r"\g<w>ًا", run, count=1) if _AR_TANWEEN.match(run) else run
    if match.group("more"):
        run += match.group("noun") + _AR_GENITIVE.sub(genitive, match.group("more"))
    return f"{match.group('gov')} {run}"


# Spans of hours with the part of the day: "من 9 إلى 12 ظهرًا", "9 ص - 10 م" -> "من التاسعة
# صباحًا إلى العاشرة مساءً" (the hours as ordinals, as for a clock time).
_AR_PARTS = "صباحًا|صباحا|ظهرًا|ظهرا|عصرًا|عصرا|مساءً|مساء|ليلًا|ليلا"
_AR_HOURS = re.compile(
    rf"(?<!\w)من\s(?P<a1>\d{{1,2}})\sإلى\s(?P<a2>\d{{1,2}})\s(?P<part>{_AR_PARTS})(?!\w)"
    # "من 8 ص حتى 11 م" too: a span in words, its start said once (panel V5)
    r"|(?:(?<!\w)(?P<from>من)\s)?(?<![\d.,])(?P<b1>\d{1,2})\s?(?P<p1>ص|م)"
    r"(?:\s?[-–]\s?|\s(?P<until>حتى|إلى|الى)\s)(?P<b2>\d{1,2})\s?(?P<p2>ص|م)(?!\w)"
    # a bare hour after الساعة or before a part of the day: "الساعة 9 مساءً", "من 8 صباحًا
    # إلى 10 مساءً" -> "التاسعة مساءً", "من الثامنة صباحًا إلى العاشرة مساءً" (issue 31)
    r"|(?<=الساعة\s)(?P<c>\d{1,2})(?![\d:.,/]|\s?[-–]\s?\d)(?:\s?(?P<pc>[صم])(?!\w))?"
    # a bare hour with ص (صباحًا): "يفتح 8 ص" (ص after a number is never a unit; panel V5)
    r"|(?<![\w.,:/])(?P<f>\d{1,2})\s?ص(?!\w)"
    rf"|(?<![\w.,:/])(?P<d>\d{{1,2}})(?=\s(?:{_AR_PARTS})(?!\w))"
    # "بين 8 و10 صباحًا": between two hours of a part of the day, both ordinals (panel AK5
    # heard "بين ثمانية وعشرة صباحاً")
    # ... and after الساعة, the second hour an ordinal too: "بين الساعة 2 و4 مساءً" -> "بين
    # الساعة الثانية والرابعة مساءً" (panel AZ5 heard "الثانية وأربعة"); without a part of the
    # day a 24-hour span, "بين الساعة 13 و15" -> "الثالثة عشرة والخامسة عشرة"
    rf"|(?<!\w)بين\s(?P<eh>الساعة\s)?(?P<e1>\d{{1,2}})\s?و\s?(?P<e2>\d{{1,2}})"
    rf"(?:\s(?P<epart>{_AR_PARTS})(?!\w)|(?<=\d)(?![\d:/\w]|[.,]\d|\s?[-–]))"
)
_AR_AM_PM = {"ص": "صباحًا", "م": "مساءً"}


def _read_ar_hours(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    if g["c"] or g["d"] or g["f"]:
        h = int(g["c"] or g["d"] or g["f"])
        if not 1 <= h <= (24 if g["c"] else 12) or (g["pc"] and h > 12):
            return match.group(0)
        part = _AR_AM_PM.get(g["pc"] or ("ص" if g["f"] else ""))
        return f"{readings.arabic_hour(h)} {part}" if part else readings.arabic_hour(h)
    if g["e1"]:
        h1, h2 = int(g["e1"]), int(g["e2"])
        top = 12 if g["epart"] else 24
        if not g["eh"] and not g["epart"] or not (1 <= h1 <= top and 1 <= h2 <= top):
            return match.group(0)
        span = f"بين {g['eh'] or ''}{readings.arabic_hour(h1)} و{readings.arabic_hour(h2)}"
        return f"{span} {g['epart']}" if g["epart"] else span
    if g["a1"]:
        h1, h2 = int(g["a1"]), int(g["a2"])
        if not (1 <= h1 <= 12 and 1 <= h2 <= 12):
            return match.group(0)
        return f"من {readings.arabic_hour(h1)} إلى {readings.arabic_hour(h2)} {g['part']}"
    h1, h2 = int(g["b1"]), int(g["b2"])
    if not (1 <= h1 <= 12 and 1 <= h2 <= 12) or (g["until"] and "ص" not in (g["p1"], g["p2"])):
        return match.group(0)
    first = f"{readings.arabic_hour(h1)} {_AR_AM_PM[g['p1']]}"
    until = g["until"] or "إلى"
    return f"من {first} {until} {readings.arabic_hour(h2)} {_AR_AM_PM[g['p2']]}"


# Feminine nouns without the ة, in -ى (the fuʿlā pattern): "الذكرى الـ25" is "الذكرى
# الخامسة والعشرون" (Wright § 294; panel Q5). Not every -ى noun: المستوى, المبنى are masculine.
_AR_FEMININE_IN_A = {"ذكرى", "دعوى", "فتوى", "شكوى", "بشرى", "نجوى"}


# ... and with a pronoun, its ى written ا before it: "بذكراه الـ25" is "بذكراه الخامسة
# والعشرين" (panel AM5 heard "الخامس والعشرون"); a preposition joined to it (بـ، لـ، كـ)
# puts it in the genitive.
_AR_WITH_PRONOUN = re.compile(
    r"(?P<prep>[بلك])?(?P<stem>[^\W\d_]{2,})ا(?:ه|ها|هم|هما|هن|ك|كم|كما|كن|نا|ي)"
)


def _ar_suffixed_feminine(word: str) -> re.Match | None:
    """ "بذكراه", "ذكراها": a feminine noun in -ى with a pronoun, and its joined preposition."""
    found = _AR_WITH_PRONOUN.fullmatch(re.sub(r"^(?:و|ف)", "", word))
    return found if found and found.group("stem") + "ى" in _AR_FEMININE_IN_A else None


def _ar_feminine_noun(word: str) -> bool:
    if word.endswith("ة"):
        return True
    stem = re.sub(r"^(?:و|ف)?(?:بال|لل|كال|ال)?", "", word)
    return stem in _AR_FEMININE_IN_A or _ar_suffixed_feminine(word) is not None


# Panel AI heard the slash between two numbers left in the reading. A mark out of a total
# ("حصلت على 95/100", "تقييم 4/5 نجوم") is said "خمسة وتسعون من مائة"; a forecast's high and
# low ("28°/19°") both degrees, joined by و. Dates ("12/03"), blood pressure and fractions
# ("1/2 كوب") are other rules'; a total other than 5, 10, 20, 50, 100 stays as written.
_AR_SLASH_PAIR = re.compile(
    r"(?<![\w/.,:-])(?P<a>-?\d{1,3})°\s?/\s?(?=-?\d{1,3}°)"
    r"|(?<![\w/.,:-])(?P<n>\d{1,3})\s?/\s?(?P<d>5|10|20|50|100)(?![\w/.,:%°-])"
)
_AR_SCORE_WORDS = re.compile(
    r"(?:حصل|حصلت|حصلنا|نال|نالت|نتيجة|النتيجة|درجة|الدرجة|علامة|العلامة|تقييم|التقييم|بتقييم"
    r"|معدل|المعدل|تقدير|نقاط|ب?مجموع|سجل|سجلت|أحرز|أحرزت)(?!\w)"
)
_AR_STARS = re.compile(r"\s+(?:نجوم|نجمة|نجمات)(?!\w)")


def _read_ar_slash_pair(match: re.Match) -> str:
    if match.group("a"):
        return f"{match.group('a')}° و "  # apart: "و -8°" keeps its minus
    n, d = int(match.group("n")), int(match.group("d"))
    if not 1 < n <= d:
        return match.group(0)  # "1/5": a fifth, not a mark
    text = match.string
    said = _AR_STARS.match(text, match.end()) or _AR_SCORE_WORDS.search(
        text, max(0, match.start() - 40), match.start()
    )
    return f"{n} من {d}" if said else match.group(0)


def _read_ar_ordinal(lang: str, match: re.Match) -> str:
    before = match.string[max(0, match.start() - 30) : match.start()].split()
    feminine = bool(before) and _ar_feminine_noun(before[-1])
    feminine = feminine or bool(before) and before[-1] in _AR_FEMALE_NAMES
    roman = match.group("n3") or match.group("n4")
    n = roman_value(roman) if roman else int(match.group("n") or match.group("n2"))
    if n is None:
        return match.group(0)  # "القرن IIII": not a numeral written the canonical way
    words = ordinal(n, "ar", "f" if feminine else "m")
    if words and _ar_noun_governed(before[-2:]):
        # "في الجولة 24": the ranked noun is genitive after the preposition, and the ordinal
        # agreeing with it too: "في الجولة الرابعة والعشرين" (Wright § 321, tens in ين)
        words = re.sub(r"ون(?!\w)", "ين", words)
    return words if words else match.group(0)


# Prepositions that put the noun after them in the genitive, written apart or joined (بـ,
# لـ, كـ before the article: "بالجولة", "للمرة").
_AR_PREPOSITIONS = set("من إلى على في عن خلال حتى بعد قبل منذ مع عند لدى حول".split())


def _ar_noun_governed(words: list[str]) -> bool:
    """Whether the last of ``words`` (a noun before a number) is in the genitive."""
    if not words:
        return False
    noun = words[-1].removeprefix("الـ").strip()
    if noun.startswith(("بال", "لل", "كال")):
        return True
    suffixed = _ar_suffixed_feminine(noun)
    if suffixed and suffixed.group("prep"):
        return True
    return len(words) == 2 and words[0] in _AR_PREPOSITIONS


# A day of a Hijri month is said as an ordinal, as the Gregorian ones ar.date reads: "في 1
# شوال" -> "في الأول من شوال", "10 ذو الحجة" -> "العاشر من ذي الحجة" (اليوم is masculine).
# The months as written in Saudi and Gulf messages (Umm al-Qura calendar); صفر is left
# out, being also the word zero.
_AR_HIJRI_MONTHS = (
    "محرم|ربيع الأول|ربيع الآخر|ربيع الثاني|جمادى الأولى|جمادى الآخرة|جمادى الثانية|رجب|"
    "شعبان|رمضان|شوال|ذو القعدة|ذي القعدة|ذو الحجة|ذي الحجة"
)
_AR_HIJRI_DAY = re.compile(
    rf"(?<![\w.,:/])(?P<d>[1-9]|[12]\d|30)\s(?P<month>{_AR_HIJRI_MONTHS})(?!\w)"
)


# ... and a Hijri year with its mark, "عام 1446هـ", "1 رمضان 1446 هـ": the year then
# "هجرية", as the mark is said (panel AG5 heard a bare "هـ"); a preposition's case is
# ar.genitive's, after.
_AR_HIJRI_YEAR = re.compile(r"(?<![\d.,/])(?P<y>1[0-4]\d\d|[1-9]\d\d)\s?هـ(?![^\W_])")


_AR_AFTER_MONTH = re.compile(rf"(?:{_AR_HIJRI_MONTHS})\s*\Z")
# ... and a Gregorian year with its mark, "عام 1932م", "سنة 2024 م": "ميلاديًا" (panel AP5
# heard a bare "م"); a year's four digits only ("5 م" is metres, the unit rule's).
_AR_GREGORIAN_YEAR = re.compile(r"(?<![\d.,/])(?P<y>1\d{3}|20\d\d)\s?م(?![^\W_])")


def _read_ar_hijri_year(lang: str, match: re.Match) -> str:
    words = spell(match.group("y"), "ar")
    if _AR_AFTER_MONTH.search(match.string, max(0, match.start() - 16), match.start()):
        # the date's year, genitive after its month as ar.date says it ("من رمضان ألف
        # وأربعمائة وستة وأربعين")
        words = re.sub(r"ون(?!\w)", "ين", words).replace("اثنان", "اثنين")
    return padded(match, f"{words} هجرية")


# A school year or a season, two years in a row joined by a slash ("2025/2026"): both are
# years, each in the genitive of the (unsaid) "عام" as a date's year, a pause between (panel
# AN5 heard "ألفين وخمسة وعشرون/ألفين وستة وعشرون", two cases in one year).
_AR_YEAR_PAIR = re.compile(r"(?<![\d/.,])(?P<a>(?:19|20)\d\d)/(?P<b>(?:19|20)\d\d)(?![\d/]|[.,]\d)")


def _read_ar_year_pair(lang: str, match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    if b != a + 1:
        return match.group(0)
    return f"{readings.DATE_YEARS['ar'](a)} - {readings.DATE_YEARS['ar'](b)}"


def _read_ar_hijri_day(lang: str, match: re.Match) -> str:
    month = match.group("month").replace("ذو ", "ذي ")  # after من, genitive
    words = ordinal(int(match.group("d")), "ar", "m")
    before = match.string[max(0, match.start() - 20) : match.start()].split()[-1:]
    if before and before[0] in _AR_PREPOSITIONS:
        words = re.sub(r"ون(?!\w)", "ين", words)  # "في السابع والعشرين من رمضان"
    return f"{words} من {month}"


# Two hundred before its counted noun is in construct with it and drops its nun: "مائتا
# غرام", "مائتي غرام" (Wright § 99; panel AG5 heard "و مائتان غرام"); a compound's last
# part too since panel AO5 (below). The noun is a word that is no particle, no article's
# adjective, no number going on ("مائتان وخمسون").
_AR_NOT_A_NOUN = (
    "من|في|على|إلى|الى|عن|فقط|أو|او|ثم|حتى|تقريبًا|تقريبا|تقريباً|منها|منهم|بين|مع|عند|هي|هو"
)
# ... and two hundred ending a compound after its thousands or millions, in the case the
# number has: "مبلغ ألف ومائتي درهم", "ثلاثة آلاف ومائتا ريال" (panel AO5 heard "ألف
# ومائتين درهم"; earlier panels had pinned that form after مبلغ, an error of case no
# register makes, as "مائتين درهم" alone is).
_AR_CONSTRUCT = re.compile(
    r"(?<!\S)(?:(?P<head>(?:ألف|آلاف|ألفًا|مليون|ملايين|مليونًا)\sو)|(?P<conj>و\s)?)"
    r"(?P<n>مائتان|مائتين|ألفين|مليونين)"
    rf"(?=\s+(?!(?:{_AR_NOT_A_NOUN})(?!\w))(?!و|ال|لل)[^\W\d_]{{2,}})"
)
_AR_VERB = rf"(?<!\w)(?:{_AR_SCORE_VERB}|{_AR_MONEY_GOVERNOR})"
_AR_VERB_BEFORE = re.compile(rf"{_AR_VERB}\s+$")
_AR_VERB_IN = re.compile(rf"{_AR_VERB}(?!\w)")
_AR_CLAUSE_GOVERNORS = frozenset(w for w in _AR_GOVERNORS if w.isalpha())


def _read_ar_construct(lang: str, match: re.Match) -> str:
    """ "مائتان غرام" -> "مائتا غرام"; coordinated by و with an object or a preposition's
    noun ("أضف نصف كوب من السكر و200 غرام") the oblique, "ومائتي غرام"."""
    n = match.group("n")
    if match.group("head"):
        if n not in ("مائتان", "مائتين"):
            return match.group(0)
        return match.group("head") + n[:-1] if n == "مائتان" else match.group("head") + "مائتي"
    if n in ("ألفين", "مليونين"):
        # two thousand, two million in construct only as a verb's object ("دفعت ألفي ريال");
        # after a preposition they stay as panels pinned them ("أكثر من ألفين متسابق")
        before = match.string[max(0, match.start() - 40) : match.start()]
        if match.group("conj") or not _AR_VERB_BEFORE.search(before):
            return match.group(0)
        return n[:-2] + "ي"
    oblique = n == "مائتين"
    if match.group("conj") and not oblique:
        clause = re.split(r"[.!?؟،؛:\n]", match.string[max(0, match.start() - 80) : match.start()])
        oblique = any(word in _AR_CLAUSE_GOVERNORS for word in clause[-1].split()) or bool(
            _AR_VERB_IN.search(clause[-1])
        )
    # the conjunction joins its word again, as written ("و200" -> "ومائتي")
    return ("و" if match.group("conj") else "") + ("مائتي" if oblique else "مائتا")


def _read_ar_polarity(lang: str, match: re.Match) -> str:
    n = match.group("n")
    return _AR_MASCULINE_FORM.get(n, n[:-1])


# --- Turkish suffixes after numbers ----------------------------------------------------

# "2024'te", "14:30'da": once the number is words, the apostrophe goes and the suffix joins
# the last word ("dörtte", "otuzda"), as it is said (TDK, Yazım Kılavuzu: kesme işareti).
_TR_NUMBER_WORDS = (
    "sıfır bir iki üç dört beş altı yedi sekiz dokuz on yirmi otuz kırk elli altmış yetmiş "
    "seksen doksan yüz bin milyon milyar"
).split()
_TR_SUFFIX = re.compile(
    r"(?<!\w)(?P<word>(?:" + "|".join(_TR_NUMBER_WORDS) + r")(?:[a-zçğıöşü]{0,5}))"
    r"'(?P<suffix>[a-zçğıöşü]{1,6})(?![\w'])"
)


def _read_tr_suffix(lang: str, match: re.Match) -> str:
    word, suffix = match.group("word"), match.group("suffix")
    # "2024'ün": "dört" softens before a vowel, "dördün", "dördü", "dörde" (TDK, Yazım
    # Kılavuzu: ünsüz yumuşaması; "üç", "kırk" are monosyllables that keep theirs: "üçü",
    # "kırkı"; panel X5 heard "yirmi dörtün")
    if word.endswith("dört") and suffix[0] in _TR_BACK + _TR_FRONT:
        word = word[:-1] + "d"
    return word + suffix


# "20 TL'den", "5,50 TL'den", "5 km'den": the writer's suffix fits the abbreviation as
# spelled ("te-le-den"); once it is the word ("lira", "kuruş", "kilometre") the suffix
# takes the word's vowel harmony and voicing, joined without the apostrophe a common noun
# never takes (TDK, Yazım Kılavuzu: ünlü uyumu, ünsüz benzeşmesi): "liradan", "kuruştan",
# "kilometreden", "liraya".
_TR_COMMON_SUFFIX = re.compile(
    r"(?<![\w'])(?P<word>[a-zçğıöşü]{1,30})'(?P<suffix>[a-zçğıöşü]{1,6})(?![\w'])"
)
_TR_BACK, _TR_FRONT = "aıou", "eiöü"
_TR_FOUR = {"a": "ı", "ı": "ı", "o": "u", "u": "u", "e": "i", "i": "i", "ö": "ü", "ü": "ü"}
_TR_VOICELESS = "fstkçşhp"


def turkish_suffix(word: str, suffix: str) -> str:
    """``suffix`` fitted to ``word``: its vowels in harmony, d/t by the last sound, the
    buffer y or n after a vowel."""
    vowels = [c for c in word if c in _TR_BACK + _TR_FRONT]
    last = vowels[-1]
    ends_in_vowel = word[-1] in _TR_BACK + _TR_FRONT
    if ends_in_vowel and suffix[0] in _TR_BACK + _TR_FRONT:
        suffix = ("n" if suffix[0] in "ıiuü" and suffix.endswith("n") else "y") + suffix
    elif not ends_in_vowel and suffix[0] == "y" and len(suffix) > 1:
        suffix = suffix[1:]  # "kuruş'ye": "kuruşa"
    out = []
    for c in suffix:
        if c in "ea":
            c = "a" if last in _TR_BACK else "e"
            last = c
        elif c in "ıiuü":
            c = _TR_FOUR[last]
            last = c
        out.append(c)
    said = "".join(out)
    if said[:1] in "dt" and len(said) > 1:
        said = ("t" if word[-1] in _TR_VOICELESS else "d") + said[1:]
    return word + said


def _read_tr_common_suffix(lang: str, match: re.Match) -> str:
    if not any(c in _TR_BACK + _TR_FRONT for c in match.group("word")):
        return match.group(0)  # "kr'den": an abbreviation no rule read
    return turkish_suffix(match.group("word"), match.group("suffix"))


# --- the rules --------------------------------------------------------------------------


def _bind(read, lang):
    return lambda match: read(lang, match)


@cache
def duration_rules(lang: str) -> tuple[Rule, ...]:
    """``<lang>.duration``: a race's time (panel P3), before the dates and the times."""
    if lang == "ar":
        return (
            rule("ar.duration", "ar: a race's time (2:08:15) -> ساعتين وثماني دقائق ...",
                 times.AR_DURATION)(lambda match: times.read_ar_duration(match)),
        )  # fmt: skip
    if lang not in times.DURATION_LANGS:
        return ()
    return (
        rule(f"{lang}.duration", f"{lang}: a race's time (2:14:30) -> hours, minutes, seconds",
             times.duration_pattern(lang))(_bind(times.read_duration, lang)),
        rule(f"{lang}.seconds", f"{lang}: seconds after minutes (21 min 34 s) -> their noun",
             times.seconds_pattern(lang))(_bind(times.read_seconds, lang)),
    )  # fmt: skip


@cache
def race_time_rules(lang: str) -> tuple[Rule, ...]:
    """``<lang>.racetime``: "2h 06' 12\"", "2h05min" (panel X1), before the abbreviations."""
    if lang in times.RACE_IN_LANGS:  # before the score's rule ("za 28:35")
        return (
            rule(f"{lang}.racein", f"{lang}: a race's minutes and seconds after 'za' (10 km za "
                 "28:35) -> minutes and seconds", times.race_in_pattern(lang))(
                _bind(times.read_duration, lang)),
        )  # fmt: skip
    if lang not in times.UNIT_PARTS_LANGS:
        return ()
    return (
        rule(f"{lang}.racetime", f"{lang}: a race's time with its units (2h05min) -> words",
             times.unit_parts(lang))(_bind(times.read_duration, lang)),
    )  # fmt: skip


# The preposition "at" before a clock time takes its fuller form where the hour's word
# starts so (panel U2, issue 31): cs "ve" before dv-, tř-, čt- ("ve čtrnáct nula osm", "ve
# dvě", Internetová jazyková příručka, "Vokalizace předložek"), uk "об" before a vowel ("об
# одинадцятій", Український правопис § 23); the time rule then reads the hour as before.
_AT_FULLER = {
    "cs": (r"[Vv]", r"0?[234]|1[234]|2\d", "e"),
    "uk": (r"[Оо]", r"11", "б"),
}


def _at_fuller_rule(lang: str) -> Rule:
    letter, hours, added = _AT_FULLER[lang]
    clock = r"(?::[0-5]\d|\.[0-5]\d(?!\.))(?![\d:]|[.,]\d)"  # not a date's "14.08."
    pattern = rf"(?<![^\W\d_])(?:{letter})(?=\s+(?:{hours}){clock})"
    return rule(f"{lang}.atclock", f"{lang}: 'at' before a clock time, in its fuller form",
                pattern)(lambda match: match.group(0) + added)  # fmt: skip


# el: a span of days written "από 1 έως 15 Μαρτίου" is said with the articles of the days
# ("από την πρώτη έως τις δεκαπέντε Μαρτίου"; panel V4, issue 31, heard "από ένα έως
# δεκαπέντε", counts): the first of a month an ordinal, the others feminine cardinals (η
# ημέρα), as a date is said.
_EL_DAY_SPAN = (
    r"(?<![\w.,])(?P<from>[Αα]πό)\s(?P<a>[1-9]|[12]\d|3[01])\s(?P<to>έως|ως|μέχρι)\s"
    r"(?P<b>[1-9]|[12]\d|3[01])(?=\s(?:"
    + "|".join(cldr.month_name("el", m) for m in range(1, 13))
    + r")\b)"
)


def _el_day(n: int) -> str:
    return "την πρώτη" if n == 1 else "τις " + readings.cardinal(n, "el", "f")


def _read_el_day_span(match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    return f"{match.group('from')} {_el_day(a)} {match.group('to')} {_el_day(b)}"


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    """The structured rules of one language, in the order they run (before money)."""
    rules = [_at_fuller_rule(lang)] if lang in _AT_FULLER else []
    if lang == "el":
        rules.append(
            rule("el.dayspan", "el: από 1 έως 15 Μαρτίου -> από την πρώτη έως τις δεκαπέντε",
                 _EL_DAY_SPAN)(_read_el_day_span)
        )  # fmt: skip
    if lang in DAY_RANGE_LANGS:
        rules.append(
            rule(f"{lang}.dayrange", f"{lang}: days before a month (10-12 ...) -> a range",
                 day_range_pattern(lang))(_bind(_read_day_range, lang))
        )  # fmt: skip
    rules += [
        rule(
            f"{lang}.date",
            f"{lang}: dates (05.03.2024, 2024-03-05, 5 {cldr.month_name(lang, 3)}) "
            "-> day, month name, year",
            dates.date_pattern(lang),
        )(_bind(dates.read_date, lang)),
        rule(
            f"{lang}.phone",
            f"{lang}: phone numbers (+49 30 1234567) -> grouped digits",
            phone_pattern(lang),
        )(_bind(_read_phone, lang)),
        rule(
            f"{lang}.time", f"{lang}: times (14:30) -> hours and minutes", times.time_pattern(lang)
        )(_bind(times.read_time, lang)),
    ]

    if lang == "hu":
        rules.append(
            rule("hu.ending", "hu: numbers with a case ending (1990-ben) -> one word",
                 _HU_ENDING.pattern)(_bind(_read_hu_ending, lang))
        )  # fmt: skip
        rules.append(
            rule("hu.adjective", "hu: a number made an adjective (12-es) -> tizenkettes",
                 _HU_ADJECTIVE.pattern)(_bind(_read_hu_adjective, lang))
        )  # fmt: skip
        rules.append(
            rule("hu.share", "hu: a share with its ending (2/5-e) -> kétötöde",
                 _HU_SHARE.pattern)(_bind(_read_hu_share, lang))
        )  # fmt: skip
        rules.append(
            rule("hu.rating", "hu: a rating after its word (értékelése 4/5) -> ötből négy",
                 _HU_RATING.pattern)(_bind(_read_hu_rating, lang))
        )  # fmt: skip
        rules.append(
            rule("hu.accusative", "hu: a number in the accusative (5-öt, 3-at) -> ötöt, hármat",
                 _HU_ACCUSATIVE.pattern)(_bind(_read_hu_accusative, lang))
        )  # fmt: skip
    if lang == "ar":
        rules.append(
            rule("ar.slashpair", "ar: a score out of a total (95/100) -> 'من'; a forecast's "
                 "high/low (28°/19°) -> 'و'", _AR_SLASH_PAIR.pattern)(_read_ar_slash_pair)
        )  # fmt: skip
        rules.append(
            rule("ar.dual", "ar: two of a measure (2 كوب) -> the dual (كوبين)", _AR_TWO.pattern)(
                _bind(_read_ar_two, lang)
            )
        )
        rules.append(
            rule("ar.hours", "ar: spans of hours (من 9 إلى 12 ظهرًا, 9 ص - 10 م) -> ordinal hours",
                 _AR_HOURS.pattern)(_bind(_read_ar_hours, lang))
        )  # fmt: skip
        rules.append(
            rule("ar.hijri", "ar: a day of a Hijri month (1 شوال) -> the ordinal من the month",
                 _AR_HIJRI_DAY.pattern)(_bind(_read_ar_hijri_day, lang))
        )  # fmt: skip
        rules.append(
            rule("ar.yearpair", "ar: a school year (2025/2026) -> both years, genitive",
                 _AR_YEAR_PAIR.pattern)(_bind(_read_ar_year_pair, lang))
        )  # fmt: skip
        rules.append(
            rule("ar.hijriyear", "ar: a Hijri year (1446هـ) -> the year and هجرية",
                 _AR_HIJRI_YEAR.pattern)(_bind(_read_ar_hijri_year, lang))
        )  # fmt: skip
        rules.append(
            rule("ar.gregorianyear", "ar: a Gregorian year (1932م) -> the year and ميلاديًا",
                 _AR_GREGORIAN_YEAR.pattern)(
                lambda match: padded(match, f"{spell(match.group('y'), 'ar')} ميلاديًا"))
        )  # fmt: skip
        rules.append(
            rule("ar.ordinal", "ar: a number with the article (القرن الـ21) -> the ordinal",
                 _AR_ORDINAL.pattern)(_bind(_read_ar_ordinal, lang))
        )  # fmt: skip
    if lang in dates.YEAR_WORDS:  # before units: "1990 г." is a year, not grams
        rules.extend(_year_rule(lang))
    if lang == "tr":
        # "%60-70": Turkish writes the sign before the range, and says it first ("yüzde altmış
        # ila yetmiş"; TDK); the range rule reads the bounds (panel S5 heard "%altmış")
        rules.append(
            rule("tr.percentrange", "tr: a percent sign before a range (%60-70) -> yüzde",
                 r"[%％](?=\d{1,3}(?:[.,]\d+)?\s?[-–]\s?\d)")(lambda match: "yüzde ")
        )  # fmt: skip
    if lang == "id":
        rules.append(
            rule("id.decimalrange", "id: a span of decimals (1,25-2,5 m) -> 1,25 sampai 2,5",
                 _ID_DECIMAL_RANGE.pattern)(_read_id_decimal_range)
        )  # fmt: skip
    rules.append(
        rule(f"{lang}.range", f"{lang}: ranges (3-5, 1990–1995) -> 'from ... to'", _RANGE.pattern)(
            _bind(_read_range, lang)
        )
    )
    if lang == "da":
        # "trækkes d. 1.": a day after "den" ending the sentence, its dot the ordinal's and
        # the full stop ("den første"; panel X4, issue 31, heard "den et")
        rules.append(
            rule("da.dayordinal", "da: 'den 1.' ending a sentence -> 'den første.'",
                 r"(?<!\w)(?P<w>(?:[Dd]en|d\.)\s)(?P<n>[1-9]|[12]\d|3[01])\.(?=\s*$|\s+[A-ZÆØÅ])")(
                lambda match: f"{match.group('w')}{ordinal(int(match.group('n')), 'da')}."
            )
        )  # fmt: skip
    if lang == "da":
        # "Max. hastighed", "maks. belastning": before a noun the short form is the
        # adjective, "maksimal" (Retskrivningsordbogen "maks.", "maksimal"; panel AP4 heard
        # "Max." and a full stop), "maksimale" after the definite article ("den maks.
        # belastning"); before a number it stays the adverb's, "maksimalt 4".
        rules.append(
            rule("da.maxnoun", "da: max. before a noun (Max. hastighed) -> maksimal",
                 r"(?<![\w.])(?P<m>[Mm])(?:ax|aks)\.\s+(?=[a-zæøå]{3,}(?![\w.])(?!\s+\d))")(
                _read_da_max
            )
        )  # fmt: skip
    if lang == "pt":
        rules.append(
            rule("pt.matchminute", "pt: a match's minute (aos 90+2') -> aos noventa mais dois",
                 _PT_MINUTE)(_read_pt_minute)
        )  # fmt: skip
    if lang == "de":
        rules.append(
            rule("de.floor", "de: a floor with no article (Zimmer 214, 2. Stock) -> zweiter Stock",
                 _DE_FLOOR)(_read_de_floor)
        )  # fmt: skip
    ordinal_pattern = _ordinal_pattern(lang)
    if ordinal_pattern:
        rules.append(
            rule(f"{lang}.ordinal", f"{lang}: written ordinals -> ordinal words", ordinal_pattern)(
                _bind(_OWN_ORDINAL_READERS.get(lang, _read_ordinal), lang)
            )
        )
    if lang in units.PER_WORDS:  # panel X1: "100 mg/5 ml", "pro ml"
        rules.append(
            rule(f"{lang}.priceper", f"{lang}: a price per a unit (5 Cent/kWh) -> 'pro'",
                 units.price_per_pattern(lang))(_bind(units.read_price_per, lang))
        )  # fmt: skip
        rules.append(
            rule(f"{lang}.unitratio", f"{lang}: a unit per a count of another (100 mg/5 ml)",
                 units.ratio_pattern(lang))(_bind(units.read_ratio, lang))
        )  # fmt: skip
        rules.append(
            rule(f"{lang}.perunit", f"{lang}: a unit after 'per' (pro ml) -> its name",
                 units.per_symbol_pattern(lang))(_bind(units.read_per_symbol, lang))
        )  # fmt: skip
    rules.append(
        rule(
            f"{lang}.unit",
            f"{lang}: units (km, kg, °C, km/h, m², GB) -> CLDR names",
            units.unit_pattern(lang),
        )(_bind(units.read_unit, lang))
    )
    return tuple(rules)  # fmt: skip


@cache
def year_rules(lang: str) -> tuple[Rule, ...]:
    """``<lang>.year`` of de, nl, sv, da: runs after the money rules, so "1500 Euro" stays
    an amount. (ru, uk, pl, bg run theirs before the units: "1990 г." is not grams.)"""
    return () if lang in dates.YEAR_WORDS else _year_rule(lang)


@cache
def final_rules(lang: str) -> tuple[Rule, ...]:
    """Rules that run after the numbers are words: ``tr.suffix``, ``hu.attributive``,
    ``hu.joined``, ``ar.counted``, ``ar.genitive``, ``bg.preposition``, ``fr.elision``."""
    if lang == "hu":
        return (
            rule("hu.attributive", "hu: a count before a noun says két (hetvenkét évig)",
                 _HU_ATTRIBUTIVE.pattern)(_bind(_read_hu_attributive, lang)),
            rule("hu.priceper", "hu: an ending after a price per unit (Ft/l-re) -> forintra "
                 "literenként", _HU_PRICE_PER.pattern)(_bind(_read_hu_price_per, lang)),
            rule("hu.unitending", "hu: an ending after a unit's word joins it (óra-ig -> óráig)",
                 _HU_UNIT_ENDING.pattern)(_bind(_read_hu_unit_ending, lang)),
            rule("hu.digitadjective", "hu: an adjective's suffix after a digit said alone "
                 "(három kettő nulla nulla-as) -> nullás", _HU_DIGIT_ADJECTIVE.pattern)(
                _read_hu_digit_adjective),
            rule("hu.joined", "hu: a case ending after a sign joins its word (százalékot)",
                 _HU_JOINED.pattern)(_bind(_read_hu_joined, lang)),
        )  # fmt: skip
    if lang == "ar":
        return (
            rule("ar.counted", "ar: three to ten before a feminine noun's plural (خمس دقائق)",
                 _AR_POLARITY.pattern)(_bind(_read_ar_polarity, lang)),
            rule("ar.genitive", "ar: a number after a preposition (إلى اثنين وثلاثين)",
                 _AR_GOVERNED.pattern)(_bind(_read_ar_governed, lang)),
            rule("ar.feminine", "ar: 11-99 before a feminine noun (خمس عشرة دقيقة)",
                 _AR_FEMININE_COUNT.pattern)(_bind(_read_ar_feminine, lang)),
            rule("ar.rangefeminine", "ar: a range's first bound in its noun's gender (من "
                 "اثنتين وعشرين إلى سبع وعشرين درجة)",
                 _AR_RANGE_FEMININE.pattern)(_bind(_read_ar_range_feminine, lang)),
            rule("ar.unitdual", "ar: two of a unit (اثنان كيلوغرام) -> the dual (كيلوغرامان)",
                 _AR_UNIT_TWO.pattern)(_bind(_read_ar_unit_two, lang)),
            rule("ar.construct", "ar: two hundred before its noun drops its nun (مائتا غرام)",
                 _AR_CONSTRUCT.pattern)(_bind(_read_ar_construct, lang)),
        )  # fmt: skip
    if lang == "bg":
        # "с 121 гласа" is "със сто двайсет и един гласа": с and в take a vowel before a
        # word starting with с/з and в/ф (Официален правописен речник, "със", "във")
        return (
            rule(
                "bg.preposition",
                "bg: с, в before с/з, в/ф -> със, във",
                r"(?<![^\W\d_])(?:[сС](?=\s+[сзСЗ])|[вВ](?=\s+[вфВФ]))(?![^\W\d_])",
            )(lambda match: match.group(0) + ("ъс" if match.group(0) in "сС" else "ъв")),
        )
    if lang == "el":
        # "στις 01/04/2025": the first of a month is an ordinal, "στην πρώτη Απριλίου", as
        # the day span's (panel X4, issue 31, heard "στις πρώτη")
        return (
            rule("el.firstday", "el: (σ)τις πρώτη (a date's first day) -> (σ)την πρώτη",
                 r"(?<![^\W\d_])(?P<s>[σΣ]?)[τΤ]ις(?=\s+πρώτη\s+[Α-Ω])")(
                lambda match: match.group("s") + ("Την" if match.group(0)[-3] == "Τ" else "την")
            ),
        )  # fmt: skip
    if lang == "et":
        # "number lõpeb 1234-ga": a code said digit by digit takes the writer's case ending
        # on its last digit, in the genitive stem the last four cases and the local ones
        # build on (EKI ÕS, "arvsõnade käänamine": "neljaga"; panel AI heard "neli-ga")
        return (
            rule("et.digitending", "et: a case ending after a digit said (neli-ga) -> neljaga",
                 _ET_DIGIT_ENDING)(
                lambda match: _ET_DIGIT_STEMS[match.group("d")] + match.group("e")),
        )  # fmt: skip
    if lang == "fr":
        return (
            rule("fr.elision", "fr: de, que before a count of one -> d'un, qu'une",
                 _FR_ELIDED)(lambda match: match.group("w")[:-1] + "'"),
        )  # fmt: skip
    if lang != "tr":
        return ()
    return (rule("tr.suffix", "tr: a suffix after a number joins its words (2024'te -> dörtte)",
                 _TR_SUFFIX.pattern)(_bind(_read_tr_suffix, lang)),
            rule("tr.harmony", "tr: a suffix after an expanded word takes its harmony "
                 "(TL'den -> liradan)", _TR_COMMON_SUFFIX.pattern)(
                _bind(_read_tr_common_suffix, lang)),)  # fmt: skip


# fr "plus de 1 million", "que 1 place": "de", "que" elide before the count's "un", "une"
# ("plus d'un million", "qu'une place"; Grevisse, § 45: elision before "un" the numeral;
# panel AL1, issue 31, heard "plus de un virgule cinq million"). Before a noun, or a decimal
# of a scale word ("d'un virgule cinq million"); a decimal alone ("de un virgule deux pour
# cent", pinned right by panel Q) and a span's first bound ("de un à cinq") stay.
_FR_NOT_A_NOUN = r"(?:virgule|à|au|aux|ou|et|sur)(?![^\W\d_])"
_FR_ELIDED = (
    r"(?<![^\W\d_])(?P<w>[Dd]e|[Qq]ue|[Ll]orsque|[Pp]uisque|[Qq]uoique)\s+"
    rf"(?=une?\s+(?:(?!{_FR_NOT_A_NOUN})[^\W\d_]"
    r"|virgule(?:\s+[^\s,.;:]+){1,4}?\s+(?:millions?|milliards?)(?![^\W\d_])))"
)

_ET_DIGIT_STEMS = {"null": "nulli", "üks": "ühe", "kaks": "kahe", "kolm": "kolme",
                   "neli": "nelja", "viis": "viie", "kuus": "kuue", "seitse": "seitsme",
                   "kaheksa": "kaheksa", "üheksa": "üheksa"}  # fmt: skip
_ET_DIGIT_ENDING = (
    rf"(?<![^\W\d_])(?P<d>{'|'.join(_ET_DIGIT_STEMS)})-(?P<e>ga|ni|na|ta|st|s|sse|le|lt|l|ks)"
    r"(?![^\W\d_])"
)


def _year_rule(lang: str) -> tuple[Rule, ...]:
    pattern = dates.year_pattern(lang)
    if not pattern:
        return ()
    return (rule(f"{lang}.year", f"{lang}: years read as years (1990, в 2024 году)",
                 pattern)(_bind(dates.read_year, lang)),)  # fmt: skip


# --- SSML say-as ------------------------------------------------------------------------


def _numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", ascii_digits(text))]


def _say_date(lang: str, text: str, fmt: str | None, detail: str | None) -> str | None:
    """say-as date: the parts in the order ``format`` names ("dmy", "ymd", "mdy", "dm",
    "md", "my" ...), or the language's own order; a written date goes through the rule."""
    parts = _numbers(text)
    order = (fmt or "").lower() or ("ymd" if len(parts) == 3 and parts[0] > 31 else "dmy")
    if not parts or len(parts) != len(order) or set(order) - set("dmy"):
        found = rules_for(lang)[0].pattern.fullmatch(text.strip())
        return dates.read_date(lang, found) if found else None
    value = dict(zip(order, parts, strict=True))
    if "d" not in value:
        if "m" in value and "y" in value and 1 <= value["m"] <= 12:
            return f"{cldr.months_standalone(lang, value['m'])} {readings.year(value['y'], lang)}"
        return None
    if "m" not in value:
        return None
    return readings.date(lang, value["d"], value["m"], value.get("y"))


def _say_time(lang: str, text: str, fmt: str | None, detail: str | None) -> str | None:
    parts = _numbers(text)
    if not 1 <= len(parts) <= 3:
        return None
    h, m = parts[0], parts[1] if len(parts) > 1 else 0
    if re.search(r"(?i)\bp\.?\s?m\b", text) and h < 12:
        h += 12
    elif re.search(r"(?i)\ba\.?\s?m\b", text) and h == 12:
        h = 0
    return readings.time(lang, h, m)


def _say_ordinal(lang: str, text: str, fmt: str | None, detail: str | None) -> str | None:
    parts = _numbers(text)
    return ordinal(parts[0], lang, detail or "m") if len(parts) == 1 else None


def _say_telephone(lang: str, text: str, fmt: str | None, detail: str | None) -> str | None:
    groups = re.findall(r"\d+", ascii_digits(text))
    return readings.phone(lang, groups, text.strip().startswith("+")) if groups else None


def register_readers() -> None:
    for lang in LANGUAGES:
        for kind, reader in (
            ("date", _say_date),
            ("time", _say_time),
            ("ordinal", _say_ordinal),
            ("telephone", _say_telephone),
        ):
            sayas.register(
                lang,
                kind,
                lambda text, fmt, detail, r=reader, lang=lang: r(lang, text, fmt, detail),
            )


register_readers()
