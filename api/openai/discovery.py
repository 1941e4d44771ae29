"""What clients ask before they speak, answered without a key as the vendors' servers are
read by them (each a fixed list; no tenant's data without its key):

- ``GET /v1/audio/voices`` and ``GET /v1/audio/models``: Open WebUI's discovery for an
  OpenAI-compatible server other than OpenAI's (``get_available_voices`` and
  ``get_available_models`` in its backend/open_webui/routers/audio.py). It sends no key
  and reads ``voices[].id``/``.name`` and ``models[].id``. With a valid key the voices
  include that tenant's presets.
- ``GET /v1/models`` and ``GET /v1/models/{model}``: OpenAI's model list and one model
  (``client.models.retrieve``, 404 ``model_not_found`` in OpenAI's shape); the list with
  an ``xi-api-key`` header is ElevenLabs' (a JSON list of models with ``model_id``, as its
  SDKs and Open WebUI's ElevenLabs engine read it). The list is the same for every
  tenant, so that key is not checked here.
- ``GET /v1/`` (and HEAD): LiveKit's OpenAI TTS plugin prewarms its connection with
  ``client.get("/")``, which the openai SDK sends to the base URL itself, ``/v1/``.
"""

from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    inline_serializer,
)
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from api.errors import ApiError
from api.openai.serializers import MODELS
from api.openai.views import OPENAI_ERROR, OPENAI_VOICES, openai_exception_handler
from engine import contract
from synth.speech import max_text_chars

# Fixed, so a client caching the list sees no change: when Supertonic 3 came out.
MODELS_CREATED = 1_761_955_200  # 2025-11-01
# ElevenLabs' model ids its clients send by default, all our one model (as OpenAI's are).
ELEVENLABS_MODELS = (
    "eleven_multilingual_v2",
    "eleven_flash_v2_5",
    "eleven_turbo_v2_5",
    "eleven_v3",
    "supertonic-3",
)


class Discovery(APIView):
    """Public; a key, when sent, must be valid (401 otherwise) and shows its tenant's."""

    permission_classes = [AllowAny]

    def get_exception_handler(self):
        return openai_exception_handler


def voice_list(tenant) -> list[dict]:
    """The tenant's presets (with a key), the built-in voices, then OpenAI's names; a
    preset shadows a voice of the same name, as it does when speaking."""
    voices = []
    if tenant is not None:
        # Names only (never the uploaded styles), in one query: rows of ``tenant.presets``
        # without their tenant's id each read it again (the thirty-ninth hostile pass, L-1:
        # 200 presets, 0.25-0.44 s).
        names = tenant.presets.values_list("name", flat=True)
        voices += [{"id": name, "name": f"{name} (preset)"} for name in names]
    taken = {v["id"] for v in voices}
    voices += [{"id": v, "name": v} for v in contract.BUILTIN_VOICES if v not in taken]
    voices += [
        {"id": name, "name": f"{name} ({voice})"}
        for name, voice in OPENAI_VOICES.items()
        if name not in taken
    ]
    return voices


VOICES = inline_serializer(
    "OpenAIVoice", {"id": serializers.CharField(), "name": serializers.CharField()}, many=True
)


class AudioVoicesView(Discovery):
    @extend_schema(
        operation_id="openai_audio_voices",
        tags=["openai"],
        responses={
            200: inline_serializer("OpenAIVoices", {"voices": VOICES}),
            401: OPENAI_ERROR,
        },
    )
    def get(self, request):
        """The voices /v1/audio/speech takes, as Open WebUI reads them."""
        return Response({"voices": voice_list(request.auth)})


class AudioModelsView(Discovery):
    @extend_schema(
        operation_id="openai_audio_models",
        tags=["openai"],
        responses={
            200: inline_serializer("OpenAIAudioModels", {"models": serializers.ListField()})
        },
    )
    def get(self, request):
        """The model names /v1/audio/speech takes (all the same model)."""
        return Response({"models": [{"id": m} for m in MODELS]})


