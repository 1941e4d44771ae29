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
from .noun_genders import noun_gender
from .numbers import MINUS, ascii_digits, fits_int, spell
from .rule import Rule, padded, rule
from .words import (
    COMMON_SIGNS,
    CURRENCY_NOUNS,
    CURRENCY_SIGNS,
    GENDER_FIXES,
    MORE_GENDERS,
    MORE_SIGNS,
    PERCENT_BEFORE_NUMBER,
    PERCENT_NOUNS,
    Noun,
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
    for pattern, replacement in GENDER_FIXES.get(lang, {}).get(noun.gender, ()):
        words = pattern.sub(replacement, words)
    return _join(words, noun.form(plural_category(lang, n)), lang)


_NEXT_WORD = re.compile(r"\s+([^\W\d_][\w-]*)")


# A numbering word right before a number (as written, or as the abbreviation rules said it).
_NUMBERED = re.compile(r"(?<![^\W\d_])(?i:nr\.?|numurs|numeris|number|numero|№)\s*\Z")


def _agreeing(words: str, lang: str, match: re.Match) -> str:
    """The count ``words`` in the gender of the noun right after it: "eine Katze", "две
    книги", "en katt" (``noun_gender``); unchanged when the next word tells nothing."""
    fixes = GENDER_FIXES.get(lang)
    following = _NEXT_WORD.match(match.string, match.end())
    start = match.start()
    if not fixes or following is None or _NUMBERED.search(match.string, max(0, start - 20), start):
        return words  # "Autobuss Nr. 22 kavējas": a number that names, no count
    gender = contexts.distributive_gender(lang, match, following.group(1), words) or noun_gender(
        lang, following.group(1), words.rsplit(" ", 1)[-1]
    )
    if start and match.string[start - 1].isalpha() and gender not in ("m", "c"):
        gender = None  # "A1 kolona", "D1 kolona": a road's name, no feminine count
    if gender is None and lang == "sk" and following.group(1).endswith(("é", "ých", "á")):
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


def _money(lang: str, code: str, num: str, frac: str | None, sign: str | None) -> str:
    major, minor = _nouns(lang, code)
    whole = int(plain(num, None))
    if frac and minor and len(frac) <= 2:
        hundredths = int(ascii_digits(frac).ljust(2, "0"))
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
    "it": {"milioni": " di", "miliardi": " di"},
    "sv": {"miljoner": "", "miljarder": ""},
    "da": {"millioner": "", "milliarder": ""},
    "id": {"ribu": "", "juta": "", "miliar": "", "triliun": ""},  # "Rp3,5 juta"
    # "₹1 लाख", "₹2.5 करोड़" (a mixed panel, issue 31): "एक लाख रुपये"
    "hi": {"हज़ार": "", "हजार": "", "लाख": "", "करोड़": "", "करोड": "", "अरब": ""},
}  # fmt: skip
_SAID_SCALE = {"mi": "milhões", "bi": "bilhões"}


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
    said = _SAID_SCALE.get(scale, scale)
    if said == "milhões" and not frac and int(plain(num, None)) == 1:
        said = "milhão"
    return f"{words} {said}{MONEY_SCALES[lang][scale]} {major.form('other')}"


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


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    """The rules of one language, in the order they run."""
    signs = {**COMMON_SIGNS, **CURRENCY_SIGNS.get(lang, {})}
    if lang in structured.LANGUAGES:
        signs = {**MORE_SIGNS, **signs}
    # "2 лв., 5 лв." : the abbreviation's dot goes unless it ends the sentence.
    sign_pattern = (
        rf"(?:{_alternation(signs)})(?:(?:(?<=лв)|(?<=руб)|(?<=грн)|(?<=kr))\."
        r"(?=[,;:)]|\s+[a-zа-яёіїєґ]))?"
    )
    pad = (lambda char: False) if lang == "ja" else str.isalpha
    scales = MONEY_SCALES.get(lang)
    scale_pattern = rf"(?:\s(?P<scale>{_alternation(scales)})(?!\w))?" if scales else ""

    @rule(
        f"{lang}.currency",
        f"{lang}: money with {' '.join(sorted(set(signs) - {'US$'}))} -> number and currency words",
        # A match starts with a minus, a digit or a currency sign's first character.
        rf"(?=[-−\d{''.join(sorted({re.escape(s[0]) for s in signs}))}])"
        rf"(?:{SIGN}(?P<cur>{sign_pattern})\s?{number_pattern(lang)}{scale_pattern}"
        rf"|{START}{sign('sign2')}{number_pattern(lang, '2')}\s?"
        rf"(?P<cur2>{sign_pattern})(?!\w))",
    )
    def currency(match: re.Match) -> str:
        group = match.group
        if not fits_int(plain(group("num") or group("num2"), None)):
            return match.group(0)  # its count cannot be had: the number rule reads it
        code = signs[(group("cur") or group("cur2")).rstrip(".")]
        if scales and group("scale") and not group("sign"):
            said = _scaled_money(lang, code, group("num"), group("frac"), group("scale"))
            return padded(match, said, pad)
        num, frac = (
            (group("num"), group("frac")) if group("cur") else (group("num2"), group("frac2"))
        )
        return padded(match, _money(lang, code, num, frac, group("sign") or group("sign2")), pad)

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
            words = _join(words, noun.form(plural_category(lang, float(plain(num, frac)))), lang)
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
        if lang == "ro":
            words = _ro_decimal_agreeing(words, match)
        return padded(match, words, pad)

    @rule(
        f"{lang}.number",
        f"{lang}: numbers ({'1,234' if lang in DECIMAL_POINT else '1.234, 1 234'}) -> words",
        # Starts right after a dot too: the parts of "05.03.2024" are read one by one.
        rf"(?=[-−\d])(?<!\d){SIGN}{number_pattern(lang, fraction=None)}",
    )
    def number(match: re.Match) -> str:
        words = number_words(match.group("num"), None, lang, match.group("sign"))
        return padded(match, _agreeing(words, lang, match), pad)

    if lang not in structured.LANGUAGES:
        return (currency, percent, decimal, number)
    return (
        *symbols.rules_for(lang),
        *neighbour_signs.rules_for(lang),
        *cases.rules_for(lang),
        *numeral_compounds.rules_for(lang),
        *slavic.rules_for(lang),
        *abbreviations.rules_for(lang),
        *contexts.rules_for(lang),
        *roman.rules_for(lang),
        *ranges.rules_for(lang),
        *governed.rules_for(lang),
        *czech_cases.rules_for(lang),
        *symbols.plus_rules(lang),
        *structured.duration_rules(lang),
        *structured.rules_for(lang)[:3],  # date, phone, time
        *month_year.rules_for(lang),
        *short_dates.rules_for(lang),
        *structured.rules_for(lang)[3:],
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
_BRAZIL = re.compile(r"R\$|(?<!\w)(?i:reais|você|vocês|celular|ônibus)(?!\w)|CEP|BRL|BR-\d|\+55")
_EUROPEAN = {"dezasseis": "dezesseis", "dezassete": "dezessete", "dezanove": "dezenove"}
# ... and Brazil's unit names (CLDR pt; the unit rule says CLDR pt_PT's "quilómetros").
_EUROPEAN.update({"quilómetro": "quilômetro", "quilómetros": "quilômetros"})


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
