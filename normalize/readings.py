"""How each of the 28 languages reads a date, a time, a year, a range and a phone number.

Plain functions of numbers: ``structured.py`` (with ``dates.py``, ``times.py``) finds the
numbers in the text, these say them. Month names come from CLDR (``cldr.py``); number
words from ``numbers.spell`` and ``ordinals.ordinal``. The conventions and their sources
are in docs/NORMALIZER.md ("Dates, times, years ..."); the per-language choices are the
tables below.
"""

import re
from collections.abc import Callable

from . import cldr
from .numbers import spell, spell_digits, spellout_formatter
from .ordinals import ordinal
from .words import GENDER_FIXES, Noun, plural_category

# Gendered counting forms the currency tables do not need (hours are feminine in el, es,
# it, pt, ro: "μία", "una", "uma", "două").
_EXTRA_FIXES = {
    # (thirteen's feminine keeps its stress: "δεκατρείς", Triantafyllidis § 366)
    "el": {"f": [(re.compile(r"(^|\s)ένα$"), r"\1μία"), (re.compile(r"δεκατρία$"), "δεκατρείς"),
                 (re.compile(r"(?<!δεκα)τρία$"), "τρεις"),
                 (re.compile(r"τέσσερα$"), "τέσσερις")]},
    "es": {"f": [(re.compile(r"(^|\s)uno$"), r"\1una"), (re.compile(r"veintiuno$"), "veintiuna")]},
    "fr": {"f": [(re.compile(r"(^|\s|-)un$"), r"\1une")]},
    "it": {"f": [(re.compile(r"^uno$"), "una")]},
    "ro": {"f": [(re.compile(r"(^|\s)doi$"), r"\1două"), (re.compile(r"^doisprezece$"),
                                                          "douăsprezece")]},
}  # fmt: skip


def cardinal(n: int, lang: str, gender: str = "") -> str:
    """The count ``n`` agreeing with a noun of ``gender`` ("eine", "dvě", "una")."""
    words = spell(str(n), lang)
    fixes = (
        *GENDER_FIXES.get(lang, {}).get(gender, ()),
        *_EXTRA_FIXES.get(lang, {}).get(gender, ()),
    )
    for pattern, replacement in fixes:
        words = pattern.sub(replacement, words)
    return words


def counted(n: int, noun: Noun, lang: str) -> str:
    return f"{cardinal(n, lang, noun.gender)} {noun.form(plural_category(lang, n))}"


# --- years ------------------------------------------------------------------------------

# Languages that read 1100-1999 in hundreds: "neunzehnhundertneunzig" (Duden), Dutch
# "negentienhonderdnegentig" (Taalunie), Swedish "nittonhundranittio" (Språkrådet), Danish
# "nittenhundrede og halvfems" (Dansk Sprognævn), Hindi "उन्नीस सौ नब्बे" (Kendriya Hindi
# Nideshalaya; All India Radio news usage). (hundred word, joiner before the rest)
HUNDRED_YEARS = {"de": ("hundert", ""), "nl": ("honderd", ""), "sv": ("hundra", ""),
                 "da": ("hundrede", " og "), "hi": (" सौ", " ")}  # fmt: skip


