"""Times of day in the 28 languages of ``structured.py``: the pattern of ``<lang>.time``
("14:30", "14h30", "kl. 14.30", "2:30 p.m.") and the function that reads what it matches
(the words come from ``readings.py``).
"""

import functools
import re

from . import cldr, readings
from .numbers import spell
from .ordinals import ordinal
from .rule import padded
from .words import plural_category

# Words that announce a time written with a dot: "kl. 14.30", "klo 14.30", "pukul 14.30".
# sv da also the verbs of a timetable and an opening hour ("Tåget avgår 14.25", "Filmen
# begynder 19.30"): a departure is at a time, never a decimal (Svenska skrivregler and
# Retskrivningsordbogen write the clock with a dot).
_SV_TIMETABLE = r"avgår|avgick|ankommer|anländer|ankom|landar|startar|börjar|slutar|öppnar|stänger"
_DA_TIMETABLE = r"afgår|afgik|ankommer|ankom|lander|starter|begynder|slutter|åbner|lukker"
# ... and the nouns of a timetable or ticket ("afgang 07.42", "avgång 14.25"; panel Q4).
_SV_TIMETABLE += r"|avgång|ankomst"
# ... and "går" with a clock's minutes ("Buss 4 går 07.12"; panel AE4 heard "sju komma tolv")
_SV_TIMETABLE += r"|går(?=\s+\d{1,2}\.[0-5]\d)|gick(?=\s+\d{1,2}\.[0-5]\d)"
_DA_TIMETABLE += r"|afgang|ankomst"
# ... and the clock's word with its verb, "Klockan är 18.05", "Klokken er nu 18.05" (panel
# AX4 heard "arton komma noll fem"): what the clock says is a time.
_SV_CLOCK = r"klockan(?:\s+(?:är|var|blir)(?:\s+nu)?)?:?"
_DA_CLOCK = r"klokken(?:\s+(?:er|var|bliver)(?:\s+nu)?)?:?"
# fi the same (Kotus writes the clock with a dot; decimals take a comma): "uusi lähtöaika
# 18.45", "juna lähtee 7.42" (panel T3 heard "kahdeksantoista pilkku neljä viisi").
_FI_TIMETABLE = r"lähtöaika|saapumisaika|lähtee|lähti|saapuu|saapui|laskeutuu"
# lt lv et hu sl the nouns and verbs of a timetable the same (panel V3 heard "išvykimo
# laikas 21.10" as 21 October, lv "izlidošanas laiks 19.50", et "väljumisaeg 20.40", hu
# "indulási idő 22.15", sl "čas odhoda je 17.45" as decimals): their decimals take a comma
# (VLKK, LVA, EKI, AkH., SP), a departure's time is a clock time.
_LT_TIMETABLE = r"laikas|išvyksta|atvyksta|išvyks|atvyks"
# ... and the sun's and an opening hour's words, lv "Saullēkts 7.12, saulriets 17.48", et
# "Päikesetõus 7.12" (panel BA3 heard a date and a decimal): what rises, sets, opens or
# closes at a number does so at a time; a verb of the sun only after the sun's noun
# ("nousee 7.12" alone may be a price's rise)
_LT_TIMETABLE += (
    r"|saulėtekis|saulėlydis|saulė\s+(?:teka|leidžiasi)|atsidaro|užsidaro|atidaroma|uždaroma"
)
_LV_SUN = r"|saullēkts|saulriets|saule\s+(?:lec|uzlec)|riet|noriet|atveras|slēdzas|atver|slēdz"
_ET_SUN = r"|päikesetõus|päikeseloojang|päike\s+tõuseb|loojub|avatakse|suletakse|avaneb|sulgub"
_FI_SUN = (
    r"|auringonnousu|auringonlasku|aurinko\s+(?:nousee|laskee)|aukeaa|avautuu|sulkeutuu"
    r"|avataan|suljetaan"
)
_FI_TIMETABLE += _FI_SUN
_HU_SUN = r"|napkelte|napnyugta|nyitás|zárás|nyit|zár"
_SL_SUN = r"|(?:sončni\s+)?(?:vzhod|zahod)|sonce\s+(?:vzide|zaide)|odpre|zapre|odpira|zapira"
_LV_TIMETABLE = r"laiks|laiku|atiet|pienāk|izlido|ielido|sākums|sākas" + _LV_SUN
# lv "līdz 16.45", "no 9.30", et "kuni 16.45", "alates 9.30", cs "od 8.30": a span's word
# before minutes no month can be (panel AE3 heard "sešpadsmit komats četrdesmit pieci",
# "kuusteist koma neli viis", AE2 "osm celých třicet"; "līdz 22.03." is a date)
_CLOCK_MINUTES = r"(?=\s+\d{1,2}\.(?:00|1[3-9]|[2-5]\d))"
_LV_TIMETABLE += rf"|(?:līdz|no){_CLOCK_MINUTES}"
# (et not any "-aeg": "maksetähtaeg 15.11." is a deadline's date)
_ET_TIMETABLE = r"väljumisaeg|saabumisaeg|lahkumisaeg|algusaeg|väljub|saabub|algab" + _ET_SUN
_ET_TIMETABLE += rf"|kella|(?:kuni|alates|enne|pärast){_CLOCK_MINUTES}"
# ... and a timetable's nouns, "väljumine 21.15", "saabumine 7.45" (panel BE3, issue 31,
# heard "kakskümmend üks koma viisteist"): a departure's time, its minutes a clock's
_ET_TIMETABLE += r"|väljumine|saabumine|väljumise|saabumise|väljumisel|saabumisel|lahkumine"
_HU_TIMETABLE = r"idő|indul|érkezik|kezdés|kezdődik" + _HU_SUN
# sl "Ura: 12.05", "Ura je 12.05" (panel AX3 heard "dvanajstega maja"): the clock's noun
# says the time, as "ob" does.
_SL_TIMETABLE = r"(?:ura|točen\s+čas)(?:\s+je)?(?:\s+zdaj)?:?|"
_SL_TIMETABLE += r"(?:odhoda|prihoda|odhod|prihod|začetek|začetka)(?:\s+(?:je|bo))?|odpelje|prispe"
_SL_TIMETABLE += _SL_SUN
# tr id the nouns and verbs of a timetable (panel AF5 heard "berangkat 08.20" as a decimal):
# their decimals take a comma, a departure's time is a clock time.
_TR_TIMETABLE = r"kalkış|varış|kalkar|kalkıyor|kalkacak|kalktı|varır|varacak|hareket"
_ID_TIMETABLE = r"berangkat|tiba|keberangkatan|kedatangan|boarding"
_TIME_WORDS = {"da": rf"kl\.?|{_DA_CLOCK}|{_DA_TIMETABLE}",
               "sv": rf"kl\.?|{_SV_CLOCK}|{_SV_TIMETABLE}",
               "fi": rf"klo|kello|{_FI_TIMETABLE}",
               # ro "la ora 20.30", "orele 9.15": the hour's noun (DOOM writes the clock with
               # a dot or a colon; panel Q4)
               # ... and "la 10.30", el "στις 10.30" (panel X4 heard "zece virgulă
               # treizeci", "δέκα κόμμα τριάντα"), with minutes no month can be
               "ro": r"ora|orele|(?:la|de\s+la|până\s+la)(?=\s+\d{1,2}\.(?:00|1[3-9]|[2-5]\d))",
               "el": r"(?:στις|τις|στη|στην|ώρα)(?=\s+\d{1,2}\.(?:00|1[3-9]|[2-5]\d))",
               "id": rf"pukul|jam|{_ID_TIMETABLE}", "et": rf"kell|{_ET_TIMETABLE}",
               "lt": _LT_TIMETABLE,
               "hu": _HU_TIMETABLE, "nl": r"om|van|tot|vanaf|tussen", "de": r"um",
               # sl "do 18.00", "od 8.00" (panel S3 heard "do osemnajst"), with minutes no
               # month can be ("do 5.12." is a date)
               "sl": rf"ob|na|(?:od|do)(?=\s+\d{{1,2}}\.(?:00|1[3-9]|[2-5]\d))|{_SL_TIMETABLE}",
               # tr "Saat şu an 15.15": up to two words between (a decimal has a comma)
               "tr": rf"saat(?:\s+[^\W\d_]{{1,12}}){{0,2}}|{_TR_TIMETABLE}",
               "lv": rf"plkst\.?|pulksten|{_LV_TIMETABLE}",
               "hr": r"u",
               # it a timetable's nouns and verbs ("partenza 8.05", "arriva 9.40"; panel
               # AF1 heard "otto virgola zero cinque"): Italian decimals take a comma
               "it": r"ore|alle|dalle|verso le|entro le|tra le|fra le|partenza|arrivo|parte"
                     r"|arriva|partono|arrivano|apertura|chiusura|inizio",
               "pl": r"godz\.|godzinie|godziny|godzina|o",
               "ru": r"в|во", "uk": r"о|об", "cs": rf"v|ve|(?:od|do){_CLOCK_MINUTES}"}  # fmt: skip
