"""Fair shares (synth.leases): a tenant holds at most its limit of waiting requests and of
open streams; other tenants and the other kind are unaffected; a slot frees on release or
when the lease expires, which a live holder's renewals put off until its seconds are up;
concurrent takes never pass the limit.

Every test runs on the database's leases (SQLite here; PostgreSQL without Redis on the
PostgreSQL + Redis pass) and, on that pass, on Redis's. Time passes without waiting: the
database's clock is moved, and Redis's leases are aged (their expiry moved back) instead,
since the script reads the server's own clock.
"""

import os
import time

import pytest
from django.db import connection, connections, transaction
from django.test.utils import CaptureQueriesContext
from redis.exceptions import ConnectionError as RedisConnectionError

from core.redis import redis_client
from synth import leases
from synth.leases import STREAM, WAITING, TooManyConcurrent, release, take
from synth.models import Lease as LeaseRow
from tenancy.models import Tenant
from tests.cluster import clean_up_scenario, reachable_redis, scenario_env
from tests.lease_race import RACE_LIMIT, race, script

# Backend-dependent, so on the PostgreSQL + Redis pass too: leases in the database
# (select_for_update) and in Redis.
pytestmark = pytest.mark.backend

LONG = 300.0  # seconds: a lease that outlives any test
LEASE_SECONDS = 10  # the store's API_LEASE_SECONDS


class DatabaseLeases:
    """The embedded mode's leases, on a clock that moves only when told."""

    def __init__(self, monkeypatch):
        self.now = time.time()
        monkeypatch.setattr(leases, "clock", lambda: self.now)

    def clock(self) -> float:
        return self.now

    def pass_time(self, seconds: float) -> None:
        self.now += seconds

    def fail_releases(self, monkeypatch) -> None:
        def unreachable(execute, sql, params, many, context):
            if "synth_lease" in sql:  # fails in the database itself (PostgreSQL: aborts)
                sql, params = "SELECT 1 FROM synth_lease_gone", None
            return execute(sql, params, many, context)

        monkeypatch.setattr(connections["default"], "execute_wrappers", [unreachable])

    def forget(self) -> None:
        pass


class RedisLeases:
    """The scaled mode's leases, in this run's keys."""

    def __init__(self):
        self.client = redis_client()

    def keys(self) -> list:
        return list(self.client.scan_iter(match=leases.redis_key("*", "*")))

    def clock(self) -> float:
        seconds, micros = self.client.time()
        return seconds + micros / 1e6

    def pass_time(self, seconds: float) -> None:
        for key in self.keys():
            for token in self.client.zrange(key, 0, -1):
                self.client.zincrby(key, -seconds * 1000, token)

    def fail_releases(self, monkeypatch) -> None:
        def unreachable(*args, **kwargs):
            raise RedisConnectionError("Redis went away")

        monkeypatch.setattr(self.client, "zrem", unreachable)

    def forget(self) -> None:
        for key in self.keys():
            self.client.delete(key)


@pytest.fixture(params=["database", "redis"])
def store(request, settings, monkeypatch):
    """Where the leases are kept; limits of 3 waiting requests and 2 streams; a lease lapses
    after 10 s unless renewed (the test renews them itself: the renewer is stopped)."""
    settings.API_TENANT_MAX_WAITING = 3
    settings.API_TENANT_MAX_STREAMS = 2
    settings.API_LEASE_SECONDS = LEASE_SECONDS
    if request.param == "redis":
        if not settings.REDIS_URL:
            pytest.skip("Redis keeps the leases on the PostgreSQL + Redis pass")
        kept = RedisLeases()
    else:
        settings.REDIS_URL = ""
        kept = DatabaseLeases(monkeypatch)
    kept.forget()
    yield kept
    kept.forget()
    leases.renewer.held.clear()  # its thread ends at its next look


@pytest.fixture
def tenant(make_tenant):
    return make_tenant("acme")


def take_all(tenant_id: int, kind: str, count: int, seconds: float = LONG) -> list:
    return [take(tenant_id, kind, seconds=seconds) for _ in range(count)]


