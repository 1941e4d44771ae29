"""Sentence-level captions from a clip's chunks (each chunk's text, start and end).

A chunk is a sentence, or part of one (the opening clause, or a piece of a sentence over
the chunk limit); the chunks of one sentence make one cue, from its first chunk's start to
its last one's end, so a caption appears exactly when its audio does. Clips made before
sentences were the unit have no ``sentence`` in their chunks: a cue per chunk (a chunk
then packed several sentences). No Django import beyond the clip's attributes: the
admin's clip page and the API both call :func:`captions`.
"""

import json

FORMATS = {
    "vtt": "text/vtt; charset=utf-8",
    "srt": "application/x-subrip; charset=utf-8",
    "json": "application/json",
}


def captions(clip, fmt: str = "vtt") -> str:
    """The clip's captions as WebVTT, SubRip or JSON (``[{index, start, end, text}]``,
    seconds). Raises ValueError for another ``fmt``."""
    cues = [
        {"index": i, "start": round(c["start"], 3), "end": round(c["end"], 3), "text": c["text"]}
        for i, c in enumerate(sentences(clip.chunks), 1)
    ]
    if fmt == "json":
        return json.dumps(cues, ensure_ascii=False)
    if fmt == "vtt":
        blocks = [f"{_time(c['start'], '.')} --> {_time(c['end'], '.')}\n{_text(c)}" for c in cues]
        return "\n\n".join(["WEBVTT", *blocks]) + "\n"
    if fmt == "srt":
        blocks = [
            f"{c['index']}\n{_time(c['start'], ',')} --> {_time(c['end'], ',')}\n{_text(c)}"
            for c in cues
        ]
        return "\n\n".join(blocks) + "\n"
    raise ValueError(f"unknown caption format {fmt!r}; use one of {', '.join(FORMATS)}")


def sentences(chunks: list[dict]) -> list[dict]:
    """The clip's sentences: ``{text, start, end}``, the chunks of each joined."""
    joined: list[dict] = []
    for i, c in enumerate(chunks):
        number = c.get("sentence", f"chunk {i}")
        if joined and joined[-1]["sentence"] == number:
            last = joined[-1]
            last["text"], last["end"] = f"{last['text']} {c['text']}", c["end"]
        else:
            joined.append(
                {"sentence": number, "text": c["text"], "start": c["start"], "end": c["end"]}
            )
    return joined


def _time(seconds: float, separator: str) -> str:
    ms = round(seconds * 1000)
    hours, ms = divmod(ms, 3_600_000)
    minutes, ms = divmod(ms, 60_000)
    secs, ms = divmod(ms, 1000)
    return f"{hours:02d}:{minutes:02d}:{secs:02d}{separator}{ms:03d}"


def _text(cue: dict) -> str:
    # A blank line ends a cue in both formats, and "-->" would read as a timing line.
    return " ".join(cue["text"].split()).replace("-->", "->")
