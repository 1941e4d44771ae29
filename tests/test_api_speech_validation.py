"""Bad requests to /speech are refused before any job, each with a stable code and field."""

import pytest

from synth.models import SynthesisJob
from tests.test_api_support import client_for, error

pytestmark = pytest.mark.usefixtures("job_settings")


@pytest.fixture
def client(make_tenant):
    return client_for(make_tenant("acme"))


@pytest.mark.parametrize(
    "body,status,code,field",
    [
        ({}, 400, "invalid", "text"),
        ({"text": "   \n"}, 400, "empty_text", "text"),
        ({"text": 5001 * "a"}, 413, "text_too_long", "text"),
        ({"text": "Hi.", "sped": 1.2}, 400, "unknown_field", "sped"),
        ({"text": "Hi.", "preset": "nope"}, 400, "unknown_preset", "preset"),
        ({"text": "Hi.", "voice": "Z9"}, 400, "invalid_voice", "voice"),
        ({"text": "Hi.", "lang": "xx"}, 400, "unsupported_language", "lang"),
        ({"text": "Hi.", "format": "m4a"}, 400, "unsupported_format", "format"),
        ({"text": "Hi.", "speed": 3}, 400, "invalid", "speed"),
        ({"text": "Hi.", "speed": "fast"}, 400, "invalid", "speed"),
        ({"text": "Hi.", "steps": 0}, 400, "invalid", "steps"),
        ({"text": "Hi.", "steps": 1.5}, 400, "invalid", "steps"),
        ({"text": "Hi.", "seed": -1}, 400, "invalid", "seed"),
        ({"text": "Hi.", "seed": 2**32}, 400, "invalid", "seed"),
        ({"text": "Hi.", "silence": 6}, 400, "invalid", "silence"),
        ({"text": "Hi.", "wait": 31}, 400, "invalid", "wait"),
        ({"text": "Hi.", "wait": -1}, 400, "invalid", "wait"),
        ({"text": "Hi.", "raw": "perhaps"}, 400, "invalid", "raw"),
        ({"text": "Thai: ก"}, 400, "unsupported_characters", "text"),
    ],
)
def test_it_refuses_a_bad_request(client, body, status, code, field):
    response = client.post("/api/v1/speech", body, "application/json")
    assert response.status_code == status
    assert error(response)["code"] == code
    assert error(response)["field"] == field
    assert not SynthesisJob.objects.exists()


def test_the_text_limit_is_a_setting(client, settings):
    settings.API_MAX_TEXT_CHARS = 10
    response = client.post("/api/v1/speech", {"text": "Eleven char"}, "application/json")
    assert response.status_code == 413
    assert "at most 10" in error(response)["message"]


def test_it_refuses_malformed_json(client):
    response = client.post("/api/v1/speech", "{text:", "application/json")
    assert response.status_code == 400
    assert error(response)["code"] == "malformed_request"


def test_it_refuses_a_body_that_is_not_an_object(client):
    response = client.post("/api/v1/speech", ["Hi."], "application/json")
    assert response.status_code == 400
    assert error(response)["code"] == "invalid"


def test_it_refuses_form_data(client):
    response = client.post("/api/v1/speech", {"text": "Hi."})
    assert response.status_code == 415
    assert error(response)["code"] == "unsupported_media_type"


def test_it_refuses_get(client):
    response = client.get("/api/v1/speech")
    assert response.status_code == 405
    assert error(response)["code"] == "method_not_allowed"
