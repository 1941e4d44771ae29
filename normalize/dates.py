"""Dates and years in the 28 languages of ``structured.py``: the patterns of
``<lang>.date`` and ``<lang>.year`` and the functions that read what they match (the
words come from ``readings.py``; the month names from CLDR through ``cldr.py``).
"""

import re

from . import cldr, readings
from .folding import fold
from .ordinal_ranges import _DE_NOT_DATES
from .ordinals import ordinal
from .rule import padded

_YEAR_TAIL = {
    "ru": r"(?:\s?(?:г\.|года|год))?", "uk": r"(?:\s?(?:р\.|року|рік))?",
    "bg": r"(?:\s?(?:г\.|година))?", "pl": r"(?:\s?(?:r\.|roku))?",
    "lt": r"(?:\s?m\.)?", "hr": r"(?:\.(?=\s+[a-zčćđšž]))?",
    "ar": r"(?:\s?هـ(?![^\W_]))?",  # a Hijri date's mark, "10/05/1446هـ" (below)
}  # fmt: skip

# ar: a date marked "هـ" counts the Hijri calendar: its months are the Hijri ones (CLDR's
# islamic calendar, format wide; "ذو" in the genitive after "من": "من ذي الحجة") and the
# mark is said "هجرية" ("1446/05/10هـ" -> "العاشر من جمادى الأولى ألف وأربعمائة وستة وأربعين
# هجرية"; panel AG5 heard "مايو" and a bare "هـ").
_HIJRI_MONTHS = ("محرم", "صفر", "ربيع الأول", "ربيع الآخر", "جمادى الأولى", "جمادى الآخرة",
                 "رجب", "شعبان", "رمضان", "شوال", "ذي القعدة", "ذي الحجة")  # fmt: skip
_HIJRI_MARK = re.compile(r"\s?هـ\Z")


def date_pattern(lang: str) -> str:
    months = cldr.month_pattern(lang)
    tail = _YEAR_TAIL.get(lang, "")
    iso = r"(?P<iy>\d{4})-(?P<im>\d{1,2})-(?P<id>\d{1,2})(?!\d)"
    if lang == "ar":  # "2024/06/01": Arabic (Saudi, Gulf) writes the year first with slashes
        iso = (
            r"(?P<iy>\d{4})(?P<isep>[-/])(?P<im>\d{1,2})(?P=isep)(?P<id>\d{1,2})(?!\d)"
            rf"{tail}"
        )
    if lang == "lt":  # "2024.03.05": the year first with dots, as bank and e-shop messages
        # write it beside the standard "2024-03-05" (VLKK, "Datų rašymas"; panel P3, issue 31)
        # ... and with spaces, "2026 02 10" (panel X3), the month and day in two digits each
        iso = (
            r"(?P<iy>\d{4})(?P<isep>[-.]|\s(?=(?:0[1-9]|1[0-2])\s[0-3]\d(?!\d)))"
            r"(?P<im>\d{1,2})(?P=isep)(?P<id>\d{1,2})(?![\d]|\.\d)"
        )
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
    elif lang == "pl":  # "10 X", "3.V.2025": the month as a Roman numeral (RJP, "Zapis dat")
        short = (
            r"|(?P<rd>\d{1,2})(?:\.\s?|\s)(?P<rm>XII|XI|IX|X|VIII|VII|VI|IV|V|III|II|I)"
            r"(?:(?:\.\s?|\s)(?P<ry>\d{4})(?:\s?r\.)?)?(?![\w.]\w|\.\d)"
        )
    elif lang in _ROMAN_MONTH_WITH_YEAR:
        # cs sk hr sl "5. XII. 2024" (ÚJČ "Psaní data", Hrvatski pravopis: the month as a Roman
        # numeral between dots): a date where its year follows, "pátého prosince"
        short = (
            r"|(?P<rd>\d{1,2})\.\s?(?P<rm>XII|XI|IX|X|VIII|VII|VI|IV|V|III|II|I)\.\s?"
            r"(?P<ry>\d{4})(?!\d|[.,]\d)"
        )
    return rf"{fast}(?<![\d.,/])(?:{iso}|{numeric}|{written}{short})"


_ROMAN_MONTHS = {r: m for m, r in enumerate("I II III IV V VI VII VIII IX X XI XII".split(), 1)}
_ROMAN_MONTH_WITH_YEAR = ("cs", "sk", "hr", "sl")
# pl "10 X" without a year is a date only where the sentence tells one: after a weekday or
# "dnia", "od", "do", before a clock time ("3 V" is three volts, "10 X" ten of a letter)
_PL_ROMAN_BEFORE = re.compile(
    r"(?i:poniedziałek|wtorek|środ[aęy]|czwartek|piątek|sobot[aęy]|niedziel[aęi]|dnia|dn\.|od"
    r"|do|dniu|dniach|terminie)[,.]?\s+\Z|\s[IVX]{1,4}\s?[-–]\s?\Z"
    # ... or after an appointment's label, "Twoja wizyta: 5 XII, godz. 11:15" (panel BE2
    # heard "pięć XII")
    r"|(?i:wizyt[ay]|termin|spotkani[ae]|dat[ay]|rezerwacj[ai]|przyjęci[ae]|zabieg):\s+\Z"
)


