"""Which of the model's languages a text is in, per sentence, and how sure we are.

Cheapest first:

1. **Script rules**: a sentence with Hangul is Korean, with kana (or Han without Hangul) is
   Japanese, with Greek is Greek, with Arabic is Arabic, with Devanagari is Hindi. No
   statistics needed: of the model's 31 languages, only one writes each of those scripts.
2. **Letters** only one of the script's languages writes (uk і ї є ґ, ru ы э ё; on short
   Latin sentences pl ł, cs ř, es ñ ¿ …).
3. **Formats**: money only one language pays in ("250 грн"); a decimal comma narrows the
   choice (normalize.formats).
4. **Words**, on short sentences: the language their words are commonest in, weighed with
   lingua's answer (normalize.common_words); then two of one language's
   commonest function words ("le", "est").
5. **lingua** (lingua-language-detector, offline n-gram models) for the rest, on the words
   only, restricted to the languages that write that script: Cyrillic among bg/ru/uk,
   Latin among the 24 Latin-script languages. Restricting it makes it faster and surer
   (no Chinese or Catalan to confuse with).

lingua's models load on first use (lazily: a web process that is never asked to detect
pays nothing), in low-accuracy mode (trigrams only), which keeps the resident size and
the load time small at a small cost on very short texts (docs/BENCHMARKS.md, "Detection").

A sentence too short to tell takes its neighbour's language: "OK." between two Korean
sentences is read in Korean; a text too short to tell is read in the caller's default (the
tenant's, or English), unless it is Cyrillic (then bg, ru or uk) or shows it is not in the
default (a decimal comma in "English", no word of the default's list).
"""

import re
import threading
from dataclasses import dataclass
from functools import lru_cache

from . import common_words, formats

# The model's languages by the script they are written in.
CYRILLIC = ("bg", "ru", "uk")
LATIN = tuple(
    "en cs da de es et fi fr hr hu id it lt lv nl pl pt ro sk sl sv tr vi".split()
)  # fmt: skip
ALL = ("ko", "ja", "el", "ar", "hi", *CYRILLIC, *LATIN)

SCRIPTS = (
    ("ko", re.compile(r"[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]")),  # Hangul
    ("ja", re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f\u4e00-\u9fff]")),  # kana, Han
    ("el", re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]")),
    ("ar", re.compile(r"[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]")),
    ("hi", re.compile(r"[\u0900-\u097f]")),
)
_CYRILLIC = re.compile(r"[\u0400-\u04ff]")
_LETTER = re.compile(r"[^\W\d_]")
# A sentence ends after . ! ? (and their CJK forms) followed by space, or at a line break.
_SENTENCE = re.compile(r"(?<=[.!?。！？])\s+|(?<=[。！？])|\n+")
_ORDINAL_END = re.compile(r"\d\.\s+$")  # "Am 3. Oktober": a number's period ends nothing
_WORDS = re.compile(r"[^\W\d_]+")
_CYRILLIC_WORD = re.compile(r"[\u0400-\u04ff]+")
# "д. 12", "кв. 45", "ul. 5": a lower-case word of up to three letters and its period
# before a number abbreviate a word the number belongs to.
_SHORT_ABBREVIATION = re.compile(r"(?<![^\W\d_])[^\W\d_A-ZА-ЯЁІЇЄҐ][^\W\d_]{0,2}\.\s+$")
# Fewer letters than this and lingua's low-accuracy mode guesses, and guesses wrong with
# high confidence ("Our SaaS costs $5." comes out Estonian): such a sentence takes a
# neighbour's language, or the whole text's, or the default.
MIN_LETTERS = 25
# Below this confidence lingua's answer is no better than the neighbour's.
MIN_CONFIDENCE = 0.5
# A sentence under SURE_LETTERS letters needs lingua this sure: "Guten Morgen!" is de at
# 0.98, while "Our SaaS costs $5." is et at 0.96 and "Hello world." vi at 0.95 (measured,
# tests/test_language_detection.py).
SURE_LETTERS = 2 * MIN_LETTERS
SHORT_CONFIDENCE = 0.97
# A short Cyrillic text that nothing else tells is bg or uk only when lingua is this sure.
CYRILLIC_DEFAULT_CONFIDENCE = 0.8
# A text with no word of the default's list, which lingua gives the default under 5% of,
# is read in lingua's likeliest language from this confidence (below, a guess).
NO_DEFAULT_WORD = 0.3
# A short sentence is the language its words are commonest in when that language has
# this share of their likelihood ("Your code is 4821." is en at 1.00, "Code: 4821." en at
# 0.43: a word of several languages tells nothing).
WORDS_SURE = 0.9

