"""DRF's exception handler: every error in the API's envelope (api.errors), and the
characters of a refused request given back to its quota (api.throttles)."""

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.http import Http404
from rest_framework import exceptions, status
from rest_framework.views import exception_handler as drf_handler

from api import throttles
from api.errors import (
    CODES,
    ApiError,
    error_body,
    error_response,
    first_error,
    input_status,
    service_error,
)
from synth.engine.errors import EngineError, InputError, ModelError

# Refusals before any synthesis began: the request gives back the characters it was charged.
# A job's own failure (409 model_changed, 422 refused by the worker, 5xx) keeps its charge:
# its synthesis was tried.
REFUNDED_STATUSES = {400, 403, 404, 405, 406, 413, 415, 429}


def exception_handler(exc, context):
    response = _error_response(exc, context)
    request = context.get("request")
    if response is not None and request is not None:
        refused = response.status_code in REFUNDED_STATUSES
        if refused or getattr(exc, "error_code", None) == "queue_full":
            throttles.give_back_charged(request)
    return response


def _error_response(exc, context):
    if isinstance(exc, Http404):
        exc = exceptions.NotFound("not found")  # the same body for missing and not yours
    elif isinstance(exc, DjangoPermissionDenied):
        exc = exceptions.PermissionDenied()
    if isinstance(exc, ApiError):
        return error_response(
            exc.status_code, exc.error_code, str(exc.detail), exc.field, exc.headers
        )
    if isinstance(exc, InputError):
        return error_response(input_status(exc), exc.code, str(exc), exc.field)
    if isinstance(exc, ModelError):
        return error_response(503, "model_unavailable", str(exc), headers={"Retry-After": "30"})
    if isinstance(exc, EngineError):
        return error_response(500, exc.code, str(exc))
    if isinstance(exc, exceptions.ValidationError):
        field, message = first_error(exc.detail)
        return error_response(status.HTTP_400_BAD_REQUEST, "invalid", message, field)
    outage = service_error(exc)
    if outage is not None:
        return outage
    if isinstance(exc, exceptions.UnsupportedMediaType):
        exc = exceptions.UnsupportedMediaType("", _media_type_advice(context.get("request")))
    response = drf_handler(exc, context)
    if response is None:
        return None  # a real bug: let Django answer 500 and log it
    code = next((c for cls, c in CODES.items() if isinstance(exc, cls)), "error")
    message = exc.detail if isinstance(exc.detail, str) else str(exc.detail)
    response.data = error_body(code, str(message))
    return response


def _media_type_advice(request) -> str:
    """What to send instead: a missing or wrong Content-Type names the ones accepted."""
    accepted = [p.media_type for p in getattr(request, "parsers", None) or ()] or [
        "application/json"
    ]
    sent = (request.content_type if request is not None else "") or ""
    got = f'got "{sent[:100]}"' if sent else "got none"
    return (
        f'Send the body as JSON with the header "Content-Type: {accepted[0]}" ({got}).'
        if accepted == ["application/json"]
        else f"Send the body with Content-Type {' or '.join(accepted)} ({got})."
    )
