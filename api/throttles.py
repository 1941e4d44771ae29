"""Per-tenant request rates and daily character quotas for the API (429 with Retry-After).

The counters live below the API, in metering.limits (exact under concurrency, shared by
every process, charged alike by the admin's own ways in); here they answer in the API's
error (:class:`api.errors.ApiError`). The DRF throttle classes below and the cache-hit
fast path (api/hits.py) share :func:`take_request` and :func:`take_characters`, so a
request is counted once, by whichever path answers it.
"""

import datetime as dt
import functools

from api.auth import AudioTokenAuthentication, caller
from api.errors import ApiError
from lexicon.models import requests_for
from metering import limits
from metering.limits import give_back_characters, parse_rate, quota_used
from normalize.ssml import spoken_length
from tenancy.models import compile_charged_to

__all__ = ["give_back_characters", "parse_rate", "quota_used"]


def answered_as_api_error(function):
    """``function``, its :class:`metering.limits.LimitReached` raised as an ApiError."""

    @functools.wraps(function)
    def call(*args, **kwargs):
        try:
            return function(*args, **kwargs)
        except limits.LimitReached as exc:
            raise ApiError(exc.status, exc.code, str(exc), headers=exc.headers) from None

    return call


take_request = answered_as_api_error(limits.take_request)
take_characters = answered_as_api_error(limits.take_characters)
take_both = answered_as_api_error(limits.take_both)


def charged(request) -> int:
    """The characters charged to this request so far (0 if none)."""
    found = caller(request)
    return found.charged if found is not None else 0


def add_charged(request, count: int, day: dt.date) -> None:
    """Note ``count`` more characters charged to ``request`` (its key checked) on the UTC
    ``day``: what it counts in all, and what it gives back, to that day, if it is refused
    (:func:`give_back_charged`)."""
    limits.note_charge(caller(request), count, day)


def give_back_charged(request) -> None:
    """Give back the characters charged to a request that was then refused (api.errors)."""
    found = caller(request)
    if found is not None and found.charged:
        limits.give_back(found.tenant, found)


def characters(data) -> int:
    """The characters a synthesis request counts: ``text``, or OpenAI's ``input``."""
    data = data if isinstance(data, dict) else {}
    text = data.get("text", data.get("input", ""))
    return spoken_length(text) if isinstance(text, str) else 0


def charge_compile(request, tenant, entries: int, chars: int) -> None:
    """Count a compile of the asking tenant's lexicon, not cached in this process, as a
    write of it counts (lexicon.models.lexicon_requests), less this request's own one
    (issue 30, sixteenth pass, O-1: three tenants with full lexicons asked in turn made
    every request a compile, ~0.5 s of a web worker's CPU for one request)."""
    extra = requests_for(entries, chars) - 1
    if extra > 0:
        take_request(request.auth, extra)


class TenantRateThrottle:
    """Requests per tenant (every endpoint but health), setting API_RATE, e.g. "600/min".
    A view whose one request does the work of many (a batch) says how many it counts as
    with ``requests(request)``."""

    def allow_request(self, request, view):
        # Unauthenticated requests fail authentication anyway; a request the fast path
        # (api/hits.py) has counted and then passed on is not counted twice.
        if request.auth is not None:
            # A compile of the tenant's lexicon this request causes is charged to it.
            compile_charged_to.set((request.auth.pk, functools.partial(charge_compile, request)))
        if request.auth is not None and not _counted(request):
            counts = getattr(view, "requests", None)
            # A clip's signed link is anyone's who holds it: its fetches count apart, so
            # they never spend the rate of the tenant's own keys, and one link takes at
            # most a share of the links' rate, so one holder never refuses every other link
            # (limits.take_request: the twenty-second pass's L-C, the twenty-fourth's M-2).
            linked = isinstance(request.successful_authenticator, AudioTokenAuthentication)
            clip = request.parser_context["kwargs"].get("clip_id", "") if linked else ""
            count = counts(request) if counts else 1
            take_request(request.auth, count, "links" if linked else "rate", link=clip)
        return True

    def wait(self):
        return None


class CharacterQuota:
    """Characters of text a tenant may send for synthesis per UTC day (API_DAILY_CHARS).

    Views that synthesize set ``counts_characters = True`` and may define
    ``characters(request)``; the default counts ``text`` or ``input`` (OpenAI) fields.
    """

    def allow_request(self, request, view):
        if not getattr(view, "counts_characters", False) or request.auth is None:
            return True
        if request.method != "POST" or _counted(request):
            return True
        count = view.characters(request) if hasattr(view, "characters") else None
        count = characters(request.data) if count is None else count
        add_charged(request, count, take_characters(request.auth, count))
        return True

    def wait(self):
        return None


def _counted(request) -> bool:
    found = caller(request)
    return found is not None and found.counted
