"""A preset's blend names built-in voices and presets that are not blends themselves: no
cycle can be saved, and one already stored answers 400 ``invalid_blend``, never recursion.

A one-part blend ("B:1") skipped the "blend of a blend" check, so two presets could blend
each other; every request naming them recursed and answered 500, every request of the
tenant when one was its default.
"""

import json
import re

import pytest
from django.core.exceptions import ValidationError

from engine.styles import InvalidBlend
from lexicon.models import VoicePreset
from synth import voices
from synth.conf import model_folder
from synth.models import Clip, SynthesisJob
from tests.test_admin_lexicon_tools import preset_form
from tests.test_api_support import client_for, error

# On PostgreSQL + Redis too: stored rows through the whole request flow (its cache included).
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("sync_jobs", "fresh_counts")]


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def preset(tenant, name, voice="", blend="", **fields) -> VoicePreset:
    """A row stored as it was before the checks: ``bulk_create`` runs no ``save()``, which
    now checks a blend again under the tenant's lock (the thirty-second pass)."""
    row = VoicePreset(tenant=tenant, name=name, voice=voice, blend=blend, **fields)
    return VoicePreset.objects.bulk_create([row])[0]


def cycle(tenant, *, default=False):
    """Two presets stored blending each other, as the hole let them be saved."""
    a = preset(tenant, "alpha", blend="beta:1", is_default=default)
    preset(tenant, "beta", blend="alpha:1")
    return a


@pytest.mark.parametrize(
    "first,second",
    [("beta:1", "alpha:1"), ("beta", "alpha"), ("beta(2)", "alpha:1+F1:1"), ("F1+beta", "alpha")],
)
def test_two_presets_cannot_be_saved_blending_each_other(acme, first, second):
    api = client_for(acme)
    created = api.post("/api/v1/presets", {"name": "alpha", "voice": "F1"}, "application/json")
    assert created.status_code == 201
    made = api.post("/api/v1/presets", {"name": "beta", "voice": second}, "application/json")
    if made.status_code == 201:  # beta blends alpha, a plain voice: fine until alpha blends it
        changed = api.patch(
            f"/api/v1/presets/{created.json()['id']}", {"voice": first}, "application/json"
        )
        assert changed.status_code == 400, changed.content
        assert error(changed)["field"] == "voice"
    assert VoicePreset.objects.get(name="alpha").voice == "F1"


def test_the_model_refuses_a_blend_of_a_one_part_blend(acme):
    preset(acme, "beta", blend="F1:1")
    alpha = VoicePreset(tenant=acme, name="alpha", blend="beta:1")
    with pytest.raises(ValidationError, match="blend"):
        alpha.full_clean()


def test_the_model_refuses_to_make_a_preset_blended_by_others_a_blend(acme):
    alpha = preset(acme, "alpha", voice="F1")
    preset(acme, "beta", blend="alpha")
    alpha.voice, alpha.blend = "", "M1:1"
    with pytest.raises(ValidationError, match="beta"):
        alpha.full_clean()


def test_the_admin_refuses_a_blend_of_a_one_part_blend(acme, make_member, client):
    client.force_login(make_member(acme, "editor"))
    preset(acme, "beta", blend="F1:1")
    response = client.post(
        "/admin/lexicon/voicepreset/add/", preset_form(acme, name="alpha", blend="beta:1")
    )
    assert response.status_code == 200  # the form again, with its error
    page = response.content.decode()
    assert "is a blend itself" in page, re.findall(r"errorlist.{0,300}", page)
    assert not VoicePreset.objects.filter(name="alpha").exists()


def test_a_preset_that_is_a_plain_blend_still_speaks(acme):
    preset(acme, "warm", blend="F1:0.7+M3:0.3")
    assert voices.resolve(acme, "warm", model_folder()).label == "blend:F1:0.7+M3:0.3"
    assert voices.resolve(acme, "warm:1", model_folder()).label == "blend:F1:0.7+M3:0.3"


def test_resolving_a_stored_cycle_refuses_it_without_recursion(acme):
    cycle(acme)
    for name in ("alpha", "beta", "alpha:1", "alpha(3)"):
        with pytest.raises(InvalidBlend):
            voices.resolve(acme, name, model_folder())


REQUESTS = {
    "voice": ("/api/v1/speech", {"text": "Hello.", "voice": "alpha", "wait": 0}),
    "preset": ("/api/v1/speech", {"text": "Hello.", "preset": "alpha", "wait": 0}),
    "stream": ("/api/v1/speech", {"text": "Hello.", "voice": "alpha:1", "stream": True}),
    "normalize": ("/api/v1/normalize", {"text": "Hello.", "preset": "beta"}),
    "batch": ("/api/v1/batches", {"items": [{"text": "Hello.", "voice": "beta"}]}),
    "openai": ("/v1/audio/speech", {"model": "tts-1", "input": "Hello.", "voice": "alpha"}),
}


@pytest.mark.parametrize("way", REQUESTS)
def test_a_request_naming_a_stored_cycle_is_a_400(acme, way):
    cycle(acme)
    path, body = REQUESTS[way]
    response = client_for(acme).post(path, json.dumps(body), "application/json")
    assert response.status_code == 400, response.content[:300]
    assert "invalid_blend" in response.content.decode()
    assert not SynthesisJob.objects.exists() and not Clip.objects.exists()


def test_a_stored_cycle_as_the_default_preset_is_a_400_not_a_500(acme):
    cycle(acme, default=True)
    response = client_for(acme).post(
        "/api/v1/speech", {"text": "Hello.", "wait": 0}, "application/json"
    )
    assert response.status_code == 400, response.content[:300]
    assert error(response)["code"] == "invalid_blend"
