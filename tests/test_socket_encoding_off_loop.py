"""A socket's encoding never holds the web process's event loop (issue 30, M4): while a
long mp3 segment is encoded and sent, a probe on the same loop keeps waking on time,
each of its waits late by far less than the segment's encoding takes whole. (The
encoding runs in the sync pool, a slice per trip: api.elevenlabs.socket.Connection.send_segment.)"""

import asyncio
import time

import numpy as np
import pytest
from asgiref.sync import async_to_sync

from core.aio import run_sync
from tests.socket_support import Peer
from tests.test_socket_first_audio_per_chunk import acme, began_jobs, noise  # noqa: F401

pytestmark = pytest.mark.backend

SECONDS = 30  # of audio in the one chunk: its encoding takes a visible while


def encoding_time(ints: np.ndarray, rate: int) -> float:
    """How long this process takes to encode ``ints`` whole, as the socket would."""
    from api.elevenlabs import vocabulary

    encoder = vocabulary.output_format("mp3_44100_128").encoder(rate)
    started = time.perf_counter()
    encoder.write(ints)
    encoder.finish()
    return time.perf_counter() - started


async def probe(stop: asyncio.Event, lags: list, step: float = 0.005) -> None:
    """How late each of the loop's short waits wakes, until ``stop``."""
    loop = asyncio.get_running_loop()
    while not stop.is_set():
        before = loop.time()
        await asyncio.sleep(step)
        lags.append(loop.time() - before - step)


def test_encoding_a_long_segment_never_holds_the_event_loop(acme, monkeypatch):  # noqa: F811
    from synth import streaming
    from synth.conf import model_folder

    _, raw = acme
    rate = model_folder().config.sample_rate
    chunk = noise(SECONDS, rate)
    whole = encoding_time(chunk, rate)
    begun, bind = began_jobs(monkeypatch)
    peer = Peer(
        [{"text": " "}, {"text": "One long sentence, said slowly. "}, {"text": ""}],
        key=raw,
        query="output_format=mp3_44100_128",
    )
    lags = []

    async def run():
        from api.elevenlabs import socket

        bind(asyncio.get_running_loop())
        app = asyncio.ensure_future(socket.application(peer.scope, peer.receive, peer.send))
        job_id, chunks = await asyncio.wait_for(begun.get(), 20)
        assert chunks == 1
        stop = asyncio.Event()
        probing = asyncio.ensure_future(probe(stop, lags))
        await run_sync(streaming.publish, job_id, 0, chunk)
        await asyncio.wait_for(app, 60)
        stop.set()
        await probing

    async_to_sync(run)()
    assert peer.close == (1000, ""), peer.sent[-1:]
    sent = sum(1 for m in peer.sent if m.get("audio"))
    assert sent > 10  # in slices
    assert max(lags) < whole / 3, (max(lags), whole)
