"""A WebSocket is refused, unaccepted, when its Host is not one of ALLOWED_HOSTS, as every
HTTP request naming another host is (the twenty-first pass, L-2: a stream-input socket with
``Host: evil.example`` was accepted, spoke and was charged while HTTP answered 400)."""

import pytest

from tests.socket_support import MULTI_PATH, PATH, Peer, stand_in_audio, talk

pytestmark = pytest.mark.backend


@pytest.fixture
def acme(make_tenant, job_settings):
    from tenancy.models import ApiKey

    tenant = make_tenant("acme")
    return tenant, ApiKey.issue(tenant)[1]


def with_host(peer: Peer, host: bytes) -> Peer:
    peer.scope["headers"] = [(k, host if k == b"host" else v) for k, v in peer.scope["headers"]]
    return peer


OPENING = {"text": " ", "voice_settings": {"speed": 1.0}}


@pytest.mark.parametrize("path", [PATH, MULTI_PATH])
def test_a_socket_for_another_host_is_refused_before_it_is_accepted(acme, monkeypatch, path):
    from api.throttles import quota_used

    tenant, raw = acme
    stand_in_audio(monkeypatch)
    script = [OPENING, {"text": "Hello there. ", "flush": True}, {"close_socket": True}]
    peer = talk(with_host(Peer(script, key=raw, path=path), b"evil.example"))
    assert peer.close[0] == 1008
    assert peer.sent == [] and peer.read == 0  # nothing taken, nothing spoken
    assert quota_used(tenant)[0] == 0


def test_a_socket_for_our_host_is_served(acme, monkeypatch):
    tenant, raw = acme
    stand_in_audio(monkeypatch)
    script = [OPENING, {"text": "Hello there. ", "flush": True}, {"text": ""}]
    peer = talk(with_host(Peer(script, key=raw), b"testserver:8000"))
    assert peer.audio == ["Hello there."]


def test_a_handshake_with_two_hosts_is_refused(acme, monkeypatch):
    """Django joins two Host headers and refuses the request; the socket read the last one
    alone, so "evil.example" then "testserver" was accepted and spoke (the twenty-second
    pass, L-A)."""
    tenant, raw = acme
    stand_in_audio(monkeypatch)
    script = [OPENING, {"text": "Hello there. ", "flush": True}, {"text": ""}]
    peer = Peer(script, key=raw)
    peer.scope["headers"] = [(b"host", b"evil.example"), *peer.scope["headers"]]
    assert talk(peer).close[0] == 1008
    assert peer.sent == []
