"""What a streamed request may ask for: wav, pcm, mp3 or opus, and stream_format only with
stream; each refusal has a stable code and names its field."""

import pytest

from tests.test_api_support import client_for, error

pytestmark = pytest.mark.usefixtures("job_settings")


@pytest.fixture
def client(make_tenant):
    return client_for(make_tenant("acme"))


def speak(client, **body):
    return client.post("/api/v1/speech", {"text": "Hello there.", **body}, "application/json")


@pytest.mark.parametrize(
    "body",
    [
        {"stream": True, "stream_format": "flac"},
        {"stream": True, "format": "ogg"},
        {"stream": True, "stream_format": "ulaw"},  # ElevenLabs' telephony only, not ours
    ],
)
def test_a_format_that_cannot_be_streamed_is_refused(client, body):
    response = speak(client, **body)
    assert response.status_code == 400
    assert (error(response)["code"], error(response)["field"]) == (
        "unsupported_stream_format",
        "stream_format",
    )


def test_stream_format_without_stream_is_refused(client):
    response = speak(client, stream_format="wav")
    assert response.status_code == 400
    assert (error(response)["code"], error(response)["field"]) == ("invalid", "stream_format")


def test_stream_and_stream_format_are_in_the_schema(client):
    schema = client.get("/api/schema/?format=json").json()
    fields = schema["components"]["schemas"]["Speech"]["properties"]
    assert {"stream", "stream_format"} <= set(fields)
