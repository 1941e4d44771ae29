"""A job's audio on its way from the worker to the web process, chunk by chunk.

The worker publishes each chunk's 16-bit samples in the Django cache under
``stream:<job id>:<i>`` as soon as the engine has made it, for every job of more than
one chunk (so a request that joins a job in flight can stream it from the start too),
and deletes them once the clip is stored. The web process polls for the next chunk
every 5 ms. Why the cache: it is what both modes already share between hosts (the
database cache in the embedded mode, Redis in the scaled one, where web and workers may
be on different machines and share no files), and polling it works the same on both;
5 ms is well inside a first chunk's own synthesis time. (Redis could wake the reader at
once with BLPOP; the database cache cannot.)

A chunk that is gone when the reader gets to it (deleted after the clip was stored,
expired, or culled by a full database cache) is not lost: the rest of the audio is then
read from the stored clip, which holds exactly the same integers. A job whose worker
died mid-way is synthesized again by another attempt, with the same samples (noise is
seeded per chunk), so a stream waiting on it simply goes on.

A single-chunk job publishes its chunk only when a stream has said it waits for it
(:func:`want`): most short misses are not streamed, and their clip comes as quickly.
"""

import logging
import time
from collections.abc import Iterator

import numpy as np
import soundfile
from django.conf import settings
from django.core.cache import cache
from django.core.files.storage import default_storage

from synth.models import Clip, SynthesisJob

log = logging.getLogger(__name__)
Status = SynthesisJob.Status
# How often the web process looks for the next chunk in the cache, and at the job's row.
POLL_SECONDS = 0.005
STATUS_SECONDS = 0.05
# Reading the stored clip for the rest of a stream: one second of audio at a time.
BLOCK_SECONDS = 1
# A stream gives up when no new audio has come for this long past the job's own limit
# (requeue_stale, every minute, will have failed or requeued a job that long stuck).
STALL_GRACE_SECONDS = 90


class StreamBroken(Exception):
    """The job failed, or stalled, after its audio had started to go out."""


def chunk_key(job_id, i: int) -> str:
    return f"stream:{job_id}:{i}"


def publishes(chunks: int) -> bool:
    """Whether a job of this many chunks publishes them (see the module's docstring)."""
    return chunks > 1


def publish(job_id, i: int, ints: np.ndarray) -> None:
    """The worker: chunk ``i`` of the job's audio (int16) is ready."""
    # Long enough for every attempt; deleted by forget() as soon as the clip is stored.
    ttl = settings.SYNTH_JOB_TIMEOUT * settings.SYNTH_JOB_ATTEMPTS + 60
    cache.set(chunk_key(job_id, i), ints.astype("<i2").tobytes(), timeout=ttl)


def forget(job_id, chunks: int) -> None:
    """The worker: the clip is stored (or the attempt failed); readers can do without."""
    cache.delete_many([chunk_key(job_id, i) for i in range(chunks)] + [_wanted_key(job_id)])


def want(job_id) -> None:
    """A stream waits for this job: publish even a lone chunk (see :func:`wanted`)."""
    cache.set(_wanted_key(job_id), 1, timeout=settings.SYNTH_JOB_TIMEOUT * 2)


def wanted(job_id) -> bool:
    """The worker, for a single-chunk job once its chunk is made: does a stream wait? Then
    its first audio need not wait for the FLAC, the storage and the clip's row."""
    return cache.get(_wanted_key(job_id)) is not None


def _wanted_key(job_id) -> str:
    return f"stream:{job_id}:wanted"


class JobAudio:
    """The audio of ``job`` in order as the worker makes it: int16 pieces, the chunks and
    the silence between them, equal to the clip it becomes."""

    def __init__(self, job: SynthesisJob, chunks: int, sample_rate: int, silence: float):
        self.job = job
        self.chunks = chunks
        self.sample_rate = sample_rate
        self.gap = int(silence * sample_rate)
        self.next = 0  # the next chunk to send
        self.position = 0  # samples sent
        self._first: np.ndarray | None = None

    def start(self, seconds: float) -> bool:
        """Wait up to ``seconds`` for the first chunk. True: it is here, :meth:`pieces`
        starts with it. False: the job has ended (done or failed: see ``self.job``) or
        nothing came in time."""
        if not publishes(self.chunks):
            want(self.job.pk)
        self._first = self._wait(0, time.monotonic() + seconds)
        return self._first is not None

    def pieces(self) -> Iterator[np.ndarray]:
        """The audio from the first chunk on (call after :meth:`start` returned True).
        Raises :class:`StreamBroken` when the job fails or stalls on the way."""
        stall = settings.SYNTH_JOB_TIMEOUT + STALL_GRACE_SECONDS
        while self.next < self.chunks:
            if self.next == 0:
                ints, self._first = self._first, None
            else:
                ints = self._wait(self.next, time.monotonic() + stall)
            if ints is None:
                if self.job.status == Status.DONE:
                    yield from self._rest_of_clip()
                    return
                if self.job.status == Status.FAILED:
                    raise StreamBroken(f"job {self.job.pk} failed: {self.job.error_code}")
                raise StreamBroken(f"job {self.job.pk}: no audio for {stall} s")
            if self.next:
                yield np.zeros(self.gap, dtype=np.int16)
                self.position += self.gap
            yield ints
            self.position += len(ints)
            self.next += 1

    def _wait(self, i: int, deadline: float) -> np.ndarray | None:
        """Chunk ``i`` once published; None when the job has ended first (it may be done
        with chunks left to send: they are in the clip) or ``deadline`` has passed."""
        # The cache every 5 ms (a chunk is noticed within 5 ms); the job row, to see it
        # end, every 50 ms.
        looked = float("-inf")
        while True:
            ints = self._chunk(i)
            if ints is not None:
                return ints
            now = time.monotonic()
            if now - looked >= STATUS_SECONDS:
                looked = now
                if self._refresh() in (Status.DONE, Status.FAILED):
                    return None
            if now >= deadline:
                return None
            time.sleep(POLL_SECONDS)

    def _chunk(self, i: int) -> np.ndarray | None:
        data = cache.get(chunk_key(self.job.pk, i))
        return None if data is None else np.frombuffer(data, dtype="<i2")

    def _refresh(self) -> str:
        self.job.refresh_from_db(fields=["status", "clip", "error_code", "error_message"])
        return self.job.status

    def _rest_of_clip(self) -> Iterator[np.ndarray]:
        """What is left, from the stored clip: it holds the same integers."""
        clip = Clip.objects.get(pk=self.job.clip_id)
        with default_storage.open(clip.audio.name, "rb") as f, soundfile.SoundFile(f) as audio:
            audio.seek(self.position)
            for block in audio.blocks(BLOCK_SECONDS * audio.samplerate, dtype="int16"):
                self.position += len(block)
                yield block
        self.next = self.chunks
