"""A WebSocket handshake whose request line is longer than the websockets package reads is
refused 431 by the server, without a traceback (a fourth hostile pass, issue 30).

The server already refused a handshake with a header line over the package's limit
(core.webserver.WS_MAX_HEADER_LINE); a 60 KB query string, within the headers' total
limit, got through to the package, which failed on the request line and uvicorn logged a
KeyError traceback for every such handshake, no key needed. Real server (tests/serving.py),
the default limits.
"""

import os
from pathlib import Path

from tests.cluster import run_scenario, say, start_django
from tests.serving import serving_env, web_server
from tests.test_hostile_header_size import send


def test_a_handshake_with_a_long_query_string_is_refused_cleanly(tmp_path, model_dir):
    env = serving_env(tmp_path, model_dir)
    print(run_scenario(__name__, env, timeout=120))


def handshake(query: bytes) -> bytes:
    return (
        b"GET /v1/text-to-speech/F1/stream-input?" + query + b" HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        b"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
        b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
    )


def scenario():
    start_django()
    with web_server(log_name="web-ws.log") as port:
        for size in (8_200, 60_000, 70_000):
            status, after = send(port, handshake(b"x=" + b"a" * size), limit=5)
            say(f"a handshake with a {size:,}-byte query string: {status} after {after:.2f} s")
            assert status == 431, status
        short, _ = send(port, handshake(b"model_id=eleven_multilingual_v2"), limit=5)
        assert short == 101, short  # an ordinary handshake is taken (then closed: no key)
    log = (Path(os.environ["CLUSTER_LOG"]).with_name("web-ws.log")).read_text()
    assert "Traceback" not in log, log[-3000:]


if __name__ == "__main__":
    scenario()
