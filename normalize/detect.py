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

from . import common_words, formats, label_words, pressure
from .folding import fold, folded

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
# How sure lingua must be of a line's likeliest language when its default-listed words are
# that language's words too ("Etajul 4, camera 412."): two or three words rarely give more.
SHARED_SURE = 0.4
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
# A phone number several countries write so (not the default's), on a line of no default
# word: lingua's likeliest of their languages when it has this share of their odds (and a
# third of its likeliest language's at least: "Soita 040 123 4567." stays fi).
PHONE_AMONG = 0.7
# A line's word on no list counts for the language lingua's trigrams give this much.
TRIGRAMS_SURE = 0.7

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
# any of those letters but Estonian's (one look instead of twelve)
_OTHERS_LETTER = re.compile("|".join(letters.pattern for _, letters in LATIN_LETTERS[:-1]))
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
    "de": "äöüßà",
    # sv da de nl "2 stk. à 25 kr", "á 500 mg": the price or measure per piece (Retskrivnings-
    # ordbogen, SAOL, Duden, Van Dale "à"), sv da typed with either accent (panel S4: da
    # read as vi)
    "sv": "åäöéàá",
    "da": "æøåéàá",
    "nl": "éèëïöüáóêà",
    "fr": "àâæçéèêëîïôœùûüÿ",
    "es": "áéíñóúü",
    "pt": "áàâãçéêíóôõú",
    "it": "àèéìíòóùú",
    "id": "é",
    "vi": "àáâãèéêìíòóôõùúýăđĩũơư" + "".join(map(chr, range(0x1EA0, 0x1EFA))),
}
_EXTRA_LATIN = re.compile(r"[\u00c0-\u024f\u1e00-\u1eff]")


# A unit per another after a number is no word of any language ("124 g/km", "12,5 km/l"):
# lingua read their letters as words and a short line of them went to another language
# (panel V1: es as fr, pt as pl). A single unit ("200 m", "1,5 l") and "l/100 km" stay:
# short lines of few words were told by them (hr "Potrošnja 5,9 l/100 km.", nl "Over
# 200 m linksaf.").
_UNIT_AFTER_NUMBER = re.compile(
    r"(?<=\d)\s?(?:km|kg|mg|g|l|ml)/(?:km|kg|l|h|m²|m)(?![^\W\d_])"
    # "15 min.": the minutes' short form, which sv da read as "min" (my) (panel AA1: nl
    # "Vertraging: ca. 15 min." was sv)
    r"|(?<=\d)\s?min(?![^\W\d_])"
    # a metric unit of mass or volume after a number, written alike in every Latin language
    # (SI): a word list holding "kg" told a line by it (panel AG3: fi "Paketin paino 2,5
    # kg." was lt)
    r"|(?<=\d)\s?(?:kg|mg|ml|cl|dl)(?![^\W\d_])"
)

# "à" before a price or a dose, which sv da nl de write as French does ("2 x koffie à
# € 2,80", "1 tablett à 500 mg": SAOL, Van Dale, Duden "à"): on a line of two other words
# or more it is no French tell (panel AG4: sv "Ta 1 tablett à 500 mg 3 ggr/dag." was fr);
# a line of fewer keeps it ("Prix à 5 €"), and so does a line with a letter beyond those
# languages' ("RDV ven. 5 déc. à 9h.").
_EACH_A = re.compile(r"(?<![^\W\d_])à(?=\s?(?:€|kr\.?|EUR|SEK|DKK)?\s?\d)")
_LONG_WORD = re.compile(r"[^\W\d_]{3,}")
# A case ending glued with a hyphen to a degree's or a percentage's sign, as Hungarian
# writes it ("180 °C-on", "10%-kal", "25 °C-ot"; AkH. 12. kiadás, 279): an ending, no word
# of its own ("on" is French's and English's; panel AH3: "Süsse 180 °C-on kb. 40 percig."
# was fr). Its sign's letter goes with it.
# A ruler's or a pope's Roman numeral after the name ("Gustav II Adolf", "Karl XII",
# "Ludwig XIV", "Jan Paweł II"): a number, no word ("ii" is on many languages' word lists;
# panel AH4: sv "Gustav II Adolf dog vid Lützen 1632." was sl); also with German's and
# Czech's ordinal dot, or a comma, after it ("Ludwig XIV. starb 1715.", "Karel IV.", "Calle
# Alfonso XII, 4": panel AO1, pl and it by the numeral's trigrams).
_REGNAL = re.compile(r"((?<![^\W\d_])[A-Z][^\W\d_]{1,20}\s)[IVX]{2,5}(?=[.,]?\s|[.,]?$)")
_SIGN_SUFFIX = re.compile(r"(?:°[CF]|[%‰°])-[^\W\d_]{1,5}(?![^\W\d_])")
_NOT_GERMANIC = re.compile(r"[^\W\d_a-zA-ZäöüåæøßÄÖÜÅÆØ]")


# An e-mail address: its parts are names, no language's words (panel Z5: "Email:
# cs@tokopedia.com" was pt by "com", "hotro@vnpt.vn" fr by trigrams of "hotro vnpt").
# Its domain still tells, as a format (``formats.languages``). A web address's parts too
# (panel AA1: "Info su www.trenitalia.com." was pt by "com").
_EMAIL = re.compile(r"(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}")
_WEB = re.compile(r"(?<![\w.@/-])(?:https?://)?www\.[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}")


def _lingua_words(sentence: str) -> str:
    """The words lingua and the word lists read; in a sentence with Cyrillic, its Cyrillic
    words only (a Latin e-mail address in "Пишете ни на office@firma.bg" left lingua with
    no answer at all); not the units per another after a number, nor e-mail addresses."""
    if _CYRILLIC.search(sentence):
        return " ".join(_CYRILLIC_WORD.findall(sentence))
    if "@" in sentence:
        sentence = _EMAIL.sub(" ", sentence)
    if "www." in sentence:
        sentence = _WEB.sub(" ", sentence)
    if "à" in sentence and _EACH_A.search(sentence):
        rest = _EACH_A.sub(" ", sentence)
        if len(_LONG_WORD.findall(rest)) > 1 and not _NOT_GERMANIC.search(rest):
            sentence = rest
    if "-" in sentence:
        sentence = _SIGN_SUFFIX.sub(" ", sentence)
    if "I" in sentence or "V" in sentence or "X" in sentence:
        sentence = _REGNAL.sub(r"\1", sentence)
    return " ".join(_WORDS.findall(_UNIT_AFTER_NUMBER.sub(" ", sentence)))


def alphabet_languages(sentence: str) -> frozenset[str] | None:
    """The Latin-script languages whose alphabets hold every letter of ``sentence``
    beyond a-z, or None when it has none (or no language writes them all)."""
    if sentence.isascii():
        return None  # no letter beyond a-z (and none in lower case)
    # a capitalised word after the first is likely a name ("Meet me at Café Müller")
    words = _WORDS.findall(sentence)
    own = " ".join(w for i, w in enumerate(words) if i == 0 or not w[0].isupper())
    extra = {c for c in _EXTRA_LATIN.findall(own.lower()) if c.isalpha()}
    if not extra:
        return None
    fits = _writing_all(frozenset(extra))
    if "ä" in extra and _NOT_SLOVAK_A.search(own):
        fits -= {"sk"}
    if "nl" in fits and _NOT_DUTCH_TREMA.search(own):
        fits -= {"nl"}
    if "fr" in fits and _NOT_FRENCH_I.search(own):
        fits -= {"fr"}
    return fits or None


_ALPHABET_SETS = {lang: frozenset(letters) for lang, letters in ALPHABETS.items()}


@lru_cache(maxsize=4096)
def _writing_all(extra: frozenset[str]) -> frozenset[str]:
    """The languages whose alphabets hold every one of the letters ``extra``."""
    return frozenset(lang for lang, letters in _ALPHABET_SETS.items() if extra <= letters)


# Slovak writes ä only after a labial, b p m v ("mäso", "päť", "väčší": Pravidlá slovenského
# pravopisu); Estonian, Finnish and German after any letter (panel AA3: et "Tšekk nr 0092,
# summa 15,20 €, käibemaks 22%." was sk, "kä").
_NOT_SLOVAK_A = re.compile(r"(?i)(?:^|[^bpmv])ä")
# Dutch writes a trema only on a vowel after another vowel, where a new syllable starts
# ("coördinatie", "reünie", "België": Taalunie's Leidraad, "Trema"); Swedish, German,
# Finnish, Estonian, Hungarian and Turkish write ä ö ü after any letter (panel AX4: sv
# "Abonnemanget löper ut den 15/6 2025." was nl at 0.999).
_NOT_DUTCH_TREMA = re.compile(r"(?i)(?<![aeiouy])[äëïöü]")
# French opens a word with î only before l ("île", "îlot"; elsewhere it stands inside:
# "dîner", "maître", "boîte"); Romanian opens hundreds so ("în", "împreună",
# "înmatriculare", "îți": DOOM, î at a word's start, â inside). Panel AY4: ro "Nr. de
# înmatriculare: B 123 ABC" was fr at 0.97.
_NOT_FRENCH_I = re.compile(r"(?i)(?<![^\W\d_])î(?!l)")


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
    if "-" not in sentence and "–" not in sentence and "—" not in sentence:
        return None  # no span without its dash
    for match in _DAY_RANGE.finditer(sentence):
        days = _day_abbreviations()
        langs = days.get(match.group(1), frozenset()) & days.get(match.group(2), frozenset())
        if langs:
            found = langs if found is None else (found & langs or found)
    return found


@lru_cache(maxsize=1)
def _sign_writers() -> tuple[re.Pattern, dict[str, frozenset[str]]]:
    """The signs for "number" of a few Latin languages (``abbreviation_words.NUMBER_SIGNS``:
    "n°", "n.º", it "n."), each with the languages that write it; not those English writes
    too ("No.", "nr", "#": English has no entry) nor "№", which every script writes."""
    from .abbreviation_words import NUMBER_SIGNS, WORDS

    writers: dict[str, set[str]] = {}
    for lang, (_, signs) in NUMBER_SIGNS.items():
        for sign in signs:
            if lang in LATIN and sign.lower() not in _ENGLISH_SIGNS:
                writers.setdefault(sign.lower(), set()).add(lang)
    # ... and the languages that write the same form for another word (fi "n. 200" is
    # "noin", about)
    for lang, forms in WORDS.items():
        for form in forms:
            if lang in LATIN and form.lower() in writers:
                writers[form.lower()].add(lang)
    few = {sign: frozenset(langs) for sign, langs in writers.items() if len(langs) <= 4}
    alternatives = "|".join(re.escape(sign) for sign in sorted(few, key=len, reverse=True))
    return re.compile(rf"(?<![^\W\d_])(?i:{alternatives})\s?(?=\d)"), folded(few)


_ENGLISH_SIGNS = frozenset({"no.", "no:", "no", "nr", "nr.", "#", "№"})


def _sign_languages(sentence: str) -> frozenset[str] | None:
    """The languages that write the short line's sign for "number" before its number (panel
    AB1: "Commande n° 1029-4471-88" was sv, "Ordine n. 1029-4471-88" ro)."""
    pattern, writers = _sign_writers()
    found = [writers[fold(m.group(0).rstrip())] for m in pattern.finditer(sentence)]
    return frozenset.intersection(*found) if found else None


def _allowed(sentence: str, short: bool, quoted: bool | None = None) -> frozenset[str] | None:
    """The languages a sentence's formats (and its spans of days) allow, and on a short one
    its letters and its sign for "number": the letters win where the two disagree (a
    format is shared more widely than a letter). ``quoted`` (``short`` unless told; a
    short Cyrillic line too): its currency pair's country ("Курс EUR/BGN")."""
    allowed = formats.languages(sentence)
    if comma := formats.comma_grouped_languages(sentence):
        allowed = comma if allowed is None else (allowed & comma or allowed)
    if days := _day_range_languages(sentence):
        allowed = days if allowed is None else (allowed & days or allowed)
    if (short if quoted is None else quoted) and (pair := formats.pair_languages(sentence)):
        # "Kurs EUR/PLN: 4,32": the pair quotes Poland's money (panel AR2: de by "kurs")
        allowed = pair if allowed is None else (allowed & pair or allowed)
    if short and (signs := _sign_languages(sentence)):
        allowed = signs if allowed is None else (allowed & signs or allowed)
    if short and (clock := _clock_languages(sentence)):
        allowed = clock if allowed is None else (allowed & clock or allowed)
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
    "et": "see mis ka kui kell kuni teie palun või pärast ning aga seda"
    # ... and its degrees after a number, which no other language writes (panel V3: "+20
    # kraadi, lained kuni 0,5 m." was nl)
    " kraadi",
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
# 18.30", lv "plkst. 10:30" (hu "kell" is "must", never before a time); or before a span of
# hours ("kell 9–15 on vesi ära" was fi by "on": panel AB3). Capitalised at a line's start
# too ("Kell 14.30" was hu, whose "kell" is lower case there).
CLOCK_WORD = re.compile(
    r"(?<![^\W\d_])(?:(?P<et>kell|(?<!.)Kell)|(?P<fi>klo|(?<!.)Klo)"
    r"|(?P<lv>plkst\.|(?<!.)Plkst\.))\s\d{1,2}"
    r"(?:[:.]\d\d|\s?[–-]\s?\d{1,2}(?![\d.,:]))"
)

# The word before a clock time, which only one or two of our languages write so (panels
# AD1-AD5: "Bus 12 alle 7:45." was en, "Tramvaj 6 u 8.15." cs, "Saat 6.15." en): it "alle"
# "dalle" "ore", tr "saat", id "jam" "pukul", hr "u", cs "v" (Slovak and Polish say "o",
# Slovene "ob"), nl "om", de "um", es "las", pt "às", da and sv "kl." (Retskrivningsordbogen,
# Svenska skrivregler). Russian and Bulgarian write "в", Ukrainian "о" (see UK_CLOCK).
CLOCK_WORDS = {
    "alle": ("it",), "dalle": ("it",), "ore": ("it",), "saat": ("tr",), "jam": ("id",),
    "pukul": ("id",), "u": ("hr",), "v": ("cs",), "ob": ("sl",), "o": ("pl", "sk"),
    "om": ("nl",), "um": ("de",), "las": ("es",), "às": ("pt",), "kl": ("da", "sv"),
}  # fmt: skip
_CLOCK_KEYS = folded(CLOCK_WORDS)
# ... and "kl" without its period Estonian's too, which abbreviates "kell" so (ÕS,
# "Lühendid": "kl"; panel AY3: et "Buss nr 17A väljub kl 7.45." was sv); Danish and
# Swedish write it with a period, sometimes without.
_KL = frozenset(CLOCK_WORDS["kl"])
_KL_BARE = _KL | {"et"}
_TIME = r"(?:[01]?\d|2[0-3])[:.][0-5]\d(?!\d|[.,:]\d)"  # "7:45", "8.15"; not "10.12.2025"
# after a space or at the start, and a one-letter word in lower case ("L–V 08:00" is ro's
# days, Monday to Friday; "V 08:00" no Czech "at")
# ... or a capital one at the line's start, before a time ("U 14:30" hr, "O 14:30" pl sk:
# a reminder's line; ro's "V" for Friday comes in a span, "L–V 08:00")
_CLOCK_WORD_BEFORE = re.compile(
    r"(?<!\S)((?i:" + "|".join(w for w in CLOCK_WORDS if len(w) > 1) + r")|[uvo]|(?<!.)[UVO])"
    r"\.?\s" + _TIME
)


def _clock_languages(sentence: str) -> frozenset[str] | None:
    """The languages that write the sentence's words before its clock times."""
    found = None
    for match in _CLOCK_WORD_BEFORE.finditer(sentence):
        langs = frozenset(_CLOCK_KEYS[fold(match.group(1))])
        if langs == _KL and sentence[match.end(1)] != ".":
            langs = _KL_BARE  # "väljub kl 7.45": Estonian's "kl" (kell) takes no period
        found = langs if found is None else (found & langs or found)
    return found


# German alone of ours writes its clock word after the time: "ab 7:40 Uhr" (Duden,
# "Uhrzeit"; nl "uur", never "Uhr").
_UHR = re.compile(r"(?<![\d:.])\d{1,2}(?:[:.][0-5]\d)?\s?Uhr(?![^\W\d_])")

