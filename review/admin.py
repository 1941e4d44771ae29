"""The review in the admin: the review queue (the clip list) and its bulk re-render, the
clip page's routes, batches, test sets and the dashboard (the sentence cache's list is
synth's: synth/sentence_admin.py). The pages themselves are in review.views, the steps of
the loop in review.workflow.

Who may do what, per tenant (tenancy.Membership roles): every member (reviewer, editor,
admin) may listen and judge (approve, flag, reopen); editors and admins also fix the
lexicon and re-render. Staff see only the clips of their tenants; superusers see all.
"""

import functools

from django.conf import settings
from django.contrib import admin, messages
from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.paginator import Paginator
from django.db.models.functions import Coalesce
from django.http import Http404, HttpResponseRedirect
from django.shortcuts import redirect
from django.urls import path, reverse
from django.utils import timezone
from django.utils.html import format_html
from django.utils.safestring import mark_safe

from core.admin_filters import LanguageFilter, PresetFilter
from lexicon.compiles import charging_compiles
from lexicon.models import VoicePreset
from metering.limits import LimitReached, admit, text_requests
from normalize import OutputTooLong
from review import queue, text, views, workflow
from review.models import NOT_QUEUED, NOT_QUEUED_LABEL, Dashboard, ReviewPolicy, State, TestSet
from review.workflow import FIXERS
from synth.batches import counts
from synth.models import Batch, Clip
from tenancy.models import LexiconCompiling
from tenancy.roles import may
from tenancy.scoping import ReadOnlyAdmin, TenantScopedAdmin, number_from


class StateFilter(admin.SimpleListFilter):
    title = "review state"
    parameter_name = "state"

    def lookups(self, request, model_admin):
        return [*State.choices, (NOT_QUEUED, NOT_QUEUED_LABEL)]

    def queryset(self, request, queryset):
        return queryset.filter(review_state=self.value()) if self.value() else queryset


class ReasonFilter(admin.SimpleListFilter):
    """Why clips are in the queue (with "every clip": why they were)."""

    title = "why queued"
    parameter_name = "reason"

    def lookups(self, request, model_admin):
        return queue.REASONS

    def queryset(self, request, queryset):
        return queryset.filter(queue_reason=self.value()) if self.value() else queryset


class QueueFilter(admin.SimpleListFilter):
    """The list is the queue unless one asks for every clip (or picks a state, search or
    other filter: then every clip that matches it)."""

    title = "clips"
    parameter_name = "queue"

    def __init__(self, request, params, model, model_admin):
        self.narrowed = any(p in request.GET for p in ("state", "q"))
        super().__init__(request, params, model, model_admin)

    def lookups(self, request, model_admin):
        return [("all", "every clip")]

    def choices(self, changelist):
        yield {
            "selected": self.value() is None,
            "query_string": changelist.get_query_string(remove=[self.parameter_name]),
            "display": "in the review queue",
        }
        yield from list(super().choices(changelist))[1:]  # without Django's own "All"

    def queryset(self, request, queryset):
        if self.value() == "all" or self.narrowed:
            return queryset
        return queue.waiting(queryset)


class ReviewerFilter(admin.SimpleListFilter):
    title = "reviewer"
    parameter_name = "reviewer"

    def lookups(self, request, model_admin):
        # People who judged a clip this admin may see: never other tenants' staff.
        seen = model_admin.get_queryset(request).values("review__reviewer")
        return [(u.pk, str(u)) for u in get_user_model().objects.filter(pk__in=seen)]

    def queryset(self, request, queryset):
        if self.value() is None:
            return queryset
        reviewer = number_from(self.value())  # anything but an id matches nobody
        return queryset.filter(review__reviewer=reviewer) if reviewer else queryset.none()


