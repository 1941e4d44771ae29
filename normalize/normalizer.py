"""The normalizer: the tenant lexicon, then the language's rules, then clean-up."""

from collections.abc import Iterable
from functools import cache

from . import (
    addresses,
    cleanup,
    codes,
    currency_pairs,
    day_century,
    english,
    fractions,
    heights,
    japanese,
    korean,
    list_prices,
    neighbour_signs,
    ordinal_ranges,
    other_languages,
    postcodes,
    pressure,
    receipts,
    roman,
    separators,
    short_dates,
    slavic,
)
from .lexicon import Entry, Lexicon
from .numbers import ascii_digits
from .ordinals import ordinal
from .result import Change, OutputTooLong, Result, Stage
from .rule import Pieces, Rule
from .rule import rule as make_rule
from .structured import turkish_suffix

# Without a caller's limit, the result may be this many times the input (at least
# MIN_LIMIT characters): spelled-out numbers grow text several times, a hostile lexicon
# hundreds of times.
GROWTH = 20
MIN_LIMIT = 10_000


def read_plain(text: str, lang: str) -> str:
    """``text`` as the package's own rules read it, for a rule that reads a part again
    (ordinal_ranges: each half of "5.–7. jūlijā")."""
    return _plain()(text, lang).text


@cache
def _plain() -> "Normalizer":
    return Normalizer([])


# The rules of each language, in the order they run. "na" (unknown language) gets only
# the lexicon's all-language entries and clean-up.
LANGUAGE_RULES: dict[str, tuple[Rule, ...]] = {
    "en": english.RULES,
    "ko": korean.RULES,
    # Japanese: japanese.py (counters and readings); other_languages keeps numbers only.
    "ja": japanese.RULES,
    **{lang: other_languages.rules_for(lang) for lang in other_languages.LANGUAGES if lang != "ja"},
    "na": (),
}
# Addresses and codes run first in every language, before any rule reads their digits.
for _lang, _rules in LANGUAGE_RULES.items():
    if _lang != "na":
        LANGUAGE_RULES[_lang] = (
            *pressure.rules_for(_lang),
            *heights.rules_for(_lang),
            *currency_pairs.rules_for(_lang),
            *list_prices.rules_for(_lang),
            *receipts.rules_for(_lang),
            *separators.rules_for(_lang),
            *postcodes.rules_for(_lang),
            *addresses.rules_for(_lang),
            *codes.rules_for(_lang),
            *fractions.rules_for(_lang),
            *ordinal_ranges.rules_for(_lang, read_plain),
            *day_century.rules_for(_lang),
            *_rules,
        )


# The native digits ar and hi texts write ("٣:٠٠", "١٥٫٥", "१५") become ASCII ones before any
# rule: every pattern then reads them as it reads "3:00" (a fresh panel, issue 31, heard
# "ثلاثة:صفر"). "٫" is the Arabic decimal separator and "٬" its group separator (CLDR ar).
def _native_digits(match) -> str:
    return ascii_digits(match.group(0)).replace("٫", ".").replace("٬", ",")


LANGUAGE_RULES["hr"] = (slavic.HR_SA, slavic.HR_KM, slavic.HR_CENTURY, *LANGUAGE_RULES["hr"])
LANGUAGE_RULES["ro"] = (short_dates.ro_day_span_rule(), *LANGUAGE_RULES["ro"])
LANGUAGE_RULES["da"] = (neighbour_signs.DA_REGNR, *LANGUAGE_RULES["da"])
LANGUAGE_RULES["sv"] = (neighbour_signs.SV_REGNR, *LANGUAGE_RULES["sv"])
# tr "2.el araç", "3.kat": an ordinal's dot typed without its space before a lowercase word
# (TDK: "2. el"); the space back, the ordinal rule reads "ikinci el" (panel AK5 heard
# "iki.el"). Not a domain or a file's name ("3.com", "1.pdf"): no letters glued before it, and
# a common word's length.
_TR_GLUED_ORDINAL = make_rule(
    "tr.gluedordinal",
    "tr: an ordinal's dot glued to its noun (2.el) -> 2. el",
    r"(?=\d)(?<![\w.,:/-])(?!\d{1,3}\.(?:com|net|org|pdf|docx?|txt|jpg|png|html?)(?!\w))"
    r"\d{1,3}\.(?=[a-zçğıöşü]{2,12}(?![\w@/]|\.\w))",
)(lambda match: match.group(0) + " ")


