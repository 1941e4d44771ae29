"""A socket's messages have a rate (API_SOCKET_MESSAGE_RATE a second, after a burst of ten
seconds' worth), whatever they say: a flood of blank messages closes it 1008
``rate_limited`` after the burst, and nothing the client still holds is read after the
close. Blank text is never charged, not even ahead (hostile pass 6, M1: eight sockets sent
1.15 million ``{"text": " "}`` in 20 s, 27 s of web CPU, and the quota counter read 473,379
characters for them)."""

import pytest

from api.elevenlabs.socket_segments import MessageRate, SocketError
from core.aio import run_sync
from tests.socket_support import MULTI_PATH, OPENING, Peer, stand_in_audio, talk

# The quota counter differs by backend (Redis INCRBY, PostgreSQL's SQL).
pytestmark = pytest.mark.backend

BLANK = {"text": " "}


@pytest.fixture
def acme(make_tenant, job_settings, monkeypatch):
    from tenancy.models import ApiKey

    stand_in_audio(monkeypatch)
    tenant = make_tenant("acme")
    return tenant, ApiKey.issue(tenant)[1]


def used(tenant) -> int:
    from api.throttles import quota_used

    return quota_used(tenant)[0]


def flood(path: str) -> list:
    if path == MULTI_PATH:
        return [{"text": " ", "context_id": "a"}, *[{**BLANK, "context_id": "a"}] * 10_000]
    return [OPENING, *[BLANK] * 10_000, {"text": ""}]


@pytest.mark.parametrize("path", ["stream-input", MULTI_PATH])
def test_a_flood_of_blank_messages_closes_the_socket_after_its_burst(acme, settings, path):
    _, raw = acme
    settings.API_SOCKET_MESSAGE_RATE = 20  # a burst of 200
    path = path if path == MULTI_PATH else None
    peer = Peer(flood(path), key=raw, **({"path": path} if path else {}))
    talk(peer)
    assert peer.close == (1008, "rate_limited: too many messages: at most 20 a second")
    assert peer.sent[-1]["detail"]["code"] == "rate_limited"
    # The burst and what came while it was read: the rest is never read.
    assert 200 <= peer.read <= 210, peer.read


def test_a_flood_after_the_end_of_input_is_counted_too(acme, settings):
    _, raw = acme
    settings.API_SOCKET_MESSAGE_RATE = 20
    script = [OPENING, {"text": "Hello there. "}, {"text": ""}, *[BLANK] * 10_000]
    peer = talk(Peer(script, key=raw))
    assert peer.close[0] == 1008 and peer.close[1].startswith("rate_limited"), peer.close
    assert peer.read <= 210, peer.read


def test_the_rate_refills_and_its_burst_is_ten_seconds_worth():
    now = [0.0]
    rate = MessageRate(3, clock=lambda: now[0])
    for _ in range(30):
        rate.take()
    with pytest.raises(SocketError) as refused:
        rate.take()
    assert (refused.value.code, refused.value.close) == ("rate_limited", 1008)
    now[0] += 1.0  # three more a second
    for _ in range(3):
        rate.take()
    with pytest.raises(SocketError):
        rate.take()
    now[0] += 3600  # never more than the burst
    for _ in range(30):
        rate.take()
    with pytest.raises(SocketError):
        rate.take()


@pytest.mark.parametrize("path", ["stream-input", MULTI_PATH])
def test_blank_messages_are_never_charged_not_even_ahead(acme, path):
    tenant, raw = acme
    if path == MULTI_PATH:
        blanks = [{"text": " ", "context_id": "a"}, *[{**BLANK, "context_id": "a"}] * 600]
        rest = [
            {"text": "Hello there. ", "context_id": "a"},
            {"context_id": "a", "flush": True},
            {"context_id": "a", "close_context": True},
            {"close_socket": True},
        ]
        options = {"path": MULTI_PATH}
    else:
        blanks, rest, options = (
            [OPENING, *[BLANK] * 600],
            [{"text": "Hello there. "}, {"text": ""}],
            {},
        )
    seen = []

    async def gate():
        if not seen:  # every blank message read and taken
            seen.append(await run_sync(used, tenant))

    peer = talk(Peer([*blanks, *rest], key=raw, gate=gate, free=len(blanks), **options))
    assert seen == [0], peer.close
    assert peer.audio == ["Hello there."], (peer.close, peer.sent[-2:])
    assert used(tenant) == len("Hello there.")
