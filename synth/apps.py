from django.apps import AppConfig
from django.db.models.signals import post_migrate


class SynthConfig(AppConfig):
    name = "synth"
    verbose_name = "Synthesis"

    def ready(self):
        from django_q.signals import post_spawn

        from synth import batches, signals
        from synth.housekeeping import install_schedules
        from synth.recovery import beat_while_working
        from synth.worker import load_model_at_start, yield_to_the_web

        # In each new worker process, before its first task: lower its priority, then
        # load the model (so that priority applies to the load too).
        post_spawn.connect(yield_to_the_web, dispatch_uid="synth.yield_to_the_web")
        post_spawn.connect(beat_while_working, dispatch_uid="synth.beat_while_working")
        post_spawn.connect(load_model_at_start, dispatch_uid="synth.load_model_at_start")

        signals.job_ended.connect(batches.job_ended, dispatch_uid="synth.batches.job_ended")

        # Every migrate (make run starts with one) creates or updates our schedules.
        post_migrate.connect(install_schedules, sender=self)
