"""A batch counts against the request rate as the requests its text would take sent one
by one (issue 30, found by a fresh hostile pass): every item is normalized on the web
worker before the batch can be refused, so a 999-item batch refused at its last item
burned 22 s of CPU for one request of the rate, again and again."""

import time

import pytest

from metering.models import LimitCounter
from tests.test_api_support import client_for, error

# The rate's counters live in the cache or the database: on PostgreSQL + Redis too.
pytestmark = pytest.mark.backend

BATCHES = "/api/v1/batches"


@pytest.fixture
def limits(job_settings, one_rate_window):
    from django.core.cache import cache

    cache.clear()
    LimitCounter.objects.all().delete()
    job_settings.API_RATE = "10/min"
    job_settings.API_MAX_TEXT_CHARS = 100
    yield job_settings
    cache.clear()


def batch(api, texts):
    body = {"items": [{"text": t} for t in texts]}
    return api.post(BATCHES, body, content_type="application/json")


def speak(api):
    return api.post("/api/v1/normalize", {"text": "Hi."}, content_type="application/json")


def test_a_batch_of_short_texts_is_one_request(limits, make_tenant):
    api = client_for(make_tenant("acme"))
    assert batch(api, ["One.", "Two.", "Three."]).status_code == 202
    assert [speak(api).status_code for _ in range(9)] == [200] * 9
    assert speak(api).status_code == 429


def test_a_batch_counts_the_requests_its_text_would_take(limits, make_tenant):
    api = client_for(make_tenant("acme"))
    assert batch(api, ["x " * 45 + "end."] * 6).status_code == 202  # 564 chars: 6 requests
    assert [speak(api).status_code for _ in range(4)] == [200] * 4
    assert speak(api).status_code == 429


def test_a_batch_past_the_rate_is_refused_before_any_item_is_planned(limits, make_tenant):
    api = client_for(make_tenant("acme"))
    started = time.process_time()
    response = batch(api, ["Words to normalize, " * 4 + "123456789."] * 20)  # 20+ requests
    assert response.status_code == 429 and error(response)["code"] == "rate_limited"
    assert time.process_time() - started < 1.0
