"""OpenAI's routes: an OpenAI client's base URL is http://HOST/v1 (ttsproject/urls.py
includes them at the root, as the names were before: reverse("openai-speech"))."""

from django.urls import path

from api.openai import discovery
from api.openai.views import openai_speech

urlpatterns = [
    path("v1/audio/speech", openai_speech, name="openai-speech"),
    # Discovery without a key (api/openai/discovery.py says who asks what)
    path("v1/", discovery.ServiceView.as_view(), name="openai-base"),
    path("v1/audio/voices", discovery.AudioVoicesView.as_view(), name="openai-voices"),
    path("v1/audio/models", discovery.AudioModelsView.as_view(), name="openai-models"),
    path("v1/models", discovery.ModelsView.as_view(), name="models"),
    path("v1/models/<str:model_id>", discovery.ModelView.as_view(), name="model"),
]
