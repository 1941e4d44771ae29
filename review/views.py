"""The review's own admin pages: the clip page and its actions, a batch's progress and
the dashboard.

Each view gets the ModelAdmin that routes to it (``model_admin``, whose queryset holds
only the user's tenants' rows: another tenant's clip is a 404, like a missing one), asks
``may()`` about the user's role in the clip's tenant, calls the workflow and renders.
"""

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.views import redirect_to_login
from django.core.exceptions import PermissionDenied, ValidationError
from django.core.paginator import Paginator
from django.db.models.fields.json import KT
from django.http import Http404
from django.shortcuts import redirect
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils.cache import add_never_cache_headers
from django.views.decorators.http import require_POST

from core.aio import run_sync
from engine.audio import audio_format
from engine.errors import EngineError
from lexicon.models import MAX_NOTE_CHARS
from metering.limits import LimitReached
from normalize import OutputTooLong
from review import clip_page, dashboard, queue, workflow
from review.forms import FixForm, FlagForm
from review.models import NotAllowed, Review
from review.rerender import CannotRerender
from review.workflow import FIXERS, JUDGES
from synth import charged
from synth.batches import feed, progress, shown_items
from synth.flow import QueueBusy
from synth.models import Batch, BatchItem, Clip
from tenancy.models import LexiconCompiling
from tenancy.roles import may
from tenancy.scoping import admin_page, page_scope

# --- the clip page ------------------------------------------------------------------------


def clip_for(request, pk, model_admin) -> Clip:
    clip = model_admin.get_queryset(request).filter(pk=pk).first()
    if clip is None:
        raise Http404("no such clip")  # another tenant's clip looks like a missing one
    return clip


def acting_on(request, pk, model_admin, roles) -> Clip:
    """The clip, if the user has one of ``roles`` in its tenant; else PermissionDenied."""
    clip = clip_for(request, pk, model_admin)
    if not may(request.user, clip.tenant, roles):
        raise PermissionDenied
    return clip


def back_to(clip: Clip):
    return redirect(reverse("admin:synth_clip_change", args=[clip.pk]))


# How far into the queue "next" looks for the clip after this one.
NEXT_WINDOW = 500


def next_waiting(request, clip: Clip, model_admin) -> Clip | None:
    """The next clip of the same tenant waiting in the queue, in queue order (reported
    first, then newest), wrapping around."""
    waiting = queue.waiting(model_admin.get_queryset(request).filter(tenant=clip.tenant))
    ids = list(waiting.order_by(*queue.ORDER).values_list("pk", flat=True)[:NEXT_WINDOW])
    if clip.pk in ids:
        at = ids.index(clip.pk)
        ids = ids[at + 1 :] + ids[:at]
    return Clip.objects.filter(pk=ids[0]).first() if ids else None


def show_clip(request, clip: Clip, model_admin, **forms) -> TemplateResponse:
    """The clip page; ``forms`` are the posted flag_form or fix_form (with its preview)
    to show again."""
    context = {
        "next_clip": next_waiting(request, clip, model_admin),
        **clip_page.context(request.user, clip, **forms),
    }
    return admin_page(request, model_admin, f"Clip {clip.pk}", "admin/review/clip.html", context)


async def clip_audio(request, pk, model_admin):
    """The clip's audio for the page's players: the API's Range/ETag response, not
    counted as a serve. Routed without ``admin_view`` (a sync wrapper), so the same checks
    run here: a format not stored yet is charged as the API charges it and awaited,
    holding no thread (synth.charged.listen)."""
    listened = await run_sync(_listened, request, pk, model_admin)
    if listened is None:  # as admin_view answers someone not signed in as staff
        return redirect_to_login(request.get_full_path(), reverse("admin:login"))
    clip, fmt = listened
    response = await charged.listen(request, clip, fmt, charged.ADMIN)
    add_never_cache_headers(response)  # as admin_view's pages
    return response


def _listened(request, pk, model_admin) -> tuple[Clip, str] | None:
    """The clip and format a player asks for, as admin_view and the page let see it (None
    for someone not signed in as staff)."""
    if not model_admin.admin_site.has_permission(request):
        return None
    clip = clip_for(request, pk, model_admin)
    try:
        fmt = audio_format(request.GET.get("format", "wav")).name
    except EngineError:
        raise Http404("no such format") from None
    return clip, fmt


def posted_note(request) -> str | None:
    """The judgement's note; None (and an error message) past MAX_NOTE_CHARS, the limit
    on Judgement.note that these form-less views check themselves."""
    note = request.POST.get("note", "")
    if len(note) > MAX_NOTE_CHARS:
        messages.error(
            request,
            f"The note has {len(note):,} characters; a note has at most {MAX_NOTE_CHARS:,}. "
            "Nothing was saved.",
        )
        return None
    return note


@require_POST
def approve(request, pk, model_admin):
    clip = acting_on(request, pk, model_admin, JUDGES)
    note = posted_note(request)
    if note is None:
        return back_to(clip)
    try:
        workflow.approve(clip, request.user, note)
    except NotAllowed as exc:
        messages.error(request, str(exc))
        return back_to(clip)
    messages.success(request, f"Approved clip {clip.pk}.")
    upcoming = next_waiting(request, clip, model_admin)
    if upcoming is None:
        return redirect(reverse("admin:synth_clip_changelist"))
    return back_to(upcoming)


