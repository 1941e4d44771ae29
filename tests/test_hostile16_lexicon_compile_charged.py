"""A compile of a lexicon that is not cached is charged to the tenant whose request
causes it, by its characters, and the cache keeps what is used (issue 30, sixteenth
pass, O-1): three tenants with 500,000-character lexicons, asked in turn, pushed each
other out of every web process's cache (first in, first out, 1,000,000 characters), and
each /normalize recompiled a full lexicon (~0.5 s of a web worker's CPU) for one request
of API_RATE: another tenant's /normalize went from 9 to 519 ms median. Now such a
compile counts as a write of the lexicon does (lexicon.models.lexicon_requests), so
three tenants cycling pay for what they cost, and a hit refreshes an entry (LRU)."""

import pytest

from lexicon.models import CHARS_PER_REQUEST, LexiconEntry
from tenancy import models as tenancy
from tests.test_api_support import client_for

pytestmark = pytest.mark.backend

NORMALIZE = "/api/v1/normalize"


@pytest.fixture
def empty_cache():
    tenancy._normalizers.clear()
    yield
    tenancy._normalizers.clear()
    tenancy.compile_charged_to.set(None)


def long_terms(tenant, count=300):
    """``count`` entries of 200-character terms: 60,300 characters, seven requests' worth."""
    LexiconEntry.objects.bulk_create(
        LexiconEntry(tenant=tenant, term=f"{i:05d}" + "x" * 195, alias="a") for i in range(count)
    )
    tenant.bump_lexicon_version()


def left(api) -> int:
    answers = [api.get("/api/v1/lexicon/history").status_code for _ in range(10)]
    return answers.count(200)


def test_a_compile_that_is_not_cached_counts_by_the_lexicons_characters(
    rate, make_tenant, empty_cache
):
    tenant = make_tenant("acme")
    long_terms(tenant)
    assert -(-300 * 201 // CHARS_PER_REQUEST) == 7
    api = client_for(tenant)
    answer = api.post(NORMALIZE, {"text": "hello"}, content_type="application/json")
    assert answer.status_code == 200
    assert left(api) == 3  # seven requests for the compile (before: one, and 9 left)


def test_a_cached_lexicon_counts_one_request(rate, make_tenant, empty_cache):
    tenant = make_tenant("acme")
    long_terms(tenant)
    tenant.normalizer()  # compiled by a worker or an earlier request: not charged here
    api = client_for(tenant)
    answer = api.post(NORMALIZE, {"text": "hello"}, content_type="application/json")
    assert answer.status_code == 200
    assert left(api) == 9


def test_tenants_cycling_past_the_cache_are_refused_before_compiling(
    rate, make_tenant, empty_cache, monkeypatch
):
    monkeypatch.setattr(tenancy, "MAX_CACHED_CHARS", 100_000)  # room for one of them
    tenants = [make_tenant(f"atk{i}") for i in range(3)]
    for tenant in tenants:
        long_terms(tenant)
    compiled = []
    real = tenancy.Tenant._compiled_entries

    def counting(self, entry_class):
        compiled.append(self.pk)
        return real(self, entry_class)

    monkeypatch.setattr(tenancy.Tenant, "_compiled_entries", counting)
    apis = [client_for(tenant) for tenant in tenants]
    answers = [api.post(NORMALIZE, {"text": "hi"}, content_type="application/json").status_code
               for _ in range(3) for api in apis]  # fmt: skip
    # Each compile costs its tenant seven of its ten requests: one each, then 429s (but
    # for the last one compiled, still cached: a hit, one request).
    assert answers == [200, 200, 200, 429, 429, 200, 429, 429, 200]
    assert len(compiled) <= 3 + 3  # a refused request reads the rows, never compiles them


def test_a_hit_keeps_a_lexicon_in_the_cache(db, make_tenant, empty_cache, monkeypatch):
    monkeypatch.setattr(tenancy, "MAX_CACHED_CHARS", 2500)
    a, b, c = (make_tenant(slug) for slug in "abc")
    for tenant in (a, b, c):
        LexiconEntry.objects.bulk_create(
            LexiconEntry(tenant=tenant, term=f"t{i:04}", alias=f"a{i:04}") for i in range(100)
        )
    kept = a.normalizer()
    b.normalizer()
    assert a.normalizer() is kept  # used: now the newest
    c.normalizer()  # evicts the least recently used, b
    assert a.normalizer() is kept
    assert {key[0] for key in tenancy._normalizers} == {a.pk, c.pk}


def test_workers_and_commands_are_not_charged(rate, make_tenant, empty_cache):
    from metering.models import LimitCounter

    tenant = make_tenant("acme")
    long_terms(tenant)
    tenancy.compile_charged_to.set(None)
    tenant.normalizer()
    assert not LimitCounter.objects.exists()
