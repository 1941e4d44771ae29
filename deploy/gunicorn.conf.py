"""gunicorn settings for the container and systemd examples: the same server as `make run`
(core.webserver builds its command line), uvicorn workers on ttsproject.asgi.

    gunicorn -c deploy/gunicorn.conf.py ttsproject.asgi:application

Environment: BIND (default 0.0.0.0:8000), WEB_CONCURRENCY (processes, one event loop
each, default 2), WEB_SYNC_THREADS (each process's pool for sync work, default 8).
"""

import os
from pathlib import Path

from core import webserver

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "ttsproject.settings")

bind = os.getenv("BIND", "0.0.0.0:8000")
workers = int(os.getenv("WEB_CONCURRENCY") or "2")  # empty = the default, as in settings
worker_class = webserver.WORKER_CLASS  # waiting requests hold no thread (core.aio)
timeout = webserver.TIMEOUT_SECONDS  # a worker's heartbeat, not a request's limit
graceful_timeout = 5  # on SIGTERM, requests still running after this are cut
accesslog = None  # ops.middleware logs every request, as JSON, with its request id
logger_class = "ops.logs.GunicornLogger"  # no key, token or password in its lines
worker_tmp_dir = "/dev/shm" if Path("/dev/shm").is_dir() else None
reuse_port = True  # a listening socket per worker: connections spread (core.webserver)
control_socket_disable = True  # gunicornc is unused; its default socket is one per user
umask = 0o077  # gunicorn's own files; the app's settings set it for the workers too


def on_starting(server):
    """prometheus_client's multiprocess mode wants an empty folder at start: files left by
    the previous run's processes would be added to this one's. Only *.db files go. The
    web's folder is its own: a qcluster has another, served by `manage.py
    metrics_exporter` (docs/OPERATIONS.md, "Metrics")."""
    folder = os.getenv("PROMETHEUS_MULTIPROC_DIR")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        for stale in Path(folder).glob("*.db"):
            stale.unlink(missing_ok=True)
