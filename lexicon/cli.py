"""What the commands that speak for a tenant share: finding the tenant and preset."""

from lexicon.models import VoicePreset
from tenancy.models import Tenant


class NotFound(LookupError):
    pass


def tenant_and_preset(
    slug: str | None, preset: str | None
) -> tuple[Tenant | None, VoicePreset | None]:
    """The tenant named ``slug`` and its preset named ``preset`` (None where not asked for).

    Without ``--preset`` a tenant's default preset applies, if it has one."""
    if slug is None:
        if preset is not None:
            raise NotFound("--preset needs --tenant")
        return None, None
    tenant = Tenant.objects.filter(slug=slug).first()
    if tenant is None:
        raise NotFound(f"no tenant {slug!r}")
    presets = tenant.presets.all()
    found = (
        presets.filter(name=preset).first() if preset else presets.filter(is_default=True).first()
    )
    if preset and found is None:
        names = ", ".join(presets.values_list("name", flat=True)) or "none yet"
        raise NotFound(f"tenant {slug!r} has no preset {preset!r} (presets: {names})")
    return tenant, found


def normalizer_for(tenant: Tenant | None):
    """The tenant's normalizer, or the built-in rules alone."""
    from normalize import Normalizer

    return tenant.normalizer() if tenant else Normalizer([])
