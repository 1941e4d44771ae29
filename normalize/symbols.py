"""Signs between numbers that the number rules would otherwise leave as written or drop:

- ``<lang>.version``: "2.4.1", "v5.12.3" -> "zwei Punkt vier Punkt eins" (the language's word
  for the dot, each part a bare number: "eins", not "ein Punkt"). A dotted group is a
  version when a word for "version" (or "v") comes before it, or when it cannot be a date
  or a grouped number: four parts or more not grouped in threes, or three whose last is
  not a year (one or three digits: "2.4.1", "5.12.3"; not "05.03.2024", "1.2.24", "1.234.567").
- ``<lang>.dimensions``: "40 x 30 x 20 cm", "40×30×20" -> "40 mal 30 mal 20 cm" (the word
  people say between the sides: mal, sur, por, per, na, на...). Two numbers with a letter
  x and no length unit after them ("2 x 1") are a score, left to the score rule.
- ``<lang>.perhundred``: "6,8 l/100 km" -> "6,8 Liter auf 100 km".
- ``<lang>.plus``: "+24 °C" -> "plus 24 °C" (плюс, più, más...), and a plus standing alone
  between amounts ("89,99 zł + 12,99 zł"); a phone's "+48" is the phone rule's. It runs
  after the genitive counts ("від -2 до +4 °C" is theirs), before the units.
- ``<lang>.dayrange`` (pl ru uk): the first day of a span of days before a month, "с 5
  по 8 июля", "5–8 июля", "15–18 lipca" -> "с пятого по 8 июля", "od piętnastego do 18
  lipca" (the genitive ordinal; the date rule reads the second after "по", "do").
- ``<lang>.perperiod`` (en ko tr hi vi bg el ar): a price per period, "$9.99/mo",
  "49,99 TL/ay", "₹199/माह", "99.000đ/tháng", "99€/έτος" -> "... a month", "ayda ...",
  "... प्रति माह", "... một tháng", "... τον χρόνο"; ko and tr say the period before the
  amount ("월 구 달러 …", "yılda bin iki yüz lira"), as people do. Only after an amount (a
  currency sign or word next to the digits): "km/h" and "24/7" are not prices.
- ``<lang>.slashcode``: "№ 2025/118", "nr FV/2025/03/118" -> the slash said ("дробь",
  "łamane przez"), only after a number sign, where a slash is part of a reference.

Words typed from the languages' usage (Duden "Punkt", Грамота.ру "дробь" in numbers,
Poradnia PWN "łamane przez"); CLDR has none of them. They run before every number rule.
"""

import re
from functools import cache

from . import cldr, readings
from .contexts import DOSE_UNIT_AFTER, TIMES_NOUNS
from .numbers import spell, spell_digits, spellout_formatter
from .ordinals import ordinal
from .rule import Rule, rule
from .separators import DEGREE_WORDS, SPAN_WORDS
from .streets import STREET as _STREET