# Letters only one of the model's Latin-script languages writes (a sentence with letters
# of two of them, "Łukasz" in German, gets no hint). Shared letters are left out on
# purpose: đ (hr, vi), ą ę (pl, lt), ū (lt, lv), ş (tr, old ro), ç (fr, pt, tr),
# ä ö ü (de, sv, fi, et, hu, tr), å (sv, da), õ (et, pt, vi).
LATIN_LETTERS = (
    ("vi", re.compile(r"[ơưƠƯ\u1ea0-\u1ef9]")),  # horned vowels and stacked tone marks
    ("pl", re.compile(r"[łśźżńŁŚŹŻŃ]")),
    ("lt", re.compile(r"[ėįųĖĮŲ]")),
    ("lv", re.compile(r"[āēīģķļņĀĒĪĢĶĻŅ]")),
    ("ro", re.compile(r"[șțţȘȚŢ]")),
    ("tr", re.compile(r"[ğıİĞ]")),
    ("cs", re.compile(r"[řůěŘŮĚ]")),
    ("sk", re.compile(r"[ľĺŕĽĹŔ]")),
    ("hu", re.compile(r"[őűŐŰ]")),
    ("de", re.compile(r"ß")),
    ("es", re.compile(r"[ñÑ¿¡]")),
    ("fr", re.compile(r"[œŒ]")),
    ("da", re.compile(r"[øØæÆ]")),
    # õ is Estonian's; Portuguese writes it only before e ("põe", "lições"), Vietnamese
    # with the stacked marks that tell it first.
    ("et", re.compile(r"[õÕ](?![eE])")),
)
# The letters beyond a-z each Latin-script language writes in its own words (CLDR's
# exemplar characters, main set; Babel does not ship them; nl, sv, da and en with the
# accents their own words take: "één", "idé", "café"). A short sentence can only be in a
# language that writes all its letters: "Váš PIN: 7102" is cs or sk, never English.
ALPHABETS = {
    "en": "é",
    "cs": "áčďéěíňóřšťúůýž",
    "sk": "áäčďéíĺľňóôŕšťúýž",
    "sl": "čšž",
    "hr": "čćđšž",
    "pl": "ąćęłńóśźż",
    "lt": "ąčęėįšųūž",
    "lv": "āčēģīķļņšūž",
    "et": "äöõüšž",
    "fi": "åäöšž",
    "hu": "áéíóöőúüű",
    "ro": "ăâîșțşţ",
    "tr": "çğıöşüâîû",
    "de": "äöüß",
    "sv": "åäöé",
    "da": "æøåé",
    "nl": "éèëïöüáóê",
    "fr": "àâæçéèêëîïôœùûüÿ",
    "es": "áéíñóúü",
    "pt": "áàâãçéêíóôõú",
    "it": "àèéìíòóùú",
    "id": "é",
    "vi": "àáâãèéêìíòóôõùúýăđĩũơư" + "".join(map(chr, range(0x1EA0, 0x1EFA))),
}
_EXTRA_LATIN = re.compile(r"[\u00c0-\u024f\u1e00-\u1eff]")


def _lingua_words(sentence: str) -> str:
    """The words lingua and the word lists read; in a sentence with Cyrillic, its Cyrillic
    words only (a Latin e-mail address in "Пишете ни на office@firma.bg" left lingua with
    no answer at all)."""
    if _CYRILLIC.search(sentence):
        return " ".join(_CYRILLIC_WORD.findall(sentence))
    return " ".join(_WORDS.findall(sentence))


def alphabet_languages(sentence: str) -> frozenset[str] | None:
    """The Latin-script languages whose alphabets hold every letter of ``sentence``
    beyond a-z, or None when it has none (or no language writes them all)."""
    # a capitalised word after the first is likely a name ("Meet me at Café Müller")
    words = _WORDS.findall(sentence)
    own = " ".join(w for i, w in enumerate(words) if i == 0 or not w[0].isupper())
    extra = {c for c in _EXTRA_LATIN.findall(own.lower()) if c.isalpha()}
    if not extra:
        return None
    fits = frozenset(lang for lang, letters in ALPHABETS.items() if extra <= set(letters))
    return fits or None


def _latin(sentence: str) -> tuple[str, ...]:
    """The Latin-script languages a short sentence may be in: Vietnamese marks nearly every
    word's tone (Hán-Việt: "Trận đấu", "thắng"), so a line with none of its letters beyond
    a-z is not Vietnamese ("Sparta porazila Slavii 2:1." was vi to lingua)."""
    if _VIETNAMESE_LETTER.search(sentence):
        return LATIN
    return _NOT_VIETNAMESE


_VIETNAMESE_LETTER = re.compile(f"[{ALPHABETS['vi']}]", re.I)
_NOT_VIETNAMESE = tuple(lang for lang in LATIN if lang != "vi")


@lru_cache(maxsize=1)
def _day_abbreviations() -> dict[str, frozenset[str]]:
    """Each language's short day names as written in a range (CLDR's abbreviated and short
    names, with and without their dot, lower case and capitalised): "ma" -> fi, "Mo" -> de."""
    from babel.dates import get_day_names

    langs: dict[str, set[str]] = {}
    for lang in LATIN:
        for width in ("abbreviated", "short"):
            for context in ("format", "stand-alone"):
                for name in get_day_names(width, context, locale=lang).values():
                    bare = name.rstrip(".")
                    for form in {bare, bare.lower(), bare.capitalize()}:
                        langs.setdefault(form, set()).add(lang)
    # ... and the short names the abbreviation rule reads beyond CLDR's, of two letters or
    # more (pl "pn.–pt.", panel P2; one letter, hu "h–p", tells too little)
    from .abbreviation_words import MORE_DAYS

    for lang, days in MORE_DAYS.items():
        if lang in LATIN:
            for name in days:
                if len(name) >= 2:
                    for form in {name, name.capitalize()}:
                        langs.setdefault(form, set()).add(lang)
    return {form: frozenset(codes) for form, codes in langs.items()}


# A span of days ("ma–pe", "Mo-Fr", "lun.–ven.", "Mon–Fri"): both ends a short day name of
# one language (CLDR), where a word list reads "ma", "pe" and "la" as Romanian.
_DAY_RANGE = re.compile(
    r"(?<![^\W\d_])([^\W\d_]{1,4})\.?[ \u00a0]?[–—-][ \u00a0]?([^\W\d_]{1,4})\.?(?![^\W\d_])"
)


