"""The compiled lexicons a process keeps are bounded by what they hold (issue 30, a third
fresh hostile pass): each write to a 40,000-entry lexicon left the old version compiled
beside the new, 32 of them, and web workers grew to 1.6 GB and stayed there. A tenant's
new version replaces its old ones, and the entries kept in all stay under
``MAX_CACHED_ENTRIES``."""

import pytest

from lexicon.models import LexiconEntry
from tenancy import models as tenancy


@pytest.fixture
def empty_cache():
    tenancy._normalizers.clear()
    yield
    tenancy._normalizers.clear()


def add(tenant, count, start=0):
    LexiconEntry.objects.bulk_create(
        LexiconEntry(tenant=tenant, term=f"t{i}", alias=f"a {i}")
        for i in range(start, start + count)
    )
    tenant.bump_lexicon_version()


def test_a_tenants_new_lexicon_version_replaces_its_old_one(db, make_tenant, empty_cache):
    acme = make_tenant("acme")
    for round_ in range(5):
        add(acme, 10, start=10 * round_)
        acme.normalizer()
    assert len(tenancy._normalizers) == 1


def test_the_entries_kept_stay_under_the_limit(db, make_tenant, empty_cache, monkeypatch):
    monkeypatch.setattr(tenancy, "MAX_CACHED_ENTRIES", 250)
    tenants = [make_tenant(f"t{i}") for i in range(5)]
    for tenant in tenants:
        add(tenant, 100)
        tenant.normalizer()
    assert sum(n.size for n in tenancy._normalizers.values()) <= 250
    assert len(tenancy._normalizers) == 2  # the newest ones
    assert tenants[-1].normalizer() is tenants[-1].normalizer()  # kept while it fits
