"""A request's headers are bounded in size by the server itself (issue 30, a second fresh
hostile pass): past ``WEB_MAX_HEADER_BYTES`` the client gets 431 and the connection is
closed, as the bytes arrive; an 80 MB header used to be read whole, answered 200, and four
of them at once kept 405 MB in a web worker. Requests with ordinary headers, and bodies
far larger than the header limit, are answered as usual. A real server (tests/serving.py).
"""

import json
import socket
import time

import psutil

from tests.cluster import run_scenario, say, start_django
from tests.serving import serving_env, web_server

LIMIT = 16384  # the scenario's WEB_MAX_HEADER_BYTES (over a WebSocket line's limit)


def test_oversized_headers_are_refused_as_they_arrive(tmp_path, model_dir):
    env = serving_env(tmp_path, model_dir, WEB_MAX_HEADER_BYTES=LIMIT)
    print(run_scenario(__name__, env, timeout=120))


def send(port: int, head: bytes, body: bytes = b"", limit: float = 20) -> tuple[int, float]:
    """Send a request; its status (0: closed with none) and when it came."""
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", port), timeout=limit) as s:
        try:
            s.sendall(head + body)
        except (BrokenPipeError, ConnectionResetError):
            pass
        answer = b""
        try:
            while b"\r\n" not in answer:
                got = s.recv(65536)
                if not got:
                    break
                answer += got
        except ConnectionResetError:
            pass
    status = int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/") else 0
    return status, time.monotonic() - started


def get(extra: bytes) -> bytes:
    start = b"GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    return start + extra + b"Connection: close\r\n\r\n"


def web_workers_rss(port: int) -> int:
    for proc in psutil.process_iter(["cmdline"]):
        line = " ".join(proc.info["cmdline"] or [])
        if "gunicorn" in line and f":{port}" in line:
            return sum(child.memory_info().rss for child in proc.children())
    return 0


def scenario():
    start_django()
    from tenancy.models import ApiKey, Tenant

    key = ApiKey.issue(Tenant.objects.create(slug="acme", name="Acme"))[1].encode()
    with web_server() as port:
        assert send(port, get(b"X-Ok: fine\r\n"))[0] == 200
        before = web_workers_rss(port)
        for size in (LIMIT, 1 << 20, 20 << 20):
            status, after = send(port, get(b"X: " + b"a" * size + b"\r\n"))
            say(f"a {size:,}-byte header: {status} after {after:.2f} s")
            assert status == 431, status
        lines = b"".join(b"X-%d: a\r\n" % i for i in range(5000))
        assert send(port, get(lines))[0] == 431  # many short headers add up too
        grown = web_workers_rss(port) - before
        say(f"web workers grew {grown / 1e6:.1f} MB")
        assert grown < 20e6, grown

        # A WebSocket handshake with a line the websockets package would wait on forever.
        upgrade = (
            b"GET /v1/text-to-speech/F1/stream-input HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            b"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
            b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nX-Long: " + b"a" * 8200 + b"\r\n\r\n"
        )
        status, after = send(port, upgrade, limit=5)
        say(f"a WebSocket handshake with an 8,200-byte line: {status} after {after:.2f} s")
        assert status == 431, status

        # A body far past the header limit is no header: answered as usual.
        body = json.dumps({"text": "Hello there."}).encode() + b" " * (4 * LIMIT)
        head = (
            b"POST /api/v1/normalize HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
            b"Authorization: Bearer " + key + b"\r\nContent-Type: application/json\r\n"
            b"Content-Length: %d\r\n\r\n" % len(body)
        )
        assert len(body) > LIMIT
        status = send(port, head, body)[0]
        assert status == 200, status


if __name__ == "__main__":
    scenario()