def _day_range_languages(sentence: str) -> frozenset[str] | None:
    """The languages whose short day names both ends of a span of days in ``sentence`` are."""
    found = None
    for match in _DAY_RANGE.finditer(sentence):
        days = _day_abbreviations()
        langs = days.get(match.group(1), frozenset()) & days.get(match.group(2), frozenset())
        if langs:
            found = langs if found is None else (found & langs or found)
    return found


def _allowed(sentence: str, short: bool) -> frozenset[str] | None:
    """The languages a sentence's formats (and its spans of days) allow, and on a short one
    its letters: the letters win where the two disagree (a format is shared more widely
    than a letter)."""
    allowed = formats.languages(sentence)
    if days := _day_range_languages(sentence):
        allowed = days if allowed is None else (allowed & days or allowed)
    alphabet = alphabet_languages(sentence) if short else None
    if alphabet is None:
        return allowed
    return alphabet if allowed is None else (allowed & alphabet or alphabet)


# The commonest short words of some Latin-script languages: two of one language's, and
# none of another's, tell a short sentence that lingua's trigrams cannot ("Il est né le 5
# mai à Paris." is fr at 0.31, "El tren sale a las 3." et at 0.21). A word in two lists
# counts for neither. (Frequency lists: Leipzig Corpora Collection, news 2020.)
FUNCTION_WORDS = {
    "en": "the and is are of you with this that was have it's don't",
    "fr": "le les des est et une du je il nous vous pas sur avec dans à au aux qui c'est",
    "es": "el los las y es del con por para está hay muy yo tengo qué",
    "pt": "o os é um uma do da dos das não com em está tenho você",
    "it": "il lo gli è di della che non sono per ho",
    "de": "der die das und ist nicht ein eine mit auf ich sie zu den dem von im",
    "nl": "het een en is van niet ik op met dat zijn",
    "sv": "och är ett det jag inte på med att som för av",
    "da": "og er et det jeg ikke på med at som til af",
    "pl": "w nie jest się na z że do to",
    "cs": "je v na se že to",
    # Estonian has no wordfreq list: its commonest words (Eesti keele sagedussõnastik)
    # (not "ja", "on", "ei", "oli": Finnish's too)
    "et": "see mis ka kui kell kuni teie palun või pärast ning aga seda",
    # Cyrillic: one word decides a text nothing else tells (see _cyrillic_default)
    "ru": "что это очень она меня тебя он его был дела спасибо",
    "uk": "як що це та й дуже вона мене тебе він справи дякую",
    "bg": "какво това много тя мен те той са благодаря",
}
_WORD_LANG: dict[str, str] = {}
for _lang, _words in FUNCTION_WORDS.items():
    for _word in _words.split():
        _WORD_LANG[_word] = "" if _WORD_LANG.get(_word, _lang) != _lang else _lang
_FUNCTION_WORD = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
ET_LETTER = LATIN_LETTERS[-1][1]
_TELLING_ABBREVIATIONS = {"da", "fi", "hr", "lt", "lv", "et"}
# A clock word only one of our languages writes before a time: et "kell 17:42", fi "klo
# 18.30", lv "plkst. 10:30" (hu "kell" is "must", never before a time).
CLOCK_WORD = re.compile(
    r"(?<![^\W\d_])(?:(?P<et>kell)|(?P<fi>klo)|(?P<lv>plkst\.))\s\d{1,2}[:.]\d\d"
)

# Cyrillic: і ї є ґ are Ukrainian only, ы э ё Russian only; ъ is common in Bulgarian and
# rare in Russian (объявление), so it decides only a short sentence.
UK_LETTERS = re.compile(r"[іїєґІЇЄҐ]")
RU_LETTERS = re.compile(r"[ыэёЫЭЁ]")
BG_LETTER = re.compile(r"[ъЪ]")
# Ukrainian writes "-ий" after a hard labial or з where Russian writes "-ый" ("новий",
# "одноразовий", "готовий"; ru "новый"); Russian's "-ий" stems (синий, третий, Юрий,
# Георгий) end in н т р г к х ж ч ш щ л д с.
UK_ENDING = re.compile(r"[бвмпфз]ий(?![^\W\d_])")
BG_VOWEL = re.compile(r"[ъЪ](?![еёюяЕЁЮЯ])")
# Bulgarian writes an ordinal's first and second with "-ви", "-ри" (and "-ва", "-ра", "-во",
# "-ро", articled "-вия", "-рият"): "2-ри коловоз", "1-ви март" (БАН, "Правопис на
# числителните"); Russian and Ukrainian write "2-й", "2-го", "2-а" (panel P2).
BG_ORDINAL = re.compile(r"\d-(?:[вр][иао]|[вр]ия|[вр]ият|[вр]ата|[вр]ото)(?![^\W\d_])")


@dataclass(frozen=True)
class Span:
    """A run of ``text`` in one language; ``confidence`` from 0 to 1 (1: a script rule);
    ``how`` is "script", "letters", "abbreviations", "formats", "words", "lingua",
    "neighbour" or "default"."""

    text: str
    lang: str
    confidence: float
    how: str


_detectors: dict[tuple[str, ...], object] = {}
_lock = threading.Lock()


def _detector(langs: tuple[str, ...]):
    """lingua's detector for ``langs``, built once per process (lazily: it loads models)."""
    with _lock:
        if langs not in _detectors:
            from lingua import IsoCode639_1, Language, LanguageDetectorBuilder

            chosen = [Language.from_iso_code_639_1(getattr(IsoCode639_1, c.upper())) for c in langs]
            _detectors[langs] = (
                LanguageDetectorBuilder.from_languages(*chosen).with_low_accuracy_mode().build()
            )
        return _detectors[langs]


