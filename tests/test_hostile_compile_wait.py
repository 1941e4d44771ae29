"""A burst of one tenant's API requests right after a write of its large lexicon held every
thread of the web pool while one of them compiled it, and other tenants' requests queued
behind them for seconds (the twenty-first pass, H-1: a light request of another tenant 0.27
-> 10.4 s). Now an API request of that tenant waits for another's compile at most
COMPILE_WAIT_SECONDS, then is refused 503 ``lexicon_compiling`` with Retry-After, holding
no thread; a worker or a page still waits for it."""

import contextlib
import threading
import time

import pytest

from api.throttles import quota_used
from tenancy import models as tenancy_models
from tests.test_api_support import client_for, error

pytestmark = pytest.mark.backend


@pytest.fixture
def acme(make_tenant, make_entry, sync_jobs, fresh_counts):
    tenant = make_tenant("acme")
    make_entry(tenant, "SaaS", "sass")
    return tenant


def compiling(tenant) -> threading.Lock:
    """The lock another thread holds while it compiles ``tenant``'s lexicon, taken."""
    tenant.refresh_from_db()
    key = (tenant.pk, tenant.created, tenant.lexicon_version, tuple(sorted(tenant.disabled_rules)))
    lock = tenancy_models._building.setdefault(key, threading.Lock())
    assert lock.acquire(blocking=False)
    return lock


@contextlib.contextmanager
def compile_held(tenant, seconds: float = 5):
    """Within it, another thread compiles ``tenant``'s lexicon for ``seconds`` (or until the
    block ends); yields a list that holds, after it, the seconds the block took."""
    lock, once, took = compiling(tenant), threading.Lock(), []

    def compiled():
        if once.acquire(blocking=False):
            lock.release()

    threading.Timer(seconds, compiled).start()
    began = time.monotonic()
    try:
        yield took
    finally:
        took.append(time.monotonic() - began)
        compiled()


def test_the_tenants_request_is_refused_at_once_while_another_compiles(acme):
    api = client_for(acme)
    lock = compiling(acme)
    try:
        began = time.monotonic()
        answer = api.post("/api/v1/speech", {"text": "Our SaaS ships."}, "application/json")
        waited = time.monotonic() - began
    finally:
        lock.release()
    assert answer.status_code == 503
    assert error(answer)["code"] == "lexicon_compiling"
    assert answer["Retry-After"] == "1"
    assert waited < 2  # the wait is bounded (COMPILE_WAIT_SECONDS), not the compile's
    assert quota_used(acme)[0] == 0  # nothing charged
    again = api.post("/api/v1/speech", {"text": "Our SaaS ships."}, "application/json")
    assert again.status_code == 200


def test_a_worker_or_a_page_still_waits_for_the_compile(acme):
    lock = compiling(acme)
    threading.Timer(0.5, lock.release).start()
    began = time.monotonic()
    normalizer = acme.normalizer()  # no API request in this context: it waits
    assert time.monotonic() - began >= 0.4
    assert normalizer("SaaS", "en").text == "sass"