def _tells_a_roman_date(match: re.Match, d: int, y: int | None) -> bool:
    start, end = match.start(), match.end()
    return 1 <= d <= 31 and (
        y is not None
        or _PL_ROMAN_BEFORE.search(match.string[max(0, start - 20) : start]) is not None
        or _PL_ROMAN_AFTER.match(match.string, end) is not None
    )


_PL_ROMAN_AFTER = re.compile(
    r",?\s(?:o|od|godz\.?|godzin[ay]|godzinie|w\sgodz\.|o\sgodzinie)\s?\d"
    r"|\s?[-–]\s?\d{1,2}[.\s]"
)


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
# ... and with an adverb between, "bis spätestens 15.08.", "ab frühestens 1.9.": the day in
# the dative's weak ending with no article added ("bis spätestens fünfzehnten August"; panel
# AL1, issue 31, heard the nominative "fünfzehnter")
_DE_BETWEEN = {"spätestens", "allerspätestens", "frühestens", "längstens", "einschließlich",
               "ausschließlich", "inklusive", "exklusive", "jeweils"}  # fmt: skip
_DE_FROM = re.compile(r"(?i:\bvo[mn]\s)[^\s]{1,20}\s+bis\s*$")
# ... and a span written without its "vom" ("im Zeitraum 01.01.2024 bis 31.12.2024"): the
# first date takes the "vom" the second's "bis zum" answers (Duden, "Datum": "in der Zeit vom
# ... bis zum ..."; panel AM1 heard "im Zeitraum erster Januar ... bis zum ..."). Not after
# a word that already governs the date ("am", "ab", "zwischen", an article).
_DE_BIS_DATE = re.compile(r"\s+bis\s+\d{1,2}\.\d{1,2}\.(?:\d{4})?(?!\d)")
_DE_GOVERNS = {"von", "zwischen", "vor", "nach", "für", "der", "die", "das", "des", "ein",
               "eine", "einem", "einen"} | _DE_BETWEEN  # fmt: skip


def _with_period(match: re.Match, words: str) -> str:
    """Keep the sentence's full stop when an abbreviation's dot ("г.", "d.", "2024.") was
    both: "Он родился в 1990 г." ends with "году."."""
    if not match.group(0).endswith("."):
        return words
    rest = match.string[match.end() :].lstrip()
    if rest and rest[0].isupper() and _inside_sentence(match, rest):
        return words
    return f"{words}." if not rest or rest[0].isupper() else words


# A clock time right before a date: the date tells the time's day, in the genitive ("на
# 14:00 25 марта" -> "двадцать пятого марта", "о 15:30 22 квітня" -> "двадцять другого").
# A person's initials ("О.І.", "И. И." split in two): a name in running text, after which a
# date says when, as after any other word ("Зарахування … від ФОП Петренко О.І.
# 04.03.2025" -> "четвертого березня"; Український правопис 2019 § 38).
_INITIALS = re.compile(r"(?:[А-ЯЁІЇЄҐ]\.){1,2}")
_CLOCK_BEFORE = re.compile(r"(?:[01]?\d|2[0-3]):[0-5]\d,?")


def _says_when(match: re.Match, before: list[str]) -> bool:
    """Whether a ru or uk date says when (the genitive), not what (the nominative)."""
    after = match.string[match.end() :].lstrip()
    if (not before or before[-1][-1] in ".!?") and after[:1].islower():
        return True  # "5 марта будет ярмарка": когда? пятого марта
    if before and readings.says_when(before[-1]):
        return True  # "Встреча 2 февраля в 17:30": пятого, когда?
    if before and _INITIALS.fullmatch(before[-1]):
        return True  # "від ФОП Петренко О.І. 04.03.2025": after a name, when (panel AU2)
    if before and _CLOCK_BEFORE.fullmatch(before[-1]):
        return True  # "на 14:00 25 марта": the time's date, двадцать пятого марта (panel Y2)
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


# The languages whose short_dates rule reads a span of days with their months ("01.01–
# 28.02.2025"), and the span's first day and month right before a date.
SPAN_LANGS = {"pl", "cs", "sk", "ru", "uk", "hr", "sl", "bg", "ro"}
_SPAN_START = re.compile(r"(?<![\d/.,:\-])\d{1,2}\.(?:0[1-9]|1[0-2])\.?\s?[-–]\s?\Z")


def _second_of_a_span(lang: str, match: re.Match) -> bool:
    start = match.start()
    return lang in SPAN_LANGS and bool(_SPAN_START.search(match.string, max(0, start - 12), start))


def read_date(lang: str, match: re.Match) -> str:
    if match.groupdict().get("ny") and _second_of_a_span(lang, match):
        return match.group(0)  # "01.01–28.02.2025": the span's, short_dates reads it whole
    if lang == "de":
        start = _de_span_start(match)
        if start:
            return start
    return _read_date(lang, match)


def _de_span_start(match: re.Match) -> str | None:
    """ "vom ersten Januar" for a span's first date written without its "vom"; else None."""
    if not _DE_BIS_DATE.match(match.string, match.end()):
        return None
    before = match.string[max(0, match.start() - 40) : match.start()].split()
    if (
        (before and before[-1].lower() in _SHORT_DATE_WORDS["de"] | _DE_GOVERNS)
        or readings.de_weekday_context(before)
        or _DE_NOT_DATES.search(match.string, max(0, match.start() - 12), match.start())
    ):  # "Kapitel 1.2. bis 1.4.": no dates
        return None
    d, m, y = _day_month_year("de", match.groupdict())
    words = readings.date("de", d, m, y, "vom")
    return padded(match, f"vom {words}") if words else None