def _confidences(words: str, langs: tuple[str, ...]) -> dict[str, float]:
    """lingua's confidence for each of ``langs`` (a script's languages) on ``words``."""
    values = _detector(langs).compute_language_confidence_values(words)
    # Most of the 23 Latin languages come back as 0.000: left out (a missing code reads as 0).
    return {_code(v.language): rounded for v in values if (rounded := round(v.value, 3))}


@lru_cache(maxsize=64)
def _code(language) -> str:
    return language.iso_code_639_1.name.lower()


def _only(values: dict[str, float], langs: tuple[str, ...]) -> dict[str, float]:
    """``values`` of ``langs`` only, scaled to add up to 1 again (one detector per script:
    a second one for a subset would load its models twice)."""
    rest = {code: value for code, value in values.items() if code in langs}
    if len(rest) == len(values):
        return values
    total = sum(rest.values())
    return {code: round(value / total, 3) for code, value in rest.items()} if total else rest


def _function_words(sentence: str, needed: int = 2) -> str | None:
    """The language ``needed`` or more of whose commonest words, and no other's, are in
    ``sentence``; else None."""
    hits: dict[str, set[str]] = {}
    for word in _FUNCTION_WORD.findall(sentence.lower().replace("’", "'")):
        if lang := _WORD_LANG.get(word):
            hits.setdefault(lang, set()).add(word)
    if len(hits) != 1:
        return None
    lang, words = hits.popitem()
    return lang if len(words) >= needed else None


def _letter_hint(sentence: str, cyrillic: bool, short: bool) -> str | None:
    """The language a letter only it writes points to, or None."""
    if cyrillic:
        uk, ru = UK_LETTERS.search(sentence), RU_LETTERS.search(sentence)
        if (uk or UK_ENDING.search(sentence)) and not ru:
            return "uk"
        if ru and not uk:
            return "ru"
        if not uk and BG_ORDINAL.search(sentence):
            return "bg"
        if not uk and BG_LETTER.search(sentence):
            # Russian writes ъ only before е ё ю я ("съезд", "объявление"); Bulgarian
            # mostly as a vowel before a consonant ("път", "България")
            if not BG_VOWEL.search(sentence):
                return "ru"
            return "bg" if short else None
        return None
    if not short:
        # on a long sentence lingua is surer than one borrowed name's letter, but not of
        # Estonian against Finnish and Hungarian: õ in a word ("tõusis", "vastuvõtt") is
        # written by no other language of ours
        others = any(letters.search(sentence) for _, letters in LATIN_LETTERS[:-1])
        return "et" if ET_LETTER.search(sentence) and not others else None
        return None
    hinted = {lang for lang, letters in LATIN_LETTERS if letters.search(sentence)}
    if len(hinted) == 1:
        return hinted.pop()
    # no letter tells: a phone line's abbreviation may ("Tlf.:", "Puh.", "mob.:")
    return None if hinted else _telling_abbreviation(sentence)


@lru_cache(maxsize=1)
def _abbreviation_langs() -> dict[str, frozenset[str]]:
    """Each abbreviation the normalizer's tables list ("пр-т", "ауд.", "Проф."), and each
    day's name, with the languages that write it: a short line's abbreviations say its
    language where its few words cannot ("Через 500 м поверните налево на пр-т Мира." is
    bg to lingua)."""
    from babel.dates import get_day_names

    from .abbreviation_words import WORDS

    langs: dict[str, set[str]] = {}
    for lang, forms in WORDS.items():
        for form in forms:
            if len(form) >= 3 and (form.endswith(".") or "-" in form) and form[0].isalpha():
                langs.setdefault(form, set()).add(lang)
    # The days' names too (CLDR): "четвер" is only Ukrainian, "sábado" both es and pt.
    for lang in (*CYRILLIC, *LATIN):
        for context in ("format", "stand-alone"):
            for name in get_day_names("wide", context, locale=lang).values():
                for form in (name, name.capitalize()):
                    langs.setdefault(form, set()).add(lang)
    return {form: frozenset(codes) for form, codes in langs.items()}


_ABBREVIATION_TOKEN = re.compile(r"(?<![\w.])[^\W\d_][\w-]*\.?")


def _abbreviation_hint(sentence: str, langs: tuple[str, ...]) -> str | None:
    """The one language of ``langs`` whose tables list the sentence's abbreviations."""
    told: set[str] = set()
    for token in _ABBREVIATION_TOKEN.findall(sentence):
        codes = _abbreviation_langs().get(token)
        if codes and len(mine := codes & set(langs)) == 1:
            told |= mine
    return told.pop() if len(told) == 1 else None


# Portuguese writes neither Spanish's "ll" nor its "ue" after a consonant ("llámenos",
# "puerta", "nuevo"; pt "chame", "porta", "novo"; "continue", "fluente" are not so), and
# nearly every Portuguese sentence has ã õ ç â ê ô à, "lh" or "nh": a sentence lingua
# calls pt with the first and none of the second is Spanish.
_SPANISH_SPELLING = re.compile(r"ll|(?<=[bcfhjmnpstvz])u[eé](?=[vrndsbgc])|ción\b|ciones\b", re.I)
_PORTUGUESE_SPELLING = re.compile(r"[ãõçâêôàÃÕÇÂÊÔÀ]|lh|nh", re.I)


def _telling_abbreviation(sentence: str) -> str | None:
    """ "Tlf.: 33 12 34 56", "Puh. 09 123 4567", "mob.:": a short line's abbreviation that
    only one language's table lists, of the few languages whose tables are full enough (a
    language without tables may write it too)."""
    told = _abbreviation_hint(sentence, LATIN)
    return told if told in _TELLING_ABBREVIATIONS else None


