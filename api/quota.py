"""The daily character quota for what a request will synthesize, charged once it is planned."""

from api.auth import Caller
from api.throttles import give_back_characters, take_characters
from synth.speech import Plan
from tenancy.models import Tenant


def charge_planned(tenant: Tenant, payer: Caller, plans: list[Plan]) -> int:
    """Charge ``tenant``'s daily quota for what will be synthesized, before any job exists.

    Each text counts :func:`charged_length`. ``payer`` (the caller: an API key's request,
    a socket's segment, the playground's form) may have been charged already (the quota in
    api.throttles, or the fast path in api.hits, counts what the request says before it is
    validated; a socket's text is paid for as it is accepted): only the difference is
    charged here (429 ``quota_exceeded`` beyond the quota), or given back when the early
    count was more, so a request is charged exactly what its plans come to, and a body the
    early count misread cannot synthesize for free. Every way in calls this once with all
    its plans (api.pipeline). Returns the characters the request counts."""
    total = sum(charged_length(plan) for plan in plans)
    owed = total - payer.charged
    if owed > 0:
        take_characters(tenant, owed)
    elif owed < 0:
        give_back_characters(tenant, -owed)
    payer.charged = total
    return total


def charged_length(plan: Plan) -> int:
    """What one planned text costs: its length as sent (an SSML document's words, not its
    markup) or as normalized, whichever is longer (a lexicon alias may make it longer)."""
    return max(len(plan.spoken), len(plan.normalized_text))
