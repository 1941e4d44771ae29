"""Which of the model's languages a text is in, per sentence, and how sure we are.

Two steps, cheapest first:

1. **Script rules**: a sentence with Hangul is Korean, with kana (or Han without Hangul) is
   Japanese, with Greek is Greek, with Arabic is Arabic, with Devanagari is Hindi. No
   statistics needed: of the model's 31 languages, only one writes each of those scripts.
2. **lingua** (lingua-language-detector, offline n-gram models) for the rest, restricted
   to the languages that write that script: Cyrillic among bg/ru/uk, Latin among the 24
   Latin-script languages. Restricting it makes it faster and surer (no Chinese or
   Catalan to confuse with).

lingua's models load on first use (lazily: a web process that is never asked to detect
pays nothing), in low-accuracy mode (trigrams only), which keeps the resident size and
the load time small at a small cost on very short texts (docs/BENCHMARKS.md, "Detection").

A sentence too short to tell (under ``MIN_LETTERS`` letters, or digits only) takes its
neighbour's language: "OK." between two Korean sentences is read in Korean; a text too
short to tell is read in the caller's default (the tenant's, or English).
"""

import re
import threading
from dataclasses import dataclass

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
# Fewer letters than this and lingua's low-accuracy mode guesses, and guesses wrong with
# high confidence ("Our SaaS costs $5." comes out Estonian): such a sentence takes a
# neighbour's language, or the whole text's, or the default.
MIN_LETTERS = 25
# Below this confidence lingua's answer is no better than the neighbour's.
MIN_CONFIDENCE = 0.5


@dataclass(frozen=True)
class Span:
    """A run of ``text`` in one language; ``confidence`` from 0 to 1 (1: a script rule);
    ``how`` is "script", "lingua", "neighbour" or "default"."""

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


def sentence_language(sentence: str) -> tuple[str, float, str] | None:
    """(lang, confidence, how) for one sentence, or None when it is too short to tell."""
    for lang, script in SCRIPTS:
        if script.search(sentence):
            return lang, 1.0, "script"
    if len(_LETTER.findall(sentence)) < MIN_LETTERS:
        return None
    langs = CYRILLIC if _CYRILLIC.search(sentence) else LATIN
    values = _detector(langs).compute_language_confidence_values(sentence)
    if not values:
        return None
    best = values[0]
    code = best.language.iso_code_639_1.name.lower()
    if best.value < MIN_CONFIDENCE:
        return None
    return code, round(best.value, 3), "lingua"


def sentences(text: str) -> list[str]:
    """The sentences of ``text``, each keeping its trailing space (so they join back)."""
    out, start = [], 0
    for match in _SENTENCE.finditer(text):
        if match.end() > start:
            out.append(text[start : match.end()])
            start = match.end()
    if start < len(text):
        out.append(text[start:])
    return out


def detect(text: str, default: str = "en") -> list[Span]:
    """``text`` as runs of one language each (adjacent sentences of one language joined).
    A sentence too short to tell takes the previous sentence's language (the next one's
    at the start); a text where no sentence can be told is ``default``."""
    found = [(s, sentence_language(s)) for s in sentences(text)]
    known = [guess for _, guess in found if guess is not None]
    if not known and len(found) > 1:
        whole = sentence_language(text)  # short sentences, but enough of them to tell
        if whole is not None:
            return [Span(text, whole[0], whole[1], whole[2])]
    if not known:
        return [Span(text, default, 0.0, "default")] if text else []
    spans: list[Span] = []
    previous = known[0]
    for sentence, guess in found:
        if guess is None:
            lang, confidence, how = previous[0], previous[1], "neighbour"
        else:
            lang, confidence, how = previous = guess
        if spans and spans[-1].lang == lang:
            last = spans[-1]
            spans[-1] = Span(last.text + sentence, lang, min(last.confidence, confidence), last.how)
        else:
            spans.append(Span(sentence, lang, confidence, how))
    return spans
