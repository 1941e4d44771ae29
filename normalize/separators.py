"""Signs written between the parts of a phrase, which the model would read as letters or
leave as a pause it cannot make: they run before the number rules.

- ``vi.dose``: a prescription's "1 viên x 2 lần/ngày" -> "1 viên, ngày 2 lần" (then "một
  viên, ngày hai lần"): the "x" joins the dose and how often it is taken, and Vietnamese
  says the period first ("ngày hai lần", as pharmacists' labels and the Bộ Y tế's
  prescription form write "Ngày uống 2 lần, mỗi lần 1 viên"); without "/ngày", "1 viên x 3
  lần" -> "1 viên, 3 lần".
- ``vi.height``: a height "1m70" -> "1 mét 70" (then "một mét bảy mươi"): the metre's sign
  between the metres and the centimetres is said as the unit, the centimetres after it
  without theirs, as Vietnamese says a height (panel Z5 heard "một m bảy mươi").
- ``id.neighbourhood``: "RT 03/RW 05" -> "RT 03 RW 05": the neighbourhood unit (rukun
  tetangga) and the community unit (rukun warga) of an Indonesian address are said one
  after the other; the slash between them is not said.
- ``id.datetime``: a date then a time ("14/03/2025 12:35", "14 Maret 2025 12:35") -> "pukul"
  said between them, as Indonesian says a time after a date ("14 Maret 2025 pukul 12.35";
  panel Z5 heard the year and the hour run together).
- ``<lang>.shortyear``: a day, month and two-digit year before a clock time, as receipts
  and bank messages stamp them ("15/03/24 14:35") -> "15/03/2024 14:35", which the date
  rule then reads (panel AY5).
- ``<lang>.minus``: an en dash written as the minus of a temperature ("–5 °C", "kuni –12 °C",
  a span's first bound "–3 kuni +2 kraadi", "–3…+2 astetta")
  becomes the minus sign "−", which every language's number rules read as "minus". Word
  processors and newsrooms set the minus as an en dash (the Chicago Manual of Style 6.82,
  Kielitoimiston ohjepankki "ajatusviiva", Slovenski pravopis "pomišljaj"); a dash after
  a number is a range ("5–10 °C") and stays, as does a dash with a space after it. So is
  one glued to a percentage ("–30 %", a sale's), but in lt et hu sl, where panels pinned it
  unsaid.
"""

import re
from functools import cache

from .rule import Rule, rule

# The units a dose is counted in on Vietnamese labels.
_VI_DOSE_UNITS = "viên|gói|ống|muỗng|thìa|giọt|ml|vỉ|nang|lần xịt|nhát xịt|miếng"
_VI_DOSE = (
    rf"(?<=\d )(?P<unit>{_VI_DOSE_UNITS})\s?[x×]\s?(?P<n>\d{{1,2}})\s?lần"
    r"(?P<per>\s?/\s?(?:ngày|1 ngày))?(?!\w)"
)
# An en dash glued to a temperature's number, not after another number (a range: "5 –10 °C").
_DASH_MINUS = r"(?<!\d\s)(?<![\w.,)\]–−-])–(?=\d+(?:[.,]\d+)?\s?°)"
# ... and one glued to a percentage, a sale's "–30 %" (panel BA3 heard lv "–trīsdesmit
# procentu", fi "–kolmekymmentä prosenttia": the dash unsaid). Not after a number or a
# percentage ("10–30 %", "10 %–30 %": a range). lt et hu sl keep the dash: panels Y3, Z3
# and AG3 pinned "Nuolaida –20 %" read "–dvidešimt procentų" right (two panels disagree).
_DASH_PERCENT = r"(?<!\d\s)(?<![0-9A-Za-z.,)\]–−%％-])–(?=\d+(?:[.,]\d+)?\s?[%％])"
_DASH_PERCENT_KEPT = {"lt", "et", "hu", "sl"}
# A height: one or two metres, the sign, the centimetres ("1m70"; not "1m05" nor "5m"); one
# digit only after "cao" ("cao 1m8"), as "giá 1m5" may be money's slang for 1.5 million.
_VI_HEIGHT = r"(?<![\w.,])(?P<cao>(?i:cao)\s)?(?P<m>[12])m(?P<cm>[1-9]\d?)(?![\w.,]\d|\w)"
# The space between a date's year (after a date's sign or a month's name) and a clock time.
_ID_DATE_TIME = (
    r"(?:(?<=\d[/.-](?:19|20)\d\d)|(?<=[^\W\d_]\s(?:19|20)\d\d))"
    r"\s(?=(?:[01]?\d|2[0-3])[:.][0-5]\d(?![\d:.,]\d|\w))"
)
# "15/03/24 14:35", "05.03.24, 18:42": a receipt's or a bank message's day, month and
# two-digit year before the clock time it stamps (panel AY5 heard id "lima belas/tiga/dua
# puluh empat"). Only before a clock time (or its word, "pukul 14:35", "um 14:35"), so no
# fraction or code is taken; the year is written whole for the date rule to read, 00-68 in
# this century (POSIX strptime "%y").
SHORT_YEAR_LANGS = tuple(
    "ar bg cs da de el es et fi fr hi hr id it lv nl pl pt ro ru sk sl sv tr uk vi".split()
)
SHORT_YEAR = (
    r"(?<![\d.,/:\-])(?P<d>[0-3]?\d)(?P<sep>[/.\-])(?P<m>[01]?\d)(?P=sep)(?P<y>\d{2})"
    r"(?=,?[ \t]{1,3}(?:[^\W\d_]{1,6}\.?[ \t])?(?:[01]?\d|2[0-3])[:.h][0-5]\d(?!\d))"
)


