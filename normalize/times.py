"""Times of day in the 28 languages of ``structured.py``: the pattern of ``<lang>.time``
("14:30", "14h30", "kl. 14.30", "2:30 p.m.") and the function that reads what it matches
(the words come from ``readings.py``).
"""

import functools
import re

from . import cldr, readings
from .numbers import spell
from .ordinals import ordinal
from .rule import padded
from .words import plural_category

# Words that announce a time written with a dot: "kl. 14.30", "klo 14.30", "pukul 14.30".
# sv da also the verbs of a timetable and an opening hour ("Tåget avgår 14.25", "Filmen
# begynder 19.30"): a departure is at a time, never a decimal (Svenska skrivregler and
# Retskrivningsordbogen write the clock with a dot).
_SV_TIMETABLE = r"avgår|avgick|ankommer|anländer|ankom|landar|startar|börjar|slutar|öppnar|stänger"
_DA_TIMETABLE = r"afgår|afgik|ankommer|ankom|lander|starter|begynder|slutter|åbner|lukker"
# ... and the nouns of a timetable or ticket ("afgang 07.42", "avgång 14.25"; panel Q4).
_SV_TIMETABLE += r"|avgång|ankomst"
_DA_TIMETABLE += r"|afgang|ankomst"
_TIME_WORDS = {"da": rf"kl\.?|klokken|{_DA_TIMETABLE}", "sv": rf"kl\.?|klockan|{_SV_TIMETABLE}",
               "fi": r"klo|kello",
               # ro "la ora 20.30", "orele 9.15": the hour's noun (DOOM writes the clock with
               # a dot or a colon; panel Q4)
               "ro": r"ora|orele",
               "id": r"pukul|jam", "et": r"kell", "nl": r"om|van|tot|vanaf|tussen", "de": r"um",
               "tr": r"saat", "sl": r"ob|na", "lv": r"plkst\.?|pulksten", "hr": r"u",
               "it": r"ore|alle|dalle|verso le|entro le|tra le|fra le",
               "pl": r"godz\.|godzinie|godziny|godzina|o",
               "ru": r"в|во", "uk": r"о|об", "cs": r"v|ve"}  # fmt: skip
# "stieg um 3.45 Prozent": "um" is "by", the number a quantity.
_NOT_A_QUANTITY = (
    r"(?!\s?(?:[%€$°]|(?i:prozent|procent|euro|eur|punkte|punten|grad|раза?|рази|razy|krát"
    r"|руб\w*|грн|zł|kč|kr|kronor|kroner)(?!\w)))"
)
# "bis 18.30 Uhr": the word after says it is a time (issue 31).
# hu "7.40-kor" (panel Q3); tr "16.45'te", "9.30'dan": a dotted number with the locative's
# or the ablative's ending is a clock time (TDK writes the hours and minutes with a dot,
# "saat 16.30"; Turkish writes its decimals with a comma: a place "at 16.45" is no
# quantity; panel Q5).
_DOT_BEFORE_SUFFIX = {
    "de": r"Uhr",
    "nl": r"uur",
    "lt": r"val\.",
    "hu": r"-kor",
    "tr": r"['’][dt][ae](?:n|ki)?",
}
_H_LANGS = {"fr", "vi", "pt"}  # "14h30", "14h" (pt: Ciberdúvidas, "14h30")
# What may follow the time and is part of it: "14:30 Uhr", "14:30 ч.", "14:30-kor".
_TIME_SUFFIX = {
    "de": r"(?:\s?Uhr(?!\w))?",
    "nl": r"(?:\s?uur(?!\w))?",
    "bg": r"(?P<suffix>\s?ч\.)?",
    "hi": r"(?P<baje>\s?बजे)?",
    "hu": r"(?P<suffix>-kor)?",
    # lt "22.10 val.": the time says the hours ("dvidešimt dvi dešimt"; VLKK)
    "lt": r"(?:\s?val\.(?!\w))?",
    "sk": r"(?:\s?h(?!\w))?",  # "do 17.00 h": "do sedemnástej hodiny"
}


