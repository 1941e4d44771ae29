"""Fractions of a quantity: "1/2 cup", "2 1/2 cups", "½ l", "3/4 dintr-o cană", "小さじ1/2".

``<lang>.fraction`` reads halves, thirds and quarters as the language says them before a
noun ("half a cup", "einen halben Liter", "media cucharadita", "pół sezonu", "yarım çay
kaşığı", "आधा चम्मच", "이분의 일 작은술"), and the recipe unit after one in words ("TL",
"tsk.", "sdt", "l"). Panels S1-S5 (issue 31) heard "1/2" as "one/two" in every language.

A written "a/b" is a fraction only where nothing else can be meant:
- a proper fraction over 2, 3 or 4 ("3/2", "287/4", "681/18" and "2024/5531" are not);
- a vulgar-fraction sign ("½", "¼", "2½") always;
- a slash fraction before a unit or a word (a noun: "1/2 cucharadita", "1/2 sezonu"),
  not before a month's or a weekday's name, a digit or a clock word ("le 1/2 à 9h"), and
  not after a word that introduces a date ("on 1/2", "le 1/2", "ngày 1/2");
- ja and ko write a date "1/2" without a word before it: there a fraction is one after a
  measure ("小さじ1/2", "大さじ") or before a counter of measures ("1/2カップ", "1/2 작은술").
A fraction's words differ by the noun's gender where the language's do (es "media
cucharadita", "medio kilo"; de "eine halbe Tasse", "ein halbes Kilo"), told by the
noun's ending and a few recipe nouns.
"""

import json
import re
from functools import cache

from babel.dates import get_day_names, get_month_names

from . import readings
from .rule import Rule, rule
from .short_dates import _DATE_WORDS, _TIME_AFTER
from .units import _ends_sentence

VULGAR = {"½": (1, 2), "¼": (1, 4), "¾": (3, 4), "⅓": (1, 3), "⅔": (2, 3)}

# Recipe units and measures after a fraction: written -> (said, gender). The said form is
# the one a fraction takes (Slavic, Baltic and Finnic: the genitive or partitive singular).
UNITS = {
    "en": {"tsp": ("teaspoon", ""), "tbsp": ("tablespoon", ""), "l": ("liter", ""),
           "kg": ("kilogram", ""), "lb": ("pound", ""), "oz": ("ounce", "")},
    "de": {"TL": ("Teelöffel", "m"), "EL": ("Esslöffel", "m"), "l": ("Liter", "m"),
           "kg": ("Kilo", "n"), "Pck.": ("Päckchen", "n"), "Msp.": ("Messerspitze", "f")},
    "fr": {"c. à c.": ("cuillère à café", "f"), "c. à s.": ("cuillère à soupe", "f"),
           "c. à café": ("cuillère à café", "f"), "c. à soupe": ("cuillère à soupe", "f"),
           "l": ("litre", "m"), "kg": ("kilo", "m")},
    "es": {"cda.": ("cucharada", "f"), "cdas.": ("cucharada", "f"),
           "cdta.": ("cucharadita", "f"), "cdtas.": ("cucharadita", "f"),
           "cdita.": ("cucharadita", "f"), "l": ("litro", "m"), "kg": ("kilo", "m")},
    "it": {"l": ("litro", "m"), "kg": ("chilo", "m")},
    "pt": {"l": ("litro", "m"), "kg": ("quilo", "m")},
    "nl": {"tl": ("theelepel", ""), "el": ("eetlepel", ""), "l": ("liter", ""),
           "kg": ("kilo", "")},
    "sv": {"tsk": ("tesked", ""), "msk": ("matsked", ""), "dl": ("deciliter", ""),
           "l": ("liter", ""), "kg": ("kilo", "n")},
    "da": {"tsk.": ("teskefuld", ""), "tsk": ("teskefuld", ""), "spsk.": ("spiseskefuld", ""),
           "spsk": ("spiseskefuld", ""), "dl": ("deciliter", ""), "l": ("liter", ""),
           "kg": ("kilo", "n")},
    "fi": {"tl": ("teelusikallista", ""), "rkl": ("ruokalusikallista", ""),
           "dl": ("desilitraa", ""), "l": ("litraa", ""), "kg": ("kiloa", "")},
    "et": {"tl": ("teelusikatäit", ""), "sl": ("supilusikatäit", ""), "l": ("liitrit", ""),
           "kg": ("kilo", "")},
    "hu": {"tk.": ("teáskanál", ""), "ek.": ("evőkanál", ""), "l": ("liter", ""),
           "kg": ("kiló", "")},
    "lv": {"tējk.": ("tējkarotes", ""), "ēdk.": ("ēdamkarotes", ""), "l": ("litra", ""),
           "kg": ("kilograma", "")},
    "lt": {"l": ("litro", ""), "kg": ("kilogramo", "")},
    "pl": {"l": ("litra", ""), "kg": ("kilograma", "")},
    "cs": {"l": ("litru", ""), "kg": ("kila", "")},
    "sk": {"l": ("litra", ""), "kg": ("kila", "")},
    "sl": {"l": ("litra", ""), "kg": ("kilograma", "")},
    "hr": {"l": ("litre", ""), "kg": ("kilograma", "")},
    "ru": {"ч. л.": ("чайной ложки", ""), "ст. л.": ("столовой ложки", ""),
           "л": ("литра", ""), "кг": ("килограмма", "")},
    "uk": {"ч. л.": ("чайної ложки", ""), "ст. л.": ("столової ложки", ""),
           "л": ("літра", ""), "кг": ("кілограма", "")},
    "bg": {"ч.л.": ("чаена лъжичка", ""), "с.л.": ("супена лъжица", ""), "л": ("литър", ""),
           "кг": ("килограм", ""), "ч.ч.": ("чаена чаша", ""), "ч. ч.": ("чаена чаша", ""),
           "ч. л.": ("чаена лъжичка", ""), "с. л.": ("супена лъжица", "")},
    "ro": {"l": ("litru", ""), "kg": ("kilogram", "")},
    "el": {"κ.γ.": ("κουταλάκι του γλυκού", "n"), "κ.σ.": ("κουταλιά της σούπας", "f"),
           "λίτρ.": ("λίτρο", "n"), "κιλ.": ("κιλό", "n")},
    "tr": {"l": ("litre", ""), "kg": ("kilo", "")},
    "id": {"sdt": ("sendok teh", ""), "sdm": ("sendok makan", ""), "l": ("liter", ""),
           "kg": ("kilogram", "")},
    "vi": {"l": ("lít", ""), "kg": ("ký", "")},
    "hi": {"kg": ("किलो", "m"), "l": ("लीटर", "m")},
    "ar": {"كغ": ("كيلوغرام", ""), "كجم": ("كيلوغرام", ""), "لتر": ("لتر", "")},
}  # fmt: skip

