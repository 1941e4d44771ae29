"""Every clip records what produced it: lexicon version, switched-off normalizer rules,
preset and model fingerprint."""

from tests.test_api_support import synthesize


def test_a_clip_records_the_rules_that_were_switched_off(sync_jobs, make_tenant):
    tenant = make_tenant("acme", disabled_rules=["en.currency"])
    clip = synthesize(tenant, "It costs $5.", voice="M1", steps=2, seed=1)
    assert clip.disabled_rules == ["en.currency"]
    assert clip.lexicon_version == tenant.lexicon_version
    assert len(clip.model_fingerprint) == 64


def test_a_clip_records_its_preset(sync_jobs, make_tenant):
    from lexicon.models import VoicePreset

    tenant = make_tenant("acme")
    preset = VoicePreset.objects.create(tenant=tenant, name="calm", voice="F1", steps=2)
    clip = synthesize(tenant, "Hello.", preset=preset, seed=1)
    assert clip.preset == preset and clip.voice == "F1" and clip.disabled_rules == []
