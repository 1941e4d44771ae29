"""The racers of tests/test_queue_global_race.py: threads of one process, each on its own
connection, that ask ``/api/v1/speech`` at once for a text of their own, with the keys of
several tenants in turn (``wait: 0``, so each is a new job or a refusal), ``python -m
tests.queue_global_race race <threads> <key>...``, on the scenario's database
(tests/cluster.py). Run as a script, this module sets Django up before it imports the
project's apps."""

import json
import sys
import time

# How long each racer's count of the queue waits before its job is created (as in
# tests/queue_share_race.py: a busy web process's count lingers).
LINGER_SECONDS = 0.02


def main(mode: str, *args: str) -> None:
    import django
    from django.conf import settings

    django.setup()
    settings.ALLOWED_HOSTS = ["testserver"]
    if mode == "setup":
        print(json.dumps(setup(int(args[0]))))
    else:
        print(json.dumps(ask_together(int(args[0]), list(args[1:]))))


def setup(tenants: int) -> dict:
    from django.contrib.auth.models import User
    from django.core.management import call_command

    from tenancy.models import Tenant
    from tests.preset_race import ADMIN_USER
    from tests.test_api_support import key_for

    call_command("migrate", verbosity=0)
    User.objects.create_user(ADMIN_USER, password="pw", is_staff=True)  # post_at_once signs in
    made = [Tenant.objects.create(slug=f"t{i}", name=f"T{i}") for i in range(tenants)]
    return {"keys": [key_for(tenant) for tenant in made]}


def ask_together(threads: int, keys: list[str]) -> dict:
    """Thread ``i`` asks with key ``i % len(keys)`` once all are ready: how many got each
    answer (a status, " full" when it says queue_full), and how many jobs are active."""
    from synth import dispatch
    from synth.models import SynthesisJob
    from tests.preset_race import post_at_once

    counted = dispatch.check_room

    def check_room_slowly(tenant, share: int) -> None:
        counted(tenant, share)
        time.sleep(LINGER_SECONDS)

    dispatch.check_room = check_room_slowly

    def request(i: int, way: str) -> tuple[str, dict]:
        return "/api/v1/speech", {"text": f"Racer number {i} asks.", "lang": "en", "wait": 0}

    def key(i: int) -> str:
        return keys[i % len(keys)]

    answers = post_at_once(key, "api", threads, request, {"full": b"queue_full"})
    jobs = SynthesisJob.objects.filter(status__in=SynthesisJob.ACTIVE).count()
    return {"answers": answers, "jobs": jobs}


if __name__ == "__main__":
    main(*sys.argv[1:])
