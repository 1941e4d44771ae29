"""The normalizer: the tenant lexicon, then the language's rules, then clean-up."""

from collections.abc import Iterable

from . import cleanup, english, japanese, korean, other_languages
from .lexicon import Entry, Lexicon
from .result import Change, OutputTooLong, Result, Stage
from .rule import Pieces, Rule

# Without a caller's limit, the result may be this many times the input (at least
# MIN_LIMIT characters): spelled-out numbers grow text several times, a hostile lexicon
# hundreds of times.
GROWTH = 20
MIN_LIMIT = 10_000

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
        if lang not in LANGUAGE_RULES:
            raise ValueError(f"unknown language {lang!r}; use one of {', '.join(LANGUAGE_RULES)}")
        limit = max(MIN_LIMIT, GROWTH * len(text)) if max_chars is None else max_chars
        bound = limit + len(text)
        try:
            text, stages = self._stages(text, lang, bound)
        except OutputTooLong as exc:
            raise OutputTooLong(exc.length, limit, exc.stage) from None
        if len(text) > limit:
            raise OutputTooLong(len(text), limit, "cleanup", exact=True)
        return Result(text, stages)

    def _stages(self, text: str, lang: str, bound: int) -> tuple[str, tuple[Stage, ...]]:
        lexicon_changes: list[Change] = []
        if "lexicon" not in self.disabled:
            text, lexicon_changes = self.lexicon.apply(text, lang, bound)
        text, rule_changes = self._run(text, LANGUAGE_RULES[lang], bound)
        text, cleanup_changes = self._run(text, CLEANUP_RULES[lang], bound)
        if "cleanup.whitespace" not in self.disabled and text.strip() != text:
            cleanup_changes.append(Change("cleanup.whitespace", text, text.strip()))
            text = text.strip()
        return (
            text,
            (
                Stage("lexicon", tuple(lexicon_changes)),
                Stage("rules", tuple(rule_changes)),
                Stage("cleanup", tuple(cleanup_changes)),
            ),
        )

    def _run(self, text: str, rules: tuple[Rule, ...], bound: int) -> tuple[str, list[Change]]:
        pieces = Pieces(text, bound)
        changes: list[Change] = []
        for rule in rules:
            if rule.name in self.disabled:
                pieces.freeze(rule)  # its matches stay as written, and out of later rules' way
            else:
                changes += pieces.apply(rule)
        return str(pieces), changes


def normalize(
    text: str,
    lang: str,
    entries: Iterable[Entry] = (),
    disabled_rules: Iterable[str] = (),
    max_chars: int | None = None,
) -> Result:
    """Normalize one text; to normalize many with one lexicon, build a Normalizer once."""
    return Normalizer(entries, disabled_rules)(text, lang, max_chars)
