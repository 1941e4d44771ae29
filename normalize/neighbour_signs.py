"""Signs and words whose reading a neighbour tells (panel R2 heard them wrong in da sv nl id
 ro vi, issue 31), each told by a
sign or a neighbouring word. They run before the abbreviation and number rules:

- ``<lang>.monthspan`` (da sv nl): a span of abbreviated months, "jan.-mar." -> "januar til
  marts" (CLDR's abbreviated and wide month names).
- ``<lang>.roundsum`` (nl da ",-", sv ":-"): a whole amount's dash for no cents, "€ 145,-",
  "kr. 145,-", "99:-" (Taalunie, "bedragen"; Retskrivningsordbogen § 12; Språkrådet,
  "Svenska skrivregler" 12.8): the money rules read the amount, the dash says nothing.
- ``<lang>.plusminus``: "±30 menit" -> "kurang lebih 30 menit"; ± before a number is "about"
  (KBBI "kurang lebih"; Van Dale "plusminus"; Retskrivningsordbogen, Svenska Akademiens
  ordbok "cirka"; DEX "aproximativ"; Từ điển tiếng Việt "khoảng").
- ``<lang>.equals``: "1 EUR = 4,97 lei", "=" between amounts said as the language says it
  (DEX "egal"; KBBI "sama dengan"; "bằng"; "is gelijk aan"; "er lig med"; "är lika med").
- ``id.multiply``: "3x1 tablet", "40 x 30 cm": Indonesian says "kali" for both (KBBI);
  ``hu.multiply``: "2x1 tablettát" -> "kétszer egy" (a dose: times, then how many).
- ``hu.parcelcode``: "csomagját (MPL 3412987)": a carrier's letters and six digits or more
  near a parcel word are a tracking code, digit by digit.
- ``vi.per``: "2 viên/lần", "6,8%/năm": a slash before a unit of time or of a dose is "một"
  ("hai viên một lần", "sáu phẩy tám phần trăm một năm").
- ``<lang>.postcode`` (nl da id): a postcode is a code: nl "1015 CJ" in pairs ("tien vijftien
  C J", PostNL), da four digits between a street's number and the town ("Nørregade 12, 1165
  København K": "elleve femogtres"; round hundreds "enogtyve hundrede"), id five digits after a
  town's name at the end of an address ("Jakarta 10210": digit by digit, Pos Indonesia).
- ``nl.perminute``: "€ 0,10 p/m" after a call's words ("bel", "0900", "gesprek") is per
  minute, not per month (panel X1, issue 31); ``fr.charges``: a rent's "890 € CC", "750 €
  HC" -> "charges comprises", "hors charges" (panel X1).
- ``<lang>.numberword`` (da sv nl): "Ordrenr.", "Ordernr", "klantnr.": a compound with "nr" is
  the compound with "nummer" (Retskrivningsordbogen, Svenska skrivregler, Woordenlijst).
"""

import re
from functools import cache

from . import cldr
from .folding import fold, folded
from .numbers import spell, spell_digits
from .ordinals import ordinal
from .roman import roman_value
from .rule import Rule, padded, rule
from .structured import ro_feminine_ordinal

_TO = {"da": "til", "sv": "till", "nl": "tot"}


@cache
def _months(lang: str) -> dict[str, int]:
    return {k: v for k, v in cldr.months(lang).items()}


def _read_monthspan(lang: str, match: re.Match) -> str:
    months = cldr.month_keys(lang)
    a, b = months[fold(match.group("m1"))], months[fold(match.group("m2"))]
    return f"{cldr.month_name(lang, a)} {_TO[lang]} {cldr.month_name(lang, b)}"


def _monthspan(lang: str) -> Rule:
    names = sorted({k.rstrip(".") for k in _months(lang)}, key=len, reverse=True)
    month = "|".join(map(re.escape, names))
    # at least one side abbreviated ("jan.-mar.", "jan-mar"); whole names are the range rule's
    pattern = (
        rf"(?<![\w.])(?=[A-Za-z])(?P<m1>(?i:{month}))\.?\s?[-–]\s?(?P<m2>(?i:{month}))\.?(?!\w)"
    )
    return rule(f"{lang}.monthspan", f"{lang}: a span of months, jan.-mar. -> januar til marts",
                pattern)(lambda match: _read_monthspan(lang, match))  # fmt: skip