# es "a las 7.45", "hasta las 22.00" (RAE, Ortografía 2010, § 4.2.4 writes the clock with a
# dot or a colon; a decimal is no hour after "las"): the feminine article of the hours
# (panel AG1 heard "a las nueve coma treinta")
_TIME_WORDS["es"] = r"(?:a|de|desde|hasta|hacia|sobre|entre|y)\s+las?|las"
# "stieg um 3.45 Prozent": "um" is "by", the number a quantity.
_NOT_A_QUANTITY = (
    r"(?!\s?(?:[%€$°]|(?i:prozent|procent|euro|eur|punkte|punten|grad|раза?|рази|razy|krát"
    r"|руб\w*|грн|zł|kč|kr|kronor|kroner|tl|lira|lei|ron|ευρώ|eiro|eurot?|senti|centi?)(?!\w)))"
)
# ... nor a length of time or a measure after a timetable's word: et "Aeg 9.58 sekundit",
# hu "ideje 9.58 másodperc" (panel V3). No "s", "m": sl "ob 6.55 s 3. tira" (from).
_NOT_A_LENGTH = (
    r"(?!\s?(?i:sek\w*|min\w*|km|kraad\w*|grād\w*|laipsn\w*|fok\w*|stopinj\w*"
    r"|másodperc\w*|perc\w*)(?!\w))"
)
_TIMETABLE_LANGS = {"lt", "lv", "et", "hu", "sl"}
# nl the nouns and verbs of a timetable ("Spoor 7, vertrek 18.05", "aankomst 9.30"; panel
# AJ1 heard "achttien komma nul vijf"): Dutch decimals take a comma (Taalunie, "tijd" writes
# the clock "18.05 uur" or "18.05"), a departure's time is a clock time.
_TIME_WORDS["nl"] += (
    r"|vertrek|vertrekt|vertrekken|vertrok|vertrektijd|aankomst|aankomsttijd|aanvang"
    r"|arriveert|arriveren|instappen|boarding"
)
_TIMETABLE_LANGS.add("nl")
# "bis 18.30 Uhr": the word after says it is a time (issue 31).
# hu "7.40-kor" (panel Q3); tr "16.45'te", "9.30'dan": a dotted number with the locative's
# or the ablative's ending is a clock time (TDK writes the hours and minutes with a dot,
# "saat 16.30"; Turkish writes its decimals with a comma: a place "at 16.45" is no
# quantity; panel Q5). So is one with the dative's, "11.30'a kadar", "16.20'ye" (panel AN5
# heard "on bir virgül otuza"): its minutes are two digits, no decimal's.
_DOT_BEFORE_SUFFIX = {
    "de": r"Uhr",
    "nl": r"uur",
    "lt": r"val\.",
    "hu": r"-kor",
    "tr": r"['’](?:[dt][ae](?:n|ki)?|y?[ae])",
}
# tr id: an hour written with its zero ("09.15", "08.20") is a clock time (TDK and
# KBBI/PUEBI write the clock with a dot, their decimals take a comma, and no decimal is
# written with a leading zero before a second digit; panel AF5 heard "dokuz virgül on
# beş", "delapan koma dua nol" after "Peron 4," and "berangkat")
_ZERO_HOUR_DOT = {"tr", "id"}
# ... and so is any hour after a gate or a platform and its number ("Gerbang B12, 14.35",
# "Peron 3, 17.40": a boarding pass's time; panel AG5 heard "empat belas koma tiga lima").
# Read back from the match's start: a bounded look-behind the regex cannot write.
_GATE_NUMBER = r"\s+[A-Z]{0,2}\d{1,3}[A-Z]?\s?[,:]?\s+$"
_GATE_BEFORE = {
    "id": re.compile(rf"(?i:gerbang|gate|peron|jalur|pintu|platform){_GATE_NUMBER}"),
    "tr": re.compile(rf"(?i:kapı|kapi|gate|peron|perón|platform){_GATE_NUMBER}"),
    # fi et sl lt lv hu the same (panel AJ3 heard "Portti 24, 14.35" as "neljätoista pilkku
    # kolmekymmentäviisi"): their decimals take a comma, a boarding pass's time is a clock's
    "fi": re.compile(rf"(?i:portti|portilla|portilta|laituri|raide|raiteelta|gate){_GATE_NUMBER}"),
    "et": re.compile(rf"(?i:värav|perroon|platvorm|rada|gate){_GATE_NUMBER}"),
    "sl": re.compile(rf"(?i:izhod|vrata|peron|tir|gate){_GATE_NUMBER}"),
    "lt": re.compile(rf"(?i:vartai|peronas|kelias|gate){_GATE_NUMBER}"),
    "lv": re.compile(rf"(?i:vārti|perons|ceļš|gate){_GATE_NUMBER}"),
    "hu": re.compile(rf"(?i:kapu|vágány|peron|gate){_GATE_NUMBER}"),
}
# ... and after a route of two places, a timetable's line ("Tallinn–Tartu 7.45",
# "Helsinki–Tampere 7.05", "Ljubljana–Maribor 7.15"; panel AJ3 heard decimals and, in fi,
# "7 May"): two capitalised names joined by a dash, then the time (the capitals are checked
# in ``_after_route``).
_ROUTE_LANGS = {"fi", "et", "sl", "lt", "lv", "hu"}
_ROUTE_BEFORE = re.compile(r"(?P<a>[^\W\d_]{2,})\s?[–—-]\s?(?P<b>[^\W\d_]{2,}),?\s+$")
_H_LANGS = {"fr", "vi", "pt"}  # "14h30", "14h" (pt: Ciberdúvidas, "14h30")
# What may follow the time and is part of it: "14:30 Uhr", "14:30 ч.", "14:30-kor".
_TIME_SUFFIX = {
    "de": r"(?:\s?Uhr(?!\w))?",
    "nl": r"(?:\s?uur(?!\w))?",
    "bg": r"(?P<suffix>\s?ч\.)?",
    "hi": r"(?P<baje>\s?बजे)?",
    "hu": r"(?P<suffix>-kor)?",
    # lt "22.10 val.": the time says the hours ("dvidešimt dvi dešimt"; VLKK)
    "lt": r"(?:\s?val\.(?!\w))?",
    "sk": r"(?:\s?(?:hod\.?|h)(?!\w))?",  # "do 17.00 h": "do sedemnástej hodiny"
    # cs sk "v 9.30 hod.", "o 10.00 hod.": the hours' word after a time the reading says
    # already ("v devět třicet", "o desať hodín"; panel V2, issue 31, heard "hodín hod.")
    # cs "v 8.30 h." (panel Z2 heard the "h." left): the hours' "h" as the "hod." above
    "cs": r"(?:\s?(?:hod|h)\.?(?!\w))?",
}


