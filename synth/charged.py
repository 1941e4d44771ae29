"""What begins without waiting, charged and metered as every way in is: a batch (the API's,
the admin's bulk re-render), a re-render, a preset's voice preview. The daily quota is
charged for the plans (metering.limits.charge_planned, as api.pipeline does), the work
begins, and it is metered as one request; a refusal before it began gives the characters
back. The admin's own ways in are the surface "admin": no API key let them in, so they
are let in here as a key's request would be (metering.limits.admit: a deactivated tenant
is refused, and they count against its API_RATE)."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from django.conf import settings

from metering import limits
from metering import meter as metering
from synth.flow import Whole

ADMIN = "admin"  # the surface the staff's previews and re-renders are metered as
Begun = TypeVar("Begun")


@dataclass
class Payer:
    """Who pays, when no API key does (an admin page): what it has been charged."""

    charged: int = 0


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
        limits.give_back_characters(tenant, payer.charged)
        payer.charged = 0
        raise
    seen = {}
    if isinstance(begun, Whole):
        seen = {"audio_seconds": begun.clip.duration, "hit": begun.hit}
    metering.record(tenant, surface=surface, key_prefix=key_prefix, characters=characters, **seen)
    return begun
