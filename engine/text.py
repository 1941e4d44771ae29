"""Model-level text preparation and chunking, equal to the reference package's.

This is the last step before the model, not the tenant-aware normalizer (that lives in
``normalize``): it only maps characters to forms the model was trained on.
"""

import re
import unicodedata
from dataclasses import dataclass

from .contract import ALL_LANGUAGES, MAX_CHUNK_LENGTH, MAX_CHUNK_LENGTH_KO
from .errors import EmptyText, UnsupportedLanguage

_EMOJI = re.compile(
    "[\U0001f600-\U0001f64f\U0001f300-\U0001f5ff\U0001f680-\U0001f6ff\U0001f700-\U0001f77f"
    "\U0001f780-\U0001f7ff\U0001f800-\U0001f8ff\U0001f900-\U0001f9ff\U0001fa00-\U0001fa6f"
    "\U0001fa70-\U0001faff\u2600-\u26ff\u2700-\u27bf\U0001f1e6-\U0001f1ff]+"
)
_SYMBOLS = str.maketrans(
    {
        "\u2013": "-",  # en dash
        "\u2011": "-",  # non-breaking hyphen
        "\u2014": "-",  # em dash
        "\u00af": " ",  # macron
        "_": " ",
        "\u201c": '"',
        "\u201d": '"',
        "\u2018": "'",
        "\u2019": "'",
        "\u00b4": "'",
        "`": "'",
        "[": " ",
        "]": " ",
        "|": " ",
        "/": " ",
        "#": " ",
        "\u2192": " ",  # →
        "\u2190": " ",  # ←
    }
)
_DECORATIVE = re.compile(r"[♥☆♡©\\]")
# Applied in this order, like the reference (str.replace order matters for "@" vs "e.g.,").
_EXPANSIONS = (("@", " at "), ("e.g.,", "for example, "), ("i.e.,", "that is, "))
_SPACE_BEFORE_PUNCT = re.compile(r" ([,.!?;:'])")
_REPEATED_QUOTES = re.compile(r'(["\'`])\1+')
_WHITESPACE = re.compile(r"\s+")
_ENDS_IN_PUNCTUATION = re.compile(r"[.!?;:,'\"')\]}…。」』】〉》›»]$")

# Sentence ends, except after common abbreviations and single capitals (reference rules).
_SENTENCE_END = re.compile(
    r"(?<!Mr\.)(?<!Mrs\.)(?<!Ms\.)(?<!Dr\.)(?<!Prof\.)(?<!Sr\.)(?<!Jr\.)(?<!Ph\.D\.)"
    r"(?<!etc\.)(?<!e\.g\.)(?<!i\.e\.)(?<!vs\.)(?<!Inc\.)(?<!Ltd\.)(?<!Co\.)(?<!Corp\.)"
    r"(?<!St\.)(?<!Ave\.)(?<!Blvd\.)(?<!\b[A-Z]\.)(?<=[.!?])\s+"
)
_PARAGRAPH = re.compile(r"\n\s*\n+")


def check_language(lang: str) -> str:
    if lang not in ALL_LANGUAGES:
        raise UnsupportedLanguage(
            f"unknown language {lang!r}; use one of {', '.join(ALL_LANGUAGES)}"
        )
    return lang


def clean_text(text: str) -> str:
    """Steps 1 of the contract without the final period and language tags."""
    text = unicodedata.normalize("NFKD", text)
    text = _EMOJI.sub("", text)
    text = text.translate(_SYMBOLS)
    text = _DECORATIVE.sub("", text)
    for old, new in _EXPANSIONS:
        text = text.replace(old, new)
    text = _SPACE_BEFORE_PUNCT.sub(r"\1", text)
    text = _REPEATED_QUOTES.sub(r"\1", text)
    return _WHITESPACE.sub(" ", text).strip()


def prepare_text(text: str, lang: str, goes_on: bool = False) -> str:
    """Return the model-ready form of one chunk: ``<lang>cleaned text.</lang>``. A chunk
    that ``goes_on`` (the head of a sentence cut where it has no mark: a phrase boundary)
    ends with a comma instead: read as a phrase with more to come, not a sentence's end."""
    check_language(lang)
    text = clean_text(text)
    if not _ENDS_IN_PUNCTUATION.search(text):
        text += "," if goes_on else "."
    return f"<{lang}>{text}</{lang}>"


