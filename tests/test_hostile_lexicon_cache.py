"""The compiled lexicons a process keeps are bounded by what they hold, and compiled once
(issue 30, third and fourth fresh hostile passes): each write to a 40,000-entry lexicon
left the old version compiled beside the new, and web workers grew to 1.6 GB; threads of
the web tier's pool each compiled the same new version at once (30-45 s stalls for every
tenant) and raced on the cache (a 500). A tenant's new version replaces its old ones, the
characters kept in all stay under ``MAX_CACHED_CHARS``, and concurrent callers wait for
the one compile."""

import threading

import pytest

from lexicon.models import LexiconEntry
from tenancy import models as tenancy


@pytest.fixture
def empty_cache():
    tenancy._normalizers.clear()
    tenancy._lost.clear()
    yield
    tenancy._normalizers.clear()
    tenancy._lost.clear()


def add(tenant, count, start=0):
    LexiconEntry.objects.bulk_create(
        LexiconEntry(tenant=tenant, term=f"t{i:04}", alias=f"a{i:04}")  # 10 characters
        for i in range(start, start + count)
    )
    tenant.bump_lexicon_version()


def test_a_tenants_new_lexicon_version_replaces_its_old_one(db, make_tenant, empty_cache):
    acme = make_tenant("acme")
    for round_ in range(5):
        add(acme, 10, start=10 * round_)
        acme.normalizer()
    assert len(tenancy._normalizers) == 1


def test_the_characters_kept_stay_under_the_limit(db, make_tenant, empty_cache, monkeypatch):
    monkeypatch.setattr(tenancy, "MAX_CACHED_CHARS", 2500)
    tenants = [make_tenant(f"t{i}") for i in range(5)]
    for tenant in tenants:
        add(tenant, 100)  # 1,000 characters each
        tenant.normalizer()
    assert sum(n.size for n in tenancy._normalizers.values()) <= 2500
    assert len(tenancy._normalizers) == 2  # the newest ones
    assert tenants[-1].normalizer() is tenants[-1].normalizer()  # kept while it fits


@pytest.mark.django_db(transaction=True)
def test_threads_asking_at_once_share_one_compile_and_never_fail(
    make_tenant, empty_cache, monkeypatch
):
    import normalize

    compiled = []
    real = normalize.Normalizer

    def counting(*args, **kwargs):
        compiled.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(normalize, "Normalizer", counting)
    tenants = [make_tenant(f"t{i}") for i in range(3)]
    for tenant in tenants:
        add(tenant, 300)
    errors, got = [], []

    def ask(tenant):
        try:
            got.append(tenancy.Tenant.objects.get(pk=tenant.pk).normalizer())
        except Exception as exc:  # the race answered 500
            errors.append(exc)

    threads = [threading.Thread(target=ask, args=(t,)) for t in tenants * 4]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == [] and len(got) == 12
    assert len(compiled) == 3  # one compile per version, however many asked