POINT = {
    "de": "Punkt", "fr": "point", "es": "punto", "it": "punto", "pt": "ponto", "pl": "kropka",
    "ru": "точка", "uk": "крапка", "bg": "точка", "nl": "punt", "sv": "punkt", "da": "punkt",
    "cs": "tečka", "sk": "bodka", "hr": "točka", "sl": "pika", "ro": "punct", "hu": "pont",
    "fi": "piste", "et": "punkt", "lt": "taškas", "lv": "punkts", "tr": "nokta", "el": "τελεία",
    "id": "titik", "vi": "chấm",
    # issue 31, a mixed panel: what people say in versions ("iOS seventeen point two",
    # "سبعة عشر نقطة اثنان", "सत्रह पॉइंट दो", "십칠 점 이"), not the decimal word
    "en": "point", "ar": "نقطة", "hi": "पॉइंट", "ko": "점",
}  # fmt: skip
TIMES = {
    "de": "mal", "fr": "sur", "es": "por", "it": "per", "pt": "por", "pl": "na", "ru": "на",
    "uk": "на", "bg": "на", "nl": "bij", "sv": "gånger", "da": "gange", "cs": "krát",
    "sk": "krát", "hr": "puta", "sl": "krat", "ro": "pe", "hu": "szor", "fi": "kertaa",
    "et": "korda", "lt": "iš", "lv": "reiz", "tr": "çarpı", "el": "επί", "id": "kali",
    "vi": "nhân", "en": "by",  # a fresh panel (issue 31): "30 x 20 x 15 cm"
}  # fmt: skip
LITRES_PER = {
    "de": "Liter auf", "fr": "litres aux", "es": "litros a los", "it": "litri per",
    "pt": "litros por", "pl": "litra na", "ru": "литра на", "uk": "літра на", "nl": "liter per",
    "cs": "litru na", "sk": "litra na",
    "bg": "литра на", "hr": "litara na", "sl": "litra na", "el": "λίτρα ανά", "da": "liter per",
}  # fmt: skip
# Where the hundred kilometres take a case, the whole phrase (VLKK, LVA, Kotus, EKI).
LITRES_PER_HUNDRED = {
    "lt": "litro šimtui kilometrų", "lv": "litri uz simt kilometriem",
    "fi": "litraa sadalla kilometrillä", "et": "liitrit saja kilomeetri kohta",
    # the fresh panels (issue 31): hu ro tr id vi sv
    "hu": "liter száz kilométerenként", "ro": "litri la sută de kilometri",
    "tr": "litre yüz kilometrede", "id": "liter per seratus kilometer",
    "vi": "lít trên một trăm kilômét", "sv": "liter per hundra kilometer",
}  # fmt: skip
# A card's expiry, month/year ("08/27"), in the languages of the sixth panel: the month
# with its zero said ("nul otte", "nula devet"), then the year's two digits as a number.
EXPIRY = ("bg", "hr", "sk", "sl", "lt", "lv", "el", "da", "fi", "et")
# hu "Lejárat: 08/26" (panel AQ3 heard "nyolc/huszonhat"): the slash said between, as a
# native reads the card ("nulla nyolc per huszonhat"; MHSz "per")
EXPIRY += ("hu",)
_EXPIRY_SLASH = {"hu": "per"}
SLASH = {
    "de": "Strich", "fr": "barre", "es": "barra", "it": "barra", "pt": "barra",
    "pl": "łamane przez", "ru": "дробь", "uk": "дріб", "cs": "lomeno", "sk": "lomeno",
    # the second L panel (issue 31): lv "Nr. 2024/118" (LVA "slīpsvītra"; Slovenski pravopis
    # "poševnica"; EKI "kaldkriips"; Kotus "kautta"; MHSz "per")
    "lv": "slīpsvītra", "sl": "poševnica", "et": "kaldkriips", "fi": "kautta", "hu": "per",
    # panel P3 (issue 31): lt "Nr. 2024/1587" (VLKK Terminų bankas, "pasvirasis brūkšnys")
    "lt": "pasvirasis brūkšnys",
    # panel S2 (issue 31): bg "сигнал 2024/0342" (БАН, "наклонена черта")
    "bg": "наклонена черта",
    # panel V4 (issue 31): ro "Factura nr. 2024/0587" (DOOM "bară")
    "ro": "bară",
    # panel AJ5 (issue 31) heard the slash left in tr "Fatura No: 2024/00873", "No: 45/3", ar
    # "رقم 2024/0567", hi "बिल संख्या 2024/567": its natives' "bölü", "شرطة", "बटा"
    "tr": "bölü", "ar": "شرطة", "hi": "बटा",
    # panel AK4 (issue 31) heard it left in hr "Račun br. 215/2024" and el "αρ. 117/2024":
    # "kroz" (as a case's or an invoice's number is read out, Hrvatski jezični portal "kroz")
    # and "κάθετος" (ΛΚΝ "κάθετος": the slash)
    "hr": "kroz", "el": "κάθετος",
}  # fmt: skip
# A code's hyphen where its slash is said too, by its name (as addresses.SIGNS says it in
# an e-mail address: VLKK "brūkšnelis", LVA "defise", EKI "sidekriips", Kotus "viiva", MHSz
# "kötőjel", Fran "vezaj").
HYPHEN_BESIDE_SLASH = {
    "lt": "brūkšnelis", "lv": "defise", "et": "sidekriips", "fi": "viiva", "hu": "kötőjel",
    "sl": "vezaj",
}  # fmt: skip
# ... and in a lettered code of the other languages that say the slash, "ZG-2024/00871"
# (panel BE2 heard pl "ZG łamane przez dwa tysiące ...": a listener writes "ZG/2024/..."):
# the hyphen by its own name as dictated (PWN "myślnik", ÚJČ "pomlčka", HJP "crtica",
# Грамота.ру "дефис", Duden "Bindestrich"), never the slash's word; where the slash's word
# is the hyphen's too (ar "شرطة") or none is typed, a pause.
HYPHEN_IN_LETTERED = {
    "pl": "myślnik", "cs": "pomlčka", "sk": "pomlčka", "hr": "crtica", "ru": "дефис",
    "uk": "дефіс", "bg": "тире", "de": "Bindestrich", "fr": "tiret", "es": "guion",
    "it": "trattino", "pt": "hífen", "ro": "cratimă", "tr": "tire", "el": "παύλα",
}  # fmt: skip
# The words for "number" before a reference in the languages without a sign of their own in
# ``_SIGNS``: tr "No:", "Numara", ar "رقم", hi "संख्या", "नंबर" (panel AJ5)
_SIGN_WORDS = {
    "tr": r"(?i:no:?|no\.|numara(?:sı)?:?)",
    "ar": r"رقم(?:ها|ه)?:?|(?:ال)?رقم\s+(?:ال)?\w+:?",
    "hi": r"(?:संख्या|नंबर|क्रमांक|नं\.?)\s?:?",
    "hr": r"(?i:br\.|broj):?",
    "el": r"(?i:αρ\.|αριθ\.|αριθμός|αριθμό):?",
}
# ar: a reference's year said as the year of a date (the genitive "ألفين وأربعة وعشرين", as
# the panel's native said it), not as a count's nominative
_YEAR_SAID = {"ar"}
# Words after a reference that say it is one: hu "2024/1587 számon", "12/2024. sz." (MHSz:
# the number before "szám"); panel P3 heard the two numbers run together.
_SPELL_PARTS = {"lt"}
_SIGNS_AFTER = {"hu": r"\s+(?:(?:sor|ügy|iktató)?szám\w*|sz\.)"}  # "sorszámú" (panel S3)
# A span of days: "from" and "to" as said before a date (Грамота.ру "с пятого по восьмое
# июля"; Правопис "з п'ятого по восьме"; Poradnia PWN "od piętnastego do osiemnastego").
# bg "от 1 до 7 юни": "от първи до седми" (panel P2)
DAY_SPAN = {
    "ru": ("с", "по", "с|со"),
    "uk": ("з", "по", "з|із|від"),
    "pl": ("od", "do", "od"),
    "bg": ("от", "до", "от|на"),
}
# bg "на 7–9 ноември": the span's "от" takes the place of "на" (panel AR2 heard "на от седми
# до девети"; БАН: "от ... до" says a span of dates, "на" a single date).
_DAY_SPAN_REPLACED = {"bg": "на"}
# ... and the span's end written "до" ("з 1 до 10 лютого": "з першого до десятого"; panel
# X2 heard "з один до десятого")
_DAY_SPAN_TO = {"ru": "по|до", "uk": "по|до"}
# The equals sign's word between amounts ("równa się": Poradnia PWN, "znak równości").
EQUALS = {"pl": "równa się", "sk": "sa rovná"}  # sk: Pravidlá slovenského pravopisu (AD2)
PLUS = {
    "de": "plus", "fr": "plus", "es": "más", "it": "più", "pt": "mais", "pl": "plus",
    "ru": "плюс", "uk": "плюс", "bg": "плюс", "nl": "plus", "sv": "plus", "da": "plus",
    "cs": "plus", "sk": "plus", "hr": "plus", "sl": "plus", "ro": "plus", "fi": "plus",
    "lv": "plus", "lt": "plius", "et": "pluss", "el": "συν",
    "hu": "plusz",  # panel P3 (issue 31) heard "+öt Celsius-fok"
}  # fmt: skip
# The number signs after which "2025/118" is a reference (abbreviations.NUMBER_SIGNS and
# the words they stand for).
_SIGNS = (
    r"№|(?i:nr\.?|n\.?º|n°|n\.|núm\.|num\.|č\.|št\.|nro|sz\.)"
    r"|(?i:номер|numer|nummer|número|numero|numéro)"
)
_VERSION_WORDS = (
    r"(?i:v|ver\.|version\w*|versi[oó]n\w*|versão|versie|wersj\w*|верси\w*|версі\w*|update|build"
    r"|release|verzi\w*|versio\w*|inačic\w*|različic\w*"
    # uk a power outage's queue and sub-queue, "Черга 1.2", "підчерга 3.1" (panel AG2 heard
    # "один кома два"): said as a version's parts, "один крапка два"
    r"|(?:під)?черг[аиіу]|(?:під)?черз[іи])"
    r"|iOS|iPadOS|macOS|watchOS|Android|HarmonyOS"
    # ar "الإصدار 2.0", "بالإصدار 3.1" with the article or a preposition joined (panel AY5
    # heard "الإصدار اثنان", the ".0" dropped)
    r"|(?:ال|بال|لل|وال|ب|ل)?(?:إصدار|اصدار)"
)


# The word for "version" after the number, where the language puts it there: lt "į 3.2
# versiją", lv "uz 4.1 versiju", hu "a 3.4-es verzióra" (panel U3 heard them read as
# decimals, "trys ir dvi dešimtosios versiją").
_VERSION_AFTER = re.compile(r"(?:-[a-zöüó]{1,3})?\s+(?i:versij\w*|verzió\w*)")
# Systems whose versions people write with two parts ("iOS 17.4", "Android 14.1").
_SYSTEMS = r"iOS|iPadOS|macOS|watchOS|Android|HarmonyOS|Windows"


