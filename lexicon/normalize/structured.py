"""Rules for what is written in a structured way, for the 28 languages of
``other_languages.py``: phone numbers, dates, times, years, ranges, ordinals and units
(``<lang>.phone``, ``<lang>.date``, ``<lang>.time``, ``<lang>.range``, ``<lang>.ordinal``,
``<lang>.unit``, ``<lang>.year``). They run before the money and number rules, which
read whatever is left. Each pattern is compiled once per language (``rules_for`` is
cached); the words come from ``readings.py``.

This module also registers the languages' SSML say-as readers (date, time, ordinal,
telephone, currency) with ``sayas``.
"""

import re
from functools import cache

from . import cldr, readings, sayas
from .numbers import ascii_digits, spell
from .ordinals import ordinal
from .rule import Rule, padded, rule
from .words import plural_category

LANGUAGES = (
    "ar bg cs da de el es et fi fr hi hr hu id it lt lv nl pl pt ro ru sk sl sv tr uk vi"
).split()

# --- phone numbers ----------------------------------------------------------------------

# "+49 30 1234567", "+33 1 23 45 67 89", "+7 (495) 123-45-67", "030 123 4567",
# "06-12 34 56 78": a "+" and a country code, or a leading 0 and at least two separators.
_PHONE = re.compile(
    r"(?=[+(0])(?<![\w+])(?:(?P<plus>\+)\d{1,3}(?:[ \-]?\(?\d{1,5}\)?){2,6}"
    r"|\(?0\d{1,4}\)?(?:[ \-]\d{2,4}){2,5})(?![\w-]|[.,]\d)"
)


def _read_phone(lang: str, match: re.Match) -> str:
    text = match.group(0)
    groups = re.findall(r"\d+", text)
    digits = sum(len(g) for g in groups)
    if not 7 <= digits <= 15:
        return text
    return padded(match, readings.phone(lang, groups, bool(match.group("plus"))))


# --- dates ------------------------------------------------------------------------------

_YEAR_TAIL = {
    "ru": r"(?:\s?(?:г\.|года|год))?", "uk": r"(?:\s?(?:р\.|року|рік))?",
    "bg": r"(?:\s?(?:г\.|година))?", "pl": r"(?:\s?(?:r\.|roku))?",
    "lt": r"(?:\s?m\.)?", "hr": r"(?:\.(?=\s+[a-zčćđšž]))?",
}  # fmt: skip
_BEFORE = r"(?:(?P<before>\b\w+(?: zum| dem)?)\s+)?"


