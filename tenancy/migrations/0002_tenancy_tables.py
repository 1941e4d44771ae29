# The tables take the app's name (lexicon_tenant -> tenancy_tenant, ...). A rename, not a
# copy: PostgreSQL's foreign keys reference a table, not its name, and SQLite (3.26+, with
# legacy_alter_table off, as Django sets it) rewrites the other tables' REFERENCES clauses;
# the rows, ids and id sequences stay as they are. The content types (and so permissions
# and admin history) move with the models instead of being recreated empty.

from django.db import migrations

MODELS = ("tenant", "membership", "apikey")


def relabel(old, new):
    def run(apps, schema_editor):
        types = apps.get_model("contenttypes", "ContentType").objects.using(
            schema_editor.connection.alias
        )
        for model in MODELS:
            if not types.filter(app_label=new, model=model).exists():
                types.filter(app_label=old, model=model).update(app_label=new)

    return run


class Migration(migrations.Migration):

    dependencies = [
        ('contenttypes', '0002_remove_content_type_name'),
        ('lexicon', '0003_tenancy_models_moved'),
        ('tenancy', '0001_initial'),
    ]

    operations = [
        migrations.AlterModelTable(name='tenant', table=None),
        migrations.AlterModelTable(name='membership', table=None),
        migrations.AlterModelTable(name='apikey', table=None),
        migrations.RunPython(relabel("lexicon", "tenancy"), relabel("tenancy", "lexicon")),
    ]
