"""Units in the 28 languages of ``structured.py``: the pattern of ``<lang>.unit`` ("5 km",
"20 °C", "3,5 GB", "100 км/ч") and the function that reads what it matches, with CLDR's
unit names in their plural forms (``cldr.unit_pattern``). The number is written as
``written_numbers.py`` has it, one number syntax with the money and number rules.
"""

import re
from functools import cache

from . import cldr, readings
from .numbers import fits_int
from .rule import padded
from .words import decimal_category, plural_category
from .written_numbers import MINUS, SIGN, START, number_pattern, number_words, plain

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
    "ms": "duration-millisecond", "cl": "volume-centiliter",  # fr "25 cl de lait" (panel S1)
    "min": "duration-minute", "kWh": "energy-kilowatt-hour", "m/s": "speed-meter-per-second",
    # panel S2 (issue 31): pl "ciśnienie 1013 hPa" left as written
    "hPa": "pressure-hectopascal",
    # panel AL2 (issue 31): pl "5 GW" left as written ("pięć gigawatów", CLDR's names)
    "GW": "power-gigawatt", "MW": "power-megawatt",
    # panel AS3 (issue 31): lt "KD10 koncentracija 45 µg/m³" left as written; the micro sign
    # (U+00B5) and the Greek mu (U+03BC) both written
    "µg": "mass-microgram", "μg": "mass-microgram",
    # panel BE4 (issue 31): en "Take 5 mL twice daily" left as written; the capital L a dose
    # and a label write (NIST SP 811, "L" for the litre)
    "mL": "volume-milliliter",
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
        # ... and "250 кВтч", the hour glued to the kilowatt (panel AL2 heard bg "кВтч" left
        # as written; БАН, Грамота.ру write "кВт·ч", offices and bills "кВтч"), "МВт", "ГВт"
        "кВтч": "energy-kilowatt-hour",
        "МВт": "power-megawatt",
        "ГВт": "power-gigawatt",
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
# tr "2 lt süt": the litre as shops, recipes and pumps write it (TDK writes "L"; panel BA5
# heard "lt" left as written)
_LOCAL_UNITS["tr"]["lt"] = "volume-liter"
# sv da "68 kvm": the square metre as Scandinavian listings write it (SAOL, Den Danske
# Ordbog: kvm, kvadratmeter; panel Z4, issue 31, heard it left as written)
for _lang in ("sv", "da"):
    _LOCAL_UNITS.setdefault(_lang, {})["kvm"] = "area-square-meter"
# A second panel M (issue 31): ar "العظمى 35°" (a bare degree is a temperature, "خمس
# وثلاثون درجة": CLDR names no generic degree in Arabic; درجة is feminine).
_LOCAL_UNITS["ar"]["°"] = "temperature-generic"
# ar "5000 mAh": a battery's capacity, said "ميلي أمبير ساعة" (CLDR names no milliampere-hour;
# panel AK5 heard "mAh" left as written). The loanword is one form for every count.
_LOCAL_UNITS["ar"]["mAh"] = "electric-milliampere-hour"
# Panel Y5 (issue 31) heard "120 م²" left as written: the square metre and kilometre in
# Arabic letters (CLDR ar names "متر مربع"; the symbol is "م²").
# CLDR's "{0} متر مربع" is one form for every count; the noun and its adjective agree with
# the count as any counted noun does (Wright §§ 323-325): "متران مربعان", "ثلاثة أمتار
# مربعة", "مائة وعشرون مترًا مربعًا", "مائة متر مربع".
_LOCAL_UNITS["ar"].update({"م²": "area-square-meter", "كم²": "area-square-kilometer"})
_AR_AREA = {
    unit: {"one": f"{name} مربع واحد", "two": f"{name}ان مربعان", "few": f"{{0}} {few} مربعة",
           "many": f"{{0}} {name}ًا مربعًا", "other": f"{{0}} {name} مربع"}
    for unit, name, few in (("area-square-meter", "متر", "أمتار"),
                            ("area-square-kilometer", "كيلومتر", "كيلومترات"))
}  # fmt: skip
# vi "Diện tích 75m2": listings write the square's two as a plain digit (panel AS5 heard "m
# hai"); after a count, "m2", "m3" are the square and cubic metre ("mét vuông", "mét khối")
_LOCAL_UNITS["vi"].update({"m2": "area-square-meter", "m3": "volume-cubic-meter",
                           "km2": "area-square-kilometer"})  # fmt: skip
# ... and so in id and tr listings: "Luas tanah 120 m2" (panel AU5 heard "m dua"), KBBI
# "meter persegi", TDK "metrekare"
# ... and so in every language's listings (panel AY3 heard hr "65 m2" as "m dva", and the
# others read "m two" alike): after a count the plain digit is the superscript's.
for _lang in ("en", "de", "fr", "es", "it", "pt", "nl", "sv", "da", "fi", "et", "lv", "lt",
              "pl", "cs", "sk", "sl", "hr", "ro", "hu", "el", "bg", "ru", "uk", "tr", "ar",
              "hi", "id", "ko", "ja"):  # fmt: skip
    _LOCAL_UNITS.setdefault(_lang, {}).update(
        {"m2": "area-square-meter", "m3": "volume-cubic-meter", "km2": "area-square-kilometer"}
    )
# ar "بين 10 و20 ملم": the millimetre as Arabic weather reports write it (CLDR ar "مم";
# panel AY5 heard "ملم" left as written)
_LOCAL_UNITS["ar"]["ملم"] = "length-millimeter"
_LOCAL_UNITS.setdefault("hi", {}).update(
    {"किमी": "length-kilometer", "किग्रा": "mass-kilogram", "मीटर": "length-meter"}
)
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
# ru uk bg "98 м³": the cubic metre in Cyrillic (panel AQ2, issue 31, heard it left as written)
for _lang in ("ru", "uk"):
    _LOCAL_UNITS[_lang]["м³"] = "volume-cubic-meter"
# Wind speeds in the Latin-script Slavic languages ("vítr 5–7 m/s", "wiatr 10 m/s").
for _lang in ("pl", "cs", "sk", "hr", "sl"):
    _LOCAL_UNITS.setdefault(_lang, {})["m/s"] = "speed-meter-per-second"
