"""A bare Django project for bench/serving.py: one URL, one async view that answers every
GET with the bytes of one file (BENCH_BARE_FILE), no middleware, no apps, no database.
Served by the service's own worker class, it is the framework's ceiling for answering a
cache hit: a hit's throughput is judged against it.

    BENCH_BARE_FILE=clip.wav python -m gunicorn bench.bare:application \
        --worker-class core.webserver.Worker --bind 127.0.0.1:8001 --workers 2

Self-contained on purpose: nothing of the service's settings may slow it down (or speed
it up), so it configures Django itself instead of naming a settings module.
"""

import os
from pathlib import Path

import django
from django.conf import settings

settings.configure(
    DEBUG=False,
    SECRET_KEY="bench-bare",  # nothing is signed: no sessions, no CSRF
    ALLOWED_HOSTS=["127.0.0.1", "localhost"],
    ROOT_URLCONF=__name__,
    MIDDLEWARE=[],
    INSTALLED_APPS=[],
    DATABASES={},
    USE_TZ=True,
)
django.setup(set_prefix=False)

from django.core.handlers.asgi import ASGIHandler  # noqa: E402  (after the settings)
from django.http import HttpResponse  # noqa: E402
from django.urls import re_path  # noqa: E402

FILE = Path(os.environ["BENCH_BARE_FILE"])


async def clip(request):
    # Read per request, as the hit path reads its stored file (synth.playback, inline).
    return HttpResponse(FILE.read_bytes(), content_type="audio/wav")


urlpatterns = [re_path(r"", clip)]  # any path, /api/v1/health too (bench.api.wait_until_up)
application = ASGIHandler()
