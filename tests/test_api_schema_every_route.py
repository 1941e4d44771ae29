"""Every DRF route is in the OpenAPI schema, so the sweeps that read the schema
(tests/test_hostile_*.py, tests/test_security_every_endpoint.py) reach it: the
ElevenLabs endpoints were left out, and ``{"text": 5}`` went through them unseen. They
are documented with their bodies and answers, tagged "ElevenLabs"."""

import pytest
from drf_spectacular.generators import EndpointEnumerator, SchemaGenerator

ELEVEN = {
    ("POST", "/v1/text-to-speech/{voice_id}"),
    ("POST", "/v1/text-to-speech/{voice_id}/stream"),
    ("POST", "/v1/text-to-speech/{voice_id}/with-timestamps"),
    ("POST", "/v1/text-to-speech/{voice_id}/stream/with-timestamps"),
    ("GET", "/v1/voices"),
    ("GET", "/v2/voices"),
    ("GET", "/v1/voices/{voice_id}"),
    ("GET", "/v1/voices/settings/default"),
    ("GET", "/v1/voices/{voice_id}/settings"),
    ("GET", "/v1/user"),
    ("GET", "/v1/user/subscription"),
}


@pytest.fixture(scope="module")
def schema():
    return SchemaGenerator().get_schema(request=None, public=True)


# The schema and its page: drf-spectacular's own views.
SCHEMA_VIEWS = {("GET", "/api/schema/"), ("GET", "/api/docs/")}


def documented(schema) -> set[tuple[str, str]]:
    return {(m.upper(), p) for p, ops in schema["paths"].items() for m in ops if m != "parameters"}


def test_every_drf_route_is_in_the_schema(schema):
    endpoints = EndpointEnumerator().get_api_endpoints()
    routes = {(method, path.replace("{pk}", "{id}")) for path, _, method, _ in endpoints}
    assert ELEVEN <= routes
    assert routes - documented(schema) - SCHEMA_VIEWS == set()


@pytest.mark.parametrize("method,path", sorted(ELEVEN), ids=[" ".join(r) for r in sorted(ELEVEN)])
def test_each_elevenlabs_route_is_documented_with_its_body_answers_and_error_shape(
    schema, method, path
):
    operation = schema["paths"][path][method.lower()]
    assert operation["tags"] == ["ElevenLabs"]
    assert operation["operationId"].startswith("eleven_")
    responses = operation["responses"]
    assert {"200", "400", "401"} <= set(responses)
    error = responses["401"]["content"]["application/json"]["schema"]["$ref"]
    assert error.endswith("/ElevenLabsError")
    if method == "POST":
        body = operation["requestBody"]["content"]["application/json"]
        assert body["schema"]["$ref"].endswith("/ElevenLabsSpeechRequest")
        assert body["examples"]
        assert {"404", "413", "429"} <= set(responses)
        names = {p["name"] for p in operation["parameters"]}
        assert {"voice_id", "output_format", "optimize_streaming_latency"} <= names


def test_the_answers_say_what_each_route_sends(schema):
    paths = schema["paths"]
    assert (
        "audio/*" in paths["/v1/text-to-speech/{voice_id}"]["post"]["responses"]["200"]["content"]
    )
    timed = paths["/v1/text-to-speech/{voice_id}/with-timestamps"]["post"]["responses"]["200"]
    assert timed["content"]["application/json"]["schema"]["$ref"].endswith("/AudioWithTimestamps")
    lines = paths["/v1/text-to-speech/{voice_id}/stream/with-timestamps"]["post"]["responses"]
    assert "application/x-ndjson" in lines["200"]["content"]
