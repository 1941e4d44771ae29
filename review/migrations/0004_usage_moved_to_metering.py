"""The dashboard's daily counts move to metering's usage rows (one per tenant, key, way in
and day); the counts so far become rows of POST /speech without a key."""

from django.db import migrations


def copy_counts(apps, schema_editor):
    UsageDay = apps.get_model("review", "UsageDay")
    Usage = apps.get_model("metering", "Usage")
    Usage.objects.bulk_create(
        Usage(
            tenant_id=row.tenant_id,
            day=row.day,
            surface="speech",
            key_prefix="",
            requests=row.requests,
            hits=row.hits,
            characters=row.characters,
        )
        for row in UsageDay.objects.iterator()
    )


class Migration(migrations.Migration):
    dependencies = [
        ("metering", "0001_usage"),
        ("review", "0003_queue_policy_and_reports"),
    ]

    operations = [
        migrations.RunPython(copy_counts, migrations.RunPython.noop),
        migrations.DeleteModel(name="UsageDay"),
        migrations.CreateModel(
            name="Dashboard",
            fields=[],
            options={
                "verbose_name": "dashboard",
                "verbose_name_plural": "dashboard",
                "proxy": True,
                "indexes": [],
                "constraints": [],
            },
            bases=("metering.usage",),
        ),
    ]
