"""Rules for what is written in a structured way, for the 28 languages of
``other_languages.py``: phone numbers, dates, times, years, ranges, ordinals and units
(``<lang>.phone``, ``<lang>.date``, ``<lang>.time``, ``<lang>.range``, ``<lang>.ordinal``,
``<lang>.unit``, ``<lang>.year``). They run before the money and number rules, which
read whatever is left. Each pattern is compiled once per language (``rules_for`` is
cached); the words come from ``readings.py``.

Dates and years are read in ``dates.py``, times in ``times.py``, units in ``units.py``;
the rest here. This module also registers the languages' SSML say-as readers (date, time,
ordinal, telephone) with ``sayas``; ``other_languages.py`` registers currency, the rule it
owns.
"""

import re
from functools import cache

from . import cldr, dates, readings, sayas, times, units
from .noun_genders import noun_gender
from .numbers import ascii_digits, spell
from .ordinals import ordinal
from .rule import Rule, padded, rule
from .words import GENDER_FIXES

LANGUAGES = (
    "ar bg cs da de el es et fi fr hi hr hu id it lt lv nl pl pt ro ru sk sl sv tr uk vi"
).split()

# --- phone numbers ----------------------------------------------------------------------

# "+49 30 1234567", "+33 1 23 45 67 89", "+7 (495) 123-45-67", "030 123 4567",
# "06-12 34 56 78": a "+" and a country code, or a leading 0 and at least two separators.
_INTERNATIONAL = r"(?P<plus>\+)\d{1,3}(?:[ \-]?\(?\d{1,5}\)?){2,6}"
_TRUNK_0 = r"\(?0\d{1,4}\)?(?:[ \-]\d{2,4}){2,5}"
# "030 1234567", "030/1234567", "(089) 12345": a trunk 0, an area code and one run of
# five digits or more (no thousands group has five digits).
_TRUNK_0_RUN = r"(?:\(0\d{1,4}\)\s?|0\d{1,4}[ /\-])\d{5,8}"
# ru uk "8 800 555-35-35", "8 (495) 123-45-67": the trunk 8, a three-digit code, then the
# subscriber's three digits and two pairs (Russian and Ukrainian write numbers so).
_TRUNK_8 = r"8[ \-]?\(?\d{3}\)?[ \-]?\d{3}[ \-]\d{2}[ \-]\d{2}"
# pl cs sk es pt "601 234 567", "612-345-678": nine-digit national numbers written in
# threes, which a spaced 601 million looks like too; so spaced ones only when nothing
# follows that a quantity would have (a word, a currency sign, %, another digit).
_NINE = r"[1-9]\d\d(?:-\d{3}-\d{3}| \d{3} \d{3}(?!\s?(?:[^\W\d_]|[^\w\s.,;:!?)\]\"'»]|\d)))"
NINE_DIGIT_PHONES = ("pl", "cs", "sk", "es", "pt")


@cache
def phone_pattern(lang: str) -> str:
    """The language's phone numbers: international, with a trunk 0, and national forms."""
    forms = [_INTERNATIONAL, _TRUNK_0, _TRUNK_0_RUN]
    if lang in ("ru", "uk"):
        forms.append(_TRUNK_8)
    if lang in NINE_DIGIT_PHONES:
        forms.append(_NINE)
    return rf"(?=[+(\d])(?<![\w+])(?:{'|'.join(forms)})(?![\w-]|[.,]\d)"


def _read_phone(lang: str, match: re.Match) -> str:
    text = match.group(0)
    groups = re.findall(r"\d+", text)
    digits = sum(len(g) for g in groups)
    if not 7 <= digits <= 15:
        return text
    return padded(match, readings.phone(lang, groups, bool(match.group("plus"))))


# --- ranges -----------------------------------------------------------------------------

_RANGE = re.compile(
    r"(?=\d)(?<![\w.,:/+\-–])(?P<a>\d{1,4})\s?[-–—]\s?(?=(?P<b>\d{1,4})(?![\d:]|[.,/\-]\d))"
)


def _read_range(lang: str, match: re.Match) -> str:
    a, b = int(match.group("a")), int(match.group("b"))
    if a >= b or match.group("a").startswith("0"):
        return match.group(0)  # "2-1" is a score, "0-24" a code: not a range
    years = 1000 <= a <= 2100 and 1000 <= b <= 2100
    words = readings.year(a, lang) if years else spell(str(a), lang)
    if not years and lang in _AGREEING_BOUNDS:
        words = _first_bound_agreeing(lang, words, match)
    previous = match.string[max(0, match.start() - 20) : match.start()].split()[-1:]
    if previous and previous[0].lower() in _BETWEEN_JOIN.get(lang, ((), ""))[0]:
        return padded(match, words + _BETWEEN_JOIN[lang][1])  # "mellan nio och tretton"
    if not years and previous and previous[0].lower() in _PREPOSITIONS.get(lang, ()):
        # "in 2-3 giorni": a preposition already stands before the count, so no "da ... a"
        # ("in due-tre giorni", "en dos a tres días", "em dois a três dias", "sous deux à
        # trois jours"; Treccani, DPD "o", Ciberdúvidas)
        return padded(match, words + _JOINED[lang])
    if lang == "tr" and b <= 10:
        # "2-3 iş günü", "5-7 gün": small counts are an approximate number, said one after
        # the other ("iki üç gün", TDK "yaklaşık sayılar"); the panels heard "iki-üç" right
        return padded(match, f"{words}-")
    said = readings.range_start(lang, words)
    head = said.split(" ", 1)[0]
    if previous and head != said and previous[0].lower() == head.lower() and not head[0].isdigit():
        # "u roku od 3–5 dana": the text says the range's "from" already, so it is not said
        # twice ("od tri do pet"; panel Q4 heard "od od")
        said = said[len(head) :].lstrip()
    return padded(match, said)


_PREPOSITIONS = {
    "it": {"in", "entro", "tra", "fra", "per", "di", "con"},
    "es": {"en", "entre", "durante", "con"},
    "pt": {"em", "durante", "com", "dentro"},
    "fr": {"en", "sous", "dans", "pendant", "avec"},
}
_JOINED = {"it": "-", "es": " a ", "pt": " a ", "fr": " à "}
# "mellan 9–13", "mellem 9-13", "between 9-5": after "between" the bounds are joined by
# "and", never "to" (Svenska Akademiens ordbok "mellan"; Den Danske Ordbog "mellem";
# Merriam-Webster "between").
_BETWEEN_JOIN = {"sv": ({"mellan"}, " och "), "da": ({"mellem"}, " og "),
                 "en": ({"between"}, " and ")}  # fmt: skip
# A second panel M (issue 31): ar "من 9-17" says "من" once ("من تسعة إلى سبعة عشر"); bg "до
# 2-3 работни дни", "за 2-3 дни" join the two counts with a hyphen, as written and said
# ("до два-три дни", БАН "Официален правописен речник", § on approximate counts).
_PREPOSITIONS.update({"ar": {"من"}, "bg": {"до", "за", "след", "в", "около"}})
_JOINED.update({"ar": " إلى ", "bg": "-"})
# el "σε 2-3 εργάσιμες", vi "trong 2-3 ngày", ar "خلال 2-3 أيام": the preposition already
# says "in/within", so the range takes no "από"/"từ"/"من" of its own ("σε δύο έως τρεις",
# "trong hai đến ba ngày", "خلال اثنين إلى ثلاثة أيام"; ΛΚΝ "έως", Vietnamese "đến" joins
# the bounds of a span, Arabic "إلى" likewise).
_PREPOSITIONS.update({
    "el": {"σε", "για", "εντός", "μέσα", "μετά", "περίπου", "κάθε", "ανά"},
    "vi": {"trong", "khoảng", "mất", "sau", "chừng", "tầm", "vòng"},
})  # fmt: skip
_PREPOSITIONS["ar"] |= {"خلال", "في", "بعد", "لمدة", "قبل", "حوالي", "نحو", "كل"}
_JOINED.update({"el": " έως ", "vi": " đến "})
# "10-12 दिसंबर", "10-12 Δεκεμβρίου": a span of days before a month name is a range of the
# day numbers; it runs before the date rule, which would take "12 दिसंबर" alone and leave
# the hyphen ("दस-बारह दिसंबर"). Languages whose range words fit a span of dates.
DAY_RANGE_LANGS = {"hi", "el", "id"}


