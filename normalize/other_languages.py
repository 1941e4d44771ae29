"""Rules for the 29 languages other than Korean and English: money, percentages,
decimals and plain numbers, in that order (``<lang>.currency``, ``<lang>.percent``,
``<lang>.decimal``, ``<lang>.number``). Words come from ``numbers.spell``. For the 28 of
them in ``structured.LANGUAGES`` (all but ja), the structured rules (dates, phones, times,
years, ranges, ordinals, units) run first, the money rules also know £, CHF and ¥, and
this module registers their SSML say-as currency reader.

Parsing follows each language's separators:

- ar, hi, ja write a decimal point: "1,234.5" (hi also groups lakhs: "1,23,456"; ar also
  uses "٫" and "٬").
- The others write a decimal comma: "1.234,5" and "1 234,5" (a space, no-break space,
  narrow no-break space or thin space groups thousands). A dot followed by exactly three
  digits groups thousands ("1.234" is one thousand two hundred thirty-four); any other
  dot is read as a decimal point ("1.5", as people type it).
- A number glued to another by "." or "," ("05.03.2024", "1,2,3") is not a decimal; its
  parts are read one by one.
- Leading zeros: "05" is five; "0301" (three digits or more) is read digit by digit.
"""

import functools
import re
from functools import cache

from . import (
    abbreviations,
    cases,
    cldr,
    contexts,
    czech_cases,
    governed,
    instrumental,
    locative,
    month_year,
    neighbour_signs,
    numeral_compounds,
    ranges,
    roman,
    sayas,
    short_dates,
    slavic,
    structured,
    symbols,
)
from .noun_genders import NOUN_GENDERS, noun_gender
from .numbers import MINUS, ascii_digits, fits_int, spell, spell_digits
from .rule import Rule, padded, rule
from .words import (
    COMMON_SIGNS,
    CURRENCY_NOUNS,
    CURRENCY_SIGNS,
    EURO_AFTER,
    GENDER_FIXES,
    MORE_GENDERS,
    MORE_SIGNS,
    PERCENT_BEFORE_NUMBER,
    PERCENT_NOUNS,
    Noun,
    _fix,
    decimal_category,
    plural_category,
)
from .written_numbers import (
    DECIMAL_POINT,
    SIGN,
    START,
    number_pattern,
    number_words,
    plain,
    sign,
)

LANGUAGES = (
    "ar bg cs da de el es et fi fr hi hr hu id it ja lt lv nl pl pt ro ru sk sl sv tr uk vi"
).split()


def _count(n: int, noun: Noun, lang: str) -> str:
    """ "2 рубля", "ein Euro": the number agreeing with the noun, the noun with the number."""
    if lang == "ar" and plural_category(lang, n) == "two" and noun.two:
        return noun.two  # the dual says the two: "ريالان"
    if lang == "ar" and n == 1 and noun.two:  # "ريال واحد": the one after its noun
        return f"{noun.one} {'واحدة' if noun.gender == 'f' else 'واحد'}"
    words = spell(str(n), lang)
    category = plural_category(lang, n)
    # cs "72 %": a compound count before the genitive plural keeps "dva" ("sedmdesát dva
    # procent", as "dvacet jedna procent"; ÚJČ, "Skloňování číslovek"; panel S2)
    compound = lang == "cs" and n > 20 and category == "other"
    for pattern, replacement in () if compound else GENDER_FIXES.get(lang, {}).get(noun.gender, ()):
        words = pattern.sub(replacement, words)
    return _join(words, noun.form(category), lang)


_NEXT_WORD = re.compile(r"\s+([^\W\d_][\w-]*)")


# A numbering word right before a number (as written, or as the abbreviation rules said it;
# hr "br.", "broj": panel V4, issue 31, heard "Narudžba br. 45821 poslana" with "jedna").
# ... or an airline's or a line's code ("Рейс PS 101", "Полет FB 471"): the number names a
# flight, it counts nothing, so the verb after it ("затримується") gives it no gender
# (panel S2 heard "сто одна", "седемдесет и една").
_NUMBERED = re.compile(
    r"(?<![^\W\d_])(?i:nr\.?|numurs|numeris|number|numero|№|br\.?|broj)\s*\Z"
    # a law's part and a number's word (cs sk pl): "odst. 1 tr. zákoníku" is "odstavec
    # jeden", not a count of the next word (panel AA2, issue 31)
    r"|(?<![^\W\d_])(?:č\.|číslo|odst\.|ods\.|odstavec|odsek|čl\.|článek|článok|art\.|ust\.|§)\s*\Z"
    r"|(?<![\w-])(?=[A-Z\d]{0,2}[A-Z])[A-Z\d]{2,3}\s\Z"
    # de: a law's part, a page, a track: "Absatz 1 Satz 2" is "Absatz eins" (panel AK1)
    r"|(?<![^\W\d_])(?:Abs\.|Absatz|Paragra(?:f|ph)(?:en)?|Art\.|Artikel|Nummer|Seite|Gleis)\s*\Z"
)


# An adjective between the count and its noun, which then tells the gender: sk "2 nové
# správy"; ru uk plurals "2 столовые ложки", "2 столові ложки" (panel S2).
# (cs "1 procentní bod", "1 nový bod": the noun after the adjective tells "jeden")
_ADJECTIVE_ENDINGS = {"sk": ("é", "ých", "á"), "ru": ("ые", "ие"), "uk": ("ові", "ні"),
                      "cs": ("tní", "vní", "nní", "ční", "lní", "rní", "ý"),
                      # lt a genitive that qualifies the noun, "2 darbo dienos": "dvi" (panel
                      # BC3 heard "vienas–du darbo dienos")
                      "lt": ("o",)}  # fmt: skip

