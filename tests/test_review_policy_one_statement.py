"""A new clip meets its tenant's review policy in one statement when the policy picks it by
none of its look-ups: the policy row, whether the clip is one of a test set's last render,
and when the tenant's lexicon last changed, asked together (review.queue.policy_and_facts).
Every miss's worker asked them in three, about 3 ms of its CPU (docs/BENCHMARKS.md,
"Serving at the floor"). The lexicon's changes are read only when one is recent."""

from datetime import timedelta

import pytest

from lexicon.models import LexiconChange
from review import queue
from review.models import QueueEntry, ReviewPolicy, TestSet
from synth.models import Batch, BatchItem

pytestmark = pytest.mark.backend

HIGH = "ffffffff" + "a" * 56  # taken by no sample below 100 %
LOW = "00000000" + "a" * 56  # taken by any sample above 0 %


def new_clip(make_clip, tenant, text="Hello.", key=HIGH):
    clip = make_clip(tenant, key=key)
    QueueEntry.objects.filter(clip=clip).delete()  # decided as it was saved: decide again
    clip.text = text
    clip.save()
    return clip


@pytest.mark.parametrize("with_row", [False, True])
def test_a_clip_no_look_up_picks_is_decided_in_one_statement(
    make_tenant, make_clip, django_assert_num_queries, with_row
):
    acme = make_tenant("acme")
    if with_row:
        ReviewPolicy.objects.create(tenant=acme, sample_percent=1)
    clip = new_clip(make_clip, acme)
    with django_assert_num_queries(1):
        assert queue.apply_policy(clip) == ""


def test_the_facts_pick_as_the_look_ups_did(make_tenant, make_clip, make_entry):
    make_tenant("bob")  # so that acme's id is no other row's (a subquery's OuterRef)
    acme = make_tenant("acme")
    clip = new_clip(make_clip, acme, "Our SaaS ships.")
    policy, facts = queue.policy_and_facts(clip)
    assert policy.pk is None and policy.test_sets and policy.lexicon_days == 14
    assert facts == queue.Facts(in_test_set=False, last_change=None)

    make_entry(acme, "SaaS", "sass")
    change = LexiconChange.objects.get()
    LexiconChange.objects.update(at=change.at - timedelta(days=5))
    ReviewPolicy.objects.create(tenant=acme, sample_percent=0, lexicon_days=3)
    policy, facts = queue.policy_and_facts(clip)
    assert (policy.pk is not None, policy.lexicon_days) == (True, 3)
    assert facts.last_change == change.at - timedelta(days=5)
    assert queue.apply_policy(clip) == ""  # changed 5 days ago: not lately
    LexiconChange.objects.update(at=change.at)
    assert queue.apply_policy(clip) == queue.reason_for(clip, policy) == "lexicon"

    batch = Batch.objects.create(tenant=acme)
    BatchItem.objects.create(batch=batch, position=0, key=clip.key, params={})
    TestSet.objects.create(tenant=acme, name="t", sentences="Our SaaS ships.", last_batch=batch)
    assert queue.policy_and_facts(clip)[1].in_test_set
    QueueEntry.objects.filter(clip=clip).delete()
    assert queue.apply_policy(clip) == queue.reason_for(clip, policy) == "test_set"


def test_the_statement_is_written_out_not_compiled_by_the_orm(make_tenant, make_clip, monkeypatch):
    # The ORM spent 2-3 ms of a worker's CPU per miss building and compiling it, the
    # database a tenth of a millisecond running it (docs/BENCHMARKS.md, "a miss's cost").
    from django.db.models.sql.compiler import SQLCompiler

    acme = make_tenant("acme")
    clip = new_clip(make_clip, acme)
    compiled = []
    real = SQLCompiler.as_sql
    monkeypatch.setattr(
        SQLCompiler, "as_sql", lambda self, *a, **k: compiled.append(1) or real(self, *a, **k)
    )
    assert queue.apply_policy(clip) == ""
    assert compiled == []


@pytest.mark.parametrize("percent", ["0", "2.5", "100"])
def test_a_policy_rows_fields_are_read_as_the_orm_reads_them(make_tenant, make_clip, percent):
    acme = make_tenant("acme")
    saved = ReviewPolicy.objects.create(
        tenant=acme, test_sets=False, lexicon_changes=True, lexicon_days=3, sample_percent=percent
    )
    policy, _ = queue.policy_and_facts(new_clip(make_clip, acme))
    orm = ReviewPolicy.objects.get(pk=saved.pk)
    fields = ("pk", "tenant_id", "test_sets", "lexicon_changes", "lexicon_days", "sample_percent")
    assert [getattr(policy, f) for f in fields] == [getattr(orm, f) for f in fields]
    assert type(policy.sample_percent) is type(orm.sample_percent)


def test_a_tenants_latest_lexicon_change_is_an_aware_datetime(make_tenant, make_clip, make_entry):
    acme = make_tenant("acme")
    make_entry(acme, "SaaS", "sass")
    make_entry(acme, "ACME", "acme")
    _, facts = queue.policy_and_facts(new_clip(make_clip, acme))
    assert facts.last_change == LexiconChange.objects.latest("at").at
