"""A person's height in fr es it pt lt: "Elle mesure 1,68 m" is "un mètre soixante-huit", not
"un virgule soixante-huit mètre" (panel AJ1, issue 31, heard the decimal reading as
unnatural in all four). How the four say a height: the metres, then the centimetres as a
number, in it pt joined by "e" ("un metro e sessantotto", "um metro e sessenta e oito";
Treccani, Ciberdúvidas), in fr es without ("un mètre soixante-huit", "un metro sesenta y
ocho"; Le Robert "mètre", RAE usage).

Only one or two metres with two written centimetres ("1,68 m", "2,05 m"), and only where
the sentence says it is a height: a verb or noun of a person's height before it ("mesure",
"mide", "è alta", "estatura") or a weight after it ("et pèse 60 kg"). A length ("La table
fait 1,68 m de long", "2,5 m") is left to the unit rules; so is a height after no such word
("Il fait 1,85 m": "fait" measures anything).
"""

import re

from .numbers import spell
from .rule import Rule, padded, rule

_BEFORE = {
    "fr": r"mesur\w*|taille|grande?s?|haute?s?",
    "es": r"mid[eo]|mides|miden|medía|medir|midiendo|estatura|altura|alt[oa]s?",
    "it": r"alt[oaie]|statura|altezza|misura|misurava",
    "pt": r"mede|medem|media|medir|medindo|estatura|altura|alt[oa]s?",
    # lt "Ūgis 1,85 m": "vienas metras aštuoniasdešimt penki" (panel AQ3 heard "vienas ir
    # aštuoniasdešimt penkios šimtosios metro")
    "lt": r"ūg(?:is|io|į|iu)(?:\s+[–-])?|aukšt(?:as|a|o|ą)",
}
# "et pèse 60 kg", "y pesa", "e pesa": a weight after it says a person's measures
_WEIGHT_AFTER = {"fr": r"et\s+p[eè]s\w*", "es": r"y\s+pes\w*", "it": r"e\s+pes\w*",
                 "pt": r"e\s+pes\w*", "lt": r"ir\s+sver\w*"}  # fmt: skip
# "de altura", "di altezza", "de estatura": a height said after it
_HEIGHT_AFTER = r"(?:d[ei]\s+(?:altura|altezza|estatura|statura)|ūgio)(?!\w)"  # lt "1,92 m ūgio"
# "de long", "de largo", "di lunghezza", "de comprimento": a length, not a height
_LENGTH_AFTER = r"\s+(?:de|di|d')\s*(?:long|large|larg\w*|anch\w*|lungh\w*|compriment\w*|largur\w*)"
_METRES = {"fr": ("mètre", "mètres"), "es": ("metro", "metros"), "it": ("metro", "metri"),
           "pt": ("metro", "metros"), "lt": ("metras", "metrai")}  # fmt: skip
_ONE = {"fr": "un", "es": "un", "it": "un", "pt": "um", "lt": "vienas"}
_JOIN = {"fr": " ", "es": " ", "it": " e ", "pt": " e ", "lt": " "}
LANGS = set(_BEFORE)


def _is_height(lang: str, match: re.Match) -> bool:
    text, start, end = match.string, match.start(), match.end()
    if re.match(_LENGTH_AFTER, text[end : end + 24]):
        return False
    if re.match(rf"\s+(?i:{_WEIGHT_AFTER[lang]}|{_HEIGHT_AFTER})", text[end : end + 16]):
        return True
    clause = re.split(r"[.;:!?]\s", text[max(0, start - 40) : start])[-1]
    return bool(re.search(rf"(?<![^\W\d_])(?i:{_BEFORE[lang]})\s+(?:(?:de|di|of)\s+)?\Z", clause))


def _read(lang: str, match: re.Match) -> str:
    if not _is_height(lang, match):
        return match.group(0)
    metres, centimetres = int(match.group("m")), int(match.group("cm"))
    one, many = _METRES[lang]
    said = f"{_ONE[lang]} {one}" if metres == 1 else f"{spell(str(metres), lang)} {many}"
    if centimetres:
        said += _JOIN[lang] + spell(str(centimetres), lang)
    return padded(match, said)


def rules_for(lang: str) -> tuple[Rule, ...]:
    """``<lang>.height``: a person's height, "1,68 m" -> "un mètre soixante-huit"."""
    if lang not in LANGS:
        return ()
    return (
        rule(
            f"{lang}.height",
            f"{lang}: a person's height (mesure 1,68 m) -> metres and centimetres",
            r"(?=[12])(?<![\w.,])(?P<m>[12]),(?P<cm>\d\d)\s?m(?![\w²³/])",
        )(lambda match: _read(lang, match)),
    )
