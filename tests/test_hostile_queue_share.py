"""One tenant cannot fill the shared synthesis queue (issue 30): a tenant's jobs queued or
running stop at its share (``SYNTH_TENANT_MAX_QUEUE``, by default half of
``SYNTH_MAX_QUEUE``), a batch is fed to half that share however often it is fed, so
another tenant's miss still gets a job; and no refusal says how deep the queue is.
"""

import re

import pytest

from synth.batches import feed
from synth.dispatch import QueueFull, clip_or_job, tenant_share, wait_for
from synth.models import Batch, SynthesisJob
from tests.test_api_support import client_for

# Backend-dependent, so on the PostgreSQL + Redis pass too: the queue's depth, counted in the
# database.
pytestmark = pytest.mark.backend

BATCHES = "/api/v1/batches"


@pytest.fixture
def queue(job_settings):
    """A queue of 8 (jobs never run: the test does not commit); a tenant's share is 4."""
    job_settings.SYNTH_MAX_QUEUE = 8
    job_settings.SYNTH_TENANT_MAX_QUEUE = 0  # the default: half the queue
    return job_settings


def big_batch(api, count=40):
    body = {"items": [{"text": f"Prompt number {i}."} for i in range(count)]}
    response = api.post(BATCHES, body, content_type="application/json")
    assert response.status_code == 202, response.content
    return response.json()["id"]


def speak(api, text):
    body = {"text": text, "wait": 0}
    return api.post("/api/v1/speech", body, content_type="application/json")


def test_a_tenants_share_is_half_the_queue_unless_set(queue):
    assert tenant_share() == 4
    queue.SYNTH_TENANT_MAX_QUEUE = 3
    assert tenant_share() == 3


def test_a_big_batch_fed_again_and_again_leaves_another_tenant_room(queue, make_tenant):
    acme, globex = client_for(make_tenant("acme")), client_for(make_tenant("globex"))
    batch = big_batch(acme)
    for _ in range(5):  # every GET feeds it, as does the schedule
        assert acme.get(f"{BATCHES}/{batch}").status_code == 200
        feed(Batch.objects.get(pk=batch))

    # The batch takes half of acme's share: acme's own requests still get through too.
    assert SynthesisJob.objects.count() == 2
    answers = [speak(globex, f"Globex line {i}.").status_code for i in range(4)]
    assert answers == [202] * 4
    assert speak(acme, "Acme's own line.").status_code == 202


def test_a_tenant_past_its_share_is_refused_without_the_queues_depth(queue, make_tenant):
    acme = client_for(make_tenant("acme"))
    answers = [speak(acme, f"Line {i}.") for i in range(5)]

    refused = answers[-1]
    assert [a.status_code for a in answers] == [202] * 4 + [503]
    error = refused.json()["error"]
    assert error["code"] == "queue_full"
    # Only the time to come back: no count of jobs, ours or anyone's.
    assert re.findall(r"\d+", error["message"]) == [refused["Retry-After"]], error
    assert set(refused.headers) & {"x-queue-depth", "x-queue-length"} == set()


def test_a_full_queue_says_so_without_its_depth(queue, make_tenant, make_plan):
    # A cap of 1: acme fills it, globex's first job is its fair share past the cap, and the
    # queue holds no more than twice its cap (synth.dispatch.queue_ceiling).
    queue.SYNTH_MAX_QUEUE = 1
    for slug in ("acme", "globex"):
        clip_or_job(make_plan(make_tenant(slug), f"{slug} fills it."))

    with pytest.raises(QueueFull) as full:
        clip_or_job(make_plan(make_tenant("initech"), "One too many."))

    assert re.findall(r"\d+", str(full.value)) == [str(full.value.retry_after)]


def test_the_hint_comes_from_the_tenants_own_clips_only(sync_jobs, make_tenant, make_plan):
    from synth.dispatch import retry_after
    from synth.models import Clip

    acme, globex = make_tenant("acme"), make_tenant("globex")
    wait_for(clip_or_job(make_plan(globex, "Globex speaks at length.")), 0)
    Clip.objects.update(synthesis_seconds=40)

    assert retry_after(acme) == 5  # no history of its own: globex's load is not told
    assert retry_after(globex) == 40
