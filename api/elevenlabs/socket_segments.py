"""One segment of a stream-input socket (api.elevenlabs.socket) through the flow and back as an
ElevenLabs audio message: planned, charged to the quota and begun (a cached clip, or a
job: the workers and the sentence cache), its audio read as the worker makes it
(synth.streaming.JobAudio) and sent a chunk at a time, each chunk in slices (the
encoder's: a compressed format's first bytes wait for one slice's encoding, in the sync
pool, never on the event loop), each message with the alignment of the characters it
speaks."""

import asyncio
import base64
import json
import re
import threading
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, replace

import numpy as np
import soundfile
from django.conf import settings
from django.core.files.storage import default_storage

from api import pipeline
from api.auth import Caller

# WebSocket close codes: each error's follows from the one table (api.errors).
from api.errors import INTERNAL, INVALID, POLICY, TOO_BIG, ApiError, Refusal, refusal
from api.throttles import give_back_characters, take_characters, take_request
from core import json_bounds
from core.aio import run_sync
from synth import flow, streaming, timings
from synth.incremental import Segment
from synth.models import Clip
from synth.streaming import JobAudio, StreamBroken
from tenancy.keys import live_key

FIRST_CHUNK_WAIT = 5.0  # how long a segment's first audio may take past the job's limits


# A message's fields and the types each may have (anything else is ignored); no value is
# nested deeper than MAX_DEPTH (the opening's generation_config holds a list).
FIELDS = {
    "text": (str,),
    "flush": (bool,),
    "try_trigger_generation": (bool,),
    "voice_settings": (dict, type(None)),
    "generation_config": (dict, type(None)),
    "xi_api_key": (str,),
    "xi-api-key": (str,),
    "authorization": (str,),
    # multi-stream-input (api.elevenlabs.socket_multi): its contexts
    "context_id": (str,),
    "contextId": (str,),
    "close_context": (bool,),
    "close_socket": (bool,),
}
MAX_DEPTH = 4
# Arrays and objects, and values, one message may hold (a real client's has a few
# settings objects and lists, under 30 values): counted before decoding, on the event
# loop, in C. A 76 KB message of empty lists cost 36 ms of the loop to decode and walk,
# before any key, one of 38,000 numbers 7.5 ms (the twenty-ninth pass, H-1); past these it
# is refused undecoded.
MAX_CONTAINERS = 64
MAX_VALUES = 256
PREPAY_CHARS = 200  # text is paid for this much at a time: not one counter write per token
SURFACE = "stream-input"  # its usage's way in (metering)


class SocketError(Exception):
    """Ends the socket with ElevenLabs' error message and a close with ``close`` code."""

    def __init__(self, code: str, message: str, close: int = POLICY, field: str | None = None):
        super().__init__(message)
        self.code, self.message, self.close, self.field = code, message, close, field

    @classmethod
    def of(cls, exc: BaseException) -> "SocketError":
        """``exc`` as the one table says it (api.errors.refusal), with its close code;
        an unexpected one is raised again."""
        found = refusal(exc)
        if found is None:
            raise exc
        return cls.said(found)

    @classmethod
    def said(cls, found: Refusal) -> "SocketError":
        return cls(found.code, found.message, found.close, found.field)


def max_message_chars() -> int:
    """The longest message read: the longest text, each character written as JSON's
    longest escape, and room for the opening's settings."""
    return 12 * settings.API_MAX_TEXT_CHARS + 16_384


