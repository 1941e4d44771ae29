"""Two abbreviations after an ordinal that the Baltic panels heard left as written
(issue 31, a fresh panel Q3):

- lt "kiekvieno mėnesio 25 d.": the day of the month, "d." for "diena", said as the
  accusative of time "dvidešimt penktą dieną" (DLKG § 531: a date's day without its month
  is said in the accusative with "dieną"; VLKK, "Datų rašymas"). After a month's name the
  date rules read it.
- lv "18. gs.": "gadsimts" (LVS's abbreviations list), the ordinal in its case: the
  genitive before a word ("18. gs. vidū" -> "astoņpadsmitā gadsimta vidū", "18. gs.
  celtne"), the locative where it ends a clause ("celta 18. gs." -> "astoņpadsmitajā
  gadsimtā").
- hu "minden hónap 10-én": a day with the suffix only a day of the month takes (-án, -én,
  -jén: MHSz 12, 292.) is that day, "tizedikén", with its month or without; "május 5–7.
  között" is "május ötödike és hetedike között", "május 5–7." alone "május ötödikétől
  hetedikéig" (the panel heard "tíz-én", "május öt-hetedik").
"""

import re
from functools import cache

from . import cldr, readings
from .numbers import spell, spellout_formatter
from .ordinals import ordinal
from .roman import roman_value
from .rule import Rule, padded, rule


def _ends_sentence(rest: str) -> bool:
    """The abbreviation's dot ended the sentence too: nothing, or a capital, after it."""
    return bool(re.match(r"\s*$|\s+[A-ZĀČĒĢĪĶĻŅŠŪŽĄĘĖĮŲ]", rest))


# ... and after a verb of a payment or an event that says on which day, not for how long:
# "bus nurašyta 15 d." -> "penkioliktą dieną" (panel BE3, issue 31, heard "penkiolika
# dienų", a count); "truks 15 d." (how long) stays a count.
_LT_DATE_VERBS = (
    r"(?:nu|iš|pri)rašo\w{0,4}|(?:nu|iš|pri)rašyt\w{0,3}|pervest\w{0,3}|pervedam\w{0,3}"
    r"|(?:iš|su|ap)?mokėt\w{0,3}|(?:iš)?mokam\w{0,3}|nuskaičiuo\w{0,4}|vyks|įvyks|vyksta"
    r"|prasidės|prasideda|baigsis|įsigalios"
)


def _read_lt_day(match: re.Match) -> str:
    n = int(match.group("n"))
    said = ordinal(n, "lt", "m-acc") if 1 <= n <= 31 else None
    if not said:
        return match.group(0)
    dot = "." if _ends_sentence(match.string[match.end() :]) else ""
    return f"{match.group('month')} {said} dieną{dot}"


def _read_lv_century(match: re.Match) -> str:
    n = int(match.group("n"))
    rest = match.string[match.end() :]
    clause_ends = re.match(r"\s*(?:[,;:!?)]|$)", rest) or _ends_sentence(rest)
    form, noun = ("m-loc", "gadsimtā") if clause_ends else ("m-gen", "gadsimta")
    said = ordinal(n, "lv", form) if 1 <= n <= 21 else None
    if not said:
        return match.group(0)
    # the abbreviation's dot ended the sentence too
    return padded(match, f"{said} {noun}{'.' if _ends_sentence(rest) else ''}")


# et "20. saj alguses" (EKI "Lühendid": saj sajand; panel AN3 heard "kahekümnes saj"): the
# genitive before a word, as a postposition or a noun after it asks ("kahekümnenda sajandi
# alguses", "21. saj probleem"), else the nominative.
def _read_et_century(match: re.Match) -> str:
    n = int(match.group("n"))
    rest = match.string[match.end() :]
    before_word = re.match(r"\s+[a-zäöõüšž]", rest) and not re.match(
        r"\s+(?:on|oli|ja|ning|või|ehk|kui)(?!\w)", rest
    )
    form, noun = ("gen", "sajandi") if before_word else ("nom", "sajand")
    said = ordinal(n, "et", form) if 1 <= n <= 21 else None
    if not said:
        return match.group(0)
    dot = "." if match.group("dot") and _ends_sentence(rest) else ""
    return padded(match, f"{said} {noun}{dot}")


# et "järjekorras 4.,", fi "jonossa 6.,": a number whose dot a comma follows is an ordinal (a
# cardinal takes no dot there), a place in a queue: et the nominative ("Olete järjekorras
# neljas"), fi the essive ("Olet jonossa kuudentena"; panel AN3 heard "neli.,", "kuusi.,").
_QUEUE = {"et": ("järjekorras", ""), "fi": ("jonossa", "-essive")}


