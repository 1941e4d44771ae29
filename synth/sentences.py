"""Sentences as the unit: each chunk's audio kept per tenant, and a job's audio made from
the chunks it already has and the ones it synthesizes.

Runs in workers (synth.worker): a job looks each of its chunks up under its own key
(:func:`sentence_key`) and reads the stored samples instead of synthesizing them; a chunk
it synthesizes is stored at once, so a job running beside it can take it too. The samples
are exact (16-bit WAV, int16 in and out; FLAC, lossless, as kept before), so a clip made
from reused chunks is the same clip as one synthesized whole. Storing is best effort: a
sentence that cannot be stored or read is synthesized, never a failed job.

The cache keeps each chunk's raw audio, so a sentence is reused whatever a clip's finishing
(engine.finishing): a finished clip's chunks are finished as they are assembled,
before they are streamed, so a stream and the stored clip have the same samples. Each
chunk's duration is checked against its text (:func:`plausible_duration`) as it is made.
"""

import hashlib
import json
import logging
import time
from dataclasses import dataclass, field

import numpy as np
from django.conf import settings
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import transaction
from django.db.models import F
from django.utils import timezone

from engine.audio import read_ints, to_pcm16, wav_bytes
from engine.engine import chunk_at
from engine.errors import ImplausibleDuration
from engine.finishing import finish_chunk
from synth.housekeeping import SENTENCES_PREFIX, count_stored, prune_tenant_sentences
from synth.models import Sentence
from synth.storage import storage_outage

log = logging.getLogger(__name__)


def sentence_key(tenant_id: int, request, i: int, voice_digest: str, fingerprint: str) -> str:
    """SHA-256 over what changes chunk ``i``'s samples, and the tenant (see Sentence)."""
    material = {
        "tenant": tenant_id,
        "text": request.model_texts[i],
        "lang": request.chunk_lang(i),
        "voice": voice_digest,
        "speed": request.chunk_speed(i),
        "steps": request.steps,
        "seed": request.seeds[i],
        "model": fingerprint,
    }
    return hashlib.sha256(json.dumps(material, sort_keys=True).encode()).hexdigest()


@dataclass
class Reuse:
    """What a job took from the sentence cache."""

    sentences: int = 0
    audio_seconds: float = 0.0
    synthesis_seconds: float = 0.0  # what making them took, once


