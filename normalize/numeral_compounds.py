"""ru and uk words made of a number and a stem, written with digits and a hyphen: "25-летие",
"3-комнатная", "30-річчя", "5-поверховий". They are one word, the number in its combining
form, the genitive for most ("двадцатипятилетие", "трёхкомнатная", "тридцятиріччя",
"п'ятиповерховий"): Русская грамматика (1980) §§ 438-440, Розенталь, "Справочник по
правописанию и стилистике" § 25 (сложные слова с числительными); Український правопис 2019
§ 36 (складні числівники в складних словах), where 1 and 2 take "одно", "дву"/"двух" (ru)
and "одно", "дво" (uk), 40 "сорока", 90 "девяноста", 100 "сто"."""

import re

from .rule import Rule, rule

# Units, teens and tens in their combining form (index = the number).
_RU_UNITS = "_ одно двух трёх четырёх пяти шести семи восьми девяти".split()
_RU_TEENS = ("десяти одиннадцати двенадцати тринадцати четырнадцати пятнадцати "
             "шестнадцати семнадцати восемнадцати девятнадцати").split()  # fmt: skip
_RU_TENS = "_ _ двадцати тридцати сорока пятидесяти шестидесяти семидесяти восьмидесяти "
_RU_TENS = (_RU_TENS + "девяноста").split()
_RU_HUNDREDS = "_ сто двухсот трёхсот четырёхсот пятисот шестисот семисот восьмисот "
_RU_HUNDREDS = (_RU_HUNDREDS + "девятисот").split()
_UK_UNITS = "_ одно дво три чотири п'яти шести семи восьми дев'яти".split()
_UK_TEENS = ("десяти одинадцяти дванадцяти тринадцяти чотирнадцяти п'ятнадцяти "
             "шістнадцяти сімнадцяти вісімнадцяти дев'ятнадцяти").split()  # fmt: skip
_UK_TENS = ("_ _ двадцяти тридцяти сорока п'ятдесяти шістдесяти сімдесяти вісімдесяти "
            "дев'яноста").split()  # fmt: skip
_UK_HUNDREDS = ("_ сто двохсот трьохсот чотирьохсот п'ятисот шестисот семисот восьмисот "
                "дев'ятисот").split()  # fmt: skip
# pl "25-lecie", "5-letni", "3-pokojowe", "2-krotny" (panel Q2, issue 31, heard
# "dwadzieścia pięć-lecie"): one word, the number in its combining form, "-o" on the
# tens and units, "dwu" for two, "stu" for a hundred (Poradnia PWN, "pisownia złożeń z
# liczebnikami"; Wielki słownik ortograficzny PWN, zasada 136: "dwudziestopięciolecie",
# "pięcioletni", "czteropokojowy"). The other hundreds ("trzechsetlecie") vary: left alone.
_PL_UNITS = "_ jedno dwu trzy cztero pięcio sześcio siedmio ośmio dziewięcio".split()
_PL_TEENS = ("dziesięcio jedenasto dwunasto trzynasto czternasto piętnasto szesnasto "
             "siedemnasto osiemnasto dziewiętnasto").split()  # fmt: skip
_PL_TENS = ("_ _ dwudziesto trzydziesto czterdziesto pięćdziesięcio sześćdziesięcio "
            "siedemdziesięcio osiemdziesięcio dziewięćdziesięcio").split()  # fmt: skip
_PL_HUNDREDS = ["_", "stu"] + [""] * 8  # 200-999: no one form ("dwusetlecie", "dwóchsetlecie")
# sk "2-izbový", "5-hviezdičkový", cs "3-pokojový", "10-letý" (panel AJ2 heard sk "dva-izbový"):
# one word, "dvojizbový", "päťhviezdičkový", "třípokojový", "desetiletý" (Pravidlá
# slovenského pravopisu, "Písanie zložených slov": dvoj-, troj-, štvor-; Internetová
# jazyková příručka, "Číslovky v složených slovech": dvou-, tří-, čtyř-, pěti-). Tens with a
# unit ("25-ročný") and hundreds past one vary: left alone.
_SK_UNITS = "_ jedno dvoj troj štvor päť šesť sedem osem deväť".split()
_SK_TEENS = ("desať jedenásť dvanásť trinásť štrnásť pätnásť šestnásť sedemnásť osemnásť "
             "devätnásť").split()  # fmt: skip
