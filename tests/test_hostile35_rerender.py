"""Re-renders plan what the clip was, and a style a database cannot hand back is refused at
upload (the thirty-fifth hostile pass, L-2 to L-4). L-3: an API clip (waited for whole, its
opening sentence one chunk) was planned again with the streaming opening cut: another key,
synthesized and charged again with the lexicon unchanged. L-2: a blend too long for its
label was refused as if its preset's style had changed. L-4: a style of 3.4e38 (within
float32) was stored, then refused on every use on PostgreSQL, which hands it back as a
39-digit integer."""

import json

import pytest

from review.rerender import CannotRerender, plan_for
from synth.models import Clip
from tests.test_api_support import client_for
from tests.test_voice_presets import style

pytestmark = pytest.mark.backend


def speak(tenant, **body):
    text = "Thank you for calling the customer line of our company, we will be with you shortly."
    body = {"text": text, "steps": 2, **body}
    response = client_for(tenant).post("/api/v1/speech", json.dumps(body), "application/json")
    assert response.status_code == 200, response.content
    return Clip.objects.get(key=response["X-Clip-Id"])


def test_an_api_clip_is_planned_again_with_its_own_key(sync_jobs, make_tenant):
    acme = make_tenant("acme")
    clip = speak(acme, voice="F1")
    assert plan_for(clip).key == clip.key  # was another key: made and charged again


def test_a_blend_too_long_for_its_label_says_so(sync_jobs, make_tenant):
    acme = make_tenant("acme")
    clip = speak(acme, voice="F1(1)+M3(1)+F2(1)+M4(4)")
    assert clip.voice.startswith("blend:") and len(clip.voice) <= 80
    with pytest.raises(CannotRerender, match="too long"):
        plan_for(clip)


def test_a_style_past_any_embeddings_range_is_refused_at_upload(make_tenant):
    acme = make_tenant("acme")
    huge = json.loads(json.dumps(style()).replace("0.1", "3.4e38", 1))
    response = client_for(acme).post(
        "/api/v1/presets", json.dumps({"name": "loud", "style": huge}), "application/json"
    )
    assert response.status_code == 400, response.content  # was 201, then 400 on every use
    assert response.json()["error"]["field"] == "style"
    assert not acme.presets.filter(name="loud").exists()
