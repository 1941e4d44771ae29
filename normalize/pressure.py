"""Blood pressure: "BP 135/85", "tensiunea 140/90", "Tlak 130/85", "Πίεση 13/8".

A fresh panel (V4, issue 31) heard the slash left in the text in every language it judged
("one hundred thirty-five/eighty-five"), and Greek "13/8" read as a date ("δεκατρείς
Αυγούστου"). A reading of the pressure is said with the language's word between the two
numbers: en "one thirty-five over eighty-five", ro "o sută patruzeci pe nouăzeci", hr
"sto trideset na osamdeset pet", sv "hundratrettiofem över åttiofem", da "hundrede og
femogtredive over femogfirs", el "δεκατρία με οκτώ".

Only after a word that names the pressure, a few words before it ("Blodtrycket var
135/85", "BP: 120/80"), with no digit between; the higher number first, in mmHg (50 to
300 over 20 or more; "12/8" after "mättes" is a date), or in el also in cmHg ("13/8").
Elsewhere "a/b" stays for the other rules (dates, fractions, invoice numbers).
"""

import re
from functools import cache

from . import readings
from .cases import et_genitive, lt_accusative
from .rule import Rule, rule
from .structured import turkish_suffix

# The words naming blood pressure (stems, any case), and the word said between the numbers.
WORDS: dict[str, tuple[str, str]] = {
    "en": (r"BP|blood\s+pressure", "over"),
    "ro": (r"tensiun(?:e|ea|ii)|TA", "pe"),
    "hr": (r"tlak(?:a|om|u)?", "na"),
    "sv": (r"blodtryck(?:et)?", "över"),
    "da": (r"blodtryk(?:ket)?|BT", "over"),
    "el": (r"πίεση|πίεσης|πίεσή|αρτηριακή", "με"),
    # Panel Z1 (issue 31) heard fr es pt "13/8" read as a date and the slash left in de it
    # nl: "treize sur huit", "trece sobre ocho", "treze por oito", "hundertfünfunddreißig zu
    # fünfundachtzig", "centotrenta su ottantacinque", "honderdvijfendertig over vijfentachtig".
    "de": (r"Blutdruck(?:s|es|werte?)?", "zu"),
    "fr": (r"tension|pression\s+artérielle", "sur"),
    "es": (r"tensión|presión\s+arterial", "sobre"),
    "it": (r"pressione(?:\s+arteriosa)?", "su"),
    # ... and Portugal's "tensão arterial" (panel AW1 heard "Tensão arterial: 13/8" read as a
    # date, "treze de agosto")
    "pt": (r"pressão(?:\s+arterial)?|tensão(?:\s+arterial)?", "por"),
    "nl": (r"bloeddruk", "over"),
    # Panel Z3 (issue 31) heard the slash left in lt lv et fi hu sl: lt "šimtas trisdešimt
    # per aštuoniasdešimt penkis", lv "simt divdesmit pieci uz astoņdesmit", fi hu "per",
    # sl "na", et "sada nelikümmend üheksakümne peal" (the lower number's genitive, then
    # "peal": _read). sl "tlak" alone stays hr's; sl names it "krvni tlak".
    "lt": (r"kraujospūd\w{0,4}|kraujo\s+spaudim\w{1,3}|AKS", "per"),
    "lv": (r"asinsspiedien\w{0,3}|AS", "uz"),
    "et": (r"vererõh\w{0,4}", "peal"),
    "fi": (r"verenpaine\w{0,4}|RR", "per"),
    "hu": (r"vérnyomás\w{0,5}|RR", "per"),
    "sl": (r"krvn\w{1,2}\s+tlak\w{0,2}|RR", "na"),
    # Panel Z2 (issue 31) heard "120/80" with the slash left (pl ru uk bg) or "lomeno" (cs
    # sk): a reading is said "sto dwadzieścia na osiemdziesiąt", "сто тридцать на
    # восемьдесят пять" (the preposition "na"/"на" in all six).
    "pl": (r"ciśnieni(?:e|a|u|em)|RR", "na"),
    "ru": (r"давлени(?:е|я|ю|ем)|АД", "на"),
    "uk": (r"тиск(?:у|ом)?|АТ", "на"),
    "bg": (r"кръвно(?:то)?|кръвно\s+налягане|налягане(?:то)?", "на"),
    "cs": (r"tlak(?:u|em)?", "na"),
    "sk": (r"tlak(?:u|om)?", "na"),
    # Panel AA5 (issue 31) heard the slash left in ar hi ko ja vi id, and "mmHg" as letters:
    # ar "مائة وعشرون على ثمانين", hi "एक सौ तीस बटा पचासी", ko "백이십에 팔십", ja
    # "ひゃくさんじゅうのはちじゅうご", vi "một trăm hai mươi trên tám mươi", id "per".
    "ar": (r"ضغط\s+الدم|الضغط", "على"),
    "hi": (r"रक्तचाप|ब्लड\s+प्रेशर|बीपी", "बटा"),
    "ko": (r"혈압", "에"),
    "ja": (r"血圧", "の"),
    "vi": (r"huyết\s+áp", "trên"),
    "id": (r"tekanan\s+darah|tensi|TD", "per"),
    # Panel AH5 (issue 31) heard tr "Kan basıncınız 12/8" with the slash left: Turkish says
    # the higher number in the dative, "on ikiye sekiz", "yüz yirmiye seksen" (_read), and
    # writes it in cmHg as often as mmHg.
    "tr": (r"tansiyon\w{0,6}|kan\s+basınc\w{0,5}|kan\s+basıncı|basınç", "-e"),
}
# ko and ja write no space between a word and its particle ("혈압은", "血圧は"): no word edge.
_NO_EDGE = {"ko", "ja"}
# Languages that also write the pressure in cmHg ("Tension 13/8", "Pressão 12/8").
CMHG = {"el", "fr", "es", "pt", "tr"}


