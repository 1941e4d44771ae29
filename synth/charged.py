"""What begins without waiting, charged and metered as every way in is: a batch (the API's,
the admin's bulk re-render), a re-render, a preset's voice preview. The daily quota is
charged for the plans (metering.limits.charge_planned, as api.pipeline does), the work
begins, and it is metered as one request; a refusal before it began gives the characters
back. The admin's own ways in are the surface "admin": no API key let them in, so they
are let in here as a key's request would be (metering.limits.admit: a deactivated tenant
is refused, and they count against its API_RATE).

A stored clip in a format not stored yet is a worker's job too (:func:`new_format`), charged
alike whoever asks: the API's clip audio, a signed link, and the players people listen on
(:func:`listen`: the review page's, the playground's)."""

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from django.conf import settings
from django.http import HttpResponse, HttpResponseBase

from core.aio import run_sync
from metering import limits
from metering import meter as metering
from synth.dispatch import await_end
from synth.flow import Whole
from synth.models import Clip, SynthesisJob
from synth.playback import EncodingPending, staff_audio_response, stored_audio, variant_job

ADMIN = "admin"  # the surface the staff's previews and re-renders are metered as
Begun = TypeVar("Begun")


@dataclass
class Payer:
    """Who pays, when no API key does (an admin page): what it has been charged."""

    charged: int = 0
    charged_days: dict = field(default_factory=dict)  # of them, by UTC day (metering.limits)


def begin(
    tenant,
    plans: list,
    start: Callable[[], Begun],
    *,
    payer=None,
    surface: str = ADMIN,
    key_prefix: str = "",
    requests: int | None = None,
) -> Begun:
    """Charge ``tenant`` for ``plans`` (beyond what ``payer`` paid already), then
    ``start()``; metered once it has begun, refunded if anything on the way refuses.
    Without a ``payer`` (a staff way in) the tenant is admitted first: refused when
    deactivated, and counted against its rate as ``requests`` (by default, as many as the
    plans would be sent one by one at the longest, as an API batch counts; 0 for a way in
    that counted them when it was asked)."""
    if payer is None:
        if requests is None:
            length = sum(limits.text_length(plan) for plan in plans)
            requests = max(1, -(-length // settings.API_MAX_TEXT_CHARS))
        limits.admit(tenant, requests)
    payer = payer if payer is not None else Payer()
    try:
        characters = limits.charge_planned(tenant, payer, plans)
        begun = start()
    except Exception:
        _give_back(tenant, payer)
        raise
    seen = {}
    if isinstance(begun, Whole):
        seen = {"audio_seconds": begun.clip.duration, "hit": begun.hit}
    metering.record(tenant, surface=surface, key_prefix=key_prefix, characters=characters, **seen)
    return begun


def new_format(
    clip: Clip, fmt: str, *, payer=None, surface: str = ADMIN, key_prefix: str = ""
) -> SynthesisJob | None:
    """The job making ``clip`` in ``fmt``, a format not stored yet (None once it is), charged
    to the clip's tenant as a hit of its text on the speech endpoints is
    (metering.limits.charge_clip: a worker's encoding costs time with the clip's seconds)
    and metered as a hit under ``surface``. Without a ``payer`` (a person's player) the
    tenant is admitted first, as :func:`begin` does. Over the quota it raises LimitReached
    and nothing is queued; no room in the tenant's share of the queue (EncodingPending),
    the format stored meanwhile, or another request's job making it (joined: the job is
    returned, to wait for) gives the charge back."""
    if stored_audio(clip, fmt, opened=False) is not None:
        return None
    if payer is None:
        limits.admit(clip.tenant)
    payer = payer if payer is not None else Payer()
    characters = limits.charge_clip(clip.tenant, payer, clip)
    try:
        job = variant_job(clip, fmt)
    except Exception:
        _give_back(clip.tenant, payer)
        raise
    if job is None or getattr(job, "joined", False):
        # Stored meanwhile, or being made by another request's job, which paid for it (the
        # twenty-first pass, L-1: 12 players asking for 2 formats at once paid 12 times):
        # as a stored format, this costs nothing.
        _give_back(clip.tenant, payer)
        return job
    metering.record(
        clip.tenant,
        surface=surface,
        key_prefix=key_prefix,
        characters=characters,
        audio_seconds=clip.duration,
        hit=True,
    )
    return job


def _give_back(tenant, payer) -> None:
    limits.give_back(tenant, payer)


async def listen(request, clip: Clip, fmt: str, surface: str) -> HttpResponseBase:
    """A person's player (the review page's, the playground's): the clip in ``fmt``, with
    Range and ETags, not counted as a serve. A format not stored yet is charged as the API
    charges it (:func:`new_format`) and awaited here, holding no thread; past the quota or
    the rate it is the limit's own status (429, or 403 for a deactivated tenant) as plain
    text, since these pages have no API envelope."""
    try:
        job = await run_sync(new_format, clip, fmt, surface=surface)
    except limits.LimitReached as exc:
        return HttpResponse(str(exc), status=exc.status, headers=exc.headers)
    except EncodingPending as exc:
        return HttpResponse(str(exc), status=503, headers={"Retry-After": str(exc.retry_after)})
    if job is not None:
        await await_end(job, settings.API_MAX_WAIT)
    return await run_sync(
        staff_audio_response, request, clip, fmt, conditional=True, count=False, wait=0
    )
