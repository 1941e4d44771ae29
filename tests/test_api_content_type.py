"""A body sent without a Content-Type, or with a form's, is refused with a 415 that says
what to send (issue 34: "a missing Content-Type gives a bare 415 that never says to send
application/json"), on our API and the OpenAI surface alike, and costs nothing."""

import pytest

from tenancy.models import ApiKey


@pytest.fixture
def key(make_tenant):
    return ApiKey.issue(make_tenant("acme"))[1]


@pytest.mark.django_db
@pytest.mark.parametrize(
    "path, body",
    [("/api/v1/speech", b'{"text": "Hi."}'), ("/v1/audio/speech", b'{"input": "Hi."}')],
)
@pytest.mark.parametrize("content_type", ["", "application/x-www-form-urlencoded", "text/plain"])
def test_a_body_of_the_wrong_type_is_told_to_send_json(client, key, path, body, content_type):
    answer = client.post(
        path, data=body, content_type=content_type, HTTP_AUTHORIZATION=f"Bearer {key}"
    )
    assert answer.status_code == 415
    error = answer.json()["error"]
    assert error["code"] == "unsupported_media_type"
    assert '"Content-Type: application/json"' in error["message"], error["message"]
    assert (f'got "{content_type}"' if content_type else "got none") in error["message"]


@pytest.mark.django_db
def test_the_elevenlabs_surface_says_it_too(client, key):
    answer = client.post(
        "/v1/text-to-speech/F1", data=b'{"text": "Hi."}', content_type="", HTTP_XI_API_KEY=key
    )
    assert answer.status_code == 415
    assert '"Content-Type: application/json"' in str(answer.json()), answer.json()
