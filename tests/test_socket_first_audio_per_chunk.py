"""stream-input's first audio never waits for the rest of its segment (issue 32, item 2):
a segment of two chunks, in mp3, sends its first chunk's audio (mp3 frames, with that
chunk's characters) while the worker has not yet made the second; the rest follows when
it comes. The test plays the worker: it publishes each chunk of the real job the socket
began, as synth.worker would (synth.streaming.publish)."""

import asyncio
import base64
import io

import numpy as np
import pytest
import soundfile
from asgiref.sync import async_to_sync

from core.aio import run_sync
from tests.socket_support import Peer

# The key lookup and the counters differ by backend.
pytestmark = pytest.mark.backend

# One SSML document is one segment (its markup is never cut); two sentences, two chunks.
DOCUMENT = "<speak>The first part is here. <break time='300ms'/>And the second one.</speak>"


@pytest.fixture
def acme(make_tenant, job_settings):
    from tenancy.models import ApiKey

    tenant = make_tenant("acme")
    return tenant, ApiKey.issue(tenant)[1]


def noise(seconds: float, rate: int) -> np.ndarray:
    return (np.random.default_rng(1).standard_normal(int(seconds * rate)) * 3000).astype(np.int16)


def began_jobs(monkeypatch) -> asyncio.Queue:
    """Each segment's job as the socket begins it (its id and its number of chunks)."""
    from api.elevenlabs import socket_segments
    from synth import flow

    loop, begun = None, asyncio.Queue()
    begin = socket_segments.begin

    def recorded(speech, account, segment):
        ticket, found = begin(speech, account, segment)
        if isinstance(found, flow.Started):
            chunks = len(ticket.plan.request.pauses)
            loop.call_soon_threadsafe(begun.put_nowait, (found.job.pk, chunks))
        return ticket, found

    monkeypatch.setattr(socket_segments, "begin", recorded)

    def bind(running):
        nonlocal loop
        loop = running

    return begun, bind


def test_an_mp3_segment_sends_its_first_chunk_before_its_last_is_made(acme, monkeypatch):
    from synth import streaming
    from synth.conf import model_folder

    _, raw = acme
    rate = model_folder().config.sample_rate
    begun, bind = began_jobs(monkeypatch)
    peer = Peer(
        [{"text": " "}, {"text": DOCUMENT}, {"text": ""}],
        key=raw,
        query="output_format=mp3_44100_128",
    )
    first = noise(1.0, rate)

    async def run():
        from api.elevenlabs import socket

        bind(asyncio.get_running_loop())
        app = asyncio.ensure_future(socket.application(peer.scope, peer.receive, peer.send))
        job_id, chunks = await asyncio.wait_for(begun.get(), 20)
        assert chunks == 2
        await run_sync(streaming.publish, job_id, 0, first)
        # The second chunk is not made yet: the first's audio must come anyway.
        await asyncio.wait_for(peer.until_spoken(1), 20)
        early = list(peer.sent)
        await run_sync(streaming.publish, job_id, 1, noise(0.5, rate))
        await asyncio.wait_for(app, 20)
        return early

    early = async_to_sync(run)()
    assert peer.close == (1000, ""), peer.sent[-1:]
    audio = [base64.b64decode(m["audio"]) for m in early if m.get("audio")]
    assert audio and all(a[:2] in (b"\xff\xfb", b"\xff\xfa") for a in audio)  # mp3 frames
    said = "".join(c for m in early for c in (m.get("alignment") or {}).get("chars", []))
    assert said and "second" not in said, said
    # Everything, once the second chunk came: both chunks' characters, one mp3 stream
    # about as long as the pause before it, both chunks and the pause between them.
    everything = "".join(c for m in peer.sent for c in (m.get("alignment") or {}).get("chars", []))
    assert "first part" in everything and "second one" in everything
    data = b"".join(base64.b64decode(m["audio"]) for m in peer.sent if m.get("audio"))
    decoded, decoded_rate = soundfile.read(io.BytesIO(data), dtype="int16")
    assert decoded_rate == 44100 and 1.5 * 44100 <= len(decoded) <= 2.2 * 44100
