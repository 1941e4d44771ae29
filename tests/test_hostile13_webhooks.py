"""Hostile pass 13's webhook findings: a receiver's odd answer is one failed try, never an
escaped error that leaves the delivery pending forever and blocks the tenant's others
(M-2); endpoint URLs compared normalised, the limit and uniqueness held under a lock (L-2);
finished deliveries pruned (L-3); a target's lookup bounded in time, made at delivery only
(L-4, and the fourteenth pass's N-1)."""

import socket
import ssl
import threading
import time
from datetime import timedelta

import pytest
import trustme

from tests import webhook_receiver
from webhooks import delivery
from webhooks.models import Delivery, Endpoint

pytestmark = pytest.mark.backend

ODD_ANSWERS = {
    "superscript status": b"HTTP/1.1 \xb200 OK\r\nContent-Length: 2\r\n\r\nok",
    "superscript length": b"HTTP/1.1 200 OK\r\nContent-Length: \xb2\r\n\r\nok",
    "huge length": b"HTTP/1.1 200 OK\r\nContent-Length: " + b"9" * 5000 + b"\r\n\r\nok",
    "four-digit status": b"HTTP/1.1 2000 OK\r\nContent-Length: 2\r\n\r\nok",
    "header lines without end": b"HTTP/1.1 200 OK\r\n" + b"A: b\r\n" * 2000 + b"\r\nok",
}


