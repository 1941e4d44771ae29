"""A currency pair as the markets write it, "EUR/USD", said as its two currencies' names:
en "euro dollar", el "ευρώ δολάριο", de "Euro Dollar" (panel AJ4, issue 31, heard "EUR/USD"
left as letters and a slash). Only two codes the language has a curated currency noun for
(``words.CURRENCY_NOUNS``; en: euro, dollar, pound, yen), joined by a slash; other codes
and any other slashed capitals stay as they are. In panel AJ's languages only (de fr es it
pt nl en el ro): vi id pin their pairs as written.

ru uk bg cs say the first currency's rate against the second (panel AR2 heard "EUR/BGN",
"EUR/CZK" left as letters), as pl and sk do (``slavic.py``): the second after the
preposition the banks' bulletins use, in its case, the first in the genitive after "курс",
"kurz": ru "курс евро к рублю" (к with the dative), uk "курс долара до гривні" (до with the
genitive), bg "курс евро към лев" (no cases), cs "kurz eura ke koruně" (k, ke before k, g
and s, z with a consonant: ÚJČ "Předložky s vokalizací"). hu fi et, whose markets say the
two names in a row ("euró-forint"), read as panel AJ's languages.
"""

import re

from .rule import Rule, padded, rule
from .words import CURRENCY_NOUNS

_ENGLISH = {"EUR": "euro", "USD": "dollar", "GBP": "pound", "JPY": "yen"}
# The languages panel AJ judged it in; vi id pin "USD/VND", "USD/IDR" kept as written.
LANGS = set("de fr es it pt nl en el ro hu fi et".split())

# The preposition, then per code: (nominative, genitive after a rate's word, the form the
# preposition takes). Typed from the languages' grammars; only the currencies a bank quotes.
_AGAINST: dict[str, tuple[str, dict[str, tuple[str, str, str]]]] = {
    "ru": ("к", {"EUR": ("евро", "евро", "евро"), "USD": ("доллар", "доллара", "доллару"),
                 "RUB": ("рубль", "рубля", "рублю"), "GBP": ("фунт", "фунта", "фунту"),
                 "CNY": ("юань", "юаня", "юаню"), "CHF": ("франк", "франка", "франку"),
                 "UAH": ("гривна", "гривны", "гривне"), "JPY": ("иена", "иены", "иене")}),
    "uk": ("до", {"EUR": ("євро", "євро", "євро"), "USD": ("долар", "долара", "долара"),
                  "UAH": ("гривня", "гривні", "гривні"), "GBP": ("фунт", "фунта", "фунта"),
                  "PLN": ("злотий", "злотого", "злотого"), "CHF": ("франк", "франка", "франка")}),
    "bg": ("към", {"EUR": ("евро",) * 3, "USD": ("долар",) * 3, "BGN": ("лев",) * 3,
                   "GBP": ("паунд",) * 3, "CHF": ("франк",) * 3, "RUB": ("рубла",) * 3}),
    "cs": ("k", {"EUR": ("euro", "eura", "euru"), "USD": ("dolar", "dolaru", "dolaru"),
                 "CZK": ("koruna", "koruny", "koruně"), "GBP": ("libra", "libry", "libře"),
                 "PLN": ("zlotý", "zlotého", "zlotému"), "CHF": ("frank", "franku", "franku")}),
}  # fmt: skip
_RATE = re.compile(r"(?i:курс|курса|курсу|курсом|курсе|курсі|курсът|kurz|kurzu|kurzem|kurzy)")


def _names(lang: str) -> dict[str, str]:
    if lang == "en":
        return _ENGLISH
    return {code: nouns[0].one for code, nouns in CURRENCY_NOUNS.get(lang, {}).items()}


def rules_for(lang: str) -> tuple[Rule, ...]:
    """``<lang>.currencypair``: "EUR/USD" -> "euro dollar"."""
    if lang in _AGAINST:
        return (
            rule(
                f"{lang}.currencypair",
                f"{lang}: a currency pair (EUR/USD) -> the first's rate against the second",
                r"(?<![\w/])(?P<a>[A-Z]{3})/(?P<b>[A-Z]{3})(?![\w/])",
            )(lambda match: _against(lang, match)),
        )
    if lang not in LANGS:
        return ()
    names = _names(lang)
    codes = "|".join(sorted(c for c in names if re.fullmatch(r"[A-Z]{3}", c)))
    if not codes:
        return ()
    return (
        rule(
            f"{lang}.currencypair",
            f"{lang}: a currency pair (EUR/USD) -> the two currencies' names",
            rf"(?<![\w/])(?P<a>{codes})/(?P<b>{codes})(?![\w/])",
        )(lambda match: _read(names, match)),
    )


def _read(names: dict[str, str], match: re.Match) -> str:
    said = f"{names[match.group('a')]} {names[match.group('b')]}"
    before = match.string[max(0, match.start() - 8) : match.start()].rstrip()
    if not before or before[-1] in ".!?":
        said = said[:1].upper() + said[1:]  # "EUR/USD closed ..." opens the sentence
    return padded(match, said)


def _against(lang: str, match: re.Match) -> str:
    preposition, forms = _AGAINST[lang]
    first, second = match.group("a"), match.group("b")
    if first not in forms or second not in forms or first == second:
        return match.group(0)
    previous = match.string[max(0, match.start() - 12) : match.start()].split()[-1:]
    name = forms[first][1 if previous and _RATE.fullmatch(previous[0]) else 0]
    other = forms[second][2]
    if lang == "cs" and re.match(r"[kg]|[sz][^aeiouyáéíóúůý]", other):
        preposition = "ke"  # "ke koruně", "ke zlotému"
    said = f"{name} {preposition} {other}"
    before = match.string[max(0, match.start() - 8) : match.start()].rstrip()
    if not before or before[-1] in ".!?":
        said = said[:1].upper() + said[1:]
    return padded(match, said)