# de "zwischen dem 20. und 24. Dezember", "am 3. oder 4. Mai": the second day of a pair shares
# the month and the first day's case (Duden, Die Grammatik: coordinated attributes agree;
# panel AO1 heard "und vierundzwanzigster Dezember").
_DE_AND = {"und", "oder", "sowie", "bzw."}
_DE_FIRST_DAY = re.compile(r"\d{1,2}\.")


def _de_coordinated(lang: str, before: list[str]) -> str | None:
    """The word that governs a German pair's first day ("dem", "am", "der"), when the date
    is the pair's second ("20. und 24. Dezember"); "dem" after a bare "zwischen"."""
    if lang != "de" or len(before) < 3 or before[-1].lower() not in _DE_AND:
        return None
    if not _DE_FIRST_DAY.fullmatch(before[-2]):
        return None
    word = before[-3].split()[-1].lower()
    return "dem" if word == "zwischen" or word in _DE_ARTICLE else word


def _hijri(lang: str, match: re.Match, words: str | None, m: int) -> str | None:
    """ "العاشر من مايو ألف…": the same date in the Hijri months, its mark said."""
    if lang != "ar" or not _HIJRI_MARK.search(match.group(0)):
        return words
    month = cldr.month_name("ar", m)
    if words is None or not 1 <= m <= 12 or month not in words:
        return None
    return f"{words.replace(month, _HIJRI_MONTHS[m - 1], 1)} هجرية"


def _day_month_year(lang: str, g: dict) -> tuple[int, int, int | None]:
    if g.get("iy"):
        return int(g["id"]), int(g["im"]), int(g["iy"])
    if g.get("ny"):
        return int(g["nd"]), int(g["nm"]), int(g["ny"])
    if g.get("sd"):
        return int(g["sd"]), int(g["sm"]), None
    if g.get("rd"):
        return int(g["rd"]), _ROMAN_MONTHS[g["rm"]], int(g["ry"]) if g.get("ry") else None
    m = int(g["wn"]) if g.get("wn") else cldr.month_keys(lang)[fold(g["wm"]).rstrip(".")]
    return int(g["wd"]), m, int(g["wy"]) if g.get("wy") else None


# hr "odgođena za 15. siječnja", "pomaknut za 3. ožujka": "za" after a verb of putting off
# or moving says the day it moves to, the accusative ("za petnaesti siječnja"; Hrvatska
# gramatika; panel AL4 heard "za petnaestog"). After "zakazan za" panels pinned the genitive.
_HR_MOVED = re.compile(
    r"(?i)(?<![^\W\d_])(?:odgo[dđ]|odgađ|pomak|pomaknu|pomjer|premje?št|preba[cč]|odlo[žg])"
    r"[^\W\d_]*\s+za\s+\Z"
)


def hr_moved_to(text: str, start: int) -> bool:
    """hr a verb of putting off or moving, then "za", right before ``start``."""
    return bool(_HR_MOVED.search(text, max(0, start - 40), start))


