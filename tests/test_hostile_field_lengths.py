"""Every text a client sends has a length limit, and every parser of it runs in linear time.

The voice-blend pattern backtracked on a run of spaces after a name (quadratic), and the
``voice`` field had no limit: two 40 KB requests held both web workers until their timeout.
The sweep reads every string property of every JSON request body from the OpenAPI schema,
so a field added later without a limit fails here; an over-long value is refused with a 4xx
before anything parses it, on every surface that names a voice.
"""

import json
import time

import pytest
from django.test import Client

from api.serializers.fields import MAX_VOICE_CHARS
from engine.errors import InvalidVoice
from engine.styles import InvalidBlend, parse_blend, read_part
from synth import voices
from synth.conf import model_folder
from synth.models import Batch, Clip, SynthesisJob
from tests.test_api_support import client_for, key_for
from tests.test_hostile_text_types import VALID_BODIES, json_operations, resolved, with_value

pytestmark = pytest.mark.usefixtures("sync_jobs", "fresh_counts")

# A name, then a long run of spaces and a character that makes the match fail: what the
# old pattern tried in every split of the spaces between its two \s*.
HOSTILE_VOICE = "F1" + " " * 40_000 + "x+M3:1"


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def nothing_synthesized():
    assert not SynthesisJob.objects.exists()
    assert not Clip.objects.exists()
    assert not Batch.objects.exists()


def bounded(prop: dict, components: dict) -> bool:
    """A string property declares its limit: maxLength, or a fixed set of values."""
    node = resolved(prop, components)
    if "maxLength" in node or "enum" in node or node.get("format") == "binary":
        return True
    choices = [  # an object's own strings are walked as properties
        c for c in node.get("oneOf", []) if resolved(c, components).get("type") != "object"
    ]
    return bool(choices) and all(bounded(c, components) for c in choices)


def string_properties(node: dict, components: dict, path: tuple = ()):
    node = resolved(node, components)
    for name, prop in node.get("properties", {}).items():
        found = resolved(prop, components)
        if found.get("readOnly"):
            continue
        kinds = [found] + [resolved(c, components) for c in found.get("oneOf", [])]
        if any(k.get("type") == "string" or "enum" in k for k in kinds):
            yield (*path, name), prop
        yield from string_properties(prop, components, (*path, name))
    if node.get("type") == "array" and "items" in node:
        yield from string_properties(node["items"], components, (*path, 0))


def request_bodies():
    """(operation, path in the body, property) of every string in every request body."""
    from tests.test_hostile_text_types import schema

    found = schema()
    components = found["components"]["schemas"]
    for url, operations in found["paths"].items():
        for method, operation in operations.items():
            for content in operation.get("requestBody", {}).get("content", {}).values():
                for where, prop in string_properties(content["schema"], components):
                    yield f"{method.upper()} {url}", where, prop, components


def test_every_string_in_every_request_body_declares_a_length_limit():
    unbounded = sorted(
        f"{label}: {'.'.join(map(str, where))}"
        for label, where, prop, components in request_bodies()
        if not bounded(prop, components)
    )
    assert not unbounded, "string fields without a max_length:\n" + "\n".join(unbounded)


def test_the_sweep_finds_the_voice_fields():
    found = {(label, ".".join(map(str, where))) for label, where, *_ in request_bodies()}
    assert ("POST /api/v1/speech", "voice") in found
    assert ("POST /api/v1/normalize", "voice") in found
    assert ("POST /api/v1/batches", "items.0.voice") in found
    assert ("POST /api/v1/batches", "defaults.voice") in found
    assert ("POST /v1/audio/speech", "voice") in found


@pytest.mark.backend  # on PostgreSQL too: a value past a column's length is a DataError there
def test_a_value_one_past_any_fields_limit_is_refused_and_nothing_is_made(acme):
    api = client_for(acme)
    tried = 0
    for label, method, path, fields in json_operations():
        if "{" in path or label not in VALID_BODIES:
            continue  # the id operations: the same serializers as their POSTs
        components = None
        limits = {}
        for op, where, prop, components in request_bodies():
            if op == label and "maxLength" in resolved(prop, components):
                limits[where] = resolved(prop, components)["maxLength"]
        for where, _ in fields:
            if where not in limits or limits[where] > 10_000:
                continue  # a text's limit is the body's: test_api_protection covers it
            body = with_value(VALID_BODIES[label], where, "a" * (limits[where] + 1))
            response = getattr(api, method)(path, json.dumps(body), "application/json")
            assert 400 <= response.status_code < 500, (label, where, response.status_code)
            tried += 1
    assert tried >= 15
    nothing_synthesized()


