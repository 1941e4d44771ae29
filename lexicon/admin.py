"""Admin for tenants, people, keys, lexicons and presets.

Staff who are not superusers see and edit only the rows of tenants they are members of,
with what their role allows: reviewers read, editors also edit the lexicon and presets,
admins also manage members and keys. Foreign-key choices are limited the same way.
"""

import json

from django import forms
from django.contrib import admin, messages
from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import HttpResponse
from django.shortcuts import redirect
from django.template.response import TemplateResponse
from django.urls import path, reverse

from lexicon import pls
from lexicon.imports import export_pls, import_pls
from lexicon.models import (
    LANGUAGE_CHOICES,
    ApiKey,
    LexiconChange,
    LexiconEntry,
    Membership,
    Tenant,
    VoicePreset,
)

ADMIN, EDITOR, REVIEWER = Membership.Role.ADMIN, Membership.Role.EDITOR, Membership.Role.REVIEWER
MAX_STYLE_BYTES = 2 * 1024 * 1024
# A plain "tenant" filter lists every tenant; this one only those in the (scoped) rows.
OWN_TENANTS = ("tenant", admin.RelatedOnlyFieldListFilter)


class TenantScopedAdmin(admin.ModelAdmin):
    """Rows reach staff only through their memberships; ``edit_roles`` may change them."""

    tenant_field = "tenant"
    edit_roles = (ADMIN, EDITOR)

    def tenants(self, request, roles=None):
        return Tenant.objects.for_user(request.user, roles)

    def tenant_of(self, obj):
        return getattr(obj, self.tenant_field)

    def get_queryset(self, request):
        queryset = super().get_queryset(request)
        if request.user.is_superuser:
            return queryset
        return queryset.filter(**{f"{self.tenant_field}__in": self.tenants(request)})

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        if db_field.name == self.tenant_field:
            kwargs["queryset"] = self.tenants(request, self.edit_roles)
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def has_module_permission(self, request):
        return request.user.is_superuser or self.tenants(request).exists()

    def has_view_permission(self, request, obj=None):
        if request.user.is_superuser:
            return True
        if obj is None:
            return self.tenants(request).exists()
        return self.tenants(request).filter(pk=self.tenant_of(obj).pk).exists()

    def has_change_permission(self, request, obj=None):
        if request.user.is_superuser:
            return True
        allowed = self.tenants(request, self.edit_roles)
        return allowed.filter(pk=self.tenant_of(obj).pk).exists() if obj else allowed.exists()

    def has_add_permission(self, request, obj=None):
        return request.user.is_superuser or self.tenants(request, self.edit_roles).exists()

    def has_delete_permission(self, request, obj=None):
        return self.has_change_permission(request, obj)


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


class ApiKeyInline(admin.TabularInline):
    model = ApiKey
    extra = 0
    fields = ["name", "prefix", "created", "last_used", "revoked"]
    readonly_fields = ["prefix", "created", "last_used"]
    can_delete = False

    def has_add_permission(self, request, obj=None):
        return False  # keys are issued with the "issue a new API key" action, shown once


@admin.register(Tenant)
class TenantAdmin(TenantScopedAdmin):
    list_display = ["slug", "name", "active", "lexicon_version", "created"]
    search_fields = ["slug", "name"]
    readonly_fields = ["lexicon_version", "created"]
    inlines = [MembershipInline, ApiKeyInline]
    actions = ["issue_api_key"]
    edit_roles = (ADMIN,)

    def tenant_of(self, obj):
        return obj

    def get_queryset(self, request):
        queryset = admin.ModelAdmin.get_queryset(self, request)
        return (
            queryset if request.user.is_superuser else queryset.filter(pk__in=self.tenants(request))
        )

    def has_add_permission(self, request, obj=None):
        return request.user.is_superuser

    def has_delete_permission(self, request, obj=None):
        return request.user.is_superuser

    def get_form(self, request, obj=None, **kwargs):
        self._editing = obj  # whose clips the fallback clip may be chosen from
        return super().get_form(request, obj, **kwargs)

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        if db_field.name == "fallback_clip":
            from synth.models import Clip

            kwargs["queryset"] = Clip.objects.filter(tenant=getattr(self, "_editing", None))
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def get_inlines(self, request, obj):
        return self.inlines if obj and self.has_change_permission(request, obj) else []

    @admin.action(description="Issue a new API key (shown once)")
    def issue_api_key(self, request, queryset):
        for tenant in queryset:
            if not self.has_change_permission(request, tenant):
                raise PermissionDenied
            _, raw = ApiKey.issue(tenant, name=f"issued by {request.user} in the admin")
            self.message_user(
                request,
                f"New API key for {tenant}: {raw}  (copy it now: it is not shown again)",
                messages.WARNING,
            )


