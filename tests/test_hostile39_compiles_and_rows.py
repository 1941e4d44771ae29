"""The thirty-ninth hostile pass (issue 30).

H-1: tenants whose lexicons do not fit a web process's cache together, asked in turn,
compiled on every request after the first round, each charged nothing: a version another
tenant's compile pushed out is compiled again free (that compile paid for it), and so was
what that recompile pushed out in turn. Now what a recompile pushes out is charged.

H-2: the review's fix preview read the tenant's whole lexicon before it was let in, and
read each row's tenant again, one query a row (10,000 entries: 8-12 s on PostgreSQL, one
editor's eight previews held the web threads 36-58 s). Now it is let in by the rows' count
first, and reads the rows as values in one query.

L-1: rows read through a related manager with ``.only()`` but without the relation's id
were read again one query each (OpenAI's voice list: 0.25-0.44 s with 200 presets; a batch's
feed, an extra query an item). The class: no way in reads a deferred field per row."""

import pytest
from django.db.models import Model

from lexicon.models import LexiconEntry, VoicePreset
from metering.limits import LimitReached
from review import workflow
from synth.batches import feed_all
from synth.models import SynthesisJob
from tenancy import models as tenancy
from tenancy.models import ANY_TENANT
from tests import test_hostile16_lexicon_compile_charged as compile_charged
from tests.test_api_support import client_for
from tests.test_hostile15_fix_preview_bounded import draft, flagged_clip
from tests.test_hostile16_lexicon_compile_charged import long_terms

pytestmark = pytest.mark.backend

empty_cache = compile_charged.empty_cache  # no compiled lexicon kept before or after


@pytest.fixture
def deferred_reads(monkeypatch):
    """Each (model, fields) a deferred attribute read again from the database."""
    reads, real = [], Model.refresh_from_db

    def recorded(self, using=None, fields=None, **kwargs):
        if fields is not None:
            reads.append((type(self).__name__, tuple(fields)))
        return real(self, using=using, fields=fields, **kwargs)

    monkeypatch.setattr(Model, "refresh_from_db", recorded)
    return reads


def test_a_ring_of_tenants_past_the_cache_pays_for_what_each_recompile_pushes_out(
    db,
    make_tenant,
    empty_cache,
    monkeypatch,
):
    monkeypatch.setattr(tenancy, "MAX_CACHED_CHARS", 50_000)  # room for two of the three
    ring = [make_tenant(f"ring{i}") for i in range(3)]
    for tenant in ring:
        long_terms(tenant, count=100)  # 20,100 characters each
    charged = []
    tenancy.compile_charged_to.set(
        (ANY_TENANT, lambda tenant, entries, chars: charged.append((tenant.slug, chars)))
    )
    for tenant in ring:  # the first round: each compiles its own; the third pushes one out
        tenant.normalizer()
    charged.clear()
    for tenant in ring * 2:  # then each pushes out the one asked next
        tenant.normalizer()
    assert len(charged) == 6  # before: nothing charged, yet each request compiled
    assert all(chars >= 20_100 for _, chars in charged)


def test_a_fix_preview_reads_the_lexicon_in_one_query(
    rate, make_tenant, make_clip, deferred_reads, django_assert_max_num_queries
):
    tenant = make_tenant("acme")
    LexiconEntry.objects.bulk_create(
        LexiconEntry(tenant=tenant, term=f"term{i:04d}", alias="a") for i in range(300)
    )
    clip = flagged_clip(tenant, make_clip)
    with django_assert_max_num_queries(15):  # before: 300 more, one a row
        result = workflow.preview_fix(clip, draft(tenant))
    assert result.text == "Our sass ships."
    assert deferred_reads == []


def test_a_fix_preview_past_the_rate_reads_no_row(
    make_tenant, make_clip, one_rate_window, sync_jobs
):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    sync_jobs.API_RATE = "1/min"
    tenant = make_tenant("acme")
    LexiconEntry.objects.bulk_create(
        LexiconEntry(tenant=tenant, term=f"term{i:04d}", alias="a") for i in range(300)
    )
    clip = flagged_clip(tenant, make_clip)
    assert client_for(tenant).get("/api/v1/voices").status_code == 200  # the minute's one
    with CaptureQueriesContext(connection) as queries, pytest.raises(LimitReached):
        workflow.preview_fix(clip, draft(tenant))
    read = [q["sql"] for q in queries if '"alias"' in q["sql"] and "lexiconentry" in q["sql"]]
    assert read == []  # before: every row read, then refused


def test_openais_voice_list_reads_the_presets_once(make_tenant, deferred_reads):
    tenant = make_tenant("acme")
    VoicePreset.objects.bulk_create(
        VoicePreset(tenant=tenant, name=f"voice{i:03d}", voice="F1") for i in range(40)
    )
    answer = client_for(tenant).get("/v1/audio/voices")
    assert answer.status_code == 200
    assert sum(v["name"].endswith("(preset)") for v in answer.json()["voices"]) == 40
    assert deferred_reads == []  # before: 40, the tenant of each preset


def test_a_batchs_feed_reads_no_item_again(job_settings, make_tenant, deferred_reads):
    job_settings.SYNTH_MAX_QUEUE = 10
    job_settings.SYNTH_TENANT_MAX_QUEUE = 8  # a batch's share: four jobs at a time
    tenant = make_tenant("acme")
    items = [{"text": f"Item number {i} is here."} for i in range(12)]
    answer = client_for(tenant).post("/api/v1/batches", {"items": items}, "application/json")
    assert answer.status_code == 202
    SynthesisJob.objects.update(status="done")  # room again
    deferred_reads.clear()
    assert feed_all() == "queued 4 batch item(s)"
    assert [r for r in deferred_reads if r[0] == "BatchItem"] == []  # before: one an item
