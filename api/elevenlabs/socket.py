"""ElevenLabs' ``stream-input`` WebSocket: text in pieces as an LLM writes it, audio back
in order as it is made (``/v1/text-to-speech/{voice_id}/stream-input``).

The protocol is ElevenLabs' as its clients speak it (the ``elevenlabs`` Python SDK 2.78.0,
which tests/test_socket_stream_input.py drives; Pipecat's older ElevenLabs service): the
query, the first message with the key or the ``xi-api-key`` header, text pieces,
``flush``, ``{"text": ""}`` to end; back, per segment, base64 ``audio`` with ``alignment``
and ``normalizedAlignment``, then ``{"isFinal": true}`` and a close (1000); an error is one
message in ElevenLabs' words with api.elevenlabs.vocabulary's error body, then a close (1008 the
request's fault, 1011 ours, 1013 a full queue) whose reason starts with our code
(docs/SWITCHING.md, "stream-input").

How text becomes audio: synth.incremental cuts the growing text at sentence and clause
ends (the service's chunking); each segment is one request through the flow (planned,
charged to the quota, begun: the workers and the sentence cache), its audio read as the
worker publishes it (synth.streaming.JobAudio) and sent a chunk at a time, each chunk in
the encoder's slices (mp3 and opus: 0.2 s each; made in the sync pool, never on the event
loop), each message with the alignment of the characters it speaks. The next segment's
job is begun while the current one is read (``LOOKAHEAD`` begun at most), so a worker
never waits for us; a segment not yet begun when the client goes away is never begun.
``chunk_length_schedule`` and ``try_trigger_generation`` are accepted and not needed: a
segment goes as soon as it is complete. ``flush`` synthesizes the rest now. The query is
checked as the REST body is (api.elevenlabs.serializers.ElevenLabsSocketQuerySerializer:
flags, lengths, ``seed``, which is read, as ``language_code`` and
``apply_text_normalization`` are).

Alignment: each segment's start and end in the audio are exact (the pause before it is
the one the service puts between sentences, or after a clause); its characters' times are
estimated inside it (synth.timings). ``alignment`` is over the text as sent,
``normalizedAlignment`` over the normalizer's output of the same segment.

Limits: the socket holds one of its tenant's stream slots (synth.leases, kind
``stream``) for its life (at most ``MAX_SOCKET_SECONDS``). Each message counts against the
socket's message rate (socket_segments.MessageRate, whatever it says) and is checked before
it is read (size, depth, field types: socket_segments.parse_message). Blank text is never
charged. Text is charged to the daily quota as it is accepted and each segment spends that
credit, paying what its plan comes to beyond it (socket_segments.Account); what is never
begun is given back at the end. A segment begun keeps its charge and is metered, its audio
sent or not (a context interrupted, the client gone), as the pipeline does for every way
in. Before each segment begins, the key is looked up again (a revoked key or a
deactivated tenant closes 1008) and the segment counts as a request against the rate. No
more is read while the backlog of segments not yet begun is over its bounds
(socket_segments.Backlog), so a socket holds little text, all of it paid for. An SSML
document (a message that is one) is taken whole: its markup is never cut.

Per connection: the key and the credit (``Account``); per stream of text (a context on
``multi-stream-input``, api.elevenlabs.socket_multi): the segmenter, the backlog and the encoder
(``Stream``).
"""

import asyncio
import json
import logging
import re
from dataclasses import dataclass, field, replace
from urllib.parse import parse_qs

from django.conf import settings
from django.http.request import split_domain_port, validate_host
from rest_framework.exceptions import ValidationError

from api.elevenlabs import socket_segments as segments_
from api.elevenlabs import vocabulary
from api.elevenlabs.serializers import ElevenLabsSocketQuerySerializer
from api.elevenlabs.socket_segments import (
    INTERNAL,
    SURFACE,
    Account,
    Backlog,
    Begun,
    MessageRate,
    SocketError,
)
from api.errors import ApiError
from api.throttles import take_request
from core.aio import run_sync
from lexicon.compiles import charges_of
from lexicon.models import default_preset
from normalize.ssml import is_ssml
from synth import flow, leases
from synth.conf import model_folder
from synth.incremental import Segment, Segmenter
from synth.speech import service_chunking
from tenancy.models import compile_charged_to