# ro: a number after an articulated noun names a place or an item, it counts nothing:
# "locul 1 Simona Halep" is "locul unu", "pagina 2" "pagina doi" (GALR, "Numeralul": the
# cardinal after the noun it names stays in its masculine form; panel S4).
_RO_HOUR_BEFORE = re.compile(r"(?<![^\W\d_])(?i:ora|orele)\s+\Z")
_RO_HOUR_F = {"doi": "două", "doisprezece": "douăsprezece"}
_RO_NAMED_BY = re.compile(
    r"(?<![^\W\d_])(?i:[^\W\d_]{2,}ul|pagina|camera|sala|clasa|grupa|etapa|runda|linia"
    r"|poarta|anexa|figura|tabelul|varianta|opțiunea)\s*\Z"
)


# de: an adjective between "1" and its noun shows the case (Duden, Grammatik § 477, the
# mixed declension after "ein"): "-en" before a masculine is its accusative ("Sie haben 1
# verpassten Anruf": "einen"; panel Y1, issue 31, heard "eins"), and after a preposition of
# the dative any gender's dative ("mit 1 neuen Auftrag": "einem", "mit 1 kleinen Tasse":
# "einer"); "-e" a feminine's ("eine"), "-es", "-er" the nominative ("ein").
_DE_ADJECTIVE = re.compile(r"[a-zäöüß]{2,30}?(en|es|er|e)")
GENDER_FIXES["de"].update({
    "m-acc": _fix(("eins", "einen")),
    "mn-dat": _fix(("eins", "einem")),
    "f-dat": _fix(("eins", "einer")),
})  # fmt: skip


def _de_adjective_case(match: re.Match, following: re.Match) -> str | None:
    adjective = _DE_ADJECTIVE.fullmatch(following.group(1))
    noun = adjective and _NEXT_WORD.match(match.string, following.end())
    if not noun or not noun.group(1)[:1].isupper():
        return None
    gender = noun_gender("de", noun.group(1), "eins")
    before = match.string[max(0, match.start() - 20) : match.start()].split()
    ending = adjective.group(1)
    if ending == "en":
        if before and before[-1].lower() in _DE_DATIVE:
            return "f-dat" if gender == "f" else "mn-dat"
        return "m-acc" if gender == "m" else None
    if ending == "e":
        return "f"  # only a feminine's nominative and accusative take "-e" after "ein"
    return "n" if ending in ("es", "er") else None


# de: one before its noun after a preposition takes the preposition's case (Duden,
# Grammatik § 458): the dative after "von", "nach", "mit", "in" … ("von etwa einer Stunde",
# "seit einem Jahr"; panel AX1 heard "von etwa eine Stunde"), a masculine's accusative after
# "für", "gegen" … ("für einen Tag"). An adverb of measure between them governs nothing.
# "um 1 Uhr" is the clock's "ein Uhr".
_DE_ONE_DATIVE = {"mit", "von", "zu", "bei", "aus", "seit", "nach", "in", "vor", "ab", "binnen"}
_DE_ONE_ACCUSATIVE = {"für", "durch", "gegen", "ohne"}
_DE_MEASURE_ADVERBS = {"etwa", "ca.", "circa", "rund", "knapp", "gut", "fast", "nur", "genau",
                       "mindestens", "höchstens", "maximal", "mind.", "max.", "über",
                       "unter"}  # fmt: skip


def _de_governed_one(match: re.Match, gender: str, noun: str) -> str:
    """The gender key of de "eins" before ``noun`` in the case a preposition before it asks."""
    before = match.string[max(0, match.start() - 40) : match.start()].split()[-3:]
    while len(before) > 1 and before[-1].lower() in _DE_MEASURE_ADVERBS:
        before.pop()
    word = before[-1].lower() if before else ""
    if noun == "Uhr" or not word:
        return gender
    if word in _DE_ONE_DATIVE:
        return "f-dat" if gender == "f" else "mn-dat"
    # the accusative only for a masculine the lexicon lists: "m" is the guess for any noun
    # without a feminine ending, and a neuter's accusative is "ein" ("für ein Zimmer")
    masculine = noun.lower() in NOUN_GENDERS["de"]["m"].split()
    return "m-acc" if word in _DE_ONE_ACCUSATIVE and masculine else gender


def _names_a_singular(match: re.Match, word: str) -> bool:
    """es pt: a whole number other than one counts a plural ("21 partes", "vinte e uma
    partes"); before a singular it names a train or a line and the word is the verb ("O
    comboio Alfa Pendular 131 parte da linha 3": panel AB1 heard "cento e trinta e uma
    parte"), so it takes no gender."""
    number = match.group(0).strip().lstrip("0")
    # "more than one" by the digits, never int(): a number past its digit limit is one too
    more_than_one = number.isascii() and number.isdigit() and (len(number) > 1 or number > "1")
    return more_than_one and not word.lower().endswith("s")


_EL_SPAN_WORDS = ("έως", "ως", "μέχρι", "ή")
_EL_HOUR_PART = re.compile(r"\s?(?:[πμ]\.\s?μ\.|(?:προ|μετά) μεσημβρίας)")
_EL_SPAN_NOUN = re.compile(r"\s+\d{1,4}(?:,\d{1,2})?\s+([^\W\d_]+)")


