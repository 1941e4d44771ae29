"""The admin's tenant scoping, shared by every app's admin.

Staff who are not superusers see and edit only the rows of tenants they are members of,
with what their role allows (tenancy.roles). Foreign-key choices are limited the same way.
"""

import functools

from django.contrib import admin
from django.contrib.admin import helpers
from django.core.exceptions import PermissionDenied
from django.forms.models import BaseModelFormSet
from django.http import Http404
from django.template.response import TemplateResponse

from tenancy.models import Tenant
from tenancy.roles import ADMIN, EDITOR, may

# A plain "tenant" filter lists every tenant; this one only those in the (scoped) rows.
OWN_TENANTS = ("tenant", admin.RelatedOnlyFieldListFilter)


def number_from(value) -> int | None:
    """A database id from a query value ("12"), or None for anything else ("abc", "1e5",
    "²", a NUL, a number no column holds)."""
    if value and value.isascii() and value.isdigit() and len(value) <= 18:
        return int(value)
    return None


class BulkEditFormSet(BaseModelFormSet):
    """The change list's bulk edit (list_editable). Django asks has_change_permission
    once for the whole list, so each row asks for its own tenant here: rows the user may
    only read are shown disabled, and a POST that sends values for them is refused."""

    writable = None  # a callable(obj) -> bool, set on the per-request subclass

    def add_fields(self, form, index):
        super().add_fields(form, index)
        if form.instance.pk is None:
            if self.is_bound:  # a row the user cannot see: gone, or another tenant's
                raise Http404("no such row")
            return
        if self.writable(form.instance):
            return
        pk_name = self.model._meta.pk.name
        for name, field in form.fields.items():
            if name != pk_name:
                field.disabled = True
                # A browser never sends a disabled input: these values are forged.
                if self.is_bound and form.add_prefix(name) in self.data:
                    raise PermissionDenied


