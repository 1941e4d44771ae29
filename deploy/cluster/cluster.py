"""A cluster in a box: the multi-host layout of docs/OPERATIONS.md ("Several machines") on
one Linux machine, each host in a network namespace of its own with its own address and
its own VAR_DIR (nothing shared on disk), joined by a bridge. As root:

    .venv/bin/python deploy/cluster/cluster.py up        # or: make cluster
    .venv/bin/python deploy/cluster/cluster.py down      # or: make cluster-stop
    .venv/bin/python deploy/cluster/cluster.py status | key | kill HOST | cut HOST |
        mend HOST | start HOST | drain HOST | ready HOST | restart-redis

The hosts (subnet 10.77.0.0/24, bridge tts-br0 at 10.77.0.1, the root namespace's end):

    tts-lb1      10.77.0.10  HAProxy (Debian's) on :8000, health checks on /api/v1/ready
    tts-web1/2   10.77.0.11/12  the web tier (gunicorn + uvicorn workers, one process each)
    tts-worker1/2  10.77.0.21/22  `manage.py qcluster`, one synthesis worker each
    tts-store1   10.77.0.30  the object store: moto's S3 server on :9000 (bucket tts-cluster)
    tts-redis1   10.77.0.40  a Redis of the cluster's own on :6379 (so that a fault scenario
                 may restart it; the machine's Redis on 127.0.0.1:6379 is never touched)

PostgreSQL is the machine's own (127.0.0.1:5432 in the root namespace), reached from the
namespaces at 10.77.0.1:5432 through a socat forwarder in the root namespace (no iptables
here; a DNAT with route_localnet does the same). The cluster has a database of its own,
``tts_cluster``, created on `up` and dropped on `down`.

The tiny stand-in model is built into each app host's VAR_DIR (the same profile gives
byte-identical files, so every host has the same fingerprint). State, logs and the API
key are under CLUSTER_DIR (default /tmp/tts-cluster). Everything is undone by `down`.
"""

import argparse
import contextlib
import json
import os
import secrets
import shutil
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

STATE = Path(os.getenv("CLUSTER_DIR", "/tmp/tts-cluster"))
BRIDGE, GATEWAY, PREFIX = "tts-br0", "10.77.0.1", 24
HOSTS = {
    "tts-lb1": "10.77.0.10",
    "tts-web1": "10.77.0.11",
    "tts-web2": "10.77.0.12",
    "tts-worker1": "10.77.0.21",
    "tts-worker2": "10.77.0.22",
    "tts-store1": "10.77.0.30",
    "tts-redis1": "10.77.0.40",
}
WEB_HOSTS = ("tts-web1", "tts-web2")
WORKER_HOSTS = ("tts-worker1", "tts-worker2")
APP_PORT = 8000
LB_URL = f"http://{HOSTS['tts-lb1']}:{APP_PORT}"
STORE_URL = f"http://{HOSTS['tts-store1']}:9000"
DATABASE = "tts_cluster"
DATABASE_URL = f"postgres://postgres@{GATEWAY}:5432/{DATABASE}"
LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres"
BUCKET = "tts-cluster"
CREDENTIALS = {"AWS_ACCESS_KEY_ID": "testing", "AWS_SECRET_ACCESS_KEY": "testing"}