def _clock_or_estonian(sentence: str, langs: tuple[str, ...]) -> str | None:
    """A clock word before a time ("kell 17:42"), or two of Estonian's commonest words:
    Estonian has no wordfreq list for the words step."""
    clock = CLOCK_WORD.search(sentence)
    if clock and clock.lastgroup in langs:
        return clock.lastgroup
    return "et" if "et" in langs and _function_words(sentence) == "et" else None


# Finnish and Estonian share most letters and trigrams, not their endings (Iso suomen
# kielioppi; Eesti keele grammatika): fi cases -ssa -sta -lla -lta -lle, the participle
# -ttu, the possessive -si, the illative -een -iin -ään; et the participles -tud -nud, the
# verb's -b after a vowel, the comitative -ga, the translative -ks.
FINNISH_ENDING = re.compile(
    r"(?i)(?<=[^\W\d_]{2})(?:ss[aä]|st[aä]|ll[aä]|lt[aä]|lle|tt[uy]|ns[aä]|isi|ksi|een|iin|ään)"
    r"(?![^\W\d_])"
)
ESTONIAN_ENDING = re.compile(r"(?i)(?<=[^\W\d_]{2})(?:tud|nud|[aeiu]b|ga|ks)(?![^\W\d_])")


def _finnish_or_estonian(sentence: str, values: dict[str, float]) -> str | None:
    """A short line lingua gives mostly to Finnish and Estonian (0.6 of the odds), told by
    its endings when only one of the two languages' endings is in it ("Akku ladattu 80
    %.", "Rong hilineb 20 minutit.")."""
    if values.get("fi", 0.0) + values.get("et", 0.0) < 0.6:
        return None
    # a capitalised word after the first is likely a name ("Paulista", "Helsinki")
    words = _WORDS.findall(sentence)
    own = " ".join(w for i, w in enumerate(words) if i == 0 or not w[0].isupper())
    fi, et = FINNISH_ENDING.search(own), ESTONIAN_ENDING.search(own)
    return "fi" if fi and not et else "et" if et and not fi else None


def _finnic(
    sentence: str, langs: tuple[str, ...], values: dict[str, float], short: bool
) -> tuple[str, float, str] | None:
    """Estonian by a clock word or its commonest words (it has no word list); on a short
    line, Finnish or Estonian by their endings."""
    if told := _clock_or_estonian(sentence, langs):
        return told, values.get(told, 0.0), "words"
    if short and {"et", "fi"} <= set(langs):
        if told := _finnish_or_estonian(sentence, _only(values, langs)):
            return told, values.get(told, 0.0), "letters"
    return None


def sentence_language(sentence: str, asked: dict | None = None) -> tuple[str, float, str] | None:
    """(lang, confidence, how) for one sentence, or None when it is too short to tell."""
    guess = _sentence_language(sentence, asked)
    if (
        guess is not None
        and guess[0] == "pt"
        and guess[2] in ("words", "lingua")
        and _SPANISH_SPELLING.search(sentence)
        and not _PORTUGUESE_SPELLING.search(sentence)
    ):
        return "es", guess[1], "letters"
    return guess


def _sentence_language(sentence: str, asked: dict | None = None) -> tuple[str, float, str] | None:
    """(lang, confidence, how) for one sentence, or None when it is too short to tell.
    lingua reads the words only: digits and punctuation are n-grams of no language.
    ``asked``: where lingua's answer is left for :func:`_measured` (not asked twice)."""
    for lang, script in SCRIPTS:
        if script.search(sentence):
            return lang, 1.0, "script"
    words = _lingua_words(sentence)
    letters = len(words.replace(" ", ""))
    cyrillic = bool(_CYRILLIC.search(words))
    short = letters < MIN_LETTERS
    hint = _letter_hint(sentence, cyrillic, short)
    if not words:
        return None
    if hint is not None:
        return hint, 1.0, "letters"
    langs = CYRILLIC if cyrillic else LATIN if not short else _latin(sentence)
    allowed = _allowed(sentence, not cyrillic and letters < SURE_LETTERS)
    if allowed is not None:
        narrowed = tuple(lang for lang in langs if lang in allowed)
        if told := _told_by_formats(narrowed, allowed, words):
            return told
        langs = narrowed or langs
    # Only in Cyrillic, where every language the tables lack (bg) is told by letters
    # too: in Latin script, languages without tables (sv, da, tr...) lost to one that
    # lists the same abbreviation (sv "kl. 17.42" was pl). After the formats: a calling
    # code ("Тел.: +7 916 …") is surer than an abbreviation two languages may write.
    if cyrillic and letters < SURE_LETTERS and (told := _abbreviation_hint(sentence, langs)):
        return told, 1.0, "abbreviations"
    values = _confidences(words, CYRILLIC if cyrillic else LATIN)
    if asked is not None:
        asked[words] = values
    if not cyrillic and (told := _finnic(sentence, langs, values, letters < SURE_LETTERS)):
        return told
    if letters < SURE_LETTERS and (told := _common_words(words, langs, values)) is not None:
        return told
    if cyrillic and not UK_LETTERS.search(words):
        langs = tuple(lang for lang in langs if lang != "uk")  # too rare to guess without і ї є ґ
    values = _only(values, langs)
    if not values:
        return None
    return _decided(sentence, words, langs, values, letters < SURE_LETTERS, cyrillic)