def chunk_text(text: str, lang: str) -> list[str]:
    """Split text at paragraph and sentence ends into chunks of at most 300 characters
    (120 for Korean), packing whole sentences like the reference package.

    Unlike the reference, a single sentence longer than the limit is split further (at the
    last comma, then the last space, before the limit) so no chunk ever exceeds it: one
    unpunctuated wall of text must not become one huge inference.
    """
    max_len = MAX_CHUNK_LENGTH_KO if lang == "ko" else MAX_CHUNK_LENGTH
    chunks = []
    for paragraph in _PARAGRAPH.split(text.strip()):
        current = ""
        for sentence in _SENTENCE_END.split(paragraph.strip()):
            for piece in _split_long(sentence.strip(), max_len):
                if len(current) + len(piece) + 1 <= max_len:
                    current += (" " if current else "") + piece
                else:
                    if current:
                        chunks.append(current.strip())
                    current = piece
        if current.strip():
            chunks.append(current.strip())
    if not chunks or not any(clean_text(c) for c in chunks):
        raise EmptyText("the text is empty: there is nothing to speak")
    return chunks


@dataclass(frozen=True)
class Piece:
    """One chunk of the service's chunking: its text, the sentence it belongs to (0, 1,
    ...), and whether it ends that sentence (False: a clause cut, followed by a shorter
    pause)."""

    text: str
    sentence: int
    ends_sentence: bool = True


# Where a clause may end: after a comma, semicolon or colon (Latin or CJK forms), or before
# a dash between spaces. The cut keeps the mark with the clause before it.
# The dash's run of spaces is tried from its start only: tried from each space of a long
# run, the pattern backtracks over the rest of it every time (quadratic).
_CLAUSE_END = re.compile(
    r"(?<=[,;:])\s+|(?<=[\u3001\uff0c\uff1b\uff1a])|(?<!\s)\s+(?=[-\u2013\u2014]\s)"
)


def sentence_chunks(text: str, lang: str, first_chars: int = 0) -> list[Piece]:
    """The service's chunking: every sentence is a chunk of its own (a sentence over the
    limit of :func:`chunk_text` is cut there too), so the same sentence is the same chunk
    whatever its neighbours. With ``first_chars``, an opening sentence longer than that
    (scaled like the limit for Korean) is cut early so the first audio comes sooner
    (:func:`_first_clause`: at a clause end, else at a phrase boundary, else at its last
    word within the bound); never mid-word (a sentence with none of these stays whole)."""
    max_len = MAX_CHUNK_LENGTH_KO if lang == "ko" else MAX_CHUNK_LENGTH
    bound = first_chars * max_len // MAX_CHUNK_LENGTH
    pieces: list[Piece] = []
    sentences = (
        s.strip()
        for paragraph in _PARAGRAPH.split(text.strip())
        for s in _SENTENCE_END.split(paragraph.strip())
    )
    for number, sentence in enumerate(s for s in sentences if s):
        parts = []
        if number == 0 and bound and len(sentence) > bound:
            head = _first_clause(sentence, bound, lang)
            parts, sentence = [head], sentence[len(head) :].strip()
        parts += _split_long(sentence, max_len) if sentence else []
        pieces += [Piece(part, number, i == len(parts) - 1) for i, part in enumerate(parts)]
    if not pieces or not any(clean_text(p.text) for p in pieces):
        raise EmptyText("the text is empty: there is nothing to speak")
    return pieces


# Where a phrase may begin, in the languages we know the words of: before a word that
# opens one (a conjunction, a preposition, a relative word, an auxiliary after its
# subject). A cut there ends the head where a speaker may breathe: "Your parcel 4821 |
# for Maria Lopez has shipped today."; never inside a word, and never after a word that
# cannot end a phrase (an article, a preposition, a number's "hundred").
_PHRASE_WORDS = {
    "en": (
        "and but or so because while when whereas although though unless until since if "
        "for with at in on from by after before during without within through into "
        "across about between under over near which who whose where "
        "is are was were has have had will would can could should must may might shall"
    ),
}
_PHRASE_START = {
    lang: re.compile(rf"(?<=[\w'\u2019])\s+(?=(?:{'|'.join(words.split())})\b)", re.IGNORECASE)
    for lang, words in _PHRASE_WORDS.items()
}
_NOT_A_PHRASE_END = {
    "en": frozenset(
        (
            _PHRASE_WORDS["en"] + " a an the this that these those my your his her its our "
            "their of to not no very hundred thousand million billion trillion"
        ).split()
    ),
}
_LAST_WORD = re.compile(r"[\w'\u2019-]+\Z")