# de writes it too: "45,- €", "€ 99,--" (Duden, "Geldbeträge"; panel T1, issue 31)
_ROUND = {"nl": ",-{1,2}", "da": ",-{1,2}", "sv": ":-", "de": ",-{1,2}"}
# sv "99:-" names no currency: the colon and dash are the krona's ("99 kronor").
_KR_AFTER = re.compile(r"\s?(?:kr|SEK)(?!\w)")


def _read_round(lang: str, match: re.Match) -> str:
    if lang == "sv" and not _KR_AFTER.match(match.string, match.end()):
        return " kr"
    return ""


_ABOUT = {"id": "kurang lebih", "nl": "plusminus", "da": "cirka", "sv": "cirka",
          "ro": "aproximativ", "vi": "khoảng"}  # fmt: skip
# "~10 min", "~15 min": a tilde before a number is "about" (panel Y3 heard it dropped; VLKK
# "apie", LVA "aptuveni", EKI "umbes", Kotus "noin", MHSz "körülbelül", Fran "približno").
# Panel BA2 heard ru "~2 ч 30 мин" with the tilde dropped: the same in every language where a
# tilde before a number means about (not ja ko, where it joins a span). Words that leave the
# number's case alone: ru "примерно", pl "mniej więcej", not "около", "około" (genitive).
_TILDE_ABOUT = {"lt": "apie", "lv": "aptuveni", "et": "umbes", "fi": "noin", "hu": "körülbelül",
                "sl": "približno", "ru": "примерно", "uk": "приблизно", "bg": "около",
                "pl": "mniej więcej", "cs": "přibližně", "sk": "približne", "hr": "otprilike",
                "en": "about", "de": "circa", "nl": "ongeveer", "da": "cirka", "sv": "cirka",
                "fr": "environ", "es": "aproximadamente", "it": "circa", "pt": "cerca de",
                "ro": "aproximativ", "el": "περίπου", "tr": "yaklaşık", "id": "sekitar",
                "vi": "khoảng", "hi": "लगभग", "ar": "حوالي"}  # fmt: skip
# A Finnish flat's layout, "2h+k", "3h+kk+s": rooms and what else it has (Kotus: "h" huone,
# "k" keittiö, "kk" keittokomero, "kt" keittiötila, "s" sauna, "p" parveke); panel Y3 heard
# "kaksi tuntia+k".
_FI_FLAT_PARTS = {"k": "keittiö", "kk": "keittokomero", "kt": "keittiötila", "s": "sauna",
                  "p": "parveke", "lp": "lasitettu parveke", "vh": "vaatehuone",
                  "et": "eteinen", "khh": "kodinhoitohuone", "wc": "vessa"}  # fmt: skip
_FI_FLAT_PART = "|".join(sorted(_FI_FLAT_PARTS, key=len, reverse=True))
_FI_FLAT = (
    rf"(?<![\w.,+])(?P<n>[1-9])\s?h\s?(?P<parts>(?:\s?\+\s?(?:{_FI_FLAT_PART})){{1,5}})"
    r"(?![\w+])"
)


def _read_fi_flat(match: re.Match) -> str:
    n = int(match.group("n"))
    rooms = "yksi huone" if n == 1 else f"{spell(str(n), 'fi')} huonetta"
    parts = [_FI_FLAT_PARTS[p.strip()] for p in match.group("parts").split("+")[1:]]
    said = rooms + "".join(", " + p for p in parts[:-1]) + " ja " + parts[-1]
    return said


# hu "2,5 szobás", "1,5 órás", "3,5 éves": a half before an adjective made of a count is
# said "két és fél" (MHSz 12, 297.; panel Y3 heard "két egész öt tized szobás"); a measure
# ("2,5 kg") keeps the decimal earlier panels heard right.
_HU_HALF_BEFORE = "szobás|órás|éves|napos|hetes|hónapos|perces|literes|kilós|emeletes|csillagos"


def _read_hu_and_half(match: re.Match) -> str:
    if match.group("n") == "1":
        return "másfél"  # "1,5 órás": "másfél órás", the word for one and a half
    return re.sub(r"kettő$", "két", spell(match.group("n"), "hu")) + " és fél"


