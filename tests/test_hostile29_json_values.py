"""JSON is bounded by what decoding it costs, before it is decoded, on every way in (issue
30, the twenty-ninth hostile pass, H-1 and M-1). Decoding costs by the values it makes,
not by its bytes: a 76 KB socket message of 25,000 empty lists cost 36 ms of the event
loop before any key was asked, and a 1 MB body of them 0.37-0.68 s of a web process's CPU
for one request of the rate (ElevenLabs' endpoint even spoke its text, ignoring the rest).
Now a body past API_MAX_JSON_CONTAINERS arrays and objects is 400 ``malformed_request`` and
a socket message past MAX_CONTAINERS (or MAX_VALUES values) closes 1007, undecoded."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core import json_bounds
from lexicon.models import VoicePreset
from metering.limits import quota_used
from tests.socket_support import OPENING, Peer, stand_in_audio, talk
from tests.test_api_support import client_for

WIDE = '{"text": "Hi there.", "x": [' + ",".join(["[]"] * 10_000) + "]}"


def reference(value) -> tuple[int, int]:
    """(containers, values) of a decoded JSON value, as json_bounds counts them."""
    if isinstance(value, list):
        inner = [reference(v) for v in value]
        return 1 + sum(c for c, _ in inner), 1 + max(len(value) - 1, 0) + sum(v for _, v in inner)
    if isinstance(value, dict):
        inner = [reference(v) for v in value.values()]
        return 1 + sum(c for c, _ in inner), 1 + max(len(value) - 1, 0) + sum(v for _, v in inner)
    return 0, 0


TRICKY = st.text(alphabet='[]{},"\\:ab \u00e9\U0001f600', max_size=12)
JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | TRICKY,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TRICKY, inner, max_size=4),
    max_leaves=30,
)


@given(JSON_VALUES, st.booleans())
@settings(max_examples=400, deadline=None)
def test_the_count_is_the_decoded_documents_whatever_its_strings_hold(value, ascii_only):
    text = json.dumps(value, ensure_ascii=ascii_only)
    containers, values = reference(value)
    assert json_bounds.containers(text) == containers
    assert json_bounds.containers(text.encode()) == containers
    assert json_bounds.values(text) == values


def test_the_count_is_linear_on_escapes():
    # Escaped quotes and backslashes, a million of them: one pass each, no backtracking.
    body = '{"t": "' + '\\"\\\\' * 250_000 + '", "a": [[]]}'
    assert json_bounds.containers(body) == 3


@pytest.fixture
def api(make_tenant, job_settings):
    tenant = make_tenant("acme")
    return tenant, client_for(tenant)


PATHS = {
    "our speech": "/api/v1/speech",
    "normalize": "/api/v1/normalize",
    "OpenAI": "/v1/audio/speech",
    "ElevenLabs": "/v1/text-to-speech/F1",
    "batches": "/api/v1/batches",
    "presets": "/api/v1/presets",
}


@pytest.mark.backend
@pytest.mark.parametrize("path", PATHS.values(), ids=list(PATHS))
def test_a_body_of_many_tiny_containers_is_refused_undecoded(api, path):
    tenant, client = api
    response = client.post(path, WIDE, content_type="application/json")
    assert response.status_code == 400, response.content[:200]  # ElevenLabs' spoke it: 200
    body = response.json()
    found = body["error"] if "code" in body.get("error", {}) else body.get("detail", body)
    assert "arrays and objects" in json.dumps(found)
    assert quota_used(tenant)[0] == 0


@pytest.mark.backend
def test_a_full_batch_and_a_style_still_fit(api, settings):
    tenant, client = api
    settings.API_MAX_BATCH_ITEMS = 300
    settings.API_MAX_JSON_CONTAINERS = 4 * 300 + 1000  # as settings.py derives it
    items = [{"text": f"Line {i}.", "voice": "F1"} for i in range(300)]
    response = client.post(
        "/api/v1/batches", json.dumps({"items": items}), content_type="application/json"
    )
    assert response.status_code == 202, response.content[:200]


def test_a_socket_message_of_many_tiny_containers_closes_undecoded(
    make_tenant, job_settings, monkeypatch
):
    from tenancy.models import ApiKey

    stand_in_audio(monkeypatch)
    key = ApiKey.issue(make_tenant("acme"))[1]
    wide = '{"a": [' + ",".join(["[]"] * 25_000) + "]}"
    numbers = '{"text": "Hi. ", "a": [' + ",".join(["1"] * 30_000) + "]}"
    for script in ([wide], [OPENING, {"text": "Hi. "}, wide], [OPENING, numbers]):
        peer = talk(Peer(script, key=key if script[0] is OPENING else None))
        code, reason = peer.close
        assert code == 1007 and "arrays and objects" in reason, peer.close


def test_a_real_clients_messages_still_pass(make_tenant, job_settings, monkeypatch):
    from tenancy.models import ApiKey

    spoken = []
    stand_in_audio(monkeypatch, spoken)
    key = ApiKey.issue(make_tenant("acme"))[1]
    opening = {  # pipecat's and the ElevenLabs SDK's opening, settings and schedule
        "text": " ",
        "voice_settings": {
            "stability": 0.5,
            "similarity_boost": 0.8,
            "style": 0.0,
            "use_speaker_boost": True,
            "speed": 1.0,
        },  # fmt: skip
        "generation_config": {"chunk_length_schedule": [120, 160, 250, 290]},
        "pronunciation_dictionary_locators": [
            {"pronunciation_dictionary_id": "a", "version_id": "b"}
        ],
        "xi_api_key": key,
    }
    peer = talk(Peer([opening, {"text": "Hello there. ", "flush": True}, {"text": ""}], key=key))
    assert peer.close[0] == 1000, peer.close
    assert peer.audio


def post_style(make_member, tenant, data: bytes):
    """An editor's new preset with ``data`` as its uploaded style file: the admin's page."""
    from django.core.files.uploadedfile import SimpleUploadedFile
    from django.test import Client

    client = Client()
    client.force_login(make_member(tenant, "editor"))
    return client.post(
        "/admin/lexicon/voicepreset/add/",
        {
            "tenant": tenant.pk,
            "name": "wide",
            "language": "",
            "speed": 1.0,
            "steps": 8,
            "style_file": SimpleUploadedFile("wide.json", data),
        },  # fmt: skip
    )


@pytest.mark.backend
def test_the_admins_style_upload_of_many_tiny_containers_is_a_form_error(
    make_tenant, make_member, job_settings
):
    tenant = make_tenant("acme")
    style = '{"style_ttl": {"dims": [' + ",".join(["[]"] * 20_000) + "]}}"
    response = post_style(make_member, tenant, style.encode())
    assert response.status_code == 200  # the form again, with its error
    assert "arrays and objects" in response.content.decode()
    assert not VoicePreset.objects.filter(name="wide").exists()


@pytest.mark.backend
def test_a_body_of_many_numbers_is_refused_undecoded(api, settings):
    """The thirty-first pass, L-1: bounded by arrays and objects only, a 1 MB body of
    174,000 numbers was decoded (0.08-0.10 s, a 1 MB string 0.03 s) before its 400. Values
    are counted too (API_MAX_JSON_VALUES); a voice style's ~13,000 numbers fit."""
    tenant, client = api
    numbers = '{"text": "Hi there.", "x": [' + ",".join(["0.1e5"] * 50_000) + "]}"
    response = client.post("/api/v1/normalize", numbers, content_type="application/json")
    assert response.status_code == 400, response.content[:200]
    assert "values" in response.json()["error"]["message"]
    assert settings.API_MAX_JSON_VALUES >= 13_000
