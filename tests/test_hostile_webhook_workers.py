"""A tenant's webhook receiver never holds a synthesis worker, and one tenant's deliveries
never starve another's (hostile pass 12, F-1): the delivery task only hands a tenant's
deliveries to a few I/O threads of the worker process and returns; each try has one
deadline, however its receiver trickles; a tenant has at most WEBHOOK_TENANT_IN_FLIGHT
tries in flight; a tenant's endpoint URLs are unique."""

import http.client
import socket
import ssl
import threading
import time
from datetime import timedelta

import pytest
import trustme
from django.utils.module_loading import import_string

from tests import webhook_receiver
from tests.test_api_support import client_for, error
from webhooks import delivery, events
from webhooks.models import Delivery, Endpoint

pytestmark = pytest.mark.backend


class Tarpit:
    """A TCP server on loopback that accepts and then says nothing (a receiver behind a
    firewall that drops, or an attacker's): counts connections, and the most open at once."""

    def __init__(self):
        self.server = socket.create_server(("127.0.0.1", 0))
        self.port = self.server.getsockname()[1]
        self.open, self.most, self.total = [], 0, 0
        self.lock = threading.Lock()
        self.thread = threading.Thread(target=self.serve, daemon=True)
        self.thread.start()

    def serve(self):
        while True:
            try:
                conn, _ = self.server.accept()
            except OSError:
                return
            with self.lock:
                self.open = [c for c in self.open if c.fileno() != -1 and alive(c)]
                self.open.append(conn)
                self.total += 1
                self.most = max(self.most, len(self.open))

    def url(self, path):
        return f"https://127.0.0.1:{self.port}/{path}"

    def stop(self):
        self.server.close()
        with self.lock:
            for conn in self.open:
                conn.close()


def alive(conn) -> bool:
    """False once the client closed its end (what it sent is read and dropped)."""
    conn.setblocking(False)
    try:
        while conn.recv(65536):
            pass
        return False
    except BlockingIOError:
        return True
    except OSError:
        return False


@pytest.fixture
def hooks(settings):
    """Loopback allowed; short timeouts; django-q2's async_task run at once, in this
    thread, as the one worker would run it; the I/O threads stopped afterwards."""
    settings.WEBHOOK_ALLOW_LOOPBACK = True
    settings.WEBHOOK_TIMEOUT = 1
    settings.WEBHOOK_DEADLINE = 1.5
    settings.WEBHOOK_THREADS = 4
    settings.WEBHOOK_TENANT_IN_FLIGHT = 2
    ran = []

    def async_task(func, *args, **kwargs):
        began = time.monotonic()
        import_string(func)(*args)
        ran.append((func, time.monotonic() - began))

    import django_q.tasks

    real = django_q.tasks.async_task
    django_q.tasks.async_task = async_task
    yield ran
    django_q.tasks.async_task = real
    stop = getattr(delivery, "stop_threads", None)
    if stop:
        stop(timeout=10)


@pytest.fixture
def tarpit():
    found = Tarpit()
    yield found
    found.stop()


def batches_finished(tenant, n):
    # Patiently: the embedded pass's test database is in-memory SQLite with a shared cache,
    # which refuses a write at once while an I/O thread's runs (a file database waits).
    for i in range(n):
        data, event_id = {"batch": str(i)}, f"batch:{tenant.pk}:{i}"
        delivery.patiently(lambda d=data, e=event_id: events.emit(tenant, "batch.finished", d, e))


def test_a_tarpit_receiver_does_not_delay_synthesis(
    transactional_db, job_settings, hooks, tarpit, make_tenant
):
    attacker, victim = make_tenant("attacker"), make_tenant("victim")
    for i in range(3):
        Endpoint.objects.create(tenant=attacker, url=tarpit.url(f"h{i}"))

    def speak(text):
        spoken = client_for(victim).post(
            "/api/v1/speech", {"text": text, "steps": 2}, content_type="application/json"
        )
        assert spoken.status_code == 200, spoken.content

    speak("The model is loaded now.")
    began = time.monotonic()
    speak("Nothing waits for a webhook.")
    alone = time.monotonic() - began

    began = time.monotonic()
    batches_finished(attacker, 2)  # 6 deliveries, each held by the receiver
    handed = time.monotonic() - began
    # The victim's request, whose job the one worker takes after the delivery tasks.
    speak("Nothing waits for a webhook, again.")
    waited = time.monotonic() - began
    print(
        f"victim alone {alone:.2f} s; delivery tasks {handed:.2f} s; "
        f"victim after them {waited:.2f} s"
    )
    webhook_tasks = [seconds for func, seconds in hooks if func.startswith("webhooks.")]
    assert webhook_tasks and all(seconds < 0.5 for seconds in webhook_tasks), hooks
    assert handed < 1.0
    # Before: 6 tries x WEBHOOK_TIMEOUT (1 s) on the worker before the job began.
    assert waited < handed + alone + 3.0
    assert Delivery.objects.filter(tenant=attacker).count() == 6