_LOCAL_UNITS["bg"] = {**_LOCAL_UNITS["ru"], **_LOCAL_UNITS["bg"]}
del _LOCAL_UNITS["bg"]["км/ч"]
_LOCAL_UNITS["bg"]["км/ч"] = "speed-kilometer-per-hour"
# bg "г." is "година", "200 г брашно" grams (panel S2): "г" only without the dot
_NOT_WITH_A_DOT = {"bg": {"г"}}
# The tonne's "т" after a count, "2,5 т", "3,5 т." (Правопис 2019 § 144 "т тонна"; БАН "т";
# panel AW2 heard it left as a letter): said "тонни", "тона", without CLDR's "метрична"
# (uk "метрична тонна", bg "метричен тон"), which no one says of a load. "т" glued to a
# word's dot ("т.е.", "т.н.") is no tonne: the dot goes with the symbol or the sign ends.
_TONNE_LANGS = {"ru", "uk", "bg"}
for _lang in _TONNE_LANGS:
    _LOCAL_UNITS[_lang].update({"т.": "mass-tonne", "т": "mass-tonne"})
_TONNE_UNDOTTED = {"т"}
for _lang in ("ru", "uk"):
    _LOCAL_UNITS[_lang]["гПа"] = "pressure-hectopascal"
_LOCAL_UNITS["bg"]["хПа"] = "pressure-hectopascal"
# el "2 χλμ. από το κέντρο": the abbreviation's dot goes with it (Triantafyllidis writes
# "χλμ." with a dot); it stays a full stop only where the sentence ends (a second panel M).
_LOCAL_UNITS["el"]["χλμ."] = "length-kilometer"
# ... and the litre's "λτ." on a shelf's label ("1,5 λτ."; panel AP5 heard it left as written)
_LOCAL_UNITS["el"]["λτ."] = "volume-liter"
# Panel W2 (issue 31) heard "500 мг" left as written: milligrams (and micrograms) in the
# Cyrillic symbols (ГОСТ 8.417-2002, "мг", "мкг").
for _lang in ("ru", "uk", "bg"):
    _LOCAL_UNITS[_lang].update({"мг": "mass-milligram", "мкг": "mass-microgram"})
# Panel S3 (issue 31) heard a recipe's "2 dl", "25 dkg" left as written: the decilitre where
# kitchens measure in it (Kotus "dl", EKI "dl", MHSz "dl", Svenska skrivregler "dl"), and the
# Hungarian dekagram, said "deka" (MHSz "dkg"; CLDR names no dekagram).
for _lang in ("fi", "et", "hu", "sv"):
    _LOCAL_UNITS.setdefault(_lang, {})["dl"] = "volume-deciliter"
_LOCAL_UNITS["hu"]["dkg"] = "mass-dekagram"
# pt numbers are Portugal's (num2words "dezasseis"; "cêntimos"), so are its unit names: CLDR
# pt_PT's "quilómetros" (CLDR pt is Brazil's "quilômetros"; panel W2 heard the mix). A text
# that shows it is Brazilian gets Brazil's back (pt.brazil).
_UNIT_LOCALE = {"pt": "pt_PT"}
# Panel S4 (issue 31) heard kitchen measures left as written: "5 dl vetemjöl", "3 dl mælk"
# (deci- and centilitres, everywhere CLDR names them), sv "tsk"/"msk", da "tsk."/"spsk."
# (Svenska Akademiens ordlista, Retskrivningsordbogen), el "γρ." (Τριανταφυλλίδης:
# γραμμάριο), ro "l/mp" and "l/m²" (rain: litres per square metre, ANM's bulletins).
UNITS.update({"dl": "volume-deciliter", "cl": "volume-centiliter"})
_LOCAL_UNITS.setdefault("sv", {}).update({"tsk": "volume-teaspoon", "msk": "volume-tablespoon"})
# Panel AD4 (issue 31) heard sv "ca 5 tim" left as "fem tim": the hour as SAOL abbreviates it
# (tim., timme, timmar), after a number only ("Tim kommer" is a name).
_LOCAL_UNITS["sv"].update({"tim.": "duration-hour", "tim": "duration-hour"})
_LOCAL_UNITS.setdefault("da", {}).update({
    "tsk.": "volume-teaspoon", "tsk": "volume-teaspoon", "spsk.": "volume-tablespoon",
    "spsk": "volume-tablespoon",
})  # fmt: skip
_LOCAL_UNITS["el"].update({"γρ.": "mass-gram", "γρ": "mass-gram"})
_LOCAL_UNITS.setdefault("ro", {}).update({"l/mp": "volume-liter", "l/m²": "volume-liter"})
# Panel T3 (issue 31) heard "2 rkl voita", "2 ek. vajat" left as written: the spoons of a
# Finnish and a Hungarian recipe (Kotus "rkl", "tl"; MHSz "ek.", "kk.", "mk.").
_LOCAL_UNITS.setdefault("fi", {}).update({"rkl": "volume-tablespoon", "tl": "volume-teaspoon"})
_LOCAL_UNITS["hu"].update({
    "ek.": "volume-tablespoon", "ek": "volume-tablespoon", "kk.": "volume-teaspoon",
    "mk.": "volume-teaspoon", "tk.": "volume-teaspoon",
})  # fmt: skip
# Panel U2 (issue 31) heard bg "80 кв. м" and ru "110 л. с." left as written: the square
# metre as Bulgarian listings write it (БАН, "кв. м") and Russian's horsepower (Gramota.ru
# "л. с."; CLDR's power-horsepower).
_LOCAL_UNITS.setdefault("bg", {}).update(
    {"кв. м": "area-square-meter", "кв.м": "area-square-meter"}
)
_LOCAL_UNITS["ru"].update({"л. с.": "power-horsepower", "л.с.": "power-horsepower"})
# Panel AB2 (issue 31) heard ru "65 кв. м" left as written: the listings' square metre in ru
# and uk as in bg (Грамота.ру, "кв. м"; СУМ).
for _lang in ("ru", "uk"):
    _LOCAL_UNITS.setdefault(_lang, {}).update(
        {"кв. м": "area-square-meter", "кв.м": "area-square-meter"}
    )