def _read_date(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    d, m, y = _day_month_year(lang, g)
    if g.get("rd") and not _tells_a_roman_date(match, d, y):
        return match.group(0)
    before = match.string[: match.start()].rstrip().rsplit(None, 2)
    context = (
        " ".join(before[-2:])
        if len(before) >= 2 and before[-2].lower() == "bis"
        else (before[-1] if before else "")
    )
    if (
        lang == "de"
        and len(before) >= 2
        and before[-1].lower() in _DE_BETWEEN
        and before[-2].lower() in _DE_ARTICLE
    ):
        context = "dem"  # "bis spätestens 15.08." -> "fünfzehnten", as after "bis zum"
    if g.get("sd") and context.lower() not in _SHORT_DATE_WORDS.get(lang, ()):
        return match.group(0)
    if lang == "hr" and hr_moved_to(match.string, match.start()):
        context = "na"  # "odgođena za 15. siječnja": the accusative, as after "na"
    if lang == "de" and readings.de_weekday_context(before):
        context = "am"  # "am Dienstag, 3. Juni" -> "dritten Juni" (apposition)
    context = _de_coordinated(lang, before) or context
    if lang in ("ru", "uk") and _says_when(match, before):
        context = readings.SENTENCE_START
    article = _DE_ARTICLE.get(context.lower()) if lang == "de" else None
    if article and _DE_FROM.search(match.string, max(0, match.start() - 40), match.start()):
        article = None  # "vom 1.4. bis 3.4.": a span says "bis dritten April" (Duden)
    words = readings.date(lang, d, m, y, f"{context} {article}" if article else context)
    words = _hijri(lang, match, words, m)
    if words and article:
        words = f"{article} {words}"  # "bis 30.6." -> "bis zum dreißigsten Juni"
    if words and (g.get("husuf") or g.get("nsuf")):
        day = readings.hungarian_day_on(d, g.get("husuf") or g["nsuf"])
        words = words.rsplit(" ", 1)[0] + " " + day
    previous = before[-1].lower() if before else ""
    if words and lang == "et":
        words = _estonian_case(words, g, (d, m, y), _et_verb_before(before))
    if words and previous and words.split(" ", 1)[0] == previous and " " in words:
        words = words.split(" ", 1)[1]  # "Ngày 05/03/2024": the text says "ngày" already
    if words and g.get("wm") and g["wm"][0].isupper():
        month = cldr.month_name(lang, m)
        words = words.replace(month, month[:1].upper() + month[1:], 1)  # "Március 1." starts
    if words and match.group(0)[0].isupper() and words[0].islower():
        words = words[0].upper() + words[1:]  # vi "Ngày 5 tháng 4" opens a sentence: "Ngày mùng"
    if words:
        words = _before_a_clock(lang, match, g, d, _as_subject(lang, match, (d, m, y), words))
    return match.group(0) if words is None else padded(match, _with_period(match, words))


# et a date after "hiljemalt" (by), "kuni" (until), "alates" (from) takes their case: the
# translative, the terminative (its ordinal in the genitive: the last four cases agree in
# the genitive only), the elative (EKI ÕS; Eesti keele grammatika § 2.1; panel V3 heard
# "hiljemalt viieteistkümnes november").
ET_GOVERNED_DATE = {"hiljemalt": ("ks", "ks"), "kuni": ("", "ni"), "alates": ("st", "st"),
                    # "enne 1.07", "pärast 3.05": the partitive, "enne esimest juulit",
                    # "pärast kolmandat maid" (EKI ÕS "enne", "pärast"; panel AI)
                    "enne": ("t", "t"), "pärast": ("t", "t")}  # fmt: skip
_ET_MONTH_GENITIVES = ("jaanuari veebruari märtsi aprilli mai juuni juuli augusti septembri "
                       "oktoobri novembri detsembri").split()  # fmt: skip


# et a date after a verb of an event (toimub, algab, jõustub, sündis) or a passive (avatakse)
# says on which day: the adessive, as the writer's "3. mail" (EKI ÕS; panel AI heard
# "toimub kolmas mai").
_ET_WHEN = re.compile(
    r"toimu(?:b|vad|s|sid)|alga(?:b|vad|s|sid)|lõpe(?:b|vad)|lõppe(?:s|sid)|jõustu(?:b|s)"
    r"|saabu(?:s|sid)|sündi(?:s|sin|sid)|suri|abiellu(?:sid|vad)|kolis|koli(?:vad|sid)"
    # ... an intransitive verb of arriving, leaving, opening in the present ("Pakk saabub
    # 16.05.2024": "kuueteistkümnendal mail"; panel AM3 heard "kuueteistkümnes mai")
    r"|[^\W\d_]{3,}ub|[^\W\d_]{2,}uvad|jõua(?:b|vad)|avane(?:b|vad)"
    r"|[^\W\d_]{2,}(?:takse|dakse)"
    # ... or a passive participle of a thing done on that day ("Kaardimakse kinnitatud
    # 12.03.2024": "kaheteistkümnendal märtsil"; panel AL3 heard "kaheteistkümnes märts")
    r"|kinnitatud|makstud|tasutud|saadetud|tehtud|registreeritud|allkirjastatud|asutatud"
    r"|väljastatud|tühistatud"
    # ... any such participle, in -tud or -dud ("Uuendatud 01.06.2024", "avaldatud",
    # "muudetud", "loodud": "esimesel juunil"; panel AY3 heard "uuendatud esimene juuni")
    r"|[^\W\d_]{3,}(?:tud|dud)"
    # ... or the past impersonal ("Kaardiga tehti 15.03.2024 kell 19:12 makse", "Leping
    # sõlmiti 1.02.2024": "viieteistkümnendal märtsil"; panel AX3 heard "viieteistkümnes
    # märts"), a clock after it too, as after the participle ("kinnitatud ... kell 18:07",
    # pinned); not the adverb "hiljuti" (recently)
    r"|(?!hiljuti)[^\W\d_]{3,}(?:ati|eti|iti|uti)|tehti|nähti|anti|pandi|loodi|toodi|viidi"
    r"|müüdi|saadi|peeti|jäeti|võeti"
)


# ... and with the verb's particle between, "toimetatakse kätte 15.03.2024", "saadetakse
# välja 3.05." (panel AJ3 heard "kätte viieteistkümnes märts"): the verb's word decides.
_ET_PARTICLES = set("kätte kohale välja ära üle tagasi lahti kinni sisse edasi".split())


def _et_verb_before(before: list[str]) -> str:
    """The word before the date, or the verb before its particle."""
    previous = before[-1].lower() if before else ""
    if previous in _ET_PARTICLES and len(before) > 1:
        return before[-2].lower()
    return previous


def _estonian_case(words: str, g: dict, dmy: tuple, previous: str) -> str:
    d, m, y = dmy
    if (g.get("wm") or "").lower().endswith("il"):
        # "5. märtsil": the day in the adessive too, "viiendal märtsil" (EKI ÕS)
        said_year = f" {readings.year(y, 'et')}" if y is not None else ""
        return f"{ordinal(d, 'et', 'ade')} {g['wm']}{said_year}"
    if previous in ET_GOVERNED_DATE and not g.get("sd"):
        return et_governed_date(previous, d, m, y, g.get("wm") or "") or words
    if _ET_WHEN.fullmatch(previous) and not g.get("wm") and 1 <= m <= 12:
        # "toimub 3.05.2024": on the day, the adessive, "kolmandal mail" (as "3. mail")
        said_year = f" {readings.year(y, 'et')}" if y is not None else ""
        return f"{ordinal(d, 'et', 'ade')} {_ET_MONTH_GENITIVES[m - 1]}l{said_year}"
    return words


def et_governed_date(previous: str, d: int, m: int, y: int | None, written: str) -> str | None:
    day_end, month_end = ET_GOVERNED_DATE[previous]
    governed = _ET_MONTH_GENITIVES[m - 1] + ("d" if (m, day_end) == (5, "t") else month_end)
    if written and written.lower() not in (cldr.month_name("et", m).lower(), governed):
        return None  # "kuni 5. maini": the writer's own ending, read as written
    day = ordinal(d, "et", "gen")
    if not day or not 1 <= m <= 12:
        return None
    year = f" {readings.year(y, 'et')}" if y is not None else ""
    month = _ET_MONTH_GENITIVES[m - 1]
    if day_end == "t":  # the partitive: "esimese" -> "esimest", "mai" -> "maid"
        day, month_end = day.removesuffix("e"), "d" if month == "mai" else "t"
    return f"{day}{day_end} {month}{month_end}{year}"


# lv sl a date that opens its sentence, its month written in the nominative, before "is"
# ("18. novembris ir ...", "25. junij je ..."), is the sentence's subject: the day an ordinal
# in the nominative, the month as written (panel U3 heard "astoņpadsmitajā novembrī ir",
# "petindvajsetega junija je": the month word changed). Elsewhere ("potrjen: 22. januar")
# the case the dates' rules read, as earlier panels heard right.
_SUBJECT_VERB = {"lv": r"ir|bija|būs", "sl": r"je|bo|bil|bila|bilo"}


def _as_subject(lang: str, match: re.Match, dmy: tuple, words: str) -> str:
    d, m, y = dmy
    month = match.groupdict().get("wm")
    if lang not in _SUBJECT_VERB or not month or y is not None:
        return words
    if month.lower() != cldr.months_standalone(lang, m).lower():
        return words
    before = match.string[: match.start()]
    if before.strip() and not re.search(r"[.!?]\s*$", before):
        return words
    if not re.match(rf"\s+(?:{_SUBJECT_VERB[lang]})(?!\w)", match.string[match.end() :]):
        return words
    return f"{ordinal(d, lang)} {month}"  # "18. novembris ir": "astoņpadsmitais novembris"


# ro says the hour's noun between a date and the clock written right after it ("12.03.2024
# 14:32" is "..., ora paisprezece și treizeci și doi"; DOOM writes "ora 14:32").
_CLOCK_AFTER = re.compile(r"[ \t]{1,3}(?:[01]?\d|2[0-3]):[0-5]\d(?!\d)")


# hu a date before a clock that says "at" ("2024.03.15. 18:42-kor") says "on" that day: the
# superessive "-án/-én" (MHSz 12, 292.; panel T3 heard the label "március tizenötödike").
# A date before a bare clock ("SPAR, 2024.03.15 14:22", "Időpont: 2024.06.01. 13:00") is a
# label, and earlier panels heard its nominative right; so did they the nominative of lt fi
# et time stamps ("MAXIMA 2025-03-12 18:05", "vaihdettiin 5.3.2024 klo 11.42"), left so.
_HU_AT_CLOCK_AFTER = re.compile(r"[ \t]{1,3}(?:[01]?\d|2[0-3])[:.][0-5]\d-kor(?!\w)")


def _before_a_clock(lang: str, match: re.Match, g: dict, d: int, words: str) -> str:
    if lang == "ro" and _CLOCK_AFTER.match(match.string, match.end()):
        return words + ", ora"  # "12.03.2024 14:32": "..., ora paisprezece" (panel S4)
    if lang == "hu" and not (g.get("husuf") or g.get("nsuf")):
        if _HU_AT_CLOCK_AFTER.match(match.string, match.end()):
            suffix = "án" if re.search(r"[aáoó]dik$", ordinal(d, "hu") or "") else "én"
            return words.rsplit(" ", 1)[0] + " " + readings.hungarian_day_on(d, suffix)
    return words


# --- years ------------------------------------------------------------------------------

# Years with the word for "year" after them take an ordinal in its case (Gramota.ru,
# Правопис, Poradnia PWN, Официален правописен речник): "в 2024 году" -> "в две тысячи
# двадцать четвёртом году". (regex of the word, ordinal form, word said after)
YEAR_WORDS = {
    # a span's plural word ("в 2020–2024 гг.", "у 2022–2023 роках"): each year an ordinal
    # in the singular, in the case the word takes (Розенталь § 194; panel AM2)
    "ru": [(r"годах", "m-prep", "годах"), (r"годов", "m-gen", "годов"), (r"годы", "m", "годы"),
           (r"гг\.", "m-gen", "годов"), (r"году", "m-prep", "году"),
           (r"года|г\.(?=\s+[а-яё]|\s*$|[,;:)]|\s+[А-ЯЁ]|\s+[—–](?!\w))", "m-gen", "года"),
           (r"год", "m", "год"), (r"годом", "m-ins", "годом")],
    "uk": [(r"роках", "m-loc", "роках"), (r"років", "m-gen", "років"), (r"роки", "m", "роки"),
           (r"рр\.", "m-gen", "років"), (r"році", "m-loc", "році"),
           (r"року|р\.", "m-gen", "року"), (r"рік", "m", "рік")],
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
           "dog", "föddes", "född", "grundades", "byggdes", "invigdes", "omkring", "kring",
           # ... and an event's noun in a ruler's or a town's genitive ("Karl XII:s död
           # 1718", "Stockholms blodbad 1520"; panel BA4 heard "ettusen sjuhundraarton")
           "död", "födelse", "kröning", "abdikation", "blodbad", "grundande",
           "tronbestigning", "landstigning"},
    "da": {"år", "året", "i", "siden", "fra", "til", "efter", "før", "indtil", "mellem",
           "sommeren", "vinteren"},
    "hi": {"सन्", "सन", "वर्ष", "साल"},
}  # fmt: skip
# ... and the participles a year of history goes before ("wurde 1998 gegründet", "werd
# 1998 opgericht"; panel U1, issue 31, heard "eintausendneunhundertachtundneunzig").
_YEAR_BEFORE = {
    "de": {"gegründet", "geboren", "gestorben", "erbaut", "gebaut", "errichtet", "eröffnet",
           "eingeführt", "veröffentlicht", "erschienen", "zerstört", "entdeckt", "erfunden"},
    "nl": {"opgericht", "geboren", "overleden", "gebouwd", "geopend", "gesticht",
           "uitgebracht", "verschenen", "ingevoerd", "ontdekt"},
}  # fmt: skip
# ... and a past tense's verb before it, when no noun it could count follows: a separable
# particle, an article or pronoun, a conjunction, a preposition or the clause's end ("dankte
# 1918 ab", "fiel 1989 die Mauer", "gründete 1871 das Reich"; panel AQ1 heard
# "eintausendneunhundertachtzehn"; Duden "Zahlen und Ziffern": years in hundreds). A count
# names its noun after it ("kaufte 1918 Äpfel", "hatte 1500 rote Rosen") and stays.
_DE_PRETERITE = re.compile(
    r"[a-zäöüß]{2,}(?:te|ten)|fiel|fielen|kam|kamen|ging|gingen|begann|begannen|gewann"
    r"|gewannen|verlor|verloren|trat|traten|schrieb|floh|zog|zogen|brach|entstand|fand|fanden"
    r"|blieb|war|waren|wurde|wurden|erschien|verließ|erhielt|hielt|gab|nahm|übernahm|schuf"
    r"|sank|stieg|lag|saß|stand|sprach|warf|wuchs|trug"
)
_DE_NO_NOUN_AFTER = re.compile(
    r"\s*(?:[.,;:!?)–—]|\Z|(?:ab|an|auf|aus|bei|ein|fest|mit|vor|zu|zurück|statt|los|fort"
    r"|nieder|heraus|hinaus|und|oder|als|in|im|am|nach|unter|gegen|für|von|vom|zum|zur|der|die"
    r"|das|den|dem|des|eine[mnrs]?|sein\w{0,2}|ihr\w{0,2}|er|sie|es|man|sich|wieder|erstmals"
    r"|endgültig|schließlich|offiziell|erneut|dann|noch|nicht|nur|erst|bereits)(?![^\W\d_]))"
)