@dataclass
class SentenceCache:
    """The sentence cache for one job's request (``enabled``: SYNTH_SENTENCE_CACHE)."""

    tenant_id: int
    request: object  # engine.folder.Request
    voice_digest: str
    fingerprint: str
    lexicon_version: int
    sample_rate: int
    enabled: bool = True
    reuse: Reuse = field(default_factory=Reuse)
    # The chunks this job synthesized and kept, in this turn or its turns before (index:
    # engine seconds): read back after stepping aside, they are its own work, not reuse.
    made: dict[int, float] = field(default_factory=dict)
    # Whether the last chunk is kept only with the clip (:meth:`write_held`): its row is
    # written in the clip's transaction, not one of its own before it.
    last_after_clip: bool = False
    held: list = field(default_factory=list)
    # Whether the job still reads its sentences back (it may step aside): the quota's
    # prune spares them until its clip is stored.
    running: bool = True
    # Whether keep_written has run in this job's transaction, and what the tenant's shared
    # counter of sentence bytes then said (None: nothing was added).
    rows_kept: bool = False
    counted: int | None = None

    def key(self, i: int) -> str:
        return sentence_key(self.tenant_id, self.request, i, self.voice_digest, self.fingerprint)

    def take(self, i: int) -> np.ndarray | None:
        """Chunk ``i``'s stored samples (int16), or None: not stored, or unreadable. One
        of :attr:`made` is read back, not counted as reused."""
        if not self.enabled:
            return None
        row = Sentence.objects.kept(self.tenant_id, self.key(i))
        if row is None:
            return None
        try:
            with default_storage.open(row.audio.name, "rb") as f:
                ints, rate = read_ints(f.read())  # not soundfile on f: see read_ints
            if rate != self.sample_rate or len(ints) != row.samples:
                raise ValueError(f"{rate} Hz, {len(ints)} samples; the row says otherwise")
        except Exception as exc:  # gone or damaged: make it again (keep() stores it anew)
            if storage_outage(exc):
                raise  # unreachable is not gone: keep the row (the job fails, 503)
            log.warning("sentence %s unreadable; synthesizing it", row.key, exc_info=True)
            if Sentence.objects.filter(pk=row.pk).delete()[0]:
                default_storage.delete(row.audio.name)
            return None
        if i in self.made:
            return ints
        Sentence.objects.filter(pk=row.pk).update(last_used=timezone.now(), uses=F("uses") + 1)
        self.reuse.sentences += 1
        self.reuse.audio_seconds += len(ints) / rate
        self.reuse.synthesis_seconds += row.synthesis_seconds
        return ints

    def keep(self, i: int, ints: np.ndarray, seconds: float) -> bool:
        """Store chunk ``i``'s samples, just synthesized in ``seconds``; whether it is
        stored (by this job or one beside it)."""
        if not self.enabled:
            return False
        try:
            size = self._store(i, ints, seconds)
        except Exception as exc:
            if storage_outage(exc):
                raise  # the clip cannot be stored either: fail the job now, not at the end
            log.warning("could not store sentence %d; it is synthesized again", i, exc_info=True)
            return False
        self.made[i] = seconds
        self._keep_within_quota(i, size)
        return True

    def _keep_within_quota(self, i: int, size: int) -> None:
        """The tenant's sentence quota, checked as each sentence is kept rather than only by
        the hourly prune (hostile pass 18, Q-5), sparing this one and, while the job runs,
        the others it made. Pruning only saves disk: a failure is logged."""
        in_use = (self.key(j) for j in (self.made if self.running else [i]))
        try:
            prune_tenant_sentences(self.tenant_id, tuple(in_use), added=size)
        except Exception:
            log.warning("could not prune tenant %s's sentences", self.tenant_id, exc_info=True)

    def hold(self, i: int, ints: np.ndarray, seconds: float) -> None:
        """Keep chunk ``i`` later, with the clip (:meth:`write_held`)."""
        if self.enabled:
            self.held.append((i, ints, seconds))

    def write_held(self) -> list["Written"]:
        """The held chunks' files, written now: before the transaction that stores the
        clip, which takes their rows too (:meth:`keep_written`), so a miss's worker takes
        the database's write lock once, not once per row and counter (issue 36: three
        writes after the clip's kept a worker 3-4 ms longer between jobs at the median, 25
        ms at the 95th percentile, under load on SQLite). The clip's own files are written
        already, so a failure, a storage outage too, is only logged: it costs a later
        synthesis of the sentence, never the job."""
        held, self.held = self.held, []
        written = []
        for i, ints, seconds in held:
            try:
                written.append(self._write(i, ints, seconds))
            except Exception:
                log.warning("could not store sentence %d with its clip", i, exc_info=True)
        return written

    def keep_written(self, written: list["Written"]) -> None:
        """Inside a transaction (the clip's): the rows of ``written`` (a sentence a job
        beside this one kept first is theirs) and their bytes on the tenant's shared
        counter."""
        added = 0
        for w in written:
            w.theirs = not Sentence.objects.keep(**w.row)  # a job beside this one's first
            added += 0 if w.theirs else w.size
        self.counted = count_stored("sentences", self.tenant_id, added) if added else None
        self.rows_kept = True

    def after_written(self, written: list["Written"]) -> None:
        """After the transaction of :meth:`keep_written` (which runs it now, in one of its
        own, if it never ran: the clip was another job's): a row not kept loses its file;
        the chunks are this job's made ones; the tenant's sentence quota is checked."""
        if written and not self.rows_kept:
            with transaction.atomic():
                self.keep_written(written)
        counted, self.counted, self.rows_kept = self.counted, None, False
        self.running = False  # its clip is stored: it reads none of them back
        for w in written:
            if w.theirs:
                default_storage.delete(w.name)  # storage gave ours a name of its own
            else:
                self.made[w.i] = w.seconds
        if counted is not None:
            kept = tuple(w.row["key"] for w in written if not w.theirs)
            try:
                prune_tenant_sentences(self.tenant_id, kept, stored=counted)
            except Exception:
                log.warning("could not prune tenant %s's sentences", self.tenant_id, exc_info=True)

    def _store(self, i: int, ints: np.ndarray, seconds: float) -> int:
        """Keep chunk ``i``'s samples as a sentence; the bytes stored (0: another's kept)."""
        w = self._write(i, ints, seconds)
        if not Sentence.objects.keep(**w.row):  # a job beside this one stored it first
            default_storage.delete(w.name)  # storage gave ours a name of its own
            return 0
        return w.size

    def _write(self, i: int, ints: np.ndarray, seconds: float) -> "Written":
        """Chunk ``i``'s samples written to storage; its row's values, not yet inserted."""
        key = self.key(i)
        # WAV, written in memory: libsndfile's FLAC cost a worker 4-5 ms of CPU per chunk
        # after every miss, at any compression level, for about half the disk of speech
        # (docs/BENCHMARKS.md, "Serving at the floor"). Sentences kept as FLAC before are
        # read as they are (read_ints).
        audio = wav_bytes(ints, self.sample_rate)
        name = default_storage.save(
            f"{SENTENCES_PREFIX}/{self.tenant_id}/{key[:2]}/{key}.wav", ContentFile(audio)
        )
        r = self.request
        row = {
            "tenant_id": self.tenant_id,
            "key": key,
            "text": r.model_texts[i],
            "lang": r.chunk_lang(i),
            "voice_digest": self.voice_digest,
            "speed": r.chunk_speed(i),
            "steps": r.steps,
            "seed": r.seeds[i],
            "lexicon_version": self.lexicon_version,
            "model_fingerprint": self.fingerprint,
            "audio": name,
            "sample_rate": self.sample_rate,
            "samples": len(ints),
            "size": len(audio),
            "synthesis_seconds": seconds,
        }
        return Written(i, seconds, name, len(audio), row)