# Panel V1 (issue 31) heard "132 g/km" and "10,02 s" left as written in de fr es it pt nl.
# A unit per another ("g/km", "mg/l", "kg/m²") is the first unit's name in CLDR's "per"
# pattern of the second ("{0} pro Kilometer", "{0} par kilomètre", "{0} per chilometro"):
# "einhundertzweiunddreißig Gramm pro Kilometer". Only these pairs, and only where the
# language names no such symbol itself (ro "l/m²", nl "km/u", tr "km/s").
_PER_NUMERATORS = ("g", "mg", "µg", "μg", "kg", "ml", "l", "kWh", "W")
_PER_DENOMINATORS = ("km", "l", "kg", "m²", "m³", "ml")
PER_UNITS = {
    f"{top}/{bottom}": (UNITS[top], UNITS[bottom])
    for top in _PER_NUMERATORS
    for bottom in _PER_DENOMINATORS
    if top != bottom
}
# Panel AF4 (issue 31) heard a lab's "98 mg/dL" and "142 g/L" left as written (ro hr sv da
# en el): a laboratory writes the litre "L" and the decilitre "dL"; CLDR names blood's
# glucose per decilitre and millimoles per litre as units of their own ("{0} miligrama po
# decilitru", "{0} millimol pr. liter"), and a unit per "L" is one per "l".
PER_UNITS.update({f"{top}/L": PER_UNITS[f"{top}/l"] for top in _PER_NUMERATORS if top != "l"})
UNITS.update({
    "mg/dL": "concentr-milligram-ofglucose-per-deciliter",
    "mg/dl": "concentr-milligram-ofglucose-per-deciliter",
    "mmol/L": "concentr-millimole-per-liter", "mmol/l": "concentr-millimole-per-liter",
})  # fmt: skip
# ro "lapte 1L": SI's other symbol for the litre after a count, "un litru" (panel AM4, issue
# 31, heard "unu L")
_LOCAL_UNITS.setdefault("ro", {})["L"] = "volume-liter"
# ... and so in fr de es it pt nl: "45,6 L de SP95" (a pump's receipt), "une bouteille de
# 1,5 L" (panel AP1 heard fr "quarante-cinq virgule six L")
for _lang in ("fr", "de", "es", "it", "pt", "nl"):
    _LOCAL_UNITS.setdefault(_lang, {}).setdefault("L", "volume-liter")
# A second after a decimal ("in 9,87 s", a race's time): "s" alone is too short to be read
# after a whole number ("Bus 12 s" may be anything), and in tr it is the hour ("saat").
_SECOND = "s"
_SECOND_LANGS = {"de", "fr", "es", "it", "pt", "nl"}
# Panel X3 (issue 31): lt "atsilikęs 12,4 s", sl "zaostal 0,35 s" left as "s" (VLKK, SP "s")
_SECOND_LANGS |= {"lt", "lv", "et", "fi", "sl"}
for _lang in _SECOND_LANGS:
    _LOCAL_UNITS.setdefault(_lang, {})[_SECOND] = "duration-second"
# Panel V1 heard a German recipe's "2 EL Zucker" left as written: Esslöffel and Teelöffel
# (Duden "EL", "TL"). "TL" is also the Turkish lira ("500 TL"): a spoon is a small count.
_LOCAL_UNITS.setdefault("de", {}).update({"EL": "volume-tablespoon", "TL": "volume-teaspoon"})
_SPOONS = {"EL", "TL"}
_MOST_SPOONS = 20
# Panel X1 (issue 31) heard nl "2 el olijfolie" and fr "1 c. à soupe" left as written (and
# "un c."): the Dutch spoons (Van Dale "el", "tl"; a small count, as German's) and the French
# (Le Robert "c. à s.", "c. à c."), feminine: "une cuillère à soupe".
_LOCAL_UNITS.setdefault("nl", {}).update({"el": "volume-tablespoon", "tl": "volume-teaspoon"})
_SPOONS_IN = {"de": _SPOONS, "nl": {"el", "tl"}}
_LOCAL_UNITS["fr"].update({
    "c. à soupe": "volume-tablespoon", "c. à s.": "volume-tablespoon",
    "c. à café": "volume-teaspoon", "c. à c.": "volume-teaspoon",
})  # fmt: skip
# Panel AA1 (issue 31) heard es "1/2 cdta. de sal" left as written: the Spanish recipe's
# short forms of cucharada and cucharadita (RAE's list of abbreviations: "cda.", "cdta.";
# recipes also write "cdita." and the plurals).
_LOCAL_UNITS["es"].update({
    **dict.fromkeys(("cda.", "cdas.", "cda", "cdas"), "volume-tablespoon"),
    **dict.fromkeys(("cdta.", "cdtas.", "cdita.", "cditas.", "cdta", "cdtas", "cdita",
                     "cditas"), "volume-teaspoon"),
})  # fmt: skip
# A unit CLDR names only in part: its name and what follows it.
_UNIT_SUFFIX = {("ro", "l/mp"): " pe metru pătrat", ("ro", "l/m²"): " pe metru pătrat"}
# Panel V4 (issue 31) heard these left as written: ro "1.200 mp" (metri pătrați, as
# listings write it; DOOM "mp"), el "85 τ.μ." (τετραγωνικά μέτρα, Triantafyllidis), a car's
# consumption, sv "0,6 l/mil" (liter per mil: a Swedish mil is ten kilometres) and el "5,8
# λίτρα/100 χλμ." (λίτρα ανά εκατό χιλιόμετρα); and el "2 GB" in Latin script ("δύο
# gigabyte"): Greek says the bytes in its own script, "γκιγκαμπάιτ" (a neuter noun).
_LOCAL_UNITS["ro"]["mp"] = "area-square-meter"
_LOCAL_UNITS["el"].update({
    "τ.μ.": "area-square-meter", "τ.μ": "area-square-meter",
    "λίτρα/100 χλμ.": "volume-liter", "λίτρα/100 χλμ": "volume-liter",
    "λ/100 χλμ.": "volume-liter", "l/100 km": "volume-liter",
})  # fmt: skip
_LOCAL_UNITS["sv"]["l/mil"] = "volume-liter"
_UNIT_SUFFIX.update({("sv", "l/mil"): " per mil"})
for _written in ("λίτρα/100 χλμ.", "λίτρα/100 χλμ", "λ/100 χλμ.", "l/100 km"):
    _UNIT_SUFFIX[("el", _written)] = " ανά εκατό χιλιόμετρα"
