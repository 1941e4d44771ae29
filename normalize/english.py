"""English rules: abbreviations, phone numbers, dates, times, money, percentages, units,
ordinals, years, decimals and plain numbers, in that order. The words and the tables
(abbreviations, currencies, units) are in ``english_words.py``; numbers through num2words.

Choices:
- Cardinals without "and" and without commas (American): 1,234 -> "one thousand two
  hundred thirty-four"; so "$105.20" is "one hundred five dollars and twenty cents" with a
  single "and".
- Times: 24-hour times are read as written, 14:30 -> "fourteen thirty", 14:00 ->
  "fourteen hundred"; 12-hour ones keep their marker, 3:45 PM -> "three forty-five P M",
  7:00 am -> "seven A M"; 10:05 -> "ten oh five", 7:00 -> "seven o'clock".
- A four-digit number is read as a year only where it clearly is one: in a date, after
  "in", "since", "by", "from", "until", "during", "before", "after", "around"..., in a
  range (1990-1995) and in decades (1990s). Elsewhere 1999 is a cardinal.
- "3/5/2024" is read as an American date (March fifth).
- Phone numbers digit by digit with "oh" for 0, groups separated by commas (pauses).
- More than 15 digits: digit by digit. A leading zero ("007"): digit by digit.
"""

import re

from . import (
    abbreviations,
    neighbour_signs,
    ranges,
    roman,
    sayas,
    short_dates,
    symbols,
    us_addresses,
)
from .codes import phone_groups
from .datefields import date_fields
from .english_words import (
    ABBREVIATIONS,
    BEFORE_NUMBER,
    CODES,
    COMPASS,
    COMPASS_POINTS,
    CURRENCIES,
    MONTHS,
    OVER_PERIODS,
    PAGES,
    PER_UNIT,
    SCALES,
    STREETS,
    TIME_ZONES,
    TITLES,
    UNITS,
    cardinal,
    decimal,
    digits,
    ordinal,
    paired,
    to_int,
    year,
)
from .numbers import ascii_digits
from .rule import padded, read_whole, rule

_MONTH = "|".join(MONTHS)
# Each rule's pattern starts with a lookahead for what its matches can start with.
_NUM = r"\d{1,3}(?:,\d{3})+(?!\d)|\d+"
_START = r"(?<!\d)(?<!\d[.,])"  # never start inside a number
_SIGN = r"(?P<sign>(?<![\w.,)\]])[-−])?"


def _ends_sentence(match: re.Match) -> bool:
    """Whether the period the match swallowed also ends the sentence."""
    rest = match.string[match.end() :]
    if _ZONE_NEXT.match(rest):
        return False  # "8:45 p.m. ET on Saturday": the time's zone goes on (panel AO4)
    return match.group(0).endswith(".") and (not rest.strip() or bool(re.match(r"\s+[A-Z]", rest)))


# A time zone's letters right after a clock time's marker
# (or its name, where the abbreviation rule has read it already: "Eastern")
_ZONE_NEXT = re.compile(
    r"\s+(?:[ECMP][SD]?T|GMT|UTC|BST|AKST|HST|Eastern|Central|Mountain|Pacific)(?![\w'’-])"
)


