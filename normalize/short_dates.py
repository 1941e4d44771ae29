"""Dates without a year: "5.12." and "am Fr., 5.12." (de), "dotrze 12.05" (pl), "приедет
15.03" (ru), "le 21/10" (fr, es, pt, it), "ngày 15/8" (vi), "due 6/30" (en). Written so,
they look like decimals ("12.05") or fractions ("21/10"); ``<lang>.shortdate`` reads them
as dates where the form or the words around say so, and leaves the rest to the number
rules. The words come from ``readings.date`` (and ``english_words`` for English).

When a date is one:
- day/month with a slash (en: month/day): after a word that introduces a date ("le",
  "el", "dia", "il", "ngày", "on", "by", a weekday), or when the day is over 12 and no
  unit follows (a fraction's denominator is rarely over 12: "1/2", "3/4"), or when a part
  is padded with a zero ("12/03", "05/12": no fraction is written so). "24/7" never.
- day.month in the languages that write a decimal comma (a dot between numbers is no
  decimal there): the month with two digits ("15.03", "10.06"), not before a currency or
  unit, not after the language's word for "at" a time ("klo 10.12").
- German "5.12." with its closing dot after a weekday or a word of appointments (the
  date rule already reads it after "am", "vom", "bis").
"""

import re
from functools import cache

from babel.dates import get_day_names

from . import cldr, dates, readings
from .numbers import spell
from .ordinal_ranges import fi_sentence_ends
from .rule import Rule, padded, rule

SLASH = ("fr", "es", "pt", "it", "vi", "el", "id", "en", "da", "ar", "sv", "hi")  # da "14/3"
# hi "अंतिम तिथि 10/04": India writes day/month (panel P5, issue 31)
# sv "till 24/12" (Språkrådet, Svenska skrivregler 11.6: day/month; panel R2, issue 31)
DOT = ("de", "pl", "ru", "uk", "cs", "sk", "bg", "hr", "sl", "ro", "fi", "et", "lv", "lt", "tr")
# Turkish and German write a day and month with a slash too ("son ödeme tarihi 20/04",
# "fällig am 20/04"; panel BD5, issue 31): in tr as in fr, in de after a date's word only.
SLASH_TOO = ("tr", "de")
# Words after which "21/10" is a date (articles and prepositions of dates, per language).
_DATE_WORDS = {
    "fr": {"le", "du", "au", "jusqu'au", "dès", "depuis", "avant", "après", "ce"},
    "es": {"el", "del", "al", "día", "hasta", "desde", "antes", "después"},
    "pt": {"dia", "no", "o", "em", "até", "desde", "a", "de", "antes", "após"},
    "it": {"il", "del", "al", "dal", "entro", "giorno", "fino", "l'"},
    # vi "Lịch hẹn: 3/3", "hạn 5/4": an appointment's or a deadline's day (panel AH5)
    "vi": {"ngày", "hôm", "đến", "từ", "hẹn", "hạn"},
    "el": {"στις", "την", "έως", "από"},
    "id": {"tanggal", "tgl", "sampai", "pada"},
    # ar: "يوم 15/12", "بتاريخ 15/12", "حتى 15/12" (day/month; a fresh panel, issue 31)
    "ar": {"يوم", "بتاريخ", "تاريخ", "حتى", "قبل", "بعد", "منذ"},
    "hi": {"तिथि", "तारीख", "तारीख़", "दिनांक", "तक", "से"},
    "en": {"on", "by", "until", "till", "due", "before", "after", "from", "through", "thru"},
    "de": {"termin", "datum", "am", "bis", "ab", "vom", "zum", "seit", "den", "dem"},
    # tr "son ödeme tarihi 20/04", "Randevu: 15/05" (panel BD5 heard "yirmi/dört")
    "tr": {"tarihi", "tarih", "tarihinde", "tarihine", "tarihli", "randevu", "teslim"},
    # sv da "förfaller 1/5", "forfalder 1/5": a bill falls due on a day (panel AA4 heard "et/fem")
    "sv": {"till", "den", "från", "före", "efter", "senast", "tills", "datum", "på",
           "förfaller", "betalas"},
    "da": {"den", "d.", "til", "fra", "før", "efter", "senest", "inden", "indtil", "dato", "på",
           "forfalder", "betales"},
}  # fmt: skip
# Panel AH4 (issue 31) heard en "ready as of 4/12" read "four/twelve" and sv "fr.o.m. 3/4"
# "tre/fyra": words of several that say from when (en "as of", "effective", "starting";
# sv "från och med", "till och med", da "fra og med", "til og med", written short too;
# Merriam-Webster "as of"; SAOL "fr.o.m."; Den Danske Ordbog "t.o.m.") introduce a date.
_DATE_PHRASES = {
    "en": re.compile(r"(?i)(?<![\w'])(?:as\s+of|effective|starting|beginning)\s{1,3}\Z"),
    "sv": re.compile(r"(?i)(?<!\w)(?:(?:från|till)\s+och\s+med|fr\.o\.m\.|t\.o\.m\.)\s{1,3}\Z"),
    "da": re.compile(r"(?i)(?<!\w)(?:(?:fra|til)\s+og\s+med|f\.o\.m\.|t\.o\.m\.)\s{1,3}\Z"),
}


