"""A month and a year without a day, in pl ru uk cs sk (issue 31): a card's expiry "ważna do
09/26", "действует до 09/26", an offer "do 12.2025". Read as the month's name and the
year the way the language's dates say it ("do września dwa tysiące dwudziestego szóstego
roku", "до сентября две тысячи двадцать шестого года", cs "do září dva tisíce dvacet
šest"), the month in the genitive after a preposition (CLDR's format and stand-alone
month names, through Babel).

"MM/YY" is a month only after a word of validity (a day and month "12/03" is the short date
rule's); "MM/YYYY" and "MM.YYYY" with a zero-padded month are one anywhere.

Panel AJ5 (issue 31) heard a card's expiry in ar tr hi vi id ko ja read with its slash
("sekiz/yirmi altı") or, in ko ja, as a day ("유효기간 08/26": "팔 월 이십육 일", the 26th of
August): there it is the month's name and the year too ("Ağustos iki bin yirmi altı", "tháng
tám năm hai nghìn không trăm hai mươi sáu", "이천이십육 년 팔 월"); ko ja say the year first.

Panel BD1 (issue 31) heard de "Miete für 03/2024" read "drei/zweitausendvierundzwanzig": in
the languages that write a month and year so (de nl da sv fi fr es it pt ro el) "MM/YYYY"
is the month's name and the year too ("März zweitausendvierundzwanzig", es pt "marzo de
dos mil veinticuatro", as their dates join them).
"""

import re
from collections.abc import Callable
from functools import cache

from . import cldr, readings
from .rule import Rule, padded, rule

_SLAVIC = ("pl", "ru", "uk", "cs", "sk")
_WESTERN = ("de", "nl", "da", "sv", "fi", "fr", "es", "it", "pt", "ro", "el")
LANGUAGES = (*_SLAVIC, "ar", "tr", "hi", "vi", "id", "ko", "ja", *_WESTERN)
# Words that say a validity date follows ("ważna do", "действует до", "platí do", "exp.").
_VALID = {
    "pl": r"ważn\w*|termin\w*|exp\.?",
    "ru": r"действ\w*|срок\w*|годн\w*|exp\.?",
    "uk": r"дійсн\w*|термін\w*|придатн\w*|exp\.?",
    "cs": r"platn\w*|platí|expira\w*|exp\.?",
    "sk": r"platn\w*|platí|exspir\w*|exp\.?",
    # panel AJ5: "تاريخ الانتهاء", "صالحة حتى", "Son kullanma tarihi", "SKT", "समाप्ति तिथि",
    # "Hạn sử dụng", "HSD", "berlaku s/d", "유효기간", "有効期限"
    "ar": r"(?:ال)?انتهاء|(?:ال)?صلاحية|صالح[ةه]?|ينتهي|تنتهي|exp\.?",
    "tr": r"(?:son\s+)?kullanma(?:\s+tarihi)?|geçerlilik(?:\s+tarihi)?|geçerli|skt|exp\.?",
    "hi": r"समाप्ति(?:\s+(?:तिथि|तारीख))?|वैधता|वैध|एक्सपायरी(?:\s+डेट)?|exp\.?",
    "vi": r"hạn\s+sử\s+dụng|hsd|hết\s+hạn|hiệu\s+lực|exp\.?",
    "id": r"(?:masa\s+)?berlaku(?:\s+(?:hingga|sampai(?:\s+dengan)?))?"
    r"|kedaluwarsa|kadaluarsa|kadaluwarsa|exp\.?",
    "ko": r"유효\s?기[간한]|만료일?|exp\.?",
    "ja": r"(?:有効|使用)?期限|exp\.?",
}
# What stands between the word and the date: a short word ("ważna do", "صالحة حتى",
# "berlaku s/d"), a colon; ko ja glue a particle to the word ("유효기간은", "有効期限は").
_GAP = r"(?:\s+(?:\w{1,3}|s/d))?\s?:?\s+"
_GAPS = {"ko": r"(?:[은는이]|\s?:)?\s*", "ja": r"(?:は|\s?[:：])?\s*"}
# How the month and the year are said where CLDR's names are not what a native says:
# vi "tháng tám năm ..." as its dates say them; ko ja are set by their modules.
_TEMPLATES = {"vi": "{M} năm {Y}", "es": "{M} de {Y}", "pt": "{M} de {Y}"}
_PREPOSITIONS = {"do", "od", "z", "po", "до", "от", "с", "з", "від", "после", "після"}


@cache
def _pattern(lang: str) -> str:
    month = r"(?P<m>0[1-9]|1[0-2])"
    short = r"(?P<ym>0[1-9]|1[0-2])/(?P<yy>\d\d)(?![\d/.,]\d|\d)"
    # ko ja glue the word to the one before it ("カードの有効期限は")
    glued = "" if lang in _GAPS else r"(?<![\w/.,:-])"
    whole = rf"(?<![\w/.,:-]){month}[/.](?P<y>(?:19|20)\d\d)(?![\d/.,]\d|\d)"
    if lang in _WESTERN:  # a card's "08/26" is symbols' expiry rule's there (pinned)
        return whole
    return rf"{whole}|{glued}(?P<valid>(?i:{_VALID[lang]}){_GAPS.get(lang, _GAP)}){short}"


def _read(lang: str, match: re.Match, say: Callable[[int, int], str] | None = None) -> str:
    g = match.groupdict()
    if g.get("y"):
        m, y, lead = int(g["m"]), int(g["y"]), ""
        before = match.string[max(0, match.start() - 20) : match.start()].split()[-1:]
    else:
        m, y, lead = int(g["ym"]), 2000 + int(g["yy"]), g["valid"]
        before = lead.split()[-1:]
    if say:  # ko ja: glued to the particle after it, as their dates are
        return f"{lead}{say(m, y)}"
    genitive = bool(before) and before[0].lower() in _PREPOSITIONS
    month = cldr.month_name(lang, m) if genitive else cldr.months_standalone(lang, m)
    year = readings.DATE_YEARS.get(lang, lambda n: readings.year(n, lang))(y)
    return padded(match, f"{lead}{_TEMPLATES.get(lang, '{M} {Y}').format(M=month, Y=year)}")


def rules_for(lang: str, say: Callable[[int, int], str] | None = None) -> tuple[Rule, ...]:
    """The rule of ``lang``; ``say`` (month, year) -> words, where the language's module
    says them (ko ja)."""
    if lang not in LANGUAGES:
        return ()
    if lang in _SLAVIC:
        name, example = f"{lang}.monthyear", "ważna do 09/26, 12.2025"
    elif lang in _WESTERN:  # (<lang>.expiry is symbols' card expiry "08/27" there)
        name, example = f"{lang}.monthyear", "Miete für 03/2024, 05.2024"
    else:  # (vi.monthyear is symbols' "tháng 3/2024")
        name, example = f"{lang}.expiry", "a card's expiry after its word, 08/26, 08/2026"
    return (
        rule(
            name, f"{lang}: a month and year ({example}) -> the month and the year", _pattern(lang)
        )(lambda match: _read(lang, match, say)),
    )
