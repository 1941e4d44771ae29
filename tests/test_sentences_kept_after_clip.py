"""A job's last sentence is kept with its clip: its file is written just before the clip's
transaction and its row inside it, with the job's end and the stored-byte counters, so a
miss's worker takes the database's write lock once (issue 36; before, the last sentence
was kept after the end was committed, in transactions of its own). A failure to keep it
costs only a later synthesis, never the job."""

import errno

import pytest

from synth.models import Sentence, SynthesisJob
from synth.sentences import SentenceCache
from tests.test_api_support import synthesize

pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("job_settings")]

TWO_SENTENCES = "Calls may be recorded for training purposes. Thank you for waiting."


@pytest.fixture
def kept(monkeypatch):
    """For each sentence row kept, in order: its text and its job's status as that row's
    transaction sees it, and whether the job has its clip."""
    seen = []
    manager = type(Sentence.objects)
    real = manager.keep

    def noting(self, **values):
        job = SynthesisJob.objects.filter(tenant_id=values["tenant_id"]).latest("created")
        seen.append((values["text"], job.status, job.clip_id is not None))
        return real(self, **values)

    monkeypatch.setattr(manager, "keep", noting)
    return seen


def test_the_last_sentence_is_kept_in_the_transaction_that_ends_the_job(make_tenant, kept):
    acme = make_tenant("acme")
    clip = synthesize(acme, TWO_SENTENCES, voice="F2", lang="en", steps=2)
    first, last = kept
    assert first[1] == SynthesisJob.Status.RUNNING  # kept as it is made: a turn may follow
    assert last[1:] == (SynthesisJob.Status.DONE, True)  # the clip's transaction
    rows = set(Sentence.objects.filter(tenant=acme).values_list("text", flat=True))
    assert rows == {c["model_text"] for c in clip.chunks}


def test_a_one_sentence_miss_keeps_its_sentence_with_its_clip(make_tenant, kept):
    acme = make_tenant("acme")
    synthesize(acme, "Your table is ready.", voice="F2", lang="en", steps=2)
    assert [status for _, status, _ in kept] == [SynthesisJob.Status.DONE]
    assert Sentence.objects.filter(tenant=acme).count() == 1


def test_a_last_sentence_that_cannot_be_written_does_not_fail_its_job(make_tenant, monkeypatch):
    def unreachable(self, i, ints, seconds):
        raise OSError(errno.EIO, "the disk went away")  # a storage outage

    monkeypatch.setattr(SentenceCache, "_write", unreachable)
    acme = make_tenant("acme")
    clip = synthesize(acme, "Your table is ready.", voice="F2", lang="en", steps=2)
    assert SynthesisJob.objects.get(tenant=acme, key=clip.key).status == SynthesisJob.Status.DONE
    assert not Sentence.objects.filter(tenant=acme).exists()


def test_a_sentence_another_job_kept_first_is_theirs_and_our_file_goes(make_tenant, monkeypatch):
    """Two jobs of one text beside each other: the second's row loses to the first's,
    inside its clip's transaction (a savepoint), and its own file is deleted."""
    from django.core.files.storage import default_storage

    acme = make_tenant("acme")
    first = synthesize(acme, "Your table is ready.", voice="F2", lang="en", steps=2)
    theirs = Sentence.objects.get(tenant=acme)
    names = []
    real = SentenceCache._write

    def noting(self, i, ints, seconds):
        w = real(self, i, ints, seconds)
        names.append(w.name)
        return w

    monkeypatch.setattr(SentenceCache, "_write", noting)
    monkeypatch.setattr(SentenceCache, "take", lambda self, i: None)  # as if not kept yet
    first.delete()  # its clip goes; its sentence stays, as if kept by a job beside this one
    second = synthesize(acme, "Your table is ready.", voice="F2", lang="en", steps=2)
    assert second.key == first.key
    assert list(Sentence.objects.filter(tenant=acme)) == [theirs]
    assert names and not default_storage.exists(names[0])
    assert default_storage.exists(theirs.audio.name)
