"""BufferedCounts: counts wait in memory for their interval, reach the database in one
write, and a write that fails is kept whole for the next one."""

import threading

import pytest

from core.counters import BufferedCounts

# Backend-dependent, so on the PostgreSQL + Redis pass too: buffered counts written in a
# transaction that may fail.
pytestmark = pytest.mark.backend


class Recorder:
    def __init__(self):
        self.batches = []
        self.fail = False

    def __call__(self, pending):
        if self.fail:
            raise RuntimeError("the database went away")
        self.batches.append({key: dict(counts) for key, counts in pending.items()})


@pytest.fixture
def write():
    return Recorder()


@pytest.mark.django_db
def test_counts_wait_for_the_interval_then_go_in_one_batch(write):
    counts = BufferedCounts(write, every=lambda: 3600)
    counts.add("a", requests=1, hits=1)
    counts.add("a", requests=1, hits=0)
    counts.add("b", requests=1)
    assert write.batches == []
    counts.flush()
    assert write.batches == [{"a": {"requests": 2, "hits": 1}, "b": {"requests": 1}}]
    assert counts.pending() == {}


@pytest.mark.django_db
def test_with_no_interval_every_add_is_written(write):
    counts = BufferedCounts(write, every=lambda: 0)
    counts.add("a", serves=1)
    counts.add("a", serves=1)
    assert write.batches == [{"a": {"serves": 1}}, {"a": {"serves": 1}}]


@pytest.mark.django_db
def test_a_failed_write_keeps_the_whole_batch_for_the_next(write):
    counts = BufferedCounts(write, every=lambda: 3600)
    counts.add("a", serves=2)
    write.fail = True
    counts.flush()  # must not raise: counting never breaks a request
    assert counts.pending() == {"a": {"serves": 2}}
    counts.add("a", serves=1)
    write.fail = False
    counts.flush()
    assert write.batches == [{"a": {"serves": 3}}]


@pytest.mark.django_db
def test_a_quiet_flush_that_fails_drops_the_counts(write):
    counts = BufferedCounts(write, every=lambda: 3600)
    counts.add("a", serves=1)
    write.fail = True
    counts.flush(quiet=True)
    assert counts.pending() == {}


def test_threads_adding_at_once_lose_no_count(write):
    counts = BufferedCounts(write, every=lambda: 3600)
    barrier = threading.Barrier(8)

    def add():
        barrier.wait()
        for _ in range(1000):
            counts.add("a", serves=1)

    threads = [threading.Thread(target=add) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert counts.pending() == {"a": {"serves": 8000}}
