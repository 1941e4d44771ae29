"""How the web tier is served: gunicorn managing uvicorn workers on ``ttsproject.asgi``.

One home for the command line, so that ``manage.py serve``, the tests and the benchmarks
run the server production runs (deploy/gunicorn.conf.py says the same for Docker and
systemd). Each worker is one process with one event loop: a request that waits for a job
or streams one is suspended there and holds no thread (docs/OPERATIONS.md, "Serving").
"""

import sys

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
from uvicorn_worker import UvicornWorker

APP = "ttsproject.asgi:application"
WORKER_CLASS = "core.webserver.Worker"
# A worker that has not told gunicorn it is alive for this long is restarted. It says so
# from its event loop, which never blocks on a request (those wait suspended), so this is
# not a request's limit, unlike gthread's.
TIMEOUT_SECONDS = 30


class SlowClientGuard(HttpToolsProtocol):
    """uvicorn's httptools protocol, cutting slow clients (slowloris), which uvicorn never
    times out: a request's line and headers must arrive whole within
    ``WEB_HEADER_SECONDS`` of its first byte (of the connection, for the first), and its
    body must bring ``WEB_BODY_MIN_RATE`` bytes a second over each such window while the
    app is reading it. Else 408 (or, once an answer has begun, the connection is closed).
    A request's line and headers together are at most ``WEB_MAX_HEADER_BYTES``, counted
    as they arrive (httptools keeps a header whole in memory until it ends: an 80 MB one
    was read and kept): past it, 431 and closed. A reverse proxy's own timeouts and
    buffers are the second layer (docs/OPERATIONS.md)."""

    def connection_made(self, transport) -> None:
        from django.conf import settings

        self.header_seconds = settings.WEB_HEADER_SECONDS
        self.min_rate = settings.WEB_BODY_MIN_RATE
        self.max_head = settings.WEB_MAX_HEADER_BYTES
        self.in_head = True  # reading a request's line and headers
        self.head_bytes = 0
        self.deadline = None  # the header deadline's, or the body's next check's, timer
        self.body_bytes = 0  # this window's
        super().connection_made(transport)
        self._arm(self._headers_late)

    def connection_lost(self, exc) -> None:
        self._disarm()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self.transport.is_closing():
            return
        super().data_received(data)
        if self.in_head:  # the headers are not whole yet after this piece
            self.head_bytes += len(data)
            if self.head_bytes > self.max_head:
                self._refuse_head()

    def _refuse_head(self) -> None:
        self._disarm()
        if not self.transport.is_closing():
            message = b"431 Request Header Fields Too Large: at most %d bytes" % self.max_head
            self.transport.write(
                b"HTTP/1.1 431 Request Header Fields Too Large\r\n"
                b"content-type: text/plain; charset=utf-8\r\ncontent-length: %d\r\n"
                b"connection: close\r\n\r\n%s" % (len(message), message)
            )
            self.transport.close()

    def on_message_begin(self) -> None:
        self.in_head, self.head_bytes = True, 0
        super().on_message_begin()
        if self.deadline is None:  # a request on a kept-alive connection
            self._arm(self._headers_late)

    def on_headers_complete(self) -> None:
        self.in_head = False
        self._disarm()
        # Headers that came whole in one piece were not counted as they arrived.
        size = len(self.url) + sum(len(name) + len(value) + 4 for name, value in self.headers)
        # A WebSocket's handshake is read again by the websockets package, which waits
        # forever on a line over its own limit (or fails with a traceback): such an
        # upgrade is refused here instead, its request line ("GET <url> HTTP/1.1") too.
        longest = max(
            [len(self.url) + 14] + [len(n) + len(v) + 4 for n, v in self.headers], default=0
        )
        upgrade = self.parser.should_upgrade() and longest > WS_MAX_HEADER_LINE
        if size > self.max_head or upgrade:
            self._refuse_head()
            return
        super().on_headers_complete()
        if self.cycle is not None and self.cycle.scope is self.scope and self.cycle.more_body:
            self.body_bytes = 0
            self._arm(self._body_check)

    def handle_websocket_upgrade(self) -> None:
        # httptools says "upgrade" once the headers are read, also for a handshake refused
        # above (431, its scope never made): uvicorn's own handler failed on it (KeyError).
        if not self.transport.is_closing():
            super().handle_websocket_upgrade()

    def on_body(self, body: bytes) -> None:
        if self.transport.is_closing():
            return  # refused (431, 408): the rest goes nowhere
        self.body_bytes += len(body)
        super().on_body(body)

    def on_message_complete(self) -> None:
        self._disarm()
        if not self.transport.is_closing():
            super().on_message_complete()

    def _arm(self, then) -> None:
        self._disarm()
        self.deadline = self.loop.call_later(self.header_seconds, then)

    def _disarm(self) -> None:
        if self.deadline is not None:
            self.deadline.cancel()
            self.deadline = None

    def _headers_late(self) -> None:
        self.deadline = None
        self._cut("the request's headers came too slowly")

    def _body_check(self) -> None:
        self.deadline = None
        cycle = self.cycle
        if cycle is None or not cycle.more_body or self.transport.is_closing():
            return
        # Paused: the app is not reading (its buffer is full), so the client is not late.
        enough = self.body_bytes >= self.min_rate * self.header_seconds
        if enough or self.flow.read_paused:
            self.body_bytes = 0
            self._arm(self._body_check)
            return
        self._cut("the request's body came too slowly")

    def _cut(self, why: str) -> None:
        if self.transport.is_closing():
            return
        if self.cycle is None or self.cycle.response_complete or not self.cycle.response_started:
            message = f"408 Request Timeout: {why}".encode()
            self.transport.write(
                b"HTTP/1.1 408 Request Timeout\r\ncontent-type: text/plain; charset=utf-8\r\n"
                b"content-length: %d\r\nconnection: close\r\n\r\n%s" % (len(message), message)
            )
        if self.cycle is not None and not self.cycle.response_complete:
            self.cycle.disconnected = True  # the app reads a disconnect; its answer goes nowhere
            self.cycle.message_event.set()
        self.transport.close()