class TenantScopedAdmin(admin.ModelAdmin):
    """Rows reach staff only through their memberships; ``view_roles`` may see them and
    ``edit_roles`` change them.

    Every write path asks ``may_write`` about the tenant of each row it writes: the
    change and delete views (has_change_permission), save_model and delete_model (the
    tenant a row is saved to, after the form), bulk delete, the bulk edit of the change
    list (BulkEditFormSet) and every action (get_actions)."""

    tenant_field = "tenant"
    edit_roles = (ADMIN, EDITOR)
    # Who may see the rows at all (None: every role). A reviewer sees what reviewing needs
    # (clips, the review queue), not a tenant's lexicon, presets, members or keys.
    view_roles = None

    def tenants(self, request, roles=None):
        """The user's tenants whose rows they may see here, or act in with ``roles``."""
        return Tenant.objects.for_user(request.user, roles or self.view_roles)

    def tenant_id_of(self, obj):
        return obj.pk if self.tenant_field == "pk" else getattr(obj, f"{self.tenant_field}_id")

    def may_write(self, request, obj) -> bool:
        """Whether the user may write ``obj`` in its tenant, as it is stored and as it is
        about to be saved (a form may have changed its tenant)."""
        if request.user.is_superuser:
            return True
        tenants = {self.tenant_id_of(obj)}
        stored = obj.pk is not None and self.model._default_manager.filter(pk=obj.pk).first()
        if stored:
            tenants.add(self.tenant_id_of(stored))
        return all(may(request.user, tenant, self.edit_roles) for tenant in tenants)

    def check_writable(self, request, queryset, roles=None):
        """PermissionDenied unless the user may write every row of ``queryset``."""
        if request.user.is_superuser:
            return
        allowed = self.tenants(request, roles or self.edit_roles)
        if queryset.exclude(**{f"{self.tenant_field}__in": allowed}).exists():
            raise PermissionDenied

    def get_queryset(self, request):
        queryset = super().get_queryset(request)
        if request.user.is_superuser:
            return queryset
        return queryset.filter(**{f"{self.tenant_field}__in": self.tenants(request)})

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        if db_field.name == self.tenant_field:
            kwargs["queryset"] = tenants = self.tenants(request, self.edit_roles)
            only = list(tenants[:2])
            if len(only) == 1:  # a one-tenant editor: that tenant, chosen already
                kwargs.setdefault("initial", only[0].pk)
                kwargs.setdefault("empty_label", None)
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def has_module_permission(self, request):
        return request.user.is_superuser or self.tenants(request).exists()

    def has_view_permission(self, request, obj=None):
        if request.user.is_superuser:
            return True
        if obj is None:
            return self.tenants(request).exists()
        return may(request.user, self.tenant_id_of(obj), self.view_roles)

    def has_change_permission(self, request, obj=None):
        if request.user.is_superuser:
            return True
        if obj is None:
            return self.tenants(request, self.edit_roles).exists()
        return self.may_write(request, obj)

    def has_add_permission(self, request, obj=None):
        return request.user.is_superuser or self.tenants(request, self.edit_roles).exists()

    def has_delete_permission(self, request, obj=None):
        return self.has_change_permission(request, obj)

    def save_model(self, request, obj, form, change):
        if not self.may_write(request, obj):
            raise PermissionDenied
        super().save_model(request, obj, form, change)

    def delete_model(self, request, obj):
        if not self.may_write(request, obj):
            raise PermissionDenied
        super().delete_model(request, obj)

    def delete_queryset(self, request, queryset):
        self.check_writable(request, queryset)
        super().delete_queryset(request, queryset)

    def get_changelist_formset(self, request, **kwargs):
        kwargs.setdefault("formset", BulkEditFormSet)
        formset = super().get_changelist_formset(request, **kwargs)
        # A class made for this request: the check may hold the request.
        formset.writable = staticmethod(lambda obj: self.may_write(request, obj))
        return formset

    def get_actions(self, request):
        # Every action writes: someone who may write in none of their tenants sees none
        # (no action bar, no checkboxes) rather than a choice that can only be refused,
        # and a posted action (forged: there was none to choose) is refused like any write.
        if not request.user.is_superuser and not self.tenants(request, self.edit_roles).exists():
            if request.method == "POST" and "action" in request.POST:
                raise PermissionDenied
            return {}
        # An action gets the selected rows of every tenant the user may see.
        return {
            name: (self.checked(func), name, description)
            for name, (func, name, description) in super().get_actions(request).items()
        }

    @staticmethod
    def checked(action):
        """``action``, refused unless the user may write every selected row."""

        @functools.wraps(action)
        def run(model_admin, request, queryset):
            selected = set(request.POST.getlist(helpers.ACTION_CHECKBOX_NAME))
            if not request.POST.get("select_across") and queryset.count() < len(selected):
                raise Http404("no such rows")  # gone, or another tenant's: like a missing one
            model_admin.check_writable(request, queryset)
            return action(model_admin, request, queryset)

        return run


class ReadOnlyAdmin(TenantScopedAdmin):
    """A page to look at (a history, a dashboard), not to edit."""

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


# --- pages over the tenants one may see (the dashboard, a tenant's usage) -----------------

DAY_CHOICES = [7, 14, 30, 90]


def admin_page(request, model_admin, title: str, template: str, context: dict) -> TemplateResponse:
    """An admin page: the admin's own context (its menu, the user) and this page's."""
    context = {
        **model_admin.admin_site.each_context(request),
        "opts": model_admin.model._meta,
        "title": title,
        **context,
    }
    return TemplateResponse(request, template, context)


def days_from(value, default: int = 14) -> int:
    """The dashboard's span in days, from a query value: 1 to 365."""
    try:
        return min(365, max(1, int(value)))
    except (TypeError, ValueError):
        return default


def page_scope(request, model_admin, days: int) -> tuple:
    """The tenants a page sums (``?tenant=`` one of the user's, else all of them) and its
    context's scope: the tenants, the one chosen, the ``?days=`` asked (``days`` unless)."""
    tenants = model_admin.tenants(request)
    chosen = tenants.filter(pk=number_from(request.GET.get("tenant"))).first()
    asked = days_from(request.GET.get("days", days), default=days)
    scope = tenants.filter(pk=chosen.pk) if chosen else tenants
    return scope, {"tenants": tenants, "chosen": chosen, "days": asked, "day_choices": DAY_CHOICES}
