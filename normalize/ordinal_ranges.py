"""A range of two ordinals that share one noun or month, the first with only its dot:
lv "5.–7. jūlijā", et "5.–7. juulil", fi "5.–7.7." (issue 31: a fresh panel Q3 heard
"pieci.–septītajā jūlijā", "viis.–seitsmendal juulil", "viisi.–seitsemäs heinäkuuta": the
first number a cardinal with its dot left, as nothing read it with the noun after the
second).

Both are ordinals in the same form: the second is read with what follows it by the
language's own rules, the first as if the same words followed it, and the shared words
are said once, after the second: lv "piektajā līdz septītajā jūlijā", et "viiendal kuni
seitsmendal juulil". Finnish says a span of days from the first to the second, the first
in the elative and the second in the illative (Kotus, "Päivämäärät": "viidennestä
seitsemänteen heinäkuuta").
"""

import re
from collections.abc import Callable
from functools import cache

from . import cldr
from .numbers import spellout_formatter
from .rule import Rule, padded, rule

LANGUAGES = ("lv", "et", "fi", "cs", "sk", "sv", "da")
# The word that says the dash (LVS; EKI ÕS "kuni"), cs sk "do" after "od" before the first
# (a span of days before a month in the genitive, and two days joined by "a", "i", "nebo",
# said with it: "od desátého do třináctého října", "od
# tretieho do piateho júna"; ÚJČ, "Psaní data"; a fresh panel AF2, issue 31, heard
# "deset.–třináctého října", "tri. – piateho júna").
# sv da "12–15 juni", "28.-30. juni": "tolfte till femtonde juni", "otteogtyvende til
# tredivte juni" (Språkrådet, Dansk Sprognævn: the dash said "till", "til"; panel AI heard
# "tolv–femtonde juni", "otteogtyvendetredivte juni").
_UNTIL = {"lv": "līdz", "et": "kuni", "cs": "do", "sk": "do", "sv": "till", "da": "til"}
_FROM = {"cs": "od ", "sk": "od "}
# cs sk: only before a month's genitive name, whose ordinal day is in the genitive too; not
# after a preposition that already says where the span starts or ends ("do 3.–5. června")
_GENITIVE_MONTH_LANGS = ("cs", "sk")
_PREPOSITION_BEFORE = re.compile(r"(?i)(?<!\w)(?:od|do|z|ze|mezi|medzi|na|po|až)\s+\Z")

_RANGE = (
    r"(?=\d)(?<![\w.,:/\-–])(?P<a>\d{1,2})\.(?:\s?[–—-]\s?|\s(?P<conj>a|i|nebo|alebo)\s)"
    r"(?P<b>\d{1,2})\."
    # a month as digits (fi "7.7.", "7.7.2025") or a word in lower case after the second
    r"(?P<tail>(?P<m>\d{1,2})\.(?P<y>\d{4})?(?!\d|\.\d)|\s?(?=[a-zāčēģīķļņšūžõäöüáéíóúýďěňřťůôĺľŕ]{3,}))"
)


_FI_MONTHS = {cldr.month_name("fi", m): m for m in range(1, 13)}
# sv da: a span of days before a month's name, the days with or without their dots
_NORDIC = ("sv", "da")


# ... or a month's short name ("1–7 jan.", "3.-5. feb."; panel AL4 heard "ett–sjunde
# januari"), said in full with the span; its dot is kept where it ends the sentence.
@cache
def _short_months(lang: str) -> dict[str, int]:
    wide = {cldr.month_name(lang, m).lower() for m in range(1, 13)}
    names = {name.rstrip(".").lower(): m for name, m in cldr.months(lang).items()}
    return {name: m for name, m in names.items() if name not in wide}


@cache
def _nordic_range(lang: str) -> str:
    months = "|".join(cldr.month_name(lang, m) for m in range(1, 13))
    short = "|".join(sorted(_short_months(lang), key=len, reverse=True))
    return (
        r"(?=\d)(?<![\w.,:/\-–])(?P<a>\d{1,2})\.?\s?[–—-]\s?(?P<b>\d{1,2})\.?"
        rf"(?:(?P<tail>\s(?=(?i:{months})(?!\w)))|\s(?P<short>(?i:{short}))(?![^\W\d_])"
        r"(?:\.(?=\s+[a-zåäöæø\d]|\s*[,;)]))?)(?P<conj>)(?P<m>)"
    )


