from django.db import migrations, models
from django.db.models import Exists, OuterRef, Q


def mark_dispatched(apps, schema_editor):
    """An item with a job, or whose clip exists, was dispatched: a later feed must not queue
    it again once its job or its clip is pruned."""
    BatchItem = apps.get_model("synth", "BatchItem")
    Clip = apps.get_model("synth", "Clip")
    has_clip = Exists(Clip.objects.filter(tenant_id=OuterRef("batch__tenant_id"), key=OuterRef("key")))
    BatchItem.objects.filter(Q(job__isnull=False) | Q(has_clip)).update(dispatched=True)


class Migration(migrations.Migration):
    dependencies = [("synth", "0018_clip_spoken")]

    operations = [
        migrations.AddField(
            model_name="batchitem",
            name="dispatched",
            field=models.BooleanField(default=False),
        ),
        migrations.RunPython(mark_dispatched, migrations.RunPython.noop),
    ]
