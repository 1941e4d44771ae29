"""Number words for the 29 languages whose reading we do not write ourselves.

Two maintained backends: num2words (0.5.14) and ICU's rule-based spell-out (PyICU, ICU
77). Each language uses the one that reads it better; the table says which and why, and
``_FIXES`` repairs the few slips we found in the chosen backend's output.
"""

import functools
import re
import sys
import threading
from collections.abc import Callable
from decimal import Decimal

from num2words import num2words

NUM2WORDS, ICU = "num2words", "icu"
LONGEST_READ = 15  # digits: longer numbers are read digit by digit


def fits_int(digits: str) -> bool:
    """Whether int() reads ``digits``: CPython reads at most sys.get_int_max_str_digits()
    (4,300), a guard against its quadratic conversion. A rule that needs a longer number's
    value declines it or reads it digit by digit from the text, never through int()."""
    limit = sys.get_int_max_str_digits()
    return not limit or len(digits) <= limit


class NumberTooLong(ValueError):
    """A number int() cannot read: the rule reading it declines the match (rule.Pieces),
    and the number rules after it read the number digit by digit."""


def whole(digits: str) -> int:
    """int(``digits``), or NumberTooLong past what int() reads (:func:`fits_int`)."""
    if not fits_int(digits):
        raise NumberTooLong(f"a number of {len(digits):,} digits")
    return int(digits)


def small_cache(fits: Callable[..., bool], maxsize: int = 4096):
    """functools.lru_cache for the calls ``fits`` takes; others are computed each time. A
    cache keyed by whatever a client sends would keep every long number it ever sent."""

    def wrap(function):
        cached = functools.lru_cache(maxsize=maxsize)(function)

        @functools.wraps(function)
        def call(*args, **kwargs):
            return (cached if fits(*args, **kwargs) else function)(*args, **kwargs)

        call.cache_info, call.cache_clear = cached.cache_info, cached.cache_clear
        return call

    return wrap


NUMBER_BACKENDS = {
    "en": NUM2WORDS,  # english.py; commas and "and" dropped
    "ko": "korean.py",  # num2words has Sino-Korean only; counters need native numbers
    "ar": ICU,  # num2words: "و" split off as a word, decimals garbled ("ثلاثة  , أربع عشرة")
    "bg": ICU,  # not in num2words
    "cs": NUM2WORDS,  # ICU: "jedna tisíc" for 1000
    "da": ICU,  # num2words: "ettusind", "en millioner"
    "de": NUM2WORDS,
    "el": ICU,  # not in num2words
    "es": ICU,  # same words; ICU reads the decimal comma as "coma" (num2words: "punto")
    "et": ICU,  # not in num2words
    "fi": NUM2WORDS,
    "fr": NUM2WORDS,
    "hi": ICU,  # not in num2words 0.5.14 (27 minus hi: 26 of our 31 languages)
    "hr": ICU,  # not in num2words
    "hu": NUM2WORDS,
    "id": NUM2WORDS,
    "it": ICU,  # num2words drops the decimals: 1234.56 -> "milleduecentotrentaquattro"
    "ja": NUM2WORDS,  # ICU reads 3.14 as "三・一四"; num2words "三点一四"
    "lt": ICU,  # num2words: "vienas tūkstantis", "vienas šimtas"
    "lv": ICU,  # num2words: "simtu viens" for 101
    "nl": NUM2WORDS,  # ICU writes 1 as "een", which reads as the article
    "pl": NUM2WORDS,
    "pt": NUM2WORDS,
    "ro": NUM2WORDS,  # ICU: "una mie", "şi" with a cedilla
    "ru": NUM2WORDS,
    "sk": NUM2WORDS,  # ICU: "jedna tisíc", "jednasto"
    "sl": NUM2WORDS,  # ICU reads Slovenian as Croatian ("tisuću dvjesto trideset štiri")
    "sv": ICU,  # num2words: "etttusen"
    "tr": ICU,  # num2words runs the words together ("binikiyüzotuzdört")
    "uk": NUM2WORDS,  # ICU writes the apostrophe as U+02BC, outside the model's alphabet
    "vi": ICU,  # num2words: "hai nghìn lẻ hai mươi bốn" for 2024
}

