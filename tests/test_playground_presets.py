"""The playground lists the chosen tenant's presets only: a superuser who may use every
tenant sees one tenant's at a time, and nobody sees another tenant's preset names."""

import pytest
from django.test import Client

from lexicon.models import VoicePreset
from synth.models import SynthesisJob
from tenancy.models import Membership


@pytest.fixture
def presets(make_tenant):
    """Alice's, Bob's and Charlie's tenants, each with presets named after it."""
    tenants = {name: make_tenant(name) for name in ("alice", "bob", "charlie")}
    for name, tenant in tenants.items():
        VoicePreset.objects.create(tenant=tenant, name=f"{name}-calm", voice="F1")
        VoicePreset.objects.create(tenant=tenant, name=f"{name}-fast", voice="M1", speed=1.3)
    return tenants


def client_of(user) -> Client:
    client = Client()
    client.force_login(user)
    return client


def names_in(page: str) -> set[str]:
    return {name for name in ("alice", "bob", "charlie") for kind in ("calm", "fast")
            if f"{name}-{kind}" in page}  # fmt: skip


def test_a_member_sees_only_their_tenants_presets(presets, make_member):
    charlie = client_of(make_member(presets["charlie"], "reviewer"))
    page = charlie.get("/playground/").content.decode()
    assert names_in(page) == {"charlie"}
    assert '<option value="charlie-calm"' in page and '<option value="charlie-fast"' in page


def test_charlie_naming_another_tenant_sees_none_of_its_presets(presets, make_member):
    charlie = client_of(make_member(presets["charlie"], "editor"))
    for tenant in (presets["alice"], presets["bob"]):
        page = charlie.get(f"/playground/?tenant={tenant.pk}").content.decode()
        assert names_in(page) == {"charlie"}  # his own tenant stays the chosen one
        page = charlie.post("/playground/", {"tenant": tenant.pk, "choose": "1"}).content.decode()
        assert names_in(page) == {"charlie"}


def test_a_superuser_sees_the_chosen_tenants_presets_and_no_others(
    presets, django_user_model, job_settings
):
    root = client_of(django_user_model.objects.create_superuser("root", "r@x.org", "pw"))
    page = root.get("/playground/").content.decode()
    assert names_in(page) == set()  # no tenant chosen yet: no presets
    assert "Choose a tenant to see its presets." in page
    for name, tenant in presets.items():
        page = root.post("/playground/", {"tenant": tenant.pk, "choose": "1"}).content.decode()
        assert names_in(page) == {name}
        assert f'<option value="{tenant.pk}" selected>' in page
    assert not SynthesisJob.objects.exists()  # choosing a tenant speaks nothing


def test_a_member_of_two_tenants_sees_each_ones_presets_in_turn(presets, make_member):
    user = make_member(presets["alice"], "editor", username="ada")
    Membership.objects.create(user=user, tenant=presets["bob"], role="reviewer")
    ada = client_of(user)
    assert names_in(ada.get("/playground/").content.decode()) == set()
    for name in ("alice", "bob"):
        page = ada.get(f"/playground/?tenant={presets[name].pk}").content.decode()
        assert names_in(page) == {name}
    page = ada.get(f"/playground/?tenant={presets['charlie'].pk}").content.decode()
    assert names_in(page) == set()
