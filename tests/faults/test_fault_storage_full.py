"""The disk fills up while the service runs: writes fail with ENOSPC (a fault-injecting
storage, tests/faults/storage.py, selected by tests/faults/settings.py, writes half the
file and then fails, as a full disk does).

While full: a new clip answers 503 "storage_full" with Retry-After (the worker fails the
job with that code), a new format of a stored clip too (the web process cannot keep the
encoding); stored clips still play. No clip row exists without its whole file. When
space returns, the same requests get their audio without a restart, and housekeeping
removes the half-written files."""

import os
from pathlib import Path

from tests.cluster import qcluster, run_scenario, say, start_django
from tests.faults.harness import (
    Api,
    check_answers,
    check_storage,
    fault_env,
    gunicorn,
    recovered,
    report,
    settle,
    tenant_and_key,
)


def test_a_full_disk_answers_503_storage_full_and_recovers(tmp_path, model_dir):
    env = fault_env(
        tmp_path,
        model_dir,
        DJANGO_SETTINGS_MODULE="tests.faults.settings",
        FAULT_DISK_FULL=tmp_path / "disk-full",
    )
    print(run_scenario(__name__, env))


def scenario():
    start_django()
    _, key = tenant_and_key()
    full = Path(os.environ["FAULT_DISK_FULL"])

    with qcluster(), gunicorn() as port:
        api = Api(port, key)
        stored = api.speak("Stored before the disk filled.")
        assert (stored.status, stored.code) == (200, ""), stored

        full.touch()
        say("the disk is full")
        during = [api.speak(f"New text number {i} while the disk is full.") for i in range(3)]
        new_format = api.speak("Stored before the disk filled.", fmt="mp3")
        still = api.speak("Stored before the disk filled.")
        report("while full", [*during, new_format, still])
        check_answers(during + [new_format], {(503, "storage_full")})
        assert all(a.status == 503 for a in during + [new_format])
        assert (still.status, still.clip) == (200, stored.clip)  # stored clips still play
        settle()

        full.unlink()
        say("space is back")
        recovered(api, during)
        again = api.speak("Stored before the disk filled.", fmt="mp3")
        assert (again.status, again.code) == (200, ""), again
        report("after", api.answers)

    say(check_storage())


if __name__ == "__main__":
    scenario()
