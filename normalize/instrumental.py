"""A count before a plural noun in the instrumental, pl ru uk cs sk: the count is in the
instrumental too ("245 głosami" -> "dwustu czterdziestoma pięcioma głosami", "350 голосами"
-> "тремястами пятьюдесятью голосами", "78 hlasmi" -> "sedemdesiatimi ôsmimi hlasmi";
Słownik poprawnej polszczyzny PWN, "liczebniki główne: odmiana"; Грамота.ру, "Склонение
числительных"; Правопис 2019 § 104-106; ÚJČ, "Skloňování číslovek"; JÚĽŠ, "Skloňovanie
základných čísloviek"; panel AH2 heard "dwieście czterdzieści pięć głosami").

The noun's ending tells the case: pl ru uk "-ami"/"-ями"/"-ьми", cs sk "-mi" and cs "-y" after a
count of five and more (whose nominative noun would be a genitive: "pět hlasů"). Numbers
come from ICU's instrumental rule sets (pl ru), the Czech declension in czech_cases, and
the grammars' tables (uk sk, which ICU leaves in the nominative). A count ending in one
(its noun is a singular), after a number sign, inside a decimal or a code, is left.
"""

import re

from .czech_cases import declined
from .numbers import spellout_formatter
from .rule import Rule, padded, rule

# uk (Правопис 2019 § 104-106: "п'ятьма" beside "п'ятьома"; the first is the grammars')
_UK_ONES = ("", "", "двома", "трьома", "чотирма", "п'ятьма", "шістьма", "сьома", "вісьма",
            "дев'ятьма")  # fmt: skip
_UK_TEENS = ("десятьма", "одинадцятьма", "дванадцятьма", "тринадцятьма", "чотирнадцятьма",
             "п'ятнадцятьма", "шістнадцятьма", "сімнадцятьма", "вісімнадцятьма",
             "дев'ятнадцятьма")  # fmt: skip
_UK_TENS = ("", "", "двадцятьма", "тридцятьма", "сорока", "п'ятдесятьма", "шістдесятьма",
            "сімдесятьма", "вісімдесятьма", "дев'яноста")  # fmt: skip
_UK_HUNDREDS = ("", "ста", "двомастами", "трьомастами", "чотирмастами", "п'ятьмастами",
                "шістьмастами", "сьомастами", "вісьмастами", "дев'ятьмастами")  # fmt: skip
# sk (JÚĽŠ: "dvoma, troma, štyrmi, piatimi"; tens "dvadsiatimi"), below a hundred
_SK_ONES = ("", "", "dvoma", "troma", "štyrmi", "piatimi", "šiestimi", "siedmimi", "ôsmimi",
            "deviatimi")  # fmt: skip
_SK_TEENS = (
    "desiatimi",
    "jedenástimi",
    "dvanástimi",
    "trinástimi",
    "štrnástimi",
    "pätnástimi",
    "šestnástimi",
    "sedemnástimi",
    "osemnástimi",
    "devätnástimi",
)
_SK_TENS = ("", "", "dvadsiatimi", "tridsiatimi", "štyridsiatimi", "päťdesiatimi",
            "šesťdesiatimi", "sedemdesiatimi", "osemdesiatimi", "deväťdesiatimi")  # fmt: skip


def _below_hundred(n: int, ones: tuple, teens: tuple, tens: tuple) -> list[str]:
    if 10 <= n < 20:
        return [teens[n - 10]]
    return [w for w in (tens[n // 10], ones[n % 10]) if w]


def _uk(n: int) -> str | None:
    if n >= 1000:
        return None
    return " ".join([w for w in (_UK_HUNDREDS[n // 100],) if w]
                    + _below_hundred(n % 100, _UK_ONES, _UK_TEENS, _UK_TENS))  # fmt: skip


def _sk(n: int) -> str | None:
    return " ".join(_below_hundred(n, _SK_ONES, _SK_TEENS, _SK_TENS)) if n < 100 else None


def _icu(lang: str, n: int) -> str | None:
    formatter = spellout_formatter(lang)
    said = {formatter.format(n, f"%spellout-cardinal-{g}-instrumental").replace("\u00ad", "")
            for g in ("masculine", "feminine")}  # fmt: skip
    return said.pop() if len(said) == 1 else None  # pl "dwoma"/"dwiema": the noun's gender


_NOUN = {
    "pl": r"[a-ząćęłńóśźż]{1,20}ami",
    "ru": r"[а-яё]{1,20}(?:ами|ями|ьми)",
    "uk": r"[а-яіїєґ'ʼ]{1,20}(?:ами|ями|ьми)",
    "cs": r"[a-záčďéěíňóřšťúůýž]{1,20}(?P<y>y|mi)",
    "sk": r"[a-záäčďéíĺľňóôŕšťúýž]{1,20}mi",
}
_SAY = {
    "pl": lambda n: _icu("pl", n),
    "ru": lambda n: _icu("ru", n),
    "uk": _uk,
    "cs": lambda n: declined(n, "ins") if n < 1000 else None,
    "sk": _sk,
}
# a number sign before the count: "nr 245", "№ 350", "č. 120" is a name, not a count
_SIGN_BEFORE = re.compile(r"(?i)(?<!\w)(?:nr\.?|no\.?|№|č\.|#)\s?\Z")


def rules_for(lang: str) -> tuple[Rule, ...]:
    if lang not in _NOUN:
        return ()

    @rule(
        f"{lang}.instrumental",
        f"{lang}: a count before a plural noun in the instrumental (245 głosami, 350 голосами) "
        "-> the count in the instrumental",
        r"(?<![\w.,:/+\-–#№])(?P<n>\d{1,3})(?![\d.,:/]\d)\s"
        rf"(?P<noun>{_NOUN[lang]})(?![\w'ʼ])",
    )
    def instrumental(match: re.Match) -> str:
        n = int(match.group("n"))
        if n < 2 or (n % 10 == 1 and n % 100 != 11):
            return match.group(0)  # its noun is a singular ("21 głosem")
        few = n < 5 or (2 <= n % 10 <= 4 and n % 100 // 10 != 1)
        if lang == "cs" and match.group("y") == "y" and few:
            return match.group(0)  # "3 hlasy", "22 body": a nominative
        if _SIGN_BEFORE.search(match.string, max(0, match.start() - 6), match.start()):
            return match.group(0)
        said = _SAY[lang](n)
        if not said:
            return match.group(0)
        return padded(match, f"{said} {match.group('noun')}")

    return (instrumental,)
