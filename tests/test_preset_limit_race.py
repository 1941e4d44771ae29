"""A tenant's preset limit (LEXICON_MAX_PRESETS) holds when creates race: threads on
connections of their own, through the API and the admin at once, store exactly the limit;
the API answers the others 409 ``too_many_presets``, the admin its form's error (before,
on PostgreSQL, the admin's losers were a 500: the form counted without the lock the save
takes). SQLite serialises writers (``BEGIN IMMEDIATE``), PostgreSQL locks the tenant's row."""

import json

import pytest

from tests.cluster import clean_up_scenario, run_module, scenario_env

pytestmark = pytest.mark.backend

LIMIT = 3
THREADS = 12


# pytest-django's SQLite test database is in memory, where a second writer is refused
# instead of waiting: the race runs in a process of its own, on a database file (or a new
# PostgreSQL database on the PostgreSQL + Redis pass), as in production (tests/cluster.py).
@pytest.fixture
def scenario(tmp_path, model_dir):
    env = scenario_env(tmp_path, model_dir, LEXICON_MAX_PRESETS=LIMIT)
    yield env
    clean_up_scenario(env)


@pytest.mark.parametrize(
    "way, stored, refused", [("api", "201", "409 limit"), ("admin", "302", "200 limit")]
)
def test_concurrent_creates_store_the_limit_and_refuse_the_rest(scenario, way, stored, refused):
    made = json.loads(run_module("tests.preset_race", scenario, "setup"))
    out = run_module(
        "tests.preset_race", scenario, "race", str(made["tenant"]), made["key"], way, str(THREADS)
    )
    outcome = json.loads(out.splitlines()[-1])

    assert outcome == {"answers": {stored: LIMIT, refused: THREADS - LIMIT}, "stored": LIMIT}


@pytest.mark.parametrize(
    "way, stored, refused", [("api", "201", "400 exists"), ("admin", "302", "200 exists")]
)
def test_concurrent_creates_of_one_name_store_one_and_refuse_the_rest(
    scenario, way, stored, refused
):
    """Hostile pass 16, O-7: the name (whatever its case) is checked again under the
    tenant's row lock in the write's transaction: one preset, the others the check's own
    answer (400 ``preset_exists``, the admin's form error), never a 500 (before: SQLite 2
    and PostgreSQL 30 of 60 creates were, an IntegrityError of the unique constraint)."""
    made = json.loads(run_module("tests.preset_race", scenario, "setup"))
    args = (str(made["tenant"]), made["key"], way, str(THREADS), "same")
    out = run_module("tests.preset_race", scenario, "race", *args)
    outcome = json.loads(out.splitlines()[-1])

    assert outcome == {"answers": {stored: 1, refused: THREADS - 1}, "stored": 1}
