"""Denoising steps × worker time × the charge (the seventeenth pass, P-1).

A chunk's worker time grows with its ``steps`` (1 to 100 in the model), and another
tenant's turn waits for a whole chunk, while the quota counted characters only: one
286-character chunk took 13.8 s of worker at steps 8 and 114 s at steps 100, both charged
286. Now every way in refuses steps above SYNTH_MAX_STEPS (16 by default; the sweep reads
every ``steps`` of every JSON body in the schema), a preset kept from before with more is
synthesized at the limit, and every way in charges a text's characters times
max(1, steps / 8): steps 16 costs twice steps 8.
"""

import pytest
from django.core.management import CommandError, call_command
from django.db.models import Sum
from django.test import Client

from lexicon.models import VoicePreset
from metering.limits import quota_used
from metering.models import Usage
from synth.models import Batch, Clip, SynthesisJob
from tests.test_admin_lexicon_tools import preset_form
from tests.test_api_support import client_for
from tests.test_every_way_in_sweep import (
    admin_preview,
    admin_test_set,
    batches,
    elevenlabs,
    openai,
    playground,
    read,
    speech,
    stale_clip,
    stream_input,
)
from tests.test_hostile_text_types import (
    VALID_BODIES,
    json_operations,
    post,
    refusal,
    resolved,
    with_value,
)

pytestmark = pytest.mark.backend

TEXT = "Your table is ready."  # 20 characters


def a_steps(name: str, prop: dict, components: dict) -> dict | None:
    return resolved(prop, components) if name == "steps" else None


def operations_taking_steps():
    """(label, method, path, [(where, property)]) of every JSON body with a ``steps``."""
    return json_operations(a_steps, every=False)


def test_the_sweep_finds_every_body_that_takes_steps_and_the_schema_says_the_limit(settings):
    found = {label: fields for label, _, _, fields in operations_taking_steps()}
    wheres = {label: {".".join(map(str, w)) for w, _ in fields} for label, fields in found.items()}
    assert wheres["POST /api/v1/speech"] == {"steps"}
    assert wheres["POST /api/v1/batches"] == {"items.0.steps", "defaults.steps"}
    assert {"POST /api/v1/presets", "PUT /api/v1/presets/{id}", "PATCH /api/v1/presets/{id}"} <= (
        set(found)
    )
    for label, fields in found.items():
        for where, prop in fields:
            assert prop.get("maximum") == settings.SYNTH_MAX_STEPS == 16, (label, where, prop)


def test_every_body_that_takes_steps_refuses_more_than_the_limit(make_tenant, settings):
    settings.API_RATE = "1000000/min"
    acme = make_tenant("acme")
    api = client_for(acme)
    preset = VoicePreset.objects.create(tenant=acme, name="existing", voice="F1")
    tried = set()
    for label, method, path, fields in operations_taking_steps():
        url = path.replace("{id}", str(preset.pk))
        for where, _ in fields:
            dotted = ".".join(map(str, where))
            for limit in (16, 4):  # the setting read at the request, not at the import
                settings.SYNTH_MAX_STEPS = limit
                response = post(api, url, with_value(VALID_BODIES[label], where, limit + 1), method)
                assert refusal(response) == {"code": "invalid", "field": dotted}, (label, limit)
                assert str(limit) in response.content.decode()
            tried.add((label, dotted))
    assert len(tried) >= 6
    assert not SynthesisJob.objects.exists() and not Batch.objects.exists()
    assert not Clip.objects.exists()
    assert VoicePreset.objects.get().steps == 8  # the PUT and PATCH changed nothing
    assert quota_used(acme)[0] == 0


def test_a_stream_and_the_steps_at_the_limit_are_taken(make_tenant, sync_jobs, fresh_counts):
    acme = make_tenant("acme")
    api = client_for(acme)
    body = {"text": TEXT, "steps": 17, "stream": True, "format": "wav"}
    refused = post(api, "/api/v1/speech", body)
    assert refusal(refused) == {"code": "invalid", "field": "steps"}
    taken = post(api, "/api/v1/speech", {**body, "steps": 16})
    read(taken)
    assert taken.status_code == 200, taken.content[:300]
    assert Clip.objects.get().steps == 16


def test_the_admin_refuses_a_preset_over_the_limit(make_tenant, make_member):
    tenant = make_tenant("acme")
    page = Client()
    page.force_login(make_member(tenant, "editor"))
    response = page.post(
        "/admin/lexicon/voicepreset/add/", preset_form(tenant, voice="F1", steps=17)
    )
    assert response.status_code == 200
    assert "from 1 to 16 on this service" in response.content.decode()
    assert not VoicePreset.objects.exists()
    preset = VoicePreset.objects.create(tenant=tenant, name="brand", voice="F1")
    change = f"/admin/lexicon/voicepreset/{preset.pk}/change/"
    response = page.post(change, preset_form(tenant, voice="F1", steps=100))
    assert response.status_code == 200 and "from 1 to 16" in response.content.decode()
    assert page.post(change, preset_form(tenant, voice="F1", steps=16)).status_code == 302
    assert VoicePreset.objects.get().steps == 16