def _de_past_year(before: list[str], match: re.Match) -> bool:
    """ "dankte 1918 ab": after a past tense's verb, and no noun it counts after it."""
    return bool(
        before
        and _DE_PRETERITE.fullmatch(before[-1])
        and _DE_NO_NOUN_AFTER.match(match.string, match.end())
    )


# Hindi says what the year is after it: "1990 में", "1990 से", "1990 तक" (a price takes
# "में" too, "1500 में खरीदा": only 1100-1999 are read so, and that reading is a guess).
_HI_AFTER = ("में", "से", "तक", "के", "की", "का")


# A year of three digits with its word, after a preposition of time: bg "до 927 г.",
# "през 681 г." (the year of history is said as any year, "деветстотин двайсет и седма
# година"; elsewhere "65 г." is an age, abbreviations.py).
_YEAR_OF_THREE = {
    "bg": ("до", "До", "през", "През", "от", "От", "след", "След", "преди", "Преди", "около",
           "към", "в", "В"),
}  # fmt: skip


# The prepositions after which a year written short is an accusative: "for" and "into"
# a period ("за 2024 г.", "на 2025 р.", "za 2024 r.").
_ACCUSATIVE_YEAR = {"за", "За", "на", "На", "za", "Za", "na", "Na"}

# The plural words of a span, their case after "в"/"у" and after "за"/"на" ("в 2020–2024
# гг." -> "годах", "за 2020–2024 гг." -> "годы"; else the genitive, "данные 2020–2024 гг.").
_PLURAL_YEARS = {"годах": "ru", "годов": "ru", "годы": "ru", "роках": "uk", "років": "uk",
                 "роки": "uk"}  # fmt: skip
