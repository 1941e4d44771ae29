"""Serving stored clips as HTTP: other formats encoded once and kept, strong ETags, single
ranges. Used by the API and by the admin's player, so it lives below both.

Django's FileResponse has no Range support and whitenoise serves only files present at
start-up, so clips are answered from here; browsers (Safari above all) need 206 to seek.
Every answer streams its file from storage (FileResponse), a range included.
A format not stored yet is made by a worker (a variant job, :func:`variant_job`), never
here: a long clip's encoding is seconds of CPU and its whole audio in memory.
"""

import functools
import hashlib
import io
import operator
import os

import numpy as np
import soundfile
import soxr
from django.conf import settings
from django.core.files import File
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.db import IntegrityError, transaction
from django.db.models import Case, F, Q, Value, When
from django.http import FileResponse, HttpResponse, HttpResponseBase
from django.utils import timezone

from core.aio import run_sync
from core.counters import BufferedCounts, Pending
from engine.audio import DEFAULT_KBPS, FORMATS, G711, encode, format_for_path, write_samples
from synth.dispatch import QueueFull, await_end, join_or_create, tenant_share, wait_for
from synth.models import Clip, ClipEncoding, SynthesisJob
from synth.storage import ranged_body

# OpenAI's "pcm" is 24 kHz (16-bit little-endian, no header); ours keeps the clip's rate.
# An encoding like the others (made once, stored), so it is named here, not in the API.
PCM_24K = "pcm24k"
PCM_24K_RATE = 24000

# Encodings at another rate than the clip's, by name ("pcm24k": pcm at 24 kHz): OpenAI's
# pcm and ElevenLabs' output formats (api/elevenlabs/vocabulary.py). ulaw and alaw are G.711
# (engine.audio.G711), only ever at 8 kHz.
RESAMPLED = {
    f"{fmt}{rate // 1000}k": (fmt, rate)
    for fmt, rates in (
        ("pcm", (8000, 16000, 22050, 24000, 32000, 44100, 48000)),
        ("wav", (8000, 16000, 22050, 24000, 32000, 44100, 48000)),
        ("mp3", (22050, 24000, 44100)),
        ("ulaw", (8000,)),
        ("alaw", (8000,)),
    )
    for rate in rates
}


def at_rate(fmt: str, rate: int, clip_rate: int) -> str:
    """The encoding name for ``fmt`` at ``rate`` for a clip made at ``clip_rate``: ``fmt``
    itself at the clip's rate (or for opus, always 48 kHz), else one of :data:`RESAMPLED`
    (KeyError for a rate not among them)."""
    if fmt == "opus" or (rate == clip_rate and fmt not in G711):
        return fmt
    name = f"{fmt}{rate // 1000}k"
    if RESAMPLED[name] != (fmt, rate):
        raise KeyError(name)
    return name


def base_format(fmt: str) -> tuple[str, int | None]:
    """An encoding name as (format, rate): the rate is None for the clip's own."""
    fmt = fmt.partition("_")[0]  # the bitrate: see kbps_of
    return RESAMPLED.get(fmt, (fmt, None))


def kbps_of(fmt: str) -> int | None:
    """The bitrate (kbit/s) of the encoding ``fmt``: after an underscore ("mp3_32"), else
    ElevenLabs' for mp3 at 22.05 and 24 kHz (32, 48), else DEFAULT_KBPS; None for PCM."""
    name, _, kbps = fmt.partition("_")
    if kbps:
        return int(kbps)
    return {"mp322k": 32, "mp324k": 48}.get(name) or DEFAULT_KBPS.get(base_format(name)[0])


def at_bitrate(fmt: str, kbps: int | None) -> str:
    """The encoding ``fmt`` at ``kbps`` (None: its own): "mp3" at 32 is "mp3_32"."""
    return fmt if kbps is None or kbps == kbps_of(fmt) else f"{fmt}_{kbps}"


def audio_bytes(clip: Clip, fmt: str) -> bytes:
    """The whole clip in ``fmt`` (see :func:`open_audio`); answers stream it instead."""
    with open_audio(clip, fmt)[1] as audio:
        return audio.read()


