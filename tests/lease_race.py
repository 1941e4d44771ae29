"""The racers of tests/test_jobs_leases.py: processes that take a lease each, in threads of
their own, all at once (``python -m tests.lease_race race <tenant id> <threads>``), on the
scenario's database (tests/cluster.py). Run as a script, this module sets Django up before
it imports the project's apps."""

import json
import subprocess
import sys
import threading

from tests.cluster import ROOT, run_module

MODULE = "tests.lease_race"
RACE_LIMIT = 3  # the racers' API_TENANT_MAX_WAITING
TIMEOUT_SECONDS = 120


def script(env: dict, *args: str) -> str:
    return run_module(MODULE, env, *args, timeout=TIMEOUT_SECONDS)


def race(env: dict, tenant_id: str, *, processes: int, threads: int) -> dict:
    """Start the racers, and once each says "ready", tell them all to take; their outcomes,
    added up."""
    racers = [
        subprocess.Popen(
            [sys.executable, "-m", MODULE, "race", tenant_id, str(threads)],
            cwd=ROOT,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(processes)
    ]
    watchdog = threading.Timer(TIMEOUT_SECONDS, lambda: [r.kill() for r in racers])
    watchdog.start()
    try:
        for racer in racers:
            assert racer.stdout.readline().strip() == "ready", racer.stderr.read()
        for racer in racers:
            racer.stdin.write("go\n")
            racer.stdin.flush()
        total = {"taken": 0, "refused": 0, "failed": []}
        for racer in racers:
            out, err = racer.communicate()
            assert racer.returncode == 0, f"racer failed ({racer.returncode}):\n{err}"
            for name, value in json.loads(out).items():
                total[name] += value
        return total
    finally:
        watchdog.cancel()
        for racer in racers:
            if racer.poll() is None:
                racer.kill()
                racer.wait()


def main(mode: str, *args: str) -> None:
    import django
    from django.conf import settings

    django.setup()
    settings.API_TENANT_MAX_WAITING = RACE_LIMIT
    if mode == "setup":
        from django.core.management import call_command

        from tenancy.models import Tenant

        call_command("migrate", verbosity=0)
        print(Tenant.objects.create(slug="acme", name="Acme").pk)
    else:
        tenant_id, threads = int(args[0]), int(args[1])
        print(json.dumps(take_together(tenant_id, threads)))


def take_together(tenant_id: int, threads: int) -> dict:
    """One take per thread, all released at once by the parent's word."""
    from django.db import connection, connections

    from synth.leases import WAITING, TooManyConcurrent, take

    go = threading.Event()
    connected = threading.Barrier(threads + 1)
    lock = threading.Lock()
    outcomes = {"taken": 0, "refused": 0, "failed": []}

    def take_one() -> None:
        try:
            connection.ensure_connection()
            connected.wait()
            go.wait()
            try:
                take(tenant_id, WAITING, seconds=300)
                outcome = "taken"
            except TooManyConcurrent:
                outcome = "refused"
            with lock:
                outcomes[outcome] += 1
        except Exception as exc:
            with lock:
                outcomes["failed"].append(repr(exc))
        finally:
            connections.close_all()

    workers = [threading.Thread(target=take_one) for _ in range(threads)]
    for worker in workers:
        worker.start()
    connected.wait()
    print("ready", flush=True)
    sys.stdin.readline()
    go.set()
    for worker in workers:
        worker.join()
    return outcomes


if __name__ == "__main__":
    main(*sys.argv[1:])
