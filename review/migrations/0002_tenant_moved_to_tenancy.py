# The tenant foreign keys now name tenancy.Tenant (issue 14). The columns and constraints
# already reference the table that model uses, so only Django's state changes here.

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('review', '0001_initial'),
        ('tenancy', '0001_initial'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[],
            state_operations=[
                migrations.AlterField(
                    model_name='testset',
                    name='tenant',
                    field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='test_sets', to='tenancy.tenant'),
                ),
                migrations.AlterField(
                    model_name='usageday',
                    name='tenant',
                    field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='+', to='tenancy.tenant'),
                ),
            ],
        ),
    ]
