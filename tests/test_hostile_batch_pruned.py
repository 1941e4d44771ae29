"""A batch's items are rendered once (the twenty-third pass): every look at a batch, and
the schedule every minute, queued its items that had no clip and no job, so once a finished
job was pruned (SYNTH_JOB_KEEP_DAYS) and its clip too (unused, or past the tenant's storage),
a GET rendered the item again uncharged (H-1: 140 items, ~700,000 characters past the daily
quota); a deactivated tenant's batch kept being fed (M-1: 50 jobs in 90 s); and an item whose
clip was pruned showed "pending" for ever (L-1). Now an item dispatched once is never queued
again: without its clip it is "expired"; nothing is fed for a deactivated tenant."""

import pytest

from api.throttles import quota_used
from synth.batches import feed_all
from synth.models import Batch, BatchItem, Clip, SynthesisJob
from tests.test_api_support import client_for

pytestmark = pytest.mark.backend

URL = "/api/v1/batches"
TEXTS = ["The first item.", "The second item.", "The third item."]


@pytest.fixture
def acme(make_tenant, fresh_counts):
    return make_tenant("acme")


def batch_of(api) -> dict:
    items = [{"text": text} for text in TEXTS]
    response = api.post(URL, {"items": items}, content_type="application/json")
    assert response.status_code == 202
    return response.json()


def prune_all():
    """What housekeeping does over weeks: the finished jobs pruned, the clips too."""
    SynthesisJob.objects.all().delete()
    Clip.objects.all().delete()


def test_a_batch_whose_jobs_and_clips_were_pruned_is_not_rendered_again(sync_jobs, acme):
    api = client_for(acme)
    body = batch_of(api)
    assert body["done"] == 3
    charged = quota_used(acme)[0]
    prune_all()
    again = api.get(f"{URL}/{body['id']}").json()
    assert feed_all() == "queued 0 batch item(s)"
    assert SynthesisJob.objects.count() == 0  # before: three jobs, rendered again
    assert Clip.objects.count() == 0
    assert quota_used(acme)[0] == charged
    assert (again["done"], again["expired"], again["pending"], again["failed"]) == (0, 3, 0, 0)
    assert {item["status"] for item in again["items"]} == {"expired"}
    assert all(item["audio_url"] is None for item in again["items"])


def test_an_item_whose_clip_was_pruned_is_expired_not_pending(sync_jobs, acme):
    api = client_for(acme)
    body = batch_of(api)
    Clip.objects.filter(text=TEXTS[0]).delete()  # past the tenant's storage, say
    again = api.get(f"{URL}/{body['id']}").json()
    assert (again["done"], again["expired"], again["pending"]) == (2, 1, 0)
    assert SynthesisJob.objects.count() == 3  # not made again


def test_a_deactivated_tenants_batch_is_not_fed(job_settings, acme):
    job_settings.SYNTH_MAX_QUEUE = 3
    job_settings.SYNTH_TENANT_MAX_QUEUE = 2  # a batch's share: one job at a time
    api = client_for(acme)
    batch_of(api)
    assert SynthesisJob.objects.count() == 1
    SynthesisJob.objects.update(status="done")  # the first one done: room again
    acme.active = False
    acme.save(update_fields=["active"])
    assert feed_all() == "queued 0 batch item(s)"
    assert SynthesisJob.objects.count() == 1  # before: the next item queued every minute
    assert BatchItem.objects.filter(dispatched=False).count() == 2


def test_a_finished_batch_is_not_fed_and_an_unfed_item_still_is(job_settings, acme):
    job_settings.SYNTH_MAX_QUEUE = 3
    job_settings.SYNTH_TENANT_MAX_QUEUE = 2
    api = client_for(acme)
    body = batch_of(api)
    SynthesisJob.objects.update(status="done")
    assert feed_all() == "queued 1 batch item(s)"  # the next one, as room came
    assert Batch.objects.get(pk=body["id"]).finished is None