def _pattern(lang: str) -> str:
    words, _ = WORDS[lang]
    edge = "" if lang in _NO_EDGE else r"\b"
    # hu writes the unit "Hgmm" (higanymilliméter, MHSz "rövidítések"; panel AA3); pl cs sk
    # also "mm Hg" with a space, ru uk "мм рт. ст." (panel AB2, issue 31, heard them left as
    # letters); the last dot is left where it may end the sentence ("ст." ends it as often as
    # not), taken before a comma or a word in lower case ("мм рт. ст. у пациента").
    # The word, then at most 30 characters with no digit, slash or line break ("var ",
    # ": ", " je bio "), then the two numbers; nothing but a word's end after them.
    return (
        rf"(?i:{edge}(?:{words}){edge})([^\d/\n]{{0,30}}?)"
        r"(?<![\d/])(\d{1,3})/(\d{1,3})(?![\d/]|[.,]\d)(?P<unit>\s?(?:mm\s?Hg|Hgmm|мм\s?рт\.\s?ст(?:\.(?=\s*[,;:)]|\s+[а-яёіїєґ]))?(?!\w))(?![A-Za-z0-9]))?"
    )


# The unit after the reading, and a pulse's "bpm" (panel X4, issue 31, heard "mmHg", "bpm",
# sv "slag/min" left as letters): "millimeters of mercury", ro "milimetri coloană de
# mercur", hr "milimetara žive", el "χιλιοστά στήλης υδραργύρου"; the beats per minute as
# each language says them (ro "bătăi pe minut", da "slag i minuttet", el "παλμούς το λεπτό").
MMHG = {
    "en": "millimeters of mercury",
    "ro": "milimetri coloană de mercur",
    "hr": "milimetara žive",
    "sv": "millimeter kvicksilver",
    "da": "millimeter kviksølv",
    "el": "χιλιοστά στήλης υδραργύρου",
    "de": "Millimeter Quecksilbersäule",
    "fr": "millimètres de mercure",
    "es": "milímetros de mercurio",
    "it": "millimetri di mercurio",
    "pt": "milímetros de mercúrio",
    "nl": "millimeter kwik",
    "lt": "gyvsidabrio stulpelio milimetrus",
    "lv": "dzīvsudraba staba milimetri",
    "et": "elavhõbedasamba millimeetrit",
    "fi": "elohopeamillimetriä",
    "hu": "higanymilliméter",
    "sl": "milimetrov živega srebra",
    # the genitive plural after five and over; a few, below, after 2-4 (pl ru uk cs sk)
    "pl": "milimetrów słupa rtęci",
    "ru": "миллиметров ртутного столба",
    "uk": "міліметрів ртутного стовпа",
    "bg": "милиметра живачен стълб",
    "cs": "milimetrů rtuťového sloupce",
    "sk": "milimetrov ortuťového stĺpca",
    "ar": "مليمتر زئبقي",
    "hi": "मिलीमीटर पारा",
    "ko": "밀리미터 수은주",
    "ja": "ミリメートル水銀柱",
    "vi": "milimét thủy ngân",
    "id": "milimeter air raksa",
    "tr": "milimetre cıva",
}
# After a count ending in 2-4 (not 12-14) the few-form, after one ending in 1 (not 11) ru
# and uk the singular; cs and sk say a compound count's noun in the genitive plural.
_MMHG_FEW = {
    "hr": "milimetra žive",
    "pl": "milimetry słupa rtęci",
    "ru": "миллиметра ртутного столба",
    "uk": "міліметри ртутного стовпа",
}
_MMHG_ONE = {"ru": "миллиметр ртутного столба", "uk": "міліметр ртутного стовпа"}
# (the written forms, the gender of the noun counted, the words)
PULSE = {
    "en": (r"bpm|beats/min", "", "beats per minute"),
    "ro": (r"bpm|bătăi/min", "f", "bătăi pe minut"),
    "hr": (r"bpm|otk/min|otkucaja/min", "", "otkucaja u minuti"),
    "sv": (r"bpm|slag/min", "n", "slag per minut"),
    "da": (r"bpm|slag/min", "n", "slag i minuttet"),
    "el": (r"bpm|παλμοί/λεπτό|σφ/λεπτό", "", "παλμούς το λεπτό"),
    "de": (r"bpm|Schläge/min", "", "Schläge pro Minute"),
    "fr": (r"bpm|battements/min", "m", "battements par minute"),
    "es": (r"bpm|lpm|latidos/min", "m", "latidos por minuto"),
    "it": (r"bpm|battiti/min", "m", "battiti al minuto"),
    "pt": (r"bpm|batimentos/min", "m", "batimentos por minuto"),
    "nl": (r"bpm|slagen/min", "", "slagen per minuut"),
    # Panel AB2 (issue 31) heard pl "tętno 72/min" read "siedemdziesiąt dwa/min": a count
    # "per minute" is said with the language's "per" ("na minutę", "в минуту", "za minutu";
    # Poradnia PWN, Грамота.ру, Internetová jazyková příručka).
    "pl": (r"bpm|/min", "", "na minutę"),
    "ru": (r"/мин", "", "в минуту"),
    "uk": (r"/хв", "", "за хвилину"),
    "bg": (r"/мин", "", "в минута"),
    "cs": (r"/min", "", "za minutu"),
    "sk": (r"/min", "", "za minútu"),
}


