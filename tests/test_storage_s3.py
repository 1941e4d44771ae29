"""Clips, encodings and sentence audio on S3-compatible storage (django-storages against a
real S3-protocol server, tests/s3.py): stored as objects, served whole and by Range from
the bucket, swept by housekeeping, and an object store that is down answered 503
``storage_unavailable`` with Retry-After, with nothing lost or half-written."""

from datetime import timedelta

import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.utils import timezone

from synth import housekeeping
from synth.models import Clip, Sentence, SynthesisJob
from tests.s3 import (  # noqa: F401 (fixtures)
    object_names,
    s3_server_fixture,
    s3_storage_fixture,
    storage_down_fixture,
)
from tests.test_api_support import client_for, error, synthesize

# Backend-dependent, so on the PostgreSQL + Redis pass too: housekeeping sweeps, and nothing half-
# written when storage fails.
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("s3_storage")]

TWO_SENTENCES = "The first sentence is here. And the second one follows it."


def speak(client, text="Hello there.", **body):
    return client.post("/api/v1/speech", {"text": text, **body}, "application/json")


def test_a_clip_lives_in_the_bucket_and_is_served_whole_and_by_range(
    make_tenant, s3_server, s3_storage, job_settings
):
    clip = synthesize(make_tenant("acme"), "Hello there.")
    assert clip.audio.name in object_names(s3_server.url, s3_storage)
    assert not (job_settings.MEDIA_ROOT / "clips").exists()  # nothing on the local disk
    client = client_for(clip.tenant)
    url = f"/api/v1/clips/{clip.key}/audio?format=flac"
    whole = client.get(url)
    assert whole.status_code == 200
    body = whole.getvalue()
    stored = default_storage.open(clip.audio.name).read()
    assert body == stored and len(body) == clip.size
    part = client.get(url, headers={"Range": "bytes=10-109"})
    assert part.status_code == 206
    assert part["Content-Range"] == f"bytes 10-109/{len(body)}"
    assert part.getvalue() == body[10:110]
    tail = client.get(url, headers={"Range": "bytes=-7"})
    assert tail.status_code == 206 and tail.getvalue() == body[-7:]
    beyond = client.get(url, headers={"Range": f"bytes={len(body)}-"})
    assert beyond.status_code == 416 and beyond["Content-Range"] == f"bytes */{len(body)}"


def test_a_range_is_a_ranged_get_not_the_whole_object(make_tenant, monkeypatch):
    from storages.backends.s3 import S3File

    clip = synthesize(make_tenant("acme"), "Hello there.")
    whole = default_storage.open(clip.audio.name).read()

    def no_whole_download(self):
        raise AssertionError("the whole object was downloaded for a range")

    monkeypatch.setattr(S3File, "file", property(no_whole_download))
    url = f"/api/v1/clips/{clip.key}/audio?format=flac"
    part = client_for(clip.tenant).get(url, headers={"Range": "bytes=100-1099"})
    assert part.status_code == 206 and part.getvalue() == whole[100:1100]


def test_an_encoding_made_on_request_is_stored_beside_its_clip(make_tenant, s3_server, s3_storage):
    clip = synthesize(make_tenant("acme"), "Hello there.")
    response = client_for(clip.tenant).get(f"/api/v1/clips/{clip.key}/audio?format=mp3")
    assert response.status_code == 200 and response["Content-Type"] == "audio/mpeg"
    encoding = clip.encodings.get(format="mp3")
    assert encoding.audio.name in object_names(s3_server.url, s3_storage)
    assert response.getvalue() == default_storage.open(encoding.audio.name).read()


def test_sentence_audio_is_kept_in_the_bucket_and_reused(make_tenant, s3_server, s3_storage):
    acme = make_tenant("acme")
    synthesize(acme, TWO_SENTENCES)
    names = object_names(s3_server.url, s3_storage)
    sentences = list(Sentence.objects.values_list("audio", flat=True))
    assert sentences and all(name in names for name in sentences)
    again = synthesize(acme, "And the second one follows it. A new one ends it.")
    assert again.reused_sentences >= 1


def test_an_object_store_that_is_down_answers_503_and_loses_nothing(
    make_tenant, sync_jobs, s3_server, s3_storage, storage_down
):
    acme = make_tenant("acme")
    clip = synthesize(acme, "Hello there.")
    client = client_for(acme)
    url = f"/api/v1/clips/{clip.key}/audio?format=flac"
    before = client.get(url).getvalue()
    stored = object_names(s3_server.url, s3_storage)

    storage_down()
    served = client.get(url)
    assert served.status_code == 503 and served["Retry-After"]
    assert error(served)["code"] == "storage_unavailable"
    made = speak(client, "A text never heard before.")
    assert made.status_code == 503 and made["Retry-After"]
    assert error(made)["code"] == "storage_unavailable"
    assert SynthesisJob.objects.get(status="failed").error_code == "storage_unavailable"
    assert Clip.objects.count() == 1  # no row for audio that was never stored

    storage_down(False)
    assert object_names(s3_server.url, s3_storage) == stored  # nothing half-written
    assert client.get(url).getvalue() == before
    again = speak(client, "A text never heard before.")
    assert again.status_code == 200 and again["X-Cache"] == "MISS"
    assert Clip.objects.count() == 2


def test_housekeeping_sweeps_orphans_and_pruned_clips_from_the_bucket(
    make_tenant, make_clip, s3_server, s3_storage, monkeypatch, job_settings
):
    acme = make_tenant("acme")
    kept = make_clip(acme)
    long_ago = timezone.now() - timedelta(days=job_settings.SYNTH_CLIP_TTL_DAYS + 1)
    old = make_clip(acme, created=long_ago)
    orphan = default_storage.save("clips/1/ab/orphan.flac", ContentFile(b"left by a crash"))
    young = default_storage.save("sentences/1/cd/young.flac", ContentFile(b"row on its way"))
    assert "deleted 1 unused" in housekeeping.prune_clips()
    assert old.audio.name not in object_names(s3_server.url, s3_storage)

    later = timezone.now() + housekeeping.DEBRIS_AGE + timedelta(seconds=5)
    assert "removed 0 orphaned" in housekeeping.remove_orphaned_files()  # all too young
    default_storage.save("sentences/1/cd/later.flac", ContentFile(b"x"))
    monkeypatch.setattr(housekeeping.timezone, "now", lambda: later)
    report = housekeeping.remove_orphaned_files()
    left = object_names(s3_server.url, s3_storage)
    assert kept.audio.name in left  # named by a row
    assert orphan not in left and young not in left
    assert report.startswith("removed 3 orphaned")
