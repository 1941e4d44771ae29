"""Abbreviations read as words, per language: ``<lang>.abbreviation`` (titles, "z.B.",
"ca.", "ул.", "C/", counted units "15 Min.", days "Mo–Fr", "lun.") runs before the other
rules, ``<lang>.numbersign`` ("Nr.", "№", "n.º") after the numbers are words, so rules
that read codes after a number sign still see the sign as written.

The tables are in ``abbreviation_words.py`` (short, typed, with their sources); days of
the week come from CLDR (Babel's abbreviated, short and wide day names).

An abbreviation's dot is swallowed with it, so later readers (and the engine's sentence
split) never take it for a full stop; the words keep a full stop only where the
abbreviation may end a sentence ("usw.", "etc.", "15 Min.") and it does (the end of the
text or a capital after it).
"""

import re
import unicodedata
from functools import cache

from babel.dates import get_day_names, get_month_names

from . import cldr, governed
from .abbreviation_words import (
    ACADEMIC,
    AFTER_NAME,
    AFTER_ORDINAL_IN,
    BARE_UNITS,
    CLDR_COUNTED,
    CONJUNCTIONS,
    DAY_BEFORE,
    DAY_BEFORE_DATE,
    DAY_BEFORE_HOURS,
    DAY_CASES,
    DAY_RANGE,
    HU_ON_DAY,
    MAY_END,
    MORE_CONJUNCTIONS,
    MORE_DAYS,
    NAME_FOLLOWS,
    NEED_NUMBER,
    NEEDS_NUMBER,
    NEEDS_NUMBER_IN,
    NOT_AFTER_NUMBER,
    NOT_TITLE_IN,
    NUMBER_OR_LETTER,
    NUMBER_OR_NAME,
    NUMBER_SIGNS,
    PL_ACCUSATIVE,
    RANGE_ONLY_DAYS,
    SCALE_CURRENCIES,
    SCALES,
    TITLES,
    TITLES_IN,
    WORDS,
)
from .czech_cases import sl_century_noun
from .folding import fold, folded
from .noun_genders import noun_gender
from .numbers import spell, spellout_formatter
from .ordinals import ordinal
from .readings import RANGES
from .rule import Rule, rule
from .units import arabic_tamyiz, greek_genitive
from .words import decimal_category, plural_category

_GREEK_VOWELS = frozenset("αεηιουωάέήίόύώϊϋΐΰ")


# pt "Mora no 3.º esq.", "2.º dto.": a flat's side after its floor's ordinal, "terceiro
# esquerdo", "segundo direito" (Priberam "esq.", "dto."); before a number they need one.
# "3.º andar, esq.", "r/c dto." (panel BA1 heard "andar, esq." left): the floor's word between,
# or the ground floor (rés-do-chão) written "r/c".
_PT_FLOOR_BEFORE = re.compile(r"(?:\d\.?[ºª°]|(?<!\w)[Rr]/[Cc])(?:\s(?:andar|piso),?)?\s\Z")


def _pt_floor_side(lang: str, match: re.Match, written: str) -> bool:
    """pt "3.º esq.": the floor's side after its ordinal, no number after it (panel AP1)."""
    return (
        lang == "pt"
        and written in ("esq.", "dto.")
        and bool(_PT_FLOOR_BEFORE.search(match.string, max(0, match.start() - 16), match.start()))
    )


# pl "w dn. 3-5 czerwca": "w dniach" before a span of days (the range rule may have said it
# already, "od trzeciego do ..."), "w dn. 12 maja" "w dniu"; "z dn.", "od dn." stay "dnia"
# (Poradnia PWN, "dn."; panel BA2 heard "w dn." left as written)
_PL_DAY_SPAN = re.compile(r"\s?(?:\d{1,2}\.?\s?[-–]\s?\d|od\s)")
_PL_ONE_DAY = re.compile(r"\s?\d")


def _pl_in_days(lang: str, match: re.Match, written: str, rest: str) -> str | None:
    if lang != "pl" or written != "dn.":
        return None
    before = match.string[max(0, match.start() - 3) : match.start()]
    if not re.search(r"(?<!\w)[Ww]\s$", before):
        return None
    if _PL_DAY_SPAN.match(rest):
        return "dniach"
    return "dniu" if _PL_ONE_DAY.match(rest) else None