# How far past a cut its phrase word is read (the longest word and what ends it): a word
# cut off by the window ("for" of "fortune") is not taken for a phrase word.
_PHRASE_LOOKAHEAD = 1 + max(len(w) for words in _PHRASE_WORDS.values() for w in words.split()) + 1


def _phrase_starts(text: str, bound: int, lang: str) -> list[int]:
    """Where a phrase begins in ``text`` within ``bound`` characters (the whitespace before
    its first word)."""
    pattern = _PHRASE_START.get(lang)
    if pattern is None:
        return []
    window = text[: bound + _PHRASE_LOOKAHEAD]
    found = []
    for m in pattern.finditer(window):
        if m.start() > bound:
            break
        before = _LAST_WORD.search(window, 0, m.start())
        word = before.group().lower() if before else ""
        if word and word not in _NOT_A_PHRASE_END[lang] and not word[-1].isdigit():
            found.append(m.start())
    return found


def _first_clause(sentence: str, bound: int, lang: str = "en") -> str:
    """The start of ``sentence`` that is synthesized first, so that first audio comes
    sooner (the engine's time grows with the chunk): up to its first clause end within
    ``bound`` characters that leaves a head of at least a third of the bound (a head worth
    a chunk of its own); else its last clause end within the bound; else its first phrase
    boundary past that third (a language whose phrase words we know: :data:`_PHRASE_WORDS`);
    in a sentence of more than twice the bound without any, its last space within
    them; else the whole sentence. A cut must leave at least a third of the bound after
    it: a sentence just over the bound stays whole rather than end in a lone word (a
    second chunk for nothing)."""
    window = sentence[: bound + 1]
    rest = max(1, bound // 3)
    # A cut leaves `rest` characters after it when a non-space is at or before `end`: the
    # last such place is found once, not the sentence's rest copied for each cut.
    end = len(sentence.rstrip()) - rest
    last = len(sentence[: end + 1].rstrip()) - 1 if end >= 0 else -1

    def fits(cut: int) -> bool:
        return 0 < cut <= min(bound, last)

    clauses = [m.start() for m in _CLAUSE_END.finditer(window) if fits(m.start())]
    worth = [c for c in clauses if c >= rest]
    phrases = [c for c in _phrase_starts(sentence, bound, lang) if fits(c) and c >= rest]
    long = len(sentence) > 2 * bound
    words = [m.start() for m in re.finditer(r" ", window) if long and fits(m.start())]
    cuts = worth[:1] or clauses[-1:] or phrases[:1] or words[-1:]
    return sentence[: cuts[0]].strip() if cuts else sentence


def first_clause_so_far(partial: str, bound: int, lang: str = "en") -> str | None:
    """For a sentence still being written (``partial``, its start): the head
    :func:`_first_clause` will cut from it whatever follows, once that is settled, else
    None. A clause end or a phrase boundary within the bound is settled once a third of
    the bound has come after the bound; a cut at a word once the sentence is twice the
    bound long."""
    window = partial[: bound + 1]
    clause = any(0 < m.start() <= bound for m in _CLAUSE_END.finditer(window))
    phrase = any(0 < c <= bound for c in _phrase_starts(partial, bound, lang))
    settled = (clause or phrase) and len(partial) > bound + max(1, bound // 3)
    if len(partial) > 2 * bound or settled:
        return _first_clause(partial, bound, lang)
    return None


def _split_long(sentence: str, max_len: int) -> list[str]:
    pieces = []
    while len(sentence) > max_len:
        window = sentence[: max_len + 1]
        cut = window.rfind(", ") + 1 or window.rfind(" ")
        if cut <= 0:
            cut = max_len
        pieces.append(sentence[:cut].strip())
        sentence = sentence[cut:].strip()
    if sentence:
        pieces.append(sentence)
    return pieces
