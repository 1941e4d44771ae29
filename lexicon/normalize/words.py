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
        number = float(number)  # ICU takes 64-bit integers at most
    return _plural_rules(lang).select(number)


def _fix(*pairs: tuple[str, str]) -> list[tuple[re.Pattern[str], str]]:
    """Replace the last word of a spelled number: ("один", "одна") -> r"(^|\\s)один$"."""
    return [(re.compile(rf"(^|\s){old}$"), rf"\g<1>{new}") for old, new in pairs]


# The last word of a spelled count, by the counted noun's gender.
GENDER_FIXES = {
    "bg": {"m": _fix(("едно", "един"), ("две", "два")), "f": _fix(("едно", "една"))},
    "cs": {"m": _fix(("jedna", "jeden")), "n": _fix(("jedna", "jedno"), ("dva", "dvě")),
           "f": _fix(("dva", "dvě"))},
    "da": {"c": _fix(("et", "en"))},
    "de": {"m": _fix(("eins", "ein")), "n": _fix(("eins", "ein")), "f": _fix(("eins", "eine"))},
    "es": {"m": _fix(("uno", "un"), ("veintiuno", "veintiún"))},
    "hr": {"f": _fix(("jedan", "jedna"), ("dva", "dvije")), "n": _fix(("jedan", "jedno"))},
    "hu": {"": _fix(("kettő", "két"))},  # "két forint": the attributive form
    "it": {"m": _fix(("uno", "un"))},
    "lt": {"f": _fix(("vienas", "viena"), ("du", "dvi"))},
    "lv": {"f": _fix(("viens", "viena"), ("divi", "divas"))},
    "pl": {"n": _fix(("jeden", "jedno")), "f": _fix(("jeden", "jedna"), ("dwa", "dwie"))},
    "pt": {"f": _fix(("um", "uma"), ("dois", "duas"))},
    "ro": {"m": [(re.compile(r"^unu$"), "un")]},  # "un leu", but "douăzeci și unu de lei"
    "ru": {"f": _fix(("один", "одна"), ("два", "две")), "n": _fix(("один", "одно"))},
    "sk": {"n": _fix(("jeden", "jedno"), ("dva", "dve")),
           "f": _fix(("jeden", "jedna"), ("dva", "dve"))},
    "sl": {"m": _fix(("ena", "en"), ("tri", "trije"), ("štiri", "štirje"))},
    "sv": {"c": _fix(("ett", "en"))},
    "uk": {"f": _fix(("один", "одна"), ("два", "дві")), "n": _fix(("один", "одне"))},
    # Feminine counts for the nouns added with Babel's currency names below, and hours.
    "el": {"f": _fix(("ένα", "μία"), ("τρία", "τρεις"), ("τέσσερα", "τέσσερις"))},
    "fr": {"f": _fix(("un", "une"), ("vingt-et-un", "vingt-et-une"))},
}  # fmt: skip
GENDER_FIXES["es"]["f"] = _fix(("uno", "una"), ("veintiuno", "veintiuna"))
GENDER_FIXES["it"]["f"] = _fix(("uno", "una"))
GENDER_FIXES["ro"]["f"] = [(re.compile(r"^unu$"), "o"), *_fix(("doi", "două"))]