@admin.register(Membership)
class MembershipAdmin(TenantScopedAdmin):
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
    list_display = ["__str__", "tenant", "name", "created", "last_used", "revoked"]
    list_filter = [OWN_TENANTS]
    fields = ["tenant", "name", "prefix", "created", "last_used", "revoked"]
    readonly_fields = ["tenant", "prefix", "created", "last_used"]
    actions = ["revoke"]
    edit_roles = (ADMIN,)

    def has_add_permission(self, request, obj=None):
        return False  # see TenantAdmin's "issue a new API key" action

    @admin.action(description="Revoke the selected keys")
    def revoke(self, request, queryset):
        from django.utils import timezone

        allowed = queryset.filter(tenant__in=self.tenants(request, self.edit_roles))
        count = allowed.filter(revoked__isnull=True).update(revoked=timezone.now())
        self.message_user(request, f"Revoked {count} key(s).")


class TryItForm(forms.Form):
    tenant = forms.ModelChoiceField(queryset=Tenant.objects.none())
    lang = forms.ChoiceField(choices=LANGUAGE_CHOICES, initial="en")
    text = forms.CharField(widget=forms.Textarea(attrs={"rows": 3, "cols": 80}), max_length=5000)


class PlsExportForm(forms.Form):
    """The lexicon page's export box. Prefixed (export-tenant, export-lang) because it sits
    beside the Try it box, whose fields would otherwise share its element ids."""

    prefix = "export"
    tenant = forms.ModelChoiceField(queryset=Tenant.objects.none())
    lang = forms.ChoiceField(choices=LANGUAGE_CHOICES, initial="en")


class PlsImportForm(forms.Form):
    tenant = forms.ModelChoiceField(queryset=Tenant.objects.none())
    file = forms.FileField(help_text="a W3C PLS 1.0 lexicon (.pls or .xml)")
    all_languages = forms.BooleanField(
        required=False, help_text="import for every language instead of the file's xml:lang"
    )