@rule(
    "en.abbreviation",
    "English abbreviations: Mr. Mrs. Dr. St. vs. etc. e.g. i.e. approx. Mon., No. 5, Jan. 5",
    # Every alternative starts at a word's first letter, at a digit or right after one: the
    # look lets re try the dozens of them there only (the same matches).
    r"(?=\b[A-Za-z]|\d|(?<=\d))(?:"
    r"\b(?P<title>Mr|Mrs|Ms|Dr|Prof|St|Mt|Sr|Jr|Ave|Rd|Blvd)\."
    r"|\b(?P<word>vs|etc|e\.g|i\.e|[Aa]pprox|[Ii]ncl|[Ee]xcl|Mon|Tues?|Wed|Thu(?:rs)?|Fri|Sat|Sun)\."
    # "Tue, Mar 4": a day before a comma and a date ("Mon 10:30" too); "20 min", "3 mins"
    rf"|\b(?P<day>Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?=,\s(?:{'|'.join(m[:3] for m in MONTHS)}|\d)"
    r"|\s\d{1,2}(?::\d\d|\s?[AaPp]\.?[Mm]\b)"
    # ... and before a date without the comma, "to Thu 3/13", "Fri Mar 14" (panel AO4 heard
    # "Thu" left as written)
    rf"|\s\d{{1,2}}/\d{{1,2}}(?![\d/])|\s(?:{'|'.join(m[:3] for m in MONTHS)})\.?\s\d)"
    r"|(?<=\d)(?P<min>\s?mins?)(?P<mindot>\.)?(?![\w/])"
    rf"|\b(?P<short>No|no|Nos|Fig|Sept|{'|'.join(m[:3] for m in MONTHS)})\.?(?=\s?\d)"
    # "open 24/7": the phrase, "twenty-four seven" (issue 31)
    r"|(?<![\w/.,])(?P<always>24/7)(?![\w/]|[.,]\d)"
    # a fresh panel (issue 31): "Tue, 14 Jan" (a month's short form after a day), "Baker St,
    # London" (a street's short form without its dot, after a capitalised name)
    rf"|(?<=\d )(?P<month_after>{'|'.join(m[:3] for m in MONTHS)}|Sept)\.?(?![\w'’])"
    r"|(?<=[a-z] )(?P<street>St|Rd|Ave|Blvd)(?![\w.'’])"
    # "ticket no. 58213" once the code rule has said its digits ("ref. no. CX-two …": its
    # letters before a hyphen)
    r"|\b(?P<short2>[Nn]o)\.(?=\s(?:[A-Z]{1,4}-)?"
    r"(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b)"
    # a second panel M (issue 31): "every 4-6 hrs", "Max 8/day", "ref. no.", "12% YoY",
    # "8pm ET", "E 42nd St" (Merriam-Webster's abbreviations; the zones as US media say them)
    r"|(?<=\d)(?P<hrs>\s?hrs?)(?P<hrsdot>\.)?(?![\w/])"
    r"|(?<=\d)/(?P<per>day|wk|week|month|mo|yr|year|hr|hour|dose|gal|gallon|lb|oz)(?![\w/])"
    # panel V4 (issue 31): "See p. 112, ch. 7.", "pp. 4-9", "3 in. of rain"
    r"|\b(?P<page>[Pp]p?|[Cc]h|[Cc]hap)\.(?=\s?\d)"
    # panel AB4 (issue 31): "dentist appt Tue", "the sales dept." (with or without a dot)
    r"|\b(?P<note>[Aa]ppts?|[Dd]ept|govt|mgmt|[Aa]ccts?|[Aa]vail bal|[Cc]onf [Rr]m)"
    r"(?P<notedot>\.)?(?![\w'’.-])"
    r"|(?<=\d)(?P<inch>\s?in)\.(?=\s(?:of|[a-z]+\b))"
    # panel Y4 (issue 31): "measures 12 x 8 x 4 in." (inches ending the text, or a
    # dimension's "x" before), "winds from the NW" (a compass point after "the")
    r"|(?<=\d)(?P<inchend>\s?in)\.(?=\s*$)"
    r"|(?<![\w.,])(?P<centn>\d{1,3})(?P<cent>\s?¢)"  # "rose 15¢": cents (not "1.5¢")
    r"|(?<=\bthe )(?P<compass2>NW|NE|SW|SE)(?![\w'’-]|\.\w)"
    # panel AU4 (issue 31): "winds NW 10-15 mph", a forecast's wind from a point
    r"|(?:(?<=\bwinds )|(?<=\bwind )|(?<=\bWinds )|(?<=\bWind ))"
    r"(?P<compass2w>NW|NE|SW|SE|N|S|E|W)(?= (?:at )?(?:\d|(?:one|two|three|four|five|six"
    r"|seven|eight|nine|ten|eleven|twelve|\w+teen|\w+ty)\b))"
    # ... and "Ref: INV-2025-0417", its colon kept (panel AM4 heard "Ref" left as written)
    r"|\b(?P<ref>[Rr]ef)(?:\.|(?=:))(?=:?\s?(?:[Nn]o\.|#|[A-Z]{0,4}-?\d|[A-Z]{2,4}-[a-z]+\b"
    r"|(?:zero|one|two|three|four|five|six|seven|eight|nine)\b))"
    # ... and "Tel. (555) 123-4567": "Phone" (panel AO4 heard "Tel." left as "tel"); "Tel:"
    # without its dot stays, as panel AL4 pinned it
    r"|\b(?P<tel>[Tt]el)\.(?=:?\s?[+(\d])"
    rf"|\b(?P<over>{'|'.join(OVER_PERIODS)})\b"
    r"|(?:(?<=[ap]m )|(?<=[AP]M )|(?<=\d )|(?<=[ap]\.m\. ))(?P<zone>ET|CT|MT|PT)(?!\w|\.\w)"
    r"|(?<![\w.])(?P<compass>[NSEW])\.?(?= \d{1,3}(?:st|nd|rd|th) (?:St|Ave|Street|Avenue)\b)"
    # panel AA4 (issue 31): "on Tue at 2:30" (a day's short form after "on" or "every"),
    # "1600 Pennsylvania Ave NW" (a quadrant after a street's word is its name: "Northwest",
    # as Washington's addresses are said), "Net wt. 16 oz" (Merriam-Webster: "wt" weight)
    r"|(?:(?<=\bon )|(?<=\bevery ))(?P<day_on>Mon|Tues?|Wed|Thu(?:rs)?|Fri|Sat|Sun)(?![\w'’.])"
    + "|"
    + "(?:"
    + "|".join(f"(?<={street} )" for street in (*STREETS, *STREETS.values()))
    + ")"
    + r"(?P<quadrant>NW|NE|SW|SE)(?![\w'’-]|\.\w)"
    r"|\b(?P<weight>[Ww]t)\.(?=\s?\d))",
)
def en_abbreviation(match: re.Match) -> str:
    said = _second_panel_m(match)
    if said is not None:
        return said
    if match.group("always"):
        return "twenty-four seven"
    if match.group("short") or match.group("short2"):
        return BEFORE_NUMBER[(match.group("short") or match.group("short2")).capitalize()]
    if match.group("day") or match.group("day_on"):
        return ABBREVIATIONS[match.group("day") or match.group("day_on")]
    if match.group("quadrant"):
        return COMPASS_POINTS[match.group("quadrant")].capitalize()
    if match.group("weight"):
        return "weight"
    if match.group("month_after"):
        short = match.group("month_after")[:3]
        month = next(month for month in MONTHS if month.startswith(short))
        return month + ("." if match.group(0).endswith(".") and _ends_sentence(match) else "")
    if match.group("street"):
        before = match.string[max(0, match.start() - 40) : match.start()]
        if not (re.search(r"[\w,]\s+[A-Z][a-z]+ $", before) and _is_street(match)):
            return match.group(0)
        return STREETS[match.group("street")]
    if match.group("min"):
        one = re.search(r"(?<![\d.])1$", match.string[max(0, match.start() - 4) : match.start()])
        said = " minute" if one else " minutes"
        return said + ("." if match.group("mindot") and _ends_sentence(match) else "")
    if match.group("note"):
        ends = match.group("notedot") and _ends_sentence(match)
        return ABBREVIATIONS[match.group("note")] + ("." if ends else "")
    if match.group("word"):
        word = match.group("word")
        # "etc." and "Fri." may end a sentence; "vs." and "e.g." never do.
        ends = word not in ("vs", "e.g", "i.e", "approx", "Approx", "incl", "excl") and (
            _ends_sentence(match)
        )
        if word == "Approx":  # opening a sentence (panel Q4): "Approximately"
            return "Approximately"
        return ABBREVIATIONS[word] + ("." if ends else "")
    title = match.group("title")
    if title in STREETS and (title not in TITLES or _is_street(match)):
        return STREETS[title] + ("." if _ends_sentence(match) else "")
    return TITLES[title]


# A measure before "4 in." ending the text: a dimension's "x", a word for a size.
_INCH_CONTEXT = re.compile(
    r"(?:\d|(?<!\w)(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen"
    r"|\w+ty|[\w-]+-\w+|hundred|half))\s?(?:[x×]|by)\s?\d+(?:\.\d+)?\s?\Z"
    r"|(?i:measur|wide|long|tall|high|deep|thick|length|width|height|diameter|screen|display"
    r"|size)\w*\s+(?:about\s+|is\s+)?\d+(?:\.\d+)?\s?\Z"
)


