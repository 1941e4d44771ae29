"""Files under clips/ that no row names, and temporary files under tmp/, are removed once
they are older than 600 s; files with rows, and anything younger, are kept."""

import os
import time

import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage

from synth.housekeeping import remove_orphaned_files, remove_temporary_files
from synth.models import ClipEncoding

# Backend-dependent, so on the PostgreSQL + Redis pass too: housekeeping: files kept or swept by
# the rows that name them.
pytestmark = pytest.mark.backend


def put(name: str, age: float) -> str:
    """A file in storage, last modified ``age`` seconds ago."""
    name = default_storage.save(name, ContentFile(b"audio"))
    then = time.time() - age
    os.utime(default_storage.path(name), (then, then))
    return name


def test_an_old_file_without_a_row_is_removed(job_settings):
    orphan = put("clips/1/ab/ab12.flac", age=601)

    assert remove_orphaned_files() == "removed 1 orphaned file(s), kept 0 younger than 600 s"
    assert not default_storage.exists(orphan)


def test_a_young_file_without_a_row_is_kept(job_settings):
    # A worker writes the file just before it creates the row.
    young = put("clips/1/ab/ab12.flac", age=590)

    assert remove_orphaned_files() == "removed 0 orphaned file(s), kept 1 younger than 600 s"
    assert default_storage.exists(young)


def test_files_named_by_clips_and_encodings_are_kept(make_tenant, make_clip):
    tenant = make_tenant()
    clip = make_clip(tenant)
    encoding = put(f"clips/{tenant.pk}/{clip.key[:2]}/{clip.key}.mp3", age=10_000)
    ClipEncoding.objects.create(clip=clip, format="mp3", audio=encoding, size=5)
    os.utime(default_storage.path(clip.audio.name), (0, 0))

    assert remove_orphaned_files() == "removed 0 orphaned file(s), kept 0 younger than 600 s"
    assert default_storage.exists(clip.audio.name)
    assert default_storage.exists(encoding)


def test_files_outside_clips_are_not_the_orphan_sweeps_business(job_settings):
    other = put("avatars/someone.png", age=10_000)

    remove_orphaned_files()

    assert default_storage.exists(other)


def test_nothing_stored_yet_is_nothing_to_do(job_settings):
    assert remove_orphaned_files() == "removed 0 orphaned file(s), kept 0 younger than 600 s"
    assert remove_temporary_files() == "removed 0 temporary file(s)"


def test_old_temporary_files_are_removed_and_young_ones_kept(job_settings):
    old = put("tmp/upload-1.part", age=601)
    nested = put("tmp/x/upload-2.part", age=601)
    young = put("tmp/upload-3.part", age=10)

    assert remove_temporary_files() == "removed 2 temporary file(s)"

    assert not default_storage.exists(old)
    assert not default_storage.exists(nested)
    assert default_storage.exists(young)
