"""Voice styles: the two tensors that make a voice, read from the vendor's JSON format.

numpy only (no onnxruntime), so the web process can validate uploads.
"""

import hashlib
import json
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


def parse_style(data: object, origin: str) -> Style:
    """Validate style JSON (already parsed) against the contract's shapes; ``origin`` names
    the file or upload in error messages."""
    if not isinstance(data, dict):
        raise InvalidVoice(f"{origin}: a voice style must be a JSON object")
    tensors = {}
    for key, shape in contract.STYLE_SHAPES.items():
        entry = data.get(key)
        if not isinstance(entry, dict) or "data" not in entry or "dims" not in entry:
            raise InvalidVoice(f"{origin}: missing {key!r} with 'dims' and 'data'")
        if list(entry["dims"]) != list(shape):
            raise InvalidVoice(f"{origin}: {key} dims must be {list(shape)}, got {entry['dims']}")
        if entry.get("type", "float32") != "float32":
            raise InvalidVoice(f"{origin}: {key} type must be float32, got {entry['type']!r}")
        try:
            array = np.asarray(entry["data"], dtype=np.float64)
        except (TypeError, ValueError):
            raise InvalidVoice(f"{origin}: {key} data must be a nested list of numbers") from None
        if array.shape != shape:
            raise InvalidVoice(
                f"{origin}: {key} data has shape {list(array.shape)}, dims say {list(shape)}"
            )
        if not np.isfinite(array).all() or np.abs(array).max() > np.finfo(np.float32).max:
            raise InvalidVoice(f"{origin}: {key} contains non-finite or out-of-range numbers")
        tensors[key] = np.ascontiguousarray(array, dtype=np.float32)
    return Style(tensors["style_ttl"], tensors["style_dp"])


def read_style_file(path: str | Path) -> Style:
    path = Path(path)
    try:
        data = json.loads(path.read_bytes())
    except FileNotFoundError:
        raise InvalidVoice(f"{path}: voice style file not found") from None
    except (OSError, ValueError) as exc:
        raise InvalidVoice(f"{path}: not a readable JSON file ({exc})") from None
    return parse_style(data, str(path))
