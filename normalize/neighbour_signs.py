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
- ``<lang>.numberword`` (da sv nl): "Ordrenr.", "Ordernr", "klantnr.": a compound with "nr" is
  the compound with "nummer" (Retskrivningsordbogen, Svenska skrivregler, Woordenlijst).
"""

import re
from functools import cache

from . import cldr
from .numbers import spell, spell_digits
from .ordinals import ordinal
from .roman import roman_value
from .rule import Rule, padded, rule

_TO = {"da": "til", "sv": "till", "nl": "tot"}


@cache
def _months(lang: str) -> dict[str, int]:
    return {k: v for k, v in cldr.months(lang).items()}


def _read_monthspan(lang: str, match: re.Match) -> str:
    months = _months(lang)
    a, b = months[match.group("m1").lower()], months[match.group("m2").lower()]
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


_ROUND = {"nl": ",-{1,2}", "da": ",-{1,2}", "sv": ":-"}
# sv "99:-" names no currency: the colon and dash are the krona's ("99 kronor").
_KR_AFTER = re.compile(r"\s?(?:kr|SEK)(?!\w)")


def _read_round(lang: str, match: re.Match) -> str:
    if lang == "sv" and not _KR_AFTER.match(match.string, match.end()):
        return " kr"
    return ""


_ABOUT = {"id": "kurang lebih", "nl": "plusminus", "da": "cirka", "sv": "cirka",
          "ro": "aproximativ", "vi": "khoảng"}  # fmt: skip
_EQUALS = {"ro": "egal", "id": "sama dengan", "vi": "bằng", "nl": "is gelijk aan",
           "da": "er lig med", "sv": "är lika med",
           # panel Q4: "1 USD = 0,92 EUR" (Hrvatski jezični portal "jednako"; Triantafyllidis
           # "ίσον"; Merriam-Webster "equals")
           "hr": "jednako", "el": "ίσον", "en": "equals"}  # fmt: skip
# vi: units after a slash said with "một" ("một lần", "một ngày"; "/kg", "/lít" are the
# abbreviation table's)
_VI_PER = (
    "năm|tháng|tuần|ngày|đêm|giờ|tiếng|phút|giây|lần|người|suất|viên|gói|hộp|chai|cái|chiếc"
)


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


def _read_da_postcode(match: re.Match) -> str:
    pc = match.group("pc")
    if pc.endswith("000"):
        return match.group(0)  # "8000 Aarhus C": "otte tusind", as the number rule says it
    if pc.endswith("00"):
        return f"{spell(pc[:2], 'da')} hundrede"  # "2100 København Ø": "enogtyve hundrede"
    return _pairs(pc, "da")


_TOWN_BEFORE = re.compile(r"(?<![^\W\d_])[A-Z][^\W\d_]{2,30} \Z")


def _read_id_postcode(match: re.Match) -> str:
    if not _TOWN_BEFORE.search(match.string, max(0, match.start() - 32), match.start()):
        return match.group(0)  # "sebanyak 12500.": a count
    return " ".join(spell(d, "id") for d in match.group("pc"))


def _read_ro_roman(match: re.Match) -> str:
    """DOOM: "secolul al XX-lea" is read "al douăzecilea"."""
    n = roman_value(match.group("nr"))
    return ordinal(n, "ro") if n and n > 1 else match.group(0)


def _read_id_century(match: re.Match) -> str:
    """PUEBI: "abad XXI" (abad ke-21) is said "abad dua puluh satu"."""
    n = roman_value(match.group("nr"))
    return f"{match.group('w')} {spell(str(n), 'id')}" if n else match.group(0)


_NUMBER_HEADS = {
    "da": "ordre|kunde|faktura|sags|medlems|konto|forsendelses|pakke|reference|bestillings",
    "sv": "order|kund|faktura|ärende|medlems|konto|referens|sändnings|kolli|beställnings",
    "nl": "order|klant|factuur|dossier|lid|referentie|zending|bestel|klanten|lidmaatschaps",
}


def _read_numberword(match: re.Match) -> str:
    return match.group("head") + "nummer"


# hu "2x1 tablettát": how many times, then how many; the multiplicative (-szor, -szer,
# -ször; Magyar helyesírás szabályai, "-szor"): "kétszer egy".
_HU_TIMES = (
    "", "egyszer", "kétszer", "háromszor", "négyszer", "ötször", "hatszor", "hétszer",
    "nyolcszor", "kilencszer", "tízszer",
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


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    """Panel R2's sign and context rules of ``lang``, in the order they run."""
    rules = []
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
    if lang in _EQUALS:
        equals = _EQUALS[lang]
        rules.append(rule(
            f"{lang}.equals", f"{lang}: '=' between amounts -> '{equals}'",
            r"(?<=[\w%€$])\s?=\s?(?=[-−]?[\d€$])",
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
            "ro.romanordinal", "ro: al XX-lea -> al douăzecilea",
            r"(?<![^\W\d_])al\s(?P<nr>[IVXLC]{1,7})-lea(?!\w)",
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
    if lang == "nl":
        rules.append(rule(
            "nl.postcode", "nl: a postcode, 1015 CJ -> tien vijftien C J",
            # PostNL: four digits (no leading zero), two capitals, never SA SD SS
            r"(?<![\w.,])(?P<pc>[1-9]\d{3})\s?(?P<letters>(?!SA|SD|SS)[A-Z]{2})(?![\w])",
        )(_read_nl_postcode))  # fmt: skip
    if lang == "da":
        rules.append(rule(
            "da.postcode", "da: a postcode after a street's number, 1165 København -> elleve "
            "femogtres København",
            r"(?<=\d, )(?P<pc>[1-9]\d{3})(?= [A-ZÆØÅ][a-zæøå])",
        )(_read_da_postcode))  # fmt: skip
    return tuple(rules)
