"""A WebSocket's compile of its tenant's lexicon waits briefly and is charged, as an HTTP
request's does (the thirty-eighth hostile pass, H-1). The sockets pass neither Django's
middleware nor the API's throttle, so a segment planned in the pool compiled a lexicon just
written however long it took, uncharged: 8 sockets after one write held every pool thread
and another tenant's /normalize took 8-10 s (HTTP's own requests got 503
``lexicon_compiling`` within 0.3 s)."""

import pytest

from lexicon.models import LexiconEntry
from tenancy import models as tenancy_models
from tenancy.models import ApiKey, Tenant
from tests.socket_support import MULTI_PATH, OPENING, Peer, stand_in_audio, talk
from tests.test_api_support import client_for
from tests.test_hostile16_lexicon_compile_charged import left, long_terms
from tests.test_hostile_compile_wait import compile_held

pytestmark = pytest.mark.backend


@pytest.fixture
def acme(make_tenant, job_settings, monkeypatch):
    tenancy_models._normalizers.clear()
    tenancy_models._lost.clear()
    stand_in_audio(monkeypatch)
    tenant = make_tenant("acme")
    yield tenant
    tenancy_models._normalizers.clear()
    tenancy_models._lost.clear()


def script(path: str) -> list:
    if path == MULTI_PATH:
        return [
            {"text": " ", "context_id": "c"},
            {"text": "Our order ships today. ", "context_id": "c"},
            {"context_id": "c", "flush": True},
            {"close_socket": True},
        ]
    return [OPENING, {"text": "Our order ships today. "}, {"text": ""}]


@pytest.mark.parametrize("path", [None, MULTI_PATH], ids=["stream-input", "multi"])
def test_a_socket_waits_briefly_for_another_threads_compile(acme, path):
    raw = ApiKey.issue(acme)[1]
    kwargs = {"path": path} if path else {}
    with compile_held(acme) as took:  # another thread's compile, five seconds long
        peer = talk(Peer(script(path), key=raw, **kwargs))
    assert took[0] < 3  # before: the compile's five seconds, holding a pool thread
    code, reason = peer.close
    assert code == 1013 and reason.startswith("lexicon_compiling"), peer.close
    assert peer.audio == []


@pytest.mark.parametrize("path", [None, MULTI_PATH], ids=["stream-input", "multi"])
def test_a_compile_a_socket_does_counts_against_the_tenants_rate(rate, acme, path):
    LexiconEntry.objects.filter(tenant=acme).delete()
    long_terms(acme)  # 60,300 characters: seven requests' worth
    raw = ApiKey.issue(acme)[1]
    kwargs = {"path": path} if path else {}
    talk(Peer(script(path), key=raw, **kwargs))
    # the socket, its context (multi), its segment; and the compile's six more
    counted = 10 - left(client_for(Tenant.objects.get(pk=acme.pk)))
    assert counted >= 8  # before: 2 or 3 (the compile charged to nobody)