def _nordic_short(lang: str, match: re.Match, reread: "Read") -> str:
    """ "1–7 jan." -> "första till sjunde januari": both days read with the month in full."""
    a, b = match.group("a"), match.group("b")
    month = cldr.month_name(lang, _short_months(lang)[match.group("short").lower()])
    dot = "" if lang == "sv" else "."
    first = reread(f"{a}{dot} {month}", lang).split()
    second = reread(f"{b}{dot} {month}", lang)
    if first[-1:] != [month] or not second.endswith(month) or re.search(r"\d", second):
        return match.group(0)
    return padded(match, f"{' '.join(first[:-1])} {_UNTIL[lang]} {second}")


# reread(text, lang) -> the text as the package's own rules read it (the normalizer passes
# its own, normalize.normalizer.read_plain: this module imports nothing above it).
Read = Callable[[str, str], str]


# fi "1.–3.5. Hartwall Areenalla", "3.5. Tampereella": a place's name in a local case after
# the date's dot goes on with the clause (where? at the date's event); the dot is the date's
# only, no full stop (panel BE3, issue 31, heard a sentence's break before the place).
FI_PLACE_AFTER = re.compile(
    r"\s+(?:[A-ZÄÖÅ][^\W\d_]{0,30}\s+){0,2}[A-ZÄÖÅ][^\W\d_]{0,30}?"
    r"(?:ll[aä]|ss[aä]|st[aä]|lt[aä]|lle)(?![^\W\d_])"
)


def fi_sentence_ends(rest: str) -> bool:
    """Whether fi text after a date's closing dot starts a new sentence."""
    return bool(re.match(r"\s*(?:\Z|[A-ZÄÖÅ])", rest)) and not FI_PLACE_AFTER.match(rest[:80])


def _fi(match: re.Match, m: str | None, reread: Read) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    if m is None or not (1 <= a < b <= 31 and 1 <= int(m) <= 12):
        return match.group(0)
    say = spellout_formatter("fi").format
    first = say(a, "%spellout-ordinal-elative").replace("\u00ad", "")
    second = say(b, "%spellout-ordinal-illative").replace("\u00ad", "")
    year = f" {reread(match.group('y'), 'fi')}" if match.group("y") else ""
    month = f" {cldr.month_name('fi', int(m))}" if match.group("m") else ""
    said = f"{first} {second}{month}{year}"
    ends_on_dot = match.group("m") and not match.group("y")  # a year has no dot after it
    if ends_on_dot and fi_sentence_ends(match.string[match.end() : match.end() + 80]):
        said += "."  # the month's dot ended the sentence too
    return padded(match, said)


def _reader(lang: str, reread: Read):
    def read(match: re.Match) -> str:
        a, b = int(match.group("a")), int(match.group("b"))
        if not a < b or (match.group("conj") and lang not in _GENITIVE_MONTH_LANGS):
            return match.group(0)
        if lang == "fi" and match.group("m"):
            return _fi(match, match.group("m"), reread)
        if match.group("m"):
            return match.group(0)
        if match.groupdict().get("short"):
            return _nordic_short(lang, match, reread)
        # the second with the words after it, up to the sentence's end or a comma
        rest = match.string[match.end() :]
        tail = re.match(r"[^\s,.;:!?()]+(?:\s+[^\s\d,.;:!?()]+)?", rest)
        if not tail:
            return match.group(0)
        words = tail.group(0)
        if lang in _GENITIVE_MONTH_LANGS and (
            words.split()[0].lower() not in _genitive_months(lang)
            or _PREPOSITION_BEFORE.search(match.string, max(0, match.start() - 8), match.start())
        ):
            return match.group(0)
        dot = "" if lang == "sv" else "."  # sv writes a date's day without a dot
        second = reread(f"{b}{dot} {words}", lang).split()
        first = reread(f"{a}{dot} {words}", lang).split()
        shared = 0
        while (
            shared < min(len(first), len(second)) - 1 and first[-1 - shared] == second[-1 - shared]
        ):
            shared += 1
        if not shared or re.search(r"[\d.]", " ".join(first + second)):
            return match.group(0)  # not read as ordinals with the same words after both
        # the match ends before the shared words: they stay in the text, said once
        said_first = " ".join(first[:-shared])
        said_second = " ".join(second[: len(second) - shared])
        if lang == "fi":  # "5.–7. heinäkuuta": the month's name after the days
            month = _FI_MONTHS.get(words.split()[0].lower())
            if month is None:
                return match.group(0)
            said = _fi(match, str(month), reread)
            return match.group(0) if said == match.group(0) else said + " "
        if match.group("conj"):
            # cs sk "3. a 4. října": two days of one month, both in the genitive,
            # "třetího a čtvrtého října" (panel AH2 heard "třetí a čtvrtého října")
            return padded(match, f"{said_first} {match.group('conj')} {said_second}").rstrip() + " "
        said = f"{_FROM.get(lang, '')}{said_first} {_UNTIL[lang]} {said_second}"
        return padded(match, said).rstrip() + " "

    return read


