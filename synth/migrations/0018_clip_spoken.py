from django.db import migrations, models


def fill(apps, schema_editor):
    """An SSML clip's words, for the clips stored before the field."""
    from synth.models import words_of

    Clip = apps.get_model("synth", "Clip")
    for clip in Clip.objects.filter(reading__text_type="ssml").only("pk", "text", "reading").iterator():
        spoken = words_of(clip.text, clip.reading or {})
        if spoken is not None:
            Clip.objects.filter(pk=clip.pk).update(spoken=spoken)


class Migration(migrations.Migration):

    dependencies = [
        ('synth', '0017_fallback_clips'),
    ]

    operations = [
        migrations.AddField(
            model_name='clip',
            name='spoken',
            field=models.TextField(blank=True, help_text="an SSML text's words without markup; null: the text", null=True),
        ),
        migrations.RunPython(fill, migrations.RunPython.noop),
    ]
