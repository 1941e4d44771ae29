"""The review queue (the clip list), the clip page and its fix loop, batch progress, test
sets and the dashboard, in the admin.

Who may do what, per tenant (lexicon.Membership roles): every member (reviewer, editor,
admin) may listen and judge (approve, flag, reopen); editors and admins also fix the
lexicon and re-render. Staff see only the clips of their tenants; superusers see all.
"""

from django.conf import settings
from django.contrib import admin, messages
from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.db.models import Value
from django.db.models.functions import Coalesce
from django.http import Http404
from django.shortcuts import redirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.decorators import method_decorator
from django.utils.html import format_html
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_POST

from api.audio import audio_response
from lexicon.models import VoicePreset
from lexicon.normalize import OutputTooLong
from review import dashboard, text, waveform
from review.forms import FixForm, FlagForm, preview
from review.models import TRANSITIONS, WAITING, NotAllowed, Review, State, TestSet, UsageDay
from review.rerender import CannotRerender, rerender, rerender_in_batch
from synth.batches import create_batch, feed, progress
from synth.engine.audio import audio_format
from synth.engine.errors import EngineError
from synth.jobs import QueueFull
from synth.models import Batch, Clip, SynthesisJob
from synth.speech import plan_speech
from tenancy.models import Tenant
from tenancy.roles import ADMIN, EDITOR, REVIEWER, may
from tenancy.scoping import ReadOnlyAdmin, TenantScopedAdmin, number_from

JUDGES = (ADMIN, EDITOR, REVIEWER)
post_only = method_decorator(require_POST)
FIXERS = (ADMIN, EDITOR)


