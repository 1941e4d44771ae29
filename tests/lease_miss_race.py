"""The racers of tests/test_jobs_lease_with_its_job.py: threads of one process, each on its
own connection, that ask ``/api/v1/speech`` for a text of their own at once and wait for it
(``wait: 1``, and no worker runs: each holds a waiting slot for its second, or is refused),
``python -m tests.lease_miss_race race <key> <threads>``, on the scenario's database
(tests/cluster.py). Run as a script, this module sets Django up before it imports the
project's apps."""

import json
import sys
import time

from tests.preset_race import post_at_once

# How long each racer's count of the queue waits before its job is created: its lease is
# taken in the same transaction, so the next racers meet it, or meet the lock.
LINGER_SECONDS = 0.02


def main(mode: str, *args: str) -> None:
    import django
    from django.conf import settings

    django.setup()
    settings.ALLOWED_HOSTS = ["testserver"]
    if mode == "setup":
        from tests.preset_race import setup

        print(json.dumps(setup()))
    else:
        print(json.dumps(ask_together(args[0], int(args[1]))))


def ask_together(key: str, threads: int) -> dict:
    """Every thread asks for its own sentence once all are ready; what they were answered,
    how many jobs the tenant holds and how many leases are left once all have answered."""
    from django.test import Client

    from synth import dispatch
    from synth.models import Lease, SynthesisJob

    counted = dispatch.check_room

    def check_room_slowly(tenant, share: int) -> None:
        counted(tenant, share)
        time.sleep(LINGER_SECONDS)

    dispatch.check_room = check_room_slowly

    def request(i: int, way: str) -> tuple[str, dict]:
        return "/api/v1/speech", {"text": f"Racer number {i} waits.", "lang": "en", "wait": 1}

    # The lexicon compiled before the race (tests/queue_share_race.py says why).
    warm = Client(headers={"Authorization": f"Bearer {key}"})
    assert (
        warm.post("/api/v1/normalize", {"text": "Warm up."}, "application/json").status_code == 200
    )
    marks = {
        "concurrent": b"too_many_concurrent",
        "full": b"queue_full",
        "database": b"database_unavailable",
    }
    answers = post_at_once(key, "api", threads, request, marks)
    jobs = SynthesisJob.objects.filter(status__in=SynthesisJob.ACTIVE).count()
    return {"answers": answers, "jobs": jobs, "leases": Lease.objects.count()}


if __name__ == "__main__":
    main(*sys.argv[1:])
