"""JSON from clients is UTF-8 on every way in, so the bound on its arrays and objects
(core.json_bounds, counted on the bytes as UTF-8 writes them) cannot be written around
(issue 30, the thirtieth hostile pass, H-1 and M-1): DRF decoded a body with its
``charset`` (utf-7 writes "[" as "+AFs-", utf-16 in two bytes whose quote pairing a
character like U+2200 shifts), and json.loads read a socket's bytes frame or a style file
as UTF-16 by itself: 120,000 empty lists were decoded in 0.31 s for one request of the
rate, a socket frame of 12,500 was accepted, a 2 MB style upload cost 0.84 s."""

import json

import pytest

from lexicon.models import VoicePreset
from metering.limits import quota_used
from tests.socket_support import OPENING, Peer, stand_in_audio, talk
from tests.test_api_support import client_for
from tests.test_hostile29_json_values import post_style

LISTS = '{"text": "Hi there.", "x": [' + ",".join(["[]"] * 10_000) + "]}"
WIDE_STRING = '"\u2200' + "x" * 10 + '"'  # a character whose UTF-16 holds a quote byte


@pytest.fixture
def api(make_tenant, job_settings):
    tenant = make_tenant("acme")
    return tenant, client_for(tenant)


def utf7(text: str) -> bytes:
    return text.encode("utf-7")


BODIES = {
    "utf-7": ("application/json; charset=utf-7", utf7(LISTS)),
    "utf-16": ("application/json; charset=utf-16", LISTS.encode("utf-16")),
    "utf-16-le": (
        "application/json; charset=utf-16-le",
        ('{"t": ' + WIDE_STRING + ', "x": [' + ",".join(["[]"] * 10_000) + "]}").encode(
            "utf-16-le"
        ),
    ),
    "cp037": ("application/json; charset=cp037", LISTS.encode("cp037")),
    "unknown": ("application/json; charset=nonsense", LISTS.encode()),
}


@pytest.mark.backend
@pytest.mark.parametrize("path", ["/api/v1/normalize", "/v1/audio/speech", "/v1/text-to-speech/F1"])
@pytest.mark.parametrize("charset", BODIES, ids=list(BODIES))
def test_a_body_in_another_charset_is_refused_before_it_is_decoded(api, path, charset):
    tenant, client = api
    content_type, body = BODIES[charset]
    response = client.generic("POST", path, body, content_type=content_type)  # bytes as sent
    assert response.status_code == 400, response.content[:200]  # ElevenLabs' spoke it: 200
    said = json.dumps(response.json())  # a charset Django does not know is read as UTF-8
    assert "UTF-8" in said or "arrays and objects" in said, said
    assert quota_used(tenant)[0] == 0


@pytest.mark.backend
@pytest.mark.parametrize("charset", ["utf-8", "UTF8", "us-ascii"])
def test_utf8_and_ascii_bodies_are_read(api, charset):
    _, client = api
    body = json.dumps({"text": "Hi there.", "lang": "en"})
    response = client.generic(
        "POST",
        "/api/v1/normalize",
        body.encode(),
        content_type=f"application/json; charset={charset}",
    )
    assert response.status_code == 200, response.content[:200]


def test_a_socket_bytes_frame_in_utf16_closes_undecoded(make_tenant, job_settings, monkeypatch):
    from tenancy.models import ApiKey

    stand_in_audio(monkeypatch)
    key = ApiKey.issue(make_tenant("acme"))[1]
    frame = ('{"t": ' + WIDE_STRING + ', "a": [' + ",".join(["[]"] * 12_500) + "]}").encode(
        "utf-16"
    )
    for script in ([frame], [OPENING, {"text": "Hi. "}, frame]):
        peer = talk(Peer(script, key=key if script[0] is OPENING else None))
        assert peer.close[0] == 1007, peer.close  # before: accepted, decoded and ignored
    spoken = talk(Peer([json.dumps(OPENING).encode(), {"text": "Hi. "}, {"text": ""}], key=key))
    assert spoken.close[0] == 1000, spoken.close  # a UTF-8 bytes frame is still read


@pytest.mark.backend
def test_a_style_file_in_utf16_is_a_form_error(make_tenant, make_member, job_settings):
    tenant = make_tenant("acme")
    style = '{"style_ttl": {"dims": [' + ",".join(["[]"] * 20_000) + "]}}"
    response = post_style(make_member, tenant, style.encode("utf-16"))
    assert response.status_code == 200  # the form again, with its error
    assert "not UTF-8" in response.content.decode()
    assert not VoicePreset.objects.filter(name="wide").exists()
