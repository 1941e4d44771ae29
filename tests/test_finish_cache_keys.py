"""Finishing is part of the cache key when it is on, and only then: the same request with
and without it are different clips, and an unfinished request keeps the key it had."""

import hashlib
import json

import pytest

from api.hits import stamp
from lexicon.models import VoicePreset

pytestmark = pytest.mark.usefixtures("job_settings")


def key_before_finishing(plan) -> str:
    """The key of a plain request as it was computed before finishing existed."""
    r = plan.request
    material = {
        "tenant": plan.tenant.pk,
        "text": plan.normalized_text,
        "chunks": r.model_texts,
        "lang": r.lang,
        "voice": plan.style.digest,
        "speed": r.speed,
        "steps": r.steps,
        "seeds": r.seeds,
        "pauses": r.pauses,
        "model": plan.fingerprint,
    }
    return hashlib.sha256(json.dumps(material, sort_keys=True).encode()).hexdigest()


def test_an_unfinished_request_keeps_its_key(make_tenant, make_plan):
    plan = make_plan(make_tenant("acme"), "Hello there. Goodbye.")
    assert not plan.finish.enabled and plan.job_params()["finish"] is None
    assert plan.key == key_before_finishing(plan)


def test_the_same_request_finished_is_another_clip(make_tenant, make_plan):
    acme = make_tenant("acme")
    plain = make_plan(acme)
    acme.loudness_lufs = -16.0
    loud = make_plan(acme)
    acme.loudness_lufs = -23.0
    quieter = make_plan(acme)
    acme.loudness_lufs, acme.trim_silence_ms = None, 100
    trimmed = make_plan(acme)
    keys = {plain.key, loud.key, quieter.key, trimmed.key}
    assert len(keys) == 4
    assert loud.job_params()["finish"]["target_lufs"] == -16.0


def test_a_whole_number_keys_as_the_stored_number_does(make_tenant, make_plan):
    acme = make_tenant("acme")
    preset = VoicePreset.objects.create(tenant=acme, name="even", voice="M1", loudness_lufs=-16)
    as_given = make_plan(acme, preset=preset)
    preset.refresh_from_db()
    assert make_plan(acme, preset=preset).key == as_given.key


def test_a_tenants_finishing_is_in_the_remembered_answers_stamp(make_tenant):
    acme = make_tenant("acme")
    before = stamp(acme, token=1)
    acme.loudness_lufs = -16.0
    assert stamp(acme, token=1) != before
