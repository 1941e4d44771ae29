"""Readings a fresh panel (W2, issue 31) heard wrong in de fr es it pt pl ru uk, each told by
a neighbouring word or sign: ``<lang>.times`` ("2x täglich" -> "zweimal täglich"),
``it.province`` ("20121 Milano (MI)": the province's code is not read), and the case of
"one" after distributive "по" in ru and uk ("по 1 таблетке" -> "по одной таблетке",
through ``distributive_gender``).
"""

import re
from functools import cache

from .noun_genders import noun_is_feminine
from .numbers import spell
from .rule import Rule, padded, rule
from .words import GENDER_FIXES, Noun, _fix, plural_category

# "2x täglich", "3x par jour", "2 x al giorno": a count of times, glued to its "x" and a word
# after it (never a digit: "2 x 1" is a score, "40x30" a size), said with the language's
# "times" (Duden "zweimal"; Le Robert "deux fois"; RAE "dos veces"; Treccani "due volte";
# Priberam "duas vezes"; Poradnia PWN "dwa razy"; Грамота.ру "два раза"; Правопис "два
# рази"). German writes the count and "mal" as one word.
TIMES_NOUNS = {
    "fr": Noun("fois", "fois"),
    "es": Noun("vez", "veces"),
    "it": Noun("volta", "volte"),
    "pt": Noun("vez", "vezes"),
    "pl": Noun("raz", "razy", few="razy", many="razy"),
    "ru": Noun("раз", "раза", few="раза", many="раз"),
    "uk": Noun("раз", "разу", few="рази", many="разів"),
    # panel R2 (issue 31): nl "3 x per dag" (Van Dale "keer"), sv "gånger", da "gange", id
    # "kali" (KBBI)
    "nl": Noun("keer", "keer"),
    "sv": Noun("gång", "gånger"),
    "da": Noun("gang", "gange"),
    "id": Noun("kali", "kali"),
    # panel AU2 (issue 31): bg "два пъти" (БЕР "път"), ro "de două ori" (DOOM, "oară"),
    # each said in `_read_times`
    "bg": Noun("път", "пъти"),
    "ro": Noun("dată", "ori"),
    # panel AY3 (issue 31) heard hr "Lijek: 2 x dnevno" as "dva x dnevno": Hrvatski jezični
    # portal "put" (dva puta, pet puta), and so el "φορά" (Triantafyllidis), vi "lần", hi
    # "बार"
    "hr": Noun("put", "puta", few="puta", many="puta"),
    "el": Noun("φορά", "φορές", gender="f"),
    "vi": Noun("lần", "lần"),
    "hi": Noun("बार", "बार"),
}
# ... or a dose after it: "2 x 500 mg", "3 x 1 tabl." (a leaflet's count of doses, Poradnia
# PWN "dwa razy pięćset miligramów"; panel AJ2 heard "dwa x pięćset"); "3 x 4 m" is a size.
_DOSE_UNIT = (
    r"(?:mg|mcg|µg|μg|ml|g|j\.m\.|IU|tabl\w*|kaps\w*|мг|мкг|мл|табл\w*|капс\w*)"
    r"(?![^\W\d_])"
)
_DOSE = rf"\d{{1,4}}(?:[.,]\d{{1,2}})?\s?{_DOSE_UNIT}"
# The dose's unit after "2 × 5": the size rule leaves "2 × 5 мл" to the count of times
# (panel AU2 heard "два на пять миллилитров", a size).
DOSE_UNIT_AFTER = re.compile(rf"\s?{_DOSE_UNIT}")
_TIMES = rf"(?<![\w.,])(?P<n>\d{{1,3}})\s?[x×х](?=\s+(?:(?P<word>[^\W\d_])|{_DOSE}))"


def _read_times(lang: str, match: re.Match) -> str:
    n = int(match.group("n"))
    word = match.group("word") or ""
    if lang != "de" and word.isupper():
        return match.group(0)  # "3 x Vasco": no count of times
    if lang == "de":
        return padded(match, "einmal" if n == 1 else f"{spell(str(n), 'de')}mal")
    if lang == "pl" and n == 1:
        return "raz"  # "1x dziennie": "raz dziennie"
    if lang == "ro":
        return _read_ro_times(match, n)
    noun = TIMES_NOUNS[lang]
    # the digits stay for the number rules, which make them agree with the noun ("una vez")
    said = f"{n} {noun.form(plural_category(lang, n))}"
    return f"{said} {_EACH_DOSE[lang]}" if not word and lang in _EACH_DOSE else said


