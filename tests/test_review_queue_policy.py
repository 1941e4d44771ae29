"""Which new clips enter the review queue: the tenant's policy picks test set renders, clips
whose text contains a lately changed lexicon term, and a deterministic sample; the others
stay out of the queue, listed under "every clip" and judgeable by hand."""

from datetime import timedelta

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from lexicon.models import LexiconChange
from review import queue, workflow
from review.models import QueueEntry, Review, ReviewPolicy, State, TestSet

# Backend-dependent, so on the PostgreSQL + Redis pass too: the queue's annotations and order
# (Case, Subquery, NULLS LAST).
pytestmark = pytest.mark.backend

QUEUE = "/admin/synth/clip/"
# Keys at both ends of the sample: a SHA-256's first 8 hex digits place it in [0, 1).
LOW = "00000000" + "a" * 56  # taken by any sample above 0 %
HIGH = "ffffffff" + "a" * 56  # taken by no sample below 100 %


def queued(clip) -> str:
    found = QueueEntry.objects.filter(clip=clip).first()
    return found.reason if found else ""


def text_clip(make_clip, tenant, text, key=HIGH):
    clip = make_clip(tenant, key=key)
    clip.text = text
    clip.save()  # not a new row: the policy looked at it when it was made ("Hello.")
    queue.apply_policy(clip)
    return clip


def test_a_clip_the_policy_does_not_pick_is_not_in_the_queue(make_tenant, make_clip):
    clip = make_clip(make_tenant("acme"), key=HIGH)
    assert queued(clip) == "" and not Review.objects.filter(clip=clip).exists()


def test_the_sample_is_chosen_by_the_clips_key_and_the_share(make_tenant, make_clip):
    acme = make_tenant("acme")
    assert queued(make_clip(acme, key=LOW)) == "sample"  # default 2 %
    half = "7fffffff" + "0" * 56  # just below the middle
    ReviewPolicy.objects.create(tenant=acme, sample_percent=50)
    assert queued(make_clip(acme, key=half)) == "sample"
    assert queued(make_clip(acme, key="80000001" + "0" * 56)) == ""
    ReviewPolicy.objects.filter(tenant=acme).update(sample_percent=0)
    assert queued(make_clip(acme, key="00000001" + "0" * 56)) == ""


def test_about_the_share_of_many_clips_is_sampled(make_tenant, make_clip):
    import hashlib

    acme = make_tenant("acme")
    ReviewPolicy.objects.create(tenant=acme, sample_percent=10)
    keys = [hashlib.sha256(str(n).encode()).hexdigest() for n in range(400)]
    clips = [make_clip(acme, key=key) for key in keys]
    taken = sum(1 for clip in clips if queued(clip))
    assert 20 <= taken <= 60  # 10 % of 400 is 40; the keys are fixed, so is this count
    assert taken == sum(1 for clip in clips if queue.sampled(clip, 10))


def test_a_clip_with_a_lately_changed_term_is_queued(make_tenant, make_clip, make_entry):
    acme = make_tenant("acme")
    make_entry(acme, "SaaS", "sass")
    assert queued(text_clip(make_clip, acme, "Our SaaS ships.")) == "lexicon"
    assert queued(text_clip(make_clip, acme, "Nothing here.", key="e" * 64)) == ""


def test_a_term_changed_long_ago_or_a_switched_off_rule_queues_nothing(
    make_tenant, make_clip, make_entry
):
    acme = make_tenant("acme")
    make_entry(acme, "SaaS", "sass")
    LexiconChange.objects.update(at=LexiconChange.objects.get().at - timedelta(days=15))
    assert queued(text_clip(make_clip, acme, "Our SaaS ships.")) == ""  # 14 days by default
    ReviewPolicy.objects.create(tenant=acme, lexicon_days=30)
    assert queued(text_clip(make_clip, acme, "Our SaaS too.", key="e" * 64)) == "lexicon"
    ReviewPolicy.objects.filter(tenant=acme).update(lexicon_changes=False)
    assert queued(text_clip(make_clip, acme, "Our SaaS three.", key="d" * 64)) == ""


def test_another_tenants_lexicon_change_queues_nothing(make_tenant, make_clip, make_entry):
    acme, bob = make_tenant("acme"), make_tenant("bob")
    make_entry(bob, "SaaS", "sass")
    assert queued(text_clip(make_clip, acme, "Our SaaS ships.")) == ""


def test_a_test_sets_clips_are_queued_and_other_clips_are_not(sync_jobs, make_tenant):
    from tests.test_api_support import synthesize

    acme = make_tenant("acme")
    ReviewPolicy.objects.create(tenant=acme, sample_percent=0)
    before = synthesize(acme, "Welcome back.")  # made before the test set: a cache hit there
    test_set = TestSet.objects.create(
        tenant=acme, name="products", sentences="Welcome back.\nYour order ships today."
    )
    run = workflow.render_test_set(test_set)
    keys = list(run.batch.items.values_list("key", flat=True))
    made = list(acme.clips.filter(key__in=keys))
    assert len(made) == 2 and before in made
    assert {queued(clip) for clip in made} == {"test_set"}
    other = synthesize(acme, "Something else entirely.")
    assert queued(other) == ""


