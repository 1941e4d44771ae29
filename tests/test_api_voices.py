"""GET /api/v1/voices: the built-in voices, the tenant's presets, OpenAI's names."""

import pytest

from engine import contract
from lexicon.models import VoicePreset
from tests.test_api_support import client_for

pytestmark = pytest.mark.usefixtures("job_settings")


def test_it_lists_the_voices_a_tenant_can_use(make_tenant):
    acme = make_tenant("acme")
    VoicePreset.objects.create(tenant=acme, name="calm", voice="F2", language="ko", speed=0.9)
    VoicePreset.objects.create(tenant=acme, name="brisk", voice="M1", steps=4, seed=7)
    body = client_for(acme).get("/api/v1/voices").json()
    assert body["builtin"] == list(contract.BUILTIN_VOICES)
    assert body["presets"] == [
        {
            "name": "brisk",
            "voice": "M1",
            "language": "en",
            "speed": contract.DEFAULT_SPEED,
            "steps": 4,
            "seed": 7,
            "silence": contract.DEFAULT_SILENCE,
            "is_default": False,
        },
        {
            "name": "calm",
            "voice": "F2",
            "language": "ko",
            "speed": 0.9,
            "steps": contract.DEFAULT_STEPS,
            "seed": None,
            "silence": contract.DEFAULT_SILENCE,
            "is_default": True,
        },
    ]
    assert body["openai"]["alloy"] in contract.BUILTIN_VOICES
    assert set(body["openai"].values()) <= set(contract.BUILTIN_VOICES)


def test_a_preset_with_a_style_file_says_style(make_tenant):
    from tests.test_voice_presets import style

    acme = make_tenant("acme")
    preset = VoicePreset(tenant=acme, name="custom")
    preset.set_style(style())
    preset.save()
    body = client_for(acme).get("/api/v1/voices").json()
    assert body["presets"][0]["voice"] == "style"