# ... and before a dose, the amount each time with the distributive "по" (Грамота "два раза
# по пять миллилитров"; Правопис "по", БЕР "по"): panel AU2 heard "два на пять" and "два
# раза пятьсот", "по" left out.
_EACH_DOSE = {"ru": "по", "uk": "по", "bg": "по"}
# ro: "de două ori" before how often ("2 x pe zi"), "câte" before a dose (DOOM "câte");
# before any other word a receipt's count of pieces ("Bon fiscal: 2 x pâine": "două bucăți
# pâine"; panel AU4 heard "doi x pâine").
_RO_HOW_OFTEN = re.compile(r"\s+(?:pe|la|zilnic|pentru|în)(?!\w)")


def _read_ro_times(match: re.Match, n: int) -> str:
    rest = match.string[match.end() :]
    if match.group("word") and not _RO_HOW_OFTEN.match(rest):
        return f"{n} {'bucată' if n == 1 else 'bucăți'}"
    said = "o dată" if n == 1 else f"de {n} ori"
    return said if match.group("word") else f"{said} câte"


# A count of times after the dose, "500 mg x 3" (a prescription's "three times": panel AU4
# heard sv "femhundra milligram x tre"); not before a unit or a digit ("5 ml x 3 ml").
_TIMES_AFTER = (
    rf"(?<=\d)(?P<unit>\s?{_DOSE_UNIT})\s?[x×]\s?(?P<n>\d{{1,2}})"
    rf"(?![\d.,×x]|\s?(?:{_DOSE_UNIT}|mm|cm|m)(?!\w))"
)


def _read_times_after(lang: str, match: re.Match) -> str:
    n = int(match.group("n"))
    if lang == "de":
        times = "einmal" if n == 1 else f"{spell(str(n), 'de')}mal"
    elif lang == "ro":
        times = "o dată" if n == 1 else f"de {n} ori"
    elif lang == "pl" and n == 1:
        times = "raz"
    else:
        times = f"{n} {TIMES_NOUNS[lang].form(plural_category(lang, n))}"
    return f"{match.group('unit')} {times}"


# Italian addresses write the province's code after the town, in brackets ("20121 Milano
# (MI)"; Poste Italiane, "Come scrivere l'indirizzo"): the town says it, nobody reads the
# code aloud. The 107 codes (sigle automobilistiche, ISTAT).
_PROVINCES = (
    "AG AL AN AO AP AQ AR AT AV BA BG BI BL BN BO BR BS BT BZ CA CB CE CH CL CN CO CR CS CT "
    "CZ EN FC FE FG FI FM FR GE GO GR IM IS KR LC LE LI LO LT LU MB MC ME MI MN MO MS MT NA "
    "NO NU OR PA PC PD PE PG PI PN PO PR PT PU PV PZ RA RC RE RG RI RM RN RO SA SI SO SP SR "
    "SS SU SV TA TE TN TO TP TR TS TV UD VA VB VC VE VI VR VT VV"
).split()
_PROVINCE = rf"(?<=[^\W\d_])\s?\((?:{'|'.join(_PROVINCES)})\)"


# pt "de 12/12 h", "de 8/8 horas": a dose every so many hours, said "de doze em doze
# horas" (Infarmed/Anvisa leaflets write both; a fresh panel, issue 31, heard "doze/doze").
# The same number on both sides of the slash, after "de", before "h" or "horas".
_EVERY_HOURS = {
    "pt": r"(?<!\w)(?P<lead>[dD]e)\s(?P<n>\d{1,2})/(?P=n)\s?(?:h|horas)(?!\w)",
}


# it "si rinnoverà l'01/09/2025", "dall'1 marzo": the article is elided before "uno" as
# written, but the first of a month is said "primo", which takes the full article ("il
# primo settembre", "dal primo marzo"; Treccani, "date"; panel X1 heard "l'primo"). Only the
# first: "l'8 marzo", "dell'11 maggio" are said as written.
_IT_MONTHS = (
    "gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre"
)
_IT_ELIDED_FIRST = (
    r"(?<![^\W\d_])(?P<art>[lL]|[dD]ell|[aA]ll|[nN]ell|[dD]all|[sS]ull)['’]"
    rf"(?=0?1(?:[/.]\d{{1,2}}(?!\d)|[°º]?\s+(?i:{_IT_MONTHS})\b))"
)
_IT_FULL_ARTICLE = {"l": "il", "dell": "del", "all": "al", "nell": "nel", "dall": "dal",
                    "sull": "sul"}  # fmt: skip