_UNIT_OVERRIDES_V4 = {
    ("el", "digital-kilobyte"): "{0} κιλομπάιτ", ("el", "digital-megabyte"): "{0} μεγκαμπάιτ",
    ("el", "digital-gigabyte"): "{0} γκιγκαμπάιτ", ("el", "digital-terabyte"): "{0} τεραμπάιτ",
}  # fmt: skip


# Panel Z2 (issue 31) heard "100 Мбит/с", "300 Mb/s", "200 Mbps" left as written: a data
# rate is the bit's CLDR name in CLDR's "per second" pattern ("сто мегабит в секунду",
# "tristo megabitov za sekundu"). Written with a slash, or "ps"; bytes ("MB/s") are not.
_BITS = {"k": "digital-kilobit", "M": "digital-megabit", "G": "digital-gigabit"}
RATES = {
    f"{prefix}{bit}{per}": unit
    for prefix, unit in {**_BITS, "K": "digital-kilobit"}.items()
    for bit, per in (("bit", "/s"), ("b", "/s"), ("b", "ps"), ("bit", "ps"))
}
_CYRILLIC_BITS = {"к": "digital-kilobit", "К": "digital-kilobit", "М": "digital-megabit",
                  "Г": "digital-gigabit"}  # fmt: skip
for _lang, _bit in (("ru", "бит"), ("bg", "бит"), ("uk", "біт")):
    for _prefix, _unit in _CYRILLIC_BITS.items():
        _LOCAL_UNITS[_lang][f"{_prefix}{_bit}/с"] = _unit
UNITS.update(RATES)
# Panel AE5 (issue 31): tr "50 Mbps" heard "megabit/saniye", CLDR's tr pattern keeping the
# slash: "saniyede" before the count, as TDK turns a rate ("saniyede elli megabit", like
# "saatte" above).
_RATE_PER_SECOND = {"tr": "saniyede {0}"}


def rate_per_second(lang: str, symbol: str) -> str | None:
    """CLDR's "per second" pattern ("{0} в секунду") where ``symbol`` is a data rate."""
    if not symbol.endswith(("/s", "/с", "ps")) or not _units(lang).get(symbol, "").startswith(
        "digital-"
    ):
        return None
    if lang in _RATE_PER_SECOND:
        return _RATE_PER_SECOND[lang]
    return cldr.unit_per_pattern(_UNIT_LOCALE.get(lang, lang), "duration-second")


# Panels AU4, AU5 (issue 31) heard ro "4 g/zi", el "4 g/ημέρα" and hi "2GB/दिन" left as
# written: a dose or an allowance per period, the period in the language's own word; said
# in CLDR's "per" pattern of the period ("{0} pe zi", "{0} प्रति दिन"), el with the
# accusative article as a price per period is (Triantafyllidis "την ημέρα"; symbols.py
# PER_PERIOD), not CLDR's formal "ανά".
_PERIOD_WORDS = {
    "ro": {"zi": "duration-day", "oră": "duration-hour", "săptămână": "duration-week",
           "lună": "duration-month", "an": "duration-year"},
    "el": {"ημέρα": "duration-day", "μέρα": "duration-day", "ώρα": "duration-hour",
           "εβδομάδα": "duration-week", "μήνα": "duration-month"},
    "hi": {"दिन": "duration-day", "घंटा": "duration-hour", "सप्ताह": "duration-week",
           "हफ्ता": "duration-week", "माह": "duration-month", "महीना": "duration-month"},
}  # fmt: skip
_PERIOD_TOPS = (*_PER_NUMERATORS, "mcg", "MB", "GB", "TB")
_PERIOD_PATTERNS = {
    ("el", "duration-day"): "{0} την ημέρα", ("el", "duration-hour"): "{0} την ώρα",
    ("el", "duration-week"): "{0} την εβδομάδα", ("el", "duration-month"): "{0} τον μήνα",
}  # fmt: skip


@cache
def _per_units(lang: str) -> dict[str, tuple[str, str]]:
    """The units per another read in ``lang``: PER_UNITS and its own per period."""
    periods = _PERIOD_WORDS.get(lang, {})
    return {
        **PER_UNITS,
        **{
            f"{top}/{word}": (UNITS[top], period)
            for word, period in periods.items()
            for top in _PERIOD_TOPS
            if top in UNITS
        },
    }


def _units(lang: str) -> dict[str, str]:
    local = _LOCAL_UNITS.get(lang, {})
    per = {s: top for s, (top, _) in _per_units(lang).items() if s not in local and _per(lang, s)}
    return {**UNITS, **per, **local}


def _per(lang: str, symbol: str) -> str | None:
    """The "per" pattern of a unit per another ("{0} pro Kilometer"), where CLDR names it."""
    if symbol not in _per_units(lang) or symbol in _LOCAL_UNITS.get(lang, {}):
        return None
    unit = _per_units(lang)[symbol][1]
    if (lang, unit) in _PERIOD_PATTERNS:
        return _PERIOD_PATTERNS[lang, unit]
    pattern = cldr.unit_per_pattern(_UNIT_LOCALE.get(lang, lang), unit)
    if pattern is None and lang in PER_WORDS:  # CLDR names no "per millilitre"
        pattern = "{0} " + f"{PER_WORDS[lang]} {singular_name(lang, unit)}"
    if pattern is None and lang in _PER_PHRASES:  # panel AF4: hr da "g/L"
        pattern = _PER_PHRASES[lang].get(unit) or "{0} " + f"per {singular_name(lang, unit)}"
    return pattern


# Where CLDR has no "per" pattern of these (hr, da): hr "po" with the locative (as CLDR's
# own "milimola po litri", "miligrama po decilitru"; Hrvatska gramatika, "po" + locative),
# da "per" with the unit's name for one ("gram per liter", as CLDR's "pr. liter").
_PER_PHRASES = {
    "hr": {
        "volume-liter": "{0} po litri", "length-kilometer": "{0} po kilometru",
        "mass-kilogram": "{0} po kilogramu", "volume-milliliter": "{0} po mililitru",
        "area-square-meter": "{0} po kvadratnom metru",
        "volume-cubic-meter": "{0} po kubnom metru",
    },
    "da": {},
    # lt: CLDR names no "per" unit; a concentration is so much "in" a cubic metre, the
    # locative ("keturiasdešimt penki mikrogramai kubiniame metre"; VLKK, "Matavimo vienetai"),
    # a rate per kilometre or kilogram the dative ("gramai kilometrui")
    "lt": {
        "volume-cubic-meter": "{0} kubiniame metre", "volume-liter": "{0} litre",
        "volume-milliliter": "{0} mililitre", "area-square-meter": "{0} kvadratiniame metre",
        "length-kilometer": "{0} kilometrui", "mass-kilogram": "{0} kilogramui",
    },
}  # fmt: skip


