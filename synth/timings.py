"""Character and word timings of a clip, or of one piece of audio as it is made.

The model gives no alignment. What is exact is where each chunk (a sentence, or the
opening clause of one) starts and ends in the audio: the engine synthesized it as one
piece. Inside a piece, each character's time is estimated: the piece's span shared out
among its characters by weight (letters and digits 1, a space or a mark 0.5), which is
what a reader's pace looks like to the eye. The answers say which is which.
"""

import unicodedata
from dataclasses import dataclass

ESTIMATED = "estimated"  # a character's or word's time inside a piece
EXACT = "exact"  # a piece's start and end


@dataclass(frozen=True)
class Timed:
    text: str
    start: float
    end: float


def characters(text: str, start: float, end: float) -> list[Timed]:
    """Each character of ``text`` with its estimated span within [start, end]."""
    weights = [_weight(c) for c in text]
    total = sum(weights) or 1.0
    span, at, timed = end - start, start, []
    for c, w in zip(text, weights, strict=True):
        later = at + span * w / total
        timed.append(Timed(c, round(at, 4), round(later, 4)))
        at = later
    return timed


def words(chars: list[Timed]) -> list[Timed]:
    """The words (runs of characters that are not spaces) of timed characters."""
    found: list[Timed] = []
    run: list[Timed] = []
    for c in [*chars, Timed(" ", 0, 0)]:
        if c.text.isspace():
            if run:
                found.append(Timed("".join(x.text for x in run), run[0].start, run[-1].end))
            run = []
        else:
            run.append(c)
    return found


def clip_timings(chunks: list[dict], marks: list[dict] = ()) -> dict:
    """A clip's timings from its chunks (each with text, start, end): the pieces (exact),
    then every character and word (estimated inside its piece). Pieces are joined by a
    space, timed over the pause between them. SSML ``<mark>``s (each with the chunk it
    starts, None for the end) are exact too: a mark always falls between two chunks."""
    pieces, chars = [], []
    for i, chunk in enumerate(chunks):
        if i:
            gap_start = chars[-1].end if chars else 0.0
            chars.append(Timed(" ", gap_start, round(chunk["start"], 4)))
        pieces.append(
            {"text": chunk["text"], "start": chunk["start"], "end": chunk["end"], "timing": EXACT}
        )
        chars += characters(chunk["text"], chunk["start"], chunk["end"])
    end = chunks[-1]["end"] if chunks else 0.0
    timed_marks = [
        {"name": mark["name"], "time": chunks[mark["chunk"]]["start"]
         if mark["chunk"] is not None and mark["chunk"] < len(chunks) else end}
        for mark in marks
    ]  # fmt: skip
    return {
        "pieces": pieces,
        "marks": timed_marks,
        "characters": [{"char": c.text, "start": c.start, "end": c.end} for c in chars],
        "words": [{"word": w.text, "start": w.start, "end": w.end} for w in words(chars)],
        "timing": {"pieces": EXACT, "characters": ESTIMATED, "words": ESTIMATED},
    }


def _weight(c: str) -> float:
    if c.isspace() or unicodedata.category(c)[0] in "PS":
        return 0.5
    return 1.0