class EncodingPending(Exception):
    """The clip in the format asked for is still being made by a worker (or the queue has
    no room for it); ask again in ``retry_after`` seconds."""

    code = "encoding_pending"
    failure: str | None = None  # the variant job's FailureCode, when it failed

    def __init__(self, message: str, retry_after: int = 5, failure: str | None = None):
        super().__init__(message)
        self.retry_after, self.failure = retry_after, failure
        if failure:
            self.code = failure


def open_audio(clip: Clip, fmt: str, wait: float = 0) -> tuple[str, File]:
    """The storage name of the clip in ``fmt`` and that file, open for reading: the stored
    file, or an encoding a worker makes on first request (:func:`variant_job`), waited
    for up to ``wait`` seconds, holding this thread. A web request never waits here (the
    default): its coroutine has awaited the encoding first, holding no thread (api.answers,
    :func:`made`), and a second wait held a pool thread up to ``API_MAX_WAIT`` more (the
    twenty-eighth pass, M-2). The caller closes it. Raises :class:`EncodingPending` when it
    is not made (in time)."""
    found = stored_audio(clip, fmt)
    if found is not None:
        return found
    job = variant_job(clip, fmt)
    if job is not None and wait > 0:
        job = wait_for(job, wait)
    found = stored_audio(clip, fmt)
    if found is not None:
        return found
    if job is not None and job.status == SynthesisJob.Status.FAILED:
        message = job.error_message or f"encoding the clip as {fmt} failed"
        raise EncodingPending(message, 5, job.error_code or "synthesis_failed")
    raise EncodingPending(f"the clip is being encoded as {fmt}; ask again shortly", 2)


def staff_audio_response(request, clip: Clip, fmt: str, **options) -> HttpResponseBase:
    """:func:`audio_response` for the pages people listen on (the admin's players, the
    playground), which have no API envelope: a format still being made is a plain 503."""
    try:
        return audio_response(request, clip, fmt, **options)
    except EncodingPending as exc:
        return HttpResponse(str(exc), status=503, headers={"Retry-After": str(exc.retry_after)})


def variant_key(clip: Clip, fmt: str) -> str:
    """The job key of the clip's ``fmt`` variant: identical requests share its job."""
    return hashlib.sha256(f"variant\0{clip.key}\0{fmt}".encode()).hexdigest()


def variant_job(clip: Clip, fmt: str) -> SynthesisJob | None:
    """The job making the clip's ``fmt`` encoding, joined or created and queued (None once
    it is stored). It counts in the tenant's share of the queue like a miss; a full share
    raises :class:`EncodingPending`."""
    try:
        job = join_or_create(
            clip.tenant,
            variant_key(clip, fmt),
            {"variant": {"clip": clip.pk, "format": fmt}},
            tenant_share(),
            made=lambda: ClipEncoding.objects.filter(clip=clip, format=fmt).first(),
        )
    except QueueFull as exc:
        raise EncodingPending(str(exc), exc.retry_after) from None
    return job if isinstance(job, SynthesisJob) else None


def variant_needed(clip: Clip, fmt: str) -> SynthesisJob | None:
    """The job making the clip's ``fmt`` encoding, or None when it is stored (or is the
    clip's own audio): what a coroutine awaits before it answers."""
    if stored_audio(clip, fmt, opened=False) is not None:
        return None
    return variant_job(clip, fmt)


async def made(clip: Clip, fmt: str) -> None:
    """Until the clip's ``fmt`` encoding is stored (or ``API_MAX_WAIT`` has passed),
    suspended: a coroutine's wait before :func:`open_audio`, which then waits no more."""
    job = await run_sync(variant_needed, clip, fmt)
    if job is not None:
        await await_end(job, settings.API_MAX_WAIT)


def stored_format(clip: Clip) -> str:
    """The format the clip's own audio is stored in."""
    return format_for_path(clip.audio.name, "flac")


def stored_audio(clip: Clip, fmt: str, *, opened: bool = True) -> tuple[str, File] | None:
    """The storage name of the clip in ``fmt`` and that file open for reading (None for
    the file when not ``opened``), if it is stored; else None."""
    if fmt == stored_format(clip):
        name = clip.audio.name
        return name, default_storage.open(name, "rb") if opened else None
    known = (clip.pk, clip.created, fmt)
    name = _encoding_names.get(known)
    if name is not None:
        if not opened:
            return name, None
        try:
            return name, default_storage.open(name, "rb")
        except FileNotFoundError:  # gone since: ask the database
            _encoding_names.pop(known, None)
    encoding = ClipEncoding.objects.filter(clip=clip, format=fmt).first()
    if encoding is not None:
        try:
            audio = default_storage.open(encoding.audio.name, "rb")
        except FileNotFoundError:  # lost or pruned underneath us: a worker makes it again
            encoding.delete()
        else:
            _remember(known, encoding.audio.name)
            if not opened:
                audio.close()
                return encoding.audio.name, None
            return encoding.audio.name, audio
    return None