def _expiry(lang: str) -> Rule:
    """ "Kortet udløber 08/27": a month (01-12, two digits) and a year after it that no month
    can be (13-99), so neither a day/month date nor a fraction."""

    @rule(
        f"{lang}.expiry",
        f"{lang}: card expiry dates, 08/27 -> month and year",
        r"(?<![\w/.,:\-])(?P<m>0[1-9]|1[0-2])/(?P<y>1[3-9]|[2-9]\d)(?![\w/]|[.,]\d)",
    )
    def expiry(match: re.Match) -> str:
        month = match.group("m")
        said = spell(str(int(month)), lang)
        if month.startswith("0"):
            said = f"{spell('0', lang)} {said}"
        slash = f" {_EXPIRY_SLASH[lang]}" if lang in _EXPIRY_SLASH else ""
        return f"{said}{slash} {spell(match.group('y'), lang)}"

    return expiry


# "3× denně", "2x týdně", "3-krat na dan", lt "3 k. per dieną": how many times, said as the
# language's multiplicative (ÚJČ "třikrát", JÚĽŠ "dvakrát", Fran "trikrat", MHSz
# "háromszor" with its vowel harmony, Kotus "kolme kertaa", EKI "kolm korda", LVA "trīs
# reizes", VLKK "tris kartus"); the second L panel (issue 31) heard the sign dropped, and
# panel S3 hu "3-szor" split ("három-szor").
def _multiplicative(n: int, lang: str) -> str:
    words = spell(str(n), lang)
    if lang == "cs":
        return "jednou" if n == 1 else re.sub(r"jedna$", "jeden", words.replace(" ", "")) + "krát"
    if lang == "sk":
        return "raz" if n == 1 else words.replace(" ", "") + "krát"
    if lang == "sl":
        return "enkrat" if n == 1 else words.replace(" ", "") + "krat"
    if lang == "hu":
        words = re.sub(r"kettő$", "két", words)
        vowels = re.findall(r"[aáoóuúöőüűeéií]", words)
        last = vowels[-1] if vowels else "e"
        return words + ("szor" if last in "aáoóuú" else "ször" if last in "öőüű" else "szer")
    if lang == "fi":
        return "kerran" if n == 1 else f"{words} kertaa"
    if lang == "et":
        return "üks kord" if n == 1 else f"{words} korda"
    if lang == "lv":  # "reize" is feminine: "divas reizes" (LVA)
        feminine = spellout_formatter("lv").format(n, "%spellout-cardinal-feminine")
        return "vienreiz" if n == 1 else f"{feminine} reizes"
    # lt: the accusative of the count, the plural "kartus"; "kartų" after 10-19 and tens
    if n % 10 == 0 or 10 < n % 100 < 20:
        return f"{words} kartų"
    accusative = spellout_formatter("lt").format(n, "%spellout-cardinal-masculine-accusative")
    return f"{accusative} {'kartą' if n % 10 == 1 else 'kartus'}"


MULTIPLIERS = ("cs", "sk", "sl", "hu", "fi", "et", "lv", "lt")
_MULTIPLIER = (
    r"(?=\d)(?<![\w.,×])(?P<n>\d{1,3})"
    r"(?:\s?×(?=\s*[^\W\d_]|\s*[.,;)]|\s*$)|\s?[xX](?=\s+[^\W\d_]{2,})"
    r"|-?(?:krát|krat)(?!\w)|-(?:szor|szer|ször)(?!\w)|\s?k\.(?=\s+(?:per|į)\s))"
)


def _times_one(lang: str, match: re.Match) -> str | None:
    """hu "3×1 tablettát", cs "3×1 tableta": one tablet three times, no size."""
    if lang not in MULTIPLIERS or not re.match(r"\s+[^\W\d_]", match.string[match.end() :]):
        return None
    first, second = re.split(r"\s?[x×X]\s?", match.group(0))
    return f"{_multiplicative(int(first), lang)} {second}" if first.isdigit() else None


def _multipliers(lang: str) -> tuple[Rule, ...]:
    return (_multiplier(lang),) if lang in MULTIPLIERS else ()


def _multiplier(lang: str) -> Rule:
    @rule(f"{lang}.multiplier", f"{lang}: how many times, 3× -> {_multiplicative(3, lang)}",
          _MULTIPLIER)  # fmt: skip
    def multiplier(match: re.Match) -> str:
        return _multiplicative(int(match.group("n")), lang)

    return multiplier


def _no_size(lang: str, match: re.Match, unit: re.Match | None) -> bool:
    """Two numbers with an "x" that are no size: "2 x 1" a score (the score rule's), "2 × 5
    мл" two doses (the count of times', contexts.py)."""
    if "×" not in match.group(0) and not unit:
        return True
    return lang in TIMES_NOUNS and bool(DOSE_UNIT_AFTER.match(match.string, match.end()))


# What follows the sides of a size: "40 x 30 cm", "1920x1080 px".
_UNIT_AFTER = re.compile(r"\s?(?:mm|cm|dm|m|km|px|in|pt|m²|cm²|мм|см|м|дм)(?!\w)")


