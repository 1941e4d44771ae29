"""A request naming a host outside ALLOWED_HOSTS is refused before anything is charged (the
twentieth pass, C-1): the remembered-answers path (api.hits) charged a repeated request's
characters before Django's host check refused it with 400, and nothing gave them back:
960 characters a refused request on both speech endpoints."""

import pytest

from api.throttles import quota_used
from tests.test_api_remembered_hits import BODY, acme  # noqa: F401  (a fixture)
from tests.test_api_support import client_for

pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("sync_jobs", "fresh_counts")]


@pytest.mark.parametrize("path", ["/api/v1/speech", "/v1/audio/speech"])
def test_a_request_for_another_host_is_refused_and_charged_nothing(acme, path):  # noqa: F811
    api = client_for(acme)
    body = BODY
    if path.startswith("/v1/"):
        body = {"model": "tts-1", "input": BODY["text"], "voice": "alloy", "response_format": "wav"}
    assert api.post(path, body, content_type="application/json").status_code == 200
    charged = quota_used(acme)[0]
    for _ in range(3):  # a repeated request: what the remembered-answers path would serve
        response = api.post(
            path, body, content_type="application/json", HTTP_HOST="not-ours.example"
        )
        assert response.status_code == 400
    assert quota_used(acme)[0] == charged
    again = api.post(path, body, content_type="application/json")  # the right host: served
    assert again.status_code == 200 and quota_used(acme)[0] == 2 * charged


def test_a_wrong_host_is_logged_as_a_warning_not_an_error(acme, caplog):  # noqa: F811
    """Django logs a disallowed Host at ERROR; anyone can send one with no key, and each
    wrote an ERROR line, what alerts read (the twenty-first pass, L-3)."""
    api = client_for(acme)
    with caplog.at_level("INFO"):
        assert api.get("/api/v1/voices", HTTP_HOST="not-ours.example").status_code == 400
    said = [r for r in caplog.records if r.name == "django.security.DisallowedHost"]
    assert said and all(r.levelname == "WARNING" for r in said)