def test_a_tenant_can_switch_test_sets_off(sync_jobs, make_tenant):
    acme = make_tenant("acme")
    ReviewPolicy.objects.create(tenant=acme, sample_percent=0, test_sets=False)
    test_set = TestSet.objects.create(tenant=acme, name="p", sentences="Welcome back.")
    workflow.render_test_set(test_set)
    assert not QueueEntry.objects.exists()


@pytest.fixture
def mixed(make_tenant, make_member, make_clip):
    acme = make_tenant("acme")
    picked = make_clip(acme, key=LOW)
    picked.text = "picked by the sample"
    picked.save()
    left = make_clip(acme, key=HIGH)
    left.text = "left out of the queue"
    left.save()
    return acme, make_member(acme, "reviewer"), picked, left


def test_the_queue_lists_only_queued_clips_and_every_clip_lists_all(client, mixed):
    _, reviewer, picked, left = mixed
    client.force_login(reviewer)
    page = client.get(QUEUE).content.decode()
    assert picked.text in page and left.text not in page
    assert "1 clip waiting for review" in page
    every = client.get(f"{QUEUE}?queue=all").content.decode()
    assert picked.text in every and left.text in every and "state state-not_queued" in every


def test_a_clip_out_of_the_queue_can_be_judged_by_hand(client, mixed):
    _, reviewer, _, left = mixed
    client.force_login(reviewer)
    assert "not queued" in client.get(f"{QUEUE}{left.pk}/change/").content.decode()
    client.post(f"{QUEUE}{left.pk}/approve/")
    assert Review.objects.get(clip=left).state == State.APPROVED


def test_a_clip_flagged_by_hand_waits_in_the_queue(client, mixed):
    _, reviewer, _, left = mixed
    workflow.flag(left, reviewer, span="left", start=0, end=4)
    client.force_login(reviewer)
    assert left.text in client.get(QUEUE).content.decode()


def test_tenant_admins_edit_their_policy_in_the_admin_and_nobody_elses(
    client, make_tenant, make_member
):
    acme, bob = make_tenant("acme"), make_tenant("bob")
    admin = make_member(acme, "admin")
    ReviewPolicy.objects.create(tenant=bob, sample_percent=7)
    client.force_login(admin)
    url = "/admin/review/reviewpolicy/"
    response = client.post(
        f"{url}add/",
        {"tenant": acme.pk, "test_sets": "on", "lexicon_days": 3, "sample_percent": "12.5"},
    )
    assert response.status_code == 302
    policy = ReviewPolicy.objects.get(tenant=acme)
    assert (policy.lexicon_changes, policy.lexicon_days, float(policy.sample_percent)) == (
        False,
        3,
        12.5,
    )
    assert "bob" not in client.get(url).content.decode()
    theirs = ReviewPolicy.objects.get(tenant=bob)
    assert client.get(f"{url}{theirs.pk}/change/").status_code in (302, 404)
    refused = client.post(f"{url}{policy.pk}/change/", {"tenant": acme.pk, "sample_percent": 101})
    assert refused.status_code == 200 and b"100" in refused.content
    assert float(ReviewPolicy.objects.get(tenant=acme).sample_percent) == 12.5


def test_a_reviewer_cannot_change_the_policy(client, make_tenant, make_member):
    acme = make_tenant("acme")
    policy = ReviewPolicy.objects.create(tenant=acme)
    client.force_login(make_member(acme, "reviewer"))
    client.post(
        f"/admin/review/reviewpolicy/{policy.pk}/change/",
        {"tenant": acme.pk, "lexicon_days": 1, "sample_percent": 100},
    )
    assert ReviewPolicy.objects.get().sample_percent == 2


def test_the_command_applies_the_policy_to_clips_never_judged(make_tenant, make_clip, capsys):
    import hashlib

    acme = make_tenant("acme")
    keys = [hashlib.sha256(f"old {n}".encode()).hexdigest() for n in range(100)]
    old = [make_clip(acme, key=key) for key in keys]
    QueueEntry.objects.all().delete()  # as after the upgrade: nothing queued yet
    Review.of(old[0]).move("approve")
    ReviewPolicy.objects.create(tenant=acme, sample_percent=10)
    call_command("apply_review_policy", "--dry-run")
    assert not QueueEntry.objects.exists() and "would keep" in capsys.readouterr().out
    call_command("apply_review_policy", "--tenant", "acme")
    expected = [c for c in old[1:] if queue.sampled(c, 10)]
    assert set(QueueEntry.objects.values_list("clip", flat=True)) == {c.pk for c in expected}
    assert f"kept {len(expected)} clip(s)" in capsys.readouterr().out


def test_the_command_refuses_an_unknown_tenant(db):
    with pytest.raises(CommandError, match="no tenant 'nope'"):
        call_command("apply_review_policy", "--tenant", "nope")