# Cyrillic: і ї є ґ are Ukrainian only, ы э ё Russian only; ъ is common in Bulgarian and
# rare in Russian (объявление), so it decides only a short sentence.
UK_LETTERS = re.compile(r"[іїєґІЇЄҐ]")
RU_LETTERS = re.compile(r"[ыэёЫЭЁ]")
BG_LETTER = re.compile(r"[ъЪ]")
# Ukrainian writes "-ий" after a hard labial or з where Russian writes "-ый" ("новий",
# "одноразовий", "готовий"; ru "новый"); Russian's "-ий" stems (синий, третий, Юрий,
# Георгий) end in н т р г к х ж ч ш щ л д с.
# ... and "-дрий", "-брий" ("мудрий", "добрий", "щедрий"; ru "мудрый", "добрый"), whose
# Russian "-рий" names end "-трий", "-орий" (Дмитрий, Григорий) (panel AG2: "Ярослав
# Мудрий правив у XI ст." was ru)
UK_ENDING = re.compile(r"(?:[бвмпфз]|[бд]р)ий(?![^\W\d_])")
BG_VOWEL = re.compile(r"[ъЪ](?![еёюяЕЁЮЯ])")
# Bulgarian writes an ordinal's first and second with "-ви", "-ри" (and "-ва", "-ра", "-во",
# "-ро", articled "-вия", "-рият"): "2-ри коловоз", "1-ви март" (БАН, "Правопис на
# числителните"); Russian and Ukrainian write "2-й", "2-го", "2-а" (panel P2).
BG_ORDINAL = re.compile(r"\d-(?:[вр][иао]|[вр]ия|[вр]ият|[вр]ата|[вр]ото)(?![^\W\d_])")

# ... and Russian and Ukrainian write "21-й", "3-го", "5-му" (Грамота.ру, "Наращения";
# Правопис 2019 § 38), which Bulgarian never does: a line with one is no Bulgarian (panel
# X2: "На 21-й минуте Иванов забил гол." was bg). Ukrainian's "хв" after a count is its
# minute (ru "мин"): "Залишилось 2 год 15 хв." (panel X2: ru).
EAST_ORDINAL = re.compile(r"\d-(?:й|го|му|м|х|ю|ой|ми)(?![^\W\d_])")
# ... and "год" after a count that no Russian "год" follows: Russian writes it after a year
# or a count ending in one ("2025 год", "21 год"; "3 года", "5 лет"), Ukrainian after any
# count as its hours ("приблизно 3 год.", Правопис 2019 § 144; panel Y2: "Маршрут 12,4 км,
# приблизно 3 год." was ru).
# ... and "о" before a clock time ("о 7:20"; Russian and Bulgarian "в 7:20": Правопис 2019;
# panel AD2 heard "Тролейбус 38 о 7:20." read in Russian)
UK_CLOCK = re.compile(r"(?<![^\W\d_])[оО]\s(?:[01]?\d|2[0-3])[:.][0-5]\d(?!\d|[.,:]\d)")
UK_UNIT = re.compile(r"\d\s?хв(?![^\W\d_])|(?<![\d.,:])(?:\d?1\d|\d{0,2}[02-9])\s?год(?![^\W\d_])")


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


def _scandinavian_words(
    words: str, langs: tuple[str, ...], values: dict[str, float]
) -> tuple[str, float, str] | None:
    """sv or da by their common words when the letters allow only those two and lingua
    gives both next to nothing (panel Y4, issue 31: "Abonnemanget kostar 129 kr/mån inkl.
    moms." was nl to lingua, then da for its "å", at sv 0.0)."""
    if set(langs) != {"sv", "da"} or values.get("sv", 0.0) + values.get("da", 0.0) >= 0.05:
        return None
    shares, _ = common_words.scores(words, langs)
    best = max(shares, key=shares.get) if shares else None
    return (best, shares[best], "words") if best and shares[best] >= 0.75 else None


# Swedish's definite plural, "-arna", "-orna", "-erna" ("byarna", "dagarna", "flickorna",
# "sakerna"; SAG, "Substantiv"), where Danish writes "-erne", "-ene" ("byerne"): a word so
# on a line whose letters allow sv and da but not nl ("daarna") is sv (panel AK4: "Vinden
# når 25 m/s i byarna." was da by "når" and "i").
_SWEDISH_PLURAL = re.compile(r"(?<![^\W\d_])[^\W\d_]{2,}[aeo]rna(?![^\W\d_])")


def _swedish_plural(words: str, langs: tuple[str, ...]) -> tuple[str, float, str] | None:
    if "sv" not in langs or "da" not in langs or "nl" in langs or "æ" in words or "ø" in words:
        return None
    return ("sv", 1.0, "words") if _SWEDISH_PLURAL.search(words) else None


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
        if not ru and (UK_UNIT.search(sentence) or UK_CLOCK.search(sentence)):
            return "uk"
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
        others = _OTHERS_LETTER.search(sentence)
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
# Long enough to be one word's own short form ("Bestellnr.", "Bestelnr."), not a shared
# two-letter one ("kl.", "ca.") that languages without tables write too.
LONG_ABBREVIATION = 8


def _long_abbreviation(sentence: str) -> str | None:
    """The one Latin language whose tables list the sentence's long abbreviations."""
    told: set[str] = set()
    for token in _ABBREVIATION_TOKEN.findall(sentence):
        codes = _abbreviation_langs().get(token) if len(token) >= LONG_ABBREVIATION else None
        if codes and len(mine := codes & set(LATIN)) == 1:
            told |= mine
    return told.pop() if len(told) == 1 else None


def _without_abbreviations(sentence: str, words: str) -> tuple[str, frozenset[str]]:
    """``words`` but those the sentence writes as a short form the tables list, with its dot,
    or as one capital and a dot, and the languages whose tables list those: "Kap." is de's
    "Kapitel", not hu's word "kap", "S." its "Seite", not cs's "s" (panel AB1: "Kap. 3, S.
    45 lesen." was hu by them). All of them when nothing else is left."""
    forms = _abbreviation_langs()
    tokens = [t for t in _ABBREVIATION_TOKEN.findall(sentence) if t.endswith(".")]
    short = {t[:-1] for t in tokens if t in forms or (len(t) == 2 and t[0].isupper())}
    kept = " ".join(w for w in words.split() if w not in short)
    if not short or not kept:
        return words, frozenset()
    writers = frozenset().union(*(forms[t] for t in tokens if t in forms))
    return kept, writers


def _scored_words(
    sentence: str, words: str, langs: tuple[str, ...], lingua: dict[str, float], sure: float
) -> str:
    """The words a line nothing else tells is weighed by: ``words`` but the short forms
    written with their dot that the tables of lingua's likeliest list, and a code's capitals
    ("No." is id's "nomor", not pt's "no"; panel AL5: "No. pengaduan: AB-7731" was pt by
    it, lingua id at 0.92). All of them when the rest tell another language than those
    tables' ("Maks. 2 stk. pr. kunde" stays da), or nothing is left ("Ref.: ES-77120")."""
    if lingua and "." in sentence:
        listed, writers = _without_abbreviations(sentence, words)
        if listed != words and max(lingua, key=lingua.get) in writers:
            listed = " ".join(w for w in listed.split() if not w.isupper())
            told = _common_words(listed, langs, lingua, sure)
            if listed and (told is None or told[0] in writers):
                return listed
    return words


def _told_by_words(
    sentence: str, words: str, langs: tuple[str, ...], values: dict[str, float]
) -> tuple[str, float, str] | None:
    """A short line's language by its listed words (every one of them in one language's
    list, or the likeliest): those it writes as short forms left out when what the rest
    tell is a language whose tables list those forms (or they are single capitals); all of
    them else (ro "bl. A3, sc. 2, ap. 14": ro's short forms stay)."""
    if told := _listing_all(words, langs, values):
        return told
    listed, writers = _without_abbreviations(sentence, words)
    if listed != words:
        told = _opening_word(listed, langs, values) or _common_words(listed, langs, values)
        if told and (not writers or told[0] in writers):
            return told
    return _opening_word(words, langs, values) or _common_words(words, langs, values, tried=True)


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
# ... nor its "-dad" (pt "-dade": "velocidad", "velocidade"; panel Y1 heard "Velocidad
# máxima 120 km/h." read in Portuguese).
# ... nor its "-encia", "-ancia" (pt "-ência", "-ância": "transferencia", "transferência";
# panel AQ1 heard "Transferencia de 2.500,00 € realizada." read in Portuguese).
_SPANISH_SPELLING = re.compile(
    r"ll|(?<=[bcfhjmnpstvz])u[eé](?=[vrndsbgc])|ción\b|ciones\b|(?<=[^\W\d_]{2})dad\b"
    r"|(?<=[^\W\d_]{2})[ae]ncias?\b"
    # a stressed í or ú after a consonant before a word's last a or o ("envío", "garantía",
    # "continúa"): Portuguese marks it only after a vowel ("saída"), never so ("envio",
    # "garantia", "continua"; Acordo Ortográfico, base IX; RAE, Ortografía 2010, 3.4.3.1)
    r"|(?<=[bcdfghjlmnprstvz])[íú][ao]s?\b",
    re.I,
)
_PORTUGUESE_SPELLING = re.compile(r"[ãõçâêôàÃÕÇÂÊÔÀ]|lh|nh", re.I)


def _spelled_spanish(
    sentence: str, guess: tuple[str, float, str] | None, hows: tuple[str, ...]
) -> bool:
    """A line told pt (``hows``: by its words, lingua, or the formats of a line nothing else
    tells) whose spelling is Spanish's and none of Portuguese's."""
    return (
        guess is not None
        and guess[0] == "pt"
        and guess[2] in hows
        and bool(_SPANISH_SPELLING.search(sentence))
        and not _PORTUGUESE_SPELLING.search(sentence)
    )


# The vowels with a tilde or a circumflex, which Portuguese writes and Spanish never does
# ("não", "Maracanã", "você", "avô"; RAE, Ortografía 2010, 1.3).
_PORTUGUESE_VOWEL = re.compile(r"[ãõâêôÃÕÂÊÔ]")


# Portuguese's "-dade" where Spanish writes "-dad" ("umidade", "velocidade", "validade";
# es "humedad", "velocidad", "validez"): no Spanish word ends so in the singular (its
# plural is "-dades", left out; RAE, Ortografía 2010). Panel BB1: "Umidade de 60%, ventos
# de 15 km/h." was es.
_PORTUGUESE_DADE = re.compile(r"(?i)(?<![^\W\d_])[^\W\d_]{2,}dade(?![^\W\d_])")


def _spelled_portuguese(
    sentence: str, guess: tuple[str, float, str] | None, vowels: bool = True
) -> bool:
    """A line told es by its few words or lingua, written with a vowel only Portuguese
    writes or its "-dade" (only "-dade" when not ``vowels``), no spelling of Spanish's and
    no word Spanish's list has and Portuguese's lacks (panel AH1: "Empate por 1 a 1 no
    Maracanã." was es by "por" and "no"; "Empate en São Paulo" keeps its "en")."""
    return (
        guess is not None
        and guess[0] == "es"
        and guess[2] in ("words", "lingua")
        and bool(
            (vowels and _PORTUGUESE_VOWEL.search(sentence)) or _PORTUGUESE_DADE.search(sentence)
        )
        and not _SPANISH_SPELLING.search(sentence)
        and not any(
            common_words.only_in(w, ("es", "pt")) == "es"
            for w in _lingua_words(sentence).lower().split()
        )
    )


# Portuguese's "a cada" before a count ("1 comprimido a cada 6 horas"; Spanish "cada 6
# horas", RAE, Diccionario panhispánico de dudas, "cada"), and Italian's "su" before a web
# address (on the site: "Info su www.trenitalia.com"; Spanish's "su" is a possessive, before
# a noun, never before an address): a line the words or lingua call es (panel AO1: both were
# es, and the address read "uve doble").
_NOT_SPANISH = (
    ("pt", re.compile(r"(?i)(?<![^\W\d_])a cada \d")),
    ("it", re.compile(r"(?i)(?<![^\W\d_])su (?:https?://|www\.)")),
)


def _not_spanish(text: str, guess: tuple[str, float, str] | None) -> tuple[str, float, str] | None:
    """pt or it for a line told es whose words Spanish does not write so."""
    if guess is None or guess[0] != "es" or guess[2] not in ("words", "lingua", "formats"):
        return None
    for lang, pattern in _NOT_SPANISH:
        if pattern.search(text):
            return lang, guess[1], "words"
    return None


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
# -ttu, the possessive -si, the illative -een -iin -ään, the passive -taan; et the
# participles -tud -nud, the verb's -b after a vowel, the comitative -ga, the translative -ks.
FINNISH_ENDING = re.compile(
    r"(?i)(?<=[^\W\d_]{2})(?:ss[aä]|st[aä]|ll[aä]|lt[aä]|lle|tt[uy]|ns[aä]|isi|ksi|een|iin|ään"
    # the passive's -taan -daan (Estonian's -takse: "toimitetaan", et "saadetakse"; panel AD3)
    r"|[td]aan"
    # the past of the verbs in -ita ("hallitsi", "mainitsi", "tarvitsi"; et "valitses",
    # "mainis"; panel AG3: "Kaarle XII hallitsi Ruotsia 1697–1718." was et)
    r"|itsi"
    # the present's third person, its vowel long ("maksaa", "kestää", "alkaa"; et "maksab",
    # "kestab"); Estonian ends a word of its own so only in "maa", land ("Saaremaa"; panel
    # AO3: "Bensiini 98E maksaa 1,94 €/l." was et)
    r"|(?<!m)(?:aa|ää))"
    r"(?![^\W\d_])"
)
# ... and a word that ends in -kk, or in -d or -k after a long ä, ö, ü: Finnish ends no
# word of its own so, nor do the languages lingua mistakes for the two ("pakk", "jääk";
# Iso suomen kielioppi § 6; panel Y3: "Pakk EE… on pakiautomaadis, kood 5521" was fi).
ESTONIAN_ENDING = re.compile(
    r"(?i)(?:(?<=[^\W\d_]{2})(?:tud|nud|[aeiu]b|ga|ks|kk)|(?<=[^\W\d_])(?:ää|öö|üü)[dk])"
    r"(?![^\W\d_])"
)


def _finnish_or_estonian(sentence: str, values: dict[str, float]) -> str | None:
    """A short line lingua gives mostly to Finnish and Estonian (0.6 of the odds), told by
    its endings when only one of the two languages' endings is in it ("Akku ladattu 80
    %.", "Rong hilineb 20 minutit.")."""
    # ... or, when lingua's likeliest is Estonian (which has no word list to tell it by
    # later), its endings agree ("Lend LO784 hilineb 35 min." was et at 0.29, lt 0.28, and
    # read in English by default; panel AB3)
    top = max(values, key=values.get) if values else None
    few = values and values.get("fi", 0.0) + values.get("et", 0.0) < 0.6
    if few and top != "et":
        return None
    # a capitalised word after the first is likely a name ("Paulista", "Helsinki")
    words = _WORDS.findall(sentence)
    own = " ".join(w for i, w in enumerate(words) if i == 0 or not w[0].isupper())
    fi, et = FINNISH_ENDING.search(own), ESTONIAN_ENDING.search(own)
    told = "fi" if fi and not et else "et" if et and not fi else None
    if few and (told != top or len(own.split()) < 2):  # "Uwaga!" alone: one word's ending
        return None
    return told


def _finnic(
    sentence: str, langs: tuple[str, ...], values: dict[str, float], short: bool
) -> tuple[str, float, str] | None:
    """Estonian by a clock word or its commonest words (it has no word list); on a short
    line, Finnish or Estonian by their endings."""
    if told := _clock_or_estonian(sentence, langs):
        return told, values.get(told, 0.0), "words"
    if short and {"et", "fi"} <= set(langs):
        # a line whose letters and formats allow only the two: its endings, whatever
        # lingua's trigrams say ("Tšekk ..., käibemaks 22%." was sk by them; panel AA3)
        finnic_only = set(langs) <= {"et", "fi"}
        told = _finnish_or_estonian(sentence, {} if finnic_only else _only(values, langs))
        words = _lingua_words(sentence)
        if (
            told == "fi"
            and _listed_elsewhere(words, langs, "fi")
            and _words_weighed(words, langs, values)
        ):
            return None  # "Transaksi $45.99 di Amazon.": -ksi, but "di" is no Finnish word
        if told:
            return told, values.get(told, 0.0), "letters"
    return None


