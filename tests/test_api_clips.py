"""GET /api/v1/clips/{id}: what a clip says, how it was normalized, and what made it."""

import pytest

from lexicon.models import VoicePreset
from synth.models import SynthesisJob
from synth.playback import flush_served
from synth.worker import run_job
from tests.test_api_support import client_for, error, synthesize

pytestmark = pytest.mark.usefixtures("job_settings")


def test_it_describes_the_clip(make_tenant, make_entry):
    acme = make_tenant("acme")
    make_entry(acme, "SaaS", "sass", language="en")
    VoicePreset.objects.create(tenant=acme, name="brisk", voice="F2", speed=1.3, seed=9)
    clip = synthesize(acme, "Our SaaS costs $5.", preset=VoicePreset.objects.get())
    client = client_for(acme)
    client.get(f"/api/v1/clips/{clip.key}/audio?format=mp3")
    flush_served()  # serves are counted in memory and written every API_HITS_FLUSH_SECONDS
    body = client.get(f"/api/v1/clips/{clip.key}").json()
    assert body["id"] == clip.key
    assert body["text"] == "Our SaaS costs $5."
    assert body["normalized_text"] == "Our sass costs five dollars."
    rules = [c["rule"] for stage in body["explanation"] for c in stage["changes"]]
    assert "en.currency" in rules and any(r.startswith("lexicon") for r in rules)
    assert body["chunks"][0]["text"] == "Our sass costs five dollars."
    assert (body["lang"], body["voice"], body["preset"]) == ("en", "F2", "brisk")
    assert (body["speed"], body["steps"], body["seed"], body["silence"]) == (1.3, 8, 9, 0.3)
    assert body["lexicon_version"] == acme.lexicon_version == 1
    assert body["model_fingerprint"] == clip.model_fingerprint and len(clip.model_fingerprint) == 64
    assert body["duration"] == clip.duration and body["sample_rate"] == 44100
    assert (body["format"], body["size"]) == ("flac", clip.size)
    assert body["encodings"] == [{"format": "mp3", "size": clip.encodings.get().size}]
    assert body["created"] and body["last_served"] and body["hits"] == 1
    assert body["audio_url"].startswith(f"/api/v1/clips/{clip.key}/audio?token=")


def test_a_clip_first_asked_for_in_wav_says_its_audio_is_the_wav(make_tenant):
    acme = make_tenant("acme")
    client = client_for(acme)
    body = {"text": "Hello there.", "steps": 2, "format": "wav", "wait": 0}
    job = client.post("/api/v1/speech", body, content_type="application/json").json()
    run_job(job["id"])  # as a worker does
    clip_id = SynthesisJob.objects.get(pk=job["id"]).clip.key
    described = client.get(f"/api/v1/clips/{clip_id}").json()
    wav = client.get(f"/api/v1/clips/{clip_id}/audio?format=wav")
    assert described["format"] == "wav" and described["size"] == len(wav.getvalue())
    assert described["encodings"] == []


@pytest.mark.parametrize("clip_id", ["0" * 64, "1", "%2e%2e"])
def test_an_unknown_clip_is_not_found(make_tenant, clip_id):
    response = client_for(make_tenant("acme")).get(f"/api/v1/clips/{clip_id}")
    assert response.status_code == 404
    assert error(response) == {"code": "not_found", "message": "no such clip", "field": None}