def test_the_synthesize_command_refuses_more_steps_than_the_limit(tmp_path, job_settings):
    with pytest.raises(CommandError, match="steps must be a number from 1 to 16"):
        call_command("synthesize", text="Hello.", steps=17, out=str(tmp_path / "x.wav"))
    assert not (tmp_path / "x.wav").exists()


# --- the charge follows the steps, on every way in -------------------------------------------


def speech_with_steps(tenant, text, member):
    """Our API's own field, not the preset's."""
    steps = tenant.presets.get(is_default=True).steps
    tenant.presets.all().delete()
    api = client_for(tenant)
    read(api.post("/api/v1/speech", {"text": text, "steps": steps}, "application/json"))


def batch_defaults_with_steps(tenant, text, member):
    steps = tenant.presets.get(is_default=True).steps
    tenant.presets.all().delete()
    body = {"items": [{"text": text}], "defaults": {"steps": steps}}
    client_for(tenant).post("/api/v1/batches", body, "application/json")


def admin_rerender(tenant, text, member):
    """A clip re-rendered is made again with its own steps."""
    clip = stale_clip(tenant, text)
    Clip.objects.filter(pk=clip.pk).update(steps=tenant.presets.get(is_default=True).steps)
    page = Client()
    page.force_login(member)
    page.post(f"/admin/synth/clip/{clip.pk}/rerender/")


WAYS_IN = [speech, speech_with_steps, openai, elevenlabs, stream_input, playground, batches]
WAYS_IN += [batch_defaults_with_steps, admin_preview, admin_rerender, admin_test_set]


def charged_and_metered(tenant) -> tuple[int, int]:
    metered = Usage.objects.filter(tenant=tenant).aggregate(n=Sum("characters"))["n"] or 0
    return quota_used(tenant)[0], metered


@pytest.mark.parametrize("way_in", WAYS_IN, ids=lambda f: f.__name__)
def test_every_way_in_charges_steps_16_twice_steps_8(
    sync_jobs, fresh_counts, make_tenant, make_member, way_in
):
    found = {}
    for steps in (4, 8, 12, 16):
        tenant = make_tenant(f"steps{steps}")
        VoicePreset.objects.create(tenant=tenant, name="house", voice="M1", steps=steps)
        way_in(tenant, TEXT, make_member(tenant, "editor"))
        found[steps] = charged_and_metered(tenant)
    # Fewer steps than the default cost the default's; more, in proportion (rounded up).
    assert found == {4: (20, 20), 8: (20, 20), 12: (30, 30), 16: (40, 40)}


@pytest.mark.parametrize("way_in", [speech_with_steps, openai], ids=lambda f: f.__name__)
def test_a_refused_request_gives_back_all_it_was_charged(
    sync_jobs, fresh_counts, make_tenant, make_member, way_in
):
    sync_jobs.SYNTH_MAX_QUEUE = 0
    tenant = make_tenant("acme")
    VoicePreset.objects.create(tenant=tenant, name="house", voice="M1", steps=16)
    way_in(tenant, TEXT, make_member(tenant, "editor"))
    assert charged_and_metered(tenant) == (0, 0)
    assert not SynthesisJob.objects.exists()


def test_a_remembered_answer_keeps_its_charge(sync_jobs, fresh_counts, make_tenant):
    tenant = make_tenant("acme")
    api = client_for(tenant)
    body = {"text": TEXT, "steps": 16}
    for _ in range(3):
        response = api.post("/api/v1/speech", body, "application/json")
        assert response.status_code == 200
    assert response.headers["X-Cache"] == "HIT"
    assert charged_and_metered(tenant) == (120, 120)


# --- a preset kept from before the limit -----------------------------------------------------


@pytest.mark.parametrize("way_in", [speech, openai, elevenlabs, stream_input, playground])
def test_a_stored_preset_over_the_limit_is_synthesized_at_the_limit(
    sync_jobs, fresh_counts, make_tenant, make_member, way_in
):
    tenant = make_tenant("acme")
    # Kept under the model's own limit, before SYNTH_MAX_STEPS (no clean() on this path).
    VoicePreset.objects.create(tenant=tenant, name="slow", voice="M1", steps=100)
    way_in(tenant, TEXT, make_member(tenant, "editor"))
    assert set(Clip.objects.values_list("steps", flat=True)) == {16}
    assert all(job.params["steps"] == 16 for job in SynthesisJob.objects.all())
    assert charged_and_metered(tenant) == (40, 40)


def test_a_clip_made_with_more_steps_is_rerendered_at_the_limit(
    sync_jobs, fresh_counts, make_tenant, make_member
):
    tenant = make_tenant("acme")
    clip = stale_clip(tenant, TEXT)
    Clip.objects.filter(pk=clip.pk).update(steps=100)
    page = Client()
    page.force_login(make_member(tenant, "editor"))
    page.post(f"/admin/synth/clip/{clip.pk}/rerender/")
    assert set(Clip.objects.exclude(pk=clip.pk).values_list("steps", flat=True)) == {16}
    assert charged_and_metered(tenant) == (40, 40)