def _second_panel_m(match: re.Match) -> str | None:
    """ "4-6 hrs", "8/day", "ref.", "YoY", "8pm ET", "E 42nd St": or None."""
    if match.group("hrs"):
        one = re.search(r"(?<![\d.])1$", match.string[max(0, match.start() - 4) : match.start()])
        said = " hour" if one else " hours"
        return said + ("." if match.group("hrsdot") and _ends_sentence(match) else "")
    if match.group("per"):
        return f" per {PER_UNIT.get(match.group('per'), match.group('per'))}"
    if match.group("page"):
        page = match.group("page")
        return PAGES[page.lower()].capitalize() if page[0].isupper() else PAGES[page]
    if match.group("inchend") and not _INCH_CONTEXT.search(
        match.string, max(0, match.start() - 40), match.start()
    ):
        return match.group(0)  # "born in 1990 in.": no measure before
    if match.group("inch") or match.group("inchend"):
        one = re.search(r"(?<![\d.])1$", match.string[max(0, match.start() - 4) : match.start()])
        return (" inch" if one else " inches") + ("." if match.group("inchend") else "")
    if match.group("cent"):
        n = match.group("centn")
        return f"{cardinal(n)} {'cent' if n == '1' else 'cents'}"
    if match.group("compass2"):
        return COMPASS_POINTS[match.group("compass2")]
    if match.group("compass2w"):
        point = match.group("compass2w")
        return COMPASS_POINTS.get(point) or COMPASS[point].lower()
    if match.group("ref"):
        return "reference" if match.group("ref") == "ref" else "Reference"
    if match.group("tel"):
        return "Phone" if match.group("tel") == "Tel" else "phone"
    if match.group("over"):
        return OVER_PERIODS[match.group("over")]
    if match.group("zone"):
        return TIME_ZONES[match.group("zone")]
    if match.group("compass"):
        return COMPASS[match.group("compass")]
    return None


# "train" is also a verb ("We train 1200 staff"): lower-case, it names a train only after a
# word that goes before a noun.
_BEFORE_TRAIN = re.compile(
    r"(?i:\b(?:the|a|your|my|our|their|his|her|this|that|next|last|on|by|take|catch|board"
    r"|missed?|from|to))\s{1,3}\Z"
)


@rule(
    "en.service",
    "English flight, train and room numbers: Train 1402 -> Train fourteen oh two, flight 287 -> "
    "flight two eighty-seven, Room 1205 -> Room twelve oh five",
    # ... and a hotel's or an office's room ("Room 1205": twelve oh five; panel AG4, issue
    # 31, heard "one thousand two hundred five")
    r"(?=[FfTtRrSs])(?:\b(?P<word>[Ff]light|[Tt]rain|[Rr]oom|[Ss]uite)(?P<sep>\s{1,3}(?:(?:number|[Nn]o\.?)\s{1,3})?)"
    r"#?(?P<num>\d{3,4})(?![\w,.:/]\d|\w|\s?%|\s?[AaPp]\.?[Mm]\b|\s?[-–]\s?\d))",
)
def en_service(match: re.Match) -> str:
    word = match.group("word")
    if word.lower() in ("room", "suite") and len(match.group("num")) < 4:
        return match.group(0)  # "room 308": three hundred eight, as panel X4 heard right
    if word == "train" and not _BEFORE_TRAIN.search(
        match.string, max(0, match.start() - 30), match.start()
    ):
        return match.group(0)
    sep = re.sub(r"(?i)\bno\.?", "number", match.group("sep"))
    return f"{word}{sep}{paired(match.group('num'))}"


_DIRECTIONS = {"N": "North", "S": "South", "E": "East", "W": "West", "NB": "northbound",
               "SB": "southbound", "EB": "eastbound", "WB": "westbound"}  # fmt: skip


@rule(
    "en.road",
    "English highways: I-95 N -> I ninety-five North, US-101 -> U S one oh one, "
    "Highway 405 -> Highway four oh five",
    r"(?=[IUSHR])(?:(?<![\w-])(?:(?P<road>I|US|SR)-|(?P<named>Interstate|Highway|Hwy\.?|Route)\s)"
    r"(?P<num>\d{1,3})(?![\w-]|[.,]\d)(?:\s(?P<dir>[NSEW]B?)(?![\w'’-]))?)",
)
def en_road(match: re.Match) -> str:
    named = match.group("named")
    road = (
        "Highway" if named and named.startswith("Hwy") else named or " ".join(match.group("road"))
    )
    said = f"{road} {paired(match.group('num'))}"
    return f"{said} {_DIRECTIONS[match.group('dir')]}" if match.group("dir") else said


def _is_street(match: re.Match) -> bool:
    """ "Baker St." and "Elm Dr. Then" are streets; "St. Louis", "Visit St. Mary's" and
    "Dr. Smith" are not: a street name comes first, capitalized, not starting a sentence."""
    if not re.match(r"\s+[A-Z]", match.string[match.end() :]):
        return True
    # the last 80 characters: a search over all the text before each "St." was quadratic
    before = match.string[max(0, match.start() - 80) : match.start()]
    return bool(re.search(r"[\w,]\s+[A-Z]\w*\s+$", before))


# Before a local number "555-0199", words that make it a span: "from 200-1000", "pp. 300-1200".
_SPAN_BEFORE = re.compile(r"(?i:\b(?:from|between|pages?|pp?\.|years?|AD|BC))\s{1,3}\Z")


@rule(
    "en.phone",
    "English phone numbers, digit by digit: (555) 123-4567 -> five five five, one two three, "
    "...; +44 20 7946 0958 -> plus four four, two oh, ...; 555-0199; 01632 960123",
    # North American: (555) 123-4567, 555 123 4567, +1 555 123 4567, 1-800-555-0199
    r"(?=[+(\d])(?:(?<![\w+])(?:\+?1[-. ])?(?:\(\d{3}\)\s?|\d{3}[-. ])\d{3}[-. ]\d{4}(?![\d-])"
    # international: +44 20 7946 0958, +81-3-1234-5678, +44 7700 900123
    r"|(?<![\w+])\+(?!1[-. ]\(?\d{3})\d{1,3}(?:[-. ]\(?\d{1,6}\)?){1,5}(?![\d-])"
    # national with a trunk zero: 0800 123 4567, 020 7946 0958, 01632 960123 (Ofcom's plan)
    r"|(?<![\w+.,])0\d{2,4}[ -]\d{3,6}(?:[ -]\d{3,4})?(?![\d-]|[.,]\d)"
    # a North American local number, seven digits: 555-0199 (the exchange starts 2-9)
    r"|(?<![\w+.,/-])(?P<local>[2-9]\d{2}-\d{4})(?![\w-]|[.,]\d))",
)
def en_phone(match: re.Match) -> str:
    groups = re.findall(r"\d+", match.group(0))
    plus = match.group(0).startswith("+")
    if match.group("local") and _SPAN_BEFORE.search(
        match.string, max(0, match.start() - 30), match.start()
    ):
        return match.group(0)  # "from 200-1000" is a span (en.range declines it)
    if plus and not phone_groups("".join(groups)) and len(groups) < 3:
        return match.group(0)  # "+5 100": no number E.164 allows
    if not plus and max(map(len, groups)) > 4 and sum(map(len, groups)) not in (10, 11):
        return match.group(0)  # a six-digit group only in a national number (Ofcom)
    spoken = [digits(group, "oh") for group in groups]
    if not plus and len(groups) == 4 and groups[:2] == ["1", "800"]:
        spoken[:2] = ["one eight hundred"]  # the toll-free prefix (panel V4, issue 31)
    spoken = ", ".join(spoken)
    return "plus " + spoken if plus else spoken