# The words of 1/2, 1/4, 3/4, 1/3, 2/3 before a noun, by the noun's gender ("" for any).
# Sources: Duden (ein Viertel Liter), Le Bon usage § 547 (demi- before a noun, invariable),
# RAE (medio, un cuarto de), Treccani, Priberam, Taalunie (driekwart), SAOL, DDO, SJP PWN
# (pół + genitive), ÚJČ, ÚJĽŠ, Fran, Hrvatski jezični portal, Грамота (пол + genitive),
# ДЕX (o jumătate de), ΛΚΝ, Kielitoimisto, EKI, VLKK, LVA, MTA, TDK, Hindi (आधा, चौथाई),
# Vietnamese (nửa, một phần tư), KBBI (setengah, seperempat).
_M, _F, _N = "m", "f", "n"
WORDS: dict[str, dict[tuple[int, int], dict[str, str] | str]] = {
    "en": {(1, 2): "half a", (1, 4): "a quarter", (3, 4): "three quarters of a",
           (1, 3): "a third of a", (2, 3): "two thirds of a"},
    "de": {(1, 2): {_M: "einen halben", _F: "eine halbe", _N: "ein halbes"},
           (1, 4): "ein Viertel", (3, 4): "drei Viertel", (1, 3): "ein Drittel",
           (2, 3): "zwei Drittel"},
    "fr": {(1, 2): {_M: "un demi-", _F: "une demi-"}, (1, 4): "un quart de",
           (3, 4): "trois quarts de", (1, 3): "un tiers de", (2, 3): "deux tiers de"},
    "es": {(1, 2): {_M: "medio", _F: "media"}, (1, 4): "un cuarto de",
           (3, 4): "tres cuartos de", (1, 3): "un tercio de", (2, 3): "dos tercios de"},
    "it": {(1, 2): {_M: "mezzo", _F: "mezza"}, (1, 4): "un quarto di",
           (3, 4): "tre quarti di", (1, 3): "un terzo di", (2, 3): "due terzi di"},
    "pt": {(1, 2): {_M: "meio", _F: "meia"}, (1, 4): "um quarto de",
           (3, 4): "três quartos de", (1, 3): "um terço de", (2, 3): "dois terços de"},
    "nl": {(1, 2): {_M: "een halve", _N: "een half"}, (1, 4): "een kwart",
           (3, 4): "driekwart", (1, 3): "een derde", (2, 3): "twee derde"},
    "sv": {(1, 2): {_M: "en halv", _N: "ett halvt"}, (1, 4): "en kvarts",
           (3, 4): "tre fjärdedels", (1, 3): "en tredjedels", (2, 3): "två tredjedels"},
    "da": {(1, 2): {_M: "en halv", _N: "et halvt"}, (1, 4): "en kvart", (3, 4): "tre kvart",
           (1, 3): "en tredjedel", (2, 3): "to tredjedele"},
    "pl": {(1, 2): "pół", (1, 4): "ćwierć", (3, 4): "trzy czwarte", (1, 3): "jedna trzecia",
           (2, 3): "dwie trzecie"},
    "cs": {(1, 2): "půl", (1, 4): "čtvrt", (3, 4): "tři čtvrtě", (1, 3): "jedna třetina",
           (2, 3): "dvě třetiny"},
    "sk": {(1, 2): "pol", (1, 4): "štvrť", (3, 4): "tri štvrte", (1, 3): "jedna tretina",
           (2, 3): "dve tretiny"},
    "sl": {(1, 2): "pol", (1, 4): "četrt", (3, 4): "tri četrt", (1, 3): "ena tretjina",
           (2, 3): "dve tretjini"},
    "hr": {(1, 2): "pola", (1, 4): "četvrt", (3, 4): "tri četvrtine", (1, 3): "jedna trećina",
           (2, 3): "dvije trećine"},
    "bg": {(1, 2): "половин", (1, 4): "четвърт", (3, 4): "три четвърти", (1, 3): "една трета",
           (2, 3): "две трети"},
    "ru": {(1, 2): "пол", (1, 4): "четверть", (3, 4): "три четверти", (1, 3): "треть",
           (2, 3): "две трети"},
    "uk": {(1, 2): "пів", (1, 4): "чверть", (3, 4): "три чверті", (1, 3): "третина",
           (2, 3): "дві третини"},
    "ro": {(1, 2): "o jumătate de", (1, 4): "un sfert de", (3, 4): "trei sferturi de",
           (1, 3): "o treime de", (2, 3): "două treimi de"},
    "el": {(1, 2): {_N: "μισό", _F: "μισή", _M: "μισό"}, (1, 4): "ένα τέταρτο",
           (3, 4): "τρία τέταρτα", (1, 3): "ένα τρίτο", (2, 3): "δύο τρίτα"},
    "fi": {(1, 2): "puoli", (1, 4): "neljäsosa", (3, 4): "kolme neljäsosaa",
           (1, 3): "kolmasosa", (2, 3): "kaksi kolmasosaa"},
    "et": {(1, 2): "pool", (1, 4): "veerand", (3, 4): "kolmveerand", (1, 3): "kolmandik",
           (2, 3): "kaks kolmandikku"},
    "lt": {(1, 2): "pusę", (1, 4): "ketvirtį", (3, 4): "tris ketvirtadalius",
           (1, 3): "trečdalį", (2, 3): "du trečdalius"},
    "lv": {(1, 2): "pus", (1, 4): "ceturtdaļu", (3, 4): "trīs ceturtdaļas",
           (1, 3): "trešdaļu", (2, 3): "divas trešdaļas"},
    "hu": {(1, 2): "fél", (1, 4): "negyed", (3, 4): "háromnegyed", (1, 3): "egyharmad",
           (2, 3): "kétharmad"},
    "tr": {(1, 2): "yarım", (1, 4): "çeyrek", (3, 4): "dörtte üç", (1, 3): "üçte bir",
           (2, 3): "üçte iki"},
    "ar": {(1, 2): "نصف", (1, 4): "ربع", (3, 4): "ثلاثة أرباع", (1, 3): "ثلث", (2, 3): "ثلثا"},
    "hi": {(1, 2): {_M: "आधा", _F: "आधी"}, (1, 4): "एक चौथाई", (3, 4): "तीन चौथाई",
           (1, 3): "एक तिहाई", (2, 3): "दो तिहाई"},
    "vi": {(1, 2): "nửa", (1, 4): "một phần tư", (3, 4): "ba phần tư", (1, 3): "một phần ba",
           (2, 3): "hai phần ba"},
    "id": {(1, 2): "setengah", (1, 4): "seperempat", (3, 4): "tiga perempat",
           (1, 3): "sepertiga", (2, 3): "dua pertiga"},
    "ko": {(1, 2): "이분의 일", (1, 4): "사분의 일", (3, 4): "사분의 삼", (1, 3): "삼분의 일",
           (2, 3): "삼분의 이"},
    "ja": {(1, 2): "にぶんのいち", (1, 4): "よんぶんのいち", (3, 4): "よんぶんのさん",
           (1, 3): "さんぶんのいち", (2, 3): "さんぶんのに"},
}  # fmt: skip