# de: a span of two dotted dates, the first without its year ("01.01.–31.03.2024",
# "1.4.-30.6."): "vom ersten Januar bis zum einunddreißigsten März" (Duden, "Datum": "vom
# 1.4. bis 3.4."; "in der Zeit vom ... bis zum ..."). After "vom" the text has said it
# ("vom ersten Januar bis einunddreißigsten März"). A fresh panel AF1 (issue 31) heard the
# first date read as a decimal ("eins Komma null eins.") and no "bis".
_DE_SPAN = (
    r"(?=\d)(?<![\w.,:/\-–])(?P<d1>\d{1,2})\.(?P<m1>\d{1,2})\.(?P<y1>\d{4})?\s?[–—-]\s?"
    r"(?P<d2>\d{1,2})\.(?P<m2>\d{1,2})\.(?P<y2>\d{4})?(?![\d])(?!\.\d)"
)
_DE_NOT_DATES = re.compile(
    r"(?:(?i:version|v|kapitel|abschnitt|abs\.|nr\.|punkte?|schritte?)|§)\s{1,3}\Z"
)
_DE_VOM = re.compile(r"(?<![^\W\d_])(?i:vom|von)\s{1,3}\Z")


def _de_span(match: re.Match) -> str:
    from . import readings

    g = match.groupdict()
    y1 = int(g["y1"]) if g["y1"] else None
    y2 = int(g["y2"]) if g["y2"] else None
    if y1 is not None and y2 is None:
        return match.group(0)  # "1.1.2024-3.4." is no span anyone writes
    if _DE_NOT_DATES.search(match.string, max(0, match.start() - 12), match.start()):
        return match.group(0)  # "Version 1.2.-3.4.", "§ 3.1.-3.4.": no dates
    vom = _DE_VOM.search(match.string, max(0, match.start() - 8), match.start())
    first = readings.date("de", int(g["d1"]), int(g["m1"]), y1, "am")
    second = readings.date("de", int(g["d2"]), int(g["m2"]), y2, "am")
    if first is None or second is None:
        return match.group(0)
    said = f"{first} bis {second}" if vom else f"vom {first} bis zum {second}"
    if match.group(0).endswith(".") and not match.string[match.end() :].strip():
        said += "."  # the sentence's full stop was the second date's dot too
    return padded(match, said)


# de "am 14.–16. Mai", "vom 3.-5. Juni": two days of one month, the first with only its dot:
# both ordinals in the case the word before them gives, the dash said "bis" ("am
# vierzehnten bis sechzehnten Mai"; Duden, "Datum": "am 14. bis 16. Mai"); with no such
# word, "vom ... bis ..." (panel AR1, issue 31, heard "am vierzehn.–sechzehnter Mai").
_DE_DAYS = (
    r"(?=\d)(?<![\w.,:/\-–])(?P<a>\d{1,2})\.\s?[–—-]\s?(?P<b>\d{1,2})\.\s"
    r"(?P<month>Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober"
    r"|November|Dezember)(?![^\W\d_])"
)
_DE_DAYS_BEFORE = re.compile(
    r"(?<![^\W\d_])(?P<w>am|vom|von|ab|seit|bis|zum|dem|den|der|die|zwischen)\s{1,3}\Z",
    re.IGNORECASE,
)


def _de_days(reread: Read):
    def read(match: re.Match) -> str:
        a, b, month = int(match.group("a")), int(match.group("b")), match.group("month")
        if not 1 <= a < b <= 31:
            return match.group(0)
        before = _DE_DAYS_BEFORE.search(match.string, max(0, match.start() - 12), match.start())
        word = before.group("w").lower() if before else "am"
        if word in ("von", "zwischen", "bis"):
            word = "dem"  # the dative these take, the article already written or left
        said = [reread(f"{word} {n}. {month}", "de").split() for n in (a, b)]
        if any(len(s) != 3 or s[0] != word or s[2] != month for s in said):
            return match.group(0)
        first, second = said[0][1], said[1][1]
        head = "" if before else "vom "
        joiner = "und" if before and before.group("w").lower() == "zwischen" else "bis"
        return f"{head}{first} {joiner} {second} {month}"

    return read