def _agreeing(words: str, lang: str, match: re.Match) -> str:
    """The count ``words`` in the gender of the noun right after it: "eine Katze", "две
    книги", "en katt" (``noun_gender``); unchanged when the next word tells nothing."""
    fixes = GENDER_FIXES.get(lang)
    following = _NEXT_WORD.match(match.string, match.end())
    start = match.start()
    if lang == "ro" and _RO_HOUR_BEFORE.search(match.string, max(0, start - 12), start):
        # "ora 12", "orele 22": the hour is feminine, as the clock's ("ora douăsprezece";
        # panel Y4, issue 31, heard "ora doisprezece"); "unu" stays ("ora unu")
        return re.sub(r"(?<![\w-])(doi|doisprezece)$", lambda m: _RO_HOUR_F[m.group(1)], words)
    if not fixes or following is None or _NUMBERED.search(match.string, max(0, start - 20), start):
        return words  # "Autobuss Nr. 22 kavējas": a number that names, no count
    if lang == "ro" and _RO_NAMED_BY.search(match.string, max(0, start - 20), start):
        return words
    if lang in ("es", "pt") and _names_a_singular(match, following.group(1)):
        return words
    gender = contexts.distributive_gender(lang, match, following.group(1), words) or noun_gender(
        lang, following.group(1), words.rsplit(" ", 1)[-1]
    )
    if lang == "de" and gender is None:
        gender = _de_adjective_case(match, following)
    elif lang == "de" and gender in ("m", "n", "f"):
        gender = _de_governed_one(match, gender, following.group(1))
    if lang == "bg" and following.group(1) == "до":  # "от -2 до 9°C": the noun after the span
        gender = structured.bg_span_gender(match.string, match.end())
    if lang == "el" and following.group(1) in _EL_SPAN_WORDS:
        # "από 14 έως 24 βαθμούς": the first count agrees with the noun after the second
        # ("δεκατέσσερις", panel AG4, issue 31, heard "δεκατέσσερα")
        span = _EL_SPAN_NOUN.match(match.string, following.end())
        if span:
            gender = noun_gender(lang, span.group(1), words.rsplit(" ", 1)[-1])
    if lang == "el" and _EL_HOUR_PART.match(match.string, match.end()):
        gender = "f"  # "μετά τις 3 μ.μ.": the hour (η ώρα), "τις τρεις" (panel AM4, issue 31)
    if start and match.string[start - 1].isalpha() and gender not in ("m", "c"):
        gender = None  # "A1 kolona", "D1 kolona": a road's name, no feminine count
    if gender is None and following.group(1).endswith(_ADJECTIVE_ENDINGS.get(lang, ())):
        # "2 nové správy": the adjective agrees with both; the noun after it tells
        after = _NEXT_WORD.match(match.string, following.end())
        gender = after and noun_gender(lang, after.group(1), words.rsplit(" ", 1)[-1])
    for pattern, replacement in fixes.get(gender, ()) if gender else ():
        words = pattern.sub(replacement, words)
    return words


def _ro_decimal_agreeing(words: str, match: re.Match) -> str:
    """ro "1,2 milioane", "2,5 ore": a decimal before a feminine or neuter plural says its
    twos as the noun's ("unu virgulă două milioane", "două virgulă cinci ore"; GALR, the
    numeral agrees with the noun it counts; panel Q4)."""
    following = _NEXT_WORD.match(match.string, match.end())
    if following is None or noun_gender("ro", following.group(1), "doi") != "f":
        return words
    words = re.sub(r"(?<![\w-])doisprezece(?![\w-])", "douăsprezece", words)
    return re.sub(r"(?<![\w-])doi(?![\w-])", "două", words)


def _hr_decimal_agreeing(words: str, match: re.Match) -> str:
    """hr "1,2 milijarde": a decimal's last two before a feminine plural is the noun's,
    "jedan zarez dvije milijarde" (Hrvatska gramatika, the numeral agrees with the noun it
    counts; panel X4, issue 31, heard "dva milijarde")."""
    following = _NEXT_WORD.match(match.string, match.end())
    if not words.endswith(" dva") or following is None:
        return words
    if noun_gender("hr", following.group(1), "dva") != "f":
        return words
    return words.removesuffix("dva") + "dvije"


# el "η δόση των 312,50 €": after the genitive plural's article the amount is in the
# genitive, "των τριακοσίων δώδεκα ευρώ και πενήντα λεπτών" (Τριανταφυλλίδης § 368: the
# hundreds, thousands, three and four decline; ευρώ does not; panel X4, issue 31, heard the
# nominative).
_EL_GENITIVE_BEFORE = re.compile(r"(?<![^\W\d_])των\s+\Z")
_EL_GENITIVE_WORDS = {
    "τρία": "τριών", "τρεις": "τριών", "τέσσερα": "τεσσάρων", "τέσσερις": "τεσσάρων",
    "δεκατρία": "δεκατριών", "δεκατέσσερα": "δεκατεσσάρων", "χίλια": "χιλίων",
    "χιλιάδες": "χιλιάδων", "εκατομμύρια": "εκατομμυρίων", "λεπτά": "λεπτών",
    "ένα": "ενός", "μία": "μίας", "λεπτό": "λεπτού",
}  # fmt: skip
_EL_HUNDREDS = re.compile(
    r"^(διακόσ|τριακόσ|τετρακόσ|πεντακόσ|εξακόσ|ε[πφ]τακόσ|ο[κχ]τακόσ|εννιακόσ)ι[αε]ς?$"
)


def _el_genitive(said: str) -> str:
    words = []
    for word in said.split(" "):
        if hundreds := _EL_HUNDREDS.match(word):
            word = hundreds.group(1).replace("ό", "ο") + "ίων"
        words.append(_EL_GENITIVE_WORDS.get(word, word))
    return " ".join(words)


def _as_is(words: str, match: re.Match) -> str:
    return words


_DECIMAL_AGREEING = {"ro": _ro_decimal_agreeing, "hr": _hr_decimal_agreeing}


def _join(words: str, noun: str, lang: str) -> str:
    return f"{words}{noun}" if lang == "ja" else f"{words} {noun}"


def _nouns(lang: str, code: str) -> tuple[Noun, Noun | None]:
    if code in CURRENCY_NOUNS[lang]:
        return CURRENCY_NOUNS[lang][code]
    forms = cldr.currency_forms(lang, code)  # GBP, CHF, JPY: CLDR's names, no hundredths
    gender = MORE_GENDERS[code].get(lang, "")
    return Noun(
        gender=gender, **{k: v for k, v in forms.items() if k in Noun.__annotations__}
    ), None


# The currencies whose minor unit is a thousandth (CLDR's digits 3): "1.500 د.ك" is a dinar
# and five hundred fils.
MINOR_DIGITS = {"KWD": 3, "BHD": 3}