_SHORT_PLURAL = {("ru", "в"): ("m-prep", "годах"), ("ru", "во"): ("m-prep", "годах"),
                 ("ru", "за"): ("m", "годы"), ("ru", "на"): ("m", "годы"),
                 ("uk", "в"): ("m-loc", "роках"), ("uk", "у"): ("m-loc", "роках"),
                 ("uk", "за"): ("m", "роки"), ("uk", "на"): ("m", "роки")}  # fmt: skip

# A span "с 2020 по 2023 год", "від 2020 до 2023 року", "от 2020 до 2023 г.": the first
# year an ordinal too, in the case its preposition takes (ru uk the genitive; panel AM2
# heard "с две тысячи двадцать по ...").
_SPAN_FROM = {"ru": (r"[Сс]о?|[Оо]т", r"по|до"), "uk": (r"[Зз]|[Вв]ід", r"по|до"),
              "bg": (r"[Оо]т", r"до")}  # fmt: skip


def _accusative_year(
    lang: str, match: re.Match, before: list[str], form: str, word: str
) -> tuple[str, str]:
    """ "за 2024 г.", "za 2024 r.": the year a sum or a plan is for, the accusative ("за две
    тысячи двадцать четвёртый год"; Розенталь § 194, Poradnia PWN "za rok"; panel AD2 heard
    the genitive "года"). Only the short word: a writer of "за 2024 года" chose the case."""
    if form == "m-gen" and match.group(0).endswith(".") and before:
        if before[-1] in _ACCUSATIVE_YEAR:
            return "m", {"ru": "год", "uk": "рік", "pl": "rok"}[lang]
    return form, word


