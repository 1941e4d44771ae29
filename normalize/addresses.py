"""E-mail addresses, web addresses and a stray "@", said in the sentence's language.

"service@beispiel.de" -> "service ät beispiel Punkt D E"; "www.exemple.fr/aide" ->
"W W W point exemple point F R slash aide"; "support@bank.ru" -> "support собака bank
точка ру". Without this rule the engine's own preparation turns "@" into the English
"at" in every language (engine/text.py), and the model guesses at the dots.

How a part is said:
- "@", ".", "/", "-", "_": the language's everyday name (``SIGNS``), as people dictate an
  address on the phone. Sources: the names of "@" per language collected in Wikipedia's
  "At sign" article (arobase, Klammeraffe/ät, arroba, chiocciola, małpa, собака,
  zavináč, snabel-a, kukac, アットマーク, 골뱅이 ...) and each language's common name of
  the other signs in dictation (Duden "Punkt", "Schrägstrich"; RAE "punto", "barra" ...).
- "https://" is left out: nobody says it. "www" is said the language's way (``WWW``).
- A label without a vowel ("gmx", "dhl") and a two-letter country domain ("de", "fr")
  are spelled in capitals, so the model says the letter names; a language that says its
  own domain as a word has it in ``SAID_AS_WORD`` (".ru" is "ру", ".es" is "es").
  Other labels and generic domains ("com", "org") stay words.
- Digits inside an address are said one by one.
"""

import re
from functools import cache

from babel import Locale

from .codes import say_digits
from .rule import Rule, padded, rule

# at, dot, slash, hyphen, underscore
SIGNS = {
    "en": ("at", "dot", "slash", "dash", "underscore"),
    "ar": ("آت", "نقطة", "شرطة مائلة", "شرطة", "شرطة سفلية"),
    "bg": ("маймунка", "точка", "наклонена черта", "тире", "долна черта"),
    "cs": ("zavináč", "tečka", "lomítko", "pomlčka", "podtržítko"),
    "da": ("snabel-a", "punktum", "skråstreg", "bindestreg", "understreg"),
    "de": ("ät", "Punkt", "Schrägstrich", "Bindestrich", "Unterstrich"),
    "el": ("παπάκι", "τελεία", "κάθετος", "παύλα", "κάτω παύλα"),
    "es": ("arroba", "punto", "barra", "guion", "guion bajo"),
    "et": ("ätt", "punkt", "kaldkriips", "sidekriips", "alakriips"),
    "fi": ("ät", "piste", "kauttaviiva", "viiva", "alaviiva"),
    "fr": ("arobase", "point", "slash", "tiret", "tiret bas"),
    "hi": ("एट", "डॉट", "स्लैश", "हाइफ़न", "अंडरस्कोर"),
    "hr": ("et", "točka", "kosa crta", "crtica", "donja crta"),
    "hu": ("kukac", "pont", "per", "kötőjel", "alsóvonás"),
    "id": ("et", "titik", "garis miring", "tanda hubung", "garis bawah"),
    "it": ("chiocciola", "punto", "slash", "trattino", "trattino basso"),
    "ja": ("アットマーク", "ドット", "スラッシュ", "ハイフン", "アンダーバー"),
    "ko": ("골뱅이", "닷", "슬래시", "하이픈", "언더바"),
    "lt": ("eta", "taškas", "pasvirasis brūkšnys", "brūkšnelis", "apatinis brūkšnys"),
    "lv": ("et", "punkts", "slīpsvītra", "defise", "apakšsvītra"),
    "nl": ("apenstaartje", "punt", "schuine streep", "streepje", "underscore"),
    "pl": ("małpa", "kropka", "ukośnik", "myślnik", "podkreślnik"),
    "pt": ("arroba", "ponto", "barra", "hífen", "underline"),
    "ro": ("a rond", "punct", "slash", "cratimă", "underscore"),
    "ru": ("собака", "точка", "слэш", "дефис", "нижнее подчёркивание"),
    "sk": ("zavináč", "bodka", "lomka", "pomlčka", "podčiarkovník"),
    "sl": ("afna", "pika", "poševnica", "vezaj", "podčrtaj"),
    "sv": ("snabel-a", "punkt", "snedstreck", "bindestreck", "understreck"),
    "tr": ("et", "nokta", "taksim", "tire", "alt çizgi"),
    "uk": ("собачка", "крапка", "слеш", "дефіс", "нижнє підкреслення"),
    "vi": ("a còng", "chấm", "gạch chéo", "gạch ngang", "gạch dưới"),
}  # fmt: skip
# "www" as people say it; elsewhere its three letters, spelled.
WWW = {
    "es": "uve doble uve doble uve doble", "it": "vu vu vu", "pl": "wu wu wu",
    "ru": "вэ вэ вэ", "uk": "ве ве ве", "ja": "ダブリューダブリューダブリュー",
    # bg: "уеб" is no reading of the letters (panel AD2)
    "bg": "дабъл ю дабъл ю дабъл ю",
    "ko": "더블유 더블유 더블유", "pt": "dáblio dáblio dáblio", "fr": "trois W",
}  # fmt: skip
# Domains a language says as a word: its own, and in Cyrillic the generic ones.
_CYRILLIC_GENERIC = {"com": "ком", "net": "нет", "org": "орг", "info": "инфо"}
SAID_AS_WORD = {
    "ru": {**_CYRILLIC_GENERIC, "ru": "ру", "su": "су"},
    # ".ua" is said "уа" (panel W2, issue 31, heard "юа" as foreign)
    "uk": {**_CYRILLIC_GENERIC, "ua": "уа", "org": "орґ"},
    "bg": {**_CYRILLIC_GENERIC, "bg": "бг"},
    "es": {"es": "es"},
    "it": {"it": "it"},
}
# Generic top-level domains a bare address may end in (a two-letter one is a country's).
_GENERIC = (
    "com net org info biz edu gov mil int app dev io ai shop online store site tech blog "
    "cloud travel news eu asia"
).split()
_VOWELS = set("aeiouyAEIOUY")