def _after_date_phrase(lang: str, match: re.Match) -> bool:
    phrase = _DATE_PHRASES.get(lang)
    return bool(phrase and phrase.search(match.string, max(0, match.start() - 20), match.start()))


# da sv write day and month with a dot after each too ("d. 14.3.", "den 5.6."; Retskriv-
# ningsordbogen, "datoer"; Svenska skrivregler 11.6): after a word of dates only, as the
# slash ("version 14.3." stays).
_DM_DOT_AFTER_WORD = {"da", "sv"}
# What a quantity has after it: a currency sign or a unit ("12.05 zł", "1/2 kg"); a sign
# before another number is that number's ("op 02-01 € 35,00": panel Z1 heard "twee-één").
_NOT_AFTER = (
    r"(?!\s?(?:[%‰]|[€$£₽₴¥](?!\s?\d)|(?:zł|руб|грн|Kč|лв|kn|lei|EUR|PLN|USD|CZK|km|kg|cm|mm|ml|m|l|g|h"
    r"|Uhr|ч|год|min|TL)(?!\w)))"
)
# A span of days in one month, "10-14/7" (vi id; panel Q5): the first day before a dash.
_SLASH = (
    r"(?<![\d/.,:\-])(?:(?P<s1>\d{1,2})\s?[-–]\s?)?(?P<a>\d{1,2})/(?P<b>\d{1,2})(?![\d/]|[.,]\d)"
    + _NOT_AFTER
)
_DOT = r"(?<![\d/.,:\-])(?P<d>\d{1,2})\.(?P<m>0[1-9]|1[0-2])(?!\d|[.,]\d)" + _NOT_AFTER
# Czech and Slovak write the day and month with a dot after each, often spaced: "15. 11."
# (ÚJČ, "Psaní data"); the closing dot makes it a date. With a year the date rule read it.
_CS_DOT = (
    r"(?<![\d/.,:\-])(?P<d>\d{1,2})\."
    r"(?:\s?(?P<m2>\d{1,2})\.(?!\d|\s?\d|[.,]\d)|(?P<m>0[1-9]|1[0-2])(?!\d|[.,]\d))"
)
_DE_DOT = r"(?<![\d/.,:\-])(?P<d>\d{1,2})\.(?P<m>\d{1,2})\.(?!\d|\s?\d|[.,]\d)"
# hr sk sl fi write a day and month with a dot after each, the month in one digit too and
# a space between in sk/sl ("21.3.", "18. 3.", "14.3."; Hrvatski pravopis, PSP, SP, Kotus):
# the second dot is the date's, not a full stop.
_DM_DOT_LANGS = {"hr", "sk", "sl", "fi", "bg"}  # bg "на 12.12. в 9:30" (a fresh panel)
# lv writes the day and month with a closing dot ("12.03.", LVA "Datuma pieraksts"): that dot
# is the date's, not a full stop (panel P3, issue 31, heard "martā. pulksten").
_DM_DOT_LANGS |= {"lv"}
_DM_DOT = r"(?<![\d/.,:\-])(?P<d2>\d{1,2})\.\s?(?P<m2>\d{1,2})\.(?!\d|\s?\d|[.,]\d)"
# Dutch writes a date day-month with hyphens ("14-03-2025"; Taaladvies, "Datum
# noteren"), and without the year "14-03". A hyphen between numbers is also a range ("3-5
# dagen") or a score ("2-1"), so a day and month are a date only where two digits are
# written for each part, one padded with a zero ("14-03", "01-04": no count or score is
# written so), or after a word that introduces a date ("vóór 31-12", "van 23-12").
_NL_DASH = (
    r"(?<![\w/.,:\-])(?P<nd>\d{1,2})-(?P<nm>0?[1-9]|1[0-2])(?![\w/\-]|[.,]\d)"
    + _NOT_AFTER
    + r"(?!\s?(?:uur|dagen|weken|maanden|jaar|minuten)(?!\w))"
)
# Words that say a date follows; "van" and "tot" begin a span of counts too ("van 10-12
# personen"), so after them only a falling pair ("van 23-12") is a date.
_NL_DATE_WORDS = {"op", "vóór", "voor", "t/m", "per", "vanaf", "sinds", "uiterlijk", "datum",
                  "d.d.", "dd"}  # fmt: skip
