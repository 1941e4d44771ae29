"""Tenants take turns at the synthesis queue (issue 30): however many jobs one tenant has
queued (a batch), another tenant's job is the next one a worker runs. A task runs the
fairest queued job, not necessarily its own; every queued job still runs once."""

import pytest

from synth.dispatch import clip_or_job
from synth.models import SynthesisJob
from synth.worker import run_job

# The order comes from the job rows (the database), so on the PostgreSQL pass too.
pytestmark = pytest.mark.backend

Status = SynthesisJob.Status


@pytest.fixture
def queued(job_settings, make_tenant, make_plan):
    """acme's five jobs queued before globex's one (tasks never run on their own here)."""
    acme, globex = make_tenant("acme"), make_tenant("globex")
    acme_jobs = [clip_or_job(make_plan(acme, f"Batch line {i}.")) for i in range(5)]
    globex_job = clip_or_job(make_plan(globex, "Globex's one request."))
    return acme_jobs, globex_job


def state(job) -> str:
    return SynthesisJob.objects.get(pk=job.pk).status


def test_a_tenant_with_a_queued_job_is_served_before_a_tenants_next_batch_line(queued):
    acme_jobs, globex_job = queued
    run_job(str(acme_jobs[0].pk))  # nobody served yet: the task's own job
    assert state(acme_jobs[0]) == Status.DONE

    run_job(str(acme_jobs[1].pk))  # acme was just served, globex waits: globex's turn
    assert state(globex_job) == Status.DONE
    assert state(acme_jobs[1]) == Status.QUEUED


def test_every_queued_job_still_runs_once_when_each_task_runs(queued):
    acme_jobs, globex_job = queued
    for job in [*acme_jobs, globex_job]:  # the broker's order: each job's own task
        run_job(str(job.pk))
    jobs = SynthesisJob.objects.all()
    assert {job.status for job in jobs} == {Status.DONE}
    assert {job.attempts for job in jobs} == {1}


def test_one_tenant_alone_keeps_its_order(job_settings, make_tenant, make_plan):
    acme = make_tenant("acme")
    jobs = [clip_or_job(make_plan(acme, f"Line {i}.")) for i in range(3)]
    assert SynthesisJob.objects.fairest(jobs[2].pk) == jobs[2].pk
    run_job(str(jobs[1].pk))
    assert [state(job) for job in jobs] == [Status.QUEUED, Status.DONE, Status.QUEUED]


def test_a_task_of_the_only_tenant_waiting_asks_once(
    job_settings, make_tenant, make_plan, django_assert_num_queries
):
    # Every task asks before it runs: with no other tenant waiting, one query decides
    # (a worker runs one task at a time, so each query is a miss's latency).
    acme = make_tenant("acme")
    jobs = [clip_or_job(make_plan(acme, f"Line {i}.")) for i in range(3)]
    with django_assert_num_queries(1):
        assert SynthesisJob.objects.fairest(jobs[2].pk) == jobs[2].pk


def test_a_task_of_the_only_tenant_waiting_builds_no_orm_query(
    job_settings, make_tenant, make_plan, monkeypatch
):
    # That one query is written out (SynthesisJobQuerySet.queued_tenants): the ORM spent
    # 1.5 ms of a worker's CPU per task building and compiling it, the database 0.05 ms
    # running it (docs/BENCHMARKS.md, "Serving at the floor").
    from django.db.models.sql.compiler import SQLCompiler

    acme = make_tenant("acme")
    jobs = [clip_or_job(make_plan(acme, f"Line {i}.")) for i in range(3)]
    compiled = []
    real = SQLCompiler.as_sql
    monkeypatch.setattr(
        SQLCompiler, "as_sql", lambda self, *a, **k: compiled.append(1) or real(self, *a, **k)
    )
    assert SynthesisJob.objects.fairest(jobs[2].pk) == jobs[2].pk
    assert SynthesisJob.objects.fairest(str(jobs[1].pk)) == str(jobs[1].pk)
    assert compiled == []


def test_queued_tenants_answers_as_the_orm_did(queued):
    from django.db.models import Case, Max, When

    acme_jobs, globex_job = queued
    SynthesisJob.objects.filter(pk=acme_jobs[2].pk).update(started=globex_job.created)
    for job_id in (acme_jobs[1].pk, str(globex_job.pk), acme_jobs[2].pk, "0" * 32):
        orm = (
            SynthesisJob.objects.filter(status=Status.QUEUED)
            .values_list("tenant_id")
            .annotate(
                own=Max(Case(When(pk=job_id, then=1), default=0)),
                begun=Max(Case(When(started__isnull=False, then=1), default=0)),
            )
        )
        ours = SynthesisJob.objects.queued_tenants(job_id)
        assert sorted(ours) == sorted(orm)
        assert ours[0][1] == max(own for _, own, _ in orm)  # the job's own tenant first


def test_a_job_that_stepped_aside_goes_on_before_its_tenants_newer_jobs(queued):
    # Its stream is waiting for the rest: it must not wait behind the tenant's whole batch.
    acme_jobs, globex_job = queued
    run_job(str(globex_job.pk))  # globex served: acme's turn from now on
    assert SynthesisJob.objects.claim(acme_jobs[0].pk, "host:1")
    begun = SynthesisJob.objects.get(pk=acme_jobs[0].pk)
    assert begun.step_aside({})

    assert SynthesisJob.objects.fairest(acme_jobs[3].pk) == begun.pk
    assert SynthesisJob.objects.get(pk=begun.pk).attempts == 0  # no attempt spent


def test_only_the_running_attempt_can_step_aside(queued):
    acme_jobs, _ = queued
    assert SynthesisJob.objects.claim(acme_jobs[0].pk, "host:1")
    stale = SynthesisJob.objects.get(pk=acme_jobs[0].pk)
    SynthesisJob.objects.filter(pk=stale.pk).update(worker="host:2")  # claimed again since
    assert not stale.step_aside({})
    assert state(stale) == Status.RUNNING


def test_two_tasks_that_chose_one_job_leave_no_job_without_a_task(queued, monkeypatch):
    """The thirty-first pass, H-2: two tasks chose the same job of another tenant at once
    and both swapped onto it; the one whose claim failed returned "skipped" without running
    any job, and a queued job was left with no task until requeue_stale's 600 s. Now a
    task whose chosen job was claimed first asks again."""
    acme_jobs, globex_job = queued
    run_job(str(acme_jobs[0].pk))  # acme served: globex's turn next
    real = SynthesisJob.objects.fairest.__func__
    chosen = []

    def racing(self, job_id):
        turn = real(self, job_id)
        if not chosen:  # the other task of the race claims the same job first
            chosen.append(turn)
            assert SynthesisJob.objects.claim(turn, "w-other", "c-other")
        return turn

    monkeypatch.setattr(type(SynthesisJob.objects), "fairest", racing)
    assert run_job(str(acme_jobs[1].pk)) != "skipped"  # before: skipped, nothing ran
    assert chosen == [globex_job.pk]
    assert state(acme_jobs[1]) == Status.DONE
