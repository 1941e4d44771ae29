"""Two tenants' webhook lanes leave a thread for the others (the fifteenth pass, N-4):
with WEBHOOK_THREADS 4 and WEBHOOK_TENANT_IN_FLIGHT 2, two tenants whose receivers hold
every try took all four threads, and a third tenant's delivery waited for one of their
tries to end (up to WEBHOOK_DEADLINE). A tenant's second and later lanes now open only
while they leave a thread for a tenant that has none."""

import threading

import pytest

from webhooks import delivery


@pytest.fixture
def tarpits(monkeypatch):
    """send_next for tenants 1 and 2 holds its thread until released; tenant 3's is sent."""
    release, sent = threading.Event(), threading.Event()
    held = []

    def send_next(tenant_id):
        if tenant_id == 3:
            sent.set()
            return False
        held.append(tenant_id)
        release.wait(10)
        return False

    monkeypatch.setattr(delivery, "send_next", send_next)
    pool = delivery.Pool(4)
    yield pool, sent, held
    release.set()
    pool.stop(5)


def test_two_tarpit_tenants_leave_a_thread_for_a_third(tarpits):
    pool, sent, held = tarpits
    pool.open(1, 2)
    pool.open(2, 2)
    pool.open(3, 2)
    assert sent.wait(3)  # before: queued behind the tarpits' four tries
    assert pool.in_flight(1) + pool.in_flight(2) == 3


def test_a_tenant_alone_still_has_its_lanes(tarpits):
    pool, _, held = tarpits
    assert pool.open(1, 2) == 2
