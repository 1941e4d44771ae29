"""A blend works on every way in: the OpenAI and ElevenLabs surfaces give the clip our own
API gives for the same mix, and a blended clip can be re-rendered after a lexicon change."""

import pytest

from review.rerender import plan_for
from synth.models import Clip
from tests.test_api_support import client_for, key_for, synthesize

pytestmark = pytest.mark.usefixtures("sync_jobs")

TEXT = "A blended voice says this."
MIX = "F1:0.7+M3:0.3"


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def test_openai_takes_a_blend_as_its_voice(acme):
    ours = synthesize(acme, TEXT, voice=MIX, lang="en")
    response = client_for(acme).post(
        "/v1/audio/speech",
        {"model": "tts-1", "input": TEXT, "voice": MIX, "response_format": "wav"},
        "application/json",
    )
    assert response.status_code == 200, response.content[:300]
    assert response["X-Clip-Id"] == ours.key  # the same clip: the same mix, the same key
    assert Clip.objects.get(key=ours.key).voice == "blend:F1:0.7+M3:0.3"


def test_elevenlabs_takes_a_blend_as_its_voice_id(acme):
    ours = synthesize(acme, TEXT, voice=MIX, lang="en", speed=1.05)
    response = client_for(acme).post(
        f"/v1/text-to-speech/{MIX}?output_format=pcm_44100",
        {"text": TEXT, "language_code": "en"},
        "application/json",
        headers={"xi-api-key": key_for(acme)},
    )
    assert response.status_code == 200, response.content[:300]
    assert Clip.objects.filter(tenant=acme).count() == 1  # no second clip for the same mix
    assert Clip.objects.get().key == ours.key


def test_a_bad_blend_is_refused_in_each_surfaces_shape(acme):
    client = client_for(acme)
    openai = client.post(
        "/v1/audio/speech",
        {"model": "tts-1", "input": TEXT, "voice": "F1:0+M3:1"},
        "application/json",
    )
    assert openai.status_code == 400 and openai.json()["error"]["code"] == "invalid_blend"
    eleven = client.post(
        "/v1/text-to-speech/F1:2+Nobody:1",
        {"text": TEXT},
        "application/json",
        headers={"xi-api-key": key_for(acme)},
    )
    assert 400 <= eleven.status_code < 500 and "detail" in eleven.json()


def test_a_blended_clip_can_be_re_rendered(acme, make_entry):
    clip = synthesize(acme, "Our SaaS speaks.", voice=MIX, lang="en")
    assert clip.preset is None
    make_entry(acme, "SaaS", "sass")
    plan = plan_for(clip)
    assert plan.style.digest == clip.voice_digest  # the same mix again
    assert plan.normalized_text == "Our sass speaks." and plan.key != clip.key
