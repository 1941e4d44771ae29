"""Currency and percent words for the 29 languages of ``other_languages.py``.

A noun after a number takes the plural form ICU's plural rules pick for that number
(CLDR categories: one, two, few, many, other, zero): ru 1 рубль, 2 рубля, 5 рублей. The
number takes the noun's gender where the language says "one" or "two" differently: the
backends spell the bare count ("один", "eins", "ett"), ``GENDER_FIXES`` turns its last
word into the form for the noun ("одна копейка", "ein Euro", "en krona").

Simplified on purpose: Arabic nouns after numbers follow their own rules (3-10 plural,
11-99 singular accusative, dual for 2) that we only approximate; Romanian "other" (20
and up) and Spanish/French/Italian/Portuguese "many" (round millions) include the
"de"/"d'"/"di" that such numbers need: "douăzeci de lei", "un millón de euros".
"""

import re
import threading
from dataclasses import dataclass

import icu


@dataclass(frozen=True)
class Noun:
    one: str
    other: str = ""
    few: str = ""
    many: str = ""
    two: str = ""
    zero: str = ""
    gender: str = ""  # "m", "f", "n", "c" (common); "" where numbers do not agree

    def form(self, category: str) -> str:
        return getattr(self, category, "") or self.other or self.one


_per_thread = threading.local()


def _plural_rules(lang: str) -> icu.PluralRules:
    rules = _per_thread.__dict__.setdefault("rules", {})  # one per thread, like the formatters
    if lang not in rules:
        rules[lang] = icu.PluralRules.forLocale(icu.Locale(lang))
    return rules[lang]


def plural_category(lang: str, number: int | float) -> str:
    if isinstance(number, int) and abs(number) >= 2**53:
        # ICU takes 64-bit integers at most, and float() none past 10**308: a number as
        # large with the same last fifteen digits (what plural rules look at) stands in
        number = 10**15 + abs(number) % 10**15
    return _plural_rules(lang).select(number)


def decimal_category(lang: str, number: float) -> str:
    """The plural category of a noun after a decimal number. Slovene counts it in the
    genitive singular ("dve celi osem odstotka", "tri cele pet kilograma"; Fran, Jezikovna
    svetovalnica), which a masculine noun shares with its dual (panel S3 heard "odstotki")."""
    return "two" if lang == "sl" else plural_category(lang, number)


def _fix(*pairs: tuple[str, str]) -> list[tuple[re.Pattern[str], str]]:
    """Replace the last word of a spelled number: ("один", "одна") -> r"(^|\\s)один$"."""
    return [(re.compile(rf"(^|\s){old}$"), rf"\g<1>{new}") for old, new in pairs]


