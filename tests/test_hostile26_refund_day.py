"""A refund goes back to the UTC day it was charged on (issue 30, the twenty-sixth hostile
pass's F-3): a stream-input socket prepays its text from the day's quota as it arrives;
held open past midnight and closed, its unspent text was given back to the new day's
count, which went to -200,000, and the new day then allowed its quota and that much more:
one key carried a day's unused quota into the next, every day."""

import datetime as dt
import types

import pytest

from api.elevenlabs.socket_segments import PREPAY_CHARS, Account
from metering import limits
from tenancy.models import ApiKey

pytestmark = pytest.mark.backend

BEFORE = dt.datetime(2031, 1, 1, 23, 59, 50, tzinfo=dt.UTC)
AFTER = dt.datetime(2031, 1, 2, 0, 0, 10, tzinfo=dt.UTC)


class Clock(dt.datetime):
    at = BEFORE

    @classmethod
    def now(cls, tz=None):
        return cls.at


@pytest.fixture
def clock(monkeypatch):
    fake = types.SimpleNamespace(
        datetime=Clock, date=dt.date, time=dt.time, timedelta=dt.timedelta, UTC=dt.UTC
    )
    monkeypatch.setattr(limits, "dt", fake)
    Clock.at = BEFORE
    return Clock


def used_on(tenant, clock, when) -> int:
    clock.at = when
    return limits.quota_used(tenant)[0]


def test_a_sockets_unspent_prepay_goes_back_to_the_day_it_was_paid_on(make_tenant, settings, clock):
    settings.API_DAILY_CHARS = 1_000_000
    tenant = make_tenant("acme")
    key, raw = ApiKey.issue(tenant, name="agent")
    account = Account(raw, key)
    account.prepay(4_000)  # text accepted before midnight, never spoken
    paid = max(4_000, PREPAY_CHARS)
    assert used_on(tenant, clock, BEFORE) == paid
    clock.at = AFTER
    account.end()  # the socket closed after midnight
    assert used_on(tenant, clock, AFTER) == 0  # before: -paid, room for a quota and more
    assert used_on(tenant, clock, BEFORE) == 0  # the day it was paid on got it back


def test_a_new_day_never_allows_more_than_its_quota_after_a_late_refund(
    make_tenant, settings, clock
):
    settings.API_DAILY_CHARS = 10_000
    tenant = make_tenant("acme")
    day = limits.take_characters(tenant, 9_000)
    assert day == BEFORE.date()
    clock.at = AFTER
    limits.give_back_characters(tenant, 9_000, day)
    limits.take_characters(tenant, 10_000)  # the new day's whole quota
    with pytest.raises(limits.LimitReached):
        limits.take_characters(tenant, 1)  # before: 9,000 more