def _date_patterns(lang: str) -> str:
    months = cldr.month_pattern(lang)
    tail = _YEAR_TAIL.get(lang, "")
    iso = r"(?P<iy>\d{4})-(?P<im>\d{1,2})-(?P<id>\d{1,2})(?!\d)"
    if lang == "hu":  # "2024. 03. 05.", "2024. március 5."
        numeric = r"(?P<ny>\d{4})\.\s?(?P<nm>\d{1,2})\.\s?(?P<nd>\d{1,2})\.?"
        # "március 5-én" / "3-án" / "1-jén": on that day (MHSz 12, 292.)
        written = (
            rf"(?:(?P<wy>\d{{4}})\.\s+)?(?P<wm>{months})\s+(?P<wd>\d{{1,2}})"
            r"(?:\.|-(?P<husuf>án|én|jén))(?!\d)"
        )
    elif lang == "lt":  # "2024 m. kovo 5 d."
        numeric = r"(?P<nd>\d{1,2})\.(?P<nm>\d{1,2})\.(?P<ny>\d{4})(?!\d)"
        written = (
            rf"(?:(?P<wy>\d{{4}})\s?m\.\s+)?(?P<wm>{months})\s+(?P<wd>\d{{1,2}})"
            r"(?:\s?d\.)?(?!\d)"
        )
    elif lang == "lv":  # "2024. gada 5. martā"
        numeric = r"(?P<nd>\d{1,2})\.\s?(?P<nm>\d{1,2})\.\s?(?P<ny>\d{4})\.?(?!\d)"
        written = (
            rf"(?:(?P<wy>\d{{4}})\.\s?gada\s+)?(?P<wd>\d{{1,2}})\.\s?(?P<wm>{months})"
            r"(?!\w)"
        )
    elif lang == "vi":  # "ngày 5 tháng 3 năm 2024"
        numeric = r"(?P<nd>\d{1,2})(?P<sep>[/.\-])(?P<nm>\d{1,2})(?P=sep)(?P<ny>\d{4})(?!\d)"
        written = (
            r"(?:(?i:ngày)\s+)?(?P<wd>\d{1,2})\s+tháng\s+(?P<wn>\d{1,2})"
            r"(?:\s+năm\s+(?P<wy>\d{4}))?(?!\d)"
        )
    else:
        # "05.03.2024", "5/3/2024", "5. 3. 2024", "05-03-2024"
        numeric = (
            r"(?P<nd>\d{1,2})(?P<sep>[/.\-])\s?(?P<nm>\d{1,2})(?P=sep)\s?(?P<ny>\d{4})"
            rf"{tail}(?![\d.]\d)"
        )
        de = r"(?:\s+de)?" if lang in ("es", "pt") else ""
        # "1er mai" (fr), "1º de maio" (pt, es), "1º maggio" (it): the first as an ordinal
        first = {"fr": "(?:er)?", "es": r"(?:\.?º)?", "pt": r"(?:\.?º)?", "it": "(?:º)?"}.get(
            lang, ""
        )
        written = (
            rf"(?P<wd>\d{{1,2}}){first}\.?{de}\s+(?P<wm>{months})\.?(?!\w)"
            rf"(?:{de}\s+(?P<wy>\d{{4}}){tail}(?!\d))?"
        )
    # Every form but Hungarian's and Lithuanian's month-first ones starts with a digit: the
    # lookahead lets the regex engine skip the other positions fast.
    fast = "" if lang in ("hu", "lt", "vi") else r"(?=\d)"
    short = ""
    if lang == "de":  # "am 5.3.": a day and month without the year, after a preposition
        short = r"|(?P<sd>\d{1,2})\.(?P<sm>\d{1,2})\.(?!\d|\s?\d)"
    return rf"{fast}(?<![\d.,/])(?:{iso}|{numeric}|{written}{short})"


# "am 5.3." is a date only after these words (Duden: "am 5.3.", "vom 1.4. bis 3.4."); after
# any other, "2.1." may be a version or a list number.
_SHORT_DATE_WORDS = {"am", "vom", "zum", "ab", "bis", "seit", "den", "dem", "bis zum"}


def _with_period(match: re.Match, words: str) -> str:
    """Keep the sentence's full stop when an abbreviation's dot ("г.", "d.", "2024.") was
    both: "Он родился в 1990 г." ends with "году."."""
    if not match.group(0).endswith("."):
        return words
    rest = match.string[match.end() :].lstrip()
    return f"{words}." if not rest or rest[0].isupper() else words


