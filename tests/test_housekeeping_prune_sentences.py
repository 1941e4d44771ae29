"""Sentences unused for SYNTH_CLIP_TTL_DAYS days are pruned, and each tenant's least
recently used ones beyond SYNTH_TENANT_SENTENCE_MB, tenant by tenant; their files go with
them, files without a row are swept up, and a clip made from them keeps its audio."""

from datetime import timedelta

import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.utils import timezone

from synth.housekeeping import DEBRIS_AGE, prune_sentences, remove_orphaned_files
from synth.models import Sentence
from tests.test_api_support import synthesize

# Backend-dependent, so on the PostgreSQL + Redis pass too: housekeeping: pruning queries (ages,
# sizes per tenant).
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("job_settings")]
MB = 1024 * 1024


def days_ago(days: float):
    return timezone.now() - timedelta(days=days)


def make_sentence(tenant, n: int, *, size=1000, created=None, last_used=None) -> Sentence:
    name = default_storage.save(f"sentences/{tenant.pk}/{n:02d}/s{n}.flac", ContentFile(b"x" * 10))
    row = Sentence.objects.create(
        tenant=tenant,
        key=f"{n:064d}",
        text=f"<en>Sentence {n}.</en>",
        lang="en",
        voice_digest="d",
        speed=1.05,
        steps=8,
        seed=n,
        lexicon_version=0,
        model_fingerprint="m",
        audio=name,
        sample_rate=44100,
        samples=44100,
        size=size,
        synthesis_seconds=0.1,
        last_used=last_used,
    )
    if created:
        Sentence.objects.filter(pk=row.pk).update(created=created)
    return row


def kept(*rows) -> list[bool]:
    return [
        Sentence.objects.filter(pk=r.pk).exists() and default_storage.exists(r.audio.name)
        for r in rows
    ]


def test_sentences_unused_for_the_ttl_are_deleted_with_their_files(make_tenant, settings):
    settings.SYNTH_CLIP_TTL_DAYS = 30
    acme = make_tenant("acme")
    old = make_sentence(acme, 1, created=days_ago(40), last_used=days_ago(31))
    never_used = make_sentence(acme, 2, created=days_ago(31))
    reused_lately = make_sentence(acme, 3, created=days_ago(60), last_used=days_ago(2))
    new = make_sentence(acme, 4)

    assert prune_sentences() == "deleted 2 unused sentence(s), 0 over a tenant's quota"
    assert kept(old, never_used, reused_lately, new) == [False, False, True, True]
    assert not default_storage.exists(old.audio.name)


def test_each_tenant_keeps_its_most_recently_used_within_its_quota(make_tenant, settings):
    settings.SYNTH_TENANT_SENTENCE_MB = 1
    acme, globex = make_tenant("acme"), make_tenant("globex")
    least = make_sentence(acme, 1, size=MB // 2, last_used=days_ago(3))
    middle = make_sentence(acme, 2, size=MB // 2, last_used=days_ago(2))
    most = make_sentence(acme, 3, size=MB // 2, last_used=days_ago(1))
    # another tenant's sentences never make room for acme's, nor count against it
    theirs = [make_sentence(globex, 10 + n, size=MB // 3, last_used=days_ago(9)) for n in range(3)]

    assert prune_sentences() == "deleted 0 unused sentence(s), 1 over a tenant's quota"
    assert kept(least, middle, most) == [False, True, True]
    assert kept(*theirs) == [True, True, True]


def test_a_clip_keeps_its_audio_when_its_sentences_are_pruned(make_tenant, settings):
    acme = make_tenant("acme")
    clip = synthesize(acme, "Hello there. General Kenobi.", voice="M1", lang="en", steps=2)
    assert Sentence.objects.count() == 2
    settings.SYNTH_TENANT_SENTENCE_MB = 0
    assert prune_sentences() == "deleted 0 unused sentence(s), 2 over a tenant's quota"
    assert default_storage.exists(clip.audio.name)
    again = synthesize(acme, "Hello there.", voice="M1", lang="en", steps=2)
    assert again.reused_sentences == 0  # synthesized anew, and kept again
    assert Sentence.objects.count() == 1


def test_a_sentence_file_without_a_row_is_swept_up_once_old(make_tenant, monkeypatch):
    acme = make_tenant("acme")
    row = make_sentence(acme, 1)
    orphan = default_storage.save("sentences/1/ab/orphan.flac", ContentFile(b"x"))
    assert remove_orphaned_files().startswith("removed 0 orphaned file(s), kept 1")
    later = timezone.now() + DEBRIS_AGE + timedelta(seconds=1)
    monkeypatch.setattr(timezone, "now", lambda: later)
    assert remove_orphaned_files().startswith("removed 1 orphaned file(s)")
    assert not default_storage.exists(orphan) and kept(row) == [True]
