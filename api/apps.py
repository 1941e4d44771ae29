from django.apps import AppConfig
from django.db.models.signals import post_delete, post_save, pre_save


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
        pre_save.connect(_tenant_before, sender=VoicePreset, dispatch_uid="hits-VoicePreset-pre")


def _tenant_before(sender, instance, **kwargs):
    """The tenant a preset is saved away from (moved to another by a member of both):
    its remembered answers named the preset too (the twenty-eighth pass, L-3)."""
    if instance.pk is not None:
        instance._hits_tenant_before = (
            sender.objects.filter(pk=instance.pk).values_list("tenant_id", flat=True).first()
        )


def _tenant_changed(sender, instance, **kwargs):
    from api.hits import tenant_changed

    tenant_changed(instance.tenant_id)
    before = getattr(instance, "_hits_tenant_before", None)
    if before is not None and before != instance.tenant_id:
        tenant_changed(before)
