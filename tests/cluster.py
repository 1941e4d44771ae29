"""A real `manage.py qcluster`, for the tests that sync mode would make dishonest (a worker
killed mid-job, the timeout).

pytest-django's test database is in memory, out of the cluster's sight. So each scenario
runs in a fresh Python process of its own, playing the web side, on a file SQLite
database under tmp_path, with a qcluster beside it on the same database: both see the same
rows, as in production. On the PostgreSQL pass (`make test`'s second run,
DATABASE_URL=postgres://...), the scenario gets a new database on that server instead,
dropped when it ends.

A scenario's database starts migrated: a copy of a template this test process migrates
once (a SQLite file copied; on PostgreSQL, ``CREATE DATABASE ... TEMPLATE``), as if
``manage.py migrate`` had just run on it (its post_migrate work included: the cache table,
the schedules). Migrating each scenario's own cost 2-4 s of CPU and, on PostgreSQL, 15 s of
a loaded host's time, for every one of about a hundred scenarios a pass. A test that needs
a database no migrate has touched asks ``scenario_env(..., fresh=True)``.
"""

import atexit
import contextlib
import http.client
import os
import shutil
import signal
import socket
import ssl
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest

ROOT = Path(__file__).resolve().parent.parent
# About 2 s of synthesis on the tiny stand-in (110 sentences, 100 steps): long enough to
# kill a worker in the middle of it, or to run past a 1 s timeout; short enough for
# API_MAX_TEXT_CHARS, which plan_speech applies to what will be synthesized.
SLOW_TEXT = " ".join(["The quick brown fox jumps over the lazy dog."] * 110)
SLOW_PARAMS = {"voice": "M1", "lang": "en", "steps": 100, "speed": 2.0, "seed": 1}


def scenario_env(
    tmp_path: Path, model_dir: Path, fresh: bool = False, **settings
) -> dict[str, str]:
    """Environment for the scenario and its cluster: their own database (migrated, unless
    ``fresh``), storage, queue."""
    env = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("SYNTH_", "Q_")) and key not in ("DATABASE_URL", "REDIS_URL")
    }
    env.update(
        DJANGO_SETTINGS_MODULE="ttsproject.settings",
        DATABASE_URL=scenario_database(tmp_path, fresh=fresh),
        VAR_DIR=str(tmp_path / "var"),
        SYNTH_MODEL_DIR=str(model_dir),
        SYNTH_CACHE_DIR=str(tmp_path / "cache"),
        Q_WORKERS="1",
        # The scenarios make slow jobs with the model's most steps (tests.faults.harness.SLOW).
        SYNTH_MAX_STEPS="100",
        Q_NAME=f"test-{uuid.uuid4().hex[:12]}",  # a queue of its own on a shared Redis
        CLUSTER_LOG=str(tmp_path / "qcluster.log"),
    )
    env.update({key: str(value) for key, value in settings.items()})
    return env


def scenario_database(tmp_path: Path, fresh: bool = False) -> str:
    """A SQLite file under tmp_path; on the PostgreSQL pass, a new database on that server.
    Migrated (a copy of this process's template), unless ``fresh``: then empty."""
    server = os.getenv("DATABASE_URL", "")
    if not server.startswith(("postgres://", "postgresql://")):
        path = tmp_path / "db.sqlite3"
        if not fresh:
            shutil.copyfile(_migrated_template(), path)
        return f"sqlite:///{path}"
    name = f"scenario_{uuid.uuid4().hex[:12]}"
    template = "" if fresh else f' TEMPLATE "{_migrated_template()}"'
    _on_postgres_server(server, f'CREATE DATABASE "{name}"{template}')
    return urlunsplit(urlsplit(server)._replace(path=f"/{name}"))


_template: dict[str, str] = {}
_template_lock = threading.Lock()