# Panel AB3 (issue 31) heard fi "syke 78/min", hu "pulzus 72/perc", sl "pulz 70/min" and lt
# "72 k./min." left with the slash: a count per minute is said with the language's "per
# minute" (CLDR's per-minute pattern in lt lv et sl; fi "minuutissa", hu "percenként"
# before the count), lt's "k." the times counted (VLKK "k." kartas).
PER_MINUTE = {
    "lt": (r"(?:k\.\s?)?/\s?min", "per minutę"),
    "lv": (r"/\s?min", "minūtē"),
    "et": (r"/\s?min", "minutis"),
    "fi": (r"/\s?min", "minuutissa"),
    "hu": (r"/\s?(?:min|perc)", "percenként"),
    "sl": (r"/\s?min", "na minuto"),
}


def _lt_times(n: int) -> str:
    """lt "kartas" after a count: "vienas kartas", "du kartai", "dešimt kartų"."""
    if n % 10 == 0 or 10 < n % 100 < 20:
        return "kartų"
    return "kartas" if n % 10 == 1 else "kartai"


def _per_minute_rule(lang: str) -> Rule:
    written, words = PER_MINUTE[lang]

    @rule(
        f"{lang}.perminute",
        f"{lang}: a count per minute (78/min) -> the number and '{words}'",
        # the abbreviation's dot is the sentence's too, unless a small letter follows
        rf"(?<![\w.,/])(?P<n>\d{{1,3}})\s?(?P<w>{written})(?:\b\.(?=\s+[^\W\d_A-ZĄČĘĖĮŠŲŪŽĀĒĪŌŪÕÄÖÜŐŰÁÉÍÓÚ]))?(?![\w/])",
    )
    def per_minute(match: re.Match) -> str:
        n = int(match.group("n"))
        count = readings.cardinal(n, lang)
        if match.group("w").startswith("k"):
            count += f" {_lt_times(n)}"
        if lang == "hu":  # "hetvenkét percenként" would be every 72 minutes
            return f"{words} {count}"
        return f"{count} {words}"

    return per_minute


