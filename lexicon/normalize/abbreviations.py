"""Abbreviations read as words, per language: ``<lang>.abbreviation`` (titles, "z.B.",
"ca.", "ул.", "C/", counted units "15 Min.", days "Mo–Fr", "lun.") runs before the other
rules, ``<lang>.numbersign`` ("Nr.", "№", "n.º") after the numbers are words, so rules
that read codes after a number sign still see the sign as written.

The tables are short and typed: the abbreviations people write in messages, reminders,
addresses and support replies, from the languages' own lists (Duden "Abkürzungen", RAE
"Lista de abreviaturas", Académie/Office québécois "abréviations", Priberam, Treccani,
Poradnia PWN "skróty", Грамота.ру "Сокращения", Український правопис 2019 § 144).
Days of the week come from CLDR (Babel's abbreviated and wide day names).

An abbreviation's dot is swallowed with it, so later readers (and the engine's sentence
split) never take it for a full stop; the words keep a full stop only where the
abbreviation may end a sentence ("usw.", "etc.", "15 Min.") and it does (the end of the
text or a capital after it).
"""

import re
from functools import cache

from babel.dates import get_day_names

from . import cldr
from .numbers import spell
from .ordinals import ordinal
from .readings import RANGES
from .rule import Rule, rule
from .words import Noun, plural_category

