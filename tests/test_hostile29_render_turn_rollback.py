"""A test set render's turn is held for the render only once the transaction that queues
it commits (issue 30, the twenty-ninth pass, L-1): the turn was taken for
RENDER_TURN_SECONDS before the commit, and a transaction that rolled back after it (a
later error in the same admin action) never queued the render nor gave the turn back, so
the tenant's renders were refused ``render_busy`` for ten minutes. Until the commit it is
held RENDER_PENDING_SECONDS. (With the database cache of the embedded mode the turn rolls
back with the transaction; the hole was Redis's, on the PostgreSQL + Redis pass.)"""

import time

import django_q.tasks
import pytest
from django.db import transaction

from review import workflow
from tests.test_hostile28_render_turn import tenant_with_sets

pytestmark = pytest.mark.backend


@pytest.fixture
def queued(monkeypatch, rate):
    rate.API_RATE = "1000/min"
    monkeypatch.setattr(workflow, "RENDER_PENDING_SECONDS", 1, raising=False)
    tasks = []
    monkeypatch.setattr(django_q.tasks, "async_task", lambda *args, **kw: tasks.append(args))
    return tasks


class Abandoned(Exception):
    pass


def test_a_render_whose_transaction_rolls_back_frees_the_turn_soon(make_tenant, queued):
    acme, sets = tenant_with_sets(make_tenant, "acme")
    with pytest.raises(Abandoned), transaction.atomic():
        workflow.queue_test_set_render(sets[0])
        raise Abandoned  # a later error in the same action: nothing is queued
    assert queued == []
    time.sleep(1.2)
    workflow.queue_test_set_render(sets[1])  # before: RenderBusy for 600 s


def test_a_committed_render_holds_the_turn_past_the_pending_time(
    make_tenant, queued, django_capture_on_commit_callbacks
):
    acme, sets = tenant_with_sets(make_tenant, "acme")
    with django_capture_on_commit_callbacks(execute=True):
        workflow.queue_test_set_render(sets[0])
    assert len(queued) == 1
    time.sleep(1.2)
    with pytest.raises(workflow.RenderBusy):
        workflow.queue_test_set_render(sets[1])
    workflow.render_test_set_task(*queued[0][1:])  # planned: the turn is free
    workflow.queue_test_set_render(sets[1])


def test_a_render_run_again_later_never_frees_a_newer_renders_turn(
    make_tenant, queued, django_capture_on_commit_callbacks
):
    """The thirtieth pass, L: the task gave the turn back whosever it was, so a retried
    task of an old render freed a newer render's turn."""
    acme, sets = tenant_with_sets(make_tenant, "acme")
    with django_capture_on_commit_callbacks(execute=True):
        workflow.queue_test_set_render(sets[0])
    old = queued[0][1:]
    workflow.render_test_set_task(*old)  # planned: the turn is free
    with django_capture_on_commit_callbacks(execute=True):
        workflow.queue_test_set_render(sets[1])  # a newer render holds it
    workflow.render_test_set_task(*old)  # the old task again (a retry)
    with pytest.raises(workflow.RenderBusy):
        workflow.queue_test_set_render(sets[2])  # before: queued, two renders at once
