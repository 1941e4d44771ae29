"""A month and a year without a day, in pl ru uk cs sk (issue 31): a card's expiry "ważna do
09/26", "действует до 09/26", an offer "do 12.2025". Read as the month's name and the
year the way the language's dates say it ("do września dwa tysiące dwudziestego szóstego
roku", "до сентября две тысячи двадцать шестого года", cs "do září dva tisíce dvacet
šest"), the month in the genitive after a preposition (CLDR's format and stand-alone
month names, through Babel).

"MM/YY" is a month only after a word of validity (a day and month "12/03" is the short date
rule's); "MM/YYYY" and "MM.YYYY" with a zero-padded month are one anywhere.
"""

import re
from functools import cache

from . import cldr, readings
from .rule import Rule, padded, rule

LANGUAGES = ("pl", "ru", "uk", "cs", "sk")
# Words that say a validity date follows ("ważna do", "действует до", "platí do", "exp.").
_VALID = {
    "pl": r"ważn\w*|termin\w*|exp\.?",
    "ru": r"действ\w*|срок\w*|годн\w*|exp\.?",
    "uk": r"дійсн\w*|термін\w*|придатн\w*|exp\.?",
    "cs": r"platn\w*|platí|expira\w*|exp\.?",
    "sk": r"platn\w*|platí|exspir\w*|exp\.?",
}
_PREPOSITIONS = {"do", "od", "z", "po", "до", "от", "с", "з", "від", "после", "після"}


@cache
def _pattern(lang: str) -> str:
    month = r"(?P<m>0[1-9]|1[0-2])"
    short = r"(?P<ym>0[1-9]|1[0-2])/(?P<yy>\d\d)(?![\d/.,]\d|\d)"
    return (
        rf"(?<![\w/.,:-])(?:{month}[/.](?P<y>(?:19|20)\d\d)(?![\d/.,]\d|\d)"
        rf"|(?P<valid>(?i:{_VALID[lang]})(?:\s+\w{{1,3}})?:?\s+){short})"
    )


def _read(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    if g["y"]:
        m, y, lead = int(g["m"]), int(g["y"]), ""
        before = match.string[max(0, match.start() - 20) : match.start()].split()[-1:]
    else:
        m, y, lead = int(g["ym"]), 2000 + int(g["yy"]), g["valid"]
        before = lead.split()[-1:]
    genitive = bool(before) and before[0].lower() in _PREPOSITIONS
    month = cldr.month_name(lang, m) if genitive else cldr.months_standalone(lang, m)
    year = readings.DATE_YEARS.get(lang, lambda n: readings.year(n, lang))(y)
    return padded(match, f"{lead}{month} {year}")


def rules_for(lang: str) -> tuple[Rule, ...]:
    if lang not in LANGUAGES:
        return ()
    return (
        rule(
            f"{lang}.monthyear",
            f"{lang}: a month and year (ważna do 09/26, 12.2025) -> the month and the year",
            _pattern(lang),
        )(lambda match: _read(lang, match)),
    )
