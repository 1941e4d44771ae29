# Tenant, Membership and ApiKey move here from lexicon (issue 14). Their tables exist and
# hold rows: this migration only tells Django's state that the models are tenancy's, still
# in the lexicon_* tables; 0002 renames the tables once no app's state points at lexicon's.

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):

    initial = True

    dependencies = [
        ('lexicon', '0002_fallback_clip'),
        ('synth', '0005_job_failure_codes'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.SeparateDatabaseAndState(
            database_operations=[],
            state_operations=[
                migrations.CreateModel(
                    name='Tenant',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('slug', models.SlugField(unique=True)),
                        ('name', models.CharField(max_length=200)),
                        ('active', models.BooleanField(default=True)),
                        ('disabled_rules', models.JSONField(blank=True, default=list)),
                        ('lexicon_version', models.PositiveIntegerField(default=0, editable=False)),
                        ('created', models.DateTimeField(auto_now_add=True)),
                        ('fallback_clip', models.ForeignKey(blank=True, help_text="a prepared 'please try again' clip, played to requests that ask for a fallback when synthesis fails or takes too long", null=True, on_delete=django.db.models.deletion.SET_NULL, related_name='+', to='synth.clip')),
                    ],
                    options={
                        'ordering': ['slug'],
                        'db_table': 'lexicon_tenant',
                    },
                ),
                migrations.CreateModel(
                    name='ApiKey',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('name', models.CharField(blank=True, max_length=100)),
                        ('prefix', models.CharField(editable=False, max_length=16, unique=True)),
                        ('key_hash', models.CharField(editable=False, max_length=64)),
                        ('created', models.DateTimeField(auto_now_add=True)),
                        ('last_used', models.DateTimeField(blank=True, editable=False, null=True)),
                        ('revoked', models.DateTimeField(blank=True, null=True)),
                        ('tenant', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='api_keys', to='tenancy.tenant')),
                    ],
                    options={
                        'verbose_name': 'API key',
                        'db_table': 'lexicon_apikey',
                    },
                ),
                migrations.CreateModel(
                    name='Membership',
                    fields=[
                        ('id', models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name='ID')),
                        ('role', models.CharField(choices=[('admin', 'admin: members, keys, lexicon and reviews'), ('editor', 'editor: lexicon and reviews'), ('reviewer', 'reviewer: reviews only')], default='reviewer', max_length=10)),
                        ('user', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='memberships', to=settings.AUTH_USER_MODEL)),
                        ('tenant', models.ForeignKey(on_delete=django.db.models.deletion.CASCADE, related_name='memberships', to='tenancy.tenant')),
                    ],
                    options={
                        'db_table': 'lexicon_membership',
                        'constraints': [models.UniqueConstraint(fields=('user', 'tenant'), name='one_role_per_tenant')],
                    },
                ),
            ],
        ),
    ]
