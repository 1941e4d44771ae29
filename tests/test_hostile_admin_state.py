"""One ModelAdmin (and one form class) serves every request of every thread: none may keep
a request's state, or another request reads it (the wrong tenant's clips as choices)."""

import pytest
from django.contrib import admin
from django.test import Client, RequestFactory

from tenancy.models import Tenant
from tests.admin_world import build_world, registered, url


@pytest.fixture
def world(make_tenant, make_member, make_entry, make_clip, django_user_model):
    return build_world(make_tenant, make_member, make_entry, make_clip, django_user_model)


def request_for(user):
    request = RequestFactory().get("/")
    request.user = user
    return request


def state_of(model_admin) -> dict:
    """What a ModelAdmin holds: its attributes, and its form class's fields."""
    held = {name: id(value) for name, value in vars(model_admin).items()}
    form = getattr(model_admin, "form", None)
    for name, field in getattr(form, "base_fields", {}).items():
        held[f"form.{name}"] = (id(field), id(getattr(field, "queryset", None)))
    return held


def test_a_tenant_form_built_during_another_offers_only_its_own_clips(world, monkeypatch):
    ours, theirs = world.tenants["ours"], world.tenants["theirs"]
    model_admin = admin.site._registry[Tenant]
    request = request_for(world.users["superuser"])
    original, other, started = admin.ModelAdmin.formfield_for_dbfield, [], []

    def formfield_for_dbfield(self, db_field, request, **kwargs):
        # Another thread's request for their tenant, while ours builds its form.
        if db_field.name == "name" and not started:
            started.append(True)
            other.append(model_admin.get_form(request, theirs)(instance=theirs))
        return original(self, db_field, request, **kwargs)

    monkeypatch.setattr(admin.ModelAdmin, "formfield_for_dbfield", formfield_for_dbfield)
    form = model_admin.get_form(request, ours)(instance=ours)
    assert other, "the interleaved request ran"
    assert set(form.fields["fallback_clip"].queryset) == {world.rows[("ours", "synth.Clip")]}
    assert set(other[0].fields["fallback_clip"].queryset) == {world.rows[("theirs", "synth.Clip")]}


def test_a_tenant_page_offers_its_own_clips_after_another_tenants_page(world):
    client = Client()
    client.force_login(world.users["superuser"])
    ours, theirs = world.tenants["ours"], world.tenants["theirs"]
    client.get(url(Tenant, "change", theirs.pk))
    choices = client.get(url(Tenant, "change", ours.pk)).context["adminform"].form
    assert set(choices.fields["fallback_clip"].queryset) == {world.rows[("ours", "synth.Clip")]}


def test_no_admin_keeps_state_from_a_request(world):
    """Every registered admin's pages, seen by a superuser and a staff member: no
    ModelAdmin gains or swaps an attribute, and no form class's fields change."""
    before = {model: state_of(model_admin) for model, model_admin in registered()}
    for who in ("superuser", "two_roles"):
        client = Client(raise_request_exception=False)
        client.force_login(world.users[who])
        for model, _ in registered():
            client.get(url(model, "changelist"))
            client.get(url(model, "add"))
            for side in ("ours", "theirs"):
                row = world.rows.get((side, model._meta.label))
                if row is not None:
                    client.get(url(model, "change", row.pk))
                    client.get(url(model, "history", row.pk))
    after = {model: state_of(model_admin) for model, model_admin in registered()}
    changed = {
        model._meta.label: sorted(set(before[model].items()) ^ set(after[model].items()))
        for model in before
        if before[model] != after[model]
    }
    assert changed == {}