def day_range_pattern(lang: str) -> str:
    """Two day numbers joined by a hyphen before one of the language's month names."""
    months = cldr.month_pattern(lang)
    return (
        r"(?=\d)(?<![\w.,:/+\-–])(?P<a>\d{1,2})\s?[-–—]\s?"
        rf"(?=(?P<b>\d{{1,2}})\s+(?:{months})(?!\w))"
    )


# The first bound of a range agrees with the noun after the second, as the second does:
# "σε 3-4 εβδομάδες" -> "τρεις έως τέσσερις εβδομάδες", "5-6 ساعات" -> "خمس إلى ست ساعات".
_AGREEING_BOUNDS = {"el", "ar"}
_AFTER_BOUND = re.compile(r"\d+\s+([^\W\d_][\w-]*)")


def _first_bound_agreeing(lang: str, words: str, match: re.Match) -> str:
    following = _AFTER_BOUND.match(match.string, match.end())
    if following is None:
        return words
    gender = noun_gender(lang, following.group(1), words.rsplit(" ", 1)[-1])
    for pattern, replacement in GENDER_FIXES.get(lang, {}).get(gender, ()) if gender else ():
        words = pattern.sub(replacement, words)
    return words


# --- ordinals ---------------------------------------------------------------------------

# Written ordinals with a marker after the digits, per language: (regex of the marker
# group "s", its form). Sources: CLDR/ICU ordinal rule sets; abbreviations per RAE
# ("1.º", "1.ª", "1.er"), Académie ("1er", "1re", "2e"), Treccani ("1º"), Gramota.ru
# ("3-й", "3-го"), Språkrådet ("1:a", "3:e"), Taalunie ("1e", "1ste"), KBBI ("ke-3").
_MARKERS = {
    "fr": (r"(?P<s>er|re|ère|e|ème|eme)", {"er": "m", "re": "f", "ère": "f"}),
    "es": (r"\.?(?P<s>º|ª|er)", {"º": "m", "ª": "f", "er": "adj"}),
    "pt": (r"\.?(?P<s>º|ª)", {"º": "m", "ª": "f"}),
    # Italians also type the degree sign: "2° trimestre", "al 3° piano" (not "20° C").
    "it": (r"(?P<s>º|ª|°(?=\s+(?!gradi|circa|oggi|alle|sotto|sopra|nell|dell|dall)"
           r"[a-zà-ù]{4,}))", {"º": "m", "ª": "f", "°": "m"}),
    "el": (r"(?P<s>ος|η|ο)", {"ος": "m", "η": "f", "ο": "n"}),
    "ru": (r"-(?:[ыоауи]|ь)?(?P<s>й|я|е|го|му|м|х|ю|ой|ми)",
           {"й": "m", "я": "f", "е": "n", "го": "m-gen", "му": "m-dat", "м": "m-prep",
            "х": "pl-gen", "ю": "f-acc", "ой": "f-gen", "ми": "pl-ins"}),
    # "з 5-ї колії": "-ї" is the feminine genitive too (Правопис 2019 § 38, "5-ї"; panel W2)
    # "2-ге місце", "2-га спроба" (the word's last letters: Правопис 2019 § 38; panel Q2)
    "uk": (r"-(?:(?!ій)[иіоа]|т|ть|г)?(?P<s>й|а|я|е|є|го|гу|шу|му|ої|ій|у|ю|ї)",
           {"й": "m", "а": "f", "я": "f", "е": "n", "є": "n", "го": "m-gen",
            "му": "m-loc", "ої": "f-gen", "ій": "f-loc", "гу": "f-acc", "шу": "f-acc",
            "у": "f-acc", "ю": "f-acc", "ї": "f-gen"}),  # "на 3-му поверсі", "3-тє", "5-ої"
    # with the article too: "3-ия", "1-вият", "2-рата", "3-тото" (a mixed panel, issue 31)
    # ... and the last letter alone, as БАН writes 5th to 8th: "5-и", "6-а", "7-о"
    "bg": (r"-(?P<s>ия|ият|(?:ви|ри|ти|ми)(?:ят|я)?|(?:ва|ра|та|ма)(?:та)?|(?:во|ро|то|мо)(?:то)?"
           r"|[иао])", {}),
    "sv": (r":(?P<s>a|e)", {}),
    "nl": (r"(?P<s>ste|de|e)", {}),
    "lt": (r"-(?P<s>asis|oji|as|a)", {"asis": "m", "as": "m", "oji": "f", "a": "f"}),
    "hi": (r"(?P<s>वाँ|वां|वीं|वी|वें)", {"वाँ": "m", "वां": "m", "वीं": "f", "वी": "f", "वें": "obl"}),
}  # fmt: skip
# hi: the first, second, third, fourth and sixth take their own endings, written after the
# digit as after the -वाँ ones: "1ला/1ली/1ले", "2रा", "3री जीत", "4था", "6ठी" (NCERT
# "व्याकरण", क्रमवाचक विशेषण); the ending's last vowel gives the form, as -वाँ/-वीं/-वें do.
_HI_OWN_ENDINGS = {f"{stem}{vowel}": form for stem in ("ल", "र", "थ", "ठ")
                   for vowel, form in (("ा", "m"), ("ी", "f"), ("े", "obl"))}  # fmt: skip
_MARKERS["hi"] = (
    r"(?P<s>वाँ|वां|वीं|वी|वें|" + "|".join(_HI_OWN_ENDINGS) + ")",
    {**_MARKERS["hi"][1], **_HI_OWN_ENDINGS},
)
# Languages writing "5." for "fifth": an ordinal when a lower-case word follows (a capital
# after the dot starts a sentence). German nouns are capitalised, so German needs the
# article before it (``_DE_ARTICLES``) and takes that article's ending.
_DOT_LANGS = {"cs", "da", "et", "fi", "hr", "hu", "lv", "pl", "sk", "sl", "tr"}
_DE_ARTICLES = {"der": "e", "die": "e", "das": "e", "den": "n", "dem": "n", "des": "n",
                "am": "n", "im": "n", "zum": "n", "zur": "n", "vom": "n", "beim": "n"}  # fmt: skip
# Prepositions after which "der" is the dative (or genitive) feminine: the ordinal ends in -en.
_DE_PREPOSITIONS = {"in", "an", "auf", "aus", "bei", "mit", "nach", "von", "zu", "vor",
                    "hinter", "neben", "unter", "über", "zwischen", "seit", "während",
                    "wegen", "trotz", "innerhalb", "außerhalb", "ab", "gegenüber"}  # fmt: skip
# The gender of the noun after "5." from its ending, where the ordinal agrees with it.
_GENDER_BY_ENDING = {
    # "-ou": a feminine instrumental ("mezi 8. a 12. hodinou" -> "osmou a dvanáctou")
    "cs": (("ou", "f-ins"), ("a", "f"), ("o", "n"), ("í", "n"), ("e", "n")),
    "sk": (("ou", "f-ins"), ("a", "f"), ("u", "f-acc"), ("o", "n"), ("ie", "n"), ("e", "n")),
    "sl": (("a", "f"), ("o", "n"), ("e", "n")),
    "hr": (("a", "f"), ("u", "f-acc"), ("o", "n"), ("e", "n")),
    "pl": (("a", "f"), ("ę", "f-acc"), ("o", "n"), ("e", "n")),
    "lv": (("a", "f"), ("e", "f"), ("u", "f-acc")),
    # Finnish: the ordinal takes the noun's case ("kolmannelle sijalle"; Iso suomen kielioppi
    # § 771); a noun ending in -in is taken as a nominative ("puhelin").
    "fi": (("lle", "allative"), ("lla", "adessive"), ("llä", "adessive"), ("lta", "ablative"),
           ("ltä", "ablative"), ("ssa", "inessive"), ("ssä", "inessive"), ("sta", "elative"),
           ("stä", "elative"), ("ksi", "translative"), ("in", "m"), ("n", "genitive")),
}  # fmt: skip


