"""A socket's ``inactivity_timeout`` ends an idle socket, never one still speaking what its
client sent (issue 30, the twenty-first pass's L-5: a multi-stream-input socket on the
default 20 s closed after 6 of 14 sentences it had been sent and charged, while the
client waited in silence for the rest). Idle is: nothing heard from the client, nothing
owed to it (a segment taken and not yet spoken or dropped) and nothing sent to it, for
the timeout; the clock starts again at the last message out."""

import asyncio

import pytest

from api.elevenlabs.socket import Connection, SocketError, new_backlog
from synth.incremental import Segment

TIMEOUT = 0.3


def silent_client():
    """A Connection whose client sends nothing and reads all (ASGI receive never returns)."""
    sent = []

    async def receive():
        await asyncio.Event().wait()

    async def send(message):
        sent.append(message)

    conn = Connection({"type": "websocket"}, receive, send)
    conn.messages.take = lambda: None
    return conn, sent


def test_an_idle_socket_closes_at_its_timeout():
    async def scenario():
        conn, _ = silent_client()
        loop = asyncio.get_running_loop()
        began = loop.time()
        with pytest.raises(SocketError) as raised:
            await conn.receive_text(TIMEOUT)
        return raised.value, loop.time() - began

    error, waited = asyncio.run(scenario())
    assert error.code == "input_timeout_exceeded"
    assert TIMEOUT <= waited < TIMEOUT + 0.2


def test_a_socket_that_owes_audio_is_not_idle_until_it_has_spoken_and_the_timeout_passed():
    async def scenario():
        conn, _ = silent_client()
        loop = asyncio.get_running_loop()
        backlog = new_backlog(conn.owed)
        backlog.put(Segment(raw="One. ", text="One.", ends_sentence=True))
        backlog.put(Segment(raw="Two. ", text="Two.", ends_sentence=True))
        began = loop.time()
        waiting = asyncio.ensure_future(conn.receive_text(TIMEOUT))

        async def speaker():  # slower than the timeout, as a loaded CPU speaks
            for _ in range(2):
                await backlog.get()
                await asyncio.sleep(TIMEOUT * 2)
                await conn.send_text('{"audio": "..."}')
                conn.owed.done()

        await asyncio.gather(speaker(), return_exceptions=True)
        spoken = loop.time()
        assert not waiting.done(), "closed while it still owed audio"
        with pytest.raises(SocketError) as raised:
            await waiting
        return raised.value, spoken - began, loop.time() - spoken

    error, speaking, after = asyncio.run(scenario())
    assert error.code == "input_timeout_exceeded"
    assert speaking >= TIMEOUT * 4  # the client was silent four timeouts long
    assert TIMEOUT - 0.05 <= after < TIMEOUT + 0.2  # then idle one timeout: closed


def test_a_barge_in_drops_what_is_owed():
    conn, _ = silent_client()
    backlog = new_backlog(conn.owed)
    for word in ("One.", "Two.", "Three."):
        backlog.put(Segment(raw=f"{word} ", text=word, ends_sentence=True))
    assert conn.owed.segments == 3
    backlog.cut()
    assert conn.owed.segments == 0
