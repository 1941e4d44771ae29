"""Every API route answers with and without a trailing slash: ``GET /api/v1/batches/{id}/``
is ``GET /api/v1/batches/{id}``, and ``POST /v1/audio/speech/`` the OpenAI endpoint.

Rewritten in place rather than redirected: a client follows a redirect of a POST as a GET
(301, 302) or not at all, and loses the body either way. One middleware instead of a
second pattern per route keeps the URL map and the OpenAPI schema one path per resource.
"""

from django.urls import Resolver404, get_urlconf, resolve
from django.utils.deprecation import MiddlewareMixin

from core.middleware import OnTheLoop

# The API surfaces: ours (/api/, with the schema and its docs), OpenAI's and ElevenLabs'.
API_PREFIXES = ("/api/", "/v1/", "/v2/")


def canonical_path(path_info: str) -> str:
    """``path_info`` itself when a route matches it (or it is not an API path), else the
    same path with its trailing slash added or removed when a route matches that."""
    slashed = path_info if path_info.endswith("/") else f"{path_info}/"  # "/v1" is one too
    if not slashed.startswith(API_PREFIXES) or _matches(path_info):
        return path_info
    other = path_info[:-1] if path_info.endswith("/") else f"{path_info}/"
    return other if _matches(other) else path_info


def _matches(path_info: str) -> bool:
    try:
        resolve(path_info, get_urlconf())
    except Resolver404:
        return False
    return True


class EitherSlash(OnTheLoop, MiddlewareMixin):
    """Points an API request at its route whichever way its path ends (see the module's
    docstring). Only computes, so it runs on the event loop (core.middleware)."""

    def process_request(self, request):
        old = request.path_info
        new = canonical_path(old)
        if new != old:
            prefix = request.path[: len(request.path) - len(old)]
            request.path_info = request.META["PATH_INFO"] = new
            request.path = prefix + new
