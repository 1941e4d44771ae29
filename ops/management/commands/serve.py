import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from django.conf import settings

from core import webserver
from core.commands import CliCommand


class Command(CliCommand):
    help = (
        "Run the service in the foreground: gunicorn with uvicorn workers for the web and "
        "API, and a django-q2 cluster for synthesis. Ctrl-C stops both; if either dies, the "
        "other is stopped too."
    )

    def add_arguments(self, parser):
        parser.add_argument("--host", default="127.0.0.1")
        parser.add_argument("--port", type=int, default=8000)
        parser.add_argument(
            "--web-workers",
            type=int,
            default=2,
            help="web processes, each one event loop (default 2)",
        )
        # TLS without a proxy in front (wss:// for clients that dial nothing else, such as
        # the elevenlabs SDK's realtime call); production keeps its reverse proxy.
        parser.add_argument(
            "--prepare",
            action="store_true",
            help="first migrate, collect static files, install the model and the demo, in this "
            "one process (what `make run` does: one Django start, not five)",
        )
        parser.add_argument("--certfile", help="PEM certificate (chain): serve https and wss")
        parser.add_argument("--keyfile", help="PEM private key of --certfile")

    def handle(self, *args, **opts):
        began = time.monotonic()  # "ready after" counts the preparing too
        bind = f"{opts['host']}:{opts['port']}"
        self.check_port_free(opts["host"], opts["port"])
        tls = self.tls_options(opts["certfile"], opts["keyfile"])
        web = webserver.command(bind, opts["web_workers"], grace=GRACE_SECONDS, extra=tls)
        cluster = [sys.executable, "manage.py", "qcluster"]
        if opts["prepare"]:
            prepare(self.stdout)
        url = f"http{'s' if tls else ''}://{bind}/"
        workers = settings.Q_CLUSTER["workers"]
        self.stdout.write(
            f"starting the web tier and {workers} synthesis worker(s) on {url}; "
            "'ready' follows once it answers"
        )
        env = {**os.environ, "PROMETHEUS_MULTIPROC_DIR": str(metrics_folder())}
        signals = []  # SIGINT / SIGTERM received; a second one stops without grace
        for signum in (signal.SIGINT, signal.SIGTERM):
            signal.signal(signum, lambda signum, frame: signals.append(signum))
        procs = []
        try:
            for command in (web, cluster):
                procs.append(start_child(command, env))
            told, answering = False, None  # when /api/v1/ready first said 200
            while not signals and all(p.poll() is None for p in procs):
                if not told and (answering or readiness(opts["host"], opts["port"], bool(tls))):
                    answering = answering or time.monotonic()
                    loaded = model_loaded()
                    if loaded or time.monotonic() - answering > LOAD_WAIT:
                        told = True
                        self.stdout.write(
                            f"ready after {time.monotonic() - began:.1f} s: web and API on "
                            f"{url} (home page and playground /, admin /admin/, API docs "
                            "/api/docs/). Ctrl-C stops." + ("" if loaded else NOT_LOADED)
                        )
                time.sleep(0.2)
        finally:
            stop_children(procs, signals)
        if signals:
            self.stdout.write("stopped")  # Ctrl-C's last line: every process has ended
        died = [p for p in procs if p.returncode not in (0, -signal.SIGTERM, -signal.SIGKILL)]
        if not signals and died:
            raise self.fail(f"{' '.join(died[0].args[:3])} exited with status {died[0].returncode}")

    def check_port_free(self, host: str, port: int) -> None:
        """Stop, in one line, when another server holds the port: each web process binds
        its own socket with SO_REUSEPORT, which would share the port with another
        service's and answer its clients at random (a newcomer's second `make run` said
        "ready" and got 401s from the other one's tenants)."""
        import socket

        try:
            infos = socket.getaddrinfo(host or None, port, type=socket.SOCK_STREAM)
        except OSError as exc:
            raise self.fail(f"cannot listen on {host}:{port}: {exc.strerror}") from None
        family, kind, proto, _, address = infos[0]
        with socket.socket(family, kind, proto) as probe:
            # SO_REUSEADDR: a restart's old connections (TIME_WAIT) do not count; a socket
            # listening there does. Not SO_REUSEPORT: that would share it.
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind(address)
            except OSError as exc:
                raise self.fail(
                    f"port {port} on {host} is in use by another program ({exc.strerror}): "
                    "stop it, or choose another port (make run PORT=8001)"
                ) from None

    def tls_options(self, certfile: str | None, keyfile: str | None) -> tuple[str, ...]:
        """gunicorn's options for TLS (its uvicorn workers take them), once both files are
        given and readable: a mistake stops serve here, not in each worker."""
        if certfile is None and keyfile is None:
            return ()
        if not (certfile and keyfile):
            raise self.fail("give both --certfile and --keyfile, or neither")
        for path in (certfile, keyfile):
            if not os.access(path, os.R_OK):
                raise self.fail(f"cannot read {path}")
        return (
            "--certfile",
            str(Path(certfile).resolve()),
            "--keyfile",
            str(Path(keyfile).resolve()),
        )


