"""Two questions every worker's task asks, almost always answered "none", are written out, not
compiled by the ORM: whether the job's clip is stored already (before it synthesizes), and
which unfinished batches have an item on the job (at its end). Compiling them cost the one
worker about 1 ms of CPU each per miss (docs/BENCHMARKS.md, "a miss's cost, step by step").
They answer as the ORM's statements did."""

import pytest
from django.db.models.sql.compiler import SQLCompiler
from django.utils import timezone

from synth import batches
from synth.dispatch import clip_or_job
from synth.models import Batch, BatchItem, Clip

pytestmark = pytest.mark.usefixtures("job_settings")


@pytest.fixture
def compiled(monkeypatch):
    """The statements the ORM compiles from now on."""
    seen = []
    real = SQLCompiler.as_sql
    monkeypatch.setattr(
        SQLCompiler, "as_sql", lambda self, *a, **k: seen.append(1) or real(self, *a, **k)
    )
    return seen


def test_a_job_without_a_batch_ends_without_the_orm(make_tenant, make_plan, compiled):
    job = clip_or_job(make_plan(make_tenant("acme"), "No batch here."))
    compiled.clear()
    batches.job_ended(None, job=job)
    assert compiled == []


def test_the_unfinished_batches_of_a_job_are_found_and_no_others(make_tenant, make_plan):
    acme = make_tenant("acme")
    job = clip_or_job(make_plan(acme, "In two batches."))
    other = clip_or_job(make_plan(acme, "Another job."))
    open_one, open_two, done = (Batch.objects.create(tenant=acme) for _ in range(3))
    Batch.objects.filter(pk=done.pk).update(finished=timezone.now())
    for position, (batch, on) in enumerate(
        [(open_one, job), (open_one, job), (open_two, job), (done, job), (open_two, other)]
    ):
        BatchItem.objects.create(batch=batch, position=position, key="k", params={}, job=on)
    assert sorted(batches.unfinished_batches_of(job)) == sorted([open_one.pk, open_two.pk])
    assert batches.unfinished_batches_of(other) == [open_two.pk]


def test_a_missing_clip_is_known_without_the_orm(make_tenant, make_clip, compiled):
    acme, globex = make_tenant("acme"), make_tenant("globex")
    clip = make_clip(acme)
    compiled.clear()
    assert Clip.objects.stored(acme.pk, "f" * 64) is None
    assert Clip.objects.stored(globex.pk, clip.key) is None  # another tenant's: not found
    assert compiled == []
    assert Clip.objects.stored(acme.pk, clip.key) == clip
