"""A stored plan is as small as what its tenant was charged, and stored batches are pruned
(the thirty-third pass). H-1: a preset's uploaded style (12,928 numbers) was copied into the
plan of every batch item and every job, 146 kB on disk for an item charged one character,
and no housekeeping deleted batches: three 200-item batches a minute added 88 MB of rows a
minute. Now a style that is not built in is kept once per tenant (synth.models.PlannedStyle)
and plans name it by digest; batches go after SYNTH_JOB_KEEP_DAYS, unused styles a day
later. L-1: a batch's progress, and the admin's batch page, read every shown item's whole
plan for its formats (and its texts): now only those keys."""

import json
import re
from datetime import timedelta

import numpy as np
import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from engine.styles import Style, style_json
from lexicon.models import VoicePreset
from synth import housekeeping
from synth.batches import create_batch, progress, shown_items
from synth.conf import model_folder
from synth.dispatch import clip_or_job
from synth.models import Batch, BatchItem, Clip, PlannedStyle, Sentence, SynthesisJob
from synth.speech import plan_speech
from synth.worker import run_job
from tests.test_api_support import client_for, stored_samples

pytestmark = pytest.mark.backend

URL = "/api/v1/batches"
PARAMS = {"lang": "en", "steps": 2, "seed": 7}


@pytest.fixture
def acme(make_tenant):
    return make_tenant("acme")


def brand_style() -> Style:
    """A voice of its own: F1's tensors, changed enough to be another voice."""
    f1 = model_folder().style("F1")
    return Style(np.float32(0.9) * f1.ttl, np.float32(1.1) * f1.dp)


def brand(tenant) -> VoicePreset:
    """The tenant's preset with an uploaded style."""
    preset = VoicePreset(tenant=tenant, name="brand")
    preset.set_style(style_json(brand_style()), "brand.json")
    preset.save()
    return preset


def inline(style: Style) -> dict:
    """A style as plans carried it before the thirty-third pass: its tensors, in full."""
    return {
        "style_ttl": {"dims": list(style.ttl.shape), "data": style.ttl.tolist()},
        "style_dp": {"dims": list(style.dp.shape), "data": style.dp.tolist()},
    }


def size(params: dict) -> int:
    return len(json.dumps(params))


# --- H-1: a style kept once, plans that name it -------------------------------------------


def test_a_batch_with_an_uploaded_style_keeps_it_once_and_its_items_stay_small(job_settings, acme):
    brand(acme)
    items = [{"text": f"Item {i}.", "preset": "brand", "steps": 2} for i in range(50)]
    with CaptureQueriesContext(connection) as queries:
        made = client_for(acme).post(URL, {"items": items}, content_type="application/json")
    assert made.status_code == 202, made.content
    assert PlannedStyle.objects.filter(tenant=acme).count() == 1
    kept = [q["sql"] for q in queries.captured_queries if "synth_plannedstyle" in q["sql"]]
    assert len(kept) <= 4  # once per batch: its look, then (locked) its check, count and upsert
    sizes = [size(p) for p in BatchItem.objects.values_list("params", flat=True)]
    assert len(sizes) == 50 and max(sizes) < 4096  # before: 267 kB of JSON each
    assert SynthesisJob.objects.exists()
    assert max(size(p) for p in SynthesisJob.objects.values_list("params", flat=True)) < 4096
    digest = brand_style().digest
    assert {p["voice"]["style"] for p in BatchItem.objects.values_list("params", flat=True)} == {
        digest
    }


def test_a_job_named_by_digest_synthesizes_the_samples_an_inline_style_did(job_settings, acme):
    plan = plan_speech(acme, "The brand voice says this.", preset=brand(acme), **PARAMS)
    job = clip_or_job(plan)
    assert job.params["voice"] == {"style": plan.style.digest}
    assert run_job(str(job.pk)) == "done"
    named = stored_samples(Clip.objects.get(tenant=acme, key=plan.key))
    # The same plan as jobs were queued before the upgrade, the tensors in it, made afresh.
    Clip.objects.all().delete()
    Sentence.objects.all().delete()
    old = SynthesisJob.objects.create(
        tenant=acme, key=plan.key, params={**job.params, "voice": inline(plan.style)}
    )
    assert run_job(str(old.pk)) == "done"
    old.refresh_from_db()
    assert old.status == "done" and old.clip.voice_digest == plan.style.digest
    assert np.array_equal(stored_samples(old.clip), named)
    # And neither is F1's own voice.
    f1 = clip_or_job(plan_speech(acme, "The brand voice says this.", voice="F1", **PARAMS))
    run_job(str(f1.pk))
    assert not np.array_equal(stored_samples(Clip.objects.get(key=f1.key)), named)


