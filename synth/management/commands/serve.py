import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from django.conf import settings

from synth.management.base import CliCommand


class Command(CliCommand):
    help = (
        "Run the service in the foreground: gunicorn for the web and API, and a django-q2 "
        "cluster for synthesis. Ctrl-C stops both; if either dies, the other is stopped too."
    )

    def add_arguments(self, parser):
        parser.add_argument("--host", default="127.0.0.1")
        parser.add_argument("--port", type=int, default=8000)
        parser.add_argument(
            "--web-workers", type=int, default=2, help="gunicorn processes (default 2)"
        )

    def handle(self, *args, **opts):
        bind = f"{opts['host']}:{opts['port']}"
        web = [
            sys.executable,
            "-m",
            "gunicorn",
            "ttsproject.wsgi",
            "--bind",
            bind,
            "--workers",
            str(opts["web_workers"]),
            "--threads",
            "4",
            # A request may wait API_MAX_WAIT seconds for its clip.
            "--timeout",
            str(settings.API_MAX_WAIT + 30),
            # No gunicorn access log: ops.middleware logs each request with its id.
            # No control socket (gunicornc): by default every gunicorn of the user shares
            # one path, ~/.gunicorn/gunicorn.ctl, and the last one started takes it over.
            "--no-control-socket",
        ]
        cluster = [sys.executable, "manage.py", "qcluster"]
        self.stdout.write(
            f"web and API on http://{bind}/ (admin /admin/, API docs /api/docs/); "
            f"{settings.Q_CLUSTER['workers']} synthesis worker(s). Ctrl-C stops."
        )
        env = {**os.environ, "PROMETHEUS_MULTIPROC_DIR": str(metrics_folder())}
        procs = [subprocess.Popen(web, env=env), subprocess.Popen(cluster, env=env)]
        stopping = False

        def stop(signum, frame):
            nonlocal stopping
            stopping = True

        signal.signal(signal.SIGINT, stop)
        signal.signal(signal.SIGTERM, stop)
        while not stopping and all(p.poll() is None for p in procs):
            time.sleep(0.2)
        for p in procs:
            if p.poll() is None:
                p.send_signal(signal.SIGTERM)  # both shut down gracefully on SIGTERM
        deadline = time.monotonic() + 15
        for p in procs:
            try:
                p.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                p.kill()
        died = [p for p in procs if p.returncode not in (0, -signal.SIGTERM, None)]
        if not stopping and died:
            raise self.fail(f"{' '.join(died[0].args[:3])} exited with status {died[0].returncode}")


def metrics_folder():
    """Where gunicorn's and the cluster's processes write their metrics for /metrics to add
    up (ops.metrics): PROMETHEUS_MULTIPROC_DIR, else var/metrics. Its files are removed at
    each start, as prometheus_client requires (only *.db: the folder may be the operator's)."""
    folder = Path(os.environ.get("PROMETHEUS_MULTIPROC_DIR") or settings.VAR_DIR / "metrics")
    folder.mkdir(parents=True, exist_ok=True)
    for stale in folder.glob("*.db"):
        stale.unlink(missing_ok=True)
    return folder