log = logging.getLogger(__name__)

PATH = re.compile(r"^/v1/text-to-speech/(?P<voice_id>[^/]+)/stream-input/?$")
LOOKAHEAD = 2  # segments begun and not yet sent, at most
DEFAULT_INACTIVITY = 20.0  # ElevenLabs' default, seconds
MAX_INACTIVITY = 180.0  # ElevenLabs' maximum
OPENING_SECONDS = 10.0  # the most a socket waits for its first message (and its key)
MAX_SOCKET_SECONDS = 30 * 60  # a socket's lease lives this long; the socket no longer


def routes(path: str) -> bool:
    return PATH.match(path) is not None


@dataclass
class Options:
    voice_id: str
    output_format: str | None
    inactivity: float
    language_code: str | None
    headers: dict
    query: dict
    normalization: str | None
    seed: int | None = None


class Connection:
    path = PATH  # where its voice_id is read from
    surface = SURFACE  # the way in its usage is metered as

    def __init__(self, scope, receive, send):
        self.scope, self._receive, self._send = scope, receive, send
        self.closed = False
        self.tenant = None
        self.account = None  # the key, checked again per segment, and the characters paid
        self.lease = None
        self.rate = None  # the model's sample rate
        self.messages = MessageRate(settings.API_SOCKET_MESSAGE_RATE)
        self.owed = segments_.Owed()  # what its client sent and is not spoken yet
        self.last_out = float("-inf")  # loop time its last message left

    # --- the wire ---------------------------------------------------------------------

    async def send_json(self, message: dict) -> None:
        await self.send_text(json.dumps(message))

    async def send_text(self, text: str) -> None:
        if not self.closed:
            try:
                await self._send({"type": "websocket.send", "text": text})
            except OSError:  # the client has gone (uvicorn's ClientDisconnected)
                self.closed = True
            else:
                self.last_out = asyncio.get_running_loop().time()

    async def close(self, code: int = 1000, reason: str = "") -> None:
        if not self.closed:
            self.closed = True
            reason = reason.encode()[:120].decode(errors="ignore")
            try:
                await self._send({"type": "websocket.close", "code": code, "reason": reason})
            except OSError:
                pass

    async def fail(self, exc: SocketError) -> None:
        body = vocabulary.error_body(exc.code, exc.message, exc.field)
        status, message = body["detail"]["status"], body["detail"]["message"]  # cut, escaped
        await self.send_json({"message": message, "error": status, "code": exc.close, **body})
        await self.close(exc.close, f"{exc.code}: {exc.message}")

    async def receive_text(self, timeout: float) -> dict | None:
        """The next message as JSON, counted against the socket's message rate; None when
        the client has gone or the socket is closed (what it still holds is not read).
        SocketError once the socket has been idle for ``timeout`` seconds: nothing heard
        from the client, nothing owed to it and nothing sent to it (a client waiting in
        silence for text it sent is not idle, however slowly it is spoken)."""
        if self.closed:
            return None
        loop = asyncio.get_running_loop()
        wait = timeout
        while True:
            try:
                message = await asyncio.wait_for(self._receive(), wait)
                break
            except TimeoutError:
                quiet = loop.time() - self.last_out
                if self.owed.segments <= 0 and quiet >= timeout:
                    raise SocketError(
                        "input_timeout_exceeded",
                        f"no text received for {timeout:g} s and nothing left to speak "
                        "(inactivity_timeout); the socket is closed",
                    ) from None
                wait = timeout if self.owed.segments > 0 else timeout - quiet
        if message["type"] == "websocket.disconnect":
            self.closed = True
            return None
        self.messages.take()
        return segments_.parse_message(message)

    async def until_gone(self) -> None:
        """Read and ignore what the client still sends (counted against the message rate:
        1008 past it), until it goes away or the socket is closed."""
        while not self.closed:
            message = await self._receive()
            if message["type"] == "websocket.disconnect":
                self.closed = True
                return
            try:
                self.messages.take()
            except SocketError as exc:
                await self.fail(exc)

    # --- the session ------------------------------------------------------------------

    async def run(self) -> None:
        first = await self._receive()
        if first["type"] != "websocket.connect":
            return
        if not allowed_host(self.scope):  # refused as an HTTP request for it is, unaccepted
            await self._send({"type": "websocket.close", "code": 1008})
            return
        await self._send({"type": "websocket.accept"})
        try:
            options = self.options()
            # Before its key is checked, a socket waits a short time only.
            opening = await self.receive_text(min(options.inactivity, OPENING_SECONDS))
            if opening is None:
                return
            await self.authenticate(options, opening)
            await self.session(options, opening)
        except SocketError as exc:
            await self.fail(exc)
        except Exception:
            log.exception("stream-input socket failed")
            await self.fail(SocketError("internal_error", "the service failed", INTERNAL))
        finally:
            await self.end()

    async def end(self) -> None:
        """However the socket ends (close_socket or the input's end, the client gone, an
        error): give back what it held, its stream slot and the characters paid for and
        never begun; meter the segments begun and not metered yet (Account.end: they keep
        their charge); then close if it is not closed yet."""
        try:
            if self.lease is not None:
                await run_sync(leases.release, self.lease)
        finally:
            try:
                if self.account is not None:
                    await run_sync(self.account.end)
            finally:
                if not self.closed:
                    await self.close(1000)

    def options(self) -> Options:
        try:  # as the REST routes check it (a NUL reached the database: pass 43, L-1)
            voice_id = vocabulary.check_voice_id(self.path.match(self.scope["path"])["voice_id"])
        except ApiError as exc:
            raise SocketError.of(exc) from None
        query = {
            k: v[-1] for k, v in parse_qs(self.scope.get("query_string", b"").decode()).items()
        }
        headers = {k.decode("latin1").lower(): v.decode("latin1") for k, v in self.scope["headers"]}
        try:
            inactivity = float(query.get("inactivity_timeout", DEFAULT_INACTIVITY))
        except ValueError:
            inactivity = -1
        if not 1 <= inactivity <= MAX_INACTIVITY:  # 0.001 was taken (pass 43, L-2)
            raise SocketError(
                "invalid_parameter", f"inactivity_timeout must be 1 to {MAX_INACTIVITY:g} s"
            )
        checked = ElevenLabsSocketQuerySerializer(data=query)
        try:
            checked.is_valid(raise_exception=True)
        except ValidationError as exc:
            raise SocketError.of(exc) from None
        read = checked.validated_data
        return Options(
            voice_id,
            query.get("output_format") or None,
            inactivity,
            read.get("language_code") or None,
            headers,
            query,
            read.get("apply_text_normalization"),
            read.get("seed"),
        )

    async def authenticate(self, options: Options, opening: dict) -> None:
        try:
            raw = vocabulary.raw_key(options.headers, options.query, opening)
        except ValueError as exc:
            raise SocketError("unauthenticated", str(exc)) from None
        if not raw:
            raise SocketError("unauthenticated", "send your API key: the xi-api-key header")
        key = await run_sync(vocabulary.key_for, raw)
        if key is None:
            raise SocketError("unauthenticated", "invalid or revoked API key")
        self.tenant = key.tenant
        self.account = Account(raw, key, self.surface)
        # A compile of the tenant's lexicon a segment causes (planned in the pool, with this
        # connection's context) is charged to it and waited for briefly, as an HTTP
        # request's: 8 sockets after a lexicon write held every pool thread for 8-10 s (the
        # thirty-eighth hostile pass, H-1).
        compile_charged_to.set(charges_of(self.tenant))
        try:
            await run_sync(take_request, self.tenant)
        except ApiError as exc:
            raise SocketError.of(exc) from None

    async def session(self, options: Options, opening: dict) -> None:
        fmt = self.output_format(options)
        speech, lang = await self.speech(options, opening.get("voice_settings"))
        await self.take_slot()
        stream = Stream(fmt.encoder(self.rate))
        segmenter = Segmenter(lang, service_chunking().first_chars)
        segments = new_backlog(self.owed)
        begun: asyncio.Queue = asyncio.Queue()
        slots = asyncio.Semaphore(LOOKAHEAD)
        reader = asyncio.ensure_future(self.read(options, opening, segmenter, segments))
        starter = asyncio.ensure_future(self.start(speech, segments, begun, slots))
        sender = asyncio.ensure_future(self.speak(begun, slots, stream))
        tasks = [reader, starter, sender]
        try:
            await asyncio.wait_for(_until_done(reader, sender, tasks), MAX_SOCKET_SECONDS)
        except TimeoutError:
            raise SocketError("socket_too_old", "the socket has been open for too long") from None
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

    def output_format(self, options: Options):
        """The socket's ``output_format`` (SocketError for one we do not make); sets the
        model's sample rate."""
        try:
            fmt = vocabulary.output_format(options.output_format)
        except ApiError as exc:
            raise SocketError.of(exc) from None
        self.rate = model_folder().config.sample_rate
        return fmt

    async def speech(self, options: Options, voice_settings) -> tuple:
        """The request each segment of a stream of text becomes (its text left empty) and
        the language its text is cut for; SocketError for a bad voice or setting."""
        try:
            params = await run_sync(
                vocabulary.speech_params,
                self.tenant,
                options.voice_id,
                voice_settings=voice_settings,
                language_code=options.language_code,
                seed=options.seed,
                apply_text_normalization=options.normalization,
            )
        except ApiError as exc:
            raise SocketError.of(exc) from None
        speech = flow.SpeechRequest(tenant=self.tenant, text="", stream=True, **params)
        lang = params.get("lang") or (await run_sync(_preset_lang, self.tenant, speech.preset))
        return speech, lang

    async def take_slot(self) -> None:
        """One of the tenant's stream slots for the socket's life."""
        try:
            self.lease = await run_sync(
                leases.take,
                self.tenant.pk,
                leases.STREAM,
                seconds=MAX_SOCKET_SECONDS + flow.LEASE_MARGIN_SECONDS,
            )
        except leases.TooManyConcurrent as exc:
            raise SocketError("too_many_concurrent", str(exc)) from None

    async def read(self, options, opening, segmenter: Segmenter, segments: Backlog):
        """The client's messages into segments, until ``{"text": ""}`` or it goes away.
        Each text is charged as it is accepted; no more is read while the backlog is full."""
        message = opening
        while True:
            if message is None:  # gone: stop everything not yet begun
                return GONE
            text = message.get("text", "")
            flush = message.get("flush") is True
            if text == "" and "text" in message and not flush:  # the end of input
                for segment in segmenter.flush():
                    segments.put(segment)
                segments.put(END)
                # Nothing more is read, but a client that goes away now is still noticed.
                await self.until_gone()
                return GONE
            try:
                if message is not opening or text.strip():  # the opening " " is the protocol's
                    await self.accept(text, segmenter, segments)
                if flush:
                    for segment in segmenter.flush():
                        segments.put(segment)
                await segments.room()
                message = await self.receive_text(options.inactivity)
            except SocketError as exc:
                segments.put(exc)
                return None

    async def accept(self, text: str, segmenter: Segmenter, segments: Backlog) -> None:
        """One message's text, paid for, into the segmenter (an SSML document whole: its
        markup is never cut) and its completed segments into the backlog."""
        # What it says (blank lines around it say nothing), as a REST text counts.
        length = len(text) if is_ssml(text) else len(text.strip())
        if length > settings.API_MAX_TEXT_CHARS:
            raise SocketError(
                "text_too_long",
                f"a message of {length:,} characters; at most {settings.API_MAX_TEXT_CHARS:,} each",
            )
        if length:  # blank text says nothing and is never charged (nor prepaid)
            await run_sync(self.account.prepay, len(text))
        for segment in segmenter.document(text) if is_ssml(text) else segmenter.feed(text):
            segments.put(segment)
        if segmenter.pending() > settings.API_MAX_TEXT_CHARS:
            raise SocketError(
                "text_too_long",
                f"more than {settings.API_MAX_TEXT_CHARS:,} characters without a "
                "sentence end or anything to say; send punctuation or flush",
            )

    async def start(self, speech, segments: Backlog, begun: asyncio.Queue, slots, stream=None):
        """Each segment through the flow, in order, at most LOOKAHEAD ahead of the sender;
        none once ``stream`` is stopped (a context interrupted)."""
        loop = asyncio.get_running_loop()
        pause = 0.0
        while True:
            item = await segments.get()
            if not isinstance(item, Segment):
                begun.put_nowait(item)
                return
            complete = loop.time()
            await slots.acquire()
            if stream is not None and stream.stopped.is_set():
                slots.release()
                self.owed.done()
                await run_sync(self.account.forget, len(item.raw))
                continue
            # The rest of a sentence cut for its first audio is not cut again.
            asked = replace(speech, first_chars=0) if item.continues else speech
            try:  # charged and in the account's unmetered in one call: see Account
                started = await run_sync(
                    segments_.begin_charged, asked, self.account, item, pause, complete
                )
            except SocketError as exc:
                begun.put_nowait(exc)
                return
            started.started = loop.time()
            begun.put_nowait(started)
            plan = started.plan
            pause = plan.request.silence * (
                1.0 if item.ends_sentence else plan.chunking.clause_pause
            )

    async def speak(self, begun: asyncio.Queue, slots, stream: "Stream") -> None:
        """The segments' audio to the client, in order; then isFinal (and, on stream-input,
        the close). Once ``stream`` is stopped, what is not sent yet is not sent."""
        while True:
            item = await begun.get()
            if item is END:
                tail = await run_sync(stream.encoder.finish)
                if tail and not stream.stopped.is_set():
                    await self.send_json(segments_.audio_message(tail, None, None) | stream.tag)
                await self.send_json(
                    {"audio": None, "isFinal": True, "alignment": None, "normalizedAlignment": None}
                    | stream.tag
                )
                if stream.closes_socket:
                    await self.close(1000)
                return
            if isinstance(item, SocketError):
                raise item
            # The slot goes back once the audio is out: the next segment (begun already, at
            # the worker) is not slowed by planning the one after it meanwhile.
            try:
                if stream.stopped.is_set():  # interrupted: never sent
                    await self.meter(item, None)
                    continue
                sent = await self.send_segment(item, stream)
                if sent is None:  # interrupted: the rest never sent
                    await self.meter(item, None)
                    continue
                seconds, audio_at = sent
                await self.meter(item, seconds)
            finally:
                slots.release()
                self.owed.done()
            if self.closed:  # the client has gone: nothing more is begun for it
                return
            job = getattr(item.begun, "job", None)
            log.info(
                "stream-input segment of %d chars: begun %.1f ms after its last piece came, "
                "its audio %.1f ms after that (%s), sent %.1f ms later%s",
                len(item.segment.text),
                (item.started - item.complete) * 1000,
                (audio_at[0] - item.started) * 1000,
                "hit" if isinstance(item.begun, flow.Whole) else "job",
                (audio_at[1] - audio_at[0]) * 1000,
                f" (job {job.pk})" if job is not None else "",
            )

    async def meter(self, item: Begun, seconds: float | None) -> None:
        """The segment's usage: the seconds of its audio sent, or None when none will be
        (once: a metering cancelled before it ran is the end's)."""
        await run_sync(self.account.settle, item, seconds)

    async def send_segment(self, item: Begun, stream: "Stream"):
        """The segment's audio as it comes, a chunk at a time, each in the encoder's slices:
        each message is made (encoding, base64, JSON) in the sync pool, never on the event
        loop, and sent before the next is made. (seconds of its audio sent, the pause
        before it not counted, (loop time its first audio came, loop time its first
        message left)); None once ``stream`` is stopped (a barge-in: the rest is never
        sent)."""
        loop = asyncio.get_running_loop()
        rate, first = self.rate, None
        seconds = -round(item.pause * rate) / rate  # the pause before it is the socket's
        parts = segments_.parts(item, rate)
        try:
            while True:
                part = await _unless_stopped(anext(parts, None), stream)
                if stream.stopped.is_set():
                    return None
                if part is None:
                    return seconds, first or (loop.time(), loop.time())
                came = loop.time()
                for span in segments_.part_slices(part, stream.encoder, rate):
                    message = await run_sync(
                        segments_.slice_message, part, span, stream.encoder, rate, stream.tag
                    )
                    if stream.stopped.is_set():
                        return None
                    await self.send_text(message)
                    first = first or (came, loop.time())
                seconds += (part.lead + len(part.ints)) / rate
        finally:
            await parts.aclose()