# The last word of a spelled count, by the counted noun's gender.
GENDER_FIXES = {
    "bg": {"m": _fix(("едно", "един"), ("две", "два")), "f": _fix(("едно", "една")),
           "mp": _fix(("две", "двама"), ("два", "двама"), ("три", "трима"),
                      ("четири", "четирима"), ("пет", "петима"), ("шест", "шестима"))},
    # a compound's "jedna" stays ("dvacet jedna procent"; ÚJČ, "Číslovky: dvacet jedna")
    # (and before a masculine: "dvacet jedna stupňů", not "dvacet jeden"; panel V2)
    "cs": {"m": [(re.compile(r"^jedna$"), "jeden")], "n": [(re.compile(r"^jedna$"), "jedno"),
                                                *_fix(("dva", "dvě"))],
           "f": _fix(("dva", "dvě")), "f-acc": _fix(("jedna", "jednu"))},
    "da": {"c": _fix(("et", "en"))},
    "de": {"m": _fix(("eins", "ein")), "n": _fix(("eins", "ein")), "f": _fix(("eins", "eine"))},
    "es": {"m": _fix(("uno", "un"), ("veintiuno", "veintiún"))},
    "hr": {"f": _fix(("jedan", "jedna"), ("dva", "dvije")), "n": _fix(("jedan", "jedno")),
           "f-acc": _fix(("jedan", "jednu"))},
    "hu": {"": _fix(("kettő", "két"))},  # "két forint": the attributive form
    "it": {"m": _fix(("uno", "un"))},
    # "f-pl": a count before a feminine noun in the text ("aštuonios minutės", "sešas
    # minūtes"); clock hours keep "f" ("devyni nulis penki").
    "lt": {"f": _fix(("vienas", "viena"), ("du", "dvi")), "acc": _fix(("vienas", "vieną")),
           "f-pl": _fix(("vienas", "viena"), ("du", "dvi"), ("keturi", "keturios"),
                        ("penki", "penkios"), ("šeši", "šešios"), ("septyni", "septynios"),
                        ("aštuoni", "aštuonios"), ("devyni", "devynios"))},
    "lv": {"f": _fix(("viens", "viena"), ("divi", "divas")),
           "f-pl": _fix(("viens", "viena"), ("divi", "divas"), ("četri", "četras"),
                        ("pieci", "piecas"), ("seši", "sešas"), ("septiņi", "septiņas"),
                        ("astoņi", "astoņas"), ("deviņi", "deviņas"))},
    "pl": {"n": _fix(("jeden", "jedno")), "f": _fix(("jeden", "jedna"), ("dwa", "dwie")),
           "f-acc": _fix(("jeden", "jedną"))},
    "pt": {"f": _fix(("um", "uma"), ("dois", "duas"))},
    "ro": {"m": [(re.compile(r"^unu$"), "un")]},  # "un leu", but "douăzeci și unu de lei"
    "ru": {"f": _fix(("один", "одна"), ("два", "две")), "n": _fix(("один", "одно")),
           "f-acc": _fix(("один", "одну"))},
    "sk": {"n": _fix(("jeden", "jedno"), ("dva", "dve")),
           "f": _fix(("jeden", "jedna"), ("dva", "dve")), "f-acc": _fix(("jeden", "jednu"))},
    "sl": {"m": _fix(("ena", "en"), ("tri", "trije"), ("štiri", "štirje")),
           "n": _fix(("ena", "eno")), "f": _fix(("dva", "dve"))},  # "dve stopinji" (SSKJ)
    "sv": {"c": _fix(("ett", "en"))},
    "uk": {"f": _fix(("один", "одна"), ("два", "дві")), "n": _fix(("один", "одне")),
           "f-acc": _fix(("один", "одну"))},
    # Feminine counts for the nouns added with Babel's currency names below, and hours.
    "el": {"f": _fix(("ένα", "μία"), ("τρία", "τρεις"), ("τέσσερα", "τέσσερις")),
           "m": _fix(("ένα", "ένας"), ("τρία", "τρεις"), ("τέσσερα", "τέσσερις")),
           "mf-pl": _fix(("τρία", "τρεις"), ("τέσσερα", "τέσσερις"), ("δεκατρία", "δεκατρείς"),
                         ("δεκατέσσερα", "δεκατέσσερις"))},
    "fr": {"f": _fix(("un", "une"), ("vingt-et-un", "vingt-et-une"))},
}  # fmt: skip
# el: the genitive plural before a genitive noun ("εντός 24 ωρών", "των 500 ευρώ" aside:
# ευρώ does not decline); the hundreds' genitive in -ων (Τριανταφυλλίδης § 368).
GENDER_FIXES["el"]["gen-pl"] = [
    *_fix(("τρία", "τριών"), ("τέσσερα", "τεσσάρων"), ("δεκατρία", "δεκατριών")),
    *_fix(("δεκατέσσερα", "δεκατεσσάρων"), ("χίλια", "χιλίων")),
    (re.compile(r"(^|\s)(διακόσ|τριακόσ|τετρακόσ|πεντακόσ|εξακόσ|ε[πφ]τακόσ|ο[κχ]τακόσ|εννιακόσ)ια$"),
     lambda m: m.group(1) + m.group(2).replace("ό", "ο") + "ίων"),
]  # fmt: skip
# el: the hundreds and a thousand before a masculine's accusative plural end in -ους,
# wherever they stand in the count ("πεντακόσιους είκοσι τρεις πόντους"; § 368).
GENDER_FIXES["el"]["m-acc-pl"] = [
    *GENDER_FIXES["el"]["mf-pl"],
    (re.compile(r"(^|\s)(διακόσ|τριακόσ|τετρακόσ|πεντακόσ|εξακόσ|ε[πφ]τακόσ|ο[κχ]τακόσ|εννιακόσ|χίλ)"
                r"ια(?=\s|$)"), r"\1\2ιους"),
]  # fmt: skip
# ... and before a feminine plural in -όσιες, χίλιες ("πεντακόσιες σαράντα ώρες"; panel AI).
GENDER_FIXES["el"]["f-pl"] = [
    *GENDER_FIXES["el"]["mf-pl"],
    (re.compile(r"(^|\s)(διακόσ|τριακόσ|τετρακόσ|πεντακόσ|εξακόσ|ε[πφ]τακόσ|ο[κχ]τακόσ|εννιακόσ|χίλ)"
                r"ια(?=\s|$)(?!\s+(?:δισ)?εκατομμύρια)"), r"\1\2ιες"),
]  # fmt: skip
GENDER_FIXES["es"]["f"] = _fix(("uno", "una"), ("veintiuno", "veintiuna"))
# es pt: the hundreds before a feminine noun are feminine, and pt "dois" before "mil" too,
# wherever they stand below the millions ("dos mil quinientas personas", "duas mil e
# quinhentas pessoas", "doscientas mil viviendas"; RAE, Nueva gramática § 21.3; Cunha &
# Cintra, "Numerais"; panel AR1, issue 31, heard "dos mil quinientos personas"). "millón",
# "milhão" are masculine: a hundred before them stays ("doscientos millones de personas").
_NO_MILLION_AFTER = r"(?=(?:\s(?!mill|milh)\S+)*$)"
GENDER_FIXES["es"]["f"].append(
    (re.compile(rf"(?<!\S)(doscient|trescient|cuatrocient|quinient|seiscient|setecient|ochocient"
                rf"|novecient)os(?!\S){_NO_MILLION_AFTER}"), r"\1as")
)  # fmt: skip
GENDER_FIXES["pt"]["f"] += [
    (re.compile(rf"(?<!\S)(duzent|trezent|quatrocent|quinhent|seiscent|setecent|oitocent"
                rf"|novecent)os(?!\S){_NO_MILLION_AFTER}"), r"\1as"),
    (re.compile(rf"(?<!\S)dois(?= mil(?!\S)){_NO_MILLION_AFTER}"), "duas"),
]  # fmt: skip
GENDER_FIXES["it"]["f"] = _fix(("uno", "una"))
# Arabic three to ten before a feminine noun drop the ة ("ثلاث وثلاثون هللة").
GENDER_FIXES["ar"] = {
    "f": [(re.compile(r"^(ثلاث|أربع|خمس|ست|سبع|تسع|عشر)ة(?=\s|$)"), r"\1"),
          (re.compile(r"^ثمانية(?=\s|$)"), "ثماني"),
          # ... and thirteen to nineteen take the ة on the ten ("ثماني عشرة درجة", Wright
          # § 324; panel Y5 heard "ثماني عشر درجة")
          (re.compile(r"^(ثلاث|أربع|خمس|ست|سبع|ثماني|تسع) عشر$"), r"\1 عشرة")]
}  # fmt: skip
# (and twelve: "douăsprezece luni", GALR; panel Y4, issue 31, heard "doisprezece luni")
GENDER_FIXES["ro"]["f"] = [
    (re.compile(r"^unu$"), "o"),
    *_fix(("doi", "două"), ("doisprezece", "douăsprezece")),
]