def _read_hu_ordinal(lang: str, match: re.Match) -> str:
    """hu: over two thousand, a hyphen after the thousands, as the cardinals write it
    ("ötvennyolcezer-kétszáztizenharmadik"; MHSz 12, 298.)."""
    said = _read_ordinal(lang, match)
    if int(match.group("n")) > 2000 and int(match.group("n")) % 1000:
        said = re.sub(r"ezer(?=[^\W\d_-])", "ezer-", said, count=1)
    return said


def _ordinal_pattern(lang: str) -> str | None:
    if lang in _MARKERS:
        return rf"(?=\d)(?<![\w.,])(?P<n>\d{{1,6}}){_MARKERS[lang][0]}(?!\w)"
    if lang == "hu":
        # a longer number is an ordinal before "számú", "szám": "a 58213. számú rendelés"
        # (MHSz 12, 301.; panel P3, issue 31, heard the cardinal and a full stop)
        return (
            r"(?=\d)(?<![\w.,])(?P<n>\d{1,3}|\d{4,6}(?=\.\s+(?i:szám)))\."
            r"(?=\s+(?P<next>[^\W\d_]+))"
        )
    if lang in _DOT_LANGS:
        return r"(?=\d)(?<![\w.,])(?P<n>\d{1,3})\.(?=\s+(?P<next>[^\W\d_]+))"
    if lang == "de":
        articles = "|".join(_DE_ARTICLES)
        return rf"\b(?P<art>(?i:{articles}))\s+(?P<n>\d{{1,3}})\.(?=\s+[^\W\d_])"
    if lang == "id":
        return r"\b(?P<ke>ke)-(?P<n>\d{1,6})(?!\w)"
    if lang == "vi":
        return r"\b(?P<thu>thứ)\s+(?P<n>\d{1,6})(?!\w)"
    if lang == "ro":  # "al 3-lea", and the feminine "a 3-a" ("a treia oară")
        return r"\b(?:(?P<al>al)\s+(?P<n>\d{1,6})-lea|(?P<fa>[aA])\s+(?P<fn>\d{1,6})-a)(?!\w)"
    return None


def ro_feminine_ordinal(n: int) -> str | None:
    """ro "a 3-a": the feminine ordinal, the cardinal's last word with "-a" (GALR, "numeralul
    ordinal"; DOOM: "a doua", "a treia", "a patra", "a cincea", "a opta", "a noua", "a
    zecea", "a douăsprezecea", "a douăzecea", "a douăzeci și una", "a suta", "a mia")."""
    if n < 2:
        return None  # "a 1-a" is no written form: "prima", "întâia"
    words = spell(str(n), "ro").split()
    last = words[-1]
    special = {"unu": "una", "doi": "doua", "două": "doua", "trei": "treia",
               "doisprezece": "douăsprezecea", "mie": "mia", "opt": "opta"}  # fmt: skip
    if last in special:
        last = special[last]
    elif last.endswith("ci"):
        last = last[:-1] + "ea"  # cinci, douăzeci: "cincea", "douăzecea"
    elif last.endswith(("u", "ă")):
        last = last[:-1] + "a"  # patru, nouă, sută: "patra", "noua", "suta"
    elif last.endswith("e"):
        last += "a"  # șase, zece: "șasea", "zecea"
    else:
        return None
    if len(words) == 2 and words[0] in ("o", "un"):
        words = []  # "a suta", "a mia"
    return " ".join([*words[:-1], last])


# Polish: after a preposition of place the noun is in the locative, and so is the ordinal
# ("w 34. kolejce" -> "trzydziestej czwartej", "na 2. piętrze" -> "drugim"): a feminine
# noun's locative ends in -ce, -dze, -i or -y (kolejce, drodze, ulicy, sali), a masculine or
# neuter one's in -rze or -u (piętrze, domu); other -e endings (klasie f, mieście n) tell
# nothing and stay as before. "10. dnia" is a masculine genitive.
_PL_LOCATIVE = {"w", "we", "na", "o", "po", "przy"}
# Feminine locatives in -e that the ending cannot tell from "mieście" (n): the common ones.
_PL_FEMININE_IN_E = {"klasie", "grupie", "szkole", "rundzie", "fazie"}
_PL_MASCULINE_IN_E = {"etapie", "sezonie", "kwartale", "okresie", "wierszu"}
_PL_GENITIVE = {"dnia", "miesiąca", "roku", "tygodnia", "wieku", "stopnia", "piętra"}


# Czech: the noun's case form tells the ordinal's where its ending alone cannot ("ve 2.
# patře" -> "druhém", "do 2. patra" -> "druhého", "z 2. koleje" -> "druhé"): the common
# nouns numbered so, typed from Internetová jazyková příručka ÚJČ (skloňování).
_CS_CASES = {
    **dict.fromkeys("patře nástupišti místě kole stupni".split(), "m-loc"),
    **dict.fromkeys("patra nástupiště kola stupně".split(), "m-gen"),
    **dict.fromkeys("koleji třídě řadě hodině lize etapě části".split(), "f-loc"),
    **dict.fromkeys("koleje třídy řady hodiny ligy etapy".split(), "f-loc"),
    "dne": "m-gen",  # "do 20. dne v měsíci", "15. dne": the genitive of "den"
    "stoletím": "m-ins",  # "před 20. stoletím"
}
# Nouns whose form is the same in several cases, the ordinal's told by the preposition
# (panel P2): "v 19. století" -> "devatenáctém", "do 19. století" -> "devatenáctého"; the
# feminine nouns without "-a" ("na 2. kolej" -> "druhou", accusative; sk "na 3. koľaj" ->
# "tretiu"). Prepositions: ÚJČ, Pravidlá slovenského pravopisu.
_NEUTER_BY_PREPOSITION = {"cs": {"století", "pololetí", "čtvrtletí", "výročí"},
                          "sk": set()}  # fmt: skip
_FEMININE_WITHOUT_A = {"cs": {"kolej", "část", "místnost"}, "sk": {"koľaj", "časť", "miestnosť"}}
_PREPOSITION_CASES = {
    "cs": {"gen": {"z", "ze", "od", "do", "během", "kolem", "okolo", "u", "až"},
           "loc": {"v", "ve", "o", "po", "při"}, "ins": {"před", "nad", "pod", "s", "se"},
           "acc": {"na", "za", "přes", "pro"}},
    "sk": {"acc": {"na", "za", "cez", "pre"}},
}  # fmt: skip


def _form_by_preposition(lang: str, match: re.Match, following: str) -> str | None:
    cases = _PREPOSITION_CASES.get(lang)
    if not cases:
        return None
    before = match.string[max(0, match.start() - 12) : match.start()].split()[-1:]
    prep = before[0].lower() if before else ""
    case = next((c for c, preps in cases.items() if prep in preps), None)
    if following in _NEUTER_BY_PREPOSITION[lang]:
        if case == "acc":  # "na 19. století": the accusative of a neuter, the nominative
            return "n"
        return {"gen": "m-gen", "loc": "m-loc", "ins": "m-ins"}.get(case, "n")
    if following in _FEMININE_WITHOUT_A[lang]:
        return "f-acc" if case == "acc" else "f" if case is None else None
    if lang == "sk" and following in {"koľaji", "časti", "miestnosti"}:
        return "f-gen"  # "na 1. koľaji" -> "prvej": the locative's ending is the genitive's
    return None


