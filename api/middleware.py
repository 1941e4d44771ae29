from django.conf import settings

from api.errors import plain_error_response
from lexicon import pls

# Bodies that may be larger than API_MAX_BODY_BYTES: a PLS file (and its multipart envelope).
LARGER_BODIES = {"/api/v1/lexicon/import": pls.MAX_BYTES + 64 * 1024}


class BodySizeLimit:
    """Refuse oversized API bodies with a JSON 413 before anything reads them, and bodies
    of unknown length (chunked) with a 411: Django would read them as empty."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.path.startswith(("/api/", "/v1/")):
            if "chunked" in request.META.get("HTTP_TRANSFER_ENCODING", "").lower():
                return plain_error_response(
                    411,
                    "length_required",
                    "send the body with a Content-Length (chunked request bodies are not read)",
                )
            length = content_length(request.META.get("CONTENT_LENGTH") or "")
            limit = LARGER_BODIES.get(request.path, settings.API_MAX_BODY_BYTES)
            if length is None:
                return plain_error_response(
                    413, "body_too_large", f"the request body is over the limit of {limit:,} bytes"
                )
            if length > limit:
                return plain_error_response(
                    413,
                    "body_too_large",
                    f"the request body is {length:,} bytes; the limit is {limit:,}",
                )
        return self.get_response(request)


def content_length(value: str) -> int | None:
    """The Content-Length as a number: 0 for one that is not a number (Django then reads
    no body), None for one too long to be any body's (int() would refuse its digits)."""
    value = value.strip()
    if not value.isascii() or not value.isdigit():
        return 0
    digits = value.lstrip("0")
    return None if len(digits) > 18 else int(digits or 0)
