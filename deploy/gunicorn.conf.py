"""gunicorn settings for the container and systemd examples (`make run` passes its own).

Environment: BIND (default 0.0.0.0:8000), WEB_CONCURRENCY (processes, default 2),
API_MAX_WAIT (a request may wait that long for its clip; the timeout adds 30 s).
"""

import os
from pathlib import Path

from django.conf import settings

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "ttsproject.settings")

bind = os.getenv("BIND", "0.0.0.0:8000")
workers = int(os.getenv("WEB_CONCURRENCY") or "2")  # empty = the default, as in settings
threads = 4  # requests mostly wait on the database while a worker synthesizes
timeout = settings.API_MAX_WAIT + 30  # the settings read (and check) API_MAX_WAIT once
accesslog = None  # ops.middleware logs every request, as JSON, with its request id
logger_class = "ops.logs.GunicornLogger"  # no key, token or password in its lines
worker_tmp_dir = "/dev/shm" if Path("/dev/shm").is_dir() else None
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