def _read_it_elided_first(match: re.Match) -> str:
    art = match.group("art")
    full = _IT_FULL_ARTICLE[art.lower()]
    return (full.capitalize() if art[0].isupper() else full) + " "


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    """``<lang>.times`` and ``it.province``; they run before the number rules."""
    rules = []
    if lang in TIMES_NOUNS or lang == "de":
        rules.append(
            rule(f"{lang}.times", f"{lang}: a count of times, 2x -> 2 times", _TIMES)(
                lambda match: _read_times(lang, match)
            )
        )
        rules.append(
            rule(f"{lang}.timesafter", f"{lang}: a count of times after a dose, 500 mg x 3",
                 _TIMES_AFTER)(lambda match: _read_times_after(lang, match))
        )  # fmt: skip
    if lang in _EVERY_HOURS:
        rules.append(
            rule(
                f"{lang}.every",
                f"{lang}: a dose every so many hours, de 12/12 h -> de 12 em 12 horas",
                _EVERY_HOURS[lang],
            )(lambda match: f"{match.group('lead')} {match.group('n')} em {match.group('n')} horas")
        )
    if lang == "it":
        rules.append(
            rule("it.elidedfirst", "it: an elided article before the first (l'01/09) -> il",
                 _IT_ELIDED_FIRST)(_read_it_elided_first)
        )  # fmt: skip
        rules.append(
            rule(
                "it.province",
                "it: a province's code after its town, Milano (MI) -> Milano",
                _PROVINCE,
            )(lambda match: "")  # fmt: skip
        )
    return tuple(rules)


# "по 1 таблетке", "по 1 таблетці": distributive "по" takes the dative, and "one" agrees
# with the noun's gender, which the dative's ending tells: ru -е/-и feminine ("по одной
# таблетке"), -у/-ю masculine or neuter ("по одному стакану"); uk -і/-ї feminine ("по одній
# таблетці"), -у/-ю/-ові masculine or neuter (Русская грамматика 1980 § 1664; Правопис 2019
# § 105). Panel W2 heard "по одно таблетке", "по один таблетці".
GENDER_FIXES["ru"]["f-dat"] = _fix(("один", "одной"))
GENDER_FIXES["ru"]["m-dat"] = _fix(("один", "одному"))
GENDER_FIXES["uk"]["f-dat"] = _fix(("один", "одній"))
GENDER_FIXES["uk"]["m-dat"] = _fix(("один", "одному"))
_DATIVE_ENDINGS = {
    "ru": (("е", "и"), ("у", "ю")),
    "uk": (("і", "ї"), ("у", "ю", "ові", "еві", "єві")),
}
_PO_BEFORE = re.compile(r"(?<![^\W\d_])(?i:по)\s{1,3}\Z")
# pl "po 1 tabletce", "w 1 dniu": po, w, przy take the locative, and "one" agrees with the
# noun, whose locative ending tells its gender: a feminine's -ce, -dze, -i, -y or its listed
# stem ("po jednej tabletce", "po jednej kropli"), a masculine's or neuter's -u ("po jednym
# dniu"; Nagórko, Zarys gramatyki polskiej; panel AO2 heard "po jeden tabletce").
GENDER_FIXES["pl"]["f-loc"] = _fix(("jeden", "jednej"))
GENDER_FIXES["pl"]["m-loc"] = _fix(("jeden", "jednym"))
_PL_LOCATIVE_BEFORE = re.compile(r"(?<![^\W\d_])(?i:po|w|we|przy)\s{1,3}\Z")
_PL_FEMININE_LOCATIVE = ("ce", "dze", "ej", "i", "y")
_PL_MASCULINE_LOCATIVE = ("u", "ym", "im")
# a feminine's locative back to its nominative: "minucie" minuta, "osobie" osoba
_PL_LOCATIVE_STEMS = (("cie", "ta"), ("dzie", "da"), ("rze", "ra"), ("le", "ła"), ("ie", "a"))


def distributive_gender(lang: str, match: re.Match, noun: str, words: str) -> str | None:
    """The form of "one" after distributive "по" ("f-dat", "m-dat"), or None."""
    if lang == "pl":
        return _polish_locative_gender(match, noun, words)
    if lang not in _DATIVE_ENDINGS or words.rsplit(" ", 1)[-1] != "один":
        return None
    if not _PO_BEFORE.search(match.string, max(0, match.start() - 6), match.start()):
        return None
    feminine, masculine = _DATIVE_ENDINGS[lang]
    lower = noun.lower()
    if lower.endswith(feminine):
        return "f-dat"
    return "m-dat" if lower.endswith(masculine) else None


def _polish_locative_gender(match: re.Match, noun: str, words: str) -> str | None:
    """ "f-loc" or "m-loc" for pl "jeden" after po, w, przy before a locative; else None."""
    if words != "jeden" or not _PL_LOCATIVE_BEFORE.search(
        match.string, max(0, match.start() - 6), match.start()
    ):
        return None
    lower = noun.lower()
    if lower.endswith(_PL_FEMININE_LOCATIVE):
        return "f-loc"
    if lower.endswith(_PL_MASCULINE_LOCATIVE):
        return "m-loc"
    for ending, nominative in _PL_LOCATIVE_STEMS:
        if lower.endswith(ending):
            return "f-loc" if noun_is_feminine("pl", lower[: -len(ending)] + nominative) else None
    return None
