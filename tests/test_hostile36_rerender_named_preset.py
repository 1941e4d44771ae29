"""A clip made by naming a preset in ``voice`` re-renders in that preset's voice (the
thirty-sixth hostile pass, L-2). The request keeps the tenant's default preset as the clip's
(its language, speed and finish), so a re-render planned the default's voice: an uploaded
style that was not the clip's, and was refused blaming the default preset."""

import json

import pytest

from review.rerender import CannotRerender, plan_for
from synth.models import Clip
from tests.test_api_support import client_for
from tests.test_hostile35_preset_rows import uploaded

pytestmark = pytest.mark.backend

TEXT = "Your parcel is on its way and will arrive tomorrow morning."


def speak(tenant, **body):
    body = {"text": TEXT, "steps": 2, **body}
    response = client_for(tenant).post("/api/v1/speech", json.dumps(body), "application/json")
    assert response.status_code == 200, response.content
    return Clip.objects.get(key=response["X-Clip-Id"])


@pytest.fixture
def acme(make_tenant):
    tenant = make_tenant("acme")
    uploaded(tenant, "house", 0.9, default=True)
    uploaded(tenant, "brand", 0.8)
    return tenant


def test_a_clip_voiced_by_a_named_preset_is_planned_again_in_that_voice(sync_jobs, acme):
    clip = speak(acme, voice="brand")
    assert clip.preset.name == "house"  # the default: its language and finish
    plan = plan_for(clip)  # was CannotRerender: "preset house's voice style changed since"
    assert plan.style.digest == clip.voice_digest
    assert plan.key == clip.key  # the lexicon unchanged: the same clip, not made again


def test_the_default_presets_own_clip_still_plans_its_own_voice(sync_jobs, acme):
    clip = speak(acme)
    assert plan_for(clip).key == clip.key


def test_a_style_no_preset_holds_any_more_is_refused_plainly(sync_jobs, acme):
    clip = speak(acme, voice="brand")
    acme.presets.filter(name="brand").delete()
    with pytest.raises(CannotRerender, match="no preset holds it"):
        plan_for(clip)


def test_another_tenants_preset_of_the_same_style_is_never_used(sync_jobs, acme, make_tenant):
    clip = speak(acme, voice="brand")
    other = make_tenant("other")
    uploaded(other, "brand", 0.8)  # the very same style, another tenant's
    acme.presets.filter(name="brand").delete()
    with pytest.raises(CannotRerender):
        plan_for(clip)