# tr "Türkiye 1.'si", "2.'ye", "3.'lük": a suffix after an ordinal's dot is the ordinal's,
# whose last vowel the writer fitted it to (TDK, Yazım Kılavuzu, "kesme işareti": "1.'si"
# birincisi); panel AP5 heard "bir.'si". A suffix fitted to the cardinal ("10.'u") is
# fitted again to the ordinal, a lone vowel the possessive's ("Sınıfın 10.'u" onuncusu).
def _tr_ordinal_suffix(match) -> str:
    words, suffix = ordinal(int(match.group("n")), "tr"), match.group("suffix")
    suffix = "si" if suffix in ("ı", "i", "u", "ü") else suffix
    return turkish_suffix(words, suffix) if words else match.group(0)


_TR_ORDINAL_SUFFIX = make_rule(
    "tr.ordinalsuffix",
    "tr: a suffix after an ordinal's dot (1.'si) -> the ordinal's word with it (birincisi)",
    r"(?=\d)(?<![\w.,:/-])(?P<n>\d{1,3})\.['’](?P<suffix>[a-zçğıöşü]{1,6})(?![\w'’])",
)(_tr_ordinal_suffix)
LANGUAGE_RULES["tr"] = (_TR_GLUED_ORDINAL, _TR_ORDINAL_SUFFIX, *LANGUAGE_RULES["tr"])


# ro "alin. (3)", "art. (2)": a law's part numbered in parentheses is said as its number
# ("alineatul trei"; DOOM, the Official Gazette's style writes the brackets, the voice does
# not say them; panel BB4 heard "alin. (trei)"). The brackets go, the words rule reads the
# rest.
_RO_LAW_BRACKETS = make_rule(
    "ro.lawbrackets",
    "ro: a law's part numbered in brackets (alin. (3)) -> alin. 3",
    r"(?<![\w.])(?P<part>(?:[Aa]lin|[Aa]rt|pct)\.|alineatul|articolul|punctul)"
    r"\s?\((?P<n>\d{1,3})\)",
)(lambda match: f"{match.group('part')} {match.group('n')}")
LANGUAGE_RULES["ro"] = (_RO_LAW_BRACKETS, *LANGUAGE_RULES["ro"])
LANGUAGE_RULES["hr"] = (slavic.HR_LAW_ORDINAL, *LANGUAGE_RULES["hr"])


for _lang in ("ar", "hi"):
    _digits = make_rule(
        f"{_lang}.digits",
        f"{_lang}: native digits as ASCII digits before the other rules (٣:٠٠, १५ -> 3:00, 15)",
        r"[٠-٩۰-۹०-९]+(?:[٫٬][٠-٩۰-۹]+)*",
    )(_native_digits)
    LANGUAGE_RULES[_lang] = (_digits, *LANGUAGE_RULES[_lang])


# ja full-width digits ("注文番号：２０２５０３１５") become ASCII ones before any rule, as ar hi
# native digits do: the code, phone and date rules then read them as they read "20250315"
# (panel AP5 heard the order number as twenty million and more); so do the full-width
# comma, point, hyphen and colon between them ("１，５００", "１２３４－５６７８", "１０：３０").
_JA_FULL_WIDTH = str.maketrans("，．－：", ",.-:")
LANGUAGE_RULES["ja"] = (
    make_rule(
        "ja.digits",
        "ja: full-width digits as ASCII digits (２０２５ -> 2025)",
        r"[０-９]+(?:[，．－：][０-９]+)*",
    )(lambda match: ascii_digits(match.group(0)).translate(_JA_FULL_WIDTH)),
    *LANGUAGE_RULES["ja"],
)


# es pt it fr keyboards have a key for the masculine ordinal sign "º", and people type it
# for the degree sign ("38 ºC"; panel AA1, issue 31, heard "treinta y ocho ºC"): before a
# temperature's C or F, after a space, a sign or a decimal, it is the degree sign, which
# every later rule then reads. Glued to a whole number it may be a floor and its door (es
# "Calle Mayor 5, 3ºC"), and "1º" alone stays an ordinal.
def _degree_sign(match) -> str:
    signed = match.start() > 0 and match.string[match.start() - 1] in "-−+"
    if not (match.group("gap") or match.group("decimal") or signed):
        return match.group(0)
    return match.group("number") + match.group("gap") + "°"


for _lang in ("es", "pt", "it", "fr"):
    _degree = make_rule(
        f"{_lang}.degree",
        f"{_lang}: the ordinal sign typed for the degree sign before C or F (38 ºC -> 38 °C)",
        r"(?=\d)(?<![\w.,])(?P<number>\d{1,3}(?P<decimal>[.,]\d{1,2})?)(?P<gap> ?)º"
        r"(?=[CF](?![^\W\d_]))",
    )(_degree_sign)
    LANGUAGE_RULES[_lang] = (_degree, *LANGUAGE_RULES[_lang])


