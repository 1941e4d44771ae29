"""Hostile pass 13, L-2: a tenant's webhook endpoint URLs are compared normalised (``...?``,
``...//h``, ``%68``, the default port, a mapped IPv6 address are the same URL), and the
endpoint limit and the uniqueness are checked with the tenant's row locked, so concurrent
creates pass neither."""

import threading

import pytest

from webhooks.models import Endpoint

pytestmark = pytest.mark.backend


# --- L-2: endpoint URLs compared normalised; limit and uniqueness under the tenant's lock ---

URL = "https://127.0.0.1:8650/hook"
SAME_URLS = [
    URL + "?",
    URL + "#a",
    "https://127.0.0.1:8650//hook",
    "https://127.0.0.1:8650/./hook",
    "https://127.0.0.1:8650/x/../hook",
    "https://127.0.0.1:8650/%68ook",
    "HTTPS://127.0.0.1:8650/HOOK",
    "https://[::ffff:127.0.0.1]:8650/hook",
]


def test_normalised_url():
    from webhooks.models import normalised_url

    assert {normalised_url(url) for url in [URL, *SAME_URLS]} == {URL}
    assert normalised_url("https://Example.COM:443") == "https://example.com/"
    assert normalised_url("https://example.com:8443/a/") == "https://example.com:8443/a/"
    assert normalised_url("https://example.com/a?b=1#c") == "https://example.com/a?b=1"


def test_a_url_spelled_otherwise_is_a_duplicate(db, settings, make_tenant):
    from tests.test_api_support import client_for, error

    settings.WEBHOOK_ALLOW_LOOPBACK = True
    api = client_for(make_tenant("acme"))

    def register(value):
        return api.post("/api/v1/webhooks", {"url": value}, content_type="application/json")

    assert register(URL).status_code == 201
    for same in SAME_URLS:
        again = register(same)
        assert again.status_code == 400, same
        assert error(again)["code"] == "duplicate_url"
    assert register(URL + "?a=1").status_code == 201  # another URL indeed
    assert Endpoint.objects.count() == 2


def test_a_duplicate_saved_beside_the_check_is_refused(db, make_tenant):
    from webhooks.models import DuplicateUrl

    acme = make_tenant("acme")
    Endpoint.objects.create(tenant=acme, url=URL)
    with pytest.raises(DuplicateUrl):
        Endpoint.objects.create(tenant=acme, url=URL + "?")
    assert Endpoint.objects.count() == 1


def race(create, n: int) -> None:
    """``create(i)`` in ``n`` threads, released at once (a barrier), each waited for."""
    start = threading.Barrier(n)

    def released(i):
        start.wait()
        create(i)

    threads = [threading.Thread(target=released, args=(i,)) for i in range(n)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("same", [False, True])
def test_concurrent_creates_hold_the_limit_and_uniqueness(settings, make_tenant, same):
    from django.db import connection, connections

    from webhooks.models import DuplicateUrl, EndpointLimitReached

    if connection.vendor != "postgresql":
        pytest.skip("SQLite takes one writer at a time: the race is PostgreSQL's")
    settings.WEBHOOK_MAX_ENDPOINTS = 3
    acme = make_tenant("acme")
    refused = []

    def create(i):
        try:
            Endpoint.objects.create(tenant=acme, url=URL if same else f"{URL}/{i}")
        except (DuplicateUrl, EndpointLimitReached) as exc:
            refused.append(exc)
        finally:
            connections.close_all()

    race(create, 12)
    assert Endpoint.objects.count() == (1 if same else 3)
    assert len(refused) == (11 if same else 9)


@pytest.mark.django_db(transaction=True)
def test_concurrent_admin_creates_answer_a_form_error_not_a_500(settings, make_tenant, make_member):
    """The admin's add view checks the limit under the same lock as the save (one
    transaction), so a race's loser sees the form's error; before, it raised out of
    ``Endpoint.save`` as a 500."""
    from django.db import connection, connections
    from django.test import Client

    if connection.vendor != "postgresql":
        pytest.skip("SQLite takes one writer at a time: the race is PostgreSQL's")
    settings.WEBHOOK_ALLOW_LOOPBACK = True
    settings.WEBHOOK_MAX_ENDPOINTS = 3
    acme = make_tenant("acme")
    signed_in = Client()
    signed_in.force_login(make_member(acme, "admin"))
    statuses = []

    def create(i):
        try:
            admin = Client(raise_request_exception=False)
            admin.cookies = signed_in.cookies
            answer = admin.post(
                "/admin/webhooks/endpoint/add/",
                {"tenant": acme.pk, "url": f"{URL}/{i}", "description": "", "active": "on"},
            )
            refused = b"webhook endpoints" in answer.content
            statuses.append((answer.status_code, refused))
        finally:
            connections.close_all()

    race(create, 12)
    assert sorted(statuses) == [(200, True)] * 9 + [(302, False)] * 3
    assert Endpoint.objects.count() == 3