@admin.register(Clip)
class ClipAdmin(TenantScopedAdmin):
    """The review queue (list) and the clip page (change view)."""

    # Compact for 1,280 px (review/static/review/admin-lists.css): the text in two lines
    # at most (whole on hover) over a line of what made it, who judged it and its hits.
    list_display = ["said", "state", "reason", "made", "tenant"]
    list_filter = [
        QueueFilter,
        StateFilter,
        ReasonFilter,
        ("lang", LanguageFilter),  # only the languages of one's clips
        ("preset", PresetFilter),
        "created",
        ReviewerFilter,
        ("tenant", admin.RelatedOnlyFieldListFilter),
    ]
    # The words a clip says (an SSML document's without its markup: get_queryset's
    # ``said_text``) and its normalized text, both bounded by what the clip was charged: a
    # search over documents holding 50,000-character comments took 27 s of the database
    # (the thirty-third hostile pass, H-2).
    search_fields = ["said_text", "normalized_text"]
    list_per_page = 50
    actions = ["rerender_selected"]
    change_list_template = "admin/review/clip_list.html"

    # What a clip's row never shows: its chunks and reading (JSON of every sentence), and
    # its preset's uploaded style (about 160 kB of JSON, decoded per row when joined).
    LIST_DEFERRED = ("chunks", "reading")

    def get_queryset(self, request):
        clips = super().get_queryset(request).select_related("tenant", "preset", "review__reviewer")
        clips = clips.defer("preset__style")  # a page that needs it reads it on use
        clips = clips.alias(said_text=Coalesce("spoken", "text"))
        match = request.resolver_match
        if match is not None and match.url_name == "synth_clip_changelist":
            clips = clips.defer(*self.LIST_DEFERRED)
        return queue.annotate(clips)

    def get_ordering(self, request):
        return queue.ORDER

    def get_list_display(self, request):
        # One tenant's people need no tenant column.
        if request.user.is_superuser or self.tenants(request).count() > 1:
            return self.list_display
        return [name for name in self.list_display if name != "tenant"]

    def has_add_permission(self, request, obj=None):
        return False  # clips come from synthesis

    def has_change_permission(self, request, obj=None):
        return False  # the clip page's actions check their own roles

    def has_delete_permission(self, request, obj=None):
        return False  # housekeeping prunes clips

    @admin.display(description="text")
    def said(self, clip):
        words = clip.text if clip.spoken is None else clip.spoken
        said = format_html('<span class="said" title="{}">{}</span>', words, words)
        facts = [clip.lang, clip.voice, *([f"preset {clip.preset}"] if clip.preset else [])]
        facts += [f"{clip.duration:.1f} s", f"{clip.hits} hit{'s' if clip.hits != 1 else ''}"]
        review = getattr(clip, "review", None)
        if review is not None and review.reviewer:
            facts.append(f"judged by {review.reviewer}")
        made_by = format_html('<span class="made-by">{}</span>', " · ".join(facts))
        if not clip.open_reports:
            return format_html('{}<span class="facts">{}</span>', said, made_by)
        newest = clip.reports.filter(resolved=False).first()
        many = f" ×{clip.open_reports}" if clip.open_reports > 1 else ""
        reported = format_html(
            '<span class="report" title="{}">reported{}: {} — {}</span>',
            newest.reason,
            many,
            newest.get_category_display(),
            newest.reason,
        )
        return format_html('{}<span class="facts">{} {}</span>', said, reported, made_by)

    @admin.display(description="state", ordering="review_state")
    def state(self, clip):
        shown = clip.review_state
        label = NOT_QUEUED_LABEL if shown == NOT_QUEUED else State(shown).label
        return format_html('<span class="state state-{}" title="{}">{}</span>', shown, label, label)

    @admin.display(description="why queued", ordering="queue_reason")
    def reason(self, clip):
        label = dict(queue.REASONS).get(clip.queue_reason)
        if label is None:
            return format_html('<span class="reason-none">{}</span>', "—")
        return format_html(
            '<span class="reason reason-{}" title="{}">{}</span>', clip.queue_reason, label, label
        )

    @admin.display(description="made", ordering="created")
    def made(self, clip):
        local = timezone.localtime(clip.created)
        return format_html(
            '<span title="{}">{}</span>',
            local.isoformat(" ", "seconds"),
            local.strftime("%b %-d, %H:%M"),
        )

    def changelist_view(self, request, extra_context=None):
        clips = self.get_queryset(request)
        waiting = queue.waiting(clips).order_by(*queue.ORDER)
        extra_context = {
            **(extra_context or {}),
            "title": "Review queue",
            "waiting": waiting.count(),
            "reported": waiting.filter(reported__isnull=False).count(),
            "stale": clips.filter(review_state=State.STALE).count(),
            "first_waiting": waiting.first(),
        }
        return super().changelist_view(request, extra_context)

    @admin.action(description="Re-render the selected clips (a batch, with progress)")
    def rerender_selected(self, request, queryset):
        # get_actions checked the user is a fixer in each clip's tenant.
        try:
            batches = workflow.rerender_in_batches(queryset, request.user)
        except (LimitReached, LexiconCompiling) as exc:  # charged as every way in is
            self.message_user(request, f"Cannot re-render: {exc}", messages.ERROR)
            return None
        if not batches:
            self.message_user(
                request,
                "Nothing to re-render: only stale, reopened or fixed clips are re-rendered.",
                messages.WARNING,
            )
            return None
        if len(batches) == 1:
            return redirect(reverse("admin:synth_batch_change", args=[batches[0].pk]))
        self.message_user(request, f"Started {len(batches)} batches (one per tenant).")
        return redirect(reverse("admin:synth_batch_changelist"))

    # --- the clip page (review.views) ----------------------------------------------------

    def get_urls(self):
        def route(action, view):
            return path(
                f"<int:pk>/{action}/",
                self.admin_site.admin_view(view),
                {"model_admin": self},
                name=f"review_clip_{action}",
            )

        # The players' audio is an async view (it may await a worker's encoding), which
        # admin_view, a sync wrapper, cannot hold: it checks the same itself.
        audio = path(
            "<int:pk>/audio/", views.clip_audio, {"model_admin": self}, name="review_clip_audio"
        )
        return [
            audio,
            route("approve", views.approve),
            route("flag", views.flag),
            route("reopen", views.reopen),
            route("fix", views.fix),
            route("rerender", views.rerender),
        ] + super().get_urls()

    def change_view(self, request, object_id, form_url="", extra_context=None):
        if request.method == "POST":
            raise PermissionDenied  # the page's actions post to their own URLs
        clip = self.get_object(request, object_id)  # None for a bad id, as for a missing one
        if clip is None:
            raise Http404("no such clip")
        return views.show_clip(request, clip, self)


