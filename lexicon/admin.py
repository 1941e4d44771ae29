"""Admin for tenants, people, keys, lexicons and presets.

Staff who are not superusers see and edit only the rows of tenants they are members of,
with what their role allows: reviewers read, editors also edit the lexicon and presets,
admins also manage members and keys. Foreign-key choices are limited the same way.
"""

import functools
import json

from django import forms
from django.conf import settings
from django.contrib import admin, messages
from django.contrib.admin import helpers
from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied, ValidationError
from django.forms.models import BaseModelFormSet
from django.http import Http404, HttpResponse
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
from lexicon.normalize import OutputTooLong

ADMIN, EDITOR, REVIEWER = Membership.Role.ADMIN, Membership.Role.EDITOR, Membership.Role.REVIEWER
MAX_STYLE_BYTES = 2 * 1024 * 1024
# A plain "tenant" filter lists every tenant; this one only those in the (scoped) rows.
OWN_TENANTS = ("tenant", admin.RelatedOnlyFieldListFilter)


def may(user, tenant, roles) -> bool:
    """The question every admin write asks: may ``user`` act in ``tenant`` (a Tenant or
    its id) with one of ``roles``? Superusers always may."""
    pk = getattr(tenant, "pk", tenant)
    return pk is not None and Tenant.objects.for_user(user, roles).filter(pk=pk).exists()


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
    """Rows reach staff only through their memberships; ``edit_roles`` may change them.

    Every write path asks ``may_write`` about the tenant of each row it writes: the
    change and delete views (has_change_permission), save_model and delete_model (the
    tenant a row is saved to, after the form), bulk delete, the bulk edit of the change
    list (BulkEditFormSet) and every action (get_actions)."""

    tenant_field = "tenant"
    edit_roles = (ADMIN, EDITOR)

    def tenants(self, request, roles=None):
        return Tenant.objects.for_user(request.user, roles)

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
            kwargs["queryset"] = self.tenants(request, self.edit_roles)
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def has_module_permission(self, request):
        return request.user.is_superuser or self.tenants(request).exists()

    def has_view_permission(self, request, obj=None):
        if request.user.is_superuser:
            return True
        if obj is None:
            return self.tenants(request).exists()
        return may(request.user, self.tenant_id_of(obj), None)

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


class TenantForm(forms.ModelForm):
    """A tenant's fallback clip is one of its own clips: the choices come from the tenant
    this form edits, never from state kept on the shared ModelAdmin."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if "fallback_clip" in self.fields:
            from synth.models import Clip

            # A tenant being added (no pk yet) has no clips.
            self.fields["fallback_clip"].queryset = Clip.objects.filter(tenant_id=self.instance.pk)


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

    def get_inlines(self, request, obj):
        return self.inlines if obj and self.has_change_permission(request, obj) else []

    @admin.action(description="Issue a new API key (shown once)")
    def issue_api_key(self, request, queryset):
        for tenant in queryset:  # get_actions checked the user is an admin of each
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

        count = queryset.filter(revoked__isnull=True).update(revoked=timezone.now())
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
        super().delete_model(request, obj)

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
        result = None
        if form.is_valid():
            try:  # the same limit as synthesis: what it would refuse, the preview says
                result = form.cleaned_data["tenant"].normalizer()(
                    form.cleaned_data["text"],
                    form.cleaned_data["lang"],
                    max_chars=settings.API_MAX_TEXT_CHARS,
                )
            except OutputTooLong as exc:
                form.add_error("text", str(exc))
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
