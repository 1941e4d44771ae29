"""A remembered answer (api/hits.py) is closed on the event loop (ttsproject.asgi.close):
no trip to Django's one thread-sensitive thread, which every request of a web process
would otherwise queue for on its way out (issue 36). Any other answer is still closed in
that thread, whose database connection request_finished looks after."""

import asyncio
import threading

import pytest
from django.core import signals
from django.http import HttpResponse

from tests.test_api_remembered_hits import BODY, acme, speak  # noqa: F401  (a fixture)
from tests.test_api_support import client_for
from ttsproject.asgi import close

pytestmark = [pytest.mark.backend, pytest.mark.usefixtures("sync_jobs", "fresh_counts")]


def closing_thread(response) -> threading.Thread:
    """The thread that ran request_finished when ``close`` closed ``response``."""
    seen = []

    def finished(**kwargs):
        seen.append(threading.current_thread())

    signals.request_finished.connect(finished)
    try:
        asyncio.run(close(response))
    finally:
        signals.request_finished.disconnect(finished)
    assert len(seen) == 1
    return seen[0]


def test_a_remembered_answer_is_closed_on_the_loop(acme):  # noqa: F811
    api = client_for(acme)
    assert speak(api)["X-Cache"] == "MISS"
    hit = speak(api)
    assert hit["X-Cache"] == "HIT"
    assert closing_thread(hit) is threading.current_thread()  # asyncio.run's loop: this one


def test_any_other_answer_is_closed_in_a_thread(acme):  # noqa: F811
    full = speak(client_for(acme))
    assert full["X-Cache"] == "MISS"
    assert closing_thread(full) is not threading.current_thread()
    assert closing_thread(HttpResponse(b"ok")) is not threading.current_thread()
