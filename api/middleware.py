import logging

from django.conf import settings
from django.core.exceptions import RequestDataTooBig, TooManyFieldsSent, TooManyFilesSent
from django.http import HttpResponse, HttpResponseBadRequest
from django.template.loader import render_to_string
from django.utils.deprecation import MiddlewareMixin

from api.elevenlabs import vocabulary
from api.errors import plain_error_response, refusal, service_refusal
from lexicon import pls
from metering.limits import LimitReached
from tenancy.models import LexiconCompiling

API_PATHS = ("/api/", "/v1/")  # where bodies are limited
# Bodies that may be larger than API_MAX_BODY_BYTES: a PLS file (and its multipart envelope).
LARGER_BODIES = {"/api/v1/lexicon/import": pls.MAX_BYTES + 64 * 1024}


class BodySizeLimit(MiddlewareMixin):
    """Refuse oversized bodies with a 413 before anything reads them (the API's in JSON),
    and bodies of unknown length (chunked) with a 411: Django would read them as empty. (Under ASGI
    the handler, which reads a body before any middleware runs, leaves a refused one
    unread: ttsproject.asgi.)"""

    def __call__(self, request):
        refusal = body_refusal(
            request.path,
            request.META.get("HTTP_TRANSFER_ENCODING", ""),
            request.META.get("CONTENT_LENGTH") or "",
        )
        if refusal is not None:
            if self.async_mode:
                return _at_once(refusal)
            return refusal
        return self.get_response(request)


# Django's own request-data limits (DATA_UPLOAD_MAX_NUMBER_FIELDS, _MEMORY_SIZE, _FILES):
# the status and stable code each is answered with.
DATA_LIMITS = {
    TooManyFieldsSent: (400, "too_many_fields"),
    TooManyFilesSent: (400, "too_many_files"),
    RequestDataTooBig: (413, "body_too_large"),
}
log = logging.getLogger("django.security")


class RequestDataLimits(MiddlewareMixin):
    """Django's request-data limits as a client's error, in one log line: a query string
    or form of 15,000 fields was Django's HTML 400 with a traceback at ERROR. The query
    string is read here, before anything else does (its parser stops at the limit); a
    form body where a view reads it (process_exception)."""

    def __call__(self, request):
        try:
            request.GET  # noqa: B018 (parsed once, kept on the request)
        except tuple(DATA_LIMITS) as exc:
            refusal = refused(request, exc)
            return _at_once(refusal) if self.async_mode else refusal
        return self.get_response(request)

    def process_exception(self, request, exception):
        if isinstance(exception, tuple(DATA_LIMITS)):
            return refused(request, exception)
        return None


def refused(request, exc: Exception):
    """The answer to a request past one of Django's data limits: JSON with a stable code
    on the API's paths, a plain 400 elsewhere; one line logged, no traceback."""
    status, code = DATA_LIMITS[type(exc)]
    log.warning("%s %s refused: %s", request.method, request.path[:200], code)
    if not request.path.startswith(API_PATHS):
        response = HttpResponseBadRequest(f"{exc}\n", content_type="text/plain; charset=utf-8")
        response._has_been_logged = True
        return response
    message = {
        "too_many_fields": f"at most {settings.DATA_UPLOAD_MAX_NUMBER_FIELDS:,} query "
        "parameters or form fields",
        "too_many_files": f"at most {settings.DATA_UPLOAD_MAX_NUMBER_FILES:,} files",
        "body_too_large": "the request body is over the limit",
    }[code]
    response = plain_error_response(status, code, message)
    response._has_been_logged = True  # the line above says it; not Django's too
    return response


async def _at_once(response):
    return response


def body_refusal(path: str, transfer_encoding: str, length: str):
    """The 411 or 413 for a body the service will not read (the API's JSON error, in
    ElevenLabs' shape on its paths; plain text on the pages), or None. Every path is
    limited: a body is read whole, to memory and then to a temporary file, before
    anything (sign-in, CSRF, the URL) looks at the request, so a page's body of any size
    would take the disk from every tenant (the twentieth pass, B-1)."""
    if not path.startswith(API_PATHS):
        return _page_body_refusal(transfer_encoding, length)
    refusal = plain_error_response
    if vocabulary.is_eleven_request(path, {}):
        refusal = vocabulary.plain_error_response
    if "chunked" in transfer_encoding.lower():
        return refusal(
            411,
            "length_required",
            "send the body with a Content-Length (chunked request bodies are not read)",
        )
    size = content_length(length)
    limit = LARGER_BODIES.get(path, settings.API_MAX_BODY_BYTES)
    if size is None:
        return refusal(
            413, "body_too_large", f"the request body is over the limit of {limit:,} bytes"
        )
    if size > limit:
        return refusal(
            413, "body_too_large", f"the request body is {size:,} bytes; the limit is {limit:,}"
        )
    return None


def _page_body_refusal(transfer_encoding: str, length: str):
    """:func:`body_refusal` for the pages (the admin, the playground, sign-in): at most
    ``DATA_UPLOAD_MAX_MEMORY_SIZE`` (6 MiB: the largest form Django reads, and a PLS file
    of ``pls.MAX_BYTES`` with its multipart envelope), as plain text."""
    if "chunked" in transfer_encoding.lower():
        return _page_refusal(411, "send the body with a Content-Length")
    size = content_length(length)
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    if size is None or size > limit:
        return _page_refusal(413, f"the request body is over the limit of {limit:,} bytes")
    return None


def _page_refusal(status: int, message: str) -> HttpResponse:
    log.warning("request body refused: %s", message)
    response = HttpResponse(f"{message}\n", status=status, content_type="text/plain; charset=utf-8")
    response._has_been_logged = True  # the line above says it
    return response


def content_length(value: str) -> int | None:
    """The Content-Length as a number: 0 for one that is not a number (Django then reads
    no body), None for one too long to be any body's (int() would refuse its digits)."""
    value = value.strip()
    if not value.isascii() or not value.isdigit():
        return 0
    digits = value.lstrip("0")
    return None if len(digits) > 18 else int(digits or 0)


# What a page's compile of a lexicon may raise (lexicon.compiles.PagesChargeCompiles):
# another thread compiling it (503, Retry-After), or the tenant past its rate (429).
PAGE_REFUSALS = (LexiconCompiling, LimitReached)


class ServiceFaults(MiddlewareMixin):
    """A fault outside the request's control (a statement timeout, a database or Redis away,
    a full disk) raised by a page rather than the API (the admin, the playground, the review
    pages) answered as the API answers it (``api.errors.service_refusal``: 503 with
    Retry-After, logged in one line) instead of a 500 with its traceback (the thirty-third
    hostile pass, M-2); and a lexicon's compile a page caused, waited for briefly or past
    the tenant's rate (``PAGE_REFUSALS``). Anything else is left to Django: a real bug
    stays a 500."""

    def process_exception(self, request, exception):
        found = service_refusal(exception)
        if found is None and isinstance(exception, PAGE_REFUSALS):
            found = refusal(exception)  # a compile a page caused: waited for, or charged
        if found is None:
            return None
        if request.path.startswith(API_PATHS):
            return found.plain_response()
        retry_after = found.headers.get("Retry-After")
        page = render_to_string(
            "service_refusal.html", {"refusal": found, "retry_after": retry_after}
        )
        return HttpResponse(page, status=found.status, headers=found.headers or None)
