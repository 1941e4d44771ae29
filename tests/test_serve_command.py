"""`make run`'s last steps: the demo credentials, and gunicorn + qcluster in the foreground."""

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from django.core.management import call_command

ROOT = Path(__file__).resolve().parent.parent


def test_prepare_demo_creates_credentials_once_and_prints_them(db, settings, tmp_path, capsys):
    from lexicon.models import ApiKey, Tenant

    settings.VAR_DIR = tmp_path
    call_command("prepare_demo")
    first = capsys.readouterr().out
    key = first.split("API key of tenant 'demo': ")[1].split()[0]
    assert ApiKey.authenticate(key).tenant.slug == "demo"
    assert oct((tmp_path / "demo-credentials.txt").stat().st_mode & 0o777) == "0o600"
    call_command("prepare_demo")
    assert capsys.readouterr().out == first
    assert Tenant.objects.count() == 1


def test_prepare_demo_gives_a_reviewer_and_an_editor_clips_to_review(
    job_settings, tmp_path, capsys
):
    from django.contrib.auth import authenticate

    from lexicon.models import Membership
    from review.models import TestSet
    from synth.models import BatchItem

    job_settings.VAR_DIR = tmp_path
    call_command("prepare_demo")
    out = capsys.readouterr().out
    for role in ("reviewer", "editor"):
        password = out.split(f"{role} login: {role} / ")[1].split()[0]
        user = authenticate(username=role, password=password)
        assert user.is_staff and not user.is_superuser
        assert Membership.objects.get(user=user).role == role
    test_set = TestSet.objects.get(tenant__slug="demo")
    assert BatchItem.objects.filter(batch=test_set.last_batch).count() == len(test_set.lines()) == 4


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_serve_runs_web_and_workers_and_stops_both_on_ctrl_c(model_dir, tmp_path):
    env = {
        **os.environ,
        "VAR_DIR": str(tmp_path),
        "SYNTH_MODEL_DIR": str(model_dir),
        "Q_NAME": f"serve-test-{os.getpid()}",
    }
    env.pop("DJANGO_SETTINGS_MODULE", None)
    subprocess.run([sys.executable, "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True)
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "manage.py", "serve", "--port", str(port)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/v1/health") as r:
                    assert json.load(r)["model"] == "standin"
                break
            except OSError:
                assert time.monotonic() < deadline, "the web server did not come up"
                time.sleep(0.2)
        children = subprocess.run(
            ["pgrep", "-g", str(proc.pid)], capture_output=True, text=True
        ).stdout.split()
        assert len(children) >= 4  # serve, gunicorn master and workers, qcluster processes
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=30) == 0
        # gunicorn's control socket would be ~/.gunicorn/gunicorn.ctl, shared by every
        # gunicorn of the user: serve opens none.
        assert "Control socket" not in proc.stdout.read().decode()
        deadline = time.monotonic() + 10
        while subprocess.run(["pgrep", "-g", str(proc.pid)], capture_output=True).stdout:
            assert time.monotonic() < deadline, "a child outlived serve"
            time.sleep(0.2)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
