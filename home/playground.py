"""The playground's one request: a signed-in person's text spoken for one of their tenants,
through the same steps, limits and messages as POST /api/v1/speech.

The fields are validated by the API's own serializer (so a bad value gets the API's code
and message), the tenant's request rate and daily characters are charged as an API key's
would be (api.throttles), and the clip comes from synth.flow: plan, begin, then a wait that
is awaited on the event loop, holding no thread. Nothing here synthesizes: a worker does.
"""

import uuid
from dataclasses import dataclass

from django.conf import settings
from rest_framework.exceptions import ValidationError

from api import throttles
from api.answers import api_error
from api.errors import ApiError, first_error, input_status, service_error
from api.quota import charged_length
from api.serializers.speech import SpeechSerializer
from core.aio import run_sync
from review.usage import record_request
from synth import flow
from synth.engine.errors import EngineError, InputError, ModelError
from synth.models import Clip, SynthesisJob
from tenancy.models import Tenant
from tenancy.scoping import number_from

# The form's fields, as the API names them; empty ones are left out (the preset decides).
FIELDS = ("text", "lang", "voice", "preset", "format")


@dataclass(frozen=True)
class Refused:
    """What the API would have answered: its status, code, message and field."""

    status: int
    code: str
    message: str
    field: str | None = None


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
    """``data`` (the form's fields, ``tenant`` among them) spoken for ``user``."""
    try:
        speech, plan, count, begun = await run_sync(_begin, user, data)
        if isinstance(begun, flow.Started):
            try:
                begun = await flow.wait(speech, plan, begun)
            except flow.JobFailed as exc:
                begun = exc
            begun = await run_sync(flow.conclude, speech, plan, begun)
    except Exception as exc:  # noqa: BLE001 -- only the API's refusals; the rest re-raised
        found = refusal(exc)
        if found is None:
            raise
        return found
    explained = (plan.normalized_text, plan.explanation)
    # Counted in the tenant's usage like the API's requests (the dashboard's figures).
    hit = isinstance(begun, flow.Whole) and begun.hit
    await run_sync(record_request, speech.tenant, hit=hit, characters=count)
    if isinstance(begun, flow.Whole):
        return Spoken(begun.clip, speech.formats[0], begun.hit, *explained)
    if isinstance(begun, flow.Fallback):  # not asked for (fallback=False); kept for safety
        return Spoken(begun.clip, speech.formats[0], False, *explained)
    return StillRunning(str(begun.job.pk), *explained)


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
    speech = flow.SpeechRequest(tenant, formats=(fmt,), wait=settings.API_DEFAULT_WAIT, **params)
    plan = flow.plan(speech)
    count = charge(tenant, plan)
    try:
        return speech, plan, count, flow.begin(speech, plan)
    except (flow.QueueBusy, flow.TooManyConcurrent):
        # Refused before any synthesis began: the characters go back, as the API's do.
        throttles.give_back_characters(tenant, count)
        raise


def charge(tenant: Tenant, plan) -> int:
    """One request and its characters, as an API key of the tenant is charged (the length
    as sent or as normalized, whichever is longer: api.quota); returns the characters."""
    count = charged_length(plan)
    throttles.take_request(tenant)
    throttles.take_characters(tenant, count)
    return count


def refusal(exc: Exception) -> Refused | None:
    """The API's answer to ``exc`` (as api.handlers gives it), None for an unexpected one."""
    if isinstance(exc, flow.FlowError):
        exc = api_error(exc)
    if isinstance(exc, ApiError):
        return Refused(exc.status_code, exc.error_code, str(exc.detail), exc.field)
    if isinstance(exc, InputError):
        return Refused(input_status(exc), exc.code, str(exc), exc.field)
    if isinstance(exc, ModelError):
        return Refused(503, "model_unavailable", str(exc))
    if isinstance(exc, EngineError):
        return Refused(500, exc.code, str(exc))
    if isinstance(exc, ValidationError):
        field, message = first_error(exc.detail)
        return Refused(400, "invalid", message, field)
    outage = service_error(exc)  # the database, Redis or the disk: the API's 503s
    if outage is not None:
        error = outage.data["error"]
        return Refused(outage.status_code, error["code"], error["message"], error["field"])
    return None
