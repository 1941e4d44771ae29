"""`make run`'s last steps: the demo credentials, and gunicorn + qcluster in the foreground."""

import json
import os
import signal
import subprocess
import sys
import urllib.request

import psutil
from django.core.management import call_command

from tenancy.keys import live_key
from tests.cluster import ROOT, clean_up_scenario, scenario_env, serving, wait_until


def test_prepare_demo_creates_credentials_once_and_prints_them(db, settings, tmp_path, capsys):
    from tenancy.models import Tenant

    settings.VAR_DIR = tmp_path
    call_command("prepare_demo")
    first = capsys.readouterr().out
    key = first.split("API key of tenant 'demo': ")[1].split()[0]
    assert live_key(key).tenant.slug == "demo"
    assert oct((tmp_path / "demo-credentials.txt").stat().st_mode & 0o777) == "0o600"
    # The line to paste, printed once and kept in the file, where a newcomer looks later.
    assert first.count(f"export TTS_KEY={key}\n") == 1
    assert f"export TTS_KEY={key}\n" in (tmp_path / "demo-credentials.txt").read_text()
    call_command("prepare_demo")
    assert capsys.readouterr().out == first
    assert Tenant.objects.count() == 1


def test_prepare_demo_gives_a_reviewer_and_an_editor_clips_to_review(
    job_settings, tmp_path, capsys
):
    from django.contrib.auth import authenticate
    from django.test import RequestFactory

    from review.models import TestSet
    from synth.models import BatchItem
    from tenancy.models import Membership

    job_settings.VAR_DIR = tmp_path
    call_command("prepare_demo")
    out = capsys.readouterr().out
    for role in ("reviewer", "editor"):
        password = out.split(f"{role} login: {role} / ")[1].split()[0]
        # As the sign-in page asks (django-axes counts sign-ins per request's address).
        user = authenticate(
            RequestFactory().post("/admin/login/"), username=role, password=password
        )
        assert user.is_staff and not user.is_superuser
        assert Membership.objects.get(user=user).role == role
    test_set = TestSet.objects.get(tenant__slug="demo")
    assert BatchItem.objects.filter(batch=test_set.last_batch).count() == len(test_set.lines()) == 4


def test_serve_runs_web_and_workers_and_stops_both_on_ctrl_c(model_dir, tmp_path):
    env = scenario_env(tmp_path, model_dir)
    try:
        subprocess.run(
            [sys.executable, "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True,
            timeout=300,
        )  # fmt: skip
        log = tmp_path / "serve.log"
        with serving(env, log) as (proc, port):
            health = f"http://127.0.0.1:{port}/api/v1/health"
            with urllib.request.urlopen(health, timeout=10) as r:
                assert json.load(r)["model"] == "standin"
            # gunicorn's master and workers, the cluster and its processes
            wait_until(lambda: len(descendants(proc)) >= 4, 60, "the cluster's processes")
            children = descendants(proc)
            os.killpg(proc.pid, signal.SIGINT)  # as Ctrl-C in a terminal: the whole group

            assert proc.wait(timeout=30) == 0
            _, alive = psutil.wait_procs(children, timeout=10)
            assert not alive, f"outlived serve: {alive}"
            # gunicorn's control socket would be ~/.gunicorn/gunicorn.ctl, shared by every
            # gunicorn of the user: serve opens none.
            assert "Control socket" not in log.read_text()
            # Each worker opens its own socket (--reuse-port): the start line names the
            # address anyway, not "Listening at:  (pid)".
            assert f"Listening at: 127.0.0.1:{port} (a socket per worker)" in log.read_text()
            # Ctrl-C ends quietly (gunicorn logged "Error while closing socket [Errno 9] Bad
            # file descriptor" once per worker) and says so last.
            assert "Error while closing socket" not in log.read_text()
            assert log.read_text().rstrip().splitlines()[-1] == "stopped", log.read_text()[-800:]
    finally:
        clean_up_scenario(env)


def descendants(proc) -> list:
    return psutil.Process(proc.pid).children(recursive=True)


def test_serve_prepare_says_ready_only_once_ready_answers(model_dir, tmp_path):
    """`make run`'s one command (serve --prepare): migrate, the model and the demo in one
    Django start, then the service; its "ready" line is printed only once /api/v1/ready
    answers 200 (issue 34: the start line was printed 10-27 s before anything answered).
    On a database no migrate has touched, as on a new machine."""
    env = scenario_env(tmp_path, model_dir, fresh=True)
    log = tmp_path / "serve.log"
    try:
        with serving(env, log, seconds=180, args=("--prepare",)) as (_, port):
            ready = f"http://127.0.0.1:{port}/api/v1/ready"
            said = wait_until(lambda: "ready after" in log.read_text() and log.read_text(), 60,
                              "the ready line")  # fmt: skip
            with urllib.request.urlopen(ready, timeout=10) as r:
                assert r.status == 200
            assert said.index("starting the web tier") < said.index("ready after")
            assert "export TTS_KEY=tts_" in said  # prepare_demo ran, in the same process
            assert said.count("ready after") == 1
            # and only once a worker holds the model: the first request pays no load (the
            # worker's own log line comes first)
            assert "loaded the model" in said[: said.index("ready after")]
    finally:
        clean_up_scenario(env)


def test_serve_refuses_a_port_another_server_holds(tmp_path, model_dir):
    """Each web process listens with SO_REUSEPORT, which shares a port with any other
    server doing the same: a second `make run` said "ready" and answered half the first
    one's clients (a newcomer's walkthrough). serve stops first, naming the port."""
    import socket

    env = scenario_env(tmp_path, model_dir)
    with socket.socket() as holder:
        holder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        run = subprocess.run(
            [sys.executable, "manage.py", "serve", "--port", str(port)],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
        )  # fmt: skip
    assert run.returncode != 0
    assert f"port {port} on 127.0.0.1 is in use" in run.stderr, run.stderr
    assert "Traceback" not in run.stderr