# A whole number and a half: "{}" is the whole's words; a table's own word where the
# language has one (de "eineinhalb", pl "półtora", hi "डेढ़", "ढाई").
AND_HALF = {
    "en": "{} and a half", "fr": "{} et demi", "es": "{} y medio", "it": "{} e mezzo",
    "pt": "{} e meio", "sv": "{} och en halv", "da": "{} og en halv", "pl": "{} i pół",
    "cs": "{} a půl", "sk": "{} a pol", "sl": "{} in pol", "hr": "{} i pol",
    "bg": "{} и половина", "ru": "{} с половиной", "uk": "{} з половиною",
    "ro": "{} și jumătate", "el": "{} και μισό", "fi": "{} ja puoli", "et": "{} ja pool",
    "lt": "{} su puse", "lv": "{} ar pusi", "hu": "{} és fél", "tr": "{} buçuk",
    "ar": "{} ونصف", "hi": "साढ़े {}", "vi": "{} rưỡi", "id": "{} setengah",
}  # fmt: skip
ONE_AND_HALF = {
    "de": "eineinhalb", "nl": "anderhalf", "da": "halvanden", "pl": "półtora",
    "ru": "полтора", "uk": "півтора", "fi": "puolitoista", "et": "poolteist",
    "lt": "pusantro", "lv": "pusotra", "hu": "másfél", "el": "ενάμισι", "hi": "डेढ़",
    "sk": "jeden a pol", "cs": "jeden a půl",
}  # fmt: skip
# "and" between a whole and another fraction ("two and a quarter").
AND = {
    "en": "and", "de": "und", "fr": "et", "es": "y", "it": "e", "pt": "e", "nl": "en",
    "sv": "och", "da": "og", "pl": "i", "cs": "a", "sk": "a", "sl": "in", "hr": "i",
    "bg": "и", "ru": "и", "uk": "і", "ro": "și", "el": "και", "fi": "ja", "et": "ja",
    "lt": "ir", "lv": "un", "hu": "és", "tr": "tam", "ar": "و", "vi": "và", "id": "",
    "ko": "과", "ja": "と",
}  # fmt: skip
# The fraction's own words after a whole ("two and a quarter", not "two and a quarter of a").
_BARE = {"en": {(1, 4): "a quarter", (3, 4): "three quarters", (1, 3): "a third",
                (2, 3): "two thirds"}}  # fmt: skip

