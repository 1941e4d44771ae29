"""The staff's ways in that read text with a tenant's normalizer (the admin's "Try the
normalizer", a test set's page, the playground) waited for another thread's compile of the
lexicon holding their thread, however long, and a compile they did themselves was charged
to nobody (the twenty-second pass, M-A: another tenant's request waited up to 3.2 s). Now
they wait and pay as an API request of the tenant does (H-1, O-1): at most
COMPILE_WAIT_SECONDS behind another compile, then "being compiled, ask again" on the page
(the playground: 503 ``lexicon_compiling``), and a compile they do counts against the
tenant's API_RATE by the lexicon's characters."""

import threading
import time

import pytest
from django.test import Client
from django.utils.html import strip_tags

from api.throttles import quota_used
from lexicon.models import LexiconEntry
from review.models import TestSet
from tenancy import models as tenancy_models
from tests.test_api_support import client_for
from tests.test_hostile16_lexicon_compile_charged import left, long_terms
from tests.test_hostile_compile_wait import compiling

pytestmark = pytest.mark.backend

TRY = "/admin/lexicon/lexiconentry/try/"
BEING_COMPILED = "is being compiled"


@pytest.fixture
def acme(make_tenant, make_entry, sync_jobs, fresh_counts):
    tenancy_models._normalizers.clear()
    tenancy_models._lost.clear()
    tenant = make_tenant("acme")
    make_entry(tenant, "SaaS", "sass")
    yield tenant
    tenancy_models._normalizers.clear()
    tenancy_models._lost.clear()


@pytest.fixture
def editor(acme, make_member) -> Client:
    client = Client()
    client.force_login(make_member(acme, "editor"))
    return client


def timed(call):
    began = time.monotonic()
    answer = call()
    return answer, time.monotonic() - began


@pytest.mark.parametrize("way", ["try", "test set", "playground"])
def test_a_staff_page_waits_briefly_for_another_threads_compile(acme, editor, way):
    if way == "try":
        ask = lambda: editor.get(TRY, {"tenant": acme.pk, "lang": "en", "text": "Our SaaS."})  # noqa: E731
    elif way == "test set":
        test_set = TestSet.objects.create(tenant=acme, name="t", sentences="Our SaaS ships.")
        ask = lambda: editor.get(f"/admin/review/testset/{test_set.pk}/change/")  # noqa: E731
    else:
        ask = lambda: editor.post(  # noqa: E731
            "/playground/", {"tenant": acme.pk, "format": "wav", "text": "Our SaaS ships."}
        )
    lock, once = compiling(acme), threading.Lock()

    def compiled():
        if once.acquire(blocking=False):
            lock.release()

    threading.Timer(5, compiled).start()  # the compile goes on for five seconds
    try:
        answer, waited = timed(ask)
    finally:
        compiled()
    assert waited < 3  # before: the whole compile's five seconds
    assert answer.status_code == (503 if way == "playground" else 200)
    assert BEING_COMPILED in strip_tags(answer.content.decode())
    assert quota_used(acme)[0] == 0  # nothing spoken, nothing charged
    again = ask()  # the compile done: read
    assert again.status_code == 200
    assert BEING_COMPILED not in strip_tags(again.content.decode())


@pytest.mark.parametrize("way", ["try", "test set", "playground"])
def test_a_compile_a_staff_page_does_counts_against_the_tenants_rate(rate, acme, editor, way):
    LexiconEntry.objects.filter(tenant=acme).delete()
    long_terms(acme)  # 60,300 characters: seven requests' worth, one counted by the page
    if way == "try":
        editor.get(TRY, {"tenant": acme.pk, "lang": "en", "text": "Our SaaS."})
    elif way == "test set":
        test_set = TestSet.objects.create(tenant=acme, name="t", sentences="Our SaaS ships.")
        editor.get(f"/admin/review/testset/{test_set.pk}/change/")
    else:
        editor.post("/playground/", {"tenant": acme.pk, "format": "wav", "text": "Our SaaS."})
    assert left(client_for(acme)) == 3  # before: 9 (the compile charged to nobody)
