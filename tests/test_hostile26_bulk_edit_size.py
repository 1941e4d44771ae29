"""The lexicon list's bulk edit keeps the lexicon within MAX_CHARS_PER_TENANT (issue 30, the
twenty-sixth hostile pass's F-6): each row's own check weighed it against the others as
stored, so 100 rows given 490 more characters each in one save all fitted a room of 9,500
and the lexicon ended 7.9% over its limit. Now the save's rows are weighed together."""

import pytest
from django.test import Client

from lexicon.models import LexiconEntry, lexicon_chars

pytestmark = pytest.mark.backend


def bulk(entries, alias):
    data = {
        "form-TOTAL_FORMS": str(len(entries)),
        "form-INITIAL_FORMS": str(len(entries)),
        "form-MIN_NUM_FORMS": "0",
        "form-MAX_NUM_FORMS": "1000",
        "_save": "Save",
    }
    for i, entry in enumerate(entries):
        data[f"form-{i}-id"] = str(entry.pk)
        data[f"form-{i}-alias"] = alias(entry)
        data[f"form-{i}-enabled"] = "on"
    return data


@pytest.fixture
def editor_and_entries(make_tenant, make_member, monkeypatch):
    monkeypatch.setattr(LexiconEntry, "MAX_CHARS_PER_TENANT", 1_000)
    tenant = make_tenant("acme")
    entries = [
        LexiconEntry.objects.create(tenant=tenant, term=f"T{i:03d}", alias="a" * 50, language="en")
        for i in range(10)
    ]
    client = Client()
    client.force_login(make_member(tenant, "editor"))
    return tenant, entries, client


def test_rows_that_each_fit_but_together_do_not_are_refused(editor_and_entries):
    tenant, entries, client = editor_and_entries
    before = lexicon_chars(tenant.pk)  # 10 x (4 + 50) = 540
    response = client.post("/admin/lexicon/lexiconentry/", bulk(entries, lambda e: "b" * 100))
    assert response.status_code == 200  # the list again, with the error
    assert "the limit is 1,000" in response.content.decode()
    assert lexicon_chars(tenant.pk) == before  # before: 1,040, over the limit
    assert not LexiconEntry.objects.filter(tenant=tenant, alias="b" * 100).exists()


def test_a_bulk_edit_within_the_limit_or_shrinking_is_saved(editor_and_entries):
    tenant, entries, client = editor_and_entries
    grown = client.post("/admin/lexicon/lexiconentry/", bulk(entries, lambda e: "c" * 90))
    assert grown.status_code == 302
    assert lexicon_chars(tenant.pk) == 10 * (4 + 90)
    shrunk = client.post("/admin/lexicon/lexiconentry/", bulk(entries, lambda e: "d" * 10))
    assert shrunk.status_code == 302
    assert lexicon_chars(tenant.pk) == 10 * (4 + 10)
