"""Re-rendering clips: the same text, tenant, preset, voice and seed, planned again against
today's lexicon. Inference stays in the workers (synth.flow queues a job).

A re-render is a new clip when the lexicon (or the rules) changed what is said, since the
normalized text is part of the cache key. With an unchanged lexicon the plan has the same
key, so the "new" clip is the old one: nothing is synthesized twice.
"""

from django.db import transaction

from engine import contract
from engine.errors import EngineError
from metering import limits
from review.models import Review
from synth import charged, flow
from synth.models import Batch, Clip, SynthesisJob
from synth.speech import Plan
from synth.voices import BLEND_LABEL
from tenancy.models import Tenant


class CannotRerender(Exception):
    """The clip's voice cannot be had again (an uploaded style whose preset is gone or
    changed)."""


def plan_for(clip: Clip) -> Plan:
    """Plan the clip's request again, with its preset, voice, language and parameters."""
    named = flow.has_named_voice(clip)
    if not named and clip.voice.startswith(BLEND_LABEL):
        # a blend whose parts and weights were longer than a clip's label keeps
        raise CannotRerender("its voice blend was too long to keep in its label")
    holder = None if named else flow.style_preset(clip)
    if not named and holder is None:
        if clip.preset is None:
            raise CannotRerender("its uploaded voice style went with its preset")
        raise CannotRerender("its uploaded voice style changed since: no preset holds it now")
    plan = flow.replan(clip)
    if plan.style.digest != clip.voice_digest and clip.voice not in contract.BUILTIN_VOICES:
        what = "voice blend's parts" if named else f"preset {holder}'s voice style"
        raise CannotRerender(f"its {what} changed since")
    return plan


def rerender(review: Review, user=None) -> Clip | SynthesisJob:
    """Queue (or find) the clip of the review's text as planned now; the review remembers
    its key for the A/B comparison. Raises synth.flow.QueueBusy when the queue is full,
    metering.limits.LimitReached when the tenant's daily quota is used up, or it is past
    its rate or deactivated: asked before the clip is planned, as the bulk re-render asks
    (planning reads the text and may compile the lexicon: a refused re-render did both
    first, uncounted, the thirty-seventh hostile pass, M-1)."""
    tenant = review.clip.tenant
    limits.admit(tenant, limits.text_requests(len(review.clip.text)))
    plan = plan_for(review.clip)
    # Charged to the tenant's quota and metered ("admin"), as every way in is; counted
    # against its rate above (requests=0).
    found = charged.begin(tenant, [plan], lambda: flow.start(plan), requests=0)
    review.rerender_key = plan.key
    same = plan.key == review.clip.key
    note = "same cache key: the lexicon does not change this text" if same else ""
    review.move("rerender", user, note)
    return found.clip if isinstance(found, flow.Whole) else found


def rerender_in_batch(tenant: Tenant, reviews: list[Review], user=None) -> Batch:
    """Re-render many clips of one tenant as a synth Batch (queued as capacity allows,
        progress on its admin page). Clips that cannot be re-rendered (their voice is gone, or
    the model no longer reads their text) are skipped and keep their state.

    The tenant is admitted before any clip is planned, counted as ``POST /batches`` counts
    the same texts (``batch_requests``): planning 327 clips took 5.6-9.3 s of a web thread,
    and a refusal after it left them stale for the next try, uncharged; and a re-render of
    327 clips counted 3 requests where the API counts 327 (the twenty-seventh pass, M-1
    and M-2)."""
    written = sum(len(review.clip.text) for review in reviews)
    limits.admit(tenant, limits.batch_requests(len(reviews), written))
    plans = []
    with transaction.atomic():
        for review in reviews:
            try:
                plan = plan_for(review.clip)
            except (CannotRerender, EngineError):
                continue
            plans.append(plan)
            review.rerender_key = plan.key
            review.move("rerender", user, "bulk re-render")
        # Counted above, before planning: charged, metered and refunded here (requests=0).
        return charged.begin(tenant, plans, lambda: flow.start_batch(tenant, plans), requests=0)
