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

LANGUAGES = ("lv", "et", "fi")
# The word that says the dash (LVS; EKI ÕS "kuni").
_UNTIL = {"lv": "līdz", "et": "kuni"}

_RANGE = (
    r"(?=\d)(?<![\w.,:/\-–])(?P<a>\d{1,2})\.\s?[–—-]\s?(?P<b>\d{1,2})\."
    # a month as digits (fi "7.7.", "7.7.2025") or a word in lower case after the second
    r"(?P<tail>(?P<m>\d{1,2})\.(?P<y>\d{4})?(?!\d|\.\d)|\s?(?=[a-zāčēģīķļņšūžõäöü]{3,}))"
)


_FI_MONTHS = {cldr.month_name("fi", m): m for m in range(1, 13)}


# reread(text, lang) -> the text as the package's own rules read it (the normalizer passes
# its own, normalize.normalizer.read_plain: this module imports nothing above it).
Read = Callable[[str, str], str]


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
    if ends_on_dot and re.match(r"\s*(?:\Z|[A-ZÄÖÅ])", match.string[match.end() :]):
        said += "."  # the month's dot ended the sentence too
    return padded(match, said)


def _reader(lang: str, reread: Read):
    def read(match: re.Match) -> str:
        a, b = int(match.group("a")), int(match.group("b"))
        if not a < b:
            return match.group(0)
        if lang == "fi" and match.group("m"):
            return _fi(match, match.group("m"), reread)
        if match.group("m"):
            return match.group(0)
        # the second with the words after it, up to the sentence's end or a comma
        rest = match.string[match.end() :]
        tail = re.match(r"[^\s,.;:!?()]+(?:\s+[^\s\d,.;:!?()]+)?", rest)
        if not tail:
            return match.group(0)
        words = tail.group(0)
        second = reread(f"{b}. {words}", lang).split()
        first = reread(f"{a}. {words}", lang).split()
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
        return padded(match, f"{said_first} {_UNTIL[lang]} {said_second}").rstrip() + " "

    return read


@cache
def rules_for(lang: str, reread: Read) -> tuple[Rule, ...]:
    if lang not in LANGUAGES:
        return ()
    return (
        rule(
            f"{lang}.ordinalrange",
            f"{lang}: two ordinals sharing the words after the second (5.–7. jūlijā) -> "
            "both ordinals in their form, the words said once",
            _RANGE,
        )(_reader(lang, reread)),
    )