def _full_year(year_text: str) -> int:
    """A year as written; two digits are 1969-2068, as POSIX strptime's "%y" takes them."""
    n = to_int(year_text)
    return n if len(year_text) == 4 else n + (1900 if n >= 69 else 2000)


def _date(month: int, day: int, year_text: str | None) -> str:
    words = f"{MONTHS[month - 1]} {ordinal(day)}"
    return f"{words}, {year(_full_year(year_text))}" if year_text else words


# A card's expiry is a month and a two-digit year ("expires 08/27": August twenty
# twenty-seven; panel Z4, issue 31, heard "August twenty-seventh").
_EXPIRY_WORDS = ("expires", "expire", "expiry", "expiration", "exp.", "exp", "valid thru",
                 "valid through", "good thru", "expiry date", "expiration date")  # fmt: skip
_AFTER_EXPIRY = "|".join(
    f"(?<={re.escape(word)}{gap})" for word in _EXPIRY_WORDS for gap in (" ", ": ")
)
# ... but an offer is "valid through 12/31" too, to the year's last day (panel AG4, issue 31,
# heard "December twenty thirty-one"): after the words of validity only a padded month
# ("valid thru 08/27") is a card's month and year; "10/31" to "12/31" are a month and day.
_VALIDITY_WORDS = ("valid thru", "valid through", "good thru")
_NOT_AFTER_VALIDITY = "".join(
    f"(?<!{re.escape(word)}{gap})" for word in _VALIDITY_WORDS for gap in (" ", ": ")
)


@rule(
    "en.date",
    "English dates: March 5, 2024, 2024-03-05, 2024/3/5, 3/5/2024 -> March fifth, twenty "
    "twenty-four; "
    "5 March 2024 -> the fifth of March, twenty twenty-four",
    rf"(?=[\dADFJMNOS])(?:\b(?P<month>{_MONTH})\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\b"
    # "Dec 24 - Jan 2", "June 3-7": a span of days, its dash said "to" (panel AA4)
    rf"(?:\s?[-–]\s?(?:(?P<month_to>{_MONTH})\s+)?(?P<day_to>\d{{1,2}})(?:st|nd|rd|th)?\b(?![-–/.,:]\d))?"
    r"(?:,?\s+(?P<year>\d{4})\b)?"
    rf"|\b(?P<day2>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<month2>{_MONTH})\b"
    r"(?:,?\s+(?P<year2>\d{4})\b)?"
    r"|(?<![\d/-])(?P<y>\d{4})(?P<sep>[-/])(?P<m>\d{1,2})(?P=sep)(?P<d>\d{1,2})(?![\d/-])"
    r"|(?<![\d/])(?P<m2>\d{1,2})/(?P<d2>\d{1,2})/(?P<y2>\d{4}|\d{2})(?![\d/])"
    rf"|\b(?P<month3>{_MONTH})\s+(?P<year3>\d{{4}})\b"
    rf"|(?i:{_AFTER_EXPIRY})(?P<em>0[1-9]|(?i:{_NOT_AFTER_VALIDITY})1[0-2])/(?P<ey>\d{{2}})(?![\d/]))",
)
def en_date(match: re.Match) -> str:
    group = match.group
    if group("month"):
        day = to_int(group("day"))
        month = MONTHS.index(group("month")) + 1
        if not 1 <= day <= 31:
            return match.group(0)
        if group("day_to"):
            # no span ("March 3-2"): the first date alone, the rest left to the later rules
            rest = match.group(0)[match.end("day") - match.start() :]
            rest = re.sub(r"^(?:st|nd|rd|th)", "", rest)
            return _date_span(match, month, day) or _date(month, day, None) + rest
        return _date(month, day, group("year"))
    if group("month2"):
        day = to_int(group("day2"))
        if not 1 <= day <= 31:
            return match.group(0)
        return _day_first(_the(match), day, group("month2"), group("year2"))
    if group("month3"):
        return f"{group('month3')} {year(to_int(group('year3')))}"
    if group("em"):
        return f"{MONTHS[to_int(group('em')) - 1]} {year(_full_year(group('ey')))}"
    y, m, d = (group("y"), group("m"), group("d")) if group("y") else (
        group("y2"), group("m2"), group("d2"))  # fmt: skip
    month, day = to_int(m), to_int(d)
    if group("m2") and 13 <= month <= 31 and 1 <= day <= 12:
        # "20/04/2024": no month 20, so the day comes first, as British writing puts it, and
        # is said so ("the twentieth of April"; panel U4, issue 31). "03/04/2024" stays US.
        return _day_first(_the(match), month, MONTHS[day - 1], y)
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return match.group(0)
    return _date(month, day, y)


def _date_span(match: re.Match, month: int, day: int) -> str | None:
    """ "December twenty-fourth to January second": a span's second day later than its
    first (a new year between the months is later too); the year, if any, once at the end."""
    group = match.group
    last = to_int(group("day_to"))
    month_to = MONTHS.index(group("month_to")) + 1 if group("month_to") else month
    if not 1 <= last <= 31 or (month_to, last) == (month, day):
        return None
    if not group("month_to") and last < day:
        return None  # "June 7-3": no span of days
    second = f"{MONTHS[month_to - 1]} {ordinal(last)}" if group("month_to") else ordinal(last)
    said = f"{MONTHS[month - 1]} {ordinal(day)} to {second}"
    return f"{said}, {year(_full_year(group('year')))}" if group("year") else said


def _the(match: re.Match) -> str:
    """The word "the" before a day-first date, unless the text already says it."""
    before = match.string[max(0, match.start() - 20) : match.start()]
    return "" if re.search(r"\bthe\s+$", before, re.I) else "the "


def _day_first(the: str, day: int, month: str, year_text: str | None) -> str:
    words = f"{the}{ordinal(day)} of {month}"
    return f"{words}, {year(_full_year(year_text))}" if year_text else words


# Words of prices and rates before "at 7.30" make it a number, not the time.
_PRICE_BEFORE = re.compile(
    r"(?i)(?<!\w)(?:pric|rates?(?!\w)|index|shares?(?!\w)|stock|yield|valu|cost|dollar|euro|"
    r"pound|points?(?!\w)|[$£€])"
)


