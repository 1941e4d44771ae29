"""How a request's text is read: SSML or plain, each part's language (given or detected),
the tenant's normalizer per part, and the characters the model cannot say.

:func:`read` is the one place this happens; :func:`synth.speech.plan_speech` calls it for
every way in (the API, OpenAI and ElevenLabs surfaces, batches, the preview, the admin).
Its :class:`Reading` says what the engine reads (``parts``), and what a person may want to
know (``meta``): what was detected and how sure, which SSML tags were applied or ignored,
which characters were dropped.
"""

import functools
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from urllib.parse import quote

from engine import contract
from engine.errors import InputError, TextTooLong, UnsupportedLanguage
from engine.folder import ModelFolder, Part
from engine.text import check_language, clean_text
from normalize import OutputTooLong, detect, ssml
from normalize.rule import TAG

UNSUPPORTED = ("error", "drop")
TEXT_TYPES = ("auto", "text", "ssml")
AUTO = "auto"
# A clip re-planned (synth.flow.replan) that was detected: detected again, whatever preset.
REDETECT = "redetect"


class InvalidSsml(InputError):
    code = "invalid_ssml"
    field = "text"


class UnsupportedPhoneme(InputError):
    code = "unsupported_phoneme"
    field = "text"


@dataclass
class Reading:
    parts: list[Part]
    normalized_text: str
    spoken: str  # the words sent, without markup: what limits and the quota count
    explanation: list
    meta: dict = field(default_factory=dict)
    marks: list[tuple[str, int]] = field(default_factory=list)  # (name, index into parts)


def read(
    normalizer,
    text: str,
    *,
    lang: str | None,
    default_lang: str,
    speed: float,
    folder: ModelFolder,
    text_type: str = AUTO,
    unsupported: str = "error",
    raw: bool = False,
    max_chars: int,
) -> Reading:
    """The parts to synthesize. ``lang`` None: detected per sentence (``default_lang`` when
    nothing can be told). Raises InvalidSsml, UnsupportedPhoneme, UnsupportedLanguage,
    TextTooLong."""
    if lang is not None:
        check_language(lang)
    if text_type == "ssml" or (text_type == AUTO and ssml.is_ssml(text)):
        if not ssml.is_ssml(text):
            text = f"<speak>{text}</speak>"  # text_type "ssml" on a fragment
        try:
            say_as_lang = lang or functools.partial(_main_language, text, default_lang, max_chars)
            doc = ssml.parse(text, lang, say_as_lang)
        except ssml.SsmlError as exc:
            raise InvalidSsml(str(exc)) from None
        applied, ignored = sorted(set(doc.applied)), _unique(doc.ignored)
        meta = {"text_type": "ssml", "ssml": {"applied": applied, "ignored": ignored}}
    else:
        doc, meta = ssml.Document(parts=[ssml.Part(text, lang)]), {}
    for words, phoneme_lang in doc.phonemes:
        _check_phoneme(normalizer, words, phoneme_lang or lang or default_lang)
    parts, owners, detected = [], [], []
    for number, part in enumerate(doc.parts):
        for span_text, span_lang, last in _languages(part, default_lang, detected):
            parts.append((span_text, span_lang, part.rate, part.pause if last else None))
            owners.append(number)
    if detected:
        meta["detected"] = detected
    ready = {} if raw else _normalized_together(normalizer, parts, max_chars)
    budget, explanation, dropped, engine_parts, kept_owners = max_chars, {}, set(), [], []
    for index, ((words, part_lang, rate, pause), owner) in enumerate(
        zip(parts, owners, strict=True)
    ):
        words = _normalized(
            normalizer, words, part_lang, budget, raw, explanation, ready.get(index)
        )
        if unsupported == "drop":
            words = _drop_unspeakable(words, folder, dropped)
        if not words.strip():
            continue
        budget -= len(words)
        engine_parts.append(Part(words, part_lang, _speed(speed, rate, meta), pause))
        kept_owners.append(owner)
    if dropped:
        meta["dropped"] = sorted(dropped)
    marks = [(name, _first_at(kept_owners, index)) for name, index in doc.marks]
    if marks:
        meta.setdefault("ssml", {})["marks"] = [name for name, _ in marks]
    return Reading(
        engine_parts,
        " ".join(p.text.strip() for p in engine_parts),
        doc.spoken,
        [{"stage": name, "changes": changes} for name, changes in explanation.items()],
        meta,
        marks,
    )


