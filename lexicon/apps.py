from django.apps import AppConfig
from django.db.models.signals import post_migrate


class LexiconConfig(AppConfig):
    name = "lexicon"
    verbose_name = "Lexicons"

    def ready(self):
        from lexicon.history import install_schedules

        post_migrate.connect(install_schedules, sender=self)