# --- batches: progress of re-renders and test set renders --------------------------------


@admin.register(Batch)
class BatchAdmin(ReadOnlyAdmin):
    list_display = ["__str__", "tenant", "created", "done"]
    list_filter = [("tenant", admin.RelatedOnlyFieldListFilter)]

    @admin.display(description="done")
    def done(self, batch):
        state = counts(batch)
        return f"{state['done']} of {state['total']}" + (
            f", {state['failed']} failed" if state["failed"] else ""
        )

    def change_view(self, request, object_id, form_url="", extra_context=None):
        if request.method == "POST":
            raise PermissionDenied  # a page to look at
        batch = self.get_object(request, object_id)  # None for an id that is not a UUID
        if batch is None:
            raise Http404("no such batch")
        return views.show_batch(request, batch, self)


# --- test sets ----------------------------------------------------------------------------

# Sentences normalized on one page of a test set ("with today's lexicon").
NORMALIZED_PER_PAGE = 25


@functools.cache
def without_sentences(changelist: type) -> type:
    """``changelist`` (a ChangeList class) whose rows leave out the test sets' text: the
    list shows their stored line count (the twenty-sixth pass's F-4: splitting every row's
    text took 0.7-0.9 s for 106 sets padded to a megabyte each)."""

    class ChangeList(changelist):
        def get_queryset(self, request, *args, **kwargs):
            return super().get_queryset(request, *args, **kwargs).defer("sentences")

    return ChangeList


