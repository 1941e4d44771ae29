"""What /api/v1/ready checks: can this web process do its job right now?

Each check returns a small dict with ``ok`` and what it found. Details of a failure go to
the log; the answer (unauthenticated) says what failed, not paths or internals.
"""

import logging
import re
import time

from django.conf import settings
from django.db import connection

log = logging.getLogger(__name__)
# A readiness probe must answer quickly even when a service hangs.
REDIS_TIMEOUT_SECONDS = 2
# How SQLite and PostgreSQL say that a table is not there.
MISSING_TABLE = re.compile(r'no such table: "?([\w.]+)|relation "([\w.]+)" does not exist')


def check_database() -> dict:
    """The database answers, and has every table the service needs: each installed model's
    (a release deployed without `migrate` lacks its new ones) and the database cache's."""
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()
    missing = sorted(set(needed_tables()) - set(connection.introspection.table_names()))
    if missing:
        log.warning("database tables missing: %s; run `manage.py migrate`", ", ".join(missing))
        return {"ok": False, "error": missing_table_message(missing[0]), "missing": missing}
    return {"ok": True, "vendor": connection.vendor}


def needed_tables() -> list[str]:
    """The tables of every installed, managed model and of the database caches."""
    from django.apps import apps

    models = apps.get_models(include_auto_created=True)
    return [m._meta.db_table for m in models if m._meta.managed and not m._meta.proxy] + (
        cache_tables()
    )


def cache_tables() -> list[str]:
    """The tables of the configured database caches (``createcachetable`` makes them)."""
    return [
        cache["LOCATION"]
        for cache in settings.CACHES.values()
        if cache["BACKEND"].endswith("DatabaseCache")
    ]


def create_cache_tables(using: str = "default", **kwargs) -> None:
    """``createcachetable`` after every ``migrate``: without its table the database cache
    (rate limits, quotas) fails every request. Connected to ``post_migrate`` (ops.apps);
    it sees the table there after the first app's signal and does nothing more."""
    from django.core.management import call_command
    from django.db import connections

    if set(cache_tables()) - set(connections[using].introspection.table_names()):
        call_command("createcachetable", database=using, verbosity=0)


def missing_table(exc: Exception) -> str | None:
    """The table a database error says is missing, else None."""
    found = MISSING_TABLE.search(str(exc))
    return (found.group(1) or found.group(2)) if found else None


def missing_table_message(table: str) -> str:
    return f"the database has no table {table}: run `manage.py migrate`"


def check_broker() -> dict:
    """The ORM broker is the database; the Redis broker must answer a ping."""
    if not settings.REDIS_URL:
        return {"ok": True, "kind": "orm"}
    import redis

    client = redis.from_url(
        settings.REDIS_URL,
        socket_connect_timeout=REDIS_TIMEOUT_SECONDS,
        socket_timeout=REDIS_TIMEOUT_SECONDS,
    )
    try:
        client.ping()
    finally:
        client.close()
    return {"ok": True, "kind": "redis"}


def check_model() -> dict:
    """The configured folder has the four graphs and a valid config, indexer and voices
    (read without onnxruntime: the web process never loads it)."""
    from synth.conf import model_folder, model_status

    status = model_status()
    if status == "missing":
        return {"ok": False, "error": "no model installed"}
    model_folder()  # raises ModelError when a file is missing or invalid
    return {"ok": True, "kind": status}


def check_workers() -> dict:
    """At least one qcluster with a live worker has reported within the last seconds
    (clusters save their stats every half second with a 3 s expiry: in Redis with the
    Redis broker, in the Django cache with the ORM broker). ``loaded``: how many of those
    workers hold the installed model (they load it as they start, synth.worker), so that
    their next job starts at once."""
    from django_q.conf import Conf
    from django_q.status import Stat

    running = {str(Conf.IDLE), str(Conf.WORKING)}
    clusters = [s for s in Stat.get_all() if str(s.status) in running]
    workers = sum(len(s.workers) for s in clusters)
    found = {"clusters": len(clusters), "workers": workers, "loaded": loaded_workers(clusters)}
    if not workers:
        return {"ok": False, "error": "no qcluster worker is running", **found}
    return {"ok": True, **found}


def loaded_workers(clusters) -> int:
    """The clusters' workers that noted the installed model as loaded (synth.worker)."""
    from django.core.cache import cache

    from synth.speech import folder_fingerprint
    from synth.worker import loaded_key

    keys = [loaded_key(s.host, pid) for s in clusters for pid in s.workers]
    if not keys:
        return 0
    installed = folder_fingerprint()
    return sum(1 for value in cache.get_many(keys).values() if value == installed)


CHECKS = {
    "database": check_database,
    "broker": check_broker,
    "model": check_model,
    "workers": check_workers,
}


def run_checks() -> tuple[bool, dict]:
    """Every check with its time; a check that raises failed (with the exception's class).
    The workers check needs the broker (Redis) or the database (ORM): not tried when those
    failed, so a dead service costs one timeout, not two."""
    results = {}
    for name, check in CHECKS.items():
        needs = "broker" if settings.REDIS_URL else "database"
        if name == "workers" and not results[needs]["ok"]:
            results[name] = {"ok": False, "error": f"not checked: the {needs} is unreachable"}
            continue
        started = time.perf_counter()
        try:
            result = check()
        except Exception as exc:
            log.warning("readiness check %s failed: %s: %s", name, type(exc).__name__, exc)
            result = {"ok": False, "error": _describe(name, exc)}
        result["ms"] = round((time.perf_counter() - started) * 1000, 1)
        results[name] = result
    return all(r["ok"] for r in results.values()), results


def _describe(name: str, exc: Exception) -> str:
    from engine.errors import ModelError

    if isinstance(exc, ModelError):
        return "the model folder is invalid (see the log)"
    return f"{name} unreachable ({type(exc).__name__})"
