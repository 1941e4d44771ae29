"""Every request the OpenAPI schema documents succeeds when it is sent as given: each
example of a body, and, for a body without examples, the one Swagger UI's "Try it out"
generates from the schema (what a new user sends first)."""

import pytest
from asgiref.sync import async_to_sync
from django.test import Client

from tests.test_api_support import client_for

METHODS = ("post", "put", "patch")
BUILT_IN_VOICE = "F1"  # an ElevenLabs voice_id every tenant has


def resolve_ref(schema: dict, document: dict) -> dict:
    while "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        schema = document["components"]["schemas"][name]
    return schema


def swagger_sample(schema: dict, document: dict):
    """The body Swagger UI fills "Try it out" with when a body has no examples (its
    sampleFromSchema): an example or default where the schema has one, else the first
    enum value, else a placeholder by type; every writable property of an object."""
    schema = resolve_ref(schema, document)
    for combined in ("allOf", "oneOf", "anyOf"):
        if combined in schema:
            merged = {}
            for part in schema[combined][: None if combined == "allOf" else 1]:
                merged.update(resolve_ref(part, document))
            return swagger_sample(merged, document)
    for key in ("example", "default"):
        if key in schema:
            return schema[key]
    if schema.get("enum"):
        return schema["enum"][0]
    kind = schema.get("type", "object" if "properties" in schema else "string")
    if kind == "object":
        return {
            name: swagger_sample(prop, document)
            for name, prop in schema.get("properties", {}).items()
            if not resolve_ref(prop, document).get("readOnly")
        }
    if kind == "array":
        return [swagger_sample(schema.get("items", {}), document)]
    if kind in ("integer", "number"):
        return max(0, schema.get("minimum", 0))
    return True if kind == "boolean" else "string"


def documented_requests(document: dict):
    """(method, path, example name, body) for every JSON body the schema documents."""
    for path, operations in document["paths"].items():
        for method in METHODS:
            body = operations.get(method, {}).get("requestBody", {})
            media = body.get("content", {}).get("application/json")
            if media is None:
                continue
            examples = media.get("examples") or {
                "swagger-ui's generated body": {"value": swagger_sample(media["schema"], document)}
            }
            for name, example in examples.items():
                yield method, path, name, example["value"]


def read(response):
    if response.streaming:

        async def drain():
            return [piece async for piece in response.streaming_content]

        async_to_sync(drain)()


def existing(tenant, path: str, make_clip) -> str:
    """The id of an object of ``tenant``'s that an example for ``path`` can be sent to."""
    if path.startswith("/api/v1/clips/"):
        return make_clip(tenant).key  # a clip is named by its key
    if path.startswith("/api/v1/lexicon/"):
        return str(tenant.entries.create(term="existing", alias="x").pk)
    if path.startswith("/api/v1/presets/"):
        return str(tenant.presets.create(name="existing", voice="F1").pk)
    if path.startswith("/api/v1/webhooks/"):
        url = "https://93.184.215.14/existing"  # public, written as an address
        return str(tenant.webhook_endpoints.create(url=url).pk)
    raise AssertionError(f"no object to send {path} to: add one here")


@pytest.fixture
def document(db):
    return Client().get("/api/schema/?format=json").json()


def test_the_schema_documents_an_example_for_every_body_a_user_starts_from(document):
    requests = list(documented_requests(document))
    paths = {(method, path) for method, path, _, _ in requests}
    assert {("post", "/api/v1/speech"), ("post", "/v1/audio/speech"), ("post", "/api/v1/batches"),
            ("post", "/api/v1/lexicon"), ("post", "/api/v1/presets"),
            ("post", "/api/v1/normalize")} <= paths  # fmt: skip
    speech = [name for method, path, name, _ in requests if path == "/api/v1/speech"]
    assert len(speech) >= 3 and "swagger-ui's generated body" not in speech


def test_every_documented_request_succeeds_as_given(sync_jobs, make_tenant, make_clip, document):
    failures = []
    for n, (method, path, name, body) in enumerate(documented_requests(document)):
        tenant = make_tenant(f"tenant-{n}")  # a new user's tenant: no presets, no entries
        url = path.replace("{voice_id}", BUILT_IN_VOICE)
        for placeholder in ("{id}", "{clip_id}"):  # sent to an object of the tenant's
            if placeholder in path:
                url = path.replace(placeholder, existing(tenant, path, make_clip))
        assert "{" not in url, f"no object to send {path} to: add one here"
        response = getattr(client_for(tenant), method)(url, body, "application/json")
        read(response)
        if not 200 <= response.status_code < 300:
            failures.append((method, path, name, response.status_code, response.content[:300]))
    assert not failures


def field_example_bodies(document: dict):
    """(path, body) for every JSON body posted: its writable fields that have a
    field-level example, each with it (what a client generator's sample holds)."""
    for path, operations in document["paths"].items():
        media = operations.get("post", {}).get("requestBody", {}).get("content", {})
        if "application/json" not in media:
            continue
        schema = resolve_ref(media["application/json"]["schema"], document)
        props = {name: resolve_ref(p, document) for name, p in schema["properties"].items()}
        body = {
            name: prop["example"]
            for name, prop in props.items()
            if "example" in prop and not prop.get("readOnly")
        }
        required = {n for n in schema.get("required", []) if not props[n].get("readOnly")}
        if body and required <= set(body):
            yield path, body


def test_the_field_level_examples_together_make_a_body_that_works(sync_jobs, make_tenant, document):
    bodies = dict(field_example_bodies(document))
    assert {"/api/v1/speech", "/v1/audio/speech", "/api/v1/lexicon", "/api/v1/presets"} <= set(
        bodies
    )
    assert {"voice", "lang", "format"} <= set(bodies["/api/v1/speech"])
    failures = []
    for n, (path, body) in enumerate(bodies.items()):
        url = path.replace("{voice_id}", BUILT_IN_VOICE)
        response = client_for(make_tenant(f"fields-{n}")).post(url, body, "application/json")
        read(response)
        if not 200 <= response.status_code < 300:
            failures.append((path, body, response.status_code, response.content[:300]))
    assert not failures