@dataclass
class Written:
    """A held chunk's file, written; its row waits for the clip's transaction."""

    i: int
    seconds: float
    name: str
    size: int
    row: dict
    theirs: bool = False  # another job kept the sentence first


def render(
    engine, request, outputs, cache: SentenceCache | None, publish=None, finish=None, turn=None
):
    """Make ``request``'s audio chunk by chunk: each chunk from ``cache`` or synthesized
    (and then kept, raw; ``cache`` None: no cache), finished as ``finish`` says (a Finish;
    None: not finished), written to every output (a soundfile.SoundFile, or anything with
    a ``write(ints)``) with the pause after it, and given to ``publish(i, ints)`` as soon
    as it is there. Returns the chunks (text, timings, seed, sentence, whether reused,
    whether its duration is suspect, and the engine's seconds for each), the number of
    samples and the engine's own seconds (a chunk this job made in a turn before, read
    back from ``cache.made``, counts with the seconds it took then).

    ``turn(kept)``, if given, is called before each chunk to synthesize with the number of
    chunks this render has kept so far, and may raise to stop it there (synth.worker.Turn:
    another tenant's turn). Everything kept is read back by the next render of the same
    request, so it resumes where this one stopped."""
    if cache is None:
        cache = SentenceCache(0, request, "", "", 0, engine.sample_rate, enabled=False)
    chunks, frames, seconds, kept = [], 0, 0.0, 0
    last = len(request.model_texts) - 1
    for i in range(len(request.model_texts)):
        started = time.perf_counter()
        ints = cache.take(i)
        made = ints is None
        own = not made and i in cache.made  # made by this job, before it stepped aside
        if made:
            if turn is not None:
                turn(kept)
                started = time.perf_counter()
            ints, suspect = synthesize_chunk(engine, request, i)
        else:
            suspect = not plausible_duration(request, i, len(ints) / engine.sample_rate)
        chunk_seconds = cache.made[i] if own else time.perf_counter() - started
        if made or own:
            seconds += chunk_seconds
        raw = ints
        if finish is not None and finish.enabled:
            ints = to_pcm16(
                finish_chunk(
                    raw / np.float32(32767),
                    engine.sample_rate,
                    finish,
                    first=i == 0,
                    last=i == last,
                    before=request.pauses[i - 1] if i else 0.0,
                    after=request.pauses[i],
                )
            )
        if publish is not None:  # first, so that a stream hears it at once
            publish(i, ints)
        if made and not suspect:  # a held chunk is made, and flagged, at every use
            if i == last and cache.last_after_clip:  # no turn comes after the last chunk
                cache.hold(i, raw, chunk_seconds)
            else:
                kept += cache.keep(i, raw, chunk_seconds)
        chunk = chunk_at(request, i, frames, len(ints), engine.sample_rate)
        pause = np.zeros(chunk.pause_samples, dtype=np.int16)
        for output in outputs:
            output.write(ints)
            output.write(pause)
        frames += len(ints) + len(pause)
        chunks.append(
            {
                "text": chunk.text,
                "model_text": chunk.model_text,
                "start": chunk.start,
                "end": chunk.end,
                "sentence": chunk.sentence,
                "seed": chunk.seed,
                "pause": request.pauses[i],
                "speed": request.chunk_speed(i),  # SSML's prosody may change it by part
                "reused": not (made or own),
                "duration_suspect": suspect,
                "seconds": round(chunk_seconds, 4),  # the engine's time (or the read's)
            }
        )
        del ints, raw  # one chunk at a time
    return chunks, frames, seconds


