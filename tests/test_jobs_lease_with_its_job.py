"""A waiting miss's lease is written in the transaction that creates its job (the embedded
mode's leases, synth.leases.take_in_transaction): one write transaction per creating miss,
not a take of its own and then the job's (issue 36, docs/BENCHMARKS.md). A joining miss
still takes its lease, in one transaction; a refusal of either kind leaves neither a job
nor a lease behind; and the tenant's limit holds when misses race."""

import json

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from synth import flow, leases
from synth.models import Lease, SynthesisJob
from synth.speech import Plan
from tests.cluster import clean_up_scenario, run_module, scenario_env

# Backend-dependent, so on the PostgreSQL + Redis pass too: the tenant's row lock and the
# lease's advisory lock in one transaction.
pytestmark = pytest.mark.backend

LIMIT = 3
THREADS = 12


@pytest.fixture
def database_leases(job_settings):
    job_settings.REDIS_URL = ""  # the embedded mode's leases, on either pass
    job_settings.API_TENANT_MAX_WAITING = LIMIT
    yield job_settings
    leases.renewer.held.clear()  # its thread ends at its next look


def waiting(tenant, text="Hello there."):
    return flow.SpeechRequest(tenant, text, voice="M1", steps=2, seed=1, wait=5)


def transactions(queries) -> int:
    """The transactions begun: BEGIN, or a savepoint inside the test's own transaction."""
    return sum(q["sql"].startswith(("BEGIN", "SAVEPOINT")) for q in queries.captured_queries)


def test_a_creating_miss_writes_its_lease_and_its_job_in_one_transaction(
    database_leases, make_tenant
):
    speech = waiting(make_tenant())
    plan = flow.plan(speech)

    with CaptureQueriesContext(connection) as queries:
        begun = flow.begin(speech, plan)

    assert transactions(queries) == 1
    assert SynthesisJob.objects.get().pk == begun.job.pk
    assert list(Lease.objects.values_list("token", flat=True)) == [begun.lease.token]


def test_a_joining_miss_takes_its_lease_in_one_transaction(database_leases, make_tenant):
    acme = make_tenant()
    first = flow.begin(waiting(acme), flow.plan(waiting(acme)))

    with CaptureQueriesContext(connection) as queries:
        joined = flow.begin(waiting(acme), flow.plan(waiting(acme)))

    assert transactions(queries) == 1
    assert joined.job.pk == first.job.pk and joined.job.joined
    assert Lease.objects.count() == 2


def test_a_miss_over_its_limit_makes_no_job(database_leases, make_tenant):
    acme = make_tenant()
    for _ in range(LIMIT):
        leases.take(acme.pk, leases.WAITING, seconds=60)

    with pytest.raises(flow.TooManyConcurrent):
        flow.begin(waiting(acme), flow.plan(waiting(acme)))

    assert not SynthesisJob.objects.exists()
    assert Lease.objects.count() == LIMIT


def test_a_miss_the_queue_refuses_keeps_no_lease(database_leases, make_tenant):
    database_leases.SYNTH_MAX_QUEUE = 0

    with pytest.raises(flow.QueueBusy):
        flow.begin(waiting(make_tenant()), flow.plan(waiting(make_tenant("globex"))))

    assert not SynthesisJob.objects.exists() and not Lease.objects.exists()


def test_a_lease_taken_with_its_job_is_renewed_once_committed(
    database_leases, make_tenant, django_capture_on_commit_callbacks
):
    database_leases.API_LEASE_SECONDS = 10  # the wait and its margin outlive one lease
    speech = waiting(make_tenant())

    with django_capture_on_commit_callbacks() as callbacks:
        begun = flow.begin(speech, flow.plan(speech))
        assert begun.lease.token not in leases.renewer.held  # the row is not committed yet

    for callback in callbacks:
        callback()
    assert begun.lease.token in leases.renewer.held


def test_a_miss_keeps_its_style_after_its_lease_and_a_refused_one_none(
    database_leases, make_tenant, monkeypatch
):
    seen = []  # the leases held when a plan's style is kept
    monkeypatch.setattr(Plan, "keep_style", lambda plan: seen.append(Lease.objects.count()))
    acme = make_tenant()
    flow.begin(waiting(acme), flow.plan(waiting(acme)))
    for _ in range(LIMIT - 1):
        leases.take(acme.pk, leases.WAITING, seconds=60)

    other = waiting(acme, "Another text.")
    with pytest.raises(flow.TooManyConcurrent):
        flow.begin(other, flow.plan(other))

    assert seen == [1]


@pytest.fixture
def scenario(tmp_path, model_dir):
    env = scenario_env(tmp_path, model_dir, API_TENANT_MAX_WAITING=LIMIT)
    yield env
    clean_up_scenario(env)


def test_concurrent_waiting_misses_get_the_tenants_limit_and_no_more(scenario):
    made = json.loads(run_module("tests.lease_miss_race", scenario, "setup"))
    out = run_module("tests.lease_miss_race", scenario, "race", made["key"], str(THREADS))
    outcome = json.loads(out.splitlines()[-1])

    expected = {
        "answers": {"202": LIMIT, "429 concurrent": THREADS - LIMIT},
        "jobs": LIMIT,
        "leases": 0,
    }
    assert outcome == expected