# A price per period: the period as written after the slash, and what is said. ko and tr
# say it before the amount (표준국어대사전 "월", "연"; TDK "ayda", "yılda"); the others
# after it (Merriam-Webster "a month"; "प्रति माह"; "một tháng"; Triantafyllidis "τον
# χρόνο"; БЕР "на месец"; "شهريًا").
PER_PERIOD = {
    "en": {"mo": "a month", "mos": "a month", "mth": "a month", "month": "a month",
           "yr": "a year", "year": "a year", "wk": "a week", "week": "a week", "day": "a day",
           "night": "a night", "hr": "an hour", "hour": "an hour", "person": "per person",
           "user": "per user", "seat": "per seat"},
    "ko": {"월": "월", "달": "월", "년": "연", "연": "연", "일": "하루", "주": "주",
           "시간": "시간당", "mo": "월", "month": "월", "yr": "연", "year": "연"},
    "tr": {"ay": "ayda", "yıl": "yılda", "sene": "senede", "gün": "günde", "hafta": "haftada",
           "saat": "saatte", "kişi": "kişi başı", "gece": "gecelik"},
    "hi": {"माह": "प्रति माह", "महीना": "प्रति महीना", "मास": "प्रति माह", "वर्ष": "प्रति वर्ष",
           "साल": "प्रति साल", "दिन": "प्रति दिन", "घंटा": "प्रति घंटा", "month": "प्रति माह",
           "mo": "प्रति माह", "year": "प्रति वर्ष", "yr": "प्रति वर्ष",
           # a price per unit sold: "₹40/kg" (panel S5 heard "रुपये/kg")
           "kg": "प्रति किलो", "किलो": "प्रति किलो", "l": "प्रति लीटर", "लीटर": "प्रति लीटर",
           "दर्जन": "प्रति दर्जन"},
    "vi": {"tháng": "một tháng", "năm": "một năm", "ngày": "một ngày", "tuần": "một tuần",
           "giờ": "một giờ", "người": "một người", "đêm": "một đêm",
           # a price per unit sold: gold "đồng/lượng", "đồng/chỉ" (panel P5)
           "lượng": "một lượng", "chỉ": "một chỉ", "lít": "một lít", "cái": "một cái",
           "hộp": "một hộp", "suất": "một suất", "phòng": "một phòng",
           # a commodity's price: "82,40 USD/thùng" (a barrel), "USD/tấn" (panel X5)
           "thùng": "một thùng", "tấn": "một tấn", "bao": "một bao", "con": "một con"},
    "bg": {"месец": "на месец", "мес": "на месец", "год": "на година", "година": "на година",
           "ден": "на ден", "нощ": "на нощ", "час": "на час"},
    "el": {"έτος": "τον χρόνο", "χρόνο": "τον χρόνο", "έτ": "τον χρόνο", "ημέρα": "την ημέρα",
           "μέρα": "την ημέρα", "νύχτα": "τη νύχτα", "ώρα": "την ώρα", "άτομο": "το άτομο"},
    "ar": {"شهر": "شهريًا", "الشهر": "شهريًا", "شهريًا": "شهريًا", "سنة": "سنويًا",
           "السنة": "سنويًا", "عام": "سنويًا", "سنويًا": "سنويًا", "يوم": "يوميًا",
           "اليوم": "يوميًا", "أسبوع": "أسبوعيًا", "ساعة": "في الساعة"},
}  # fmt: skip
# Panels AE1-AE5 (issue 31) heard a price per hour or per visit left with its slash ("39
# kr./time", "5 lei/oră", "200 ₽/ч", "2 €/hod.", "Rp5.000/jam", "5.000đ/lượt"): said as
# the language says a rate (Retskrivningsordbogen "i timen"; Svenska Akademiens ordbok "i
# timmen"; Hrvatski pravopis "po satu"; DOOM "pe oră"; Грамота.ру "в час"; Український
# правопис "на годину"; БЕР "на час"; ÚJČ, JÚĽŠ "za hodinu"; KBBI "per jam"; "một lượt").
PER_PERIOD["vi"].update({"lượt": "một lượt"})
# ko a price per unit sold, "휘발유 1,689원/L" (panel BE5 heard "원/L" left): the unit with
# "당" before the amount, as the pump and the market say it (표준국어대사전 "-당": "리터당")
PER_PERIOD["ko"].update({
    "L": "리터당", "l": "리터당", "ℓ": "리터당", "리터": "리터당", "kg": "킬로그램당",
    "㎏": "킬로그램당", "g": "그램당", "개": "개당", "인": "인당", "명": "인당",
})  # fmt: skip
PER_PERIOD["bg"].update({"ч": "на час"})
PER_PERIOD.update({
    "da": {"time": "i timen", "t": "i timen"},
    "sv": {"tim": "i timmen", "timme": "i timmen", "h": "i timmen"},
    "hr": {"h": "po satu", "sat": "po satu"},
    "ro": {"oră": "pe oră", "ora": "pe oră", "h": "pe oră"},
    "ru": {"ч": "в час", "час": "в час"},
    "uk": {"год": "на годину", "година": "на годину"},
    "cs": {"hod": "za hodinu", "h": "za hodinu"},
    "sk": {"hod": "za hodinu", "h": "za hodinu"},
    "id": {"jam": "per jam"},
})  # fmt: skip
# id says "per" before any unit a price is given for (KBBI "per": "Rp1.450.000/gram" is
# "… rupiah per gram", "/malam", "/orang", "/porsi"; panel AO5 heard "rupiah/gram"): any
# word after the slash, its short forms written out. (Those the abbreviations' table says,
# "/kg", "/bulan", "/liter", stay its own: abbreviation_words.MORE_PER.)
_ID_PER_WORD = r"(?!(?:kg|bulan|bln|liter|l|ltr)(?![\w/]))[a-z]{1,12}"
_ID_SHORT_UNITS = {
    "kg": "kilogram", "gr": "gram", "g": "gram", "l": "liter", "ltr": "liter", "bln": "bulan",
    "thn": "tahun", "th": "tahun", "hr": "hari", "mgg": "minggu", "org": "orang",
    "m": "meter", "m2": "meter persegi",
}  # fmt: skip
_BEFORE_AMOUNT = {"ko", "tr"}
# The currencies written next to an amount (a sign, a code, a short word with or without
# its dot): what tells a price from "km/h" or "24/7".
_CURRENCY = (
    r"[$€£¥₩₹₺₫]|đ|(?:USD|EUR|GBP|TL|TRY|VND|INR|KRW|BGN|AED|SAR|лв|лева|лири|евро|ευρώ|"
    r"đồng|dollars?|euros?|pounds?|rupees?|रुपये|रु|रू|원|달러|유로|엔|lira|ريال(?:ًا|اً|ات)?|"
    r"kr|Kč|₽|руб|грн|lei|Rp|"
    r"درهم(?:ًا|اً)?|دولار(?:ًا|اً)?|جنيه(?:ًا|اً)?|يورو)\.?"
)
_AMOUNT = rf"(?:{_CURRENCY})\s?\d[\d.,]*|\d[\d.,]*\s?(?:{_CURRENCY})"
# vi "89,5 triệu đồng/lượng": a scale word between the number and the currency.
_VI_AMOUNT = rf"{_AMOUNT}|\d[\d.,]*\s(?:nghìn|ngàn|triệu|tỷ|tỉ)\s(?:{_CURRENCY})"


def _per_period(lang: str) -> tuple[Rule, ...]:
    if lang not in PER_PERIOD:
        return ()
    periods = PER_PERIOD[lang]
    alternation = "|".join(sorted(map(re.escape, periods), key=len, reverse=True))
    before = lang in _BEFORE_AMOUNT
    amount = _VI_AMOUNT if lang == "vi" else _AMOUNT
    if lang == "id":
        alternation += "|" + _ID_PER_WORD
        # "Rp150rb/malam", "Rp2 juta/bulan": the scale between the amount and the slash
        amount = rf"(?:Rp|IDR)\.?\s?\d[\d.,]*(?:rb|jt|\s(?:ribu|juta|miliar))?|{amount}"

    @rule(
        f"{lang}.perperiod",
        f"{lang}: a price per period, 9,99/month -> the amount and the period as said",
        # Not inside a number ("5" of "1.5"): a run "123.123.123..." is scanned once.
        rf"(?<![\w$€£¥₩₹₺₫])(?<!\d[.,])(?P<amount>{amount})\s?/\s?(?P<period>{alternation})"
        r"(?P<dot>\.)?" + (r"(?![^\W가-힣])" if lang == "ko" else r"(?!\w)"),
        # Korean writes its particle on the word ("$9.99/월입니다")
    )
    def per_period(match: re.Match) -> str:
        amount, period = match.group("amount"), match.group("period")
        said = periods.get(period) or "per " + _ID_SHORT_UNITS.get(period, period)
        dot = match.group("dot")
        rest = match.string[match.end() :]
        ends = "." if dot and (not rest.strip() or rest.lstrip()[:1].isupper()) else ""
        return f"{said} {amount}{ends}" if before else f"{amount} {said}{ends}"

    return (per_period,)


# vi "500k", "15tr", "2 tỷ": shops and SMS write "k" for nghìn and "tr" for triệu (a
# thousand, a million), said as the word ("từ năm trăm nghìn"; panel P5). Only right after
# a number of at most three digits, a whole word: "5km", "2kg" are units.
@rule(
    "vi.shortscale",
    "vi: k and tr after a price (500k, 15tr) -> nghìn, triệu",
    r"(?<![\w.,])(?P<n>\d{1,3}(?:[.,]\d)?)(?P<s>[kK]|tr)(?!\w)",
)
def _vi_short_scale(match: re.Match) -> str:
    word = "triệu" if match.group("s") == "tr" else "nghìn"
    return f"{match.group('n')} {word}"