# Panel X1 (issue 31) heard a syrup's "2,5 mg/ml", "100 mg/5 ml" and de "pro ml" left as
# written: the word "per" of de fr es it pt nl (Duden "pro"; Le Robert "par"; RAE "por";
# Treccani "per"; Priberam "por"; Van Dale "per"), where CLDR names no "per" pattern.
PER_WORDS = {"de": "pro", "fr": "par", "es": "por", "it": "per", "pt": "por", "nl": "per"}


def singular_name(lang: str, unit: str) -> str:
    """A unit's name for one ("Milliliter", "millilitre"), from CLDR's pattern for one."""
    pattern = cldr.unit_pattern(_UNIT_LOCALE.get(lang, lang), unit, "one") or ""
    return pattern.replace("{0}", "").strip()


# "100 mg/5 ml": a quantity per a counted other, said "cento milligrammi per cinque
# millilitri"; the first unit and the slash are read here, the count after it by the unit
# rule.
_RATIO_TOPS = ("mg", "g", "kg", "ml", "l")
_RATIO_BOTTOMS = ("ml", "l", "g", "kg", "mg")


def ratio_pattern(lang: str) -> str:
    tops = "|".join(re.escape(s) for s in sorted(_RATIO_TOPS, key=len, reverse=True))
    bottoms = "|".join(re.escape(s) for s in sorted(_RATIO_BOTTOMS, key=len, reverse=True))
    return (
        rf"(?=[-−\d]){START}{SIGN}{number_pattern(lang)}\s?(?P<unit>{tops})"
        rf"/(?=\d{{1,4}}(?:[.,]\d{{1,3}})?\s?(?:{bottoms})(?![\w/²³'’]))"
    )


def read_ratio(lang: str, match: re.Match) -> str:
    said = read_unit(lang, match)
    if said == match.group(0):
        return said
    return f"{said} {PER_WORDS[lang]} "


# de "0,5 mg Wirkstoff pro ml": a unit after the word "per" with no count is its name for one.
_PER_SYMBOLS = ("mg", "g", "kg", "ml", "l", "cl", "dl", "km", "m²", "m³", "cm")


def per_symbol_pattern(lang: str) -> str:
    symbols = "|".join(re.escape(s) for s in sorted(_PER_SYMBOLS, key=len, reverse=True))
    return rf"(?<![\w.])(?P<per>(?i:{PER_WORDS[lang]}))\s(?P<unit>{symbols})(?![\w/²³'’-]|\.\w)"


def read_per_symbol(lang: str, match: re.Match) -> str:
    name = singular_name(lang, _units(lang)[match.group("unit")])
    return f"{match.group('per')} {name}" if name else match.group(0)


# "5 Cent/kWh", "0,32 €/kWh", "€ 0,40/kWh", "12 €/m²", "1,20 €/m³", "0,30 €/km": a price per a unit
# symbol, said with the language's "per" and the unit's name for one (Duden "pro"; panel AH1,
# issue 31, heard "fünf Cent/kWh" where a native says "fünf Cent pro Kilowattstunde"). Only
# after a currency's sign, code or word ("Cent", "centimes", "céntimos"), so a unit per
# another ("132 g/km", "150 kWh/m²") stays the unit rule's.
_PRICE_PER_SYMBOLS = ("kWh", "m²", "m³", "km")


def price_per_pattern(lang: str) -> str:
    from .words import COMMON_SIGNS, CURRENCY_NOUNS, CURRENCY_SIGNS, EURO_AFTER, MORE_SIGNS

    signs = {*COMMON_SIGNS, *MORE_SIGNS, *CURRENCY_SIGNS.get(lang, {})}
    names = {*signs, *EURO_AFTER.get(lang, {})}
    for nouns in CURRENCY_NOUNS.get(lang, {}).values():
        for noun in nouns:
            if noun is not None:
                forms = (noun.one, noun.other, noun.few, noun.many, noun.two, noun.zero)
                names |= {form for form in forms if form and " " not in form}
    money = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    # a sign before the amount: "€ 0,40/kWh", "R$ 0,80/kWh"
    sign = "|".join(re.escape(n) for n in sorted(signs, key=len, reverse=True))
    money = rf"{money}|(?:{sign})\s?\d{{1,9}}(?:[.,]\d{{1,3}}){{0,4}}"
    units = "|".join(re.escape(s) for s in _PRICE_PER_SYMBOLS if s in _units(lang))
    return rf"(?<![\w$€£¥])(?P<money>{money})/(?P<unit>{units})(?![\w/²³'’])"


def read_price_per(lang: str, match: re.Match) -> str:
    name = singular_name(lang, _units(lang)[match.group("unit")])
    return f"{match.group('money')} {PER_WORDS[lang]} {name}" if name else match.group(0)


def symbols(lang: str) -> dict[str, str]:
    """The unit symbols read in ``lang``, each with its CLDR unit (the genitive rule's too);
    not the units per another, which only ``read_unit`` says whole."""
    return {s: u for s, u in _units(lang).items() if not _per(lang, s)}


# Where CLDR's long name is not what is said (Vietnamese writes "kilômét/giờ"; Danish
# CLDR writes "millimol pr. liter", said "per", as Den Danske Ordbog's "pr.").
_UNIT_FIXES = {"vi": [("/", " trên ")], "da": [(" pr. ", " per ")]}
# Where the language turns the phrase around: Turkish "saatte yüz kilometre" (TDK); Dutch
# CLDR names a degree "booggraad" (of an arc), the weather says "graden".
_UNIT_OVERRIDES = {("tr", "speed-kilometer-per-hour"): "saatte {0} kilometre",
                   ("nl", "temperature-generic"): "{0} graden",
                   ("ar", "temperature-generic"): "{0} درجة",
                   ("ar", "electric-milliampere-hour"): "{0} ميلي أمبير ساعة",
                   ("hu", "mass-dekagram"): "{0} deka", **_UNIT_OVERRIDES_V4}  # fmt: skip