def _decided(
    sentence: str,
    words: str,
    langs: tuple[str, ...],
    values: dict[str, float],
    few: bool,
    cyrillic: bool,
) -> tuple[str, float, str] | None:
    """The sentence's language once lingua has answered: a short Latin line by its phone
    and words, or its function words; else lingua's likeliest, if sure enough."""
    short_latin = not cyrillic and few
    if short_latin and (told := _phone_and_words(sentence, words, langs)):
        return told
    code = max(values, key=values.get)
    if short_latin and (told := _function_words(sentence)):
        return told, values.get(told, 0.0), "words"
    needed = SHORT_CONFIDENCE if few else MIN_CONFIDENCE
    if values[code] < needed:
        return _one_letter(sentence, langs, values, short_latin)
    return code, values[code], "lingua"


def _one_letter(
    sentence: str, langs: tuple[str, ...], values: dict[str, float], few_latin: bool
) -> tuple[str, float, str] | None:
    """lingua cannot tell a Latin line of a few words (``few_latin``): a letter only one
    language writes still may, as on shorter lines ("Temperaturi de 28°C la București.":
    ș; panel Q4)."""
    if not few_latin:
        return None
    hinted = {lang for lang, found in LATIN_LETTERS if found.search(sentence)}
    if len(hinted) == 1 and (lang := hinted.pop()) in langs:
        return lang, values.get(lang, 0.0), "letters"
    return None


def _told_by_formats(
    narrowed: tuple[str, ...], allowed: frozenset[str], words: str
) -> tuple[str, float, str] | None:
    if len(narrowed) == 1:  # "250 грн", "1.250 Kč", "Spotreba 6,1 l/100 km." (ô, ä)
        return narrowed[0], 1.0, "formats"
    if not narrowed and allowed == {"vi"} and not _other_words(words):
        # "-500.000 VND luc 14:32": an SMS typed without its tone marks (no letter of
        # Vietnamese's own) still pays in dong, when no other language's common words say
        # otherwise ("Paid 500 VND today." stays en) (panel P5, detected as en)
        return "vi", 1.0, "formats"
    return None


def _other_words(words: str) -> bool:
    """Whether a short line's lower-case words are another language's common words."""
    lower = " ".join(w for w in words.split() if not w.isupper())
    if not lower:
        return False
    shares, known = common_words.scores(lower, _NOT_VIETNAMESE)
    return known >= 1 and bool(shares)


def _measured(sentence: str, lang: str, fallback: float, asked: dict) -> float:
    """lingua's confidence that ``sentence`` is in ``lang`` (a neighbour's language): a
    sentence of that script's letters says how well it fits; others (digits, a Latin word
    in Korean, "Да." too short for trigrams) say nothing against it and keep ``fallback``."""
    words = _lingua_words(sentence)
    langs = CYRILLIC if _CYRILLIC.search(words) else LATIN
    if not words or lang not in langs:
        values = {}
    elif (values := asked.get(words)) is None:
        values = _confidences(words, langs)
    return values.get(lang, 0.0) if any(values.values()) else fallback


def _cyrillic_default(text: str) -> tuple[str, float, str] | None:
    """A short Cyrillic text is never read in a Latin default: lingua's best among
    bg/ru/uk when it is fairly sure, else Russian (the most written of the three; lingua
    calls "Звоните" bg at 0.75, while "Добро утро" is bg at 0.87)."""
    words = _lingua_words(text)
    if not _CYRILLIC.search(words):
        return None
    values = _confidences(words, CYRILLIC)
    if (told := _function_words(text, needed=1)) in CYRILLIC:
        return told, values.get(told, 0.0), "words"
    if (dialled := _trunk_languages(text)) and (values := _only(values, dialled)):
        # "Телефонуйте за номером 0 800 123 456.": not Russian; lingua's likelier of the two
        best = max(values, key=values.get)
        return best, values[best], "formats"
    best = max(values, key=values.get) if values else "ru"
    if values.get(best, 0.0) < CYRILLIC_DEFAULT_CONFIDENCE:
        best = "ru"
    return best, values.get(best, 0.0), "default"


# A national phone number of nine digits or more in groups, which starts with its country's
# trunk prefix: "0 800 123 456", "044 123 45 67", "0888 123 456", "8 800 123-45-67".
_TRUNK_NUMBER = re.compile(
    r"(?<![\d+\-.,/])[08][ (\-]?\d{2,4}\)?(?:[ \-]\d{2,4}){1,3}(?![\d,.]\d|\d)"
)


def _trunk_languages(text: str) -> tuple[str, ...]:
    """The Cyrillic languages whose countries dial a national number with the prefix the
    text's phone numbers start with (libphonenumber: Russia 8, Ukraine and Bulgaria 0)."""
    from phonenumbers import PhoneMetadata

    langs: tuple[str, ...] = ()
    for match in _TRUNK_NUMBER.finditer(text):
        if sum(c.isdigit() for c in match.group()) < 9:
            continue
        dialled = tuple(
            lang
            for lang, region in (("bg", "BG"), ("ru", "RU"), ("uk", "UA"))
            if PhoneMetadata.metadata_for_region(region).national_prefix == match.group()[0]
        )
        langs = dialled if not langs else tuple(lang for lang in langs if lang in dialled)
    return langs