@require_POST
def flag(request, pk, model_admin):
    clip = acting_on(request, pk, model_admin, JUDGES)
    form = FlagForm(request.POST, text=clip.text)
    if not form.is_valid():
        return show_clip(request, clip, model_admin, flag_form=form)
    try:
        raised = workflow.flag(clip, request.user, **form.cleaned_data)
    except NotAllowed as exc:
        messages.error(request, str(exc))
    else:
        messages.warning(request, f"Flagged {raised}.")
    return back_to(clip)


@require_POST
def reopen(request, pk, model_admin):
    clip = acting_on(request, pk, model_admin, JUDGES)
    note = posted_note(request)
    if note is None:
        return back_to(clip)
    try:
        workflow.reopen(clip, request.user, note)
    except NotAllowed as exc:
        messages.error(request, str(exc))
    return back_to(clip)


@require_POST
def fix(request, pk, model_admin):
    """Preview (``_preview``) or save the lexicon entry for the open flag."""
    clip = acting_on(request, pk, model_admin, FIXERS)
    form = FixForm(request.POST)
    if not form.is_valid():
        return show_clip(request, clip, model_admin, fix_form=form)
    entry = form.entry_for(clip.tenant)
    try:
        if "_preview" in request.POST:
            result = workflow.preview_fix(clip, entry)
            return show_clip(request, clip, model_admin, fix_form=form, preview=result)
        workflow.fix(clip, request.user, entry)
    except NotAllowed as exc:  # no open flag, or the review moved on
        messages.error(request, str(exc))
        return back_to(clip)
    except LimitReached as exc:  # a deactivated tenant, or past API_RATE
        messages.error(request, f"Cannot fix: {exc}")
        return back_to(clip)
    except OutputTooLong as exc:  # the draft would make the clip's text too long
        form.add_error(None, str(exc))
        return show_clip(request, clip, model_admin, fix_form=form)
    except ValidationError as exc:  # from the entry: say it on the page
        form.add_error(None, exc)
        return show_clip(request, clip, model_admin, fix_form=form)
    messages.success(
        request,
        f"Saved the lexicon entry {entry} (lexicon version {clip.tenant.lexicon_version}). "
        "Re-render to hear it.",
    )
    return back_to(clip)


@require_POST
def rerender(request, pk, model_admin):
    clip = acting_on(request, pk, model_admin, FIXERS)
    try:
        after = workflow.request_rerender(clip, request.user)
    except (NotAllowed, CannotRerender, EngineError) as exc:
        messages.error(request, f"Cannot re-render: {exc}")
    except QueueBusy as exc:
        messages.error(request, f"The queue is full: {exc}")
    except (LimitReached, LexiconCompiling) as exc:
        messages.error(request, f"Cannot re-render: {exc}")
    else:
        if after is not None:
            messages.success(request, "Re-rendered: compare A and B.")
        else:
            messages.success(
                request, "Re-rendering: a worker is synthesizing it; this page updates."
            )
    return back_to(clip)


# --- batches and the dashboard ------------------------------------------------------------


def show_batch(request, batch: Batch, model_admin) -> TemplateResponse:
    """A batch's progress (re-renders, test set renders), its items a page at a time
    (``?page=``, ADMIN_BATCH_PAGE_ITEMS each), each with its clip: a batch of thousands
    of items is still a small page."""
    feed(batch)  # as the API does when someone looks: queue what now fits
    pages = Paginator(shown_items(batch), settings.ADMIN_BATCH_PAGE_ITEMS)
    this_page = pages.get_page(request.GET.get("page"))
    state = progress(batch, this_page)
    shown = state["items"]
    # Of each item's plan only its texts, never the whole plan (the thirty-third pass, L-1).
    texts = {
        pk: {"text": text, "normalized_text": normalized}
        for pk, text, normalized in BatchItem.objects.filter(
            pk__in=[i.pk for i, _, _ in shown]
        ).values_list("pk", KT("params__text"), KT("params__normalized_text"))
    }
    # The clips these items re-render, for their A/B pages.
    before = {
        r.rerender_key: r.clip_id
        for r in Review.objects.filter(
            clip__tenant=batch.tenant, rerender_key__in=[i.key for i, _, _ in shown]
        )
    }
    items = [
        {
            "item": item,
            "params": texts.get(item.pk, {}),
            "state": s,
            "clip": clip,
            "before": before.get(item.key),
        }
        for item, s, clip in shown
    ]
    context = {
        "batch": batch,
        "progress": {k: state[k] for k in ("total", "done", "failed", "expired", "pending")},
        "percent": round(100 * (state["total"] - state["pending"]) / max(1, state["total"])),
        "items": items,
        "page": this_page,
    }
    title = f"Batch of {state['total']} ({batch.created:%Y-%m-%d %H:%M})"
    return admin_page(request, model_admin, title, "admin/review/batch.html", context)


def show_dashboard(request, model_admin) -> TemplateResponse:
    """Per tenant (``?tenant=``) or over all of the user's tenants."""
    scope, context = page_scope(request, model_admin, days=14)
    context["price"] = settings.DASHBOARD_PRICE_PER_MILLION_CHARS
    context.update(dashboard.figures(scope, context["days"]))
    chosen = context["chosen"]
    title = f"Dashboard: {chosen or 'all your tenants'}"
    return admin_page(request, model_admin, title, "admin/review/dashboard.html", context)
