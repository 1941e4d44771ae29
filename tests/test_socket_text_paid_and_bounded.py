"""A stream-input socket holds no text its client has not paid for, and not much of it:
text is charged to the daily quota as it is accepted (what is never spoken is given back
when the socket ends), and the socket reads no more while its backlog of segments cut and
not yet begun is over API_SOCKET_MAX_PENDING_CHARS or API_SOCKET_MAX_PENDING_SEGMENTS (the
client waits, as for a slow reader), so however fast text comes, what is held is bounded."""

import asyncio

import pytest

from api.elevenlabs.socket_segments import Backlog, Owed
from core.aio import run_sync
from synth.incremental import Segment
from tests.socket_support import OPENING, Peer, stand_in_audio, talk

# The counters and the key lookup differ by backend (Redis INCRBY, PostgreSQL's SQL).
pytestmark = pytest.mark.backend


@pytest.fixture
def acme(make_tenant, job_settings):
    from tenancy.models import ApiKey

    tenant = make_tenant("acme")
    return tenant, ApiKey.issue(tenant)[1]


def used(tenant) -> int:
    from api.throttles import quota_used

    return quota_used(tenant)[0]


def test_text_is_charged_as_it_is_accepted_before_any_of_it_is_spoken(acme, monkeypatch, settings):
    tenant, raw = acme
    settings.SYNTH_FIRST_CHUNK_CHARS = 0  # no clause cuts: nothing is complete yet
    stand_in_audio(monkeypatch)
    pieces = ["An unfinished sentence that", " keeps on going"]
    seen = []
    peer = Peer([OPENING, *({"text": p} for p in pieces), {"text": ""}], key=raw, free=3)

    async def gate():
        seen.append(await run_sync(used, tenant))

    peer.gate = gate
    talk(peer)
    assert seen[0] >= len("".join(pieces))  # paid for ahead, before anything is spoken
    assert peer.audio == ["An unfinished sentence that keeps on going"]
    assert used(tenant) == len("An unfinished sentence that keeps on going")


def test_text_in_many_small_pieces_is_paid_for_a_block_at_a_time(acme, monkeypatch):
    """Not one quota write per token: a block ahead, given back if it is not spoken."""
    from api.elevenlabs import socket_segments

    tenant, raw = acme
    stand_in_audio(monkeypatch)
    writes = []
    take = socket_segments.take_characters
    monkeypatch.setattr(
        socket_segments, "take_characters", lambda t, n: writes.append(n) or take(t, n)
    )
    text = "This sentence comes as an LLM writes it, a few characters at a time. " * 6
    pieces = [{"text": text[i : i + 4]} for i in range(0, len(text), 4)]
    peer = talk(Peer([OPENING, *pieces, {"text": ""}], key=raw))
    assert peer.close == (1000, "") and len(peer.audio) >= 6
    assert len(writes) <= len(text) // socket_segments.PREPAY_CHARS + 2, writes
    assert used(tenant) == sum(len(t) for t in peer.audio)  # the rest given back


def test_a_client_cannot_send_more_text_than_its_quota_pays_for(acme, monkeypatch, settings):
    tenant, raw = acme
    settings.SYNTH_FIRST_CHUNK_CHARS = 0
    settings.API_DAILY_CHARS = 1000
    stand_in_audio(monkeypatch)
    words = {"text": "word " * 80}  # 400 characters, no sentence end
    peer = talk(Peer([OPENING, *[words] * 10, {"text": ""}], key=raw))
    assert peer.close[0] == 1008 and peer.close[1].startswith("quota_exceeded"), peer.close
    assert peer.read == 1 + 3  # the third message is past the quota: nothing after it is read
    assert peer.audio == [] and used(tenant) == 0  # nothing spoken: all given back


def test_what_is_never_spoken_is_given_back_when_the_socket_ends(acme, monkeypatch):
    tenant, raw = acme
    stand_in_audio(monkeypatch)
    script = [OPENING, {"text": "Hello there. "}, {"text": "and this is never finished"}]
    peer = Peer([*script, None], key=raw, free=3)  # None: the client goes away

    async def gate():
        await peer.until_spoken(1)

    peer.gate = gate
    talk(peer)
    assert peer.audio == ["Hello there."]
    assert used(tenant) == len("Hello there.")


@pytest.mark.parametrize(
    "bounds", [{"API_SOCKET_MAX_PENDING_SEGMENTS": 3}, {"API_SOCKET_MAX_PENDING_CHARS": 60}]
)
def test_a_socket_reads_no_more_while_its_backlog_is_full(acme, monkeypatch, settings, bounds):
    tenant, raw = acme
    for name, value in bounds.items():
        setattr(settings, name, value)
    sentences = [{"text": f"Sentence number {i} is here. "} for i in range(30)]
    peer = Peer([OPENING, *sentences, {"text": ""}], key=raw)
    held = []

    async def hold():
        # The first segment's audio is slow: the client sends all it can meanwhile.
        if not held:
            try:
                await asyncio.wait_for(peer.until_read(16), 1.0)
            except TimeoutError:
                pass
            held.append(peer.read)

    stand_in_audio(monkeypatch, wait=hold)
    talk(peer)
    # The backlog's bound, the segments begun ahead (api.elevenlabs.socket.LOOKAHEAD) and one taken
    # by the starter: a few messages, not all thirty.
    assert held[0] <= 1 + 3 + 2 + 3, held
    assert len(peer.audio) == 30 and peer.close == (1000, "")


def test_the_backlog_has_room_again_once_the_starter_takes_from_it():
    async def run():
        backlog = Backlog(max_chars=100, max_segments=2, owed=Owed())
        for i in range(4):
            backlog.put(Segment(f"S{i}. ", f"S{i}.", True))
        waiting = asyncio.ensure_future(backlog.room())
        await asyncio.sleep(0)
        assert not waiting.done()
        await backlog.get()
        await asyncio.sleep(0)
        assert not waiting.done()  # three left: still over two
        await backlog.get()
        await asyncio.wait_for(waiting, 1)
        assert backlog.chars == 2 * len("S0. ")

    asyncio.run(run())
