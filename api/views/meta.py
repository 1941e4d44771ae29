"""GET /voices and POST /normalize: what a tenant can ask for, and what it would get;
JSON 404 and 500 pages for API paths."""

from django.views import defaults
from drf_spectacular.utils import extend_schema
from rest_framework.decorators import api_view
from rest_framework.response import Response

from api.elevenlabs import vocabulary
from api.errors import api_error, plain_error_response
from api.serializers.meta import NormalizedSerializer, VoicesSerializer
from api.serializers.speech import SpeechParamsSerializer
from api.views.speech import ERROR
from engine import contract
from engine.errors import UnsupportedCharacters
from lexicon.models import VoicePreset
from synth import flow
from synth.models import Clip
from synth.voices import OPENAI_VOICES


@extend_schema(responses={200: VoicesSerializer, 401: ERROR})
@api_view(["GET"])
def voices(request):
    """The built-in voices, your presets, and the OpenAI voice names /v1/audio/speech maps."""
    data = {
        "builtin": list(contract.BUILTIN_VOICES),
        # Never the uploaded styles: the listing shows none of them (lexicon.LISTED_FIELDS).
        "presets": request.auth.presets.only(*VoicePreset.LISTED_FIELDS),
        "openai": OPENAI_VOICES,
    }
    return Response(VoicesSerializer(data).data)


@extend_schema(
    request=SpeechParamsSerializer,
    responses={200: NormalizedSerializer, 400: ERROR, 401: ERROR, 413: ERROR},
)
@api_view(["POST"])
def normalize(request):
    """What the model would be given for this request (the same fields as /speech), the
    normalizer's stages, any characters it cannot speak, and whether the clip is cached."""
    serializer = SpeechParamsSerializer(data=request.data)
    serializer.is_valid(raise_exception=True)
    params = serializer.validated_data
    tenant = request.auth
    try:
        plan = flow.plan(flow.SpeechRequest(tenant, **params))
    except flow.FlowError as exc:
        raise api_error(exc) from None
    except UnsupportedCharacters as exc:
        read, lang = exc.reading, exc.lang  # what plan_speech read before it refused
        normalized, stages, meta = read.normalized_text, read.explanation, read.meta
        unsupported, key = exc.characters, None
    else:
        lang, normalized, stages = plan.request.lang, plan.normalized_text, plan.explanation
        unsupported, key, meta = [], plan.key, plan.reading
    data = {
        "text": params["text"],
        "normalized_text": normalized,
        "lang": lang,
        "stages": stages,
        "unsupported_characters": unsupported,
        "key": key,
        "cached": key is not None and Clip.objects.filter(tenant=tenant, key=key).exists(),
        "reading": meta,
    }
    return Response(NormalizedSerializer(data).data)


API_PATHS = ("/api/", "/v1/", "/v2/")


def page_not_found(request, exception=None):
    """handler404: a route that does not exist answers in the API's error shape too, in
    ElevenLabs' on its paths."""
    if not request.path.startswith(API_PATHS):
        return defaults.page_not_found(request, exception)
    return _error(request, 404, "not_found", "no such route")


def server_error(request):
    """handler500 (a bug: DRF's handler answered nothing): still the API's error shape."""
    if not request.path.startswith(API_PATHS):
        return defaults.server_error(request)
    return _error(request, 500, "server_error", "internal error")


def _error(request, status: int, code: str, message: str):
    if vocabulary.is_eleven_request(request.path, request.headers):
        return vocabulary.plain_error_response(status, code, message)
    return plain_error_response(status, code, message)
