"""Housekeeping runs as django-q2 schedules, created by every migrate, and by hand with
`manage.py housekeeping`."""

from datetime import timedelta

import pytest
from django.core.management import call_command
from django.utils import timezone
from django_q.models import Schedule

from synth.housekeeping import SCHEDULES, forget_expired_cache, install_schedules, prune_jobs
from synth.models import SynthesisJob

# Backend-dependent, so on the PostgreSQL + Redis pass too: housekeeping: django-q2's schedules,
# made by migrate.
pytestmark = pytest.mark.backend


def test_migrate_created_the_schedules(db):
    # pytest-django migrated the test database; post_migrate installed them.
    schedules = {s.name: s for s in Schedule.objects.all()}

    assert schedules["synth: requeue stale jobs"].func == "synth.recovery.requeue_stale"
    assert schedules["synth: requeue stale jobs"].schedule_type == Schedule.MINUTES
    assert schedules["synth: requeue stale jobs"].minutes == 1
    assert {name for name, _, _ in SCHEDULES} <= set(schedules)


def test_installing_again_updates_rather_than_duplicates(db):
    Schedule.objects.filter(name="synth: prune clips").update(minutes=5)

    install_schedules()
    install_schedules()

    assert Schedule.objects.filter(name="synth: prune clips").count() == 1
    assert Schedule.objects.get(name="synth: prune clips").minutes == 60


def test_finished_jobs_are_pruned_after_the_keep_days(make_tenant, settings):
    settings.SYNTH_JOB_KEEP_DAYS = 7
    tenant = make_tenant()
    long_ago = timezone.now() - timedelta(days=8)
    old = SynthesisJob.objects.create(
        tenant=tenant, key="a", params={}, status="done", finished=long_ago
    )
    recent = SynthesisJob.objects.create(
        tenant=tenant, key="b", params={}, status="failed", finished=timezone.now()
    )
    active = SynthesisJob.objects.create(tenant=tenant, key="c", params={})

    assert prune_jobs() == "deleted 1 finished job(s)"

    assert set(SynthesisJob.objects.all()) == {recent, active}
    assert not SynthesisJob.objects.filter(pk=old.pk).exists()


def test_the_command_runs_everything_and_says_what_it_did(job_settings, capsys):
    call_command("housekeeping")

    out = capsys.readouterr().out.splitlines()
    assert out == [
        "requeue_stale: requeued 0, failed 0",
        "prune_clips: deleted 0 unused clip(s), 0 over a tenant's quota",
        "prune_sentences: deleted 0 unused sentence(s), 0 over a tenant's quota",
        "remove_orphaned_files: removed 0 orphaned file(s), kept 0 younger than 600 s",
        "remove_temporary_files: removed 0 temporary file(s)",
        "prune_jobs: deleted 0 finished job(s)",
        "prune_batches: deleted 0 batch(es) and their 0 item(s)",
        "prune_planned_styles: deleted 0 unused planned style(s)",
        out[8],  # the cache's: the database's or Redis's, by the pass
        "forget_expired: deleted 0 expired lease(s)",
    ]
    assert out[8].startswith("forget_expired_cache: ")


def test_requeue_jobs_command(db, capsys):
    call_command("requeue_jobs")

    assert capsys.readouterr().out.strip() == "requeued 0, failed 0"


def test_the_database_caches_expired_entries_are_deleted(db, settings):
    """Django's database cache deletes expired rows only when it culls (past MAX_ENTRIES),
    and counts the table on every set: housekeeping keeps it to the live entries."""
    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.db.DatabaseCache",
            "LOCATION": "django_cache",
        }
    }
    from django.core.cache import cache
    from django.db import connection

    call_command("createcachetable")  # the PostgreSQL + Redis pass never made it
    cache.clear()
    cache.set_many({f"old{i}": i for i in range(3)}, timeout=60)
    cache.set("live", 1, timeout=600)
    with connection.cursor() as cursor:  # three of them expired a minute ago
        past = connection.ops.adapt_datetimefield_value(
            timezone.now().replace(microsecond=0) - timedelta(minutes=1)
        )
        cursor.execute(
            "UPDATE django_cache SET expires = %s WHERE cache_key LIKE %s", [past, "%old%"]
        )
    assert forget_expired_cache() == "deleted 3 expired cache entries"
    with connection.cursor() as cursor:
        cursor.execute("SELECT COUNT(*) FROM django_cache")
        assert cursor.fetchone()[0] == 1
    assert cache.get("live") == 1


def test_a_cache_that_expires_its_own_entries_is_left_alone(db, settings):
    settings.CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    assert forget_expired_cache() == "the cache expires its own entries"
