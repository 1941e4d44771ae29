from django.apps import AppConfig
from django.db.models.signals import post_migrate


class WebhooksConfig(AppConfig):
    name = "webhooks"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self):
        from metering.limits import characters_taken
        from synth.signals import batch_finished, job_ended
        from webhooks import events
        from webhooks.delivery import install_schedules

        job_ended.connect(events.job_ended, dispatch_uid="webhooks.job_ended")
        batch_finished.connect(events.batch_finished, dispatch_uid="webhooks.batch_finished")
        characters_taken.connect(events.quota_used, dispatch_uid="webhooks.quota_used")
        post_migrate.connect(install_schedules, sender=self)
