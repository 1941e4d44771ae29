"""The tables the service needs: `migrate` makes them (the database cache's too), and
when one is missing anyway every answer and /api/v1/ready name it, so an operator looks
at the schema, not the server."""

import json
import subprocess
import sys

import pytest
from django.core.management import call_command
from django.db import connection

from tests.cluster import ROOT, clean_up_scenario, scenario_env
from tests.test_api_support import client_for

# Backend-dependent, so on the PostgreSQL + Redis pass too: the database cache's table, and Redis
# as the cache.
pytestmark = pytest.mark.backend

DATABASE_CACHE = {
    "default": {
        "BACKEND": "django.core.cache.backends.db.DatabaseCache",
        "LOCATION": "django_cache",
        "OPTIONS": {"MAX_ENTRIES": 200_000},
    }
}


@pytest.fixture
def database_cache(transactional_db, job_settings):
    """The embedded default's cache on either pass (the PostgreSQL pass uses Redis), its
    table put back after the test. Outside a test transaction, as in production: on
    PostgreSQL a failed query would abort the test's transaction for every later one."""
    job_settings.CACHES = DATABASE_CACHE
    call_command("createcachetable", verbosity=0)
    yield job_settings
    call_command("createcachetable", verbosity=0)


def drop_cache_table():
    with connection.cursor() as cursor:
        cursor.execute("DROP TABLE django_cache")


def test_a_missing_cache_table_is_named_in_every_answer_and_in_ready(
    database_cache, make_tenant, client
):
    api = client_for(make_tenant())
    drop_cache_table()

    # The endpoints that read the cache (remembered answers); the rate and quota counters
    # have their own table (ops.LimitCounter), so /voices answers without it.
    openai = {"model": "tts-1", "input": "Hi", "voice": "alloy"}
    for response in (
        api.post("/api/v1/speech", {"text": "Hello."}, content_type="application/json"),
        api.post("/v1/audio/speech", openai, "application/json"),
    ):
        assert response.status_code == 503, response.content
        error = response.json()["error"]
        assert error["code"] == "database_unavailable"
        assert "no table django_cache" in error["message"]
        assert "manage.py migrate" in error["message"]
    ready = api.get("/api/v1/ready")  # its details need a key
    assert ready.status_code == 503
    check = json.loads(ready.content)["checks"]["database"]
    assert check["ok"] is False
    assert check["missing"] == ["django_cache"]
    assert "no table django_cache" in check["error"]


def test_migrate_puts_a_dropped_cache_table_back(database_cache, make_tenant):
    api = client_for(make_tenant())
    drop_cache_table()
    speech = {"text": "Hello.", "wait": 0}
    assert api.post("/api/v1/speech", speech, "application/json").status_code == 503

    call_command("migrate", verbosity=0)

    assert api.post("/api/v1/speech", speech, "application/json").status_code in (200, 202)


# Run in the migrated service's own process: the test database was made by pytest-django,
# which creates the cache table itself.
SERVE_ONE_REQUEST = """
import django
django.setup()
from django.test import Client
from tenancy.models import ApiKey, Tenant
key = ApiKey.issue(Tenant.objects.create(slug="acme", name="Acme"))[1]
response = Client(headers={"Authorization": f"Bearer {key}"}).get("/api/v1/voices")
print(response.status_code, response.content[:300])
"""


def test_a_fresh_database_migrated_with_only_migrate_serves_requests(tmp_path, model_dir):
    env = scenario_env(tmp_path, model_dir, fresh=True, ALLOWED_HOSTS="testserver")
    env.pop("REDIS_URL", None)  # the embedded default: the database cache
    try:
        subprocess.run(
            [sys.executable, "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True,
            timeout=300,
        )  # fmt: skip
        done = subprocess.run(
            [sys.executable, "-c", SERVE_ONE_REQUEST],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
    finally:
        clean_up_scenario(env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("200 "), done.stdout + done.stderr


@pytest.mark.parametrize("table", ["ops_limitcounter", "synth_synthesisjob", "django_q_ormq"])
def test_ready_names_any_missing_model_table(transactional_db, client, table, settings):
    """A release deployed without `migrate`: ready must say so, not send it traffic."""
    settings.METRICS_TOKEN = "operator"  # its details need it (the key's table may be gone)
    with connection.cursor() as cursor:
        cursor.execute(f"ALTER TABLE {table} RENAME TO {table}_gone")
    try:
        ready = client.get("/api/v1/ready", headers={"Authorization": "Bearer operator"})
    finally:
        with connection.cursor() as cursor:
            cursor.execute(f"ALTER TABLE {table}_gone RENAME TO {table}")
    assert ready.status_code == 503
    check = json.loads(ready.content)["checks"]["database"]
    assert check["ok"] is False and check["missing"] == [table]
    assert f"no table {table}" in check["error"]
