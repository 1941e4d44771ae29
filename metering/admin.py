"""A tenant's usage in the admin, for its own staff: its list is the usage page (the last
days' totals, daily charts, the sums by way in and by API key), from the rows the usage API
reads (metering.meter). The staff dashboard (review) reads the same rows."""

from datetime import UTC, datetime, timedelta

from django.contrib import admin
from django.core.exceptions import PermissionDenied
from django.template.response import TemplateResponse

from core import charts
from metering.meter import daily, totals, usage
from metering.models import Usage
from tenancy.scoping import ReadOnlyAdmin, admin_page, page_scope


@admin.register(Usage)
class UsageAdmin(ReadOnlyAdmin):
    """Its list is a tenant's usage page, for the tenant's own staff: every member sees
    their tenants' (``?tenant=``), from the rows the usage API reads."""

    def changelist_view(self, request, extra_context=None):
        if not self.has_view_permission(request) or request.method == "POST":
            raise PermissionDenied
        return show_usage(request, self)


def show_usage(request, model_admin) -> TemplateResponse:
    """A tenant's usage, for its own staff: per tenant (``?tenant=``) or over all of the
    user's tenants, the last ``days`` UTC days; the rows the usage API reads."""
    scope, context = page_scope(request, model_admin, days=30)
    context.update(usage_figures(scope, context["days"]))
    chosen = context["chosen"]
    title = f"Usage: {chosen or 'all your tenants'}"
    return admin_page(request, model_admin, title, "admin/metering/usage.html", context)


def usage_figures(tenants, days: int) -> dict:
    """A tenant's own usage page: the last ``days`` UTC days' totals, a chart of characters
    charged and one of requests a day, and the sums by way in and by API key."""
    today = datetime.now(UTC).date()
    since = today - timedelta(days=days - 1)
    labels = [since + timedelta(days=n) for n in range(days)]
    by_day = {row["day"]: row for row in daily(tenants, since, today)}

    def series(measure: str) -> list[tuple[str, float]]:
        return [(f"{d:%b %d}", (by_day.get(d) or {}).get(measure) or 0) for d in labels]

    return {
        "totals": totals(list(by_day.values())),
        "charts": {
            "characters": charts.bars(series("characters"), title="characters charged"),
            "requests": charts.bars(series("requests"), title="requests", color="#5b8a32"),
            "seconds": charts.bars(
                series("audio_seconds"), title="audio seconds", unit=" s", color="#b8860b"
            ),
        },
        "surfaces": usage(tenants, since, today, "surface"),
        "keys": by_key(tenants, since, today),
    }


def by_key(tenants, since, today) -> list[dict]:
    """The sums by API key; what came in without one (the playground, the staff's previews
    and re-renders) one row per way in, so the table agrees with the one by way in."""
    keyed = [row for row in usage(tenants, since, today, "key") if row["key"]]
    keyless = usage(tenants, since, today, "surface", key="")
    return keyed + [{**row, "key": ""} for row in keyless]