def _clock(hour: int, minute: int, marker: str | None) -> str:
    words = cardinal(str(hour))
    if minute == 0 and not marker:
        words += " hundred" if hour == 0 or hour > 12 else " o'clock"  # 14:00, 7:00
    elif 0 < minute < 10:
        words += f" oh {cardinal(str(minute))}"  # 10:05 -> ten oh five
    elif minute:
        words += f" {cardinal(str(minute))}"
    return f"{words} {marker.upper()} M" if marker else words


@rule(
    "en.time",
    "English times: 3:45 PM -> three forty-five P M, 14:30 -> fourteen thirty, "
    "10:05 -> ten oh five, 7:00 am -> seven A M",
    r"(?=[\d])(?:(?<![\d:.])(?P<h>\d{1,2}):(?P<m>\d{2})(?::(?P<s>\d{2}))?(?![\d:])"
    r"(?:\s?(?P<marker>[AaPp])\.?\s?[Mm]\b\.?)?"
    r"|(?<![\d:.,])(?P<h2>\d{1,2})\s?(?P<marker2>[AaPp])\.?\s?[Mm]\b\.?"
    # British "6.45am", "7.15 p.m.": a dot between the hour and its minutes, the marker
    # after says a time (panel AE4 heard "six point four five am")
    r"|(?<![\d:.,])(?P<h3>\d{1,2})\.(?P<m3>[0-5]\d)\s?(?P<marker3>[AaPp])\.?\s?[Mm]\b\.?"
    # British "at 7.30" with no marker: "at" before, the sentence's end or a word of when
    # after (panel AH4 heard "At seven point three zero"); "at 5.25%" stays a decimal
    r"|(?<=(?<![\w.])[Aa]t\s)(?P<h4>1?\d|2[0-3])\.(?P<m4>[0-5]\d)"
    r"(?=\s*(?:[.,;!?)]\s|[.,;!?)]?\Z)|\s(?:tonight|today|tomorrow|this|on|sharp|in\sthe|and|"
    r"until|till|for|every|each)\b))",
)
def en_time(match: re.Match) -> str:
    if match.group("h4") and _PRICE_BEFORE.search(
        match.string, max(0, match.start() - 60), match.start()
    ):
        return match.group(0)  # "the index closed at 7.30": a price, a decimal
    marker = match.group("marker") or match.group("marker2") or match.group("marker3")
    hour = to_int(match.group("h") or match.group("h2") or match.group("h3") or match.group("h4"))
    minute = to_int(match.group("m") or match.group("m3") or match.group("m4") or "0")
    second = to_int(match.group("s") or "0")
    if minute > 59 or second > 59 or hour > (12 if marker else 24):
        return match.group(0)
    words = _clock(hour, minute, marker)
    if second:
        words += f" and {cardinal(str(second))} seconds"
    if marker and _ends_sentence(match):
        words += "."
    return words


# "between 9am-5pm", "between 2-3 days": "between ... and", never "between ... to".
_BETWEEN = re.compile(r"\bbetween\s+(?:[$€£¥₩₹]?[\d,.:]+\s?(?:[AaPp]\.?[Mm]\.?)?)?\Z")


@rule(
    "en.range",
    "English ranges: 5-10 -> 5 to 10, 3~5, $5-$10, 10-20%, 9:00-17:00 (then read by the other "
    "rules); "
    "years (1990-1995) are en.year's",
    # "$1,200-$1,500": thousands with commas too (issue 31)
    r"(?=[\d$€£¥₩₹\s\-–~〜])(?:(?<![\w.,:/-])(?P<a>[$€£¥₩₹]?(?:\d{1,3}(?:,\d{3})+|\d{1,6})(?:\.\d+)?)"
    r"\s?[-–~〜]\s?"
    r"(?P<b>[$€£¥₩₹]?(?:\d{1,3}(?:,\d{3})+|\d{1,6})(?:\.\d+)?)(?![\d:/-]|[.,]\d)"
    r"|(?<=\d:\d\d)\s?[-–~〜]\s?(?=\d{1,2}:\d\d)"  # 9:00-17:00
    # "from 10-11:30": an hour, then a time with its minutes (the first bound's ":00" left out)
    r"|(?<![\w.,:/$€£¥₩₹-])(?P<h>1\d|2[0-4]|\d)\s?[-–]\s?(?=\d{1,2}:[0-5]\d(?![\d:]))"
    # 8am-12pm, 9 a.m.-9 p.m.
    r"|(?:(?<=\d[AaPp][Mm])|(?<=\d\s[AaPp][Mm])|(?<=[AaPp]\.[Mm]\.))\s?[-–~〜]\s?"
    r"(?=\d{1,2}(?::\d\d)?\s?[AaPp]\.?\s?[Mm](?!\w))"
    # "5.25%-5.5%": a span of percentages, the sign said once, after the second (panel T4
    # heard "five point two five percentminus five point five percent")
    r"|(?<![\w.,:/-])(?P<pa>\d{1,3}(?:\.\d+)?)\s?%\s?[-–~]\s?(?=\d{1,3}(?:\.\d+)?\s?%))",
)
def en_range(match: re.Match) -> str:
    a, b = match.group("a"), match.group("b")
    between = _BETWEEN.search(match.string, max(0, match.start() - 30), match.start())
    if match.group("pa"):
        return match.group("pa") + (" and " if between else " to ")
    if match.group("h"):
        return match.group("h") + (" and " if between else " to ")
    if a is None:
        return " and " if between else " to "
    if len(a) == len(b) == 4 and a.isdigit() and b.isdigit() and _is_year(a) and _is_year(b):
        return match.group(0)  # 1990-1995: en.year reads the years
    if (len(a), len(b)) == (3, 4) or b.startswith("0"):
        return match.group(0)  # 555-1234 is a local phone number, 2024-03 not a range
    return f"{a} and {b}" if between else f"{a} to {b}"


# "a" before a number said with a vowel first ("a $84.27 purchase", "a 8-hour shift", "a
# 11 GB plan") is "an", as the number is heard (Merriam-Webster, "a"/"an": by the sound;
# panel BE4 heard "A eighty-four dollar"). Only a lowercase "a", or "A" opening a sentence:
# "Gate A 11" is a letter.
_VOWEL_NUMBER = re.compile(r"eight|eleven")