def store_encoding(clip: Clip, fmt: str) -> int:
    """Encode the clip as ``fmt`` and keep it (a ClipEncoding): a variant job's work, in
    a worker (synth.worker). The bytes this stored (0: another request's was kept)."""
    data = encode_clip(clip, fmt)
    extension = extension_for(fmt)
    base = clip.audio.name.rsplit(".", 1)[0]
    # The file is complete before the row exists (as for clips themselves).
    name = default_storage.save(f"{base}.{extension}", ContentFile(data))
    try:
        with transaction.atomic():
            ClipEncoding.objects.create(clip=clip, format=fmt, audio=name, size=len(data))
    except IntegrityError:  # another request stored the same encoding first: keep theirs
        default_storage.delete(name)
        return 0
    return len(data)


# Encoding file names by clip and format, so a hit reads its file without a query (its
# queries are most of what a hit costs). (pk, created) names one clip row even in a
# recreated database that reuses pks; encodings are deleted only with their clip, and a
# name whose file has gone is forgotten. Per process, like the compiled normalizers.
_encoding_names: dict[tuple, str] = {}


def _remember(known: tuple, name: str) -> None:
    if len(_encoding_names) >= 10_000:
        _encoding_names.clear()  # a crude bound: names are looked up again on their next hit
    _encoding_names[known] = name


def extension_for(fmt: str) -> str:
    """The file extension of the encoding ``fmt`` (``24k.pcm`` for pcm at 24 kHz)."""
    base, rate = base_format(fmt)
    spec = G711.get(base) or FORMATS[base]
    kbps = f"{fmt.partition('_')[2]}kbps." if "_" in fmt else ""
    return (f"{rate // 1000}k." if rate else "") + kbps + spec.extension


def encode_clip(clip: Clip, fmt: str) -> bytes:
    # Decoding needs every sample, so here the clip is read whole.
    with default_storage.open(clip.audio.name, "rb") as stored:
        ints, rate = soundfile.read(io.BytesIO(stored.read()), dtype="int16")
    return encode_ints(ints, rate, fmt)


def encode_ints(ints: np.ndarray, rate: int, fmt: str) -> bytes:
    """A clip's 16-bit samples (made at ``rate``) as the encoding ``fmt`` (a format, or a
    name of :data:`RESAMPLED`): what a hit would make on first request, and what a worker
    makes before its job ends for the formats the job was asked for (synth.worker)."""
    base, out_rate = base_format(fmt)
    if out_rate is None and base in FORMATS and FORMATS[base].subtype == "PCM_16":
        # Straight from the stored integers, the ones encode() would quantize back to:
        # the float round trip would only cost time on a miss (docs/BENCHMARKS.md, "Figures
        # behind comments").
        return write_samples(ints, rate, fmt)
    # encode() quantizes with round(x * 32767); dividing by 32767 gives the same integers
    # back, so a wav or pcm made from the stored FLAC equals one made from the samples.
    samples = ints.astype(np.float32) / 32767
    if out_rate is not None and out_rate != rate:
        samples = soxr.resample(samples, rate, out_rate, quality="HQ").astype(np.float32)
    return encode(samples, out_rate or rate, base, kbps_of(fmt))


def content_type(clip: Clip, fmt: str) -> str:
    """The Content-Type of the clip in ``fmt``; raw PCM says its rate."""
    return format_content_type(fmt, clip.sample_rate)


def format_content_type(fmt: str, clip_rate: int) -> str:
    """The Content-Type of an encoding of audio made at ``clip_rate``, streamed or stored."""
    base, rate = base_format(fmt)
    if base == "pcm":
        return f"{FORMATS['pcm'].content_type};rate={rate or clip_rate};channels=1"
    return (G711.get(base) or FORMATS[base]).content_type


