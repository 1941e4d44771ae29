"""A Supertonic 3 model folder's files: config, indexer, voices, and its fingerprint.

numpy only (no onnxruntime), so the web process can validate requests against the model;
the graphs themselves are loaded by :mod:`engine.graphs` in workers.
"""

import hashlib
import json
import math
import os
import secrets
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from . import contract
from .errors import InvalidParameter, InvalidVoice, ModelError, UnsupportedCharacters
from .styles import Style, read_style_file
from .text import check_language, chunk_text, clean_text, prepare_text, sentence_chunks

MAX_SEED = 2**32 - 1


@dataclass(frozen=True)
class Chunking:
    """How a request's text becomes chunks, and each chunk's noise seed and pause.

    ``REFERENCE`` is the reference package's: sentences packed up to the chunk limit,
    chunk ``i`` seeded ``seed + i``, ``silence`` between chunks. ``Chunking.sentences()`` is
    the service's (see :func:`engine.text.sentence_chunks`): a chunk per sentence,
    the opening one cut after a clause within ``first_chars`` (0: not cut), a clause cut
    followed by ``clause_pause`` times the silence; without a seed, each chunk's noise
    comes from its own text (with the voice and language), so the same sentence is the
    same audio wherever it appears."""

    packed: bool = True
    first_chars: int = 0
    clause_pause: float = 1.0

    @classmethod
    def sentences(cls, first_chars: int = 0, clause_pause: float = 1 / 3) -> "Chunking":
        return cls(packed=False, first_chars=first_chars, clause_pause=clause_pause)


REFERENCE = Chunking()


@dataclass(frozen=True)
class Request:
    """A validated synthesis request; build it with :meth:`ModelFolder.request`.

    ``seed`` is the one asked for (None: each chunk's comes from its text, or, for the
    reference chunking, a random one was drawn); ``seeds`` are the chunks' own, ``pauses``
    the silence after each chunk (0 after the last) and ``sentences`` the sentence each
    chunk belongs to. ``langs``, ``speeds`` and ``parts`` are each chunk's language, speed
    and :class:`Part` (a text given in parts, e.g. from SSML, reads each part its way;
    empty for a text of one part: every chunk is ``lang`` at ``speed``)."""

    chunks: tuple[str, ...]
    model_texts: tuple[str, ...]
    lang: str
    style: Style
    speed: float
    steps: int
    seed: int | None
    silence: float
    seeds: tuple[int, ...]
    pauses: tuple[float, ...]
    sentences: tuple[int, ...]
    langs: tuple[str, ...] = ()
    speeds: tuple[float, ...] = ()
    parts: tuple[int, ...] = ()

    def chunk_lang(self, i: int) -> str:
        return self.langs[i] if self.langs else self.lang

    def chunk_speed(self, i: int) -> float:
        return self.speeds[i] if self.speeds else self.speed


@dataclass(frozen=True)
class Part:
    """A piece of a request's text read one way: its language, its speed (None: the
    request's) and the silence after it (None: the usual pause after a sentence)."""

    text: str
    lang: str
    speed: float | None = None
    pause: float | None = None


@dataclass(frozen=True)
class ModelConfig:
    sample_rate: int
    base_chunk_size: int
    chunk_compress_factor: int
    latent_dim: int


