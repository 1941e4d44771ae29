"""Hostile HTTP that only a real server sees (the test client cannot send it): a body sent
chunked, without a Content-Length, is refused unread (411: Django would read it as empty),
so a 3 MB chunked body is never read; a body whose
Content-Length is over API_MAX_BODY_BYTES is refused with 413 before it is read; a
Content-Length that lies short is cut there. None of it is a 5xx."""

import json
import select
import socket

from tests.cluster import run_scenario, say, start_django
from tests.faults.harness import fault_env, gunicorn, tenant_and_key


def test_chunked_and_lying_bodies_are_refused_by_the_real_server(tmp_path, model_dir):
    print(run_scenario(__name__, fault_env(tmp_path, model_dir)))


def send(port: int, head: str, payload: bytes) -> tuple[int, bytes]:
    """A raw HTTP/1.1 request; the status and the body of the answer. As a careful client
    does, it stops sending once the server has answered: a server that refuses a body
    unread closes the connection on the rest (a reset), which must not hide its answer."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as s:
        data = head.encode() + payload
        sent = 0
        try:
            while sent < len(data):
                readable, _, _ = select.select([s], [], [], 0)
                if readable:
                    break  # the answer came before the whole body: stop sending
                sent += s.send(data[sent : sent + 65536])
        except (BrokenPipeError, ConnectionResetError):
            pass  # refused unread; the answer is read below
        answer = b""
        try:
            while chunk := s.recv(65536):
                answer += chunk
        except ConnectionResetError:
            if not answer:
                raise
    status = int(answer.split(b" ", 2)[1])
    return status, answer.split(b"\r\n\r\n", 1)[1]


def scenario():
    start_django()
    _, key = tenant_and_key()
    head = (
        "POST /api/v1/speech HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        f"Authorization: Bearer {key}\r\nContent-Type: application/json\r\n"
    )
    with gunicorn() as port:
        body = json.dumps({"text": "x" * 3_000_000}).encode()
        chunked = b"".join(
            b"%x\r\n%s\r\n" % (len(body[i : i + 65536]), body[i : i + 65536])
            for i in range(0, len(body), 65536)
        )
        status, answer = send(
            port, head + "Transfer-Encoding: chunked\r\n\r\n", chunked + b"0\r\n\r\n"
        )
        say(f"3 MB chunked: {status} {answer[:120]!r}")
        assert status == 411 and b"length_required" in answer, answer[:300]

        big = json.dumps({"text": "x" * 2_000_000}).encode()
        status, answer = send(port, head + f"Content-Length: {len(big)}\r\n\r\n", big)
        say(f"2 MB with its length: {status} {answer[:120]!r}")
        assert status == 413 and b"body_too_large" in answer

        short = json.dumps({"text": "Hello there.", "wait": 0}).encode()
        status, answer = send(port, head + "Content-Length: 10\r\n\r\n", short)
        say(f"a Content-Length that lies short: {status} {answer[:120]!r}")
        assert status == 400 and b"malformed_request" in answer


if __name__ == "__main__":
    scenario()