_NL_SPAN_WORDS = {"van", "tot"}
_NL_TOT_EN_MET = re.compile(r"(?<!\w)(?i:tot en met)\s{1,3}\Z")
# ... and the second date of a span whose first is a date, whatever its digits: "van 24-12
# t/m 1-1", "20-12 tot 2-1" (panel AX1 heard "één-één", a score): a span of dates ends in a
# date.
_NL_SPAN_END = re.compile(
    r"(?<![\w/.,:\-])(?:(?P<fd>\d{2})-(?P<fm>0?[1-9]|1[0-2])|(?:\d{1,2}|[^\W\d_]{2,30})\s+"
    r"(?i:januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november"
    r"|december))\s{0,3}(?:[-–]|(?i:t/m|tot en met|tot))\s{0,3}\Z"
)
# ... and so the first of such a span is a date too, "27-12 t/m 3-1", a falling pair as after
# "van" (a score's span, "2-1 tot 3-1", has no two-digit day).
_NL_SPAN_START = re.compile(r"\s{0,3}(?:[-–]|(?i:t/m|tot en met|tot))\s{0,3}\d{1,2}-\d{1,2}(?!\d)")


def _nl_span_end(match: re.Match) -> bool:
    """ "24-12 t/m 1-1": the first of the span is a date's (a month named, or a day of two
    digits with a padded or a falling pair)."""
    first = _NL_SPAN_END.search(match.string, max(0, match.start() - 40), match.start())
    if first is None or first.group("fd") is None:
        return first is not None
    fd, fm = first.group("fd"), first.group("fm")
    return fd.startswith("0") or fm.startswith("0") or int(fd) > int(fm)


# A clock time right after it makes "12/3" a date ("Tandläkartid 12/3 kl. 14.30", "le 3/4 à
# 9h", "el 5/6 a las 10:00"; panel Q4 heard "tolv/tre"): no fraction is followed by a time.
_TIME_AFTER = re.compile(
    r",?\s{1,3}(?:(?i:kl\.?|klockan|klokken)\s|(?i:at|à|a las|alle|às|στις|om|um|ora)\s{1,3}"
    r"\d{1,2}(?:[:.h]\d\d)?(?!\d))"
)


# da sv "15.03 kl. 08.05" (a bank's statement; panel BE4 heard "femten komma nul tre"): a
# day and a padded month with no closing dot are a date before a clock time, as the slash's
# "12/3 kl. 14.30"; no decimal is followed by "kl." and a time.
_DOT_BEFORE_TIME = _DOT + rf"(?={_TIME_AFTER.pattern})"


# vi "3/3, 9h", "12/5 lúc 14:30", "5/4 14h30": a clock after it, written the Vietnamese way
# with "h" or a colon, or after "lúc" (at), makes it a date (panel AH5, issue 31, heard
# "ba/ba, chín giờ"). The time rules may have read it already ("chín giờ").
_VI_TIME_AFTER = re.compile(
    r",?\s{1,3}(?:(?:vào\s)?lúc(?!\w)|\d{1,2}(?:h(?:\d\d)?|:\d\d)(?!\w)"
    r"|(?:[^\W\d_]{1,5}\s){1,3}giờ(?!\w))"
)


# ja ko "7/10〜7/14": two month/day dates joined by a wave dash or a dash, the second after
# the first, are a span of days whatever the days (panel Q5). A span of fractions runs the
# other way: the same numerator over a smaller denominator ("1/3〜1/2") is no later date.
SLASH_SPAN = (
    r"(?<![\d/.,])(?P<m1>\d{1,2})/(?P<d1>\d{1,2})\s?(?P<sep>[〜～~\-－–])\s?"
    r"(?P<m2>\d{1,2})/(?P<d2>\d{1,2})(?![\d/.,%])"
)


def slash_span(match: re.Match) -> tuple[int, int, int, int] | None:
    """The months and days of a span "7/10〜7/14", or None when it is none."""
    m1, d1, m2, d2 = (int(match.group(k)) for k in ("m1", "d1", "m2", "d2"))
    if not (1 <= m1 <= 12 and 1 <= m2 <= 12 and 1 <= d1 <= 31 and 1 <= d2 <= 31):
        return None
    return (m1, d1, m2, d2) if (m1, d1) < (m2, d2) else None


