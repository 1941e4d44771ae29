"""The dashboard's figures, over a set of tenants and the last ``days`` UTC days.

Requests, cache hits and characters charged come from the usage rows (metering), the same
rows the usage API and the tenants' usage page read; clips
synthesized, audio seconds, sentence reuse and job figures from Clip and SynthesisJob rows.
Those rows are pruned by housekeeping (finished jobs after SYNTH_JOB_KEEP_DAYS, unused
clips after SYNTH_CLIP_TTL_DAYS), so older days undercount what was synthesized then.
"""

import math
from datetime import UTC, datetime, timedelta

from django.conf import settings
from django.db.models import (
    Count,
    DateField,
    Exists,
    F,
    FloatField,
    Func,
    IntegerField,
    OuterRef,
    Q,
    Sum,
    Window,
)
from django.db.models.functions import Length, RowNumber, TruncDate

from core import charts
from metering.models import Usage
from review import queue
from review.models import WAITING, State
from synth.models import BatchItem, Clip, SynthesisJob


def figures(tenants, days: int) -> dict:
    today = datetime.now(UTC).date()
    labels = [today - timedelta(days=n) for n in range(days - 1, -1, -1)]
    since = labels[0]
    start = datetime(since.year, since.month, since.day, tzinfo=UTC)

    used = {
        row["day"]: row
        for row in Usage.objects.filter(tenant__in=tenants, day__gte=since)
        .values("day")
        .annotate(requests=Sum("requests"), hits=Sum("hits"), characters=Sum("characters"))
    }
    made = {
        row["day"]: row
        for row in Clip.objects.filter(tenant__in=tenants, created__gte=start)
        .annotate(day=TruncDate("created", tzinfo=UTC))
        .values("day")
        .annotate(
            clips=Count("pk"),
            characters=Sum(Length("text")),
            seconds=Sum("duration"),
            chunks=Sum(ChunkCount("chunks")),
            reused=Sum("reused_sentences"),
            reused_seconds=Sum("reused_audio_seconds"),
            saved_seconds=Sum("saved_synthesis_seconds"),
        )
    }
    jobs = SynthesisJob.objects.syntheses().filter(tenant__in=tenants, created__gte=start)
    day = UtcDate("created")
    ended = {
        row["day"]: row
        for row in jobs.annotate(day=day)
        .values("day")
        .annotate(
            failures=Count("pk", filter=Q(status=SynthesisJob.Status.FAILED)),
            timeouts=Count("pk", filter=Q(status=SynthesisJob.Status.FAILED, error_code="timeout")),
        )
        .order_by()
    }
    # A batch's items wait their turn by design (the demo's test set waits for the
    # workers' start): their latency is not what a caller waits for.
    answered = jobs.filter(status=SynthesisJob.Status.DONE, finished__isnull=False).exclude(
        Exists(BatchItem.objects.filter(job=OuterRef("pk")))
    )
    # Percentiles are ranked in the database: a few rows a day, whatever the job count.
    latency = {d: {} for d in labels}
    overall = {}
    for found, p, seconds in ranked(answered, day, PERCENTILES):
        if found is None:
            overall[p] = seconds
        elif found in latency:
            latency[found][p] = seconds
    failures = {d: (ended.get(d) or {}).get("failures", 0) for d in labels}
    timeouts = {d: (ended.get(d) or {}).get("timeouts", 0) for d in labels}

    def daily(rows, field):
        return [(f"{d:%b %d}", (rows.get(d) or {}).get(field) or 0) for d in labels]

    requests = sum(r["requests"] for r in used.values())
    synthesized = sum(r["characters"] or 0 for r in made.values())
    hits = sum(r["hits"] for r in used.values())
    characters = sum(r["characters"] for r in used.values())
    backlog = dict(
        queue.annotate(Clip.objects.filter(tenant__in=tenants))
        .filter(review_state__in=WAITING)
        .values_list("review_state")
        .annotate(Count("pk"))
        .order_by()
    )
    price = settings.DASHBOARD_PRICE_PER_MILLION_CHARS
    chunks = sum(r["chunks"] or 0 for r in made.values())
    reused = sum(r["reused"] or 0 for r in made.values())
    return {
        "totals": {
            "requests": requests,
            "hit_ratio": hits / requests if requests else None,
            "characters": characters,
            "synthesized_characters": synthesized,
            # What the cache spared the engine: characters answered but not synthesized.
            "cached_characters": max(0, characters - synthesized),
            "audio_seconds": sum(r["seconds"] or 0 for r in made.values()),
            # What a commercial API would have billed for every character answered, the
            # cache's or not (a vendor bills a repeated text again).
            "vendor_bill": characters * price / 1_000_000,
            "vendor_bill_shown": charts.money(characters * price / 1_000_000),
            "chunks": chunks,
            "reused_sentences": reused,
            "reused_share": reused / chunks if chunks else None,
            "reused_audio_seconds": sum(r["reused_seconds"] or 0 for r in made.values()),
            "saved_synthesis_seconds": sum(r["saved_seconds"] or 0 for r in made.values()),
            "queue": SynthesisJob.objects.filter(
                tenant__in=tenants, status__in=SynthesisJob.ACTIVE
            ).count(),
            "p50": overall.get(50),
            "p95": overall.get(95),
            "failures": sum(failures.values()),
            "timeouts": sum(timeouts.values()),
            "backlog": sum(backlog.values()),
        },
        "charts": {
            "requests": charts.bars(daily(used, "requests"), title="requests"),
            "hit_ratio": charts.lines(
                {
                    "hit ratio %": [
                        (
                            f"{d:%b %d}",
                            100 * used[d]["hits"] / used[d]["requests"]
                            if d in used and used[d]["requests"]
                            else None,
                        )
                        for d in labels
                    ]
                },
                title="cache hit ratio",
                unit="%",
                top=100,
            ),
            "characters": charts.bars(
                daily(made, "characters"), title="characters synthesized", color="#5b8a32"
            ),
            "seconds": charts.bars(
                daily(made, "seconds"), title="audio seconds", unit=" s", color="#5b8a32"
            ),
            "vendor_bill": charts.bars(
                [(label, chars * price / 1_000_000) for label, chars in daily(used, "characters")],
                title="a commercial API's bill",
                shown=charts.money,
                color="#b8860b",
            ),
            "reuse": charts.lines(
                {
                    "sentences reused %": [
                        (
                            f"{d:%b %d}",
                            100 * (made[d]["reused"] or 0) / made[d]["chunks"]
                            if d in made and made[d]["chunks"]
                            else None,
                        )
                        for d in labels
                    ]
                },
                title="sentence reuse",
                unit="%",
                top=100,
            ),
            "synthesis_saved": charts.bars(
                daily(made, "saved_seconds"),
                title="synthesis seconds saved",
                unit=" s",
                color="#b8860b",
            ),
            "latency": charts.lines(
                {
                    "p50": [(f"{d:%b %d}", latency[d].get(50)) for d in labels],
                    "p95": [(f"{d:%b %d}", latency[d].get(95)) for d in labels],
                },
                title="job latency",
                unit=" s",
            ),
            "failures": charts.bars(
                [(f"{d:%b %d}", failures[d]) for d in labels], title="failures", color="#ba2121"
            ),
            "timeouts": charts.bars(
                [(f"{d:%b %d}", timeouts[d]) for d in labels], title="timeouts", color="#ba2121"
            ),
            "backlog": charts.bars(
                [(State(s).label, backlog.get(s, 0)) for s in WAITING],
                title="review backlog",
                color="#79aec8",
            ),
        },
        "backlog": [(State(s).label, backlog.get(s, 0)) for s in WAITING],
    }


