"""The fallback clips on the admin's tenant and preset pages (synth.FallbackClip rows).

A tenant's fallback clip is edited on the tenant's page, which is tenancy's
(tenancy.admin.TenantAdmin): tenancy sits below synth and cannot name a clip, so synth
registers that page again here, with the field added. The preset's page (synth.admin)
uses the same field. Each field offers only the clips of the tenants it may (the tenant
being edited; the user's tenants on the preset's page, which then checks that the clip is
the preset's tenant's own), chosen per form, never kept on the shared ModelAdmin.
"""

from django import forms
from django.contrib import admin
from django.core.exceptions import ValidationError

import tenancy.admin
from lexicon.models import lexicon_requests
from metering.limits import LimitReached, admit
from synth.models import Clip, FallbackClip
from tenancy.models import Tenant

OTHER_TENANTS_CLIP = "choose one of this tenant's clips"


def clip_field(help_text: str) -> forms.ModelChoiceField:
    """A clip by its number, typed: a list of every clip of a tenant with 20,000 of them
    made each page view 3 s of web CPU and 1.1 MB (a thirteenth hostile pass, M-4)."""
    return forms.ModelChoiceField(
        queryset=Clip.objects.none(),
        required=False,
        label="Fallback clip",
        help_text=f"{help_text} (the clip's number, as in its page's address)",
        widget=forms.TextInput(attrs={"size": 12, "inputmode": "numeric"}),
    )


class TenantFallbackForm(tenancy.admin.TenantForm):
    """The tenant's form, with its fallback clip: one of its own clips (a tenant being
    added, with no pk yet, has none)."""

    fallback_clip = clip_field(
        "a prepared 'please try again' clip, played to requests that ask for a fallback "
        "when synthesis fails or takes too long"
    )

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if "fallback_clip" in self.fields:
            field = self.fields["fallback_clip"]
            field.queryset = Clip.objects.filter(tenant_id=self.instance.pk)
            if self.instance.pk is not None:
                field.initial = FallbackClip.objects.own(self.instance)

    def clean_disabled_rules(self):
        """A change of the rules switched off is a new normalizer for every process and
        worker to compile, as a lexicon write is: counted against the tenant's rate as one
        (lexicon.models.lexicon_requests), or refused past it. It was free: a toggle then a
        burst of the tenant's requests stalled the web tier again and again (the
        thirty-seventh hostile pass, H-1)."""
        rules = self.cleaned_data.get("disabled_rules")
        if self.instance.pk is not None and "disabled_rules" in self.changed_data:
            try:
                admit(self.instance, lexicon_requests(self.instance.pk))
            except LimitReached as exc:
                raise ValidationError(f"the rules were not changed: {exc}") from None
        return rules

    def clean_fallback_clip(self):
        clip = self.cleaned_data.get("fallback_clip")
        if clip is not None and self.instance.pk is not None:
            try:  # fallback clips are never pruned: they have a room of their own
                FallbackClip.objects.check_room(self.instance.pk, clip, None)
            except ValidationError as exc:
                raise ValidationError(exc.message_dict["fallback_clip"]) from None
        return clip

    def save_fallback(self) -> None:
        if "fallback_clip" in self.cleaned_data:
            clip = self.cleaned_data["fallback_clip"]
            FallbackClip.objects.choose(self.instance, None, clip)


class FallbackAdminMixin:
    """Writes the form's fallback clip once the object is saved, and shows it on a
    read-only page."""

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        form.save_fallback()

    @admin.display(description="fallback clip")
    def fallback_clip(self, obj):
        if obj is None or obj.pk is None:
            return None
        return FallbackClip.objects.own(*self.fallback_owner(obj))


admin.site.unregister(Tenant)


@admin.register(Tenant)
class TenantAdmin(FallbackAdminMixin, tenancy.admin.TenantAdmin):
    form = TenantFallbackForm

    def fallback_owner(self, obj):
        return obj, None

    def get_fields(self, request, obj=None):
        """The fallback clip where the column was: after the switched-off rules."""
        fields = [name for name in super().get_fields(request, obj) if name != "fallback_clip"]
        at = fields.index("disabled_rules") + 1 if "disabled_rules" in fields else len(fields)
        return [*fields[:at], "fallback_clip", *fields[at:]]