# sl "2-sobno", "3-letni", "10-dnevni": a number joined to a word by a hyphen is the first
# part of one compound word, said as one ("dvosobno", "triletni", "desetdnevni"; Slovenski
# pravopis § 1003; panel Z3 heard "dva-sobno"); one to four take their compound forms,
# before "-krat" the adverb's ("dvakrat").
_SL_JOINED = r"(?<![\w.,-])(?P<n>[1-9]\d?|100)-(?P<w>[a-zčšž]{3,})(?![\w-])"
_SL_FIRST_PARTS = {"1": "eno", "2": "dvo", "3": "tri", "4": "štiri"}
_SL_TIMES = {"1": "en", "2": "dva", "3": "tri", "4": "štiri"}


def _read_sl_joined(match: re.Match) -> str:
    n, word = match.group("n"), match.group("w")
    if word == "krat":
        head = _SL_TIMES.get(n) or spell(n, "sl")
    else:
        head = _SL_FIRST_PARTS.get(n) or spell(n, "sl")
    return head + word


_EQUALS = {"ro": "egal", "id": "sama dengan", "vi": "bằng", "nl": "is gelijk aan",
           "da": "er lig med", "sv": "är lika med",
           # panel Q4: "1 USD = 0,92 EUR" (Hrvatski jezični portal "jednako"; Triantafyllidis
           # "ίσον"; Merriam-Webster "equals")
           "hr": "jednako", "el": "ίσον", "en": "equals",
           # panel S3: "1 EUR = 1,08 USD", the two amounts in the nominative, so the verb
           # that takes it (VLKK "lygu"; LVA, Kotus, EKI, Fran "ir", "on", "je"; MHSz
           # "egyenlő")
           "lt": "lygu", "lv": "ir", "fi": "on", "et": "on", "hu": "egyenlő",
           "sl": "je",
           # panel AY: "1 EUR = 1,95583 лв.", "1 دولار = 3.75 ريال" left "=" unsaid, as the
           # other languages without a word here did: the sign's reading in arithmetic (Duden
           # "gleich", Larousse "égale", RAE "es igual a", Treccani "è uguale a", Priberam "é
           # igual a", ÚJČ "se rovná" as sk, БАН "е равно на", TDK "eşittir", "يساوي",
           # "बराबर"; ru "равняется", a verb as uk "дорівнює", has no gender to agree)
           "de": "gleich", "fr": "égale", "es": "es igual a", "it": "è uguale a",
           "pt": "é igual a", "cs": "se rovná", "bg": "е равно на", "ru": "равняется",
           "uk": "дорівнює", "tr": "eşittir", "ar": "يساوي", "hi": "बराबर"}  # fmt: skip
# ... those only with a space either side: "45+3=48 eder" is a sum said its own way (panel Y5)
_SPACED_EQUALS = {"de", "fr", "es", "it", "pt", "cs", "bg", "ru", "uk", "tr", "ar", "hi"}
# vi: units after a slash said with "một" ("một lần", "một ngày"; "/kg", "/lít" are the
# abbreviation table's)
_VI_PER = "năm|tháng|tuần|ngày|đêm|giờ|tiếng|phút|giây|lần|người|suất|viên|gói|hộp|chai|cái|chiếc"


def _pairs(digits: str, lang: str) -> str:
    """A four-digit postcode in pairs ("tien vijftien"); a pair led by a zero digit by digit."""
    out = []
    for pair in (digits[:2], digits[2:]):
        out.append(" ".join(spell(d, lang) for d in pair) if pair[0] == "0" else spell(pair, lang))
    return " ".join(out)


def _read_nl_postcode(match: re.Match) -> str:
    letters = " ".join(match.group("letters"))
    pc = match.group("pc")
    number = spell(pc[:2], "nl") + "honderd" if pc.endswith("00") else _pairs(pc, "nl")
    return padded(match, f"{number} {letters}")  # "3500 AB": "vijfendertighonderd A B"


_DA_DISTRICTS = {"V": "Vest", "NV": "Nordvest", "SV": "Sydvest"}


def _read_da_postcode(match: re.Match) -> str:
    pc = match.group("pc")
    if pc.endswith("000"):
        return match.group(0)  # "8000 Aarhus C": "otte tusind", as the number rule says it
    if pc.endswith("00"):
        if match.string[max(0, match.start() - 3) : match.start()] == "., ":
            return match.group(0)  # "2. tv., 2200 København N": "to tusind to hundrede" (pinned)
        return f"{spell(pc[:2], 'da')} hundrede"  # "2100 København Ø": "enogtyve hundrede"
    return _pairs(pc, "da")


