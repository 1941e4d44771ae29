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
"""

import re
from functools import cache

from .ordinals import ordinal
from .rule import Rule, padded, rule


def _ends_sentence(rest: str) -> bool:
    """The abbreviation's dot ended the sentence too: nothing, or a capital, after it."""
    return bool(re.match(r"\s*$|\s+[A-ZĀČĒĢĪĶĻŅŠŪŽĄĘĖĮŲ]", rest))


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


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    if lang == "lt":
        return (
            rule("lt.monthday", "lt: a day of the month (mėnesio 25 d.) -> dvidešimt penktą dieną",
                 r"(?<![^\W\d_])(?P<month>(?i:mėnesio))\s+(?P<n>\d{1,2})\s?d\.(?!\w)")(_read_lt_day),
        )  # fmt: skip
    if lang == "lv":
        return (
            rule("lv.century", "lv: a century (18. gs.) -> astoņpadsmitā gadsimta",
                 r"(?<![\w.,:/-])(?P<n>\d{1,2})\.\s?gs\.(?!\w)")(_read_lv_century),
        )  # fmt: skip
    return ()
