"""Staff see only their tenants' clips, flags, batches and test sets; Charlie has no access
to Alice's stuff, and Alice's clips never show up in his queue or filters."""

import pytest

from review import queue
from review.models import QueueReason, Review, TestSet

# Backend-dependent, so on the PostgreSQL + Redis pass too: tenant isolation queries.
pytestmark = pytest.mark.backend

QUEUE = "/admin/synth/clip/"


@pytest.fixture
def clips(three_tenants, make_clip):
    tenants, users = three_tenants
    made = {name: make_clip(tenant) for name, tenant in tenants.items()}
    for name, clip in made.items():
        clip.text = f"{name.title()} says hello."
        clip.save()
        queue.enqueue(clip, QueueReason.SAMPLE)  # all three wait in their tenant's queue
    return tenants, users, made


def test_the_queue_lists_only_own_clips(client, clips):
    _, users, _ = clips
    client.force_login(users["charlie"])
    page = client.get(QUEUE).content.decode()
    assert "Charlie says hello." in page
    assert "Alice says" not in page and "Bob says" not in page


def test_the_queue_filters_do_not_name_other_tenants_or_their_reviewers(client, clips):
    tenants, users, made = clips
    Review.of(made["alice"]).move("approve", users["alice"])
    client.force_login(users["charlie"])
    page = client.get(QUEUE).content.decode()
    assert "alice-editor" not in page
    assert f"tenant__id__exact={tenants['alice'].pk}" not in page


def test_another_tenants_clip_page_audio_and_actions_are_not_found(client, clips):
    _, users, made = clips
    client.force_login(users["charlie"])
    alice = made["alice"]
    for url in ("change/", "audio/"):
        assert client.get(f"{QUEUE}{alice.pk}/{url}").status_code == 404
    for action in ("approve", "flag", "reopen", "fix", "rerender"):
        assert client.post(f"{QUEUE}{alice.pk}/{action}/", {"span": "Alice"}).status_code == 404
    assert not Review.objects.filter(clip=alice).exists()


def test_a_superuser_sees_every_clip(client, clips, django_user_model):
    client.force_login(django_user_model.objects.create_superuser("root", "r@x.org", "pw"))
    page = client.get(QUEUE).content.decode()
    assert all(f"{n} says hello." in page for n in ("Alice", "Bob", "Charlie"))


def test_test_sets_and_batches_are_scoped(client, clips):
    from synth.batches import create_batch

    tenants, users, _ = clips
    TestSet.objects.create(tenant=tenants["alice"], name="alice-products", sentences="A")
    batch = create_batch(tenants["alice"], [])
    client.force_login(users["charlie"])
    assert "alice-products" not in client.get("/admin/review/testset/").content.decode()
    assert client.get(f"/admin/synth/batch/{batch.pk}/change/").status_code == 404


def test_the_dashboard_counts_only_own_tenants(client, clips):
    from metering.meter import record

    tenants, users, _ = clips
    record(tenants["alice"], surface="speech", hit=True, characters=100)
    record(tenants["charlie"], surface="speech", hit=False, characters=7)
    client.force_login(users["charlie"])
    page = client.get("/admin/review/dashboard/").content.decode()
    assert 'id="total-requests">1<' in page
    page = client.get("/admin/review/dashboard/", {"tenant": tenants["alice"].pk}).content.decode()
    assert 'id="total-requests">1<' in page  # Alice's tenant is not a choice: all of his
    assert ">alice<" not in page


@pytest.mark.parametrize(
    "url",
    [
        "/admin/lexicon/lexiconentry/",
        "/admin/lexicon/lexiconchange/",
        "/admin/lexicon/voicepreset/",
        "/admin/tenancy/membership/",
        "/admin/tenancy/apikey/",
    ],
)
def test_the_lexicon_pages_tenant_filters_do_not_name_other_tenants(client, clips, url):
    _, users, _ = clips
    client.force_login(users["charlie"])
    page = client.get(url).content.decode()
    assert "tenant__id__exact" not in page or ">alice<" not in page
    assert ">alice</a>" not in page and ">bob</a>" not in page
