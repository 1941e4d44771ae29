"""A job writes its audio into scratch files in local storage's tmp/ folder and stores them
by renaming: nothing of them is left there afterwards, whether the job succeeds or fails."""

import os

from django.core.files.storage import default_storage

from synth import jobs
from synth.jobs import clip_or_job, wait_for
from synth.models import ClipEncoding


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
        assert oct(os.stat(default_storage.path(name)).st_mode & 0o777) == "0o644"


def test_a_job_that_fails_while_writing_leaves_no_scratch_file(
    sync_jobs, make_tenant, make_plan, monkeypatch
):
    def fail_midway(engine, request, scratch, publish=None):
        for file in scratch.values():
            file.write(b"half a clip")
        raise OSError("the disk went away")

    monkeypatch.setattr(jobs, "_write_audio", fail_midway)

    job = wait_for(clip_or_job(make_plan(make_tenant()), ("wav",)), 0)

    assert job.status == "failed"
    assert left_in_tmp(sync_jobs.MEDIA_ROOT) == []
