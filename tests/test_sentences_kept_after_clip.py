"""A job's last sentence is kept after its clip is stored and its end committed: storing a
sentence (its FLAC, its file, its row) is not on the way to the waiting request's answer,
and a failure to keep it then costs only a later synthesis, never the job."""

import errno

import pytest

from synth.models import Sentence, SynthesisJob
from synth.sentences import SentenceCache
from tests.test_api_support import synthesize

pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("job_settings")]

TWO_SENTENCES = "Calls may be recorded for training purposes. Thank you for waiting."


@pytest.fixture
def stores(monkeypatch):
    """For each sentence stored, in order: its text and its job's status at that moment."""
    seen = []
    real = SentenceCache._store

    def noting(self, i, ints, seconds):
        job = SynthesisJob.objects.filter(tenant_id=self.tenant_id).latest("created")
        seen.append((self.request.model_texts[i], job.status, job.clip_id is not None))
        return real(self, i, ints, seconds)

    monkeypatch.setattr(SentenceCache, "_store", noting)
    return seen


def test_the_last_sentence_is_kept_once_the_job_has_ended_with_its_clip(make_tenant, stores):
    acme = make_tenant("acme")
    clip = synthesize(acme, TWO_SENTENCES, voice="F2", lang="en", steps=2)
    first, last = stores
    assert first[1] == SynthesisJob.Status.RUNNING  # kept as it is made: a turn may follow
    assert last[1:] == (SynthesisJob.Status.DONE, True)
    kept = set(Sentence.objects.filter(tenant=acme).values_list("text", flat=True))
    assert kept == {c["model_text"] for c in clip.chunks}


def test_a_one_sentence_miss_is_answered_before_its_sentence_is_kept(make_tenant, stores):
    acme = make_tenant("acme")
    synthesize(acme, "Your table is ready.", voice="F2", lang="en", steps=2)
    assert [status for _, status, _ in stores] == [SynthesisJob.Status.DONE]
    assert Sentence.objects.filter(tenant=acme).count() == 1


def test_a_last_sentence_that_cannot_be_kept_does_not_fail_its_job(make_tenant, monkeypatch):
    def unreachable(self, i, ints, seconds):
        raise OSError(errno.EIO, "the disk went away")  # a storage outage: keep() raises it

    monkeypatch.setattr(SentenceCache, "_store", unreachable)
    acme = make_tenant("acme")
    clip = synthesize(acme, "Your table is ready.", voice="F2", lang="en", steps=2)
    assert SynthesisJob.objects.get(tenant=acme, key=clip.key).status == SynthesisJob.Status.DONE
    assert not Sentence.objects.filter(tenant=acme).exists()
