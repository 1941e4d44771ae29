"""Each worker loads the engine once, in the worker, with its share of the cores."""

from django_q.conf import Conf

from engine.session import available_cores
from synth import worker
from synth.dispatch import clip_or_job, wait_for
from synth.worker import worker_threads


def test_each_worker_loads_the_engine_once(sync_jobs, make_tenant, make_plan, monkeypatch):
    worker.unload_engine()
    tenant = make_tenant()
    wait_for(clip_or_job(make_plan(tenant, "First.")), 0)
    engine = worker.loaded_engine()[1]

    wait_for(clip_or_job(make_plan(tenant, "Second.")), 0)

    assert worker.loaded_engine()[1] is engine


def test_a_worker_gets_the_cores_divided_among_the_workers(settings, monkeypatch):
    settings.SYNTH_THREADS = None
    monkeypatch.setattr(Conf, "WORKERS", 2)

    assert worker_threads() == max(1, available_cores() // 2)


def test_a_worker_never_gets_fewer_than_one_thread(settings, monkeypatch):
    settings.SYNTH_THREADS = None
    monkeypatch.setattr(Conf, "WORKERS", 1000)

    assert worker_threads() == 1


def test_synth_threads_overrides_the_share(settings):
    settings.SYNTH_THREADS = 3

    assert worker_threads() == 3


def test_the_engine_is_built_with_the_workers_threads(
    sync_jobs, make_tenant, make_plan, monkeypatch
):
    sync_jobs.SYNTH_THREADS = None
    monkeypatch.setattr(Conf, "WORKERS", 1)
    worker.unload_engine()

    wait_for(clip_or_job(make_plan(make_tenant())), 0)

    assert worker.loaded_engine()[1].session_config.intra_op_threads == available_cores()
