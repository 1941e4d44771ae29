"""`manage.py metrics_exporter`: a worker host's metrics folder over HTTP, for hosts or
containers that run workers without a web process."""

import os
import signal
import subprocess
import sys
import threading
import urllib.request

from tests.cluster import ROOT, end_tree, free_port, wait_until

RECORD = """
from prometheus_client import Histogram
Histogram("tts_synthesis_rtf", "rtf", buckets=(0.5, 1)).observe(0.25)
"""


def exporter_env(metrics_dir) -> dict[str, str]:
    metrics_dir.mkdir(exist_ok=True)
    env = {**os.environ, "PROMETHEUS_MULTIPROC_DIR": str(metrics_dir)}
    env.pop("DATABASE_URL", None)  # it needs no database
    return env


def start_exporter(env: dict[str, str], port: int, stdout) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "manage.py", "metrics_exporter", "--port", str(port)],
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=stdout,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )


def scrape(port: int) -> str | None:
    """The exporter's /metrics, or None while it does not answer."""
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as r:
            return r.read().decode()
    except OSError:
        return None


def answering(exporter: subprocess.Popen, port: int, log=None) -> str:
    """Its /metrics once it answers (an empty folder gives an empty page); fails, with
    its ``log`` if given, if it exits instead."""
    wait_until(
        lambda: exporter.poll() is not None or scrape(port) is not None,
        60,
        f"the exporter on port {port}",
    )
    assert exporter.poll() is None, f"the exporter exited:\n{log.read_text() if log else ''}"
    return scrape(port)


def test_it_serves_what_the_workers_wrote_and_stops_on_sigterm(tmp_path):
    env = exporter_env(tmp_path / "metrics")
    subprocess.run([sys.executable, "-c", RECORD], env=env, check=True, timeout=60)  # a "worker"
    port, log = free_port(), tmp_path / "exporter.log"
    with open(log, "w") as out:
        exporter = start_exporter(env, port, out)
    try:
        text = answering(exporter, port, log)
        assert "tts_synthesis_rtf_count 1.0" in text
        assert "tts_queue_jobs" not in text  # the web's /metrics has that
        exporter.send_signal(signal.SIGTERM)
        assert exporter.wait(timeout=30) == 0, log.read_text()
    finally:
        end_tree(exporter)


def test_a_sigterm_as_it_starts_serving_still_stops_it_cleanly(tmp_path):
    # Held where a busy host may leave it: serving already, its start-up line not yet
    # written (unbuffered, as systemd runs it, into a pipe that is full for now).
    env = {**exporter_env(tmp_path / "metrics"), "PYTHONUNBUFFERED": "1"}
    read_end, write_end = os.pipe()
    os.set_blocking(write_end, False)
    try:
        while os.write(write_end, b"x" * 4096):
            pass
    except BlockingIOError:
        os.set_blocking(write_end, True)  # the exporter's writes wait for room
    port = free_port()
    exporter = start_exporter(env, port, write_end)
    os.close(write_end)
    said = []  # what it wrote, read once the pipe drains, to its end at the exporter's exit
    drain = threading.Thread(target=lambda: said.append(drained(read_end)), daemon=True)
    try:
        answering(exporter, port)
        exporter.send_signal(signal.SIGTERM)
        drain.start()
        assert exporter.wait(timeout=30) == 0, said
    finally:
        end_tree(exporter)  # the pipe's last writer: the drain ends with it
        if drain.ident is not None:
            drain.join(10)
        os.close(read_end)


def drained(fd: int) -> bytes:
    """Everything written to the pipe ``fd`` until its last writer closes it."""
    parts = []
    while data := os.read(fd, 65536):
        parts.append(data)
    return b"".join(parts)[-3000:]
