"""ElevenLabs' multi-stream-input WebSocket (api.elevenlabs.socket_multi): several contexts on one
socket, each with its own text, audio tagged with its ``contextId`` and its own isFinal;
a close after a bare flush speaks the reply to the end (how Pipecat and LiveKit end one);
a close with text not flushed is a barge-in: its segments not yet begun are never begun
nor charged, its audio not sent is never sent; keep-alives end nothing; close_socket
speaks every context, then closes; a sixth open context closes the socket as ElevenLabs
does. The messages are those Pipecat 1.14 and LiveKit agents 1.8.9 send."""

import asyncio

import pytest

from core.aio import run_sync
from tests.socket_support import MULTI_PATH, Peer, stand_in_audio, talk

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


def opening(context_id):
    return {"text": " ", "context_id": context_id, "voice_settings": {"speed": 1.0}}


def multi(script, raw, **kwargs):
    return Peer(script, key=raw, path=MULTI_PATH, **kwargs)


def recording_begins(monkeypatch) -> list:
    """The texts of the segments begun (planned, charged, sent to the workers)."""
    from api.elevenlabs import socket_segments

    begun = []
    begin = socket_segments.begin

    def recorded(speech, account, segment):
        begun.append(segment.text)
        return begin(speech, account, segment)

    monkeypatch.setattr(socket_segments, "begin", recorded)
    return begun


def test_two_contexts_on_one_socket_each_get_their_own_audio_and_final(acme, monkeypatch):
    tenant, raw = acme
    stand_in_audio(monkeypatch)
    peer = talk(
        multi(
            [
                opening("a"),
                opening("b"),
                {"text": "Hello from the first ", "context_id": "a"},
                {"text": "Hello from the second. ", "context_id": "b"},
                {"text": "context. ", "context_id": "a"},
                {"text": "", "context_id": "a"},  # a keep-alive: ends nothing
                {"text": "And more", "context_id": "b"},
                {"context_id": "b", "flush": True},
                {"context_id": "b", "close_context": True},
                {"text": "", "context_id": "a", "flush": True},
                {"context_id": "a", "close_context": True},
                {"close_socket": True},
            ],
            raw,
        )
    )
    assert peer.close == (1000, "")
    assert peer.spoken("a") == ["Hello from the first context."]
    assert peer.spoken("b") == ["Hello from the second.", "And more"]
    assert sorted(peer.finals()) == ["a", "b"]
    for context_id in ("a", "b"):  # isFinal after the context's last audio
        mine = [m for m in peer.sent if m.get("contextId") == context_id]
        assert mine[-1]["isFinal"] is True and not any(m.get("isFinal") for m in mine[:-1])
    assert used(tenant) == len("Hello from the first context.Hello from the second.And more")


def test_a_context_interrupted_begins_none_of_its_segments_not_yet_begun(acme, monkeypatch):
    tenant, raw = acme
    released = asyncio.Event()
    stand_in_audio(monkeypatch, wait=released.wait)  # the first reply's audio never comes
    begun = recording_begins(monkeypatch)
    reply = "The first sentence is here. The second one follows. A third. A fourth. A fifth. "
    script = [
        opening("a"),
        {"text": reply, "context_id": "a"},
        {"context_id": "a", "close_context": True},  # the user barges in
        opening("b"),
        {"text": "Sorry, go on.", "context_id": "b"},
        {"context_id": "b", "flush": True},
        {"context_id": "b", "close_context": True},
        {"close_socket": True},
    ]
    peer = multi(script, raw, free=2)

    async def gate():
        if peer.read == 2:  # the interruption comes while the reply's first audio is made
            while len(begun) < 2:
                await asyncio.sleep(0.01)
        if peer.read == 3:
            released.set()

    peer.gate = gate
    talk(peer)
    assert peer.close == (1000, "")
    assert begun == ["The first sentence is here.", "The second one follows.", "Sorry, go on."]
    assert peer.spoken("a") == []  # its audio not yet sent is never sent
    assert peer.spoken("b") == ["Sorry, go on."]
    assert peer.finals() == ["a", "b"]
    # Charged for what was begun, not for the three sentences dropped.
    spoken = "The first sentence is here.The second one follows.Sorry, go on."
    assert used(tenant) == len(spoken)


def test_a_close_after_a_bare_flush_speaks_the_whole_reply(acme, monkeypatch):
    """LiveKit's end of a reply: its sentences, ``{"text": "", "flush": true}``, then the
    close at once, before any audio: every sentence is still spoken."""
    _, raw = acme
    stand_in_audio(monkeypatch)
    sentences = ["One sentence here. ", "Another one there. ", "And the last. "]
    script = [
        opening("r"),
        *({"text": s, "context_id": "r", "flush": True} for s in sentences),
        {"text": "", "context_id": "r", "flush": True},
        {"context_id": "r", "close_context": True},
    ]
    peer = multi([*script, None], raw, free=len(script))

    async def gate():  # the client goes once the reply is spoken
        while not peer.finals():
            peer._got.clear()
            await peer._got.wait()

    peer.gate = gate
    talk(peer)
    assert peer.spoken("r") == [s.strip() for s in sentences]
    assert peer.finals() == ["r"]


