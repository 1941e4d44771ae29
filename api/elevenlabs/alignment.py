"""ElevenLabs' character timings (``alignment`` and ``normalized_alignment``) of an answer,
made as the audio comes: a piece's start and end exact, characters estimated
(synth.timings); :data:`TIMING_HEADER` says so. Used by the REST endpoints
(api/elevenlabs/views.py) and the ``stream-input`` WebSocket (api/elevenlabs/socket.py).
"""

from collections.abc import Sequence

from synth import timings


class Alignment:
    """Character timings of one answer, as ElevenLabs gives them: ``alignment`` over the
    input ``text``, ``normalized_alignment`` over the ``chunks`` (the normalized text as
    synthesized, joined by a space). A chunk's start and end are exact once known
    (:meth:`timed`); characters inside it are estimated (synth.timings). An input
    character's time is read proportionally off the normalized timeline (its position in
    the input text, scaled to the normalized text's length): estimated too.

    Built as the audio comes: :meth:`take` gives what is timed and not given yet."""

    def __init__(self, text: str, chunks: Sequence[str]):
        self.text, self.chunks = text, list(chunks)
        self.normalized = " ".join(self.chunks)
        self.offsets, at = [], 0
        for chunk in self.chunks:
            self.offsets.append(at)
            at += len(chunk) + 1
        self.times: list[tuple[float, float] | None] = [None] * len(self.normalized)
        self.known = [False] * len(self.chunks)
        self.given_normalized = self.given_input = 0

    def timed(self, i: int, start: float, end: float, pause: float = 0.0) -> None:
        """Chunk ``i`` spans ``start`` to ``end`` seconds of the audio (exact), and the
        space after it the ``pause`` that follows (the space before it, if not timed
        yet, the time since the chunk before)."""
        if self.known[i]:
            return
        self.known[i] = True
        offset = self.offsets[i]
        if i and self.times[offset - 1] is None:
            before = self.times[offset - 2] if offset >= 2 else None
            self.times[offset - 1] = (before[1] if before else start, start)
        for j, c in enumerate(timings.characters(self.chunks[i], start, end)):
            self.times[offset + j] = (c.start, c.end)
        after = offset + len(self.chunks[i])
        if after < len(self.normalized):
            self.times[after] = (round(end, 4), round(end + pause, 4))

    def take(self, until: float | None = None) -> tuple[dict | None, dict | None]:
        """(alignment, normalized_alignment) of the characters timed and not taken yet
        that start before ``until`` seconds (None: every one timed), in order; None for
        none."""
        normalized = self._take_normalized(until)
        return self._take_input(until), normalized

    def _take_normalized(self, until) -> dict | None:
        chars = []
        while self.given_normalized < len(self.normalized):
            span = self.times[self.given_normalized]
            if span is None or (until is not None and span[0] >= until):
                break
            chars.append((self.normalized[self.given_normalized], *span))
            self.given_normalized += 1
        return character_alignment(chars)

    def _take_input(self, until) -> dict | None:
        chars = []
        while self.given_input < len(self.text):
            k = self.given_input
            start, end = self._time_at(k), self._time_at(k + 1)
            if start is None or end is None or (until is not None and start >= until):
                break
            chars.append((self.text[k], start, end))
            self.given_input += 1
        return character_alignment(chars)

    def _time_at(self, k: int) -> float | None:
        """The time of input position ``k`` (0 to len(text)), read proportionally off the
        normalized timeline; None while that part is not timed yet."""
        size = len(self.normalized)
        if not size:
            return 0.0
        x = k * size / max(len(self.text), 1)
        j = min(int(x), size - 1)
        span = self.times[j]
        if span is None:
            return None
        return round(span[0] + min(x - j, 1.0) * (span[1] - span[0]), 4)


def character_alignment(chars: list[tuple[str, float, float]]) -> dict | None:
    """ElevenLabs' alignment object for (character, start, end) triples; None for none."""
    if not chars:
        return None
    return {
        "characters": [c for c, _, _ in chars],
        "character_start_times_seconds": [s for _, s, _ in chars],
        "character_end_times_seconds": [e for _, _, e in chars],
    }


def clip_alignment(text: str, chunks: list[dict]) -> tuple[dict | None, dict | None]:
    """(alignment, normalized_alignment) of a whole clip: its input ``text`` and its
    ``chunks`` (each with text, start, end, as stored)."""
    aligned = Alignment(text, [c["text"] for c in chunks])
    for i, chunk in enumerate(chunks):
        then = chunks[i + 1]["start"] if i + 1 < len(chunks) else chunk["end"]
        aligned.timed(i, chunk["start"], chunk["end"], then - chunk["end"])
    return aligned.take()


# What the answers say of their timings (a header of the with-timestamps endpoints).
TIMING_HEADER = "pieces=exact; characters=estimated"
