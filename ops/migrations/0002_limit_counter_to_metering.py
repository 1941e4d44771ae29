from django.db import migrations


class Migration(migrations.Migration):
    """LimitCounter moved to metering (metering.limits); its table stays where it is."""

    dependencies = [("ops", "0001_limit_counter")]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[migrations.DeleteModel(name="LimitCounter")]
        )
    ]