def etag(clip: Clip, fmt: str) -> str:
    """Strong: the key names the samples (model, text, voice and parameters included)."""
    return f'"{clip.key}.{fmt}"'


def mark_served(clip: Clip) -> None:
    """Count a serve of the clip: housekeeping prunes the least recently served first, and
    the admin shows the hit count. Written at most every ``API_HITS_FLUSH_SECONDS``."""
    count_serve((clip.pk, clip.created))


def count_serve(known: tuple) -> None:
    """:func:`mark_served` by (pk, created): a pk alone may name a newer row after a delete."""
    serves.add(known, serves=1)


def flush_served(*, quiet: bool = False) -> None:
    """Write the serves counted by :func:`mark_served` so far."""
    serves.flush(quiet=quiet)


def _write_serves(pending: Pending) -> None:
    # One UPDATE for the whole batch, the clips grouped by how often each was served: one
    # statement takes its row locks in one scan, so two processes' writes cannot deadlock
    # the way several statements in one transaction can; hot clips are hot rows.
    by_count: dict[int, Q] = {}
    for (pk, created), amounts in pending.items():
        count = amounts["serves"]
        by_count[count] = by_count.get(count, Q()) | Q(pk=pk, created=created)
    added = Case(*(When(clips, then=Value(n)) for n, clips in by_count.items()), default=0)
    Clip.objects.filter(functools.reduce(operator.or_, by_count.values())).update(
        hits=F("hits") + added, last_served=timezone.now()
    )


# (clip pk, created) -> serves not written yet; read at each serve so a test may change it.
serves = BufferedCounts(_write_serves, every=lambda: settings.API_HITS_FLUSH_SECONDS)


def audio_response(
    request,
    clip: Clip,
    fmt: str,
    *,
    cache: str | None = None,
    conditional: bool = False,
    count: bool = True,
    wait: float = 0,
) -> HttpResponseBase:
    """The clip's audio with our headers, streamed from storage (:func:`file_response`),
    never read whole. ``conditional`` (GET only) honours If-None-Match (304), Range (206
    for one range, 416 when unsatisfiable) and If-Range. ``count=False`` for listening in
    the admin: a reviewer's plays are not the tenant's serves. ``wait``: how long a
    format still being made is waited for, holding this thread (:func:`open_audio`: none
    unless told; a web request awaits it before, holding none)."""
    tag = etag(clip, fmt)
    headers = {
        "ETag": tag,
        "Accept-Ranges": "bytes",
        "X-Clip-Id": clip.key,
        "X-Audio-Duration": f"{clip.duration:.3f}",
        "Content-Disposition": f'inline; filename="{clip.key[:16]}.{extension_for(fmt)}"',
    }
    if cache:
        headers["X-Cache"] = cache
    if conditional and _matches(request.headers.get("If-None-Match"), tag):
        if count:
            mark_served(clip)
        return HttpResponse(status=304, headers=headers)
    name, audio = open_audio(clip, fmt, wait)
    size = audio.size
    headers["Content-Type"] = content_type(clip, fmt)
    wanted = request.headers.get("Range") if conditional else None
    if_range = request.headers.get("If-Range")
    span = None
    if wanted and (if_range is None or if_range.strip() == tag):
        span = byte_range(wanted, size)
        if span == UNSATISFIABLE:
            audio.close()
            headers["Content-Range"] = f"bytes */{size}"
            return HttpResponse(status=416, headers=headers)
    if count:
        mark_served(clip)
    if span is None:
        response = file_response(audio, headers, size)
    else:
        start, end = span
        headers["Content-Range"] = f"bytes {start}-{end}/{size}"
        length = end + 1 - start
        response = file_response(Span(audio, start, length), headers, length, status=206)
    response.stored_name, response.clip = name, clip  # for api.hits.remember
    return response


# What a response reads from storage at a time when the server cannot send the file itself
# (a range, or no sendfile): large enough to keep Python's share small, small enough that
# an answer's memory does not grow with the clip.
BLOCK_SIZE = 64 * 1024


