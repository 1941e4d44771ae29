"""Connections spread over the web processes (issue 36): each process of the server that
`manage.py serve` runs listens on a socket of its own (SO_REUSEPORT), so new connections
are spread over them by the kernel, instead of the first process to wake taking every
waiting connection from one shared socket (16 of 16) while the others idle. A real server
(tests/serving.py), its sockets read from Linux's /proc.
"""

import http.client
import os
import sys
import time
from pathlib import Path

import pytest

from tests.cluster import run_scenario, say, start_django
from tests.serving import serving_env, web_server

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

WORKERS = 2
CONNECTIONS = 16


def test_each_web_process_listens_on_its_own_socket_and_gets_connections(tmp_path, model_dir):
    out = run_scenario(__name__, serving_env(tmp_path, model_dir), timeout=120)
    print(out)
    assert "listening sockets: 2, one per process" in out
    assert "every process holds connections" in out


def sockets_of(pid: int) -> set[int]:
    """The inodes of the sockets process ``pid`` has open."""
    found = set()
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        try:
            target = os.readlink(fd)
        except OSError:
            continue  # closed while we looked
        if target.startswith("socket:["):
            found.add(int(target[8:-1]))
    return found


def tcp_sockets(port: int) -> tuple[set[int], dict[int, int]]:
    """The server's side of ``port`` on loopback: the inodes of its listening sockets, and
    of its connections by the client's port."""
    listening, connected = set(), {}
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        fields = line.split()
        local, remote, state, inode = fields[1], fields[2], fields[3], int(fields[9])
        if int(local.split(":")[1], 16) != port:
            continue
        if state == "0A":  # LISTEN
            listening.add(inode)
        elif state == "01":  # ESTABLISHED
            connected[int(remote.split(":")[1], 16)] = inode
    return listening, connected


def processes_of(port: int) -> list[int]:
    """The pids of the gunicorn processes serving ``port``, its master among them."""
    pids = []
    for stat in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            command = stat.read_bytes().split(b"\0")
        except OSError:
            continue
        if b"gunicorn" in b" ".join(command) and f"127.0.0.1:{port}".encode() in command:
            pids.append(int(stat.parent.name))
    return pids


def main() -> None:
    start_django()
    with web_server(workers=WORKERS) as port:
        deadline = time.monotonic() + 30  # the second worker may start after the first answers
        while len(tcp_sockets(port)[0]) < WORKERS and time.monotonic() < deadline:
            time.sleep(0.1)
        clients = []
        for _ in range(CONNECTIONS):  # kept alive, each answered once
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            conn.request("GET", "/api/v1/health")
            conn.getresponse().read()
            clients.append(conn)
        listening, connected = tcp_sockets(port)
        held = {pid: sockets_of(pid) for pid in processes_of(port)}
        owners = {pid for pid, inodes in held.items() if inodes & listening}
        own = all(len(inodes & listening) == 1 for pid, inodes in held.items() if pid in owners)
        say(f"listening sockets: {len(listening)}, held by {len(owners)} processes")
        if len(listening) == WORKERS and len(owners) == WORKERS and own:
            say(f"listening sockets: {len(listening)}, one per process")
        local_ports = {conn.sock.getsockname()[1] for conn in clients}
        mine = {port: inode for port, inode in connected.items() if port in local_ports}
        per_process = [len(inodes & set(mine.values())) for inodes in held.values()]
        say(f"connections per process: {sorted(per_process, reverse=True)} of {len(mine)}")
        if len(mine) == CONNECTIONS and sorted(per_process)[-WORKERS:][0] > 0:
            say("every process holds connections")
        for conn in clients:
            conn.close()


if __name__ == "__main__":
    main()