def _ro_de(n: int) -> str:
    """ro "douăzeci de", "o sută de": "de" before the noun after 20 and over, but 1-19."""
    return "de " if n % 100 == 0 or n % 100 >= 20 else ""


def _unit(lang: str, low: int) -> str:
    words = MMHG[lang]
    if lang == "ro":
        return _ro_de(low) + words
    if lang == "hr" and low % 10 in (2, 3, 4) and low % 100 not in (12, 13, 14):
        return "milimetra žive"
    teen = 10 <= low % 100 <= 20
    if lang == "lt":  # after "per" and its accusative count
        tail = "ų" if low % 10 == 0 or teen else "ą" if low % 10 == 1 else "us"
        return f"gyvsidabrio stulpelio milimetr{tail}"
    if lang == "lv" and low % 10 == 1 and low % 100 != 11:
        return "dzīvsudraba staba milimetrs"
    if lang == "sl" and low % 100 in (1, 2, 3, 4):
        form = ("milimeter", "milimetra", "milimetri", "milimetri")[low % 100 - 1]
        return f"{form} živega srebra"
    if lang in _MMHG_FEW and low % 10 in (2, 3, 4) and low % 100 not in (12, 13, 14):
        return _MMHG_FEW[lang]
    if lang in _MMHG_ONE and low % 10 == 1 and low % 100 != 11:
        return _MMHG_ONE[lang]
    return words


def _pulse_rule(lang: str) -> Rule:
    written, gender, words = PULSE[lang]

    @rule(
        f"{lang}.pulse",
        f"{lang}: a pulse (72 bpm) -> the number and '{words}'",
        rf"(?<![\w.,/])(?P<n>\d{{2,3}})\s?(?:{written})(?!\w|/)",
    )
    def pulse(match: re.Match) -> str:
        n = int(match.group("n"))
        count = readings.cardinal(n, lang, gender)
        if lang == "ro":  # "șaizeci și una de bătăi"
            count = re.sub(r"\bunu$", "una", count) + (" de" if _ro_de(n) else "")
        return f"{count} {words}"

    return pulse


