"""Admin for voice presets (lexicon.VoicePreset): a built-in voice, an uploaded style or a
blend, and a Preview that synthesizes a short sample of the voice before it is saved.

It lives in synth, not lexicon, because the preview goes through synthesis (synth.flow);
the page is still under the lexicon app in the admin. Scoped by tenant like every admin:
reviewers read, editors and admins edit and preview.
"""

import json
import uuid

from django import forms
from django.conf import settings
from django.contrib import admin
from django.core.exceptions import ValidationError
from django.db import transaction
from django.http import HttpResponse
from django.urls import path

import synth.sentence_admin  # noqa: F401 (registers the sentence cache's admin)
from core import json_bounds
from core.admin_filters import ChoicesDropdownFilter
from engine import contract
from engine.errors import EngineError
from lexicon.models import PresetInUse, VoicePreset, lock_presets
from metering.limits import LimitReached
from synth import charged, flow, voices
from synth.conf import model_folder
from synth.fallback_admin import OTHER_TENANTS_CLIP, FallbackAdminMixin, clip_field
from synth.models import Clip, FallbackClip, SynthesisJob
from synth.playback import staff_audio_response
from tenancy.models import LexiconCompiling
from tenancy.roles import ADMIN, EDITOR
from tenancy.scoping import OWN_TENANTS, TenantScopedAdmin, number_from

MAX_STYLE_BYTES = 2 * 1024 * 1024
PREVIEW_TEXT = "Hello! This is how this voice sounds."
PREVIEW_MAX_CHARS = 300


class VoicePresetForm(forms.ModelForm):
    style_file = forms.FileField(
        required=False,
        help_text="a voice style JSON from the vendor's voice builder (style_ttl [1,50,256], "
        "style_dp [1,8,16]); replaces the built-in voice",
    )

    fallback_clip = clip_field("overrides the tenant's fallback clip for requests with this preset")
    # The tenants whose clips the field offers: set per request on a subclass by
    # VoicePresetAdmin.get_form (the user's tenants), never on this shared class.
    clip_tenants = None

    class Meta:
        model = VoicePreset
        fields = [
            "tenant",
            "name",
            "voice",
            "style_file",
            "blend",
            "language",
            "speed",
            "steps",
            "seed",
            "silence",
            "finish_audio",
            "loudness_lufs",
            "true_peak_dbtp",
            "trim_silence_ms",
            "is_default",
            "fallback_clip",
        ]

    def clean(self):
        upload = self.cleaned_data.get("style_file")
        blend = self.cleaned_data.get("blend")
        if upload:
            if upload.size > MAX_STYLE_BYTES:
                raise ValidationError(f"the style file is larger than {MAX_STYLE_BYTES:,} bytes")
            try:
                # UTF-8 only, as the API takes JSON: json.loads would take UTF-16 bytes,
                # which the bound miscounts (the thirtieth pass, M-1).
                raw = upload.read().decode("utf-8-sig")
                json_bounds.check_body(raw)  # as the API's parser does
                data = json.loads(raw)
            except UnicodeDecodeError:
                raise ValidationError(f"{upload.name}: not UTF-8 JSON") from None
            except json_bounds.TooManyContainers as exc:
                raise ValidationError(f"{upload.name}: {exc}, more than a style has") from None
            except ValueError as exc:
                raise ValidationError(f"{upload.name}: not JSON ({exc})") from None
            except RecursionError:  # not a ValueError: a 500 (the twenty-eighth pass, L-1)
                raise ValidationError(f"{upload.name}: nested too deeply to be a style") from None
            self.instance.set_style(data, upload.name)
            self.cleaned_data["voice"] = self.cleaned_data["blend"] = ""
        elif blend:
            self.instance.style, self.instance.style_digest = None, ""
            tenant = self.cleaned_data.get("tenant")
            if tenant is not None:
                # The admin's view cleans and saves in one transaction: with the presets
                # locked first, no delete or rename of a part runs between check and save.
                with transaction.atomic():
                    lock_presets(tenant.pk)
                self.check_names(tenant, blend)
        elif self.cleaned_data.get("voice"):
            self.instance.style, self.instance.style_digest = None, ""
        cleaned = super().clean()
        tenant, name = cleaned.get("tenant"), cleaned.get("name")
        if tenant is not None and name and not self.has_error("name"):
            # Under the tenant's row lock, which the admin's transaction keeps until the
            # save: a concurrent create or rename of the name waits, then is this error.
            if voices.preset_name_taken(tenant.pk, name, self.instance.pk):
                self.add_error("name", voices.name_taken_message(name))
        clip, tenant = cleaned.get("fallback_clip"), cleaned.get("tenant")
        if clip is not None and tenant is not None and clip.tenant_id != tenant.pk:
            self.add_error("fallback_clip", OTHER_TENANTS_CLIP)
        elif clip is not None and tenant is not None:
            try:  # fallback clips are never pruned: they have a room of their own
                FallbackClip.objects.check_room(tenant.pk, clip, self.instance)
            except ValidationError as exc:
                self.add_error(None, exc)
        return cleaned

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if "steps" in self.fields:  # the service's limit, read as the form is built
            self.fields["steps"].help_text = (
                f"1 to {settings.SYNTH_MAX_STEPS} (SYNTH_MAX_STEPS); each step past "
                f"{contract.DEFAULT_STEPS} takes longer and is charged: characters x steps / "
                f"{contract.DEFAULT_STEPS}"
            )
        if "fallback_clip" in self.fields:
            field = self.fields["fallback_clip"]
            if self.clip_tenants is not None:
                field.queryset = Clip.objects.filter(tenant__in=self.clip_tenants)
            if self.instance.pk is not None:
                field.initial = FallbackClip.objects.own(self.instance.tenant, self.instance)

    def save_fallback(self) -> None:
        if "fallback_clip" in self.cleaned_data:
            preset = self.instance
            FallbackClip.objects.choose(preset.tenant, preset, self.cleaned_data["fallback_clip"])

    def check_names(self, tenant, blend: str) -> None:
        """The blend's names, resolved as a request's would be (synth.voices)."""
        try:
            voices.resolve(tenant, blend, model_folder())
        except EngineError as exc:  # InvalidVoice, InvalidBlend; ModelError: no model
            self.add_error("blend", str(exc))


