"""Routes under /api/v1/ (the OpenAI and ElevenLabs routes at the root: api/openai/urls.py,
api/elevenlabs/urls.py, included by ttsproject/urls.py)."""

from django.urls import path
from rest_framework.routers import SimpleRouter

from api.views import batches, clips, meta, reports, speech, usage
from api.views.lexicon import LexiconEntryViewSet
from api.views.presets import VoicePresetViewSet
from api.views.webhooks import WebhookEndpointViewSet
from ops import views as ops_views
from synth import views as synth_views

router = SimpleRouter(trailing_slash=False)
router.register("lexicon", LexiconEntryViewSet, basename="lexicon")
router.register("presets", VoicePresetViewSet, basename="preset")
router.register("webhooks", WebhookEndpointViewSet, basename="webhook")

app_name = "api"

urlpatterns = [
    path("health", synth_views.health, name="health"),
    path("ready", ops_views.ready, name="ready"),
    path("speech", speech.speech, name="speech"),
    path("jobs/<str:job_id>", speech.job_detail, name="job"),
    path("clips/<str:clip_id>", clips.clip_detail, name="clip"),
    path("clips/<str:clip_id>/audio", clips.clip_audio, name="clip-audio"),
    path("clips/<str:clip_id>/captions", clips.ClipCaptionsView.as_view(), name="clip-captions"),
    path("clips/<str:clip_id>/timings", clips.ClipTimingsView.as_view(), name="clip-timings"),
    # An end user's report on a clip: it goes to the head of the review queue (review).
    path("clips/<str:clip_id>/report", reports.report_clip, name="clip-report"),
    path("voices", meta.voices, name="voices"),
    path("normalize", meta.normalize, name="normalize"),
    path("batches", batches.BatchCreateView.as_view(), name="batches"),
    path("batches/<str:batch_id>", batches.BatchDetailView.as_view(), name="batch"),
    path("usage", usage.UsageView.as_view(), name="usage"),
    *router.urls,
]
