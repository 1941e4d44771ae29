"""How the web tier is served: gunicorn managing uvicorn workers on ``ttsproject.asgi``.

One home for the command line, so that ``manage.py serve``, the tests and the benchmarks
run the server production runs (deploy/gunicorn.conf.py says the same for Docker and
systemd). Each worker is one process with one event loop: a request that waits for a job
or streams one is suspended there and holds no thread (docs/OPERATIONS.md, "Serving").
"""

import sys

from uvicorn_worker import UvicornWorker

APP = "ttsproject.asgi:application"
WORKER_CLASS = "core.webserver.Worker"
# A worker that has not told gunicorn it is alive for this long is restarted. It says so
# from its event loop, which never blocks on a request (those wait suspended), so this is
# not a request's limit, unlike gthread's.
TIMEOUT_SECONDS = 30


class Worker(UvicornWorker):
    # uvloop and httptools (pinned in pyproject.toml) rather than "auto", which falls back
    # to the slower pure-Python pair silently; no lifespan (Django has none to run); no
    # access log (ops.middleware logs each request with its id). WebSockets (api.socket)
    # by the websockets package's sans-I/O protocol (pinned too), uncompressed: deflating a
    # sentence's base64 audio (half a megabyte) took 25 to 70 ms, for a quarter of its size.
    CONFIG_KWARGS = {
        "loop": "uvloop",
        "http": "httptools",
        "ws": "websockets-sansio",
        "ws_per_message_deflate": False,
        "lifespan": "off",
        "access_log": False,
    }


def command(
    bind: str, workers: int = 2, *, grace: int = 5, extra: tuple[str, ...] = ()
) -> list[str]:
    """The gunicorn command line serving the service on ``bind`` with ``workers``
    processes; on SIGTERM, requests still running after ``grace`` seconds are cut."""
    return [
        sys.executable,
        "-m",
        "gunicorn",
        APP,
        "--worker-class",
        WORKER_CLASS,
        "--bind",
        bind,
        "--workers",
        str(workers),
        "--timeout",
        str(TIMEOUT_SECONDS),
        "--graceful-timeout",
        str(grace),
        # Its error log (and an access log, if one is turned on) redacted as ours.
        "--logger-class",
        "ops.logs.GunicornLogger",
        # No control socket (gunicornc): by default every gunicorn of the user shares
        # one path, ~/.gunicorn/gunicorn.ctl, and the last one started takes it over.
        "--no-control-socket",
        *extra,
    ]