def time_pattern(lang: str) -> str:
    hour, minute = r"(?P<h>[01]?\d|2[0-4])", r"(?P<m>[0-5]\d)"
    ampm = r"(?:\s?(?P<ampm>[AaPp])\.?\s?[Mm]\.?(?!\w))?"
    suffix = _TIME_SUFFIX.get(lang, "")
    forms = [rf"{hour}:{minute}(?![:\d]|[.,]\d){ampm}{suffix}"]
    if lang in _H_LANGS:
        forms.append(r"(?P<h2>[01]?\d|2[0-4])\s?h(?:\s?(?P<m2>[0-5]\d))?(?!\w)")
    if lang in _TIME_WORDS:
        forms.append(
            rf"(?<!\w)(?P<w>(?i:{_TIME_WORDS[lang]})\s+)(?P<h3>[01]?\d|2[0-4])\.(?P<m3>[0-5]\d)(?![\d.,]\d)"
            rf"{_NOT_A_QUANTITY}{suffix}"
        )
    if lang == "sk":
        # "o 21.30", "od 8.00 do 17.00 h": minutes no month can be ("5.12." is a date)
        forms.append(
            rf"(?<!\w)(?P<w>(?i:o|od|do)\s+)(?P<h3>[01]?\d|2[0-4])\.(?P<m3>00|1[3-9]|[2-5]\d)"
            rf"(?![\d.,]\d){_NOT_A_QUANTITY}{suffix}"
        )
    if lang == "bg":
        # bg "в 16.45 ч.": the hours' word after says it is a time (panel Q2, issue 31:
        # heard "шестнайсет цяло и четиресет и пет ч."; БАН "Официален правописен
        # речник" writes the clock with a dot or a colon)
        forms.append(
            r"(?P<h4>[01]?\d|2[0-4])\.(?P<m4>[0-5]\d)(?P<suffix4>\s?ч\.)"
        )
    if lang in _DOT_BEFORE_SUFFIX:
        after = suffix.replace("?P<suffix>", "?P<suffix4>")  # a group named once
        forms.append(
            rf"(?P<h4>[01]?\d|2[0-4])\.(?P<m4>[0-5]\d)(?=\s?{_DOT_BEFORE_SUFFIX[lang]}(?!\w)){after}"
        )
    fast = "" if lang in _TIME_WORDS or lang == "sk" else r"(?=\d)"
    return rf"{fast}(?<![\d.,:])(?:{'|'.join(forms)})"


# Hindi on a twelve-hour clock (after सुबह, दोपहर, शाम, रात) says the quarters with सवा,
# साढ़े, पौने (डेढ़ and ढाई for 1:30 and 2:30): "सुबह 10:30 बजे" is "सुबह साढ़े दस बजे"
# (Kendriya Hindi Nideshalaya; All India Radio usage).
_HI_DAYPARTS = ("सुबह", "दोपहर", "शाम", "रात")


def _hindi_quarter(h: int, m: int) -> str | None:
    if not 1 <= h <= 12 or m not in (15, 30, 45):
        return None
    if m == 30 and h in (1, 2):
        return ("डेढ़", "ढाई")[h - 1] + " बजे"
    if m == 45:
        return f"पौने {spell(str(h % 12 + 1), 'hi')} बजे"
    return f"{'सवा' if m == 15 else 'साढ़े'} {spell(str(h), 'hi')} बजे"


# Slovenian hours after "ob" are in the locative (Slovenski pravopis: "ob sedmih", "ob
# enajstih"): the numeral's locative plural, "-ih" on the teens and tens.
_SL_LOCATIVE = {"ena": "enih", "dva": "dveh", "tri": "treh", "štiri": "štirih",
                "pet": "petih", "šest": "šestih", "sedem": "sedmih", "osem": "osmih",
                "devet": "devetih"}  # fmt: skip


def _sl_locative(h: int) -> str:
    word = spell(str(h), "sl")
    return _SL_LOCATIVE.get(word) or word + "ih"


