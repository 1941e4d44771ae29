"""The racers of tests/test_hostile18_queue_share_race.py: threads of one process, each on
its own connection, that ask ``/api/v1/speech`` for a text of their own at once (``wait:
0``, so each is a new job or a refusal), ``python -m tests.queue_share_race race <key>
<threads>``, on the scenario's database (tests/cluster.py). Run as a script, this module
sets Django up before it imports the project's apps."""

import json
import sys
import time

from tests.preset_race import post_at_once

# How long each racer's count of the queue waits before its job is created.
LINGER_SECONDS = 0.02


def main(mode: str, *args: str, ask=None) -> None:
    """``setup``, or ``race <key> <threads>`` with ``ask`` (this module's ask_together)."""
    import django
    from django.conf import settings

    django.setup()
    settings.ALLOWED_HOSTS = ["testserver"]
    if mode == "setup":
        from tests.preset_race import setup

        print(json.dumps(setup()))
    else:
        print(json.dumps((ask or ask_together)(args[0], int(args[1]))))


def lingering_room_check() -> None:
    """Each racer's count of the queue lingers before its insert, as one in a busy web
    process does: the threads of this one process, taking turns on the GIL, rarely met the
    race's window on SQLite otherwise. Under the tenant's lock it only makes them wait."""
    from synth import dispatch

    counted = dispatch.check_room

    def check_room_slowly(tenant, share: int) -> None:
        counted(tenant, share)
        time.sleep(LINGER_SECONDS)

    dispatch.check_room = check_room_slowly


def warm_lexicon(key: str) -> None:
    """The tenant's lexicon compiled once before the race, as a web process that has served
    the tenant has it: racers behind the first one's compile wait COMPILE_WAIT_SECONDS and
    are refused 503 lexicon_compiling (tenancy.models), which a loaded host's compile
    outlasted (one of 24 in a CI run)."""
    from django.test import Client

    warm = Client(headers={"Authorization": f"Bearer {key}"})
    assert (
        warm.post("/api/v1/normalize", {"text": "Warm up."}, "application/json").status_code == 200
    )


def ask_together(key: str, threads: int) -> dict:
    """Every thread asks for its own sentence once all are ready; what they were answered
    (a status, and whether it says the queue is full) and how many jobs the tenant holds."""
    from synth.models import SynthesisJob

    lingering_room_check()

    def request(i: int, way: str) -> tuple[str, dict]:
        return "/api/v1/speech", {"text": f"Racer number {i} asks.", "lang": "en", "wait": 0}

    warm_lexicon(key)
    marks = {
        "full": b"queue_full",
        "database": b"database_unavailable",
        "redis": b"redis_unavailable",
        "compiling": b"lexicon_compiling",
    }
    answers = post_at_once(key, "api", threads, request, marks)
    jobs = SynthesisJob.objects.filter(status__in=SynthesisJob.ACTIVE).count()
    return {"answers": answers, "jobs": jobs}


if __name__ == "__main__":
    main(*sys.argv[1:])