class StateFilter(admin.SimpleListFilter):
    title = "review state"
    parameter_name = "state"

    def lookups(self, request, model_admin):
        return State.choices

    def queryset(self, request, queryset):
        return queryset.filter(review_state=self.value()) if self.value() else queryset


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

    list_display = [
        "said",
        "state",
        "lang",
        "preset",
        "voice",
        "seconds",
        "hits",
        "created",
        "reviewer",
        "tenant",
    ]
    list_filter = [
        StateFilter,
        ("lang", admin.AllValuesFieldListFilter),  # only the languages of one's clips
        ("preset", admin.RelatedOnlyFieldListFilter),
        "created",
        ReviewerFilter,
        ("tenant", admin.RelatedOnlyFieldListFilter),
    ]
    search_fields = ["text", "normalized_text"]
    list_per_page = 50
    actions = ["rerender_selected"]
    change_list_template = "admin/review/clip_list.html"

    def get_queryset(self, request):
        return (
            super()
            .get_queryset(request)
            .select_related("tenant", "preset", "review__reviewer")
            .annotate(review_state=Coalesce("review__state", Value(State.NEEDS_REVIEW)))
        )

    def has_add_permission(self, request, obj=None):
        return False  # clips come from synthesis

    def has_change_permission(self, request, obj=None):
        return False  # the clip page's actions check their own roles

    def has_delete_permission(self, request, obj=None):
        return False  # housekeeping prunes clips

    @admin.display(description="text")
    def said(self, clip):
        return clip.text if len(clip.text) <= 80 else clip.text[:78] + "…"

    @admin.display(description="state", ordering="review_state")
    def state(self, clip):
        return format_html(
            '<span class="state state-{}">{}</span>',
            clip.review_state,
            State(clip.review_state).label,
        )

    @admin.display(description="seconds", ordering="duration")
    def seconds(self, clip):
        return f"{clip.duration:.1f}"

    @admin.display(description="reviewer")
    def reviewer(self, clip):
        review = getattr(clip, "review", None)
        return review.reviewer if review and review.reviewer else "—"

    def changelist_view(self, request, extra_context=None):
        clips = self.get_queryset(request)
        extra_context = {
            **(extra_context or {}),
            "title": "Review queue",
            "waiting": clips.filter(review_state__in=WAITING).count(),
            "stale": clips.filter(review_state=State.STALE).count(),
            "first_waiting": clips.filter(review_state__in=WAITING).first(),
        }
        return super().changelist_view(request, extra_context)

    @admin.action(description="Re-render the selected clips (a batch, with progress)")
    def rerender_selected(self, request, queryset):
        batches = []  # get_actions checked the user is a fixer in each clip's tenant
        for tenant in Tenant.objects.filter(pk__in=queryset.values("tenant")):
            ready = queryset.filter(tenant=tenant, review_state__in=TRANSITIONS["rerender"][0])
            reviews = [Review.of(clip) for clip in ready]
            if reviews:
                batches.append(rerender_in_batch(tenant, reviews, request.user))
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

    # --- the clip page --------------------------------------------------------------------

    def get_urls(self):
        view = self.admin_site.admin_view
        return [
            path("<int:pk>/audio/", view(self.audio_view), name="review_clip_audio"),
            path("<int:pk>/approve/", view(self.approve_view), name="review_clip_approve"),
            path("<int:pk>/flag/", view(self.flag_view), name="review_clip_flag"),
            path("<int:pk>/reopen/", view(self.reopen_view), name="review_clip_reopen"),
            path("<int:pk>/fix/", view(self.fix_view), name="review_clip_fix"),
            path("<int:pk>/rerender/", view(self.rerender_view), name="review_clip_rerender"),
        ] + super().get_urls()

    def clip_for(self, request, pk) -> Clip:
        clip = self.get_queryset(request).filter(pk=pk).first()
        if clip is None:
            raise Http404("no such clip")  # another tenant's clip looks like a missing one
        return clip

    def change_view(self, request, object_id, form_url="", extra_context=None):
        if request.method == "POST":
            raise PermissionDenied  # the page's actions post to their own URLs
        clip = self.get_object(request, object_id)  # None for a bad id, as for a missing one
        if clip is None:
            raise Http404("no such clip")
        return self.clip_page(request, clip)

    def clip_page(self, request, clip: Clip, *, flag_form=None, fix_form=None, preview_of=None):
        review = Review.objects.filter(clip=clip).first() or Review(clip=clip)
        flags = list(review.flags.all()) if review.pk else []
        open_flag = next((f for f in flags if not f.resolved), None)
        can_judge = may(request.user, clip.tenant, JUDGES)
        can_fix = may(request.user, clip.tenant, FIXERS)
        if fix_form is None and open_flag is not None:
            fix_form = FixForm(initial=FixForm.initial_for(clip.tenant, open_flag, clip.lang))
        after = review.rerendered_clip() if review.pk else None
        job = None
        if review.rerender_key and after is None:
            job = SynthesisJob.objects.filter(tenant=clip.tenant, key=review.rerender_key).first()
        made_by = clip.jobs.order_by("-created").first()
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": f"Clip {clip.pk}",
            "clip": clip,
            "review": review,
            "state": State(review.state),
            "flags": flags,
            "open_flag": open_flag,
            "judgements": list(review.judgements.select_related("user")) if review.pk else [],
            "can_judge": can_judge,
            "can_fix": can_fix,
            "may_approve": can_judge
            and review.can("approve")
            and not (review.state == State.RERENDERED and after is None),
            "may_flag": can_judge and review.can("flag"),
            "may_reopen": can_judge and review.can("reopen"),
            "may_fix": can_fix and open_flag is not None and review.can("draft_fix"),
            "may_rerender": can_fix and review.can("rerender"),
            "flag_form": flag_form or FlagForm(text=clip.text),
            "fix_form": fix_form,
            "preview": preview_of,
            "preview_html": preview_of
            and text.normalized_html(preview_of.text, text.explanation_of(preview_of)),
            "audio_url": reverse("admin:review_clip_audio", args=[clip.pk]),
            "waveform": waveform.svg(clip),
            "input_html": text.input_html(clip.text, clip.explanation, flags),
            "normalized_html": text.normalized_html(clip.normalized_text, clip.explanation),
            "changes": [
                {**change, "stage": stage["stage"]}
                for stage in clip.explanation
                for change in stage.get("changes", [])
            ],
            "model_text": " ".join(c.get("model_text", "") for c in clip.chunks),
            "rtf": clip.synthesis_seconds / clip.duration
            if clip.synthesis_seconds and clip.duration
            else None,
            "latency": made_by.finished - made_by.created if made_by and made_by.finished else None,
            "current_version": clip.tenant.lexicon_version,
            "after": after,
            "after_is_before": after is not None and after.pk == clip.pk,
            "after_audio_url": after and reverse("admin:review_clip_audio", args=[after.pk]),
            "after_html": after and text.normalized_html(after.normalized_text, after.explanation),
            "job": job,
            "next_clip": self.next_waiting(request, clip),
        }
        return TemplateResponse(request, "admin/review/clip.html", context)

    def next_waiting(self, request, clip: Clip) -> Clip | None:
        """The next clip of the same tenant waiting for review, in queue order (newest
        first), wrapping around."""
        waiting = (
            self.get_queryset(request)
            .filter(tenant=clip.tenant, review_state__in=WAITING)
            .exclude(pk=clip.pk)
        )
        return waiting.filter(created__lt=clip.created).first() or waiting.first()

    def audio_view(self, request, pk):
        """The clip's audio for the page's players: the API's Range/ETag response."""
        clip = self.clip_for(request, pk)
        try:
            fmt = audio_format(request.GET.get("format", "wav")).name
        except EngineError:
            raise Http404("no such format") from None
        return audio_response(request, clip, fmt, conditional=True, count=False)

    def _act(self, request, pk, roles) -> tuple[Clip, Review]:
        clip = self.clip_for(request, pk)
        if not may(request.user, clip.tenant, roles):
            raise PermissionDenied
        return clip, Review.of(clip)

    def _back(self, clip: Clip):
        return redirect(reverse("admin:synth_clip_change", args=[clip.pk]))

    @post_only
    def approve_view(self, request, pk):
        clip, review = self._act(request, pk, JUDGES)
        if review.state == State.RERENDERED and review.rerendered_clip() is None:
            self.message_user(request, "Wait for the re-render to compare it.", messages.ERROR)
            return self._back(clip)
        try:
            with transaction.atomic():
                review.move("approve", request.user, request.POST.get("note", ""))
                after = review.rerendered_clip()
                if after is not None and after.pk != clip.pk:
                    other = Review.of(after)
                    if other.can("approve"):
                        other.move("approve", request.user, f"approved as the re-render of {clip}")
                review.flags.filter(resolved=False).update(resolved=True)
        except NotAllowed as exc:
            self.message_user(request, str(exc), messages.ERROR)
            return self._back(clip)
        self.message_user(request, f"Approved clip {clip.pk}.", messages.SUCCESS)
        upcoming = self.next_waiting(request, clip)
        if upcoming is None:
            return redirect(reverse("admin:synth_clip_changelist"))
        return redirect(reverse("admin:synth_clip_change", args=[upcoming.pk]))

    @post_only
    def flag_view(self, request, pk):
        clip, review = self._act(request, pk, JUDGES)
        form = FlagForm(request.POST, text=clip.text)
        if not form.is_valid():
            return self.clip_page(request, clip, flag_form=form)
        try:
            with transaction.atomic():
                review.move("flag", request.user, form.cleaned_data["note"])
                review.flags.filter(resolved=False).update(resolved=True)  # the new one replaces
                flag = form.save(commit=False)
                flag.review, flag.user = review, request.user
                flag.start, flag.end = form.cleaned_data["start"], form.cleaned_data["end"]
                flag.save()
        except NotAllowed as exc:
            self.message_user(request, str(exc), messages.ERROR)
        else:
            self.message_user(request, f"Flagged {flag}.", messages.WARNING)
        return self._back(clip)

    @post_only
    def reopen_view(self, request, pk):
        clip, review = self._act(request, pk, JUDGES)
        try:
            review.move("reopen", request.user, request.POST.get("note", ""))
        except NotAllowed as exc:
            self.message_user(request, str(exc), messages.ERROR)
        return self._back(clip)

    @post_only
    def fix_view(self, request, pk):
        """Preview (``_preview``) or save the lexicon entry for the open flag."""
        clip, review = self._act(request, pk, FIXERS)
        flag = review.open_flag()
        form = FixForm(request.POST)
        if flag is None or not form.is_valid():
            if flag is None:
                self.message_user(request, "There is no open flag to fix.", messages.ERROR)
            return self.clip_page(request, clip, fix_form=form)
        entry = form.entry_for(clip.tenant)
        if "_preview" in request.POST:
            try:
                result = preview(clip.tenant, entry, clip.text, clip.lang)
            except OutputTooLong as exc:  # the draft would make the clip's text too long
                form.add_error(None, str(exc))
                return self.clip_page(request, clip, fix_form=form)
            return self.clip_page(request, clip, fix_form=form, preview_of=result)
        try:
            with transaction.atomic():
                entry.updated_by = request.user
                entry.changed_via = f"review of clip {clip.pk}"
                entry.full_clean(exclude=["tenant"])
                entry.save()
                flag.entry = entry
                flag.save(update_fields=["entry"])
                review.move("draft_fix", request.user, f"lexicon: {entry}")
        except NotAllowed as exc:
            self.message_user(request, str(exc), messages.ERROR)
            return self._back(clip)
        except ValidationError as exc:  # from the entry: say it on the page
            form.add_error(None, exc)
            return self.clip_page(request, clip, fix_form=form)
        self.message_user(
            request,
            f"Saved the lexicon entry {entry} (lexicon version {clip.tenant.lexicon_version}). "
            "Re-render to hear it.",
            messages.SUCCESS,
        )
        return self._back(clip)

    @post_only
    def rerender_view(self, request, pk):
        clip, review = self._act(request, pk, FIXERS)
        try:
            found = rerender(review, request.user)
        except (NotAllowed, CannotRerender, EngineError) as exc:
            self.message_user(request, f"Cannot re-render: {exc}", messages.ERROR)
        except QueueFull as exc:
            self.message_user(request, f"The queue is full: {exc}", messages.ERROR)
        else:
            done = isinstance(found, Clip) or review.rerendered_clip() is not None
            self.message_user(
                request,
                "Re-rendered: compare A and B."
                if done
                else "Re-rendering: a worker is synthesizing it; this page updates.",
                messages.SUCCESS,
            )
        return self._back(clip)


