"""SSML documents as the parts the engine reads: text, language, rate, pauses and marks.

``parse(text)`` turns ``<speak>...</speak>`` into a :class:`Document`: a list of
:class:`Part` (each read in one language at one rate, followed by a pause) and the marks
between them, with what was applied and what was ignored. The table of tags and what they
become is docs/NORMALIZER.md, "SSML"; in short:

- ``break`` -> the pause after the part before it; ``p``/``s`` -> sentence ends;
  ``prosody rate`` -> the part's rate; ``lang``/``xml:lang`` -> the part's language;
  ``mark`` -> a named point between parts; ``sub alias`` -> the alias;
  ``say-as`` -> :func:`normalize.sayas.read` (None: the text as written, reported);
  ``phoneme`` -> its text, listed in ``phonemes`` (the caller needs a lexicon entry for it);
- ``emphasis``, ``prosody pitch/volume``, ``voice``, ``audio``, vendor tags (``amazon:*``,
  ``mstts:*``, ...) -> their text, the tag listed in ``ignored``;
- Supertonic's expression tags (``<laugh/>`` or ``<laugh>``) -> kept in the text as ``<laugh>``.

Parsing is defusedxml's: a DTD, an entity declaration or an external reference is refused
(billion laughs, XXE). Depth, breaks and marks are capped (``LIMITS``); a document over
them is refused with :class:`SsmlError`, never cut silently. Plain Python: no Django here.
"""

import re
from collections.abc import Callable
from dataclasses import dataclass, field

import defusedxml.ElementTree as SafeET
from defusedxml import DefusedXmlException

from . import sayas

XML_NS = "{http://www.w3.org/XML/1998/namespace}"
MAX_DEPTH = 32
MAX_BREAK_SECONDS = 10.0
MAX_TOTAL_BREAK_SECONDS = 60.0
MAX_MARKS = 200
MAX_MARK_NAME = 64
# Each part is at least one chunk, one inference: breaks, rate and language changes are
# capped together, so a document cannot make thousands of chunks of one word each.
MAX_PARTS = 300
LIMITS = {
    "depth": MAX_DEPTH,
    "break_seconds": MAX_BREAK_SECONDS,
    "total_break_seconds": MAX_TOTAL_BREAK_SECONDS,
    "marks": MAX_MARKS,
    "parts": MAX_PARTS,
}
# Supertonic 3's own expression tags: said by the model, so kept in the text as written.
EXPRESSIONS = frozenset("laugh breath sigh cough gasp yawn sniff groan".split())
# Break strengths in seconds: SSML 1.1 leaves them to the processor; these follow Polly's
# description (medium: a comma's pause, strong: a sentence's, x-strong: a paragraph's).
STRENGTHS = {"none": 0.0, "x-weak": 0.1, "weak": 0.2, "medium": 0.35, "strong": 0.6,
             "x-strong": 1.0}  # fmt: skip
RATES = {"x-slow": 0.6, "slow": 0.8, "medium": 1.0, "default": 1.0, "fast": 1.25,
         "x-fast": 1.6}  # fmt: skip
# Tags whose content is read and whose own effect is not ours to give (listed as ignored).
TRANSPARENT = frozenset("emphasis voice audio w token lookup lexicon desc".split())
STRUCTURE = frozenset("speak p paragraph s sentence".split())

# A document: an XML declaration, a DTD (refused when parsed) or <speak> first.
_DOCUMENT = re.compile(r"^\s*(<\?xml|<!DOCTYPE|<speak[\s>/])", re.IGNORECASE)
_SPEAK = re.compile(r"<speak[\s>/]", re.IGNORECASE)
_EXPRESSION_TAG = re.compile(r"<({})\s*/?>".format("|".join(sorted(EXPRESSIONS))))
_PREFIX = re.compile(r"</?([A-Za-z_][\w.-]*):[A-Za-z_]")
_DECLARED = re.compile(r"xmlns:([A-Za-z_][\w.-]*)\s*=\s*[\"']([^\"']*)[\"']")
# A number in an attribute has at most six digits each side of its point: a longer one is
# no time or speed, and a 400-digit one is infinity to float(), past every range check.
_DIGITS = r"(\d{1,6}(?:\.\d{1,6})?)"
_TIME = re.compile(rf"^\s*{_DIGITS}\s*(ms|s)\s*$", re.IGNORECASE)
_PERCENT = re.compile(rf"^\s*([+-]?){_DIGITS}\s*%\s*$")
_NUMBER = re.compile(rf"^\s*{_DIGITS}\s*$")