def _after_words(
    lang: str, words: str, h: int, m: int, previous: str, lead: str
) -> tuple[str, str]:
    """The time's words as the words before it ask: sl "ob enajstih", "ob sedmih in deset";
    da "kl. 19.00", et "kell 19.00" say the clock word once."""
    if lang == "sl" and "ob" in (previous, lead.strip().lower()) and 0 < h <= 24:
        words = _sl_locative(h) + (f" in {spell(str(m), 'sl')}" if m else "")
    if lead and words.split(" ", 1)[0].lower() == lead.strip().lower():
        lead = ""
    return words, lead


def _hindi_daypart_quarter(match: re.Match, g: dict) -> str | None:
    """ "सुबह 10:30 बजे": the quarter words after a part of the day, or None."""
    if not (g.get("baje") and g.get("h")) or g.get("ampm"):
        return None
    before = match.string[max(0, match.start() - 20) : match.start()].split()
    if not before or before[-1] not in _HI_DAYPARTS:
        return None
    return _hindi_quarter(int(g["h"]), int(g["m"]))


def _said_before(lang: str, match: re.Match, first: str) -> bool:
    """ "الساعة الآن 7:20": the clock word is said already, a word before (issue 31)."""
    said = match.string[max(0, match.start() - 20) : match.start()].split()[-2:]
    return lang == "ar" and first == "الساعة" and first in said


# Slovak hours in a span "od … do …" are the feminine ordinal in the genitive, as the span
# rule reads "od 8:00 do 17:00" ("od ôsmej do sedemnástej hodiny"; JÚĽŠ, "Časové údaje"); a
# time alone after "o" or "do" stays as the panels heard it right ("o deväť štyridsaťpäť").
_SK_AT = {"od": "hodiny", "do": "hodiny"}
_SK_SPAN = re.compile(r"(?i:(?<!\w)od)\s+\d{1,2}[.:]\d\d\s+do\s+\d{1,2}[.:]\d\d")


@functools.lru_cache(maxsize=16)
def _sk_span(text: str) -> bool:
    """Once a text, not at each of its matches (a ninth hostile pass: "do 8:00 " x 624)."""
    return bool(_SK_SPAN.search(text))


def _sk_hour(h: int, m: int, previous: str, hod: bool) -> str:
    words = ordinal(h, "sk", "f-gen")
    if m:
        words += " " + ("nula " if m < 10 else "") + spell(str(m), "sk")
    return words + (" " + _SK_AT[previous] if hod else "")


def _clock_words(lang: str, h: int, m: int, previous: str, after_at: bool, match: re.Match):
    if lang == "sk" and previous in _SK_AT and 0 < h <= 24 and _sk_span(match.string):
        return _sk_hour(h, m, previous, match.group(0).endswith("h"))
    # uk "на 15:00": the accusative, "на п'ятнадцяту" (Український правопис § 106; panel P2)
    on = lang == "uk" and previous == "на" and 0 < h <= 24
    words = readings.time(lang, h, m, hour_form="f-loc" if after_at else "f-acc" if on else "f")
    if words and lang == "lt" and match.group(0).endswith(".") and not match.string[match.end() :]:
        words += "."  # "22.10 val." ended the text: its dot was the full stop too
    return words


