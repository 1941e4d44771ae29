"""ElevenLabs' ``multi-stream-input`` WebSocket: several streams of text (contexts) on one
socket, as voice agents use it (``/v1/text-to-speech/{voice_id}/multi-stream-input``).

The protocol is ElevenLabs' as its clients speak it (read from their source: Pipecat 1.14's
``ElevenLabsTTSService``, replayed by tests/test_socket_multi_frameworks.py, and LiveKit
agents 1.8.9's ElevenLabs plugin ``stream()``, which it drives unmodified; the ``elevenlabs``
SDK's ``WebsocketTtsClientMessageMulti``). Each message names its context (``context_id``; none:
a default context). A context opens with its first message (``{"text": " ",
"voice_settings": ..., "generation_config": ...}``: its settings, its own preset or voice);
text then comes in pieces; ``flush`` speaks its buffered rest now; ``{"text": ""}`` only
keeps it (and the socket) alive. Back, each segment's audio with its alignment and
``contextId``; when a context closes, ``{"isFinal": true, "contextId": ...}``.

Closing a context (``close_context``): after a bare flush (``{"flush": true}`` or
``{"text": "", "flush": true}``, nothing since: how both frameworks end a reply), what was
flushed is spoken to the end, then isFinal. Otherwise it is an interruption (an agent's
barge-in: text came since its last flush): its buffered text and its segments not yet begun
are dropped (never charged), its audio not yet sent is never sent, and isFinal comes at
once. ElevenLabs finishes any text sent with a flush; an agent that ends a reply as the two
frameworks do sees no difference, and an interrupted reply stops costing the workers.
A closed context leaves the open ones at once: its id may name a new context while it
finishes, and a keep-alive for it is ignored.

``close_socket`` flushes every context, speaks them to the end, then closes (1000).
At most ``MAX_CONTEXTS`` contexts are open at once (ElevenLabs' limit of 5): one more closes
the socket (1008 ``max_active_conversations``, as ElevenLabs does). A context closed after a
flush counts until its reply is spoken (it still makes audio); an interrupted one no longer
counts (nothing more of it is begun or sent), so an agent whose user keeps barging in is
never refused while it holds one context open. What an interrupted context still winds
down (its segment being begun, at most ``LOOKAHEAD`` begun to meter, its isFinal) is
bounded apart: while ``MAX_CONTEXTS`` of them wind down, no new context is opened (the
reader waits for one, as it waits for a full backlog).

Everything else is stream-input's (socket.py, whose Connection this extends): the key (the
header, or the socket's first message), the tenant's one stream slot for the socket, the
account (text charged as accepted, each segment against the quota and the rate, the key
looked up again before each segment begins, what is never begun given back at the end),
the message checks, the inactivity timeout, errors and close codes. Opening a context
counts as a request against the rate (and looks the key up again). Per context: its
segmenter, its backlog (no more is read while it is over its bounds), its encoder, at most
``LOOKAHEAD`` segments begun ahead of its audio. Contexts are synthesized side by side,
each in order.

Query parameters: ``output_format``, ``inactivity_timeout``, ``language_code`` and
``apply_text_normalization`` as on stream-input; ``sync_alignment`` is always on (every
audio message carries its alignment); ``enable_ssml_parsing``: an SSML document is always
taken whole; ``model_id``, ``auto_mode``, ``enable_logging`` and ``generation_config``'s
``chunk_length_schedule`` are accepted and change nothing: a segment goes as soon as it is a
complete sentence or clause, which is what ``auto_mode`` asks for.
"""

import asyncio
import re

from api.elevenlabs.socket import (
    END,
    GONE,
    LOOKAHEAD,
    MAX_SOCKET_SECONDS,
    Connection,
    Options,
    Stream,
    new_backlog,
)
from api.elevenlabs.socket_segments import SocketError
from core.aio import run_sync
from synth.incremental import Segmenter
from synth.speech import service_chunking