def test_a_blend_of_built_in_voices_is_mixed_again_by_the_worker_and_never_stored(
    job_settings, acme
):
    """A request may name any weights: each blend is a style of its own, which kept would be
    up to 210 kB stored per request charged one character."""
    items = [{"text": "Hi.", "voice": f"F1:{w}+M3:{100 - w}", "steps": 2} for w in range(1, 41)]
    made = client_for(acme).post(URL, {"items": items}, content_type="application/json")
    assert made.status_code == 202, made.content
    assert not PlannedStyle.objects.exists()
    assert max(size(p) for p in BatchItem.objects.values_list("params", flat=True)) < 4_096
    plan = plan_speech(acme, "A blend of two voices.", voice="F1:0.7+M3:0.3", **PARAMS)
    job = clip_or_job(plan)
    assert job.params["voice"] == {"blend": [["F1", 0.7], ["M3", 0.3]]}
    assert not PlannedStyle.objects.exists()
    assert run_job(str(job.pk)) == "done"
    mixed = stored_samples(Clip.objects.get(tenant=acme, key=plan.key))
    Clip.objects.all().delete()
    Sentence.objects.all().delete()
    old = SynthesisJob.objects.create(
        tenant=acme, key=plan.key, params={**job.params, "voice": inline(plan.style)}
    )
    assert run_job(str(old.pk)) == "done"
    assert np.array_equal(stored_samples(Clip.objects.get(tenant=acme, key=plan.key)), mixed)


def test_a_blend_that_no_longer_mixes_to_its_planned_style_fails(job_settings, acme):
    plan = plan_speech(acme, "A blend of two voices.", voice="F1:0.7+M3:0.3", **PARAMS)
    job = clip_or_job(plan)
    SynthesisJob.objects.filter(pk=job.pk).update(
        params={**job.params, "voice": {"blend": [["F1", 0.6], ["M3", 0.4]]}}
    )
    run_job(str(job.pk))
    job.refresh_from_db()
    assert (job.status, job.error_code) == ("failed", "style_missing")


def test_a_job_whose_kept_style_is_gone_fails_with_style_missing(job_settings, acme):
    plan = plan_speech(acme, "Said in a pruned voice.", preset=brand(acme), **PARAMS)
    job = clip_or_job(plan)
    PlannedStyle.objects.all().delete()
    run_job(str(job.pk))
    job.refresh_from_db()
    assert (job.status, job.error_code) == ("failed", "style_missing")
    assert not Clip.objects.exists()


def test_a_job_cannot_name_another_tenants_kept_style(job_settings, acme, make_tenant):
    plan = plan_speech(acme, "Acme's own voice.", preset=brand(acme), **PARAMS)
    clip_or_job(plan)  # acme's style kept
    charlie = make_tenant("charlie")
    theirs = SynthesisJob.objects.create(tenant=charlie, key="c" * 64, params=plan.job_params())
    run_job(str(theirs.pk))
    theirs.refresh_from_db()
    assert (theirs.status, theirs.error_code) == ("failed", "style_missing")


def test_a_built_in_voice_adds_no_statement_and_a_kept_style_no_write_to_a_miss(
    job_settings, make_plan, acme
):
    with CaptureQueriesContext(connection) as queries:
        clip_or_job(make_plan(acme, "A built-in voice."))
    assert not [q for q in queries.captured_queries if "plannedstyle" in q["sql"]]
    preset = brand(acme)
    clip_or_job(plan_speech(acme, "The first miss keeps it.", preset=preset, **PARAMS))
    with CaptureQueriesContext(connection) as queries:
        clip_or_job(plan_speech(acme, "The second one reads it.", preset=preset, **PARAMS))
    styles = [q["sql"] for q in queries.captured_queries if "plannedstyle" in q["sql"]]
    assert len(styles) == 1 and styles[0].startswith("SELECT")


def test_a_style_unused_for_an_hour_is_marked_used_again(job_settings, acme):
    preset = brand(acme)
    clip_or_job(plan_speech(acme, "Kept.", preset=preset, **PARAMS))
    long_ago = timezone.now() - timedelta(days=30)
    PlannedStyle.objects.update(last_used=long_ago)
    clip_or_job(plan_speech(acme, "Kept again.", preset=preset, **PARAMS))
    assert PlannedStyle.objects.get().last_used > timezone.now() - timedelta(minutes=1)


# --- housekeeping: batches and styles pruned ----------------------------------------------


def aged(batch: Batch, *, created_days: float, finished_days: float | None) -> Batch:
    now = timezone.now()
    finished = None if finished_days is None else now - timedelta(days=finished_days)
    Batch.objects.filter(pk=batch.pk).update(
        created=now - timedelta(days=created_days), finished=finished
    )
    return batch


