"""Reading and validating a Supertonic 3 model folder: config, indexer, voices, graphs."""

import hashlib
import json
import os
import tempfile
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import numpy as np
import onnxruntime as ort

from . import contract
from .errors import InvalidVoice, ModelError
from .session import SessionConfig


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


@dataclass(frozen=True)
class ModelConfig:
    sample_rate: int
    base_chunk_size: int
    chunk_compress_factor: int
    latent_dim: int


class ModelFolder:
    """A validated model folder. Construction checks everything but the graphs' contents;
    :meth:`open_sessions` loads and checks the graphs."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        if not self.path.is_dir():
            raise ModelError(f"{self.path}: model folder not found")
        self.config = self._read_config()
        self.indexer = self._read_indexer()
        self.voices = {name: self._read_voice(name) for name in contract.BUILTIN_VOICES}
        for name, rel in contract.GRAPH_FILES.items():
            if not (self.path / rel).is_file():
                raise ModelError(f"{self.path / rel}: missing ({name} graph)")

    @property
    def is_standin(self) -> bool:
        """True when our generator's marker is present: shown to people, never branched on."""
        return (self.path / contract.STANDIN_MARKER).is_file()

    def _read_json(self, rel: str) -> object:
        path = self.path / rel
        try:
            return json.loads(path.read_bytes())
        except FileNotFoundError:
            raise ModelError(f"{path}: missing") from None
        except (OSError, ValueError) as exc:
            raise ModelError(f"{path}: malformed JSON ({exc})") from None

    def _read_config(self) -> ModelConfig:
        data = self._read_json(contract.CONFIG_FILE)
        path = self.path / contract.CONFIG_FILE
        values = {}
        for section, key in (
            ("ae", "sample_rate"),
            ("ae", "base_chunk_size"),
            ("ttl", "chunk_compress_factor"),
            ("ttl", "latent_dim"),
        ):
            value = data.get(section, {}).get(key) if isinstance(data, dict) else None
            if not isinstance(value, int) or isinstance(value, bool) or value <= 0:
                raise ModelError(
                    f"{path}: {section}.{key} must be a positive integer, got {value!r}"
                )
            values[key] = value
        return ModelConfig(**values)

    def _read_indexer(self) -> np.ndarray:
        data = self._read_json(contract.INDEXER_FILE)
        path = self.path / contract.INDEXER_FILE
        if not isinstance(data, list) or len(data) != contract.INDEXER_SIZE:
            size = len(data) if isinstance(data, list) else type(data).__name__
            raise ModelError(
                f"{path}: must be a list of {contract.INDEXER_SIZE} entries, got {size}"
            )
        try:
            indexer = np.array(data, dtype=np.int64)
        except (TypeError, ValueError, OverflowError):
            raise ModelError(f"{path}: entries must be integers") from None
        if indexer.min() < -1:
            raise ModelError(f"{path}: entries must be symbol ids >= 0 or -1")
        return indexer

    def _read_voice(self, name: str) -> Style:
        path = self.path / contract.VOICES_DIR / f"{name}.json"
        if not path.is_file():
            raise ModelError(f"{path}: missing (built-in voice {name})")
        try:
            return read_style_file(path)
        except InvalidVoice as exc:
            raise ModelError(str(exc)) from None

    def open_sessions(self, config: SessionConfig) -> dict[str, ort.InferenceSession]:
        options = config.options()
        sessions = {}
        for name, rel in contract.GRAPH_FILES.items():
            path = self.path / rel
            try:
                session = ort.InferenceSession(
                    str(path), sess_options=options, providers=["CPUExecutionProvider"]
                )
            except Exception as exc:  # onnxruntime raises its own exception types
                raise ModelError(f"{path}: cannot be loaded by onnxruntime ({exc})") from None
            _check_graph(name, path, session)
            sessions[name] = session
        return sessions


def _check_graph(name: str, path: Path, session: ort.InferenceSession) -> None:
    found = {i.name: (i.type, len(i.shape)) for i in session.get_inputs()}
    for input_name, (dtype, rank) in contract.GRAPH_INPUTS[name].items():
        if input_name not in found:
            raise ModelError(f"{path}: input {input_name!r} is missing (has {sorted(found)})")
        if found[input_name] != (dtype, rank):
            raise ModelError(
                f"{path}: input {input_name!r} must be {dtype} of rank {rank}, "
                f"got {found[input_name][0]} of rank {found[input_name][1]}"
            )
    extra = set(found) - set(contract.GRAPH_INPUTS[name])
    if extra:
        raise ModelError(f"{path}: unexpected inputs {sorted(extra)}")
    outputs = session.get_outputs()
    rank = contract.GRAPH_OUTPUT_RANKS[name]
    if not outputs or outputs[0].type != "tensor(float)" or len(outputs[0].shape) != rank:
        raise ModelError(f"{path}: output 0 must be a float tensor of rank {rank}")


def fingerprint(model_dir: str | Path, cache_dir: str | Path | None = None) -> str:
    """SHA-256 over every file in ``onnx/`` (graphs, external data, config, indexer).

    Hashing 300 MB takes seconds, so with ``cache_dir`` the result is remembered against
    each file's size, mtime and inode and reused until one of them changes.
    """
    onnx_dir = Path(model_dir).resolve() / contract.ONNX_DIR
    files = sorted(p for p in onnx_dir.rglob("*") if p.is_file())
    stamp = [
        [str(p.relative_to(onnx_dir)), s.st_size, s.st_mtime_ns, s.st_ino]
        for p, s in ((p, p.stat()) for p in files)
    ]
    cache_file = None
    if cache_dir is not None:
        key = hashlib.sha256(str(onnx_dir).encode()).hexdigest()[:32]
        cache_file = Path(cache_dir) / f"fingerprint-{key}.json"
        try:
            cached = json.loads(cache_file.read_text())
            if cached["stamp"] == stamp:
                return cached["fingerprint"]
        except (OSError, ValueError, KeyError, TypeError):
            pass
    result = _hash_files(onnx_dir, files)
    if cache_file is not None:
        _write_atomic(cache_file, json.dumps({"stamp": stamp, "fingerprint": result}))
    return result


def _hash_files(root: Path, files: list[Path]) -> str:
    digest = hashlib.sha256()
    for path in files:
        digest.update(str(path.relative_to(root)).encode() + b"\0")
        with path.open("rb") as f:
            while block := f.read(1 << 20):
                digest.update(block)
        digest.update(b"\0")
    return digest.hexdigest()


def _write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "w") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
