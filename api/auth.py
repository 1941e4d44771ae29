"""Tenant API keys for DRF: the tenant becomes ``request.auth``; views scope by it."""

from dataclasses import dataclass, field

from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.core import signing
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework import authentication, exceptions, permissions

from tenancy.keys import live_key
from tenancy.models import ApiKey, Tenant


@dataclass
class Caller:
    """A request's checked API key and what has been counted for it so far. Attached once,
    by the fast path (api.hits) or by authentication, and read through :func:`caller`:
    the full view does not repeat what the fast path did before passing a request on."""

    key: ApiKey | None  # None for the playground's signed-in member
    counted: bool = False  # its request and characters were taken (api.throttles)
    charged: int = 0  # characters charged to the quota; given back if it is refused
    charged_days: dict = field(default_factory=dict)  # of them, by UTC day (metering.limits)
    answers_token: int | None = None  # the tenant's remembered-answers token, read already

    @property
    def tenant(self) -> Tenant:
        return self.key.tenant


def caller(request) -> Caller | None:
    """The :class:`Caller` of a Django or DRF request; None before its key is checked (or
    for a request without one, such as a signed audio link)."""
    return getattr(getattr(request, "_request", request), "api_caller", None)


def attach_caller(request, key: ApiKey) -> Caller:
    """Attach the caller with the checked ``key`` to a Django or DRF request."""
    found = Caller(key)
    getattr(request, "_request", request).api_caller = found
    return found


class TenantKeyAuthentication(authentication.BaseAuthentication):
    """``Authorization: Bearer <key>`` (what OpenAI clients send) or ``X-Api-Key: <key>``."""

    def authenticate(self, request):
        checked = caller(request)  # by the fast path (api/hits.py)
        if checked is not None:
            return AnonymousUser(), checked.tenant
        try:
            raw = self.raw_key(request)
        except ValueError as exc:
            raise exceptions.AuthenticationFailed(str(exc)) from None
        if not raw:
            return None
        key = live_key(raw)
        if key is None:
            raise exceptions.AuthenticationFailed("invalid or revoked API key")
        return AnonymousUser(), attach_caller(request, key).tenant

    def raw_key(self, request) -> str | None:
        """The key the request sends (ValueError: a malformed one)."""
        return raw_key(request.META)

    def authenticate_header(self, request):
        return 'Bearer realm="api"'  # makes missing credentials a 401, not a 403


def raw_key(meta: dict) -> str:
    """The key a request sends ("" for none); ValueError for a malformed Authorization."""
    header = meta.get("HTTP_AUTHORIZATION", "")
    if not header:
        return meta.get("HTTP_X_API_KEY", "")
    scheme, _, value = header.partition(" ")
    if scheme.lower() != "bearer" or not value.strip():
        raise ValueError("use 'Authorization: Bearer <API key>'")
    return value.strip()


class HasTenant(permissions.BasePermission):
    def has_permission(self, request, view):
        if request.auth is None:
            raise exceptions.NotAuthenticated("send your API key: 'Authorization: Bearer <key>'")
        return True


class TenantKeyScheme(OpenApiAuthenticationExtension):
    target_class = "api.auth.TenantKeyAuthentication"
    name = "apiKey"

    def get_security_definition(self, auto_schema):
        return {
            "type": "http",
            "scheme": "bearer",
            "description": "a tenant API key (tts_...): paste it here for /api/v1 and OpenAI's /v1",
        }


# --- signed audio links -------------------------------------------------------------------
# A browser's <audio src> cannot send an Authorization header, so clip and job responses
# carry an audio URL with a token that opens that one clip's audio, for a limited time.


def audio_token(clip) -> str:
    return signing.TimestampSigner(salt=AUDIO_SALT).sign(f"{clip.tenant_id}:{clip.key}")


def signed_audio_url(clip) -> str:
    from django.urls import reverse

    return f"{reverse('api:clip-audio', args=[clip.key])}?token={audio_token(clip)}"


class AudioTokenAuthentication(authentication.BaseAuthentication):
    """``?token=`` from :func:`signed_audio_url`: valid only for the clip it was made for."""

    def authenticate(self, request):
        token = request.query_params.get("token")
        if not token:
            return None
        try:
            value = signing.TimestampSigner(salt=AUDIO_SALT).unsign(
                token, max_age=settings.API_AUDIO_URL_SECONDS
            )
        except signing.BadSignature:
            raise exceptions.AuthenticationFailed(
                "the audio link is invalid or has expired"
            ) from None
        tenant_id, _, key = value.partition(":")
        if key != request.parser_context["kwargs"].get("clip_id"):
            raise exceptions.AuthenticationFailed("the audio link is for another clip")
        tenant = Tenant.objects.filter(pk=tenant_id, active=True).first()
        if tenant is None:
            raise exceptions.AuthenticationFailed(
                "the audio link is invalid or has expired"
            ) from None
        return AnonymousUser(), tenant


AUDIO_SALT = "api.clip-audio"


class AudioTokenScheme(OpenApiAuthenticationExtension):
    target_class = "api.auth.AudioTokenAuthentication"
    name = "audioLink"

    def get_security_definition(self, auto_schema):
        return {
            "type": "apiKey",
            "in": "query",
            "name": "token",
            "description": "the token of a clip's signed audio_url",
        }
