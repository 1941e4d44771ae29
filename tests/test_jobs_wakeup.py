"""A job queued while the cluster is idle starts at once with the ORM broker (the embedded
mode), not at the broker's next look at its table: the enqueue rings the pusher's doorbell
(synth.broker, core.doorbells). Rings are only a shortcut: a dead listener's socket is
cleared by the next ring, and a ring that reaches nobody is harmless.

The scenario strips REDIS_URL (tests/cluster.py), so it is the ORM broker on both passes:
on SQLite, and on PostgreSQL in the services pass.
"""

import os
import signal
import subprocess
import sys
import threading
import time

import pytest
from django.db import transaction

from core import doorbells
from tests.cluster import (
    ROOT,
    qcluster,
    run_scenario,
    say,
    scenario_env,
    start_django,
    wait_until,
)

# Backend-dependent, so on the PostgreSQL + Redis pass too: the ORM broker on the pass's database
# (PostgreSQL).
pytestmark = pytest.mark.backend

POLL = 5  # seconds: far longer than any wake-up the scenario accepts
KIND = "queue"  # the doorbell synth.broker rings and waits at
TEXTS = [f"Table {n}, your order is ready." for n in range(4)]


def test_a_job_queued_while_the_cluster_idles_starts_at_once_not_at_its_next_poll(
    tmp_path, model_dir
):
    run_scenario(__name__, scenario_env(tmp_path, model_dir, Q_POLL=POLL))


def scenario():
    start_django()
    from synth.dispatch import clip_or_job
    from synth.models import SynthesisJob
    from synth.speech import plan_speech
    from tenancy.models import Tenant

    tenant = Tenant.objects.create(slug="acme", name="Acme")
    plans = [plan_speech(tenant, text, voice="M1", lang="en") for text in TEXTS]

    with qcluster():
        waits = []
        # One after another: each is queued just after the last one ended, when the pusher
        # has found the queue empty and waits (a full poll, for the stock ORM broker).
        for plan in plans:
            job = clip_or_job(plan)

            def ended(job=job):
                row = SynthesisJob.objects.get(pk=job.pk)
                return row if row.status in ("done", "failed") else None

            row = wait_until(ended, 60, f"job {job.id} to end")
            assert (row.status, row.error_code) == ("done", ""), row.error_message
            waits.append((row.started - row.enqueued).total_seconds())
            say(f"job {job.id} started {waits[-1] * 1000:.0f} ms after it was queued")

    # The first may have been found by the pusher's first look; the rest were rung.
    assert max(waits[1:]) < 1.0, waits


# --- the broker in this process ---------------------------------------------------------


@pytest.fixture
def broker(transactional_db, settings, tmp_path, monkeypatch):
    """A WakeableORM whose doorbells live under tmp_path."""
    from django_q.conf import Conf

    from synth.broker import WakeableORM

    settings.VAR_DIR = tmp_path
    monkeypatch.setattr(Conf, "POLL", 30)
    broker = WakeableORM(list_key="wakeup-test")
    yield broker
    if broker._doorbell is not None:
        doorbells.close(broker._doorbell)


def dequeue_in_thread(broker):
    from django.db import connection

    result = {}

    def run():
        try:
            result["tasks"] = broker.dequeue()
        finally:
            connection.close()

    thread = threading.Thread(target=run)
    thread.start()
    return thread, result


def test_an_idle_dequeue_returns_when_rung_long_before_its_poll(broker, tmp_path):
    started = time.monotonic()
    thread, result = dequeue_in_thread(broker)
    wait_until(lambda: list(doorbells.folder().glob(f"{KIND}-*.sock")), 5, "the doorbell")

    assert doorbells.ring(KIND) == 1
    thread.join(5)

    assert not thread.is_alive()
    assert result["tasks"] is None  # it gives the pusher back; the next call looks
    assert time.monotonic() - started < 5


