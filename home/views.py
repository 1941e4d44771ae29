"""The pages for people: the home page at ``/``, and the playground, where a signed-in
member of a tenant hears a text spoken for it.

The home page is plain and public (what the service is, which model is loaded, where
things are). The playground is an async view: it awaits the job on the event loop
(home.playground), so a slow synthesis holds no thread.
"""

from django.conf import settings
from django.contrib.auth.views import redirect_to_login
from django.http import Http404, HttpResponsePermanentRedirect
from django.template.response import TemplateResponse
from django.templatetags.static import static
from django.urls import reverse
from django.views.decorators.http import require_http_methods, require_safe

from core.aio import rendered, run_sync
from engine import contract
from engine.audio import FORMATS
from engine.errors import ModelError
from home import playground
from synth import charged
from synth.conf import model_folder, model_status
from synth.models import Clip
from synth.speech import folder_fingerprint
from tenancy.scoping import number_from

# Formats a browser's <audio> plays (pcm has no header; aac in ADTS is not everywhere).
PLAYABLE_FORMATS = ("wav", "mp3", "ogg", "opus", "flac")
# The README's first sentence: in the form at first, so Speak at once says something.
SAMPLE_TEXT = "Our SaaS dashboard ships on March 5."
VOICE_NAMES = {"F": "female", "M": "male"}


@require_safe
def favicon(request):
    """Browsers ask for ``/favicon.ico`` on every page that names no icon (the API docs,
    a JSON answer): the service's icon, not a 404 in the log."""
    return HttpResponsePermanentRedirect(static("home/favicon.svg"))


@require_safe
def index(request):
    """What the service is, which model it runs, and where to go next."""
    context = {"model": model_facts(), "base_url": request.build_absolute_uri("/").rstrip("/")}
    return TemplateResponse(request, "home/index.html", context)


def model_facts() -> dict:
    """The installed model as people need to know it: real or stand-in, and which one."""
    status = model_status()
    facts = {"status": status, "name": "Supertonic 3"}
    if status == "missing":
        return facts
    try:
        folder = model_folder()
        facts["fingerprint"] = folder_fingerprint()
    except (ModelError, OSError) as exc:
        return {**facts, "status": "missing", "problem": str(exc)}
    facts.update(
        standin=folder.is_standin,
        sample_rate=folder.config.sample_rate,
        voices=list(folder.voices),
        languages=list(contract.LANGUAGES),
    )
    return facts


@require_http_methods(["GET", "POST"])
async def playground_view(request):
    """The form, and on POST the clip it asked for (or the API's refusal, in its words)."""
    user = await request.auser()
    if not (user.is_authenticated and user.is_staff):
        return redirect_to_login(request.get_full_path(), reverse("admin:login"))
    result = None
    # "choose" only switches the tenant (and so the presets listed): nothing is spoken.
    if request.method == "POST" and "choose" not in request.POST:
        result = await playground.speak(user, request.POST)
    return await run_sync(_playground_page, request, user, result)


def _listed_presets(tenant) -> list:
    """The form's presets: names only, never the uploaded styles (160 kB of JSON each)."""
    if tenant is None:
        return []
    return list(tenant.presets.only("id", "tenant", "name", "is_default").order_by("name"))


def _playground_page(request, user, result):
    tenants = list(playground.tenants_of(user))
    chosen = request.POST or request.GET
    # Only the chosen tenant's presets are listed: another tenant's names never reach
    # the page (a superuser sees every tenant, and must not see their presets mixed).
    asked = number_from(chosen.get("tenant"))
    tenant = next((t for t in tenants if t.pk == asked), None)
    if tenant is None and len(tenants) == 1:
        tenant = tenants[0]
    fmt = chosen.get("format") if chosen.get("format") in PLAYABLE_FORMATS else "wav"
    if result is None and request.GET.get("job"):  # a slow job, looked at again
        result = playground.job_result(user, request.GET["job"], fmt)
        if result is None:
            raise Http404("no such job")
    fields = {name: chosen.get(name, "") for name in playground.FIELDS}
    if result is None and request.GET.get("clip"):  # a clip spoken, looked at again
        result = _clip_again(tenants, request.GET["clip"], fmt)
        clip = result.clip
        tenant = next(t for t in tenants if t.pk == clip.tenant_id)
        fields.update(text=clip.text, lang=clip.lang, format=fmt)
        fields["voice"] = clip.voice if clip.voice in contract.BUILTIN_VOICES else ""
        fields["preset"] = clip.preset.name if clip.preset else ""
    elif request.method != "POST" and not fields["text"]:
        fields["text"] = SAMPLE_TEXT  # Speak at once says something (not empty_text)
    context = {
        "tenants": tenants,
        "chosen": {"tenant": tenant.pk if tenant else None, **fields},
        "presets": _listed_presets(tenant),
        "voices": [(v, VOICE_NAMES[v[0]] + " " + v[1:]) for v in contract.BUILTIN_VOICES],
        "languages": contract.LANGUAGES,
        "formats": [f for f in PLAYABLE_FORMATS if f in FORMATS],
        "max_chars": settings.API_MAX_TEXT_CHARS,
        "result": result,
        "refused": isinstance(result, playground.Refused),
        "still_running": isinstance(result, playground.StillRunning),
        "format": fmt,
    }
    if result is not None and not context["refused"]:
        context["changes"] = [
            (stage["stage"], change) for stage in result.explanation for change in stage["changes"]
        ]
    if isinstance(result, playground.Spoken):
        context["audio_url"] = reverse("home:clip-audio", args=[result.clip.pk, result.fmt])
        # The page's own address once spoken: a refresh looks at the clip again, it does
        # not post (and charge) the request again.
        context["again_url"] = f"{reverse('home:playground')}?clip={result.clip.pk}&format={fmt}"
    status = result.status if isinstance(result, playground.Refused) else 200
    page = TemplateResponse(request, "home/playground.html", context, status=status)
    return rendered(page)


def _clip_again(tenants, clip_id: str, fmt: str):
    """One of the user's tenants' clips, as the playground showed it when it was spoken
    (from the cache now: nothing is charged); another tenant's clip is a 404."""
    clip = Clip.objects.filter(pk=number_from(clip_id), tenant__in=tenants).first()
    if clip is None:
        raise Http404("no such clip")
    return playground.Spoken(clip, fmt, True, clip.normalized_text, clip.explanation)


@require_safe
async def clip_audio(request, clip_id: int, fmt: str):
    """A clip of one of the user's tenants, for the playground's <audio> (seekable: Range);
    another tenant's clip and a missing one are the same 404. A format not stored yet is
    charged as the API charges it and awaited, holding no thread (synth.charged.listen)."""
    user = await request.auser()
    if not (user.is_authenticated and user.is_staff) or fmt not in PLAYABLE_FORMATS:
        raise Http404("no such clip")
    mine = Clip.objects.filter(pk=clip_id, tenant__in=playground.tenants_of(user))
    clip = await mine.select_related("tenant").afirst()
    if clip is None:
        raise Http404("no such clip")
    # A person listening is not the tenant's app being served: not counted as a serve.
    return await charged.listen(request, clip, fmt, playground.SURFACE)