@admin.register(LexiconEntry)
class LexiconEntryAdmin(TenantScopedAdmin):
    list_display = [
        "term",
        "alias",
        "language",
        "enabled",
        "needs_alias",
        "case_sensitive",
        "whole_word",
        "tenant",
        "updated_at",
        "updated_by",
    ]
    list_editable = ["alias", "enabled"]
    list_filter = [
        "language",
        "enabled",
        "needs_alias",
        "case_sensitive",
        "whole_word",
        OWN_TENANTS,
    ]
    search_fields = ["term", "alias", "note"]
    readonly_fields = ["updated_at", "updated_by"]
    change_list_template = "admin/lexicon/lexiconentry/change_list.html"

    def save_model(self, request, obj, form, change):
        obj.updated_by = request.user
        super().save_model(request, obj, form, change)

    def delete_model(self, request, obj):
        obj.updated_by = request.user
        obj.delete()

    def delete_queryset(self, request, queryset):
        for obj in queryset:  # one by one, so each deletion is in the history
            self.delete_model(request, obj)

    def get_urls(self):
        view = self.admin_site.admin_view
        return [
            path("try/", view(self.try_view), name="lexicon_lexiconentry_try"),
            path("import-pls/", view(self.import_view), name="lexicon_lexiconentry_import"),
            path("export-pls/", view(self.export_view), name="lexicon_lexiconentry_export"),
        ] + super().get_urls()

    def changelist_view(self, request, extra_context=None):
        tenants = self.tenants(request)
        try_form, export_form = TryItForm(), PlsExportForm()
        try_form.fields["tenant"].queryset = export_form.fields["tenant"].queryset = tenants
        extra_context = {**(extra_context or {}), "try_form": try_form, "export_form": export_form}
        return super().changelist_view(request, extra_context)

    def try_view(self, request):
        """Show what the normalizer makes of a text for a tenant, and which rules fired."""
        if not self.has_view_permission(request):
            raise PermissionDenied
        form = TryItForm(request.GET or None)
        form.fields["tenant"].queryset = self.tenants(request)
        result = form.is_valid() and form.cleaned_data["tenant"].normalizer()(
            form.cleaned_data["text"], form.cleaned_data["lang"]
        )
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": "Try the normalizer",
            "form": form,
            "result": result,
        }
        return TemplateResponse(request, "admin/lexicon/lexiconentry/try.html", context)

    def import_view(self, request):
        if not self.has_add_permission(request):
            raise PermissionDenied
        form = PlsImportForm(request.POST or None, request.FILES or None)
        form.fields["tenant"].queryset = self.tenants(request, self.edit_roles)
        if request.method == "POST" and form.is_valid():
            upload = form.cleaned_data["file"]
            if upload.size > pls.MAX_BYTES:
                form.add_error("file", f"the file is larger than {pls.MAX_BYTES:,} bytes")
            else:
                try:
                    report = import_pls(
                        form.cleaned_data["tenant"],
                        upload.read(),
                        request.user,
                        form.cleaned_data["all_languages"],
                    )
                except pls.PlsError as exc:
                    form.add_error("file", f"{upload.name}: {exc}; nothing was imported")
                else:
                    self.message_user(
                        request, f"Imported {upload.name}: {report}", messages.SUCCESS
                    )
                    return redirect(reverse("admin:lexicon_lexiconentry_changelist"))
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": "Import a PLS lexicon",
            "form": form,
        }
        return TemplateResponse(request, "admin/lexicon/lexiconentry/import.html", context)

    def export_view(self, request):
        form = PlsExportForm(request.GET)
        form.fields["tenant"].queryset = self.tenants(request)
        if not form.is_valid():
            messages.error(request, "Choose one of your tenants and a language to export.")
            return redirect(reverse("admin:lexicon_lexiconentry_changelist"))
        tenant, lang = form.cleaned_data["tenant"], form.cleaned_data["lang"]
        response = HttpResponse(export_pls(tenant, lang), content_type="application/pls+xml")
        response["Content-Disposition"] = f'attachment; filename="{tenant.slug}-{lang}.pls"'
        return response


class ReadOnlyAdmin(TenantScopedAdmin):
    """A page to look at (a history, a dashboard), not to edit."""

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(LexiconChange)
class LexiconChangeAdmin(ReadOnlyAdmin):
    list_display = ["at", "tenant", "term", "action", "user", "via", "version", "summary"]
    list_filter = ["action", OWN_TENANTS]
    search_fields = ["term"]


class VoicePresetForm(forms.ModelForm):
    style_file = forms.FileField(
        required=False,
        help_text="a voice style JSON from the vendor's voice builder (style_ttl [1,50,256], "
        "style_dp [1,8,16]); replaces the built-in voice",
    )

    class Meta:
        model = VoicePreset
        fields = [
            "tenant",
            "name",
            "voice",
            "style_file",
            "language",
            "speed",
            "steps",
            "seed",
            "silence",
            "is_default",
            "fallback_clip",
        ]

    def clean(self):
        upload = self.cleaned_data.get("style_file")
        if upload:
            if upload.size > MAX_STYLE_BYTES:
                raise ValidationError(f"the style file is larger than {MAX_STYLE_BYTES:,} bytes")
            try:
                data = json.loads(upload.read())
            except ValueError as exc:
                raise ValidationError(f"{upload.name}: not JSON ({exc})") from None
            self.instance.set_style(data, upload.name)
            self.cleaned_data["voice"] = ""
        elif self.cleaned_data.get("voice"):
            self.instance.style, self.instance.style_digest = None, ""
        return super().clean()


@admin.register(VoicePreset)
class VoicePresetAdmin(TenantScopedAdmin):
    form = VoicePresetForm
    list_display = [
        "name",
        "tenant",
        "voice_label",
        "language",
        "speed",
        "steps",
        "seed",
        "silence",
        "is_default",
    ]
    list_filter = ["language", "is_default", OWN_TENANTS]
    search_fields = ["name"]

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        if db_field.name == "fallback_clip":
            from synth.models import Clip

            kwargs["queryset"] = Clip.objects.filter(tenant__in=self.tenants(request))
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    @admin.display(description="voice")
    def voice_label(self, obj):
        return obj.voice or f"uploaded style {obj.style_digest[:10]}"