# ElevenLabs' answer is a list, not an object: documented as the other of the two.
ELEVENLABS_MODELS_SCHEMA = {
    "type": "array",
    "items": {
        "type": "object",
        "properties": {"model_id": {"type": "string"}, "name": {"type": "string"}},
        "required": ["model_id", "name"],
    },
}


class ModelsView(Discovery):
    @extend_schema(
        operation_id="list_models",
        tags=["openai", "ElevenLabs"],
        parameters=[
            OpenApiParameter(
                "xi-api-key",
                str,
                OpenApiParameter.HEADER,
                description="sent by ElevenLabs' clients: the answer is then its model list",
            )
        ],
        responses={
            200: OpenApiResponse(
                {
                    "oneOf": [
                        {
                            "type": "object",
                            "properties": {"data": {"type": "array", "items": {}}},
                            "required": ["data"],
                        },
                        ELEVENLABS_MODELS_SCHEMA,
                    ]
                },
                description="OpenAI's model list, or ElevenLabs' with xi-api-key",
            )
        },
    )
    def get(self, request):
        """OpenAI's model list; ElevenLabs' (a list) when the request has ``xi-api-key``."""
        if "HTTP_XI_API_KEY" in request.META:
            return Response([elevenlabs_model(m) for m in ELEVENLABS_MODELS])
        return Response({"object": "list", "data": [openai_model(m) for m in MODELS]})


def openai_model(model_id: str) -> dict:
    """OpenAI's ``Model`` for one of the names /v1/audio/speech takes."""
    return {"id": model_id, "object": "model", "created": MODELS_CREATED, "owned_by": "supertonic"}


OPENAI_MODEL = inline_serializer(
    "OpenAIModel",
    {
        "id": serializers.CharField(),
        "object": serializers.CharField(),
        "created": serializers.IntegerField(),
        "owned_by": serializers.CharField(),
    },
)


class ModelView(Discovery):
    @extend_schema(
        operation_id="openai_models_retrieve",
        tags=["openai"],
        responses={200: OPENAI_MODEL, 401: OPENAI_ERROR, 404: OPENAI_ERROR},
    )
    def get(self, request, model_id: str):
        """OpenAI's ``models.retrieve``: one of the model names /v1/audio/speech takes (all
        the same model); 404 ``model_not_found`` for any other."""
        if model_id not in MODELS:
            raise ApiError(
                404,
                "model_not_found",
                f"The model {model_id!r} does not exist here; GET /v1/models lists them",
                "model",
            )
        return Response(openai_model(model_id))


def elevenlabs_model(model_id: str) -> dict:
    """ElevenLabs' Model (its SDKs' ``Model`` type), for our one model under that id."""
    import icu  # here: ICU's data is 17 MB a web process needs only for this list

    english = icu.Locale("en")
    languages = [
        {"language_id": code, "name": icu.Locale(code).getDisplayLanguage(english)}
        for code in contract.LANGUAGES
    ]
    return {
        "model_id": model_id,
        "name": "Supertonic 3" if model_id == "supertonic-3" else f"Supertonic 3 (as {model_id})",
        "description": "Supertonic 3 on this server; every model id is the same model",
        "can_be_finetuned": False,
        "can_do_text_to_speech": True,
        "can_do_voice_conversion": False,
        "can_use_style": False,
        "can_use_speaker_boost": False,
        "serves_pro_voices": False,
        "token_cost_factor": 1.0,
        "requires_alpha_access": False,
        "max_characters_request_free_user": max_text_chars(),
        "max_characters_request_subscribed_user": max_text_chars(),
        "maximum_text_length_per_request": max_text_chars(),
        "languages": languages,
        "model_rates": {"character_cost_multiplier": 1.0},
        "concurrency_group": "standard",
    }


class ServiceView(Discovery):
    @extend_schema(
        operation_id="openai_base",
        tags=["openai"],
        responses={200: inline_serializer("OpenAIBase", {"object": serializers.CharField()})},
    )
    def get(self, request):
        """The OpenAI-compatible base URL itself: a cheap 200 for clients that prewarm
        their connection with it (LiveKit's OpenAI TTS)."""
        return Response({"object": "service", "speech": "/v1/audio/speech", "docs": "/api/docs/"})