def parse_message(message: dict) -> dict:
    """An ASGI ``websocket.receive`` as the JSON object it must be; SocketError (1007 for
    what is not JSON, 1008 for a field of the wrong type, 1009 for too big) otherwise.
    Its size is checked before it is parsed, its depth before it is read."""
    data = message.get("text")
    if data is None:
        data = message.get("bytes") or b""
    if len(data) > max_message_chars():
        raise SocketError(
            "message_too_large", f"a message is at most {max_message_chars():,} characters", TOO_BIG
        )
    not_object = SocketError("invalid_message", "each message must be a JSON object", INVALID)
    if isinstance(data, bytes):  # as UTF-8 only: json.loads would take UTF-16 and UTF-32,
        try:  # whose bytes the bound below miscounts (the thirtieth pass, H-1)
            data = data.decode("utf-8")
        except UnicodeDecodeError:
            raise not_object from None
    # Counted in C, before any decoding: what decoding and walking it would cost.
    try:
        json_bounds.check(data, MAX_CONTAINERS, MAX_VALUES)
    except json_bounds.TooManyContainers:
        raise SocketError(
            "invalid_message",
            f"a message holds at most {MAX_CONTAINERS} arrays and objects and {MAX_VALUES} values",
            INVALID,
        ) from None
    try:
        parsed = json.loads(data)
    except (ValueError, RecursionError):  # not UTF-8, not JSON, nested past the parser
        raise not_object from None
    if not isinstance(parsed, dict):
        raise not_object
    if _too_deep(parsed, MAX_DEPTH):
        raise SocketError(
            "invalid_message", f"a message's JSON nests at most {MAX_DEPTH} deep", INVALID
        )
    for name, types in FIELDS.items():
        if name in parsed and not isinstance(parsed[name], types):
            kinds = " or ".join("null" if t is type(None) else t.__name__ for t in types)
            raise SocketError("invalid_message", f"{name} must be {kinds}", field=name)
        if isinstance(parsed.get(name), str) and _UNSPEAKABLE.search(parsed[name]):
            # As every REST text field refuses them: neither can reach a query.
            message = f"{name} must not hold a NUL character or a lone surrogate"
            raise SocketError("invalid_message", message, field=name)
    return parsed


_UNSPEAKABLE = re.compile("[\x00\ud800-\udfff]")


def _too_deep(value, room: int) -> bool:
    if isinstance(value, dict | list):
        if room == 0:
            return True
        items = value.values() if isinstance(value, dict) else value
        return any(_too_deep(item, room - 1) for item in items)
    return False


@dataclass(eq=False)  # each segment is itself: kept in sets by identity
class Begun:
    """A segment through the pipeline: its ticket (the plan, what it was charged) and what
    begin gave (a clip or a job)."""

    segment: Segment
    ticket: pipeline.Ticket
    begun: object
    pause: float  # seconds of silence before it (the pause after the segment before)
    complete: float = 0.0  # loop time: when its last piece came
    started: float = 0.0  # loop time: when it was begun

    @property
    def plan(self):
        return self.ticket.plan


@dataclass
class Part:
    """A piece of a segment's audio as it comes: the silence before it (samples), its
    speech, and the share of the segment's text it speaks (as sent, as normalized)."""

    lead: int
    ints: np.ndarray
    raw: str
    normalized: str


async def parts(item: Begun, rate: int) -> AsyncIterator[Part]:
    """The segment's audio as the worker makes it, a chunk at a time (a cached clip's in
    one part), so its first chunk goes out before its last is made. The pause before the
    segment and the silence between its chunks lead the part after them; a silence after
    the last chunk (an SSML break) comes as a part with no text."""
    shares = text_shares(item)
    found = item.begun
    lead = int(round(item.pause * rate))
    if isinstance(found, flow.Whole):
        yield Part(lead, await run_sync(clip_samples, found.clip), *shares(0, None))
        return
    audio = JobAudio(found.job, item.plan.request.pauses, rate)
    wait = settings.SYNTH_JOB_TIMEOUT * settings.SYNTH_JOB_ATTEMPTS + FIRST_CHUNK_WAIT
    try:
        if not await audio.start(wait):
            clip = await run_sync(finished, audio.job)
            yield Part(lead, await run_sync(clip_samples, clip), *shares(0, None))
            return
        rest, chunk = [], 0
        async for kind, ints in audio.parts():
            if kind == streaming.CHUNK:
                yield Part(lead, ints, *shares(chunk, chunk + 1))
                lead, chunk = 0, chunk + 1
            elif kind == streaming.PAUSE:
                lead += len(ints)
            else:  # the stored clip's rest: its chunks' text spread over all of it
                rest.append(ints)
        if rest:
            yield Part(lead, np.concatenate(rest), *shares(chunk, None))
        elif lead:
            yield Part(lead, np.zeros(0, np.int16), "", "")
    except StreamBroken as exc:
        raise SocketError("synthesis_failed", str(exc), INTERNAL) from None
    finally:
        audio.close()