# Nouns whose gender the ending does not tell (recipe measures and foods).
_GENDERS = {
    "de": {"m": "teelöffel esslöffel löffel liter becher kilo pfund kilogramm apfel",
           "f": "tasse dose packung zitrone zwiebel stunde tüte prise",
           "n": "kilo kilogramm pfund gramm päckchen glas stück ei jahr"},
    "fr": {"f": "cuillère cuillérée tasse boîte gousse pincée botte livre heure bouteille "
                "baguette orange pomme tranche"},
    "es": {"f": "taza cucharada cucharadita libra hora lata cebolla naranja botella"},
    "it": {"f": "tazza ora bottiglia cipolla arancia lattina"},
    "pt": {"f": "colher chávena xícara hora lata cebola laranja garrafa"},
    "nl": {"n": "pond kilo uur pak blik glas"},
    "sv": {"n": "kilo paket glas ägg"},
    "da": {"n": "kilo glas æg bundt"},
    "el": {"f": "κούπα κουταλιά ώρα", "n": "κουταλάκι κιλό λίτρο φλιτζάνι ποτήρι"},
    "hi": {"f": "कटोरी चुटकी"},
}  # fmt: skip
_GENDERS = {lang: {w: g for g, ws in t.items() for w in ws.split()} for lang, t in _GENDERS.items()}


def _gender(lang: str, noun: str) -> str:
    """The gender of the noun after a half, from the table or its ending."""
    word = noun.lower()
    if word in _GENDERS.get(lang, {}):
        return _GENDERS[lang][word]
    if lang in ("es", "pt"):
        # "2 1/2 tazas", "colheres": the plural's gender
        singular = [w for w in (word[:-2], word[:-1]) if w in _GENDERS[lang]]
        word = singular[0] if word.endswith("s") and singular else word.removesuffix("s")
    if lang in ("es", "it", "pt"):
        if word in _GENDERS.get(lang, {}):
            return _GENDERS[lang][word]
        return _F if word.endswith(("a", "ión", "ción", "dad")) else _M
    if lang == "fr":
        return _F if word.endswith(("ère", "sse", "ée", "ette", "tion", "otte", "che")) else _M
    if lang == "de":
        if word.endswith(("e", "ung", "heit", "keit")):
            return _F
        return _N if word.endswith(("chen", "lein")) else _M
    if lang == "nl" and word.endswith("je"):
        return _N  # diminutives are het-words: "een half kopje"
    if lang == "el":
        return _F if word.endswith(("α", "ά", "η", "ή")) else _N
    return _M


# ja: the measures a fraction follows or goes before ("小さじ1/2", "1/2カップ").
_JA_BEFORE = r"(?:小さじ|大さじ|カップ|約)"
_JA_AFTER = r"(?:カップ|個|本|杯|枚|切れ|片|玉|束|缶|袋|丁|キロ|リットル|kg|l|L)"
# ko: the measures a fraction goes before ("1/2 작은술", "1/2컵").
_KO_AFTER = r"(?:작은술|큰술|티스푼|스푼|컵|개|공기|봉지|캔|근|킬로그램|리터|kg|l|L)"


@cache
def _month_and_day_names(lang: str) -> frozenset[str]:
    if lang in ("ko", "ja"):
        return frozenset()
    names = set()
    for width in ("wide", "abbreviated"):
        names |= {n.lower().rstrip(".") for n in get_month_names(width, locale=lang).values()}
        names |= {n.lower().rstrip(".") for n in get_day_names(width, locale=lang).values()}
    return frozenset(names)


_WORD = re.compile(r"[^\W\d_]+")


@cache
def _function_words(lang: str) -> frozenset[str]:
    """The language's commonest words (wordfreq Zipf 6.2 and over: articles, prepositions,
    conjunctions, verbs "is", "has"), which no fraction of a quantity goes before."""
    from .common_words import DATA

    table = json.loads(DATA.read_text(encoding="utf-8")).get(lang, {})
    return frozenset(word for word, zipf in table.items() if zipf >= 6.2)


def _whole(n: int, lang: str) -> str:
    if lang == "en":
        from .english_words import cardinal

        return cardinal(str(n))
    if lang == "ko":
        from .korean_words import number

        return number(str(n))
    if lang == "ja":
        from .japanese_readings import number

        return number(str(n))
    return readings.cardinal(n, lang)