def year(y: int, lang: str) -> str:
    """A year as the language reads a year on its own; elsewhere a cardinal."""
    if lang in HUNDRED_YEARS and 1100 <= y <= 1999:
        hundred, joiner = HUNDRED_YEARS[lang]
        head = spell(str(y // 100), lang) + hundred
        return f"{head}{joiner}{spell(str(y % 100), lang)}" if y % 100 else head
    if lang == "sv" and 2000 <= y <= 2099 and y % 100:
        return "tjugohundra" + spell(str(y % 100), lang)  # "tjugohundratjugofyra" (Språkrådet)
    # "тысяча девятьсот девяностый", "tuhat üheksasada": no "one" before the thousand
    return re.sub(r"^(?:одна|üks) (?=тысяч|тисяч|tuhat)", "", spell(str(y), lang))


def year_ordinal(y: int, lang: str, form: str) -> str:
    """Years read as ordinals (ru, uk, pl, bg, lt, lv, hr): "две тысячи двадцать
    четвёртого (года)"."""
    return ordinal(y, lang, form) or spell(str(y), lang)


def _hr_genitive(words: str) -> str:
    # "peti" -> "petog", "treći" -> "trećeg" (soft stems take -eg): Hrvatski pravopis.
    head, _, last = words.rpartition(" ")
    last = re.sub(r"(?<=[ćjčž])i$", "eg", last)
    last = re.sub(r"i$", "og", last)
    return f"{head} {last}".strip()


def _hr_feminine_genitive(words: str) -> str:
    return " ".join(w[:-1] + "e" if w.endswith("a") and w != "dva" else w for w in words.split())


def _hu_day(d: int) -> str:
    """Hungarian day of month: "ötödike", "elseje" (possessive of the ordinal; MHSz)."""
    if d == 1:
        return "elseje"
    words = ordinal(d, "hu")
    if words.endswith("első"):
        return words[:-4] + "egyedike"  # "huszonegyedike"
    vowels = [c for c in words[:-3] if c in "aáeéiíoóöőuúüű"]
    back = vowels and vowels[-1] in "aáoóuú"
    return words + ("a" if back else "e")


def hungarian_day_on(d: int, suffix: str) -> str:
    """ "5-én" -> "ötödikén", "3-án" -> "harmadikán", "1-jén" -> "elsején": the ordinal and
    the written suffix (whose vowel the writer chose by harmony)."""
    words = ordinal(d, "hu")
    if suffix not in ("án", "én", "jén"):
        # "10-ig" -> "tizedikéig", "3-tól" -> "harmadikától", "1-jei" -> "elsejei": the
        # day's possessive (-a/-e, long before a case ending) and the suffix, by the
        # ordinal's vowel harmony (MHSz 12, 292.)
        suffix = re.sub(r"^j[eé]", "", suffix)
        back = bool(re.search(r"[aáoó]dik$", words))
        if d == 1 or words.endswith("első"):
            words, back = words[:-1] + "ej", False  # "elseje", "huszonegyedike"
            words = words if d == 1 else words[:-5] + "egyedik"
        vowel = ("a" if back else "e") if suffix == "i" else ("á" if back else "é")
        if suffix in ("tól", "től"):
            suffix = "tól" if back else "től"
        elif suffix in ("ra", "re"):
            suffix = "ra" if back else "re"
        return words + vowel + suffix
    if words.endswith("első"):
        return words[:-1] + "ején" if d == 1 else words[:-4] + "egyedikén"
    return words + suffix


def _lt_day(d: int, before: str = "") -> str:
    """The day, definite, in the case the word before asks for: after nuo, iki, po the
    genitive ("iki sausio trisdešimt pirmosios"), after another word of the sentence the
    accusative of when ("bus pristatyta gegužės septynioliktąją"), after a colon, a name or
    a word naming the date (šiandien, yra, data) the nominative "penktoji" (VLKK, "Datų
    rašymas ir skaitymas"; the rule cases._read_lt_date applies to "gegužės 17 d.")."""
    word = before.strip().lower()
    if word in ("nuo", "iki", "po"):
        case, ending = "genitive", "ios"
    elif (
        re.fullmatch(r"[^\W\d_]+", before.strip())
        and not before.strip()[0].isupper()
        and not re.fullmatch(LT_NAMING, word)
    ) or re.fullmatch(_LT_CARD_DIGIT, word):
        case, ending = "accusative", "ją"
    else:
        return re.sub(r"a$", "oji", ordinal(d, "lt", "f"))  # "penktoji", definite (VLKK)
    return spellout_formatter("lt").format(d, f"%spellout-ordinal-feminine-{case}") + ending


LT_NAMING = r"šiandien|rytoj|vakar|poryt|yra|buvo|bus|data|diena|šiandiena"
# "kortele keturi aštuoni du vienas, 2024-03-15 atsiskaityta": a card's last digit and the
# pause the code rule put after it; the date still says when (the accusative)
_LT_CARD_DIGIT = r"(?:nulis|vienas|du|trys|keturi|penki|šeši|septyni|aštuoni|devyni),"


def _lt_year(y: int) -> str:
    # "du tūkstančiai dvidešimt ketvirtųjų": genitive plural definite before "metų".
    words = ordinal(y, "lt", "m") or spell(str(y), "lt")
    return re.sub(r"as$", "ųjų", words)


def year_genitive(y: int, lang: str) -> str:
    """lt "2025 m. biudžetas", "nuo 2004 m.": "du tūkstančiai dvidešimt penktųjų metų"."""
    return f"{_lt_year(y)} metų"


def _vi_day(d: int) -> str:
    return f"mùng {spell(str(d), 'vi')}" if d <= 10 else spell(str(d), "vi")


def _de_day(d: int, before: str) -> str:
    """German agrees with what stands before: "am fünften März", "der fünfte März",
    "Dienstag, fünfter März" (Duden, Die Grammatik: adjective declension)."""
    word = before.lower()
    if word in (
        "am",
        "vom",
        "zum",
        "bis",
        "bis zum",
        "beim",
        "dem",
        "den",
        "des",
        "seit dem",
        "ab dem",
    ):
        return ordinal(d, "de", "n")
    if word in ("der", "die", "das"):
        return ordinal(d, "de", "e")
    return ordinal(d, "de", "r")


# "am Dienstag, 3. Juni": a date after a weekday and its comma is in apposition to it and
# takes its case (Duden, Die Grammatik, § Apposition; "am Dienstag, dem/den 3. Juni"):
# after a preposition that governs the weekday ("am", "ab", "bis", "vom" ...) the day says
# "dritten"; a weekday alone ("Termin: Dienstag, 3. Juni") keeps "dritter".
_DE_WEEKDAYS = re.compile(
    r"(?i:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag"
    r"|mo|di|mi|do|fr|sa|so)\.?,"
)
_DE_GOVERNING = {"am", "vom", "zum", "bis", "ab", "seit", "an", "für", "auf", "über", "nach", "vor"}


def de_weekday_context(before: list[str]) -> str | None:
    """ "am" when the words before a German date are a governed weekday and its comma
    ("am Dienstag,", "ab Mo.,"), so the day takes the weak ending; else None."""
    if len(before) >= 2 and _DE_WEEKDAYS.fullmatch(before[-1]):
        if before[-2].lower() in _DE_GOVERNING:
            return "am"
    return None


def _first_or(word: str, lang: str):
    """Romance languages say the first day as an ordinal, the others as cardinals:
    "premier mai" (Académie), "primo maggio" (Treccani), "primero de mayo" (RAE, both
    accepted), "primeiro de maio", Romanian "întâi decembrie" (DOOM)."""
    return lambda d, before: word if d == 1 else spell(str(d), lang)


def _ord(lang: str, form: str = "m"):
    return lambda d, before: ordinal(d, lang, form)


def _plain_day(lang: str):
    return lambda d, before: spell(str(d), lang)


# Russian and Ukrainian days take the case the preposition before them asks (Gramota.ru,
# "к пятому марта", "до пятого марта"); without one, the nominative neuter "пятое".
SENTENCE_START = "^"  # the context of a date that opens a sentence and is followed by more
_EAST_SLAVIC_CASES = {"к": "n-dat", "ко": "n-dat", "до": "n-gen", "с": "n-gen", "со": "n-gen",
                      "от": "n-gen", "после": "n-gen", "около": "n-gen", "кроме": "n-gen",
                      "для": "n-gen", "від": "n-gen", "після": "n-gen", "біля": "n-gen",
                      "з": "n-gen", "із": "n-gen", "зі": "n-gen", "по": "n-acc",
                      # a date opening a sentence that goes on says when: "Пятого марта
                      # будет ярмарка" (Розенталь, Справочник по правописанию и
                      # стилистике § 184; Український правопис 2019 § 38)
                      SENTENCE_START: "n-gen"}  # fmt: skip


# Words after which a date names the day (nominative, "Сегодня пятое марта", "Дата:
# пятое марта") or that take the accusative ("на пятое марта"); after any other word a
# date in running text says when, in the genitive ("Встреча второго февраля", "запис до
# лікаря сьомого квітня": Розенталь § 184; Антоненко-Давидович, "Як ми говоримо").
_NAMING_WORDS = frozenset(
    "сегодня завтра вчера послезавтра позавчера это был была было будет наступило "
    "сьогодні вчора післязавтра позавчора це є був була було буде настало "
    "на в во у за про через под над перед о об по при".split()
)


def says_when(word: str) -> bool:
    """Whether a ru/uk date after ``word`` (the word before it) says when it happens."""
    word = word.rstrip('»”"')  # "в магазине «Пятёрочка» 15.03.2024": the name's quotes
    lower = word.lower()
    return word[-1:].isalpha() and lower not in _NAMING_WORDS and lower not in _EAST_SLAVIC_CASES


# "во вторник, 7 мая", "у вівторок, 7 травня": a date after the weekday it falls on says
# when, in the genitive, as without the weekday ("седьмого мая"; Розенталь § 184; panel
# W2, issue 31, heard "седьмое"). The weekday after в/во/у, in the accusative.
_WEEKDAYS_ON = frozenset(
    "понедельник вторник среду четверг пятницу субботу воскресенье "
    "понеділок вівторок середу четвер п'ятницю суботу неділю".split()
)


def weekday_says_when(before: list[str]) -> bool:
    """Whether a ru/uk date after ``before`` (its last words) follows "в пятницу," ."""
    return (
        len(before) >= 2
        and before[-1].rstrip(",").lower().replace("’", "'") in _WEEKDAYS_ON
        and before[-2].lower() in ("в", "во", "у")
    )


def _east_slavic_day(lang: str):
    def day(d: int, before: str) -> str:
        form = _EAST_SLAVIC_CASES.get(before.lower(), "n")
        if lang == "uk":  # num2words gives the nominative: derive the case from it
            form = {"n-dat": "m-loc", "n-gen": "m-gen", "n-acc": "n"}.get(form, form)
        return ordinal(d, lang, form) or ordinal(d, lang, "n")

    return day


# How each language says the day of the month (d, the word before the date -> words).
DAYS: dict[str, Callable[[int, str], str]] = {
    "ar": _ord("ar"), "bg": _ord("bg"), "cs": _ord("cs", "m-gen"), "da": _ord("da"),
    "de": _de_day, "el": lambda d, before: "πρώτη" if d == 1 else cardinal(d, "el", "f"),
    "es": _first_or("primero", "es"), "et": _ord("et"), "fi": _ord("fi"),
    "fr": _first_or("premier", "fr"), "hi": _plain_day("hi"),
    "hr": lambda d, before: _hr_genitive(ordinal(d, "hr", "m")), "hu": lambda d, b: _hu_day(d),
    "id": _plain_day("id"), "it": _first_or("primo", "it"), "lt": _lt_day,
    "lv": _ord("lv", "m-loc"), "nl": _plain_day("nl"), "pl": _ord("pl", "m-gen"),
    "pt": _first_or("primeiro", "pt"), "ro": _first_or("întâi", "ro"), "ru": _east_slavic_day("ru"),
    "sk": _ord("sk", "m-gen"), "sl": _ord("sl", "m-gen"), "sv": _ord("sv"),
    "tr": _plain_day("tr"), "uk": _east_slavic_day("uk"), "vi": lambda d, before: _vi_day(d),
}  # fmt: skip
# How each language says the year of a date.
DATE_YEARS: dict[str, Callable[[int], str]] = {
    # "عام ألفين وأربعة وعشرين": the year is in the genitive after the (unsaid) "عام"
    # ... all of it: the two's "اثنان" and "اثنا" too ("ألف وتسعمائة واثنين وخمسين", "ألفين
    # واثني عشر"; panel Y5 heard "واثنان وخمسين", two cases in one year)
    "ar": lambda y: re.sub(
        r"(?<!\w)(و?)اثنا(ن?)(?!\w)",
        lambda m: m.group(1) + ("اثنين" if m.group(2) else "اثني"),
        re.sub(r"ون\b", "ين", spell(str(y), "ar")),
    ),
    "bg": lambda y: f"{year_ordinal(y, 'bg', 'f')} година",
    "hr": lambda y: _hr_feminine_genitive(year_ordinal(y, "hr", "f")),
    "lt": lambda y: f"{_lt_year(y)} metų",
    "lv": lambda y: f"{year_ordinal(y, 'lv', 'm-gen')} gada",
    "pl": lambda y: f"{year_ordinal(y, 'pl', 'm-gen')} roku",
    "ru": lambda y: f"{year_ordinal(y, 'ru', 'm-gen')} года",
    "uk": lambda y: f"{year_ordinal(y, 'uk', 'm-gen')} року",
}
# The order of the parts ({d} day, {M} month, {Y} year); {Y} and what stands between it and
# the rest are left out when the date has no year. CLDR's long date patterns, as said.
DATE_TEMPLATES = {
    "ar": "{d} من {M}| {Y}", "es": "{d} de {M}| de {Y}", "pt": "{d} de {M}| de {Y}",
    "hu": "{Y} |{M} {d}", "lt": "{Y} |{M} {d}", "lv": "{Y} |{d} {M}",
    "vi": "ngày {d} {M}| năm {Y}",
}  # fmt: skip


def _month_said(lang: str, m: int) -> str:
    if lang == "lv":
        return cldr.LATVIAN_LOCATIVE[m - 1]  # "piektajā martā"
    return cldr.month_name(lang, m)


# fi a date that says when a thing happens is in the essive (Kotus, "Päivämäärät"): after a
# verb of birth, death, beginning or end ("Synnyin 4. huhtikuuta" -> "neljäntenä"; panel
# AA3 heard "neljäs"), or a passive ("toimitetaan"); cases.py reads "14.3." so too.
FI_WHEN_VERBS = (
    r"syntynyt|syntyi|synnyin|synnyit|synnyimme|synnyitte|syntyivät|kuoli|kuolin|kuollut"
    r"|alkaa|alkoi|päättyy|päättyi"
    # verbs of an event's arrival, start, end or move, third persons and the first singular
    # ("Paketti saapuu 3.5.", "Hän aloitti työt 3.5.2024", "Laki tulee voimaan 1.1.2025":
    # "kolmantena toukokuuta"; panel AI heard "kolmas")
    r"|alkavat|alkoivat|päättyvät|päättyivät|saapuu|saapuvat|saapui|saapuivat|saavun"
    r"|lähtee|lähtevät|lähti|lähtivät|lähden|palaa|palaavat|palasi|palasivat|palaan"
    r"|aloittaa|aloittavat|aloitti|aloittivat|aloitan|aloitin|lopettaa|lopettavat|lopetti"
    r"|lopettivat|avautuu|avautuvat|avautui|aukeaa|aukesi|sulkeutuu|sulkeutui|valmistuu"
    r"|valmistui|muuttaa|muutti|muuttavat|muuttivat|muutan|muutin|tapahtuu|tapahtui"
    r"|kokoontuu|kokoontui|voimaan"
    # a country's or a firm's birth ("Suomi itsenäistyi 6.12.1917", panel AK3 heard "kuudes")
    r"|itsenäistyi|itsenäistyy|perusti|perustivat|ilmestyi|ilmestyy|julkaisi|julkaisivat"
    # a passive participle of a thing done on that day ("Korttimaksu hyväksytty 12.3.2024":
    # "kahdentenatoista"; panel AL3 heard "kahdestoista"); not "päivätty", "varattu", which
    # name the date (pinned nominative)
    r"|hyväksytty|maksettu|vahvistettu|lähetetty|toimitettu|perustettu|allekirjoitettu"
    r"|rekisteröity|vastaanotettu|suoritettu|peruttu|tehty"
)
# "on noudettavissa 15.3.", "on saatavilla 1.6.": from when a thing is there to fetch (panel
# AJ3 heard "viidestoista"; "viidentenätoista maaliskuuta"), the date right after it (with a
# place between, "noudettavissa pakettiautomaatista 15.3.", a panel pinned the nominative)
FI_WHEN_AVAILABLE = r"[^\W\d_]{2,}(?:tavissa|tävissä)|saatavilla|saatavana"
# A place's name in the inessive or adessive says where it happens, the date after it when
# ("vierailee Oulussa 3.7." -> "kolmantena heinäkuuta"; panel AH3 heard "kolmas").
FI_WHEN_PLACE = r"[A-ZÅÄÖ][^\W\d_]{2,}(?:ss|ll)[aä]"
_FI_WHEN = re.compile(
    rf"(?i:{FI_WHEN_VERBS}|{FI_WHEN_AVAILABLE})|[^\W\d_]{{2,}}[td](?:aan|ään)|{FI_WHEN_PLACE}"
)


def date(lang: str, d: int, m: int, y: int | None, before: str = "") -> str | None:
    """The words for a date, or None when it is not one (month 13, day 32)."""
    if not (1 <= m <= 12 and 1 <= d <= 31) or (y is not None and not 1 <= y <= 9999):
        return None
    template = DATE_TEMPLATES.get(lang, "{d} {M}| {Y}")
    with_year, without = (
        template.replace("|", ""),
        "".join(part for part in template.split("|") if "{Y}" not in part),
    )
    said_year = DATE_YEARS.get(lang, lambda y: year(y, lang))(y) if y is not None else ""
    said_day, said_month = DAYS[lang](d, before), _month_said(lang, m)
    if lang == "lv" and before.lower().rstrip(":") == "līdz":
        # "līdz 12.11." is "until the twelfth of November": līdz takes the dative (LVG
        # 2013, "Prievārdi"): "līdz divpadsmitajam novembrim"; a label's too, "Derīgs
        # līdz: 31.12.2025." (panel BC3 heard the locative "trīsdesmit pirmajā decembrī")
        said_day, said_month = ordinal(d, "lv", "m-dat") or said_day, _LV_DATIVE[m - 1]
    if lang == "lv" and before.lower() == "uz":
        # "pārcelta uz 10.02." is "to the tenth of February": uz takes the accusative (LVG
        # 2013, "Prievārdi"; panel X3 heard "uz desmitajā februārī"): "uz desmito februāri"
        said_day, said_month = ordinal(d, "lv", "f-acc") or said_day, _LV_ACCUSATIVE[m - 1]
    if lang == "sl" and before.lower() == "na":
        # "prestavljen na 10. 2." is "to the tenth of February": na takes the accusative,
        # an inanimate masculine's the nominative's form (Slovenska slovnica; panel X3 heard
        # "na desetega februarja"): "na deseti februar"
        said_day, said_month = ordinal(d, "sl", "m") or said_day, cldr.months_standalone("sl", m)
    if lang in ("cs", "sk") and before.lower() in ("k", "ke", "ku"):
        # "kurz k 15. 4." is "as of the fifteenth of April": k takes the dative, the day and
        # the month too (Internetová jazyková příručka, "k 1. lednu"; panel AS2, issue 31,
        # heard "k patnáctého dubna"): "k patnáctému dubnu", sk "k pätnástemu aprílu"
        said_day = ordinal(d, lang, "m-dat") or said_day
        said_month = _CZ_DATIVE[lang][m - 1]
    # "(s. 3.11.1975)": the bracket before "syntynyt" is no part of the word (panel BD3)
    if lang == "fi" and _FI_WHEN.fullmatch(before.lstrip("(\"'„«")):
        essive = spellout_formatter("fi").format(d, "%spellout-ordinal-essive")
        said_day = essive.replace("\u00ad", "")
    if lang == "hr" and before.lower() == "na":
        # "pomaknut na 5. lipnja": the day in the accusative, an inanimate masculine's the
        # nominative's form, the month still the genitive (Hrvatska gramatika; panel Z4,
        # issue 31, heard "na petog lipnja"): "na peti lipnja". After "za" earlier panels
        # heard the genitive right ("zakazan za šestog lipnja"), so it stays.
        said_day = ordinal(d, "hr", "m") or said_day
    return (with_year if y is not None else without).format(d=said_day, M=said_month, Y=said_year)


_CZ_DATIVE = {
    "cs": (
        "lednu únoru březnu dubnu květnu červnu červenci srpnu září říjnu listopadu prosinci"
    ).split(),
    "sk": (
        "januáru februáru marcu aprílu máju júnu júlu augustu septembru októbru novembru decembru"
    ).split(),
}
_LV_ACCUSATIVE = (
    "janvāri februāri martu aprīli maiju jūniju jūliju augustu septembri oktobri novembri decembri"
).split()
_LV_DATIVE = (
    "janvārim februārim martam aprīlim maijam jūnijam jūlijam augustam septembrim oktobrim "
    "novembrim decembrim"
).split()


# --- times ------------------------------------------------------------------------------

# (with minutes, on the hour, the hour's gender or "ord-f" (pl, uk: "czternasta"),
#  the word for a leading zero in minutes or None). {h} hour, {m} minutes, {H} hour + noun.
HOUR_NOUNS = {
    "cs": Noun("hodina", "hodin", few="hodiny", gender="f"),
    "sk": Noun("hodina", "hodín", few="hodiny", gender="f"),
    "hr": Noun("sat", "sati", few="sata", gender="m"),
    "lt": Noun("valanda", "valandų", few="valandos", gender="f-pl"),  # "aštuonios valandos"
    "pt": Noun("hora", "horas", gender="f"),
    "fr": Noun("heure", "heures", gender="f"),
    "bg": Noun("час", "часа", gender="m"),
}
TIMES = {
    "ar": ("الساعة {h} و{m} دقيقة", "الساعة {h}", "", None),
    "bg": ("{h} и {m}", "{H}", "m", None),
    "cs": ("{h} {m}", "{H}", "f", "nula"),
    "da": ("{h} {m}", "klokken {h}", "", "nul"),
    "de": ("{h} Uhr {m}", "{h} Uhr", "m", None),
    "el": ("{h} και {m}", "{h}", "f", None),
    "es": ("{h} y {m}", "{h}", "f", None),
    "et": ("{h} {m}", "kell {h}", "", "null"),
    "fi": ("{h} {m}", "kello {h}", "", "nolla"),
    "fr": ("{H} {m}", "{H}", "f", None),
    "hi": ("{h} बजकर {m} मिनट", "{h} बजे", "", None),
    "hr": ("{h} i {m}", "{H}", "m", None),
    "hu": ("{h} óra {m} perc", "{h} óra", "", None),
    "id": ("{h} {m}", "{h}", "", "nol"),
    "it": ("{h} e {m}", "{h}", "f", None),
    "lt": ("{h} {m}", "{H}", "f-pl", "nulis"),  # "šešios penkiolika": valanda is feminine (Q3)
    "lv": ("{h} {m}", "{h}", "", "nulle"),
    "nl": ("{h} uur {m}", "{h} uur", "", None),
    "pl": ("{h} {m}", "{h}", "ord-f", "zero"),
    "pt": ("{h} e {m}", "{H}", "f", None),
    "ro": ("{h} și {m}", "ora {h}", "f", None),
    "ru": ("{h} {m}", "{h} ноль ноль", "", "ноль"),
    "sk": ("{h} {m}", "{H}", "f", "nula"),
    "sl": ("{h} in {m}", "{h}", "", None),
    "sv": ("{h} {m}", "{h}", "", "noll"),
    "tr": ("{h} {m}", "{h}", "", "sıfır"),
    "uk": ("{h} {m}", "{h} нуль нуль", "ord-f", "нуль"),
    "vi": ("{h} giờ {m} phút", "{h} giờ", "", None),
}


def arabic_hour(h: int) -> str:
    """The hour as Arabic says it, the feminine ordinal of الساعة: "العاشرة", "الواحدة"."""
    return "الواحدة" if h in (1, 13) else "الثانية عشرة" if h in (0, 24) else ordinal(h, "ar", "f")


def _arabic_minutes(m: int) -> str:
    """ "والربع", "والنصف", "والثلث"; else the minutes, the number agreeing with the
    feminine دقيقة ("وخمس دقائق", "وخمس وأربعون دقيقة")."""
    if m in (15, 20, 30):
        return {15: "والربع", 20: "والثلث", 30: "والنصف"}[m]
    if m <= 2:
        return ("ودقيقة", "ودقيقتان")[m - 1]
    words = spell(str(m), "ar")
    words = re.sub(r"^(ثلاث|أربع|خمس|ست|سبع|تسع|عشر)ة(?=\s|$)", r"\1", words)
    words = re.sub(r"^ثمانية(?=\s|$)", "ثماني", words)
    if 11 <= m <= 19:
        words = words.replace("اثنا", "اثنتا").replace("أحد", "إحدى").replace("عشر", "عشرة")
    return f"و{words} {'دقائق' if m <= 10 else 'دقيقة'}"


def time(lang: str, h: int, m: int, hour_form: str = "f") -> str | None:
    """ "14:30" read as a time: "vierzehn Uhr dreißig", "quatorze heures trente"."""
    if not (0 <= h <= 24 and 0 <= m <= 59):
        return None
    if lang == "ar":  # "الساعة العاشرة والنصف" (ordinal hours, as Arabic news says them)
        return f"الساعة {arabic_hour(h)}" + (f" {_arabic_minutes(m)}" if m else "")
    with_minutes, on_the_hour, gender, zero = TIMES[lang]
    if gender == "ord-f":
        hour = ordinal(h, lang, hour_form) if h else ("zero" if lang == "pl" else "нуль")
    else:
        hour = cardinal(h, lang, gender)
    noun = HOUR_NOUNS.get(lang)
    counted_hour = counted(h, noun, lang) if noun else hour
    if not m and lang == "es" and (h > 12 or h == 0):
        return f"{hour} horas"  # "a las 20:00 h": "a las veinte horas" (RAE, DPD "hora")
    if not m:
        return on_the_hour.format(h=hour, H=counted_hour)
    minutes = spell(str(m), lang)
    if m < 10 and zero:
        minutes = f"{zero} {minutes}"
    return with_minutes.format(h=hour, H=counted_hour, m=minutes)


# --- ranges -----------------------------------------------------------------------------

# "3-5": (word before, word between). Slavic, Baltic, Finnish, Hungarian, Turkish and
# Romanian say the two numbers with a short pause ("три-пять", "három-öt"): the word for
# "to" would need the numbers in another case (ru "от трёх до пяти").
RANGES = {
    "ar": ("من", "إلى"), "bg": ("от", "до"), "cs": ("", "až"), "da": ("", "til"),
    "de": ("", "bis"), "el": ("από", "έως"), "es": ("de", "a"), "et": ("", "kuni"),
    "fi": ("", "-"), "fr": ("de", "à"), "hi": ("", "से"), "hr": ("od", "do"),
    "hu": ("", "-"), "id": ("", "sampai"), "it": ("da", "a"), "lt": ("", "-"),
    "lv": ("", "līdz"), "nl": ("", "tot"), "pl": ("", "-"), "pt": ("de", "a"),
    "ro": ("", "-"), "ru": ("", "-"), "sk": ("", "až"), "sl": ("od", "do"),
    "sv": ("", "till"), "tr": ("", "ila"), "uk": ("", "-"), "vi": ("từ", "đến"),
}  # fmt: skip
# lv "4-6 m/s": "četri līdz seši metri sekundē" (LVA, "līdz" joins a span's bounds; panel S3
# heard "četri-seši" with the hyphen left).
# Turkish joins the two with "ila", which leaves both numbers in the nominative ("üç ila beş
# gün", "on sekiz ila yirmi dört derece"; TDK Güncel Türkçe Sözlük, "ila": "-e kadar"): the
# short pause of "on sekiz-yirmi dört" was heard as unnatural (panel P5).


def range_start(lang: str, words: str) -> str:
    """The words before the range's second number: "drei bis ", "три-"."""
    before, between = RANGES[lang]
    head = f"{before} {words}" if before else words
    return f"{head}-" if between == "-" else f"{head} {between} "


# --- phone numbers ----------------------------------------------------------------------

PLUS = {
    "ar": "زائد", "bg": "плюс", "cs": "plus", "da": "plus", "de": "plus", "el": "συν",
    "es": "más", "et": "pluss", "fi": "plus", "fr": "plus", "hi": "प्लस", "hr": "plus",
    "hu": "plusz", "id": "plus", "it": "più", "lt": "plius", "lv": "plus", "nl": "plus",
    "pl": "plus", "pt": "mais", "ro": "plus", "ru": "плюс", "sk": "plus", "sl": "plus",
    "sv": "plus", "tr": "artı", "uk": "плюс", "vi": "cộng",
}  # fmt: skip
# How a written group of digits is said. "pairs": French reads 01 23 45 67 89 by twos
# ("zéro un, vingt-trois ...", Office québécois / usage in France); "groups": each group of
# up to three digits as a number ("сто двадцать три, сорок пять", ru/uk/bg/pl/cs/sk/es/it/
# pt/tr usage), a group with a leading zero digit by digit; "digits": one digit at a time
# (de, nl, the Nordic and Baltic languages, and the rest).
# da: eight digits said in pairs, each a number ("halvfjerds, tolv, fireogtredive";
# Dansk Sprognævn), as fr does.
PHONE_STYLE = {"fr": "pairs", "da": "pairs", **{lang: "groups" for lang in
               "ru uk bg pl cs sk es it pt tr hr sl".split()}}  # fmt: skip


def _group(digits: str, lang: str, style: str) -> str:
    if lang == "tr" and re.fullmatch(r"0[1-9]\d\d", digits):
        # the area or operator code: "0532" "sıfır beş yüz otuz iki", "0850" "sıfır sekiz
        # yüz elli", as Turks say it (panel P5 heard "sıfır beş üç iki" as unnatural)
        return f"{spell('0', lang)} {spell(digits[1:], lang)}"
    if style == "pairs" and len(digits) % 2 == 0:
        return " ".join(_group(digits[i : i + 2], lang, "groups") for i in range(0, len(digits), 2))
    if style in ("groups", "pairs") and len(digits) <= 3 and not digits.startswith("0"):
        return spell(digits, lang)
    if style == "pairs" and len(digits) == 2:
        return f"{spell('0', lang)} {spell(digits[1], lang)}"
    return spell_digits(digits, lang)


def phone(lang: str, groups: list[str], plus: bool) -> str:
    """A phone number's written groups, each said as the language says it, with pauses."""
    style = PHONE_STYLE.get(lang, "digits")
    if lang == "it" and any(len(group) >= 6 for group in groups):
        # "347 1234567": the rest in one block is said digit by digit, and so is the prefix
        # (panel AD1 heard "trecentoquarantasette, uno due tre…" as inconsistent)
        style = "digits"
    said = [_group(group, lang, style) for group in groups if group]
    if plus and said and (style == "digits" or len(groups[0]) > 2):
        # a country code of three digits digit by digit ("mais três cinco um"); of one or two
        # as a number where groups are numbers ("plus trente-trois", "плюс семь")
        said[0] = spell_digits(groups[0], lang)
    words = ("، " if lang == "ar" else ", ").join(said)
    return f"{PLUS[lang]} {words}" if plus else words
