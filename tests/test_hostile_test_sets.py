"""A test set's render is a way in like any other (hostile pass 6, H1): its lines and
characters are bounded, its render is charged to the tenant's quota and metered, refused
over the quota, planned by a worker and not in the admin's request, and the batch's page
stays small however many items it has."""

import pytest
from django.db.models import Sum

from lexicon.models import VoicePreset
from metering.limits import quota_used
from metering.models import Usage
from review.models import TestSet
from synth.models import Batch

# The quota's counters and the usage rows differ by backend (Redis, PostgreSQL's SQL).
pytestmark = pytest.mark.backend

SETS = "/admin/review/testset/"


@pytest.fixture
def acme(make_tenant, make_entry):
    tenant = make_tenant("acme")
    VoicePreset.objects.create(tenant=tenant, name="calm", voice="F1", steps=2, seed=3)
    make_entry(tenant, "SaaS", "software as a service")
    return tenant


@pytest.fixture
def editor(client, acme, make_member):
    client.force_login(make_member(acme, "editor"))
    return client


def form(tenant, sentences, **extra):
    return {
        "tenant": tenant.pk,
        "name": "products",
        "preset": tenant.presets.get().pk,
        "sentences": sentences,
        **extra,
    }


@pytest.mark.parametrize(
    "limit, sentences, said",
    [
        ("TEST_SET_MAX_LINES", "1.\n2.\n3.\n4.", "4 sentences; a test set has at most 3"),
        ("API_MAX_TEXT_CHARS", "Short.\n" + "x" * 31, "sentence 2 is longer than 30 characters"),
        ("TEST_SET_MAX_CHARS", "Twelve chars\n" * 3, "36 characters in all; a test set has"),
    ],
)
def test_a_test_set_past_its_limits_is_refused_with_a_form_error(
    sync_jobs, editor, acme, limit, sentences, said
):
    setattr(sync_jobs, limit, {"TEST_SET_MAX_LINES": 3}.get(limit, 30))
    response = editor.post(f"{SETS}add/", form(acme, sentences, _render="1"))
    assert response.status_code == 200 and said in response.content.decode()
    assert not TestSet.objects.exists() and not Batch.objects.exists()


def test_a_render_is_queued_for_a_worker_and_charged_and_metered_when_it_runs(
    sync_jobs, fresh_counts, editor, acme, django_capture_on_commit_callbacks
):
    test_set = TestSet.objects.create(
        tenant=acme, name="products", preset=acme.presets.get(), sentences="Our SaaS ships.\nHi."
    )
    with django_capture_on_commit_callbacks() as queued:
        response = editor.post(
            f"{SETS}{test_set.pk}/change/",
            form(acme, test_set.sentences, _render="1"),
            follow=True,
        )
    # The request planned nothing: it answered at once, the render waits for its commit.
    assert "render queued" in response.content.decode()
    assert not Batch.objects.exists() and quota_used(acme)[0] == 0
    for task in queued:
        task()  # the commit: the task goes to django-q2, which runs it here (sync mode)
    batch = TestSet.objects.get().last_batch
    assert batch is not None and batch.items.count() == 2
    expected = len("Our software as a service ships.") + len("Hi.")
    assert quota_used(acme)[0] == expected
    rows = Usage.objects.filter(tenant=acme)
    assert rows.aggregate(n=Sum("characters"))["n"] == expected
    assert set(rows.values_list("surface", flat=True)) == {"admin"}


def test_a_render_over_the_quota_is_refused_and_nothing_is_made(
    sync_jobs, fresh_counts, editor, acme, django_capture_on_commit_callbacks
):
    sync_jobs.API_DAILY_CHARS = 10
    test_set = TestSet.objects.create(
        tenant=acme, name="products", sentences="Your table is ready."
    )
    with django_capture_on_commit_callbacks(execute=True):
        response = editor.post(
            SETS, {"action": "render_selected", "_selected_action": [test_set.pk]}, follow=True
        )
    page = response.content.decode()
    assert "Products not rendered" in page and "daily quota of 10 characters" in page
    assert not Batch.objects.exists() and quota_used(acme)[0] == 0
    assert not Usage.objects.filter(tenant=acme).exists()


def test_renders_count_against_the_request_rate_as_a_batch_does(
    sync_jobs, fresh_counts, editor, acme, django_capture_on_commit_callbacks
):
    sync_jobs.API_RATE = "2/min"
    sync_jobs.API_MAX_TEXT_CHARS = 13
    # 24 characters: two requests' worth, the whole minute's rate.
    test_set = TestSet.objects.create(
        tenant=acme, name="products", sentences="Hello there.\nHi there all"
    )
    chosen = {"action": "render_selected", "_selected_action": [test_set.pk]}
    with django_capture_on_commit_callbacks(execute=True):
        editor.post(SETS, chosen)
        again = editor.post(SETS, chosen, follow=True).content.decode()
    assert Batch.objects.count() == 1 and "Products not rendered" in again


def test_a_render_the_quota_cannot_pay_once_planned_is_refused_by_the_worker(
    sync_jobs, fresh_counts, acme
):
    from review import workflow

    # Written, 15 characters fit; planned (the lexicon makes it 32), they do not.
    sync_jobs.API_DAILY_CHARS = 20
    test_set = TestSet.objects.create(tenant=acme, name="products", sentences="Our SaaS ships.")
    assert "not rendered" in workflow.render_test_set_task(test_set.pk)
    assert not Batch.objects.exists() and quota_used(acme)[0] == 0


def test_a_big_batchs_admin_page_shows_its_items_a_page_at_a_time(
    sync_jobs, fresh_counts, client, acme, make_member, make_plan
):
    from synth import flow

    sync_jobs.ADMIN_BATCH_PAGE_ITEMS = 20
    sync_jobs.SYNTH_MAX_QUEUE = 0  # nothing queued: only the page is measured
    plans = [make_plan(acme, f"Sentence number {i}.") for i in range(45)]
    batch = flow.start_batch(acme, plans)
    client.force_login(make_member(acme, "reviewer"))
    first = client.get(f"/admin/synth/batch/{batch.pk}/change/").content.decode()
    assert first.count('<tr class="item-') == 20 and "0 of 45 done" in first
    assert "items 1 to 20 of 45" in first
    last = client.get(f"/admin/synth/batch/{batch.pk}/change/?page=3").content.decode()
    assert last.count('<tr class="item-') == 5 and "Sentence number 44." in last