def read_short_year(match: re.Match) -> str:
    d, m, y = (int(match.group(k)) for k in "dmy")
    if not (1 <= d <= 31 and 1 <= m <= 12):
        return match.group(0)
    century = 2000 if y <= 68 else 1900
    sep = match.group("sep")
    return f"{match.group('d')}{sep}{match.group('m')}{sep}{century + y}"


# The language's word for degrees, where a temperature is said in words, not "°" (each a
# pattern of the word's forms): the one table of it (normalize.symbols reads it too).
DEGREE_WORDS = {
    "lt": r"laipsni\w*|laipsn\w*",
    "lv": r"grād\w*",
    "et": r"kraad\w*",
    "fi": r"astee\w*|astet\w*|aste",
    "hu": r"fok\w*",
    "sl": r"stopinj\w*",
    # panel X4 (issue 31): sv "+2 grader" heard "+två"
    "sv": r"grader|grad",
    "da": r"grader|grad",
    "ro": r"grade|grad",
    "hr": r"stup\w*",
    "el": r"βαθμ\w*",
}
# Panel Z3 (issue 31) heard the minus dropped before a temperature said in words ("langes
# –18 kraadini", "na –14 stopinj"): the same dash before the language's word for degrees,
# in the languages it was heard in.
_MINUS_DEGREE_LANGS = ("lt", "lv", "et", "fi", "hu", "sl")
_ID_RT_RW = r"(?<![\w/])(?P<rt>RT\.?\s?\d{1,3})\s?/\s?(?P<rw>RW\.?\s?\d{1,3})(?![\w/])"


def _read_vi_dose(match: re.Match) -> str:
    times = f"{match.group('n')} lần"
    return (
        f"{match.group('unit')}, ngày {times}"
        if match.group("per")
        else (f"{match.group('unit')}, {times}")
    )


def _read_vi_height(match: re.Match) -> str:
    if len(match.group("cm")) == 1 and not match.group("cao"):
        return match.group(0)
    return f"{match.group('cao') or ''}{match.group('m')} mét {match.group('cm')}"


# Panel AE3 (issue 31) heard the minus dropped at the start of a temperature's span ("nuo
# –5 iki –9 laipsnių", "–3 kuni +2 kraadi", "–3…+2 astetta", "–3 és +2 fok"): the first
# number's dash is its minus too when the span's word or sign follows, then the second
# number, signed or not, and the degrees; or a second number with its plus ("–3 és +2").
SPAN_WORDS = {
    "lt": r"iki", "lv": r"līdz", "et": r"kuni", "fi": r"ja", "hu": r"és", "sl": r"do",
    "de": r"bis", "pl": r"do", "cs": r"do", "sk": r"do", "hr": r"do", "bg": r"до",
    "ru": r"до", "uk": r"до", "en": r"to|and", "sv": r"till", "da": r"til", "nl": r"tot",
    "fr": r"à|et", "es": r"a|y", "it": r"a|e", "pt": r"a|e", "ro": r"și|la",
}  # fmt: skip


def _dash_minus(lang: str) -> str:
    degrees = r"\s?°"
    if lang in _MINUS_DEGREE_LANGS:
        degrees += rf"|\s(?i:{DEGREE_WORDS[lang]})"
    joint = r"\s?(?:…|\.\.\.)\s?"
    if lang in SPAN_WORDS:
        joint += rf"|\s(?:{SPAN_WORDS[lang]})\s"
    second = rf"(?:{joint})(?:\+\d|[–−-]?\d+(?:[.,]\d+)?(?:{degrees}))"
    return _DASH_MINUS.replace(r"\s?°)", rf"(?:{degrees}|{second}))")


