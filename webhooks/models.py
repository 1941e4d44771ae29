"""A tenant's webhook endpoints and each event's deliveries to them."""

import re
import secrets
from urllib.parse import urlsplit, urlunsplit

from django.conf import settings
from django.db import models, transaction
from django.utils import timezone

from tenancy.models import Tenant
from webhooks.targets import canonical_host

# What an endpoint may be sent (webhooks.events makes them).
EVENTS = (
    ("batch.finished", "a batch has no item left pending"),
    ("job.failed", "a synthesis job failed"),
    ("quota.threshold", "the daily character quota crossed 80% or 100%"),
)
EVENT_NAMES = tuple(name for name, _ in EVENTS)


def new_secret() -> str:
    return "whsec_" + secrets.token_urlsafe(32)


class EndpointLimitReached(Exception):
    code = "too_many_endpoints"


class DuplicateUrl(ValueError):
    code = "duplicate_url"


UNRESERVED = re.compile(r"%([0-9A-Fa-f]{2})")


def _unescaped(match: re.Match) -> str:
    char = chr(int(match.group(1), 16))
    return char if char.isascii() and (char.isalnum() or char in "-._~") else match.group(0)


def normalised_url(url: str) -> str:
    """``url`` as compared for uniqueness: scheme lowercased, the host as the resolver
    reads it and a delivery asks for it (:func:`webhooks.targets.canonical_host`: IDNA,
    NFKC and case folded, no trailing dot; an IP address in its canonical form, an
    IPv4-mapped IPv6 one as its IPv4), the default port dropped, an empty query and any
    fragment dropped (neither is sent), repeated slashes collapsed, ``.`` and ``..``
    segments resolved and escaped unreserved characters (``%68``) decoded;
    then without case, as the check always compared."""
    parts = urlsplit(url.strip())
    scheme, host = parts.scheme.lower(), canonical_host(parts.hostname or "")
    try:
        port = parts.port
    except ValueError:
        port = None
    netloc = f"[{host}]" if ":" in host else host
    if port is not None and port != {"https": 443, "http": 80}.get(scheme):
        netloc += f":{port}"
    segments = []
    path = UNRESERVED.sub(_unescaped, re.sub(r"/+", "/", parts.path))
    for segment in path.split("/")[1:]:
        if segment == "..":
            segments = segments[:-1]
        elif segment != ".":
            segments.append(segment)
    if path.split("/")[-1] in (".", ".."):
        segments.append("")  # "/h/." is "/h/"
    path = "/" + "/".join(segments)
    return urlunsplit((scheme, netloc, path, parts.query, "")).lower()


def check_unique_url(tenant, url: str, instance=None) -> None:
    """:class:`DuplicateUrl` if the tenant has another endpoint at ``url`` (both compared
    as :func:`normalised_url`): one event is sent once to a URL, not once per copy of it."""
    others = Endpoint.objects.filter(tenant=tenant)
    if instance is not None and instance.pk is not None:
        others = others.exclude(pk=instance.pk)
    wanted = normalised_url(url)
    if any(normalised_url(other) == wanted for other in others.values_list("url", flat=True)):
        raise DuplicateUrl("this tenant already has an endpoint at this URL")


class Endpoint(models.Model):
    """An https:// URL a tenant receives events at, signed with its own secret."""

    tenant = models.ForeignKey(Tenant, models.CASCADE, related_name="webhook_endpoints")
    url = models.URLField(max_length=500, help_text="https:// only; a public address")
    events = models.JSONField(default=list, blank=True, help_text="empty: every event")
    # Shown once, when the endpoint is made (the API's answer, the admin's message).
    secret = models.CharField(max_length=100, default=new_secret, editable=False)
    description = models.CharField(max_length=200, blank=True)
    active = models.BooleanField(default=True)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created", "pk"]

    def __str__(self):
        return self.url

    def wants(self, event: str) -> bool:
        return not self.events or event in self.events

    def check_room(self) -> None:
        """Lock the tenant's row (``SELECT ... FOR UPDATE``, held until the caller's
        transaction ends), then :class:`EndpointLimitReached` for a new endpoint past
        ``WEBHOOK_MAX_ENDPOINTS`` and :class:`DuplicateUrl` for another at its URL. Call it
        inside ``transaction.atomic()``; a form does too, in the admin's transaction, so
        the save after it cannot meet a race the form did not see."""
        list(Tenant.objects.select_for_update().filter(pk=self.tenant_id).values("pk"))
        if self.pk is None:
            held = Endpoint.objects.filter(tenant_id=self.tenant_id).count()
            if held >= settings.WEBHOOK_MAX_ENDPOINTS:
                raise EndpointLimitReached(
                    f"a tenant has at most {settings.WEBHOOK_MAX_ENDPOINTS} webhook endpoints"
                )
        check_unique_url(self.tenant_id, self.url, self)

    def save(self, *args, **kwargs):
        """Saved with the tenant's row locked: two creates or changes at once take turns,
        so neither the endpoint limit nor the URL uniqueness is passed by a race (hostile
        pass 13, L-2)."""
        with transaction.atomic():
            self.check_room()
            super().save(*args, **kwargs)


class Delivery(models.Model):
    """One event for one endpoint: its body as sent, and how sending it went."""

    class Status(models.TextChoices):
        PENDING = "pending"  # to be sent at next_try
        DELIVERED = "delivered"  # a 2xx answer
        FAILED = "failed"  # out of attempts, or the target was refused

    endpoint = models.ForeignKey(Endpoint, models.CASCADE, related_name="deliveries")
    tenant = models.ForeignKey(Tenant, models.CASCADE, related_name="+")
    event = models.CharField(max_length=32)
    # One delivery per event per endpoint, however often the event is noticed.
    event_id = models.CharField(max_length=120)
    body = models.TextField()
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    attempts = models.PositiveIntegerField(default=0)
    response_code = models.PositiveIntegerField(null=True, blank=True)
    response_excerpt = models.CharField(max_length=300, blank=True)
    error = models.CharField(max_length=300, blank=True)
    next_try = models.DateTimeField(null=True, blank=True, default=timezone.now)
    created = models.DateTimeField(auto_now_add=True)
    last_try = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created", "-pk"]
        verbose_name_plural = "deliveries"
        constraints = [
            models.UniqueConstraint(fields=["endpoint", "event_id"], name="one_delivery_per_event")
        ]
        indexes = [models.Index(fields=["status", "next_try"])]

    def __str__(self):
        return f"{self.event} to {self.endpoint}"