# vi "quý I/2024", "tháng 3/2024": a quarter or a month and its year, the slash said "năm"
# ("quý một năm hai nghìn không trăm hai mươi tư", as the press reads its own "quý I năm
# 2024"; panel X5 heard "quý một/hai nghìn..."). Only after "quý" or "tháng" and before a
# year of four digits: "3/4" stays a fraction or a day.
@rule(
    "vi.monthyear",
    "vi: quý I/2024, tháng 3/2024 -> quý I năm 2024, tháng 3 năm 2024",
    r"(?<!\w)(?P<w>(?i:quý\s+(?:[1-4]|IV|I{1,3})|tháng\s+(?:0?[1-9]|1[0-2])))"
    r"\s?/\s?(?P<y>(?:19|20)\d\d)(?![\d/])",
)
def _vi_month_year(match: re.Match) -> str:
    return f"{match.group('w')} năm {match.group('y')}"


# Stoppage time after the minute: "phút 90+3", "الدقيقة 90+3" is said with the word for
# plus, "chín mươi cộng ba", "التسعين زائد ثلاثة", as commentators say it (panel X5 heard
# the sign left in). Only after the word for the minute, a half's or extra time's end
# (45, 90, 105, 120) and a few minutes more.
_STOPPAGE = {
    "vi": ("{n} cộng {m}", r"(?i:phút)\s?", ""),
    "ar": ("{n} زائد {m}", r"(?:الدقيقة|دقيقة)\s?", ""),
}
# Panel Y5 heard the sign left in tr ko ja id too: id after "menit" ("menit ke-90+3" ->
# "sembilan puluh plus tiga"); tr before the case ending or the minute ("90+3'te",
# "90+3. dakikada" -> "doksan artı üçte"); ko ja before the minute's word, each part a
# minute ("45+3분" -> "사십오 분 플러스 삼 분", as the broadcasts say it; ja's is
# japanese.ja_stoppage).
_STOPPAGE.update({
    "id": ("{n} plus {m}", r"(?i:menit)\s?(?:ke-?\s?)?", ""),
    "tr": ("{n} artı {m}", "", r"(?=['’][^\W\d_]|\.\s?dakika|\s?(?:dk\.?|dakika)(?!\w))"),
    "ko": ("{n}분 플러스 {m}", "", r"(?=\s?분)"),
    # Panel AD5 heard hi "90+2 मिनट" read "नब्बे+दो": before the minute's word, "प्लस"
    "hi": ("{n} प्लस {m}", "", r"(?=\s?मिनट)"),
})  # fmt: skip
# ar: the minutes after "زائد" are its genitive, "زائد اثنين" (panel AD5 heard "زائد اثنان";
# Wright § 321); three to ten read the same in every case.
_AR_GENITIVE_TWO = {"2": "اثنين", "12": "اثني عشر"}


def _stoppage_rule(lang: str) -> Rule:
    said, minute, after = _STOPPAGE[lang]
    # with no minute's word before, no digit nor sign before the number
    before = rf"(?<![\w+])(?P<w>{minute})" if minute else r"(?<![\d+.,])(?P<w>)"

    @rule(
        f"{lang}.stoppage",
        f"{lang}: stoppage time, 90+3 -> {said.format(n=90, m=3)}",
        rf"{before}(?P<n>45|90|105|120)\s?\+\s?(?P<m>1?\d)(?![\d+]){after}",
    )
    def stoppage(match: re.Match) -> str:
        m = match.group("m")
        m = _AR_GENITIVE_TWO.get(m, m) if lang == "ar" else m
        return match.group("w") + said.format(n=match.group("n"), m=m)

    return stoppage


# it: a house number with a letter after a slash, "Via Roma 17/A", is said "diciassette
# barra A" (panel AD1 heard the slash left in, "diciassette/A"). Only where a street's word
# comes before in the sentence: "1/2" stays a fraction, "12/5" a date.
@rule(
    "it.houseletter",
    "it: a house number's letter after a slash, Via Roma 17/A -> 17 barra A",
    r"(?<![\w/.,])(?P<n>\d{1,4})\s?/\s?(?P<l>[A-Z])(?![\w/])",
)
def _it_house_letter(match: re.Match) -> str:
    before = match.string[max(0, match.start() - 40) : match.start()]
    if not _STREET.search(before):
        return match.group(0)
    return f"{match.group('n')} barra {match.group('l')}"


_SHORT_SCALES = {
    "vi": (_vi_short_scale, _vi_month_year, _stoppage_rule("vi")),
    "ar": (_stoppage_rule("ar"),),
    **{lang: (_stoppage_rule(lang),) for lang in ("id", "tr", "ko", "hi")},
    "it": (_it_house_letter,),
}


def _version_shaped(parts: list[str]) -> bool:
    if len(parts[0]) == 4 and len(parts) == 3:
        return False  # "2024.3.5": a date, year first (ko, hu, lt write them so)
    if len(parts) >= 4:
        return not all(len(p) == 3 for p in parts[1:])
    return len(parts[-1]) in (1, 3) and not all(len(p) == 3 for p in parts[1:])


def _per_hundred(lang: str) -> list[Rule]:
    """``<lang>.perhundred``: consumption, "6,8 l/100 km"."""
    if lang in LITRES_PER:
        said = LITRES_PER[lang]
        return [
            rule(
                f"{lang}.perhundred",
                f"{lang}: consumption, 6,8 l/100 km -> 6,8 {said} 100 km",
                r"(?<=\d)\s?(?:[lLлЛ]|lít)\s?/\s?(?=100\s?(?:km|км)\b)",
            )(lambda match: f" {said} ")
        ]
    if lang in LITRES_PER_HUNDRED:
        phrase = LITRES_PER_HUNDRED[lang]
        return [
            rule(
                f"{lang}.perhundred",
                f"{lang}: consumption, 6,8 l/100 km -> 6,8 {phrase}",
                r"(?<=\d)\s?(?:[lLлЛ]|lít)\s?/\s?100\s?(?:km|км)\b",
            )(lambda match: f" {phrase}")
        ]
    return []


# cs sk roads by class and number, "silnice I/35", "cesta II/150": the class a cardinal,
# then the number ("silnice jedna třicet pět"; ŘSD and SSC name them so; panel S2 heard
# "První/třicet pět"), only after the word for road.
_ROAD_WORDS = {"cs": r"siln\w{0,4}", "sk": r"cest\w{0,3}"}
_ROAD_CLASSES = {"cs": ("jedna", "dva", "tři"), "sk": ("jedna", "dva", "tri")}


def _road_rule(lang: str) -> Rule:
    @rule(
        f"{lang}.road",
        f"{lang}: a road's class and number after the word for road (I/35) -> two cardinals",
        rf"(?<!\w)(?P<road>(?i:{_ROAD_WORDS[lang]})\s+)(?P<cls>I{{1,3}})/(?P<n>\d{{1,4}})(?![\w/])",
    )
    def road(match: re.Match) -> str:
        said = _ROAD_CLASSES[lang][len(match.group("cls")) - 1]
        return f"{match.group('road')}{said} {spell(match.group('n'), lang)}"

    return road