# ru "по сравнению с 2023 г.", "перед 2020 г.": prepositions of the instrumental (Русская
# грамматика 1980 § 1839), "с две тысячи двадцать третьим годом" (panel AV2 heard the
# genitive "года"); "с 2023 г." alone is "since", the genitive. (uk "порівняно з 2023 р."
# would ask for the ordinal's instrumental, which ordinals.py has not for uk: left.)
_INSTRUMENTAL_YEAR = {
    "ru": re.compile(r"(?<![^\W\d_])(?i:по сравнению с|в сравнении с|перед|над|вместе с)\s+\Z"),
}
_INSTRUMENTAL_YEAR_WORD = {"ru": "годом"}


def _year_case(
    lang: str, match: re.Match, i: int, before: list[str], said: tuple[str, str]
) -> tuple[str, str] | None:
    """The form and word the words before the year ask for ("w 2023 r." the locative)."""
    form, word = said
    if lang in ("pl", "uk") and form == "m-gen" and before:
        if before[-1].lower() in ("w", "we", "у", "в"):
            form, word = "m-loc", "roku" if lang == "pl" else "році"
    form, word = _accusative_year(lang, match, before, form, word)
    if lang == "ru" and word == "года" and match.group(0).endswith("г.") and before:
        if before[-1].lower() in ("в", "во"):
            form, word = "m-prep", "году"
    if lang in _INSTRUMENTAL_YEAR and form == "m-gen" and before and not match.group("y0"):
        if _INSTRUMENTAL_YEAR[lang].search(match.string, max(0, match.start() - 30), match.start()):
            form, word = "m-ins", _INSTRUMENTAL_YEAR_WORD[lang]
    return _plural_years(lang, match.group(f"w{i}"), match, before, (form, word))


def _plural_years(
    lang: str, written: str, match: re.Match, before: list[str], said: tuple[str, str]
) -> tuple[str, str] | None:
    """The form and word of a span's plural ("гг." after "в": "годах"); None for a plural
    word after one year alone."""
    if said[1] not in _PLURAL_YEARS and written not in ("гг.", "рр."):
        return said
    if not match.groupdict().get("y0"):
        return None
    if written in ("гг.", "рр.") and before:
        return _SHORT_PLURAL.get((lang, before[-1].lower()), said)
    return said


def _from_to(lang: str, match: re.Match, y: int, form: str, word: str) -> str:
    """ "с 2020 по 2023 год": the first year the genitive ordinal (bg the feminine)."""
    start = int(match.group("y1"))
    if not start < y:
        return match.group(0)
    said = readings.year_ordinal(start, lang, "f" if lang == "bg" else "m-gen")
    year = readings.year_ordinal(y, lang, form)
    words = f"{match.group('p0')} {said} {match.group('p1')} {year} {word}"
    return padded(match, _with_period(match, words))