# Signs and codes: "€" and "$" everywhere, plus the language's own currency.
CURRENCY_SIGNS = {
    "ar": {"ر.س": "SAR", "ريال": "SAR", "SAR": "SAR", "د.إ": "AED", "درهم": "AED", "AED": "AED"},
    "bg": {"лв": "BGN", "BGN": "BGN"},
    "lt": {"Eur": "EUR", "eur": "EUR"},  # VLKK: "Eur" is how Lithuanian writes the euro
    # the euro's name after an amount with cents ("3,10 euroa", "3,50 eurot"): said as money
    "fi": {"euroa": "EUR"},
    "et": {"eurot": "EUR"},
    "cs": {"Kč": "CZK", "CZK": "CZK"},
    "sk": {"Kč": "CZK", "CZK": "CZK"},
    "da": {"kr": "DKK", "DKK": "DKK"},
    # "रु." and "रू." (and "Rs.") before an amount too: "पाँच हज़ार रुपये" (panel AO5)
    "hi": {"₹": "INR", "Rs": "INR", "INR": "INR", "रु": "INR", "रू": "INR"},
    "hr": {"kn": "HRK", "HRK": "HRK"},
    "hu": {"Ft": "HUF", "HUF": "HUF"},
    "id": {"Rp": "IDR", "IDR": "IDR"},
    "ja": {"¥": "JPY", "￥": "JPY", "JPY": "JPY"},
    "pl": {"zł": "PLN", "PLN": "PLN"},
    "pt": {"R$": "BRL", "BRL": "BRL"},
    "ro": {"lei": "RON", "leu": "RON", "RON": "RON"},
    "ru": {"₽": "RUB", "руб": "RUB", "RUB": "RUB"},
    "sv": {"kr": "SEK", "SEK": "SEK"},
    "tr": {"₺": "TRY", "TL": "TRY", "TRY": "TRY"},
    "uk": {"₴": "UAH", "грн": "UAH", "UAH": "UAH"},
    "vi": {"₫": "VND", "đ": "VND", "VND": "VND", "VNĐ": "VND", "VNđ": "VND"},  # panel R2
}
# ar: the accusative as written after 11-99 ("29 ريالًا"), one currency word (issue 31)
CURRENCY_SIGNS["ar"].update({"ريالًا": "SAR", "درهمًا": "AED"})
# ar: the Egyptian pound, its name or its short form ("3.500 جنيه", "ج.م"; panel P5)
CURRENCY_SIGNS["ar"].update({"جنيه": "EGP", "جنيهًا": "EGP", "ج.م": "EGP", "EGP": "EGP"})
# ar: the dollar and the euro by their names after the amount ("99.99 دولار": dollars and
# cents, not "فاصل تسعة تسعة"), and a currency named with its country ("12,345.67 ريال
# سعودي": the country's adjective said with the riyal, not after the halalas; panel Q5)
CURRENCY_SIGNS["ar"].update({
    "دولار": "USD", "دولارًا": "USD", "يورو": "EUR", "ريال سعودي": "SAR",
    "درهم إماراتي": "AED", "جنيه مصري": "EGP", "دولار أمريكي": "USD",
})  # fmt: skip
# ar: the Kuwaiti and the Bahraini dinar, by their signs, codes and names with the country
# ("1.500 د.ك"): three decimals, a thousand fils to the dinar (CLDR KWD BHD digits 3; panel
# AN5 heard "واحد فاصل خمسة د.ك"). Not "دينار" alone: the Iraqi's thousands group with a dot.
CURRENCY_SIGNS["ar"].update({
    "د.ك": "KWD", "KWD": "KWD", "دينار كويتي": "KWD",
    "د.ب": "BHD", "BHD": "BHD", "دينار بحريني": "BHD",
})  # fmt: skip
# ar: the accusative's tanween written after its alef ("3.450 جنيهاً"; panel Y5)
CURRENCY_SIGNS["ar"].update(
    {w[:-2] + "اً": code for w, code in list(CURRENCY_SIGNS["ar"].items()) if w.endswith("ًا")}
)
# el: the euro's name written after the amount, with its cents ("87,40 ευρώ")
CURRENCY_SIGNS["el"] = {"ευρώ": "EUR"}
# ro: the euro's name written after the amount ("1.200 euro"): money, with its "de" from
# twenty up ("o mie două sute de euro"; GALR, the numeral's "de"; panel P4, issue 31)
CURRENCY_SIGNS["ro"]["euro"] = "EUR"

