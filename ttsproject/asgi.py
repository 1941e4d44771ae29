"""The service as an ASGI application (core.webserver serves it).

Django's own ASGIHandler, with two changes for a web tier where hundreds of requests may
be waiting at once:

- No thread per request. Django gives each request a thread-sensitive context, whose
  thread lives as long as the request, idle while it waits. Here the sync views run in
  the process's bounded pool (core.aio), and what Django still calls thread-sensitive
  (closing the response, the session and messages middleware) shares one thread. The
  database connections are looked after where they are used: each pool thread's after
  each call (core.aio), that one thread's when a response closes (request_finished). So
  request_started, whose receivers would only do the same again, costs no trip to it.
- An answer made before any thread-sensitive work (api.hits' cache hits: bytes from a
  file, no session) is closed on the loop, not by a trip to that one thread, which every
  request of the process would otherwise queue for once more on its way out.
- A body the API refuses by its headers alone (too large, chunked) is not read: Django's
  handler reads every body before any middleware can look at it, to disk past 2.5 MB.
  BodySizeLimit then answers it, with the request id like any other answer.

A ``websocket`` scope on ElevenLabs' ``stream-input`` path goes to api.elevenlabs.socket, on
``multi-stream-input`` to api.elevenlabs.socket_multi (plain ASGI coroutines, not through Django's
handler); any other WebSocket is refused (403).
"""

import asyncio
import os

import django
from asgiref.sync import iscoroutinefunction, sync_to_async
from django.core import signals
from django.core.exceptions import RequestAborted
from django.core.handlers.asgi import ASGIHandler, get_script_prefix
from django.db import close_old_connections, reset_queries
from django.urls import set_script_prefix

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "ttsproject.settings")
django.setup(set_prefix=False)

from api.elevenlabs import socket, socket_multi  # noqa: E402
from api.middleware import body_refusal  # noqa: E402  (needs the settings)
from core.aio import in_pool, limit_statements  # noqa: E402

limit_statements()


class Handler(ASGIHandler):
    def __init__(self):
        super().__init__()
        signals.request_started.disconnect(close_old_connections)
        signals.request_started.disconnect(reset_queries)

    async def __call__(self, scope, receive, send):
        if scope["type"] == "websocket":
            if socket.routes(scope["path"]):
                return await socket.application(scope, receive, send)
            if socket_multi.routes(scope["path"]):
                return await socket_multi.application(scope, receive, send)
            await receive()  # websocket.connect
            return await send({"type": "websocket.close", "code": 1008})
        if scope["type"] != "http":
            raise ValueError(f"only HTTP is served here, not {scope['type']}")
        headers = dict(scope.get("headers") or ())
        refused = body_refusal(
            scope["path"],
            headers.get(b"transfer-encoding", b"").decode("latin1"),
            headers.get(b"content-length", b"").decode("latin1"),
        )
        await self.handle(scope, _unread(receive) if refused else receive, send)

    async def handle(self, scope, receive, send):
        """Django 5.2's ASGIHandler.handle, but for how the response is closed
        (:func:`close`)."""
        try:
            body_file = await self.read_body(receive)
        except RequestAborted:
            return
        set_script_prefix(get_script_prefix(scope))
        await signals.request_started.asend(sender=self.__class__, scope=scope)
        request, error_response = self.create_request(scope, body_file)
        if request is None:
            body_file.close()
            await self.send_response(error_response, send)
            await sync_to_async(error_response.close)()
            return

        async def process_request(request, send):
            response = await self.run_get_response(request)
            try:
                await self.send_response(response, send)
            except asyncio.CancelledError:
                pass  # the client left during the answer
            return response

        # The disconnect listener first: it raises nothing unexpected that would keep
        # process_request from being cancelled.
        tasks = [
            asyncio.create_task(self.listen_for_disconnect(receive)),
            asyncio.create_task(process_request(request, send)),
        ]
        await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
        for task in tasks:
            if task.done():
                try:
                    task.result()
                except RequestAborted:
                    pass
                except AssertionError:
                    body_file.close()
                    raise
            else:
                task.cancel()
                try:
                    await task
                except asyncio.CancelledError:
                    pass
        try:
            response = tasks[1].result()
        except asyncio.CancelledError:
            await signals.request_finished.asend(sender=self.__class__)
        else:
            await close(response)
        body_file.close()

    def make_view_atomic(self, view):
        view = super().make_view_atomic(view)
        return view if iscoroutinefunction(view) else in_pool(view)


async def close(response) -> None:
    """Close ``response`` (its files, then request_finished). One that says it may
    (``closes_on_loop``) is closed right here; any other in Django's thread-sensitive
    thread, as Django does: that thread ran its session and messages middleware, and
    request_finished closes that thread's broken or old database connections."""
    if getattr(response, "closes_on_loop", False):
        response.close()
    else:
        await sync_to_async(response.close)()


def _unread(receive):
    """``receive`` for a request whose body is refused: an empty body for Django's reader,
    then only the client's disconnect (the body's own messages are dropped unread)."""
    started = False

    async def empty_then_disconnect():
        nonlocal started
        if not started:
            started = True
            return {"type": "http.request", "body": b"", "more_body": False}
        while True:
            message = await receive()
            if message["type"] != "http.request":
                return message

    return empty_then_disconnect


application = Handler()
