"""Rules for what is written in a structured way, for the 28 languages of
``other_languages.py``: phone numbers, dates, times, years, ranges, ordinals and units
(``<lang>.phone``, ``<lang>.date``, ``<lang>.time``, ``<lang>.range``, ``<lang>.ordinal``,
``<lang>.unit``, ``<lang>.year``). They run before the money and number rules, which
read whatever is left. Each pattern is compiled once per language (``rules_for`` is
cached); the words come from ``readings.py``.

Dates and years are read in ``dates.py``, times in ``times.py``, units in ``units.py``;
the rest here. This module also registers the languages' SSML say-as readers (date, time,
ordinal, telephone) with ``sayas``; ``other_languages.py`` registers currency, the rule it
owns.
"""

import re
from functools import cache

from . import cldr, dates, readings, sayas, times, units
from .numbers import ascii_digits, spell
from .ordinals import ordinal
from .rule import Rule, padded, rule

LANGUAGES = (
    "ar bg cs da de el es et fi fr hi hr hu id it lt lv nl pl pt ro ru sk sl sv tr uk vi"
).split()

# --- phone numbers ----------------------------------------------------------------------

# "+49 30 1234567", "+33 1 23 45 67 89", "+7 (495) 123-45-67", "030 123 4567",
# "06-12 34 56 78": a "+" and a country code, or a leading 0 and at least two separators.
_INTERNATIONAL = r"(?P<plus>\+)\d{1,3}(?:[ \-]?\(?\d{1,5}\)?){2,6}"
_TRUNK_0 = r"\(?0\d{1,4}\)?(?:[ \-]\d{2,4}){2,5}"
# "030 1234567", "030/1234567", "(089) 12345": a trunk 0, an area code and one run of
# five digits or more (no thousands group has five digits).
_TRUNK_0_RUN = r"(?:\(0\d{1,4}\)\s?|0\d{1,4}[ /\-])\d{5,8}"
# ru uk "8 800 555-35-35", "8 (495) 123-45-67": the trunk 8, a three-digit code, then the
# subscriber's three digits and two pairs (Russian and Ukrainian write numbers so).
_TRUNK_8 = r"8[ \-]?\(?\d{3}\)?[ \-]?\d{3}[ \-]\d{2}[ \-]\d{2}"
# pl cs sk es pt "601 234 567", "612-345-678": nine-digit national numbers written in
# threes, which a spaced 601 million looks like too; so spaced ones only when nothing
# follows that a quantity would have (a word, a currency sign, %, another digit).
_NINE = r"[1-9]\d\d(?:-\d{3}-\d{3}| \d{3} \d{3}(?!\s?(?:[^\W\d_]|[^\w\s.,;:!?)\]\"'»]|\d)))"
NINE_DIGIT_PHONES = ("pl", "cs", "sk", "es", "pt")


@cache
def phone_pattern(lang: str) -> str:
    """The language's phone numbers: international, with a trunk 0, and national forms."""
    forms = [_INTERNATIONAL, _TRUNK_0, _TRUNK_0_RUN]
    if lang in ("ru", "uk"):
        forms.append(_TRUNK_8)
    if lang in NINE_DIGIT_PHONES:
        forms.append(_NINE)
    return rf"(?=[+(\d])(?<![\w+])(?:{'|'.join(forms)})(?![\w-]|[.,]\d)"


def _read_phone(lang: str, match: re.Match) -> str:
    text = match.group(0)
    groups = re.findall(r"\d+", text)
    digits = sum(len(g) for g in groups)
    if not 7 <= digits <= 15:
        return text
    return padded(match, readings.phone(lang, groups, bool(match.group("plus"))))


# --- ranges -----------------------------------------------------------------------------

_RANGE = re.compile(
    r"(?=\d)(?<![\w.,:/+\-–])(?P<a>\d{1,4})\s?[-–—]\s?(?=(?P<b>\d{1,4})(?![\d:]|[.,/\-]\d))"
)


