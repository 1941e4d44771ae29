"""A tenant reads its own usage: GET /api/v1/usage by day, key or way in, as JSON or CSV,
and ElevenLabs' GET /v1/usage/character-stats, from the same rows; never another's."""

from datetime import UTC, date, datetime

import pytest

from metering.meter import record
from tests.test_api_support import client_for, key_for

pytestmark = pytest.mark.backend

DAY1, DAY2 = date(2026, 12, 1), date(2026, 12, 2)


@pytest.fixture
def used(make_tenant):
    acme, bob = make_tenant("acme"), make_tenant("bob")
    record(
        acme, surface="speech", key_prefix="aaaa1111", characters=10, audio_seconds=1.5, day=DAY1
    )
    record(acme, surface="openai", key_prefix="bbbb2222", characters=5, hit=True, day=DAY1)
    record(acme, surface="stream-input", key_prefix="aaaa1111", characters=7, day=DAY2)
    record(bob, surface="speech", key_prefix="cccc3333", characters=1000, day=DAY1)
    return acme, bob


def get(api, **params):
    return api.get("/api/v1/usage", {"from": "2026-12-01", "to": "2026-12-02", **params})


def test_usage_by_day_key_and_surface(used):
    acme, _ = used
    api = client_for(acme)
    body = get(api).json()
    assert [(r["day"], r["characters"], r["requests"]) for r in body["rows"]] == [
        ("2026-12-01", 15, 2),
        ("2026-12-02", 7, 1),
    ]
    assert body["total"]["characters"] == 22 and body["total"]["cache_hits"] == 1
    by_key = {r["key"]: r["characters"] for r in get(api, group_by="key").json()["rows"]}
    assert by_key == {"tts_aaaa1111": 17, "tts_bbbb2222": 5}
    by_surface = {r["surface"]: r["requests"] for r in get(api, group_by="surface").json()["rows"]}
    assert by_surface == {"openai": 1, "speech": 1, "stream-input": 1}


def test_usage_as_csv(used):
    response = get(client_for(used[0]), format="csv")
    assert response.status_code == 200 and response["Content-Type"].startswith("text/csv")
    lines = response.content.decode().splitlines()
    assert lines[0] == "day,requests,characters,audio_seconds,cache_hits,sentences_reused"
    assert lines[1].startswith("2026-12-01,2,15,1.5,1,0")


@pytest.mark.parametrize(
    "params",
    [{"from": "yesterday"}, {"group_by": "voice"}, {"from": "2026-12-03"}, {"from": "2020-01-01"}],
)
def test_bad_parameters_are_refused_with_a_stable_code(used, params):
    response = get(client_for(used[0]), **params)
    assert response.status_code == 400 and response.json()["error"]["code"] == "invalid"


def test_without_a_key_there_is_no_usage(used, client):
    assert client.get("/api/v1/usage").status_code == 401


def ms(day: date, end: bool = False) -> int:
    moment = datetime(day.year, day.month, day.day, 23 if end else 0, 59 if end else 0, tzinfo=UTC)
    return int(moment.timestamp() * 1000)


def test_elevenlabs_character_stats_read_the_same_rows(used):
    from django.test import Client

    acme, _ = used
    api = Client(headers={"xi-api-key": key_for(acme)})
    query = {"start_unix": ms(DAY1), "end_unix": ms(DAY2, end=True)}
    body = api.get("/v1/usage/character-stats", query).json()
    assert body == {"time": [ms(DAY1), ms(DAY2)], "usage": {"All": [15.0, 7.0]}}
    keys = api.get("/v1/usage/character-stats", {**query, "breakdown_type": "api_keys"}).json()
    assert keys["usage"] == {"aaaa1111": [10.0, 7.0], "bbbb2222": [5.0, 0.0]}
    bad = api.get("/v1/usage/character-stats", {"start_unix": "soon", "end_unix": 1})
    assert bad.status_code == 400 and bad.json()["detail"]["code"] == "invalid"


def test_an_unknown_format_is_a_400_naming_the_field(used):
    response = get(client_for(used[0]), format="xml")
    assert response.status_code == 400
    assert response.json()["error"] == {
        "code": "invalid",
        "message": 'format must be "json" or "csv"',
        "field": "format",
    }


@pytest.mark.parametrize(
    "params",
    [
        {"from": None, "to": "0001-01-01"},
        {"from": "0001-01-01", "to": "0001-01-15"},
        {"from": "9999-12-01", "to": "9999-12-31"},
        {"from": None, "to": "9999-12-31"},
    ],
)
def test_a_date_at_the_ends_of_the_calendar_is_a_400_not_a_500(used, params):
    # Hostile pass 6, L1: the default span back from year 1 overflowed.
    response = client_for(used[0]).get(
        "/api/v1/usage", {k: v for k, v in params.items() if v is not None}
    )
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid"


@pytest.mark.parametrize(
    "query",
    [
        {"end_unix": -62135596800000},
        {"start_unix": -62135596800000, "end_unix": -62134000000000},
        {"end_unix": 253402300799000},
        {"start_unix": 0, "end_unix": 10**20},
    ],
)
def test_a_unix_time_at_the_ends_of_the_calendar_is_a_400_not_a_500(used, query):
    from django.test import Client

    api = Client(headers={"xi-api-key": key_for(used[0])})
    response = api.get("/v1/usage/character-stats", query)
    assert response.status_code == 400
    assert response.json()["detail"]["code"] == "invalid"