_SK_TENS = ("_ _ dvadsať tridsať štyridsať päťdesiat šesťdesiat sedemdesiat osemdesiat "
            "deväťdesiat").split()  # fmt: skip
_CS_UNITS = "_ jedno dvou tří čtyř pěti šesti sedmi osmi devíti".split()
_CS_TEENS = ("deseti jedenácti dvanácti třinácti čtrnácti patnácti šestnácti sedmnácti "
             "osmnácti devatenácti").split()  # fmt: skip
_CS_TENS = ("_ _ dvaceti třiceti čtyřiceti padesáti šedesáti sedmdesáti osmdesáti "
            "devadesáti").split()  # fmt: skip
_ROUND_TENS_ONLY = {"sk", "cs"}
_FORMS = {
    "ru": (_RU_UNITS, _RU_TEENS, _RU_TENS, _RU_HUNDREDS),
    "uk": (_UK_UNITS, _UK_TEENS, _UK_TENS, _UK_HUNDREDS),
    "pl": (_PL_UNITS, _PL_TEENS, _PL_TENS, _PL_HUNDREDS),
    "sk": (_SK_UNITS, _SK_TEENS, _SK_TENS, ["_", "sto"] + [""] * 8),
    "cs": (_CS_UNITS, _CS_TEENS, _CS_TENS, ["_", "sto"] + [""] * 8),
}
# The second parts such words take (the beginnings of their stems): years and anniversaries,
# rooms, storeys, days, hours, minutes, months, weeks, per cent, times, seats, tonnes.
_STEMS = {
    "ru": "лет|кратн|этажн|комнатн|дневн|часов|минутн|месячн|недельн|процентн|разов|местн|"
          "тонн|серийн|томн|ступенчат|летн",
    "uk": "річ|літ|кратн|поверхов|кімнатн|денн|годинн|хвилинн|місячн|тижнев|відсотков|"
          "разов|місн|тонн|серійн|томн|ступенев",
    "pl": "leci|letn|krotn|pokojow|piętrow|osobow|dniow|godzinn|minutow|miesięczn|tygodniow|"
          "procentow|tonow|drzwiow|kondygnacyjn",
    "sk": "izbov|poschodov|ročn|dňov|hodinov|minútov|mesačn|týždňov|percentn|násobn|miestn|"
          "tonov|hviezdičkov|dverov|členn|kolesov|valcov",
    "cs": "pokojov|patrov|let[ýáéí]|denn|hodinov|minutov|měsíčn|týdenn|procentn|násobn|místn|"
          "tunov|hvězdičkov|dveřov|členn|kolov|válcov",
}  # fmt: skip


# cs writes the compound without its hyphen too, "15minutový" (Internetová jazyková
# příručka, "Číslovky v složených slovech": "15minutový", "5procentní"; panel AU2 heard
# "patnáct minutovým"); the others only with it.
_HYPHEN = {"cs": "-?"} | dict.fromkeys(("ru", "uk", "pl", "sk"), "-")


