"""A tenant's own usage: GET /api/v1/usage (JSON or CSV), read from metering's rows (the
dashboards' too, and ElevenLabs' GET /v1/usage/character-stats: api/elevenlabs/usage.py)."""

import csv
import io
from datetime import UTC, date, datetime, timedelta

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.renderers import BaseRenderer, JSONRenderer
from rest_framework.response import Response
from rest_framework.views import APIView

from api.errors import ApiError
from api.views.speech import ERROR
from metering.meter import GROUPS, MEASURES, totals, usage

MAX_DAYS = 366  # the longest span one call reads
DEFAULT_DAYS = 30
COLUMNS = {"hits": "cache_hits"}  # a measure's name in the answers, where it differs


class UsageCSVRenderer(BaseRenderer):
    """The usage rows as CSV (``?format=csv`` or ``Accept: text/csv``); an error as one row."""

    media_type = "text/csv"
    format = "csv"

    def render(self, data, accepted_media_type=None, renderer_context=None):
        out = io.StringIO()
        writer = csv.writer(out)
        if "error" in data:
            writer.writerow(["code", "message"])
            writer.writerow([data["error"]["code"], data["error"]["message"]])
            return out.getvalue().encode()
        group = data["group_by"]
        names = [COLUMNS.get(m, m) for m in MEASURES]
        writer.writerow([group, *names])
        for row in data["rows"]:
            writer.writerow([row[group], *(row[name] for name in names)])
        return out.getvalue().encode()


# The days a usage query may name: from the Unix epoch (ElevenLabs' times start there) to far
# ahead, so that a default reckoned from one (a span back from ``to``) stays a date.
FIRST_DAY = date(1970, 1, 1)
LAST_DAY = date(9000, 1, 1)


def bounded(day: date, name: str, what: str) -> date:
    """``day`` when usage can be asked for it; else a 400 naming ``name``."""
    if not FIRST_DAY <= day <= LAST_DAY:
        message = f"{name} must be {what} from {FIRST_DAY.isoformat()} to {LAST_DAY.isoformat()}"
        raise ApiError(400, "invalid", message, name)
    return day


def day_from(value: str | None, name: str, default) -> date:
    """The day ``value`` names (YYYY-MM-DD), or ``default()`` when it is absent."""
    if not value:
        return default()
    try:
        day = date.fromisoformat(value)
    except ValueError:
        raise ApiError(400, "invalid", f"{name} must be a date, YYYY-MM-DD", name) from None
    return bounded(day, name, "a date")


def days_before(until: date) -> date:
    """The first day of the default span that ends on ``until``."""
    return until - timedelta(days=DEFAULT_DAYS - 1)


def answer_row(row: dict, group: str) -> dict:
    """A row as the API writes it: a day as ISO text, a key as shown in lists, the
    cache hits by their name."""
    value = row[group]
    if group == "day":
        value = value.isoformat()
    elif group == "key":
        value = f"tts_{value}" if value else None  # no key: the playground
    answered = {group: value}
    for name in MEASURES:
        answered[COLUMNS.get(name, name)] = round(row[name], 3)
    return answered


class UsageView(APIView):
    renderer_classes = [JSONRenderer, UsageCSVRenderer]

    def perform_content_negotiation(self, request, force=False):
        """An unknown ``?format=`` is the request's mistake, a 400 naming the field (DRF
        answers 404, as for a format suffix on the path)."""
        asked = request.query_params.get("format")
        if not force and asked is not None and asked not in ("json", "csv"):
            raise ApiError(400, "invalid", 'format must be "json" or "csv"', "format")
        return super().perform_content_negotiation(request, force)

    @extend_schema(
        operation_id="usage_list",
        parameters=[
            OpenApiParameter("from", OpenApiTypes.DATE, description="first UTC day (30 days ago)"),
            OpenApiParameter("to", OpenApiTypes.DATE, description="last UTC day (today)"),
            OpenApiParameter("group_by", str, enum=list(GROUPS), default="day"),
            OpenApiParameter("format", str, enum=["json", "csv"], default="json"),
        ],
        responses={
            (200, "application/json"): OpenApiResponse(
                OpenApiTypes.OBJECT, description="rows and their total"
            ),
            (200, "text/csv"): OpenApiResponse(OpenApiTypes.STR, description="the rows as CSV"),
            400: ERROR,
            401: ERROR,
        },
    )
    def get(self, request):
        """Your usage from ``from`` to ``to`` (UTC days, both included), by day, API key or
        way in (``surface``): characters charged, requests, audio seconds, cache hits and
        sentences reused. Every way in counts here as it is charged."""
        today = datetime.now(UTC).date()
        until = day_from(request.query_params.get("to"), "to", lambda: today)
        since = day_from(request.query_params.get("from"), "from", lambda: days_before(until))
        group = request.query_params.get("group_by", "day")
        if group not in GROUPS:
            raise ApiError(
                400, "invalid", f"group_by must be one of {', '.join(GROUPS)}", "group_by"
            )
        if since > until or (until - since).days >= MAX_DAYS:
            message = f"from must not be after to, and at most {MAX_DAYS} days before it"
            raise ApiError(400, "invalid", message, "from")
        rows = usage([request.auth], since, until, group)
        total = {COLUMNS.get(k, k): round(v, 3) for k, v in totals(rows).items()}
        return Response(
            {
                "from": since.isoformat(),
                "to": until.isoformat(),
                "group_by": group,
                "rows": [answer_row(row, group) for row in rows],
                "total": total,
            }
        )