PATH = re.compile(r"^/v1/text-to-speech/(?P<voice_id>[^/]+)/multi-stream-input/?$")
MAX_CONTEXTS = 5  # open at once on one socket: ElevenLabs' limit
MAX_CONTEXT_ID = 128  # characters: an id is echoed in every message of its context


class Context:
    """One stream of text on the socket: its segmenter, backlog, encoder and the tasks that
    begin its segments and send their audio."""

    def __init__(self, conn: "MultiConnection", context_id, speech, lang: str):
        self.id = context_id
        self.segmenter = Segmenter(lang, service_chunking().first_chars)
        self.backlog = new_backlog(conn.owed)
        tag = {"contextId": context_id} if context_id is not None else {}
        self.stream = Stream(conn.fmt.encoder(conn.rate), tag, closes_socket=False)
        self.fresh = True  # its opening " " is the protocol's, not text
        # No text since a bare flush (or none yet): a close finishes it, not a barge-in.
        self.ending = True
        begun: asyncio.Queue = asyncio.Queue()
        slots = asyncio.Semaphore(LOOKAHEAD)
        self.starter = asyncio.ensure_future(
            conn.start(speech, self.backlog, begun, slots, self.stream)
        )
        self.sender = asyncio.ensure_future(conn.speak(begun, slots, self.stream))

    @property
    def tasks(self) -> list:
        return [self.starter, self.sender]

    def flush(self) -> None:
        for segment in self.segmenter.flush():
            self.backlog.put(segment)

    def finish(self) -> None:
        """No more text: what is buffered is spoken, then isFinal."""
        self.flush()
        self.backlog.put(END)

    def interrupt(self) -> int:
        """Barge-in: nothing more is begun or sent; isFinal comes at once. The characters
        dropped (accepted, never to be spoken)."""
        self.stream.stopped.set()
        dropped = self.backlog.cut() + len(self.segmenter)
        self.backlog.put(END)
        return dropped


