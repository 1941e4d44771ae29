from django.db import migrations, models


class Migration(migrations.Migration):
    """LimitCounter, moved from ops with its table (ops_limitcounter, made by ops 0001)."""

    dependencies = [("metering", "0001_usage"), ("ops", "0002_limit_counter_to_metering")]

    operations = [
        migrations.SeparateDatabaseAndState(
            state_operations=[
                migrations.CreateModel(
                    name="LimitCounter",
                    fields=[
                        (
                            "name",
                            models.CharField(max_length=200, primary_key=True, serialize=False),
                        ),
                        ("value", models.BigIntegerField()),
                        ("expires", models.BigIntegerField(db_index=True)),
                    ],
                    options={"db_table": "ops_limitcounter"},
                )
            ]
        )
    ]