def _mixed(lang: str, whole: int, frac: tuple[int, int], gender: str) -> str | None:
    """ "2 1/2": the whole and its fraction."""
    said = _whole(whole, lang)
    if frac == (1, 2):
        if whole == 1 and lang in ONE_AND_HALF:
            return ONE_AND_HALF[lang]
        if lang == "hi" and whole == 2:
            return "ढाई"
        if lang == "de":
            return re.sub(r"eins$", "ein", said) + "einhalb"
        if lang == "nl":
            return said + ("ënhalf" if said.endswith("e") else "enhalf")
        if lang in ("es", "it", "pt") and gender == _F:
            return {"es": "{} y media", "it": "{} e mezza", "pt": "{} e meia"}[lang].format(
                readings.cardinal(whole, lang, "f")
            )
        if lang in AND_HALF:
            return AND_HALF[lang].format(said)
    words = _BARE.get(lang, {}).get(frac) or _plain_words(lang, frac, gender)
    if lang == "ko":
        return f"{said}{'과' if _has_final(said) else '와'} {words}"
    if lang == "ja":
        return f"{said}と{words}"
    if lang == "tr":
        return f"{said} tam {words}"
    if lang == "ar":
        return f"{said} و{words}"
    joiner = AND.get(lang, "")
    return f"{said} {joiner} {words}" if joiner else f"{said} {words}"


def _has_final(hangul: str) -> bool:
    last = hangul.rstrip()[-1:]
    return bool(last) and "가" <= last <= "힣" and (ord(last) - 0xAC00) % 28 != 0


def _plain_words(lang: str, frac: tuple[int, int], gender: str) -> str:
    """The fraction's words without a linking "de"/"of a" (after a whole)."""
    words = _words(lang, frac, gender)
    return re.sub(r"\s(?:de|di|of a)$", "", words).rstrip("-")


def _words(lang: str, frac: tuple[int, int], gender: str) -> str:
    forms = WORDS[lang][frac]
    if isinstance(forms, str):
        return forms
    return forms.get(gender) or forms.get(_M) or next(iter(forms.values()))


@cache
def _pattern(lang: str) -> str:
    vulgar = "".join(VULGAR)
    slash = r"(?P<num>[1-3])/(?P<den>[2-4])"
    if lang == "vi":  # "3/5 sản phẩm": a count out of a total, below (_VI_OUT_OF)
        slash = r"(?P<num>\d)/(?P<den>10|[2-9])"
    whole = rf"(?:(?P<whole>\d{{1,3}})(?:\s|(?=[{vulgar}])))?"
    fraction = rf"(?=[\d{vulgar}])(?<![\d/.,:\-]){whole}(?:{slash}|(?P<vulgar>[{vulgar}]))"
    if lang in ("ja", "ko"):  # a particle may follow the measure: "작은술을"
        unit = _JA_AFTER if lang == "ja" else _KO_AFTER
    else:
        units = sorted(UNITS.get(lang, {}), key=len, reverse=True)
        unit = "(?:" + "|".join(re.escape(u) for u in units) + r")(?!\w)" if units else "(?!)"
    tail = rf"(?![\d/]|[.,]\d)(?P<gap>\s?)(?P<unit>{unit})?"
    if lang == "tr":  # "Oyların 1/4'ü": the part of a whole, with its possessive ending
        return rf"{fraction}(?:{_TR_POSSESSIVE}|{tail})"
    return rf"{fraction}{tail}"


# tr: a fraction with the possessive ending ("1/4'ü", "3/4'ünü", "1/2'si") is the part of
# a whole: "dörtte biri", "dörtte üçünü", "yarısı" (TDK, "Kesirler"). The case ending after
# the possessive's "n" is said in the harmony of the spoken word, not of the digit.
_TR_POSSESSIVE = r"(?P<poss>['’]s?[ıiuü])(?P<case>n[ae]|n[ıiuü]n?|nd[ae]n?|yl[ae])?(?![^\W\d_])"
_TR_PARTS = {(1, 2): "yarısı", (1, 4): "dörtte biri", (3, 4): "dörtte üçü",
             (1, 3): "üçte biri", (2, 3): "üçte ikisi"}  # fmt: skip


def _tr_part(frac: tuple[int, int], case: str) -> str:
    said = _TR_PARTS[frac]
    front, vowel = said[-1] in "eiöü", said[-1]
    return said + case.translate(str.maketrans("aeıiuü", ("ee" if front else "aa") + vowel * 4))


# A noun phrase that brings its own "of" ("trois quarts des clients", "tre quarti della
# torta", "trei sferturi dintr-o cană"): the fraction's linker is not said twice.
_OWN_LINKER = {
    "fr": r"de|des|du|d",
    "es": r"de|del",
    "it": r"di|del|dei|della|delle|degli|dello",
    "pt": r"de|do|da|dos|das",
    "ro": r"de|din|dintr",
    # a share of a group: de "3/4 der Befragten", nl "3/4 van de ondervraagden" (panel U1)
    "de": r"der|des",
    "nl": r"van",
}