def _opening_word(
    words: str, langs: tuple[str, ...], lingua: dict[str, float]
) -> tuple[str, float, str] | None:
    """A short line that opens with a word only one language lists, its other words
    English loans or on no list ("Hubungi call center 14045.", "Hubungi hotline"): that
    language, unless lingua rules it out. English is what such a line borrows (panel X5:
    the first was en by "call center", read "fourteen thousand forty-five"); an English
    line opens with its own word ("Visit Bali call center")."""
    first, *rest = words.split() or [""]
    if "en" not in langs or len(first) < 5 or not rest:
        return None
    lang = common_words.only_in(first, langs)
    if lang is None or lang == "en" or lingua.get(lang, 0.0) <= lingua.get("en", 0.0):
        return None
    # every other word English's (or on no list), and one of them at least a word of four
    # letters (a loan: "call", "center"; not "do" of "Temperatura spadnie do")
    english = [common_words.lists_any(word, "en") for word in rest]
    unlisted = [not any(common_words.lists_any(word, other) for other in langs) for word in rest]
    loan = any(e and len(word) >= 4 for e, word in zip(english, rest, strict=True))
    if not loan or not all(e or u for e, u in zip(english, unlisted, strict=True)):
        return None
    return lang, lingua[lang], "words"


def _listed_elsewhere(words: str, langs: tuple[str, ...], lang: str) -> bool:
    """A line whose listed words are all but absent from ``lang``'s list (one that has a
    list) and most likely in another language's (panel V5: "Transaksi $45.99 di Amazon."
    was fi, by lingua's trigrams and the ending "-ksi")."""
    shares, known = common_words.scores(words, langs)
    if not shares or known < 1 or lang not in shares:
        return False
    best = max(shares, key=shares.get)
    return best != lang and shares[best] >= 0.3 and shares[lang] < 0.01


def _words_weighed(
    words: str, langs: tuple[str, ...], lingua: dict[str, float]
) -> tuple[str, float, str] | None:
    """Of the languages that list the line's words, the likeliest by lingua too (None when
    lingua gives none of them a chance: "Atraso previsto: aprox. 5 min." lists only "min",
    in sv and da, and stays pt)."""
    shares, _ = common_words.scores(words, langs)
    both = {lang: v * lingua.get(lang, 0.0) for lang, v in shares.items() if v >= 0.1}
    if not both or not any(both.values()):
        return None
    best = max(both, key=both.get)
    return best, lingua.get(best, 0.0), "words"


def sentence_language(sentence: str, asked: dict | None = None) -> tuple[str, float, str] | None:
    """(lang, confidence, how) for one sentence, or None when it is too short to tell."""
    guess = _sentence_language(sentence, asked)
    if (
        guess is not None
        and guess[2] == "lingua"
        and (named := pressure.language_of(sentence)) in (*LATIN, *CYRILLIC)
        and named != guess[0]
    ):
        # "BP 120/80 mmHg, pulse 70 bpm." was pt to lingua's trigrams (panel X4): a blood
        # pressure's word names the language, as it does on a line nothing else tells (uk
        # "Тиск 125/80" was ru: panel Z2)
        return named, guess[1], "words"
    if _spelled_spanish(sentence, guess, ("words", "lingua")):
        return "es", guess[1], "letters"
    if _spelled_portuguese(sentence, guess):
        return "pt", guess[1], "letters"
    if told := _not_spanish(sentence, guess):
        return told
    if (
        guess is not None
        and guess[0] == "hr"
        and guess[2] in ("words", "lingua")
        and _SL_EKAVIAN.search(sentence)
        and not _HR_TELL.search(sentence)
    ):
        return "sl", guess[1], "words"  # Slovene's ekavian words, no Croatian tell
    if (told := _west_south_slavic(sentence, guess)) is not None:
        return told
    if guess is not None and guess[0] == "sv" and _DANISH_ORDINAL.search(sentence):
        # "i 2. kvartal": Danish writes an ordinal with a dot, Swedish "2:a" (Språkrådet,
        # Svenska skrivregler; panel Z4, issue 31: "BNP steg 1,2 % i 2. kvartal." was sv)
        return "da", guess[1], "formats"
    if _danish_grouped(sentence, guess):
        return "da", guess[1], "formats"
    return _swedish_dated(sentence, guess)


def _swedish_dated(
    sentence: str, guess: tuple[str, float, str] | None
) -> tuple[str, float, str] | None:
    """sv where the words or lingua said da and a date's day has no dot: "den 6 juni" is
    Swedish, Danish writes "den 6. juni" (Retskrivningsordbogen § 39; panel AB4: "Vi ses
    den 6 juni!" was da). Not on a line with Danish letters æ ø."""
    if (
        guess is not None
        and guess[0] == "da"
        and guess[2] in ("words", "lingua")
        and not re.search("[æøÆØ]", sentence)
        and _swedish_date().search(sentence)
    ):
        return "sv", guess[1], "formats"
    return guess


@lru_cache(maxsize=1)
def _swedish_date() -> re.Pattern:
    """A day of the month without a dot before a Swedish month's name (CLDR, via Babel)."""
    from babel.dates import get_month_names

    months = {name.lower() for name in get_month_names("wide", locale="sv").values()}
    return re.compile(
        r"(?<![\d.,:])(?:[1-9]|[12]\d|3[01])\s(?:" + "|".join(sorted(months)) + r")(?![^\W\d_])"
    )


# Czech's past tense of a stem ending in a consonant ends in that consonant and "l"
# ("vzrostl", "klesl", "mohl", "řekl"); Slovak's in "-ol", "-ul" ("vzrástol", "klesol",
# "mohol"), Slovene's and Croatian's in a vowel and "l" or "o" (Pravidla českého pravopisu;
# Pravidlá slovenského pravopisu). Panel AA2 (issue 31): "HDP vzrostl o 0,3 % v r. 2024."
# was sk. Only where nothing but Czech's letters are there (no ä ô ľ ĺ ŕ, no č-less ł).
# A verb, not a name ("Lidl") nor a short form ("pribl."): lower-case, and no dot after.
_CZECH_PAST = re.compile(r"(?<![^\W\d_])[a-zá-žů][^\W\d_]{0,11}[bdhkpstzšžř]l(?![^\W\d_]|\.)")
_NOT_CZECH = re.compile(r"[äôľĺŕłÄÔĽĹŔŁ]")


def _czech_past(text: str, guess: tuple[str, float, str] | None) -> tuple[str, float, str] | None:
    """cs for a line told sk, sl or hr by its few words or formats, whose verb is Czech's
    past in consonant and "l"."""
    if guess is None or guess[0] not in ("sk", "sl", "hr") or guess[2] in ("letters", "script"):
        return None
    if _NOT_CZECH.search(text) or not _CZECH_PAST.search(text):
        return None
    return "cs", guess[1], "words"


# Slovak's place nouns in "-ište" where Czech writes "-iště" ("nástupište", "stanovište",
# "ohnisko" aside; cs "nástupiště", "stanoviště": Pravidlá slovenského pravopisu, Pravidla
# českého pravopisu), on a line written with its accents (a long vowel: Croatian's "-ište"
# has none) (panel AF2: "Nástupište 1, 10:05" was cs)
# Not Czech's imperative of "psát" ("napište", "zapište", "podepište": a verb's "-pište").
_SK_PLACE = re.compile(
    r"(?i)(?<![^\W\d_])(?!(?:na|za|vy|po|o|pode|ode)?pište(?![^\W\d_]))"
    r"[^\W\d_]{2,}išt(?:e|ia|iach|í)(?![^\W\d_])"
)
_LONG_VOWEL = re.compile(r"(?i)[áíóúý]")
# Slovak's verbal nouns in "-nie" ("meškanie", "zrušenie", "čakanie"), which Czech writes
# "-ní" ("zpoždění", "zrušení"), Slovene and Croatian "-nje" ("čakanje"); Polish writes
# "-nie" too, but never a háček: a word of that ending with č š ž ď ť ň ľ in it is Slovak's
# (Pravidlá slovenského pravopisu) (panel AH2: "Meškanie letu je 35 min." was sl, by "letu")
_SK_VERBAL_NOUN = re.compile(
    r"(?i)(?<![^\W\d_])(?=[^\W\d_]*[čšžďťňľ])[^\W\d_]{2,}[aeiouyáé]nie(?![^\W\d_])"
)
_CZECH_ONLY = re.compile(r"[řůěŘŮĚ]")
# Slovak's verbs of a service line that no other of our languages writes so, off the
# 2,000-word lists: "meškať" (to be late; Czech "mít zpoždění", its "meškat" bookish;
# Slovene "zamujati", Croatian "kasniti"), "volajte" (call; Czech "volejte", Croatian
# "nazovite", Slovene "pokličite") (Krátky slovník slovenského jazyka; panel AL2: "Let W6
# 2342 mešká 50 min." was cs, "Volajte na 0800 123 456." hu).
_SK_OWN = re.compile(r"(?i)(?<![^\W\d_])(?:mešk(?:á|ajú|ať|al[aoi]?)|(?:za)?volajte)(?![^\W\d_])")


# Czech's agent nouns "-itel", "-vatel" and their "-stvo" ("zastupitelstvo", "obyvatel",
# "uživatel"), which Slovak writes "-iteľ", "-vateľ" ("zastupiteľstvo"; Pravidlá
# slovenského pravopisu), Slovene and Croatian "-telj"; not "hotel" nor "ateliér"
# (panel AG2: cs "Zastupitelstvo zasedá v 17 h v sále č. 2." was sk).
_CS_AGENT = re.compile(r"(?i)(?<![^\W\d_])[^\W\d_]{2,}(?:i|va)tel(?!j|i[eé])")
_NOT_CZECH_LETTER = re.compile(r"[äôľĺŕÄÔĽĹŔ]")
# Slovakia's euro, Czechia's koruna (panel AG2: sk "Lístky od 15 do 45 €." was cs)
_EURO = re.compile(r"€|(?<![^\W\d_])EUR(?![^\W\d_])")
_KORUNA = re.compile(r"(?<![^\W\d_])(?:Kč|CZK)(?![^\W\d_])")


def _czech_or_slovak(
    text: str, guess: tuple[str, float, str] | None
) -> tuple[str, float, str] | None:
    """A line told sk by its few words, lingua or formats with Czech's "-itel"/"-vatel"
    and no letter Czech lacks: cs. A line told cs so, paid in euros, not in Kč, with no
    letter Slovak lacks (ř ů ě) and no word Czech's list has and Slovak's lacks ("Platba
    200 EUR byla zamítnuta." stays cs): sk, whose money the euro is."""
    if guess is None or guess[2] not in ("words", "lingua", "formats"):
        return None
    if guess[0] == "sk" and _CS_AGENT.search(text) and not _NOT_CZECH_LETTER.search(text):
        return "cs", guess[1], "words"
    if (
        guess[0] == "cs"
        and _EURO.search(text)
        and not _KORUNA.search(text)
        and not _CZECH_ONLY.search(text)
        and not any(
            common_words.only_in(w, ("cs", "sk")) == "cs"
            for w in _lingua_words(text).lower().split()
        )
    ):
        return "sk", guess[1], "formats"
    return None


# The abstract nouns in "-nost" ("platnost", "dostupnost", "splatnost") of Czech, Croatian
# and Slovene, which Polish writes "-ność" ("ważność", "dostępność") and Slovak "-nosť"
# (Pravidla českého pravopisu; Zasady pisowni polskiej): no Polish word ends so. Panel BB2:
# "Platnost karty do 09/28" was pl by "karty", which pl lists alone.
_NOST = re.compile(r"(?i)(?<![^\W\d_])[^\W\d_]{2,}nost(?![^\W\d_])")
_POLISH_ONLY = re.compile(r"[ąęłśźżńćĄĘŁŚŹŻŃĆ]")


def _not_polish(text: str, guess: tuple[str, float, str] | None) -> tuple[str, float, str] | None:
    """cs, hr or sl (the likeliest by the lists and lingua) for a line told pl by its few
    words, lingua or formats with a word in "-nost" and no letter of Polish's own."""
    if guess is None or guess[0] != "pl" or guess[2] not in ("words", "lingua", "formats"):
        return None
    if _POLISH_ONLY.search(text) or not _NOST.search(text):
        return None
    told = _likeliest_of(_lingua_words(text), {"cs", "hr", "sl"})
    return (told[0], guess[1], "words") if told else None


def _slovak_abbreviation(text: str) -> bool:
    """Whether a line writes a short form Slovak's tables list and Czech's do not ("ods."
    odsek, cs "odst."; "napr.", cs "např."; "vrát.", cs "vč."), and none the other way.
    Both languages have full tables (the normalizer expands every one of them), so a
    form on one table alone is that language's (panel BB2: "§ 12 ods. 3 Zákonníka práce"
    was cs)."""
    sides = set()
    for token in _ABBREVIATION_TOKEN.findall(text):
        writers = _abbreviation_langs().get(token, frozenset()) & {"cs", "sk"}
        if len(writers) == 1:
            sides |= writers
    return sides == {"sk"}


def _west_south_slavic(
    text: str, guess: tuple[str, float, str] | None
) -> tuple[str, float, str] | None:
    """cs, sk or hr where a line told another of cs sk sl hr by its few words, lingua or
    formats spells as only that one does: Czech's past, Croatian's jat, Slovak's "-ište";
    Czech's "-itel" and Slovakia's euro (``_czech_or_slovak``)."""
    if told := _czech_past(text, guess) or _jekavian(text, guess) or _czech_or_slovak(text, guess):
        return told
    if told := _not_polish(text, guess):
        return told
    if _slovene_past(text, guess):
        return "sl", guess[1], "words"
    if (
        guess is not None
        and guess[0] == "cs"
        and guess[2] in ("words", "lingua", "formats")
        and not _CZECH_ONLY.search(text)
        and _slovak_abbreviation(text)
    ):
        return "sk", guess[1], "abbreviations"
    if (
        guess is not None
        and guess[0] != "sk"
        and guess[2] in ("words", "lingua", "formats")
        and _SK_OWN.search(text)
        and "sk" in (alphabet_languages(text) or ("sk",))
    ):
        return "sk", guess[1], "words"
    if (
        guess is not None
        and guess[0] in ("sl", "hr", "cs")
        and guess[2] in ("words", "lingua", "formats")
        and _SK_VERBAL_NOUN.search(text)
        and not _CZECH_ONLY.search(text)
    ):
        return "sk", guess[1], "words"
    if (
        guess is not None
        and guess[0] == "cs"
        and guess[2] in ("words", "lingua", "formats")
        and _SK_PLACE.search(text)
        and _LONG_VOWEL.search(text)
        and not _CZECH_ONLY.search(text)
    ):
        return "sk", guess[1], "words"
    return None


# A one- or two-digit ordinal's dot before a lower-case word, neither a decimal nor a
# clock's dot ("kl. 17.42"), nor the sentence's end.
_DANISH_ORDINAL = re.compile(r"(?<![\d.,:])\d{1,2}\.\s+[a-zæøå]")
# Thousands grouped with a dot, "28.000", "1.250.000": Danish's (CLDR da, Retskrivnings-
# ordbogen); Swedish groups with a space, "28 000" (CLDR sv, Svenska skrivregler), and
# writes a decimal comma, so "28.000" is no number of its (panel AL4: "Befolkningstallet steg
# med ca. 28.000 i 2023." was sv). Not a clock's "16.05" nor a date's "12.03.2025".
_DOT_GROUPED = re.compile(r"(?<![\d.,:])\d{1,3}(?:\.\d{3})+(?![\d.,:]?\d)")
_SWEDISH_ONLY = re.compile(r"[äöÄÖ]")


def _danish_grouped(sentence: str, guess: tuple[str, float, str] | None) -> bool:
    """A line the words or lingua call sv (no ä ö, which Danish never writes) whose number
    is grouped with a dot."""
    return (
        guess is not None
        and guess[0] == "sv"
        and guess[2] in ("words", "lingua")
        and "." in sentence
        and _DOT_GROUPED.search(sentence) is not None
        and not _SWEDISH_ONLY.search(sentence)
    )