def file_response(audio, headers: dict, size: int | None = None, status: int = 200) -> HttpResponse:
    """An answer sending ``audio`` (a file open for reading, closed here or with the
    response) with ``headers``, Content-Type among them, and ``size`` as its
    Content-Length (None: the file's own). A file up to ``INLINE_BYTES`` is read at once,
    in the thread already serving the request; a larger one goes out in blocks of
    ``BLOCK_SIZE``, each read in the sync pool under ASGI (core.aio), so a slow disk never
    stalls the event loop."""
    length = size if size is not None else _size(audio)
    if length is not None and length <= INLINE_BYTES:
        try:
            response = HttpResponse(audio.read(length), status=status)
        finally:
            audio.close()
    else:
        response = FileAnswer(audio, status=status)
        response.block_size = BLOCK_SIZE
    # After FileResponse's own headers: ours replace its Content-Disposition.
    for name, value in headers.items():
        response[name] = value
    if length is not None:
        response["Content-Length"] = str(length)
    return response


# Most clips are smaller: a sentence of WAV is ~200 kB, a minute of mp3 ~500 kB.
INLINE_BYTES = 1024 * 1024


def _size(audio) -> int | None:
    try:
        return audio.size  # a Django File
    except AttributeError:
        pass
    try:
        return os.fstat(audio.fileno()).st_size
    except (AttributeError, OSError, io.UnsupportedOperation):
        return None


class FileAnswer(FileResponse):
    """A FileResponse an ASGI server can send without blocking its loop: each block is
    read in the sync pool (Django would otherwise read the whole file in one thread and
    warn)."""

    async def __aiter__(self):
        while block := await run_sync(self.file_to_stream.read, self.block_size):
            yield block


class Span:
    """``length`` bytes of an open file from ``start``, read as a file: what a 206 sends.
    No fileno(), so a server reads it through ``read`` instead of sending the whole file."""

    def __init__(self, file, start: int, length: int):
        # cluster: from an object store, a GET of just these bytes (not the whole object).
        ranged = ranged_body(file, start, length)
        if ranged is None:
            file.seek(start)
        self.stored, self.file, self.left = file, ranged or file, length

    def read(self, size: int = -1) -> bytes:
        size = self.left if size is None or size < 0 else min(size, self.left)
        data = self.file.read(size) if size else b""
        self.left -= len(data)
        return data

    def close(self) -> None:
        self.file.close()
        if self.stored is not self.file:
            self.stored.close()


def _matches(if_none_match: str | None, tag: str) -> bool:
    """If-None-Match uses the weak comparison: W/"x" matches "x"."""
    if not if_none_match:
        return False
    if if_none_match.strip() == "*":
        return True
    return tag in (t.strip().removeprefix("W/") for t in if_none_match.split(","))


UNSATISFIABLE = "unsatisfiable"
# Larger than any file: a position with more digits means "past the end", and int() is
# never asked for more digits than it reads (past its limit it raises ValueError).
BEYOND_ANY_FILE = 10**18


def _position(digits: str) -> int:
    digits = digits.lstrip("0") or "0"
    return BEYOND_ANY_FILE if len(digits) > 18 else int(digits)


def byte_range(header: str, size: int) -> tuple[int, int] | str | None:
    """The inclusive (start, end) of a single-range header; None to send the whole body
    (several ranges, which RFC 9110 lets us answer with 200, or a header we do not
    understand, which it tells us to ignore); UNSATISFIABLE for a 416. Positions of any
    length are read (ASCII digits only), as the numbers they are."""
    # Split, not a regular expression: "\s*([0-9]*)\s*$" backtracked over a run of
    # spaces before a stray character, and a 64 KB header held a web process's GIL 25 s
    # (the thirty-first pass, H-1). Linear in the header, whatever it holds.
    unit, equals, spec = header.partition("=")
    first, dash, last = spec.partition("-")
    first, last = first.strip(), last.strip()
    if not (equals and dash and unit.strip().lower() == "bytes"):
        return None
    if not all(part == "" or (part.isascii() and part.isdigit()) for part in (first, last)):
        return None  # several ranges ("0-1, 5-6"), or not a byte position
    if first:
        start, end = _position(first), _position(last) if last else size - 1
        if last and end < start:
            return None  # invalid, so ignored
        if start >= size:
            return UNSATISFIABLE
        return start, min(end, size - 1)
    if not last:
        return None  # "bytes=-"
    suffix = _position(last)
    if suffix == 0 or size == 0:
        return UNSATISFIABLE
    return max(0, size - suffix), size - 1