class SsmlError(ValueError):
    """The document cannot be read: malformed, hostile or over a limit. ``code`` is stable."""

    code = "invalid_ssml"


@dataclass
class Part:
    """Text read in one language (None: the request's, or detected) at one rate (a factor
    of the request's speed; None: the request's), followed by ``pause`` seconds of silence
    (None: the usual pause)."""

    text: str = ""
    lang: str | None = None
    rate: float | None = None
    pause: float | None = None


@dataclass
class Document:
    parts: list[Part] = field(default_factory=list)
    marks: list[tuple[str, int]] = field(default_factory=list)  # (name, index of next part)
    applied: list[str] = field(default_factory=list)  # e.g. "break", "say-as.date"
    ignored: list[str] = field(default_factory=list)  # e.g. "emphasis", "prosody.pitch"
    phonemes: list[tuple[str, str | None]] = field(default_factory=list)  # (text, lang)

    @property
    def spoken(self) -> str:
        """The words said, without markup: what limits and the quota count."""
        return "".join(part.text for part in self.parts)


def is_ssml(text: str) -> bool:
    """Whether ``text`` is an SSML document (starts with ``<speak``, an XML declaration or
    a DTD: the last two are XML, and a DTD is refused rather than read aloud)."""
    return bool(_DOCUMENT.match(text))


# A document longer than this counts whole, unread: markup that says nothing (unknown
# tags, comments) cost a web worker seconds of parsing a mebibyte, and was never charged.
MAX_DOCUMENT_CHARS = 50_000


# A document counts at least one character in this many of its own: markup is stored with
# the clip and the job, and searched by staff, so a comment of 50,000 characters around one
# word cannot be free (the thirty-third hostile pass, M-1). Real markup (say-as, breaks,
# prosody) stays under it: such documents count their words.
MARKUP_CHARS_PER_CHARGED = 10


