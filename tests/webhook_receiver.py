"""A real HTTPS server on loopback that receives webhooks, for the webhook tests: each
request's headers and body are kept; it answers the statuses it is told, in turn."""

import http.server
import ssl
import threading
from dataclasses import dataclass, field

import trustme


@dataclass
class Received:
    path: str
    headers: dict
    body: bytes


@dataclass
class Receiver:
    url: str
    answers: list = field(default_factory=list)  # statuses to answer in turn; then 200
    received: list = field(default_factory=list)


def start(tmp_path, monkeypatch):
    """A receiver on 127.0.0.1 with a test CA's certificate, trusted as any client is told
    to (SSL_CERT_FILE); stopped by the returned function."""
    ca = trustme.CA()
    cert = ca.issue_cert("127.0.0.1")
    ca_file = tmp_path / "ca.pem"
    ca.cert_pem.write_to_path(str(ca_file))
    monkeypatch.setenv("SSL_CERT_FILE", str(ca_file))
    receiver = Receiver("")

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_POST(self):
            body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
            receiver.received.append(Received(self.path, dict(self.headers), body))
            status = receiver.answers.pop(0) if receiver.answers else 200
            answer = b"x" * 5000 if status >= 300 else b"ok"
            self.send_response(status)
            self.send_header("Content-Length", str(len(answer)))
            self.end_headers()
            self.wfile.write(answer)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    cert.configure_cert(context)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    receiver.url = f"https://127.0.0.1:{server.server_address[1]}/hooks/tts"

    def stop():
        server.shutdown()
        server.server_close()
        thread.join()

    return receiver, stop
