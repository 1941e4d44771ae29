from django.apps import AppConfig
from django.db.models.signals import post_migrate


class SynthConfig(AppConfig):
    name = "synth"
    verbose_name = "Synthesis"

    def ready(self):
        from synth.housekeeping import install_schedules

        # Every migrate (make run starts with one) creates or updates our schedules.
        post_migrate.connect(install_schedules, sender=self)