# de fr es it pt nl: the euro's name written after an amount with cents ("12,82 Euro",
# "11,88 euros", "9,99 euro") is money, said as the sign is ("zwölf Euro zweiundachtzig
# Cent"; panel U1, issue 31, heard "zwölf Komma acht zwei Euro"). Only after the amount,
# and only with two digits of cents: "Euro 2024", "12 Euro", "5.1 euro" keep the number
# rules' reading.
EURO_AFTER = {
    "de": {"Euro": "EUR"}, "fr": {"euros": "EUR", "euro": "EUR"},
    "es": {"euros": "EUR", "euro": "EUR"}, "it": {"euro": "EUR"},
    "pt": {"euros": "EUR", "euro": "EUR"}, "nl": {"euro": "EUR"},
}  # fmt: skip

COMMON_SIGNS = {"€": "EUR", "EUR": "EUR", "$": "USD", "US$": "USD", "USD": "USD"}
# The pound, the Swiss franc and the yen in the 28 languages of structured.py, named as CLDR
# names them (Babel: "britská libra", "швейцарских франков", "Japon yeni"), each noun's
# gender where the count agrees with it. No hundredths: "12,50 £" is "zwölf Komma fünf".
MORE_SIGNS = {"£": "GBP", "GBP": "GBP", "CHF": "CHF", "¥": "JPY", "JPY": "JPY"}
MORE_GENDERS = {
    "GBP": {"bg": "f", "cs": "f", "da": "n", "de": "n", "el": "f", "es": "f", "fr": "f",
            "hr": "f", "it": "f", "lv": "f", "pl": "m", "pt": "f", "ro": "f", "ru": "m", "sk": "f",
            "sl": "m", "sv": "n", "uk": "m"},
    "CHF": {"bg": "m", "cs": "m", "da": "c", "de": "m", "el": "n", "es": "m", "hr": "m",
            "it": "m", "lt": "m", "lv": "m", "pl": "m", "pt": "m", "ro": "m", "ru": "m",
            "sk": "m", "sl": "m", "sv": "c", "uk": "m"},
    "JPY": {"bg": "f", "cs": "m", "da": "c", "de": "m", "el": "n", "es": "m", "hr": "m",
            "it": "m", "lt": "f", "lv": "f", "pl": "m", "pt": "m", "ro": "m", "ru": "f",
            "sk": "m", "sl": "m", "sv": "c", "uk": "f"},
}  # fmt: skip

