"""Text that arrives in pieces (an LLM's output on a WebSocket, api.elevenlabs.socket) cut into the
segments to synthesize, each as soon as it is complete.

The cuts are the service's own (engine.text ``sentence_chunks``): a sentence ends
where that chunking would end it (its end mark and the whitespace after it, not after a
common abbreviation; or a paragraph break), and a sentence longer than the opening
bound (SYNTH_FIRST_CHUNK_CHARS) gives its head up to its last clause end within the
bound (``_first_clause``) as soon as that cut is settled (``first_clause_so_far``: a
third of the bound after the bound; twice the bound for a cut at a word), not when the
sentence ends.
Each segment is then planned as a request of its own, whose opening sentence it is: the
cut the planner would make inside it is made here, so that the head is synthesized while
the rest is still being written. A cut is final: it is made only once the text after it
can no longer change it (the end mark followed by whitespace; the cut settled).

Each segment keeps the text exactly as it came (``raw``: its leading whitespace with it),
so that the segments' raw texts joined are the text sent, but for the whitespace after
the last one, and for one space where a message starts with a capital right after a
sentence's end mark: Pipecat's ElevenLabs service sends each sentence stripped ("...there."
then "What next?"), and ElevenLabs reads them as two sentences, not "there.What".

Each character is searched once however the text comes (one message or many, one long
sentence or many short ones): a client's text is cut on the event loop, so the work of a
message is linear in its length and bounded (tests/test_socket_segmenter_work.py).
"""

import re
from dataclasses import dataclass

from engine.contract import MAX_CHUNK_LENGTH, MAX_CHUNK_LENGTH_KO
from engine.text import (
    _PARAGRAPH,
    _SENTENCE_END,
    _first_clause,
    clean_text,
    first_clause_so_far,
)

_WORD = re.compile(r"\S")
_LEADING_SPACE = re.compile(r"\s*")
# The end of a sentence's end mark (closing quotes or brackets after it), at the very end of
# the buffered text: searched in its last few characters only.
_ENDS_WITH_MARK = re.compile(r"[.!?\u2026][\"')\]\u2019\u201d]{0,3}\Z")


@dataclass(frozen=True)
class Segment:
    raw: str  # the text as sent, leading whitespace included
    text: str  # what is synthesized: ``raw`` stripped
    ends_sentence: bool  # False: the head of a longer sentence (a shorter pause follows)
    # The rest of a sentence whose head was the segment before: not cut again (a sentence
    # is cut once, where its first audio needs it: planned with no opening cut).
    continues: bool = False


class _Search:
    """The first match of ``pattern`` from a place on, in text that only grows at its end:
    a match found stays one, and a stretch searched without one is not searched again."""

    def __init__(self, pattern: re.Pattern, open_tail):
        self.pattern = pattern
        self.open_tail = open_tail  # where text that follows could still make a match
        self.found = None  # the first match's start at or after `origin`
        self.searched = 0  # no match starts before this (from `origin` on)
        self.seen = 0  # the text's length when last searched

    def first(self, text: str, start: int) -> int | None:
        if self.found is not None and self.found >= start:
            return self.found
        if self.found is None and self.seen == len(text):
            return None  # nothing came since a search found none
        match = self.pattern.search(text, max(start, self.searched))
        self.found = match.start() if match else None
        self.searched = match.start() if match else max(start, self.open_tail(text, start))
        self.seen = len(text)
        return self.found

    def shift(self, by: int) -> None:
        """The text lost its first ``by`` characters."""
        self.searched = max(0, self.searched - by)
        self.seen = max(0, self.seen - by)
        self.found = self.found - by if self.found is not None and self.found >= by else None


def _sentence_end_open(text: str, start: int) -> int:
    return len(text)  # a sentence end is its mark and the space after it: both seen


def _paragraph_open(text: str, start: int) -> int:
    # A line break in the trailing whitespace becomes a paragraph break if another follows.
    tail = max(start, len(text.rstrip()))
    found = text.find("\n", tail)
    return len(text) if found < 0 else found


