"""Units in the 28 languages of ``structured.py``: the pattern of ``<lang>.unit`` ("5 km",
"20 °C", "3,5 GB", "100 км/ч") and the function that reads what it matches, with CLDR's
unit names in their plural forms (``cldr.unit_pattern``). The number is written as
``written_numbers.py`` has it, one number syntax with the money and number rules.
"""

import re

from . import cldr, readings
from .numbers import fits_int
from .rule import padded
from .words import plural_category
from .written_numbers import SIGN, START, number_pattern, number_words, plain

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
    "min": "duration-minute", "kWh": "energy-kilowatt-hour", "m/s": "speed-meter-per-second",
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
# Seen left as written by the second panels (issue 31): "7 м/с", "245 кВт·ч", "10 Go".
_LOCAL_UNITS["ru"].update(
    {
        "м/с": "speed-meter-per-second",
        "кВт·ч": "energy-kilowatt-hour",
        "кВт⋅ч": "energy-kilowatt-hour",
        "кВт": "power-kilowatt",
    }
)
_LOCAL_UNITS["fr"] = {
    "Go": "digital-gigabyte",
    "Mo": "digital-megabyte",
    "To": "digital-terabyte",
    "ko": "digital-kilobyte",
}
# "35° a Roma", "hasta 38° en Sevilla": a bare degree after a number is a temperature (an
# ordinal "2° trimestre" is read before, by the ordinal rule).
# The fresh panels (issue 31) heard "18°" left as "achtzehn°" in de nl sv tr da ...: every
# language but pt (where "1° lugar" is an ordinal), and ar writes "45°م" for Celsius.
_DEGREE_LANGS = "it es fr bg cs da de el et fi hi hr hu id lt lv nl pl ro ru sk sl sv tr uk vi"
for _lang in _DEGREE_LANGS.split():
    _LOCAL_UNITS.setdefault(_lang, {})["°"] = "temperature-generic"
# km per hour as the language writes it: nl "km/u" (uur), tr "km/s" (saat)
_LOCAL_UNITS.setdefault("nl", {})["km/u"] = "speed-kilometer-per-hour"
_LOCAL_UNITS.setdefault("tr", {})["km/s"] = "speed-kilometer-per-hour"
_LOCAL_UNITS["ar"] = {"°م": "temperature-celsius", "° م": "temperature-celsius"}
# A fresh panel (issue 31, 2026-12-06) heard "38° مئوية" as written in ar, and tr
# "90 km/sa" (saat, TDK "Kısaltmalar Dizini": sa. saat).
_LOCAL_UNITS["ar"].update({"° مئوية": "temperature-celsius", "°مئوية": "temperature-celsius"})
_LOCAL_UNITS["tr"]["km/sa"] = "speed-kilometer-per-hour"
# A second panel M (issue 31): ar "العظمى 35°" (a bare degree is a temperature, "خمس
# وثلاثون درجة": CLDR names no generic degree in Arabic; درجة is feminine).
_LOCAL_UNITS["ar"]["°"] = "temperature-generic"
_LOCAL_UNITS["hi"] = {"किमी": "length-kilometer", "किग्रा": "mass-kilogram", "मीटर": "length-meter"}
# hi symbols written with the abbreviation dot or without (केंद्रीय हिंदी निदेशालय, "मानक
# हिंदी वर्तनी": मी. मीटर, सेमी. सेंटीमीटर, मिमी. मिलीमीटर, ग्रा. ग्राम, मि.ग्रा. मिलीग्राम,
# कि.ग्रा. किलोग्राम, मि.ली. मिलीलीटर); the dot goes with the unit as el's "χλμ." does.
_LOCAL_UNITS["hi"].update({
    "मी.": "length-meter", "मी": "length-meter", "सेमी": "length-centimeter",
    "सेमी.": "length-centimeter", "मिमी": "length-millimeter", "मिमी.": "length-millimeter",
    "ग्रा.": "mass-gram", "मि.ग्रा.": "mass-milligram", "कि.ग्रा.": "mass-kilogram",
    "मि.ली.": "volume-milliliter", "किमी.": "length-kilometer",
})  # fmt: skip
_LOCAL_UNITS["uk"] = {
    **_LOCAL_UNITS["ru"],
    "км/год": "speed-kilometer-per-hour",
    "кВт·год": "energy-kilowatt-hour",
    "кВт⋅год": "energy-kilowatt-hour",
}
# Wind speeds in the Latin-script Slavic languages ("vítr 5–7 m/s", "wiatr 10 m/s").
for _lang in ("pl", "cs", "sk", "hr", "sl"):
    _LOCAL_UNITS.setdefault(_lang, {})["m/s"] = "speed-meter-per-second"
