from django.contrib import admin
from django.urls import include, path, reverse_lazy
from drf_spectacular.views import SpectacularSwaggerView

from api.views import elevenlabs, usage
from api.views.schema import SchemaView
from ops.views import metrics

# The admin's "View site" link: the home page (home/).
admin.site.site_url = reverse_lazy("home:index")
# The service's name on every admin page and on the sign-in page (templates/admin/login.html).
admin.site.site_header = admin.site.site_title = "Supertonic TTS"
admin.site.index_title = "Administration"

urlpatterns = [
    path("admin/", admin.site.urls),
    path("api/v1/", include("api.urls")),
    # OpenAI-compatible: an OpenAI client's base URL is http://HOST/v1 (api/openai/urls.py)
    path("", include("api.openai.urls")),
    # ElevenLabs-compatible: an ElevenLabs client's base URL is http://HOST
    path("v1/text-to-speech/<str:voice_id>", elevenlabs.eleven_speech, name="eleven-tts"),
    path(
        "v1/text-to-speech/<str:voice_id>/stream",
        elevenlabs.eleven_stream,
        name="eleven-tts-stream",
    ),
    path(
        "v1/text-to-speech/<str:voice_id>/with-timestamps",
        elevenlabs.eleven_timestamps,
        name="eleven-tts-timestamps",
    ),
    path(
        "v1/text-to-speech/<str:voice_id>/stream/with-timestamps",
        elevenlabs.eleven_stream_timestamps,
        name="eleven-tts-stream-timestamps",
    ),
    path("v1/voices", elevenlabs.voices, name="eleven-voices"),
    path("v1/usage/character-stats", usage.CharacterStatsView.as_view(), name="eleven-usage"),
    path("v2/voices", elevenlabs.voices_search, name="eleven-voices-search"),
    path("v1/voices/<str:voice_id>", elevenlabs.voice_detail, name="eleven-voice"),
    path(
        "v1/voices/settings/default",
        elevenlabs.voice_settings_default,
        name="eleven-voice-settings-default",
    ),
    path(
        "v1/voices/<str:voice_id>/settings",
        elevenlabs.voice_settings_detail,
        name="eleven-voice-settings",
    ),
    path("v1/user", elevenlabs.user, name="eleven-user"),
    path("v1/user/subscription", elevenlabs.user_subscription, name="eleven-subscription"),
    # Made once per process (api/views/schema.py)
    path("api/schema/", SchemaView.as_view(), name="schema"),
    path("api/docs/", SpectacularSwaggerView.as_view(url_name="schema"), name="docs"),
    # Prometheus; who may read it: METRICS_TOKEN and METRICS_ALLOWED_IPS (docs/OPERATIONS.md)
    path("metrics", metrics, name="metrics"),
    # The home page at / and the playground for signed-in members (home/)
    path("", include("home.urls")),
]

# API clients get JSON errors for unknown routes and crashes too (other paths: Django's).
handler404 = "api.views.meta.page_not_found"
handler500 = "api.views.meta.server_error"