def _money(lang: str, code: str, num: str, frac: str | None, sign: str | None) -> str:
    major, minor = _nouns(lang, code)
    whole = int(plain(num, None))
    digits = MINOR_DIGITS.get(code, 2)
    if frac and minor and (len(frac) <= 2 or len(frac) == digits):
        hundredths = int(ascii_digits(frac).ljust(digits, "0"))
        parts = [_count(whole, major, lang)] if whole or not hundredths else []
        if hundredths:
            parts.append(_count(hundredths, minor, lang))
        words = MONEY_AND.get(lang, " ").join(parts)
    elif frac:
        value = float(plain(num, frac))
        words = _join(number_words(num, frac, lang), major.form(plural_category(lang, value)), lang)
    else:
        words = _count(whole, major, lang)
    return f"{MONEY_MINUS.get(lang, MINUS[lang])} {words}" if sign else words


# de: one of a currency declines after what governs the amount (Duden, Grammatik § 458):
# the accusative after "für", "durch", "gegen", "ohne", "um" and "kostet" ("für einen Euro
# neunundsiebzig", panel V1 heard "für ein Euro"), the dative after "mit", "von", "zu",
# "bei", "aus", "seit", "nach" ("mit einem Euro"). Euro, Dollar, Franken are masculine, the
# pound neuter (its accusative is "ein").
_DE_ACCUSATIVE = {"für", "durch", "gegen", "ohne", "um", "kostet", "kosten", "kostete"}
_DE_DATIVE = {"mit", "von", "vom", "zu", "bei", "aus", "seit", "nach"}
_DE_MASCULINE = {"Euro", "Dollar", "Franken", "Cent", "Rappen"}
_DE_ONE = re.compile(r"ein (\w+)")


def _german_one(lang: str, match: re.Match, said: str) -> str:
    """de "für ein Euro" -> "für einen Euro", "mit ein Euro" -> "mit einem Euro"."""
    one = _DE_ONE.match(said) if lang == "de" else None
    before = match.string[max(0, match.start() - 20) : match.start()].split()
    if not one or not before:
        return said
    word = before[-1].lower()
    if word == "je" and len(before) > 1:  # "für je 1,99 €": "je" governs nothing (panel AN1)
        word = before[-2].lower()
    if word in _DE_DATIVE:
        return "einem" + said[3:]
    if word in _DE_ACCUSATIVE and one.group(1) in _DE_MASCULINE:
        return "einen" + said[3:]
    return said


# A debit in a Vietnamese bank message: "-150,000VND" is "trừ một trăm năm mươi nghìn đồng".
MONEY_MINUS = {"vi": "trừ"}
# "quarenta e cinco euros e noventa cêntimos": Portuguese joins the cents with "e".
MONEY_AND = {"pt": " e ", "ar": " و"}
# el bg hr join them too: "σαράντα πέντε ευρώ και ενενήντα λεπτά", "сто двайсет и пет лева и
# четирийсет стотинки", "četrdeset i pet eura i devedeset centi" (a second panel M, issue 31;
# how the banks' own voice lines and the grammars' examples say an amount).
MONEY_AND.update({"el": " και ", "bg": " и ", "hr": " i "})
# es "veinte euros con cincuenta céntimos" (RAE, DPD "céntimo"), it "dieci euro e cinquanta
# centesimi" (Treccani): both join the hundredths with their word (panel W2, issue 31).
MONEY_AND.update({"es": " con ", "it": " e "})
# ro "doi lei și cincizeci de bani" (DOOM, GALR: the two units joined by "și"; panel P4)
MONEY_AND["ro"] = " și "
# "R$ 520 mil", "R$ 2,5 milhões", "US$ 3 millones": a scale word after the amount, said
# before the currency ("quinhentos e vinte mil reais"); "de" before the currency after a
# million (Cunha & Cintra; RAE "millón de euros").
MONEY_SCALES = {
    "pt": {"mil": "", "milhão": " de", "milhões": " de", "bilhão": " de", "bilhões": " de",
           "mi": " de", "bi": " de"},
    "es": {"mil": "", "millón": " de", "millones": " de"},
    # "€ 3,2 miljoen", "€ 1,5 Millionen", "€ 2 milioni": the currency sign before an amount
    # with its scale word is said after both ("drie komma twee miljoen euro"; Taalunie
    # "bedragen", Duden, Treccani "milione di euro"; panel Q1)
    "nl": {"miljoen": "", "miljard": ""},
    "de": {"Millionen": "", "Milliarden": ""},
    "it": {"milioni": " di", "miliardi": " di", "milione": " di", "miliardo": " di"},
    "sv": {"miljoner": "", "miljarder": ""},
    "da": {"millioner": "", "milliarder": ""},
    "id": {"ribu": "", "juta": "", "miliar": "", "triliun": "",  # "Rp3,5 juta"
           "rb": "", "jt": "",  # "Rp60 rb/kg", "Rp2,5 jt" (panel X5)
           "M": "", "T": ""},  # "Rp1,2 M", "Rp3 T": miliar, triliun (panel Y5)
    # "₹1 लाख", "₹2.5 करोड़" (a mixed panel, issue 31): "एक लाख रुपये"
    "hi": {"हज़ार": "", "हजार": "", "लाख": "", "करोड़": "", "करोड": "", "अरब": ""},
}  # fmt: skip
# hi "₹2.5 लाख करोड़", "₹50 हज़ार करोड़": a scale of a scale is one scale, the currency after
# both ("ढाई लाख करोड़ रुपये"; panel V5 heard "ढाई लाख रुपये करोड़")
MONEY_SCALES["hi"].update(
    {f"{a} {b}": "" for a in ("हज़ार", "हजार", "लाख") for b in ("करोड़", "करोड")}
)
_SAID_SCALE = {"mi": "milhões", "bi": "bilhões"}
# id: the scales as a price tag writes them, "Rp60 rb", "Rp2,5 jt" (KBBI: rb ribu, jt juta)
_SAID_SCALE.update({"rb": "ribu", "jt": "juta"})
# ... and a property's or a budget's "Rp1,2 M", "Rp3 T" (miliar, triliun; panel Y5 heard
# "satu rupiah dua puluh sen M", a billion times too little). Only the capitals, and not
# before a hyphen ("Rp150.000 T-shirt").
_SAID_SCALE.update({"M": "miliar", "T": "triliun"})


