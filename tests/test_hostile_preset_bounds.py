"""Hostile pass 13, H-1, L-1 and M-1: a tenant's voice presets are bounded.

- a style is exactly the model's style shape, numbers as JSON numbers, and a preset keeps it
  written afresh from the float32 tensors: its stored size is bounded by the contract's
  shapes, not by how an upload spelled it (one had 12,928 numbers as 77-character strings:
  1 MB a preset);
- a malformed style (``dims`` a number, a 400-digit number) is a 400, never a 500;
- a tenant has at most ``LEXICON_MAX_PRESETS`` presets (409 ``too_many_presets`` on the API,
  a form error in the admin, PresetLimitReached anywhere else);
- GET /api/v1/voices and ElevenLabs' GET /v1/voices never read a preset's style;
- the clips the storage prune keeps as fallbacks are at most ``LEXICON_MAX_PRESETS`` + 1.
"""

import copy
import json

import numpy as np
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection
from django.test.utils import CaptureQueriesContext

from lexicon.models import PresetLimitReached, VoicePreset
from synth.housekeeping import prune_clips
from synth.models import Clip, FallbackClip
from tests.test_admin_lexicon_tools import preset_form
from tests.test_api_support import client_for, error, key_for
from tests.test_voice_presets import style

# Backend-dependent, so on the PostgreSQL + Redis pass too: the tenant row lock of a create.
pytestmark = pytest.mark.backend

URL = "/api/v1/presets"
ADD = "/admin/lexicon/voicepreset/add/"


def post(api, body):
    return api.post(URL, json.dumps(body), content_type="application/json")


def random_style() -> dict:
    """A valid style of float64 numbers (17 significant digits each as JSON)."""
    rng = np.random.default_rng(13)
    data = style()
    for key, shape in (("style_ttl", (1, 50, 256)), ("style_dp", (1, 8, 16))):
        data[key]["data"] = rng.standard_normal(shape).tolist()
    return data


def test_a_style_is_kept_as_float32_numbers_whatever_its_spelling(make_tenant):
    upload = random_style()
    sent = len(json.dumps(upload))
    api = client_for(make_tenant("acme"))
    created = post(api, {"name": "brand", "style": upload})
    assert created.status_code == 201, created.content
    kept = VoicePreset.objects.get(name="brand")
    stored = len(json.dumps(kept.style))
    # 12,928 numbers of at most 9 significant digits: under 16 characters each.
    assert stored < 12_928 * 16 and stored < sent * 0.7, (stored, sent)
    # The same voice: the same float32 tensors, so the same digest.
    assert kept.style_digest == created.json()["style_digest"]
    again = VoicePreset(tenant=kept.tenant, name="again")
    again.set_style(kept.style, "stored")
    assert again.style_digest == kept.style_digest and again.style == kept.style


def test_numbers_written_as_strings_are_refused(make_tenant):
    """The report's 1 MB style: every number a 77-character string numpy would convert."""
    upload = style()
    long_zero = "0." + "0" * 70 + "1"
    upload["style_dp"]["data"] = [[[long_zero] * 16 for _ in range(8)]]
    api = client_for(make_tenant("acme"))
    refused = post(api, {"name": "brand", "style": upload})
    assert refused.status_code == 400, refused.content
    assert "nested list of numbers" in json.dumps(refused.json())
    assert not VoicePreset.objects.exists()


def malformed(where: str, value) -> dict:
    upload = style()
    if where == "dims":
        upload["style_ttl"]["dims"] = value
    else:
        upload["style_dp"]["data"][0][0][0] = value
    return upload


MALFORMED = [
    ("dims", 5),
    ("dims", None),
    ("dims", True),
    ("dims", 1.5),
    ("dims", "1,50,256"),
    ("dims", [1.0, 50, 256]),
    ("dims", [True, 50, 256]),
    ("data", 10**400),  # json.dumps writes it out: 401 digits
    ("data", 10**30),
    ("data", None),
    ("data", "0.1"),
    ("data", {"x": 1}),
]


@pytest.mark.parametrize("where,value", MALFORMED)
def test_a_malformed_style_is_a_400_on_create_and_patch(make_tenant, where, value):
    tenant = make_tenant("acme")
    api = client_for(tenant)
    body = {"name": "brand", "style": malformed(where, value)}
    refused = post(api, body)
    assert refused.status_code == 400, refused.content
    assert error(refused)["field"] == "style"
    created = post(api, {"name": "brand", "style": style()})
    patched = api.patch(
        f"{URL}/{created.json()['id']}",
        json.dumps({"style": malformed(where, value)}),
        content_type="application/json",
    )
    assert patched.status_code == 400, patched.content


def test_a_malformed_style_file_is_a_form_error_in_the_admin(client, make_tenant, make_member):
    tenant = make_tenant("acme")
    client.force_login(make_member(tenant, "editor"))
    for where, value in [("dims", 5), ("data", 10**400), ("dims", None)]:
        upload = SimpleUploadedFile("bad.json", json.dumps(malformed(where, value)).encode())
        response = client.post(ADD, preset_form(tenant, style_file=upload))
        assert response.status_code == 200, (where, value)
        assert "errornote" in response.content.decode() or "errorlist" in (
            response.content.decode()
        )
    assert not VoicePreset.objects.exists()


