"""A tenant's storage quotas hold as the worker stores, not only at the hourly prune
(hostile pass 18, Q-5): a clip, an encoding or a kept sentence that takes the tenant past
SYNTH_TENANT_STORAGE_MB (SYNTH_TENANT_SENTENCE_MB) prunes that tenant at once, by the
prune's rules (least recently used first, fallback clips and what is in use kept); other
tenants are not touched."""

from datetime import timedelta

import pytest
from django.core.files.storage import default_storage
from django.db.models import Sum
from django.utils import timezone

from synth.models import Clip, ClipEncoding, FallbackClip, Sentence
from synth.playback import variant_job
from tests.test_api_support import synthesize
from tests.test_housekeeping_prune_sentences import make_sentence

# Backend-dependent, so on the PostgreSQL + Redis pass too: sums and deletes per tenant.
pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("job_settings")]

MB = 1024 * 1024
TWO_SENTENCES = "Calls may be recorded for training purposes. Thank you for waiting."


def days_ago(days: float):
    return timezone.now() - timedelta(days=days)


def stored(clip) -> bool:
    return Clip.objects.filter(pk=clip.pk).exists() and default_storage.exists(clip.audio.name)


def clip_bytes(tenant) -> int:
    clips = Clip.objects.filter(tenant=tenant).aggregate(t=Sum("size"))["t"] or 0
    encodings = ClipEncoding.objects.filter(clip__tenant=tenant).aggregate(t=Sum("size"))["t"]
    return clips + (encodings or 0)


@pytest.fixture
def tenants(make_tenant, make_clip):
    """acme with 1.2 MB of clips (one of them its fallback), globex with 2 MB."""
    acme, globex = make_tenant("acme"), make_tenant("globex")
    size = 4 * MB // 10
    acme_clips = {
        "oldest": make_clip(acme, size=size, last_served=days_ago(5)),
        "fallback": make_clip(acme, size=size, last_served=days_ago(9)),
        "recent": make_clip(acme, size=size, last_served=days_ago(1)),
    }
    FallbackClip.objects.choose(acme, None, acme_clips["fallback"])
    globex_clips = [make_clip(globex, size=MB, last_served=days_ago(7)) for _ in range(2)]
    return acme, globex, acme_clips, globex_clips


def test_a_clip_stored_past_the_quota_prunes_its_tenant_at_once(tenants, settings):
    settings.SYNTH_TENANT_STORAGE_MB = 1
    acme, globex, old, globex_clips = tenants

    new = synthesize(acme, "Your table is ready.", voice="F2", lang="en", steps=2)

    # The least recently served goes; the fallback (served longer ago) is kept.
    assert [stored(c) for c in (old["oldest"], old["fallback"], old["recent"], new)] == [
        False,
        True,
        True,
        True,
    ]
    assert clip_bytes(acme) <= MB
    assert all(stored(c) for c in globex_clips)  # over its quota too, but not acme's store


def test_a_clip_stored_within_the_quota_prunes_nothing(tenants, settings):
    settings.SYNTH_TENANT_STORAGE_MB = 2
    acme, _, old, _ = tenants
    synthesize(acme, "Your table is ready.", voice="F2", lang="en", steps=2)
    assert all(stored(c) for c in old.values())


def test_a_clip_larger_than_the_quota_is_kept_until_the_next_store(tenants, settings):
    """Its waiting requests read it; everything else prunable goes. The next store (or the
    hourly prune) takes it, the least recently served then."""
    settings.SYNTH_TENANT_STORAGE_MB = 0
    acme, globex, old, globex_clips = tenants

    big = synthesize(acme, "Your table is ready.", voice="F2", lang="en", steps=2)
    assert stored(big) and stored(old["fallback"])
    assert not stored(old["oldest"]) and not stored(old["recent"])

    after = synthesize(acme, "Thank you for waiting.", voice="F2", lang="en", steps=2)
    assert stored(after) and not stored(big) and stored(old["fallback"])
    assert all(stored(c) for c in globex_clips)


