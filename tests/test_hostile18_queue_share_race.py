"""A tenant's share of the synthesis queue admits exactly its share when misses race
(hostile pass 18, Q-4): ``synth.dispatch.join_or_create`` counted the tenant's jobs
(``check_room``) and then created one, with no lock, so 120 concurrent misses against a
share of 50 admitted 54 (SQLite) and 55 (PostgreSQL). The count and the insert are now one
transaction holding the tenant's row (``create_in_room``: ``SELECT ... FOR NO KEY UPDATE``
on PostgreSQL; SQLite's ``BEGIN IMMEDIATE`` serialises writers). Threads on connections of
their own, in a process of their own on a database file or a new PostgreSQL database
(tests/cluster.py), as tests/test_hostile17_report_race.py does for reports."""

import json

import pytest

from synth import dispatch
from synth.models import SynthesisJob
from tests.cluster import clean_up_scenario, run_module, scenario_env

pytestmark = pytest.mark.backend

SHARE = 5
THREADS = 24


@pytest.fixture
def scenario(tmp_path, model_dir):
    env = scenario_env(tmp_path, model_dir, SYNTH_TENANT_MAX_QUEUE=SHARE)
    yield env
    clean_up_scenario(env)


def test_concurrent_misses_of_one_tenant_get_its_share_and_the_rest_queue_full(scenario):
    made = json.loads(run_module("tests.queue_share_race", scenario, "setup"))
    out = run_module("tests.queue_share_race", scenario, "race", made["key"], str(THREADS))
    outcome = json.loads(out.splitlines()[-1])

    expected = {"answers": {"202": SHARE, "503 full": THREADS - SHARE}, "jobs": SHARE}
    assert outcome == expected


@pytest.fixture
def no_lock(monkeypatch):
    """``create_in_room``, the only way to the tenant's lock, made to fail the test."""

    def locked(*args, **kwargs):
        raise AssertionError("took the tenant's lock")

    monkeypatch.setattr(dispatch, "create_in_room", locked)


def test_a_joined_job_takes_no_lock(job_settings, make_tenant, make_plan, no_lock):
    tenant = make_tenant()
    plan = make_plan(tenant)
    running = SynthesisJob.objects.create(
        tenant=tenant, key=plan.key, params=plan.job_params(), status="running"
    )

    assert dispatch.clip_or_job(make_plan(tenant)) == running


def test_a_hit_takes_no_lock(job_settings, make_tenant, make_plan, make_clip, no_lock):
    tenant = make_tenant()
    plan = make_plan(tenant)
    clip = make_clip(tenant, key=plan.key)

    assert dispatch.clip_or_job(plan) == clip


def test_a_miss_that_waited_for_the_lock_joins_the_job_made_meanwhile(
    job_settings, make_tenant, make_plan
):
    tenant = make_tenant()
    plan = make_plan(tenant)
    made = SynthesisJob.objects.create(tenant=tenant, key=plan.key, params=plan.job_params())

    # The share is full, with this very job: joined (and not queued again), not refused.
    assert dispatch.create_in_room(tenant, plan.key, plan.job_params(), 1) == (made, False)
