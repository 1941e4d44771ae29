"""English words for the rules of ``english.py``: numbers said as words (``digits``,
``cardinal``, ``decimal``, ``ordinal``, ``year``, through num2words) and the tables the
rules read (abbreviations, currencies and units, with their singular and plural names).
"""

from num2words import num2words

from .numbers import LONGEST_READ, ascii_digits, small_cache, whole

_DIGITS = "zero one two three four five six seven eight nine".split()
MONTHS = (
    "January February March April May June July August September October November December"
).split()


@small_cache(lambda n, *_, **__: abs(n) < 10**LONGEST_READ)
def _num2words(n: int, to: str = "cardinal") -> str:
    """num2words without commas and "and": "one thousand two hundred thirty-four"."""
    return num2words(n, to=to).replace(",", "").replace(" and ", " ")


def to_int(text: str) -> int:
    return whole(ascii_digits(text.replace(",", "")))


def digits(text: str, zero: str = "zero") -> str:
    """One word per digit: "405" -> "four zero five" (or "four oh five")."""
    return " ".join(zero if d == "0" else _DIGITS[int(d)] for d in ascii_digits(text))


def cardinal(text: str, sign: str | None = None) -> str:
    """ "1,234" -> "one thousand two hundred thirty-four"; "007" and numbers over 15 digits
    are read digit by digit."""
    bare = ascii_digits(text.replace(",", ""))
    if len(bare) > 15 or (len(bare) > 1 and bare.startswith("0")):
        words = digits(bare)
    else:
        words = _num2words(int(bare))
    return f"minus {words}" if sign else words


def decimal(whole: str | None, fraction: str, sign: str | None = None) -> str:
    words = f"{cardinal(whole) if whole else ''} point {digits(fraction)}".strip()
    return f"minus {words}" if sign else words


def ordinal(n: int) -> str:
    return _num2words(n, "ordinal")


def year(n: int) -> str:
    return _num2words(n, "year")


def paired(text: str) -> str:
    """A flight's, train's or highway's number of three or four digits as people say it, in
    pairs: "1402" -> "fourteen oh two", "287" -> "two eighty-seven", "1400" -> "fourteen
    hundred", "101" -> "one oh one"; a zero-led one digit by digit."""
    bare = ascii_digits(text)
    if len(bare) not in (3, 4) or bare[0] == "0" or bare.endswith("000"):
        return digits(bare, "oh") if bare[:1] == "0" else cardinal(bare)  # 2000: two thousand
    head, tail = bare[:-2], bare[-2:]
    if tail == "00":
        return f"{_num2words(int(head))} hundred"
    said = "oh " + _DIGITS[int(tail[1])] if tail[0] == "0" else _num2words(int(tail))
    return f"{_num2words(int(head))} {said}"


# Abbreviations: en.abbreviation
TITLES = {"Mr": "Mister", "Mrs": "Missus", "Ms": "Miz", "Dr": "Doctor", "Prof": "Professor",
          "St": "Saint", "Mt": "Mount", "Sr": "Senior", "Jr": "Junior"}  # fmt: skip
STREETS = {"St": "Street", "Dr": "Drive", "Ave": "Avenue", "Rd": "Road", "Blvd": "Boulevard"}
ABBREVIATIONS = {"vs": "versus", "etc": "et cetera", "e.g": "for example", "i.e": "that is",
                 "approx": "approximately", "Mon": "Monday", "Tue": "Tuesday",
                 "Tues": "Tuesday", "Wed": "Wednesday", "Thu": "Thursday",
                 "Thurs": "Thursday", "Fri": "Friday", "Sat": "Saturday",
                 "Sun": "Sunday", "incl": "including", "Incl": "Including",
                 "excl": "excluding", "Excl": "Excluding",
                 # Short forms without a dot that English writes in notes and messages
                 # (panel AB4: "dentist appt Tue"; Merriam-Webster's abbreviations).
                 "appt": "appointment", "appts": "appointments", "Appt": "Appointment",
                 "dept": "department", "Dept": "Department", "govt": "government",
                 "mgmt": "management",
                 # ... and a bank's "acct" (panel AS4: "Sort code 20-00-00, acct 12345678")
                 "acct": "account", "Acct": "Account", "accts": "accounts",
                 # ... and a bank's "Avail bal", an office's "Conf Rm B" (panel AU4)
                 "Avail bal": "Available balance", "avail bal": "available balance",
                 "Conf Rm": "Conference Room", "conf rm": "conference room",
                 "Conf rm": "Conference room"}  # fmt: skip
# A second panel M (issue 31): "12% YoY", "8pm ET", "E 42nd St", "8/day".
OVER_PERIODS = {"YoY": "year over year", "MoM": "month over month", "QoQ": "quarter over quarter",
                "YTD": "year to date"}  # fmt: skip
TIME_ZONES = {"ET": "Eastern", "CT": "Central", "MT": "Mountain", "PT": "Pacific"}
COMPASS = {"N": "North", "S": "South", "E": "East", "W": "West"}
COMPASS_POINTS = {"NW": "northwest", "NE": "northeast", "SW": "southwest", "SE": "southeast"}
PER_UNIT = {"wk": "week", "mo": "month", "yr": "year", "hr": "hour", "gal": "gallon",
            "lb": "pound", "oz": "ounce"}  # fmt: skip
