"""Degrees after a preposition of the locative, in Russian, Ukrainian, Polish, Czech and
Slovak (panel S2, issue 31): "при 180 °C" is "при ста восьмидесяти градусах Цельсия",
"w 180°C" "w stu osiemdziesięciu stopniach Celsjusza", "při 180 °C" "při sto osmdesáti
stupních Celsia", "pri 170 °C" "pri stosedemdesiatich stupňoch Celzia". The unit rule says
the count and the noun in the nominative ("при сто восемьдесят градусов").

The count and the noun both take the locative (Русская грамматика 1980 § 1637, "при" +
предложный; Український правопис 2019 § 106; Poradnia PWN, "w, przy + miejscownik";
ÚJČ "Skloňování číslovek"; Pravidlá slovenského pravopisu, "Skloňovanie čísloviek").
The numbers come from ICU's locative rule sets (ru, pl), num2words' ``case="locative"``
(uk) and the typed forms of ``czech_cases`` (cs, sk).
"""

import re

from num2words import num2words

from . import czech_cases
from .numbers import spell, spellout_formatter
from .rule import Rule, padded, rule

PREPOSITIONS = {"ru": "при", "uk": "при", "pl": "w|we|przy", "cs": "při", "sk": "pri"}
# The degree's locative singular (after 1, 21 ...) and plural, and Celsius' name.
DEGREES = {
    "ru": ("градусе", "градусах", "Цельсия"),
    "uk": ("градусі", "градусах", "Цельсія"),
    "pl": ("stopniu", "stopniach", "Celsjusza"),
    "cs": ("stupni", "stupních", "Celsia"),
    "sk": ("stupni", "stupňoch", "Celzia"),
}
SIGNS = {
    "ru": ("минус", "плюс"),
    "uk": ("мінус", "плюс"),
    "pl": ("minus", "plus"),
    "cs": ("minus", "plus"),
    "sk": ("mínus", "plus"),
}


def _ru(n: int) -> str:
    # ICU's locative of 20 and 30 is the nominative ("при двадцать"): the tens take the
    # genitive's form, which is the locative's (двадцати, сорока, девяноста)
    hundreds, tens, ones = n - n % 100, n % 100 - n % 10, n % 10
    if 10 <= n % 100 < 20:
        tens, ones = 0, n % 100
    sets = ("locative", "genitive", "locative")
    return " ".join(
        spellout_formatter("ru").format(p, f"%spellout-cardinal-masculine-{case}")
        for p, case in zip((hundreds, tens, ones), sets, strict=True)
        if p
    )


def _uk(n: int) -> str:
    # num2words' "стах" is "ста" (100 alone), as "п'ятистах" is right
    return re.sub(r"(?<!\w)стах(?!\w)", "ста", num2words(n, lang="uk", case="locative"))


def _sk(n: int) -> str | None:
    hundreds, rest = divmod(n, 100)
    if rest == 1 and not hundreds:
        return "jednom"
    said = czech_cases._genitive("sk", rest)  # the locative of 2 and up is the genitive
    if said is None:
        return None
    return (spell(str(hundreds * 100), "sk") if hundreds else "") + said


def locative(n: int, lang: str) -> str | None:
    """``n`` (1 to 999) in the masculine locative, or None where it is not typed."""
    if not 1 <= n <= 999:
        return None
    if lang == "ru":
        return _ru(n)
    if lang == "uk":
        return _uk(n)
    if lang == "pl":
        return spellout_formatter("pl").format(n, "%spellout-cardinal-masculine-locative")
    if lang == "cs":
        return czech_cases.declined(n, "loc")
    return _sk(n)


# sk "Po 300 m odbočte doľava": "po" of a distance gone, the count and the unit in the
# locative ("po tristo metroch", "po dvoch kilometroch"; Pravidlá slovenského pravopisu,
# "po" + lokál; panel AJ2 heard "Po tristo metrov"). Only opening a sentence or a clause,
# where "po" is no distributive ("balenia po 300 m").
_SK_DISTANCES = {"m": ("metri", "metroch"), "km": ("kilometri", "kilometroch")}
_SK_AFTER_DISTANCE = (
    r"(?:(?<=^)|(?<=[.!?,;:]\s)|(?<=\sa\s))(?P<prep>[Pp]o)\s+(?P<n>\d{1,3})\s?(?P<unit>km|m)"
    r"(?=\s+[^\W\d_])"
)


def _sk_after_distance(match: re.Match) -> str:
    n = int(match.group("n"))
    said = spell(str(n), "sk") if n % 100 == 0 else locative(n, "sk")
    if said is None:
        return match.group(0)
    one, many = _SK_DISTANCES[match.group("unit")]
    return f"{match.group('prep')} {said} {one if n == 1 else many}"


# ru "в 11 городах", "на 3 этажах", "о 2 крупных компаниях": a count before a noun in the
# prepositional plural after в, на, о, при is in the prepositional too ("в одиннадцати
# городах"; Русская грамматика 1980 § 1637; panel AP1 heard "в одиннадцать городах"). Only
# before a plural's "-ах"/"-ях", which no count's other case takes; an adjective in
# "-ых"/"-их" may come between.
_RU_PREPOSITIONAL = (
    r"(?<![\w-])(?P<prep>[Вв]о?|[Нн]а|[Оо]б?|[Пп]ри)\s+(?P<n>\d{1,3})"
    r"(?=\s+(?:[а-яё]{2,}(?:ых|их)\s+)?[а-яё]{2,}[ая]х(?![\w-]))"
)


def _ru_prepositional(match: re.Match) -> str:
    said = locative(int(match.group("n")), "ru")
    if said is None:
        return match.group(0)
    said = re.sub(r"(?<![а-яё])(тр|четыр)ех", r"\1ёх", said)  # ICU's "трех": "трёх"
    return f"{match.group('prep')} {said}"


def rules_for(lang: str) -> tuple[Rule, ...]:
    if lang not in PREPOSITIONS:
        return ()
    extra = ()
    if lang == "ru":
        extra = (
            rule("ru.prepositionalcount", "ru: a count after в, на, о before a noun in -ах "
                 "(в 11 городах) -> в одиннадцати городах", _RU_PREPOSITIONAL)(_ru_prepositional),
        )  # fmt: skip
    if lang == "sk":
        extra = (
            rule("sk.afterdistance", "sk: Po 300 m (a distance gone) -> Po tristo metroch",
                 _SK_AFTER_DISTANCE)(_sk_after_distance),
        )  # fmt: skip
    one, many, celsius = DEGREES[lang]

    @rule(
        f"{lang}.locativedegrees",
        f"{lang}: degrees after a preposition of the locative -> the locative ({many})",
        rf"(?<!\w)(?P<prep>(?i:{PREPOSITIONS[lang]}))\s+(?P<sign>[-−+])?(?P<n>\d{{1,3}})"
        rf"(?:\s?(?P<deg>°)\s?(?P<c>C)?(?!\w)|(?=\s{many}(?!\w)))",
    )
    def degrees(match: re.Match) -> str:
        n = int(match.group("n"))
        said = locative(n, lang)
        if said is None:
            return match.group(0)
        single = n == 1 if lang in ("pl", "cs", "sk") else n % 10 == 1 and n % 100 != 11
        if match.group("sign"):
            said = f"{SIGNS[lang][match.group('sign') == '+']} {said}"
        if match.group("deg"):  # otherwise the noun is written after, in the locative
            said += f" {one if single else many}" + (f" {celsius}" if match.group("c") else "")
        return padded(match, f"{match.group('prep')} {said}")

    return (*extra, degrees)