def time_pattern(lang: str) -> str:
    hour, minute = r"(?P<h>[01]?\d|2[0-4])", r"(?P<m>[0-5]\d)"
    ampm = r"(?:\s?(?P<ampm>[AaPp])\.?\s?[Mm]\.?(?!\w))?"
    suffix = _TIME_SUFFIX.get(lang, "")
    # "14:32: a vonat késik": a colon after the minutes is the line's, not a second's
    forms = [rf"{hour}:{minute}(?!:\d|\d|[.,]\d){ampm}{suffix}"]
    if lang in _H_LANGS:
        # pt "3-4 h", "das 8-10h": a span's first hour too (see ``_pt_hour_span``)
        first = r"(?:(?P<h0>[01]?\d)[-–](?=\d{1,2}\s?h(?!\w)))?" if lang == "pt" else ""
        forms.append(rf"{first}(?P<h2>[01]?\d|2[0-4])\s?h(?:\s?(?P<m2>[0-5]\d))?(?!\w)")
    if lang == "nl":
        # "om 14u30", "tot 18u": the hour's sign "u" glued to the hour (Flemish writes the
        # clock so; panel AL1, issue 31, heard the pronoun "u"): "veertien uur dertig"
        forms.append(r"(?P<h2>[01]?\d|2[0-4])u(?P<m2>[0-5]\d)?(?!\w)")
    if lang in _TIME_WORDS:
        forms.append(
            rf"(?<!\w)(?P<w>(?i:{_TIME_WORDS[lang]})\s+)(?P<h3>[01]?\d|2[0-4])\.(?P<m3>[0-5]\d)(?!\d|[.,]\d)"
            rf"{_NOT_A_QUANTITY}{_NOT_A_LENGTH if lang in _TIMETABLE_LANGS else ''}"
            rf"{suffix.replace('?P<suffix>', '?P<suffix3>')}"
        )
    if lang == "sk":
        # "o 21.30", "od 8.00 do 17.00 h": minutes no month can be ("5.12." is a date)
        forms.append(
            rf"(?<!\w)(?P<w>(?i:o|od|do)\s+)(?P<h3>[01]?\d|2[0-4])\.(?P<m3>00|1[3-9]|[2-5]\d)"
            rf"(?![\d.,]\d){_NOT_A_QUANTITY}{suffix}"
        )
    if lang == "bg":
        # bg "в 16.45 ч.": the hours' word after says it is a time (panel Q2, issue 31:
        # heard "шестнайсет цяло и четиресет и пет ч."; БАН "Официален правописен
        # речник" writes the clock with a dot or a colon)
        forms.append(r"(?P<h4>[01]?\d|2[0-4])\.(?P<m4>[0-5]\d)(?P<suffix4>\s?ч\.)")
    if lang in _DOT_BEFORE_SUFFIX or lang in _ZERO_HOUR_DOT or lang in _GATE_BEFORE:
        after = suffix.replace("?P<suffix>", "?P<suffix4>")  # a group named once
        ends = []
        if lang in _DOT_BEFORE_SUFFIX:
            ends.append(rf"(?=\s?{_DOT_BEFORE_SUFFIX[lang]}(?!\w)){after}")
        if lang in _ZERO_HOUR_DOT:
            ends.append(rf"(?<=\d\.\d\d)(?![\d.,]\d|['’]){_NOT_A_QUANTITY}")
        elif lang in _GATE_BEFORE:
            # not "15.03." (a day and month with their closing dot)
            ends.append(
                rf"(?<=\d\.\d\d)(?![\d.,]\d|\.(?<=(?:0[1-9]|1[0-2])\.))"
                rf"{_NOT_A_QUANTITY}{_NOT_A_LENGTH}"
            )
        forms.append(rf"(?P<h4>[01]?\d|2[0-4])\.(?P<m4>[0-5]\d)(?:{'|'.join(ends)})")
    fast = "" if lang in _TIME_WORDS or lang == "sk" else r"(?=\d)"
    return rf"{fast}(?<![\d.,:])(?:{'|'.join(forms)})"


# Hindi on a twelve-hour clock (after सुबह, दोपहर, शाम, रात) says the quarters with सवा,
# साढ़े, पौने (डेढ़ and ढाई for 1:30 and 2:30): "सुबह 10:30 बजे" is "सुबह साढ़े दस बजे"
# (Kendriya Hindi Nideshalaya; All India Radio usage).
_HI_DAYPARTS = ("सुबह", "दोपहर", "शाम", "रात")


def _hindi_quarter(h: int, m: int) -> str | None:
    if not 1 <= h <= 12 or m not in (15, 30, 45):
        return None
    if m == 30 and h in (1, 2):
        return ("डेढ़", "ढाई")[h - 1] + " बजे"
    if m == 45:
        return f"पौने {spell(str(h % 12 + 1), 'hi')} बजे"
    return f"{'सवा' if m == 15 else 'साढ़े'} {spell(str(h), 'hi')} बजे"


# Slovenian hours after "ob" are in the locative (Slovenski pravopis: "ob sedmih", "ob
# enajstih"): the numeral's locative plural, "-ih" on the teens and tens.
_SL_LOCATIVE = {"ena": "enih", "dva": "dveh", "tri": "treh", "štiri": "štirih",
                "pet": "petih", "šest": "šestih", "sedem": "sedmih", "osem": "osmih",
                "devet": "devetih"}  # fmt: skip


def _sl_locative(h: int) -> str:
    word = spell(str(h), "sl")
    return _SL_LOCATIVE.get(word) or word + "ih"


def _after_words(
    lang: str, words: str, h: int, m: int, previous: str, lead: str
) -> tuple[str, str]:
    """The time's words as the words before it ask: sl "ob enajstih", "ob sedmih in deset";
    da "kl. 19.00", et "kell 19.00" say the clock word once."""
    # ... and after "do", "od" in the genitive, the same form ("do osemnajstih", "od osmih";
    # panel S3 heard "do osemnajst")
    said_after = {previous, lead.strip().lower()}
    if lang == "sl" and said_after & {"ob", "do", "od"} and 0 < h <= 24:
        words = _sl_locative(h) + (f" in {spell(str(m), 'sl')}" if m else "")
    if lead and words.split(" ", 1)[0].lower() == lead.strip().lower():
        lead = ""
    return words, lead


