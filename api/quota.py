"""The daily character quota for what a request will synthesize, charged once it is planned."""

from api.throttles import add_charged, charged, take_characters
from synth.speech import Plan


def charge_planned(request, plans: list[Plan]) -> int:
    """The daily character quota for what will be synthesized, before any job exists.

    Each text counts its length as sent (an SSML document's words, not its markup) or as
    normalized, whichever is longer (a lexicon
    alias may make it longer). The quota (api.throttles, or the fast path in api.hits) has
    charged the request what it read before validation; whatever the validated plans come
    to beyond that is charged here (429 ``quota_exceeded`` beyond the quota), so a body the
    early count misread cannot synthesize for free. Every way in (POST /speech in both
    modes, the OpenAI endpoint, batches) calls this once with all its plans, between
    ``synth.flow.plan`` and ``synth.flow.answer``. Returns what the request counts in all,
    for the usage records and remembered answers."""
    total = sum(charged_length(plan) for plan in plans)
    owed = total - charged(request)
    if owed > 0:
        take_characters(request.auth, owed)
        add_charged(request, owed)
    return total


def charged_length(plan: Plan) -> int:
    """What one planned text costs: its length as sent (an SSML document's words, not its
    markup) or as normalized, whichever is longer (a lexicon alias may make it longer)."""
    return max(len(plan.spoken), len(plan.normalized_text))