# Croatian against Slovene, which lingua prefers on a short line of shared words (panel
# U4: "Potres magnitude 5,4 pogodio je Petrinju." was sl): Croatian's past participle ends
# in -o beside its auxiliary ("pogodio je", "je rekao"; Slovene's in -l: "je zadel", "bil
# sem"), its ijekavian roots ("cijena", "vrijeme", "prije"; Slovene "cena", "čas"), its
# words Slovene lacks ("u", "što", "će", "kao", "ili", "nije", "su"), its counted nouns
# ("30 minuta"). Slovene's own words
# ("v", "in", "so", "tudi", "kot", "že", "bo") or its -l participle keep it Slovene.
_AUX = r"(?:je|sam|si|smo|ste|su|nije|nisu)"
_HR_TELL = re.compile(
    rf"(?i)(?<![^\W\d_])(?:[^\W\d_]{{2,}}[aeiu]o\s+{_AUX}|{_AUX}\s+[^\W\d_]{{2,}}[aeiu]o"
    r"|[^\W\d_]{0,6}[bcdfglmnprstvz]ije[^\W\d_]{1,12}|u|što|će|kao|ili|nije|su"
    # a count's noun as Croatian says it after any number but 1 ("30 minuta", "5 dana";
    # Slovene "30 minut", "5 dni"; panel AB4: "Let OU 654 kasni 30 minuta." was sl)
    # (never from inside a run of digits: linear on "1111...", tests/test_hostile_detect_time)
    r"|(?<!\d)(?:[02-9]|\d\d+)\s(?:minuta|sati|dana|tjedana|mjeseci)"
    # ... and any masculine noun's genitive plural in -ova, -eva after such a number
    # ("150 bodova", "3 gola", "20 koševa"; Slovene "150 točk", "bodov"; Czech "-ů", Slovak
    # "-ov"; panel AO4: "Osvojili ste 150 bodova." was sl)
    r"|(?<!\d)(?:[02-9]|\d\d+)\s[^\W\d_]{3,12}[oe]va"
    # "otkazan", cancelled (Slovene "odpovedan", Czech "zrušen"; panel AL4: "Let OU 490 za
    # Frankfurt je otkazan." was sl)
    r"|otkaz(?:an[aoi]?|uje|ivanje)?"
    # "poglavlje", a chapter (Slovene "poglavje": panel V4's "Vidi str. 45, poglavlje 3.",
    # hr by its "str." alone until Slovene's "str." was read too, panel AL3)
    r"|poglavlj(?:e|a|u|ima)?)(?![^\W\d_])"
)
_SL_TELL = re.compile(
    r"(?i)(?<![^\W\d_])(?:v|in|so|tudi|kot|že|bo|bi|kaj|ki|pri|sem|še|lahko"
    r"|[^\W\d_]{2,}[aei]l[aio]?\s+(?:je|sem|so|bo)|(?:je|sem|so|bo)\s+[^\W\d_]{2,}[aei]l"
    r"|radio|studio|video|trio|stereo)(?![^\W\d_])"
)


# Croatian's short jat after a consonant at a word's start, "je" where Slovene, Czech and
# Slovak write "e" ("sjedalo", "mjesto", "djeca", "tjedan", "cjenik", "vjetar"; sl
# "sedež", "mesto", cs "místo", "týden", sk "miesto", "týždeň"; Hrvatski pravopis,
# "Odraz jata"): no word of theirs starts so (cs "vjezd", "vjet" are v + jezd: left out)
# (panel AF4: "Vaša karta: vagon 3, sjedalo 61." was sk)
_HR_JAT = re.compile(r"(?i)(?<![^\W\d_])(?:[sdmtc]je|vje(?!zd|t)|svje|cvje)[^\W\d_]{2}")


def _jekavian(sentence: str, guess: tuple[str, float, str] | None) -> tuple[str, float, str] | None:
    """hr for a line told cs, sk or sl by its words, lingua or formats, which writes
    Croatian's jat as "je" and no letter only Czech, Slovak or Slovene writes."""
    if (
        guess is None
        or guess[0] not in ("cs", "sk", "sl")
        or guess[2] not in ("words", "lingua", "formats")
        or not _HR_JAT.search(sentence)
        or _NOT_CROATIAN.search(sentence)
        or _SL_TELL.search(sentence)
    ):
        return None
    return "hr", guess[1], "words"


# the letters beyond hr's alphabet that cs, sk and sl write (hr: č ć đ š ž)
_NOT_CROATIAN = re.compile(r"(?i)[áäéěíĺľňóôŕřťúůýq]")


def _croatian(sentence: str, values: dict[str, float]) -> tuple[str, float, str] | None:
    """Croatian where lingua says Slovene but Croatian's grammar, not Slovene's, is there."""
    if (
        max(values, key=values.get, default=None) not in ("sl", "hr")
        or min(values.get("hr", 0.0), values.get("sl", 0.0)) < 0.01
    ):
        return None
    if _HR_TELL.search(sentence) and not _SL_TELL.search(sentence):
        return "hr", max(values["hr"], MIN_CONFIDENCE), "words"
    return None


# Slovene's ekavian words where Croatian writes "ije", "je" (cena/cijena, mesto/mjesto,
# leto/ljeto, vreme/vrijeme; SSKJ, Hrvatski pravopis): on a short line the word lists gave
# to Croatian (panel V3: "Cena bencina se je zvišala na 1,52 €/l." was hr).
_SL_EKAVIAN = re.compile(
    r"(?i)(?<![^\W\d_])(?:cen[aeiou]|cenah?|mest[aou]|let[aou]|vremen?[aue]?|mlek[aou]"
    r"|rek[aeio]|lep[aeio]?|teden|tedn[aeu]|človek[aou]?)(?![^\W\d_])"
)


# ... and the words of a bill, a ticket or a form that Slovene writes and Croatian does not
# (SSKJ; Croatian "rođenja", "plaćanje", "karticom", "molimo", "karta", "kat"), nor Czech or
# Slovak: panel AB3 heard "Datum rojstva: 12. 3. 1986" read in Croatian, "Plačilo s kartico
# ..." in Slovak. Slovene "stane" (costs; Croatian "košta") Slovak writes too ("stane sa").
_SL_OWN = re.compile(
    r"(?i)(?<![^\W\d_])(?:rojstva|rojstni|plačilo|plačila|kartico|prosimo|vozovnic[aeo]"
    # a flat's floor (Croatian "kat", Czech "patro", Slovak "poschodie"; panel AL3:
    # "Trisobno stanovanje, 68 m², 3. nadstropje." was hr)
    r"|nadstropj[aeu]|nadstropjih"
    # being late, "zamuja", "zamujajo", "zamuda", "zamudil" (Croatian "kasni", "kašnjenje",
    # Czech "zpoždění", Slovak "mešká"), and a wait's "čakalna doba", "čakalnica" (Croatian
    # "čekanje", "čekaonica", Slovak "čakacia"): SSKJ; panel AU3 heard "Let v London zamuja
    # 45 minut." read in Indonesian, "Čakalna doba 15 min" in Croatian
    r"|zamuj(?:a|ajo|am|ate|eno)|zamud[aeio]|zamudil[aoi]?|čakaln[aeio][^\W\d_]{0,3})"
    r"(?![^\W\d_])"
)
# Slovene's past, its auxiliary before the masculine -l participle ("je vladal", "je
# zmagal"; SSKJ), where Czech and Slovak say the third person's past without one ("vládl",
# "vládol") and Croatian ends it in -o ("je vladao"; the feminine "je osvojila" is both
# Croatian's and Slovene's): on a line with
# no letter beyond Slovene's č š ž (panel AO3: "Ludvik XIV. je vladal 72 let." was cs by
# its words once the numeral was no word).
_SL_PAST = re.compile(r"(?i)(?<![^\W\d_])je\s[^\W\d_]{2,14}[aei]l(?![^\W\d_])")
_NOT_SLOVENE = re.compile(r"(?i)[áäéěíĺľňóôŕřťúůýćđ]")


def _slovene_past(sentence: str, guess: tuple[str, float, str] | None) -> bool:
    """A line told cs, sk or hr by its few words or lingua with Slovene's past, no letter
    Slovene lacks and no Croatian tell."""
    return (
        guess is not None
        and guess[0] in ("cs", "sk", "hr")
        and guess[2] in ("words", "lingua", "formats")
        and _SL_PAST.search(sentence) is not None
        and not _NOT_SLOVENE.search(sentence)
        and not _HR_TELL.search(sentence)
    )


_SL_COSTS = re.compile(r"(?i)(?<![^\W\d_])(?:stane|stanejo)(?![^\W\d_])")


def _slovene(
    sentence: str, langs: tuple[str, ...], values: dict[str, float]
) -> tuple[str, float, str] | None:
    """Slovene where its own words are there and no Croatian tell is; or its ekavian words,
    on a line lingua gives more to hr and sl than to cs and sk (which write "cena", "leto")."""
    if "sl" not in langs:
        return None
    south = values.get("hr", 0.0) + values.get("sl", 0.0)
    west = values.get("cs", 0.0) + values.get("sk", 0.0)
    # (the cheapest first: lingua's share before the shared words, the Croatian tell last)
    if not _SL_OWN.search(sentence) and not (
        south >= 0.3
        and south > west
        and (_SL_EKAVIAN.search(sentence) or _SL_COSTS.search(sentence))
    ):
        return None
    if _HR_TELL.search(sentence):
        return None
    return "sl", max(values.get("sl", 0.0), MIN_CONFIDENCE), "words"


# What only one of our languages writes after a number (panel X3, issue 31): hu a case
# ending after a hyphen ("3:1-re", "8-án", "10-ig": MHSz 12, 292.; "A Fradi 3:1-re verte a
# Debrecent." was en), lt "val." for hours ("startas 9 val.": VLKK; "Maratonas – 42,195 km,
# startas 9 val." was es).
_NUMBER_ENDINGS = (
    (
        "hu",
        re.compile(
            r"\d-(?:r[ae]|[aáeé]n|j[eé]n|ig|t[óő]l|b[ae]n|n[áé]l|h[oeö]z|b[óő]l"
            r"|[eé]rt|kor|sz[oeö]r)(?![^\W\d_])"
        ),
    ),
    ("lt", re.compile(r"\d\s?val\.")),
    # en: US customary units after a number ("16 oz", "5 lbs", "60 mph", "72 °F"), and a US
    # street address, its number before the name and the suffix after ("1600 Pennsylvania
    # Ave"): none of the others writes either (panel AA4: "Net wt. 16 oz (454 g)." was lt,
    # "Suite 300, 1600 Pennsylvania Ave NW." fr)
    (
        "en",
        re.compile(
            r"\d\s?(?:oz|lbs?|mph|°F|fl\.?\s?oz)(?![^\W\d_])"
            # an ordinal's suffix on its digits, "5th", "21st", "2nd", "3rd" (panel AB4:
            # "Suite 210, 5th floor." was nl)
            r"|(?<![\w.,])(?:\d*1st|\d*2nd|\d*3rd|\d+th)(?![^\W\d_])"
            r"|(?<![\w.,])\d{1,5}\s[A-Z][a-z]{2,20}(?:\s[A-Z][a-z]{2,20})?\s(?:St|Ave|Blvd|Rd)\b"
        ),
    ),
    # et "tk" (tükk, a piece: EKI "Lühendid"; panel AA3: "Alles on 4 tk." was en); hu's
    # "tk." (teáskanál) stands on a line with its á é ó, which Estonian does not write
    ("et", re.compile(r"\d\s?tk(?![^\W\d_])")),
    # sv an ordinal's ending after a colon, "1:a", "2:a", "3:e", "11:e", "21:a" (Svenska
    # skrivregler, "Ordningstal"; Finnish's case after a colon is longer, "3:een", "5:tä";
    # Danish writes "1."): panel AO4 heard "1:a pris" read in French
    (
        "sv",
        re.compile(r"(?<![\d:])(?:(?:\d{0,2}[02-9])?[12]:a|\d{1,4}:e)(?![^\W\d_])"),
    ),
    # nl "km/u" (kilometer per uur: Van Dale; the others write "km/h", "km/t", "km/óra";
    # panel AK1: "Max. 30 km/u" was en)
    ("nl", re.compile(r"\d\s?km/u(?![^\W\d_])")),
)


# hu "db" after a number (darab, a count of pieces: MHSz's abbreviations; the normalizer's
# SCALES["hu"]); decibels are "dB", but typed "80 db" in a line of another language's
# words ("Noise level 80 db"), so only where no word is another's and not Hungarian's
# (a brand, "Algopyrin", is on no list). Panel BB3: "Algopyrin 500 mg, 20 db" was en.
_PIECES_HU = re.compile(r"\d\s?db(?![^\W\d_])")


def _hungarian_pieces(sentence: str, langs: tuple[str, ...]) -> bool:
    if "hu" not in langs or not _PIECES_HU.search(sentence):
        return False
    return not any(
        _on_a_list(word) and not common_words.lists_any(word, "hu")
        for word in _lingua_words(sentence).split()
        if word != "db"
    )


# lt and lv both write "tab." after a count of tablets (VLKK "tab." tabletė; Latvian
# "tab." tablete; SCALES["lt"], SCALES["lv"]); what the line names in the nominative tells
# them apart: Lithuanian ends it in a vowel and s ("ibuprofenas", "paracetamolis"; its "y"
# Latvian never writes), Latvian in a consonant and s ("ibuprofēns", "paracetamols").
# Panel BB3 heard "Ibuprofenas 400 mg, 20 tab." as id, "Paracetamols 500 mg, 20 tab." as es.
# ... or the word in full, Latvian "tablete", "tabletes", "tablešu" (Portuguese writes
# "tablete" too: its words end in neither; panel BD3: "Paracetamols 500 mg, 10 tabletes."
# was es); Lithuanian's "tabletės" has its ė.
_BALTIC_TABLETS = re.compile(r"\d\s?(?:tab\.|tablet[eė]s?(?![^\W\d_])|tablešu|tablečių)")
_LATVIAN_NOMINATIVE = re.compile(r"(?i)(?<![^\W\d_])[^\W\d_]{3,}[bcdfghklmnprtvzģķļņ]s(?![^\W\d_])")
_LITHUANIAN_NOMINATIVE = re.compile(r"(?i)(?<![^\W\d_])[^\W\d_]{3,}(?:[^aeiouyā]as|ys)(?![^\W\d_])")


def _baltic_tablets(sentence: str, langs: tuple[str, ...]) -> str | None:
    """lt or lv for a line counting tablets in "tab.", by its nominatives' endings."""
    if not _BALTIC_TABLETS.search(sentence):
        return None
    baltic = (alphabet_languages(sentence) or frozenset(("lt", "lv"))) & {"lt", "lv"}
    if len(baltic) == 1:  # its letters first: lv "ēšanas" is a genitive, no lt nominative
        return next(iter(baltic)) if not baltic.isdisjoint(langs) else None
    latvian = bool(_LATVIAN_NOMINATIVE.search(sentence))
    lithuanian = bool(_LITHUANIAN_NOMINATIVE.search(sentence))
    if latvian == lithuanian:
        return None
    lang = "lv" if latvian else "lt"
    return lang if lang in langs else None


@lru_cache(maxsize=1)
def _number_signs() -> re.Pattern:
    """The signs for "number" before a number that one Latin language alone writes, of three
    characters or more (``abbreviation_words.NUMBER_SIGNS``: hr "br.", sl "št.", es "núm."),
    each with its language as the group's name."""
    from .abbreviation_words import NUMBER_SIGNS

    writers: dict[str, set[str]] = {}
    for lang, (_, signs) in NUMBER_SIGNS.items():
        for sign in signs:
            if lang in LATIN and len(sign) >= 3 and sign.endswith("."):
                for form in (sign, sign.capitalize()):
                    writers.setdefault(form, set()).add(lang)
    by_lang: dict[str, list[str]] = {}
    for sign, langs in writers.items():
        if len(langs) == 1:
            by_lang.setdefault(next(iter(langs)), []).append(re.escape(sign))
    return re.compile(
        r"(?<![\w.])(?:"
        + "|".join(f"(?P<{lang}>{'|'.join(signs)})" for lang, signs in sorted(by_lang.items()))
        + r")\s?\d"
    )


