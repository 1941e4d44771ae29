"""A worker's new clip meets its tenant's review policy once its job's end is committed:
the policy's look-ups are not on the way to the waiting request's answer (nor inside the
transaction that stores the clip), the clip is still queued, and a policy that fails then
leaves the clip and its job as they are."""

import pytest

from review import queue
from review.models import QueueEntry, ReviewPolicy
from synth.models import SynthesisJob
from tests.test_api_support import synthesize

pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("job_settings")]


@pytest.fixture
def acme(make_tenant):
    tenant = make_tenant("acme")
    ReviewPolicy.objects.create(tenant=tenant, sample_percent=100)  # every clip
    return tenant


def test_the_policy_decides_after_the_job_has_ended_and_still_queues_the_clip(acme, monkeypatch):
    seen = []
    real = queue.apply_policy

    def noting(clip, policy=None):
        job = SynthesisJob.objects.get(tenant=clip.tenant, key=clip.key)
        seen.append((job.status, job.clip_id == clip.pk))
        return real(clip, policy)

    monkeypatch.setattr(queue, "apply_policy", noting)
    clip = synthesize(acme, "Your table is ready.", voice="F2", lang="en", steps=2)
    assert seen == [(SynthesisJob.Status.DONE, True)]  # once, with the job ended
    assert QueueEntry.objects.get(clip=clip).reason == "sample"


def test_a_policy_that_fails_leaves_the_clip_and_its_job_done(acme, monkeypatch):
    def broken(clip, policy=None):
        raise RuntimeError("the policy's tables are being migrated")

    monkeypatch.setattr(queue, "apply_policy", broken)
    clip = synthesize(acme, "Your table is ready.", voice="F2", lang="en", steps=2)
    assert SynthesisJob.objects.get(tenant=acme, key=clip.key).status == SynthesisJob.Status.DONE
    assert not QueueEntry.objects.filter(clip=clip).exists()


def test_a_clip_made_other_than_by_a_job_is_still_decided_as_it_is_saved(acme, make_clip):
    clip = make_clip(acme, key="00000000" + "a" * 56)
    assert QueueEntry.objects.get(clip=clip).reason == "sample"
