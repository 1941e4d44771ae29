"""ElevenLabs' GET /v1/usage/character-stats (its SDK's ``usage.get``), read from the same
metering rows as GET /api/v1/usage (api/views/usage.py)."""

from datetime import UTC, date, datetime, timedelta

from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.response import Response
from rest_framework.views import APIView

from api.elevenlabs.views import ERROR as ELEVEN_ERROR
from api.elevenlabs.views import eleven_view
from api.errors import ApiError
from api.views.usage import MAX_DAYS, bounded, days_before
from metering.meter import daily

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