def sh(*command: str, check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run(command, check=check, capture_output=True, text=True)


def in_host(host: str, *command: str) -> list[str]:
    return ["ip", "netns", "exec", host, *command]


# --- the network ----------------------------------------------------------------------


def veth(host: str) -> str:
    return "v" + host.removeprefix("tts-")  # e.g. vweb1: interface names are 15 at most


def make_network() -> None:
    sh("ip", "link", "add", BRIDGE, "type", "bridge")
    sh("ip", "addr", "add", f"{GATEWAY}/{PREFIX}", "dev", BRIDGE)
    sh("ip", "link", "set", BRIDGE, "up")
    for host, address in HOSTS.items():
        sh("ip", "netns", "add", host)
        sh("ip", "link", "add", veth(host), "type", "veth", "peer", "name", "eth0", "netns", host)
        sh("ip", "link", "set", veth(host), "master", BRIDGE, "up")
        sh(*in_host(host, "ip", "addr", "add", f"{address}/{PREFIX}", "dev", "eth0"))
        sh(*in_host(host, "ip", "link", "set", "eth0", "up"))
        sh(*in_host(host, "ip", "link", "set", "lo", "up"))
        sh(*in_host(host, "ip", "route", "add", "default", "via", GATEWAY))


def cut(host: str) -> None:
    """Cut ``host`` off the network: its interface down (its processes keep running)."""
    sh(*in_host(host, "ip", "link", "set", "eth0", "down"))


def mend(host: str) -> None:
    sh(*in_host(host, "ip", "link", "set", "eth0", "up"))
    sh(*in_host(host, "ip", "route", "replace", "default", "via", GATEWAY))


def remove_network() -> None:
    for host in HOSTS:
        kill(host)
        sh("ip", "netns", "del", host, check=False)
        sh("ip", "link", "del", veth(host), check=False)  # gone with its namespace, or now
    sh("ip", "link", "del", BRIDGE, check=False)


# --- processes --------------------------------------------------------------------------


def host_dir(host: str) -> Path:
    return STATE / host


def spawn(host: str | None, name: str, command: list[str], env: dict | None = None) -> int:
    """Start ``command`` in ``host``'s namespace (None: the root one), logging to
    CLUSTER_DIR/<host>/<name>.log; its pid is kept in <name>.pid."""
    folder = host_dir(host or "root")
    folder.mkdir(parents=True, exist_ok=True)
    log = open(folder / f"{name}.log", "ab")
    if host in (*WEB_HOSTS, *WORKER_HOSTS):
        # A host name of its own too (a UTS namespace), as on separate machines: a worker
        # claims jobs under its host name, and a host's death is then seen by the timeout,
        # not by a PID check that one shared machine would make possible.
        command = ["unshare", "--uts", "sh", "-c", 'hostname "$0" && exec "$@"', host, *command]
    full = in_host(host, *command) if host else command
    proc = subprocess.Popen(
        full, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True, cwd=ROOT
    )
    (folder / f"{name}.pid").write_text(str(proc.pid))
    return proc.pid


def pids(host: str) -> list[int]:
    """Every process in ``host``'s namespace."""
    done = sh("ip", "netns", "pids", host, check=False)
    return [int(p) for p in done.stdout.split()]


def kill(host: str) -> list[int]:
    """kill -9 every process of ``host``: a host that died."""
    killed = pids(host)
    for pid in killed:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + 5
    while pids(host) and time.monotonic() < deadline:
        time.sleep(0.1)
    return killed


def stop_root_processes() -> None:
    for pidfile in (STATE / "root").glob("*.pid"):
        with contextlib.suppress(ProcessLookupError, ValueError):
            os.killpg(int(pidfile.read_text()), signal.SIGKILL)
        pidfile.unlink()


# --- the hosts' environment --------------------------------------------------------------


def secret_key() -> str:
    path = STATE / "secret_key"
    if not path.exists():
        path.write_text(secrets.token_hex(32))
    return path.read_text().strip()


def redis_password() -> str:
    path = STATE / "redis_password"
    if not path.exists():
        path.write_text(secrets.token_hex(16))
    return path.read_text().strip()


def redis_url() -> str:
    """Redis on another host needs a password (and its protected mode wants one)."""
    return f"redis://:{redis_password()}@{HOSTS['tts-redis1']}:6379/0"


def app_env(host: str, **extra: str) -> dict:
    """The service's settings on an app host: the shared PostgreSQL, Redis and object
    store at their addresses, its own VAR_DIR; overrides from CLUSTER_<SETTING> (e.g.
    CLUSTER_SYNTH_JOB_TIMEOUT) and ``extra``."""
    var = host_dir(host) / "var"
    keep = {
        k: v for k, v in os.environ.items() if k in ("PATH", "HOME", "LANG", "TTS_TEST_SESSION")
    }
    env = {
        **keep,
        "DJANGO_SETTINGS_MODULE": "ttsproject.settings",
        "PYTHONPATH": str(ROOT),
        "SECRET_KEY": secret_key(),
        "ALLOWED_HOSTS": "*",
        "VAR_DIR": str(var),
        "SYNTH_MODEL_DIR": str(var / "models" / "supertonic-3"),
        "DATABASE_URL": DATABASE_URL,
        "REDIS_URL": redis_url(),
        "Q_NAME": "tts-cluster",
        "Q_WORKERS": "1",
        "STORAGE_BUCKET": BUCKET,
        "STORAGE_ENDPOINT_URL": STORE_URL,
        "STORAGE_REGION": "us-east-1",
        **CREDENTIALS,
        "PROMETHEUS_MULTIPROC_DIR": str(host_dir(host) / "metrics"),
        # A load test, not a tenant: the limits out of the way (the throttles still run).
        "API_RATE": "1000000/s",
        "API_DAILY_CHARS": "1000000000",
        "SYNTH_THREADS": "1",
        "LOG_FORMAT": "json",
    }
    env.update(
        {
            k.removeprefix("CLUSTER_"): v
            for k, v in os.environ.items()
            if k.startswith("CLUSTER_") and k != "CLUSTER_DIR"
        }
    )
    env.update(extra)
    return env


def manage(host: str, *args: str) -> str:
    done = subprocess.run(
        in_host(host, sys.executable, "manage.py", *args),
        env=app_env(host),
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    if done.returncode:
        raise SystemExit(f"manage.py {' '.join(args)} on {host} failed:\n{done.stderr[-2000:]}")
    return done.stdout


def start(host: str) -> None:
    """Start ``host``'s own processes (again, after `kill`)."""
    if host in WEB_HOSTS:
        from core.webserver import command

        (host_dir(host) / "metrics").mkdir(parents=True, exist_ok=True)
        web = command(f"{HOSTS[host]}:{APP_PORT}", 1, grace=5)
        spawn(host, "web", web, app_env(host))
    elif host in WORKER_HOSTS:
        (host_dir(host) / "metrics").mkdir(parents=True, exist_ok=True)
        spawn(host, "qcluster", [sys.executable, "manage.py", "qcluster"], app_env(host))
    elif host == "tts-redis1":
        folder = host_dir(host)
        folder.mkdir(parents=True, exist_ok=True)
        redis = ["redis-server", "--bind", HOSTS[host], "--port", "6379", "--save", ""]
        redis += ["--appendonly", "no", "--dir", str(folder), "--requirepass", redis_password()]
        spawn(host, "redis", redis)
    elif host == "tts-store1":
        moto = str(Path(sys.executable).parent / "moto_server")
        spawn(host, "moto", [moto, "-H", HOSTS[host], "-p", "9000"])
    elif host == "tts-lb1":
        config = host_dir(host) / "haproxy.cfg"
        config.parent.mkdir(parents=True, exist_ok=True)
        config.write_text(haproxy_config())
        spawn(host, "haproxy", ["haproxy", "-db", "-f", str(config)])


def haproxy_config() -> str:
    template = (ROOT / "deploy" / "cluster" / "haproxy.cfg").read_text()
    checked = "check observe layer4 error-limit 1 on-error mark-down"
    servers = "\n".join(
        [f"    server {h.removeprefix('tts-')} {HOSTS[h]}:{APP_PORT} {checked}" for h in WEB_HOSTS]
        + [
            f"    server {h.removeprefix('tts-')}-last {HOSTS[h]}:{APP_PORT} backup"
            for h in WEB_HOSTS
        ]
    )
    return (
        template.replace("@BIND@", f"{HOSTS['tts-lb1']}:{APP_PORT}")
        .replace("@SOCKET@", str(host_dir("tts-lb1") / "haproxy.sock"))
        .replace("@ERRORS@", str(ROOT / "deploy" / "cluster" / "errors"))
        .replace("    @SERVERS@", servers)
    )


def haproxy_command(line: str) -> str:
    """A line for HAProxy's runtime API (its admin socket)."""
    import socket

    with socket.socket(socket.AF_UNIX) as s:
        s.connect(str(host_dir("tts-lb1") / "haproxy.sock"))
        s.sendall(line.encode() + b"\n")
        chunks = []
        while chunk := s.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks).decode()


def drain(host: str) -> str:
    """Take a web host out of the load balancer: no new requests, running ones finish."""
    return haproxy_command(f"set server web/{host.removeprefix('tts-')} state drain")


def ready(host: str) -> str:
    return haproxy_command(f"set server web/{host.removeprefix('tts-')} state ready")


def housekeep(debris_age: float | None = None) -> str:
    """Run housekeeping's storage sweeps once on tts-web1 (``debris_age``: seconds after
    which a file without its row is debris; None: the service's 600 s)."""
    code = (
        "from datetime import timedelta\n"
        "from synth import housekeeping as h\n"
        f"if {debris_age!r} is not None: h.DEBRIS_AGE = timedelta(seconds={debris_age!r})\n"
        "print(h.prune_clips()); print(h.prune_sentences()); print(h.remove_orphaned_files())"
    )
    return manage("tts-web1", "shell", "-c", code)


def restart_redis() -> None:
    """The cluster's own Redis (never the machine's) stopped and started again: empty."""
    kill("tts-redis1")
    start("tts-redis1")
    wait_for_port(HOSTS["tts-redis1"], 6379)


# --- up and down ------------------------------------------------------------------------


def wait_for_port(address: str, port: int, timeout: float = 30) -> None:
    import socket

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            socket.create_connection((address, port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.2)
    raise SystemExit(f"nothing answers on {address}:{port} after {timeout} s")


def get(url: str, timeout: float = 5) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def wait_ready(url: str, timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    last = None
    while time.monotonic() < deadline:
        with contextlib.suppress(OSError):
            last = get(f"{url}/api/v1/ready")
            if last[0] == 200:
                return
        time.sleep(0.5)
    raise SystemExit(f"{url}/api/v1/ready did not answer 200 within {timeout} s: {last}")


def on_postgres(statement: str) -> None:
    import psycopg

    with psycopg.connect(LOCAL_POSTGRES, autocommit=True, connect_timeout=5) as conn:
        conn.execute(statement)


def needs() -> None:
    if os.geteuid() != 0:
        raise SystemExit("the cluster in a box needs root (network namespaces)")
    for tool, package in (
        ("haproxy", "haproxy"),
        ("socat", "socat"),
        ("redis-server", "redis-server"),
    ):
        if shutil.which(tool) is None:
            subprocess.run(["apt-get", "update", "-qq"], check=True)
            subprocess.run(["apt-get", "install", "-y", "-qq", package], check=True)


def up() -> str:
    """Start the whole cluster; the API key of its tenant (also in CLUSTER_DIR/api-key)."""
    needs()
    if sh("ip", "link", "show", BRIDGE, check=False).returncode == 0:
        raise SystemExit(f"{BRIDGE} exists: a cluster is up (`cluster.py down` first)")
    STATE.mkdir(parents=True, exist_ok=True)
    make_network()
    socat = ["socat", f"TCP-LISTEN:5432,bind={GATEWAY},fork,reuseaddr", "TCP:127.0.0.1:5432"]
    spawn(None, "postgres-forward", socat)
    on_postgres(f'DROP DATABASE IF EXISTS "{DATABASE}" WITH (FORCE)')
    on_postgres(f'CREATE DATABASE "{DATABASE}"')
    start("tts-redis1")
    start("tts-store1")
    wait_for_port(HOSTS["tts-redis1"], 6379)
    wait_for_port(HOSTS["tts-store1"], 9000)
    make_bucket()
    first, *others = (*WEB_HOSTS, *WORKER_HOSTS)
    model = Path(app_env(first)["SYNTH_MODEL_DIR"])
    manage(first, "build_standin_model", str(model))
    for host in others:  # a copy on each host's own disk, as a real deployment has
        shutil.copytree(model, app_env(host)["SYNTH_MODEL_DIR"])
    manage("tts-web1", "migrate", "--noinput")
    key = manage("tts-web1", "create_tenant", "cluster", "--name", "Cluster").strip()
    (STATE / "api-key").write_text(key)
    for host in (*WORKER_HOSTS, *WEB_HOSTS, "tts-lb1"):
        start(host)
    for host in WEB_HOSTS:
        wait_ready(f"http://{HOSTS[host]}:{APP_PORT}")
    wait_ready(LB_URL)
    return key


def make_bucket() -> None:
    import boto3

    s3 = boto3.client(
        "s3",
        endpoint_url=STORE_URL,
        region_name="us-east-1",
        aws_access_key_id=CREDENTIALS["AWS_ACCESS_KEY_ID"],
        aws_secret_access_key=CREDENTIALS["AWS_SECRET_ACCESS_KEY"],
    )
    s3.create_bucket(Bucket=BUCKET)


def down() -> None:
    """Stop everything `up` started and remove the namespaces, bridge and database."""
    remove_network()
    stop_root_processes()
    with contextlib.suppress(Exception):
        on_postgres(f'DROP DATABASE IF EXISTS "{DATABASE}" WITH (FORCE)')
    if STATE.exists():
        shutil.rmtree(STATE, ignore_errors=True)


def status() -> dict:
    found = {}
    for host, address in HOSTS.items():
        found[host] = {"address": address, "processes": len(pids(host))}
    with contextlib.suppress(OSError):
        found["lb"] = {"ready": get(f"{LB_URL}/api/v1/ready")[0]}
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "action",
        choices=[
            "up",
            "down",
            "status",
            "key",
            "kill",
            "cut",
            "mend",
            "start",
            "drain",
            "ready",
            "restart-redis",
        ],
    )
    parser.add_argument("host", nargs="?", choices=list(HOSTS))
    args = parser.parse_args()
    if args.action in ("kill", "cut", "mend", "start", "drain", "ready") and not args.host:
        parser.error(f"{args.action} needs a host")
    if args.action == "up":
        key = up()
        print(f"cluster up: the load balancer at {LB_URL}, API key {key}")
    elif args.action == "down":
        down()
        print("cluster down")
    elif args.action == "status":
        print(json.dumps(status(), indent=2))
    elif args.action == "key":
        print((STATE / "api-key").read_text())
    elif args.action == "restart-redis":
        restart_redis()
    else:
        action = {
            "kill": kill,
            "cut": cut,
            "mend": mend,
            "start": start,
            "drain": drain,
            "ready": ready,
        }
        result = action[args.action](args.host)
        if result:
            print(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
