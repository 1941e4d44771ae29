"""Every request gets an id (the caller's X-Request-Id when it is sensible, else a new one),
set for its log records and echoed in the response; one log line per request; and the
speech endpoints' cache results counted for /metrics."""

import functools
import logging
import re
import time
import uuid

from django.urls import resolve
from django.utils.deprecation import MiddlewareMixin

from ops import logs, metrics

log = logging.getLogger("tts.request")
# What we accept from outside as a request id: short, and safe in logs and headers.
SENSIBLE_ID = re.compile(r"[A-Za-z0-9._:-]{1,128}")
# Probes and scrapes arrive every few seconds: logged at DEBUG, not INFO.
QUIET_PATHS = {"/api/v1/health", "/api/v1/ready", "/metrics"}
# Speech endpoints answer X-Cache: HIT, MISS or FALLBACK.
CACHE_RESULTS = {"HIT": "hit", "MISS": "miss", "FALLBACK": "fallback"}


class RequestContext(MiddlewareMixin):
    def __call__(self, request):
        if self.async_mode:
            return self._acall(request)
        token, rid, started = self.begin(request)
        try:
            return self.end(request, self.get_response(request), rid, started)
        finally:
            logs.request_id.reset(token)

    async def _acall(self, request):
        token, rid, started = self.begin(request)
        try:
            return self.end(request, await self.get_response(request), rid, started)
        finally:
            logs.request_id.reset(token)

    @staticmethod
    def begin(request):
        incoming = request.headers.get("X-Request-Id", "")
        # A secret sent as the id (a token pasted by mistake) would reach every log line.
        sensible = SENSIBLE_ID.fullmatch(incoming) and logs.redact(incoming) == incoming
        rid = incoming if sensible else uuid.uuid4().hex
        return logs.request_id.set(rid), rid, time.perf_counter()

    def end(self, request, response, rid: str, started: float):
        response["X-Request-Id"] = rid
        cache = CACHE_RESULTS.get(response.get("X-Cache", ""))
        if cache:
            # A remembered answer (api.hits) comes before URL resolution: resolve here.
            match = request.resolver_match
            view = match.view_name if match else _view_name(request.path_info)
            metrics.CACHE_REQUESTS.labels(view, cache).inc()
        self.log(request, response, time.perf_counter() - started)
        # Our line says it all: Django's "Not Found: /path" warning for an error response
        # (django.request) would log the request a second time, without its id.
        response._has_been_logged = True
        return response

    @staticmethod
    def log(request, response, seconds: float) -> None:
        tenant = getattr(request, "auth", None)  # DRF sets it on the Django request too
        level = logging.DEBUG if request.path in QUIET_PATHS else logging.INFO
        log.log(
            level,
            "%s %s %s %.0f ms",
            request.method,
            request.path,
            response.status_code,
            seconds * 1000,
            extra={
                "method": request.method,
                "path": request.path,
                "status": response.status_code,
                "ms": round(seconds * 1000, 1),
                "tenant": getattr(tenant, "slug", None),
                "cache": response.get("X-Cache"),
            },
        )


@functools.lru_cache(maxsize=64)
def _view_name(path: str) -> str:
    # Only the speech endpoints answer X-Cache, and a remembered one only at their exact
    # paths: a handful of paths, resolved once each rather than on every hit.
    return resolve(path).view_name
