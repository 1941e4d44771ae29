"""Looking at a batch costs little whatever its size (issue 30, L5): a GET of a 1,000-item
batch read every item's job with its whole plan and every clip with its text, chunks,
explanation and reading (0.08-0.19 s of a web worker each time, and a client polls). The
progress reads what it shows: item positions and formats, job states and errors, clip
keys; a fixed number of queries. Its counts are one aggregate in SQL and its items a
page at a time (issue 36), on the API and the admin's batch page: no query reads every
item, nor every clip's key."""

import secrets
from copy import copy

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
    clips, jobs, rows = [], [], []
    # Three inserts, not three per item: a thousand items one by one took most of this
    # file's time (minutes on PostgreSQL under load); the rows are the same.
    for position in range(start, items):
        key = secrets.token_hex(32)
        clips.append(copy(clip))
        clips[-1].pk, clips[-1].key = None, key
        jobs.append(copy(job))
        jobs[-1].pk, jobs[-1].key = None, key
        rows.append(
            BatchItem(
                batch_id=batch_id, position=position, key=key, params=first.params, job=jobs[-1]
            )
        )
    Clip.objects.bulk_create(clips)
    SynthesisJob.objects.bulk_create(jobs)
    BatchItem.objects.bulk_create(rows)


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


def read_every_item(queries) -> list[str]:
    """The queries that read the batch's items, or clips by their keys, without a bound: a
    page is sliced (LIMIT) or named by its ids and keys; counts are aggregates."""
    unbounded = []
    for query in queries.captured_queries:
        sql = query["sql"]
        bounded = ("LIMIT", "COUNT(", '"synth_batchitem"."id" IN (')  # a page, by id
        items = 'FROM "synth_batchitem"' in sql and not any(b in sql for b in bounded)
        keys = sql.count("', '") >= 100  # an IN list of a page's keys at most
        if items or keys:
            unbounded.append(sql[:200])
    return unbounded


def test_a_thousand_items_take_the_queries_ten_do(batch):
    api, tenant, batch_id = batch
    grown(batch_id, tenant, 10)
    with CaptureQueriesContext(connection) as few:
        small = api.get(f"{URL}/{batch_id}").json()
    grown(batch_id, tenant, 1000)
    with CaptureQueriesContext(connection) as many:
        large = api.get(f"{URL}/{batch_id}").json()
    # (The key's and the rate's own bookkeeping may add one or two, now and then.)
    assert len(many.captured_queries) <= len(few.captured_queries) + 2
    assert read_every_item(many) == []
    assert (large["total"], large["done"], large["pending"]) == (1000, 1000, 0)
    assert len(large["items"]) == 100 and large["previous"] is None
    first = large["items"][0]
    assert first["clip"] == small["items"][0]["clip"] and first["status"] == "done"
    assert first["audio_url"].split("?")[0] == small["items"][0]["audio_url"].split("?")[0]
    last = api.get(large["next"].replace("page=2", "page=10")).json()
    assert last["items"][-1]["position"] == 999 and last["next"] is None
    assert last["items"][-1]["audio_url"].endswith("&format=mp3")
    assert last["previous"].endswith(f"{URL}/{batch_id}?page=9")


def test_a_page_past_the_end_is_not_found(batch):
    api, _, batch_id = batch
    for page in ("2", "0", "x", "9" * 30):
        answer = api.get(f"{URL}/{batch_id}?page={page}")
        assert answer.status_code == 404 and answer.json()["error"]["code"] == "not_found"


def test_the_admin_batch_page_of_a_thousand_items_takes_the_queries_of_ten(
    batch, client, make_member
):
    _, tenant, batch_id = batch
    client.force_login(make_member(tenant, "editor"))
    page = f"/admin/synth/batch/{batch_id}/change/"
    grown(batch_id, tenant, 10)
    with CaptureQueriesContext(connection) as few:
        assert "10 of 10 done" in client.get(page).content.decode()
    grown(batch_id, tenant, 1000)
    with CaptureQueriesContext(connection) as many:
        shown = client.get(f"{page}?page=10").content.decode()
    assert len(many.captured_queries) == len(few.captured_queries)
    assert read_every_item(many) == []
    assert "1000 of 1000 done" in shown and "items 901 to 1000 of 1000" in shown


def test_a_batchs_lists_and_its_end_read_counts_not_items(batch, client, make_member):
    from review.models import TestSet
    from synth.batches import finish_if_done
    from synth.models import Batch

    _, tenant, batch_id = batch
    grown(batch_id, tenant, 1000)
    TestSet.objects.create(tenant=tenant, name="s", sentences="One.", last_batch_id=batch_id)
    client.force_login(make_member(tenant, "editor"))
    for url, shown in [
        ("/admin/synth/batch/", "1000 of 1000"),
        ("/admin/review/testset/", "1000 of 1000 rendered"),
    ]:
        with CaptureQueriesContext(connection) as queries:
            assert shown in client.get(url).content.decode()
        assert read_every_item(queries) == []
    with CaptureQueriesContext(connection) as queries:
        finish_if_done(Batch.objects.get(pk=batch_id))
    assert read_every_item(queries) == []
