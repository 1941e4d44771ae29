"""A claimed job's read with its tenant (SynthesisJobQuerySet.with_tenant), written out as
the claim is (issue 36): the same fields, converted as the ORM converts them, as
``select_related("tenant").get(pk=...)`` gives; its tenant read with it; DoesNotExist for
a job that is not there."""

import uuid
from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from synth.models import SynthesisJob


def fields(instance) -> dict:
    return {f.attname: getattr(instance, f.attname) for f in type(instance)._meta.concrete_fields}


@pytest.mark.backend  # on PostgreSQL too: its own converters
def test_the_job_and_its_tenant_as_the_orm_reads_them(make_tenant):
    tenant = make_tenant("acme")
    tenant.disabled_rules = ["ordinals"]
    tenant.save()
    now = timezone.now()
    job = SynthesisJob.objects.create(
        tenant=tenant, key="k" * 64, params={"text": "Hello.", "formats": ["wav"], "n": 1.5},
        made={"0": 0.25}, status="running", attempts=2, started=now,
        enqueued=now - timedelta(seconds=3), worker="host/ns:12", taken_by="cluster-a",
    )  # fmt: skip

    with CaptureQueriesContext(connection) as queries:
        found = SynthesisJob.objects.with_tenant(job.pk)
        tenant_read = found.tenant
    orm = SynthesisJob.objects.select_related("tenant").get(pk=job.pk)

    assert len(queries) == 1
    assert fields(found) == fields(orm)
    assert fields(tenant_read) == fields(orm.tenant)
    assert isinstance(found.pk, uuid.UUID) and found.started == now
    assert found.params["formats"] == ["wav"] and found.made == {"0": 0.25}
    assert found._state.adding is False and found._state.db == orm._state.db


def test_a_job_that_is_not_there(db):
    with pytest.raises(SynthesisJob.DoesNotExist):
        SynthesisJob.objects.with_tenant(uuid.uuid4())