# An arrow between two names, a route's start and its end ("Paris Gare de Lyon →
# Marseille", "Berlin → München"): the preposition of the way to ("vers", "nach"); the
# clean-up would drop the arrow and run the places together (panel AF1, issue 31, heard
# "Paris Gare de Lyon Marseille"). Only a word before and a capitalised word after.
# A journey's word near it says so ("TGV", "Zug", "vol", "départ"): "Einstellungen → Konto"
# is a menu's path.
_ROUTE_TRAVEL = re.compile(
    r"(?i:flug|vol\b|vuelo|volo|voo|vlucht|zug|train|tren|treno|comboio|trein|bus|fahrt|strecke"
    r"|trajet|ligne|linea|línea|linha|lijn|reise|voyage|viaje|viaggio|viagem|reis\b|gleis|voie"
    r"|binario|andén|plataforma|perron|spoor|abfahrt|ankunft|départ|arrivée|salida|llegada"
    r"|partenza|arrivo|partida|chegada|vertrek|aankomst|verspät|retard|retras|ritard|atras"
    r"|vertraging)"
)
_TRAINS_BEFORE = re.compile(r"(?<![\w])(?:ICE|IC|EC|TGV|AVE|RE|RB|IR|FR|TER|NS|THA|OUIGO)(?!\w)")
ROUTE_TO = {"de": "nach", "fr": "vers", "es": "hacia", "it": "verso", "pt": "para", "nl": "naar"}


def _route_rule(lang: str) -> Rule:
    word = ROUTE_TO[lang]

    @rule(
        f"{lang}.route",
        f"{lang}: an arrow between two places (Paris → Marseille) -> {word}",
        r"(?<=[^\W\d_])[ \t]{0,3}[→⇒➔➝➞⟶][ \t]{0,3}(?=[A-ZÀ-ÖØ-Þ])",
    )
    def route(match: re.Match) -> str:
        text = match.string
        around = text[max(0, match.start() - 80) : match.end() + 80]
        if not (_ROUTE_TRAVEL.search(around) or _TRAINS_BEFORE.search(around)):
            return match.group(0)  # "Einstellungen → Konto": a menu's path, no route
        return f" {word} "

    return route


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    rules = [_road_rule(lang)] if lang in _ROAD_WORDS else []
    rules.extend(_route_rule(lang) for _ in ROUTE_TO.get(lang, "")[:1])
    if lang in POINT:
        word = POINT[lang]

        @rule(
            f"{lang}.version",
            f"{lang}: versions, 2.4.1 -> 2 {word} 4 {word} 1",
            r"(?=[\dvV])(?<![\w.,/])(?P<v>[vV]\.?\s?)?(?P<ver>\d{1,4}(?:\.\d{1,4}){1,})"
            # Korean writes its particle on the number ("2.4.1이")
            + (r"(?![^\W가-힣]|[.,]\d)" if lang == "ko" else r"(?!\w|[.,]\d)"),
        )
        def version(match: re.Match) -> str:
            parts = match.group("ver").split(".")
            before = match.string[max(0, match.start() - 40) : match.start()].split()
            named = match.group("v") or (before and re.fullmatch(_VERSION_WORDS, before[-1]))
            # "iOS 17.4", "na verziju 5.4." (panel S4): two parts are a version only after a
            # system's name or a word for "version" (not a lone "v": cs sk "v 14.30" is a time)
            glued = match.group("v") and not match.group("v")[-1].isspace()  # "v5.4"
            worded = glued or (
                before and before[-1].lower() != "v" and re.fullmatch(_VERSION_WORDS, before[-1])
            )
            if _VERSION_AFTER.match(match.string, match.end()):
                named = worded = True
            if len(parts) == 2 and not (worded or before and re.fullmatch(_SYSTEMS, before[-1])):
                return match.group(0)
            if not named and not _version_shaped(parts):
                return match.group(0)
            return f" {word} ".join(spell(str(int(p)), lang) for p in parts)

        rules.append(version)
    rules.extend(_per_period(lang))
    rules.extend(_SHORT_SCALES.get(lang, ()))
    if lang in TIMES:
        by = TIMES[lang]
        number = r"\d{1,5}(?:[.,]\d{1,3})?"

        @rule(
            f"{lang}.dimensions",
            f"{lang}: dimensions, 40 x 30 x 20 cm -> 40 {by} 30 {by} 20 cm",
            rf"(?=\d)(?<![\w.,])(?!0[xX])(?:{number})(?:\s?[x×X]\s?{number})+(?!\d|[.,]\d)",
        )
        def dimensions(match: re.Match) -> str:
            two = len(re.findall(r"[x×X]", match.group(0))) == 1
            unit = _UNIT_AFTER.match(match.string, match.end())
            if two and _no_size(lang, match, unit):
                return match.group(0)
            times = _times_one(lang, match) if two and not unit else None
            return times or re.sub(r"\s?[x×X]\s?", f" {by} ", match.group(0))

        rules.append(dimensions)
    rules.extend(_multipliers(lang))
    rules.extend(_per_hundred(lang))
    if lang in EXPIRY:
        rules.append(_expiry(lang))
    if lang in DAY_SPAN:
        rules.append(_day_span(lang))
    rules.extend(_hyphened_reference(lang) for _ in HYPHEN_BESIDE_SLASH.get(lang, "")[:1])
    if lang in SLASH:
        slash = SLASH[lang]

        @rule(
            f"{lang}.slashcode",
            f"{lang}: references with slashes, № 2025/118 -> 2025 {slash} 118",
            r"(?<!\S)(?<![\w.])(?:\w{1,4}/)?\d+(?:/\d+)+(?!\w|/)",
        )
        def slashcode(match: re.Match) -> str:
            before = match.string[max(0, match.start() - 20) : match.start()].rstrip()
            after = match.string[match.end() : match.end() + 12]
            signed_after = lang in _SIGNS_AFTER and re.match(_SIGNS_AFTER[lang], after)
            if not (
                signed_after
                or _slashed_reference(lang, match, before)
                or _page(lang, before, after)
            ):
                return match.group(0)
            if lang in _SPELL_PARTS:
                # each part a number of its own, said before a later rule makes the last one
                # agree with the word after it (lt "… septyni gautas", not "septynias"); a
                # part led by a zero digit by digit, as the other languages say it
                # ("2024/0157": "nulis vienas penki septyni"; panel AO3 heard "šimtas ...")
                return f" {slash} ".join(
                    _lt_part(part) for part in re.split(r"\s?/\s?", match.group(0))
                )
            return f" {slash} ".join(_slashed_parts(match.group(0), lang))

        rules.append(slashcode)
    return tuple(rules)


# A reference of digit groups with a slash and a hyphen both, lt "2024/0315-17", et
# "7-2/2024-15", sl "0612-45/2024-3" (panel BD3 heard the hyphen dropped, "penki-septyniolika",
# and et sl the slash left): every separator said by its name, as the lettered codes say them
# ("FV/2024/0315-17", `HYPHEN_BESIDE_SLASH`); a group led by a zero digit by digit.
# A year's group or a number sign before it says it is a reference, not a fraction's span.
_HYPHENED_REFERENCE = (
    r"(?<!\S)(?<![\w.])(?=[\d\-]{0,40}/)(?=[\d/]{0,40}-)\d{1,12}(?:[\-/]\d{1,12}){2,6}"
    r"(?![\w/\-]|[.,]\d)"
)


