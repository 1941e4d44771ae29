"""A job's end with its clip is written out, not compiled by the ORM: every miss's worker makes
it inside the transaction that stores the clip, before its waiters hear, and compiling it
cost about 1 ms of the worker's CPU (docs/BENCHMARKS.md, "a miss's cost, step by step"). It
moves the row as the ORM's UPDATE did: unconditionally, error cleared."""

from datetime import timedelta

import pytest
from django.db.models.sql.compiler import SQLUpdateCompiler
from django.utils import timezone

from synth.dispatch import clip_or_job
from synth.models import FailureCode, SynthesisJob

pytestmark = pytest.mark.usefixtures("job_settings")


@pytest.mark.parametrize("failed_before", [False, True])
def test_a_job_finishes_with_its_clip_without_the_orm(
    make_tenant, make_plan, make_clip, monkeypatch, failed_before
):
    acme = make_tenant("acme")
    job = clip_or_job(make_plan(acme, "Finish me."))
    if failed_before:  # given up as lost: still better off done once its clip exists
        job.fail(FailureCode.TIMEOUT, "too slow")
    clip = make_clip(acme, key=job.key)
    compiled = []
    real = SQLUpdateCompiler.as_sql
    monkeypatch.setattr(
        SQLUpdateCompiler, "as_sql", lambda self, *a, **k: compiled.append(1) or real(self, *a, **k)
    )
    job.finish(clip)
    assert compiled == []
    row = SynthesisJob.objects.get(pk=job.pk)
    assert (row.status, row.clip_id, row.error_code, row.error_message) == ("done", clip.pk, "", "")
    assert timezone.now() - row.finished < timedelta(seconds=5)
    assert (job.status, job.clip, job.finished) == ("done", clip, row.finished)