_TOWN_BEFORE = re.compile(r"(?<![^\W\d_])[A-Z][^\W\d_]{2,30} \Z")


_ID_AREA = {"LT": "luas tanah", "LB": "luas bangunan"}


def _read_id_postcode(match: re.Match) -> str:
    if not _TOWN_BEFORE.search(match.string, max(0, match.start() - 32), match.start()):
        return match.group(0)  # "sebanyak 12500.": a count
    return " ".join(spell(d, "id") for d in match.group("pc"))


def _read_ro_roman(match: re.Match) -> str:
    """DOOM: "secolul al XX-lea" is read "al douăzecilea", "a XX-a ediție" "a douăzecea"."""
    n = roman_value(match.group("nr") or match.group("fr"))
    if match.group("fa"):  # the feminine (panel S4)
        words = ro_feminine_ordinal(n) if n else None
        return f"{match.group('fa')} {words}" if words else match.group(0)
    return ordinal(n, "ro") if n and n > 1 else match.group(0)


def _read_id_century(match: re.Match) -> str:
    """PUEBI: "abad XXI" (abad ke-21) is said "abad dua puluh satu"."""
    n = roman_value(match.group("nr"))
    return f"{match.group('w')} {spell(str(n), 'id')}" if n else match.group(0)


_NUMBER_HEADS = {
    "da": "ordre|kunde|faktura|sags|medlems|konto|forsendelses|pakke|reference|bestillings"
    "|police",  # "policenr. 63-447 812" (panel AE4)
    "sv": "order|kund|faktura|ärende|medlems|konto|referens|sändnings|kolli|beställnings",
    "nl": "order|klant|factuur|dossier|lid|referentie|zending|bestel|klanten|lidmaatschaps",
}


def _read_numberword(match: re.Match) -> str:
    return match.group("head") + "nummer"


# da "Reg.nr. 1234": a Danish bank's registration number (its four digits the branch's code,
# said digit by digit as the account's number after it; Finans Danmark), "registreringsnummer"
# (Retskrivningsordbogen "reg.nr."; panel AR4, issue 31, heard "Reg punktum N R. tusind
# tohundrede og fireogtredive").
_DA_REG = (
    r"(?<![\w.])(?P<r>[Rr])eg\.?\s?-?nr\.?(?![^\W\d_])"
    r"(?:(?P<gap>:?\s{1,3})(?P<num>\d{4})(?![\d.,:]\d|[^\W_]))?"
)


def _read_da_reg(match: re.Match) -> str:
    word = ("R" if match.group("r") == "R" else "r") + "egistreringsnummer"
    if not match.group("num"):
        return word
    return f"{word}{match.group('gap')}{spell_digits(match.group('num'), 'da')}"


# (run before the addresses: "Reg.nr" ends in Nauru's domain, "nr")
DA_REGNR = rule(
    "da.regnr", "da: a bank's Reg.nr. 1234 -> registreringsnummer et to tre fire", _DA_REG
)(_read_da_reg)

# sv "Reg.nr: ABC 123": a vehicle's registration number (SAOL "reg.-nr.", "regnr",
# registreringsnummer); the plate after it is read as the plates rules read it (panel AY4
# heard "Reg punkt N R").
SV_REGNR = rule(
    "sv.regnr",
    "sv: Reg.nr: ABC 123 -> Registreringsnummer: ABC etthundratjugotre",
    r"(?<![\w.])(?P<r>[Rr])eg\.?\s?-?nr\.?(?![^\W\d_])",
)(lambda match: ("R" if match.group("r") == "R" else "r") + "egistreringsnummer")


# hu "2x1 tablettát": how many times, then how many; the multiplicative (-szor, -szer,
# -ször; Magyar helyesírás szabályai, "-szor"): "kétszer egy".
_HU_TIMES = (
    "",
    "egyszer",
    "kétszer",
    "háromszor",
    "négyszer",
    "ötször",
    "hatszor",
    "hétszer",
    "nyolcszor",
    "kilencszer",
    "tízszer",
)