# Written form -> said form. A form without a final dot must not run into a letter.
WORDS: dict[str, dict[str, str]] = {
    "de": {
        "Dr. med.": "Doktor", "Dr.": "Doktor", "Prof.": "Professor", "Hr.": "Herr",
        "z.B.": "zum Beispiel", "z. B.": "zum Beispiel", "ca.": "circa", "inkl.": "inklusive",
        "exkl.": "exklusive", "zzgl.": "zuzüglich", "MwSt.": "Mehrwertsteuer",
        "MwSt": "Mehrwertsteuer", "usw.": "und so weiter", "bzw.": "beziehungsweise",
        "d.h.": "das heißt", "d. h.": "das heißt", "ggf.": "gegebenenfalls",
        "evtl.": "eventuell", "u.a.": "unter anderem", "u. a.": "unter anderem",
        "v.a.": "vor allem", "bzgl.": "bezüglich", "gem.": "gemäß", "Str.": "Straße",
        "geb.": "geboren", "Jh.": "Jahrhundert", "Tsd.": "Tausend",
    },
    "fr": {
        "Mme": "Madame", "Mmes": "Mesdames", "Mlle": "Mademoiselle", "M.": "Monsieur",
        "MM.": "Messieurs", "Dr": "docteur", "Dr.": "docteur", "Pr": "professeur",
        "Me": "maître", "env.": "environ", "etc.": "et cetera", "c.-à-d.": "c'est-à-dire",
        "cf.": "confer", "av.": "avenue", "bd": "boulevard", "bd.": "boulevard",
        "RDV": "rendez-vous", "rdv": "rendez-vous",
    },
    "es": {
        "Dr.": "doctor", "Dra.": "doctora", "Sr.": "señor", "Sra.": "señora",
        "Srta.": "señorita", "D.": "don", "Dña.": "doña", "Prof.": "profesor",
        "p. ej.": "por ejemplo", "p.ej.": "por ejemplo", "aprox.": "aproximadamente",
        "etc.": "etcétera", "Av.": "avenida", "Avda.": "avenida", "C/": "calle",
        "c/": "calle", "izda.": "izquierda", "izq.": "izquierda", "dcha.": "derecha",
        "pza.": "plaza", "Pza.": "plaza", "Uds.": "ustedes",
        "Ud.": "usted", "Vd.": "usted", "L a V": "lunes a viernes", "L-V": "de lunes a viernes",
    },
    "pt": {
        "Dr.": "doutor", "Dra.": "doutora", "Sr.": "senhor", "Sra.": "senhora",
        "D.": "Dom", "Prof.": "professor", "Profa.": "professora", "aprox.": "aproximadamente",
        "etc.": "etcétera", "p. ex.": "por exemplo", "p.ex.": "por exemplo", "Av.": "Avenida",
        "R.": "Rua", "V. Sa.": "Vossa Senhoria",
    },
    "it": {
        "dott.": "dottor", "Dott.": "dottor", "dott.ssa": "dottoressa", "Dott.ssa": "dottoressa",
        "sig.": "signor", "Sig.": "signor", "sig.ra": "signora", "Sig.ra": "signora",
        "prof.": "professor", "Prof.": "professor", "ing.": "ingegner", "Ing.": "ingegner",
        "avv.": "avvocato", "Avv.": "avvocato", "ecc.": "eccetera", "ca.": "circa",
        "p.es.": "per esempio", "p. es.": "per esempio", "es.": "esempio",
        "c.a.": "corrente anno", "P.za": "piazza", "V.le": "viale",
    },
    "pl": {
        "dr": "doktor", "dr.": "doktor", "prof.": "profesor", "mgr": "magister",
        "inż.": "inżynier", "ul.": "ulica", "al.": "aleja", "pl.": "plac", "lok.": "lokal",
        "m.": "mieszkanie", "godz.": "godzina", "np.": "na przykład", "tj.": "to jest",
        "tzn.": "to znaczy", "ok.": "około", "itd.": "i tak dalej", "itp.": "i tym podobne",
        "r/r": "rok do roku", "m/m": "miesiąc do miesiąca", "zł/szt.":
        "złotych za sztukę", "/szt.": " za sztukę",
    },
    "ru": {
        "д-р": "доктор", "д-ра": "доктора", "г-н": "господин", "г-на": "господина",
        "г-жа": "госпожа", "г-жи": "госпожи", "ул.": "улица",
        "пр-т": "проспект", "просп.": "проспект", "пер.": "переулок", "пл.": "площадь",
        "д.": "дом", "кв.": "квартира", "каб.": "кабинет", "корп.": "корпус", "т. е.": "то есть",
        "т.е.": "то есть", "т. к.": "так как", "т.к.": "так как", "и т. д.": "и так далее",
        "и т.д.": "и так далее", "и т. п.": "и тому подобное", "и т.п.": "и тому подобное",
        "и др.": "и другие", "напр.": "например", "руб./шт.":
        "рублей за штуку", "/шт.": " за штуку",
    },
    "uk": {
        "д-р": "доктор", "вул.": "вулиця", "просп.": "проспект", "пров.": "провулок",
        "пл.": "площа", "кв.": "квартира", "каб.": "кабінет", "буд.": "будинок",
        "т. зв.": "так званий", "тобто": "тобто", "і т. д.": "і так далі", "і т.д.": "і так далі",
        "напр.": "наприклад", "грн/кг": "гривень за кілограм",
        "/кг": " за кілограм", "/шт.": " за штуку",
    },
    "nl": {
        "dhr.": "de heer", "mevr.": "mevrouw", "mw.": "mevrouw", "dr.": "dokter",
        "bijv.": "bijvoorbeeld", "o.a.": "onder andere", "ca.": "circa", "incl.": "inclusief",
        "excl.": "exclusief", "t/m": "tot en met", "z.s.m.": "zo snel mogelijk",
        "enz.": "enzovoort", "d.w.z.": "dat wil zeggen",
    },
    "cs": {
        "např.": "například", "tj.": "to jest", "atd.": "a tak dále", "ul.": "ulice",
        "č.": "číslo", "tzv.": "takzvaný", "cca": "cca",
    },
}  # fmt: skip
# Titles: read only before a capitalised name ("Dr. Schneider", "Me Dupont", "D. Pedro").
TITLES = {"Dr.", "Dr", "Prof.", "Hr.", "Dr. med.", "M.", "MM.", "Mme", "Mmes", "Mlle", "Pr",
          "Me", "Dra.", "Sr.", "Sra.", "Srta.", "D.", "Dña.", "Profa.", "R.", "dott.", "Dott.",
          "dott.ssa", "Dott.ssa", "sig.", "Sig.", "sig.ra", "Sig.ra", "prof.", "ing.", "Ing.",
          "avv.", "Avv.", "dr", "dr.", "mgr", "inż.", "pl.", "al.", "д-р", "д-ра", "г-н",
          "г-на", "г-жа", "г-жи", "пл.", "dhr.", "mevr.", "mw.", "av."}  # fmt: skip