def test_one_tenants_tarpit_cannot_take_the_threads_from_another(
    transactional_db, hooks, tarpit, make_tenant, tmp_path, monkeypatch
):
    receiver, stop = webhook_receiver.start(tmp_path, monkeypatch)
    try:
        attacker, victim = make_tenant("attacker"), make_tenant("victim")
        for i in range(5):
            Endpoint.objects.create(tenant=attacker, url=tarpit.url(f"h{i}"))
        Endpoint.objects.create(tenant=victim, url=receiver.url)
        began = time.monotonic()
        batches_finished(attacker, 3)  # 15 deliveries
        batches_finished(victim, 1)
        while not receiver.received and time.monotonic() - began < 10:
            time.sleep(0.05)
        heard = time.monotonic() - began
        assert len(receiver.received) == 1
        # Before: the attacker's 15 tries of 1 s, one after the other, came first.
        assert heard < 3.0, heard
        time.sleep(1.0)
        assert tarpit.total >= 1 and tarpit.most <= 2, (tarpit.total, tarpit.most)
        assert delivery.patiently(lambda: Delivery.objects.get(tenant=victim)).status == "delivered"
    finally:
        stop()


@pytest.fixture
def slow_tls(tmp_path, monkeypatch):
    """A TLS receiver on loopback that answers as told: "handshake" trickles a TLS
    record's header and then its body a byte at a time; "status" completes the handshake
    and trickles its status line; "flood" sends headers without end."""
    ca = trustme.CA()
    cert = ca.issue_cert("127.0.0.1")
    ca_file = tmp_path / "ca.pem"
    ca.cert_pem.write_to_path(str(ca_file))
    monkeypatch.setenv("SSL_CERT_FILE", str(ca_file))
    server = socket.create_server(("127.0.0.1", 0))
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    cert.configure_cert(context)
    how = {"mode": "status"}
    done = threading.Event()

    def serve():
        conn, _ = server.accept()
        try:
            end = time.monotonic() + 12
            if how["mode"] == "handshake":
                conn.recv(4096)
                for byte in b"\x16\x03\x03\x40\x00" + b"\x02" * 200:
                    if done.is_set() or time.monotonic() > end:
                        break
                    conn.sendall(bytes([byte]))
                    time.sleep(0.2)
                return
            tls = context.wrap_socket(conn, server_side=True)
            tls.recv(65536)
            if how["mode"] == "status":
                for byte in b"HTTP/1.1 200 OK\r\nX-Slow: " + b"a" * 200:
                    if done.is_set() or time.monotonic() > end:
                        break
                    tls.sendall(bytes([byte]))
                    time.sleep(0.2)
            else:
                tls.sendall(b"HTTP/1.1 200 OK\r\n")
                while not done.is_set() and time.monotonic() < end:
                    tls.sendall(b"X-Flood: " + b"a" * 1000 + b"\r\n")
        except OSError:
            pass
        finally:
            conn.close()

    thread = threading.Thread(target=serve, daemon=True)
    yield how, f"https://127.0.0.1:{server.getsockname()[1]}/hook", thread
    done.set()
    server.close()
    thread.join(timeout=15)


