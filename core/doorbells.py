"""Doorbells: one process wakes others on the same host at once, without a broker.

A listener binds a Unix datagram socket ``<folder>/<kind>-<pid>.sock``; :func:`ring` sends
a short datagram to every socket of a kind in the folder. It is what the embedded mode
(no Redis) uses where the scaled mode uses pub/sub: a web process hears that a job moved,
a worker hears that a task was queued. A doorbell only speeds things up: every listener
still looks at the database now and then, so a lost datagram (a full socket buffer, a
listener restarting) costs a delay, never an answer.

Sockets of processes that died are removed by the first ring that finds nobody there.
"""

import errno
import os
import socket
from pathlib import Path

MAX_MESSAGE = 512  # a job id and an event name fit many times over


def folder() -> Path:
    """Where this deployment's doorbells live: VAR_DIR/run (one per installation, so two
    installs on one host never wake each other)."""
    from django.conf import settings

    path = Path(settings.VAR_DIR) / "run"
    path.mkdir(mode=0o700, exist_ok=True)
    return path


def path_for(kind: str, pid: int | None = None, where: Path | None = None) -> Path:
    return (where or folder()) / f"{kind}-{pid or os.getpid()}.sock"


def listen(kind: str, where: Path | None = None) -> socket.socket:
    """A non-blocking socket bound at this process's doorbell of ``kind`` (any stale one of
    the same pid, left by a process whose pid was reused, is replaced)."""
    path = path_for(kind, where=where)
    path.unlink(missing_ok=True)
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sock.bind(str(path))
    sock.setblocking(False)
    return sock


def close(sock: socket.socket) -> None:
    """Stop listening and remove the socket's file."""
    name = sock.getsockname()
    sock.close()
    if name:
        Path(name).unlink(missing_ok=True)


def ring(kind: str, message: bytes = b"", where: Path | None = None) -> int:
    """Send ``message`` to every listener of ``kind``; returns how many heard it. A full
    listener is skipped (it will look at the database anyway); a dead one's file goes."""
    heard = 0
    sender = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    sender.setblocking(False)
    try:
        for path in (where or folder()).glob(f"{kind}-*.sock"):
            try:
                sender.sendto(message[:MAX_MESSAGE], str(path))
                heard += 1
            except OSError as exc:
                if exc.errno in (errno.ECONNREFUSED, errno.ENOENT):
                    path.unlink(missing_ok=True)  # its process has gone
                # EAGAIN: its buffer is full; it is behind and will catch up by looking
    finally:
        sender.close()
    return heard
