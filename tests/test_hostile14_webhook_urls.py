"""Hostile pass 14, N-2: a webhook URL's host is compared as the resolver reads it (IDNA:
NFKC, case folded, a trailing dot dropped), so a fullwidth or dotted spelling of a
registered host is a duplicate, and a delivery asks for that same host form (its lookup,
TLS name and Host header), not the spelling stored."""

import socket

import pytest

from tests import webhook_receiver
from webhooks import delivery, targets
from webhooks.models import Delivery, Endpoint, normalised_url
from webhooks.targets import checked_target

pytestmark = pytest.mark.backend

URL = "https://localhost:8650/hook"
SAME_URLS = [
    "https://ｌocalhost:8650/hook",  # fullwidth l (U+FF4C)
    "https://ＬＯＣＡＬＨＯＳＴ:8650/hook",
    "https://localhost.:8650/hook",
    "https://LocalHost.:8650/hook",
]


def test_normalised_url_reads_a_host_as_the_resolver_does():
    assert {normalised_url(url) for url in [URL, *SAME_URLS]} == {URL}
    assert normalised_url("https://BÜCHER.example./a") == "https://xn--bcher-kva.example/a"
    assert normalised_url("https://１２７.0.0.1.:8650/a") == "https://127.0.0.1:8650/a"
    assert normalised_url("https://localhost:8650/hook/.") == "https://localhost:8650/hook/"


@pytest.fixture
def hosts(monkeypatch):
    """A resolver that knows hook1.example (at 127.0.0.1) as the system's does: through
    the IDNA codec; the names it is asked for are kept."""
    asked, system = [], socket.getaddrinfo

    def getaddrinfo(host, port, *args, **kwargs):
        if host.encode("idna").lower().rstrip(b".") != b"hook1.example":
            return system(host, port, *args, **kwargs)  # Redis's, on the services pass
        asked.append(host)
        return [(socket.AF_INET, socket.SOCK_STREAM, 6, "", ("127.0.0.1", port))]

    monkeypatch.setattr(targets.socket, "getaddrinfo", getaddrinfo)
    return asked


def test_a_host_spelled_otherwise_is_a_duplicate(db, settings, make_tenant, hosts):
    from tests.test_api_support import client_for, error

    settings.WEBHOOK_ALLOW_LOOPBACK = True
    api = client_for(make_tenant("acme"))

    def register(value):
        return api.post("/api/v1/webhooks", {"url": value}, content_type="application/json")

    assert register("https://hook1.example:8650/d").status_code == 201
    for same in [
        "https://ｈook1.example:8650/d",  # fullwidth h (U+FF48): the same host to the resolver
        "https://ＨＯＯＫ１.example:8650/d",
        "https://hook1.example.:8650/d",
        "https://Hook1.Example.:8650/d",
    ]:
        again = register(same)
        assert again.status_code == 400, (same, again.content)
        assert error(again)["code"] == "duplicate_url", same
    assert Endpoint.objects.count() == 1
    assert hosts == []  # registration looks no name up (N-1): deliveries do, as compared


def test_the_target_is_the_host_the_resolver_reads(settings):
    settings.WEBHOOK_ALLOW_LOOPBACK = True
    assert checked_target("https://ＬOCALHOST.:8650/hook") == ("localhost", 8650, "127.0.0.1")


def test_a_delivery_asks_for_the_host_as_compared(db, settings, make_tenant, tmp_path, monkeypatch):
    settings.WEBHOOK_ALLOW_LOOPBACK = True
    receiver, stop = webhook_receiver.start(tmp_path, monkeypatch)
    try:
        port = receiver.url.split(":")[2].split("/")[0]
        url = f"https://１２７.0.0.1.:{port}/hooks/tts"  # fullwidth digits, a trailing dot
        acme = make_tenant("acme")
        endpoint = Endpoint.objects.create(tenant=acme, url=url)
        sent = Delivery.objects.create(
            tenant=acme, endpoint=endpoint, event="x", event_id="x", body="{}"
        )
        delivery.attempt(delivery.claim_next(acme.pk))
        sent.refresh_from_db()
        assert (sent.status, sent.error) == ("delivered", "")
        assert receiver.received[0].headers["Host"] == f"127.0.0.1:{port}"
    finally:
        stop()