def _hyphened_reference(lang: str) -> Rule:
    @rule(
        f"{lang}.hyphenedreference",
        f"{lang}: a reference with a slash and a hyphen, 2024/0315-17 -> 2024 "
        f"{SLASH[lang]} 0315 {HYPHEN_BESIDE_SLASH[lang]} 17, each group said",
        _HYPHENED_REFERENCE,
    )
    def hyphened_reference(match: re.Match) -> str:
        code = match.group(0)
        groups = re.split(r"[\-/]", code)
        before = match.string[max(0, match.start() - 20) : match.start()].rstrip()
        year = any(re.fullmatch(r"(?:19|20)\d\d", g) for g in groups)
        if not (year or _slashed_reference(lang, match, before)):
            return code
        said = [
            spell_digits(g, lang) if g[0] == "0" and len(g) > 1 else spell(g, lang) for g in groups
        ]
        seps = [
            SLASH[lang] if c == "/" else HYPHEN_BESIDE_SLASH[lang]
            for c in re.findall(r"[\-/]", code)
        ]
        return " ".join(
            word for pair in zip(said, [*seps, ""], strict=True) for word in pair if word
        )

    return hyphened_reference


def _lt_part(part: str) -> str:
    """A part of a slashed reference, a number; led by a zero, digit by digit."""
    if not part.isdigit():
        return part
    return spell_digits(part, "lt") if part[0] == "0" and len(part) > 1 else spell(part, "lt")


# "ul. Długa 12/4", "д. 12/4", "Hauptstr. 12/4": a house and flat number after a street
# or the word for house, said with the slash's word ("dwanaście łamane przez cztery",
# "двенадцать дробь четыре"; Poradnia PWN; panel W2, issue 31, heard "dwanaście/cztery").
# cs sk "Václavské nám. 832/19": the square's, embankment's or avenue's word before the
# house's two numbers (ÚJČ, "Psaní adres": "číslo popisné/orientační", said "lomeno").
_HOUSE = re.compile(
    r"(?:(?<![^\W\d_])(?i:д|дом|буд|будинок|nr|Hausnr|náměstí|nám|námestie|třída|tř|trieda"
    r"|nábřeží|nábř|nábrežie|ulice|ulica|ul)\.?|\w+(?i:str)\.)\s{1,3}\Z"
)
_NAMED = re.compile(r"(?:\s+[A-ZÀ-ÖØ-ÞĀ-ſА-ЯЁІЇЄҐ][\w'’.-]{0,30}){1,3},?\s*\Z")


# A page of pages, "Sivu 4/10", hu "5/12. oldal" (panel AJ3 heard "neljä/kymmenen", the
# slash unsaid): the slash's word between, "neljä kautta kymmenen", "öt per tizenkettedik".
_PAGE_BEFORE = {"fi": r"sivu|sivulla|sivun|sivua"}
_PAGE_AFTER = {"hu": r"\.?\s+oldal"}


def _page(lang: str, before: str, after: str) -> bool:
    if lang in _PAGE_AFTER and re.match(_PAGE_AFTER[lang], after):
        return True
    return lang in _PAGE_BEFORE and bool(
        re.search(rf"(?<![^\W\d_])(?i:{_PAGE_BEFORE[lang]})\Z", before)
    )


def _house_number(match: re.Match) -> bool:
    before = match.string[max(0, match.start() - 80) : match.start()]
    if _HOUSE.search(before):
        return True
    named = _NAMED.search(before)
    return bool(named and re.search(rf"{_STREET.pattern}\.?\Z", before[: named.start()]))


# A slashed reference without a number sign before it (panel P2): three groups or more of
# digits that are no date ("2024/03/1587", a ticket), and in cs sk a house's two numbers
# after the street's name ("Vinohradská 1511/230": číslo popisné/orientační, ÚJČ "Psaní
# adres"), the first of them longer than a day's.
_CS_STREET_NAME = re.compile(r"(?<![^\W\d_])[A-ZÁČĎÉÍĽŇÓŘŠŤÚŽ][^\W\d_]+\s\Z")


def _date_like(groups: list[str]) -> bool:
    small = [int(g) for g in groups if len(g) <= 2]
    years = [g for g in groups if len(g) == 4]
    only_days_and_a_year = len(small) == len(groups) - len(years)
    return len(years) <= 1 and only_days_and_a_year and all(n <= 31 for n in small)


def _slashed_reference(lang: str, match: re.Match, before: str) -> bool:
    """After a number sign, as a house's number, or a reference that says it is one."""
    if re.search(rf"(?:^|[\s(])(?:{_SIGNS})$", before) or _house_number(match):
        return True
    if lang in _SIGN_WORDS and re.search(rf"(?:^|[\s(])(?:{_SIGN_WORDS[lang]})$", before):
        return True
    return _reference(lang, match)


def _slashed_parts(code: str, lang: str) -> list[str]:
    parts = re.split(r"\s?/\s?", code)
    if lang in _YEAR_SAID and _year_and_serial(parts):
        parts[0] = readings.DATE_YEARS[lang](int(parts[0]))
    return parts


def _year_and_serial(groups: list[str]) -> bool:
    """A year, then a serial of three digits or more that is not the next year: a
    registry's "2024/0342", "2024/5531" (panel S2), not a season's "2024/2025"."""
    year, serial = groups if len(groups) == 2 else ("", "")
    if not re.fullmatch(r"(?:19|20)\d\d", year) or len(serial) < 3:
        return False
    return not (len(serial) == 4 and int(serial) == int(year) + 1)


def _reference(lang: str, match: re.Match) -> bool:
    groups = match.group(0).split("/")
    if not all(g.isdigit() for g in groups) or _date_like(groups):
        return False
    if len(groups) >= 3 or _year_and_serial(groups):
        return True
    before = match.string[max(0, match.start() - 40) : match.start()]
    return lang in ("cs", "sk") and len(groups[0]) >= 3 and bool(_CS_STREET_NAME.search(before))


# A plus before a temperature whose degrees are a word, not "°" (panel V3 heard lt "+19
# laipsnių", lv "+18 grādi", et "+20 kraadi", fi "+21 astetta" with the "+" glued), and a
# plus standing alone after a percentage before a word (fi "4,25 % + marginaali"); the
# words: normalize.separators.DEGREE_WORDS.


# ... and before a delay in minutes or a change in percent (panel X1, issue 31, heard de "+25
# Min. Verspätung" as "+fünfundzwanzig Minuten"): "plus fünfundzwanzig Minuten".
_PLUS_COUNT_LANGS = {"de", "fr", "es", "it", "pt", "nl"}
# pl ru uk bg cs sk: a plus before a lone short count, "ночью +9", "Днём +12," (a forecast;
# panel AJ2 heard "+девять"); not a phone's "+7 495 ...", "+48 600 ...", "+1 (555)"
_LONE_PLUS_LANGS = {"pl", "ru", "uk", "bg", "cs", "sk"}
_LONE_PLUS = r"\+(?=\d{1,2}(?:[.,]\d)?(?![\d.,:/-]?\d)(?!\s?[\d(]))"