@pytest.mark.parametrize("mode", ["handshake", "status", "flood"])
def test_a_try_has_one_deadline_however_its_receiver_trickles(
    db, settings, make_tenant, slow_tls, mode
):
    settings.WEBHOOK_ALLOW_LOOPBACK = True
    settings.WEBHOOK_TIMEOUT = 1  # per read: never reached by a byte every 0.2 s
    settings.WEBHOOK_DEADLINE = 2
    how, url, thread = slow_tls
    how["mode"] = mode
    thread.start()
    acme = make_tenant("acme")
    endpoint = Endpoint.objects.create(tenant=acme, url=url)
    sent = Delivery.objects.create(
        tenant=acme, endpoint=endpoint, event="x", event_id="x", body="{}"
    )
    began = time.monotonic()
    with pytest.raises((OSError, http.client.HTTPException)) as raised:
        delivery.post(sent)
    took = time.monotonic() - began
    print(f"{mode}: {type(raised.value).__name__}: {raised.value} after {took:.2f} s")
    assert took < settings.WEBHOOK_DEADLINE + 1.0, took


def test_a_tenants_endpoint_urls_are_unique(db, settings, make_tenant):
    settings.WEBHOOK_ALLOW_LOOPBACK = True
    acme, bob = make_tenant("acme"), make_tenant("bob")
    api = client_for(acme)
    url = "https://127.0.0.1:8650/hook"

    def register(value):
        return api.post("/api/v1/webhooks", {"url": value}, content_type="application/json")

    first = register(url)
    assert first.status_code == 201
    again = register(url)
    assert again.status_code == 400
    assert (error(again)["code"], error(again)["field"]) == ("duplicate_url", "url")
    assert register("HTTPS://127.0.0.1:8650/hook").status_code == 400  # the same, spelled so
    other = register(url + "/2").json()
    moved = api.patch(
        f"/api/v1/webhooks/{other['id']}", {"url": url}, content_type="application/json"
    )
    assert moved.status_code == 400 and error(moved)["code"] == "duplicate_url"
    # Its own URL, unchanged, is no duplicate; another tenant may use the same URL.
    same = api.patch(
        f"/api/v1/webhooks/{first.json()['id']}",
        {"url": url, "description": "x"},
        content_type="application/json",
    )
    assert same.status_code == 200
    assert (
        client_for(bob)
        .post("/api/v1/webhooks", {"url": url}, content_type="application/json")
        .status_code
        == 201
    )
    # The admin's form says the same.
    from webhooks.admin import EndpointForm

    form = EndpointForm(data={"tenant": acme.pk, "url": url, "events": [], "active": True})
    assert not form.is_valid() and "url" in form.errors
    assert Endpoint.objects.filter(tenant=acme).count() == 2


def test_a_try_lost_with_its_worker_is_picked_up_by_the_retry_schedule(
    sync_jobs, make_tenant, tmp_path, monkeypatch, settings
):
    settings.WEBHOOK_ALLOW_LOOPBACK = True
    receiver, stop = webhook_receiver.start(tmp_path, monkeypatch)
    try:
        acme = make_tenant("acme")
        endpoint = Endpoint.objects.create(tenant=acme, url=receiver.url)
        lost = Delivery.objects.create(
            tenant=acme, endpoint=endpoint, event="x", event_id="x", body="{}"
        )
        now = delivery.clock()
        # A try claimed by a worker process that was then recycled (or killed).
        claimed = Delivery.objects.filter(pk=lost.pk).update(
            next_try=now + delivery.claim_window(), last_try=now
        )
        assert claimed == 1
        delivery.retry_due()
        assert receiver.received == []  # still claimed: not sent twice
        later = now + delivery.claim_window() + timedelta(seconds=1)
        monkeypatch.setattr(delivery, "clock", lambda: later)
        delivery.retry_due()
        delivery.retry_due()
        lost.refresh_from_db()
        assert (lost.status, lost.attempts, len(receiver.received)) == ("delivered", 1, 1)
    finally:
        stop()


def test_an_endpoint_deleted_while_its_try_is_in_flight_is_no_error(
    sync_jobs, make_tenant, monkeypatch, settings
):
    # Hostile pass 12, F-6: the try's record found its row gone (an ERROR and a traceback).
    acme = make_tenant("acme")
    endpoint = Endpoint.objects.create(tenant=acme, url="https://203.0.113.9/hook")
    Delivery.objects.create(tenant=acme, endpoint=endpoint, event="x", event_id="x", body="{}")

    def post(sent):
        Endpoint.objects.filter(pk=sent.endpoint.pk).delete()  # the tenant, meanwhile
        return 200, "ok"

    monkeypatch.setattr(delivery, "post", post)
    delivery.retry_due()
    assert not Delivery.objects.exists()
