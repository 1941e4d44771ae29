"""A lexicon's size limits hold when writes race (the twenty-first pass, L-4): each write
was checked against the tenant's characters and then saved, with no lock between, so 16
creates at once with room for one made 4 and took the lexicon past its 500,000 characters.
The API's create and update now check and save holding the tenant's row. Threads on
connections of their own, in a process of their own (tests/cluster.py)."""

import json

import pytest

from tests.cluster import clean_up_scenario, run_module, scenario_env

pytestmark = pytest.mark.backend

THREADS = 16


@pytest.fixture
def scenario(tmp_path, model_dir):
    env = scenario_env(tmp_path, model_dir, API_RATE="100000/min")
    yield env
    clean_up_scenario(env)


def test_creates_at_once_with_room_for_one_make_one(scenario):
    made = json.loads(run_module("tests.lexicon_size_race", scenario, "setup"))
    out = run_module("tests.lexicon_size_race", scenario, "race", made["key"], str(THREADS))
    outcome = json.loads(out.splitlines()[-1])
    assert outcome["answers"] == {"201": 1, "400 too large": THREADS - 1}
    assert outcome["chars"] <= 500_000


def test_admin_adds_at_once_with_room_for_one_make_one(scenario):
    """The twenty-second pass, L-B: the admin's add form checked the size before it took the
    tenant's row, so 8 of 16 adds at once were saved with room for one."""
    made = json.loads(run_module("tests.lexicon_size_race", scenario, "setup"))
    out = run_module("tests.lexicon_size_race", scenario, "race", made["key"], "16", "admin")
    outcome = json.loads(out.splitlines()[-1])
    # One saved (a redirect); the others' form says the lexicon would be too large.
    assert outcome["answers"] == {"302": 1, "200 too large": THREADS - 1}
    assert outcome["chars"] <= 500_000


def test_deletes_of_one_entry_at_once_delete_it_once(scenario):
    """The twenty-fourth pass, L-D: deletes racing for one entry each found it, and each
    wrote a "deleted" history row and a new lexicon version."""
    made = json.loads(run_module("tests.lexicon_size_race", scenario, "setup"))
    out = run_module("tests.lexicon_size_race", scenario, "delete", made["key"], "8")
    outcome = json.loads(out.splitlines()[-1])
    assert outcome["answers"] == {"204": 1, "404": 7}
    assert outcome["deleted"] == 1
