"""The racers of tests/test_jobs_lease_with_its_job.py: threads of one process, each on its
own connection, that ask ``/api/v1/speech`` for a text of their own at once and wait for it
(``wait: 1``, and no worker runs: each holds a waiting slot for its second, or is refused),
``python -m tests.lease_miss_race race <key> <threads>``, on the scenario's database
(tests/cluster.py). Run as a script, this module sets Django up before it imports the
project's apps."""

import sys

from tests.preset_race import post_at_once
from tests.queue_share_race import lingering_room_check, main, warm_lexicon


def ask_together(key: str, threads: int) -> dict:
    """Every thread asks for its own sentence once all are ready; what they were answered,
    how many jobs the tenant holds and how many leases are left once all have answered. Each
    racer's count of the queue lingers: its lease is taken in the same transaction, so the
    next racers meet it, or meet the lock."""
    from synth.models import Lease, SynthesisJob

    lingering_room_check()

    def request(i: int, way: str) -> tuple[str, dict]:
        return "/api/v1/speech", {"text": f"Racer number {i} waits.", "lang": "en", "wait": 1}

    warm_lexicon(key)
    marks = {
        "concurrent": b"too_many_concurrent",
        "full": b"queue_full",
        "database": b"database_unavailable",
    }
    answers = post_at_once(key, "api", threads, request, marks)
    jobs = SynthesisJob.objects.filter(status__in=SynthesisJob.ACTIVE).count()
    return {"answers": answers, "jobs": jobs, "leases": Lease.objects.count()}


if __name__ == "__main__":
    main(*sys.argv[1:], ask=ask_together)
