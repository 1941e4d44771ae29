"""Serves are counted in memory and written at most every API_HITS_FLUSH_SECONDS per web
process: one UPDATE per interval, not one per hit, and no count lost or misattributed."""

import pytest
from django.db import OperationalError

from synth import playback
from synth.models import Clip
from synth.playback import count_serve, flush_served, mark_served

# Backend-dependent, so on the PostgreSQL + Redis pass too: serve counts are written with F()
# updates.
pytestmark = pytest.mark.backend


@pytest.fixture(autouse=True)
def nothing_pending():
    playback.serves.discard()
    yield
    playback.serves.discard()


def test_serves_wait_for_the_interval(make_clip, make_tenant, settings):
    settings.API_HITS_FLUSH_SECONDS = 60
    clip = make_clip(make_tenant("acme"))
    flush_served()  # the interval starts now
    for _ in range(5):
        mark_served(clip)
    clip.refresh_from_db()
    assert clip.hits == 0 and clip.last_served is None
    flush_served()
    clip.refresh_from_db()
    assert clip.hits == 5 and clip.last_served is not None


def test_with_no_interval_every_serve_is_written(make_clip, make_tenant, settings):
    settings.API_HITS_FLUSH_SECONDS = 0
    clip = make_clip(make_tenant("acme"))
    mark_served(clip)
    mark_served(clip)
    clip.refresh_from_db()
    assert clip.hits == 2


def test_each_clip_gets_its_own_count(make_clip, make_tenant, settings):
    settings.API_HITS_FLUSH_SECONDS = 60
    acme = make_tenant("acme")
    one, two, three = make_clip(acme), make_clip(acme), make_clip(acme)
    for clip, times in ((one, 1), (two, 3), (three, 3)):
        for _ in range(times):
            mark_served(clip)
    flush_served()
    assert [c.hits for c in Clip.objects.order_by("pk")] == [1, 3, 3]


def test_a_deleted_clips_serves_do_not_land_on_a_new_row(make_clip, make_tenant, settings):
    settings.API_HITS_FLUSH_SECONDS = 60
    acme = make_tenant("acme")
    old = make_clip(acme)
    known = (old.pk, old.created)
    old.delete()
    new = make_clip(acme)
    count_serve((new.pk, known[1]))  # the old clip's pk, reused, with its old creation time
    flush_served()
    new.refresh_from_db()
    assert new.hits == 0


def test_serves_counted_while_the_database_is_away_are_kept_for_the_next_flush(
    make_clip, make_tenant, settings, monkeypatch
):
    settings.API_HITS_FLUSH_SECONDS = 60
    clip = make_clip(make_tenant("acme"))
    for _ in range(3):
        mark_served(clip)
    real_filter = Clip.objects.filter

    def database_away(*args, **kwargs):
        raise OperationalError("the database went away")

    monkeypatch.setattr(Clip.objects, "filter", database_away)
    flush_served()  # must not raise: a serve never fails for its count
    monkeypatch.setattr(Clip.objects, "filter", real_filter)
    mark_served(clip)
    flush_served()
    clip.refresh_from_db()
    assert clip.hits == 4
