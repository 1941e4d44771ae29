"""Voice styles: the two tensors that make a voice, read from the vendor's JSON format.

numpy only (no onnxruntime), so the web process can validate uploads.
"""

import hashlib
import json
import math
import re
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import numpy as np

from . import contract
from .errors import InvalidVoice


@dataclass(frozen=True)
class Style:
    """A voice: the two style tensors the graphs take."""

    ttl: np.ndarray  # float32 [1, 50, 256]
    dp: np.ndarray  # float32 [1, 8, 16]

    @cached_property
    def digest(self) -> str:
        """SHA-256 of the vectors: what a voice *is*, whatever it is called."""
        return hashlib.sha256(self.ttl.tobytes() + self.dp.tobytes()).hexdigest()


def _shown(value: object) -> str:
    """A client's value in an error message, cut short: a message never echoes a body."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


# A style's numbers are an embedding's, within a few units; far past any real one, and under
# 2**63, which a database may hand back as an integer too large for a number array
# (3.4e38, within float32, was stored and then refused on every use: hostile pass 35, L-4).
MAX_STYLE_VALUE = 1e6


def parse_style(data: object, origin: str) -> Style:
    """Validate style JSON (already parsed) against the contract's shapes; ``origin`` names
    the file or upload in error messages. Exactly the contract's shape: ``dims`` a list of
    its integers, ``data`` a nested list of JSON numbers (not strings, nor numbers past
    float32's range) with that shape; anything else is InvalidVoice, never another error."""
    if not isinstance(data, dict):
        raise InvalidVoice(f"{origin}: a voice style must be a JSON object")
    tensors = {}
    for key, shape in contract.STYLE_SHAPES.items():
        entry = data.get(key)
        if not isinstance(entry, dict) or "data" not in entry or "dims" not in entry:
            raise InvalidVoice(f"{origin}: missing {key!r} with 'dims' and 'data'")
        dims = entry["dims"]
        if not (
            isinstance(dims, list)
            and all(type(d) is int for d in dims)  # not bool, not float
            and dims == list(shape)
        ):
            raise InvalidVoice(f"{origin}: {key} dims must be {list(shape)}, got {_shown(dims)}")
        if entry.get("type", "float32") != "float32":
            raise InvalidVoice(f"{origin}: {key} type must be float32, got {_shown(entry['type'])}")
        try:
            array = np.asarray(entry["data"])
        except (TypeError, ValueError, OverflowError):
            array = None
        if array is None or array.dtype.kind not in "iuf":  # strings, null, huge integers
            raise InvalidVoice(f"{origin}: {key} data must be a nested list of numbers")
        if array.shape != shape:
            raise InvalidVoice(
                f"{origin}: {key} data has shape {list(array.shape)}, dims say {list(shape)}"
            )
        array = array.astype(np.float64)
        if not np.isfinite(array).all() or np.abs(array).max() > MAX_STYLE_VALUE:
            raise InvalidVoice(
                f"{origin}: {key} contains non-finite numbers or numbers past "
                f"±{MAX_STYLE_VALUE:,.0f}"
            )
        tensors[key] = np.ascontiguousarray(array, dtype=np.float32)
    return Style(tensors["style_ttl"], tensors["style_dp"])


def style_json(style: Style) -> dict:
    """The style as the vendor's JSON, each number the shortest one that reads back as the
    same float32 (at most 9 significant digits): what a preset keeps, so its size is bounded
    by the contract's shapes (about 13,000 numbers, under 250 kB), whatever an upload spelled
    its numbers like."""

    def rows(array: np.ndarray) -> list:
        if array.ndim > 1:
            return [rows(row) for row in array]
        return [float(str(value)) for value in array]  # numpy's shortest float32 text

    return {
        key: {"dims": list(array.shape), "data": rows(array), "type": "float32"}
        for key, array in (("style_ttl", style.ttl), ("style_dp", style.dp))
    }


def read_style_file(path: str | Path) -> Style:
    path = Path(path)
    try:
        data = json.loads(path.read_bytes())
    except FileNotFoundError:
        raise InvalidVoice(f"{path}: voice style file not found") from None
    except (OSError, ValueError) as exc:
        raise InvalidVoice(f"{path}: not a readable JSON file ({exc})") from None
    return parse_style(data, str(path))


# A blend names its parts like Kokoro-FastAPI's voice mixes: "F1:0.7+M3:0.3", or
# "af_bella(2)+af_sky(1)"; a part without a weight weighs 1.
MAX_BLEND_PARTS = 4
# The longest voice a client may name (one name or a blend): four names and their weights
# fit, and nothing longer is read. Every field and path that takes a voice uses it.
MAX_VOICE_CHARS = 200
_NAME = re.compile(r"[A-Za-z0-9_-]+")


class InvalidBlend(InvalidVoice):
    """A blend that is malformed, has a weight that is not a positive number, or too many
    parts. (An unknown name in it is plain InvalidVoice.)"""

    code = "invalid_blend"


def is_blend(text: str) -> bool:
    """True when ``text`` is written as a blend rather than one voice's name."""
    return any(c in text for c in "+:()")


def parse_blend(text: str) -> list[tuple[str, float]]:
    """The parts of a blend as (name, weight), weights normalized to sum 1. Raises
    InvalidBlend for a malformed text, a weight that is not a finite positive number,
    a name given twice, more than MAX_BLEND_PARTS parts, or more than MAX_VOICE_CHARS
    characters (refused before anything is read)."""
    if len(text) > MAX_VOICE_CHARS:
        raise InvalidBlend(f"a blend has at most {MAX_VOICE_CHARS} characters, not {len(text)}")
    pieces = text.split("+")
    if len(pieces) > MAX_BLEND_PARTS:
        raise InvalidBlend(
            f"a blend has at most {MAX_BLEND_PARTS} voices; {text!r} has {len(pieces)}"
        )
    parts = []
    for piece in pieces:
        part = read_part(piece)
        if part is None:
            raise InvalidBlend(
                f"cannot read {piece.strip()!r} in the blend {text!r}: write each voice as "
                "NAME, NAME:WEIGHT or NAME(WEIGHT), joined by '+' (e.g. F1:0.7+M3:0.3)"
            )
        name, weight_text = part
        if any(name == seen for seen, _ in parts):
            raise InvalidBlend(f"{name!r} appears twice in the blend {text!r}")
        parts.append((name, _weight(weight_text, name) if weight_text else 1.0))
    total = sum(w for _, w in parts)
    if not math.isfinite(total):
        raise InvalidBlend(f"the weights of the blend {text!r} are too large")
    return [(name, w / total) for name, w in parts]


def blend_names(text: str, *, strict: bool = True) -> list[str]:
    """The names a blend mixes. Raises InvalidBlend for a malformed one, or, when not
    ``strict``, answers [] (a row stored before a check existed)."""
    try:
        return [name for name, _ in parse_blend(text)]
    except InvalidBlend:
        if strict:
            raise
        return []


def read_part(piece: str) -> tuple[str, str | None] | None:
    """A blend part's name and weight as written (None without one), or None when the part
    is not NAME, NAME:WEIGHT or NAME(WEIGHT). Split, not matched by a pattern that could
    backtrack (one did, on a run of spaces): its time is linear in the piece."""
    piece, weight = piece.strip(), None
    if piece.endswith(")"):
        piece, paren, weight = piece[:-1].partition("(")
        if not paren:
            return None
    elif ":" in piece:
        piece, _, weight = piece.partition(":")
    name = piece.strip()
    if weight is not None:
        weight = weight.strip()
        if not weight or any(c.isspace() or c in "():" for c in weight):
            return None
    return (name, weight) if _NAME.fullmatch(name) else None


def blend(styles: list[Style], weights: list[float]) -> Style:
    """The weighted sum of the styles' tensors (weights as given: normalize them first)."""
    if not styles or len(styles) != len(weights):
        raise InvalidBlend("a blend needs one weight per voice")
    ttl = sum(w * s.ttl.astype(np.float64) for s, w in zip(styles, weights, strict=True))
    dp = sum(w * s.dp.astype(np.float64) for s, w in zip(styles, weights, strict=True))
    return Style(
        np.ascontiguousarray(ttl, dtype=np.float32), np.ascontiguousarray(dp, dtype=np.float32)
    )


def _weight(text: str, name: str) -> float:
    try:
        weight = float(text) if "_" not in text else math.nan
    except ValueError:
        weight = math.nan
    if not math.isfinite(weight) or weight <= 0:
        raise InvalidBlend(f"the weight of {name!r} must be a positive number, got {text!r}")
    return weight