_LOCAL_UNITS["bg"] = {**_LOCAL_UNITS["ru"], **_LOCAL_UNITS["bg"]}
del _LOCAL_UNITS["bg"]["км/ч"], _LOCAL_UNITS["bg"]["г"]  # bg "г." is "година"
_LOCAL_UNITS["bg"]["км/ч"] = "speed-kilometer-per-hour"
# el "2 χλμ. από το κέντρο": the abbreviation's dot goes with it (Triantafyllidis writes
# "χλμ." with a dot); it stays a full stop only where the sentence ends (a second panel M).
_LOCAL_UNITS["el"]["χλμ."] = "length-kilometer"
# Panel W2 (issue 31) heard "500 мг" left as written: milligrams (and micrograms) in the
# Cyrillic symbols (ГОСТ 8.417-2002, "мг", "мкг").
for _lang in ("ru", "uk", "bg"):
    _LOCAL_UNITS[_lang].update({"мг": "mass-milligram", "мкг": "mass-microgram"})
# pt numbers are Portugal's (num2words "dezasseis"; "cêntimos"), so are its unit names: CLDR
# pt_PT's "quilómetros" (CLDR pt is Brazil's "quilômetros"; panel W2 heard the mix). A text
# that shows it is Brazilian gets Brazil's back (pt.brazil).
_UNIT_LOCALE = {"pt": "pt_PT"}


def _units(lang: str) -> dict[str, str]:
    return {**UNITS, **_LOCAL_UNITS.get(lang, {})}


def symbols(lang: str) -> dict[str, str]:
    """The unit symbols read in ``lang``, each with its CLDR unit (the genitive rule's too)."""
    return _units(lang)


# Where CLDR's long name is not what is said (Vietnamese writes "kilômét/giờ").
_UNIT_FIXES = {"vi": [("/", " trên ")]}
# Where the language turns the phrase around: Turkish "saatte yüz kilometre" (TDK); Dutch
# CLDR names a degree "booggraad" (of an arc), the weather says "graden".
_UNIT_OVERRIDES = {("tr", "speed-kilometer-per-hour"): "saatte {0} kilometre",
                   ("nl", "temperature-generic"): "{0} graden",
                   ("ar", "temperature-generic"): "{0} درجة"}  # fmt: skip
# Unit nouns that are feminine (the count agrees: "одна минута", "jedna minuta").
_FEMININE_UNITS = {"duration-minute"}


# German nouns take "-n" in the dative plural after these prepositions (Duden, Grammatik
# § 314): "In 300 m" -> "In dreihundert Metern", "nach 2 km" -> "nach zwei Kilometern".
# Not "auf" nor "über": "auf 100 km", "über 5 km" are accusatives.
_DE_DATIVE = {"in", "im", "mit", "nach", "von", "aus", "bei", "seit", "zu", "ab", "hinter",
              "neben", "zwischen", "innerhalb", "außerhalb"}  # fmt: skip


