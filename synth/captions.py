"""Sentence-level captions from a clip's chunks (each chunk's text, start and end).

Chunks are the engine's sentences (or groups of short sentences, at most 300 characters),
so a caption appears exactly when its audio does. No Django import beyond the clip's
attributes: the admin's clip page and the API both call :func:`captions`.
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
        for i, c in enumerate(clip.chunks, 1)
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


def _time(seconds: float, separator: str) -> str:
    ms = round(seconds * 1000)
    hours, ms = divmod(ms, 3_600_000)
    minutes, ms = divmod(ms, 60_000)
    secs, ms = divmod(ms, 1000)
    return f"{hours:02d}:{minutes:02d}:{secs:02d}{separator}{ms:03d}"


def _text(cue: dict) -> str:
    # A blank line ends a cue in both formats, and "-->" would read as a timing line.
    return " ".join(cue["text"].split()).replace("-->", "->")