# Nouns among a language's commonest words that a share of a whole goes before (vi "1/4
# số phiếu", "1/3 người dân", "1/2 dân số"; panel T5, issue 31).
_SHARED_NOUNS = {"vi": frozenset({"số", "người", "dân", "nước", "học", "nhà"})}


def _previous_word(match: re.Match) -> str:
    before = match.string[max(0, match.start() - 40) : match.start()].split()
    return before[-1].lower().strip(",:;(") if before else ""


def _reads_as_fraction(lang: str, match: re.Match) -> bool:
    """A slash fraction is one where a measure or a noun goes with it, not a date."""
    if match.group("vulgar"):
        return True
    text, end = match.string, match.end()
    if lang == "ja":
        before = text[max(0, match.start() - 3) : match.start()]
        return bool(match.group("unit") or re.search(f"{_JA_BEFORE}$", before))
    if lang == "ko":
        # "1/2 작은술", and a rate's share: "개표율 1/4", "진행률 3/4"
        rate = re.search(r"[율률]\s?$", text[max(0, match.start() - 2) : match.start()])
        return bool(match.group("unit") or rate)
    if match.group("unit"):
        return True
    if not match.group("gap"):
        return False  # "1/2kg" is read with the unit above; "1/2," or "1/2." is no quantity
    word = _WORD.match(text, end, end + 40)
    if not word or word.group(0).lower() in _month_and_day_names(lang):
        return False
    said = word.group(0).lower()
    linker = _OWN_LINKER.get(lang, "of|the" if lang == "en" else "(?!)")
    if (
        said in _function_words(lang)
        and said not in _SHARED_NOUNS.get(lang, ())
        and not re.fullmatch(linker, said)
    ):
        return False  # "1/3 por la mañana", "3/4 will be": no noun, a date's or a score's
    previous = _previous_word(match)
    if previous in _DATE_WORDS.get(lang, ()) or previous in _month_and_day_names(lang):
        return False
    return not _TIME_AFTER.match(text, match.start() + len(match.group(0).rstrip()))


# A share by itself after a preposition of change ("wzrosła o 1/3", "выросло на 1/3",
# "нараснало с 1/3", "klesl o 2/3"): no noun follows, so it is no date or score but an
# amount, said as the noun the preposition governs (the accusative: "o jedną trzecią",
# "на одну треть", "o jednu třetinu"). Panel T2 (issue 31) heard "o jeden/trzy".
_BY_SHARE = {
    "pl": ("o", {(1, 2): "połowę", (1, 4): "jedną czwartą", (3, 4): "trzy czwarte",
                 (1, 3): "jedną trzecią", (2, 3): "dwie trzecie"}),
    "cs": ("o|na", {(1, 2): "polovinu", (1, 4): "čtvrtinu", (3, 4): "tři čtvrtiny",
                    (1, 3): "jednu třetinu", (2, 3): "dvě třetiny"}),
    "sk": ("o|na", {(1, 2): "polovicu", (1, 4): "štvrtinu", (3, 4): "tri štvrtiny",
                    (1, 3): "jednu tretinu", (2, 3): "dve tretiny"}),
    "ru": ("на", {(1, 2): "половину", (1, 4): "четверть", (3, 4): "три четверти",
                  (1, 3): "одну треть", (2, 3): "две трети"}),
    "uk": ("на", {(1, 2): "половину", (1, 4): "чверть", (3, 4): "три чверті",
                  (1, 3): "одну третину", (2, 3): "дві третини"}),
    "bg": ("с|със|на|до", {(1, 2): "половина", (1, 4): "една четвърт", (3, 4): "три четвърти",
                          (1, 3): "една трета", (2, 3): "две трети"}),
}  # fmt: skip


_BARE_END = re.compile(r"[ \t]*(?:[.,;:!?)]|$)")


def _share_after_preposition(lang: str, match: re.Match) -> str | None:
    """ "o 1/3." -> "o jedną trzecią.": a bare slash fraction after a preposition of change,
    with no word after it but the sentence's punctuation."""
    if lang not in _BY_SHARE or match.group("vulgar") or match.group("whole"):
        return None
    if match.group("unit"):
        return None
    preps, words = _BY_SHARE[lang]
    frac = (int(match.group("num")), int(match.group("den")))
    if frac not in words or not re.fullmatch(preps, _previous_word(match)):
        return None
    if not _BARE_END.match(match.string, match.end()):
        return None
    return words[frac] + match.group("gap")


# uk "по 1/4 таблетки", "кожному по 1/4": a share after the distributive "по" is its noun
# in the locative ("по чверті", "по третині"; a numeral above one in the accusative, "по
# три чверті"; Правопис 2019, Пономарів "по" + місцевий); "по 1/2 склянки" keeps "пів",
# a lone half is "по половині". Panel AI (issue 31) heard "по один/чотири".
_UK_EACH = {(1, 2): "половині", (1, 4): "чверті", (3, 4): "три чверті", (1, 3): "третині",
            (2, 3): "дві третини"}  # fmt: skip


