"""synth 0019 marks the batch items already dispatched (a job, or their clip exists), so a
later feed does not queue them again once their job or clip is pruned (the twenty-third
pass, H-1); an item with neither is still to be fed. Runs on SQLite and, in the scaled
pass, PostgreSQL."""

import pytest
from django.contrib.contenttypes.models import ContentType
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from tests.test_fallback_migration import clip

pytestmark = [pytest.mark.backend, pytest.mark.django_db(transaction=True)]


def migrate(targets):
    return MigrationExecutor(connection).migrate(targets).apps


@pytest.fixture
def old_apps():
    yield migrate([("synth", "0018_clip_spoken")])
    migrate(MigrationExecutor(connection).loader.graph.leaf_nodes())
    ContentType.objects.clear_cache()


def test_items_with_a_job_or_a_clip_are_marked_dispatched(old_apps):
    tenant = old_apps.get_model("tenancy", "Tenant").objects.create(slug="acme", name="Acme")
    other = old_apps.get_model("tenancy", "Tenant").objects.create(slug="other", name="Other")
    clip(old_apps, tenant, "c")  # the clip of the item "with a clip"
    clip(old_apps, other, "n")  # another tenant's clip of the same key as "none"
    job = old_apps.get_model("synth", "SynthesisJob").objects.create(
        tenant=tenant, key="j" * 64, params={}
    )
    batch = old_apps.get_model("synth", "Batch").objects.create(tenant=tenant)
    items = old_apps.get_model("synth", "BatchItem").objects
    items.create(batch=batch, position=0, key="j" * 64, params={}, job=job)
    items.create(batch=batch, position=1, key="c" * 64, params={})
    items.create(batch=batch, position=2, key="n" * 64, params={})

    new_apps = migrate([("synth", "0019_batchitem_dispatched")])
    marked = new_apps.get_model("synth", "BatchItem").objects.values_list("position", "dispatched")
    assert dict(marked) == {0: True, 1: True, 2: False}
