"""Moving Tenant, Membership and ApiKey from lexicon to tenancy keeps every row.

A database is taken back to the schema before the move (lexicon's, synth's, review's and
ops's last migrations then, tenancy not yet there), filled through the historical models
with a tenant's members, keys, lexicon, presets, clips, jobs, a batch and review rows, and
migrated forward; then the current models must find every row and every relation, and the
old API key must still authenticate. Runs on SQLite and, in the scaled pass, PostgreSQL.
"""

import hashlib
from datetime import date

import pytest
from django.contrib.contenttypes.models import ContentType
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

# The last migrations of each app before tenancy existed.
BEFORE = [
    ("lexicon", "0002_fallback_clip"),
    ("synth", "0005_job_failure_codes"),
    ("review", "0001_initial"),
    ("ops", "0001_limit_counter"),
    ("tenancy", None),
]
OLD_KEY = "tts_0ld0ld00_a-key-issued-before-the-move"

# Backend-dependent, so on the PostgreSQL + Redis pass too: migrations, per database.
pytestmark = [pytest.mark.backend, pytest.mark.django_db(transaction=True)]


def migrate(targets):
    executor = MigrationExecutor(connection)
    return executor.migrate(targets).apps


def latest():
    return MigrationExecutor(connection).loader.graph.leaf_nodes()


@pytest.fixture
def old_apps():
    """The historical models before the move; the database is migrated forward after."""
    # lexicon's later migrations first, while the tenant's table is still tenancy_tenant:
    # on SQLite, undoing one remakes lexicon's tables with foreign keys to the table its
    # state names. Straight to BEFORE, the graph (since synth's 0017 depends on lexicon's
    # 0009) undoes tenancy's rename (tenancy_tenant back to lexicon_tenant) first, and the
    # remade lexicon tables would point at a tenancy_tenant that is gone.
    migrate([("lexicon", "0003_tenancy_models_moved")])
    apps = migrate(BEFORE)
    yield apps
    migrate(latest())  # even when the test failed half way
    ContentType.objects.clear_cache()


def fill(apps) -> dict:
    """A tenant with one of everything that points at it, and a second tenant."""
    user_model = apps.get_model("auth", "User")
    tenant_model = apps.get_model("lexicon", "Tenant")
    alice = user_model.objects.create(username="alice", is_staff=True)
    bob = user_model.objects.create(username="bob", is_staff=True)
    acme = tenant_model.objects.create(
        slug="acme", name="Acme", disabled_rules=["currency"], lexicon_version=3
    )
    other = tenant_model.objects.create(slug="other", name="Other", active=False)
    apps.get_model("lexicon", "Membership").objects.bulk_create(
        [
            apps.get_model("lexicon", "Membership")(user=alice, tenant=acme, role="admin"),
            apps.get_model("lexicon", "Membership")(user=bob, tenant=acme, role="reviewer"),
            apps.get_model("lexicon", "Membership")(user=bob, tenant=other, role="editor"),
        ]
    )
    key_model = apps.get_model("lexicon", "ApiKey")
    key = key_model.objects.create(
        tenant=acme,
        name="old",
        prefix="0ld0ld00",
        key_hash=hashlib.sha256(OLD_KEY.encode()).hexdigest(),
    )
    revoked = key_model.objects.create(
        tenant=acme, name="gone", prefix="deadbeef", key_hash="0" * 64, revoked=acme.created
    )
    entry = apps.get_model("lexicon", "LexiconEntry").objects.create(
        tenant=acme, term="SaaS", alias="sass", updated_by=alice
    )
    change = apps.get_model("lexicon", "LexiconChange").objects.create(
        tenant=acme, entry=entry, term="SaaS", action="created", user=alice, version=3
    )
    preset = apps.get_model("lexicon", "VoicePreset").objects.create(
        tenant=acme, name="narrator", voice="F1", is_default=True
    )
    clip = apps.get_model("synth", "Clip").objects.create(
        tenant=acme,
        key="k" * 64,
        text="SaaS",
        normalized_text="sass",
        lang="en",
        voice="F1",
        voice_digest="d" * 64,
        preset=preset,
        speed=1.05,
        steps=8,
        seed=1,
        silence=0.3,
        lexicon_version=3,
        model_fingerprint="m" * 64,
        audio="clips/k.wav",
        sample_rate=44100,
        duration=1.0,
        size=1000,
    )
    acme.fallback_clip = clip
    acme.save()
    preset.fallback_clip = clip
    preset.save()
    job = apps.get_model("synth", "SynthesisJob").objects.create(
        tenant=acme, key="k" * 64, params={"text": "SaaS"}, status="done", clip=clip
    )
    batch = apps.get_model("synth", "Batch").objects.create(tenant=acme)
    item = apps.get_model("synth", "BatchItem").objects.create(
        batch=batch, position=0, key="k" * 64, params={}, job=job
    )
    review = apps.get_model("review", "Review").objects.create(clip=clip, reviewer=bob)
    flag = apps.get_model("review", "Flag").objects.create(
        review=review, start=0, end=4, span="SaaS", user=bob, entry=entry
    )
    test_set = apps.get_model("review", "TestSet").objects.create(
        tenant=acme, name="smoke", preset=preset, sentences="SaaS", last_batch=batch
    )
    usage = apps.get_model("review", "UsageDay").objects.create(
        tenant=acme, day=date(2026, 11, 30), requests=7, hits=2, characters=99
    )
    types = apps.get_model("contenttypes", "ContentType").objects
    tenant_type = types.get_or_create(app_label="lexicon", model="tenant")[0]
    return {
        "alice": alice.pk,
        "bob": bob.pk,
        "acme": acme.pk,
        "other": other.pk,
        "key": key.pk,
        "revoked": revoked.pk,
        "entry": entry.pk,
        "change": change.pk,
        "preset": preset.pk,
        "clip": clip.pk,
        "job": job.pk,
        "batch": batch.pk,
        "item": item.pk,
        "review": review.pk,
        "flag": flag.pk,
        "test_set": test_set.pk,
        "usage": usage.pk,
        "tenant_type": tenant_type.pk,
    }