def while_the_pusher_reads(write):
    """``write()``, again if need be: the embedded pass's in-memory test database refuses a
    write at once ("database table is locked") while another thread's SELECT runs."""
    from django.db import OperationalError

    for _ in range(50):
        try:
            return write()
        except OperationalError as exc:
            if "locked" not in str(exc):
                raise
            time.sleep(0.01)
    return write()


def test_a_task_queued_without_a_ring_is_still_taken_at_the_next_poll(broker, monkeypatch):
    from django.db import connection
    from django_q.brokers.orm import ORM
    from django_q.conf import Conf

    monkeypatch.setattr(Conf, "POLL", 0.1)
    taken = []

    def pusher():  # as django_q.pusher loops
        try:
            deadline = time.monotonic() + 10
            while not taken and time.monotonic() < deadline:
                taken.extend(broker.dequeue() or [])
        finally:
            connection.close()

    thread = threading.Thread(target=pusher)
    thread.start()
    wait_until(lambda: list(doorbells.folder().glob(f"{KIND}-*.sock")), 5, "the doorbell")
    # The stock broker's enqueue, which rings nobody: as a task queued from another host.
    task_id = while_the_pusher_reads(lambda: ORM(list_key="wakeup-test").enqueue("unannounced"))
    thread.join(10)

    assert taken == [(task_id, "unannounced")]


def test_an_enqueued_task_rings_once_committed_and_the_next_dequeue_claims_it(broker):
    listener = doorbells.listen(KIND)
    try:
        with transaction.atomic():
            task_id = broker.enqueue("payload")
            with pytest.raises(BlockingIOError):  # not yet: the pusher could not see it
                listener.recv(doorbells.MAX_MESSAGE)
        listener.recv(doorbells.MAX_MESSAGE)  # rung at the commit
    finally:
        doorbells.close(listener)

    assert broker.dequeue() == [(task_id, "payload")]
    assert broker.lock_size() == 1  # claimed, with a receipt until acknowledged


def test_a_forked_pusher_listens_at_a_doorbell_of_its_own(broker):
    parent = broker.doorbell().getsockname()
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: as the sentinel forks a (reincarnated) pusher
        try:
            os.write(write, broker.doorbell().getsockname().encode())
        finally:
            os._exit(0)
    os.close(write)
    child = os.read(read, 1000).decode()
    os.close(read)
    os.waitpid(pid, 0)

    assert child == str(doorbells.path_for(KIND, pid))
    assert child != parent
    assert os.path.exists(parent)  # the child's closing the inherited socket left it alone


# --- doorbells ----------------------------------------------------------------------------


def test_a_dead_listeners_socket_file_is_removed_by_the_next_ring(tmp_path):
    listener = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import signal, sys\n"
            "from pathlib import Path\n"
            "from core.doorbells import listen\n"
            f"sock = listen('queue', where=Path({str(tmp_path)!r}))\n"
            "print('listening', flush=True)\n"
            "signal.pause()\n",
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert listener.stdout.readline() == "listening\n"
        path = doorbells.path_for("queue", listener.pid, where=tmp_path)
        assert doorbells.ring("queue", where=tmp_path) == 1
    finally:
        listener.send_signal(signal.SIGKILL)  # as the OOM killer would: no clean-up
        listener.wait(10)
        listener.stdout.close()
    assert path.exists()

    assert doorbells.ring("queue", where=tmp_path) == 0
    assert not path.exists()


def test_a_ring_that_reaches_nobody_is_harmless(tmp_path):
    other = doorbells.listen("board", where=tmp_path)
    try:
        assert doorbells.ring("queue", b"job", where=tmp_path) == 0
        assert doorbells.ring("queue", where=tmp_path / "never-made") == 0
        with pytest.raises(BlockingIOError):  # another kind's listener heard nothing
            other.recv(doorbells.MAX_MESSAGE)
    finally:
        doorbells.close(other)


if __name__ == "__main__":
    scenario()