# hu "Csomagját (MPL 3412987)": a carrier's letters and a long number near the word for a
# parcel or shipment are a tracking code, read digit by digit (Magyar Posta's notices), never
# a quantity ("hárommillió-…").
_HU_PARCEL = re.compile(r"(?i)csomag|küldemény|szállítmány|nyomkövet|futár")


def _read_hu_parcel_code(match: re.Match) -> str:
    around = match.string[max(0, match.start() - 60) : match.end() + 30]
    if not _HU_PARCEL.search(around):
        return match.group(0)
    return padded(match, f"{match.group('pre')} {spell_digits(match.group('num'), 'hu')}")


# nl "p/m" is per month in a rent or a subscription ("€ 850 p/m") and per minute in a call's
# tariff ("0900-1234 (€ 0,10 p/m)"; Van Dale "p/m": per maand, per minuut): the words of a
# call before it tell.
_CALL_WORDS = re.compile(
    r"(?i:(?<!\w)(?:bel|bell?en|belt|gesprek\w*|beltarief\w*|"
    r"klantenservice|telefo\w*)(?!\w)|(?<!\d)09(?:00|06|09)\b)"
)


def _read_per_minute(match: re.Match) -> str:
    before = match.string[max(0, match.start() - 80) : match.start()]
    return "per minuut" if _CALL_WORDS.search(before) else match.group(0)


# fr a rent's amount "charges comprises" or "hors charges" (Le Robert, "CC", "HC"; listings).
_CHARGES = {"CC": "charges comprises", "HC": "hors charges"}


def _tariff_rules(lang: str) -> list[Rule]:
    """``nl.perminute`` and ``fr.charges`` (panel X1)."""
    rules = []
    if lang == "nl":
        rules.append(rule(
            "nl.perminute", "nl: p/m in a call's tariff -> per minuut",
            r"(?<![\w/])p/m(?![\w/])",
        )(_read_per_minute))  # fmt: skip
    if lang == "fr":
        rules.append(rule(
            "fr.charges", "fr: a rent's CC, HC after its amount -> charges comprises",
            r"(?:(?<=€ )|(?<=€)|(?<=\beuros )|(?<=\bEUR ))(?P<c>CC|HC|cc|hc)(?![\w-])",
        )(lambda match: padded(match, _CHARGES[match.group("c").upper()])))  # fmt: skip
    return rules


def _panel_y3_rules(lang: str) -> list[Rule]:
    """``<lang>.tilde`` (lt lv et fi hu sl; panel BA2: the rest but ja ko), ``fi.flat``,
    ``hu.andhalf`` (panel Y3)."""
    rules = []
    if lang in _TILDE_ABOUT:
        about = _TILDE_ABOUT[lang]
        rules.append(rule(
            f"{lang}.tilde", f"{lang}: ~ before a number -> '{about}'",
            r"(?<![\d\w~])(?<!\d\s)~\s?(?=\d)",
        )(lambda match, about=about: padded(match, about + " ")))  # fmt: skip
    if lang == "fi":
        rules.append(rule("fi.flat", "fi: a flat's layout, 2h+k -> kaksi huonetta ja keittiö",
                          _FI_FLAT)(_read_fi_flat))  # fmt: skip
    if lang == "hu":
        rules.append(rule(
            "hu.andhalf", "hu: a half before an adjective of a count (2,5 szobás) -> két és fél",
            rf"(?<![\w.,])(?P<n>\d{{1,2}}),5(?=\s(?:{_HU_HALF_BEFORE})(?!\w))",
        )(_read_hu_and_half))  # fmt: skip
    if lang == "sl":
        rules.append(rule("sl.joined", "sl: a number joined to a word (2-sobno) -> dvosobno",
                          _SL_JOINED)(_read_sl_joined))  # fmt: skip
    return rules


def _read_el_busline(match: re.Match) -> str:
    return f"{match.group('w')} μηδέν {spell(match.group('line'), 'el')}"


