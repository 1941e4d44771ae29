"""The drifts measured between the ways in (issue 33): the playground charges an SSML
document's words as the API does, a stream-input segment refused for a full queue gives
its characters back as HTTP does, and batches and the socket are counted in the usage."""

import pytest

from api.throttles import quota_used
from metering.limits import CHUNK_FLOOR_CHARS
from tests.socket_support import OPENING, Peer, stand_in_audio, talk
from tests.test_api_support import client_for, key_for

pytestmark = pytest.mark.backend

SSML = "<speak>Hello <break time='1s'/> there.</speak>"


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def test_the_playground_charges_an_ssml_document_as_the_api_does(
    sync_jobs, fresh_counts, acme, make_member, make_tenant
):
    from django.test import Client

    bob = make_tenant("bob")
    response = client_for(bob).post(
        "/api/v1/speech", {"text": SSML, "format": "wav"}, content_type="application/json"
    )
    assert response.status_code == 200
    editor = Client()
    editor.force_login(make_member(acme, "editor"))
    page = editor.post("/playground/", {"tenant": acme.pk, "format": "wav", "text": SSML})
    assert page.status_code == 200
    # The words, not the markup; the break makes "there." a chunk of its own, an engine
    # call charged at least CHUNK_FLOOR_CHARS (metering.limits.charged_length): 5 + 16.
    assert quota_used(bob)[0] == len("Hello") + CHUNK_FLOOR_CHARS == 21
    assert quota_used(acme)[0] == quota_used(bob)[0]


def test_a_socket_segment_refused_for_a_full_queue_gives_its_characters_back(
    job_settings, fresh_counts, acme
):
    job_settings.SYNTH_MAX_QUEUE = 0
    peer = talk(Peer([OPENING, {"text": "Hello there. "}, {"text": ""}], key=key_for(acme)))
    assert peer.close[0] == 1013 and peer.close[1].startswith("queue_full"), peer.close
    assert quota_used(acme)[0] == 0


def usage_of(tenant):
    from django.db.models import Sum

    from metering.models import Usage

    found = Usage.objects.filter(tenant=tenant).aggregate(Sum("requests"), Sum("characters"))
    return (found["requests__sum"] or 0, found["characters__sum"] or 0)


def test_a_batch_is_counted_in_the_usage(sync_jobs, fresh_counts, acme):
    items = [{"text": "Welcome."}, {"text": "Goodbye."}]
    response = client_for(acme).post(
        "/api/v1/batches", {"items": items}, content_type="application/json"
    )
    assert response.status_code == 202
    assert usage_of(acme) == (1, len("Welcome.") + len("Goodbye."))


def test_socket_segments_are_counted_in_the_usage(job_settings, fresh_counts, acme, monkeypatch):
    stand_in_audio(monkeypatch)
    script = [OPENING, {"text": "Hello there. "}, {"text": "Goodbye now."}, {"text": ""}]
    peer = talk(Peer(script, key=key_for(acme)))
    assert peer.audio == ["Hello there.", "Goodbye now."]
    assert usage_of(acme) == (2, len("Hello there.") + len("Goodbye now."))
