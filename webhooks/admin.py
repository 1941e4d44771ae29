"""A tenant's webhook endpoints (its admins add and remove them) and the delivery log
(what was sent, how often, what came back), scoped like every admin (tenancy.scoping)."""

from django import forms
from django.conf import settings
from django.contrib import admin, messages

from tenancy.roles import ADMIN, EDITOR
from tenancy.scoping import OWN_TENANTS, ReadOnlyAdmin, TenantScopedAdmin
from webhooks.models import EVENTS, Delivery, DuplicateUrl, Endpoint, check_unique_url
from webhooks.targets import TargetRefused, checked_target


class EndpointForm(forms.ModelForm):
    url = forms.URLField(max_length=500, assume_scheme="https", help_text="https:// only")
    events = forms.MultipleChoiceField(
        choices=EVENTS,
        required=False,
        widget=forms.CheckboxSelectMultiple,
        help_text="none: every event",
    )

    class Meta:
        model = Endpoint
        fields = ["tenant", "url", "events", "description", "active"]

    def clean_url(self):
        url = self.cleaned_data["url"]
        try:
            checked_target(url)
        except TargetRefused as exc:
            raise forms.ValidationError(str(exc)) from None
        return url

    def clean(self):
        cleaned = super().clean()
        tenant = cleaned.get("tenant")
        if tenant is not None and cleaned.get("url"):
            try:
                check_unique_url(tenant, cleaned["url"], self.instance)
            except DuplicateUrl as exc:
                self.add_error("url", str(exc))
        if self.instance.pk is None and tenant is not None:
            if tenant.webhook_endpoints.count() >= settings.WEBHOOK_MAX_ENDPOINTS:
                raise forms.ValidationError(
                    f"a tenant has at most {settings.WEBHOOK_MAX_ENDPOINTS} webhook endpoints"
                )
        return cleaned


@admin.register(Endpoint)
class EndpointAdmin(TenantScopedAdmin):
    form = EndpointForm
    list_display = ["url", "tenant", "active", "created"]
    list_filter = [OWN_TENANTS, "active"]
    view_roles = (ADMIN, EDITOR)
    edit_roles = (ADMIN,)

    def save_model(self, request, obj, form, change):
        super().save_model(request, obj, form, change)
        if not change:
            # The secret is shown this once; the endpoint's page never shows it again.
            self.message_user(
                request,
                f"Signing secret for {obj.url}: {obj.secret} (copy it now; it is not shown again)",
                messages.WARNING,
            )


@admin.register(Delivery)
class DeliveryAdmin(ReadOnlyAdmin):
    list_display = ["event", "endpoint", "status", "attempts", "response_code", "next_try"]
    list_filter = [OWN_TENANTS, "status", "event"]
    list_select_related = ["endpoint"]
    view_roles = (ADMIN, EDITOR)
    fields = [
        "tenant",
        "endpoint",
        "event",
        "event_id",
        "status",
        "attempts",
        "response_code",
        "response_excerpt",
        "error",
        "created",
        "last_try",
        "next_try",
        "body",
    ]
    readonly_fields = fields