# Read only before a number: "д. 12" (дом), "кв. 45" ("50 кв. м" is square metres).
NEEDS_NUMBER = {"д.", "кв.", "каб.", "корп.", "m.", "lok.", "č.", "буд."}
# Abbreviations that may end a sentence; their full stop stays when they do.
MAY_END = {"usw.", "etc.", "ecc.", "itd.", "itp.", "enz.", "atd.", "и т. д.", "и т.д.",
           "и т. п.", "и т.п.", "и др.", "і т. д.", "і т.д.", "MwSt.", "Str.", "izda.",
           "dcha.", "izq.", "/szt.", "zł/szt.", "руб./шт.", "/шт."}  # fmt: skip

# Counted units written short: "15 Min.", "20 мин.", "3,2 Mio.": the digits stay for the
# number rules, the noun agrees with them. CLDR names the time units; scale words typed.
_CLDR_COUNTED = {
    "de": {"Min.": "duration-minute", "Std.": "duration-hour", "Sek.": "duration-second"},
    "fr": {"h": "duration-hour", "min.": "duration-minute"},
    "es": {"h": "duration-hour", "min.": "duration-minute", "seg.": "duration-second"},
    "pt": {"min.": "duration-minute"},
    "it": {"min.": "duration-minute"},
    "pl": {"min.": "duration-minute", "godz.": "duration-hour", "sek.": "duration-second"},
    "ru": {"мин.": "duration-minute", "мин": "duration-minute", "сек.": "duration-second",
           "ч.": "duration-hour"},
    "uk": {"хв.": "duration-minute", "хв": "duration-minute", "год.": "duration-hour"},
    "nl": {"min.": "duration-minute"},
}  # fmt: skip
_SCALES = {
    "de": {"Mio.": Noun("Million", "Millionen", gender="f"),
           "Mrd.": Noun("Milliarde", "Milliarden", gender="f")},
    "ru": {"тыс.": Noun("тысяча", "тысячи", few="тысячи", many="тысяч", gender="f"),
           "млн": Noun("миллион", "миллиона", few="миллиона", many="миллионов", gender="m"),
           "млрд": Noun("миллиард", "миллиарда", few="миллиарда", many="миллиардов", gender="m")},
    "uk": {"тис.": Noun("тисяча", "тисячі", few="тисячі", many="тисяч", gender="f"),
           "млн": Noun("мільйон", "мільйона", few="мільйони", many="мільйонів", gender="m"),
           "млрд": Noun("мільярд", "мільярда", few="мільярди", many="мільярдів", gender="m")},
    "pl": {"tys.": Noun("tysiąc", "tysiąca", few="tysiące", many="tysięcy", gender="m"),
           "mln": Noun("milion", "miliona", few="miliony", many="milionów", gender="m"),
           "mld": Noun("miliard", "miliarda", few="miliardy", many="miliardów", gender="m")},
    "it": {"mln": Noun("milione", "milioni"), "mld": Noun("miliardo", "miliardi")},
    "fr": {"M€": Noun("million d'euros", "millions d'euros")},
}  # fmt: skip