# hu "a 1414-et", "A 58213. számú": the article is "az" before a vowel as said, and a number
# is said as its words ("az ezernégyszáztizennégyet", "az ötödik"; MHSz 12, 197.: the article
# follows the pronunciation, "az 5-ös"; panel AV3 heard "a ezernégyszáztizennégyet"). Last
# of the hu rules, on the words the number rules wrote; only before a number word.
def _hu_article(match) -> str:
    return match.group("a") + "z "


_HU_ARTICLE = make_rule(
    "hu.article",
    "hu: the article before a number said with a vowel (a 1414-et -> az ezernégyszáztizennégyet)",
    r"(?<![^\W\d_])(?P<a>[aA]) (?=(?:egy|ezer|ezr|öt|első)[a-záéíóöőúüű-]{0,60}(?![^\W\d_]))",
)(_hu_article)
LANGUAGE_RULES["hu"] = (*LANGUAGE_RULES["hu"], _HU_ARTICLE)


# cs "V XX. století": the preposition "v" takes its vowel before the number words that open
# with dv-, tř-, čt- ("ve dvacátém století", "ve čtvrtém patře"; Internetová jazyková
# příručka, "Vokalizace předložek"; panel AX2 heard "V dvacátém"). "z" and "k" stay: earlier
# panels' readings keep "z třetí koleje", "k třicátému prvnímu". Last of the cs rules, on
# the words the number rules wrote; only before a number word, as "ve dvě" at a clock
# (``cs.atclock``).
_CS_NUMBER_STEMS = (
    r"(?:(?:dvac|dvan|třic|třin|třet|čtyřic|čtvrt|čtrn)[^\W\d_]{0,12}"
    r"|dva|dvě|dvou|dvěma|tři|tří|třem|třemi|třech|čtyři|čtyř|čtyřem|čtyřmi|čtyřech)"
)
_CS_VOCALISED = make_rule(
    "cs.vocalised",
    "cs: v before a number word in dv-, tř-, čt- (V dvacátém -> Ve dvacátém)",
    rf"(?<![^\W\d_])(?P<p>[Vv]) (?={_CS_NUMBER_STEMS}(?![^\W\d_]))",
)(lambda match: match.group("p") + "e ")
LANGUAGE_RULES["cs"] = (*LANGUAGE_RULES["cs"], _CS_VOCALISED)


# Unicode's Roman numeral characters ("Ⅲ장", "Louis ⅩⅣ") before any rule: roman.unicode_rule
for _lang in LANGUAGE_RULES:
    if _lang != "na":
        LANGUAGE_RULES[_lang] = (roman.unicode_rule(_lang), *LANGUAGE_RULES[_lang])
CLEANUP_RULES = {lang: cleanup.rules_for(lang) for lang in LANGUAGE_RULES}

RULES: dict[str, str] = {
    "lexicon": "Tenant lexicon: each entry's term replaced by its alias (longest match, one pass)",
    **{
        rule.name: rule.description
        for rules in (*LANGUAGE_RULES.values(), *CLEANUP_RULES.values())
        for rule in rules
    },
}