def year_pattern(lang: str) -> str | None:
    if lang in YEAR_WORDS:
        words = "|".join(f"(?P<w{i}>{w})" for i, (w, _, _) in enumerate(YEAR_WORDS[lang]))
        # lt lv a span of years, "2027–2028 m.", "2027.–2028. gadā": both years in the
        # case the word takes (panel Y3 heard the first a cardinal, lv with its dot said)
        span = r"(?:(?P<y0>\d{4})\.?\s?[–—-]\s?)?" if lang in ("lt", "lv") else ""
        if lang in _SPAN_FROM:  # ru uk bg "2021–2023 г.", "с 2020 по 2023 год" (panel AM2)
            start, end = _SPAN_FROM[lang]
            # bg "от 893 до 927 г.": a year of history's span, both ordinals (panel AU2
            # heard "от осемстотин деветдесет и три до …")
            first = r"[1-9]\d{2,3}" if lang in _YEAR_OF_THREE else r"\d{4}"
            span = (
                rf"(?:(?<![^\W\d_])(?P<p0>{start})\s(?P<y1>{first})\s(?P<p1>{end})\s"
                r"|(?P<y0>\d{4})\s?[–—-]\s?)?"
            )
        year = r"\d{4}"
        if lang in _YEAR_OF_THREE:  # bg "до 927 г." (panel Z2): after a preposition of time
            year += "|" + "".join(f"(?<={p} )" for p in _YEAR_OF_THREE[lang]).replace(")(", ")|(")
            year = year.replace("|(?<=", "|(?:(?<=", 1) + r")[1-9]\d{2}"
        return rf"(?<![\d.,]){span}(?=\d)(?<![\d.,])(?P<y>{year})\s?(?:{words})(?!\w)"
    if lang in ("sv", "da"):
        # ... and a century or decade: "1800-talet", "1990-talet", "2000-talet", da
        # "1800-tallet" ("artonhundratalet", "attenhundredetallet"; Språkrådet, Dansk
        # Sprognævn: the year as a year is said, then the noun; panel Q4)
        # da "1640'erne", "80'erne": a decade (Retskrivningsordbogen: 1970'erne,
        # halvfjerdserne), its tens' word made the noun (panel BC4 heard "fyrre'erne")
        decade = r"(?<![\d.,'’])(?P<dec>(?:1[1-9])?[2-9]0)['’]erne(?!\w)|" if lang == "da" else ""
        return decade + (
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


def _span(first: str | None, y: int, say) -> str:
    """The year said, after the span's first year said alike ("…septītajā–…astotajā")."""
    return f"{say(int(first))}–{say(y)}" if first else say(y)


def _da_decade(written: str) -> str:
    """da "1640'erne" -> "sekstenhundrede og fyrrerne", "80'erne" -> "firserne"."""
    said = readings.year(int(written) if len(written) == 4 else 1900 + int(written), "da")
    head, _, tens = said.rpartition(" ")
    tens = tens + "rne" if tens.endswith("e") else "tresserne" if tens == "tres" else tens + "erne"
    return f"{head} {tens}" if len(written) == 4 else tens


def _decade_or_century(lang: str, match: re.Match) -> str:
    """sv da "1990-talet", "1800-tallet"; da "1640'erne"."""
    if match.groupdict().get("dec"):
        return padded(match, _da_decade(match.group("dec")))
    return padded(match, readings.year(int(match.group("c")), lang) + match.group("tal"))


def read_year(lang: str, match: re.Match) -> str:
    if match.groupdict().get("dec") or match.groupdict().get("tal"):
        return _decade_or_century(lang, match)
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
        participle = after and after[0].rstrip(",.;") in _YEAR_BEFORE.get(lang, ())
        participle = participle or (lang == "de" and _de_past_year(before, match))
        if not participle and (
            not before or before[-1].lower().rstrip(",") not in _YEAR_CONTEXT[lang]
        ):
            return match.group(0)  # "1234 Stück": a count, not a year
        return padded(match, readings.year(y, lang))
    for i, (_, form, word) in enumerate(YEAR_WORDS[lang]):
        if match.group(f"w{i}"):
            before = match.string[: match.start()].rstrip().rsplit(None, 1)
            said = _year_case(lang, match, i, before, (form, word))
            if said is None:
                return match.group(0)  # "в 2020 гг.": not a span, left as written
            form, word = said
            first = match.groupdict().get("y0")
            if (
                lang == "ru"
                and match.group(0).endswith("г.")
                and re.match(r"\s+[А-ЯЁ]", match.string[match.end() :])
                and (not before or before[-1].lower() not in _ADVERBIAL_PREPOSITIONS)
            ):
                return match.group(0)  # "1990 г. Москва": perhaps "город", left to the others
            after = match.string[match.end() : match.end() + 40].split(None, 1)
            if form == "loc-def" and after and re.match(r"[a-ząčęėįšųūž]+[ąį](?!\w)", after[0]):
                # "2025 m. biudžetą": the year of a noun (an accusative, -ą/-į), genitive
                return padded(match, readings.year_genitive(y, lang))
            if first and not int(first) < y:
                return match.group(0)
            if match.groupdict().get("y1"):  # "с 2020 по 2023 год"
                return _from_to(lang, match, y, form, word)
            if form == "loc-def" and before and before[-1].lower() in ("per", "į"):
                # "per 2025 m." (through the year): the accusative plural, "per du
                # tūkstančius dvidešimt penktuosius metus" (DLKG § 803; panel X3)
                said = _span(
                    first, y, lambda n: re.sub(r"as$", "uosius", ordinal(n, "lt", "m") or "")
                )
                return padded(match, _with_period(match, f"{said} metus"))
            if form == "loc-def":  # lt: "devyniasdešimtas" -> "devyniasdešimtaisiais"
                said = _span(
                    first, y, lambda n: re.sub(r"as$", "aisiais", ordinal(n, "lt", "m") or "")
                )
                return padded(match, _with_period(match, f"{said} {word}"))
            said = _span(first, y, lambda n, form=form: readings.year_ordinal(n, lang, form))
            return padded(match, _with_period(match, f"{said} {word}"))
    return match.group(0)
