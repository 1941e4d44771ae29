"""The synthesis engine: one loaded model, its four sessions and the per-chunk pipeline."""

import ctypes
import gc
import os
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from .errors import ImplausibleDuration
from .folder import ModelFolder, Request, fingerprint
from .graphs import open_sessions
from .session import SessionConfig
from .styles import Style

# A chunk is at most 300 characters; even at speed 0.7 that is well under a minute. A
# model predicting more is broken, and trusting it would allocate without bound.
MAX_CHUNK_SECONDS = 120.0


@dataclass(frozen=True)
class Chunk:
    """One piece of the text as synthesized, with where it sits in the joined audio and the
    silence that follows it."""

    text: str
    model_text: str
    start: float
    end: float
    seed: int
    sentence: int
    pause_samples: int


def chunk_at(request: Request, i: int, position: int, length: int, sample_rate: int) -> Chunk:
    """Chunk ``i`` of ``request``, ``length`` samples long, starting at sample ``position``."""
    return Chunk(
        request.chunks[i],
        request.model_texts[i],
        position / sample_rate,
        (position + length) / sample_rate,
        request.seeds[i],
        request.sentences[i],
        int(request.pauses[i] * sample_rate),
    )


@dataclass
class Synthesis:
    samples: np.ndarray  # float32, mono
    sample_rate: int
    seed: int
    chunks: list[Chunk] = field(default_factory=list)

    @property
    def duration(self) -> float:
        return len(self.samples) / self.sample_rate


class Engine:
    """Loads a model folder once and synthesizes from it. Not tied to Django.

    Noise for chunk ``i`` comes from ``numpy.random.RandomState(request.seeds[i])`` (``seed +
    i`` for a request with a seed), so a request is reproducible and each chunk can be
    synthesized on its own (streaming, retries, the sentence cache) with the same result.
    """

    def __init__(
        self,
        model_dir: str | Path,
        session: SessionConfig | None = None,
        cache_dir: str | Path | None = None,
    ):
        self.model = ModelFolder(model_dir)
        self.session_config = session or SessionConfig()
        self.sessions = open_sessions(self.model, self.session_config)
        self.run_options = self.session_config.run_options()
        release_free_memory()
        self.cache_dir = cache_dir
        self._fingerprint: str | None = None

    @property
    def sample_rate(self) -> int:
        return self.model.config.sample_rate

    @property
    def fingerprint(self) -> str:
        if self._fingerprint is None:
            self._fingerprint = fingerprint(self.model.path, self.cache_dir)
        return self._fingerprint

    def style(self, voice: str | Path | Style) -> Style:
        return self.model.style(voice)

    def request(self, text: str, **params) -> Request:
        """Validate a request (see :meth:`ModelFolder.request`) before any inference."""
        return self.model.request(text, **params)

    def synthesize(
        self, text: str, *, progress: Callable[[int, int], None] | None = None, **params
    ) -> Synthesis:
        """Synthesize ``text``; parameters as in :meth:`request`. Chunks are joined with
        the request's pauses (``silence`` seconds, shorter after a clause cut);
        ``progress(done, total)`` is called after each."""
        request = self.request(text, **params)
        pieces = []
        chunks = []
        for chunk, samples in self.iter_chunks(request, progress):
            pieces.append(samples)
            pieces.append(np.zeros(chunk.pause_samples, dtype=np.float32))
            chunks.append(chunk)
        return Synthesis(np.concatenate(pieces), self.sample_rate, request.seed, chunks)

    def iter_chunks(
        self, request: Request, progress: Callable[[int, int], None] | None = None
    ) -> Iterator[tuple[Chunk, np.ndarray]]:
        """Yield each chunk's timing and samples in order, as soon as it is synthesized."""
        position = 0
        for i, model_text in enumerate(request.model_texts):
            own_speed = (request.speeds[i],) if request.speeds else ()  # a part's (SSML rate)
            samples = self.synthesize_chunk(model_text, request, request.seeds[i], *own_speed)
            chunk = chunk_at(request, i, position, len(samples), self.sample_rate)
            yield chunk, samples
            position += len(samples) + chunk.pause_samples
            if progress:
                progress(i + 1, len(request.chunks))

    def synthesize_chunk(
        self,
        model_text: str,
        request: Request,
        seed: int,
        speed: float | None = None,
        hold: tuple[float, float] | None = None,
    ) -> np.ndarray:
        """The contract's pipeline for one prepared chunk; returns float32 samples trimmed
        to the predicted duration. ``speed``: the chunk's own (default: the request's).
        ``hold``: (shortest, longest) seconds the predicted duration is clipped into."""
        cfg = self.model.config
        text_ids = self.model.indexer[[ord(c) for c in model_text]][np.newaxis, :]
        text_mask = np.ones((1, 1, text_ids.shape[1]), dtype=np.float32)
        style = request.style
        duration, *_ = self.sessions["duration_predictor"].run(
            None,
            {"text_ids": text_ids, "style_dp": style.dp, "text_mask": text_mask},
            self.run_options,
        )
        duration = duration / (request.speed if speed is None else speed)
        held = hold is not None and np.isfinite(duration).all()  # clipped just below
        if not held and not (np.isfinite(duration).all() and 0 < duration[0] <= MAX_CHUNK_SECONDS):
            raise ImplausibleDuration(
                f"the model predicted an implausible duration ({duration[0]} s)"
            )
        if hold is not None:
            duration = np.clip(duration, *hold).astype(duration.dtype)
        text_emb, *_ = self.sessions["text_encoder"].run(
            None,
            {"text_ids": text_ids, "style_ttl": style.ttl, "text_mask": text_mask},
            self.run_options,
        )
        # Same arithmetic (and float32 rounding) as the reference package.
        wav_lengths = (duration * cfg.sample_rate).astype(np.int64)
        frame = cfg.base_chunk_size * cfg.chunk_compress_factor
        latent_len = ((duration.max() * cfg.sample_rate + frame - 1) / frame).astype(np.int32)
        latent_lengths = (wav_lengths + frame - 1) // frame
        latent_mask = (np.arange(latent_lengths.max()) < latent_lengths[:, None]).astype(np.float32)
        latent_mask = latent_mask.reshape(1, 1, -1)
        noise = np.random.RandomState(seed).randn(
            1, cfg.latent_dim * cfg.chunk_compress_factor, latent_len
        )
        latent = noise.astype(np.float32) * latent_mask
        total = np.array([request.steps], dtype=np.float32)
        estimator = self.sessions["vector_estimator"]
        for step in range(request.steps):
            latent, *_ = estimator.run(
                None,
                {
                    "noisy_latent": latent,
                    "text_emb": text_emb,
                    "style_ttl": style.ttl,
                    "text_mask": text_mask,
                    "latent_mask": latent_mask,
                    "current_step": np.array([step], dtype=np.float32),
                    "total_step": total,
                },
                self.run_options,
            )
        wav, *_ = self.sessions["vocoder"].run(None, {"latent": latent}, self.run_options)
        if self.run_options is not None:
            heap_trimmer.ran()  # what the arena gave back goes to the OS once the engine rests
        return np.ascontiguousarray(wav[0, : wav_lengths[0]], dtype=np.float32)


