"""multi-stream-input under an agent's barge-in churn (issue 30, hostile pass L-1): every
way a socket ends (close_socket, the client gone, an error close) meters each segment it
charged, so the quota counter and the usage rows agree, even for a segment whose begin
was still under way when the socket failed; and a context the client has interrupted no
longer counts against MAX_CONTEXTS, so a client that barges in quickly, never holding
more than one context open, is not closed with ``max_active_conversations``."""

import asyncio
import threading

import pytest
from asgiref.sync import async_to_sync

from core.aio import run_sync
from tests.socket_support import MULTI_PATH, Peer, stand_in_audio, talk

# The counters differ by backend (Redis INCRBY, PostgreSQL's SQL).
pytestmark = pytest.mark.backend

REPLY = "Hello there, friend. " * 3


@pytest.fixture
def acme(make_tenant, job_settings):
    from tenancy.models import ApiKey

    job_settings.API_RATE = "100000/min"  # the churn is not refused by the request rate
    tenant = make_tenant("acme")
    return tenant, ApiKey.issue(tenant)[1]


def charged_and_metered(tenant) -> tuple[int, int]:
    """The characters on the tenant's quota counter and in its usage rows."""
    from django.db.models import Sum

    from api.throttles import quota_used
    from metering.models import Usage

    def read():
        metered = Usage.objects.filter(tenant=tenant).aggregate(Sum("characters"))
        return quota_used(tenant)[0], metered["characters__sum"] or 0

    async def check():
        return await run_sync(read)

    return async_to_sync(check)()


def opening(context_id):
    return {"text": " ", "context_id": context_id, "voice_settings": {"speed": 1.0}}


def barge_ins(count: int, context_id="c") -> list:
    """An agent's replies, each interrupted before it is flushed (text, then close)."""
    script = []
    for _ in range(count):
        script += [
            opening(context_id),
            {"text": REPLY, "context_id": context_id},
            {"context_id": context_id, "close_context": True},
        ]
    return script


def fails_while_begun(monkeypatch, peer: Peer, last: str):
    """The peer sends its last message (the one that fails the socket) only once the
    segment starting with ``last`` is being begun, and that begin ends only once the
    socket has sent its error: the socket fails while the segment is charged."""
    from api.elevenlabs import socket_segments

    in_begin, error_sent = threading.Event(), threading.Event()
    begin = socket_segments.begin

    def slow(speech, account, segment):
        if segment.text.startswith(last):
            in_begin.set()
            assert error_sent.wait(10)
        return begin(speech, account, segment)

    monkeypatch.setattr(socket_segments, "begin", slow)
    send = peer.send

    async def sent(message):
        await send(message)
        if peer.sent and peer.sent[-1].get("error"):
            error_sent.set()

    async def gate():
        while not in_begin.is_set():
            await asyncio.sleep(0.005)

    peer.send, peer.gate, peer.free = sent, gate, len(peer.script) - 1


@pytest.mark.parametrize(
    "failing, code",
    [
        ("not JSON", "invalid_message"),
        ([opening(str(i)) for i in range(5)], "max_active_conversations"),
    ],
)
def test_a_churn_ended_by_an_error_meters_all_it_charged(acme, monkeypatch, failing, code):
    tenant, raw = acme
    stand_in_audio(monkeypatch)
    last = [opening("last"), {"text": "Last words here. And more.", "context_id": "last"}]
    # More contexts are opened only before the last one's text: the fifth open one fails.
    idle = failing[:-1] if isinstance(failing, list) else []
    tail = failing[-1] if isinstance(failing, list) else failing
    peer = Peer(barge_ins(20) + idle + last + [tail], key=raw, path=MULTI_PATH)
    fails_while_begun(monkeypatch, peer, "Last")
    talk(peer)
    assert peer.close[1].startswith(code), peer.close
    charged, metered = charged_and_metered(tenant)
    assert charged > len("Last words here.")
    assert charged == metered


@pytest.mark.parametrize("ending", ["close_socket", "gone"])
def test_a_churn_ended_by_the_client_meters_all_it_charged(acme, monkeypatch, ending):
    tenant, raw = acme
    stand_in_audio(monkeypatch)
    end = {"close_socket": True} if ending == "close_socket" else None
    peer = talk(Peer(barge_ins(20) + [end], key=raw, path=MULTI_PATH))
    assert peer.close == ((1000, "") if end else None)  # nobody to close for when gone
    charged, metered = charged_and_metered(tenant)
    assert charged > 0
    assert charged == metered


def test_a_quick_barge_in_loop_with_one_context_open_is_not_refused(acme, monkeypatch):
    """About a hundred interruptions as fast as the client can send them (a voice agent
    whose user keeps talking over it): never more than one context open at once."""
    from api.elevenlabs.socket import Connection

    tenant, raw = acme
    stand_in_audio(monkeypatch)
    meter = Connection.meter

    async def busy(self, item, seconds):  # a busy pool: metering a segment takes a while
        await asyncio.sleep(0.03)
        await meter(self, item, seconds)

    monkeypatch.setattr(Connection, "meter", busy)
    peer = talk(Peer(barge_ins(110) + [{"close_socket": True}], key=raw, path=MULTI_PATH), 60)
    assert peer.close == (1000, ""), peer.close
    assert peer.finals() == ["c"] * 110
    charged, metered = charged_and_metered(tenant)
    assert charged == metered


def test_contexts_closed_after_a_flush_still_count_against_the_limit(acme, monkeypatch):
    """A context closed after a bare flush is still speaking its reply: it holds one of the
    five until its audio has gone out (ElevenLabs' limit on contexts at work)."""
    _, raw = acme
    never = asyncio.Event()
    stand_in_audio(monkeypatch, wait=never.wait)  # the audio never comes
    script = []
    for i in range(6):
        script += [
            opening(f"r{i}"),
            {"text": "A reply to finish.", "context_id": f"r{i}"},
            {"context_id": f"r{i}", "flush": True},
            {"context_id": f"r{i}", "close_context": True},
        ]
    peer = talk(Peer(script, key=raw, path=MULTI_PATH), 20)
    assert peer.close[0] == 1008
    assert peer.close[1].startswith("max_active_conversations")