# "2,5 млн руб.": the currency after a scale word, in the form that follows it.
_SCALE_CURRENCIES = {
    "ru": {"руб.": "рублей", "руб": "рублей", "₽": "рублей"},
    "uk": {"грн.": "гривень", "грн": "гривень", "₴": "гривень"},
    "pl": {"zł": "złotych"}, "de": {"€": "Euro", "EUR": "Euro", "Euro": "Euro"},
}  # fmt: skip
# The number signs, read as the word for "number" ("Nr. 5" -> "Nummer fünf").
NUMBER_SIGNS = {
    "de": ("Nummer", ("Nr.", "Nr", "№")), "fr": ("numéro", ("n°", "N°", "nº", "no.", "№")),
    "es": ("número", ("n.º", "N.º", "nº", "Nº", "n°", "núm.", "№")),
    "pt": ("número", ("nº", "Nº", "n.º", "N.º", "n°", "№")),
    "it": ("numero", ("n.", "N.", "nº", "n°", "num.", "№")),
    "pl": ("numer", ("nr", "Nr", "nr.", "№")), "ru": ("номер", ("№",)),
    "uk": ("номер", ("№",)), "bg": ("номер", ("№",)), "nl": ("nummer", ("nr.", "Nr.", "№")),
    "cs": ("číslo", ("č.", "№")), "sk": ("číslo", ("č.", "№")), "sv": ("nummer", ("nr", "nr.")),
    "da": ("nummer", ("nr.",)), "ro": ("numărul", ("nr.", "Nr.")), "hr": ("broj", ("br.",)),
    "sl": ("številka", ("št.",)), "tr": ("numara", ("No.", "no.")),
}  # fmt: skip
# Signs that also start other words or stand for other things ("n." is "nato" in
# Italian): read only when a number follows.
_NEED_NUMBER = {"n.", "N.", "nr", "Nr", "no.", "No.", "br.", "č.", "št."}

# Days: a range of two ("Mo–Fr", "пн–пт") said with the language's "from ... to"; cases
# where the words take one (Slavic genitive/accusative, typed: not in CLDR).
_DAY_RANGE = {
    "de": "{a} bis {b}", "fr": "du {a} au {b}", "es": "de {a} a {b}", "pt": "de {a} a {b}",
    "it": "dal {a} al {b}", "nl": "{a} tot en met {b}", "pl": "od {a} do {b}",
    "ru": "с {a} по {b}", "uk": "з {a} по {b}", "cs": "od {a} do {b}", "sv": "{a} till {b}",
}  # fmt: skip
_DAY_CASES = {  # (genitive for "from", the form after "to"), Sunday first as CLDR
    "pl": ("niedzieli poniedziałku wtorku środy czwartku piątku soboty".split(),
           "niedzieli poniedziałku wtorku środy czwartku piątku soboty".split()),
    "ru": ("воскресенья понедельника вторника среды четверга пятницы субботы".split(),
           "воскресенье понедельник вторник среду четверг пятницу субботу".split()),
    "uk": ("неділі понеділка вівторка середи четверга п'ятниці суботи".split(),
           "неділю понеділок вівторок середу четвер п'ятницю суботу".split()),
    "cs": ("neděle pondělí úterý středy čtvrtka pátku soboty".split(),
           "neděle pondělí úterý středy čtvrtka pátku soboty".split()),
}  # fmt: skip
# "Di. und Do.": a day abbreviation before "and", "or" and another.
_CONJUNCTIONS = "und|oder|et|ou|y|o|e|ou|i|lub|и|или|і|або|en|of"
_PL_ACCUSATIVE = "niedzielę poniedziałek wtorek środę czwartek piątek sobotę".split()
# A single day abbreviation is read when a number follows ("Fr., 5.12.", "ven. 5 déc.") or
# after one of these words ("du lun. au ven.", "de seg. a sex.", "w pon.").
_DAY_BEFORE = {
    "de": {"am", "ab", "bis", "jeden", "und"}, "fr": {"du", "au", "le", "et", "à"},
    "es": {"de", "a", "el", "y", "hasta"}, "pt": {"de", "a", "à", "às", "na", "e", "até"},
    "it": {"dal", "al", "il", "e", "a", "da"}, "pl": {"od", "do", "w", "we", "i"},
    "ru": {"в", "во", "с", "по", "до", "и"}, "uk": {"в", "у", "з", "по", "до", "і"},
    "nl": {"op", "van", "tot", "t/m", "en"},
}  # fmt: skip