PERCENTILES = (50, 95)


class UtcDate(Func):
    """A datetime's UTC date, in the database's own functions (TruncDate calls a Python
    function per row on SQLite, which stores datetimes as UTC text)."""

    output_field = DateField()

    def as_sqlite(self, compiler, connection, **extra):
        return self.as_sql(compiler, connection, function="date", **extra)

    def as_postgresql(self, compiler, connection, **extra):
        return self.as_sql(
            compiler, connection, template="((%(expressions)s) AT TIME ZONE 'UTC')::date", **extra
        )


class Seconds(Func):
    """``end - start`` in seconds, computed in the database."""

    output_field = FloatField()

    def _parts(self, compiler):
        end, end_params = compiler.compile(self.source_expressions[0])
        start, start_params = compiler.compile(self.source_expressions[1])
        return end, start, (*end_params, *start_params)

    def as_sqlite(self, compiler, connection, **extra):
        # Whole seconds, then the microseconds Django writes after them (julianday's double
        # loses them near today's date): "YYYY-MM-DD HH:MM:SS[.ffffff]".
        end, start, params = self._parts(compiler)
        epoch = "CAST(strftime('%%s', {}) AS INTEGER)"  # %% for the cursor's % formatting
        whole = f"({epoch.format(end)} - {epoch.format(start)})"
        part = f"(CAST(substr({end}, 20) AS REAL) - CAST(substr({start}, 20) AS REAL))"
        n = len(params) // 2
        ends, starts = params[:n], params[n:]
        return f"({whole} + {part})", (*ends, *starts, *ends, *starts)

    def as_sql(self, compiler, connection, **extra):  # PostgreSQL
        end, start, params = self._parts(compiler)
        return f"(EXTRACT(EPOCH FROM ({end} - {start})))::double precision", params