class ModelFolder:
    """A validated model folder. Construction checks everything but the graphs' contents
    (:func:`engine.graphs.open_sessions` loads and checks those)."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        if not self.path.is_dir():
            raise ModelError(f"{self.path}: model folder not found")
        self.config = self._read_config()
        self.indexer = self._read_indexer()
        self.voices = {name: self._read_voice(name) for name in contract.BUILTIN_VOICES}
        self._styles: dict[str, Style] = {}  # style files by path, read once
        for name, rel in contract.GRAPH_FILES.items():
            if not (self.path / rel).is_file():
                raise ModelError(f"{self.path / rel}: missing ({name} graph)")

    @property
    def is_standin(self) -> bool:
        """True when our generator's marker is present: shown to people, never branched on."""
        return (self.path / contract.STANDIN_MARKER).is_file()

    def style(self, voice: str | Path | Style) -> Style:
        """A built-in voice by name (M1..F5), a style JSON file path, or a Style as is."""
        if isinstance(voice, Style):
            return voice
        key = str(voice)
        if key in self.voices:
            return self.voices[key]
        if key not in self._styles:
            if not key.lower().endswith(".json"):
                raise InvalidVoice(
                    f"unknown voice {key!r}; use one of {', '.join(contract.BUILTIN_VOICES)} "
                    "or the path of a voice style JSON file"
                )
            self._styles[key] = read_style_file(key)
        return self._styles[key]

    def request(
        self,
        text: str,
        *,
        lang: str = "en",
        voice: str | Path | Style = "M1",
        speed: float = contract.DEFAULT_SPEED,
        steps: int = contract.DEFAULT_STEPS,
        seed: int | None = None,
        silence: float = contract.DEFAULT_SILENCE,
        chunking: Chunking = REFERENCE,
        parts: tuple[Part, ...] = (),
    ) -> Request:
        """Validate a request against this model (language, ranges, voice, the characters the
        indexer can speak) and chunk it (see :class:`Chunking`), so a bad request fails
        before any inference. The web process uses this too: it needs no onnxruntime.
        With ``parts``, ``text`` is their whole and each part is chunked on its own."""
        check_language(lang)
        for part in parts:
            check_language(part.lang)
            if part.speed is not None:
                _check_range("speed", part.speed, contract.SPEED_RANGE)
        _check_range("speed", speed, contract.SPEED_RANGE)
        _check_range("silence", silence, contract.SILENCE_RANGE)
        if not isinstance(steps, int) or isinstance(steps, bool):
            raise InvalidParameter(f"steps must be a whole number, got {steps!r}", field="steps")
        _check_range("steps", steps, contract.STEPS_RANGE)
        if seed is None and chunking.packed:
            seed = secrets.randbelow(MAX_SEED + 1)
        elif seed is not None and (
            not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED
        ):
            raise InvalidParameter(
                f"seed must be a whole number from 0 to {MAX_SEED}", field="seed"
            )
        style = self.style(voice)
        chunks, sentences, pauses, langs, speeds, owners = [], [], [], [], [], []
        for number, part in enumerate(parts or (Part(text, lang),)):
            offset = sentences[-1] + 1 if sentences else 0
            part_chunks, part_sentences, part_pauses = _chunked(
                part.text, part.lang, chunking, silence, offset
            )
            if part.pause is not None:
                part_pauses[-1] = float(part.pause)
            chunks += part_chunks
            sentences += part_sentences
            pauses += part_pauses
            langs += [part.lang] * len(part_chunks)
            speeds += [float(speed if part.speed is None else part.speed)] * len(part_chunks)
            owners += [number] * len(part_chunks)
        chunks, sentences = tuple(chunks), tuple(sentences)
        pauses = tuple(pauses[:-1]) + (0.0,)
        extra = sum(max(0.0, p - contract.DEFAULT_SILENCE) for p in pauses)
        if extra > contract.MAX_EXTRA_PAUSE_SECONDS:
            raise InvalidParameter(
                f"the pauses add {extra:.0f} s of silence to the default's, over "
                f"{contract.MAX_EXTRA_PAUSE_SECONDS:g} s: ask for less silence",
                field="silence",
            )
        pairs = tuple(zip(chunks, langs, strict=True))
        # A chunk that does not end its sentence (a phrase or a word cut: the service's
        # chunking) is read as a phrase that goes on, not as a sentence that ends.
        goes_on = [
            not chunking.packed and i + 1 < len(sentences) and sentences[i + 1] == sentences[i]
            for i in range(len(sentences))
        ]
        model_texts = tuple(
            prepare_text(chunk, chunk_lang, goes_on=on)
            for (chunk, chunk_lang), on in zip(pairs, goes_on, strict=True)
        )
        self._check_characters(text, model_texts)
        if seed is None:
            seeds = tuple(
                text_seed(t, chunk_lang, style.digest)
                for t, chunk_lang in zip(model_texts, langs, strict=True)
            )
        else:
            seeds = tuple((seed + i) % (MAX_SEED + 1) for i in range(len(chunks)))
        return Request(
            chunks,
            model_texts,
            lang,
            style,
            float(speed),
            steps,
            seed,
            float(silence),
            seeds,
            pauses,
            sentences,
            *((tuple(langs), tuple(speeds), tuple(owners)) if parts else ()),
        )

    def speakable(self, text: str) -> bool:
        """Whether the indexer has every character of ``text`` (prepared: clean_text)."""
        return _speakable(text, self.indexer)

    def _check_characters(self, text: str, model_texts: tuple[str, ...]) -> None:
        indexer = self.indexer
        if all(_speakable(model_text, indexer) for model_text in model_texts):
            return
        # Name the characters as the user typed them, not their NFKD pieces.
        offending = sorted(c for c in set(text) if not _speakable(clean_text(c), indexer))
        if not offending:
            offending = sorted({c for t in model_texts for c in t if not _speakable(c, indexer)})
        raise UnsupportedCharacters(offending)

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