def _hindi_half_words(num: str, frac: str | None) -> str | None:
    """ "3.5" as Hindi counts a half, "साढ़े तीन" (डेढ़, ढाई for 1.5, 2.5), else None."""
    num = ascii_digits(num or "").replace(",", "")
    if frac is None or ascii_digits(frac) != "5" or not num.isdigit() or not 1 <= int(num) <= 99:
        return None
    return {1: "डेढ़", 2: "ढाई"}.get(int(num)) or f"साढ़े {spell(num, 'hi')}"


def _scaled_money(lang: str, code: str, num: str, frac: str | None, scale: str) -> str:
    major, _ = _nouns(lang, code)
    words = number_words(num, frac, lang)
    if lang == "hi":  # "₹3.5 लाख": "साढ़े तीन लाख रुपये", as "3.5 लाख लोग" (panel Q5)
        words = _hindi_half_words(num, frac) or words
    if lang == "it" and (words == "uno" or words.startswith("uno virgola ")):
        words = "un" + words[3:]  # "un milione", "un virgola tre miliardi" (panel AJ1)
    said = _SAID_SCALE.get(scale, scale)
    if said == "milhões" and not frac and int(plain(num, None)) == 1:
        said = "milhão"
    return f"{words} {said}{MONEY_SCALES[lang][scale]} {major.form('other')}"


def _scaled_amount(lang: str, code: str, match: re.Match) -> str | None:
    """ "€ 2 milioni" (the sign before) or "12 milioni €" (after): the scale, then the money."""
    group = match.group
    if group("scale") and not (group("sign") or group("sign3")):
        return _scaled_money(lang, code, group("num"), group("frac"), group("scale"))
    if group("scale2") and not group("sign2"):
        return _scaled_money(lang, code, group("num2"), group("frac2"), group("scale2"))
    return None


def _tanween_as_written(lang: str, written: str | None, said: str) -> str:
    """ "82 دولاراً": the accusative's tanween where the writer put it (panel Y5)."""
    if lang == "ar" and (written or "").endswith("اً"):
        return said.replace("ًا", "اً")
    return said


def _ar_nationality(lang: str, written: str | None, frac: str | None, said: str) -> str:
    """ "1,500 جنيه مصري": a whole amount keeps the currency's country, its adjective agreeing
    with the noun as said: "ألف وخمسمائة جنيه مصري", "خمسون جنيهًا مصريًا", "ثلاثة جنيهات
    مصرية" (a plural of things takes the feminine singular), "جنيهان مصريان" (panel AG5 heard
    "مصري" dropped). With its hundredths the adjective would dangle after them and is left,
    as panels Q5 and AD5 heard it ("ثلاثون جنيهًا وتسعون قرشًا")."""
    if lang != "ar" or not written or " " not in written or frac:
        return said
    adjective = written.split()[-1]
    if said.endswith(" واحد"):  # "جنيه مصري واحد": the adjective before the number's one
        return f"{said.removesuffix(' واحد')} {adjective} واحد"
    noun = said.rsplit(None, 1)[-1]
    if noun.endswith(("ًا", "اً")):
        return f"{said} {adjective}ًا"
    if noun.endswith("ان"):
        return f"{said} {adjective}ان"
    if noun.endswith("ات") or noun in ("دراهم", "دنانير"):
        return f"{said} {adjective}ة"
    return f"{said} {adjective}"


# The word joining a span's two amounts, before the one currency sign written after the
# second (panel AK4, issue 31: da "fra 13,49 til 14,09 kr./l", ro "de la 4,5 la 5,2 lei",
# hr "s 1,45 na 1,52 €", sv "från 18,50 till 19,20 kr/l", el "από 1,85 σε 1,95 €").
_MONEY_SPAN_TO = {
    "da": "til", "sv": "till", "ro": "la|și", "hr": "na|do", "el": "σε|έως|ως|μέχρι",
    "de": "auf|bis", "nl": "naar|tot", "fr": "à", "es": "a|hasta", "it": "a", "pt": "para|a",
}  # fmt: skip


def _money_span_rules(lang: str, currency: Rule, signs: str) -> tuple[Rule, ...]:
    """The first of two amounts joined by "to" before one currency, read as money."""
    if lang not in _MONEY_SPAN_TO:
        return ()

    @rule(
        f"{lang}.moneyspan",
        f"{lang}: the first of two amounts joined by 'to' before one currency (fra 13,49 til "
        "14,09 kr.) -> money, as the second",
        rf"(?=\d){START}(?P<num>\d{{1,6}}),(?P<frac>\d{{1,2}})(?!\d)"
        rf"(?=\s+(?:{_MONEY_SPAN_TO[lang]})\s+{number_pattern(lang, '2')}\s?(?P<cur2>{signs})"
        r"(?!\w))",
    )
    def money_span(match: re.Match) -> str:
        # read by the currency rule as if the sign stood after it too ("tretten kroner
        # niogfyrre øre til fjorten kroner ni øre"; panel AK4 heard the first "tretten komma
        # niogfyrre", two styles in one sentence)
        text = f"{match.string[: match.end()]} {match.group('cur2').rstrip('.')}"
        found = currency.pattern.match(text, match.start())
        if found is None or found.end() != len(text):
            return match.group(0)
        said = currency.read(found)
        return match.group(0) if said == found.group(0) else said

    return (money_span,)


def _alternation(words) -> str:
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


# hi: a half before a noun is said as people count it, "डेढ़ किलो", "ढाई लीटर", "साढ़े तीन
# घंटे" (Kendriya Hindi Nideshalaya; a fresh panel, issue 31, heard "एक दशमलव पाँच किलो").
_HI_NOUN_AFTER = re.compile(r"\s[\u0900-\u0963\u0970-\u097f]")


