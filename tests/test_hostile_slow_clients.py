"""Slow clients are cut by the server itself (issue 30, slowloris): a connection whose
request line and headers are not whole within ``WEB_HEADER_SECONDS`` gets 408 and is
closed, however many bytes it trickles; a body that arrives slower than
``WEB_BODY_MIN_RATE`` bytes a second (over each such window) is cut the same way; a
slow-ish client that keeps above both is answered as usual, and so is everyone else while
the slow ones hang on. A real server, as `manage.py serve` runs it (tests/serving.py).
"""

import json
import select
import socket
import threading
import time

from tests.cluster import run_scenario, say, start_django
from tests.serving import serving_env, web_server

HEADER_SECONDS = 2  # the scenario's WEB_HEADER_SECONDS
MIN_RATE = 1000  # its WEB_BODY_MIN_RATE, bytes a second
SLOWLORIS = 20  # connections at once
SLACK = 2.5  # seconds past a limit for the server to notice and close


def test_slow_headers_and_bodies_are_cut_and_slowish_clients_are_not(tmp_path, model_dir):
    env = serving_env(
        tmp_path, model_dir, WEB_HEADER_SECONDS=HEADER_SECONDS, WEB_BODY_MIN_RATE=MIN_RATE
    )
    print(run_scenario(__name__, env, timeout=120))


def trickle(port: int, data: bytes, pieces: int, seconds: float, limit: float) -> dict:
    """Send ``data`` in ``pieces`` spread over ``seconds``, reading whatever comes back;
    stop after ``limit`` seconds. What the server did: its answer's status (0 for none),
    whether it closed the connection, and when (seconds from the connect)."""
    started = time.monotonic()
    answer = b""
    step = max(1, -(-len(data) // pieces))
    with socket.create_connection(("127.0.0.1", port), timeout=limit) as s:
        for i in range(0, len(data) + step, step):
            chunk = data[i : i + step]
            try:
                if chunk:
                    s.sendall(chunk)
            except (BrokenPipeError, ConnectionResetError):
                return outcome(answer, True, started)
            pause = seconds / pieces if i + step < len(data) else limit
            while True:  # wait out the pause, reading what comes
                left = min(pause, limit - (time.monotonic() - started))
                if left <= 0:
                    if i + step < len(data) and time.monotonic() - started < limit:
                        break
                    return outcome(answer, False, started)
                ready, _, _ = select.select([s], [], [], left)
                if not ready:
                    break
                try:
                    got = s.recv(65536)
                except ConnectionResetError:
                    got = b""
                if not got:
                    return outcome(answer, True, started)
                answer += got
                if b"\r\n\r\n" in answer and i + step >= len(data):
                    return outcome(answer, False, started)
    return outcome(answer, False, started)


def outcome(answer: bytes, closed: bool, started: float) -> dict:
    status = int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/") else 0
    return {"status": status, "closed": closed, "after": time.monotonic() - started}


def request(key: str, body: bytes) -> tuple[bytes, bytes]:
    head = (
        "POST /api/v1/speech HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        f"Authorization: Bearer {key}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\n\r\n"
    ).encode()
    return head, body


def scenario():
    start_django()
    from tenancy.models import ApiKey, Tenant

    key = ApiKey.issue(Tenant.objects.create(slug="acme", name="Acme"))[1]
    body = json.dumps({"text": "Hello there. " * 200, "wait": 0}).encode()
    head, _ = request(key, body)
    with web_server() as port:
        # Many connections trickle their headers a byte a second.
        seen = [None] * SLOWLORIS

        def slowloris(n):
            seen[n] = trickle(port, head, len(head), len(head), HEADER_SECONDS + 10)

        threads = [threading.Thread(target=slowloris, args=(n,)) for n in range(SLOWLORIS)]
        for t in threads:
            t.start()
        # Meanwhile a client that keeps above the floors is answered as usual.
        slowish = trickle(port, head + body, 4, 1.5, 20)
        for t in threads:
            t.join()
        say(f"{SLOWLORIS} slow headers: {sorted({(s['status'], s['closed']) for s in seen})}")
        say(f"latest cut after {max(s['after'] for s in seen):.2f} s; slow-ish: {slowish}")
        assert all(s["closed"] and s["status"] == 408 for s in seen), seen
        assert max(s["after"] for s in seen) <= HEADER_SECONDS + SLACK
        assert slowish["status"] == 202, slowish

        # A body trickled below the floor: cut within two windows.
        cut = trickle(port, head + body, len(body) // 20, len(body) / 20, 30)
        say(f"a body at 20 B/s: {cut}")
        assert cut["closed"] and cut["status"] in (0, 408), cut
        assert cut["after"] <= 2 * HEADER_SECONDS + SLACK, cut


if __name__ == "__main__":
    scenario()
