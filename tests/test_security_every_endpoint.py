"""Every operation in the API schema, probed as an outsider and as another tenant. The
list comes from the schema itself, so an endpoint added later is probed too:

- without a key, with a wrong, a revoked or an inactive tenant's key: 401, nothing done;
- Bob naming Alice's clip, job, batch, entry or preset gets exactly what a missing id gets
  (404), and his writes to them change nothing;
- Bob's lists never show Alice's rows.

Per-resource details are in test_api_isolation.py, test_api_auth.py and the resource tests.
"""

import json

import pytest
from django.test import Client
from django.utils import timezone

from lexicon.models import LexiconEntry, VoicePreset
from synth.models import Batch, Clip, SynthesisJob
from tenancy.models import ApiKey, Tenant
from tests.test_api_support import client_for, error

# Backend-dependent, so on the PostgreSQL + Redis pass too: tenant isolation queries.
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("job_settings")]


def schema_operations() -> list[tuple[str, str]]:
    """(method, path template) of every operation the API documents."""
    from drf_spectacular.generators import SchemaGenerator

    schema = SchemaGenerator().get_schema(request=None, public=True)
    return [
        (method.upper(), path)
        for path, operations in schema["paths"].items()
        for method in operations
        if method in ("get", "post", "put", "patch", "delete")
    ]


OPERATIONS = schema_operations()
IDS = [f"{m} {p}" for m, p in OPERATIONS]
# Public by design, what clients read before they have a key (api/openai/discovery.py):
# without one they answer, and show no tenant's data; a key they get must be valid.
PUBLIC = {"/v1/", "/v1/audio/voices", "/v1/audio/models", "/v1/models", "/v1/models/{model_id}"}
# A public model is no tenant's object: not in the other tenant's probe.
WITH_IDS = [(m, p) for m, p in OPERATIONS if "{" in p and p not in PUBLIC]
LISTS = [(m, p) for m, p in OPERATIONS if m == "GET" and "{" not in p]
MISSING = {
    "clip_id": "0" * 64,
    "job_id": "6f1d8c1e-52b4-4f4e-9b7a-5d0f4a3c2b1a",
    "batch_id": "6f1d8c1e-52b4-4f4e-9b7a-5d0f4a3c2b1a",
    "id": "999999",
    "voice_id": "nobody-by-that-name",
}
# A body each write would accept from its owner; the outsider's must change nothing.
BODIES = {
    "/api/v1/speech": {"text": "Hello.", "wait": 0},
    "/v1/audio/speech": {"model": "tts-1", "input": "Hello.", "voice": "alloy"},
    "/api/v1/normalize": {"text": "Hello."},
    "/api/v1/batches": {"items": [{"text": "Hello."}]},
    "/api/v1/lexicon": {"term": "BobCorp", "alias": "bob corp"},
    "/api/v1/lexicon/{id}": {"term": "Hijacked", "alias": "hijacked"},
    "/api/v1/presets": {"name": "bobs-voice", "voice": "M2"},
    "/api/v1/presets/{id}": {"name": "hijacked", "voice": "M2"},
    "/api/v1/clips/{clip_id}/report": {"reason": "sounds wrong"},
    **{
        f"/v1/text-to-speech/{{voice_id}}{route}": {"text": "Hello."}
        for route in ("", "/stream", "/with-timestamps", "/stream/with-timestamps")
    },
}


def envelope(response) -> dict:
    """The error in ours, OpenAI's or ElevenLabs' shape (``detail``): each has our code."""
    body = response.json()
    assert len(body) == 1, body
    return body.get("error") or body["detail"]


@pytest.fixture
def alice(make_tenant, make_entry, make_clip):
    """Alice's tenant with one of everything; the ids to put in each path template."""
    tenant = make_tenant("alice")
    entry = make_entry(tenant, "AliceCorp", "alice corporation")
    preset = VoicePreset.objects.create(tenant=tenant, name="alices-voice", voice="F3")
    clip = make_clip(tenant)
    job = SynthesisJob.objects.create(tenant=tenant, key="a" * 64, params={})
    batch = Batch.objects.create(tenant=tenant)
    ids = {"clip_id": clip.key, "job_id": str(job.pk), "batch_id": str(batch.pk)}
    ids["voice_id"] = preset.name  # ElevenLabs names a preset by its name
    return tenant, ids, {"lexicon": str(entry.pk), "presets": str(preset.pk)}


def fill(path: str, ids: dict, resource_ids: dict | None = None) -> str:
    """The path with each {name} replaced; {id} by the resource the path names."""
    for name, value in ids.items():
        path = path.replace(f"{{{name}}}", value)
    path = path.replace("{model_id}", "tts-1")  # a public model name, every tenant's
    if "{id}" in path:
        resource = path.split("/")[3]  # /api/v1/<resource>/{id}
        path = path.replace("{id}", (resource_ids or {}).get(resource, MISSING["id"]))
    return path