def _after_a_number(sentence: str, langs: tuple[str, ...]) -> tuple[str, float, str] | None:
    """What a short line writes after a number: de "Uhr" ("Gate B42, Boarding ab 7:40 Uhr."
    was en, panel T1), or an ending only one language writes; or before it, a sign for
    "number" only one writes (panel AA4: "Tramvaj br. 6 kasni 10 min." was lv); and id's
    "Anda" with its capital; Estonian's own words (``_estonian_alone``)."""
    if "de" in langs and _UHR.search(sentence):
        return "de", 1.0, "words"
    if "id" in langs and _ANDA.search(sentence):
        return "id", 1.0, "words"  # "PIN Anda 4821." (panel AB5: en)
    if (sign := _number_signs().search(sentence)) and sign.lastgroup in langs:
        return sign.lastgroup, 1.0, "abbreviations"
    if _hungarian_pieces(sentence, langs):
        return "hu", 1.0, "formats"
    if lang := _baltic_tablets(sentence, langs):
        return lang, 1.0, "formats"
    fits = alphabet_languages(sentence) or langs  # hu "1 tk. sót": ó is no Estonian letter
    if "et" in langs and "et" in fits and _estonian_alone(_lingua_words(sentence)):
        return "et", 1.0, "words"  # "Teie konto saldo on 1 876,90 EUR." (panel BD3: lv)
    told = {
        lang
        for lang, pattern in _NUMBER_ENDINGS
        if lang in langs and lang in fits and pattern.search(sentence)
    }
    if told == {"en"} and _unlisted_in_english(_lingua_words(sentence)) >= 2:
        return None  # "Wir wohnen in der 12 Baker St.": another language's words around it
    return (told.pop(), 1.0, "formats") if len(told) == 1 else None


# Indonesian writes its pronoun of address with a capital wherever it stands ("PIN Anda",
# "kode Anda"; PUEBI, "Huruf Kapital"); es "anda" and tr "anda" are lower-case but first
# (panel AB5: "PIN Anda 4821." was en).
_ANDA = re.compile(r"(?<=[\w,:)]\s)Anda(?:lah|pun)?(?![^\W\d_])")


def _unlisted_in_english(words: str) -> int:
    """How many of the words other languages list and English does not."""
    return sum(
        1
        for word in words.split()
        if len(word) > 1 and not common_words.lists_any(word, "en") and _on_a_list(word)
    )


def _cyrillic_langs(sentence: str) -> tuple[str, ...]:
    """bg ru uk, but for Bulgarian where an ordinal is written "21-й", "2-го"."""
    return ("ru", "uk") if EAST_ORDINAL.search(sentence) else CYRILLIC


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
    if (told := _country_only(sentence, words)) or not words:
        return told
    short = letters < MIN_LETTERS
    hint = _letter_hint(sentence, cyrillic, short)
    if hint is not None:
        return hint, 1.0, "letters"
    langs = _cyrillic_langs(sentence) if cyrillic else LATIN if not short else _latin(sentence)
    if not cyrillic and letters < SURE_LETTERS and (told := _after_a_number(sentence, langs)):
        return told
    allowed = _allowed(sentence, not cyrillic and letters < SURE_LETTERS, letters < SURE_LETTERS)
    if allowed is not None:
        narrowed = tuple(lang for lang in langs if lang in allowed)
        told, narrowed = _told_by_formats_unless_words(
            sentence, words, narrowed, allowed, not cyrillic and not short
        )
        if told:
            return told
        langs = narrowed or langs
    # Only in Cyrillic, where every language the tables lack (bg) is told by letters
    # too: in Latin script, languages without tables (sv, da, tr...) lost to one that
    # lists the same abbreviation (sv "kl. 17.42" was pl). After the formats: a calling
    # code ("Тел.: +7 916 …") is surer than an abbreviation two languages may write.
    if cyrillic and letters < SURE_LETTERS and (told := _cyrillic_short(sentence, words, langs)):
        return told
    values = _confidences(words, CYRILLIC if cyrillic else LATIN)
    if asked is not None:
        asked[words] = values
    if not cyrillic and (told := _croatian(sentence, values) or _slovene(sentence, langs, values)):
        return told
    if not cyrillic and (
        told := _finnic(sentence, langs, values, letters < SURE_LETTERS)
        or _swedish_plural(words, langs)
        or _scandinavian_words(words, langs, values)
    ):
        return told
    if letters < SURE_LETTERS and (told := _told_by_words(sentence, words, langs, values)):
        return _russian_listed(words, told) if cyrillic else told
    if cyrillic and not _ukrainian_unlettered(words, values):
        langs = tuple(lang for lang in langs if lang != "uk")  # too rare to guess without і ї є ґ
    values = _only(values, langs)
    if not values:
        return None
    return _decided(sentence, words, langs, values, letters < SURE_LETTERS, cyrillic)


# Estonian's own commonest words (FUNCTION_WORDS["et"]) of four letters or more that no
# language's list has: Estonian has no word list, so "teie" (your) counted for nothing on
# a short line while a code's capitals ("EUR" is on Latvian's list) and lingua's trigrams
# of a few words ("Teie konto saldo on": lv at 0.81) named a neighbour.
@lru_cache(maxsize=1)
def _estonian_own() -> frozenset[str]:
    return frozenset(
        word for word in FUNCTION_WORDS["et"].split() if len(word) >= 4 and not _on_a_list(word)
    )


def _estonian_alone(words: str) -> bool:
    """Whether a short line has a word of Estonian's own (``_estonian_own``) and no word
    that one other language's list alone has."""
    split = words.split()
    return any(word.lower() in _estonian_own() for word in split) and not any(
        common_words.only_in(word, LATIN) for word in split if not word.isupper()
    )


def _country_only(sentence: str, words: str) -> tuple[str, float, str] | None:
    """The main language of the one country a short Latin line names, when the line says
    nothing else: "www.lrt.lt" lt, "IBAN: RO49 AAAA 1B31 …" ro, "+372 5123 4567" et,
    "Tilinumero FI21 1234 5600 0007 85" fi (``formats.country_language``). Every other word
    must be a code in capitals, a label or a listed word of that language or of many, or a
    word on no list (lingua's trigrams of one word, "Tilinumero" es at 0.44, are a guess);
    a word only other languages list ("Visit www.lrt.lt") leaves the line to the steps
    below. Panel AS heard such lines (IBANs, addresses) in English."""
    if _CYRILLIC.search(words) or len(words) >= SURE_LETTERS:
        return None
    lang, rest = formats.country_language(sentence)
    if lang is None:
        return None
    labels = label_words.languages()
    for word in _lingua_words(rest).split():
        writers = labels.get(word.lower(), ())
        if word.isupper() or lang in writers or len(writers) >= SHARED_LABEL:
            continue  # "IBAN", "OIB"; "Tel." is seventeen languages' label
        if common_words.lists_any(word, lang):
            continue
        if _on_a_list(word) or lang not in LATIN:
            return None  # ... a word on no list is no evidence against a Latin one's
    return lang, 1.0, "formats"


SHARED_LABEL = 5  # a label this many languages write names none ("tel", "total")


# How sure lingua must be of Ukrainian for a line with none of і ї є ґ: at 0.95 it called
# 124 such Ukrainian lines of the panels uk and 3 Russian ones, each of those with a word
# only Russian's list has ("Скидка 30% на всю обувь до 1 апреля."; panel AJ: "Посилка
# важить 1,8 кг." was ru, Ukrainian never guessed without its letters).
UK_UNLETTERED = 0.95


# Words Ukrainian never writes, which Russian and Bulgarian write in nearly every line:
# the preposition "с" (uk "з", "із", "зі") and the conjunction "и" (uk "і", "й"; no
# Ukrainian word is "и" alone). lingua's trigrams of a few words do not see them (panel
# AP2: bg "Пратка с тегло 2,3 кг." was uk at 0.82).
_NOT_UKRAINIAN = re.compile(r"(?<![^\W\d_])[сиСИ](?![^\W\d_])")


def _ukrainian_unlettered(words: str, values: dict[str, float]) -> bool:
    """Whether Ukrainian stays a candidate for a Cyrillic line: its letters, or lingua
    all but sure of it and no word on Russian's list alone (of ru and uk), and no word
    Ukrainian never writes ("с", "и")."""
    if UK_LETTERS.search(words):
        return True
    if _NOT_UKRAINIAN.search(words):
        return False
    if values.get("uk", 0.0) < UK_UNLETTERED:
        return False
    return all(common_words.only_in(w, ("ru", "uk")) != "ru" for w in words.split())


def _russian_listed(words: str, told: tuple[str, float, str]) -> tuple[str, float, str]:
    """ru for a short line told uk by its words and lingua's trigrams, with none of
    Ukrainian's letters (і ї є ґ), a word Russian's list has and Ukrainian's lacks
    ("апреля", "запись"; uk "квітня", "запис") and none the other way: lingua's trigrams of
    a few words lean to Ukrainian (panel AH2: "Скидка 30% на всю обувь до 1 апреля." and
    "Запись к терапевту на пн, 09:00" were uk)."""
    if told[0] != "uk" or UK_LETTERS.search(words):
        return told
    only = {common_words.only_in(w, ("ru", "uk")) for w in words.split()} - {None}
    return ("ru", told[1], "words") if only == {"ru"} else told


# How sure lingua must be of another language than a line's one format's, on a line of
# MIN_LETTERS letters or more with a function word of that language, to outweigh the
# format: a unit an abbreviation of which is a currency's code ("1 TL Salz", a Teelöffel,
# is no Turkish lira; panel AF1: "Zutaten: 250 g Mehl, 3 Eier, 1/2 l Milch und 1 TL
# Salz." was tr).
WORDS_OVER_FORMAT = 0.95


def _told_by_formats_unless_words(
    sentence: str, words: str, narrowed: tuple[str, ...], allowed: frozenset[str], long: bool
) -> tuple[tuple[str, float, str] | None, tuple[str, ...]]:
    """The one language a line's formats allow, and the languages they narrow it to; on a
    ``long`` Latin line whose words say another language, neither."""
    told = _told_by_formats(narrowed, allowed, words)
    if told and long and _words_against_format(sentence, words, told[0]):
        return None, ()
    return told, narrowed


def _words_against_format(sentence: str, words: str, lang: str) -> bool:
    """Whether the line's words say another language than its one format does: a function
    word of it, and no other's, and lingua all but sure of it."""
    other = _function_words(sentence, needed=1)
    if (
        other is not None
        and other != lang
        and other in LATIN
        and _confidences(words, LATIN).get(other, 0.0) >= WORDS_OVER_FORMAT
    ):
        return True
    return _listed_against_format(words, lang)


# How many of a line's words on one language's list, all but alone there, outweigh a format
# of another (panel BA4: "The meeting starts at 2:30 p.m. in Room 2.05." was es, "p.m."
# en or es and the room's "2.05." a date with dots, never English; its words, all English's,
# and lingua's likeliest said en).
LISTED_OVER_FORMAT = 4
LISTED_SHARE_OVER_FORMAT = 0.99


def _listed_against_format(words: str, lang: str) -> bool:
    """Whether LISTED_OVER_FORMAT or more of a line's words make another language than
    ``lang`` all but sure by the lists (LISTED_SHARE_OVER_FORMAT), and lingua's likeliest is
    that language too."""
    shares, known = common_words.scores(words, LATIN)
    if known < LISTED_OVER_FORMAT or not shares:
        return False
    best = max(shares, key=shares.get)
    if best == lang or shares[best] < LISTED_SHARE_OVER_FORMAT:
        return False
    lingua = _confidences(words, LATIN)
    return bool(lingua) and max(lingua, key=lingua.get) == best


def _alphabet_against(
    sentence: str, told: tuple[str, float, str], values: dict[str, float]
) -> tuple[str, float, str]:
    """lingua's pick on a long line when its own words' letters beyond a-z are none of
    that language's and all of others': the likeliest of those (panel V4, issue 31: "Adăugați
    250 g de făină și 2 linguri de zahăr, ..." was id at 0.98, its ă ș ț Romanian's only).
    A letter lingua's pick writes too ("Der niño über ...": ü) keeps its answer."""
    fits = alphabet_languages(sentence)
    if not fits or told[0] in fits:
        return told
    words = _WORDS.findall(sentence)
    own = " ".join(w for i, w in enumerate(words) if i == 0 or not w[0].isupper())
    extra = {c for c in _EXTRA_LATIN.findall(own.lower()) if c.isalpha()}
    if extra & set(ALPHABETS.get(told[0], "")):
        return told
    best = max(fits, key=lambda lang: values.get(lang, 0.0))
    return best, values.get(best, 0.0), "letters"


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
    if cyrillic:
        return code, values[code], "lingua"
    told = _alphabet_against(sentence, (code, values[code], "lingua"), values)
    return _named_in_letters(sentence, words, told, langs, values) if few else told


def _named_in_letters(
    sentence: str,
    words: str,
    told: tuple[str, float, str],
    langs: tuple[str, ...],
    values: dict[str, float],
) -> tuple[str, float, str]:
    """lingua's pick on a line of a few words, when a name in it is declined with a letter
    only one other language writes and the pick never does ("do Paříže": ř is Czech's), and
    a word of that language's list in lower case, which the pick's list lacks, says the
    line is in it ("od"): that language (panel AU2: "Let OK 624 do Paříže, gate B4,
    boarding od 13:25." was en at 0.996 by "gate" and "boarding"). A foreign name in the
    pick's own words ("Dvořák's symphony was played") has no such word, and stays."""
    hinted = {lang for lang, letters in LATIN_LETTERS if letters.search(sentence)}
    if len(hinted) != 1:
        return told
    lang = hinted.pop()
    if lang == told[0] or lang not in langs or lang not in common_words.SOURCES:
        return told
    if any(c in ALPHABETS.get(told[0], "") for c in _EXTRA_LATIN.findall(sentence.lower())):
        return told  # the pick writes a letter beyond a-z of the line's too
    own = [w for w in words.split() if len(w) > 1 and w.islower()]
    if any(common_words.lists_any(w, lang) and not common_words.lists_any(w, told[0]) for w in own):
        return lang, values.get(lang, 0.0), "letters"
    return told


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


# A bank SMS's Vietnamese typed without tone marks ("luc" lúc, "So du" số dư, "GD" giao
# dịch, "ND" nội dung): such words are no other language's ("so", "du" are en's, fr's) in a
# line that pays in dong (panel T5 heard "... VND luc 12/03/2025 14:35. So du ..." as en).
_VI_WITHOUT_MARKS = frozenset(
    "luc so du tk gd nd tai khoan giao dich noi dung tien chuyen nhan phi ngay".split()
)


# A contact line's labels, which Vietnamese writes as the others do ("Email:", "Hotline:",
# "Website:"): no sign of another language (panel Z5: "Email: hotro@vnpt.vn" was fr).
_CONTACT_LABELS = frozenset("email e-mail website web hotline fax".split())


def _other_words(words: str) -> bool:
    """Whether a short line's lower-case words are another language's common words."""
    lower = " ".join(
        w
        for w in words.split()
        if not w.isupper() and w.lower() not in _VI_WITHOUT_MARKS | _CONTACT_LABELS
    )
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
    if _NOT_UKRAINIAN.search(words):
        values = _only(values, ("bg", "ru"))  # "Пратка с тегло 2,3 кг." (panel AP2: uk)
    if (told := _function_words(text, needed=1)) in CYRILLIC:
        return told, values.get(told, 0.0), "words"
    if told := _listed_alone(words):
        return told, values.get(told, 0.0), "words"  # "Площа квартири 62 м²" (panel AJ)
    if (named := pressure.language_of(text)) in CYRILLIC:
        return named, values.get(named, 0.0), "words"  # "Тиск 118/76." (panel Z2)
    if named := _cyrillic_label(words, CYRILLIC):
        return named, values.get(named, 0.0), "words"  # "Знижка 20%" uk (panel AK2: ru)
    if (dialled := _trunk_languages(text)) and (values := _only(values, dialled)):
        # "Телефонуйте за номером 0 800 123 456.": not Russian; lingua's likelier of the two
        best = max(values, key=values.get)
        return best, values[best], "formats"
    best = max(values, key=values.get) if values else "ru"
    if values.get(best, 0.0) < CYRILLIC_DEFAULT_CONFIDENCE:
        best = "ru"
    return best, values.get(best, 0.0), "default"


def _cyrillic_short(
    sentence: str, words: str, langs: tuple[str, ...]
) -> tuple[str, float, str] | None:
    """A short Cyrillic line's abbreviations, else its label word: "Витрата пального 5,9
    л/100 км." is uk (panel AK2: ru, lingua 0.81). An abbreviation gives way to a phone
    number only another country dials so, with its trunk prefix (libphonenumber): "Тел."
    is on Bulgarian's tables alone, and Russian and Ukrainian write it too (panel AM2:
    "Тел. 8 800 555-35-35" ru and "Тел. 044 235 67 89" uk were bg)."""
    if told := _abbreviation_hint(sentence, langs):
        dialled = _trunk_languages(sentence)
        if len(dialled) == 1 and dialled[0] != told and dialled[0] in langs:
            return dialled[0], 1.0, "formats"
        return told, 1.0, "abbreviations"
    if told := _cyrillic_label(words, langs):
        return told, 1.0, "words"
    return None


