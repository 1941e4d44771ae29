"""A body sent to a page (sign-in, the admin, the playground, the home page) is limited as
the API's are, before anything reads it (the twentieth pass, B-1, high): Django's ASGI
handler reads a whole body, to memory and then to a temporary file, before sign-in, CSRF or
the URL are looked at, and only the API's paths were limited, so anyone with no key held a
gigabyte of the shared disk per connection. Now every path is: past
``DATA_UPLOAD_MAX_MEMORY_SIZE`` a 413, a chunked body a 411, unread."""

import asyncio

import pytest
from django.test import Client

from ttsproject.asgi import Handler

PAGES = ["/admin/login/", "/", "/playground/", "/admin/lexicon/lexiconentry/import/"]


def served(path: str, headers: dict, chunks: int, chunk: bytes = b"x" * 65536):
    """``path`` posted to the ASGI handler with ``headers`` and a body of ``chunks`` pieces:
    the answer's status and body, and how many bytes of it the service kept (Django's
    reader spools a body to memory, then to a temporary file; a refused body's pieces are
    dropped as they come until the server closes the connection: ttsproject.asgi._unread)."""
    read = 0
    sent = []
    kept = []

    class Keeping(Handler):
        async def read_body(self, receive):
            body = await super().read_body(receive)
            kept.append(body.seek(0, 2))
            body.seek(0)
            return body

    async def receive():
        nonlocal read
        if read < chunks:
            read += 1
            return {"type": "http.request", "body": chunk, "more_body": read < chunks}
        await asyncio.sleep(3600)  # then the client waits for the answer

    async def send(message):
        sent.append(message)

    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "root_path": "",
        "query_string": b"",
        "headers": [(k.encode(), v.encode()) for k, v in headers.items()],
        "client": ("127.0.0.1", 40000),
        "server": ("testserver", 80),
    }

    async def run():
        task = asyncio.ensure_future(Keeping()(scope, receive, send))
        for _ in range(400):
            await asyncio.sleep(0.01)
            if any(m["type"] == "http.response.body" and not m.get("more_body") for m in sent):
                break
        task.cancel()

    asyncio.run(run())
    start = next(m for m in sent if m["type"] == "http.response.start")
    body = b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body")
    return start["status"], body, kept[0]


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("path", PAGES)
def test_a_body_over_the_limit_on_a_page_is_refused_unread(path, settings):
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    length = 100 * limit  # what the client says it will send (it sends just over the limit)
    status, body, kept = served(path, {"content-length": str(length)}, limit // 65536 + 2)
    assert status == 413
    assert f"{limit:,}".encode() in body
    assert kept == 0


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("path", PAGES)
def test_a_chunked_body_on_a_page_is_refused_unread(path):
    status, _body, kept = served(path, {"transfer-encoding": "chunked"}, chunks=100)
    assert status == 411
    assert kept == 0


def test_a_lying_or_endless_length_is_refused_too(db, settings):
    client = Client()
    for length in ("99999999999", "9" * 40):
        response = client.generic("POST", "/admin/login/", b"", CONTENT_LENGTH=length)
        assert response.status_code == 413
        assert response["Content-Type"].startswith("text/plain")


def test_a_form_within_the_limit_is_still_read(db, django_user_model):
    django_user_model.objects.create_user("staff", password="pw-12345678", is_staff=True)
    client = Client()
    page = client.post("/admin/login/", {"username": "staff", "password": "pw-12345678"})
    assert page.status_code == 302  # signed in