def markup_floor(text: str) -> int:
    """The least ``text`` counts, whatever it says: a tenth of its length, rounded up."""
    return -(-len(text) // MARKUP_CHARS_PER_CHARGED)


def spoken_length(text: str) -> int:
    """The characters ``text`` counts: an SSML document's words (at least its
    :func:`markup_floor`), else its length (a document that cannot be read, or is over
    MAX_DOCUMENT_CHARS, counts whole: refused later)."""
    if not is_ssml(text) or len(text) > MAX_DOCUMENT_CHARS:
        return len(text)
    try:
        return max(len(parse(text).spoken), markup_floor(text))
    except SsmlError:
        return len(text)


def parse(
    text: str, lang: str | None = None, say_as_lang: str | Callable[[], str] | None = None
) -> Document:
    """The document's parts (see the module docstring); SsmlError when it cannot be read.
    ``say_as_lang``: the language ``say-as`` reads in where the document names none and
    ``lang`` is None (the parts' own language is detected later, after say-as is read); a
    function is called once, on the first such say-as (guessing the language takes a
    detection the document that names its language need not pay)."""
    root = _parse_xml(_declare_prefixes(_EXPRESSION_TAG.sub(r"<\1/>", text)))
    if _name(root) != "speak":
        raise SsmlError(f"an SSML document starts with <speak>, not <{_name(root)}>")
    reader = _Reader(say_as_lang or "en")
    reader.element(root, _Context(lang=_lang(root, lang)), 0)
    reader.close_part()
    doc = reader.doc
    doc.parts = [p for p in doc.parts if p.text.strip()]
    doc.ignored = list(dict.fromkeys(doc.ignored))  # each tag named once, in order
    return doc


def _parse_xml(text: str):
    try:
        return SafeET.fromstring(text, forbid_dtd=True, forbid_entities=True, forbid_external=True)
    except DefusedXmlException as exc:
        refused = type(exc).__name__
        raise SsmlError(f"SSML refused: {refused} (no DTDs or entities)") from None
    except SafeET.ParseError as exc:
        raise SsmlError(f"malformed SSML: {exc}") from None


def _declare_prefixes(text: str) -> str:
    """Vendors' examples use ``amazon:`` and ``mstts:`` without declaring them; declare any
    undeclared prefix on the root so the parser accepts them (as the vendors do)."""
    declared = {prefix for prefix, _ in _DECLARED.findall(text)} | {"xml", "xmlns"}
    missing = sorted(set(_PREFIX.findall(text)) - declared)
    if not missing:
        return text
    declarations = "".join(f' xmlns:{p}="urn:ssml-prefix:{p}"' for p in missing)
    at = _SPEAK.search(text)
    if at is None:
        return text
    return text[: at.end() - 1] + declarations + text[at.end() - 1 :]


def _name(element) -> str:
    """``speak``, or ``amazon:effect`` for a namespaced vendor tag (SSML's own namespace
    is no prefix)."""
    tag = element.tag if isinstance(element.tag, str) else ""
    if tag.startswith("{"):
        uri, local = tag[1:].split("}", 1)
        if uri.startswith("urn:ssml-prefix:"):
            return f"{uri[len('urn:ssml-prefix:') :]}:{local}"
        if "synthesis" in uri:
            return local
        vendor = "mstts" if "mstts" in uri else uri.rstrip("/").rsplit("/", 1)[-1]
        return f"{vendor}:{local}"
    return tag


def _lang(element, inherited: str | None) -> str | None:
    value = element.get(f"{XML_NS}lang") or element.get("xml:lang")
    if not value:
        return inherited
    return value.strip().split("-")[0].split("_")[0].lower()


@dataclass(frozen=True)
class _Context:
    lang: str | None = None
    rate: float | None = None


class _Reader:
    def __init__(self, say_as_lang: str | Callable[[], str]):
        self._say_as_lang = say_as_lang
        self.doc = Document()
        self.current: Part | None = None
        self.total_break = 0.0
        self.last_spoken: Part | None = None  # the last part with words in it
        self.spoken_parts = 0

    def say_as_lang(self) -> str:
        if callable(self._say_as_lang):
            self._say_as_lang = self._say_as_lang()
        return self._say_as_lang

    def part(self, context: _Context) -> Part:
        """The part new text goes to: the current one while language and rate stay and no
        pause has ended it; a part of only spaces so far takes the new language and rate."""
        c = self.current
        if c is not None and c.pause is None:
            if (c.lang, c.rate) == (context.lang, context.rate):
                return c
            if not c.text.strip():
                c.lang, c.rate = context.lang, context.rate
                return c
        if len(self.doc.parts) >= MAX_PARTS:
            raise SsmlError(
                f"more than {MAX_PARTS} parts (breaks, marks, rate or language changes)"
            )
        self.current = Part(lang=context.lang, rate=context.rate)
        self.doc.parts.append(self.current)
        return self.current

    def close_part(self) -> None:
        self.current = None

    def say(self, text: str | None, context: _Context) -> None:
        if text and (text.strip() or self.current is not None):
            part = self.part(context)
            part.text += text
            if part is not self.last_spoken and text.strip():
                self.last_spoken = part
                self.spoken_parts += 1

    def end_sentence(self, context: _Context) -> None:
        c = self.current
        if c is not None and c.text.strip():
            stripped = c.text.rstrip()
            if not re.search(r"[.!?。！？…]$", stripped):
                c.text = stripped + ("。" if c.lang == "ja" else ".")
        self.close_part()

    # One branch per SSML element, in the order the spec lists them: a table of handlers
    # would hide which element wins where two could apply.
    def element(self, element, context: _Context, depth: int) -> None:  # noqa: C901
        if depth > MAX_DEPTH:
            raise SsmlError(f"SSML nested deeper than {MAX_DEPTH} elements")
        name = _name(element)
        context = _Context(_lang(element, context.lang), context.rate)
        if name in EXPRESSIONS:
            self.say(f" <{name}> ", context)
        elif name == "break":
            self.pause(element)
        elif name == "mark":
            self.mark(element)
        elif name == "say-as":
            self.say_as(element, context)
        elif name == "sub":
            alias = element.get("alias")
            self.say(alias if alias is not None else "".join(element.itertext()), context)
            self.doc.applied.append("sub")
        elif name == "phoneme":
            words = "".join(element.itertext())
            self.doc.phonemes.append((words.strip(), context.lang))
            self.say(words, context)
            self.doc.applied.append("phoneme")
        else:
            if name == "prosody":
                context = self.prosody(element, context)
            elif name == "lang":
                self.doc.applied.append("lang")
            elif name not in STRUCTURE:
                self.doc.ignored.append(name)
            if element.get(f"{XML_NS}lang") and name != "lang":
                self.doc.applied.append("xml:lang")
            if name in ("p", "paragraph", "s", "sentence"):
                self.end_sentence(context)  # what came before ends there too
            elif name == "voice":
                self.say(" ", context)  # Azure's voices follow one another unspaced
            self.say(element.text, context)
            for child in element:
                self.element(child, context, depth + 1)
                self.say(child.tail, context)
            if name in ("p", "paragraph", "s", "sentence"):
                self.end_sentence(context)
                self.doc.applied.append(name)
            elif name == "voice":
                self.say(" ", context)
            return

    def pause(self, element) -> None:
        time, strength = element.get("time"), element.get("strength")
        if time is not None:
            match = _TIME.match(time)
            if match is None:
                raise SsmlError(f"break time {time!r}: give seconds or milliseconds (2s, 500ms)")
            seconds = float(match[1]) / (1000 if match[2].lower() == "ms" else 1)
        else:
            seconds = STRENGTHS.get((strength or "medium").lower())
            if seconds is None:
                raise SsmlError(f"break strength {strength!r}: use one of {', '.join(STRENGTHS)}")
        if seconds > MAX_BREAK_SECONDS:
            raise SsmlError(f"a break of {seconds:g} s; at most {MAX_BREAK_SECONDS:g} s each")
        self.total_break += seconds
        if self.total_break > MAX_TOTAL_BREAK_SECONDS:
            raise SsmlError(f"breaks add up to over {MAX_TOTAL_BREAK_SECONDS:g} s")
        self.doc.applied.append("break")
        last = self.last_spoken
        if last is None:
            self.doc.ignored.append("break.leading")  # nothing before it to pause after
            return
        last.pause = (last.pause or 0.0) + seconds
        if self.current is not last:
            self.close_part()

    def mark(self, element) -> None:
        name = (element.get("name") or "").strip()
        if not name or len(name) > MAX_MARK_NAME:
            raise SsmlError(f"a mark needs a name of 1 to {MAX_MARK_NAME} characters")
        if len(self.doc.marks) >= MAX_MARKS:
            raise SsmlError(f"more than {MAX_MARKS} marks")
        if self.current is not None and self.current.text.strip():
            self.close_part()
        self.doc.marks.append((name, self.spoken_parts))
        self.doc.applied.append("mark")

    def say_as(self, element, context: _Context) -> None:
        words = "".join(element.itertext())
        kind = element.get("interpret-as") or ""
        read = sayas.read(kind, words, context.lang or self.say_as_lang(), element.get("format"),
                          element.get("detail"))  # fmt: skip
        if read is None:
            self.doc.ignored.append(f"say-as.{kind or 'none'}")
            self.say(words, context)
        else:
            self.doc.applied.append(f"say-as.{sayas.kind_of(kind)}")
            self.say(read, context)

    def prosody(self, element, context: _Context) -> _Context:
        for attribute in ("pitch", "volume", "contour", "range", "duration"):
            if element.get(attribute) is not None:
                self.doc.ignored.append(f"prosody.{attribute}")
        rate = element.get("rate")
        if rate is None:
            return context
        factor = _rate(rate)
        self.doc.applied.append("prosody.rate")
        return _Context(context.lang, round((context.rate or 1.0) * factor, 4))


def _rate(value: str) -> float:
    """SSML's rate as a factor: a name (slow, fast...), a percentage ("80%": of normal;
    "+10%"/"-20%": a change, Azure's form) or a number (a factor, Azure's form)."""
    named = RATES.get(value.strip().lower())
    if named is not None:
        return named
    match = _PERCENT.match(value)
    if match:
        sign, number = match[1], float(match[2])
        factor = 1 + (number if sign == "+" else -number) / 100 if sign else number / 100
    else:
        number_match = _NUMBER.match(value)
        if number_match is None:
            raise SsmlError(f"prosody rate {value!r}: use x-slow..x-fast, 80%, +10% or 1.2")
        factor = float(number_match[1])
    if factor <= 0:
        raise SsmlError(f"prosody rate {value!r} is not a speed")
    return factor