def _german_dative(match: re.Match, said: str, words: str) -> str:
    """The unit noun in the dative after a dative preposition ("in 300 Metern", "nach einem
    Kilometer"); ``said`` has the number as "\0"."""
    before = match.string[max(0, match.start() - 30) : match.start()].split()
    if not before or before[-1].lower() not in _DE_DATIVE:
        return said.replace("\0", words, 1)
    if words == "ein":  # the units are masculine or neuter
        return said.replace("\0", "einem", 1)
    return re.sub(r"(?<=[^\W\d_])(er|el)\b", r"\1n", said, count=1).replace("\0", words, 1)


def unit_pattern(lang: str) -> str:
    symbols = "|".join(re.escape(s) for s in sorted(_units(lang), key=len, reverse=True))
    return rf"(?=[-−\d]){START}{SIGN}{number_pattern(lang)}\s?(?P<unit>{symbols})(?![\w/²³])"


def read_unit(lang: str, match: re.Match) -> str:
    unit = _units(lang)[match.group("unit")]
    num, frac = match.group("num"), match.group("frac")
    if not frac and not fits_int(plain(num, None)):
        return match.group(0)  # its count cannot be had: the number rule reads it
    value = float(plain(num, frac)) if frac else int(plain(num, None))
    pattern = _UNIT_OVERRIDES.get((lang, unit)) or cldr.unit_pattern(
        _UNIT_LOCALE.get(lang, lang), unit, plural_category(lang, value)
    )
    if unit == "temperature-generic" and (pattern is None or "°" in pattern):
        # CLDR gives some languages no name for a bare degree ("{0}°"): the angle's is said
        pattern = cldr.unit_pattern(lang, "angle-degree", plural_category(lang, value))
    if pattern is None:
        return match.group(0)
    if frac or match.group("sign"):
        words = number_words(num, frac, lang, match.group("sign"))
    else:
        gender = "f" if unit in _FEMININE_UNITS else {"da": "c", "sv": "c"}.get(lang, "m")
        if lang == "ar" and unit == "temperature-generic":
            gender = "f"
        if lang == "el" and re.search(r"[αο]\b", pattern.replace("{0}", "")):
            gender = "n"  # "τρία χιλιόμετρα", "ένα λίτρο": CLDR's neuter nouns (-α, -ο)
        if lang == "ro" and value == 2 and re.search(r"(?:e|uri)\s*$", pattern.replace("{0}", "")):
            gender = "f"  # "două kilograme", "două ore": a neuter or feminine plural (panel R2)
        words = readings.cardinal(value, lang, gender)
    said = pattern.replace("{0}", words)
    if lang == "de" and unit.startswith(("length-", "volume-", "area-")):
        said = _german_dative(match, said.replace(words, "\0", 1), words)
    for old, new in _UNIT_FIXES.get(lang, ()):
        said = said.replace(old, new)
    if lang == "el":
        said = _greek_accusative(match, said)
    if match.group("unit").endswith(".") and _ends_sentence(match):
        said += "."
    return padded(match, " ".join(said.split()))


def _ends_sentence(match: re.Match) -> bool:
    """A unit's dot is also a full stop: the text ends, or a capital follows."""
    rest = match.string[match.end() : match.end() + 60]
    return not rest.strip() or (rest[:1].isspace() and rest.lstrip()[0].isupper())


# el: a preposition or the accusative article before the count asks for "βαθμούς": "έως
# 35°C" -> "έως τριάντα πέντε βαθμούς Κελσίου" (Κλείθρο, "σε/έως/από + αιτιατική"); the
# other unit nouns CLDR names are neuter or feminine, the same in both cases.
_EL_ACCUSATIVE = {"έως", "ως", "μέχρι", "από", "σε", "στους", "τους", "με", "για", "κατά"}


def _greek_accusative(match: re.Match, said: str) -> str:
    before = match.string[max(0, match.start() - 30) : match.start()].split()
    if not before or before[-1].lower() not in _EL_ACCUSATIVE:
        return said
    return re.sub(
        r"\bβαθμ(?:οί|ός)\b", lambda m: "βαθμούς" if m[0].endswith("οί") else "βαθμό", said
    )
