"""The service's URLs plus ``GET /bench/bare/<name>``: a bare Django view that returns a
stored file with FileResponse (no DRF, key, database, cache or throttle), the framework's
ceiling for serving a clip. Only bench/settings.py uses this URLconf."""

from django.conf import settings
from django.http import FileResponse
from django.urls import path
from django.utils._os import safe_join

from ttsproject.urls import handler404, handler500
from ttsproject.urls import urlpatterns as service_urls

__all__ = ["handler404", "handler500", "urlpatterns"]


def bare_file(request, name: str):
    return FileResponse(open(safe_join(settings.MEDIA_ROOT, name), "rb"))


urlpatterns = [*service_urls, path("bench/bare/<path:name>", bare_file)]