@rule(
    "en.article",
    "English a before a number said with a vowel first: a $84.27 purchase -> an ...",
    r"(?:(?<![\w'’.,&/-])a|(?<![^.!?:\n]\s)(?<![\w'’])A|\AA)"
    r"(?=\s(?:US\$|[$€£])?[1-9]\d{0,2}(?:,\d{3})*(?![\d,]\d)(?:\.\d+)?(?![\w/]))",
)
def en_article(match: re.Match) -> str:
    following = re.match(r"\s(?:US\$|[$€£])?([\d,]+)", match.string[match.end() : match.end() + 24])
    said = cardinal(following.group(1).replace(",", "")) if following else ""
    return match.group(0) + ("n" if _VOWEL_NUMBER.match(said) else "")


@rule(
    "en.currency",
    "English money: $5.20 -> five dollars and twenty cents, $1 -> one dollar, "
    "£2.50 -> two pounds and fifty pence, $1.5M -> one point five million dollars (also € ¥)",
    rf"(?=[\-−\d$€£¥₩₹UEGJKI])(?:{_SIGN}(?P<cur>US\$|[$€£¥₩₹]|(?:USD|EUR|GBP|JPY|KRW|INR)\s?)(?P<num>{_NUM})(?:\.(?P<frac>\d+))?(?!\d)"
    r"(?:\s?(?P<scale>thousand|million|billion|trillion|[KkMmBbTt]n?)\b)?"
    rf"|{_START}(?P<num2>{_NUM})(?:\.(?P<frac2>\d+))?\s?(?P<cur2>[€£]|USD|EUR|GBP|JPY|KRW|INR)"
    r"(?![A-Za-z]))",
)
def en_currency(match: re.Match) -> str:
    cur = (match.group("cur") or match.group("cur2")).strip()
    one, many, cent, cents = CURRENCIES[CODES.get(cur, cur)]
    num, frac = (
        match.group("num") or match.group("num2"),
        match.group("frac") or match.group("frac2"),
    )
    sign = "minus " if match.group("sign") else ""
    scale = match.group("scale")
    if scale:
        scale = SCALES.get(scale.lower(), scale)
        return f"{sign}{decimal(num, frac) if frac else cardinal(num)} {scale} {many}"
    if (
        frac
        and cent
        and len(frac) <= 2
        and not _RATE_BEFORE.search(match.string, max(0, match.start() - 12), match.start())
    ):
        whole, hundredths = to_int(num), to_int(frac.ljust(2, "0"))
        parts = [f"{cardinal(num)} {one if whole == 1 else many}"] if whole else []
        if hundredths:
            parts.append(f"{cardinal(str(hundredths))} {cent if hundredths == 1 else cents}")
        return sign + (" and ".join(parts) or f"zero {many}")
    if frac:
        return f"{sign}{decimal(num, frac)} {many}"
    if not sign and match.group("cur") and _attributive(match):
        # "a $35 fee": the amount describes the noun, hyphenated and singular ("a
        # thirty-five-dollar fee"; Chicago Manual of Style 9.22, compound modifiers)
        return f"{cardinal(num)}-{one}"
    return f"{sign}{cardinal(num)} {one if to_int(num) == 1 else many}"


# "1 USD = 0.92 EUR": an exchange rate's amount after "=" is a rate, said as the decimal
# and the currency ("zero point nine two euros"; panel X4, issue 31, heard "ninety-two
# cents", the euro lost).
_RATE_BEFORE = re.compile(r"(?:=|\bequals)\s*\Z")
_ARTICLE_BEFORE = re.compile(r"(?<![\w'’])(?:[Aa]n?)\s\Z")
# After "a $35", a word that does not start the noun the amount describes.
_NOT_A_NOUN = {"or", "and", "to", "per", "a", "an", "each", "off", "of", "in", "for", "plus",
               "minus", "more", "less", "worth", "from", "on", "at", "with"}  # fmt: skip


def _attributive(match: re.Match) -> bool:
    """Whether the amount stands before a noun it describes: "a $35 fee", "a $5 bill"."""
    if not _ARTICLE_BEFORE.search(match.string, max(0, match.start() - 4), match.start()):
        return False
    following = re.match(r"\s([a-z][a-z-]*)\b", match.string[match.end() :])
    return bool(following) and following.group(1) not in _NOT_A_NOUN


# Panel AH4 (issue 31) heard "expect 20 min delays" read "twenty minutes delays": a time's
# count and its unit before a noun describe it, one hyphenated word with the unit singular
# ("twenty-minute delays", "a two-hour drive"; Chicago Manual of Style 7.89, compound
# modifiers), as "a $35 fee" (_attributive). The noun is a plural after the count, or any
# noun after "a"; what a duration is followed by otherwise stays ("20 min late", "tops").
_DURATION_UNITS = {"min": "minute", "mins": "minute", "hr": "hour", "hrs": "hour",
                   "sec": "second", "secs": "second"}  # fmt: skip
_NOT_A_PLURAL = {"plus", "less", "unless", "towards", "afterwards", "always", "perhaps",
                 "across", "tops", "gets", "takes", "makes", "means", "gives", "goes", "seems",
                 "remains", "passes", "does", "has", "was", "is", "this", "thus", "as"}  # fmt: skip


@rule(
    "en.durationmodifier",
    "English a duration before its noun: 20 min delays -> twenty-minute delays",
    r"(?<![\w.,])(?P<num>[1-9]\d{0,2})\s?(?P<unit>mins?|hrs?|secs?)(?=\s(?P<noun>[a-z][a-z-]{2,})\b)",
)
def en_durationmodifier(match: re.Match) -> str:
    noun = match.group("noun")
    plural = noun.endswith("s") and not noun.endswith(("ss", "us", "is")) and len(noun) >= 4
    plural = plural and noun not in _NOT_A_PLURAL
    if not plural and not _attributive(match):
        return match.group(0)
    return f"{cardinal(match.group('num'))}-{_DURATION_UNITS[match.group('unit')]}"


@rule(
    "en.percent",
    "English percentages: 25% -> twenty-five percent, 3.5% -> three point five percent",
    rf"(?=[\-−\d])(?:{_START}{_SIGN}(?P<num>{_NUM})(?:\.(?P<frac>\d+))?\s?%)",
)
def en_percent(match: re.Match) -> str:
    num, frac, sign = match.group("num"), match.group("frac"), match.group("sign")
    words = decimal(num, frac, sign) if frac else cardinal(num, sign)
    return f"{words} percent"


