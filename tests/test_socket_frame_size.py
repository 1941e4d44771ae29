"""The web server refuses a WebSocket frame far larger than any message the socket would
read, before buffering it (uvicorn's own default is 16 MiB per frame)."""

from api.socket_segments import max_message_chars
from core.webserver import WS_MAX_BYTES, Worker


def test_the_server_takes_every_message_the_socket_reads_and_little_more():
    assert Worker.CONFIG_KWARGS["ws_max_size"] == WS_MAX_BYTES
    longest = 4 * max_message_chars()  # every character at UTF-8's widest
    assert longest <= WS_MAX_BYTES <= 4 * longest