def _read_range(lang: str, match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    if a >= b or match.group("a").startswith("0"):
        return match.group(0)  # "2-1" is a score, "0-24" a code: not a range
    years = 1000 <= a <= 2100 and 1000 <= b <= 2100
    words = readings.year(a, lang) if years else spell(str(a), lang)
    return padded(match, readings.range_start(lang, words))


# --- ordinals ---------------------------------------------------------------------------

# Written ordinals with a marker after the digits, per language: (regex of the marker
# group "s", its form). Sources: CLDR/ICU ordinal rule sets; abbreviations per RAE
# ("1.º", "1.ª", "1.er"), Académie ("1er", "1re", "2e"), Treccani ("1º"), Gramota.ru
# ("3-й", "3-го"), Språkrådet ("1:a", "3:e"), Taalunie ("1e", "1ste"), KBBI ("ke-3").
_MARKERS = {
    "fr": (r"(?P<s>er|re|ère|e|ème|eme)", {"er": "m", "re": "f", "ère": "f"}),
    "es": (r"\.?(?P<s>º|ª|er)", {"º": "m", "ª": "f", "er": "adj"}),
    "pt": (r"\.?(?P<s>º|ª)", {"º": "m", "ª": "f"}),
    # Italians also type the degree sign: "2° trimestre", "al 3° piano" (not "20° C").
    "it": (r"(?P<s>º|ª|°(?=\s+(?!gradi|circa|oggi|alle|sotto|sopra|nell|dell|dall)"
           r"[a-zà-ù]{4,}))", {"º": "m", "ª": "f", "°": "m"}),
    "el": (r"(?P<s>ος|η|ο)", {"ος": "m", "η": "f", "ο": "n"}),
    "ru": (r"-(?:[ыоауи]|ь)?(?P<s>й|я|е|го|му|м|х|ю|ой|ми)",
           {"й": "m", "я": "f", "е": "n", "го": "m-gen", "му": "m-dat", "м": "m-prep",
            "х": "pl-gen", "ю": "f-acc", "ой": "f-gen", "ми": "pl-ins"}),
    "uk": (r"-(?:(?!ій)[иіоа]|т|ть)?(?P<s>й|а|я|е|є|го|му|ої|ій)",
           {"й": "m", "а": "f", "я": "f", "е": "n", "є": "n", "го": "m-gen",
            "му": "m-loc", "ої": "f-gen", "ій": "f-loc"}),  # "на 3-му поверсі", "3-тє", "5-ої"
    "bg": (r"-(?P<s>ви|ри|ти|ми|ва|ра|та|ма|во|ро|то|мо)", {}),
    "sv": (r":(?P<s>a|e)", {}),
    "nl": (r"(?P<s>ste|de|e)", {}),
    "lt": (r"-(?P<s>asis|oji|as|a)", {"asis": "m", "as": "m", "oji": "f", "a": "f"}),
    "hi": (r"(?P<s>वाँ|वां|वीं|वी|वें)", {"वाँ": "m", "वां": "m", "वीं": "f", "वी": "f", "वें": "obl"}),
}  # fmt: skip
# Languages writing "5." for "fifth": an ordinal when a lower-case word follows (a capital
# after the dot starts a sentence). German nouns are capitalised, so German needs the
# article before it (``_DE_ARTICLES``) and takes that article's ending.
_DOT_LANGS = {"cs", "da", "et", "fi", "hr", "hu", "lv", "pl", "sk", "sl", "tr"}
_DE_ARTICLES = {"der": "e", "die": "e", "das": "e", "den": "n", "dem": "n", "des": "n",
                "am": "n", "im": "n", "zum": "n", "zur": "n", "vom": "n", "beim": "n"}  # fmt: skip
# Prepositions after which "der" is the dative (or genitive) feminine: the ordinal ends in -en.
_DE_PREPOSITIONS = {"in", "an", "auf", "aus", "bei", "mit", "nach", "von", "zu", "vor",
                    "hinter", "neben", "unter", "über", "zwischen", "seit", "während",
                    "wegen", "trotz", "innerhalb", "außerhalb", "ab", "gegenüber"}  # fmt: skip
# The gender of the noun after "5." from its ending, where the ordinal agrees with it.
_GENDER_BY_ENDING = {
    "cs": (("a", "f"), ("o", "n"), ("í", "n"), ("e", "n")),
    "sk": (("a", "f"), ("u", "f-acc"), ("o", "n"), ("ie", "n"), ("e", "n")),
    "sl": (("a", "f"), ("o", "n"), ("e", "n")),
    "hr": (("a", "f"), ("u", "f-acc"), ("o", "n"), ("e", "n")),
    "pl": (("a", "f"), ("ę", "f-acc"), ("o", "n"), ("e", "n")),
    "lv": (("a", "f"), ("e", "f"), ("u", "f-acc")),
    # Finnish: the ordinal takes the noun's case ("kolmannelle sijalle"; Iso suomen kielioppi
    # § 771); a noun ending in -in is taken as a nominative ("puhelin").
    "fi": (("lle", "allative"), ("lla", "adessive"), ("llä", "adessive"), ("lta", "ablative"),
           ("ltä", "ablative"), ("ssa", "inessive"), ("ssä", "inessive"), ("sta", "elative"),
           ("stä", "elative"), ("ksi", "translative"), ("in", "m"), ("n", "genitive")),
}  # fmt: skip


def _ordinal_pattern(lang: str) -> str | None:
    if lang in _MARKERS:
        return rf"(?=\d)(?<![\w.,])(?P<n>\d{{1,6}}){_MARKERS[lang][0]}(?!\w)"
    if lang in _DOT_LANGS:
        return r"(?=\d)(?<![\w.,])(?P<n>\d{1,3})\.(?=\s+(?P<next>[^\W\d_]+))"
    if lang == "de":
        articles = "|".join(_DE_ARTICLES)
        return rf"\b(?P<art>(?i:{articles}))\s+(?P<n>\d{{1,3}})\.(?=\s+[^\W\d_])"
    if lang == "id":
        return r"\b(?P<ke>ke)-(?P<n>\d{1,6})(?!\w)"
    if lang == "vi":
        return r"\b(?P<thu>thứ)\s+(?P<n>\d{1,6})(?!\w)"
    if lang == "ro":
        return r"\b(?P<al>al)\s+(?P<n>\d{1,6})-lea(?!\w)"
    return None


# Polish: after a preposition of place the noun is in the locative, and so is the ordinal
# ("w 34. kolejce" -> "trzydziestej czwartej", "na 2. piętrze" -> "drugim"): a feminine
# noun's locative ends in -ce, -dze, -i or -y (kolejce, drodze, ulicy, sali), a masculine or
# neuter one's in -rze or -u (piętrze, domu); other -e endings (klasie f, mieście n) tell
# nothing and stay as before. "10. dnia" is a masculine genitive.
_PL_LOCATIVE = {"w", "we", "na", "o", "po", "przy"}
_PL_GENITIVE = {"dnia", "miesiąca", "roku", "tygodnia", "wieku", "stopnia", "piętra"}


def _polish_case(match: re.Match, following: str, form: str) -> str:
    if following in _PL_GENITIVE:
        return "m-gen"
    before = match.string[max(0, match.start() - 12) : match.start()].split()[-1:]
    if not before or before[0].lower() not in _PL_LOCATIVE:
        return form
    if following.endswith(("ce", "dze", "i", "y")):
        return "f-loc"
    if following.endswith(("rze", "u")):
        return "m-loc"
    return form


# hr sk sl lv et (issue 31): the ordinal in the case its noun shows, after a preposition
# that governs it where the ending alone is ambiguous (Hrvatska gramatika, IHJJ; Pravidlá
# slovenského pravopisu; Slovenska slovnica; LVA; EKI): "na 4. katu" -> "četvrtom", "s 2.
# perona" -> "drugog", "925. godine" -> "pete", sk "z 1. nástupišťa" -> "prvého", "na 2.
# poschodí" -> "druhom", sl "v 5. nadstropju" -> "petem", "s 3. tira" -> "tretjega", lv "4.
# stāvā" -> "ceturtajā", "no 12. izejas" -> "divpadsmitās", "līdz 31. decembrim" ->
# "trīsdesmit pirmajam", et "4. korrusel" -> "neljandal", "3. teelt" -> "kolmandalt".
_LOC = {
    "hr": {"na", "u", "o", "po", "pri"},
    "sk": {"na", "v", "vo", "o", "po", "pri"},
    "sl": {"v", "na", "o", "po", "pri"},
}
_GEN = {
    "hr": {"s", "sa", "iz", "od", "do", "kod", "blizu", "preko", "ispred", "iza"},
    "sk": {"z", "zo", "od", "do", "u", "bez", "okrem", "blízko", "vedľa"},
    "sl": {"s", "z", "iz", "od", "do", "blizu", "izpred", "izza"},
}
_NOUN_CASES = {"hr", "sk", "sl", "lv", "et"}


def _noun_case(lang: str, match: re.Match, following: str, form: str) -> str:
    before = match.string[max(0, match.start() - 12) : match.start()].split()[-1:]
    prep = before[0].lower() if before else ""
    if lang == "hr" and following in ("godine", "godini"):
        return "f-gen" if following == "godine" else "f-loc"
    if lang in _LOC and prep in _LOC[lang]:
        if lang == "hr" and following.endswith("u"):
            return "m-loc"
        if lang == "sk" and following.endswith(("í", "e", "u")):
            return "m-loc"
        if lang == "sl" and following.endswith(("u", "ju")):
            return "m-loc"
    if lang in _GEN and prep in _GEN[lang] and following.endswith("a"):
        return "m-gen"
    if lang == "lv":
        if following.endswith(("ā", "ē", "ī")):
            return "m-loc"
        if prep in ("no", "pie", "līdz", "bez", "aiz", "pēc") and following.endswith(("as", "es")):
            return "f-gen"
        if following.endswith(("im", "am")) and prep in ("līdz", ""):
            return "m-dat"
    if lang == "et":
        for ending, case in (
            ("lt", "gen+lt"),
            ("l", "ade"),
            ("ni", "gen"),
            ("le", "gen+le"),
            ("st", "gen+st"),
        ):
            if following.endswith(ending) and len(following) > len(ending) + 2:
                return case
    return form


def _read_ordinal(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    n, form, lead = int(g["n"]), "m", ""
    if lang in _MARKERS:
        marker = g["s"]
        form = _MARKERS[lang][1].get(marker, "m")
        if lang == "bg":
            form = {"и": "m", "а": "f", "о": "n"}[marker[-1]]
        if lang == "fr" and marker == "er" and n != 1:
            return match.group(0)
    elif lang in _DOT_LANGS:
        following = g["next"]
        if not following[0].islower():
            return match.group(0)
        if lang in _LOC and following in ("in", "i", "a", "ali", "ili", "alebo"):
            # "med 8. in 14. uro": the first ordinal agrees with the second's noun
            pair = re.match(r"\s+\w+\s+\d{1,3}\.\s+([^\W\d_]+)", match.string[match.end() :])
            following = pair.group(1) if pair else following
        for ending, gender in _GENDER_BY_ENDING.get(lang, ()):
            if following.endswith(ending):
                form = gender
                break
        if lang == "pl":
            form = _polish_case(match, following, form)
        if lang in _NOUN_CASES:
            form = _noun_case(lang, match, following, form)
    elif lang == "de":
        lead, form = g["art"] + " ", _DE_ARTICLES[g["art"].lower()]
        before = match.string[max(0, match.start() - 12) : match.start()].split()[-1:]
        if g["art"].lower() == "der" and before and before[0].lower() in _DE_PREPOSITIONS:
            form = "n"  # "in der 78. Minute", "an der 3. Kreuzung": dative, "-en"
    elif lang in ("id", "vi", "ro"):
        words = ordinal(n, lang)
        return match.group(0) if words is None else padded(match, words)
    if lang == "et" and form.startswith("gen+"):  # "3. teelt": the genitive and the ending
        words = ordinal(n, lang, "gen")
        words = words and words + form[4:]
    else:
        words = ordinal(n, lang, form)
    return match.group(0) if words is None else padded(match, lead + words)


# --- Hungarian case endings on numbers -------------------------------------------------

# "1990-ben", "5-ig", "100-hoz": the case ending as written, glued to the number's words
# (the writer chose the vowel harmony: "kilencvenben", "ötig"). Endings that change the
# numeral itself ("3-as" = "hármas", "2-án") are left to the number rule.
_HU_ENDING = re.compile(
    r"(?=\d)(?<![\w.,])(?P<n>\d{1,9})-(?P<end>ban|ben|ból|ből|ba|be|ra|re|ról|ről|hoz|hez|höz|nál|nél"
    r"|tól|től|ig|ért|kor|val|vel)(?!\w)"
)


def _read_hu_ending(lang: str, match: re.Match) -> str:
    return padded(match, spell(match.group("n"), "hu") + match.group("end"))


# --- Turkish suffixes after numbers ----------------------------------------------------

# "2024'te", "14:30'da": once the number is words, the apostrophe goes and the suffix joins
# the last word ("dörtte", "otuzda"), as it is said (TDK, Yazım Kılavuzu: kesme işareti).
_TR_NUMBER_WORDS = (
    "sıfır bir iki üç dört beş altı yedi sekiz dokuz on yirmi otuz kırk elli altmış yetmiş "
    "seksen doksan yüz bin milyon milyar"
).split()
_TR_SUFFIX = re.compile(
    r"(?<!\w)(?P<word>(?:" + "|".join(_TR_NUMBER_WORDS) + r")(?:[a-zçğıöşü]{0,5}))"
    r"'(?P<suffix>[a-zçğıöşü]{1,6})(?![\w'])"
)


def _read_tr_suffix(lang: str, match: re.Match) -> str:
    return match.group("word") + match.group("suffix")


# --- the rules --------------------------------------------------------------------------


def _bind(read, lang):
    return lambda match: read(lang, match)


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    """The structured rules of one language, in the order they run (before money)."""
    rules = [
        rule(
            f"{lang}.date",
            f"{lang}: dates (05.03.2024, 2024-03-05, 5 {cldr.month_name(lang, 3)}) "
            "-> day, month name, year",
            dates.date_pattern(lang),
        )(_bind(dates.read_date, lang)),
        rule(
            f"{lang}.phone",
            f"{lang}: phone numbers (+49 30 1234567) -> grouped digits",
            phone_pattern(lang),
        )(_bind(_read_phone, lang)),
        rule(
            f"{lang}.time", f"{lang}: times (14:30) -> hours and minutes", times.time_pattern(lang)
        )(_bind(times.read_time, lang)),
    ]
    if lang == "hu":
        rules.append(
            rule("hu.ending", "hu: numbers with a case ending (1990-ben) -> one word",
                 _HU_ENDING.pattern)(_bind(_read_hu_ending, lang))
        )  # fmt: skip
    if lang in dates.YEAR_WORDS:  # before units: "1990 г." is a year, not grams
        rules.extend(_year_rule(lang))
    rules.append(
        rule(f"{lang}.range", f"{lang}: ranges (3-5, 1990–1995) -> 'from ... to'", _RANGE.pattern)(
            _bind(_read_range, lang)
        )
    )
    ordinal_pattern = _ordinal_pattern(lang)
    if ordinal_pattern:
        rules.append(
            rule(f"{lang}.ordinal", f"{lang}: written ordinals -> ordinal words", ordinal_pattern)(
                _bind(_read_ordinal, lang)
            )
        )
    rules.append(
        rule(
            f"{lang}.unit",
            f"{lang}: units (km, kg, °C, km/h, m², GB) -> CLDR names",
            units.unit_pattern(lang),
        )(_bind(units.read_unit, lang))
    )
    return tuple(rules)  # fmt: skip


@cache
def year_rules(lang: str) -> tuple[Rule, ...]:
    """``<lang>.year`` of de, nl, sv, da: runs after the money rules, so "1500 Euro" stays
    an amount. (ru, uk, pl, bg run theirs before the units: "1990 г." is not grams.)"""
    return () if lang in dates.YEAR_WORDS else _year_rule(lang)


@cache
def final_rules(lang: str) -> tuple[Rule, ...]:
    """Rules that run after the numbers are words: ``tr.suffix``, ``bg.preposition``."""
    if lang == "bg":
        # "с 121 гласа" is "със сто двайсет и един гласа": с and в take a vowel before a
        # word starting with с/з and в/ф (Официален правописен речник, "със", "във")
        return (
            rule(
                "bg.preposition",
                "bg: с, в before с/з, в/ф -> със, във",
                r"(?<![^\W\d_])(?:[сС](?=\s+[сзСЗ])|[вВ](?=\s+[вфВФ]))(?![^\W\d_])",
            )(lambda match: match.group(0) + ("ъс" if match.group(0) in "сС" else "ъв")),
        )
    if lang != "tr":
        return ()
    return (rule("tr.suffix", "tr: a suffix after a number joins its words (2024'te -> dörtte)",
                 _TR_SUFFIX.pattern)(_bind(_read_tr_suffix, lang)),)  # fmt: skip


def _year_rule(lang: str) -> tuple[Rule, ...]:
    pattern = dates.year_pattern(lang)
    if not pattern:
        return ()
    return (rule(f"{lang}.year", f"{lang}: years read as years (1990, в 2024 году)",
                 pattern)(_bind(dates.read_year, lang)),)  # fmt: skip


# --- SSML say-as ------------------------------------------------------------------------


def _numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", ascii_digits(text))]


def _say_date(lang: str, text: str, fmt: str | None, detail: str | None) -> str | None:
    """say-as date: the parts in the order ``format`` names ("dmy", "ymd", "mdy", "dm",
    "md", "my" ...), or the language's own order; a written date goes through the rule."""
    parts = _numbers(text)
    order = (fmt or "").lower() or ("ymd" if len(parts) == 3 and parts[0] > 31 else "dmy")
    if not parts or len(parts) != len(order) or set(order) - set("dmy"):
        found = rules_for(lang)[0].pattern.fullmatch(text.strip())
        return dates.read_date(lang, found) if found else None
    value = dict(zip(order, parts, strict=True))
    if "d" not in value:
        if "m" in value and "y" in value and 1 <= value["m"] <= 12:
            return f"{cldr.months_standalone(lang, value['m'])} {readings.year(value['y'], lang)}"
        return None
    if "m" not in value:
        return None
    return readings.date(lang, value["d"], value["m"], value.get("y"))


def _say_time(lang: str, text: str, fmt: str | None, detail: str | None) -> str | None:
    parts = _numbers(text)
    if not 1 <= len(parts) <= 3:
        return None
    h, m = parts[0], parts[1] if len(parts) > 1 else 0
    if re.search(r"(?i)\bp\.?\s?m\b", text) and h < 12:
        h += 12
    elif re.search(r"(?i)\ba\.?\s?m\b", text) and h == 12:
        h = 0
    return readings.time(lang, h, m)


def _say_ordinal(lang: str, text: str, fmt: str | None, detail: str | None) -> str | None:
    parts = _numbers(text)
    return ordinal(parts[0], lang, detail or "m") if len(parts) == 1 else None


def _say_telephone(lang: str, text: str, fmt: str | None, detail: str | None) -> str | None:
    groups = re.findall(r"\d+", ascii_digits(text))
    return readings.phone(lang, groups, text.strip().startswith("+")) if groups else None


def register_readers() -> None:
    for lang in LANGUAGES:
        for kind, reader in (
            ("date", _say_date),
            ("time", _say_time),
            ("ordinal", _say_ordinal),
            ("telephone", _say_telephone),
        ):
            sayas.register(
                lang,
                kind,
                lambda text, fmt, detail, r=reader, lang=lang: r(lang, text, fmt, detail),
            )


register_readers()