def _uk_share_each(lang: str, match: re.Match) -> str | None:
    if lang != "uk" or match.group("vulgar") or match.group("whole") or match.group("unit"):
        return None
    frac = (int(match.group("num")), int(match.group("den")))
    if frac not in _UK_EACH or _previous_word(match) != "по":
        return None
    if re.search(r"\d/\d+\s+по\s*$", match.string[max(0, match.start() - 16) : match.start()]):
        return None  # "з 1/4 по 3/4": a span of two, not a share each
    if frac == (1, 2) and not _BARE_END.match(match.string, match.end()):
        return None  # "по 1/2 склянки": "по пів склянки"
    return _UK_EACH[frac] + match.group("gap")


def _ko_half(lang: str, match: re.Match, words: str) -> str:
    """ "설탕 ½컵": "반 컵", as a cook says (panel AF5 heard "이분의 일 컵"); the slash's
    "1/2컵" keeps "이분의 일 컵", which panels S15 and U5 heard right and pinned."""
    whole = match.group("whole")
    if lang == "ko" and match.group("unit") and match.group("vulgar") == "½":
        return words if whole and int(whole) > 0 else "반"
    return words


# "een ½ tl zout", "einen ½ TL Salz", "der ½ Liter": the text writes the article the
# fraction's reading would say ("een halve theelepel"), so it is said once, and a German half
# takes the ending the article asks (Duden, Die Grammatik, adjective after "ein": "ein halber
# Liter", "einem halben Liter"; after "der": "der halbe Liter"; Taalunie, "het halve kopje").
# Panel AH1 (issue 31) heard "een een halve theelepel".
_INDEFINITE = {"de": {"ein", "eine", "einen", "einem", "einer", "eines"}, "nl": {"een", "'n"}}
_DEFINITE = {"de": {"der", "die", "das", "den", "dem", "des"}, "nl": {"de", "het"}}
_DE_HALF_AFTER = {"ein": {_M: "halber", _N: "halbes", _F: "halbe"}, "eine": "halbe",
                  "der": "halbe", "die": "halbe", "das": "halbe"}  # fmt: skip


def _after_article(lang: str, previous: str, frac: tuple[int, int], gender: str, words: str):
    """``words`` of a fraction after an article the text writes: without the article the
    reading would say again, a German half with the article's ending."""
    if lang not in _INDEFINITE:
        return words
    indefinite, definite = previous in _INDEFINITE[lang], previous in _DEFINITE[lang]
    if not (indefinite or definite):
        return words
    first, _, rest = words.partition(" ")
    if first.lower() not in _INDEFINITE[lang] or not rest:
        return words
    if frac != (1, 2):
        return rest  # "ein ¼ Liter" -> "ein Viertel Liter", "een ¼ liter" -> "een kwart"
    if lang == "nl":
        return rest if indefinite else "halve"  # "het ½ kopje" -> "het halve kopje"
    half = _DE_HALF_AFTER.get(previous, "halben")
    return half.get(gender or _M, "halben") if isinstance(half, dict) else half


# vi "Đã giao 3/5 sản phẩm", "đạt 4/5 sao": a count out of a total before its noun is "ba
# trên năm" (panel BC5 heard "ba/năm"); the shares the table names stay "hai phần ba".
_VI_OUT_OF = "trên"
_VI_CLOCK_AFTER = re.compile(r"\s*(?:lúc|vào|từ|đến|hôm|ngày|\d{1,2}[:h])(?!\w)", re.IGNORECASE)


def _vi_out_of(lang: str, match: re.Match) -> str | None:
    if lang != "vi" or match.group("vulgar"):
        return None
    frac = (int(match.group("num")), int(match.group("den")))
    if frac in WORDS[lang] or frac[0] >= frac[1]:
        return None
    # (a date's clock after: "Khám răng 7/8 lúc 8:00" is the seventh of August)
    clock = _VI_CLOCK_AFTER.match(match.string, match.end(), match.end() + 20)
    if clock or not _reads_as_fraction(lang, match):
        return match.group(0)
    return f"{frac[0]} {_VI_OUT_OF} {frac[1]}{match.group('gap')}"


def _read(lang: str, match: re.Match) -> str:
    if match.group("vulgar"):
        frac = VULGAR[match.group("vulgar")]
    else:
        share = (
            _share_after_preposition(lang, match)
            or _uk_share_each(lang, match)
            or _vi_out_of(lang, match)
        )
        if share is not None:
            return share
        frac = (int(match.group("num")), int(match.group("den")))
        if lang == "tr" and match.group("poss") and frac in _TR_PARTS:
            return _spaced(lang, match, _tr_part(frac, match.group("case") or ""), "")
        if frac not in WORDS[lang] or not _reads_as_fraction(lang, match):
            return match.group(0)
    unit = match.group("unit")
    gap = match.group("gap")
    text, end = match.string, match.end()
    if unit and lang not in ("ja", "ko"):
        noun, gender = UNITS[lang][unit]
    else:
        noun_match = _WORD.match(text, end, end + 40)
        noun, gender = (noun_match.group(0) if noun_match else ""), ""
    gender = gender or _gender(lang, noun)
    whole = match.group("whole")
    if whole and int(whole) > 0:
        words = _mixed(lang, int(whole), frac, gender)
        if words is None:
            return match.group(0)
    else:
        words = _words(lang, frac, gender)
        words = _after_article(lang, _previous_word(match), frac, gender, words)
        if lang == "en" and noun.lower() in ("of", "the"):
            words = re.sub(r"\s(?:of )?a$", "", words)  # "1/2 of the" -> "half of the"
        elif lang == "en" and words.endswith(" a") and re.match(r"[aeiou]", noun, re.I):
            words += "n"  # "half an ounce"
        if re.fullmatch(_OWN_LINKER.get(lang, "(?!)"), noun.lower()):
            words = re.sub(r" (?:de|di)$", "", words)  # "3/4 des clients", "3/4 dintr-o cană"
        if lang == "fr" and words.endswith("-") and not (unit or noun):
            words = words.rstrip("-")
        if words.endswith("-"):
            # fr "une demi-cuillère": the noun joins the half
            said = f"{words}{UNITS[lang][unit][0] if unit and lang in UNITS else ''}"
            return _spaced(lang, match, said, "")
    if lang in ("ja", "ko"):
        words = _ko_half(lang, match, words)
        said = words + ((" " if lang == "ko" else gap) + unit if unit else "")
        return _spaced(lang, match, said, "" if unit else gap)  # "개표율 1/4 기준"
    said = f"{words} {_unit_word(lang, unit, bool(whole))}" if unit else words
    if unit and unit.endswith(".") and _ends_sentence(match):
        said += "."  # "Tilsæt ½ tsk.": the abbreviation's dot was the full stop too
    return _spaced(lang, match, said, gap if not unit else "")


