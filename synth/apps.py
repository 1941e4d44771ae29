from django.apps import AppConfig


class SynthConfig(AppConfig):
    name = "synth"
    verbose_name = "Synthesis"