# tr: "saatte" already written before the count ("rüzgar saatte 25 km/s").
_SAATTE_BEFORE = re.compile(r"(?<!\w)(?i:saatte)\s{1,3}\Z")


def _saatte_once(match: re.Match, said: str) -> str:
    """ "rüzgar saatte 25 km/s": "saatte" said once (panel U5 heard it twice)."""
    before = match.string[max(0, match.start() - 12) : match.start()]
    return said.removeprefix("saatte ") if _SAATTE_BEFORE.search(before) else said


# Unit nouns that are feminine (the count agrees: "одна минута", "jedna minuta"); sl
# "stopinja" too ("štiri stopinje", "dve stopinji"; SSKJ), also after a minus (panel S4).
_FEMININE_UNITS = {"duration-minute"}
_FEMININE_IN = {
    "sl": {
        "temperature-celsius",
        "temperature-generic",
        "temperature-fahrenheit",
        "energy-kilowatt-hour",
    },
    "ru": {"power-horsepower", "mass-tonne"},  # "одна лошадиная сила", "две тонны"
    "fr": {"volume-tablespoon", "volume-teaspoon"},  # "une cuillère à soupe" (panel X1)
    "es": {"volume-tablespoon", "volume-teaspoon"},  # "una cucharada" (panel AA1)
    # "viena kilovatvalandė", "viena kilovatstunda", sl "ena kilovatna ura" (panel AK3 heard
    # "vienas kilovatvalandė")
    "lt": {"energy-kilowatt-hour"},
    "lv": {"energy-kilowatt-hour"},
    # uk "кіловат-година" is feminine as "година" is (СУМ-20): "дві кіловат-години", "одна
    # кіловат-година" (panel AV2 heard "сто сорок два кіловат-години")
    "uk": {"energy-kilowatt-hour", "mass-tonne"},  # "дві тонни" (СУМ-20 "тонна", ж.)
    # hr "litra" is feminine, as CLDR's forms say ("{0} litra", "{0} litre"): "dvije litre",
    # "jedna litra" (Hrvatski jezični portal, "litra", ž.; panel AP4 heard "dva litre")
    "hr": {"volume-liter"},
}


# One of a unit after the price's preposition is its object, in the accusative: lt "Už 1 kWh"
# -> "Už vieną kilovatvalandę", lv "Par 1 kWh" -> "Par vienu kilovatstundu", sl "Za 1 kWh"
# -> "Za eno kilovatno uro" (panel AK3 heard the nominative). The singular's endings change
# regularly (DLKG, LVG, Slovenski pravopis); sl's masculine stays as its nominative.
_PRICE_PREPOSITION = {
    lang: re.compile(rf"(?<!\w)(?i:{prep})\s+\Z")
    for lang, prep in (("lt", "už"), ("lv", "par"), ("sl", "za"), ("uk", "за"))
}
_ONE_ACCUSATIVE = {
    "lt": (("as", "ą"), ("is", "į"), ("ys", "į"), ("us", "ų"), ("a", "ą"), ("ė", "ę")),
    "lv": (("s", "u"), ("a", "u")),
    "sl": (("a", "o"),),
    "uk": (("а", "у"),),  # "за 1 кВт·год" -> "за одну кіловат-годину"; a masculine stays
}


def _one_after_price_preposition(lang: str, match: re.Match, said: str, words: str) -> str:
    """ "Už 1 kWh" -> "Už vieną kilovatvalandę"; ``words`` is the count said, "" unless one."""
    before = _PRICE_PREPOSITION.get(lang)
    if not before or words not in ("vienas", "viena", "viens", "ena", "одна"):
        return said  # (a decimal's "1,0" is said "vienas kablelis nulis": not one)
    if not before.search(match.string, max(0, match.start() - 6), match.start()):
        return said
    return _one_accusative(lang, said)


def _one_accusative(lang: str, said: str) -> str:
    words = []
    for word in said.split():
        for old, new in _ONE_ACCUSATIVE[lang]:
            if word.endswith(old):
                word = word[: -len(old)] + new
                break
        words.append(word)
    return " ".join(words)


# German nouns take "-n" in the dative plural after these prepositions (Duden, Grammatik
# § 314): "In 300 m" -> "In dreihundert Metern", "nach 2 km" -> "nach zwei Kilometern".
# Not "auf" nor "über": "auf 100 km", "über 5 km" are accusatives.
_DE_DATIVE = {"in", "im", "mit", "nach", "von", "aus", "bei", "seit", "zu", "ab", "hinter",
              "neben", "zwischen", "innerhalb", "außerhalb"}  # fmt: skip


# "auf" says where (the dative) when it places a thing along a stretch of road, after a
# traffic report's noun: "Stau auf 15 km", "Baustelle auf 3 km" (Duden, Grammatik § 908:
# "auf" with the dative for a place, the accusative for a direction or a measure reached).
# Panel AG1 heard "Stau auf fünfzehn Kilometer". A rate's "6 l auf 100 km", "auf 40 km
# verlängert", and a measure's "auf 12 km Länge", "auf 12 km gesperrt" (panels Q14 and Y1
# heard "auf zwölf Kilometer" right there) stay accusatives.
_DE_STRETCH_BEFORE = re.compile(
    r"(?i:stau|rückstau|staus|baustellen?|sperrung|vollsperrung|nebel|glätte|glatteis|"
    r"verkehr|behinderungen?|verkehrsbehinderungen?|fahrbahnverengung|bauarbeiten|"
    r"tempolimit|geschwindigkeitsbegrenzung|wildwechsel|aquaplaning|schneeglätte|"
    r"gefahr|unfallgefahr|ölspur|kolonnenverkehr|blitzeis)"
)
_DE_MEASURE_AFTER = re.compile(r"\s+Länge(?!\w)")


def _auf_dative(match: re.Match, before: list[str]) -> bool:
    """Whether the "auf" before this length says where: a traffic noun just before it, and
    no "Länge" after the unit."""
    if len(before) < 2 or not _DE_STRETCH_BEFORE.fullmatch(before[-2].strip(",.:;")):
        return False
    return not _DE_MEASURE_AFTER.match(match.string, match.end(), match.end() + 20)


