"""Admin for lexicons (entries, their history, the PLS import and export). Voice presets
are administered in synth.admin: their page previews a voice, which takes synthesis.

Scoped by tenant like every admin (tenancy.scoping): reviewers read, editors and admins
also edit the lexicon and presets.
"""

from django import forms
from django.conf import settings
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.http import HttpResponseRedirect, StreamingHttpResponse
from django.shortcuts import redirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils import timezone
from django.utils.html import format_html

from core.admin_filters import ChoicesDropdownFilter
from lexicon import pls
from lexicon.compiles import charging_compiles
from lexicon.imports import (
    ImportBusy,
    charge_entries,
    export_pieces,
    import_pls,
    import_requests,
    one_import_at_a_time,
    refusal_text,
)
from lexicon.models import (
    LANGUAGE_CHOICES,
    LexiconChange,
    LexiconEntry,
    lexicon_chars,
    lexicon_requests,
    one_pass,
    too_many_chars,
)
from metering.limits import LimitReached, admit
from normalize import OutputTooLong
from tenancy.models import LexiconCompiling, Tenant
from tenancy.roles import ADMIN, EDITOR
from tenancy.scoping import OWN_TENANTS, ReadOnlyAdmin, TenantScopedAdmin


def only_tenant(tenants) -> dict:
    """A form's initial tenant: the user's one tenant, when they have only one (there is
    nothing to choose), else none."""
    found = list(tenants[:2])
    return {"tenant": found[0].pk} if len(found) == 1 else {}


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


class SizeBoundBulkEdit:
    """The change list's bulk edit, its rows' new sizes checked together: each row's own
    check (``LexiconEntry.check_size``) weighs it against the others as stored, so 100
    rows given 490 more characters each in one save all fitted a room of 9,500 and took
    the lexicon 7.9% past MAX_CHARS_PER_TENANT (the twenty-sixth pass, F-6). A save that
    makes a tenant's lexicon larger than the limit, and larger than it is, is refused."""

    def clean(self):
        super().clean()
        changed = [f for f in self.forms if f.has_changed() and f.instance.pk is not None]
        for tenant_id in {f.instance.tenant_id for f in changed}:
            forms_ = [f for f in changed if f.instance.tenant_id == tenant_id]
            others = lexicon_chars(tenant_id, exclude={"pk__in": [f.instance.pk for f in forms_]})
            # What the rows hold now and after: the form's initial values are the stored ones.
            stored = others + sum(len(f.instance.term) + len(f.initial["alias"]) for f in forms_)
            total = others + sum(len(f.instance.term) + len(f.instance.alias) for f in forms_)
            if total > LexiconEntry.MAX_CHARS_PER_TENANT and total > stored:
                raise forms.ValidationError(too_many_chars(total), code="lexicon_too_large")


