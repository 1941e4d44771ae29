"""Re-rendering: the same text, preset, voice and seed planned against today's lexicon. A
changed lexicon gives a new clip beside the old one (A/B); an unchanged one gives the same
cache key, so the same clip. Inference stays in the workers. Stale clips re-render in bulk
as a batch with progress."""

import pytest

from lexicon.models import VoicePreset
from review.models import Flag, Review, State
from review.rerender import rerender
from synth.models import Batch, Clip, SynthesisJob
from tests.test_api_support import synthesize

# Backend-dependent, so on the PostgreSQL + Redis pass too: re-renders as batches and jobs, in
# transactions.
pytestmark = pytest.mark.backend

CLIPS = "/admin/synth/clip/"


@pytest.fixture
def acme(make_tenant):
    tenant = make_tenant("acme")
    VoicePreset.objects.create(
        tenant=tenant, name="calm", voice="F2", steps=2, speed=1.2, is_default=True
    )
    return tenant


def test_a_re_render_after_a_lexicon_change_is_a_new_clip_with_the_same_voice_and_seed(
    sync_jobs, acme, make_entry
):
    before = synthesize(acme, "Our SaaS ships.")
    make_entry(acme, "SaaS", "sass")
    review = Review.of(before)
    review.state = State.FIX_DRAFTED
    review.save()  # as a request leaves it: move() reads the row
    rerender(review)
    after = review.rerendered_clip()
    assert after.pk != before.pk and Clip.objects.filter(pk=before.pk).exists()
    assert after.normalized_text == "Our sass ships."
    for field in ("preset_id", "voice", "seed", "speed", "steps", "silence", "lang"):
        assert getattr(after, field) == getattr(before, field), field
    assert after.lexicon_version > before.lexicon_version


def test_with_an_unchanged_lexicon_the_re_render_is_the_same_clip(sync_jobs, acme):
    before = synthesize(acme, "Nothing changes here.")
    review = Review.of(before)
    review.state = State.STALE
    review.save()  # as a request leaves it: move() reads the row
    rerender(review)
    assert review.rerendered_clip() == before
    assert "same cache key" in review.judgements.get().note


def test_the_web_process_only_queues_the_re_render(job_settings, acme, make_entry, make_plan):
    from synth.worker import run_job

    plan = make_plan(acme, "Our SaaS ships.")
    job = SynthesisJob.objects.create(tenant=acme, key=plan.key, params=plan.job_params())
    run_job(str(job.pk))
    before = Clip.objects.get(key=plan.key)
    make_entry(acme, "SaaS", "sass")
    review = Review.of(before)
    review.state = State.STALE
    review.save()  # as a request leaves it: move() reads the row
    found = rerender(review)
    assert isinstance(found, SynthesisJob) and found.status == SynthesisJob.Status.QUEUED
    assert review.rerendered_clip() is None  # until a worker has made it


def test_approving_a_re_render_approves_both_clips_and_resolves_the_flag(
    sync_jobs, acme, make_entry, make_member, client
):
    before = synthesize(acme, "Our SaaS ships.")
    review = Review.of(before)
    review.move("flag")
    Flag.objects.create(review=review, start=4, end=8, span="SaaS", expected="sass")
    make_entry(acme, "SaaS", "sass")
    review.move("draft_fix")
    rerender(review)
    client.force_login(make_member(acme, "reviewer"))
    client.post(f"{CLIPS}{before.pk}/approve/")
    review.refresh_from_db()
    assert review.state == State.APPROVED
    assert Review.objects.get(clip=review.rerendered_clip()).state == State.APPROVED
    assert review.flags.get().resolved


def test_a_reopened_re_render_goes_back_to_the_editor(sync_jobs, acme, make_member, client):
    before = synthesize(acme, "Our SaaS ships.")
    review = Review.of(before)
    review.move("flag")
    Flag.objects.create(review=review, start=4, end=8, span="SaaS", expected="sass")
    review.move("draft_fix")
    rerender(review)
    client.force_login(make_member(acme, "reviewer"))
    client.post(f"{CLIPS}{before.pk}/reopen/", {"note": "still wrong"})
    review.refresh_from_db()
    assert review.state == State.REOPENED and not review.flags.get().resolved
    client.force_login(make_member(acme, "editor"))
    page = client.get(f"{CLIPS}{before.pk}/change/").content.decode()
    assert 'id="fix-form"' in page


def test_stale_clips_re_render_in_bulk_as_a_batch_with_progress(
    sync_jobs, acme, make_entry, make_member, client
):
    stale = [synthesize(acme, f"Our SaaS ships on day {n}.") for n in (1, 2)]
    untouched = synthesize(acme, "Something else entirely.")
    make_entry(acme, "SaaS", "sass")
    assert {Review.objects.get(clip=c).state for c in stale} == {State.STALE}
    client.force_login(make_member(acme, "editor"))
    response = client.post(  # from "every clip": the untouched one is not queued
        f"{CLIPS}?queue=all",
        {"action": "rerender_selected", "_selected_action": [c.pk for c in [*stale, untouched]]},
    )
    batch = Batch.objects.get()
    assert response.status_code == 302 and str(batch.pk) in response["Location"]
    assert batch.items.count() == 2  # the clip that needs no re-render is left alone
    page = client.get(response["Location"]).content.decode()
    assert "2 of 2 done" in page and page.count("compare A/B") == 2
    for clip in stale:
        after = Review.objects.get(clip=clip).rerendered_clip()
        assert "sass" in after.normalized_text
    assert not Review.objects.filter(clip=untouched).exists()


def test_a_re_render_still_being_made_cannot_be_approved_yet(
    job_settings, acme, make_entry, make_member, make_plan, client
):
    from synth.worker import run_job

    plan = make_plan(acme, "Our SaaS ships.")
    run_job(
        str(SynthesisJob.objects.create(tenant=acme, key=plan.key, params=plan.job_params()).pk)
    )
    before = Clip.objects.get(key=plan.key)
    make_entry(acme, "SaaS", "sass")
    review = Review.of(before)
    rerender(review)  # queued: no worker runs in this test
    client.force_login(make_member(acme, "reviewer"))
    page = client.get(f"{CLIPS}{before.pk}/change/").content.decode()
    assert 'id="rerender-pending"' in page and 'id="approve"' not in page
    client.post(f"{CLIPS}{before.pk}/approve/")
    assert Review.objects.get(clip=before).state == State.RERENDERED
