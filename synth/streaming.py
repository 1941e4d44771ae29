"""A job's audio on its way from the worker to the web process, chunk by chunk.

The worker publishes each chunk's 16-bit samples in the Django cache under
``stream:<job id>:<i>`` as soon as the engine has made it, for every job of more than
one chunk (so a request that joins a job in flight can stream it from the start too),
and deletes them once the clip is stored, and announces each (synth.announcements): the
stream waiting for it wakes at once, and reads it. Why the cache: it is what both modes
already share between hosts (the database cache in the embedded mode, Redis in the
scaled one, where web and workers may be on different machines and share no files). A
missed announcement costs ``RECHECK_SECONDS`` at most: the reader looks again by then.

A chunk that is gone when the reader gets to it (deleted after the clip was stored,
expired, or culled by a full database cache) is not lost: the rest of the audio is then
read from the stored clip, which holds exactly the same integers. A job whose worker
died mid-way is synthesized again by another attempt, with the same samples (noise is
seeded per chunk), so a stream waiting on it simply goes on.

A single-chunk job publishes its chunk only when a stream has said it waits for it
(:func:`want`): most short misses are not streamed, and their clip comes as quickly.
"""

import asyncio
import logging
from collections.abc import AsyncIterator

import numpy as np
import soundfile
from django.conf import settings
from django.core.cache import cache
from django.core.files.storage import default_storage

from core.aio import run_sync
from synth import announcements, leases
from synth.models import Clip, SynthesisJob