# el "1,5 λίτρο": one and a half before a singular noun is one word in the noun's gender
# ("ενάμισι λίτρο", "μιάμιση ώρα", "ενάμισης μήνας"; Λεξικό Τριανταφυλλίδη, "ενάμισης";
# panel AS4 heard "ένα κόμμα πέντε λίτρο"). A plural noun keeps the decimal, as pinned
# ("1,5 κιλά": "ένα κόμμα πέντε κιλά").
_EL_ONE_AND_A_HALF = {
    "ενάμισι": ("λίτρο", "κιλό", "μέτρο", "χιλιόμετρο", "εκατοστό", "λεπτό", "δευτερόλεπτο",
                "φλιτζάνι", "ποτήρι", "κουταλάκι", "μπουκάλι", "εκατομμύριο",
                "δισεκατομμύριο"),
    "μιάμιση": ("ώρα", "ώρας", "εβδομάδα", "εβδομάδας", "μέρα", "ημέρα", "κουταλιά",
                "φορά", "δόση", "χιλιάδα"),
    "ενάμισης": ("χρόνος", "μήνας", "τόνος"),
    "ενάμιση": ("μήνα", "χρόνο", "τόνο"),  # the masculine's accusative
}  # fmt: skip
_EL_HALF_FORM = {noun: form for form, nouns in _EL_ONE_AND_A_HALF.items() for noun in nouns}
_EL_HALF_KEYS = folded(_EL_HALF_FORM)
_EL_HALF_NOUNS = "|".join(sorted(_EL_HALF_FORM, key=len, reverse=True))

# el "σε 4'": the minute's mark after "in", "every" is minutes ("σε τέσσερα λεπτά"; panel
# AS4 heard "τέσσερα'"): bus stops' displays and timetables write it so. A match's "στο
# 45'" (the forty-fifth minute) and a foot's mark are not read here.
_EL_MINUTES_BEFORE = r"(?i:σε|κάθε|έως|εντός|περίπου)"


def _read_el_half(match: re.Match) -> str:
    return f"{_EL_HALF_KEYS[fold(match.group('noun'))]} {match.group('noun')}"


def _read_el_minutes(match: re.Match) -> str:
    n = match.group("n")
    words = "ένα λεπτό" if int(n) == 1 else f"{spell(n, 'el')} λεπτά"
    if match.group("a"):
        words = f"{spell(match.group('a'), 'el')} έως {words}"
    return f"{match.group('w')} {words}"


# it "dal 1° al 7 luglio": the first day of a span of days is the ordinal "primo", as a
# single date's is ("il 1° maggio"; Treccani, "primo": "il primo del mese"), written with
# the ordinal's sign, the degree sign keyboards type for it, or bare (panel AY1 heard "dal
# un grado al sette luglio"). Only where the span's second day and its month (or "del
# mese") follow.
@cache
def _it_first_day() -> Rule:
    names = sorted({k.rstrip(".") for k in _months("it")}, key=len, reverse=True)
    month = "|".join(map(re.escape, names))
    return rule(
        "it.firstday", "it: the first day of a span, dal 1° al 7 luglio -> dal primo al 7 luglio",
        r"(?:(?<=[Dd]al )|(?<=[Ii]l ))1[°º]?(?=\s(?:al|e il|-|–)\s?(?:[2-9]|[12]\d|3[01])"
        rf"\s(?:(?i:{month})|del mese)(?!\w))",
    )(lambda match: "primo")  # fmt: skip


def _it_rules(lang: str) -> tuple[Rule, ...]:
    return (_it_first_day(),) if lang == "it" else ()


def _read_id_hijri_year(match: re.Match) -> str:
    said = f"{match.group('y')} Hijriah"
    return f"{said} / {match.group('m')} Masehi" if match.group("m") else said


