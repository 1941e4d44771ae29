"""A miss's worker writes the clip, the job's end, the job's sentences and the tenant's
stored-byte counters in one transaction (issue 36): on SQLite every transaction that
writes takes the database's one write lock, and under load each one is a chance to wait
for it. The three writes after the clip's own (the clip bytes' counter, the sentence's
row, the sentence bytes' counter) kept a worker 6-9 ms between jobs at the median and
33-50 ms at the 95th percentile, against 4-5 and 11-16 without them (`bench/load.py
--job-times`, 16 and 64 clients), and cost 10-20% of the misses a worker made."""

import pytest
from django.db import connection

from synth.models import Sentence
from tests.test_api_support import synthesize

pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("job_settings")]

WRITES = ("INSERT", "UPDATE", "DELETE")


@pytest.fixture
def writes():
    """Each write statement from now on, with the outermost transaction it ran in (None:
    its own, in autocommit)."""
    seen = []

    def record(execute, sql, params, many, context):
        if sql.lstrip().upper().startswith(WRITES):
            blocks = connection.atomic_blocks
            seen.append((sql, id(blocks[0]) if blocks else None))
        return execute(sql, params, many, context)

    with connection.execute_wrapper(record):
        yield seen


def table_of(sql: str) -> str:
    words = sql.replace('"', " ").split()
    return words[2] if words[0].upper() == "INSERT" else words[1]


@pytest.mark.django_db(transaction=True)
def test_a_miss_writes_its_clip_sentences_and_counters_in_one_transaction(make_tenant, writes):
    tenant = make_tenant("acme")
    synthesize(tenant, "Your table is ready. It is by the window.", voice="F2", lang="en")
    assert Sentence.objects.filter(tenant=tenant).count() == 2  # both chunks kept

    clip_insert = next(t for sql, t in writes if table_of(sql) == "synth_clip")
    assert clip_insert is not None
    after = writes[[t for _, t in writes].index(clip_insert) :]
    outside = [
        sql[:80]
        for sql, t in after
        if t != clip_insert and table_of(sql) in ("synth_sentence", "ops_limitcounter")
    ]
    assert outside == []  # before: the last sentence's row and both counters, each its own
