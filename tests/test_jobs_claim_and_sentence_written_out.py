"""A worker's claim of a job and its look-up of a kept sentence are written out, not compiled
by the ORM: every miss's task makes both on its way to the answer, and compiling them cost
the one worker 1-2 ms of CPU each (docs/BENCHMARKS.md, "a miss's cost, step by step"). They
answer as the ORM's statements did."""

from datetime import timedelta

import pytest
from django.db.models.sql.compiler import SQLCompiler, SQLUpdateCompiler
from django.utils import timezone

from synth.dispatch import clip_or_job
from synth.models import Sentence, SynthesisJob

Status = SynthesisJob.Status


@pytest.fixture
def compiled(monkeypatch):
    """The statements the ORM compiles from now on."""
    seen = []

    def counting(real):
        return lambda self, *a, **k: seen.append(1) or real(self, *a, **k)

    for compiler in (SQLCompiler, SQLUpdateCompiler):
        monkeypatch.setattr(compiler, "as_sql", counting(compiler.as_sql))
    return seen


@pytest.fixture
def job(job_settings, make_tenant, make_plan):
    return clip_or_job(make_plan(make_tenant("acme"), "Claim me."))


def test_a_queued_job_is_claimed_once_without_the_orm(job, compiled):
    assert SynthesisJob.objects.claim(str(job.pk), "w1", "c1") is True
    assert SynthesisJob.objects.claim(job.pk, "w2", "c2") is False  # running, not overdue
    assert compiled == []
    row = SynthesisJob.objects.get(pk=job.pk)
    assert (row.status, row.attempts, row.worker, row.taken_by) == (Status.RUNNING, 1, "w1", "c1")
    assert timezone.now() - row.started < timedelta(seconds=5)


def test_a_running_job_whose_worker_certainly_died_is_claimed_again(job, settings):
    long_ago = timezone.now() - timedelta(seconds=settings.SYNTH_JOB_TIMEOUT + 60)
    SynthesisJob.objects.filter(pk=job.pk).update(status=Status.RUNNING, started=long_ago)
    assert SynthesisJob.objects.claim(job.pk, "w2") is True
    assert SynthesisJob.objects.get(pk=job.pk).worker == "w2"


@pytest.mark.parametrize("status", [Status.DONE, Status.FAILED])
def test_an_ended_job_is_never_claimed(job, status):
    SynthesisJob.objects.filter(pk=job.pk).update(status=status)
    assert SynthesisJob.objects.claim(job.pk, "w1") is False


def test_a_job_out_of_attempts_is_never_claimed(job, settings):
    SynthesisJob.objects.filter(pk=job.pk).update(attempts=settings.SYNTH_JOB_ATTEMPTS)
    assert SynthesisJob.objects.claim(job.pk, "w1") is False


def test_a_missing_job_is_not_claimed(job_settings):
    assert SynthesisJob.objects.claim("0" * 32, "w1") is False


def test_a_kept_sentence_is_found_by_tenant_and_key_without_the_orm(
    job_settings, make_tenant, compiled
):
    acme, globex = make_tenant("acme"), make_tenant("globex")
    kept = Sentence.objects.create(
        tenant=acme, key="k" * 64, text="Hi.", lang="en", voice_digest="v", speed=1.0,
        steps=2, seed=1, lexicon_version=1, model_fingerprint="f", audio="sentences/a.wav",
        sample_rate=44_100, samples=1234, size=2512, synthesis_seconds=0.25,
    )  # fmt: skip
    compiled.clear()
    found = Sentence.objects.kept(acme.pk, "k" * 64)
    assert compiled == []
    assert (found.pk, found.tenant_id, found.key) == (kept.pk, acme.pk, kept.key)
    assert (found.audio.name, found.samples, found.synthesis_seconds) == (
        "sentences/a.wav",
        1234,
        0.25,
    )
    assert Sentence.objects.kept(globex.pk, "k" * 64) is None  # another tenant's: not found
    assert Sentence.objects.kept(acme.pk, "x" * 64) is None
