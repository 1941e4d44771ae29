"""The racers of tests/test_hostile32_preset_writes.py: threads of one process, each on its
own connection, that write one tenant's presets at once through the API, on the scenario's
database (tests/cluster.py; ``tests.preset_race.post_at_once``). ``python -m
tests.preset_write_race defaults <key> <threads> <rounds>``: each thread PATCHes its own
preset ``{"is_default": true}`` once a round, all at once; ``blends <key> <rounds>``: each
round one thread creates a blend naming a preset while another deletes that preset. Run as
a script, this module sets Django up before it imports the project's apps."""

import json
import sys
from collections import Counter

from tests.preset_race import post_at_once

PRESETS = "/api/v1/presets"


def main(mode: str, key: str, *args: str) -> None:
    import django
    from django.conf import settings

    django.setup()
    settings.ALLOWED_HOSTS = ["testserver"]
    race = defaults_together if mode == "defaults" else blends
    print(json.dumps(race(key, *map(int, args))))


def create(key: str, body: dict) -> dict:
    from django.test import Client

    api = Client(headers={"Authorization": f"Bearer {key}"})
    return api.post(PRESETS, body, "application/json").json()


def defaults_together(key: str, threads: int, rounds: int) -> dict:
    """Every round, each thread makes its own preset the default at once; the answers, and
    how many defaults the tenant holds at the end (one)."""
    from lexicon.models import VoicePreset

    ids = [create(key, {"name": f"d{i}", "voice": "F1"})["id"] for i in range(threads)]

    def request(i: int, way: str) -> tuple[str, dict]:
        return f"{PRESETS}/{ids[i]}", {"is_default": True}

    answers = Counter()
    for _ in range(rounds):
        answers.update(post_at_once(key, "api", threads, request, {}, method="patch"))
    return {
        "answers": dict(answers),
        "defaults": VoicePreset.objects.filter(is_default=True).count(),
    }


def blends(key: str, rounds: int) -> dict:
    """Each round a preset ``part<i>`` is made, then a blend naming it is created (thread 0)
    while the part is deleted (thread 1); the answers, and the blends stored whose part is
    gone (none)."""
    from engine.styles import blend_names
    from lexicon.models import VoicePreset

    answers = Counter()
    for n in range(rounds):
        pk = create(key, {"name": f"part{n}", "voice": "F1"})["id"]

        def request(i: int, way: str, n=n, pk=pk) -> tuple[str, dict | None]:
            if i == 0:
                return PRESETS, {"name": f"bl{n}", "voice": f"part{n}:1+M2:1"}
            return f"{PRESETS}/{pk}", None

        method = ("post", "delete").__getitem__
        answers.update(post_at_once(key, "api", 2, request, {}, method=method))
    names = set(VoicePreset.objects.values_list("name", flat=True))
    broken = [
        preset.name
        for preset in VoicePreset.objects.exclude(blend="")
        if any(p.startswith("part") and p not in names for p in blend_names(preset.blend))
    ]
    return {"answers": dict(answers), "broken": broken}


if __name__ == "__main__":
    main(*sys.argv[1:])