def _main_language(document: str, default_lang: str, max_chars: int) -> str:
    """The language most of a document's words are in (markup stripped), for its say-as
    readings when neither the request nor the document names one. Told from at most
    ``max_chars`` characters of its text: it runs before the characters to say are counted,
    and a tag is a space to it ("0.<a/>" three characters to detect for two to say)."""
    words = _BLANKS.sub(" ", _MARKUP.sub(" ", document))[:max_chars]
    spans = detect.detect(words, default_lang)
    return max(spans, key=lambda span: len(span.text)).lang if spans else default_lang


_MARKUP = re.compile(r"<[^>]*>")
_BLANKS = re.compile(r"[^\S\n]+")  # a run of spaces between tags is one space; lines stay


def _languages(part, default_lang: str, detected: list):
    """(text, lang, is_last) for the part: its own language, or detected per sentence."""
    if part.lang is not None:
        if part.lang not in contract.ALL_LANGUAGES:
            raise UnsupportedLanguage(
                f"xml:lang {part.lang!r} is not a language the model speaks; use one of "
                f"{', '.join(contract.LANGUAGES)}",
                field="text",
            )
        yield part.text, part.lang, True
        return
    spans = detect.detect(part.text, default_lang)
    for i, span in enumerate(spans):
        detected.append(
            {"text": span.text.strip()[:80], "lang": span.lang,
             "confidence": span.confidence, "how": span.how}
        )  # fmt: skip
        yield span.text, span.lang, i == len(spans) - 1


def _normalized_together(normalizer, parts, max_chars: int) -> dict:
    """{part's index: (Result, peak)} for the parts of each language that has several (an
    SSML document's): normalized in one pass, which pays each stage's fixed costs once, not
    once per part. A language whose parts pass ``max_chars`` is left out: each of its parts
    is normalized alone, which says where it passed."""
    by_language: dict[str, list[int]] = {}
    for index, (_, lang, _, _) in enumerate(parts):
        if lang != contract.UNKNOWN_LANGUAGE:
            by_language.setdefault(lang, []).append(index)
    ready = {}
    for lang, indexes in by_language.items():
        if len(indexes) < 2:
            continue
        try:
            results = normalizer.each([parts[i][0] for i in indexes], lang, max_chars)
        except (OutputTooLong, ValueError):
            continue
        ready.update(zip(indexes, results, strict=True))
    return ready


def _normalized(normalizer, words, lang, budget, raw, explanation, ready=None) -> str:
    """The part's words normalized within ``budget``. ``ready`` (Result, peak) from
    _normalized_together is what this part's own call gives when the peak is within the
    call's bound and the text within the budget; else the call is made (and says how it
    fails)."""
    if raw or lang == contract.UNKNOWN_LANGUAGE:
        return words
    limit = max(budget, 0)
    if ready is not None and ready[1] <= limit + len(words) and len(ready[0].text) <= limit:
        result = ready[0]
    else:
        try:
            result = normalizer(words, lang, limit)
        except OutputTooLong as exc:
            raise TextTooLong(f"{exc}; send less text, or shorten the lexicon's aliases") from None
    for stage in result.stages:
        explanation.setdefault(stage.name, []).extend(c.__dict__ for c in stage.changes)
    return result.text


def _speed(speed: float, rate: float | None, meta: dict) -> float | None:
    """The part's speed: the request's times the SSML rate, within the model's range (the
    clamp is reported)."""
    if rate is None:
        return None
    low, high = contract.SPEED_RANGE
    wanted = round(speed * rate, 4)
    applied = min(max(wanted, low), high)
    if applied != wanted:
        meta.setdefault("ssml", {}).setdefault("clamped_rates", []).append([wanted, applied])
    return applied


def _drop_unspeakable(words: str, folder: ModelFolder, dropped: set) -> str:
    """``words`` without the characters the model cannot say; tags (``<laugh>``) kept."""
    pieces = TAG.split(words)
    for i in range(0, len(pieces), 2):  # text, tag, text, ...: only the text pieces
        kept = []
        for char in pieces[i]:
            if folder.speakable(clean_text(char)) or char.isspace():
                kept.append(char)
            else:
                dropped.add(char)
        pieces[i] = "".join(kept)
    return "".join(pieces)


