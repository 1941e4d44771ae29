"""The processes of tests/test_hostile_lease_holder_killed.py, on the scenario's database
(tests/cluster.py): ``hold`` takes stream leases and keeps them until it is killed;
``probe`` takes one as soon as it can and says how long that took. Run as a script, this
module sets Django up before it imports the project's apps."""

import json
import sys
import time

MODULE = "tests.lease_holder"


def hold(tenant_id: int, count: int) -> None:
    """Take ``count`` stream leases for far longer than any test, say "held", and keep
    them while stdin is open (the test kills this process instead of closing it)."""
    from synth.leases import STREAM, take

    for _ in range(count):
        take(tenant_id, STREAM, seconds=1800)
    print("held", flush=True)
    sys.stdin.readline()


def probe(tenant_id: int, seconds: float) -> None:
    """Say "ready" once set up, wait for a line on stdin (the test kills the holder
    first), then try to take a stream lease every tenth of a second for up to
    ``seconds``; print the first refusal's Retry-After and how long the take took to
    succeed (null: never). Starting before the kill keeps a loaded host's start-up
    (seconds of Django and imports) out of the timing."""
    from synth.leases import STREAM, TooManyConcurrent, release, take

    print("ready", flush=True)
    sys.stdin.readline()
    started = time.monotonic()
    first_hint = None
    while time.monotonic() - started < seconds:
        try:
            release(take(tenant_id, STREAM, seconds=60))
        except TooManyConcurrent as refused:
            if first_hint is None:
                first_hint = refused.retry_after
            time.sleep(0.1)
            continue
        print(json.dumps({"retry_after": first_hint, "took": time.monotonic() - started}))
        return
    print(json.dumps({"retry_after": first_hint, "took": None}))


def main(mode: str, *args: str) -> None:
    import django

    django.setup()
    if mode == "setup":
        from django.core.management import call_command

        from tenancy.models import Tenant

        call_command("migrate", verbosity=0)
        print(Tenant.objects.create(slug="acme", name="Acme").pk)
    elif mode == "hold":
        hold(int(args[0]), int(args[1]))
    else:
        probe(int(args[0]), float(args[1]))


if __name__ == "__main__":
    main(*sys.argv[1:])
