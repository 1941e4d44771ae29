"""Re-rendering clips: the same text, tenant, preset, voice and seed, planned again against
today's lexicon. Inference stays in the workers (clip_or_job queues a job).

A re-render is a new clip when the lexicon (or the rules) changed what is said, since the
normalized text is part of the cache key. With an unchanged lexicon the plan has the same
key, so the "new" clip is the old one: nothing is synthesized twice.
"""

from django.db import transaction

from review.models import Review
from synth.batches import create_batch
from synth.engine import contract
from synth.engine.errors import EngineError
from synth.jobs import clip_or_job
from synth.models import Batch, Clip, SynthesisJob
from synth.speech import Plan, plan_speech
from tenancy.models import Tenant


class CannotRerender(Exception):
    """The clip's voice cannot be had again (an uploaded style whose preset is gone or
    changed)."""


def plan_for(clip: Clip) -> Plan:
    """Plan the clip's request again, with its preset, voice, language and parameters."""
    builtin = clip.voice if clip.voice in contract.BUILTIN_VOICES else None
    if builtin is None and clip.preset is None:
        raise CannotRerender("its uploaded voice style went with its preset")
    plan = plan_speech(
        clip.tenant,
        clip.text,
        preset=clip.preset,
        voice=builtin,
        lang=clip.lang,
        speed=clip.speed,
        steps=clip.steps,
        seed=clip.seed,
        silence=clip.silence,
        raw=not clip.explanation,  # a raw request kept no normalizer stages
    )
    if plan.style.digest != clip.voice_digest and builtin is None:
        raise CannotRerender(f"its preset {clip.preset}'s voice style has changed since")
    return plan


def rerender(review: Review, user=None) -> Clip | SynthesisJob:
    """Queue (or find) the clip of the review's text as planned now; the review remembers
    its key for the A/B comparison."""
    plan = plan_for(review.clip)
    found = clip_or_job(plan)
    review.rerender_key = plan.key
    same = plan.key == review.clip.key
    note = "same cache key: the lexicon does not change this text" if same else ""
    review.move("rerender", user, note)
    return found


def rerender_in_batch(tenant: Tenant, reviews: list[Review], user=None) -> Batch:
    """Re-render many clips of one tenant as a synth Batch (queued as capacity allows,
        progress on its admin page). Clips that cannot be re-rendered (their voice is gone, or
    the model no longer reads their text) are skipped and keep their state."""
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
        return create_batch(tenant, plans)
