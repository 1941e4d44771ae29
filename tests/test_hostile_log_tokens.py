"""A signed audio token is redacted by its shape wherever a client puts it: under another
parameter name, percent-encoded, in the path, or sent as the request id."""

import pytest

from api.auth import audio_token
from ops.logs import redact
from tests.test_api_support import client_for


@pytest.fixture
def token(make_clip, make_tenant):
    return audio_token(make_clip(make_tenant("acme")))


@pytest.mark.parametrize(
    "shape",
    [
        "GET /api/v1/clips/x/audio?token%3D={t}",
        "GET /api/v1/clips/x/audio;token={t}",
        "GET /api/v1/clips/x/audio?tok={t}",
        "<WSGIRequest: GET '/api/v1/clips/x/audio%3Btoken%3D{q}'>",
        "request_id={t}",
    ],
)
def test_a_token_in_any_shape_is_redacted(token, shape):
    quoted = token.replace(":", "%3A")
    line = redact(shape.format(t=token, q=quoted))
    signature = token.rsplit(":", 1)[1]
    assert signature not in line and "[redacted]" in line


def test_a_token_sent_as_the_request_id_is_not_used_as_one(token, make_tenant):
    api = client_for(make_tenant("other"))
    response = api.get("/api/v1/voices", HTTP_X_REQUEST_ID=token)
    assert response["X-Request-Id"] != token
    response = api.get("/api/v1/voices", HTTP_X_REQUEST_ID="checkout-42:retry-1")
    assert response["X-Request-Id"] == "checkout-42:retry-1"  # a sensible id is kept