class MultiConnection(Connection):
    path = PATH
    surface = "multi-stream-input"  # metering.models.SURFACES (the twenty-first pass, L-6)

    async def session(self, options: Options, opening: dict) -> None:
        self.fmt = self.output_format(options)
        await self.take_slot()
        self.opts = options
        self.contexts: dict = {}  # open, by id
        self.closing: list[Context] = []  # closed, their audio or isFinal still to send
        self.failed: asyncio.Queue = asyncio.Queue()  # a context's task that raised
        reader = asyncio.ensure_future(self.read_contexts(options, opening))
        try:
            await asyncio.wait_for(self.until_done(reader), MAX_SOCKET_SECONDS)
        except TimeoutError:
            raise SocketError("socket_too_old", "the socket has been open for too long") from None
        finally:
            tasks = [reader] + [t for c in self.every_context for t in c.tasks]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

    async def until_done(self, reader) -> None:
        """Until the reader is done (the client gone, or close_socket spoken); the first
        context that raises raises here."""
        failed = asyncio.ensure_future(self.failed.get())
        try:
            await asyncio.wait({reader, failed}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            failed.cancel()
        if failed.done() and not failed.cancelled():
            raise failed.result()
        reader.result()

    def watch(self, context: Context) -> None:
        def done(task):
            if not task.cancelled() and task.exception() is not None:
                self.failed.put_nowait(task.exception())

        for task in context.tasks:
            task.add_done_callback(done)

    async def read_contexts(self, options: Options, opening: dict):
        """The client's messages into their contexts' segments, until it goes away or
        ``close_socket`` is spoken."""
        message = opening
        while message is not None:
            if message.get("close_socket") is True:
                return await self.close_socket()
            context_id = message.get("context_id", message.get("contextId"))
            context = self.contexts.get(context_id)
            if message.get("close_context") is True:
                if context is not None:
                    await self.close_context(context)
            elif context is not None or _speaks(message):
                context = context or await self.open_context(context_id, message)
                await self.take(context, message)
                await context.backlog.room()
            message = await self.receive_text(options.inactivity)
        return GONE

    async def open_context(self, context_id, message: dict) -> Context:
        if context_id is not None and len(context_id) > MAX_CONTEXT_ID:
            raise SocketError(
                "invalid_message", f"context_id is at most {MAX_CONTEXT_ID} characters"
            )
        await self.wound_down()
        finishing = [c for c in self.closing if not c.stream.stopped.is_set()]
        if len(self.contexts) + len(finishing) >= MAX_CONTEXTS:
            raise SocketError(
                "max_active_conversations",
                f"at most {MAX_CONTEXTS} contexts are open at once on a socket; "
                "close one (close_context) before opening another",
            )
        # A context is a request: its key looked up again, counted against the rate.
        await run_sync(self.account.renew)
        speech, lang = await self.speech(self.opts, message.get("voice_settings"))
        context = Context(self, context_id, speech, lang)
        self.contexts[context_id] = context
        self.watch(context)
        return context

    async def wound_down(self) -> None:
        """Forget the closed contexts that are done; while ``MAX_CONTEXTS`` interrupted ones
        still wind down (a segment being begun, or metered, isFinal), wait for one."""
        while True:
            self.closing = [c for c in self.closing if not c.sender.done()]
            interrupted = [c.sender for c in self.closing if c.stream.stopped.is_set()]
            if len(interrupted) < MAX_CONTEXTS:
                return
            await asyncio.wait(interrupted, return_when=asyncio.FIRST_COMPLETED)

    @property
    def every_context(self) -> list[Context]:
        return [*self.contexts.values(), *self.closing]

    async def take(self, context: Context, message: dict) -> None:
        """A message's text (charged, as on stream-input) and flush, for its context."""
        text = message.get("text") or ""
        flush = message.get("flush") is True
        opening, context.fresh = context.fresh, False
        if text.strip() or not opening:
            await self.accept(text, context.segmenter, context.backlog)
        if flush:
            context.flush()
        if text.strip() or flush:
            context.ending = flush and not text.strip()

    async def close_context(self, context: Context) -> None:
        """No more text for it; its id is free for a new context at once (ElevenLabs:
        the same id then names a context not linked to this one)."""
        del self.contexts[context.id]
        self.closing.append(context)
        if context.ending:
            context.finish()
        else:  # the account's lock may be held by a charge: not on the event loop
            await run_sync(self.account.forget, context.interrupt())

    async def close_socket(self):
        """Every context flushed and spoken to the end, then the close; a client that goes
        away meanwhile ends it (GONE: nothing more is begun)."""
        for context in self.contexts.values():
            context.finish()
        # Each sender's end is read here, whatever it is: a gather cancelled while a sender
        # was failing held that failure unread ("exception was never retrieved", the
        # forty-second hostile pass, L-2); the senders are cancelled with the session.
        senders = [c.sender for c in self.every_context]
        spoken = asyncio.ensure_future(asyncio.gather(*senders, return_exceptions=True))
        gone = asyncio.ensure_future(self.until_gone())
        try:
            await asyncio.wait({spoken, gone}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            gone.cancel()
        if not spoken.done():  # the client has gone: its senders end with the session
            return GONE
        failed = [e for e in spoken.result() if isinstance(e, Exception)]
        if failed:
            raise failed[0]  # a context that failed fails the socket
        await self.close(1000)
        return GONE


def _speaks(message: dict) -> bool:
    """Whether a message for a context not open yet opens it: anything but a keep-alive
    (``{"text": ""}``) or a close."""
    return not (message.get("text") == "" and message.get("flush") is not True) and (
        "text" in message or message.get("flush") is True
    )


def routes(path: str) -> bool:
    return PATH.match(path) is not None


async def application(scope, receive, send) -> None:
    """The ASGI application for a ``websocket`` scope on :data:`PATH`."""
    await MultiConnection(scope, receive, send).run()