def text_shares(item: Begun):
    """``shares(first, end)``: the segment's text (as sent, and as normalized with the
    sent text's leading spaces) spoken by its chunks ``first`` to ``end`` (None: the last),
    cut in proportion to the chunks' own lengths (estimated, as characters are inside a
    chunk; exact for a segment of one chunk, the usual case)."""
    raw = item.segment.raw
    normalized = raw[: len(raw) - len(raw.lstrip())] + item.plan.normalized_text
    lengths = [len(t) for t in item.plan.request.model_texts] or [1]
    ends = np.cumsum([0, *lengths]) / max(1, sum(lengths))

    def shares(first: int, end: int | None) -> tuple[str, str]:
        if first == 0 and (end is None or end >= len(lengths)):
            return raw, normalized
        a, b = ends[min(first, len(lengths))], ends[len(lengths) if end is None else end]
        return tuple(t[round(a * len(t)) : round(b * len(t))] for t in (raw, normalized))

    return shares


def part_slices(part: Part, encoder, rate: int) -> list[tuple[int, int]]:
    """Where the part's speech is cut into messages (sample offsets): the encoder's slices
    (a compressed format's first bytes wait for one slice's encoding, not the part's)."""
    bounds, at = [], 0
    for piece in encoder.slices(part.ints):
        bounds.append((at, at + len(piece)))
        at += len(piece)
    return bounds or [(0, 0)]


def slice_message(part: Part, span: tuple[int, int], encoder, rate: int, tag: dict) -> str:
    """One message of a part: its speech from ``span`` (the first also its lead silence),
    encoded, with the characters that start in it (their times from the message's start;
    the last one ends with the message's speech, so a client adding up message lengths
    from the alignment, as Pipecat does, keeps time)."""
    start, end = span
    lead = part.lead if start == 0 else 0
    ints = part.ints[start:end]
    data = encoder.write(np.concatenate([np.zeros(lead, np.int16), ints]) if lead else ints)
    whole = len(part.ints) / rate
    window = (start / rate, end / rate, lead / rate)
    return json.dumps(
        audio_message(
            data,
            windowed(part.raw, whole, *window),
            windowed(part.normalized, whole, *window),
        )
        | tag
    )


def windowed(text: str, seconds: float, start: float, end: float, offset: float) -> dict:
    """ElevenLabs' alignment of the characters of ``text`` (spoken over ``seconds``) that
    start in [start, end), timed from ``start`` less ``offset`` (the message's lead)."""
    last = end >= seconds - 1e-9
    chars = [
        c
        for c in timings.characters(text, 0.0, seconds)
        if start <= c.start < end or (last and c.start >= end)
    ]
    rows = [(c.text, c.start, min(c.end, end)) for c in chars]
    if rows:
        rows[-1] = (rows[-1][0], rows[-1][1], end)
    return {
        "chars": [t for t, _, _ in rows],
        "charStartTimesMs": [int(round((a - start + offset) * 1000)) for _, a, _ in rows],
        "charDurationsMs": [int(round((b - a) * 1000)) for _, a, b in rows],
    }


def audio_message(data: bytes, aligned, normalized) -> dict:
    return {
        "audio": base64.b64encode(data).decode() if data else "",
        "isFinal": None,
        "normalizedAlignment": normalized,
        "alignment": aligned,
    }


class MessageRate:
    """A socket's messages, each counted whatever it says (a blank one too): at most
    ``rate`` a second, after a burst of ``BURST_SECONDS`` of them (a token bucket, per
    connection; a tenant's sockets are bounded by its stream slots). Past it, SocketError
    1008 ``rate_limited``: each message costs the web worker's CPU to read and parse."""

    BURST_SECONDS = 10

    def __init__(self, rate: int, clock=time.monotonic):
        self.rate, self.clock = rate, clock
        self.capacity = rate * self.BURST_SECONDS
        self.tokens, self.at = float(self.capacity), clock()

    def take(self) -> None:
        now = self.clock()
        self.tokens = min(self.capacity, self.tokens + (now - self.at) * self.rate)
        self.at = now
        if self.tokens < 1:
            raise SocketError("rate_limited", f"too many messages: at most {self.rate} a second")
        self.tokens -= 1