# The longest WebSocket message the server takes: api.elevenlabs.socket_segments.max_message_chars()
# with the default text limit, each character at UTF-8's widest (tests/test_socket_frame_size.py).
WS_MAX_BYTES = 1 << 20
# The longest line of a WebSocket handshake the websockets package reads (its
# MAX_LINE_LENGTH, 8192 bytes with the line's end).
WS_MAX_HEADER_LINE = 8190


class Worker(UvicornWorker):
    # uvloop and httptools (pinned in pyproject.toml) rather than "auto", which falls back
    # to the slower pure-Python pair silently; no lifespan (Django has none to run); no
    # access log (ops.middleware logs each request with its id). WebSockets (api.elevenlabs.socket)
    # by the websockets package's sans-I/O protocol (pinned too), uncompressed: deflating a
    # sentence's base64 audio (half a megabyte) took 25 to 70 ms, for a quarter of its size.
    CONFIG_KWARGS = {
        "loop": "uvloop",
        "http": SlowClientGuard,
        "ws": "websockets-sansio",
        "ws_per_message_deflate": False,
        # A frame is refused (1009) past this, before anything buffers it: uvicorn's
        # default is 16 MiB; the socket reads no message over max_message_chars anyway.
        "ws_max_size": WS_MAX_BYTES,
        # Pings still go out every 20 s, but a missing pong closes nothing: a socket whose
        # client sends faster than it is spoken stops being read (its backlog is full), so
        # the client's pongs wait behind its text, and uvicorn's 20 s pong timeout closed
        # such sockets 1011. A socket ends by its own limits (api.elevenlabs.socket: inactivity, its
        # longest life) or when a send to a gone client fails.
        "ws_ping_timeout": None,
        "lifespan": "off",
        "access_log": False,
    }

    def load_wsgi(self) -> None:
        super().load_wsgi()  # imports ttsproject.asgi: Django is set up
        from django.conf import settings
        from django.utils.module_loading import import_string

        for path in getattr(settings, "WEB_WARM", ()):
            import_string(path)()  # before the worker accepts a connection


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
        # One listening socket per worker (SO_REUSEPORT: the kernel spreads new connections
        # over them), not one shared socket, where the first worker to wake took every
        # waiting connection (16 of 16) while the other idled (docs/BENCHMARKS.md).
        "--reuse-port",
        *extra,
    ]