def trim_heap() -> None:
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass


# How long the engine runs no chunk before the heap is trimmed (HeapTrimmer).
TRIM_AFTER_IDLE = 0.2


class HeapTrimmer:
    """Trims glibc's heap (:func:`trim_heap`) once the engine has run no chunk for
    :data:`TRIM_AFTER_IDLE` seconds, from a daemon thread of this process: a worker between
    jobs keeps no more than after a trim per chunk (what arena shrinkage is for), while a
    busy one, chunk after chunk, does not pay for a trim (0.5-1 ms of CPU on the tiny
    stand-in, a tenth of its chunk, issue 36) and the page faults of taking the memory back
    on every chunk. The peak is reached during a chunk either way."""

    def __init__(self, idle: float | None = None, trim: Callable[[], None] | None = None):
        self.idle, self.trim = idle, trim
        self.lock = threading.Lock()
        self.last = 0.0  # time.monotonic() of the last chunk's end
        self.pending = False  # a chunk ran since the last trim
        self.thread: threading.Thread | None = None
        self.pid = os.getpid()

    def ran(self) -> None:
        """A chunk ended: trim once the engine has rested."""
        with self.lock:
            if self.pid != os.getpid():  # a forked child: the parent's thread is not here
                self.thread, self.pid = None, os.getpid()
            self.last, self.pending = time.monotonic(), True
            if self.thread is None:
                self.thread = threading.Thread(target=self.run, name="heap-trim", daemon=True)
                self.thread.start()

    def run(self) -> None:
        while True:
            with self.lock:
                rest = self.last + self.wait() - time.monotonic()
                if rest <= 0:
                    if not self.pending:
                        self.thread = None
                        return
                    self.pending = False
            if rest > 0:
                time.sleep(rest)
            else:
                (self.trim or trim_heap)()

    def wait(self) -> float:
        return TRIM_AFTER_IDLE if self.idle is None else self.idle


heap_trimmer = HeapTrimmer()


def release_free_memory() -> None:
    """Hand the heap that loading left free back to the OS.

    Building the sessions parses the graphs' protobuf and frees it, but glibc keeps the
    pages as idle RSS in every worker (docs/BENCHMARKS.md, "Engine"). No-op elsewhere.
    """
    gc.collect()
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass
