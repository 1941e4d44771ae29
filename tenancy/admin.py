"""Admin for tenants, their members and their API keys.

Reviewers and editors read their tenants; a tenant's admins also manage its members and
keys; only superusers add or delete tenants.
"""

from django import forms
from django.contrib import admin, messages
from django.contrib.admin.widgets import FilteredSelectMultiple
from django.contrib.auth import get_user_model
from django.utils import timezone

from normalize.normalizer import RULES
from tenancy.models import ApiKey, Membership, Tenant, TooManyKeys
from tenancy.roles import ADMIN
from tenancy.scoping import OWN_TENANTS, TenantScopedAdmin


def people_choices(request):
    """Users a tenant admin may pick: people of their own tenants (superusers: everyone)."""
    users = get_user_model().objects.all()
    if request.user.is_superuser:
        return users
    tenants = Tenant.objects.for_user(request.user, (ADMIN,))
    return users.filter(memberships__tenant__in=tenants).distinct()


class MembershipInline(admin.TabularInline):
    model = Membership
    extra = 0

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        if db_field.name == "user":
            kwargs["queryset"] = people_choices(request)
        return super().formfield_for_foreignkey(db_field, request, **kwargs)


class RevokeForm(forms.ModelForm):
    """A key is revoked by ticking a box (now), not by typing a date and time; a revoked
    key stays revoked (the date is read-only)."""

    revoke = forms.BooleanField(required=False, help_text="Refuse this key from now on.")

    def save(self, commit=True):
        if self.cleaned_data.get("revoke") and self.instance.revoked is None:
            self.instance.revoked = timezone.now()
        return super().save(commit)


class ApiKeyInline(admin.TabularInline):
    model = ApiKey
    form = RevokeForm
    extra = 0
    fields = ["name", "prefix", "created", "last_used", "revoked", "revoke"]
    readonly_fields = ["prefix", "created", "last_used", "revoked"]
    can_delete = False
    verbose_name_plural = "API keys in use (the revoked ones: API keys' list)"

    def has_add_permission(self, request, obj=None):
        return False  # keys are issued with the "issue a new API key" action, shown once

    def get_queryset(self, request):
        # The keys in use only (at most MAX_ACTIVE_KEYS): revoked ones piled up on the
        # tenant's page, past Django's field limit (the forty-first hostile pass, M-2).
        return super().get_queryset(request).filter(revoked__isnull=True)


class TenantForm(forms.ModelForm):
    """The rules to switch off are picked from the normalizer's, by name and description,
    with a filter box (600 and more: a raw JSON list asked an editor to know their names).
    The tenant's fallback clip is synth's (a synth.FallbackClip row): synth.fallback_admin adds
    its field to this form and registers this page again with it."""

    disabled_rules = forms.MultipleChoiceField(
        choices=[(name, f"{name}: {text}") for name, text in sorted(RULES.items())],
        required=False,
        widget=FilteredSelectMultiple("rules", is_stacked=False),
        # The widget's own titles name it; Django's label landed to the right of its boxes.
        label="",
        help_text="The chosen normalizer rules are switched off for this tenant's texts.",
    )


@admin.register(Tenant)
class TenantAdmin(TenantScopedAdmin):
    form = TenantForm
    list_display = ["slug", "name", "active", "lexicon_version", "created"]
    search_fields = ["slug", "name"]
    readonly_fields = ["lexicon_version", "created"]
    inlines = [MembershipInline, ApiKeyInline]
    actions = ["issue_api_key"]
    tenant_field = "pk"
    edit_roles = (ADMIN,)

    def has_add_permission(self, request, obj=None):
        return request.user.is_superuser

    def has_delete_permission(self, request, obj=None):
        return request.user.is_superuser

    def get_readonly_fields(self, request, obj=None):
        # Whether the tenant is active is the operator's (a superuser's) to say: every
        # "a deactivated tenant is refused" holds only if its own admins cannot switch it
        # back on (the twenty-first pass, M-1: one did, and its keys worked at once).
        fields = list(super().get_readonly_fields(request, obj))
        return fields if request.user.is_superuser else [*fields, "active"]

    def get_inlines(self, request, obj):
        return self.inlines if obj and self.has_change_permission(request, obj) else []

    @admin.action(description="Issue a new API key (shown once)")
    def issue_api_key(self, request, queryset):
        for tenant in queryset:  # get_actions checked the user is an admin of each
            try:
                _, raw = ApiKey.issue(tenant, name=f"issued by {request.user} in the admin")
            except TooManyKeys as exc:
                self.message_user(request, str(exc), messages.ERROR)
                continue
            self.message_user(
                request,
                f"New API key for {tenant}: {raw}  (copy it now: it is not shown again)",
                messages.WARNING,
            )


@admin.register(Membership)
class MembershipAdmin(TenantScopedAdmin):
    view_roles = (ADMIN,)  # not reviewers (tenancy.scoping)
    list_display = ["user", "tenant", "role"]
    list_filter = ["role", OWN_TENANTS]
    edit_roles = (ADMIN,)

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        if db_field.name == "user" and not request.user.is_superuser:
            # Tenant admins pick among people of their own tenants; superusers add others.
            kwargs["queryset"] = (
                get_user_model()
                .objects.filter(memberships__tenant__in=self.tenants(request, self.edit_roles))
                .distinct()
            )
        return super().formfield_for_foreignkey(db_field, request, **kwargs)


@admin.register(ApiKey)
class ApiKeyAdmin(TenantScopedAdmin):
    view_roles = (ADMIN,)  # not reviewers (tenancy.scoping)
    list_display = ["__str__", "tenant", "name", "created", "last_used", "revoked"]
    list_filter = [OWN_TENANTS]
    form = RevokeForm
    fields = ["tenant", "name", "prefix", "created", "last_used", "revoked", "revoke"]
    readonly_fields = ["tenant", "prefix", "created", "last_used", "revoked"]
    actions = ["revoke"]
    edit_roles = (ADMIN,)

    def has_add_permission(self, request, obj=None):
        return False  # see TenantAdmin's "issue a new API key" action

    @admin.action(description="Revoke the selected keys")
    def revoke(self, request, queryset):
        count = queryset.filter(revoked__isnull=True).update(revoked=timezone.now())
        self.message_user(request, f"Revoked {count} key(s).")