def synthesize_chunk(engine, request, i: int) -> tuple[np.ndarray, bool]:
    """Chunk ``i``'s samples (int16), and whether its predicted duration was implausible
    for its text. Such a chunk is made once more with another seed and its duration held
    inside the plausible range: Supertonic's duration predictor takes no noise, so another
    seed alone would predict the same length again. The flag stays so that a person
    listens to it."""
    own_speed = (request.speeds[i],) if request.speeds else ()  # a part's (SSML rate)
    model_text, seed = request.model_texts[i], request.seeds[i]
    try:
        samples = engine.synthesize_chunk(model_text, request, seed, *own_speed)
        seconds = len(samples) / engine.sample_rate
    except ImplausibleDuration:  # past any length ("x" * 300): made again, held
        seconds = float("inf")
    if plausible_duration(request, i, seconds):
        return to_pcm16(samples), False
    hold = plausible_range(request, i)
    log.warning(
        "chunk %d: implausible duration (%.2f s); made again held to %.2f-%.2f s",
        i,
        seconds,
        *hold,
    )
    again = engine.synthesize_chunk(model_text, request, other_seed(seed), *own_speed, hold=hold)
    return to_pcm16(again), True


# Below this many seconds no chunk is too long: a short sentence ("A.", "Hi.") takes more
# per character than a long one.
DURATION_GRACE_SECONDS = 1.0


def plausible_range(request, i: int) -> tuple[float, float]:
    """The shortest and longest plausible seconds for chunk ``i`` at its own speed: per
    character of its text at speed 1 (settings SYNTH_MIN_SECONDS_PER_CHAR and
    SYNTH_MAX_SECONDS_PER_CHAR), with a grace for short sentences."""
    speed, chars = request.chunk_speed(i), len(request.chunks[i])
    low, high = settings.SYNTH_MIN_SECONDS_PER_CHAR, settings.SYNTH_MAX_SECONDS_PER_CHAR
    return low * chars / speed, (high * chars + DURATION_GRACE_SECONDS) / speed


def plausible_duration(request, i: int, seconds: float) -> bool:
    """Whether chunk ``i``, ``seconds`` long, is inside :func:`plausible_range`."""
    low, high = plausible_range(request, i)
    return low <= seconds <= high


def other_seed(seed: int) -> int:
    """The seed of a chunk's second try: derived from its own, so a retry is reproducible,
    and far from ``seed + 1`` (the next chunk's seed under a request's explicit seed)."""
    return seed ^ 0x5EED5EED


def enabled() -> bool:
    return settings.SYNTH_SENTENCE_CACHE
