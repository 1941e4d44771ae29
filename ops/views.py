"""GET /api/v1/ready (readiness: its details need a key) and GET /metrics (Prometheus, restricted
by METRICS_TOKEN and METRICS_ALLOWED_IPS)."""

import hmac
import ipaddress

from django.conf import settings
from django.db import DatabaseError
from django.db.models import Count
from django.http import HttpResponse, JsonResponse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from ops.readiness import run_checks
from tenancy.keys import live_key


@never_cache
@require_GET
def ready(request):
    """200 when the database, the broker, the model and at least one worker are there;
    503 otherwise (load balancers take this instance out of rotation). What each check
    found (vendors, clusters and workers, what failed) only to a caller with an API key,
    the metrics token or a staff session: to anyone else, the status alone."""
    ok, checks = run_checks()
    body = {"status": "ready" if ok else "unready"}
    if may_see_details(request):
        body["checks"] = checks
    response = JsonResponse(body, status=200 if ok else 503)
    # Probes repeat every few seconds: the failed check has logged a warning already, so
    # Django need not log each 503 as an ERROR too.
    response._has_been_logged = True
    return response


@never_cache
@require_GET
def metrics(request):
    """Prometheus text format: what the web and worker processes recorded, plus the queue
    depth counted now."""
    if not metrics_allowed(request):
        return HttpResponse("forbidden\n", status=403, content_type="text/plain")
    from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, CollectorRegistry, generate_latest

    from ops import metrics as recorded

    if recorded.MULTIPROCESS:
        from prometheus_client import multiprocess

        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
    else:
        registry = REGISTRY  # this process only (tests, runserver)
    now = CollectorRegistry()
    now.register(QueueDepth())
    body = generate_latest(registry) + generate_latest(now)
    return HttpResponse(body, content_type=CONTENT_TYPE_LATEST)


class QueueDepth:
    """A collector: the jobs queued and running, counted in the database when scraped (so
    every host's jobs, whichever web process answers)."""

    def collect(self):
        from prometheus_client.core import GaugeMetricFamily

        from synth.models import SynthesisJob

        counts = dict(
            SynthesisJob.objects.filter(status__in=SynthesisJob.ACTIVE)
            .order_by()
            .values_list("status")
            .annotate(n=Count("pk"))
        )
        depth = GaugeMetricFamily("tts_queue_jobs", "Jobs queued or running", labels=["status"])
        for status in SynthesisJob.ACTIVE:
            depth.add_metric([status.value], counts.get(status, 0))
        yield depth


def may_see_details(request) -> bool:
    """A staff session, a live API key (as the API reads it), or the metrics token."""
    if getattr(request, "user", None) is not None and request.user.is_staff:
        return True
    header = request.headers.get("Authorization", "")
    scheme, _, value = header.partition(" ")
    raw = value.strip() if scheme.lower() == "bearer" else ""
    raw = raw or request.headers.get("X-Api-Key", "")
    token = settings.METRICS_TOKEN
    if token and raw and hmac.compare_digest(raw.encode(), token.encode()):
        return True
    if not raw:
        return False
    try:
        return live_key(raw) is not None
    except DatabaseError:  # the database is what is not ready: the status says so
        return False


# Headers a reverse proxy adds to say whom it relays for (nginx's X-Real-IP, Cloudflare's,
# Akamai's, Fastly's, Apache's mod_remoteip, RFC 7239 and the de facto X-Forwarded-*).
PROXY_HEADERS = (
    "Forwarded", "X-Forwarded-For", "X-Forwarded-Host", "X-Forwarded-Proto", "X-Real-IP",
    "X-Client-IP", "X-Original-Forwarded-For", "X-Cluster-Client-IP", "True-Client-IP",
    "CF-Connecting-IP", "Fastly-Client-IP", "Via",
)  # fmt: skip


def metrics_allowed(request) -> bool:
    """The bearer token, if one is configured; otherwise (or too) a direct connection from
    an allowed address. A request relayed by a proxy (any of PROXY_HEADERS) never counts
    as local: the proxy's 127.0.0.1 is not the caller's."""
    token = settings.METRICS_TOKEN
    header = request.headers.get("Authorization", "")
    if token and header.startswith("Bearer "):
        return hmac.compare_digest(header[7:].strip().encode(), token.encode())
    if any(name in request.headers for name in PROXY_HEADERS):
        return False
    try:
        address = ipaddress.ip_address(request.META.get("REMOTE_ADDR", ""))
    except ValueError:
        return False
    return any(address in network for network in allowed_networks())


def allowed_networks() -> list:
    return [ipaddress.ip_network(entry, strict=False) for entry in settings.METRICS_ALLOWED_IPS]
