"""Structured logs: one JSON object per line, with the request id (the caller's
X-Request-Id, or a new one, echoed in the response) and, in workers, the job id."""

import io
import json
import logging

import pytest
from django.conf import settings

from ops.logs import ContextFilter, JsonFormatter
from tests.test_api_support import client_for


@pytest.fixture
def log_lines():
    """What the root logger prints, as settings.LOGGING's JSON handler formats it."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    handler.addFilter(ContextFilter())
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        yield lambda: [json.loads(line) for line in stream.getvalue().splitlines()]
    finally:
        root.removeHandler(handler)


def test_a_record_is_one_json_line_with_extras_and_its_traceback(log_lines):
    log = logging.getLogger("tts.test")
    try:
        raise ValueError("bad\nthing")
    except ValueError:
        log.exception("it broke: %s", "twice\nover", extra={"tenant": "acme", "n": 3})

    (entry,) = log_lines()
    assert entry["level"] == "ERROR"
    assert entry["logger"] == "tts.test"
    assert entry["message"] == "it broke: twice\nover"
    assert entry["tenant"] == "acme" and entry["n"] == 3
    assert "ValueError: bad" in entry["exc"]
    assert entry["time"].endswith("Z")
    assert "request_id" not in entry and "job_id" not in entry  # outside a request or job


def test_the_callers_request_id_is_echoed_and_on_the_requests_log_line(client, db, log_lines):
    response = client.get("/api/v1/voices", headers={"X-Request-Id": "abc-123"})

    assert response.status_code == 401
    assert response["X-Request-Id"] == "abc-123"
    (line,) = [e for e in log_lines() if e["logger"] == "tts.request"]
    assert line["request_id"] == "abc-123"
    assert (line["method"], line["path"], line["status"]) == ("GET", "/api/v1/voices", 401)
    assert line["ms"] >= 0


@pytest.mark.parametrize("incoming", [None, "", "has spaces", "x" * 129, "new\nline"])
def test_a_missing_or_odd_request_id_is_replaced_by_a_new_one(client, db, incoming):
    headers = {} if incoming is None else {"X-Request-Id": incoming}
    first = client.get("/api/v1/health", headers=headers)["X-Request-Id"]
    second = client.get("/api/v1/health", headers=headers)["X-Request-Id"]

    assert len(first) == 32 and first != second


def test_even_a_refused_oversized_body_gets_a_request_id(client, db, settings):
    settings.API_MAX_BODY_BYTES = 10
    response = client.post("/api/v1/speech", "x" * 100, "application/json")

    assert response.status_code == 413
    assert response["X-Request-Id"]


def test_a_jobs_records_carry_its_job_id_and_the_request_that_started_it(
    sync_jobs, make_tenant, monkeypatch, log_lines
):
    from engine.errors import InputError
    from synth.models import SynthesisJob

    def refuse(job):
        raise InputError("cannot say that")

    monkeypatch.setattr("synth.worker.synthesize", refuse)
    acme = make_tenant("acme")

    client_for(acme).post(
        "/api/v1/speech", {"text": "Fail me."}, "application/json", headers={"X-Request-Id": "r1"}
    )

    job = SynthesisJob.objects.get(tenant=acme)
    (failed,) = [e for e in log_lines() if e["logger"] == "synth.worker"]
    assert failed["job_id"] == str(job.id)
    assert failed["request_id"] == "r1"  # sync mode: the job ran inside the request
    after = [e for e in log_lines() if e["logger"] == "tts.request"]
    assert "job_id" not in after[-1]  # the id is gone once the job is


def test_the_text_format_for_development_shows_the_ids_in_brackets():
    formatter = logging.Formatter(settings.LOGGING["formatters"]["text"]["format"])
    record = logging.LogRecord("tts.test", logging.INFO, __file__, 1, "hello", (), None)
    from ops import logs

    token = logs.request_id.set("r2")
    try:
        ContextFilter().filter(record)
    finally:
        logs.request_id.reset(token)

    assert formatter.format(record).endswith("INFO tts.test [req=r2]: hello")
