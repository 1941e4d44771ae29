"""An API error is one log line (the request's, from ops.middleware), not two: Django's
own "Bad Request: /path" / "Not Found: /path" warning for the same request said nothing
more and doubled every error in the logs (issue 35). gunicorn's own lines (its master's
start, stop and worker notices) are JSON too, so `journalctl -o cat | jq` reads the whole
stream (issue 35)."""

import io
import json
import logging

import pytest

from ops.logs import GunicornLogger
from tests.test_api_support import client_for
from tests.test_ops_logs import log_lines  # noqa: F401  (the fixture)


@pytest.mark.parametrize(
    "method, path, status",
    [
        ("get", "/api/v1/voices", 401),
        ("get", "/api/v1/no-such-thing", 404),
        ("post", "/api/v1/speech", 401),
    ],
)
def test_an_api_error_is_logged_once(client, db, log_lines, method, path, status):  # noqa: F811
    response = getattr(client, method)(path, headers={"X-Request-Id": "once-1"})

    assert response.status_code == status
    lines = [e for e in log_lines() if path in e["message"]]
    assert [(e["logger"], e.get("request_id")) for e in lines] == [("tts.request", "once-1")]


def test_a_fault_the_fast_path_meets_is_logged_by_the_view_that_answers_only(
    sync_jobs,
    make_tenant,
    monkeypatch,
    log_lines,  # noqa: F811
):
    """The remembered-answer path (api.hits) steps aside on a fault for the full view to
    answer it; it used to log the fault too, and an outage's every request twice."""
    import redis

    def down(request, **kwargs):
        raise redis.ConnectionError("Redis is restarting")

    monkeypatch.setattr("api.hits.known_answer", down)
    response = client_for(make_tenant()).post(
        "/api/v1/speech", {"text": "Once."}, content_type="application/json"
    )

    assert response.status_code == 200  # the full view answered (its own Redis is fine)
    assert [e for e in log_lines() if e["logger"] == "api.errors"] == []


def test_gunicorns_own_lines_are_json(monkeypatch):
    from gunicorn.config import Config

    stream = io.StringIO()
    monkeypatch.setattr("sys.stderr", stream)
    monkeypatch.delenv("LOG_FORMAT", raising=False)
    logger = GunicornLogger(Config())
    logger.info("Listening at: %s (%s)", "http://0.0.0.0:8000", 7)
    logger.error("Worker (pid:%s) was sent SIGKILL! Perhaps out of memory?", 9)

    entries = [json.loads(line) for line in stream.getvalue().splitlines()]
    # Named for the server, not "gunicorn.error" for an INFO line (issue 34); the level
    # still says which is the error.
    assert [(e["level"], e["logger"]) for e in entries] == [
        ("INFO", "gunicorn"),
        ("ERROR", "gunicorn"),
    ]
    assert entries[0]["message"] == "Listening at: http://0.0.0.0:8000 (7)"
    logging.getLogger("gunicorn.error").handlers.clear()