class Account:
    """Whom a socket speaks for, per connection (its contexts share it): the key as sent,
    looked up again before each segment begins (a revoked key or a deactivated tenant
    stops the socket as the REST API would refuse it), and ``credit``, the characters
    charged and not yet spent, at least the ``held`` characters of text accepted and not
    yet begun. Text is charged as it is accepted (ahead, ``PREPAY_CHARS`` at a time), so a
    client holds no text it has not paid for; what is never begun is given back at the
    end. ``unmetered``: the segments begun (charged) and not metered yet, each added in the
    same call that charged it (``begin_charged``), so however the socket ends (an error
    cancelling a begin under way too) its end meters them: what a socket charged is what
    it meters. Its methods run in the sync pool, possibly at once: the lock keeps the
    count."""

    def __init__(self, raw: str, key, surface: str = SURFACE):
        self.raw, self.key = raw, key
        self.surface = surface  # the way in its segments are metered as
        self.credit = 0
        self.credit_days: dict = {}  # the credit by the UTC day it was charged on
        self.held = 0
        self.ended = False  # the socket has ended: what is charged after is settled at once
        self.unmetered: set[Begun] = set()
        self._lock = threading.Lock()

    @property
    def tenant(self):
        return self.key.tenant

    def prepay(self, count: int) -> None:
        """Pay for ``count`` characters of accepted text from the credit, charging more
        when it is short (SocketError past the quota)."""
        with self._lock:
            short = count - (self.credit - self.held)
            if short <= 0:
                self.held += count
                return
        taken, day = self._take(max(short, PREPAY_CHARS), short)
        with self._lock:
            self.credit += taken
            self.credit_days[day] = self.credit_days.get(day, 0) + taken
            self.held += count
            if self.ended:
                self._give_back()

    def _take(self, ahead: int, needed: int) -> tuple:
        """``ahead`` characters from the quota, or only ``needed`` when it has less room;
        and the UTC day they were charged on."""
        for count in (ahead, needed) if ahead > needed else (needed,):
            try:
                return count, take_characters(self.tenant, count)
            except ApiError as exc:
                refused = exc
        raise SocketError.of(refused) from None

    def forget(self, count: int) -> None:
        """``count`` characters accepted will never be spoken (a context interrupted): they
        no longer hold credit, which the end gives back."""
        with self._lock:
            self.held = max(0, self.held - count)

    def renew(self):
        """The key as the REST API would find it now, counted as a request against the
        tenant's rate (each segment is one); SocketError 1008 when it no longer lives."""
        key = live_key(self.raw)
        if key is None:
            raise SocketError(
                "unauthenticated", "the API key was revoked or its tenant deactivated"
            )
        self.key = key
        try:
            take_request(key.tenant)
        except ApiError as exc:
            raise SocketError.of(exc) from None
        return key

    def payer_for(self, segment: Segment) -> Caller:
        """The segment's payer: the key, charged the credit its text was paid with when it
        was accepted; the pipeline charges what its plan comes to beyond that, or gives
        back what it comes to less (api.quota), and gives all of it back if it is refused."""
        with self._lock:
            paid = min(self.credit, len(segment.raw))
            self._spend(paid)
            self.held = max(0, self.held - len(segment.raw))
        return Caller(self.key, counted=True, charged=paid)

    def _spend(self, count: int) -> None:
        """``count`` of the credit spent, the oldest day's first (held by the lock)."""
        self.credit -= count
        for day in sorted(self.credit_days):
            used = min(count, self.credit_days[day])
            self.credit_days[day] -= used
            count -= used
        self.credit_days = {day: left for day, left in self.credit_days.items() if left}

    def charged(self, item: "Begun") -> None:
        """A segment begun: metered once, by its sender (``settle``) or by the end; once the
        socket has ended (a begin that outlived it), at once."""
        with self._lock:
            if not self.ended:
                self.unmetered.add(item)
                return
        meter(item, None)

    def settle(self, item: "Begun", seconds: float | None) -> None:
        """The segment's usage (``meter``), unless the end has metered it already."""
        with self._lock:
            if item not in self.unmetered:
                return
            self.unmetered.discard(item)
        meter(item, seconds)

    def end(self) -> None:
        """The socket has ended, however: give back what was charged and never begun, and
        meter the segments begun and not metered yet (their audio never went out, or not
        all of it; they keep their charge)."""
        with self._lock:
            self.ended = True
            self._give_back()
            left, self.unmetered = list(self.unmetered), set()
        for item in left:
            meter(item, None)

    def _give_back(self) -> None:
        """The credit back to the days it was charged on: a socket held past midnight gives
        the day before its unspent text, not the new day (the twenty-sixth pass, F-3)."""
        for day, count in self.credit_days.items():
            give_back_characters(self.tenant, count, day)
        self.credit, self.credit_days = 0, {}