def _cyrillic_label(words: str, langs: tuple[str, ...]) -> str | None:
    """The one Cyrillic language that writes the line's labels
    (``label_words.CYRILLIC_LABELS``: "Знижка", "Намаление", "Скидка"), the first word's
    or a later one's ("Перон 2, коловоз 5": "перон" is uk's and bg's, "коловоз" bg's;
    "Атмосферно налягане 1015 хПа."), when they name no other."""
    table = label_words.cyrillic_languages()
    named = {table[w] for w in _CYRILLIC_WORD.findall(words.lower()) if w in table}
    if len(named) != 1:
        return None
    (lang,) = named
    return lang if lang in langs else None


def _listed_alone(words: str) -> str | None:
    """The one Cyrillic language whose list alone has two of the line's words, when no word
    is another's alone ("Площа квартири": both uk's only). One word is not enough: "код" is
    on Bulgarian's list only, and Russian and Ukrainian write it as often."""
    alone = [common_words.only_in(w, CYRILLIC) for w in words.split()]
    found = {lang for lang in alone if lang}
    if len(found) == 1 and len([lang for lang in alone if lang]) >= 2:
        return found.pop()
    return None


# A national phone number of nine digits or more in groups, which starts with its country's
# trunk prefix: "0 800 123 456", "044 123 45 67", "0888 123 456", "8 800 123-45-67".
_TRUNK_NUMBER = re.compile(
    r"(?<![\d+\-.,/])[08][ (\-]?\d{2,4}\)?(?:[ \-]\d{2,4}){1,3}(?![\d,.]\d|\d)"
)


def _trunk_languages(text: str) -> tuple[str, ...]:
    """The Cyrillic languages whose countries dial a national number with the prefix the
    text's phone numbers start with (libphonenumber: Russia 8, Ukraine and Bulgaria 0)."""
    from phonenumbers import NumberParseException, PhoneMetadata, is_valid_number, parse

    langs: tuple[str, ...] = ()
    for match in _TRUNK_NUMBER.finditer(text):
        if sum(c.isdigit() for c in match.group()) < 9:
            continue
        dialled = tuple(
            lang
            for lang, region in (("bg", "BG"), ("ru", "RU"), ("uk", "UA"))
            if PhoneMetadata.metadata_for_region(region).national_prefix == match.group()[0]
        )
        try:  # "0888 123 456" is a Bulgarian mobile's, no Ukrainian number (panel X2: uk)
            valid = tuple(
                lang
                for lang in dialled
                if is_valid_number(parse(match.group(), {"bg": "BG", "ru": "RU", "uk": "UA"}[lang]))
            )
        except NumberParseException:
            valid = ()
        dialled = valid or dialled
        langs = dialled if not langs else tuple(lang for lang in langs if lang in dialled)
    return langs


def _common_words(
    words: str,
    langs: tuple[str, ...],
    lingua: dict[str, float],
    sure: float = WORDS_SURE,
    tried: bool = False,
) -> tuple[str, float, str] | None:
    """The language a short sentence's words are commonest in, weighed with lingua's
    trigrams (each says what the other cannot: "Your code is 4821." is de to lingua and
    en by its words; "Temperatura spadnie do" is hr by its listed words, pl to lingua),
    when together they are ``sure``; or the words' likeliest language when it is the one
    language that lists one of them ("Merci", not "Да": ru and bg both write it).
    ``tried``: :func:`_listing_all` of the same words found nothing (not asked twice)."""
    shares, known = common_words.scores(words, langs)
    if not shares:
        return None
    if not tried and (told := _listing_all(words, langs, lingua)):
        return told
    if (own := _function_word_alone(words, langs)) is not None:
        return own, round(shares.get(own, 0.0), 3), "words"
    # an unlisted language only when lingua is as sure as a short sentence needs
    sure_unlisted = {lang: v for lang, v in lingua.items() if v >= SHORT_CONFIDENCE}
    shares = _with_unlisted(shares, langs, sure_unlisted)
    both = {lang: share * max(lingua.get(lang, 0.0), 0.001) for lang, share in shares.items()}
    total = sum(both.values())
    best = max(both, key=both.get)
    if (
        _unlisted_likelier(lingua, best)
        and not _words_agree(words, langs, best)
        and (
            not any(common_words.only_in(word, langs) == best for word in words.split())
            or _unlisted_sure(lingua, best)
        )
    ):
        return None
    if both[best] >= sure * total and known >= 2:
        return best, round(both[best] / total, 3), "words"
    if both[best] < total / 4:
        return None
    # (not a code's capitals: "EUR" is on lv's list alone; panel AL4: "Tečaj: 1 EUR = 1,0842
    # USD." was lv)
    only = {common_words.only_in(w, langs) for w in words.split() if not _CODE.match(w)} - {None}
    if only == {best} and not _trigrams_sure_elsewhere(words, lingua, best):
        return best, round(both[best] / total, 3), "words"  # "Merci.", "Thanks, Jan!"
    return None


def _function_word_alone(words: str, langs: tuple[str, ...]) -> str | None:
    """The language one of whose ``FUNCTION_WORDS``, in lower case, no other language of
    ``langs`` lists, when its list has every listed word of the line: de "ist" (nl and en
    write "is"), beside "tot", which nl lists too. lingua's trigrams of a few names
    ("Papst Benedikt") said lv, and the words' odds times lingua's went to nl (panel BB1:
    "Papst Benedikt XVI. ist tot." was nl)."""
    if not _LATIN_SET.issuperset(langs):
        return None  # Cyrillic has its own ("Це вже 3-тя спроба.": "тя" is an ordinal's)
    told = {
        lang
        for word in words.lower().split()
        if (lang := common_words.only_in(word, langs)) is not None
        and word in FUNCTION_WORDS.get(lang, "").split()
    }
    if len(told) != 1:
        return None
    lang = told.pop()
    listed = [w for w in words.split() if _on_a_list(w)]
    return lang if all(common_words.lists_any(w, lang) for w in listed) else None


_DIGIT = re.compile(r"\d")
_CODE = re.compile(r"[A-Z]{3}\Z")  # a currency's code, "EUR", "USD"
_DIGIT_SPACE_DIGIT = re.compile(r"\d \d")  # a phone number's groups, "0850 111 222"
# A short Latin line whose listed words (three or more, of three letters or more, no
# capitals' codes), one language's list has every one of,
# and one of them no other's, while lingua's likeliest lists at most half of them: that
# language, not lingua's trigrams of a few words (panel AA1, issue 31: "Neem 3x per dag 500
# mg paracetamol." was it, which lists "per" alone; nl lists "neem", "per" and "dag"). A
# pick that lists most of them keeps its answer: the lists hold 2,000 words a language, and
# es lacks "avenida" ("Destino: Avenida de América, 2" stays es).
ALL_LISTED = 3
_LATIN_SET = frozenset(LATIN)


def _listing_all(
    words: str, langs: tuple[str, ...], lingua: dict[str, float]
) -> tuple[str, float, str] | None:
    if not lingua or not _LATIN_SET.issuperset(langs):
        return None
    lists = common_words.listing  # the languages whose lists have a word, kept per word
    listed = {
        w.lower()
        for w in words.split()
        if len(w) > 2 and not w.isupper() and not lists(w).isdisjoint(langs)
    }
    if len(listed) < ALL_LISTED:
        return None
    common = frozenset.intersection(*map(lists, listed))
    every = [lang for lang in langs if lang in common]
    if not every or (
        len(every) == 1 and not any(common_words.only_in(w, langs) == every[0] for w in listed)
    ):
        return None
    if not lingua:  # no odds to pick by (hostile pass 36, M-1)
        return None
    picked = max(lingua, key=lingua.get)
    if 2 * sum(picked in lists(w) for w in listed) > len(listed):
        return None
    # several that list them all: lingua's likeliest of those, else the words' (panel AB1:
    # "Paracetamol 500 mg, max. 6x per dag." was it; nl sv da list "max", "per" and "dag",
    # it "per" alone)
    shares, _ = common_words.scores(words, tuple(every))
    best = max(every, key=lambda lang: (lingua.get(lang, 0.0), shares.get(lang, 0.0)))
    sure = max(lingua.get(best, 0.0), round(shares.get(best, 0.0), 3))
    return best, 1.0 if len(every) == 1 else sure, "words"


# ... and a word only the pick lists does not outweigh lingua all but sure of the unlisted
# language on a line of several words, the pick all but ruled out (panel AD3: "Homme on
# temperatuur -4 kuni +1 °C, tuul 6–9 m/s." is et at 0.96 and was fr by "homme", fr 0.001).
UNLISTED_SURE = 0.9


def _trigrams_sure_elsewhere(words: str, lingua: dict[str, float], best: str) -> bool:
    """Whether lingua is all but sure of another language than the one word ``best`` alone
    lists, by a long word on no list (panel AF3: "1/2 teáskanál só" was pt by "só", hu at
    0.96 by "teáskanál")."""
    top = max(lingua, key=lingua.get, default=best)
    return (
        bool(lingua)
        and top != best
        and lingua[top] >= UNLISTED_SURE
        and lingua.get(best, 0.0) < 0.05
        and any(len(w) >= 6 and not _on_a_list(w) for w in words.split())
    )


def _unlisted_sure(lingua: dict[str, float], best: str) -> bool:
    return lingua.get(best, 0.0) < 0.01 and any(
        lang not in common_words.SOURCES and value >= UNLISTED_SURE
        for lang, value in lingua.items()
    )


# How many of a line's words must be on one language's list, every listed word on it,
# for the words to outweigh lingua's pick of a language without a list (et): four are no
# accident of names or shared short words (panel AJ: "Sestanek bo 6. maja 2024 ob 15. uri."
# is sl by "bo", "maja", "ob", "uri"; lingua said et, then the fallback pl). "Homme on
# temperatuur" stays et: "temperatuur" is off French's list.
WORDS_AGREE = 4


def _words_agree(words: str, langs: tuple[str, ...], best: str) -> bool:
    """Whether ``best``'s list has every listed word of the line, WORDS_AGREE or more."""
    listed = [w for w in words.split() if not common_words.listing(w).isdisjoint(langs)]
    return len(listed) >= WORDS_AGREE and all(best in common_words.listing(w) for w in listed)


def _unlisted_likelier(lingua: dict[str, float], best: str) -> bool:
    """Whether lingua gives a language without a word list (et) even odds and five times
    the words' pick: no list is no evidence against it, and words other lists share too
    ("mail", "nr", "min"; not "besok", Indonesian's alone) are little for the other (panel
    AA3: "Ma sündisin 3. mail 1988." was tr, "Buss nr 17 hilineb 6 min." da)."""
    return any(
        lang not in common_words.SOURCES
        and value >= MIN_CONFIDENCE
        and value >= 5 * lingua.get(best, 0.0)
        for lang, value in lingua.items()
    )


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
    if (named := _named_by_a_word(text, words, default, allowed)) is not None:
        return named or None  # (): the default's own word keeps the default
    latin = _latin(text)
    if allowed is not None and default not in allowed:
        langs, sure = tuple(lang for lang in latin if lang in allowed), 0.0
        # a line nothing else tells, with a date written "01.04.": of the languages its
        # money allows, those that write a date so (panel P1: "Kontostand am 01.04.:
        # -125,40 €" was Portuguese)
        if dotted := formats.dotted_date_languages(text):
            langs = tuple(lang for lang in langs if lang in dotted) or langs
    elif not common_words.lists_any(words, default, most=True):
        # of the languages its formats allow, the default among them ("Monthly payment:
        # $1,120": only English groups thousands with a comma; panel AD4 heard it as fr)
        langs = tuple(lang for lang in latin if allowed is None or lang in allowed) or latin
        sure = MIN_CONFIDENCE
    elif common_words.listed_share(words, default, most=True) < 0.5:
        # "In 300 m rechts abbiegen": most words are not the default's
        return _mostly_another(words, default)
    else:
        return _shared_words_only(words, default)
    # "OTP: 482913": a code's capitals are no language's trigrams (panel AB5: hr at 0.86)
    codes = all(word.isupper() and word.isascii() for word in words.split())
    lingua = {} if codes else _only(_confidences(words, LATIN), langs)
    if _DIGIT.search(text) and (told := _number_labelled(text, words, langs, lingua, sure)):
        return told
    if told := _phone_and_words(text, words, langs) or _slovene(text, langs, lingua):
        # "HP: 0812-3456-7890": id's number, "HP" on id's list only (panel Z5); "Cena:
        # 1.299,00 €" is written so in Slovenia and Croatia, "cena" Slovene's (panel AB3)
        return told
    if told := _phone_country(text, langs, lingua, default if sure else ""):
        # "Tel.: 01 4567 890" hr, "Helistage tel 5123 4567." et; where a format rules the
        # default out, a number one country of those it allows writes so ("ĐT: 0912 345
        # 678": đ is hr's and vi's, the number sk's and vi's; panel AR5 heard it in English)
        return told
    scored = _scored_words(text, words, langs, lingua, sure)
    if told := _common_words(scored, langs, lingua, sure):
        return told[0], told[1], "formats" if sure == 0.0 else "words"
    if sure == 0.0 and (told := _listed_likeliest(words, langs, lingua)):
        return told  # "Llámenos al 912 345 678.": the phone says es pt pl cs sk, "al" es
    if (
        lingua
        and _listed_elsewhere(scored, langs, max(lingua, key=lingua.get))
        and (told := _words_weighed(scored, langs, lingua))
    ):
        return told  # lingua's likeliest lists none of the words another language lists
    if lingua and (told := _likeliest(words, langs, lingua, sure)):
        return told
    best = max(lingua, key=lingua.get) if lingua else ""
    if lingua and lingua[best] >= NO_DEFAULT_WORD and lingua.get(default, 0.0) < 0.05:
        # no word of the default's and lingua all but rules it out: its likeliest
        # neighbour reads numbers nearer than the default would ("Nazovite 0800 1234.")
        return best, lingua[best], "lingua"
    return None


def _written_by_default(
    text: str, words: str, default: str, allowed: frozenset[str] | None
) -> bool:
    """Whether a line with no word of the default's list opens with a label the default
    writes ("Andén 7" es, "Portti 22" fi, "Brána B8" cs; ``label_words.py``) or writes a
    short form of the default's tables ("bd" fr in "M. Dupont, 12 bd Haussmann"), and shows
    nothing the default never writes: no other word on another language's list and not the
    default's ("No. pesanan: 123456" is id by "pesanan"), no phone number written as only
    other countries write it ("Tel. 041 123 456" sl). The default's own words, which the
    2,000-word lists lack, keep it: lingua's trigrams of one word are a guess ("Andén" is hu
    at 0.61, "Portti" tr at 0.82)."""
    labels = label_words.languages()
    split = words.split()
    tokens = _ABBREVIATION_TOKEN.findall(text)
    forms = _default_forms(default)
    own = {t.rstrip(".") for t in tokens if t in forms}
    dotted = _abbreviation_langs().get(tokens[0], ()) if tokens and tokens[0].endswith(".") else ()
    if split and default in labels.get(split[0].lower(), ()) and (not dotted or default in dotted):
        # ... not written as a short form other languages' tables list and the default's
        # do not ("Ref.: ES-77120" is es pt ro's "Ref.", not English's label "ref")
        own.add(split[0])
    if not own or (allowed is not None and default not in allowed):
        return False  # a format the default never writes tells more than its label
    for i, word in enumerate(split):
        if (
            word in own
            or len(word) < 3
            or word.isupper()
            or default in labels.get(word.lower(), ())
        ):
            continue
        if _on_a_list(word):
            if not common_words.lists_any(word, default):
                return False
        elif i == 0 or not word[0].isupper():
            return False  # a word of no list but a name's, lingua's to weigh ("pesanan")
    phone = formats.phone_languages(text)
    return allowed is not None or not phone or default in phone


@lru_cache(maxsize=64)
def _default_forms(lang: str) -> frozenset[str]:
    """The short forms of ``lang``'s tables of two letters or more, as written."""
    from .abbreviation_words import WORDS

    return frozenset(f for f in WORDS.get(lang, ()) if len(f.rstrip(".")) >= 2)


_LABEL = re.compile(r"([^\W\d_]{3,})\.?\s?(?::|\s[–—-]\s)")


