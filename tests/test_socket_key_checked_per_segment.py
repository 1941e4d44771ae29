"""A stream-input socket checks its key again before each segment begins, as the REST API
checks it on each request: a key revoked, or a tenant deactivated, while the socket is
open stops it at the next segment with a 1008 close and a reason."""

import pytest
from django.utils import timezone

from core.aio import run_sync
from tests.socket_support import OPENING, Peer, stand_in_audio, talk

# The counters and the key lookup differ by backend (Redis INCRBY, PostgreSQL's SQL).
pytestmark = pytest.mark.backend


@pytest.fixture
def acme(make_tenant, job_settings, monkeypatch):
    from tenancy.models import ApiKey

    stand_in_audio(monkeypatch)
    tenant = make_tenant("acme")
    row, raw = ApiKey.issue(tenant)
    return tenant, row, raw


def speak_then(change, raw):
    """A socket that speaks one sentence, then ``change`` happens, then it sends more."""
    script = [OPENING, {"text": "The first sentence. "}, {"text": "The second one. "}]
    peer = Peer([*script, {"text": ""}], key=raw, free=2)

    async def gate():
        if peer.read == 2:
            await peer.until_spoken(1)
            await run_sync(change)

    peer.gate = gate
    return talk(peer)


def test_a_key_revoked_while_its_socket_is_open_stops_it_at_the_next_segment(acme):
    tenant, row, raw = acme
    peer = speak_then(
        lambda: row.__class__.objects.filter(pk=row.pk).update(revoked=timezone.now()), raw
    )
    assert peer.audio == ["The first sentence."]
    code, reason = peer.close
    assert code == 1008 and reason.startswith("unauthenticated"), peer.close
    assert "revoked" in peer.sent[-1]["message"]


def test_a_tenant_deactivated_while_its_socket_is_open_stops_it_at_the_next_segment(acme):
    tenant, row, raw = acme
    peer = speak_then(
        lambda: tenant.__class__.objects.filter(pk=tenant.pk).update(active=False), raw
    )
    assert peer.audio == ["The first sentence."]
    assert peer.close[0] == 1008 and peer.close[1].startswith("unauthenticated"), peer.close


def test_a_key_that_stays_live_speaks_every_segment(acme):
    tenant, row, raw = acme
    peer = speak_then(lambda: None, raw)
    assert peer.audio == ["The first sentence.", "The second one."]
    assert peer.close == (1000, "")
