"""The fallback clips are synth's rows (synth.FallbackClip): one per tenant (no preset)
and one per preset, each one of the tenant's own clips, read and written by the preset
API and the two admin pages as when they were columns of the tenant and the preset."""

import json

import pytest
from django.contrib import admin
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction
from django.test import RequestFactory

from lexicon.models import VoicePreset
from synth.models import FallbackClip
from tenancy.models import Tenant
from tests.test_api_support import client_for, error

# Backend-dependent, so on the PostgreSQL + Redis pass too: unique constraints (one with a
# condition), cascades, tenant isolation queries.
pytestmark = pytest.mark.backend

URL = "/api/v1/presets"


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def send(api, method, url, body):
    return getattr(api, method)(url, json.dumps(body), content_type="application/json")


def test_the_preset_api_reads_and_writes_the_fallback_clip_as_a_field(acme, make_clip):
    apology, other = make_clip(acme), make_clip(acme)
    api = client_for(acme)
    created = send(api, "post", URL, {"name": "calm", "voice": "F1", "fallback_clip": apology.key})
    assert created.status_code == 201 and created.json()["fallback_clip"] == apology.key
    preset = VoicePreset.objects.get(tenant=acme, name="calm")
    assert FallbackClip.objects.own(acme, preset) == apology
    assert FallbackClip.objects.own(acme) is None  # the preset's, not the tenant's
    listed = api.get(URL).json()["results"]
    assert [(p["name"], p["fallback_clip"]) for p in listed] == [("calm", apology.key)]
    # A change without the field keeps it; another clip replaces it; null unsets it.
    kept = send(api, "patch", f"{URL}/{preset.pk}", {"speed": 0.9})
    assert kept.status_code == 200 and kept.json()["fallback_clip"] == apology.key
    moved = send(api, "patch", f"{URL}/{preset.pk}", {"fallback_clip": other.key})
    assert moved.json()["fallback_clip"] == other.key
    assert FallbackClip.objects.get(preset=preset).clip == other
    unset = send(api, "patch", f"{URL}/{preset.pk}", {"fallback_clip": None})
    assert unset.status_code == 200 and unset.json()["fallback_clip"] is None
    assert not FallbackClip.objects.exists()
    plain = send(api, "post", URL, {"name": "plain", "voice": "M1"})
    assert plain.json()["fallback_clip"] is None


def test_the_preset_api_refuses_another_tenants_clip_and_changes_nothing(acme, make_clip):
    theirs = make_clip(Tenant.objects.create(slug="other", name="Other"))
    ours = make_clip(acme)
    api = client_for(acme)
    calm = send(api, "post", URL, {"name": "calm", "voice": "F1", "fallback_clip": ours.key})
    preset_id = calm.json()["id"]
    for method, url in (("post", URL), ("patch", f"{URL}/{preset_id}")):
        response = send(api, method, url, {"name": "x", "voice": "F1", "fallback_clip": theirs.key})
        assert response.status_code == 400 and error(response)["field"] == "fallback_clip"
    assert list(FallbackClip.objects.values_list("preset_id", "clip_id")) == [(preset_id, ours.pk)]


def test_the_presets_fallback_wins_over_the_tenants_and_no_other_tenants_counts(acme, make_clip):
    other = Tenant.objects.create(slug="other", name="Other")
    calm = VoicePreset.objects.create(tenant=acme, name="calm", voice="F1")
    bare = VoicePreset.objects.create(tenant=acme, name="bare", voice="M1")
    tenants, presets = make_clip(acme), make_clip(acme)
    assert FallbackClip.objects.clip_for(acme, calm) is None
    FallbackClip.objects.choose(acme, None, tenants)
    FallbackClip.objects.choose(acme, calm, presets)
    assert FallbackClip.objects.clip_for(acme, calm) == presets
    assert FallbackClip.objects.clip_for(acme, bare) == tenants
    assert FallbackClip.objects.clip_for(acme) == tenants
    assert FallbackClip.objects.clip_for(other) is None
    # A row naming another tenant's clip (written around choose) is never played.
    FallbackClip.objects.create(tenant=other, clip=tenants)
    assert FallbackClip.objects.clip_for(other) is None


def test_choose_refuses_another_tenants_clip_or_preset(acme, make_clip):
    other = Tenant.objects.create(slug="other", name="Other")
    theirs = make_clip(other)
    their_preset = VoicePreset.objects.create(tenant=other, name="calm", voice="F1")
    with pytest.raises(ValidationError) as info:
        FallbackClip.objects.choose(acme, None, theirs)
    assert "fallback_clip" in info.value.error_dict
    with pytest.raises(ValidationError):
        FallbackClip.objects.choose(acme, their_preset, make_clip(acme))
    with pytest.raises(ValidationError):
        FallbackClip(tenant=acme, clip=theirs).full_clean()
    assert not FallbackClip.objects.exists()


