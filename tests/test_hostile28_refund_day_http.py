"""An HTTP request's refund goes back to the UTC day it was charged on (issue 30, the
twenty-eighth pass's M-1: the socket's credit had been fixed (F-3), but the HTTP ways in
gave back to *today*: three requests charged just before midnight and refused after it
left the day's count at its 14,994 characters and the next day's at -14,994, room for a
day's quota and that much more)."""

import pytest

from api.auth import Caller
from metering import limits
from synth import charged, flow
from tests.test_api_support import client_for
from tests.test_hostile26_refund_day import AFTER, BEFORE, clock, used_on  # noqa: F401

pytestmark = pytest.mark.backend


@pytest.fixture
def midnight_while_planning(monkeypatch, clock):  # noqa: F811
    """The clock passes midnight while the request is planned, and the plan is refused."""
    plan = flow.plan

    def planned_after_midnight(speech):
        clock.at = AFTER
        return plan(speech)

    monkeypatch.setattr(flow, "plan", planned_after_midnight)
    return clock


@pytest.mark.parametrize(
    "path,body",
    [
        ("/api/v1/speech", {"text": "1234567 " * 5}),
        ("/v1/audio/speech", {"model": "tts-1", "voice": "alloy", "input": "1234567 " * 5}),
        ("/v1/text-to-speech/F1", {"text": "1234567 " * 5}),
    ],
)
def test_a_request_refused_after_midnight_gives_back_to_the_day_it_was_charged(
    job_settings, make_tenant, midnight_while_planning, path, body
):
    job_settings.API_DAILY_CHARS = 100_000
    job_settings.API_MAX_TEXT_CHARS = 60  # its numbers read out pass it: refused when planned
    tenant = make_tenant("acme")
    response = client_for(tenant).post(path, body, "application/json")
    assert response.status_code == 413, response.content
    moved = midnight_while_planning
    assert used_on(tenant, moved, AFTER) == 0  # before: -40, room for a quota and more
    assert used_on(tenant, moved, BEFORE) == 0  # the day it was charged on got it back


def test_a_payer_gives_back_to_each_day_it_was_charged_on(make_tenant, settings, clock):  # noqa: F811
    settings.API_DAILY_CHARS = 100_000
    tenant = make_tenant("acme")
    payer = charged.Payer()
    limits._charge(tenant, payer, 300)  # planned before midnight
    clock.at = AFTER
    limits._charge(tenant, payer, 500)  # planned again after it: 200 more, the new day's
    assert used_on(tenant, clock, BEFORE) == 300 and used_on(tenant, clock, AFTER) == 200
    limits._charge(tenant, payer, 250)  # 250 back: the new day's 200 first, then 50
    assert used_on(tenant, clock, BEFORE) == 250 and used_on(tenant, clock, AFTER) == 0
    limits.give_back(tenant, payer)
    assert used_on(tenant, clock, BEFORE) == 0 and used_on(tenant, clock, AFTER) == 0
    assert payer.charged == 0


def test_an_api_callers_early_count_is_given_back_to_its_day(make_tenant, settings, clock):  # noqa: F811
    settings.API_DAILY_CHARS = 100_000
    tenant = make_tenant("acme")
    key = tenant.api_keys.create(name="k", prefix="p", key_hash="h")
    payer = Caller(key)
    limits.note_charge(payer, 40, limits.take_characters(tenant, 40))
    clock.at = AFTER
    limits.give_back(tenant, payer)
    assert used_on(tenant, clock, BEFORE) == 0 and used_on(tenant, clock, AFTER) == 0