def call(client: Client, method: str, template: str, path: str):
    body = BODIES.get(template)
    if method in ("GET", "DELETE"):
        return getattr(client, method.lower())(path)
    if template.endswith("/import"):
        return client.post(path, b"<lexicon/>", "application/pls+xml")
    return getattr(client, method.lower())(path, json.dumps(body or {}), "application/json")


def snapshot(tenant: Tenant) -> tuple:
    """Everything of Alice's that a write could touch."""
    return (
        list(LexiconEntry.objects.filter(tenant=tenant).values()),
        list(VoicePreset.objects.filter(tenant=tenant).values()),
        list(Clip.objects.filter(tenant=tenant).values()),
        list(SynthesisJob.objects.filter(tenant=tenant).values()),
        list(Batch.objects.filter(tenant=tenant).values()),
        Tenant.objects.filter(pk=tenant.pk).values("lexicon_version").get(),
    )


def test_the_schema_lists_every_resource():
    paths = {p for _, p in OPERATIONS}
    assert {"/api/v1/speech", "/api/v1/clips/{clip_id}", "/api/v1/jobs/{job_id}",
            "/api/v1/batches/{batch_id}", "/api/v1/lexicon/{id}", "/api/v1/presets/{id}",
            "/v1/audio/speech", "/v1/text-to-speech/{voice_id}", "/v1/voices/{voice_id}",
            "/v1/voices", "/v2/voices"} <= paths  # fmt: skip


@pytest.mark.parametrize("method,template", OPERATIONS, ids=IDS)
def test_every_operation_refuses_missing_wrong_revoked_and_inactive_keys(
    alice, make_tenant, method, template
):
    tenant, ids, resource_ids = alice
    before = snapshot(tenant)
    path = fill(template, ids, resource_ids)
    row, raw = ApiKey.issue(tenant)
    revoked_row, revoked = ApiKey.issue(tenant)
    ApiKey.objects.filter(pk=revoked_row.pk).update(revoked=timezone.now())
    _, inactive = ApiKey.issue(make_tenant("gone", active=False))
    for headers in (
        {},
        {"Authorization": f"Bearer {raw[:-3]}xyz"},
        {"Authorization": f"Bearer {revoked}"},
        {"Authorization": f"Bearer {inactive}"},
        {"Authorization": f"Token {raw}"},
        {"X-Api-Key": "tts_nope_nope"},
        {"Authorization": "Bearer "},
    ):
        response = call(Client(headers=headers), method, template, path)
        if not headers and template in PUBLIC:
            assert response.status_code == 200 and b"alices-voice" not in response.content
            continue
        assert response.status_code == 401, (headers, response.content[:200])
        body = envelope(response)
        assert body["code"] == "unauthenticated", body
    assert snapshot(tenant) == before


@pytest.mark.parametrize("method,template", WITH_IDS, ids=[f"{m} {p}" for m, p in WITH_IDS])
def test_another_tenants_object_answers_like_a_missing_one(alice, make_tenant, method, template):
    tenant, ids, resource_ids = alice
    before = snapshot(tenant)
    bob = client_for(make_tenant("bob"))
    theirs = call(bob, method, template, fill(template, ids, resource_ids))
    missing = call(bob, method, template, fill(template, MISSING))
    assert theirs.status_code == 404, theirs.content[:200]
    # ElevenLabs' 404 repeats the voice_id the caller sent: the caller's own words.
    echoed = missing.content.replace(MISSING["voice_id"].encode(), ids["voice_id"].encode())
    assert (theirs.status_code, theirs.content) == (missing.status_code, echoed)
    assert envelope(theirs)["code"] == (
        "voice_not_found" if "{voice_id}" in template else "not_found"
    )
    assert snapshot(tenant) == before


@pytest.mark.parametrize("method,template", LISTS, ids=[f"{m} {p}" for m, p in LISTS])
def test_lists_never_show_another_tenants_rows(alice, make_tenant, method, template):
    tenant, ids, resource_ids = alice
    bob = client_for(make_tenant("bob"))
    response = call(bob, method, template, template)
    assert response.status_code == 200, response.content[:200]
    # An export is streamed (a page of the lexicon at a time).
    content = b"".join(response).decode() if response.streaming else response.content.decode()
    for secret in ("AliceCorp", "alice corporation", "alices-voice", *ids.values()):
        assert secret not in content, (secret, content[:300])


def test_a_fallback_clip_must_be_the_tenants_own(alice, make_tenant):
    tenant, ids, _ = alice
    bob = client_for(make_tenant("bob"))
    body = {"name": "sneaky", "voice": "M1", "fallback_clip": ids["clip_id"]}
    response = bob.post("/api/v1/presets", body, "application/json")
    assert response.status_code == 400 and error(response)["field"] == "fallback_clip"
