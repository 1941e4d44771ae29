"""Each segment a stream-input socket speaks counts as a request against its tenant's
rate (api.throttles.take_request, as on every HTTP way in), besides the socket itself:
a socket cannot speak past the rate that would refuse the same sentences sent one by one.
On multi-stream-input each context opened counts too."""

import pytest

from tests.socket_support import OPENING, Peer, stand_in_audio, talk

# The counters and the key lookup differ by backend (Redis INCRBY, PostgreSQL's SQL).
pytestmark = pytest.mark.backend

SENTENCES = "One is here. Two is here. Three is here. Four is here. Five is here. "


@pytest.fixture
def raw_key(make_tenant, job_settings, monkeypatch, one_rate_window):
    from tenancy.models import ApiKey

    stand_in_audio(monkeypatch)
    return ApiKey.issue(make_tenant("acme"))[1]


def test_a_socket_speaks_no_more_segments_than_its_rate_allows(raw_key, settings):
    settings.API_RATE = "3/min"  # the socket, and two segments
    peer = talk(Peer([OPENING, {"text": SENTENCES}, {"text": ""}], key=raw_key))
    assert peer.audio == ["One is here.", "Two is here."]
    code, reason = peer.close
    assert code == 1008 and reason.startswith("rate_limited"), peer.close
    assert peer.sent[-1]["detail"]["code"] == "rate_limited"


def test_within_the_rate_every_segment_is_spoken(raw_key, settings):
    settings.API_RATE = "6/min"
    peer = talk(Peer([OPENING, {"text": SENTENCES}, {"text": ""}], key=raw_key))
    assert len(peer.audio) == 5 and peer.close == (1000, "")


def test_the_segments_are_counted_where_http_requests_are(raw_key, settings):
    """The same counter: HTTP requests and segments of one tenant share one rate."""
    from api.throttles import take_request
    from tenancy.models import Tenant

    settings.API_RATE = "4/min"
    take_request(Tenant.objects.get(slug="acme"))
    peer = talk(Peer([OPENING, {"text": SENTENCES}, {"text": ""}], key=raw_key))
    assert peer.audio == ["One is here.", "Two is here."]


def test_each_context_opened_on_multi_stream_input_counts_as_a_request(raw_key, settings):
    """Opening contexts is not free: the socket, then each context and each segment."""
    from tests.socket_support import MULTI_PATH

    settings.API_RATE = "4/min"  # the socket, a context and its segment, one more context
    script = []
    for i in range(3):
        script += [
            {"text": " ", "context_id": f"c{i}"},
            {"text": f"Reply {i}. ", "context_id": f"c{i}"},
            {"context_id": f"c{i}", "flush": True},
            {"context_id": f"c{i}", "close_context": True},
        ]
    peer = talk(Peer([*script, {"close_socket": True}], key=raw_key, path=MULTI_PATH))
    code, reason = peer.close
    assert code == 1008 and reason.startswith("rate_limited"), peer.close
    assert peer.audio == ["Reply 0."]