def _check_phoneme(normalizer, words: str, lang: str) -> None:
    """A phoneme's text must have a lexicon entry: the model reads letters, not IPA."""
    check_language(lang)
    _, changes = normalizer.lexicon.apply(words, lang)
    if not changes:
        raise UnsupportedPhoneme(
            f"<phoneme> for {words!r}: the model reads letters, not phonemes; add a lexicon "
            f"entry for {words!r} with its spelling as said (or use <sub alias>)"
        )


def _first_at(owners: list[int], index: int) -> int:
    """The first kept part from SSML part ``index`` on (len: the end)."""
    return next((i for i, owner in enumerate(owners) if owner >= index), len(owners))


def _unique(names: list[str]) -> list[str]:
    return list(dict.fromkeys(names))


def ssml_words(text: str, meta: dict) -> str | None:
    """An SSML clip's words without markup (``meta`` says how it was read); None for any
    other text, whose words are the text itself, and for a row edited by hand that no
    longer parses (it was read once, so it did)."""
    if meta.get("text_type") != "ssml":
        return None
    try:
        return ssml.parse(text if ssml.is_ssml(text) else f"<speak>{text}</speak>").spoken
    except ssml.SsmlError:
        return None


def spoken_text(text: str, meta: dict) -> str:
    """The words a stored clip's text says: its SSML document without markup, else the
    text (ElevenLabs' character alignment is over what was said, not the tags)."""
    words = ssml_words(text, meta)
    return text if words is None else words
    try:
        return ssml.parse(text if ssml.is_ssml(text) else f"<speak>{text}</speak>").spoken
    except ssml.SsmlError:  # it was read once, so it parses; a row edited by hand may not
        return text


def headers(meta: dict) -> dict[str, str]:
    """Response headers that say how the text was read, percent-encoded (headers are
    ASCII; a tag name or a dropped character may not be): X-SSML-Ignored (tags ignored,
    e.g. ``emphasis,prosody.pitch``), X-Dropped-Characters (each character encoded,
    comma-separated) and X-Detected-Languages (e.g. ``ko;q=1.00,en;q=0.87``)."""
    found = {}
    ignored = meta.get("ssml", {}).get("ignored")
    if ignored:
        found["X-SSML-Ignored"] = header_list(ignored, safe=":._-")
    if meta.get("dropped"):
        found["X-Dropped-Characters"] = header_list(meta["dropped"])
    if meta.get("detected"):
        found["X-Detected-Languages"] = header_list(detected_languages(meta["detected"]), ";=.")
    return found


def detected_languages(spans: list[dict]) -> list[str]:
    """Each detected language once, in the order it first comes, with how sure detection
    was as an HTTP quality value: the least sure of its sentences ("ko;q=1.00", "de;q=0.62").
    A clip read before confidences were kept counts as sure."""
    least: dict[str, float] = {}
    for span in spans:
        confidence = float(span.get("confidence", 1.0))
        least[span["lang"]] = min(least.get(span["lang"], confidence), confidence)
    return [f"{lang};q={confidence:.2f}" for lang, confidence in least.items()]


# A header we build from what a client sent stays this small, whatever it sent: proxies
# and clients refuse large ones (a 502 behind a proxy's default buffers).
MAX_HEADER_CHARS = 512
MAX_HEADER_ITEM_CHARS = 40


def header_list(values: Iterable[str], safe: str = "") -> str:
    """``values`` as a comma-separated header value: each once, its first
    MAX_HEADER_ITEM_CHARS characters percent-encoded, as many as fit in MAX_HEADER_CHARS,
    then "...and N more" (the body or the clip's reading has them all)."""
    unique = [quote(v[:MAX_HEADER_ITEM_CHARS], safe=safe) for v in dict.fromkeys(values)]
    whole = ",".join(unique)
    if len(whole) <= MAX_HEADER_CHARS:
        return whole
    room = MAX_HEADER_CHARS - len(f",...and {len(unique)} more")
    shown, size = [], -1
    for value in unique:
        size += len(value) + 1
        if size > room:
            break
        shown.append(value)
    return ",".join([*shown, f"...and {len(unique) - len(shown)} more"])
