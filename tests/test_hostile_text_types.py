"""A text field takes a JSON string, nothing else: a number, a boolean, null, a list or an
object is a 400 with a stable code, naming the field, and nothing is synthesized.

DRF's CharField turns 31337 into "31337": the quota was not charged (it counts strings),
/speech and the OpenAI endpoint synthesized the clip and then answered 500. The sweep
reads every string property of every JSON request body from the OpenAPI schema, so a
field added later is covered without a change here.
"""

import copy
import json

import pytest

from lexicon.models import LexiconEntry, VoicePreset
from metering.models import Usage
from synth.models import Batch, Clip, SynthesisJob
from tests.test_api_support import client_for
from webhooks.models import Endpoint

pytestmark = pytest.mark.usefixtures("sync_jobs", "fresh_counts")

# Every JSON type but a string; a 1,000-digit number is one json.loads still reads.
NOT_STRINGS = {
    "int": 31337,
    "huge-int": 10**999,
    "float": 3.5,
    "true": True,
    "false": False,
    "null": None,
    "list": ["a list"],
    "object": {"not": "a string"},
}


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def post(api, path: str, body: dict, method: str = "post"):
    return getattr(api, method)(path, json.dumps(body), content_type="application/json")


def refusal(response) -> dict:
    """Our error, OpenAI's or ElevenLabs' shape, as {"code", "field"}."""
    assert response.status_code == 400, (response.status_code, response.content[:300])
    found = response.json()
    body = found["error"] if "error" in found else found["detail"]
    return {"code": body["code"], "field": body.get("param", body.get("field"))}


def nothing_synthesized():
    assert not SynthesisJob.objects.exists()
    assert not Clip.objects.exists()
    assert not Batch.objects.exists()


# Where the text goes in each way in, and the field the error names.
TEXT_PLACES = {
    "speech": ("/api/v1/speech", lambda v: {"text": v, "wait": 0}, "text"),
    "stream": ("/api/v1/speech", lambda v: {"text": v, "stream": True, "wait": 0}, "text"),
    "openai": (
        "/v1/audio/speech",
        lambda v: {"model": "tts-1", "voice": "alloy", "input": v},
        "input",
    ),
    "batch-item": (
        "/api/v1/batches",
        lambda v: {"items": [{"text": "Fine."}, {"text": v}]},
        "items.1.text",
    ),
    "elevenlabs": ("/v1/text-to-speech/F1", lambda v: {"text": v}, "text"),
    "batch-defaults": (
        "/api/v1/batches",
        lambda v: {"items": [{"lang": "en"}], "defaults": {"text": v}},
        "defaults.text",
    ),
}


@pytest.mark.parametrize("value", NOT_STRINGS.values(), ids=NOT_STRINGS.keys())
@pytest.mark.parametrize("place", TEXT_PLACES.keys())
def test_a_number_or_any_other_non_string_as_the_text_is_refused(acme, place, value):
    path, body, field = TEXT_PLACES[place]
    api = client_for(acme)
    error = refusal(post(api, path, body(value)))
    assert error == {"code": "invalid", "field": field}
    nothing_synthesized()
    assert not Usage.objects.filter(requests__gt=0).exists()  # nor counted as spoken


@pytest.mark.backend  # on PostgreSQL + Redis too: remembered answers live in the cache
def test_a_refused_number_is_never_remembered_as_a_hit(acme):
    api = client_for(acme)
    for _ in range(2):  # the second would be the fast path's (api/hits.py)
        assert refusal(post(api, "/api/v1/speech", {"text": 31337})) == {
            "code": "invalid",
            "field": "text",
        }
    nothing_synthesized()


# --- the sweep over the schema -------------------------------------------------------------

# A body each operation accepts, to which the sweep adds one wrong value at a time.
VALID_BODIES = {
    "POST /api/v1/speech": {"text": "Hello.", "wait": 0},
    "POST /api/v1/normalize": {"text": "Hello."},
    "POST /v1/audio/speech": {"model": "tts-1", "input": "Hello.", "voice": "alloy"},
    "POST /api/v1/batches": {"items": [{"text": "Hello."}]},
    "POST /api/v1/lexicon": {"term": "AcmeCorp", "alias": "acme corp"},
    "PUT /api/v1/lexicon/{id}": {"term": "AcmeCorp", "alias": "acme corp"},
    "PATCH /api/v1/lexicon/{id}": {},
    "POST /api/v1/presets": {"name": "acme-voice", "voice": "M2"},
    "PUT /api/v1/presets/{id}": {"name": "acme-voice", "voice": "M2"},
    "PATCH /api/v1/presets/{id}": {},
    "POST /api/v1/clips/{clip_id}/report": {"reason": "It reads the price wrong."},
    # An address, not a name: nothing to resolve (webhooks.targets looks names up).
    **{
        label: {"url": "https://93.184.216.34/hooks", "events": ["batch.finished"]}
        for label in ("POST /api/v1/webhooks", "PUT /api/v1/webhooks/{id}")
    },
    "PATCH /api/v1/webhooks/{id}": {},
    **{
        f"POST /v1/text-to-speech/{{voice_id}}{route}": {"text": "Hello."}
        for route in ("", "/stream", "/with-timestamps", "/stream/with-timestamps")
    },
}


def schema() -> dict:
    from drf_spectacular.generators import SchemaGenerator

    return SchemaGenerator().get_schema(request=None, public=True)