@pytest.fixture
def raw_receiver(tmp_path, monkeypatch, settings):
    """A TLS receiver on loopback that answers every request with ``answer["bytes"]``;
    counts the requests."""
    settings.WEBHOOK_ALLOW_LOOPBACK = True
    settings.WEBHOOK_TIMEOUT = 2
    settings.WEBHOOK_DEADLINE = 3
    ca = trustme.CA()
    cert = ca.issue_cert("127.0.0.1")
    ca_file = tmp_path / "ca.pem"
    ca.cert_pem.write_to_path(str(ca_file))
    monkeypatch.setenv("SSL_CERT_FILE", str(ca_file))
    server = socket.create_server(("127.0.0.1", 0))
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    cert.configure_cert(context)
    answer = {"bytes": b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok", "requests": 0}

    server.settimeout(0.1)  # a closed listening socket does not wake accept()
    done = threading.Event()

    def serve():
        while not done.is_set():
            try:
                conn, _ = server.accept()
            except TimeoutError:
                continue
            except OSError:
                return
            try:
                conn.settimeout(3)
                tls = context.wrap_socket(conn, server_side=True)
                tls.recv(65536)
                answer["requests"] += 1
                tls.sendall(answer["bytes"])
                tls.close()
            except OSError:
                pass
            finally:
                conn.close()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    answer["url"] = f"https://127.0.0.1:{server.getsockname()[1]}/hook"
    yield answer
    done.set()
    server.close()
    thread.join(timeout=5)


def pending(tenant, url, event_id="x"):
    endpoint = Endpoint.objects.get_or_create(tenant=tenant, url=url)[0]
    return Delivery.objects.create(
        tenant=tenant, endpoint=endpoint, event="x", event_id=event_id, body="{}"
    )


@pytest.mark.parametrize("name", ODD_ANSWERS)
def test_an_odd_answer_is_one_failed_try(db, make_tenant, raw_receiver, settings, name):
    raw_receiver["bytes"] = ODD_ANSWERS[name]
    sent = pending(make_tenant("acme"), raw_receiver["url"])
    claimed = delivery.claim_next(sent.tenant_id)
    assert claimed == sent.pk
    delivery.attempt(claimed)
    sent.refresh_from_db()
    assert (sent.status, sent.attempts, sent.response_code) == ("pending", 1, None)
    assert sent.error and sent.next_try > delivery.clock() + timedelta(seconds=5)
    assert "\x00" not in sent.error and sent.error.isprintable()


def test_a_nul_in_the_answer_is_stored_without_it(db, make_tenant, raw_receiver):
    # PostgreSQL refuses NUL in text: the record raised, the row stayed pending, untried.
    raw_receiver["bytes"] = b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\na\x00b\x07c"
    sent = pending(make_tenant("acme"), raw_receiver["url"])
    delivery.attempt(delivery.claim_next(sent.tenant_id))
    sent.refresh_from_db()
    assert (sent.status, sent.attempts, sent.response_code) == ("delivered", 1, 200)
    assert sent.response_excerpt == "abc"


def test_any_error_of_a_try_is_a_failed_try_and_the_limit_applies(
    sync_jobs, make_tenant, monkeypatch, settings
):
    settings.WEBHOOK_ATTEMPTS = 2
    acme = make_tenant("acme")
    sent = pending(acme, "https://203.0.113.9/hook")

    def post(_):
        raise RuntimeError("what no one expected")

    monkeypatch.setattr(delivery, "post", post)
    delivery.retry_due()
    sent.refresh_from_db()
    assert (sent.status, sent.attempts) == ("pending", 1)
    assert "RuntimeError" in sent.error
    later = sent.next_try + timedelta(seconds=1)
    monkeypatch.setattr(delivery, "clock", lambda: later)
    delivery.retry_due()
    sent.refresh_from_db()
    assert (sent.status, sent.attempts, sent.next_try) == ("failed", 2, None)


def test_an_odd_answer_does_not_block_the_tenants_other_deliveries(
    sync_jobs, make_tenant, raw_receiver, tmp_path, monkeypatch, settings
):
    raw_receiver["bytes"] = ODD_ANSWERS["superscript status"]
    good, stop = webhook_receiver.start(tmp_path, monkeypatch)
    try:
        acme = make_tenant("acme")
        odd = [pending(acme, raw_receiver["url"], f"odd-{i}") for i in range(3)]
        fine = pending(acme, good.url, "fine")
        delivery.retry_due()  # before: ValueError out of the lane, every row left claimed
        fine.refresh_from_db()
        assert (fine.status, len(good.received)) == ("delivered", 1)
        for row in odd:
            row.refresh_from_db()
            assert (row.status, row.attempts) == ("pending", 1)
    finally:
        stop()


def test_a_try_records_even_when_its_answer_cannot_be_stored(sync_jobs, make_tenant, monkeypatch):
    acme = make_tenant("acme")
    sent = pending(acme, "https://203.0.113.9/hook")
    monkeypatch.setattr(delivery, "post", lambda _: (200, "ok"))
    monkeypatch.setattr(delivery, "printable", lambda text: "x" * 400)  # too long to store
    began = time.monotonic()
    delivery.retry_due()
    sent.refresh_from_db()
    assert sent.attempts == 1 and sent.status == "delivered", (sent.status, sent.error)
    assert time.monotonic() - began < 5


# --- L-4: the target's lookup has a deadline -------------------------------------------------


@pytest.fixture
def slow_dns(monkeypatch):
    """A resolver that takes 2 s for ``slow.example`` and then fails; lookups given 0.3 s.
    Other names (Redis's host on the PostgreSQL + Redis pass) resolve as ever."""
    from webhooks import targets

    real = socket.getaddrinfo

    def getaddrinfo(host, *args, **kwargs):
        if host != "slow.example":
            return real(host, *args, **kwargs)
        time.sleep(2)
        raise socket.gaierror("slow, and then no")

    monkeypatch.setattr(targets, "RESOLVE_SECONDS", 0.3, raising=False)
    monkeypatch.setattr(targets.socket, "getaddrinfo", getaddrinfo)


def test_a_slow_lookup_is_not_waited_for_at_registration(db, make_tenant, slow_dns):
    # The fourteenth pass (N-1): registration makes no lookup at all (before it, 400
    # invalid_target "could not resolve in time" after RESOLVE_SECONDS); a name's lookup is
    # the delivery's, below.
    from tests.test_api_support import client_for

    api = client_for(make_tenant("acme"))
    began = time.monotonic()
    answer = api.post(
        "/api/v1/webhooks", {"url": "https://slow.example/hook"}, content_type="application/json"
    )
    took = time.monotonic() - began
    assert answer.status_code == 201
    assert took < 1.5, took


def test_a_slow_lookup_at_delivery_is_a_failed_try_not_a_refused_target(db, make_tenant, slow_dns):
    sent = pending(make_tenant("acme"), "https://slow.example/hook")
    delivery.attempt(delivery.claim_next(sent.tenant_id))
    sent.refresh_from_db()
    assert (sent.status, sent.attempts) == ("pending", 1)
    assert "could not resolve in time" in sent.error


# --- L-4: one tenant's stuck lookups leave the others room -----------------------------------


@pytest.fixture
def stuck_dns(monkeypatch, settings):
    """A resolver whose lookups of ``*.stuck.example`` hang until the test ends (a name
    server that never answers); any other name is loopback at once. Lookups given 0.3 s."""
    from webhooks import targets

    real = socket.getaddrinfo
    released = threading.Event()

    def getaddrinfo(host, port, *args, **kwargs):
        if host.endswith(".stuck.example"):
            released.wait(60)
            raise socket.gaierror("stuck, and then no")
        return real("127.0.0.1", port, *args, **kwargs)

    settings.WEBHOOK_ALLOW_LOOPBACK = True
    monkeypatch.setattr(targets, "RESOLVE_SECONDS", 0.3)
    monkeypatch.setattr(targets.socket, "getaddrinfo", getaddrinfo)
    yield
    released.set()
    deadline = time.monotonic() + 10
    while targets.lookups_in_flight() and time.monotonic() < deadline:
        time.sleep(0.01)  # the released lookups' threads are ending


def register(api, url):
    return api.post("/api/v1/webhooks", {"url": url}, content_type="application/json")


def stuck_try(tenant, host):
    """One delivery try of ``tenant``'s to ``host``; the delivery, read back."""
    sent = pending(tenant, f"https://{host}/hook", event_id=host)
    delivery.attempt(delivery.claim_next(tenant.pk))
    sent.refresh_from_db()
    return sent


def test_one_tenants_stuck_lookups_leave_the_others_room(db, make_tenant, stuck_dns):
    from webhooks import targets

    acme, bravo = make_tenant("acme"), make_tenant("bravo")
    began = time.monotonic()
    # Lookups are made at delivery only (the fourteenth pass, N-1): acme's stuck ones there.
    tries = [stuck_try(acme, f"h{i}.stuck.example") for i in range(10)]
    assert {(sent.status, sent.attempts) for sent in tries} == {("pending", 1)}
    # Another tenant's lookup is not queued behind acme's (before: all 8 threads held).
    assert targets.checked_target("https://fine.example/hook", 0.3, bravo.pk)[2] == "127.0.0.1"
    assert "try again" in tries[-1].error
    assert time.monotonic() - began < 10  # each waited its 0.3 s at most


def test_a_lookup_past_the_tenants_cap_at_delivery_is_a_failed_try(db, make_tenant, stuck_dns):
    from webhooks import targets

    acme = make_tenant("acme")
    for i in range(targets.RESOLVE_PER_TENANT):  # as many of its lookups in flight as it may
        assert "could not resolve in time" in stuck_try(acme, f"h{i}.stuck.example").error
    sent = stuck_try(acme, "late.stuck.example")
    assert (sent.status, sent.attempts) == ("pending", 1)
    assert "try again" in sent.error