def _hindi_half(match: re.Match) -> str | None:
    num, frac = ascii_digits(match.group("num") or ""), match.group("frac")
    if match.group("sign") or frac is None or ascii_digits(frac) != "5" or not num.isdigit():
        return None
    if not 1 <= int(num) <= 99 or not _HI_NOUN_AFTER.match(match.string, match.end()):
        return None
    return _hindi_half_words(num, frac)


def _glued_zero(match: re.Match, lang: str) -> str:
    """ "KRA01M", "A07": digits glued to a code's letters keep their leading zero, said digit
    by digit as a code's (panel X2 heard "KRA jeden M")."""
    num, at = match.group("num"), match.start()
    glued = num[:1] == "0" and num.isdigit() and at > 0 and match.string[at - 1].isalpha()
    return spell_digits(num, lang) if glued else ""


# pl a pair led by a zero ending a name, a stop's post ("Dworzec Centralny 08."): the zero
# said, "zero osiem", as three digits or more are (panel AX2 heard "osiem"). Not before a
# word, a count's noun or a unit ("Mam 05 sztuk" stays "pięć", a guard of panel X2's), nor
# a part of a date, a time, a decimal or a score (a dot, colon, comma or dash beside it and
# a digit), nor of a slashed reference, its slash said already: panels pinned both
# "2025/03/1187" "łamane przez trzy" and "FV/2025/03/117" "łamane przez zero trzy" right.
ZERO_LED_PAIRS = {"pl"}
_BESIDE_A_PAIR = re.compile(r"[.,:/\-–]\d")
_WORD_AFTER = re.compile(r"[ \t\u00a0]{0,3}[^\W\d_]")


def _zero_led_pair(match: re.Match, lang: str) -> str:
    num, at, end, text = match.group("num"), match.start(), match.end(), match.string
    if lang not in ZERO_LED_PAIRS or not re.fullmatch(r"0\d", num) or match.group("sign"):
        return ""
    if _BESIDE_A_PAIR.match(text, end) or _BESIDE_A_PAIR.match(text[max(0, at - 2) : at][::-1]):
        return ""
    if _WORD_AFTER.match(text, end):
        return ""
    slash = symbols.SLASH[lang]
    if text.startswith(f" {slash}", end) or text.endswith(f"{slash} ", 0, at):
        return ""
    return spell_digits(num, lang)


def _number_agreeing(match: re.Match, lang: str) -> str:
    words = number_words(match.group("num"), None, lang, match.group("sign"))
    return _agreeing(words, lang, match)


