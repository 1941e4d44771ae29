# Tenant, Membership and ApiKey are tenancy's now (tenancy 0001, issue 14): lexicon's
# foreign keys name tenancy.Tenant and its state forgets the three models. Nothing in the
# database changes: the tables and their rows are tenancy's (tenancy 0002 renames them).

import django.db.models.deletion
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('lexicon', '0002_fallback_clip'),
        ('review', '0002_tenant_moved_to_tenancy'),
        ('synth', '0006_tenant_moved_to_tenancy'),
        ('tenancy', '0001_initial'),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[],
            state_operations=[
                migrations.AlterField(
                    model_name='lexiconentry',
                    name='tenant',
                    field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='entries', to='tenancy.tenant'),
                ),
                migrations.AlterField(
                    model_name='lexiconchange',
                    name='tenant',
                    field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='lexicon_changes', to='tenancy.tenant'),
                ),
                migrations.AlterField(
                    model_name='voicepreset',
                    name='tenant',
                    field=models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='presets', to='tenancy.tenant'),
                ),
                migrations.DeleteModel(name='ApiKey'),
                migrations.DeleteModel(name='Membership'),
                migrations.DeleteModel(name='Tenant'),
            ],
        ),
    ]