# (main unit, hundredth or None) per language and currency.
CURRENCY_NOUNS: dict[str, dict[str, tuple[Noun, Noun | None]]] = {
    # Eleven to ninety-nine take the accusative singular ("خمسة وعشرين دولارًا"), three to
    # ten the plural, a hundred and more the genitive singular (Wright, A Grammar of the
    # Arabic Language, § 99); the Saudi riyal's hundredth, the halala, is feminine.
    "ar": {
        "EUR": (Noun("يورو"), Noun("سنت", few="سنتات", many="سنتًا", two="سنتان")),
        "USD": (Noun("دولار", few="دولارات", many="دولارًا", two="دولاران"),
                Noun("سنت", few="سنتات", many="سنتًا", two="سنتان")),
        "SAR": (Noun("ريال", few="ريالات", many="ريالًا", two="ريالان"),
                Noun("هللة", few="هللات", many="هللة", two="هللتان", gender="f")),
        "AED": (Noun("درهم", few="دراهم", many="درهمًا", two="درهمان"),
                Noun("فلس", few="فلوس", many="فلسًا", two="فلسان")),
        "EGP": (Noun("جنيه", few="جنيهات", many="جنيهًا", two="جنيهان"),
                Noun("قرش", few="قروش", many="قرشًا", two="قرشان")),
        "KWD": (Noun("دينار", few="دنانير", many="دينارًا", two="ديناران"),
                Noun("فلس", few="فلوس", many="فلسًا", two="فلسان")),
        "BHD": (Noun("دينار", few="دنانير", many="دينارًا", two="ديناران"),
                Noun("فلس", few="فلوس", many="فلسًا", two="فلسان")),
    },
    "bg": {
        "BGN": (Noun("лев", "лева", gender="m"), Noun("стотинка", "стотинки", gender="f")),
        "EUR": (Noun("евро", "евро", gender="n"), Noun("цент", "цента", gender="m")),
        "USD": (Noun("долар", "долара", gender="m"), Noun("цент", "цента", gender="m")),
    },
    "cs": {
        "CZK": (Noun("koruna", "korun", few="koruny", many="koruny", gender="f"),
                Noun("haléř", "haléřů", few="haléře", many="haléře", gender="m")),
        "EUR": (Noun("euro", "eur", few="eura", many="eura", gender="n"),
                Noun("cent", "centů", few="centy", many="centu", gender="m")),
        "USD": (Noun("dolar", "dolarů", few="dolary", many="dolaru", gender="m"),
                Noun("cent", "centů", few="centy", many="centu", gender="m")),
    },
    "da": {
        "DKK": (Noun("krone", "kroner", gender="c"), Noun("øre", "øre", gender="c")),
        "EUR": (Noun("euro", "euro", gender="c"), Noun("cent", "cent", gender="c")),
        "USD": (Noun("dollar", "dollar", gender="c"), Noun("cent", "cent", gender="c")),
    },
    "de": {
        "EUR": (Noun("Euro", gender="m"), Noun("Cent", gender="m")),
        "USD": (Noun("Dollar", gender="m"), Noun("Cent", gender="m")),
    },
    "el": {
        "EUR": (Noun("ευρώ", gender="n"), Noun("λεπτό", "λεπτά", gender="n")),
        "USD": (Noun("δολάριο", "δολάρια", gender="n"), Noun("σεντ", gender="n")),
    },
    "es": {
        "EUR": (Noun("euro", "euros", many="de euros", gender="m"),
                Noun("céntimo", "céntimos", gender="m")),
        "USD": (Noun("dólar", "dólares", many="de dólares", gender="m"),
                Noun("centavo", "centavos", gender="m")),
    },
    "et": {
        "EUR": (Noun("euro", "eurot"), Noun("sent", "senti")),
        "USD": (Noun("dollar", "dollarit"), Noun("sent", "senti")),
    },
    "fi": {
        "EUR": (Noun("euro", "euroa"), Noun("sentti", "senttiä")),
        "USD": (Noun("dollari", "dollaria"), Noun("sentti", "senttiä")),
    },
    "fr": {
        "EUR": (Noun("euro", "euros", many="d'euros"), Noun("centime", "centimes")),
        "USD": (Noun("dollar", "dollars", many="de dollars"), Noun("cent", "cents")),
    },
    "hi": {
        "INR": (Noun("रुपया", "रुपये"), Noun("पैसा", "पैसे")),
        "EUR": (Noun("यूरो"), Noun("सेंट")),
        "USD": (Noun("डॉलर"), Noun("सेंट")),
    },
    "hr": {
        # the kuna, Croatia's money until 2023, still in prices and statements ("150 kn")
        "HRK": (Noun("kuna", "kuna", few="kune", gender="f"),
                Noun("lipa", "lipa", few="lipe", gender="f")),
        "EUR": (Noun("euro", "eura", gender="m"),
                Noun("cent", "centi", few="centa", gender="m")),
        "USD": (Noun("dolar", "dolara", gender="m"),
                Noun("cent", "centi", few="centa", gender="m")),
    },
    "hu": {
        "HUF": (Noun("forint"), Noun("fillér")),  # "forint ötven fillér" (the fifth panel)
        "EUR": (Noun("euró"), Noun("cent")),
        "USD": (Noun("dollár"), Noun("cent")),
    },
    "id": {"IDR": (Noun("rupiah"), Noun("sen")), "EUR": (Noun("euro"), Noun("sen")),
           "USD": (Noun("dolar"), Noun("sen"))},
    "it": {
        "EUR": (Noun("euro", many="di euro", gender="m"),
                Noun("centesimo", "centesimi", gender="m")),
        "USD": (Noun("dollaro", "dollari", many="di dollari", gender="m"),
                Noun("centesimo", "centesimi", gender="m")),
    },
    "ja": {"JPY": (Noun("円"), None), "EUR": (Noun("ユーロ"), Noun("セント")),
           "USD": (Noun("ドル"), Noun("セント"))},
    "lt": {
        "EUR": (Noun("euras", "eurų", few="eurai", many="euro", gender="m"),
                Noun("centas", "centų", few="centai", many="cento", gender="m")),
        "USD": (Noun("doleris", "dolerių", few="doleriai", many="dolerio", gender="m"),
                Noun("centas", "centų", few="centai", many="cento", gender="m")),
    },
    "lv": {
        "EUR": (Noun("eiro", gender="m"), Noun("cents", "centi", zero="centu", gender="m")),
        "USD": (Noun("dolārs", "dolāri", zero="dolāru", gender="m"),
                Noun("cents", "centi", zero="centu", gender="m")),
    },
    "nl": {"EUR": (Noun("euro"), Noun("cent")), "USD": (Noun("dollar"), Noun("cent"))},
    "pl": {
        "PLN": (Noun("złoty", "złotego", few="złote", many="złotych", gender="m"),
                Noun("grosz", "grosza", few="grosze", many="groszy", gender="m")),
        "EUR": (Noun("euro", gender="n"), Noun("cent", "centa", few="centy", many="centów")),
        "USD": (Noun("dolar", "dolara", few="dolary", many="dolarów", gender="m"),
                Noun("cent", "centa", few="centy", many="centów", gender="m")),
    },
    "pt": {
        "BRL": (Noun("real", "reais", many="de reais", gender="m"), Noun("centavo", "centavos")),
        "EUR": (Noun("euro", "euros", many="de euros"), Noun("cêntimo", "cêntimos")),
        "USD": (Noun("dólar", "dólares", many="de dólares"), Noun("cêntimo", "cêntimos")),
    },
    "ro": {
        "RON": (Noun("leu", "de lei", few="lei", gender="m"),
                Noun("ban", "de bani", few="bani", gender="m")),
        "EUR": (Noun("euro", "de euro", few="euro", gender="m"),
                Noun("cent", "de cenți", few="cenți", gender="m")),
        "USD": (Noun("dolar", "de dolari", few="dolari", gender="m"),
                Noun("cent", "de cenți", few="cenți", gender="m")),
    },
    "ru": {
        "RUB": (Noun("рубль", "рубля", few="рубля", many="рублей", gender="m"),
                Noun("копейка", "копейки", few="копейки", many="копеек", gender="f")),
        "EUR": (Noun("евро", gender="m"), Noun("цент", "цента", few="цента", many="центов")),
        "USD": (Noun("доллар", "доллара", few="доллара", many="долларов", gender="m"),
                Noun("цент", "цента", few="цента", many="центов", gender="m")),
    },
    "sk": {
        # "250 Kč" in a Slovak text: "dvestopäťdesiat korún" (panel X2 heard "Kč" left)
        "CZK": (Noun("koruna", "korún", few="koruny", many="koruny", gender="f"),
                Noun("halier", "halierov", few="haliere", many="haliera", gender="m")),
        "EUR": (Noun("euro", "eur", few="eurá", many="eura", gender="n"),
                Noun("cent", "centov", few="centy", many="centu", gender="m")),
        "USD": (Noun("dolár", "dolárov", few="doláre", many="dolára", gender="m"),
                Noun("cent", "centov", few="centy", many="centu", gender="m")),
    },
    "sl": {
        "EUR": (Noun("evro", "evrov", two="evra", few="evri", gender="m"),
                Noun("cent", "centov", two="centa", few="centi", gender="m")),
        "USD": (Noun("dolar", "dolarjev", two="dolarja", few="dolarji", gender="m"),
                Noun("cent", "centov", two="centa", few="centi", gender="m")),
    },
    "sv": {
        "SEK": (Noun("krona", "kronor", gender="c"), Noun("öre", "öre", gender="n")),
        "EUR": (Noun("euro", gender="c"), Noun("cent", gender="c")),
        "USD": (Noun("dollar", gender="c"), Noun("cent", gender="c")),
    },
    "tr": {"TRY": (Noun("lira"), Noun("kuruş")), "EUR": (Noun("avro"), Noun("sent")),
           "USD": (Noun("dolar"), Noun("sent"))},
    "uk": {
        "UAH": (Noun("гривня", "гривні", few="гривні", many="гривень", gender="f"),
                Noun("копійка", "копійки", few="копійки", many="копійок", gender="f")),
        "EUR": (Noun("євро", gender="m"), Noun("цент", "цента", few="центи", many="центів")),
        "USD": (Noun("долар", "долара", few="долари", many="доларів", gender="m"),
                Noun("цент", "цента", few="центи", many="центів", gender="m")),
    },
    "vi": {"VND": (Noun("đồng"), None), "EUR": (Noun("euro"), Noun("xu")),
           "USD": (Noun("đô la"), Noun("xu"))},
}  # fmt: skip

