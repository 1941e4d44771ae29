"""The forty-fourth hostile pass (issue 30).

M-1: a tenant's PLS imports, one after another inside its rate, slowed every other tenant
(embedded: another tenant's p90 13 -> 628 ms): a 10,000-entry import cost 1.6-2.5 s of
CPU and was charged 50 requests. An import is charged by its entries once it is read
(lexicon.imports.ENTRIES_PER_REQUEST), before anything is written; at most one window of
the rate, so a file within the limits can always be imported.

L-1: the admin charged the same file less than the API (50 against 75 requests): both
ways in charge through lexicon.imports (import_requests, charge_entries).

L-2: ``?all_languages=`` took any value but ``1``/``true`` as false; it is a flag now (400
for ``maybe``)."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from lexicon.imports import ENTRIES_PER_REQUEST
from lexicon.models import LexiconEntry
from tests.test_api_support import client_for
from tests.test_hostile16_lexicon_import_lock import pls

pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("fresh_counts", "one_rate_window")]

IMPORT = "/api/v1/lexicon/import"
ENTRIES = 20 * ENTRIES_PER_REQUEST  # charged 20 requests; its body one 64 KiB's worth


def api_import(tenant, body: bytes, query: str = ""):
    return client_for(tenant).post(f"{IMPORT}{query}", body, content_type="application/pls+xml")


def admin_import(client, tenant, body: bytes):
    return client.post(
        "/admin/lexicon/lexiconentry/import-pls/",
        {"tenant": tenant.pk, "file": SimpleUploadedFile("big.pls", body)},
    )


@pytest.fixture
def rate(settings):
    def set_to(requests: int):
        settings.API_RATE = f"{requests}/min"

    return set_to


def test_an_import_is_charged_by_its_entries_before_it_is_written(make_tenant, rate):
    tenant = make_tenant("atk")
    rate(45)  # room for two imports of ENTRIES (20 requests each), not three
    answers = [api_import(tenant, pls(ENTRIES, start=n * ENTRIES)).status_code for n in range(3)]
    assert answers == [200, 200, 429]  # before: 200, 200, 200 (charged 1-2 each)
    assert LexiconEntry.objects.filter(tenant=tenant).count() == 2 * ENTRIES  # none of the third


def test_the_admin_charges_an_import_as_the_api_does(make_tenant, make_member, client, rate):
    tenant = make_tenant("atk")
    client.force_login(make_member(tenant, "editor"))
    rate(45)
    pages = [admin_import(client, tenant, pls(ENTRIES, start=n * ENTRIES)) for n in range(3)]
    assert [p.status_code for p in pages[:2]] == [302, 302]
    refused = pages[2].content.decode()
    assert pages[2].status_code == 200 and "nothing was imported" in refused  # before: 302
    assert LexiconEntry.objects.filter(tenant=tenant).count() == 2 * ENTRIES


def test_a_file_within_the_limits_is_importable_whatever_the_rate(make_tenant, rate):
    tenant = make_tenant("atk")
    rate(10)  # its entries would owe 20: charged one window's worth
    assert api_import(tenant, pls(ENTRIES)).status_code == 200
    assert api_import(tenant, pls(1, start=ENTRIES)).status_code == 429  # the window spent


def test_another_tenant_is_not_charged_for_it(make_tenant, rate):
    atk, vic = make_tenant("atk"), make_tenant("vic")
    rate(25)
    assert api_import(atk, pls(ENTRIES)).status_code == 200
    assert api_import(atk, pls(ENTRIES, start=ENTRIES)).status_code == 429
    assert api_import(vic, pls(ENTRIES)).status_code == 200


@pytest.mark.parametrize("value", ["maybe", "2", "oui"])
def test_all_languages_must_be_a_flag(make_tenant, value):
    tenant = make_tenant("atk")
    answer = api_import(tenant, pls(3), f"?all_languages={value}")
    assert answer.status_code == 400  # before: 200, imported for the file's language only
    assert answer.json()["error"]["field"] == "all_languages"
    assert not LexiconEntry.objects.filter(tenant=tenant).exists()


@pytest.mark.parametrize("value,everywhere", [("yes", True), ("on", True), ("false", False)])
def test_all_languages_as_a_flag_is_read(make_tenant, value, everywhere):
    tenant = make_tenant("atk")
    assert api_import(tenant, pls(3), f"?all_languages={value}").status_code == 200
    languages = set(LexiconEntry.objects.filter(tenant=tenant).values_list("language", flat=True))
    assert languages == ({""} if everywhere else {"en"})
