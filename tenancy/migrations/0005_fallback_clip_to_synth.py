# The tenant's fallback clip is a synth.FallbackClip row now (synth's 0017 copied it there):
# the column goes, and with it tenancy's last reference to a synth table. The dependency
# on synth stays in the history (0001 and this one); the state names no synth model.

from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [
        ("synth", "0017_fallback_clips"),
        ("tenancy", "0004_finished_audio"),
    ]

    operations = [
        migrations.RemoveField(model_name="tenant", name="fallback_clip"),
    ]
