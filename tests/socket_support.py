"""The stream-input socket (api.elevenlabs.socket) in this process: a scripted ASGI peer, with the
flow planned and charged for real and the audio stood in (no workers), so a test sees
what the socket reads, holds, charges and closes with, message by message."""

import asyncio
import json

import numpy as np
from asgiref.sync import async_to_sync

RACHEL = "21m00Tcm4TlvDq8ikWAM"
PATH = f"/v1/text-to-speech/{RACHEL}/stream-input"
MULTI_PATH = f"/v1/text-to-speech/{RACHEL}/multi-stream-input"
OPENING = {"text": " ", "voice_settings": None, "generation_config": {}}


class Peer:
    """A client of the socket: sends ``script`` (dicts as JSON, str and bytes as they are,
    None to go away), then waits for the socket to close. ``gate``, when set, is awaited
    before each message after the first ``free`` ones."""

    def __init__(
        self, script, *, key=None, query="output_format=pcm_24000", gate=None, free=0, path=PATH
    ):
        headers = [(b"host", b"testserver")]  # a client's Host; ALLOWED_HOSTS has it in tests
        headers += [(b"xi-api-key", key.encode())] if key else []
        self.scope = {
            "type": "websocket",
            "path": path,
            "query_string": query.encode(),
            "headers": headers,
        }
        self.script = list(script)
        self.gate, self.free = gate, free
        self.read = 0  # messages the socket has taken
        self.sent = []  # what the socket sent, as JSON
        self.close = None  # (code, reason)
        self._closed = None
        self._got = None  # set at each message the socket sends

    async def receive(self):
        if self._closed is None:
            self._closed, self._got = asyncio.Event(), asyncio.Event()
            return {"type": "websocket.connect"}
        if not self.script:
            await self._closed.wait()
            return {"type": "websocket.disconnect", "code": 1000}
        if self.gate is not None and self.read >= self.free:
            await self.gate()
        item = self.script.pop(0)
        self.read += 1
        self._got.set()
        if item is None:
            return {"type": "websocket.disconnect", "code": 1001}
        if isinstance(item, bytes):
            return {"type": "websocket.receive", "bytes": item}
        return {
            "type": "websocket.receive",
            "text": item if isinstance(item, str) else json.dumps(item),
        }

    async def send(self, message):
        if message["type"] == "websocket.send":
            self.sent.append(json.loads(message["text"]))
        elif message["type"] == "websocket.close":
            self.close = (message.get("code", 1000), message.get("reason", ""))
            self._closed.set()
        self._got.set()

    async def until_read(self, count: int) -> None:
        """Until the socket has taken ``count`` messages."""
        while self.read < count:
            self._got.clear()
            await self._got.wait()

    async def until_spoken(self, count: int) -> None:
        """Until ``count`` audio messages have come (or the socket has closed)."""
        while len(self.audio) < count and self.close is None:
            self._got.clear()
            await self._got.wait()

    @property
    def audio(self) -> list[str]:
        """The texts spoken, one per audio message."""
        return ["".join(m["alignment"]["chars"]).strip() for m in self.sent if m.get("alignment")]

    def spoken(self, context_id) -> list[str]:
        """The texts spoken in one context of a multi-stream-input socket."""
        return [
            "".join(m["alignment"]["chars"]).strip()
            for m in self.sent
            if m.get("alignment") and m.get("contextId") == context_id
        ]

    def finals(self) -> list:
        """The contexts whose isFinal came, in order."""
        return [m.get("contextId") for m in self.sent if m.get("isFinal")]


def talk(peer: Peer, timeout: float = 20) -> Peer:
    """Run the socket with ``peer`` to its close (in the test's thread and transaction)."""
    from api.elevenlabs import socket, socket_multi

    application = socket_multi.application if "multi-" in peer.scope["path"] else socket.application

    async def run():
        await asyncio.wait_for(application(peer.scope, peer.receive, peer.send), timeout)

    async_to_sync(run)()
    return peer


def stand_in_audio(monkeypatch, spoken: list | None = None, wait=None):
    """Segments begin without a job and sound as a little silence; ``spoken`` gets each
    segment's text as its audio is read; ``wait``, when given, is awaited first."""
    from api.elevenlabs import socket_segments
    from synth import flow

    monkeypatch.setattr(flow, "begin", lambda speech, plan: flow.Whole(None, hit=True))

    async def parts(item, rate):
        if wait is not None:
            await wait()
        if spoken is not None:
            spoken.append(item.segment.text)
        yield socket_segments.Part(0, np.zeros(rate // 10, np.int16), item.segment.raw, "")

    monkeypatch.setattr(socket_segments, "parts", parts)
