"""Voice presets over the API, with validated style uploads, scoped to the tenant."""

import json

import pytest

from lexicon.models import VoicePreset
from tests.test_api_support import client_for, error
from tests.test_voice_presets import style

# Backend-dependent, so on the PostgreSQL + Redis pass too: unique preset names per tenant; tenant
# isolation.
pytestmark = pytest.mark.backend

URL = "/api/v1/presets"


def post(api, body):
    return api.post(URL, json.dumps(body), content_type="application/json")


def test_presets_are_created_with_a_voice_or_a_style(make_tenant):
    api = client_for(make_tenant("acme"))
    calm = post(api, {"name": "calm", "voice": "F1", "speed": 0.9})
    assert calm.status_code == 201 and calm.json()["is_default"]
    brand = post(api, {"name": "brand", "style": style(), "language": "ko"})
    assert brand.status_code == 201
    assert brand.json()["voice"] == "" and len(brand.json()["style_digest"]) == 64
    assert "style" not in brand.json()
    names = [p["name"] for p in api.get(URL).json()["results"]]
    assert names == ["brand", "calm"]


@pytest.mark.parametrize(
    "body,field",
    [
        ({"name": "x", "style": style(ttl=(1, 50, 255))}, "style"),
        (
            {"name": "x", "style": json.loads(json.dumps(style()).replace("0.1", "1e300", 1))},
            "style",
        ),
        ({"name": "x"}, "style"),
        ({"name": "x", "voice": "Z9"}, "voice"),
        ({"name": "x", "voice": "F1", "speed": 3}, "speed"),
        ({"name": "x", "voice": "F1", "steps": 0}, "steps"),
    ],
)
def test_bad_presets_are_refused(make_tenant, body, field):
    response = post(client_for(make_tenant("acme")), body)
    assert response.status_code == 400 and error(response)["field"] == field
    assert not VoicePreset.objects.exists()


def test_a_duplicate_name_is_refused(make_tenant):
    api = client_for(make_tenant("acme"))
    post(api, {"name": "calm", "voice": "F1"})
    response = post(api, {"name": "calm", "voice": "M1"})
    assert response.status_code == 400 and error(response)["field"] == "name"


def test_no_tenant_reaches_anothers_presets(make_tenant):
    alice, charlie = make_tenant("alice"), make_tenant("charlie")
    preset = VoicePreset.objects.create(tenant=alice, name="secret", voice="F1")
    api = client_for(charlie)
    assert api.get(URL).json()["results"] == []
    assert api.get(f"{URL}/{preset.pk}").status_code == 404
    assert api.delete(f"{URL}/{preset.pk}").status_code == 404
    assert VoicePreset.objects.filter(pk=preset.pk).exists()
