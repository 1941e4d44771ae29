"""The playground's one request: a signed-in person's text spoken for one of their tenants,
through the same steps, limits and messages as POST /api/v1/speech.

The fields are validated by the API's own serializer (so a bad value gets the API's code
and message), the tenant's request rate is counted as an API key's would be
(api.throttles), and the clip comes through the pipeline every way in takes
(api.pipeline: plan, charge, begin, then a wait awaited on the event loop, holding no
thread; refund or meter). Nothing here synthesizes: a worker does.
"""

import uuid
from dataclasses import dataclass

from django.conf import settings

from api import pipeline, throttles
from api.auth import Caller
from api.errors import ApiError, Refusal, refusal
from api.serializers.speech import SpeechSerializer
from core.aio import run_sync
from lexicon.compiles import charging_compiles
from synth import flow
from synth.models import Clip, SynthesisJob
from tenancy.models import Tenant
from tenancy.scoping import number_from

# The form's fields, as the API names them; empty ones are left out (the preset decides).
FIELDS = ("text", "lang", "voice", "preset", "format")


# What the API would have answered: its status, code, message and field (api.errors).
Refused = Refusal
SURFACE = "playground"  # its usage's way in (metering)


@dataclass(frozen=True)
class Spoken:
    """The clip (``hit`` when it was cached), in ``fmt``, with what the normalizer did."""

    clip: Clip
    fmt: str
    hit: bool
    normalized_text: str
    explanation: list


@dataclass(frozen=True)
class StillRunning:
    """The job did not end within the wait; the page looks at it again (:func:`job_result`)
    rather than asking for (and charging) the request again."""

    job_id: str
    normalized_text: str
    explanation: list


def tenants_of(user):
    """The tenants ``user`` may use the playground for: every active one they are a member
    of, whatever their role (a reviewer may listen too), every active one for a superuser.
    An inactive tenant's API keys do not work (tenancy.keys); neither does this."""
    return Tenant.objects.for_user(user).filter(active=True).order_by("name")


async def speak(user, data) -> Spoken | StillRunning | Refused:
    """``data`` (the form's fields, ``tenant`` among them) spoken for ``user``, through the
    pipeline every way in takes (api.pipeline): charged, refunded and metered alike."""
    try:
        ticket, begun = await run_sync(_begin, user, data)
        outcome = await pipeline.answer(ticket, begun)
    except Exception as exc:  # noqa: BLE001 -- only the API's refusals; the rest re-raised
        found = refusal(exc)
        if found is None:
            raise
        return found
    explained = (ticket.plan.normalized_text, ticket.plan.explanation)
    fmt = ticket.speech.formats[0]
    if isinstance(outcome, flow.Whole):
        return Spoken(outcome.clip, fmt, outcome.hit, *explained)
    if isinstance(outcome, flow.Fallback):  # not asked for (fallback=False); kept for safety
        return Spoken(outcome.clip, fmt, False, *explained)
    return StillRunning(str(outcome.job.pk), *explained)


def job_result(user, job_id: str, fmt: str) -> Spoken | StillRunning | Refused | None:
    """A job the playground started, looked at again: its clip once done, its failure as
    the API says it, or still running. None for another tenant's job, or none at all."""
    try:
        pk = uuid.UUID(job_id)
    except ValueError:
        return None
    job = SynthesisJob.objects.filter(pk=pk, tenant__in=tenants_of(user)).first()
    if job is None:
        return None
    explained = (job.params.get("normalized_text", ""), job.params.get("explanation", []))
    try:
        clip = flow.finished_clip(job)
    except flow.JobFailed as exc:
        return refusal(exc)
    if clip is None:
        return StillRunning(str(job.pk), *explained)
    return Spoken(clip, fmt, False, *explained)


def _begin(user, data):
    tenant = tenants_of(user).filter(pk=number_from(data.get("tenant"))).first()
    if tenant is None:
        raise ApiError(404, "not_found", "choose one of your tenants", "tenant")
    fields = {name: data[name] for name in FIELDS if data.get(name)}
    fields.setdefault("text", "")
    serializer = SpeechSerializer(data=fields)
    serializer.is_valid(raise_exception=True)
    params = dict(serializer.validated_data)
    fmt = params.pop("format")
    for unused in ("stream", "fallback", "wait"):
        params.pop(unused, None)
    speech = flow.SpeechRequest(
        tenant, formats=(fmt,), wait=settings.API_DEFAULT_WAIT, sampled=False, **params
    )
    throttles.take_request(tenant)  # a request against the tenant's rate, as an API key's
    with charging_compiles(tenant):  # a compile charged and waited for as the API's
        return pipeline.begin(speech, Caller(None), SURFACE)
