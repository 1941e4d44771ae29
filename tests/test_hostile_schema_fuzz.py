"""Schemathesis against /api/schema/, in process through the WSGI app, with a live tenant
key: every operation gets well-formed (positive) and malformed (negative) requests
generated from the schema. No answer may be a 5xx, and every answer must be one the
schema documents (status code, content type, body shape).

Bounded and derandomized so it stays fast and repeatable in `make test`;
``HOSTILE_EXAMPLES=100`` (as `make faults` sets it) searches longer.
"""

import os

import pytest
import schemathesis
from django.core.cache import cache
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from tests.test_api_support import key_for

# Backend-dependent, so on the PostgreSQL + Redis pass too: generated requests reaching SQL.
pytestmark = pytest.mark.backend

EXAMPLES = int(os.getenv("HOSTILE_EXAMPLES", "12"))
# An ElevenLabs voice_id: the generated one, or now and then one every tenant has.
VOICES = [None, None, "F1", "21m00Tcm4TlvDq8ikWAM"]
CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_schema_conformance,
]


@pytest.fixture
def keep_connection():
    """As Django's test client does: the WSGI app must not close the test's database
    connection (and its transaction) at the start and end of each request."""
    from django.core import signals
    from django.db import close_old_connections

    signals.request_started.disconnect(close_old_connections)
    signals.request_finished.disconnect(close_old_connections)
    yield
    signals.request_started.connect(close_old_connections)
    signals.request_finished.connect(close_old_connections)


@pytest.fixture
def api(sync_jobs, make_tenant, make_clip, keep_connection):
    """The schema loaded from the running app, and a key of a tenant with a clip (so
    that some generated ids may exist). Misses synthesize in this process (sync mode)."""
    from django.core.wsgi import get_wsgi_application

    sync_jobs.API_RATE = "1000000/min"  # the fuzzer is one tenant in a hurry
    sync_jobs.API_DAILY_CHARS = 10**9
    sync_jobs.API_MAX_WAIT = 1  # a generated "wait" never holds the run up
    cache.clear()
    tenant = make_tenant("fuzz")
    make_clip(tenant)
    schema = schemathesis.openapi.from_wsgi("/api/schema/", get_wsgi_application())
    key = key_for(tenant)
    # ElevenLabs' routes read xi-api-key first: a generated one would hide the key.
    return schema, {"Authorization": f"Bearer {key}", "xi-api-key": key}


def operations(schema):
    for result in schema.get_all_operations():
        yield result.ok()


@pytest.mark.parametrize("mode", [GenerationMode.POSITIVE, GenerationMode.NEGATIVE])
def test_no_operation_answers_a_server_error_or_off_schema(api, mode):
    schema, headers = api
    seen = []
    for operation in operations(schema):
        seen.append(operation.label)

        @settings(
            max_examples=EXAMPLES,
            derandomize=True,
            deadline=None,
            database=None,
            suppress_health_check=list(HealthCheck),
        )
        @given(case=operation.as_strategy(generation_mode=mode), voice=st.sampled_from(VOICES))
        def check(case, voice):
            if voice and "voice_id" in (case.path_parameters or {}):
                case.path_parameters["voice_id"] = voice  # as a generated id may exist
            case.call_and_validate(headers=headers, checks=CHECKS)

        try:
            check()
        except Unsatisfiable:
            # A public GET without parameters (the OpenAI discovery lists) has nothing
            # that could be made malformed; its positive run covers it.
            if mode is not GenerationMode.NEGATIVE:
                raise
    assert "POST /api/v1/speech" in seen and "POST /v1/audio/speech" in seen
    assert "POST /v1/text-to-speech/{voice_id}/with-timestamps" in seen  # ElevenLabs' too