def _german_dative(match: re.Match, said: str, words: str) -> str:
    """The unit noun in the dative after a dative preposition ("in 300 Metern", "nach einem
    Kilometer"); ``said`` has the number as "\0"."""
    before = match.string[max(0, match.start() - 40) : match.start()].split()
    if before[-2:] and [w.lower() for w in before[-2:]] == ["bis", "zu"]:
        # "bis zu 15 cm Neuschnee": "bis zu" is an adverb, the count keeps its own case
        # (Duden, "bis": "bis zu"); a preposition before it still governs ("mit bis zu 15 cm")
        before = before[:-2]
    dative = bool(before) and (
        before[-1].lower() in _DE_DATIVE
        or (before[-1].lower() == "auf" and _auf_dative(match, before))
    )
    if not dative:
        return said.replace("\0", words, 1)
    if words == "ein":  # the units are masculine or neuter
        return said.replace("\0", "einem", 1)
    return re.sub(r"(?<=[^\W\d_])(er|el)\b", r"\1n", said, count=1).replace("\0", words, 1)


def unit_pattern(lang: str) -> str:
    undotted = {*_NOT_WITH_A_DOT.get(lang, ()), *(_TONNE_UNDOTTED if lang in _TONNE_LANGS else ())}
    symbols = "|".join(
        re.escape(s) + (r"(?!\.)" if s in undotted else "")
        for s in sorted(_units(lang), key=len, reverse=True)
    )
    # it fr "1982 l'Italia": an elided article is no unit (panel X1 heard "litri'Italia")
    elided = "'’" if lang in ("it", "fr") else ""
    return (
        rf"(?=[-−\d]){START}{SIGN}{number_pattern(lang)}\s?(?P<unit>{symbols})(?![\w/²³{elided}])"
    )


def arabic_tamyiz(noun: str) -> str:
    """A noun counted by eleven to ninety-nine: singular, indefinite accusative ("عشرون
    مليغرامًا", "خمس عشرة درجةً"; Wright § 325). CLDR writes the ending for some units
    ("كيلومترًا") and not for others ("مليغرام"): the missing ending is added."""
    if " " in noun or noun.endswith(("ًا", "اً", "ً")):
        return noun
    if noun.endswith("ة"):
        return noun + "ً"
    if noun.endswith(("ى", "ء", "ي", "و")):
        return noun
    return noun + "ًا"


def _unit_said(lang: str, unit: str, category: str, decimal: bool, small: bool) -> str | None:
    """The unit's pattern for a count of ``category``: ar's areas agree (``_AR_AREA``);
    ``small``: the count is under a hundred."""
    if lang == "ar" and unit in _AR_AREA:
        return _AR_AREA[unit]["other" if decimal else category]
    said = _UNIT_OVERRIDES.get((lang, unit)) or cldr.unit_pattern(
        _UNIT_LOCALE.get(lang, lang), unit, category
    )
    if said and unit == "mass-tonne" and lang in _TONNE_LANGS:
        said = re.sub(r"метрич\w*\s", "", said)
    if (
        said
        and lang == "ar"
        and category == "many"
        and small
        and unit.startswith(("length-", "mass-", "volume-"))
        and said.startswith("{0} ")
    ):
        # eleven to ninety-nine count the accusative singular, "عشرين مليمترًا" (Wright §
        # 325), which CLDR writes for some units only (panel AY5 heard "عشرين مليمتر"): the
        # measures only, under a hundred; panels pinned "ثماني عشرة درجة", "عشرون ميغابايت"
        # and "مائة وثمانية وعشرون غيغابايت" right
        said = "{0} " + arabic_tamyiz(said[4:])
    return said


def _sl_masculine(dual: str | None) -> bool:
    """Whether a Slovene unit's dual ends its noun in -a, as a masculine's does ("kilometra";
    the feminine "stopinji Celzija" ends in -i, its genitive singular "stopinje" the few-form:
    panel AA3 heard "celih ena stopinji")."""
    words = (dual or "").replace("{0}", "").split()
    return bool(words) and words[0].endswith("a")


def read_unit(lang: str, match: re.Match) -> str:
    unit = _units(lang)[match.group("unit")]
    num, frac = match.group("num"), match.group("frac")
    if not frac and not fits_int(plain(num, None)):
        return match.group(0)  # its count cannot be had: the number rule reads it
    value = float(plain(num, frac)) if frac else int(plain(num, None))
    if not _a_unit_here(lang, match.group("unit"), value, frac):
        return match.group(0)
    category = plural_category(lang, value)
    if frac and lang == "sl" and _sl_masculine(cldr.unit_pattern(lang, unit, "two")):
        category = decimal_category(lang, value)  # a masculine's genitive singular: "kilograma"
    pattern = _unit_said(lang, unit, category, bool(frac), value < 100)
    if unit == "temperature-generic" and (pattern is None or "°" in pattern):
        # CLDR gives some languages no name for a bare degree ("{0}°"): the angle's is said
        pattern = cldr.unit_pattern(lang, "angle-degree", plural_category(lang, value))
    if pattern is None:
        return match.group(0)
    if frac:
        words = number_words(num, frac, lang, match.group("sign"))
    else:  # a sign says the count as it is: "μείον τρεις βαθμούς" (panel S4)
        feminine = unit in _FEMININE_UNITS or unit in _FEMININE_IN.get(lang, ())
        gender = "f" if feminine else {"da": "c", "sv": "c"}.get(lang, "m")
        if lang == "ar" and unit == "temperature-generic":
            gender = "f"
        if lang == "el":
            gender = _el_gender(unit, pattern) or gender
        noun = re.search(r"\{0\}\s+(?:de\s+)?([^\W\d_]+)", pattern)  # "{0} grade Celsius"
        if lang == "ro" and value == 2 and noun and noun.group(1).endswith(("e", "uri")):
            gender = "f"  # "două kilograme", "două ore": a neuter or feminine plural (panel R2)
        words = readings.cardinal(value, lang, gender)
        if match.group("sign"):
            words = f"{MINUS[lang]} {words}"
    said = pattern.replace("{0}", words)
    said = _one_after_price_preposition(lang, match, said, words if value == 1 else "")
    said = (_per(lang, match.group("unit")) or "{0}").replace("{0}", said)  # "… pro Kilometer"
    said = (rate_per_second(lang, match.group("unit")) or "{0}").replace("{0}", said)
    said = _saatte_once(match, said)
    if lang == "de" and unit.startswith(("length-", "volume-", "area-")):
        said = _german_dative(match, said.replace(words, "\0", 1), words)
    said += _UNIT_SUFFIX.get((lang, match.group("unit")), "")
    for old, new in _UNIT_FIXES.get(lang, ()):
        said = said.replace(old, new)
    if lang == "el":
        said = _greek_accusative(match, said)
    if match.group("unit").endswith(".") and _ends_sentence(match):
        said += "."
    return padded(match, " ".join(said.split()))


