"""POST /api/v1/speech with a blend or an OpenAI voice name: resolved in synth.voices, the
mix in the cache key, the worker given the blended tensors themselves."""

import numpy as np
import pytest

from engine.audio import to_pcm16
from engine.styles import Style, blend, parse_style, style_json
from lexicon.models import VoicePreset
from synth.conf import model_folder
from synth.models import Clip, PlannedStyle
from synth.speech import plan_speech, service_chunking
from synth.voices import mixed
from synth.worker import worker_engine
from tests.test_api_support import client_for, error, stored_samples, synthesize
from tests.test_voice_presets import style

pytestmark = pytest.mark.usefixtures("job_settings")

TEXT = "A blended voice says this. Then it says a second sentence."
PARAMS = {"lang": "en", "steps": 2, "seed": 5}


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def speak(client, **body):
    body = {"text": TEXT, **PARAMS, **body}
    return client.post("/api/v1/speech", body, "application/json")


def test_the_stored_clip_is_the_engines_synthesis_with_the_blended_style(acme):
    clip = synthesize(acme, TEXT, voice="F1:0.7+M3:0.3", **PARAMS)
    assert clip.voice == "blend:F1:0.7+M3:0.3"
    folder = model_folder()
    mixed = blend([folder.style("F1"), folder.style("M3")], [0.7, 0.3])
    assert clip.voice_digest == mixed.digest
    engine = worker_engine(clip.model_fingerprint)
    whole = engine.synthesize(
        clip.normalized_text, voice=mixed, chunking=service_chunking(), **PARAMS
    )
    assert np.array_equal(stored_samples(clip), to_pcm16(whole.samples))
    alone = engine.synthesize(
        clip.normalized_text, voice="F1", chunking=service_chunking(), **PARAMS
    )
    assert not np.array_equal(stored_samples(clip), to_pcm16(alone.samples))


def test_the_job_names_a_blend_of_built_in_voices_by_parts_that_mix_exactly(acme):
    plan = plan_speech(acme, TEXT, voice="F1:0.7+M3:0.3", **PARAMS)
    params = plan.job_params()
    assert params["voice"] == {"blend": [["F1", 0.7], ["M3", 0.3]]}
    plan.keep_style()  # nothing to keep: a worker mixes it again
    assert not PlannedStyle.objects.exists()
    again = mixed(params["voice"]["blend"], model_folder().style)
    assert again.digest == plan.style.digest == params["voice_digest"]
    assert params["voice_label"] == "blend:F1:0.7+M3:0.3"


def test_the_job_names_a_blend_with_a_preset_by_its_kept_tensors(acme):
    preset = VoicePreset(tenant=acme, name="brand")
    f1 = model_folder().style("F1")
    preset.set_style(style_json(Style(np.float32(0.9) * f1.ttl, f1.dp)), "brand.json")
    preset.save()
    plan = plan_speech(acme, TEXT, voice="brand:0.5+M3:0.5", **PARAMS)
    params = plan.job_params()
    part = params["voice"]["blend"][0][0]
    assert params["voice"]["blend"][1:] == [["M3", 0.5]] and set(part) == {"style"}
    plan.keep_style()  # the preset's style, not the blend
    kept = PlannedStyle.objects.style_of(acme.pk, part["style"])
    assert kept is not None and PlannedStyle.objects.count() == 1
    parts = [[parse_style(kept, "job"), 0.5], ["M3", 0.5]]
    again = mixed(parts, model_folder().style)
    assert again.digest == plan.style.digest == params["voice_digest"]


def test_the_mix_is_part_of_the_cache_key(acme):
    keys = {
        plan_speech(acme, TEXT, voice=voice, **PARAMS).key
        for voice in ("F1:0.7+M3:0.3", "F1:0.3+M3:0.7", "F1+M3", "F1", "M3")
    }
    assert len(keys) == 5
    # The same weights written either way are the same voice, so the same clip.
    same = {
        plan_speech(acme, TEXT, voice=v, **PARAMS).key for v in ("F1:0.7+M3:0.3", "F1(7)+M3(3)")
    }
    assert len(same) == 1