def _common_words(
    words: str, langs: tuple[str, ...], lingua: dict[str, float], sure: float = WORDS_SURE
) -> tuple[str, float, str] | None:
    """The language a short sentence's words are commonest in, weighed with lingua's
    trigrams (each says what the other cannot: "Your code is 4821." is de to lingua and
    en by its words; "Temperatura spadnie do" is hr by its listed words, pl to lingua),
    when together they are ``sure``; or the words' likeliest language when it is the one
    language that lists one of them ("Merci", not "Да": ru and bg both write it)."""
    shares, known = common_words.scores(words, langs)
    if not shares:
        return None
    # an unlisted language only when lingua is as sure as a short sentence needs
    sure_unlisted = {lang: v for lang, v in lingua.items() if v >= SHORT_CONFIDENCE}
    shares = _with_unlisted(shares, langs, sure_unlisted)
    both = {lang: share * max(lingua.get(lang, 0.0), 0.001) for lang, share in shares.items()}
    total = sum(both.values())
    best = max(both, key=both.get)
    if both[best] >= sure * total and known >= 2:
        return best, round(both[best] / total, 3), "words"
    if both[best] < total / 4:
        return None
    only = {common_words.only_in(word, langs) for word in words.split()} - {None}
    if only == {best}:
        return best, round(both[best] / total, 3), "words"  # "Merci.", "Thanks, Jan!"
    return None


def _against_default(text: str, default: str) -> tuple[str, float, str] | None:
    """A text nothing else tells is the default's, unless it shows it is not: its numbers
    or money are written as the default never writes them ("Saldo: 1.250,40 €" is not
    English), or none of its words is on the default's list while its words or trigrams
    point, at least even odds, to one language ("Sendungsnummer: 0034...", "RDV ven. 5
    déc."). Then the likeliest language that fits."""
    words = _lingua_words(text)
    allowed = _allowed(text, True)
    if not words or default not in LATIN:
        return None
    latin = _latin(text)
    if allowed is not None and default not in allowed:
        langs, sure = tuple(lang for lang in latin if lang in allowed), 0.0
        # a line nothing else tells, with a date written "01.04.": of the languages its
        # money allows, those that write a date so (panel P1: "Kontostand am 01.04.:
        # -125,40 €" was Portuguese)
        if dotted := formats.dotted_date_languages(text):
            langs = tuple(lang for lang in langs if lang in dotted) or langs
    elif not common_words.lists_any(words, default, most=True):
        langs, sure = latin, MIN_CONFIDENCE
    elif common_words.listed_share(words, default, most=True) < 0.5:
        # "In 300 m rechts abbiegen": most words are not the default's
        return _mostly_another(words, default)
    else:
        return None
    lingua = _only(_confidences(words, LATIN), langs)
    if sure and (told := _phone_country(text, langs, lingua)):
        return told  # "Tel.: 01 4567 890" hr, "Helistage tel 5123 4567." et
    if told := _common_words(words, langs, lingua, sure):
        return told[0], told[1], "formats" if sure == 0.0 else "words"
    if sure == 0.0 and (told := _listed_likeliest(words, langs, lingua)):
        return told  # "Llámenos al 912 345 678.": the phone says es pt pl cs sk, "al" es
    if lingua and lingua[best := max(lingua, key=lingua.get)] >= sure:
        return best, lingua[best], "formats" if sure == 0.0 else "lingua"
    if lingua and lingua[best] >= NO_DEFAULT_WORD and lingua.get(default, 0.0) < 0.05:
        # no word of the default's and lingua all but rules it out: its likeliest
        # neighbour reads numbers nearer than the default would ("Nazovite 0800 1234.")
        return best, lingua[best], "lingua"
    return None


def _phone_and_words(
    sentence: str, words: str, langs: tuple[str, ...]
) -> tuple[str, float, str] | None:
    """A short line whose phone number one country alone writes so (libphonenumber's
    national format) and whose words only that country's language lists (some of them,
    "hubungi"; none only another's): that language, over lingua's trigrams of a few words
    (panel Q5: "Hubungi 0812-3456-7890 via WhatsApp." was de at 0.97)."""
    if not any(c.isdigit() for c in sentence):
        return None
    phone = formats.phone_languages(sentence) & set(langs)
    if len(phone) != 1:
        return None
    lang = next(iter(phone))
    only = {common_words.only_in(word, langs) for word in words.lower().split()} - {None}
    return (lang, 1.0, "formats") if only == {lang} else None


def _phone_country(
    text: str, langs: tuple[str, ...], lingua: dict[str, float]
) -> tuple[str, float, str] | None:
    """A line nothing else tells whose phone number is written as one country alone writes
    it (libphonenumber's national format): that country's language, unless lingua all but
    rules it out."""
    phone = formats.phone_languages(text) & set(langs)
    if len(phone) != 1:
        return None
    lang = next(iter(phone))
    return (lang, lingua.get(lang, 0.0), "formats") if lingua.get(lang, 0.0) >= 0.05 else None


def _with_unlisted(
    shares: dict[str, float], langs: tuple[str, ...], lingua: dict[str, float]
) -> dict[str, float]:
    """A language without a word list (et) gets the listed ones' mean share: no list is no
    evidence against it ("Pakk kaalub 3,6 kg." is et by lingua, not nl by one word)."""
    unlisted = [lang for lang in langs if lang not in shares and lang in lingua]
    if shares and unlisted:
        mean = sum(shares.values()) / len(shares)
        shares = {**shares, **dict.fromkeys(unlisted, mean)}
    return shares


def _listed_likeliest(
    words: str, langs: tuple[str, ...], lingua: dict[str, float]
) -> tuple[str, float, str] | None:
    """Among the languages a text's formats allow, the one its listed words and lingua
    together give most of the odds, even from one listed word."""
    shares, _ = common_words.scores(words, langs)
    shares = _with_unlisted(shares, langs, lingua)
    both = {lang: share * max(lingua.get(lang, 0.0), 0.001) for lang, share in shares.items()}
    total = sum(both.values())
    if not total:
        return None
    best = max(both, key=both.get)
    return (best, round(both[best] / total, 3), "formats") if both[best] >= total / 2 else None