def test_one_fallback_per_tenant_and_per_preset(acme, make_clip):
    calm = VoicePreset.objects.create(tenant=acme, name="calm", voice="F1")
    first, second = make_clip(acme), make_clip(acme)
    FallbackClip.objects.create(tenant=acme, clip=first)
    FallbackClip.objects.create(tenant=acme, preset=calm, clip=first)
    for preset in (None, calm):  # NULL preset included: the constraint with a condition
        with pytest.raises(IntegrityError), transaction.atomic():
            FallbackClip.objects.create(tenant=acme, preset=preset, clip=second)
    FallbackClip.objects.choose(acme, None, second)  # replaces, does not add
    assert FallbackClip.objects.own(acme) == second and FallbackClip.objects.count() == 2


def test_deleting_the_clip_or_the_preset_unsets_the_fallback(acme, make_clip):
    calm = VoicePreset.objects.create(tenant=acme, name="calm", voice="F1")
    clip, kept = make_clip(acme), make_clip(acme)
    FallbackClip.objects.choose(acme, None, clip)
    FallbackClip.objects.choose(acme, calm, clip)
    clip.delete()
    assert not FallbackClip.objects.exists()
    assert Tenant.objects.filter(pk=acme.pk).exists() and VoicePreset.objects.filter(pk=calm.pk)
    FallbackClip.objects.choose(acme, calm, kept)
    calm.delete()
    assert not FallbackClip.objects.exists() and kept.__class__.objects.filter(pk=kept.pk)


def admin_form(model, obj, user, changes):
    """The admin's change form for ``obj``, as ``user`` would post it with ``changes``."""
    request = RequestFactory().post("/")
    request.user = user
    model_admin = admin.site._registry[model]
    form_class = model_admin.get_form(request, obj, change=True)
    shown = form_class(instance=obj)
    data = {}
    for name in shown.fields:
        value = shown[name].value()
        if isinstance(value, list | tuple):
            data[name] = list(value)
        elif value is not None:
            data[name] = value.pk if hasattr(value, "pk") else value
    data.update(changes)
    return request, model_admin, form_class(data, instance=obj)


def save(request, model_admin, form):
    assert form.is_valid(), form.errors
    obj = model_admin.save_form(request, form, change=True)  # as the admin's view does
    model_admin.save_model(request, obj, form, change=True)
    model_admin.save_related(request, form, [], True)
    return obj


def test_the_tenant_admin_reads_and_writes_the_tenants_fallback(acme, make_clip, admin_user):
    clip = make_clip(acme)
    theirs = make_clip(Tenant.objects.create(slug="other", name="Other"))
    request, model_admin, form = admin_form(Tenant, acme, admin_user, {"fallback_clip": clip.pk})
    assert "fallback_clip" in model_admin.get_fields(request, acme)
    save(request, model_admin, form)
    assert FallbackClip.objects.own(acme) == clip
    _, _, shown = admin_form(Tenant, acme, admin_user, {})
    assert shown["fallback_clip"].value() == clip.pk
    assert set(shown.fields["fallback_clip"].queryset) == {clip}
    request, model_admin, form = admin_form(Tenant, acme, admin_user, {"fallback_clip": theirs.pk})
    assert not form.is_valid() and "fallback_clip" in form.errors
    request, model_admin, form = admin_form(Tenant, acme, admin_user, {"fallback_clip": ""})
    save(request, model_admin, form)
    assert not FallbackClip.objects.exists()


def test_the_preset_admin_reads_and_writes_the_presets_fallback(acme, make_clip, admin_user):
    calm = VoicePreset.objects.create(tenant=acme, name="calm", voice="F1")
    clip = make_clip(acme)
    theirs = make_clip(Tenant.objects.create(slug="other", name="Other"))
    request, model_admin, form = admin_form(
        VoicePreset, calm, admin_user, {"fallback_clip": clip.pk}
    )
    save(request, model_admin, form)
    assert FallbackClip.objects.own(acme, calm) == clip and FallbackClip.objects.own(acme) is None
    assert str(model_admin.fallback_clip(calm)) == str(clip)
    # A superuser is offered every tenant's clips; the form still refuses another's.
    request, model_admin, form = admin_form(
        VoicePreset, calm, admin_user, {"fallback_clip": theirs.pk}
    )
    assert not form.is_valid()
    assert form.errors["fallback_clip"] == ["choose one of this tenant's clips"]
    assert FallbackClip.objects.own(acme, calm) == clip


def test_a_preset_moved_to_another_tenant_leaves_no_row_under_the_old(acme, make_clip):
    other = Tenant.objects.create(slug="other", name="Other")
    calm = VoicePreset.objects.create(tenant=acme, name="calm", voice="F1")
    FallbackClip.objects.choose(acme, calm, make_clip(acme))
    calm.tenant = other  # as the admin may, for a user of both tenants
    calm.save()
    theirs = make_clip(other)
    FallbackClip.objects.choose(other, calm, theirs)
    assert list(FallbackClip.objects.values_list("tenant_id", "preset_id", "clip_id")) == [
        (other.pk, calm.pk, theirs.pk)
    ]
    FallbackClip.objects.choose(other, calm, None)
    assert not FallbackClip.objects.exists()