def _polish_case(match: re.Match, following: str, form: str) -> str:
    if following in _PL_GENITIVE:
        return "m-gen"
    before = match.string[max(0, match.start() - 12) : match.start()].split()[-1:]
    if not before or before[0].lower() not in _PL_LOCATIVE:
        return form
    if following.endswith(("ce", "dze", "i", "y")) or following in _PL_FEMININE_IN_E:
        return "f-loc"
    if following.endswith(("rze", "u")) or following in _PL_MASCULINE_IN_E:
        return "m-loc"
    return form


# hr sk sl lv et (issue 31): the ordinal in the case its noun shows, after a preposition
# that governs it where the ending alone is ambiguous (Hrvatska gramatika, IHJJ; Pravidlá
# slovenského pravopisu; Slovenska slovnica; LVA; EKI): "na 4. katu" -> "četvrtom", "s 2.
# perona" -> "drugog", "925. godine" -> "pete", sk "z 1. nástupišťa" -> "prvého", "na 2.
# poschodí" -> "druhom", sl "v 5. nadstropju" -> "petem", "s 3. tira" -> "tretjega", lv "4.
# stāvā" -> "ceturtajā", "no 12. izejas" -> "divpadsmitās", "līdz 31. decembrim" ->
# "trīsdesmit pirmajam", et "4. korrusel" -> "neljandal", "3. teelt" -> "kolmandalt".
_LOC = {
    "hr": {"na", "u", "o", "po", "pri"},
    "sk": {"na", "v", "vo", "o", "po", "pri"},
    "sl": {"v", "na", "o", "po", "pri"},
}
_GEN = {
    "hr": {"s", "sa", "iz", "od", "do", "kod", "blizu", "preko", "ispred", "iza"},
    "sk": {"z", "zo", "od", "do", "u", "bez", "okrem", "blízko", "vedľa"},
    "sl": {"s", "z", "iz", "od", "do", "blizu", "izpred", "izza"},
}
_NOUN_CASES = {"hr", "sk", "sl", "lv", "et"}
# The feminine genitive singular's endings (sk koľaje, triedy; sl ure, hiše).
_FEMININE_GEN = {"sk": ("e", "y"), "sl": ("e",)}


def _noun_case(lang: str, match: re.Match, following: str, form: str) -> str:
    before = match.string[max(0, match.start() - 12) : match.start()].split()[-1:]
    prep = before[0].lower() if before else ""
    if lang == "hr" and following in ("godine", "godini"):
        return "f-gen" if following == "godine" else "f-loc"
    if lang in _LOC and prep in _LOC[lang]:
        if lang == "hr" and following.endswith("u"):
            return "m-loc"
        if lang == "sk" and following.endswith(("í", "e", "u")):
            return "m-loc"
        if lang == "sl" and following.endswith(("u", "ju")):
            return "m-loc"
    if lang in _GEN and prep in _GEN[lang] and following.endswith("a"):
        return "m-gen"
    if lang in ("sk", "sl") and prep in _GEN[lang] and following.endswith(_FEMININE_GEN[lang]):
        return "f-gen"  # sk "z 2. koľaje" -> "druhej", sl "do 16. ure" -> "šestnajste"
    if lang == "lv":
        if following.endswith(("ā", "ē", "ī")):
            return "m-loc"
        if prep in ("no", "pie", "līdz", "bez", "aiz", "pēc") and following.endswith(("as", "es")):
            return "f-gen"
        if following.endswith(("im", "am")) and prep in ("līdz", ""):
            return "m-dat"
    if lang == "et":
        for ending, case in (
            ("lt", "gen+lt"),
            ("l", "ade"),
            ("ni", "gen"),
            ("le", "gen+le"),
            ("st", "gen+st"),
        ):
            if following.endswith(ending) and len(following) > len(ending) + 2:
                return case
    return form


def _dot_ordinal_form(lang: str, match: re.Match, following: str) -> str:
    """The gender and case of an ordinal written with a dot, from the word after it."""
    form = "m"
    for ending, gender in _GENDER_BY_ENDING.get(lang, ()):
        if following.endswith(ending):
            form = gender
            break
    if following in ("do", "až") and lang in ("cs", "sk", "pl", "sl"):
        # sk sl "od 8. do 16. ure": the first takes the second's noun ("od osme do …")
        noun = re.match(r"\s*\d{1,3}\.\s+([^\W\d_]+)", match.string[match.end() + 3 :])
        if lang in _FEMININE_GEN and noun and noun.group(1).endswith(_FEMININE_GEN[lang]):
            return "f-gen"
        return "m-gen"  # "od 2. do 5. 12.": the first day of a span, in the genitive
    if lang == "pl":
        return _polish_case(match, following, form)
    by_preposition = _form_by_preposition(lang, match, following)
    if by_preposition:
        return by_preposition
    if lang == "cs":
        form = _CS_CASES.get(following, form)
        if following in ("ročníku", "dílu", "okruhu"):  # genitive or locative
            before = match.string[max(0, match.start() - 12) : match.start()].split()[-1:]
            at = before and before[0].lower() in ("v", "ve", "na", "o", "po", "při")
            form = "m-loc" if at else "m-gen"
        return form
    if lang in _NOUN_CASES:
        return _noun_case(lang, match, following, form)
    return form


def _bg_form(marker: str) -> str:
    """The gender a Bulgarian ordinal's written ending shows, and its article: "-ти" m,
    "-ия"/"-ият" m with the article ("третия", "третият"), "-тата" f ("третата"), "-тото" n
    (Правописен речник на БАН, "Членуване на числителните")."""
    if marker.endswith(("я", "ят")):
        return "m+" + ("ят" if marker.endswith("ят") else "я")
    if len(marker) == 4:
        return "f+та" if marker[1] == "а" else "n+то"
    return {"и": "m", "а": "f", "о": "n"}[marker[-1]]