@dataclass
class Stream:
    """Where one stream of text's audio goes: the socket's, or a context's on
    ``multi-stream-input`` (socket_multi). ``tag`` goes into each of its messages (the
    context's id); ``stopped`` is set when its audio is no longer wanted (a barge-in)."""

    encoder: object
    tag: dict = field(default_factory=dict)
    closes_socket: bool = True  # stream-input's one stream closes the socket when it ends
    stopped: asyncio.Event = field(default_factory=asyncio.Event)


async def _unless_stopped(samples, stream: Stream):
    """``await samples``, or None (and the wait cancelled) if ``stream`` is stopped first."""
    if stream.closes_socket:  # stream-input: one stream, never stopped
        return await samples
    task = asyncio.ensure_future(samples)
    stop = asyncio.ensure_future(stream.stopped.wait())
    stopped = False
    try:
        await asyncio.wait({task, stop}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        stop.cancel()
        if not task.done():
            stopped = True  # how its wait then ends matters no more
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)
    return None if stopped else task.result()


def new_backlog(owed: segments_.Owed) -> Backlog:
    return Backlog(
        settings.API_SOCKET_MAX_PENDING_CHARS, settings.API_SOCKET_MAX_PENDING_SEGMENTS, owed
    )


GONE, END = object(), object()


