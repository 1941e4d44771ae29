"""The PostgreSQL + Redis pass of `make test`: a pytest plugin (`-p tests.postgres_redis`)
for the run with DATABASE_URL=postgres://... and REDIS_URL=redis://... set. That pass runs
the tests marked `backend` (`-m "backend and not faults"`, `make test-services`): those
whose outcome can depend on the database, broker or cache (the Makefile lists what counts).

Before any test: both services must answer, or the pass is skipped with the reason; with
CI=true it fails instead, so a CI machine without its services cannot pass by skipping.
The run's unique Q_NAME names its test database and its Redis keys (queue, cache prefix),
so two runs on one machine do not meet; its Redis keys are deleted at the end.
"""

import os

import pytest

TIMEOUT_SECONDS = 3


def pytest_configure(config):
    from django.conf import settings

    problems = unreachable(settings.DATABASES["default"], settings.REDIS_URL)
    if problems:
        problems = "; ".join(problems)
        if os.getenv("CI", "").lower() in ("1", "true", "yes"):
            pytest.exit(f"CI: the PostgreSQL + Redis pass cannot run: {problems}", returncode=1)
        pytest.exit(f"skipping the PostgreSQL + Redis pass: {problems}", returncode=0)
    name = settings.Q_CLUSTER["name"].replace("-", "_")
    settings.DATABASES["default"].setdefault("TEST", {})["NAME"] = f"test_{name}"


def pytest_unconfigure(config):
    from django.conf import settings

    if not settings.REDIS_URL:
        return
    import redis

    from tests.cluster import forget_redis_keys

    try:
        forget_redis_keys(settings.REDIS_URL, settings.Q_CLUSTER["name"])
    except redis.RedisError:
        pass  # cleaning up is a courtesy; the pass's result stands


def unreachable(database: dict, redis_url: str) -> list[str]:
    """What is wrong with the pass's services (empty: both answer)."""
    problems = []
    if database["ENGINE"] != "django.db.backends.postgresql":
        problems.append(f"DATABASE_URL is not PostgreSQL ({database['ENGINE']})")
    else:
        import psycopg

        where = f"{database['HOST']}:{database['PORT']}"
        try:
            psycopg.connect(
                host=database["HOST"],
                port=database["PORT"],
                user=database["USER"],
                password=database["PASSWORD"],
                dbname="postgres",
                connect_timeout=TIMEOUT_SECONDS,
            ).close()
        except psycopg.Error as exc:
            problems.append(f"PostgreSQL at {where} is unreachable: {exc}".strip())
    if not redis_url:
        problems.append("REDIS_URL is not set")
    else:
        import redis

        try:
            client = redis.from_url(redis_url, socket_connect_timeout=TIMEOUT_SECONDS)
            client.ping()
            client.close()
        except redis.RedisError as exc:
            problems.append(f"Redis at {redis_url} is unreachable: {exc}")
    return problems