# Where a voice goes in each surface of /api/v1 and OpenAI's.
VOICE_PLACES = {
    "speech": ("/api/v1/speech", lambda v: {"text": "Hello.", "voice": v, "wait": 0}),
    "stream": ("/api/v1/speech", lambda v: {"text": "Hello.", "voice": v, "stream": True}),
    "normalize": ("/api/v1/normalize", lambda v: {"text": "Hello.", "voice": v}),
    "batch-item": ("/api/v1/batches", lambda v: {"items": [{"text": "Hi.", "voice": v}]}),
    "batch-defaults": (
        "/api/v1/batches",
        lambda v: {"items": [{"text": "Hi."}], "defaults": {"voice": v}},
    ),
    "openai": ("/v1/audio/speech", lambda v: {"model": "tts-1", "input": "Hi.", "voice": v}),
    "openai-object": (
        "/v1/audio/speech",
        lambda v: {"model": "tts-1", "input": "Hi.", "voice": {"id": v}},
    ),
}


@pytest.mark.backend  # the lookup of a name in the database, the remembered answers in Redis
@pytest.mark.parametrize("place", VOICE_PLACES)
def test_a_hostile_voice_is_refused_at_once_on_every_surface(acme, place):
    path, body = VOICE_PLACES[place]
    started = time.monotonic()
    response = client_for(acme).post(path, json.dumps(body(HOSTILE_VOICE)), "application/json")
    assert response.status_code == 400, response.content[:300]
    assert time.monotonic() - started < 5  # the old pattern: minutes
    nothing_synthesized()


def test_a_hostile_voice_id_in_the_elevenlabs_path_is_refused(acme):
    client = Client(headers={"xi-api-key": key_for(acme)})
    voice = "F1" + "%20" * 40_000 + "x+M3:1"
    response = client.post(f"/v1/text-to-speech/{voice}", {"text": "Hi."}, "application/json")
    assert 400 <= response.status_code < 500
    nothing_synthesized()


def test_a_hostile_voice_is_refused_by_the_playground(acme, make_member):
    client = Client()
    client.force_login(make_member(acme, "editor"))
    started = time.monotonic()
    response = client.post(
        "/playground/", {"tenant": acme.pk, "text": "Hi.", "voice": HOSTILE_VOICE}
    )
    assert time.monotonic() - started < 5
    assert response.status_code == 400
    assert "voice" in response.content.decode()
    nothing_synthesized()


def test_resolving_refuses_a_name_past_the_limit_before_reading_it(acme):
    """Every way in (sockets, ElevenLabs' path) resolves through synth.voices."""
    with pytest.raises(InvalidVoice, match="at most"):
        voices.resolve(acme, HOSTILE_VOICE, model_folder())
    with pytest.raises(InvalidVoice, match="at most"):
        voices.resolve(acme, "F" * (MAX_VOICE_CHARS + 1), model_folder())
    with pytest.raises(InvalidBlend):
        parse_blend(HOSTILE_VOICE)


def test_the_blend_reader_takes_linear_time_on_a_hostile_piece():
    """No limit in front of it here: the reader itself must not backtrack."""
    tiny, huge = "F1 x", "F1" + " " * 200_000 + "x"
    for piece in (tiny, huge, "F1" + " " * 200_000 + ":", "(" * 200_000, "F1:" + " " * 200_000):
        started = time.monotonic()
        assert read_part(piece) is None
        assert time.monotonic() - started < 1  # quadratic: hours


def test_the_blend_reader_still_reads_every_written_form():
    assert read_part(" F1 ") == ("F1", None)
    assert read_part("F1:0.7") == ("F1", "0.7")
    assert read_part(" F1 : 0.7 ") == ("F1", "0.7")
    assert read_part("af_bella(2)") == ("af_bella", "2")
    assert read_part("af_bella ( 2 ) ") == ("af_bella", "2")
    for bad in ("", "F1:", "F1()", "F1:0 7", "F 1", "F1(2", "F1:(2)", "F1(2):3", "é1"):
        assert read_part(bad) is None, bad
    assert parse_blend("F1:3+M3:1") == [("F1", 0.75), ("M3", 0.25)]