def test_an_encoding_stored_past_the_quota_prunes_its_tenant_at_once(
    tenants, settings, monkeypatch
):
    from synth import housekeeping

    settings.SYNTH_TENANT_STORAGE_MB = 2
    # The sizes below change behind this process's back, as another worker's stores would:
    # its tally counts them once it is TALLY_SECONDS old (here at once).
    monkeypatch.setattr(housekeeping, "TALLY_SECONDS", 0.0)
    acme, globex, old, globex_clips = tenants
    clip = synthesize(acme, "Your table is ready.", voice="F2", lang="en", steps=2)
    assert all(stored(c) for c in old.values())
    # acme exactly at its quota: the encoding's bytes take it past.
    Clip.objects.filter(pk=old["recent"].pk).update(size=2 * MB - 8 * MB // 10 - clip.size)
    assert clip_bytes(acme) == 2 * MB

    variant_job(clip, "mp3")  # runs at once, in this process, as a worker would
    assert ClipEncoding.objects.filter(clip=clip, format="mp3").exists()

    assert [stored(c) for c in (old["oldest"], old["fallback"], old["recent"], clip)] == [
        False,
        True,
        True,
        True,
    ]
    assert clip_bytes(acme) <= 2 * MB
    assert all(stored(c) for c in globex_clips)


def test_sentences_kept_past_the_quota_prune_their_tenant_at_once(make_tenant, settings):
    settings.SYNTH_TENANT_SENTENCE_MB = 1
    acme, globex = make_tenant("acme"), make_tenant("globex")
    oldest = make_sentence(acme, 1, size=6 * MB // 10, last_used=days_ago(3))
    recent = make_sentence(acme, 2, size=3 * MB // 10, last_used=days_ago(1))
    theirs = make_sentence(globex, 3, size=5 * MB, last_used=days_ago(9))

    clip = synthesize(acme, TWO_SENTENCES, voice="F2", lang="en", steps=2)

    made = set(Sentence.objects.filter(tenant=acme).values_list("text", flat=True))
    assert {c["model_text"] for c in clip.chunks} <= made  # both of the job's are kept
    assert not Sentence.objects.filter(pk=oldest.pk).exists()
    assert not default_storage.exists(oldest.audio.name)
    assert Sentence.objects.filter(pk=recent.pk).exists()
    assert Sentence.objects.filter(tenant=acme).aggregate(t=Sum("size"))["t"] <= MB
    assert Sentence.objects.filter(pk=theirs.pk).exists()


def test_a_running_jobs_own_sentences_are_spared_until_its_clip_is_stored(make_tenant, settings):
    """With no room at all, the job's first sentence survives while it runs (it reads its
    sentences back after stepping aside); once its clip is stored, its last kept sentence
    prunes it, leaving only that one."""
    settings.SYNTH_TENANT_SENTENCE_MB = 0
    acme = make_tenant("acme")
    old = make_sentence(acme, 1, size=1000, last_used=days_ago(1))

    clip = synthesize(acme, TWO_SENTENCES, voice="F2", lang="en", steps=2)

    assert len(clip.chunks) == 2
    left = list(Sentence.objects.filter(tenant=acme).values_list("text", flat=True))
    assert left == [clip.chunks[-1]["model_text"]]
    assert not Sentence.objects.filter(pk=old.pk).exists()


def test_a_store_far_under_the_quota_is_not_summed_while_every_worker_stored_little(
    tenants, settings, monkeypatch, make_clip
):
    """The sums cost each miss milliseconds (issue 36): a process that summed the tenant
    lately adds what every worker stored since (a counter they share) to that sum, and sums
    again only near the quota, or once its sum is TALLY_SECONDS old."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from synth import housekeeping

    settings.SYNTH_TENANT_STORAGE_MB = 10
    acme, _, old, _ = tenants

    def sums(text: str) -> int:
        with CaptureQueriesContext(connection) as queries:
            synthesize(acme, text, voice="F2", lang="en", steps=2)
        return sum("SUM(" in q["sql"] for q in queries)

    assert sums("Your table is ready.") >= 2  # the first store sums clips and encodings
    assert sums("Thank you for waiting.") == 0  # 1.2 MB of 10: far under, no sum

    # Another worker stores 9 MB (its store counts them, as this one's do): the next store
    # here sums, and prunes the tenant to its quota.
    make_clip(acme, size=9 * MB, last_served=days_ago(0.5))
    housekeeping.count_stored("clips", acme.pk, 9 * MB)
    assert sums("Your order has shipped.") >= 2
    assert not stored(old["oldest"])
    assert clip_bytes(acme) <= 10 * MB


def test_bytes_no_store_counted_are_summed_once_the_sum_is_old(
    tenants, settings, monkeypatch, make_clip
):
    """Bytes stored behind every worker's back (no counter: a restored backup, a row
    written by hand) are found by the next sum, at most TALLY_SECONDS later."""
    from synth import housekeeping

    settings.SYNTH_TENANT_STORAGE_MB = 10
    acme, _, old, _ = tenants
    synthesize(acme, "Your table is ready.", voice="F2", lang="en", steps=2)
    make_clip(acme, size=9 * MB, last_served=days_ago(0.5))
    synthesize(acme, "Thank you for waiting.", voice="F2", lang="en", steps=2)
    assert stored(old["oldest"])  # not summed yet: the counter did not see them
    monkeypatch.setattr(housekeeping, "TALLY_SECONDS", 0.0)
    synthesize(acme, "Your order has shipped.", voice="F2", lang="en", steps=2)
    assert not stored(old["oldest"])
    assert clip_bytes(acme) <= 10 * MB


def test_a_store_near_the_quota_is_summed_every_time(tenants, settings):
    settings.SYNTH_TENANT_STORAGE_MB = 1  # acme has 1.2 MB: over, then at the quota
    acme, _, _, _ = tenants
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    for text in ("Your table is ready.", "Thank you for waiting.", "Your order has shipped."):
        with CaptureQueriesContext(connection) as queries:
            synthesize(acme, text, voice="F2", lang="en", steps=2)
        assert any("SUM(" in q["sql"] for q in queries), text
        assert clip_bytes(acme) <= MB + Clip.objects.filter(tenant=acme).latest("pk").size