def test_a_context_less_keep_alive_opens_nothing(acme, monkeypatch):
    """Pipecat's keep-alive before its context is open: ``{"text": ""}`` and no id."""
    _, raw = acme
    stand_in_audio(monkeypatch)
    peer = talk(multi([{"text": ""}, {"text": ""}, {"close_socket": True}], raw))
    assert peer.close == (1000, "")
    assert peer.sent == []


def test_a_sixth_open_context_closes_the_socket_as_elevenlabs_does(acme, monkeypatch):
    tenant, raw = acme
    stand_in_audio(monkeypatch)
    script = [opening(str(i)) for i in range(6)]
    peer = talk(multi(script, raw))
    assert peer.close[0] == 1008
    assert peer.close[1].startswith("max_active_conversations")
    assert peer.sent[-1]["error"]


def test_a_closed_contexts_id_can_open_a_new_context(acme, monkeypatch):
    _, raw = acme
    stand_in_audio(monkeypatch)
    script = []
    for i in range(7):  # more than the limit, one after another
        script += [
            opening("turn"),
            {"text": f"Reply number {i}.", "context_id": "turn"},
            {"context_id": "turn", "flush": True},
            {"context_id": "turn", "close_context": True},
        ]
    peer = talk(multi([*script, {"close_socket": True}], raw))
    assert peer.close == (1000, "")
    assert peer.spoken("turn") == [f"Reply number {i}." for i in range(7)]
    assert peer.finals() == ["turn"] * 7


def test_the_quota_is_given_back_for_text_never_spoken(acme, monkeypatch):
    tenant, raw = acme
    stand_in_audio(monkeypatch)
    peer = talk(
        multi([opening("a"), {"text": "Never finished and never", "context_id": "a"}, None], raw)
    )
    assert peer.spoken("a") == []

    async def check():
        return await run_sync(used, tenant)

    from asgiref.sync import async_to_sync

    assert async_to_sync(check)() == 0


def test_a_client_gone_while_close_socket_speaks_frees_its_slot_at_once(
    acme, monkeypatch, settings
):
    """close_socket speaks every context to its end, unless the client goes meanwhile:
    then nothing more is begun and the stream slot comes back."""
    _, raw = acme
    settings.API_TENANT_MAX_STREAMS = 1
    never = asyncio.Event()
    stand_in_audio(monkeypatch, wait=never.wait)  # the audio never comes
    begun = recording_begins(monkeypatch)
    text = "One sentence here. Another one there. A third one. A fourth one. "
    script = [opening("a"), {"text": text, "context_id": "a"}, {"close_socket": True}, None]
    peer = talk(multi(script, raw), timeout=10)
    assert peer.spoken("a") == []
    assert len(begun) <= 2
    again = talk(multi([opening("b"), {"close_socket": True}], raw), timeout=10)
    assert again.close == (1000, "")


def test_a_new_context_speaks_while_a_closed_one_is_still_finishing(acme, monkeypatch):
    """Closing a context never holds up the socket: its id is free at once, a late
    keep-alive for it is ignored, and the next context speaks while it still finishes."""
    import numpy as np

    from api.elevenlabs import socket_segments

    _, raw = acme
    stand_in_audio(monkeypatch)
    slow_may_end = asyncio.Event()

    async def parts(item, rate):
        if item.segment.text.startswith("Slow"):
            await slow_may_end.wait()
        yield socket_segments.Part(0, np.zeros(rate // 10, np.int16), item.segment.raw, "")

    monkeypatch.setattr(socket_segments, "parts", parts)
    script = [
        opening("a"),
        {"text": "Slow to say. ", "context_id": "a"},
        {"context_id": "a", "flush": True},
        {"context_id": "a", "close_context": True},  # ended as a reply ends: it finishes
        {"text": "", "context_id": "a"},  # a late keep-alive for it
        opening("a"),  # the same id: a new context
        {"text": "Quick one.", "context_id": "a", "flush": True},
        {"text": "", "context_id": "a", "flush": True},
        {"context_id": "a", "close_context": True},
        {"close_socket": True},
    ]
    peer = multi(script, raw, free=len(script) - 1)

    async def gate():  # close_socket only once the new context has spoken
        await peer.until_spoken(1)
        slow_may_end.set()

    peer.gate = gate
    talk(peer)
    assert peer.close == (1000, "")
    assert peer.spoken("a") == ["Quick one.", "Slow to say."]
    assert peer.finals() == ["a", "a"]


def test_its_usage_is_metered_as_its_own_way_in(acme, monkeypatch):
    """multi-stream-input's segments are metered under "multi-stream-input", not
    stream-input's name (the twenty-first pass, L-6: its own surface was never passed)."""
    from django.db.models import Sum

    from metering.models import Usage

    tenant, raw = acme
    stand_in_audio(monkeypatch)
    script = [
        opening("a"),
        {"text": "Metered as its own. ", "context_id": "a"},
        {"context_id": "a", "close_context": True},
        {"close_socket": True},
    ]
    assert talk(multi(script, raw)).close == (1000, "")
    rows = Usage.objects.filter(tenant=tenant).values("surface").annotate(Sum("characters"))
    assert {r["surface"]: r["characters__sum"] for r in rows} == {
        "multi-stream-input": len("Metered as its own.")
    }
