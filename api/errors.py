"""Every error, on every way in, from one table (:func:`refusal`): its HTTP status, its
stable code, a WebSocket's close code, whether the characters charged go back, and the body
in our envelope ``{"error": {"code", "message", "field"}}``, OpenAI's or ElevenLabs'."""

import errno
import logging
from dataclasses import dataclass
from dataclasses import field as dataclass_field

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.db import DataError, InterfaceError, OperationalError, ProgrammingError
from django.http import Http404, JsonResponse
from rest_framework import exceptions
from rest_framework.response import Response

from api.elevenlabs.envelope import eleven_error
from api.openai.envelope import openai_error
from engine.errors import EngineError, InputError, ModelError
from metering.limits import LimitReached
from ops.readiness import missing_table, missing_table_message
from synth.flow import FlowError, JobFailed, QueueBusy, TooManyConcurrent
from synth.models import FailureCode
from synth.playback import EncodingPending
from synth.storage import storage_outage
from tenancy.models import LexiconCompiling

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
    found = Refusal(status_code, code, message, headers=headers or {})
    return found.plain_response("openai" if openai else "ours")


def input_status(exc: InputError) -> int:
    """The status for input the engine refuses: 413 for a text too long (grown through the
    lexicon, as for the text sent), 400 for the rest."""
    return 413 if exc.code == "text_too_long" else 400


# --- the one table: every error -> its status, close code, refund and envelopes -----------

# Why a job failed -> the status that tells the client what to do next. Input the worker
# refused is the request's fault (422: it was well-formed, so not 400); anything else
# unexpected is ours (500).
FAILED_JOB_STATUS = {
    FailureCode.INVALID_INPUT: 422,
    FailureCode.EMPTY_TEXT: 422,
    FailureCode.TEXT_TOO_LONG: 422,
    FailureCode.UNSUPPORTED_LANGUAGE: 422,
    FailureCode.UNSUPPORTED_CHARACTERS: 422,
    FailureCode.INVALID_PARAMETER: 422,
    FailureCode.INVALID_VOICE: 422,
    FailureCode.INVALID_BLEND: 422,
    FailureCode.UNSUPPORTED_FORMAT: 422,
    FailureCode.INVALID_SSML: 422,
    FailureCode.UNSUPPORTED_PHONEME: 422,
    FailureCode.SYNTHESIS_FAILED: 500,
    FailureCode.ENGINE_ERROR: 500,
    FailureCode.TIMEOUT: 504,  # inference ran too long, every attempt
    FailureCode.QUEUE_LOST: 503,  # the broker lost the job, every attempt; sending again may work
    FailureCode.MODEL_CHANGED: 409,  # planned for a model replaced since; send it again
    FailureCode.MODEL_INVALID: 503,  # the model folder is missing or broken
    FailureCode.WORKER_LOST: 500,  # the worker died on every attempt (out of memory?)
    FailureCode.STORAGE_FULL: 503,  # the disk is full; send it again later
    FailureCode.DATABASE_UNAVAILABLE: 503,  # the database was lost on every attempt
    FailureCode.STORAGE_UNAVAILABLE: 503,  # the object store did not answer; send it again
    FailureCode.STYLE_MISSING: 409,  # its voice's kept style was pruned since; send it again
}

# Refusals before any synthesis began: the request gives back the characters it was charged
# (and a full queue, a 503, as well). A job's own failure (409 model_changed, 422 refused by
# the worker, 5xx) keeps its charge: its synthesis was tried.
REFUNDED_STATUSES = {400, 403, 404, 405, 406, 413, 415, 429}

# WebSocket close codes: not JSON, the request's fault, too big, ours, try again later.
INVALID, POLICY, TOO_BIG, INTERNAL, TRY_AGAIN = 1007, 1008, 1009, 1011, 1013

ENVELOPES = ("ours", "openai", "elevenlabs")


@dataclass(frozen=True)
class Refusal:
    """An error as every way in says it: an HTTP status, a stable code, a message, the
    request field at fault and headers; a WebSocket's close code, whether the characters
    charged go back, and the body in each vendor's envelope follow from them."""

    status: int
    code: str
    message: str
    field: str | None = None
    headers: dict = dataclass_field(default_factory=dict)

    @property
    def close(self) -> int:
        """The WebSocket close code: try again later, ours, or the request's fault."""
        if self.status == 503:
            return TRY_AGAIN
        return INTERNAL if self.status >= 500 else POLICY

    @property
    def refunded(self) -> bool:
        """Whether the request gives back what it was charged (nothing was synthesized)."""
        return self.status in REFUNDED_STATUSES or self.code in ("queue_full", "lexicon_compiling")

    def body(self, envelope: str = "ours") -> dict:
        """The error body in ``envelope``: ours, OpenAI's or ElevenLabs'."""
        ours = error_body(self.code, self.message, self.field)
        if envelope == "openai":
            return {"error": openai_error(ours["error"], self.status)}
        if envelope == "elevenlabs":
            return eleven_error(ours["error"])
        return ours

    def response(self, envelope: str = "ours") -> Response:
        """As a DRF response."""
        return Response(self.body(envelope), status=self.status, headers=self.headers or None)

    def plain_response(self, envelope: str = "ours") -> JsonResponse:
        """As a plain Django response, for middleware ahead of DRF."""
        return JsonResponse(self.body(envelope), status=self.status, headers=self.headers or None)