def _mostly_another(words: str, default: str) -> tuple[str, float, str] | None:
    """Of a text most of whose words the default's list lacks, the language its words and
    lingua give even odds, when one of those words is on that language's list ("rechts" in
    "In 300 m rechts abbiegen"); names and brands ("SaaS in Thai") are on none."""
    told = _common_words(words, LATIN, _only(_confidences(words, LATIN), LATIN), MIN_CONFIDENCE)
    if told is None or told[0] == default:
        return None
    others = [w for w in words.split() if len(w) > 1 and not common_words.lists_any(w, default)]
    return told if any(common_words.lists_any(w, told[0]) for w in others) else None


_WORD_BEFORE = re.compile(r"(?<![^\W\d_])[^\W\d_]{1,5}\.\Z")


def _listed_abbreviation_before(text: str, start: int, end: int) -> bool:
    """ "Gab. 12", "Tel. 030…": a capitalised abbreviation of the normalizer's tables (any
    language's, lower-cased) before a number ends no sentence."""
    word = _WORD_BEFORE.search(text, max(start, end - 7), end)
    return bool(word) and word.group().lower() in _lower_abbreviations()


def _title_before(text: str, start: int, end: int) -> bool:
    """ "Dr. Patel", "la Dra. García", "Sig.ra Rossi": a title of the normalizer's tables
    (of two letters or more: "D." may end "Vitamin D.") before a name ends no sentence."""
    word = _WORD_BEFORE.search(text, max(start, end - 7), end)
    return bool(word) and word.group() in _titles()


@lru_cache(maxsize=1)
def _titles() -> frozenset[str]:
    from .abbreviation_words import TITLES

    # English's, read by english.py's own rule rather than the tables
    return frozenset({t for t in TITLES if t.endswith(".") and len(t) > 2} | {"Mr.", "Mrs.", "Ms."})


@lru_cache(maxsize=1)
def _lower_abbreviations() -> frozenset[str]:
    from .abbreviation_words import WORDS

    return frozenset(f.lower() for forms in WORDS.values() for f in forms if f.endswith("."))


def sentences(text: str) -> list[str]:
    """The sentences of ``text``, each keeping its trailing space (so they join back)."""
    out, start = [], 0
    for match in _SENTENCE.finditer(text):
        after = text[match.end() : match.end() + 1]
        # the period's few characters before it, not the whole sentence so far: a text
        # that never ends a sentence ("10:30 a. m. 10:30 a. m. …") stays linear
        tail = max(start, match.start() - 6)
        if "\n" not in match.group() and (
            after.islower()
            or _ORDINAL_END.search(text, tail, match.end())
            or (after.isdigit() and _SHORT_ABBREVIATION.search(text, tail, match.end()))
            or (after.isdigit() and _listed_abbreviation_before(text, start, match.start()))
            or (after.isupper() and _title_before(text, start, match.start()))
        ):
            continue  # "Am 3. Oktober", "z. B. das", "д. 12": not the end of a sentence
        if match.end() > start:
            out.append(text[start : match.end()])
            start = match.end()
    if start < len(text):
        out.append(text[start:])
    return out


def _unsure(guess: tuple[str, float, str] | None) -> bool:
    """A sentence told by its few words only, not by a letter, a format or its script."""
    return guess is not None and guess[2] in ("words", "lingua") and guess[1] < 1.0


def _with_whole_text(
    text: str, found: list[tuple[str, tuple | None]]
) -> list[tuple[str, tuple | None]]:
    """Short sentences told only by their words take the whole text's language when the
    whole text is told surely, by letters or formats, in the same script ("Адреса: вул.
    Хрещатик, 22, кв. 8, Київ." is cut at "вул." and "кв."; its ї says Ukrainian)."""
    whole = sentence_language(text)
    if whole is None or whole[2] not in ("letters", "formats", "abbreviations"):
        return found
    script = CYRILLIC if whole[0] in CYRILLIC else LATIN
    out = []
    for sentence, guess in found:
        letters = len(_LETTER.findall(sentence))
        if _unsure(guess) and letters < MIN_LETTERS and guess[0] in script:
            guess = (whole[0], guess[1], "neighbour")
        out.append((sentence, guess))
    return out


def detect(text: str, default: str = "en") -> list[Span]:
    """``text`` as runs of one language each (adjacent sentences of one language joined).
    A sentence too short to tell takes the previous sentence's language (the next one's
    at the start); a text where no sentence can be told is ``default``."""
    asked: dict[str, dict[str, float]] = {}  # lingua's answers, by sentence words
    found = [(s, sentence_language(s, asked)) for s in sentences(text)]
    known = [guess for _, guess in found if guess is not None]
    if not known and len(found) > 1:
        whole = sentence_language(text)  # short sentences, but enough of them to tell
        if whole is not None:
            return [Span(text, whole[0], whole[1], whole[2])]
    if not known:
        if default not in CYRILLIC and (guess := _cyrillic_default(text)) is not None:
            return [Span(text, *guess)]
        if (guess := _against_default(text, default)) is not None:
            return [Span(text, *guess)]
        return [Span(text, default, 0.0, "default")] if text else []
    if len(found) > 1 and any(_unsure(guess) for _, guess in found):
        found = _with_whole_text(text, found)
    spans: list[Span] = []
    previous = known[0]
    for sentence, guess in found:
        if guess is None:
            lang, how = previous[0], "neighbour"
            confidence = _measured(sentence, lang, previous[1], asked)
        else:
            lang, confidence, how = previous = guess
        if spans and spans[-1].lang == lang:
            last = spans[-1]
            spans[-1] = Span(last.text + sentence, lang, min(last.confidence, confidence), last.how)
        else:
            spans.append(Span(sentence, lang, confidence, how))
    return spans
