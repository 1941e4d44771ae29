"""Build a stand-in Supertonic 3 model folder: the published layout, random weights.

Our machines cannot reach the Hugging Face Hub, so tests and benchmarks run on a folder
this module writes: the published file names (see MODEL_CONTRACT.md), tts.json, the unicode
indexer, the voice styles and the four graphs of synth/standin/graphs.py. The weights are
random, so the audio is noise, not speech.

Profiles:

- ``tiny``: about 270k parameters, small and quick to build; for tests.
- ``realistic``: about 99M parameters in conv blocks of realistic width (text encoder and
  vector estimator at the latent frame rate, vocoder at 6x that rate), computing the way
  the published graphs are recorded to (pointwise Conv, erf GELU, classifier-free guidance
  doubling the estimator's batch: docs/ENGINE.md), so speed and memory benchmarks mean
  something.
- ``realistic-matmul``: the earlier realistic stand-in (pointwise layers as MatMul, no
  guidance doubling), kept so old and new figures can be measured side by side.
- ``tiny-faithful``: tiny sizes with realistic's shape of computation; for rewrite tests.

The same profile always gives byte-identical files (fixed seeds, no timestamps).

The unicode indexer supports what the 31 languages need after NFKD: ASCII printable,
Latin-1, Latin Extended-A/B and Extended Additional, combining diacritics, Greek, Cyrillic,
Arabic, Devanagari, Hangul (jamo, compatibility jamo, syllables), Hiragana, Katakana, CJK
punctuation and unified ideographs, and common general punctuation (``SUPPORTED_RANGES``).
Everything else is -1: math operators such as '∑' and '∞', symbols and dingbats such as
'☃', box drawing, private use.

Plain Python (numpy + onnx); no Django import.
"""

import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import numpy as np
import onnx

from engine import contract
from synth.standin.graphs import GRAPHS, build_graph
from synth.standin.profiles import (
    BASE_CHUNK_SIZE,
    CHUNK_COMPRESS_FACTOR,
    LATENT_DIM,
    SAMPLE_RATE,
    SEED,
    SIZES,
    VOCAB_SIZE,
)

PROFILES = tuple(SIZES)

# Code points the indexer supports (inclusive ranges): what the 31 languages need after the
# model-level preparation (NFKD, emoji dropped, `<lang>...</lang>` wrapping). Everything
# else is -1, e.g. mathematical operators (U+2211 '∑', U+221E '∞'), miscellaneous symbols
# and dingbats (U+2600-U+27BF, stripped by preparation anyway), box drawing
# (U+2500-U+257F), currency signs other than Latin-1's, and private-use characters.
SUPPORTED_RANGES = (
    (0x0020, 0x007E),  # ASCII printable, including < > / for the language tags
    (0x00A0, 0x00FF),  # Latin-1 letters, punctuation and signs
    (0x0100, 0x024F),  # Latin Extended-A and -B
    (0x0300, 0x036F),  # combining diacritics (NFKD splits accented letters into these)
    (0x0370, 0x03FF),  # Greek
    (0x0400, 0x04FF),  # Cyrillic
    (0x0600, 0x06FF),  # Arabic
    (0x0900, 0x097F),  # Devanagari
    (0x1100, 0x11FF),  # Hangul Jamo (NFKD decomposes Hangul syllables into these)
    (0x1E00, 0x1EFF),  # Latin Extended Additional (Vietnamese)
    (0x200C, 0x200D),  # zero-width non-joiner and joiner (Devanagari, Arabic)
    (0x2010, 0x2027),  # dashes, quotes, bullet, ellipsis
    (0x2030, 0x203A),  # per mille, primes, single guillemets
    (0x3000, 0x303F),  # CJK punctuation
    (0x3040, 0x309F),  # Hiragana
    (0x30A0, 0x30FF),  # Katakana
    (0x3130, 0x318F),  # Hangul compatibility jamo
    (0x4E00, 0x9FFF),  # CJK unified ideographs
    (0xAC00, 0xD7A3),  # Hangul syllables
)


def supported_code_points() -> list[int]:
    """Every code point the stand-in's indexer maps to a symbol, ascending."""
    return [cp for lo, hi in SUPPORTED_RANGES for cp in range(lo, hi + 1)]


