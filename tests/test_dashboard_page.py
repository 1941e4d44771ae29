"""The dashboard: requests, hit ratio, characters and audio synthesized, characters the
cache answered, what a commercial API would bill at a configurable price, queue depth,
job latency p50/p95, failures and timeouts, review backlog, as SVG charts; per tenant or
over all of one's tenants, never another's."""

from datetime import timedelta

import pytest
from django.utils import timezone

from metering.meter import record
from review import queue
from review.dashboard import figures, percentile
from review.models import QueueReason, Review
from synth.models import SynthesisJob

# Backend-dependent, so on the PostgreSQL + Redis pass too: aggregates by day (date functions,
# percentiles) per database.
pytestmark = pytest.mark.backend

DASHBOARD = "/admin/review/dashboard/"


def job(tenant, n, *, seconds=None, status="done", code=""):
    created = timezone.now() - timedelta(minutes=5)
    made = SynthesisJob.objects.create(
        tenant=tenant, key=f"{tenant.pk}-{n}", params={}, status=status, error_code=code
    )
    finished = created + timedelta(seconds=seconds) if seconds is not None else None
    # auto_now_add ignores a value given to create()
    SynthesisJob.objects.filter(pk=made.pk).update(created=created, finished=finished)


@pytest.fixture
def busy(three_tenants, make_clip, fresh_counts):
    tenants, users = three_tenants
    alice, charlie = tenants["alice"], tenants["charlie"]
    for _ in range(3):
        record(alice, surface="speech", hit=True, characters=250_000)
    record(alice, surface="speech", hit=False, characters=250_000)
    record(charlie, surface="speech", hit=False, characters=999)
    for n, seconds in enumerate([1, 2, 3, 4, 10]):
        job(alice, n, seconds=seconds)
    job(alice, 10, status="failed", code="timeout")
    job(alice, 11, status="failed", code="synthesis_failed")
    job(alice, 12, status="queued")
    job(charlie, 1, status="queued")
    clips = [make_clip(alice) for _ in range(3)]
    Review.of(clips[0]).move("approve")
    Review.of(clips[1]).move("flag")
    queue.enqueue(clips[2], QueueReason.SAMPLE)  # waits in the queue, never judged
    return tenants, users


def test_the_figures_add_up_for_one_tenant(busy, settings):
    settings.DASHBOARD_PRICE_PER_MILLION_CHARS = 16
    tenants, _ = busy
    found = figures(type(tenants["alice"]).objects.filter(slug="alice"), 14)["totals"]
    assert found["requests"] == 4 and found["hit_ratio"] == 0.75
    assert found["characters"] == 1_000_000 and found["vendor_bill"] == 16
    # What the cache spared the engine: answered, not synthesized (the three small clips).
    assert found["cached_characters"] == 1_000_000 - found["synthesized_characters"] > 999_000
    assert found["queue"] == 1
    assert (found["p50"], found["p95"]) == (3, 10)
    assert (found["failures"], found["timeouts"]) == (2, 1)
    assert found["backlog"] == 2  # one needs review, one flagged; the approved one is done


def test_the_price_is_a_setting(busy, settings):
    settings.DASHBOARD_PRICE_PER_MILLION_CHARS = 4.5
    tenants, _ = busy
    found = figures(type(tenants["alice"]).objects.filter(slug="alice"), 14)["totals"]
    assert found["vendor_bill"] == 4.5


def test_the_page_draws_charts_of_the_members_own_tenants(busy, client):
    tenants, users = busy
    client.force_login(users["alice"])
    page = client.get(DASHBOARD).content.decode()
    assert page.count('<svg class="chart"') == 11
    assert 'id="total-requests">4<' in page and 'id="total-hit-ratio">75 %<' in page
    assert 'id="total-vendor-bill">$16.00<' in page and ">charlie<" not in page
    assert 'id="total-cached-characters">' in page


def test_charlie_sees_only_his_own_figures(busy, client):
    tenants, users = busy
    client.force_login(users["charlie"])
    for params in ({}, {"tenant": tenants["alice"].pk}):
        page = client.get(DASHBOARD, params).content.decode()
        assert 'id="total-requests">1<' in page and 'id="total-queue">1<' in page


def test_a_superuser_sees_the_overall_figures(busy, client, django_user_model):
    client.force_login(django_user_model.objects.create_superuser("root", "r@x.org", "pw"))
    page = client.get(DASHBOARD).content.decode()
    assert 'id="total-requests">5<' in page and 'id="total-queue">2<' in page


def test_people_without_a_tenant_get_no_dashboard(client, db, django_user_model):
    client.force_login(django_user_model.objects.create_user("nobody", is_staff=True))
    assert client.get(DASHBOARD).status_code == 403


def test_percentiles_are_nearest_rank():
    assert percentile([], 50) is None
    assert percentile([1.0], 95) == 1.0
    assert percentile([1, 2, 3, 4, 10], 50) == 3 and percentile([1, 2, 3, 4, 10], 95) == 10