# We read the sign ourselves: num2words fails on negative numbers in cs, pl and sk.
MINUS = {
    "ar": "ناقص", "bg": "минус", "cs": "minus", "da": "minus", "de": "minus", "el": "μείον",
    "es": "menos", "et": "miinus", "fi": "miinus", "fr": "moins", "hi": "ऋण", "hr": "minus",
    "hu": "mínusz", "id": "minus", "it": "meno", "ja": "マイナス", "lt": "minus", "lv": "mīnus",
    "nl": "min", "pl": "minus", "pt": "menos", "ro": "minus", "ru": "минус", "sk": "mínus",
    "sl": "minus", "sv": "minus", "tr": "eksi", "uk": "мінус", "vi": "âm",
}  # fmt: skip

# Slips in the chosen backend's output, as (pattern, replacement), applied in order.
_AR_HUNDREDS = {
    "ثلاثة": "ثلاثمائة", "أربعة": "أربعمائة", "خمسة": "خمسمائة", "ستة": "ستمائة",
    "سبعة": "سبعمائة", "ثمانية": "ثمانمائة", "تسعة": "تسعمائة",
}  # fmt: skip
_AR_THREE_TO_TEN = "ثلاثة|أربعة|خمسة|ستة|سبعة|ثمانية|تسعة|عشرة"
_AR_NOT_DECIMAL = r"(?<![^\sو])(?<!فاصل )(?<!فاصل و)"


def _ar_oblique(words: str) -> str:
    """ "ألفين واثنان وعشرون" -> "ألفين واثنين وعشرين": the tens and the two in the oblique."""
    words = re.sub(r"(?<=[^\s])ون(?!\S)", "ين", words)
    words = re.sub(r"(?<![^\sو])(اثن|اثنت)ا(?= عشرة?(?!\S))", r"\1ي", words)  # twelve
    return re.sub(r"(?<![^\sو])(اثن|اثنت)ان(?!\S)", r"\1ين", words)


