"""Roman numerals read as numbers where the context makes them numerals: after a
capitalised name (regnal numbers, "Karl V.", "Николай II", "Louis XIV") and with the
language's word for century ("XIXe siècle", "siglo XX", "w XIX wieku", "в XX веке").
A lone "I", "V", "X", "MIX", "CD" or "DC" is never read: only I, V and X make regnal and
century numbers here (I to XXXIX), and a name must stand before them.

How each language says them (Duden; Académie française, "Louis XIV" -> "Louis Quatorze",
ordinal only for the first; RAE, "Felipe II" -> "Felipe segundo", ordinals up to ten then
cardinals, "siglo XX" -> "siglo veinte"; Ciberdúvidas, the same in Portuguese; Treccani,
ordinals always; Gramota.ru, Правопис, Poradnia PWN: ordinals in the name's case).
The ordinal words come from ``ordinals.ordinal`` (ICU), cardinals from ``numbers.spell``.
"""

import re
import unicodedata
from functools import cache

from .numbers import spell, spellout_formatter
from .ordinals import ordinal
from .rule import Rule, padded, rule

LANGUAGES = tuple(
    "de en fr es pt it pl ru uk cs sk nl sv da hu ro id vi bg hr sl lt lv fi et el tr hi".split()
)
# The ordinal, nominative, capitalised as a ruler's name is: bg "Петър Първи", hr "Ivan Pavao
# Drugi", sl "Janez Pavel Drugi", lt "Mindaugas Antras", lv "Jānis Pāvils Otrais", fi
# "Kustaa Toinen Aadolf", et "Peeter Esimene" (the languages' grammars and encyclopedias).
_PLAIN_ORDINAL = {"bg", "hr", "sl", "lt", "lv", "fi", "et"}
_VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
_DIGITS = ((1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
           (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"))  # fmt: skip


def roman_value(text: str) -> int | None:
    """The value of a numeral written the canonical way ("XIV" 14, "XL" 40), else None
    ("IIII", "VX", "L1"): whatever letters a rule's pattern lets through (ro "al XL-lea",
    id "abad XL" take L and C; hostile pass 32, H-2), never a KeyError."""
    if not text or any(char not in _VALUES for char in text):
        return None
    values = [_VALUES[char] for char in text]
    total = sum(-v if v < after else v for v, after in zip(values, [*values[1:], 0], strict=True))
    return total if 0 < total < 4000 and _to_roman(total) == text else None


def _to_roman(n: int) -> str:
    letters = ""
    for value, written in _DIGITS:
        count, n = divmod(n, value)
        letters += written * count
    return letters


def _cap(words: str) -> str:
    return words[:1].upper() + words[1:]


# Words a Roman numeral follows as a plain count, not a regnal number ("Teil II", "World
# War II", "Typ V"): left as written.
_NOT_NAMES = {
    "Teil", "Kapitel", "Band", "Phase", "Typ", "Klasse", "Stufe", "Akt", "Artikel", "Anhang",
    "Part", "Chapter", "Volume", "War", "Act", "Type", "Class", "Grade", "Level", "Stage",
    "Article", "Section", "Generation", "Model", "Malcolm", "Planet", "Project", "Mac",
    "Windows", "Tome", "Chapitre", "Partie", "Capítulo", "Parte", "Tomo", "Tipo", "Clase",
    "Fase", "Nivel", "Capitolo", "Rozdział", "Część", "Tom", "Etap", "Глава", "Часть", "Том",
    "Раздел", "Розділ", "Частина", "Deel", "Hoofdstuk", "Kapitola", "Část", "Díl", "Fantasy",
    "Episode", "Episodio", "Épisode", "Staffel", "Season", "Saison", "Temporada", "Stagione",
    "Folge", "Vol", "Serie", "Liga", "Division", "Klasa", "Classe", "Sezon",
    # id: a class, grade or group is counted ("Kelas IX" is "kelas sembilan"; panel P5)
    "Kelas", "Golongan", "Eselon", "Tipe", "Seri", "Zona", "Sektor", "Tingkat", "Kelompok",
    "Lantai", "Ruang", "Blok", "Kodam", "Gedung", "Jalur", "Negeri",
}  # fmt: skip
# Italian streets named after a date: "Via XX Settembre" is "via Venti Settembre".
_IT_STREETS = {"Via", "Piazza", "Corso", "Viale", "Largo", "Piazzale"}
# Female regnal names whose ending does not say so ("Elisabeth II.", "Isabel II").
_FEMALE = {
    "Elisabeth", "Elizabeth", "Isabel", "Elżbieta", "Katarzyna", "Jadwiga", "Anna", "Maria",
    "Catherine", "Victoria", "Beatrix", "Juliana", "Wilhelmina", "Christina", "Margrethe",
    "Екатерина", "Елизавета", "Анна", "Катерина", "Єлизавета",
}  # fmt: skip
_FEMALE_GENITIVE = {"Екатерины", "Елизаветы", "Анны", "Катерини", "Єлизавети"}
# German: the case the word before the name asks ("unter Ludwig XIV." -> dem Vierzehnten).
_EN_RULERS = {"king", "queen", "pope", "tsar", "emperor", "empress", "prince", "princess"}
_DE_DATIVE = {"von", "mit", "unter", "bei", "nach", "zu", "seit", "aus", "vor"}
_DE_ACCUSATIVE = {"über", "für", "gegen", "durch", "ohne", "um", "wider"}


def _female(lang: str, name: str) -> bool:
    if name in _FEMALE:
        return True
    return lang in ("es", "pt", "it") and name.endswith("a")


def _slavic_form(lang: str, name: str) -> str:
    """The case of a Russian, Ukrainian or Polish name, from its ending: "Николай" (m),
    "Николая" (m-gen), "Екатерина" (f), "Петру" (m-dat), "Петром" (m-ins)."""
    if name in _FEMALE:
        return "f"
    if name in _FEMALE_GENITIVE:
        return "f-gen"
    if name.endswith(("а", "я", "a")):
        return "m-gen"
    if lang == "ru" and name.endswith(("у", "ю")):
        return "m-dat"
    if lang == "ru" and name.endswith(("ом", "ем")):
        return "m-ins"
    return "m"


# cs sk: the regnal numeral agrees with its name's case, which the name's ending tells
# ("Karel IV." Čtvrtý, "Karla IV." Čtvrtého, "Karlovi IV." Čtvrtému, "o Karlu IV." Čtvrtém,
# "s Karlem IV." Čtvrtým; ÚJČ, "Pořadová čísla u jmen panovníků"; panel AO2 heard "Rudolfa
# Druhá"). Queens by their names: "Alžběta II." Druhá, "Alžběty II." Druhé.
_WEST_SLAVIC_QUEENS = {
    "Alžběta", "Alžbeta", "Eliška", "Anna", "Marie", "Mária", "Kateřina", "Katarína", "Viktorie",
}  # fmt: skip
_WEST_SLAVIC_QUEENS_GENITIVE = {"Alžběty", "Alžbety", "Elišky", "Anny", "Márie", "Kateřiny",
                                "Kataríny"}  # fmt: skip
_WEST_SLAVIC_LOCATIVE = {"o", "v", "ve", "na", "po", "při", "pri"}


def _west_slavic_form(lang: str, name: str, previous: str) -> str:
    """The form of a cs or sk regnal numeral after ``name``, preceded by ``previous``."""
    if name in _WEST_SLAVIC_QUEENS:
        return "f"
    if name in _WEST_SLAVIC_QUEENS_GENITIVE:
        return "f-gen" if lang == "sk" else "n"  # "Alžběty Druhé", "Alžbety Druhej"
    if name.endswith(("ovi", "u")) and len(name) > 2:  # "Karlovi", "Karlu": dative or locative
        return "m-loc" if previous in _WEST_SLAVIC_LOCATIVE else "m-dat"
    if name.endswith("em" if lang == "cs" else "om"):
        return "m-ins"
    return "m-gen" if name.endswith("a") else "m"


# id: the titles before a ruler whose first is "I" ("Paus Leo I", "Ratu Elizabeth I").
_ID_RULERS = {"raja", "ratu", "paus", "sultan", "kaisar", "pangeran", "santo", "tsar", "sri"}


def _regnal(
    lang: str, n: int, name: str, previous: str, marker: str, match: re.Match | None = None
) -> str | None:
    female = _female(lang, name)
    if lang == "de":
        if previous.lower() in _DE_DATIVE:
            return f"{'der' if female else 'dem'} {_cap(ordinal(n, 'de', 'n'))}"
        if previous.lower() in _DE_ACCUSATIVE and not female:  # "über Ludwig XIV."
            return f"den {_cap(ordinal(n, 'de', 'n'))}"
        return f"{'die' if female else 'der'} {_cap(ordinal(n, 'de', 'e'))}"
    if lang == "en":
        return f"the {_english_ordinal(n)}"
    if lang == "fr":
        if n == 1:
            return "Première" if marker == "re" or female else "Premier"
        return _cap(spell(str(n), "fr"))
    if lang in ("es", "pt"):
        words = ordinal(n, lang, "f" if female else "m") if n <= 10 else spell(str(n), lang)
        return _cap(words) if lang == "pt" else words
    if lang == "it":
        return _cap(ordinal(n, "it", "f" if female else "m"))
    if lang in ("ru", "uk", "pl"):
        form = _slavic_form(lang, name)
        words = ordinal(n, lang, form) or ordinal(n, lang, "m")
        return _cap(words) if words else None
    if lang in ("cs", "sk"):
        return _cap(ordinal(n, lang, _west_slavic_form(lang, name, previous)) or "")
    if lang == "ro":  # DOOM: "Carol I" is "Carol întâi", "Carol al II-lea" "al doilea"
        return "întâi" if n == 1 else ordinal(n, "ro")
    if lang in ("nl", "sv", "da"):
        article = {"nl": "de", "sv": "den", "da": "den"}[lang]
        return f"{article} {_cap(ordinal(n, lang))}"
    if lang in _PLAIN_ORDINAL:
        return _plain_regnal(lang, n, match)
    if lang in ("id", "vi", "hi"):
        return _regnal_plain(lang, n)
    return None


# et a ruler before a postposition, or before a noun he owns, is in the genitive: "Karl XI
# ajal" -> "Karl Üheteistkümnenda ajal", "Gustav II Adolfi ajal" -> "Gustav Teise Adolfi"
# (EKI, "Eesti keele käsiraamat": the attribute agrees; panel BB3 heard the nominative
# "Üheteistkümnes ajal"). The name's second part in the genitive ("Adolfi") may come between.
_ET_GENITIVE_NEXT = re.compile(
    r"(?:\s+[A-ZÕÄÖÜŠŽ][a-zõäöüšž]{1,15}i)?\s+(?:ajal|ajast|ajani|ajastul|valitsusajal"
    r"|valitsusajast|valitsemisajal|valitsemise|valitsuse|järel|poolt|käsul|korraldusel|ees"
    r"|juures|õukonnas|surma|surmast|surmani|kroonimisel|kroonimise|nimel|vastu|kohta"
    r"|sõjavägi|väed|vägede|abikaasa|poeg|tütar|isa|ema|troonile|aegne|aegse)(?![\w])"
)


def _mark_before_number(text: str, end: int) -> bool:
    """A number after the numeral: a day's or a list's mark ("V. 9 val."), but not before a
    year without the dot ("Kārlis XII 1701. gadā ieņēma Rīgu", the time of a ruler's deed;
    panel BB3 heard lv "Kārlis XII" left as letters)."""
    after = text[end : end + 8]
    return bool(re.match(r"\.?\s*\d", after)) and not re.match(r"\s+1\d{3}(?!\d)", after)


def _plain_regnal(lang: str, n: int, match: re.Match | None) -> str | None:
    genitive = lang == "et" and match and _ET_GENITIVE_NEXT.match(match.string, match.end())
    words = ordinal(n, lang, "gen" if genitive else "m")  # et "Karl XI ajal": the genitive
    return _cap(words) if words else None


@cache
def _digit_words(lang: str) -> frozenset[str]:
    """hi vi's digits as words: a name before a numeral is none of them."""
    return frozenset(spell(str(d), lang) for d in range(10))


def _regnal_plain(lang: str, n: int) -> str | None:
    if lang == "id":  # "Hamengkubuwono IX" -> "Kesembilan", "Paulus II" -> "Kedua" (KBBI,
        return _cap(ordinal(n, "id"))  # "ke-": the ordinal of a ruler; panel P5)
    if lang == "vi":  # "Louis XIV" -> "Louis mười bốn", as the press reads it
        return spell(str(n), "vi")
    # hi "जॉर्ज V" -> "जॉर्ज पंचम": the Sanskrit ordinals of kings, then Hindi's
    return _HI_REGNAL[n - 1] if n <= len(_HI_REGNAL) else ordinal(n, "hi")


_HI_REGNAL = ("प्रथम द्वितीय तृतीय चतुर्थ पंचम षष्ठ सप्तम अष्टम नवम दशम एकादश द्वादश त्रयोदश "
              "चतुर्दश पंचदश षोडश सप्तदश अष्टादश").split()  # fmt: skip


def _english_ordinal(n: int) -> str:
    from .english_words import ordinal as english_ordinal

    return _cap(english_ordinal(n))


# Century words: (regex after the numeral, regex before it). Groups name the word.
_CENTURY_AFTER = {
    "fr": r"(?P<fe>e|ème|er)\s+(?P<word>siècles?)",
    # it: a Roman numeral before a masculine period noun is its ordinal too ("nel II
    # trimestre" -> "secondo"; Treccani, "numeri romani"; a fresh panel, issue 31)
    "it": r"\s+(?P<word>secolo|millennio|trimestre|semestre|quadrimestre|bimestre)",
    "pl": r"\s+(?P<word>wiekiem|wieku|wiek|w\.)",
    "ru": r"\s+(?P<word>веками|веком|веке|века|век|вв?\.)",
    "uk": r"\s+(?P<word>століттями|століттях|столітті|століття|ст\.)",
    "de": r"\.\s+(?P<word>Jahrhunderts?|Jh\.)",
    "bg": r"\s+(?P<word>век|века|в\.)",
    "lt": r"\s+(?P<word>amžius|amžiaus|amžiuje|a\.)",
    # lv "XIV gadsimtā", et "XIX sajandi", sl "v XVI. stoletju", hr "u XIV. st." (the dot
    # sl and hr write after an ordinal; LVA, EKI ÕS, Slovenski pravopis, Hrvatski pravopis)
    "lv": r"\.?\s+(?P<word>gadsimtā|gadsimta|gadsimts|gadsimtam|gs\.)",
    "et": r"\.?\s+(?P<word>sajandil|sajandi|sajand|saj\.)",
    "sl": r"\.?\s+(?P<word>stoletju|stoletja|stoletje|st\.)",
    "hr": r"\.?\s+(?P<word>stoljeću|stoljeća|stoljeće|st\.)",
    # cs "ve XIV. století", sk "v XIV. storočí" (ÚJČ; Pravidlá slovenského pravopisu: the
    # ordinal's dot; a fresh panel AF2, issue 31, heard "v XIV. storočí" left as letters)
    "cs": r"\.?\s+(?P<word>stoletím|století|stol\.)",
    "sk": r"\.?\s+(?P<word>storočím|storočí|storočia|storočie|stor\.)",
}
_CENTURY_BEFORE = {
    # vi "quý III", id "kuartal III": a quarter (of a year) is numbered so in reports too
    # ("quý ba", "kuartal ketiga"; panel S5, issue 31, heard the numeral left as written)
    "vi": r"(?P<bword>(?i:thế kỷ|thế kỉ|quý))\s+",
    "id": r"(?P<bword>(?i:kuartal|triwulan|semester))\s+",
    "es": r"(?P<bword>(?i:siglo|s\.))\s+",
    "pt": r"(?P<bword>(?i:século|séc\.))\s+",
    "it": r"(?P<bword>(?i:secolo))\s+",
    # ro "Sec. XIX", "secolul XIX" (panel BE4 heard them left as letters): the century's
    # ordinal with its "al" (DOOM: "secolul al XIX-lea", "secolul I" said "întâi")
    "ro": r"(?P<bword>(?i:secolul|secolului|sec\.))\s+",
}
_RU_CENTURY = {"век": ("m", "век"), "века": ("m-gen", "века"), "веке": ("m-prep", "веке"),
               "веком": ("m-ins", "веком"), "веками": ("pl-ins", "веками")}  # fmt: skip
_AT_WORDS = {"w", "we", "o", "przy", "po", "в", "во", "о", "об", "при", "у", "на"}


def _century_after(lang: str, n: int, word: str, previous: str, rest: str = "") -> str | None:
    at = previous in _AT_WORDS
    if lang == "fr":
        return f"{'premier' if n == 1 else ordinal(n, 'fr')} {word}"
    if lang == "it":
        return f"{ordinal(n, 'it')} {word}"
    if lang == "de":
        form = "e" if previous == "das" else "n"
        said = "Jahrhunderts" if word == "Jh." and previous == "des" else word
        return f"{ordinal(n, 'de', form)} {said.replace('Jh.', 'Jahrhundert')}"
    if lang == "pl":
        if word == "w.":
            word = "wieku"
        form = {"wiek": "m", "wiekiem": "m-ins"}.get(word, "m-loc" if at else "m-gen")
        return f"{ordinal(n, 'pl', form) or ordinal(n, 'pl')} {word}"
    if lang == "ru":
        if word in ("в.", "вв."):
            word = "веке" if at else "века"
        form, word = _RU_CENTURY[word]
        return f"{ordinal(n, 'ru', form) or ordinal(n, 'ru')} {word}"
    if lang == "bg":  # "XXI век" -> "двайсет и първи век"
        return f"{ordinal(n, 'bg', 'm')} {'век' if word == 'в.' else word}"
    if lang == "lt":
        return _lt_century(n, word, previous, rest)
    if lang == "uk":
        if word == "ст.":
            word = "столітті" if at else "століття"
        form = "m-loc" if word in ("столітті", "століттях") or at else "m-gen"
        return f"{ordinal(n, 'uk', form)} {word}"
    return None


# lt "XIII a." is "amžiaus" before the noun it qualifies ("XIII a. pabaigoje", "XIII a.
# pilis") and after a preposition ("nuo XIII a."), but "amžiuje" where it says when: before
# a verb, a participle or a place in the locative ("Lietuva XIII a. buvo", "XVI a. Vilniuje
# buvo įkurtas", "XIII a. statyta"), or ending the clause after a participle ("Pilis
# pastatyta XIV a."; DLKG § 812, the locative of time; panel BB3 heard "trylikto amžiaus buvo").
_LT_WHEN_VERBS = frozenset(
    "buvo yra bus tapo gyveno valdė atsirado susikūrė klestėjo prasidėjo vyko įvyko kilo "
    "išplito paplito plito sukūrė pastatė įkūrė užėmė turėjo egzistavo veikė susiformavo "
    "pradėjo pasirodė iškilo augo išaugo sparčiai jau dar dažnai ypač".split()
)
_LT_PARTICIPLE = re.compile(r"[a-ząčęėįšųūž]{3,}(?:tas|ta|ti|tos)")
_LT_CENTURY_NEXT = re.compile(r"\s+([^\W\d_]+)")
_LT_PLACE_LOCATIVE = re.compile(r"[A-ZĄČĘĖĮŠŲŪŽ][a-ząčęėįšųūž]+(?:uje|oje|yje|ėje|uose|ose)")
_LT_CENTURY_GOVERNED = {"nuo", "iki", "po", "prieš", "iš", "be", "apie", "per", "į", "už"}


def _lt_century(n: int, word: str, previous: str, rest: str) -> str:
    """ "XIII a. viduryje" -> "trylikto amžiaus"; "XIII amžiuje", "XIII a. buvo" ->
    "tryliktame amžiuje"."""
    if word == "a.":
        word = "amžiuje" if _lt_century_says_when(previous, rest) else "amžiaus"
    if word == "amžius":
        return f"{ordinal(n, 'lt', 'm')} {word}"
    if word == "amžiuje":
        return f"{ordinal(n, 'lt', 'm-loc') or ordinal(n, 'lt', 'm')} {word}"
    return f"{ordinal(n, 'lt', 'm-gen')} {word}"


def _lt_century_ends(words: str, match: re.Match) -> bool:
    following = _LT_CENTURY_NEXT.match(match.string, match.end())
    return bool(
        words.endswith("amžiuje")
        and following
        and following.group(1)[:1].isupper()
        and not _LT_PLACE_LOCATIVE.fullmatch(following.group(1))
    )


def _lt_century_says_when(previous: str, rest: str) -> bool:
    if previous.lower() in _LT_CENTURY_GOVERNED:
        return False
    following = _LT_CENTURY_NEXT.match(rest)
    if following is None:
        # the clause ends: "pastatyta XIV a.", "buvo įkurtas XVI a., vėliau ..."
        ends = re.match(r"\s*(?:[,;:!?)]|$)", rest) is not None
        return ends and (previous in _LT_WHEN_VERBS or bool(_LT_PARTICIPLE.fullmatch(previous)))
    word = following.group(1)
    if _LT_PLACE_LOCATIVE.fullmatch(word):
        return True
    if word[:1].isupper():
        return previous in _LT_WHEN_VERBS or bool(_LT_PARTICIPLE.fullmatch(previous))
    return word in _LT_WHEN_VERBS or bool(_LT_PARTICIPLE.fullmatch(word))


# The ordinal's form for each form of "century" (lv gadsimts m, et sajand, sl stoletje n,
# hr stoljeće n); the abbreviation says the form its preposition asks ("u XIV. st." ->
# "u četrnaestom stoljeću", "iz XIV. st." -> "četrnaestog stoljeća", lv "XIV gs." -> "gadsimtā").
_CENTURY_CASES = {
    "lv": {"gadsimts": "m", "gadsimta": "m-gen", "gadsimtā": "m-loc", "gadsimtam": "m-dat"},
    "et": {"sajand": "m", "sajandi": "gen", "sajandil": "ade"},
    "sl": {"stoletje": "n", "stoletja": "m-gen", "stoletju": "m-loc"},
    "hr": {"stoljeće": "n", "stoljeća": "m-gen", "stoljeću": "m-loc"},
    "sk": {"storočie": "n", "storočia": "m-gen", "storočí": "m-loc", "storočím": "m-ins"},
    # cs "století" is the nominative, genitive and locative alike: the word before tells
    "cs": {"století": "n", "stoletím": "m-ins"},
}
_CENTURY_ABBREVIATED = {
    "lv": ("gs.", "gadsimtā", "gadsimtā"),
    "et": ("saj.", "sajandil", "sajandi"),
    "sl": ("st.", "stoletju", "stoletja"),
    "hr": ("st.", "stoljeću", "stoljeća"),
    "sk": ("stor.", "storočí", "storočia"),
    "cs": ("stol.", "století", "století"),
}
_CENTURY_AT = {
    "lv": (),
    "et": (),
    "sl": {"v", "o", "po", "pri"},
    "hr": {"u", "o", "po", "pri"},
    "sk": {"v", "vo", "o", "po", "pri"},
    "cs": {"v", "ve", "o", "po", "při"},
}
# cs: "století" after a preposition or a noun of a part of a period takes its case ("z XIV.
# století", "konec XIX. století" -> "čtrnáctého", "devatenáctého"); else the nominative
_CS_CENTURY_GENITIVE = {
    "z", "ze", "od", "do", "během", "kolem", "okolo", "u", "až", "konec", "konce", "konci",
    "koncem", "začátek", "začátku", "začátkem", "počátek", "počátku", "počátkem", "polovina",
    "poloviny", "polovině", "polovinou", "přelom", "přelomu", "přelomem", "průběhu",
}  # fmt: skip


def _century_in_case(lang: str, n: int, word: str, previous: str, rest: str = "") -> str | None:
    written, at, of = _CENTURY_ABBREVIATED[lang]
    if word == written and lang == "lv":
        # the locative where it ends a clause ("celta XVIII gs."), the genitive before a word
        # ("XX gs. mākslas izstāde", "XIX gs. beigās"), as "18. gs." is read (panel AD3 heard
        # "Divdesmitajā gadsimtā mākslas izstāde")
        clause_ends = re.match(r"\s*(?:[,;:!?)]|$)|\s+[A-ZĀČĒĢĪĶĻŅŠŪŽ]", rest)
        word = at if clause_ends else "gadsimta"
    elif word == written:
        word = at if previous in _CENTURY_AT[lang] else of
    if lang == "cs" and word == "století":
        form = (
            "m-loc"
            if previous in _CENTURY_AT["cs"]
            else ("m-gen" if previous in _CS_CENTURY_GENITIVE else "n")
        )
        words = ordinal(n, lang, form)
        return f"{words} {word}" if words else None
    words = ordinal(n, lang, _CENTURY_CASES[lang][word])
    return f"{words} {word}" if words else None


def _century(lang: str, n: int, word: str, previous: str, text: str, match: re.Match):
    rest = text[match.end() : match.end() + 60]
    if lang not in _CENTURY_CASES:
        words = _century_after(lang, n, word, previous, rest)
        if words and lang == "lt" and word == "a." and _lt_century_ends(words, match):
            words += "."  # "Pilis pastatyta XIV a. Vėliau ...": it ended the sentence
        return words
    words = _century_in_case(lang, n, word, previous, rest)
    if words and lang == "lv" and word == "gs." and re.match(r"\s+[A-ZĀČĒĢĪĶĻŅŠŪŽ]", rest):
        words += "."  # "notika XX gs. Pēc tam": the dot ended the sentence too
    return words


def _century_before(lang: str, n: int, word: str) -> str:
    said = {"s.": "siglo", "séc.": "século"}.get(word.lower(), word)
    if lang == "vi":  # "thế kỷ XXI": "thế kỷ hai mươi mốt"
        return f"{said} {spell(str(n), 'vi')}"
    if lang == "it":
        return f"{said} {ordinal(n, 'it')}"
    if lang == "ro":
        said = {"sec.": "Secolul" if word[0].isupper() else "secolul"}.get(word.lower(), word)
        return f"{said} {'întâi' if n == 1 else ordinal(n, 'ro')}"
    return f"{said} {ordinal(n, lang) if n <= 10 else spell(str(n), lang)}"


_NUMERAL = r"(?P<r>[IVX]{1,6})"

# A numeral before a noun that counts in ordinals (floors, classes, quarters, stages): "II
# piętro" -> "drugie piętro", "na II piętrze" -> "na drugim piętrze", "во II квартале" ->
# "во втором квартале" (issue 31). Each form of the noun with the ordinal's gender and case;
# typed from the grammars (Poradnia PWN, Русская грамматика 1980), CLDR has no such list.
_ORDINAL_NOUNS = {
    # (a league's round too, "w XV kolejce" -> "w piętnastej kolejce"; panel AF2, issue 31)
    "pl": {"n": "piętro", "m-gen": "piętra piętrem stopnia etapu kwartału roku semestru "
           "turnieju", "m-loc": "piętrze stopniu etapie kwartale roku semestrze",
           "m": "stopień etap kwartał rok semestr",
           "f": "klasa kategoria liga grupa wojna kolejka runda",
           "f-gen": "klasy kategorii ligi grupy wojny kolejki rundy",
           "f-loc": "klasie lidze grupie wojnie kolejce rundzie",
           "f-acc": "klasę kategorię ligę grupę wojnę kolejkę rundę"},
    # Panel AE2 heard ru "за II четверть", "в XXV олимпиаде", uk "на ІІІ етапі", cs sk "v XII.
    # ročníku" left as letters: school terms, olympiads and a contest's years are counted so.
    "ru": {"m": "этаж класс квартал тур этап", "m-gen": "этажа класса квартала тура этапа",
           "m-prep": "этаже классе квартале туре этапе",
           "f": "категория группа степень четверть олимпиада",
           "f-gen": "категории группы степени олимпиады", "f-prep": "группе олимпиаде",
           "f-acc": "категорию группу олимпиаду"},
    "uk": {"m": "поверх клас квартал тур етап", "m-gen": "поверху класу кварталу туру етапу",
           "m-loc": "поверсі класі кварталі турі етапі", "f": "категорія група чверть олімпіада",
           "f-gen": "категорії групи олімпіади", "f-loc": "групі олімпіаді",
           "f-acc": "олімпіаду"},
    "cs": {"n": "patro čtvrtletí pololetí", "f": "třída kategorie liga", "m": "stupeň ročník",
           "m-loc": "ročníku"},
    "sk": {"m": "ročník stupeň štvrťrok polrok kvartál", "m-loc": "ročníku štvrťroku polroku "
           "kvartáli poschodí", "m-gen": "štvrťroka polroka kvartálu poschodia",
           # the feminine's locative ordinal is its genitive's: "v druhej triede"
           "f": "trieda kategória liga", "f-gen": "triedy kategórie ligy triede lige",
           "n": "poschodie"},
    # bg "за III тримесечие", "През II полугодие" (panel AJ2 heard the numeral left as
    # letters and "Втори" for a ruler's name): the ordinal agrees with its noun, which has
    # no cases (Официален правописен речник: "трето тримесечие", "втори етаж")
    "bg": {"n": "тримесечие полугодие ниво първенство", "m": "етаж клас курс етап кръг "
           "квартал сезон", "f": "категория група степен лига година"},
    # Panel AB3 (issue 31) heard lv "XXVII reizi", et "III korrusel", "XXVIII laulupidu"
    # left as letters: the ordinal agrees with its noun (LVG "Kārtas skaitļa vārds": "trešajā
    # stāvā", "divdesmit septīto reizi"; EKI ÕS: "kolmandal korrusel", "kahekümne kaheksas
    # laulupidu"); et's other cases take the genitive's stem, which only these three say.
    # ... and a quarter, a half-year (panel AU3 heard "III ceturksnī" left: "trešajā
    # ceturksnī"), their accusative "trešo ceturksni"
    "lv": {"m": "stāvs posms kurss ceturksnis pusgads", "m-loc": "stāvā posmā kursā ceturksnī "
           "pusgadā", "m-gen": "stāva posma kursa ceturkšņa pusgada",
           "m-acc": "ceturksni pusgadu",
           "f": "reize klase kārta kategorija grupa", "f-acc": "reizi klasi kārtu kategoriju grupu",
           "f-loc": "reizē klasē kārtā kategorijā grupā", "f-gen": "reizes klases kārtas grupas"},
    # Panel AQ3 (issue 31) heard lt "į II etapą" left as letters: a stage's, a course's or a
    # class's Roman numeral is the definite ordinal in its noun's case and gender ("į antrąjį
    # etapą", "II kurso" -> "antrojo kurso", "III klasėje" -> "trečiojoje klasėje"; VLKK,
    # "Romėniškų skaitmenų skaitymas")
    "lt": {"m": "etapas kursas turas semestras tomas aukštas lygis pusmetis ketvirtis "
           "laipsnis skyrius", "m-acc": "etapą kursą turą semestrą tomą aukštą lygį pusmetį "
           "ketvirtį laipsnį skyrių", "m-gen": "etapo kurso turo semestro tomo aukšto lygio "
           "pusmečio ketvirčio laipsnio skyriaus", "m-loc": "etape kurse ture semestre tome "
           "aukšte lygyje pusmetyje ketvirtyje laipsnyje skyriuje",
           "f": "klasė grupė pakopa kategorija dalis sesija", "f-acc": "klasę grupę pakopą "
           "kategoriją dalį sesiją", "f-gen": "klasės grupės pakopos kategorijos dalies "
           "sesijos", "f-loc": "klasėje grupėje pakopoje kategorijoje dalyje sesijoje"},
    "et": {"m": "korrus klass kursus laulupidu tantsupidu voor etapp kvartal aste",
           "gen": "korruse klassi kursuse laulupeo tantsupeo vooru etapi kvartali astme",
           "ade": "korrusel klassil kursusel laulupeol tantsupeol vooril etapil kvartalil "
           "astmel poolaastal korral",
           # a quarter or half-year "in" it (panel AU3 heard "III kvartalis" left as
           # letters): the inessive, "kolmandas kvartalis" (EKI ÕS)
           "ine": "kvartalis poolaastas klassis voorus etapis",
           # a time's count, "XXVIII korda" (panel BD3 heard it left as letters): the
           # partitive, "kahekümne kaheksandat korda", "kahekümne kaheksandal korral" (EKI ÕS)
           "par": "korda"},
    # fi "III neljänneksellä", "II vuosineljänneksellä", "III kerroksessa": the ordinal in
    # its noun's case (Kotus, "Järjestysluvut": "kolmannella neljänneksellä"; panel AU3
    # heard the numeral left as letters); ICU's Finnish ordinals by case.
    # ... and an olympiad, a round, a class (panel BD3 heard "XV olympiadin" left:
    # "viidennentoista olympiadin")
    "fi": {"nominative": "neljännes vuosineljännes kerros vuosipuolisko olympiadi kierros "
           "luokka",
           "genitive": "neljänneksen vuosineljänneksen kerroksen vuosipuoliskon olympiadin "
           "kierroksen luokan",
           "partitive": "neljännestä vuosineljännestä kerrosta vuosipuoliskoa olympiadia "
           "kierrosta luokkaa",
           "adessive": "neljänneksellä vuosineljänneksellä kerroksella vuosipuoliskolla "
           "olympiadilla kierroksella luokalla",
           "inessive": "neljänneksessä vuosineljänneksessä kerroksessa vuosipuoliskossa "
           "olympiadissa kierroksessa luokassa",
           "elative": "neljänneksestä vuosineljänneksestä kerroksesta vuosipuoliskosta "
           "olympiadista kierroksesta luokasta",
           "illative": "neljännekseen vuosineljännekseen kerrokseen vuosipuoliskoon "
           "olympiadiin kierrokseen luokkaan",
           "allative": "neljännekselle vuosineljännekselle kerrokselle vuosipuoliskolle "
           "olympiadille kierrokselle luokalle"},
    # sl "v III. četrtletju" -> "v tretjem četrtletju" (Slovenski pravopis: the ordinal's
    # dot; panel AU3 heard it left as letters): neuter nouns, as "stoletje" above
    # ... and the world wars, "II. svetovna vojna" -> "druga svetovna vojna" (panel AZ3 heard
    # it left as letters): the ordinal agrees with the adjective, whose ending shows the case
    # ("po drugi svetovni vojni", "pred drugo svetovno vojno"; Slovenski pravopis)
    "sl": {"n": "četrtletje polletje nadstropje svetovno", "m-loc": "četrtletju polletju "
           "nadstropju", "m-gen": "četrtletja polletja nadstropja",
           "f": "svetovna", "f-gen": "svetovne", "f-loc": "svetovni"},
}  # fmt: skip
# pl "w III kw.", "za III kw.", "do końca III kw.": a quarter's short form takes the case
# its preposition (or the noun before it) governs, the ordinal agreeing ("w trzecim
# kwartale", "za trzeci kwartał", "trzeciego kwartału"; Poradnia PWN; panel AI heard "III
# kw." left as letters). Each case: its ordinal form, the noun, the words that ask for it.
_SHORT_ORDINAL_NOUNS = {
    "pl": {"kw.": (("m-loc", "kwartale", {"w", "we", "po", "o", "przy"}),
                   ("m-gen", "kwartału", {"z", "ze", "do", "od", "dla", "podczas", "według",
                                          "koniec", "końca", "końcu", "początek", "początku",
                                          "połowie", "połowy", "trakcie", "wyniki", "wynik",
                                          "dane", "danych", "prognozy", "prognoza"}),
                   ("m", "kwartał", set()))},
}  # fmt: skip


def _read_short_noun(lang: str, match: re.Match, n: int | None, noun: str) -> str:
    text = match.string
    previous = _previous_word(text, match.start())
    form, said = next(
        ((f, word) for f, word, before in _SHORT_ORDINAL_NOUNS[lang][noun] if previous in before),
        _SHORT_ORDINAL_NOUNS[lang][noun][-1][:2],
    )
    words = n and ordinal(n, lang, form)
    if not words:
        return match.group(0)
    before = text[max(0, match.start() - 60) : match.start()].rstrip()
    if not before or before[-1] in ".!?":
        words = _cap(words)
    rest = text[match.end() :].lstrip()
    end = "." if not rest or rest[0].isupper() else ""  # its dot ends the sentence too
    return padded(match, f"{words} {said}{end}")


# pl a Roman numeral opening the name of an event or an institution ("XX Bieg Niepodległości",
# "XXV Międzynarodowy Festiwal", "III Liceum"): its ordinal, agreeing with the noun after it
# (Poradnia PWN: "XX Bieg" is "dwudziesty"; panel AL2 heard "XX" left as letters). The
# nouns such names open, each form with the ordinal's (a form two cases share, "Biegu", is
# the locative after w, na, o, po, przy, else the genitive); an adjective before the noun
# shows the case itself, the ordinal taking its ending ("Międzynarodowego" -> "-ego").
_PL_NAME_NOUNS = {
    "m": "Bieg Festiwal Maraton Zjazd Kongres Rajd Turniej Memoriał Przegląd Konkurs Salon "
    "Zlot Jarmark Piknik Mityng Plebiscyt Tydzień Sejm Synod Wydział Korpus Pułk",
    "m-gen": "Maratonu Zjazdu Kongresu Rajdu Memoriału Przeglądu Konkursu Salonu Zlotu "
    "Plebiscytu Tygodnia Sejmu Synodu Wydziału Korpusu",
    "m-loc": "Maratonie Zjeździe Kongresie Rajdzie Memoriale Przeglądzie Konkursie Salonie "
    "Zlocie Plebiscycie Tygodniu Sejmie Synodzie Wydziale Korpusie",
    "m-gen/m-loc": "Biegu Festiwalu Turnieju Jarmarku Pikniku Mityngu Pułku",
    "f": "Konferencja Gala Edycja Olimpiada Sesja Wystawa Parada Noc Pielgrzymka Spartakiada "
    "Rzeczpospolita Liga Dywizja Brygada Uniwersjada",
    "f-gen": "Konferencji Gali Edycji Olimpiady Sesji Wystawy Parady Nocy Pielgrzymki "
    "Spartakiady Rzeczypospolitej Ligi Dywizji Brygady Uniwersjady Olimpiadzie Wystawie "
    "Paradzie Pielgrzymce Spartakiadzie Lidze Brygadzie Uniwersjadzie",
    "f-acc": "Konferencję Galę Edycję Olimpiadę Sesję Wystawę Paradę Pielgrzymkę Spartakiadę "
    "Rzeczpospolitą Ligę Dywizję Brygadę Uniwersjadę Konferencją Galą Edycją Olimpiadą Sesją "
    "Wystawą Paradą Nocą Ligą",
    "n": "Igrzyska Targi Mistrzostwa Dni Zawody Warsztaty Spotkanie Zgromadzenie",
    "pl-gen": "Igrzysk Targów Mistrzostw Zawodów Warsztatów Igrzyskach Targach Mistrzostwach "
    "Zawodach Warsztatach",
    # the same in every case: the adjective after it, a preposition or the sentence's start
    "?": "Liceum Forum Sympozjum Seminarium Gimnazjum Technikum Muzeum Biennale Triennale",
}
_PL_NAME_FORMS = {word: form for form, words in _PL_NAME_NOUNS.items() for word in words.split()}
_PL_ADJECTIVE_FORMS = {"y": "m", "i": "m", "a": "f", "ia": "f", "e": "n", "ie": "n", "ego": "m-gen",
                       "iego": "m-gen", "ym": "m-loc", "im": "m-loc", "ej": "f-gen",
                       "iej": "f-gen", "ą": "f-acc", "ią": "f-acc", "ych": "pl-gen",
                       "ich": "pl-gen"}  # fmt: skip
_PL_CAPITAL = "A-ZĄĆĘŁŃÓŚŹŻ"
_PL_ADJECTIVE = (
    rf"[{_PL_CAPITAL}][a-ząćęłńóśźż]{{2,25}}?(?:ow|sk|ck|dzk|n|ąc)"
    r"(?P<GROUP>iego|ego|iej|ich|ych|ym|im|ej|ie|ia|ią|y|i|a|e|ą)"
)
_PL_NAME = (
    r"(?<![\w.,/-])(?P<pr>[IVX]{1,6})\s(?=(?P<pnoun>"
    + "|".join(sorted(_PL_NAME_FORMS, key=len, reverse=True))
    + r")(?!\w)(?:\s(?:"
    + _PL_ADJECTIVE.replace("GROUP", "pafter")
    + r")(?!\w))?|"
    + _PL_ADJECTIVE.replace("GROUP", "padj")
    + rf"\s[{_PL_CAPITAL}])"
)
_PL_LOCATIVE = {"w", "we", "na", "o", "po", "przy"}
_PL_GENITIVE = {"do", "od", "z", "ze", "dla", "u", "bez", "podczas", "według", "obok", "koło",
                "wokół", "spod", "sprzed", "zamiast", "oprócz", "około"}  # fmt: skip


def _read_pl_name(match: re.Match, g: dict) -> str:
    n = roman_value(g["pr"])
    text = match.string
    previous = _previous_word(text, match.start())
    opening = text[max(0, match.start() - 60) : match.start()].rstrip()
    starts = not opening or opening[-1] in ".!?:\n"
    if n is None or (n == 1 and not g.get("pnoun")) or (starts and g["pr"] == "I" and previous):
        return match.group(0)  # a lone "I" before an adjective: "I Polska…" is "and"
    if g.get("padj"):
        form = _PL_ADJECTIVE_FORMS[g["padj"]]
    else:
        form = _PL_NAME_FORMS[g["pnoun"]]
        if form == "m-gen/m-loc":
            form = "m-loc" if previous in _PL_LOCATIVE else "m-gen"
        elif form == "?":
            after = g.get("pafter")
            if after in ("e", "ie", "ego", "iego", "ym", "im"):
                form = {"e": "n", "ie": "n"}.get(after) or _PL_ADJECTIVE_FORMS[after]
            elif previous in _PL_LOCATIVE:
                form = "m-loc"
            elif previous in _PL_GENITIVE:
                form = "m-gen"
            elif starts:
                form = "n"
            else:
                return match.group(0)  # "uczniowie III Liceum": a case not to guess
    words = ordinal(n, "pl", form)
    if not words:
        return match.group(0)
    return (_cap(words) if starts else words) + " "


# Floors written with a bare digit are ordinals too ("3 этаж", "na 2 piętrze"): only the
# nominative and locative singular, which no count takes ("3 этажа" stays three floors).
_FLOORS = {"ru": ("этаж", "этаже"), "uk": ("поверх", "поверсі"), "pl": ("piętro", "piętrze"),
           "cs": ("patro",)}  # fmt: skip
_ORDINAL_FORMS = {
    lang: {noun: form for form, nouns in table.items() for noun in nouns.split()}
    for lang, table in _ORDINAL_NOUNS.items()
}
# A noun whose form two cases share takes the case its preposition asks: ru uk "за II
# четверть" the accusative ("за вторую четверть"), cs sk "do XII. ročníku" the genitive
# ("do dvanáctého ročníku"; "v XII. ročníku" stays the locative).
_CASE_BY_PREPOSITION = {
    ("ru", "четверть"): (({"за", "в", "во", "на", "через", "про"}, "f-acc"),),
    ("uk", "чверть"): (({"за", "в", "у", "на", "через", "про"}, "f-acc"),),
    ("cs", "ročníku"): (({"do", "od", "z", "ze", "u", "během"}, "m-gen"),),
    ("sk", "ročníku"): (({"do", "od", "z", "zo", "u", "počas"}, "m-gen"),),
}
# cs "čtvrtletí", "pololetí" are one form in five cases: the preposition tells the ordinal's,
# "ve II. čtvrtletí" the locative "ve druhém čtvrtletí" (Internetová jazyková příručka;
# panel AS2, issue 31, heard "ve druhé čtvrtletí"), "do III. čtvrtletí" the genitive, "k
# I. pololetí" the dative; "za II. čtvrtletí" (the accusative) and a bare one stay "druhé".
_CS_NEUTER_CASES = (
    ({"v", "ve", "o", "po", "při"}, "m-loc"),
    ({"do", "od", "z", "ze", "u", "během", "kolem", "okolo", "konec", "konce", "konci",
      "koncem", "začátek", "začátku", "začátkem", "průběhu", "podle", "oproti"}, "m-gen"),
    ({"k", "ke", "díky", "kvůli"}, "m-dat"),
)  # fmt: skip
_CASE_BY_PREPOSITION |= {("cs", noun): _CS_NEUTER_CASES for noun in ("čtvrtletí", "pololetí")}
# uk ru bg type a Roman numeral with Cyrillic letters too ("на ІІІ етапі": І is U+0406, Х
# U+0425), before an ordinal's noun only.
_CYRILLIC_ROMAN = str.maketrans("ІХ", "IX")


# A numeral after a word that counts parts or wars is a plain number ("Chapter XII" ->
# "Chapter twelve", "capitolul III" -> "trei", "Bab III" -> "tiga"), or the ordinal the
# language says there ("World War II" -> "Two", "Perang Dunia II" -> "Kedua", vi "thứ II"
# -> "thứ hai"); Hungarian writes the ordinal's dot ("XIV. Lajos", "a II. világháború").
_COUNTED = {
    # ... and their short forms, "Ch. IV" -> "Chapter four" (panel AZ2's class, issue 31)
    "en": r"Chapter|Part|Volume|Book|Act|Phase|Section|Level|Stage|World War|Ch\.|Vol\.|Pt\.",
    "ro": r"(?i:capitolul|capitol|partea|volumul|cap\.)|Războiul Mondial|războiul mondial",
    # Panel AA5 (issue 31) heard id "Kelas XII" and hi "अध्याय IV" left as written: a
    # school class and a chapter are counted ("kelas dua belas", "अध्याय चार").
    "id": r"(?i:bab|jilid|bagian|pasal|kelas)|Perang Dunia",
    "hi": r"अध्याय|भाग|खंड|कक्षा|पाठ"
    # ... and the English words Hindi writes in Devanagari, said with the English numbers'
    # Hindi cardinal ("मेट्रो फेज़ III" -> "फेज़ तीन"; panel AS5 heard the Sanskrit "तृतीय",
    # a king's), and चरण, the phase's own word
    r"|फ़ेज़|फेज़|फ़ेज|फेज|चरण|लेवल|स्टेज|सीज़न|सीजन|पार्ट|वॉल्यूम|सेक्शन|टियर",
    # vi "Chương III", "vùng I": a chapter, part or region is counted, as a cardinal
    # ("chương ba", "vùng một"; panel Z5 heard the numeral left as written)
    # ... and a legislature's term, a congress: "Quốc hội khóa XV" -> "khóa mười lăm",
    # "Đại hội XIII" -> "Đại hội mười ba" (panel AF5 heard the numeral left as letters)
    # ... and a school term, a period, a round: "Học kỳ II" -> "học kỳ hai" (panel AJ5)
    "vi": r"thứ|Thứ|(?i:chương|phần|tập|quyển|vùng|mục|phụ lục|giai đoạn|cấp|khóa|khoá"
    r"|nhiệm kỳ|đại hội|học kỳ|học kì|kỳ|kì|đợt|vòng)",
    # Panel Z1 (issue 31) heard "Kapitel IV", "chapitre IV", "cap. IV" left as letters.
    "de": r"Kapitel|Kap\.|Band|Bd\.|Abschnitt",
    "fr": r"(?i:chapitre|chap\.|partie|tome|livre)",
    "es": r"(?i:capítulo|cap\.|parte|tomo|libro)",
    "it": r"(?i:capitolo|cap\.|parte|volume|libro|tomo)",
    "pt": r"(?i:capítulo|cap\.|parte|volume|livro|tomo)",
    "nl": r"(?i:hoofdstuk|hfst\.|deel|boek)",
    # Panel AD4 (issue 31) heard sv da "Kapitel IV", el "Κεφάλαιο IV" left as letters: a
    # chapter, part or volume is counted ("kapitel fyra", "κεφάλαιο τέσσερα"; Språkrådet,
    # Retskrivningsordbogen, Triantafyllidis). "Del" capitalised only ("en del" is "some").
    "sv": r"Del|Avsnitt|Bilaga|(?i:kapitel|kap\.|avsnitt|bilaga)",
    "da": r"Del|Bind|Afsnit|Bilag|(?i:kapitel|kap\.|afsnit|bilag)",
    "el": r"(?i:κεφάλαιο|κεφ\.|μέρος|τόμος|ενότητα)",
}
# The word a counted part's short form stands for.
_COUNTED_SHORT = {
    ("ro", "cap."): "capitolul", ("de", "kap."): "Kapitel", ("de", "bd."): "Band",
    ("fr", "chap."): "chapitre",
    ("es", "cap."): "capítulo", ("it", "cap."): "capitolo", ("pt", "cap."): "capítulo",
    ("nl", "hfst."): "hoofdstuk", ("sv", "kap."): "kapitel", ("da", "kap."): "kapitel",
    ("el", "κεφ."): "κεφάλαιο",
}  # fmt: skip
# Panel Z2 (issue 31) heard "Rozdział III", "Глава IV", "Розділ II", "Глава III" left as
# written: a law's or a book's part before its Roman number is said with the ordinal in the
# part's gender ("Rozdział trzeci", "Глава четвёртая", "Hlava druhá"; Poradnia PWN,
# Грамота.ру, Правопис 2019, БАН, ÚJČ, JÚĽŠ).
_PARTS = {
    # ... and a platform, which PKP numbers in Roman numerals: "przy peronie II" -> "przy
    # peronie drugim", "z peronu II" -> "drugiego" (panel AP2 heard "peronie II"); its
    # instrumental "drugim" is the locative's word
    "pl": {
        "Rozdział": "m",
        "Dział": "m",
        "Tytuł": "m",
        "Część": "f",
        "Księga": "f",
        "Peron": "m",
        "Peronu": "m-gen",
        "Peronie": "m-loc",
        "Peronem": "m-loc",
        # ... and a hall or a lecture room numbered so: "w sali III" -> "w sali trzeciej"
        # (panel AU2 heard "sali III" left as letters), its ordinal in the noun's case
        "Sala": "f",
        "Sali": "f-gen",
        "Salę": "f-acc",
        "Salą": "f-acc",
        "Aula": "f",
        "Auli": "f-gen",
        "Aulę": "f-acc",
        "Aulą": "f-acc",
        "Hala": "f",
        "Hali": "f-gen",
        "Halę": "f-acc",
        "Halą": "f-acc",
    },
    "ru": {"Глава": "f", "Часть": "f", "Раздел": "m", "Том": "m", "Книга": "f"},
    "uk": {"Розділ": "m", "Глава": "f", "Частина": "f", "Том": "m", "Книга": "f"},
    "bg": {"Глава": "f", "Част": "f", "Раздел": "m", "Дял": "m", "Том": "m", "Книга": "f"},
    "cs": {"Hlava": "f", "Část": "f", "Oddíl": "m", "Díl": "m", "Kniha": "f"},
    "sk": {"Hlava": "f", "Časť": "f", "Oddiel": "m", "Diel": "m", "Kniha": "f"},
    # hr "Poglavlje III" is "poglavlje treće", not the ruler's "Treći" (panel AD4; Hrvatski
    # pravopis, "redni brojevi": the ordinal agrees with its noun)
    "hr": {
        "Poglavlje": "n",
        "Dio": "m",
        "Glava": "f",
        "Knjiga": "f",
        "Svezak": "m",
        "Odjeljak": "m",
        "Članak": "m",
    },
}
# Panel AB2 (issue 31) heard cs "Kapitola XIII", sk "Kapitola IX" left as written: a book's
# chapter, said like its part ("kapitola třináctá", "kapitola deviata"; ÚJČ, JÚĽŠ).
for _lang in ("cs", "sk"):
    _PARTS[_lang].update({"Kapitola": "f", "Svazek" if _lang == "cs" else "Zväzok": "m"})
# ru uk cs: a building's or a lecture room's Roman number is said as its cardinal, as its
# digits are ("корпус II" -> "корпус два", "v posluchárně III" -> "v posluchárně tři";
# panel AU2 heard them left as letters): a label, the same in every case of its noun.
_LABELS = {
    "ru": "Корпус Корпуса Корпусе Корпусу Корпусом Павильон Павильона Павильоне Павильону "
    "Павильоном",
    "uk": "Корпус Корпусу Корпусі Корпусом Павільйон Павільйону Павільйоні Павільйоном",
    "cs": "Posluchárna Posluchárny Posluchárně Posluchárnu Posluchárnou Učebna Učebny Učebně "
    "Učebnu Učebnou Pavilon Pavilonu Pavilonem",
}
_LABEL_WORDS = {lang: set(words.lower().split()) for lang, words in _LABELS.items()}
# Panel AZ2 (issue 31) heard pl "Rozdz. IV", ru "Гл. XIV", uk "Розд. III", bg "Гл. VII", cs
# "Kap. V", sk "Kap. IX" left as written: a part's short form before its Roman number is
# said as the part's word, the ordinal agreeing ("rozdział czwarty", "глава четырнадцатая";
# the dictionaries' abbreviation lists: PWN, Грамота.ру, Правопис 2019, БАН, ÚJČ, JÚĽŠ).
_PART_SHORT = {
    "pl": {"Rozdz.": "Rozdział", "Cz.": "Część"},
    "ru": {"Гл.": "Глава", "Разд.": "Раздел", "Ч.": "Часть", "Т.": "Том"},
    "uk": {"Гл.": "Глава", "Розд.": "Розділ", "Ч.": "Частина", "Т.": "Том"},
    "bg": {"Гл.": "Глава", "Разд.": "Раздел", "Ч.": "Част", "Т.": "Том"},
    "cs": {"Kap.": "Kapitola", "Hl.": "Hlava", "Odd.": "Oddíl"},
    "sk": {"Kap.": "Kapitola", "Hl.": "Hlava", "Odd.": "Oddiel"},
    "hr": {"Pogl.": "Poglavlje", "Knj.": "Knjiga"},
}
for _lang, _words in _PARTS.items():
    _labels = _LABELS.get(_lang, "").split()
    _short = [re.escape(w) for w in _PART_SHORT.get(_lang, {})]
    _COUNTED[_lang] = "|".join(
        [*_words, *_labels, *(w.lower() for w in (*_words, *_labels)), *_short,
         *(w.lower() for w in _short)]
    )  # fmt: skip


# en an event numbered past 39, "Super Bowl LVIII" -> "Super Bowl fifty-eight" (as the NFL
# and its broadcasters say it; panel AU4 heard the letters): the cardinal, L and C too.
_EN_EVENT = r"(?<![\w.])(?P<eword>Super Bowl|WrestleMania)\s(?P<er>[IVXLC]{1,9})(?![\w.]\w|\w)"


def _canonical_roman(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    tens = rest // 10
    tens_letters = {4: "XL", 9: "XC"}.get(tens) or "L" * (tens >= 5) + "X" * (tens % 5)
    return "C" * hundreds + tens_letters + _to_roman(rest % 10)


def _read_event(match: re.Match) -> str:
    numeral = match.group("er")
    n = _any_roman_value(numeral)
    if not n or _canonical_roman(n) != numeral:
        return match.group(0)  # "Super Bowl LIIX": no numeral written so
    return padded(match, f"{match.group('eword')} {spell(str(n), 'en')}")


def _counted(lang: str, n: int, word: str) -> str:
    if lang == "en":
        words = spell(str(n), "en")
        word = {"Ch.": "Chapter", "Vol.": "Volume", "Pt.": "Part"}.get(word, word)
        return f"{word} {_cap(words) if word == 'World War' else words}"
    if lang == "id" and word == "Perang Dunia":
        return f"{word} {_cap(ordinal(n, 'id'))}"
    if lang == "ro" and word.lower() == "războiul mondial":
        return f"{word} {'întâi' if n == 1 else ordinal(n, 'ro')}"
    if word.lower() in _LABEL_WORDS.get(lang, ()):
        return f"{word} {spell(str(n), lang)}"
    if lang in _PARTS:
        full = _PART_SHORT.get(lang, {}).get(_cap(word))
        if full:  # "Rozdz. IV" -> "Rozdział czwarty", "rozdz. IV" -> "rozdział czwarty"
            word = full if word[0].isupper() else full.lower()
        said = ordinal(n, lang, _PARTS[lang][_cap(word)])
        return f"{word} {said}" if said else f"{word} {spell(str(n), lang)}"
    if lang == "vi" and word.lower() == "thứ":  # "thứ nhất", "thứ tư", else the number
        return f"{word} {({1: 'nhất', 4: 'tư'}).get(n) or spell(str(n), 'vi')}"
    short = _COUNTED_SHORT.get((lang, word.lower()))
    if short:
        word = _cap(short) if word[0].isupper() else short
    return f"{word} {spell(str(n), lang)}"


def _hu_ordinal(match: re.Match, n: int, lang: str = "hu") -> str:
    words = ordinal(n, lang)
    before = match.string[max(0, match.start() - 60) : match.start()].rstrip()
    if before and before[-1] not in ".!?:\n":
        return words
    return "İ" + words[1:] if lang == "tr" and words[:1] == "i" else _cap(words)


# Greek writes regnal numbers in its own numerals with a keraia ("Κωνσταντίνος ΙΑ΄"), said
# "ο Ενδέκατος" (Triantafyllidis): units Α-Θ (ΣΤ six), tens Ι, Κ, Λ.
_GREEK_VALUES = {"Α": 1, "Β": 2, "Γ": 3, "Δ": 4, "Ε": 5, "ΣΤ": 6, "Ϛ": 6, "Ζ": 7, "Η": 8,
                 "Θ": 9, "Ι": 10, "Κ": 20, "Λ": 30}  # fmt: skip
_GREEK = (
    r"(?<![\w.])(?P<gname>[Α-ΩΆΈΉΊΌΎΏ][α-ωάέήίόύώϊϋΐΰς]{1,30})\s"
    r"(?=[ΙΚΛΣΑ-ΘϚ])(?P<gr>[ΙΚΛ]?(?:ΣΤ|[ΑΒΓΔΕϚΖΗΘ])?)[΄ʹ'’](?!\w)"  # one letter at least
)

# el a Roman numeral after a name, in Latin letters or in the Greek capitals that look like
# them ("Κωνσταντίνος ΧΙ", "Λουδοβίκος XIV", "Ελισάβετ ΙΙ"): "Κωνσταντίνος ο Ενδέκατος",
# "Ελισάβετ η Δεύτερη" (Triantafyllidis, "Αριθμητικά"; panel AJ4 heard "ΧΙ" left as letters).
# The name's case from its ending: -ος -ας -ης the nominative, -ου the genitive ("του
# Κωνσταντίνου ΙΑ΄" reads "του Ενδέκατου"); a listed queen's name the feminine.
_GREEK_ROMAN = (
    r"(?<![\w.])(?P<rname>[Α-ΩΆΈΉΊΌΎΏ][α-ωάέήίόύώϊϋΐΰς]{1,30})\s"
    r"(?P<rnum>[IVXΙΧ]{1,6})(?![\w΄ʹ'’]|\.\w)"
)
_GREEK_QUEENS = {"Ελισάβετ", "Αικατερίνη", "Βικτώρια", "Μαρία", "Άννα", "Ισαβέλλα"}


def _greek_regnal(match: re.Match) -> str:
    name, numeral = match.group("rname"), match.group("rnum").translate(_GREEK_LATIN)
    n = roman_value(numeral)
    if n is None or (n == 1 and len(numeral) == 1):  # a lone "I" may be a letter
        return match.group(0)
    if name in _GREEK_QUEENS:
        return padded(match, f"{name} η {_cap(ordinal(n, 'el', 'f'))}")
    words = _cap(ordinal(n, "el", "m"))
    if name.endswith(("ος", "ας", "ης")):
        return padded(match, f"{name} ο {words}")
    if name.endswith("ου"):
        genitive = re.sub(r"ος\b", "ου", words)
        return padded(match, f"{name} του {genitive}")
    return match.group(0)


_GREEK_LATIN = str.maketrans("ΙΧ", "IX")


# el: a numeral with its keraia before a word is an ordinal in the gender and case of the
# article before it ("Ο Β΄ Παγκόσμιος Πόλεμος" -> "Ο Δεύτερος", "στον Γ΄ όροφο" -> "τρίτο";
# Triantafyllidis, "Αριθμητικά"); without an article the word after tells the gender. Only
# the keraia (never an apostrophe: "σ' αγαπώ") marks it.
# Panel S4 heard "το β' τρίμηνο" left: small letters and a typed apostrophe are a numeral
# too, but only after an article ("θ' ανέβω", "δ' άλλο" elide "θα", "δε").
_GREEK_BEFORE = (
    # (a numeral of one letter at least: a lone apostrophe before a word is none, "' IV")
    r"(?<![\w.])(?=[ΙΚΛΣΑ-ΘϚικλσα-θϛ])"
    r"(?P<grb>[ΙΚΛ]?(?:ΣΤ|[ΑΒΓΔΕϚΖΗΘ])?|[ικλ]?(?:στ|[αβγδεϛζηθ])?)(?P<gk>[΄ʹʹ'’])"
    r"(?=\s(?P<gnext>[^\W\d_]{1,30}))"
)
# article -> (gender, case)
_GREEK_ARTICLES = {
    "ο": ("m", "nom"), "η": ("f", "nom"), "το": ("n", "nom"), "τον": ("m", "acc"),
    "στον": ("m", "acc"), "την": ("f", "acc"), "τη": ("f", "acc"), "στην": ("f", "acc"),
    "στη": ("f", "acc"), "στο": ("n", "nom"), "του": ("m", "gen"), "της": ("f", "gen"),
    "οι": ("m", "nom"),
}  # fmt: skip
_GREEK_ENDINGS = (("ος", "m"), ("ας", "m"), ("ης", "m"), ("α", "f"), ("η", "f"), ("ο", "n"))


def _greek_ordinal_before(match: re.Match) -> str:
    n = _greek_value(match.group("grb").upper())
    gender, case = _GREEK_ARTICLES.get(_previous_word(match.string, match.start()), ("", "nom"))
    if not gender and (match.group("grb").islower() or match.group("gk") in "'’"):
        return match.group(0)
    if not gender:
        following = match.group("gnext").lower()
        gender = next((g for end, g in _GREEK_ENDINGS if following.endswith(end)), "")
    words = ordinal(n, "el", gender) if n and gender else None
    if not words:
        return match.group(0)
    if case == "acc" and gender == "m":
        words = re.sub(r"ος\b", "ο", words)
    elif case == "gen":
        words = re.sub(r"ος\b", "ου", words) if gender == "m" else re.sub(r"η\b", "ης", words)
    return _cap(words) if match.group("gnext")[0].isupper() else words


def _greek_value(numeral: str) -> int | None:
    total, rest = 0, numeral
    if rest[:1] in ("Ι", "Κ", "Λ"):
        total, rest = _GREEK_VALUES[rest[0]], rest[1:]
    if rest:
        total += _GREEK_VALUES.get(rest, 0) if rest in _GREEK_VALUES else -100
    return total if total > 0 else None


# fr a Roman numeral with its ordinal's suffix before any noun, "la Ve République", "le IIIe
# Reich", "la Ire République", "le XVIe arrondissement" (Lexique des règles typographiques:
# "Ier", "Ire", "IIe", "Ve"; panel BA1 heard "Ve" said as a syllable): the ordinal
_FR_SUFFIXED = r"(?<![\w.-])(?P<fro>[IVX]{1,6})(?P<frs>ème|ère|er|re|e)(?![\w'’])"


def _read_fr_suffixed(lang: str, match: re.Match, g: dict) -> str | None:
    if lang != "fr" or not (g.get("fro") or g.get("fm")):
        return None
    if not g.get("fro"):
        # "le Ier Empire", "la Ire République": an article, not a ruler's name, before "Ier"
        name = g["name"]
        if name[0].isupper() or g["nr"] != "I":
            return None  # "Napoléon Ier": the ruler's rule
        return padded(match, f"{name} {'première' if g['fm'] == 're' else 'premier'}")
    n = roman_value(g["fro"])
    if n is None or (n == 1) != (g["frs"] in ("er", "re", "ère")):
        return match.group(0)  # "Ie", "IIer": no ordinal written so
    words = ordinal(n, "fr", "f" if g["frs"] in ("re", "ère") else "m")
    opening = match.string[max(0, match.start() - 60) : match.start()].rstrip()
    if not opening or opening[-1] in ".!?\n":
        words = _cap(words)
    return padded(match, words)


@cache
def pattern(lang: str) -> str | None:
    if lang == "el":
        counted = rf"(?<![\w.])(?P<cword>{_COUNTED['el']})\s(?P<cr>[IVX]{{1,6}})(?!\w|\.\w|/\w)"
        return f"{_GREEK}|{_GREEK_BEFORE}|{counted}|{_GREEK_ROMAN}"
    forms, counted = [], ""
    if lang in _ORDINAL_FORMS:
        nouns = "|".join(sorted(_ORDINAL_FORMS[lang], key=len, reverse=True))
        if lang in _SHORT_ORDINAL_NOUNS:  # pl "III kw.": the quarter's short form
            nouns = "|".join(map(re.escape, _SHORT_ORDINAL_NOUNS[lang])) + "|" + nouns
        letters = "IVXІХ" if lang in ("ru", "uk", "bg") else "IVX"
        # cs "v XII. ročníku" -> "ve dvanáctém ročníku": the preposition's fuller form
        # before dv-, tř-, čt- (Internetová jazyková příručka, "Vokalizace předložek")
        prep = r"(?:(?P<vprep>(?<![\w.])[Vv])\s+)?" if lang == "cs" else ""
        forms.append(rf"{prep}(?<![\w.])(?P<or>[{letters}]{{1,6}})\.?\s+(?P<onoun>{nouns})(?!\w)")
        counted = rf"(?!\.?\s+(?:{nouns})(?!\w))"  # "Po II wojnie" is no name "Po"
    if lang == "pl":
        forms.append(_PL_NAME)
        # "Wyniki XX Biegu": no regnal "Wyniki Dwudziesty" before such a name
        counted += "(?!\\s" + re.sub(r"\?P<\w+>", "?:", _PL_NAME[_PL_NAME.index("(?=") :]) + ")"
    if lang in _FLOORS:
        floors = "|".join(_FLOORS[lang])
        forms.append(rf"(?<![\w.,:-])(?P<on>\d{{1,2}})\s+(?P<fnoun>{floors})(?!\w)")
    if lang in _COUNTED:
        # ("Kapitola I/2": a numbered part's sub-part, no ordinal; panel S2's near miss)
        forms.append(rf"(?<![\w.])(?P<cword>{_COUNTED[lang]})\s(?P<cr>[IVX]{{1,6}})(?!\w|\.\w|/\w)")
    if lang == "en":
        forms.append(_EN_EVENT)
    # hu "XIV. Lajos", "a II. világháború"; tr "XIV. Louis", "II. Dünya Savaşı", "III. kat"
    # (TDK: the dot after a numeral makes it an ordinal): the dot makes it an ordinal
    if lang in ("hu", "tr"):
        forms.append(r"(?<![\w.])(?P<hr>[IVX]{1,6})\.\s(?=[^\W\d_])")
    if lang in _CENTURY_BEFORE:
        forms.append(rf"(?<![\w.]){_CENTURY_BEFORE[lang]}{_NUMERAL.replace('r>', 'br>')}(?!\w)")
    if lang in _CENTURY_AFTER:
        forms.append(rf"(?<![\w.]){_NUMERAL.replace('r>', 'ar>')}{_CENTURY_AFTER[lang]}(?!\w)")
    if lang == "fr":
        forms.append(_FR_SUFFIXED)
    # "Karl V.", "Jan III", "Napoléon Ier": a name, a space, the numeral
    marker = r"(?P<fm>er|re)?" if lang == "fr" else ""
    # ... unless a century word follows ("Im XIX. Jahrhundert", "Nel XIX secolo")
    unnamed = re.sub(r"\?P<\w+>", "?:", _CENTURY_AFTER.get(lang, ""))
    century = (rf"(?!{unnamed})" if unnamed else "") + counted
    if lang in ("hu", "tr"):  # no regnal numeral after a name in these
        return "|".join(forms)
    if lang in ("vi", "hi"):
        # "Louis XIV", "जॉर्ज V" (panel AD5 heard both left as letters): a name and a
        # numeral of more than a lone "I" (vi "Quận I" is a district, "I" a letter)
        name = r"[\u0900-\u097f]{2,30}" if lang == "hi" else r"[^\W\d_][^\W\d_'’-]{1,30}"
        forms.append(
            rf"(?<![\w.\u0900-\u097f])(?P<name>{name})\s(?P<nr>(?!I(?![IVX]))[IVX]{{1,6}})"
            rf"{century}(?!\s[A-Z](?![\w.]))(?!\w)"
        )
        return "|".join(forms)
    # fi "Kustaa III:n": a case ending after a colon (Kotus, "Numeron ja taivutuspäätteen
    # välissä kaksoispiste") is the ordinal's
    ending = r"(?::(?P<fiend>[a-zäö]{1,5})(?![\w:]))?" if lang == "fi" else ""
    if lang == "sv":
        # "Karl XII:s död": the genitive's s after a colon (Svenska skrivregler, "kolon"),
        # said on the ordinal, "Karl den tolftes" (panel BA4 heard "Tolfte:s")
        ending = r"(?::(?P<svgen>s)(?![\w:]))?"
    forms.append(
        # (a lone capital after it is a spelled code: "Kood X K neli")
        rf"(?<![\w.])(?P<name>[^\W\d_][^\W\d_'’-]{{1,30}})\s(?P<nr>[IVX]{{1,6}}){century}"
        r"(?!\s[A-Z](?![\w.]))"
        rf"{marker}{ending}(?P<dot>\.)?(?!\w)"
    )
    return "|".join(forms)


# The endings written after a regnal numeral's colon and the ordinal's case they ask for.
_FI_REGNAL_ENDINGS = {
    "n": "genitive", "lle": "allative", "lla": "adessive", "llä": "adessive", "lta": "ablative",
    "ltä": "ablative", "ssa": "inessive", "ssä": "inessive", "sta": "elative", "stä": "elative",
    "ksi": "translative", "na": "essive", "nä": "essive", "ta": "partitive", "tä": "partitive",
    "tta": "partitive", "ttä": "partitive", "een": "illative", "ään": "illative",
    "aan": "illative", "iin": "illative", "nteen": "illative",
}  # fmt: skip


def _fi_regnal_case(n: int, ending: str) -> str | None:
    """ "Kustaa III:n aikakausi" -> "Kustaa Kolmannen" (panel AO3 heard "Kolmas:n")."""
    case = _FI_REGNAL_ENDINGS.get(ending)
    return case and _cap(spellout_formatter("fi").format(n, f"%spellout-ordinal-{case}"))


def _previous_word(text: str, end: int) -> str:
    before = text[max(0, end - 60) : end].rstrip().rsplit(None, 1)  # a bounded look-back
    return before[-1].lower().strip("(«\"'") if before else ""


# The definite ending added to the plain ordinal's last word, by its form ("antras" ->
# "antrasis", "antrą" -> "antrąjį"/"antrąją", "antroje" -> "antrojoje"; DLKG § 421).
_LT_DEFINITE_ENDINGS = {
    "m": ("", "is"), "m-acc": ("", "jį"), "m-gen": ("", "jo"), "m-loc": ("ame", "ajame"),
    "f": ("a", "oji"), "f-acc": ("", "ją"), "f-gen": ("", "ios"), "f-loc": ("oje", "ojoje"),
}  # fmt: skip


def _lt_definite(words: str, form: str) -> str:
    old, new = _LT_DEFINITE_ENDINGS[form]
    return words[: len(words) - len(old)] + new if words.endswith(old) else words


def _read_before_noun(lang: str, match: re.Match, g: dict) -> str | None:
    """A Greek regnal numeral, an ordinal before its noun, a counted part: or None."""
    text = match.string
    if g.get("grb"):
        return _greek_ordinal_before(match)
    if g.get("rname"):
        return _greek_regnal(match)
    if g.get("gr"):
        n = _greek_value(g["gr"])
        words = ordinal(n, "el", "m") if n else None
        return padded(match, f"{g['gname']} ο {_cap(words)}") if words else match.group(0)
    if g.get("pr"):
        return _read_pl_name(match, g)
    if g.get("or") or g.get("on"):
        n = roman_value(g["or"].translate(_CYRILLIC_ROMAN)) if g.get("or") else int(g["on"])
        noun = g.get("onoun") or g["fnoun"]
        if noun in _SHORT_ORDINAL_NOUNS.get(lang, {}):
            return _read_short_noun(lang, match, n, noun)
        form = _ORDINAL_FORMS[lang][noun]
        previous = (g.get("vprep") or "").lower() or _previous_word(text, match.start())
        for prepositions, case in _CASE_BY_PREPOSITION.get((lang, noun), ()):
            if previous in prepositions:
                form = case
                break
        words = n and ordinal(n, lang, form)
        if words and lang == "lt":
            words = _lt_definite(words, form)
        before = text[max(0, match.start() - 60) : match.start()].rstrip()
        if words and (not before or before[-1] in ".!?") and not g.get("vprep"):
            words = _cap(words)  # "II piętro, pokój 5." opens the sentence
        if words and g.get("vprep"):
            fuller = re.match(r"dv|tř|čt|v|f", words)
            words = f"{g['vprep']}{'e' if fuller else ''} {words}"
        return padded(match, f"{words} {noun}") if words else match.group(0)
    if g.get("er"):
        return _read_event(match)
    if g.get("cr") or g.get("hr"):
        n = roman_value(g.get("cr") or g["hr"])
        if n is None:
            return match.group(0)
        said = _counted(lang, n, g["cword"]) if g.get("cr") else _hu_ordinal(match, n, lang) + " "
        return padded(match, said) if g.get("cr") else said
    return None


def read(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    text = match.string
    special = _read_fr_suffixed(lang, match, g) or _read_before_noun(lang, match, g)
    if special is not None:
        return special
    if g.get("br"):
        n = roman_value(g["br"])
        return match.group(0) if n is None else padded(match, _century_before(lang, n, g["bword"]))
    if g.get("ar"):
        n = roman_value(g["ar"])
        previous = _previous_word(text, match.start())
        words = None if n is None else _century(lang, n, g["word"], previous, text, match)
        if words and g["word"].endswith(".") and not text[match.end() : match.end() + 60].strip():
            words += "."  # "в XIX в." ended the text too
        opening = text[max(0, match.start() - 60) : match.start()].rstrip()
        if words and lang in _CENTURY_CASES and (not opening or opening[-1] in ".!?\n"):
            words = _cap(words)  # "XIX sajandi lõpus ...": it opens the sentence
        return match.group(0) if words is None else padded(match, words)
    name, numeral = g["name"], g["nr"]
    n = roman_value(numeral)
    cased = lang == "hi" or name[0].isupper() and name[1:].islower()  # Devanagari has none
    # hi "A सात X": a code spelled out, no king; nor after "Kundennummer" ("X2Z-1184": a
    # code's letter, panel AK1's codes)
    if (
        n is None
        or not cased
        or name in _NOT_NAMES
        or name in _digit_words(lang)
        or name.endswith("nummer")
    ):
        return match.group(0)
    if numeral == "X" and lang == "en":
        return match.group(0)
    if lang == "it" and name in _IT_STREETS:
        return padded(match, f"{name} {_cap(spell(str(n), 'it'))}")
    previous = _previous_word(text, match.start())
    if lang in _PLAIN_ORDINAL and _mark_before_number(text, match.end()):
        return match.group(0)  # lt "Atidaryta V. 9 val.": a day or a list mark, a number after
    if numeral == "I" and lang == "en" and previous not in _EN_RULERS:
        return match.group(0)  # "Then I went": the pronoun
    if numeral == "I" and lang == "id" and previous not in _ID_RULERS:
        return match.group(0)  # "Saya I love you": English in the text
    if lang == "ro" and re.match(r"\s[A-Z](?:\s|$)", text[match.end() : match.end() + 3]):
        return match.group(0)  # "I N V": a code spelled out, no king
    words = (
        _fi_regnal_case(n, g["fiend"])
        if g.get("fiend")
        else _regnal(lang, n, name, previous, g.get("fm") or "", match)
    )
    if not words:
        return match.group(0)
    said = f"{name} {words}{'s' if g.get('svgen') else ''}"
    if g.get("dot"):
        rest = text[match.end() : match.end() + 60]
        capital = lang != "de" and rest[:1].isspace() and rest.lstrip()[:1].isupper()
        said += "." if not rest.strip() or capital else ""
    return padded(match, said)


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    """``<lang>.roman``: Roman numerals after names and with the word for century."""
    if lang not in LANGUAGES:
        return ()
    return (
        rule(
            f"{lang}.roman",
            f"{lang}: Roman numerals after a name or with 'century' (Karl V., XIX wiek) -> words",
            pattern(lang),
        )(lambda match: read(lang, match)),
    )


# Unicode's Roman numeral characters ("Ⅲ", "Ⅻ", "ⅳ": U+2160-2188) are numerals whatever
# surrounds them, unlike the letters I, V, X (panel AK5 heard ko "Ⅲ장을" left as written,
# a native says "삼 장을"). They become the letters where this language's Roman numeral rule
# reads the letters there ("Louis ⅩⅣ", "XIXe siècle"), else the number's digits that every
# later rule reads ("Ⅲ장" -> "3장"); ko says a Roman numeral in Sino-Korean ("삼 장", not the
# native count "세 장" its digits get before a counter). en and ar read the letters
# themselves (en "Chapter IV", ar "الفصل III").
UNICODE_ROMAN = "[\u2160-\u2188]+"
_UNICODE_VALUES = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
_LETTERS_READ = {"en", "ar"}


def _any_roman_value(letters: str) -> int | None:
    """The value of Roman letters of any size ("MMXXIV" -> 2024); None for a non-numeral."""
    if not letters or any(c not in _UNICODE_VALUES for c in letters):
        return None
    values = [_UNICODE_VALUES[c] for c in letters]
    return sum(-v if i + 1 < len(values) and values[i + 1] > v else v for i, v in enumerate(values))


def _read_unicode(lang: str, match: re.Match) -> str:
    letters = unicodedata.normalize("NFKC", match.group(0)).upper()
    n = _any_roman_value(letters)
    if n is None:
        return letters
    if lang == "ko":
        spaced = match.string[match.end() : match.end() + 1].isalpha()
        return spell(str(n), "ko") + (
            " " if spaced and not match.string[: match.start()].endswith("제") else ""
        )
    if lang in _LETTERS_READ:
        return letters
    if lang == "ja" and match.start() and "\u30a1" <= match.string[match.start() - 1] <= "\u30fc":
        return letters  # a title's numeral, "ドラゴンクエストⅢ": ja.titleroman's English
    own = pattern(lang) if lang in LANGUAGES else None
    if own:
        # the letters in a window of the text around them, as the Roman rule would see them
        window = max(0, match.start() - 60)
        start = match.start() - window
        text = (
            match.string[window : match.start()]
            + letters
            + match.string[match.end() : match.end() + 60]
        )
        for found in re.finditer(own, text):
            overlaps = found.start() < start + len(letters) and found.end() > start
            if overlaps and read(lang, found) != found.group(0):
                return letters
    return str(n)


@cache
def unicode_rule(lang: str) -> Rule:
    return rule(
        f"{lang}.unicoderoman",
        f"{lang}: Unicode Roman numerals (Ⅲ, Ⅻ) -> the letters a Roman rule reads, else digits",
        UNICODE_ROMAN,
    )(lambda match: _read_unicode(lang, match))
