"""A tenant's own usage: GET /api/v1/usage (JSON or CSV) and ElevenLabs' GET
/v1/usage/character-stats, both read from metering's rows (the dashboards' too)."""

import csv
import io
from datetime import UTC, date, datetime, timedelta

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, OpenApiResponse, extend_schema
from rest_framework.renderers import BaseRenderer, JSONRenderer
from rest_framework.response import Response
from rest_framework.views import APIView

from api.errors import ApiError
from api.views.elevenlabs import ERROR as ELEVEN_ERROR
from api.views.elevenlabs import eleven_view
from api.views.speech import ERROR
from metering.meter import GROUPS, MEASURES, daily, totals, usage

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


# ElevenLabs' breakdowns we can say, as our groups; ElevenLabs' "All" when there is none.
BREAKDOWNS = {"none": None, "api_keys": "key", "product_type": "surface"}
INTERVALS = ("day", "cumulative")


@eleven_view
class CharacterStatsView(APIView):
    @extend_schema(
        operation_id="eleven_usage_get",
        tags=["ElevenLabs"],
        parameters=[
            OpenApiParameter("start_unix", int, description="milliseconds (30 days ago)"),
            OpenApiParameter("end_unix", int, description="milliseconds (now)"),
            OpenApiParameter("breakdown_type", str, enum=list(BREAKDOWNS), default="none"),
            OpenApiParameter("aggregation_interval", str, enum=list(INTERVALS), default="day"),
            OpenApiParameter("include_workspace_metrics", bool, description="ignored"),
        ],
        responses={200: OpenApiTypes.OBJECT, 400: ELEVEN_ERROR, 401: ELEVEN_ERROR},
    )
    def get(self, request):
        """ElevenLabs' ``usage.get``: characters charged per UTC day (or in all), from
        the same rows as GET /api/v1/usage."""
        params = request.query_params
        until = self.day_of(params.get("end_unix"), "end_unix", lambda: datetime.now(UTC).date())
        since = self.day_of(params.get("start_unix"), "start_unix", lambda: days_before(until))
        if since > until or (until - since).days >= MAX_DAYS:
            message = f"start_unix must not be after end_unix, and at most {MAX_DAYS} days before"
            raise ApiError(400, "invalid", message, "start_unix")
        breakdown = params.get("breakdown_type") or "none"
        interval = params.get("aggregation_interval") or "day"
        if breakdown not in BREAKDOWNS:
            raise ApiError(
                400,
                "invalid",
                f"breakdown_type must be one of {', '.join(BREAKDOWNS)}",
                "breakdown_type",
            )
        if interval not in INTERVALS:
            message = f"aggregation_interval must be one of {', '.join(INTERVALS)}"
            raise ApiError(400, "invalid", message, "aggregation_interval")
        return Response(
            character_stats(request.auth, since, until, BREAKDOWNS[breakdown], interval)
        )

    @staticmethod
    def day_of(value, name: str, default) -> date:
        """The UTC day of ``value`` (Unix milliseconds), or ``default()`` when absent."""
        if value is None:
            return default()
        try:
            day = datetime.fromtimestamp(int(value) / 1000, UTC).date()
        except (TypeError, ValueError, OverflowError, OSError):
            raise ApiError(
                400, "invalid", f"{name} must be a Unix time in milliseconds", name
            ) from None
        return bounded(day, name, "a Unix time in milliseconds")


def character_stats(tenant, since: date, until: date, group: str | None, interval: str) -> dict:
    """ElevenLabs' ``{"time": [...], "usage": {name: [...]}}``: a day's start in Unix
    milliseconds on the time axis, and the characters per breakdown along it."""
    days = [since + timedelta(days=n) for n in range((until - since).days + 1)]
    series: dict[str, dict[date, float]] = {}
    for row in daily([tenant], since, until, group):
        name = (row[group] or "playground") if group else "All"
        series.setdefault(name, {})[row["day"]] = float(row["characters"])
    series = series or {"All": {}}
    if interval == "cumulative":
        return {
            "time": [unix_ms(since)],
            "usage": {name: [sum(values.values())] for name, values in series.items()},
        }
    return {
        "time": [unix_ms(day) for day in days],
        "usage": {name: [values.get(day, 0.0) for day in days] for name, values in series.items()},
    }


def unix_ms(day: date) -> int:
    return int(datetime(day.year, day.month, day.day, tzinfo=UTC).timestamp() * 1000)
