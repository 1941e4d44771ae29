"""`manage.py metrics_exporter`: a worker host's metrics folder over HTTP, for hosts or
containers that run workers without a web process."""

import os
import signal
import subprocess
import sys
import time
import urllib.request

from tests.cluster import ROOT
from tests.test_serve_command import free_port

RECORD = """
from prometheus_client import Histogram
Histogram("tts_synthesis_rtf", "rtf", buckets=(0.5, 1)).observe(0.25)
"""


def test_it_serves_what_the_workers_wrote_and_stops_on_sigterm(tmp_path):
    env = {**os.environ, "PROMETHEUS_MULTIPROC_DIR": str(tmp_path)}
    env.pop("DATABASE_URL", None)  # it needs no database
    subprocess.run([sys.executable, "-c", RECORD], env=env, check=True)  # a "worker"
    port = free_port()
    exporter = subprocess.Popen(
        [sys.executable, "manage.py", "metrics_exporter", "--port", str(port)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.monotonic() + 20
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics") as r:
                    text = r.read().decode()
                break
            except OSError:
                assert time.monotonic() < deadline, "the exporter did not come up"
                time.sleep(0.1)
        assert "tts_synthesis_rtf_count 1.0" in text
        assert "tts_queue_jobs" not in text  # the web's /metrics has that
        exporter.send_signal(signal.SIGTERM)
        assert exporter.wait(timeout=10) == 0
    finally:
        if exporter.poll() is None:
            exporter.kill()
