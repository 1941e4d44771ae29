# The tenant foreign keys now name tenancy.Tenant (issue 14). The columns and constraints
# already reference the table that model uses, so only Django's state changes here.

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('synth', '0005_job_failure_codes'),
        ('tenancy', '0001_initial'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[],
            state_operations=[
                migrations.AlterField(
                    model_name='batch',
                    name='tenant',
                    field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='batches', to='tenancy.tenant'),
                ),
                migrations.AlterField(
                    model_name='clip',
                    name='tenant',
                    field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='clips', to='tenancy.tenant'),
                ),
                migrations.AlterField(
                    model_name='synthesisjob',
                    name='tenant',
                    field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='jobs', to='tenancy.tenant'),
                ),
            ],
        ),
    ]
