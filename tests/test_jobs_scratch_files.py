"""A job writes its audio into scratch files in local storage's tmp/ folder and stores them
by renaming: nothing of them is left there afterwards, whether the job succeeds or fails."""

import os

import pytest
from django.core.files.base import File
from django.core.files.storage import default_storage

from synth import worker
from synth.dispatch import clip_or_job, wait_for
from synth.models import ClipEncoding, SynthesisJob
from synth.sentences import Reuse


def left_in_tmp(media) -> list:
    folder = media / "tmp"
    return sorted(os.listdir(folder)) if folder.exists() else []


def test_a_stored_clip_leaves_no_scratch_file_and_is_whole(sync_jobs, make_tenant, make_plan):
    job = wait_for(clip_or_job(make_plan(make_tenant()), ("wav", "pcm")), 0)

    assert job.status == "done"
    assert left_in_tmp(sync_jobs.MEDIA_ROOT) == []
    pcm = ClipEncoding.objects.get(clip=job.clip, format="pcm")
    for name, size in ((job.clip.audio.name, job.clip.size), (pcm.audio.name, pcm.size)):
        assert default_storage.size(name) == size > 44
        # Private to the service's user, as everything under VAR_DIR (tests/test_hostile_files.py).
        assert oct(os.stat(default_storage.path(name)).st_mode & 0o777) == "0o600"


def test_a_job_that_fails_while_writing_leaves_no_scratch_file(
    sync_jobs, make_tenant, make_plan, monkeypatch
):
    def fail_midway(engine, request, scratch, publish=None):
        for file in scratch.values():
            file.write(b"half a clip")
        raise OSError("the disk went away")

    monkeypatch.setattr(worker, "write_audio", fail_midway)

    job = wait_for(clip_or_job(make_plan(make_tenant()), ("wav",)), 0)

    assert job.status == "failed"
    assert left_in_tmp(sync_jobs.MEDIA_ROOT) == []


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
def test_a_disk_that_fills_while_writing_fails_the_job_as_storage_full(
    sync_jobs, make_tenant, make_plan, monkeypatch
):
    # libsndfile reports only "System error"; the job must still say why (503, try later).
    def on_a_full_disk(files):
        return File(files.enter_context(open("/dev/full", "wb")))

    monkeypatch.setattr(worker, "scratch_file", on_a_full_disk)

    job = wait_for(clip_or_job(make_plan(make_tenant()), ("wav",)), 0)

    assert (job.status, job.error_code) == ("failed", "storage_full")


def test_a_second_worker_on_the_same_key_leaves_the_stored_clips_files(
    sync_jobs, make_tenant, make_plan
):
    tenant = make_tenant()
    first = wait_for(clip_or_job(make_plan(tenant), ("wav", "pcm")), 0)
    clip = first.clip
    # A worker presumed dead finishes the same key at the same moment: storing by rename,
    # its files took the very names of the stored clip's.
    names = {"wav": clip.audio.name, "pcm": clip.encodings.get(format="pcm").audio.name}
    sizes = {f: default_storage.size(name) for f, name in names.items()}
    late = SynthesisJob.objects.create(
        tenant=tenant, key=clip.key, params=first.params, status="running"
    )

    assert worker.store_clip(late, names, sizes, [], 44100, 1, 0.1, Reuse()) == clip

    assert all(default_storage.exists(name) for name in names.values())
    late.refresh_from_db()
    assert (late.status, late.clip) == ("done", clip)
