"""A preset's finished-audio settings over the API: written and read back, cleared with
null, turned off, and out-of-range values refused with 400 "invalid" naming the field."""

import json

import pytest

from lexicon.models import VoicePreset
from tests.test_api_support import client_for, error

URL = "/api/v1/presets"


def post(api, body):
    return api.post(URL, json.dumps(body), content_type="application/json")


def test_finishing_is_written_read_back_and_cleared(make_tenant):
    api = client_for(make_tenant("acme"))
    made = post(
        api,
        {
            "name": "podcast",
            "voice": "F1",
            "loudness_lufs": -16,
            "true_peak_dbtp": -1.5,
            "trim_silence_ms": 150,
        },
    )
    assert made.status_code == 201
    body = made.json()
    assert (body["loudness_lufs"], body["true_peak_dbtp"], body["trim_silence_ms"]) == (
        -16.0,
        -1.5,
        150,
    )
    cleared = api.patch(
        f"{URL}/{body['id']}", json.dumps({"loudness_lufs": None}), content_type="application/json"
    )
    assert cleared.status_code == 200 and cleared.json()["loudness_lufs"] is None
    plain = post(api, {"name": "plain", "voice": "F1"}).json()
    assert plain["loudness_lufs"] is plain["true_peak_dbtp"] is plain["trim_silence_ms"] is None


def test_finishing_is_turned_off_and_on_again(make_tenant):
    api = client_for(make_tenant("acme", loudness_lufs=-16.0))
    made = post(api, {"name": "raw", "voice": "F1", "finish_audio": False})
    assert made.status_code == 201 and made.json()["finish_audio"] is False
    assert VoicePreset.objects.get().finish_audio is False
    url = f"{URL}/{made.json()['id']}"
    on = api.patch(url, json.dumps({"finish_audio": True}), content_type="application/json")
    assert on.status_code == 200 and on.json()["finish_audio"] is True
    assert post(api, {"name": "plain", "voice": "F1"}).json()["finish_audio"] is True


@pytest.mark.parametrize(
    "field,value",
    [
        ("loudness_lufs", -60),
        ("loudness_lufs", 0),
        ("loudness_lufs", "loud"),
        ("true_peak_dbtp", 3),
        ("true_peak_dbtp", -20),
        ("trim_silence_ms", -1),
        ("trim_silence_ms", 10_000),
        ("trim_silence_ms", 1.5),
        ("finish_audio", "maybe"),
        ("finish_audio", None),
    ],
)
def test_out_of_range_values_are_refused_with_a_stable_code(make_tenant, field, value):
    response = post(client_for(make_tenant("acme")), {"name": "x", "voice": "F1", field: value})
    assert response.status_code == 400
    assert error(response)["code"] == "invalid" and error(response)["field"] == field
    assert not VoicePreset.objects.exists()