_FIXES = {
    "ar": [
        (re.compile(r"إثن"), "اثن"),  # hamza on a wasla alif
        # ICU says "إحدى عشر ألف" for 11,000: eleven is أحد عشر (masculine) or إحدى عشرة
        # (feminine), never a mix; a number before ألف is masculine (ألف is); and 11 to 99
        # count their noun in the accusative singular, "أحد عشر ألفًا ومائتان", "خمسة
        # وعشرون مليونًا وخمسمائة ألف" (Wright, A Grammar of the Arabic Language, § 323;
        # panel Q5). At the number's end the noun counted may follow, the thousand in the
        # construct state ("أحد عشر ألف نقطة"): as written.
        (re.compile(r"(?<!\S)إحدى عشر(?!\w)"), "أحد عشر"),
        (re.compile(r"(?<=عشر |[^\s]ون )(ألف|مليون)(?= و)"), r"\1ًا"),
        # 3 to 10 count their noun in the genitive plural, as ICU does "ثلاثة آلاف" but not
        # the millions ("أربعة مليون": panel AJ5), and 2 is the noun's dual: "أربعة ملايين
        # وخمسمائة ألف", "مليونان" (Wright § 321). A decimal's part ("اثنين فاصل خمسة مليون",
        # the panels' reading) is left.
        (re.compile(rf"{_AR_NOT_DECIMAL}({_AR_THREE_TO_TEN}) مليون(?!\w)"), r"\1 ملايين"),
        (re.compile(rf"{_AR_NOT_DECIMAL}({_AR_THREE_TO_TEN}) مليار(?!\w)"), r"\1 مليارات"),
        (re.compile(rf"{_AR_NOT_DECIMAL}اثنان (مليون|مليار)(?!\w)"), r"\1ان"),
        # "ثلاثة مائة" -> "ثلاثمائة": hundreds are one word
        # (also after the conjunction "و" glued to it: "ألف وتسعمائة")
        *(
            (re.compile(rf"(?<![^\sو]){unit} مائة\b"), hundred)
            for unit, hundred in _AR_HUNDREDS.items()
        ),
        # ICU says two thousand in the oblique, "ألفين"; the number's rest then in the same
        # case, not a nominative's "واثنان وعشرون" (panel AR5, issue 31, heard "كأس العالم
        # ألفين واثنان وعشرون"; a native says "ألفين واثنين وعشرين", as a date's year)
        (re.compile(r"(?<![^\sو])ألفين(?: (?!فاصل)\S+)+"), lambda m: _ar_oblique(m.group(0))),
    ],
    "el": [
        (re.compile("χίλιάδες"), "χιλιάδες"),  # a stray second accent
        # ... and a missing one: "δεκατρείς χιλιάδες" (Triantafyllidis § 366; panel AF4)
        (re.compile("δεκατρεις"), "δεκατρείς"),
    ],
    # num2words: "tizenkettőezer", "ezerkét"; a compound takes "két" ("tizenkétezer"), a
    # number standing alone ends in "kettő" ("ezerkettő") (MHSz 12, 296.)
    "hu": [(re.compile(r"kettő(?=ezer|millió|milliárd)"), "két"), (re.compile(r"két$"), "kettő")],
    # sk: "celá" agrees with the whole part: "jedna celá", "dve/tri/štyri celé", "päť celých"
    # (Pravidlá slovenského pravopisu; num2words says "celých" after every number)
    "sk": [
        (re.compile(r"(^|\s)jeden celých\b"), r"\1jedna celá"),
        (re.compile(r"(^|\s)dva celých\b"), r"\1dve celé"),
        (re.compile(r"(^|\s)(tri|štyri) celých\b"), r"\1\2 celé"),
    ],
    # cs: the same agreement (Internetová jazyková příručka, "desetinná čísla"): "jedna
    # celá", "dvě/tři/čtyři celé", "pět celých"; ICU says "celá" after every number
    "cs": [
        (re.compile(r"(^|\s)dva celá\b"), r"\1dvě celé"),
        (re.compile(r"(^|\s)(tři|čtyři) celá\b"), r"\1\2 celé"),
        (re.compile(r"(?<!\bjedna)(?<!\bnula) celá\b"), " celých"),
    ],
    # lt: a decimal's fraction ending in one is the nominative singular, "viena dešimtoji"
    # (DLKG, "trupmeniniai skaitvardžiai": "dvi dešimtosios", "viena dešimtoji"); ICU says
    # the genitive "viena dešimtosio" (panel AH3 heard "du ir viena dešimtosio procento")
    "lt": [(re.compile(r"(?<!\S)viena ((?:dešimt|šimt|tūkstant)o)sio$"), r"viena \1ji")],
    "sl": [
        # "cel" agrees with the whole part too (Slovenski pravopis): "ena cela", "dve celi",
        # "tri/štiri cele", "pet celih"
        (re.compile(r"(^|\s)ena celih\b"), r"\1ena cela"),
        (re.compile(r"(^|\s)dve celih\b"), r"\1dve celi"),
        (re.compile(r"(^|\s)(tri|štiri) celih\b"), r"\1\2 cele"),
        # Counting says "dva" (num2words: "dve"); five or more take the genitive plural.
        (re.compile(r"(^|\s)dve$"), r"\1dva"),
        (re.compile(r"(?<=\S) milijon(?=\s|$)"), " milijonov"),
        (re.compile(r"\b(tri|štiri) milijarda(?=\s|$)"), r"\1 milijarde"),
        (re.compile(r"(?<=\S) milijarda(?=\s|$)"), " milijard"),
    ],
    # ro: "de" comes between a count and its noun only where the count's last two digits
    # are 00 or 20 and more (GALR, "Numeralul"; DOOM): "trei sute șaisprezece mii", "o sută
    # zece mii", as "șaisprezece mii" (num2words adds it after a group ending in 10-19;
    # panel AO4 heard "șaisprezece de mii")
    "ro": [(re.compile(r"(?<=\S) (zece|\w+sprezece) de (?=mii|milioane|miliarde)"), r" \1 ")],
}


_per_thread = threading.local()


# ICU reads an integer exactly up to int64; past it as a double (other digits), and past
# 1e308 not at all (OverflowError, a rule's ERROR traceback: the sixteenth pass, O-8).
ICU_LARGEST = 2**63 - 1


class BoundedSpellout:
    """An ICU spell-out formatter that refuses (NumberTooLong) an integer ICU cannot read:
    the rule asking declines the match, and the general path reads the number digit by
    digit (LONGEST_READ), as for a number int() cannot read (:func:`fits_int`)."""

    __slots__ = ("icu",)

    def __init__(self, formatter):
        self.icu = formatter

    def format(self, number, *args):
        if isinstance(number, int) and not -ICU_LARGEST <= number <= ICU_LARGEST:
            raise NumberTooLong(f"{len(str(abs(number)))} digits: past what ICU reads")
        return self.icu.format(number, *args)

    def __getattr__(self, name):
        return getattr(self.icu, name)