log = logging.getLogger(__name__)
Status = SynthesisJob.Status
# How often a stream looks for its next chunk (and at the job's row) unannounced.
RECHECK_SECONDS = 1.0
# Reading the stored clip for the rest of a stream: one second of audio at a time.
BLOCK_SECONDS = 1
# A stream gives up when no new audio has come for this long past the job's own limit
# (requeue_stale, every minute, will have failed or requeued a job that long stuck).
STALL_GRACE_SECONDS = 90
CHUNK, PAUSE, REST = "chunk", "pause", "rest"  # what a piece of JobAudio.parts is


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
    try:
        announcements.announce(job_id, announcements.CHUNK)
    except Exception:  # the stream looks again within RECHECK_SECONDS anyway
        log.warning("could not announce chunk %d of job %s", i, job_id, exc_info=True)


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
    the silence after each (``pauses``, seconds), equal to the clip it becomes. Read by a
    coroutine: between chunks it is suspended, holding no thread, until the worker
    announces the next one (synth.announcements); each look at the cache or the row is
    one call in the sync pool (core.aio)."""

    def __init__(self, job: SynthesisJob, pauses: tuple[float, ...], sample_rate: int, lease=None):
        self.job = job
        self.lease = lease  # the tenant's stream slot (synth.leases), given back at the end
        self.chunks = len(pauses)
        self.sample_rate = sample_rate
        # The silence after each chunk, as the worker writes it (synth.sentences.render).
        self.pauses = [int(pause * sample_rate) for pause in pauses]
        self.next = 0  # the next chunk to send
        self.position = 0  # samples sent
        # Called once in the sync pool with the seconds sent, however the stream ends (the
        # request's usage: api.pipeline.meter).
        self.ended = None
        self._first: np.ndarray | None = None
        self._woken: asyncio.Event | None = None
        self._subscription = None  # set by start: a wait cancelled before it has none

    async def start(self, seconds: float) -> bool:
        """Wait up to ``seconds`` for the first chunk. True: it is here, :meth:`pieces`
        starts with it. False: the job has ended (done or failed: see ``self.job``) or
        nothing came in time."""
        loop = asyncio.get_running_loop()
        self._loop, self._woken = loop, asyncio.Event()
        self._subscription = await run_sync(announcements.subscriber)
        await run_sync(self._subscription.watch, self.job.pk, self._wake)
        if not publishes(self.chunks):
            await run_sync(want, self.job.pk)
        self._first = await self._wait(0, loop.time() + seconds)
        return self._first is not None

    async def pieces(self) -> AsyncIterator[np.ndarray]:
        """The audio from the first chunk on (after :meth:`start` returned True). Raises
        :class:`StreamBroken` when the job fails or stalls on the way. However it ends (a
        client that goes away cancels it), it stops watching the job and gives the slot
        back."""
        parts = self.parts()
        try:
            async for _, piece in parts:
                yield piece
        finally:
            await parts.aclose()

    async def parts(self) -> AsyncIterator[tuple[str, np.ndarray]]:
        """:meth:`pieces`, each saying what it is: ``CHUNK`` (a chunk's samples, in order),
        ``PAUSE`` (the silence after one) or ``REST`` (a block of the stored clip, from
        chunk ``self.next`` on: the chunks were gone from the cache)."""
        try:
            async for part in self._pieces():
                yield part
        finally:
            self.close()
            if self.lease is not None:
                lease, self.lease = self.lease, None
                await run_sync(leases.release, lease)
            if self.ended is not None:
                ended, self.ended = self.ended, None
                await run_sync(ended, self.position / self.sample_rate)

    def close(self) -> None:
        """Stop watching the job (also when :meth:`pieces` is never read)."""
        if self._woken is not None and self._subscription is not None:
            self._subscription.unwatch(self.job.pk, self._wake)
            self._woken = None

    async def _pieces(self) -> AsyncIterator[tuple[str, np.ndarray]]:
        loop = asyncio.get_running_loop()
        stall = settings.SYNTH_JOB_TIMEOUT + STALL_GRACE_SECONDS
        while self.next < self.chunks:
            if self.next == 0:
                ints, self._first = self._first, None
            else:
                ints = await self._wait(self.next, loop.time() + stall)
            if ints is None:
                if self.job.status == Status.DONE:
                    async for block in self._rest_of_clip():
                        yield REST, block
                    return
                if self.job.status == Status.FAILED:
                    raise StreamBroken(f"job {self.job.pk} failed: {self.job.error_code}")
                raise StreamBroken(f"job {self.job.pk}: no audio for {stall} s")
            yield CHUNK, ints
            self.position += len(ints)
            pause = self.pauses[self.next]
            if pause:
                yield PAUSE, np.zeros(pause, dtype=np.int16)
                self.position += pause
            self.next += 1

    def _wake(self, event: str) -> None:  # the listener's thread
        woken, loop = self._woken, self._loop
        if woken is not None:
            loop.call_soon_threadsafe(woken.set)

    async def _wait(self, i: int, deadline: float) -> np.ndarray | None:
        """Chunk ``i`` once published; None when the job has ended first (it may be done
        with chunks left to send: they are in the clip) or ``deadline`` has passed."""
        loop = asyncio.get_running_loop()
        while True:
            self._woken.clear()
            ints, status = await run_sync(self._look, i)
            if ints is not None:
                return ints
            if status in (Status.DONE, Status.FAILED):
                return None
            left = deadline - loop.time()
            if left <= 0:
                return None
            try:
                await asyncio.wait_for(self._woken.wait(), min(left, RECHECK_SECONDS))
            except TimeoutError:
                pass

    def _look(self, i: int) -> tuple[np.ndarray | None, str]:
        """Chunk ``i`` if it is out, else the job's status, fresh from its row."""
        data = cache.get(chunk_key(self.job.pk, i))
        if data is not None:
            return np.frombuffer(data, dtype="<i2"), self.job.status
        self.job.refresh_from_db(fields=["status", "clip", "error_code", "error_message"])
        return None, self.job.status

    async def _rest_of_clip(self) -> AsyncIterator[np.ndarray]:
        """What is left, from the stored clip: it holds the same integers."""
        f, audio = await run_sync(self._open_rest)
        try:
            while True:
                block = await run_sync(audio.read, BLOCK_SECONDS * audio.samplerate, "int16")
                if not len(block):
                    break
                self.position += len(block)
                yield block
        finally:
            audio.close()
            f.close()
        self.next = self.chunks

    def _open_rest(self):
        clip = Clip.objects.get(pk=self.job.clip_id)
        f = default_storage.open(clip.audio.name, "rb")
        audio = soundfile.SoundFile(f)
        audio.seek(self.position)
        return f, audio
