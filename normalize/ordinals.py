"""Ordinal words ("fifth") for the 28 languages, in the gender and case a phrase needs.

ICU's rule-based spell-out has ``%spellout-ordinal-*`` rule sets for most of them (with
genders, and cases for ru and lt); num2words has Polish and Ukrainian ordinals in the
nominative masculine; Czech, Slovak, Slovenian, Estonian and Latvian have neither, so
their ordinals up to 99 are tables here (the forms from the languages' grammars: Internetová
jazyková příručka ÚJČ AV ČR, Pravidlá slovenského pravopisu, Slovenski pravopis, EKI
ÕS, LVS). Forms are derived from the nominative masculine by the regular endings
(``_ENDINGS``). Returns None when a language has no ordinal for the number; the caller
then leaves the text to the cardinal rules.
"""

import re
from functools import cache

from num2words import num2words

from .numbers import small_cache, spell, spellout_formatter

# form: "m" "f" "n" (genders), "pl", and cases joined with "-": "m-gen", "f-loc" ...
_ICU_GENDERS = {"m": "masculine", "f": "feminine", "n": "neuter", "pl": "plural"}
_ICU_CASES = {"gen": "genitive", "dat": "dative", "acc": "accusative", "loc": "locative",
              "prep": "prepositional", "ins": "instrumental"}  # fmt: skip
_ICU_LANGS = {"ar", "bg", "da", "de", "el", "es", "fi", "fr", "hi", "hr", "hu", "id", "it",
              "lt", "nl", "pt", "ru", "sv", "tr", "vi"}  # fmt: skip

_TABLES = {
    # units 1-9, 10-19, tens 20-90 (nominative masculine)
    "cs": ("první druhý třetí čtvrtý pátý šestý sedmý osmý devátý",
           "desátý jedenáctý dvanáctý třináctý čtrnáctý patnáctý šestnáctý sedmnáctý "
           "osmnáctý devatenáctý",
           "dvacátý třicátý čtyřicátý padesátý šedesátý sedmdesátý osmdesátý devadesátý"),
    "sk": ("prvý druhý tretí štvrtý piaty šiesty siedmy ôsmy deviaty",
           "desiaty jedenásty dvanásty trinásty štrnásty pätnásty šestnásty sedemnásty "
           "osemnásty devätnásty",
           "dvadsiaty tridsiaty štyridsiaty päťdesiaty šesťdesiaty sedemdesiaty osemdesiaty "
           "deväťdesiaty"),
    "sl": ("prvi drugi tretji četrti peti šesti sedmi osmi deveti",
           "deseti enajsti dvanajsti trinajsti štirinajsti petnajsti šestnajsti sedemnajsti "
           "osemnajsti devetnajsti",
           "dvajseti trideseti štirideseti petdeseti šestdeseti sedemdeseti osemdeseti "
           "devetdeseti"),
    "et": ("esimene teine kolmas neljas viies kuues seitsmes kaheksas üheksas",
           "kümnes üheteistkümnes kaheteistkümnes kolmeteistkümnes neljateistkümnes "
           "viieteistkümnes kuueteistkümnes seitsmeteistkümnes kaheksateistkümnes "
           "üheksateistkümnes",
           "kahekümnes kolmekümnes neljakümnes viiekümnes kuuekümnes seitsmekümnes "
           "kaheksakümnes üheksakümnes"),
    "lv": ("pirmais otrais trešais ceturtais piektais sestais septītais astotais devītais",
           "desmitais vienpadsmitais divpadsmitais trīspadsmitais četrpadsmitais "
           "piecpadsmitais sešpadsmitais septiņpadsmitais astoņpadsmitais deviņpadsmitais",
           "divdesmitais trīsdesmitais četrdesmitais piecdesmitais sešdesmitais "
           "septiņdesmitais astoņdesmitais deviņdesmitais"),
}  # fmt: skip
_TABLES = {lang: tuple(part.split() for part in parts) for lang, parts in _TABLES.items()}

# How a compound below 100 joins its tens and its unit.
_SL_UNITS = "ena dva tri štiri pet šest sedem osem devet".split()
_ET_TENS = "kahekümne kolmekümne neljakümne viiekümne kuuekümne seitsmekümne kaheksakümne " \
           "üheksakümne".split()  # fmt: skip

