"""A batch counts against the request rate as the requests its text would take sent one
by one (issue 30, found by a fresh hostile pass): every item is normalized on the web
worker before the batch can be refused, so a 999-item batch refused at its last item
burned 22 s of CPU for one request of the rate, again and again.

Hostile pass 13 (H-2): a batch of 1,000 one-character items was still one request, and
one refused at its last item (an unknown voice) had planned all 999 before it: 2 s of web
CPU each, free. A batch now counts an item as a request, and every item's fields and
names are checked before any item is planned."""

import time

import pytest

from metering.models import LimitCounter
from synth import flow
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


def test_a_batch_of_short_texts_counts_a_request_an_item(limits, make_tenant):
    api = client_for(make_tenant("acme"))
    assert batch(api, ["One.", "Two.", "Three."]).status_code == 202
    assert [speak(api).status_code for _ in range(7)] == [200] * 7
    assert speak(api).status_code == 429


def test_a_batch_of_one_character_items_counts_each(limits, make_tenant):
    api = client_for(make_tenant("acme"))
    assert batch(api, ["a"] * 9).status_code == 202
    assert speak(api).status_code == 200
    assert speak(api).status_code == 429


def test_a_batch_larger_than_the_rate_takes_a_window_of_its_own(limits, make_tenant, monkeypatch):
    api = client_for(make_tenant("acme"))
    assert batch(api, ["a"] * 15).status_code == 202  # the whole window: 10
    assert speak(api).status_code == 429
    other = client_for(make_tenant("globex"))
    assert speak(other).status_code == 200
    planned = counting_plans(monkeypatch)
    assert batch(other, ["a"] * 15).status_code == 429  # not alone in its window
    assert planned == []


@pytest.fixture
def plans(monkeypatch):
    return counting_plans(monkeypatch)


def counting_plans(monkeypatch) -> list:
    """The items planned from now on (flow.plan wrapped)."""
    planned, plan = [], flow.plan
    monkeypatch.setattr(flow, "plan", lambda speech: planned.append(speech) or plan(speech))
    return planned


@pytest.mark.parametrize(
    "last, field",
    [
        ({"text": "a", "voice": "nosuchpreset"}, "items.29.voice"),
        ({"text": "a", "voice": "F1:0.5+nosuch:0.5"}, "items.29.voice"),
        ({"text": "a", "preset": "nosuchpreset"}, "items.29.preset"),
        ({"text": "a", "format": "nosuchformat"}, "items.29.format"),
        ({"text": 5}, "items.29.text"),
        ({"text": "a", "speed": "fast"}, "items.29.speed"),
    ],
)
def test_an_invalid_batch_is_refused_before_any_item_is_planned(
    limits, make_tenant, plans, last, field
):
    api = client_for(make_tenant("acme"))
    body = {"items": [{"text": "a", "voice": "F1"}] * 29 + [last]}
    response = api.post(BATCHES, body, content_type="application/json")
    assert response.status_code == 400 and error(response)["field"] == field
    assert plans == []  # before: 29 items planned (normalized, languages detected)


def test_a_refused_batch_keeps_its_items_counted(limits, make_tenant, plans):
    api = client_for(make_tenant("acme"))
    body = {"items": [{"text": "a"}] * 5 + [{"text": "a", "voice": "nosuchpreset"}]}
    assert api.post(BATCHES, body, content_type="application/json").status_code == 400
    assert [speak(api).status_code for _ in range(4)] == [200] * 4
    assert speak(api).status_code == 429


def test_an_item_refused_when_planned_still_names_itself(limits, make_tenant, plans):
    api = client_for(make_tenant("acme"))
    body = {"items": [{"text": "a"}] * 3 + [{"text": "a", "lang": "xx-nosuch"}]}
    response = api.post(BATCHES, body, content_type="application/json")
    assert response.status_code == 400 and error(response)["field"] == "items.3.lang"
    assert len(plans) == 4  # the languages are the planner's to check


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
