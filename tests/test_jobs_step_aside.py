"""A job that steps aside between two chunks for another tenant's (issue 30, H4) resumes
from the chunks it kept, synthesizing none of them again and spending no attempt, and its
clip is the one it would have made in one go. Its own chunks read back are its work, not
sentences reused: the clip, the metrics and the tenant's usage say so. A turn lasts until
it has been worth what resuming the job cost; a job that has kept nothing yet goes on.

In-process (tasks run by calling run_job); the real cluster's scenario is
tests/test_jobs_turns_between_chunks.py."""

import time

import numpy as np
import pytest

from synth import worker
from synth.dispatch import clip_or_job
from synth.models import Clip, SynthesisJob
from synth.worker import Turn, TurnOver, run_job
from tests.test_api_support import note_synthesis, stored_samples

# The turns come from the job rows (the database), so on the PostgreSQL pass too.
pytestmark = pytest.mark.backend

LONG = " ".join(f"Sentence number {n} of a long text." for n in range(1, 7))


@pytest.fixture
def two_tenants(job_settings, make_tenant, make_plan):
    """acme's long job queued, then globex's short one (tasks never run on their own)."""
    acme, globex = make_tenant("acme"), make_tenant("globex")
    long_job = clip_or_job(make_plan(acme, LONG))
    short_job = clip_or_job(make_plan(globex, "Globex's one request."))
    return long_job, short_job


def row(job) -> SynthesisJob:
    return SynthesisJob.objects.get(pk=job.pk)


def test_a_stepped_aside_job_resumes_from_its_own_chunks_without_an_attempt(
    two_tenants, make_tenant, make_plan, monkeypatch
):
    long_job, short_job = two_tenants
    monkeypatch.setattr(worker, "TURN_WORK", 0)  # every turn is worth it: one chunk each
    synthesized = note_synthesis(monkeypatch)

    assert run_job(str(long_job.pk)) == "stepped_aside"  # globex waits: after one chunk
    aside = row(long_job)
    assert (aside.status, aside.attempts) == ("queued", 0)
    assert list(aside.made_chunks()) == [0]
    assert run_job(str(short_job.pk)) == "done"
    assert run_job(str(long_job.pk)) == "done"  # nobody else waits: to the end

    done = row(long_job)
    assert (done.status, done.attempts) == ("done", 1)
    clip = done.clip
    texts = [chunk["model_text"] for chunk in clip.chunks]
    assert len(texts) == 6
    assert synthesized.count(texts[0]) == 1, "its first chunk was synthesized again"
    # Its own chunks are its work: nothing was reused, and all of its engine time counts.
    assert clip.reused_sentences == 0 and clip.saved_synthesis_seconds == 0
    assert not any(chunk["reused"] for chunk in clip.chunks)
    assert clip.synthesis_seconds == pytest.approx(sum(c["seconds"] for c in clip.chunks), 1e-3)
    assert clip.chunks[0]["seconds"] == pytest.approx(aside.made_chunks()[0], abs=1e-4)

    # The same samples as the clip made in one go (another tenant: nothing shared).
    whole = Clip.objects.get(pk=run_once(make_tenant("initech"), make_plan))
    assert np.array_equal(stored_samples(clip), stored_samples(whole))


def run_once(tenant, make_plan):
    job = clip_or_job(make_plan(tenant, LONG))
    assert run_job(str(job.pk)) == "done"
    return row(job).clip_id


def test_a_sentence_another_job_made_is_still_reused(
    job_settings, make_tenant, make_plan, monkeypatch
):
    monkeypatch.setattr(worker, "TURN_WORK", 0)
    acme, globex = make_tenant("acme"), make_tenant("globex")
    for tenant, text in ((acme, "Sentence number 1 of a long text."), (globex, "Before.")):
        assert run_job(str(clip_or_job(make_plan(tenant, text)).pk)) == "done"
    long_job = clip_or_job(make_plan(acme, LONG))  # acme's turn: served before globex
    short_job = clip_or_job(make_plan(globex, "Globex's one request."))

    assert run_job(str(long_job.pk)) == "stepped_aside"
    assert list(row(long_job).made_chunks()) == [1]
    assert run_job(str(short_job.pk)) == "done"
    assert run_job(str(long_job.pk)) == "done"
    clip = row(long_job).clip
    assert clip.reused_sentences == 1
    assert [chunk["reused"] for chunk in clip.chunks] == [True] + [False] * 5


def test_a_turn_goes_on_until_it_was_worth_resuming_the_job(two_tenants):
    long_job, _ = two_tenants
    SynthesisJob.objects.claim(long_job.pk, "host:1")
    job = row(long_job)

    costly = Turn(job, began=time.monotonic() - 60)  # a minute to resume: not yet
    costly(0)
    costly(1)
    fresh = Turn(job, began=time.monotonic() - 60)
    fresh.resumed = fresh.began  # nothing to resume: any turn is worth it
    fresh(0)  # nothing kept in this turn: it goes on, whoever waits
    with pytest.raises(TurnOver):
        fresh(1)


def test_a_tenant_alone_never_steps_aside(job_settings, make_tenant, make_plan, monkeypatch):
    monkeypatch.setattr(worker, "TURN_WORK", 0)
    acme = make_tenant("acme")
    jobs = [clip_or_job(make_plan(acme, LONG, seed=s)) for s in (1, 2)]
    assert run_job(str(jobs[0].pk)) == "done"
    assert row(jobs[0]).made is None
