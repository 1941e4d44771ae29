"""Text that arrives in pieces (an LLM's output on the WebSocket, api.socket) cut into the
segments to synthesize, each as soon as it is complete.

The cuts are the service's own (synth.engine.text ``sentence_chunks``): a sentence ends
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
the last one.
"""

from dataclasses import dataclass

from synth.engine.contract import MAX_CHUNK_LENGTH, MAX_CHUNK_LENGTH_KO
from synth.engine.text import (
    _PARAGRAPH,
    _SENTENCE_END,
    _first_clause,
    clean_text,
    first_clause_so_far,
)


@dataclass(frozen=True)
class Segment:
    raw: str  # the text as sent, leading whitespace included
    text: str  # what is synthesized: ``raw`` stripped
    ends_sentence: bool  # False: the head of a longer sentence (a shorter pause follows)


class Segmenter:
    """Feed it text as it comes (:meth:`feed`); it returns the segments completed so far.
    :meth:`flush` returns the rest as a last segment (``flush``, or the end of input)."""

    def __init__(self, lang: str = "en", first_chars: int = 0):
        max_len = MAX_CHUNK_LENGTH_KO if lang == "ko" else MAX_CHUNK_LENGTH
        self.bound = first_chars * max_len // MAX_CHUNK_LENGTH
        self.buffer = ""
        self._carry = ""  # raw text of nothing speakable, given to the next segment

    def __len__(self) -> int:
        return len(self.buffer)

    def feed(self, text: str) -> list[Segment]:
        self.buffer += text
        found = []
        while (segment := self._next()) is not None:
            found += self._speakable(segment)
        return found

    def flush(self) -> list[Segment]:
        """The buffered rest as a segment (none when it is only whitespace or marks)."""
        rest = self.buffer.rstrip()
        self.buffer = self.buffer[len(rest) :]  # its trailing whitespace leads what follows
        text = rest.strip()
        if not text:
            return []
        return self._speakable(Segment(rest, text, True))

    def _speakable(self, segment: Segment) -> list[Segment]:
        raw = self._carry + segment.raw
        if not clean_text(segment.text):  # e.g. "..." alone: nothing the model can say
            self._carry = raw
            return []
        self._carry = ""
        return [Segment(raw, segment.text, segment.ends_sentence)]

    def _next(self) -> Segment | None:
        buf = self.buffer
        lead = len(buf) - len(buf.lstrip())
        if lead == len(buf):
            return None
        ends = [
            m
            for m in (_SENTENCE_END.search(buf, lead), _PARAGRAPH.search(buf, lead))
            if m is not None
        ]
        end = min((m.start() for m in ends), default=None)
        sentence = buf[lead:end].rstrip() if end is not None else buf[lead:].rstrip()
        if self.bound and len(sentence) > self.bound:
            if end is not None:
                head = _first_clause(sentence, self.bound)
            else:  # still being written: only a cut that what follows cannot change
                head = first_clause_so_far(sentence, self.bound) or sentence
            if head != sentence:
                cut = lead + sentence.index(head) + len(head)
                self.buffer = buf[cut:]
                return Segment(buf[:cut], head, False)
        if end is None:
            return None
        cut = lead + len(sentence)
        self.buffer = buf[cut:]
        return Segment(buf[:cut], sentence, True)