def resolved(node: dict, components: dict) -> dict:
    while "$ref" in node:
        node = components[node["$ref"].rsplit("/", 1)[1]]
    if "allOf" in node and len(node["allOf"]) == 1:
        return resolved({**node["allOf"][0], **{k: v for k, v in node.items() if k != "allOf"}},
                        components)  # fmt: skip
    return node


def takes_a_string(node: dict, components: dict) -> bool:
    node = resolved(node, components)
    if node.get("type") == "string" or "enum" in node and node.get("type") in (None, "string"):
        return node.get("format") != "binary"
    return any(takes_a_string(n, components) for n in node.get("oneOf", []))


def body_fields(node: dict, components: dict, pick, path: tuple = ()):
    """(path in the body, ``pick``'s answer) of every writable property ``pick(name, prop,
    components)`` answers for (not None), nested ones too: an object's properties, and the
    first item of an array of objects."""
    node = resolved(node, components)
    for name, prop in node.get("properties", {}).items():
        if resolved(prop, components).get("readOnly"):
            continue
        if (found := pick(name, prop, components)) is not None:
            yield (*path, name), found
        yield from body_fields(prop, components, pick, (*path, name))
    if node.get("type") == "array" and "items" in node:
        yield from body_fields(node["items"], components, pick, (*path, 0))


def a_string(name: str, prop: dict, components: dict) -> bool | None:
    """Whether a string property is nullable; None for a property that takes no string."""
    if takes_a_string(prop, components):
        return bool(resolved(prop, components).get("nullable"))
    return None


def json_operations(pick=a_string, every: bool = True):
    """(label, method, path, fields) of every operation with a JSON body, its fields those
    ``pick`` answers for (body_fields: by default every string property, and whether it is
    nullable); with ``every`` False, only the operations with such a field."""
    found = schema()
    components = found["components"]["schemas"]
    for path, operations in found["paths"].items():
        for method, operation in operations.items():
            content = operation.get("requestBody", {}).get("content", {})
            if "application/json" in content:
                body = content["application/json"]["schema"]
                fields = list(body_fields(body, components, pick))
                if fields or every:
                    yield f"{method.upper()} {path}", method, path, fields


def with_value(body: dict, where: tuple, value) -> dict:
    """``body`` with ``value`` at ``where`` (a path of names and list positions)."""
    body = copy.deepcopy(body)
    node = body
    for step, following in zip(where, where[1:], strict=False):
        if isinstance(step, int):
            node = node[step]  # the valid bodies have the items the schema's arrays need
        else:
            node = node.setdefault(step, [{}] if isinstance(following, int) else {})
    node[where[-1]] = value
    return body


def test_the_sweep_finds_the_text_fields_it_must_cover():
    fields = {label: [".".join(map(str, p)) for p, _ in f] for label, *_, f in json_operations()}
    assert "text" in fields["POST /api/v1/speech"] and "format" in fields["POST /api/v1/speech"]
    assert {"input", "voice", "instructions", "lang"} <= set(fields["POST /v1/audio/speech"])
    assert {"items.0.text", "items.0.voice", "defaults.text"} <= set(fields["POST /api/v1/batches"])
    assert {"term", "alias"} <= set(fields["POST /api/v1/lexicon"])
    assert {"name", "fallback_clip"} <= set(fields["POST /api/v1/presets"])
    assert {"text", "model_id", "language_code", "apply_text_normalization"} <= set(
        fields["POST /v1/text-to-speech/{voice_id}/with-timestamps"]
    )


def test_every_text_field_in_the_schema_refuses_every_other_json_type(acme, make_clip, settings):
    settings.API_RATE = "1000000/min"  # the sweep is one tenant in a hurry
    api = client_for(acme)
    entry = LexiconEntry(tenant=acme, term="Existing", alias="existing")
    entry.save()
    preset = VoicePreset.objects.create(tenant=acme, name="existing", voice="F1")
    hook = Endpoint.objects.create(tenant=acme, url="https://93.184.216.34/existing")
    ids = {"lexicon": str(entry.pk), "presets": str(preset.pk), "webhooks": str(hook.pk)}
    clip = make_clip(acme)
    clips = Clip.objects.count()
    tried = set()
    for label, method, path, fields in json_operations():
        assert label in VALID_BODIES, f"{label}: add a valid body to VALID_BODIES"
        url = path.replace("{id}", ids.get(path.split("/")[3], "")).replace("{clip_id}", clip.key)
        url = url.replace("{voice_id}", "existing")  # the preset, as ElevenLabs names it
        for where, nullable in fields:
            for kind, value in NOT_STRINGS.items():
                if value is None and nullable:
                    continue
                body = with_value(VALID_BODIES[label], where, value)
                response = post(api, url, body, method)
                dotted = ".".join(map(str, where))
                assert response.status_code == 400, (label, dotted, kind, response.content[:300])
                error = refusal(response)
                assert error["code"] == "invalid", (label, dotted, kind, error)
                assert error["field"] == dotted, (label, dotted, kind, error)
                tried.add((label, dotted))
    assert not SynthesisJob.objects.exists() and not Batch.objects.exists()
    assert Clip.objects.count() == clips
    assert LexiconEntry.objects.get(pk=entry.pk).term == "Existing"
    assert list(VoicePreset.objects.values_list("name", flat=True)) == ["existing"]
    assert len(tried) > 30
