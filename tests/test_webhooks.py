"""Webhooks when work ends: a tenant's https:// endpoints get each event (a batch finished,
a job failed, the daily quota crossing 80% and 100%) POSTed and signed, tried again with
backoff by the workers, logged; never another tenant's events; never a private address."""

import json
from datetime import timedelta

import pytest
from django.utils import timezone

from synth.models import FailureCode, SynthesisJob
from tests import webhook_receiver
from tests.test_api_support import client_for, error
from webhooks import delivery
from webhooks.models import Delivery, Endpoint
from webhooks.signing import HEADER, verify

pytestmark = pytest.mark.backend


@pytest.fixture
def receiver(tmp_path, monkeypatch, settings):
    settings.WEBHOOK_ALLOW_LOOPBACK = True
    found, stop = webhook_receiver.start(tmp_path, monkeypatch)
    yield found
    stop()


def register(api, url, **fields):
    return api.post("/api/v1/webhooks", {"url": url, **fields}, content_type="application/json")


def test_a_finished_batch_posts_one_signed_event(
    sync_jobs, make_tenant, receiver, django_capture_on_commit_callbacks
):
    api = client_for(make_tenant("acme"))
    made = register(api, receiver.url)
    assert made.status_code == 201
    secret = made.json()["secret"]
    assert secret.startswith("whsec_")
    # The secret is shown once: never in a list or a read.
    assert "secret" not in api.get("/api/v1/webhooks").json()["results"][0]
    assert "secret" not in api.get(f"/api/v1/webhooks/{made.json()['id']}").json()

    with django_capture_on_commit_callbacks(execute=True):
        batch = api.post(
            "/api/v1/batches",
            {"items": [{"text": "Welcome."}, {"text": "Goodbye."}], "defaults": {"steps": 2}},
            content_type="application/json",
        ).json()

    assert len(receiver.received) == 1
    got = receiver.received[0]
    assert got.path == "/hooks/tts" and got.headers["X-TTS-Event"] == "batch.finished"
    assert verify(secret, got.headers[HEADER], got.body)
    assert not verify("whsec_another", got.headers[HEADER], got.body)
    assert not verify(secret, got.headers[HEADER], got.body + b" ")
    event = json.loads(got.body)
    assert event["type"] == "batch.finished" and event["tenant"] == "acme"
    assert event["data"] == {"batch": batch["id"], "total": 2, "done": 2, "failed": 0, "expired": 0}
    logged = Delivery.objects.get()
    assert (logged.status, logged.attempts, logged.response_code) == ("delivered", 1, 200)


def test_a_failing_receiver_is_tried_again_with_backoff_and_logged(
    sync_jobs, make_tenant, receiver, monkeypatch, django_capture_on_commit_callbacks
):
    sync_jobs.WEBHOOK_RETRY_SECONDS = 30
    acme = make_tenant("acme")
    Endpoint.objects.create(tenant=acme, url=receiver.url, events=["job.failed"])
    receiver.answers = [500, 503]
    job = SynthesisJob.objects.create(tenant=acme, key="k" * 64, params={})
    with django_capture_on_commit_callbacks(execute=True):
        from synth.worker import fail

        fail(job, FailureCode.SYNTHESIS_FAILED, "it broke")

    logged = Delivery.objects.get()
    first_try = logged.last_try
    assert (logged.status, logged.attempts, logged.response_code) == ("pending", 1, 500)
    assert len(logged.response_excerpt) <= 300 and logged.error == "answered 500"
    assert logged.next_try - first_try >= timedelta(seconds=29)

    now = timezone.now()
    delivery.retry_due()  # not due yet: nothing sent
    assert len(receiver.received) == 1
    monkeypatch.setattr(delivery, "clock", lambda: now + timedelta(seconds=31))
    delivery.retry_due()
    logged.refresh_from_db()
    assert (logged.attempts, logged.response_code, len(receiver.received)) == (2, 503, 2)
    # The second wait is twice the first.
    assert logged.next_try - (now + timedelta(seconds=31)) >= timedelta(seconds=59)
    monkeypatch.setattr(delivery, "clock", lambda: now + timedelta(seconds=95))
    delivery.retry_due()
    logged.refresh_from_db()
    assert (logged.status, logged.attempts, logged.response_code) == ("delivered", 3, 200)
    event = json.loads(receiver.received[-1].body)
    assert event["type"] == "job.failed" and event["data"]["code"] == "synthesis_failed"
    # Every try carried the same event, signed again.
    assert len({r.body for r in receiver.received}) == 1


def test_the_quota_crossing_80_and_100_percent_is_told_once_each(sync_jobs, make_tenant, receiver):
    sync_jobs.API_DAILY_CHARS = 20
    acme = make_tenant("acme")
    Endpoint.objects.create(tenant=acme, url=receiver.url)
    api = client_for(acme)
    for text in ("Hello there, world.", "A.", "B."):  # 19 characters (95%), then 21: refused
        api.post("/api/v1/speech", {"text": text, "steps": 2}, content_type="application/json")
    api.post("/api/v1/speech", {"text": "C", "steps": 2}, content_type="application/json")
    events = [json.loads(r.body)["data"] for r in receiver.received]
    assert [(e["percent"], e["used"]) for e in events] == [(80, 19), (100, 20)]


