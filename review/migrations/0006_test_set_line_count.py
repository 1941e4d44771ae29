"""A test set's line count (the list shows it without reading the text), and the text of
the sets already there stored as it is counted: each line stripped, no blank line (the
twenty-sixth pass's F-4)."""

from django.db import migrations, models


def clean_and_count(apps, schema_editor):
    TestSet = apps.get_model("review", "TestSet")
    # One row read at a time (a set was up to a megabyte as written), none while updating.
    for pk in list(TestSet.objects.values_list("pk", flat=True)):
        written = TestSet.objects.filter(pk=pk).values_list("sentences", flat=True).get()
        lines = [line.strip() for line in written.splitlines() if line.strip()]
        TestSet.objects.filter(pk=pk).update(sentences="\n".join(lines), line_count=len(lines))


class Migration(migrations.Migration):
    dependencies = [
        ("review", "0005_note_and_sentences_limits"),
    ]

    operations = [
        migrations.AddField(
            model_name="testset",
            name="line_count",
            field=models.PositiveIntegerField(default=0, editable=False),
        ),
        migrations.RunPython(clean_and_count, migrations.RunPython.noop),
    ]