def test_housekeeping_deletes_old_batches_with_their_items_and_keeps_recent_ones(
    job_settings, make_plan, acme
):
    job_settings.SYNTH_JOB_KEEP_DAYS = 7

    def batch(**age):
        plans = [make_plan(acme, f"Line {i}.") for i in range(3)]
        return aged(create_batch(acme, plans), **age)

    old_finished = batch(created_days=9, finished_days=8)
    old_unfinished = batch(created_days=8, finished_days=None)
    recent = batch(created_days=1, finished_days=None)
    finished_lately = batch(created_days=8, finished_days=2)
    answer = housekeeping.prune_batches()
    assert answer == "deleted 2 batch(es) and their 6 item(s)"
    left = set(Batch.objects.values_list("pk", flat=True))
    assert left == {recent.pk, finished_lately.pk}
    assert not BatchItem.objects.filter(batch__in=[old_finished.pk, old_unfinished.pk]).exists()
    assert BatchItem.objects.count() == 6


def test_housekeeping_deletes_styles_unused_a_day_past_the_keep_days(job_settings, acme):
    job_settings.SYNTH_JOB_KEEP_DAYS = 7
    preset = brand(acme)
    create_batch(acme, [plan_speech(acme, "Planned today.", preset=preset, **PARAMS)])
    now = timezone.now()
    other = Style(np.float32(0.5) * brand_style().ttl, brand_style().dp)
    for days, style in ((9, other), (7.5, Style(other.ttl, np.float32(0.5) * other.dp))):
        PlannedStyle.objects.create(
            tenant=acme,
            digest=style.digest,
            style=style_json(style),
            last_used=now - timedelta(days=days),
        )
    assert housekeeping.prune_planned_styles() == "deleted 1 unused planned style(s)"
    assert PlannedStyle.objects.count() == 2
    assert PlannedStyle.objects.filter(digest=preset.style_digest).exists()
    assert not PlannedStyle.objects.filter(digest=other.digest).exists()


def test_batches_and_styles_are_pruned_on_a_schedule_and_by_the_command():
    import inspect

    from synth.management.commands.housekeeping import Command

    scheduled = {function for _, function, _ in housekeeping.SCHEDULES}
    assert {"synth.housekeeping.prune_batches", "synth.housekeeping.prune_planned_styles"} <= (
        scheduled
    )
    source = inspect.getsource(Command)
    assert "prune_batches" in source and "prune_planned_styles" in source


# --- L-1: progress reads no plan ----------------------------------------------------------

# A column read through a key: PostgreSQL's -> and ->>, SQLite's JSON_TYPE and JSON_EXTRACT.
PARAMS_COLUMN = '"synth_batchitem"."params"'
BY_KEY = re.compile(r'"synth_batchitem"\."params"(?:\s*->>?\s*\'(\w+)\'|,\s*\'\$\."(\w+)"\')')


def plan_keys_read(queries) -> set[str]:
    """The keys of the items' plans that ``queries`` read; "params" for the whole plan."""
    keys = set()
    for query in queries.captured_queries:
        sql = query["sql"]
        if not sql.startswith("SELECT"):
            continue
        keys |= {a or b for a, b in BY_KEY.findall(sql)}
        if sql.count(PARAMS_COLUMN) > len(BY_KEY.findall(sql)):
            keys.add("params")
    return keys


@pytest.fixture
def done_batch(sync_jobs, acme):
    items = [{"text": f"Item number {i}.", "format": "mp3"} for i in range(3)]
    made = client_for(acme).post(URL, {"items": items}, content_type="application/json")
    assert made.status_code == 202 and made.json()["done"] == 3
    return Batch.objects.get(pk=made.json()["id"])


def test_a_page_of_progress_reads_only_the_items_formats(done_batch):
    with CaptureQueriesContext(connection) as queries:
        state = progress(done_batch, shown_items(done_batch)[:100])
    assert [item.formats for item, _, _ in state["items"]] == [["mp3"]] * 3
    assert plan_keys_read(queries) == {"formats"}


def test_the_apis_progress_reads_only_the_items_formats(done_batch, acme):
    with CaptureQueriesContext(connection) as queries:
        body = client_for(acme).get(f"{URL}/{done_batch.pk}").json()
    assert body["items"][0]["audio_url"].endswith("&format=mp3")
    assert plan_keys_read(queries) == {"formats"}


def test_the_admin_batch_page_reads_only_the_items_texts_and_formats(
    done_batch, acme, client, make_member
):
    client.force_login(make_member(acme, "editor"))
    with CaptureQueriesContext(connection) as queries:
        page = client.get(f"/admin/synth/batch/{done_batch.pk}/change/").content.decode()
    assert "Item number 2." in page and "3 of 3 done" in page
    assert plan_keys_read(queries) <= {"formats", "text", "normalized_text"}
