"""The racers of tests/test_hostile32_preset_writes.py: threads of one process, each on its
own connection, that write one tenant's presets at once through the API, on the scenario's
database (tests/cluster.py). ``python -m tests.preset_write_race defaults <key> <threads>
<rounds>``: each thread PATCHes its own preset ``{"is_default": true}`` once a round, all
at once; ``blends <key> <rounds>``: each round one thread creates a blend naming a preset
while another deletes that preset. Run as a script, this module sets Django up before it
imports the project's apps."""

import json
import sys
import threading
from collections import Counter

PRESETS = "/api/v1/presets"
JSON = "application/json"


def main(mode: str, key: str, *args: str) -> None:
    import django
    from django.conf import settings

    django.setup()
    settings.ALLOWED_HOSTS = ["testserver"]
    outcome = (
        defaults_together(key, *map(int, args))
        if mode == "defaults"
        else blends(key, *map(int, args))
    )
    print(json.dumps(outcome))


def client(key: str):
    from django.test import Client

    return Client(headers={"Authorization": f"Bearer {key}"}, raise_request_exception=False)


def together(calls: list) -> Counter:
    """Run each of ``calls`` (a function of no arguments answering a status) in a thread of
    its own, all at once; how many answered each status ("failed ..." for an exception)."""
    from django.db import connection, connections

    connections.close_all()
    start = threading.Barrier(len(calls))
    answers, lock = Counter(), threading.Lock()

    def run(call) -> None:
        try:
            connection.ensure_connection()
            start.wait()
            outcome = str(call())
        except Exception as exc:  # noqa: BLE001 - reported to the test, which fails on it
            outcome = f"failed {exc!r}"
        finally:
            connections.close_all()
        with lock:
            answers[outcome] += 1

    threads = [threading.Thread(target=run, args=(call,)) for call in calls]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return answers


def defaults_together(key: str, threads: int, rounds: int) -> dict:
    """Every round, each thread makes its own preset the default at once; the answers, and
    how many defaults the tenant holds at the end (one)."""
    from lexicon.models import VoicePreset

    api = client(key)
    ids = [
        api.post("/api/v1/presets", {"name": f"d{i}", "voice": "F1"}, "application/json").json()[
            "id"
        ]
        for i in range(threads)
    ]
    answers = Counter()
    for _ in range(rounds):
        calls = [
            lambda pk=pk: (
                client(key)
                .patch(f"/api/v1/presets/{pk}", {"is_default": True}, "application/json")
                .status_code
            )
            for pk in ids
        ]
        answers.update(together(calls))
    return {
        "answers": dict(answers),
        "defaults": VoicePreset.objects.filter(is_default=True).count(),
    }


def blends(key: str, rounds: int) -> dict:
    """Each round a preset ``part<i>`` is made, then a blend naming it is created while
    the part is deleted; the answers, and the blends stored whose part is gone (none)."""
    from engine.styles import blend_names
    from lexicon.models import VoicePreset

    api = client(key)
    answers = Counter()
    for i in range(rounds):
        part = api.post("/api/v1/presets", {"name": f"part{i}", "voice": "F1"}, "application/json")
        pk = part.json()["id"]
        blend = {"name": f"bl{i}", "voice": f"part{i}:1+M2:1"}
        calls = [
            lambda blend=blend: f"create {client(key).post(PRESETS, blend, JSON).status_code}",
            lambda pk=pk: f"delete {client(key).delete(f'{PRESETS}/{pk}').status_code}",
        ]
        answers.update(together(calls))
    names = set(VoicePreset.objects.values_list("name", flat=True))
    broken = [
        preset.name
        for preset in VoicePreset.objects.exclude(blend="")
        if any(part.startswith("part") and part not in names for part in blend_names(preset.blend))
    ]
    return {"answers": dict(answers), "broken": broken}


if __name__ == "__main__":
    main(*sys.argv[1:])