def _number_labelled(
    text: str, words: str, langs: tuple[str, ...], lingua: dict[str, float], sure: float
) -> tuple[str, float, str] | None:
    """A number's line with no word of the default's (``sure``), one language listing every
    listed word: "Vergi no: 1234567890" tr, "Beli 2 gratis 1." id (panel AA5 heard them in
    English); a line of words alone is left to lingua ("Karel IV. je ustanovil ..."). Or
    a label before a number one language's list has, and no other's: "Cod: 739104" ro,
    "PIN kods: 9032" lv, "Kuro kaina – 1,59 €/l." lt (panels AF3, AF4)."""
    if sure and (told := common_words.listed_by_all(words, langs)):
        return told, 1.0, "words"
    return _label_listed_once(text, words, langs, lingua)


def _label_listed_once(
    text: str, words: str, langs: tuple[str, ...], lingua: dict[str, float]
) -> tuple[str, float, str] | None:
    """A short line of a number and one or two words: when its listed words (one of three
    letters or more; not a code's capitals, not a name after the first) are all on one
    language's list and on no other's, that language. lingua's trigrams of one word are a
    guess ("Cod" is de at 0.28, ro at 0.03); a word list is not."""
    listed = [
        w for i, w in enumerate(words.split())
        if len(w) > 1 and not w.isupper() and (i == 0 or not w[0].isupper())
    ]  # fmt: skip
    names = [w for w in words.split()[1:] if w[0].isupper() and not w.isupper()]
    if names or not listed or len(listed) > 2 or not any(len(w) > 2 for w in listed):
        return None  # "Dinamo – Hajduk 3:2": names, the first too (lv's list has "dinamo")
    # every listed word that one language's alone ("Új PIN-kód": hu's "új", sk's "kód")
    # ... told by its words of three letters or more: a short one only vetoes ("1/2 tl
    # soola": et's "tl", teelusikas, is on tr's list as "TL")
    told = {common_words.only_in(w, langs) for w in listed if len(w) > 2 and _on_a_list(w)}
    if len(told) != 1 or None in told:
        return None
    lang = told.pop()
    if any(_on_a_list(w) and not common_words.lists_any(w, lang) for w in listed):
        return None
    # a label: the word before a colon or a dash ("Kurz klesl o 2 %" is no label's line)
    labels = {m.group(1).lower() for m in _LABEL.finditer(text)}
    if not any(common_words.only_in(w, langs) == lang for w in labels):
        return None
    return None if _trigrams_sure_elsewhere(words, lingua, lang) else (lang, 1.0, "words")


def _likeliest(
    words: str, langs: tuple[str, ...], lingua: dict[str, float], sure: float
) -> tuple[str, float, str] | None:
    """lingua's likeliest if it is ``sure``, unless its near tie lists the words it lacks."""
    if told := _near_tie_listed(words, langs, lingua):
        return told
    best = max(lingua, key=lingua.get)
    if lingua[best] < sure:
        return None
    return best, lingua[best], "formats" if sure == 0.0 else "lingua"


def _near_tie_listed(
    words: str, langs: tuple[str, ...], lingua: dict[str, float]
) -> tuple[str, float, str] | None:
    """lingua's likeliest, when it lists none of the line's listed words and the one language
    lingua gives at least half its odds lists them all: that language (panel AB3: "Cena: 1
    249,00 €" was lt at 0.36 to lv's 0.28; Lithuanian writes "kaina", Latvian "cena")."""
    best = max(lingua, key=lingua.get)
    listed = [
        w for w in words.split()
        if len(w) > 2 and not w.isupper() and any(common_words.lists_any(w, lang) for lang in langs)
    ]  # fmt: skip
    if not listed or best not in common_words.SOURCES:
        return None
    if any(common_words.lists_any(w, best) for w in listed):
        return None
    near = [
        lang for lang in langs
        if lang != best and lingua.get(lang, 0.0) >= lingua[best] / 2
        and all(common_words.lists_any(w, lang) for w in listed)
    ]  # fmt: skip
    return (near[0], lingua[near[0]], "words") if len(near) == 1 else None


def _shared_words_only(words: str, default: str) -> tuple[str, float, str] | None:
    """A line whose default-listed words lingua's likeliest lists too, with a word the default
    lacks on no other's list, when lingua is fairly sure of it (``SHARED_SURE``) and all but
    rules out the default: that language (panel AA4: "Etajul 4, camera 412." was en by
    "camera", which Romanian writes too; "Camera 4, room 412." stays en)."""
    lingua = _confidences(words, LATIN)
    best = max(lingua, key=lingua.get, default=None)
    if best is None or best == default or lingua[best] < SHARED_SURE:
        return None
    if lingua.get(default, 0.0) >= 0.05:
        return None
    long_words = [w for w in words.split() if len(w) > 1]
    listed = [w for w in long_words if common_words.lists_any(w, default)]
    if len(listed) == len(long_words) or not all(common_words.lists_any(w, best) for w in listed):
        return None
    # the others on no list ("Etajul") or on its own: "Hello Anna." is not fi by "Anna"
    others = [w for w in long_words if w not in listed]
    if any(_on_a_list(w) and not common_words.lists_any(w, best) for w in others):
        return None
    return best, lingua[best], "lingua"


def _on_a_list(word: str) -> bool:
    return any(common_words.lists_any(word, lang) for lang in LATIN)


def _named_by_a_word(
    text: str, words: str, default: str, allowed: frozenset[str] | None
) -> tuple | None:
    """The language a word of the line names: a blood pressure's word, a compound's short
    form one language's tables list, or a phone number one country writes so beside words
    its language lists; () when that is the default (the default's own word keeps it, and
    its own label: :func:`_written_by_default`), None when no such word is there."""
    if (named := pressure.language_of(text)) in LATIN:
        # "BP 135/85", "Tlak 130/85": a blood pressure's word names the language (panel V4);
        # the default's own word keeps the default
        return () if named == default else (named, 1.0, "words")
    if (named := _long_abbreviation(text)) is not None:
        # "Bestellnr. 2025-004512", "Bestelnr. …" (panel Z1: hr, cs): a compound's short
        # form only one language's tables list names it; the default's own keeps the default
        return () if named == default else (named, 1.0, "abbreviations")
    if (named := _month_language(text)) is not None:
        # "25. junij je dan državnosti." was hr (panel AA3): a month's name one language
        # alone writes names it; the default's own keeps the default
        return () if named == default else (named, 1.0, "words")
    if len(named_by := pressure.languages_of(text) & set(LATIN)) > 1 and default not in named_by:
        # "Tlak 120/80, tep 68." is cs, sk or hr by its word: lingua's likeliest of them
        # (panel Z2: "Tlak" named hr alone, and Czech and Slovak lines were read in Croatian)
        values = _confidences(words, tuple(lang for lang in LATIN if lang in named_by))
        if values:
            best = max(values, key=values.get)
            return best, values[best], "words"
    if _written_by_default(text, words, default, allowed):
        return ()  # "Andén 7" with es, "Portti 22" with fi: the default's own label
    return _phone_of_listed_words(text, words, default)


@lru_cache(maxsize=1)
def _month_names() -> dict[str, frozenset[str]]:
    """Each Latin-script language's months' names (CLDR, wide, the nominative: a genitive,
    pl "maja", sk "decembra", is Slovene's too, which CLDR does not list), as written and
    capitalised, with the languages that write each: "junij" is sl's alone."""
    from babel.dates import get_month_names

    langs: dict[str, set[str]] = {}
    for lang in LATIN:
        for context in ("stand-alone",):
            for name in get_month_names("wide", context, locale=lang).values():
                for form in {name, name.capitalize()}:
                    langs.setdefault(form, set()).add(lang)
    return {form: frozenset(codes) for form, codes in langs.items()}


@lru_cache(maxsize=1)
def _exact_month_names() -> dict[str, frozenset[str]]:
    """The months' names as CLDR writes them (wide; format and stand-alone), not
    capitalised: after a day's number a month is written so, mid-sentence."""
    from babel.dates import get_month_names

    langs: dict[str, set[str]] = {}
    for lang in LATIN:
        for context in ("format", "stand-alone"):
            for name in get_month_names("wide", context, locale=lang).values():
                langs.setdefault(name, set()).add(lang)
    return {form: frozenset(codes) for form, codes in langs.items()}


def _month_language(text: str) -> str | None:
    """The one language whose month's name, and no other's, is written after a day's
    number ("25. junij", "3 lipnja"): a month's name alone may be a name or a word."""
    told = set()
    for name in _DAY_AND_MONTH.findall(text):
        # as CLDR writes it first: "5 Mei" is id's, whose months are capitalised; nl writes
        # "5 mei" (panel AB5: "Tgl. 5 Mei 2025 libur." was de)
        codes = _exact_month_names().get(name) or _month_names().get(name, frozenset())
        if len(codes) == 1:
            told |= codes
    return told.pop() if len(told) == 1 else None


_DAY_AND_MONTH = re.compile(r"(?<![\d.,])\d{1,2}\.?\s([^\W\d_]{3,})")


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


def _phone_of_listed_words(text: str, words: str, default: str) -> tuple[str, float, str] | None:
    """A line whose phone number one country alone writes so, not the default's, and whose
    every listed word that country's language lists too: that language, though the default
    lists them as well (panel AA4: "Ring 08-123 456 78." was en by "Ring", which Swedish
    writes; "Call 08-123 456 78." stays en)."""
    phone = formats.phone_languages(text) & set(LATIN)
    if len(phone) != 1 or default in phone:
        return None
    lang = next(iter(phone))
    listed = [w for w in words.split() if len(w) > 1 and common_words.lists_any(w, default)]
    if not listed or not all(common_words.lists_any(w, lang) for w in listed):
        return None
    return lang, 1.0, "formats"


def _phone_country(
    text: str, langs: tuple[str, ...], lingua: dict[str, float], default: str = ""
) -> tuple[str, float, str] | None:
    """A line nothing else tells whose phone number is written as one country alone writes
    it (libphonenumber's national format): that country's language, unless lingua all but
    rules it out. Written so by a few countries, not the default's: lingua's likeliest of
    them when it gives that one most of their odds (panel Y1, issue 31: "Klantenservice:
    0800-0123." is nl sv fi by its number, and was read in English)."""
    phone = formats.phone_languages(text) & set(langs)
    if len(phone) > 1 and default and default not in phone:
        among = {lang: v for lang, v in lingua.items() if lang in phone}
        best = max(among, key=among.get) if among else None
        likeliest = max(lingua.values(), default=0.0)  # "TEL 045-123-4567": no word to hear
        if (
            best
            and among[best] >= PHONE_AMONG * sum(among.values())
            and lingua[best] >= max(0.1, likeliest / 3)
        ):
            return best, lingua.get(best, 0.0), "formats"
    if len(phone) != 1:
        return None
    lang = next(iter(phone))
    if _labels_of(text, lang):
        # "Tel. 08-123 456 78" sv, "Tel.: 21 123 4567" pt: a label that language writes
        # too ("Tel." is seventeen languages') and nothing else; lingua's trigrams of it
        # are no evidence against the number (panels AQ4, AR4 heard both in English)
        return lang, lingua.get(lang, 0.0), "formats"
    # "all but rules it out": under 0.05, unless lingua is as unsure of every language (a
    # label alone, "Tel.: 041 123 456", is no language's trigrams; panel AB3 heard it en)
    ruled_out = min(0.05, max(lingua.values(), default=0.0) / 4)
    return (lang, lingua.get(lang, 0.0), "formats") if lingua.get(lang, 0.0) >= ruled_out else None


def _labels_of(text: str, lang: str) -> bool:
    """Whether every word of ``text`` is a label ``lang`` writes (``label_words.py``)."""
    table = label_words.languages()
    words = _WORDS.findall(text)
    return bool(words) and all(lang in table.get(w.lower(), ()) for w in words)


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
    if _trigrams_sure_elsewhere(words, lingua, best):
        return None
    return (best, round(both[best] / total, 3), "formats") if both[best] >= total / 2 else None


def _mostly_another(words: str, default: str) -> tuple[str, float, str] | None:
    """Of a text most of whose words the default's list lacks, the language its words and
    lingua give even odds, when one of those words is on that language's list ("rechts" in
    "In 300 m rechts abbiegen"); names and brands ("SaaS in Thai") are on none. A word on
    no list counts when lingua's trigrams alone make that language the likeliest, surely
    (``TRIGRAMS_SURE``: "Booking reference ABX7K2 confirmed ..." is da at 0.54),
    and all but rule the default out ("Central de atendimento: 0800 123 4567." is pt; panel
    Y1, issue 31, heard it in English)."""
    lingua = _only(_confidences(words, LATIN), LATIN)
    told = _common_words(words, LATIN, lingua, MIN_CONFIDENCE)
    if told is None or told[0] == default:
        return None
    others = [w for w in words.split() if len(w) > 1 and not common_words.lists_any(w, default)]
    if any(common_words.lists_any(w, told[0]) for w in others):
        return told
    # no odds at all (lingua gives none for "AB-12 is a QQ": hostile pass 36, M-1)
    trigrams = others and lingua and max(lingua, key=lingua.get) == told[0]
    sure = trigrams and lingua[told[0]] >= TRIGRAMS_SURE and lingua.get(default, 0.0) < 0.05
    return told if sure else None


_WORD_BEFORE = re.compile(r"(?<![^\W\d_])[^\W\d_]{1,5}\.\Z")


def _listed_abbreviation_before(text: str, start: int, end: int) -> bool:
    """ "Gab. 12", "Tel. 030…": a capitalised abbreviation of the normalizer's tables (any
    language's, lower-cased) before a number ends no sentence."""
    word = _WORD_BEFORE.search(text, max(start, end - 7), end)
    return bool(word) and word.group().lower() in _lower_abbreviations()


# A block's or a gate's code, a capital and its digits ("bl. B3", "sc. A2"), after a listed
# abbreviation written in lower case: an address's parts, not a new sentence (panel AH4:
# "... nr. 14, bl. B3, ap. 22." was cut at "bl." and its tail read as lv).
_CODE_AFTER = re.compile(r"[A-Z]\d{1,3}(?![^\W_])")


def _lower_before(text: str, start: int, end: int) -> bool:
    word = _WORD_BEFORE.search(text, max(start, end - 7), end)
    return bool(word) and word.group().islower() and word.group() in _lower_abbreviations()


def _title_before(text: str, start: int, end: int) -> bool:
    """ "Dr. Patel", "la Dra. García", "Sig.ra Rossi": a title of the normalizer's tables
    (of two letters or more: "D." may end "Vitamin D.") before a name ends no sentence."""
    word = _WORD_BEFORE.search(text, max(start, end - 7), end)
    return bool(word) and word.group() in _titles()


@lru_cache(maxsize=1)
def _titles() -> frozenset[str]:
    from .abbreviation_words import TITLES

    # English's, read by english.py's own rule rather than the tables; and the street
    # types written before a street's name, "na Av. Paulista", "en la Avda. de América"
    # (panel T1 heard "Nossa loja na Av." cut off and read as fi)
    streets = {"Av.", "Avda.", "Pça.", "Trav.", "Rod.", "Cad.", "Sok.", "Mah."}
    # ... and those written in lower case before the name, as the normalizer's tables have
    # them: ru bg "ул. Ленина", uk "вул. Хрещатик", pl cs sk hr sl "ul. Marszałkowska" (panel
    # AV2 heard "Доставка: ул." cut off as bg, and its tail as ru)
    lower = {"ул.", "вул.", "бул.", "пер.", "просп.", "пров.", "ul.", "nám."}
    streets |= lower | {street.capitalize() for street in lower}
    # ... and a title of two words by its last ("Dr hab. Anna Nowak": panel AA2 heard
    # "Dr hab." cut off and read as de)
    lasts = {t.rsplit(" ", 1)[-1] for t in TITLES if " " in t}
    return frozenset(
        {t for t in TITLES | lasts if t.endswith(".") and len(t) > 2}
        | {"Mr.", "Mrs.", "Ms."}
        | streets
    )


@lru_cache(maxsize=1)
def _lower_abbreviations() -> frozenset[str]:
    from .abbreviation_words import WORDS

    return frozenset(f.lower() for forms in WORDS.values() for f in forms if f.endswith("."))


_DAY_PERIOD_END = re.compile(r"(?<![^\W\d_])[apAP]\.\s?[mM]\.\Z")
_ZONE = re.compile(r"[A-Z]{2,4}(?![^\W\d_])")


