"""The review sample is of what a tenant's apps are served (issue 34, item 11): a clip a
person made trying a text, in the playground or an admin preset preview, is not queued as
"sampled", where the same policy queues a clip an API request made."""

import pytest
from django.test import Client

from review.models import QueueEntry, ReviewPolicy
from synth.models import Clip, SynthesisJob
from synth.worker import run_job
from tests.test_api_support import client_for

pytestmark = pytest.mark.backend


@pytest.fixture
def acme(make_tenant):
    tenant = make_tenant("acme")
    ReviewPolicy.objects.create(tenant=tenant, sample_percent=100)  # every clip, as the demo
    return tenant


def queued(tenant, text: str) -> bool:
    clip = Clip.objects.get(tenant=tenant, text=text)
    return QueueEntry.objects.filter(clip=clip).exists()


def test_a_playground_clip_is_not_sampled_and_an_api_clip_is(sync_jobs, acme, make_member):
    person = Client()
    person.force_login(make_member(acme, "editor"))
    tried = person.post(
        "/playground/", {"tenant": acme.pk, "text": "Trying a text.", "voice": "F1",
                         "lang": "en", "format": "wav"}
    )  # fmt: skip
    assert tried.status_code in (200, 302)
    served = client_for(acme).post(
        "/api/v1/speech", {"text": "Served to an app.", "voice": "F1", "lang": "en"},
        content_type="application/json",
    )  # fmt: skip
    assert served.status_code == 200
    assert not queued(acme, "Trying a text.")
    assert queued(acme, "Served to an app.")


def test_an_admin_preview_clip_is_not_sampled(job_settings, acme, make_member):
    person = Client()
    person.force_login(make_member(acme, "editor"))
    query = {"tenant": acme.pk, "voice": "M1", "lang": "en", "text": "A preset preview."}
    first = person.get("/admin/lexicon/voicepreset/preview/", query)
    assert first.status_code == 202
    run_job(first["X-Job"])  # as a worker would
    assert SynthesisJob.objects.get(pk=first["X-Job"]).status == "done"
    assert not queued(acme, "A preset preview.")