def spellout_formatter(lang: str):
    """ICU's spell-out rules for ``lang`` (every rule set: cardinals, ordinals, cases), one
    per thread: ICU formatters are not documented as safe to share. Bounded: an integer
    past ICU_LARGEST is NumberTooLong, never ICU's OverflowError."""
    formats = _per_thread.__dict__.setdefault("formats", {})
    if lang not in formats:
        import icu  # here: ICU's data is 17 MB a process that never spells a number (a web's)

        formatter = icu.RuleBasedNumberFormat(icu.URBNFRuleSetTag.SPELLOUT, icu.Locale(lang))
        formats[lang] = BoundedSpellout(formatter)
    return formats[lang]


# ICU's spell-out of a double never returned for some long fractions (pl 0.00000000001,
# 12.00000000001: a web worker killed at its timeout, a ninth hostile pass, issue 30): past
# this many decimals ICU is given the whole and each digit as integers, with the point's
# word (CLDR has no word for it: these are what the backends say between the two parts).
LONGEST_FRACTION = 6
POINT_WORDS = {"ru": "запятая", "uk": "кома", "pl": "przecinek", "cs": "celá", "sk": "celá",
               "hu": "egész", "lt": "kablelis", "bg": "цяло", "id": "koma"}  # fmt: skip


def _icu(value: int | Decimal, lang: str) -> str:
    if isinstance(value, Decimal) and -value.as_tuple().exponent > LONGEST_FRACTION:
        whole, _, fraction = format(abs(value), "f").partition(".")
        point = POINT_WORDS.get(lang) or _comma(lang)
        said = " ".join([_icu(int(whole), lang), point, *(_icu(int(d), lang) for d in fraction)])
        return f"{MINUS[lang]} {said}" if value < 0 else said
    number = value if isinstance(value, int) else float(value)
    return spellout_formatter(lang).format(number).replace("\u00ad", "")  # soft hyphens


def _backend(value: int | Decimal, lang: str) -> str:
    if NUMBER_BACKENDS[lang] == ICU:
        words = _icu(value, lang)
    else:
        try:
            words = num2words(value, lang=lang)
            if isinstance(value, Decimal) and value.as_tuple().exponent < 0 and value % 1 == 0:
                # num2words 0.5.14 says one zero too many after the point when every decimal
                # is a zero: cs "2,0" "dvě celé nula nula", pl "dwa przecinek zero zero"
                # (panel P2); one zero per written decimal
                zero = num2words(0, lang=lang)
                zeros = -value.as_tuple().exponent
                if words.endswith(" " + " ".join([zero] * (zeros + 1))):
                    words = words[: -len(zero) - 1]
        except (ArithmeticError, LookupError, ValueError):
            # e.g. hu with four decimals or more: KeyError in num2words 0.5.14
            words = _icu(value, lang)
    words = words.replace(",", "")  # num2words: "dodici miliardi, trecento..."
    for pattern, replacement in _FIXES.get(lang, ()):
        words = pattern.sub(replacement, words)
    return " ".join(words.split())


# Where two decimals are said as one number: "3,75" is "trois virgule soixante-quinze",
# "tres coma setenta y cinco", "tre virgola settantacinque" (the backends say them digit by
# digit: "sept cinq"). One decimal, a leading zero ("3,05") or more digits stay so. pt too
# ("três vírgula setenta e cinco por cento": the fourth panel, issue 31).
TWO_DIGIT_DECIMALS = {"fr", "es", "it", "pt", "nl"}  # nl "drie komma vijfenzeventig"
# tr "altmış dört virgül yetmiş yedi" (TDK: the decimals are read as a number), el "μηδέν
# κόμμα είκοσι πέντε", bg "две цяло и трийсет и пет" (a second panel M, issue 31).
TWO_DIGIT_DECIMALS |= {"tr", "el", "bg"}
# da "nul komma femogtyve", sv "tre komma sjuttiofem" (panel R2, issue 31; Sprognævnet,
# Språkrådet: the decimals after the comma are said as a number when there are two).
TWO_DIGIT_DECIMALS |= {"da", "sv"}
# lv "pieci komats divdesmit pieci", sl "štiri cele petindvajset" (panel U3, issue 31: a
# rate's two decimals said digit by digit, "divi pieci", "dve pet", were heard as wrong).
TWO_DIGIT_DECIMALS |= {"lv", "sl"}
# ro "șase virgulă douăzeci și cinci la sută", hr "dva zarez sedamdeset pet posto" (panel
# V4, issue 31: a rate's two decimals said digit by digit were heard as unnatural).
TWO_DIGIT_DECIMALS |= {"ro", "hr"}
# fi "neljä pilkku kaksikymmentäviisi" (panel V3, issue 31: "korko 4,25 %" said "kaksi
# viisi" was heard as unnatural; Kotus: two decimals are said as a number).
TWO_DIGIT_DECIMALS |= {"fi"}
# et "üks koma kolmkümmend seitse miljonit" (panel AX3 heard "1,37 mln" said "kolm seitse";
# EKI "Arvud": two decimals are said as a number, as fi lv say them).
TWO_DIGIT_DECIMALS |= {"et"}

