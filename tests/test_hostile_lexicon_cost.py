"""A lexicon's export, import and writes count against the request rate by what they cost
(issue 30, a third fresh hostile pass): an export, or a write after which the next
request compiles the lexicon again, reads the whole lexicon, one request of the rate per
thousand entries; an import one per 64 KiB of its body. A 40,000-entry lexicon's export or
rebuild cost a web worker about a second for one request, and six such loops slowed
another tenant's requests from 6 ms to 4 s."""

import pytest

from lexicon.models import LexiconEntry
from tests.test_api_support import client_for

# The rate's counters live in the cache or the database: on PostgreSQL + Redis too.
pytestmark = pytest.mark.backend

LEXICON = "/api/v1/lexicon"


def entries(tenant, count):
    LexiconEntry.objects.bulk_create(
        # Short terms: a thousand entries are fewer than CHARS_PER_REQUEST characters, so
        # the per-entries floor is what counts.
        LexiconEntry(tenant=tenant, term=f"t{i}", alias="a")
        for i in range(count)
    )


def status_after(api, first) -> list[int]:
    first()
    return [api.get(f"{LEXICON}/history").status_code for _ in range(10)]


def test_a_small_lexicons_export_is_one_request(rate, make_tenant):
    tenant = make_tenant("acme")
    entries(tenant, 50)
    api = client_for(tenant)
    assert status_after(api, lambda: api.get(f"{LEXICON}/export?lang=en")) == [200] * 9 + [429]


def test_a_large_lexicons_export_counts_per_thousand_entries(rate, make_tenant):
    tenant = make_tenant("acme")
    entries(tenant, 4500)  # five requests
    api = client_for(tenant)
    assert api.get(f"{LEXICON}/export?lang=en").status_code == 200
    assert [api.get(f"{LEXICON}/history").status_code for _ in range(6)] == [200] * 5 + [429]


def test_a_write_to_a_large_lexicon_counts_per_thousand_entries(rate, make_tenant):
    tenant = make_tenant("acme")
    entries(tenant, 2500)  # three requests
    api = client_for(tenant)
    entry = LexiconEntry.objects.filter(tenant=tenant).first()
    answer = api.patch(f"{LEXICON}/{entry.pk}", {"alias": "new"}, content_type="application/json")
    assert answer.status_code == 200
    assert [api.get(f"{LEXICON}/history").status_code for _ in range(8)] == [200] * 7 + [429]


def test_an_import_counts_per_64_kib_of_its_body(rate, make_tenant):
    rate.API_RATE = "40/min"
    api = client_for(make_tenant("acme"))
    body = b"<lexicon/>" + b" " * (3 * 64 * 1024)  # four parses, 20 compiles' worth
    api.post(f"{LEXICON}/import", body, content_type="application/pls+xml")
    assert [api.get(f"{LEXICON}/history").status_code for _ in range(21)] == [200] * 20 + [429]