# ... and at the start of a span of temperatures whose end has the degrees, "+15...+19 °C",
# "+16…+20 °C", "+14 kuni +18 °C" (panel AW3 heard the first plus left, "+piecpadsmit līdz
# plus deviņpadsmit"): the span's joint, then the second bound, signed or not.
def _plus_span(lang: str) -> str:
    joint = r"\s?(?:…|\.\.\.|[–-])\s?"
    if lang in SPAN_WORDS:
        joint += rf"|\s(?:{SPAN_WORDS[lang]})\s"
    degrees = r"\s?°"
    if lang in DEGREE_WORDS:
        degrees += rf"|\s(?i:{DEGREE_WORDS[lang]})(?!\w)"
    number = r"\d{1,2}(?:[.,]\d)?"
    return rf"(?<![\w+])\+(?={number}(?:{joint})[+\-−]?{number}(?:{degrees}))"


_PLUS_COUNT = r"\d{1,3}(?:[.,]\d{1,2})?\s?(?:(?i:min)\.?|Minuten|minut[eio]s?|minuten|%)(?!\w)"


# The plus of a flat's layout (`<lang>.layout` below), cs sk "3+1" and tr "2+1 daire": rooms
# plus a living room, "iki artı bir" (TDK "artı"; panel AU5 heard "iki+bir"); a match's
# "90+3" has two digits before its plus, the phone's none.
_LAYOUT_PLUS = {"cs": PLUS["cs"], "sk": PLUS["sk"], "tr": "artı"}


def _bind_layout(lang: str):
    def read(match: re.Match) -> str:
        # "2+kk": the kitchenette's letters spelled, "ká ká" (panel AD2 heard "kk")
        second = "ká ká" if match.group("kk") else spell(match.group("b"), lang)
        return f"{spell(match.group('a'), lang)} {_LAYOUT_PLUS[lang]} {second}"

    return read


@cache
def plus_rules(lang: str) -> tuple[Rule, ...]:
    """``<lang>.plus``: after the genitive counts of ``governed.py`` ("до +4 °C" is theirs),
    before the unit rules."""
    rules = []
    if lang in PLUS:
        plus = PLUS[lang]
        rules.append(
            rule(
                f"{lang}.plus",
                f"{lang}: a plus before a temperature or between amounts, +24 °C -> {plus} 24 °C",
                # "+24 °C", "+4 °C" (not "+48 600 123 456": a phone has no degree sign), and
                # "89,99 zł + 12,99 zł" (a plus standing alone between numbers).
                r"(?<![\w+])\+(?=\d{1,2}(?:[.,]\d)?\s?°)|(?<=\d|[^\W\d_]|[€$£])\s\+(?=\s\d)"
                + (
                    rf"|(?<![\w+])\+(?=\d{{1,2}}(?:[.,]\d)?\s(?i:{DEGREE_WORDS[lang]})(?!\w))"
                    r"|(?<=%)\s\+(?=\s[^\W\d_])"
                    if lang in DEGREE_WORDS
                    else ""
                )
                + (rf"|(?<![\w+])\+(?={_PLUS_COUNT})" if lang in _PLUS_COUNT_LANGS else "")
                + (rf"|(?<![\w+]){_LONE_PLUS}" if lang in _LONE_PLUS_LANGS else "")
                + f"|{_plus_span(lang)}",
            )(lambda match: f" {plus}" if match.group(0).startswith(" ") else f"{plus} ")
        )
    if lang in EQUALS:
        # "1 EUR = 4,32 PLN": an equals sign standing alone before an amount (panel X2 heard
        # "jedno euro = cztery złote")
        rules.append(
            rule(f"{lang}.equals", f"{lang}: an equals sign before an amount -> {EQUALS[lang]}",
                 r"(?<=[^\W_]|[%€$£])\s=\s(?=[-−]?\d)")(lambda match: f" {EQUALS[lang]} ")
        )  # fmt: skip
    if lang in ("pl", "ru", "uk", "bg", "cs", "sk") and lang in PLUS:
        # a plus after a count, "800+", "18+", "50+": a programme's or an age's name, "osiemset
        # plus" (panel AH2 heard "osiemset+"); not before a digit (a sum, a phone)
        rules.append(
            rule(f"{lang}.trailingplus", f"{lang}: a plus after a count, 800+ -> 800 {PLUS[lang]}",
                 r"(?<![\w.,+/-])(?P<n>\d{1,4})\+(?![\w+])(?!\s?[\d(])")(
                lambda match: f"{match.group('n')} {PLUS[lang]}"
            )
        )  # fmt: skip
    if lang in PLUS:
        # a plus glued to a name's end, "Інтерсіті+", "Canal+", "Disney+", "C++": the brand
        # says it, "Інтерсіті плюс" (panel AV2 heard the sign left); not in a word or an
        # address ("a+b", "jan+news@")
        rules.append(
            rule(f"{lang}.nameplus", f"{lang}: a plus after a name, Canal+ -> Canal {PLUS[lang]}",
                 r"(?<=[^\W\d_])\+{1,2}(?![\w+@])")(
                lambda match: f" {PLUS[lang]}" * len(match.group(0))
            )
        )  # fmt: skip
    if lang in _LAYOUT_PLUS:
        # a flat's layout, "3+1", "2+kk": rooms plus a kitchen, "tři plus jedna" (panel X2
        # heard "tři+jedna"); glued digits only, a phone's "+420" has none before it. Both
        # counts in their counting form, as a listing says them: "jedna plus ká ká", "tři
        # plus jedna" (panel AX2 heard "tři plus jedno" before "o rozloze", the count left
        # to agree with the next word)
        rules.append(
            rule(f"{lang}.layout", f"{lang}: a flat's layout, 3+1 -> 3 {_LAYOUT_PLUS[lang]} 1",
                 r"(?<![\d.,+])(?P<a>\d)\+(?:(?P<kk>kk)|(?P<b>\d))(?![\d+\w])")(
                _bind_layout(lang)
            )
        )  # fmt: skip
    return tuple(rules)


def _day_span(lang: str) -> Rule:
    said_from, said_to, froms = DAY_SPAN[lang]
    tos = _DAY_SPAN_TO.get(lang, said_to)
    months = "|".join(re.escape(m) for m in cldr.months(lang))

    @rule(
        f"{lang}.dayrange",
        f"{lang}: a span of days before a month, 5–8 -> {said_from} 5th {said_to} 8",
        rf"(?<![\w.,])(?:(?P<from>(?i:{froms}))\s+)?(?P<a>[1-9]|[12]\d|3[01])"
        rf"(?:\s?[–—-]\s?|\s+(?P<to>{tos})\s+)(?=(?:[1-9]|[12]\d|3[01])\s+(?:{months})(?!\w))",
    )
    def day_span(match: re.Match) -> str:
        if not match.group("from") and match.group("to"):
            return match.group(0)  # "по 8 июля" alone: the date rule's
        first = ordinal(int(match.group("a")), lang, "m-gen")
        if first is None:
            return match.group(0)
        lead = match.group("from") or said_from
        if lead.lower() == _DAY_SPAN_REPLACED.get(lang):
            lead = said_from.capitalize() if lead[0].isupper() else said_from
        return f"{lead} {first} {match.group('to') or said_to} "

    return day_span