def _zone_after(text: str, tail: int, end: int, after: int) -> bool:
    """ "7:30 p.m. ET on Sept. 14": a 12-hour clock's period before a time zone's short
    name (CLDR's, English's metazones: "ET", "PST"; and "UTC") ends no sentence (panel AQ4
    heard "ET on Sept." cut off and read as fr)."""
    zone = _ZONE.match(text, after)
    return bool(zone) and zone.group() in _zones() and bool(_DAY_PERIOD_END.search(text, tail, end))


@lru_cache(maxsize=1)
def _zones() -> frozenset[str]:
    from babel import Locale

    short = Locale("en").meta_zones.values()
    return frozenset({name for zone in short for name in zone.get("short", {}).values()} | {"UTC"})


def sentences(text: str) -> list[str]:
    """The sentences of ``text``, each keeping its trailing space (so they join back)."""
    out, start = [], 0
    for match in _SENTENCE.finditer(text):
        after = text[match.end() : match.end() + 1]
        if after and after in "+(" and text[match.end() + 1 : match.end() + 2].isdigit():
            after = "0"  # "Тел. +380 44 …", "Тел. (044) …": a phone number is a number
        # the period's few characters before it, not the whole sentence so far: a text
        # that never ends a sentence ("10:30 a. m. 10:30 a. m. …") stays linear
        tail = max(start, match.start() - 6)
        if "\n" not in match.group() and (
            after.islower()
            or _ORDINAL_END.search(text, tail, match.end())
            or (after.isdigit() and _SHORT_ABBREVIATION.search(text, tail, match.end()))
            or (after.isdigit() and _listed_abbreviation_before(text, start, match.start()))
            or (after.isupper() and _title_before(text, start, match.start()))
            or (_CODE_AFTER.match(text, match.end()) and _lower_before(text, start, match.start()))
            or (after.isupper() and _zone_after(text, tail, match.start(), match.end()))
            or (after.isupper() and formats.iban_at(text, match.end()))
        ):
            continue  # "Am 3. Oktober", "z. B. das", "д. 12": not the end of a sentence
        if match.end() > start:
            out.append(text[start : match.end()])
            start = match.end()
    if start < len(text):
        out.append(text[start:])
    return out


# A clock time with "h" between its hours and minutes, "18h45", "14h30": French and
# Portuguese write it so (CLDR's fr_CA "HH 'h' mm"; Brazil's "14h30"), English never.
_H_CLOCK = re.compile(r"(?<![\d:.])(?:[01]?\d|2[0-3])h[0-5]\d(?!\d)")
H_CLOCK_LANGS = frozenset({"fr", "pt"})
# A labelled line is a label and a number, with a word or two more at most.
LABELLED_WORDS = 4


# A label and a Roman numeral in capitals, the whole line: a book's chapter or part ("Bab
# III" id, "Kapitola IV" cs; panel AX5: "Bab III" was read in English, "the Third").
_ROMAN_AFTER_LABEL = re.compile(r"\s*[^\W\d_]{2,20}:?\s[IVXLC]{1,6}\.?\s*$")


def _labelled(text: str, default: str) -> tuple[str, float, str] | None:
    """A short line that starts with a label word the default does not write, and has a
    number ("Gleis 7, 21:05", "Sala 3", "Kod: 573812"; ``label_words.py``): of the
    languages that write its labels (and its formats allow), the likeliest by the word
    lists and lingua together; too short for either alone, and never the default's, whose
    number words would be read inside another language's line (issue 31: the fresh panel
    AI heard 23 such lines in English). A word of the default's ("Sala 3, ground floor"),
    or a label it writes too ("Code 1234", "Total: 12,50"), keeps the default."""
    numbered = _DIGIT.search(text) or _ROMAN_AFTER_LABEL.match(text)
    if not numbered or len(_LETTER.findall(text)) >= SURE_LETTERS:
        return None
    words = _WORDS.findall(text)
    if _ROMAN_AFTER_LABEL.match(text):
        words = words[:1]  # "Bab III": the numeral is no word of a language
    if not words or len(words) > LABELLED_WORDS:
        return None
    table = label_words.languages()
    first = table.get(words[0].lower())
    if first and len(first) > 1 and len(words) > 1:
        # a label several languages write, the default too ("No.", "Nr."), then one only
        # some of them do: theirs ("No. resi: JP…" id; panel AY5 heard it as es)
        first = (first & table.get(words[1].lower(), first)) or first
    if not first or default in first or common_words.lists_any(words[0], default, most=True):
        return None
    # English's labels are there to keep a line it writes too ("Code 1234") in the default,
    # never to name English over another default ("PIN 4821." with "de" stays de)
    langs = set(first) - {"en"}
    if not langs:
        return None
    for word in words[1:]:
        named = table.get(word.lower())
        if named is not None:
            langs = (langs & named) or langs  # "Peron 3, tor 4": pl's, not sl's
        elif len(word) > 1 and not word.isupper() and common_words.lists_any(word, default):
            # ... unless the label's languages write it too: "Rum 214, plan 2." is sv (its
            # "plan", floor; panel AL4 heard it in English)
            also = {lang for lang in langs if common_words.lists_any(word, lang)}
            if not also:
                return None
            langs = also
    allowed = _allowed(text, True)
    if allowed is not None:
        langs = (langs & allowed) or langs
    if _H_CLOCK.search(text):
        langs = (langs & H_CLOCK_LANGS) or langs  # "Plataforma 2, 14h30": pt, not es
    if len(langs) > 1 and _DIGIT_SPACE_DIGIT.search(text):
        # a phone number as the label's countries write it: "Infolinka: 0850 111 222" is
        # sk (Slovakia dials its trunk 0; Czechia has none; panel AK2: cs)
        langs = (langs & formats.phone_languages(text)) or langs
    if len(langs) == 1:
        return langs.pop(), 1.0, "words"
    return _likeliest_of(" ".join(words), langs)


def _likeliest_of(words: str, langs: set[str]) -> tuple[str, float, str] | None:
    """Of ``langs``, the likeliest by the word lists and lingua together."""
    among = tuple(lang for lang in LATIN if lang in langs)
    lingua = _only(_confidences(words, LATIN), among)
    shares, _ = common_words.scores(words, among)
    shares = _with_unlisted(shares, among, lingua) if shares else dict.fromkeys(among, 1.0)
    both = {lang: shares.get(lang, 0.0) * max(lingua.get(lang, 0.0), 0.001) for lang in among}
    total = sum(both.values())
    if not total:
        return None
    best = max(both, key=both.get)
    return best, round(both[best] / total, 3), "words"


# The guesses a label outweighs: lingua's trigrams, and the likeliest of the languages a
# format or the word lists leave (panel AJ: "Hind 4,99 €" was da, "Sleva 25 %" fi, "Popust
# 20 %" ro, "Brána B12, 14:35" hu: any of those a decimal comma or "25 %" allows).
LABEL_OVER = ("lingua", "formats", "words")


def _label_over_trigrams(
    text: str, guess: tuple[str, float, str] | None, default: str
) -> tuple[str, float, str] | None:
    """lingua's guess for a labelled line whose label that language does not write: the
    label's language instead ("Voie 5" was ro, "Perron 3b" es, "Istaba 12" es: one word's
    trigrams are a guess; the label is a word)."""
    if guess is None or guess[2] not in LABEL_OVER:
        return guess
    # lingua sure of one word's trigrams ("Perroon 2" fi at 0.97) yields only to the
    # default's own label (panel AS4, with et)
    sure = guess[1] >= SHORT_CONFIDENCE
    if sure and default == "en":
        # ... unless the label is one language's alone, and no other word says otherwise
        # ("Codice OTP: 583920" was hr at 0.98, "Batéria 12 %" pt; panel AX)
        return _one_languages_label(text, guess) or guess
    table = label_words.languages()
    words = _WORDS.findall(text)
    named = table.get(words[0].lower()) if words else None
    for word in words[1:] if named else ():
        named = (named & table.get(word.lower(), named)) or named  # "Soba 305, 3. nadstropje"
    if not named or (sure and (guess[0] in named or default not in named)):
        return guess
    if guess[0] in named:
        return _label_in_euros(text, words, named, guess, default)
    if (
        default in named
        and default != "en"
        and guess[2] != "formats"
        and _written_by_default(text, _lingua_words(text), default, None)
    ):
        # "Kurz EUR/USD: 1,0845" with sk: the default's own label, and nothing it never
        # writes; the guess was the label's letters as another language's word ("kurz",
        # short, de). English's labels only keep English lines ("Bus 5C kl. 7.45." is da)
        return default, guess[1], "words"
    return guess if sure else _labelled(text, default) or guess


def _one_languages_label(text: str, guess: tuple[str, float, str]) -> tuple[str, float, str] | None:
    """A short line whose label word only one language (not English) writes as a label,
    and whose other words are codes in capitals, on that language's list or on no list:
    that language, though lingua is sure of the label's trigrams in another ("Perroon 2"
    fi at 0.97: Finnish writes "laituri"; "Stau: 5 km" ro by Romanian's verb "stau")."""
    if not _DIGIT.search(text) or len(_LETTER.findall(text)) >= SURE_LETTERS:
        return None
    words = _WORDS.findall(text)
    if not words or len(words) > LABELLED_WORDS:
        return None
    table = label_words.languages()
    named = table.get(words[0].lower())
    for word in words[1:] if named else ():
        # ... or a shared label ("No.", "Nr.") narrowed by the next one, one language's:
        # "No. resi: JP…" id, "Nr. de înmatriculare: B 123 ABC" ro (panel AY: es, fr)
        named = (named & table.get(word.lower(), named)) or named
    if named is None or len(named) != 1 or "en" in named or guess[0] in named:
        return None
    (lang,) = named
    for word in words[1:]:
        if word.isupper() or len(word) < 2 or common_words.lists_any(word, lang):
            continue
        if lang in table.get(word.lower(), ()):
            continue
        if _on_a_list(word):
            return None  # "Stau auf der A7": a word of another language's list
    return lang, 1.0, "words"


# A flight's label, its airline's code (IATA's two-character designator) and its number,
# opening a line: "Flug LH 2034", "Volo AZ 1789", "Vol AF 1234".
_FLIGHT = re.compile(r"\s*([^\W\d_]{2,11})\s(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\s?\d{1,4}(?![\w.,:]\d|\w)")


def _flight(text: str, guess: tuple[str, float, str] | None) -> tuple[str, float, str] | None:
    """A short line that opens with a flight's label in one language and the flight's code:
    that language, though lingua hears the English "Gate" and "Boarding" every airport
    prints ("Flug LH 2034, Gate B12, Boarding 06:55" was en at 0.98, "Volo AZ 1789, gate
    B07, imbarco 10:20" hu; panel AV1). Every other word must be a code in capitals, one of
    those airport words, or a word the label's languages list or no list has; a label
    several languages write ("let": cs sk sl hr) keeps a guess among them, else takes the
    likeliest of them. English's "flight" names English."""
    match = _FLIGHT.match(text)
    if match is None or len(_LETTER.findall(text)) >= SURE_LETTERS:
        return guess
    label = match.group(1).lower()
    if label not in label_words.FLIGHTS:
        return guess
    langs = set(label_words.languages().get(label, ()))
    if guess is None or guess[0] in langs or guess[2] not in LABEL_OVER:
        return guess  # nothing guessed: the default's steps weigh the label and the rest
    for word in _WORDS.findall(text[match.end() :]):
        if word.isupper() or word.lower() in label_words.AIRPORT_WORDS:
            continue
        listed = [lang for lang in langs if common_words.lists_any(word, lang)]
        if not listed and _on_a_list(word):
            return guess  # "Let OK 624 to Prague": a word only other languages list
    if len(langs) == 1:
        return langs.pop(), 1.0, "words"
    return _likeliest_of(_lingua_words(text), langs) or guess


@lru_cache(maxsize=1)
def _euro_languages() -> frozenset[str]:
    """The languages official in a country that pays in euros (CLDR's territory currencies
    and languages, through Babel)."""
    from babel.core import get_global
    from babel.numbers import get_territory_currencies

    langs: set[str] = set()
    for region in get_global("territory_currencies"):
        if get_territory_currencies(region)[:1] == ["EUR"]:
            langs |= formats.region_languages(region)
    return frozenset(langs)


def _label_in_euros(
    text: str,
    words: list[str],
    named: frozenset[str],
    guess: tuple[str, float, str],
    default: str,
) -> tuple[str, float, str]:
    """A guess among the languages that write a line's label, where nothing but the label
    tells, whose country pays in another money than the line's euros: the likeliest, by the
    word lists and lingua as for any label, of the label's languages official in a country
    that pays in euros (panel AL1: "Total: 18,75 €" was ro; "Total" is es fr pt ro da id's
    label). A guess of the euro's countries stays ("Cena 3,49 €" lv, sk or sl: nothing tells)."""
    if guess[0] == default or guess[0] in _euro_languages() or not _EURO.search(text):
        return guess
    paid = (set(named) - {default}) & _euro_languages()
    return (_likeliest_of(" ".join(words), paid) if paid else None) or guess


def _unsure(guess: tuple[str, float, str] | None) -> bool:
    """A sentence told by its few words only, not by a letter, a format or its script."""
    return guess is not None and guess[2] in ("words", "lingua") and guess[1] < 1.0


def _with_whole_text(
    text: str, found: list[tuple[str, tuple | None]]
) -> list[tuple[str, tuple | None]]:
    """Short sentences told only by their words take the whole text's language when the
    whole text is told surely, by letters or formats, in the same script ("Адреса: вул.
    Хрещатик, 22, кв. 8, Київ." is cut at "вул." and "кв."; its ї says Ukrainian)."""
    short = [len(_LETTER.findall(sentence)) < MIN_LETTERS for sentence, _ in found]
    if not any(_unsure(guess) and s for (_, guess), s in zip(found, short, strict=True)):
        return found  # no sentence the whole text could tell: lingua need not read it all
    whole = sentence_language(text)
    if whole is None or whole[2] not in ("letters", "formats", "abbreviations"):
        return found
    script = CYRILLIC if whole[0] in CYRILLIC else LATIN
    out = []
    for (sentence, guess), few_letters in zip(found, short, strict=True):
        if _unsure(guess) and few_letters and guess[0] in script:
            guess = (whole[0], guess[1], "neighbour")
        out.append((sentence, guess))
    return out


def _told(
    pieces: list[str], default: str, asked: dict[str, dict[str, float]]
) -> list[tuple[str, tuple | None]]:
    """Each sentence with its guess. A sentence the text writes again (a list's line, a
    repeated notice) is told once: its guess depends on the sentence and the default alone.
    The table lives for one call, so it holds no more than the text."""
    told: dict[str, tuple | None] = {}
    found = []
    for sentence in pieces:
        if sentence not in told:
            guess = sentence_language(sentence, asked)
            guess = _label_over_trigrams(sentence, guess, default)
            told[sentence] = _flight(sentence, guess)
        found.append((sentence, told[sentence]))
    return found


def detect(text: str, default: str = "en") -> list[Span]:
    """``text`` as runs of one language each (adjacent sentences of one language joined).
    A sentence too short to tell takes the previous sentence's language (the next one's
    at the start); a text where no sentence can be told is ``default``."""
    asked: dict[str, dict[str, float]] = {}  # lingua's answers, by sentence words
    found = _told(sentences(text), default, asked)
    known = [guess for _, guess in found if guess is not None]
    if not known and len(found) > 1:
        whole = sentence_language(text)  # short sentences, but enough of them to tell
        if whole is not None:
            return [Span(text, whole[0], whole[1], whole[2])]
    if not known:
        if default not in CYRILLIC and (guess := _cyrillic_default(text)) is not None:
            return [Span(text, *guess)]
        if (guess := _against_default(text, default)) is not None:
            guess = _label_over_trigrams(text, guess, default)
            if _spelled_spanish(text, guess, ("words", "lingua", "formats")):
                guess = ("es", guess[1], "letters")  # "Humedad relativa 85 %." (panel Y1)
            elif _spelled_portuguese(text, guess, vowels=False):
                # "Umidade de 60%, ventos …" (panel BB1); not a vowel here, where it is a
                # name's more often ("Empate a cero en el Pacaembu de São Paulo.")
                guess = ("pt", guess[1], "letters")
            guess = _not_spanish(text, guess) or guess
            guess = _west_south_slavic(text, guess) or guess
            guess = _swedish_dated(text, guess)
            if _danish_grouped(text, guess):
                guess = ("da", guess[1], "formats")  # "Medlemstallet steg med ca. 3.000 …"
            return [Span(text, *guess)]
        if (guess := _labelled(text, default)) is not None:
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