@cache
def _weekdays(lang: str) -> frozenset[str]:
    return frozenset(name.lower() for name in get_day_names("wide", locale=lang).values())


def _previous(match: re.Match) -> str:
    before = match.string[max(0, match.start() - 60) : match.start()].rstrip().rsplit(None, 1)
    return before[-1].lower().strip(",:;(") if before else ""


def _english(month: int, day: int) -> str:
    from .english_words import MONTHS, ordinal

    return f"{MONTHS[month - 1]} {ordinal(day)}"


def _said(lang: str, d: int, m: int, previous: str, match: re.Match) -> str | None:
    if lang == "en":
        return _english(m, d)
    if lang == "et" and previous in dates.ET_GOVERNED_DATE:
        # "hiljemalt 15.04.", "kuni 21.04.": the case the word takes, as with a year (panel
        # Y3 heard "hiljemalt viieteistkümnes aprill")
        return dates.et_governed_date(previous, d, m, None, "")
    context = previous
    if lang == "fi" and match.string[: match.start()].rstrip().endswith(":"):
        context = ""  # "on vahvistettu: 22.1.": after a colon the date names (pinned, panel S3)
    if lang == "de":
        before = match.string[max(0, match.start() - 60) : match.start()].split()
        if readings.de_weekday_context(before):
            context = "am"  # "am Freitag, 5.12." -> "fünften Dezember" (apposition)
    if lang == "hr" and dates.hr_moved_to(match.string, match.start()):
        context = "na"  # "odgođen za 22. 5.": the accusative (panel AL4)
    if lang in ("ru", "uk") and previous not in readings._EAST_SLAVIC_CASES:
        context = readings.SENTENCE_START  # "приедет 15.03": когда? пятнадцатого марта
    if lang in ("ru", "uk") and previous == "на":
        # "запись на 12.11": the accusative, as a full date after "на" (Розенталь § 184;
        # panel AM2 heard "на двенадцатого ноября"): "на двенадцатое ноября"
        context = previous
    words = readings.date(lang, d, m, None, context)
    if words and " " in words and words.split(" ", 1)[0] == previous:
        words = words.split(" ", 1)[1]  # "ngày 15/8": the text says "ngày" already
    if lang in ("sv", "da") and words and previous != "den" and not words.startswith("den "):
        # "till den tjugofjärde december" (Språkrådet); da "fredag den femte juni"
        # (Retskrivningsordbogen, "datoer": the ordinal day takes "den")
        words = f"den {words}"
    return words


# da "til og med 31.12.", sv "till och med 31.12." (t.o.m.: up to and including a day; panel
# S4 heard "enogtredive komma tolv"): the phrase's last word "med" is no date word alone.
_UNTIL = {"da": re.compile(r"(?i:til og med|t\.o\.m\.)\s*\Z"),
          "sv": re.compile(r"(?i:till och med|t\.o\.m\.)\s*\Z")}  # fmt: skip


def _until(lang: str, match: re.Match) -> bool:
    until = _UNTIL.get(lang)
    return bool(until and until.search(match.string, max(0, match.start() - 16), match.start()))


# Panel AF4 (issue 31) heard da "Frist: 1.4." as "en komma fire": da sv write a decimal
# with a comma, so "d.m." after a label and its colon ("Frist:", "Sista dag:", "Lukket:")
# is a date; not after a label of sections or versions ("Afsnit: 3.2.", "Version: 2.1.").
_LABEL_BEFORE = re.compile(r"(?P<label>[^\W\d_]+):\s{1,3}\Z")
_NOT_DATE_LABELS = {
    "version", "afsnit", "avsnitt", "kapitel", "punkt", "side", "sida", "sektion", "paragraf",
    "del", "trin", "steg", "bilag", "bilaga", "tabel", "tabell", "figur", "release", "build",
}  # fmt: skip


def _after_label(match: re.Match) -> bool:
    label = _LABEL_BEFORE.search(match.string, max(0, match.start() - 30), match.start())
    return bool(label) and label.group("label").lower() not in _NOT_DATE_LABELS