def test_a_blend_over_the_api_is_a_clip_labelled_with_its_mix(acme, sync_jobs):
    client = client_for(acme)
    response = speak(client, voice="F1(2)+M3(1)")
    assert response.status_code == 200, response.content
    clip = Clip.objects.get(key=response["X-Clip-Id"])
    # Each weight as the float it is, so the label plans the same blend again.
    assert clip.voice == "blend:F1:0.6666666666666666+M3:0.3333333333333333"
    detail = client.get(f"/api/v1/clips/{clip.key}").json()
    assert detail["voice"] == clip.voice
    assert speak(client, voice="F1(2)+M3(1)")["X-Cache"] == "HIT"


def test_a_blend_may_mix_the_tenants_uploaded_style(acme, make_tenant):
    VoicePreset.objects.create(tenant=acme, name="brand", style=style(fill=0.2))
    plan = plan_speech(acme, TEXT, voice="brand:0.5+F2:0.5", **PARAMS)
    brand = parse_style(style(fill=0.2), "brand")
    assert plan.style.digest == blend([brand, model_folder().style("F2")], [0.5, 0.5]).digest
    assert plan.voice == "blend:brand:0.5+F2:0.5"
    # Charlie has no preset "brand": another tenant's style is no voice of his.
    response = speak(client_for(make_tenant("charlie")), voice="brand:0.5+F2:0.5")
    assert response.status_code == 400 and error(response)["code"] == "invalid_voice"


@pytest.mark.parametrize(
    "voice,code",
    [
        ("F1:0.7+Z9:0.3", "invalid_voice"),
        ("nobody", "invalid_voice"),
        ("F1:-1+M3", "invalid_blend"),
        ("F1:0+M3", "invalid_blend"),
        ("F1:nan+M3", "invalid_blend"),
        ("F1+M1+M2+M3+M4", "invalid_blend"),
        ("F1++M3", "invalid_blend"),
        ("F1:0.5:0.5", "invalid_blend"),
    ],
)
def test_a_bad_voice_is_a_400_with_a_stable_code(acme, voice, code):
    response = speak(client_for(acme), voice=voice)
    assert response.status_code == 400
    assert error(response)["code"] == code and error(response)["field"] == "voice"
    assert not Clip.objects.exists()


def test_a_long_blends_label_fits_the_clips_voice_field(acme):
    names = ["a" * 60, "b" * 60]
    for i, name in enumerate(names):
        VoicePreset.objects.create(tenant=acme, name=name, voice=["F1", "M2"][i])
    plan = plan_speech(acme, TEXT, voice="+".join(names), **PARAMS)
    assert plan.voice == f"blend:{plan.style.digest[:16]}" and len(plan.voice) <= 80


def test_a_preset_that_is_a_blend_cannot_be_blended_again(acme):
    VoicePreset.objects.create(tenant=acme, name="mix", blend="F1+M3")
    response = speak(client_for(acme), voice="mix:0.5+F2:0.5")
    assert response.status_code == 400 and error(response)["code"] == "invalid_blend"
    # On its own it is that blend.
    assert plan_speech(acme, TEXT, voice="mix", **PARAMS).voice == "blend:F1:0.5+M3:0.5"


# --- OpenAI's voice names on our own API -------------------------------------------------


def test_an_openai_voice_name_is_its_built_in_voice(acme):
    alloy = plan_speech(acme, TEXT, voice="alloy", **PARAMS)
    assert alloy.voice == "F1" and alloy.key == plan_speech(acme, TEXT, voice="F1", **PARAMS).key
    assert plan_speech(acme, TEXT, voice="Shimmer", **PARAMS).voice == "F5"
    assert plan_speech(acme, TEXT, voice="echo:0.5+nova:0.5", **PARAMS).voice == (
        "blend:echo:0.5+nova:0.5"
    )


def test_a_tenant_preset_of_the_same_name_wins(acme, make_tenant, sync_jobs):
    VoicePreset.objects.create(tenant=acme, name="alloy", voice="M2")
    response = speak(client_for(acme), voice="alloy")
    assert response.status_code == 200
    assert Clip.objects.get(key=response["X-Clip-Id"]).voice == "M2"
    # Only for that tenant: Charlie's alloy is still OpenAI's.
    assert plan_speech(make_tenant("charlie"), TEXT, voice="alloy", **PARAMS).voice == "F1"


def test_the_openai_view_reads_the_same_table():
    from api.openai import views as openai
    from synth import voices

    assert openai.OPENAI_VOICES is voices.OPENAI_VOICES
