"""English address and count abbreviations the other English rules leave as written.

- ``en.address``: a US state's postal code before a ZIP code ("Mountain View, CA 94043" ->
  "California nine four zero four three": a ZIP is a code, said digit by digit, USPS
  Publication 28 "Postal Addressing Standards", appendix B for the state codes); street
  types written short (USPS Publication 28, appendix C1: "Pkwy" Parkway, "Ln" Lane...);
  a four-digit house number before a street (said in pairs, "1600 Amphitheatre Parkway" ->
  "sixteen hundred", as for flight numbers); a room, suite or apartment before its number
  ("Rm. 214" -> "Room two fourteen", Publication 28 appendix C2).
- ``en.short``: "max. 4 doses" -> "maximum", "min. 2 nights" -> "minimum" before a number;
  "0.25 pts" -> "points" after one (Merriam-Webster's abbreviations).
"""

import re

from .english_words import cardinal, digits, paired
from .rule import rule

US_STATES = {
    "AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California",
    "CO": "Colorado", "CT": "Connecticut", "DE": "Delaware", "DC": "D C", "FL": "Florida",
    "GA": "Georgia", "HI": "Hawaii", "ID": "Idaho", "IL": "Illinois", "IN": "Indiana",
    "IA": "Iowa", "KS": "Kansas", "KY": "Kentucky", "LA": "Louisiana", "ME": "Maine",
    "MD": "Maryland", "MA": "Massachusetts", "MI": "Michigan", "MN": "Minnesota",
    "MS": "Mississippi", "MO": "Missouri", "MT": "Montana", "NE": "Nebraska", "NV": "Nevada",
    "NH": "New Hampshire", "NJ": "New Jersey", "NM": "New Mexico", "NY": "New York",
    "NC": "North Carolina", "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma",
    "OR": "Oregon", "PA": "Pennsylvania", "RI": "Rhode Island", "SC": "South Carolina",
    "SD": "South Dakota", "TN": "Tennessee", "TX": "Texas", "UT": "Utah", "VT": "Vermont",
    "VA": "Virginia", "WA": "Washington", "WV": "West Virginia", "WI": "Wisconsin",
    "WY": "Wyoming", "PR": "Puerto Rico",
}  # fmt: skip
STREET_TYPES = {
    "Pkwy": "Parkway", "Pky": "Parkway", "Ln": "Lane", "Ct": "Court", "Cir": "Circle",
    "Hwy": "Highway", "Expy": "Expressway", "Fwy": "Freeway", "Ter": "Terrace",
    "Pl": "Place", "Sq": "Square", "Trl": "Trail", "Tpke": "Turnpike",
}  # fmt: skip
# Street words, written out or short, that end the street's name after a house number.
_STREET_END = (
    "Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Way|Court|Place|Parkway|"
    + "|".join(STREET_TYPES)
)
UNITS = {"Rm": "Room", "Ste": "Suite", "Apt": "Apartment", "Bldg": "Building"}

_DIGIT_WORD = "(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
_STATE_ZIP = (
    rf"(?<=, )(?P<state>{'|'.join(US_STATES)}) (?P<zip>\d{{5}})(?:-(?P<plus4>\d{{4}}))?"
    r"(?![\w-]|[.,]\d)"
    # the code rules have already said a ZIP with a leading zero ("CT 06103") digit by digit
    rf"|(?<=, )(?P<state2>{'|'.join(US_STATES)})(?= (?:{_DIGIT_WORD} ){{4}}{_DIGIT_WORD}\b)"
)
# "Amphitheatre Pkwy," "Oak Ln." after a capitalised name (not "Ct" alone, a state)
_STREET_TYPE = rf"(?<=[a-z] )(?P<type>{'|'.join(STREET_TYPES)})(?P<dot>\.)?(?![\w'’])"
# "1600 Amphitheatre Pkwy": a house number of four digits (said in pairs in the US), one
# to three capitalised words or a numbered street's ordinal ("34th"), a street word. Three
# digits are said both ways ("221 Baker St" stays "two hundred twenty-one"), but in pairs
# before a US grid's compass point or numbered street ("221 W 34th St" -> "two twenty-one
# West thirty-fourth Street"; panel AD4 heard "two hundred twenty-one" as unnatural).
_STREET_NAME = rf"(?= (?:(?:[A-Z][\w'’]*|\d{{1,3}}(?:st|nd|rd|th))\.? ){{1,3}}(?:{_STREET_END})\b)"
_HOUSE = (
    r"(?<![\w.,:/$#-])(?P<house>[1-9]\d{3}"
    r"|[1-9]\d\d(?= (?:[NSEW]|NE|NW|SE|SW)\.? | \d{1,3}(?:st|nd|rd|th) ))" + _STREET_NAME
)
_UNIT = rf"\b(?P<unit>{'|'.join(UNITS)})\.?(?= ?#?\d)(?P<num> ?#?\d{{1,4}}[A-Z]?(?![\w-]|[.,]\d))?"


@rule(
    "en.address",
    "English addresses: CA 94043 -> California nine four zero four three, Pkwy -> Parkway, "
    "1600 Amphitheatre Parkway -> sixteen hundred ..., Rm. 214 -> Room two fourteen",
    rf"(?=[A-Z1-9])(?:{_STATE_ZIP}|{_STREET_TYPE}|{_HOUSE}|{_UNIT})",
)
def en_address(match: re.Match) -> str:
    if match.group("state"):
        said = f"{US_STATES[match.group('state')]} {digits(match.group('zip'), 'zero')}"
        plus4 = match.group("plus4")
        return f"{said} {digits(plus4, 'zero')}" if plus4 else said
    if match.group("state2"):
        return US_STATES[match.group("state2")]
    if match.group("type"):
        return STREET_TYPES[match.group("type")] + _end(match)
    if match.group("house"):
        return paired(match.group("house"))
    number = (match.group("num") or "").strip().lstrip("#")
    if not number:
        return UNITS[match.group("unit")]
    bare = number.rstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    said = paired(bare) if len(bare) in (3, 4) else cardinal(bare)
    letter = number[len(bare) :]
    return f"{UNITS[match.group('unit')]} {said}" + (f" {letter}" if letter else "")


_LIMITS = {"max": "maximum", "min": "minimum", "Max": "Maximum", "Min": "Minimum"}


@rule(
    "en.short",
    "English short words by a number: max. 4 -> maximum four, min. 2 -> minimum, 0.25 pts "
    "-> points",
    r"(?=[MmP\d\s])(?:\b(?P<limit>[Mm]ax|[Mm]in)\.(?= ?\d)"
    r"|(?<=\d)(?P<pts> ?pts?)\b(?P<dot>\.)?(?!\w))",
)
def en_short(match: re.Match) -> str:
    if match.group("limit"):
        return _LIMITS[match.group("limit")]
    before = match.string[max(0, match.start() - 4) : match.start()]
    one = bool(re.search(r"(?<![\d.,])1$", before))
    return (" point" if one else " points") + _end(match)


def _end(match: re.Match) -> str:
    """The abbreviation's dot, kept only where it also ends the sentence."""
    rest = match.string[match.end() :]
    if not match.group("dot") or (rest.strip() and not re.match(r"\s+[A-Z]", rest)):
        return ""
    return "."