# Short forms people write that CLDR does not list (Poradnia PWN: "pn.", "śr.", "ndz.").
_MORE_DAYS = {"pl": {"pn": 1, "śr": 3, "cz": 4, "sb": 6, "nd": 0, "ndz": 0}}


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
    return {**days, **_MORE_DAYS.get(lang, {})}


def _day_word(lang: str, day: int, case: int | None = None) -> str:
    if case is not None and lang in _DAY_CASES:
        return _DAY_CASES[lang][case][day]
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
        re.escape(f) + (r"(?!\w)" if f[-1].isalnum() else "")
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


def _sentence_start(match: re.Match) -> bool:
    before = match.string[max(0, match.start() - 60) : match.start()].rstrip()
    return not before or before[-1] in ".!?\n"


def _counted_noun(lang: str, written: str, value: float) -> str | None:
    category = plural_category(lang, value)
    if written in _SCALES.get(lang, {}):
        return _SCALES[lang][written].form(category)
    unit = _CLDR_COUNTED[lang][written]
    pattern = cldr.unit_pattern(lang, unit, category)
    return pattern.replace("{0}", "").strip() if pattern else None


@cache
def _pattern(lang: str) -> str:
    words = _words(lang)
    counted = {**_CLDR_COUNTED.get(lang, {}), **_SCALES.get(lang, {})}
    days = _days(lang) if lang in _DAY_RANGE or lang in _DAY_BEFORE else {}
    parts = []
    if "h" in counted:  # "9:00 h": the time says the hours already
        parts.append(r"(?<![\d:])(?P<clock>\d{1,2}:\d\d)\s?h(?!\w)")
    if counted:
        # "15 Min.", "3,2 Mio.", "1 250 тыс." (the number as written_numbers writes it)
        parts.append(
            r"(?P<num>(?<![\w.,:])(?<!\d[ \u00a0.])"
            r"\d{1,3}(?:[ \u00a0.]\d{3})*(?:,\d+)?|\d+(?:,\d+)?)"
            rf"\s?(?P<unit>{_alternation(counted)})"
            + (
                rf"(?:\s?(?P<cur>{_alternation(_SCALE_CURRENCIES[lang])}))?"
                if lang in _SCALE_CURRENCIES
                else ""
            )
        )
    if days:
        day = "|".join(sorted(map(re.escape, days), key=len, reverse=True))
        parts.append(
            rf"(?<!\w)(?P<d1>(?i:{day}))\.?\s?(?:[-–—]|\s+t/m\s+)\s?(?P<d2>(?i:{day}))(?!\w)\.?"
        )
        parts.append(
            rf"(?<!\w)(?P<day>(?i:{day}))(?P<dot>\.)?(?!\w)"
            rf"(?=(?P<digit>,?\s?\d)?)(?=(?P<conj>,?\s+(?:{_CONJUNCTIONS})\s)?)"
        )
    if words:
        parts.append(rf"(?<![\w.])(?P<word>{_alternation(words)})")
    if lang == "de":  # "Hauptstr. 12": the street's name with "straße"
        parts.append(r"(?<![\w.])(?P<street>[A-ZÄÖÜ][a-zäöüß]{1,30})str\.")
        # "2. OG": the floor, an ordinal agreeing with the neuter noun ("zweites")
        parts.append(r"(?<![\w.,])(?P<floor>\d{1,2})\.\s?(?P<storey>OG|UG)(?!\w)")
    if not parts:
        return r"(?!x)x"
    # Every form starts a word, and with one of these characters: the regex engine skips
    # the other positions fast.
    firsts = set("0123456789") | {w[0] for w in words} | {f[0] for f in counted}
    firsts |= {d[0] for d in days} | {d[0].upper() for d in days}
    if lang == "de":
        firsts |= set("ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ")
    first = "".join(sorted(re.escape(c) for c in firsts))
    return rf"(?<!\w)(?=[{first}])(?:{'|'.join(parts)})"


