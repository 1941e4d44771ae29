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

pl ru uk bg cs sk (panel BD2) say one metre without "one" and the centimetres as a
masculine count: "метр восемьдесят пять", "metr osmdesát dva", bg "метър и осемдесет и
два"; a height word may take a label's colon ("Рост: 1,85 м"), and a weight after a comma
says it too ("1,80 m, waga 75 kg").
"""

import re

from .readings import cardinal
from .rule import Rule, padded, rule

_BEFORE = {
    "fr": r"mesur\w*|taille|grande?s?|haute?s?",
    "es": r"mid[eo]|mides|miden|medía|medir|midiendo|estatura|altura|alt[oa]s?",
    "it": r"alt[oaie]|statura|altezza|misura|misurava",
    "pt": r"mede|medem|media|medir|medindo|estatura|altura|alt[oa]s?",
    # lt "Ūgis 1,85 m": "vienas metras aštuoniasdešimt penki" (panel AQ3 heard "vienas ir
    # aštuoniasdešimt penkios šimtosios metro")
    "lt": r"ūg(?:is|io|į|iu)(?:\s+[–-])?|aukšt(?:as|a|o|ą)",
    # pl ru uk bg cs sk "Его рост 1,85 м": "метр восемьдесят пять" (panel BD2 heard "одна
    # целая восемьдесят пять сотых метра", "jedna celá osmdesát dva metru" as unnatural)
    "pl": r"wzrost(?:u|em)?|wzroście|mierz(?:y|ył|yła|ę|ysz)|wysok(?:i|a|ości)",
    "ru": r"рост(?:а|ом|е)?|ростом\s+в|высок(?:ий|ая|ого|ой)",
    "uk": r"зр[іо]ст(?:у|ом|і)?|на\s+зріст|висок(?:ий|а|ого|ої)",
    "bg": r"ръст(?:ът|а)?|висок(?:а|и)?(?:\s+(?:е|съм|си|са|сте|сме))?|на\s+ръст",
    "cs": r"výšk(?:a|u|y|ou)|měř(?:í|il|ila|ím|íš)|vysok(?:ý|á)|postav(?:a|y|u)",
    "sk": r"výšk(?:a|u|y|ou)|mer(?:ia|al|ala|iam|iaš)|vysok(?:ý|á)|postav(?:a|y|u)",
}
# a label's colon after the height word ("Рост: 1,85 м", "Výška: 1,82 m")
_COLON = {"pl", "ru", "uk", "bg", "cs", "sk"}
# "et pèse 60 kg", "y pesa", "e pesa": a weight after it says a person's measures
_WEIGHT_AFTER = {"fr": r"et\s+p[eè]s\w*", "es": r"y\s+pes\w*", "it": r"e\s+pes\w*",
                 "pt": r"e\s+pes\w*", "lt": r"ir\s+sver\w*",
                 # "1,80 m, waga 75 kg", "1,85 м и весит 82 кг"
                 "pl": r",?\s*(?:i\s+)?(?:wa(?:ga|ży|żył|żyła)|przy\s+wadze)(?!\w)",
                 "ru": r",?\s*(?:и\s+)?(?:вес|весом|весит|весил|весила)(?!\w)",
                 "uk": r",?\s*(?:і\s+|й\s+)?(?:вага|вагою|важить|важив|важила)(?!\w)",
                 "bg": r",?\s*(?:и\s+)?(?:тегло|тежи|тежеше|тежа)(?!\w)",
                 "cs": r",?\s*(?:a\s+)?(?:váh(?:a|u)|váží|vážil|vážila|hmotnost)(?!\w)",
                 "sk": r",?\s*(?:a\s+)?(?:váh(?:a|u)|váži|vážil|vážila|hmotnosť)(?!\w)",
                 }  # fmt: skip
# "de altura", "di altezza", "de estatura": a height said after it
_HEIGHT_AFTER = r"(?:d[ei]\s+(?:altura|altezza|estatura|statura)|ūgio)(?!\w)"  # lt "1,92 m ūgio"
# "de long", "de largo", "di lunghezza", "de comprimento": a length, not a height
_LENGTH_AFTER = r"\s+(?:de|di|d')\s*(?:long|large|larg\w*|anch\w*|lungh\w*|compriment\w*|largur\w*)"
# a height said after it in the Slavic six: "1,80 m wzrostu", "1,85 м ростом", "1,82 m vysoký"
_SLAVIC_HEIGHT_AFTER = {
    "pl": r"wzrostu", "ru": r"ростом|роста", "uk": r"зросту|на\s+зріст|заввишки",
    "bg": r"ръст", "cs": r"vysok(?:ý|á)", "sk": r"vysok(?:ý|á)",
}  # fmt: skip
_METRES = {"fr": ("mètre", "mètres"), "es": ("metro", "metros"), "it": ("metro", "metri"),
           "pt": ("metro", "metros"), "lt": ("metras", "metrai"),
           # a Slavic height names one metre without "one": "metr osiemdziesiąt", "метр
           # восемьдесят пять", bg "метър и осемдесет и два" (the centimetres masculine)
           "pl": ("metr", "metry"), "ru": ("метр", "метра"), "uk": ("метр", "метри"),
           "bg": ("метър", "метра"), "cs": ("metr", "metry"), "sk": ("meter", "metre")}  # fmt: skip
_ONE = {"fr": "un", "es": "un", "it": "un", "pt": "um", "lt": "vienas"}
_JOIN = {"fr": " ", "es": " ", "it": " e ", "pt": " e ", "lt": " ", "bg": " и "}
_UNIT = {"ru": "м", "uk": "м", "bg": "м"}
LANGS = set(_BEFORE)


def _is_height(lang: str, match: re.Match) -> bool:
    text, start, end = match.string, match.start(), match.end()
    if re.match(_LENGTH_AFTER, text[end : end + 24]):
        return False
    after = _SLAVIC_HEIGHT_AFTER.get(lang, _HEIGHT_AFTER)
    if re.match(rf"\s*(?i:{_WEIGHT_AFTER[lang]})|\s+(?i:{after})(?!\w)", text[end : end + 24]):
        return True
    stops = r"[.;!?]\s" if lang in _COLON else r"[.;:!?]\s"
    clause = re.split(stops, text[max(0, start - 40) : start])[-1]
    colon = r"\s*[:–—-]?" if lang in _COLON else ""
    before = rf"(?<![^\W\d_])(?i:{_BEFORE[lang]}){colon}\s+(?:(?:de|di|of)\s+)?\Z"
    return bool(re.search(before, clause))


def _read(lang: str, match: re.Match) -> str:
    if not _is_height(lang, match):
        return match.group(0)
    metres, centimetres = int(match.group("m")), int(match.group("cm"))
    one, many = _METRES[lang]
    if metres == 1:
        said = f"{_ONE[lang]} {one}" if lang in _ONE else one
    else:
        said = f"{cardinal(metres, lang, 'm')} {many}"
    if centimetres:
        said += _JOIN.get(lang, " ") + cardinal(centimetres, lang, "m")
    return padded(match, said)


def rules_for(lang: str) -> tuple[Rule, ...]:
    """``<lang>.height``: a person's height, "1,68 m" -> "un mètre soixante-huit",
    "1,85 м" -> "метр восемьдесят пять"."""
    if lang not in LANGS:
        return ()
    return (
        rule(
            f"{lang}.height",
            f"{lang}: a person's height (mesure 1,68 m) -> metres and centimetres",
            rf"(?=[12])(?<![\w.,])(?P<m>[12]),(?P<cm>\d\d)\s?{_UNIT.get(lang, 'm')}(?![\w²³/])",
        )(lambda match: _read(lang, match)),
    )