@admin.register(TestSet)
class TestSetAdmin(TenantScopedAdmin):
    list_display = ["name", "tenant", "preset", "sentence_count", "last_render", "updated"]
    list_filter = [("tenant", admin.RelatedOnlyFieldListFilter)]
    list_select_related = ["tenant", "preset"]
    fields = ["tenant", "name", "preset", "sentences", "last_render"]
    readonly_fields = ["last_render"]
    change_form_template = "admin/review/testset/change_form.html"
    actions = ["render_selected"]

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        if db_field.name == "preset":
            kwargs["queryset"] = VoicePreset.objects.filter(
                tenant__in=self.tenants(request, self.edit_roles)
            ).only("id", "tenant", "name")  # the choices' names, never the styles
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def get_queryset(self, request):
        # The list shows the preset's name: never its uploaded style.
        return super().get_queryset(request).defer("preset__style")

    def get_changelist(self, request, **kwargs):
        return without_sentences(super().get_changelist(request, **kwargs))

    def changeform_view(self, request, *args, **kwargs):
        try:
            return super().changeform_view(request, *args, **kwargs)
        except LimitReached as exc:
            # Nothing was saved: the charge comes first, inside the admin's transaction.
            self.message_user(request, f"Nothing was saved: {exc}", messages.ERROR)
            return HttpResponseRedirect(request.get_full_path())

    def save_model(self, request, obj, form, change):
        if obj.preset and obj.preset.tenant_id != obj.tenant_id:
            obj.preset = None  # a preset of another of the editor's tenants: the default
        # A save is a request of the tenant's API_RATE, as a lexicon write is
        # (lexicon.admin.LexiconEntryAdmin.charge), its text counted as a request's (one per
        # API_MAX_TEXT_CHARS): the twenty-sixth pass's F-4 sent 74.7 MB in 25 saves.
        # Raises LimitReached (a deactivated tenant: TenantInactive).
        admit(obj.tenant, text_requests(len(obj.sentences)))
        super().save_model(request, obj, form, change)

    @admin.display(description="sentences", ordering="line_count")
    def sentence_count(self, test_set):
        return test_set.line_count

    @admin.display(description="last render")
    def last_render(self, test_set):
        if test_set.last_batch_id is None:
            return "never"
        state = counts(test_set.last_batch)
        url = reverse("admin:synth_batch_change", args=[test_set.last_batch_id])
        return format_html('<a href="{}">{} of {} rendered</a>', url, state["done"], state["total"])

    def render_change_form(self, request, context, add=False, change=False, form_url="", obj=None):
        if obj is not None and obj.pk and request.method == "GET":
            # a view reads the sentences (one request of the tenant's); a refused or
            # re-shown form does not read them again, nor count against the tenant
            context["normalized"] = self.normalized_now(obj, request.GET.get("sentences"))
        return super().render_change_form(request, context, add, change, form_url, obj)

    def normalized_now(self, test_set: TestSet, number) -> dict:
        """A page of the sentences (``?sentences=``, NORMALIZED_PER_PAGE each) as the
        normalizer reads them now, to check a change before rendering: a thousand lines
        normalized in one request held a web worker for seconds."""
        page = Paginator(test_set.lines(), NORMALIZED_PER_PAGE).get_page(number)
        try:  # a view of the page is one normalize request of its tenant's (issue 30)
            admit(test_set.tenant)
            with charging_compiles(test_set.tenant):  # a compile: charged, waited for briefly
                normalizer = test_set.tenant.normalizer()
        except (LimitReached, LexiconCompiling) as exc:
            return {"table": format_html('<p class="errornote">{}</p>', exc), "page": page}
        lang = test_set.preset.language if test_set.preset else "en"
        rows, budget = [], settings.API_MAX_TEXT_CHARS  # one request's text, all lines together
        for line in page:
            if len(line) > budget:  # 25 long lines were 20 requests' work in one view
                rows.append(
                    format_html(
                        '<tr><td>{}</td><td class="help">not read on this page: its lines '
                        "pass one request's {} characters; render the set to hear it</td></tr>",
                        line,
                        settings.API_MAX_TEXT_CHARS,
                    )
                )
                continue
            budget -= len(line)
            try:
                result = normalizer(line, lang, max_chars=settings.API_MAX_TEXT_CHARS)
            except OutputTooLong as exc:  # rendering it would be refused: say why
                rows.append(
                    format_html('<tr><td>{}</td><td class="errornote">{}</td></tr>', line, exc)
                )
                continue
            rows.append(
                format_html(
                    "<tr><td>{}</td><td>{}</td></tr>",
                    line,
                    text.normalized_html(result.text, text.explanation_of(result)),
                )
            )
        table = format_html(
            '<table class="normalized"><tr><th>sentence</th><th>normalized</th></tr>{}</table>',
            mark_safe("".join(rows)),  # each row built by format_html
        )
        return {"table": table, "page": page}

    def render(self, request, test_set: TestSet) -> bool:
        """Queue the test set's render for the workers (charged to its tenant, who may be
        refused): whether it was queued; the page's messages say why not."""
        if not may(request.user, test_set.tenant, FIXERS):
            raise PermissionDenied
        try:
            workflow.queue_test_set_render(test_set)
        except ValidationError as exc:
            for why in exc.message_dict.get("sentences", exc.messages):
                self.message_user(request, f"{test_set} not rendered: {why}", messages.ERROR)
            return False
        except LimitReached as exc:
            self.message_user(request, f"{test_set} not rendered: {exc}", messages.ERROR)
            return False
        self.message_user(
            request,
            f'{test_set}: render queued; its batch appears under "last render" '
            "once a worker has planned it.",
        )
        return True

    @admin.action(description="Render the selected test sets with their preset")
    def render_selected(self, request, queryset):
        for test_set in queryset.select_related("tenant"):
            self.render(request, test_set)

    def _render_response(self, request, obj, default):
        if "_render" in request.POST:
            self.render(request, obj)
        return default

    def response_add(self, request, obj, post_url_continue=None):
        return self._render_response(request, obj, super().response_add(request, obj))

    def response_change(self, request, obj):
        return self._render_response(request, obj, super().response_change(request, obj))


# --- review policies: which new clips enter the queue ------------------------------------


@admin.register(ReviewPolicy)
class ReviewPolicyAdmin(TenantScopedAdmin):
    """One row per tenant; a tenant without one gets the model's defaults (see
    docs/REVIEW.md). Tenant admins and editors change it."""

    list_display = ["tenant", "test_sets", "lexicon_changes", "lexicon_days", "sample_percent"]
    fields = ["tenant", "test_sets", "lexicon_changes", "lexicon_days", "sample_percent"]


# --- the dashboard ------------------------------------------------------------------------


@admin.register(Dashboard)
class DashboardAdmin(ReadOnlyAdmin):
    """Its list is the dashboard: per tenant (``?tenant=``) or over all of one's tenants."""

    def changelist_view(self, request, extra_context=None):
        if not self.has_view_permission(request) or request.method == "POST":
            raise PermissionDenied
        return views.show_dashboard(request, self)