def rules_for(lang: str) -> tuple[Rule, ...]:
    """Panel R2's sign and context rules of ``lang``, in the order they run."""
    rules = _tariff_rules(lang)
    if lang in _NUMBER_HEADS:
        rules.append(rule(
            f"{lang}.numberword", f"{lang}: Ordrenr. -> ordrenummer",
            rf"(?<![\w.])(?P<head>(?i:{_NUMBER_HEADS[lang]}))-?nr\.?(?![^\W\d_])",
        )(_read_numberword))  # fmt: skip
    if lang in _TO:
        rules.append(_monthspan(lang))
    if lang in _ROUND:
        rules.append(rule(
            f"{lang}.roundsum", f"{lang}: a whole amount's dash, € 145,- -> € 145",
            rf"(?<=\d){_ROUND[lang]}(?![\d\w])",
        )(lambda match: _read_round(lang, match)))  # fmt: skip
    if lang in _ABOUT:
        about = _ABOUT[lang]
        rules.append(rule(
            f"{lang}.plusminus", f"{lang}: ± before a number -> '{about}'",
            r"(?<![\d\w])±\s?(?=\d)",
        )(lambda match, about=about: padded(match, about + " ")))  # fmt: skip
    rules.extend(_panel_y3_rules(lang))
    rules.extend(_it_rules(lang))
    if lang in _EQUALS:
        equals = _EQUALS[lang]
        rules.append(rule(
            f"{lang}.equals", f"{lang}: '=' between amounts -> '{equals}'",
            # ... and before an amount its currency's sign or code opens: "1 USD = Rp15.750",
            # "= USD 1,08", "= £0.85" (panel AQ5 heard the "=" left unsaid)
            (r"(?<=[\w%€$])\s=\s" if lang in _SPACED_EQUALS else r"(?<=[\w%€$])\s?=\s?")
            + r"(?=[-−]?(?:[\d€$£¥₹₽₺₴]|Rp\.?\s?\d|[A-Z]{3}\s?\d))",
        )(lambda match, equals=equals: f" {equals} "))  # fmt: skip
    if lang == "id":
        rules.append(rule(
            "id.multiply", "id: 3x1, 40 x 30 -> tiga kali satu",
            r"(?<![\w.,])(?P<a>\d{1,4})\s?[x×]\s?(?=\d{1,4}(?![\d.,]\d))",
        )(lambda match: f"{match.group('a')} kali "))  # fmt: skip
        rules.append(rule(
            "id.postcode", "id: a town's postcode, Jakarta 10210 -> satu nol dua satu nol",
            r"(?<=[^\W\d_] )(?P<pc>[1-9]\d{4})(?=\s*(?:[.,;)]|$))",
        )(_read_id_postcode))  # fmt: skip
        # A house's land and floor areas as listings write them (panel Y5 heard "LT" left):
        # "LT 120 m²" -> "luas tanah", "LB 90 m2" -> "luas bangunan"; only before an area,
        # as "Lt. 3" is a floor (lantai).
        rules.append(rule(
            "id.landarea", "id: LT 120 m², LB 90 m2 -> luas tanah, luas bangunan",
            r"(?<![\w.])(?P<w>LT|LB)(?:\s?:)?\s?(?=\d{1,6}(?:[.,]\d{1,3})?\s?(?:m²|m2|meter)(?!\w))",
        )(lambda match: padded(match, _ID_AREA[match.group("w")] + " ")))  # fmt: skip
        # A Hijri year's mark, "1446 H", "1445H": "Hijriah" (KBBI), and a Gregorian year
        # paired with it after a slash, "1446 H/2024 M": "Masehi" (panel BA5 heard a bare
        # "H"). Only the years of the last two Hijri centuries (1300-1499: "Kamar 305H" is a
        # room); "M" alone is also miliar.
        rules.append(rule(
            "id.hijriyear", "id: 1446 H -> 1446 Hijriah, 1446 H/2024 M -> … Hijriah / 2024 Masehi",
            r"(?<![\w.,/])(?P<y>1[34]\d\d)\s?H(?:\s?/\s?(?P<m>(?:1[5-9]|20)\d\d)\s?M)?"
            r"(?![^\W_])",
        )(_read_id_hijri_year))  # fmt: skip
    if lang == "hu":
        rules.append(rule(
            "hu.multiply", "hu: a dose 2x1 -> kétszer egy",
            r"(?<![\w.,])(?P<a>10|[1-9])\s?[x×]\s?(?=\d{1,3}(?![\d.,]\d))",
        )(lambda match: f"{_HU_TIMES[int(match.group('a'))]} "))  # fmt: skip
    if lang == "hu":
        rules.append(rule(
            "hu.parcelcode", "hu: a parcel's code, csomag … MPL 3412987 -> MPL három négy egy…",
            r"(?<![\w.,])(?P<pre>[A-Z]{2,4})\s(?P<num>\d{6,14})(?![\w.,]\d|\w)",
        )(_read_hu_parcel_code))  # fmt: skip
    if lang == "ro":
        rules.append(rule(
            "ro.romanordinal", "ro: al XX-lea -> al douăzecilea, a XX-a -> a douăzecea",
            r"(?<![^\W\d_])(?:al\s(?P<nr>[IVXLC]{1,7})-lea|(?P<fa>[aA])\s(?P<fr>[IVXLC]{1,7})-a)(?!\w)",
        )(_read_ro_roman))  # fmt: skip
    if lang == "id":
        rules.append(rule(
            "id.century", "id: Abad XXI -> Abad dua puluh satu",
            r"(?<![^\W\d_])(?P<w>[Aa]bad)\s(?:ke-?)?(?P<nr>[IVXLC]{1,7})(?!\w)",
        )(_read_id_century))  # fmt: skip
    if lang == "vi":
        rules.append(rule(
            "vi.per", "vi: viên/lần, %/năm -> viên một lần",
            rf"(?<=[^\W\d_]|%)/(?=(?:{_VI_PER})(?!\w))",
        )(lambda match: " một "))  # fmt: skip
    if lang == "el":
        # Athens' bus lines led by a zero ("040", "022"): the zero, then the line's number
        # ("μηδέν σαράντα", as OASA's riders say it; panel Z4, issue 31, heard "μηδέν
        # τέσσερα μηδέν"), only after the word for the bus or its line.
        rules.append(rule(
            "el.busline", "el: a zero-led bus line, λεωφορείο 040 -> λεωφορείο μηδέν σαράντα",
            r"(?<![^\W\d_])(?P<w>(?i:λεωφορείο|λεωφορείου|λεωφορεία|γραμμή|γραμμής))\s"
            r"0(?P<line>[1-9]\d)(?![\d.,:/-]|[^\W\d_])",
        )(_read_el_busline))  # fmt: skip
        rules.append(rule(
            "el.oneandahalf", "el: 1,5 before a singular noun, 1,5 λίτρο -> ενάμισι λίτρο",
            rf"(?<![\w.,])1,5\s(?P<noun>(?i:{_EL_HALF_NOUNS}))"
            r"(?![^\W\d_])",
        )(_read_el_half))  # fmt: skip
        rules.append(rule(
            "el.minutemark", "el: a minute's mark after σε, κάθε, σε 4' -> σε τέσσερα λεπτά",
            rf"(?<![^\W\d_])(?P<w>{_EL_MINUTES_BEFORE})\s(?:(?P<a>\d{{1,2}})\s?[-–]\s?)?"
            r"(?P<n>\d{1,3})['′’](?![\w'′’])",
        )(_read_el_minutes))  # fmt: skip
    if lang == "nl":
        rules.append(rule(
            "nl.postcode", "nl: a postcode, 1015 CJ -> tien vijftien C J",
            # PostNL: four digits (no leading zero), two capitals, never SA SD SS
            r"(?<![\w.,])(?P<pc>[1-9]\d{3})\s?(?P<letters>(?!SA|SD|SS)[A-Z]{2})(?![\w])",
        )(_read_nl_postcode))  # fmt: skip
    if lang == "da":
        # "1620 København V", "2400 København NV": a postal district after a postcode and
        # its town, said "vest", "nordvest" (panel Y4, issue 31, heard the Roman "den
        # Femte"); the districts with no Roman letter ("København K", "N", "Ø") stay as
        # written, as pinned.
        rules.append(rule(
            "da.postdistrict", "da: a postal district after a postcode, 1620 København V -> "
            "København Vest",
            r"(?<![\w.,])(?P<pc>[1-9]\d{3} [A-ZÆØÅ][a-zæøå]{1,30}) (?P<d>V|NV|SV)(?![\w])",
        )(lambda match: f"{match.group('pc')} {_DA_DISTRICTS[match.group('d')]}"))  # fmt: skip
        rules.append(rule(
            "da.postcode", "da: a postcode after a street's number, 1165 København -> elleve "
            "femogtres København",
            # after the house number, or after the floor's side ("12, 2. tv., 1165": panel
            # V4, issue 31, heard "tusind hundrede og femogtres")
            r"(?:(?<=\d, )|(?<=\d[A-Za-z], )|(?<=\b(?:tv|th|mf|st)\., ))"
            r"(?P<pc>[1-9]\d{3})(?= [A-ZÆØÅ][a-zæøå])",
        )(_read_da_postcode))  # fmt: skip
    return tuple(rules)
