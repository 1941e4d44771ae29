"""Concurrent creates of one lexicon term store one entry and refuse the rest, never a
500 (issue 30, sixteenth pass, O-7): the serializer checked the term before the insert,
outside any lock, and the losers' INSERT raised IntegrityError (SQLite 3 of 60,
PostgreSQL 23 of 60 answered 500). The term is now checked under the tenant's row lock
where the write happens (``LexiconEntry.check_term_free``): the API answers the losers
409 ``entry_exists`` (or the 400 of the check, when the winner had committed before the
loser validated), the admin its form's error. SQLite serialises writers (``BEGIN
IMMEDIATE``), PostgreSQL locks the tenant's row. Threads on connections of their own,
in a process of their own on a database file or a new PostgreSQL database
(tests/cluster.py), as tests/test_preset_limit_race.py does for presets."""

import json

import pytest

from tests.cluster import clean_up_scenario, run_module, scenario_env

pytestmark = pytest.mark.backend

THREADS = 12


@pytest.fixture
def scenario(tmp_path, model_dir):
    env = scenario_env(tmp_path, model_dir)
    yield env
    clean_up_scenario(env)


@pytest.mark.parametrize(
    "way, stored, refused",
    [("api", "201", {"409 exists", "400 exists"}), ("admin", "302", {"200 exists"})],
)
def test_concurrent_creates_of_one_term_store_one_and_refuse_the_rest(
    scenario, way, stored, refused
):
    made = json.loads(run_module("tests.lexicon_term_race", scenario, "setup"))
    out = run_module(
        "tests.lexicon_term_race",
        scenario,
        "race",
        str(made["tenant"]),
        made["key"],
        way,
        str(THREADS),
    )
    outcome = json.loads(out.splitlines()[-1])

    assert outcome["stored"] == 1
    answers = outcome["answers"]
    assert answers.pop(stored) == 1, outcome
    assert set(answers) <= refused and sum(answers.values()) == THREADS - 1, outcome