def test_presets_are_limited_on_the_api(make_tenant, settings):
    settings.LEXICON_MAX_PRESETS = 2
    acme, globex = make_tenant("acme"), make_tenant("globex")
    api = client_for(acme)
    for name in ("one", "two"):
        assert post(api, {"name": name, "voice": "F1"}).status_code == 201
    refused = post(api, {"name": "three", "style": style()})
    assert refused.status_code == 409, refused.content
    assert error(refused)["code"] == "too_many_presets"
    assert acme.presets.count() == 2
    # Changing one at the limit still works; another tenant has its own count.
    one = acme.presets.get(name="one")
    changed = api.patch(f"{URL}/{one.pk}", json.dumps({"speed": 1.2}), "application/json")
    assert changed.status_code == 200, changed.content
    assert post(client_for(globex), {"name": "one", "voice": "F1"}).status_code == 201
    # Deleting one makes room again.
    assert api.delete(f"{URL}/{acme.presets.get(name='two').pk}").status_code == 204
    assert post(api, {"name": "three", "voice": "M1"}).status_code == 201


def test_presets_are_limited_in_the_admin_and_everywhere_else(
    client, make_tenant, make_member, settings
):
    settings.LEXICON_MAX_PRESETS = 1
    tenant = make_tenant("acme")
    VoicePreset.objects.create(tenant=tenant, name="one", voice="F1")
    with pytest.raises(PresetLimitReached):
        VoicePreset.objects.create(tenant=tenant, name="two", voice="F1")
    client.force_login(make_member(tenant, "editor"))
    upload = SimpleUploadedFile("brand.json", json.dumps(style()).encode())
    response = client.post(ADD, preset_form(tenant, style_file=upload))
    assert response.status_code == 200
    assert "at most 1 voice presets" in response.content.decode()
    assert tenant.presets.count() == 1


def style_read(queries) -> list[str]:
    return [q["sql"] for q in queries if "voicepreset" in q["sql"] and '"style"' in q["sql"]]


@pytest.mark.parametrize("path,auth", [("/api/v1/voices", "bearer"), ("/v1/voices", "xi")])
def test_listing_voices_reads_no_style(make_tenant, path, auth):
    tenant = make_tenant("acme")
    for i in range(3):
        preset = VoicePreset(tenant=tenant, name=f"brand{i}")
        preset.set_style(style(), "brand.json")
        preset.save()
    VoicePreset.objects.create(tenant=tenant, name="calm", voice="F1")
    if auth == "bearer":
        api = client_for(tenant)
    else:
        from django.test import Client

        api = Client(headers={"xi-api-key": key_for(tenant)})
    with CaptureQueriesContext(connection) as queries:
        response = api.get(path)
    assert response.status_code == 200
    assert "brand2" in response.content.decode()
    assert style_read(queries.captured_queries) == []
    # No preset's field is read one row at a time either.
    preset_queries = [q for q in queries.captured_queries if "voicepreset" in q["sql"]]
    assert len(preset_queries) <= 2, [q["sql"] for q in preset_queries]


def test_the_admin_preset_list_reads_no_style(client, make_tenant, make_member):
    tenant = make_tenant("acme")
    preset = VoicePreset(tenant=tenant, name="brand")
    preset.set_style(style(), "brand.json")
    preset.save()
    client.force_login(make_member(tenant, "editor"))
    with CaptureQueriesContext(connection) as queries:
        page = client.get("/admin/lexicon/voicepreset/")
    text = page.content.decode()
    assert page.status_code == 200 and "uploaded style" in text
    assert "Voice label" not in text  # the column keeps its header
    assert style_read(queries.captured_queries) == []


def test_fallback_clips_kept_past_the_quota_are_bounded_by_the_preset_limit(
    make_tenant, make_clip, settings
):
    """M-1: every preset may pin a clip the prune keeps; with presets bounded, the pinned
    clips are at most LEXICON_MAX_PRESETS + 1 (the tenant's own fallback)."""
    settings.LEXICON_MAX_PRESETS = 2
    settings.SYNTH_TENANT_STORAGE_MB = 0
    tenant = make_tenant("acme")
    clips = [make_clip(tenant, size=1024 * 1024) for _ in range(6)]
    api = client_for(tenant)
    for i, clip in enumerate(clips[:5]):
        post(api, {"name": f"pin{i}", "voice": "F1", "fallback_clip": clip.key})
    FallbackClip.objects.choose(tenant, None, clips[5])
    assert tenant.presets.count() == 2
    prune_clips()
    kept = Clip.objects.filter(tenant=tenant).count()
    assert kept <= settings.LEXICON_MAX_PRESETS + 1, kept
    assert FallbackClip.objects.filter(tenant=tenant).count() == kept == 3


def test_a_style_copy_is_not_changed_by_keeping_it(make_tenant):
    upload = style()
    before = copy.deepcopy(upload)
    VoicePreset(tenant=make_tenant("acme"), name="brand").set_style(upload, "brand.json")
    assert upload == before


def test_styles_kept_as_sent_before_are_rewritten_as_float32(make_tenant):
    """lexicon 0011: a row kept as sent (numbers as long strings) is rewritten, the same
    voice (digest), a size bounded by the shapes, and readable by the stricter parse."""
    from importlib import import_module

    from django.apps import apps

    from engine.styles import parse_style

    tenant = make_tenant("acme")
    preset = VoicePreset(tenant=tenant, name="brand")
    preset.set_style(style(), "brand.json")
    preset.save()
    legacy = style()
    legacy["style_ttl"]["data"] = [[["0.1" + "0" * 70] * 256 for _ in range(50)]]
    VoicePreset.objects.filter(pk=preset.pk).update(style=legacy)
    import_module("lexicon.migrations.0011_styles_as_float32").rewrite_styles(apps, None)
    preset.refresh_from_db()
    assert len(json.dumps(preset.style)) < 12_928 * 16
    assert parse_style(preset.style, "brand").digest == preset.style_digest