def _unit_word(lang: str, unit: str, plural: bool) -> str:
    """The unit's word; after a whole and a fraction ("2 1/2 kg"), its plural where the
    language's is regular (en es pt fr "-s", it "-o" -> "-i")."""
    word = UNITS[lang][unit][0]
    if plural and lang in ("en", "es", "pt", "fr") and " " not in word:
        return word + "s"
    if plural and lang == "it":
        return re.sub(r"o$", "i", word)
    return word


def _spaced(lang: str, match: re.Match, said: str, gap: str) -> str:
    """``said`` with the gap it ate, and a space where it would touch a letter (ar "و"
    prefixes the number: "و1/2" -> "ونصف")."""
    text, start, end = match.string, match.start(), match.end()
    if lang in ("ja", "ko"):
        return said + gap  # no spaces between kana, kanji or a particle's Hangul
    if start > 0 and text[start - 1].isalpha() and text[start - 1] != "و":
        said = " " + said
    said += gap
    if end < len(text) and text[end].isalpha() and not said.endswith((" ", "-")):
        said += " "
    return said


# A knockout round, ru uk "1/8 финала", "1/16 фіналу", bg "1/4-финалите" (panel AN2 heard
# "один/восемь финала", "едно/четири-финалите"): ru uk say the fraction's ordinal, in the
# accusative after "в"/"у" ("вышел в одну восьмую финала"), else in the genitive ("матч
# одной восьмой финала"; Грамота.ру); bg glues the round's word ("четвъртфиналите",
# "осминафинал", "полуфинала": БАН). ru uk "1/2", "1/4 финала" stay the fraction rule's
# ("пол", "четверть финала").
_ROUND_ORDINALS = {
    "ru": {8: ("восьмую", "восьмой"), 16: ("шестнадцатую", "шестнадцатой"),
           32: ("тридцать вторую", "тридцать второй"),
           64: ("шестьдесят четвёртую", "шестьдесят четвёртой")},
    "uk": {8: ("восьму", "восьмої"), 16: ("шістнадцяту", "шістнадцятої"),
           32: ("тридцять другу", "тридцять другої"),
           64: ("шістдесят четверту", "шістдесят четвертої")},
}  # fmt: skip
_ROUND_ONE = {"ru": ("одну", "одной"), "uk": ("одну", "однієї")}
_BG_ROUNDS = {"2": "полу", "4": "четвърт", "8": "осмина", "16": "шестнайсетина"}


def _round_rule(lang: str) -> Rule:
    if lang == "bg":

        @rule(
            "bg.round",
            "bg: a knockout round 1/4-финалите -> четвъртфиналите",
            r"(?<![\w/.,])1/(?P<n>2|4|8|16)[-\u2011]?(?=финал)",
        )
        def bg_round(match: re.Match) -> str:
            return _BG_ROUNDS[match.group("n")]

        return bg_round

    @rule(
        f"{lang}.round",
        f"{lang}: a knockout round 1/8 финала -> одну восьмую (одной восьмой) финала",
        r"(?<![\w/.,])1/(?P<n>8|16|32|64)\s(?=финала|фіналу)",
    )
    def round_(match: re.Match) -> str:
        case = 0 if _previous_word(match).lower() in ("в", "во", "у") else 1
        return f"{_ROUND_ONE[lang][case]} {_ROUND_ORDINALS[lang][int(match.group('n'))][case]} "

    return round_


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    """``<lang>.fraction``: halves, thirds and quarters of a quantity."""
    if lang not in WORDS:
        return ()
    return (
        *((_round_rule(lang),) if lang in ("ru", "uk", "bg") else ()),
        rule(
            f"{lang}.fraction",
            f"{lang}: fractions of a quantity (1/2 cup, 2 1/2, ½) -> words",
            _pattern(lang),
        )(lambda match: _read(lang, match)),
    )
