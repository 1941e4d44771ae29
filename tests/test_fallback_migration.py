"""Moving the fallback clips into synth (synth 0017, tenancy 0005, lexicon 0010) keeps them.

A database is taken back to the schema before the move (the columns
tenancy.Tenant.fallback_clip and lexicon.VoicePreset.fallback_clip), filled through the
historical models, migrated forward (the rows of synth.FallbackClip must say the same), and
back again (the columns must say it again). Runs on SQLite and, in the scaled pass,
PostgreSQL.
"""

import pytest
from django.contrib.contenttypes.models import ContentType
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [
    ("synth", "0016_job_made"),
    ("tenancy", "0004_finished_audio"),
    ("lexicon", "0009_alter_lexiconentry_note"),
]
AFTER = [
    ("synth", "0017_fallback_clips"),
    ("tenancy", "0005_fallback_clip_to_synth"),
    ("lexicon", "0010_fallback_clip_to_synth"),
]

# Backend-dependent, so on the PostgreSQL + Redis pass too: migrations, per database.
pytestmark = [pytest.mark.backend, pytest.mark.django_db(transaction=True)]


def migrate(targets):
    executor = MigrationExecutor(connection)
    return executor.migrate(targets).apps


@pytest.fixture
def old_apps():
    apps = migrate(BEFORE)
    yield apps
    migrate(MigrationExecutor(connection).loader.graph.leaf_nodes())
    ContentType.objects.clear_cache()


def clip(apps, tenant, key):
    return apps.get_model("synth", "Clip").objects.create(
        tenant=tenant,
        key=key * 64,
        text="Sorry.",
        normalized_text="Sorry.",
        lang="en",
        voice="F1",
        voice_digest="d" * 64,
        speed=1.0,
        steps=8,
        seed=1,
        silence=0.3,
        lexicon_version=0,
        model_fingerprint="m" * 64,
        audio=f"clips/{key}.wav",
        sample_rate=44100,
        duration=1.0,
        size=1000,
    )


def fill(apps) -> dict:
    tenants = apps.get_model("tenancy", "Tenant").objects
    presets = apps.get_model("lexicon", "VoicePreset").objects
    acme, other, bare = (tenants.create(slug=s, name=s) for s in ("acme", "other", "bare"))
    acmes, presets_own, others = (
        clip(apps, acme, "a"),
        clip(apps, acme, "p"),
        clip(apps, other, "o"),
    )
    acme.fallback_clip = acmes
    acme.save()
    other.fallback_clip = others
    other.save()
    calm = presets.create(tenant=acme, name="calm", voice="F1", fallback_clip=presets_own)
    plain = presets.create(tenant=acme, name="plain", voice="M1")
    loud = presets.create(tenant=other, name="loud", voice="F2", fallback_clip=others)
    return {
        "acme": acme.pk,
        "other": other.pk,
        "bare": bare.pk,
        "acmes": acmes.pk,
        "presets_own": presets_own.pk,
        "others": others.pk,
        "calm": calm.pk,
        "plain": plain.pk,
        "loud": loud.pk,
    }


def test_the_columns_become_rows_and_back(old_apps):
    ids = fill(old_apps)

    new_apps = migrate(AFTER)
    rows = new_apps.get_model("synth", "FallbackClip").objects
    assert set(rows.values_list("tenant_id", "preset_id", "clip_id")) == {
        (ids["acme"], None, ids["acmes"]),
        (ids["other"], None, ids["others"]),
        (ids["acme"], ids["calm"], ids["presets_own"]),
        (ids["other"], ids["loud"], ids["others"]),
    }
    tenant_fields = {f.name for f in new_apps.get_model("tenancy", "Tenant")._meta.get_fields()}
    preset_model = new_apps.get_model("lexicon", "VoicePreset")
    assert "fallback_clip" not in tenant_fields
    assert "fallback_clip" not in {f.name for f in preset_model._meta.get_fields()}

    back = migrate(BEFORE)
    tenants = back.get_model("tenancy", "Tenant").objects
    presets = back.get_model("lexicon", "VoicePreset").objects
    assert dict(tenants.values_list("pk", "fallback_clip_id")) == {
        ids["acme"]: ids["acmes"],
        ids["other"]: ids["others"],
        ids["bare"]: None,
    }
    assert dict(presets.values_list("pk", "fallback_clip_id")) == {
        ids["calm"]: ids["presets_own"],
        ids["plain"]: None,
        ids["loud"]: ids["others"],
    }


def test_the_current_code_reads_the_moved_fallbacks(old_apps):
    ids = fill(old_apps)
    migrate(MigrationExecutor(connection).loader.graph.leaf_nodes())

    from lexicon.models import VoicePreset
    from synth.models import FallbackClip
    from tenancy.models import Tenant

    acme = Tenant.objects.get(pk=ids["acme"])
    calm, plain = VoicePreset.objects.get(pk=ids["calm"]), VoicePreset.objects.get(pk=ids["plain"])
    assert FallbackClip.objects.clip_for(acme, calm).pk == ids["presets_own"]
    assert FallbackClip.objects.clip_for(acme, plain).pk == ids["acmes"]
    assert FallbackClip.objects.clip_for(Tenant.objects.get(pk=ids["bare"])) is None