def _migrated_template() -> str:
    """This process's migrated template (made on first use, removed at exit): a SQLite
    file's path, or on the PostgreSQL pass a database's name. Nothing connects to it after
    its migrate, as ``CREATE DATABASE ... TEMPLATE`` needs."""
    with _template_lock:
        if "name" in _template:
            return _template["name"]
        server = os.getenv("DATABASE_URL", "")
        env = {
            key: value
            for key, value in os.environ.items()
            if not key.startswith(("SYNTH_", "Q_")) and key not in ("DATABASE_URL", "REDIS_URL")
        }
        folder = Path(tempfile.mkdtemp(prefix="scenario-template-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        env.update(DJANGO_SETTINGS_MODULE="ttsproject.settings", VAR_DIR=str(folder / "var"))
        if server.startswith(("postgres://", "postgresql://")):
            name = f"scenario_template_{uuid.uuid4().hex[:12]}"
            _on_postgres_server(server, f'CREATE DATABASE "{name}"')
            atexit.register(
                _on_postgres_server, server, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'
            )
            env["DATABASE_URL"] = urlunsplit(urlsplit(server)._replace(path=f"/{name}"))
        else:
            name = str(folder / "template.sqlite3")
            env["DATABASE_URL"] = f"sqlite:///{name}"
        subprocess.run(
            [sys.executable, "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True,
            timeout=600,
        )  # fmt: skip
        _template["name"] = name
        return name


def clean_up_scenario(env: dict[str, str]) -> None:
    """Drop the scenario's PostgreSQL database and its Redis keys, if it had them."""
    url = env["DATABASE_URL"]
    if url.startswith(("postgres://", "postgresql://")):
        name = urlsplit(url).path.lstrip("/")
        _on_postgres_server(url, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    if env.get("REDIS_URL"):
        forget_redis_keys(env["REDIS_URL"], env["Q_NAME"])


def forget_redis_keys(url: str, q_name: str) -> None:
    """Delete a cluster's keys: its queue and stats, and the cache's (prefixed by Q_NAME)."""
    import redis

    client = redis.from_url(url, socket_connect_timeout=3)
    try:
        for pattern in (f"django_q:{q_name}:*", f"{q_name}:*"):
            for key in client.scan_iter(match=pattern):
                client.delete(key)
    finally:
        client.close()


def _on_postgres_server(url: str, statement: str) -> None:
    import psycopg

    maintenance = urlunsplit(urlsplit(url)._replace(path="/postgres"))
    with psycopg.connect(maintenance, autocommit=True) as conn:
        conn.execute(statement)


def run_module(module: str, env: dict, *args: str, timeout: float = 120) -> str:
    """``python -m module args`` on the scenario's environment; what it printed (it must
    succeed)."""
    done = subprocess.run(
        [sys.executable, "-m", module, *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert done.returncode == 0, f"{args} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


def run_scenario(module: str, env: dict[str, str], timeout: float = 120) -> str:
    """Run ``module`` (``python -m``) as the scenario; fail the test with everything it and
    its clusters said if it does not exit cleanly within ``timeout``. However the test
    ends, the scenario and everything it started end with it; a PostgreSQL database is
    dropped after."""
    proc = subprocess.Popen(
        [sys.executable, "-m", module],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    timed_out = False
    try:
        stdout, stderr = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
        end_tree(proc)
        try:  # bounded: a process that escaped the tree may still hold the pipes
            stdout, stderr = proc.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            stdout, stderr = "(unread)", "(unread)"
    finally:
        end_tree(proc)
        clean_up_scenario(env)
    if timed_out or proc.returncode != 0:
        logs = sorted(Path(env["CLUSTER_LOG"]).parent.glob("qcluster*.log"))
        clusters = "".join(f"\n--- {log.name}\n{log.read_text()}" for log in logs)
        why = f"did not end within {timeout} s" if timed_out else "failed"
        pytest.fail(
            f"scenario {module} {why}\n--- stdout\n{stdout}\n--- stderr\n{stderr}"
            + (clusters or "\n(no cluster log)"),
            pytrace=False,
        )
    return stdout


def end_tree(proc: subprocess.Popen, grace: float = 5) -> None:
    """End ``proc`` and every process below it, whatever groups or sessions they made:
    SIGTERM to all, SIGKILL to what is left after ``grace`` seconds. The tree is listed
    before any signal, since a child whose parent ends is no longer found under it. (A
    ``proc`` that has ended already leaves its orphans to conftest's session check.)"""
    import psutil

    if proc.poll() is not None:
        return  # reaped: its pid may be another process's by now
    try:
        tree = psutil.Process(proc.pid).children(recursive=True)
    except psutil.NoSuchProcess:
        tree = []
    for member in [proc, *tree]:
        with contextlib.suppress(psutil.NoSuchProcess, ProcessLookupError):
            member.terminate()
    _, alive = psutil.wait_procs(tree, timeout=grace)
    try:
        proc.wait(grace)
    except subprocess.TimeoutExpired:
        proc.kill()
    for member in alive:
        with contextlib.suppress(psutil.NoSuchProcess):
            member.kill()
    psutil.wait_procs(alive, timeout=grace)
    proc.wait(grace)


def reachable_redis() -> str:
    """REDIS_URL (default: the local server) if Redis answers. Otherwise skip, except
    with CI=true, where an unreachable service fails the run."""
    import redis

    url = os.getenv("REDIS_URL") or "redis://127.0.0.1:6379/0"
    try:
        redis.from_url(url, socket_connect_timeout=2).ping()
    except redis.RedisError as exc:
        if os.getenv("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(f"CI: Redis at {url} is unreachable: {exc}", pytrace=False)
        pytest.skip(f"Redis at {url} is unreachable: {exc}")
    return url


# --- inside the scenario process ----------------------------------------------------------


def start_django() -> None:
    import django
    from django.core.management import call_command

    django.setup()
    call_command("migrate", verbosity=0)  # with the cache table, as `make run` does


@contextmanager
def qcluster(name: str = ""):
    """`manage.py qcluster` on the scenario's database, stopped (its whole process group)
    on the way out. Give several clusters in one scenario a ``name`` each (their logs)."""
    log_path = Path(os.environ["CLUSTER_LOG"])
    if name:
        log_path = log_path.with_name(f"qcluster-{name}.log")
    with open(log_path, "w") as log:
        cluster = subprocess.Popen(
            [sys.executable, "manage.py", "qcluster"],
            cwd=ROOT,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its own process group: the workers go with it
        )
    try:
        yield cluster
    finally:
        cluster.send_signal(signal.SIGTERM)  # a graceful stop first: its workers' stats
        try:
            cluster.wait(10)
        except subprocess.TimeoutExpired:
            pass
        try:
            os.killpg(cluster.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        end_tree(cluster)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def answers(port: int, path: str = "/api/v1/health", tls: ssl.SSLContext | None = None) -> bool:
    """True if the server on ``port`` answers ``path`` with a 200 within 2 s (over TLS
    trusting ``tls``, if given)."""
    if tls is None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
    else:
        conn = http.client.HTTPSConnection("127.0.0.1", port, timeout=2, context=tls)
    try:
        conn.request("GET", path)
        return conn.getresponse().status == 200
    except OSError:
        return False
    finally:
        conn.close()


@contextmanager
def serving(
    env: dict[str, str],
    log_path: Path,
    seconds: float = 60,
    args: tuple[str, ...] = (),
    tls: ssl.SSLContext | None = None,
):
    """`manage.py serve` (gunicorn and a qcluster, as `make run`) on a free port with
    ``args``, all its output in ``log_path``; yields (process, port) once it answers (over
    TLS trusting ``tls``, if given). Whatever it started is ended on the way out, however
    the test ends."""
    port = free_port()
    with open(log_path, "w") as log:
        proc = subprocess.Popen(
            [sys.executable, "manage.py", "serve", "--port", str(port), *args],
            cwd=ROOT,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=log,  # a file, not a pipe nobody reads: a full pipe blocks the server
            stderr=subprocess.STDOUT,
            start_new_session=True,  # as a terminal's foreground job: a group of its own
        )
    try:
        wait_until(
            lambda: proc.poll() is not None or answers(port, tls=tls),
            seconds,
            f"serve on port {port}",
        )
        assert proc.poll() is None, f"serve exited:\n{log_path.read_text()[-3000:]}"
        yield proc, port
    finally:
        end_tree(proc)


def wait_until(condition, seconds: float, what: str):
    """Poll ``condition`` until it returns something truthy (returned), or fail."""
    deadline = time.monotonic() + seconds
    while True:
        result = condition()
        if result:
            return result
        if time.monotonic() > deadline:
            raise AssertionError(f"gave up after {seconds} s waiting for {what}")
        time.sleep(0.02)


def say(message: str) -> None:
    print(f"{time.monotonic():.2f} {message}", flush=True)


def migrated(env: dict[str, str], setup: str) -> str:
    """Migrate the scenario's database, then run the Python ``setup`` in it (after
    ``django.setup()``); what it prints, stripped (e.g. an API key it issued)."""
    subprocess.run(
        [sys.executable, "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True,
        timeout=300,
    )  # fmt: skip
    script = "import django\ndjango.setup()\n" + setup
    return subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, check=True, timeout=120,
        capture_output=True, text=True,
    ).stdout.strip()  # fmt: skip