def _read_dotted(lang: str, match: re.Match, previous: str) -> str:
    """A day and month with their dots ("do 3. 12.", "14.3.")."""
    d, m = int(match.group("d2")), int(match.group("m2"))
    if lang in _DM_DOT_AFTER_WORD and not (
        previous in _DATE_WORDS[lang]
        or previous in _weekdays(lang)
        or _until(lang, match)
        or _after_label(match)
    ):
        return match.group(0)
    words = _said(lang, d, m, previous, match) if 1 <= d <= 31 and 1 <= m <= 12 else None
    if not words:
        return match.group(0)
    rest = match.string[match.end() : match.end() + 60]
    if not rest.strip() or (rest[:1].isspace() and rest.lstrip()[0].isupper()):
        if lang != "fi" or fi_sentence_ends(rest):  # not before fi "3.5. Tampereella"
            words += "."  # the date ended the sentence too
    return padded(match, words)


def _read(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    previous = _previous(match)
    if g.get("nd") is not None:
        d, m = int(g["nd"]), int(g["nm"])
        padded_part = len(g["nd"]) == 2 and (g["nd"].startswith("0") or g["nm"].startswith("0"))
        said_word = previous in _NL_DATE_WORDS or previous in _weekdays("nl")
        # "t/m 31-12" as the abbreviation rule has said it already (panel X1)
        # (after it, a falling pair only, as after "tot": "tot en met 10-12 personen")
        after_tem = _NL_TOT_EN_MET.search(match.string, max(0, match.start() - 16), match.start())
        said_word = said_word or (after_tem is not None and d > m)
        said_word = said_word or (previous in _NL_SPAN_WORDS and d > m)
        said_word = len(g["nd"]) == 2 and said_word  # "op 1-1" stays as before
        span = _nl_span_end(match) or (
            len(g["nd"]) == 2 and d > m and _NL_SPAN_START.match(match.string, match.end())
        )
        if not (1 <= d <= 31) or not (padded_part or said_word or span):
            return match.group(0)
    elif g.get("a") is not None:
        a, b = int(g["a"]), int(g["b"])
        d, m = (b, a) if lang == "en" else (a, b)
        if lang == "ar" and m > 12 >= d:
            d, m = b, a  # "يوم 12/15": a month over twelve is the first part, US-style
        if (a, b) == (24, 7) or not (1 <= d <= 31 and 1 <= m <= 12):
            return match.group(0)
        said_word = previous in _DATE_WORDS.get(lang, ()) or previous in _weekdays(lang)
        # "12/03", "05/12": a part padded to two digits is a date's; no fraction is so written.
        padded_part = g["a"].startswith("0") or g["b"].startswith("0")
        said_word = said_word or bool(_TIME_AFTER.match(match.string, match.end()))
        said_word = said_word or _after_date_phrase(lang, match)
        said_word = said_word or bool(
            lang == "vi" and _VI_TIME_AFTER.match(match.string, match.end())
        )
        # tr de: a date's word before, or tr a part padded ("16/9" is a ratio there)
        sure = said_word or (lang == "tr" and padded_part)
        if not (said_word or d > 12 or padded_part) or (lang in SLASH_TOO and not sure):
            return match.group(0)
        if g.get("s1") is not None:
            return _day_span(lang, int(g["s1"]), d, m, previous, match)
    elif g.get("d2") is not None:
        return _read_dotted(lang, match, previous)
    else:
        d, m = int(g["d"]), int(g.get("m2") or g["m"])
        if not (1 <= d <= 31 and 1 <= m <= 12):
            return match.group(0)
        time_word = readings_time_word(lang, previous)
        if time_word:
            return match.group(0)
        if lang == "de" and not (previous in _DATE_WORDS["de"] or previous in _weekdays("de")):
            return match.group(0)
    words = _said(lang, d, m, previous, match)
    rest = match.string[match.end() : match.end() + 60]
    if (
        words
        and g.get("m2")
        and (not rest.strip() or rest[:1].isspace() and rest.lstrip()[0].isupper())
    ):
        words += "."  # "do 3. 12." ended the sentence: its dot was the full stop too
    return match.group(0) if not words else padded(match, words)


def _day_span(lang: str, first: int, d: int, m: int, previous: str, match: re.Match) -> str:
    """ "10-14/7": both days, the month said once after the second ("từ ngày mười đến ngày
    mười bốn tháng bảy", "العاشر إلى الرابع عشر من يوليو"); the language's word for "to"
    (``readings.RANGES``) between."""
    if lang == "en" or not first < d:
        return match.group(0)
    second = _said(lang, d, m, previous, match)
    alone = _said(lang, first, m, previous, match)
    if not second or not alone:
        return match.group(0)
    # the first day without the month: its words up to the tail both dates share
    head, tail = alone.split(), second.split()
    while head and tail and head[-1] == tail[-1]:
        head, tail = head[:-1], tail[:-1]
    between = readings.RANGES.get(lang, ("", "-"))[1]
    joined = f"{' '.join(head)}-" if between == "-" else f"{' '.join(head)} {between} "
    return padded(match, joined + second) if head else match.group(0)


def readings_time_word(lang: str, previous: str) -> bool:
    """ "klo 10.12", "um 10.12": the language's word for a time of day before the number."""
    from .times import _TIME_WORDS

    words = _TIME_WORDS.get(lang)
    return bool(words and re.fullmatch(f"(?:{words})", previous))


# "Stängt 24/12–1/1", "Κλειστά 24/12 - 2/1", da "Lukket 24.12.-2.1.": two days with their
# months joined by a dash are a span of dates when the first is one on its own (a day over
# 12, a padded part, a date word before; with both closing dots in da sv), the second read
# as a date too, even across the new year, and the dash as the language's "to" (panel AA4
# heard "ett/ett" and "to komma et"). "1/3-1/2" (fractions) has no date first.
_PAIR_SPAN_LANGS = {"sv", "da", "el", "en"}
_SLASH_PAIR = (
    r"(?<![\d/.,:\-])(?P<pa>\d{1,2})/(?P<pb>\d{1,2})\s?[-–]\s?(?P<pc>\d{1,2})/(?P<pd>\d{1,2})"
    r"(?![\d/]|[.,]\d)" + _NOT_AFTER
)
_DOTTED_PAIR = (
    r"(?<![\d/.,:\-])(?P<qa>\d{1,2})\.(?P<qb>\d{1,2})\.\s?[-–]\s?(?P<qc>\d{1,2})\.(?P<qd>\d{1,2})\."
    r"(?!\d|\s?\d|[.,]\d)"
)


def _read_pair(lang: str, match: re.Match) -> str:
    dotted = match.groupdict().get("qa") is not None
    keys = ("qa", "qb", "qc", "qd") if dotted else ("pa", "pb", "pc", "pd")
    a, b, c, e = (int(match.group(k)) for k in keys)
    (d1, m1, d2, m2) = (b, a, e, c) if lang == "en" else (a, b, c, e)
    if not (1 <= d1 <= 31 and 1 <= m1 <= 12 and 1 <= d2 <= 31 and 1 <= m2 <= 12):
        return match.group(0)
    if (d1, m1) == (d2, m2) or (a, b) == (24, 7):
        return match.group(0)
    previous = _previous(match)
    said_word = previous in _DATE_WORDS.get(lang, ()) or previous in _weekdays(lang)
    said_word = said_word or _after_date_phrase(lang, match)
    padded_part = any(match.group(k).startswith("0") for k in keys[:2])
    # "1/6–15/6", en "6/1-6/15": the second is a date on its own (a day over 12, a padded
    # part) and the first comes before it in the year: both are dates (panel AD4 heard
    # "ett/sex–den femtonde juni"); fractions "1/3-1/2" have no such second.
    second_alone = d2 > 12
    second_alone = second_alone or any(match.group(k).startswith("0") for k in keys[2:])
    later = (m1, d1) < (m2, d2)
    if not (dotted or said_word or d1 > 12 or padded_part or (second_alone and later)):
        return match.group(0)
    first = _said(lang, d1, m1, previous, match)
    second = _said(lang, d2, m2, "", match)
    if not first or not second:
        return match.group(0)
    before, between = readings.RANGES[lang] if lang != "en" else ("", "to")
    said = f"{first} {between} {second}"
    if before and previous != before:
        said = f"{before} {said}"
    rest = match.string[match.end() : match.end() + 60]
    if dotted and (not rest.strip() or rest[:1].isspace() and rest.lstrip()[0].isupper()):
        said += "."  # the second date's dot ended the sentence too
    return padded(match, said)


# "za okres 01.01-31.03", "01.01.-31.03.": a span of two days with their months, each
# month in two digits (not "1.5-2.5", a span of decimals), said "od ... do ..." with both
# dates in the genitive, as the prepositions ask (panel T2 heard "pierwszego
# stycznia-trzydzieści jeden przecinek zero trzy").
_SPAN_LANGS = {
    "pl": ("od", "do"), "cs": ("od", "do"), "sk": ("od", "do"), "ru": ("с", "до"),
    "uk": ("з", "до"), "hr": ("od", "do"), "sl": ("od", "do"), "bg": ("от", "до"),
    # ro "valabilă 01.06-15.06": "de la întâi iunie până la cincisprezece iunie" (panel AD4
    # heard the second "cincisprezece virgulă zero șase")
    "ro": ("de la", "până la"),
}  # fmt: skip
assert set(_SPAN_LANGS) == dates.SPAN_LANGS  # the date rule leaves a span's second date
_DOT_SPAN = (
    r"(?<![\d/.,:\-])(?P<sd1>\d{1,2})\.(?P<sm1>0[1-9]|1[0-2])\.?\s?[-–]\s?"
    # (the second's year too: "za okres 01.01–28.02.2025", a fresh panel AF2, issue 31,
    # heard "pierwszego stycznia–dwudziestego ósmego lutego" without "od ... do")
    r"(?P<sd2>\d{1,2})\.(?P<sm2>0[1-9]|1[0-2])(?:\.(?P<sy>(?:19|20)\d\d))?(?P<dot>\.)?"
    r"(?!\d|[.,]\d)" + _NOT_AFTER
)


def _read_span(lang: str, match: re.Match) -> str:
    d1, m1, d2, m2 = (int(match.group(g)) for g in ("sd1", "sm1", "sd2", "sm2"))
    if not (1 <= d1 <= 31 and 1 <= d2 <= 31) or (m1, d1) >= (m2, d2):
        return match.group(0)
    from_word, to_word = _SPAN_LANGS[lang]
    first = readings.date(lang, d1, m1, None, from_word)
    year = int(match.group("sy")) if match.group("sy") else None
    second = readings.date(lang, d2, m2, year, to_word)
    if not first or not second:
        return match.group(0)
    said = f"{from_word} {first} {to_word} {second}"
    before = match.string[max(0, match.start() - 60) : match.start()].rstrip().lower()
    if before.endswith(from_word) and not before[: -len(from_word)][-1:].isalpha():
        said = f"{first} {to_word} {second}"
    rest = match.string[match.end() : match.end() + 60]
    if match.group("dot") and (
        not rest.strip() or rest[:1].isspace() and rest.lstrip()[0].isupper()
    ):
        said += "."
    return padded(match, said)


# A quarter of a year before the year: ro "T3 2024" is "trimestrul trei" (the reports' and
# the press's abbreviation; panel X4, issue 31, heard "T trei"). Only T1-T4 before a year.
QUARTERS = {"ro": ("T", "trimestrul")}


def _quarter_rule(lang: str) -> Rule:
    letter, word = QUARTERS[lang]
    return rule(
        f"{lang}.quarter",
        f"{lang}: a quarter before its year ({letter}3 2024) -> '{word} trei'",
        rf"(?<![\w.,/-]){letter}(?P<n>[1-4])(?= (?:19|20)\d\d(?!\d))",
    )(lambda match: f"{word} {spell(match.group('n'), lang)}")


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    """``<lang>.shortdate``: a day and month without the year (and ro's quarters)."""
    spans = (_quarter_rule(lang),) if lang in QUARTERS else ()
    if lang in _SPAN_LANGS:
        spans += (
            rule(
                f"{lang}.shortdatespan",
                f"{lang}: a span of days and months (01.01-31.03) -> from ... to ...",
                _DOT_SPAN,
            )(lambda match: _read_span(lang, match)),
        )
    if lang in _PAIR_SPAN_LANGS:
        pattern = f"{_DOTTED_PAIR}|{_SLASH_PAIR}" if lang in _DM_DOT_AFTER_WORD else _SLASH_PAIR
        spans += (
            rule(
                f"{lang}.shortdatepair",
                f"{lang}: two dates joined by a dash (24/12-2/1) -> the first to the second",
                pattern,
            )(lambda match: _read_pair(lang, match)),
        )
    return spans + _rules_for(lang)


@cache
def _rules_for(lang: str) -> tuple[Rule, ...]:
    if lang in _DM_DOT_AFTER_WORD:
        pattern = f"{_DM_DOT}|{_SLASH}|{_DOT_BEFORE_TIME}"
    elif lang in SLASH:
        pattern = _SLASH
    elif lang == "de":
        pattern = f"{_DE_DOT}|{_SLASH}"
    elif lang in ("cs", "sk"):
        pattern = _CS_DOT + _NOT_AFTER
    elif lang in _DM_DOT_LANGS:
        pattern = f"{_DM_DOT}|{_DOT}"
    elif lang in SLASH_TOO:
        pattern = f"{_DOT}|{_SLASH}"
    elif lang in DOT:
        pattern = _DOT
    elif lang == "nl":
        # "vr 21/11" (panel Z1 heard "eenentwintig/elf"): a slash as in fr es it pt
        pattern = f"{_NL_DASH}|{_SLASH}"
    else:
        return ()
    example = "6/30" if lang == "en" else "21/10" if lang in SLASH else "15.03"
    example = "14-03" if lang == "nl" else example
    return (
        rule(
            f"{lang}.shortdate",
            f"{lang}: dates without a year ({example}) -> day and month",
            pattern,
        )(lambda match: _read(lang, match)),
    )


# lt writes a day without its year month first ("03-22", VLKK "Datų rašymas"; with dots
# too, "03.22"): before a clock time it is a date (panel AJ3 heard "03.22, 9:30" as "trys ir
# dvidešimt dvi šimtosios"). With dots only a day over twelve ("03.05" is day and month, as
# the shortdate rule reads it). It runs before the time rule, which reads the clock after.
_LT_MONTH_DAY = (
    r"(?<![\d/.,:\-])(?P<m>0[1-9]|1[0-2])(?:-(?P<d>[0-2]\d|3[01])|\.(?P<d2>1[3-9]|2\d|3[01]))"
    r"(?=,?\s{1,3}(?:[01]?\d|2[0-3])[:.][0-5]\d(?!\d))"
)


def _read_lt_month_day(match: re.Match) -> str:
    d, m = int(match.group("d") or match.group("d2")), int(match.group("m"))
    words = _said("lt", d, m, _previous(match), match) if d else None
    return padded(match, words) if words else match.group(0)


def early_rules(lang: str) -> tuple[Rule, ...]:
    """``lt.monthday``: a month and day before a clock time, before the time rule."""
    if lang != "lt":
        return ()
    return (
        rule("lt.monthdayclock", "lt: a month and day before a clock (03.22, 9:30) -> kovo ...",
             _LT_MONTH_DAY)(_read_lt_month_day),
    )  # fmt: skip


# ro "10-14 iunie": a span of days before a month's name is said "între zece și paisprezece
# iunie" (panel AG4, issue 31, heard "zece-paisprezece iunie", the hyphen unread), "și" alone
# after a written "între"; the first day "1" is the date's "întâi". The digits of the second
# stay for the date rule.
def _ro_day_span(match: re.Match) -> str:
    first, second = int(match.group("a")), int(match.group("b"))
    if not 1 <= first < second <= 31:
        return match.group(0)
    said = "întâi" if first == 1 else match.group("a")
    before = match.string[max(0, match.start() - 7) : match.start()]
    if re.search(r"(?i:între)\s+\Z", before):
        return f"{said} și {match.group('b')}"
    if _RO_SPAN_NAMED.search(match.string, max(0, match.start() - 12), match.start()):
        return match.group(0)
    if re.search(r"(?<!\w)(?i:din)\s+\Z", before):
        # "din 10-12 mai": "from" said, so the span's end takes "până pe" ("din zece până pe
        # doisprezece mai"; panel AK4 heard "din zece – doisprezece mai")
        return f"{said} până pe {match.group('b')}"
    if _RO_PREPOSITION.search(match.string, max(0, match.start() - 12), match.start()):
        return f"{said} – {match.group('b')}"  # "pe 20-25 decembrie": a spoken dash
    start = "Între" if _ro_sentence_start(match) else "între"
    return f"{start} {said} și {match.group('b')}"


# ... a spoken dash after a preposition; after a word that names the span ("în perioada
# 10-14 iunie") the span stays as the number rules read it, as panel AC4 pinned it right
# (panel AG4 wanted more: the panels disagree)
_RO_PREPOSITION = re.compile(r"(?<!\w)(?i:pe|în|din|la|de|până|pentru|după|cu|spre)\s+\Z")
_RO_SPAN_NAMED = re.compile(r"(?<!\w)(?i:perioada|perioadei|intervalul|zilele)\s+\Z")


def _ro_sentence_start(match: re.Match) -> bool:
    before = match.string[: match.start()].rstrip()
    return not before or before[-1] in ".!?\n"


@cache
def ro_day_span_rule() -> Rule:
    months = "|".join(sorted((re.escape(m) for m in cldr.months("ro") if "." not in m),
                             key=len, reverse=True))  # fmt: skip
    return rule(
        "ro.dayspan",
        "ro: a span of days before a month (10-14 iunie) -> între zece și paisprezece iunie",
        rf"(?<![\w.,/:–-])(?P<a>\d{{1,2}})\s?[-–]\s?(?P<b>\d{{1,2}})(?=\s+(?i:{months})(?!\w))",
    )(_ro_day_span)
