"""The web tier as production serves it, for the tests that need a real server and real
clients: core.webserver's command line (gunicorn managing uvicorn workers on
ttsproject.asgi), on the scenario's database beside tests/cluster.py's qcluster.

Runs inside a scenario process (tests/cluster.py's ``run_scenario``), whose environment
is the scenario's; tests/stream_support.py and tests/faults/harness.py start their
servers here too, so every real-server test runs the command `manage.py serve` runs.
"""

import http.client
import json
import os
import socket
import subprocess
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from core import webserver
from tests.cluster import ROOT, answers, end_tree, free_port, reachable_redis, scenario_env

START_SECONDS = 60
SHOWN = ("Content-Type", "X-Cache", "Retry-After", "Location")  # in a Reply's repr


def serving_env(tmp_path: Path, model_dir: Path, **settings) -> dict[str, str]:
    """scenario_env for a served scenario: on the PostgreSQL pass with Redis as broker,
    cache and pub/sub (the scaled mode), else SQLite and the ORM broker (the embedded
    default). Rate limits are out of the way unless given."""
    extra = {"API_RATE": "100000/min"}
    if os.getenv("DATABASE_URL", "").startswith(("postgres://", "postgresql://")):
        extra["REDIS_URL"] = reachable_redis()
    return scenario_env(tmp_path, model_dir, **{**extra, **settings})


@contextmanager
def web_server(workers: int = 1, log_name: str = "web.log"):
    """``core.webserver.command`` on a free port, on this process's environment (the
    scenario's), its output in ``log_name`` beside the cluster's log; yields the port
    once GET /api/v1/health answers 200. Ended with everything below it on the way out."""
    port = free_port()
    bind = f"127.0.0.1:{port}"
    log_path = Path(os.environ["CLUSTER_LOG"]).with_name(log_name)
    with open(log_path, "w") as log:
        web = subprocess.Popen(
            webserver.command(bind, workers),
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            stdout=log,  # a file, not a pipe nobody reads: a full pipe blocks the server
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    try:
        deadline = time.monotonic() + START_SECONDS
        while not answers(port):
            assert web.poll() is None, f"the web server exited; see {log_path.name}"
            assert time.monotonic() < deadline, f"the web server did not answer on {bind}"
            time.sleep(0.05)
        yield port
    finally:
        end_tree(web)


# --- real clients -------------------------------------------------------------------------


@dataclass
class Reply:
    """What one request got: status, headers (their names in any case: uvicorn sends
    them in lower case), body, and how long it took to the end."""

    status: int
    headers: http.client.HTTPMessage = field(default_factory=http.client.HTTPMessage)
    body: bytes = b""
    seconds: float = 0.0

    def __repr__(self) -> str:  # for assertion messages: the headers that matter, the body cut
        shown = {k: self.headers[k] for k in SHOWN if k in self.headers}
        return f"Reply({self.status}, {shown}, {self.body[:300]!r}, {self.seconds:.2f} s)"

    @property
    def code(self) -> str:
        """The error code of a JSON error body ("" for none)."""
        try:
            return json.loads(self.body)["error"]["code"]
        except (ValueError, KeyError, TypeError):
            return ""

    @property
    def error(self) -> dict:
        return json.loads(self.body)["error"]


def headers_for(key: str) -> dict:
    return {"Authorization": f"Bearer {key}", "Content-Type": "application/json"}


def post(port: int, key: str, body: dict, path: str = "/api/v1/speech", timeout=60) -> Reply:
    """One POST on a new connection, read to the end; status 0 if it timed out or was
    refused (the body then says why)."""
    started = time.monotonic()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request("POST", path, body=json.dumps(body), headers=headers_for(key))
        response = conn.getresponse()
        data = response.read()
        return Reply(response.status, response.headers, data, time.monotonic() - started)
    except (TimeoutError, ConnectionError) as exc:
        return Reply(0, body=repr(exc).encode(), seconds=time.monotonic() - started)
    finally:
        conn.close()


class Held:
    """A request sent and then held open in a thread of its own, reading its answer as it
    comes (a waiting request, or a stream read to the end), until it ends or is cut.
    ``reply`` is set when the answer is complete; ``first_bytes`` when a stream's first
    body bytes arrive; ``status`` when the status line does."""

    def __init__(self, port: int, key: str, body: dict, path: str = "/api/v1/speech"):
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=90)
        self.conn.connect()  # here: a refused connection fails the test, not the thread
        self.reply: Reply | None = None
        self.status: int | None = None
        self.failure: Exception | None = None
        self.answered = threading.Event()  # the status line is in
        self.first_bytes = threading.Event()
        self.done = threading.Event()
        self.cut = False
        self.thread = threading.Thread(target=self._run, args=(body, key, path), daemon=True)
        self.thread.start()

    def _run(self, body, key, path):
        started = time.monotonic()
        try:
            self.conn.request("POST", path, body=json.dumps(body), headers=headers_for(key))
            response = self.conn.getresponse()
            self.status = response.status
            self.answered.set()
            parts = []
            while data := response.read1(65536):
                parts.append(data)
                self.first_bytes.set()
            seconds = time.monotonic() - started
            self.reply = Reply(response.status, response.headers, b"".join(parts), seconds)
        except Exception as exc:  # noted for the test to check; a cut's are expected
            if not self.cut:
                self.failure = exc
        finally:
            self.answered.set()
            self.done.set()

    def close(self) -> None:
        """Cut the connection as a closed tab does (a reset, nothing more read)."""
        self.cut = True
        sock = self.conn.sock
        if sock is not None:
            try:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\1\0\0\0\0\0\0\0")
                sock.shutdown(socket.SHUT_RDWR)  # wakes the thread blocked reading it
            except OSError:
                pass
        self.conn.close()
        self.thread.join(10)


def job_count(tenant) -> int:
    """The tenant's jobs: one per admitted miss, made before it waits."""
    from synth.models import SynthesisJob

    return SynthesisJob.objects.filter(tenant=tenant).count()


def two_tenants():
    """Two tenants, each with a fresh API key, in the scenario's database (after
    start_django): (acme, its key, globex, its key)."""
    from tenancy.models import ApiKey, Tenant

    acme = Tenant.objects.create(slug="acme", name="Acme")
    globex = Tenant.objects.create(slug="globex", name="Globex")
    return acme, ApiKey.issue(acme)[1], globex, ApiKey.issue(globex)[1]
