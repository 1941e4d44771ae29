"""A tenant's presets written at once (the thirty-second hostile pass, M-2 and L-1): every
write takes the tenant's row first (``lexicon.models.lock_presets``), a delete too.

M-2: a PATCH of ``is_default`` alone took no lock, so two new defaults at once each cleared
the old one and the second write broke ``one_default_preset``: 46 of 100 PATCHes were 500
and 3 deadlocks were 503 "database unavailable" on PostgreSQL. L-1: a blend's parts were
checked before its lock and a delete checked its users without one, so a blend created
while its part was deleted was stored naming a preset gone (2 of 15 races), answering 400
to every request. Threads on connections of their own, in a process of their own, on a
database file or a new PostgreSQL database (tests/cluster.py); SQLite's ``BEGIN
IMMEDIATE`` serialised these writers already, so the races show on PostgreSQL."""

import json

import pytest

from tests.cluster import clean_up_scenario, run_module, scenario_env

pytestmark = pytest.mark.backend

THREADS = 6
ROUNDS = 8


@pytest.fixture
def scenario(tmp_path, model_dir):
    env = scenario_env(tmp_path, model_dir, LEXICON_MAX_PRESETS=50)
    yield env
    clean_up_scenario(env)


def key_for_new_tenant(scenario) -> str:
    return json.loads(run_module("tests.preset_race", scenario, "setup"))["key"]


def test_new_defaults_at_once_are_each_answered_200_and_one_default_stays(scenario):
    key = key_for_new_tenant(scenario)
    out = run_module(
        "tests.preset_write_race", scenario, "defaults", key, str(THREADS), str(ROUNDS)
    )

    assert json.loads(out.splitlines()[-1]) == {
        "answers": {"200": THREADS * ROUNDS},
        "defaults": 1,
    }


def test_a_blend_created_while_its_part_is_deleted_never_names_a_preset_gone(scenario):
    key = key_for_new_tenant(scenario)
    out = run_module("tests.preset_write_race", scenario, "blends", key, "15")
    outcome = json.loads(out.splitlines()[-1])

    assert outcome["broken"] == []
    # Whichever came first: the blend (201) keeps its part (the delete 409, preset in use),
    # or the delete (204) leaves the blend nothing to name (400); never a 500.
    assert set(outcome["answers"]) <= {"201", "409", "400", "204"}
    assert sum(outcome["answers"].values()) == 30
