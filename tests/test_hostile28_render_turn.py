"""One render of a tenant's test sets queued or running at a time (issue 30, the
twenty-eighth pass's H-1: ten POSTs of the list's render action with three sets selected
queued thirty renders, which plan every line in a worker outside the queue's fair shares;
they held both workers for 84 s and another tenant's new speech waited 21-30 s)."""

import django_q.tasks
import pytest

import metering.limits
from lexicon.models import VoicePreset
from review import workflow
from review.models import TestSet

pytestmark = pytest.mark.backend

SETS = "/admin/review/testset/"


@pytest.fixture
def queued(monkeypatch):
    tasks = []
    monkeypatch.setattr(django_q.tasks, "async_task", lambda *args, **kw: tasks.append(args))
    return tasks


def tenant_with_sets(make_tenant, slug, count=3):
    tenant = make_tenant(slug)
    VoicePreset.objects.create(tenant=tenant, name="calm", voice="F1", steps=2, seed=3)
    return tenant, [
        TestSet.objects.create(tenant=tenant, name=f"set {i}", sentences="Hi.\nThere.")
        for i in range(count)
    ]


def test_a_flood_of_render_actions_queues_one_render(
    rate, client, make_tenant, make_member, queued, django_capture_on_commit_callbacks
):
    rate.API_RATE = "1000/min"
    acme, sets = tenant_with_sets(make_tenant, "acme")
    client.force_login(make_member(acme, "editor"))
    chosen = {"action": "render_selected", "_selected_action": [s.pk for s in sets]}
    with django_capture_on_commit_callbacks(execute=True):
        pages = [client.post(SETS, chosen, follow=True) for _ in range(10)]
    assert len(queued) == 1  # was 30
    assert "render_busy" not in pages[0].content.decode()
    assert "is queued or running" in pages[-1].content.decode()


def test_another_tenants_render_is_not_refused_and_the_turn_comes_back(
    rate, make_tenant, queued, django_capture_on_commit_callbacks
):
    rate.API_RATE = "1000/min"
    acme, acme_sets = tenant_with_sets(make_tenant, "acme")
    other, other_sets = tenant_with_sets(make_tenant, "other", 1)
    with django_capture_on_commit_callbacks(execute=True):
        workflow.queue_test_set_render(acme_sets[0])
        with pytest.raises(workflow.RenderBusy) as busy:
            workflow.queue_test_set_render(acme_sets[1])
        workflow.queue_test_set_render(other_sets[0])  # its own turn
    assert busy.value.status == 429 and busy.value.headers["Retry-After"]
    assert [args[1:3] for args in queued] == [
        (acme_sets[0].pk, acme.pk),
        (other_sets[0].pk, other.pk),
    ]
    workflow.render_test_set_task(*queued[0][1:])  # the worker plans it: the turn is free
    with django_capture_on_commit_callbacks(execute=True):
        workflow.queue_test_set_render(acme_sets[1])
    assert len(queued) == 3


def test_a_refused_render_counts_nothing_against_the_rate(
    rate, make_tenant, queued, monkeypatch, django_capture_on_commit_callbacks
):
    acme, sets = tenant_with_sets(make_tenant, "acme")
    with django_capture_on_commit_callbacks(execute=True):
        workflow.queue_test_set_render(sets[0])
    taken = []
    monkeypatch.setattr(
        metering.limits, "take_request", lambda tenant, count=1: taken.append(count)
    )
    monkeypatch.setattr(workflow, "admit", lambda *args: taken.append(args))
    with pytest.raises(workflow.RenderBusy):
        workflow.queue_test_set_render(sets[1])
    assert taken == []


def test_a_render_refused_by_the_rate_gives_the_turn_back(rate, make_tenant, queued):
    rate.API_RATE = "1/min"
    acme, sets = tenant_with_sets(make_tenant, "acme")
    metering.limits.admit(acme)  # the minute's one request
    with pytest.raises(metering.limits.LimitReached) as refused:
        workflow.queue_test_set_render(sets[0])
    assert refused.value.code != "render_busy"
    rate.API_RATE = "1000/min"
    workflow.queue_test_set_render(sets[0])  # not busy: nothing was queued
    with pytest.raises(workflow.RenderBusy):
        workflow.queue_test_set_render(sets[1])  # this one holds the turn