# sv da "28. juni-1. juli", "28 juni–1 juli": a span of two dates in two months, each read as
# a date, the dash said "til", "till" (Dansk Sprognævn, Språkrådet; panel AR4, issue 31, heard
# "otteogtyvende juni-første juli").
@cache
def _nordic_months_span(lang: str) -> str:
    months = "|".join(cldr.month_name(lang, m) for m in range(1, 13))
    return (
        rf"(?=\d)(?<![\w.,:/\-–])(?P<a>\d{{1,2}}\.?\s(?i:{months}))\s?[–—-]\s?"
        rf"(?P<b>\d{{1,2}}\.?\s(?i:{months})(?:\s\d{{4}}(?![\d.,:]\d))?)(?![^\W\d_])"
    )


def _nordic_dates(lang: str, reread: Read):
    def read(match: re.Match) -> str:
        first, second = reread(match.group("a"), lang), reread(match.group("b"), lang)
        if re.search(r"\d", first + second):
            return match.group(0)
        return f"{first} {_UNTIL[lang]} {second}"

    return read


@cache
def _genitive_months(lang: str) -> frozenset[str]:
    """The months' wide names in the date's form (cs "října", sk "júna")."""
    return frozenset(cldr.month_name(lang, m).lower() for m in range(1, 13))


# ru uk "с 1 по 5 класс", "з 1 по 4 курс": a span of counted things whose noun, after the
# second, is in the accusative singular: both numbers are ordinals, the first in the
# genitive after "с"/"з", the second in the accusative with the noun ("с первого по пятый
# класс", "з першого по четвертий курс"; Розенталь § 25; panel AJ2 heard "с один по пять").
_SPAN_NOUNS = {
    "ru": {"m": "класс курс этаж квартал тур этап день год", "f": "группу четверть неделю",
           "n": "число"},
    "uk": {"m": "клас курс поверх квартал тур етап день рік тиждень", "f": "групу чверть",
           "n": "число"},
}  # fmt: skip
_SPAN_GENDERS = {
    lang: {noun: gender for gender, nouns in table.items() for noun in nouns.split()}
    for lang, table in _SPAN_NOUNS.items()
}
_SPAN_FORMS = {"m": ("m-gen", "m"), "f": ("f-gen", "f-acc"), "n": ("m-gen", "n")}


def _counted_span(lang: str) -> Rule:
    nouns = "|".join(sorted(_SPAN_GENDERS[lang], key=len, reverse=True))

    @rule(
        f"{lang}.orderedspan",
        f"{lang}: a span of counted things, с 1 по 5 класс -> с первого по пятый класс",
        rf"(?<!\w)(?P<from>[сСзЗ])\s+(?P<a>\d{{1,2}})\s+(?P<to>по)\s+(?P<b>\d{{1,2}})"
        rf"\s+(?P<noun>{nouns})(?!\w)",
    )
    def read(match: re.Match) -> str:
        from .ordinals import ordinal

        a, b = int(match.group("a")), int(match.group("b"))
        first, second = _SPAN_FORMS[_SPAN_GENDERS[lang][match.group("noun")]]
        said = (ordinal(a, lang, first), ordinal(b, lang, second))
        if not (0 < a < b and all(said)):
            return match.group(0)
        return (
            f"{match.group('from')} {said[0]} {match.group('to')} {said[1]} {match.group('noun')}"
        )

    return read


@cache
def rules_for(lang: str, reread: Read) -> tuple[Rule, ...]:
    if lang in _SPAN_NOUNS:
        return (_counted_span(lang),)
    if lang == "de":
        return (
            rule(
                "de.datespan",
                "de: a span of two dotted dates (01.01.–31.03.2024) -> vom ersten Januar "
                "bis zum einunddreißigsten März",
                _DE_SPAN,
            )(_de_span),
            rule(
                "de.dayspan",
                "de: two days of one month (am 14.–16. Mai) -> am vierzehnten bis sechzehnten Mai",
                _DE_DAYS,
            )(_de_days(reread)),
        )
    if lang not in LANGUAGES:
        return ()
    spans = ()
    if lang in _NORDIC:
        spans = (
            rule(
                f"{lang}.monthsdayspan",
                f"{lang}: a span of dates in two months (28. juni-1. juli) -> otteogtyvende "
                "juni til første juli",
                _nordic_months_span(lang),
            )(_nordic_dates(lang, reread)),
        )
    return (
        *spans,
        rule(
            f"{lang}.ordinalrange",
            f"{lang}: two ordinals sharing the words after the second (5.–7. jūlijā) -> "
            "both ordinals in their form, the words said once",
            _nordic_range(lang) if lang in _NORDIC else _RANGE,
        )(_reader(lang, reread)),
    )