def _read_date(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    if g.get("iy"):
        d, m, y = int(g["id"]), int(g["im"]), int(g["iy"])
    elif g.get("ny"):
        d, m, y = int(g["nd"]), int(g["nm"]), int(g["ny"])
    elif g.get("sd"):
        d, m, y = int(g["sd"]), int(g["sm"]), None
    else:
        d = int(g["wd"])
        m = int(g["wn"]) if g.get("wn") else cldr.months(lang)[g["wm"].lower().rstrip(".")]
        y = int(g["wy"]) if g.get("wy") else None
    before = match.string[: match.start()].rstrip().rsplit(None, 2)
    context = (
        " ".join(before[-2:])
        if len(before) >= 2 and before[-2].lower() == "bis"
        else (before[-1] if before else "")
    )
    if g.get("sd") and context.lower() not in _SHORT_DATE_WORDS:
        return match.group(0)
    words = readings.date(lang, d, m, y, context)
    if words and g.get("husuf"):
        day = readings.hungarian_day_on(d, g["husuf"])
        words = words.rsplit(" ", 1)[0] + " " + day
    if words and lang == "et" and (g.get("wm") or "").lower().endswith("il"):
        # "5. märtsil": the day in the adessive too, "viiendal märtsil" (EKI ÕS)
        said_year = f" {readings.year(y, lang)}" if y is not None else ""
        words = f"{ordinal(d, 'et', 'ade')} {g['wm']}{said_year}"
    previous = before[-1].lower() if before else ""
    if words and previous and words.split(" ", 1)[0] == previous and " " in words:
        words = words.split(" ", 1)[1]  # "Ngày 05/03/2024": the text says "ngày" already
    if words and g.get("wm") and g["wm"][0].isupper():
        month = cldr.month_name(lang, m)
        words = words.replace(month, month[:1].upper() + month[1:], 1)  # "Március 1." starts
    return match.group(0) if words is None else padded(match, _with_period(match, words))


# --- times ------------------------------------------------------------------------------

# Words that announce a time written with a dot: "kl. 14.30", "klo 14.30", "pukul 14.30".
_TIME_WORDS = {"da": r"kl\.?|klokken", "sv": r"kl\.?|klockan", "fi": r"klo|kello",
               "id": r"pukul|jam", "et": r"kell", "nl": r"om", "de": r"um"}  # fmt: skip
_H_LANGS = {"fr", "vi"}  # "14h30", "14h"
# What may follow the time and is part of it: "14:30 Uhr", "14:30 ч.", "14:30-kor".
_TIME_SUFFIX = {
    "de": r"(?:\s?Uhr(?!\w))?",
    "nl": r"(?:\s?uur(?!\w))?",
    "bg": r"(?P<suffix>\s?ч\.)?",
    "hi": r"(?:\s?बजे)?",
    "hu": r"(?P<suffix>-kor)?",
}


def _time_pattern(lang: str) -> str:
    hour, minute = r"(?P<h>[01]?\d|2[0-4])", r"(?P<m>[0-5]\d)"
    ampm = r"(?:\s?(?P<ampm>[AaPp])\.?\s?[Mm]\.?(?!\w))?"
    suffix = _TIME_SUFFIX.get(lang, "")
    forms = [rf"{hour}:{minute}(?![:\d]|[.,]\d){ampm}{suffix}"]
    if lang in _H_LANGS:
        forms.append(r"(?P<h2>[01]?\d|2[0-4])\s?h(?:\s?(?P<m2>[0-5]\d))?(?!\w)")
    if lang in _TIME_WORDS:
        forms.append(
            rf"(?P<w>(?i:{_TIME_WORDS[lang]})\s+)(?P<h3>[01]?\d|2[0-4])\.(?P<m3>[0-5]\d)(?![\d.,]\d)"
            rf"{suffix}"
        )
    fast = "" if lang in _TIME_WORDS else r"(?=\d)"
    return rf"{fast}(?<![\d.,:])(?:{'|'.join(forms)})"


def _read_time(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    lead = g.get("w") or ""
    if lead.strip().lower() in ("kl.", "kl"):
        lead = {"da": "klokken ", "sv": "klockan "}[lang]
    if g.get("h") is not None:
        h, m = int(g["h"]), int(g["m"])
    elif g.get("h2") is not None:
        h, m = int(g["h2"]), int(g["m2"] or 0)
    else:
        h, m = int(g["h3"]), int(g["m3"])
    if g.get("ampm"):
        if h > 12:
            return match.group(0)
        h = h % 12 + (12 if g["ampm"].lower() == "p" else 0)
    before = match.string[: match.start()].rstrip().rsplit(None, 1)
    previous = before[-1].lower() if before else ""
    # "o czternastej", "о чотирнадцятій": the hour in the locative after "at".
    after_at = (lang == "pl" and previous == "o") or (lang == "uk" and previous in ("о", "об"))
    words = readings.time(lang, h, m, hour_form="f-loc" if after_at else "f")
    if words is None:
        return match.group(0)
    if g.get("suffix"):
        words += " часа" if lang == "bg" else "kor"  # hu: "harminc perckor", "két órakor"
        rest_of_text = match.string[match.end() :].lstrip()
        if g["suffix"].endswith(".") and (not rest_of_text or rest_of_text[0].isupper()):
            words += "."  # "в 14:30 ч." ended the sentence too
    first, _, rest = words.partition(" ")
    if rest and not lead and first.lower() == previous:
        words = rest  # "la ora 14:00", "الساعة 14:30": the text says the word already
    return padded(match, lead + words)


# --- years ------------------------------------------------------------------------------

# Years with the word for "year" after them take an ordinal in its case (Gramota.ru,
# Правопис, Poradnia PWN, Официален правописен речник): "в 2024 году" -> "в две тысячи
# двадцать четвёртом году". (regex of the word, ordinal form, word said after)
_YEAR_WORDS = {
    "ru": [(r"году", "m-prep", "году"), (r"года|г\.(?=\s+[а-яё]|\s*$|[,;:)])", "m-gen", "года"),
           (r"год", "m", "год"), (r"годом", "m-ins", "годом")],
    "uk": [(r"році", "m-loc", "році"), (r"року|р\.", "m-gen", "року"), (r"рік", "m", "рік")],
    "pl": [(r"roku|r\.", "m-gen", "roku"), (r"rok", "m", "rok")],
    "bg": [(r"година|г\.", "f", "година")],
    # "1990 m." (metai, plural): the locative, "devyniasdešimtaisiais metais" (VLKK)
    "lt": [(r"m\.(?!\s+(?i:" + "|".join(cldr.months("lt")) + r"))", "loc-def", "metais")],
    # "1990. gadā" (locative), "1990. gada" (genitive), "1990. gads" (LVS)
    "lv": [(r"\.\s?gadā", "m-loc", "gadā"), (r"\.\s?gada", "m-gen", "gada"),
           (r"\.\s?gads", "m", "gads")],
}  # fmt: skip


# The words after which 1100-1999 is a year in the languages that read years in hundreds:
# "im Jahr 1990", "seit 1990", "bis 1995" (the second year of a range).
_YEAR_CONTEXT = {
    "de": {"jahr", "jahre", "jahres", "seit", "bis", "ab", "von", "vor", "nach", "um", "anno",
           "sommer", "winter", "herbst", "frühjahr", "frühling", "zwischen", "in"},
    "nl": {"jaar", "in", "sinds", "tot", "vanaf", "van", "rond", "voor", "na", "tussen",
           "anno", "zomer", "winter"},
    "sv": {"år", "året", "sedan", "till", "från", "efter", "före", "innan", "mellan",
           "i", "sommaren", "vintern", "hösten", "våren"},
    "da": {"år", "året", "i", "siden", "fra", "til", "efter", "før", "indtil", "mellem",
           "sommeren", "vinteren"},
}  # fmt: skip


def _year_pattern(lang: str) -> str | None:
    if lang in _YEAR_WORDS:
        words = "|".join(f"(?P<w{i}>{w})" for i, (w, _, _) in enumerate(_YEAR_WORDS[lang]))
        return rf"(?=\d)(?<![\d.,])(?P<y>\d{{4}})\s?(?:{words})(?!\w)"
    if lang in readings.HUNDRED_YEARS:
        # A four-digit number 1100-1999 on its own (no separator, no decimals).
        return r"(?=1)(?<![\d.,])(?P<y>1[1-9]\d\d)(?![\d]|[.,]\d|\s?[%€$])"
    return None


def _read_year(lang: str, match: re.Match) -> str:
    y = int(match.group("y"))
    if lang not in _YEAR_WORDS:
        before = match.string[: match.start()].rstrip().rsplit(None, 1)
        if not before or before[-1].lower().rstrip(",") not in _YEAR_CONTEXT[lang]:
            return match.group(0)  # "1234 Stück": a count, not a year
        return padded(match, readings.year(y, lang))
    for i, (_, form, word) in enumerate(_YEAR_WORDS[lang]):
        if match.group(f"w{i}"):
            before = match.string[: match.start()].rstrip().rsplit(None, 1)
            if (
                lang in ("pl", "uk")
                and form == "m-gen"
                and before
                and before[-1].lower() in ("w", "we", "у", "в")
            ):
                form, word = "m-loc", "roku" if lang == "pl" else "році"
            if (
                lang == "ru"
                and word == "года"
                and match.group(0).endswith("г.")
                and before
                and (before[-1].lower() in ("в", "во"))
            ):
                form, word = "m-prep", "году"
            if form == "loc-def":  # lt: "devyniasdešimtas" -> "devyniasdešimtaisiais"
                said = re.sub(r"as$", "aisiais", ordinal(y, "lt", "m") or "")
                return padded(match, _with_period(match, f"{said} {word}"))
            said = f"{readings.year_ordinal(y, lang, form)} {word}"
            return padded(match, _with_period(match, said))
    return match.group(0)


# --- ranges -----------------------------------------------------------------------------

_RANGE = re.compile(
    r"(?=\d)(?<![\w.,:/+\-–])(?P<a>\d{1,4})\s?[-–—]\s?(?=(?P<b>\d{1,4})(?![\d:]|[.,/\-]\d))"
)


def _read_range(lang: str, match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    if a >= b or match.group("a").startswith("0"):
        return match.group(0)  # "2-1" is a score, "0-24" a code: not a range
    years = 1000 <= a <= 2100 and 1000 <= b <= 2100
    words = readings.year(a, lang) if years else spell(str(a), lang)
    return padded(match, readings.range_start(lang, words))


# --- ordinals ---------------------------------------------------------------------------

# Written ordinals with a marker after the digits, per language: (regex of the marker
# group "s", its form). Sources: CLDR/ICU ordinal rule sets; abbreviations per RAE
# ("1.º", "1.ª", "1.er"), Académie ("1er", "1re", "2e"), Treccani ("1º"), Gramota.ru
# ("3-й", "3-го"), Språkrådet ("1:a", "3:e"), Taalunie ("1e", "1ste"), KBBI ("ke-3").
_MARKERS = {
    "fr": (r"(?P<s>er|re|ère|e|ème|eme)", {"er": "m", "re": "f", "ère": "f"}),
    "es": (r"\.?(?P<s>º|ª|er)", {"º": "m", "ª": "f", "er": "adj"}),
    "pt": (r"\.?(?P<s>º|ª)", {"º": "m", "ª": "f"}),
    "it": (r"(?P<s>º|ª)", {"º": "m", "ª": "f"}),
    "el": (r"(?P<s>ος|η|ο)", {"ος": "m", "η": "f", "ο": "n"}),
    "ru": (r"-(?:[ыоауи]|ь)?(?P<s>й|я|е|го|му|м|х|ю|ой|ми)",
           {"й": "m", "я": "f", "е": "n", "го": "m-gen", "му": "m-dat", "м": "m-prep",
            "х": "pl-gen", "ю": "f-acc", "ой": "f-gen", "ми": "pl-ins"}),
    "uk": (r"-(?:[иіоа])?(?P<s>й|а|я|е|є|го)",
           {"й": "m", "а": "f", "я": "f", "е": "n", "є": "n", "го": "m-gen"}),
    "bg": (r"-(?P<s>ви|ри|ти|ми|ва|ра|та|ма|во|ро|то|мо)", {}),
    "sv": (r":(?P<s>a|e)", {}),
    "nl": (r"(?P<s>ste|de|e)", {}),
    "lt": (r"-(?P<s>asis|oji|as|a)", {"asis": "m", "as": "m", "oji": "f", "a": "f"}),
    "hi": (r"(?P<s>वाँ|वां|वीं|वी|वें)", {"वाँ": "m", "वां": "m", "वीं": "f", "वी": "f", "वें": "obl"}),
}  # fmt: skip
# Languages writing "5." for "fifth": an ordinal when a lower-case word follows (a capital
# after the dot starts a sentence). German nouns are capitalised, so German needs the
# article before it (``_DE_ARTICLES``) and takes that article's ending.
_DOT_LANGS = {"cs", "da", "et", "fi", "hr", "hu", "lv", "pl", "sk", "sl", "tr"}
_DE_ARTICLES = {"der": "e", "die": "e", "das": "e", "den": "n", "dem": "n", "des": "n",
                "am": "n", "im": "n", "zum": "n", "zur": "n", "vom": "n", "beim": "n"}  # fmt: skip
# The gender of the noun after "5." from its ending, where the ordinal agrees with it.
_GENDER_BY_ENDING = {
    "cs": (("a", "f"), ("o", "n"), ("í", "n"), ("e", "n")),
    "sk": (("a", "f"), ("u", "f-acc"), ("o", "n"), ("ie", "n"), ("e", "n")),
    "sl": (("a", "f"), ("o", "n"), ("e", "n")),
    "hr": (("a", "f"), ("u", "f-acc"), ("o", "n"), ("e", "n")),
    "pl": (("a", "f"), ("ę", "f-acc"), ("o", "n"), ("e", "n")),
    "lv": (("a", "f"), ("e", "f"), ("u", "f-acc")),
    # Finnish: the ordinal takes the noun's case ("kolmannelle sijalle"; Iso suomen kielioppi
    # § 771); a noun ending in -in is taken as a nominative ("puhelin").
    "fi": (("lle", "allative"), ("lla", "adessive"), ("llä", "adessive"), ("lta", "ablative"),
           ("ltä", "ablative"), ("ssa", "inessive"), ("ssä", "inessive"), ("sta", "elative"),
           ("stä", "elative"), ("ksi", "translative"), ("in", "m"), ("n", "genitive")),
}  # fmt: skip


def _ordinal_pattern(lang: str) -> str | None:
    if lang in _MARKERS:
        return rf"(?=\d)(?<![\w.,])(?P<n>\d{{1,6}}){_MARKERS[lang][0]}(?!\w)"
    if lang in _DOT_LANGS:
        return r"(?=\d)(?<![\w.,])(?P<n>\d{1,3})\.(?=\s+(?P<next>[^\W\d_]+))"
    if lang == "de":
        articles = "|".join(_DE_ARTICLES)
        return rf"\b(?P<art>(?i:{articles}))\s+(?P<n>\d{{1,3}})\.(?=\s+[^\W\d_])"
    if lang == "id":
        return r"\b(?P<ke>ke)-(?P<n>\d{1,6})(?!\w)"
    if lang == "vi":
        return r"\b(?P<thu>thứ)\s+(?P<n>\d{1,6})(?!\w)"
    if lang == "ro":
        return r"\b(?P<al>al)\s+(?P<n>\d{1,6})-lea(?!\w)"
    return None


def _read_ordinal(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    n, form, lead = int(g["n"]), "m", ""
    if lang in _MARKERS:
        marker = g["s"]
        form = _MARKERS[lang][1].get(marker, "m")
        if lang == "bg":
            form = {"и": "m", "а": "f", "о": "n"}[marker[-1]]
        if lang == "fr" and marker == "er" and n != 1:
            return match.group(0)
    elif lang in _DOT_LANGS:
        following = g["next"]
        if not following[0].islower():
            return match.group(0)
        for ending, gender in _GENDER_BY_ENDING.get(lang, ()):
            if following.endswith(ending):
                form = gender
                break
    elif lang == "de":
        lead, form = g["art"] + " ", _DE_ARTICLES[g["art"].lower()]
    elif lang in ("id", "vi", "ro"):
        words = ordinal(n, lang)
        return match.group(0) if words is None else padded(match, words)
    words = ordinal(n, lang, form)
    return match.group(0) if words is None else padded(match, lead + words)


# --- units ------------------------------------------------------------------------------

# Symbol -> CLDR unit; the names and their plural forms are CLDR's ("long" patterns).
UNITS = {
    "km/h": "speed-kilometer-per-hour", "km²": "area-square-kilometer", "m²": "area-square-meter",
    "m³": "volume-cubic-meter", "km": "length-kilometer", "cm": "length-centimeter",
    "mm": "length-millimeter", "m": "length-meter", "kg": "mass-kilogram", "mg": "mass-milligram",
    "g": "mass-gram", "ml": "volume-milliliter", "l": "volume-liter", "°C": "temperature-celsius",
    "°F": "temperature-fahrenheit", "TB": "digital-terabyte", "GB": "digital-gigabyte",
    "MB": "digital-megabyte", "kB": "digital-kilobyte", "KB": "digital-kilobyte",
    "GHz": "frequency-gigahertz", "MHz": "frequency-megahertz", "kHz": "frequency-kilohertz",
    "Hz": "frequency-hertz", "kW": "power-kilowatt", "W": "power-watt",
    "ms": "duration-millisecond",
    "min": "duration-minute", "kWh": "energy-kilowatt-hour",
}  # fmt: skip
# The symbols Cyrillic and Greek texts write.
_LOCAL_UNITS = {
    "ru": {"км/ч": "speed-kilometer-per-hour", "км": "length-kilometer", "см": "length-centimeter",
           "мм": "length-millimeter", "м": "length-meter", "кг": "mass-kilogram", "г": "mass-gram",
           "мл": "volume-milliliter", "л": "volume-liter", "ГБ": "digital-gigabyte",
           "МБ": "digital-megabyte", "ТБ": "digital-terabyte", "м²": "area-square-meter"},
    "el": {"χλμ": "length-kilometer", "εκ.": "length-centimeter", "χιλ.": "mass-kilogram"},
    "vi": {"km/giờ": "speed-kilometer-per-hour"},
}  # fmt: skip
_LOCAL_UNITS["hi"] = {"किमी": "length-kilometer", "किग्रा": "mass-kilogram", "मीटर": "length-meter"}
_LOCAL_UNITS["uk"] = {**_LOCAL_UNITS["ru"], "км/год": "speed-kilometer-per-hour"}
_LOCAL_UNITS["bg"] = {**_LOCAL_UNITS["ru"]}
del _LOCAL_UNITS["bg"]["км/ч"], _LOCAL_UNITS["bg"]["г"]  # bg "г." is "година"
_LOCAL_UNITS["bg"]["км/ч"] = "speed-kilometer-per-hour"


def _units(lang: str) -> dict[str, str]:
    return {**UNITS, **_LOCAL_UNITS.get(lang, {})}


# Where CLDR's long name is not what is said (Vietnamese writes "kilômét/giờ").
_UNIT_FIXES = {"vi": [("/", " trên ")]}
# Where the language turns the phrase around: Turkish "saatte yüz kilometre" (TDK).
_UNIT_OVERRIDES = {("tr", "speed-kilometer-per-hour"): "saatte {0} kilometre"}
# Unit nouns that are feminine (the count agrees: "одна минута", "jedna minuta").
_FEMININE_UNITS = {"duration-minute"}


def _unit_pattern(lang: str) -> str:
    from .other_languages import _SIGN, _START, _number_pattern  # one number syntax

    symbols = "|".join(re.escape(s) for s in sorted(_units(lang), key=len, reverse=True))
    return rf"(?=[-−\d]){_START}{_SIGN}{_number_pattern(lang)}\s?(?P<unit>{symbols})(?![\w/²³])"


def _read_unit(lang: str, match: re.Match) -> str:
    from .other_languages import _plain, _words

    unit = _units(lang)[match.group("unit")]
    num, frac = match.group("num"), match.group("frac")
    value = float(_plain(num, frac)) if frac else int(_plain(num, None))
    pattern = _UNIT_OVERRIDES.get((lang, unit)) or cldr.unit_pattern(
        lang, unit, plural_category(lang, value)
    )
    if pattern is None:
        return match.group(0)
    if frac or match.group("sign"):
        words = _words(num, frac, lang, match.group("sign"))
    else:
        gender = "f" if unit in _FEMININE_UNITS else {"da": "c", "sv": "c"}.get(lang, "m")
        words = readings.cardinal(value, lang, gender)
    said = pattern.replace("{0}", words)
    for old, new in _UNIT_FIXES.get(lang, ()):
        said = said.replace(old, new)
    return padded(match, " ".join(said.split()))


# --- Hungarian case endings on numbers -------------------------------------------------

# "1990-ben", "5-ig", "100-hoz": the case ending as written, glued to the number's words
# (the writer chose the vowel harmony: "kilencvenben", "ötig"). Endings that change the
# numeral itself ("3-as" = "hármas", "2-án") are left to the number rule.
_HU_ENDING = re.compile(
    r"(?=\d)(?<![\w.,])(?P<n>\d{1,9})-(?P<end>ban|ben|ból|ből|ba|be|ra|re|ról|ről|hoz|hez|höz|nál|nél"
    r"|tól|től|ig|ért|kor|val|vel)(?!\w)"
)


def _read_hu_ending(lang: str, match: re.Match) -> str:
    return padded(match, spell(match.group("n"), "hu") + match.group("end"))


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
    return match.group("word") + match.group("suffix")


# --- the rules --------------------------------------------------------------------------


def _bind(read, lang):
    return lambda match: read(lang, match)


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    """The structured rules of one language, in the order they run (before money)."""
    rules = [
        rule(
            f"{lang}.date",
            f"{lang}: dates (05.03.2024, 2024-03-05, 5 {cldr.month_name(lang, 3)}) "
            "-> day, month name, year",
            _date_patterns(lang),
        )(_bind(_read_date, lang)),
        rule(
            f"{lang}.phone",
            f"{lang}: phone numbers (+49 30 1234567) -> grouped digits",
            _PHONE.pattern,
        )(_bind(_read_phone, lang)),
        rule(f"{lang}.time", f"{lang}: times (14:30) -> hours and minutes", _time_pattern(lang))(
            _bind(_read_time, lang)
        ),
    ]
    if lang == "hu":
        rules.append(
            rule("hu.ending", "hu: numbers with a case ending (1990-ben) -> one word",
                 _HU_ENDING.pattern)(_bind(_read_hu_ending, lang))
        )  # fmt: skip
    if lang in _YEAR_WORDS:  # before units: "1990 г." is a year, not grams
        rules.extend(_year_rule(lang))
    rules.append(
        rule(f"{lang}.range", f"{lang}: ranges (3-5, 1990–1995) -> 'from ... to'", _RANGE.pattern)(
            _bind(_read_range, lang)
        )
    )
    ordinal_pattern = _ordinal_pattern(lang)
    if ordinal_pattern:
        rules.append(
            rule(f"{lang}.ordinal", f"{lang}: written ordinals -> ordinal words", ordinal_pattern)(
                _bind(_read_ordinal, lang)
            )
        )
    rules.append(
        rule(
            f"{lang}.unit",
            f"{lang}: units (km, kg, °C, km/h, m², GB) -> CLDR names",
            _unit_pattern(lang),
        )(_bind(_read_unit, lang))
    )
    return tuple(rules)  # fmt: skip


@cache
def year_rules(lang: str) -> tuple[Rule, ...]:
    """``<lang>.year`` of de, nl, sv, da: runs after the money rules, so "1500 Euro" stays
    an amount. (ru, uk, pl, bg run theirs before the units: "1990 г." is not grams.)"""
    return () if lang in _YEAR_WORDS else _year_rule(lang)


@cache
def final_rules(lang: str) -> tuple[Rule, ...]:
    """Rules that run after the numbers are words: ``tr.suffix``."""
    if lang != "tr":
        return ()
    return (rule("tr.suffix", "tr: a suffix after a number joins its words (2024'te -> dörtte)",
                 _TR_SUFFIX.pattern)(_bind(_read_tr_suffix, lang)),)  # fmt: skip


def _year_rule(lang: str) -> tuple[Rule, ...]:
    pattern = _year_pattern(lang)
    if not pattern:
        return ()
    return (rule(f"{lang}.year", f"{lang}: years read as years (1990, в 2024 году)",
                 pattern)(_bind(_read_year, lang)),)  # fmt: skip


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
        return _read_date(lang, found) if found else None
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


def _say_currency(lang: str, text: str, fmt: str | None, detail: str | None) -> str | None:
    from .other_languages import rules_for as money_rules

    currency = next(r for r in money_rules(lang) if r.name == f"{lang}.currency")
    text = text.strip()
    if fmt and re.fullmatch(r"[A-Z]{3}", fmt) and not currency.pattern.fullmatch(text):
        text = f"{text} {fmt}"  # <say-as interpret-as="currency" format="EUR">12,50</say-as>
    found = currency.pattern.fullmatch(text)
    return currency.read(found) if found else None


def register_readers() -> None:
    for lang in LANGUAGES:
        for kind, reader in (
            ("date", _say_date),
            ("time", _say_time),
            ("ordinal", _say_ordinal),
            ("telephone", _say_telephone),
            ("currency", _say_currency),
        ):
            sayas.register(
                lang,
                kind,
                lambda text, fmt, detail, r=reader, lang=lang: r(lang, text, fmt, detail),
            )


register_readers()
