"""A clip's open reports stay within ``review.queue.OPEN_REPORTS_MAX`` when reports race
(hostile pass 17, P-3): ``queue.report`` counted them, then inserted, with no lock, so 60
concurrent reports stored 22 (SQLite) and 25 (PostgreSQL) against 20. The count and the
insert are now one transaction holding the clip's row (``SELECT ... FOR UPDATE`` on
PostgreSQL; SQLite's ``BEGIN IMMEDIATE`` serialises writers). Threads on connections of
their own, in a process of their own on a database file or a new PostgreSQL database
(tests/cluster.py), as tests/test_preset_limit_race.py does for presets."""

import json

import pytest

from review.queue import OPEN_REPORTS_MAX
from tests.cluster import clean_up_scenario, run_module, scenario_env
from tests.report_race import HELD

pytestmark = pytest.mark.backend

THREADS = 24


@pytest.fixture
def scenario(tmp_path, model_dir):
    env = scenario_env(tmp_path, model_dir)
    yield env
    clean_up_scenario(env)


def test_concurrent_reports_of_one_clip_store_the_limit_and_refuse_the_rest(scenario):
    made = json.loads(run_module("tests.report_race", scenario, "setup"))
    out = run_module("tests.report_race", scenario, "race", made["key"], made["clip"], str(THREADS))
    outcome = json.loads(out.splitlines()[-1])

    room = OPEN_REPORTS_MAX - HELD
    expected = {"answers": {"201": room, "429 limit": THREADS - room}, "stored": OPEN_REPORTS_MAX}
    assert outcome == expected
