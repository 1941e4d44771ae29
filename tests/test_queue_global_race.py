"""The installation's queue limits hold when several tenants' misses race (issue 30, the
eighteenth pass's Q-4 residual): each tenant's row lock made its own share exact, but the
global limits the same count reads (``SYNTH_MAX_QUEUE``'s fair shares, the ceiling of twice
it) could be passed by one job per tenant admitting at the same moment. Near a full queue
new jobs now take turns installation-wide (``synth.dispatch.check_room``: an advisory lock
on PostgreSQL; SQLite's ``BEGIN IMMEDIATE`` serialises writers). Threads on connections of
their own, in a process of their own (tests/cluster.py)."""

import json

import pytest

from tests.cluster import clean_up_scenario, run_module, scenario_env

pytestmark = pytest.mark.backend

MAX_QUEUE = 4  # each tenant's share 2, the ceiling 8
TENANTS = 8
THREADS = 24


@pytest.fixture
def scenario(tmp_path, model_dir):
    env = scenario_env(tmp_path, model_dir, SYNTH_MAX_QUEUE=MAX_QUEUE)
    yield env
    clean_up_scenario(env)


def test_misses_of_many_tenants_at_once_stop_at_the_queues_ceiling(scenario):
    made = json.loads(run_module("tests.queue_global_race", scenario, "setup", str(TENANTS)))
    out = run_module("tests.queue_global_race", scenario, "race", str(THREADS), *made["keys"])
    outcome = json.loads(out.splitlines()[-1])

    # Whatever the order: below SYNTH_MAX_QUEUE a tenant takes up to its share; past it, a
    # tenant with no job still takes one (its fair share), until the ceiling, 2 x 4.
    ceiling = 2 * MAX_QUEUE
    answers = outcome["answers"]
    assert outcome["jobs"] == answers.pop("202") == ceiling
    # The rest refused: queue_full; on a host short of database connections, one may be
    # 503 database_unavailable instead (seen once, CI beside other suites): a refusal too.
    assert set(answers) <= {"503 full", "503"} and sum(answers.values()) == THREADS - ceiling
    assert answers["503 full"] >= THREADS - ceiling - 2
