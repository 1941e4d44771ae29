"""Signing in (the admin's page, which the playground sends people to): failed attempts are
counted by django-axes per client address and per username (settings, "Sign-in"). Each
failure costs a password hash, about a quarter of a second of a web process's CPU, so past
the limit an attempt is refused before any password is checked, and the page says why.
The admin's password change checks the old password, a hash too: its attempts are
counted the same way, per person and per address."""

import hashlib

from django.conf import settings
from django.contrib.admin.forms import AdminAuthenticationForm, AdminPasswordChangeForm
from django.contrib.auth.views import PasswordChangeView
from django.core.cache import cache
from django.core.exceptions import ValidationError
from django.http import HttpRequest


class SignInForm(AdminAuthenticationForm):
    """The admin's sign-in form, saying "too many failed sign-ins" instead of "wrong
    password" when axes refused the attempt (it marks the request as locked out); and
    refusing, before any password is hashed, an address or username past
    LOGIN_ATTEMPT_LIMIT sign-ins of any outcome (a staff member signing in again and again
    cost a hash each, uncounted: the forty-first hostile pass, M-1)."""

    def clean(self):
        if not self.request or not self.cleaned_data.get("username"):
            return super().clean()
        if max(map(_counted, _sign_in_keys(self.request, self.cleaned_data["username"]))) > (
            settings.LOGIN_ATTEMPT_LIMIT
        ):
            raise ValidationError(
                "Too many sign-ins from this address or for this username: try again in "
                "%(minutes)d minutes.",
                code="too_many_sign_ins",
                params={"minutes": settings.LOGIN_COOLOFF_MINUTES},
            )
        return super().clean()

    def get_invalid_login_error(self):
        if getattr(self.request, "axes_locked_out", False):
            return ValidationError(
                "Too many failed sign-ins from this address or for this username: "
                "try again in %(minutes)d minutes.",
                code="too_many_sign_ins",
                params={"minutes": settings.LOGIN_COOLOFF_MINUTES},
            )
        return super().get_invalid_login_error()


class PasswordChangeForm(AdminPasswordChangeForm):
    """The admin's password change, refusing before the old password is hashed a person or
    an address past LOGIN_ATTEMPT_LIMIT changes of any outcome in LOGIN_COOLOFF_MINUTES (a
    reviewer's wrong old passwords, eight at a time, held every web thread for free: the
    forty-third hostile pass, H-1)."""

    def __init__(self, *args, request: HttpRequest, **kwargs):
        super().__init__(*args, **kwargs)
        self.request = request

    def clean_old_password(self):
        if max(map(_counted, _change_keys(self.request, self.user))) > (
            settings.LOGIN_ATTEMPT_LIMIT
        ):
            raise ValidationError(
                "Too many password changes for this person or from this address: try again "
                "in %(minutes)d minutes.",
                code="too_many_password_changes",
                params={"minutes": settings.LOGIN_COOLOFF_MINUTES},
            )
        return super().clean_old_password()


class PasswordChange(PasswordChangeView):
    """Django's view with :class:`PasswordChangeForm`; 429 when the attempt was refused."""

    form_class = PasswordChangeForm

    def get_form_kwargs(self):
        return {**super().get_form_kwargs(), "request": self.request}

    def form_invalid(self, form):
        response = super().form_invalid(form)
        if form.has_error("old_password", "too_many_password_changes"):
            response.status_code = 429
        return response


def client_address(request: HttpRequest) -> str:
    """The address failures are counted against: the connection's, or behind a TLS proxy
    (``BEHIND_HTTPS_PROXY``) the last one the proxy added to X-Forwarded-For, which the
    client cannot choose (earlier entries are the client's own words)."""
    if settings.BEHIND_HTTPS_PROXY:
        forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "").rsplit(",", 1)[-1].strip()
        if forwarded:
            return forwarded[:64]
    return request.META.get("REMOTE_ADDR", "")


def _sign_in_keys(request: HttpRequest, username: str) -> list[str]:
    """The shared cache's counters of sign-ins from the request's address and for the
    username (hashed: a key of any characters the client typed)."""
    user = hashlib.sha256(username.casefold().encode()).hexdigest()[:32]
    address = hashlib.sha256(client_address(request).encode()).hexdigest()[:32]
    return [f"signin:address:{address}", f"signin:user:{user}"]


def _change_keys(request: HttpRequest, user) -> list[str]:
    """The shared cache's counters of password changes by the person and from the address."""
    address = hashlib.sha256(client_address(request).encode()).hexdigest()[:32]
    return [f"pwchange:address:{address}", f"pwchange:user:{user.pk}"]


def _counted(key: str) -> int:
    """One more sign-in on ``key``'s counter, which lasts LOGIN_COOLOFF_MINUTES from its first."""
    if cache.add(key, 1, settings.LOGIN_COOLOFF_MINUTES * 60):
        return 1
    try:
        return cache.incr(key)
    except ValueError:  # it lapsed between the two calls
        cache.set(key, 1, settings.LOGIN_COOLOFF_MINUTES * 60)
        return 1