@rule(
    "en.unit",
    "English units after numbers: 5 km -> five kilometers, 1 kg -> one kilogram, 20°C",
    rf"(?=[\-−\d])(?:{_START}{_SIGN}(?P<num>{_NUM})(?:\.(?P<frac>\d+))?\s?"
    rf"(?P<unit>{'|'.join(sorted(map(re.escape, UNITS), key=len, reverse=True))})(?![\w/])"
    # "3 tbsp. oil": a recipe unit's own dot before a lowercase word goes with it
    r"(?:(?<=sp)\.(?=\s[a-z]))?)",
)
def en_unit(match: re.Match) -> str:
    num, frac, sign = match.group("num"), match.group("frac"), match.group("sign")
    one, many = UNITS[match.group("unit")]
    if _unit_before_noun(match):
        # "your 20 GB plan": a measure describing a noun is singular ("a twenty gigabyte
        # plan", "a five kilometer run"; Chicago Manual of Style 9.22; panel X4, issue 31)
        return f"{decimal(num, frac, sign) if frac else cardinal(num, sign)} {one}"
    if frac:
        return f"{decimal(num, frac, sign)} {many}"
    return f"{cardinal(num, sign)} {one if num == '1' else many}"


_UNIT_DETERMINER = re.compile(
    r"(?<![\w'’])(?i:an?|your|my|our|their|his|its|this|that|each|every)\s\Z"
)
# After "the 5 km", words that are not the noun it describes ("the 5 km are", "20 GB left").
_NOT_A_NOUN_AFTER_UNIT = _NOT_A_NOUN | {
    "is", "are", "was", "were", "be", "will", "can", "could", "would", "should", "may",
    "left", "long", "wide", "high", "tall", "deep", "away", "ago", "total", "remaining",
    "used", "free", "later", "or", "and", "by", "than", "into", "over", "under",
}  # fmt: skip


def _unit_before_noun(match: re.Match) -> bool:
    if not _UNIT_DETERMINER.search(match.string, max(0, match.start() - 6), match.start()):
        return False
    following = re.match(r"\s([a-z][a-z-]*)\b", match.string[match.end() : match.end() + 40])
    return bool(following) and following.group(1) not in _NOT_A_NOUN_AFTER_UNIT


# A height in feet and inches, "5 ft 10 in", "5'10\"": "five feet ten inches" (panel AI).
# "in" alone after a count is the preposition ("2 in 3 people"), an inch only after feet.
@rule(
    "en.feetinches",
    "English heights: 5 ft 10 in, 5'10\" -> five feet ten inches",
    r"(?=\d)(?<![\w.,°'’′])(?:(?P<ft>\d{1,2})\s?ft\.?\s(?P<in>\d{1,2})\s?in\b\.?"
    # written with primes only a person's height: 3 to 7 feet, 0 to 11 inches (a lap time
    # "4'30\"" and a bearing "40°26'46\"" are no height)
    r"|(?P<ft2>[3-7])['’′](?P<in2>\d|1[01])[\"”″])",
)
def en_feetinches(match: re.Match) -> str:
    feet = match.group("ft") or match.group("ft2")
    inches = match.group("in") or match.group("in2")
    return (
        f"{cardinal(feet)} {'foot' if feet == '1' else 'feet'} "
        f"{cardinal(inches)} {'inch' if inches == '1' else 'inches'}"
    )


# Airport codes joined by a dash or an arrow, a flight's route ("LHR–SFO", "JFK-LAX-SFO"):
# each code spelled, "to" between them, as a gate agent says it (panel AI). Only with a flight
# word or a flight number in the sentence, or an arrow: "UAE–USA" in a match report stays.
_ROUTE_CONTEXT = re.compile(
    r"(?i:\b(?:flights?|route|nonstop|non-stop|itinerary|depart\w*|arriv\w*|boarding"
    r"|layover|connect\w*|fly|flying|airlines?|airport|fares?|leg|segment)\b)"
    r"|\b[A-Z][A-Z0-9]\s?\d{2,4}\b|[→>]"
)


@rule(
    "en.route",
    "English flight routes: LHR–SFO -> L H R to S F O",
    r"(?=[A-Z])(?<![\w-])[A-Z]{3}(?:\s?(?:[-–—→]|->|>)\s?[A-Z]{3}(?![\w-]))+",
)
def en_route(match: re.Match) -> str:
    text = match.string
    around = text[max(0, match.start() - 80) : match.start()] + text[match.end() : match.end() + 80]
    joined = re.findall(r"[→>]", match.group(0))
    if not joined and not _ROUTE_CONTEXT.search(around):
        return match.group(0)
    return " to ".join(" ".join(code) for code in re.findall(r"[A-Z]{3}", match.group(0)))


@rule(
    "en.perhundred",
    "English fuel use: 6.5 l/100 km -> six point five liters per hundred kilometers",
    rf"(?=[\-−\d])(?:{_START}{_SIGN}(?P<num>{_NUM})(?:\.(?P<frac>\d+))?\s?[lL]/100\s?km(?!\w))",
)
def en_perhundred(match: re.Match) -> str:
    num, frac, sign = match.group("num"), match.group("frac"), match.group("sign")
    words = decimal(num, frac, sign) if frac else cardinal(num, sign)
    return f"{words} {'liter' if num == '1' and not frac else 'liters'} per hundred kilometers"


@rule(
    "en.ordinal",
    "English ordinals: 1st -> first, 22nd -> twenty-second, 103rd -> one hundred third",
    rf"(?=[\d])(?:{_START}(?P<num>{_NUM})(?:st|nd|rd|th)\b)",
)
def en_ordinal(match: re.Match) -> str:
    num = match.group("num")
    if len(num.replace(",", "")) > 15:
        return match.group(0)
    return padded(match, ordinal(to_int(num)))


_YEAR_WORDS = (
    "in|since|by|from|until|till|during|before|after|around|circa|year|spring|summer|autumn|"
    "fall|winter|early|late|mid"
)


# "the 2024 Olympics", "a 2019 study", "the 1999 Honda": a year names an event or a thing
# after a determiner, before a capitalised name or a noun of the kind years name (a fresh
# panel, issue 31); "The 1999 units shipped" stays a count.
_YEAR_NOUNS = (
    r"elections?|season|census|budget|edition|model|vintage|tournament|championship|games"
    r"|campaign|cohort|class|harvest|recession|crisis|crash|floods?|earthquake|pandemic|summit"
    r"|conference|festival|film|movie|album|report|survey|study|law|act|tax year|fiscal year"
    r"|financial year|release|version|update|collection|lineup|draft|midterms|race|primary"
    r"|primaries|war|revolution|riots|strike|merger|plan|rules|regulations|guidelines|standard"
    r"|winter|summer|spring|autumn|fall|tour|world cup|olympics|final|finals|series|award"
)
_DETERMINER_BEFORE = (
    r"(?:(?<=\b[Tt]he )|(?<=\b[Aa] )|(?<=\b[Aa]n )|(?<=\b[Tt]his )|(?<=\b[Tt]hat )"
    r"|(?<=\b[Ll]ast )|(?<=\b[Nn]ext )|(?<=\b[Ii]ts )|(?<=\b[Tt]heir ))"
)