def test_a_tenant_gets_its_limit_and_then_a_refusal(store, tenant):
    held = take_all(tenant.pk, WAITING, 3)

    with pytest.raises(TooManyConcurrent) as refused:
        take(tenant.pk, WAITING, seconds=LONG)

    assert len({lease.token for lease in held}) == 3
    assert (refused.value.kind, refused.value.limit) == (WAITING, 3)
    assert 1 <= refused.value.retry_after <= 60
    assert "3 requests waiting" in str(refused.value)


def test_streams_have_a_limit_of_their_own(store, tenant):
    take_all(tenant.pk, WAITING, 3)

    take_all(tenant.pk, STREAM, 2)
    with pytest.raises(TooManyConcurrent) as refused:
        take(tenant.pk, STREAM, seconds=LONG)

    assert (refused.value.kind, refused.value.limit) == (STREAM, 2)


def test_another_tenant_is_not_affected(store, tenant, make_tenant):
    take_all(tenant.pk, WAITING, 3)
    take_all(tenant.pk, STREAM, 2)
    other = make_tenant("globex")

    assert len(take_all(other.pk, WAITING, 3)) == 3
    assert len(take_all(other.pk, STREAM, 2)) == 2


def test_a_release_frees_a_slot(store, tenant):
    first, *_ = take_all(tenant.pk, WAITING, 3)

    release(first)

    assert take(tenant.pk, WAITING, seconds=LONG).tenant_id == tenant.pk
    with pytest.raises(TooManyConcurrent):
        take(tenant.pk, WAITING, seconds=LONG)


def test_releasing_twice_frees_one_slot_only(store, tenant):
    first, *_ = take_all(tenant.pk, WAITING, 3)

    release(first)
    release(first)

    take(tenant.pk, WAITING, seconds=LONG)
    with pytest.raises(TooManyConcurrent):
        take(tenant.pk, WAITING, seconds=LONG)


def test_a_lease_counts_until_its_seconds_have_passed_and_no_longer(store, tenant):
    held = take_all(tenant.pk, STREAM, 2, seconds=LEASE_SECONDS - 1)

    store.pass_time(LEASE_SECONDS - 2)
    with pytest.raises(TooManyConcurrent):
        take(tenant.pk, STREAM, seconds=LONG)
    store.pass_time(1)

    assert len(take_all(tenant.pk, STREAM, 2)) == 2
    release(held[0])  # expired and gone: harmless
    with pytest.raises(TooManyConcurrent):
        take(tenant.pk, STREAM, seconds=LONG)


def test_a_longer_lease_lapses_after_the_lease_seconds_unless_renewed(store, tenant):
    take_all(tenant.pk, STREAM, 2)

    store.pass_time(LEASE_SECONDS - 1)
    with pytest.raises(TooManyConcurrent):
        take(tenant.pk, STREAM, seconds=LONG)
    store.pass_time(1)

    assert len(take_all(tenant.pk, STREAM, 2)) == 2


def test_a_renewed_lease_outlives_the_lease_seconds(store, tenant):
    take_all(tenant.pk, STREAM, 2)

    for _ in range(3):
        store.pass_time(LEASE_SECONDS - 2)
        leases.renewer.renew()

    with pytest.raises(TooManyConcurrent):
        take(tenant.pk, STREAM, seconds=LONG)
    assert len(leases.renewer.held) == 2


def test_a_released_or_lapsed_lease_is_never_renewed_back(store, tenant):
    released, lapsed = take_all(tenant.pk, STREAM, 2)
    release(released)
    store.pass_time(LEASE_SECONDS)
    take(tenant.pk, STREAM, seconds=LONG)  # counts the lapsed one out

    leases.renewer.renew()

    assert released.token not in leases.renewer.held
    assert lapsed.token not in leases.renewer.held
    assert take(tenant.pk, STREAM, seconds=LONG).tenant_id == tenant.pk


def test_a_lease_says_when_it_expires_by_the_store_clock(store, tenant):
    before = store.clock()
    short = take(tenant.pk, WAITING, seconds=5)
    long = take(tenant.pk, WAITING, seconds=30)
    after = store.clock()

    assert before + 5 - 0.001 <= short.expires <= after + 5 + 0.001
    assert before + LEASE_SECONDS - 0.001 <= long.expires <= after + LEASE_SECONDS + 0.001
    assert (short.tenant_id, short.kind) == (tenant.pk, WAITING)