def _chunked(
    text: str, lang: str, chunking: Chunking, silence: float, offset: int
) -> tuple[list[str], list[int], list[float]]:
    """One part's chunks, the sentence of each (numbered from ``offset``) and the pause
    after each."""
    if chunking.packed:
        chunks = chunk_text(text, lang)
        return chunks, [offset + i for i in range(len(chunks))], [float(silence)] * len(chunks)
    pieces = sentence_chunks(text, lang, chunking.first_chars if offset == 0 else 0)
    clause = float(silence) * chunking.clause_pause
    return (
        [p.text for p in pieces],
        [offset + p.sentence for p in pieces],
        [float(silence) if p.ends_sentence else clause for p in pieces],
    )


def text_seed(model_text: str, lang: str, voice_digest: str) -> int:
    """A chunk's noise seed from its own model text, language and voice."""
    digest = hashlib.sha256(f"{lang}\0{voice_digest}\0{model_text}".encode()).digest()
    return int.from_bytes(digest[:4], "big") % (MAX_SEED + 1)


def fingerprint(model_dir: str | Path, cache_dir: str | Path | None = None) -> str:
    """SHA-256 over every file in ``onnx/`` (graphs, external data, config, indexer).

    Hashing the weights is slow enough to delay every start, so with ``cache_dir`` the
    result is remembered against each file's size, mtime and inode and reused until one
    of them changes.
    """
    onnx_dir = Path(model_dir).resolve() / contract.ONNX_DIR
    # Runs on every request (a cache key names the model), so os.scandir and tuples
    # rather than rglob and Path.stat (docs/BENCHMARKS.md, "API").
    stamped = sorted(_stamps(str(onnx_dir), ""))
    memo_key = (str(onnx_dir), tuple(stamped))
    if memo_key in _memo:
        return _memo[memo_key]
    files = [onnx_dir / relative for relative, *_ in stamped]
    stamp = [list(entry) for entry in stamped]
    cache_file = None
    if cache_dir is not None:
        key = hashlib.sha256(str(onnx_dir).encode()).hexdigest()[:32]
        cache_file = Path(cache_dir) / f"fingerprint-{key}.json"
        try:
            cached = json.loads(cache_file.read_text())
            if cached["stamp"] == stamp:
                _memo[memo_key] = cached["fingerprint"]
                return _memo[memo_key]
        except (OSError, ValueError, KeyError, TypeError):
            pass
    result = _memo[memo_key] = _hash_files(onnx_dir, files)
    if cache_file is not None:
        _write_atomic(cache_file, json.dumps({"stamp": stamp, "fingerprint": result}))
    return result


# Fingerprints by folder and file stamps, so a process stats the files but reads nothing.
_memo: dict[tuple[str, tuple], str] = {}


def _stamps(folder: str, prefix: str):
    """(relative path, size, mtime_ns, inode) of every file under ``folder`` (none when it
    does not exist)."""
    try:
        listing = os.scandir(folder)
    except (FileNotFoundError, NotADirectoryError):
        return
    with listing as entries:
        for entry in entries:
            if entry.is_dir():
                yield from _stamps(entry.path, f"{prefix}{entry.name}/")
            elif entry.is_file():
                s = entry.stat()
                yield (f"{prefix}{entry.name}", s.st_size, s.st_mtime_ns, s.st_ino)


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


def _speakable(text: str, indexer: np.ndarray) -> bool:
    return all(ord(c) < len(indexer) and indexer[ord(c)] >= 0 for c in text)


def _check_range(name: str, value: object, bounds: tuple) -> None:
    low, high = bounds
    number_ok = isinstance(value, int | float) and not isinstance(value, bool)
    if not number_ok or not math.isfinite(value) or not low <= value <= high:
        raise InvalidParameter(
            f"{name} must be a number from {low} to {high}, got {value!r}", field=name
        )
