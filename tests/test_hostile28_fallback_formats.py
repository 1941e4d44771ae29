"""A fallback clip's later formats stay within the fallbacks' room (issue 30, the
twenty-eighth hostile pass, L-2). The room (SYNTH_FALLBACK_STORAGE_MB) was checked when a
fallback was chosen, and no prune deletes a fallback clip; each format asked for later
(charged, ``?format=`` on its audio) was stored beside it and never pruned: a 34.7 MB
fallback held 114.4 MB after six. Now the worker that stores a format of a fallback clip
deletes the fallbacks' older formats past the room, never a clip's own audio nor the
format just made."""

import pytest
from django.core.files.storage import default_storage

from synth.models import Clip, ClipEncoding, FallbackClip
from synth.playback import variant_job
from tests.test_api_support import synthesize

pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("job_settings")]

MB = 1024 * 1024


def fallback_bytes(tenant) -> int:
    ids = FallbackClip.objects.filter(tenant=tenant).values_list("clip", flat=True)
    clips = sum(Clip.objects.filter(pk__in=ids).values_list("size", flat=True))
    return clips + sum(ClipEncoding.objects.filter(clip__in=ids).values_list("size", flat=True))


@pytest.fixture
def fallback(make_tenant):
    acme = make_tenant("acme")
    clip = synthesize(acme, "Please try again in a moment.", voice="F2", lang="en", steps=2)
    FallbackClip.objects.choose(acme, None, clip)
    return acme, clip


def test_a_fallback_clips_new_formats_stay_within_the_room(fallback, settings):
    acme, clip = fallback
    # The room: the clip and about one and a half of its formats (each is near its size).
    variant_job(clip, "flac")
    flac = ClipEncoding.objects.get(clip=clip, format="flac")
    settings.SYNTH_FALLBACK_STORAGE_MB = (clip.size + flac.size * 1.5) / MB

    for fmt in ("pcm", "ogg", "mp3"):
        variant_job(clip, fmt)  # runs at once, in this process, as a worker would
        assert ClipEncoding.objects.filter(clip=clip, format=fmt).exists()  # what was asked
        assert fallback_bytes(acme) <= settings.SYNTH_FALLBACK_STORAGE_MB * MB

    kept = set(ClipEncoding.objects.filter(clip=clip).values_list("format", flat=True))
    assert "mp3" in kept and "flac" not in kept  # the oldest made went first
    assert default_storage.exists(clip.audio.name)  # the clip's own audio is never deleted
    assert not default_storage.exists(flac.audio.name)  # the row and its file
    assert FallbackClip.objects.filter(tenant=acme, clip=clip).exists()


def test_a_clip_that_is_no_fallback_keeps_its_formats(make_tenant, settings):
    acme = make_tenant("acme")
    clip = synthesize(acme, "Your table is ready.", voice="F2", lang="en", steps=2)
    settings.SYNTH_FALLBACK_STORAGE_MB = 0.001
    for fmt in ("flac", "pcm", "ogg"):
        variant_job(clip, fmt)
    assert ClipEncoding.objects.filter(clip=clip).count() == 3