# Panel AG3 (issue 31) heard the ellipsis of a span left silent ("-12…-15 grādi", "-10…-14
# kraadi", "-15…-20 asteeseen": "mīnus divpadsmit…mīnus piecpadsmit"). Between two numbers
# it joins a span's bounds as a dash does: lv "līdz", et "kuni" (LVA, EKI ÕS "kuni"); lt the
# dash, and "nuo … iki …" when a bound is signed (a temperature: "nuo minus dvylikos iki
# minus penkiolikos laipsnių", as the lt texts write). fi keeps it (panel AE3's pin, "miinus
# kolme…plus kaksi astetta"), three dots as one sign; its case rule inflects both bounds
# (cases.py). Not a countdown's "3...2...1".
_ELLIPSIS_SPAN = (
    r"(?<![\w.,:/…])(?P<a>[-−+]?\d{1,3}(?:,\d{1,2})?)\s?(?:…|\.\.\.)\s?"
    r"(?P<b>[-−+]?\d{1,3}(?:,\d{1,2})?)(?![\d…]|[.,]\d|\s?\.\.)"
)
# lt a dash span whose first bound has its plus, "+18–22 °C" (a forecast): said as the
# ellipsis's, "nuo plius aštuoniolikos iki dvidešimt dviejų" (panel AW3 heard
# "+aštuoniolika–dvidešimt du"); an unsigned "18–22" keeps its dash (earlier pins).
_LT_PLUS_DASH_SPAN = (
    r"(?<![\w.,:/…+\-−–])(?P<a>\+\d{1,3}(?:,\d{1,2})?)\s?[–-]\s?"
    r"(?P<b>[-−+]?\d{1,3}(?:,\d{1,2})?)(?=\s?°|\s(?i:laipsn))"
)
_ELLIPSIS_JOINS = {"lv": "{a} līdz {b}", "et": "{a} kuni {b}", "lt": "{a}–{b}", "fi": "{a}…{b}"}


def _read_ellipsis_span(lang: str, match: re.Match) -> str:
    a, b = match.group("a"), match.group("b")
    if lang == "lt" and (a[0] in "-−+" or b[0] in "-−+"):
        return f"nuo {a} iki {b}"
    return _ELLIPSIS_JOINS[lang].format(a=a, b=b)


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    minus = rule(
        f"{lang}.minus",
        f"{lang}: an en dash as a temperature's minus (–5 °C) -> the minus sign (−5 °C)",
        _dash_minus(lang)
        if lang in _DASH_PERCENT_KEPT
        else rf"{_dash_minus(lang)}|{_DASH_PERCENT}",
    )(lambda match: "−")
    if lang in _ELLIPSIS_JOINS:
        ellipsis = rule(
            f"{lang}.ellipsis",
            f"{lang}: an ellipsis between two numbers (-12…-15) -> a span's joint",
            _ELLIPSIS_SPAN,
        )(lambda match: _read_ellipsis_span(lang, match))
        if lang == "lt":
            dash = rule(
                "lt.plusdashspan",
                "lt: a dash span of temperatures from a plus (+18–22 °C) -> nuo +18 iki 22 °C",
                _LT_PLUS_DASH_SPAN,
            )(lambda match: f"nuo {match.group('a')} iki {match.group('b')}")
            return (minus, ellipsis, dash, *_rules_for(lang))
        return (minus, ellipsis, *_rules_for(lang))
    return (minus, *_rules_for(lang))


def _rules_for(lang: str) -> tuple[Rule, ...]:
    if lang not in SHORT_YEAR_LANGS:
        return _language_rules(lang)
    short_year = rule(
        f"{lang}.shortyear",
        f"{lang}: a two-digit year before a clock time, 15/03/24 14:35 -> 15/03/2024 14:35",
        SHORT_YEAR,
    )(read_short_year)
    return (short_year, *_language_rules(lang))


def _language_rules(lang: str) -> tuple[Rule, ...]:
    if lang == "vi":
        return (
            rule("vi.dose", "vi: a dose and how often (1 viên x 2 lần/ngày) -> viên, ngày 2 lần",
                 _VI_DOSE)(_read_vi_dose),
            rule("vi.height", "vi: a height (1m70) -> 1 mét 70",
                 _VI_HEIGHT)(_read_vi_height),
        )  # fmt: skip
    if lang == "id":
        return (
            rule("id.neighbourhood", "id: RT 03/RW 05 -> RT 03 RW 05 (the slash not said)",
                 _ID_RT_RW)(lambda match: f"{match.group('rt')} {match.group('rw')}"),
            rule("id.datetime", "id: a date then a time (14/03/2025 12:35) -> pukul between",
                 _ID_DATE_TIME)(lambda match: " pukul "),
        )  # fmt: skip
    return ()