PERCENT_NOUNS = {
    "ar": Noun("بالمئة"), "bg": Noun("процент", "процента", gender="m"),
    "cs": Noun("procento", "procent", few="procenta", many="procenta", gender="n"),
    "da": Noun("procent"), "de": Noun("Prozent", gender="n"), "el": Noun("τοις εκατό"),
    "es": Noun("por ciento", gender="m"), "et": Noun("protsent", "protsenti"),
    "fi": Noun("prosentti", "prosenttia"), "fr": Noun("pour cent"), "hi": Noun("प्रतिशत"),
    "hr": Noun("posto"), "hu": Noun("százalék"), "id": Noun("persen"),
    "it": Noun("per cento", gender="m"), "ja": Noun("パーセント"),
    "lt": Noun("procentas", "procentų", few="procentai", many="procento", gender="m"),
    "lv": Noun("procents", "procenti", zero="procentu", gender="m"), "nl": Noun("procent"),
    "pl": Noun("procent", gender="m"), "pt": Noun("por cento"), "ro": Noun("la sută"),
    "ru": Noun("процент", "процента", few="процента", many="процентов", gender="m"),
    "sk": Noun("percento", "percent", few="percentá", many="percenta", gender="n"),
    "sl": Noun("odstotek", "odstotkov", two="odstotka", few="odstotki", gender="m"),
    "sv": Noun("procent"), "tr": Noun("yüzde"), "vi": Noun("phần trăm"),
    "uk": Noun("відсоток", "відсотка", few="відсотки", many="відсотків", gender="m"),
}  # fmt: skip
PERCENT_BEFORE_NUMBER = {"tr"}  # "%25" and "25%" are both "yüzde yirmi beş"
