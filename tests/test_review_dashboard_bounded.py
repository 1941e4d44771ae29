"""Hostile pass 16, O-5: the review dashboard's work does not grow with the job count.

Any staff member of a tenant (reviewers too) may open and refresh the dashboard. It read
every synthesis job of the window into Python on each view (150,000 jobs of a busy week:
1.1 s of web CPU, 6.2 s wall a view). Counts are now grouped and latency percentiles ranked
in the database: a view runs the same queries and reads a few rows a day, whether the
tenant has 30 jobs or 300, and the percentiles are the nearest-rank ones they were.
"""

import math
import uuid
from datetime import timedelta

import pytest
from django.db import connection
from django.db.backends import utils
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from review.dashboard import figures
from synth.models import SynthesisJob

pytestmark = pytest.mark.backend

DASHBOARD = "/admin/review/dashboard/"


@pytest.fixture
def rows_read(monkeypatch):
    """How many rows the database handed back to Python (every fetch of every cursor)."""
    read = {"rows": 0}

    def counted(name):
        def fetch(self, *args):
            got = getattr(self.cursor, name)(*args)
            if name == "fetchone":
                read["rows"] += got is not None
            else:
                read["rows"] += len(got)
            return got

        return fetch

    for name in ("fetchone", "fetchmany", "fetchall"):
        monkeypatch.setattr(utils.CursorWrapper, name, counted(name), raising=False)
    return read


def add_jobs(tenant, n: int, start: int = 0) -> list[float]:
    """``n`` finished jobs (a few failed, one a timeout) of the tenant; their latencies."""
    now = timezone.now()
    jobs, latencies = [], []
    for i in range(start, start + n):
        failed = i % 10 == 9
        seconds = 0.25 + (i * 7919 % 1000) / 100  # spread, not in creation order
        jobs.append(
            SynthesisJob(
                id=uuid.uuid4(),
                tenant=tenant,
                key=uuid.uuid4().hex,
                params={},
                status=SynthesisJob.Status.FAILED if failed else SynthesisJob.Status.DONE,
                error_code="timeout" if failed and i % 20 == 19 else "",
                finished=now + timedelta(seconds=seconds),
            )
        )
        jobs[-1].seconds_taken = seconds
        if not failed:
            latencies.append(seconds)
    SynthesisJob.objects.bulk_create(jobs)
    # created is auto_now_add: the latency is finished - created, set after the insert
    for job in jobs:
        seconds = job.seconds_taken
        SynthesisJob.objects.filter(pk=job.pk).update(
            created=job.finished - timedelta(seconds=seconds)
        )
    return latencies


def nearest_rank(values, p):
    values = sorted(values)
    return values[max(1, math.ceil(p / 100 * len(values))) - 1]


def view(client, rows_read):
    rows_read["rows"] = 0
    with CaptureQueriesContext(connection) as queries:
        page = client.get(DASHBOARD, {"days": 7})
    assert page.status_code == 200
    return len(queries.captured_queries), rows_read["rows"]


def test_a_dashboard_view_costs_the_same_for_30_or_300_jobs(
    client, make_tenant, make_member, rows_read
):
    tenant = make_tenant("acme")
    client.force_login(make_member(tenant, "reviewer"))
    latencies = add_jobs(tenant, 30)
    few = view(client, rows_read)
    latencies += add_jobs(tenant, 270, start=30)
    many = view(client, rows_read)
    assert many[0] == few[0], (few, many)  # the same queries
    # the same rows read: a few a day and a chart's worth, never a row a job
    assert many[1] == few[1] and many[1] < 200, (few, many)

    totals = figures(type(tenant).objects.filter(pk=tenant.pk), 7)["totals"]
    assert totals["p50"] == pytest.approx(nearest_rank(latencies, 50), abs=1e-4)
    assert totals["p95"] == pytest.approx(nearest_rank(latencies, 95), abs=1e-4)
    assert totals["failures"] == 30 and totals["timeouts"] == 15
