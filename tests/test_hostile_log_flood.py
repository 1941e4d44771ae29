"""What a client sends reaches the logs bounded (issue 30, a third fresh hostile pass): a
64 KB Host header was logged four times over with a traceback for each request (50 MB of
log in 8 s, no key needed). A record's message and extras are cut at
``MAX_LOGGED_CHARS``; a disallowed Host is one line without its traceback."""

import logging
import sys

from django.test import Client

from ops.logs import MAX_LOGGED_CHARS, RedactFilter


def record(name: str, message: str, **extra) -> logging.LogRecord:
    try:
        raise ValueError(message)
    except ValueError:
        info = sys.exc_info()
    made = logging.LogRecord(name, logging.ERROR, __file__, 1, message, (), info)
    for key, value in extra.items():
        setattr(made, key, value)
    return made


def test_a_disallowed_host_is_one_short_line():
    host = "h" * 65_000
    made = record("django.security.DisallowedHost", f"Invalid HTTP_HOST header: {host!r}.",
                  request=f"<WSGIRequest: GET '/' {host}>")  # fmt: skip
    RedactFilter().filter(made)
    assert len(made.getMessage()) <= MAX_LOGGED_CHARS + 10
    assert made.exc_info is None and made.exc_text is None
    assert not hasattr(made, "request")


def test_any_records_message_and_extras_are_cut():
    made = record("tts.request", "x" * 100_000, path="/" + "p" * 100_000)
    RedactFilter().filter(made)
    assert len(made.getMessage()) <= MAX_LOGGED_CHARS + 10
    assert len(made.path) <= MAX_LOGGED_CHARS + 10
    assert made.exc_text  # other errors keep their traceback


def test_a_long_host_is_answered_400_and_logged_short(db, capfd):
    response = Client().get("/api/v1/health", HTTP_HOST="h" * 65_000)
    assert response.status_code == 400
    err = capfd.readouterr().err
    assert len(err) < 4 * MAX_LOGGED_CHARS + 2000
