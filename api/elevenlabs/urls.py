"""ElevenLabs' REST routes: an ElevenLabs client's base URL is http://HOST (ttsproject/urls.py
includes them at the root, as the names were before: reverse("eleven-tts")). Its two
WebSockets are not Django views: ttsproject/asgi.py routes them to socket.py and
socket_multi.py."""

from django.urls import path

from api.elevenlabs import views
from api.elevenlabs.usage import CharacterStatsView

urlpatterns = [
    path("v1/text-to-speech/<str:voice_id>", views.eleven_speech, name="eleven-tts"),
    path(
        "v1/text-to-speech/<str:voice_id>/stream",
        views.eleven_stream,
        name="eleven-tts-stream",
    ),
    path(
        "v1/text-to-speech/<str:voice_id>/with-timestamps",
        views.eleven_timestamps,
        name="eleven-tts-timestamps",
    ),
    path(
        "v1/text-to-speech/<str:voice_id>/stream/with-timestamps",
        views.eleven_stream_timestamps,
        name="eleven-tts-stream-timestamps",
    ),
    path("v1/voices", views.voices, name="eleven-voices"),
    path("v1/usage/character-stats", CharacterStatsView.as_view(), name="eleven-usage"),
    path("v2/voices", views.voices_search, name="eleven-voices-search"),
    path("v1/voices/<str:voice_id>", views.voice_detail, name="eleven-voice"),
    path(
        "v1/voices/settings/default",
        views.voice_settings_default,
        name="eleven-voice-settings-default",
    ),
    path(
        "v1/voices/<str:voice_id>/settings",
        views.voice_settings_detail,
        name="eleven-voice-settings",
    ),
    path("v1/user", views.user, name="eleven-user"),
    path("v1/user/subscription", views.user_subscription, name="eleven-subscription"),
]