@admin.register(LexiconEntry)
class LexiconEntryAdmin(TenantScopedAdmin):
    view_roles = (ADMIN, EDITOR)  # not reviewers (tenancy.scoping)
    # Compact for 1,280 px (review/static/review/admin-lists.css): how an entry matches
    # in one short column, when it changed in another (who, on hover).
    list_display = ["written", "alias", "language", "enabled", "matching", "tenant", "updated"]
    list_display_links = ["written"]
    list_editable = ["alias", "enabled"]
    list_filter = [
        ("language", ChoicesDropdownFilter),
        "enabled",
        "needs_alias",
        "case_sensitive",
        "whole_word",
        OWN_TENANTS,
    ]
    search_fields = ["term", "alias", "note"]
    readonly_fields = ["updated_at", "updated_by"]
    change_list_template = "admin/lexicon/lexiconentry/change_list.html"

    @admin.display(description="term", ordering="term")
    def written(self, entry):
        if not entry.needs_alias:
            return entry.term
        return format_html('{} <span class="needs-alias">needs an alias</span>', entry.term)

    @admin.display(description="matches")
    def matching(self, entry):
        where = "whole word" if entry.whole_word else "inside words"
        return f"{where}, exact case" if entry.case_sensitive else where

    @admin.display(description="updated", ordering="updated_at")
    def updated(self, entry):
        local = timezone.localtime(entry.updated_at)
        by = f" by {entry.updated_by}" if entry.updated_by else ""
        return format_html(
            '<span title="{}{}">{}</span>',
            local.isoformat(" ", "seconds"),
            by,
            local.strftime("%b %-d, %H:%M"),
        )

    def get_changelist_formset(self, request, **kwargs):
        formset = super().get_changelist_formset(request, **kwargs)
        return type("LexiconBulkEdit", (SizeBoundBulkEdit, formset), {})

    def charge(self, request, tenant, added_chars: int = 0) -> None:
        """Count a write of ``tenant``'s lexicon against its API_RATE as the API does
        (lexicon.models.lexicon_requests: every process compiles it again), once per
        tenant and admin request (a bulk edit is one write). Raises LimitReached."""
        charged = request.__dict__.setdefault("lexicon_charged", set())
        if tenant.pk not in charged:
            admit(tenant, lexicon_requests(tenant.pk, added_chars))
            charged.add(tenant.pk)

    def refused(self, request, exc: LimitReached):
        """Nothing was saved (the charge comes first, inside the admin's transaction)."""
        self.message_user(request, f"Nothing was saved: {exc}", messages.ERROR)
        return HttpResponseRedirect(request.get_full_path())

    def changeform_view(self, request, *args, **kwargs):
        try:
            return super().changeform_view(request, *args, **kwargs)
        except LimitReached as exc:
            return self.refused(request, exc)

    def delete_view(self, request, *args, **kwargs):
        try:
            return super().delete_view(request, *args, **kwargs)
        except LimitReached as exc:
            return self.refused(request, exc)

    def save_model(self, request, obj, form, change):
        self.charge(request, obj.tenant)
        obj.updated_by = request.user
        super().save_model(request, obj, form, change)

    def delete_model(self, request, obj):
        self.charge(request, obj.tenant)
        obj.updated_by = request.user
        super().delete_model(request, obj)

    def delete_queryset(self, request, queryset):
        for tenant in Tenant.objects.filter(pk__in=queryset.values("tenant")):
            self.charge(request, tenant)  # before any is deleted
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
        initial = only_tenant(tenants)
        try_form, export_form = TryItForm(initial=initial), PlsExportForm(initial=initial)
        try_form.fields["tenant"].queryset = export_form.fields["tenant"].queryset = tenants
        extra_context = {**(extra_context or {}), "try_form": try_form, "export_form": export_form}
        try:  # a bulk edit or delete over the rate: nothing saved (LexiconEntryAdmin.charge)
            if request.method != "POST":  # a view or a search writes nothing: no transaction
                return super().changelist_view(request, extra_context)
            # Its entries' clips are looked at once, not once an entry (review.stale); only
            # a post holds a transaction (SQLite's is the database's write lock: every view
            # of the list held it while it rendered, the forty-sixth hostile pass, H-2).
            with transaction.atomic(), one_pass():
                return super().changelist_view(request, extra_context)
        except LimitReached as exc:
            return self.refused(request, exc)

    def try_view(self, request):
        """Show what the normalizer makes of a text for a tenant, and which rules fired."""
        if not self.has_view_permission(request):
            raise PermissionDenied
        tenants = self.tenants(request)
        form = TryItForm(request.GET or None, initial=only_tenant(tenants))
        form.fields["tenant"].queryset = tenants
        result = None
        if form.is_valid():
            tenant = form.cleaned_data["tenant"]
            try:  # the same limit as synthesis: what it would refuse, the preview says
                admit(tenant)  # one normalize request of the tenant's
                with charging_compiles(tenant):  # a compile: charged, waited for briefly
                    result = tenant.normalizer()(
                        form.cleaned_data["text"],
                        form.cleaned_data["lang"],
                        max_chars=settings.API_MAX_TEXT_CHARS,
                    )
            except (OutputTooLong, LimitReached, LexiconCompiling) as exc:
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
                tenant = form.cleaned_data["tenant"]
                try:  # charged as the API charges it (lexicon.imports: bytes, then entries)
                    charged = import_requests(tenant.pk, upload.size)
                    admit(tenant, charged)
                    with one_import_at_a_time(tenant.pk):
                        report = import_pls(
                            tenant,
                            upload.read(),
                            request.user,
                            form.cleaned_data["all_languages"],
                            charge=lambda entries: charge_entries(tenant, entries, charged),
                        )
                except LimitReached as exc:
                    form.add_error("file", f"nothing was imported: {exc}")
                except ImportBusy:
                    form.add_error(
                        "file",
                        "another import of this tenant's lexicon is being written; "
                        "try again shortly",
                    )
                except pls.PlsError as exc:
                    form.add_error("file", f"{upload.name}: {refusal_text(exc)}")
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
        try:  # an export reads the whole lexicon: counted as the API's (N-1)
            admit(tenant, lexicon_requests(tenant.pk))
        except LimitReached as exc:
            messages.error(request, f"Not exported: {exc}")
            return redirect(reverse("admin:lexicon_lexiconentry_changelist"))
        response = StreamingHttpResponse(
            export_pieces(tenant, lang), content_type="application/pls+xml"
        )
        response["Content-Disposition"] = f'attachment; filename="{tenant.slug}-{lang}.pls"'
        return response


@admin.register(LexiconChange)
class LexiconChangeAdmin(ReadOnlyAdmin):
    view_roles = (ADMIN, EDITOR)  # not reviewers (tenancy.scoping)
    list_display = ["at", "tenant", "term", "action", "user", "via", "version", "summary"]
    list_filter = ["action", OWN_TENANTS]
    search_fields = ["term"]