# Ctrl-C stops everything within this: gunicorn's workers and the cluster's get SIGTERM,
# then SIGKILL (a thread waiting for a clip, or a task, need not finish first).
GRACE_SECONDS = 5


def prepare(out) -> None:
    """What `make run` does before serving, in this one process: migrate, static files, the
    model (the stand-in where the real one cannot be had) and the demo tenant."""
    from django.core.management import call_command

    call_command("migrate", interactive=False, verbosity=0)
    call_command("collectstatic", interactive=False, verbosity=0)
    call_command("prepare_model", stdout=out)
    call_command("prepare_demo", stdout=out)


# The ready line waits for a worker holding the model (issue 34: the first request after
# "ready" waited 4-5 s for the load), but not forever: a model that fails to load is the
# worker's warning to read, and the service still answers.
LOAD_WAIT = 120
NOT_LOADED = (
    f" No synthesis worker had loaded the model after {LOAD_WAIT} s (see its warning above):"
    " the first request waits for it."
)


def model_loaded() -> bool:
    """Whether a running worker has noted the installed model as loaded (synth.worker's
    announcement, read as /api/v1/ready's details read it)."""
    from ops.readiness import check_workers

    try:
        return check_workers().get("loaded", 0) > 0
    except Exception:  # the broker or cache not there yet: not loaded
        return False


def readiness(host: str, port: int, tls: bool) -> bool:
    """Whether the service answers ``/api/v1/ready`` with 200 (its database, broker, model
    and a worker are there): the start line a person waits for says so only then."""
    import http.client
    import ssl

    host = "127.0.0.1" if host in ("0.0.0.0", "") else "::1" if host == "::" else host
    if tls:
        unverified = ssl._create_unverified_context()  # our own certificate, on loopback
        conn = http.client.HTTPSConnection(host, port, timeout=1, context=unverified)
    else:
        conn = http.client.HTTPConnection(host, port, timeout=1)
    try:
        conn.request("GET", "/api/v1/ready")
        return conn.getresponse().status == 200
    except OSError:
        return False
    finally:
        conn.close()


def start_child(command: list[str], env: dict) -> subprocess.Popen:
    """``command`` in a process group of its own, so that the terminal's Ctrl-C reaches
    serve alone and serve signals each group whole (gunicorn's and django-q2's workers
    stay in their parent's group); on Linux it also dies with serve (PR_SET_PDEATHSIG)."""
    return subprocess.Popen(
        command, env=env, stdin=subprocess.DEVNULL, process_group=0, preexec_fn=_die_with_parent
    )


def stop_children(procs: list[subprocess.Popen], signals: list[int]) -> None:
    """SIGTERM to each child's whole process group; after GRACE_SECONDS (or at once, on a
    second Ctrl-C) SIGKILL to whatever is left of them; return when every group is empty."""
    _signal_groups(procs, signal.SIGTERM)
    deadline = time.monotonic() + GRACE_SECONDS
    asked = len(signals)
    while _groups_alive(procs) and time.monotonic() < deadline and len(signals) == asked:
        time.sleep(0.05)
    _signal_groups(procs, signal.SIGKILL)
    deadline = time.monotonic() + GRACE_SECONDS
    while _groups_alive(procs) and time.monotonic() < deadline:
        time.sleep(0.05)
    for p in procs:
        try:
            p.wait(timeout=1)
        except subprocess.TimeoutExpired:  # unkillable (stuck in the kernel): reported
            pass


def _signal_groups(procs: list[subprocess.Popen], signum: int) -> None:
    for p in procs:
        try:
            os.killpg(p.pid, signum)
        except ProcessLookupError:  # the group is empty already
            pass


def _groups_alive(procs: list[subprocess.Popen]) -> bool:
    """True while some process of a child's group runs (an exited one awaiting its
    parent's wait() has let go of the port already: it does not count)."""
    for p in procs:
        p.poll()  # reap the child itself; its own children are its (or init's) to reap
    if not Path("/proc/self/stat").exists():  # not Linux: whether a signal finds the group
        return any(_group_exists(p.pid) for p in procs)
    groups = {p.pid for p in procs}
    return any(pgrp in groups and state != "Z" for state, pgrp in _processes())


def _processes():
    """(state, process group) of every process, from Linux's /proc/<pid>/stat."""
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue  # ended while we looked
        yield fields[0], int(fields[2])


def _group_exists(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return False
    return True


def _die_with_parent() -> None:
    if sys.platform.startswith("linux"):
        import ctypes

        PR_SET_PDEATHSIG = 1
        # SIGTERM: gunicorn's master then stops its workers (within --graceful-timeout).
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


def metrics_folder():
    """Where gunicorn's and the cluster's processes write their metrics for /metrics to add
    up (ops.metrics): PROMETHEUS_MULTIPROC_DIR, else var/metrics. Its files are removed at
    each start, as prometheus_client requires (only *.db: the folder may be the operator's)."""
    folder = Path(os.environ.get("PROMETHEUS_MULTIPROC_DIR") or settings.VAR_DIR / "metrics")
    folder.mkdir(parents=True, exist_ok=True)
    for stale in folder.glob("*.db"):
        stale.unlink(missing_ok=True)
    return folder
