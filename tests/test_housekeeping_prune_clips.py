"""Clips unused for SYNTH_CLIP_TTL_DAYS days are pruned, and each tenant's least recently
served clips beyond SYNTH_TENANT_STORAGE_MB; their files go with them."""

from datetime import timedelta

import pytest
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.utils import timezone

from synth.housekeeping import prune_clips
from synth.models import Clip, ClipEncoding

# Backend-dependent, so on the PostgreSQL + Redis pass too: housekeeping: pruning queries (ages,
# sizes per tenant).
pytestmark = pytest.mark.backend

MB = 1024 * 1024


def days_ago(days: float):
    return timezone.now() - timedelta(days=days)


def stored(clip) -> bool:
    return Clip.objects.filter(pk=clip.pk).exists() and default_storage.exists(clip.audio.name)


@pytest.fixture
def tenant(make_tenant):
    return make_tenant()


def test_a_clip_unused_for_the_ttl_is_deleted_with_its_files(tenant, make_clip, settings):
    settings.SYNTH_CLIP_TTL_DAYS = 30
    old = make_clip(tenant, created=days_ago(40), last_served=days_ago(31))
    name = default_storage.save(f"clips/{tenant.pk}/old.mp3", ContentFile(b"mp3"))
    ClipEncoding.objects.create(clip=old, format="mp3", audio=name, size=3)

    assert prune_clips() == "deleted 1 unused clip(s), 0 over a tenant's quota"

    assert not Clip.objects.filter(pk=old.pk).exists()
    assert not default_storage.exists(old.audio.name)
    assert not default_storage.exists(name)
    assert not ClipEncoding.objects.exists()


def test_a_clip_never_served_counts_from_its_creation(tenant, make_clip, settings):
    settings.SYNTH_CLIP_TTL_DAYS = 30
    never_served_old = make_clip(tenant, created=days_ago(31))
    never_served_new = make_clip(tenant, created=days_ago(29))

    prune_clips()

    assert not stored(never_served_old)
    assert stored(never_served_new)


def test_an_old_clip_served_recently_is_kept(tenant, make_clip, settings):
    settings.SYNTH_CLIP_TTL_DAYS = 30
    clip = make_clip(tenant, created=days_ago(400), last_served=days_ago(1))

    assert prune_clips() == "deleted 0 unused clip(s), 0 over a tenant's quota"
    assert stored(clip)


def test_clips_beyond_the_quota_go_least_recently_served_first(tenant, make_clip, settings):
    settings.SYNTH_TENANT_STORAGE_MB = 1
    size = 3 * MB // 10
    oldest = make_clip(tenant, size=size, last_served=days_ago(5))
    never_served = make_clip(tenant, size=size, created=days_ago(4))
    recent = make_clip(tenant, size=size, last_served=days_ago(3))
    newest = make_clip(tenant, size=size, last_served=days_ago(1))
    name = default_storage.save(f"clips/{tenant.pk}/newest.mp3", ContentFile(b"mp3"))
    ClipEncoding.objects.create(clip=newest, format="mp3", audio=name, size=size)

    # 1.5 MB stored, encodings included: the two least recently used go, leaving 0.9 MB.
    assert prune_clips() == "deleted 0 unused clip(s), 2 over a tenant's quota"

    assert not stored(oldest)
    assert not stored(never_served)
    assert stored(recent)
    assert stored(newest)


def test_a_tenant_within_its_quota_keeps_everything(make_tenant, make_clip, settings):
    settings.SYNTH_TENANT_STORAGE_MB = 1
    alice, bob = make_tenant("alice"), make_tenant("bob")
    for _ in range(3):
        make_clip(alice, size=MB // 2)
    bobs = [make_clip(bob, size=MB // 2, last_served=days_ago(9)) for _ in range(2)]

    prune_clips()

    assert Clip.objects.filter(tenant=alice).count() == 2  # Alice's usage is hers alone
    assert all(stored(clip) for clip in bobs)


def test_a_fallback_clip_is_kept_however_long_unserved(tenant, make_clip, settings):
    """A fallback is played only when synthesis fails, so it is rarely served: pruning it
    would silently unset the tenant's or the preset's fallback (deleting a clip deletes
    the synth.FallbackClip rows that name it)."""
    from lexicon.models import VoicePreset
    from synth.models import FallbackClip

    settings.SYNTH_CLIP_TTL_DAYS = 30
    settings.SYNTH_TENANT_STORAGE_MB = 1
    tenants_fallback = make_clip(tenant, size=MB, created=days_ago(400))
    presets_fallback = make_clip(tenant, size=MB, created=days_ago(400))
    ordinary = make_clip(tenant, created=days_ago(400))
    FallbackClip.objects.choose(tenant, None, tenants_fallback)
    calm = VoicePreset.objects.create(tenant=tenant, name="calm", voice="F1")
    FallbackClip.objects.choose(tenant, calm, presets_fallback)

    assert prune_clips() == "deleted 1 unused clip(s), 0 over a tenant's quota"

    assert not stored(ordinary)
    assert stored(tenants_fallback) and stored(presets_fallback)
    assert FallbackClip.objects.own(tenant) == tenants_fallback
    assert FallbackClip.objects.own(tenant, calm) == presets_fallback