class Segmenter:
    """Feed it text as it comes (:meth:`feed`); it returns the segments completed so far.
    :meth:`flush` returns the rest as a last segment (``flush``, or the end of input)."""

    def __init__(self, lang: str = "en", first_chars: int = 0):
        max_len = MAX_CHUNK_LENGTH_KO if lang == "ko" else MAX_CHUNK_LENGTH
        self.bound = first_chars * max_len // MAX_CHUNK_LENGTH
        self.lang = lang
        self._rest = False  # the segment being written is the rest of a sentence cut
        self._text = ""  # from the start of the segment being written
        self._at = 0  # where the segment being written starts in `_text`
        self._carry = ""  # raw text of nothing speakable, given to the next segment
        self._restart()

    def _restart(self) -> None:
        self._ends = _Search(_SENTENCE_END, _sentence_end_open)
        self._breaks = _Search(_PARAGRAPH, _paragraph_open)

    def __len__(self) -> int:
        """The characters of the segment being written, from its first that is not
        whitespace: what it will say and be charged, as a REST text would be (blank lines
        sent before it say nothing)."""
        return len(self._text) - _LEADING_SPACE.match(self._text, self._at).end()

    def pending(self) -> int:
        """The characters held back: the segment being written and the text of nothing
        speakable carried to the next segment (its raw text, timed with it). What a
        client's limit on text without a sentence end counts: the carry alone grew without
        bound (the nineteenth hostile pass, F-1)."""
        return len(self) + len(self._carry)

    def feed(self, text: str) -> list[Segment]:
        if text[:1].isupper() and _ENDS_WITH_MARK.search(self._text[-5:]):
            text = " " + text  # a new sentence in a message of its own (see above)
        self._text += text
        found = []
        while (segment := self._next()) is not None:
            found += self._speakable(segment)
        # What was cut goes once per message, not once per cut; of a rest that is only
        # whitespace, the last two characters are kept (a paragraph break stays one).
        rest = self._text[self._at :]
        cut = self._at + (len(rest) - 2 if len(rest) > 2 and rest.isspace() else 0)
        self._text, self._at = self._text[cut:], 0
        self._ends.shift(cut)
        self._breaks.shift(cut)
        return found

    def flush(self) -> list[Segment]:
        """The buffered rest as a segment (none when it is only whitespace or marks)."""
        buffer = self._text[self._at :]
        rest = buffer.rstrip()
        self._text, self._at = buffer[len(rest) :], 0  # its trailing whitespace leads what follows
        self._restart()
        text, continues, self._rest = rest.strip(), self._rest, False
        if not text:
            return []
        return self._speakable(Segment(rest, text, True, continues))

    def document(self, text: str) -> list[Segment]:
        """A document taken whole (SSML: its markup is never cut): the buffered rest first,
        then ``text`` as one segment."""
        found = self.flush()
        raw = self._carry + self._text + text
        self._text, self._at, self._carry = "", 0, ""
        self._rest = False
        self._restart()
        return found + [Segment(raw, text.strip(), True)] if text.strip() else found

    def _speakable(self, segment: Segment) -> list[Segment]:
        raw = self._carry + segment.raw
        if not clean_text(segment.text):  # e.g. "..." alone: nothing the model can say
            self._carry = raw
            return []
        self._carry = ""
        return [Segment(raw, segment.text, segment.ends_sentence, segment.continues)]

    def _next(self) -> Segment | None:
        buf, at = self._text, self._at
        word = _WORD.search(buf, at)
        if word is None:
            return None
        lead = word.start()
        ends = [self._ends.first(buf, lead), self._breaks.first(buf, lead)]
        end = min((e for e in ends if e is not None), default=None)
        sentence = buf[lead:end].rstrip() if end is not None else buf[lead:].rstrip()
        if self.bound and not self._rest and len(sentence) > self.bound:
            if end is not None:
                head = _first_clause(sentence, self.bound, self.lang)
            else:  # still being written: only a cut that what follows cannot change
                head = first_clause_so_far(sentence, self.bound, self.lang) or sentence
            if head != sentence:
                cut = lead + sentence.index(head) + len(head)
                self._at, self._rest = cut, True
                return Segment(buf[at:cut], head, False)
        if end is None:
            return None
        cut = lead + len(sentence)
        self._at, continues, self._rest = cut, self._rest, False
        return Segment(buf[at:cut], sentence, True, continues)
