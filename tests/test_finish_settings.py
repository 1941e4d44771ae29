"""Where a clip's finishing comes from: each setting a preset has wins over its tenant's,
an empty one is the tenant's, a preset can turn finishing off, and out-of-range values are
refused by the admin's forms."""

import pytest
from django.core.exceptions import ValidationError

from engine.finishing import Finish
from lexicon.models import VoicePreset
from synth.speech import finishing

FIELDS = {"loudness_lufs", "true_peak_dbtp", "trim_silence_ms"}


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme", loudness_lufs=-23.0, true_peak_dbtp=-2.0, trim_silence_ms=200)


def test_a_tenant_without_settings_finishes_nothing(make_tenant, db):
    plain = make_tenant("plain")
    assert finishing(plain, None) == Finish() and not finishing(plain, None).enabled


def test_the_tenants_settings_apply_when_the_preset_sets_none(acme):
    preset = VoicePreset.objects.create(tenant=acme, name="calm", voice="F1")
    expected = Finish(target_lufs=-23.0, true_peak_dbtp=-2.0, trim_silence_to=0.2)
    assert finishing(acme, preset) == finishing(acme, None) == expected


def test_a_presets_settings_win_one_by_one(acme):
    preset = VoicePreset.objects.create(
        tenant=acme, name="loud", voice="F1", loudness_lufs=-16.0, trim_silence_ms=0
    )
    assert finishing(acme, preset) == Finish(
        target_lufs=-16.0, true_peak_dbtp=-2.0, trim_silence_to=0.0
    )


def test_a_preset_turns_the_tenants_finishing_off(acme, make_plan):
    preset = VoicePreset.objects.create(
        tenant=acme, name="raw", voice="F1", finish_audio=False, loudness_lufs=-16.0
    )
    assert finishing(acme, preset) == Finish() and finishing(acme, None).enabled
    off = make_plan(acme, preset=preset)
    assert off.job_params()["finish"] is None
    # The very clip the same request gets where nothing is finished.
    acme.loudness_lufs = acme.true_peak_dbtp = acme.trim_silence_ms = None
    preset.finish_audio, preset.loudness_lufs = True, None
    assert make_plan(acme, preset=preset).key == off.key


def test_the_plan_takes_the_default_presets_finishing(acme, make_plan):
    VoicePreset.objects.create(tenant=acme, name="loud", voice="F1", loudness_lufs=-14.0)
    assert make_plan(acme).finish.target_lufs == -14.0


@pytest.mark.parametrize(
    "field,value",
    [
        ("loudness_lufs", -41.0),
        ("loudness_lufs", -7.0),
        ("true_peak_dbtp", 0.5),
        ("true_peak_dbtp", -10.0),
        ("trim_silence_ms", 2001),
    ],
)
def test_out_of_range_values_are_refused(make_tenant, field, value):
    tenant = make_tenant("acme")
    setattr(tenant, field, value)
    with pytest.raises(ValidationError) as refused:
        tenant.full_clean()
    assert set(refused.value.message_dict) == {field}
    preset = VoicePreset(tenant=tenant, name="x", voice="F1", **{field: value})
    with pytest.raises(ValidationError) as refused:
        preset.full_clean()
    assert set(refused.value.message_dict) == {field}


def test_the_admin_edits_them(acme, admin_client, job_settings):
    preset = VoicePreset.objects.create(tenant=acme, name="calm", voice="F1")
    pages = {
        f"tenancy/tenant/{acme.pk}": FIELDS,
        f"lexicon/voicepreset/{preset.pk}": FIELDS | {"finish_audio"},  # a preset's switch
    }
    for page, fields in pages.items():
        html = admin_client.get(f"/admin/{page}/change/").content.decode()
        assert all(f'name="{field}"' in html for field in fields), page