def ranked(jobs, day, percentiles) -> list[tuple]:
    """(day or None, p, seconds): each nearest-rank percentile of the jobs' latency per
    ``day`` (a day expression), and over all of them (None). Ranked by windows in one
    query, so only the chosen rows come back (len(percentiles) a day, and the overall)."""
    seconds = Seconds("finished", "created")
    rows = jobs.annotate(
        day=day,
        seconds=seconds,
        day_rank=Window(RowNumber(), partition_by=[day], order_by=seconds.asc()),
        day_total=Window(Count("pk"), partition_by=[day]),
        rank=Window(RowNumber(), order_by=seconds.asc()),
        total=Window(Count("pk")),
    )
    chosen = Q()
    for p in percentiles:
        # the nearest rank: the least rank with rank * 100 >= p * total
        for rank, total in (("day_rank", "day_total"), ("rank", "total")):
            chosen |= Q(**{f"{rank}__gte": p * F(total) / 100.0}) & Q(
                **{f"{rank}__lt": p * F(total) / 100.0 + 1}
            )
    found = []
    for d, s, day_rank, day_total, rank, total in (
        rows.filter(chosen)
        .values_list("day", "seconds", "day_rank", "day_total", "rank", "total")
        .order_by()
    ):
        for p in percentiles:
            if day_rank >= p * day_total / 100 and day_rank < p * day_total / 100 + 1:
                found.append((d, p, s))
            if rank >= p * total / 100 and rank < p * total / 100 + 1:
                found.append((None, p, s))
    return found


class ChunkCount(Func):
    """The number of a clip's chunks, len(Clip.chunks), counted in the database."""

    function = "JSON_ARRAY_LENGTH"  # SQLite; PostgreSQL stores a JSONField as jsonb
    output_field = IntegerField()

    def as_postgresql(self, compiler, connection, **extra):
        return self.as_sql(compiler, connection, function="JSONB_ARRAY_LENGTH", **extra)


def percentile(values: list[float], p: float) -> float | None:
    """The nearest-rank percentile of sorted ``values`` (None when empty)."""
    if not values:
        return None
    rank = max(1, math.ceil(p / 100 * len(values)))
    return values[min(rank, len(values)) - 1]