def _en(n: int) -> str:
    """en says a systolic pressure in two parts: "one thirty-five", "one oh five"."""
    if 100 < n < 300 and n % 100:
        rest = n % 100
        tail = readings.cardinal(rest, "en")
        return readings.cardinal(n // 100, "en") + (" oh " if rest < 10 else " ") + tail
    return readings.cardinal(n, "en")


def _number(n: int, lang: str) -> str:
    if lang == "en":
        return _en(n)
    words = readings.cardinal(n, lang)
    if lang == "sv":
        words = re.sub(r"^etthundra", "hundra", words)  # "hundratrettiofem"
    if lang == "de":
        words = re.sub(r"^einhundert", "hundert", words)  # "hundertfünfunddreißig"
    if lang == "et":
        words = re.sub(r"^ükssada", "sada", words)  # "sada nelikümmend"
    return words


def _tr_dative(words: str) -> str:
    """tr a number's dative: "on iki" -> "on ikiye", "dört" -> "dörde", "yüz" -> "yüze"."""
    head, _, last = words.rpartition(" ")
    last = turkish_suffix("dörd" if last == "dört" else last, "a")
    return f"{head} {last}" if head else last


def _ar_genitive(words: str) -> str:
    """ar tens after a preposition: "ثمانون" -> "ثمانين", "خمسة وثمانون" -> "خمسة وثمانين"."""
    return re.sub(r"(?<=[\u0600-\u06ff])ون\b", "ين", words)


def _read(lang: str, match: re.Match) -> str:
    word = WORDS[lang][1]
    high, low = int(match.group(2)), int(match.group(3))
    # mmHg: 50 to 300 over 20 or more, the higher first; el also writes cmHg ("13/8")
    least = (5, 2) if lang in CMHG else (50, 20)
    zero = match.group(2).startswith("0") or match.group(3).startswith("0")  # "12/05" a date
    if zero or not (high > low and high >= least[0] and low >= least[1] and high <= 300):
        return match.group(0)
    head = match.group(0)[: match.start(2) - match.start(0)]
    unit = f" {_unit(lang, low)}" if match.group("unit") else ""
    if lang == "et":  # "sada nelikümmend üheksakümne peal"
        return f"{head}{_number(high, lang)} {et_genitive(low)} {word}{unit}"
    if lang in _NO_EDGE:  # "120에 80", "130の85": ko and ja's own rules read the numbers
        space = "" if lang == "ja" else " "
        return f"{head}{high}{word}{space}{low}{unit.lstrip() if lang == 'ja' else unit}"
    if lang == "ar":  # "على" takes the genitive: "على ثمانين"
        return f"{head}{_number(high, lang)} {word} {_ar_genitive(_number(low, lang))}{unit}"
    if lang == "tr":  # "on ikiye sekiz": the higher number in the dative
        return f"{head}{_tr_dative(_number(high, lang))} {_number(low, lang)}{unit}"
    if lang == "lt":  # "per" takes the accusative: "per aštuoniasdešimt penkis"
        return f"{head}{_number(high, lang)} {word} {lt_accusative(low)}{unit}"
    return f"{head}{_number(high, lang)} {word} {_number(low, lang)}{unit}"


def rules_for(lang: str) -> tuple[Rule, ...]:
    """``<lang>.pressure``: blood pressure after a word naming it."""
    if lang not in WORDS:
        return ()
    return (
        *((_pulse_rule(lang),) if lang in PULSE else ()),
        *((_per_minute_rule(lang),) if lang in PER_MINUTE else ()),
        rule(
            f"{lang}.pressure",
            f"{lang}: blood pressure (BP 135/85) -> the two numbers with '{WORDS[lang][1]}'",
            _pattern(lang),
        )(lambda match: _read(lang, match)),
    )


@cache
def _compiled() -> dict[str, re.Pattern[str]]:
    return {lang: re.compile(_pattern(lang)) for lang in WORDS}


# The word for the pulse beside a pressure, where several languages write its word ("RR" is
# fi hu pl sl): fi "syke" (panel AB3: "RR 140/90, syke 78/min." was read in Hungarian), hu
# "pulzus", sl "pulz", pl "tętno", cs sk "tep", hr "puls", lt "pulsas", lv et "pulss".
PULSE_WORDS = {
    "fi": "syke|sykk", "hu": "pulzus", "sl": "pulz|utrip", "pl": "tętn", "cs": "tep",
    "sk": "tep|pulz", "hr": "puls|otkucaj", "lt": "pulsas|pulso", "lv": "pulss|pulsa",
    "et": "pulss|pulsisagedus",
}  # fmt: skip


def languages_of(text: str) -> frozenset[str]:
    """The languages whose word for blood pressure names a reading in ``text`` ("Tlak
    130/85" is cs sk hr, "BP 135/85" en); of several, those whose word for the pulse is
    there too, if any ("RR 140/90, syke 78/min." fi)."""
    if "/" not in text:  # every language's pattern reads "high/low": one look, not 31
        return frozenset()
    found = frozenset(
        lang
        for lang, pattern in _compiled().items()
        if (match := pattern.search(text)) and _read(lang, match) != match.group(0)
    )
    if len(found) > 1:
        pulsed = frozenset(
            lang
            for lang in found & PULSE_WORDS.keys()
            if re.search(rf"(?i)(?<![^\W\d_])(?:{PULSE_WORDS[lang]})", text)
        )
        return pulsed or found
    return found


def language_of(text: str) -> str | None:
    """The one language whose word for blood pressure names a reading in ``text`` ("BP
    135/85" en, "Давление 130/85" ru), for detection of a line too short to tell otherwise
    (panel V4 heard "BP 135/85, pulse 72 bpm." read in Portuguese); None when no language,
    or more than one, does."""
    found = languages_of(text)
    return next(iter(found)) if len(found) == 1 else None