# hi: nor after a vowel sign, a mark that is no \w ("गुरु 5" is no rupee, "रु 500" is)
_NOT_AFTER_MARK = {"hi": r"(?<![\u0900-\u097f])"}


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    """The rules of one language, in the order they run."""
    signs = {**COMMON_SIGNS, **CURRENCY_SIGNS.get(lang, {})}
    if lang in structured.LANGUAGES:
        signs = {**MORE_SIGNS, **signs}
    # "2 лв., 5 лв." : the abbreviation's dot goes unless it ends the sentence; a dash and a
    # lower-case word after it go on with the sentence ("24 990 руб. — скидка": panel AE2
    # heard "рублей. —").
    sign_pattern = (
        rf"(?:{_alternation(signs)})(?:(?:(?<=лв)|(?<=руб)|(?<=грн)|(?<=kr))\."
        r"(?=[,;:)]|\s+(?:[—–-]\s)?[a-zа-яёіїєґ])"
        # hi "रु. 5,000", "Rs. 250": the short form's dot before the amount
        r"|(?:(?<=रु)|(?<=रू)|(?<=Rs))\.(?=\s?\d))?"
    )
    after = EURO_AFTER.get(lang, {})
    after_pattern = f"|{_alternation(after)}" if after else ""
    pad = (lambda char: False) if lang == "ja" else str.isalpha
    scales = MONEY_SCALES.get(lang)
    # id "Rp50rb", "Rp2jt": the short scales glued to the amount too (panel AD5 heard "lima
    # puluh rupiah rb", a thousand times too little)
    glued = r"|(?=(?:rb|jt)(?![\w-]))" if lang == "id" else ""
    scale_pattern = (
        rf"(?:(?:\s{glued})(?P<scale>{_alternation(scales)})(?![\w-]))?" if scales else ""
    )
    # it "12 mln €" (the abbreviation rule has said "12 milioni €"), es "3 millones €": the
    # scale word before the sign after the amount, said as before it ("dodici milioni di
    # euro"; panel AJ1 heard "dodici milioni €", the sign left)
    scale_after = rf"(?:\s(?P<scale2>{_alternation(scales)}))?" if scales else ""

    # An exchange rate, "Tỷ giá USD 25.380 VND": the amount is in the code after it, the code
    # before names the currency it buys (panel AF5 heard "... đô la VND", 25,380 dollars);
    # the code before stays for the letters' rule, the amount takes the code after.
    codes = sorted((s for s in signs if re.fullmatch(r"[A-Z]{3}", s)), key=len, reverse=True)
    rate_pair = (
        rf"(?!(?:{'|'.join(codes)})\s?\d[\d.,]{{0,18}}\s?(?:{'|'.join(codes)})(?!\w))"
        if codes
        else ""
    )

    # A currency's word glued to letters before it is no sign of the amount after it: ar
    # "سعر صرف الدولار 3.75 ريال" names the dollar with its article, the amount is the
    # riyal's (panel AM5 heard "ال ثلاثة دولارات ... ريال").
    # ... nor the second of a pair after a slash: tr "Dolar/TL 32,45" is the dollar's rate in
    # lira, read as a number (panel AS5 heard "Dolar/otuz iki lira kırk beş kuruş").
    in_word = r"(?!(?<=[^\W\d_])[^\W\d_])(?<![^\W\d_]/)" + _NOT_AFTER_MARK.get(lang, "")

    @rule(
        f"{lang}.currency",
        f"{lang}: money with {' '.join(sorted(set(signs) - {'US$'}))} -> number and currency words",
        # A match starts with a minus, a digit or a currency sign's first character.
        rf"(?=[-−\d{''.join(sorted({re.escape(s[0]) for s in signs}))}])"
        # "€ -45,12": the minus may follow the sign too (a bank's balance; panel AA1)
        rf"(?:{rate_pair}{SIGN}{in_word}(?P<cur>{sign_pattern})\s?{sign('sign3')}{number_pattern(lang)}{scale_pattern}"
        rf"|{START}{sign('sign2')}{number_pattern(lang, '2')}{scale_after}\s?"
        rf"(?P<cur2>{sign_pattern}{after_pattern})(?!\w))",
    )
    def currency(match: re.Match) -> str:
        group = match.group
        # its count cannot be had, or "12 Euro", "5.1 euro" (no cents): the number rules read it
        if not fits_int(plain(group("num") or group("num2"), None)) or (
            group("cur2") in after and len(group("frac2") or "") != 2
        ):
            return match.group(0)
        code = {**signs, **after}[(group("cur") or group("cur2")).rstrip(".")]
        if scales and (said := _scaled_amount(lang, code, match)):
            return padded(match, said, pad)
        num, frac = (
            (group("num"), group("frac")) if group("cur") else (group("num2"), group("frac2"))
        )
        said = _money(lang, code, num, frac, group("sign") or group("sign2") or group("sign3"))
        said = _ar_nationality(lang, group("cur2"), frac, said)
        said = _tanween_as_written(lang, group("cur2"), said)
        if lang == "el" and _EL_GENITIVE_BEFORE.search(
            match.string, max(0, match.start() - 8), match.start()
        ):
            said = _el_genitive(said)
        return padded(match, _german_one(lang, match, said), pad)

    noun = PERCENT_NOUNS[lang]
    before = lang in PERCENT_BEFORE_NUMBER
    turkish_prefix = rf"|[%％]\s?{number_pattern(lang, '2')}" if before else ""

    @rule(
        f"{lang}.percent",
        f"{lang}: percentages, 25% -> number and '{noun.one}'",
        rf"(?=[-−\d%％]){START}{SIGN}{number_pattern(lang)}\s?[%％٪]{turkish_prefix}",
    )
    def percent(match: re.Match) -> str:
        num, frac = match.group("num"), match.group("frac")
        if num is None:
            num, frac = match.group("num2"), match.group("frac2")
        words = number_words(num, frac, lang, match.group("sign"))
        if before:
            words = f"{noun.one} {words}"
        elif frac:
            words = _join(words, noun.form(decimal_category(lang, float(plain(num, frac)))), lang)
        elif not fits_int(plain(num, None)):
            return match.group(0)  # its count cannot be had: the number rule reads it
        else:
            count = _count(int(plain(num, None)), noun, lang)
            words = f"{MINUS[lang]} {count}" if match.group("sign") else count
        return padded(match, words, pad)

    @rule(
        f"{lang}.decimal",
        f"{lang}: decimals ({'3.14' if lang in DECIMAL_POINT else '3,14'}) -> words",
        rf"(?=[-−\d]){START}{SIGN}{number_pattern(lang, fraction='')}",
    )
    def decimal(match: re.Match) -> str:
        if lang == "hi" and (half := _hindi_half(match)):
            return padded(match, half, pad)
        words = number_words(match.group("num"), match.group("frac"), lang, match.group("sign"))
        words = _DECIMAL_AGREEING.get(lang, _as_is)(words, match)
        return padded(match, words, pad)

    @rule(
        f"{lang}.number",
        f"{lang}: numbers ({'1,234' if lang in DECIMAL_POINT else '1.234, 1 234'}) -> words",
        # Starts right after a dot too: the parts of "05.03.2024" are read one by one.
        rf"(?=[-−\d])(?<!\d){SIGN}{number_pattern(lang, fraction=None)}",
    )
    def number(match: re.Match) -> str:
        said = _glued_zero(match, lang) or _zero_led_pair(match, lang)
        return padded(match, said or _number_agreeing(match, lang), pad)

    if lang not in structured.LANGUAGES:
        return (currency, percent, decimal, number)
    return (
        *((arabic_dot_thousands,) if lang == "ar" else ()),
        *((american_dollars(lang),) if lang in USD_AMERICAN else ()),
        *((scale_code(lang),) if lang in _SCALE_WORDS else ()),
        *symbols.rules_for(lang),
        *neighbour_signs.rules_for(lang),
        *structured.race_time_rules(lang),
        *cases.rules_for(lang),
        *numeral_compounds.rules_for(lang),
        *slavic.rules_for(lang),
        *governed.early_rules_for(lang),
        *abbreviations.rules_for(lang),
        *contexts.rules_for(lang),
        *roman.rules_for(lang),
        *ranges.rules_for(lang),
        *governed.rules_for(lang),
        *czech_cases.rules_for(lang),
        *instrumental.rules_for(lang),  # after the prepositions' cases
        *locative.rules_for(lang),
        *symbols.plus_rules(lang),
        *structured.duration_rules(lang),
        *structured.out_of_rules(lang),
        *short_dates.early_rules(lang),
        *structured.rules_for(lang)[:3],  # date, phone, time
        *month_year.rules_for(lang),
        *short_dates.rules_for(lang),
        *structured.rules_for(lang)[3:],
        *_money_span_rules(lang, currency, rf"(?:{sign_pattern}{after_pattern})"),
        currency,
        percent,
        *structured.year_rules(lang),
        decimal,
        number,
        *governed.late_rules_for(lang),
        *abbreviations.number_sign_rules(lang),
        *structured.final_rules(lang),
        *((brazilian_numbers,) if lang == "pt" else ()),
    )