# Endings of the nominative masculine -> other forms, tried in order, per language.
_ENDINGS = {
    "cs": {"f": (("ý", "á"), ("í", "í")), "n": (("ý", "é"), ("í", "í")),
           "m-gen": (("ý", "ého"), ("í", "ího")),
           # locative ("ve druhém patře", "na druhé koleji"), instrumental ("osmou hodinou")
           "m-loc": (("ý", "ém"), ("í", "ím")), "f-loc": (("ý", "é"), ("í", "í")),
           "f-ins": (("ý", "ou"), ("í", "í")),
           # "na 2. kolej" -> "druhou" (accusative feminine), "před 19. stoletím" -> "-ým"
           "f-acc": (("ý", "ou"), ("í", "í")), "m-ins": (("ý", "ým"), ("í", "ím")),
           # "ve 20. letech", "do 90. let", "k 60. letům": the plural's locative, genitive
           "pl-loc": (("ý", "ých"), ("í", "ích")), "pl-gen": (("ý", "ých"), ("í", "ích")),
           "pl-dat": (("ý", "ým"), ("í", "ím")),
           # a ruler's dative ("Karlu IV." -> "Čtvrtému")
           "m-dat": (("ý", "ému"), ("í", "ímu"))},
    "sk": {"f-acc": (("ý", "ú"), ("y", "u"), ("í", "iu")),
           "f": (("ý", "á"), ("y", "a"), ("í", "ia")),
           "n": (("ý", "é"), ("y", "e"), ("í", "ie")),
           "m-gen": (("ý", "ého"), ("y", "eho"), ("í", "ieho")),
           "m-loc": (("ý", "om"), ("y", "om"), ("í", "om")),
           # hours of the clock: "od deviatej do osemnástej", "medzi treťou a piatou"
           "f-gen": (("ý", "ej"), ("y", "ej"), ("í", "ej")),
           "f-ins": (("tí", "ťou"), ("ý", "ou"), ("y", "ou"), ("í", "ou")),
           "m-ins": (("ý", "ým"), ("y", "ym"), ("í", "ím")),
           "m-dat": (("ý", "ému"), ("y", "emu"), ("í", "iemu"))},
    "sl": {"f": (("ji", "ja"), ("i", "a")), "n": (("ji", "je"), ("i", "o")),
           "m-gen": (("i", "ega"),), "m-loc": (("i", "em"),), "m-ins": (("i", "im"),),
           "f-gen": (("ji", "je"), ("i", "e"))},  # "od osme do šestnajste ure"
    "lv": {"f": (("ais", "ā"),), "f-acc": (("ais", "o"),), "m-gen": (("ais", "ā"),),
           "m-loc": (("ais", "ajā"),), "f-loc": (("ais", "ajā"),), "f-gen": (("ais", "ās"),),
           "m-dat": (("ais", "ajam"),), "m-acc": (("ais", "o"),)},
    "hr": {"m-loc": (("i", "om"),), "m-gen": (("i", "og"),), "f-gen": (("i", "e"),),
           "f-loc": (("i", "oj"),)},
    "pl": {"f": (("gi", "ga"), ("i", "ia"), ("y", "a")), "n": (("i", "ie"), ("y", "e")),
           "m-gen": (("i", "iego"), ("y", "ego")), "m-loc": (("i", "im"), ("y", "ym")),
           "f-loc": (("gi", "giej"), ("i", "iej"), ("y", "ej")),
           "f-acc": (("gi", "gą"), ("i", "ią"), ("y", "ą")),
           "f-gen": (("gi", "giej"), ("i", "iej"), ("y", "ej")),
           # "XXXIII Igrzysk": the plural's genitive and locative ("trzydziestych trzecich")
           "pl-gen": (("i", "ich"), ("y", "ych"))},
    "uk": {"f": (("ій", "я"), ("ий", "а")), "n": (("ій", "є"), ("ий", "е")),
           "m-gen": (("ій", "ього"), ("ий", "ого")), "f-gen": (("ій", "ьої"), ("ий", "ої")),
           "m-loc": (("ій", "ьому"), ("ий", "ому")), "f-loc": (("ій", "ій"), ("ий", "ій")),
           "f-acc": (("ій", "ю"), ("ий", "у")),  # "на 2-гу колію" -> "на другу"
           "f-ins": (("ій", "ьою"), ("ий", "ою"))},  # "2-ю чергою" -> "другою чергою"
}  # fmt: skip
# Words of a spelled ordinal that are cardinals and keep their form: "dwa tysiące dwudziesty".
_CARDINAL_WORDS = {"trzy", "cztery", "dwa", "dwie", "tysiąc", "tysiące", "tysięcy", "сто"}