class Owed:
    """The segments a socket has taken from its client and not yet finished (spoken, or
    dropped by a barge-in): while it owes any, the client waiting in silence is not idle."""

    def __init__(self):
        self.segments = 0

    def done(self) -> None:
        self.segments -= 1


class Backlog:
    """A context's segments cut and not yet begun, in order (errors and the end too): the
    reader puts, the starter gets. The reader reads no more while it holds more than
    ``max_chars`` characters or ``max_segments`` segments (the client waits, as a slow
    TCP peer does), so what a socket holds is bounded whatever the client sends."""

    def __init__(self, max_chars: int, max_segments: int, owed: Owed):
        self.max_chars, self.max_segments = max_chars, max_segments
        self.chars = 0
        self.owed = owed
        self._queue: asyncio.Queue = asyncio.Queue()
        self._taken = asyncio.Event()

    def __len__(self) -> int:
        return self._queue.qsize()

    def put(self, item) -> None:
        if isinstance(item, Segment):
            self.chars += len(item.raw)
            self.owed.segments += 1
        self._queue.put_nowait(item)

    async def get(self):
        item = await self._queue.get()
        if isinstance(item, Segment):
            self.chars -= len(item.raw)
        self._taken.set()
        return item

    def cut(self) -> int:
        """Drop the segments not yet taken (an interrupted context): their characters."""
        dropped = 0
        while not self._queue.empty():
            item = self._queue.get_nowait()
            if isinstance(item, Segment):
                dropped += len(item.raw)
                self.owed.segments -= 1
        self.chars = 0
        self._taken.set()
        return dropped

    async def room(self) -> None:
        """Until the backlog is within its bounds."""
        while self.chars > self.max_chars or len(self) > self.max_segments:
            self._taken.clear()
            await self._taken.wait()


def begin(speech: flow.SpeechRequest, account: Account, segment: Segment, surface=None):
    """Check the key, then plan, charge and begin one segment through the pipeline every
    way in takes (api.pipeline; in the sync pool): (ticket, Whole | Started). A refusal
    is given back or kept as the one table says (api.errors), and raised as its close."""
    key = account.renew()
    speech = replace(speech, tenant=key.tenant, text=segment.text)
    try:
        payer = account.payer_for(segment)
        ticket, found = pipeline.begin(speech, payer, surface or account.surface)
    except Exception as exc:
        raise SocketError.of(exc) from None
    if isinstance(found, flow.Fallback):  # not asked for; cannot happen
        found = flow.Whole(found.clip, hit=True)
    return ticket, found


def meter(item: "Begun", seconds: float | None) -> None:
    """The segment's usage, once its audio is sent (``seconds`` of it) or once it is sure
    never to be (None: a context interrupted, the client gone): one request of the
    pipeline. A segment begun keeps its charge, so it is metered either way (the
    pipeline's rule)."""
    found = item.begun
    hit = isinstance(found, flow.Whole) and found.hit
    pipeline.meter(item.ticket, None, audio_seconds=seconds or 0.0, hit=hit)


def begin_charged(speech, account: Account, segment: Segment, pause: float, complete: float):
    """``begin``, and the segment into the account's ``unmetered`` in the same call (the
    sync pool): a socket that fails while it runs (its task cancelled, this thread going
    on) still meters what it charged."""
    ticket, found = begin(speech, account, segment)
    item = Begun(segment, ticket, found, pause, complete)
    account.charged(item)
    return item


def finished(job) -> Clip:
    try:
        clip = flow.finished_clip(job)
    except flow.JobFailed as exc:
        raise SocketError.of(exc) from None
    if clip is None:
        raise SocketError("timeout", "the segment's audio did not come in time", INTERNAL)
    return clip


def clip_samples(clip: Clip) -> np.ndarray:
    with default_storage.open(clip.audio.name, "rb") as f:
        ints, _ = soundfile.read(f, dtype="int16")
    return ints
