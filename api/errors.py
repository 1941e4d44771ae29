"""Every API error is ``{"error": {"code", "message", "field"}}`` with a stable code."""

import errno
import logging

from django.db import DataError, InterfaceError, OperationalError, ProgrammingError
from django.http import JsonResponse
from rest_framework import exceptions
from rest_framework.response import Response

from ops.readiness import missing_table, missing_table_message
from synth.engine.errors import InputError
from synth.storage import storage_outage

log = _log = logging.getLogger(__name__)


class _Unlogged:
    """service_error(logged=False)'s log: nothing is written."""

    def warning(self, *args, **kwargs) -> None:
        pass

    error = warning


_quiet = _Unlogged()


class ApiError(exceptions.APIException):
    """Raise with a stable code: ``raise ApiError(409, "busy", "...")``."""

    def __init__(
        self,
        status_code: int,
        code: str,
        message: str,
        field: str | None = None,
        headers: dict | None = None,
    ):
        super().__init__(message, code)
        self.status_code, self.error_code, self.field, self.headers = (
            status_code,
            code,
            field,
            headers or {},
        )


CODES = {
    exceptions.NotAuthenticated: "unauthenticated",
    exceptions.AuthenticationFailed: "unauthenticated",
    exceptions.PermissionDenied: "forbidden",
    exceptions.NotFound: "not_found",
    exceptions.MethodNotAllowed: "method_not_allowed",
    exceptions.NotAcceptable: "not_acceptable",
    exceptions.UnsupportedMediaType: "unsupported_media_type",
    exceptions.ParseError: "malformed_request",
    exceptions.Throttled: "rate_limited",
}


# An error repeats what the client sent (a bad choice, an unknown field's name) only this
# far, and never a lone surrogate, which no JSON encoder can write as UTF-8 (a 500).
MAX_MESSAGE_CHARS = 500
MAX_FIELD_CHARS = 100


def printable(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, a lone surrogate written as its escape."""
    text = str(text)
    if len(text) > limit:
        text = text[: limit - 1] + "…"
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def error_body(code: str, message: str, field: str | None = None) -> dict:
    """The body of every API error: ``{"error": {"code", "message", "field"}}``."""
    message = printable(message, MAX_MESSAGE_CHARS)
    field = None if field is None else printable(field, MAX_FIELD_CHARS)
    return {"error": {"code": code, "message": message, "field": field}}


def error_response(
    status_code: int, code: str, message: str, field: str | None = None, headers: dict | None = None
) -> Response:
    return Response(error_body(code, message, field), status=status_code, headers=headers)


def plain_error_response(
    status_code: int,
    code: str,
    message: str,
    headers: dict | None = None,
    *,
    openai: bool = False,
) -> JsonResponse:
    """:func:`error_response` as a plain Django response, for middleware ahead of DRF; in
    OpenAI's shape with ``openai`` (as the OpenAI endpoint answers)."""
    body = error_body(code, message)
    if openai:
        body = {"error": openai_error(body["error"], status_code)}
    return JsonResponse(body, status=status_code, headers=headers)


# OpenAI's error types by status, and its field names for ours (the OpenAI endpoint).
OPENAI_ERROR_TYPES = {401: "authentication_error", 403: "permission_error", 429: "rate_limit_error"}
OPENAI_PARAMS = {"text": "input", "preset": "voice", "format": "response_format"}


def openai_error(error: dict, status: int) -> dict:
    """Our ``{"code", "message", "field"}`` as OpenAI's ``{"message", "type", "param",
    "code"}``."""
    default = "server_error" if status >= 500 else "invalid_request_error"
    return {
        "message": error["message"],
        "type": OPENAI_ERROR_TYPES.get(status, default),
        "param": OPENAI_PARAMS.get(error["field"], error["field"]),
        "code": error["code"],
    }


def input_status(exc: InputError) -> int:
    """The status for input the engine refuses: 413 for a text too long (grown through the
    lexicon, as for the text sent), 400 for the rest."""
    return 413 if exc.code == "text_too_long" else 400


def service_error(exc, *, logged: bool = True) -> Response | None:
    """The documented answer to a fault outside the request's control (a database or
    Redis that is down, a full disk), or to a value the database refuses; None otherwise.
    Each is logged: the client sees a stable code, the operator the cause (``logged``
    False: a caller that only asks, and leaves the answer to a view that logs it)."""
    import redis

    log = _log if logged else _quiet

    if isinstance(exc, DataError):  # e.g. a NUL character, which PostgreSQL cannot store
        log.warning("request refused by the database: %s", exc)
        message = "a value in the request cannot be stored or searched (NUL characters?)"
        return error_response(400, "invalid", message)
    if isinstance(exc, UnicodeEncodeError) and exc.reason == "surrogates not allowed":
        # A lone surrogate ("\ud800" in JSON) that a field let through reached a query.
        log.warning("request refused: %s", exc)
        return error_response(400, "invalid", "lone surrogate characters are not allowed")
    table = missing_table(exc) if isinstance(exc, OperationalError | ProgrammingError) else None
    if table:  # a schema without a table: the operator's `migrate`, not the database server
        log.error("database table %s is missing (run `manage.py migrate`): %s", table, exc)
        message = f"the service is not set up completely ({missing_table_message(table)})"
        return error_response(503, "database_unavailable", message, headers={"Retry-After": "5"})
    if isinstance(exc, OperationalError | InterfaceError):
        log.error("database unavailable: %s", exc)
        message = "the database is unavailable; try again shortly"
        return error_response(503, "database_unavailable", message, headers={"Retry-After": "5"})
    if isinstance(exc, redis.ConnectionError | redis.TimeoutError):
        log.error("Redis unavailable: %s", exc)
        message = "the queue and cache server is unavailable; try again shortly"
        return error_response(503, "redis_unavailable", message, headers={"Retry-After": "5"})
    if isinstance(exc, OSError) and exc.errno == errno.ENOSPC:
        log.error("storage full: %s", exc)
        message = "the audio storage is full; try again later"
        return error_response(503, "storage_full", message, headers={"Retry-After": "60"})
    if storage_outage(exc):  # cluster: the object store (or a shared disk) not answering
        log.error("storage unavailable: %s", exc)
        message = "the audio storage is unavailable; try again shortly"
        return error_response(503, "storage_unavailable", message, headers={"Retry-After": "5"})
    return None


def first_error(detail, prefix: str = "") -> tuple[str | None, str]:
    """The first message in a (nested) DRF error, with the dotted field it belongs to."""
    if isinstance(detail, dict):
        for key, value in detail.items():
            name = key if key != "non_field_errors" else None
            field, message = first_error(value, f"{prefix}{name}." if name else prefix)
            return field, message
    if isinstance(detail, list) and detail:
        if all(isinstance(d, str) for d in detail):
            return (prefix.rstrip(".") or None), str(detail[0])
        for i, item in enumerate(detail):
            if item:
                return first_error(item, f"{prefix}{i}.")
    return (prefix.rstrip(".") or None), str(detail)