def refusal(exc: BaseException) -> Refusal | None:
    """How every way in answers ``exc``: None for an unexpected one (a real bug, a 500
    Django logs)."""
    if isinstance(exc, Http404):
        exc = exceptions.NotFound("not found")  # the same body for missing and not yours
    elif isinstance(exc, DjangoPermissionDenied):
        exc = exceptions.PermissionDenied()
    if isinstance(exc, ApiError):
        return Refusal(exc.status_code, exc.error_code, str(exc.detail), exc.field, exc.headers)
    if isinstance(exc, LimitReached):
        return Refusal(exc.status, exc.code, str(exc), headers=exc.headers)
    if isinstance(exc, FlowError):
        return _flow_refusal(exc)
    if isinstance(exc, EncodingPending):
        failure = FailureCode(exc.failure) if exc.failure in FailureCode.values else None
        status = 503 if exc.failure is None else FAILED_JOB_STATUS.get(failure, 500)
        headers = {"Retry-After": str(exc.retry_after)} if status == 503 else {}
        return Refusal(status, exc.code, str(exc), headers=headers)
    if isinstance(exc, InputError):
        return Refusal(input_status(exc), exc.code, str(exc), exc.field)
    if isinstance(exc, LexiconCompiling):
        headers = {"Retry-After": str(exc.retry_after)}
        return Refusal(503, exc.code, str(exc), headers=headers)
    if isinstance(exc, ModelError):
        return Refusal(503, "model_unavailable", str(exc), headers={"Retry-After": "30"})
    if isinstance(exc, EngineError):
        return Refusal(500, exc.code, str(exc))
    if isinstance(exc, exceptions.ValidationError):
        field, message = first_error(exc.detail)
        return Refusal(400, "invalid", message, field)
    if isinstance(exc, exceptions.APIException):
        code = next((c for cls, c in CODES.items() if isinstance(exc, cls)), "error")
        message = exc.detail if isinstance(exc.detail, str) else str(exc.detail)
        return Refusal(exc.status_code, code, str(message))
    return service_refusal(exc)


def _flow_refusal(exc: FlowError) -> Refusal:
    if isinstance(exc, QueueBusy):
        return Refusal(503, exc.code, str(exc), headers={"Retry-After": str(exc.retry_after)})
    if isinstance(exc, TooManyConcurrent):
        return Refusal(429, exc.code, str(exc), headers={"Retry-After": str(exc.retry_after)})
    if isinstance(exc, JobFailed):
        status = FAILED_JOB_STATUS.get(exc.failure, 500)
        headers = {"Retry-After": "5"} if status == 503 else {}
        return Refusal(status, exc.code, str(exc), headers=headers)
    return Refusal(400, exc.code, str(exc), exc.field)  # the request's own fault


def api_error(exc: BaseException) -> ApiError:
    """``exc`` as an :class:`ApiError` (raised where a view's code expects one)."""
    found = refusal(exc)
    if found is None:
        raise exc
    return ApiError(found.status, found.code, found.message, found.field, found.headers)


def service_refusal(exc, *, logged: bool = True) -> Refusal | None:
    """The documented answer to a fault outside the request's control (a database or
    Redis that is down, a full disk), or to a value the database refuses; None otherwise.
    Each is logged: the client sees a stable code, the operator the cause (``logged``
    False: a caller that only asks, and leaves the answer to a view that logs it)."""
    import redis

    log = _log if logged else _quiet

    if isinstance(exc, DataError):  # e.g. a NUL character, which PostgreSQL cannot store
        log.warning("request refused by the database: %s", exc)
        message = "a value in the request cannot be stored or searched (NUL characters?)"
        return Refusal(400, "invalid", message)
    if isinstance(exc, UnicodeEncodeError) and exc.reason == "surrogates not allowed":
        # A lone surrogate ("\ud800" in JSON) that a field let through reached a query.
        log.warning("request refused: %s", exc)
        return Refusal(400, "invalid", "lone surrogate characters are not allowed")
    table = missing_table(exc) if isinstance(exc, OperationalError | ProgrammingError) else None
    if table:  # a schema without a table: the operator's `migrate`, not the database server
        log.error("database table %s is missing (run `manage.py migrate`): %s", table, exc)
        message = f"the service is not set up completely ({missing_table_message(table)})"
        return Refusal(503, "database_unavailable", message, headers={"Retry-After": "5"})
    if isinstance(exc, OperationalError) and type(exc.__cause__).__name__ == "QueryCanceled":
        # PostgreSQL cut a statement at WEB_STATEMENT_SECONDS (core.aio): the database is up.
        log.warning("statement timeout: %s", exc)
        message = "the database took too long to answer; try again shortly"
        return Refusal(503, "database_unavailable", message, headers={"Retry-After": "5"})
    if isinstance(exc, OperationalError | InterfaceError):
        log.error("database unavailable: %s", exc)
        message = "the database is unavailable; try again shortly"
        return Refusal(503, "database_unavailable", message, headers={"Retry-After": "5"})
    if isinstance(exc, redis.ConnectionError | redis.TimeoutError):
        log.error("Redis unavailable: %s", exc)
        message = "the queue and cache server is unavailable; try again shortly"
        return Refusal(503, "redis_unavailable", message, headers={"Retry-After": "5"})
    if isinstance(exc, OSError) and exc.errno == errno.ENOSPC:
        log.error("storage full: %s", exc)
        message = "the audio storage is full; try again later"
        return Refusal(503, "storage_full", message, headers={"Retry-After": "60"})
    if storage_outage(exc):  # cluster: the object store (or a shared disk) not answering
        log.error("storage unavailable: %s", exc)
        message = "the audio storage is unavailable; try again shortly"
        return Refusal(503, "storage_unavailable", message, headers={"Retry-After": "5"})
    return None


def service_error(exc, *, logged: bool = True) -> Response | None:
    """:func:`service_refusal` as a DRF response (None for anything else)."""
    found = service_refusal(exc, logged=logged)
    return None if found is None else found.response()


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
