"""The review queue's bulk re-render is let in before it plans, counted as the batch API
counts the same texts (issue 30, the twenty-seventh hostile pass's M-1 and M-2): it planned
every selected clip (327: 5.6-9.3 s of a web thread) before the tenant's rate was asked, a
refusal left them stale for the next try, uncharged, and a re-render of 327 clips counted 3
requests where ``POST /api/v1/batches`` counts 327."""

import pytest
from django.test import Client

import review.rerender
from tests.test_api_support import client_for
from tests.test_hostile_admin_limits import clip_waiting

pytestmark = pytest.mark.backend

CLIPS = "/admin/synth/clip/"


@pytest.fixture
def planned(monkeypatch):
    """The clips the re-render plans, counted."""
    seen = []
    plan_for = review.rerender.plan_for

    def counting(clip):
        seen.append(clip.pk)
        return plan_for(clip)

    monkeypatch.setattr(review.rerender, "plan_for", counting)
    return seen


def rerender_all(tenant, member, count: int):
    clips = [clip_waiting(tenant, f"Order {n} for table {n} is ready.") for n in range(count)]
    page = Client()
    page.force_login(member)
    chosen = [clip.pk for clip in clips]
    return page.post(CLIPS, {"action": "rerender_selected", "_selected_action": chosen})


def test_a_refused_bulk_rerender_plans_nothing(
    sync_jobs, fresh_counts, one_rate_window, make_tenant, make_member, planned
):
    sync_jobs.API_RATE = "5/min"
    tenant = make_tenant("acme")
    api = client_for(tenant)
    assert [api.get("/api/v1/voices").status_code for _ in range(5)] == [200] * 5  # the minute
    rerender_all(tenant, make_member(tenant, "editor"), 8)
    assert planned == []  # before: all 8 planned, then refused


def test_a_bulk_rerender_counts_as_the_batch_api_counts_its_texts(
    sync_jobs, fresh_counts, one_rate_window, make_tenant, make_member, planned
):
    sync_jobs.API_RATE = "12/min"
    tenant = make_tenant("acme")
    rerender_all(tenant, make_member(tenant, "editor"), 8)
    assert len(planned) == 8
    api = client_for(tenant)
    answers = [api.get("/api/v1/voices").status_code for _ in range(6)]
    assert answers == [200] * 4 + [429] * 2  # 8 of the 12 went to the re-render (before: 1)
