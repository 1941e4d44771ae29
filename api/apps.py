from django.apps import AppConfig
from django.db.models.signals import post_delete, post_save


class ApiConfig(AppConfig):
    name = "api"
    verbose_name = "API"

    def ready(self):
        from lexicon.models import VoicePreset
        from synth.models import Clip

        # Remembered answers (api/hits.py) depend on the tenant's presets and clips.
        for signal, sender in (
            (post_save, VoicePreset),
            (post_delete, VoicePreset),
            (post_delete, Clip),
        ):
            signal.connect(
                _tenant_changed, sender=sender, dispatch_uid=f"hits-{sender.__name__}-{id(signal)}"
            )


def _tenant_changed(sender, instance, **kwargs):
    from api.hits import tenant_changed

    tenant_changed(instance.tenant_id)
