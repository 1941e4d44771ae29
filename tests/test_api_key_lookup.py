"""The one API-key lookup (tenancy.keys.live_key, one raw query), which the full view and
the fast path both use: a live key of an active tenant passes, every other key fails, and
the key and tenant come back as the ORM would load them."""

from datetime import timedelta

import pytest
from django.utils import timezone

from tenancy.keys import live_key
from tenancy.models import ApiKey, Tenant

# Backend-dependent, so on the PostgreSQL + Redis pass too: the key lookup is one raw SQL query,
# per database.
pytestmark = pytest.mark.backend


@pytest.fixture
def keys(make_tenant):
    acme, gone = make_tenant("acme"), make_tenant("gone", active=False)
    live = ApiKey.issue(acme)[1]
    revoked_row, revoked = ApiKey.issue(acme)
    revoked_row.revoked = timezone.now()
    revoked_row.save()
    # tts_<prefix>_<secret>: the secret (token_urlsafe) may hold "_" itself, and a split at
    # its last one left a tail short enough to read the same reversed ("x"): the "wrong"
    # secret was the live key (a failure in a clean run, 2026-12-07).
    kind, short, secret = live.split("_", 2)
    prefix = f"{kind}_{short}"
    assert secret[::-1] != secret
    return {
        "live": live,
        "revoked": revoked,
        "inactive tenant": ApiKey.issue(gone)[1],
        "wrong secret": f"{prefix}_{secret[::-1]}",
        "unknown prefix": "tts_00000000_" + secret,
        "not a key": "hello",
        "empty secret": f"{prefix}_",
    }


def test_a_live_key_of_an_active_tenant_is_found_as_the_orm_loads_it(keys):
    found = live_key(keys["live"])
    expected = ApiKey.objects.get(prefix=keys["live"].split("_")[1])
    tenant = Tenant.objects.get(pk=expected.tenant_id)
    assert (found.pk, found.tenant.pk) == (expected.pk, tenant.pk)
    assert found.tenant.lexicon_version == tenant.lexicon_version
    # The tenant whole, converted as the ORM converts it (the full view uses it)...
    assert not found.tenant.get_deferred_fields()
    for field in tenant._meta.concrete_fields:
        assert getattr(found.tenant, field.attname) == getattr(tenant, field.attname)
    # ...and of the key, what is not read is deferred, loaded when used: never made up.
    assert (found.name, found.created) == (expected.name, expected.created)


@pytest.mark.parametrize(
    "which",
    ["revoked", "inactive tenant", "wrong secret", "unknown prefix", "not a key", "empty secret"],
)
def test_every_other_key_is_refused(keys, which):
    assert live_key(keys[which]) is None


def test_it_notes_when_a_key_was_last_used_once_a_minute(keys):
    row = ApiKey.objects.get(prefix=keys["live"].split("_")[1])
    assert row.last_used is None
    live_key(keys["live"])
    row.refresh_from_db()
    first = row.last_used
    assert first is not None
    live_key(keys["live"])
    row.refresh_from_db()
    assert row.last_used == first  # not again within the minute
    ApiKey.objects.filter(pk=row.pk).update(last_used=first - timedelta(minutes=2))
    live_key(keys["live"])
    row.refresh_from_db()
    assert row.last_used > first