def read_time(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    if lang == "hi" and (quarter := _hindi_daypart_quarter(match, g)):
        return padded(match, quarter)
    lead = g.get("w") or ""
    if lead.strip().lower() in ("kl.", "kl"):
        lead = {"da": "klokken ", "sv": "klockan "}[lang]
    if lead.strip().lower() == "plkst.":
        lead = "pulksten "
    if g.get("h") is not None:
        h, m = int(g["h"]), int(g["m"])
    elif g.get("h2") is not None:
        h, m = int(g["h2"]), int(g["m2"] or 0)
    elif g.get("h4") is not None:
        h, m = int(g["h4"]), int(g["m4"])
    else:
        h, m = int(g["h3"]), int(g["m3"])
    if g.get("ampm"):
        if h > 12:
            return match.group(0)
        h = h % 12 + (12 if g["ampm"].lower() == "p" else 0)
    before = match.string[max(0, match.start() - 60) : match.start()].rstrip().rsplit(None, 1)
    previous = (lead or (before[-1] if before else "")).strip().lower()
    # "o czternastej", "о чотирнадцятій": the hour in the locative after "at".
    after_at = (lang == "pl" and previous in ("o", "godzinie")) or (
        lang == "uk" and previous in ("о", "об")
    )
    words = _clock_words(lang, h, m, previous, after_at, match)
    if words is None:
        return match.group(0)
    if (after_at or previous == "на") and lang == "uk" and not m:
        words = words.removesuffix(" нуль нуль")  # "о 10:00": "о десятій", as said
    written_lead = bool(lead)  # "kl. 19.00": the match holds the clock word, said once
    words, lead = _after_words(lang, words, h, m, previous, lead)
    g["suffix"] = g.get("suffix") or g.get("suffix4")  # bg "16.45 ч.": as "16:45 ч."
    if g.get("suffix") and not (lang == "bg" and words.endswith(" часа")):
        words += " часа" if lang == "bg" else "kor"  # hu: "harminc perckor", "két órakor"
    if g.get("suffix"):
        rest_of_text = match.string[match.end() :].lstrip()
        if g["suffix"].endswith(".") and (not rest_of_text or rest_of_text[0].isupper()):
            words += "."  # "в 14:30 ч." ended the sentence too
    first, _, rest = words.partition(" ")
    said = first.lower() == previous or _said_before(lang, match, first)
    if rest and not written_lead and said:
        words = rest  # "la ora 14:00", "الساعة 14:30": the text says the word already
    return padded(match, lead + words)


# --- durations: a race's time ---------------------------------------------------------

# "2:14:30", a marathon's or a stage's time: hours, minutes and seconds, each counted with
# its noun (CLDR's duration units), as a sports report reads it: lt "dvi valandos keturiolika
# minučių trisdešimt sekundžių", hu "két óra tizennégy perc harminc másodperc" (panel P3,
# issue 31, heard "kettő:tizennégy:harminc"). The hours are one digit, so a clock with
# seconds ("14:30:05") is not one. Finnish writes the parts with dots (Kielitoimiston
# ohjepankki, "ajan merkitseminen": "aika 2.12.35"); a dotted one is read only after the
# word for a time or a result, as "2.12.35" alone is a date. Hour, minute and second are
# feminine in lt lv sl (VLKK, LVA, SSKJ).
DURATION_LANGS = ("lt", "lv", "et", "fi", "hu", "sl")
_DURATION_GENDER = {"lt": "f-pl", "lv": "f-pl", "sl": "f", "hu": ""}
_DURATION_LEAD = {"fi": r"aika|ajalla|ajassa|ajan|tulos|tuloksella|tuloksen"}


def duration_pattern(lang: str) -> str:
    parts = r"(?P<h>[1-9]):(?P<m>[0-5]\d):(?P<s>[0-5]\d)"
    forms = [rf"(?<![\w.,:]){parts}(?![\d:]|[.,]\d)"]
    if lang in _DURATION_LEAD:
        forms.append(
            rf"(?<!\w)(?P<lead>(?i:{_DURATION_LEAD[lang]})(?:\s+(?i:oli|on))?\s+)"
            r"(?P<h2>[1-9])\.(?P<m2>[0-5]\d)\.(?P<s2>[0-5]\d)(?!\d|[.,]\d)"
        )
    return "|".join(forms)


def _counted_part(lang: str, n: int, unit: str) -> str:
    words = readings.cardinal(n, lang, _DURATION_GENDER.get(lang, ""))
    if lang == "sl" and n % 100 == 2:
        words = re.sub(r"dva$", "dve", words)  # "dve uri" (SSKJ: the feminine dual)
    category = plural_category(lang, n)
    if lang == "lv" and category == "zero":
        category = "other"  # "vienpadsmit minūtes", not CLDR's genitive "minūšu" (LVA)
    pattern = cldr.unit_pattern(lang, f"duration-{unit}", category)
    return pattern.replace("{0}", words) if pattern else f"{words}"


def read_duration(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    lead = g.get("lead") or ""
    h, m, s = (int(g["h"] or g["h2"]), int(g["m"] or g["m2"]), int(g["s"] or g["s2"]))
    said = [
        _counted_part(lang, n, unit)
        for n, unit in ((h, "hour"), (m, "minute"), (s, "second"))
        if n or unit == "hour"
    ]
    return lead + " ".join(said)