# --- batches: progress of re-renders and test set renders --------------------------------


@admin.register(Batch)
class BatchAdmin(ReadOnlyAdmin):
    list_display = ["__str__", "tenant", "created", "done"]
    list_filter = [("tenant", admin.RelatedOnlyFieldListFilter)]

    @admin.display(description="done")
    def done(self, batch):
        state = progress(batch)
        return f"{state['done']} of {state['total']}" + (
            f", {state['failed']} failed" if state["failed"] else ""
        )

    def change_view(self, request, object_id, form_url="", extra_context=None):
        if request.method == "POST":
            raise PermissionDenied  # a page to look at
        batch = self.get_object(request, object_id)  # None for an id that is not a UUID
        if batch is None:
            raise Http404("no such batch")
        feed(batch)  # as the API does when someone looks: queue what now fits
        state = progress(batch)
        # The clips these items re-render, for their A/B pages.
        before = {
            r.rerender_key: r.clip_id
            for r in Review.objects.filter(
                clip__tenant=batch.tenant, rerender_key__in=[i.key for i, _, _ in state["items"]]
            )
        }
        items = [
            {"item": item, "state": s, "clip": clip, "before": before.get(item.key)}
            for item, s, clip in state["items"]
        ]
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": f"Batch of {state['total']} ({batch.created:%Y-%m-%d %H:%M})",
            "batch": batch,
            "progress": state,
            "percent": round(100 * (state["done"] + state["failed"]) / max(1, state["total"])),
            "items": items,
        }
        return TemplateResponse(request, "admin/review/batch.html", context)