# da: a decimal's one is the counting "en" ("en komma fem liter"; panel R2, issue 31).
_FIXES.setdefault("da", []).append((re.compile(r"(^|\s)et(?= komma\b)"), r"\1en"))
# it: "tré" takes its accent only at the end of a word; inside a compound the stress
# moves on ("trentatremila", "trecentotrentatremila"; Treccani, "Accento"). ICU writes
# "trentatrémila" (panel P1, issue 31), which a model would stress on the "tré".
_FIXES.setdefault("it", []).append((re.compile(r"tré(?=\w)"), "tre"))
# hr: "tisuća" agrees with the compound's last word, "trideset i dvije tisuće", "četrdeset
# i tri tisuće" (Hrvatska gramatika: dva, tri, četiri count the nominative plural, as
# "dvije tisuće" alone); ICU says "trideset i dvije tisuća" (panel AN4, issue 31).
_FIXES.setdefault("hr", []).append(
    (re.compile(r"(?<= i )(dvije|tri|četiri) tisuća\b"), r"\1 tisuće")
)


@functools.cache
def _comma(lang: str) -> str:
    """The backend's word for the decimal separator: "virgule", "coma", "virgola"."""
    if lang == "da":
        return "komma"  # (its one is fixed to "en komma" below the backend)
    words = _backend(Decimal("1.5"), lang)
    return words.removeprefix(_backend(1, lang)).removesuffix(_backend(5, lang)).strip()


def _two_digits(fraction: str, lang: str) -> bool:
    if lang in ("lv", "sl", "fi", "et") and fraction.endswith("0"):
        return False  # "14,30 evra": as "14,3", as before
    return lang in TWO_DIGIT_DECIMALS and len(fraction) == 2 and fraction[0] != "0"


@small_cache(lambda number, lang: len(number) <= LONGEST_READ + 2)  # a sign and a point
def spell(number: str, lang: str) -> str:
    """Words for a plain number string: "-1234", "3.14" (a "." always marks the decimals
    here; callers convert the language's own separators first).

    Integers over 15 digits and decimals over 15 significant digits are read digit by
    digit: doubles (ICU) cannot hold them, and nobody says them as one number.
    """
    sign, digits = ("-", number[1:]) if number.startswith("-") else ("", number)
    whole, _, fraction = digits.partition(".")
    if len(whole) + len(fraction) > LONGEST_READ:
        words = " ".join(spell(d, lang) for d in digits if d != ".")
    elif _two_digits(fraction, lang):
        if lang == "sl":  # "štiri cele", "dve celi", "pet celih": the whole number's form
            head = _backend(Decimal(f"{whole}.{fraction[0]}"), lang).rsplit(" ", 1)[0]
        else:
            head = f"{_backend(int(whole), lang)} {_comma(lang)}"
        words = f"{head} {_backend(int(fraction), lang)}"
    elif fraction:
        words = _backend(Decimal(digits), lang)
    else:
        words = _backend(int(whole), lang)
    return f"{MINUS[lang]} {words}" if sign else words


def ascii_digits(text: str) -> str:
    """Any Unicode decimal digits (fullwidth, Arabic-Indic, Devanagari) as ASCII ones."""
    return "".join(str(int(c)) if c.isdecimal() else c for c in text)


def spell_digits(digits: str, lang: str) -> str:
    """One word per digit: "0301" -> "null drei null eins"."""
    return " ".join(spell(d, lang) for d in digits)