def test_redis_forgets_a_tenants_set_when_its_last_lease_expires(store, tenant):
    if not isinstance(store, RedisLeases):
        pytest.skip("the database's expired rows go on the next take, or by housekeeping")
    take(tenant.pk, STREAM, seconds=LEASE_SECONDS)
    take(tenant.pk, STREAM, seconds=5)

    lives = store.client.pttl(leases.redis_key(tenant.pk, STREAM))

    assert (LEASE_SECONDS - 1) * 1000 < lives <= LEASE_SECONDS * 1000


def test_retry_after_is_when_the_soonest_lease_lapses(store, tenant):
    take_all(tenant.pk, WAITING, 2)
    take(tenant.pk, WAITING, seconds=2)

    with pytest.raises(TooManyConcurrent) as soon:
        take(tenant.pk, WAITING, seconds=LONG)
    take_all(tenant.pk, STREAM, 2)
    with pytest.raises(TooManyConcurrent) as later:
        take(tenant.pk, STREAM, seconds=LONG)

    assert soon.value.retry_after == 2
    # Not the mean synthesis time (which says 5 s): no slot can free before this.
    assert later.value.retry_after == LEASE_SECONDS


def test_while_every_holder_renews_the_refusal_names_no_time_a_slot_frees(store, tenant):
    """Hostile pass 6, L3: "try again in 9 s" while the holders lived, refused again on
    that hint for as long as they did. A slot held by a live holder frees when it ends."""
    take_all(tenant.pk, STREAM, 2)
    store.pass_time(LEASE_SECONDS / 3)  # as old as a live holder's lease gets

    with pytest.raises(TooManyConcurrent) as refused:
        take(tenant.pk, STREAM, seconds=LONG)

    assert "try again in" not in str(refused.value)
    assert "one frees when one of them ends" in str(refused.value)
    assert refused.value.live
    assert refused.value.retry_after == LEASE_SECONDS  # a suggestion, said as one


def test_a_lease_no_longer_renewed_is_named_with_when_it_lapses(store, tenant):
    take_all(tenant.pk, STREAM, 2)
    store.pass_time(LEASE_SECONDS * 0.7)  # past any live holder's renewal: its holder is gone

    with pytest.raises(TooManyConcurrent) as refused:
        take(tenant.pk, STREAM, seconds=LONG)

    assert not refused.value.live
    assert refused.value.retry_after == 3
    assert str(refused.value).endswith("try again in 3 s")


def test_settings_change_the_limits(store, tenant, settings):
    settings.API_TENANT_MAX_STREAMS = 1
    take(tenant.pk, STREAM, seconds=LONG)
    with pytest.raises(TooManyConcurrent) as refused:
        take(tenant.pk, STREAM, seconds=LONG)
    assert refused.value.limit == 1

    settings.API_TENANT_MAX_STREAMS = 4
    settings.API_TENANT_MAX_WAITING = 1
    assert len(take_all(tenant.pk, STREAM, 3)) == 3
    take(tenant.pk, WAITING, seconds=LONG)
    with pytest.raises(TooManyConcurrent):
        take(tenant.pk, WAITING, seconds=LONG)


def test_a_release_that_fails_is_logged_not_raised(store, tenant, monkeypatch, caplog):
    lease = take(tenant.pk, WAITING, seconds=LONG)
    store.fail_releases(monkeypatch)

    release(lease)

    assert "could not be released; it expires by itself" in caplog.text


def test_a_database_release_is_one_statement(settings, transactional_db, make_tenant):
    # Outside any transaction, as on a request's way out: no BEGIN around its DELETE.
    settings.REDIS_URL = ""
    lease = take(make_tenant().pk, WAITING, seconds=5)

    with CaptureQueriesContext(connection) as queries:
        release(lease)

    assert [q["sql"].split()[0] for q in queries.captured_queries] == ["DELETE"]
    assert not LeaseRow.objects.exists()


def test_a_release_inside_a_transaction_that_fails_leaves_it_usable(
    settings, make_tenant, monkeypatch, caplog
):
    settings.REDIS_URL = ""
    acme = make_tenant()
    lease = take(acme.pk, WAITING, seconds=5)
    DatabaseLeases(monkeypatch).fail_releases(monkeypatch)

    with transaction.atomic():
        release(lease)
        assert Tenant.objects.filter(pk=acme.pk).exists()  # PostgreSQL: not aborted

    assert "could not be released" in caplog.text


