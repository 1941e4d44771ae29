from django.conf import settings
from django.utils.deprecation import MiddlewareMixin

from api import elevenlabs
from api.errors import plain_error_response
from lexicon import pls

API_PATHS = ("/api/", "/v1/")  # where bodies are limited
# Bodies that may be larger than API_MAX_BODY_BYTES: a PLS file (and its multipart envelope).
LARGER_BODIES = {"/api/v1/lexicon/import": pls.MAX_BYTES + 64 * 1024}


class BodySizeLimit(MiddlewareMixin):
    """Refuse oversized API bodies with a JSON 413 before anything reads them, and bodies
    of unknown length (chunked) with a 411: Django would read them as empty. (Under ASGI
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


async def _at_once(response):
    return response


def body_refusal(path: str, transfer_encoding: str, length: str):
    """The 411 or 413 for a body the API will not read (in ElevenLabs' shape on its
    paths), or None."""
    if not path.startswith(API_PATHS):
        return None
    refusal = plain_error_response
    if elevenlabs.is_eleven_request(path, {}):
        refusal = elevenlabs.plain_error_response
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


def content_length(value: str) -> int | None:
    """The Content-Length as a number: 0 for one that is not a number (Django then reads
    no body), None for one too long to be any body's (int() would refuse its digits)."""
    value = value.strip()
    if not value.isascii() or not value.isdigit():
        return 0
    digits = value.lstrip("0")
    return None if len(digits) > 18 else int(digits or 0)