def _is_year(text: str) -> bool:
    return 1000 <= to_int(text) <= 2999


@rule(
    "en.year",
    "English years where clearly a year: in 1999 -> in nineteen ninety-nine, 1990-1995, 1990s",
    # A match starts with a digit, "'" or (in any case) a year or link word's first letter
    # at a word's start.
    rf"(?=[\d']|\b(?i:[{''.join(sorted({w[0] for w in _YEAR_WORDS.split('|')} | set('tau')))}]))"
    rf"(?:(?i:\b(?P<word>{_YEAR_WORDS})\s+)(?P<year>\d{{4}})(?![\d%]|[.,]\d|\s?%)"
    r"|(?<=\d{4}\s)(?P<link>to|and|through|until)\s+(?P<year2>\d{4})(?![\d%]|[.,]\d)"
    r"|(?<![\d-])(?P<from>\d{4})\s?[-–]\s?(?P<to>\d{4})(?![\d-])"
    rf"|{_DETERMINER_BEFORE}(?P<named>\d{{4}})(?=\s(?:[A-Z][a-z]|(?i:{_YEAR_NOUNS})\b))"
    r"|(?<![\d'])(?P<decade>\d{3}0)s\b|'(?P<short>\d0)s\b"
    # "Q1 2024", "H2 2023", "FY2025": a quarter's, half's or fiscal year's year (panel Z4,
    # issue 31, heard "Q one two thousand twenty-four")
    r"|(?:(?<=\bQ[1-4] )|(?<=\bH[12] )|(?<=\bFY)|(?<=\bFY ))(?P<period>\d{4})(?![\d%]|[.,]\d))",
)
def en_year(match: re.Match) -> str:
    group = match.group
    if group("period"):  # reports' periods are modern: "Q3 1500 units" stays a count
        period = to_int(group("period"))
        return padded(match, year(period)) if 1900 <= period <= 2099 else match.group(0)
    if group("named"):
        named = to_int(group("named"))
        return year(named) if 1100 <= named <= 2099 else match.group(0)
    if group("year"):
        if not _is_year(group("year")):
            return match.group(0)
        return f"{group('word')} {year(to_int(group('year')))}"
    if group("year2"):
        if not _is_year(group("year2")):
            return match.group(0)
        return f"{group('link')} {year(to_int(group('year2')))}"
    if group("from"):
        if not (_is_year(group("from")) and _is_year(group("to"))):
            return match.group(0)
        return f"{year(to_int(group('from')))} to {year(to_int(group('to')))}"
    words = year(to_int(group("decade"))) if group("decade") else cardinal(group("short"))
    return words[:-1] + "ies" if words.endswith("y") else words + "s"  # ninety -> nineties


@rule(
    "en.decimal",
    "English decimals: 3.14 -> three point one four, .5 -> point five",
    rf"(?=[\-−\d.])(?:{_START}{_SIGN}(?:(?P<num>{_NUM})|(?<![\w.]))\.(?P<frac>\d+)(?![.,]?\d))",
)
def en_decimal(match: re.Match) -> str:
    return padded(match, decimal(match.group("num"), match.group("frac"), match.group("sign")))


@rule(
    "en.cardinal",
    "English numbers: 1,234 -> one thousand two hundred thirty-four, -5 -> minus five, "
    "over 15 digits digit by digit",
    rf"(?=[\-−\d])(?:{_START}{_SIGN}(?P<num>{_NUM}))",
)
def en_cardinal(match: re.Match) -> str:
    return padded(match, cardinal(match.group("num"), match.group("sign")))


RULES = (
    *symbols.rules_for("en"),  # versions and prices per period (issue 31)
    *neighbour_signs.rules_for("en"),  # "1 USD = 0.92 EUR": "equals" (panel Q4)
    *(abbreviations.rules_for("en") + roman.rules_for("en") + ranges.rules_for("en")),
    en_service,
    en_route,
    en_road,
    us_addresses.en_address,
    us_addresses.en_short,
    en_durationmodifier,
    en_abbreviation,
    en_phone,
    en_article,
    en_date,
    *short_dates.rules_for("en"),
    en_range,
    en_time,
    en_currency,
    en_percent,
    en_perhundred,
    en_feetinches,
    en_unit,
    en_ordinal,
    en_year,
    en_decimal,
    en_cardinal,
)


# SSML <say-as> readers (normalize/sayas.py): the same readings as the rules.


def _say_cardinal(text, format=None, detail=None):
    match = re.fullmatch(rf"{_SIGN}(?P<num>{_NUM})(?:\.(?P<frac>\d+))?", ascii_digits(text.strip()))
    if not match:
        return None
    num, frac, sign = match.group("num"), match.group("frac"), match.group("sign")
    return decimal(num, frac, sign) if frac else cardinal(num, sign)


def _say_ordinal(text, format=None, detail=None):
    bare = re.sub(r"(?:st|nd|rd|th)$", "", ascii_digits(text.strip()).replace(",", ""))
    return ordinal(int(bare)) if bare.isdigit() and len(bare) <= 15 else None


def _say_date(text, format=None, detail=None):
    fields = date_fields(text, format, "mdy")
    if fields is None:
        return read_whole(en_date, text)
    y, m, d = fields.get("y"), fields.get("m"), fields.get("d")
    if m is None:
        return f"the {ordinal(d)}" if d else year(y) if y else None
    if d is None:
        return f"{MONTHS[m - 1]} {year(y)}" if y else MONTHS[m - 1]
    return _date(m, d, str(y) if y is not None else None)


def _say_time(text, format=None, detail=None):
    return read_whole(en_time, text)


def _say_telephone(text, format=None, detail=None):
    groups = re.findall(r"\d+", ascii_digits(text))
    if not groups:
        return None
    spoken = ", ".join(digits(group, "oh") for group in groups)
    return "plus " + spoken if text.strip().startswith("+") else spoken


def _say_currency(text, format=None, detail=None):
    return read_whole(en_currency, text)


def _say_digits(text, format=None, detail=None):
    bare = ascii_digits(text.strip())
    return digits(bare) if bare.isdigit() else None


sayas.register_all(
    "en",
    {
        "cardinal": _say_cardinal,
        "ordinal": _say_ordinal,
        "digits": _say_digits,
        "date": _say_date,
        "time": _say_time,
        "telephone": _say_telephone,
        "currency": _say_currency,
    },
)
