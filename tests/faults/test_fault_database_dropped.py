"""PostgreSQL drops every connection of the service (pg_terminate_backend: a failover, a
restart, an idle-connection reaper), once between requests and once in the middle of a
job. Runs on the PostgreSQL pass only: SQLite has no server connection to drop.

Between requests: the next ones are answered as if nothing happened (Django's connection
health checks replace a dead persistent connection). Mid-job: the waiting request may get
503 "database_unavailable" with Retry-After, the job is taken up again from its row, and
the request sent again gets its audio; no job stays stuck, no file lacks its row."""

import os

import pytest

from tests.cluster import qcluster, run_scenario, say, start_django, wait_until
from tests.faults.harness import (
    SLOW,
    Api,
    check_answers,
    check_storage,
    fault_env,
    gunicorn,
    jobs_summary,
    recovered,
    report,
    settle,
    tenant_and_key,
)

pytestmark = pytest.mark.skipif(
    not os.getenv("DATABASE_URL", "").startswith(("postgres://", "postgresql://")),
    reason="PostgreSQL only (`make faults` runs it on its PostgreSQL + Redis pass)",
)
DOCUMENTED = {(503, "database_unavailable")}


def test_dropped_database_connections_lose_no_request(tmp_path, model_dir):
    # A job whose worker lost its connection mid-job is taken up again 10 + 5 s later.
    print(run_scenario(__name__, fault_env(tmp_path, model_dir, SYNTH_JOB_TIMEOUT=10)))


def drop_connections() -> int:
    """Terminate every other connection to the scenario's database; how many."""
    from django.db import connection

    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
            "WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )
        (count,) = cursor.fetchone()
    connection.close()  # ours goes too, as a failover would take it
    return count


def scenario():
    start_django()
    from synth.models import SynthesisJob

    _, key = tenant_and_key()
    texts = [f"Said before the connections dropped, {i}." for i in range(3)]
    with qcluster(), gunicorn() as port:
        api = Api(port, key)
        first = [api.speak(t) for t in texts]
        check_answers(first, set())

        say(f"dropped {drop_connections()} connections between requests")
        after = [api.speak(t) for t in texts] + [api.speak("New after the drop.")]
        report("after the drop", after)
        check_answers(after, set())  # health checks: not even a 503
        assert [a.clip for a in after[:3]] == [a.clip for a in first]

        slow = api.submit(**SLOW)
        wait_until(lambda: SynthesisJob.objects.filter(status="running").exists(), 30, "a job")
        say(f"dropped {drop_connections()} connections mid-job")
        during = api.speak(slow.text, **slow.params)
        report("mid-job", [during])
        check_answers([during], DOCUMENTED)
        settle()
        recovered(api, [*first, *after, during])
        say(jobs_summary())
    say(check_storage())


if __name__ == "__main__":
    scenario()
