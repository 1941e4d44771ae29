# The fallback clips move to synth (issue 33): tenancy.Tenant.fallback_clip and
# lexicon.VoicePreset.fallback_clip become rows of synth.FallbackClip, so that tenancy and
# lexicon name no synth table (the schema layers). This migration creates the table and
# copies the two columns into it; tenancy's 0005 and lexicon's 0010 then drop them.
# Reversed, the rows are copied back into the columns before the table goes.

import django.db.models.deletion
from django.db import migrations, models


def copy_columns(apps, schema_editor):
    fallback = apps.get_model("synth", "FallbackClip")
    tenants = apps.get_model("tenancy", "Tenant").objects.filter(fallback_clip__isnull=False)
    presets = apps.get_model("lexicon", "VoicePreset").objects.filter(fallback_clip__isnull=False)
    rows = [
        fallback(tenant_id=tenant_id, preset_id=None, clip_id=clip_id)
        for tenant_id, clip_id in tenants.values_list("pk", "fallback_clip_id")
    ]
    rows += [
        fallback(tenant_id=tenant_id, preset_id=preset_id, clip_id=clip_id)
        for preset_id, tenant_id, clip_id in presets.values_list(
            "pk", "tenant_id", "fallback_clip_id"
        )
    ]
    fallback.objects.bulk_create(rows, batch_size=500)


def copy_rows_back(apps, schema_editor):
    tenant = apps.get_model("tenancy", "Tenant")
    preset = apps.get_model("lexicon", "VoicePreset")
    for row in apps.get_model("synth", "FallbackClip").objects.all().iterator():
        if row.preset_id is None:
            tenant.objects.filter(pk=row.tenant_id).update(fallback_clip_id=row.clip_id)
        else:
            preset.objects.filter(pk=row.preset_id).update(fallback_clip_id=row.clip_id)


class Migration(migrations.Migration):
    dependencies = [
        ("lexicon", "0009_alter_lexiconentry_note"),
        ("synth", "0016_job_made"),
        ("tenancy", "0004_finished_audio"),
    ]

    operations = [
        migrations.CreateModel(
            name="FallbackClip",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                ("clip", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name="fallback_for", to="synth.clip")),
                ("preset", models.ForeignKey(blank=True, help_text="empty: the tenant's fallback, for requests whose preset has none", null=True, on_delete=django.db.models.deletion.CASCADE, related_name="fallback_clips", to="lexicon.voicepreset")),
                ("tenant", models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name="fallback_clips", to="tenancy.tenant")),
            ],
            options={
                "constraints": [
                    models.UniqueConstraint(fields=("tenant", "preset"), name="one_fallback_per_preset"),
                    models.UniqueConstraint(condition=models.Q(("preset__isnull", True)), fields=("tenant",), name="one_fallback_per_tenant"),
                ],
            },
        ),
        migrations.RunPython(copy_columns, copy_rows_back, elidable=False),
    ]