async def _until_done(reader, sender, tasks):
    """Until the sender is done, or the client has gone (the reader says GONE: what is not
    begun is never begun); the first task that raises raises here."""
    pending = set(tasks)
    while sender in pending:
        done, pending = await asyncio.wait(pending, return_when=asyncio.FIRST_COMPLETED)
        for task in done:
            if task.exception() is not None:
                raise task.exception()
        if reader in done and reader.result() is GONE:
            return


def _preset_lang(tenant, preset_name) -> str:
    """The language the segments are cut for when the socket names none (only Korean's
    bound differs)."""
    preset = flow.preset_named(tenant, preset_name) if preset_name else None
    preset = preset or default_preset(tenant.pk)
    return (preset.language if preset is not None else None) or "en"


def allowed_host(scope) -> bool:
    """Whether the handshake's Host is one of ``ALLOWED_HOSTS``, as Django asks of every HTTP
    request (``HttpRequest.get_host``): a socket named another host was accepted, served
    and charged (the twenty-first pass, L-2). Refused before it is accepted (the client
    sees 403), with a warning as Django logs its own refusals."""
    hosts = [value for name, value in scope.get("headers") or () if name.lower() == b"host"]
    if len(hosts) > 1:  # Django joins them ("a,b") and refuses; the last alone passed (L-A)
        log.warning("WebSocket refused: %d Host headers", len(hosts))
        return False
    server = scope.get("server")
    default = server[0] if server else "unknown"  # as Django's SERVER_NAME without a Host
    host = (hosts[0] if hosts else default.encode()).decode("latin1")
    allowed = settings.ALLOWED_HOSTS
    if settings.DEBUG and not allowed:
        allowed = [".localhost", "127.0.0.1", "[::1]"]  # as Django's own default then
    domain, _port = split_domain_port(host)
    if domain and validate_host(domain, allowed):
        return True
    log.warning("WebSocket refused: Host %r is not in ALLOWED_HOSTS", host[:200])
    return False


async def application(scope, receive, send) -> None:
    """The ASGI application for a ``websocket`` scope on :data:`PATH`."""
    await Connection(scope, receive, send).run()
