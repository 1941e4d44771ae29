"""The web server's WebSocket settings fit the socket: a frame far larger than any message
it would read is refused before it is buffered (uvicorn's own default is 16 MiB per
frame), and a socket whose reading is paused (its backlog full) is not closed because the
client's pongs wait unread behind its text (the default 20 s pong timeout closed such
sockets 1011 after about 40 s: a fresh hostile pass, issue 30)."""

from api.elevenlabs.socket_segments import max_message_chars
from core.webserver import WS_MAX_BYTES, Worker


def test_the_server_takes_every_message_the_socket_reads_and_little_more():
    assert Worker.CONFIG_KWARGS["ws_max_size"] == WS_MAX_BYTES
    longest = 4 * max_message_chars()  # every character at UTF-8's widest
    assert longest <= WS_MAX_BYTES <= 4 * longest


def test_a_missing_pong_closes_no_socket():
    assert Worker.CONFIG_KWARGS["ws_ping_timeout"] is None
    assert Worker.CONFIG_KWARGS.get("ws_ping_interval", 20.0)  # pings still go out
