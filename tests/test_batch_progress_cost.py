"""Looking at a batch costs little whatever its size (issue 30, L5): a GET of a 1,000-item
batch read every item's job with its whole plan and every clip with its text, chunks,
explanation and reading (0.08-0.19 s of a web worker each time, and a client polls). The
progress reads what it shows: item positions and formats, job states and errors, clip
keys; a fixed number of queries."""

import secrets

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from synth.models import BatchItem, Clip, SynthesisJob
from tests.test_api_support import client_for

pytestmark = pytest.mark.backend

URL = "/api/v1/batches"
HEAVY = {
    "synth_synthesisjob": ("params",),
    "synth_clip": ("text", "normalized_text", "explanation", "reading", "chunks"),
}


def grown(batch_id, tenant, items: int) -> None:
    """The batch grown to ``items`` done items like its first (real plans, clips, jobs)."""
    first = BatchItem.objects.filter(batch_id=batch_id).order_by("position").first()
    clip = Clip.objects.get(tenant=tenant, key=first.key)
    job = SynthesisJob.objects.get(pk=first.job_id)
    start = BatchItem.objects.filter(batch_id=batch_id).count()
    for position in range(start, items):
        key = secrets.token_hex(32)
        clip.pk, clip.key = None, key
        clip.save()
        job.pk, job.key = None, key
        SynthesisJob.objects.bulk_create([job])
        BatchItem.objects.create(
            batch_id=batch_id, position=position, key=key, params=first.params, job=job
        )


@pytest.fixture
def batch(sync_jobs, make_tenant):
    tenant = make_tenant("acme")
    api = client_for(tenant)
    text = "A sentence of a batch, long enough to be a real one. " * 6
    body = {"items": [{"text": text + str(i), "format": "mp3"} for i in range(3)]}
    made = api.post(URL, body, content_type="application/json")
    assert made.status_code == 202 and made.json()["done"] == 3
    return api, tenant, made.json()["id"]


def test_a_batchs_progress_reads_no_plan_and_no_clip_text(batch):
    api, _, batch_id = batch
    with CaptureQueriesContext(connection) as queries:
        answer = api.get(f"{URL}/{batch_id}")
    assert answer.status_code == 200
    for query in queries.captured_queries:
        sql = query["sql"]
        for table, columns in HEAVY.items():
            for column in columns:
                assert f'"{table}"."{column}"' not in sql, sql


def test_a_thousand_items_take_about_the_queries_three_do(batch):
    api, tenant, batch_id = batch
    with CaptureQueriesContext(connection) as few:
        small = api.get(f"{URL}/{batch_id}").json()
    grown(batch_id, tenant, 1000)
    with CaptureQueriesContext(connection) as many:
        large = api.get(f"{URL}/{batch_id}").json()
    # (The key's and the rate's own bookkeeping may add one or two, now and then.)
    assert len(many.captured_queries) <= len(few.captured_queries) + 2
    assert (large["total"], large["done"]) == (1000, 1000)
    first, last = large["items"][0], large["items"][999]
    assert first["clip"] == small["items"][0]["clip"] and first["status"] == "done"
    assert first["audio_url"].split("?")[0] == small["items"][0]["audio_url"].split("?")[0]
    assert last["audio_url"].endswith("&format=mp3")
