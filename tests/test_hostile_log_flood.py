"""What a client sends reaches the logs bounded (issue 30, a third fresh hostile pass): a
64 KB Host header was logged four times over with a traceback for each request (50 MB of
log in 8 s, no key needed). A record's message and extras are cut at
``MAX_LOGGED_CHARS``; a disallowed Host is one line without its traceback."""

import logging
import sys

from django.test import Client

from ops.logs import MAX_LOGGED_CHARS, AsWarning, RedactFilter


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


def test_an_admin_filter_no_page_offers_is_one_warning_line(db, admin_client, caplog):
    """A signed-in staff member's admin list with a filter its page does not offer is a 400
    Django logs at ERROR with its traceback, 5 kB a request at will (the twenty-sixth pass,
    F-8): one WARNING line, as every ``django.security`` record (the console handler's
    filters, which the records share with pytest's)."""
    with caplog.at_level("INFO"):
        for query in ("days=1", "page=abc", "text__regex=("):
            assert admin_client.get(f"/admin/synth/clip/?{query}").status_code == 400
    said = [r for r in caplog.records if r.name.startswith("django.security.")]
    assert len(said) == 3
    assert all(r.levelname == "WARNING" and r.exc_info is None for r in said), said


def test_every_django_security_record_is_a_warning_without_its_traceback():
    for name in (
        "django.security.DisallowedModelAdminLookup",
        "django.security.SuspiciousFileOperation",
    ):
        made = record(name, "Filtering by days not allowed")
        assert RedactFilter().filter(made) and AsWarning().filter(made)
        assert made.levelname == "WARNING" and made.exc_info is None and made.exc_text is None
    other = record("django.request", "Internal Server Error: /")
    assert RedactFilter().filter(other) and AsWarning().filter(other)
    assert other.levelname == "ERROR" and other.exc_text  # a server's error stays one