def _hindi_daypart_quarter(match: re.Match, g: dict) -> str | None:
    """ "सुबह 10:30 बजे": the quarter words after a part of the day, or None."""
    if not (g.get("baje") and g.get("h")) or g.get("ampm"):
        return None
    before = match.string[max(0, match.start() - 20) : match.start()].split()
    if not before or before[-1] not in _HI_DAYPARTS:
        return None
    return _hindi_quarter(int(g["h"]), int(g["m"]))


def _said_before(lang: str, match: re.Match, first: str) -> bool:
    """ "الساعة الآن 7:20": the clock word is said already, a word before (issue 31)."""
    said = match.string[max(0, match.start() - 20) : match.start()].split()[-2:]
    if lang == "ro" and first == "ora":
        # "între orele 10:00 și 14:00": the plural says the hour's noun for both times
        # (panel X4, issue 31, heard "între orele ora zece și ora paisprezece")
        before = match.string[max(0, match.start() - 30) : match.start()]
        return bool(re.search(r"(?i:\bor(?:a|ele))\s+(?:[\d.:]{1,5}\s+(?:și|şi|-|–)\s+)?$", before))
    return lang == "ar" and first == "الساعة" and first in said


# Slovak hours in a span "od … do …" are the feminine ordinal in the genitive, as the span
# rule reads "od 8:00 do 17:00" ("od ôsmej do sedemnástej hodiny"; JÚĽŠ, "Časové údaje"); a
# time alone after "o" or "do" stays as the panels heard it right ("o deväť štyridsaťpäť").
_SK_AT = {"od": "hodiny", "do": "hodiny"}
_SK_SPAN = re.compile(r"(?i:(?<!\w)od)\s+\d{1,2}[.:]\d\d\s+do\s+\d{1,2}[.:]\d\d")


@functools.lru_cache(maxsize=16)
def _sk_span(text: str) -> bool:
    """Once a text, not at each of its matches (a ninth hostile pass: "do 8:00 " x 624)."""
    return bool(_SK_SPAN.search(text))


def _sk_hour(h: int, m: int, previous: str, hod: bool) -> str:
    words = ordinal(h, "sk", "f-gen")
    if m:
        words += " " + ("nula " if m < 10 else "") + spell(str(m), "sk")
    return words + (" " + _SK_AT[previous] if hod else "")


# el "η σύσκεψη των 14:00": the hour in the genitive after the article, three, four and one
# declined ("των δεκατεσσάρων", "των τριών", "της μίας"; Triantafyllidis § 366; panel AL4
# heard "των δεκατέσσερις"); the minutes after "και" stay as they are.
_EL_GENITIVE_HOUR = (
    (re.compile(r"τρ(?:εις|είς)$"), "τριών"),
    (re.compile(r"τέσσερις$"), "τεσσάρων"),
    (re.compile(r"^μία$"), "μίας"),
)


def _el_genitive_hour(words: str) -> str:
    hour, sep, minutes = words.partition(" και ")
    for pattern, genitive in _EL_GENITIVE_HOUR:
        hour = pattern.sub(genitive, hour)
    return hour + sep + minutes


def _clock_words(lang: str, h: int, m: int, previous: str, after_at: bool, match: re.Match):
    if not _dotted_clock(lang, match):
        return None  # "14.35" alone: the number rules read it
    if lang == "sk" and previous in _SK_AT and 0 < h <= 24 and _sk_span(match.string):
        return _sk_hour(h, m, previous, match.group(0).endswith(("h", "hod", "hod.")))
    # cs "od 8.30", "do 17:30": the hour and its minutes in the genitive, "od osmi třiceti"
    # (Internetová jazyková příručka; panel AE2 heard "od osm celých třicet")
    # (the dotted time only: "do 23:59" a panel heard right as "do dvacet tři padesát devět")
    dotted = match.groupdict().get("h3") is not None
    if lang == "cs" and dotted and previous in ("od", "do") and 0 < h <= 24 and (m == 0 or m >= 10):
        from .czech_cases import declined

        return declined(h, "gen", True) + (" " + declined(m, "gen", True) if m else "")
    # uk "на 15:00": the accusative, "на п'ятнадцяту" (Український правопис § 106; panel P2);
    # pl "na 8:15": "na ósmą piętnaście" (Poradnia PWN, "na godzinę ósmą"; panel AR2)
    on = (lang, previous) in (("uk", "на"), ("pl", "na")) and 0 < h <= 24
    words = readings.time(lang, h, m, hour_form="f-loc" if after_at else "f-acc" if on else "f")
    if words and lang == "el" and previous in ("των", "της"):
        words = _el_genitive_hour(words)
    if words and lang == "lt" and match.group(0).endswith(".") and not match.string[match.end() :]:
        words += "."  # "22.10 val." ended the text: its dot was the full stop too
    return words


# pt midnight after a plural article: "até as 0h", "das 0h às 6h" -> "zero horas", as
# "às zero horas" is said (Ciberdúvidas, "zero horas"); "à 0h" keeps "zero hora".
_PT_PLURAL_ARTICLES = {"as", "às", "das", "pelas", "nas"}


def _pt_midnight(lang: str, words: str, previous: str) -> str:
    """ "até as 0h": the article's plural (panel V1 heard "até as zero hora")."""
    if lang == "pt" and words == "zero hora" and previous in _PT_PLURAL_ARTICLES:
        return "zero horas"
    return words


# pt "8h às 18h" with no word before the first hour: the span's "das" is said ("das oito
# horas às dezoito horas", as the pinned "das 8h às 18h" reads; panel AJ1 heard "oito horas
# às dezoito horas" as missing it). A preposition or an article before it is left: "de 9h às
# 17h", "entre 8h e 12h".
_PT_SPAN_TO = re.compile(r"\s{1,3}às\s{1,3}\d")
_PT_SPAN_HEADS = {"das", "de", "desde", "entre", "a", "as", "às", "dos", "pelas", "até", "após",
                  "partir", "e", "ou", "por", "em", "nas", "para"}  # fmt: skip


def _pt_span_from(lang: str, match: re.Match, previous: str) -> str:
    if lang != "pt" or match.group("h2") is None or previous in _PT_SPAN_HEADS:
        return ""
    if not _PT_SPAN_TO.match(match.string, match.end()):
        return ""
    opens = (
        not match.string[: match.start()].strip()
        or match.string[: match.start()].rstrip()[-1] in ".!?"
    )
    return "Das " if opens else "das "


def _dotted_clock(lang: str, match: re.Match) -> bool:
    """tr id "14.35" without a suffix: a clock time written with its zero ("09.15") or after a
    gate's number ("Gerbang B12, 14.35"); fi et sl lt lv hu after a gate's number or a route
    ("Tallinn–Tartu 7.45"); anything else is left to the number rules."""
    g = match.groupdict()
    if g.get("h4") is None or lang not in _GATE_BEFORE or g.get("suffix4"):
        return True
    tail = match.string[match.end("m4") :]  # the suffix, in the match or after it
    if lang in _DOT_BEFORE_SUFFIX and re.match(rf"\s?{_DOT_BEFORE_SUFFIX[lang]}(?!\w)", tail):
        return True
    if lang in _ZERO_HOUR_DOT and len(g["h4"]) == 2 and g["h4"][0] == "0":  # "09.15"
        return True  # "0.25" is a decimal
    if lang == "tr" and g["h4"] != "0" and _tr_after_date(match):  # "7 Eylül 18.45"
        return True
    start = match.start()
    return bool(_GATE_BEFORE[lang].search(match.string, max(0, start - 40), start)) or (
        lang in _ROUTE_LANGS and _after_route(match.string[max(0, start - 60) : start])
    )