def combining_form(lang: str, number: int) -> str | None:
    """The number as the first part of a compound word ("двадцатипяти", "тридцяти"), or
    None past 999."""
    units, teens, tens, hundreds = _FORMS[lang]
    if not 0 < number < 1000:
        return None
    parts = []
    if number >= 100:
        if not hundreds[number // 100]:
            return None
        parts.append(hundreds[number // 100])
        number %= 100
    if lang in _ROUND_TENS_ONLY and number > 20 and number % 10:
        return None  # "25-ročný": a ten and a unit, left as written
    if 10 <= number < 20:
        parts.append(teens[number - 10])
    else:
        if number >= 20:
            parts.append(tens[number // 10])
        if number % 10:
            parts.append(units[number % 10])
    return "".join(parts)


def rules_for(lang: str) -> tuple[Rule, ...]:
    if lang == "el":
        return (_EL_COMPOUND,)
    if lang == "de":
        return (_de_unit_compound(),)
    if lang not in _FORMS:
        return ()

    @rule(
        f"{lang}.compound",
        f"{lang}: a number joined by a hyphen to a stem, one word (25-летие -> "
        "двадцатипятилетие, pl 25-lecie -> dwudziestopięciolecie)",
        rf"(?<![\w.,\-])(?P<num>[1-9]\d{{0,2}}){_HYPHEN[lang]}"
        rf"(?P<rest>(?:{_STEMS[lang]})[^\W\d_']*)",
    )
    def compound(match: re.Match) -> str:
        first = combining_form(lang, int(match.group("num")))
        return match.group(0) if first is None else first + match.group("rest")

    return (compound,)


# el "24ωρο", "3μηνο", "5ήμερο", "4ετία" (panel S4 heard "είκοσι τέσσερα ωρο"): one word, the
# number in its learned combining form, stressed on its last vowel unless the stem is
# ("εικοσιτετράωρο", "τρίμηνο", "πενθήμερο", "τετραετία"; Λεξικό της κοινής νεοελληνικής,
# Triantafyllidis). Five and fifteen before a day are "πενθ-", "δεκαπενθ-".
_EL_PREFIX = {2: "δί", 3: "τρί", 4: "τετρά", 5: "πεντά", 6: "εξά", 7: "επτά", 8: "οκτά",
              9: "εννιά", 10: "δεκά", 12: "δωδεκά", 15: "δεκαπεντά", 24: "εικοσιτετρά",
              48: "σαρανταοκτά"}  # fmt: skip
_EL_DAY_PREFIX = {5: "πενθ", 15: "δεκαπενθ"}
_EL_STEMS = "ωρ|ώρ|ήμερ|ημέρ|μην|μήν|ετ"
_UNSTRESSED = str.maketrans("άέήίόύώ", "αεηιουω")


def _el_compound(match: re.Match) -> str:
    n, rest = int(match.group("num")), match.group("rest")
    prefix = _EL_PREFIX.get(n)
    if rest.startswith(("ήμερ", "ημέρ")) and n in _EL_DAY_PREFIX:
        prefix = _EL_DAY_PREFIX[n]
    if prefix is None:
        return match.group(0)
    if any(c in "άέήίόύώ" for c in rest):  # "24ώρου": the stress is the ending's
        prefix = prefix.translate(_UNSTRESSED)
    return prefix + rest


_EL_COMPOUND = rule(
    "el.compound",
    "el: a number glued to a stem, one word (24ωρο -> εικοσιτετράωρο, 3μηνο -> τρίμηνο)",
    rf"(?<![\w.,\-])(?P<num>[1-9]\d?)(?P<rest>(?:{_EL_STEMS})[^\W\d_]*)",
)(_el_compound)


# de "100-m-Lauf", "5-km-Strecke", "10-kg-Sack" (panel V1 heard "einhundert-m-Lauf"): a
# compound of a number, a unit's symbol and a noun is said with the unit's name, the number
# as a compound's first part says it, without "ein" before a hundred or a thousand
# ("Hundertmeterlauf"; Duden, "Bindestrich", § 40: "100-m-Lauf", read "Hundertmeterlauf").
def _de_unit_compound() -> Rule:
    from . import cldr, readings, units

    names = {}
    for symbol, unit in units.symbols("de").items():
        pattern = cldr.unit_pattern("de", unit, "one")
        if pattern and symbol[:1].isalpha() and symbol != "s" and "{0}" in pattern:
            names[symbol] = pattern.replace("{0}", "").strip()
    symbols = "|".join(re.escape(s) for s in sorted(names, key=len, reverse=True))

    @rule(
        "de.unitcompound",
        "de: a number, a unit's symbol and a noun, one word (100-m-Lauf -> hundert-Meter-Lauf)",
        rf"(?<![\w.,\-])(?P<num>[1-9]\d{{0,3}})-(?P<unit>{symbols})-(?P<rest>[A-ZÄÖÜ][^\W\d_]*)",
    )
    def compound(match: re.Match) -> str:
        number = readings.cardinal(int(match.group("num")), "de")
        number = re.sub(r"^ein(?=hundert|tausend)|(?<=^ein)s$", "", number)
        return f"{number}-{names[match.group('unit')]}-{match.group('rest')}"

    return compound