def _read_ordinal(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    n, form, lead = int(g["n"] or g.get("fn") or 0), "m", ""
    if lang in _MARKERS:
        marker = g["s"]
        form = _MARKERS[lang][1].get(marker, "m")
        if lang == "bg":
            form = _bg_form(marker)
        if lang == "fr" and marker == "er" and n != 1:
            return match.group(0)
    elif lang in _DOT_LANGS:
        following = g["next"]
        if not following[0].islower():
            return match.group(0)
        if lang in (*_LOC, "cs") and following in ("in", "i", "a", "ali", "ili", "alebo", "nebo"):
            # "med 8. in 14. uro": the first ordinal agrees with the second's noun
            pair = re.match(r"\s+\w+\s+\d{1,3}\.\s+([^\W\d_]+)", match.string[match.end() :])
            following = pair.group(1) if pair else following
        form = _dot_ordinal_form(lang, match, following)
    elif lang == "de":
        lead, form = g["art"] + " ", _DE_ARTICLES[g["art"].lower()]
        before = match.string[max(0, match.start() - 12) : match.start()].split()[-1:]
        if g["art"].lower() == "der" and before and before[0].lower() in _DE_PREPOSITIONS:
            form = "n"  # "in der 78. Minute", "an der 3. Kreuzung": dative, "-en"
    elif lang == "ro" and g.get("fa"):
        words = ro_feminine_ordinal(int(g["fn"]))
        return match.group(0) if words is None else padded(match, f"{g['fa']} {words}")
    elif lang in ("id", "vi", "ro"):
        words = ordinal(n, lang)
        return match.group(0) if words is None else padded(match, words)
    if "+" in form:  # et "3. teelt": the genitive and the ending; bg "третия": the article
        base, ending = form.split("+", 1)
        words = ordinal(n, lang, base)
        words = words and words + ending
    else:
        words = ordinal(n, lang, form)
    if words and lang == "hi" and form == "obl":  # "5वें स्थान पर": पाँचवें, "3रे दिन": तीसरे
        words = re.sub(r"ा$", "े", re.sub(r"(?:ाँ|ां)$", "ें", words))
    return match.group(0) if words is None else padded(match, lead + words)


# --- Hungarian case endings on numbers -------------------------------------------------

# "1990-ben", "5-ig", "100-hoz": the case ending as written, glued to the number's words
# (the writer chose the vowel harmony: "kilencvenben", "ötig"). Endings that change the
# numeral itself ("3-as" = "hármas", "2-án") are left to the number rule.
_HU_ENDING = re.compile(
    r"(?=\d)(?<![\w.,])(?P<n>\d{1,9})-(?P<end>ban|ben|ból|ből|ba|be|ra|re|ról|ről|hoz|hez|höz|nál|nél"
    r"|tól|től|ig|ért|kor|val|vel)(?!\w)"
)


def _read_hu_ending(lang: str, match: re.Match) -> str:
    return padded(match, spell(match.group("n"), "hu") + match.group("end"))


# "12-es kapu", "3-as busz", "100-asból": the numeral made an adjective, its last number
# word changed ("tizenkettes", "hármas", "százas"; MHSz 12, 299.), the rest of the ending kept.
_HU_ADJECTIVE = re.compile(
    r"(?=\d)(?<![\w.,])(?P<n>\d{1,9})-(?P<end>[aeoö]s)(?P<rest>[a-záéíóöőúüű]{0,5})(?!\w)"
)
_HU_ADJECTIVES = {
    "egy": "egyes", "kettő": "kettes", "három": "hármas", "négy": "négyes", "öt": "ötös",
    "hat": "hatos", "hét": "hetes", "nyolc": "nyolcas", "kilenc": "kilences", "tíz": "tízes",
    "húsz": "húszas", "harminc": "harmincas", "negyven": "negyvenes", "ötven": "ötvenes",
    "hatvan": "hatvanas", "hetven": "hetvenes", "nyolcvan": "nyolcvanas",
    "kilencven": "kilencvenes", "száz": "százas", "ezer": "ezres", "nulla": "nullás",
}  # fmt: skip


def _read_hu_adjective(lang: str, match: re.Match) -> str:
    words = spell(match.group("n"), "hu")
    for last in sorted(_HU_ADJECTIVES, key=len, reverse=True):
        if words.endswith(last):
            return padded(match, words[: -len(last)] + _HU_ADJECTIVES[last] + match.group("rest"))
    return match.group(0)


# After the numbers are words: a count before a noun takes "két", not "kettő" ("hetvenkét
# évig", "tizenkét óra", "két egész három tized"; MHSz 12, 296.); and a case ending the
# writer put after a sign or a short unit joins the word said for it ("2,3%-ot" ->
# "százalékot", "100 m-es" -> "méteres", "Ft-os" -> "forintos", "17.4-re" -> "négyre").
_HU_COUNTED = (
    "év óra perc másodperc nap hét hónap egész tized század ezred forint euró dollár fő ember "
    "darab kilo gramm méter liter százalék fok alkalom oldal kapu szoba emelet hely pont gól "
    "busz vonat járat lépés szint munkanap"
).split()
# also the first of a span: "kettő-három munkanapon" -> "két-három"
_HU_ATTRIBUTIVE = re.compile(r"kettő(?=(?:-[^\W\d_]+)?\s(?:" + "|".join(_HU_COUNTED) + r")\w*)")
_HU_JOINED = re.compile(
    r"(?<=[^\W\d_])-(?=(?:ot|et|öt|at|ra|re|ról|ről|ba|be|ban|ben|ból|ből|ig|tól|től|hoz|hez"
    r"|höz|nál|nél|[bdgklmnrstvz]?(?:al|el)|os|es|as|ös|nak|nek|on|en|ön|n|t)(?!\w))"
)
_HU_JOINS_AFTER = re.compile(
    r"(?:százalék|forint|euró|dollár|méter|kilométer|centiméter|milliméter|kilogramm|gramm"
    r"|liter|fok|egy|kettő|három|négy|öt|hat|hét|nyolc|kilenc|tíz|húsz|harminc|negyven|ötven"
    r"|hatvan|hetven|nyolcvan|kilencven|száz|ezer|millió|nulla)$"
)


def _read_hu_attributive(lang: str, match: re.Match) -> str:
    return "két"


_HU_NUMBER_WORD = re.compile(
    r"(?:egy|kettő|három|négy|öt|hat|hét|nyolc|kilenc|tíz|húsz|harminc|"
    r"negyven|ötven|hatvan|hetven|nyolcvan|kilencven|száz|ezer)$"
)


def _read_hu_joined(lang: str, match: re.Match) -> str:
    word = match.string[max(0, match.start() - 30) : match.start()].split()[-1:]
    if not word or not _HU_JOINS_AFTER.search(word[0]):
        return match.group(0)
    if match.string.startswith("öt", match.end()) and _HU_NUMBER_WORD.search(word[0]):
        return match.group(0)  # "három-öt": a range of numbers, not an ending
    return ""


# --- Arabic ordinals and counts --------------------------------------------------------

# "القرن الـ21", "الدورة الـ5": the article on a number makes it an ordinal, agreeing with the
# noun before it ("الحادي والعشرون", "الخامسة"; a noun ending in ة is feminine).
# A bare number after a noun that ranks or numbers storeys is the ordinal too: "الطابق 3" ->
# "الطابق الثالث", "المركز 2" -> "المركز الثاني", "الحلقة 5" -> "الحلقة الخامسة" (a mixed
# panel, issue 31).
_AR_RANKED = "الطابق المركز المرتبة الجولة الشوط الحلقة الدورة النسخة الموسم".split()
_AR_ORDINAL = re.compile(
    r"(?<!\w)الـ\s?(?P<n>\d{1,3})(?!\d)"
    + "|(?:"
    + "|".join(rf"(?<={noun}\s)" for noun in _AR_RANKED)
    + r")(?P<n2>\d{1,2})(?!\d|[.,:/]\d)"
)
# Three to ten take the opposite gender to the singular of the noun they count: "خمس دقائق",
# "ثلاث ساعات" (the singulars دقيقة, ساعة are feminine), "خمسة أيام". Plurals of feminine
# nouns, typed from the counts messages use.
_AR_FEMININE_PLURALS = (
    "دقائق ساعات سنوات مرات ليال ليالٍ رسائل سيارات غرف نقاط كلمات صفحات مباريات ثوان ثوانٍ "
    "محطات طائرات شحنات حلقات جولات سنين"
    # درجة, قطعة, حبة, ملعقة, علبة, زجاجة, وجبة, فترة, خطوة, جلسة, دورة, نسخة, بطاقة, رحلة,
    # شركة, مدينة, دولة: feminine singulars (panel Q5: "خمسة درجات" is خمس درجات)
    " درجات قطع حبات ملاعق علب زجاجات وجبات فترات خطوات جلسات دورات نسخ بطاقات رحلات"
    " شركات مدن دول"
).split()
_AR_POLARITY = re.compile(
    r"(?<!\w)(?P<n>ثلاثة|أربعة|خمسة|ستة|سبعة|ثمانية|تسعة|عشرة)(?=\s(?:"
    + "|".join(_AR_FEMININE_PLURALS)
    + r")(?!\w))"
)
_AR_MASCULINE_FORM = {"ثمانية": "ثماني", "ستة": "ست"}


# After a preposition or a noun it completes (عام، مبلغ، خصم...) a number is in the genitive:
# "عام ألف وتسعمائة وخمسة وأربعين", "إلى اثنين وثلاثين", "بمبلغ ألف ومائتين وخمسين" (the tens,
# the duals and اثنا take ين; Wright, A Grammar of the Arabic Language, § 321).
_AR_GOVERNORS = (
    "من إلى على في عن خلال حتى بعد قبل منذ نحو حوالي عام سنة مبلغ بمبلغ خصم قيمة بقيمة سعر "
    "بسعر بنحو بحوالي بـ بنسبة نسبة"
    # a noun of measure with بـ and "at" (عند) govern the number too: "بسرعة أربعين",
    # "عند أحد عشر ألفًا" (panel Q5)
    " عند بسرعة بمعدل بمتوسط بارتفاع بطول بعمق بوزن"
).split()
_AR_NUMBER_WORDS = (
    "واحد واحدة اثنان اثنا اثنتان ثلاثة ثلاث أربعة أربع خمسة خمس ستة ست سبعة سبع ثمانية ثماني "
    "تسعة تسع عشرة عشر عشرون ثلاثون أربعون خمسون ستون سبعون ثمانون تسعون مائة مئة مائتان "
    "ثلاثمائة أربعمائة خمسمائة ستمائة سبعمائة ثمانمائة تسعمائة ألف ألفان آلاف مليون مليونان "
    "ملايين فاصل صفر إحدى أحد"
).split()
# Words already in the oblique case (num2words writes two thousand "ألفين"): still part of
# the number, so a governed number is read in one case through all of it ("إلى ألفين
# وثلاثمائة وخمسة وأربعين", not "... وأربعون").
_AR_NUMBER_WORDS += "ألفين مائتين اثنين اثنتين اثني مليونين".split()
# "أحد عشر ألفًا ومائتان": the thousand counted by 11 to 99, inside the number (panel Q5)
_AR_NUMBER_WORDS += "ألفًا مليونًا".split()
# The ordinals of a date's day ("في 31/12" is "في الحادي والثلاثين من ديسمبر"): the tens
# with the article take the genitive after a preposition too (Wright § 321; panel P5).
_AR_NUMBER_WORDS += (
    "الحادي الثاني الثالث الرابع الخامس السادس السابع الثامن التاسع العاشر العشرون الثلاثون"
).split()
_AR_BARE_WORD = "(?:" + "|".join(sorted(_AR_NUMBER_WORDS, key=len, reverse=True)) + ")"
_AR_WORD = "و?" + _AR_BARE_WORD
# An amount in two units ("ألف ومائتان وخمسون ريالًا وخمس وسبعون هللة") is one noun phrase:
# the hundredths after the counted noun (accusative, ending in ًا/اً) are coordinated with
# the first number and take its case too.
_AR_GOVERNED = re.compile(
    rf"(?<!\w)(?P<gov>{'|'.join(_AR_GOVERNORS)})\s+(?P<run>{_AR_WORD}(?:\s+{_AR_WORD})*)(?!\w)"
    rf"(?:(?P<noun>\s+[^\W\d_]+(?:ًا|اً))(?P<more>\s+و{_AR_BARE_WORD}(?:\s+{_AR_WORD})*)(?!\w))?"
)
_AR_JOINED = {"ألف", "آلاف", "مليون", "ملايين", "فاصل", "عشر", "عشرة", "ألفًا", "مليونًا"}
# (not "مليون", a million, whose ون is no plural ending: "حوالي 2.5 مليون" read "مليين";
# panel P5)
_AR_GENITIVE = re.compile(
    r"(?<!\w)(و?)(اثنا|اثنان|مائتان|ألفان|مليونان|اثنتان|(?!مليون(?!\w))\w+ون)(?!\w)"
)


# Eleven to ninety-nine before a feminine singular noun (the accusative that counts it):
# the units agree with the noun's gender, "خمس وأربعون درجة", "خمس عشرة دقيقة", "إحدى
# وعشرون ليلة" (Wright § 325; a mixed panel, issue 31). The nouns typed from messages.
_AR_FEMININE_SINGULARS = (
    "درجة دقيقة ساعة سنة ليلة مرة رسالة سيارة غرفة صفحة كلمة مباراة ثانية حلقة رحلة شحنة"
    " نقطة"
).split()
_AR_UNIT_FEMININE = {
    "ثلاثة": "ثلاث", "أربعة": "أربع", "خمسة": "خمس", "ستة": "ست", "سبعة": "سبع",
    "ثمانية": "ثماني", "تسعة": "تسع", "واحد": "إحدى", "أحد": "إحدى", "اثنان": "اثنتان",
    "اثنين": "اثنتين", "اثنا": "اثنتا", "اثني": "اثنتي",
}  # fmt: skip
_AR_FEMININE_COUNT = re.compile(
    rf"(?<!\w)(?P<unit>{'|'.join(_AR_UNIT_FEMININE)})\s(?P<tens>عشر|و\w+(?:ون|ين))"
    rf"(?=\s(?:{'|'.join(_AR_FEMININE_SINGULARS)})(?!\w))"
    # "iOS سبعة عشر نقطة اثنان": a version's point before a number counts nothing
    rf"(?!\sنقطة\s+{_AR_BARE_WORD}(?!\w))"
)


def _read_ar_feminine(lang: str, match: re.Match) -> str:
    tens = "عشرة" if match.group("tens") == "عشر" else match.group("tens")
    return f"{_AR_UNIT_FEMININE[match.group('unit')]} {tens}"


def _read_ar_governed(lang: str, match: re.Match) -> str:
    def genitive(word: re.Match) -> str:
        stem = word.group(2)
        said = {"اثنا": "اثني", "اثنتان": "اثنتين"}.get(stem) or stem[:-2] + (
            "ين" if stem.endswith("ون") else "ين"
        )
        return word.group(1) + said

    words = match.group("run").split()
    for first, second in zip(words, words[1:], strict=False):
        if first != "فاصل" and not second.startswith("و") and second not in _AR_JOINED:
            return match.group(0)  # "تسعة اثنان صفر": digits said one by one, no number
    run = _AR_GENITIVE.sub(genitive, match.group("run"))
    if match.group("more"):
        run += match.group("noun") + _AR_GENITIVE.sub(genitive, match.group("more"))
    return f"{match.group('gov')} {run}"


# Spans of hours with the part of the day: "من 9 إلى 12 ظهرًا", "9 ص - 10 م" -> "من التاسعة
# صباحًا إلى العاشرة مساءً" (the hours as ordinals, as for a clock time).
_AR_PARTS = "صباحًا|صباحا|ظهرًا|ظهرا|عصرًا|عصرا|مساءً|مساء|ليلًا|ليلا"
_AR_HOURS = re.compile(
    rf"(?<!\w)من\s(?P<a1>\d{{1,2}})\sإلى\s(?P<a2>\d{{1,2}})\s(?P<part>{_AR_PARTS})(?!\w)"
    r"|(?<![\d.,])(?P<b1>\d{1,2})\s?(?P<p1>ص|م)\s?[-–]\s?(?P<b2>\d{1,2})\s?(?P<p2>ص|م)(?!\w)"
    # a bare hour after الساعة or before a part of the day: "الساعة 9 مساءً", "من 8 صباحًا
    # إلى 10 مساءً" -> "التاسعة مساءً", "من الثامنة صباحًا إلى العاشرة مساءً" (issue 31)
    r"|(?<=الساعة\s)(?P<c>\d{1,2})(?![\d:.,/]|\s?[-–]\s?\d)"
    rf"|(?<![\w.,:/])(?P<d>\d{{1,2}})(?=\s(?:{_AR_PARTS})(?!\w))"
)
_AR_AM_PM = {"ص": "صباحًا", "م": "مساءً"}


def _read_ar_hours(lang: str, match: re.Match) -> str:
    g = match.groupdict()
    if g["c"] or g["d"]:
        h = int(g["c"] or g["d"])
        return readings.arabic_hour(h) if 1 <= h <= (24 if g["c"] else 12) else match.group(0)
    if g["a1"]:
        h1, h2 = int(g["a1"]), int(g["a2"])
        if not (1 <= h1 <= 12 and 1 <= h2 <= 12):
            return match.group(0)
        return f"من {readings.arabic_hour(h1)} إلى {readings.arabic_hour(h2)} {g['part']}"
    h1, h2 = int(g["b1"]), int(g["b2"])
    if not (1 <= h1 <= 12 and 1 <= h2 <= 12):
        return match.group(0)
    first = f"{readings.arabic_hour(h1)} {_AR_AM_PM[g['p1']]}"
    return f"من {first} إلى {readings.arabic_hour(h2)} {_AR_AM_PM[g['p2']]}"


# Feminine nouns without the ة, in -ى (the fuʿlā pattern): "الذكرى الـ25" is "الذكرى
# الخامسة والعشرون" (Wright § 294; panel Q5). Not every -ى noun: المستوى, المبنى are masculine.
_AR_FEMININE_IN_A = {"ذكرى", "دعوى", "فتوى", "شكوى", "بشرى", "نجوى"}


def _ar_feminine_noun(word: str) -> bool:
    if word.endswith("ة"):
        return True
    stem = re.sub(r"^(?:و|ف)?(?:بال|لل|كال|ال)?", "", word)
    return stem in _AR_FEMININE_IN_A


def _read_ar_ordinal(lang: str, match: re.Match) -> str:
    before = match.string[max(0, match.start() - 30) : match.start()].split()
    feminine = bool(before) and _ar_feminine_noun(before[-1])
    words = ordinal(int(match.group("n") or match.group("n2")), "ar", "f" if feminine else "m")
    if words and _ar_noun_governed(before[-2:]):
        # "في الجولة 24": the ranked noun is genitive after the preposition, and the ordinal
        # agreeing with it too: "في الجولة الرابعة والعشرين" (Wright § 321, tens in ين)
        words = re.sub(r"ون(?!\w)", "ين", words)
    return words if words else match.group(0)


# Prepositions that put the noun after them in the genitive, written apart or joined (بـ,
# لـ, كـ before the article: "بالجولة", "للمرة").
_AR_PREPOSITIONS = set("من إلى على في عن خلال حتى بعد قبل منذ مع عند لدى حول".split())


def _ar_noun_governed(words: list[str]) -> bool:
    """Whether the last of ``words`` (a noun before a number) is in the genitive."""
    if not words:
        return False
    noun = words[-1].removeprefix("الـ").strip()
    if noun.startswith(("بال", "لل", "كال")):
        return True
    return len(words) == 2 and words[0] in _AR_PREPOSITIONS


# A day of a Hijri month is said as an ordinal, as the Gregorian ones ar.date reads: "في 1
# شوال" -> "في الأول من شوال", "10 ذو الحجة" -> "العاشر من ذي الحجة" (اليوم is masculine).
# The months as written in Saudi and Gulf messages (Umm al-Qura calendar); صفر is left
# out, being also the word zero.
_AR_HIJRI_MONTHS = (
    "محرم|ربيع الأول|ربيع الآخر|ربيع الثاني|جمادى الأولى|جمادى الآخرة|جمادى الثانية|رجب|"
    "شعبان|رمضان|شوال|ذو القعدة|ذي القعدة|ذو الحجة|ذي الحجة"
)
_AR_HIJRI_DAY = re.compile(
    rf"(?<![\w.,:/])(?P<d>[1-9]|[12]\d|30)\s(?P<month>{_AR_HIJRI_MONTHS})(?!\w)"
)


def _read_ar_hijri_day(lang: str, match: re.Match) -> str:
    month = match.group("month").replace("ذو ", "ذي ")  # after من, genitive
    words = ordinal(int(match.group("d")), "ar", "m")
    before = match.string[max(0, match.start() - 20) : match.start()].split()[-1:]
    if before and before[0] in _AR_PREPOSITIONS:
        words = re.sub(r"ون(?!\w)", "ين", words)  # "في السابع والعشرين من رمضان"
    return f"{words} من {month}"


def _read_ar_polarity(lang: str, match: re.Match) -> str:
    n = match.group("n")
    return _AR_MASCULINE_FORM.get(n, n[:-1])


# --- Turkish suffixes after numbers ----------------------------------------------------

# "2024'te", "14:30'da": once the number is words, the apostrophe goes and the suffix joins
# the last word ("dörtte", "otuzda"), as it is said (TDK, Yazım Kılavuzu: kesme işareti).
_TR_NUMBER_WORDS = (
    "sıfır bir iki üç dört beş altı yedi sekiz dokuz on yirmi otuz kırk elli altmış yetmiş "
    "seksen doksan yüz bin milyon milyar"
).split()
_TR_SUFFIX = re.compile(
    r"(?<!\w)(?P<word>(?:" + "|".join(_TR_NUMBER_WORDS) + r")(?:[a-zçğıöşü]{0,5}))"
    r"'(?P<suffix>[a-zçğıöşü]{1,6})(?![\w'])"
)


def _read_tr_suffix(lang: str, match: re.Match) -> str:
    return match.group("word") + match.group("suffix")


# "20 TL'den", "5,50 TL'den", "5 km'den": the writer's suffix fits the abbreviation as
# spelled ("te-le-den"); once it is the word ("lira", "kuruş", "kilometre") the suffix
# takes the word's vowel harmony and voicing, joined without the apostrophe a common noun
# never takes (TDK, Yazım Kılavuzu: ünlü uyumu, ünsüz benzeşmesi): "liradan", "kuruştan",
# "kilometreden", "liraya".
_TR_COMMON_SUFFIX = re.compile(
    r"(?<![\w'])(?P<word>[a-zçğıöşü]{1,30})'(?P<suffix>[a-zçğıöşü]{1,6})(?![\w'])"
)
_TR_BACK, _TR_FRONT = "aıou", "eiöü"
_TR_FOUR = {"a": "ı", "ı": "ı", "o": "u", "u": "u", "e": "i", "i": "i", "ö": "ü", "ü": "ü"}
_TR_VOICELESS = "fstkçşhp"


def turkish_suffix(word: str, suffix: str) -> str:
    """``suffix`` fitted to ``word``: its vowels in harmony, d/t by the last sound, the
    buffer y or n after a vowel."""
    vowels = [c for c in word if c in _TR_BACK + _TR_FRONT]
    last = vowels[-1]
    ends_in_vowel = word[-1] in _TR_BACK + _TR_FRONT
    if ends_in_vowel and suffix[0] in _TR_BACK + _TR_FRONT:
        suffix = ("n" if suffix[0] in "ıiuü" and suffix.endswith("n") else "y") + suffix
    elif not ends_in_vowel and suffix[0] == "y" and len(suffix) > 1:
        suffix = suffix[1:]  # "kuruş'ye": "kuruşa"
    out = []
    for c in suffix:
        if c in "ea":
            c = "a" if last in _TR_BACK else "e"
            last = c
        elif c in "ıiuü":
            c = _TR_FOUR[last]
            last = c
        out.append(c)
    said = "".join(out)
    if said[:1] in "dt" and len(said) > 1:
        said = ("t" if word[-1] in _TR_VOICELESS else "d") + said[1:]
    return word + said


def _read_tr_common_suffix(lang: str, match: re.Match) -> str:
    if not any(c in _TR_BACK + _TR_FRONT for c in match.group("word")):
        return match.group(0)  # "kr'den": an abbreviation no rule read
    return turkish_suffix(match.group("word"), match.group("suffix"))


# --- the rules --------------------------------------------------------------------------


def _bind(read, lang):
    return lambda match: read(lang, match)


@cache
def duration_rules(lang: str) -> tuple[Rule, ...]:
    """``<lang>.duration``: a race's time (panel P3), before the dates and the times."""
    if lang not in times.DURATION_LANGS:
        return ()
    return (
        rule(f"{lang}.duration", f"{lang}: a race's time (2:14:30) -> hours, minutes, seconds",
             times.duration_pattern(lang))(_bind(times.read_duration, lang)),
    )  # fmt: skip


@cache
def rules_for(lang: str) -> tuple[Rule, ...]:
    """The structured rules of one language, in the order they run (before money)."""
    rules = []
    if lang in DAY_RANGE_LANGS:
        rules.append(
            rule(f"{lang}.dayrange", f"{lang}: days before a month (10-12 ...) -> a range",
                 day_range_pattern(lang))(_bind(_read_range, lang))
        )  # fmt: skip
    rules += [
        rule(
            f"{lang}.date",
            f"{lang}: dates (05.03.2024, 2024-03-05, 5 {cldr.month_name(lang, 3)}) "
            "-> day, month name, year",
            dates.date_pattern(lang),
        )(_bind(dates.read_date, lang)),
        rule(
            f"{lang}.phone",
            f"{lang}: phone numbers (+49 30 1234567) -> grouped digits",
            phone_pattern(lang),
        )(_bind(_read_phone, lang)),
        rule(
            f"{lang}.time", f"{lang}: times (14:30) -> hours and minutes", times.time_pattern(lang)
        )(_bind(times.read_time, lang)),
    ]

    if lang == "hu":
        rules.append(
            rule("hu.ending", "hu: numbers with a case ending (1990-ben) -> one word",
                 _HU_ENDING.pattern)(_bind(_read_hu_ending, lang))
        )  # fmt: skip
        rules.append(
            rule("hu.adjective", "hu: a number made an adjective (12-es) -> tizenkettes",
                 _HU_ADJECTIVE.pattern)(_bind(_read_hu_adjective, lang))
        )  # fmt: skip
    if lang == "ar":
        rules.append(
            rule("ar.hours", "ar: spans of hours (من 9 إلى 12 ظهرًا, 9 ص - 10 م) -> ordinal hours",
                 _AR_HOURS.pattern)(_bind(_read_ar_hours, lang))
        )  # fmt: skip
        rules.append(
            rule("ar.hijri", "ar: a day of a Hijri month (1 شوال) -> the ordinal من the month",
                 _AR_HIJRI_DAY.pattern)(_bind(_read_ar_hijri_day, lang))
        )  # fmt: skip
        rules.append(
            rule("ar.ordinal", "ar: a number with the article (القرن الـ21) -> the ordinal",
                 _AR_ORDINAL.pattern)(_bind(_read_ar_ordinal, lang))
        )  # fmt: skip
    if lang in dates.YEAR_WORDS:  # before units: "1990 г." is a year, not grams
        rules.extend(_year_rule(lang))
    rules.append(
        rule(f"{lang}.range", f"{lang}: ranges (3-5, 1990–1995) -> 'from ... to'", _RANGE.pattern)(
            _bind(_read_range, lang)
        )
    )
    ordinal_pattern = _ordinal_pattern(lang)
    if ordinal_pattern:
        rules.append(
            rule(f"{lang}.ordinal", f"{lang}: written ordinals -> ordinal words", ordinal_pattern)(
                _bind(_read_hu_ordinal if lang == "hu" else _read_ordinal, lang)
            )
        )
    rules.append(
        rule(
            f"{lang}.unit",
            f"{lang}: units (km, kg, °C, km/h, m², GB) -> CLDR names",
            units.unit_pattern(lang),
        )(_bind(units.read_unit, lang))
    )
    return tuple(rules)  # fmt: skip


@cache
def year_rules(lang: str) -> tuple[Rule, ...]:
    """``<lang>.year`` of de, nl, sv, da: runs after the money rules, so "1500 Euro" stays
    an amount. (ru, uk, pl, bg run theirs before the units: "1990 г." is not grams.)"""
    return () if lang in dates.YEAR_WORDS else _year_rule(lang)


@cache
def final_rules(lang: str) -> tuple[Rule, ...]:
    """Rules that run after the numbers are words: ``tr.suffix``, ``hu.attributive``,
    ``hu.joined``, ``ar.counted``, ``ar.genitive``, ``bg.preposition``."""
    if lang == "hu":
        return (
            rule("hu.attributive", "hu: a count before a noun says két (hetvenkét évig)",
                 _HU_ATTRIBUTIVE.pattern)(_bind(_read_hu_attributive, lang)),
            rule("hu.joined", "hu: a case ending after a sign joins its word (százalékot)",
                 _HU_JOINED.pattern)(_bind(_read_hu_joined, lang)),
        )  # fmt: skip
    if lang == "ar":
        return (
            rule("ar.counted", "ar: three to ten before a feminine noun's plural (خمس دقائق)",
                 _AR_POLARITY.pattern)(_bind(_read_ar_polarity, lang)),
            rule("ar.genitive", "ar: a number after a preposition (إلى اثنين وثلاثين)",
                 _AR_GOVERNED.pattern)(_bind(_read_ar_governed, lang)),
            rule("ar.feminine", "ar: 11-99 before a feminine noun (خمس عشرة دقيقة)",
                 _AR_FEMININE_COUNT.pattern)(_bind(_read_ar_feminine, lang)),
        )  # fmt: skip
    if lang == "bg":
        # "с 121 гласа" is "със сто двайсет и един гласа": с and в take a vowel before a
        # word starting with с/з and в/ф (Официален правописен речник, "със", "във")
        return (
            rule(
                "bg.preposition",
                "bg: с, в before с/з, в/ф -> със, във",
                r"(?<![^\W\d_])(?:[сС](?=\s+[сзСЗ])|[вВ](?=\s+[вфВФ]))(?![^\W\d_])",
            )(lambda match: match.group(0) + ("ъс" if match.group(0) in "сС" else "ъв")),
        )
    if lang != "tr":
        return ()
    return (rule("tr.suffix", "tr: a suffix after a number joins its words (2024'te -> dörtte)",
                 _TR_SUFFIX.pattern)(_bind(_read_tr_suffix, lang)),
            rule("tr.harmony", "tr: a suffix after an expanded word takes its harmony "
                 "(TL'den -> liradan)", _TR_COMMON_SUFFIX.pattern)(
                _bind(_read_tr_common_suffix, lang)),)  # fmt: skip


def _year_rule(lang: str) -> tuple[Rule, ...]:
    pattern = dates.year_pattern(lang)
    if not pattern:
        return ()
    return (rule(f"{lang}.year", f"{lang}: years read as years (1990, в 2024 году)",
                 pattern)(_bind(dates.read_year, lang)),)  # fmt: skip


# --- SSML say-as ------------------------------------------------------------------------


def _numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", ascii_digits(text))]


def _say_date(lang: str, text: str, fmt: str | None, detail: str | None) -> str | None:
    """say-as date: the parts in the order ``format`` names ("dmy", "ymd", "mdy", "dm",
    "md", "my" ...), or the language's own order; a written date goes through the rule."""
    parts = _numbers(text)
    order = (fmt or "").lower() or ("ymd" if len(parts) == 3 and parts[0] > 31 else "dmy")
    if not parts or len(parts) != len(order) or set(order) - set("dmy"):
        found = rules_for(lang)[0].pattern.fullmatch(text.strip())
        return dates.read_date(lang, found) if found else None
    value = dict(zip(order, parts, strict=True))
    if "d" not in value:
        if "m" in value and "y" in value and 1 <= value["m"] <= 12:
            return f"{cldr.months_standalone(lang, value['m'])} {readings.year(value['y'], lang)}"
        return None
    if "m" not in value:
        return None
    return readings.date(lang, value["d"], value["m"], value.get("y"))


def _say_time(lang: str, text: str, fmt: str | None, detail: str | None) -> str | None:
    parts = _numbers(text)
    if not 1 <= len(parts) <= 3:
        return None
    h, m = parts[0], parts[1] if len(parts) > 1 else 0
    if re.search(r"(?i)\bp\.?\s?m\b", text) and h < 12:
        h += 12
    elif re.search(r"(?i)\ba\.?\s?m\b", text) and h == 12:
        h = 0
    return readings.time(lang, h, m)


def _say_ordinal(lang: str, text: str, fmt: str | None, detail: str | None) -> str | None:
    parts = _numbers(text)
    return ordinal(parts[0], lang, detail or "m") if len(parts) == 1 else None


def _say_telephone(lang: str, text: str, fmt: str | None, detail: str | None) -> str | None:
    groups = re.findall(r"\d+", ascii_digits(text))
    return readings.phone(lang, groups, text.strip().startswith("+")) if groups else None


def register_readers() -> None:
    for lang in LANGUAGES:
        for kind, reader in (
            ("date", _say_date),
            ("time", _say_time),
            ("ordinal", _say_ordinal),
            ("telephone", _say_telephone),
        ):
            sayas.register(
                lang,
                kind,
                lambda text, fmt, detail, r=reader, lang=lang: r(lang, text, fmt, detail),
            )


register_readers()
