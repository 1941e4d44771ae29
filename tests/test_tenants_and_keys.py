"""Tenants and their API keys: shown once, stored hashed, revocable, scoped."""

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.utils import timezone

from tenancy.keys import live_key
from tenancy.models import ApiKey, Tenant


def test_a_key_is_stored_only_as_a_hash(make_tenant):
    key, raw = ApiKey.issue(make_tenant())
    assert raw.startswith(f"tts_{key.prefix}_")
    assert raw not in key.key_hash and len(key.key_hash) == 64
    assert str(key) == f"tts_{key.prefix}_…"


def test_a_key_authenticates_its_tenant_and_records_its_use(make_tenant):
    tenant = make_tenant()
    key, raw = ApiKey.issue(tenant)
    found = live_key(raw)
    assert found.tenant == tenant
    key.refresh_from_db()
    assert key.last_used is not None


@pytest.mark.parametrize(
    "mangle",
    [
        lambda raw: raw + "x",
        lambda raw: raw[:-1] + ("A" if raw[-1] != "A" else "B"),
        lambda raw: raw.replace("tts_", "xyz_"),
        lambda raw: "",
        lambda raw: "tts_nothing",
    ],
)
def test_a_wrong_key_authenticates_nobody(make_tenant, mangle):
    _, raw = ApiKey.issue(make_tenant())
    assert live_key(mangle(raw)) is None


def test_a_revoked_key_or_inactive_tenant_authenticates_nobody(make_tenant):
    tenant = make_tenant()
    key, raw = ApiKey.issue(tenant)
    _, other = ApiKey.issue(tenant)
    key.revoked = timezone.now()
    key.save()
    assert live_key(raw) is None
    assert live_key(other) is not None
    Tenant.objects.filter(pk=tenant.pk).update(active=False)
    assert live_key(other) is None


def test_one_tenants_key_never_opens_another(make_tenant):
    alice, bob = make_tenant("alice"), make_tenant("bob")
    _, alice_raw = ApiKey.issue(alice)
    bob_key, _ = ApiKey.issue(bob)
    # Alice's secret with Bob's prefix is still nobody.
    forged = f"tts_{bob_key.prefix}_{alice_raw.split('_', 2)[2]}"
    assert live_key(forged) is None
    assert live_key(alice_raw).tenant == alice


@pytest.mark.django_db
def test_create_tenant_prints_a_working_key(capsys):
    call_command("create_tenant", "acme", "--name", "Acme Inc.")
    raw = capsys.readouterr().out.strip()
    assert live_key(raw).tenant.name == "Acme Inc."


@pytest.mark.django_db
def test_create_api_key_prints_another_key(capsys):
    call_command("create_tenant", "acme", "--name", "Acme")
    first = capsys.readouterr().out.strip()
    call_command("create_api_key", "acme", "--name", "staging")
    second = capsys.readouterr().out.strip()
    assert first != second
    assert live_key(second).name == "staging"


@pytest.mark.django_db
@pytest.mark.parametrize(
    "args,message",
    [
        (["create_tenant", "acme", "--name", "Again"], "already exists"),
        (["create_tenant", "not a slug!", "--name", "x"], "invalid tenant: slug"),
        (["create_api_key", "nobody"], "no tenant 'nobody'"),
    ],
)
def test_tenant_commands_refuse_bad_input(args, message):
    Tenant.objects.create(slug="acme", name="Acme")
    with pytest.raises(CommandError, match=message) as info:
        call_command(*args)
    assert info.value.returncode == 2
    assert Tenant.objects.count() == 1
