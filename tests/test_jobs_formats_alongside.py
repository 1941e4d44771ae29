"""A miss asked for in wav or pcm: the worker writes that format beside the FLAC while it
has the samples, so the waiting request does not decode the FLAC to answer. Byte for
byte what the web would have made from the FLAC."""

import pytest

from api.audio import _encode
from synth.jobs import clip_or_job, run_job
from synth.models import Clip, ClipEncoding
from tests.test_api_support import client_for


@pytest.mark.parametrize("fmt", ["wav", "pcm"])
def test_the_worker_writes_the_asked_format_too(make_tenant, make_plan, fmt):
    job = clip_or_job(make_plan(make_tenant("acme"), "First sentence. And a second."), (fmt,))
    run_job(str(job.pk))
    clip = Clip.objects.get(key=job.key)  # no request has asked for its audio yet
    encoding = ClipEncoding.objects.get(clip=clip, format=fmt)
    with encoding.audio.open("rb") as f:
        written = f.read()
    assert written == _encode(clip, fmt) and encoding.size == len(written)


def test_other_formats_are_left_to_the_first_request(make_tenant, make_plan):
    job = clip_or_job(make_plan(make_tenant("acme")), ("mp3", "ogg"))
    run_job(str(job.pk))
    assert not ClipEncoding.objects.exists()


def test_the_waiting_request_answers_with_the_workers_file(sync_jobs, make_tenant):
    api = client_for(make_tenant("acme"))
    body = {"text": "Hello there.", "steps": 2, "format": "wav"}
    response = api.post("/api/v1/speech", body, content_type="application/json")
    assert response["X-Cache"] == "MISS"
    encoding = ClipEncoding.objects.get(clip__key=response["X-Clip-Id"], format="wav")
    with encoding.audio.open("rb") as f:
        assert f.read() == response.content