def test_every_row_and_relation_survives_the_move(old_apps):
    ids = fill(old_apps)
    migrate(latest())
    ContentType.objects.clear_cache()

    from lexicon.models import LexiconChange, LexiconEntry, VoicePreset
    from metering.models import Usage
    from review.models import Flag, Review, TestSet
    from synth.models import Batch, BatchItem, Clip, FallbackClip, SynthesisJob
    from tenancy.keys import live_key
    from tenancy.models import Membership, Tenant

    acme = Tenant.objects.get(pk=ids["acme"])
    assert (acme.slug, acme.name, acme.active) == ("acme", "Acme", True)
    assert (acme.disabled_rules, acme.lexicon_version) == (["currency"], 3)
    # The fallback clips moved to synth since (synth.FallbackClip): the tenant's and the preset's.
    assert set(FallbackClip.objects.values_list("tenant_id", "preset_id", "clip_id")) == {
        (ids["acme"], None, ids["clip"]),
        (ids["acme"], ids["preset"], ids["clip"]),
    }
    other = Tenant.objects.get(pk=ids["other"])
    assert (other.slug, other.active) == ("other", False)
    assert set(Membership.objects.values_list("user_id", "tenant_id", "role")) == {
        (ids["alice"], ids["acme"], "admin"),
        (ids["bob"], ids["acme"], "reviewer"),
        (ids["bob"], ids["other"], "editor"),
    }
    assert set(acme.api_keys.values_list("pk", "prefix")) == {
        (ids["key"], "0ld0ld00"),
        (ids["revoked"], "deadbeef"),
    }
    assert list(acme.entries.values_list("pk", "term", "alias", "updated_by_id")) == [
        (ids["entry"], "SaaS", "sass", ids["alice"])
    ]
    assert LexiconChange.objects.get(pk=ids["change"]).entry_id == ids["entry"]
    assert list(acme.lexicon_changes.values_list("pk", flat=True)) == [ids["change"]]
    preset = VoicePreset.objects.get(pk=ids["preset"])
    assert preset.tenant_id == ids["acme"]
    clip = Clip.objects.get(pk=ids["clip"])
    assert (clip.tenant_id, clip.preset_id) == (ids["acme"], ids["preset"])
    job = SynthesisJob.objects.get(pk=ids["job"])
    assert (job.tenant_id, job.clip_id) == (ids["acme"], ids["clip"])
    assert Batch.objects.get(pk=ids["batch"]).tenant_id == ids["acme"]
    assert BatchItem.objects.get(pk=ids["item"]).job_id == ids["job"]
    assert Review.objects.get(pk=ids["review"]).clip_id == ids["clip"]
    assert Flag.objects.get(pk=ids["flag"]).entry_id == ids["entry"]
    test_set = TestSet.objects.get(pk=ids["test_set"])
    assert (test_set.tenant_id, test_set.preset_id, test_set.last_batch_id) == (
        ids["acme"],
        ids["preset"],
        ids["batch"],
    )
    usage = Usage.objects.get(tenant_id=ids["acme"])  # moved to metering since
    assert (usage.tenant_id, usage.requests, usage.characters) == (ids["acme"], 7, 99)
    assert (LexiconEntry.objects.count(), Clip.objects.count()) == (1, 1)

    # The key issued before the move still opens the API; the revoked one still does not.
    key = live_key(OLD_KEY)
    assert key is not None and (key.pk, key.tenant_id) == (ids["key"], ids["acme"])
    assert live_key("tts_deadbeef_" + "x" * 43) is None

    # The same content type, relabelled: permissions and admin history keep pointing at it.
    assert ContentType.objects.get_for_model(Tenant).pk == ids["tenant_type"]


def test_the_tables_are_renamed_and_every_foreign_key_follows(old_apps):
    fill(old_apps)
    migrate(latest())

    tables = connection.introspection.table_names()
    for model in ("tenant", "membership", "apikey"):
        assert f"tenancy_{model}" in tables and f"lexicon_{model}" not in tables
    referencing = {
        "lexicon_lexiconentry",
        "lexicon_lexiconchange",
        "lexicon_voicepreset",
        "synth_clip",
        "synth_synthesisjob",
        "synth_batch",
        "review_testset",
        "metering_usage",
        "tenancy_membership",
        "tenancy_apikey",
    }
    with connection.cursor() as cursor:
        for table in referencing:
            targets = {
                c["foreign_key"][0]
                for c in connection.introspection.get_constraints(cursor, table).values()
                if c["foreign_key"] and c["columns"] == ["tenant_id"]
            }
            assert targets == {"tenancy_tenant"}, table
    connection.check_constraints()  # no row points at a row that is not there

    from tenancy.keys import live_key
    from tenancy.models import ApiKey, Tenant

    # The id sequence carried over: a new tenant gets a fresh id, not an old one's.
    new = Tenant.objects.create(slug="new", name="New")
    assert new.pk > max(Tenant.objects.exclude(pk=new.pk).values_list("pk", flat=True))
    _, raw = ApiKey.issue(new)
    assert live_key(raw).tenant == new
