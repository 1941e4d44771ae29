"""Dates and years in the 28 languages of ``structured.py``: the patterns of
``<lang>.date`` and ``<lang>.year`` and the functions that read what they match (the
words come from ``readings.py``; the month names from CLDR through ``cldr.py``).
"""

import re

from . import cldr, readings
from .ordinals import ordinal
from .rule import padded

_YEAR_TAIL = {
    "ru": r"(?:\s?(?:г\.|года|год))?", "uk": r"(?:\s?(?:р\.|року|рік))?",
    "bg": r"(?:\s?(?:г\.|година))?", "pl": r"(?:\s?(?:r\.|roku))?",
    "lt": r"(?:\s?m\.)?", "hr": r"(?:\.(?=\s+[a-zčćđšž]))?",
}  # fmt: skip


def date_pattern(lang: str) -> str:
    months = cldr.month_pattern(lang)
    tail = _YEAR_TAIL.get(lang, "")
    iso = r"(?P<iy>\d{4})-(?P<im>\d{1,2})-(?P<id>\d{1,2})(?!\d)"
    if lang == "ar":  # "2024/06/01": Arabic (Saudi, Gulf) writes the year first with slashes
        iso = r"(?P<iy>\d{4})(?P<isep>[-/])(?P<im>\d{1,2})(?P=isep)(?P<id>\d{1,2})(?!\d)"
    if lang == "lt":  # "2024.03.05": the year first with dots, as bank and e-shop messages
        # write it beside the standard "2024-03-05" (VLKK, "Datų rašymas"; panel P3, issue 31)
        iso = r"(?P<iy>\d{4})(?P<isep>[-.])(?P<im>\d{1,2})(?P=isep)(?P<id>\d{1,2})(?![\d]|\.\d)"
    if lang == "hu":  # "2024. 03. 05.", "2024. március 5."
        # "2024.03.15-én": the day's case ending after the numeric date too
        numeric = (
            r"(?P<ny>\d{4})\.\s?(?P<nm>\d{1,2})\.\s?(?P<nd>\d{1,2})"
            r"(?:\.|-(?P<nsuf>án|én|jén|(?:j[eé])?(?:ig|tól|től|ra|re|i))(?!\w))?"
        )
        # "március 5-én" / "3-án" / "1-jén": on that day (MHSz 12, 292.)
        written = (
            rf"(?:(?P<wy>\d{{4}})\.\s+)?(?P<wm>{months})\s+(?P<wd>\d{{1,2}})"
            r"(?:\.|-(?P<husuf>án|én|jén|(?:j[eé])?(?:ig|tól|től|ra|re|i))(?!\w))(?!\d)"
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
        # "1er mai" (fr), "1º de maio" (pt, es), "1º maggio" (it): the first as an ordinal;
        # the degree sign ° is what most keyboards type for º ("1° maggio")
        first = {"fr": "(?:er)?", "es": r"(?:\.?[º°])?", "pt": r"(?:\.?[º°])?",
                 "it": "(?:[º°])?"}.get(lang, "")  # fmt: skip
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
    elif lang == "it":  # "il 21.06", "dal 3.11": Italian writes the month with two digits
        short = r"|(?P<sd>\d{1,2})\.(?P<sm>0[1-9]|1[0-2])(?!\d|[.,]\d|\s?[%€°])"
    return rf"{fast}(?<![\d.,/])(?:{iso}|{numeric}|{written}{short})"


# "am 5.3." is a date only after these words (Duden: "am 5.3.", "vom 1.4. bis 3.4."); after
# any other, "2.1." may be a version or a list number.
_SHORT_DATE_WORDS = {
    "de": {"am", "vom", "zum", "ab", "bis", "seit", "den", "dem", "bis zum"},
    "it": {"il", "dal", "al", "del", "entro", "fino", "sabato", "domenica", "lunedì", "martedì",
           "mercoledì", "giovedì", "venerdì"},
}  # fmt: skip


# de: a date after bare "bis", "ab", "seit" is said with the article the preposition takes
# ("bis zum dreißigsten Juni", "ab dem ersten Februar", "seit dem dritten Mai"; Duden,
# "Datum": "bis zum 30. Juni", "ab dem 1. Februar"); a fresh panel (issue 31) heard
# "bis dreißigsten Juni", "ab erster Februar".
_DE_ARTICLE = {"bis": "zum", "ab": "dem", "seit": "dem"}
_DE_FROM = re.compile(r"(?i:\bvo[mn]\s)[^\s]{1,20}\s+bis\s*$")


def _with_period(match: re.Match, words: str) -> str:
    """Keep the sentence's full stop when an abbreviation's dot ("г.", "d.", "2024.") was
    both: "Он родился в 1990 г." ends with "году."."""
    if not match.group(0).endswith("."):
        return words
    rest = match.string[match.end() :].lstrip()
    if rest and rest[0].isupper() and _inside_sentence(match, rest):
        return words
    return f"{words}." if not rest or rest[0].isupper() else words


def _says_when(match: re.Match, before: list[str]) -> bool:
    """Whether a ru or uk date says when (the genitive), not what (the nominative)."""
    after = match.string[match.end() :].lstrip()
    if (not before or before[-1][-1] in ".!?") and after[:1].islower():
        return True  # "5 марта будет ярмарка": когда? пятого марта
    if before and readings.says_when(before[-1]):
        return True  # "Встреча 2 февраля в 17:30": пятого, когда?
    return readings.weekday_says_when(before)  # "во вторник, 7 мая": седьмого мая
# The prepositions a year or a date follows as an adverbial ("w 2023 r.", "в 2023 г.",
# "у 2023 р.", "през 2023 г."): such a phrase opening its sentence cannot be all of it, and
# before an acronym ("в 2023 г. ВВП вырос", "w 2023 r. PKB") it goes on: the dot is the
# abbreviation's, not a sentence's end (fresh panel Q2, issue 31: "році. ВВП").
_ADVERBIAL_PREPOSITIONS = frozenset(
    "w we od do z ze po przed około "  # pl
    "в во с со до к по от за на после около "  # ru
    "у з із зі від після близько "  # uk
    "през във след преди около".split()  # bg
)


def _inside_sentence(match: re.Match, rest: str) -> bool:
    """Whether the dot ending a year or a date ("2023 r.") only ends the abbreviation."""
    start = match.string[max(0, match.start() - 80) : match.start()]
    clause = re.split(r"[.!?\n]", start)[-1].split()
    if len(clause) == 1 and clause[0].lower() in _ADVERBIAL_PREPOSITIONS:
        return True  # "W 2023 r. PKB wzrósł": the year opens the sentence
    acronym = re.match(r"[^\W\d_]{2,}(?![^\W\d_])", rest)
    return bool(
        acronym
        and acronym.group(0).isupper()
        and clause
        and clause[-1].lower() in _ADVERBIAL_PREPOSITIONS
    )


def read_date(lang: str, match: re.Match) -> str:
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
    if g.get("sd") and context.lower() not in _SHORT_DATE_WORDS.get(lang, ()):
        return match.group(0)
    if lang == "de" and readings.de_weekday_context(before):
        context = "am"  # "am Dienstag, 3. Juni" -> "dritten Juni" (apposition)
    if lang in ("ru", "uk") and _says_when(match, before):
        context = readings.SENTENCE_START
    article = _DE_ARTICLE.get(context.lower()) if lang == "de" else None
    if article and _DE_FROM.search(match.string, max(0, match.start() - 40), match.start()):
        article = None  # "vom 1.4. bis 3.4.": a span says "bis dritten April" (Duden)
    words = readings.date(lang, d, m, y, f"{context} {article}" if article else context)
    if words and article:
        words = f"{article} {words}"  # "bis 30.6." -> "bis zum dreißigsten Juni"
    if words and (g.get("husuf") or g.get("nsuf")):
        day = readings.hungarian_day_on(d, g.get("husuf") or g["nsuf"])
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
    if words and match.group(0)[0].isupper() and words[0].islower():
        words = words[0].upper() + words[1:]  # vi "Ngày 5 tháng 4" opens a sentence: "Ngày mùng"
    return match.group(0) if words is None else padded(match, _with_period(match, words))


# --- years ------------------------------------------------------------------------------

# Years with the word for "year" after them take an ordinal in its case (Gramota.ru,
# Правопис, Poradnia PWN, Официален правописен речник): "в 2024 году" -> "в две тысячи
# двадцать четвёртом году". (regex of the word, ordinal form, word said after)
YEAR_WORDS = {
    "ru": [(r"году", "m-prep", "году"),
           (r"года|г\.(?=\s+[а-яё]|\s*$|[,;:)]|\s+[А-ЯЁ])", "m-gen", "года"),
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
           "sommer", "winter", "herbst", "frühjahr", "frühling", "zwischen", "in",
           # what a year of history follows (a fresh panel, issue 31: "starb 1715"; Duden
           # "Zahlen und Ziffern": Jahreszahlen in Hunderten)
           "starb", "stirbt", "geboren", "gestorben", "gegründet", "erbaut", "errichtet",
           "eröffnet", "baujahr", "jahrgang"},
    "nl": {"jaar", "in", "sinds", "tot", "vanaf", "van", "rond", "voor", "na", "tussen",
           "anno", "zomer", "winter"},
    "sv": {"år", "året", "sedan", "till", "från", "efter", "före", "innan", "mellan",
           "i", "sommaren", "vintern", "hösten", "våren",
           # what a year of history follows (panel R2, issue 31: "dog 1632")
           "dog", "föddes", "född", "grundades", "byggdes", "invigdes", "omkring", "kring"},
    "da": {"år", "året", "i", "siden", "fra", "til", "efter", "før", "indtil", "mellem",
           "sommeren", "vinteren"},
    "hi": {"सन्", "सन", "वर्ष", "साल"},
}  # fmt: skip
# Hindi says what the year is after it: "1990 में", "1990 से", "1990 तक" (a price takes
# "में" too, "1500 में खरीदा": only 1100-1999 are read so, and that reading is a guess).
_HI_AFTER = ("में", "से", "तक", "के", "की", "का")


def year_pattern(lang: str) -> str | None:
    if lang in YEAR_WORDS:
        words = "|".join(f"(?P<w{i}>{w})" for i, (w, _, _) in enumerate(YEAR_WORDS[lang]))
        return rf"(?=\d)(?<![\d.,])(?P<y>\d{{4}})\s?(?:{words})(?!\w)"
    if lang in ("sv", "da"):
        # ... and a century or decade: "1800-talet", "1990-talet", "2000-talet", da
        # "1800-tallet" ("artonhundratalet", "attenhundredetallet"; Språkrådet, Dansk
        # Sprognævn: the year as a year is said, then the noun; panel Q4)
        return (
            r"(?=[12])(?<![\d.,])(?:(?P<c>1[0-9]\d\d|20\d\d)-(?P<tal>tal\w{0,4})(?!\w)"
            r"|(?P<y>1[1-9]\d\d)(?![\d]|[.,]\d|\s?[%€$]|-))"
        )
    if lang in readings.HUNDRED_YEARS:
        # A four-digit number 1100-1999 on its own (no separator, no decimals).
        return r"(?=1)(?<![\d.,])(?P<y>1[1-9]\d\d)(?![\d]|[.,]\d|\s?[%€$])"
    return None


# sv "VM 1994", "OS 1912", "vid Lützen 1632.": a year after a name or an event's capitals,
# ending the sentence (a count there names what it counts after it; panel Q4).
_NAME_BEFORE = re.compile(r"(?<![^\W\d_])(?:[A-ZÅÄÖÆØ]{2,4}|[A-ZÅÄÖÆØ][^\W\d_]+) \Z")
_SENTENCE_END = re.compile(r"[.!?]?\s*\Z|[.!?]\s")


def read_year(lang: str, match: re.Match) -> str:
    if match.groupdict().get("tal"):
        return padded(match, readings.year(int(match.group("c")), lang) + match.group("tal"))
    y = int(match.group("y"))
    if lang not in YEAR_WORDS:
        before = match.string[: match.start()].rstrip().rsplit(None, 1)
        after = match.string[match.end() :].split(None, 1)
        if lang == "hi" and after and after[0].rstrip("।,.") in _HI_AFTER:
            return padded(match, readings.year(y, lang))
        if (
            lang == "sv"
            and _NAME_BEFORE.search(match.string, max(0, match.start() - 30), match.start())
            and _SENTENCE_END.match(match.string, match.end())
            and match.start() > 0
            and not re.search(r"(?:^|[.!?]\s+)\S+ \Z", match.string[: match.start()])
        ):
            return padded(match, readings.year(y, lang))
        if not before or before[-1].lower().rstrip(",") not in _YEAR_CONTEXT[lang]:
            return match.group(0)  # "1234 Stück": a count, not a year
        return padded(match, readings.year(y, lang))
    for i, (_, form, word) in enumerate(YEAR_WORDS[lang]):
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
                and match.group(0).endswith("г.")
                and re.match(r"\s+[А-ЯЁ]", match.string[match.end() :])
                and (not before or before[-1].lower() not in _ADVERBIAL_PREPOSITIONS)
            ):
                return match.group(0)  # "1990 г. Москва": perhaps "город", left to the others
            if (
                lang == "ru"
                and word == "года"
                and match.group(0).endswith("г.")
                and before
                and (before[-1].lower() in ("в", "во"))
            ):
                form, word = "m-prep", "году"
            after = match.string[match.end() : match.end() + 40].split(None, 1)
            if form == "loc-def" and after and re.match(r"[a-ząčęėįšųūž]+[ąį](?!\w)", after[0]):
                # "2025 m. biudžetą": the year of a noun (an accusative, -ą/-į), genitive
                return padded(match, readings.year_genitive(y, lang))
            if form == "loc-def":  # lt: "devyniasdešimtas" -> "devyniasdešimtaisiais"
                said = re.sub(r"as$", "aisiais", ordinal(y, "lt", "m") or "")
                return padded(match, _with_period(match, f"{said} {word}"))
            said = f"{readings.year_ordinal(y, lang, form)} {word}"
            return padded(match, _with_period(match, said))
    return match.group(0)
