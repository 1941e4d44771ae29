"""Everything under VAR_DIR (the database and its -wal/-shm, clips, encodings, scratch
files, the demo logins, the secret key, the model cache, metrics) is private to the
service's user, whatever umask the operator's shell had."""

import http.client
import json
import os
import stat
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

from tests.cluster import ROOT, scenario_env, serving


@contextmanager
def umask(mask: int):
    """The umask of a usual login shell for the processes started inside (the settings
    have made this test process's private already)."""
    before = os.umask(mask)
    try:
        yield
    finally:
        os.umask(before)


def embedded_env(tmp_path: Path, model_dir: Path) -> dict[str, str]:
    """`make run`'s mode whatever the environment says: SQLite, the ORM broker, the model
    cache in VAR_DIR (so this module needs no second run on PostgreSQL + Redis)."""
    env = scenario_env(tmp_path, model_dir)
    env["DATABASE_URL"] = ""  # the default: VAR_DIR/db.sqlite3
    env.pop("REDIS_URL", None)
    env.pop("SYNTH_CACHE_DIR")
    return env


def manage(env: dict[str, str], *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def speak(port: int, key: str, **body) -> tuple[int, dict]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=90)
    try:
        headers = {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}
        conn.request("POST", "/api/v1/speech", json.dumps({"wait": 30, **body}), headers)
        response = conn.getresponse()
        return response.status, response.headers  # names in any case, as HTTP has them
    finally:
        conn.close()


def readable_by_others(root: Path) -> list[str]:
    found = []
    for path in [root, *root.rglob("*")]:
        mode = stat.S_IMODE(path.lstat().st_mode)
        if mode & 0o077 and not path.is_symlink():
            found.append(f"{oct(mode)} {path.relative_to(root.parent)}")
    return found


def test_nothing_the_service_writes_under_var_dir_is_open_to_other_users(model_dir, tmp_path):
    env = embedded_env(tmp_path, model_dir)
    var = Path(env["VAR_DIR"])
    with umask(0o022):
        manage(env, "migrate", "-v0")
        out = manage(env, "prepare_demo")
        key = out.split("API key of tenant 'demo': ")[1].split()[0]
        with serving(env, tmp_path / "serve.log") as (_, port):
            status, headers = speak(port, key, text="Private, please.", format="wav")
            assert status == 200, headers
            status, headers = speak(port, key, text="Private, please.", format="mp3")
            assert status == 200, headers
        manage(env, "housekeeping")

    for made in ("db.sqlite3", "secret-key", "demo-credentials.txt", "media/clips", "cache"):
        assert (var / made).exists(), f"the flow made no {made}"
    assert list((var / "media" / "clips").rglob("*.mp3")), "no encoding was stored"
    assert readable_by_others(var) == []


def test_an_older_installs_var_dir_is_closed_at_start(tmp_path, model_dir):
    env = embedded_env(tmp_path, model_dir)
    var = Path(env["VAR_DIR"])
    var.mkdir(mode=0o755)
    var.chmod(0o755)
    (var / "db.sqlite3").touch(mode=0o644)

    with umask(0o022):
        manage(env, "check")

    assert stat.S_IMODE(var.stat().st_mode) == 0o700