_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
# A country's domain is one of CLDR's two-letter territories (and .uk, the one not named
# by its ISO code): "sig.ra" or "pag.ne" are Italian abbreviations, not addresses.
_COUNTRIES = sorted({k.lower() for k in Locale("en").territories if len(k) == 2} | {"uk"})
_TLD = rf"(?:{'|'.join(sorted({*_GENERIC, *_COUNTRIES}, key=len, reverse=True))})"
_LOCAL = r"[A-Za-z0-9](?:[A-Za-z0-9._%+-]{0,62}[A-Za-z0-9])?"
_EMAIL = rf"{_LOCAL}@{_LABEL}(?:\.{_LABEL}){{0,4}}\.[a-z]{{2,12}}"
# A web address: with "https://" or "www.", any domain; without, a label of two characters
# or more and a known top-level domain (so "z.B." and "u.a." are no addresses).
_URL = (
    rf"(?:(?P<scheme>https?://)(?:www\.)?|(?P<www>www\.)|(?=[A-Za-z0-9-]{{2}}))"
    rf"{_LABEL}(?:\.{_LABEL}){{0,4}}\.(?(scheme)[a-z]{{2,12}}|{_TLD})(?![A-Za-z0-9_-])"
    r"(?P<path>/[A-Za-z0-9\-._~/%]{0,100}(?<![.,]))?"
)
# Bounded by ASCII letters and digits only: Japanese and Korean glue words to an address.
# A look-ahead first (one pass over the word for "@", "www.", "://" or a dot and a letter)
# keeps ordinary words cheap.
_MAYBE = r"(?=[A-Za-z0-9._%+-]{1,64}@|https?://|www\.|[A-Za-z0-9-]{2,63}\.[a-z])"
PATTERN = (
    rf"(?=[A-Za-z0-9@])(?:(?<![A-Za-z0-9_@.\-/]){_MAYBE}"
    rf"(?:(?P<email>{_EMAIL})(?![A-Za-z0-9_-])|(?P<url>{_URL}))|(?P<at>@))"
)


# id: a short label of one vowel that opens with two consonants no Indonesian word opens
# with is a firm's initialism ("bca", "bni", "btn"), said letter by letter as EYD reads a
# "singkatan" ("B C A", "be-ce-a"; panel AQ5 heard "bca" read as a word). Only id: hi's
# "irctc" and "sbi" were pinned right as words by eleven panels (fifth ... AO5), pl "mbank"
# is "em-bank", uk "lviv" a town, ja "nta", "jma" pinned as written.
_SPELLS_INITIALISMS = {"id"}
_ID_ONSETS = set("bl br dr fl fr gl gr kl kr ng ny pl pr sk sl sp st sw tr".split())


# pt: a word ends in a vowel, in a vowel and a consonant, or in "ns" ("bens"); a label of
# four or five letters that ends in two other consonants is an initialism ("inss", INSS, the
# social security institute: "I N S S"; panel AY1 heard "barra inss" said as a word). Three
# letters stay as they are: the seventh panel pinned "edp" (apoio@edp-clientes.pt) right.
_PT_WORD_END = re.compile(r"(?:[aeiou][a-z]|ns|[aeiou])\Z")


