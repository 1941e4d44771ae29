"""Sending deliveries: by the workers (django-q2 tasks), each one claimed, POSTed once,
and on failure tried again later with exponential backoff (the "webhooks: retry" schedule
picks up what is due). Short timeouts; no redirects followed; at most a few hundred bytes
of an answer kept."""

import http.client
import logging
import socket
import ssl
import time
from datetime import timedelta

from django.conf import settings
from django.utils import timezone

from webhooks.models import Delivery
from webhooks.signing import HEADER, signature
from webhooks.targets import TargetRefused, checked_target

log = logging.getLogger(__name__)
EXCERPT_BYTES = 300
DELIVER = "webhooks.delivery.deliver"
clock = timezone.now  # when a try is due (tests move it on)


def backoff(attempts: int) -> timedelta:
    """The wait after the ``attempts``-th failed try: WEBHOOK_RETRY_SECONDS, doubled each
    time, at most six hours."""
    return timedelta(seconds=min(settings.WEBHOOK_RETRY_SECONDS * 2 ** (attempts - 1), 6 * 3600))


def queue(ids: list[int]) -> None:
    """Hand deliveries to the workers."""
    from django_q.tasks import async_task

    for pk in ids:
        async_task(DELIVER, pk, save=False, timeout=4 * settings.WEBHOOK_TIMEOUT + 10)


def retry_due() -> str:
    """The schedule: queue every pending delivery whose next try has come."""
    due = list(
        Delivery.objects.filter(status=Delivery.Status.PENDING, next_try__lte=clock())
        .order_by("next_try")
        .values_list("pk", flat=True)[:500]
    )
    queue(due)
    return f"queued {len(due)} webhook deliver(y/ies)"


def deliver(pk: int) -> str:
    """Send delivery ``pk`` if it is still due; note how it went."""
    now = clock()
    # The claim: a delivery queued twice (a retry and a slow first try) is sent once.
    claimed = Delivery.objects.filter(
        pk=pk, status=Delivery.Status.PENDING, next_try__lte=now
    ).update(next_try=now + timedelta(seconds=4 * settings.WEBHOOK_TIMEOUT + 60), last_try=now)
    if not claimed:
        return f"delivery {pk}: not due"
    delivery = Delivery.objects.select_related("endpoint").get(pk=pk)
    delivery.attempts += 1
    try:
        code, excerpt = post(delivery)
        error = "" if 200 <= code < 300 else f"answered {code}"
    except TargetRefused as exc:
        code, excerpt, error = None, "", str(exc)
        delivery.attempts = settings.WEBHOOK_ATTEMPTS  # not tried again: the target is bad
    except (OSError, http.client.HTTPException) as exc:
        code, excerpt, error = None, "", f"{type(exc).__name__}: {exc}"
    delivery.response_code, delivery.response_excerpt = code, excerpt
    delivery.error = error[:300]
    if not error:
        delivery.status, delivery.next_try = Delivery.Status.DELIVERED, None
    elif delivery.attempts >= settings.WEBHOOK_ATTEMPTS:
        delivery.status, delivery.next_try = Delivery.Status.FAILED, None
    else:
        delivery.next_try = clock() + backoff(delivery.attempts)
    delivery.save(
        update_fields=[
            "attempts",
            "response_code",
            "response_excerpt",
            "error",
            "status",
            "next_try",
        ]
    )
    return f"delivery {pk}: {delivery.status} after {delivery.attempts} attempt(s)"


def post(delivery: Delivery) -> tuple[int, str]:
    """POST the delivery's body to its endpoint, at an address checked now; the status
    and the first bytes of the answer."""
    endpoint = delivery.endpoint
    host, port, address = checked_target(endpoint.url)
    body = delivery.body.encode()
    parts = http.client.urlsplit(endpoint.url)
    path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    connection = http.client.HTTPSConnection(
        host, port, timeout=settings.WEBHOOK_TIMEOUT, context=ssl.create_default_context()
    )
    # Connect to the address just checked, not to whatever a second lookup answers.
    connection._create_connection = lambda _, *args: socket.create_connection(
        (address, port), *args
    )
    try:
        connection.request(
            "POST",
            path,
            body,
            {
                "Content-Type": "application/json",
                "User-Agent": "supertonic-service-webhooks",
                "X-TTS-Event": delivery.event,
                "X-TTS-Delivery": str(delivery.pk),
                HEADER: signature(endpoint.secret, body, int(time.time())),
            },
        )
        response = connection.getresponse()
        excerpt = response.read(EXCERPT_BYTES).decode("utf-8", "replace")
        return response.status, excerpt
    finally:
        connection.close()


# (name, function, every so many minutes), as synth.housekeeping's.
SCHEDULES = [("webhooks: retry deliveries", "webhooks.delivery.retry_due", 1)]


def install_schedules(using: str = "default", apps=None, **kwargs) -> None:
    """Connected to ``post_migrate``: the schedule above, created or updated by name."""
    from synth.housekeeping import install_schedules as install

    install(using, apps, schedules=SCHEDULES)