# num2words' Portuguese is Portugal's ("dezasseis", "dezassete", "dezanove"); a text that
# shows it is Brazilian (reais, R$, você, +55, CEP, ônibus) gets Brazil's words, which the
# Academia Brasileira de Letras' VOLP spells "dezesseis", "dezessete", "dezenove".
# A federal highway "BR-101" is a cue still once the number rule has read it ("BR-cento e
# um"), and "metrô" is Brazil's spelling (Portugal's "metro"; panel V1 heard "quilómetros"
# in "siga por 8 km" after "BR-101").
_BRAZIL = re.compile(
    r"R\$|(?<!\w)(?i:reais|você|vocês|celular|ônibus|metrô)(?!\w)|CEP|BRL|(?<!\w)BR-(?=\w)|\+55"
)
_EUROPEAN = {"dezasseis": "dezesseis", "dezassete": "dezessete", "dezanove": "dezenove"}
# ... and Brazil's unit names (CLDR pt; the unit rule says CLDR pt_PT's "quilómetros").
_EUROPEAN.update({"quilómetro": "quilômetro", "quilómetros": "quilômetros"})


# ar: a text that writes a decimal comma ("2,3%", "1.250,75") groups thousands with a dot,
# so "11.482 نقطة" in it is eleven thousand, not a decimal (CLDR ar-EG, ar-MA; panel V5).
_AR_COMMA_DECIMAL = re.compile(r"(?<![\d,])\d++,\d{1,2}(?![\d,.٫])|\d\.\d{3},\d")


@functools.lru_cache(maxsize=16)
def _arabic_comma_text(text: str) -> bool:
    return bool(_AR_COMMA_DECIMAL.search(text))


@rule(
    "ar.thousands",
    "ar: in a text with a decimal comma, a dot before three digits groups thousands (11.482)",
    r"(?=\d)(?<![\d.,٫])\d{1,3}\.\d{3}(?![\d.,٫])",
)
def arabic_dot_thousands(match: re.Match) -> str:
    if not _arabic_comma_text(match.string):
        return match.group(0)
    return number_words(match.group(0), None, "ar")


# vi id: a dollar amount is written the American way, "$2,500", "$12,345.50": a comma
# before three digits groups thousands there, never a decimal (no dollar has three decimal
# places; panel X5 heard "$2,500" as "hai phẩy năm đô la"). Said in the language's own
# writing ("$2500", "$12345,50") for the money rule. "$2,50" is the language's decimal.
USD_AMERICAN = ("vi", "id")


def _american_dollars(match: re.Match) -> str:
    frac = match.group("frac")
    return match.group("cur") + match.group("num").replace(",", "") + (f",{frac}" if frac else "")


@cache
def american_dollars(lang: str) -> Rule:
    return rule(
        f"{lang}.usd",
        f"{lang}: a dollar amount written the American way, $2,500 -> $2500, $1,234.50 -> $1234,50",
        r"(?<![\w$])(?P<cur>(?:US)?\$\s?)(?P<num>\d{1,3}(?:,\d{3})+)(?:\.(?P<frac>\d{1,2}))?"
        r"(?![\d,.]?\d)",
    )(_american_dollars)


# vi id: a currency's code after a scale word, "2,3 tỷ USD", "5 juta EUR", is the currency's
# name, as said after a plain amount ("20 USD" -> "hai mươi đô la"): "hai phẩy ba tỷ đô la"
# (panel AH5, issue 31, heard "tỷ USD" left as written). The names are words.CURRENCY_NOUNS'.
_SCALE_WORDS = {"vi": "nghìn|ngàn|triệu|tỷ|tỉ", "id": "ribu|juta|miliar|triliun"}


@cache
def scale_code(lang: str) -> Rule:
    nouns = {code: pair[0].one for code, pair in CURRENCY_NOUNS[lang].items()}
    codes = "|".join(sorted(nouns))

    @rule(
        f"{lang}.scalecode",
        f"{lang}: a currency code after a scale word, 2 tỷ USD -> 2 tỷ đô la",
        rf"(?<!\w)(?P<scale>(?i:{_SCALE_WORDS[lang]}))\s(?P<code>{codes})(?!\w)",
    )
    def read(match: re.Match) -> str:
        return f"{match.group('scale')} {nouns[match.group('code')]}"

    return read


@functools.lru_cache(maxsize=16)
def _brazilian(text: str) -> bool:
    """Once a text, not at each of its matches (a ninth hostile pass: "dezanove " x 555
    searched the whole text at every number)."""
    return bool(_BRAZIL.search(text))


@rule(
    "pt.brazil",
    "pt: in a Brazilian text, Brazil's number words (dezasseis -> dezesseis)",
    r"(?i:dezasseis|dezassete|dezanove|quilómetros?)(?!\w)",
)
def brazilian_numbers(match: re.Match) -> str:
    if not _brazilian(match.string):
        return match.group(0)
    word = match.group(0)
    said = _EUROPEAN[word.lower()]
    return said.capitalize() if word[0].isupper() else said


# --- SSML say-as ------------------------------------------------------------------------


# The currency reader of the 28 languages of structured.py (which registers their others):
# the say-as text goes through this module's own currency rule.
def _say_currency(lang: str, text: str, fmt: str | None, detail: str | None) -> str | None:
    currency = next(r for r in rules_for(lang) if r.name == f"{lang}.currency")
    text = text.strip()
    if fmt and re.fullmatch(r"[A-Z]{3}", fmt) and not currency.pattern.fullmatch(text):
        text = f"{text} {fmt}"  # <say-as interpret-as="currency" format="EUR">12,50</say-as>
    found = currency.pattern.fullmatch(text)
    return currency.read(found) if found else None


def register_readers() -> None:
    """Give the 28 languages their say-as currency reader (called once, at import)."""
    for lang in structured.LANGUAGES:
        sayas.register(
            lang,
            "currency",
            lambda text, fmt, detail, lang=lang: _say_currency(lang, text, fmt, detail),
        )


register_readers()