def _read_queue_place(lang: str, match: re.Match) -> str:
    n = int(match.group("n"))
    if lang == "et":
        said = ordinal(n, lang)
    else:
        ruleset = f"%spellout-ordinal{_QUEUE[lang][1]}"
        said = spellout_formatter(lang).format(n, ruleset).replace("\u00ad", "")
    return f"{match.group('w')}{said}" if said else match.group(0)


def _read_hu_day(match: re.Match) -> str:
    d = int(match.group("d"))
    before = match.string[max(0, match.start() - 16) : match.start()]
    if not 1 <= d <= 31 or re.search(rf"(?:{cldr.month_pattern('hu')}|\d)\.?\s*\Z", before):
        return match.group(0)  # "március 15-én", "2024. 03. 15-én": the date rules' own
    return padded(match, readings.hungarian_day_on(d, match.group("suf")))


def _read_hu_day_is(match: re.Match) -> str:
    return f"{match.group('m')} {readings._hu_day(int(match.group('d')))}"


def _read_hu_days(match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    if not 1 <= a < b <= 31:
        return match.group(0)
    # "2025. augusztus 6–11. között": the year before, said as the dates say it (its dot is
    # no full stop; panel V3 heard "kétezer-huszonöt. augusztus hat-tizenegyedik")
    year = f"{spell(match.group('y'), 'hu')} " if match.group("y") else ""
    if match.group("between"):
        said = f"{readings._hu_day(a)} és {readings._hu_day(b)}{match.group('between')}"
    else:
        said = f"{readings.hungarian_day_on(a, 'tól')} {readings.hungarian_day_on(b, 'ig')}"
    return f"{year}{match.group('m')} {said}"


def _read_hu_month_day(match: re.Match) -> str:
    m, d = int(match.group("m")), int(match.group("d"))
    if not (1 <= m <= 12 and 1 <= d <= 31):
        return match.group(0)
    return padded(
        match, f"{cldr.month_name('hu', m)} {readings.hungarian_day_on(d, match.group('suf'))}"
    )


def _read_hu_deadline_day(match: re.Match) -> str:
    m, d = int(match.group("m")), int(match.group("d"))
    if not 1 <= d <= 31:
        return match.group(0)
    return f"{match.group('lead')}{cldr.month_name('hu', m)} {readings._hu_day(d)}."


def _read_hu_floor_door(match: re.Match) -> str:
    floor = roman_value(match.group("f"))
    if floor is None or not 1 <= floor <= 30:
        return match.group(0)
    dot = "" if match.string[match.end() : match.end() + 1] in (",", ";") else match.group("dot")
    house, door = spell(match.group("h"), "hu"), spell(match.group("d"), "hu")
    return f"{house}, {ordinal(floor, 'hu')} emelet {door}{dot}"


def _read_hu_day_and(match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    if not 1 <= a < b <= 31:
        return match.group(0)
    year = f"{spell(match.group('y'), 'hu')} " if match.group("y") else ""
    days = f"{readings._hu_day(a)} {match.group('c')} {readings._hu_day(b)}"
    return f"{year}{match.group('m')} {days}"


def _read_hu_grouped_ordinal(match: re.Match) -> str:
    n = int(match.group("n").replace(" ", "").replace("\u00a0", ""))
    said = ordinal(n, "hu")
    if not said:
        return match.group(0)
    said = re.sub(r"kettő(?=ezer|száz)", "két", said)  # "tizenkétezer", as the cardinal
    if n > 2000 and n % 1000:  # "negyvenötezer-hatszáztizenkettedik" (MHSz 12, 298.)
        said = re.sub(r"ezer(?=[^\W\d_-])", "ezer-", said, count=1)
    return said


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    if lang == "hu":
        months = cldr.month_pattern("hu")
        return (
            # Panel X3 (issue 31): "02.10-én" (a month and day in numbers with the day's
            # ending, MHSz 12, 292.) was read as a decimal, "két egész tíz század-én";
            # "július 3. és 18. között" said the second day "tizennyolcadik" (both days the
            # possessive: "harmadika és tizennyolcadika között"); "A 45 612. számú" split
            # the ordinal at its thousands' space.
            rule("hu.monthday", "hu: a month and day with the day's ending (02.10-én) -> "
                 "február tizedikén",
                 r"(?<![\w.,:/-])(?<!\d\.\s)(?P<m>0?[1-9]|1[0-2])\.\s?(?P<d>[0-3]?\d)-"
                 r"(?P<suf>án|én|jén|(?:j[eé])?(?:ig|tól|től|ra|re|i))(?!\w)")(_read_hu_month_day),
            rule("hu.dayand", "hu: two days of a month (július 3. és 18. között) -> július "
                 "harmadika és tizennyolcadika között",
                 rf"(?<![\w.])(?:(?P<y>\d{{4}})\.\s+)?(?P<m>{months})\s+(?P<a>\d{{1,2}})\.\s+"
                 r"(?P<c>és|vagy)\s+"
                 r"(?P<b>\d{1,2})\.(?=\s+között(?!\w))")(_read_hu_day_and),
            rule("hu.groupedordinal", "hu: an ordinal grouped in thousands before számú (45 612. "
                 "számú) -> negyvenötezer-hatszáztizenkettedik",
                 r"(?<![\w.,])(?<!\d[ \u00a0])(?P<n>\d{1,3}(?:[ \u00a0]\d{3})+)\.(?=\s+(?i:szám))")(
                _read_hu_grouped_ordinal),
            rule("hu.dayrange", "hu: days of a month (május 5–7.) -> május ötödikétől "
                 "hetedikéig; before 'között', ötödike és hetedike között",
                 rf"(?<![\w.])(?:(?P<y>\d{{4}})\.\s+)?(?P<m>{months})\s+(?P<a>\d{{1,2}})\.?\s?[–-]\s?(?P<b>\d{{1,2}})\."
                 r"(?P<between>\s+között(?!\w))?")(_read_hu_days),
            # Panel AK3 heard "minden hónap 10-e" as "tíz-e": the day's possessive after a
            # month or "hónap" ("tizedike", "elseje"; MHSz 12, 292.)
            rule("hu.dayis", "hu: a day of the month with its possessive (hónap 10-e) -> "
                 "tizedike",
                 rf"(?<![\w.])(?P<m>(?i:{months}|hónap|hónapban|hó)\.?)\s+(?P<d>[1-9]|[12]\d|3[01])-"
                 r"(?:[ae]|je)(?!\w)")(_read_hu_day_is),
            # Panel AM3 (issue 31): "Fizetési határidő: 04.20." (a month and day, MHSz 12,
            # 292.) was read as a decimal, "négy egész húsz század"; "Andrássy út 12. II/4."
            # (floor and door) left "II/négy".
            rule("hu.deadlineday", "hu: a month and day after a date's word (határidő: 04.20.) "
                 "-> április huszadika",
                 r"(?<!\w)(?P<lead>(?i:határid\w*|dátum\w*|lejár\w*|esedékes\w*|érvényes\w*"
                 r"|kelt|befizetés\w*|szállítás\w*)\s*:?\s+(?:\w+\s+)?)"
                 r"(?P<m>0[1-9]|1[0-2])\.\s?(?P<d>[0-3]\d)\.(?![\d\w-])")(_read_hu_deadline_day),
            rule("hu.floordoor", "hu: a floor and door after a house number (út 12. II/4.) -> "
                 "második emelet négy",
                 r"(?<![\w.,/-])(?P<h>[1-9]\d{0,3})\.\s(?P<f>[IVX]{1,4})\.?/(?P<d>[1-9]\d{0,2})"
                 r"(?P<dot>\.?)(?![\w/-])")(
                _read_hu_floor_door),
            rule("hu.dayon", "hu: a day with its suffix (10-én) -> tizedikén",
                 r"(?<![\w.,:/-])(?P<d>\d{1,2})-(?P<suf>án|én|jén)(?!\w)")(_read_hu_day),
        )  # fmt: skip
    if lang == "lt":
        return (
            rule("lt.dayofmonth",
                 "lt: a day of the month (mėnesio 25 d.) -> dvidešimt penktą dieną",
                 rf"(?<![^\W\d_])(?P<month>(?i:mėnesio|{_LT_DATE_VERBS}))\s+(?P<n>\d{{1,2}})\s?d\.(?!\w)")(
                _read_lt_day),
        )  # fmt: skip
    if lang in _QUEUE:
        queue = (
            rule(f"{lang}.queueplace", f"{lang}: a place in a queue, its dot before a comma "
                 f"({_QUEUE[lang][0]} 4.,) -> the ordinal",
                 rf"(?<!\w)(?P<w>(?i:{_QUEUE[lang][0]})\s+)(?P<n>[1-9]\d?)\.(?=,)")(
                lambda match, lang=lang: _read_queue_place(lang, match)),
        )  # fmt: skip
        if lang == "et":
            queue += (
                rule("et.century", "et: a century (20. saj) -> kahekümnenda sajandi",
                     r"(?<![\w.,:/-])(?P<n>\d{1,2})\.\s?saj(?P<dot>\.)?(?!\w)")(_read_et_century),
            )  # fmt: skip
        return queue
    if lang == "lv":
        return (
            rule("lv.century", "lv: a century (18. gs.) -> astoņpadsmitā gadsimta",
                 r"(?<![\w.,:/-])(?P<n>\d{1,2})\.\s?gs\.(?!\w)")(_read_lv_century),
        )  # fmt: skip
    return ()