_icu_rulesets = spellout_formatter  # ICU's spell-out rules, one per thread


@cache
def _icu_names(lang: str) -> frozenset[str]:
    fmt = _icu_rulesets(lang)
    return frozenset(fmt.getRuleSetName(i) for i in range(fmt.getNumberOfRuleSetNames()))


def _icu_ruleset(lang: str, form: str) -> str | None:
    gender, _, case = form.partition("-")
    if lang == "de":  # de: "e" (der fünfte), "n" (am fünften), "r", "s", "m"
        names = [f"%spellout-ordinal-{form}" if form in "nrsm" and form else "%spellout-ordinal"]
    else:
        full = _ICU_GENDERS.get(gender, gender)
        names = [
            f"%spellout-ordinal-{full}-{_ICU_CASES.get(case, case)}"
            if case
            else f"%spellout-ordinal-{full}"
        ]
        if lang == "sv":
            names = ["%spellout-ordinal-neuter"]  # "första", "andra": the common forms
        elif lang == "da":  # "anden" before a common noun, "andet" before a neuter one
            names = ["%spellout-ordinal-neuter" if gender == "n" else "%spellout-ordinal-common"]
        elif lang == "es" and form == "adj":
            names = ["%spellout-ordinal-masculine-adjective"]
        names.append("%spellout-ordinal-masculine")
        names.append("%spellout-ordinal")
    return next((name for name in names if name in _icu_names(lang)), None)


_HR_HUNDRED = {"": "sto", "dve": "dvjesto", "tri": "tristo", "četiri": "četiristo",
               "pet": "petsto", "šest": "šeststo", "sedam": "sedamsto", "osam": "osamsto",
               "devet": "devetsto"}  # fmt: skip
_HR_HUNDREDS = "|".join(sorted(_HR_HUNDRED, key=len, reverse=True))
_ICU_FIXES = {
    # ICU 77 drops the "o" of the hundreds ("st osamdeseti" for 180th, "sti" for 100th,
    # "dvesti" for 200th): "sto osamdeseti", "stoti", "dvjestoti" (Hrvatski pravopis,
    # "redni brojevi"; panel P4)
    "hr": [
        (re.compile(rf"\b({_HR_HUNDREDS})st(?=\s)"), lambda m: _HR_HUNDRED[m.group(1)]),
        (
            re.compile(rf"^({_HR_HUNDREDS})st([iaoue]\w*)$"),
            lambda m: _HR_HUNDRED[m.group(1)] + "t" + m.group(2),
        ),
        (re.compile(r"^tisuću([iaoue]\w*)$"), r"tisućit\1"),
        (re.compile(r"^šest (?!tisuć)"), "šeststo "),
    ],  # 601st: "šeststo prvi"
    "lt": [(re.compile(r"tūkstantai"), "tūkstančiai")],  # ICU 77: wrong plural of 1000
    "ru": [(re.compile(r"^одна тысяча"), "тысяча")],  # "тысяча девятьсот девяностого"
    "ar": [(re.compile(r"\s+"), " ")],
    # hu: "két" before a multiplier inside the word, as the cardinal says it ("hatvankétezer";
    # MHSz 12, 296.); ICU 77's ordinal says "hatvankettőezer-" (panel AH3)
    "hu": [(re.compile(r"kettő(?=ezer|millió|milliárd)"), "két")],
    "da": [(re.compile(r"\betog"), "enog")],  # ICU 77: "etogtredivte" for "enogtredivte"
    # ICU 77's feminine drops the nasal of -वीं ("दसवी"): "दसवीं कक्षा", "पाँचवीं" (Kendriya
    # Hindi Nideshalaya, "मानक हिंदी वर्तनी"; a fresh panel, issue 31)
    "hi": [(re.compile(r"वी$"), "वीं")],
    # ICU 77's neuter eighth is "όγδο": "όγδοο" (Triantafyllidis § 373; panel AL4 heard
    # "ογδοηκοστό όγδο")
    "el": [(re.compile(r"(?<!\w)όγδο(?!\w)"), "όγδοο")],
}