# Signs and codes: "€" and "$" everywhere, plus the language's own currency.
CURRENCY_SIGNS = {
    "bg": {"лв": "BGN", "BGN": "BGN"},
    "cs": {"Kč": "CZK", "CZK": "CZK"},
    "da": {"kr": "DKK", "DKK": "DKK"},
    "hi": {"₹": "INR", "Rs": "INR", "INR": "INR"},
    "hu": {"Ft": "HUF", "HUF": "HUF"},
    "id": {"Rp": "IDR", "IDR": "IDR"},
    "ja": {"¥": "JPY", "￥": "JPY", "JPY": "JPY"},
    "pl": {"zł": "PLN", "PLN": "PLN"},
    "ro": {"lei": "RON", "leu": "RON", "RON": "RON"},
    "ru": {"₽": "RUB", "руб": "RUB", "RUB": "RUB"},
    "sv": {"kr": "SEK", "SEK": "SEK"},
    "tr": {"₺": "TRY", "TL": "TRY", "TRY": "TRY"},
    "uk": {"₴": "UAH", "грн": "UAH", "UAH": "UAH"},
    "vi": {"₫": "VND", "đ": "VND", "VND": "VND"},
}
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
    "ar": {
        "EUR": (Noun("يورو"), Noun("سنت", few="سنتات")),
        "USD": (Noun("دولار", few="دولارات"), Noun("سنت", few="سنتات")),
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
        "EUR": (Noun("euro", "eura", gender="m"),
                Noun("cent", "centi", few="centa", gender="m")),
        "USD": (Noun("dolar", "dolara", gender="m"),
                Noun("cent", "centi", few="centa", gender="m")),
    },
    "hu": {
        "HUF": (Noun("forint"), None),
        "EUR": (Noun("euró"), Noun("cent")),
        "USD": (Noun("dollár"), Noun("cent")),
    },
    "id": {"IDR": (Noun("rupiah"), None), "EUR": (Noun("euro"), Noun("sen")),
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


# --- a count before a written noun ------------------------------------------------------
# "1 Katze" -> "eine Katze", "2 книги" -> "две книги", "1 katt" -> "en katt": the count takes
# the gender of the noun after it (GENDER_FIXES), told by a small lexicon of common nouns and,
# where the ending is reliable, by the ending. A word we cannot tell leaves the count as the
# backend spells it (de "ein" for any other capitalised word: m and n say it alike).
# Sources: Duden Grammatik (2016) §§ 238-245 (genders by suffix); Le Bon usage §§ 474-491;
# RAE, Nueva gramática § 2.2 (-a feminine, with the -ma/-pa masculines); Cunha & Cintra,
# Nova gramática § 5; Русская грамматика (1980) §§ 1133-1140; Пешковский (два + gen. sg.);
# Příruční mluvnice češtiny (1995) pp. 232-260; Svenska Akademiens grammatik 2 § 5 (en/ett).
NOUN_GENDERS = {
    # "ein Uhr" (the time, Duden): Uhr takes the "ein" of m and n here.
    "de": {"m": "uhr mal tag monat euro cent meter liter mann hund apfel name junge käse "
                "kunde gedanke glaube buchstabe friede",
           "n": "kind jahr haus auto buch",
           "f": "frau woche stunde minute sekunde sache frage seite straße nacht hand stadt "
                "person katze tasse flasche idee zeit welt"},
    "fr": {"f": "femme fille personne heure minute seconde semaine fois page voiture maison "
                "chose place photo ville table porte main nuit année journée chambre étoile "
                "pomme question langue lettre rue idée voix mère sœur tasse bouteille salle "
                "classe école image entreprise"},
    "es": {"m": "día mapa problema programa sistema tema idioma clima planeta hombre mes "
                "sofá café coche nombre lunes viaje pie país",
           "f": "mujer madre noche calle clase parte gente llave tarde flor ciudad vez"},
    "pt": {"m": "dia mapa problema programa sistema tema idioma clima planeta homem mês "
                "café pai país",
           "f": "mulher mãe noite parte vez flor cidade tarde chave"},
    "ru": {"m": "папа мужчина дядя дедушка юноша судья день рубль путь гость учитель "
                "словарь автомобиль кофе",
           "f": "ночь дверь вещь мышь лошадь жизнь роль модель цель площадь тетрадь мать "
                "дочь речь"},
    "uk": {"m": "тато батько дядько дідусь суддя день тиждень",
           "f": "книга годину година хвилина секунда жінка людина сторінка машина гривня "
                "дівчина мова кімната пісня квартира сестра донька ніч річ подія"},
    "cs": {"m": "táta kolega předseda den",
           "f": "žena kniha hodina minuta sekunda koruna stránka osoba věc noc sestra dcera "
                "ulice židle káva cena otázka píseň kost myš loď"},
    # Swedish: most nouns are en-words; the common ett-words are listed.
    "sv": {"n": "hus barn år land bord äpple rum jobb glas ord namn kök problem företag "
                "program system nummer tåg brev djur språk svar möte datum kilo hotell "
                "bröd ägg fönster öga öra huvud liv pris"},
}  # fmt: skip
_NOUN_LEXICON = {
    lang: {word: gender for gender, words in genders.items() for word in words.split()}
    for lang, genders in NOUN_GENDERS.items()
}
# Words after a number that are no noun: the count stays as the backend says it.
_NOT_NOUNS = {
    "fr": "et ou de à en sur pour par avec sans dans sous et",
    "es": "y o e de a en por para con sin que es son del al entre",
    "pt": "e ou de a em por para com sem que é são do da no na",
    "ru": "и а или на из до по за от для с со к в во что это же ли не",
    "uk": "і й та або на з із до по за від для в у що це не",
    "cs": "a i nebo na z do po za od pro s se k v ve že je to",
    "sv": "och eller i på av till för med från om är och som",
}
_NOT_NOUNS = {lang: set(words.split()) for lang, words in _NOT_NOUNS.items()}
# Endings that make a noun feminine, few exceptions (listed in NOUN_GENDERS as "m").
_FEMININE_ENDINGS = {
    "es pt": tuple("a as ción ciones ção ções dad dades dade tud sión siones são gem gens".split()),
    "fr": tuple("tion tions sion sions té tés ure ures ette ettes ance ances ence ences ée ées"
                .split()),
}  # fmt: skip


def noun_gender(lang: str, word: str, last: str) -> str | None:
    """The gender ``word`` (the word after a count whose last spelled word is ``last``)
    gives the count, or None to leave it: a short lexicon first, then reliable endings."""
    if lang == "de":  # German nouns are capitalised
        if not word[:1].isupper():
            return None
        lower = word.lower()
        if lower in _NOUN_LEXICON["de"]:
            return _NOUN_LEXICON["de"][lower]
        feminine = ("ung", "heit", "keit", "schaft", "ion", "tät", "ei", "ie", "ik", "ur", "e")
        return "f" if lower.endswith(feminine) else "m"
    lower = word.lower()
    if lang not in _NOUN_LEXICON or not lower.isalpha() or lower in _NOT_NOUNS.get(lang, ()):
        return None
    lexicon = _NOUN_LEXICON[lang]
    for form in (lower, lower[:-1], lower[:-2]):  # plurals: femmes, mujeres, книги
        if form in lexicon and (form == lower or lang in ("fr", "es", "pt", "sv")):
            return lexicon[form]
    if lang in ("es", "pt"):
        if lower.endswith(_FEMININE_ENDINGS["es pt"]):
            return "f"
        return "m" if lower.endswith(("o", "os")) else None
    if lang == "fr":
        if lower.endswith(_FEMININE_ENDINGS["fr"]):
            return "f"
        return None
    if lang in ("ru", "uk"):
        return _east_slavic_gender(lang, lower, last)
    if lang == "cs":
        if last == "dva":  # nominative plural: neuters in -a ("dvě okna"); others listed
            return "n" if lower.endswith("a") else _plural_in(lexicon, lower, ("y", "e", "i"))
        if lower.endswith("ost"):
            return "f"
        return {"a": "f", "o": "n"}.get(lower[-1], "m" if lower[-1] not in "eíiuy" else None)
    if lang == "sv":
        return "c"  # en-words, the ett-words being listed above
    return None


def _plural_in(lexicon: dict[str, str], plural: str, endings: tuple[str, ...]) -> str | None:
    """The gender of a listed noun from its plural: "ženy" -> žena, "книги" -> книга."""
    for ending in endings:
        if plural.endswith(ending):
            stem = plural[: -len(ending)]
            for singular in (stem + "a", stem + "а", stem + "я", stem, stem + "ь", stem + "e"):
                if singular in lexicon:
                    return lexicon[singular]
    return None


def _east_slavic_gender(lang: str, word: str, last: str) -> str | None:
    lexicon = _NOUN_LEXICON[lang]
    if last in ("один",):  # nominative singular
        if word in lexicon:
            return lexicon[word]
        if word.endswith(("ость", "ість")):
            return "f"
        if word.endswith(("а", "я")):
            return "f"
        return "n" if word.endswith(("о", "е", "ё")) else None
    if last == "два":  # ru: genitive singular, the feminines in -ы/-и; uk: nominative plural
        if lang == "ru":
            return "f" if word.endswith(("ы", "и")) and word != "пути" else None
        return _plural_in(lexicon, word, ("и", "і"))
    return None
