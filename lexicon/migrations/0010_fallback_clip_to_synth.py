# A preset's fallback clip is a synth.FallbackClip row now (synth's 0017 copied it there):
# the column goes, and with it lexicon's last reference to a synth table. The dependency
# on synth stays in the history (0002 and this one); the state names no synth model.

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("lexicon", "0009_alter_lexiconentry_note"),
        ("synth", "0017_fallback_clips"),
    ]

    operations = [
        migrations.RemoveField(model_name="voicepreset", name="fallback_clip"),
    ]