def test_a_take_deletes_the_tenants_lapsed_rows_and_no_delete_without_any(
    settings, monkeypatch, make_tenant
):
    settings.REDIS_URL = ""
    settings.API_TENANT_MAX_WAITING = 3
    store = DatabaseLeases(monkeypatch)
    acme = make_tenant()
    take_all(acme.pk, WAITING, 2, seconds=5)
    store.pass_time(6)  # both holders gone: their rows lapsed

    with CaptureQueriesContext(connection) as lapsed:
        fresh = take(acme.pk, WAITING, seconds=5)
    with CaptureQueriesContext(connection) as none_lapsed:
        take(acme.pk, WAITING, seconds=5)

    def deletes(queries):
        return sum(q["sql"].startswith("DELETE") for q in queries.captured_queries)

    assert (deletes(lapsed), deletes(none_lapsed)) == (1, 0)
    assert fresh.token in LeaseRow.objects.values_list("token", flat=True)
    assert LeaseRow.objects.count() == 2


def test_a_lease_of_an_unknown_kind_or_no_lifetime_is_refused(store, tenant):
    with pytest.raises(ValueError, match="unknown lease kind"):
        take(tenant.pk, "batch", seconds=LONG)
    with pytest.raises(ValueError, match="must live some time"):
        take(tenant.pk, WAITING, seconds=0)


def test_housekeeping_forgets_every_expired_lease_row(settings, monkeypatch, make_tenant):
    settings.API_TENANT_MAX_WAITING = settings.API_TENANT_MAX_STREAMS = 3
    settings.REDIS_URL = ""
    store = DatabaseLeases(monkeypatch)
    acme, globex = make_tenant("acme"), make_tenant("globex")
    settings.API_LEASE_SECONDS = LEASE_SECONDS
    take(acme.pk, WAITING, seconds=5)
    take(globex.pk, STREAM, seconds=5)
    live = take(globex.pk, WAITING, seconds=LONG)  # lapses after LEASE_SECONDS unless renewed
    store.pass_time(5)

    assert leases.forget_expired() == "deleted 2 expired lease(s)"

    assert list(LeaseRow.objects.values_list("token", flat=True)) == [live.token]
    release(live)


# --- several processes at once ------------------------------------------------------------
# pytest-django's SQLite test database is in memory and shared by a process's connections
# through one cache, where a second writer is refused ("database table is locked") instead
# of waiting: the race runs in processes of its own, on a database file (or a new
# PostgreSQL database on the PostgreSQL + Redis pass), as in production (tests/cluster.py).


@pytest.fixture(params=["database", "redis"])
def scenario(request, tmp_path, model_dir):
    """The race's environment: the database's leases or Redis's (the PostgreSQL + Redis
    pass only); its database is dropped at the end."""
    extra = {}
    if request.param == "redis":
        if not os.getenv("REDIS_URL"):
            pytest.skip("Redis keeps the leases on the PostgreSQL + Redis pass")
        extra["REDIS_URL"] = reachable_redis()
    # Leases that outlive the second race's start-up (a loaded host took over 10 s, the
    # default, to start it): its take must meet the first race's leases, not their lapse,
    # which tests/test_hostile_lease_holder_killed.py proves.
    env = scenario_env(tmp_path, model_dir, API_LEASE_SECONDS=600, **extra)
    yield env
    clean_up_scenario(env)


def test_takes_from_several_processes_at_once_never_pass_the_limit(scenario):
    """Four processes of eight threads, each thread on its own connection, take at once
    against a limit of 3: exactly 3 leases. Their processes end without releasing them
    (killed holders): the slots stay taken until the leases lapse."""
    tenant_id = script(scenario, "setup").strip()

    outcomes = race(scenario, tenant_id, processes=4, threads=8)
    after = race(scenario, tenant_id, processes=1, threads=1)

    assert outcomes == {"taken": RACE_LIMIT, "refused": 32 - RACE_LIMIT, "failed": []}
    assert after == {"taken": 0, "refused": 1, "failed": []}