def build_standin(
    model_dir: str | Path,
    profile: str = "tiny",
    *,
    replace: bool = False,
    progress: Callable[[str], None] | None = None,
) -> Path:
    """Write a stand-in model folder at ``model_dir`` and return its path.

    The folder is built in a sibling temporary folder and renamed into place, so a reader
    never sees half of it. An existing non-empty ``model_dir`` is refused (ValueError)
    unless ``replace`` is true; then it is swapped out once the new folder is complete.
    ``progress`` receives one line per step.
    """
    if profile not in PROFILES:
        raise ValueError(
            f"unknown stand-in profile {profile!r}; choose one of {', '.join(PROFILES)}"
        )
    say = progress or (lambda line: None)
    target = Path(model_dir).resolve()
    if target.exists() and not target.is_dir():
        raise ValueError(f"{target} exists and is not a folder")
    if target.is_dir() and any(target.iterdir()) and not replace:
        raise ValueError(f"{target} exists and is not empty")

    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.parent / f".{target.name}.tmp-{os.getpid()}"
    shutil.rmtree(tmp, ignore_errors=True)
    try:
        _write_folder(tmp, profile, say)
        _move_into_place(tmp, target)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return target


def _move_into_place(tmp: Path, target: Path) -> None:
    if target.is_dir() and any(target.iterdir()):
        # Linux has no portable atomic swap of two folders: between these two renames the
        # target is briefly missing, never half-written.
        old = target.parent / f".{target.name}.old-{os.getpid()}"
        shutil.rmtree(old, ignore_errors=True)
        target.rename(old)
        try:
            tmp.rename(target)
        except OSError:
            old.rename(target)
            raise
        shutil.rmtree(old)
    else:
        tmp.replace(target)  # also replaces an empty folder


def _write_folder(root: Path, profile: str, say: Callable[[str], None]) -> None:
    (root / contract.ONNX_DIR).mkdir(parents=True)
    (root / contract.VOICES_DIR).mkdir()
    total = 0
    for name in GRAPHS:
        say(f"building {name} ({profile})")
        model, params = build_graph(name, profile)
        onnx.save_model(model, root / contract.GRAPH_FILES[name])
        say(f"wrote {contract.GRAPH_FILES[name]}: {params:,} parameters")
        total += params

    config = {
        "ae": {"sample_rate": SAMPLE_RATE, "base_chunk_size": BASE_CHUNK_SIZE},
        "ttl": {
            "chunk_compress_factor": CHUNK_COMPRESS_FACTOR,
            "latent_dim": LATENT_DIM,
            "text_emb_dim": SIZES[profile]["text_encoder"]["out"],
            "vocab_size": VOCAB_SIZE,
        },
    }
    _write_text(root / contract.CONFIG_FILE, json.dumps(config, indent=2) + "\n")
    _write_text(root / contract.INDEXER_FILE, json.dumps(_indexer()))
    for i, voice in enumerate(contract.BUILTIN_VOICES):
        _write_text(root / contract.VOICES_DIR / f"{voice}.json", json.dumps(_voice_style(i)))
    say(f"wrote tts.json, unicode_indexer.json and {len(contract.BUILTIN_VOICES)} voice styles")

    _write_text(
        root / contract.STANDIN_MARKER,
        "This folder is a generated stand-in for the Supertonic 3 model, not the real model.\n"
        "Its weights are random: it produces noise-like audio, not speech.\n"
        "It has the published folder layout, file names, input and output names, dtypes and\n"
        "ranks, so the service and its tests run without downloading the real weights.\n"
        "Built by synth/standin/folder.py (manage.py build_standin_model).\n"
        "\n"
        f"profile: {profile}\n"
        f"parameters: {total:,}\n",
    )
    say(f"total: {total:,} parameters")


def _write_text(path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8", newline="\n")


def _indexer() -> list[int]:
    # Symbols are numbered in code-point order and folded into the vocabulary, so the
    # embeddings stay small; ASCII comes first, so its 95 characters keep distinct ids.
    indexer = [-1] * contract.INDEXER_SIZE
    for i, cp in enumerate(supported_code_points()):
        indexer[cp] = 1 + i % (VOCAB_SIZE - 1)
    return indexer


def _voice_style(index: int) -> dict:
    rng = np.random.default_rng([SEED, 100 + index])
    style = {}
    for key, shape in contract.STYLE_SHAPES.items():
        # Each voice gets its own per-channel offset so voices differ in a consistent way.
        offset = rng.normal(0.0, 0.3, size=shape[-1])
        values = rng.normal(0.0, 0.5, size=shape) + offset
        # Four decimals keep the ten files small; they are still exact enough float32 data.
        style[key] = {"dims": list(shape), "data": values.round(4).tolist(), "type": "float32"}
    return style
