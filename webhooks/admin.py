"""A tenant's webhook endpoints (its admins add and remove them) and the delivery log
(what was sent, how often, what came back), scoped like every admin (tenancy.scoping)."""

from django import forms
from django.contrib import admin, messages
from django.db import transaction

from tenancy.roles import ADMIN, EDITOR
from tenancy.scoping import OWN_TENANTS, ReadOnlyAdmin, TenantScopedAdmin
from webhooks.models import EVENTS, Delivery, DuplicateUrl, Endpoint, EndpointLimitReached
from webhooks.targets import TargetRefused, checked_url


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
            checked_url(url)  # no lookup here: a name's addresses are checked at delivery
        except TargetRefused as exc:
            raise forms.ValidationError(str(exc)) from None
        return url

    def clean(self):
        cleaned = super().clean()
        tenant, url = cleaned.get("tenant"), cleaned.get("url")
        if tenant is None or not url:
            return cleaned
        # The admin's add and change views run in one transaction, so the tenant's row
        # locked here stays locked through the save: a concurrent add waits, then sees this
        # one (a form error, never Endpoint.save's exception as a 500).
        endpoint = Endpoint(pk=self.instance.pk, tenant=tenant, url=url)
        try:
            with transaction.atomic():
                endpoint.check_room()
        except DuplicateUrl as exc:
            self.add_error("url", str(exc))
        except EndpointLimitReached as exc:
            raise forms.ValidationError(str(exc)) from None
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