def _after_route(before: str) -> bool:
    """ "Tallinn–Tartu ": two capitalised names joined by a dash right before."""
    route = _ROUTE_BEFORE.search(before)
    return bool(route) and route["a"][0].isupper() and route["b"][0].isupper()


def read_time(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    if lang == "hi" and (quarter := _hindi_daypart_quarter(match, g)):
        return padded(match, quarter)
    lead = g.get("w") or ""
    if lead.strip().lower() in ("kl.", "kl"):
        lead = {"da": "klokken ", "sv": "klockan "}[lang]
    if lead.strip().lower() == "plkst.":
        lead = "pulksten "
    if g.get("h") is not None:
        h, m = int(g["h"]), int(g["m"])
    elif g.get("h2") is not None:
        h, m = int(g["h2"]), int(g["m2"] or 0)
    elif g.get("h4") is not None:
        h, m = int(g["h4"]), int(g["m4"])
    else:
        h, m = int(g["h3"]), int(g["m3"])
    if g.get("ampm"):
        if h > 12:
            return match.group(0)
        h = h % 12 + (12 if g["ampm"].lower() == "p" else 0)
    before = match.string[max(0, match.start() - 60) : match.start()].rstrip().rsplit(None, 1)
    previous = (lead or (before[-1] if before else "")).strip().lower()
    # "o czternastej", "о чотирнадцятій": the hour in the locative after "at".
    after_at = (lang == "pl" and previous in ("o", "godzinie")) or (
        lang == "uk" and previous in ("о", "об")
    )
    words = _clock_words(lang, h, m, previous, after_at, match)
    if words is None:
        return match.group(0)
    words = _pt_midnight(lang, words, previous)
    if (after_at or previous == "на") and lang == "uk" and not m:
        words = words.removesuffix(" нуль нуль")  # "о 10:00": "о десятій", as said
    written_lead = bool(lead)  # "kl. 19.00": the match holds the clock word, said once
    words, lead = _after_words(lang, words, h, m, previous, lead)
    g["suffix"] = (
        g.get("suffix") or g.get("suffix3") or g.get("suffix4")
    )  # bg "16.45 ч.": as "16:45 ч."
    if g.get("suffix") and not (lang == "bg" and words.endswith(" часа")):
        words += " часа" if lang == "bg" else "kor"  # hu: "harminc perckor", "két órakor"
    if g.get("suffix"):
        rest_of_text = match.string[match.end() :].lstrip()
        if g["suffix"].endswith(".") and (not rest_of_text or rest_of_text[0].isupper()):
            words += "."  # "в 14:30 ч." ended the sentence too
    first, _, rest = words.partition(" ")
    said = first.lower() == previous or _said_before(lang, match, first)
    if rest and not written_lead and said:
        words = rest  # "la ora 14:00", "الساعة 14:30": the text says the word already
    words += _hindi_at(lang, match, m)
    words, lead = _clock_word_after_span(lang, words, lead)
    lead = _tr_saat(lang, match, lead, said)
    lead = _pt_span_from(lang, match, previous) + lead
    span = _pt_hour_span(match, h, words, previous)
    return span or padded(match, lead + words + _hod_full_stop(lang, match))


# pt "3-4 h", "das 8-10h": panel AK1 (issue 31) heard "três-quatro horas", the hyphen left
# between the hours. The span's words as the word before asks ("das oito às dez horas",
# "entre oito e dez horas"), else "a" ("cerca de três a quatro horas"; Ciberdúvidas, "das
# ... às", "de ... a"); the first hour feminine, as "horas" is.
_PT_SPAN_JOIN = {"das": " às ", "as": " às ", "às": " às ", "pelas": " às ", "entre": " e "}


def _pt_hour_span(match: re.Match, last: int, words: str, previous: str) -> str | None:
    if match.groupdict().get("h0") is None:
        return None
    first = int(match.group("h0"))
    if first >= last or match.group("m2"):
        return match.group(0)
    said = re.sub(r"\bum$", "uma", re.sub(r"\bdois$", "duas", spell(str(first), "pt")))
    return padded(match, said + _PT_SPAN_JOIN.get(previous, " a ") + words)


# tr "3 Mart, 09.00", "12 Nisan 2025 14:30": a time right after a date is said with "saat",
# "üç Mart, saat dokuz" (as TDK writes it, "5 Mayıs, saat 16.30"; panel AH5, issue 31,
# heard "üç Mart, dokuz"). The month's name is CLDR's; a year in digits may stand between.
@functools.cache
def _tr_date_end() -> re.Pattern[str]:
    names = "|".join(sorted(map(re.escape, cldr.months("tr")), key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?i:{names})(?:\s+\d{{4}})?\s*,?\s*\Z")


def _tr_after_date(match: re.Match) -> bool:
    return bool(_tr_date_end().search(match.string[max(0, match.start() - 30) : match.start()]))


def _tr_saat(lang: str, match: re.Match, lead: str, said: bool) -> str:
    if lang == "tr" and not lead and not said and _tr_after_date(match):
        return "saat "
    return lead


# lv "līdz 16.45", et "kuni 16.45": said with the clock's word, "līdz pulksten sešpadsmit
# četrdesmit pieci", "kuni kella kuusteist nelikümmend viis", as a native reads the time
# after a span's word (panel AE3); the nominative alone after "līdz" is no Latvian.
_CLOCK_AFTER_SPAN = {"lv": ({"līdz", "no"}, "pulksten"), "et": ({"kuni", "alates"}, "kella")}


def _clock_word_after_span(lang: str, words: str, lead: str) -> tuple[str, str]:
    if lang not in _CLOCK_AFTER_SPAN or not lead:
        return words, lead
    spans, clock = _CLOCK_AFTER_SPAN[lang]
    if lead.strip().lower() not in spans or words.lower().startswith("pulksten "):
        return words, lead
    # et "kuni 18.00": the reading's "kell" becomes the genitive, "kuni kella kaheksateist"
    return words.removeprefix("kell "), f"{lead.rstrip()} {clock} "


def _hod_full_stop(lang: str, match: re.Match) -> str:
    """ "v 9.30 hod." ended the sentence: its dot was the full stop too."""
    if lang in ("cs", "sk") and match.group(0).endswith(("hod.", " h.", "h.")):
        if re.match(r"\s*(?:$|[A-ZÁČĎÉĚÍĽĹŇÓŔŘŠŤÚŮÝŽ])", match.string[match.end() :]):
            return "."
    return ""


# ... nor before the copula: "बैठक 14:30 बजे है" says the time as the meeting's
_HI_POSTPOSITION = re.compile(r"\s*(?:से|तक|को|का|की|के|पर|में|बजे|है|था|थी|थे|,|$)")


def _hindi_at(lang: str, match: re.Match, minutes: int) -> str:
    """ "08:15 बजे छूटेगी": the written "बजे" was the "at"; said "बजकर पंद्रह मिनट", the
    time needs पर unless a postposition follows (panel T5, issue 31)."""
    if lang != "hi" or not match.groupdict().get("baje") or not minutes:
        return ""
    return "" if _HI_POSTPOSITION.match(match.string, match.end()) else " पर"


# --- durations: a race's time ---------------------------------------------------------

# "2:14:30", a marathon's or a stage's time: hours, minutes and seconds, each counted with
# its noun (CLDR's duration units), as a sports report reads it: lt "dvi valandos keturiolika
# minučių trisdešimt sekundžių", hu "két óra tizennégy perc harminc másodperc" (panel P3,
# issue 31, heard "kettő:tizennégy:harminc"). The hours are one digit, so a clock with
# seconds ("14:30:05") is not one. Finnish writes the parts with dots (Kielitoimiston
# ohjepankki, "ajan merkitseminen": "aika 2.12.35"); a dotted one is read only after the
# word for a time or a result, as "2.12.35" alone is a date. Hour, minute and second are
# feminine in lt lv sl (VLKK, LVA, SSKJ).
DURATION_LANGS = (
    "lt",
    "lv",
    "et",
    "fi",
    "hu",
    "sl",
    *"de fr es it pt nl sv da".split(),
    *"pl ru uk bg cs sk".split(),
)
_DURATION_GENDER = {"lt": "f-pl", "lv": "f-pl", "sl": "f", "hu": ""}
# de fr es it pt nl sv da (panel U1, issue 31, heard "zwei:einundzwanzig:vierunddreißig"):
# the gender of each part's noun where it changes the count ("eine Stunde", "vingt et une
# minutes", "una hora", "duas horas", "un'ora", "en timme"), the "and" before the last part
# that Romance and Dutch reports say ("dos horas, veintiún minutos y treinta y cuatro
# segundos"), and the hour word often written after the time ("in 2:21:34 Stunden"), which
# the reading already says; de "in 2:05:37 Std." too (panel Y1, issue 31, heard "...
# Sekunden Std."): its full stop kept where it ends the sentence.
_PART_GENDER = {"de": ("f", "f", "f"), "es": ("f", "m", "m"), "pt": ("f", "m", "m"),
                "it": ("f", "m", "m"), "pl": ("f", "f", "f"), "ru": ("m", "f", "f"),
                "uk": ("f", "f", "f"), "bg": ("m", "f", "f"), "cs": ("f", "f", "f"),
                "sk": ("f", "f", "f")}  # fmt: skip
_FEMININE_ONE = {"de": (r"^eins$", "eine"), "fr": (r"\bun$", "une"), "es": (r"^uno$", "una"),
                 "it": (r"^uno$", "una"), "sv": (r"^ett$", "en")}  # fmt: skip
_LAST_AND = {"fr": " et ", "es": " y ", "it": " e ", "pt": " e ", "nl": " en ", "bg": " и "}
_HOUR_AFTER = {"de": r"Stunden|h|Std(?:\.(?=\s[a-zäöüß]))?", "fr": "h|heures", "es": "h|horas",
               "it": "h|ore", "pt": "h|horas", "nl": "uur|u"}  # fmt: skip
# ... and "aikaan", "ajaksi" ("juoksi maratonin aikaan 2.28.13", panel S3)
_DURATION_LEAD = {"fi": r"aika|aikaan|ajaksi|ajalla|ajassa|ajan|tulos|tuloksella|tuloksen"}
# pl ru uk bg cs sk (panel V2, issue 31, heard pl "z czasem trzydzieści dwa:piętnaście", cs
# "za dva:čtrnáct:pět"): a race's time in minutes and seconds ("32:15") is one only after the
# words "with the time / the result" (a bare "czas 14:30" or "время 14:30" is a clock); after
# "za" / "за" the parts are in the accusative ("za jednu hodinu", "за одну хвилину", "za
# jedną minutę"; Internetová jazyková příručka, Грамота.ру, Poradnia PWN). The compounds of
# one keep "jeden" in Polish ("dwadzieścia jeden minut", Poradnia PWN).
_RESULT_LEAD = {"pl": r"czasem|wynikiem", "ru": r"результатом|временем", "uk": r"результатом|часом",
                "bg": r"с време|с резултат|време|резултат", "cs": r"časem|výsledkem",
                "sk": r"časom|výsledkom"}  # fmt: skip
_ACCUSATIVE_ONE = {"pl": ("jedna", "jedną", "ę"), "ru": ("одна", "одну", "у"),  # noun's -a
                   "uk": ("одна", "одну", "у"), "cs": ("jedna", "jednu", "u"),
                   "sk": ("jedna", "jednu", "u")}  # fmt: skip
_AFTER_ZA = re.compile(r"(?i:(?<!\w)(?:za|за|w|we))\s+$")  # pl "w" too: "w jedną minutę"


# A race's time in minutes, seconds and hundredths, "1:02,35" (lv "ar laiku 1:02,35"; panel
# X3 heard "viens:divi komats trīsdesmit pieci"): languages whose decimals take a comma say
# the minutes and the seconds with their nouns, the seconds a decimal ("viena minūte divas
# komats trīsdesmit piecas sekundes"; LVA, VLKK, EKI, Kotus, Slovenski pravopis).
_DECIMAL_SECONDS = {"lt", "lv", "et", "fi", "sl", "de"}
# de "in 1:02,45 min." (panel AU1 heard "eins:zwei Komma vier fünf Minuten"): "eine Minute
# zwei Komma vier fünf Sekunden", the "min" written after it said by the reading
_DECIMAL_AFTER = {"de": r"(?:\s?(?i:min)(?:\.(?=\s*[,;:)]|\s+[a-zäöß]))?(?!\w))?"}


def _decimal_seconds(lang: str, s: int, frac: str) -> str:
    from .numbers import spellout_formatter
    from .written_numbers import number_words

    value = float(f"{s}.{frac}")
    if lang == "lv" and not frac.startswith("0"):
        # "sekunde" is feminine, the decimal's both parts too, the noun in the genitive
        # singular: "divas komats trīsdesmit piecas sekundes"
        fem = spellout_formatter("lv")
        parts = (fem.format(n, "%spellout-cardinal-feminine") for n in (s, int(frac)))
        return " komats ".join(parts) + " sekundes"
    words = number_words(str(s), frac, lang, None)
    pattern = cldr.unit_pattern(lang, "duration-second", plural_category(lang, value)) or "{0}"
    return pattern.replace("{0}", words)


def duration_pattern(lang: str) -> str:
    parts = r"(?P<h>[1-9]):(?P<m>[0-5]\d):(?P<s>[0-5]\d)"
    after = rf"(?:\s?(?:{_HOUR_AFTER[lang]})(?!\w))?" if lang in _HOUR_AFTER else ""
    forms = [rf"(?<![\w.,:]){parts}(?![\d:]|[.,]\d){after}"]
    if lang in _DURATION_LEAD:
        forms.append(
            # ... and their compounds, "voittoaika oli 2.11.35", "loppuajalla" (panel AU3
            # heard "kaksi.yksitoista.kolmekymmentäviisi")
            rf"(?<!\w)(?P<lead>(?i:[a-zäö]{{0,20}}?(?:{_DURATION_LEAD[lang]}))"
            r"(?:\s+(?i:oli|on))?\s+)"
            r"(?P<h2>[1-9])\.(?P<m2>[0-5]\d)\.(?P<s2>[0-5]\d)(?!\d|[.,]\d)"
        )
    if lang in _DECIMAL_SECONDS:  # "1:02,35": no clock has hundredths (panel X3)
        forms.append(
            r"(?<![\w.,:])(?P<m5>[1-5]?\d):(?P<s5>[0-5]\d),(?P<f5>\d{1,2})(?![\d:]|[.,]\d)"
            + _DECIMAL_AFTER.get(lang, "")
        )
    if lang in _RESULT_LEAD:
        forms.append(
            rf"(?<!\w)(?P<lead3>(?i:{_RESULT_LEAD[lang]}):?\s+)"
            r"(?P<m3>[1-5]?\d):(?P<s3>[0-5]\d)(?![\d:]|[.,]\d)"
        )
    return "|".join(forms)


# pl "przebiegł 10 km w 28:35", cs "zaběhl 10 km za 28:35", bg "за 28:35 мин." (panel AS2,
# issue 31, heard "dwadzieścia osiem:trzydzieści pięć", bg a score "... на трийсет и пет"):
# minutes and seconds after "za" / "за" / pl "w" are the time a race took where a distance
# or a race is named in the words just before; a clock takes "o", "v", "в" there. The
# minutes' sign after it ("мин.") is said by the reading; its dot stays where it ends the
# sentence. Not sk: panel AS2 heard sk "za dvadsaťosem tridsaťpäť" right, and it is pinned.
_RACE_IN = {"pl": "w|we|za", "ru": "за", "uk": "за", "bg": "за", "cs": "za"}
_MIN_DOT = r"(?:\.(?=\s*[,;:)]|\s+[a-zа-яёіїєґ]))?"
RACE_IN_LANGS = tuple(_RACE_IN)


def race_in_pattern(lang: str) -> str:
    """Minutes and seconds after "za" / "w" ("10 km w 28:35"), its context checked when read."""
    return (
        rf"(?<!\w)(?P<lead7>(?i:{_RACE_IN[lang]})\s+)"
        r"(?P<m7>[1-5]?\d):(?P<s7>[0-5]\d)(?![\d:]|[.,]\d)"
        rf"(?:\s?(?:мин|min|хв){_MIN_DOT}(?!\w))?"
    )


_RACE_BEFORE = re.compile(
    r"(?i:\d\s?(?:km|км|m|м)(?!\w)|kilometr|километр|кілометр|метр|maraton|марафон|trasę"
    r"|trať|trat|дистанц|бяг|забег|забіг|bieg|běh|beh)"
)


# Panel X1 (issue 31) heard a race's time written with its units left half read: it "2h 06'
# 12\"" ("due h sei' dodici\""), pt "2h05min" ("dois h cinco minutos"), fr "2 h 01 min 09 s"
# ("neuf s."). Hours, then minutes with "min" or a prime, then perhaps seconds with "s",
# "sec" or a double prime; the hour's "h" glued to its count ("2h") or spaced ("2 h 30
# min": panel AA1 heard "dos horas treinta minutos" without the "y" a native says), read
# before the abbreviations (es "h" is "horas"). A clock's "9h30" has no minutes' sign and
# stays a time.
UNIT_PARTS_LANGS = {"de", "es", "it", "pt", "nl"}
_DOT_IN = r"(?:\.(?=\s[a-zà-ÿ]))?"  # a sentence's full stop stays after the time
_MIN_SIGN = rf"(?:min{_DOT_IN}|['’′])"
_SEC_SIGN = rf"(?:s|sec{_DOT_IN}|seg{_DOT_IN}|[\"”″])"
UNIT_PARTS = (
    rf"(?<![\w.,:])(?:(?P<h4>\d{{1,2}})\s?h\s?(?P<m4>[0-5]?\d)\s?{_MIN_SIGN}"
    rf"(?:\s?(?P<s4>[0-5]?\d)\s?{_SEC_SIGN})?)(?![\w'’′])"
)
# nl writes the hour's sign "u" (uur) too: "1 u 45 min" (panel AL1, issue 31, heard "één u
# vijfenveertig minuten", the pronoun "u"); Taalunie, "uur": "u" is its abbreviation.
_HOUR_SIGN = {"nl": "[hu]"}
# pt "dura cerca de 2h30": after a verb or noun of duration, hours and minutes with no
# minutes' sign are a length of time, not a clock ("duas horas e trinta minutos"; panel AL1
# heard "duas e trinta"). The words of approximation between are kept as written.
_PT_LASTS = (
    r"dura|duram|durou|duraram|durará|durar|duração|demora|demoram|demorou|demoraram"
    r"|demorará|demorar|leva|levam|levou|levaram|levará|levar|durante"
    # "Lisboa – Porto em 2h50": "em" before hours and minutes is the time a trip takes (a
    # clock's time is "às"; panel AP1 heard "em duas e cinquenta")
    r"|em"
    # "Duração da viagem: cerca de 3h20", "Tempo de viagem: 2h45": the noun of a length of
    # time and what it measures (panel BD1, issue 31, heard "três e vinte")
    r"|duração\s+d[aoe]s?\s+[^\W\d_]{2,20}|tempo\s+(?:de\s+[^\W\d_]{2,20}|estimado|total)"
)
# ... and es it, which write "3h20" for a length of time too ("Duración del viaje: unas
# 3h20", "Il film dura 2h15"; panel BD1 heard "tres h veinte"): "tres horas y veinte
# minutos", "due ore e quindici minuti" (RAE, DPD "hora": "h" is the hour's symbol).
_LASTS = {
    "pt": _PT_LASTS,
    "es": r"dura|duran|duró|durará|durar|duración|tarda|tardan|tardó|tardará|tardar|en"
    r"|duración\s+del?\s+[^\W\d_]{2,20}|tiempo\s+(?:de\s+[^\W\d_]{2,20}|estimado|total)",
    "it": r"dura|durano|durato|durata|durerà|impiega|impiegano|impiegato|in"
    r"|durata\s+(?:del|della|dello|dei|delle)\s+[^\W\d_]{2,20}"
    r"|tempo\s+(?:di\s+[^\W\d_]{2,20}|stimato|totale)",
}
_ABOUT = {
    "pt": r"cerca\s+de|perto\s+de|aproximadamente|quase|mais\s+de|menos\s+de|apenas|só|uns|umas",
    "es": r"unas|unos|cerca\s+de|aproximadamente|casi|más\s+de|menos\s+de|apenas|solo|sólo",
    "it": r"circa|quasi|più\s+di|meno\s+di|appena|solo|poco\s+più\s+di",
}


def unit_parts(lang: str) -> str:
    """A race's time with its units ("2h05min"), in ``lang``'s signs."""
    parts = (
        UNIT_PARTS.replace(r"\s?h\s?", rf"\s?{_HOUR_SIGN[lang]}\s?")
        if lang in _HOUR_SIGN
        else UNIT_PARTS
    )
    if lang in _LASTS:
        parts += (
            rf"|(?<!\w)(?P<lead>(?i:{_LASTS[lang]}):?\s+(?:(?i:{_ABOUT[lang]})\s+)?)"
            r"(?P<h6>\d{1,2})h(?P<m6>[0-5]\d)(?![\w'’′]|[.,:]\d)"
        )
    return parts


def _counted_part(lang: str, n: int, unit: str, accusative: bool = False) -> str:
    words = readings.cardinal(n, lang, _DURATION_GENDER.get(lang, ""))
    if lang in _PART_GENDER:
        gender = _PART_GENDER[lang][("hour", "minute", "second").index(unit)]
        words = readings.cardinal(n, lang, gender)
    if lang == "pl" and n > 1:
        words = re.sub(r"jedna$", "jeden", words)  # "dwadzieścia jeden minut"
    if lang in _FEMININE_ONE and (unit == "hour" or lang in ("de", "fr", "sv")):
        words = re.sub(*_FEMININE_ONE[lang], words)
    if lang == "it" and n == 1 and unit == "hour":
        return "un'ora"
    if lang == "nl" and unit == "hour":
        return f"{words} uur"
    if lang == "sl" and n % 100 == 2:
        words = re.sub(r"dva$", "dve", words)  # "dve uri" (SSKJ: the feminine dual)
    category = plural_category(lang, n)
    if lang in ("cs", "sk") and n > 20 and category == "other":
        # "čtyřicet dva sekund": before the genitive plural the compound's last part is the
        # plain "dva" (Internetová jazyková příručka, "dvacet dva"), not the feminine "dvě"
        words = re.sub(r"dvě$|dve$", "dva", words)
    if lang == "lv" and category == "zero":
        category = "other"  # "vienpadsmit minūtes", not CLDR's genitive "minūšu" (LVA)
    pattern = cldr.unit_pattern(lang, f"duration-{unit}", category)
    said = pattern.replace("{0}", words) if pattern else f"{words}"
    if accusative and lang in _ACCUSATIVE_ONE and category == "one":
        one, one_acc, ending = _ACCUSATIVE_ONE[lang]
        said = re.sub(rf"{one}(\s\w+)[aа]$", rf"{one_acc}\g<1>{ending}", said)
    return said


_DE_DATIVE_BEFORE = re.compile(r"(?i:(?<!\w)(?:in|mit|nach|binnen))\s+\Z")


def read_duration(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    lead = g.get("lead") or g.get("lead3") or ""
    if g.get("f5"):  # "1:02,35": minutes, seconds and their hundredths
        m = int(g["m5"])
        minutes = [_counted_part(lang, m, "minute")] if m else []
        if (
            lang == "de"
            and minutes == ["eine Minute"]
            and _DE_DATIVE_BEFORE.search(match.string, max(0, match.start() - 8), match.start())
        ):
            minutes = ["einer Minute"]  # "in einer Minute", as "mit", "nach"
        return " ".join([*minutes, _decimal_seconds(lang, int(g["s5"]), g["f5"])])
    if g.get("m7"):
        before = match.string[max(0, match.start() - 60) : match.start()]
        if not _RACE_BEFORE.search(before):
            return match.group(0)
        lead = g["lead7"]
        h, m, s = None, int(g["m7"]), int(g["s7"])
    elif g.get("m3"):
        h, m, s = None, int(g["m3"]), int(g["s3"])
    elif g.get("m4"):
        h, m, s = int(g["h4"]), int(g["m4"]), int(g["s4"] or 0)
    elif g.get("m6"):
        h, m, s = int(g["h6"]), int(g["m6"]), 0
    else:
        h, m, s = (int(g["h"] or g["h2"]), int(g["m"] or g["m2"]), int(g["s"] or g["s2"]))
    accusative = bool(g.get("lead7")) or bool(
        _AFTER_ZA.search(match.string, max(0, match.start() - 8), match.start())
    )
    said = [
        _counted_part(lang, n, unit, accusative)
        for n, unit in ((h, "hour"), (m, "minute"), (s, "second"))
        if n or (unit == "hour" and n is not None)
    ]
    if lang in _LAST_AND and len(said) > 1:
        comma = " " if lang == "bg" else ", "  # bg "два часа петнайсет минути и десет секунди"
        return lead + comma.join(said[:-1]) + _LAST_AND[lang] + said[-1]
    return lead + " ".join(said)


# ar "بزمن 2:08:15": a race's time, each part counted with its feminine noun in the oblique
# (after the preposition that leads it): "ساعتين وثماني دقائق وخمس عشرة ثانية" (Wright §§
# 323-325: the dual alone for two, three to ten of the other gender before the plural,
# eleven to ninety-nine before the singular; panel AS5 heard "اثنان:ثمانية:خمسة عشر"). One
# digit of hours, as above; not after الساعة, a clock's.
AR_DURATION = r"(?<![\w.,:])(?<!الساعة )(?P<h>[1-9]):(?P<m>[0-5]\d):(?P<s>[0-5]\d)(?![\d:]|[.,]\d)"
_AR_PARTS = {"hour": ("ساعة", "ساعتين", "ساعات"), "minute": ("دقيقة", "دقيقتين", "دقائق"),
             "second": ("ثانية", "ثانيتين", "ثوان")}  # fmt: skip
_AR_FEMININE_UNITS = {"واحد": "إحدى", "اثنان": "اثنتين", "ثمانية": "ثماني"}


def _ar_counted_feminine(n: int, unit: str) -> str:
    one, two, many = _AR_PARTS[unit]
    if n <= 2:
        return (one, two)[n - 1]
    words = [re.sub(r"ون$", "ين", word) for word in spell(str(n), "ar").split(" ")]
    first = _AR_FEMININE_UNITS.get(words[0]) or re.sub(r"ة$", "", words[0])
    if 11 <= n <= 19:  # "خمس عشرة", "اثنتي عشرة", "إحدى عشرة"
        first = {"أحد": "إحدى", "اثنا": "اثنتي"}.get(words[0], first)
        return f"{first} عشرة {one}"
    # ("وعشرين", "ثلاثين": the tens in the oblique)
    return " ".join([first, *words[1:], one if n > 10 else many])


def read_ar_duration(match: re.Match) -> str:
    parts = [(int(match.group(key)), unit) for key, unit in
             (("h", "hour"), ("m", "minute"), ("s", "second"))]  # fmt: skip
    return " و".join(_ar_counted_feminine(n, unit) for n, unit in parts if n)


# "2 h 21 min 34 s": the seconds after the minutes, written "s" (SI), said with their noun
# (panel U1, issue 31, heard fr "trente-quatre s"). Only right after a count of minutes,
# as written or already said ("vingt et une minutes 34 s"), where "s" can be nothing else.
def seconds_pattern(lang: str) -> str:
    nouns = {
        (cldr.unit_pattern(lang, "duration-minute", category) or "").replace("{0}", "").strip()
        for category in ("one", "few", "many", "other")
    }
    # ru uk bg "28 мин 35 с.", "28 хв 35 с" (panel AS2, issue 31, heard "тридцать пять с."):
    # the Cyrillic seconds' sign, "с" or "сек", after the minutes' "мин" or "хв"
    written = {"min", "мин", "хв"}
    minutes = "|".join(sorted({re.escape(n) for n in nouns if n} | written, key=len, reverse=True))
    return rf"(?<=\s)(?P<lead>(?:{minutes})\.?\s)(?P<s>[0-5]?\d)\s?(?:s|с|сек)(?![\w.]\w|\w)"


def read_seconds(lang: str, match: re.Match) -> str:
    # "за 4 хв 1 с": after "za" / "за" the seconds too are in the accusative ("одну секунду")
    before = match.string[max(0, match.start() - 40) : match.start()]
    accusative = bool(_ZA_BEFORE.search(before))
    return match.group("lead") + _counted_part(lang, int(match.group("s")), "second", accusative)


_ZA_BEFORE = re.compile(r"(?i:(?<!\w)(?:za|за))\s[^,.;:!?]*$")