def _read(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    if g.get("clock"):
        return g["clock"]
    if g.get("unit"):
        value = float(
            g["num"].replace(" ", "").replace("\u00a0", "").replace(".", "").replace(",", ".")
        )
        noun = _counted_noun(lang, g["unit"], int(value) if value.is_integer() else value)
        if noun is None:
            return match.group(0)
        last = g.get("cur") or g["unit"]
        end = "." if last.endswith(".") and _ends_sentence(match, lang == "de") else ""
        if g.get("cur") and g["unit"] in _SCALES.get(lang, {}):
            noun += " " + _SCALE_CURRENCIES[lang][g["cur"]]
        return f"{g['num']} {noun}{end}"
    if g.get("floor"):
        storey = {"OG": "Obergeschoss", "UG": "Untergeschoss"}[g["storey"]]
        form = {"im": "n", "am": "n", "vom": "n", "zum": "n", "beim": "n", "dem": "n",
                "des": "n", "das": "e"}.get(_previous(match), "s")  # fmt: skip
        words = ordinal(int(g["floor"]), "de", form)
        return f"{words} {storey}" if words else match.group(0)
    if g.get("street"):
        return f"{g['street']}straße" + ("." if _ends_sentence(match, True) else "")
    if g.get("d1"):
        return _read_day_range(lang, match)
    if g.get("day"):
        return _read_day(lang, match)
    written = g["word"]
    said = _words(lang)[written]
    rest = match.string[match.end() : match.end() + 60]
    name = re.match(r"\s+([^\W\d_])", rest)
    if written in TITLES and (name is None or not name.group(1).isupper()):
        return written
    if written in NEEDS_NUMBER and not re.match(r"\s?\d", rest):
        return written
    if lang in ("pt", "es") and written == "D." and re.match(r"\s+\w+a\b", rest):
        said = "Dona" if lang == "pt" else "doña"  # "D. Maria"
    if (
        lang == "pl"
        and written in ("dr", "dr.", "mgr", "prof.")
        and re.match(r"\s+\w+(?:ego|a)\b", rest)
    ):
        said += "a"  # "u dr. Kowalskiego": "u doktora Kowalskiego"
    if lang == "pl" and written == "ul.":
        said = _polish_street(match, said)
    if lang == "pl" and written == "godz.":  # "o godz. 9", "w godz. 8–16"
        said = {"o": "godzinie", "po": "godzinie", "w": "godzinach", "od": "godziny",
                "do": "godziny"}.get(_previous(match), said)  # fmt: skip
    if written[0].isupper() and said[0].islower() and _sentence_start(match):
        said = said[0].upper() + said[1:]  # "RDV ven. 5 déc." opens the text
    if written in MAY_END or written.lower() in MAY_END:
        if _ends_sentence(match):
            said += "."
    return said


def _previous(match: re.Match) -> str:
    before = match.string[max(0, match.start() - 60) : match.start()].rstrip().rsplit(None, 1)
    return before[-1].lower() if before else ""


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
    return said


def _read_day_range(lang: str, match: re.Match) -> str:
    days = _days(lang)
    a, b = days[match.group("d1").lower()], days[match.group("d2").lower()]
    if lang in _DAY_CASES:
        first, second = _day_word(lang, a, 0), _day_word(lang, b, 1)
    else:
        first, second = _day_word(lang, a), _day_word(lang, b)
    if lang == "pt":  # "de segunda a sexta": the range says the days short
        first, second = first.removesuffix("-feira"), second.removesuffix("-feira")
    template = _DAY_RANGE.get(lang)
    if template is None:
        between = RANGES.get(lang, ("", "-"))[1]
        template = "{a}-{b}" if between == "-" else f"{{a}} {between} {{b}}"
    before = match.string[max(0, match.start() - 60) : match.start()].rstrip().rsplit(None, 1)
    if before and template.split(" ", 1)[0] == before[-1].lower():
        template = template.split(" ", 1)[1]  # "du lun–ven": the text says "du" already
    said = template.format(a=first, b=second)
    if match.group(0).endswith(".") and _ends_sentence(match):
        said += "."
    return said


def _read_day(lang: str, match: re.Match) -> str:
    written = match.group("day")
    before = match.string[max(0, match.start() - 60) : match.start()].rstrip().rsplit(None, 1)
    previous = before[-1].lower() if before else ""
    if lang == "de" and written == "Fr" and match.group("dot") and not match.group("digit"):
        if re.match(r"\s+[A-ZÄÖÜ]", match.string[match.end() : match.end() + 60]):
            return "Frau"  # "Fr. Müller"
    dotted = bool(match.group("dot")) or lang in ("ru", "uk", "nl")
    told = match.group("digit") or match.group("conj") or previous in _DAY_BEFORE.get(lang, ())
    if not dotted or not told:
        return match.group(0)
    said = _day_word(lang, _days(lang)[written.lower()])
    if lang == "pl" and previous in ("w", "we"):  # "w śr." -> "w środę"
        said = _PL_ACCUSATIVE[_days(lang)[written.lower()]]
    if lang == "pt" and previous in ("de", "a", "à", "às", "e", "até"):
        said = said.removesuffix("-feira")  # "de segunda a sexta"
    if written[0].isupper() and lang != "de":
        said = said[:1].upper() + said[1:]
    if match.group("dot") and not match.group("digit") and _ends_sentence(match):
        said += "."
    return said


@cache
def _number_stems(lang: str) -> re.Pattern[str]:
    """The beginnings of the language's number words: what follows a number sign once the
    number rules have read its digits."""
    stems = {
        word[:4].lower()
        for n in (*range(21), *range(30, 100, 10), 100, 1000)
        for word in re.split(r"[\s\-]+", spell(str(n), lang))
        if len(word) >= 2
    }
    return re.compile("|".join(sorted(map(re.escape, stems), key=len, reverse=True)))


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    """``<lang>.abbreviation``: runs first, before the numbers are read."""
    if lang not in WORDS and lang not in _CLDR_COUNTED and lang not in _DAY_RANGE:
        return ()
    return (
        rule(
            f"{lang}.abbreviation",
            f"{lang}: abbreviations (titles, z.B., ca., 15 Min., Mo–Fr) -> words",
            _pattern(lang),
        )(lambda match: _read(lang, match)),
    )


@cache
def number_sign_rules(lang: str) -> tuple[Rule, ...]:
    """``<lang>.numbersign``: "Nr.", "№", "n.º" as the word for "number"; runs after the
    number rules (code readers before it still see the sign)."""
    if lang not in NUMBER_SIGNS:
        return ()
    word, signs = NUMBER_SIGNS[lang]
    pattern = rf"(?<![\w.])(?:{_alternation(signs)})(?=\s?[^\W\d_])"

    def read(match: re.Match) -> str:
        sign = match.group(0)
        if sign in _NEED_NUMBER:
            following = match.string[match.end() : match.end() + 60].lstrip()
            if not _number_stems(lang).match(following.lower()):
                return sign
        spaced = match.string[match.end() : match.end() + 1].isspace()
        return word if spaced else f"{word} "

    return (rule(f"{lang}.numbersign", f"{lang}: number signs ({signs[0]} 5) -> '{word}'",
                 pattern)(read),)  # fmt: skip