def _from_table(n: int, lang: str) -> str | None:
    units, teens, tens = _TABLES[lang]
    if not 0 < n < 100:
        return None
    if n < 10:
        return units[n - 1]
    if n < 20:
        return teens[n - 10]
    ten, unit = divmod(n, 10)
    if not unit:
        return tens[ten - 2]
    if lang == "sl":  # "enaindvajseti": unit, "in", the tens' ordinal, one word
        return f"{_SL_UNITS[unit - 1]}in{tens[ten - 2]}"
    if lang == "et":  # "kahekümne esimene"
        return f"{_ET_TENS[ten - 2]} {units[unit - 1]}"
    if lang == "lv":  # "divdesmit pirmais": the tens stay a cardinal
        return f"{tens[ten - 2].removesuffix('ais')} {units[unit - 1]}"
    return f"{tens[ten - 2]} {units[unit - 1]}"


# The round hundreds: the unit's stem, then "sajas" / "simtais".
_ROUND_HUNDREDS = {
    "et": (["", "kahe", "kolme", "nelja", "viie", "kuue", "seitsme", "kaheksa", "üheksa"],
           "sajas"),
    "lv": (["", "div", "trīs", "četr", "piec", "seš", "septiņ", "astoņ", "deviņ"], "simtais"),
    # cs "100. výročí": "sté výročí", "dvoustý" (Internetová jazyková příručka, "Číslovky
    # řadové"); sk "stý", "dvojstý" (Pravidlá slovenského pravopisu); panel V2, issue 31,
    # heard "sto." with the dot
    "cs": (["", "dvou", "tří", "čtyř", "pěti", "šesti", "sedmi", "osmi", "devíti"], "stý"),
    "sk": (["", "dvoj", "troj", "štvor", "päť", "šesť", "sedem", "osem", "deväť"], "stý"),
}  # fmt: skip


def _round_hundred(n: int, lang: str, form: str) -> str | None:
    """ "800. aastapäev": "kaheksasajas", lv "astoņsimtais" (EKI ÕS; LVS): the tables stop at
    99 (a fresh panel Q3 heard "kaheksasada." with the dot); None in other languages."""
    if lang not in _ROUND_HUNDREDS or n >= 1000:
        return None
    prefix, stem = _ROUND_HUNDREDS[lang]
    base = f"{prefix[n // 100 - 1]}{stem}"
    if lang == "et" and form in ("gen", "ade", "ine", "par"):
        return _estonian_case(base, form)
    return _derive(base, lang, form)


# ru the hundreds' ordinal stems: ICU 77 says the cardinal "восемьсот" for 800th (panel BA2
# heard "забросил восемьсот шайбу"); "восьмисотый" (Русская грамматика 1980, § 1383)
_RU_HUNDRED_STEMS = ("двухсот", "трехсот", "четырехсот", "пятисот", "шестисот", "семисот",
                     "восьмисот", "девятисот")  # fmt: skip