# --- test sets ----------------------------------------------------------------------------


@admin.register(TestSet)
class TestSetAdmin(TenantScopedAdmin):
    list_display = ["name", "tenant", "preset", "sentence_count", "last_render", "updated"]
    list_filter = [("tenant", admin.RelatedOnlyFieldListFilter)]
    fields = ["tenant", "name", "preset", "sentences", "normalized_now", "last_render"]
    readonly_fields = ["normalized_now", "last_render"]
    change_form_template = "admin/review/testset/change_form.html"
    actions = ["render_selected"]

    def formfield_for_foreignkey(self, db_field, request, **kwargs):
        if db_field.name == "preset":
            kwargs["queryset"] = VoicePreset.objects.filter(
                tenant__in=self.tenants(request, self.edit_roles)
            )
        return super().formfield_for_foreignkey(db_field, request, **kwargs)

    def save_model(self, request, obj, form, change):
        if obj.preset and obj.preset.tenant_id != obj.tenant_id:
            obj.preset = None  # a preset of another of the editor's tenants: the default
        super().save_model(request, obj, form, change)

    @admin.display(description="sentences")
    def sentence_count(self, test_set):
        return len(test_set.lines())

    @admin.display(description="last render")
    def last_render(self, test_set):
        if test_set.last_batch_id is None:
            return "never"
        state = progress(test_set.last_batch)
        url = reverse("admin:synth_batch_change", args=[test_set.last_batch_id])
        return format_html('<a href="{}">{} of {} rendered</a>', url, state["done"], state["total"])

    @admin.display(description="with today's lexicon")
    def normalized_now(self, test_set):
        """Each sentence as the normalizer reads it now: check a change before rendering."""
        if not test_set.pk:
            return "—"
        normalizer = test_set.tenant.normalizer()
        lang = test_set.preset.language if test_set.preset else "en"
        rows = []
        for line in test_set.lines()[:200]:
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
        return format_html(
            '<table class="normalized"><tr><th>sentence</th><th>normalized</th></tr>{}</table>',
            mark_safe("".join(rows)),  # each row built by format_html
        )

    def render(self, request, test_set: TestSet) -> Batch | None:
        """Render every sentence with the test set's preset, as a batch."""
        if not may(request.user, test_set.tenant, FIXERS):
            raise PermissionDenied
        preset = test_set.preset or test_set.tenant.presets.filter(is_default=True).first()
        plans = []
        for number, line in enumerate(test_set.lines(), 1):
            try:
                plans.append(plan_speech(test_set.tenant, line, preset=preset))
            except EngineError as exc:
                self.message_user(request, f"Sentence {number} skipped: {exc}", messages.WARNING)
        if not plans:
            self.message_user(request, f"{test_set}: nothing to render.", messages.ERROR)
            return None
        batch = create_batch(test_set.tenant, plans)
        TestSet.objects.filter(pk=test_set.pk).update(last_batch=batch)
        return batch

    @admin.action(description="Render the selected test sets with their preset")
    def render_selected(self, request, queryset):
        batches = [b for b in (self.render(request, t) for t in queryset) if b]
        if len(batches) == 1:
            return redirect(reverse("admin:synth_batch_change", args=[batches[0].pk]))
        return None

    def _render_response(self, request, obj, default):
        if "_render" not in request.POST:
            return default
        batch = self.render(request, obj)
        if batch is None:
            return default
        return redirect(reverse("admin:synth_batch_change", args=[batch.pk]))

    def response_add(self, request, obj, post_url_continue=None):
        return self._render_response(request, obj, super().response_add(request, obj))

    def response_change(self, request, obj):
        return self._render_response(request, obj, super().response_change(request, obj))


# --- the dashboard ------------------------------------------------------------------------


@admin.register(UsageDay)
class DashboardAdmin(ReadOnlyAdmin):
    """Its list is the dashboard: per tenant (``?tenant=``) or over all of one's tenants."""

    def changelist_view(self, request, extra_context=None):
        if not self.has_view_permission(request) or request.method == "POST":
            raise PermissionDenied
        tenants = self.tenants(request)
        chosen = tenants.filter(pk=number_from(request.GET.get("tenant"))).first()
        try:
            days = min(365, max(1, int(request.GET.get("days", 14))))
        except ValueError:
            days = 14
        scope = tenants.filter(pk=chosen.pk) if chosen else tenants
        context = {
            **self.admin_site.each_context(request),
            "opts": self.model._meta,
            "title": f"Dashboard: {chosen or 'all your tenants'}",
            "tenants": tenants,
            "chosen": chosen,
            "days": days,
            "day_choices": [7, 14, 30, 90],
            "price": settings.DASHBOARD_PRICE_PER_MILLION_CHARS,
            **dashboard.figures(scope, days),
        }
        return TemplateResponse(request, "admin/review/dashboard.html", context)
