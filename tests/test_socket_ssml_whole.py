"""An SSML document sent through stream-input is taken whole, one segment per message:
its markup is never cut (it was cut at its sentence ends, inside its tags, and any
document longer than a sentence failed with invalid_ssml). Plain text before it is
spoken first."""

import pytest

from tests.socket_support import OPENING, Peer, stand_in_audio, talk

DOCUMENT = (
    '<speak><p><s>Welcome to the <emphasis level="strong">harbour</emphasis> clinic.</s>'
    '<s>Your appointment is on <say-as interpret-as="date" format="mdy">12/05/2026</say-as>,'
    ' at the usual place near the old station.</s></p><break time="300ms"/>'
    "<p><s>Please bring your card, a list of all the medicines you take, and arrive ten"
    " minutes early.</s><s>If you cannot come, call us back; we will gladly find another time for"
    ' you.</s><s>Thank you, and <prosody rate="slow">see you soon</prosody>.</s></p></speak>'
)


@pytest.fixture
def raw_key(make_tenant, job_settings, monkeypatch):
    from tenancy.models import ApiKey

    return ApiKey.issue(make_tenant("acme"))[1]


def test_a_500_character_ssml_document_is_spoken_whole(raw_key, monkeypatch):
    assert len(DOCUMENT) >= 500
    spoken = []
    stand_in_audio(monkeypatch, spoken)
    script = [OPENING, {"text": "First, plain text"}, {"text": DOCUMENT}, {"text": ""}]
    peer = talk(Peer(script, key=raw_key))
    assert peer.close == (1000, ""), peer.sent[-1:]
    assert spoken == ["First, plain text", DOCUMENT]


def test_plain_text_that_mentions_a_tag_is_still_cut_at_its_sentences(raw_key, monkeypatch):
    spoken = []
    stand_in_audio(monkeypatch, spoken)
    text = "Type <speak> to start. Then wait."
    peer = talk(Peer([OPENING, {"text": text}, {"text": ""}], key=raw_key))
    assert peer.close == (1000, "") and spoken == ["Type <speak> to start.", "Then wait."]