class Normalizer:
    """A tenant's lexicon and switched-off rules, compiled once; call it per text.

    Build one per lexicon version and keep it: building compiles the lexicon, which costs
    several calls' worth of time (docs/BENCHMARKS.md, "Normalizer"). Calls leave the
    normalizer unchanged.
    """

    def __init__(self, entries: Iterable[Entry], disabled_rules: Iterable[str] = ()):
        self.disabled = frozenset(disabled_rules)
        unknown = sorted(self.disabled - RULES.keys())
        if unknown:
            raise ValueError(f"unknown rule name(s): {', '.join(unknown)}")
        self.lexicon = Lexicon(entries)

    def __call__(self, text: str, lang: str, max_chars: int | None = None) -> Result:
        """Normalize ``text`` for ``lang``. The result has at most ``max_chars`` characters
        (default: GROWTH times the input, at least MIN_LIMIT), else OutputTooLong is raised;
        the work stops as soon as a stage's text passes the limit plus the input's length
        (the slack clean-up may remove again), so a hostile lexicon costs no more time."""
        _check_language(lang)
        limit = max(MIN_LIMIT, GROWTH * len(text)) if max_chars is None else max_chars
        try:
            [(text, stages)], _ = self._stages([text], lang, [limit + len(text)])
        except OutputTooLong as exc:
            raise OutputTooLong(exc.length, limit, exc.stage) from None
        if len(text) > limit:
            raise OutputTooLong(len(text), limit, "cleanup", exact=True)
        return Result(text, stages)

    def each(self, texts: list[str], lang: str, max_chars: int) -> list[tuple[Result, int]]:
        """Normalize several texts for ``lang`` at once (an SSML document's parts), paying
        each stage's fixed costs once: per text, its Result and its peak, the longest it got
        after a change. The Result is what ``self(text, lang, limit)`` returns for any
        ``limit`` at least its length whose bound (``limit`` plus the text's length) the
        peak does not pass; under another limit that call raises OutputTooLong. Raises
        OutputTooLong when a text passes ``max_chars`` plus its length, or all of them
        together ``max_chars`` plus their length (so a hostile lexicon costs no more work
        than one call on the whole)."""
        _check_language(lang)
        bounds = [max_chars + len(t) for t in texts]
        total_bound = max_chars + sum(map(len, texts))
        done, peaks = self._stages(list(texts), lang, bounds, total_bound)
        return [
            (Result(text, stages), peak) for (text, stages), peak in zip(done, peaks, strict=True)
        ]

    def _stages(
        self, texts: list[str], lang: str, bounds: list[int], total_bound: int | None = None
    ) -> tuple[list[tuple[str, tuple[Stage, ...]]], list[int]]:
        peaks = [len(text) for text in texts]
        lexicon_changes: list[list[Change]] = [[] for _ in texts]
        if "lexicon" not in self.disabled:
            total = sum(peaks)
            for k, text in enumerate(texts):
                bound = bounds[k]
                if total_bound is not None:  # what the others leave of the total
                    bound = min(bound, total_bound - (total - len(text)))
                texts[k], lexicon_changes[k] = self.lexicon.apply(text, lang, bound)
                total += len(texts[k]) - len(text)
                size = len(text)  # the lexicon's check: the text's length after each alias
                for change in lexicon_changes[k]:
                    size += len(change.after) - len(change.before)
                    peaks[k] = max(peaks[k], size)
        texts, rule_changes = self._run(texts, LANGUAGE_RULES[lang], bounds, peaks, total_bound)
        texts, cleanup_changes = self._run(texts, CLEANUP_RULES[lang], bounds, peaks, total_bound)
        done = []
        for k, text in enumerate(texts):
            text = cleanup.expression_tags(text)
            if "cleanup.whitespace" not in self.disabled and text.strip() != text:
                cleanup_changes[k].append(Change("cleanup.whitespace", text, text.strip()))
                text = text.strip()
            stages = (
                Stage("lexicon", tuple(lexicon_changes[k])),
                Stage("rules", tuple(rule_changes[k])),
                Stage("cleanup", tuple(cleanup_changes[k])),
            )
            done.append((text, stages))
        return done, peaks

    def _run(
        self,
        texts: list[str],
        rules: tuple[Rule, ...],
        bounds: list[int],
        peaks: list[int],
        total_bound: int | None,
    ) -> tuple[list[str], list[list[Change]]]:
        pieces = Pieces(texts, bounds, total_bound)
        changes: list[list[Change]] = [[] for _ in texts]
        try:
            for rule in rules:
                if rule.name in self.disabled:
                    pieces.freeze(rule)  # its matches stay as written, out of later rules' way
                else:
                    for k, made in enumerate(pieces.apply(rule)):
                        changes[k] += made
        finally:
            pieces.log_failures()
        peaks[:] = map(max, peaks, pieces.peaks)
        return pieces.texts(), changes


def warm_rules() -> None:
    """Work out every rule's first look and needed characters now (normalize/first_look.py:
    tens of ms a language at its first use otherwise), for a process that warms before it
    takes a request."""
    for rules in (*LANGUAGE_RULES.values(), *CLEANUP_RULES.values()):
        for rule in rules:
            rule.scan  # noqa: B018 (worked out on first use)


def _check_language(lang: str) -> None:
    if lang not in LANGUAGE_RULES:
        raise ValueError(f"unknown language {lang!r}; use one of {', '.join(LANGUAGE_RULES)}")


def normalize(
    text: str,
    lang: str,
    entries: Iterable[Entry] = (),
    disabled_rules: Iterable[str] = (),
    max_chars: int | None = None,
) -> Result:
    """Normalize one text; to normalize many with one lexicon, build a Normalizer once."""
    return Normalizer(entries, disabled_rules)(text, lang, max_chars)