@admin.register(VoicePreset)
class VoicePresetAdmin(FallbackAdminMixin, TenantScopedAdmin):
    view_roles = (ADMIN, EDITOR)  # not reviewers (tenancy.scoping)
    form = VoicePresetForm
    change_form_template = "admin/lexicon/voicepreset/change_form.html"
    list_display = [
        "name",
        "tenant",
        "voice_label",
        "language",
        "speed",
        "steps",
        "seed",
        "silence",
        "loudness_lufs",
        "is_default",
    ]
    list_filter = [("language", ChoicesDropdownFilter), "is_default", OWN_TENANTS]
    search_fields = ["name"]

    def get_form(self, request, obj=None, change=False, **kwargs):
        """The form, offering the fallback clips of the user's tenants (a subclass per
        request: the shared form class keeps no request's state)."""
        form = super().get_form(request, obj, change, **kwargs)
        return type(form.__name__, (form,), {"clip_tenants": self.tenants(request)})

    def fallback_owner(self, obj):
        return obj.tenant, obj

    def get_deleted_objects(self, objs, request):
        """Django's list, with a preset that another's blend names (and that is not
        being deleted with it) shown as protected: the page refuses to delete it."""
        deleted, counts, perms, protected = super().get_deleted_objects(objs, request)
        chosen = {obj.pk for obj in objs}
        for obj in objs:
            users = [user for user in obj.blended_by() if user.pk not in chosen]
            if users:
                protected.append(str(PresetInUse(obj.name, [user.name for user in users])))
        return deleted, counts, perms, protected

    def get_queryset(self, request):
        # The list never shows a preset's uploaded style; a change form reads it on use.
        return super().get_queryset(request).defer("style")

    @admin.display(description="voice")
    def voice_label(self, obj):
        if obj.blend:
            return f"blend {obj.blend}"
        return obj.voice or f"uploaded style {obj.style_digest[:10]}"

    def get_urls(self):
        view = self.admin_site.admin_view(self.preview_view)
        return [
            path("preview/", view, name="lexicon_voicepreset_preview"),
        ] + super().get_urls()

    def preview_view(self, request):
        """A short sample of a voice (a built-in name or a blend) at a speed, for one of
        the tenants the user may edit, synthesized like a request (cached as its clip), as WAV.
        Errors are plain text for the page to show."""
        tenant = (
            self.tenants(request, self.edit_roles)
            .filter(pk=number_from(request.GET.get("tenant")))
            .first()
        )
        if tenant is None:  # none chosen yet, or not one of the user's: the same answer
            return _refused(400, "choose the preset's tenant first, then preview")
        voice = request.GET.get("voice", "").strip()
        text = request.GET.get("text", "").strip()[:PREVIEW_MAX_CHARS] or PREVIEW_TEXT
        if not voice:
            return _refused(400, "choose a voice or write a blend to preview")
        try:
            speed = float(request.GET["speed"]) if request.GET.get("speed") else None
        except ValueError:
            return _refused(400, "speed must be a number")
        speech = flow.SpeechRequest(
            tenant, text, voice=voice, lang=request.GET.get("lang") or None, speed=speed,
            sampled=False,
        )  # fmt: skip
        try:
            found = self.sample(tenant, speech, request.GET.get("job", ""))
            # No waiting here (a request holds no thread while a worker synthesizes): a
            # sample not made yet is a 202, and the page asks again for that job.
            if isinstance(found, flow.Whole):
                clip = found.clip
            else:
                found.refresh_from_db()  # a quick worker may be done already
                clip = flow.finished_clip(found)
        except EngineError as exc:
            return _refused(400, str(exc))
        except LimitReached as exc:  # 429 past the rate or quota, 403 a deactivated tenant
            answer = _refused(exc.status, str(exc))
            for name, value in exc.headers.items():  # Retry-After
                answer[name] = value
            return answer
        except (flow.QueueBusy, flow.JobFailed) as exc:
            return _refused(503, str(exc))
        except LexiconCompiling as exc:  # another thread compiles the lexicon just written
            answer = _refused(503, str(exc))
            answer["Retry-After"] = str(exc.retry_after)
            return answer
        if clip is None:
            answer = _refused(202, "the sample is being synthesized")
            answer["Retry-After"] = "1"
            answer["X-Job"] = str(found.pk)
            return answer
        # Never waits for an encoding (no thread held while a worker works): a sample's job
        # writes its WAV; a clip made before without one is a 503 to ask again shortly.
        return staff_audio_response(request, clip, "wav", count=False)

    @staticmethod
    def sample(tenant, speech: flow.SpeechRequest, job_id: str):
        """The sample's clip or job: charged to the tenant and metered as the staff's way
        in (synth.charged), as a request is; the page asking again for the ``job_id`` it
        was given looks at that job without paying twice, only if it is this sample's job
        (its tenant and its planned clip's key: the twenty-eighth pass's H-2 named any job
        of the tenant and got its clip as WAV, uncharged)."""
        plan = flow.plan(speech)
        asked = _uuid(job_id)
        job = asked and SynthesisJob.objects.filter(tenant=tenant, pk=asked, key=plan.key).first()
        if job:
            return job
        return charged.begin(
            tenant, [plan], lambda: flow.start(plan, ("wav",), sampled=speech.sampled)
        )


def _uuid(value: str) -> uuid.UUID | None:
    try:
        return uuid.UUID(value)
    except ValueError:
        return None


def _refused(status: int, message: str) -> HttpResponse:
    return HttpResponse(message, status=status, content_type="text/plain; charset=utf-8")