def _el_gender(unit: str, pattern: str) -> str | None:
    if _el_feminine(unit):
        # "τριακόσιες είκοσι μία κιλοβατώρες", "μία ίντσα", "τρεις λίβρες" (panel AI; the
        # hundreds stay "διακόσια σαράντα πέντε κιλοβατώρες", as four earlier panels pinned)
        return "f"
    if re.search(r"[αο]\b", pattern.replace("{0}", "")) or unit.startswith("digital-"):
        return "n"  # "τρία χιλιόμετρα", "ένα λίτρο", "ένα γκιγκαμπάιτ": neuter nouns
    return None


@cache
def _el_feminine(unit: str) -> bool:
    """A Greek unit noun in -α/-η with its plural in -ες is feminine (κιλοβατώρα, ίντσα,
    λίβρα; Triantafyllidis, "Ουσιαστικά"): CLDR's singular and plural say it."""
    one = (cldr.unit_pattern("el", unit, "one") or "").replace("{0}", "").strip()
    other = (cldr.unit_pattern("el", unit, "other") or "").replace("{0}", "").strip()
    return one.endswith(("α", "η", "ά", "ή")) and other.endswith(("ες", "ές"))


def _a_unit_here(lang: str, symbol: str, value: float, frac: str | None) -> bool:
    """Whether a symbol that may be something else is the unit after this number."""
    if symbol in _NOT_WITH_A_DOT.get(lang, ()) and 1000 <= value <= 2100:
        return False  # bg "през 1990 г в": a year written without its dot
    if symbol in _SPOONS_IN.get(lang, ()) and value > _MOST_SPOONS:
        return False  # "500 TL": Turkish lira, no spoons
    # a second only after a decimal, "9,87 s"
    return not (symbol == _SECOND and lang in _SECOND_LANGS and not frac)


def _ends_sentence(match: re.Match) -> bool:
    """A unit's dot is also a full stop: the text ends, or a capital follows."""
    rest = match.string[match.end() : match.end() + 60]
    return not rest.strip() or (rest[:1].isspace() and rest.lstrip()[0].isupper())


# el: a preposition or the accusative article before the count asks for "βαθμούς": "έως
# 35°C" -> "έως τριάντα πέντε βαθμούς Κελσίου" (Κλείθρο, "σε/έως/από + αιτιατική"); the
# other unit nouns CLDR names are neuter or feminine, the same in both cases.
_EL_ACCUSATIVE = {"έως", "ως", "μέχρι", "από", "σε", "στους", "τους", "με", "για", "κατά"}


# el: a quantity after the genitive article "των" is in the genitive ("1 δισκίο των 500 mg"
# -> "των πεντακοσίων χιλιοστογράμμων"; panel V4, issue 31, heard "των πεντακόσια
# χιλιοστόγραμμα"). The declinable numbers (Triantafyllidis, "Αριθμητικά": τριών,
# τεσσάρων, the hundreds in -οσίων, χιλιάδων) and CLDR's unit plurals.
_EL_GENITIVE_WORDS = {
    "ένα": "ενός", "χίλια": "χιλίων", "τρία": "τριών", "τέσσερα": "τεσσάρων",
    # ... and the feminine before "χιλιάδες" ("των τριών χιλιάδων μέτρων")
    "τρεις": "τριών", "τέσσερις": "τεσσάρων",
    "χιλιάδες": "χιλιάδων", "εκατομμύρια": "εκατομμυρίων", "χιλιοστόγραμμα": "χιλιοστογράμμων",
    "γραμμάρια": "γραμμαρίων", "κιλά": "κιλών", "λίτρα": "λίτρων", "μέτρα": "μέτρων",
    "χιλιόμετρα": "χιλιομέτρων", "εκατοστά": "εκατοστών", "χιλιοστόλιτρα": "χιλιοστολίτρων",
    "χιλιοστά": "χιλιοστών", "εκατοστόμετρα": "εκατοστομέτρων",
    "μικρογραμμάρια": "μικρογραμμαρίων", "χιλιόγραμμα": "χιλιογράμμων",
    "χιλιοστόμετρα": "χιλιοστομέτρων",
}  # fmt: skip


def greek_genitive(said: str) -> str:
    said = re.sub(r"\b([^\W\d_]+)όσια\b", r"\1οσίων", said)  # διακόσια -> διακοσίων
    return re.sub(r"[^\W\d_]+", lambda w: _EL_GENITIVE_WORDS.get(w[0], w[0]), said)


def _greek_accusative(match: re.Match, said: str) -> str:
    before = match.string[max(0, match.start() - 30) : match.start()].split()
    if before and before[-1] == "των" and "κόμμα" not in said:
        return greek_genitive(said)
    if not before or before[-1].lower() not in _EL_ACCUSATIVE:
        return said
    degrees = re.sub(
        r"\bβαθμ(?:οί|ός)\b", lambda m: "βαθμούς" if m[0].endswith("οί") else "βαθμό", said
    )
    # ... and a count ending in one before them: "έως είκοσι έναν βαθμούς" (Triantafyllidis,
    # "Αριθμητικά": ένας, ενός, έναν; panel AU4 heard "είκοσι ένας βαθμούς")
    return re.sub(r"\bένας\b", "έναν", degrees) if degrees != said else said


# Panel Z1 (issue 31) heard it "85 mq" left as written: metri quadrati (Treccani "mq").
_LOCAL_UNITS.setdefault("it", {})["mq"] = "area-square-meter"
# Panel AG1 (issue 31) heard nl "250 gr bloem" left as written: grams written "gr" after a
# count, as recipes and shops write them in de fr es it pt nl (Duden, Le Robert, RAE,
# Treccani, Priberam, Van Dale write "g"), and it "mc" (metri cubi, Treccani) as "mq" above.
for _lang in ("de", "fr", "es", "it", "pt", "nl"):
    _LOCAL_UNITS.setdefault(_lang, {})["gr"] = "mass-gram"
_LOCAL_UNITS["it"]["mc"] = "volume-cubic-meter"
