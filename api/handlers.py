"""DRF's exception handler: every error in the API's envelope, from the one table
(api.errors.refusal), and the characters of a refused request given back to its quota
(api.throttles) when the table says so."""

from rest_framework import exceptions
from rest_framework.views import exception_handler as drf_handler

from api import throttles
from api.errors import REFUNDED_STATUSES, ApiError, refusal

__all__ = ["REFUNDED_STATUSES", "exception_handler"]


def exception_handler(exc, context):
    if isinstance(exc, exceptions.UnsupportedMediaType):  # say what to send instead
        exc = exceptions.UnsupportedMediaType("", _media_type_advice(context.get("request")))
    found = refusal(exc)
    if found is None:
        return None  # a real bug: let Django answer 500 and log it
    if isinstance(exc, exceptions.APIException) and not isinstance(exc, ApiError):
        # DRF's own answer carries its headers (WWW-Authenticate, Allow, Retry-After).
        response = drf_handler(exc, context)
        response.data = found.body()
    else:
        response = found.response()
    request = context.get("request")
    if request is not None and found.refunded:
        throttles.give_back_charged(request)
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