def _ru_round_hundred(n: int, form: str) -> str | None:
    """ru "800-ю шайбу" -> "восьмисотую", "к 900-му году" -> "девятисотому", "1800-й" ->
    "тысяча восьмисотый": the stem, then the ending ICU gives the hard-stemmed 50th in form."""
    fiftieth = ordinal(50, "ru", form)
    if not fiftieth or not fiftieth.startswith("пятидесят"):
        return None
    head = spell(str(n - n % 1000), "ru") if n >= 1000 else ""
    head = re.sub(r"^одна тысяча", "тысяча", head)
    last = _RU_HUNDRED_STEMS[n % 1000 // 100 - 2] + fiftieth.removeprefix("пятидесят")
    return f"{head} {last}".strip()


def _estonian_case(words: str, form: str) -> str:
    """Estonian genitive ("viienda"), adessive ("viiendal") and partitive ("viiendat") of the
    last word (EKI ÕS)."""
    head, _, last = words.rpartition(" ")
    if form == "par":  # "esimest", "teist", "kahekümne kaheksandat"
        last = {"esimene": "esimest", "teine": "teist"}.get(last) or re.sub(r"s$", "ndat", last)
        return f"{head} {last}".strip()
    last = {"esimene": "esimese", "teine": "teise"}.get(last) or re.sub(r"s$", "nda", last)
    if form in ("ade", "ine"):  # "kolmandal", "kolmandas"
        last += "l" if form == "ade" else "s"
    return f"{head} {last}".strip()


def _derive(words: str, lang: str, form: str) -> str:
    """Apply the ending table to each ordinal word: "dwudziesty czwarty" -> "...ego"."""
    endings = _ENDINGS.get(lang, {}).get(form)
    if not endings:
        return words
    out = []
    for word in words.split():
        if word not in _CARDINAL_WORDS:
            for old, new in endings:
                if word.endswith(old):
                    word = word[: -len(old)] + new
                    break
        out.append(word)
    return " ".join(out)


@small_cache(lambda n, *_, **__: 0 < n < 1_000_000)
def ordinal(n: int, lang: str, form: str = "m") -> str | None:
    """The ordinal of ``n`` (0 < n < 10**6) in ``lang`` and ``form``, or None."""
    if not 0 < n < 1_000_000:
        return None
    if lang == "hr" and form in ("m", "f", "n") and n < 1000 and n % 100 == 0:
        # the hundreds themselves: "stoti", "šeststoti" (ICU 77's are broken, "šesti")
        stem = list(_HR_HUNDRED.values())[[1, 2, 3, 4, 5, 6, 7, 8, 9].index(n // 100)]
        return f"{stem}t{ {'m': 'i', 'f': 'a', 'n': 'o'}[form] }"
    if lang == "hr" and form == "f-acc":  # "prvu nagradu"
        return re.sub(r"a$", "u", ordinal(n, "hr", "f") or "") or None
    if lang == "hr" and form in _ENDINGS["hr"]:  # "na četvrtom katu": from the nominative
        words = _derive(ordinal(n, "hr", "m") or "", "hr", form)
        # a soft stem takes -em, -eg: "na trećem katu", "trećeg" (Hrvatska gramatika,
        # "Pridjevi": o after a palatal becomes e; a second panel M, issue 31)
        return re.sub(r"(?<=[ćčžšjcđ])o([mg])\b", r"e\1", words) or None
    if lang == "ru" and n % 100 == 0 and n % 1000 >= 200:
        return _ru_round_hundred(n, form)
    if lang in _ICU_LANGS:
        ruleset = _icu_ruleset(lang, form)
        if ruleset is None:
            return None
        words = _icu_rulesets(lang).format(n, ruleset).replace("\u00ad", "")
        for pattern, replacement in _ICU_FIXES.get(lang, ()):
            words = pattern.sub(replacement, words)
        return " ".join(words.split())
    if lang in _TABLES:
        if n < 100:
            base = _from_table(n, lang)
        elif n % 100:  # "dva tisíce dvacátý čtvrtý": the head as a cardinal
            base = f"{spell(str(n - n % 100), lang)} {_from_table(n % 100, lang)}"
        else:
            return _round_hundred(n, lang, form)
        if lang == "et" and form in ("gen", "ade", "ine", "par"):
            return _estonian_case(base, form)
        return _derive(base, lang, form)
    if lang in ("pl", "uk"):
        words = num2words(n, lang=lang, to="ordinal").replace(",", "").replace("ё", "е")
        words = re.sub(r"^одна тисяча", "тисяча", " ".join(words.split()))
        return _derive(words, lang, form)
    if lang == "ro":
        return num2words(n, lang="ro", to="ordinal")
    return None
