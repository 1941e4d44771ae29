"""How the 29 languages of ``other_languages.py`` write a number, and the words it says.

One number syntax for the money, percent and number rules (``other_languages.py``) and
the unit rules (``units.py``): the regex pieces (``START``, ``SIGN``, ``number_pattern``)
and the readings of what they match (``plain``, ``number_words``). Separators per language are
described in ``other_languages.py``.
"""

import re

from .numbers import MINUS, ascii_digits, spell, spell_digits

DECIMAL_POINT = {"ar", "hi", "ja"}
_SPACES = " \u00a0\u202f\u2009"
START = r"(?<!\d)(?<!\d[.,٫٬])"
# Not a later group of a number grouped in thousands ("456" in "123 456"): that number is
# read from its first group. A start at each group scanned the rest of the run again, so
# "123 123 123 ..." cost the square of its length; now the run is scanned once.
# A number written on a word ("CO2 110", "H2O 250") is the word's: a space after it does not
# group it with the next number (panel V1: it "CO2 110 g/km" was heard as 2110).
_ON_A_WORD = r"(?<![^\W\d_])"
_AFTER_A_WORD = "".join(rf"(?<![^\W\d_]\d{{{n}}}[{_SPACES}])" for n in (1, 2, 3))
NOT_IN_GROUPS = rf"(?!(?<=\d[,.{_SPACES}])(?<!\d{{4}}[,.{_SPACES}]){_AFTER_A_WORD}\d{{3}}(?!\d))"
# The same for Indian grouping ("12" in "1,12,345"): its groups of two are read from the
# number's first group; a start at each scanned "12,12,12,..." again to its end (P-2).
_NOT_IN_INDIAN_GROUPS = r"(?!(?<=\d,)(?<!\d{4},)\d{2,3},\d)"


def sign(group: str = "sign") -> str:
    """An optional minus that is not a hyphen ("3-5", "COVID-19")."""
    return rf"(?P<{group}>(?<![\w.,)\]])[-−])?"


SIGN = sign()


def number_pattern(lang: str, suffix: str = "", fraction: str = "?") -> str:
    """Groups num{suffix} (the integer as written) and frac{suffix} (the decimals);
    `fraction` is "?" (optional), "" (required) or None (an integer only)."""
    num, frac = f"num{suffix}", f"frac{suffix}"
    if lang == "hi":
        whole = rf"{_NOT_IN_INDIAN_GROUPS}\d{{1,3}}(?:,\d{{2,3}})*,\d{{3}}(?!\d)|\d+"
        decimals = rf"\.(?P<{frac}>\d+)"
    elif lang == "ar":
        # Before a currency, "3.500 جنيه" groups its thousands with a dot and "250,00 ر.س"
        # writes its decimals after a comma, as in Egypt and the Maghreb (CLDR ar-EG, ar-MA;
        # money has two decimals, never three: panel P5).
        # The accusative's tanween is written before or after its alef ("جنيهًا", "جنيهاً";
        # panel Y5).
        money = r"(?=\s?(?:ر\.س|(?:ريال|جنيه|درهم|دولار)(?:ًا|اً)?|د\.إ|ج\.م|SAR|AED|EGP)(?!\w))"
        # A comma and one or two digits ending a number is a decimal comma outside money
        # too ("2,3%", "1,2 مليون", "2,5 كغ"), and a dot-grouped number before it groups
        # thousands ("1.250,75 ريال", "12.340,50"); "1,250" (three) groups them (panel V5).
        comma = r",\d{1,2}(?![\d,.٫])"
        whole = (
            rf"{NOT_IN_GROUPS}\d{{1,3}}(?:\.\d{{3}})+(?:{money}|(?={comma}))"
            # "1.250.000": two groups are never decimals
            rf"|{NOT_IN_GROUPS}\d{{1,3}}(?:\.\d{{3}}){{2,}}(?![\d.,٫])"
            r"|\d{1,3}(?:[,٬]\d{3})+(?!\d)|\d+"
        )
        decimals = rf"(?:[.٫](?!\d{{3}}{money})|,(?=\d{{1,2}}(?![\d,.٫])))(?P<{frac}>\d+)"
    elif lang in DECIMAL_POINT:
        whole, decimals = r"\d{1,3}(?:,\d{3})+(?!\d)|\d+", rf"\.(?P<{frac}>\d+)"
    else:
        whole = (
            rf"{NOT_IN_GROUPS}(?:\d{{1,3}}(?:\.\d{{3}})+|{_ON_A_WORD}\d{{1,3}}(?:[.{_SPACES}]\d{{3}})+)"
            r"(?!\d)|\d+"
        )
        decimals = rf"(?:,|\.(?=\d{{1,2}}(?!\d)|\d{{4}}))(?P<{frac}>\d+)"
    if lang == "vi":
        # Bank messages group with commas: "2,350,000VND", "-150,000 đ" (two groups, or
        # one before the currency, cannot be decimals)
        whole = (
            rf"{NOT_IN_GROUPS}\d{{1,3}}(?:,\d{{3}}){{2,}}(?![\d,])"
            r"|\d{1,3},\d{3}(?=\s?(?:VND|VNĐ|vnđ|đ|đồng)(?!\w))|" + whole
        )
    if fraction is None:
        return rf"(?P<{num}>{whole})"
    return rf"(?P<{num}>{whole})(?:{decimals}){fraction}(?![.,٫]?\d)"


def plain(num: str, frac: str | None) -> str:
    """The written number as spell() wants it: ASCII digits, "." before the decimals."""
    whole = ascii_digits(re.sub(r"[^\d]", "", num))
    return f"{whole}.{ascii_digits(frac)}" if frac else whole


def number_words(num: str, frac: str | None, lang: str, sign: str | None = None) -> str:
    """The number's words; "0301" (three digits or more, a leading zero) digit by digit."""
    written = plain(num, frac)
    if not frac and len(written) > 2 and written.startswith("0"):
        said = spell_digits(written, lang)
    else:
        said = spell(written, lang)
    return f"{MINUS[lang]} {said}" if sign else said