# Page and chapter before their number (panel V4, issue 31): "p. 112" -> "page".
PAGES = {"p": "page", "pp": "pages", "ch": "chapter", "chap": "chapter"}
BEFORE_NUMBER = {"No": "number", "Nos": "numbers", "Fig": "figure", "Sept": "September",
                 **{m[:3]: m for m in MONTHS}}  # fmt: skip


# Money: en.currency
CURRENCIES = {
    "$": ("dollar", "dollars", "cent", "cents"),
    "€": ("euro", "euros", "cent", "cents"),
    "£": ("pound", "pounds", "penny", "pence"),
    "¥": ("yen", "yen", None, None),
    "₩": ("won", "won", None, None),
    "₹": ("rupee", "rupees", "paisa", "paise"),
}
CODES = {"US$": "$", "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "KRW": "₩", "INR": "₹"}
SCALES = {"k": "thousand", "m": "million", "mn": "million", "b": "billion", "bn": "billion",
          "t": "trillion", "tn": "trillion"}  # fmt: skip


# Units: en.unit
UNITS = {
    "km": ("kilometer", "kilometers"), "m": ("meter", "meters"),
    "cm": ("centimeter", "centimeters"), "mm": ("millimeter", "millimeters"),
    "kg": ("kilogram", "kilograms"), "g": ("gram", "grams"), "mg": ("milligram", "milligrams"),
    "ml": ("milliliter", "milliliters"), "L": ("liter", "liters"),
    "mL": ("milliliter", "milliliters"),  # panel BE4: a dose, "Take 5 mL" (NIST SP 811)
    "lb": ("pound", "pounds"), "lbs": ("pound", "pounds"), "oz": ("ounce", "ounces"),
    "ft": ("foot", "feet"), "mi": ("mile", "miles"), "mph": ("mile per hour", "miles per hour"),
    "km/h": ("kilometer per hour", "kilometers per hour"),
    "kph": ("kilometer per hour", "kilometers per hour"),
    "KB": ("kilobyte", "kilobytes"), "MB": ("megabyte", "megabytes"),
    "GB": ("gigabyte", "gigabytes"), "TB": ("terabyte", "terabytes"),
    "Hz": ("hertz", "hertz"), "kHz": ("kilohertz", "kilohertz"),
    "MHz": ("megahertz", "megahertz"), "GHz": ("gigahertz", "gigahertz"),
    "kW": ("kilowatt", "kilowatts"), "kWh": ("kilowatt hour", "kilowatt hours"),
    "°C": ("degree Celsius", "degrees Celsius"), "℃": ("degree Celsius", "degrees Celsius"),
    "°F": ("degree Fahrenheit", "degrees Fahrenheit"),
    "m²": ("square meter", "square meters"), "㎡": ("square meter", "square meters"),
    "km²": ("square kilometer", "square kilometers"),
    "cm²": ("square centimeter", "square centimeters"),
    "ft²": ("square foot", "square feet"), "sq ft": ("square foot", "square feet"),
    "m³": ("cubic meter", "cubic meters"), "ms": ("millisecond", "milliseconds"),
    "Mbps": ("megabit per second", "megabits per second"),
    "Gbps": ("gigabit per second", "gigabits per second"),
    # panel T4 (issue 31): "2 tbsp of butter" was "two tbsp"
    "tbsp": ("tablespoon", "tablespoons"), "tsp": ("teaspoon", "teaspoons"),
    "Tbsp": ("tablespoon", "tablespoons"),
    # panel AF4 (issue 31): a lab's "104 mg/dL", "142 g/L" left as written (CLDR's names)
    **dict.fromkeys(("mg/dL", "mg/dl"), ("milligram per deciliter", "milligrams per deciliter")),
    **dict.fromkeys(("mmol/L", "mmol/l"), ("millimole per liter", "millimoles per liter")),
    **dict.fromkeys(("g/L", "g/l"), ("gram per liter", "grams per liter")),
    **dict.fromkeys(("mg/L", "mg/l"), ("milligram per liter", "milligrams per liter")),
    # panel AI (issue 31): the US and UK customary units a car, a tyre, a recipe, an engine
    # and a map write after a count (NIST Handbook 44, Appendix C; CLDR's English names)
    # ("mpg" stays: panel V4 pinned "thirty-two mpg", said as letters)
    "psi": ("pound per square inch", "pounds per square inch"),
    "fl oz": ("fluid ounce", "fluid ounces"),
    "fl. oz.": ("fluid ounce", "fluid ounces"), "gal": ("gallon", "gallons"),
    "qt": ("quart", "quarts"), "yd": ("yard", "yards"), "sq mi": ("square mile", "square miles"),
    "sq in": ("square inch", "square inches"), "sq yd": ("square yard", "square yards"),
    "cu ft": ("cubic foot", "cubic feet"), "cu in": ("cubic inch", "cubic inches"),
    "cu yd": ("cubic yard", "cubic yards"), "mi²": ("square mile", "square miles"),
    "hp": ("horsepower", "horsepower"), "rpm": ("revolution per minute", "revolutions per minute"),
    "kcal": ("kilocalorie", "kilocalories"), "mi/h": ("mile per hour", "miles per hour"),
}  # fmt: skip
