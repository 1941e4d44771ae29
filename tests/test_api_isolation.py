"""Three tenants: Bob and Charlie must never read, list, guess or infer Alice's clips,
jobs or presets. Another tenant's id answers exactly like an id that never existed."""

import pytest

from lexicon.models import VoicePreset
from synth.models import SynthesisJob
from tests.test_api_support import client_for, synthesize

MISSING_CLIP = "0" * 64
MISSING_JOB = "6f1d8c1e-52b4-4f4e-9b7a-5d0f4a3c2b1a"


# Backend-dependent, so on the PostgreSQL + Redis pass too: tenant isolation queries.
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("job_settings")]


@pytest.fixture
def world(make_tenant, make_entry):
    """Alice has a clip, a queued job and a preset; each has a lexicon and a client."""
    tenants = {name: make_tenant(name) for name in ("alice", "bob", "charlie")}
    for name, tenant in tenants.items():
        make_entry(tenant, f"{name.title()}Corp", f"{name} corporation")
    alice = tenants["alice"]
    VoicePreset.objects.create(tenant=alice, name="alices-voice", voice="F3")
    clip = synthesize(alice, "Alice's secret plan.")
    clients = {name: client_for(tenant) for name, tenant in tenants.items()}
    response = clients["alice"].post(
        "/api/v1/speech", {"text": "Alice's next plan.", "wait": 0}, "application/json"
    )
    job = SynthesisJob.objects.get(pk=response.json()["id"])
    return clients, clip, job


def same_answer(a, b):
    """Status, body and headers equal: nothing tells the two apart (but the request id,
    new for every request whatever it asks)."""
    assert (a.status_code, a.content) == (b.status_code, b.content)
    assert a["X-Request-Id"] != b["X-Request-Id"]
    headers = [{k: v for k, v in r.headers.items() if k != "X-Request-Id"} for r in (a, b)]
    assert headers[0] == headers[1]


@pytest.mark.parametrize("name", ["bob", "charlie"])
@pytest.mark.parametrize(
    "path",
    ["/api/v1/clips/{clip}", "/api/v1/clips/{clip}/audio", "/api/v1/clips/{clip}/audio?format=mp3"],
)
def test_another_tenants_clip_is_not_found(world, name, path):
    clients, clip, _ = world
    theirs = clients[name].get(path.format(clip=clip.key))
    missing = clients[name].get(path.format(clip=MISSING_CLIP))
    assert theirs.status_code == 404
    same_answer(theirs, missing)
    assert clients["alice"].get(path.format(clip=clip.key)).status_code == 200


@pytest.mark.parametrize("name", ["bob", "charlie"])
def test_another_tenants_job_is_not_found(world, name):
    clients, _, job = world
    theirs = clients[name].get(f"/api/v1/jobs/{job.pk}")
    missing = clients[name].get(f"/api/v1/jobs/{MISSING_JOB}")
    assert theirs.status_code == 404
    same_answer(theirs, missing)
    assert clients["alice"].get(f"/api/v1/jobs/{job.pk}").status_code == 200


def test_the_same_text_is_a_miss_for_another_tenant(world, sync_jobs):
    """No tenant learns from X-Cache (or timing) what another has synthesized."""
    clients, clip, _ = world
    response = clients["bob"].post(
        "/api/v1/speech", {"text": "Alice's secret plan."}, "application/json"
    )
    assert response["X-Cache"] == "MISS" and response["X-Clip-Id"] != clip.key
    assert clip.hits == 0


def test_another_tenants_identical_request_gets_its_own_job(world):
    clients, _, job = world
    response = clients["bob"].post(
        "/api/v1/speech", {"text": "Alice's next plan.", "wait": 0}, "application/json"
    )
    assert response.status_code == 202 and response.json()["id"] != str(job.pk)


def test_normalize_does_not_tell_whether_another_tenant_has_the_clip(world):
    clients, clip, _ = world
    body = (
        clients["charlie"]
        .post("/api/v1/normalize", {"text": "Alice's secret plan."}, "application/json")
        .json()
    )
    assert body["key"] != clip.key and body["cached"] is False


def test_another_tenants_presets_are_neither_listed_nor_usable(world):
    clients, _, _ = world
    assert [p["name"] for p in clients["bob"].get("/api/v1/voices").json()["presets"]] == []
    response = clients["bob"].post(
        "/api/v1/speech", {"text": "Hi.", "preset": "alices-voice"}, "application/json"
    )
    assert response.status_code == 400 and response.json()["error"]["code"] == "unknown_preset"
    openai = clients["bob"].post(
        "/v1/audio/speech",
        {"model": "tts-1", "input": "Hi.", "voice": "alices-voice"},
        "application/json",
    )
    assert openai.status_code == 400 and openai.json()["error"]["code"] == "invalid_voice"


def test_the_lexicon_of_another_tenant_does_not_apply(world):
    clients, _, _ = world
    body = (
        clients["bob"]
        .post("/api/v1/normalize", {"text": "AliceCorp and BobCorp."}, "application/json")
        .json()
    )
    assert body["normalized_text"] == "AliceCorp and bob corporation."