def _no_tonos(word: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", word) if c != "\u0301")


@cache
def _days(lang: str) -> dict[str, int]:
    """Every short form CLDR writes for a day (lower-case, without its dot) -> 0-6."""
    days: dict[str, int] = {}
    for width in ("abbreviated", "short"):
        for context in ("format", "stand-alone"):
            for index, name in get_day_names(width, context=context, locale=lang).items():
                name = name.lower().rstrip(".")
                if len(name) >= 2:
                    days.setdefault(name, (index + 1) % 7)  # Babel: 0 is Monday
                    if lang == "el":  # "Σαβ", "ΤΡΙ": Greek often writes them without tonos
                        days.setdefault(_no_tonos(name), (index + 1) % 7)
    if lang == "el":  # "Δευτ.", "Παρασκ.": the wide name cut after a consonant before a vowel,
        # as Greek abbreviates (Triantafyllidis, "συντομογραφίες"; panel AB4, issue 31)
        for index, name in get_day_names("wide", locale=lang).items():
            name = name.lower()
            for end in range(4, len(name)):
                if name[end - 1] not in _GREEK_VOWELS and name[end] in _GREEK_VOWELS:
                    for cut in (name[:end], _no_tonos(name[:end])):
                        days.setdefault(cut, (index + 1) % 7)
    return {**days, **MORE_DAYS.get(lang, {})}


@cache
def _day_keys(lang: str) -> dict[str, int]:
    """``_days`` keyed by ``fold``: what a case-insensitive day pattern matched."""
    return folded(_days(lang))


def _day_word(lang: str, day: int, case: int | None = None) -> str:
    if case is not None and lang in DAY_CASES:
        return DAY_CASES[lang][case][day]
    return _wide_days(lang)[(day - 1) % 7]


@cache
def _wide_days(lang: str) -> tuple[str, ...]:
    """CLDR's day names, Monday first. Its Ukrainian apostrophe is U+02BC; the project's
    number words write "'"."""
    names = get_day_names("wide", locale=lang)
    return tuple(names[i].replace("\u02bc", "'") for i in range(7))


@cache
def _words(lang: str) -> dict[str, str]:
    return _variants(WORDS.get(lang, {}))


def _variants(table: dict[str, str]) -> dict[str, str]:
    """The forms as listed, with and without the space after an inner dot ("z.B.", "z. B."),
    and capitalised where they open a sentence ("Z.B.", "Np.")."""
    out: dict[str, str] = {}
    for written, said in table.items():
        forms = {written, re.sub(r"\.(?=\w)", ". ", written), written.replace(". ", ".")}
        for form in forms:
            out.setdefault(form, said)
            if form[:1].islower():
                out.setdefault(form[:1].upper() + form[1:], said[:1].upper() + said[1:])
    return out


def _alternation(forms) -> str:
    return "|".join(
        # a form of digits ("24/7") is not part of a longer number ("124/75", "24/7/2025")
        (r"(?<![\w/.,])" if f[0].isdigit() else "")
        + re.escape(f)
        + (r"(?![\w/]|[.,]\d)" if f[-1].isdigit() else r"(?!\w)" if f[-1].isalnum() else "")
        for f in sorted(forms, key=len, reverse=True)
    )


def _ends_sentence(match: re.Match, nouns_capitalised: bool = False) -> bool:
    """Whether the abbreviation's dot also ends the sentence: the text ends, or a capital
    follows (not in German after a counted unit: "3 Mio. Menschen")."""
    rest = match.string[match.end() : match.end() + 60]
    stripped = rest.lstrip()
    if nouns_capitalised:
        return not stripped or "\n" in rest[: len(rest) - len(stripped)]
    return not stripped or (rest[:1].isspace() and stripped[0].isupper())


def _spelled_code_follows(lang: str, match: re.Match) -> bool:
    """ "Comanda dvs. A șapte opt …": a code the code rule read ("#A7842"), its capitals
    spelled before its digits' words, is no new sentence (panel U4 heard "dvs. #A…")."""
    rest = match.string[match.end() : match.end() + 40]
    spelled = re.match(r"\s(?:[A-Z] ){1,4}", rest)
    if spelled and _number_stems(lang).match(rest[spelled.end() :].lower()):
        return True
    # "Coletul dvs. AWB 5432198760": a code's label in capitals before its digits (panel AA4
    # heard "dumneavoastră. AWB")
    label = re.match(r"\s[A-Z]{2,5}:?\s(?:[A-Z] ){0,4}", rest)
    tail = rest[label.end() :] if label else ""
    return bool(
        label and (re.match(r"[A-Z]{0,4}\d", tail) or _number_stems(lang).match(tail.lower()))
    )


# ro "Coletul dvs. FAN Courier AWB …", "Contul dvs. BCR a fost …": the possessive after its
# noun, then a firm's name in capitals, goes on with the sentence (panel AR4, issue 31, heard
# "dumneavoastră. FAN Courier", a full stop); a name in capitals then a word or a number.
_POSSESSIVE_BEFORE_NAME = {"ro": {"dvs.", "Dvs."}}
_NAME_IN_CAPITALS = re.compile(r"\s[A-Z]{2,6}\s+(?:[^\W\d_]|\d)")


def _name_follows_possessive(lang: str, written: str, match: re.Match) -> bool:
    if written not in _POSSESSIVE_BEFORE_NAME.get(lang, ()):
        return False
    return bool(_NAME_IN_CAPITALS.match(match.string, match.end()))


def _sentence_start(match: re.Match) -> bool:
    before = match.string[max(0, match.start() - 60) : match.start()].rstrip()
    return not before or before[-1] in ".!?\n"


def _counted_noun(lang: str, written: str, value: float) -> str | None:
    category = plural_category(lang, value)
    if written in SCALES.get(lang, {}):
        noun = SCALES[lang][written]
        if lang == "sl" and not float(value).is_integer() and noun.two.endswith("a"):
            # "8,3 mio.": a masculine's genitive singular, "milijona" (panel V3), as units.py
            category = decimal_category(lang, value)
        if lang == "da" and not float(value).is_integer():
            # "1,3 mio.": "en komma tre millioner", a decimal counts a scale in the plural
            # (panel Y4, issue 31, heard "million", CLDR's "one" for 1,3)
            category = "other"
        return SCALES[lang][written].form(category)
    unit = CLDR_COUNTED[lang][written]
    pattern = cldr.unit_pattern(lang, unit, category)
    if not pattern:
        return None
    noun = pattern.replace("{0}", "").strip()
    if lang == "ar" and category == "few" and noun.endswith(("غرام", "متر")):
        # "3 كغ" -> "ثلاثة كيلوغرامات": three to ten count the plural (Wright § 323; CLDR's
        # "few" keeps the singular for the kilogram and milligram; panel AF5 heard
        # "ثلاثة كيلوغرام"), as its gram has "غرامات"; the centimetre and millimetre too,
        # as its kilometre has "كيلومترات" (the metre's own plural, "أمتار", is CLDR's).
        # Not the millilitre: panels Q5 and X5 heard "خمسة مليلتر" right, and it stays so
        # (panel AM5 asked for "مليلترات").
        noun += "ات"
    return arabic_tamyiz(noun) if lang == "ar" and category == "many" else noun


@cache
def _pattern(lang: str) -> str:
    words = _words(lang)
    counted = {**CLDR_COUNTED.get(lang, {}), **SCALES.get(lang, {})}
    days = _days(lang) if lang in DAY_RANGE or lang in DAY_BEFORE else {}
    parts = []
    if lang == "ar":  # "9:00 م", "7:30 ص": the part of the day (a second panel M, issue 31)
        parts.append(r"(?<![\d:])(?P<arclock>\d{1,2}:\d\d)\s?(?P<arpart>[صم])(?!\w)")
    if "h" in counted:  # "9:00 h": the time says the hours already
        # (hr sl write the clock with a dot too: "u 9.30 h"; Hrvatski pravopis)
        # es "a las 9.30 h." (RAE, Ortografía 2010, § 4.2.4: "las 9.30 h" or "9:30 h"; panel
        # AG1 heard "nueve coma treinta h."): read as the colon's time, the dot made a colon
        sep = "[:.]" if lang in ("hr", "sl", "es") else ":"
        parts.append(rf"(?<![\d:.,])(?P<clock>\d{{1,2}}{sep}[0-5]\d)\s?h(?!\w)")
    if counted:
        # ... but a dotted one before a "per" word the language lists: pl "6 tabl./dobę" ->
        # "sześć tabletek na dobę" (panel AL2 heard "tabl./dobę" left as written)
        pers = [w for w in words if w.startswith("/")]
        per = rf"(?!(?<=\.)/(?:{_alternation(w[1:] for w in pers)}))" if pers else ""
        # "15 Min.", "3,2 Mio.", "1 250 тыс." (the number as written_numbers writes it)
        parts.append(
            # Not a part of "05.12" ("05.12 godz. 18:42" is a date and a time).
            r"(?<![\w.,:])(?<!\d[ \u00a0.])"
            # ar writes a decimal with a dot, "12.5 كم" (panel AD5 heard "كم" left as "how much")
            + (r"(?P<num>\d+\.\d{1,2}(?!\d)|" if lang == "ar" else r"(?P<num>")
            + r"\d{1,3}(?:[ \u00a0.]\d{3})*(?:,\d+)?|\d+(?:,\d+)?)"
            # "2,3 M de personnes", not "3 Mo": a unit runs into no letter.
            # ... nor into a slash and a letter: ar "120 كم/س" is one unit, "per hour".
            # ... nor into a case ending: fi "2 min:n" is the case rule's.
            # ... nor, in hu, into a case ending after a hyphen ("2 db-ot" is "darabot")
            # ro "45 de min.": the "de" twenty and more take before their noun (the number
            # rule says it again; panel AN4 heard "de min." left as written)
            + (r"(?:\s?|\sde\s)" if lang == "ro" else r"\s?")
            + rf"(?P<unit>{_alternation(counted)})"
            + (
                rf"(?![^\W\d_]|{per}[/:-][^\W\d_])"
                if lang == "hu"
                else rf"(?![^\W\d_]|{per}[/:][^\W\d_])"
            )
            # fr "24h/24": "24 heures sur 24", the words' form (panel AN1)
            + (r"(?!/\d)" if lang == "fr" else "")
            + (
                rf"(?:\s?(?P<cur>{_alternation(SCALE_CURRENCIES[lang])}))?"
                if lang in SCALE_CURRENCIES
                else ""
            )
        )
    if days:
        day = "|".join(sorted(map(re.escape, days), key=len, reverse=True))
        # "seg. a sex.", "lun. au ven.", "пн. по пт.": a dotted day, the language's "to" and
        # a day are a span too (panel W2, issue 31, heard "seg." left)
        to = rf"|\.\s+(?:{_DAY_TO[lang]})\s+" if lang in _DAY_TO else ""
        conjunctions = "|".join(filter(None, (CONJUNCTIONS, MORE_CONJUNCTIONS.get(lang))))
        # lv "t. sk." is "tai skaitā", not Wednesday ("t") and "sk.": a written form of
        # several words that starts here is the word's, not a day's
        # ... and sv "fr.o.m." is "från och med", not Friday ("fr") and ".o.m.": so is any
        # written form with an inner dot
        spaced = [w for w in words if " " in w or re.search(r"\.\w", w)]
        day = rf"(?!{_alternation(spaced)})(?:{day})" if spaced else day
        parts.append(
            rf"(?<!\w)(?P<d1>(?i:{day}))(?:\.?\s?(?:[-–—]|\s+t/m\s+){to})\s?(?P<d2>(?i:{day}))"
            r"(?!\w)\.?"
        )
        parts.append(
            rf"(?<!\w)(?P<day>(?i:{day}))(?P<dot>\.)?(?!\w)"
            rf"(?=(?P<digit>,?\s?\d)?)(?=(?P<conj>,?\s+(?:{conjunctions})\s)?)"
        )
    if words:
        # "/шт." also right after a unit or its dot ("руб./шт.", "zł/szt."): the money before
        # it stays for the currency rule
        parts.append(rf"(?:(?<![\w.])|(?=/))(?P<word>{_alternation(words)})")
    if lang == "de":  # "Hauptstr. 12": the street's name with "straße"
        parts.append(r"(?<![\w.])(?P<street>[A-ZÄÖÜ][a-zäöüß]{1,30})str\.")
        # "2. OG": the floor, an ordinal agreeing with the neuter noun ("zweites")
        parts.append(r"(?<![\w.,])(?P<floor>\d{1,2})\.\s?(?P<storey>OG|UG)(?!\w)")
    if lang == "nl":  # "Keizersgracht 214-II": a house number and its floor, after a name
        parts.append(r"(?<=[^\W\d_] )(?P<house>\d{1,4}[a-z]?)-(?P<hoog>I{1,3}|IV)(?![\w-])")
    if not parts:
        return r"(?!x)x"
    # Every form starts a word, and with one of these characters: the regex engine skips
    # the other positions fast.
    firsts = set("0123456789") | {w[0] for w in words} | {f[0] for f in counted}
    firsts |= {d[0] for d in days} | {d[0].upper() for d in days}
    if lang == "de":
        firsts |= set("ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ")
    first = "".join(sorted(re.escape(c) for c in firsts))
    return rf"(?:(?<!\w)|(?=/))(?=[{first}])(?:{'|'.join(parts)})"


# The words for "to" between two days (de fr es it pt pl ru uk).
_DAY_TO = {"de": "bis", "fr": "au|à", "es": "a|al", "it": "al|a", "pt": "a|à", "pl": "do",
           "ru": "по|до", "uk": "по|до", "bg": "до"}  # fmt: skip


def _read(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    if g.get("clock"):
        return g["clock"].replace(".", ":") if lang == "es" else g["clock"]
    if g.get("arclock"):
        return f"{g['arclock']} {'صباحًا' if g['arpart'] == 'ص' else 'مساءً'}"
    if g.get("unit"):
        return _read_unit(lang, match, g)
    if g.get("floor"):
        return _read_floor(match, g)
    if g.get("hoog"):
        street = match.string[max(0, match.start() - 40) : match.start()].split()
        if not street[-1][:1].isupper() or not street[-1].lower().endswith(_NL_STREETS):
            return match.group(0)
        return f"{g['house']} {_NL_HOOG[g['hoog']]}"
    if g.get("street"):
        return f"{g['street']}straße" + ("." if _ends_sentence(match, True) else "")
    if g.get("d1"):
        return _read_day_range(lang, match)
    if g.get("day") and _sk_page(lang, match):
        return _read_word(lang, match, match.group(0))  # sk "str. 98": a page (panel AQ2)
    if g.get("day"):
        return "minimal" if _id_minimum(lang, match) else _read_day(lang, match)
    if _cyrillic_initial(lang, match, g["word"]):
        return g["word"]
    return _read_word(lang, match, g["word"])


_HOUR_SPAN = re.compile(r"\d{1,2}h(?:\d\d)?\s?[-–—]\s?\d{1,2}h")
# el "εκ." is millions before people or money ("3,1 εκ. κατοίκους", "2 εκ. ευρώ"), and
# centimetres otherwise (left to the unit rule).
_EL_MILLIONS = re.compile(
    r"\s*(?:κατο[ίι]κ|ευρώ|€|δολ[άα]ρ|άτομ|ανθρ[ώω]π|επιβ[άα]τ|επισκ[έε]πτ|ψηφοφ[όο]ρ|"
    r"θεατ|χρ[ήη]στ|εργαζ[όο]μεν|τουρ[ίι]στ|πολ[ίι]τ|κρούσμ|μετοχ)"
)


@cache
def _lt_month_before() -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){cldr.month_pattern('lt')}\s+\Z")


def _lt_after_month(before: str) -> bool:
    """lt "liko 2 d." is two days (panel AJ3 heard "du d."); "gegužės 6 d." a date."""
    return bool(_lt_month_before().search(before) or re.search(r"\d[-.]\Z", before))


def _not_a_count(lang: str, match: re.Match, unit: str) -> bool:
    """el "εκ." before no people or money; lt "gegužės 6 d.", a date's day (the date rule's)."""
    if lang == "el" and unit == "εκ.":
        return not _EL_MILLIONS.match(match.string, match.end())
    return lang == "lt" and unit == "d." and _lt_after_month(match.string[: match.start()][-40:])


_ONE_AND_A_HALF = {"ru": ("полтора", "полторы")}


def _one_and_a_half(
    lang: str, match: re.Match, g: dict, number: float, governing: bool
) -> str | None:
    """ru "1,5 млн" -> "полтора миллиона", "1,5 тыс." -> "полторы тысячи" (Русская грамматика
    1980 § 1411; panel AK2 heard "одна целая пять десятых"), not as a verb's object
    ("превысило", an earlier panel's pin); uk keeps "один кома п'ять", pinned too."""
    scale = SCALES.get(lang, {}).get(g["unit"])
    if number != 1.5 or governing or lang not in _ONE_AND_A_HALF or not scale:
        return None
    if governed.says_an_object(lang, _previous(match)):
        return None
    return _ONE_AND_A_HALF[lang][scale.gender == "f"]


def _read_unit(lang: str, match: re.Match, g: dict) -> str:
    """A count's unit ("15 Min.", "3,2 Mio. €") in the form the number takes."""
    if g["unit"] == "h" and any(
        span.start() <= match.start() < span.end()
        for span in _HOUR_SPAN.finditer(match.string, max(0, match.start() - 9), match.end() + 12)
    ):
        return match.group(0)  # fr "8h-18h": a span of hours, the time-range rule's
    if _not_a_count(lang, match, g["unit"]):
        return match.group(0)
    if lang == "ar" and re.fullmatch(r"\d+\.\d{1,2}", g["num"]):
        value = float(g["num"])  # "12.5 كم": a decimal's dot
    else:
        value = float(
            g["num"].replace(" ", "").replace("\u00a0", "").replace(".", "").replace(",", ".")
        )
    number = int(value) if value.is_integer() else value
    if lang == "ar" and g["unit"] == "م" and not _arabic_metres(match, number):
        return match.group(0)
    before = match.string[max(0, match.start() - 40) : match.start()]
    if lang == "ru" and g["unit"] == "р." and not _PER_PERIOD.match(match.string, match.end()):
        return match.group(0)  # "100 р." is roubles (the currency rule's); "3 р. в день" times
    if lang == "uk" and g["unit"].startswith("год"):
        end = "." if g["unit"].endswith(".") and _ends_sentence(match, False) else ""
        if _previous(match) in ("о", "об") and isinstance(number, int) and number <= 24:
            return f"{ordinal(number, 'uk', 'f-loc')} годині{end}"  # "о 9 год.": a time
        if re.search(r"(?:з|від)\s+\d{1,2}\s+до\s+$", before):
            return f"{g['num']} години{end}"  # "з 9 до 18 год.": hours of the clock
    governing = bool(lang in governed.LANGUAGES and governed.GOVERNING[lang].search(before))
    if governing and isinstance(number, int):
        # "dla 2 os." -> "osób", "около 3 тыс." -> "тысяч": the preposition's genitive
        single = number == 1 if lang == "pl" else number % 10 == 1 and number % 100 != 11
        noun = _counted_noun(lang, g["unit"], 1.5 if single else 5)
    else:
        noun = _counted_noun(lang, g["unit"], number)
    if noun is None:
        return match.group(0)
    if lang == "lt" and _previous(match) == "apie" and isinstance(number, int):
        accusative = _lt_about(number)
        if accusative:  # "apie 200 tūkst." -> "apie du šimtus tūkstančių"
            g = {**g, "num": accusative}
    noun = _after_distributive(lang, match, g["unit"], number, noun)
    num, noun = _in_accusative(lang, match, g["num"], number, noun, governing)
    num = _one_and_a_half(lang, match, g, number, governing) or num
    if lang == "de" and number != 1 and _previous(match) in _DE_DATIVE and noun.endswith("e"):
        noun += "n"  # "mit 27 Pkt." -> "mit siebenundzwanzig Punkten": the dative plural
    last = g.get("cur") or g["unit"]
    end = "." if last.endswith(".") and _ends_sentence(match, lang == "de") else ""
    if g.get("cur") and g["unit"] in SCALES.get(lang, {}):
        noun += " " + SCALE_CURRENCIES[lang][g["cur"]]
    genitive = _after_genitive_article(lang, match, number, noun)
    return genitive + end if genitive else f"{num} {noun}{end}".lstrip()


# Words after which a count of time is its accusative (a duration or a delay): ru uk "на",
# "за", "через", "спустя"; pl "na", "za", "przez" and "trwać" (Русская грамматика 1980
# § 2293; Український правопис; Poradnia PWN, "trwać godzinę"; panel AD2 heard "на одна
# година", "trwała jeden h").
_ACCUSATIVE_AFTER = {
    "ru": {"на", "за", "через", "спустя"},
    "uk": {"на", "за", "через"},
    "pl": {"na", "za", "przez", "trwa", "trwał", "trwała", "trwało", "trwały", "trwali",
           "potrwa", "potrwał", "potrwała", "potrwało"},
}  # fmt: skip


def _accusative_one(lang: str, match: re.Match, number: float, governing: bool) -> bool:
    """A count of one (ru uk: ending in one, not eleven) after a word that takes the
    accusative."""
    if governing or lang not in _ACCUSATIVE_AFTER or not isinstance(number, int):
        return False
    if lang == "pl" and number != 1:
        return False
    if number % 10 != 1 or number % 100 == 11:
        return False
    return _previous(match) in _ACCUSATIVE_AFTER[lang]


def _in_accusative(
    lang: str, match: re.Match, num: str, number: float, noun: str, governing: bool
) -> tuple[str, str]:
    """ "на 1 год", "trwała 1 h": a feminine unit counted by one, in the accusative ("на одну
    годину", "через одну минуту"; pl "trwała godzinę", the one unsaid, Poradnia PWN)."""
    if not _accusative_one(lang, match, number, governing):
        return num, noun
    if lang == "pl":
        return ("", noun[:-1] + "ę") if noun.endswith("a") else (num, noun)
    return num, re.sub("а$", "у", noun)


def _after_genitive_article(lang: str, match: re.Match, number: float, noun: str) -> str | None:
    """el "στον τελικό των 200 μ.": the genitive after the article, as units.py reads "των
    200 m" ("των διακοσίων μέτρων"; panel AY4 heard "των διακόσια μέτρα")."""
    if lang != "el" or _previous(match) != "των" or not isinstance(number, int):
        return None
    return greek_genitive(f"{spell(str(number), 'el')} {noun}")


def _lt_about(number: int) -> str | None:
    """lt "apie" takes the accusative ("apie du šimtus tūkstančių"; DLKG, "Prielinksniai"):
    the count's accusative where the noun after it is a genitive plural anyway (0, 10-20 at
    the end), else None (the noun's accusative is not in the tables)."""
    if not (number % 10 == 0 or 10 < number % 100 < 20):
        return None
    said = spellout_formatter("lt").format(number, "%spellout-cardinal-masculine-accusative")
    # ICU 77 leaves the hundreds and thousands in the nominative ("du šimtai")
    for nominative, accusative in _LT_HEAD_ACCUSATIVE:
        said = re.sub(rf"\b{nominative}\b", accusative, said)
    return said.replace("\u00ad", "")


_LT_HEAD_ACCUSATIVE = (
    ("šimtai", "šimtus"),
    ("šimtas", "šimtą"),
    ("tūkstančiai", "tūkstančius"),
    ("tūkstantis", "tūkstantį"),
    ("trys", "tris"),
    ("keturi", "keturis"),
    ("penki", "penkis"),
    ("šeši", "šešis"),
    ("septyni", "septynis"),
    ("aštuoni", "aštuonis"),
    ("devyni", "devynis"),
)
# ru "р." is "раз" (times) before a period: "3 р. в день", "2 р. в неделю" (Грамота.ру,
# "Сокращения": р. раз; elsewhere р. рубль).
_PER_PERIOD = re.compile(r"\s(?:в|за)\s(?:день|сутки|неделю|месяц|год|час|смену)(?!\w)")
# "по 1 табл." -> "по одной таблетке": distributive "по" takes the dative of a count of one
# (Русская грамматика 1980 § 1906; Український правопис: "по одній таблетці"); pl "1 tabl."
# in a dose is the object of taking it, the accusative "jedną tabletkę" (Poradnia PWN).
_DATIVE_ONE = {
    "ru": {"табл.": "таблетке", "таб.": "таблетке", "капс.": "капсуле"},
    "uk": {"таб.": "таблетці", "табл.": "таблетці", "капс.": "капсулі"},
}
_ACCUSATIVE_ONE = {"pl": {"tabl.": "tabletkę"}}


# de: the prepositions that take the dative (Duden, Grammatik § 908): a plural counted
# after them ends in -n ("mit 27 Punkten"; panel Y1, issue 31, heard "Pkt." left as written).
_DE_DATIVE = {"mit", "von", "aus", "bei", "seit", "nach", "zu", "gegenüber"}


def _after_distributive(lang: str, match: re.Match, unit: str, number: float, noun: str) -> str:
    if number != 1:
        return noun
    # ... and after "2 ×", which the count of times says "два раза по" (contexts.py)
    if unit in _DATIVE_ONE.get(lang, {}) and _previous(match) in ("по", "x", "×", "х"):
        return _DATIVE_ONE[lang][unit]
    return _ACCUSATIVE_ONE.get(lang, {}).get(unit, noun)


# nl "214-II": the Roman number after an Amsterdam house number is its floor, said
# "tweehoog" (Van Dale "tweehoog", "driehoog"; panel AN1 heard "tweehonderdveertien-II")
_NL_HOOG = {"I": "eenhoog", "II": "tweehoog", "III": "driehoog", "IV": "vierhoog"}
# ... after a street's name, which ends in one of these (not "Hoofdstuk 3-II")
_NL_STREETS = ("straat", "gracht", "laan", "weg", "plein", "kade", "dijk", "singel", "steeg",
               "markt", "pad", "hof", "dreef", "wal", "park", "plantsoen", "kanaal", "baan",
               "ring", "plaats", "dam", "haven", "zijde", "boulevard", "veld")  # fmt: skip


def _read_floor(match: re.Match, g: dict) -> str:
    """German storeys: "2. OG", "im 1. UG"."""
    storey = {"OG": "Obergeschoss", "UG": "Untergeschoss"}[g["storey"]]
    form = {"im": "n", "am": "n", "vom": "n", "zum": "n", "beim": "n", "dem": "n",
            "des": "n", "das": "e"}.get(_previous(match), "s")  # fmt: skip
    words = ordinal(int(g["floor"]), "de", form)
    return f"{words} {storey}" if words else match.group(0)


# el "Λ.": an avenue after the feminine's article ("στη Λ. Συγγρού") or before its name and
# number ("Λ. Κηφισίας 45"); else a name's initial ("Ο Λ. Παπαδόπουλος")
_EL_AVENUE_NUMBER = re.compile(r"\s+[Α-ΩΆ-Ώ][α-ωά-ώ]+\s+\d")


def _el_avenue(match: re.Match, rest: str) -> bool:
    previous = _previous(match)
    feminine = ("τη", "την", "της", "στη", "στην", "στης", "επί")
    return previous in feminine or bool(_EL_AVENUE_NUMBER.match(rest))


# "sc. A,", "esc. B ": one capital letter, not an initial before a name ("sc. A. Popa")
_STAIRCASE_LETTER = re.compile(r"\s[A-ZА-Я](?![\w'’-]|\.\s*[A-Z])")


# ru uk bg "Д. Медведев", "Г. Греф", "М. Грушевський": one capital and a dot before a
# capitalised word is a name's initial, not "Дом", "Город", "Місто" (panel AX2, issue 31,
# heard "Дом Медведев"): the abbreviations are written in lower case ("д. 5", "г. Москва"),
# so inside a sentence a capital is always an initial; opening one, only before a second
# initial or a surname's ending (Russian, Ukrainian and Bulgarian surnames' suffixes), as
# "Г. Москва" there may be the city written with its capital.
_CYRILLIC_INITIALS = {"ru", "uk", "bg"}
_INITIAL_NAME = re.compile(
    r"\s+(?P<second>[А-ЯЁІЇЄҐ]\.\s*)?(?P<name>[А-ЯЁІЇЄҐ][а-яёіїєґ'’]{1,30}(?:-[А-ЯЁІЇЄҐ]?[а-яёіїєґ]{1,20})?)"
    r"(?![\w'’-])"
)
_SURNAME_ENDINGS = (
    "ов", "ев", "ёв", "ин", "ын", "ий", "ой", "ый", "ых", "их", "ова", "ева", "ёва", "ина",
    "ына", "ая", "ко", "ук", "юк", "ич", "ян", "дзе", "швили", "ец", "ски", "ска", "цки",
)  # fmt: skip


def _cyrillic_initial(lang: str, match: re.Match, written: str) -> bool:
    """Whether ``written`` ("Д.") is the initial of the name after it."""
    if lang not in _CYRILLIC_INITIALS or len(written) != 2 or not written[0].isupper():
        return False
    name = _INITIAL_NAME.match(match.string, match.end(), match.end() + 60)
    if name is None or written[1] != ".":
        return False
    if not _sentence_start(match) or name.group("second"):
        return True
    return name.group("name").lower().endswith(_SURNAME_ENDINGS)


def _read_word(lang: str, match: re.Match, written: str) -> str:
    """An abbreviated word, in the form its context asks for."""
    said = _words(lang)[written]
    rest = match.string[match.end() : match.end() + 60]
    # (a character the clean-up drops may stand between: the reading stays the same twice)
    name = re.match(r"[^\w\s.,;:!?()]*\s+([^\W\d_])", rest)
    if written[:1].lower() + written[1:] in AFTER_NAME.get(lang, ()):
        if not _after_name(match):
            return written  # "Laisvės al. 53": a street's word after its name
    elif (
        (written in TITLES or written in TITLES_IN.get(lang, ()))
        and written not in NOT_TITLE_IN.get(lang, ())
        and (name is None or not name.group(1).isupper())
        and not _title_follows(lang, rest)
        and not (lang in _NAME_PARTICLES and _NAME_PARTICLES[lang].match(rest))
    ):
        if written == "пр." and _AVENUE_NAME_BEFORE.search(
            match.string[max(0, match.start() - 30) : match.start()]
        ):
            return said  # "Невский пр.": the avenue's name before it (panel V2)
        return written
    base = written[:1].lower() + written[1:]  # "C." is "c." opening a sentence
    needs_number = (
        written in NEEDS_NUMBER or bool({written, base} & set(NEEDS_NUMBER_IN.get(lang, ())))
    ) and not (_pt_floor_side(lang, match, written) or _pl_in_days(lang, match, written, rest))
    if written in NUMBER_OR_NAME.get(lang, ()) and name is not None and name.group(1).isupper():
        needs_number = False  # vi "P. Bến Nghé": a ward's name
    if written in NUMBER_OR_LETTER and _STAIRCASE_LETTER.match(rest):
        needs_number = False
    # (a price's sign may come first: id "maks. Rp100rb")
    if needs_number and not re.match(r"\s?(?:nr\.?\s|№\s?|Rp\.?\s?)?[-−+]?\d", rest):
        if lang in _CASES_FIRST and _case_read_number(lang).match(rest):
            needs_number = False  # et "u 10 päeva": the case rule has read the number
        elif not (lang == "sk" and written == "č.") and not (
            lang == "cs" and written == "č." and _CS_NOUN_AFTER.match(rest)
        ):  # sk "č. dverí", "č. SK98…", cs "č. dveří", "č. účtu": číslo (panel AI)
            return written
    # (the last three characters: a search through the whole text before each match was
    # quadratic on "1 km 1 km ...")
    before = match.string[max(0, match.start() - 3) : match.start()]
    if (
        (written in NOT_AFTER_NUMBER and re.search(r"\d\s?$", before))
        or (written in BARE_UNITS and re.search(r"[\d/]\s?$", before))  # "120 m²", "zł/m²"
        # sl "stol." is a chair, hu "o." a letter, but "20. stol.", "45. o." a century, a page
        or (written in AFTER_ORDINAL_IN.get(lang, ()) and not re.search(r"\d\.\s$", before))
    ):
        return written
    said = _in_context(lang, match, written, _uk_account(lang, written, said, rest), rest)
    if written[0].isupper() and said[0].islower() and _sentence_start(match):
        said = said[0].upper() + said[1:]  # "RDV ven. 5 déc." opens the text
    title = (
        written in TITLES or written in TITLES_IN.get(lang, ())
    ) and written not in NOT_TITLE_IN.get(lang, ())
    if (written in MAY_END or written.lower() in MAY_END) and not title:
        if (
            _ends_sentence(match)
            and written not in NAME_FOLLOWS.get(lang, ())
            and not _spelled_code_follows(lang, match)
            and not _name_follows_possessive(lang, written, match)
        ):
            said += "."
    elif written == "ul." and not rest.strip():
        said += "."  # "na Obchodnú ul.": ending the text, its dot is the full stop (panel T2)
    return said


# cs "č. dveří", "č. účtu": "č." before a lower-case noun of three letters or more is the
# number of it ("číslo"; "č. p." and the like, one letter, stay)
_CS_NOUN_AFTER = re.compile(r"\s+[a-záčďéěíňóřšťúůýž]{3,}(?!\w)")


# ru uk "Невский пр.", "Ленинский пр., д. 5", "Московський пр.": "пр." after a capitalised
# adjective in the nominative is the avenue the adjective names ("проспект"; Грамота.ру
# "Сокращения"; panel V2, issue 31, heard it left as written); before a name it is the title
# rule's, elsewhere ("и пр.") as before.
_AVENUE_NAME_BEFORE = re.compile(r"(?<!\w)[А-ЯЁІЇЄҐ][\w'-]*(?:ий|ый|ой|ій)\s+$")


# nl surnames open with a lower-case particle ("mevr. de Vries", "dhr. van der Berg"; Taalunie,
# "Achternamen met tussenvoegsels"): panel Z1 heard "mevr." left before one.
_NAME_PARTICLES = {
    "nl": re.compile(
        r"\s+(?:van|de|den|der|ter|ten|te|het|'t|in 't)(?:\s+(?:de|den|der|het))?\s+[A-Z]"
    )
}


def _title_follows(lang: str, rest: str) -> bool:
    """A title before another one and a name: "Prof. dr. Janez Kranjc" (panel P3)."""
    nxt = re.match(r"\s+([^\W\d_][\w.]*\.)\s+[^\W\d_]", rest)
    if nxt is None:
        return False
    word = nxt.group(1)
    after = rest[nxt.end(1) :].lstrip()[:1]
    titled = word in TITLES or word in TITLES_IN.get(lang, ())
    return titled and word in _words(lang) and after.isupper()


# ar: a woman's first name after "د." makes the title feminine, "الدكتورة سارة" (panel AG5
# heard "الدكتور سارة"): a name ending in the feminine's taa marbuta, but for the classical
# men's names that end in it, or one of the commonest women's names written without it.
_AR_MEN_IN_TAA = frozenset("حمزة أسامة اسامة طلحة عبيدة معاوية عروة قتيبة عكرمة عنترة".split())
_AR_WOMEN = frozenset(
    "مريم زينب هند ليلى سلمى هدى منى ريم رنا دينا لينا رانيا سعاد نجلاء أسماء هيفاء سناء"
    " إيمان نوال عبير سوسن".split()
)


def _ar_woman(rest: str) -> bool:
    name = re.match(r"\s+([^\W\d_]+)", rest)
    if name is None:
        return False
    word = name.group(1)
    return word in _AR_WOMEN or (word.endswith("ة") and word not in _AR_MEN_IN_TAA)


def _lady(lang: str, written: str, rest: str) -> str | None:
    """A title before a woman's name: pt es "D. Maria", ar "د. سارة"."""
    if lang in ("pt", "es") and written == "D." and re.match(r"\s+\w+a\b", rest):
        return "Dona" if lang == "pt" else "doña"  # "D. Maria"
    if lang == "ar" and written == "د." and _ar_woman(rest):
        return "الدكتورة"
    return None


# uk "р/р UA21 3223...", "р/р 2600...": a current account's number after it (the code
# rule may have spelled it already: "U A два один ...")
_UK_ACCOUNT_AFTER = re.compile(
    r"\s*(?:№\s?)?(?:UA|U A |\d|(?:нуль|один|два|три|чотири|п'ять|шість|сім|вісім|дев'ять) )"
)


def _uk_account(lang: str, written: str, said: str, rest: str) -> str:
    if lang == "uk" and written == "р/р" and _UK_ACCOUNT_AFTER.match(rest):
        return "розрахунковий рахунок"  # "р/р UA21...": a current account, not "year on year"
    return said


def _in_context(lang: str, match: re.Match, written: str, said: str, rest: str) -> str:
    """The forms a word's neighbours ask for: "D. Maria", "u dr. Kowalskiego", "o godz."."""
    w2 = _form_from_context(lang, match, written, said, rest)
    if w2 is not None:
        return w2
    if (lady := _lady(lang, written, rest)) is not None:
        return lady
    if lang == "hr" and said.lower() == "gospodin":
        return _hr_gentleman(match, said, rest)
    cased = _sixth_panel_case(lang, match, written, said, rest)
    if cased is None:
        cased = _case_from_neighbours(lang, match, written, said, rest)
    if cased is not None:
        return cased
    # "на ул. Ленина": where, or where to after a turn (bg "ул." stays "улица")
    if written in ("ул.", "вул.") and lang in _STREET_CASES:
        return _street(lang, match, said)
    if written == "стр." and lang == "ru":
        # "д. 5, стр. 2": a building after a house's number; else a page, "Глава III, стр.
        # 87" (panel AQ2 heard it left as written)
        before = _BUILDING_BEFORE.search(match.string, max(0, match.start() - 30), match.start())
        book = _BOOK_PART.search(match.string, max(0, match.start() - 30), match.start())
        return "строение" if before and not book else said
    if written == "пл." and lang in _SQUARE_CASES and (square := _square(lang, match)):
        return square
    if (q2 := _q2_word(lang, match, written, said, rest)) is not None:
        return q2
    if written == "каб." and lang in ("ru", "uk") and _previous(match) in ("в", "у"):
        return said + ("е" if lang == "ru" else "і")  # "у каб. 5": "у кабінеті"
    if written == "ауд." and _previous(match) in ("в", "у"):
        return said[:-1] + ("и" if lang == "ru" else "ї")  # "в ауд. 105": "в аудитории"
    if written == "км":  # "на 35-м км": the case the ordinal's ending writes
        ending = re.search(
            r"\d-(\w{1,3})\s+$", match.string[max(0, match.start() - 12) : match.start()]
        )
        said = _KM_AFTER_ORDINAL.get(lang, {}).get(ending.group(1)) if ending else None
        return said or written
    if written == "aprox." and lang in _APPROX_ADJECTIVE:
        if (form := _approximate_adjective(lang, match, rest)) is not None:
            return form
    return _polish(match, written, said, rest) if lang == "pl" else said


def _sl_century(match: re.Match) -> str:
    return sl_century_noun(_previous(match, 2))  # the word before the ordinal's number


# de "bis zum 15. d. M.", "Ende d. J.", "im Mai d. J." (Duden, "Abkürzungen": d. M. dieses
# Monats, d. J. dieses Jahres; panel AJ1 heard "d. M." spelled): only after a day's number,
# a month or a part of a span; "Holbein d. J." is "der Jüngere", anything else stays.
_DE_THIS_BEFORE = re.compile(
    r"(?:\d\.|(?i:ende|anfang|mitte|beginn|laufe|januar|februar|märz|april|mai|juni|juli"
    r"|august|september|oktober|november|dezember))\s{1,3}\Z"
)
_DE_NAME_BEFORE = re.compile(r"(?<![\w.])[A-ZÄÖÜ][a-zäöüß]+\s{1,3}\Z")


def _de_this(match: re.Match, written: str, said: str) -> str | None:
    if not written.startswith("d.") or said not in ("dieses Monats", "dieses Jahres"):
        return None
    before = match.string[max(0, match.start() - 16) : match.start()]
    if _DE_THIS_BEFORE.search(before):
        return said
    if said == "dieses Jahres" and _DE_NAME_BEFORE.search(before):
        return "der Jüngere"  # "Lucas Cranach d. J." (Duden: d. J. der Jüngere)
    return written


def _ag2_word(lang: str, match: re.Match, written: str, said: str, rest: str) -> str | None:
    """Panel AG2's words: "за тел.", bg "в км 45"."""
    if lang == "de" and (this := _de_this(match, written, said)) is not None:
        return this  # de "d. M." (panel AJ1)
    if written in ("тел.", "Тел.") and lang in _BY_PHONE:
        # "за тел. 0 800 ...": uk "за телефоном", ru uk "по тел.": "по телефону" (by phone;
        # СУМ-11, "телефон"; panel AG2 heard "за телефон")
        return _BY_PHONE[lang].get(_previous(match).lower(), said)
    if written == "км" and lang == "bg":
        # bg "в км 45" (a road's kilometre post, before its number): "километър четиресет и
        # пет" (БАН, "км"; panel AG2 heard "км"); "45 км" stays the unit's
        before = match.string[max(0, match.start() - 3) : match.start()]
        if re.match(r"\s?\d", rest) and not re.search(r"\d\s?$", before):
            return "километър"
        # "на 15-ия км": after an ordinal with its ending the kilometre post too, "на
        # петнайсетия километър" (panel AH2 heard "км")
        ordinal_before = match.string[max(0, match.start() - 12) : match.start()]
        if re.search(r"\d-[а-я]{1,4}\s+$", ordinal_before):
            return "километър"
        return written
    return None


def _hr_gentleman(match: re.Match, said: str, rest: str) -> str:
    """ "s g. Horvatom", "g. Horvatu", "kod g. Horvata": the title takes the name's case
    ending (masculine a-declension; Barić et al., Hrvatska gramatika)."""
    ending = re.match(r"\s+[A-ZČĆŽŠĐ]\w*?(om|em|u|a)\b", rest)
    # (a nominative may end in -a too, "Gotovina": the genitive only after its prepositions)
    if ending and (ending.group(1) != "a" or _previous(match).lower() in _HR_BEFORE_GENITIVE):
        said += {"em": "om"}.get(ending.group(1), ending.group(1))
    return said


def _polish(match: re.Match, written: str, said: str, rest: str) -> str:
    """The Polish forms a word's neighbours ask for: "u dr. Kowalskiego", "o godz. 9"."""
    if written in ("dr hab.", "dr hab. n. med.") and re.match(r"\s+\w+(?:ego|a)\b", rest):
        return said.replace("doktor habilitowany", "doktora habilitowanego")
    if written in ("dr", "dr.", "mgr", "prof.") and re.match(r"\s+\w+(?:ego|a)\b", rest):
        return said + "a"  # "u dr. Kowalskiego": "u doktora Kowalskiego"
    if written == "ul.":
        return _polish_street(match, said)
    if written in _PL_ROOMS:  # "do gab. 12" -> "do gabinetu", "w pok. 5" -> "w pokoju"
        return _PL_ROOMS[written].get(_previous(match), said)
    if written == "godz.":  # "o godz. 9", "w godz. 8–16"
        # "ok. godz. 18:20": "około" takes the genitive too (panel AM2 heard "około godzina")
        return {"o": "godzinie", "po": "godzinie", "w": "godzinach", "od": "godziny",
                "do": "godziny", "ok.": "godziny", "około": "godziny"}.get(
            _previous(match), said)  # fmt: skip
    return said


# es pt "un retraso aprox. de 15 min", "um atraso aprox. de 15 min": after a noun with its
# article and before "de" and a number, "aprox." qualifies the noun and is the adjective,
# in the article's gender and number ("un retraso aproximado de", "una espera aproximada
# de"; DPD, "aprox."; Priberam); before a number alone it is the adverb ("aprox. 15 min",
# "aproximadamente").
_APPROX_ADJECTIVE = {
    "es": {"un": "o", "el": "o", "del": "o", "al": "o", "este": "o", "ese": "o",
           "una": "a", "la": "a", "esta": "a", "esa": "a",
           "unos": "os", "los": "os", "unas": "as", "las": "as"},
    "pt": {"um": "o", "o": "o", "do": "o", "no": "o", "ao": "o", "este": "o", "esse": "o",
           "uma": "a", "a": "a", "da": "a", "na": "a", "esta": "a", "essa": "a",
           "uns": "os", "os": "os", "dos": "os", "nos": "os",
           "umas": "as", "as": "as", "das": "as", "nas": "as"},
}  # fmt: skip


def _approximate_adjective(lang: str, match: re.Match, rest: str) -> str | None:
    if not re.match(r"\s+de\s+\d", rest):
        return None
    noun, article = _previous(match), _previous(match, 2)
    ending = _APPROX_ADJECTIVE[lang].get(article)
    if ending is None or not re.fullmatch(r"[^\W\d_]{3,}", noun):
        return None
    return f"aproximad{ending}"


# (the genitive's prepositions, and the accusative's: an animate noun's accusative is its
# genitive, "za g. Horvata")
_HR_BEFORE_GENITIVE = {
    "kod",
    "od",
    "do",
    "bez",
    "iz",
    "oko",
    "umjesto",
    "osim",
    "preko",
    "blizu",
    "za",
    "na",
    "kroz",
    "pred",
    "među",
}


def _sixth_panel_case(lang: str, match: re.Match, written: str, said: str, rest: str) -> str | None:
    """The case hr sl lv el lt sk words take from their neighbours, or None."""
    if written == "dr." and lang in _DOCTOR:
        return _doctor(lang, match, rest)
    if written.lower() == "dr. sc." and lang == "hr":  # "kod dr. sc. Ane Horvat"
        return _doctor(lang, match, rest) + " znanosti"
    # "με τον Dr. Παπαδόπουλο": the Latin short form takes the case as "Δρ." (panel AA4)
    if lang == "el" and written == "Λ." and not _el_avenue(match, rest):
        return written  # "Ο Λ. Παπαδόπουλος": an initial
    if lang == "el" and written == "Πλ.":  # "στην Πλατεία", "της Πλατείας Συντάγματος"
        return said + "ς" if _previous(match) in ("της", "στης") else said
    if lang == "el" and written in ("Λεωφ.", "λεωφ.", "Λ.", "Δρ.", "Dr.", "οδ.", "Οδ."):
        previous = _previous(match)
        street = said.endswith(("ος", "ός"))  # Λεωφόρος, οδός: feminines in -ος
        if previous == "της" and street:  # "της οδού Ερμού", "της Λεωφόρου" (panel AI)
            return said[:-2] + ("ού" if said.endswith("ός") else "ου")
        if previous in ("στη", "στην", "τη", "την", "τον", "του", "της", "στον", "στο", "με"):
            return said[:-1] if street else "δόκτορα"  # "στην οδό", "στη Λεωφόρο"
        return said
    if lang == "el" and written in ("κ.", "κα", "κα."):
        previous = _previous(match)  # "με τον κ. Παπαδόπουλο", "του κ.", "Αγαπητέ κ."
        if said == "κυρία":
            return "κυρίας" if previous in ("της", "στης") else said
        return {"τον": "κύριο", "στον": "κύριο", "του": "κυρίου", "αγαπητέ": "κύριε"}.get(
            previous, said
        )
    if lang == "lt" and written in ("g.", "pr.") and _previous(match, 2) == "į":
        return said[:-1] + "ę" if written == "g." else said[:-2] + "ą"  # "į Gedimino pr."
    if lang == "sk" and written == "ul." and _previous(match).endswith(("ej", "ovej")):
        return "ulici"  # "na Obchodnej ul. 15": the locative the street's name shows
    if lang == "sk" and written == "ul." and _previous(match).endswith("ú"):
        return "ulicu"  # "na Obchodnú ul.": the accusative the street's name shows (panel T2)
    if lang == "sk" and written == "ul.":
        return _slovak_street(match, rest)
    if (
        lang == "cs"
        and written == "ul."
        and (_previous(match).lower() in _CS_BEFORE_ULICI or _previous(match).endswith("ou"))
    ):
        # "na ul. Vinohradská", "na Vinohradskou ul.": ulice's accusative, locative and
        # dative are all "ulici" (panel T2 heard "na ulice")
        return "ulici"
    return None


def _slovak_street(match: re.Match, rest: str) -> str | None:
    """sk "na ul. Hlavnej", "z ul. Mierovej", "odbočte na ul. Hlavnú": before the street's
    name "ul." takes the case its preposition governs (ulica: G ulice, D L ulici, A ulicu,
    I ulicou; Pravidlá slovenského pravopisu), the name's accusative "-ú" or a verb of
    going deciding between "na ulicu" and "na ulici" (panel AI heard "na ulica")."""
    previous = _previous(match)
    if previous in _SK_STREET_GENITIVE:
        return "ulice"
    if previous in ("s", "so", "pred", "za", "medzi", "nad", "pod"):
        return "ulicou" if previous != "za" or not re.match(r"\s+\w+ú\b", rest) else "ulicu"
    if previous in ("k", "ku"):
        return "ulici"
    if previous in ("na", "v", "vo", "pri", "po", "o"):
        clause = re.split(r"[.!?]\s", match.string[max(0, match.start() - 40) : match.start()])
        if previous in ("na", "v", "vo") and (
            re.match(r"\s+\w+ú\b", rest) or _SK_TURN.search(clause[-1])
        ):
            return "ulicu"
        return "ulici"
    return None


_SK_STREET_GENITIVE = {"z", "zo", "do", "od", "u", "okolo", "blízko", "vedľa", "pozdĺž",
                       "rohu", "roh", "konci", "začiatku", "smerom", "naprieč"}  # fmt: skip
_SK_TURN = re.compile(r"(?i:odboč|zaboč|choď|vojd|vchádz|vojsť|presťahova|zíd|zísť)")


_CS_BEFORE_ULICI = {"na", "v", "ve", "po", "o", "k", "ke", "při", "proti", "naproti"}


# "máx. 23 °C": a temperature's maximum is the (temperatura) máxima, said "máxima de
# veintitrés grados" (es, pt), it "massima di"; elsewhere "máximo", "massimo" (RAE, DPD
# "máximo"; Priberam; Treccani).
_TEMPERATURE_AFTER = re.compile(r"\s?[-−+]?\d+(?:[.,]\d+)?\s?°")
_W2_TEMPERATURE = {
    "es": {"máx.": "máxima de", "mín.": "mínima de"},
    "pt": {"máx.": "máxima de", "mín.": "mínima de"},
    "it": {"max": "massima di", "max.": "massima di", "min": "minima di", "min.": "minima di"},
}
# pl "Gł." (Główny) agrees with the station's town: genitive after do, z, od ("do Krakowa
# Gł." -> "Głównego", "z Gdyni Gł." -> "Głównej"), locative after w, na, przy ("w Krakowie
# Gł." -> "Głównym"), else the nominative ("Gdynia Gł." -> "Główna"): Poradnia PWN,
# "odmiana nazw stacji".
_PL_GENITIVE = {"do", "z", "ze", "od", "spod", "koło", "obok", "dla", "naprzeciw"}
_PL_LOCATIVE = {"w", "we", "na", "przy", "o", "po"}


def _form_from_context(
    lang: str, match: re.Match, written: str, said: str, rest: str
) -> str | None:
    """The form an abbreviation takes from its neighbours (panel W2's: a temperature's
    máx., a woman's title, a station's Gł.), or None."""
    form = _W2_TEMPERATURE.get(lang, {}).get(written.lower())
    one = {"es": "un", "pt": "um", "it": "uno"}.get(lang, "")
    if form and _TEMPERATURE_AFTER.match(rest):
        return form[0].upper() + form[1:] if written[0].isupper() else form
    if form and noun_gender(lang, _previous(match).strip(".,:;"), one) == "f":
        return form.split()[0]  # "Velocità max 130 km/h": "velocità massima"
    if lang == "pl" and written in ("dr", "dr.", "mgr", "prof."):
        # "Pani mgr Kowalska": a woman's title stays undeclined, and her name in -ska, -cka,
        # -dzka, -owa is a nominative, no genitive in -a (Poradnia PWN, "tytuły kobiet")
        name = re.match(r"\s+(\w+)", rest)
        if _previous(match) in ("pani", "panią", "paniom") or (
            name and name.group(1).endswith(("ska", "cka", "dzka", "owa", "ówna"))
        ):
            return said
    if days := _pl_in_days(lang, match, written, rest):
        return days
    if lang == "pl" and written == "Gł.":
        town = _previous(match)
        if _previous(match, 2) in _PL_GENITIVE:
            feminine = town.endswith(("i", "y"))
            return "Głównej" if feminine else "Głównego"
        if _previous(match, 2) in _PL_LOCATIVE:
            return "Głównej" if town.endswith("i") else "Głównym"
        return "Główna" if town.endswith("a") else "Główny"
    return None


def _after_name(match: re.Match) -> bool:
    """Whether a capitalised word stands right before: a street's name ("Laisvės al.",
    "Slovenska c."). One opening a sentence is a name only in the genitive a Lithuanian
    street's name is in ("Gedimino pr. 9"; "Susitikimas pr. 10 val." is a Monday)."""
    before = match.string[max(0, match.start() - 40) : match.start()]
    word = re.search(r"(?<!\w)([^\W\d_]{2,})\s+$", before)
    if not word or not word.group(1)[0].isupper():
        return False
    opening = before[: word.start()].rstrip()
    if not opening or opening[-1] in ".!?\n":
        return word.group(1).endswith(("o", "ės", "os", "ų", "aus"))
    return True


# The second L panel (issue 31): lt "p." and "Gerb." take the gender and case the name
# shows (VLKK: "Gerbiamasis pone Jonaiti", "Gerbiamoji ponia Jonaitiene"); the ending of
# the name, checked in this order, gives "ponas"'s form.
_LT_WOMAN = ("iene", "ienė", "ienės", "ienę", "ienei", "aite", "aitė", "aitės", "aitę",
             "yte", "ytė", "ytės", "ytę", "ute", "utė", "utės", "utę", "ūtė", "ūte")  # fmt: skip
_LT_PONAS = (("ui", "ponui"), ("ai", "pone"), ("i", "pone"), ("e", "pone"), ("aus", "pono"),
             ("o", "pono"), ("ą", "poną"), ("į", "poną"), ("ų", "poną"))  # fmt: skip
_LT_PONIA = (("ės", "ponios"), ("ę", "ponią"), ("ei", "poniai"))


def _lt_title(written: str, rest: str) -> str | None:
    found = re.match(r"\s+(?:p\.\s+)?([^\W\d_]+)", rest)
    if found is None or not found.group(1)[0].isupper():
        return None
    name = found.group(1)
    woman = name.endswith(_LT_WOMAN)
    if written.lower() == "gerb.":
        said = "gerbiamoji" if woman else "gerbiamasis"
        return said.capitalize() if written[0].isupper() else said
    table = _LT_PONIA if woman else _LT_PONAS
    return next((said for end, said in table if name.endswith(end)), "ponia" if woman else "ponas")


_LT_MONTHS_GENITIVE = (
    "sausio vasario kovo balandžio gegužės birželio liepos rugpjūčio rugsėjo spalio lapkričio "
    "gruodžio"
).split()


# lt "Pagalbos tel. 112", "Kontaktinis tel. +370 …": a label opening its line, one or two
# words and the number after, names the number, the nominative "telefonas" (VLKK,
# "tel." telefonas); "Skambinkite tel. 112", "Kreipkitės tel." (an imperative's "-kitės",
# pinned) call by it, the instrumental "telefonu".
_LT_LABEL_BEFORE = re.compile(
    r"(?:\A|[\n.!?:;]\s*)[A-ZĄČĘĖĮŠŲŪŽ][a-ząčęėįšųūž]*(?<!it)(?:os|ės|io|ų|us|ies|is|as)"
    r"(?:\s+[a-ząčęėįšųūž]+(?:os|ės|io|ų|us|ies))?\s+\Z"
)


_LT_AFTER_LABEL = re.compile(r"\s+[+(\w]")  # the number, in digits or read already


def _lt_label(match: re.Match, rest: str) -> bool:
    before = match.string[max(0, match.start() - 40) : match.start()]
    return bool(_LT_LABEL_BEFORE.search(before) and _LT_AFTER_LABEL.match(rest))


# lt "Dėl remonto Gedimino pr. eismas ribojamas": a street's name, no house number, then
# another subject and its passive participle ("eismas ribojamas", "darbai vykdomi"): the
# street says where, the locative "prospekte", "gatvėje" (DLKG § 803; panel AU3 heard
# "prospektas"). "Gedimino pr. uždarytas", "Ukmergės g. bus uždaryta" (the street the
# subject, pinned) stay.
_LT_SUBJECT_AND_PARTICIPLE = re.compile(
    r"\s+(?!(?:ne)?(?:bus|buvo|yra|bėra|tapo|taps)\s)[a-ząčęėįšųūž]{3,}\s+[a-ząčęėįšųūž]{3,}(?:[aoi]m(?:as|a|i|os)|t(?:as|a|i|os))(?!\w)"
)


def _lt_where(match: re.Match, rest: str) -> bool:
    name = re.search(
        r"[A-ZĄČĘĖĮŠŲŪŽ][a-ząčęėįšųūž]+(?:io|ės|os|o|us|ių|ų|ies)\s+\Z",
        match.string[max(0, match.start() - 30) : match.start()],
    )
    return bool(name and _LT_SUBJECT_AND_PARTICIPLE.match(rest))


def _case_from_neighbours(
    lang: str, match: re.Match, written: str, said: str, rest: str
) -> str | None:
    """The form lt lv et fi cs sk words take from their neighbours, or None."""
    previous = _previous(match)
    if lang == "lt" and written.lower() in ("p.", "gerb."):
        return _lt_title(written, rest) or written
    if lang == "lt" and written == "tel." and _lt_label(match, rest):
        return "telefonas"  # "Pagalbos tel. 112": a label names the number (panel AU3)
    if lang == "lt" and written in ("g.", "pr.") and _lt_where(match, rest):
        return said[:-1] + "ėje" if written == "g." else said[:-2] + "e"  # "Gedimino prospekte"
    if lang == "lt" and written == "kab.":
        return "kabinetą" if previous == "į" else said  # "į kab. 212"
    if lang == "lt" and written == "mėn.":
        # "kovo mėn. siekė": the month that says when, the accusative (VLKK)
        return said if previous in _LT_MONTHS_GENITIVE else written
    if lang == "lv" and written.lower() == "tālr." and previous in ("pa", "uz"):
        return "tālruni"  # "Zvaniet pa tālr.": the accusative "pa" takes in the singular
    if lang == "et" and written.lower().rstrip(".") == "tel" and previous.startswith("helista"):
        return "telefonil"  # "Helistage tel 5123 4567": by phone, the adessive
    if lang == "sl" and written.lower() == "tel." and previous == "po":
        # "po tel. 08 200 1001": by phone, the locative "po" takes (SSKJ "po": "po telefonu";
        # panel BE3, issue 31, heard "po telefon"); "na tel." (the accusative) stays
        return "telefonu"
    if lang == "fi" and written.lower() == "puh." and previous.startswith("soit"):
        return "numeroon"  # "Soita puh. 040 …": the number called, in the illative
    if lang in ACADEMIC and written in ACADEMIC[lang]:
        return _academic(lang, match, said, rest)
    return None


# Czech and Slovak titles decline with the name after them (ÚJČ, "Skloňování titulů";
# Pravidlá slovenského pravopisu): the surname's ending tells the gender and the case, the
# preposition before tells the cases one ending shares. Cases: nominative, genitive,
# dative, accusative, locative, instrumental.
_SLAVIC_TITLE_FORMS = {
    "cs": {
        "doktor": ("doktor doktora doktorovi doktora doktorovi doktorem",
                   "doktorka doktorky doktorce doktorku doktorce doktorkou"),
        "inženýr": ("inženýr inženýra inženýrovi inženýra inženýrovi inženýrem",
                    "inženýrka inženýrky inženýrce inženýrku inženýrce inženýrkou"),
        "magistr": ("magistr magistra magistrovi magistra magistrovi magistrem",
                    "magistra magistry magistře magistru magistře magistrou"),
        "bakalář": ("bakalář bakaláře bakaláři bakaláře bakaláři bakalářem",
                    "bakalářka bakalářky bakalářce bakalářku bakalářce bakalářkou"),
        "docent": ("docent docenta docentovi docenta docentovi docentem",
                   "docentka docentky docentce docentku docentce docentkou"),
        "profesor": ("profesor profesora profesorovi profesora profesorovi profesorem",
                     "profesorka profesorky profesorce profesorku profesorce profesorkou"),
    },
    "sk": {
        "doktor": ("doktor doktora doktorovi doktora doktorovi doktorom",
                   "doktorka doktorky doktorke doktorku doktorke doktorkou"),
        "inžinier": ("inžinier inžiniera inžinierovi inžiniera inžinierovi inžinierom",
                     "inžinierka inžinierky inžinierke inžinierku inžinierke inžinierkou"),
        "magister": ("magister magistra magistrovi magistra magistrovi magistrom",
                     "magistra magistry magistre magistru magistre magistrou"),
        "bakalár": ("bakalár bakalára bakalárovi bakalára bakalárovi bakalárom",
                    "bakalárka bakalárky bakalárke bakalárku bakalárke bakalárkou"),
        "docent": ("docent docenta docentovi docenta docentovi docentom",
                   "docentka docentky docentke docentku docentke docentkou"),
        "profesor": ("profesor profesora profesorovi profesora profesorovi profesorom",
                     "profesorka profesorky profesorke profesorku profesorke profesorkou"),
    },
}  # fmt: skip
# A surname's ending -> (woman, the cases it may be in), longest first.
_SURNAME_CASES = {
    "cs": (("ovou", True, (3, 5)), ("ová", True, (0,)), ("ové", True, (1, 2, 4)),
           ("ou", True, (3, 5)), ("á", True, (0,)), ("é", True, (1, 2, 4)),
           ("ého", False, (1, 3)), ("ému", False, (2, 4)), ("ým", False, (5,)),
           ("ovi", False, (2, 4)), ("em", False, (5,)), ("a", False, (1, 3)),
           # a man's name in -a ("Svoboda", "Procházka") in the genitive and accusative
           # (ÚJČ, "Skloňování příjmení", vzor "předseda"; panel AG2 heard "u doktor Svobody")
           ("y", False, (1,)), ("u", False, (3,))),
    "sk": (("ovou", True, (5,)), ("ovej", True, (1, 2, 4)), ("ovú", True, (3,)),
           ("ová", True, (0,)), ("ou", True, (5,)), ("ej", True, (1, 2, 4)), ("ú", True, (3,)),
           ("á", True, (0,)), ("ého", False, (1, 3)), ("ému", False, (2, 4)),
           ("ým", False, (5,)), ("ovi", False, (2, 4)), ("om", False, (5,)),
           ("a", False, (1, 3)), ("u", False, (1, 3))),  # "u MUDr. Svobodu" (vzor "hrdina")
}  # fmt: skip
_PREPOSITION_CASES = {
    **dict.fromkeys(
        "u od do z ze bez kolem okolo vedle místo miesto během počas podle podľa blízko".split(), 1
    ),
    **dict.fromkeys("k ke ku kvůli vďaka díky proti".split(), 2),
    **dict.fromkeys("o při pri po v vo".split(), 4),
    **dict.fromkeys("s se so za před pred mezi medzi nad pod".split(), 5),
}


def _academic(lang: str, match: re.Match, said: str, rest: str) -> str:
    names = re.match(r"(?:\s+[^\W\d_]+\.?){1,3}", rest)
    words = names.group(0).split() if names else []
    if not words or not words[0][0].isupper():
        return match.group(0)
    surname = next((w for w in reversed(words) if w[0].isupper()), words[0]).rstrip(".")
    forms = _SLAVIC_TITLE_FORMS[lang].get(said.lower())
    if forms is None:
        return said  # a title with no declension table: as the tables say it
    man, woman = forms
    ending = next((e for e in _SURNAME_CASES[lang] if surname.endswith(e[0])), None)
    previous = _previous(match)
    wanted = _PREPOSITION_CASES.get(previous)
    if ending is None:
        return said  # "MUDr. Novák": the nominative
    _, is_woman, cases = ending
    if wanted in cases:
        case = wanted
    elif len(cases) == 1:
        case = cases[0]
    elif previous.endswith("te") and 3 in cases:
        case = 3  # "Kontaktujte Ing. Horvátha": an imperative's object
    elif ending[0] == "a":
        return said  # "MUDr. Svoboda": a man's name in -a, the nominative
    else:
        case = cases[0]
    word = (woman if is_woman else man).split()[case]
    return word[0].upper() + word[1:] if said[0].isupper() else word  # "Prof." opening a sentence


_BY_PHONE = {"uk": {"за": "телефоном", "по": "телефону"}, "ru": {"по": "телефону"}}
_PL_ROOMS = {
    "gab.": {"do": "gabinetu", "z": "gabinetu", "od": "gabinetu", "w": "gabinecie"},
    "pok.": {"do": "pokoju", "z": "pokoju", "od": "pokoju", "w": "pokoju"},
}
_KM_AFTER_ORDINAL = {
    "ru": {"м": "километре", "ом": "километре", "й": "километр", "ый": "километр",
           "ой": "километр", "го": "километра", "му": "километру"},
    "uk": {"му": "кілометрі", "м": "кілометрі", "ому": "кілометрі", "й": "кілометр",
           "ий": "кілометр", "го": "кілометра"},
}  # fmt: skip


_STREET_CASES = {
    "ru": {"на": "улице", "в": "улице", "по": "улице", "с": "улицы", "до": "улицы",
           "от": "улицы", "у": "улицы", "к": "улице"},
    "uk": {"на": "вулиці", "у": "вулиці", "в": "вулиці", "по": "вулиці", "з": "вулиці",
           "до": "вулиці", "від": "вулиці", "біля": "вулиці"},
}  # fmt: skip


# площадь/площа after a preposition (panel X2 heard "на площа Ринок"): its genitive, dative
# and locative are one form ("площади", "площі"); after a turn "на" takes the accusative.
_SQUARE_CASES = {
    "ru": ("площади", "площадь", {"на", "в", "по", "с", "со", "до", "от", "у", "к", "около"}),
    "uk": ("площі", "площу", {"на", "у", "в", "по", "з", "до", "від", "біля", "к"}),
}


# ... but not after a book's part: "Глава 3, стр. 87" is a page
_BOOK_PART = re.compile(r"(?i:глав[аеуы]|раздел\w?|част[ьи]|том|§)\s?\d{1,4},\s{0,3}\Z")
# "пр-т Мира, 101, стр. 2", "д. 5, корп. 1, стр. 3": a building's number after a house's
_BUILDING_BEFORE = re.compile(r"\d[а-яА-Я]?,\s{0,3}\Z|(?:корп\.|к\.)\s?\d{1,3},?\s{0,3}\Z")


def _square(lang: str, match: re.Match) -> str | None:
    oblique, accusative, prepositions = _SQUARE_CASES[lang]
    if _previous(match) not in prepositions:
        return None
    clause = re.split(r"[.!?]\s", match.string[max(0, match.start() - 40) : match.start()])
    if _previous(match) in ("на", "в", "у") and _TURN.search(clause[-1]):
        return accusative  # "поверніть на пл. Ринок": where to
    return oblique


def _q2_word(lang: str, match: re.Match, written: str, said: str, rest: str) -> str | None:
    """ru uk "пр." and cs sk "r." in the form their neighbours ask (panel Q2), or None;
    and panel AG2's ("за тел.", bg "в км 45")."""
    if (ag2 := _ag2_word(lang, match, written, said, rest)) is not None:
        return ag2
    if written in ("al.", "Al.") and lang == "pl":
        said = _pl_avenue(match, said.lower(), rest)  # "Al. Jerozolimskie": "Aleje" (panel AL2)
        return said[0].upper() + said[1:] if written[0].isupper() else said
    if written in ("пр.", "просп.", "пр-т") and lang in _AVENUE_CASES:
        clause = re.split(r"[.!?]\s", match.string[max(0, match.start() - 40) : match.start()])
        if _previous(match) in ("на", "в", "у") and _TURN.search(clause[-1]):
            return said  # "поверните на пр-т Мира": where to, the accusative
        return _AVENUE_CASES[lang].get(_previous(match), said)  # "по пр. Мира": "по проспекту"
    if written == "stol." and lang == "sl":
        return _sl_century(match)
    if written == "r." and lang in ("cs", "sk"):
        if not re.match(r"\s?\d{4}(?!\d)", rest):
            return written  # "r." before a year only: "v r. 2023"
        if lang == "cs" and _previous(match) in ("v", "ve"):
            return "roce"  # "v r. 2023": "v roce" (the locative; sk "v roku")
    return None


# проспект after a preposition (Русская грамматика 1980 §§ 1131-1140; Правопис 2019):
# "на пр. Мира" -> "на проспекте", "по пр. Мира" -> "по проспекту", "с пр." -> "с проспекта".
_AVENUE_CASES = {
    "ru": {"на": "проспекте", "в": "проспекте", "по": "проспекту", "к": "проспекту",
           "с": "проспекта", "до": "проспекта", "от": "проспекта", "у": "проспекта",
           "вдоль": "проспекта", "около": "проспекта"},
    "uk": {"на": "проспекті", "у": "проспекті", "в": "проспекті", "по": "проспекту",
           "з": "проспекту", "до": "проспекту", "від": "проспекту", "біля": "проспекту",
           "уздовж": "проспекту", "вздовж": "проспекту"},
}  # fmt: skip
_TURN = re.compile(r"(?i:поверн|сверн|зверн|заїд|заезж|виїд|выезж|выед|їдьте|езжайте)")


def _street(lang: str, match: re.Match, said: str) -> str:
    # "на Тверскую ул.": the name before the word, its ending the case (panel S2 heard
    # "на Тверскую улица"); the dot stays where the text ends with it
    end = "" if match.string[match.end() :].strip() else "."
    before = match.string[max(0, match.start() - 40) : match.start()].split()
    if len(before) >= 2 and before[-1][:1].isupper():
        name, previous = before[-1], before[-2].lower()
        if name.endswith(_ACCUSATIVE_NAME[lang]) and previous in ("на", "в", "у", "через"):
            return ("улицу" if lang == "ru" else "вулицю") + end
        if name.endswith(("ой", "ій")) and previous in _STREET_CASES[lang]:
            return _STREET_CASES[lang][previous] + end
    previous = _previous(match)
    clause = re.split(r"[.!?]\s", match.string[max(0, match.start() - 40) : match.start()])[-1]
    if previous == "на" and _TURN.search(clause):
        return "улицу" if lang == "ru" else "вулицю"  # "поверните на ул. …": where to
    return _STREET_CASES[lang].get(previous, said)


# pl "al." (aleja) after a preposition, in its case (panel AJ2 heard "w aleja
# Jerozolimskie"): a plural name, "Aleje Jerozolimskie", shows its case in its adjective
# ("w Aleje Jerozolimskie" where to, "przy Alejach Jerozolimskich", "do Alej
# Jerozolimskich"); a singular one ("al. Mickiewicza") is "alei" after a preposition of
# place or of the genitive, "aleję" after a turn (Poradnia PWN, "aleja" declension).
_PL_PLACE = {"w", "we", "na", "przy", "o", "po"}
_PL_TO_FROM = {"do", "z", "ze", "od", "koło", "obok", "wzdłuż", "naprzeciwko", "u", "dla"}
_PL_TURN = re.compile(r"(?i:skręć|skręcić|skręcisz|wjedź|wjechać|zjedź|zjechać|idź|jedź)")


def _pl_avenue(match: re.Match, said: str, rest: str) -> str:
    previous = _previous(match)
    name = re.match(r"\s*([A-ZĄĆĘŁŃÓŚŹŻ][^\W\d_]+)", rest)
    clause = re.split(r"[.!?]\s", match.string[max(0, match.start() - 40) : match.start()])[-1]
    if name and name.group(1).endswith(("skie", "ckie", "dzkie")):
        return "aleje"  # "w Aleje Jerozolimskie", "Aleje Ujazdowskie 1"
    if name and name.group(1).endswith(("skich", "ckich", "dzkich")):
        return "alejach" if previous in _PL_PLACE else "alej"
    if previous in _PL_PLACE and previous in ("w", "we", "na") and _PL_TURN.search(clause):
        return "aleję"  # "skręć w al. Mickiewicza": where to
    if previous in _PL_PLACE or previous in _PL_TO_FROM:
        return "alei"
    return said


_ACCUSATIVE_NAME = {"ru": ("ую", "юю"), "uk": ("ську", "цьку", "зьку", "ову", "еву", "ину")}


# "dr." before a name, in the case the name shows (and, in hr, the gender: a woman's
# surname does not decline): lv "pie dr. Bērziņas" -> "doktores", sl "pri dr. Kovaču" ->
# "doktorju", hr "kod dr. Horvat" -> "doktorice", "kod dr. Horvata" -> "doktora".
_DOCTOR = {
    "lv": (("as", "doktores"), ("ai", "doktorei"), ("a", "doktora"), ("am", "doktoram")),
    "sl": (("u", "doktorju"), ("a", "doktorja"), ("em", "doktorjem")),
    "hr": (
        ("a", "doktora"),
        ("u", "doktoru"),
    ),
}
_HR_GENITIVE = {"kod", "od", "do", "iz", "bez", "kraj", "pored"}


def _doctor(lang: str, match: re.Match, rest: str) -> str:
    name = re.match(r"\s+([^\W\d_]+)", rest)
    if name is None or not name.group(1)[0].isupper():
        return "dr."
    for ending, said in _DOCTOR[lang]:
        if name.group(1).endswith(ending):
            return said
    if lang == "hr" and _previous(match) in _HR_GENITIVE:
        return "doktorice"  # "kod dr. Horvat": a man's name would read "Horvata"
    return "doktor"


def _previous(match: re.Match, back: int = 1) -> str:
    before = match.string[max(0, match.start() - 60) : match.start()].rstrip().split()
    return before[-back].lower() if len(before) >= back else ""


def _polish_street(match: re.Match, said: str) -> str:
    """ "w ul. Puławską" (accusative), "przy ul. Puławskiej" (locative): the noun takes the
    case the street's name shows."""
    following = re.match(r"\s+(\w+)", match.string[match.end() : match.end() + 60])
    if following:
        name = following.group(1)
        if name.endswith("ą"):
            return "ulicę"
        if name.endswith(("ej", "iej")):
            return "ulicy"
    # ... or, before a name that does not decline ("ul. Piłsudskiego", "ul. Ogrodowa 5"),
    # the preposition: "skręć w ul. Piłsudskiego" -> "w ulicę" (where to), "przy ul." ->
    # "przy ulicy" (Poradnia PWN; a fresh panel AF2, issue 31, heard "w ulica")
    previous = _previous(match)
    if previous in _PL_STREET_GENITIVE or previous == "przy":
        return "ulicy"
    if previous in ("w", "we", "na"):
        clause = re.split(r"[.!?]\s", match.string[max(0, match.start() - 40) : match.start()])
        return "ulicę" if _PL_TURN.search(clause[-1]) else "ulicy"
    return said


_PL_STREET_GENITIVE = {"z", "ze", "do", "od", "koło", "obok", "wzdłuż", "naprzeciwko", "u",
                       "róg", "rogu", "okolicy", "okolicach", "wysokości"}  # fmt: skip
_PL_TURN = re.compile(r"(?i:skr[ęe]ć|skręci|wjed|wjeżdż|zjed|zjeżdż|wejd|wchodz|wjazd|skręt)")


def _read_day_range(lang: str, match: re.Match) -> str:
    days = _day_keys(lang)
    a, b = days[fold(match.group("d1"))], days[fold(match.group("d2"))]
    if lang in DAY_CASES:
        first, second = _day_word(lang, a, 0), _day_word(lang, b, 1)
    else:
        first, second = _day_word(lang, a), _day_word(lang, b)
    if lang == "pt":  # "de segunda a sexta": the range says the days short
        first, second = first.removesuffix("-feira"), second.removesuffix("-feira")
    template = DAY_RANGE.get(lang)
    if template is None:
        between = RANGES.get(lang, ("", "-"))[1]
        template = "{a}-{b}" if between == "-" else f"{{a}} {between} {{b}}"
    before = match.string[max(0, match.start() - 60) : match.start()].rstrip().rsplit(None, 1)
    if before and template.split(" ", 1)[0] == before[-1].lower().lstrip("("):
        template = template.split(" ", 1)[1]  # "du lun–ven": the text says "du" already
    said = template.format(a=first, b=second)
    if match.group(0).endswith(".") and _ends_sentence(match):
        said += "."
    return said


# "So. geschlossen", "dom. cerrado", "sáb. de 10 a 16 h": opening hours after the day.
_DAY_AFTER = re.compile(
    r"\s*:?\s*(?:(?i:geschlossen|fermé|cerrado|chiuso|fechado|zamknięte|nieczynne|"
    r"выходной|вихідний|closed|tarde|mañana|noche|pomeriggio|mattina)(?!\w)|(?:de|von|ab|dalle|dal|das|od|с|з|from)\s\d)"
)


# da sv "tirs. d. 7/11", "fre. den 3 maj": a day before "the" and its date.
_DATE_ARTICLE_AFTER = re.compile(r"\s(?:d\.|den)\s?\d")
_DATE_AFTER = re.compile(r"\.?\s\d{1,2}\.\d{1,2}\.")
# it "mar 14/10", de "Di 14.10.": a short day written without its dot is a day before a
# day and month (panel AA1, issue 31, heard "mar quattordici ottobre")
_DAY_MONTH_AFTER = re.compile(
    r",?\s\d{1,2}(?:\.(?:0?[1-9]|1[0-2])\.|[/-](?:0?[1-9]|1[0-2])(?:[/-]\d|(?!\d|[.,]\d)))"
)
_SPACED_DATE_AFTER = re.compile(r"\.?\s\d{1,2}\.\s?\d{1,2}\.")
# The languages whose case rules read a number before the abbreviations do.
_CASES_FIRST = ("lt", "lv", "et", "fi")
# "P 10.00–18.00": et fi lv write the clock with a dot (panel Q3)
_HOURS_AFTER = re.compile(r"\.?\s\d{1,2}(?:[:.]\d\d)?\s?[-–]\s?\d{1,2}(?:[:.]\d\d)?(?!\d|[.,]\d)")
# cs sk "út 13:30", "str 10:00": a short day before one clock time is an appointment's day,
# "v úterý" (ÚJČ, JÚĽŠ; panel AH2 heard "út třináct třicet" and "str desať hodín")
_LABEL_COLON = re.compile(r":(?!\d)")
_FROM_HOUR_AFTER = re.compile(
    r"\.?,?\s(?:[Сс]|[Зз])\s(?:[01]?\d|2[0-3])(?::[0-5]\d)?(?![\d.,:]?\d)"
)
_TIME_AFTER = re.compile(r",?\s(?:[01]?\d|2[0-3]):[0-5]\d(?!\d|[.,:]\d)")


_SV_COUNT_BEFORE = re.compile(r"(?<![\d.,/])(\d{1,3})\s\Z")


def _sk_page(lang: str, match: re.Match) -> bool:
    """sk "str." before a number that is no clock: a page, "strana" (Wednesday is "str" before
    a time, which ``_read_day`` has read already)."""
    return (
        lang == "sk"
        and match.group("day").lower() == "str"
        and match.group(0) in _words(lang)  # not "STR.", which the word table does not list
        and bool(match.group("dot") and match.group("digit"))
        and not _before_clock(lang, match)
    )


def _told_only_by_the_clock(lang: str, written: str) -> bool:
    """lt lv et one letter, sk "str" ("str. 12" is a page, strana): a day only before the
    clock, which the caller has read already."""
    if lang in RANGE_ONLY_DAYS:
        return written.lower() in MORE_DAYS[lang]
    return lang == "sk" and written.lower() == "str"


def _before_clock(lang: str, match: re.Match) -> bool:
    """A span of hours after the day, or in cs sk one clock time ("út 13:30"); ru uk "с"/"з"
    and the hour ("сб с 9:00"), not after a preposition ("по сб", "в сб")."""
    if lang in ("ru", "uk"):
        before = match.string[max(0, match.start() - 80) : match.start()]
        if re.search(r"(?i)(?<![^\W\d_])(?:в|во|у|с|з|по|до|и|і|та)\s+\Z", before[-4:]):
            return False
        if _LABEL_COLON.search(re.split(r"[.!?\n]", before)[-1]):
            return False  # "Режим работы: …, сб 10:00–16:00": a list's "суббота" (pinned)
        if _FROM_HOUR_AFTER.match(match.string, match.end()):
            return True
    if _HOURS_AFTER.match(match.string, match.end()):
        return True
    return lang in ("cs", "sk") and bool(_TIME_AFTER.match(match.string, match.end()))


def _day_and_hours(lang: str, match: re.Match) -> bool:
    """cs "Po a St 8–17": a day, "and", and a day before hours: both say "on that day"."""
    if not match.group("conj"):
        return False
    following = re.match(r",?\s+\w+\s+(\w+)\.?", match.string[match.end() : match.end() + 40])
    return bool(
        following
        and fold(following.group(1)) in _day_keys(lang)
        and _HOURS_AFTER.match(match.string, match.end() + following.end())
    )


def _on_day_before_date(lang: str, match: re.Match, written: str) -> str | None:
    """A day before its date says "on that day": fi "ti 9.4." -> "tiistaina" (Kotus), cs
    "út 3. 12." -> "v úterý" (ÚJČ); else None."""
    if lang in ("cs", "sk") and _SPACED_DATE_AFTER.match(match.string, match.end()):
        return DAY_BEFORE_HOURS[lang][_day_keys(lang)[fold(written)]]
    if lang in DAY_BEFORE_DATE and _DATE_AFTER.match(match.string, match.end()):
        return DAY_BEFORE_DATE[lang][_day_keys(lang)[fold(written)]]
    return None


def _day_after_preposition(lang: str, previous: str, day: int, said: str) -> str:
    """pl "w śr." -> "w środę"; sl hr "od pon." -> "od ponedeljka" (the genitive)."""
    if lang in ("sl", "hr") and previous in ("od", "do"):
        return DAY_CASES[lang][0][day]
    if lang == "pl" and previous in ("w", "we"):
        return PL_ACCUSATIVE[day]
    return said


def _word_before_number(lang: str, match: re.Match, written: str) -> bool:
    """A day's letter that is also a word before a number (et "p 3", punkt), no hours after."""
    return bool(
        not match.group("dot")
        and written in NEEDS_NUMBER_IN.get(lang, ())
        and written in _words(lang)
        and not _HOURS_AFTER.match(match.string, match.end())
        and re.match(r"\s\d+(?![\d:.,]\d)", match.string[match.end() : match.end() + 20])
    )


# id "min." before an amount is "minimal" ("belanja min. Rp100rb", "min. 2 orang"; KBBI;
# panel AL5 heard "min." left as written), not Sunday (Minggu), which a date or a clock
# time follows ("Min. 10.00-14.00", "Min. 2 Maret").
# ... and before what the amount is of, then the amount ("min. belanja Rp100 rb", "min.
# pembelian Rp50.000"; panel AR5, issue 31): a word in lower case and a rupiah amount.
_ID_MINIMUM_AFTER = re.compile(
    r"\s?(?:(?:[a-z]{3,14}\s)?Rp\.?\s?\d"
    r"|\d+(?:[.,]\d+)*(?![.,:/-]?\d)(?!\s?[-–]|\s+(?:[A-Z]|\d)))"
)


def _id_minimum(lang: str, match: re.Match) -> bool:
    return bool(
        lang == "id"
        and match.group("day") == "min"
        and match.group("dot")
        and _ID_MINIMUM_AFTER.match(match.string, match.end())
    )


# el "Άρθρο 5, παρ. 2": "παρ." before a number is "παράγραφος" (Triantafyllidis,
# "συντομογραφίες"; panel BB4 heard Friday), unless a month, a date's slash or hours follow
# ("Παρ. 5 Μαΐου", "Παρ. 5/5", "Παρ. 9-17": the day, as before).
_EL_PARAGRAPH_NUMBER = re.compile(
    r"\s\d{1,3}(?!\d|[:.,/]\d|\s?[-–]\s?\d)(?:\s+(?P<word>[^\W\d_]{3}))?"
)


@cache
def _el_month_starts() -> frozenset[str]:
    names = get_month_names("wide", locale="el").values()
    return frozenset(_no_marks(name)[:3] for name in names)


def _no_marks(word: str) -> str:
    """Lower case without tonos or dialytika: "Μαΐου" -> "μαιου"."""
    return "".join(c for c in unicodedata.normalize("NFD", word.lower()) if c not in "\u0301\u0308")


def _el_paragraph(lang: str, match: re.Match, written: str) -> bool:
    if lang != "el" or not match.group("dot") or _no_tonos(written.lower()) != "παρ":
        return False
    number = _EL_PARAGRAPH_NUMBER.match(match.string, match.end(), match.end() + 40)
    word = number and number.group("word")
    return bool(number) and not (word and _no_marks(word)[:3] in _el_month_starts())


def _read_day(lang: str, match: re.Match) -> str:
    written = match.group("day")
    before = match.string[max(0, match.start() - 60) : match.start()].rstrip().rsplit(None, 1)
    previous = before[-1].lower().lstrip("(") if before else ""
    if lang == "de" and written == "Fr" and match.group("dot") and not match.group("digit"):
        if re.match(r"\s+[A-ZÄÖÜ]", match.string[match.end() : match.end() + 60]):
            return "Frau"  # "Fr. Müller"
    # lt "Gedimino pr. 9": a street; et "p 3" is "punkt kolm", not Sunday's "P"
    if (
        _word_before_number(lang, match, written)
        or _el_paragraph(lang, match, written)
        or (match.group("dot") and match.group(0) in _words(lang) and _after_name(match))
    ):
        return _read_word(lang, match, match.group(0))
    if lang in DAY_BEFORE_HOURS and (_before_clock(lang, match) or _day_and_hours(lang, match)):
        said = DAY_BEFORE_HOURS[lang][_day_keys(lang)[fold(written)]]
        return said[:1].upper() + said[1:] if _sentence_start(match) else said
    on_day = _on_day_before_date(lang, match, written)
    if on_day is not None:
        return on_day[:1].upper() + on_day[1:] if _sentence_start(match) else on_day
    # "Sat 10–2", "Σάβ 10:00-14:00": a short day before a span of hours is a day, dot or
    # none; one letter ("S 10–14") only after a list's hours ("L–V 9–17, S 10–14").
    before_hours = bool(
        not match.group("dot")
        and len(written) <= 4  # a day written whole ("sambata 10-14") stays as written
        and _HOURS_AFTER.match(match.string, match.end())
        and (
            len(written) > 1
            or (
                lang not in RANGE_ONLY_DAYS
                and re.search(
                    r"\d\s*,\s*$", match.string[max(0, match.start() - 20) : match.start()]
                )
            )
        )
    )
    if _told_only_by_the_clock(lang, written):
        return match.group(0)  # "L 10–16", "V." stay: one letter is no day on its own
    # ru uk nl sv write the short days without a dot ("пн", "tis", "lör"; hu "Szo", its
    # one-letter "H", "K" only in a span)
    dotted = (
        bool(match.group("dot"))
        or lang in ("ru", "uk", "nl", "sv")
        or bool(_DAY_MONTH_AFTER.match(match.string, match.end()))
        or (lang == "hu" and len(written) > 1)
        or before_hours
    )
    if lang == "sv" and written.lower() == "mån" and not match.group("digit"):
        # "ränta på 12 mån": after a count, months (Svenska skrivregler "mån. månad"; panel
        # Y4, issue 31, heard "tolv mån")
        count = _SV_COUNT_BEFORE.search(match.string, max(0, match.start() - 16), match.start())
        if count and written == "mån":
            said = "månad" if count.group(1) == "1" else "månader"
            rest = match.string[match.end() : match.end() + 60]
            ends = match.group("dot") and (not rest.strip() or re.match(r"\s+[A-ZÅÄÖ]", rest))
            return said + ("." if ends else "")
        return match.group(0)  # "i viss mån och": a word too
    told = match.group("digit") or match.group("conj") or previous in DAY_BEFORE.get(lang, ())
    told = told or _DAY_AFTER.match(match.string, match.end())
    told = told or (lang in ("da", "sv") and _DATE_ARTICLE_AFTER.match(match.string, match.end()))
    if not dotted or not told:
        if match.group(0) in _words(lang):  # lt "Gedimino pr." is no Monday ("pr")
            return _read_word(lang, match, match.group(0))
        return match.group(0)
    said = _day_word(lang, _day_keys(lang)[fold(written)])
    if lang == "hu" and match.group("digit"):  # "Szo 9-13": "szombaton" (on Saturday)
        said = HU_ON_DAY[_day_keys(lang)[fold(written)]]
    said = _day_after_preposition(lang, previous, _day_keys(lang)[fold(written)], said)
    if lang == "pt" and previous in ("de", "a", "à", "às", "e", "até"):
        said = said.removesuffix("-feira")  # "de segunda a sexta"
    if written[0].isupper() and lang != "de" and (len(written) > 1 or _sentence_start(match)):
        said = said[:1].upper() + said[1:]  # (ro "S 10–14" is no capital: "sâmbătă")
    if match.group("dot") and not match.group("digit") and _ends_sentence(match):
        said += "."
    return said


@cache
def _number_stems(lang: str) -> re.Pattern[str]:
    """The beginnings of the language's number words: what follows a number sign once the
    number rules have read its digits."""
    stems = {
        word[:4].lower()
        # the hundreds too: pl "nr dwieście cztery" (panel P2)
        for n in (*range(21), *range(30, 100, 10), *range(100, 1000, 100), 1000)
        for word in re.split(r"[\s\-]+", spell(str(n), lang))
        if len(word) >= 2
    }
    return re.compile("|".join(sorted(map(re.escape, stems), key=len, reverse=True)))


@cache
def _case_read_number(lang: str) -> re.Pattern[str]:
    """A number word in any case after a space (et "kümne", "kahe" from "kümme", "kaks"):
    the first three letters of the language's number stems."""
    stems = {stem[:3] for stem in _number_stems(lang).pattern.split("|")}
    return re.compile(r"\s(?:" + "|".join(sorted(stems, key=len, reverse=True)) + ")")


# cs sk "Max. rýchlosť", "Min. teplota": before a noun "max."/"min." is the adjective, in its
# gender (JÚĽŠ, ÚJČ "Skratky": max. maximálny, maximální; panel AJ2 heard "Max." left as
# written); before a number it stays the adverb ("max. 4 hod.": maximálne). Only a noun's
# nominative ending tells the gender: cs's soft adjective is one form for all three there;
# sk's hard one "-a" (rýchlosť, teplota), "-e" (zaťaženie, číslo), "-y" (výkon). Others stay.
_EXTREME = re.compile(
    # (not "35 min. při": minutes after a count)
    r"(?<![\w.])(?<!\d\s)(?<!\d\u00a0)(?P<w>[Mm](?:ax|in))\.\s(?=(?P<noun>[a-záäčďéěíĺľňóôŕřšťúůýž]{3,})(?![\w.]))"
)
_SK_ADJECTIVE_ENDING = (("osť", "a"), ("ť", "a"), ("a", "a"), ("ie", "e"), ("o", "e"))


def _read_extreme(lang: str, match: re.Match) -> str:
    noun = match.group("noun")
    if lang == "cs":
        if noun[-1] in "uyí" and not noun.endswith("í") or noun.endswith(("ou", "em", "ech")):
            return match.group(0)
        ending = "í"
    else:
        ending = next((e for tail, e in _SK_ADJECTIVE_ENDING if noun.endswith(tail)), None)
        if ending is None:
            if noun[-1] in "aeiouyáéíóúýô":
                return match.group(0)  # "max. rýchlosti", "min. teplote": not a nominative
            ending = "y"
    stem = {"max": "maximáln", "min": "minimáln"}[match.group("w").lower()]
    said = stem + ending
    return (said.capitalize() if match.group("w")[0] == "M" else said) + " "


# de "Max. Gewicht pro Paket", "die max. Länge" (panel BC1 heard "Max." as the name): the
# adjective before its noun (Duden "max."), strong after no article ("Maximales Gewicht",
# "Maximale Länge", "Maximaler Wert"), weak after one ("die maximale Länge", "dem maximalen
# Gewicht"). A noun whose gender the endings do not tell (a plural "Personen", "Teilnehmer")
# is left; before a number "max." is the adverb ("max. 4 Personen", W2_WORDS).
_DE_EXTREME = re.compile(
    r"(?<![\w.])(?<!\d\s)(?P<w>[Mm](?:ax|in))\.\s(?=(?P<noun>[A-ZÄÖÜ][a-zäöüß]{2,20})(?![\w.]))"
)
_DE_NEUTER = frozenset(
    "gewicht gepäck volumen alter gehalt guthaben einkommen budget limit tempo niveau datum "
    "format maß kind jahr haus auto buch intervall gefälle".split()
)
_DE_STRONG = {"m": "er", "f": "e", "n": "es"}
_DE_STRONG_DATIVE = {"m": "em", "f": "er", "n": "em"}
_DE_DATIVE = frozenset("bei mit nach von zu aus seit".split())
_DE_WEAK = {"der": "e", "die": "e", "das": "e", "dem": "en", "den": "en", "des": "en"}


def _read_de_extreme(match: re.Match) -> str:
    noun = match.group("noun")
    lower = noun.lower()
    if lower in _DE_NEUTER or lower.endswith(("chen", "lein", "ment", "um", "tum")):
        gender = "n"
    elif lower in _DE_MASCULINE:
        gender = "m"
    else:
        gender = noun_gender("de", noun, "ein")
        if gender != "f":
            return match.group(0)  # a plural or a neuter the endings do not tell
    before = match.string[max(0, match.start() - 5) : match.start()].split()
    word = before[-1].lower() if before else ""
    # (after a preposition of the dative without an article, "bei maximaler Leistung")
    strong = _DE_STRONG_DATIVE if word in _DE_DATIVE else _DE_STRONG
    said = {"max": "maximal", "min": "minimal"}[match.group("w").lower()]
    said += _DE_WEAK.get(word) or strong[gender or "m"]
    return (said.capitalize() if match.group("w")[0] == "M" else said) + " "


_DE_MASCULINE = frozenset(
    "wert betrag preis druck verbrauch abstand durchmesser umfang zeitraum ertrag rabatt "
    "zins bedarf einsatz strom lohn".split()
)


# sv "Kap. 4, 2 §", "enligt 5 a § lagen": Swedish law writes the number before the sign
# (Språkrådet, "Svenska skrivregler" 12.5) and says "paragraf två" (panel BC4 heard "två §").
_SV_PARAGRAPH = re.compile(r"(?<![\w.,/])(?P<n>\d{1,4})(?P<l> [a-z])? §(?!§)")


def _read_sv_paragraph(match: re.Match) -> str:
    return f"paragraf {match.group('n')}{match.group('l') or ''}"


# pl "opóźniony o 1 h 20 min": one hour, minute or second after a preposition that takes
# the accusative of a length of time (o, na, za, przez, co, w) is "godzinę", "minutę",
# "sekundę", the "one" left out as it is said ("o godzinę dwadzieścia minut"; panel BD2
# heard "o jedna godzina"). Two and more have the nominative's form already.
_PL_ONE_SPAN = re.compile(
    r"(?<![^\W\d_])(?P<prep>[Oo]|[Nn]a|[Zz]a|[Pp]rzez|[Cc]o|[Ww])\s{1,3}1\s?"
    r"(?P<unit>h|godz\.?|godzin[ay]|min\.?|minut[ay]|sek\.?|s|sekund[ay])(?![^\W\d_])"
)
_PL_SPAN_ACCUSATIVE = {"h": "godzinę", "godz": "godzinę", "godzina": "godzinę",
                       "godziny": "godzinę", "min": "minutę", "minuta": "minutę",
                       "minuty": "minutę", "sek": "sekundę", "s": "sekundę",
                       "sekunda": "sekundę", "sekundy": "sekundę"}  # fmt: skip


def _read_pl_one_span(match: re.Match) -> str:
    unit = match.group("unit")
    said = f"{match.group('prep')} {_PL_SPAN_ACCUSATIVE[unit.rstrip('.')]}"
    if unit.endswith(".") and re.match(r"\s*(?:$|[A-ZĄĆĘŁŃÓŚŹŻ])", match.string[match.end() :]):
        said += "."  # "o 1 min. Przepraszamy": the dot also ends the sentence
    return said


# fi "Matti Virtanen, s. 12.6.1988", hu "szül.: 1976. 10. 23.", sl "roj. 8. 2. 1990": the
# short form of "born" before a birth date (Kotus "s. syntynyt", MHSz "szül. született", SP
# "roj. rojen, rojena"; panel BD3 heard them left). Only before a date: fi "s." is "sivu"
# before a page's number, and no rule reads it elsewhere.
_BORN = {
    "fi": (r"[sS]\.", r"\s?\d{1,2}\.\d{1,2}\.\d{4}(?!\d)"),
    "hu": (r"[sS]zül\.", r":?\s?\d{4}\.\s?\d{1,2}\.\s?\d{1,2}\.?(?!\d)"),
    "sl": (r"[rR]oj\.", r"\s?\d{1,2}\.\s?\d{1,2}\.\s?\d{4}(?!\d)"),
}
_BORN_SAID = {"fi": "syntynyt", "hu": "született", "sl": "rojen"}
# sl says the participle in the person's gender: a first name in -a is a woman's ("Ana",
# "Maja", "Petra"), but for these men's names; with no name, the masculine "rojen", the
# form's label as the dictionary gives it ("rojen -a -o", SSKJ) and forms print ("rojen(a)").
_SL_MEN_IN_A = frozenset("luka miha jaka matija aljoša nikola andrija kosta saša".split())
_SL_NAMES = re.compile(r"([A-ZČŠŽĆĐ][a-zčšžćđ]+)(?:\s[A-ZČŠŽĆĐ][a-zčšžćđ-]+){0,2},?\s{0,2}\Z")


def _read_born(lang: str, match: re.Match) -> str:
    said = _BORN_SAID[lang]
    if lang == "sl":
        name = _SL_NAMES.search(match.string, max(0, match.start() - 60), match.start())
        first = name.group(1).lower() if name else ""
        if first.endswith("a") and first not in _SL_MEN_IN_A:
            said = "rojena"
    return said.capitalize() if match.group(0)[0].isupper() else said


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    """``<lang>.abbreviation``: runs first, before the numbers are read."""
    if lang not in WORDS and lang not in CLDR_COUNTED and lang not in DAY_RANGE:
        return ()
    extreme = (
        (rule(f"{lang}.extreme", f"{lang}: Max. before a noun -> the adjective (Maximálna)",
              _EXTREME.pattern)(lambda match: _read_extreme(lang, match)),)
        if lang in ("cs", "sk")
        else (rule("de.extreme", "de: Max. before a noun -> the adjective (Maximales Gewicht)",
                   _DE_EXTREME.pattern)(_read_de_extreme),)
        if lang == "de"
        else (rule("sv.paragraph", "sv: a law's number before its sign (2 §) -> paragraf två",
                   _SV_PARAGRAPH.pattern)(_read_sv_paragraph),)
        if lang == "sv"
        else (rule("pl.onespan", "pl: one hour after 'o', 'za', 'na' (o 1 h) -> o godzinę",
                   _PL_ONE_SPAN.pattern)(_read_pl_one_span),)
        if lang == "pl"
        else ()
    )  # fmt: skip
    if lang in _BORN:
        written, date = _BORN[lang]
        extreme += (
            rule(
                f"{lang}.born",
                f"{lang}: the short form of born before a date -> {_BORN_SAID[lang]}",
                rf"(?<![\w.]){written}(?={date})",
            )(lambda match: _read_born(lang, match)),
        )
    return extreme + (
        rule(
            # English has its own en.abbreviation; here only its day ranges
            "en.days" if lang == "en" else f"{lang}.abbreviation",
            "en: day ranges (Mon–Fri) -> Monday to Friday"
            if lang == "en"
            else f"{lang}: abbreviations (titles, z.B., ca., 15 Min., Mo–Fr) -> words",
            _pattern(lang),
        )(lambda match: _read(lang, match)),
    )


# hr sl: a numbering sign before a code with letters ("Pošiljka br. HR123456789") is read
# too, once the code is spelled.
_SPELLED = {"hr", "sl"}


_PL_LABEL = re.compile(r"[a-ząćęłńóśźż]{3,}(?:\s[a-ząćęłńóśźż]{3,})?:")


@cache
def number_sign_rules(lang: str) -> tuple[Rule, ...]:
    """``<lang>.numbersign``: "Nr.", "№", "n.º" as the word for "number"; runs after the
    number rules (code readers before it still see the sign)."""
    if lang not in NUMBER_SIGNS:
        return ()
    word, signs = NUMBER_SIGNS[lang]
    # a label's colon may follow ("Nyugta sz.: 00412"; panel AB3 heard "sz." left)
    pattern = rf"(?<![\w.])(?:{_alternation(signs)})(?=:?\s?[^\W\d_])"

    def read(match: re.Match) -> str:
        sign = match.group(0)
        if sign in NEED_NUMBER:
            following = match.string[match.end() : match.end() + 60].lstrip(": ")
            # a phone number's read "+" before its digits ("pod nr +48 601 …"; panel U2)
            following = re.sub(r"^plus\s", "", following)
            # "nr A B X siedem dwa K": a code the code rule spelled, letter by letter
            # ... or, its groups apart, "n. I T, cinque …", "nr A, siedem …" (panel W2)
            spelled = re.match(r"[^\W\d_] [^\W\d_] |(?:[^\W\d_] ){0,4}[^\W\d_], ", following)
            # a code's letters spelled before its digits ("br. H R jedan dva …")
            following = (
                re.sub(r"^(?:[^\W\d_]\s)+", "", following) if lang in _SPELLED else following
            )
            # ... or kept before a hyphen (hr tr: "br. HR-pet pet …", "no: TR-dört …")
            if lang in ("hr", "tr"):
                following = re.sub(r"^[^\W\d_]{1,4}-", "", following)
            # ... or a code's capitals ("Arve nr TLN-2024/58", panel S3)
            capitals = re.match(r"[A-ZÕÄÖÜŠŽ]{2,5}(?![^\W\d_])", following)
            # pl "Nr faktury:", "nr konta bankowego:": a label, the numbered noun then a colon
            # (panel AJ2 heard "Nr" left as written)
            label = lang == "pl" and _PL_LABEL.match(following)
            # ... or a capital before a digit's word, as the code rule read "A7B-2291" ("n. A
            # sette B, due …"; panel AK1 heard "n." left)
            lettered = re.match(r"[A-Z] ", following) and _number_stems(lang).match(
                following[2:].lower()
            )
            if not (
                _number_stems(lang).match(following.lower())
                or spelled
                or capitals
                or label
                or lettered
            ):
                return sign
        said = _turkish_number_word(match) if lang == "tr" else word
        if lang == "el":
            said = _greek_number_word(match, said)
        if lang == "pl" and sign == "Nr" and _sentence_start(match):
            said = "Numer"  # "Nr faktury: ..." opening the text
        if lang == "el" and sign[0].isupper() and _sentence_start(match):
            # el "Αρ. παραγγελίας" opening the text: "Αριθμός" (panel AG4 heard "αριθμός"; fr es
            # "N°", "Nº" are pinned lower-case by panel AB1)
            said = said[:1].upper() + said[1:]
        following_char = match.string[match.end() : match.end() + 1]
        spaced = following_char == ":" or following_char.isspace()
        return said if spaced else f"{said} "

    return (rule(f"{lang}.numbersign", f"{lang}: number signs ({signs[0]} 5) -> '{word}'",
                 pattern)(read),)  # fmt: skip


# tr: "Sipariş no", "kargo takip no.": the sign after the noun it numbers makes a compound,
# "sipariş numarası" (TDK, "belirtisiz isim tamlaması"); after an address's street, a colon
# or alone it is "numara" ("Atatürk Caddesi No:45").
_TR_STREETS = {"caddesi", "sokak", "sokağı", "mahallesi", "bulvarı", "apartmanı", "yolu"}


def _turkish_number_word(match: re.Match) -> str:
    before = match.string[max(0, match.start() - 40) : match.start()]
    previous = re.search(r"([^\W\d_]+)\s+$", before)
    if previous is None or previous.group(1).lower() in _TR_STREETS:
        return "numara"
    return "numarası"


# el "αρ." after a preposition or the accusative article is "αριθμό" ("με αρ. πρωτοκόλλου",
# "στον αρ. 2101234567"), after the genitive article "αριθμού" ("του αρ. κυκλοφορίας";
# Triantafyllidis, "Κλίση ουσιαστικών", ο αριθμός; panel AI heard "με αριθμός").
_EL_ACCUSATIVE_BEFORE = frozenset(
    "με τον στον σε για προς κατά από χωρίς ως έως μέχρι αναφέρετε δώστε πληκτρολογήστε".split()
)


def _greek_number_word(match: re.Match, word: str) -> str:
    previous = _previous(match).lower()
    if previous in _EL_ACCUSATIVE_BEFORE:
        return "αριθμό"
    if previous in ("του", "μέσω"):
        return "αριθμού"
    return word


def _arabic_metres(match: re.Match, number: float) -> bool:
    """ar "م" after a count is metres, not "2024 م" (ميلادي, a year), "الساعة 9 م" nor the
    end of "9 ص - 10 م"."""
    if isinstance(number, int) and 1000 <= number <= 2199 and len(match.group("num")) == 4:
        return False
    before = match.string[max(0, match.start() - 16) : match.start()]
    after = match.string[match.end() : match.end() + 16]
    # "9 ص - 10 م"; in words, with a morning: "8 ص حتى 11 م" ("5 م إلى 10 م" is metres)
    words = r"\s(?:حتى|إلى|الى)\s"
    if re.search(rf"\d\s?(?:[صم]\s?[-–]\s?|ص{words})$", before) or re.match(
        rf"(?:\s?[-–]\s?\d{{1,2}}\s?[صم]|{words}\d{{1,2}}\s?ص)(?!\w)", after
    ):
        return False  # a span of hours, the hours rule's
    return _previous(match) != "الساعة"