def _acronym(piece: str, lang: str) -> bool:
    """A short run of letters no one reads as a word: no vowel, or (id) one vowel and an
    opening pair of consonants no word has, or (pt) an ending no word has."""
    if len(piece) > 5 or not piece.isascii():
        return False
    vowels = sum(c in _VOWELS for c in piece)
    if not vowels:
        return len(piece) <= 4
    if lang == "pt" and len(piece) >= 4 and not _PT_WORD_END.search(piece.lower()):
        return True
    if lang not in _SPELLS_INITIALISMS or vowels > 1 or len(piece) != 3:
        return False
    lower = piece.lower()
    return lower[0] not in _VOWELS and lower[1] not in _VOWELS and lower[:2] not in _ID_ONSETS


def _word(part: str, lang: str) -> str:
    """A label or a piece of one: digits one by one, an acronym's letters spelled."""
    said = []
    for piece in re.findall(r"\d+|[^\W\d_]+", part):
        if piece.isdigit():
            said.append(say_digits(piece, lang))
        elif _acronym(piece, lang):
            said.append(" ".join(piece.upper()))
        else:
            said.append(piece)
    return " ".join(said)


# French service mailboxes named by their acronym (sav@, rh@, drh@...), spelled as people
# say them: "S A V arobase …" (Larousse; panel W2, issue 31, heard "sav" as a word). A whole
# local part only ("savoie@" or "sav.lyon@" stay).
SPELLED_LOCALS = {"fr": {"sav", "adv", "rh", "drh", "dsi", "cse", "daf", "dg", "pdg", "srh"}}


def _local(text: str, lang: str) -> str:
    if text.lower() in SPELLED_LOCALS.get(lang, ()):
        return " ".join(text.upper())
    return _name(text, lang)


def _name(text: str, lang: str) -> str:
    """A local part, label or path: pieces with their signs said between them."""
    at, dot, slash, hyphen, underscore = SIGNS[lang]
    names = {".": dot, "/": slash, "-": hyphen, "_": underscore, "+": "+", "~": "~"}
    words = []
    for piece in re.findall(r"[A-Za-z0-9]+|[./_+~-]|%[0-9A-Fa-f]{2}", text):
        if piece in names:
            words.append(names[piece])
        elif not piece.startswith("%"):
            words.append(_word(piece, lang))
    return " ".join(words)


def _domain(domain: str, lang: str) -> str:
    *labels, tld = domain.split(".")
    dot = SIGNS[lang][1]
    said = [_label(label, lang) for label in labels]
    return f" {dot} ".join([*said, _label(tld, lang, top=True)])


# hr a digit in a two-character label said here, as a digit: "a1.hr" -> "A jedan", not left
# to the number rule that made it agree with "točka" ("A jedna"; panel AY4). Not cs: panel
# B3 pinned "podpora@o2.cz" as "O dvě tečka" right.
_DIGIT_IN_LABEL = {"hr"}


def _label(label: str, lang: str, top: bool = False) -> str:
    """A domain's label: a word the language says ("ру", "ком"), a two-letter one spelled
    like a country's domain ("co.jp", "F R"), a top-level one as a word ("com")."""
    word = SAID_AS_WORD.get(lang, {}).get(label.lower())
    if word is not None:
        return word
    if len(label) == 2 and lang in _DIGIT_IN_LABEL:
        return " ".join(c.upper() if c.isalpha() else say_digits(c, lang) for c in label)
    if len(label) == 2:
        return " ".join(label.upper())
    return _word(label.lower(), lang) if top else _name(label, lang)


def _ascii_letter(char: str) -> bool:
    return char.isascii() and char.isalpha()


def read_address(lang: str, match: re.Match) -> str:
    at = SIGNS[lang][0]
    pad = _ascii_letter if lang in ("ja", "ko") else str.isalpha  # particles stay glued: 으로
    return padded(match, _say(lang, match, at), pad)


def _say(lang: str, match: re.Match, at: str) -> str:
    if match.group("at"):
        return at
    if match.group("email"):
        local, _, domain = match.group("email").rpartition("@")
        return f"{_local(local, lang)} {at} {_domain(domain, lang)}"
    text = match.group("url")
    path = match.group("path") or ""
    host = text[: len(text) - len(path)]
    host = re.sub(r"^https?://", "", host)
    www = ""
    if host.lower().startswith("www."):
        host = host[4:]
        www = f"{WWW.get(lang, 'W W W')} {SIGNS[lang][1]} "
    words = www + _domain(host, lang)
    path = path.rstrip("/")
    if path:
        words += " " + _name(path, lang)
    return words


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    """``<lang>.email``: e-mail and web addresses in the language's words."""
    at, dot, *_ = SIGNS[lang]
    return (
        rule(
            f"{lang}.email",
            f"{lang}: e-mail and web addresses: @ -> {at}, . -> {dot} (name@example.com)",
            PATTERN,
        )(lambda match: read_address(lang, match)),
    )