def test_another_tenants_endpoints_never_hear_or_show(
    sync_jobs, make_tenant, receiver, make_member, client, django_capture_on_commit_callbacks
):
    acme, bob = make_tenant("acme"), make_tenant("bob")
    acme_api, bob_api = client_for(acme), client_for(bob)
    mine = register(acme_api, receiver.url).json()
    bobs = receiver.url.replace("/hooks/tts", "/bob")
    register(bob_api, bobs)
    with django_capture_on_commit_callbacks(execute=True):
        acme_api.post(
            "/api/v1/batches", {"items": [{"text": "Welcome."}]}, content_type="application/json"
        )
    assert [r.path for r in receiver.received] == ["/hooks/tts"]  # bob's /bob heard nothing
    # Bob's key: acme's endpoint is missing, for reading and deleting alike.
    assert [e["url"] for e in bob_api.get("/api/v1/webhooks").json()["results"]] == [bobs]
    assert bob_api.get(f"/api/v1/webhooks/{mine['id']}").status_code == 404
    assert bob_api.delete(f"/api/v1/webhooks/{mine['id']}").status_code == 404
    # Bob's staff: acme's deliveries and endpoints are not in the admin.
    client.force_login(make_member(bob, "admin"))
    assert receiver.url.encode() not in client.get("/admin/webhooks/delivery/").content
    assert receiver.url.encode() not in client.get("/admin/webhooks/endpoint/").content
    acme_delivery = Delivery.objects.get(tenant=acme)
    assert client.get(f"/admin/webhooks/delivery/{acme_delivery.pk}/change/").status_code in (
        302,
        404,
    )
    # Acme's staff see theirs.
    client.force_login(make_member(acme, "editor"))
    assert b"batch.finished" in client.get("/admin/webhooks/delivery/").content
    assert acme_api.delete(f"/api/v1/webhooks/{mine['id']}").status_code == 204


# IPv6 forms that carry an IPv4 address a translator or tunnel reaches, and deprecated
# ranges: never a target, whatever the IPv4 in them (a public one too).
EMBEDDED = [
    "https://[64:ff9b::a00:1]/x",  # NAT64 well-known prefix: 10.0.0.1
    "https://[64:ff9b::a9fe:a9fe]/latest",  # NAT64: 169.254.169.254
    "https://[64:ff9b::808:808]/x",  # NAT64 to a public IPv4: still refused
    "https://[64:ff9b:1::a00:1]/x",  # local-use NAT64 prefix (RFC 8215)
    "https://[2002:a00:1::1]/",  # 6to4: 10.0.0.1
    "https://[2002:808:808::1]/",  # 6to4 to a public IPv4
    "https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/",  # Teredo (client 10.0.0.1)
    "https://[::10.0.0.1]/",  # IPv4-compatible (deprecated)
    "https://[::8.8.8.8]/",
    "https://[::ffff:0:a00:1]/",  # SIIT, IPv4-translated
    "https://[::ffff:0:808:808]/",
    "https://[fec0::1]/",  # site-local (deprecated)
    "https://[::ffff:10.0.0.1]/",  # IPv4-mapped (as before)
]


@pytest.mark.parametrize(
    "url",
    [
        "http://example.com/hook",  # not https
        "https://127.0.0.1/hook",  # loopback, not allowed here
        "https://[::1]/hook",
        "https://10.0.0.5/hook",
        "https://192.168.1.1/hook",
        "https://169.254.169.254/latest/meta-data",  # a cloud's metadata service
        "https://100.64.0.1/hook",
        "https://0.0.0.0/hook",
        "https://[::ffff:127.0.0.1]/hook",
        "https://localhost/hook",
        "https://user:pw@203.0.113.9/hook",
        # IPv4 embedded in IPv6 (hostile pass 12, F-3): each translates or tunnels to it.
        *EMBEDDED,
    ],
)
def test_private_and_loopback_targets_are_refused_at_registration(db, make_tenant, url):
    response = register(client_for(make_tenant("acme")), url)
    assert response.status_code == 400
    assert error(response)["field"] == "url"
    assert not Endpoint.objects.exists()


def test_a_target_is_checked_again_at_delivery(
    sync_jobs, make_tenant, receiver, django_capture_on_commit_callbacks
):
    acme = make_tenant("acme")
    Endpoint.objects.create(tenant=acme, url=receiver.url)
    sync_jobs.WEBHOOK_ALLOW_LOOPBACK = False  # e.g. its name now points at this host
    with django_capture_on_commit_callbacks(execute=True):
        client_for(acme).post(
            "/api/v1/batches", {"items": [{"text": "Welcome."}]}, content_type="application/json"
        )
    logged = Delivery.objects.get()
    assert receiver.received == []
    assert logged.status == "failed" and "not a public address" in logged.error


def test_endpoints_per_tenant_are_bounded(db, make_tenant, receiver, settings):
    settings.WEBHOOK_MAX_ENDPOINTS = 2
    api = client_for(make_tenant("acme"))
    assert [register(api, f"{receiver.url}/{i}").status_code for i in range(3)] == [201, 201, 409]
    assert error(register(api, receiver.url))["code"] == "too_many_endpoints"


@pytest.mark.parametrize("url", EMBEDDED)
def test_embedded_ipv4_targets_are_refused_at_delivery(
    sync_jobs, make_tenant, url, django_capture_on_commit_callbacks
):
    # Stored before the check knew them (or changed under it): refused when sent.
    acme = make_tenant("acme")
    Endpoint.objects.create(tenant=acme, url=url)
    with django_capture_on_commit_callbacks(execute=True):
        client_for(acme).post(
            "/api/v1/batches", {"items": [{"text": "Welcome."}]}, content_type="application/json"
        )
    logged = Delivery.objects.get()
    assert logged.status == "failed" and "not a public address" in logged.error
    assert logged.response_code is None
