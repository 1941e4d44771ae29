"""A cache miss becomes one job and one clip; the same request again is a hit."""

import io

import pytest
import soundfile
from django.core.files.storage import default_storage

from synth.dispatch import clip_or_job, wait_for
from synth.models import Clip, SynthesisJob

# Backend-dependent, so on the PostgreSQL + Redis pass too: the job queue: one job and one clip
# per miss.
pytestmark = pytest.mark.backend


def test_a_miss_creates_one_job_and_one_clip(sync_jobs, make_tenant, make_plan):
    plan = make_plan(make_tenant())

    job = clip_or_job(plan)

    assert isinstance(job, SynthesisJob)
    job = wait_for(job, 0)
    assert (job.status, job.attempts, job.error_code) == ("done", 1, "")
    assert SynthesisJob.objects.count() == 1
    clip = Clip.objects.get()
    assert job.clip == clip
    assert (clip.key, clip.model_fingerprint, clip.voice) == (plan.key, plan.fingerprint, "M1")


def test_the_clip_file_is_the_audio_the_row_describes(sync_jobs, make_tenant, make_plan):
    clip = wait_for(clip_or_job(make_plan(make_tenant())), 0).clip

    with default_storage.open(clip.audio.name) as f:
        data = f.read()
    samples, rate = soundfile.read(io.BytesIO(data))
    assert clip.audio.name.startswith(f"clips/{clip.tenant_id}/")
    assert clip.size == len(data)
    assert rate == clip.sample_rate
    assert len(samples) / rate == clip.duration


def test_the_same_request_again_is_a_hit(sync_jobs, make_tenant, make_plan):
    tenant = make_tenant()
    first = wait_for(clip_or_job(make_plan(tenant)), 0)

    again = clip_or_job(make_plan(tenant))

    assert again == first.clip
    assert SynthesisJob.objects.count() == 1


def test_another_tenant_asking_the_same_gets_its_own_clip(sync_jobs, make_tenant, make_plan):
    alice, bob = make_tenant("alice"), make_tenant("bob")
    wait_for(clip_or_job(make_plan(alice)), 0)

    bobs = clip_or_job(make_plan(bob))

    assert isinstance(bobs, SynthesisJob)  # a miss: no tenant learns from another's cache
    assert Clip.objects.filter(tenant=bob).count() == 1
    assert Clip.objects.count() == 2
